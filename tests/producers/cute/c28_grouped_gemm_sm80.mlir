module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, portable, [sm_80]>]} {
    llvm.func @kernel_cutlass_grouped_gemm_kernel_TiledMMA_ThrLayoutVMNK32221132640_PermutationMNK321321161_MMAAtom_ThrID321_ShapeMNK16816_TVLayoutA48222321168128_TVLayoutB4822161864_TVLayoutC4822321168_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 8, 8, 4>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(31 : i64) : i64
      %1 = llvm.mlir.constant(30 : i64) : i64
      %2 = llvm.mlir.constant(29 : i64) : i64
      %3 = llvm.mlir.constant(28 : i64) : i64
      %4 = llvm.mlir.constant(27 : i64) : i64
      %5 = llvm.mlir.constant(26 : i64) : i64
      %6 = llvm.mlir.constant(25 : i64) : i64
      %7 = llvm.mlir.constant(24 : i64) : i64
      %8 = llvm.mlir.constant(23 : i64) : i64
      %9 = llvm.mlir.constant(22 : i64) : i64
      %10 = llvm.mlir.constant(21 : i64) : i64
      %11 = llvm.mlir.constant(20 : i64) : i64
      %12 = llvm.mlir.constant(19 : i64) : i64
      %13 = llvm.mlir.constant(18 : i64) : i64
      %14 = llvm.mlir.constant(17 : i64) : i64
      %15 = llvm.mlir.constant(15 : i64) : i64
      %16 = llvm.mlir.constant(14 : i64) : i64
      %17 = llvm.mlir.constant(13 : i64) : i64
      %18 = llvm.mlir.constant(12 : i64) : i64
      %19 = llvm.mlir.constant(11 : i64) : i64
      %20 = llvm.mlir.constant(10 : i64) : i64
      %21 = llvm.mlir.constant(9 : i64) : i64
      %22 = llvm.mlir.constant(8 : i64) : i64
      %23 = llvm.mlir.constant(7 : i64) : i64
      %24 = llvm.mlir.constant(6 : i64) : i64
      %25 = llvm.mlir.constant(5 : i64) : i64
      %26 = llvm.mlir.constant(4 : i64) : i64
      %27 = llvm.mlir.undef : vector<16xi32>
      %28 = llvm.mlir.poison : vector<4xf32>
      %29 = llvm.mlir.constant(3 : i64) : i64
      %30 = llvm.mlir.constant(2 : i64) : i64
      %31 = llvm.mlir.constant(1 : i64) : i64
      %32 = llvm.mlir.constant(0 : i64) : i64
      %33 = llvm.mlir.constant(false) : i1
      %34 = llvm.mlir.constant(16 : i64) : i64
      %35 = llvm.mlir.constant(true) : i1
      %36 = llvm.mlir.constant(3 : i32) : i32
      %37 = llvm.mlir.constant(64 : i32) : i32
      %38 = llvm.mlir.constant(8 : i32) : i32
      %39 = llvm.mlir.constant(2 : i32) : i32
      %40 = llvm.mlir.constant(4 : i32) : i32
      %41 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
      %42 = llvm.mlir.constant(0 : i32) : i32
      %43 = llvm.mlir.constant(16 : i32) : i32
      %44 = llvm.mlir.constant(32 : i32) : i32
      %45 = llvm.mlir.constant(1 : i32) : i32
      %46 = llvm.alloca %44 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %47 = llvm.alloca %44 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %48 = llvm.alloca %43 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %49 = llvm.alloca %43 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %50 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %51 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %52 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %53 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %54 = llvm.mul %53, %36 overflow<nsw> : i32
      %55 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %56 = llvm.getelementptr %55[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %57 = llvm.load %56 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %58 = llvm.add %54, %45 overflow<nsw> : i32
      %59 = llvm.getelementptr %55[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %60 = llvm.load %59 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %61 = llvm.add %54, %39 overflow<nsw> : i32
      %62 = llvm.getelementptr %55[%61] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %63 = llvm.load %62 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %64 = llvm.mul %51, %37 : i32
      %65 = llvm.icmp "slt" %64, %57 : i32
      %66 = llvm.mul %52, %37 : i32
      %67 = llvm.icmp "slt" %66, %60 : i32
      %68 = llvm.and %65, %67 : i1
      llvm.cond_br %68, ^bb1, ^bb20
    ^bb1:  // pred: ^bb0
      %69 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %70 = llvm.getelementptr %69[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %71 = llvm.load %70 {alignment = 8 : i64} : !llvm.ptr<1> -> i64
      %72 = llvm.inttoptr %71 : i64 to !llvm.ptr<1>
      llvm.intr.assume %35 ["align"(%72, %34 : !llvm.ptr<1>, i64)] : i1
      %73 = llvm.getelementptr %69[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %74 = llvm.load %73 {alignment = 8 : i64} : !llvm.ptr<1> -> i64
      %75 = llvm.inttoptr %74 : i64 to !llvm.ptr<1>
      llvm.intr.assume %35 ["align"(%75, %34 : !llvm.ptr<1>, i64)] : i1
      %76 = llvm.getelementptr %69[%61] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %77 = llvm.load %76 {alignment = 8 : i64} : !llvm.ptr<1> -> i64
      %78 = llvm.inttoptr %77 : i64 to !llvm.ptr<1>
      llvm.intr.assume %35 ["align"(%78, %34 : !llvm.ptr<1>, i64)] : i1
      %79 = llvm.mul %63, %37 overflow<nsw> : i32
      %80 = llvm.sdiv %63, %43 : i32
      %81 = llvm.mul %80, %43 : i32
      %82 = llvm.icmp "ne" %63, %81 : i32
      %83 = llvm.icmp "slt" %63, %42 : i32
      %84 = llvm.icmp "eq" %83, %33 : i1
      %85 = llvm.and %82, %84 : i1
      %86 = llvm.add %80, %45 : i32
      %87 = llvm.select %85, %86, %80 : i1, i32
      %88 = llvm.mul %51, %79 overflow<nsw> : i32
      %89 = llvm.getelementptr %72[%88] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %90 = llvm.mul %52, %79 overflow<nsw> : i32
      %91 = llvm.getelementptr %75[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %92 = llvm.mul %60, %37 overflow<nsw> : i32
      %93 = llvm.mul %51, %92 overflow<nsw> : i32
      %94 = llvm.mul %52, %37 overflow<nsw> : i32
      %95 = llvm.add %93, %94 overflow<nsw> : i32
      %96 = llvm.getelementptr %78[%95] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %97 = llvm.mul %63, %44 overflow<nsw> : i32
      %98 = llvm.mul %63, %43 overflow<nsw> : i32
      %99 = llvm.mul %63, %38 overflow<nsw> : i32
      %100 = llvm.srem %50, %44 : i32
      %101 = llvm.sdiv %50, %44 : i32
      %102 = llvm.srem %101, %39 : i32
      %103 = llvm.sdiv %100, %40 : i32
      %104 = llvm.srem %100, %40 : i32
      %105 = llvm.mul %104, %39 overflow<nsw> : i32
      %106 = llvm.mul %103, %63 overflow<nsw> : i32
      %107 = llvm.add %105, %106 overflow<nsw> : i32
      %108 = llvm.mul %102, %98 overflow<nsw> : i32
      %109 = llvm.add %107, %108 overflow<nsw> : i32
      %110 = llvm.getelementptr %89[%109] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %111 = llvm.sdiv %50, %37 : i32
      %112 = llvm.srem %111, %39 : i32
      %113 = llvm.mul %112, %99 overflow<nsw> : i32
      %114 = llvm.add %107, %113 overflow<nsw> : i32
      %115 = llvm.getelementptr %91[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %116 = llvm.mul %60, %44 overflow<nsw> : i32
      %117 = llvm.mul %60, %43 overflow<nsw> : i32
      %118 = llvm.mul %60, %38 overflow<nsw> : i32
      %119 = llvm.mul %103, %60 overflow<nsw> : i32
      %120 = llvm.add %105, %119 overflow<nsw> : i32
      %121 = llvm.mul %102, %117 overflow<nsw> : i32
      %122 = llvm.mul %112, %38 overflow<nsw> : i32
      %123 = llvm.add %121, %122 overflow<nsw> : i32
      %124 = llvm.add %120, %123 overflow<nsw> : i32
      %125 = llvm.getelementptr %96[%124] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %41, %47 {alignment = 16 : i64} : vector<32xf32>, !llvm.ptr
      llvm.br ^bb2(%42 : i32)
    ^bb2(%126: i32):  // 2 preds: ^bb1, ^bb15
      %127 = llvm.icmp "slt" %126, %87 : i32
      llvm.cond_br %127, ^bb3, ^bb16
    ^bb3:  // pred: ^bb2
      %128 = llvm.mul %126, %43 overflow<nsw> : i32
      %129 = llvm.getelementptr %110[%128] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.br ^bb4(%42, %42, %42 : i32, i32, i32)
    ^bb4(%130: i32, %131: i32, %132: i32):  // 2 preds: ^bb3, ^bb5
      %133 = llvm.icmp "slt" %130, %43 : i32
      llvm.cond_br %133, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %134 = llvm.srem %130, %39 : i32
      %135 = llvm.sdiv %132, %39 : i32
      %136 = llvm.srem %132, %39 : i32
      %137 = llvm.mul %136, %99 overflow<nsw> : i32
      %138 = llvm.add %134, %137 overflow<nsw> : i32
      %139 = llvm.sdiv %135, %39 : i32
      %140 = llvm.srem %135, %39 : i32
      %141 = llvm.mul %140, %38 overflow<nsw> : i32
      %142 = llvm.add %138, %141 overflow<nsw> : i32
      %143 = llvm.mul %139, %97 overflow<nsw> : i32
      %144 = llvm.add %142, %143 overflow<nsw> : i32
      %145 = llvm.getelementptr %129[%144] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %146 = llvm.getelementptr %49[%130] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %147 = llvm.load %145 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
      llvm.store %147, %146 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
      %148 = llvm.add %131, %45 : i32
      %149 = llvm.icmp "eq" %148, %39 : i32
      %150 = llvm.select %149, %42, %148 : i1, i32
      %151 = llvm.add %132, %45 : i32
      %152 = llvm.select %149, %151, %132 : i1, i32
      %153 = llvm.add %130, %45 : i32
      llvm.br ^bb4(%153, %150, %152 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb6:  // pred: ^bb4
      %154 = llvm.getelementptr %115[%128] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.br ^bb7(%42, %42, %42 : i32, i32, i32)
    ^bb7(%155: i32, %156: i32, %157: i32):  // 2 preds: ^bb6, ^bb8
      %158 = llvm.icmp "slt" %155, %43 : i32
      llvm.cond_br %158, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %159 = llvm.srem %155, %39 : i32
      %160 = llvm.sdiv %157, %39 : i32
      %161 = llvm.srem %157, %39 : i32
      %162 = llvm.mul %161, %38 overflow<nsw> : i32
      %163 = llvm.add %159, %162 overflow<nsw> : i32
      %164 = llvm.sdiv %160, %39 : i32
      %165 = llvm.srem %160, %39 : i32
      %166 = llvm.mul %165, %98 overflow<nsw> : i32
      %167 = llvm.add %163, %166 overflow<nsw> : i32
      %168 = llvm.mul %164, %97 overflow<nsw> : i32
      %169 = llvm.add %167, %168 overflow<nsw> : i32
      %170 = llvm.getelementptr %154[%169] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %171 = llvm.getelementptr %48[%155] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %172 = llvm.load %170 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
      llvm.store %172, %171 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
      %173 = llvm.add %156, %45 : i32
      %174 = llvm.icmp "eq" %173, %39 : i32
      %175 = llvm.select %174, %42, %173 : i1, i32
      %176 = llvm.add %157, %45 : i32
      %177 = llvm.select %174, %176, %157 : i1, i32
      %178 = llvm.add %155, %45 : i32
      llvm.br ^bb7(%178, %175, %177 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb9:  // pred: ^bb7
      llvm.br ^bb10(%42 : i32)
    ^bb10(%179: i32):  // 2 preds: ^bb9, ^bb14
      %180 = llvm.icmp "slt" %179, %39 : i32
      llvm.cond_br %180, ^bb11, ^bb15
    ^bb11:  // pred: ^bb10
      %181 = llvm.mul %179, %38 overflow<nsw> : i32
      %182 = llvm.getelementptr %49[%181] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %183 = llvm.getelementptr %182[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %184 = llvm.getelementptr %182[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %185 = llvm.getelementptr %182[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb12(%42, %42, %42 : i32, i32, i32)
    ^bb12(%186: i32, %187: i32, %188: i32):  // 2 preds: ^bb11, ^bb13
      %189 = llvm.icmp "slt" %186, %40 : i32
      llvm.cond_br %189, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %190 = llvm.srem %186, %39 : i32
      %191 = llvm.mul %190, %40 overflow<nsw> : i32
      %192 = llvm.mul %188, %38 overflow<nsw> : i32
      %193 = llvm.add %191, %192 overflow<nsw> : i32
      %194 = llvm.getelementptr %48[%193] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %195 = llvm.mul %179, %40 overflow<nsw> : i32
      %196 = llvm.mul %186, %38 overflow<nsw> : i32
      %197 = llvm.add %195, %196 overflow<nsw> : i32
      %198 = llvm.getelementptr %47[%197] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %199 = llvm.load %182 : !llvm.ptr -> vector<2xf16>
      %200 = llvm.load %183 : !llvm.ptr -> vector<2xf16>
      %201 = llvm.load %184 : !llvm.ptr -> vector<2xf16>
      %202 = llvm.load %185 : !llvm.ptr -> vector<2xf16>
      %203 = llvm.load %194 : !llvm.ptr -> vector<2xf16>
      %204 = llvm.getelementptr %194[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %205 = llvm.load %204 : !llvm.ptr -> vector<2xf16>
      %206 = llvm.load %198 : !llvm.ptr -> vector<4xf32>
      %207 = llvm.extractelement %206[%32 : i64] : vector<4xf32>
      %208 = llvm.extractelement %206[%31 : i64] : vector<4xf32>
      %209 = llvm.extractelement %206[%30 : i64] : vector<4xf32>
      %210 = llvm.extractelement %206[%29 : i64] : vector<4xf32>
      %211 = nvvm.mma.sync A[%199, %200, %201, %202]  B[%203, %205]  C[%207, %208, %209, %210]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %212 = llvm.extractvalue %211[0] : !llvm.struct<(f32, f32, f32, f32)> 
      %213 = llvm.extractvalue %211[1] : !llvm.struct<(f32, f32, f32, f32)> 
      %214 = llvm.extractvalue %211[2] : !llvm.struct<(f32, f32, f32, f32)> 
      %215 = llvm.extractvalue %211[3] : !llvm.struct<(f32, f32, f32, f32)> 
      %216 = llvm.insertelement %212, %28[%32 : i64] : vector<4xf32>
      %217 = llvm.insertelement %213, %216[%31 : i64] : vector<4xf32>
      %218 = llvm.insertelement %214, %217[%30 : i64] : vector<4xf32>
      %219 = llvm.insertelement %215, %218[%29 : i64] : vector<4xf32>
      llvm.store %219, %198 : vector<4xf32>, !llvm.ptr
      %220 = llvm.add %187, %45 : i32
      %221 = llvm.icmp "eq" %220, %39 : i32
      %222 = llvm.select %221, %42, %220 : i1, i32
      %223 = llvm.add %188, %45 : i32
      %224 = llvm.select %221, %223, %188 : i1, i32
      %225 = llvm.add %186, %45 : i32
      llvm.br ^bb12(%225, %222, %224 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb14:  // pred: ^bb12
      %226 = llvm.add %179, %45 : i32
      llvm.br ^bb10(%226 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb15:  // pred: ^bb10
      %227 = llvm.add %126, %45 : i32
      llvm.br ^bb2(%227 : i32)
    ^bb16:  // pred: ^bb2
      %228 = llvm.load %47 {alignment = 16 : i64} : !llvm.ptr -> vector<32xf32>
      %229 = llvm.bitcast %228 : vector<32xf32> to vector<32xi32>
      %230 = llvm.extractelement %229[%32 : i64] : vector<32xi32>
      %231 = llvm.extractelement %229[%31 : i64] : vector<32xi32>
      %232 = llvm.bitcast %230 : i32 to f32
      %233 = llvm.bitcast %231 : i32 to f32
      %234 = nvvm.convert.f32x2.to.f16x2 %233, %232 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %235 = llvm.bitcast %234 : vector<2xf16> to i32
      %236 = llvm.insertelement %235, %27[%32 : i64] : vector<16xi32>
      %237 = llvm.extractelement %229[%30 : i64] : vector<32xi32>
      %238 = llvm.extractelement %229[%29 : i64] : vector<32xi32>
      %239 = llvm.bitcast %237 : i32 to f32
      %240 = llvm.bitcast %238 : i32 to f32
      %241 = nvvm.convert.f32x2.to.f16x2 %240, %239 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %242 = llvm.bitcast %241 : vector<2xf16> to i32
      %243 = llvm.insertelement %242, %236[%31 : i64] : vector<16xi32>
      %244 = llvm.extractelement %229[%26 : i64] : vector<32xi32>
      %245 = llvm.extractelement %229[%25 : i64] : vector<32xi32>
      %246 = llvm.bitcast %244 : i32 to f32
      %247 = llvm.bitcast %245 : i32 to f32
      %248 = nvvm.convert.f32x2.to.f16x2 %247, %246 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %249 = llvm.bitcast %248 : vector<2xf16> to i32
      %250 = llvm.insertelement %249, %243[%30 : i64] : vector<16xi32>
      %251 = llvm.extractelement %229[%24 : i64] : vector<32xi32>
      %252 = llvm.extractelement %229[%23 : i64] : vector<32xi32>
      %253 = llvm.bitcast %251 : i32 to f32
      %254 = llvm.bitcast %252 : i32 to f32
      %255 = nvvm.convert.f32x2.to.f16x2 %254, %253 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %256 = llvm.bitcast %255 : vector<2xf16> to i32
      %257 = llvm.insertelement %256, %250[%29 : i64] : vector<16xi32>
      %258 = llvm.extractelement %229[%22 : i64] : vector<32xi32>
      %259 = llvm.extractelement %229[%21 : i64] : vector<32xi32>
      %260 = llvm.bitcast %258 : i32 to f32
      %261 = llvm.bitcast %259 : i32 to f32
      %262 = nvvm.convert.f32x2.to.f16x2 %261, %260 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %263 = llvm.bitcast %262 : vector<2xf16> to i32
      %264 = llvm.insertelement %263, %257[%26 : i64] : vector<16xi32>
      %265 = llvm.extractelement %229[%20 : i64] : vector<32xi32>
      %266 = llvm.extractelement %229[%19 : i64] : vector<32xi32>
      %267 = llvm.bitcast %265 : i32 to f32
      %268 = llvm.bitcast %266 : i32 to f32
      %269 = nvvm.convert.f32x2.to.f16x2 %268, %267 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %270 = llvm.bitcast %269 : vector<2xf16> to i32
      %271 = llvm.insertelement %270, %264[%25 : i64] : vector<16xi32>
      %272 = llvm.extractelement %229[%18 : i64] : vector<32xi32>
      %273 = llvm.extractelement %229[%17 : i64] : vector<32xi32>
      %274 = llvm.bitcast %272 : i32 to f32
      %275 = llvm.bitcast %273 : i32 to f32
      %276 = nvvm.convert.f32x2.to.f16x2 %275, %274 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %277 = llvm.bitcast %276 : vector<2xf16> to i32
      %278 = llvm.insertelement %277, %271[%24 : i64] : vector<16xi32>
      %279 = llvm.extractelement %229[%16 : i64] : vector<32xi32>
      %280 = llvm.extractelement %229[%15 : i64] : vector<32xi32>
      %281 = llvm.bitcast %279 : i32 to f32
      %282 = llvm.bitcast %280 : i32 to f32
      %283 = nvvm.convert.f32x2.to.f16x2 %282, %281 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %284 = llvm.bitcast %283 : vector<2xf16> to i32
      %285 = llvm.insertelement %284, %278[%23 : i64] : vector<16xi32>
      %286 = llvm.extractelement %229[%34 : i64] : vector<32xi32>
      %287 = llvm.extractelement %229[%14 : i64] : vector<32xi32>
      %288 = llvm.bitcast %286 : i32 to f32
      %289 = llvm.bitcast %287 : i32 to f32
      %290 = nvvm.convert.f32x2.to.f16x2 %289, %288 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %291 = llvm.bitcast %290 : vector<2xf16> to i32
      %292 = llvm.insertelement %291, %285[%22 : i64] : vector<16xi32>
      %293 = llvm.extractelement %229[%13 : i64] : vector<32xi32>
      %294 = llvm.extractelement %229[%12 : i64] : vector<32xi32>
      %295 = llvm.bitcast %293 : i32 to f32
      %296 = llvm.bitcast %294 : i32 to f32
      %297 = nvvm.convert.f32x2.to.f16x2 %296, %295 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %298 = llvm.bitcast %297 : vector<2xf16> to i32
      %299 = llvm.insertelement %298, %292[%21 : i64] : vector<16xi32>
      %300 = llvm.extractelement %229[%11 : i64] : vector<32xi32>
      %301 = llvm.extractelement %229[%10 : i64] : vector<32xi32>
      %302 = llvm.bitcast %300 : i32 to f32
      %303 = llvm.bitcast %301 : i32 to f32
      %304 = nvvm.convert.f32x2.to.f16x2 %303, %302 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %305 = llvm.bitcast %304 : vector<2xf16> to i32
      %306 = llvm.insertelement %305, %299[%20 : i64] : vector<16xi32>
      %307 = llvm.extractelement %229[%9 : i64] : vector<32xi32>
      %308 = llvm.extractelement %229[%8 : i64] : vector<32xi32>
      %309 = llvm.bitcast %307 : i32 to f32
      %310 = llvm.bitcast %308 : i32 to f32
      %311 = nvvm.convert.f32x2.to.f16x2 %310, %309 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %312 = llvm.bitcast %311 : vector<2xf16> to i32
      %313 = llvm.insertelement %312, %306[%19 : i64] : vector<16xi32>
      %314 = llvm.extractelement %229[%7 : i64] : vector<32xi32>
      %315 = llvm.extractelement %229[%6 : i64] : vector<32xi32>
      %316 = llvm.bitcast %314 : i32 to f32
      %317 = llvm.bitcast %315 : i32 to f32
      %318 = nvvm.convert.f32x2.to.f16x2 %317, %316 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %319 = llvm.bitcast %318 : vector<2xf16> to i32
      %320 = llvm.insertelement %319, %313[%18 : i64] : vector<16xi32>
      %321 = llvm.extractelement %229[%5 : i64] : vector<32xi32>
      %322 = llvm.extractelement %229[%4 : i64] : vector<32xi32>
      %323 = llvm.bitcast %321 : i32 to f32
      %324 = llvm.bitcast %322 : i32 to f32
      %325 = nvvm.convert.f32x2.to.f16x2 %324, %323 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %326 = llvm.bitcast %325 : vector<2xf16> to i32
      %327 = llvm.insertelement %326, %320[%17 : i64] : vector<16xi32>
      %328 = llvm.extractelement %229[%3 : i64] : vector<32xi32>
      %329 = llvm.extractelement %229[%2 : i64] : vector<32xi32>
      %330 = llvm.bitcast %328 : i32 to f32
      %331 = llvm.bitcast %329 : i32 to f32
      %332 = nvvm.convert.f32x2.to.f16x2 %331, %330 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %333 = llvm.bitcast %332 : vector<2xf16> to i32
      %334 = llvm.insertelement %333, %327[%16 : i64] : vector<16xi32>
      %335 = llvm.extractelement %229[%1 : i64] : vector<32xi32>
      %336 = llvm.extractelement %229[%0 : i64] : vector<32xi32>
      %337 = llvm.bitcast %335 : i32 to f32
      %338 = llvm.bitcast %336 : i32 to f32
      %339 = nvvm.convert.f32x2.to.f16x2 %338, %337 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %340 = llvm.bitcast %339 : vector<2xf16> to i32
      %341 = llvm.insertelement %340, %334[%15 : i64] : vector<16xi32>
      %342 = llvm.bitcast %341 : vector<16xi32> to vector<32xf16>
      llvm.store %342, %46 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb17(%42, %42, %42 : i32, i32, i32)
    ^bb17(%343: i32, %344: i32, %345: i32):  // 2 preds: ^bb16, ^bb18
      %346 = llvm.icmp "slt" %343, %44 : i32
      llvm.cond_br %346, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      %347 = llvm.getelementptr %46[%343] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %348 = llvm.srem %343, %39 : i32
      %349 = llvm.sdiv %345, %39 : i32
      %350 = llvm.srem %345, %39 : i32
      %351 = llvm.mul %350, %118 overflow<nsw> : i32
      %352 = llvm.add %348, %351 overflow<nsw> : i32
      %353 = llvm.sdiv %349, %39 : i32
      %354 = llvm.srem %349, %39 : i32
      %355 = llvm.mul %354, %116 overflow<nsw> : i32
      %356 = llvm.add %352, %355 overflow<nsw> : i32
      %357 = llvm.mul %353, %43 overflow<nsw> : i32
      %358 = llvm.add %356, %357 overflow<nsw> : i32
      %359 = llvm.getelementptr %125[%358] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %360 = llvm.load %347 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
      llvm.store %360, %359 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
      %361 = llvm.add %344, %45 : i32
      %362 = llvm.icmp "eq" %361, %39 : i32
      %363 = llvm.select %362, %42, %361 : i1, i32
      %364 = llvm.add %345, %45 : i32
      %365 = llvm.select %362, %364, %345 : i1, i32
      %366 = llvm.add %343, %45 : i32
      llvm.br ^bb17(%366, %363, %365 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb19:  // pred: ^bb17
      llvm.br ^bb20
    ^bb20:  // 2 preds: ^bb0, ^bb19
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_grouped_gemm_kernel_TiledMMA_ThrLayoutVMNK32221132640_PermutationMNK321321161_MMAAtom_ThrID321_ShapeMNK16816_TVLayoutA48222321168128_TVLayoutB4822161864_TVLayoutC4822321168_0' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %lld bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_grouped_gemm_FakeTensorInt644331_FakeTensorInt324331(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(4 : i32) : i32
    %7 = llvm.mlir.constant(8 : i32) : i32
    %8 = llvm.mlir.constant(1 : i32) : i32
    %9 = llvm.mlir.constant(128 : i32) : i32
    %10 = llvm.mlir.constant(0 : i64) : i64
    %11 = llvm.inttoptr %10 : i64 to !llvm.ptr
    %12 = llvm.alloca %8 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %13 = llvm.alloca %8 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %14 = llvm.getelementptr %12[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %14 : !llvm.ptr, !llvm.ptr
    %15 = llvm.getelementptr %12[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %15 : i32, !llvm.ptr
    %16 = llvm.getelementptr %12[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %16 : i32, !llvm.ptr
    %17 = llvm.getelementptr %12[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %17 : i32, !llvm.ptr
    %18 = llvm.getelementptr %12[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %18 : i64, !llvm.ptr
    %19 = llvm.getelementptr %12[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %19 : i32, !llvm.ptr
    %20 = llvm.getelementptr %12[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %20 : i32, !llvm.ptr
    %21 = llvm.getelementptr %12[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %12[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %12[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %23 : !llvm.ptr, !llvm.ptr
    %24 = llvm.alloca %8 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %25 = builtin.unrealized_conversion_cast %24 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %26 = llvm.getelementptr %24[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %12, %26 : !llvm.ptr, !llvm.ptr
    %27 = llvm.load %26 : !llvm.ptr -> !llvm.ptr
    %28 = llvm.getelementptr %27[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %29 = llvm.load %28 : !llvm.ptr -> i32
    %30 = llvm.getelementptr %27[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %31 = llvm.load %30 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%5 : i32)
  ^bb1(%32: i32):  // 2 preds: ^bb3, ^bb5
    %33 = llvm.getelementptr %31[%32] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %34 = llvm.getelementptr %33[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %34 : i32, !llvm.ptr
    %35 = llvm.getelementptr %33[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %5, %35 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %36 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %37 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %38 = llvm.call @printf(%37, %36) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %39 = llvm.add %29, %8 : i32
    llvm.store %39, %28 : i32, !llvm.ptr
    llvm.br ^bb1(%29 : i32)
  ^bb4:  // pred: ^bb7
    %40 = llvm.icmp "uge" %29, %1 : i32
    llvm.cond_br %40, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%46 : i32)
  ^bb6:  // pred: ^bb7
    %41 = llvm.getelementptr %31[%46] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %42 = llvm.getelementptr %41[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %43 = llvm.load %42 : !llvm.ptr -> i32
    %44 = llvm.icmp "eq" %43, %4 : i32
    %45 = llvm.add %46, %8 : i32
    llvm.cond_br %44, ^bb5, ^bb7(%45 : i32)
  ^bb7(%46: i32):  // 2 preds: ^bb0, ^bb6
    %47 = llvm.icmp "uge" %46, %29 : i32
    llvm.cond_br %47, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %48 = llvm.load %26 : !llvm.ptr -> !llvm.ptr
    %49 = llvm.getelementptr %48[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %50 = llvm.load %49 : !llvm.ptr -> i32
    %51 = llvm.getelementptr %48[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %52 = llvm.load %51 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%5 : i32)
  ^bb9(%53: i32):  // 2 preds: ^bb11, ^bb13
    %54 = llvm.getelementptr %52[%53] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %55 = llvm.getelementptr %54[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %55 : i32, !llvm.ptr
    %56 = llvm.getelementptr %54[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %5, %56 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %57 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %58 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %59 = llvm.call @printf(%58, %57) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %60 = llvm.add %50, %8 : i32
    llvm.store %60, %49 : i32, !llvm.ptr
    llvm.br ^bb9(%50 : i32)
  ^bb12:  // pred: ^bb15
    %61 = llvm.icmp "uge" %50, %1 : i32
    llvm.cond_br %61, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%67 : i32)
  ^bb14:  // pred: ^bb15
    %62 = llvm.getelementptr %52[%67] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %63 = llvm.getelementptr %62[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %64 = llvm.load %63 : !llvm.ptr -> i32
    %65 = llvm.icmp "eq" %64, %0 : i32
    %66 = llvm.add %67, %8 : i32
    llvm.cond_br %65, ^bb13, ^bb15(%66 : i32)
  ^bb15(%67: i32):  // 2 preds: ^bb8, ^bb14
    %68 = llvm.icmp "uge" %67, %50 : i32
    llvm.cond_br %68, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %69 = "cuda.launch_ex"(%25, %arg0, %arg1) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_grouped_gemm_kernel_TiledMMA_ThrLayoutVMNK32221132640_PermutationMNK321321161_MMAAtom_ThrID321_ShapeMNK16816_TVLayoutA48222321168128_TVLayoutB4822161864_TVLayoutC4822321168_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %70 = builtin.unrealized_conversion_cast %69 : !cuda.result to i32
    "cuda.return_if_error"(%70) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_grouped_gemm_FakeTensorInt644331_FakeTensorInt324331(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_grouped_gemm_FakeTensorInt644331_FakeTensorInt324331(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
