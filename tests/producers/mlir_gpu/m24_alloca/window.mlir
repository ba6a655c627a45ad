module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
    llvm.func @window(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64) attributes {gpu.kernel, nvvm.kernel} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(1 : index) : i64
      %2 = llvm.mlir.constant(0 : index) : i64
      %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %4 = llvm.mlir.constant(7 : index) : i64
      %5 = nvvm.read.ptx.sreg.tid.x : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = nvvm.read.ptx.sreg.ctaid.x : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.ntid.x : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = llvm.mul %8, %10 : i64
      %12 = llvm.add %11, %6 : i64
      %13 = llvm.icmp "slt" %12, %arg10 : i64
      llvm.cond_br %13, ^bb1, ^bb8
    ^bb1:  // pred: ^bb0
      %14 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      llvm.br ^bb2(%2 : i64)
    ^bb2(%15: i64):  // 2 preds: ^bb1, ^bb3
      %16 = llvm.icmp "slt" %15, %0 : i64
      llvm.cond_br %16, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %17 = llvm.add %12, %15 : i64
      %18 = llvm.urem %17, %arg10 : i64
      %19 = llvm.getelementptr inbounds|nuw %arg1[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %20 = llvm.load %19 : !llvm.ptr -> f32
      %21 = llvm.trunc %15 : i64 to i32
      %22 = llvm.sitofp %21 : i32 to f32
      %23 = llvm.fmul %20, %22 : f32
      %24 = llvm.getelementptr inbounds|nuw %14[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %23, %24 : f32, !llvm.ptr
      %25 = llvm.add %15, %1 : i64
      llvm.br ^bb2(%25 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5(%2, %3 : i64, f32)
    ^bb5(%26: i64, %27: f32):  // 2 preds: ^bb4, ^bb6
      %28 = llvm.icmp "slt" %26, %0 : i64
      llvm.cond_br %28, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %29 = llvm.sub %4, %26 : i64
      %30 = llvm.getelementptr inbounds|nuw %14[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %31 = llvm.load %30 : !llvm.ptr -> f32
      %32 = llvm.getelementptr inbounds|nuw %14[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %33 = llvm.load %32 : !llvm.ptr -> f32
      %34 = llvm.fsub %31, %33 : f32
      %35 = llvm.fadd %27, %34 : f32
      %36 = llvm.add %26, %1 : i64
      llvm.br ^bb5(%36, %35 : i64, f32)
    ^bb7:  // pred: ^bb5
      %37 = llvm.getelementptr inbounds|nuw %arg6[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %27, %37 : f32, !llvm.ptr
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb0, ^bb7
      llvm.return
    }
  }
}

