module {
  llvm.func @absdiff_dispatch_0_elementwise_131072_i8(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
    %0 = llvm.mlir.constant(64 : i64) : i64
    %1 = llvm.mlir.constant(true) : i1
    %2 = llvm.mlir.constant(512 : i32) : i32
    %3 = llvm.mlir.constant(16 : i32) : i32
    %4 = llvm.mlir.constant(dense<1> : vector<16xi8>) : vector<16xi8>
    %5 = llvm.mlir.constant(dense<-56> : vector<16xi8>) : vector<16xi8>
    %6 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
    %7 = llvm.sext %6 : i32 to i64
    llvm.intr.assume %1 ["align"(%arg0, %0 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %1 ["align"(%arg1, %0 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %1 ["align"(%arg2, %0 : !llvm.ptr<1>, i64)] : i1
    %8 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 256> : i32
    %9 = llvm.sext %8 : i32 to i64
    %10 = llvm.trunc %7 : i64 to i32
    %11 = llvm.mul %10, %3 overflow<nsw> : i32
    %12 = llvm.trunc %9 : i64 to i32
    %13 = llvm.mul %12, %2 overflow<nsw> : i32
    %14 = llvm.add %11, %13 : i32
    %15 = llvm.zext %14 : i32 to i64
    %16 = llvm.getelementptr %arg0[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %17 = llvm.load %16 <alignment = 1> : !llvm.ptr<1> -> vector<16xi8>
    %18 = llvm.getelementptr %arg1[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %19 = llvm.load %18 <alignment = 1> : !llvm.ptr<1> -> vector<16xi8>
    %20 = llvm.intr.umax(%17, %19) : (vector<16xi8>, vector<16xi8>) -> vector<16xi8>
    %21 = llvm.intr.umin(%17, %19) : (vector<16xi8>, vector<16xi8>) -> vector<16xi8>
    %22 = llvm.sub %20, %21 : vector<16xi8>
    %23 = llvm.lshr %22, %4 : vector<16xi8>
    %24 = llvm.add %23, %22 : vector<16xi8>
    %25 = llvm.intr.umin(%24, %5) : (vector<16xi8>, vector<16xi8>) -> vector<16xi8>
    %26 = llvm.getelementptr %arg2[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    llvm.store %25, %26 <alignment = 1> : vector<16xi8>, !llvm.ptr<1>
    llvm.return
  }
  iree_codegen.dispatch_config @absdiff_dispatch_0_elementwise_131072_i8 workgroup_size = [32, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c256 = arith.constant 256 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c256, %c1, %c1 : index, index, index
  }
}
