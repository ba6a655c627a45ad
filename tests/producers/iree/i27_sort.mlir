module {
  llvm.func @sort_dispatch_0_sort_16x256xf32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
    %0 = llvm.mlir.constant(64 : i64) : i64
    %1 = llvm.mlir.constant(true) : i1
    %2 = llvm.mlir.constant(256 : i64) : i64
    %3 = llvm.mlir.constant(255 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(256 : i32) : i32
    %6 = llvm.mlir.constant(0 : i32) : i32
    %7 = llvm.mlir.constant(64 : i32) : i32
    %8 = llvm.mlir.constant(16 : i32) : i32
    %9 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
    %10 = llvm.sext %9 : i32 to i64
    llvm.intr.assume %1 ["align"(%arg0, %0 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %1 ["align"(%arg1, %0 : !llvm.ptr<1>, i64)] : i1
    %11 = llvm.trunc %10 : i64 to i32
    llvm.br ^bb1(%11 : i32)
  ^bb1(%12: i32):  // 2 preds: ^bb0, ^bb7
    %13 = llvm.icmp "slt" %12, %8 : i32
    llvm.cond_br %13, ^bb2, ^bb8
  ^bb2:  // pred: ^bb1
    %14 = llvm.zext %12 : i32 to i64
    llvm.br ^bb3(%6 : i32)
  ^bb3(%15: i32):  // 2 preds: ^bb2, ^bb6
    %16 = llvm.icmp "slt" %15, %5 : i32
    llvm.cond_br %16, ^bb4(%6 : i32), ^bb7
  ^bb4(%17: i32):  // 2 preds: ^bb3, ^bb5
    %18 = llvm.icmp "slt" %17, %3 : i32
    llvm.cond_br %18, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %19 = llvm.zext %17 : i32 to i64
    %20 = llvm.add %17, %4 : i32
    %21 = llvm.zext %20 : i32 to i64
    %22 = llvm.mul %14, %2 overflow<nsw, nuw> : i64
    %23 = llvm.add %22, %19 overflow<nsw, nuw> : i64
    %24 = llvm.getelementptr inbounds|nuw %arg0[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %25 = llvm.load %24 : !llvm.ptr<1> -> f32
    %26 = llvm.mul %14, %2 overflow<nsw, nuw> : i64
    %27 = llvm.add %26, %21 overflow<nsw, nuw> : i64
    %28 = llvm.getelementptr inbounds|nuw %arg0[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %29 = llvm.load %28 : !llvm.ptr<1> -> f32
    %30 = llvm.mul %14, %2 overflow<nsw, nuw> : i64
    %31 = llvm.add %30, %19 overflow<nsw, nuw> : i64
    %32 = llvm.getelementptr inbounds|nuw %arg1[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %33 = llvm.load %32 : !llvm.ptr<1> -> i32
    %34 = llvm.mul %14, %2 overflow<nsw, nuw> : i64
    %35 = llvm.add %34, %21 overflow<nsw, nuw> : i64
    %36 = llvm.getelementptr inbounds|nuw %arg1[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %37 = llvm.load %36 : !llvm.ptr<1> -> i32
    %38 = llvm.fcmp "ogt" %25, %29 : f32
    %39 = llvm.select %38, %25, %29 : i1, f32
    %40 = llvm.select %38, %29, %25 : i1, f32
    %41 = llvm.mul %14, %2 overflow<nsw, nuw> : i64
    %42 = llvm.add %41, %19 overflow<nsw, nuw> : i64
    %43 = llvm.getelementptr inbounds|nuw %arg0[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %39, %43 : f32, !llvm.ptr<1>
    %44 = llvm.mul %14, %2 overflow<nsw, nuw> : i64
    %45 = llvm.add %44, %21 overflow<nsw, nuw> : i64
    %46 = llvm.getelementptr inbounds|nuw %arg0[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %40, %46 : f32, !llvm.ptr<1>
    %47 = llvm.select %38, %33, %37 : i1, i32
    %48 = llvm.select %38, %37, %33 : i1, i32
    %49 = llvm.mul %14, %2 overflow<nsw, nuw> : i64
    %50 = llvm.add %49, %19 overflow<nsw, nuw> : i64
    %51 = llvm.getelementptr inbounds|nuw %arg1[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    llvm.store %47, %51 : i32, !llvm.ptr<1>
    %52 = llvm.mul %14, %2 overflow<nsw, nuw> : i64
    %53 = llvm.add %52, %21 overflow<nsw, nuw> : i64
    %54 = llvm.getelementptr inbounds|nuw %arg1[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    llvm.store %48, %54 : i32, !llvm.ptr<1>
    llvm.br ^bb4(%20 : i32)
  ^bb6:  // pred: ^bb4
    %55 = llvm.add %15, %4 : i32
    llvm.br ^bb3(%55 : i32)
  ^bb7:  // pred: ^bb3
    %56 = llvm.add %12, %7 : i32
    llvm.br ^bb1(%56 : i32)
  ^bb8:  // pred: ^bb1
    llvm.return
  }
  iree_codegen.dispatch_config @sort_dispatch_0_sort_16x256xf32 workgroup_size = [64, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c1, %c1, %c1 : index, index, index
  }
}
