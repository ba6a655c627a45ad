module {
  llvm.mlir.global external @__dynamic_shared_memory__() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global private @__shared_memory__() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<1 x array<1 x array<4 x f32>>>
  llvm.func @mean_mid_dispatch_0_reduction_8x64x512_f32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
    %0 = llvm.mlir.constant(-1 : i32) : i32
    %1 = llvm.mlir.poison : vector<1xf32>
    %2 = llvm.mlir.constant(3 : i64) : i64
    %3 = llvm.mlir.constant(2 : i64) : i64
    %4 = llvm.mlir.poison : vector<4xf32>
    %5 = llvm.mlir.constant(true) : i1
    %6 = llvm.mlir.constant(64 : i64) : i64
    %7 = llvm.mlir.constant(32768 : i64) : i64
    %8 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %9 = llvm.mlir.constant(0 : i64) : i64
    %10 = llvm.mlir.constant(0 : i64) : i64
    %11 = llvm.getelementptr %8[%9, %10] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %12 = llvm.mlir.constant(3 : i32) : i32
    %13 = llvm.mlir.constant(128 : i32) : i32
    %14 = llvm.mlir.constant(0 : i32) : i32
    %15 = llvm.mlir.constant(64 : i32) : i32
    %16 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %17 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
    %18 = llvm.mlir.constant(16 : i32) : i32
    %19 = llvm.mlir.constant(8 : i32) : i32
    %20 = llvm.mlir.constant(4 : i32) : i32
    %21 = llvm.mlir.constant(2 : i32) : i32
    %22 = llvm.mlir.constant(32 : i32) : i32
    %23 = llvm.mlir.constant(1 : i32) : i32
    %24 = llvm.mlir.constant(0 : i64) : i64
    %25 = llvm.mlir.constant(0.001953125 : f32) : f32
    %26 = llvm.mlir.constant(1 : i64) : i64
    %27 = llvm.mlir.constant(4 : i64) : i64
    %28 = llvm.getelementptr %11[0, 0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<1 x array<1 x array<4 x f32>>>
    %29 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
    %30 = llvm.sext %29 : i32 to i64
    llvm.intr.assume %5 ["align"(%arg0, %6 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %5 ["align"(%arg1, %6 : !llvm.ptr<1>, i64)] : i1
    %31 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 512> : i32
    %32 = llvm.sext %31 : i32 to i64
    %33 = llvm.trunc %32 : i64 to i32
    %34 = llvm.udiv %33, %15 : i32
    %35 = llvm.zext %34 : i32 to i64
    %36 = llvm.urem %33, %15 : i32
    %37 = llvm.zext %36 : i32 to i64
    %38 = llvm.trunc %30 : i64 to i32
    %39 = llvm.udiv %38, %22 : i32
    %40 = llvm.zext %39 : i32 to i64
    %41 = llvm.urem %38, %22 : i32
    %42 = llvm.mul %39, %13 overflow<nsw> : i32
    %43 = llvm.mul %41, %20 overflow<nsw> : i32
    %44 = llvm.add %42, %43 overflow<nsw> : i32
    llvm.br ^bb1(%14, %17 : i32, vector<1xf32>)
  ^bb1(%45: i32, %46: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
    %47 = llvm.icmp "slt" %45, %13 : i32
    llvm.cond_br %47, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %48 = llvm.mul %45, %20 overflow<nsw> : i32
    %49 = llvm.add %44, %48 overflow<nsw> : i32
    %50 = llvm.zext %49 : i32 to i64
    %51 = llvm.mul %35, %7 : i64
    %52 = llvm.mul %50, %6 : i64
    %53 = llvm.add %51, %52 : i64
    %54 = llvm.add %53, %37 : i64
    %55 = llvm.getelementptr %arg0[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %56 = llvm.load %55 <alignment = 4> : !llvm.ptr<1> -> vector<1xf32>
    %57 = llvm.add %49, %23 overflow<nsw> : i32
    %58 = llvm.zext %57 : i32 to i64
    %59 = llvm.mul %35, %7 : i64
    %60 = llvm.mul %58, %6 : i64
    %61 = llvm.add %59, %60 : i64
    %62 = llvm.add %61, %37 : i64
    %63 = llvm.getelementptr %arg0[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %64 = llvm.load %63 <alignment = 4> : !llvm.ptr<1> -> vector<1xf32>
    %65 = llvm.add %49, %21 overflow<nsw> : i32
    %66 = llvm.zext %65 : i32 to i64
    %67 = llvm.mul %35, %7 : i64
    %68 = llvm.mul %66, %6 : i64
    %69 = llvm.add %67, %68 : i64
    %70 = llvm.add %69, %37 : i64
    %71 = llvm.getelementptr %arg0[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %72 = llvm.load %71 <alignment = 4> : !llvm.ptr<1> -> vector<1xf32>
    %73 = llvm.add %49, %12 overflow<nsw> : i32
    %74 = llvm.zext %73 : i32 to i64
    %75 = llvm.mul %35, %7 : i64
    %76 = llvm.mul %74, %6 : i64
    %77 = llvm.add %75, %76 : i64
    %78 = llvm.add %77, %37 : i64
    %79 = llvm.getelementptr %arg0[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %80 = llvm.load %79 <alignment = 4> : !llvm.ptr<1> -> vector<1xf32>
    %81 = llvm.extractelement %56[%24 : i64] : vector<1xf32>
    %82 = llvm.extractelement %64[%24 : i64] : vector<1xf32>
    %83 = llvm.extractelement %72[%24 : i64] : vector<1xf32>
    %84 = llvm.extractelement %80[%24 : i64] : vector<1xf32>
    %85 = llvm.insertelement %81, %4[%24 : i64] : vector<4xf32>
    %86 = llvm.insertelement %82, %85[%26 : i64] : vector<4xf32>
    %87 = llvm.insertelement %83, %86[%3 : i64] : vector<4xf32>
    %88 = llvm.insertelement %84, %87[%2 : i64] : vector<4xf32>
    %89 = llvm.intr.vector.reduce.fadd(%16, %88) : (f32, vector<4xf32>) -> f32
    %90 = llvm.insertelement %89, %1[%14 : i32] : vector<1xf32>
    %91 = llvm.fadd %90, %46 : vector<1xf32>
    %92 = llvm.add %45, %15 : i32
    llvm.br ^bb1(%92, %91 : i32, vector<1xf32>)
  ^bb3:  // pred: ^bb1
    %93 = llvm.extractelement %46[%24 : i64] : vector<1xf32>
    %94 = llvm.fadd %93, %16 : f32
    %95 = llvm.sub %22, %22 : i32
    %96 = llvm.lshr %0, %95 : i32
    %97 = llvm.sub %22, %23 : i32
    %98 = nvvm.shfl.sync bfly %96, %94, %23, %97 : f32 -> f32
    %99 = llvm.fadd %94, %98 : f32
    %100 = llvm.sub %22, %22 : i32
    %101 = llvm.lshr %0, %100 : i32
    %102 = llvm.sub %22, %23 : i32
    %103 = nvvm.shfl.sync bfly %101, %99, %21, %102 : f32 -> f32
    %104 = llvm.fadd %99, %103 : f32
    %105 = llvm.sub %22, %22 : i32
    %106 = llvm.lshr %0, %105 : i32
    %107 = llvm.sub %22, %23 : i32
    %108 = nvvm.shfl.sync bfly %106, %104, %20, %107 : f32 -> f32
    %109 = llvm.fadd %104, %108 : f32
    %110 = llvm.sub %22, %22 : i32
    %111 = llvm.lshr %0, %110 : i32
    %112 = llvm.sub %22, %23 : i32
    %113 = nvvm.shfl.sync bfly %111, %109, %19, %112 : f32 -> f32
    %114 = llvm.fadd %109, %113 : f32
    %115 = llvm.sub %22, %22 : i32
    %116 = llvm.lshr %0, %115 : i32
    %117 = llvm.sub %22, %23 : i32
    %118 = nvvm.shfl.sync bfly %116, %114, %18, %117 : f32 -> f32
    %119 = llvm.fadd %114, %118 : f32
    %120 = llvm.icmp "eq" %41, %14 : i32
    llvm.cond_br %120, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %121 = llvm.insertelement %119, %1[%14 : i32] : vector<1xf32>
    %122 = llvm.mul %24, %27 : i64
    %123 = llvm.mul %24, %27 : i64
    %124 = llvm.add %122, %123 : i64
    %125 = llvm.add %124, %40 : i64
    %126 = llvm.getelementptr %28[%125] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
    llvm.store %121, %126 <alignment = 4> : vector<1xf32>, !llvm.ptr<3>
    llvm.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    nvvm.barrier
    %127 = llvm.urem %38, %21 : i32
    %128 = llvm.zext %127 : i32 to i64
    %129 = llvm.mul %24, %27 : i64
    %130 = llvm.mul %24, %27 : i64
    %131 = llvm.add %129, %130 : i64
    %132 = llvm.add %131, %128 : i64
    %133 = llvm.getelementptr %28[%132] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
    %134 = llvm.load %133 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
    %135 = llvm.extractelement %134[%24 : i64] : vector<1xf32>
    %136 = llvm.fadd %135, %16 : f32
    %137 = llvm.sub %22, %22 : i32
    %138 = llvm.lshr %0, %137 : i32
    %139 = llvm.sub %22, %23 : i32
    %140 = nvvm.shfl.sync bfly %138, %136, %23, %139 : f32 -> f32
    %141 = llvm.fadd %136, %140 : f32
    %142 = llvm.fadd %141, %16 : f32
    %143 = llvm.fmul %142, %25 : f32
    %144 = llvm.fmul %143, %143 : f32
    %145 = llvm.insertelement %144, %1[%14 : i32] : vector<1xf32>
    %146 = llvm.icmp "eq" %38, %14 : i32
    llvm.cond_br %146, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %147 = llvm.mul %35, %6 : i64
    %148 = llvm.add %147, %37 : i64
    %149 = llvm.getelementptr %arg1[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %145, %149 <alignment = 4> : vector<1xf32>, !llvm.ptr<1>
    llvm.br ^bb7
  ^bb7:  // 2 preds: ^bb5, ^bb6
    llvm.return
  }
  iree_codegen.dispatch_config @mean_mid_dispatch_0_reduction_8x64x512_f32 workgroup_size = [64, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c512 = arith.constant 512 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c512, %c1, %c1 : index, index, index
  }
}
