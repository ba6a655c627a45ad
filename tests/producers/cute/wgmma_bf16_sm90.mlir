module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_wgmma_bf16_kernel_TiledMMA_ThrLayoutVMNK128211112800_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK6412816_TVLayoutA12864160164_TVLayoutB1281281601128_TVLayoutC48422161281166_0(%arg0: !llvm.struct<(i1)>, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 2, 2, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 67584 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %1 = llvm.mlir.constant(4611686018427387904 : i64) : i64
      %2 = llvm.mlir.constant(274877906944 : i64) : i64
      %3 = llvm.mlir.constant(65536 : i64) : i64
      %4 = llvm.mlir.constant(2048 : i32) : i32
      %5 = llvm.mlir.constant(8192 : i32) : i32
      %6 = llvm.mlir.constant(6 : i32) : i32
      %7 = llvm.mlir.constant(1024 : i32) : i32
      %8 = llvm.mlir.constant(16383 : i32) : i32
      %9 = llvm.mlir.constant(8 : i64) : i64
      %10 = llvm.mlir.constant(1024 : i64) : i64
      %11 = llvm.mlir.constant(true) : i1
      %12 = llvm.mlir.constant(31 : i32) : i32
      %13 = llvm.mlir.constant(-1 : i32) : i32
      %14 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %15 = llvm.mlir.constant(128 : i32) : i32
      %16 = llvm.mlir.constant(2 : i32) : i32
      %17 = llvm.mlir.constant(4096 : i32) : i32
      %18 = llvm.mlir.constant(4 : i32) : i32
      %19 = llvm.mlir.constant(8 : i32) : i32
      %20 = llvm.mlir.constant(256 : i32) : i32
      %21 = llvm.mlir.constant(16384 : i32) : i32
      %22 = llvm.mlir.constant(dense<0.000000e+00> : vector<64xf32>) : vector<64xf32>
      %23 = llvm.mlir.constant(0 : i32) : i32
      %24 = llvm.mlir.constant(32768 : i32) : i32
      %25 = llvm.mlir.constant(10000000 : i32) : i32
      %26 = llvm.mlir.constant(32 : i32) : i32
      %27 = llvm.mlir.constant(64 : i32) : i32
      %28 = llvm.mlir.constant(1 : i32) : i32
      %29 = llvm.alloca %27 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %27 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %32 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %33 = llvm.ptrtoint %14 : !llvm.ptr<3> to i32
      %34 = nvvm.shfl.sync idx %13, %33, %23, %12 : i32 -> i32
      %35 = llvm.zext %34 : i32 to i64
      %36 = llvm.inttoptr %35 : i64 to !llvm.ptr<3>
      llvm.intr.assume %11 ["align"(%36, %10 : !llvm.ptr<3>, i64)] : i1
      %37 = llvm.getelementptr %36[32768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %38 = llvm.getelementptr %36[65536] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %39 = llvm.ptrtoint %38 : !llvm.ptr<3> to i64
      %40 = llvm.inttoptr %39 : i64 to !llvm.ptr<3>
      llvm.intr.assume %11 ["align"(%40, %9 : !llvm.ptr<3>, i64)] : i1
      %41 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %42 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %43 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %44 = llvm.mul %42, %15 overflow<nsw> : i32
      %45 = llvm.mul %43, %15 overflow<nsw> : i32
      %46 = llvm.sdiv %41, %15 : i32
      %47 = llvm.srem %46, %16 : i32
      %48 = llvm.mul %47, %17 overflow<nsw> : i32
      %49 = llvm.getelementptr %36[%48] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %50 = llvm.ptrtoint %49 : !llvm.ptr<3> to i32
      %51 = llvm.lshr %50, %18 : i32
      %52 = llvm.and %51, %8 : i32
      %53 = llvm.zext %52 : i32 to i64
      %54 = llvm.or %53, %3 : i64
      %55 = llvm.or %54, %2 : i64
      %56 = llvm.or %55, %1 : i64
      %57 = llvm.ptrtoint %37 : !llvm.ptr<3> to i32
      %58 = llvm.lshr %57, %18 : i32
      %59 = llvm.and %58, %8 : i32
      %60 = llvm.zext %59 : i32 to i64
      %61 = llvm.or %60, %3 : i64
      %62 = llvm.or %61, %2 : i64
      %63 = llvm.or %62, %1 : i64
      %64 = llvm.mul %42, %24 overflow<nsw> : i32
      %65 = llvm.add %64, %45 overflow<nsw> : i32
      %66 = llvm.extractvalue %arg3[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %67 = llvm.getelementptr %66[%65] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %68 = llvm.srem %41, %15 : i32
      %69 = llvm.sdiv %68, %18 : i32
      %70 = llvm.srem %68, %18 : i32
      %71 = llvm.mul %70, %16 overflow<nsw> : i32
      %72 = llvm.sdiv %69, %19 : i32
      %73 = llvm.srem %69, %19 : i32
      %74 = llvm.mul %73, %20 overflow<nsw> : i32
      %75 = llvm.add %71, %74 overflow<nsw> : i32
      %76 = llvm.mul %72, %17 overflow<nsw> : i32
      %77 = llvm.add %75, %76 overflow<nsw> : i32
      %78 = llvm.mul %47, %21 overflow<nsw> : i32
      %79 = llvm.add %77, %78 overflow<nsw> : i32
      %80 = llvm.getelementptr %67[%79] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %22, %30 {alignment = 32 : i64} : vector<64xf32>, !llvm.ptr
      %81 = llvm.icmp "eq" %41, %23 : i32
      llvm.cond_br %81, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      nvvm.mbarrier.init %40, %28 : !llvm.ptr<3>, i32
      %82 = llvm.getelementptr %40[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %82, %28 : !llvm.ptr<3>, i32
      nvvm.fence.mbarrier.init
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      nvvm.barrier
      llvm.cond_br %81, ^bb3, ^bb8
    ^bb3:  // pred: ^bb2
      %83 = nvvm.mbarrier.arrive.expect_tx %40, %24 : !llvm.ptr<3>, i32 -> i64
      %84 = nvvm.elect.sync -> i1
      llvm.cond_br %84, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      nvvm.cp.async.bulk.tensor.shared.cluster.global %36, %31, %40, box[%23, %44] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      %85 = nvvm.elect.sync -> i1
      llvm.cond_br %85, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      nvvm.cp.async.bulk.tensor.shared.cluster.global %37, %32, %40, box[%23, %45] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb2, ^bb7
      %86 = llvm.bitcast %56 : i64 to vector<2xi32>
      %87 = llvm.extractelement %86[%0 : i64] : vector<2xi32>
      %88 = llvm.bitcast %63 : i64 to vector<2xi32>
      %89 = llvm.extractelement %88[%0 : i64] : vector<2xi32>
      %90 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %91 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %92 = llvm.getelementptr %30[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %93 = llvm.getelementptr %30[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %94 = llvm.getelementptr %30[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %95 = llvm.getelementptr %30[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %96 = llvm.getelementptr %30[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %97 = llvm.getelementptr %30[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %98 = llvm.getelementptr %30[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %99 = llvm.getelementptr %30[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %100 = llvm.getelementptr %30[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %101 = llvm.getelementptr %30[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %102 = llvm.getelementptr %30[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %103 = llvm.getelementptr %30[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %104 = llvm.getelementptr %30[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %105 = llvm.getelementptr %30[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %106 = llvm.getelementptr %30[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %107 = llvm.getelementptr %30[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %108 = llvm.getelementptr %30[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %109 = llvm.getelementptr %30[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %110 = llvm.getelementptr %30[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %111 = llvm.getelementptr %30[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %112 = llvm.getelementptr %30[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %113 = llvm.getelementptr %30[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %114 = llvm.getelementptr %30[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %115 = llvm.getelementptr %30[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %116 = llvm.getelementptr %30[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %117 = llvm.getelementptr %30[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %118 = llvm.getelementptr %30[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %119 = llvm.getelementptr %30[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %120 = llvm.getelementptr %30[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %121 = llvm.getelementptr %30[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %122 = llvm.getelementptr %30[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %123 = llvm.getelementptr %30[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %124 = llvm.getelementptr %30[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %125 = llvm.getelementptr %30[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %126 = llvm.getelementptr %30[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %127 = llvm.getelementptr %30[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %128 = llvm.getelementptr %30[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %129 = llvm.getelementptr %30[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %130 = llvm.getelementptr %30[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %131 = llvm.getelementptr %30[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %132 = llvm.getelementptr %30[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %133 = llvm.getelementptr %30[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %134 = llvm.getelementptr %30[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %135 = llvm.getelementptr %30[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %136 = llvm.getelementptr %30[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %137 = llvm.getelementptr %30[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %138 = llvm.getelementptr %30[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %139 = llvm.getelementptr %30[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %140 = llvm.getelementptr %30[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %141 = llvm.getelementptr %30[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %142 = llvm.getelementptr %30[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %143 = llvm.getelementptr %30[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %144 = llvm.getelementptr %30[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %145 = llvm.getelementptr %30[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %146 = llvm.getelementptr %30[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %147 = llvm.getelementptr %30[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %148 = llvm.getelementptr %30[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %149 = llvm.getelementptr %30[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %150 = llvm.getelementptr %30[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %151 = llvm.getelementptr %30[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %152 = llvm.getelementptr %30[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %153 = llvm.extractvalue %arg0[0] : !llvm.struct<(i1)> 
      %154 = llvm.zext %153 : i1 to i32
      llvm.br ^bb9(%23, %23, %23 : i32, i32, i32)
    ^bb9(%155: i32, %156: i32, %157: i32):  // 2 preds: ^bb8, ^bb16
      %158 = llvm.icmp "slt" %155, %19 : i32
      llvm.cond_br %158, ^bb10, ^bb17
    ^bb10:  // pred: ^bb9
      %159 = llvm.srem %155, %16 : i32
      %160 = llvm.add %155, %28 : i32
      %161 = llvm.icmp "slt" %160, %19 : i32
      %162 = llvm.and %81, %161 : i1
      llvm.cond_br %162, ^bb11, ^bb16
    ^bb11:  // pred: ^bb10
      %163 = llvm.sub %28, %159 : i32
      %164 = llvm.getelementptr %40[%163] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %165 = nvvm.mbarrier.arrive.expect_tx %164, %24 : !llvm.ptr<3>, i32 -> i64
      %166 = llvm.mul %160, %27 overflow<nsw> : i32
      %167 = llvm.mul %163, %5 overflow<nsw> : i32
      %168 = llvm.getelementptr %36[%167] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %169 = nvvm.elect.sync -> i1
      llvm.cond_br %169, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      nvvm.cp.async.bulk.tensor.shared.cluster.global %168, %31, %164, box[%166, %44] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      %170 = llvm.getelementptr %37[%167] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %171 = nvvm.elect.sync -> i1
      llvm.cond_br %171, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      nvvm.cp.async.bulk.tensor.shared.cluster.global %170, %32, %164, box[%166, %45] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb10, ^bb15
      %172 = llvm.getelementptr %40[%159] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %173 = llvm.mul %157, %16 : i32
      %174 = llvm.icmp "ne" %155, %173 : i32
      %175 = llvm.icmp "slt" %155, %23 : i32
      %176 = llvm.and %174, %175 : i1
      %177 = llvm.add %157, %13 : i32
      %178 = llvm.select %176, %177, %157 : i1, i32
      %179 = llvm.and %178, %28 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %172, %179, %25 : (!llvm.ptr<3>, i32, i32) -> ()
      nvvm.wgmma.fence.aligned
      %180 = llvm.mul %159, %7 overflow<nsw> : i32
      %181 = llvm.add %87, %180 : i32
      %182 = llvm.insertelement %181, %86[%0 : i64] : vector<2xi32>
      %183 = llvm.bitcast %182 : vector<2xi32> to i64
      %184 = llvm.add %89, %180 : i32
      %185 = llvm.insertelement %184, %88[%0 : i64] : vector<2xi32>
      %186 = llvm.bitcast %185 : vector<2xi32> to i64
      %187 = llvm.load %30 : !llvm.ptr -> f32
      %188 = llvm.load %90 : !llvm.ptr -> f32
      %189 = llvm.load %91 : !llvm.ptr -> f32
      %190 = llvm.load %92 : !llvm.ptr -> f32
      %191 = llvm.load %93 : !llvm.ptr -> f32
      %192 = llvm.load %94 : !llvm.ptr -> f32
      %193 = llvm.load %95 : !llvm.ptr -> f32
      %194 = llvm.load %96 : !llvm.ptr -> f32
      %195 = llvm.load %97 : !llvm.ptr -> f32
      %196 = llvm.load %98 : !llvm.ptr -> f32
      %197 = llvm.load %99 : !llvm.ptr -> f32
      %198 = llvm.load %100 : !llvm.ptr -> f32
      %199 = llvm.load %101 : !llvm.ptr -> f32
      %200 = llvm.load %102 : !llvm.ptr -> f32
      %201 = llvm.load %103 : !llvm.ptr -> f32
      %202 = llvm.load %104 : !llvm.ptr -> f32
      %203 = llvm.load %105 : !llvm.ptr -> f32
      %204 = llvm.load %106 : !llvm.ptr -> f32
      %205 = llvm.load %107 : !llvm.ptr -> f32
      %206 = llvm.load %108 : !llvm.ptr -> f32
      %207 = llvm.load %109 : !llvm.ptr -> f32
      %208 = llvm.load %110 : !llvm.ptr -> f32
      %209 = llvm.load %111 : !llvm.ptr -> f32
      %210 = llvm.load %112 : !llvm.ptr -> f32
      %211 = llvm.load %113 : !llvm.ptr -> f32
      %212 = llvm.load %114 : !llvm.ptr -> f32
      %213 = llvm.load %115 : !llvm.ptr -> f32
      %214 = llvm.load %116 : !llvm.ptr -> f32
      %215 = llvm.load %117 : !llvm.ptr -> f32
      %216 = llvm.load %118 : !llvm.ptr -> f32
      %217 = llvm.load %119 : !llvm.ptr -> f32
      %218 = llvm.load %120 : !llvm.ptr -> f32
      %219 = llvm.load %121 : !llvm.ptr -> f32
      %220 = llvm.load %122 : !llvm.ptr -> f32
      %221 = llvm.load %123 : !llvm.ptr -> f32
      %222 = llvm.load %124 : !llvm.ptr -> f32
      %223 = llvm.load %125 : !llvm.ptr -> f32
      %224 = llvm.load %126 : !llvm.ptr -> f32
      %225 = llvm.load %127 : !llvm.ptr -> f32
      %226 = llvm.load %128 : !llvm.ptr -> f32
      %227 = llvm.load %129 : !llvm.ptr -> f32
      %228 = llvm.load %130 : !llvm.ptr -> f32
      %229 = llvm.load %131 : !llvm.ptr -> f32
      %230 = llvm.load %132 : !llvm.ptr -> f32
      %231 = llvm.load %133 : !llvm.ptr -> f32
      %232 = llvm.load %134 : !llvm.ptr -> f32
      %233 = llvm.load %135 : !llvm.ptr -> f32
      %234 = llvm.load %136 : !llvm.ptr -> f32
      %235 = llvm.load %137 : !llvm.ptr -> f32
      %236 = llvm.load %138 : !llvm.ptr -> f32
      %237 = llvm.load %139 : !llvm.ptr -> f32
      %238 = llvm.load %140 : !llvm.ptr -> f32
      %239 = llvm.load %141 : !llvm.ptr -> f32
      %240 = llvm.load %142 : !llvm.ptr -> f32
      %241 = llvm.load %143 : !llvm.ptr -> f32
      %242 = llvm.load %144 : !llvm.ptr -> f32
      %243 = llvm.load %145 : !llvm.ptr -> f32
      %244 = llvm.load %146 : !llvm.ptr -> f32
      %245 = llvm.load %147 : !llvm.ptr -> f32
      %246 = llvm.load %148 : !llvm.ptr -> f32
      %247 = llvm.load %149 : !llvm.ptr -> f32
      %248 = llvm.load %150 : !llvm.ptr -> f32
      %249 = llvm.load %151 : !llvm.ptr -> f32
      %250 = llvm.load %152 : !llvm.ptr -> f32
      %251 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %187, %188, %189, %190, %191, %192, %193, %194, %195, %196, %197, %198, %199, %200, %201, %202, %203, %204, %205, %206, %207, %208, %209, %210, %211, %212, %213, %214, %215, %216, %217, %218, %219, %220, %221, %222, %223, %224, %225, %226, %227, %228, %229, %230, %231, %232, %233, %234, %235, %236, %237, %238, %239, %240, %241, %242, %243, %244, %245, %246, %247, %248, %249, %250, %183, %186, %154, %28, %28, %23, %23 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %252 = llvm.extractvalue %251[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %253 = llvm.extractvalue %251[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %254 = llvm.extractvalue %251[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %255 = llvm.extractvalue %251[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %256 = llvm.extractvalue %251[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %257 = llvm.extractvalue %251[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %258 = llvm.extractvalue %251[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %259 = llvm.extractvalue %251[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %260 = llvm.extractvalue %251[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %261 = llvm.extractvalue %251[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %262 = llvm.extractvalue %251[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %263 = llvm.extractvalue %251[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %264 = llvm.extractvalue %251[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %265 = llvm.extractvalue %251[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %266 = llvm.extractvalue %251[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %267 = llvm.extractvalue %251[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %268 = llvm.extractvalue %251[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %269 = llvm.extractvalue %251[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %270 = llvm.extractvalue %251[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %271 = llvm.extractvalue %251[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %272 = llvm.extractvalue %251[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %273 = llvm.extractvalue %251[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %274 = llvm.extractvalue %251[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %275 = llvm.extractvalue %251[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %276 = llvm.extractvalue %251[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %277 = llvm.extractvalue %251[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %278 = llvm.extractvalue %251[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %279 = llvm.extractvalue %251[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %280 = llvm.extractvalue %251[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %281 = llvm.extractvalue %251[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %282 = llvm.extractvalue %251[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %283 = llvm.extractvalue %251[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %284 = llvm.extractvalue %251[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %285 = llvm.extractvalue %251[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %286 = llvm.extractvalue %251[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %287 = llvm.extractvalue %251[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %288 = llvm.extractvalue %251[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %289 = llvm.extractvalue %251[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %290 = llvm.extractvalue %251[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %291 = llvm.extractvalue %251[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %292 = llvm.extractvalue %251[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %293 = llvm.extractvalue %251[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %294 = llvm.extractvalue %251[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %295 = llvm.extractvalue %251[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %296 = llvm.extractvalue %251[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %297 = llvm.extractvalue %251[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %298 = llvm.extractvalue %251[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %299 = llvm.extractvalue %251[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %300 = llvm.extractvalue %251[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %301 = llvm.extractvalue %251[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %302 = llvm.extractvalue %251[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %303 = llvm.extractvalue %251[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %304 = llvm.extractvalue %251[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %305 = llvm.extractvalue %251[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %306 = llvm.extractvalue %251[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %307 = llvm.extractvalue %251[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %308 = llvm.extractvalue %251[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %309 = llvm.extractvalue %251[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %310 = llvm.extractvalue %251[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %311 = llvm.extractvalue %251[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %312 = llvm.extractvalue %251[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %313 = llvm.extractvalue %251[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %314 = llvm.extractvalue %251[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %315 = llvm.extractvalue %251[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      llvm.store %252, %30 : f32, !llvm.ptr
      llvm.store %253, %90 : f32, !llvm.ptr
      llvm.store %254, %91 : f32, !llvm.ptr
      llvm.store %255, %92 : f32, !llvm.ptr
      llvm.store %256, %93 : f32, !llvm.ptr
      llvm.store %257, %94 : f32, !llvm.ptr
      llvm.store %258, %95 : f32, !llvm.ptr
      llvm.store %259, %96 : f32, !llvm.ptr
      llvm.store %260, %97 : f32, !llvm.ptr
      llvm.store %261, %98 : f32, !llvm.ptr
      llvm.store %262, %99 : f32, !llvm.ptr
      llvm.store %263, %100 : f32, !llvm.ptr
      llvm.store %264, %101 : f32, !llvm.ptr
      llvm.store %265, %102 : f32, !llvm.ptr
      llvm.store %266, %103 : f32, !llvm.ptr
      llvm.store %267, %104 : f32, !llvm.ptr
      llvm.store %268, %105 : f32, !llvm.ptr
      llvm.store %269, %106 : f32, !llvm.ptr
      llvm.store %270, %107 : f32, !llvm.ptr
      llvm.store %271, %108 : f32, !llvm.ptr
      llvm.store %272, %109 : f32, !llvm.ptr
      llvm.store %273, %110 : f32, !llvm.ptr
      llvm.store %274, %111 : f32, !llvm.ptr
      llvm.store %275, %112 : f32, !llvm.ptr
      llvm.store %276, %113 : f32, !llvm.ptr
      llvm.store %277, %114 : f32, !llvm.ptr
      llvm.store %278, %115 : f32, !llvm.ptr
      llvm.store %279, %116 : f32, !llvm.ptr
      llvm.store %280, %117 : f32, !llvm.ptr
      llvm.store %281, %118 : f32, !llvm.ptr
      llvm.store %282, %119 : f32, !llvm.ptr
      llvm.store %283, %120 : f32, !llvm.ptr
      llvm.store %284, %121 : f32, !llvm.ptr
      llvm.store %285, %122 : f32, !llvm.ptr
      llvm.store %286, %123 : f32, !llvm.ptr
      llvm.store %287, %124 : f32, !llvm.ptr
      llvm.store %288, %125 : f32, !llvm.ptr
      llvm.store %289, %126 : f32, !llvm.ptr
      llvm.store %290, %127 : f32, !llvm.ptr
      llvm.store %291, %128 : f32, !llvm.ptr
      llvm.store %292, %129 : f32, !llvm.ptr
      llvm.store %293, %130 : f32, !llvm.ptr
      llvm.store %294, %131 : f32, !llvm.ptr
      llvm.store %295, %132 : f32, !llvm.ptr
      llvm.store %296, %133 : f32, !llvm.ptr
      llvm.store %297, %134 : f32, !llvm.ptr
      llvm.store %298, %135 : f32, !llvm.ptr
      llvm.store %299, %136 : f32, !llvm.ptr
      llvm.store %300, %137 : f32, !llvm.ptr
      llvm.store %301, %138 : f32, !llvm.ptr
      llvm.store %302, %139 : f32, !llvm.ptr
      llvm.store %303, %140 : f32, !llvm.ptr
      llvm.store %304, %141 : f32, !llvm.ptr
      llvm.store %305, %142 : f32, !llvm.ptr
      llvm.store %306, %143 : f32, !llvm.ptr
      llvm.store %307, %144 : f32, !llvm.ptr
      llvm.store %308, %145 : f32, !llvm.ptr
      llvm.store %309, %146 : f32, !llvm.ptr
      llvm.store %310, %147 : f32, !llvm.ptr
      llvm.store %311, %148 : f32, !llvm.ptr
      llvm.store %312, %149 : f32, !llvm.ptr
      llvm.store %313, %150 : f32, !llvm.ptr
      llvm.store %314, %151 : f32, !llvm.ptr
      llvm.store %315, %152 : f32, !llvm.ptr
      %316 = llvm.add %180, %16 overflow<nsw> : i32
      %317 = llvm.add %87, %316 : i32
      %318 = llvm.insertelement %317, %86[%0 : i64] : vector<2xi32>
      %319 = llvm.bitcast %318 : vector<2xi32> to i64
      %320 = llvm.add %89, %316 : i32
      %321 = llvm.insertelement %320, %88[%0 : i64] : vector<2xi32>
      %322 = llvm.bitcast %321 : vector<2xi32> to i64
      %323 = llvm.load %30 : !llvm.ptr -> f32
      %324 = llvm.load %90 : !llvm.ptr -> f32
      %325 = llvm.load %91 : !llvm.ptr -> f32
      %326 = llvm.load %92 : !llvm.ptr -> f32
      %327 = llvm.load %93 : !llvm.ptr -> f32
      %328 = llvm.load %94 : !llvm.ptr -> f32
      %329 = llvm.load %95 : !llvm.ptr -> f32
      %330 = llvm.load %96 : !llvm.ptr -> f32
      %331 = llvm.load %97 : !llvm.ptr -> f32
      %332 = llvm.load %98 : !llvm.ptr -> f32
      %333 = llvm.load %99 : !llvm.ptr -> f32
      %334 = llvm.load %100 : !llvm.ptr -> f32
      %335 = llvm.load %101 : !llvm.ptr -> f32
      %336 = llvm.load %102 : !llvm.ptr -> f32
      %337 = llvm.load %103 : !llvm.ptr -> f32
      %338 = llvm.load %104 : !llvm.ptr -> f32
      %339 = llvm.load %105 : !llvm.ptr -> f32
      %340 = llvm.load %106 : !llvm.ptr -> f32
      %341 = llvm.load %107 : !llvm.ptr -> f32
      %342 = llvm.load %108 : !llvm.ptr -> f32
      %343 = llvm.load %109 : !llvm.ptr -> f32
      %344 = llvm.load %110 : !llvm.ptr -> f32
      %345 = llvm.load %111 : !llvm.ptr -> f32
      %346 = llvm.load %112 : !llvm.ptr -> f32
      %347 = llvm.load %113 : !llvm.ptr -> f32
      %348 = llvm.load %114 : !llvm.ptr -> f32
      %349 = llvm.load %115 : !llvm.ptr -> f32
      %350 = llvm.load %116 : !llvm.ptr -> f32
      %351 = llvm.load %117 : !llvm.ptr -> f32
      %352 = llvm.load %118 : !llvm.ptr -> f32
      %353 = llvm.load %119 : !llvm.ptr -> f32
      %354 = llvm.load %120 : !llvm.ptr -> f32
      %355 = llvm.load %121 : !llvm.ptr -> f32
      %356 = llvm.load %122 : !llvm.ptr -> f32
      %357 = llvm.load %123 : !llvm.ptr -> f32
      %358 = llvm.load %124 : !llvm.ptr -> f32
      %359 = llvm.load %125 : !llvm.ptr -> f32
      %360 = llvm.load %126 : !llvm.ptr -> f32
      %361 = llvm.load %127 : !llvm.ptr -> f32
      %362 = llvm.load %128 : !llvm.ptr -> f32
      %363 = llvm.load %129 : !llvm.ptr -> f32
      %364 = llvm.load %130 : !llvm.ptr -> f32
      %365 = llvm.load %131 : !llvm.ptr -> f32
      %366 = llvm.load %132 : !llvm.ptr -> f32
      %367 = llvm.load %133 : !llvm.ptr -> f32
      %368 = llvm.load %134 : !llvm.ptr -> f32
      %369 = llvm.load %135 : !llvm.ptr -> f32
      %370 = llvm.load %136 : !llvm.ptr -> f32
      %371 = llvm.load %137 : !llvm.ptr -> f32
      %372 = llvm.load %138 : !llvm.ptr -> f32
      %373 = llvm.load %139 : !llvm.ptr -> f32
      %374 = llvm.load %140 : !llvm.ptr -> f32
      %375 = llvm.load %141 : !llvm.ptr -> f32
      %376 = llvm.load %142 : !llvm.ptr -> f32
      %377 = llvm.load %143 : !llvm.ptr -> f32
      %378 = llvm.load %144 : !llvm.ptr -> f32
      %379 = llvm.load %145 : !llvm.ptr -> f32
      %380 = llvm.load %146 : !llvm.ptr -> f32
      %381 = llvm.load %147 : !llvm.ptr -> f32
      %382 = llvm.load %148 : !llvm.ptr -> f32
      %383 = llvm.load %149 : !llvm.ptr -> f32
      %384 = llvm.load %150 : !llvm.ptr -> f32
      %385 = llvm.load %151 : !llvm.ptr -> f32
      %386 = llvm.load %152 : !llvm.ptr -> f32
      %387 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %323, %324, %325, %326, %327, %328, %329, %330, %331, %332, %333, %334, %335, %336, %337, %338, %339, %340, %341, %342, %343, %344, %345, %346, %347, %348, %349, %350, %351, %352, %353, %354, %355, %356, %357, %358, %359, %360, %361, %362, %363, %364, %365, %366, %367, %368, %369, %370, %371, %372, %373, %374, %375, %376, %377, %378, %379, %380, %381, %382, %383, %384, %385, %386, %319, %322, %154, %28, %28, %23, %23 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %388 = llvm.extractvalue %387[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %389 = llvm.extractvalue %387[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %390 = llvm.extractvalue %387[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %391 = llvm.extractvalue %387[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %392 = llvm.extractvalue %387[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %393 = llvm.extractvalue %387[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %394 = llvm.extractvalue %387[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %395 = llvm.extractvalue %387[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %396 = llvm.extractvalue %387[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %397 = llvm.extractvalue %387[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %398 = llvm.extractvalue %387[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %399 = llvm.extractvalue %387[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %400 = llvm.extractvalue %387[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %401 = llvm.extractvalue %387[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %402 = llvm.extractvalue %387[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %403 = llvm.extractvalue %387[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %404 = llvm.extractvalue %387[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %405 = llvm.extractvalue %387[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %406 = llvm.extractvalue %387[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %407 = llvm.extractvalue %387[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %408 = llvm.extractvalue %387[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %409 = llvm.extractvalue %387[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %410 = llvm.extractvalue %387[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %411 = llvm.extractvalue %387[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %412 = llvm.extractvalue %387[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %413 = llvm.extractvalue %387[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %414 = llvm.extractvalue %387[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %415 = llvm.extractvalue %387[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %416 = llvm.extractvalue %387[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %417 = llvm.extractvalue %387[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %418 = llvm.extractvalue %387[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %419 = llvm.extractvalue %387[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %420 = llvm.extractvalue %387[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %421 = llvm.extractvalue %387[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %422 = llvm.extractvalue %387[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %423 = llvm.extractvalue %387[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %424 = llvm.extractvalue %387[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %425 = llvm.extractvalue %387[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %426 = llvm.extractvalue %387[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %427 = llvm.extractvalue %387[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %428 = llvm.extractvalue %387[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %429 = llvm.extractvalue %387[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %430 = llvm.extractvalue %387[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %431 = llvm.extractvalue %387[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %432 = llvm.extractvalue %387[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %433 = llvm.extractvalue %387[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %434 = llvm.extractvalue %387[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %435 = llvm.extractvalue %387[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %436 = llvm.extractvalue %387[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %437 = llvm.extractvalue %387[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %438 = llvm.extractvalue %387[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %439 = llvm.extractvalue %387[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %440 = llvm.extractvalue %387[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %441 = llvm.extractvalue %387[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %442 = llvm.extractvalue %387[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %443 = llvm.extractvalue %387[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %444 = llvm.extractvalue %387[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %445 = llvm.extractvalue %387[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %446 = llvm.extractvalue %387[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %447 = llvm.extractvalue %387[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %448 = llvm.extractvalue %387[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %449 = llvm.extractvalue %387[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %450 = llvm.extractvalue %387[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %451 = llvm.extractvalue %387[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      llvm.store %388, %30 : f32, !llvm.ptr
      llvm.store %389, %90 : f32, !llvm.ptr
      llvm.store %390, %91 : f32, !llvm.ptr
      llvm.store %391, %92 : f32, !llvm.ptr
      llvm.store %392, %93 : f32, !llvm.ptr
      llvm.store %393, %94 : f32, !llvm.ptr
      llvm.store %394, %95 : f32, !llvm.ptr
      llvm.store %395, %96 : f32, !llvm.ptr
      llvm.store %396, %97 : f32, !llvm.ptr
      llvm.store %397, %98 : f32, !llvm.ptr
      llvm.store %398, %99 : f32, !llvm.ptr
      llvm.store %399, %100 : f32, !llvm.ptr
      llvm.store %400, %101 : f32, !llvm.ptr
      llvm.store %401, %102 : f32, !llvm.ptr
      llvm.store %402, %103 : f32, !llvm.ptr
      llvm.store %403, %104 : f32, !llvm.ptr
      llvm.store %404, %105 : f32, !llvm.ptr
      llvm.store %405, %106 : f32, !llvm.ptr
      llvm.store %406, %107 : f32, !llvm.ptr
      llvm.store %407, %108 : f32, !llvm.ptr
      llvm.store %408, %109 : f32, !llvm.ptr
      llvm.store %409, %110 : f32, !llvm.ptr
      llvm.store %410, %111 : f32, !llvm.ptr
      llvm.store %411, %112 : f32, !llvm.ptr
      llvm.store %412, %113 : f32, !llvm.ptr
      llvm.store %413, %114 : f32, !llvm.ptr
      llvm.store %414, %115 : f32, !llvm.ptr
      llvm.store %415, %116 : f32, !llvm.ptr
      llvm.store %416, %117 : f32, !llvm.ptr
      llvm.store %417, %118 : f32, !llvm.ptr
      llvm.store %418, %119 : f32, !llvm.ptr
      llvm.store %419, %120 : f32, !llvm.ptr
      llvm.store %420, %121 : f32, !llvm.ptr
      llvm.store %421, %122 : f32, !llvm.ptr
      llvm.store %422, %123 : f32, !llvm.ptr
      llvm.store %423, %124 : f32, !llvm.ptr
      llvm.store %424, %125 : f32, !llvm.ptr
      llvm.store %425, %126 : f32, !llvm.ptr
      llvm.store %426, %127 : f32, !llvm.ptr
      llvm.store %427, %128 : f32, !llvm.ptr
      llvm.store %428, %129 : f32, !llvm.ptr
      llvm.store %429, %130 : f32, !llvm.ptr
      llvm.store %430, %131 : f32, !llvm.ptr
      llvm.store %431, %132 : f32, !llvm.ptr
      llvm.store %432, %133 : f32, !llvm.ptr
      llvm.store %433, %134 : f32, !llvm.ptr
      llvm.store %434, %135 : f32, !llvm.ptr
      llvm.store %435, %136 : f32, !llvm.ptr
      llvm.store %436, %137 : f32, !llvm.ptr
      llvm.store %437, %138 : f32, !llvm.ptr
      llvm.store %438, %139 : f32, !llvm.ptr
      llvm.store %439, %140 : f32, !llvm.ptr
      llvm.store %440, %141 : f32, !llvm.ptr
      llvm.store %441, %142 : f32, !llvm.ptr
      llvm.store %442, %143 : f32, !llvm.ptr
      llvm.store %443, %144 : f32, !llvm.ptr
      llvm.store %444, %145 : f32, !llvm.ptr
      llvm.store %445, %146 : f32, !llvm.ptr
      llvm.store %446, %147 : f32, !llvm.ptr
      llvm.store %447, %148 : f32, !llvm.ptr
      llvm.store %448, %149 : f32, !llvm.ptr
      llvm.store %449, %150 : f32, !llvm.ptr
      llvm.store %450, %151 : f32, !llvm.ptr
      llvm.store %451, %152 : f32, !llvm.ptr
      %452 = llvm.add %180, %18 overflow<nsw> : i32
      %453 = llvm.add %87, %452 : i32
      %454 = llvm.insertelement %453, %86[%0 : i64] : vector<2xi32>
      %455 = llvm.bitcast %454 : vector<2xi32> to i64
      %456 = llvm.add %89, %452 : i32
      %457 = llvm.insertelement %456, %88[%0 : i64] : vector<2xi32>
      %458 = llvm.bitcast %457 : vector<2xi32> to i64
      %459 = llvm.load %30 : !llvm.ptr -> f32
      %460 = llvm.load %90 : !llvm.ptr -> f32
      %461 = llvm.load %91 : !llvm.ptr -> f32
      %462 = llvm.load %92 : !llvm.ptr -> f32
      %463 = llvm.load %93 : !llvm.ptr -> f32
      %464 = llvm.load %94 : !llvm.ptr -> f32
      %465 = llvm.load %95 : !llvm.ptr -> f32
      %466 = llvm.load %96 : !llvm.ptr -> f32
      %467 = llvm.load %97 : !llvm.ptr -> f32
      %468 = llvm.load %98 : !llvm.ptr -> f32
      %469 = llvm.load %99 : !llvm.ptr -> f32
      %470 = llvm.load %100 : !llvm.ptr -> f32
      %471 = llvm.load %101 : !llvm.ptr -> f32
      %472 = llvm.load %102 : !llvm.ptr -> f32
      %473 = llvm.load %103 : !llvm.ptr -> f32
      %474 = llvm.load %104 : !llvm.ptr -> f32
      %475 = llvm.load %105 : !llvm.ptr -> f32
      %476 = llvm.load %106 : !llvm.ptr -> f32
      %477 = llvm.load %107 : !llvm.ptr -> f32
      %478 = llvm.load %108 : !llvm.ptr -> f32
      %479 = llvm.load %109 : !llvm.ptr -> f32
      %480 = llvm.load %110 : !llvm.ptr -> f32
      %481 = llvm.load %111 : !llvm.ptr -> f32
      %482 = llvm.load %112 : !llvm.ptr -> f32
      %483 = llvm.load %113 : !llvm.ptr -> f32
      %484 = llvm.load %114 : !llvm.ptr -> f32
      %485 = llvm.load %115 : !llvm.ptr -> f32
      %486 = llvm.load %116 : !llvm.ptr -> f32
      %487 = llvm.load %117 : !llvm.ptr -> f32
      %488 = llvm.load %118 : !llvm.ptr -> f32
      %489 = llvm.load %119 : !llvm.ptr -> f32
      %490 = llvm.load %120 : !llvm.ptr -> f32
      %491 = llvm.load %121 : !llvm.ptr -> f32
      %492 = llvm.load %122 : !llvm.ptr -> f32
      %493 = llvm.load %123 : !llvm.ptr -> f32
      %494 = llvm.load %124 : !llvm.ptr -> f32
      %495 = llvm.load %125 : !llvm.ptr -> f32
      %496 = llvm.load %126 : !llvm.ptr -> f32
      %497 = llvm.load %127 : !llvm.ptr -> f32
      %498 = llvm.load %128 : !llvm.ptr -> f32
      %499 = llvm.load %129 : !llvm.ptr -> f32
      %500 = llvm.load %130 : !llvm.ptr -> f32
      %501 = llvm.load %131 : !llvm.ptr -> f32
      %502 = llvm.load %132 : !llvm.ptr -> f32
      %503 = llvm.load %133 : !llvm.ptr -> f32
      %504 = llvm.load %134 : !llvm.ptr -> f32
      %505 = llvm.load %135 : !llvm.ptr -> f32
      %506 = llvm.load %136 : !llvm.ptr -> f32
      %507 = llvm.load %137 : !llvm.ptr -> f32
      %508 = llvm.load %138 : !llvm.ptr -> f32
      %509 = llvm.load %139 : !llvm.ptr -> f32
      %510 = llvm.load %140 : !llvm.ptr -> f32
      %511 = llvm.load %141 : !llvm.ptr -> f32
      %512 = llvm.load %142 : !llvm.ptr -> f32
      %513 = llvm.load %143 : !llvm.ptr -> f32
      %514 = llvm.load %144 : !llvm.ptr -> f32
      %515 = llvm.load %145 : !llvm.ptr -> f32
      %516 = llvm.load %146 : !llvm.ptr -> f32
      %517 = llvm.load %147 : !llvm.ptr -> f32
      %518 = llvm.load %148 : !llvm.ptr -> f32
      %519 = llvm.load %149 : !llvm.ptr -> f32
      %520 = llvm.load %150 : !llvm.ptr -> f32
      %521 = llvm.load %151 : !llvm.ptr -> f32
      %522 = llvm.load %152 : !llvm.ptr -> f32
      %523 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %459, %460, %461, %462, %463, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %474, %475, %476, %477, %478, %479, %480, %481, %482, %483, %484, %485, %486, %487, %488, %489, %490, %491, %492, %493, %494, %495, %496, %497, %498, %499, %500, %501, %502, %503, %504, %505, %506, %507, %508, %509, %510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %455, %458, %154, %28, %28, %23, %23 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %524 = llvm.extractvalue %523[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %525 = llvm.extractvalue %523[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %526 = llvm.extractvalue %523[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %527 = llvm.extractvalue %523[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %528 = llvm.extractvalue %523[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %529 = llvm.extractvalue %523[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %530 = llvm.extractvalue %523[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %531 = llvm.extractvalue %523[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %532 = llvm.extractvalue %523[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %533 = llvm.extractvalue %523[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %534 = llvm.extractvalue %523[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %535 = llvm.extractvalue %523[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %536 = llvm.extractvalue %523[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %537 = llvm.extractvalue %523[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %538 = llvm.extractvalue %523[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %539 = llvm.extractvalue %523[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %540 = llvm.extractvalue %523[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %541 = llvm.extractvalue %523[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %542 = llvm.extractvalue %523[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %543 = llvm.extractvalue %523[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %544 = llvm.extractvalue %523[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %545 = llvm.extractvalue %523[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %546 = llvm.extractvalue %523[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %547 = llvm.extractvalue %523[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %548 = llvm.extractvalue %523[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %549 = llvm.extractvalue %523[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %550 = llvm.extractvalue %523[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %551 = llvm.extractvalue %523[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %552 = llvm.extractvalue %523[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %553 = llvm.extractvalue %523[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %554 = llvm.extractvalue %523[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %555 = llvm.extractvalue %523[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %556 = llvm.extractvalue %523[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %557 = llvm.extractvalue %523[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %558 = llvm.extractvalue %523[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %559 = llvm.extractvalue %523[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %560 = llvm.extractvalue %523[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %561 = llvm.extractvalue %523[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %562 = llvm.extractvalue %523[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %563 = llvm.extractvalue %523[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %564 = llvm.extractvalue %523[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %565 = llvm.extractvalue %523[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %566 = llvm.extractvalue %523[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %567 = llvm.extractvalue %523[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %568 = llvm.extractvalue %523[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %569 = llvm.extractvalue %523[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %570 = llvm.extractvalue %523[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %571 = llvm.extractvalue %523[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %572 = llvm.extractvalue %523[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %573 = llvm.extractvalue %523[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %574 = llvm.extractvalue %523[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %575 = llvm.extractvalue %523[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %576 = llvm.extractvalue %523[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %577 = llvm.extractvalue %523[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %578 = llvm.extractvalue %523[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %579 = llvm.extractvalue %523[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %580 = llvm.extractvalue %523[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %581 = llvm.extractvalue %523[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %582 = llvm.extractvalue %523[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %583 = llvm.extractvalue %523[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %584 = llvm.extractvalue %523[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %585 = llvm.extractvalue %523[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %586 = llvm.extractvalue %523[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %587 = llvm.extractvalue %523[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      llvm.store %524, %30 : f32, !llvm.ptr
      llvm.store %525, %90 : f32, !llvm.ptr
      llvm.store %526, %91 : f32, !llvm.ptr
      llvm.store %527, %92 : f32, !llvm.ptr
      llvm.store %528, %93 : f32, !llvm.ptr
      llvm.store %529, %94 : f32, !llvm.ptr
      llvm.store %530, %95 : f32, !llvm.ptr
      llvm.store %531, %96 : f32, !llvm.ptr
      llvm.store %532, %97 : f32, !llvm.ptr
      llvm.store %533, %98 : f32, !llvm.ptr
      llvm.store %534, %99 : f32, !llvm.ptr
      llvm.store %535, %100 : f32, !llvm.ptr
      llvm.store %536, %101 : f32, !llvm.ptr
      llvm.store %537, %102 : f32, !llvm.ptr
      llvm.store %538, %103 : f32, !llvm.ptr
      llvm.store %539, %104 : f32, !llvm.ptr
      llvm.store %540, %105 : f32, !llvm.ptr
      llvm.store %541, %106 : f32, !llvm.ptr
      llvm.store %542, %107 : f32, !llvm.ptr
      llvm.store %543, %108 : f32, !llvm.ptr
      llvm.store %544, %109 : f32, !llvm.ptr
      llvm.store %545, %110 : f32, !llvm.ptr
      llvm.store %546, %111 : f32, !llvm.ptr
      llvm.store %547, %112 : f32, !llvm.ptr
      llvm.store %548, %113 : f32, !llvm.ptr
      llvm.store %549, %114 : f32, !llvm.ptr
      llvm.store %550, %115 : f32, !llvm.ptr
      llvm.store %551, %116 : f32, !llvm.ptr
      llvm.store %552, %117 : f32, !llvm.ptr
      llvm.store %553, %118 : f32, !llvm.ptr
      llvm.store %554, %119 : f32, !llvm.ptr
      llvm.store %555, %120 : f32, !llvm.ptr
      llvm.store %556, %121 : f32, !llvm.ptr
      llvm.store %557, %122 : f32, !llvm.ptr
      llvm.store %558, %123 : f32, !llvm.ptr
      llvm.store %559, %124 : f32, !llvm.ptr
      llvm.store %560, %125 : f32, !llvm.ptr
      llvm.store %561, %126 : f32, !llvm.ptr
      llvm.store %562, %127 : f32, !llvm.ptr
      llvm.store %563, %128 : f32, !llvm.ptr
      llvm.store %564, %129 : f32, !llvm.ptr
      llvm.store %565, %130 : f32, !llvm.ptr
      llvm.store %566, %131 : f32, !llvm.ptr
      llvm.store %567, %132 : f32, !llvm.ptr
      llvm.store %568, %133 : f32, !llvm.ptr
      llvm.store %569, %134 : f32, !llvm.ptr
      llvm.store %570, %135 : f32, !llvm.ptr
      llvm.store %571, %136 : f32, !llvm.ptr
      llvm.store %572, %137 : f32, !llvm.ptr
      llvm.store %573, %138 : f32, !llvm.ptr
      llvm.store %574, %139 : f32, !llvm.ptr
      llvm.store %575, %140 : f32, !llvm.ptr
      llvm.store %576, %141 : f32, !llvm.ptr
      llvm.store %577, %142 : f32, !llvm.ptr
      llvm.store %578, %143 : f32, !llvm.ptr
      llvm.store %579, %144 : f32, !llvm.ptr
      llvm.store %580, %145 : f32, !llvm.ptr
      llvm.store %581, %146 : f32, !llvm.ptr
      llvm.store %582, %147 : f32, !llvm.ptr
      llvm.store %583, %148 : f32, !llvm.ptr
      llvm.store %584, %149 : f32, !llvm.ptr
      llvm.store %585, %150 : f32, !llvm.ptr
      llvm.store %586, %151 : f32, !llvm.ptr
      llvm.store %587, %152 : f32, !llvm.ptr
      %588 = llvm.add %180, %6 overflow<nsw> : i32
      %589 = llvm.add %87, %588 : i32
      %590 = llvm.insertelement %589, %86[%0 : i64] : vector<2xi32>
      %591 = llvm.bitcast %590 : vector<2xi32> to i64
      %592 = llvm.add %89, %588 : i32
      %593 = llvm.insertelement %592, %88[%0 : i64] : vector<2xi32>
      %594 = llvm.bitcast %593 : vector<2xi32> to i64
      %595 = llvm.load %30 : !llvm.ptr -> f32
      %596 = llvm.load %90 : !llvm.ptr -> f32
      %597 = llvm.load %91 : !llvm.ptr -> f32
      %598 = llvm.load %92 : !llvm.ptr -> f32
      %599 = llvm.load %93 : !llvm.ptr -> f32
      %600 = llvm.load %94 : !llvm.ptr -> f32
      %601 = llvm.load %95 : !llvm.ptr -> f32
      %602 = llvm.load %96 : !llvm.ptr -> f32
      %603 = llvm.load %97 : !llvm.ptr -> f32
      %604 = llvm.load %98 : !llvm.ptr -> f32
      %605 = llvm.load %99 : !llvm.ptr -> f32
      %606 = llvm.load %100 : !llvm.ptr -> f32
      %607 = llvm.load %101 : !llvm.ptr -> f32
      %608 = llvm.load %102 : !llvm.ptr -> f32
      %609 = llvm.load %103 : !llvm.ptr -> f32
      %610 = llvm.load %104 : !llvm.ptr -> f32
      %611 = llvm.load %105 : !llvm.ptr -> f32
      %612 = llvm.load %106 : !llvm.ptr -> f32
      %613 = llvm.load %107 : !llvm.ptr -> f32
      %614 = llvm.load %108 : !llvm.ptr -> f32
      %615 = llvm.load %109 : !llvm.ptr -> f32
      %616 = llvm.load %110 : !llvm.ptr -> f32
      %617 = llvm.load %111 : !llvm.ptr -> f32
      %618 = llvm.load %112 : !llvm.ptr -> f32
      %619 = llvm.load %113 : !llvm.ptr -> f32
      %620 = llvm.load %114 : !llvm.ptr -> f32
      %621 = llvm.load %115 : !llvm.ptr -> f32
      %622 = llvm.load %116 : !llvm.ptr -> f32
      %623 = llvm.load %117 : !llvm.ptr -> f32
      %624 = llvm.load %118 : !llvm.ptr -> f32
      %625 = llvm.load %119 : !llvm.ptr -> f32
      %626 = llvm.load %120 : !llvm.ptr -> f32
      %627 = llvm.load %121 : !llvm.ptr -> f32
      %628 = llvm.load %122 : !llvm.ptr -> f32
      %629 = llvm.load %123 : !llvm.ptr -> f32
      %630 = llvm.load %124 : !llvm.ptr -> f32
      %631 = llvm.load %125 : !llvm.ptr -> f32
      %632 = llvm.load %126 : !llvm.ptr -> f32
      %633 = llvm.load %127 : !llvm.ptr -> f32
      %634 = llvm.load %128 : !llvm.ptr -> f32
      %635 = llvm.load %129 : !llvm.ptr -> f32
      %636 = llvm.load %130 : !llvm.ptr -> f32
      %637 = llvm.load %131 : !llvm.ptr -> f32
      %638 = llvm.load %132 : !llvm.ptr -> f32
      %639 = llvm.load %133 : !llvm.ptr -> f32
      %640 = llvm.load %134 : !llvm.ptr -> f32
      %641 = llvm.load %135 : !llvm.ptr -> f32
      %642 = llvm.load %136 : !llvm.ptr -> f32
      %643 = llvm.load %137 : !llvm.ptr -> f32
      %644 = llvm.load %138 : !llvm.ptr -> f32
      %645 = llvm.load %139 : !llvm.ptr -> f32
      %646 = llvm.load %140 : !llvm.ptr -> f32
      %647 = llvm.load %141 : !llvm.ptr -> f32
      %648 = llvm.load %142 : !llvm.ptr -> f32
      %649 = llvm.load %143 : !llvm.ptr -> f32
      %650 = llvm.load %144 : !llvm.ptr -> f32
      %651 = llvm.load %145 : !llvm.ptr -> f32
      %652 = llvm.load %146 : !llvm.ptr -> f32
      %653 = llvm.load %147 : !llvm.ptr -> f32
      %654 = llvm.load %148 : !llvm.ptr -> f32
      %655 = llvm.load %149 : !llvm.ptr -> f32
      %656 = llvm.load %150 : !llvm.ptr -> f32
      %657 = llvm.load %151 : !llvm.ptr -> f32
      %658 = llvm.load %152 : !llvm.ptr -> f32
      %659 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %595, %596, %597, %598, %599, %600, %601, %602, %603, %604, %605, %606, %607, %608, %609, %610, %611, %612, %613, %614, %615, %616, %617, %618, %619, %620, %621, %622, %623, %624, %625, %626, %627, %628, %629, %630, %631, %632, %633, %634, %635, %636, %637, %638, %639, %640, %641, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %591, %594, %154, %28, %28, %23, %23 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %660 = llvm.extractvalue %659[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %661 = llvm.extractvalue %659[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %662 = llvm.extractvalue %659[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %663 = llvm.extractvalue %659[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %664 = llvm.extractvalue %659[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %665 = llvm.extractvalue %659[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %666 = llvm.extractvalue %659[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %667 = llvm.extractvalue %659[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %668 = llvm.extractvalue %659[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %669 = llvm.extractvalue %659[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %670 = llvm.extractvalue %659[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %671 = llvm.extractvalue %659[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %672 = llvm.extractvalue %659[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %673 = llvm.extractvalue %659[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %674 = llvm.extractvalue %659[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %675 = llvm.extractvalue %659[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %676 = llvm.extractvalue %659[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %677 = llvm.extractvalue %659[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %678 = llvm.extractvalue %659[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %679 = llvm.extractvalue %659[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %680 = llvm.extractvalue %659[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %681 = llvm.extractvalue %659[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %682 = llvm.extractvalue %659[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %683 = llvm.extractvalue %659[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %684 = llvm.extractvalue %659[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %685 = llvm.extractvalue %659[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %686 = llvm.extractvalue %659[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %687 = llvm.extractvalue %659[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %688 = llvm.extractvalue %659[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %689 = llvm.extractvalue %659[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %690 = llvm.extractvalue %659[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %691 = llvm.extractvalue %659[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %692 = llvm.extractvalue %659[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %693 = llvm.extractvalue %659[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %694 = llvm.extractvalue %659[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %695 = llvm.extractvalue %659[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %696 = llvm.extractvalue %659[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %697 = llvm.extractvalue %659[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %698 = llvm.extractvalue %659[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %699 = llvm.extractvalue %659[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %700 = llvm.extractvalue %659[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %701 = llvm.extractvalue %659[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %702 = llvm.extractvalue %659[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %703 = llvm.extractvalue %659[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %704 = llvm.extractvalue %659[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %705 = llvm.extractvalue %659[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %706 = llvm.extractvalue %659[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %707 = llvm.extractvalue %659[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %708 = llvm.extractvalue %659[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %709 = llvm.extractvalue %659[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %710 = llvm.extractvalue %659[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %711 = llvm.extractvalue %659[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %712 = llvm.extractvalue %659[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %713 = llvm.extractvalue %659[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %714 = llvm.extractvalue %659[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %715 = llvm.extractvalue %659[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %716 = llvm.extractvalue %659[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %717 = llvm.extractvalue %659[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %718 = llvm.extractvalue %659[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %719 = llvm.extractvalue %659[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %720 = llvm.extractvalue %659[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %721 = llvm.extractvalue %659[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %722 = llvm.extractvalue %659[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %723 = llvm.extractvalue %659[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      llvm.store %660, %30 : f32, !llvm.ptr
      llvm.store %661, %90 : f32, !llvm.ptr
      llvm.store %662, %91 : f32, !llvm.ptr
      llvm.store %663, %92 : f32, !llvm.ptr
      llvm.store %664, %93 : f32, !llvm.ptr
      llvm.store %665, %94 : f32, !llvm.ptr
      llvm.store %666, %95 : f32, !llvm.ptr
      llvm.store %667, %96 : f32, !llvm.ptr
      llvm.store %668, %97 : f32, !llvm.ptr
      llvm.store %669, %98 : f32, !llvm.ptr
      llvm.store %670, %99 : f32, !llvm.ptr
      llvm.store %671, %100 : f32, !llvm.ptr
      llvm.store %672, %101 : f32, !llvm.ptr
      llvm.store %673, %102 : f32, !llvm.ptr
      llvm.store %674, %103 : f32, !llvm.ptr
      llvm.store %675, %104 : f32, !llvm.ptr
      llvm.store %676, %105 : f32, !llvm.ptr
      llvm.store %677, %106 : f32, !llvm.ptr
      llvm.store %678, %107 : f32, !llvm.ptr
      llvm.store %679, %108 : f32, !llvm.ptr
      llvm.store %680, %109 : f32, !llvm.ptr
      llvm.store %681, %110 : f32, !llvm.ptr
      llvm.store %682, %111 : f32, !llvm.ptr
      llvm.store %683, %112 : f32, !llvm.ptr
      llvm.store %684, %113 : f32, !llvm.ptr
      llvm.store %685, %114 : f32, !llvm.ptr
      llvm.store %686, %115 : f32, !llvm.ptr
      llvm.store %687, %116 : f32, !llvm.ptr
      llvm.store %688, %117 : f32, !llvm.ptr
      llvm.store %689, %118 : f32, !llvm.ptr
      llvm.store %690, %119 : f32, !llvm.ptr
      llvm.store %691, %120 : f32, !llvm.ptr
      llvm.store %692, %121 : f32, !llvm.ptr
      llvm.store %693, %122 : f32, !llvm.ptr
      llvm.store %694, %123 : f32, !llvm.ptr
      llvm.store %695, %124 : f32, !llvm.ptr
      llvm.store %696, %125 : f32, !llvm.ptr
      llvm.store %697, %126 : f32, !llvm.ptr
      llvm.store %698, %127 : f32, !llvm.ptr
      llvm.store %699, %128 : f32, !llvm.ptr
      llvm.store %700, %129 : f32, !llvm.ptr
      llvm.store %701, %130 : f32, !llvm.ptr
      llvm.store %702, %131 : f32, !llvm.ptr
      llvm.store %703, %132 : f32, !llvm.ptr
      llvm.store %704, %133 : f32, !llvm.ptr
      llvm.store %705, %134 : f32, !llvm.ptr
      llvm.store %706, %135 : f32, !llvm.ptr
      llvm.store %707, %136 : f32, !llvm.ptr
      llvm.store %708, %137 : f32, !llvm.ptr
      llvm.store %709, %138 : f32, !llvm.ptr
      llvm.store %710, %139 : f32, !llvm.ptr
      llvm.store %711, %140 : f32, !llvm.ptr
      llvm.store %712, %141 : f32, !llvm.ptr
      llvm.store %713, %142 : f32, !llvm.ptr
      llvm.store %714, %143 : f32, !llvm.ptr
      llvm.store %715, %144 : f32, !llvm.ptr
      llvm.store %716, %145 : f32, !llvm.ptr
      llvm.store %717, %146 : f32, !llvm.ptr
      llvm.store %718, %147 : f32, !llvm.ptr
      llvm.store %719, %148 : f32, !llvm.ptr
      llvm.store %720, %149 : f32, !llvm.ptr
      llvm.store %721, %150 : f32, !llvm.ptr
      llvm.store %722, %151 : f32, !llvm.ptr
      llvm.store %723, %152 : f32, !llvm.ptr
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 0
      nvvm.barrier
      %724 = llvm.add %156, %28 : i32
      %725 = llvm.icmp "eq" %724, %16 : i32
      %726 = llvm.select %725, %23, %724 : i1, i32
      %727 = llvm.add %157, %28 : i32
      %728 = llvm.select %725, %727, %157 : i1, i32
      llvm.br ^bb9(%160, %726, %728 : i32, i32, i32)
    ^bb17:  // pred: ^bb9
      %729 = llvm.load %30 {alignment = 32 : i64} : !llvm.ptr -> vector<64xf32>
      %730 = llvm.fptrunc %729 : vector<64xf32> to vector<64xbf16>
      llvm.store %730, %29 {alignment = 32 : i64} : vector<64xbf16>, !llvm.ptr
      llvm.br ^bb18(%23, %23, %23 : i32, i32, i32)
    ^bb18(%731: i32, %732: i32, %733: i32):  // 2 preds: ^bb17, ^bb19
      %734 = llvm.icmp "slt" %731, %26 : i32
      llvm.cond_br %734, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %735 = llvm.mul %731, %16 overflow<nsw> : i32
      %736 = llvm.getelementptr %29[%735] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %737 = llvm.srem %731, %16 : i32
      %738 = llvm.mul %737, %4 overflow<nsw> : i32
      %739 = llvm.mul %733, %19 overflow<nsw> : i32
      %740 = llvm.add %738, %739 overflow<nsw> : i32
      %741 = llvm.getelementptr %80[%740] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %742 = llvm.load %736 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
      llvm.store %742, %741 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      %743 = llvm.add %732, %28 : i32
      %744 = llvm.icmp "eq" %743, %16 : i32
      %745 = llvm.select %744, %23, %743 : i1, i32
      %746 = llvm.add %733, %28 : i32
      %747 = llvm.select %744, %746, %733 : i1, i32
      %748 = llvm.add %731, %28 : i32
      llvm.br ^bb18(%748, %745, %747 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb20:  // pred: ^bb18
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_wgmma_bf16_kernel_TiledMMA_ThrLayoutVMNK128211112800_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK6412816_TVLayoutA12864160164_TVLayoutB1281281601128_TVLayoutC48422161281166_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_wgmma_bf16_kernel_TiledMMA_ThrLayoutVMNK128211112800_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK6412816_TVLayoutA12864160164_TVLayoutB1281281601128_TVLayoutC48422161281166_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_wgmma_bf16_FakeTensorBFloat162565125121_FakeTensorBFloat162565125121_FakeTensorBFloat162562562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(17 : i32) : i32
    %1 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %2 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %3 = llvm.mlir.constant(6 : i32) : i32
    %4 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %5 = llvm.mlir.constant(67584 : i64) : i64
    %6 = llvm.mlir.constant(127 : i64) : i64
    %7 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %8 = llvm.mlir.constant(1095216660991 : i64) : i64
    %9 = llvm.mlir.constant(274880292114 : i64) : i64
    %10 = llvm.mlir.constant(0 : i32) : i32
    %11 = llvm.mlir.constant(2 : i32) : i32
    %12 = llvm.mlir.constant(1 : i32) : i32
    %13 = llvm.mlir.constant(256 : i32) : i32
    %14 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %15 = llvm.mlir.constant(16 : i64) : i64
    %16 = llvm.mlir.constant(4 : i64) : i64
    %17 = llvm.mlir.constant(0 : i64) : i64
    %18 = llvm.mlir.constant(16 : i32) : i32
    %19 = llvm.mlir.constant(false) : i1
    %20 = llvm.mlir.poison : !llvm.struct<(i1)>
    %21 = llvm.insertvalue %19, %20[0] : !llvm.struct<(i1)> 
    %22 = llvm.alloca %18 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %23 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %24 = llvm.ptrtoint %23 : !llvm.ptr<1> to i64
    %25 = llvm.getelementptr %22[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %25 : i64, !llvm.ptr
    %26 = llvm.getelementptr %22[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %26 : i64, !llvm.ptr
    %27 = llvm.getelementptr %22[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %27 : i64, !llvm.ptr
    %28 = llvm.getelementptr %22[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %28 : i64, !llvm.ptr
    %29 = llvm.getelementptr %22[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %29 : i64, !llvm.ptr
    %30 = llvm.getelementptr %22[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %30 : i64, !llvm.ptr
    %31 = llvm.getelementptr %22[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %31 : i64, !llvm.ptr
    %32 = llvm.getelementptr %22[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %32 : i64, !llvm.ptr
    %33 = llvm.udiv %24, %15 : i64
    %34 = llvm.and %33, %14 : i64
    %35 = llvm.shl %34, %16 : i64
    llvm.store %35, %25 : i64, !llvm.ptr
    llvm.store %9, %26 : i64, !llvm.ptr
    llvm.store %17, %27 : i64, !llvm.ptr
    llvm.store %17, %28 : i64, !llvm.ptr
    llvm.store %8, %29 : i64, !llvm.ptr
    llvm.store %17, %30 : i64, !llvm.ptr
    llvm.store %7, %31 : i64, !llvm.ptr
    llvm.store %6, %32 : i64, !llvm.ptr
    %36 = llvm.ptrtoint %22 : !llvm.ptr to i64
    %37 = llvm.inttoptr %36 : i64 to !llvm.ptr
    %38 = llvm.load %37 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %39 = llvm.insertvalue %38, %4[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %40 = llvm.alloca %18 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %41 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %42 = llvm.ptrtoint %41 : !llvm.ptr<1> to i64
    %43 = llvm.getelementptr %40[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr %40[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %40[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %40[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %40[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %40[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %40[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %40[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %50 : i64, !llvm.ptr
    %51 = llvm.udiv %42, %15 : i64
    %52 = llvm.and %51, %14 : i64
    %53 = llvm.shl %52, %16 : i64
    llvm.store %53, %43 : i64, !llvm.ptr
    llvm.store %9, %44 : i64, !llvm.ptr
    llvm.store %17, %45 : i64, !llvm.ptr
    llvm.store %17, %46 : i64, !llvm.ptr
    llvm.store %8, %47 : i64, !llvm.ptr
    llvm.store %17, %48 : i64, !llvm.ptr
    llvm.store %7, %49 : i64, !llvm.ptr
    llvm.store %6, %50 : i64, !llvm.ptr
    %54 = llvm.ptrtoint %40 : !llvm.ptr to i64
    %55 = llvm.inttoptr %54 : i64 to !llvm.ptr
    %56 = llvm.load %55 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %57 = llvm.insertvalue %56, %4[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %58 = llvm.inttoptr %17 : i64 to !llvm.ptr
    %59 = llvm.alloca %12 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %60 = llvm.alloca %12 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %61 = llvm.getelementptr %59[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %60, %61 : !llvm.ptr, !llvm.ptr
    %62 = llvm.getelementptr %59[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %62 : i32, !llvm.ptr
    %63 = llvm.getelementptr %59[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %63 : i32, !llvm.ptr
    %64 = llvm.getelementptr %59[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %64 : i32, !llvm.ptr
    %65 = llvm.getelementptr %59[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %65 : i64, !llvm.ptr
    %66 = llvm.getelementptr %59[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %66 : i32, !llvm.ptr
    %67 = llvm.getelementptr %59[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %67 : i32, !llvm.ptr
    %68 = llvm.getelementptr %59[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %68 : i32, !llvm.ptr
    %69 = llvm.getelementptr %59[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %69 : i32, !llvm.ptr
    %70 = llvm.getelementptr %59[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %58, %70 : !llvm.ptr, !llvm.ptr
    %71 = llvm.alloca %12 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %72 = builtin.unrealized_conversion_cast %71 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %73 = llvm.getelementptr %71[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %59, %73 : !llvm.ptr, !llvm.ptr
    %74 = llvm.load %73 : !llvm.ptr -> !llvm.ptr
    %75 = llvm.getelementptr %74[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %76 = llvm.load %75 : !llvm.ptr -> i32
    %77 = llvm.getelementptr %74[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %78 = llvm.load %77 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%10 : i32)
  ^bb1(%79: i32):  // 2 preds: ^bb3, ^bb5
    %80 = llvm.getelementptr %78[%79] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %81 = llvm.getelementptr %80[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %3, %81 : i32, !llvm.ptr
    %82 = llvm.getelementptr %80[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %10, %82 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %83 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %84 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %85 = llvm.call @printf(%84, %83) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %86 = llvm.add %76, %12 : i32
    llvm.store %86, %75 : i32, !llvm.ptr
    llvm.br ^bb1(%76 : i32)
  ^bb4:  // pred: ^bb7
    %87 = llvm.icmp "uge" %76, %0 : i32
    llvm.cond_br %87, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%93 : i32)
  ^bb6:  // pred: ^bb7
    %88 = llvm.getelementptr %78[%93] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %89 = llvm.getelementptr %88[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %90 = llvm.load %89 : !llvm.ptr -> i32
    %91 = llvm.icmp "eq" %90, %3 : i32
    %92 = llvm.add %93, %12 : i32
    llvm.cond_br %91, ^bb5, ^bb7(%92 : i32)
  ^bb7(%93: i32):  // 2 preds: ^bb0, ^bb6
    %94 = llvm.icmp "uge" %93, %76 : i32
    llvm.cond_br %94, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %95 = llvm.load %73 : !llvm.ptr -> !llvm.ptr
    %96 = llvm.getelementptr %95[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %97 = llvm.load %96 : !llvm.ptr -> i32
    %98 = llvm.getelementptr %95[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %99 = llvm.load %98 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%10 : i32)
  ^bb9(%100: i32):  // 2 preds: ^bb11, ^bb13
    %101 = llvm.getelementptr %99[%100] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %102 = llvm.getelementptr %101[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %11, %102 : i32, !llvm.ptr
    %103 = llvm.getelementptr %101[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %10, %103 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %104 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %105 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %106 = llvm.call @printf(%105, %104) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %107 = llvm.add %97, %12 : i32
    llvm.store %107, %96 : i32, !llvm.ptr
    llvm.br ^bb9(%97 : i32)
  ^bb12:  // pred: ^bb15
    %108 = llvm.icmp "uge" %97, %0 : i32
    llvm.cond_br %108, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%114 : i32)
  ^bb14:  // pred: ^bb15
    %109 = llvm.getelementptr %99[%114] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %110 = llvm.getelementptr %109[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %111 = llvm.load %110 : !llvm.ptr -> i32
    %112 = llvm.icmp "eq" %111, %11 : i32
    %113 = llvm.add %114, %12 : i32
    llvm.cond_br %112, ^bb13, ^bb15(%113 : i32)
  ^bb15(%114: i32):  // 2 preds: ^bb8, ^bb14
    %115 = llvm.icmp "uge" %114, %97 : i32
    llvm.cond_br %115, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %116 = "cuda.launch_ex"(%72, %21, %39, %57, %arg2) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_wgmma_bf16_kernel_TiledMMA_ThrLayoutVMNK128211112800_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK6412816_TVLayoutA12864160164_TVLayoutB1281281601128_TVLayoutC48422161281166_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(i1)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %117 = builtin.unrealized_conversion_cast %116 : !cuda.result to i32
    "cuda.return_if_error"(%117) : (i32) -> ()
    llvm.return %10 : i32
  }
  llvm.func @_mlir_ciface_cutlass_wgmma_bf16_FakeTensorBFloat162565125121_FakeTensorBFloat162565125121_FakeTensorBFloat162562562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_wgmma_bf16_FakeTensorBFloat162565125121_FakeTensorBFloat162565125121_FakeTensorBFloat162562562561(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
