module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_100a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_umma_2cta_kernel_TiledMMA_ThrLayoutVMNK21111000_PermutationMNK____MMAAtom_ThrID21_ShapeMNK2566416_TVLayoutA2128161281256_TVLayoutB2321632164_TVLayoutC2128641281256_CopyAtom_0(%arg0: !llvm.struct<(i1, i1, i1, vector<8xi32>)>, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_cluster_dim = array<i64: 2, 1, 1>, exact_grid_dim = array<i64: 4, 2, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
      %15 = llvm.mlir.constant(16 : i64) : i64
      %16 = llvm.mlir.constant(15 : i64) : i64
      %17 = llvm.mlir.constant(14 : i64) : i64
      %18 = llvm.mlir.constant(13 : i64) : i64
      %19 = llvm.mlir.constant(12 : i64) : i64
      %20 = llvm.mlir.constant(11 : i64) : i64
      %21 = llvm.mlir.constant(10 : i64) : i64
      %22 = llvm.mlir.constant(9 : i64) : i64
      %23 = llvm.mlir.constant(7 : i64) : i64
      %24 = llvm.mlir.constant(6 : i64) : i64
      %25 = llvm.mlir.constant(5 : i64) : i64
      %26 = llvm.mlir.constant(3 : i64) : i64
      %27 = llvm.mlir.constant(2 : i64) : i64
      %28 = llvm.mlir.constant(1 : i64) : i64
      %29 = llvm.mlir.undef : vector<16xi32>
      %30 = llvm.mlir.zero : i64
      %31 = llvm.mlir.constant(8 : i32) : i32
      %32 = llvm.mlir.constant(6 : i32) : i32
      %33 = llvm.mlir.constant(2048 : i32) : i32
      %34 = llvm.mlir.constant(-16777217 : i32) : i32
      %35 = llvm.mlir.constant(8192 : i32) : i32
      %36 = llvm.mlir.constant(32768 : i32) : i32
      %37 = llvm.mlir.constant(256 : i32) : i32
      %38 = llvm.mlir.constant(0 : i8) : i8
      %39 = llvm.mlir.constant(2 : i8) : i8
      %40 = llvm.mlir.constant(1024 : i32) : i32
      %41 = llvm.mlir.constant(4 : i64) : i64
      %42 = llvm.mlir.constant(8 : i64) : i64
      %43 = llvm.mlir.constant(1024 : i64) : i64
      %44 = llvm.mlir.constant(31 : i32) : i32
      %45 = llvm.mlir.constant(-1 : i32) : i32
      %46 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %47 = llvm.mlir.constant(2 : i32) : i32
      %48 = llvm.mlir.constant(0 : i32) : i32
      %49 = llvm.mlir.constant(128 : i32) : i32
      %50 = llvm.mlir.constant(16384 : i32) : i32
      %51 = llvm.mlir.constant(64 : i32) : i32
      %52 = llvm.mlir.constant(2097152 : i32) : i32
      %53 = llvm.mlir.constant(4096 : i32) : i32
      %54 = llvm.mlir.constant(false) : i1
      %55 = llvm.mlir.constant(4 : i32) : i32
      %56 = llvm.mlir.constant(true) : i1
      %57 = llvm.mlir.constant(10000000 : i32) : i32
      %58 = llvm.mlir.constant(40960 : i32) : i32
      %59 = llvm.mlir.constant(3 : i32) : i32
      %60 = llvm.mlir.constant(269484048 : i32) : i32
      %61 = llvm.mlir.constant(13 : i32) : i32
      %62 = llvm.mlir.constant(14 : i32) : i32
      %63 = llvm.mlir.constant(3 : i16) : i16
      %64 = llvm.mlir.constant(32 : i32) : i32
      %65 = llvm.mlir.constant(1 : i32) : i32
      %66 = llvm.alloca %64 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %67 = llvm.alloca %64 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %68 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %69 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %70 = llvm.ptrtoint %46 : !llvm.ptr<3> to i32
      %71 = nvvm.shfl.sync idx %45, %70, %48, %44 : i32 -> i32
      %72 = llvm.zext %71 : i32 to i64
      %73 = llvm.inttoptr %72 : i64 to !llvm.ptr<3>
      llvm.intr.assume %56 ["align"(%73, %43 : !llvm.ptr<3>, i64)] : i1
      %74 = llvm.ptrtoint %73 : !llvm.ptr<3> to i64
      %75 = llvm.inttoptr %74 : i64 to !llvm.ptr<3>
      llvm.intr.assume %56 ["align"(%75, %42 : !llvm.ptr<3>, i64)] : i1
      %76 = llvm.getelementptr %73[48] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %77 = llvm.ptrtoint %76 : !llvm.ptr<3> to i64
      %78 = llvm.inttoptr %77 : i64 to !llvm.ptr<3>
      llvm.intr.assume %56 ["align"(%78, %42 : !llvm.ptr<3>, i64)] : i1
      %79 = llvm.getelementptr %73[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %80 = llvm.ptrtoint %79 : !llvm.ptr<3> to i64
      %81 = llvm.inttoptr %80 : i64 to !llvm.ptr<3>
      llvm.intr.assume %56 ["align"(%81, %42 : !llvm.ptr<3>, i64)] : i1
      %82 = llvm.getelementptr %73[72] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %83 = llvm.ptrtoint %82 : !llvm.ptr<3> to i64
      %84 = llvm.inttoptr %83 : i64 to !llvm.ptr<3>
      llvm.intr.assume %56 ["align"(%84, %41 : !llvm.ptr<3>, i64)] : i1
      %85 = llvm.getelementptr %73[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %86 = llvm.getelementptr %73[50176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %87 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %88 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %89 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %90 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %91 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %92 = llvm.mul %88, %90 : i32
      %93 = llvm.add %87, %92 : i32
      %94 = llvm.mul %89, %90 : i32
      %95 = llvm.mul %94, %91 : i32
      %96 = llvm.add %93, %95 : i32
      %97 = llvm.sdiv %96, %64 : i32
      %98 = llvm.mul %97, %64 : i32
      %99 = llvm.icmp "ne" %96, %98 : i32
      %100 = llvm.icmp "slt" %96, %48 : i32
      %101 = llvm.and %99, %100 : i1
      %102 = llvm.add %97, %45 : i32
      %103 = llvm.select %101, %102, %97 : i1, i32
      %104 = nvvm.shfl.sync idx %45, %103, %48, %44 : i32 -> i32
      %105 = nvvm.shfl.sync idx %45, %104, %48, %44 : i32 -> i32
      %106 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %107 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %108 = llvm.srem %106, %47 : i32
      %109 = llvm.icmp "eq" %108, %48 : i32
      %110 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %111 = nvvm.shfl.sync idx %45, %110, %48, %44 : i32 -> i32
      %112 = llvm.sdiv %106, %47 : i32
      %113 = llvm.mul %112, %47 : i32
      %114 = llvm.icmp "ne" %106, %113 : i32
      %115 = llvm.icmp "slt" %106, %48 : i32
      %116 = llvm.and %114, %115 : i1
      %117 = llvm.add %112, %45 : i32
      %118 = llvm.select %116, %117, %112 : i1, i32
      %119 = llvm.icmp "eq" %105, %48 : i32
      llvm.cond_br %119, ^bb1, ^bb4
    ^bb1:  // pred: ^bb0
      %120 = nvvm.elect.sync -> i1
      llvm.cond_br %120, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      nvvm.mbarrier.init %75, %65 : !llvm.ptr<3>, i32
      %121 = llvm.getelementptr %75[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %121, %65 : !llvm.ptr<3>, i32
      %122 = llvm.getelementptr %75[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %122, %65 : !llvm.ptr<3>, i32
      llvm.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb0, ^bb3
      %123 = llvm.getelementptr %75[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %119, ^bb5, ^bb8
    ^bb5:  // pred: ^bb4
      %124 = nvvm.elect.sync -> i1
      llvm.cond_br %124, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      nvvm.mbarrier.init %123, %65 : !llvm.ptr<3>, i32
      %125 = llvm.getelementptr %75[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %125, %65 : !llvm.ptr<3>, i32
      %126 = llvm.getelementptr %75[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %126, %65 : !llvm.ptr<3>, i32
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb4, ^bb7
      %127 = llvm.srem %111, %47 : i32
      %128 = llvm.srem %127, %47 : i32
      %129 = llvm.shl %65, %128 : i32
      %130 = llvm.trunc %129 : i32 to i16
      %131 = llvm.xor %128, %65 : i32
      %132 = llvm.shl %65, %131 : i32
      %133 = llvm.trunc %132 : i32 to i16
      %134 = llvm.or %130, %130 : i16
      %135 = llvm.or %134, %133 : i16
      %136 = llvm.or %135, %133 : i16
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      llvm.cond_br %119, ^bb9, ^bb12
    ^bb9:  // pred: ^bb8
      %137 = nvvm.elect.sync -> i1
      llvm.cond_br %137, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      nvvm.mbarrier.init %78, %65 : !llvm.ptr<3>, i32
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb8, ^bb11
      %138 = llvm.getelementptr %78[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %119, ^bb13, ^bb16
    ^bb13:  // pred: ^bb12
      %139 = nvvm.elect.sync -> i1
      llvm.cond_br %139, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      nvvm.mbarrier.init %138, %49 : !llvm.ptr<3>, i32
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb12, ^bb15
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      llvm.cond_br %119, ^bb17, ^bb20
    ^bb17:  // pred: ^bb16
      %140 = nvvm.elect.sync -> i1
      llvm.cond_br %140, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      nvvm.mbarrier.init %81, %64 : !llvm.ptr<3>, i32
      llvm.br ^bb19
    ^bb19:  // 2 preds: ^bb17, ^bb18
      llvm.br ^bb20
    ^bb20:  // 2 preds: ^bb16, ^bb19
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      %141 = llvm.extractvalue %arg3[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %142 = nvvm.shfl.sync idx %45, %108, %48, %44 : i32 -> i32
      %143 = llvm.srem %142, %47 : i32
      %144 = llvm.mul %143, %49 overflow<nsw> : i32
      %145 = llvm.mul %143, %64 overflow<nsw> : i32
      %146 = llvm.mul %143, %50 overflow<nsw> : i32
      %147 = llvm.getelementptr %141[%146] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %148 = llvm.ptrtoint %85 : !llvm.ptr<3> to i32
      %149 = llvm.lshr %148, %55 : i32
      %150 = nvvm.tcgen05.mma_smem_desc(%149, %65, %51, %38, %54, %39) : (i32, i32, i32, i8, i1, i8) -> i64
      %151 = llvm.ptrtoint %86 : !llvm.ptr<3> to i32
      %152 = llvm.lshr %151, %55 : i32
      %153 = nvvm.tcgen05.mma_smem_desc(%152, %65, %51, %38, %54, %39) : (i32, i32, i32, i8, i1, i8) -> i64
      nvvm.cluster.wait
      llvm.cond_br %119, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      nvvm.tcgen05.alloc %84, %51 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb20, ^bb21
      nvvm.barrier
      %154 = llvm.load %84 : !llvm.ptr<3> -> i32
      %155 = llvm.sdiv %87, %64 : i32
      %156 = llvm.mul %155, %52 overflow<nsw> : i32
      %157 = llvm.add %154, %156 : i32
      %158 = llvm.srem %87, %64 : i32
      %159 = llvm.mul %158, %49 overflow<nsw> : i32
      %160 = llvm.mul %155, %53 overflow<nsw> : i32
      %161 = llvm.add %159, %160 overflow<nsw> : i32
      %162 = llvm.getelementptr %147[%161] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %163 = llvm.mul %118, %37 overflow<nsw> : i32
      %164 = llvm.add %144, %163 overflow<nsw> : i32
      %165 = llvm.mul %107, %51 overflow<nsw> : i32
      %166 = llvm.add %145, %165 overflow<nsw> : i32
      %167 = llvm.mul %118, %36 overflow<nsw> : i32
      %168 = llvm.add %167, %165 overflow<nsw> : i32
      %169 = llvm.getelementptr %162[%168] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %170 = llvm.insertvalue %54, %arg0[0] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      llvm.cond_br %119, ^bb23, ^bb61
    ^bb23:  // pred: ^bb22
      llvm.br ^bb24(%48, %48, %48, %65, %170, %48, %48 : i32, i32, i32, i32, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, i32, i32)
    ^bb24(%171: i32, %172: i32, %173: i32, %174: i32, %175: !llvm.struct<(i1, i1, i1, vector<8xi32>)>, %176: i32, %177: i32):  // 2 preds: ^bb23, ^bb55
      %178 = llvm.icmp "slt" %171, %55 : i32
      llvm.cond_br %178, ^bb25, ^bb56
    ^bb25:  // pred: ^bb24
      %179 = llvm.getelementptr %123[%173] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %179, %174, %57 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.cond_br %109, ^bb26, ^bb29
    ^bb26:  // pred: ^bb25
      %180 = nvvm.elect.sync -> i1
      llvm.cond_br %180, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %181 = llvm.getelementptr %75[%173] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %182 = nvvm.mbarrier.arrive.expect_tx %181, %58 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb28
    ^bb28:  // 2 preds: ^bb26, ^bb27
      llvm.br ^bb29
    ^bb29:  // 2 preds: ^bb25, ^bb28
      %183 = llvm.mul %172, %51 overflow<nsw> : i32
      %184 = llvm.mul %173, %35 overflow<nsw> : i32
      %185 = llvm.getelementptr %85[%184] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %186 = llvm.getelementptr %75[%173] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %187 = llvm.ptrtoint %186 : !llvm.ptr<3> to i32
      %188 = llvm.and %187, %34 : i32
      %189 = llvm.inttoptr %188 : i32 to !llvm.ptr<3>
      %190 = nvvm.elect.sync -> i1
      llvm.cond_br %190, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %191 = llvm.addrspacecast %185 : !llvm.ptr<3> to !llvm.ptr<7>
      nvvm.cp.async.bulk.tensor.shared.cluster.global %191, %68, %189, box[%183, %164] l2_cache_hint = %30 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr
      llvm.br ^bb31
    ^bb31:  // 2 preds: ^bb29, ^bb30
      %192 = llvm.mul %173, %33 overflow<nsw> : i32
      %193 = llvm.getelementptr %86[%192] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %194 = nvvm.elect.sync -> i1
      llvm.cond_br %194, ^bb32, ^bb33
    ^bb32:  // pred: ^bb31
      %195 = llvm.addrspacecast %193 : !llvm.ptr<3> to !llvm.ptr<7>
      nvvm.cp.async.bulk.tensor.shared.cluster.global %195, %69, %189, box[%183, %166] l2_cache_hint = %30 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr
      llvm.br ^bb33
    ^bb33:  // 2 preds: ^bb31, ^bb32
      %196 = llvm.add %173, %65 : i32
      %197 = llvm.add %172, %65 : i32
      %198 = llvm.icmp "eq" %196, %59 : i32
      %199 = llvm.select %198, %48, %196 : i1, i32
      llvm.cond_br %198, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %200 = llvm.xor %174, %65 : i32
      llvm.br ^bb36(%200 : i32)
    ^bb35:  // pred: ^bb33
      llvm.br ^bb36(%174 : i32)
    ^bb36(%201: i32):  // 2 preds: ^bb34, ^bb35
      llvm.br ^bb37
    ^bb37:  // pred: ^bb36
      llvm.cond_br %109, ^bb38, ^bb49
    ^bb38:  // pred: ^bb37
      %202 = llvm.getelementptr %75[%176] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %202, %177, %57 : (!llvm.ptr<3>, i32, i32) -> ()
      %203 = llvm.mul %176, %40 overflow<nsw> : i32
      %204 = llvm.bitcast %150 : i64 to vector<2xi32>
      %205 = llvm.extractelement %204[%30 : i64] : vector<2xi32>
      %206 = llvm.add %205, %203 : i32
      %207 = llvm.insertelement %206, %204[%30 : i64] : vector<2xi32>
      %208 = llvm.bitcast %207 : vector<2xi32> to i64
      %209 = llvm.mul %176, %37 overflow<nsw> : i32
      %210 = llvm.bitcast %153 : i64 to vector<2xi32>
      %211 = llvm.extractelement %210[%30 : i64] : vector<2xi32>
      %212 = llvm.add %211, %209 : i32
      %213 = llvm.insertelement %212, %210[%30 : i64] : vector<2xi32>
      %214 = llvm.bitcast %213 : vector<2xi32> to i64
      %215 = llvm.extractvalue %175[1] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %216 = llvm.extractvalue %175[2] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %217 = llvm.extractvalue %175[0] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %218 = llvm.zext %215 : i1 to i32
      %219 = llvm.zext %216 : i1 to i32
      %220 = llvm.shl %218, %61 : i32
      %221 = llvm.shl %219, %62 : i32
      %222 = llvm.or %220, %60 : i32
      %223 = llvm.or %222, %221 : i32
      %224 = llvm.extractvalue %175[3] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %225 = llvm.inttoptr %154 : i32 to !llvm.ptr<6>
      %226 = nvvm.elect.sync -> i1
      llvm.cond_br %226, ^bb39, ^bb40
    ^bb39:  // pred: ^bb38
      nvvm.tcgen05.mma %225, %208, %214, %223, %217 mask = %224 {ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>)
      llvm.br ^bb40
    ^bb40:  // 2 preds: ^bb38, ^bb39
      %227 = llvm.insertvalue %56, %175[0] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %228 = llvm.add %203, %47 overflow<nsw> : i32
      %229 = llvm.add %205, %228 : i32
      %230 = llvm.insertelement %229, %204[%30 : i64] : vector<2xi32>
      %231 = llvm.bitcast %230 : vector<2xi32> to i64
      %232 = llvm.add %209, %47 overflow<nsw> : i32
      %233 = llvm.add %211, %232 : i32
      %234 = llvm.insertelement %233, %210[%30 : i64] : vector<2xi32>
      %235 = llvm.bitcast %234 : vector<2xi32> to i64
      %236 = nvvm.elect.sync -> i1
      llvm.cond_br %236, ^bb41, ^bb42
    ^bb41:  // pred: ^bb40
      nvvm.tcgen05.mma %225, %231, %235, %223, %56 mask = %224 {ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>)
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      %237 = llvm.insertvalue %56, %227[0] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %238 = llvm.add %203, %55 overflow<nsw> : i32
      %239 = llvm.add %205, %238 : i32
      %240 = llvm.insertelement %239, %204[%30 : i64] : vector<2xi32>
      %241 = llvm.bitcast %240 : vector<2xi32> to i64
      %242 = llvm.add %209, %55 overflow<nsw> : i32
      %243 = llvm.add %211, %242 : i32
      %244 = llvm.insertelement %243, %210[%30 : i64] : vector<2xi32>
      %245 = llvm.bitcast %244 : vector<2xi32> to i64
      %246 = nvvm.elect.sync -> i1
      llvm.cond_br %246, ^bb43, ^bb44
    ^bb43:  // pred: ^bb42
      nvvm.tcgen05.mma %225, %241, %245, %223, %56 mask = %224 {ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>)
      llvm.br ^bb44
    ^bb44:  // 2 preds: ^bb42, ^bb43
      %247 = llvm.insertvalue %56, %237[0] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %248 = llvm.add %203, %32 overflow<nsw> : i32
      %249 = llvm.add %205, %248 : i32
      %250 = llvm.insertelement %249, %204[%30 : i64] : vector<2xi32>
      %251 = llvm.bitcast %250 : vector<2xi32> to i64
      %252 = llvm.add %209, %32 overflow<nsw> : i32
      %253 = llvm.add %211, %252 : i32
      %254 = llvm.insertelement %253, %210[%30 : i64] : vector<2xi32>
      %255 = llvm.bitcast %254 : vector<2xi32> to i64
      %256 = nvvm.elect.sync -> i1
      llvm.cond_br %256, ^bb45, ^bb46
    ^bb45:  // pred: ^bb44
      nvvm.tcgen05.mma %225, %251, %255, %223, %56 mask = %224 {ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>)
      llvm.br ^bb46
    ^bb46:  // 2 preds: ^bb44, ^bb45
      %257 = llvm.insertvalue %56, %247[0] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
      %258 = nvvm.elect.sync -> i1
      llvm.cond_br %258, ^bb47, ^bb48
    ^bb47:  // pred: ^bb46
      %259 = llvm.getelementptr %123[%176] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.tcgen05.commit %259, multicast_mask = %136 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i16
      llvm.br ^bb48
    ^bb48:  // 2 preds: ^bb46, ^bb47
      llvm.br ^bb50(%257 : !llvm.struct<(i1, i1, i1, vector<8xi32>)>)
    ^bb49:  // pred: ^bb37
      llvm.br ^bb50(%175 : !llvm.struct<(i1, i1, i1, vector<8xi32>)>)
    ^bb50(%260: !llvm.struct<(i1, i1, i1, vector<8xi32>)>):  // 2 preds: ^bb48, ^bb49
      llvm.br ^bb51
    ^bb51:  // pred: ^bb50
      %261 = llvm.add %176, %65 : i32
      %262 = llvm.icmp "eq" %261, %59 : i32
      %263 = llvm.select %262, %48, %261 : i1, i32
      llvm.cond_br %262, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      %264 = llvm.xor %177, %65 : i32
      llvm.br ^bb54(%264 : i32)
    ^bb53:  // pred: ^bb51
      llvm.br ^bb54(%177 : i32)
    ^bb54(%265: i32):  // 2 preds: ^bb52, ^bb53
      llvm.br ^bb55
    ^bb55:  // pred: ^bb54
      %266 = llvm.add %171, %65 : i32
      llvm.br ^bb24(%266, %197, %199, %201, %260, %263, %265 : i32, i32, i32, i32, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, i32, i32)
    ^bb56:  // pred: ^bb24
      llvm.cond_br %109, ^bb57, ^bb60
    ^bb57:  // pred: ^bb56
      %267 = nvvm.elect.sync -> i1
      llvm.cond_br %267, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      nvvm.tcgen05.commit %78, multicast_mask = %63 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i16
      llvm.br ^bb59
    ^bb59:  // 2 preds: ^bb57, ^bb58
      llvm.br ^bb60
    ^bb60:  // 2 preds: ^bb56, ^bb59
      llvm.br ^bb61
    ^bb61:  // 2 preds: ^bb22, ^bb60
      llvm.cond_br %119, ^bb62, ^bb63
    ^bb62:  // pred: ^bb61
      nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
      llvm.br ^bb63
    ^bb63:  // 2 preds: ^bb61, ^bb62
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %78, %48, %57 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb64(%48 : i32)
    ^bb64(%268: i32):  // 2 preds: ^bb63, ^bb68
      %269 = llvm.icmp "slt" %268, %47 : i32
      llvm.cond_br %269, ^bb65, ^bb69
    ^bb65:  // pred: ^bb64
      %270 = llvm.mul %268, %64 overflow<nsw> : i32
      %271 = llvm.add %157, %270 : i32
      %272 = llvm.inttoptr %271 : i32 to !llvm.ptr<6>
      %273 = nvvm.tcgen05.ld %272 {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<32xi32>
      llvm.store %273, %67 : vector<32xi32>, !llvm.ptr
      %274 = llvm.load %67 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %275 = llvm.bitcast %274 : vector<32xf32> to vector<32xi32>
      %276 = llvm.extractelement %275[%30 : i64] : vector<32xi32>
      %277 = llvm.extractelement %275[%28 : i64] : vector<32xi32>
      %278 = llvm.bitcast %276 : i32 to f32
      %279 = llvm.bitcast %277 : i32 to f32
      %280 = nvvm.convert.f32x2.to.f16x2 %279, %278 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %281 = llvm.bitcast %280 : vector<2xf16> to i32
      %282 = llvm.insertelement %281, %29[%30 : i64] : vector<16xi32>
      %283 = llvm.extractelement %275[%27 : i64] : vector<32xi32>
      %284 = llvm.extractelement %275[%26 : i64] : vector<32xi32>
      %285 = llvm.bitcast %283 : i32 to f32
      %286 = llvm.bitcast %284 : i32 to f32
      %287 = nvvm.convert.f32x2.to.f16x2 %286, %285 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %288 = llvm.bitcast %287 : vector<2xf16> to i32
      %289 = llvm.insertelement %288, %282[%28 : i64] : vector<16xi32>
      %290 = llvm.extractelement %275[%41 : i64] : vector<32xi32>
      %291 = llvm.extractelement %275[%25 : i64] : vector<32xi32>
      %292 = llvm.bitcast %290 : i32 to f32
      %293 = llvm.bitcast %291 : i32 to f32
      %294 = nvvm.convert.f32x2.to.f16x2 %293, %292 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %295 = llvm.bitcast %294 : vector<2xf16> to i32
      %296 = llvm.insertelement %295, %289[%27 : i64] : vector<16xi32>
      %297 = llvm.extractelement %275[%24 : i64] : vector<32xi32>
      %298 = llvm.extractelement %275[%23 : i64] : vector<32xi32>
      %299 = llvm.bitcast %297 : i32 to f32
      %300 = llvm.bitcast %298 : i32 to f32
      %301 = nvvm.convert.f32x2.to.f16x2 %300, %299 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %302 = llvm.bitcast %301 : vector<2xf16> to i32
      %303 = llvm.insertelement %302, %296[%26 : i64] : vector<16xi32>
      %304 = llvm.extractelement %275[%42 : i64] : vector<32xi32>
      %305 = llvm.extractelement %275[%22 : i64] : vector<32xi32>
      %306 = llvm.bitcast %304 : i32 to f32
      %307 = llvm.bitcast %305 : i32 to f32
      %308 = nvvm.convert.f32x2.to.f16x2 %307, %306 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %309 = llvm.bitcast %308 : vector<2xf16> to i32
      %310 = llvm.insertelement %309, %303[%41 : i64] : vector<16xi32>
      %311 = llvm.extractelement %275[%21 : i64] : vector<32xi32>
      %312 = llvm.extractelement %275[%20 : i64] : vector<32xi32>
      %313 = llvm.bitcast %311 : i32 to f32
      %314 = llvm.bitcast %312 : i32 to f32
      %315 = nvvm.convert.f32x2.to.f16x2 %314, %313 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %316 = llvm.bitcast %315 : vector<2xf16> to i32
      %317 = llvm.insertelement %316, %310[%25 : i64] : vector<16xi32>
      %318 = llvm.extractelement %275[%19 : i64] : vector<32xi32>
      %319 = llvm.extractelement %275[%18 : i64] : vector<32xi32>
      %320 = llvm.bitcast %318 : i32 to f32
      %321 = llvm.bitcast %319 : i32 to f32
      %322 = nvvm.convert.f32x2.to.f16x2 %321, %320 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %323 = llvm.bitcast %322 : vector<2xf16> to i32
      %324 = llvm.insertelement %323, %317[%24 : i64] : vector<16xi32>
      %325 = llvm.extractelement %275[%17 : i64] : vector<32xi32>
      %326 = llvm.extractelement %275[%16 : i64] : vector<32xi32>
      %327 = llvm.bitcast %325 : i32 to f32
      %328 = llvm.bitcast %326 : i32 to f32
      %329 = nvvm.convert.f32x2.to.f16x2 %328, %327 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %330 = llvm.bitcast %329 : vector<2xf16> to i32
      %331 = llvm.insertelement %330, %324[%23 : i64] : vector<16xi32>
      %332 = llvm.extractelement %275[%15 : i64] : vector<32xi32>
      %333 = llvm.extractelement %275[%14 : i64] : vector<32xi32>
      %334 = llvm.bitcast %332 : i32 to f32
      %335 = llvm.bitcast %333 : i32 to f32
      %336 = nvvm.convert.f32x2.to.f16x2 %335, %334 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %337 = llvm.bitcast %336 : vector<2xf16> to i32
      %338 = llvm.insertelement %337, %331[%42 : i64] : vector<16xi32>
      %339 = llvm.extractelement %275[%13 : i64] : vector<32xi32>
      %340 = llvm.extractelement %275[%12 : i64] : vector<32xi32>
      %341 = llvm.bitcast %339 : i32 to f32
      %342 = llvm.bitcast %340 : i32 to f32
      %343 = nvvm.convert.f32x2.to.f16x2 %342, %341 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %344 = llvm.bitcast %343 : vector<2xf16> to i32
      %345 = llvm.insertelement %344, %338[%22 : i64] : vector<16xi32>
      %346 = llvm.extractelement %275[%11 : i64] : vector<32xi32>
      %347 = llvm.extractelement %275[%10 : i64] : vector<32xi32>
      %348 = llvm.bitcast %346 : i32 to f32
      %349 = llvm.bitcast %347 : i32 to f32
      %350 = nvvm.convert.f32x2.to.f16x2 %349, %348 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %351 = llvm.bitcast %350 : vector<2xf16> to i32
      %352 = llvm.insertelement %351, %345[%21 : i64] : vector<16xi32>
      %353 = llvm.extractelement %275[%9 : i64] : vector<32xi32>
      %354 = llvm.extractelement %275[%8 : i64] : vector<32xi32>
      %355 = llvm.bitcast %353 : i32 to f32
      %356 = llvm.bitcast %354 : i32 to f32
      %357 = nvvm.convert.f32x2.to.f16x2 %356, %355 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %358 = llvm.bitcast %357 : vector<2xf16> to i32
      %359 = llvm.insertelement %358, %352[%20 : i64] : vector<16xi32>
      %360 = llvm.extractelement %275[%7 : i64] : vector<32xi32>
      %361 = llvm.extractelement %275[%6 : i64] : vector<32xi32>
      %362 = llvm.bitcast %360 : i32 to f32
      %363 = llvm.bitcast %361 : i32 to f32
      %364 = nvvm.convert.f32x2.to.f16x2 %363, %362 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %365 = llvm.bitcast %364 : vector<2xf16> to i32
      %366 = llvm.insertelement %365, %359[%19 : i64] : vector<16xi32>
      %367 = llvm.extractelement %275[%5 : i64] : vector<32xi32>
      %368 = llvm.extractelement %275[%4 : i64] : vector<32xi32>
      %369 = llvm.bitcast %367 : i32 to f32
      %370 = llvm.bitcast %368 : i32 to f32
      %371 = nvvm.convert.f32x2.to.f16x2 %370, %369 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %372 = llvm.bitcast %371 : vector<2xf16> to i32
      %373 = llvm.insertelement %372, %366[%18 : i64] : vector<16xi32>
      %374 = llvm.extractelement %275[%3 : i64] : vector<32xi32>
      %375 = llvm.extractelement %275[%2 : i64] : vector<32xi32>
      %376 = llvm.bitcast %374 : i32 to f32
      %377 = llvm.bitcast %375 : i32 to f32
      %378 = nvvm.convert.f32x2.to.f16x2 %377, %376 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %379 = llvm.bitcast %378 : vector<2xf16> to i32
      %380 = llvm.insertelement %379, %373[%17 : i64] : vector<16xi32>
      %381 = llvm.extractelement %275[%1 : i64] : vector<32xi32>
      %382 = llvm.extractelement %275[%0 : i64] : vector<32xi32>
      %383 = llvm.bitcast %381 : i32 to f32
      %384 = llvm.bitcast %382 : i32 to f32
      %385 = nvvm.convert.f32x2.to.f16x2 %384, %383 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %386 = llvm.bitcast %385 : vector<2xf16> to i32
      %387 = llvm.insertelement %386, %380[%16 : i64] : vector<16xi32>
      %388 = llvm.bitcast %387 : vector<16xi32> to vector<32xf16>
      llvm.store %388, %66 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      %389 = llvm.getelementptr %169[%270] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.br ^bb66(%48 : i32)
    ^bb66(%390: i32):  // 2 preds: ^bb65, ^bb67
      %391 = llvm.icmp "slt" %390, %55 : i32
      llvm.cond_br %391, ^bb67, ^bb68
    ^bb67:  // pred: ^bb66
      %392 = llvm.mul %390, %31 overflow<nsw> : i32
      %393 = llvm.getelementptr %66[%392] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %394 = llvm.getelementptr %389[%392] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %395 = llvm.load %393 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %395, %394 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      %396 = llvm.add %390, %65 : i32
      llvm.br ^bb66(%396 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb68:  // pred: ^bb66
      %397 = llvm.add %268, %65 : i32
      llvm.br ^bb64(%397 : i32)
    ^bb69:  // pred: ^bb64
      nvvm.barrier
      llvm.cond_br %119, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %398 = llvm.xor %111, %65 : i32
      %399 = nvvm.mapa %81, %398 : !llvm.ptr<3> -> !llvm.ptr<7>
      nvvm.mbarrier.arrive %399, %65 : !llvm.ptr<7>
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %81, %48, %57 : (!llvm.ptr<3>, i32, i32) -> ()
      %400 = llvm.inttoptr %154 : i32 to !llvm.ptr<6>
      nvvm.tcgen05.dealloc %400, %51 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>, i32
      llvm.br ^bb71
    ^bb71:  // 2 preds: ^bb69, ^bb70
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_umma_2cta_kernel_TiledMMA_ThrLayoutVMNK21111000_PermutationMNK____MMAAtom_ThrID21_ShapeMNK2566416_TVLayoutA2128161281256_TVLayoutB2321632164_TVLayoutC2128641281256_CopyAtom_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_umma_2cta_FakeTensorFloat165122562561_FakeTensorFloat161282562561_FakeTensorFloat165121281281(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(17 : i32) : i32
    %1 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %2 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %3 = llvm.mlir.constant(6 : i32) : i32
    %4 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %5 = llvm.mlir.constant(31 : i64) : i64
    %6 = llvm.mlir.constant(545460846847 : i64) : i64
    %7 = llvm.mlir.constant(137439240978 : i64) : i64
    %8 = llvm.mlir.constant(127 : i64) : i64
    %9 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %10 = llvm.mlir.constant(2194728288511 : i64) : i64
    %11 = llvm.mlir.constant(137441338130 : i64) : i64
    %12 = llvm.mlir.constant(2 : i32) : i32
    %13 = llvm.mlir.constant(4 : i32) : i32
    %14 = llvm.mlir.constant(1 : i32) : i32
    %15 = llvm.mlir.constant(128 : i32) : i32
    %16 = llvm.mlir.constant(62464 : i64) : i64
    %17 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %18 = llvm.mlir.constant(16 : i64) : i64
    %19 = llvm.mlir.constant(4 : i64) : i64
    %20 = llvm.mlir.constant(0 : i64) : i64
    %21 = llvm.mlir.constant(16 : i32) : i32
    %22 = llvm.mlir.constant(false) : i1
    %23 = llvm.mlir.constant(0 : i32) : i32
    %24 = llvm.mlir.constant(dense<0> : vector<8xi32>) : vector<8xi32>
    %25 = llvm.mlir.poison : !llvm.struct<(i1, i1, i1, vector<8xi32>)>
    %26 = llvm.insertvalue %22, %25[0] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
    %27 = llvm.insertvalue %22, %26[1] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
    %28 = llvm.insertvalue %22, %27[2] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
    %29 = llvm.insertvalue %24, %28[3] : !llvm.struct<(i1, i1, i1, vector<8xi32>)> 
    %30 = llvm.alloca %21 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %31 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %32 = llvm.ptrtoint %31 : !llvm.ptr<1> to i64
    %33 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %33 : i64, !llvm.ptr
    %34 = llvm.getelementptr %30[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %34 : i64, !llvm.ptr
    %35 = llvm.getelementptr %30[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %35 : i64, !llvm.ptr
    %36 = llvm.getelementptr %30[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %36 : i64, !llvm.ptr
    %37 = llvm.getelementptr %30[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %37 : i64, !llvm.ptr
    %38 = llvm.getelementptr %30[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %38 : i64, !llvm.ptr
    %39 = llvm.getelementptr %30[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %39 : i64, !llvm.ptr
    %40 = llvm.getelementptr %30[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %40 : i64, !llvm.ptr
    %41 = llvm.udiv %32, %18 : i64
    %42 = llvm.and %41, %17 : i64
    %43 = llvm.shl %42, %19 : i64
    llvm.store %43, %33 : i64, !llvm.ptr
    llvm.store %11, %34 : i64, !llvm.ptr
    llvm.store %20, %35 : i64, !llvm.ptr
    llvm.store %20, %36 : i64, !llvm.ptr
    llvm.store %10, %37 : i64, !llvm.ptr
    llvm.store %20, %38 : i64, !llvm.ptr
    llvm.store %9, %39 : i64, !llvm.ptr
    llvm.store %8, %40 : i64, !llvm.ptr
    %44 = llvm.ptrtoint %30 : !llvm.ptr to i64
    %45 = llvm.inttoptr %44 : i64 to !llvm.ptr
    %46 = llvm.load %45 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %47 = llvm.insertvalue %46, %4[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %48 = llvm.alloca %21 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %49 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %50 = llvm.ptrtoint %49 : !llvm.ptr<1> to i64
    %51 = llvm.getelementptr %48[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %51 : i64, !llvm.ptr
    %52 = llvm.getelementptr %48[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %52 : i64, !llvm.ptr
    %53 = llvm.getelementptr %48[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %53 : i64, !llvm.ptr
    %54 = llvm.getelementptr %48[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %54 : i64, !llvm.ptr
    %55 = llvm.getelementptr %48[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %55 : i64, !llvm.ptr
    %56 = llvm.getelementptr %48[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %56 : i64, !llvm.ptr
    %57 = llvm.getelementptr %48[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %57 : i64, !llvm.ptr
    %58 = llvm.getelementptr %48[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %58 : i64, !llvm.ptr
    %59 = llvm.udiv %50, %18 : i64
    %60 = llvm.and %59, %17 : i64
    %61 = llvm.shl %60, %19 : i64
    llvm.store %61, %51 : i64, !llvm.ptr
    llvm.store %7, %52 : i64, !llvm.ptr
    llvm.store %20, %53 : i64, !llvm.ptr
    llvm.store %20, %54 : i64, !llvm.ptr
    llvm.store %6, %55 : i64, !llvm.ptr
    llvm.store %20, %56 : i64, !llvm.ptr
    llvm.store %9, %57 : i64, !llvm.ptr
    llvm.store %5, %58 : i64, !llvm.ptr
    %62 = llvm.ptrtoint %48 : !llvm.ptr to i64
    %63 = llvm.inttoptr %62 : i64 to !llvm.ptr
    %64 = llvm.load %63 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %65 = llvm.insertvalue %64, %4[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %66 = llvm.inttoptr %20 : i64 to !llvm.ptr
    %67 = llvm.alloca %14 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %68 = llvm.alloca %14 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %69 = llvm.getelementptr %67[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %68, %69 : !llvm.ptr, !llvm.ptr
    %70 = llvm.getelementptr %67[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %15, %70 : i32, !llvm.ptr
    %71 = llvm.getelementptr %67[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %71 : i32, !llvm.ptr
    %72 = llvm.getelementptr %67[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %72 : i32, !llvm.ptr
    %73 = llvm.getelementptr %67[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %16, %73 : i64, !llvm.ptr
    %74 = llvm.getelementptr %67[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %74 : i32, !llvm.ptr
    %75 = llvm.getelementptr %67[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %75 : i32, !llvm.ptr
    %76 = llvm.getelementptr %67[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %76 : i32, !llvm.ptr
    %77 = llvm.getelementptr %67[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %23, %77 : i32, !llvm.ptr
    %78 = llvm.getelementptr %67[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %66, %78 : !llvm.ptr, !llvm.ptr
    %79 = llvm.alloca %14 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %80 = builtin.unrealized_conversion_cast %79 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %81 = llvm.getelementptr %79[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %67, %81 : !llvm.ptr, !llvm.ptr
    %82 = llvm.load %81 : !llvm.ptr -> !llvm.ptr
    %83 = llvm.getelementptr %82[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %84 = llvm.load %83 : !llvm.ptr -> i32
    %85 = llvm.getelementptr %82[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %86 = llvm.load %85 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%23 : i32)
  ^bb1(%87: i32):  // 2 preds: ^bb3, ^bb5
    %88 = llvm.getelementptr %86[%87] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %89 = llvm.getelementptr %88[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %3, %89 : i32, !llvm.ptr
    %90 = llvm.getelementptr %88[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %23, %90 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %91 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %92 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %93 = llvm.call @printf(%92, %91) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %94 = llvm.add %84, %14 : i32
    llvm.store %94, %83 : i32, !llvm.ptr
    llvm.br ^bb1(%84 : i32)
  ^bb4:  // pred: ^bb7
    %95 = llvm.icmp "uge" %84, %0 : i32
    llvm.cond_br %95, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%101 : i32)
  ^bb6:  // pred: ^bb7
    %96 = llvm.getelementptr %86[%101] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %97 = llvm.getelementptr %96[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %98 = llvm.load %97 : !llvm.ptr -> i32
    %99 = llvm.icmp "eq" %98, %3 : i32
    %100 = llvm.add %101, %14 : i32
    llvm.cond_br %99, ^bb5, ^bb7(%100 : i32)
  ^bb7(%101: i32):  // 2 preds: ^bb0, ^bb6
    %102 = llvm.icmp "uge" %101, %84 : i32
    llvm.cond_br %102, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %103 = llvm.load %81 : !llvm.ptr -> !llvm.ptr
    %104 = llvm.getelementptr %103[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %105 = llvm.load %104 : !llvm.ptr -> i32
    %106 = llvm.getelementptr %103[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %107 = llvm.load %106 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%23 : i32)
  ^bb9(%108: i32):  // 2 preds: ^bb11, ^bb13
    %109 = llvm.getelementptr %107[%108] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %110 = llvm.getelementptr %109[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %13, %110 : i32, !llvm.ptr
    %111 = llvm.getelementptr %109[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %112 = llvm.getelementptr %111[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %12, %112 : i32, !llvm.ptr
    %113 = llvm.getelementptr %111[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %14, %113 : i32, !llvm.ptr
    %114 = llvm.getelementptr %111[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %14, %114 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %115 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %116 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %117 = llvm.call @printf(%116, %115) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %118 = llvm.add %105, %14 : i32
    llvm.store %118, %104 : i32, !llvm.ptr
    llvm.br ^bb9(%105 : i32)
  ^bb12:  // pred: ^bb15
    %119 = llvm.icmp "uge" %105, %0 : i32
    llvm.cond_br %119, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%125 : i32)
  ^bb14:  // pred: ^bb15
    %120 = llvm.getelementptr %107[%125] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %121 = llvm.getelementptr %120[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %122 = llvm.load %121 : !llvm.ptr -> i32
    %123 = llvm.icmp "eq" %122, %13 : i32
    %124 = llvm.add %125, %14 : i32
    llvm.cond_br %123, ^bb13, ^bb15(%124 : i32)
  ^bb15(%125: i32):  // 2 preds: ^bb8, ^bb14
    %126 = llvm.icmp "uge" %125, %105 : i32
    llvm.cond_br %126, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %127 = llvm.load %81 : !llvm.ptr -> !llvm.ptr
    %128 = llvm.getelementptr %127[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %129 = llvm.load %128 : !llvm.ptr -> i32
    %130 = llvm.getelementptr %127[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %131 = llvm.load %130 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb23(%23 : i32)
  ^bb17(%132: i32):  // 2 preds: ^bb19, ^bb21
    %133 = llvm.getelementptr %131[%132] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %134 = llvm.getelementptr %133[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %12, %134 : i32, !llvm.ptr
    %135 = llvm.getelementptr %133[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %23, %135 : i32, !llvm.ptr
    llvm.br ^bb24
  ^bb18:  // pred: ^bb20
    %136 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %137 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %138 = llvm.call @printf(%137, %136) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb19:  // pred: ^bb20
    %139 = llvm.add %129, %14 : i32
    llvm.store %139, %128 : i32, !llvm.ptr
    llvm.br ^bb17(%129 : i32)
  ^bb20:  // pred: ^bb23
    %140 = llvm.icmp "uge" %129, %0 : i32
    llvm.cond_br %140, ^bb18, ^bb19
  ^bb21:  // pred: ^bb22
    llvm.br ^bb17(%146 : i32)
  ^bb22:  // pred: ^bb23
    %141 = llvm.getelementptr %131[%146] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %142 = llvm.getelementptr %141[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %143 = llvm.load %142 : !llvm.ptr -> i32
    %144 = llvm.icmp "eq" %143, %12 : i32
    %145 = llvm.add %146, %14 : i32
    llvm.cond_br %144, ^bb21, ^bb23(%145 : i32)
  ^bb23(%146: i32):  // 2 preds: ^bb16, ^bb22
    %147 = llvm.icmp "uge" %146, %129 : i32
    llvm.cond_br %147, ^bb20, ^bb22
  ^bb24:  // pred: ^bb17
    %148 = "cuda.launch_ex"(%80, %29, %47, %65, %arg2) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_umma_2cta_kernel_TiledMMA_ThrLayoutVMNK21111000_PermutationMNK____MMAAtom_ThrID21_ShapeMNK2566416_TVLayoutA2128161281256_TVLayoutB2321632164_TVLayoutC2128641281256_CopyAtom_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(i1, i1, i1, vector<8xi32>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %149 = builtin.unrealized_conversion_cast %148 : !cuda.result to i32
    "cuda.return_if_error"(%149) : (i32) -> ()
    llvm.return %23 : i32
  }
  llvm.func @_mlir_ciface_cutlass_umma_2cta_FakeTensorFloat165122562561_FakeTensorFloat161282562561_FakeTensorFloat165121281281(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_umma_2cta_FakeTensorFloat165122562561_FakeTensorFloat161282562561_FakeTensorFloat165121281281(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
