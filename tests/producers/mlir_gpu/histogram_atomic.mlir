module attributes {gpu.container_module} {
  gpu.module @histogram_module [#nvvm.target<chip = "sm_80">] {
    llvm.mlir.global private @bins() {addr_space = 3 : i32} : !llvm.array<64 x i32>
    llvm.func @histogram(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.addressof @bins : !llvm.ptr<3>
      %1 = llvm.mlir.constant(63 : i32) : i32
      %2 = llvm.mlir.constant(1 : i32) : i32
      %3 = llvm.mlir.constant(0 : i32) : i32
      %4 = llvm.mlir.constant(64 : i64) : i64
      %5 = llvm.mlir.constant(32 : i64) : i64
      %6 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.ctaid.x : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.ntid.x range <i32, 256, 257> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = llvm.getelementptr %0[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<64 x i32>
      %13 = llvm.icmp "ult" %7, %4 : i64
      llvm.cond_br %13, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %14 = llvm.getelementptr inbounds|nuw %12[%7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %3, %14 : i32, !llvm.ptr<3>
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      nvvm.barrier
      %15 = llvm.mul %9, %11 : i64
      %16 = llvm.add %15, %7 : i64
      %17 = llvm.icmp "ult" %16, %arg15 : i64
      llvm.cond_br %17, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %18 = llvm.getelementptr inbounds|nuw %arg1[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %19 = llvm.load %18 : !llvm.ptr -> i32
      %20 = llvm.lshr %19, %2 : i32
      %21 = llvm.and %20, %1 : i32
      %22 = llvm.sext %21 : i32 to i64
      %23 = llvm.getelementptr %12[%22] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %24 = llvm.atomicrmw add %23, %2 acq_rel : !llvm.ptr<3>, i32
      %25 = llvm.udiv %16, %5 : i64
      %26 = llvm.urem %16, %5 : i64
      %27 = llvm.trunc %26 : i64 to i32
      %28 = llvm.shl %2, %27 : i32
      %29 = llvm.getelementptr %arg11[%25] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %30 = llvm.atomicrmw _or %29, %28 acq_rel : !llvm.ptr, i32
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      nvvm.barrier
      llvm.cond_br %13, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %31 = llvm.getelementptr inbounds|nuw %12[%7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %32 = llvm.load %31 : !llvm.ptr<3> -> i32
      %33 = llvm.getelementptr %arg6[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %34 = llvm.atomicrmw add %33, %32 acq_rel : !llvm.ptr, i32
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      llvm.return
    }
  }
}

