module {
  llvm.func @bint_dispatch_0_elementwise_128x256_i32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
    %0 = llvm.mlir.constant(64 : i64) : i64
    %1 = llvm.mlir.constant(true) : i1
    %2 = llvm.mlir.constant(256 : i64) : i64
    %3 = llvm.mlir.constant(128 : i32) : i32
    %4 = llvm.mlir.constant(4 : i32) : i32
    %5 = llvm.mlir.constant(2 : i32) : i32
    %6 = llvm.mlir.constant(dense<255> : vector<4xi32>) : vector<4xi32>
    %7 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
    %8 = llvm.mlir.constant(dense<3> : vector<4xi32>) : vector<4xi32>
    %9 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
    %10 = llvm.sext %9 : i32 to i64
    llvm.intr.assume %1 ["align"(%arg0, %0 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %1 ["align"(%arg1, %0 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %1 ["align"(%arg2, %0 : !llvm.ptr<1>, i64)] : i1
    %11 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 256> : i32
    %12 = llvm.sext %11 : i32 to i64
    %13 = llvm.trunc %12 : i64 to i32
    %14 = llvm.udiv %13, %5 : i32
    %15 = llvm.zext %14 : i32 to i64
    %16 = llvm.urem %13, %5 : i32
    %17 = llvm.trunc %10 : i64 to i32
    %18 = llvm.mul %17, %4 overflow<nsw> : i32
    %19 = llvm.mul %16, %3 overflow<nsw> : i32
    %20 = llvm.add %18, %19 : i32
    %21 = llvm.zext %20 : i32 to i64
    %22 = llvm.mul %15, %2 : i64
    %23 = llvm.add %22, %21 : i64
    %24 = llvm.getelementptr %arg0[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %25 = llvm.load %24 <alignment = 4> : !llvm.ptr<1> -> vector<4xi32>
    %26 = llvm.getelementptr %arg1[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %27 = llvm.load %26 <alignment = 4> : !llvm.ptr<1> -> vector<4xi32>
    %28 = llvm.add %25, %27 : vector<4xi32>
    %29 = llvm.ashr %28, %8 : vector<4xi32>
    %30 = llvm.xor %29, %27 : vector<4xi32>
    %31 = llvm.sdiv %30, %7 : vector<4xi32>
    %32 = llvm.and %31, %6 : vector<4xi32>
    %33 = llvm.intr.umin(%32, %6) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %34 = llvm.mul %15, %2 : i64
    %35 = llvm.add %34, %21 : i64
    %36 = llvm.getelementptr %arg2[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    llvm.store %33, %36 <alignment = 4> : vector<4xi32>, !llvm.ptr<1>
    llvm.return
  }
  iree_codegen.dispatch_config @bint_dispatch_0_elementwise_128x256_i32 workgroup_size = [32, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c256 = arith.constant 256 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c256, %c1, %c1 : index, index, index
  }
}
