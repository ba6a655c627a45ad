module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
    llvm.func @lookup(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64) attributes {gpu.kernel, nvvm.kernel} {
      %0 = llvm.mlir.constant(4 : index) : i64
      %1 = llvm.mlir.constant(3 : i32) : i32
      %2 = llvm.mlir.constant(7 : i32) : i32
      %3 = nvvm.read.ptx.sreg.tid.x : i32
      %4 = llvm.sext %3 : i32 to i64
      %5 = nvvm.read.ptx.sreg.ctaid.x : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = nvvm.read.ptx.sreg.ntid.x : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = llvm.mul %6, %8 : i64
      %10 = llvm.add %9, %4 : i64
      %11 = llvm.icmp "slt" %10, %arg10 : i64
      llvm.cond_br %11, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %12 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %13 = llvm.getelementptr inbounds|nuw %arg1[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %14 = llvm.load %13 : !llvm.ptr -> i32
      %15 = llvm.mul %14, %1 : i32
      %16 = llvm.xor %14, %2 : i32
      llvm.store %14, %12 : i32, !llvm.ptr
      %17 = llvm.getelementptr inbounds|nuw %12[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %15, %17 : i32, !llvm.ptr
      %18 = llvm.getelementptr inbounds|nuw %12[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %16, %18 : i32, !llvm.ptr
      %19 = llvm.getelementptr inbounds|nuw %12[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %2, %19 : i32, !llvm.ptr
      %20 = llvm.and %14, %1 : i32
      %21 = llvm.sext %20 : i32 to i64
      %22 = llvm.getelementptr inbounds|nuw %12[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %23 = llvm.load %22 : !llvm.ptr -> i32
      %24 = llvm.getelementptr inbounds|nuw %arg6[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %23, %24 : i32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
}

