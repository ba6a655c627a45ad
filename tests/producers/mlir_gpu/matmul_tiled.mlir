module attributes {gpu.container_module} {
  gpu.module @tiled_module [#nvvm.target<chip = "sm_80">] {
    llvm.mlir.global internal @__wg_matmul_tiled_0() {addr_space = 3 : i32} : !llvm.array<256 x f32>
    llvm.mlir.global internal @__wg_matmul_tiled_1() {addr_space = 3 : i32} : !llvm.array<256 x f32>
    llvm.func @matmul_tiled(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 16, 16, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 16, 16, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(512 : i64) : i64
      %2 = llvm.mlir.constant(0 : i64) : i64
      %3 = llvm.mlir.addressof @__wg_matmul_tiled_0 : !llvm.ptr<3>
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(16 : i64) : i64
      %6 = llvm.mlir.addressof @__wg_matmul_tiled_1 : !llvm.ptr<3>
      %7 = llvm.getelementptr %6[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<256 x f32>
      %8 = llvm.getelementptr %3[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<256 x f32>
      %9 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 16> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 16> : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = nvvm.read.ptx.sreg.ctaid.x : i32
      %14 = llvm.sext %13 : i32 to i64
      %15 = nvvm.read.ptx.sreg.ctaid.y : i32
      %16 = llvm.sext %15 : i32 to i64
      %17 = llvm.mul %14, %5 : i64
      %18 = llvm.add %17, %10 : i64
      %19 = llvm.mul %16, %5 : i64
      %20 = llvm.add %19, %12 : i64
      llvm.br ^bb1(%2, %0 : i64, f32)
    ^bb1(%21: i64, %22: f32):  // 2 preds: ^bb0, ^bb5
      %23 = llvm.icmp "slt" %21, %1 : i64
      llvm.cond_br %23, ^bb2, ^bb6
    ^bb2:  // pred: ^bb1
      %24 = llvm.add %21, %10 : i64
      %25 = llvm.add %21, %12 : i64
      %26 = llvm.mul %20, %1 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %24 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg1[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.mul %25, %1 overflow<nsw, nuw> : i64
      %31 = llvm.add %30, %18 overflow<nsw, nuw> : i64
      %32 = llvm.getelementptr inbounds|nuw %arg8[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %33 = llvm.load %32 : !llvm.ptr -> f32
      %34 = llvm.mul %12, %5 overflow<nsw, nuw> : i64
      %35 = llvm.add %34, %10 overflow<nsw, nuw> : i64
      %36 = llvm.getelementptr inbounds|nuw %7[%35] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %29, %36 : f32, !llvm.ptr<3>
      %37 = llvm.getelementptr inbounds|nuw %8[%35] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %33, %37 : f32, !llvm.ptr<3>
      nvvm.barrier
      llvm.br ^bb3(%2, %22 : i64, f32)
    ^bb3(%38: i64, %39: f32):  // 2 preds: ^bb2, ^bb4
      %40 = llvm.icmp "slt" %38, %5 : i64
      llvm.cond_br %40, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %41 = llvm.add %34, %38 overflow<nsw, nuw> : i64
      %42 = llvm.getelementptr inbounds|nuw %7[%41] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %43 = llvm.load %42 : !llvm.ptr<3> -> f32
      %44 = llvm.mul %38, %5 overflow<nsw, nuw> : i64
      %45 = llvm.add %44, %10 overflow<nsw, nuw> : i64
      %46 = llvm.getelementptr inbounds|nuw %8[%45] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %47 = llvm.load %46 : !llvm.ptr<3> -> f32
      %48 = llvm.fmul %43, %47 : f32
      %49 = llvm.fadd %39, %48 : f32
      %50 = llvm.add %38, %4 : i64
      llvm.br ^bb3(%50, %49 : i64, f32)
    ^bb5:  // pred: ^bb3
      nvvm.barrier
      %51 = llvm.add %21, %5 : i64
      llvm.br ^bb1(%51, %39 : i64, f32)
    ^bb6:  // pred: ^bb1
      %52 = llvm.mul %20, %1 overflow<nsw, nuw> : i64
      %53 = llvm.add %52, %18 overflow<nsw, nuw> : i64
      %54 = llvm.getelementptr inbounds|nuw %arg15[%53] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %22, %54 : f32, !llvm.ptr
      llvm.return
    }
  }
}

