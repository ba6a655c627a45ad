module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_120a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_120]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_fmha_fwd_kernel_TiledMMA_ThrLayoutVMNK3241113200_PermutationMNK641161161_MMAAtom_ThrID321_ShapeMNK16816_TVLayoutA48222321168128_TVLayoutB4822161864_TVLayoutC4822321168_Tile_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 4, 4, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.poison : vector<4xf32>
      %1 = llvm.mlir.constant(3 : i64) : i64
      %2 = llvm.mlir.constant(2 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(0 : i64) : i64
      %5 = llvm.mlir.constant(512 : i32) : i32
      %6 = llvm.mlir.constant(4096 : i32) : i32
      %7 = llvm.mlir.constant(16 : i64) : i64
      %8 = llvm.mlir.constant(16384 : i32) : i32
      %9 = llvm.mlir.constant(128 : i64) : i64
      %10 = llvm.mlir.constant(1024 : i64) : i64
      %11 = llvm.mlir.constant(true) : i1
      %12 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %13 = llvm.mlir.constant(8 : i32) : i32
      %14 = llvm.mlir.constant(64 : i32) : i32
      %15 = llvm.mlir.constant(0 : i32) : i32
      %16 = llvm.mlir.constant(16 : i32) : i32
      %17 = llvm.mlir.constant(0xFF800000 : f32) : f32
      %18 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %19 = llvm.mlir.constant(4 : i32) : i32
      %20 = llvm.mlir.constant(2 : i32) : i32
      %21 = llvm.mlir.constant(1024 : i32) : i32
      %22 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
      %23 = llvm.mlir.constant(3 : i32) : i32
      %24 = llvm.mlir.constant(5 : i32) : i32
      %25 = llvm.mlir.constant(6 : i32) : i32
      %26 = llvm.mlir.constant(7 : i32) : i32
      %27 = llvm.mlir.constant(9 : i32) : i32
      %28 = llvm.mlir.constant(10 : i32) : i32
      %29 = llvm.mlir.constant(11 : i32) : i32
      %30 = llvm.mlir.constant(12 : i32) : i32
      %31 = llvm.mlir.constant(13 : i32) : i32
      %32 = llvm.mlir.constant(14 : i32) : i32
      %33 = llvm.mlir.constant(15 : i32) : i32
      %34 = llvm.mlir.constant(17 : i32) : i32
      %35 = llvm.mlir.constant(18 : i32) : i32
      %36 = llvm.mlir.constant(19 : i32) : i32
      %37 = llvm.mlir.constant(20 : i32) : i32
      %38 = llvm.mlir.constant(21 : i32) : i32
      %39 = llvm.mlir.constant(22 : i32) : i32
      %40 = llvm.mlir.constant(23 : i32) : i32
      %41 = llvm.mlir.constant(24 : i32) : i32
      %42 = llvm.mlir.constant(25 : i32) : i32
      %43 = llvm.mlir.constant(26 : i32) : i32
      %44 = llvm.mlir.constant(27 : i32) : i32
      %45 = llvm.mlir.constant(28 : i32) : i32
      %46 = llvm.mlir.constant(29 : i32) : i32
      %47 = llvm.mlir.constant(30 : i32) : i32
      %48 = llvm.mlir.constant(31 : i32) : i32
      %49 = llvm.mlir.constant(-1 : i32) : i32
      %50 = llvm.mlir.constant(128 : i32) : i32
      %51 = llvm.mlir.constant(32 : i32) : i32
      %52 = llvm.mlir.constant(1 : i32) : i32
      %53 = llvm.alloca %51 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %54 = llvm.alloca %51 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %55 = llvm.alloca %51 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %56 = llvm.alloca %50 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %57 = llvm.alloca %51 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %58 = llvm.alloca %50 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %59 = llvm.alloca %51 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %60 = llvm.ptrtoint %12 : !llvm.ptr<3> to i32
      %61 = nvvm.shfl.sync idx %49, %60, %15, %48 : i32 -> i32
      %62 = llvm.zext %61 : i32 to i64
      %63 = llvm.inttoptr %62 : i64 to !llvm.ptr<3>
      llvm.intr.assume %11 ["align"(%63, %10 : !llvm.ptr<3>, i64)] : i1
      %64 = llvm.ptrtoint %63 : !llvm.ptr<3> to i64
      %65 = llvm.inttoptr %64 : i64 to !llvm.ptr<3>
      llvm.intr.assume %11 ["align"(%65, %9 : !llvm.ptr<3>, i64)] : i1
      %66 = llvm.getelementptr %63[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %67 = llvm.ptrtoint %66 : !llvm.ptr<3> to i64
      %68 = llvm.inttoptr %67 : i64 to !llvm.ptr<3>
      llvm.intr.assume %11 ["align"(%68, %9 : !llvm.ptr<3>, i64)] : i1
      %69 = llvm.getelementptr %63[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %70 = llvm.ptrtoint %69 : !llvm.ptr<3> to i64
      %71 = llvm.inttoptr %70 : i64 to !llvm.ptr<3>
      llvm.intr.assume %11 ["align"(%71, %9 : !llvm.ptr<3>, i64)] : i1
      %72 = llvm.getelementptr %63[24576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %73 = llvm.ptrtoint %72 : !llvm.ptr<3> to i64
      %74 = llvm.inttoptr %73 : i64 to !llvm.ptr<3>
      llvm.intr.assume %11 ["align"(%74, %9 : !llvm.ptr<3>, i64)] : i1
      %75 = llvm.getelementptr %63[32768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %76 = llvm.ptrtoint %75 : !llvm.ptr<3> to i64
      %77 = llvm.inttoptr %76 : i64 to !llvm.ptr<3>
      llvm.intr.assume %11 ["align"(%77, %9 : !llvm.ptr<3>, i64)] : i1
      %78 = llvm.getelementptr %63[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %79 = llvm.ptrtoint %78 : !llvm.ptr<3> to i64
      %80 = llvm.inttoptr %79 : i64 to !llvm.ptr<3>
      llvm.intr.assume %11 ["align"(%80, %7 : !llvm.ptr<3>, i64)] : i1
      %81 = llvm.getelementptr %63[49408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %82 = llvm.ptrtoint %81 : !llvm.ptr<3> to i64
      %83 = llvm.inttoptr %82 : i64 to !llvm.ptr<3>
      llvm.intr.assume %11 ["align"(%83, %7 : !llvm.ptr<3>, i64)] : i1
      %84 = llvm.getelementptr %63[49664] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %85 = llvm.ptrtoint %84 : !llvm.ptr<3> to i64
      %86 = llvm.inttoptr %85 : i64 to !llvm.ptr<3>
      llvm.intr.assume %11 ["align"(%86, %7 : !llvm.ptr<3>, i64)] : i1
      %87 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %88 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %89 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %90 = llvm.mul %89, %8 overflow<nsw> : i32
      %91 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %92 = llvm.getelementptr %91[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %93 = llvm.mul %88, %6 overflow<nsw> : i32
      %94 = llvm.getelementptr %92[%93] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %95 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %96 = llvm.getelementptr %95[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %97 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %98 = llvm.getelementptr %97[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %99 = llvm.extractvalue %arg3[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %100 = llvm.getelementptr %99[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %101 = llvm.getelementptr %100[%93] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %102 = llvm.sdiv %87, %13 : i32
      %103 = llvm.srem %87, %13 : i32
      %104 = llvm.mul %103, %13 overflow<nsw> : i32
      %105 = llvm.mul %102, %14 overflow<nsw> : i32
      %106 = llvm.add %104, %105 overflow<nsw> : i32
      %107 = llvm.getelementptr %94[%106] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %108 = llvm.getelementptr %65[%106] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb1(%15, %15 : i32, i32)
    ^bb1(%109: i32, %110: i32):  // 2 preds: ^bb0, ^bb2
      %111 = llvm.icmp "slt" %109, %19 : i32
      llvm.cond_br %111, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %112 = llvm.mul %110, %21 overflow<nsw> : i32
      %113 = llvm.getelementptr %107[%112] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %114 = llvm.getelementptr %108[%112] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.shared.global %114, %113, 16, cache = cg, %16 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %115 = llvm.add %110, %52 : i32
      %116 = llvm.icmp "eq" %115, %19 : i32
      %117 = llvm.select %116, %15, %115 : i1, i32
      %118 = llvm.add %109, %52 : i32
      llvm.br ^bb1(%118, %117 : i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb3:  // pred: ^bb1
      nvvm.cp.async.commit.group
      %119 = llvm.icmp "slt" %87, %14 : i32
      llvm.cond_br %119, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %120 = llvm.getelementptr %80[%87] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %17, %120 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %121 = llvm.getelementptr %83[%87] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %18, %121 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      %122 = llvm.srem %87, %51 : i32
      %123 = llvm.sdiv %87, %51 : i32
      %124 = llvm.srem %123, %19 : i32
      %125 = llvm.sdiv %122, %19 : i32
      %126 = llvm.srem %122, %19 : i32
      %127 = llvm.mul %126, %20 overflow<nsw> : i32
      %128 = llvm.mul %125, %14 overflow<nsw> : i32
      %129 = llvm.add %127, %128 overflow<nsw> : i32
      %130 = llvm.mul %124, %21 overflow<nsw> : i32
      %131 = llvm.add %129, %130 overflow<nsw> : i32
      %132 = llvm.getelementptr %65[%131] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %133 = llvm.getelementptr %68[%129] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %134 = llvm.getelementptr %74[%131] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %135 = llvm.mul %126, %50 overflow<nsw> : i32
      %136 = llvm.add %135, %125 overflow<nsw> : i32
      %137 = llvm.getelementptr %71[%136] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %138 = llvm.getelementptr %77[%131] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %139 = llvm.getelementptr %101[%131] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %22, %54 {alignment = 16 : i64} : vector<32xf32>, !llvm.ptr
      %140 = llvm.mul %124, %16 overflow<nsw> : i32
      %141 = llvm.add %125, %140 overflow<nsw> : i32
      %142 = llvm.sdiv %87, %20 : i32
      %143 = llvm.mul %142, %20 : i32
      %144 = llvm.icmp "ne" %87, %143 : i32
      %145 = llvm.icmp "slt" %87, %15 : i32
      %146 = llvm.and %144, %145 : i1
      %147 = llvm.add %142, %49 : i32
      %148 = llvm.select %146, %147, %142 : i1, i32
      %149 = llvm.srem %87, %20 : i32
      %150 = llvm.getelementptr %68[%106] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %151 = llvm.getelementptr %71[%106] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %152 = llvm.getelementptr %80[%148] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %153 = llvm.mul %149, %51 : i32
      %154 = llvm.mul %148, %14 overflow<nsw> : i32
      %155 = llvm.add %154, %153 overflow<nsw> : i32
      %156 = llvm.getelementptr %77[%155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %157 = llvm.add %153, %52 : i32
      %158 = llvm.add %154, %157 overflow<nsw> : i32
      %159 = llvm.getelementptr %77[%158] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %160 = llvm.add %153, %20 : i32
      %161 = llvm.add %154, %160 overflow<nsw> : i32
      %162 = llvm.getelementptr %77[%161] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %163 = llvm.add %153, %23 : i32
      %164 = llvm.add %154, %163 overflow<nsw> : i32
      %165 = llvm.getelementptr %77[%164] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %166 = llvm.add %153, %19 : i32
      %167 = llvm.add %154, %166 overflow<nsw> : i32
      %168 = llvm.getelementptr %77[%167] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %169 = llvm.add %153, %24 : i32
      %170 = llvm.add %154, %169 overflow<nsw> : i32
      %171 = llvm.getelementptr %77[%170] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %172 = llvm.add %153, %25 : i32
      %173 = llvm.add %154, %172 overflow<nsw> : i32
      %174 = llvm.getelementptr %77[%173] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %175 = llvm.add %153, %26 : i32
      %176 = llvm.add %154, %175 overflow<nsw> : i32
      %177 = llvm.getelementptr %77[%176] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %178 = llvm.add %153, %13 : i32
      %179 = llvm.add %154, %178 overflow<nsw> : i32
      %180 = llvm.getelementptr %77[%179] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %181 = llvm.add %153, %27 : i32
      %182 = llvm.add %154, %181 overflow<nsw> : i32
      %183 = llvm.getelementptr %77[%182] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %184 = llvm.add %153, %28 : i32
      %185 = llvm.add %154, %184 overflow<nsw> : i32
      %186 = llvm.getelementptr %77[%185] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %187 = llvm.add %153, %29 : i32
      %188 = llvm.add %154, %187 overflow<nsw> : i32
      %189 = llvm.getelementptr %77[%188] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %190 = llvm.add %153, %30 : i32
      %191 = llvm.add %154, %190 overflow<nsw> : i32
      %192 = llvm.getelementptr %77[%191] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %193 = llvm.add %153, %31 : i32
      %194 = llvm.add %154, %193 overflow<nsw> : i32
      %195 = llvm.getelementptr %77[%194] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %196 = llvm.add %153, %32 : i32
      %197 = llvm.add %154, %196 overflow<nsw> : i32
      %198 = llvm.getelementptr %77[%197] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %199 = llvm.add %153, %33 : i32
      %200 = llvm.add %154, %199 overflow<nsw> : i32
      %201 = llvm.getelementptr %77[%200] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %202 = llvm.add %153, %16 : i32
      %203 = llvm.add %154, %202 overflow<nsw> : i32
      %204 = llvm.getelementptr %77[%203] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %205 = llvm.add %153, %34 : i32
      %206 = llvm.add %154, %205 overflow<nsw> : i32
      %207 = llvm.getelementptr %77[%206] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %208 = llvm.add %153, %35 : i32
      %209 = llvm.add %154, %208 overflow<nsw> : i32
      %210 = llvm.getelementptr %77[%209] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %211 = llvm.add %153, %36 : i32
      %212 = llvm.add %154, %211 overflow<nsw> : i32
      %213 = llvm.getelementptr %77[%212] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %214 = llvm.add %153, %37 : i32
      %215 = llvm.add %154, %214 overflow<nsw> : i32
      %216 = llvm.getelementptr %77[%215] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %217 = llvm.add %153, %38 : i32
      %218 = llvm.add %154, %217 overflow<nsw> : i32
      %219 = llvm.getelementptr %77[%218] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %220 = llvm.add %153, %39 : i32
      %221 = llvm.add %154, %220 overflow<nsw> : i32
      %222 = llvm.getelementptr %77[%221] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %223 = llvm.add %153, %40 : i32
      %224 = llvm.add %154, %223 overflow<nsw> : i32
      %225 = llvm.getelementptr %77[%224] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %226 = llvm.add %153, %41 : i32
      %227 = llvm.add %154, %226 overflow<nsw> : i32
      %228 = llvm.getelementptr %77[%227] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %229 = llvm.add %153, %42 : i32
      %230 = llvm.add %154, %229 overflow<nsw> : i32
      %231 = llvm.getelementptr %77[%230] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %232 = llvm.add %153, %43 : i32
      %233 = llvm.add %154, %232 overflow<nsw> : i32
      %234 = llvm.getelementptr %77[%233] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %235 = llvm.add %153, %44 : i32
      %236 = llvm.add %154, %235 overflow<nsw> : i32
      %237 = llvm.getelementptr %77[%236] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %238 = llvm.add %153, %45 : i32
      %239 = llvm.add %154, %238 overflow<nsw> : i32
      %240 = llvm.getelementptr %77[%239] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %241 = llvm.add %153, %46 : i32
      %242 = llvm.add %154, %241 overflow<nsw> : i32
      %243 = llvm.getelementptr %77[%242] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %244 = llvm.add %153, %47 : i32
      %245 = llvm.add %154, %244 overflow<nsw> : i32
      %246 = llvm.getelementptr %77[%245] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %247 = llvm.add %153, %48 : i32
      %248 = llvm.add %154, %247 overflow<nsw> : i32
      %249 = llvm.getelementptr %77[%248] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %250 = llvm.getelementptr %74[%155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %251 = llvm.getelementptr %74[%158] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %252 = llvm.getelementptr %74[%161] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %253 = llvm.getelementptr %74[%164] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %254 = llvm.getelementptr %74[%167] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %255 = llvm.getelementptr %74[%170] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %256 = llvm.getelementptr %74[%173] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %257 = llvm.getelementptr %74[%176] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %258 = llvm.getelementptr %74[%179] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %259 = llvm.getelementptr %74[%182] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %260 = llvm.getelementptr %74[%185] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %261 = llvm.getelementptr %74[%188] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %262 = llvm.getelementptr %74[%191] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %263 = llvm.getelementptr %74[%194] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %264 = llvm.getelementptr %74[%197] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %265 = llvm.getelementptr %74[%200] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %266 = llvm.getelementptr %74[%203] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %267 = llvm.getelementptr %74[%206] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %268 = llvm.getelementptr %74[%209] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %269 = llvm.getelementptr %74[%212] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %270 = llvm.getelementptr %74[%215] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %271 = llvm.getelementptr %74[%218] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %272 = llvm.getelementptr %74[%221] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %273 = llvm.getelementptr %74[%224] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %274 = llvm.getelementptr %74[%227] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %275 = llvm.getelementptr %74[%230] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %276 = llvm.getelementptr %74[%233] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %277 = llvm.getelementptr %74[%236] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %278 = llvm.getelementptr %74[%239] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %279 = llvm.getelementptr %74[%242] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %280 = llvm.getelementptr %74[%245] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %281 = llvm.getelementptr %74[%248] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %282 = llvm.icmp "eq" %149, %15 : i32
      %283 = llvm.getelementptr %86[%141] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %284 = llvm.getelementptr %54[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %285 = llvm.getelementptr %54[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %286 = llvm.add %141, %13 overflow<nsw> : i32
      %287 = llvm.getelementptr %86[%286] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %288 = llvm.getelementptr %54[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %289 = llvm.getelementptr %54[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %290 = llvm.getelementptr %54[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %291 = llvm.getelementptr %54[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %292 = llvm.getelementptr %54[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %293 = llvm.getelementptr %54[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %294 = llvm.getelementptr %54[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %295 = llvm.getelementptr %54[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %296 = llvm.getelementptr %54[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %297 = llvm.getelementptr %54[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %298 = llvm.getelementptr %54[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %299 = llvm.getelementptr %54[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %300 = llvm.getelementptr %54[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %301 = llvm.getelementptr %54[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %302 = llvm.getelementptr %54[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %303 = llvm.getelementptr %54[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %304 = llvm.getelementptr %54[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %305 = llvm.getelementptr %54[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %306 = llvm.getelementptr %54[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %307 = llvm.getelementptr %54[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %308 = llvm.getelementptr %54[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %309 = llvm.getelementptr %54[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %310 = llvm.getelementptr %54[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %311 = llvm.getelementptr %54[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %312 = llvm.getelementptr %54[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %313 = llvm.getelementptr %54[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %314 = llvm.getelementptr %54[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %315 = llvm.getelementptr %54[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %316 = llvm.getelementptr %54[31] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.br ^bb6(%15 : i32)
    ^bb6(%317: i32):  // 2 preds: ^bb5, ^bb42
      %318 = llvm.icmp "slt" %317, %19 : i32
      llvm.cond_br %318, ^bb7, ^bb43
    ^bb7:  // pred: ^bb6
      %319 = llvm.mul %317, %6 overflow<nsw> : i32
      %320 = llvm.getelementptr %96[%319] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %321 = llvm.getelementptr %320[%106] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.br ^bb8(%15, %15 : i32, i32)
    ^bb8(%322: i32, %323: i32):  // 2 preds: ^bb7, ^bb9
      %324 = llvm.icmp "slt" %322, %19 : i32
      llvm.cond_br %324, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %325 = llvm.mul %323, %21 overflow<nsw> : i32
      %326 = llvm.getelementptr %321[%325] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %327 = llvm.getelementptr %150[%325] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.shared.global %327, %326, 16, cache = cg, %16 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %328 = llvm.add %323, %52 : i32
      %329 = llvm.icmp "eq" %328, %19 : i32
      %330 = llvm.select %329, %15, %328 : i1, i32
      %331 = llvm.add %322, %52 : i32
      llvm.br ^bb8(%331, %330 : i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb10:  // pred: ^bb8
      %332 = llvm.getelementptr %98[%319] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %333 = llvm.getelementptr %332[%106] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.br ^bb11(%15, %15 : i32, i32)
    ^bb11(%334: i32, %335: i32):  // 2 preds: ^bb10, ^bb12
      %336 = llvm.icmp "slt" %334, %19 : i32
      llvm.cond_br %336, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %337 = llvm.mul %335, %21 overflow<nsw> : i32
      %338 = llvm.getelementptr %333[%337] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %339 = llvm.getelementptr %151[%337] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.shared.global %339, %338, 16, cache = cg, %16 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %340 = llvm.add %335, %52 : i32
      %341 = llvm.icmp "eq" %340, %19 : i32
      %342 = llvm.select %341, %15, %340 : i1, i32
      %343 = llvm.add %334, %52 : i32
      llvm.br ^bb11(%343, %342 : i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb13:  // pred: ^bb11
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      nvvm.barrier
      llvm.br ^bb14(%15, %15, %15 : i32, i32, i32)
    ^bb14(%344: i32, %345: i32, %346: i32):  // 2 preds: ^bb13, ^bb15
      %347 = llvm.icmp "slt" %344, %16 : i32
      llvm.cond_br %347, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %348 = llvm.srem %344, %20 : i32
      %349 = llvm.mul %348, %5 overflow<nsw> : i32
      %350 = llvm.mul %346, %13 overflow<nsw> : i32
      %351 = llvm.add %349, %350 overflow<nsw> : i32
      %352 = llvm.getelementptr %132[%351] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %353 = llvm.mul %344, %20 overflow<nsw> : i32
      %354 = llvm.getelementptr %59[%353] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %355 = llvm.load %352 {alignment = 4 : i64} : !llvm.ptr<3> -> vector<2xf16>
      llvm.store %355, %354 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr
      %356 = llvm.add %345, %52 : i32
      %357 = llvm.icmp "eq" %356, %20 : i32
      %358 = llvm.select %357, %15, %356 : i1, i32
      %359 = llvm.add %346, %52 : i32
      %360 = llvm.select %357, %359, %346 : i1, i32
      %361 = llvm.add %344, %52 : i32
      llvm.br ^bb14(%361, %358, %360 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb16:  // pred: ^bb14
      llvm.br ^bb17(%15, %15, %15 : i32, i32, i32)
    ^bb17(%362: i32, %363: i32, %364: i32):  // 2 preds: ^bb16, ^bb18
      %365 = llvm.icmp "slt" %362, %14 : i32
      llvm.cond_br %365, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      %366 = llvm.srem %362, %20 : i32
      %367 = llvm.mul %366, %13 overflow<nsw> : i32
      %368 = llvm.sdiv %364, %13 : i32
      %369 = llvm.srem %364, %13 : i32
      %370 = llvm.mul %369, %5 overflow<nsw> : i32
      %371 = llvm.add %367, %370 overflow<nsw> : i32
      %372 = llvm.mul %368, %16 overflow<nsw> : i32
      %373 = llvm.add %371, %372 overflow<nsw> : i32
      %374 = llvm.getelementptr %133[%373] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %375 = llvm.mul %366, %20 overflow<nsw> : i32
      %376 = llvm.mul %369, %16 overflow<nsw> : i32
      %377 = llvm.add %375, %376 overflow<nsw> : i32
      %378 = llvm.mul %368, %19 overflow<nsw> : i32
      %379 = llvm.add %377, %378 overflow<nsw> : i32
      %380 = llvm.getelementptr %58[%379] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %381 = llvm.load %374 {alignment = 4 : i64} : !llvm.ptr<3> -> vector<2xf16>
      llvm.store %381, %380 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr
      %382 = llvm.add %363, %52 : i32
      %383 = llvm.icmp "eq" %382, %20 : i32
      %384 = llvm.select %383, %15, %382 : i1, i32
      %385 = llvm.add %364, %52 : i32
      %386 = llvm.select %383, %385, %364 : i1, i32
      %387 = llvm.add %362, %52 : i32
      llvm.br ^bb17(%387, %384, %386 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb19:  // pred: ^bb17
      llvm.store %22, %55 {alignment = 16 : i64} : vector<32xf32>, !llvm.ptr
      llvm.br ^bb20(%15 : i32)
    ^bb20(%388: i32):  // 2 preds: ^bb19, ^bb24
      %389 = llvm.icmp "slt" %388, %19 : i32
      llvm.cond_br %389, ^bb21, ^bb25
    ^bb21:  // pred: ^bb20
      %390 = llvm.mul %388, %13 overflow<nsw> : i32
      %391 = llvm.getelementptr %59[%390] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %392 = llvm.getelementptr %391[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %393 = llvm.getelementptr %391[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %394 = llvm.getelementptr %391[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb22(%15 : i32)
    ^bb22(%395: i32):  // 2 preds: ^bb21, ^bb23
      %396 = llvm.icmp "slt" %395, %13 : i32
      llvm.cond_br %396, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      %397 = llvm.mul %395, %16 overflow<nsw> : i32
      %398 = llvm.mul %388, %19 overflow<nsw> : i32
      %399 = llvm.add %397, %398 overflow<nsw> : i32
      %400 = llvm.getelementptr %58[%399] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %401 = llvm.mul %395, %19 overflow<nsw> : i32
      %402 = llvm.getelementptr %55[%401] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %403 = llvm.load %391 : !llvm.ptr -> vector<2xf16>
      %404 = llvm.load %392 : !llvm.ptr -> vector<2xf16>
      %405 = llvm.load %393 : !llvm.ptr -> vector<2xf16>
      %406 = llvm.load %394 : !llvm.ptr -> vector<2xf16>
      %407 = llvm.load %400 : !llvm.ptr -> vector<2xf16>
      %408 = llvm.getelementptr %400[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %409 = llvm.load %408 : !llvm.ptr -> vector<2xf16>
      %410 = llvm.load %402 : !llvm.ptr -> vector<4xf32>
      %411 = llvm.extractelement %410[%4 : i64] : vector<4xf32>
      %412 = llvm.extractelement %410[%3 : i64] : vector<4xf32>
      %413 = llvm.extractelement %410[%2 : i64] : vector<4xf32>
      %414 = llvm.extractelement %410[%1 : i64] : vector<4xf32>
      %415 = nvvm.mma.sync A[%403, %404, %405, %406]  B[%407, %409]  C[%411, %412, %413, %414]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %416 = llvm.extractvalue %415[0] : !llvm.struct<(f32, f32, f32, f32)> 
      %417 = llvm.extractvalue %415[1] : !llvm.struct<(f32, f32, f32, f32)> 
      %418 = llvm.extractvalue %415[2] : !llvm.struct<(f32, f32, f32, f32)> 
      %419 = llvm.extractvalue %415[3] : !llvm.struct<(f32, f32, f32, f32)> 
      %420 = llvm.insertelement %416, %0[%4 : i64] : vector<4xf32>
      %421 = llvm.insertelement %417, %420[%3 : i64] : vector<4xf32>
      %422 = llvm.insertelement %418, %421[%2 : i64] : vector<4xf32>
      %423 = llvm.insertelement %419, %422[%1 : i64] : vector<4xf32>
      llvm.store %423, %402 : vector<4xf32>, !llvm.ptr
      %424 = llvm.add %395, %52 : i32
      llvm.br ^bb22(%424 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb24:  // pred: ^bb22
      %425 = llvm.add %388, %52 : i32
      llvm.br ^bb20(%425 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb25:  // pred: ^bb20
      llvm.br ^bb26(%15, %15, %15 : i32, i32, i32)
    ^bb26(%426: i32, %427: i32, %428: i32):  // 2 preds: ^bb25, ^bb27
      %429 = llvm.icmp "slt" %426, %16 : i32
      llvm.cond_br %429, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %430 = llvm.mul %426, %20 overflow<nsw> : i32
      %431 = llvm.getelementptr %55[%430] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %432 = llvm.srem %426, %20 : i32
      %433 = llvm.mul %432, %5 overflow<nsw> : i32
      %434 = llvm.mul %428, %13 overflow<nsw> : i32
      %435 = llvm.add %433, %434 overflow<nsw> : i32
      %436 = llvm.getelementptr %138[%435] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %437 = llvm.load %431 {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
      llvm.store %437, %436 {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<3>
      %438 = llvm.add %427, %52 : i32
      %439 = llvm.icmp "eq" %438, %20 : i32
      %440 = llvm.select %439, %15, %438 : i1, i32
      %441 = llvm.add %428, %52 : i32
      %442 = llvm.select %439, %441, %428 : i1, i32
      %443 = llvm.add %426, %52 : i32
      llvm.br ^bb26(%443, %440, %442 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb28:  // pred: ^bb26
      nvvm.barrier
      %444 = llvm.load %152 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %445 = llvm.load %156 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %446 = llvm.fmul %445, %arg4 : f32
      %447 = nvvm.fmax %444, %446
      %448 = llvm.load %159 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %449 = llvm.fmul %448, %arg4 : f32
      %450 = nvvm.fmax %447, %449
      %451 = llvm.load %162 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %452 = llvm.fmul %451, %arg4 : f32
      %453 = nvvm.fmax %450, %452
      %454 = llvm.load %165 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %455 = llvm.fmul %454, %arg4 : f32
      %456 = nvvm.fmax %453, %455
      %457 = llvm.load %168 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %458 = llvm.fmul %457, %arg4 : f32
      %459 = nvvm.fmax %456, %458
      %460 = llvm.load %171 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %461 = llvm.fmul %460, %arg4 : f32
      %462 = nvvm.fmax %459, %461
      %463 = llvm.load %174 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %464 = llvm.fmul %463, %arg4 : f32
      %465 = nvvm.fmax %462, %464
      %466 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %467 = llvm.fmul %466, %arg4 : f32
      %468 = nvvm.fmax %465, %467
      %469 = llvm.load %180 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %470 = llvm.fmul %469, %arg4 : f32
      %471 = nvvm.fmax %468, %470
      %472 = llvm.load %183 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %473 = llvm.fmul %472, %arg4 : f32
      %474 = nvvm.fmax %471, %473
      %475 = llvm.load %186 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %476 = llvm.fmul %475, %arg4 : f32
      %477 = nvvm.fmax %474, %476
      %478 = llvm.load %189 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %479 = llvm.fmul %478, %arg4 : f32
      %480 = nvvm.fmax %477, %479
      %481 = llvm.load %192 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %482 = llvm.fmul %481, %arg4 : f32
      %483 = nvvm.fmax %480, %482
      %484 = llvm.load %195 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %485 = llvm.fmul %484, %arg4 : f32
      %486 = nvvm.fmax %483, %485
      %487 = llvm.load %198 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %488 = llvm.fmul %487, %arg4 : f32
      %489 = nvvm.fmax %486, %488
      %490 = llvm.load %201 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %491 = llvm.fmul %490, %arg4 : f32
      %492 = nvvm.fmax %489, %491
      %493 = llvm.load %204 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %494 = llvm.fmul %493, %arg4 : f32
      %495 = nvvm.fmax %492, %494
      %496 = llvm.load %207 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %497 = llvm.fmul %496, %arg4 : f32
      %498 = nvvm.fmax %495, %497
      %499 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %500 = llvm.fmul %499, %arg4 : f32
      %501 = nvvm.fmax %498, %500
      %502 = llvm.load %213 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %503 = llvm.fmul %502, %arg4 : f32
      %504 = nvvm.fmax %501, %503
      %505 = llvm.load %216 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %506 = llvm.fmul %505, %arg4 : f32
      %507 = nvvm.fmax %504, %506
      %508 = llvm.load %219 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %509 = llvm.fmul %508, %arg4 : f32
      %510 = nvvm.fmax %507, %509
      %511 = llvm.load %222 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %512 = llvm.fmul %511, %arg4 : f32
      %513 = nvvm.fmax %510, %512
      %514 = llvm.load %225 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %515 = llvm.fmul %514, %arg4 : f32
      %516 = nvvm.fmax %513, %515
      %517 = llvm.load %228 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %518 = llvm.fmul %517, %arg4 : f32
      %519 = nvvm.fmax %516, %518
      %520 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %521 = llvm.fmul %520, %arg4 : f32
      %522 = nvvm.fmax %519, %521
      %523 = llvm.load %234 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %524 = llvm.fmul %523, %arg4 : f32
      %525 = nvvm.fmax %522, %524
      %526 = llvm.load %237 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %527 = llvm.fmul %526, %arg4 : f32
      %528 = nvvm.fmax %525, %527
      %529 = llvm.load %240 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %530 = llvm.fmul %529, %arg4 : f32
      %531 = nvvm.fmax %528, %530
      %532 = llvm.load %243 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %533 = llvm.fmul %532, %arg4 : f32
      %534 = nvvm.fmax %531, %533
      %535 = llvm.load %246 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %536 = llvm.fmul %535, %arg4 : f32
      %537 = nvvm.fmax %534, %536
      %538 = llvm.load %249 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %539 = llvm.fmul %538, %arg4 : f32
      %540 = nvvm.fmax %537, %539
      %541 = nvvm.shfl.sync bfly %49, %540, %52, %48 : f32 -> f32
      %542 = nvvm.fmax %540, %541
      %543 = llvm.load %156 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %544 = llvm.fmul %543, %arg4 : f32
      %545 = llvm.fsub %544, %542 : f32
      %546 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%545) : (f32) -> f32
      %547 = llvm.fadd %546, %18 : f32
      %548 = llvm.fptrunc %546 : f32 to f16
      llvm.store %548, %250 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %549 = llvm.load %159 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %550 = llvm.fmul %549, %arg4 : f32
      %551 = llvm.fsub %550, %542 : f32
      %552 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%551) : (f32) -> f32
      %553 = llvm.fadd %547, %552 : f32
      %554 = llvm.fptrunc %552 : f32 to f16
      llvm.store %554, %251 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %555 = llvm.load %162 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %556 = llvm.fmul %555, %arg4 : f32
      %557 = llvm.fsub %556, %542 : f32
      %558 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%557) : (f32) -> f32
      %559 = llvm.fadd %553, %558 : f32
      %560 = llvm.fptrunc %558 : f32 to f16
      llvm.store %560, %252 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %561 = llvm.load %165 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %562 = llvm.fmul %561, %arg4 : f32
      %563 = llvm.fsub %562, %542 : f32
      %564 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%563) : (f32) -> f32
      %565 = llvm.fadd %559, %564 : f32
      %566 = llvm.fptrunc %564 : f32 to f16
      llvm.store %566, %253 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %567 = llvm.load %168 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %568 = llvm.fmul %567, %arg4 : f32
      %569 = llvm.fsub %568, %542 : f32
      %570 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%569) : (f32) -> f32
      %571 = llvm.fadd %565, %570 : f32
      %572 = llvm.fptrunc %570 : f32 to f16
      llvm.store %572, %254 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %573 = llvm.load %171 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %574 = llvm.fmul %573, %arg4 : f32
      %575 = llvm.fsub %574, %542 : f32
      %576 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%575) : (f32) -> f32
      %577 = llvm.fadd %571, %576 : f32
      %578 = llvm.fptrunc %576 : f32 to f16
      llvm.store %578, %255 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %579 = llvm.load %174 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %580 = llvm.fmul %579, %arg4 : f32
      %581 = llvm.fsub %580, %542 : f32
      %582 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%581) : (f32) -> f32
      %583 = llvm.fadd %577, %582 : f32
      %584 = llvm.fptrunc %582 : f32 to f16
      llvm.store %584, %256 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %585 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %586 = llvm.fmul %585, %arg4 : f32
      %587 = llvm.fsub %586, %542 : f32
      %588 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%587) : (f32) -> f32
      %589 = llvm.fadd %583, %588 : f32
      %590 = llvm.fptrunc %588 : f32 to f16
      llvm.store %590, %257 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %591 = llvm.load %180 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %592 = llvm.fmul %591, %arg4 : f32
      %593 = llvm.fsub %592, %542 : f32
      %594 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%593) : (f32) -> f32
      %595 = llvm.fadd %589, %594 : f32
      %596 = llvm.fptrunc %594 : f32 to f16
      llvm.store %596, %258 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %597 = llvm.load %183 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %598 = llvm.fmul %597, %arg4 : f32
      %599 = llvm.fsub %598, %542 : f32
      %600 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%599) : (f32) -> f32
      %601 = llvm.fadd %595, %600 : f32
      %602 = llvm.fptrunc %600 : f32 to f16
      llvm.store %602, %259 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %603 = llvm.load %186 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %604 = llvm.fmul %603, %arg4 : f32
      %605 = llvm.fsub %604, %542 : f32
      %606 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%605) : (f32) -> f32
      %607 = llvm.fadd %601, %606 : f32
      %608 = llvm.fptrunc %606 : f32 to f16
      llvm.store %608, %260 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %609 = llvm.load %189 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %610 = llvm.fmul %609, %arg4 : f32
      %611 = llvm.fsub %610, %542 : f32
      %612 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%611) : (f32) -> f32
      %613 = llvm.fadd %607, %612 : f32
      %614 = llvm.fptrunc %612 : f32 to f16
      llvm.store %614, %261 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %615 = llvm.load %192 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %616 = llvm.fmul %615, %arg4 : f32
      %617 = llvm.fsub %616, %542 : f32
      %618 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%617) : (f32) -> f32
      %619 = llvm.fadd %613, %618 : f32
      %620 = llvm.fptrunc %618 : f32 to f16
      llvm.store %620, %262 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %621 = llvm.load %195 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %622 = llvm.fmul %621, %arg4 : f32
      %623 = llvm.fsub %622, %542 : f32
      %624 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%623) : (f32) -> f32
      %625 = llvm.fadd %619, %624 : f32
      %626 = llvm.fptrunc %624 : f32 to f16
      llvm.store %626, %263 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %627 = llvm.load %198 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %628 = llvm.fmul %627, %arg4 : f32
      %629 = llvm.fsub %628, %542 : f32
      %630 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%629) : (f32) -> f32
      %631 = llvm.fadd %625, %630 : f32
      %632 = llvm.fptrunc %630 : f32 to f16
      llvm.store %632, %264 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %633 = llvm.load %201 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %634 = llvm.fmul %633, %arg4 : f32
      %635 = llvm.fsub %634, %542 : f32
      %636 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%635) : (f32) -> f32
      %637 = llvm.fadd %631, %636 : f32
      %638 = llvm.fptrunc %636 : f32 to f16
      llvm.store %638, %265 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %639 = llvm.load %204 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %640 = llvm.fmul %639, %arg4 : f32
      %641 = llvm.fsub %640, %542 : f32
      %642 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%641) : (f32) -> f32
      %643 = llvm.fadd %637, %642 : f32
      %644 = llvm.fptrunc %642 : f32 to f16
      llvm.store %644, %266 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %645 = llvm.load %207 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %646 = llvm.fmul %645, %arg4 : f32
      %647 = llvm.fsub %646, %542 : f32
      %648 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%647) : (f32) -> f32
      %649 = llvm.fadd %643, %648 : f32
      %650 = llvm.fptrunc %648 : f32 to f16
      llvm.store %650, %267 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %651 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %652 = llvm.fmul %651, %arg4 : f32
      %653 = llvm.fsub %652, %542 : f32
      %654 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%653) : (f32) -> f32
      %655 = llvm.fadd %649, %654 : f32
      %656 = llvm.fptrunc %654 : f32 to f16
      llvm.store %656, %268 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %657 = llvm.load %213 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %658 = llvm.fmul %657, %arg4 : f32
      %659 = llvm.fsub %658, %542 : f32
      %660 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%659) : (f32) -> f32
      %661 = llvm.fadd %655, %660 : f32
      %662 = llvm.fptrunc %660 : f32 to f16
      llvm.store %662, %269 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %663 = llvm.load %216 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %664 = llvm.fmul %663, %arg4 : f32
      %665 = llvm.fsub %664, %542 : f32
      %666 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%665) : (f32) -> f32
      %667 = llvm.fadd %661, %666 : f32
      %668 = llvm.fptrunc %666 : f32 to f16
      llvm.store %668, %270 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %669 = llvm.load %219 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %670 = llvm.fmul %669, %arg4 : f32
      %671 = llvm.fsub %670, %542 : f32
      %672 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%671) : (f32) -> f32
      %673 = llvm.fadd %667, %672 : f32
      %674 = llvm.fptrunc %672 : f32 to f16
      llvm.store %674, %271 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %675 = llvm.load %222 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %676 = llvm.fmul %675, %arg4 : f32
      %677 = llvm.fsub %676, %542 : f32
      %678 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%677) : (f32) -> f32
      %679 = llvm.fadd %673, %678 : f32
      %680 = llvm.fptrunc %678 : f32 to f16
      llvm.store %680, %272 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %681 = llvm.load %225 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %682 = llvm.fmul %681, %arg4 : f32
      %683 = llvm.fsub %682, %542 : f32
      %684 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%683) : (f32) -> f32
      %685 = llvm.fadd %679, %684 : f32
      %686 = llvm.fptrunc %684 : f32 to f16
      llvm.store %686, %273 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %687 = llvm.load %228 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %688 = llvm.fmul %687, %arg4 : f32
      %689 = llvm.fsub %688, %542 : f32
      %690 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%689) : (f32) -> f32
      %691 = llvm.fadd %685, %690 : f32
      %692 = llvm.fptrunc %690 : f32 to f16
      llvm.store %692, %274 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %693 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %694 = llvm.fmul %693, %arg4 : f32
      %695 = llvm.fsub %694, %542 : f32
      %696 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%695) : (f32) -> f32
      %697 = llvm.fadd %691, %696 : f32
      %698 = llvm.fptrunc %696 : f32 to f16
      llvm.store %698, %275 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %699 = llvm.load %234 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %700 = llvm.fmul %699, %arg4 : f32
      %701 = llvm.fsub %700, %542 : f32
      %702 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%701) : (f32) -> f32
      %703 = llvm.fadd %697, %702 : f32
      %704 = llvm.fptrunc %702 : f32 to f16
      llvm.store %704, %276 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %705 = llvm.load %237 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %706 = llvm.fmul %705, %arg4 : f32
      %707 = llvm.fsub %706, %542 : f32
      %708 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%707) : (f32) -> f32
      %709 = llvm.fadd %703, %708 : f32
      %710 = llvm.fptrunc %708 : f32 to f16
      llvm.store %710, %277 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %711 = llvm.load %240 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %712 = llvm.fmul %711, %arg4 : f32
      %713 = llvm.fsub %712, %542 : f32
      %714 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%713) : (f32) -> f32
      %715 = llvm.fadd %709, %714 : f32
      %716 = llvm.fptrunc %714 : f32 to f16
      llvm.store %716, %278 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %717 = llvm.load %243 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %718 = llvm.fmul %717, %arg4 : f32
      %719 = llvm.fsub %718, %542 : f32
      %720 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%719) : (f32) -> f32
      %721 = llvm.fadd %715, %720 : f32
      %722 = llvm.fptrunc %720 : f32 to f16
      llvm.store %722, %279 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %723 = llvm.load %246 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %724 = llvm.fmul %723, %arg4 : f32
      %725 = llvm.fsub %724, %542 : f32
      %726 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%725) : (f32) -> f32
      %727 = llvm.fadd %721, %726 : f32
      %728 = llvm.fptrunc %726 : f32 to f16
      llvm.store %728, %280 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %729 = llvm.load %249 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %730 = llvm.fmul %729, %arg4 : f32
      %731 = llvm.fsub %730, %542 : f32
      %732 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%731) : (f32) -> f32
      %733 = llvm.fadd %727, %732 : f32
      %734 = llvm.fptrunc %732 : f32 to f16
      llvm.store %734, %281 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %735 = nvvm.shfl.sync bfly %49, %733, %52, %48 : f32 -> f32
      %736 = llvm.fadd %733, %735 : f32
      nvvm.barrier
      llvm.cond_br %282, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      %737 = llvm.fsub %444, %542 : f32
      %738 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%737) : (f32) -> f32
      %739 = llvm.getelementptr %86[%148] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %738, %739 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %740 = llvm.getelementptr %83[%148] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %741 = llvm.load %740 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %742 = llvm.fmul %741, %738 : f32
      %743 = llvm.fadd %742, %736 : f32
      llvm.store %743, %740 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.store %542, %152 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb28, ^bb29
      nvvm.barrier
      %744 = llvm.load %54 {alignment = 16 : i64} : !llvm.ptr -> f32
      %745 = llvm.load %283 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %746 = llvm.fmul %744, %745 : f32
      llvm.store %746, %54 {alignment = 16 : i64} : f32, !llvm.ptr
      %747 = llvm.load %284 {alignment = 4 : i64} : !llvm.ptr -> f32
      %748 = llvm.load %283 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %749 = llvm.fmul %747, %748 : f32
      llvm.store %749, %284 {alignment = 4 : i64} : f32, !llvm.ptr
      %750 = llvm.load %285 {alignment = 8 : i64} : !llvm.ptr -> f32
      %751 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %752 = llvm.fmul %750, %751 : f32
      llvm.store %752, %285 {alignment = 8 : i64} : f32, !llvm.ptr
      %753 = llvm.load %288 {alignment = 4 : i64} : !llvm.ptr -> f32
      %754 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %755 = llvm.fmul %753, %754 : f32
      llvm.store %755, %288 {alignment = 4 : i64} : f32, !llvm.ptr
      %756 = llvm.load %289 {alignment = 16 : i64} : !llvm.ptr -> f32
      %757 = llvm.load %283 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %758 = llvm.fmul %756, %757 : f32
      llvm.store %758, %289 {alignment = 16 : i64} : f32, !llvm.ptr
      %759 = llvm.load %290 {alignment = 4 : i64} : !llvm.ptr -> f32
      %760 = llvm.load %283 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %761 = llvm.fmul %759, %760 : f32
      llvm.store %761, %290 {alignment = 4 : i64} : f32, !llvm.ptr
      %762 = llvm.load %291 {alignment = 8 : i64} : !llvm.ptr -> f32
      %763 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %764 = llvm.fmul %762, %763 : f32
      llvm.store %764, %291 {alignment = 8 : i64} : f32, !llvm.ptr
      %765 = llvm.load %292 {alignment = 4 : i64} : !llvm.ptr -> f32
      %766 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %767 = llvm.fmul %765, %766 : f32
      llvm.store %767, %292 {alignment = 4 : i64} : f32, !llvm.ptr
      %768 = llvm.load %293 {alignment = 16 : i64} : !llvm.ptr -> f32
      %769 = llvm.load %283 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %770 = llvm.fmul %768, %769 : f32
      llvm.store %770, %293 {alignment = 16 : i64} : f32, !llvm.ptr
      %771 = llvm.load %294 {alignment = 4 : i64} : !llvm.ptr -> f32
      %772 = llvm.load %283 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %773 = llvm.fmul %771, %772 : f32
      llvm.store %773, %294 {alignment = 4 : i64} : f32, !llvm.ptr
      %774 = llvm.load %295 {alignment = 8 : i64} : !llvm.ptr -> f32
      %775 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %776 = llvm.fmul %774, %775 : f32
      llvm.store %776, %295 {alignment = 8 : i64} : f32, !llvm.ptr
      %777 = llvm.load %296 {alignment = 4 : i64} : !llvm.ptr -> f32
      %778 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %779 = llvm.fmul %777, %778 : f32
      llvm.store %779, %296 {alignment = 4 : i64} : f32, !llvm.ptr
      %780 = llvm.load %297 {alignment = 16 : i64} : !llvm.ptr -> f32
      %781 = llvm.load %283 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %782 = llvm.fmul %780, %781 : f32
      llvm.store %782, %297 {alignment = 16 : i64} : f32, !llvm.ptr
      %783 = llvm.load %298 {alignment = 4 : i64} : !llvm.ptr -> f32
      %784 = llvm.load %283 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %785 = llvm.fmul %783, %784 : f32
      llvm.store %785, %298 {alignment = 4 : i64} : f32, !llvm.ptr
      %786 = llvm.load %299 {alignment = 8 : i64} : !llvm.ptr -> f32
      %787 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %788 = llvm.fmul %786, %787 : f32
      llvm.store %788, %299 {alignment = 8 : i64} : f32, !llvm.ptr
      %789 = llvm.load %300 {alignment = 4 : i64} : !llvm.ptr -> f32
      %790 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %791 = llvm.fmul %789, %790 : f32
      llvm.store %791, %300 {alignment = 4 : i64} : f32, !llvm.ptr
      %792 = llvm.load %301 {alignment = 16 : i64} : !llvm.ptr -> f32
      %793 = llvm.load %283 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %794 = llvm.fmul %792, %793 : f32
      llvm.store %794, %301 {alignment = 16 : i64} : f32, !llvm.ptr
      %795 = llvm.load %302 {alignment = 4 : i64} : !llvm.ptr -> f32
      %796 = llvm.load %283 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %797 = llvm.fmul %795, %796 : f32
      llvm.store %797, %302 {alignment = 4 : i64} : f32, !llvm.ptr
      %798 = llvm.load %303 {alignment = 8 : i64} : !llvm.ptr -> f32
      %799 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %800 = llvm.fmul %798, %799 : f32
      llvm.store %800, %303 {alignment = 8 : i64} : f32, !llvm.ptr
      %801 = llvm.load %304 {alignment = 4 : i64} : !llvm.ptr -> f32
      %802 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %803 = llvm.fmul %801, %802 : f32
      llvm.store %803, %304 {alignment = 4 : i64} : f32, !llvm.ptr
      %804 = llvm.load %305 {alignment = 16 : i64} : !llvm.ptr -> f32
      %805 = llvm.load %283 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %806 = llvm.fmul %804, %805 : f32
      llvm.store %806, %305 {alignment = 16 : i64} : f32, !llvm.ptr
      %807 = llvm.load %306 {alignment = 4 : i64} : !llvm.ptr -> f32
      %808 = llvm.load %283 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %809 = llvm.fmul %807, %808 : f32
      llvm.store %809, %306 {alignment = 4 : i64} : f32, !llvm.ptr
      %810 = llvm.load %307 {alignment = 8 : i64} : !llvm.ptr -> f32
      %811 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %812 = llvm.fmul %810, %811 : f32
      llvm.store %812, %307 {alignment = 8 : i64} : f32, !llvm.ptr
      %813 = llvm.load %308 {alignment = 4 : i64} : !llvm.ptr -> f32
      %814 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %815 = llvm.fmul %813, %814 : f32
      llvm.store %815, %308 {alignment = 4 : i64} : f32, !llvm.ptr
      %816 = llvm.load %309 {alignment = 16 : i64} : !llvm.ptr -> f32
      %817 = llvm.load %283 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %818 = llvm.fmul %816, %817 : f32
      llvm.store %818, %309 {alignment = 16 : i64} : f32, !llvm.ptr
      %819 = llvm.load %310 {alignment = 4 : i64} : !llvm.ptr -> f32
      %820 = llvm.load %283 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %821 = llvm.fmul %819, %820 : f32
      llvm.store %821, %310 {alignment = 4 : i64} : f32, !llvm.ptr
      %822 = llvm.load %311 {alignment = 8 : i64} : !llvm.ptr -> f32
      %823 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %824 = llvm.fmul %822, %823 : f32
      llvm.store %824, %311 {alignment = 8 : i64} : f32, !llvm.ptr
      %825 = llvm.load %312 {alignment = 4 : i64} : !llvm.ptr -> f32
      %826 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %827 = llvm.fmul %825, %826 : f32
      llvm.store %827, %312 {alignment = 4 : i64} : f32, !llvm.ptr
      %828 = llvm.load %313 {alignment = 16 : i64} : !llvm.ptr -> f32
      %829 = llvm.load %283 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %830 = llvm.fmul %828, %829 : f32
      llvm.store %830, %313 {alignment = 16 : i64} : f32, !llvm.ptr
      %831 = llvm.load %314 {alignment = 4 : i64} : !llvm.ptr -> f32
      %832 = llvm.load %283 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %833 = llvm.fmul %831, %832 : f32
      llvm.store %833, %314 {alignment = 4 : i64} : f32, !llvm.ptr
      %834 = llvm.load %315 {alignment = 8 : i64} : !llvm.ptr -> f32
      %835 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %836 = llvm.fmul %834, %835 : f32
      llvm.store %836, %315 {alignment = 8 : i64} : f32, !llvm.ptr
      %837 = llvm.load %316 {alignment = 4 : i64} : !llvm.ptr -> f32
      %838 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %839 = llvm.fmul %837, %838 : f32
      llvm.store %839, %316 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.br ^bb31(%15, %15, %15 : i32, i32, i32)
    ^bb31(%840: i32, %841: i32, %842: i32):  // 2 preds: ^bb30, ^bb32
      %843 = llvm.icmp "slt" %840, %16 : i32
      llvm.cond_br %843, ^bb32, ^bb33
    ^bb32:  // pred: ^bb31
      %844 = llvm.srem %840, %20 : i32
      %845 = llvm.mul %844, %5 overflow<nsw> : i32
      %846 = llvm.mul %842, %13 overflow<nsw> : i32
      %847 = llvm.add %845, %846 overflow<nsw> : i32
      %848 = llvm.getelementptr %134[%847] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %849 = llvm.mul %840, %20 overflow<nsw> : i32
      %850 = llvm.getelementptr %57[%849] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %851 = llvm.load %848 {alignment = 4 : i64} : !llvm.ptr<3> -> vector<2xf16>
      llvm.store %851, %850 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr
      %852 = llvm.add %841, %52 : i32
      %853 = llvm.icmp "eq" %852, %20 : i32
      %854 = llvm.select %853, %15, %852 : i1, i32
      %855 = llvm.add %842, %52 : i32
      %856 = llvm.select %853, %855, %842 : i1, i32
      %857 = llvm.add %840, %52 : i32
      llvm.br ^bb31(%857, %854, %856 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb33:  // pred: ^bb31
      llvm.br ^bb34(%15, %15, %15 : i32, i32, i32)
    ^bb34(%858: i32, %859: i32, %860: i32):  // 2 preds: ^bb33, ^bb35
      %861 = llvm.icmp "slt" %858, %51 : i32
      llvm.cond_br %861, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %862 = llvm.mul %859, %13 overflow<nsw> : i32
      %863 = llvm.mul %860, %21 overflow<nsw> : i32
      %864 = llvm.add %862, %863 overflow<nsw> : i32
      %865 = llvm.getelementptr %137[%864] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %866 = llvm.mul %859, %19 overflow<nsw> : i32
      %867 = llvm.mul %860, %51 overflow<nsw> : i32
      %868 = llvm.add %866, %867 overflow<nsw> : i32
      %869 = llvm.getelementptr %56[%868] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %870 = llvm.load %865 {alignment = 2 : i64} : !llvm.ptr<3> -> vector<1xf16>
      llvm.store %870, %869 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
      %871 = llvm.getelementptr %865[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %872 = llvm.getelementptr %869[1] : (!llvm.ptr) -> !llvm.ptr, f16
      %873 = llvm.load %871 {alignment = 2 : i64} : !llvm.ptr<3> -> vector<1xf16>
      llvm.store %873, %872 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
      %874 = llvm.getelementptr %865[512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %875 = llvm.getelementptr %869[2] : (!llvm.ptr) -> !llvm.ptr, f16
      %876 = llvm.load %874 {alignment = 2 : i64} : !llvm.ptr<3> -> vector<1xf16>
      llvm.store %876, %875 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
      %877 = llvm.getelementptr %865[576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %878 = llvm.getelementptr %869[3] : (!llvm.ptr) -> !llvm.ptr, f16
      %879 = llvm.load %877 {alignment = 2 : i64} : !llvm.ptr<3> -> vector<1xf16>
      llvm.store %879, %878 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
      %880 = llvm.add %859, %52 : i32
      %881 = llvm.icmp "eq" %880, %13 : i32
      %882 = llvm.select %881, %15, %880 : i1, i32
      %883 = llvm.add %860, %52 : i32
      %884 = llvm.select %881, %883, %860 : i1, i32
      %885 = llvm.add %858, %52 : i32
      llvm.br ^bb34(%885, %882, %884 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb36:  // pred: ^bb34
      llvm.br ^bb37(%15 : i32)
    ^bb37(%886: i32):  // 2 preds: ^bb36, ^bb41
      %887 = llvm.icmp "slt" %886, %19 : i32
      llvm.cond_br %887, ^bb38, ^bb42
    ^bb38:  // pred: ^bb37
      %888 = llvm.mul %886, %13 overflow<nsw> : i32
      %889 = llvm.getelementptr %57[%888] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %890 = llvm.getelementptr %889[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %891 = llvm.getelementptr %889[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %892 = llvm.getelementptr %889[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb39(%15 : i32)
    ^bb39(%893: i32):  // 2 preds: ^bb38, ^bb40
      %894 = llvm.icmp "slt" %893, %13 : i32
      llvm.cond_br %894, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %895 = llvm.mul %893, %19 overflow<nsw> : i32
      %896 = llvm.mul %886, %51 overflow<nsw> : i32
      %897 = llvm.add %895, %896 overflow<nsw> : i32
      %898 = llvm.getelementptr %56[%897] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %899 = llvm.getelementptr %54[%895] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %900 = llvm.load %889 : !llvm.ptr -> vector<2xf16>
      %901 = llvm.load %890 : !llvm.ptr -> vector<2xf16>
      %902 = llvm.load %891 : !llvm.ptr -> vector<2xf16>
      %903 = llvm.load %892 : !llvm.ptr -> vector<2xf16>
      %904 = llvm.load %898 : !llvm.ptr -> vector<2xf16>
      %905 = llvm.getelementptr %898[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %906 = llvm.load %905 : !llvm.ptr -> vector<2xf16>
      %907 = llvm.load %899 : !llvm.ptr -> vector<4xf32>
      %908 = llvm.extractelement %907[%4 : i64] : vector<4xf32>
      %909 = llvm.extractelement %907[%3 : i64] : vector<4xf32>
      %910 = llvm.extractelement %907[%2 : i64] : vector<4xf32>
      %911 = llvm.extractelement %907[%1 : i64] : vector<4xf32>
      %912 = nvvm.mma.sync A[%900, %901, %902, %903]  B[%904, %906]  C[%908, %909, %910, %911]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %913 = llvm.extractvalue %912[0] : !llvm.struct<(f32, f32, f32, f32)> 
      %914 = llvm.extractvalue %912[1] : !llvm.struct<(f32, f32, f32, f32)> 
      %915 = llvm.extractvalue %912[2] : !llvm.struct<(f32, f32, f32, f32)> 
      %916 = llvm.extractvalue %912[3] : !llvm.struct<(f32, f32, f32, f32)> 
      %917 = llvm.insertelement %913, %0[%4 : i64] : vector<4xf32>
      %918 = llvm.insertelement %914, %917[%3 : i64] : vector<4xf32>
      %919 = llvm.insertelement %915, %918[%2 : i64] : vector<4xf32>
      %920 = llvm.insertelement %916, %919[%1 : i64] : vector<4xf32>
      llvm.store %920, %899 : vector<4xf32>, !llvm.ptr
      %921 = llvm.add %893, %52 : i32
      llvm.br ^bb39(%921 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb41:  // pred: ^bb39
      %922 = llvm.add %886, %52 : i32
      llvm.br ^bb37(%922 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb42:  // pred: ^bb37
      nvvm.barrier
      %923 = llvm.add %317, %52 : i32
      llvm.br ^bb6(%923 : i32)
    ^bb43:  // pred: ^bb6
      %924 = llvm.load %54 {alignment = 16 : i64} : !llvm.ptr -> f32
      %925 = llvm.getelementptr %83[%141] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %926 = llvm.load %925 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %927 = nvvm.rcp.approx.ftz.f %926 : f32
      %928 = llvm.fmul %924, %927 : f32
      %929 = llvm.fptrunc %928 : f32 to f16
      llvm.store %929, %53 {alignment = 32 : i64} : f16, !llvm.ptr
      %930 = llvm.load %284 {alignment = 4 : i64} : !llvm.ptr -> f32
      %931 = llvm.load %925 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %932 = nvvm.rcp.approx.ftz.f %931 : f32
      %933 = llvm.fmul %930, %932 : f32
      %934 = llvm.fptrunc %933 : f32 to f16
      %935 = llvm.getelementptr %53[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %934, %935 {alignment = 2 : i64} : f16, !llvm.ptr
      %936 = llvm.load %285 {alignment = 8 : i64} : !llvm.ptr -> f32
      %937 = llvm.getelementptr %83[%286] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %938 = llvm.load %937 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %939 = nvvm.rcp.approx.ftz.f %938 : f32
      %940 = llvm.fmul %936, %939 : f32
      %941 = llvm.fptrunc %940 : f32 to f16
      %942 = llvm.getelementptr %53[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %941, %942 {alignment = 4 : i64} : f16, !llvm.ptr
      %943 = llvm.load %288 {alignment = 4 : i64} : !llvm.ptr -> f32
      %944 = llvm.load %937 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %945 = nvvm.rcp.approx.ftz.f %944 : f32
      %946 = llvm.fmul %943, %945 : f32
      %947 = llvm.fptrunc %946 : f32 to f16
      %948 = llvm.getelementptr %53[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %947, %948 {alignment = 2 : i64} : f16, !llvm.ptr
      %949 = llvm.load %289 {alignment = 16 : i64} : !llvm.ptr -> f32
      %950 = llvm.load %925 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %951 = nvvm.rcp.approx.ftz.f %950 : f32
      %952 = llvm.fmul %949, %951 : f32
      %953 = llvm.fptrunc %952 : f32 to f16
      %954 = llvm.getelementptr %53[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %953, %954 {alignment = 8 : i64} : f16, !llvm.ptr
      %955 = llvm.load %290 {alignment = 4 : i64} : !llvm.ptr -> f32
      %956 = llvm.load %925 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %957 = nvvm.rcp.approx.ftz.f %956 : f32
      %958 = llvm.fmul %955, %957 : f32
      %959 = llvm.fptrunc %958 : f32 to f16
      %960 = llvm.getelementptr %53[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %959, %960 {alignment = 2 : i64} : f16, !llvm.ptr
      %961 = llvm.load %291 {alignment = 8 : i64} : !llvm.ptr -> f32
      %962 = llvm.load %937 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %963 = nvvm.rcp.approx.ftz.f %962 : f32
      %964 = llvm.fmul %961, %963 : f32
      %965 = llvm.fptrunc %964 : f32 to f16
      %966 = llvm.getelementptr %53[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %965, %966 {alignment = 4 : i64} : f16, !llvm.ptr
      %967 = llvm.load %292 {alignment = 4 : i64} : !llvm.ptr -> f32
      %968 = llvm.load %937 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %969 = nvvm.rcp.approx.ftz.f %968 : f32
      %970 = llvm.fmul %967, %969 : f32
      %971 = llvm.fptrunc %970 : f32 to f16
      %972 = llvm.getelementptr %53[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %971, %972 {alignment = 2 : i64} : f16, !llvm.ptr
      %973 = llvm.load %293 {alignment = 16 : i64} : !llvm.ptr -> f32
      %974 = llvm.load %925 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %975 = nvvm.rcp.approx.ftz.f %974 : f32
      %976 = llvm.fmul %973, %975 : f32
      %977 = llvm.fptrunc %976 : f32 to f16
      %978 = llvm.getelementptr %53[8] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %977, %978 {alignment = 16 : i64} : f16, !llvm.ptr
      %979 = llvm.load %294 {alignment = 4 : i64} : !llvm.ptr -> f32
      %980 = llvm.load %925 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %981 = nvvm.rcp.approx.ftz.f %980 : f32
      %982 = llvm.fmul %979, %981 : f32
      %983 = llvm.fptrunc %982 : f32 to f16
      %984 = llvm.getelementptr %53[9] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %983, %984 {alignment = 2 : i64} : f16, !llvm.ptr
      %985 = llvm.load %295 {alignment = 8 : i64} : !llvm.ptr -> f32
      %986 = llvm.load %937 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %987 = nvvm.rcp.approx.ftz.f %986 : f32
      %988 = llvm.fmul %985, %987 : f32
      %989 = llvm.fptrunc %988 : f32 to f16
      %990 = llvm.getelementptr %53[10] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %989, %990 {alignment = 4 : i64} : f16, !llvm.ptr
      %991 = llvm.load %296 {alignment = 4 : i64} : !llvm.ptr -> f32
      %992 = llvm.load %937 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %993 = nvvm.rcp.approx.ftz.f %992 : f32
      %994 = llvm.fmul %991, %993 : f32
      %995 = llvm.fptrunc %994 : f32 to f16
      %996 = llvm.getelementptr %53[11] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %995, %996 {alignment = 2 : i64} : f16, !llvm.ptr
      %997 = llvm.load %297 {alignment = 16 : i64} : !llvm.ptr -> f32
      %998 = llvm.load %925 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %999 = nvvm.rcp.approx.ftz.f %998 : f32
      %1000 = llvm.fmul %997, %999 : f32
      %1001 = llvm.fptrunc %1000 : f32 to f16
      %1002 = llvm.getelementptr %53[12] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1001, %1002 {alignment = 8 : i64} : f16, !llvm.ptr
      %1003 = llvm.load %298 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1004 = llvm.load %925 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %1005 = nvvm.rcp.approx.ftz.f %1004 : f32
      %1006 = llvm.fmul %1003, %1005 : f32
      %1007 = llvm.fptrunc %1006 : f32 to f16
      %1008 = llvm.getelementptr %53[13] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1007, %1008 {alignment = 2 : i64} : f16, !llvm.ptr
      %1009 = llvm.load %299 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1010 = llvm.load %937 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %1011 = nvvm.rcp.approx.ftz.f %1010 : f32
      %1012 = llvm.fmul %1009, %1011 : f32
      %1013 = llvm.fptrunc %1012 : f32 to f16
      %1014 = llvm.getelementptr %53[14] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1013, %1014 {alignment = 4 : i64} : f16, !llvm.ptr
      %1015 = llvm.load %300 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1016 = llvm.load %937 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %1017 = nvvm.rcp.approx.ftz.f %1016 : f32
      %1018 = llvm.fmul %1015, %1017 : f32
      %1019 = llvm.fptrunc %1018 : f32 to f16
      %1020 = llvm.getelementptr %53[15] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1019, %1020 {alignment = 2 : i64} : f16, !llvm.ptr
      %1021 = llvm.load %301 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1022 = llvm.load %925 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %1023 = nvvm.rcp.approx.ftz.f %1022 : f32
      %1024 = llvm.fmul %1021, %1023 : f32
      %1025 = llvm.fptrunc %1024 : f32 to f16
      %1026 = llvm.getelementptr %53[16] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1025, %1026 {alignment = 32 : i64} : f16, !llvm.ptr
      %1027 = llvm.load %302 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1028 = llvm.load %925 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %1029 = nvvm.rcp.approx.ftz.f %1028 : f32
      %1030 = llvm.fmul %1027, %1029 : f32
      %1031 = llvm.fptrunc %1030 : f32 to f16
      %1032 = llvm.getelementptr %53[17] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1031, %1032 {alignment = 2 : i64} : f16, !llvm.ptr
      %1033 = llvm.load %303 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1034 = llvm.load %937 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %1035 = nvvm.rcp.approx.ftz.f %1034 : f32
      %1036 = llvm.fmul %1033, %1035 : f32
      %1037 = llvm.fptrunc %1036 : f32 to f16
      %1038 = llvm.getelementptr %53[18] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1037, %1038 {alignment = 4 : i64} : f16, !llvm.ptr
      %1039 = llvm.load %304 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1040 = llvm.load %937 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %1041 = nvvm.rcp.approx.ftz.f %1040 : f32
      %1042 = llvm.fmul %1039, %1041 : f32
      %1043 = llvm.fptrunc %1042 : f32 to f16
      %1044 = llvm.getelementptr %53[19] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1043, %1044 {alignment = 2 : i64} : f16, !llvm.ptr
      %1045 = llvm.load %305 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1046 = llvm.load %925 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %1047 = nvvm.rcp.approx.ftz.f %1046 : f32
      %1048 = llvm.fmul %1045, %1047 : f32
      %1049 = llvm.fptrunc %1048 : f32 to f16
      %1050 = llvm.getelementptr %53[20] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1049, %1050 {alignment = 8 : i64} : f16, !llvm.ptr
      %1051 = llvm.load %306 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1052 = llvm.load %925 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %1053 = nvvm.rcp.approx.ftz.f %1052 : f32
      %1054 = llvm.fmul %1051, %1053 : f32
      %1055 = llvm.fptrunc %1054 : f32 to f16
      %1056 = llvm.getelementptr %53[21] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1055, %1056 {alignment = 2 : i64} : f16, !llvm.ptr
      %1057 = llvm.load %307 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1058 = llvm.load %937 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %1059 = nvvm.rcp.approx.ftz.f %1058 : f32
      %1060 = llvm.fmul %1057, %1059 : f32
      %1061 = llvm.fptrunc %1060 : f32 to f16
      %1062 = llvm.getelementptr %53[22] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1061, %1062 {alignment = 4 : i64} : f16, !llvm.ptr
      %1063 = llvm.load %308 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1064 = llvm.load %937 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %1065 = nvvm.rcp.approx.ftz.f %1064 : f32
      %1066 = llvm.fmul %1063, %1065 : f32
      %1067 = llvm.fptrunc %1066 : f32 to f16
      %1068 = llvm.getelementptr %53[23] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1067, %1068 {alignment = 2 : i64} : f16, !llvm.ptr
      %1069 = llvm.load %309 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1070 = llvm.load %925 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %1071 = nvvm.rcp.approx.ftz.f %1070 : f32
      %1072 = llvm.fmul %1069, %1071 : f32
      %1073 = llvm.fptrunc %1072 : f32 to f16
      %1074 = llvm.getelementptr %53[24] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1073, %1074 {alignment = 16 : i64} : f16, !llvm.ptr
      %1075 = llvm.load %310 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1076 = llvm.load %925 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %1077 = nvvm.rcp.approx.ftz.f %1076 : f32
      %1078 = llvm.fmul %1075, %1077 : f32
      %1079 = llvm.fptrunc %1078 : f32 to f16
      %1080 = llvm.getelementptr %53[25] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1079, %1080 {alignment = 2 : i64} : f16, !llvm.ptr
      %1081 = llvm.load %311 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1082 = llvm.load %937 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %1083 = nvvm.rcp.approx.ftz.f %1082 : f32
      %1084 = llvm.fmul %1081, %1083 : f32
      %1085 = llvm.fptrunc %1084 : f32 to f16
      %1086 = llvm.getelementptr %53[26] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr
      %1087 = llvm.load %312 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1088 = llvm.load %937 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %1089 = nvvm.rcp.approx.ftz.f %1088 : f32
      %1090 = llvm.fmul %1087, %1089 : f32
      %1091 = llvm.fptrunc %1090 : f32 to f16
      %1092 = llvm.getelementptr %53[27] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1091, %1092 {alignment = 2 : i64} : f16, !llvm.ptr
      %1093 = llvm.load %313 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1094 = llvm.load %925 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %1095 = nvvm.rcp.approx.ftz.f %1094 : f32
      %1096 = llvm.fmul %1093, %1095 : f32
      %1097 = llvm.fptrunc %1096 : f32 to f16
      %1098 = llvm.getelementptr %53[28] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1097, %1098 {alignment = 8 : i64} : f16, !llvm.ptr
      %1099 = llvm.load %314 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1100 = llvm.load %925 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %1101 = nvvm.rcp.approx.ftz.f %1100 : f32
      %1102 = llvm.fmul %1099, %1101 : f32
      %1103 = llvm.fptrunc %1102 : f32 to f16
      %1104 = llvm.getelementptr %53[29] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1103, %1104 {alignment = 2 : i64} : f16, !llvm.ptr
      %1105 = llvm.load %315 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1106 = llvm.load %937 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %1107 = nvvm.rcp.approx.ftz.f %1106 : f32
      %1108 = llvm.fmul %1105, %1107 : f32
      %1109 = llvm.fptrunc %1108 : f32 to f16
      %1110 = llvm.getelementptr %53[30] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1109, %1110 {alignment = 4 : i64} : f16, !llvm.ptr
      %1111 = llvm.load %316 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1112 = llvm.load %937 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %1113 = nvvm.rcp.approx.ftz.f %1112 : f32
      %1114 = llvm.fmul %1111, %1113 : f32
      %1115 = llvm.fptrunc %1114 : f32 to f16
      %1116 = llvm.getelementptr %53[31] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1115, %1116 {alignment = 2 : i64} : f16, !llvm.ptr
      llvm.br ^bb44(%15, %15, %15 : i32, i32, i32)
    ^bb44(%1117: i32, %1118: i32, %1119: i32):  // 2 preds: ^bb43, ^bb45
      %1120 = llvm.icmp "slt" %1117, %16 : i32
      llvm.cond_br %1120, ^bb45, ^bb46
    ^bb45:  // pred: ^bb44
      %1121 = llvm.mul %1117, %20 overflow<nsw> : i32
      %1122 = llvm.getelementptr %53[%1121] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1123 = llvm.srem %1117, %20 : i32
      %1124 = llvm.mul %1123, %5 overflow<nsw> : i32
      %1125 = llvm.mul %1119, %13 overflow<nsw> : i32
      %1126 = llvm.add %1124, %1125 overflow<nsw> : i32
      %1127 = llvm.getelementptr %139[%1126] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1128 = llvm.load %1122 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
      llvm.store %1128, %1127 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
      %1129 = llvm.add %1118, %52 : i32
      %1130 = llvm.icmp "eq" %1129, %20 : i32
      %1131 = llvm.select %1130, %15, %1129 : i1, i32
      %1132 = llvm.add %1119, %52 : i32
      %1133 = llvm.select %1130, %1132, %1119 : i1, i32
      %1134 = llvm.add %1117, %52 : i32
      llvm.br ^bb44(%1134, %1131, %1133 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb46:  // pred: ^bb44
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_fmha_fwd_kernel_TiledMMA_ThrLayoutVMNK3241113200_PermutationMNK641161161_MMAAtom_ThrID321_ShapeMNK16816_TVLayoutA48222321168128_TVLayoutB4822161864_TVLayoutC4822321168_Tile_0' launch shared memory exceeds current GPU arch sm_120a allowed. Allocated: %lld bytes. Max: 101376 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_fmha_fwd_FakeTensorFloat1625664464116384_FakeTensorFloat1625664464116384_FakeTensorFloat1625664464116384_FakeTensorFloat1625664464116384_018033688(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: f32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(4 : i32) : i32
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.mlir.constant(128 : i32) : i32
    %9 = llvm.mlir.constant(0 : i64) : i64
    %10 = llvm.mlir.constant(49920 : i64) : i64
    %11 = llvm.inttoptr %9 : i64 to !llvm.ptr
    %12 = llvm.alloca %7 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %13 = llvm.alloca %7 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %14 = llvm.getelementptr %12[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %14 : !llvm.ptr, !llvm.ptr
    %15 = llvm.getelementptr %12[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %15 : i32, !llvm.ptr
    %16 = llvm.getelementptr %12[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %16 : i32, !llvm.ptr
    %17 = llvm.getelementptr %12[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %17 : i32, !llvm.ptr
    %18 = llvm.getelementptr %12[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %18 : i64, !llvm.ptr
    %19 = llvm.getelementptr %12[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %19 : i32, !llvm.ptr
    %20 = llvm.getelementptr %12[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %20 : i32, !llvm.ptr
    %21 = llvm.getelementptr %12[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %12[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %12[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %23 : !llvm.ptr, !llvm.ptr
    %24 = llvm.alloca %7 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
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
    %39 = llvm.add %29, %7 : i32
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
    %45 = llvm.add %46, %7 : i32
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
    %60 = llvm.add %50, %7 : i32
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
    %66 = llvm.add %67, %7 : i32
    llvm.cond_br %65, ^bb13, ^bb15(%66 : i32)
  ^bb15(%67: i32):  // 2 preds: ^bb8, ^bb14
    %68 = llvm.icmp "uge" %67, %50 : i32
    llvm.cond_br %68, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %69 = "cuda.launch_ex"(%25, %arg0, %arg1, %arg2, %arg3, %arg4) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_fmha_fwd_kernel_TiledMMA_ThrLayoutVMNK3241113200_PermutationMNK641161161_MMAAtom_ThrID321_ShapeMNK16816_TVLayoutA48222321168128_TVLayoutB4822161864_TVLayoutC4822321168_Tile_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, f32) -> !cuda.result
    %70 = builtin.unrealized_conversion_cast %69 : !cuda.result to i32
    "cuda.return_if_error"(%70) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_fmha_fwd_FakeTensorFloat1625664464116384_FakeTensorFloat1625664464116384_FakeTensorFloat1625664464116384_FakeTensorFloat1625664464116384_018033688(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: f32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_fmha_fwd_FakeTensorFloat1625664464116384_FakeTensorFloat1625664464116384_FakeTensorFloat1625664464116384_FakeTensorFloat1625664464116384_018033688(%arg0, %arg1, %arg2, %arg3, %arg4) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, f32) -> i32
    llvm.return %0 : i32
  }
}
