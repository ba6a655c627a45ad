module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_hop_persistent_kernel_TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK646416_TVLayoutA12864160164_TVLayoutB12864160164_TVLayoutC484228128116648_0(%arg0: !llvm.struct<(i1)>, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 8, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 75776 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(63 : i64) : i64
      %1 = llvm.mlir.constant(62 : i64) : i64
      %2 = llvm.mlir.constant(61 : i64) : i64
      %3 = llvm.mlir.constant(60 : i64) : i64
      %4 = llvm.mlir.constant(59 : i64) : i64
      %5 = llvm.mlir.constant(58 : i64) : i64
      %6 = llvm.mlir.constant(57 : i64) : i64
      %7 = llvm.mlir.constant(56 : i64) : i64
      %8 = llvm.mlir.constant(55 : i64) : i64
      %9 = llvm.mlir.constant(54 : i64) : i64
      %10 = llvm.mlir.constant(53 : i64) : i64
      %11 = llvm.mlir.constant(52 : i64) : i64
      %12 = llvm.mlir.constant(51 : i64) : i64
      %13 = llvm.mlir.constant(50 : i64) : i64
      %14 = llvm.mlir.constant(49 : i64) : i64
      %15 = llvm.mlir.constant(48 : i64) : i64
      %16 = llvm.mlir.constant(47 : i64) : i64
      %17 = llvm.mlir.constant(46 : i64) : i64
      %18 = llvm.mlir.constant(45 : i64) : i64
      %19 = llvm.mlir.constant(44 : i64) : i64
      %20 = llvm.mlir.constant(43 : i64) : i64
      %21 = llvm.mlir.constant(42 : i64) : i64
      %22 = llvm.mlir.constant(41 : i64) : i64
      %23 = llvm.mlir.constant(40 : i64) : i64
      %24 = llvm.mlir.constant(39 : i64) : i64
      %25 = llvm.mlir.constant(38 : i64) : i64
      %26 = llvm.mlir.constant(37 : i64) : i64
      %27 = llvm.mlir.constant(36 : i64) : i64
      %28 = llvm.mlir.constant(35 : i64) : i64
      %29 = llvm.mlir.constant(34 : i64) : i64
      %30 = llvm.mlir.constant(33 : i64) : i64
      %31 = llvm.mlir.constant(32 : i64) : i64
      %32 = llvm.mlir.constant(31 : i64) : i64
      %33 = llvm.mlir.constant(30 : i64) : i64
      %34 = llvm.mlir.constant(29 : i64) : i64
      %35 = llvm.mlir.constant(28 : i64) : i64
      %36 = llvm.mlir.constant(27 : i64) : i64
      %37 = llvm.mlir.constant(26 : i64) : i64
      %38 = llvm.mlir.constant(25 : i64) : i64
      %39 = llvm.mlir.constant(24 : i64) : i64
      %40 = llvm.mlir.constant(23 : i64) : i64
      %41 = llvm.mlir.constant(22 : i64) : i64
      %42 = llvm.mlir.constant(21 : i64) : i64
      %43 = llvm.mlir.constant(20 : i64) : i64
      %44 = llvm.mlir.constant(19 : i64) : i64
      %45 = llvm.mlir.constant(18 : i64) : i64
      %46 = llvm.mlir.constant(17 : i64) : i64
      %47 = llvm.mlir.constant(16 : i64) : i64
      %48 = llvm.mlir.constant(15 : i64) : i64
      %49 = llvm.mlir.constant(14 : i64) : i64
      %50 = llvm.mlir.constant(13 : i64) : i64
      %51 = llvm.mlir.constant(12 : i64) : i64
      %52 = llvm.mlir.constant(11 : i64) : i64
      %53 = llvm.mlir.constant(10 : i64) : i64
      %54 = llvm.mlir.constant(9 : i64) : i64
      %55 = llvm.mlir.constant(7 : i64) : i64
      %56 = llvm.mlir.constant(6 : i64) : i64
      %57 = llvm.mlir.constant(5 : i64) : i64
      %58 = llvm.mlir.constant(4 : i64) : i64
      %59 = llvm.mlir.constant(3 : i64) : i64
      %60 = llvm.mlir.constant(2 : i64) : i64
      %61 = llvm.mlir.constant(1 : i64) : i64
      %62 = llvm.mlir.undef : vector<32xi32>
      %63 = llvm.mlir.poison : vector<64xf32>
      %64 = llvm.mlir.zero : i64
      %65 = llvm.mlir.constant(4611686018427387904 : i64) : i64
      %66 = llvm.mlir.constant(274877906944 : i64) : i64
      %67 = llvm.mlir.constant(65536 : i64) : i64
      %68 = llvm.mlir.constant(8192 : i32) : i32
      %69 = llvm.mlir.constant(16384 : i32) : i32
      %70 = llvm.mlir.constant(2048 : i32) : i32
      %71 = llvm.mlir.constant(6 : i32) : i32
      %72 = llvm.mlir.constant(512 : i32) : i32
      %73 = llvm.mlir.constant(32768 : i32) : i32
      %74 = llvm.mlir.constant(16383 : i32) : i32
      %75 = llvm.mlir.constant(1024 : i32) : i32
      %76 = llvm.mlir.constant(8 : i64) : i64
      %77 = llvm.mlir.constant(1024 : i64) : i64
      %78 = llvm.mlir.constant(31 : i32) : i32
      %79 = llvm.mlir.constant(-1 : i32) : i32
      %80 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %81 = llvm.mlir.constant(32 : i32) : i32
      %82 = llvm.mlir.constant(0 : i32) : i32
      %83 = llvm.mlir.constant(4 : i32) : i32
      %84 = llvm.mlir.constant(false) : i1
      %85 = llvm.mlir.constant(true) : i1
      %86 = llvm.mlir.constant(16 : i32) : i32
      %87 = llvm.mlir.constant(128 : i32) : i32
      %88 = llvm.mlir.constant(2 : i32) : i32
      %89 = llvm.mlir.constant(8 : i32) : i32
      %90 = llvm.mlir.constant(256 : i32) : i32
      %91 = llvm.mlir.constant(4096 : i32) : i32
      %92 = llvm.mlir.constant(10000000 : i32) : i32
      %93 = llvm.mlir.constant(24576 : i32) : i32
      %94 = llvm.mlir.constant(3 : i32) : i32
      %95 = llvm.mlir.constant(64 : i32) : i32
      %96 = llvm.mlir.constant(1 : i32) : i32
      %97 = llvm.alloca %95 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %98 = llvm.alloca %95 x i32 {alignment = 128 : i64} : (i32) -> !llvm.ptr
      %99 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %100 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %101 = llvm.ptrtoint %80 : !llvm.ptr<3> to i32
      %102 = nvvm.shfl.sync idx %79, %101, %82, %78 : i32 -> i32
      %103 = llvm.zext %102 : i32 to i64
      %104 = llvm.inttoptr %103 : i64 to !llvm.ptr<3>
      llvm.intr.assume %85 ["align"(%104, %77 : !llvm.ptr<3>, i64)] : i1
      %105 = llvm.ptrtoint %104 : !llvm.ptr<3> to i64
      %106 = llvm.inttoptr %105 : i64 to !llvm.ptr<3>
      llvm.intr.assume %85 ["align"(%106, %76 : !llvm.ptr<3>, i64)] : i1
      %107 = llvm.getelementptr %104[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %108 = llvm.getelementptr %104[50176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %109 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %110 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %111 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %112 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %113 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %114 = llvm.mul %110, %112 : i32
      %115 = llvm.add %109, %114 : i32
      %116 = llvm.mul %111, %112 : i32
      %117 = llvm.mul %116, %113 : i32
      %118 = llvm.add %115, %117 : i32
      %119 = llvm.sdiv %118, %81 : i32
      %120 = llvm.mul %119, %81 : i32
      %121 = llvm.icmp "ne" %118, %120 : i32
      %122 = llvm.icmp "slt" %118, %82 : i32
      %123 = llvm.and %121, %122 : i1
      %124 = llvm.add %119, %79 : i32
      %125 = llvm.select %123, %124, %119 : i1, i32
      %126 = nvvm.shfl.sync idx %79, %125, %82, %78 : i32 -> i32
      %127 = nvvm.shfl.sync idx %79, %126, %82, %78 : i32 -> i32
      %128 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %129 = nvvm.read.ptx.sreg.nctaid.x range <i32, 1, 2147483647> : i32
      %130 = llvm.icmp "eq" %127, %82 : i32
      llvm.cond_br %130, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      nvvm.prefetch tensormap, %arg1 : !llvm.ptr
      nvvm.prefetch tensormap, %arg2 : !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.cond_br %130, ^bb3, ^bb6
    ^bb3:  // pred: ^bb2
      %131 = nvvm.elect.sync -> i1
      llvm.cond_br %131, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      nvvm.mbarrier.init %106, %96 : !llvm.ptr<3>, i32
      %132 = llvm.getelementptr %106[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %132, %96 : !llvm.ptr<3>, i32
      %133 = llvm.getelementptr %106[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %133, %96 : !llvm.ptr<3>, i32
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb2, ^bb5
      %134 = llvm.getelementptr %106[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %130, ^bb7, ^bb10
    ^bb7:  // pred: ^bb6
      %135 = nvvm.elect.sync -> i1
      llvm.cond_br %135, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      nvvm.mbarrier.init %134, %83 : !llvm.ptr<3>, i32
      %136 = llvm.getelementptr %106[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %136, %83 : !llvm.ptr<3>, i32
      %137 = llvm.getelementptr %106[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %137, %83 : !llvm.ptr<3>, i32
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb6, ^bb9
      %138 = llvm.srem %109, %81 : i32
      %139 = llvm.icmp "slt" %138, %96 : i32
      nvvm.fence.mbarrier.init
      nvvm.barrier
      %140 = llvm.ptrtoint %107 : !llvm.ptr<3> to i32
      %141 = llvm.lshr %140, %83 : i32
      %142 = llvm.and %141, %74 : i32
      %143 = llvm.zext %142 : i32 to i64
      %144 = llvm.or %143, %67 : i64
      %145 = llvm.or %144, %66 : i64
      %146 = llvm.or %145, %65 : i64
      %147 = llvm.ptrtoint %108 : !llvm.ptr<3> to i32
      %148 = llvm.lshr %147, %83 : i32
      %149 = llvm.and %148, %74 : i32
      %150 = llvm.zext %149 : i32 to i64
      %151 = llvm.or %150, %67 : i64
      %152 = llvm.or %151, %66 : i64
      %153 = llvm.or %152, %65 : i64
      %154 = llvm.extractvalue %arg3[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %155 = llvm.srem %109, %87 : i32
      %156 = llvm.sdiv %155, %83 : i32
      %157 = llvm.srem %155, %83 : i32
      %158 = llvm.mul %157, %88 overflow<nsw> : i32
      %159 = llvm.sdiv %156, %89 : i32
      %160 = llvm.srem %156, %89 : i32
      %161 = llvm.mul %160, %90 overflow<nsw> : i32
      %162 = llvm.add %158, %161 overflow<nsw> : i32
      %163 = llvm.mul %159, %91 overflow<nsw> : i32
      %164 = llvm.add %162, %163 overflow<nsw> : i32
      %165 = llvm.bitcast %146 : i64 to vector<2xi32>
      %166 = llvm.extractelement %165[%64 : i64] : vector<2xi32>
      %167 = llvm.bitcast %153 : i64 to vector<2xi32>
      %168 = llvm.extractelement %167[%64 : i64] : vector<2xi32>
      %169 = llvm.insertelement %arg4, %63[%82 : i32] : vector<64xf32>
      %170 = llvm.shufflevector %169, %63 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<64xf32> 
      llvm.br ^bb11(%128, %arg0, %82, %96, %82, %82 : i32, !llvm.struct<(i1)>, i32, i32, i32, i32)
    ^bb11(%171: i32, %172: !llvm.struct<(i1)>, %173: i32, %174: i32, %175: i32, %176: i32):  // 2 preds: ^bb10, ^bb50
      %177 = llvm.icmp "slt" %171, %86 : i32
      llvm.cond_br %177, ^bb12, ^bb51
    ^bb12:  // pred: ^bb11
      %178 = llvm.sdiv %171, %83 : i32
      %179 = llvm.mul %178, %83 : i32
      %180 = llvm.icmp "ne" %171, %179 : i32
      %181 = llvm.icmp "slt" %171, %82 : i32
      %182 = llvm.and %180, %181 : i1
      %183 = llvm.add %178, %79 : i32
      %184 = llvm.select %182, %183, %178 : i1, i32
      %185 = llvm.srem %171, %83 : i32
      %186 = llvm.mul %184, %87 overflow<nsw> : i32
      %187 = llvm.mul %185, %95 overflow<nsw> : i32
      %188 = llvm.mul %184, %73 overflow<nsw> : i32
      %189 = llvm.add %188, %187 overflow<nsw> : i32
      %190 = llvm.getelementptr %154[%189] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %191 = llvm.getelementptr %190[%164] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %192 = llvm.insertvalue %84, %172[0] : !llvm.struct<(i1)> 
      llvm.br ^bb13(%82, %173, %174, %175, %176, %192 : i32, i32, i32, i32, i32, !llvm.struct<(i1)>)
    ^bb13(%193: i32, %194: i32, %195: i32, %196: i32, %197: i32, %198: !llvm.struct<(i1)>):  // 2 preds: ^bb12, ^bb46
      %199 = llvm.icmp "slt" %193, %83 : i32
      llvm.cond_br %199, ^bb14, ^bb47
    ^bb14:  // pred: ^bb13
      llvm.cond_br %130, ^bb15, ^bb26
    ^bb15:  // pred: ^bb14
      %200 = llvm.getelementptr %134[%194] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %200, %195, %92 : (!llvm.ptr<3>, i32, i32) -> ()
      %201 = nvvm.elect.sync -> i1
      llvm.cond_br %201, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %202 = llvm.getelementptr %106[%194] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %203 = nvvm.mbarrier.arrive.expect_tx %202, %93 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      %204 = llvm.add %194, %96 : i32
      %205 = llvm.icmp "eq" %204, %94 : i32
      %206 = llvm.select %205, %82, %204 : i1, i32
      llvm.cond_br %205, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      %207 = llvm.xor %195, %96 : i32
      llvm.br ^bb20(%207 : i32)
    ^bb19:  // pred: ^bb17
      llvm.br ^bb20(%195 : i32)
    ^bb20(%208: i32):  // 2 preds: ^bb18, ^bb19
      llvm.br ^bb21
    ^bb21:  // pred: ^bb20
      %209 = llvm.mul %193, %95 overflow<nsw> : i32
      %210 = llvm.mul %194, %68 overflow<nsw> : i32
      %211 = llvm.getelementptr %107[%210] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %212 = llvm.getelementptr %106[%194] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %213 = nvvm.elect.sync -> i1
      llvm.cond_br %213, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      nvvm.cp.async.bulk.tensor.shared.cluster.global %211, %99, %212, box[%209, %186] l2_cache_hint = %64 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %214 = llvm.mul %194, %91 overflow<nsw> : i32
      %215 = llvm.getelementptr %108[%214] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %216 = nvvm.elect.sync -> i1
      llvm.cond_br %216, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      nvvm.cp.async.bulk.tensor.shared.cluster.global %215, %100, %212, box[%209, %187] l2_cache_hint = %64 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb25
    ^bb25:  // 2 preds: ^bb23, ^bb24
      llvm.br ^bb27(%206, %208 : i32, i32)
    ^bb26:  // pred: ^bb14
      llvm.br ^bb27(%194, %195 : i32, i32)
    ^bb27(%217: i32, %218: i32):  // 2 preds: ^bb25, ^bb26
      llvm.br ^bb28
    ^bb28:  // pred: ^bb27
      %219 = llvm.getelementptr %106[%196] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %219, %197, %92 : (!llvm.ptr<3>, i32, i32) -> ()
      %220 = llvm.add %196, %96 : i32
      %221 = llvm.icmp "eq" %220, %94 : i32
      %222 = llvm.select %221, %82, %220 : i1, i32
      llvm.cond_br %221, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      %223 = llvm.xor %197, %96 : i32
      llvm.br ^bb31(%223 : i32)
    ^bb30:  // pred: ^bb28
      llvm.br ^bb31(%197 : i32)
    ^bb31(%224: i32):  // 2 preds: ^bb29, ^bb30
      llvm.br ^bb32
    ^bb32:  // pred: ^bb31
      nvvm.wgmma.fence.aligned
      %225 = llvm.mul %196, %75 overflow<nsw> : i32
      %226 = llvm.add %166, %225 : i32
      %227 = llvm.mul %196, %72 overflow<nsw> : i32
      %228 = llvm.add %168, %227 : i32
      %229 = llvm.insertelement %228, %167[%64 : i64] : vector<2xi32>
      %230 = llvm.bitcast %229 : vector<2xi32> to i64
      %231 = llvm.extractvalue %198[0] : !llvm.struct<(i1)> 
      %232 = llvm.zext %231 : i1 to i32
      llvm.br ^bb33(%82 : i32)
    ^bb33(%233: i32):  // 2 preds: ^bb32, ^bb34
      %234 = llvm.icmp "slt" %233, %88 : i32
      llvm.cond_br %234, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %235 = llvm.mul %233, %72 overflow<nsw> : i32
      %236 = llvm.add %226, %235 : i32
      %237 = llvm.insertelement %236, %165[%64 : i64] : vector<2xi32>
      %238 = llvm.bitcast %237 : vector<2xi32> to i64
      %239 = llvm.mul %233, %81 overflow<nsw> : i32
      %240 = llvm.getelementptr %98[%239] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %241 = llvm.load %240 : !llvm.ptr -> f32
      %242 = llvm.getelementptr %240[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %243 = llvm.load %242 : !llvm.ptr -> f32
      %244 = llvm.getelementptr %240[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %245 = llvm.load %244 : !llvm.ptr -> f32
      %246 = llvm.getelementptr %240[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %247 = llvm.load %246 : !llvm.ptr -> f32
      %248 = llvm.getelementptr %240[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %249 = llvm.load %248 : !llvm.ptr -> f32
      %250 = llvm.getelementptr %240[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %251 = llvm.load %250 : !llvm.ptr -> f32
      %252 = llvm.getelementptr %240[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %253 = llvm.load %252 : !llvm.ptr -> f32
      %254 = llvm.getelementptr %240[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %255 = llvm.load %254 : !llvm.ptr -> f32
      %256 = llvm.getelementptr %240[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %257 = llvm.load %256 : !llvm.ptr -> f32
      %258 = llvm.getelementptr %240[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %259 = llvm.load %258 : !llvm.ptr -> f32
      %260 = llvm.getelementptr %240[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %261 = llvm.load %260 : !llvm.ptr -> f32
      %262 = llvm.getelementptr %240[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %263 = llvm.load %262 : !llvm.ptr -> f32
      %264 = llvm.getelementptr %240[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %265 = llvm.load %264 : !llvm.ptr -> f32
      %266 = llvm.getelementptr %240[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %267 = llvm.load %266 : !llvm.ptr -> f32
      %268 = llvm.getelementptr %240[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %269 = llvm.load %268 : !llvm.ptr -> f32
      %270 = llvm.getelementptr %240[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %271 = llvm.load %270 : !llvm.ptr -> f32
      %272 = llvm.getelementptr %240[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %273 = llvm.load %272 : !llvm.ptr -> f32
      %274 = llvm.getelementptr %240[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %275 = llvm.load %274 : !llvm.ptr -> f32
      %276 = llvm.getelementptr %240[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %277 = llvm.load %276 : !llvm.ptr -> f32
      %278 = llvm.getelementptr %240[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %279 = llvm.load %278 : !llvm.ptr -> f32
      %280 = llvm.getelementptr %240[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %281 = llvm.load %280 : !llvm.ptr -> f32
      %282 = llvm.getelementptr %240[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %283 = llvm.load %282 : !llvm.ptr -> f32
      %284 = llvm.getelementptr %240[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %285 = llvm.load %284 : !llvm.ptr -> f32
      %286 = llvm.getelementptr %240[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %287 = llvm.load %286 : !llvm.ptr -> f32
      %288 = llvm.getelementptr %240[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %289 = llvm.load %288 : !llvm.ptr -> f32
      %290 = llvm.getelementptr %240[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %291 = llvm.load %290 : !llvm.ptr -> f32
      %292 = llvm.getelementptr %240[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %293 = llvm.load %292 : !llvm.ptr -> f32
      %294 = llvm.getelementptr %240[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %295 = llvm.load %294 : !llvm.ptr -> f32
      %296 = llvm.getelementptr %240[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %297 = llvm.load %296 : !llvm.ptr -> f32
      %298 = llvm.getelementptr %240[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %299 = llvm.load %298 : !llvm.ptr -> f32
      %300 = llvm.getelementptr %240[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %301 = llvm.load %300 : !llvm.ptr -> f32
      %302 = llvm.getelementptr %240[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %303 = llvm.load %302 : !llvm.ptr -> f32
      %304 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69, $70;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,r,n,n,n,n" %241, %243, %245, %247, %249, %251, %253, %255, %257, %259, %261, %263, %265, %267, %269, %271, %273, %275, %277, %279, %281, %283, %285, %287, %289, %291, %293, %295, %297, %299, %301, %303, %238, %230, %232, %96, %96, %82, %82 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %305 = llvm.extractvalue %304[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %306 = llvm.extractvalue %304[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %307 = llvm.extractvalue %304[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %308 = llvm.extractvalue %304[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %309 = llvm.extractvalue %304[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %310 = llvm.extractvalue %304[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %311 = llvm.extractvalue %304[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %312 = llvm.extractvalue %304[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %313 = llvm.extractvalue %304[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %314 = llvm.extractvalue %304[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %315 = llvm.extractvalue %304[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %316 = llvm.extractvalue %304[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %317 = llvm.extractvalue %304[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %318 = llvm.extractvalue %304[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %319 = llvm.extractvalue %304[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %320 = llvm.extractvalue %304[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %321 = llvm.extractvalue %304[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %322 = llvm.extractvalue %304[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %323 = llvm.extractvalue %304[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %324 = llvm.extractvalue %304[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %325 = llvm.extractvalue %304[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %326 = llvm.extractvalue %304[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %327 = llvm.extractvalue %304[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %328 = llvm.extractvalue %304[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %329 = llvm.extractvalue %304[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %330 = llvm.extractvalue %304[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %331 = llvm.extractvalue %304[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %332 = llvm.extractvalue %304[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %333 = llvm.extractvalue %304[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %334 = llvm.extractvalue %304[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %335 = llvm.extractvalue %304[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %336 = llvm.extractvalue %304[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      llvm.store %305, %240 : f32, !llvm.ptr
      llvm.store %306, %242 : f32, !llvm.ptr
      llvm.store %307, %244 : f32, !llvm.ptr
      llvm.store %308, %246 : f32, !llvm.ptr
      llvm.store %309, %248 : f32, !llvm.ptr
      llvm.store %310, %250 : f32, !llvm.ptr
      llvm.store %311, %252 : f32, !llvm.ptr
      llvm.store %312, %254 : f32, !llvm.ptr
      llvm.store %313, %256 : f32, !llvm.ptr
      llvm.store %314, %258 : f32, !llvm.ptr
      llvm.store %315, %260 : f32, !llvm.ptr
      llvm.store %316, %262 : f32, !llvm.ptr
      llvm.store %317, %264 : f32, !llvm.ptr
      llvm.store %318, %266 : f32, !llvm.ptr
      llvm.store %319, %268 : f32, !llvm.ptr
      llvm.store %320, %270 : f32, !llvm.ptr
      llvm.store %321, %272 : f32, !llvm.ptr
      llvm.store %322, %274 : f32, !llvm.ptr
      llvm.store %323, %276 : f32, !llvm.ptr
      llvm.store %324, %278 : f32, !llvm.ptr
      llvm.store %325, %280 : f32, !llvm.ptr
      llvm.store %326, %282 : f32, !llvm.ptr
      llvm.store %327, %284 : f32, !llvm.ptr
      llvm.store %328, %286 : f32, !llvm.ptr
      llvm.store %329, %288 : f32, !llvm.ptr
      llvm.store %330, %290 : f32, !llvm.ptr
      llvm.store %331, %292 : f32, !llvm.ptr
      llvm.store %332, %294 : f32, !llvm.ptr
      llvm.store %333, %296 : f32, !llvm.ptr
      llvm.store %334, %298 : f32, !llvm.ptr
      llvm.store %335, %300 : f32, !llvm.ptr
      llvm.store %336, %302 : f32, !llvm.ptr
      %337 = llvm.add %233, %96 : i32
      llvm.br ^bb33(%337 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb35:  // pred: ^bb33
      %338 = llvm.insertvalue %85, %198[0] : !llvm.struct<(i1)> 
      %339 = llvm.add %225, %88 overflow<nsw> : i32
      %340 = llvm.add %166, %339 : i32
      %341 = llvm.add %227, %88 overflow<nsw> : i32
      %342 = llvm.add %168, %341 : i32
      %343 = llvm.insertelement %342, %167[%64 : i64] : vector<2xi32>
      %344 = llvm.bitcast %343 : vector<2xi32> to i64
      llvm.br ^bb36(%82 : i32)
    ^bb36(%345: i32):  // 2 preds: ^bb35, ^bb37
      %346 = llvm.icmp "slt" %345, %88 : i32
      llvm.cond_br %346, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %347 = llvm.mul %345, %72 overflow<nsw> : i32
      %348 = llvm.add %340, %347 : i32
      %349 = llvm.insertelement %348, %165[%64 : i64] : vector<2xi32>
      %350 = llvm.bitcast %349 : vector<2xi32> to i64
      %351 = llvm.mul %345, %81 overflow<nsw> : i32
      %352 = llvm.getelementptr %98[%351] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %353 = llvm.load %352 : !llvm.ptr -> f32
      %354 = llvm.getelementptr %352[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %355 = llvm.load %354 : !llvm.ptr -> f32
      %356 = llvm.getelementptr %352[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %357 = llvm.load %356 : !llvm.ptr -> f32
      %358 = llvm.getelementptr %352[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %359 = llvm.load %358 : !llvm.ptr -> f32
      %360 = llvm.getelementptr %352[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %361 = llvm.load %360 : !llvm.ptr -> f32
      %362 = llvm.getelementptr %352[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %363 = llvm.load %362 : !llvm.ptr -> f32
      %364 = llvm.getelementptr %352[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %365 = llvm.load %364 : !llvm.ptr -> f32
      %366 = llvm.getelementptr %352[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %367 = llvm.load %366 : !llvm.ptr -> f32
      %368 = llvm.getelementptr %352[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %369 = llvm.load %368 : !llvm.ptr -> f32
      %370 = llvm.getelementptr %352[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %371 = llvm.load %370 : !llvm.ptr -> f32
      %372 = llvm.getelementptr %352[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %373 = llvm.load %372 : !llvm.ptr -> f32
      %374 = llvm.getelementptr %352[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %375 = llvm.load %374 : !llvm.ptr -> f32
      %376 = llvm.getelementptr %352[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %377 = llvm.load %376 : !llvm.ptr -> f32
      %378 = llvm.getelementptr %352[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %379 = llvm.load %378 : !llvm.ptr -> f32
      %380 = llvm.getelementptr %352[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %381 = llvm.load %380 : !llvm.ptr -> f32
      %382 = llvm.getelementptr %352[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %383 = llvm.load %382 : !llvm.ptr -> f32
      %384 = llvm.getelementptr %352[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %385 = llvm.load %384 : !llvm.ptr -> f32
      %386 = llvm.getelementptr %352[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %387 = llvm.load %386 : !llvm.ptr -> f32
      %388 = llvm.getelementptr %352[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %389 = llvm.load %388 : !llvm.ptr -> f32
      %390 = llvm.getelementptr %352[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %391 = llvm.load %390 : !llvm.ptr -> f32
      %392 = llvm.getelementptr %352[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %393 = llvm.load %392 : !llvm.ptr -> f32
      %394 = llvm.getelementptr %352[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %395 = llvm.load %394 : !llvm.ptr -> f32
      %396 = llvm.getelementptr %352[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %397 = llvm.load %396 : !llvm.ptr -> f32
      %398 = llvm.getelementptr %352[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %399 = llvm.load %398 : !llvm.ptr -> f32
      %400 = llvm.getelementptr %352[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %401 = llvm.load %400 : !llvm.ptr -> f32
      %402 = llvm.getelementptr %352[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %403 = llvm.load %402 : !llvm.ptr -> f32
      %404 = llvm.getelementptr %352[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %405 = llvm.load %404 : !llvm.ptr -> f32
      %406 = llvm.getelementptr %352[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %407 = llvm.load %406 : !llvm.ptr -> f32
      %408 = llvm.getelementptr %352[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %409 = llvm.load %408 : !llvm.ptr -> f32
      %410 = llvm.getelementptr %352[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %411 = llvm.load %410 : !llvm.ptr -> f32
      %412 = llvm.getelementptr %352[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %413 = llvm.load %412 : !llvm.ptr -> f32
      %414 = llvm.getelementptr %352[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %415 = llvm.load %414 : !llvm.ptr -> f32
      %416 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69, $70;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,r,n,n,n,n" %353, %355, %357, %359, %361, %363, %365, %367, %369, %371, %373, %375, %377, %379, %381, %383, %385, %387, %389, %391, %393, %395, %397, %399, %401, %403, %405, %407, %409, %411, %413, %415, %350, %344, %96, %96, %96, %82, %82 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %417 = llvm.extractvalue %416[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %418 = llvm.extractvalue %416[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %419 = llvm.extractvalue %416[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %420 = llvm.extractvalue %416[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %421 = llvm.extractvalue %416[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %422 = llvm.extractvalue %416[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %423 = llvm.extractvalue %416[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %424 = llvm.extractvalue %416[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %425 = llvm.extractvalue %416[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %426 = llvm.extractvalue %416[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %427 = llvm.extractvalue %416[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %428 = llvm.extractvalue %416[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %429 = llvm.extractvalue %416[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %430 = llvm.extractvalue %416[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %431 = llvm.extractvalue %416[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %432 = llvm.extractvalue %416[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %433 = llvm.extractvalue %416[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %434 = llvm.extractvalue %416[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %435 = llvm.extractvalue %416[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %436 = llvm.extractvalue %416[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %437 = llvm.extractvalue %416[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %438 = llvm.extractvalue %416[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %439 = llvm.extractvalue %416[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %440 = llvm.extractvalue %416[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %441 = llvm.extractvalue %416[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %442 = llvm.extractvalue %416[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %443 = llvm.extractvalue %416[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %444 = llvm.extractvalue %416[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %445 = llvm.extractvalue %416[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %446 = llvm.extractvalue %416[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %447 = llvm.extractvalue %416[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %448 = llvm.extractvalue %416[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      llvm.store %417, %352 : f32, !llvm.ptr
      llvm.store %418, %354 : f32, !llvm.ptr
      llvm.store %419, %356 : f32, !llvm.ptr
      llvm.store %420, %358 : f32, !llvm.ptr
      llvm.store %421, %360 : f32, !llvm.ptr
      llvm.store %422, %362 : f32, !llvm.ptr
      llvm.store %423, %364 : f32, !llvm.ptr
      llvm.store %424, %366 : f32, !llvm.ptr
      llvm.store %425, %368 : f32, !llvm.ptr
      llvm.store %426, %370 : f32, !llvm.ptr
      llvm.store %427, %372 : f32, !llvm.ptr
      llvm.store %428, %374 : f32, !llvm.ptr
      llvm.store %429, %376 : f32, !llvm.ptr
      llvm.store %430, %378 : f32, !llvm.ptr
      llvm.store %431, %380 : f32, !llvm.ptr
      llvm.store %432, %382 : f32, !llvm.ptr
      llvm.store %433, %384 : f32, !llvm.ptr
      llvm.store %434, %386 : f32, !llvm.ptr
      llvm.store %435, %388 : f32, !llvm.ptr
      llvm.store %436, %390 : f32, !llvm.ptr
      llvm.store %437, %392 : f32, !llvm.ptr
      llvm.store %438, %394 : f32, !llvm.ptr
      llvm.store %439, %396 : f32, !llvm.ptr
      llvm.store %440, %398 : f32, !llvm.ptr
      llvm.store %441, %400 : f32, !llvm.ptr
      llvm.store %442, %402 : f32, !llvm.ptr
      llvm.store %443, %404 : f32, !llvm.ptr
      llvm.store %444, %406 : f32, !llvm.ptr
      llvm.store %445, %408 : f32, !llvm.ptr
      llvm.store %446, %410 : f32, !llvm.ptr
      llvm.store %447, %412 : f32, !llvm.ptr
      llvm.store %448, %414 : f32, !llvm.ptr
      %449 = llvm.add %345, %96 : i32
      llvm.br ^bb36(%449 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb38:  // pred: ^bb36
      %450 = llvm.insertvalue %85, %338[0] : !llvm.struct<(i1)> 
      %451 = llvm.add %225, %83 overflow<nsw> : i32
      %452 = llvm.add %166, %451 : i32
      %453 = llvm.add %227, %83 overflow<nsw> : i32
      %454 = llvm.add %168, %453 : i32
      %455 = llvm.insertelement %454, %167[%64 : i64] : vector<2xi32>
      %456 = llvm.bitcast %455 : vector<2xi32> to i64
      llvm.br ^bb39(%82 : i32)
    ^bb39(%457: i32):  // 2 preds: ^bb38, ^bb40
      %458 = llvm.icmp "slt" %457, %88 : i32
      llvm.cond_br %458, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %459 = llvm.mul %457, %72 overflow<nsw> : i32
      %460 = llvm.add %452, %459 : i32
      %461 = llvm.insertelement %460, %165[%64 : i64] : vector<2xi32>
      %462 = llvm.bitcast %461 : vector<2xi32> to i64
      %463 = llvm.mul %457, %81 overflow<nsw> : i32
      %464 = llvm.getelementptr %98[%463] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %465 = llvm.load %464 : !llvm.ptr -> f32
      %466 = llvm.getelementptr %464[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %467 = llvm.load %466 : !llvm.ptr -> f32
      %468 = llvm.getelementptr %464[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %469 = llvm.load %468 : !llvm.ptr -> f32
      %470 = llvm.getelementptr %464[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %471 = llvm.load %470 : !llvm.ptr -> f32
      %472 = llvm.getelementptr %464[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %473 = llvm.load %472 : !llvm.ptr -> f32
      %474 = llvm.getelementptr %464[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %475 = llvm.load %474 : !llvm.ptr -> f32
      %476 = llvm.getelementptr %464[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %477 = llvm.load %476 : !llvm.ptr -> f32
      %478 = llvm.getelementptr %464[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %479 = llvm.load %478 : !llvm.ptr -> f32
      %480 = llvm.getelementptr %464[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %481 = llvm.load %480 : !llvm.ptr -> f32
      %482 = llvm.getelementptr %464[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %483 = llvm.load %482 : !llvm.ptr -> f32
      %484 = llvm.getelementptr %464[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %485 = llvm.load %484 : !llvm.ptr -> f32
      %486 = llvm.getelementptr %464[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %487 = llvm.load %486 : !llvm.ptr -> f32
      %488 = llvm.getelementptr %464[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %489 = llvm.load %488 : !llvm.ptr -> f32
      %490 = llvm.getelementptr %464[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %491 = llvm.load %490 : !llvm.ptr -> f32
      %492 = llvm.getelementptr %464[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %493 = llvm.load %492 : !llvm.ptr -> f32
      %494 = llvm.getelementptr %464[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %495 = llvm.load %494 : !llvm.ptr -> f32
      %496 = llvm.getelementptr %464[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %497 = llvm.load %496 : !llvm.ptr -> f32
      %498 = llvm.getelementptr %464[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %499 = llvm.load %498 : !llvm.ptr -> f32
      %500 = llvm.getelementptr %464[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %501 = llvm.load %500 : !llvm.ptr -> f32
      %502 = llvm.getelementptr %464[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %503 = llvm.load %502 : !llvm.ptr -> f32
      %504 = llvm.getelementptr %464[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %505 = llvm.load %504 : !llvm.ptr -> f32
      %506 = llvm.getelementptr %464[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %507 = llvm.load %506 : !llvm.ptr -> f32
      %508 = llvm.getelementptr %464[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %509 = llvm.load %508 : !llvm.ptr -> f32
      %510 = llvm.getelementptr %464[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %511 = llvm.load %510 : !llvm.ptr -> f32
      %512 = llvm.getelementptr %464[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %513 = llvm.load %512 : !llvm.ptr -> f32
      %514 = llvm.getelementptr %464[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %515 = llvm.load %514 : !llvm.ptr -> f32
      %516 = llvm.getelementptr %464[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %517 = llvm.load %516 : !llvm.ptr -> f32
      %518 = llvm.getelementptr %464[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %519 = llvm.load %518 : !llvm.ptr -> f32
      %520 = llvm.getelementptr %464[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %521 = llvm.load %520 : !llvm.ptr -> f32
      %522 = llvm.getelementptr %464[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %523 = llvm.load %522 : !llvm.ptr -> f32
      %524 = llvm.getelementptr %464[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %525 = llvm.load %524 : !llvm.ptr -> f32
      %526 = llvm.getelementptr %464[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %527 = llvm.load %526 : !llvm.ptr -> f32
      %528 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69, $70;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,r,n,n,n,n" %465, %467, %469, %471, %473, %475, %477, %479, %481, %483, %485, %487, %489, %491, %493, %495, %497, %499, %501, %503, %505, %507, %509, %511, %513, %515, %517, %519, %521, %523, %525, %527, %462, %456, %96, %96, %96, %82, %82 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %529 = llvm.extractvalue %528[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %530 = llvm.extractvalue %528[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %531 = llvm.extractvalue %528[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %532 = llvm.extractvalue %528[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %533 = llvm.extractvalue %528[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %534 = llvm.extractvalue %528[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %535 = llvm.extractvalue %528[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %536 = llvm.extractvalue %528[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %537 = llvm.extractvalue %528[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %538 = llvm.extractvalue %528[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %539 = llvm.extractvalue %528[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %540 = llvm.extractvalue %528[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %541 = llvm.extractvalue %528[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %542 = llvm.extractvalue %528[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %543 = llvm.extractvalue %528[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %544 = llvm.extractvalue %528[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %545 = llvm.extractvalue %528[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %546 = llvm.extractvalue %528[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %547 = llvm.extractvalue %528[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %548 = llvm.extractvalue %528[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %549 = llvm.extractvalue %528[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %550 = llvm.extractvalue %528[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %551 = llvm.extractvalue %528[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %552 = llvm.extractvalue %528[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %553 = llvm.extractvalue %528[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %554 = llvm.extractvalue %528[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %555 = llvm.extractvalue %528[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %556 = llvm.extractvalue %528[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %557 = llvm.extractvalue %528[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %558 = llvm.extractvalue %528[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %559 = llvm.extractvalue %528[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %560 = llvm.extractvalue %528[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      llvm.store %529, %464 : f32, !llvm.ptr
      llvm.store %530, %466 : f32, !llvm.ptr
      llvm.store %531, %468 : f32, !llvm.ptr
      llvm.store %532, %470 : f32, !llvm.ptr
      llvm.store %533, %472 : f32, !llvm.ptr
      llvm.store %534, %474 : f32, !llvm.ptr
      llvm.store %535, %476 : f32, !llvm.ptr
      llvm.store %536, %478 : f32, !llvm.ptr
      llvm.store %537, %480 : f32, !llvm.ptr
      llvm.store %538, %482 : f32, !llvm.ptr
      llvm.store %539, %484 : f32, !llvm.ptr
      llvm.store %540, %486 : f32, !llvm.ptr
      llvm.store %541, %488 : f32, !llvm.ptr
      llvm.store %542, %490 : f32, !llvm.ptr
      llvm.store %543, %492 : f32, !llvm.ptr
      llvm.store %544, %494 : f32, !llvm.ptr
      llvm.store %545, %496 : f32, !llvm.ptr
      llvm.store %546, %498 : f32, !llvm.ptr
      llvm.store %547, %500 : f32, !llvm.ptr
      llvm.store %548, %502 : f32, !llvm.ptr
      llvm.store %549, %504 : f32, !llvm.ptr
      llvm.store %550, %506 : f32, !llvm.ptr
      llvm.store %551, %508 : f32, !llvm.ptr
      llvm.store %552, %510 : f32, !llvm.ptr
      llvm.store %553, %512 : f32, !llvm.ptr
      llvm.store %554, %514 : f32, !llvm.ptr
      llvm.store %555, %516 : f32, !llvm.ptr
      llvm.store %556, %518 : f32, !llvm.ptr
      llvm.store %557, %520 : f32, !llvm.ptr
      llvm.store %558, %522 : f32, !llvm.ptr
      llvm.store %559, %524 : f32, !llvm.ptr
      llvm.store %560, %526 : f32, !llvm.ptr
      %561 = llvm.add %457, %96 : i32
      llvm.br ^bb39(%561 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb41:  // pred: ^bb39
      %562 = llvm.insertvalue %85, %450[0] : !llvm.struct<(i1)> 
      %563 = llvm.add %225, %71 overflow<nsw> : i32
      %564 = llvm.add %166, %563 : i32
      %565 = llvm.add %227, %71 overflow<nsw> : i32
      %566 = llvm.add %168, %565 : i32
      %567 = llvm.insertelement %566, %167[%64 : i64] : vector<2xi32>
      %568 = llvm.bitcast %567 : vector<2xi32> to i64
      llvm.br ^bb42(%82 : i32)
    ^bb42(%569: i32):  // 2 preds: ^bb41, ^bb43
      %570 = llvm.icmp "slt" %569, %88 : i32
      llvm.cond_br %570, ^bb43, ^bb44
    ^bb43:  // pred: ^bb42
      %571 = llvm.mul %569, %72 overflow<nsw> : i32
      %572 = llvm.add %564, %571 : i32
      %573 = llvm.insertelement %572, %165[%64 : i64] : vector<2xi32>
      %574 = llvm.bitcast %573 : vector<2xi32> to i64
      %575 = llvm.mul %569, %81 overflow<nsw> : i32
      %576 = llvm.getelementptr %98[%575] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %577 = llvm.load %576 : !llvm.ptr -> f32
      %578 = llvm.getelementptr %576[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %579 = llvm.load %578 : !llvm.ptr -> f32
      %580 = llvm.getelementptr %576[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %581 = llvm.load %580 : !llvm.ptr -> f32
      %582 = llvm.getelementptr %576[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %583 = llvm.load %582 : !llvm.ptr -> f32
      %584 = llvm.getelementptr %576[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %585 = llvm.load %584 : !llvm.ptr -> f32
      %586 = llvm.getelementptr %576[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %587 = llvm.load %586 : !llvm.ptr -> f32
      %588 = llvm.getelementptr %576[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %589 = llvm.load %588 : !llvm.ptr -> f32
      %590 = llvm.getelementptr %576[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %591 = llvm.load %590 : !llvm.ptr -> f32
      %592 = llvm.getelementptr %576[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %593 = llvm.load %592 : !llvm.ptr -> f32
      %594 = llvm.getelementptr %576[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %595 = llvm.load %594 : !llvm.ptr -> f32
      %596 = llvm.getelementptr %576[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %597 = llvm.load %596 : !llvm.ptr -> f32
      %598 = llvm.getelementptr %576[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %599 = llvm.load %598 : !llvm.ptr -> f32
      %600 = llvm.getelementptr %576[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %601 = llvm.load %600 : !llvm.ptr -> f32
      %602 = llvm.getelementptr %576[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %603 = llvm.load %602 : !llvm.ptr -> f32
      %604 = llvm.getelementptr %576[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %605 = llvm.load %604 : !llvm.ptr -> f32
      %606 = llvm.getelementptr %576[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %607 = llvm.load %606 : !llvm.ptr -> f32
      %608 = llvm.getelementptr %576[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %609 = llvm.load %608 : !llvm.ptr -> f32
      %610 = llvm.getelementptr %576[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %611 = llvm.load %610 : !llvm.ptr -> f32
      %612 = llvm.getelementptr %576[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %613 = llvm.load %612 : !llvm.ptr -> f32
      %614 = llvm.getelementptr %576[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %615 = llvm.load %614 : !llvm.ptr -> f32
      %616 = llvm.getelementptr %576[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %617 = llvm.load %616 : !llvm.ptr -> f32
      %618 = llvm.getelementptr %576[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %619 = llvm.load %618 : !llvm.ptr -> f32
      %620 = llvm.getelementptr %576[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %621 = llvm.load %620 : !llvm.ptr -> f32
      %622 = llvm.getelementptr %576[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %623 = llvm.load %622 : !llvm.ptr -> f32
      %624 = llvm.getelementptr %576[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %625 = llvm.load %624 : !llvm.ptr -> f32
      %626 = llvm.getelementptr %576[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %627 = llvm.load %626 : !llvm.ptr -> f32
      %628 = llvm.getelementptr %576[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %629 = llvm.load %628 : !llvm.ptr -> f32
      %630 = llvm.getelementptr %576[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %631 = llvm.load %630 : !llvm.ptr -> f32
      %632 = llvm.getelementptr %576[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %633 = llvm.load %632 : !llvm.ptr -> f32
      %634 = llvm.getelementptr %576[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %635 = llvm.load %634 : !llvm.ptr -> f32
      %636 = llvm.getelementptr %576[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %637 = llvm.load %636 : !llvm.ptr -> f32
      %638 = llvm.getelementptr %576[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %639 = llvm.load %638 : !llvm.ptr -> f32
      %640 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69, $70;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,r,n,n,n,n" %577, %579, %581, %583, %585, %587, %589, %591, %593, %595, %597, %599, %601, %603, %605, %607, %609, %611, %613, %615, %617, %619, %621, %623, %625, %627, %629, %631, %633, %635, %637, %639, %574, %568, %96, %96, %96, %82, %82 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %641 = llvm.extractvalue %640[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %642 = llvm.extractvalue %640[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %643 = llvm.extractvalue %640[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %644 = llvm.extractvalue %640[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %645 = llvm.extractvalue %640[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %646 = llvm.extractvalue %640[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %647 = llvm.extractvalue %640[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %648 = llvm.extractvalue %640[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %649 = llvm.extractvalue %640[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %650 = llvm.extractvalue %640[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %651 = llvm.extractvalue %640[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %652 = llvm.extractvalue %640[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %653 = llvm.extractvalue %640[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %654 = llvm.extractvalue %640[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %655 = llvm.extractvalue %640[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %656 = llvm.extractvalue %640[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %657 = llvm.extractvalue %640[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %658 = llvm.extractvalue %640[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %659 = llvm.extractvalue %640[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %660 = llvm.extractvalue %640[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %661 = llvm.extractvalue %640[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %662 = llvm.extractvalue %640[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %663 = llvm.extractvalue %640[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %664 = llvm.extractvalue %640[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %665 = llvm.extractvalue %640[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %666 = llvm.extractvalue %640[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %667 = llvm.extractvalue %640[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %668 = llvm.extractvalue %640[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %669 = llvm.extractvalue %640[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %670 = llvm.extractvalue %640[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %671 = llvm.extractvalue %640[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %672 = llvm.extractvalue %640[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      llvm.store %641, %576 : f32, !llvm.ptr
      llvm.store %642, %578 : f32, !llvm.ptr
      llvm.store %643, %580 : f32, !llvm.ptr
      llvm.store %644, %582 : f32, !llvm.ptr
      llvm.store %645, %584 : f32, !llvm.ptr
      llvm.store %646, %586 : f32, !llvm.ptr
      llvm.store %647, %588 : f32, !llvm.ptr
      llvm.store %648, %590 : f32, !llvm.ptr
      llvm.store %649, %592 : f32, !llvm.ptr
      llvm.store %650, %594 : f32, !llvm.ptr
      llvm.store %651, %596 : f32, !llvm.ptr
      llvm.store %652, %598 : f32, !llvm.ptr
      llvm.store %653, %600 : f32, !llvm.ptr
      llvm.store %654, %602 : f32, !llvm.ptr
      llvm.store %655, %604 : f32, !llvm.ptr
      llvm.store %656, %606 : f32, !llvm.ptr
      llvm.store %657, %608 : f32, !llvm.ptr
      llvm.store %658, %610 : f32, !llvm.ptr
      llvm.store %659, %612 : f32, !llvm.ptr
      llvm.store %660, %614 : f32, !llvm.ptr
      llvm.store %661, %616 : f32, !llvm.ptr
      llvm.store %662, %618 : f32, !llvm.ptr
      llvm.store %663, %620 : f32, !llvm.ptr
      llvm.store %664, %622 : f32, !llvm.ptr
      llvm.store %665, %624 : f32, !llvm.ptr
      llvm.store %666, %626 : f32, !llvm.ptr
      llvm.store %667, %628 : f32, !llvm.ptr
      llvm.store %668, %630 : f32, !llvm.ptr
      llvm.store %669, %632 : f32, !llvm.ptr
      llvm.store %670, %634 : f32, !llvm.ptr
      llvm.store %671, %636 : f32, !llvm.ptr
      llvm.store %672, %638 : f32, !llvm.ptr
      %673 = llvm.add %569, %96 : i32
      llvm.br ^bb42(%673 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb44:  // pred: ^bb42
      %674 = llvm.insertvalue %85, %562[0] : !llvm.struct<(i1)> 
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 0
      llvm.cond_br %139, ^bb45, ^bb46
    ^bb45:  // pred: ^bb44
      %675 = llvm.getelementptr %134[%196] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %676 = nvvm.mbarrier.arrive %675, %96 : !llvm.ptr<3> -> i64
      llvm.br ^bb46
    ^bb46:  // 2 preds: ^bb44, ^bb45
      %677 = llvm.add %193, %96 : i32
      llvm.br ^bb13(%677, %217, %218, %222, %224, %674 : i32, i32, i32, i32, i32, !llvm.struct<(i1)>) {loop_annotation = #llvm.loop_annotation<unroll = <disable = true, count = 1 : i32>>}
    ^bb47:  // pred: ^bb13
      %678 = llvm.load %98 {alignment = 128 : i64} : !llvm.ptr -> vector<64xf32>
      %679 = llvm.fmul %678, %170 : vector<64xf32>
      %680 = llvm.bitcast %679 : vector<64xf32> to vector<64xi32>
      %681 = llvm.extractelement %680[%64 : i64] : vector<64xi32>
      %682 = llvm.extractelement %680[%61 : i64] : vector<64xi32>
      %683 = llvm.bitcast %681 : i32 to f32
      %684 = llvm.bitcast %682 : i32 to f32
      %685 = nvvm.convert.f32x2.to.f16x2 %684, %683 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %686 = llvm.bitcast %685 : vector<2xf16> to i32
      %687 = llvm.insertelement %686, %62[%64 : i64] : vector<32xi32>
      %688 = llvm.extractelement %680[%60 : i64] : vector<64xi32>
      %689 = llvm.extractelement %680[%59 : i64] : vector<64xi32>
      %690 = llvm.bitcast %688 : i32 to f32
      %691 = llvm.bitcast %689 : i32 to f32
      %692 = nvvm.convert.f32x2.to.f16x2 %691, %690 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %693 = llvm.bitcast %692 : vector<2xf16> to i32
      %694 = llvm.insertelement %693, %687[%61 : i64] : vector<32xi32>
      %695 = llvm.extractelement %680[%58 : i64] : vector<64xi32>
      %696 = llvm.extractelement %680[%57 : i64] : vector<64xi32>
      %697 = llvm.bitcast %695 : i32 to f32
      %698 = llvm.bitcast %696 : i32 to f32
      %699 = nvvm.convert.f32x2.to.f16x2 %698, %697 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %700 = llvm.bitcast %699 : vector<2xf16> to i32
      %701 = llvm.insertelement %700, %694[%60 : i64] : vector<32xi32>
      %702 = llvm.extractelement %680[%56 : i64] : vector<64xi32>
      %703 = llvm.extractelement %680[%55 : i64] : vector<64xi32>
      %704 = llvm.bitcast %702 : i32 to f32
      %705 = llvm.bitcast %703 : i32 to f32
      %706 = nvvm.convert.f32x2.to.f16x2 %705, %704 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %707 = llvm.bitcast %706 : vector<2xf16> to i32
      %708 = llvm.insertelement %707, %701[%59 : i64] : vector<32xi32>
      %709 = llvm.extractelement %680[%76 : i64] : vector<64xi32>
      %710 = llvm.extractelement %680[%54 : i64] : vector<64xi32>
      %711 = llvm.bitcast %709 : i32 to f32
      %712 = llvm.bitcast %710 : i32 to f32
      %713 = nvvm.convert.f32x2.to.f16x2 %712, %711 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %714 = llvm.bitcast %713 : vector<2xf16> to i32
      %715 = llvm.insertelement %714, %708[%58 : i64] : vector<32xi32>
      %716 = llvm.extractelement %680[%53 : i64] : vector<64xi32>
      %717 = llvm.extractelement %680[%52 : i64] : vector<64xi32>
      %718 = llvm.bitcast %716 : i32 to f32
      %719 = llvm.bitcast %717 : i32 to f32
      %720 = nvvm.convert.f32x2.to.f16x2 %719, %718 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %721 = llvm.bitcast %720 : vector<2xf16> to i32
      %722 = llvm.insertelement %721, %715[%57 : i64] : vector<32xi32>
      %723 = llvm.extractelement %680[%51 : i64] : vector<64xi32>
      %724 = llvm.extractelement %680[%50 : i64] : vector<64xi32>
      %725 = llvm.bitcast %723 : i32 to f32
      %726 = llvm.bitcast %724 : i32 to f32
      %727 = nvvm.convert.f32x2.to.f16x2 %726, %725 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %728 = llvm.bitcast %727 : vector<2xf16> to i32
      %729 = llvm.insertelement %728, %722[%56 : i64] : vector<32xi32>
      %730 = llvm.extractelement %680[%49 : i64] : vector<64xi32>
      %731 = llvm.extractelement %680[%48 : i64] : vector<64xi32>
      %732 = llvm.bitcast %730 : i32 to f32
      %733 = llvm.bitcast %731 : i32 to f32
      %734 = nvvm.convert.f32x2.to.f16x2 %733, %732 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %735 = llvm.bitcast %734 : vector<2xf16> to i32
      %736 = llvm.insertelement %735, %729[%55 : i64] : vector<32xi32>
      %737 = llvm.extractelement %680[%47 : i64] : vector<64xi32>
      %738 = llvm.extractelement %680[%46 : i64] : vector<64xi32>
      %739 = llvm.bitcast %737 : i32 to f32
      %740 = llvm.bitcast %738 : i32 to f32
      %741 = nvvm.convert.f32x2.to.f16x2 %740, %739 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %742 = llvm.bitcast %741 : vector<2xf16> to i32
      %743 = llvm.insertelement %742, %736[%76 : i64] : vector<32xi32>
      %744 = llvm.extractelement %680[%45 : i64] : vector<64xi32>
      %745 = llvm.extractelement %680[%44 : i64] : vector<64xi32>
      %746 = llvm.bitcast %744 : i32 to f32
      %747 = llvm.bitcast %745 : i32 to f32
      %748 = nvvm.convert.f32x2.to.f16x2 %747, %746 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %749 = llvm.bitcast %748 : vector<2xf16> to i32
      %750 = llvm.insertelement %749, %743[%54 : i64] : vector<32xi32>
      %751 = llvm.extractelement %680[%43 : i64] : vector<64xi32>
      %752 = llvm.extractelement %680[%42 : i64] : vector<64xi32>
      %753 = llvm.bitcast %751 : i32 to f32
      %754 = llvm.bitcast %752 : i32 to f32
      %755 = nvvm.convert.f32x2.to.f16x2 %754, %753 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %756 = llvm.bitcast %755 : vector<2xf16> to i32
      %757 = llvm.insertelement %756, %750[%53 : i64] : vector<32xi32>
      %758 = llvm.extractelement %680[%41 : i64] : vector<64xi32>
      %759 = llvm.extractelement %680[%40 : i64] : vector<64xi32>
      %760 = llvm.bitcast %758 : i32 to f32
      %761 = llvm.bitcast %759 : i32 to f32
      %762 = nvvm.convert.f32x2.to.f16x2 %761, %760 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %763 = llvm.bitcast %762 : vector<2xf16> to i32
      %764 = llvm.insertelement %763, %757[%52 : i64] : vector<32xi32>
      %765 = llvm.extractelement %680[%39 : i64] : vector<64xi32>
      %766 = llvm.extractelement %680[%38 : i64] : vector<64xi32>
      %767 = llvm.bitcast %765 : i32 to f32
      %768 = llvm.bitcast %766 : i32 to f32
      %769 = nvvm.convert.f32x2.to.f16x2 %768, %767 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %770 = llvm.bitcast %769 : vector<2xf16> to i32
      %771 = llvm.insertelement %770, %764[%51 : i64] : vector<32xi32>
      %772 = llvm.extractelement %680[%37 : i64] : vector<64xi32>
      %773 = llvm.extractelement %680[%36 : i64] : vector<64xi32>
      %774 = llvm.bitcast %772 : i32 to f32
      %775 = llvm.bitcast %773 : i32 to f32
      %776 = nvvm.convert.f32x2.to.f16x2 %775, %774 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %777 = llvm.bitcast %776 : vector<2xf16> to i32
      %778 = llvm.insertelement %777, %771[%50 : i64] : vector<32xi32>
      %779 = llvm.extractelement %680[%35 : i64] : vector<64xi32>
      %780 = llvm.extractelement %680[%34 : i64] : vector<64xi32>
      %781 = llvm.bitcast %779 : i32 to f32
      %782 = llvm.bitcast %780 : i32 to f32
      %783 = nvvm.convert.f32x2.to.f16x2 %782, %781 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %784 = llvm.bitcast %783 : vector<2xf16> to i32
      %785 = llvm.insertelement %784, %778[%49 : i64] : vector<32xi32>
      %786 = llvm.extractelement %680[%33 : i64] : vector<64xi32>
      %787 = llvm.extractelement %680[%32 : i64] : vector<64xi32>
      %788 = llvm.bitcast %786 : i32 to f32
      %789 = llvm.bitcast %787 : i32 to f32
      %790 = nvvm.convert.f32x2.to.f16x2 %789, %788 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %791 = llvm.bitcast %790 : vector<2xf16> to i32
      %792 = llvm.insertelement %791, %785[%48 : i64] : vector<32xi32>
      %793 = llvm.extractelement %680[%31 : i64] : vector<64xi32>
      %794 = llvm.extractelement %680[%30 : i64] : vector<64xi32>
      %795 = llvm.bitcast %793 : i32 to f32
      %796 = llvm.bitcast %794 : i32 to f32
      %797 = nvvm.convert.f32x2.to.f16x2 %796, %795 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %798 = llvm.bitcast %797 : vector<2xf16> to i32
      %799 = llvm.insertelement %798, %792[%47 : i64] : vector<32xi32>
      %800 = llvm.extractelement %680[%29 : i64] : vector<64xi32>
      %801 = llvm.extractelement %680[%28 : i64] : vector<64xi32>
      %802 = llvm.bitcast %800 : i32 to f32
      %803 = llvm.bitcast %801 : i32 to f32
      %804 = nvvm.convert.f32x2.to.f16x2 %803, %802 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %805 = llvm.bitcast %804 : vector<2xf16> to i32
      %806 = llvm.insertelement %805, %799[%46 : i64] : vector<32xi32>
      %807 = llvm.extractelement %680[%27 : i64] : vector<64xi32>
      %808 = llvm.extractelement %680[%26 : i64] : vector<64xi32>
      %809 = llvm.bitcast %807 : i32 to f32
      %810 = llvm.bitcast %808 : i32 to f32
      %811 = nvvm.convert.f32x2.to.f16x2 %810, %809 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %812 = llvm.bitcast %811 : vector<2xf16> to i32
      %813 = llvm.insertelement %812, %806[%45 : i64] : vector<32xi32>
      %814 = llvm.extractelement %680[%25 : i64] : vector<64xi32>
      %815 = llvm.extractelement %680[%24 : i64] : vector<64xi32>
      %816 = llvm.bitcast %814 : i32 to f32
      %817 = llvm.bitcast %815 : i32 to f32
      %818 = nvvm.convert.f32x2.to.f16x2 %817, %816 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %819 = llvm.bitcast %818 : vector<2xf16> to i32
      %820 = llvm.insertelement %819, %813[%44 : i64] : vector<32xi32>
      %821 = llvm.extractelement %680[%23 : i64] : vector<64xi32>
      %822 = llvm.extractelement %680[%22 : i64] : vector<64xi32>
      %823 = llvm.bitcast %821 : i32 to f32
      %824 = llvm.bitcast %822 : i32 to f32
      %825 = nvvm.convert.f32x2.to.f16x2 %824, %823 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %826 = llvm.bitcast %825 : vector<2xf16> to i32
      %827 = llvm.insertelement %826, %820[%43 : i64] : vector<32xi32>
      %828 = llvm.extractelement %680[%21 : i64] : vector<64xi32>
      %829 = llvm.extractelement %680[%20 : i64] : vector<64xi32>
      %830 = llvm.bitcast %828 : i32 to f32
      %831 = llvm.bitcast %829 : i32 to f32
      %832 = nvvm.convert.f32x2.to.f16x2 %831, %830 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %833 = llvm.bitcast %832 : vector<2xf16> to i32
      %834 = llvm.insertelement %833, %827[%42 : i64] : vector<32xi32>
      %835 = llvm.extractelement %680[%19 : i64] : vector<64xi32>
      %836 = llvm.extractelement %680[%18 : i64] : vector<64xi32>
      %837 = llvm.bitcast %835 : i32 to f32
      %838 = llvm.bitcast %836 : i32 to f32
      %839 = nvvm.convert.f32x2.to.f16x2 %838, %837 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %840 = llvm.bitcast %839 : vector<2xf16> to i32
      %841 = llvm.insertelement %840, %834[%41 : i64] : vector<32xi32>
      %842 = llvm.extractelement %680[%17 : i64] : vector<64xi32>
      %843 = llvm.extractelement %680[%16 : i64] : vector<64xi32>
      %844 = llvm.bitcast %842 : i32 to f32
      %845 = llvm.bitcast %843 : i32 to f32
      %846 = nvvm.convert.f32x2.to.f16x2 %845, %844 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %847 = llvm.bitcast %846 : vector<2xf16> to i32
      %848 = llvm.insertelement %847, %841[%40 : i64] : vector<32xi32>
      %849 = llvm.extractelement %680[%15 : i64] : vector<64xi32>
      %850 = llvm.extractelement %680[%14 : i64] : vector<64xi32>
      %851 = llvm.bitcast %849 : i32 to f32
      %852 = llvm.bitcast %850 : i32 to f32
      %853 = nvvm.convert.f32x2.to.f16x2 %852, %851 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %854 = llvm.bitcast %853 : vector<2xf16> to i32
      %855 = llvm.insertelement %854, %848[%39 : i64] : vector<32xi32>
      %856 = llvm.extractelement %680[%13 : i64] : vector<64xi32>
      %857 = llvm.extractelement %680[%12 : i64] : vector<64xi32>
      %858 = llvm.bitcast %856 : i32 to f32
      %859 = llvm.bitcast %857 : i32 to f32
      %860 = nvvm.convert.f32x2.to.f16x2 %859, %858 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %861 = llvm.bitcast %860 : vector<2xf16> to i32
      %862 = llvm.insertelement %861, %855[%38 : i64] : vector<32xi32>
      %863 = llvm.extractelement %680[%11 : i64] : vector<64xi32>
      %864 = llvm.extractelement %680[%10 : i64] : vector<64xi32>
      %865 = llvm.bitcast %863 : i32 to f32
      %866 = llvm.bitcast %864 : i32 to f32
      %867 = nvvm.convert.f32x2.to.f16x2 %866, %865 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %868 = llvm.bitcast %867 : vector<2xf16> to i32
      %869 = llvm.insertelement %868, %862[%37 : i64] : vector<32xi32>
      %870 = llvm.extractelement %680[%9 : i64] : vector<64xi32>
      %871 = llvm.extractelement %680[%8 : i64] : vector<64xi32>
      %872 = llvm.bitcast %870 : i32 to f32
      %873 = llvm.bitcast %871 : i32 to f32
      %874 = nvvm.convert.f32x2.to.f16x2 %873, %872 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %875 = llvm.bitcast %874 : vector<2xf16> to i32
      %876 = llvm.insertelement %875, %869[%36 : i64] : vector<32xi32>
      %877 = llvm.extractelement %680[%7 : i64] : vector<64xi32>
      %878 = llvm.extractelement %680[%6 : i64] : vector<64xi32>
      %879 = llvm.bitcast %877 : i32 to f32
      %880 = llvm.bitcast %878 : i32 to f32
      %881 = nvvm.convert.f32x2.to.f16x2 %880, %879 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %882 = llvm.bitcast %881 : vector<2xf16> to i32
      %883 = llvm.insertelement %882, %876[%35 : i64] : vector<32xi32>
      %884 = llvm.extractelement %680[%5 : i64] : vector<64xi32>
      %885 = llvm.extractelement %680[%4 : i64] : vector<64xi32>
      %886 = llvm.bitcast %884 : i32 to f32
      %887 = llvm.bitcast %885 : i32 to f32
      %888 = nvvm.convert.f32x2.to.f16x2 %887, %886 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %889 = llvm.bitcast %888 : vector<2xf16> to i32
      %890 = llvm.insertelement %889, %883[%34 : i64] : vector<32xi32>
      %891 = llvm.extractelement %680[%3 : i64] : vector<64xi32>
      %892 = llvm.extractelement %680[%2 : i64] : vector<64xi32>
      %893 = llvm.bitcast %891 : i32 to f32
      %894 = llvm.bitcast %892 : i32 to f32
      %895 = nvvm.convert.f32x2.to.f16x2 %894, %893 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %896 = llvm.bitcast %895 : vector<2xf16> to i32
      %897 = llvm.insertelement %896, %890[%33 : i64] : vector<32xi32>
      %898 = llvm.extractelement %680[%1 : i64] : vector<64xi32>
      %899 = llvm.extractelement %680[%0 : i64] : vector<64xi32>
      %900 = llvm.bitcast %898 : i32 to f32
      %901 = llvm.bitcast %899 : i32 to f32
      %902 = nvvm.convert.f32x2.to.f16x2 %901, %900 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %903 = llvm.bitcast %902 : vector<2xf16> to i32
      %904 = llvm.insertelement %903, %897[%32 : i64] : vector<32xi32>
      %905 = llvm.bitcast %904 : vector<32xi32> to vector<64xf16>
      llvm.store %905, %97 {alignment = 32 : i64} : vector<64xf16>, !llvm.ptr
      llvm.br ^bb48(%82, %82, %82 : i32, i32, i32)
    ^bb48(%906: i32, %907: i32, %908: i32):  // 2 preds: ^bb47, ^bb49
      %909 = llvm.icmp "slt" %906, %81 : i32
      llvm.cond_br %909, ^bb49, ^bb50
    ^bb49:  // pred: ^bb48
      %910 = llvm.mul %906, %88 overflow<nsw> : i32
      %911 = llvm.getelementptr %97[%910] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %912 = llvm.srem %906, %88 : i32
      %913 = llvm.mul %912, %70 overflow<nsw> : i32
      %914 = llvm.sdiv %908, %89 : i32
      %915 = llvm.srem %908, %89 : i32
      %916 = llvm.mul %915, %89 overflow<nsw> : i32
      %917 = llvm.add %913, %916 overflow<nsw> : i32
      %918 = llvm.mul %914, %69 overflow<nsw> : i32
      %919 = llvm.add %917, %918 overflow<nsw> : i32
      %920 = llvm.getelementptr %191[%919] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %921 = llvm.load %911 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
      llvm.store %921, %920 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
      %922 = llvm.add %907, %96 : i32
      %923 = llvm.icmp "eq" %922, %88 : i32
      %924 = llvm.select %923, %82, %922 : i1, i32
      %925 = llvm.add %908, %96 : i32
      %926 = llvm.select %923, %925, %908 : i1, i32
      %927 = llvm.add %906, %96 : i32
      llvm.br ^bb48(%927, %924, %926 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb50:  // pred: ^bb48
      %928 = llvm.add %171, %129 : i32
      llvm.br ^bb11(%928, %198, %194, %195, %196, %197 : i32, !llvm.struct<(i1)>, i32, i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = true, count = 1 : i32>>}
    ^bb51:  // pred: ^bb11
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_hop_persistent_kernel_TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK646416_TVLayoutA12864160164_TVLayoutB12864160164_TVLayoutC484228128116648_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_hop_persistent_kernel_TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK646416_TVLayoutA12864160164_TVLayoutB12864160164_TVLayoutC484228128116648_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_hop_persistent_FakeTensorFloat165122562561_FakeTensorFloat162562562561_FakeTensorFloat165122562561_05(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: f32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %6 = llvm.mlir.constant(75776 : i64) : i64
    %7 = llvm.mlir.constant(63 : i64) : i64
    %8 = llvm.mlir.constant(1095216660735 : i64) : i64
    %9 = llvm.mlir.constant(127 : i64) : i64
    %10 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %11 = llvm.mlir.constant(2194728288511 : i64) : i64
    %12 = llvm.mlir.constant(137441338130 : i64) : i64
    %13 = llvm.mlir.constant(0 : i32) : i32
    %14 = llvm.mlir.constant(8 : i32) : i32
    %15 = llvm.mlir.constant(1 : i32) : i32
    %16 = llvm.mlir.constant(128 : i32) : i32
    %17 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %18 = llvm.mlir.constant(16 : i64) : i64
    %19 = llvm.mlir.constant(4 : i64) : i64
    %20 = llvm.mlir.constant(0 : i64) : i64
    %21 = llvm.mlir.constant(16 : i32) : i32
    %22 = llvm.mlir.constant(false) : i1
    %23 = llvm.mlir.poison : !llvm.struct<(i1)>
    %24 = llvm.insertvalue %22, %23[0] : !llvm.struct<(i1)> 
    %25 = llvm.alloca %21 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %26 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %27 = llvm.ptrtoint %26 : !llvm.ptr<1> to i64
    %28 = llvm.getelementptr %25[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %28 : i64, !llvm.ptr
    %29 = llvm.getelementptr %25[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %29 : i64, !llvm.ptr
    %30 = llvm.getelementptr %25[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %30 : i64, !llvm.ptr
    %31 = llvm.getelementptr %25[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %31 : i64, !llvm.ptr
    %32 = llvm.getelementptr %25[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %32 : i64, !llvm.ptr
    %33 = llvm.getelementptr %25[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %33 : i64, !llvm.ptr
    %34 = llvm.getelementptr %25[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %34 : i64, !llvm.ptr
    %35 = llvm.getelementptr %25[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %35 : i64, !llvm.ptr
    %36 = llvm.udiv %27, %18 : i64
    %37 = llvm.and %36, %17 : i64
    %38 = llvm.shl %37, %19 : i64
    llvm.store %38, %28 : i64, !llvm.ptr
    llvm.store %12, %29 : i64, !llvm.ptr
    llvm.store %20, %30 : i64, !llvm.ptr
    llvm.store %20, %31 : i64, !llvm.ptr
    llvm.store %11, %32 : i64, !llvm.ptr
    llvm.store %20, %33 : i64, !llvm.ptr
    llvm.store %10, %34 : i64, !llvm.ptr
    llvm.store %9, %35 : i64, !llvm.ptr
    %39 = llvm.ptrtoint %25 : !llvm.ptr to i64
    %40 = llvm.inttoptr %39 : i64 to !llvm.ptr
    %41 = llvm.load %40 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %42 = llvm.insertvalue %41, %5[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %43 = llvm.alloca %21 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %44 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %45 = llvm.ptrtoint %44 : !llvm.ptr<1> to i64
    %46 = llvm.getelementptr %43[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %43[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %43[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %43[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %43[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %43[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %51 : i64, !llvm.ptr
    %52 = llvm.getelementptr %43[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %52 : i64, !llvm.ptr
    %53 = llvm.getelementptr %43[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %20, %53 : i64, !llvm.ptr
    %54 = llvm.udiv %45, %18 : i64
    %55 = llvm.and %54, %17 : i64
    %56 = llvm.shl %55, %19 : i64
    llvm.store %56, %46 : i64, !llvm.ptr
    llvm.store %12, %47 : i64, !llvm.ptr
    llvm.store %20, %48 : i64, !llvm.ptr
    llvm.store %20, %49 : i64, !llvm.ptr
    llvm.store %8, %50 : i64, !llvm.ptr
    llvm.store %20, %51 : i64, !llvm.ptr
    llvm.store %10, %52 : i64, !llvm.ptr
    llvm.store %7, %53 : i64, !llvm.ptr
    %57 = llvm.ptrtoint %43 : !llvm.ptr to i64
    %58 = llvm.inttoptr %57 : i64 to !llvm.ptr
    %59 = llvm.load %58 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %60 = llvm.insertvalue %59, %5[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %61 = llvm.inttoptr %20 : i64 to !llvm.ptr
    %62 = llvm.alloca %15 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %63 = llvm.alloca %15 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %64 = llvm.getelementptr %62[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %63, %64 : !llvm.ptr, !llvm.ptr
    %65 = llvm.getelementptr %62[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %16, %65 : i32, !llvm.ptr
    %66 = llvm.getelementptr %62[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %15, %66 : i32, !llvm.ptr
    %67 = llvm.getelementptr %62[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %15, %67 : i32, !llvm.ptr
    %68 = llvm.getelementptr %62[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %68 : i64, !llvm.ptr
    %69 = llvm.getelementptr %62[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %69 : i32, !llvm.ptr
    %70 = llvm.getelementptr %62[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %15, %70 : i32, !llvm.ptr
    %71 = llvm.getelementptr %62[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %15, %71 : i32, !llvm.ptr
    %72 = llvm.getelementptr %62[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %72 : i32, !llvm.ptr
    %73 = llvm.getelementptr %62[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %61, %73 : !llvm.ptr, !llvm.ptr
    %74 = llvm.alloca %15 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %75 = builtin.unrealized_conversion_cast %74 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %76 = llvm.getelementptr %74[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %62, %76 : !llvm.ptr, !llvm.ptr
    %77 = llvm.load %76 : !llvm.ptr -> !llvm.ptr
    %78 = llvm.getelementptr %77[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %79 = llvm.load %78 : !llvm.ptr -> i32
    %80 = llvm.getelementptr %77[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %81 = llvm.load %80 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%13 : i32)
  ^bb1(%82: i32):  // 2 preds: ^bb3, ^bb5
    %83 = llvm.getelementptr %81[%82] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %84 = llvm.getelementptr %83[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %84 : i32, !llvm.ptr
    %85 = llvm.getelementptr %83[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %13, %85 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %86 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %87 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %88 = llvm.call @printf(%87, %86) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %89 = llvm.add %79, %15 : i32
    llvm.store %89, %78 : i32, !llvm.ptr
    llvm.br ^bb1(%79 : i32)
  ^bb4:  // pred: ^bb7
    %90 = llvm.icmp "uge" %79, %1 : i32
    llvm.cond_br %90, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%96 : i32)
  ^bb6:  // pred: ^bb7
    %91 = llvm.getelementptr %81[%96] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %92 = llvm.getelementptr %91[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %93 = llvm.load %92 : !llvm.ptr -> i32
    %94 = llvm.icmp "eq" %93, %4 : i32
    %95 = llvm.add %96, %15 : i32
    llvm.cond_br %94, ^bb5, ^bb7(%95 : i32)
  ^bb7(%96: i32):  // 2 preds: ^bb0, ^bb6
    %97 = llvm.icmp "uge" %96, %79 : i32
    llvm.cond_br %97, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %98 = llvm.load %76 : !llvm.ptr -> !llvm.ptr
    %99 = llvm.getelementptr %98[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %100 = llvm.load %99 : !llvm.ptr -> i32
    %101 = llvm.getelementptr %98[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %102 = llvm.load %101 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%13 : i32)
  ^bb9(%103: i32):  // 2 preds: ^bb11, ^bb13
    %104 = llvm.getelementptr %102[%103] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %105 = llvm.getelementptr %104[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %105 : i32, !llvm.ptr
    %106 = llvm.getelementptr %104[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %13, %106 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %107 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %108 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %109 = llvm.call @printf(%108, %107) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %110 = llvm.add %100, %15 : i32
    llvm.store %110, %99 : i32, !llvm.ptr
    llvm.br ^bb9(%100 : i32)
  ^bb12:  // pred: ^bb15
    %111 = llvm.icmp "uge" %100, %1 : i32
    llvm.cond_br %111, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%117 : i32)
  ^bb14:  // pred: ^bb15
    %112 = llvm.getelementptr %102[%117] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %113 = llvm.getelementptr %112[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %114 = llvm.load %113 : !llvm.ptr -> i32
    %115 = llvm.icmp "eq" %114, %0 : i32
    %116 = llvm.add %117, %15 : i32
    llvm.cond_br %115, ^bb13, ^bb15(%116 : i32)
  ^bb15(%117: i32):  // 2 preds: ^bb8, ^bb14
    %118 = llvm.icmp "uge" %117, %100 : i32
    llvm.cond_br %118, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %119 = "cuda.launch_ex"(%75, %24, %42, %60, %arg2, %arg3) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_hop_persistent_kernel_TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK646416_TVLayoutA12864160164_TVLayoutB12864160164_TVLayoutC484228128116648_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(i1)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, f32) -> !cuda.result
    %120 = builtin.unrealized_conversion_cast %119 : !cuda.result to i32
    "cuda.return_if_error"(%120) : (i32) -> ()
    llvm.return %13 : i32
  }
  llvm.func @_mlir_ciface_cutlass_hop_persistent_FakeTensorFloat165122562561_FakeTensorFloat162562562561_FakeTensorFloat165122562561_05(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: f32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_hop_persistent_FakeTensorFloat165122562561_FakeTensorFloat162562562561_FakeTensorFloat165122562561_05(%arg0, %arg1, %arg2, %arg3) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, f32) -> i32
    llvm.return %0 : i32
  }
}
