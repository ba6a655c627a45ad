module {
  llvm.func @__nv_fmaf(f32, f32, f32) -> f32
  llvm.func @matvec_dispatch_0_matvec_like_4096x1024_f16xf16xf32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
    %0 = llvm.mlir.constant(-1 : i32) : i32
    %1 = llvm.mlir.poison : vector<1xf32>
    %2 = llvm.mlir.constant(7 : i64) : i64
    %3 = llvm.mlir.constant(6 : i64) : i64
    %4 = llvm.mlir.constant(5 : i64) : i64
    %5 = llvm.mlir.constant(4 : i64) : i64
    %6 = llvm.mlir.constant(3 : i64) : i64
    %7 = llvm.mlir.constant(2 : i64) : i64
    %8 = llvm.mlir.constant(64 : i64) : i64
    %9 = llvm.mlir.constant(true) : i1
    %10 = llvm.mlir.constant(1 : i64) : i64
    %11 = llvm.mlir.constant(1024 : i64) : i64
    %12 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %13 = llvm.mlir.constant(128 : i32) : i32
    %14 = llvm.mlir.constant(0 : i32) : i32
    %15 = llvm.mlir.constant(16 : i32) : i32
    %16 = llvm.mlir.constant(8 : i32) : i32
    %17 = llvm.mlir.constant(4 : i32) : i32
    %18 = llvm.mlir.constant(2 : i32) : i32
    %19 = llvm.mlir.constant(32 : i32) : i32
    %20 = llvm.mlir.constant(1 : i32) : i32
    %21 = llvm.mlir.constant(0 : i64) : i64
    %22 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
    %23 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
    %24 = llvm.sext %23 : i32 to i64
    llvm.intr.assume %9 ["align"(%arg0, %8 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %9 ["align"(%arg1, %8 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %9 ["align"(%arg2, %8 : !llvm.ptr<1>, i64)] : i1
    %25 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 4096> : i32
    %26 = llvm.sext %25 : i32 to i64
    %27 = llvm.trunc %24 : i64 to i32
    %28 = llvm.mul %27, %16 overflow<nsw> : i32
    llvm.br ^bb1(%14, %22 : i32, vector<1xf32>)
  ^bb1(%29: i32, %30: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
    %31 = llvm.icmp "slt" %29, %13 : i32
    llvm.cond_br %31, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %32 = llvm.mul %29, %16 overflow<nsw> : i32
    %33 = llvm.add %28, %32 overflow<nsw> : i32
    %34 = llvm.zext %33 : i32 to i64
    %35 = llvm.mul %26, %11 : i64
    %36 = llvm.add %35, %34 : i64
    %37 = llvm.getelementptr %arg0[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %38 = llvm.load %37 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %39 = llvm.getelementptr %arg1[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %40 = llvm.load %39 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %41 = llvm.fpext %38 : vector<8xf16> to vector<8xf32>
    %42 = llvm.fpext %40 : vector<8xf16> to vector<8xf32>
    %43 = llvm.extractelement %41[%21 : i64] : vector<8xf32>
    %44 = llvm.extractelement %41[%10 : i64] : vector<8xf32>
    %45 = llvm.extractelement %41[%7 : i64] : vector<8xf32>
    %46 = llvm.extractelement %41[%6 : i64] : vector<8xf32>
    %47 = llvm.extractelement %41[%5 : i64] : vector<8xf32>
    %48 = llvm.extractelement %41[%4 : i64] : vector<8xf32>
    %49 = llvm.extractelement %41[%3 : i64] : vector<8xf32>
    %50 = llvm.extractelement %41[%2 : i64] : vector<8xf32>
    %51 = llvm.insertelement %43, %1[%14 : i32] : vector<1xf32>
    %52 = llvm.insertelement %44, %1[%14 : i32] : vector<1xf32>
    %53 = llvm.insertelement %45, %1[%14 : i32] : vector<1xf32>
    %54 = llvm.insertelement %46, %1[%14 : i32] : vector<1xf32>
    %55 = llvm.insertelement %47, %1[%14 : i32] : vector<1xf32>
    %56 = llvm.insertelement %48, %1[%14 : i32] : vector<1xf32>
    %57 = llvm.insertelement %49, %1[%14 : i32] : vector<1xf32>
    %58 = llvm.insertelement %50, %1[%14 : i32] : vector<1xf32>
    %59 = llvm.extractelement %42[%21 : i64] : vector<8xf32>
    %60 = llvm.extractelement %42[%10 : i64] : vector<8xf32>
    %61 = llvm.extractelement %42[%7 : i64] : vector<8xf32>
    %62 = llvm.extractelement %42[%6 : i64] : vector<8xf32>
    %63 = llvm.extractelement %42[%5 : i64] : vector<8xf32>
    %64 = llvm.extractelement %42[%4 : i64] : vector<8xf32>
    %65 = llvm.extractelement %42[%3 : i64] : vector<8xf32>
    %66 = llvm.extractelement %42[%2 : i64] : vector<8xf32>
    %67 = llvm.insertelement %59, %1[%14 : i32] : vector<1xf32>
    %68 = llvm.insertelement %60, %1[%14 : i32] : vector<1xf32>
    %69 = llvm.insertelement %61, %1[%14 : i32] : vector<1xf32>
    %70 = llvm.insertelement %62, %1[%14 : i32] : vector<1xf32>
    %71 = llvm.insertelement %63, %1[%14 : i32] : vector<1xf32>
    %72 = llvm.insertelement %64, %1[%14 : i32] : vector<1xf32>
    %73 = llvm.insertelement %65, %1[%14 : i32] : vector<1xf32>
    %74 = llvm.insertelement %66, %1[%14 : i32] : vector<1xf32>
    %75 = llvm.extractelement %58[%21 : i64] : vector<1xf32>
    %76 = llvm.extractelement %74[%21 : i64] : vector<1xf32>
    %77 = llvm.extractelement %30[%21 : i64] : vector<1xf32>
    %78 = llvm.call @__nv_fmaf(%75, %76, %77) : (f32, f32, f32) -> f32
    %79 = llvm.insertelement %78, %1[%21 : i64] : vector<1xf32>
    %80 = llvm.extractelement %57[%21 : i64] : vector<1xf32>
    %81 = llvm.extractelement %73[%21 : i64] : vector<1xf32>
    %82 = llvm.extractelement %79[%21 : i64] : vector<1xf32>
    %83 = llvm.call @__nv_fmaf(%80, %81, %82) : (f32, f32, f32) -> f32
    %84 = llvm.insertelement %83, %1[%21 : i64] : vector<1xf32>
    %85 = llvm.extractelement %56[%21 : i64] : vector<1xf32>
    %86 = llvm.extractelement %72[%21 : i64] : vector<1xf32>
    %87 = llvm.extractelement %84[%21 : i64] : vector<1xf32>
    %88 = llvm.call @__nv_fmaf(%85, %86, %87) : (f32, f32, f32) -> f32
    %89 = llvm.insertelement %88, %1[%21 : i64] : vector<1xf32>
    %90 = llvm.extractelement %55[%21 : i64] : vector<1xf32>
    %91 = llvm.extractelement %71[%21 : i64] : vector<1xf32>
    %92 = llvm.extractelement %89[%21 : i64] : vector<1xf32>
    %93 = llvm.call @__nv_fmaf(%90, %91, %92) : (f32, f32, f32) -> f32
    %94 = llvm.insertelement %93, %1[%21 : i64] : vector<1xf32>
    %95 = llvm.extractelement %54[%21 : i64] : vector<1xf32>
    %96 = llvm.extractelement %70[%21 : i64] : vector<1xf32>
    %97 = llvm.extractelement %94[%21 : i64] : vector<1xf32>
    %98 = llvm.call @__nv_fmaf(%95, %96, %97) : (f32, f32, f32) -> f32
    %99 = llvm.insertelement %98, %1[%21 : i64] : vector<1xf32>
    %100 = llvm.extractelement %53[%21 : i64] : vector<1xf32>
    %101 = llvm.extractelement %69[%21 : i64] : vector<1xf32>
    %102 = llvm.extractelement %99[%21 : i64] : vector<1xf32>
    %103 = llvm.call @__nv_fmaf(%100, %101, %102) : (f32, f32, f32) -> f32
    %104 = llvm.insertelement %103, %1[%21 : i64] : vector<1xf32>
    %105 = llvm.extractelement %52[%21 : i64] : vector<1xf32>
    %106 = llvm.extractelement %68[%21 : i64] : vector<1xf32>
    %107 = llvm.extractelement %104[%21 : i64] : vector<1xf32>
    %108 = llvm.call @__nv_fmaf(%105, %106, %107) : (f32, f32, f32) -> f32
    %109 = llvm.insertelement %108, %1[%21 : i64] : vector<1xf32>
    %110 = llvm.extractelement %51[%21 : i64] : vector<1xf32>
    %111 = llvm.extractelement %67[%21 : i64] : vector<1xf32>
    %112 = llvm.extractelement %109[%21 : i64] : vector<1xf32>
    %113 = llvm.call @__nv_fmaf(%110, %111, %112) : (f32, f32, f32) -> f32
    %114 = llvm.insertelement %113, %1[%21 : i64] : vector<1xf32>
    %115 = llvm.add %29, %19 : i32
    llvm.br ^bb1(%115, %114 : i32, vector<1xf32>)
  ^bb3:  // pred: ^bb1
    %116 = llvm.extractelement %30[%21 : i64] : vector<1xf32>
    %117 = llvm.fadd %116, %12 : f32
    %118 = llvm.sub %19, %19 : i32
    %119 = llvm.lshr %0, %118 : i32
    %120 = llvm.sub %19, %20 : i32
    %121 = nvvm.shfl.sync bfly %119, %117, %20, %120 : f32 -> f32
    %122 = llvm.fadd %117, %121 : f32
    %123 = llvm.sub %19, %19 : i32
    %124 = llvm.lshr %0, %123 : i32
    %125 = llvm.sub %19, %20 : i32
    %126 = nvvm.shfl.sync bfly %124, %122, %18, %125 : f32 -> f32
    %127 = llvm.fadd %122, %126 : f32
    %128 = llvm.sub %19, %19 : i32
    %129 = llvm.lshr %0, %128 : i32
    %130 = llvm.sub %19, %20 : i32
    %131 = nvvm.shfl.sync bfly %129, %127, %17, %130 : f32 -> f32
    %132 = llvm.fadd %127, %131 : f32
    %133 = llvm.sub %19, %19 : i32
    %134 = llvm.lshr %0, %133 : i32
    %135 = llvm.sub %19, %20 : i32
    %136 = nvvm.shfl.sync bfly %134, %132, %16, %135 : f32 -> f32
    %137 = llvm.fadd %132, %136 : f32
    %138 = llvm.sub %19, %19 : i32
    %139 = llvm.lshr %0, %138 : i32
    %140 = llvm.sub %19, %20 : i32
    %141 = nvvm.shfl.sync bfly %139, %137, %15, %140 : f32 -> f32
    %142 = llvm.fadd %137, %141 : f32
    %143 = llvm.fadd %142, %12 : f32
    %144 = llvm.insertelement %143, %1[%14 : i32] : vector<1xf32>
    %145 = llvm.icmp "eq" %27, %14 : i32
    llvm.cond_br %145, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %146 = llvm.getelementptr %arg2[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %144, %146 <alignment = 4> : vector<1xf32>, !llvm.ptr<1>
    llvm.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    llvm.return
  }
  iree_codegen.dispatch_config @matvec_dispatch_0_matvec_like_4096x1024_f16xf16xf32 workgroup_size = [32, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c4096 = arith.constant 4096 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c4096, %c1, %c1 : index, index, index
  }
}
