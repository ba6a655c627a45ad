module {
  llvm.func @bits_dispatch_0_elementwise_65536_i32xi64(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
    %0 = llvm.mlir.constant(64 : i64) : i64
    %1 = llvm.mlir.constant(true) : i1
    %2 = llvm.mlir.constant(128 : i32) : i32
    %3 = llvm.mlir.constant(4 : i32) : i32
    %4 = llvm.mlir.constant(dense<32> : vector<4xi32>) : vector<4xi32>
    %5 = llvm.mlir.constant(dense<32> : vector<4xi64>) : vector<4xi64>
    %6 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
    %7 = llvm.sext %6 : i32 to i64
    llvm.intr.assume %1 ["align"(%arg0, %0 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %1 ["align"(%arg1, %0 : !llvm.ptr<1>, i64)] : i1
    %8 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 512> : i32
    %9 = llvm.sext %8 : i32 to i64
    %10 = llvm.trunc %7 : i64 to i32
    %11 = llvm.mul %10, %3 overflow<nsw> : i32
    %12 = llvm.trunc %9 : i64 to i32
    %13 = llvm.mul %12, %2 overflow<nsw> : i32
    %14 = llvm.add %11, %13 : i32
    %15 = llvm.zext %14 : i32 to i64
    %16 = llvm.getelementptr %arg0[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %17 = llvm.load %16 <alignment = 4> : !llvm.ptr<1> -> vector<4xi32>
    %18 = llvm.intr.ctpop(%17) : (vector<4xi32>) -> vector<4xi32>
    %19 = "llvm.intr.ctlz"(%17) <{is_zero_poison = false}> : (vector<4xi32>) -> vector<4xi32>
    %20 = "llvm.intr.cttz"(%17) <{is_zero_poison = false}> : (vector<4xi32>) -> vector<4xi32>
    %21 = llvm.shl %17, %18 : vector<4xi32>
    %22 = llvm.sub %4, %18 : vector<4xi32>
    %23 = llvm.lshr %17, %22 : vector<4xi32>
    %24 = llvm.or %21, %23 : vector<4xi32>
    %25 = llvm.mul %19, %20 : vector<4xi32>
    %26 = llvm.xor %24, %25 : vector<4xi32>
    %27 = llvm.zext %26 : vector<4xi32> to vector<4xi64>
    %28 = llvm.zext %18 : vector<4xi32> to vector<4xi64>
    %29 = llvm.shl %28, %5 : vector<4xi64>
    %30 = llvm.or %27, %29 : vector<4xi64>
    %31 = llvm.getelementptr %arg1[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
    llvm.store %30, %31 <alignment = 8> : vector<4xi64>, !llvm.ptr<1>
    llvm.return
  }
  iree_codegen.dispatch_config @bits_dispatch_0_elementwise_65536_i32xi64 workgroup_size = [32, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c512 = arith.constant 512 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c512, %c1, %c1 : index, index, index
  }
}
