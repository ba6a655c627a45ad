module {
  llvm.func @gather_dispatch_0_elementwise_broadcast_256x32_i32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
    %0 = llvm.mlir.poison : vector<4xi64>
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.poison : vector<4xi32>
    %3 = llvm.mlir.constant(64 : i64) : i64
    %4 = llvm.mlir.constant(true) : i1
    %5 = llvm.mlir.constant(32 : i64) : i64
    %6 = llvm.mlir.constant(4 : i32) : i32
    %7 = llvm.mlir.constant(8 : i32) : i32
    %8 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %9 = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>
    %10 = llvm.mlir.constant(0 : i64) : i64
    %11 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
    %12 = llvm.sext %11 : i32 to i64
    llvm.intr.assume %4 ["align"(%arg0, %3 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %4 ["align"(%arg1, %3 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %4 ["align"(%arg2, %3 : !llvm.ptr<1>, i64)] : i1
    %13 = llvm.trunc %12 : i64 to i32
    %14 = llvm.udiv %13, %7 : i32
    %15 = llvm.urem %13, %7 : i32
    %16 = llvm.intr.stepvector : vector<4xi64>
    %17 = llvm.mul %15, %6 overflow<nsw> : i32
    %18 = llvm.insertelement %17, %2[%1 : i32] : vector<4xi32>
    %19 = llvm.shufflevector %18, %2 [0, 0, 0, 0] : vector<4xi32> 
    %20 = llvm.trunc %16 : vector<4xi64> to vector<4xi32>
    %21 = llvm.add %19, %20 : vector<4xi32>
    %22 = llvm.zext %21 : vector<4xi32> to vector<4xi64>
    %23 = llvm.zext %17 : i32 to i64
    %24 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 64> : i32
    %25 = llvm.sext %24 : i32 to i64
    %26 = llvm.trunc %25 : i64 to i32
    %27 = llvm.mul %26, %6 overflow<nsw> : i32
    %28 = llvm.add %14, %27 : i32
    %29 = llvm.zext %28 : i32 to i64
    %30 = llvm.getelementptr %arg1[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %31 = llvm.load %30 <alignment = 4> : !llvm.ptr<1> -> vector<1xi32>
    %32 = llvm.extractelement %31[%10 : i64] : vector<1xi32>
    %33 = llvm.sext %32 : i32 to i64
    %34 = llvm.mul %33, %5 : i64
    %35 = llvm.insertelement %34, %0[%1 : i32] : vector<4xi64>
    %36 = llvm.shufflevector %35, %0 [0, 0, 0, 0] : vector<4xi64> 
    %37 = llvm.add %22, %36 : vector<4xi64>
    %38 = llvm.mul %10, %5 : i64
    %39 = llvm.add %38, %10 : i64
    %40 = llvm.getelementptr %arg0[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %41 = llvm.getelementptr %40[%37] : (!llvm.ptr<1>, vector<4xi64>) -> vector<4x!llvm.ptr<1>>, i32
    %42 = llvm.intr.masked.gather(%41, %9, %8), alignment(4) : (vector<4x!llvm.ptr<1>>, vector<4xi1>, vector<4xi32>) -> vector<4xi32>
    %43 = llvm.extractelement %31[%10 : i64] : vector<1xi32>
    %44 = llvm.insertelement %43, %2[%1 : i32] : vector<4xi32>
    %45 = llvm.shufflevector %44, %2 [0, 0, 0, 0] : vector<4xi32> 
    %46 = llvm.add %42, %45 : vector<4xi32>
    %47 = llvm.mul %29, %5 : i64
    %48 = llvm.add %47, %23 : i64
    %49 = llvm.getelementptr %arg2[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    llvm.store %46, %49 <alignment = 4> : vector<4xi32>, !llvm.ptr<1>
    llvm.return
  }
  iree_codegen.dispatch_config @gather_dispatch_0_elementwise_broadcast_256x32_i32 workgroup_size = [32, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c64, %c1, %c1 : index, index, index
  }
}
