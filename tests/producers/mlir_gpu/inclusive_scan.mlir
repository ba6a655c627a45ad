module attributes {gpu.container_module} {
  gpu.module @scan_module [#nvvm.target<chip = "sm_80">] {
    llvm.mlir.global internal @__wg_block_scan_0() {addr_space = 3 : i32} : !llvm.array<512 x f32>
    llvm.func @block_scan(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(255 : i64) : i64
      %2 = llvm.mlir.constant(8 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(256 : i64) : i64
      %5 = llvm.mlir.constant(0 : i64) : i64
      %6 = llvm.mlir.addressof @__wg_block_scan_0 : !llvm.ptr<3>
      %7 = llvm.getelementptr %6[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<512 x f32>
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.ctaid.x : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.ntid.x range <i32, 256, 257> : i32
      %13 = llvm.sext %12 : i32 to i64
      %14 = llvm.mul %11, %13 : i64
      %15 = llvm.add %14, %9 : i64
      %16 = llvm.icmp "ult" %15, %arg15 : i64
      llvm.cond_br %16, ^bb1, ^bb2(%0 : f32)
    ^bb1:  // pred: ^bb0
      %17 = llvm.getelementptr inbounds|nuw %arg1[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %18 = llvm.load %17 : !llvm.ptr -> f32
      llvm.br ^bb2(%18 : f32)
    ^bb2(%19: f32):  // 2 preds: ^bb0, ^bb1
      %20 = llvm.mul %5, %4 overflow<nsw, nuw> : i64
      %21 = llvm.add %20, %9 overflow<nsw, nuw> : i64
      %22 = llvm.getelementptr inbounds|nuw %7[%21] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %19, %22 : f32, !llvm.ptr<3>
      nvvm.barrier
      llvm.br ^bb3(%5, %5 : i64, i64)
    ^bb3(%23: i64, %24: i64):  // 2 preds: ^bb2, ^bb6
      %25 = llvm.icmp "slt" %23, %2 : i64
      llvm.cond_br %25, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %26 = llvm.sub %3, %24 : i64
      %27 = llvm.shl %3, %23 : i64
      %28 = llvm.mul %24, %4 overflow<nsw, nuw> : i64
      %29 = llvm.add %28, %9 overflow<nsw, nuw> : i64
      %30 = llvm.getelementptr inbounds|nuw %7[%29] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %31 = llvm.load %30 : !llvm.ptr<3> -> f32
      %32 = llvm.icmp "uge" %9, %27 : i64
      llvm.cond_br %32, ^bb5, ^bb6(%31 : f32)
    ^bb5:  // pred: ^bb4
      %33 = llvm.sub %9, %27 : i64
      %34 = llvm.add %28, %33 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %7[%34] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %36 = llvm.load %35 : !llvm.ptr<3> -> f32
      %37 = llvm.fadd %31, %36 : f32
      llvm.br ^bb6(%37 : f32)
    ^bb6(%38: f32):  // 2 preds: ^bb4, ^bb5
      %39 = llvm.mul %26, %4 overflow<nsw, nuw> : i64
      %40 = llvm.add %39, %9 overflow<nsw, nuw> : i64
      %41 = llvm.getelementptr inbounds|nuw %7[%40] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %38, %41 : f32, !llvm.ptr<3>
      nvvm.barrier
      %42 = llvm.add %23, %3 : i64
      llvm.br ^bb3(%42, %26 : i64, i64)
    ^bb7:  // pred: ^bb3
      %43 = llvm.mul %24, %4 overflow<nsw, nuw> : i64
      %44 = llvm.add %43, %9 overflow<nsw, nuw> : i64
      %45 = llvm.getelementptr inbounds|nuw %7[%44] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %46 = llvm.load %45 : !llvm.ptr<3> -> f32
      llvm.cond_br %16, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %47 = llvm.getelementptr inbounds|nuw %arg6[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %46, %47 : f32, !llvm.ptr
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %48 = llvm.icmp "eq" %9, %1 : i64
      llvm.cond_br %48, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %49 = llvm.getelementptr inbounds|nuw %arg11[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %46, %49 : f32, !llvm.ptr
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      llvm.return
    }
  }
}

