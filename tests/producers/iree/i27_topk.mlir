module {
  llvm.func @topk_dispatch_0_topk_8x1024xf32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
    %0 = llvm.mlir.constant(32 : i64) : i64
    %1 = llvm.mlir.constant(64 : i64) : i64
    %2 = llvm.mlir.constant(true) : i1
    %3 = llvm.mlir.constant(1024 : i64) : i64
    %4 = llvm.mlir.constant(8 : i64) : i64
    %5 = llvm.mlir.constant(1024 : i32) : i32
    %6 = llvm.mlir.constant(1 : i32) : i32
    %7 = llvm.mlir.constant(-64 : i32) : i32
    %8 = llvm.mlir.constant(8 : i32) : i32
    %9 = llvm.mlir.constant(64 : i32) : i32
    %10 = llvm.mlir.constant(0 : i32) : i32
    %11 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %12 = llvm.mlir.constant(256 : i64) : i64
    llvm.intr.assume %2 ["align"(%arg0, %1 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %2 ["align"(%arg1, %1 : !llvm.ptr<1>, i64)] : i1
    %13 = llvm.mul %12, %4 : i64
    %14 = llvm.udiv %13, %0 : i64
    %15 = llvm.getelementptr %arg2[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    llvm.intr.assume %2 ["align"(%15, %1 : !llvm.ptr<1>, i64)] : i1
    %16 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
    %17 = llvm.sext %16 : i32 to i64
    %18 = llvm.trunc %17 : i64 to i32
    %19 = llvm.mul %18, %9 overflow<nsw> : i32
    %20 = llvm.icmp "slt" %19, %8 : i32
    llvm.cond_br %20, ^bb1, ^bb12(%10 : i32)
  ^bb1:  // pred: ^bb0
    %21 = llvm.mul %18, %7 overflow<nsw> : i32
    %22 = llvm.add %21, %8 : i32
    %23 = llvm.intr.smin(%22, %9) : (i32, i32) -> i32
    %24 = llvm.sext %23 : i32 to i64
    %25 = llvm.trunc %24 : i64 to i32
    llvm.br ^bb2(%10 : i32)
  ^bb2(%26: i32):  // 2 preds: ^bb1, ^bb6
    %27 = llvm.icmp "slt" %26, %25 : i32
    llvm.cond_br %27, ^bb3, ^bb7(%10 : i32)
  ^bb3:  // pred: ^bb2
    %28 = llvm.add %19, %26 : i32
    %29 = llvm.zext %28 : i32 to i64
    llvm.br ^bb4(%10 : i32)
  ^bb4(%30: i32):  // 2 preds: ^bb3, ^bb5
    %31 = llvm.icmp "slt" %30, %8 : i32
    llvm.cond_br %31, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %32 = llvm.zext %30 : i32 to i64
    %33 = llvm.mul %29, %4 overflow<nsw, nuw> : i64
    %34 = llvm.add %33, %32 overflow<nsw, nuw> : i64
    %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %11, %35 : f32, !llvm.ptr<1>
    %36 = llvm.add %30, %6 : i32
    llvm.br ^bb4(%36 : i32)
  ^bb6:  // pred: ^bb4
    %37 = llvm.add %26, %6 : i32
    llvm.br ^bb2(%37 : i32)
  ^bb7(%38: i32):  // 2 preds: ^bb2, ^bb11
    %39 = llvm.icmp "slt" %38, %25 : i32
    llvm.cond_br %39, ^bb8, ^bb12(%10 : i32)
  ^bb8:  // pred: ^bb7
    %40 = llvm.add %19, %38 : i32
    %41 = llvm.zext %40 : i32 to i64
    llvm.br ^bb9(%10 : i32)
  ^bb9(%42: i32):  // 2 preds: ^bb8, ^bb10
    %43 = llvm.icmp "slt" %42, %8 : i32
    llvm.cond_br %43, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %44 = llvm.zext %42 : i32 to i64
    %45 = llvm.getelementptr %arg2[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %46 = llvm.mul %41, %4 overflow<nsw, nuw> : i64
    %47 = llvm.add %46, %44 overflow<nsw, nuw> : i64
    %48 = llvm.getelementptr inbounds|nuw %45[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    llvm.store %10, %48 : i32, !llvm.ptr<1>
    %49 = llvm.add %42, %6 : i32
    llvm.br ^bb9(%49 : i32)
  ^bb11:  // pred: ^bb9
    %50 = llvm.add %38, %6 : i32
    llvm.br ^bb7(%50 : i32)
  ^bb12(%51: i32):  // 3 preds: ^bb0, ^bb7, ^bb19
    %52 = llvm.icmp "slt" %51, %8 : i32
    llvm.cond_br %52, ^bb13, ^bb20
  ^bb13:  // pred: ^bb12
    %53 = llvm.zext %51 : i32 to i64
    llvm.br ^bb14(%10 : i32)
  ^bb14(%54: i32):  // 2 preds: ^bb13, ^bb18
    %55 = llvm.icmp "slt" %54, %5 : i32
    llvm.cond_br %55, ^bb15, ^bb19
  ^bb15:  // pred: ^bb14
    %56 = llvm.zext %54 : i32 to i64
    %57 = llvm.mul %53, %3 overflow<nsw, nuw> : i64
    %58 = llvm.add %57, %56 overflow<nsw, nuw> : i64
    %59 = llvm.getelementptr inbounds|nuw %arg0[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %60 = llvm.load %59 : !llvm.ptr<1> -> f32
    llvm.br ^bb16(%10, %60, %54 : i32, f32, i32)
  ^bb16(%61: i32, %62: f32, %63: i32):  // 2 preds: ^bb15, ^bb17
    %64 = llvm.icmp "slt" %61, %8 : i32
    llvm.cond_br %64, ^bb17, ^bb18
  ^bb17:  // pred: ^bb16
    %65 = llvm.zext %61 : i32 to i64
    %66 = llvm.mul %53, %4 overflow<nsw, nuw> : i64
    %67 = llvm.add %66, %65 overflow<nsw, nuw> : i64
    %68 = llvm.getelementptr inbounds|nuw %arg1[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %69 = llvm.load %68 : !llvm.ptr<1> -> f32
    %70 = llvm.getelementptr %arg2[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %71 = llvm.mul %53, %4 overflow<nsw, nuw> : i64
    %72 = llvm.add %71, %65 overflow<nsw, nuw> : i64
    %73 = llvm.getelementptr inbounds|nuw %70[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %74 = llvm.load %73 : !llvm.ptr<1> -> i32
    %75 = llvm.fcmp "ogt" %62, %69 : f32
    %76 = llvm.fcmp "ogt" %69, %62 : f32
    %77 = llvm.icmp "eq" %75, %76 : i1
    %78 = llvm.icmp "slt" %63, %74 : i32
    %79 = llvm.and %77, %78 : i1
    %80 = llvm.or %75, %79 : i1
    %81 = llvm.select %75, %62, %69 : i1, f32
    %82 = llvm.select %80, %63, %74 : i1, i32
    %83 = llvm.mul %53, %4 overflow<nsw, nuw> : i64
    %84 = llvm.add %83, %65 overflow<nsw, nuw> : i64
    %85 = llvm.getelementptr inbounds|nuw %arg1[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %81, %85 : f32, !llvm.ptr<1>
    %86 = llvm.getelementptr %arg2[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %87 = llvm.mul %53, %4 overflow<nsw, nuw> : i64
    %88 = llvm.add %87, %65 overflow<nsw, nuw> : i64
    %89 = llvm.getelementptr inbounds|nuw %86[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    llvm.store %82, %89 : i32, !llvm.ptr<1>
    %90 = llvm.select %75, %69, %62 : i1, f32
    %91 = llvm.select %80, %74, %63 : i1, i32
    %92 = llvm.add %61, %6 : i32
    llvm.br ^bb16(%92, %90, %91 : i32, f32, i32)
  ^bb18:  // pred: ^bb16
    %93 = llvm.add %54, %6 : i32
    llvm.br ^bb14(%93 : i32)
  ^bb19:  // pred: ^bb14
    %94 = llvm.add %51, %6 : i32
    llvm.br ^bb12(%94 : i32)
  ^bb20:  // pred: ^bb12
    llvm.return
  }
  iree_codegen.dispatch_config @topk_dispatch_0_topk_8x1024xf32 workgroup_size = [64, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c1, %c1, %c1 : index, index, index
  }
}
