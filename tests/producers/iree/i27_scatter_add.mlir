module {
  llvm.func @scatter_add_dispatch_0_scatter_1000x64xf32_dispatch_tensor_store(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 1, 1, 1>} {
    %0 = llvm.mlir.constant(true) : i1
    %1 = llvm.mlir.constant(64 : i64) : i64
    %2 = llvm.mlir.constant(64 : i32) : i32
    %3 = llvm.mlir.constant(1 : i32) : i32
    %4 = llvm.mlir.constant(200 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    llvm.intr.assume %0 ["align"(%arg0, %1 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %0 ["align"(%arg1, %1 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %0 ["align"(%arg2, %1 : !llvm.ptr<1>, i64)] : i1
    llvm.br ^bb1(%5 : i32)
  ^bb1(%6: i32):  // 2 preds: ^bb0, ^bb5
    %7 = llvm.icmp "slt" %6, %4 : i32
    llvm.cond_br %7, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %8 = llvm.zext %6 : i32 to i64
    llvm.br ^bb3(%5 : i32)
  ^bb3(%9: i32):  // 2 preds: ^bb2, ^bb4
    %10 = llvm.icmp "slt" %9, %2 : i32
    llvm.cond_br %10, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %11 = llvm.zext %9 : i32 to i64
    %12 = llvm.mul %8, %1 overflow<nsw, nuw> : i64
    %13 = llvm.add %12, %11 overflow<nsw, nuw> : i64
    %14 = llvm.getelementptr inbounds|nuw %arg0[%13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %15 = llvm.load %14 : !llvm.ptr<1> -> f32
    %16 = llvm.getelementptr inbounds|nuw %arg1[%8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %17 = llvm.load %16 : !llvm.ptr<1> -> i32
    %18 = llvm.sext %17 : i32 to i64
    %19 = llvm.mul %18, %1 overflow<nsw, nuw> : i64
    %20 = llvm.add %19, %11 overflow<nsw, nuw> : i64
    %21 = llvm.getelementptr inbounds|nuw %arg2[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %22 = llvm.load %21 : !llvm.ptr<1> -> f32
    %23 = llvm.fadd %15, %22 : f32
    %24 = llvm.mul %18, %1 overflow<nsw, nuw> : i64
    %25 = llvm.add %24, %11 overflow<nsw, nuw> : i64
    %26 = llvm.getelementptr inbounds|nuw %arg2[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %23, %26 : f32, !llvm.ptr<1>
    %27 = llvm.add %9, %3 : i32
    llvm.br ^bb3(%27 : i32)
  ^bb5:  // pred: ^bb3
    %28 = llvm.add %6, %3 : i32
    llvm.br ^bb1(%28 : i32)
  ^bb6:  // pred: ^bb1
    llvm.return
  }
  iree_codegen.dispatch_config @scatter_add_dispatch_0_scatter_1000x64xf32_dispatch_tensor_store workgroup_size = [1, 1, 1] {
  ^bb0(%arg0: !hal.device):
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c1, %c1, %c1 : index, index, index
  }
}
