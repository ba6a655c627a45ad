module {
  llvm.mlir.global external @__dynamic_shared_memory__() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global private @__shared_memory__() {addr_space = 3 : i32, alignment = 2 : i64} : !llvm.array<1 x array<8 x f16>>
  llvm.func @__nv_fmaxf(f32, f32) -> f32
  llvm.func @fmax_dispatch_0_reduction_16x1024_f16(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 128, 1, 1>} {
    %0 = llvm.mlir.poison : vector<1xf16>
    %1 = llvm.mlir.constant(-1 : i32) : i32
    %2 = llvm.mlir.constant(64 : i64) : i64
    %3 = llvm.mlir.constant(true) : i1
    %4 = llvm.mlir.constant(1024 : i64) : i64
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
    %16 = llvm.mlir.constant(0xFC00 : f16) : f16
    %17 = llvm.mlir.constant(0 : i32) : i32
    %18 = llvm.mlir.constant(256 : i32) : i32
    %19 = llvm.mlir.constant(8 : i64) : i64
    %20 = llvm.getelementptr %8[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<1 x array<8 x f16>>
    %21 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
    %22 = llvm.sext %21 : i32 to i64
    llvm.intr.assume %3 ["align"(%arg0, %2 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %3 ["align"(%arg1, %2 : !llvm.ptr<1>, i64)] : i1
    %23 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 16> : i32
    %24 = llvm.sext %23 : i32 to i64
    %25 = llvm.trunc %22 : i64 to i32
    %26 = llvm.udiv %25, %11 : i32
    %27 = llvm.zext %26 : i32 to i64
    %28 = llvm.urem %25, %11 : i32
    %29 = llvm.mul %26, %18 overflow<nsw> : i32
    %30 = llvm.mul %28, %14 overflow<nsw> : i32
    %31 = llvm.add %29, %30 overflow<nsw> : i32
    %32 = llvm.zext %31 : i32 to i64
    %33 = llvm.mul %24, %4 : i64
    %34 = llvm.add %33, %32 : i64
    %35 = llvm.getelementptr %arg0[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %36 = llvm.load %35 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %37 = llvm.intr.vector.reduce.fmax(%36) : (vector<8xf16>) -> f16
    %38 = llvm.intr.maxnum(%37, %16) : (f16, f16) -> f16
    %39 = llvm.fpext %38 : f16 to f32
    %40 = llvm.fpext %16 : f16 to f32
    %41 = llvm.call @__nv_fmaxf(%39, %40) : (f32, f32) -> f32
    %42 = llvm.fptrunc %41 : f32 to f16
    %43 = llvm.bitcast %42 : f16 to i16
    %44 = llvm.zext %43 : i16 to i32
    %45 = llvm.sub %11, %11 : i32
    %46 = llvm.lshr %1, %45 : i32
    %47 = llvm.sub %11, %10 : i32
    %48 = nvvm.shfl.sync bfly %46, %44, %10, %47 : i32 -> i32
    %49 = llvm.trunc %48 : i32 to i16
    %50 = llvm.bitcast %49 : i16 to f16
    %51 = llvm.fpext %42 : f16 to f32
    %52 = llvm.fpext %50 : f16 to f32
    %53 = llvm.call @__nv_fmaxf(%51, %52) : (f32, f32) -> f32
    %54 = llvm.fptrunc %53 : f32 to f16
    %55 = llvm.bitcast %54 : f16 to i16
    %56 = llvm.zext %55 : i16 to i32
    %57 = llvm.sub %11, %11 : i32
    %58 = llvm.lshr %1, %57 : i32
    %59 = llvm.sub %11, %10 : i32
    %60 = nvvm.shfl.sync bfly %58, %56, %12, %59 : i32 -> i32
    %61 = llvm.trunc %60 : i32 to i16
    %62 = llvm.bitcast %61 : i16 to f16
    %63 = llvm.fpext %54 : f16 to f32
    %64 = llvm.fpext %62 : f16 to f32
    %65 = llvm.call @__nv_fmaxf(%63, %64) : (f32, f32) -> f32
    %66 = llvm.fptrunc %65 : f32 to f16
    %67 = llvm.bitcast %66 : f16 to i16
    %68 = llvm.zext %67 : i16 to i32
    %69 = llvm.sub %11, %11 : i32
    %70 = llvm.lshr %1, %69 : i32
    %71 = llvm.sub %11, %10 : i32
    %72 = nvvm.shfl.sync bfly %70, %68, %13, %71 : i32 -> i32
    %73 = llvm.trunc %72 : i32 to i16
    %74 = llvm.bitcast %73 : i16 to f16
    %75 = llvm.fpext %66 : f16 to f32
    %76 = llvm.fpext %74 : f16 to f32
    %77 = llvm.call @__nv_fmaxf(%75, %76) : (f32, f32) -> f32
    %78 = llvm.fptrunc %77 : f32 to f16
    %79 = llvm.bitcast %78 : f16 to i16
    %80 = llvm.zext %79 : i16 to i32
    %81 = llvm.sub %11, %11 : i32
    %82 = llvm.lshr %1, %81 : i32
    %83 = llvm.sub %11, %10 : i32
    %84 = nvvm.shfl.sync bfly %82, %80, %14, %83 : i32 -> i32
    %85 = llvm.trunc %84 : i32 to i16
    %86 = llvm.bitcast %85 : i16 to f16
    %87 = llvm.fpext %78 : f16 to f32
    %88 = llvm.fpext %86 : f16 to f32
    %89 = llvm.call @__nv_fmaxf(%87, %88) : (f32, f32) -> f32
    %90 = llvm.fptrunc %89 : f32 to f16
    %91 = llvm.bitcast %90 : f16 to i16
    %92 = llvm.zext %91 : i16 to i32
    %93 = llvm.sub %11, %11 : i32
    %94 = llvm.lshr %1, %93 : i32
    %95 = llvm.sub %11, %10 : i32
    %96 = nvvm.shfl.sync bfly %94, %92, %15, %95 : i32 -> i32
    %97 = llvm.trunc %96 : i32 to i16
    %98 = llvm.bitcast %97 : i16 to f16
    %99 = llvm.fpext %90 : f16 to f32
    %100 = llvm.fpext %98 : f16 to f32
    %101 = llvm.call @__nv_fmaxf(%99, %100) : (f32, f32) -> f32
    %102 = llvm.fptrunc %101 : f32 to f16
    %103 = llvm.icmp "eq" %28, %17 : i32
    llvm.cond_br %103, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %104 = llvm.insertelement %102, %0[%17 : i32] : vector<1xf16>
    %105 = llvm.mul %9, %19 : i64
    %106 = llvm.add %105, %27 : i64
    %107 = llvm.getelementptr %20[%106] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %104, %107 <alignment = 2> : vector<1xf16>, !llvm.ptr<3>
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    nvvm.barrier
    %108 = llvm.urem %25, %13 : i32
    %109 = llvm.zext %108 : i32 to i64
    %110 = llvm.mul %9, %19 : i64
    %111 = llvm.add %110, %109 : i64
    %112 = llvm.getelementptr %20[%111] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %113 = llvm.load %112 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %114 = llvm.extractelement %113[%9 : i64] : vector<1xf16>
    %115 = llvm.fpext %114 : f16 to f32
    %116 = llvm.fpext %16 : f16 to f32
    %117 = llvm.call @__nv_fmaxf(%115, %116) : (f32, f32) -> f32
    %118 = llvm.fptrunc %117 : f32 to f16
    %119 = llvm.bitcast %118 : f16 to i16
    %120 = llvm.zext %119 : i16 to i32
    %121 = llvm.sub %11, %11 : i32
    %122 = llvm.lshr %1, %121 : i32
    %123 = llvm.sub %11, %10 : i32
    %124 = nvvm.shfl.sync bfly %122, %120, %10, %123 : i32 -> i32
    %125 = llvm.trunc %124 : i32 to i16
    %126 = llvm.bitcast %125 : i16 to f16
    %127 = llvm.fpext %118 : f16 to f32
    %128 = llvm.fpext %126 : f16 to f32
    %129 = llvm.call @__nv_fmaxf(%127, %128) : (f32, f32) -> f32
    %130 = llvm.fptrunc %129 : f32 to f16
    %131 = llvm.bitcast %130 : f16 to i16
    %132 = llvm.zext %131 : i16 to i32
    %133 = llvm.sub %11, %11 : i32
    %134 = llvm.lshr %1, %133 : i32
    %135 = llvm.sub %11, %10 : i32
    %136 = nvvm.shfl.sync bfly %134, %132, %12, %135 : i32 -> i32
    %137 = llvm.trunc %136 : i32 to i16
    %138 = llvm.bitcast %137 : i16 to f16
    %139 = llvm.fpext %130 : f16 to f32
    %140 = llvm.fpext %138 : f16 to f32
    %141 = llvm.call @__nv_fmaxf(%139, %140) : (f32, f32) -> f32
    %142 = llvm.fptrunc %141 : f32 to f16
    %143 = llvm.fpext %142 : f16 to f32
    %144 = llvm.fpext %16 : f16 to f32
    %145 = llvm.call @__nv_fmaxf(%143, %144) : (f32, f32) -> f32
    %146 = llvm.fptrunc %145 : f32 to f16
    %147 = llvm.insertelement %146, %0[%17 : i32] : vector<1xf16>
    %148 = llvm.icmp "eq" %25, %17 : i32
    llvm.cond_br %148, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %149 = llvm.getelementptr %arg1[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %147, %149 <alignment = 2> : vector<1xf16>, !llvm.ptr<1>
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    llvm.return
  }
  iree_codegen.dispatch_config @fmax_dispatch_0_reduction_16x1024_f16 workgroup_size = [128, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c16, %c1, %c1 : index, index, index
  }
}
