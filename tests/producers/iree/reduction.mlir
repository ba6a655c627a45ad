module {
  llvm.mlir.global external @__dynamic_shared_memory__() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global private @__shared_memory__() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<1 x array<4 x f32>>
  llvm.func @row_sum_dispatch_0_reduction_64x256_f32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
    %0 = llvm.mlir.poison : vector<1xf32>
    %1 = llvm.mlir.constant(-1 : i32) : i32
    %2 = llvm.mlir.constant(true) : i1
    %3 = llvm.mlir.constant(256 : i64) : i64
    %4 = llvm.mlir.constant(64 : i64) : i64
    %5 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.mlir.constant(0 : i64) : i64
    %8 = llvm.getelementptr %5[%6, %7] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %9 = llvm.mlir.constant(0 : i64) : i64
    %10 = llvm.mlir.constant(1 : i32) : i32
    %11 = llvm.mlir.constant(32 : i32) : i32
    %12 = llvm.mlir.constant(2 : i32) : i32
    %13 = llvm.mlir.constant(4 : i32) : i32
    %14 = llvm.mlir.constant(8 : i32) : i32
    %15 = llvm.mlir.constant(16 : i32) : i32
    %16 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %17 = llvm.mlir.constant(0 : i32) : i32
    %18 = llvm.mlir.constant(128 : i32) : i32
    %19 = llvm.mlir.constant(4 : i64) : i64
    %20 = llvm.getelementptr %8[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<1 x array<4 x f32>>
    %21 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
    %22 = llvm.sext %21 : i32 to i64
    llvm.intr.assume %2 ["align"(%arg0, %4 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %2 ["align"(%arg1, %4 : !llvm.ptr<1>, i64)] : i1
    %23 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 64> : i32
    %24 = llvm.sext %23 : i32 to i64
    %25 = llvm.trunc %22 : i64 to i32
    %26 = llvm.udiv %25, %11 : i32
    %27 = llvm.zext %26 : i32 to i64
    %28 = llvm.urem %25, %11 : i32
    %29 = llvm.mul %26, %18 overflow<nsw> : i32
    %30 = llvm.mul %28, %13 overflow<nsw> : i32
    %31 = llvm.add %29, %30 overflow<nsw> : i32
    %32 = llvm.zext %31 : i32 to i64
    %33 = llvm.mul %24, %3 : i64
    %34 = llvm.add %33, %32 : i64
    %35 = llvm.getelementptr %arg0[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %36 = llvm.load %35 <alignment = 4> : !llvm.ptr<1> -> vector<4xf32>
    %37 = llvm.intr.vector.reduce.fadd(%16, %36) : (f32, vector<4xf32>) -> f32
    %38 = llvm.fadd %37, %16 : f32
    %39 = llvm.fadd %38, %16 : f32
    %40 = llvm.sub %11, %11 : i32
    %41 = llvm.lshr %1, %40 : i32
    %42 = llvm.sub %11, %10 : i32
    %43 = nvvm.shfl.sync bfly %41, %39, %10, %42 : f32 -> f32
    %44 = llvm.fadd %39, %43 : f32
    %45 = llvm.sub %11, %11 : i32
    %46 = llvm.lshr %1, %45 : i32
    %47 = llvm.sub %11, %10 : i32
    %48 = nvvm.shfl.sync bfly %46, %44, %12, %47 : f32 -> f32
    %49 = llvm.fadd %44, %48 : f32
    %50 = llvm.sub %11, %11 : i32
    %51 = llvm.lshr %1, %50 : i32
    %52 = llvm.sub %11, %10 : i32
    %53 = nvvm.shfl.sync bfly %51, %49, %13, %52 : f32 -> f32
    %54 = llvm.fadd %49, %53 : f32
    %55 = llvm.sub %11, %11 : i32
    %56 = llvm.lshr %1, %55 : i32
    %57 = llvm.sub %11, %10 : i32
    %58 = nvvm.shfl.sync bfly %56, %54, %14, %57 : f32 -> f32
    %59 = llvm.fadd %54, %58 : f32
    %60 = llvm.sub %11, %11 : i32
    %61 = llvm.lshr %1, %60 : i32
    %62 = llvm.sub %11, %10 : i32
    %63 = nvvm.shfl.sync bfly %61, %59, %15, %62 : f32 -> f32
    %64 = llvm.fadd %59, %63 : f32
    %65 = llvm.icmp "eq" %28, %17 : i32
    llvm.cond_br %65, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %66 = llvm.insertelement %64, %0[%17 : i32] : vector<1xf32>
    %67 = llvm.mul %9, %19 : i64
    %68 = llvm.add %67, %27 : i64
    %69 = llvm.getelementptr %20[%68] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
    llvm.store %66, %69 <alignment = 4> : vector<1xf32>, !llvm.ptr<3>
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    nvvm.barrier
    %70 = llvm.urem %25, %12 : i32
    %71 = llvm.zext %70 : i32 to i64
    %72 = llvm.mul %9, %19 : i64
    %73 = llvm.add %72, %71 : i64
    %74 = llvm.getelementptr %20[%73] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
    %75 = llvm.load %74 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
    %76 = llvm.extractelement %75[%9 : i64] : vector<1xf32>
    %77 = llvm.fadd %76, %16 : f32
    %78 = llvm.sub %11, %11 : i32
    %79 = llvm.lshr %1, %78 : i32
    %80 = llvm.sub %11, %10 : i32
    %81 = nvvm.shfl.sync bfly %79, %77, %10, %80 : f32 -> f32
    %82 = llvm.fadd %77, %81 : f32
    %83 = llvm.fadd %82, %16 : f32
    %84 = llvm.insertelement %83, %0[%17 : i32] : vector<1xf32>
    %85 = llvm.icmp "eq" %25, %17 : i32
    llvm.cond_br %85, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %86 = llvm.getelementptr %arg1[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %84, %86 <alignment = 4> : vector<1xf32>, !llvm.ptr<1>
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    llvm.return
  }
  iree_codegen.dispatch_config @row_sum_dispatch_0_reduction_64x256_f32 workgroup_size = [64, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c64, %c1, %c1 : index, index, index
  }
}
