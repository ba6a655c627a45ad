module {
  llvm.func @cumsum_dispatch_0_scan_32x1024xi32_dispatch_tensor_store(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
    %0 = llvm.mlir.constant(64 : i64) : i64
    %1 = llvm.mlir.constant(true) : i1
    %2 = llvm.mlir.constant(1024 : i64) : i64
    %3 = llvm.mlir.constant(1024 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(32 : i32) : i32
    %6 = llvm.mlir.constant(0 : i32) : i32
    llvm.intr.assume %1 ["align"(%arg0, %0 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %1 ["align"(%arg1, %0 : !llvm.ptr<1>, i64)] : i1
    llvm.br ^bb1(%6 : i32)
  ^bb1(%7: i32):  // 2 preds: ^bb0, ^bb8
    %8 = llvm.icmp "slt" %7, %5 : i32
    llvm.cond_br %8, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    %9 = llvm.zext %7 : i32 to i64
    llvm.br ^bb3(%6 : i32)
  ^bb3(%10: i32):  // 2 preds: ^bb2, ^bb7
    %11 = llvm.icmp "slt" %10, %3 : i32
    llvm.cond_br %11, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    %12 = llvm.zext %10 : i32 to i64
    %13 = llvm.icmp "eq" %10, %6 : i32
    llvm.cond_br %13, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %14 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
    %15 = llvm.add %14, %12 overflow<nsw, nuw> : i64
    %16 = llvm.getelementptr inbounds|nuw %arg0[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %17 = llvm.load %16 : !llvm.ptr<1> -> i32
    %18 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
    %19 = llvm.add %18, %12 overflow<nsw, nuw> : i64
    %20 = llvm.getelementptr inbounds|nuw %arg1[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    llvm.store %17, %20 : i32, !llvm.ptr<1>
    llvm.br ^bb7
  ^bb6:  // pred: ^bb4
    %21 = llvm.sub %10, %4 : i32
    %22 = llvm.sext %21 : i32 to i64
    %23 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
    %24 = llvm.add %23, %22 overflow<nsw, nuw> : i64
    %25 = llvm.getelementptr inbounds|nuw %arg1[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %26 = llvm.load %25 : !llvm.ptr<1> -> i32
    %27 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
    %28 = llvm.add %27, %12 overflow<nsw, nuw> : i64
    %29 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %30 = llvm.load %29 : !llvm.ptr<1> -> i32
    %31 = llvm.add %26, %30 : i32
    %32 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
    %33 = llvm.add %32, %12 overflow<nsw, nuw> : i64
    %34 = llvm.getelementptr inbounds|nuw %arg1[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    llvm.store %31, %34 : i32, !llvm.ptr<1>
    llvm.br ^bb7
  ^bb7:  // 2 preds: ^bb5, ^bb6
    %35 = llvm.add %10, %4 : i32
    llvm.br ^bb3(%35 : i32)
  ^bb8:  // pred: ^bb3
    %36 = llvm.add %7, %4 : i32
    llvm.br ^bb1(%36 : i32)
  ^bb9:  // pred: ^bb1
    llvm.return
  }
  iree_codegen.dispatch_config @cumsum_dispatch_0_scan_32x1024xi32_dispatch_tensor_store workgroup_size = [64, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c1, %c1, %c1 : index, index, index
  }
}
