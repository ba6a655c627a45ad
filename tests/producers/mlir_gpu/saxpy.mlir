module attributes {gpu.container_module} {
  gpu.module @saxpy_module [#nvvm.target<chip = "sm_80">] {
    llvm.func @__nv_fmaf(f32, f32, f32) -> f32
    llvm.func @saxpy(%arg0: f32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr, %arg7: !llvm.ptr, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %1 = llvm.sext %0 : i32 to i64
      %2 = nvvm.read.ptx.sreg.ctaid.x : i32
      %3 = llvm.sext %2 : i32 to i64
      %4 = nvvm.read.ptx.sreg.ntid.x range <i32, 256, 257> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = llvm.mul %3, %5 : i64
      %7 = llvm.add %6, %1 : i64
      %8 = llvm.icmp "ult" %7, %arg11 : i64
      llvm.cond_br %8, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %9 = llvm.getelementptr inbounds|nuw %arg2[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %10 = llvm.load %9 : !llvm.ptr -> f32
      %11 = llvm.getelementptr inbounds|nuw %arg7[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %12 = llvm.load %11 : !llvm.ptr -> f32
      %13 = llvm.call @__nv_fmaf(%arg0, %10, %12) : (f32, f32, f32) -> f32
      llvm.store %13, %11 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
}

