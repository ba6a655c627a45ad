module {
  llvm.func @avgpool_dispatch_0_conv_2x16x16x64x3x3_f16(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
    %0 = llvm.mlir.constant(1024 : i64) : i64
    %1 = llvm.mlir.constant(16384 : i64) : i64
    %2 = llvm.mlir.constant(true) : i1
    %3 = llvm.mlir.constant(64 : i64) : i64
    %4 = llvm.mlir.constant(1152 : i64) : i64
    %5 = llvm.mlir.constant(20736 : i64) : i64
    %6 = llvm.mlir.constant(1 : i32) : i32
    %7 = llvm.mlir.constant(3 : i32) : i32
    %8 = llvm.mlir.constant(2 : i32) : i32
    %9 = llvm.mlir.constant(32 : i32) : i32
    %10 = llvm.mlir.constant(0 : i32) : i32
    %11 = llvm.mlir.constant(512 : i32) : i32
    %12 = llvm.mlir.constant(dense<1.110840e-01> : vector<1xf16>) : vector<1xf16>
    %13 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf16>) : vector<1xf16>
    %14 = llvm.mlir.constant(0 : i64) : i64
    %15 = llvm.mlir.constant(1 : i64) : i64
    %16 = llvm.alloca %15 x f16 : (i64) -> !llvm.ptr
    %17 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
    %18 = llvm.sext %17 : i32 to i64
    llvm.intr.assume %2 ["align"(%arg0, %3 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %2 ["align"(%arg1, %3 : !llvm.ptr<1>, i64)] : i1
    %19 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 1024> : i32
    %20 = llvm.sext %19 : i32 to i64
    %21 = llvm.trunc %20 : i64 to i32
    %22 = llvm.udiv %21, %11 : i32
    %23 = llvm.zext %22 : i32 to i64
    %24 = llvm.urem %21, %11 : i32
    %25 = llvm.udiv %24, %9 : i32
    %26 = llvm.zext %25 : i32 to i64
    %27 = llvm.urem %21, %9 : i32
    %28 = llvm.udiv %27, %8 : i32
    %29 = llvm.zext %28 : i32 to i64
    %30 = llvm.urem %21, %8 : i32
    %31 = llvm.mul %30, %9 overflow<nsw> : i32
    %32 = llvm.trunc %18 : i64 to i32
    %33 = llvm.add %32, %31 : i32
    %34 = llvm.zext %33 : i32 to i64
    %35 = llvm.add %14, %14 : i64
    %36 = llvm.add %35, %14 : i64
    %37 = llvm.add %36, %14 : i64
    %38 = llvm.getelementptr %16[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    llvm.store %13, %38 <alignment = 2> : vector<1xf16>, !llvm.ptr
    llvm.br ^bb1(%10 : i32)
  ^bb1(%39: i32):  // 2 preds: ^bb0, ^bb5
    %40 = llvm.icmp "slt" %39, %7 : i32
    llvm.cond_br %40, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %41 = llvm.add %25, %39 : i32
    %42 = llvm.zext %41 : i32 to i64
    llvm.br ^bb3(%10 : i32)
  ^bb3(%43: i32):  // 2 preds: ^bb2, ^bb4
    %44 = llvm.icmp "slt" %43, %7 : i32
    llvm.cond_br %44, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %45 = llvm.add %28, %43 : i32
    %46 = llvm.zext %45 : i32 to i64
    %47 = llvm.mul %23, %5 overflow<nsw, nuw> : i64
    %48 = llvm.mul %42, %4 overflow<nsw, nuw> : i64
    %49 = llvm.add %47, %48 overflow<nsw, nuw> : i64
    %50 = llvm.mul %46, %3 overflow<nsw, nuw> : i64
    %51 = llvm.add %49, %50 overflow<nsw, nuw> : i64
    %52 = llvm.add %51, %34 overflow<nsw, nuw> : i64
    %53 = llvm.getelementptr inbounds|nuw %arg0[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %54 = llvm.load %53 : !llvm.ptr<1> -> f16
    %55 = llvm.add %14, %14 overflow<nsw, nuw> : i64
    %56 = llvm.add %55, %14 overflow<nsw, nuw> : i64
    %57 = llvm.add %56, %14 overflow<nsw, nuw> : i64
    %58 = llvm.getelementptr inbounds|nuw %16[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %59 = llvm.load %58 : !llvm.ptr -> f16
    %60 = llvm.fadd %59, %54 : f16
    %61 = llvm.add %14, %14 overflow<nsw, nuw> : i64
    %62 = llvm.add %61, %14 overflow<nsw, nuw> : i64
    %63 = llvm.add %62, %14 overflow<nsw, nuw> : i64
    %64 = llvm.getelementptr inbounds|nuw %16[%63] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    llvm.store %60, %64 : f16, !llvm.ptr
    %65 = llvm.add %43, %6 : i32
    llvm.br ^bb3(%65 : i32)
  ^bb5:  // pred: ^bb3
    %66 = llvm.add %39, %6 : i32
    llvm.br ^bb1(%66 : i32)
  ^bb6:  // pred: ^bb1
    %67 = llvm.add %14, %14 : i64
    %68 = llvm.add %67, %14 : i64
    %69 = llvm.add %68, %14 : i64
    %70 = llvm.getelementptr %16[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %71 = llvm.load %70 <alignment = 2> : !llvm.ptr -> vector<1xf16>
    %72 = llvm.fmul %71, %12 : vector<1xf16>
    %73 = llvm.mul %23, %1 : i64
    %74 = llvm.mul %26, %0 : i64
    %75 = llvm.add %73, %74 : i64
    %76 = llvm.mul %29, %3 : i64
    %77 = llvm.add %75, %76 : i64
    %78 = llvm.add %77, %34 : i64
    %79 = llvm.getelementptr %arg1[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %72, %79 <alignment = 2> : vector<1xf16>, !llvm.ptr<1>
    llvm.return
  }
  iree_codegen.dispatch_config @avgpool_dispatch_0_conv_2x16x16x64x3x3_f16 workgroup_size = [32, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c1024 = arith.constant 1024 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c1024, %c1, %c1 : index, index, index
  }
}
