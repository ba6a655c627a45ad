module attributes {gpu.container_module} {
  gpu.module @softmax_module [#nvvm.target<chip = "sm_80">] {
    llvm.mlir.global internal @__wg_softmax_0() {addr_space = 3 : i32} : !llvm.array<128 x f32>
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @softmax(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %2 = llvm.mlir.constant(0xFF800000 : f32) : f32
      %3 = llvm.mlir.constant(64 : i64) : i64
      %4 = llvm.mlir.constant(7 : i64) : i64
      %5 = llvm.mlir.constant(1 : i64) : i64
      %6 = llvm.mlir.constant(128 : i64) : i64
      %7 = llvm.mlir.constant(0 : i64) : i64
      %8 = llvm.mlir.addressof @__wg_softmax_0 : !llvm.ptr<3>
      %9 = llvm.getelementptr %8[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<128 x f32>
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.ctaid.x : i32
      %13 = llvm.sext %12 : i32 to i64
      llvm.br ^bb1(%11, %2 : i64, f32)
    ^bb1(%14: i64, %15: f32):  // 2 preds: ^bb0, ^bb2
      %16 = llvm.icmp "slt" %14, %arg4 : i64
      llvm.cond_br %16, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %17 = llvm.mul %13, %arg5 overflow<nsw> : i64
      %18 = llvm.add %17, %14 overflow<nsw> : i64
      %19 = llvm.getelementptr inbounds %arg1[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %20 = llvm.load %19 : !llvm.ptr -> f32
      %21 = llvm.intr.maximum(%15, %20) : (f32, f32) -> f32
      %22 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%22, %21 : i64, f32)
    ^bb3:  // pred: ^bb1
      %23 = llvm.getelementptr inbounds|nuw %9[%11] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %15, %23 : f32, !llvm.ptr<3>
      nvvm.barrier
      llvm.br ^bb4(%7 : i64)
    ^bb4(%24: i64):  // 2 preds: ^bb3, ^bb7
      %25 = llvm.icmp "slt" %24, %4 : i64
      llvm.cond_br %25, ^bb5, ^bb8
    ^bb5:  // pred: ^bb4
      %26 = llvm.lshr %3, %24 : i64
      %27 = llvm.icmp "ult" %11, %26 : i64
      llvm.cond_br %27, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %28 = llvm.add %11, %26 : i64
      %29 = llvm.load %23 : !llvm.ptr<3> -> f32
      %30 = llvm.getelementptr inbounds|nuw %9[%28] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %31 = llvm.load %30 : !llvm.ptr<3> -> f32
      %32 = llvm.intr.maximum(%29, %31) : (f32, f32) -> f32
      llvm.store %32, %23 : f32, !llvm.ptr<3>
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      nvvm.barrier
      %33 = llvm.add %24, %5 : i64
      llvm.br ^bb4(%33 : i64)
    ^bb8:  // pred: ^bb4
      %34 = llvm.load %9 : !llvm.ptr<3> -> f32
      nvvm.barrier
      llvm.br ^bb9(%11, %1 : i64, f32)
    ^bb9(%35: i64, %36: f32):  // 2 preds: ^bb8, ^bb10
      %37 = llvm.icmp "slt" %35, %arg4 : i64
      llvm.cond_br %37, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %38 = llvm.mul %13, %arg5 overflow<nsw> : i64
      %39 = llvm.add %38, %35 overflow<nsw> : i64
      %40 = llvm.getelementptr inbounds %arg1[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %41 = llvm.load %40 : !llvm.ptr -> f32
      %42 = llvm.fsub %41, %34 : f32
      %43 = llvm.call @__nv_expf(%42) : (f32) -> f32
      %44 = llvm.mul %13, %arg12 overflow<nsw> : i64
      %45 = llvm.add %44, %35 overflow<nsw> : i64
      %46 = llvm.getelementptr inbounds %arg8[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %43, %46 : f32, !llvm.ptr
      %47 = llvm.fadd %36, %43 : f32
      %48 = llvm.add %35, %6 : i64
      llvm.br ^bb9(%48, %47 : i64, f32)
    ^bb11:  // pred: ^bb9
      llvm.store %36, %23 : f32, !llvm.ptr<3>
      nvvm.barrier
      llvm.br ^bb12(%7 : i64)
    ^bb12(%49: i64):  // 2 preds: ^bb11, ^bb15
      %50 = llvm.icmp "slt" %49, %4 : i64
      llvm.cond_br %50, ^bb13, ^bb16
    ^bb13:  // pred: ^bb12
      %51 = llvm.lshr %3, %49 : i64
      %52 = llvm.icmp "ult" %11, %51 : i64
      llvm.cond_br %52, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %53 = llvm.add %11, %51 : i64
      %54 = llvm.load %23 : !llvm.ptr<3> -> f32
      %55 = llvm.getelementptr inbounds|nuw %9[%53] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %56 = llvm.load %55 : !llvm.ptr<3> -> f32
      %57 = llvm.fadd %54, %56 : f32
      llvm.store %57, %23 : f32, !llvm.ptr<3>
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      nvvm.barrier
      %58 = llvm.add %49, %5 : i64
      llvm.br ^bb12(%58 : i64)
    ^bb16:  // pred: ^bb12
      %59 = llvm.load %9 : !llvm.ptr<3> -> f32
      %60 = llvm.fdiv %0, %59 : f32
      llvm.br ^bb17(%11 : i64)
    ^bb17(%61: i64):  // 2 preds: ^bb16, ^bb18
      %62 = llvm.icmp "slt" %61, %arg4 : i64
      llvm.cond_br %62, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      %63 = llvm.mul %13, %arg12 overflow<nsw> : i64
      %64 = llvm.add %63, %61 overflow<nsw> : i64
      %65 = llvm.getelementptr inbounds %arg8[%64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %66 = llvm.load %65 : !llvm.ptr -> f32
      %67 = llvm.fmul %66, %60 : f32
      llvm.store %67, %65 : f32, !llvm.ptr
      %68 = llvm.add %61, %6 : i64
      llvm.br ^bb17(%68 : i64)
    ^bb19:  // pred: ^bb17
      llvm.return
    }
  }
}

