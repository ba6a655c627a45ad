module attributes {gpu.container_module} {
  gpu.module @scale_all_kernel [#nvvm.target<chip = "sm_80">] {
    llvm.func @scale_all_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: f32, %arg6: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, gpu.known_grid_size = array<i32: 80, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %0 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 80> : i32
      %1 = llvm.sext %0 : i32 to i64
      %2 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %3 = llvm.sext %2 : i32 to i64
      %4 = nvvm.read.ptx.sreg.nctaid.x range <i32, 80, 81> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.ntid.x range <i32, 256, 257> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = llvm.mul %1, %7 : i64
      %9 = llvm.add %8, %3 : i64
      %10 = llvm.mul %5, %7 : i64
      llvm.br ^bb1(%9 : i64)
    ^bb1(%11: i64):  // 2 preds: ^bb0, ^bb2
      %12 = llvm.icmp "slt" %11, %arg6 : i64
      llvm.cond_br %12, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %13 = llvm.getelementptr inbounds|nuw %arg1[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %14 = llvm.load %13 : !llvm.ptr -> f32
      %15 = llvm.fmul %14, %arg5 : f32
      llvm.store %15, %13 : f32, !llvm.ptr
      %16 = llvm.add %11, %10 : i64
      llvm.br ^bb1(%16 : i64)
    ^bb3:  // pred: ^bb1
      llvm.return
    }
  }
}

