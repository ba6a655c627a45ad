module {
  llvm.func @scatter2d_dispatch_0_scatter_64x64xf16_dispatch_tensor_store(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
    %0 = llvm.mlir.constant(2 : i64) : i64
    %1 = llvm.mlir.constant(64 : i64) : i64
    %2 = llvm.mlir.constant(true) : i1
    %3 = llvm.mlir.constant(1 : i32) : i32
    %4 = llvm.mlir.constant(64 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(1 : i64) : i64
    %7 = llvm.mlir.constant(0 : i64) : i64
    llvm.intr.assume %2 ["align"(%arg0, %1 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %2 ["align"(%arg1, %1 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %2 ["align"(%arg2, %1 : !llvm.ptr<1>, i64)] : i1
    %8 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2> : i32
    %9 = llvm.sext %8 : i32 to i64
    %10 = llvm.trunc %9 : i64 to i32
    %11 = llvm.mul %10, %4 overflow<nsw> : i32
    llvm.br ^bb1(%5 : i32)
  ^bb1(%12: i32):  // 2 preds: ^bb0, ^bb2
    %13 = llvm.icmp "slt" %12, %4 : i32
    llvm.cond_br %13, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %14 = llvm.add %11, %12 : i32
    %15 = llvm.zext %14 : i32 to i64
    %16 = llvm.getelementptr inbounds|nuw %arg0[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %17 = llvm.load %16 : !llvm.ptr<1> -> f16
    %18 = llvm.mul %15, %0 overflow<nsw, nuw> : i64
    %19 = llvm.add %18, %7 overflow<nsw, nuw> : i64
    %20 = llvm.getelementptr inbounds|nuw %arg1[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %21 = llvm.load %20 : !llvm.ptr<1> -> i32
    %22 = llvm.sext %21 : i32 to i64
    %23 = llvm.mul %15, %0 overflow<nsw, nuw> : i64
    %24 = llvm.add %23, %6 overflow<nsw, nuw> : i64
    %25 = llvm.getelementptr inbounds|nuw %arg1[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %26 = llvm.load %25 : !llvm.ptr<1> -> i32
    %27 = llvm.sext %26 : i32 to i64
    %28 = llvm.mul %22, %1 overflow<nsw, nuw> : i64
    %29 = llvm.add %28, %27 overflow<nsw, nuw> : i64
    %30 = llvm.getelementptr inbounds|nuw %arg2[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %17, %30 : f16, !llvm.ptr<1>
    %31 = llvm.add %12, %3 : i32
    llvm.br ^bb1(%31 : i32)
  ^bb3:  // pred: ^bb1
    llvm.return
  }
  iree_codegen.dispatch_config @scatter2d_dispatch_0_scatter_64x64xf16_dispatch_tensor_store workgroup_size = [64, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c2, %c1, %c1 : index, index, index
  }
}
