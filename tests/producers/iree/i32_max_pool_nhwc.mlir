module {
  llvm.func @max_pool_dispatch_0_conv_32x32x32x2x2_f32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
    %0 = llvm.mlir.constant(1024 : i64) : i64
    %1 = llvm.mlir.constant(true) : i1
    %2 = llvm.mlir.constant(32 : i64) : i64
    %3 = llvm.mlir.constant(2048 : i64) : i64
    %4 = llvm.mlir.constant(64 : i64) : i64
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.mlir.constant(2 : i32) : i32
    %7 = llvm.mlir.constant(0 : i32) : i32
    %8 = llvm.mlir.constant(32 : i32) : i32
    %9 = llvm.mlir.constant(dense<0xFF800000> : vector<1xf32>) : vector<1xf32>
    %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
    %11 = llvm.sext %10 : i32 to i64
    llvm.intr.assume %1 ["align"(%arg0, %4 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %1 ["align"(%arg1, %4 : !llvm.ptr<1>, i64)] : i1
    %12 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 1024> : i32
    %13 = llvm.sext %12 : i32 to i64
    %14 = llvm.trunc %13 : i64 to i32
    %15 = llvm.udiv %14, %8 : i32
    %16 = llvm.zext %15 : i32 to i64
    %17 = llvm.urem %14, %8 : i32
    %18 = llvm.zext %17 : i32 to i64
    %19 = llvm.mul %16, %0 : i64
    %20 = llvm.mul %18, %2 : i64
    %21 = llvm.add %19, %20 : i64
    %22 = llvm.add %21, %11 : i64
    %23 = llvm.getelementptr %arg1[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %9, %23 <alignment = 4> : vector<1xf32>, !llvm.ptr<1>
    %24 = llvm.mul %15, %6 overflow<nsw> : i32
    %25 = llvm.mul %17, %6 overflow<nsw> : i32
    llvm.br ^bb1(%7 : i32)
  ^bb1(%26: i32):  // 2 preds: ^bb0, ^bb5
    %27 = llvm.icmp "slt" %26, %6 : i32
    llvm.cond_br %27, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %28 = llvm.add %24, %26 : i32
    %29 = llvm.zext %28 : i32 to i64
    llvm.br ^bb3(%7 : i32)
  ^bb3(%30: i32):  // 2 preds: ^bb2, ^bb4
    %31 = llvm.icmp "slt" %30, %6 : i32
    llvm.cond_br %31, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %32 = llvm.add %25, %30 : i32
    %33 = llvm.zext %32 : i32 to i64
    %34 = llvm.mul %29, %3 overflow<nsw, nuw> : i64
    %35 = llvm.mul %33, %2 overflow<nsw, nuw> : i64
    %36 = llvm.add %34, %35 overflow<nsw, nuw> : i64
    %37 = llvm.add %36, %11 overflow<nsw, nuw> : i64
    %38 = llvm.getelementptr inbounds|nuw %arg0[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %39 = llvm.load %38 : !llvm.ptr<1> -> f32
    %40 = llvm.mul %16, %0 overflow<nsw, nuw> : i64
    %41 = llvm.mul %18, %2 overflow<nsw, nuw> : i64
    %42 = llvm.add %40, %41 overflow<nsw, nuw> : i64
    %43 = llvm.add %42, %11 overflow<nsw, nuw> : i64
    %44 = llvm.getelementptr inbounds|nuw %arg1[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %45 = llvm.load %44 : !llvm.ptr<1> -> f32
    %46 = llvm.intr.maximum(%45, %39) : (f32, f32) -> f32
    %47 = llvm.mul %16, %0 overflow<nsw, nuw> : i64
    %48 = llvm.mul %18, %2 overflow<nsw, nuw> : i64
    %49 = llvm.add %47, %48 overflow<nsw, nuw> : i64
    %50 = llvm.add %49, %11 overflow<nsw, nuw> : i64
    %51 = llvm.getelementptr inbounds|nuw %arg1[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %46, %51 : f32, !llvm.ptr<1>
    %52 = llvm.add %30, %5 : i32
    llvm.br ^bb3(%52 : i32)
  ^bb5:  // pred: ^bb3
    %53 = llvm.add %26, %5 : i32
    llvm.br ^bb1(%53 : i32)
  ^bb6:  // pred: ^bb1
    llvm.return
  }
  iree_codegen.dispatch_config @max_pool_dispatch_0_conv_32x32x32x2x2_f32 workgroup_size = [32, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c1024 = arith.constant 1024 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c1024, %c1, %c1 : index, index, index
  }
}
