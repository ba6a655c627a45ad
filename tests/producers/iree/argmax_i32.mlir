module {
  llvm.mlir.global external @__dynamic_shared_memory__() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global private @__shared_memory__() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<34 x i32>
  llvm.func @argmax_dispatch_0_reduction_64x256_i32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
    %0 = llvm.mlir.constant(true) : i1
    %1 = llvm.mlir.constant(256 : i64) : i64
    %2 = llvm.mlir.constant(64 : i64) : i64
    %3 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %4 = llvm.mlir.constant(0 : i64) : i64
    %5 = llvm.mlir.constant(0 : i64) : i64
    %6 = llvm.getelementptr %3[%4, %5] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %7 = llvm.mlir.constant(dense<-2147483648> : vector<1xi32>) : vector<1xi32>
    %8 = llvm.mlir.constant(dense<0> : vector<1xi32>) : vector<1xi32>
    %9 = llvm.mlir.constant(32 : i32) : i32
    %10 = llvm.mlir.constant(0 : i32) : i32
    %11 = llvm.mlir.constant(256 : i32) : i32
    %12 = llvm.mlir.constant(4 : i32) : i32
    %13 = llvm.mlir.constant(1 : i32) : i32
    %14 = llvm.getelementptr %6[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<34 x i32>
    %15 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
    %16 = llvm.sext %15 : i32 to i64
    llvm.intr.assume %0 ["align"(%arg0, %2 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %0 ["align"(%arg1, %2 : !llvm.ptr<1>, i64)] : i1
    %17 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2> : i32
    %18 = llvm.sext %17 : i32 to i64
    %19 = llvm.getelementptr %14[%16] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
    llvm.store %7, %19 <alignment = 4> : vector<1xi32>, !llvm.ptr<3>
    nvvm.barrier
    %20 = llvm.trunc %18 : i64 to i32
    %21 = llvm.mul %20, %9 overflow<nsw> : i32
    %22 = llvm.trunc %16 : i64 to i32
    %23 = llvm.add %22, %21 : i32
    %24 = llvm.zext %23 : i32 to i64
    %25 = llvm.getelementptr %arg1[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    llvm.store %8, %25 <alignment = 4> : vector<1xi32>, !llvm.ptr<1>
    llvm.br ^bb1(%10 : i32)
  ^bb1(%26: i32):  // 2 preds: ^bb0, ^bb4
    %27 = llvm.icmp "slt" %26, %11 : i32
    llvm.cond_br %27, ^bb2(%10 : i32), ^bb5
  ^bb2(%28: i32):  // 2 preds: ^bb1, ^bb3
    %29 = llvm.icmp "slt" %28, %12 : i32
    llvm.cond_br %29, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %30 = llvm.add %26, %28 : i32
    %31 = llvm.zext %30 : i32 to i64
    %32 = llvm.mul %24, %1 overflow<nsw, nuw> : i64
    %33 = llvm.add %32, %31 overflow<nsw, nuw> : i64
    %34 = llvm.getelementptr inbounds|nuw %arg0[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %35 = llvm.load %34 : !llvm.ptr<1> -> i32
    %36 = llvm.getelementptr inbounds|nuw %14[%16] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
    %37 = llvm.load %36 : !llvm.ptr<3> -> i32
    %38 = llvm.getelementptr inbounds|nuw %arg1[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %39 = llvm.load %38 : !llvm.ptr<1> -> i32
    %40 = llvm.icmp "sgt" %35, %37 : i32
    %41 = llvm.intr.smax(%35, %37) : (i32, i32) -> i32
    %42 = llvm.select %40, %30, %39 : i1, i32
    %43 = llvm.getelementptr inbounds|nuw %14[%16] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
    llvm.store %41, %43 : i32, !llvm.ptr<3>
    %44 = llvm.getelementptr inbounds|nuw %arg1[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    llvm.store %42, %44 : i32, !llvm.ptr<1>
    %45 = llvm.add %28, %13 : i32
    llvm.br ^bb2(%45 : i32)
  ^bb4:  // pred: ^bb2
    nvvm.barrier
    %46 = llvm.add %26, %12 : i32
    llvm.br ^bb1(%46 : i32)
  ^bb5:  // pred: ^bb1
    llvm.return
  }
  iree_codegen.dispatch_config @argmax_dispatch_0_reduction_64x256_i32 workgroup_size = [32, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c2, %c1, %c1 : index, index, index
  }
}
