module attributes {gpu.container_module} {
  gpu.module @matmul_module [#nvvm.target<chip = "sm_80">] {
    llvm.func @__nv_fmaf(f32, f32, f32) -> f32
    llvm.func @matmul(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 16, 16, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 16, 16, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(1 : i64) : i64
      %2 = llvm.mlir.constant(0 : i64) : i64
      %3 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 16> : i32
      %4 = llvm.sext %3 : i32 to i64
      %5 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 16> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = nvvm.read.ptx.sreg.ctaid.x : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.ctaid.y : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.ntid.x range <i32, 16, 17> : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = nvvm.read.ptx.sreg.ntid.y range <i32, 16, 17> : i32
      %14 = llvm.sext %13 : i32 to i64
      %15 = llvm.mul %8, %12 : i64
      %16 = llvm.add %15, %4 : i64
      %17 = llvm.mul %10, %14 : i64
      %18 = llvm.add %17, %6 : i64
      %19 = llvm.icmp "ult" %18, %arg3 : i64
      %20 = llvm.icmp "ult" %16, %arg11 : i64
      %21 = llvm.and %19, %20 : i1
      llvm.cond_br %21, ^bb1(%2, %0 : i64, f32), ^bb4
    ^bb1(%22: i64, %23: f32):  // 2 preds: ^bb0, ^bb2
      %24 = llvm.icmp "slt" %22, %arg4 : i64
      llvm.cond_br %24, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %25 = llvm.mul %18, %arg5 overflow<nsw> : i64
      %26 = llvm.add %25, %22 overflow<nsw> : i64
      %27 = llvm.getelementptr inbounds %arg1[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %28 = llvm.load %27 : !llvm.ptr -> f32
      %29 = llvm.mul %22, %arg12 overflow<nsw> : i64
      %30 = llvm.add %29, %16 overflow<nsw> : i64
      %31 = llvm.getelementptr inbounds %arg8[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %32 = llvm.load %31 : !llvm.ptr -> f32
      %33 = llvm.call @__nv_fmaf(%28, %32, %23) : (f32, f32, f32) -> f32
      %34 = llvm.add %22, %1 : i64
      llvm.br ^bb1(%34, %33 : i64, f32)
    ^bb3:  // pred: ^bb1
      %35 = llvm.mul %18, %arg19 overflow<nsw> : i64
      %36 = llvm.add %35, %16 overflow<nsw> : i64
      %37 = llvm.getelementptr inbounds %arg15[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %23, %37 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb0, ^bb3
      llvm.return
    }
  }
}

