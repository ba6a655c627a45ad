module {
  llvm.func @gather_dispatch_0_elementwise_broadcast_256x128_i64xf32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
    %0 = llvm.mlir.poison : vector<4xi64>
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.poison : vector<4xi32>
    %3 = llvm.mlir.constant(64 : i64) : i64
    %4 = llvm.mlir.constant(true) : i1
    %5 = llvm.mlir.constant(dense<16> : vector<4xi32>) : vector<4xi32>
    %6 = llvm.mlir.constant(128 : i64) : i64
    %7 = llvm.mlir.constant(4 : i32) : i32
    %8 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xbf16>) : vector<4xbf16>
    %9 = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>
    %10 = llvm.mlir.constant(0 : i64) : i64
    %11 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
    %12 = llvm.sext %11 : i32 to i64
    llvm.intr.assume %4 ["align"(%arg0, %3 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %4 ["align"(%arg1, %3 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %4 ["align"(%arg2, %3 : !llvm.ptr<1>, i64)] : i1
    %13 = llvm.intr.stepvector : vector<4xi64>
    %14 = llvm.trunc %12 : i64 to i32
    %15 = llvm.mul %14, %7 overflow<nsw> : i32
    %16 = llvm.insertelement %15, %2[%1 : i32] : vector<4xi32>
    %17 = llvm.shufflevector %16, %2 [0, 0, 0, 0] : vector<4xi32> 
    %18 = llvm.trunc %13 : vector<4xi64> to vector<4xi32>
    %19 = llvm.add %17, %18 : vector<4xi32>
    %20 = llvm.zext %19 : vector<4xi32> to vector<4xi64>
    %21 = llvm.zext %15 : i32 to i64
    %22 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 256> : i32
    %23 = llvm.sext %22 : i32 to i64
    %24 = llvm.getelementptr %arg1[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
    %25 = llvm.load %24 <alignment = 8> : !llvm.ptr<1> -> vector<1xi64>
    %26 = llvm.extractelement %25[%10 : i64] : vector<1xi64>
    %27 = llvm.mul %26, %6 : i64
    %28 = llvm.insertelement %27, %0[%1 : i32] : vector<4xi64>
    %29 = llvm.shufflevector %28, %0 [0, 0, 0, 0] : vector<4xi64> 
    %30 = llvm.add %20, %29 : vector<4xi64>
    %31 = llvm.mul %10, %6 : i64
    %32 = llvm.add %31, %10 : i64
    %33 = llvm.getelementptr %arg0[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
    %34 = llvm.getelementptr %33[%30] : (!llvm.ptr<1>, vector<4xi64>) -> vector<4x!llvm.ptr<1>>, bf16
    %35 = llvm.intr.masked.gather(%34, %9, %8), alignment(2) : (vector<4x!llvm.ptr<1>>, vector<4xi1>, vector<4xbf16>) -> vector<4xbf16>
    %36 = llvm.bitcast %35 : vector<4xbf16> to vector<4xi16>
    %37 = llvm.zext %36 : vector<4xi16> to vector<4xi32>
    %38 = llvm.shl %37, %5 : vector<4xi32>
    %39 = llvm.bitcast %38 : vector<4xi32> to vector<4xf32>
    %40 = llvm.mul %23, %6 : i64
    %41 = llvm.add %40, %21 : i64
    %42 = llvm.getelementptr %arg2[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %39, %42 <alignment = 4> : vector<4xf32>, !llvm.ptr<1>
    llvm.return
  }
  iree_codegen.dispatch_config @gather_dispatch_0_elementwise_broadcast_256x128_i64xf32 workgroup_size = [32, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c256 = arith.constant 256 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c256, %c1, %c1 : index, index, index
  }
}
