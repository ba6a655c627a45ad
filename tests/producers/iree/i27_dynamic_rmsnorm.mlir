module {
  llvm.mlir.global external @__dynamic_shared_memory__() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global private @__shared_memory__() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<1 x array<34 x f32>>
  llvm.func @__nv_rsqrtf(f32) -> f32
  llvm.func @rms_dispatch_0_reduction_DxD_f32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: i32 {llvm.noundef}, %arg3: i32 {llvm.noundef}, %arg4: i32 {llvm.noundef}, %arg5: i32 {llvm.noundef}, %arg6: i32 {llvm.noundef}) attributes {gpu.known_block_size = array<i32: 1024, 1, 1>} {
    %0 = llvm.mlir.constant(-1 : i32) : i32
    %1 = llvm.mlir.poison : vector<1xf32>
    %2 = llvm.mlir.poison : vector<4xi64>
    %3 = llvm.mlir.poison : vector<4xi32>
    %4 = llvm.mlir.constant(64 : i64) : i64
    %5 = llvm.mlir.constant(true) : i1
    %6 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %7 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %8 = llvm.mlir.constant(0 : i64) : i64
    %9 = llvm.mlir.constant(0 : i64) : i64
    %10 = llvm.getelementptr %7[%8, %9] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %11 = llvm.mlir.constant(0 : i64) : i64
    %12 = llvm.mlir.constant(32 : i64) : i64
    %13 = llvm.mlir.constant(1024 : i64) : i64
    %14 = llvm.mlir.constant(4 : i64) : i64
    %15 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
    %16 = llvm.mlir.constant(1 : i32) : i32
    %17 = llvm.mlir.constant(32 : i32) : i32
    %18 = llvm.mlir.constant(2 : i32) : i32
    %19 = llvm.mlir.constant(4 : i32) : i32
    %20 = llvm.mlir.constant(8 : i32) : i32
    %21 = llvm.mlir.constant(16 : i32) : i32
    %22 = llvm.mlir.poison : vector<4xf32>
    %23 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
    %24 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %25 = llvm.mlir.constant(4096 : i64) : i64
    %26 = llvm.mlir.constant(1 : i64) : i64
    %27 = llvm.mlir.constant(-4 : i64) : i64
    %28 = llvm.mlir.constant(128 : i32) : i32
    %29 = llvm.mlir.constant(0 : i32) : i32
    %30 = llvm.mlir.constant(9.99999974E-6 : f32) : f32
    %31 = llvm.mlir.constant(34 : i64) : i64
    %32 = llvm.getelementptr %10[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<1 x array<34 x f32>>
    %33 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
    %34 = llvm.sext %33 : i32 to i64
    %35 = llvm.zext %arg3 : i32 to i64
    %36 = llvm.zext %arg4 : i32 to i64
    %37 = llvm.shl %36, %12 : i64
    %38 = llvm.or %35, %37 : i64
    %39 = llvm.zext %arg5 : i32 to i64
    %40 = llvm.zext %arg6 : i32 to i64
    %41 = llvm.shl %40, %12 : i64
    %42 = llvm.or %39, %41 : i64
    %43 = llvm.icmp "ule" %38, %6 : i64
    llvm.intr.assume %43 : i1
    %44 = llvm.icmp "ule" %42, %6 : i64
    llvm.intr.assume %44 : i1
    %45 = llvm.mul %42, %26 : i64
    llvm.intr.assume %5 ["align"(%arg0, %4 : !llvm.ptr<1>, i64)] : i1
    %46 = llvm.mul %42, %26 : i64
    llvm.intr.assume %5 ["align"(%arg1, %4 : !llvm.ptr<1>, i64)] : i1
    %47 = llvm.sitofp %arg2 : i32 to f32
    %48 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
    %49 = llvm.sext %48 : i32 to i64
    %50 = nvvm.read.ptx.sreg.nctaid.x range <i32, 1, -2147483648> : i32
    %51 = llvm.sext %50 : i32 to i64
    llvm.br ^bb1(%49 : i64)
  ^bb1(%52: i64):  // 2 preds: ^bb0, ^bb10
    %53 = llvm.icmp "slt" %52, %38 : i64
    llvm.cond_br %53, ^bb2, ^bb11
  ^bb2:  // pred: ^bb1
    %54 = llvm.icmp "sle" %42, %11 : i64
    %55 = llvm.sub %11, %42 : i64
    %56 = llvm.sub %42, %26 : i64
    %57 = llvm.select %54, %55, %56 : i1, i64
    %58 = llvm.sdiv %57, %25 : i64
    %59 = llvm.sub %11, %58 : i64
    %60 = llvm.add %58, %26 : i64
    %61 = llvm.select %54, %59, %60 : i1, i64
    %62 = llvm.mul %61, %13 overflow<nsw> : i64
    llvm.br ^bb3(%11, %23 : i64, vector<1xf32>)
  ^bb3(%63: i64, %64: vector<1xf32>):  // 2 preds: ^bb2, ^bb4
    %65 = llvm.icmp "slt" %63, %62 : i64
    llvm.cond_br %65, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %66 = llvm.mul %63, %27 overflow<nsw> : i64
    %67 = llvm.add %42, %66 : i64
    %68 = llvm.intr.smin(%67, %25) : (i64, i64) -> i64
    %69 = llvm.trunc %34 : i64 to i32
    %70 = llvm.udiv %69, %17 : i32
    %71 = llvm.urem %69, %17 : i32
    %72 = llvm.intr.stepvector : vector<4xi64>
    %73 = llvm.mul %70, %28 : i32
    %74 = llvm.insertelement %73, %3[%29 : i32] : vector<4xi32>
    %75 = llvm.shufflevector %74, %3 [0, 0, 0, 0] : vector<4xi32> 
    %76 = llvm.trunc %72 : vector<4xi64> to vector<4xi32>
    %77 = llvm.add %76, %75 : vector<4xi32>
    %78 = llvm.mul %71, %19 : i32
    %79 = llvm.insertelement %78, %3[%29 : i32] : vector<4xi32>
    %80 = llvm.shufflevector %79, %3 [0, 0, 0, 0] : vector<4xi32> 
    %81 = llvm.add %77, %80 : vector<4xi32>
    %82 = llvm.zext %81 : vector<4xi32> to vector<4xi64>
    %83 = llvm.insertelement %68, %2[%29 : i32] : vector<4xi64>
    %84 = llvm.shufflevector %83, %2 [0, 0, 0, 0] : vector<4xi64> 
    %85 = llvm.icmp "slt" %82, %84 : vector<4xi64>
    %86 = llvm.mul %70, %28 overflow<nsw> : i32
    %87 = llvm.mul %71, %19 overflow<nsw> : i32
    %88 = llvm.add %86, %87 overflow<nsw> : i32
    %89 = llvm.zext %88 : i32 to i64
    %90 = llvm.mul %63, %14 overflow<nsw> : i64
    %91 = llvm.add %89, %90 : i64
    %92 = llvm.mul %52, %45 : i64
    %93 = llvm.add %92, %91 : i64
    %94 = llvm.getelementptr %arg0[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %95 = llvm.intr.masked.load(%94, %85, %22), alignment(4) : (!llvm.ptr<1>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    %96 = llvm.mul %70, %17 : i32
    %97 = llvm.add %96, %71 : i32
    %98 = llvm.insertelement %90, %2[%29 : i32] : vector<4xi64>
    %99 = llvm.shufflevector %98, %2 [0, 0, 0, 0] : vector<4xi64> 
    %100 = llvm.add %99, %72 : vector<4xi64>
    %101 = llvm.mul %97, %19 overflow<nsw> : i32
    %102 = llvm.zext %101 : i32 to i64
    %103 = llvm.insertelement %102, %2[%29 : i32] : vector<4xi64>
    %104 = llvm.shufflevector %103, %2 [0, 0, 0, 0] : vector<4xi64> 
    %105 = llvm.add %100, %104 : vector<4xi64>
    %106 = llvm.insertelement %42, %2[%29 : i32] : vector<4xi64>
    %107 = llvm.shufflevector %106, %2 [0, 0, 0, 0] : vector<4xi64> 
    %108 = llvm.icmp "ult" %105, %107 : vector<4xi64>
    %109 = llvm.fmul %95, %95 : vector<4xf32>
    %110 = llvm.select %108, %109, %15 : vector<4xi1>, vector<4xf32>
    %111 = llvm.intr.vector.reduce.fadd(%24, %110) : (f32, vector<4xf32>) -> f32
    %112 = llvm.insertelement %111, %1[%29 : i32] : vector<1xf32>
    %113 = llvm.fadd %112, %64 : vector<1xf32>
    %114 = llvm.add %63, %13 : i64
    llvm.br ^bb3(%114, %113 : i64, vector<1xf32>)
  ^bb5:  // pred: ^bb3
    %115 = llvm.extractelement %64[%11 : i64] : vector<1xf32>
    %116 = llvm.fadd %115, %24 : f32
    %117 = llvm.sub %17, %17 : i32
    %118 = llvm.lshr %0, %117 : i32
    %119 = llvm.sub %17, %16 : i32
    %120 = nvvm.shfl.sync bfly %118, %116, %16, %119 : f32 -> f32
    %121 = llvm.fadd %116, %120 : f32
    %122 = llvm.sub %17, %17 : i32
    %123 = llvm.lshr %0, %122 : i32
    %124 = llvm.sub %17, %16 : i32
    %125 = nvvm.shfl.sync bfly %123, %121, %18, %124 : f32 -> f32
    %126 = llvm.fadd %121, %125 : f32
    %127 = llvm.sub %17, %17 : i32
    %128 = llvm.lshr %0, %127 : i32
    %129 = llvm.sub %17, %16 : i32
    %130 = nvvm.shfl.sync bfly %128, %126, %19, %129 : f32 -> f32
    %131 = llvm.fadd %126, %130 : f32
    %132 = llvm.sub %17, %17 : i32
    %133 = llvm.lshr %0, %132 : i32
    %134 = llvm.sub %17, %16 : i32
    %135 = nvvm.shfl.sync bfly %133, %131, %20, %134 : f32 -> f32
    %136 = llvm.fadd %131, %135 : f32
    %137 = llvm.sub %17, %17 : i32
    %138 = llvm.lshr %0, %137 : i32
    %139 = llvm.sub %17, %16 : i32
    %140 = nvvm.shfl.sync bfly %138, %136, %21, %139 : f32 -> f32
    %141 = llvm.fadd %136, %140 : f32
    nvvm.barrier
    %142 = llvm.trunc %34 : i64 to i32
    %143 = llvm.udiv %142, %17 : i32
    %144 = llvm.zext %143 : i32 to i64
    %145 = llvm.urem %142, %17 : i32
    %146 = llvm.icmp "eq" %145, %29 : i32
    llvm.cond_br %146, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %147 = llvm.insertelement %141, %1[%29 : i32] : vector<1xf32>
    %148 = llvm.mul %11, %31 : i64
    %149 = llvm.add %148, %144 : i64
    %150 = llvm.getelementptr %32[%149] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
    llvm.store %147, %150 <alignment = 4> : vector<1xf32>, !llvm.ptr<3>
    llvm.br ^bb7
  ^bb7:  // 2 preds: ^bb5, ^bb6
    nvvm.barrier
    %151 = llvm.zext %145 : i32 to i64
    %152 = llvm.mul %11, %31 : i64
    %153 = llvm.add %152, %151 : i64
    %154 = llvm.getelementptr %32[%153] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
    %155 = llvm.load %154 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
    %156 = llvm.extractelement %155[%11 : i64] : vector<1xf32>
    %157 = llvm.fadd %156, %24 : f32
    %158 = llvm.sub %17, %17 : i32
    %159 = llvm.lshr %0, %158 : i32
    %160 = llvm.sub %17, %16 : i32
    %161 = nvvm.shfl.sync bfly %159, %157, %16, %160 : f32 -> f32
    %162 = llvm.fadd %157, %161 : f32
    %163 = llvm.sub %17, %17 : i32
    %164 = llvm.lshr %0, %163 : i32
    %165 = llvm.sub %17, %16 : i32
    %166 = nvvm.shfl.sync bfly %164, %162, %18, %165 : f32 -> f32
    %167 = llvm.fadd %162, %166 : f32
    %168 = llvm.sub %17, %17 : i32
    %169 = llvm.lshr %0, %168 : i32
    %170 = llvm.sub %17, %16 : i32
    %171 = nvvm.shfl.sync bfly %169, %167, %19, %170 : f32 -> f32
    %172 = llvm.fadd %167, %171 : f32
    %173 = llvm.sub %17, %17 : i32
    %174 = llvm.lshr %0, %173 : i32
    %175 = llvm.sub %17, %16 : i32
    %176 = nvvm.shfl.sync bfly %174, %172, %20, %175 : f32 -> f32
    %177 = llvm.fadd %172, %176 : f32
    %178 = llvm.sub %17, %17 : i32
    %179 = llvm.lshr %0, %178 : i32
    %180 = llvm.sub %17, %16 : i32
    %181 = nvvm.shfl.sync bfly %179, %177, %21, %180 : f32 -> f32
    %182 = llvm.fadd %177, %181 : f32
    %183 = llvm.fadd %182, %24 : f32
    llvm.br ^bb8(%11 : i64)
  ^bb8(%184: i64):  // 2 preds: ^bb7, ^bb9
    %185 = llvm.icmp "slt" %184, %42 : i64
    llvm.cond_br %185, ^bb9, ^bb10
  ^bb9:  // pred: ^bb8
    %186 = llvm.sub %42, %184 : i64
    %187 = llvm.intr.smin(%186, %25) : (i64, i64) -> i64
    %188 = llvm.intr.stepvector : vector<4xi64>
    %189 = llvm.mul %143, %28 : i32
    %190 = llvm.insertelement %189, %3[%29 : i32] : vector<4xi32>
    %191 = llvm.shufflevector %190, %3 [0, 0, 0, 0] : vector<4xi32> 
    %192 = llvm.trunc %188 : vector<4xi64> to vector<4xi32>
    %193 = llvm.add %192, %191 : vector<4xi32>
    %194 = llvm.mul %145, %19 : i32
    %195 = llvm.insertelement %194, %3[%29 : i32] : vector<4xi32>
    %196 = llvm.shufflevector %195, %3 [0, 0, 0, 0] : vector<4xi32> 
    %197 = llvm.add %193, %196 : vector<4xi32>
    %198 = llvm.zext %197 : vector<4xi32> to vector<4xi64>
    %199 = llvm.insertelement %187, %2[%29 : i32] : vector<4xi64>
    %200 = llvm.shufflevector %199, %2 [0, 0, 0, 0] : vector<4xi64> 
    %201 = llvm.icmp "slt" %198, %200 : vector<4xi64>
    %202 = llvm.mul %143, %28 overflow<nsw> : i32
    %203 = llvm.mul %145, %19 overflow<nsw> : i32
    %204 = llvm.add %202, %203 overflow<nsw> : i32
    %205 = llvm.zext %204 : i32 to i64
    %206 = llvm.add %184, %205 : i64
    %207 = llvm.mul %52, %45 : i64
    %208 = llvm.add %207, %206 : i64
    %209 = llvm.getelementptr %arg0[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %210 = llvm.intr.masked.load(%209, %201, %22), alignment(4) : (!llvm.ptr<1>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    %211 = llvm.fdiv %183, %47 : f32
    %212 = llvm.fadd %211, %30 : f32
    %213 = llvm.call @__nv_rsqrtf(%212) : (f32) -> f32
    %214 = llvm.insertelement %213, %22[%29 : i32] : vector<4xf32>
    %215 = llvm.shufflevector %214, %22 [0, 0, 0, 0] : vector<4xf32> 
    %216 = llvm.fmul %210, %215 : vector<4xf32>
    %217 = llvm.mul %52, %46 : i64
    %218 = llvm.add %217, %206 : i64
    %219 = llvm.getelementptr %arg1[%218] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.intr.masked.store(%216, %219, %201), alignment(4) : vector<4xf32>, vector<4xi1> into !llvm.ptr<1>
    %220 = llvm.add %184, %25 : i64
    llvm.br ^bb8(%220 : i64)
  ^bb10:  // pred: ^bb8
    %221 = llvm.add %52, %51 : i64
    llvm.br ^bb1(%221 : i64)
  ^bb11:  // pred: ^bb1
    llvm.return
  }
  iree_codegen.dispatch_config @rms_dispatch_0_reduction_DxD_f32 workgroup_size = [1024, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device, %arg1: index, %arg2: index):
    %c1 = arith.constant 1 : index
    %0 = affine.min affine_map<()[s0] -> (2147483647, s0)>()[%arg1]
    iree_codegen.yield %0, %c1, %c1 : index, index, index
  }
}
