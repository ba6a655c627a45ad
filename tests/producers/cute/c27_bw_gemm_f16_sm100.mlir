module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_100a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_bw_gemm_kernel_TiledMMA_ThrLayoutVMNK11110000_PermutationMNK____MMAAtom_ThrID10_ShapeMNK1286416_TVLayoutA1128161281128_TVLayoutB1641664164_TVLayoutC1128641281128_CopyAtom_T_0(%arg0: !llvm.struct<(i1, i1, i1, vector<4xi32>)>, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 2, 4, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %1 = llvm.mlir.constant(384 : i32) : i32
      %2 = llvm.mlir.constant(512 : i32) : i32
      %3 = llvm.mlir.constant(1024 : i32) : i32
      %4 = llvm.mlir.constant(4096 : i32) : i32
      %5 = llvm.mlir.constant(0 : i8) : i8
      %6 = llvm.mlir.constant(2 : i8) : i8
      %7 = llvm.mlir.constant(32768 : i32) : i32
      %8 = llvm.mlir.constant(4 : i64) : i64
      %9 = llvm.mlir.constant(8 : i64) : i64
      %10 = llvm.mlir.constant(1024 : i64) : i64
      %11 = llvm.mlir.constant(31 : i32) : i32
      %12 = llvm.mlir.constant(-1 : i32) : i32
      %13 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %14 = llvm.mlir.constant(32 : i32) : i32
      %15 = llvm.mlir.constant(true) : i1
      %16 = llvm.mlir.constant(0 : i32) : i32
      %17 = llvm.mlir.constant(64 : i32) : i32
      %18 = llvm.mlir.constant(128 : i32) : i32
      %19 = llvm.mlir.constant(2097152 : i32) : i32
      %20 = llvm.mlir.constant(256 : i32) : i32
      %21 = llvm.mlir.constant(8192 : i32) : i32
      %22 = llvm.mlir.constant(10000000 : i32) : i32
      %23 = llvm.mlir.constant(false) : i1
      %24 = llvm.mlir.constant(4 : i32) : i32
      %25 = llvm.mlir.constant(24576 : i32) : i32
      %26 = llvm.mlir.constant(3 : i32) : i32
      %27 = llvm.mlir.constant(135331856 : i32) : i32
      %28 = llvm.mlir.constant(13 : i32) : i32
      %29 = llvm.mlir.constant(14 : i32) : i32
      %30 = llvm.mlir.constant(2 : i32) : i32
      %31 = llvm.mlir.constant(5 : i32) : i32
      %32 = llvm.mlir.constant(6 : i32) : i32
      %33 = llvm.mlir.constant(7 : i32) : i32
      %34 = llvm.mlir.constant(8 : i32) : i32
      %35 = llvm.mlir.constant(9 : i32) : i32
      %36 = llvm.mlir.constant(10 : i32) : i32
      %37 = llvm.mlir.constant(11 : i32) : i32
      %38 = llvm.mlir.constant(12 : i32) : i32
      %39 = llvm.mlir.constant(15 : i32) : i32
      %40 = llvm.mlir.constant(16 : i32) : i32
      %41 = llvm.mlir.constant(1 : i32) : i32
      %42 = llvm.alloca %40 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %43 = llvm.alloca %40 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %44 = llvm.alloca %40 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %45 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %46 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %47 = llvm.ptrtoint %13 : !llvm.ptr<3> to i32
      %48 = nvvm.shfl.sync idx %12, %47, %16, %11 : i32 -> i32
      %49 = llvm.zext %48 : i32 to i64
      %50 = llvm.inttoptr %49 : i64 to !llvm.ptr<3>
      llvm.intr.assume %15 ["align"(%50, %10 : !llvm.ptr<3>, i64)] : i1
      %51 = llvm.ptrtoint %50 : !llvm.ptr<3> to i64
      %52 = llvm.inttoptr %51 : i64 to !llvm.ptr<3>
      llvm.intr.assume %15 ["align"(%52, %9 : !llvm.ptr<3>, i64)] : i1
      %53 = llvm.getelementptr %50[48] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %54 = llvm.ptrtoint %53 : !llvm.ptr<3> to i64
      %55 = llvm.inttoptr %54 : i64 to !llvm.ptr<3>
      llvm.intr.assume %15 ["align"(%55, %9 : !llvm.ptr<3>, i64)] : i1
      %56 = llvm.getelementptr %50[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %57 = llvm.ptrtoint %56 : !llvm.ptr<3> to i64
      %58 = llvm.inttoptr %57 : i64 to !llvm.ptr<3>
      llvm.intr.assume %15 ["align"(%58, %8 : !llvm.ptr<3>, i64)] : i1
      %59 = llvm.getelementptr %50[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %60 = llvm.getelementptr %50[49280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %61 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %62 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %63 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %64 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %65 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %66 = llvm.mul %62, %64 : i32
      %67 = llvm.add %61, %66 : i32
      %68 = llvm.mul %63, %64 : i32
      %69 = llvm.mul %68, %65 : i32
      %70 = llvm.add %67, %69 : i32
      %71 = llvm.sdiv %70, %14 : i32
      %72 = llvm.mul %71, %14 : i32
      %73 = llvm.icmp "ne" %70, %72 : i32
      %74 = llvm.icmp "slt" %70, %16 : i32
      %75 = llvm.and %73, %74 : i1
      %76 = llvm.add %71, %12 : i32
      %77 = llvm.select %75, %76, %71 : i1, i32
      %78 = nvvm.shfl.sync idx %12, %77, %16, %11 : i32 -> i32
      %79 = nvvm.shfl.sync idx %12, %78, %16, %11 : i32 -> i32
      %80 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %81 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %82 = llvm.icmp "eq" %79, %16 : i32
      llvm.cond_br %82, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      nvvm.tcgen05.alloc %58, %17 : !llvm.ptr<3>, i32
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.cond_br %82, ^bb3, ^bb6
    ^bb3:  // pred: ^bb2
      %83 = nvvm.elect.sync -> i1
      llvm.cond_br %83, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      nvvm.mbarrier.init %52, %41 : !llvm.ptr<3>, i32
      %84 = llvm.getelementptr %52[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %84, %41 : !llvm.ptr<3>, i32
      %85 = llvm.getelementptr %52[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %85, %41 : !llvm.ptr<3>, i32
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb2, ^bb5
      %86 = llvm.getelementptr %52[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %82, ^bb7, ^bb10
    ^bb7:  // pred: ^bb6
      %87 = nvvm.elect.sync -> i1
      llvm.cond_br %87, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      nvvm.mbarrier.init %86, %41 : !llvm.ptr<3>, i32
      %88 = llvm.getelementptr %52[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %88, %41 : !llvm.ptr<3>, i32
      %89 = llvm.getelementptr %52[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %89, %41 : !llvm.ptr<3>, i32
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb6, ^bb9
      nvvm.fence.mbarrier.init
      nvvm.barrier
      llvm.cond_br %82, ^bb11, ^bb14
    ^bb11:  // pred: ^bb10
      %90 = nvvm.elect.sync -> i1
      llvm.cond_br %90, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      nvvm.mbarrier.init %55, %41 : !llvm.ptr<3>, i32
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb10, ^bb13
      %91 = llvm.getelementptr %55[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %82, ^bb15, ^bb18
    ^bb15:  // pred: ^bb14
      %92 = nvvm.elect.sync -> i1
      llvm.cond_br %92, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      nvvm.mbarrier.init %91, %18 : !llvm.ptr<3>, i32
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb14, ^bb17
      nvvm.fence.mbarrier.init
      nvvm.barrier
      %93 = llvm.mul %80, %18 overflow<nsw> : i32
      %94 = llvm.mul %81, %17 overflow<nsw> : i32
      %95 = llvm.mul %80, %7 overflow<nsw> : i32
      %96 = llvm.add %95, %94 overflow<nsw> : i32
      %97 = llvm.extractvalue %arg3[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %98 = llvm.getelementptr %97[%96] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %99 = llvm.ptrtoint %59 : !llvm.ptr<3> to i32
      %100 = llvm.lshr %99, %24 : i32
      %101 = nvvm.tcgen05.mma_smem_desc(%100, %41, %17, %5, %23, %6) : (i32, i32, i32, i8, i1, i8) -> i64
      %102 = llvm.ptrtoint %60 : !llvm.ptr<3> to i32
      %103 = llvm.lshr %102, %24 : i32
      %104 = nvvm.tcgen05.mma_smem_desc(%103, %16, %17, %5, %23, %6) : (i32, i32, i32, i8, i1, i8) -> i64
      nvvm.barrier id = %41 number_of_threads = %18
      %105 = llvm.load %58 : !llvm.ptr<3> -> i32
      %106 = llvm.sdiv %61, %14 : i32
      %107 = llvm.mul %106, %19 overflow<nsw> : i32
      %108 = llvm.add %105, %107 : i32
      %109 = llvm.srem %61, %14 : i32
      %110 = llvm.mul %109, %20 overflow<nsw> : i32
      %111 = llvm.mul %106, %21 overflow<nsw> : i32
      %112 = llvm.add %110, %111 overflow<nsw> : i32
      %113 = llvm.getelementptr %98[%112] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.cond_br %82, ^bb19, ^bb49
    ^bb19:  // pred: ^bb18
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %91, %41, %22 : (!llvm.ptr<3>, i32, i32) -> ()
      %114 = llvm.insertvalue %23, %arg0[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %115 = llvm.bitcast %101 : i64 to vector<2xi32>
      %116 = llvm.extractelement %115[%0 : i64] : vector<2xi32>
      %117 = llvm.bitcast %104 : i64 to vector<2xi32>
      %118 = llvm.extractelement %117[%0 : i64] : vector<2xi32>
      %119 = llvm.inttoptr %105 : i32 to !llvm.ptr<6>
      llvm.br ^bb20(%16, %16, %16, %41, %16, %16, %114 : i32, i32, i32, i32, i32, i32, !llvm.struct<(i1, i1, i1, vector<4xi32>)>)
    ^bb20(%120: i32, %121: i32, %122: i32, %123: i32, %124: i32, %125: i32, %126: !llvm.struct<(i1, i1, i1, vector<4xi32>)>):  // 2 preds: ^bb19, ^bb45
      %127 = llvm.icmp "slt" %120, %24 : i32
      llvm.cond_br %127, ^bb21, ^bb46
    ^bb21:  // pred: ^bb20
      %128 = llvm.getelementptr %86[%122] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %128, %123, %22 : (!llvm.ptr<3>, i32, i32) -> ()
      %129 = nvvm.elect.sync -> i1
      llvm.cond_br %129, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %130 = llvm.getelementptr %52[%122] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %131 = nvvm.mbarrier.arrive.expect_tx %130, %25 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %132 = llvm.add %122, %41 : i32
      %133 = llvm.add %121, %41 : i32
      %134 = llvm.icmp "eq" %132, %26 : i32
      %135 = llvm.select %134, %16, %132 : i1, i32
      llvm.cond_br %134, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      %136 = llvm.xor %123, %41 : i32
      llvm.br ^bb26(%136 : i32)
    ^bb25:  // pred: ^bb23
      llvm.br ^bb26(%123 : i32)
    ^bb26(%137: i32):  // 2 preds: ^bb24, ^bb25
      llvm.br ^bb27
    ^bb27:  // pred: ^bb26
      %138 = llvm.mul %121, %17 overflow<nsw> : i32
      %139 = llvm.mul %122, %21 overflow<nsw> : i32
      %140 = llvm.getelementptr %59[%139] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %141 = llvm.getelementptr %52[%122] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %142 = nvvm.elect.sync -> i1
      llvm.cond_br %142, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      nvvm.cp.async.bulk.tensor.shared.cluster.global %140, %45, %141, box[%138, %93] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb29
    ^bb29:  // 2 preds: ^bb27, ^bb28
      %143 = llvm.mul %122, %4 overflow<nsw> : i32
      %144 = llvm.getelementptr %60[%143] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %145 = nvvm.elect.sync -> i1
      llvm.cond_br %145, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      nvvm.cp.async.bulk.tensor.shared.cluster.global %144, %46, %141, box[%94, %138] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb31
    ^bb31:  // 2 preds: ^bb29, ^bb30
      %146 = llvm.getelementptr %52[%124] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %146, %125, %22 : (!llvm.ptr<3>, i32, i32) -> ()
      %147 = llvm.add %124, %41 : i32
      %148 = llvm.icmp "eq" %147, %26 : i32
      %149 = llvm.select %148, %16, %147 : i1, i32
      llvm.cond_br %148, ^bb32, ^bb33
    ^bb32:  // pred: ^bb31
      %150 = llvm.xor %125, %41 : i32
      llvm.br ^bb34(%150 : i32)
    ^bb33:  // pred: ^bb31
      llvm.br ^bb34(%125 : i32)
    ^bb34(%151: i32):  // 2 preds: ^bb32, ^bb33
      llvm.br ^bb35
    ^bb35:  // pred: ^bb34
      %152 = llvm.mul %124, %3 overflow<nsw> : i32
      %153 = llvm.add %116, %152 : i32
      %154 = llvm.insertelement %153, %115[%0 : i64] : vector<2xi32>
      %155 = llvm.bitcast %154 : vector<2xi32> to i64
      %156 = llvm.mul %124, %2 overflow<nsw> : i32
      %157 = llvm.add %118, %156 : i32
      %158 = llvm.insertelement %157, %117[%0 : i64] : vector<2xi32>
      %159 = llvm.bitcast %158 : vector<2xi32> to i64
      %160 = llvm.extractvalue %126[1] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %161 = llvm.extractvalue %126[2] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %162 = llvm.extractvalue %126[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %163 = llvm.zext %160 : i1 to i32
      %164 = llvm.zext %161 : i1 to i32
      %165 = llvm.shl %163, %28 : i32
      %166 = llvm.shl %164, %29 : i32
      %167 = llvm.or %165, %27 : i32
      %168 = llvm.or %167, %166 : i32
      %169 = llvm.extractvalue %126[3] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %170 = nvvm.elect.sync -> i1
      llvm.cond_br %170, ^bb36, ^bb37
    ^bb36:  // pred: ^bb35
      nvvm.tcgen05.mma %119, %155, %159, %168, %162 mask = %169 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      llvm.br ^bb37
    ^bb37:  // 2 preds: ^bb35, ^bb36
      %171 = llvm.insertvalue %15, %126[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %172 = llvm.add %152, %30 overflow<nsw> : i32
      %173 = llvm.add %116, %172 : i32
      %174 = llvm.insertelement %173, %115[%0 : i64] : vector<2xi32>
      %175 = llvm.bitcast %174 : vector<2xi32> to i64
      %176 = llvm.add %156, %18 overflow<nsw> : i32
      %177 = llvm.add %118, %176 : i32
      %178 = llvm.insertelement %177, %117[%0 : i64] : vector<2xi32>
      %179 = llvm.bitcast %178 : vector<2xi32> to i64
      %180 = nvvm.elect.sync -> i1
      llvm.cond_br %180, ^bb38, ^bb39
    ^bb38:  // pred: ^bb37
      nvvm.tcgen05.mma %119, %175, %179, %168, %15 mask = %169 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      llvm.br ^bb39
    ^bb39:  // 2 preds: ^bb37, ^bb38
      %181 = llvm.insertvalue %15, %171[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %182 = llvm.add %152, %24 overflow<nsw> : i32
      %183 = llvm.add %116, %182 : i32
      %184 = llvm.insertelement %183, %115[%0 : i64] : vector<2xi32>
      %185 = llvm.bitcast %184 : vector<2xi32> to i64
      %186 = llvm.add %156, %20 overflow<nsw> : i32
      %187 = llvm.add %118, %186 : i32
      %188 = llvm.insertelement %187, %117[%0 : i64] : vector<2xi32>
      %189 = llvm.bitcast %188 : vector<2xi32> to i64
      %190 = nvvm.elect.sync -> i1
      llvm.cond_br %190, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      nvvm.tcgen05.mma %119, %185, %189, %168, %15 mask = %169 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      llvm.br ^bb41
    ^bb41:  // 2 preds: ^bb39, ^bb40
      %191 = llvm.insertvalue %15, %181[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %192 = llvm.add %152, %32 overflow<nsw> : i32
      %193 = llvm.add %116, %192 : i32
      %194 = llvm.insertelement %193, %115[%0 : i64] : vector<2xi32>
      %195 = llvm.bitcast %194 : vector<2xi32> to i64
      %196 = llvm.add %156, %1 overflow<nsw> : i32
      %197 = llvm.add %118, %196 : i32
      %198 = llvm.insertelement %197, %117[%0 : i64] : vector<2xi32>
      %199 = llvm.bitcast %198 : vector<2xi32> to i64
      %200 = nvvm.elect.sync -> i1
      llvm.cond_br %200, ^bb42, ^bb43
    ^bb42:  // pred: ^bb41
      nvvm.tcgen05.mma %119, %195, %199, %168, %15 mask = %169 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      llvm.br ^bb43
    ^bb43:  // 2 preds: ^bb41, ^bb42
      %201 = llvm.insertvalue %15, %191[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
      %202 = nvvm.elect.sync -> i1
      llvm.cond_br %202, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %203 = llvm.getelementptr %86[%124] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.tcgen05.commit %203 : !llvm.ptr<3>
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %204 = llvm.add %120, %41 : i32
      llvm.br ^bb20(%204, %133, %135, %137, %149, %151, %201 : i32, i32, i32, i32, i32, i32, !llvm.struct<(i1, i1, i1, vector<4xi32>)>) {loop_annotation = #llvm.loop_annotation<unroll = <disable = true, count = 1 : i32>>}
    ^bb46:  // pred: ^bb20
      %205 = nvvm.elect.sync -> i1
      llvm.cond_br %205, ^bb47, ^bb48
    ^bb47:  // pred: ^bb46
      nvvm.tcgen05.commit %55 : !llvm.ptr<3>
      llvm.br ^bb48
    ^bb48:  // 2 preds: ^bb46, ^bb47
      llvm.br ^bb49
    ^bb49:  // 2 preds: ^bb18, ^bb48
      llvm.cond_br %82, ^bb50, ^bb51
    ^bb50:  // pred: ^bb49
      nvvm.tcgen05.relinquish_alloc_permit
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %55, %16, %22 : (!llvm.ptr<3>, i32, i32) -> ()
      %206 = llvm.mul %81, %17 : i32
      %207 = llvm.extractvalue %arg4[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %208 = llvm.getelementptr %42[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %209 = llvm.getelementptr %42[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %210 = llvm.getelementptr %42[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %211 = llvm.getelementptr %42[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %212 = llvm.getelementptr %42[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %213 = llvm.getelementptr %42[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %214 = llvm.getelementptr %42[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %215 = llvm.getelementptr %42[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %216 = llvm.getelementptr %42[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %217 = llvm.getelementptr %42[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %218 = llvm.getelementptr %42[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %219 = llvm.getelementptr %42[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %220 = llvm.getelementptr %42[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %221 = llvm.getelementptr %42[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %222 = llvm.getelementptr %42[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %223 = llvm.getelementptr %44[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %224 = llvm.getelementptr %43[1] : (!llvm.ptr) -> !llvm.ptr, f16
      %225 = llvm.getelementptr %44[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %226 = llvm.getelementptr %43[2] : (!llvm.ptr) -> !llvm.ptr, f16
      %227 = llvm.getelementptr %44[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %228 = llvm.getelementptr %43[3] : (!llvm.ptr) -> !llvm.ptr, f16
      %229 = llvm.getelementptr %44[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %230 = llvm.getelementptr %43[4] : (!llvm.ptr) -> !llvm.ptr, f16
      %231 = llvm.getelementptr %44[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %232 = llvm.getelementptr %43[5] : (!llvm.ptr) -> !llvm.ptr, f16
      %233 = llvm.getelementptr %44[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %234 = llvm.getelementptr %43[6] : (!llvm.ptr) -> !llvm.ptr, f16
      %235 = llvm.getelementptr %44[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %236 = llvm.getelementptr %43[7] : (!llvm.ptr) -> !llvm.ptr, f16
      %237 = llvm.getelementptr %44[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %238 = llvm.getelementptr %43[8] : (!llvm.ptr) -> !llvm.ptr, f16
      %239 = llvm.getelementptr %44[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %240 = llvm.getelementptr %43[9] : (!llvm.ptr) -> !llvm.ptr, f16
      %241 = llvm.getelementptr %44[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %242 = llvm.getelementptr %43[10] : (!llvm.ptr) -> !llvm.ptr, f16
      %243 = llvm.getelementptr %44[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %244 = llvm.getelementptr %43[11] : (!llvm.ptr) -> !llvm.ptr, f16
      %245 = llvm.getelementptr %44[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %246 = llvm.getelementptr %43[12] : (!llvm.ptr) -> !llvm.ptr, f16
      %247 = llvm.getelementptr %44[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %248 = llvm.getelementptr %43[13] : (!llvm.ptr) -> !llvm.ptr, f16
      %249 = llvm.getelementptr %44[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %250 = llvm.getelementptr %43[14] : (!llvm.ptr) -> !llvm.ptr, f16
      %251 = llvm.getelementptr %44[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %252 = llvm.getelementptr %43[15] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb52(%16, %16 : i32, i32)
    ^bb52(%253: i32, %254: i32):  // 2 preds: ^bb51, ^bb56
      %255 = llvm.icmp "slt" %253, %24 : i32
      llvm.cond_br %255, ^bb53, ^bb57
    ^bb53:  // pred: ^bb52
      %256 = llvm.mul %253, %40 : i32
      %257 = llvm.add %206, %256 : i32
      %258 = llvm.getelementptr %207[%257] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %259 = llvm.load %258 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      llvm.store %259, %42 {alignment = 32 : i64} : f32, !llvm.ptr
      %260 = llvm.add %257, %41 : i32
      %261 = llvm.getelementptr %207[%260] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %262 = llvm.load %261 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      llvm.store %262, %208 {alignment = 4 : i64} : f32, !llvm.ptr
      %263 = llvm.add %257, %30 : i32
      %264 = llvm.getelementptr %207[%263] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %265 = llvm.load %264 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      llvm.store %265, %209 {alignment = 8 : i64} : f32, !llvm.ptr
      %266 = llvm.add %257, %26 : i32
      %267 = llvm.getelementptr %207[%266] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %268 = llvm.load %267 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      llvm.store %268, %210 {alignment = 4 : i64} : f32, !llvm.ptr
      %269 = llvm.add %257, %24 : i32
      %270 = llvm.getelementptr %207[%269] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %271 = llvm.load %270 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      llvm.store %271, %211 {alignment = 16 : i64} : f32, !llvm.ptr
      %272 = llvm.add %257, %31 : i32
      %273 = llvm.getelementptr %207[%272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %274 = llvm.load %273 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      llvm.store %274, %212 {alignment = 4 : i64} : f32, !llvm.ptr
      %275 = llvm.add %257, %32 : i32
      %276 = llvm.getelementptr %207[%275] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %277 = llvm.load %276 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      llvm.store %277, %213 {alignment = 8 : i64} : f32, !llvm.ptr
      %278 = llvm.add %257, %33 : i32
      %279 = llvm.getelementptr %207[%278] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %280 = llvm.load %279 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      llvm.store %280, %214 {alignment = 4 : i64} : f32, !llvm.ptr
      %281 = llvm.add %257, %34 : i32
      %282 = llvm.getelementptr %207[%281] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %283 = llvm.load %282 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      llvm.store %283, %215 {alignment = 32 : i64} : f32, !llvm.ptr
      %284 = llvm.add %257, %35 : i32
      %285 = llvm.getelementptr %207[%284] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %286 = llvm.load %285 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      llvm.store %286, %216 {alignment = 4 : i64} : f32, !llvm.ptr
      %287 = llvm.add %257, %36 : i32
      %288 = llvm.getelementptr %207[%287] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %289 = llvm.load %288 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      llvm.store %289, %217 {alignment = 8 : i64} : f32, !llvm.ptr
      %290 = llvm.add %257, %37 : i32
      %291 = llvm.getelementptr %207[%290] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %292 = llvm.load %291 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      llvm.store %292, %218 {alignment = 4 : i64} : f32, !llvm.ptr
      %293 = llvm.add %257, %38 : i32
      %294 = llvm.getelementptr %207[%293] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %295 = llvm.load %294 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      llvm.store %295, %219 {alignment = 16 : i64} : f32, !llvm.ptr
      %296 = llvm.add %257, %28 : i32
      %297 = llvm.getelementptr %207[%296] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %298 = llvm.load %297 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      llvm.store %298, %220 {alignment = 4 : i64} : f32, !llvm.ptr
      %299 = llvm.add %257, %29 : i32
      %300 = llvm.getelementptr %207[%299] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %301 = llvm.load %300 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      llvm.store %301, %221 {alignment = 8 : i64} : f32, !llvm.ptr
      %302 = llvm.add %257, %39 : i32
      %303 = llvm.getelementptr %207[%302] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %304 = llvm.load %303 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      llvm.store %304, %222 {alignment = 4 : i64} : f32, !llvm.ptr
      %305 = llvm.mul %254, %40 overflow<nsw> : i32
      %306 = llvm.add %108, %305 : i32
      %307 = llvm.inttoptr %306 : i32 to !llvm.ptr<6>
      %308 = nvvm.tcgen05.ld %307 {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<16xi32>
      llvm.store %308, %44 : vector<16xi32>, !llvm.ptr
      %309 = llvm.load %44 {alignment = 32 : i64} : !llvm.ptr -> f32
      %310 = llvm.load %42 {alignment = 32 : i64} : !llvm.ptr -> f32
      %311 = llvm.fadd %309, %310 : f32
      %312 = llvm.fptrunc %311 : f32 to f16
      llvm.store %312, %43 {alignment = 32 : i64} : f16, !llvm.ptr
      %313 = llvm.load %223 {alignment = 4 : i64} : !llvm.ptr -> f32
      %314 = llvm.load %208 {alignment = 4 : i64} : !llvm.ptr -> f32
      %315 = llvm.fadd %313, %314 : f32
      %316 = llvm.fptrunc %315 : f32 to f16
      llvm.store %316, %224 {alignment = 2 : i64} : f16, !llvm.ptr
      %317 = llvm.load %225 {alignment = 8 : i64} : !llvm.ptr -> f32
      %318 = llvm.load %209 {alignment = 8 : i64} : !llvm.ptr -> f32
      %319 = llvm.fadd %317, %318 : f32
      %320 = llvm.fptrunc %319 : f32 to f16
      llvm.store %320, %226 {alignment = 4 : i64} : f16, !llvm.ptr
      %321 = llvm.load %227 {alignment = 4 : i64} : !llvm.ptr -> f32
      %322 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr -> f32
      %323 = llvm.fadd %321, %322 : f32
      %324 = llvm.fptrunc %323 : f32 to f16
      llvm.store %324, %228 {alignment = 2 : i64} : f16, !llvm.ptr
      %325 = llvm.load %229 {alignment = 16 : i64} : !llvm.ptr -> f32
      %326 = llvm.load %211 {alignment = 16 : i64} : !llvm.ptr -> f32
      %327 = llvm.fadd %325, %326 : f32
      %328 = llvm.fptrunc %327 : f32 to f16
      llvm.store %328, %230 {alignment = 8 : i64} : f16, !llvm.ptr
      %329 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> f32
      %330 = llvm.load %212 {alignment = 4 : i64} : !llvm.ptr -> f32
      %331 = llvm.fadd %329, %330 : f32
      %332 = llvm.fptrunc %331 : f32 to f16
      llvm.store %332, %232 {alignment = 2 : i64} : f16, !llvm.ptr
      %333 = llvm.load %233 {alignment = 8 : i64} : !llvm.ptr -> f32
      %334 = llvm.load %213 {alignment = 8 : i64} : !llvm.ptr -> f32
      %335 = llvm.fadd %333, %334 : f32
      %336 = llvm.fptrunc %335 : f32 to f16
      llvm.store %336, %234 {alignment = 4 : i64} : f16, !llvm.ptr
      %337 = llvm.load %235 {alignment = 4 : i64} : !llvm.ptr -> f32
      %338 = llvm.load %214 {alignment = 4 : i64} : !llvm.ptr -> f32
      %339 = llvm.fadd %337, %338 : f32
      %340 = llvm.fptrunc %339 : f32 to f16
      llvm.store %340, %236 {alignment = 2 : i64} : f16, !llvm.ptr
      %341 = llvm.load %237 {alignment = 32 : i64} : !llvm.ptr -> f32
      %342 = llvm.load %215 {alignment = 32 : i64} : !llvm.ptr -> f32
      %343 = llvm.fadd %341, %342 : f32
      %344 = llvm.fptrunc %343 : f32 to f16
      llvm.store %344, %238 {alignment = 16 : i64} : f16, !llvm.ptr
      %345 = llvm.load %239 {alignment = 4 : i64} : !llvm.ptr -> f32
      %346 = llvm.load %216 {alignment = 4 : i64} : !llvm.ptr -> f32
      %347 = llvm.fadd %345, %346 : f32
      %348 = llvm.fptrunc %347 : f32 to f16
      llvm.store %348, %240 {alignment = 2 : i64} : f16, !llvm.ptr
      %349 = llvm.load %241 {alignment = 8 : i64} : !llvm.ptr -> f32
      %350 = llvm.load %217 {alignment = 8 : i64} : !llvm.ptr -> f32
      %351 = llvm.fadd %349, %350 : f32
      %352 = llvm.fptrunc %351 : f32 to f16
      llvm.store %352, %242 {alignment = 4 : i64} : f16, !llvm.ptr
      %353 = llvm.load %243 {alignment = 4 : i64} : !llvm.ptr -> f32
      %354 = llvm.load %218 {alignment = 4 : i64} : !llvm.ptr -> f32
      %355 = llvm.fadd %353, %354 : f32
      %356 = llvm.fptrunc %355 : f32 to f16
      llvm.store %356, %244 {alignment = 2 : i64} : f16, !llvm.ptr
      %357 = llvm.load %245 {alignment = 16 : i64} : !llvm.ptr -> f32
      %358 = llvm.load %219 {alignment = 16 : i64} : !llvm.ptr -> f32
      %359 = llvm.fadd %357, %358 : f32
      %360 = llvm.fptrunc %359 : f32 to f16
      llvm.store %360, %246 {alignment = 8 : i64} : f16, !llvm.ptr
      %361 = llvm.load %247 {alignment = 4 : i64} : !llvm.ptr -> f32
      %362 = llvm.load %220 {alignment = 4 : i64} : !llvm.ptr -> f32
      %363 = llvm.fadd %361, %362 : f32
      %364 = llvm.fptrunc %363 : f32 to f16
      llvm.store %364, %248 {alignment = 2 : i64} : f16, !llvm.ptr
      %365 = llvm.load %249 {alignment = 8 : i64} : !llvm.ptr -> f32
      %366 = llvm.load %221 {alignment = 8 : i64} : !llvm.ptr -> f32
      %367 = llvm.fadd %365, %366 : f32
      %368 = llvm.fptrunc %367 : f32 to f16
      llvm.store %368, %250 {alignment = 4 : i64} : f16, !llvm.ptr
      %369 = llvm.load %251 {alignment = 4 : i64} : !llvm.ptr -> f32
      %370 = llvm.load %222 {alignment = 4 : i64} : !llvm.ptr -> f32
      %371 = llvm.fadd %369, %370 : f32
      %372 = llvm.fptrunc %371 : f32 to f16
      llvm.store %372, %252 {alignment = 2 : i64} : f16, !llvm.ptr
      %373 = llvm.getelementptr %113[%305] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.br ^bb54(%16 : i32)
    ^bb54(%374: i32):  // 2 preds: ^bb53, ^bb55
      %375 = llvm.icmp "slt" %374, %30 : i32
      llvm.cond_br %375, ^bb55, ^bb56
    ^bb55:  // pred: ^bb54
      %376 = llvm.mul %374, %34 overflow<nsw> : i32
      %377 = llvm.getelementptr %43[%376] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %378 = llvm.getelementptr %373[%376] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %379 = llvm.load %377 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %379, %378 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      %380 = llvm.add %374, %41 : i32
      llvm.br ^bb54(%380 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb56:  // pred: ^bb54
      %381 = llvm.add %254, %41 : i32
      %382 = llvm.icmp "eq" %381, %24 : i32
      %383 = llvm.select %382, %16, %381 : i1, i32
      %384 = llvm.add %253, %41 : i32
      llvm.br ^bb52(%384, %383 : i32, i32)
    ^bb57:  // pred: ^bb52
      %385 = nvvm.mbarrier.arrive %91, %41 : !llvm.ptr<3> -> i64
      nvvm.barrier id = %41
      llvm.cond_br %82, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %386 = llvm.inttoptr %105 : i32 to !llvm.ptr<6>
      nvvm.tcgen05.dealloc %386, %17 : !llvm.ptr<6>, i32
      llvm.br ^bb59
    ^bb59:  // 2 preds: ^bb57, ^bb58
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_bw_gemm_kernel_TiledMMA_ThrLayoutVMNK11110000_PermutationMNK____MMAAtom_ThrID10_ShapeMNK1286416_TVLayoutA1128161281128_TVLayoutB1641664164_TVLayoutC1128641281128_CopyAtom_T_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_bw_gemm_FakeTensorFloat162562562561_FakeTensorFloat162562561256_FakeTensorFloat162562562561_FakeTensorFloat322561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(17 : i32) : i32
    %1 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %2 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %3 = llvm.mlir.constant(6 : i32) : i32
    %4 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %5 = llvm.mlir.constant(63 : i64) : i64
    %6 = llvm.mlir.constant(127 : i64) : i64
    %7 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %8 = llvm.mlir.constant(1095216660735 : i64) : i64
    %9 = llvm.mlir.constant(137441338130 : i64) : i64
    %10 = llvm.mlir.constant(4 : i32) : i32
    %11 = llvm.mlir.constant(2 : i32) : i32
    %12 = llvm.mlir.constant(1 : i32) : i32
    %13 = llvm.mlir.constant(128 : i32) : i32
    %14 = llvm.mlir.constant(73856 : i64) : i64
    %15 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %16 = llvm.mlir.constant(16 : i64) : i64
    %17 = llvm.mlir.constant(4 : i64) : i64
    %18 = llvm.mlir.constant(0 : i64) : i64
    %19 = llvm.mlir.constant(16 : i32) : i32
    %20 = llvm.mlir.constant(false) : i1
    %21 = llvm.mlir.constant(0 : i32) : i32
    %22 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %23 = llvm.mlir.poison : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %24 = llvm.insertvalue %20, %23[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
    %25 = llvm.insertvalue %20, %24[1] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
    %26 = llvm.insertvalue %20, %25[2] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
    %27 = llvm.insertvalue %22, %26[3] : !llvm.struct<(i1, i1, i1, vector<4xi32>)> 
    %28 = llvm.alloca %19 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %29 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %30 = llvm.ptrtoint %29 : !llvm.ptr<1> to i64
    %31 = llvm.getelementptr %28[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %31 : i64, !llvm.ptr
    %32 = llvm.getelementptr %28[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %32 : i64, !llvm.ptr
    %33 = llvm.getelementptr %28[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %33 : i64, !llvm.ptr
    %34 = llvm.getelementptr %28[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %34 : i64, !llvm.ptr
    %35 = llvm.getelementptr %28[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %35 : i64, !llvm.ptr
    %36 = llvm.getelementptr %28[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %36 : i64, !llvm.ptr
    %37 = llvm.getelementptr %28[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %37 : i64, !llvm.ptr
    %38 = llvm.getelementptr %28[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %38 : i64, !llvm.ptr
    %39 = llvm.udiv %30, %16 : i64
    %40 = llvm.and %39, %15 : i64
    %41 = llvm.shl %40, %17 : i64
    llvm.store %41, %31 : i64, !llvm.ptr
    llvm.store %9, %32 : i64, !llvm.ptr
    llvm.store %18, %33 : i64, !llvm.ptr
    llvm.store %18, %34 : i64, !llvm.ptr
    llvm.store %8, %35 : i64, !llvm.ptr
    llvm.store %18, %36 : i64, !llvm.ptr
    llvm.store %7, %37 : i64, !llvm.ptr
    llvm.store %6, %38 : i64, !llvm.ptr
    %42 = llvm.ptrtoint %28 : !llvm.ptr to i64
    %43 = llvm.inttoptr %42 : i64 to !llvm.ptr
    %44 = llvm.load %43 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %45 = llvm.insertvalue %44, %4[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %46 = llvm.alloca %19 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %47 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %48 = llvm.ptrtoint %47 : !llvm.ptr<1> to i64
    %49 = llvm.getelementptr %46[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %46[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %46[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %51 : i64, !llvm.ptr
    %52 = llvm.getelementptr %46[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %52 : i64, !llvm.ptr
    %53 = llvm.getelementptr %46[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %53 : i64, !llvm.ptr
    %54 = llvm.getelementptr %46[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %54 : i64, !llvm.ptr
    %55 = llvm.getelementptr %46[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %55 : i64, !llvm.ptr
    %56 = llvm.getelementptr %46[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %56 : i64, !llvm.ptr
    %57 = llvm.udiv %48, %16 : i64
    %58 = llvm.and %57, %15 : i64
    %59 = llvm.shl %58, %17 : i64
    llvm.store %59, %49 : i64, !llvm.ptr
    llvm.store %9, %50 : i64, !llvm.ptr
    llvm.store %18, %51 : i64, !llvm.ptr
    llvm.store %18, %52 : i64, !llvm.ptr
    llvm.store %8, %53 : i64, !llvm.ptr
    llvm.store %18, %54 : i64, !llvm.ptr
    llvm.store %7, %55 : i64, !llvm.ptr
    llvm.store %5, %56 : i64, !llvm.ptr
    %60 = llvm.ptrtoint %46 : !llvm.ptr to i64
    %61 = llvm.inttoptr %60 : i64 to !llvm.ptr
    %62 = llvm.load %61 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %63 = llvm.insertvalue %62, %4[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %64 = llvm.inttoptr %18 : i64 to !llvm.ptr
    %65 = llvm.alloca %12 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %66 = llvm.alloca %12 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %67 = llvm.getelementptr %65[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %66, %67 : !llvm.ptr, !llvm.ptr
    %68 = llvm.getelementptr %65[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %68 : i32, !llvm.ptr
    %69 = llvm.getelementptr %65[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %69 : i32, !llvm.ptr
    %70 = llvm.getelementptr %65[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %70 : i32, !llvm.ptr
    %71 = llvm.getelementptr %65[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %71 : i64, !llvm.ptr
    %72 = llvm.getelementptr %65[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %72 : i32, !llvm.ptr
    %73 = llvm.getelementptr %65[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %73 : i32, !llvm.ptr
    %74 = llvm.getelementptr %65[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %74 : i32, !llvm.ptr
    %75 = llvm.getelementptr %65[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %21, %75 : i32, !llvm.ptr
    %76 = llvm.getelementptr %65[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %64, %76 : !llvm.ptr, !llvm.ptr
    %77 = llvm.alloca %12 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %78 = builtin.unrealized_conversion_cast %77 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %79 = llvm.getelementptr %77[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %65, %79 : !llvm.ptr, !llvm.ptr
    %80 = llvm.load %79 : !llvm.ptr -> !llvm.ptr
    %81 = llvm.getelementptr %80[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %82 = llvm.load %81 : !llvm.ptr -> i32
    %83 = llvm.getelementptr %80[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %84 = llvm.load %83 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%21 : i32)
  ^bb1(%85: i32):  // 2 preds: ^bb3, ^bb5
    %86 = llvm.getelementptr %84[%85] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %87 = llvm.getelementptr %86[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %3, %87 : i32, !llvm.ptr
    %88 = llvm.getelementptr %86[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %21, %88 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %89 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %90 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %91 = llvm.call @printf(%90, %89) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %92 = llvm.add %82, %12 : i32
    llvm.store %92, %81 : i32, !llvm.ptr
    llvm.br ^bb1(%82 : i32)
  ^bb4:  // pred: ^bb7
    %93 = llvm.icmp "uge" %82, %0 : i32
    llvm.cond_br %93, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%99 : i32)
  ^bb6:  // pred: ^bb7
    %94 = llvm.getelementptr %84[%99] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %95 = llvm.getelementptr %94[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %96 = llvm.load %95 : !llvm.ptr -> i32
    %97 = llvm.icmp "eq" %96, %3 : i32
    %98 = llvm.add %99, %12 : i32
    llvm.cond_br %97, ^bb5, ^bb7(%98 : i32)
  ^bb7(%99: i32):  // 2 preds: ^bb0, ^bb6
    %100 = llvm.icmp "uge" %99, %82 : i32
    llvm.cond_br %100, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %101 = llvm.load %79 : !llvm.ptr -> !llvm.ptr
    %102 = llvm.getelementptr %101[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %103 = llvm.load %102 : !llvm.ptr -> i32
    %104 = llvm.getelementptr %101[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %105 = llvm.load %104 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%21 : i32)
  ^bb9(%106: i32):  // 2 preds: ^bb11, ^bb13
    %107 = llvm.getelementptr %105[%106] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %108 = llvm.getelementptr %107[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %11, %108 : i32, !llvm.ptr
    %109 = llvm.getelementptr %107[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %21, %109 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %110 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %111 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %112 = llvm.call @printf(%111, %110) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %113 = llvm.add %103, %12 : i32
    llvm.store %113, %102 : i32, !llvm.ptr
    llvm.br ^bb9(%103 : i32)
  ^bb12:  // pred: ^bb15
    %114 = llvm.icmp "uge" %103, %0 : i32
    llvm.cond_br %114, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%120 : i32)
  ^bb14:  // pred: ^bb15
    %115 = llvm.getelementptr %105[%120] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %116 = llvm.getelementptr %115[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %117 = llvm.load %116 : !llvm.ptr -> i32
    %118 = llvm.icmp "eq" %117, %11 : i32
    %119 = llvm.add %120, %12 : i32
    llvm.cond_br %118, ^bb13, ^bb15(%119 : i32)
  ^bb15(%120: i32):  // 2 preds: ^bb8, ^bb14
    %121 = llvm.icmp "uge" %120, %103 : i32
    llvm.cond_br %121, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %122 = "cuda.launch_ex"(%78, %27, %45, %63, %arg2, %arg3) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_bw_gemm_kernel_TiledMMA_ThrLayoutVMNK11110000_PermutationMNK____MMAAtom_ThrID10_ShapeMNK1286416_TVLayoutA1128161281128_TVLayoutB1641664164_TVLayoutC1128641281128_CopyAtom_T_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(i1, i1, i1, vector<4xi32>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %123 = builtin.unrealized_conversion_cast %122 : !cuda.result to i32
    "cuda.return_if_error"(%123) : (i32) -> ()
    llvm.return %21 : i32
  }
  llvm.func @_mlir_ciface_cutlass_bw_gemm_FakeTensorFloat162562562561_FakeTensorFloat162562561256_FakeTensorFloat162562562561_FakeTensorFloat322561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_bw_gemm_FakeTensorFloat162562562561_FakeTensorFloat162562561256_FakeTensorFloat162562562561_FakeTensorFloat322561(%arg0, %arg1, %arg2, %arg3) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
