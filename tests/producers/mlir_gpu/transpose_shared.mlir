module attributes {gpu.container_module} {
  gpu.module @transpose_kernel [#nvvm.target<chip = "sm_80">] {
    llvm.mlir.global internal @__wg_transpose_kernel_0() {addr_space = 3 : i32} : !llvm.array<1056 x f32>
    llvm.func @transpose_kernel(%arg0: i64, %arg1: i64, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: !llvm.ptr, %arg10: !llvm.ptr, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : i64) : i64
      %1 = llvm.mlir.constant(33 : i64) : i64
      %2 = llvm.mlir.constant(32 : i64) : i64
      %3 = llvm.mlir.constant(0 : i64) : i64
      %4 = llvm.mlir.addressof @__wg_transpose_kernel_0 : !llvm.ptr<3>
      %5 = llvm.getelementptr %4[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<1056 x f32>
      %6 = nvvm.read.ptx.sreg.ctaid.x : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.ctaid.y : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      %14 = llvm.mul %7, %2 : i64
      %15 = llvm.add %14, %11 : i64
      %16 = llvm.mul %9, %2 : i64
      llvm.br ^bb1(%3 : i64)
    ^bb1(%17: i64):  // 2 preds: ^bb0, ^bb4
      %18 = llvm.icmp "slt" %17, %2 : i64
      llvm.cond_br %18, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %19 = llvm.add %13, %17 : i64
      %20 = llvm.add %16, %19 : i64
      %21 = llvm.icmp "ult" %20, %arg0 : i64
      %22 = llvm.icmp "ult" %15, %arg1 : i64
      %23 = llvm.and %21, %22 : i1
      llvm.cond_br %23, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %24 = llvm.mul %20, %arg7 overflow<nsw> : i64
      %25 = llvm.add %24, %15 overflow<nsw> : i64
      %26 = llvm.getelementptr inbounds %arg3[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %27 = llvm.load %26 : !llvm.ptr -> f32
      %28 = llvm.mul %19, %1 overflow<nsw, nuw> : i64
      %29 = llvm.add %28, %11 overflow<nsw, nuw> : i64
      %30 = llvm.getelementptr inbounds|nuw %5[%29] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %27, %30 : f32, !llvm.ptr<3>
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %31 = llvm.add %17, %0 : i64
      llvm.br ^bb1(%31 : i64)
    ^bb5:  // pred: ^bb1
      nvvm.barrier
      %32 = llvm.add %16, %11 : i64
      llvm.br ^bb6(%3 : i64)
    ^bb6(%33: i64):  // 2 preds: ^bb5, ^bb9
      %34 = llvm.icmp "slt" %33, %2 : i64
      llvm.cond_br %34, ^bb7, ^bb10
    ^bb7:  // pred: ^bb6
      %35 = llvm.add %13, %33 : i64
      %36 = llvm.add %14, %35 : i64
      %37 = llvm.icmp "ult" %36, %arg1 : i64
      %38 = llvm.icmp "ult" %32, %arg0 : i64
      %39 = llvm.and %37, %38 : i1
      llvm.cond_br %39, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %40 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %41 = llvm.add %40, %35 overflow<nsw, nuw> : i64
      %42 = llvm.getelementptr inbounds|nuw %5[%41] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %43 = llvm.load %42 : !llvm.ptr<3> -> f32
      %44 = llvm.mul %36, %arg14 overflow<nsw> : i64
      %45 = llvm.add %44, %32 overflow<nsw> : i64
      %46 = llvm.getelementptr inbounds %arg10[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %43, %46 : f32, !llvm.ptr
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %47 = llvm.add %33, %0 : i64
      llvm.br ^bb6(%47 : i64)
    ^bb10:  // pred: ^bb6
      llvm.return
    }
  }
}

