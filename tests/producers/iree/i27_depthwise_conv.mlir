module {
  llvm.func @dwconv_dispatch_0_conv_16x16x32x3x3_f32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
    %0 = llvm.mlir.constant(512 : i64) : i64
    %1 = llvm.mlir.constant(96 : i64) : i64
    %2 = llvm.mlir.constant(64 : i64) : i64
    %3 = llvm.mlir.constant(true) : i1
    %4 = llvm.mlir.constant(32 : i64) : i64
    %5 = llvm.mlir.constant(1056 : i64) : i64
    %6 = llvm.mlir.constant(2 : i32) : i32
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.mlir.constant(3 : i32) : i32
    %9 = llvm.mlir.constant(0 : i32) : i32
    %10 = llvm.mlir.constant(16 : i32) : i32
    %11 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
    %12 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
    %13 = llvm.sext %12 : i32 to i64
    llvm.intr.assume %3 ["align"(%arg0, %2 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %3 ["align"(%arg1, %2 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %3 ["align"(%arg2, %2 : !llvm.ptr<1>, i64)] : i1
    %14 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 256> : i32
    %15 = llvm.sext %14 : i32 to i64
    %16 = llvm.trunc %15 : i64 to i32
    %17 = llvm.udiv %16, %10 : i32
    %18 = llvm.zext %17 : i32 to i64
    %19 = llvm.urem %16, %10 : i32
    %20 = llvm.zext %19 : i32 to i64
    %21 = llvm.mul %18, %0 : i64
    %22 = llvm.mul %20, %4 : i64
    %23 = llvm.add %21, %22 : i64
    %24 = llvm.add %23, %13 : i64
    %25 = llvm.getelementptr %arg2[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %11, %25 <alignment = 4> : vector<1xf32>, !llvm.ptr<1>
    %26 = llvm.mul %17, %6 overflow<nsw> : i32
    %27 = llvm.mul %19, %6 overflow<nsw> : i32
    llvm.br ^bb1(%9 : i32)
  ^bb1(%28: i32):  // 2 preds: ^bb0, ^bb5
    %29 = llvm.icmp "slt" %28, %8 : i32
    llvm.cond_br %29, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %30 = llvm.zext %28 : i32 to i64
    %31 = llvm.add %26, %28 : i32
    %32 = llvm.zext %31 : i32 to i64
    llvm.br ^bb3(%9 : i32)
  ^bb3(%33: i32):  // 2 preds: ^bb2, ^bb4
    %34 = llvm.icmp "slt" %33, %8 : i32
    llvm.cond_br %34, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %35 = llvm.zext %33 : i32 to i64
    %36 = llvm.add %27, %33 : i32
    %37 = llvm.zext %36 : i32 to i64
    %38 = llvm.mul %32, %5 overflow<nsw, nuw> : i64
    %39 = llvm.mul %37, %4 overflow<nsw, nuw> : i64
    %40 = llvm.add %38, %39 overflow<nsw, nuw> : i64
    %41 = llvm.add %40, %13 overflow<nsw, nuw> : i64
    %42 = llvm.getelementptr inbounds|nuw %arg0[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %43 = llvm.load %42 : !llvm.ptr<1> -> f32
    %44 = llvm.mul %30, %1 overflow<nsw, nuw> : i64
    %45 = llvm.mul %35, %4 overflow<nsw, nuw> : i64
    %46 = llvm.add %44, %45 overflow<nsw, nuw> : i64
    %47 = llvm.add %46, %13 overflow<nsw, nuw> : i64
    %48 = llvm.getelementptr inbounds|nuw %arg1[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %49 = llvm.load %48 : !llvm.ptr<1> -> f32
    %50 = llvm.mul %18, %0 overflow<nsw, nuw> : i64
    %51 = llvm.mul %20, %4 overflow<nsw, nuw> : i64
    %52 = llvm.add %50, %51 overflow<nsw, nuw> : i64
    %53 = llvm.add %52, %13 overflow<nsw, nuw> : i64
    %54 = llvm.getelementptr inbounds|nuw %arg2[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %55 = llvm.load %54 : !llvm.ptr<1> -> f32
    %56 = llvm.fmul %43, %49 : f32
    %57 = llvm.fadd %55, %56 : f32
    %58 = llvm.mul %18, %0 overflow<nsw, nuw> : i64
    %59 = llvm.mul %20, %4 overflow<nsw, nuw> : i64
    %60 = llvm.add %58, %59 overflow<nsw, nuw> : i64
    %61 = llvm.add %60, %13 overflow<nsw, nuw> : i64
    %62 = llvm.getelementptr inbounds|nuw %arg2[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %57, %62 : f32, !llvm.ptr<1>
    %63 = llvm.add %33, %7 : i32
    llvm.br ^bb3(%63 : i32)
  ^bb5:  // pred: ^bb3
    %64 = llvm.add %28, %7 : i32
    llvm.br ^bb1(%64 : i32)
  ^bb6:  // pred: ^bb1
    llvm.return
  }
  iree_codegen.dispatch_config @dwconv_dispatch_0_conv_16x16x32x3x3_f32 workgroup_size = [32, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c256 = arith.constant 256 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c256, %c1, %c1 : index, index, index
  }
}
