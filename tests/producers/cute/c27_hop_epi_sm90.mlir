module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_hop_epi_kernel_TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK6412816_TVLayoutA12864160164_TVLayoutB1281281601128_TVLayoutC4842216128116648512_0(%arg0: !llvm.struct<(i1)>, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg3: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 2, 2, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 134144 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(2 : i64) : i64
      %1 = llvm.mlir.constant(1 : i64) : i64
      %2 = llvm.mlir.zero : i64
      %3 = llvm.mlir.constant(33554432 : i64) : i64
      %4 = llvm.mlir.constant(4611686018427387904 : i64) : i64
      %5 = llvm.mlir.constant(274877906944 : i64) : i64
      %6 = llvm.mlir.constant(65536 : i64) : i64
      %7 = llvm.mlir.constant(3 : i64) : i64
      %8 = llvm.mlir.constant(896 : i64) : i64
      %9 = llvm.mlir.constant(384 : i32) : i32
      %10 = llvm.mlir.constant(6 : i32) : i32
      %11 = llvm.mlir.constant(256 : i32) : i32
      %12 = llvm.mlir.constant(4096 : i32) : i32
      %13 = llvm.mlir.constant(8192 : i32) : i32
      %14 = llvm.mlir.constant(16383 : i32) : i32
      %15 = llvm.mlir.constant(8 : i64) : i64
      %16 = llvm.mlir.constant(1024 : i64) : i64
      %17 = llvm.mlir.constant(31 : i32) : i32
      %18 = llvm.mlir.constant(-1 : i32) : i32
      %19 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %20 = llvm.mlir.constant(32 : i32) : i32
      %21 = llvm.mlir.constant(0 : i32) : i32
      %22 = llvm.mlir.constant(4 : i32) : i32
      %23 = llvm.mlir.constant(false) : i1
      %24 = llvm.mlir.constant(true) : i1
      %25 = llvm.mlir.constant(3 : i32) : i32
      %26 = llvm.mlir.constant(10000000 : i32) : i32
      %27 = llvm.mlir.constant(32768 : i32) : i32
      %28 = llvm.mlir.constant(8 : i32) : i32
      %29 = llvm.mlir.constant(64 : i32) : i32
      %30 = llvm.mlir.constant(2 : i32) : i32
      %31 = llvm.mlir.constant(512 : i32) : i32
      %32 = llvm.mlir.constant(1024 : i32) : i32
      %33 = llvm.mlir.constant(16 : i32) : i32
      %34 = llvm.mlir.constant(128 : i32) : i32
      %35 = llvm.mlir.constant(1 : i32) : i32
      %36 = llvm.alloca %34 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %37 = llvm.alloca %34 x i32 {alignment = 256 : i64} : (i32) -> !llvm.ptr
      %38 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %39 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %40 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %41 = llvm.ptrtoint %19 : !llvm.ptr<3> to i32
      %42 = nvvm.shfl.sync idx %18, %41, %21, %17 : i32 -> i32
      %43 = llvm.zext %42 : i32 to i64
      %44 = llvm.inttoptr %43 : i64 to !llvm.ptr<3>
      llvm.intr.assume %24 ["align"(%44, %16 : !llvm.ptr<3>, i64)] : i1
      %45 = llvm.ptrtoint %44 : !llvm.ptr<3> to i64
      %46 = llvm.inttoptr %45 : i64 to !llvm.ptr<3>
      llvm.intr.assume %24 ["align"(%46, %15 : !llvm.ptr<3>, i64)] : i1
      %47 = llvm.getelementptr %44[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %48 = llvm.getelementptr %44[50176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %49 = llvm.getelementptr %44[99328] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %50 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %51 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %52 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %53 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %54 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %55 = llvm.mul %51, %53 : i32
      %56 = llvm.add %50, %55 : i32
      %57 = llvm.mul %52, %53 : i32
      %58 = llvm.mul %57, %54 : i32
      %59 = llvm.add %56, %58 : i32
      %60 = llvm.sdiv %59, %20 : i32
      %61 = llvm.mul %60, %20 : i32
      %62 = llvm.icmp "ne" %59, %61 : i32
      %63 = llvm.icmp "slt" %59, %21 : i32
      %64 = llvm.and %62, %63 : i1
      %65 = llvm.add %60, %18 : i32
      %66 = llvm.select %64, %65, %60 : i1, i32
      %67 = nvvm.shfl.sync idx %18, %66, %21, %17 : i32 -> i32
      %68 = nvvm.shfl.sync idx %18, %67, %21, %17 : i32 -> i32
      %69 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %70 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %71 = llvm.icmp "eq" %68, %21 : i32
      llvm.cond_br %71, ^bb1, ^bb4
    ^bb1:  // pred: ^bb0
      %72 = nvvm.elect.sync -> i1
      llvm.cond_br %72, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      nvvm.mbarrier.init %46, %35 : !llvm.ptr<3>, i32
      %73 = llvm.getelementptr %46[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %73, %35 : !llvm.ptr<3>, i32
      %74 = llvm.getelementptr %46[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %74, %35 : !llvm.ptr<3>, i32
      llvm.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb0, ^bb3
      %75 = llvm.getelementptr %46[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %71, ^bb5, ^bb8
    ^bb5:  // pred: ^bb4
      %76 = nvvm.elect.sync -> i1
      llvm.cond_br %76, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      nvvm.mbarrier.init %75, %22 : !llvm.ptr<3>, i32
      %77 = llvm.getelementptr %46[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %77, %22 : !llvm.ptr<3>, i32
      %78 = llvm.getelementptr %46[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %78, %22 : !llvm.ptr<3>, i32
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb4, ^bb7
      %79 = llvm.srem %50, %20 : i32
      %80 = llvm.icmp "slt" %79, %35 : i32
      nvvm.fence.mbarrier.init
      nvvm.barrier
      %81 = llvm.mul %69, %34 overflow<nsw> : i32
      %82 = llvm.mul %70, %34 overflow<nsw> : i32
      %83 = llvm.ptrtoint %47 : !llvm.ptr<3> to i32
      %84 = llvm.lshr %83, %22 : i32
      %85 = llvm.and %84, %14 : i32
      %86 = llvm.zext %85 : i32 to i64
      %87 = llvm.or %86, %6 : i64
      %88 = llvm.or %87, %5 : i64
      %89 = llvm.or %88, %4 : i64
      %90 = llvm.ptrtoint %48 : !llvm.ptr<3> to i32
      %91 = llvm.lshr %90, %22 : i32
      %92 = llvm.and %91, %14 : i32
      %93 = llvm.zext %92 : i32 to i64
      %94 = llvm.or %93, %3 : i64
      %95 = llvm.or %94, %5 : i64
      %96 = llvm.or %95, %4 : i64
      llvm.cond_br %71, ^bb9, ^bb25
    ^bb9:  // pred: ^bb8
      llvm.br ^bb10(%21, %21, %21, %35 : i32, i32, i32, i32)
    ^bb10(%97: i32, %98: i32, %99: i32, %100: i32):  // 2 preds: ^bb9, ^bb23
      %101 = llvm.icmp "slt" %97, %25 : i32
      llvm.cond_br %101, ^bb11, ^bb24
    ^bb11:  // pred: ^bb10
      %102 = llvm.getelementptr %75[%99] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %102, %100, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %103 = nvvm.elect.sync -> i1
      llvm.cond_br %103, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %104 = llvm.getelementptr %46[%99] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %105 = nvvm.mbarrier.arrive.expect_tx %104, %27 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      %106 = llvm.add %99, %35 : i32
      %107 = llvm.add %98, %35 : i32
      %108 = llvm.icmp "eq" %106, %25 : i32
      %109 = llvm.select %108, %21, %106 : i1, i32
      llvm.cond_br %108, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %110 = llvm.xor %100, %35 : i32
      llvm.br ^bb16(%110 : i32)
    ^bb15:  // pred: ^bb13
      llvm.br ^bb16(%100 : i32)
    ^bb16(%111: i32):  // 2 preds: ^bb14, ^bb15
      llvm.br ^bb17
    ^bb17:  // pred: ^bb16
      %112 = llvm.mul %98, %29 overflow<nsw> : i32
      %113 = llvm.mul %99, %13 overflow<nsw> : i32
      %114 = llvm.getelementptr %47[%113] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %115 = llvm.getelementptr %46[%99] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %116 = nvvm.elect.sync -> i1
      llvm.cond_br %116, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      nvvm.cp.async.bulk.tensor.shared.cluster.global %114, %38, %115, box[%112, %81] l2_cache_hint = %2 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb19
    ^bb19:  // 2 preds: ^bb17, ^bb18
      %117 = llvm.getelementptr %48[%113] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %118 = nvvm.elect.sync -> i1
      llvm.cond_br %118, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      nvvm.cp.async.bulk.tensor.shared.cluster.global %117, %39, %115, box[%82, %112] l2_cache_hint = %2 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %119 = llvm.add %82, %29 overflow<nsw> : i32
      %120 = llvm.getelementptr %117[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %121 = nvvm.elect.sync -> i1
      llvm.cond_br %121, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      nvvm.cp.async.bulk.tensor.shared.cluster.global %120, %39, %115, box[%119, %112] l2_cache_hint = %2 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %122 = llvm.add %97, %35 : i32
      llvm.br ^bb10(%122, %107, %109, %111 : i32, i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = true, count = 1 : i32>>}
    ^bb24:  // pred: ^bb10
      llvm.br ^bb26(%98, %99, %100 : i32, i32, i32)
    ^bb25:  // pred: ^bb8
      llvm.br ^bb26(%21, %21, %35 : i32, i32, i32)
    ^bb26(%123: i32, %124: i32, %125: i32):  // 2 preds: ^bb24, ^bb25
      llvm.br ^bb27
    ^bb27:  // pred: ^bb26
      %126 = llvm.insertvalue %23, %arg0[0] : !llvm.struct<(i1)> 
      %127 = llvm.bitcast %89 : i64 to vector<2xi32>
      %128 = llvm.extractelement %127[%2 : i64] : vector<2xi32>
      %129 = llvm.bitcast %96 : i64 to vector<2xi32>
      %130 = llvm.extractelement %129[%2 : i64] : vector<2xi32>
      llvm.br ^bb28(%21, %21, %21, %126, %123, %124, %125 : i32, i32, i32, !llvm.struct<(i1)>, i32, i32, i32)
    ^bb28(%131: i32, %132: i32, %133: i32, %134: !llvm.struct<(i1)>, %135: i32, %136: i32, %137: i32):  // 2 preds: ^bb27, ^bb63
      %138 = llvm.icmp "slt" %131, %28 : i32
      llvm.cond_br %138, ^bb29, ^bb64
    ^bb29:  // pred: ^bb28
      %139 = llvm.getelementptr %46[%132] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %139, %133, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %140 = llvm.add %132, %35 : i32
      %141 = llvm.icmp "eq" %140, %25 : i32
      %142 = llvm.select %141, %21, %140 : i1, i32
      llvm.cond_br %141, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %143 = llvm.xor %133, %35 : i32
      llvm.br ^bb32(%143 : i32)
    ^bb31:  // pred: ^bb29
      llvm.br ^bb32(%133 : i32)
    ^bb32(%144: i32):  // 2 preds: ^bb30, ^bb31
      llvm.br ^bb33
    ^bb33:  // pred: ^bb32
      nvvm.wgmma.fence.aligned
      %145 = llvm.mul %132, %32 overflow<nsw> : i32
      %146 = llvm.add %128, %145 : i32
      %147 = llvm.add %130, %145 : i32
      %148 = llvm.insertelement %147, %129[%2 : i64] : vector<2xi32>
      %149 = llvm.bitcast %148 : vector<2xi32> to i64
      %150 = llvm.extractvalue %134[0] : !llvm.struct<(i1)> 
      %151 = llvm.zext %150 : i1 to i32
      llvm.br ^bb34(%21 : i32)
    ^bb34(%152: i32):  // 2 preds: ^bb33, ^bb35
      %153 = llvm.icmp "slt" %152, %30 : i32
      llvm.cond_br %153, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %154 = llvm.mul %152, %31 overflow<nsw> : i32
      %155 = llvm.add %146, %154 : i32
      %156 = llvm.insertelement %155, %127[%2 : i64] : vector<2xi32>
      %157 = llvm.bitcast %156 : vector<2xi32> to i64
      %158 = llvm.mul %152, %29 overflow<nsw> : i32
      %159 = llvm.getelementptr %37[%158] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %160 = llvm.load %159 : !llvm.ptr -> f32
      %161 = llvm.getelementptr %159[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %162 = llvm.load %161 : !llvm.ptr -> f32
      %163 = llvm.getelementptr %159[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %164 = llvm.load %163 : !llvm.ptr -> f32
      %165 = llvm.getelementptr %159[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %166 = llvm.load %165 : !llvm.ptr -> f32
      %167 = llvm.getelementptr %159[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %168 = llvm.load %167 : !llvm.ptr -> f32
      %169 = llvm.getelementptr %159[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %170 = llvm.load %169 : !llvm.ptr -> f32
      %171 = llvm.getelementptr %159[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %172 = llvm.load %171 : !llvm.ptr -> f32
      %173 = llvm.getelementptr %159[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %174 = llvm.load %173 : !llvm.ptr -> f32
      %175 = llvm.getelementptr %159[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %176 = llvm.load %175 : !llvm.ptr -> f32
      %177 = llvm.getelementptr %159[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %178 = llvm.load %177 : !llvm.ptr -> f32
      %179 = llvm.getelementptr %159[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %180 = llvm.load %179 : !llvm.ptr -> f32
      %181 = llvm.getelementptr %159[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %182 = llvm.load %181 : !llvm.ptr -> f32
      %183 = llvm.getelementptr %159[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %184 = llvm.load %183 : !llvm.ptr -> f32
      %185 = llvm.getelementptr %159[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %186 = llvm.load %185 : !llvm.ptr -> f32
      %187 = llvm.getelementptr %159[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %188 = llvm.load %187 : !llvm.ptr -> f32
      %189 = llvm.getelementptr %159[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %190 = llvm.load %189 : !llvm.ptr -> f32
      %191 = llvm.getelementptr %159[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %192 = llvm.load %191 : !llvm.ptr -> f32
      %193 = llvm.getelementptr %159[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %194 = llvm.load %193 : !llvm.ptr -> f32
      %195 = llvm.getelementptr %159[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %196 = llvm.load %195 : !llvm.ptr -> f32
      %197 = llvm.getelementptr %159[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %198 = llvm.load %197 : !llvm.ptr -> f32
      %199 = llvm.getelementptr %159[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %200 = llvm.load %199 : !llvm.ptr -> f32
      %201 = llvm.getelementptr %159[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %202 = llvm.load %201 : !llvm.ptr -> f32
      %203 = llvm.getelementptr %159[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %204 = llvm.load %203 : !llvm.ptr -> f32
      %205 = llvm.getelementptr %159[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %206 = llvm.load %205 : !llvm.ptr -> f32
      %207 = llvm.getelementptr %159[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %208 = llvm.load %207 : !llvm.ptr -> f32
      %209 = llvm.getelementptr %159[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %210 = llvm.load %209 : !llvm.ptr -> f32
      %211 = llvm.getelementptr %159[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %212 = llvm.load %211 : !llvm.ptr -> f32
      %213 = llvm.getelementptr %159[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %214 = llvm.load %213 : !llvm.ptr -> f32
      %215 = llvm.getelementptr %159[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %216 = llvm.load %215 : !llvm.ptr -> f32
      %217 = llvm.getelementptr %159[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %218 = llvm.load %217 : !llvm.ptr -> f32
      %219 = llvm.getelementptr %159[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %220 = llvm.load %219 : !llvm.ptr -> f32
      %221 = llvm.getelementptr %159[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %222 = llvm.load %221 : !llvm.ptr -> f32
      %223 = llvm.getelementptr %159[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %224 = llvm.load %223 : !llvm.ptr -> f32
      %225 = llvm.getelementptr %159[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %226 = llvm.load %225 : !llvm.ptr -> f32
      %227 = llvm.getelementptr %159[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %228 = llvm.load %227 : !llvm.ptr -> f32
      %229 = llvm.getelementptr %159[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %230 = llvm.load %229 : !llvm.ptr -> f32
      %231 = llvm.getelementptr %159[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %232 = llvm.load %231 : !llvm.ptr -> f32
      %233 = llvm.getelementptr %159[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %234 = llvm.load %233 : !llvm.ptr -> f32
      %235 = llvm.getelementptr %159[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %236 = llvm.load %235 : !llvm.ptr -> f32
      %237 = llvm.getelementptr %159[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %238 = llvm.load %237 : !llvm.ptr -> f32
      %239 = llvm.getelementptr %159[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %240 = llvm.load %239 : !llvm.ptr -> f32
      %241 = llvm.getelementptr %159[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %242 = llvm.load %241 : !llvm.ptr -> f32
      %243 = llvm.getelementptr %159[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %244 = llvm.load %243 : !llvm.ptr -> f32
      %245 = llvm.getelementptr %159[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %246 = llvm.load %245 : !llvm.ptr -> f32
      %247 = llvm.getelementptr %159[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %248 = llvm.load %247 : !llvm.ptr -> f32
      %249 = llvm.getelementptr %159[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %250 = llvm.load %249 : !llvm.ptr -> f32
      %251 = llvm.getelementptr %159[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %252 = llvm.load %251 : !llvm.ptr -> f32
      %253 = llvm.getelementptr %159[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %254 = llvm.load %253 : !llvm.ptr -> f32
      %255 = llvm.getelementptr %159[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %256 = llvm.load %255 : !llvm.ptr -> f32
      %257 = llvm.getelementptr %159[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %258 = llvm.load %257 : !llvm.ptr -> f32
      %259 = llvm.getelementptr %159[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %260 = llvm.load %259 : !llvm.ptr -> f32
      %261 = llvm.getelementptr %159[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %262 = llvm.load %261 : !llvm.ptr -> f32
      %263 = llvm.getelementptr %159[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %264 = llvm.load %263 : !llvm.ptr -> f32
      %265 = llvm.getelementptr %159[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %266 = llvm.load %265 : !llvm.ptr -> f32
      %267 = llvm.getelementptr %159[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %268 = llvm.load %267 : !llvm.ptr -> f32
      %269 = llvm.getelementptr %159[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %270 = llvm.load %269 : !llvm.ptr -> f32
      %271 = llvm.getelementptr %159[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %272 = llvm.load %271 : !llvm.ptr -> f32
      %273 = llvm.getelementptr %159[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %274 = llvm.load %273 : !llvm.ptr -> f32
      %275 = llvm.getelementptr %159[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %276 = llvm.load %275 : !llvm.ptr -> f32
      %277 = llvm.getelementptr %159[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %278 = llvm.load %277 : !llvm.ptr -> f32
      %279 = llvm.getelementptr %159[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %280 = llvm.load %279 : !llvm.ptr -> f32
      %281 = llvm.getelementptr %159[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %282 = llvm.load %281 : !llvm.ptr -> f32
      %283 = llvm.getelementptr %159[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %284 = llvm.load %283 : !llvm.ptr -> f32
      %285 = llvm.getelementptr %159[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %286 = llvm.load %285 : !llvm.ptr -> f32
      %287 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %160, %162, %164, %166, %168, %170, %172, %174, %176, %178, %180, %182, %184, %186, %188, %190, %192, %194, %196, %198, %200, %202, %204, %206, %208, %210, %212, %214, %216, %218, %220, %222, %224, %226, %228, %230, %232, %234, %236, %238, %240, %242, %244, %246, %248, %250, %252, %254, %256, %258, %260, %262, %264, %266, %268, %270, %272, %274, %276, %278, %280, %282, %284, %286, %157, %149, %151, %35, %35, %21, %35 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %288 = llvm.extractvalue %287[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %289 = llvm.extractvalue %287[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %290 = llvm.extractvalue %287[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %291 = llvm.extractvalue %287[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %292 = llvm.extractvalue %287[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %293 = llvm.extractvalue %287[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %294 = llvm.extractvalue %287[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %295 = llvm.extractvalue %287[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %296 = llvm.extractvalue %287[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %297 = llvm.extractvalue %287[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %298 = llvm.extractvalue %287[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %299 = llvm.extractvalue %287[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %300 = llvm.extractvalue %287[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %301 = llvm.extractvalue %287[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %302 = llvm.extractvalue %287[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %303 = llvm.extractvalue %287[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %304 = llvm.extractvalue %287[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %305 = llvm.extractvalue %287[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %306 = llvm.extractvalue %287[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %307 = llvm.extractvalue %287[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %308 = llvm.extractvalue %287[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %309 = llvm.extractvalue %287[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %310 = llvm.extractvalue %287[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %311 = llvm.extractvalue %287[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %312 = llvm.extractvalue %287[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %313 = llvm.extractvalue %287[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %314 = llvm.extractvalue %287[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %315 = llvm.extractvalue %287[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %316 = llvm.extractvalue %287[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %317 = llvm.extractvalue %287[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %318 = llvm.extractvalue %287[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %319 = llvm.extractvalue %287[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %320 = llvm.extractvalue %287[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %321 = llvm.extractvalue %287[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %322 = llvm.extractvalue %287[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %323 = llvm.extractvalue %287[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %324 = llvm.extractvalue %287[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %325 = llvm.extractvalue %287[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %326 = llvm.extractvalue %287[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %327 = llvm.extractvalue %287[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %328 = llvm.extractvalue %287[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %329 = llvm.extractvalue %287[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %330 = llvm.extractvalue %287[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %331 = llvm.extractvalue %287[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %332 = llvm.extractvalue %287[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %333 = llvm.extractvalue %287[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %334 = llvm.extractvalue %287[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %335 = llvm.extractvalue %287[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %336 = llvm.extractvalue %287[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %337 = llvm.extractvalue %287[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %338 = llvm.extractvalue %287[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %339 = llvm.extractvalue %287[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %340 = llvm.extractvalue %287[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %341 = llvm.extractvalue %287[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %342 = llvm.extractvalue %287[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %343 = llvm.extractvalue %287[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %344 = llvm.extractvalue %287[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %345 = llvm.extractvalue %287[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %346 = llvm.extractvalue %287[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %347 = llvm.extractvalue %287[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %348 = llvm.extractvalue %287[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %349 = llvm.extractvalue %287[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %350 = llvm.extractvalue %287[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %351 = llvm.extractvalue %287[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      llvm.store %288, %159 : f32, !llvm.ptr
      llvm.store %289, %161 : f32, !llvm.ptr
      llvm.store %290, %163 : f32, !llvm.ptr
      llvm.store %291, %165 : f32, !llvm.ptr
      llvm.store %292, %167 : f32, !llvm.ptr
      llvm.store %293, %169 : f32, !llvm.ptr
      llvm.store %294, %171 : f32, !llvm.ptr
      llvm.store %295, %173 : f32, !llvm.ptr
      llvm.store %296, %175 : f32, !llvm.ptr
      llvm.store %297, %177 : f32, !llvm.ptr
      llvm.store %298, %179 : f32, !llvm.ptr
      llvm.store %299, %181 : f32, !llvm.ptr
      llvm.store %300, %183 : f32, !llvm.ptr
      llvm.store %301, %185 : f32, !llvm.ptr
      llvm.store %302, %187 : f32, !llvm.ptr
      llvm.store %303, %189 : f32, !llvm.ptr
      llvm.store %304, %191 : f32, !llvm.ptr
      llvm.store %305, %193 : f32, !llvm.ptr
      llvm.store %306, %195 : f32, !llvm.ptr
      llvm.store %307, %197 : f32, !llvm.ptr
      llvm.store %308, %199 : f32, !llvm.ptr
      llvm.store %309, %201 : f32, !llvm.ptr
      llvm.store %310, %203 : f32, !llvm.ptr
      llvm.store %311, %205 : f32, !llvm.ptr
      llvm.store %312, %207 : f32, !llvm.ptr
      llvm.store %313, %209 : f32, !llvm.ptr
      llvm.store %314, %211 : f32, !llvm.ptr
      llvm.store %315, %213 : f32, !llvm.ptr
      llvm.store %316, %215 : f32, !llvm.ptr
      llvm.store %317, %217 : f32, !llvm.ptr
      llvm.store %318, %219 : f32, !llvm.ptr
      llvm.store %319, %221 : f32, !llvm.ptr
      llvm.store %320, %223 : f32, !llvm.ptr
      llvm.store %321, %225 : f32, !llvm.ptr
      llvm.store %322, %227 : f32, !llvm.ptr
      llvm.store %323, %229 : f32, !llvm.ptr
      llvm.store %324, %231 : f32, !llvm.ptr
      llvm.store %325, %233 : f32, !llvm.ptr
      llvm.store %326, %235 : f32, !llvm.ptr
      llvm.store %327, %237 : f32, !llvm.ptr
      llvm.store %328, %239 : f32, !llvm.ptr
      llvm.store %329, %241 : f32, !llvm.ptr
      llvm.store %330, %243 : f32, !llvm.ptr
      llvm.store %331, %245 : f32, !llvm.ptr
      llvm.store %332, %247 : f32, !llvm.ptr
      llvm.store %333, %249 : f32, !llvm.ptr
      llvm.store %334, %251 : f32, !llvm.ptr
      llvm.store %335, %253 : f32, !llvm.ptr
      llvm.store %336, %255 : f32, !llvm.ptr
      llvm.store %337, %257 : f32, !llvm.ptr
      llvm.store %338, %259 : f32, !llvm.ptr
      llvm.store %339, %261 : f32, !llvm.ptr
      llvm.store %340, %263 : f32, !llvm.ptr
      llvm.store %341, %265 : f32, !llvm.ptr
      llvm.store %342, %267 : f32, !llvm.ptr
      llvm.store %343, %269 : f32, !llvm.ptr
      llvm.store %344, %271 : f32, !llvm.ptr
      llvm.store %345, %273 : f32, !llvm.ptr
      llvm.store %346, %275 : f32, !llvm.ptr
      llvm.store %347, %277 : f32, !llvm.ptr
      llvm.store %348, %279 : f32, !llvm.ptr
      llvm.store %349, %281 : f32, !llvm.ptr
      llvm.store %350, %283 : f32, !llvm.ptr
      llvm.store %351, %285 : f32, !llvm.ptr
      %352 = llvm.add %152, %35 : i32
      llvm.br ^bb34(%352 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb36:  // pred: ^bb34
      %353 = llvm.insertvalue %24, %134[0] : !llvm.struct<(i1)> 
      %354 = llvm.add %145, %30 overflow<nsw> : i32
      %355 = llvm.add %128, %354 : i32
      %356 = llvm.add %145, %34 overflow<nsw> : i32
      %357 = llvm.add %130, %356 : i32
      %358 = llvm.insertelement %357, %129[%2 : i64] : vector<2xi32>
      %359 = llvm.bitcast %358 : vector<2xi32> to i64
      llvm.br ^bb37(%21 : i32)
    ^bb37(%360: i32):  // 2 preds: ^bb36, ^bb38
      %361 = llvm.icmp "slt" %360, %30 : i32
      llvm.cond_br %361, ^bb38, ^bb39
    ^bb38:  // pred: ^bb37
      %362 = llvm.mul %360, %31 overflow<nsw> : i32
      %363 = llvm.add %355, %362 : i32
      %364 = llvm.insertelement %363, %127[%2 : i64] : vector<2xi32>
      %365 = llvm.bitcast %364 : vector<2xi32> to i64
      %366 = llvm.mul %360, %29 overflow<nsw> : i32
      %367 = llvm.getelementptr %37[%366] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %368 = llvm.load %367 : !llvm.ptr -> f32
      %369 = llvm.getelementptr %367[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %370 = llvm.load %369 : !llvm.ptr -> f32
      %371 = llvm.getelementptr %367[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %372 = llvm.load %371 : !llvm.ptr -> f32
      %373 = llvm.getelementptr %367[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %374 = llvm.load %373 : !llvm.ptr -> f32
      %375 = llvm.getelementptr %367[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %376 = llvm.load %375 : !llvm.ptr -> f32
      %377 = llvm.getelementptr %367[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %378 = llvm.load %377 : !llvm.ptr -> f32
      %379 = llvm.getelementptr %367[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %380 = llvm.load %379 : !llvm.ptr -> f32
      %381 = llvm.getelementptr %367[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %382 = llvm.load %381 : !llvm.ptr -> f32
      %383 = llvm.getelementptr %367[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %384 = llvm.load %383 : !llvm.ptr -> f32
      %385 = llvm.getelementptr %367[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %386 = llvm.load %385 : !llvm.ptr -> f32
      %387 = llvm.getelementptr %367[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %388 = llvm.load %387 : !llvm.ptr -> f32
      %389 = llvm.getelementptr %367[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %390 = llvm.load %389 : !llvm.ptr -> f32
      %391 = llvm.getelementptr %367[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %392 = llvm.load %391 : !llvm.ptr -> f32
      %393 = llvm.getelementptr %367[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %394 = llvm.load %393 : !llvm.ptr -> f32
      %395 = llvm.getelementptr %367[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %396 = llvm.load %395 : !llvm.ptr -> f32
      %397 = llvm.getelementptr %367[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %398 = llvm.load %397 : !llvm.ptr -> f32
      %399 = llvm.getelementptr %367[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %400 = llvm.load %399 : !llvm.ptr -> f32
      %401 = llvm.getelementptr %367[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %402 = llvm.load %401 : !llvm.ptr -> f32
      %403 = llvm.getelementptr %367[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %404 = llvm.load %403 : !llvm.ptr -> f32
      %405 = llvm.getelementptr %367[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %406 = llvm.load %405 : !llvm.ptr -> f32
      %407 = llvm.getelementptr %367[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %408 = llvm.load %407 : !llvm.ptr -> f32
      %409 = llvm.getelementptr %367[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %410 = llvm.load %409 : !llvm.ptr -> f32
      %411 = llvm.getelementptr %367[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %412 = llvm.load %411 : !llvm.ptr -> f32
      %413 = llvm.getelementptr %367[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %414 = llvm.load %413 : !llvm.ptr -> f32
      %415 = llvm.getelementptr %367[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %416 = llvm.load %415 : !llvm.ptr -> f32
      %417 = llvm.getelementptr %367[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %418 = llvm.load %417 : !llvm.ptr -> f32
      %419 = llvm.getelementptr %367[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %420 = llvm.load %419 : !llvm.ptr -> f32
      %421 = llvm.getelementptr %367[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %422 = llvm.load %421 : !llvm.ptr -> f32
      %423 = llvm.getelementptr %367[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %424 = llvm.load %423 : !llvm.ptr -> f32
      %425 = llvm.getelementptr %367[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %426 = llvm.load %425 : !llvm.ptr -> f32
      %427 = llvm.getelementptr %367[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %428 = llvm.load %427 : !llvm.ptr -> f32
      %429 = llvm.getelementptr %367[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %430 = llvm.load %429 : !llvm.ptr -> f32
      %431 = llvm.getelementptr %367[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %432 = llvm.load %431 : !llvm.ptr -> f32
      %433 = llvm.getelementptr %367[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %434 = llvm.load %433 : !llvm.ptr -> f32
      %435 = llvm.getelementptr %367[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %436 = llvm.load %435 : !llvm.ptr -> f32
      %437 = llvm.getelementptr %367[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %438 = llvm.load %437 : !llvm.ptr -> f32
      %439 = llvm.getelementptr %367[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %440 = llvm.load %439 : !llvm.ptr -> f32
      %441 = llvm.getelementptr %367[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %442 = llvm.load %441 : !llvm.ptr -> f32
      %443 = llvm.getelementptr %367[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %444 = llvm.load %443 : !llvm.ptr -> f32
      %445 = llvm.getelementptr %367[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %446 = llvm.load %445 : !llvm.ptr -> f32
      %447 = llvm.getelementptr %367[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %448 = llvm.load %447 : !llvm.ptr -> f32
      %449 = llvm.getelementptr %367[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %450 = llvm.load %449 : !llvm.ptr -> f32
      %451 = llvm.getelementptr %367[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %452 = llvm.load %451 : !llvm.ptr -> f32
      %453 = llvm.getelementptr %367[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %454 = llvm.load %453 : !llvm.ptr -> f32
      %455 = llvm.getelementptr %367[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %456 = llvm.load %455 : !llvm.ptr -> f32
      %457 = llvm.getelementptr %367[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %458 = llvm.load %457 : !llvm.ptr -> f32
      %459 = llvm.getelementptr %367[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %460 = llvm.load %459 : !llvm.ptr -> f32
      %461 = llvm.getelementptr %367[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %462 = llvm.load %461 : !llvm.ptr -> f32
      %463 = llvm.getelementptr %367[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %464 = llvm.load %463 : !llvm.ptr -> f32
      %465 = llvm.getelementptr %367[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %466 = llvm.load %465 : !llvm.ptr -> f32
      %467 = llvm.getelementptr %367[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %468 = llvm.load %467 : !llvm.ptr -> f32
      %469 = llvm.getelementptr %367[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %470 = llvm.load %469 : !llvm.ptr -> f32
      %471 = llvm.getelementptr %367[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %472 = llvm.load %471 : !llvm.ptr -> f32
      %473 = llvm.getelementptr %367[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %474 = llvm.load %473 : !llvm.ptr -> f32
      %475 = llvm.getelementptr %367[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %476 = llvm.load %475 : !llvm.ptr -> f32
      %477 = llvm.getelementptr %367[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %478 = llvm.load %477 : !llvm.ptr -> f32
      %479 = llvm.getelementptr %367[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %480 = llvm.load %479 : !llvm.ptr -> f32
      %481 = llvm.getelementptr %367[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %482 = llvm.load %481 : !llvm.ptr -> f32
      %483 = llvm.getelementptr %367[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %484 = llvm.load %483 : !llvm.ptr -> f32
      %485 = llvm.getelementptr %367[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %486 = llvm.load %485 : !llvm.ptr -> f32
      %487 = llvm.getelementptr %367[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %488 = llvm.load %487 : !llvm.ptr -> f32
      %489 = llvm.getelementptr %367[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %490 = llvm.load %489 : !llvm.ptr -> f32
      %491 = llvm.getelementptr %367[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %492 = llvm.load %491 : !llvm.ptr -> f32
      %493 = llvm.getelementptr %367[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %494 = llvm.load %493 : !llvm.ptr -> f32
      %495 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %368, %370, %372, %374, %376, %378, %380, %382, %384, %386, %388, %390, %392, %394, %396, %398, %400, %402, %404, %406, %408, %410, %412, %414, %416, %418, %420, %422, %424, %426, %428, %430, %432, %434, %436, %438, %440, %442, %444, %446, %448, %450, %452, %454, %456, %458, %460, %462, %464, %466, %468, %470, %472, %474, %476, %478, %480, %482, %484, %486, %488, %490, %492, %494, %365, %359, %35, %35, %35, %21, %35 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %496 = llvm.extractvalue %495[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %497 = llvm.extractvalue %495[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %498 = llvm.extractvalue %495[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %499 = llvm.extractvalue %495[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %500 = llvm.extractvalue %495[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %501 = llvm.extractvalue %495[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %502 = llvm.extractvalue %495[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %503 = llvm.extractvalue %495[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %504 = llvm.extractvalue %495[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %505 = llvm.extractvalue %495[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %506 = llvm.extractvalue %495[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %507 = llvm.extractvalue %495[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %508 = llvm.extractvalue %495[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %509 = llvm.extractvalue %495[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %510 = llvm.extractvalue %495[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %511 = llvm.extractvalue %495[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %512 = llvm.extractvalue %495[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %513 = llvm.extractvalue %495[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %514 = llvm.extractvalue %495[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %515 = llvm.extractvalue %495[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %516 = llvm.extractvalue %495[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %517 = llvm.extractvalue %495[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %518 = llvm.extractvalue %495[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %519 = llvm.extractvalue %495[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %520 = llvm.extractvalue %495[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %521 = llvm.extractvalue %495[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %522 = llvm.extractvalue %495[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %523 = llvm.extractvalue %495[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %524 = llvm.extractvalue %495[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %525 = llvm.extractvalue %495[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %526 = llvm.extractvalue %495[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %527 = llvm.extractvalue %495[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %528 = llvm.extractvalue %495[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %529 = llvm.extractvalue %495[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %530 = llvm.extractvalue %495[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %531 = llvm.extractvalue %495[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %532 = llvm.extractvalue %495[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %533 = llvm.extractvalue %495[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %534 = llvm.extractvalue %495[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %535 = llvm.extractvalue %495[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %536 = llvm.extractvalue %495[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %537 = llvm.extractvalue %495[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %538 = llvm.extractvalue %495[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %539 = llvm.extractvalue %495[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %540 = llvm.extractvalue %495[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %541 = llvm.extractvalue %495[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %542 = llvm.extractvalue %495[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %543 = llvm.extractvalue %495[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %544 = llvm.extractvalue %495[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %545 = llvm.extractvalue %495[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %546 = llvm.extractvalue %495[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %547 = llvm.extractvalue %495[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %548 = llvm.extractvalue %495[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %549 = llvm.extractvalue %495[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %550 = llvm.extractvalue %495[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %551 = llvm.extractvalue %495[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %552 = llvm.extractvalue %495[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %553 = llvm.extractvalue %495[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %554 = llvm.extractvalue %495[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %555 = llvm.extractvalue %495[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %556 = llvm.extractvalue %495[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %557 = llvm.extractvalue %495[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %558 = llvm.extractvalue %495[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %559 = llvm.extractvalue %495[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      llvm.store %496, %367 : f32, !llvm.ptr
      llvm.store %497, %369 : f32, !llvm.ptr
      llvm.store %498, %371 : f32, !llvm.ptr
      llvm.store %499, %373 : f32, !llvm.ptr
      llvm.store %500, %375 : f32, !llvm.ptr
      llvm.store %501, %377 : f32, !llvm.ptr
      llvm.store %502, %379 : f32, !llvm.ptr
      llvm.store %503, %381 : f32, !llvm.ptr
      llvm.store %504, %383 : f32, !llvm.ptr
      llvm.store %505, %385 : f32, !llvm.ptr
      llvm.store %506, %387 : f32, !llvm.ptr
      llvm.store %507, %389 : f32, !llvm.ptr
      llvm.store %508, %391 : f32, !llvm.ptr
      llvm.store %509, %393 : f32, !llvm.ptr
      llvm.store %510, %395 : f32, !llvm.ptr
      llvm.store %511, %397 : f32, !llvm.ptr
      llvm.store %512, %399 : f32, !llvm.ptr
      llvm.store %513, %401 : f32, !llvm.ptr
      llvm.store %514, %403 : f32, !llvm.ptr
      llvm.store %515, %405 : f32, !llvm.ptr
      llvm.store %516, %407 : f32, !llvm.ptr
      llvm.store %517, %409 : f32, !llvm.ptr
      llvm.store %518, %411 : f32, !llvm.ptr
      llvm.store %519, %413 : f32, !llvm.ptr
      llvm.store %520, %415 : f32, !llvm.ptr
      llvm.store %521, %417 : f32, !llvm.ptr
      llvm.store %522, %419 : f32, !llvm.ptr
      llvm.store %523, %421 : f32, !llvm.ptr
      llvm.store %524, %423 : f32, !llvm.ptr
      llvm.store %525, %425 : f32, !llvm.ptr
      llvm.store %526, %427 : f32, !llvm.ptr
      llvm.store %527, %429 : f32, !llvm.ptr
      llvm.store %528, %431 : f32, !llvm.ptr
      llvm.store %529, %433 : f32, !llvm.ptr
      llvm.store %530, %435 : f32, !llvm.ptr
      llvm.store %531, %437 : f32, !llvm.ptr
      llvm.store %532, %439 : f32, !llvm.ptr
      llvm.store %533, %441 : f32, !llvm.ptr
      llvm.store %534, %443 : f32, !llvm.ptr
      llvm.store %535, %445 : f32, !llvm.ptr
      llvm.store %536, %447 : f32, !llvm.ptr
      llvm.store %537, %449 : f32, !llvm.ptr
      llvm.store %538, %451 : f32, !llvm.ptr
      llvm.store %539, %453 : f32, !llvm.ptr
      llvm.store %540, %455 : f32, !llvm.ptr
      llvm.store %541, %457 : f32, !llvm.ptr
      llvm.store %542, %459 : f32, !llvm.ptr
      llvm.store %543, %461 : f32, !llvm.ptr
      llvm.store %544, %463 : f32, !llvm.ptr
      llvm.store %545, %465 : f32, !llvm.ptr
      llvm.store %546, %467 : f32, !llvm.ptr
      llvm.store %547, %469 : f32, !llvm.ptr
      llvm.store %548, %471 : f32, !llvm.ptr
      llvm.store %549, %473 : f32, !llvm.ptr
      llvm.store %550, %475 : f32, !llvm.ptr
      llvm.store %551, %477 : f32, !llvm.ptr
      llvm.store %552, %479 : f32, !llvm.ptr
      llvm.store %553, %481 : f32, !llvm.ptr
      llvm.store %554, %483 : f32, !llvm.ptr
      llvm.store %555, %485 : f32, !llvm.ptr
      llvm.store %556, %487 : f32, !llvm.ptr
      llvm.store %557, %489 : f32, !llvm.ptr
      llvm.store %558, %491 : f32, !llvm.ptr
      llvm.store %559, %493 : f32, !llvm.ptr
      %560 = llvm.add %360, %35 : i32
      llvm.br ^bb37(%560 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb39:  // pred: ^bb37
      %561 = llvm.insertvalue %24, %353[0] : !llvm.struct<(i1)> 
      %562 = llvm.add %145, %22 overflow<nsw> : i32
      %563 = llvm.add %128, %562 : i32
      %564 = llvm.add %145, %11 overflow<nsw> : i32
      %565 = llvm.add %130, %564 : i32
      %566 = llvm.insertelement %565, %129[%2 : i64] : vector<2xi32>
      %567 = llvm.bitcast %566 : vector<2xi32> to i64
      llvm.br ^bb40(%21 : i32)
    ^bb40(%568: i32):  // 2 preds: ^bb39, ^bb41
      %569 = llvm.icmp "slt" %568, %30 : i32
      llvm.cond_br %569, ^bb41, ^bb42
    ^bb41:  // pred: ^bb40
      %570 = llvm.mul %568, %31 overflow<nsw> : i32
      %571 = llvm.add %563, %570 : i32
      %572 = llvm.insertelement %571, %127[%2 : i64] : vector<2xi32>
      %573 = llvm.bitcast %572 : vector<2xi32> to i64
      %574 = llvm.mul %568, %29 overflow<nsw> : i32
      %575 = llvm.getelementptr %37[%574] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %576 = llvm.load %575 : !llvm.ptr -> f32
      %577 = llvm.getelementptr %575[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %578 = llvm.load %577 : !llvm.ptr -> f32
      %579 = llvm.getelementptr %575[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %580 = llvm.load %579 : !llvm.ptr -> f32
      %581 = llvm.getelementptr %575[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %582 = llvm.load %581 : !llvm.ptr -> f32
      %583 = llvm.getelementptr %575[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %584 = llvm.load %583 : !llvm.ptr -> f32
      %585 = llvm.getelementptr %575[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %586 = llvm.load %585 : !llvm.ptr -> f32
      %587 = llvm.getelementptr %575[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %588 = llvm.load %587 : !llvm.ptr -> f32
      %589 = llvm.getelementptr %575[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %590 = llvm.load %589 : !llvm.ptr -> f32
      %591 = llvm.getelementptr %575[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %592 = llvm.load %591 : !llvm.ptr -> f32
      %593 = llvm.getelementptr %575[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %594 = llvm.load %593 : !llvm.ptr -> f32
      %595 = llvm.getelementptr %575[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %596 = llvm.load %595 : !llvm.ptr -> f32
      %597 = llvm.getelementptr %575[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %598 = llvm.load %597 : !llvm.ptr -> f32
      %599 = llvm.getelementptr %575[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %600 = llvm.load %599 : !llvm.ptr -> f32
      %601 = llvm.getelementptr %575[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %602 = llvm.load %601 : !llvm.ptr -> f32
      %603 = llvm.getelementptr %575[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %604 = llvm.load %603 : !llvm.ptr -> f32
      %605 = llvm.getelementptr %575[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %606 = llvm.load %605 : !llvm.ptr -> f32
      %607 = llvm.getelementptr %575[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %608 = llvm.load %607 : !llvm.ptr -> f32
      %609 = llvm.getelementptr %575[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %610 = llvm.load %609 : !llvm.ptr -> f32
      %611 = llvm.getelementptr %575[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %612 = llvm.load %611 : !llvm.ptr -> f32
      %613 = llvm.getelementptr %575[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %614 = llvm.load %613 : !llvm.ptr -> f32
      %615 = llvm.getelementptr %575[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %616 = llvm.load %615 : !llvm.ptr -> f32
      %617 = llvm.getelementptr %575[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %618 = llvm.load %617 : !llvm.ptr -> f32
      %619 = llvm.getelementptr %575[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %620 = llvm.load %619 : !llvm.ptr -> f32
      %621 = llvm.getelementptr %575[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %622 = llvm.load %621 : !llvm.ptr -> f32
      %623 = llvm.getelementptr %575[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %624 = llvm.load %623 : !llvm.ptr -> f32
      %625 = llvm.getelementptr %575[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %626 = llvm.load %625 : !llvm.ptr -> f32
      %627 = llvm.getelementptr %575[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %628 = llvm.load %627 : !llvm.ptr -> f32
      %629 = llvm.getelementptr %575[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %630 = llvm.load %629 : !llvm.ptr -> f32
      %631 = llvm.getelementptr %575[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %632 = llvm.load %631 : !llvm.ptr -> f32
      %633 = llvm.getelementptr %575[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %634 = llvm.load %633 : !llvm.ptr -> f32
      %635 = llvm.getelementptr %575[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %636 = llvm.load %635 : !llvm.ptr -> f32
      %637 = llvm.getelementptr %575[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %638 = llvm.load %637 : !llvm.ptr -> f32
      %639 = llvm.getelementptr %575[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %640 = llvm.load %639 : !llvm.ptr -> f32
      %641 = llvm.getelementptr %575[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %642 = llvm.load %641 : !llvm.ptr -> f32
      %643 = llvm.getelementptr %575[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %644 = llvm.load %643 : !llvm.ptr -> f32
      %645 = llvm.getelementptr %575[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %646 = llvm.load %645 : !llvm.ptr -> f32
      %647 = llvm.getelementptr %575[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %648 = llvm.load %647 : !llvm.ptr -> f32
      %649 = llvm.getelementptr %575[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %650 = llvm.load %649 : !llvm.ptr -> f32
      %651 = llvm.getelementptr %575[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %652 = llvm.load %651 : !llvm.ptr -> f32
      %653 = llvm.getelementptr %575[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %654 = llvm.load %653 : !llvm.ptr -> f32
      %655 = llvm.getelementptr %575[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %656 = llvm.load %655 : !llvm.ptr -> f32
      %657 = llvm.getelementptr %575[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %658 = llvm.load %657 : !llvm.ptr -> f32
      %659 = llvm.getelementptr %575[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %660 = llvm.load %659 : !llvm.ptr -> f32
      %661 = llvm.getelementptr %575[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %662 = llvm.load %661 : !llvm.ptr -> f32
      %663 = llvm.getelementptr %575[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %664 = llvm.load %663 : !llvm.ptr -> f32
      %665 = llvm.getelementptr %575[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %666 = llvm.load %665 : !llvm.ptr -> f32
      %667 = llvm.getelementptr %575[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %668 = llvm.load %667 : !llvm.ptr -> f32
      %669 = llvm.getelementptr %575[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %670 = llvm.load %669 : !llvm.ptr -> f32
      %671 = llvm.getelementptr %575[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %672 = llvm.load %671 : !llvm.ptr -> f32
      %673 = llvm.getelementptr %575[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %674 = llvm.load %673 : !llvm.ptr -> f32
      %675 = llvm.getelementptr %575[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %676 = llvm.load %675 : !llvm.ptr -> f32
      %677 = llvm.getelementptr %575[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %678 = llvm.load %677 : !llvm.ptr -> f32
      %679 = llvm.getelementptr %575[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %680 = llvm.load %679 : !llvm.ptr -> f32
      %681 = llvm.getelementptr %575[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %682 = llvm.load %681 : !llvm.ptr -> f32
      %683 = llvm.getelementptr %575[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %684 = llvm.load %683 : !llvm.ptr -> f32
      %685 = llvm.getelementptr %575[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %686 = llvm.load %685 : !llvm.ptr -> f32
      %687 = llvm.getelementptr %575[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %688 = llvm.load %687 : !llvm.ptr -> f32
      %689 = llvm.getelementptr %575[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %690 = llvm.load %689 : !llvm.ptr -> f32
      %691 = llvm.getelementptr %575[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %692 = llvm.load %691 : !llvm.ptr -> f32
      %693 = llvm.getelementptr %575[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %694 = llvm.load %693 : !llvm.ptr -> f32
      %695 = llvm.getelementptr %575[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %696 = llvm.load %695 : !llvm.ptr -> f32
      %697 = llvm.getelementptr %575[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %698 = llvm.load %697 : !llvm.ptr -> f32
      %699 = llvm.getelementptr %575[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %700 = llvm.load %699 : !llvm.ptr -> f32
      %701 = llvm.getelementptr %575[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %702 = llvm.load %701 : !llvm.ptr -> f32
      %703 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %576, %578, %580, %582, %584, %586, %588, %590, %592, %594, %596, %598, %600, %602, %604, %606, %608, %610, %612, %614, %616, %618, %620, %622, %624, %626, %628, %630, %632, %634, %636, %638, %640, %642, %644, %646, %648, %650, %652, %654, %656, %658, %660, %662, %664, %666, %668, %670, %672, %674, %676, %678, %680, %682, %684, %686, %688, %690, %692, %694, %696, %698, %700, %702, %573, %567, %35, %35, %35, %21, %35 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %704 = llvm.extractvalue %703[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %705 = llvm.extractvalue %703[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %706 = llvm.extractvalue %703[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %707 = llvm.extractvalue %703[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %708 = llvm.extractvalue %703[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %709 = llvm.extractvalue %703[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %710 = llvm.extractvalue %703[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %711 = llvm.extractvalue %703[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %712 = llvm.extractvalue %703[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %713 = llvm.extractvalue %703[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %714 = llvm.extractvalue %703[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %715 = llvm.extractvalue %703[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %716 = llvm.extractvalue %703[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %717 = llvm.extractvalue %703[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %718 = llvm.extractvalue %703[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %719 = llvm.extractvalue %703[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %720 = llvm.extractvalue %703[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %721 = llvm.extractvalue %703[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %722 = llvm.extractvalue %703[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %723 = llvm.extractvalue %703[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %724 = llvm.extractvalue %703[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %725 = llvm.extractvalue %703[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %726 = llvm.extractvalue %703[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %727 = llvm.extractvalue %703[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %728 = llvm.extractvalue %703[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %729 = llvm.extractvalue %703[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %730 = llvm.extractvalue %703[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %731 = llvm.extractvalue %703[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %732 = llvm.extractvalue %703[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %733 = llvm.extractvalue %703[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %734 = llvm.extractvalue %703[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %735 = llvm.extractvalue %703[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %736 = llvm.extractvalue %703[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %737 = llvm.extractvalue %703[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %738 = llvm.extractvalue %703[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %739 = llvm.extractvalue %703[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %740 = llvm.extractvalue %703[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %741 = llvm.extractvalue %703[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %742 = llvm.extractvalue %703[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %743 = llvm.extractvalue %703[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %744 = llvm.extractvalue %703[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %745 = llvm.extractvalue %703[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %746 = llvm.extractvalue %703[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %747 = llvm.extractvalue %703[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %748 = llvm.extractvalue %703[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %749 = llvm.extractvalue %703[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %750 = llvm.extractvalue %703[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %751 = llvm.extractvalue %703[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %752 = llvm.extractvalue %703[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %753 = llvm.extractvalue %703[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %754 = llvm.extractvalue %703[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %755 = llvm.extractvalue %703[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %756 = llvm.extractvalue %703[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %757 = llvm.extractvalue %703[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %758 = llvm.extractvalue %703[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %759 = llvm.extractvalue %703[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %760 = llvm.extractvalue %703[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %761 = llvm.extractvalue %703[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %762 = llvm.extractvalue %703[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %763 = llvm.extractvalue %703[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %764 = llvm.extractvalue %703[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %765 = llvm.extractvalue %703[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %766 = llvm.extractvalue %703[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %767 = llvm.extractvalue %703[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      llvm.store %704, %575 : f32, !llvm.ptr
      llvm.store %705, %577 : f32, !llvm.ptr
      llvm.store %706, %579 : f32, !llvm.ptr
      llvm.store %707, %581 : f32, !llvm.ptr
      llvm.store %708, %583 : f32, !llvm.ptr
      llvm.store %709, %585 : f32, !llvm.ptr
      llvm.store %710, %587 : f32, !llvm.ptr
      llvm.store %711, %589 : f32, !llvm.ptr
      llvm.store %712, %591 : f32, !llvm.ptr
      llvm.store %713, %593 : f32, !llvm.ptr
      llvm.store %714, %595 : f32, !llvm.ptr
      llvm.store %715, %597 : f32, !llvm.ptr
      llvm.store %716, %599 : f32, !llvm.ptr
      llvm.store %717, %601 : f32, !llvm.ptr
      llvm.store %718, %603 : f32, !llvm.ptr
      llvm.store %719, %605 : f32, !llvm.ptr
      llvm.store %720, %607 : f32, !llvm.ptr
      llvm.store %721, %609 : f32, !llvm.ptr
      llvm.store %722, %611 : f32, !llvm.ptr
      llvm.store %723, %613 : f32, !llvm.ptr
      llvm.store %724, %615 : f32, !llvm.ptr
      llvm.store %725, %617 : f32, !llvm.ptr
      llvm.store %726, %619 : f32, !llvm.ptr
      llvm.store %727, %621 : f32, !llvm.ptr
      llvm.store %728, %623 : f32, !llvm.ptr
      llvm.store %729, %625 : f32, !llvm.ptr
      llvm.store %730, %627 : f32, !llvm.ptr
      llvm.store %731, %629 : f32, !llvm.ptr
      llvm.store %732, %631 : f32, !llvm.ptr
      llvm.store %733, %633 : f32, !llvm.ptr
      llvm.store %734, %635 : f32, !llvm.ptr
      llvm.store %735, %637 : f32, !llvm.ptr
      llvm.store %736, %639 : f32, !llvm.ptr
      llvm.store %737, %641 : f32, !llvm.ptr
      llvm.store %738, %643 : f32, !llvm.ptr
      llvm.store %739, %645 : f32, !llvm.ptr
      llvm.store %740, %647 : f32, !llvm.ptr
      llvm.store %741, %649 : f32, !llvm.ptr
      llvm.store %742, %651 : f32, !llvm.ptr
      llvm.store %743, %653 : f32, !llvm.ptr
      llvm.store %744, %655 : f32, !llvm.ptr
      llvm.store %745, %657 : f32, !llvm.ptr
      llvm.store %746, %659 : f32, !llvm.ptr
      llvm.store %747, %661 : f32, !llvm.ptr
      llvm.store %748, %663 : f32, !llvm.ptr
      llvm.store %749, %665 : f32, !llvm.ptr
      llvm.store %750, %667 : f32, !llvm.ptr
      llvm.store %751, %669 : f32, !llvm.ptr
      llvm.store %752, %671 : f32, !llvm.ptr
      llvm.store %753, %673 : f32, !llvm.ptr
      llvm.store %754, %675 : f32, !llvm.ptr
      llvm.store %755, %677 : f32, !llvm.ptr
      llvm.store %756, %679 : f32, !llvm.ptr
      llvm.store %757, %681 : f32, !llvm.ptr
      llvm.store %758, %683 : f32, !llvm.ptr
      llvm.store %759, %685 : f32, !llvm.ptr
      llvm.store %760, %687 : f32, !llvm.ptr
      llvm.store %761, %689 : f32, !llvm.ptr
      llvm.store %762, %691 : f32, !llvm.ptr
      llvm.store %763, %693 : f32, !llvm.ptr
      llvm.store %764, %695 : f32, !llvm.ptr
      llvm.store %765, %697 : f32, !llvm.ptr
      llvm.store %766, %699 : f32, !llvm.ptr
      llvm.store %767, %701 : f32, !llvm.ptr
      %768 = llvm.add %568, %35 : i32
      llvm.br ^bb40(%768 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb42:  // pred: ^bb40
      %769 = llvm.insertvalue %24, %561[0] : !llvm.struct<(i1)> 
      %770 = llvm.add %145, %10 overflow<nsw> : i32
      %771 = llvm.add %128, %770 : i32
      %772 = llvm.add %145, %9 overflow<nsw> : i32
      %773 = llvm.add %130, %772 : i32
      %774 = llvm.insertelement %773, %129[%2 : i64] : vector<2xi32>
      %775 = llvm.bitcast %774 : vector<2xi32> to i64
      llvm.br ^bb43(%21 : i32)
    ^bb43(%776: i32):  // 2 preds: ^bb42, ^bb44
      %777 = llvm.icmp "slt" %776, %30 : i32
      llvm.cond_br %777, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %778 = llvm.mul %776, %31 overflow<nsw> : i32
      %779 = llvm.add %771, %778 : i32
      %780 = llvm.insertelement %779, %127[%2 : i64] : vector<2xi32>
      %781 = llvm.bitcast %780 : vector<2xi32> to i64
      %782 = llvm.mul %776, %29 overflow<nsw> : i32
      %783 = llvm.getelementptr %37[%782] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %784 = llvm.load %783 : !llvm.ptr -> f32
      %785 = llvm.getelementptr %783[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %786 = llvm.load %785 : !llvm.ptr -> f32
      %787 = llvm.getelementptr %783[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %788 = llvm.load %787 : !llvm.ptr -> f32
      %789 = llvm.getelementptr %783[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %790 = llvm.load %789 : !llvm.ptr -> f32
      %791 = llvm.getelementptr %783[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %792 = llvm.load %791 : !llvm.ptr -> f32
      %793 = llvm.getelementptr %783[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %794 = llvm.load %793 : !llvm.ptr -> f32
      %795 = llvm.getelementptr %783[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %796 = llvm.load %795 : !llvm.ptr -> f32
      %797 = llvm.getelementptr %783[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %798 = llvm.load %797 : !llvm.ptr -> f32
      %799 = llvm.getelementptr %783[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %800 = llvm.load %799 : !llvm.ptr -> f32
      %801 = llvm.getelementptr %783[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %802 = llvm.load %801 : !llvm.ptr -> f32
      %803 = llvm.getelementptr %783[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %804 = llvm.load %803 : !llvm.ptr -> f32
      %805 = llvm.getelementptr %783[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %806 = llvm.load %805 : !llvm.ptr -> f32
      %807 = llvm.getelementptr %783[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %808 = llvm.load %807 : !llvm.ptr -> f32
      %809 = llvm.getelementptr %783[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %810 = llvm.load %809 : !llvm.ptr -> f32
      %811 = llvm.getelementptr %783[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %812 = llvm.load %811 : !llvm.ptr -> f32
      %813 = llvm.getelementptr %783[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %814 = llvm.load %813 : !llvm.ptr -> f32
      %815 = llvm.getelementptr %783[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %816 = llvm.load %815 : !llvm.ptr -> f32
      %817 = llvm.getelementptr %783[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %818 = llvm.load %817 : !llvm.ptr -> f32
      %819 = llvm.getelementptr %783[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %820 = llvm.load %819 : !llvm.ptr -> f32
      %821 = llvm.getelementptr %783[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %822 = llvm.load %821 : !llvm.ptr -> f32
      %823 = llvm.getelementptr %783[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %824 = llvm.load %823 : !llvm.ptr -> f32
      %825 = llvm.getelementptr %783[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %826 = llvm.load %825 : !llvm.ptr -> f32
      %827 = llvm.getelementptr %783[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %828 = llvm.load %827 : !llvm.ptr -> f32
      %829 = llvm.getelementptr %783[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %830 = llvm.load %829 : !llvm.ptr -> f32
      %831 = llvm.getelementptr %783[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %832 = llvm.load %831 : !llvm.ptr -> f32
      %833 = llvm.getelementptr %783[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %834 = llvm.load %833 : !llvm.ptr -> f32
      %835 = llvm.getelementptr %783[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %836 = llvm.load %835 : !llvm.ptr -> f32
      %837 = llvm.getelementptr %783[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %838 = llvm.load %837 : !llvm.ptr -> f32
      %839 = llvm.getelementptr %783[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %840 = llvm.load %839 : !llvm.ptr -> f32
      %841 = llvm.getelementptr %783[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %842 = llvm.load %841 : !llvm.ptr -> f32
      %843 = llvm.getelementptr %783[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %844 = llvm.load %843 : !llvm.ptr -> f32
      %845 = llvm.getelementptr %783[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %846 = llvm.load %845 : !llvm.ptr -> f32
      %847 = llvm.getelementptr %783[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %848 = llvm.load %847 : !llvm.ptr -> f32
      %849 = llvm.getelementptr %783[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %850 = llvm.load %849 : !llvm.ptr -> f32
      %851 = llvm.getelementptr %783[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %852 = llvm.load %851 : !llvm.ptr -> f32
      %853 = llvm.getelementptr %783[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %854 = llvm.load %853 : !llvm.ptr -> f32
      %855 = llvm.getelementptr %783[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %856 = llvm.load %855 : !llvm.ptr -> f32
      %857 = llvm.getelementptr %783[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %858 = llvm.load %857 : !llvm.ptr -> f32
      %859 = llvm.getelementptr %783[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %860 = llvm.load %859 : !llvm.ptr -> f32
      %861 = llvm.getelementptr %783[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %862 = llvm.load %861 : !llvm.ptr -> f32
      %863 = llvm.getelementptr %783[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %864 = llvm.load %863 : !llvm.ptr -> f32
      %865 = llvm.getelementptr %783[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %866 = llvm.load %865 : !llvm.ptr -> f32
      %867 = llvm.getelementptr %783[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %868 = llvm.load %867 : !llvm.ptr -> f32
      %869 = llvm.getelementptr %783[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %870 = llvm.load %869 : !llvm.ptr -> f32
      %871 = llvm.getelementptr %783[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %872 = llvm.load %871 : !llvm.ptr -> f32
      %873 = llvm.getelementptr %783[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %874 = llvm.load %873 : !llvm.ptr -> f32
      %875 = llvm.getelementptr %783[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %876 = llvm.load %875 : !llvm.ptr -> f32
      %877 = llvm.getelementptr %783[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %878 = llvm.load %877 : !llvm.ptr -> f32
      %879 = llvm.getelementptr %783[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %880 = llvm.load %879 : !llvm.ptr -> f32
      %881 = llvm.getelementptr %783[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %882 = llvm.load %881 : !llvm.ptr -> f32
      %883 = llvm.getelementptr %783[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %884 = llvm.load %883 : !llvm.ptr -> f32
      %885 = llvm.getelementptr %783[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %886 = llvm.load %885 : !llvm.ptr -> f32
      %887 = llvm.getelementptr %783[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %888 = llvm.load %887 : !llvm.ptr -> f32
      %889 = llvm.getelementptr %783[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %890 = llvm.load %889 : !llvm.ptr -> f32
      %891 = llvm.getelementptr %783[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %892 = llvm.load %891 : !llvm.ptr -> f32
      %893 = llvm.getelementptr %783[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %894 = llvm.load %893 : !llvm.ptr -> f32
      %895 = llvm.getelementptr %783[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %896 = llvm.load %895 : !llvm.ptr -> f32
      %897 = llvm.getelementptr %783[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %898 = llvm.load %897 : !llvm.ptr -> f32
      %899 = llvm.getelementptr %783[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %900 = llvm.load %899 : !llvm.ptr -> f32
      %901 = llvm.getelementptr %783[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %902 = llvm.load %901 : !llvm.ptr -> f32
      %903 = llvm.getelementptr %783[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %904 = llvm.load %903 : !llvm.ptr -> f32
      %905 = llvm.getelementptr %783[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %906 = llvm.load %905 : !llvm.ptr -> f32
      %907 = llvm.getelementptr %783[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %908 = llvm.load %907 : !llvm.ptr -> f32
      %909 = llvm.getelementptr %783[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %910 = llvm.load %909 : !llvm.ptr -> f32
      %911 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %784, %786, %788, %790, %792, %794, %796, %798, %800, %802, %804, %806, %808, %810, %812, %814, %816, %818, %820, %822, %824, %826, %828, %830, %832, %834, %836, %838, %840, %842, %844, %846, %848, %850, %852, %854, %856, %858, %860, %862, %864, %866, %868, %870, %872, %874, %876, %878, %880, %882, %884, %886, %888, %890, %892, %894, %896, %898, %900, %902, %904, %906, %908, %910, %781, %775, %35, %35, %35, %21, %35 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %912 = llvm.extractvalue %911[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %913 = llvm.extractvalue %911[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %914 = llvm.extractvalue %911[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %915 = llvm.extractvalue %911[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %916 = llvm.extractvalue %911[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %917 = llvm.extractvalue %911[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %918 = llvm.extractvalue %911[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %919 = llvm.extractvalue %911[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %920 = llvm.extractvalue %911[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %921 = llvm.extractvalue %911[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %922 = llvm.extractvalue %911[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %923 = llvm.extractvalue %911[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %924 = llvm.extractvalue %911[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %925 = llvm.extractvalue %911[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %926 = llvm.extractvalue %911[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %927 = llvm.extractvalue %911[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %928 = llvm.extractvalue %911[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %929 = llvm.extractvalue %911[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %930 = llvm.extractvalue %911[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %931 = llvm.extractvalue %911[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %932 = llvm.extractvalue %911[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %933 = llvm.extractvalue %911[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %934 = llvm.extractvalue %911[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %935 = llvm.extractvalue %911[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %936 = llvm.extractvalue %911[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %937 = llvm.extractvalue %911[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %938 = llvm.extractvalue %911[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %939 = llvm.extractvalue %911[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %940 = llvm.extractvalue %911[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %941 = llvm.extractvalue %911[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %942 = llvm.extractvalue %911[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %943 = llvm.extractvalue %911[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %944 = llvm.extractvalue %911[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %945 = llvm.extractvalue %911[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %946 = llvm.extractvalue %911[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %947 = llvm.extractvalue %911[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %948 = llvm.extractvalue %911[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %949 = llvm.extractvalue %911[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %950 = llvm.extractvalue %911[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %951 = llvm.extractvalue %911[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %952 = llvm.extractvalue %911[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %953 = llvm.extractvalue %911[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %954 = llvm.extractvalue %911[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %955 = llvm.extractvalue %911[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %956 = llvm.extractvalue %911[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %957 = llvm.extractvalue %911[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %958 = llvm.extractvalue %911[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %959 = llvm.extractvalue %911[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %960 = llvm.extractvalue %911[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %961 = llvm.extractvalue %911[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %962 = llvm.extractvalue %911[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %963 = llvm.extractvalue %911[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %964 = llvm.extractvalue %911[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %965 = llvm.extractvalue %911[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %966 = llvm.extractvalue %911[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %967 = llvm.extractvalue %911[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %968 = llvm.extractvalue %911[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %969 = llvm.extractvalue %911[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %970 = llvm.extractvalue %911[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %971 = llvm.extractvalue %911[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %972 = llvm.extractvalue %911[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %973 = llvm.extractvalue %911[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %974 = llvm.extractvalue %911[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %975 = llvm.extractvalue %911[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      llvm.store %912, %783 : f32, !llvm.ptr
      llvm.store %913, %785 : f32, !llvm.ptr
      llvm.store %914, %787 : f32, !llvm.ptr
      llvm.store %915, %789 : f32, !llvm.ptr
      llvm.store %916, %791 : f32, !llvm.ptr
      llvm.store %917, %793 : f32, !llvm.ptr
      llvm.store %918, %795 : f32, !llvm.ptr
      llvm.store %919, %797 : f32, !llvm.ptr
      llvm.store %920, %799 : f32, !llvm.ptr
      llvm.store %921, %801 : f32, !llvm.ptr
      llvm.store %922, %803 : f32, !llvm.ptr
      llvm.store %923, %805 : f32, !llvm.ptr
      llvm.store %924, %807 : f32, !llvm.ptr
      llvm.store %925, %809 : f32, !llvm.ptr
      llvm.store %926, %811 : f32, !llvm.ptr
      llvm.store %927, %813 : f32, !llvm.ptr
      llvm.store %928, %815 : f32, !llvm.ptr
      llvm.store %929, %817 : f32, !llvm.ptr
      llvm.store %930, %819 : f32, !llvm.ptr
      llvm.store %931, %821 : f32, !llvm.ptr
      llvm.store %932, %823 : f32, !llvm.ptr
      llvm.store %933, %825 : f32, !llvm.ptr
      llvm.store %934, %827 : f32, !llvm.ptr
      llvm.store %935, %829 : f32, !llvm.ptr
      llvm.store %936, %831 : f32, !llvm.ptr
      llvm.store %937, %833 : f32, !llvm.ptr
      llvm.store %938, %835 : f32, !llvm.ptr
      llvm.store %939, %837 : f32, !llvm.ptr
      llvm.store %940, %839 : f32, !llvm.ptr
      llvm.store %941, %841 : f32, !llvm.ptr
      llvm.store %942, %843 : f32, !llvm.ptr
      llvm.store %943, %845 : f32, !llvm.ptr
      llvm.store %944, %847 : f32, !llvm.ptr
      llvm.store %945, %849 : f32, !llvm.ptr
      llvm.store %946, %851 : f32, !llvm.ptr
      llvm.store %947, %853 : f32, !llvm.ptr
      llvm.store %948, %855 : f32, !llvm.ptr
      llvm.store %949, %857 : f32, !llvm.ptr
      llvm.store %950, %859 : f32, !llvm.ptr
      llvm.store %951, %861 : f32, !llvm.ptr
      llvm.store %952, %863 : f32, !llvm.ptr
      llvm.store %953, %865 : f32, !llvm.ptr
      llvm.store %954, %867 : f32, !llvm.ptr
      llvm.store %955, %869 : f32, !llvm.ptr
      llvm.store %956, %871 : f32, !llvm.ptr
      llvm.store %957, %873 : f32, !llvm.ptr
      llvm.store %958, %875 : f32, !llvm.ptr
      llvm.store %959, %877 : f32, !llvm.ptr
      llvm.store %960, %879 : f32, !llvm.ptr
      llvm.store %961, %881 : f32, !llvm.ptr
      llvm.store %962, %883 : f32, !llvm.ptr
      llvm.store %963, %885 : f32, !llvm.ptr
      llvm.store %964, %887 : f32, !llvm.ptr
      llvm.store %965, %889 : f32, !llvm.ptr
      llvm.store %966, %891 : f32, !llvm.ptr
      llvm.store %967, %893 : f32, !llvm.ptr
      llvm.store %968, %895 : f32, !llvm.ptr
      llvm.store %969, %897 : f32, !llvm.ptr
      llvm.store %970, %899 : f32, !llvm.ptr
      llvm.store %971, %901 : f32, !llvm.ptr
      llvm.store %972, %903 : f32, !llvm.ptr
      llvm.store %973, %905 : f32, !llvm.ptr
      llvm.store %974, %907 : f32, !llvm.ptr
      llvm.store %975, %909 : f32, !llvm.ptr
      %976 = llvm.add %776, %35 : i32
      llvm.br ^bb43(%976 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb45:  // pred: ^bb43
      %977 = llvm.insertvalue %24, %769[0] : !llvm.struct<(i1)> 
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 0
      llvm.cond_br %80, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %978 = llvm.getelementptr %75[%132] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %979 = nvvm.mbarrier.arrive %978, %35 : !llvm.ptr<3> -> i64
      llvm.br ^bb47
    ^bb47:  // 2 preds: ^bb45, ^bb46
      %980 = llvm.add %131, %25 : i32
      %981 = llvm.icmp "slt" %980, %28 : i32
      %982 = llvm.and %71, %981 : i1
      llvm.cond_br %982, ^bb48, ^bb61
    ^bb48:  // pred: ^bb47
      %983 = llvm.getelementptr %75[%136] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %983, %137, %26 : (!llvm.ptr<3>, i32, i32) -> ()
      %984 = nvvm.elect.sync -> i1
      llvm.cond_br %984, ^bb49, ^bb50
    ^bb49:  // pred: ^bb48
      %985 = llvm.getelementptr %46[%136] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %986 = nvvm.mbarrier.arrive.expect_tx %985, %27 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb50
    ^bb50:  // 2 preds: ^bb48, ^bb49
      %987 = llvm.add %136, %35 : i32
      %988 = llvm.add %135, %35 : i32
      %989 = llvm.icmp "eq" %987, %25 : i32
      %990 = llvm.select %989, %21, %987 : i1, i32
      llvm.cond_br %989, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %991 = llvm.xor %137, %35 : i32
      llvm.br ^bb53(%991 : i32)
    ^bb52:  // pred: ^bb50
      llvm.br ^bb53(%137 : i32)
    ^bb53(%992: i32):  // 2 preds: ^bb51, ^bb52
      llvm.br ^bb54
    ^bb54:  // pred: ^bb53
      %993 = llvm.mul %135, %29 overflow<nsw> : i32
      %994 = llvm.mul %136, %13 overflow<nsw> : i32
      %995 = llvm.getelementptr %47[%994] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %996 = llvm.getelementptr %46[%136] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %997 = nvvm.elect.sync -> i1
      llvm.cond_br %997, ^bb55, ^bb56
    ^bb55:  // pred: ^bb54
      nvvm.cp.async.bulk.tensor.shared.cluster.global %995, %38, %996, box[%993, %81] l2_cache_hint = %2 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb56
    ^bb56:  // 2 preds: ^bb54, ^bb55
      %998 = llvm.getelementptr %48[%994] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %999 = nvvm.elect.sync -> i1
      llvm.cond_br %999, ^bb57, ^bb58
    ^bb57:  // pred: ^bb56
      nvvm.cp.async.bulk.tensor.shared.cluster.global %998, %39, %996, box[%82, %993] l2_cache_hint = %2 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb58
    ^bb58:  // 2 preds: ^bb56, ^bb57
      %1000 = llvm.add %82, %29 overflow<nsw> : i32
      %1001 = llvm.getelementptr %998[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %1002 = nvvm.elect.sync -> i1
      llvm.cond_br %1002, ^bb59, ^bb60
    ^bb59:  // pred: ^bb58
      nvvm.cp.async.bulk.tensor.shared.cluster.global %1001, %39, %996, box[%1000, %993] l2_cache_hint = %2 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb60
    ^bb60:  // 2 preds: ^bb58, ^bb59
      llvm.br ^bb62(%988, %990, %992 : i32, i32, i32)
    ^bb61:  // pred: ^bb47
      llvm.br ^bb62(%135, %136, %137 : i32, i32, i32)
    ^bb62(%1003: i32, %1004: i32, %1005: i32):  // 2 preds: ^bb60, ^bb61
      llvm.br ^bb63
    ^bb63:  // pred: ^bb62
      %1006 = llvm.add %131, %35 : i32
      llvm.br ^bb28(%1006, %142, %144, %977, %1003, %1004, %1005 : i32, i32, i32, !llvm.struct<(i1)>, i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = true, count = 1 : i32>>}
    ^bb64:  // pred: ^bb28
      %1007 = llvm.sdiv %50, %28 : i32
      %1008 = llvm.srem %50, %28 : i32
      %1009 = llvm.mul %1008, %29 overflow<nsw> : i32
      %1010 = llvm.sdiv %1007, %30 : i32
      %1011 = llvm.srem %1007, %30 : i32
      %1012 = llvm.mul %1011, %31 overflow<nsw> : i32
      %1013 = llvm.add %1009, %1012 overflow<nsw> : i32
      %1014 = llvm.sdiv %1010, %30 : i32
      %1015 = llvm.srem %1010, %30 : i32
      %1016 = llvm.mul %1015, %28 overflow<nsw> : i32
      %1017 = llvm.add %1013, %1016 overflow<nsw> : i32
      %1018 = llvm.mul %1014, %32 overflow<nsw> : i32
      %1019 = llvm.add %1017, %1018 overflow<nsw> : i32
      %1020 = llvm.getelementptr %49[%1019] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1021 = llvm.load %37 {alignment = 256 : i64} : !llvm.ptr -> f32
      %1022 = llvm.fptrunc %1021 : f32 to bf16
      llvm.store %1022, %36 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1023 = llvm.getelementptr %37[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1024 = llvm.load %1023 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1025 = llvm.fptrunc %1024 : f32 to bf16
      %1026 = llvm.getelementptr %36[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1025, %1026 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1027 = llvm.getelementptr %37[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1028 = llvm.load %1027 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1029 = llvm.fptrunc %1028 : f32 to bf16
      %1030 = llvm.getelementptr %36[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1029, %1030 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1031 = llvm.getelementptr %37[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1032 = llvm.load %1031 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1033 = llvm.fptrunc %1032 : f32 to bf16
      %1034 = llvm.getelementptr %36[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1033, %1034 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1035 = llvm.getelementptr %37[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1036 = llvm.load %1035 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1037 = llvm.fptrunc %1036 : f32 to bf16
      %1038 = llvm.getelementptr %36[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1037, %1038 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1039 = llvm.getelementptr %37[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1040 = llvm.load %1039 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1041 = llvm.fptrunc %1040 : f32 to bf16
      %1042 = llvm.getelementptr %36[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1041, %1042 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1043 = llvm.getelementptr %37[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1044 = llvm.load %1043 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1045 = llvm.fptrunc %1044 : f32 to bf16
      %1046 = llvm.getelementptr %36[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1045, %1046 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1047 = llvm.getelementptr %37[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1048 = llvm.load %1047 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1049 = llvm.fptrunc %1048 : f32 to bf16
      %1050 = llvm.getelementptr %36[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1049, %1050 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1051 = llvm.getelementptr %37[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1052 = llvm.load %1051 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1053 = llvm.fptrunc %1052 : f32 to bf16
      %1054 = llvm.getelementptr %36[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1053, %1054 {alignment = 16 : i64} : bf16, !llvm.ptr
      %1055 = llvm.getelementptr %37[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1056 = llvm.load %1055 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1057 = llvm.fptrunc %1056 : f32 to bf16
      %1058 = llvm.getelementptr %36[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1057, %1058 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1059 = llvm.getelementptr %37[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1060 = llvm.load %1059 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1061 = llvm.fptrunc %1060 : f32 to bf16
      %1062 = llvm.getelementptr %36[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1061, %1062 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1063 = llvm.getelementptr %37[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1064 = llvm.load %1063 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1065 = llvm.fptrunc %1064 : f32 to bf16
      %1066 = llvm.getelementptr %36[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1065, %1066 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1067 = llvm.getelementptr %37[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1068 = llvm.load %1067 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1069 = llvm.fptrunc %1068 : f32 to bf16
      %1070 = llvm.getelementptr %36[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1069, %1070 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1071 = llvm.getelementptr %37[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1072 = llvm.load %1071 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1073 = llvm.fptrunc %1072 : f32 to bf16
      %1074 = llvm.getelementptr %36[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1073, %1074 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1075 = llvm.getelementptr %37[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1076 = llvm.load %1075 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1077 = llvm.fptrunc %1076 : f32 to bf16
      %1078 = llvm.getelementptr %36[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1077, %1078 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1079 = llvm.getelementptr %37[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1080 = llvm.load %1079 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1081 = llvm.fptrunc %1080 : f32 to bf16
      %1082 = llvm.getelementptr %36[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1081, %1082 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1083 = llvm.getelementptr %37[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1084 = llvm.load %1083 {alignment = 64 : i64} : !llvm.ptr -> f32
      %1085 = llvm.fptrunc %1084 : f32 to bf16
      %1086 = llvm.getelementptr %36[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1085, %1086 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1087 = llvm.getelementptr %37[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %1088 = llvm.load %1087 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1089 = llvm.fptrunc %1088 : f32 to bf16
      %1090 = llvm.getelementptr %36[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1089, %1090 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1091 = llvm.getelementptr %37[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %1092 = llvm.load %1091 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1093 = llvm.fptrunc %1092 : f32 to bf16
      %1094 = llvm.getelementptr %36[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1093, %1094 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1095 = llvm.getelementptr %37[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %1096 = llvm.load %1095 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1097 = llvm.fptrunc %1096 : f32 to bf16
      %1098 = llvm.getelementptr %36[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1097, %1098 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1099 = llvm.getelementptr %37[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %1100 = llvm.load %1099 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1101 = llvm.fptrunc %1100 : f32 to bf16
      %1102 = llvm.getelementptr %36[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1101, %1102 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1103 = llvm.getelementptr %37[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %1104 = llvm.load %1103 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1105 = llvm.fptrunc %1104 : f32 to bf16
      %1106 = llvm.getelementptr %36[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1105, %1106 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1107 = llvm.getelementptr %37[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %1108 = llvm.load %1107 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1109 = llvm.fptrunc %1108 : f32 to bf16
      %1110 = llvm.getelementptr %36[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1109, %1110 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1111 = llvm.getelementptr %37[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %1112 = llvm.load %1111 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1113 = llvm.fptrunc %1112 : f32 to bf16
      %1114 = llvm.getelementptr %36[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1113, %1114 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1115 = llvm.getelementptr %37[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %1116 = llvm.load %1115 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1117 = llvm.fptrunc %1116 : f32 to bf16
      %1118 = llvm.getelementptr %36[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1117, %1118 {alignment = 16 : i64} : bf16, !llvm.ptr
      %1119 = llvm.getelementptr %37[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %1120 = llvm.load %1119 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1121 = llvm.fptrunc %1120 : f32 to bf16
      %1122 = llvm.getelementptr %36[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1121, %1122 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1123 = llvm.getelementptr %37[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %1124 = llvm.load %1123 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1125 = llvm.fptrunc %1124 : f32 to bf16
      %1126 = llvm.getelementptr %36[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1125, %1126 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1127 = llvm.getelementptr %37[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %1128 = llvm.load %1127 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1129 = llvm.fptrunc %1128 : f32 to bf16
      %1130 = llvm.getelementptr %36[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1129, %1130 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1131 = llvm.getelementptr %37[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %1132 = llvm.load %1131 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1133 = llvm.fptrunc %1132 : f32 to bf16
      %1134 = llvm.getelementptr %36[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1133, %1134 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1135 = llvm.getelementptr %37[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %1136 = llvm.load %1135 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1137 = llvm.fptrunc %1136 : f32 to bf16
      %1138 = llvm.getelementptr %36[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1137, %1138 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1139 = llvm.getelementptr %37[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %1140 = llvm.load %1139 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1141 = llvm.fptrunc %1140 : f32 to bf16
      %1142 = llvm.getelementptr %36[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1141, %1142 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1143 = llvm.getelementptr %37[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %1144 = llvm.load %1143 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1145 = llvm.fptrunc %1144 : f32 to bf16
      %1146 = llvm.getelementptr %36[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1145, %1146 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1147 = llvm.getelementptr %37[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1148 = llvm.load %1147 {alignment = 128 : i64} : !llvm.ptr -> f32
      %1149 = llvm.fptrunc %1148 : f32 to bf16
      %1150 = llvm.getelementptr %36[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1149, %1150 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1151 = llvm.getelementptr %37[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %1152 = llvm.load %1151 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1153 = llvm.fptrunc %1152 : f32 to bf16
      %1154 = llvm.getelementptr %36[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1153, %1154 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1155 = llvm.getelementptr %37[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %1156 = llvm.load %1155 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1157 = llvm.fptrunc %1156 : f32 to bf16
      %1158 = llvm.getelementptr %36[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1157, %1158 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1159 = llvm.getelementptr %37[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1160 = llvm.load %1159 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1161 = llvm.fptrunc %1160 : f32 to bf16
      %1162 = llvm.getelementptr %36[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1161, %1162 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1163 = llvm.getelementptr %37[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1164 = llvm.load %1163 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1165 = llvm.fptrunc %1164 : f32 to bf16
      %1166 = llvm.getelementptr %36[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1165, %1166 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1167 = llvm.getelementptr %37[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %1168 = llvm.load %1167 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1169 = llvm.fptrunc %1168 : f32 to bf16
      %1170 = llvm.getelementptr %36[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1169, %1170 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1171 = llvm.getelementptr %37[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %1172 = llvm.load %1171 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1173 = llvm.fptrunc %1172 : f32 to bf16
      %1174 = llvm.getelementptr %36[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1173, %1174 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1175 = llvm.getelementptr %37[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %1176 = llvm.load %1175 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1177 = llvm.fptrunc %1176 : f32 to bf16
      %1178 = llvm.getelementptr %36[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1177, %1178 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1179 = llvm.getelementptr %37[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %1180 = llvm.load %1179 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1181 = llvm.fptrunc %1180 : f32 to bf16
      %1182 = llvm.getelementptr %36[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1181, %1182 {alignment = 16 : i64} : bf16, !llvm.ptr
      %1183 = llvm.getelementptr %37[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %1184 = llvm.load %1183 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1185 = llvm.fptrunc %1184 : f32 to bf16
      %1186 = llvm.getelementptr %36[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1185, %1186 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1187 = llvm.getelementptr %37[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %1188 = llvm.load %1187 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1189 = llvm.fptrunc %1188 : f32 to bf16
      %1190 = llvm.getelementptr %36[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1189, %1190 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1191 = llvm.getelementptr %37[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %1192 = llvm.load %1191 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1193 = llvm.fptrunc %1192 : f32 to bf16
      %1194 = llvm.getelementptr %36[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1193, %1194 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1195 = llvm.getelementptr %37[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %1196 = llvm.load %1195 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1197 = llvm.fptrunc %1196 : f32 to bf16
      %1198 = llvm.getelementptr %36[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1197, %1198 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1199 = llvm.getelementptr %37[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %1200 = llvm.load %1199 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1201 = llvm.fptrunc %1200 : f32 to bf16
      %1202 = llvm.getelementptr %36[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1201, %1202 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1203 = llvm.getelementptr %37[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %1204 = llvm.load %1203 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1205 = llvm.fptrunc %1204 : f32 to bf16
      %1206 = llvm.getelementptr %36[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1207 = llvm.getelementptr %37[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %1208 = llvm.load %1207 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1209 = llvm.fptrunc %1208 : f32 to bf16
      %1210 = llvm.getelementptr %36[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1209, %1210 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1211 = llvm.getelementptr %37[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1212 = llvm.load %1211 {alignment = 64 : i64} : !llvm.ptr -> f32
      %1213 = llvm.fptrunc %1212 : f32 to bf16
      %1214 = llvm.getelementptr %36[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1213, %1214 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1215 = llvm.getelementptr %37[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %1216 = llvm.load %1215 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1217 = llvm.fptrunc %1216 : f32 to bf16
      %1218 = llvm.getelementptr %36[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1217, %1218 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1219 = llvm.getelementptr %37[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %1220 = llvm.load %1219 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1221 = llvm.fptrunc %1220 : f32 to bf16
      %1222 = llvm.getelementptr %36[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1221, %1222 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1223 = llvm.getelementptr %37[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %1224 = llvm.load %1223 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1225 = llvm.fptrunc %1224 : f32 to bf16
      %1226 = llvm.getelementptr %36[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1225, %1226 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1227 = llvm.getelementptr %37[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %1228 = llvm.load %1227 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1229 = llvm.fptrunc %1228 : f32 to bf16
      %1230 = llvm.getelementptr %36[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1229, %1230 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1231 = llvm.getelementptr %37[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %1232 = llvm.load %1231 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1233 = llvm.fptrunc %1232 : f32 to bf16
      %1234 = llvm.getelementptr %36[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1233, %1234 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1235 = llvm.getelementptr %37[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %1236 = llvm.load %1235 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1237 = llvm.fptrunc %1236 : f32 to bf16
      %1238 = llvm.getelementptr %36[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1237, %1238 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1239 = llvm.getelementptr %37[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %1240 = llvm.load %1239 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1241 = llvm.fptrunc %1240 : f32 to bf16
      %1242 = llvm.getelementptr %36[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1241, %1242 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1243 = llvm.getelementptr %37[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %1244 = llvm.load %1243 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1245 = llvm.fptrunc %1244 : f32 to bf16
      %1246 = llvm.getelementptr %36[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1245, %1246 {alignment = 16 : i64} : bf16, !llvm.ptr
      %1247 = llvm.getelementptr %37[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %1248 = llvm.load %1247 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1249 = llvm.fptrunc %1248 : f32 to bf16
      %1250 = llvm.getelementptr %36[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1249, %1250 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1251 = llvm.getelementptr %37[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %1252 = llvm.load %1251 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1253 = llvm.fptrunc %1252 : f32 to bf16
      %1254 = llvm.getelementptr %36[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1253, %1254 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1255 = llvm.getelementptr %37[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %1256 = llvm.load %1255 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1257 = llvm.fptrunc %1256 : f32 to bf16
      %1258 = llvm.getelementptr %36[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1257, %1258 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1259 = llvm.getelementptr %37[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %1260 = llvm.load %1259 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1261 = llvm.fptrunc %1260 : f32 to bf16
      %1262 = llvm.getelementptr %36[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1261, %1262 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1263 = llvm.getelementptr %37[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %1264 = llvm.load %1263 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1265 = llvm.fptrunc %1264 : f32 to bf16
      %1266 = llvm.getelementptr %36[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1265, %1266 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1267 = llvm.getelementptr %37[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %1268 = llvm.load %1267 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1269 = llvm.fptrunc %1268 : f32 to bf16
      %1270 = llvm.getelementptr %36[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1269, %1270 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1271 = llvm.getelementptr %37[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %1272 = llvm.load %1271 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1273 = llvm.fptrunc %1272 : f32 to bf16
      %1274 = llvm.getelementptr %36[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1273, %1274 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1275 = llvm.getelementptr %37[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %1276 = llvm.load %1275 {alignment = 256 : i64} : !llvm.ptr -> f32
      %1277 = llvm.fptrunc %1276 : f32 to bf16
      %1278 = llvm.getelementptr %36[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1277, %1278 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1279 = llvm.getelementptr %37[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %1280 = llvm.load %1279 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1281 = llvm.fptrunc %1280 : f32 to bf16
      %1282 = llvm.getelementptr %36[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1281, %1282 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1283 = llvm.getelementptr %37[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %1284 = llvm.load %1283 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1285 = llvm.fptrunc %1284 : f32 to bf16
      %1286 = llvm.getelementptr %36[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1285, %1286 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1287 = llvm.getelementptr %37[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %1288 = llvm.load %1287 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1289 = llvm.fptrunc %1288 : f32 to bf16
      %1290 = llvm.getelementptr %36[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1289, %1290 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1291 = llvm.getelementptr %37[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %1292 = llvm.load %1291 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1293 = llvm.fptrunc %1292 : f32 to bf16
      %1294 = llvm.getelementptr %36[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1293, %1294 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1295 = llvm.getelementptr %37[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %1296 = llvm.load %1295 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1297 = llvm.fptrunc %1296 : f32 to bf16
      %1298 = llvm.getelementptr %36[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1297, %1298 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1299 = llvm.getelementptr %37[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %1300 = llvm.load %1299 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1301 = llvm.fptrunc %1300 : f32 to bf16
      %1302 = llvm.getelementptr %36[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1301, %1302 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1303 = llvm.getelementptr %37[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %1304 = llvm.load %1303 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1305 = llvm.fptrunc %1304 : f32 to bf16
      %1306 = llvm.getelementptr %36[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1305, %1306 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1307 = llvm.getelementptr %37[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %1308 = llvm.load %1307 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1309 = llvm.fptrunc %1308 : f32 to bf16
      %1310 = llvm.getelementptr %36[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1309, %1310 {alignment = 16 : i64} : bf16, !llvm.ptr
      %1311 = llvm.getelementptr %37[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %1312 = llvm.load %1311 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1313 = llvm.fptrunc %1312 : f32 to bf16
      %1314 = llvm.getelementptr %36[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1313, %1314 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1315 = llvm.getelementptr %37[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %1316 = llvm.load %1315 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1317 = llvm.fptrunc %1316 : f32 to bf16
      %1318 = llvm.getelementptr %36[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1317, %1318 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1319 = llvm.getelementptr %37[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %1320 = llvm.load %1319 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1321 = llvm.fptrunc %1320 : f32 to bf16
      %1322 = llvm.getelementptr %36[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1321, %1322 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1323 = llvm.getelementptr %37[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %1324 = llvm.load %1323 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1325 = llvm.fptrunc %1324 : f32 to bf16
      %1326 = llvm.getelementptr %36[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1325, %1326 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1327 = llvm.getelementptr %37[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %1328 = llvm.load %1327 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1329 = llvm.fptrunc %1328 : f32 to bf16
      %1330 = llvm.getelementptr %36[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1329, %1330 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1331 = llvm.getelementptr %37[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %1332 = llvm.load %1331 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1333 = llvm.fptrunc %1332 : f32 to bf16
      %1334 = llvm.getelementptr %36[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1333, %1334 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1335 = llvm.getelementptr %37[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %1336 = llvm.load %1335 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1337 = llvm.fptrunc %1336 : f32 to bf16
      %1338 = llvm.getelementptr %36[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1337, %1338 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1339 = llvm.getelementptr %37[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %1340 = llvm.load %1339 {alignment = 64 : i64} : !llvm.ptr -> f32
      %1341 = llvm.fptrunc %1340 : f32 to bf16
      %1342 = llvm.getelementptr %36[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1341, %1342 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1343 = llvm.getelementptr %37[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %1344 = llvm.load %1343 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1345 = llvm.fptrunc %1344 : f32 to bf16
      %1346 = llvm.getelementptr %36[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1345, %1346 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1347 = llvm.getelementptr %37[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %1348 = llvm.load %1347 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1349 = llvm.fptrunc %1348 : f32 to bf16
      %1350 = llvm.getelementptr %36[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1349, %1350 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1351 = llvm.getelementptr %37[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %1352 = llvm.load %1351 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1353 = llvm.fptrunc %1352 : f32 to bf16
      %1354 = llvm.getelementptr %36[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1353, %1354 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1355 = llvm.getelementptr %37[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %1356 = llvm.load %1355 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1357 = llvm.fptrunc %1356 : f32 to bf16
      %1358 = llvm.getelementptr %36[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1357, %1358 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1359 = llvm.getelementptr %37[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %1360 = llvm.load %1359 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1361 = llvm.fptrunc %1360 : f32 to bf16
      %1362 = llvm.getelementptr %36[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1361, %1362 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1363 = llvm.getelementptr %37[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %1364 = llvm.load %1363 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1365 = llvm.fptrunc %1364 : f32 to bf16
      %1366 = llvm.getelementptr %36[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1365, %1366 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1367 = llvm.getelementptr %37[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %1368 = llvm.load %1367 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1369 = llvm.fptrunc %1368 : f32 to bf16
      %1370 = llvm.getelementptr %36[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1369, %1370 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1371 = llvm.getelementptr %37[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %1372 = llvm.load %1371 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1373 = llvm.fptrunc %1372 : f32 to bf16
      %1374 = llvm.getelementptr %36[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1373, %1374 {alignment = 16 : i64} : bf16, !llvm.ptr
      %1375 = llvm.getelementptr %37[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %1376 = llvm.load %1375 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1377 = llvm.fptrunc %1376 : f32 to bf16
      %1378 = llvm.getelementptr %36[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1377, %1378 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1379 = llvm.getelementptr %37[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %1380 = llvm.load %1379 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1381 = llvm.fptrunc %1380 : f32 to bf16
      %1382 = llvm.getelementptr %36[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1381, %1382 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1383 = llvm.getelementptr %37[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1385 = llvm.fptrunc %1384 : f32 to bf16
      %1386 = llvm.getelementptr %36[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1385, %1386 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1387 = llvm.getelementptr %37[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %1388 = llvm.load %1387 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1389 = llvm.fptrunc %1388 : f32 to bf16
      %1390 = llvm.getelementptr %36[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1389, %1390 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1391 = llvm.getelementptr %37[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %1392 = llvm.load %1391 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1393 = llvm.fptrunc %1392 : f32 to bf16
      %1394 = llvm.getelementptr %36[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1393, %1394 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1395 = llvm.getelementptr %37[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %1396 = llvm.load %1395 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1397 = llvm.fptrunc %1396 : f32 to bf16
      %1398 = llvm.getelementptr %36[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1397, %1398 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1399 = llvm.getelementptr %37[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %1400 = llvm.load %1399 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1401 = llvm.fptrunc %1400 : f32 to bf16
      %1402 = llvm.getelementptr %36[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1401, %1402 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1403 = llvm.getelementptr %37[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %1404 = llvm.load %1403 {alignment = 128 : i64} : !llvm.ptr -> f32
      %1405 = llvm.fptrunc %1404 : f32 to bf16
      %1406 = llvm.getelementptr %36[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1405, %1406 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1407 = llvm.getelementptr %37[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %1408 = llvm.load %1407 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1409 = llvm.fptrunc %1408 : f32 to bf16
      %1410 = llvm.getelementptr %36[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1409, %1410 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1411 = llvm.getelementptr %37[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %1412 = llvm.load %1411 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1413 = llvm.fptrunc %1412 : f32 to bf16
      %1414 = llvm.getelementptr %36[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1413, %1414 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1415 = llvm.getelementptr %37[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %1416 = llvm.load %1415 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1417 = llvm.fptrunc %1416 : f32 to bf16
      %1418 = llvm.getelementptr %36[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1417, %1418 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1419 = llvm.getelementptr %37[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %1420 = llvm.load %1419 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1421 = llvm.fptrunc %1420 : f32 to bf16
      %1422 = llvm.getelementptr %36[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1421, %1422 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1423 = llvm.getelementptr %37[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %1424 = llvm.load %1423 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1425 = llvm.fptrunc %1424 : f32 to bf16
      %1426 = llvm.getelementptr %36[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1425, %1426 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1427 = llvm.getelementptr %37[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %1428 = llvm.load %1427 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1429 = llvm.fptrunc %1428 : f32 to bf16
      %1430 = llvm.getelementptr %36[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1429, %1430 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1431 = llvm.getelementptr %37[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %1432 = llvm.load %1431 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1433 = llvm.fptrunc %1432 : f32 to bf16
      %1434 = llvm.getelementptr %36[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1433, %1434 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1435 = llvm.getelementptr %37[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %1436 = llvm.load %1435 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1437 = llvm.fptrunc %1436 : f32 to bf16
      %1438 = llvm.getelementptr %36[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1437, %1438 {alignment = 16 : i64} : bf16, !llvm.ptr
      %1439 = llvm.getelementptr %37[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1441 = llvm.fptrunc %1440 : f32 to bf16
      %1442 = llvm.getelementptr %36[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1441, %1442 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1443 = llvm.getelementptr %37[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %1444 = llvm.load %1443 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1445 = llvm.fptrunc %1444 : f32 to bf16
      %1446 = llvm.getelementptr %36[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1445, %1446 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1447 = llvm.getelementptr %37[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %1448 = llvm.load %1447 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1449 = llvm.fptrunc %1448 : f32 to bf16
      %1450 = llvm.getelementptr %36[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1449, %1450 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1451 = llvm.getelementptr %37[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %1452 = llvm.load %1451 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1453 = llvm.fptrunc %1452 : f32 to bf16
      %1454 = llvm.getelementptr %36[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1453, %1454 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1455 = llvm.getelementptr %37[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %1456 = llvm.load %1455 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1457 = llvm.fptrunc %1456 : f32 to bf16
      %1458 = llvm.getelementptr %36[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1457, %1458 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1459 = llvm.getelementptr %37[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %1460 = llvm.load %1459 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1461 = llvm.fptrunc %1460 : f32 to bf16
      %1462 = llvm.getelementptr %36[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1461, %1462 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1463 = llvm.getelementptr %37[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %1464 = llvm.load %1463 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1465 = llvm.fptrunc %1464 : f32 to bf16
      %1466 = llvm.getelementptr %36[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1465, %1466 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1467 = llvm.getelementptr %37[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %1468 = llvm.load %1467 {alignment = 64 : i64} : !llvm.ptr -> f32
      %1469 = llvm.fptrunc %1468 : f32 to bf16
      %1470 = llvm.getelementptr %36[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1469, %1470 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1471 = llvm.getelementptr %37[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %1472 = llvm.load %1471 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1473 = llvm.fptrunc %1472 : f32 to bf16
      %1474 = llvm.getelementptr %36[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1473, %1474 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1475 = llvm.getelementptr %37[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %1476 = llvm.load %1475 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1477 = llvm.fptrunc %1476 : f32 to bf16
      %1478 = llvm.getelementptr %36[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1477, %1478 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1479 = llvm.getelementptr %37[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %1480 = llvm.load %1479 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1481 = llvm.fptrunc %1480 : f32 to bf16
      %1482 = llvm.getelementptr %36[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1481, %1482 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1483 = llvm.getelementptr %37[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %1484 = llvm.load %1483 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1485 = llvm.fptrunc %1484 : f32 to bf16
      %1486 = llvm.getelementptr %36[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1485, %1486 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1487 = llvm.getelementptr %37[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %1488 = llvm.load %1487 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1489 = llvm.fptrunc %1488 : f32 to bf16
      %1490 = llvm.getelementptr %36[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1489, %1490 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1491 = llvm.getelementptr %37[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %1492 = llvm.load %1491 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1493 = llvm.fptrunc %1492 : f32 to bf16
      %1494 = llvm.getelementptr %36[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1493, %1494 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1495 = llvm.getelementptr %37[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %1496 = llvm.load %1495 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1497 = llvm.fptrunc %1496 : f32 to bf16
      %1498 = llvm.getelementptr %36[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1497, %1498 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1499 = llvm.getelementptr %37[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %1500 = llvm.load %1499 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1501 = llvm.fptrunc %1500 : f32 to bf16
      %1502 = llvm.getelementptr %36[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1501, %1502 {alignment = 16 : i64} : bf16, !llvm.ptr
      %1503 = llvm.getelementptr %37[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %1504 = llvm.load %1503 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1505 = llvm.fptrunc %1504 : f32 to bf16
      %1506 = llvm.getelementptr %36[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1505, %1506 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1507 = llvm.getelementptr %37[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %1508 = llvm.load %1507 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1509 = llvm.fptrunc %1508 : f32 to bf16
      %1510 = llvm.getelementptr %36[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1509, %1510 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1511 = llvm.getelementptr %37[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %1512 = llvm.load %1511 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1513 = llvm.fptrunc %1512 : f32 to bf16
      %1514 = llvm.getelementptr %36[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1513, %1514 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1515 = llvm.getelementptr %37[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %1516 = llvm.load %1515 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1517 = llvm.fptrunc %1516 : f32 to bf16
      %1518 = llvm.getelementptr %36[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1517, %1518 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1519 = llvm.getelementptr %37[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %1520 = llvm.load %1519 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1521 = llvm.fptrunc %1520 : f32 to bf16
      %1522 = llvm.getelementptr %36[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1521, %1522 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1523 = llvm.getelementptr %37[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %1524 = llvm.load %1523 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1525 = llvm.fptrunc %1524 : f32 to bf16
      %1526 = llvm.getelementptr %36[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1525, %1526 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1527 = llvm.getelementptr %37[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %1528 = llvm.load %1527 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1529 = llvm.fptrunc %1528 : f32 to bf16
      %1530 = llvm.getelementptr %36[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1529, %1530 {alignment = 2 : i64} : bf16, !llvm.ptr
      llvm.br ^bb65(%21, %21, %21 : i32, i32, i32)
    ^bb65(%1531: i32, %1532: i32, %1533: i32):  // 2 preds: ^bb64, ^bb66
      %1534 = llvm.icmp "slt" %1531, %33 : i32
      llvm.cond_br %1534, ^bb66, ^bb67
    ^bb66:  // pred: ^bb65
      %1535 = llvm.srem %1531, %30 : i32
      %1536 = llvm.mul %1535, %28 overflow<nsw> : i32
      %1537 = llvm.sdiv %1533, %22 : i32
      %1538 = llvm.srem %1533, %22 : i32
      %1539 = llvm.mul %1538, %33 overflow<nsw> : i32
      %1540 = llvm.mul %1537, %29 overflow<nsw> : i32
      %1541 = llvm.add %1539, %1540 overflow<nsw> : i32
      %1542 = llvm.add %1536, %1541 overflow<nsw> : i32
      %1543 = llvm.getelementptr %36[%1542] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1544 = llvm.mul %1535, %12 overflow<nsw> : i32
      %1545 = llvm.mul %1537, %13 overflow<nsw> : i32
      %1546 = llvm.add %1539, %1545 overflow<nsw> : i32
      %1547 = llvm.add %1544, %1546 overflow<nsw> : i32
      %1548 = llvm.getelementptr %1020[%1547] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1549 = llvm.load %1543 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
      %1550 = llvm.extractelement %1549[%2 : i64] : vector<4xi32>
      %1551 = llvm.extractelement %1549[%1 : i64] : vector<4xi32>
      %1552 = llvm.extractelement %1549[%0 : i64] : vector<4xi32>
      %1553 = llvm.extractelement %1549[%7 : i64] : vector<4xi32>
      %1554 = llvm.ptrtoint %1548 : !llvm.ptr<3> to i64
      %1555 = llvm.and %1554, %8 : i64
      %1556 = llvm.lshr %1555, %7 : i64
      %1557 = llvm.xor %1554, %1556 : i64
      %1558 = llvm.inttoptr %1557 : i64 to !llvm.ptr<3>
      nvvm.stmatrix %1558, %1550, %1551, %1552, %1553 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
      %1559 = llvm.add %1532, %35 : i32
      %1560 = llvm.icmp "eq" %1559, %30 : i32
      %1561 = llvm.select %1560, %21, %1559 : i1, i32
      %1562 = llvm.add %1533, %35 : i32
      %1563 = llvm.select %1560, %1562, %1533 : i1, i32
      %1564 = llvm.add %1531, %35 : i32
      llvm.br ^bb65(%1564, %1561, %1563 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb67:  // pred: ^bb65
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier id = %35 number_of_threads = %34
      llvm.cond_br %71, ^bb68, ^bb69
    ^bb68:  // pred: ^bb67
      nvvm.cp.async.bulk.tensor.global.shared.cta %40, %49, box[%82, %81] l2_cache_hint = %2 : !llvm.ptr, <3>
      %1565 = llvm.getelementptr %49[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %1566 = llvm.add %82, %29 overflow<nsw> : i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %40, %1565, box[%1566, %81] l2_cache_hint = %2 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0 {read}
      llvm.br ^bb69
    ^bb69:  // 2 preds: ^bb67, ^bb68
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_hop_epi_kernel_TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK6412816_TVLayoutA12864160164_TVLayoutB1281281601128_TVLayoutC4842216128116648512_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_hop_epi_kernel_TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK6412816_TVLayoutA12864160164_TVLayoutB1281281601128_TVLayoutC4842216128116648512_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_hop_epi_FakeTensorBFloat162565125121_FakeTensorBFloat162565121256_FakeTensorBFloat162562562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(17 : i32) : i32
    %1 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %2 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %3 = llvm.mlir.constant(6 : i32) : i32
    %4 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %5 = llvm.mlir.constant(134144 : i64) : i64
    %6 = llvm.mlir.constant(1095216660735 : i64) : i64
    %7 = llvm.mlir.constant(63 : i64) : i64
    %8 = llvm.mlir.constant(2194728288511 : i64) : i64
    %9 = llvm.mlir.constant(137441338642 : i64) : i64
    %10 = llvm.mlir.constant(127 : i64) : i64
    %11 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %12 = llvm.mlir.constant(1095216660991 : i64) : i64
    %13 = llvm.mlir.constant(274880292114 : i64) : i64
    %14 = llvm.mlir.constant(0 : i32) : i32
    %15 = llvm.mlir.constant(2 : i32) : i32
    %16 = llvm.mlir.constant(1 : i32) : i32
    %17 = llvm.mlir.constant(128 : i32) : i32
    %18 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %19 = llvm.mlir.constant(16 : i64) : i64
    %20 = llvm.mlir.constant(4 : i64) : i64
    %21 = llvm.mlir.constant(0 : i64) : i64
    %22 = llvm.mlir.constant(16 : i32) : i32
    %23 = llvm.mlir.constant(false) : i1
    %24 = llvm.mlir.poison : !llvm.struct<(i1)>
    %25 = llvm.insertvalue %23, %24[0] : !llvm.struct<(i1)> 
    %26 = llvm.alloca %22 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %27 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %28 = llvm.ptrtoint %27 : !llvm.ptr<1> to i64
    %29 = llvm.getelementptr %26[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %29 : i64, !llvm.ptr
    %30 = llvm.getelementptr %26[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %30 : i64, !llvm.ptr
    %31 = llvm.getelementptr %26[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %31 : i64, !llvm.ptr
    %32 = llvm.getelementptr %26[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %32 : i64, !llvm.ptr
    %33 = llvm.getelementptr %26[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %33 : i64, !llvm.ptr
    %34 = llvm.getelementptr %26[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %34 : i64, !llvm.ptr
    %35 = llvm.getelementptr %26[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %35 : i64, !llvm.ptr
    %36 = llvm.getelementptr %26[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %36 : i64, !llvm.ptr
    %37 = llvm.udiv %28, %19 : i64
    %38 = llvm.and %37, %18 : i64
    %39 = llvm.shl %38, %20 : i64
    llvm.store %39, %29 : i64, !llvm.ptr
    llvm.store %13, %30 : i64, !llvm.ptr
    llvm.store %21, %31 : i64, !llvm.ptr
    llvm.store %21, %32 : i64, !llvm.ptr
    llvm.store %12, %33 : i64, !llvm.ptr
    llvm.store %21, %34 : i64, !llvm.ptr
    llvm.store %11, %35 : i64, !llvm.ptr
    llvm.store %10, %36 : i64, !llvm.ptr
    %40 = llvm.ptrtoint %26 : !llvm.ptr to i64
    %41 = llvm.inttoptr %40 : i64 to !llvm.ptr
    %42 = llvm.load %41 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %43 = llvm.insertvalue %42, %4[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %44 = llvm.alloca %22 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %45 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %46 = llvm.ptrtoint %45 : !llvm.ptr<1> to i64
    %47 = llvm.getelementptr %44[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %44[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %44[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %44[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %44[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %51 : i64, !llvm.ptr
    %52 = llvm.getelementptr %44[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %52 : i64, !llvm.ptr
    %53 = llvm.getelementptr %44[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %53 : i64, !llvm.ptr
    %54 = llvm.getelementptr %44[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %54 : i64, !llvm.ptr
    %55 = llvm.udiv %46, %19 : i64
    %56 = llvm.and %55, %18 : i64
    %57 = llvm.shl %56, %20 : i64
    llvm.store %57, %47 : i64, !llvm.ptr
    llvm.store %9, %48 : i64, !llvm.ptr
    llvm.store %21, %49 : i64, !llvm.ptr
    llvm.store %21, %50 : i64, !llvm.ptr
    llvm.store %8, %51 : i64, !llvm.ptr
    llvm.store %21, %52 : i64, !llvm.ptr
    llvm.store %11, %53 : i64, !llvm.ptr
    llvm.store %7, %54 : i64, !llvm.ptr
    %58 = llvm.ptrtoint %44 : !llvm.ptr to i64
    %59 = llvm.inttoptr %58 : i64 to !llvm.ptr
    %60 = llvm.load %59 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %61 = llvm.insertvalue %60, %4[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %62 = llvm.alloca %22 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %63 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %64 = llvm.ptrtoint %63 : !llvm.ptr<1> to i64
    %65 = llvm.getelementptr %62[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %65 : i64, !llvm.ptr
    %66 = llvm.getelementptr %62[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %66 : i64, !llvm.ptr
    %67 = llvm.getelementptr %62[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %67 : i64, !llvm.ptr
    %68 = llvm.getelementptr %62[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %68 : i64, !llvm.ptr
    %69 = llvm.getelementptr %62[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %69 : i64, !llvm.ptr
    %70 = llvm.getelementptr %62[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %70 : i64, !llvm.ptr
    %71 = llvm.getelementptr %62[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %71 : i64, !llvm.ptr
    %72 = llvm.getelementptr %62[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %72 : i64, !llvm.ptr
    %73 = llvm.udiv %64, %19 : i64
    %74 = llvm.and %73, %18 : i64
    %75 = llvm.shl %74, %20 : i64
    llvm.store %75, %65 : i64, !llvm.ptr
    llvm.store %9, %66 : i64, !llvm.ptr
    llvm.store %21, %67 : i64, !llvm.ptr
    llvm.store %21, %68 : i64, !llvm.ptr
    llvm.store %6, %69 : i64, !llvm.ptr
    llvm.store %21, %70 : i64, !llvm.ptr
    llvm.store %11, %71 : i64, !llvm.ptr
    llvm.store %10, %72 : i64, !llvm.ptr
    %76 = llvm.ptrtoint %62 : !llvm.ptr to i64
    %77 = llvm.inttoptr %76 : i64 to !llvm.ptr
    %78 = llvm.load %77 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %79 = llvm.insertvalue %78, %4[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %80 = llvm.inttoptr %21 : i64 to !llvm.ptr
    %81 = llvm.alloca %16 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %82 = llvm.alloca %16 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %83 = llvm.getelementptr %81[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %82, %83 : !llvm.ptr, !llvm.ptr
    %84 = llvm.getelementptr %81[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %17, %84 : i32, !llvm.ptr
    %85 = llvm.getelementptr %81[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %16, %85 : i32, !llvm.ptr
    %86 = llvm.getelementptr %81[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %16, %86 : i32, !llvm.ptr
    %87 = llvm.getelementptr %81[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %87 : i64, !llvm.ptr
    %88 = llvm.getelementptr %81[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %15, %88 : i32, !llvm.ptr
    %89 = llvm.getelementptr %81[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %15, %89 : i32, !llvm.ptr
    %90 = llvm.getelementptr %81[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %16, %90 : i32, !llvm.ptr
    %91 = llvm.getelementptr %81[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %91 : i32, !llvm.ptr
    %92 = llvm.getelementptr %81[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %80, %92 : !llvm.ptr, !llvm.ptr
    %93 = llvm.alloca %16 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %94 = builtin.unrealized_conversion_cast %93 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %95 = llvm.getelementptr %93[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %81, %95 : !llvm.ptr, !llvm.ptr
    %96 = llvm.load %95 : !llvm.ptr -> !llvm.ptr
    %97 = llvm.getelementptr %96[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %98 = llvm.load %97 : !llvm.ptr -> i32
    %99 = llvm.getelementptr %96[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %100 = llvm.load %99 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%14 : i32)
  ^bb1(%101: i32):  // 2 preds: ^bb3, ^bb5
    %102 = llvm.getelementptr %100[%101] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %103 = llvm.getelementptr %102[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %3, %103 : i32, !llvm.ptr
    %104 = llvm.getelementptr %102[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %14, %104 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %105 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %106 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %107 = llvm.call @printf(%106, %105) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %108 = llvm.add %98, %16 : i32
    llvm.store %108, %97 : i32, !llvm.ptr
    llvm.br ^bb1(%98 : i32)
  ^bb4:  // pred: ^bb7
    %109 = llvm.icmp "uge" %98, %0 : i32
    llvm.cond_br %109, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%115 : i32)
  ^bb6:  // pred: ^bb7
    %110 = llvm.getelementptr %100[%115] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %111 = llvm.getelementptr %110[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %112 = llvm.load %111 : !llvm.ptr -> i32
    %113 = llvm.icmp "eq" %112, %3 : i32
    %114 = llvm.add %115, %16 : i32
    llvm.cond_br %113, ^bb5, ^bb7(%114 : i32)
  ^bb7(%115: i32):  // 2 preds: ^bb0, ^bb6
    %116 = llvm.icmp "uge" %115, %98 : i32
    llvm.cond_br %116, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %117 = llvm.load %95 : !llvm.ptr -> !llvm.ptr
    %118 = llvm.getelementptr %117[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %119 = llvm.load %118 : !llvm.ptr -> i32
    %120 = llvm.getelementptr %117[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %121 = llvm.load %120 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%14 : i32)
  ^bb9(%122: i32):  // 2 preds: ^bb11, ^bb13
    %123 = llvm.getelementptr %121[%122] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %124 = llvm.getelementptr %123[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %15, %124 : i32, !llvm.ptr
    %125 = llvm.getelementptr %123[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %14, %125 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %126 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %127 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %128 = llvm.call @printf(%127, %126) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %129 = llvm.add %119, %16 : i32
    llvm.store %129, %118 : i32, !llvm.ptr
    llvm.br ^bb9(%119 : i32)
  ^bb12:  // pred: ^bb15
    %130 = llvm.icmp "uge" %119, %0 : i32
    llvm.cond_br %130, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%136 : i32)
  ^bb14:  // pred: ^bb15
    %131 = llvm.getelementptr %121[%136] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %132 = llvm.getelementptr %131[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %133 = llvm.load %132 : !llvm.ptr -> i32
    %134 = llvm.icmp "eq" %133, %15 : i32
    %135 = llvm.add %136, %16 : i32
    llvm.cond_br %134, ^bb13, ^bb15(%135 : i32)
  ^bb15(%136: i32):  // 2 preds: ^bb8, ^bb14
    %137 = llvm.icmp "uge" %136, %119 : i32
    llvm.cond_br %137, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %138 = "cuda.launch_ex"(%94, %25, %43, %61, %79) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_hop_epi_kernel_TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK6412816_TVLayoutA12864160164_TVLayoutB1281281601128_TVLayoutC4842216128116648512_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(i1)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>) -> !cuda.result
    %139 = builtin.unrealized_conversion_cast %138 : !cuda.result to i32
    "cuda.return_if_error"(%139) : (i32) -> ()
    llvm.return %14 : i32
  }
  llvm.func @_mlir_ciface_cutlass_hop_epi_FakeTensorBFloat162565125121_FakeTensorBFloat162565121256_FakeTensorBFloat162562562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_hop_epi_FakeTensorBFloat162565125121_FakeTensorBFloat162565121256_FakeTensorBFloat162562562561(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
