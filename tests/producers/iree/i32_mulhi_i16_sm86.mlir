module {
  llvm.func @mulhi_dispatch_0_reduction_64x256_i16xi32xi16xi1(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg3: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
    %0 = llvm.mlir.constant(32 : i64) : i64
    %1 = llvm.mlir.constant(8 : i64) : i64
    %2 = llvm.mlir.constant(true) : i1
    %3 = llvm.mlir.constant(256 : i64) : i64
    %4 = llvm.mlir.constant(64 : i64) : i64
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.mlir.constant(4 : i32) : i32
    %7 = llvm.mlir.constant(256 : i32) : i32
    %8 = llvm.mlir.constant(32 : i32) : i32
    %9 = llvm.mlir.constant(32768 : i64) : i64
    %10 = llvm.mlir.constant(32767 : i32) : i32
    %11 = llvm.mlir.constant(-32768 : i32) : i32
    %12 = llvm.mlir.constant(0 : i32) : i32
    %13 = llvm.mlir.constant(dense<0> : vector<1xi8>) : vector<1xi8>
    %14 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
    %15 = llvm.sext %14 : i32 to i64
    llvm.intr.assume %2 ["align"(%arg0, %4 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %2 ["align"(%arg1, %4 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %2 ["align"(%arg2, %4 : !llvm.ptr<1>, i64)] : i1
    %16 = llvm.mul %9, %1 : i64
    %17 = llvm.udiv %16, %1 : i64
    %18 = llvm.getelementptr %arg3[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    llvm.intr.assume %2 ["align"(%18, %4 : !llvm.ptr<1>, i64)] : i1
    %19 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2> : i32
    %20 = llvm.sext %19 : i32 to i64
    %21 = llvm.trunc %20 : i64 to i32
    %22 = llvm.mul %21, %8 overflow<nsw> : i32
    %23 = llvm.trunc %15 : i64 to i32
    %24 = llvm.add %23, %22 : i32
    %25 = llvm.zext %24 : i32 to i64
    %26 = llvm.getelementptr %arg3[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %27 = llvm.getelementptr %26[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    llvm.store %13, %27 <alignment = 1> : vector<1xi8>, !llvm.ptr<1>
    llvm.br ^bb1(%12 : i32)
  ^bb1(%28: i32):  // 2 preds: ^bb0, ^bb4
    %29 = llvm.icmp "slt" %28, %7 : i32
    llvm.cond_br %29, ^bb2(%12 : i32), ^bb5
  ^bb2(%30: i32):  // 2 preds: ^bb1, ^bb3
    %31 = llvm.icmp "slt" %30, %6 : i32
    llvm.cond_br %31, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %32 = llvm.add %28, %30 : i32
    %33 = llvm.zext %32 : i32 to i64
    %34 = llvm.mul %25, %3 overflow<nsw, nuw> : i64
    %35 = llvm.add %34, %33 overflow<nsw, nuw> : i64
    %36 = llvm.getelementptr inbounds|nuw %arg0[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
    %37 = llvm.load %36 : !llvm.ptr<1> -> i16
    %38 = llvm.getelementptr inbounds|nuw %arg1[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %39 = llvm.load %38 : !llvm.ptr<1> -> i32
    %40 = llvm.getelementptr %arg3[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %41 = llvm.getelementptr inbounds|nuw %40[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %42 = llvm.load %41 : !llvm.ptr<1> -> i8
    %43 = llvm.trunc %42 : i8 to i1
    %44 = llvm.sext %37 : i16 to i32
    %45 = llvm.sext %44 : i32 to i64
    %46 = llvm.sext %39 : i32 to i64
    %47 = llvm.mul %45, %46 : i64
    %48 = llvm.lshr %47, %0 : i64
    %49 = llvm.trunc %48 : i64 to i32
    %50 = llvm.intr.smax(%49, %11) : (i32, i32) -> i32
    %51 = llvm.intr.smin(%50, %10) : (i32, i32) -> i32
    %52 = llvm.trunc %51 : i32 to i16
    %53 = llvm.icmp "slt" %49, %12 : i32
    %54 = llvm.or %43, %53 : i1
    %55 = llvm.zext %54 : i1 to i8
    %56 = llvm.mul %25, %3 overflow<nsw, nuw> : i64
    %57 = llvm.add %56, %33 overflow<nsw, nuw> : i64
    %58 = llvm.getelementptr inbounds|nuw %arg2[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
    llvm.store %52, %58 : i16, !llvm.ptr<1>
    %59 = llvm.getelementptr %arg3[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %60 = llvm.getelementptr inbounds|nuw %59[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    llvm.store %55, %60 : i8, !llvm.ptr<1>
    %61 = llvm.add %30, %5 : i32
    llvm.br ^bb2(%61 : i32)
  ^bb4:  // pred: ^bb2
    %62 = llvm.add %28, %6 : i32
    llvm.br ^bb1(%62 : i32)
  ^bb5:  // pred: ^bb1
    llvm.return
  }
  iree_codegen.dispatch_config @mulhi_dispatch_0_reduction_64x256_i16xi32xi16xi1 workgroup_size = [32, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c2, %c1, %c1 : index, index, index
  }
}
