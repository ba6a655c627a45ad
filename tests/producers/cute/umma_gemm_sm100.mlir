module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_100a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_umma_gemm_kernel_TiledMMA_ThrLayoutVMNK11110000_PermutationMNK____MMAAtom_ThrID10_ShapeMNK12812816_TVLayoutA1128161281128_TVLayoutB1128161281128_TVLayoutC11281281281128_Cop_0(%arg0: !llvm.struct<(i1, i1, i1, vector<4xi32>)>, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 2, 2, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %1 = llvm.mlir.constant(6 : i32) : i32
      %2 = llvm.mlir.constant(1024 : i32) : i32
      %3 = llvm.mlir.constant(64 : i32) : i32
      %4 = llvm.mlir.constant(0 : i8) : i8
      %5 = llvm.mlir.constant(2 : i8) : i8
      %6 = llvm.mlir.constant(false) : i1
      %7 = llvm.mlir.constant(4 : i64) : i64
      %8 = llvm.mlir.constant(8 : i64) : i64
      %9 = llvm.mlir.constant(1024 : i64) : i64
      %10 = llvm.mlir.constant(31 : i32) : i32
      %11 = llvm.mlir.constant(-1 : i32) : i32
      %12 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %13 = llvm.mlir.constant(true) : i1
      %14 = llvm.mlir.constant(0 : i32) : i32
      %15 = llvm.mlir.constant(128 : i32) : i32
      %16 = llvm.mlir.constant(2097152 : i32) : i32
      %17 = llvm.mlir.constant(256 : i32) : i32
      %18 = llvm.mlir.constant(8192 : i32) : i32
      %19 = llvm.mlir.constant(10000000 : i32) : i32
      %20 = llvm.mlir.constant(4 : i32) : i32
      %21 = llvm.mlir.constant(32768 : i32) : i32
      %22 = llvm.mlir.constant(2 : i32) : i32
      %23 = llvm.mlir.constant(136316048 : i32) : i32
      %24 = llvm.mlir.constant(13 : i32) : i32
      %25 = llvm.mlir.constant(14 : i32) : i32
      %26 = llvm.mlir.constant(8 : i32) : i32
      %27 = llvm.mlir.constant(32 : i32) : i32
      %28 = llvm.mlir.constant(1 : i32) : i32
      %29 = llvm.alloca %27 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %31 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %32 = llvm.ptrtoint %12 : !llvm.ptr<3> to i32
      %33 = nvvm.shfl.sync idx %11, %32, %14, %10 : i32 -> i32
      %34 = llvm.zext %33 : i32 to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<3>
      llvm.intr.assume %13 ["align"(%35, %9 : !llvm.ptr<3>, i64)] : i1
      %36 = llvm.ptrtoint %35 : !llvm.ptr<3> to i64
      %37 = llvm.inttoptr %36 : i64 to !llvm.ptr<3>
      llvm.intr.assume %13 ["align"(%37, %8 : !llvm.ptr<3>, i64)] : i1
      %38 = llvm.getelementptr %35[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %39 = llvm.ptrtoint %38 : !llvm.ptr<3> to i64
      %40 = llvm.inttoptr %39 : i64 to !llvm.ptr<3>
      llvm.intr.assume %13 ["align"(%40, %8 : !llvm.ptr<3>, i64)] : i1
      %41 = llvm.getelementptr %35[48] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %42 = llvm.ptrtoint %41 : !llvm.ptr<3> to i64
      %43 = llvm.inttoptr %42 : i64 to !llvm.ptr<3>
      llvm.intr.assume %13 ["align"(%43, %7 : !llvm.ptr<3>, i64)] : i1
      %44 = llvm.getelementptr %35[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %45 = llvm.getelementptr %35[32896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %46 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %47 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %48 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %49 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %50 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %51 = llvm.mul %47, %49 : i32
      %52 = llvm.add %46, %51 : i32
      %53 = llvm.mul %48, %49 : i32
      %54 = llvm.mul %53, %50 : i32
      %55 = llvm.add %52, %54 : i32
      %56 = llvm.sdiv %55, %27 : i32
      %57 = llvm.mul %56, %27 : i32
      %58 = llvm.icmp "ne" %55, %57 : i32
      %59 = llvm.icmp "slt" %55, %14 : i32
      %60 = llvm.and %58, %59 : i1
      %61 = llvm.add %56, %11 : i32
      %62 = llvm.select %60, %61, %56 : i1, i32
      %63 = nvvm.shfl.sync idx %11, %62, %14, %10 : i32 -> i32
      %64 = nvvm.shfl.sync idx %11, %63, %14, %10 : i32 -> i32
      %65 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %66 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %67 = llvm.icmp "eq" %64, %14 : i32
      llvm.cond_br %67, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      nvvm.tcgen05.alloc %43, %15 : !llvm.ptr<3>, i32
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.cond_br %67, ^bb3, ^bb6
    ^bb3:  // pred: ^bb2
      %68 = nvvm.elect.sync -> i1
      llvm.cond_br %68, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      nvvm.mbarrier.init %37, %28 : !llvm.ptr<3>, i32
      %69 = llvm.getelementptr %37[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %69, %28 : !llvm.ptr<3>, i32
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb2, ^bb5
      %70 = llvm.getelementptr %37[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %67, ^bb7, ^bb10
    ^bb7:  // pred: ^bb6
      %71 = nvvm.elect.sync -> i1
      llvm.cond_br %71, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      nvvm.mbarrier.init %70, %28 : !llvm.ptr<3>, i32
      %72 = llvm.getelementptr %37[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %72, %28 : !llvm.ptr<3>, i32
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb6, ^bb9
      nvvm.fence.mbarrier.init
      nvvm.barrier
      llvm.cond_br %67, ^bb11, ^bb14
    ^bb11:  // pred: ^bb10
      %73 = nvvm.elect.sync -> i1
      llvm.cond_br %73, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      nvvm.mbarrier.init %40, %28 : !llvm.ptr<3>, i32
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb10, ^bb13
      %74 = llvm.getelementptr %40[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %67, ^bb15, ^bb18
    ^bb15:  // pred: ^bb14
      %75 = nvvm.elect.sync -> i1
      llvm.cond_br %75, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      nvvm.mbarrier.init %74, %15 : !llvm.ptr<3>, i32
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb14, ^bb17
      nvvm.fence.mbarrier.init
      nvvm.barrier
      %76 = llvm.mul %65, %15 overflow<nsw> : i32
      %77 = llvm.mul %66, %15 overflow<nsw> : i32
      %78 = llvm.mul %65, %21 overflow<nsw> : i32
      %79 = llvm.add %78, %77 overflow<nsw> : i32
      %80 = llvm.extractvalue %arg3[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %81 = llvm.getelementptr %80[%79] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %82 = llvm.ptrtoint %44 : !llvm.ptr<3> to i32
      %83 = llvm.lshr %82, %20 : i32
      %84 = nvvm.tcgen05.mma_smem_desc(%83, %28, %3, %4, %6, %5) : (i32, i32, i32, i8, i1, i8) -> i64
      %85 = llvm.ptrtoint %45 : !llvm.ptr<3> to i32
      %86 = llvm.lshr %85, %20 : i32
      %87 = nvvm.tcgen05.mma_smem_desc(%86, %28, %3, %4, %6, %5) : (i32, i32, i32, i8, i1, i8) -> i64
      nvvm.barrier id = %28 number_of_threads = %15
      %88 = llvm.load %43 : !llvm.ptr<3> -> i32
      %89 = llvm.sdiv %46, %27 : i32
      %90 = llvm.mul %89, %16 overflow<nsw> : i32
      %91 = llvm.add %88, %90 : i32
      %92 = llvm.srem %46, %27 : i32
      %93 = llvm.mul %92, %17 overflow<nsw> : i32
      %94 = llvm.mul %89, %18 overflow<nsw> : i32
      %95 = llvm.add %93, %94 overflow<nsw> : i32
      %96 = llvm.getelementptr %81[%95] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.cond_br %67, ^bb19, ^bb49
    ^bb19:  // pred: ^bb18
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %74, %28, %19 : (!llvm.ptr<3>, i32, i32) -> ()
      %97 = llvm.bitcast %84 : i64 to vector<2xi32>
      %98 = llvm.extractelement %97[%0 : i64] : vector<2xi32>
      %99 = llvm.bitcast %87 : i64 to vector<2xi32>
      %100 = llvm.extractelement %99[%0 : i64] : vector<2xi32>
      %101 = llvm.inttoptr %88 : i32 to !llvm.ptr<6>
      llvm.br ^bb20(%14, %14, %14, %28, %14, %14, %arg0 : i32, i32, i32, i32, i32, i32, !llvm.struct<(i1, i1, i1, vector<4xi32>)>)
    ^bb20(%102: i32, %103: i32, %104: i32, %105: i32, %106: i32, %107: i32, %108: !llvm.struct<(i1, i1, i1, vector<4xi32>)>):  // 2 preds: ^bb19, ^bb45
      %109 = llvm.icmp "slt" %102, %20 : i32
      llvm.cond_br %109, ^bb21, ^bb46
    ^bb21:  // pred: ^bb20
      %110 = llvm.getelementptr %70[%104] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %110, %105, %19 : (!llvm.ptr<3>, i32, i32) -> ()
      %111 = nvvm.elect.sync -> i1
      llvm.cond_br %111, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %112 = llvm.getelementptr %37[%104] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %113 = nvvm.mbarrier.arrive.expect_tx %112, %21 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %114 = llvm.add %104, %28 : i32
      %115 = llvm.add %103, %28 : i32
      %116 = llvm.icmp "eq" %114, %22 : i32
      %117 = llvm.select %116, %14, %114 : i1, i32
      llvm.cond_br %116, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      %118 = llvm.xor %105, %28 : i32
      llvm.br ^bb26(%118 : i32)
    ^bb25:  // pred: ^bb23
      llvm.br ^bb26(%105 : i32)
    ^bb26(%119: i32):  // 2 preds: ^bb24, ^bb25
      llvm.br ^bb27
    ^bb27:  // pred: ^bb26
      %120 = llvm.mul %103, %3 overflow<nsw> : i32
      %121 = llvm.mul %104, %18 overflow<nsw> : i32
      %122 = llvm.getelementptr %44[%121] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %123 = llvm.getelementptr %37[%104] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %124 = nvvm.elect.sync -> i1
      llvm.cond_br %124, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      nvvm.cp.async.bulk.tensor.shared.cluster.global %122, %30, %123, box[%120, %76] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb29
    ^bb29:  // 2 preds: ^bb27, ^bb28
      %125 = llvm.getelementptr %45[%121] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %126 = nvvm.elect.sync -> i1
      llvm.cond_br %126, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      nvvm.cp.async.bulk.tensor.shared.cluster.global %125, %31, %123, box[%120, %77] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb31
    ^bb31:  // 2 preds: ^bb29, ^bb30
      %127 = llvm.getelementptr %37[%106] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %127, %107, %19 : (!llvm.ptr<3>, i32, i32) -> ()
      %128 = llvm.add %106, %28 : i32
      %129 = llvm.icmp "eq" %128, %22 : i32
      %130 = llvm.select %129, %14, %128 : i1, i32
      llvm.cond_br %129, ^bb32, ^bb33
    ^bb32:  // pred: ^bb31
      %131 = llvm.xor %107, %28 : i32
      llvm.br ^bb34(%131 : i32)
    ^bb33:  // pred: ^bb31
      llvm.br ^bb34(%107 : i32)
    ^bb34(%132: i32):  // 2 preds: ^bb32, ^bb33
      llvm.br ^bb35
    ^bb35:  // pred: ^bb34
      %133 = llvm.mul %106, %2 overflow<nsw> : i32
      %134 = llvm.add %98, %133 : i32
      %135 = llvm.insertelement %134, %97[%0 : i64] : vector<2xi32>
      %136 = llvm.bitcast %135 : vector<2xi32> to i64
      %137 = llvm.add %100, %133 : i32
      %138 = llvm.insertelement %137, %99[%0 : i64] : vector<2xi32>
      %139 = llvm.bitcast %138 : vector<2xi32> to i64
      %140 = llvm.extractvalue %108[1] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %141 = llvm.extractvalue %108[2] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %142 = llvm.extractvalue %108[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %143 = llvm.zext %140 : i1 to i32
      %144 = llvm.zext %141 : i1 to i32
      %145 = llvm.shl %143, %24 : i32
      %146 = llvm.shl %144, %25 : i32
      %147 = llvm.or %145, %23 : i32
      %148 = llvm.or %147, %146 : i32
      %149 = llvm.extractvalue %108[3] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %150 = nvvm.elect.sync -> i1
      llvm.cond_br %150, ^bb36, ^bb37
    ^bb36:  // pred: ^bb35
      nvvm.tcgen05.mma %101, %136, %139, %148, %142 mask = %149 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      llvm.br ^bb37
    ^bb37:  // 2 preds: ^bb35, ^bb36
      %151 = llvm.insertvalue %13, %108[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %152 = llvm.add %133, %22 overflow<nsw> : i32
      %153 = llvm.add %98, %152 : i32
      %154 = llvm.insertelement %153, %97[%0 : i64] : vector<2xi32>
      %155 = llvm.bitcast %154 : vector<2xi32> to i64
      %156 = llvm.add %100, %152 : i32
      %157 = llvm.insertelement %156, %99[%0 : i64] : vector<2xi32>
      %158 = llvm.bitcast %157 : vector<2xi32> to i64
      %159 = nvvm.elect.sync -> i1
      llvm.cond_br %159, ^bb38, ^bb39
    ^bb38:  // pred: ^bb37
      nvvm.tcgen05.mma %101, %155, %158, %148, %13 mask = %149 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      llvm.br ^bb39
    ^bb39:  // 2 preds: ^bb37, ^bb38
      %160 = llvm.insertvalue %13, %151[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %161 = llvm.add %133, %20 overflow<nsw> : i32
      %162 = llvm.add %98, %161 : i32
      %163 = llvm.insertelement %162, %97[%0 : i64] : vector<2xi32>
      %164 = llvm.bitcast %163 : vector<2xi32> to i64
      %165 = llvm.add %100, %161 : i32
      %166 = llvm.insertelement %165, %99[%0 : i64] : vector<2xi32>
      %167 = llvm.bitcast %166 : vector<2xi32> to i64
      %168 = nvvm.elect.sync -> i1
      llvm.cond_br %168, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      nvvm.tcgen05.mma %101, %164, %167, %148, %13 mask = %149 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      llvm.br ^bb41
    ^bb41:  // 2 preds: ^bb39, ^bb40
      %169 = llvm.insertvalue %13, %160[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %170 = llvm.add %133, %1 overflow<nsw> : i32
      %171 = llvm.add %98, %170 : i32
      %172 = llvm.insertelement %171, %97[%0 : i64] : vector<2xi32>
      %173 = llvm.bitcast %172 : vector<2xi32> to i64
      %174 = llvm.add %100, %170 : i32
      %175 = llvm.insertelement %174, %99[%0 : i64] : vector<2xi32>
      %176 = llvm.bitcast %175 : vector<2xi32> to i64
      %177 = nvvm.elect.sync -> i1
      llvm.cond_br %177, ^bb42, ^bb43
    ^bb42:  // pred: ^bb41
      nvvm.tcgen05.mma %101, %173, %176, %148, %13 mask = %149 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      llvm.br ^bb43
    ^bb43:  // 2 preds: ^bb41, ^bb42
      %178 = llvm.insertvalue %13, %169[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %179 = nvvm.elect.sync -> i1
      llvm.cond_br %179, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %180 = llvm.getelementptr %70[%106] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.tcgen05.commit %180 : !llvm.ptr<3>
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %181 = llvm.add %102, %28 : i32
      llvm.br ^bb20(%181, %115, %117, %119, %130, %132, %178 : i32, i32, i32, i32, i32, i32, !llvm.struct<(i1, i1, i1, vector<4xi32>)>)
    ^bb46:  // pred: ^bb20
      %182 = nvvm.elect.sync -> i1
      llvm.cond_br %182, ^bb47, ^bb48
    ^bb47:  // pred: ^bb46
      nvvm.tcgen05.commit %40 : !llvm.ptr<3>
      llvm.br ^bb48
    ^bb48:  // 2 preds: ^bb46, ^bb47
      llvm.br ^bb49
    ^bb49:  // 2 preds: ^bb18, ^bb48
      llvm.cond_br %67, ^bb50, ^bb51
    ^bb50:  // pred: ^bb49
      nvvm.tcgen05.relinquish_alloc_permit
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %40, %14, %19 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb52(%14, %14 : i32, i32)
    ^bb52(%183: i32, %184: i32):  // 2 preds: ^bb51, ^bb56
      %185 = llvm.icmp "slt" %183, %20 : i32
      llvm.cond_br %185, ^bb53, ^bb57
    ^bb53:  // pred: ^bb52
      %186 = llvm.mul %184, %27 overflow<nsw> : i32
      %187 = llvm.add %91, %186 : i32
      %188 = llvm.inttoptr %187 : i32 to !llvm.ptr<6>
      %189 = nvvm.tcgen05.ld %188 {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<32xi32>
      llvm.store %189, %29 : vector<32xi32>, !llvm.ptr
      %190 = llvm.getelementptr %96[%186] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.br ^bb54(%14 : i32)
    ^bb54(%191: i32):  // 2 preds: ^bb53, ^bb55
      %192 = llvm.icmp "slt" %191, %26 : i32
      llvm.cond_br %192, ^bb55, ^bb56
    ^bb55:  // pred: ^bb54
      %193 = llvm.mul %191, %20 overflow<nsw> : i32
      %194 = llvm.getelementptr %29[%193] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %195 = llvm.getelementptr %190[%193] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %196 = llvm.load %194 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %196, %195 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      %197 = llvm.add %191, %28 : i32
      llvm.br ^bb54(%197 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb56:  // pred: ^bb54
      %198 = llvm.add %184, %28 : i32
      %199 = llvm.icmp "eq" %198, %20 : i32
      %200 = llvm.select %199, %14, %198 : i1, i32
      %201 = llvm.add %183, %28 : i32
      llvm.br ^bb52(%201, %200 : i32, i32)
    ^bb57:  // pred: ^bb52
      %202 = nvvm.mbarrier.arrive %74, %28 : !llvm.ptr<3> -> i64
      nvvm.barrier id = %28
      llvm.cond_br %67, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %203 = llvm.inttoptr %88 : i32 to !llvm.ptr<6>
      nvvm.tcgen05.dealloc %203, %15 : !llvm.ptr<6>, i32
      llvm.br ^bb59
    ^bb59:  // 2 preds: ^bb57, ^bb58
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_umma_gemm_kernel_TiledMMA_ThrLayoutVMNK11110000_PermutationMNK____MMAAtom_ThrID10_ShapeMNK12812816_TVLayoutA1128161281128_TVLayoutB1128161281128_TVLayoutC11281281281128_Cop_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_umma_gemm_FakeTensorBFloat162562562561_FakeTensorBFloat162562562561_FakeTensorFloat322562562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(17 : i32) : i32
    %1 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %2 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %3 = llvm.mlir.constant(6 : i32) : i32
    %4 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %5 = llvm.mlir.constant(127 : i64) : i64
    %6 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %7 = llvm.mlir.constant(1095216660735 : i64) : i64
    %8 = llvm.mlir.constant(137441338642 : i64) : i64
    %9 = llvm.mlir.constant(2 : i32) : i32
    %10 = llvm.mlir.constant(1 : i32) : i32
    %11 = llvm.mlir.constant(128 : i32) : i32
    %12 = llvm.mlir.constant(65664 : i64) : i64
    %13 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %14 = llvm.mlir.constant(16 : i64) : i64
    %15 = llvm.mlir.constant(4 : i64) : i64
    %16 = llvm.mlir.constant(0 : i64) : i64
    %17 = llvm.mlir.constant(16 : i32) : i32
    %18 = llvm.mlir.constant(false) : i1
    %19 = llvm.mlir.constant(0 : i32) : i32
    %20 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %21 = llvm.mlir.poison : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %22 = llvm.insertvalue %18, %21[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
    %23 = llvm.insertvalue %18, %22[1] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
    %24 = llvm.insertvalue %18, %23[2] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
    %25 = llvm.insertvalue %20, %24[3] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
    %26 = llvm.alloca %17 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %27 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %28 = llvm.ptrtoint %27 : !llvm.ptr<1> to i64
    %29 = llvm.getelementptr %26[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %16, %29 : i64, !llvm.ptr
    %30 = llvm.getelementptr %26[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %16, %30 : i64, !llvm.ptr
    %31 = llvm.getelementptr %26[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %16, %31 : i64, !llvm.ptr
    %32 = llvm.getelementptr %26[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %16, %32 : i64, !llvm.ptr
    %33 = llvm.getelementptr %26[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %16, %33 : i64, !llvm.ptr
    %34 = llvm.getelementptr %26[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %16, %34 : i64, !llvm.ptr
    %35 = llvm.getelementptr %26[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %16, %35 : i64, !llvm.ptr
    %36 = llvm.getelementptr %26[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %16, %36 : i64, !llvm.ptr
    %37 = llvm.udiv %28, %14 : i64
    %38 = llvm.and %37, %13 : i64
    %39 = llvm.shl %38, %15 : i64
    llvm.store %39, %29 : i64, !llvm.ptr
    llvm.store %8, %30 : i64, !llvm.ptr
    llvm.store %16, %31 : i64, !llvm.ptr
    llvm.store %16, %32 : i64, !llvm.ptr
    llvm.store %7, %33 : i64, !llvm.ptr
    llvm.store %16, %34 : i64, !llvm.ptr
    llvm.store %6, %35 : i64, !llvm.ptr
    llvm.store %5, %36 : i64, !llvm.ptr
    %40 = llvm.ptrtoint %26 : !llvm.ptr to i64
    %41 = llvm.inttoptr %40 : i64 to !llvm.ptr
    %42 = llvm.load %41 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %43 = llvm.insertvalue %42, %4[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %44 = llvm.alloca %17 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %45 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %46 = llvm.ptrtoint %45 : !llvm.ptr<1> to i64
    %47 = llvm.getelementptr %44[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %16, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %44[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %16, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %44[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %16, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %44[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %16, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %44[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %16, %51 : i64, !llvm.ptr
    %52 = llvm.getelementptr %44[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %16, %52 : i64, !llvm.ptr
    %53 = llvm.getelementptr %44[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %16, %53 : i64, !llvm.ptr
    %54 = llvm.getelementptr %44[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %16, %54 : i64, !llvm.ptr
    %55 = llvm.udiv %46, %14 : i64
    %56 = llvm.and %55, %13 : i64
    %57 = llvm.shl %56, %15 : i64
    llvm.store %57, %47 : i64, !llvm.ptr
    llvm.store %8, %48 : i64, !llvm.ptr
    llvm.store %16, %49 : i64, !llvm.ptr
    llvm.store %16, %50 : i64, !llvm.ptr
    llvm.store %7, %51 : i64, !llvm.ptr
    llvm.store %16, %52 : i64, !llvm.ptr
    llvm.store %6, %53 : i64, !llvm.ptr
    llvm.store %5, %54 : i64, !llvm.ptr
    %58 = llvm.ptrtoint %44 : !llvm.ptr to i64
    %59 = llvm.inttoptr %58 : i64 to !llvm.ptr
    %60 = llvm.load %59 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %61 = llvm.insertvalue %60, %4[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %62 = llvm.inttoptr %16 : i64 to !llvm.ptr
    %63 = llvm.alloca %10 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %64 = llvm.alloca %10 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %65 = llvm.getelementptr %63[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %64, %65 : !llvm.ptr, !llvm.ptr
    %66 = llvm.getelementptr %63[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %66 : i32, !llvm.ptr
    %67 = llvm.getelementptr %63[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %67 : i32, !llvm.ptr
    %68 = llvm.getelementptr %63[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %68 : i32, !llvm.ptr
    %69 = llvm.getelementptr %63[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %69 : i64, !llvm.ptr
    %70 = llvm.getelementptr %63[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %70 : i32, !llvm.ptr
    %71 = llvm.getelementptr %63[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %71 : i32, !llvm.ptr
    %72 = llvm.getelementptr %63[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %72 : i32, !llvm.ptr
    %73 = llvm.getelementptr %63[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %19, %73 : i32, !llvm.ptr
    %74 = llvm.getelementptr %63[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %62, %74 : !llvm.ptr, !llvm.ptr
    %75 = llvm.alloca %10 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %76 = builtin.unrealized_conversion_cast %75 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %77 = llvm.getelementptr %75[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %63, %77 : !llvm.ptr, !llvm.ptr
    %78 = llvm.load %77 : !llvm.ptr -> !llvm.ptr
    %79 = llvm.getelementptr %78[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %80 = llvm.load %79 : !llvm.ptr -> i32
    %81 = llvm.getelementptr %78[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %82 = llvm.load %81 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%19 : i32)
  ^bb1(%83: i32):  // 2 preds: ^bb3, ^bb5
    %84 = llvm.getelementptr %82[%83] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %85 = llvm.getelementptr %84[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %3, %85 : i32, !llvm.ptr
    %86 = llvm.getelementptr %84[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %19, %86 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %87 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %88 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %89 = llvm.call @printf(%88, %87) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %90 = llvm.add %80, %10 : i32
    llvm.store %90, %79 : i32, !llvm.ptr
    llvm.br ^bb1(%80 : i32)
  ^bb4:  // pred: ^bb7
    %91 = llvm.icmp "uge" %80, %0 : i32
    llvm.cond_br %91, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%97 : i32)
  ^bb6:  // pred: ^bb7
    %92 = llvm.getelementptr %82[%97] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %93 = llvm.getelementptr %92[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %94 = llvm.load %93 : !llvm.ptr -> i32
    %95 = llvm.icmp "eq" %94, %3 : i32
    %96 = llvm.add %97, %10 : i32
    llvm.cond_br %95, ^bb5, ^bb7(%96 : i32)
  ^bb7(%97: i32):  // 2 preds: ^bb0, ^bb6
    %98 = llvm.icmp "uge" %97, %80 : i32
    llvm.cond_br %98, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %99 = llvm.load %77 : !llvm.ptr -> !llvm.ptr
    %100 = llvm.getelementptr %99[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %101 = llvm.load %100 : !llvm.ptr -> i32
    %102 = llvm.getelementptr %99[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %103 = llvm.load %102 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%19 : i32)
  ^bb9(%104: i32):  // 2 preds: ^bb11, ^bb13
    %105 = llvm.getelementptr %103[%104] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %106 = llvm.getelementptr %105[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %9, %106 : i32, !llvm.ptr
    %107 = llvm.getelementptr %105[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %19, %107 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %108 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %109 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %110 = llvm.call @printf(%109, %108) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %111 = llvm.add %101, %10 : i32
    llvm.store %111, %100 : i32, !llvm.ptr
    llvm.br ^bb9(%101 : i32)
  ^bb12:  // pred: ^bb15
    %112 = llvm.icmp "uge" %101, %0 : i32
    llvm.cond_br %112, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%118 : i32)
  ^bb14:  // pred: ^bb15
    %113 = llvm.getelementptr %103[%118] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %114 = llvm.getelementptr %113[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %115 = llvm.load %114 : !llvm.ptr -> i32
    %116 = llvm.icmp "eq" %115, %9 : i32
    %117 = llvm.add %118, %10 : i32
    llvm.cond_br %116, ^bb13, ^bb15(%117 : i32)
  ^bb15(%118: i32):  // 2 preds: ^bb8, ^bb14
    %119 = llvm.icmp "uge" %118, %101 : i32
    llvm.cond_br %119, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %120 = "cuda.launch_ex"(%76, %25, %43, %61, %arg2) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_umma_gemm_kernel_TiledMMA_ThrLayoutVMNK11110000_PermutationMNK____MMAAtom_ThrID10_ShapeMNK12812816_TVLayoutA1128161281128_TVLayoutB1128161281128_TVLayoutC11281281281128_Cop_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(i1, i1, i1, vector<4xi32>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %121 = builtin.unrealized_conversion_cast %120 : !cuda.result to i32
    "cuda.return_if_error"(%121) : (i32) -> ()
    llvm.return %19 : i32
  }
  llvm.func @_mlir_ciface_cutlass_umma_gemm_FakeTensorBFloat162562562561_FakeTensorBFloat162562562561_FakeTensorFloat322562562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_umma_gemm_FakeTensorBFloat162562562561_FakeTensorBFloat162562562561_FakeTensorFloat322562562561(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
