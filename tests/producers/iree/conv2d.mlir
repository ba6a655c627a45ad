module {
  llvm.func @conv_dispatch_0_conv_16x16x16x3x3x8_f32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
    %0 = llvm.mlir.constant(256 : i64) : i64
    %1 = llvm.mlir.constant(16 : i64) : i64
    %2 = llvm.mlir.constant(128 : i64) : i64
    %3 = llvm.mlir.constant(384 : i64) : i64
    %4 = llvm.mlir.constant(64 : i64) : i64
    %5 = llvm.mlir.constant(true) : i1
    %6 = llvm.mlir.constant(8 : i64) : i64
    %7 = llvm.mlir.constant(144 : i64) : i64
    %8 = llvm.mlir.constant(2 : i32) : i32
    %9 = llvm.mlir.constant(4 : i32) : i32
    %10 = llvm.mlir.constant(3 : i32) : i32
    %11 = llvm.mlir.constant(1 : i32) : i32
    %12 = llvm.mlir.constant(6 : i32) : i32
    %13 = llvm.mlir.constant(8 : i32) : i32
    %14 = llvm.mlir.constant(0 : i32) : i32
    %15 = llvm.mlir.constant(16 : i32) : i32
    %16 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
    %17 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
    %18 = llvm.sext %17 : i32 to i64
    llvm.intr.assume %5 ["align"(%arg0, %4 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %5 ["align"(%arg1, %4 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %5 ["align"(%arg2, %4 : !llvm.ptr<1>, i64)] : i1
    %19 = llvm.trunc %18 : i64 to i32
    %20 = llvm.udiv %19, %15 : i32
    %21 = llvm.urem %19, %15 : i32
    %22 = llvm.zext %21 : i32 to i64
    %23 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 128> : i32
    %24 = llvm.sext %23 : i32 to i64
    %25 = llvm.trunc %24 : i64 to i32
    %26 = llvm.udiv %25, %13 : i32
    %27 = llvm.zext %26 : i32 to i64
    %28 = llvm.urem %25, %13 : i32
    %29 = llvm.mul %28, %8 overflow<nsw> : i32
    %30 = llvm.add %20, %29 : i32
    %31 = llvm.zext %30 : i32 to i64
    %32 = llvm.mul %27, %0 : i64
    %33 = llvm.mul %31, %1 : i64
    %34 = llvm.add %32, %33 : i64
    %35 = llvm.add %34, %22 : i64
    %36 = llvm.getelementptr %arg2[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %16, %36 <alignment = 4> : vector<1xf32>, !llvm.ptr<1>
    llvm.br ^bb1(%14 : i32)
  ^bb1(%37: i32):  // 2 preds: ^bb0, ^bb8
    %38 = llvm.icmp "slt" %37, %12 : i32
    llvm.cond_br %38, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    %39 = llvm.udiv %37, %8 : i32
    %40 = llvm.zext %39 : i32 to i64
    %41 = llvm.urem %37, %8 : i32
    %42 = llvm.add %26, %39 : i32
    %43 = llvm.zext %42 : i32 to i64
    %44 = llvm.mul %41, %9 overflow<nsw> : i32
    llvm.br ^bb3(%14 : i32)
  ^bb3(%45: i32):  // 2 preds: ^bb2, ^bb7
    %46 = llvm.icmp "slt" %45, %10 : i32
    llvm.cond_br %46, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    %47 = llvm.zext %45 : i32 to i64
    %48 = llvm.add %30, %45 : i32
    %49 = llvm.zext %48 : i32 to i64
    llvm.br ^bb5(%14 : i32)
  ^bb5(%50: i32):  // 2 preds: ^bb4, ^bb6
    %51 = llvm.icmp "slt" %50, %9 : i32
    llvm.cond_br %51, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %52 = llvm.add %44, %50 : i32
    %53 = llvm.zext %52 : i32 to i64
    %54 = llvm.mul %43, %7 overflow<nsw, nuw> : i64
    %55 = llvm.mul %49, %6 overflow<nsw, nuw> : i64
    %56 = llvm.add %54, %55 overflow<nsw, nuw> : i64
    %57 = llvm.add %56, %53 overflow<nsw, nuw> : i64
    %58 = llvm.getelementptr inbounds|nuw %arg0[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %59 = llvm.load %58 : !llvm.ptr<1> -> f32
    %60 = llvm.mul %40, %3 overflow<nsw, nuw> : i64
    %61 = llvm.mul %47, %2 overflow<nsw, nuw> : i64
    %62 = llvm.add %60, %61 overflow<nsw, nuw> : i64
    %63 = llvm.mul %53, %1 overflow<nsw, nuw> : i64
    %64 = llvm.add %62, %63 overflow<nsw, nuw> : i64
    %65 = llvm.add %64, %22 overflow<nsw, nuw> : i64
    %66 = llvm.getelementptr inbounds|nuw %arg1[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %67 = llvm.load %66 : !llvm.ptr<1> -> f32
    %68 = llvm.mul %27, %0 overflow<nsw, nuw> : i64
    %69 = llvm.mul %31, %1 overflow<nsw, nuw> : i64
    %70 = llvm.add %68, %69 overflow<nsw, nuw> : i64
    %71 = llvm.add %70, %22 overflow<nsw, nuw> : i64
    %72 = llvm.getelementptr inbounds|nuw %arg2[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %73 = llvm.load %72 : !llvm.ptr<1> -> f32
    %74 = llvm.fmul %59, %67 : f32
    %75 = llvm.fadd %73, %74 : f32
    %76 = llvm.mul %27, %0 overflow<nsw, nuw> : i64
    %77 = llvm.mul %31, %1 overflow<nsw, nuw> : i64
    %78 = llvm.add %76, %77 overflow<nsw, nuw> : i64
    %79 = llvm.add %78, %22 overflow<nsw, nuw> : i64
    %80 = llvm.getelementptr inbounds|nuw %arg2[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %75, %80 : f32, !llvm.ptr<1>
    %81 = llvm.add %50, %11 : i32
    llvm.br ^bb5(%81 : i32)
  ^bb7:  // pred: ^bb5
    %82 = llvm.add %45, %11 : i32
    llvm.br ^bb3(%82 : i32)
  ^bb8:  // pred: ^bb3
    %83 = llvm.add %37, %11 : i32
    llvm.br ^bb1(%83 : i32)
  ^bb9:  // pred: ^bb1
    llvm.return
  }
  iree_codegen.dispatch_config @conv_dispatch_0_conv_16x16x16x3x3x8_f32 workgroup_size = [32, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c128, %c1, %c1 : index, index, index
  }
}
