module {
  llvm.func @argmin_dispatch_0_reduction_96x512_f32xf32xi64(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
    %0 = llvm.mlir.constant(8 : i64) : i64
    %1 = llvm.mlir.constant(64 : i64) : i64
    %2 = llvm.mlir.constant(true) : i1
    %3 = llvm.mlir.constant(512 : i64) : i64
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(4 : i32) : i32
    %6 = llvm.mlir.constant(512 : i32) : i32
    %7 = llvm.mlir.constant(0 : i32) : i32
    %8 = llvm.mlir.constant(32 : i32) : i32
    %9 = llvm.mlir.constant(384 : i64) : i64
    %10 = llvm.mlir.constant(dense<0x7F800000> : vector<1xf32>) : vector<1xf32>
    %11 = llvm.mlir.constant(dense<0> : vector<1xi64>) : vector<1xi64>
    %12 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
    %13 = llvm.sext %12 : i32 to i64
    llvm.intr.assume %2 ["align"(%arg0, %1 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %2 ["align"(%arg1, %1 : !llvm.ptr<1>, i64)] : i1
    %14 = llvm.mul %9, %0 : i64
    %15 = llvm.udiv %14, %1 : i64
    %16 = llvm.getelementptr %arg2[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
    llvm.intr.assume %2 ["align"(%16, %1 : !llvm.ptr<1>, i64)] : i1
    %17 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 3> : i32
    %18 = llvm.sext %17 : i32 to i64
    %19 = llvm.trunc %18 : i64 to i32
    %20 = llvm.mul %19, %8 overflow<nsw> : i32
    %21 = llvm.trunc %13 : i64 to i32
    %22 = llvm.add %21, %20 : i32
    %23 = llvm.zext %22 : i32 to i64
    %24 = llvm.getelementptr %arg1[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %10, %24 <alignment = 4> : vector<1xf32>, !llvm.ptr<1>
    %25 = llvm.getelementptr %arg2[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
    %26 = llvm.getelementptr %25[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
    llvm.store %11, %26 <alignment = 8> : vector<1xi64>, !llvm.ptr<1>
    llvm.br ^bb1(%7 : i32)
  ^bb1(%27: i32):  // 2 preds: ^bb0, ^bb4
    %28 = llvm.icmp "slt" %27, %6 : i32
    llvm.cond_br %28, ^bb2(%7 : i32), ^bb5
  ^bb2(%29: i32):  // 2 preds: ^bb1, ^bb3
    %30 = llvm.icmp "slt" %29, %5 : i32
    llvm.cond_br %30, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %31 = llvm.add %27, %29 : i32
    %32 = llvm.zext %31 : i32 to i64
    %33 = llvm.mul %23, %3 overflow<nsw, nuw> : i64
    %34 = llvm.add %33, %32 overflow<nsw, nuw> : i64
    %35 = llvm.getelementptr inbounds|nuw %arg0[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %36 = llvm.load %35 : !llvm.ptr<1> -> f32
    %37 = llvm.getelementptr inbounds|nuw %arg1[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %38 = llvm.load %37 : !llvm.ptr<1> -> f32
    %39 = llvm.getelementptr %arg2[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
    %40 = llvm.getelementptr inbounds|nuw %39[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
    %41 = llvm.load %40 : !llvm.ptr<1> -> i64
    %42 = llvm.fcmp "olt" %36, %38 : f32
    %43 = llvm.select %42, %36, %38 : i1, f32
    %44 = llvm.select %42, %32, %41 : i1, i64
    %45 = llvm.getelementptr inbounds|nuw %arg1[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %43, %45 : f32, !llvm.ptr<1>
    %46 = llvm.getelementptr %arg2[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
    %47 = llvm.getelementptr inbounds|nuw %46[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
    llvm.store %44, %47 : i64, !llvm.ptr<1>
    %48 = llvm.add %29, %4 : i32
    llvm.br ^bb2(%48 : i32)
  ^bb4:  // pred: ^bb2
    %49 = llvm.add %27, %5 : i32
    llvm.br ^bb1(%49 : i32)
  ^bb5:  // pred: ^bb1
    llvm.return
  }
  iree_codegen.dispatch_config @argmin_dispatch_0_reduction_96x512_f32xf32xi64 workgroup_size = [32, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c3, %c1, %c1 : index, index, index
  }
}
