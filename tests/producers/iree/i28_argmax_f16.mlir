module {
  llvm.mlir.global external @__dynamic_shared_memory__() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global private @__shared_memory__() {addr_space = 3 : i32, alignment = 2 : i64} : !llvm.array<36 x f16>
  llvm.func @argmax_f16_dispatch_0_reduction_32x512_f16xf16xi32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
    %0 = llvm.mlir.constant(64 : i64) : i64
    %1 = llvm.mlir.constant(true) : i1
    %2 = llvm.mlir.constant(512 : i64) : i64
    %3 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %4 = llvm.mlir.constant(0 : i64) : i64
    %5 = llvm.mlir.constant(0 : i64) : i64
    %6 = llvm.getelementptr %3[%4, %5] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %7 = llvm.mlir.constant(dense<0> : vector<1xi32>) : vector<1xi32>
    %8 = llvm.mlir.constant(dense<0xFC00> : vector<1xf16>) : vector<1xf16>
    %9 = llvm.mlir.constant(0 : i32) : i32
    %10 = llvm.mlir.constant(512 : i32) : i32
    %11 = llvm.mlir.constant(4 : i32) : i32
    %12 = llvm.mlir.constant(1 : i32) : i32
    %13 = llvm.getelementptr %6[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<36 x f16>
    %14 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
    %15 = llvm.sext %14 : i32 to i64
    llvm.intr.assume %1 ["align"(%arg0, %0 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %1 ["align"(%arg1, %0 : !llvm.ptr<1>, i64)] : i1
    %16 = llvm.getelementptr %13[%15] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %8, %16 <alignment = 2> : vector<1xf16>, !llvm.ptr<3>
    nvvm.barrier
    %17 = llvm.getelementptr %arg1[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    llvm.store %7, %17 <alignment = 4> : vector<1xi32>, !llvm.ptr<1>
    llvm.br ^bb1(%9 : i32)
  ^bb1(%18: i32):  // 2 preds: ^bb0, ^bb5
    %19 = llvm.icmp "slt" %18, %10 : i32
    llvm.cond_br %19, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    nvvm.barrier
    llvm.br ^bb3(%9 : i32)
  ^bb3(%20: i32):  // 2 preds: ^bb2, ^bb4
    %21 = llvm.icmp "slt" %20, %11 : i32
    llvm.cond_br %21, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %22 = llvm.add %18, %20 : i32
    %23 = llvm.zext %22 : i32 to i64
    %24 = llvm.mul %15, %2 overflow<nsw, nuw> : i64
    %25 = llvm.add %24, %23 overflow<nsw, nuw> : i64
    %26 = llvm.getelementptr inbounds|nuw %arg0[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %27 = llvm.load %26 : !llvm.ptr<1> -> f16
    %28 = llvm.getelementptr inbounds|nuw %13[%15] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %29 = llvm.load %28 : !llvm.ptr<3> -> f16
    %30 = llvm.getelementptr inbounds|nuw %arg1[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %31 = llvm.load %30 : !llvm.ptr<1> -> i32
    %32 = llvm.fcmp "ogt" %27, %29 : f16
    %33 = llvm.select %32, %27, %29 : i1, f16
    %34 = llvm.select %32, %22, %31 : i1, i32
    %35 = llvm.getelementptr inbounds|nuw %13[%15] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %33, %35 : f16, !llvm.ptr<3>
    %36 = llvm.getelementptr inbounds|nuw %arg1[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    llvm.store %34, %36 : i32, !llvm.ptr<1>
    %37 = llvm.add %20, %12 : i32
    llvm.br ^bb3(%37 : i32)
  ^bb5:  // pred: ^bb3
    %38 = llvm.add %18, %11 : i32
    llvm.br ^bb1(%38 : i32)
  ^bb6:  // pred: ^bb1
    llvm.return
  }
  iree_codegen.dispatch_config @argmax_f16_dispatch_0_reduction_32x512_f16xf16xi32 workgroup_size = [32, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c1, %c1, %c1 : index, index, index
  }
}
