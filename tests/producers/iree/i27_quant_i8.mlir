module {
  llvm.func @requant_dispatch_0_reduction_64x512_i8xi32xi32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
    %0 = llvm.mlir.poison : vector<1xi8>
    %1 = llvm.mlir.constant(-1 : i32) : i32
    %2 = llvm.mlir.poison : vector<16xi32>
    %3 = llvm.mlir.constant(true) : i1
    %4 = llvm.mlir.constant(512 : i64) : i64
    %5 = llvm.mlir.constant(64 : i64) : i64
    %6 = llvm.mlir.constant(127 : i32) : i32
    %7 = llvm.mlir.constant(-128 : i32) : i32
    %8 = llvm.mlir.constant(9 : i32) : i32
    %9 = llvm.mlir.constant(256 : i32) : i32
    %10 = llvm.mlir.constant(0 : i32) : i32
    %11 = llvm.mlir.constant(16 : i32) : i32
    %12 = llvm.mlir.constant(8 : i32) : i32
    %13 = llvm.mlir.constant(4 : i32) : i32
    %14 = llvm.mlir.constant(2 : i32) : i32
    %15 = llvm.mlir.constant(32 : i32) : i32
    %16 = llvm.mlir.constant(1 : i32) : i32
    %17 = llvm.mlir.constant(0 : i64) : i64
    %18 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
    %19 = llvm.sext %18 : i32 to i64
    llvm.intr.assume %3 ["align"(%arg0, %5 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %3 ["align"(%arg1, %5 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %3 ["align"(%arg2, %5 : !llvm.ptr<1>, i64)] : i1
    %20 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 64> : i32
    %21 = llvm.sext %20 : i32 to i64
    %22 = llvm.getelementptr %arg1[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %23 = llvm.load %22 <alignment = 4> : !llvm.ptr<1> -> vector<1xi32>
    %24 = llvm.trunc %19 : i64 to i32
    %25 = llvm.mul %24, %11 overflow<nsw> : i32
    %26 = llvm.zext %25 : i32 to i64
    %27 = llvm.mul %21, %4 : i64
    %28 = llvm.add %27, %26 : i64
    %29 = llvm.getelementptr %arg0[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %30 = llvm.load %29 <alignment = 1> : !llvm.ptr<1> -> vector<16xi8>
    %31 = llvm.extractelement %23[%17 : i64] : vector<1xi32>
    %32 = llvm.insertelement %31, %2[%10 : i32] : vector<16xi32>
    %33 = llvm.shufflevector %32, %2 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xi32> 
    %34 = llvm.sext %30 : vector<16xi8> to vector<16xi32>
    %35 = llvm.sub %34, %33 : vector<16xi32>
    %36 = "llvm.intr.vector.reduce.add"(%35) : (vector<16xi32>) -> i32
    %37 = llvm.add %36, %10 : i32
    %38 = llvm.sub %15, %15 : i32
    %39 = llvm.lshr %1, %38 : i32
    %40 = llvm.sub %15, %16 : i32
    %41 = nvvm.shfl.sync bfly %39, %37, %16, %40 : i32 -> i32
    %42 = llvm.add %37, %41 : i32
    %43 = llvm.sub %15, %15 : i32
    %44 = llvm.lshr %1, %43 : i32
    %45 = llvm.sub %15, %16 : i32
    %46 = nvvm.shfl.sync bfly %44, %42, %14, %45 : i32 -> i32
    %47 = llvm.add %42, %46 : i32
    %48 = llvm.sub %15, %15 : i32
    %49 = llvm.lshr %1, %48 : i32
    %50 = llvm.sub %15, %16 : i32
    %51 = nvvm.shfl.sync bfly %49, %47, %13, %50 : i32 -> i32
    %52 = llvm.add %47, %51 : i32
    %53 = llvm.sub %15, %15 : i32
    %54 = llvm.lshr %1, %53 : i32
    %55 = llvm.sub %15, %16 : i32
    %56 = nvvm.shfl.sync bfly %54, %52, %12, %55 : i32 -> i32
    %57 = llvm.add %52, %56 : i32
    %58 = llvm.sub %15, %15 : i32
    %59 = llvm.lshr %1, %58 : i32
    %60 = llvm.sub %15, %16 : i32
    %61 = nvvm.shfl.sync bfly %59, %57, %11, %60 : i32 -> i32
    %62 = llvm.add %57, %61 : i32
    %63 = llvm.add %62, %9 : i32
    %64 = llvm.ashr %63, %8 : i32
    %65 = llvm.intr.smax(%64, %7) : (i32, i32) -> i32
    %66 = llvm.intr.smin(%65, %6) : (i32, i32) -> i32
    %67 = llvm.trunc %66 : i32 to i8
    %68 = llvm.insertelement %67, %0[%10 : i32] : vector<1xi8>
    %69 = llvm.icmp "eq" %24, %10 : i32
    llvm.cond_br %69, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %70 = llvm.getelementptr %arg2[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    llvm.store %68, %70 <alignment = 1> : vector<1xi8>, !llvm.ptr<1>
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    llvm.return
  }
  iree_codegen.dispatch_config @requant_dispatch_0_reduction_64x512_i8xi32xi32 workgroup_size = [32, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c64, %c1, %c1 : index, index, index
  }
}
