module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
    llvm.func @matrix3(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64) attributes {gpu.kernel, nvvm.kernel} {
      %0 = llvm.mlir.constant(9 : index) : i64
      %1 = llvm.mlir.constant(3 : index) : i64
      %2 = llvm.mlir.constant(2 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(0 : index) : i64
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
      %14 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %15 = llvm.getelementptr inbounds|nuw %arg1[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %16 = llvm.load %15 : !llvm.ptr -> f64
      llvm.br ^bb2(%4 : i64)
    ^bb2(%17: i64):  // 2 preds: ^bb1, ^bb6
      %18 = llvm.icmp "slt" %17, %1 : i64
      llvm.cond_br %18, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%4 : i64)
    ^bb4(%19: i64):  // 2 preds: ^bb3, ^bb5
      %20 = llvm.icmp "slt" %19, %1 : i64
      llvm.cond_br %20, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %21 = llvm.sitofp %17 : i64 to f64
      %22 = llvm.sitofp %19 : i64 to f64
      %23 = llvm.fmul %16, %21 : f64
      %24 = llvm.fadd %23, %22 : f64
      %25 = llvm.mul %17, %1 overflow<nsw, nuw> : i64
      %26 = llvm.add %25, %19 overflow<nsw, nuw> : i64
      %27 = llvm.getelementptr inbounds|nuw %14[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      llvm.store %24, %27 : f64, !llvm.ptr
      %28 = llvm.add %19, %3 : i64
      llvm.br ^bb4(%28 : i64)
    ^bb6:  // pred: ^bb4
      %29 = llvm.add %17, %3 : i64
      llvm.br ^bb2(%29 : i64)
    ^bb7:  // pred: ^bb2
      %30 = llvm.mul %4, %1 overflow<nsw, nuw> : i64
      %31 = llvm.add %30, %4 overflow<nsw, nuw> : i64
      %32 = llvm.getelementptr inbounds|nuw %14[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %33 = llvm.load %32 : !llvm.ptr -> f64
      %34 = llvm.mul %3, %1 overflow<nsw, nuw> : i64
      %35 = llvm.add %34, %3 overflow<nsw, nuw> : i64
      %36 = llvm.getelementptr inbounds|nuw %14[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %37 = llvm.load %36 : !llvm.ptr -> f64
      %38 = llvm.mul %2, %1 overflow<nsw, nuw> : i64
      %39 = llvm.add %38, %2 overflow<nsw, nuw> : i64
      %40 = llvm.getelementptr inbounds|nuw %14[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %41 = llvm.load %40 : !llvm.ptr -> f64
      %42 = llvm.add %34, %2 overflow<nsw, nuw> : i64
      %43 = llvm.getelementptr inbounds|nuw %14[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %44 = llvm.load %43 : !llvm.ptr -> f64
      %45 = llvm.fmul %33, %37 : f64
      %46 = llvm.fmul %41, %44 : f64
      %47 = llvm.fsub %45, %46 : f64
      %48 = llvm.getelementptr inbounds|nuw %arg6[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      llvm.store %47, %48 : f64, !llvm.ptr
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb0, ^bb7
      llvm.return
    }
  }
}

