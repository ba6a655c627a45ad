module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_mcast_gemm_kernel_TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK6412816_TVLayoutA12864160164_TVLayoutB1281281601128_TVLayoutC4842216128116648_0(%arg0: !llvm.struct<(i1)>, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_cluster_dim = array<i64: 2, 1, 1>, exact_grid_dim = array<i64: 4, 2, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 100352 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(127 : i64) : i64
      %1 = llvm.mlir.constant(126 : i64) : i64
      %2 = llvm.mlir.constant(125 : i64) : i64
      %3 = llvm.mlir.constant(124 : i64) : i64
      %4 = llvm.mlir.constant(123 : i64) : i64
      %5 = llvm.mlir.constant(122 : i64) : i64
      %6 = llvm.mlir.constant(121 : i64) : i64
      %7 = llvm.mlir.constant(120 : i64) : i64
      %8 = llvm.mlir.constant(119 : i64) : i64
      %9 = llvm.mlir.constant(118 : i64) : i64
      %10 = llvm.mlir.constant(117 : i64) : i64
      %11 = llvm.mlir.constant(116 : i64) : i64
      %12 = llvm.mlir.constant(115 : i64) : i64
      %13 = llvm.mlir.constant(114 : i64) : i64
      %14 = llvm.mlir.constant(113 : i64) : i64
      %15 = llvm.mlir.constant(112 : i64) : i64
      %16 = llvm.mlir.constant(111 : i64) : i64
      %17 = llvm.mlir.constant(110 : i64) : i64
      %18 = llvm.mlir.constant(109 : i64) : i64
      %19 = llvm.mlir.constant(108 : i64) : i64
      %20 = llvm.mlir.constant(107 : i64) : i64
      %21 = llvm.mlir.constant(106 : i64) : i64
      %22 = llvm.mlir.constant(105 : i64) : i64
      %23 = llvm.mlir.constant(104 : i64) : i64
      %24 = llvm.mlir.constant(103 : i64) : i64
      %25 = llvm.mlir.constant(102 : i64) : i64
      %26 = llvm.mlir.constant(101 : i64) : i64
      %27 = llvm.mlir.constant(100 : i64) : i64
      %28 = llvm.mlir.constant(99 : i64) : i64
      %29 = llvm.mlir.constant(98 : i64) : i64
      %30 = llvm.mlir.constant(97 : i64) : i64
      %31 = llvm.mlir.constant(96 : i64) : i64
      %32 = llvm.mlir.constant(95 : i64) : i64
      %33 = llvm.mlir.constant(94 : i64) : i64
      %34 = llvm.mlir.constant(93 : i64) : i64
      %35 = llvm.mlir.constant(92 : i64) : i64
      %36 = llvm.mlir.constant(91 : i64) : i64
      %37 = llvm.mlir.constant(90 : i64) : i64
      %38 = llvm.mlir.constant(89 : i64) : i64
      %39 = llvm.mlir.constant(88 : i64) : i64
      %40 = llvm.mlir.constant(87 : i64) : i64
      %41 = llvm.mlir.constant(86 : i64) : i64
      %42 = llvm.mlir.constant(85 : i64) : i64
      %43 = llvm.mlir.constant(84 : i64) : i64
      %44 = llvm.mlir.constant(83 : i64) : i64
      %45 = llvm.mlir.constant(82 : i64) : i64
      %46 = llvm.mlir.constant(81 : i64) : i64
      %47 = llvm.mlir.constant(80 : i64) : i64
      %48 = llvm.mlir.constant(79 : i64) : i64
      %49 = llvm.mlir.constant(78 : i64) : i64
      %50 = llvm.mlir.constant(77 : i64) : i64
      %51 = llvm.mlir.constant(76 : i64) : i64
      %52 = llvm.mlir.constant(75 : i64) : i64
      %53 = llvm.mlir.constant(74 : i64) : i64
      %54 = llvm.mlir.constant(73 : i64) : i64
      %55 = llvm.mlir.constant(72 : i64) : i64
      %56 = llvm.mlir.constant(71 : i64) : i64
      %57 = llvm.mlir.constant(70 : i64) : i64
      %58 = llvm.mlir.constant(69 : i64) : i64
      %59 = llvm.mlir.constant(68 : i64) : i64
      %60 = llvm.mlir.constant(67 : i64) : i64
      %61 = llvm.mlir.constant(66 : i64) : i64
      %62 = llvm.mlir.constant(65 : i64) : i64
      %63 = llvm.mlir.constant(64 : i64) : i64
      %64 = llvm.mlir.constant(63 : i64) : i64
      %65 = llvm.mlir.constant(62 : i64) : i64
      %66 = llvm.mlir.constant(61 : i64) : i64
      %67 = llvm.mlir.constant(60 : i64) : i64
      %68 = llvm.mlir.constant(59 : i64) : i64
      %69 = llvm.mlir.constant(58 : i64) : i64
      %70 = llvm.mlir.constant(57 : i64) : i64
      %71 = llvm.mlir.constant(56 : i64) : i64
      %72 = llvm.mlir.constant(55 : i64) : i64
      %73 = llvm.mlir.constant(54 : i64) : i64
      %74 = llvm.mlir.constant(53 : i64) : i64
      %75 = llvm.mlir.constant(52 : i64) : i64
      %76 = llvm.mlir.constant(51 : i64) : i64
      %77 = llvm.mlir.constant(50 : i64) : i64
      %78 = llvm.mlir.constant(49 : i64) : i64
      %79 = llvm.mlir.constant(48 : i64) : i64
      %80 = llvm.mlir.constant(47 : i64) : i64
      %81 = llvm.mlir.constant(46 : i64) : i64
      %82 = llvm.mlir.constant(45 : i64) : i64
      %83 = llvm.mlir.constant(44 : i64) : i64
      %84 = llvm.mlir.constant(43 : i64) : i64
      %85 = llvm.mlir.constant(42 : i64) : i64
      %86 = llvm.mlir.constant(41 : i64) : i64
      %87 = llvm.mlir.constant(40 : i64) : i64
      %88 = llvm.mlir.constant(39 : i64) : i64
      %89 = llvm.mlir.constant(38 : i64) : i64
      %90 = llvm.mlir.constant(37 : i64) : i64
      %91 = llvm.mlir.constant(36 : i64) : i64
      %92 = llvm.mlir.constant(35 : i64) : i64
      %93 = llvm.mlir.constant(34 : i64) : i64
      %94 = llvm.mlir.constant(33 : i64) : i64
      %95 = llvm.mlir.constant(32 : i64) : i64
      %96 = llvm.mlir.constant(31 : i64) : i64
      %97 = llvm.mlir.constant(30 : i64) : i64
      %98 = llvm.mlir.constant(29 : i64) : i64
      %99 = llvm.mlir.constant(28 : i64) : i64
      %100 = llvm.mlir.constant(27 : i64) : i64
      %101 = llvm.mlir.constant(26 : i64) : i64
      %102 = llvm.mlir.constant(25 : i64) : i64
      %103 = llvm.mlir.constant(24 : i64) : i64
      %104 = llvm.mlir.constant(23 : i64) : i64
      %105 = llvm.mlir.constant(22 : i64) : i64
      %106 = llvm.mlir.constant(21 : i64) : i64
      %107 = llvm.mlir.constant(20 : i64) : i64
      %108 = llvm.mlir.constant(19 : i64) : i64
      %109 = llvm.mlir.constant(18 : i64) : i64
      %110 = llvm.mlir.constant(17 : i64) : i64
      %111 = llvm.mlir.constant(16 : i64) : i64
      %112 = llvm.mlir.constant(15 : i64) : i64
      %113 = llvm.mlir.constant(14 : i64) : i64
      %114 = llvm.mlir.constant(13 : i64) : i64
      %115 = llvm.mlir.constant(12 : i64) : i64
      %116 = llvm.mlir.constant(11 : i64) : i64
      %117 = llvm.mlir.constant(10 : i64) : i64
      %118 = llvm.mlir.constant(9 : i64) : i64
      %119 = llvm.mlir.constant(7 : i64) : i64
      %120 = llvm.mlir.constant(6 : i64) : i64
      %121 = llvm.mlir.constant(5 : i64) : i64
      %122 = llvm.mlir.constant(4 : i64) : i64
      %123 = llvm.mlir.constant(3 : i64) : i64
      %124 = llvm.mlir.constant(2 : i64) : i64
      %125 = llvm.mlir.constant(1 : i64) : i64
      %126 = llvm.mlir.undef : vector<64xi32>
      %127 = llvm.mlir.zero : i64
      %128 = llvm.mlir.constant(4611686018427387904 : i64) : i64
      %129 = llvm.mlir.constant(274877906944 : i64) : i64
      %130 = llvm.mlir.constant(65536 : i64) : i64
      %131 = llvm.mlir.constant(16384 : i32) : i32
      %132 = llvm.mlir.constant(16 : i32) : i32
      %133 = llvm.mlir.constant(2048 : i32) : i32
      %134 = llvm.mlir.constant(6 : i32) : i32
      %135 = llvm.mlir.constant(512 : i32) : i32
      %136 = llvm.mlir.constant(8192 : i32) : i32
      %137 = llvm.mlir.constant(16383 : i32) : i32
      %138 = llvm.mlir.constant(1024 : i32) : i32
      %139 = llvm.mlir.constant(8 : i64) : i64
      %140 = llvm.mlir.constant(1024 : i64) : i64
      %141 = llvm.mlir.constant(31 : i32) : i32
      %142 = llvm.mlir.constant(-1 : i32) : i32
      %143 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %144 = llvm.mlir.constant(32 : i32) : i32
      %145 = llvm.mlir.constant(0 : i32) : i32
      %146 = llvm.mlir.constant(8 : i32) : i32
      %147 = llvm.mlir.constant(2 : i32) : i32
      %148 = llvm.mlir.constant(true) : i1
      %149 = llvm.mlir.constant(false) : i1
      %150 = llvm.mlir.constant(4096 : i32) : i32
      %151 = llvm.mlir.constant(64 : i32) : i32
      %152 = llvm.mlir.constant(4 : i32) : i32
      %153 = llvm.mlir.constant(256 : i32) : i32
      %154 = llvm.mlir.constant(3 : i32) : i32
      %155 = llvm.mlir.constant(10000000 : i32) : i32
      %156 = llvm.mlir.constant(32768 : i32) : i32
      %157 = llvm.mlir.constant(3 : i16) : i16
      %158 = llvm.mlir.constant(128 : i32) : i32
      %159 = llvm.mlir.constant(1 : i32) : i32
      %160 = llvm.alloca %158 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %161 = llvm.alloca %158 x i32 {alignment = 256 : i64} : (i32) -> !llvm.ptr
      %162 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %163 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %164 = llvm.ptrtoint %143 : !llvm.ptr<3> to i32
      %165 = nvvm.shfl.sync idx %142, %164, %145, %141 : i32 -> i32
      %166 = llvm.zext %165 : i32 to i64
      %167 = llvm.inttoptr %166 : i64 to !llvm.ptr<3>
      llvm.intr.assume %148 ["align"(%167, %140 : !llvm.ptr<3>, i64)] : i1
      %168 = llvm.ptrtoint %167 : !llvm.ptr<3> to i64
      %169 = llvm.inttoptr %168 : i64 to !llvm.ptr<3>
      llvm.intr.assume %148 ["align"(%169, %139 : !llvm.ptr<3>, i64)] : i1
      %170 = llvm.getelementptr %167[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %171 = llvm.getelementptr %167[50176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %172 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %173 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %174 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %175 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %176 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %177 = llvm.mul %173, %175 : i32
      %178 = llvm.add %172, %177 : i32
      %179 = llvm.mul %174, %175 : i32
      %180 = llvm.mul %179, %176 : i32
      %181 = llvm.add %178, %180 : i32
      %182 = llvm.sdiv %181, %144 : i32
      %183 = llvm.mul %182, %144 : i32
      %184 = llvm.icmp "ne" %181, %183 : i32
      %185 = llvm.icmp "slt" %181, %145 : i32
      %186 = llvm.and %184, %185 : i1
      %187 = llvm.add %182, %142 : i32
      %188 = llvm.select %186, %187, %182 : i1, i32
      %189 = nvvm.shfl.sync idx %142, %188, %145, %141 : i32 -> i32
      %190 = nvvm.shfl.sync idx %142, %189, %145, %141 : i32 -> i32
      %191 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %192 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %193 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %194 = nvvm.shfl.sync idx %142, %193, %145, %141 : i32 -> i32
      %195 = llvm.srem %194, %147 : i32
      %196 = llvm.srem %195, %147 : i32
      %197 = llvm.icmp "eq" %190, %145 : i32
      llvm.cond_br %197, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      nvvm.prefetch tensormap, %arg1 : !llvm.ptr
      nvvm.prefetch tensormap, %arg2 : !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.cond_br %197, ^bb3, ^bb6
    ^bb3:  // pred: ^bb2
      %198 = nvvm.elect.sync -> i1
      llvm.cond_br %198, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      nvvm.mbarrier.init %169, %159 : !llvm.ptr<3>, i32
      %199 = llvm.getelementptr %169[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %199, %159 : !llvm.ptr<3>, i32
      %200 = llvm.getelementptr %169[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %200, %159 : !llvm.ptr<3>, i32
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb2, ^bb5
      %201 = llvm.getelementptr %169[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %197, ^bb7, ^bb10
    ^bb7:  // pred: ^bb6
      %202 = nvvm.elect.sync -> i1
      llvm.cond_br %202, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      nvvm.mbarrier.init %201, %146 : !llvm.ptr<3>, i32
      %203 = llvm.getelementptr %169[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %203, %146 : !llvm.ptr<3>, i32
      %204 = llvm.getelementptr %169[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %204, %146 : !llvm.ptr<3>, i32
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb6, ^bb9
      %205 = llvm.srem %172, %144 : i32
      %206 = llvm.icmp "slt" %205, %147 : i32
      %207 = llvm.srem %205, %147 : i32
      %208 = llvm.srem %207, %147 : i32
      %209 = llvm.icmp "eq" %208, %195 : i32
      %210 = llvm.zext %209 : i1 to i32
      %211 = llvm.select %209, %210, %159 : i1, i32
      %212 = llvm.icmp "ne" %211, %145 : i32
      %213 = llvm.and %206, %212 : i1
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      nvvm.cluster.arrive.relaxed
      %214 = llvm.mul %191, %158 overflow<nsw> : i32
      %215 = llvm.mul %192, %158 overflow<nsw> : i32
      %216 = llvm.mul %191, %156 overflow<nsw> : i32
      %217 = llvm.add %216, %215 overflow<nsw> : i32
      %218 = llvm.extractvalue %arg3[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %219 = llvm.getelementptr %218[%217] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %220 = llvm.mul %196, %150 overflow<nsw> : i32
      %221 = llvm.sdiv %220, %151 : i32
      %222 = llvm.add %215, %221 overflow<nsw> : i32
      %223 = llvm.getelementptr %171[%220] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %224 = llvm.ptrtoint %170 : !llvm.ptr<3> to i32
      %225 = llvm.lshr %224, %152 : i32
      %226 = llvm.and %225, %137 : i32
      %227 = llvm.zext %226 : i32 to i64
      %228 = llvm.or %227, %130 : i64
      %229 = llvm.or %228, %129 : i64
      %230 = llvm.or %229, %128 : i64
      %231 = llvm.ptrtoint %171 : !llvm.ptr<3> to i32
      %232 = llvm.lshr %231, %152 : i32
      %233 = llvm.and %232, %137 : i32
      %234 = llvm.zext %233 : i32 to i64
      %235 = llvm.or %234, %130 : i64
      %236 = llvm.or %235, %129 : i64
      %237 = llvm.or %236, %128 : i64
      %238 = llvm.srem %172, %158 : i32
      %239 = llvm.sdiv %238, %152 : i32
      %240 = llvm.srem %238, %152 : i32
      %241 = llvm.mul %240, %147 overflow<nsw> : i32
      %242 = llvm.sdiv %239, %146 : i32
      %243 = llvm.srem %239, %146 : i32
      %244 = llvm.mul %243, %153 overflow<nsw> : i32
      %245 = llvm.add %241, %244 overflow<nsw> : i32
      %246 = llvm.mul %242, %150 overflow<nsw> : i32
      %247 = llvm.add %245, %246 overflow<nsw> : i32
      %248 = llvm.getelementptr %219[%247] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      nvvm.cluster.wait
      llvm.cond_br %197, ^bb11, ^bb25
    ^bb11:  // pred: ^bb10
      llvm.br ^bb12(%145, %145, %145, %159 : i32, i32, i32, i32)
    ^bb12(%249: i32, %250: i32, %251: i32, %252: i32):  // 2 preds: ^bb11, ^bb23
      %253 = llvm.icmp "slt" %249, %154 : i32
      llvm.cond_br %253, ^bb13, ^bb24
    ^bb13:  // pred: ^bb12
      %254 = llvm.getelementptr %201[%251] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %254, %252, %155 : (!llvm.ptr<3>, i32, i32) -> ()
      %255 = nvvm.elect.sync -> i1
      llvm.cond_br %255, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %256 = llvm.getelementptr %169[%251] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %257 = nvvm.mbarrier.arrive.expect_tx %256, %156 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      %258 = llvm.add %251, %159 : i32
      %259 = llvm.add %250, %159 : i32
      %260 = llvm.icmp "eq" %258, %154 : i32
      %261 = llvm.select %260, %145, %258 : i1, i32
      llvm.cond_br %260, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %262 = llvm.xor %252, %159 : i32
      llvm.br ^bb18(%262 : i32)
    ^bb17:  // pred: ^bb15
      llvm.br ^bb18(%252 : i32)
    ^bb18(%263: i32):  // 2 preds: ^bb16, ^bb17
      llvm.br ^bb19
    ^bb19:  // pred: ^bb18
      %264 = llvm.mul %250, %151 overflow<nsw> : i32
      %265 = llvm.mul %251, %136 overflow<nsw> : i32
      %266 = llvm.getelementptr %170[%265] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %267 = llvm.getelementptr %169[%251] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %268 = nvvm.elect.sync -> i1
      llvm.cond_br %268, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      nvvm.cp.async.bulk.tensor.shared.cluster.global %266, %162, %267, box[%264, %214] l2_cache_hint = %127 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %269 = llvm.getelementptr %223[%265] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %270 = nvvm.elect.sync -> i1
      llvm.cond_br %270, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %271 = llvm.addrspacecast %269 : !llvm.ptr<3> to !llvm.ptr<7>
      nvvm.cp.async.bulk.tensor.shared.cluster.global %271, %163, %267, box[%264, %222] multicast_mask = %157 l2_cache_hint = %127 : !llvm.ptr<7>, !llvm.ptr, i16
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %272 = llvm.add %249, %159 : i32
      llvm.br ^bb12(%272, %259, %261, %263 : i32, i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = true, count = 1 : i32>>}
    ^bb24:  // pred: ^bb12
      llvm.br ^bb26(%250, %251, %252 : i32, i32, i32)
    ^bb25:  // pred: ^bb10
      llvm.br ^bb26(%145, %145, %159 : i32, i32, i32)
    ^bb26(%273: i32, %274: i32, %275: i32):  // 2 preds: ^bb24, ^bb25
      llvm.br ^bb27
    ^bb27:  // pred: ^bb26
      %276 = llvm.insertvalue %149, %arg0[0] : !llvm.struct<(i1)> 
      %277 = llvm.bitcast %230 : i64 to vector<2xi32>
      %278 = llvm.extractelement %277[%127 : i64] : vector<2xi32>
      %279 = llvm.bitcast %237 : i64 to vector<2xi32>
      %280 = llvm.extractelement %279[%127 : i64] : vector<2xi32>
      llvm.br ^bb28(%145, %145, %145, %276, %273, %274, %275 : i32, i32, i32, !llvm.struct<(i1)>, i32, i32, i32)
    ^bb28(%281: i32, %282: i32, %283: i32, %284: !llvm.struct<(i1)>, %285: i32, %286: i32, %287: i32):  // 2 preds: ^bb27, ^bb61
      %288 = llvm.icmp "slt" %281, %152 : i32
      llvm.cond_br %288, ^bb29, ^bb62
    ^bb29:  // pred: ^bb28
      %289 = llvm.getelementptr %169[%282] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %289, %283, %155 : (!llvm.ptr<3>, i32, i32) -> ()
      %290 = llvm.add %282, %159 : i32
      %291 = llvm.icmp "eq" %290, %154 : i32
      %292 = llvm.select %291, %145, %290 : i1, i32
      llvm.cond_br %291, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %293 = llvm.xor %283, %159 : i32
      llvm.br ^bb32(%293 : i32)
    ^bb31:  // pred: ^bb29
      llvm.br ^bb32(%283 : i32)
    ^bb32(%294: i32):  // 2 preds: ^bb30, ^bb31
      llvm.br ^bb33
    ^bb33:  // pred: ^bb32
      nvvm.wgmma.fence.aligned
      %295 = llvm.mul %282, %138 overflow<nsw> : i32
      %296 = llvm.add %278, %295 : i32
      %297 = llvm.add %280, %295 : i32
      %298 = llvm.insertelement %297, %279[%127 : i64] : vector<2xi32>
      %299 = llvm.bitcast %298 : vector<2xi32> to i64
      %300 = llvm.extractvalue %284[0] : !llvm.struct<(i1)> 
      %301 = llvm.zext %300 : i1 to i32
      llvm.br ^bb34(%145 : i32)
    ^bb34(%302: i32):  // 2 preds: ^bb33, ^bb35
      %303 = llvm.icmp "slt" %302, %147 : i32
      llvm.cond_br %303, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %304 = llvm.mul %302, %135 overflow<nsw> : i32
      %305 = llvm.add %296, %304 : i32
      %306 = llvm.insertelement %305, %277[%127 : i64] : vector<2xi32>
      %307 = llvm.bitcast %306 : vector<2xi32> to i64
      %308 = llvm.mul %302, %151 overflow<nsw> : i32
      %309 = llvm.getelementptr %161[%308] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %310 = llvm.load %309 : !llvm.ptr -> f32
      %311 = llvm.getelementptr %309[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %312 = llvm.load %311 : !llvm.ptr -> f32
      %313 = llvm.getelementptr %309[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %314 = llvm.load %313 : !llvm.ptr -> f32
      %315 = llvm.getelementptr %309[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %316 = llvm.load %315 : !llvm.ptr -> f32
      %317 = llvm.getelementptr %309[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %318 = llvm.load %317 : !llvm.ptr -> f32
      %319 = llvm.getelementptr %309[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %320 = llvm.load %319 : !llvm.ptr -> f32
      %321 = llvm.getelementptr %309[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %322 = llvm.load %321 : !llvm.ptr -> f32
      %323 = llvm.getelementptr %309[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %324 = llvm.load %323 : !llvm.ptr -> f32
      %325 = llvm.getelementptr %309[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %326 = llvm.load %325 : !llvm.ptr -> f32
      %327 = llvm.getelementptr %309[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %328 = llvm.load %327 : !llvm.ptr -> f32
      %329 = llvm.getelementptr %309[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %330 = llvm.load %329 : !llvm.ptr -> f32
      %331 = llvm.getelementptr %309[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %332 = llvm.load %331 : !llvm.ptr -> f32
      %333 = llvm.getelementptr %309[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %334 = llvm.load %333 : !llvm.ptr -> f32
      %335 = llvm.getelementptr %309[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %336 = llvm.load %335 : !llvm.ptr -> f32
      %337 = llvm.getelementptr %309[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %338 = llvm.load %337 : !llvm.ptr -> f32
      %339 = llvm.getelementptr %309[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %340 = llvm.load %339 : !llvm.ptr -> f32
      %341 = llvm.getelementptr %309[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %342 = llvm.load %341 : !llvm.ptr -> f32
      %343 = llvm.getelementptr %309[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %344 = llvm.load %343 : !llvm.ptr -> f32
      %345 = llvm.getelementptr %309[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %346 = llvm.load %345 : !llvm.ptr -> f32
      %347 = llvm.getelementptr %309[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %348 = llvm.load %347 : !llvm.ptr -> f32
      %349 = llvm.getelementptr %309[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %350 = llvm.load %349 : !llvm.ptr -> f32
      %351 = llvm.getelementptr %309[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %352 = llvm.load %351 : !llvm.ptr -> f32
      %353 = llvm.getelementptr %309[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %354 = llvm.load %353 : !llvm.ptr -> f32
      %355 = llvm.getelementptr %309[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %356 = llvm.load %355 : !llvm.ptr -> f32
      %357 = llvm.getelementptr %309[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %358 = llvm.load %357 : !llvm.ptr -> f32
      %359 = llvm.getelementptr %309[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %360 = llvm.load %359 : !llvm.ptr -> f32
      %361 = llvm.getelementptr %309[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %362 = llvm.load %361 : !llvm.ptr -> f32
      %363 = llvm.getelementptr %309[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %364 = llvm.load %363 : !llvm.ptr -> f32
      %365 = llvm.getelementptr %309[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %366 = llvm.load %365 : !llvm.ptr -> f32
      %367 = llvm.getelementptr %309[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %368 = llvm.load %367 : !llvm.ptr -> f32
      %369 = llvm.getelementptr %309[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %370 = llvm.load %369 : !llvm.ptr -> f32
      %371 = llvm.getelementptr %309[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %372 = llvm.load %371 : !llvm.ptr -> f32
      %373 = llvm.getelementptr %309[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %374 = llvm.load %373 : !llvm.ptr -> f32
      %375 = llvm.getelementptr %309[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %376 = llvm.load %375 : !llvm.ptr -> f32
      %377 = llvm.getelementptr %309[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %378 = llvm.load %377 : !llvm.ptr -> f32
      %379 = llvm.getelementptr %309[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %380 = llvm.load %379 : !llvm.ptr -> f32
      %381 = llvm.getelementptr %309[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %382 = llvm.load %381 : !llvm.ptr -> f32
      %383 = llvm.getelementptr %309[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %384 = llvm.load %383 : !llvm.ptr -> f32
      %385 = llvm.getelementptr %309[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %386 = llvm.load %385 : !llvm.ptr -> f32
      %387 = llvm.getelementptr %309[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %388 = llvm.load %387 : !llvm.ptr -> f32
      %389 = llvm.getelementptr %309[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %390 = llvm.load %389 : !llvm.ptr -> f32
      %391 = llvm.getelementptr %309[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %392 = llvm.load %391 : !llvm.ptr -> f32
      %393 = llvm.getelementptr %309[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %394 = llvm.load %393 : !llvm.ptr -> f32
      %395 = llvm.getelementptr %309[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %396 = llvm.load %395 : !llvm.ptr -> f32
      %397 = llvm.getelementptr %309[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %398 = llvm.load %397 : !llvm.ptr -> f32
      %399 = llvm.getelementptr %309[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %400 = llvm.load %399 : !llvm.ptr -> f32
      %401 = llvm.getelementptr %309[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %402 = llvm.load %401 : !llvm.ptr -> f32
      %403 = llvm.getelementptr %309[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %404 = llvm.load %403 : !llvm.ptr -> f32
      %405 = llvm.getelementptr %309[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %406 = llvm.load %405 : !llvm.ptr -> f32
      %407 = llvm.getelementptr %309[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %408 = llvm.load %407 : !llvm.ptr -> f32
      %409 = llvm.getelementptr %309[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %410 = llvm.load %409 : !llvm.ptr -> f32
      %411 = llvm.getelementptr %309[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %412 = llvm.load %411 : !llvm.ptr -> f32
      %413 = llvm.getelementptr %309[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %414 = llvm.load %413 : !llvm.ptr -> f32
      %415 = llvm.getelementptr %309[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %416 = llvm.load %415 : !llvm.ptr -> f32
      %417 = llvm.getelementptr %309[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %418 = llvm.load %417 : !llvm.ptr -> f32
      %419 = llvm.getelementptr %309[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %420 = llvm.load %419 : !llvm.ptr -> f32
      %421 = llvm.getelementptr %309[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %422 = llvm.load %421 : !llvm.ptr -> f32
      %423 = llvm.getelementptr %309[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %424 = llvm.load %423 : !llvm.ptr -> f32
      %425 = llvm.getelementptr %309[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %426 = llvm.load %425 : !llvm.ptr -> f32
      %427 = llvm.getelementptr %309[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %428 = llvm.load %427 : !llvm.ptr -> f32
      %429 = llvm.getelementptr %309[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %430 = llvm.load %429 : !llvm.ptr -> f32
      %431 = llvm.getelementptr %309[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %432 = llvm.load %431 : !llvm.ptr -> f32
      %433 = llvm.getelementptr %309[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %434 = llvm.load %433 : !llvm.ptr -> f32
      %435 = llvm.getelementptr %309[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %436 = llvm.load %435 : !llvm.ptr -> f32
      %437 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %310, %312, %314, %316, %318, %320, %322, %324, %326, %328, %330, %332, %334, %336, %338, %340, %342, %344, %346, %348, %350, %352, %354, %356, %358, %360, %362, %364, %366, %368, %370, %372, %374, %376, %378, %380, %382, %384, %386, %388, %390, %392, %394, %396, %398, %400, %402, %404, %406, %408, %410, %412, %414, %416, %418, %420, %422, %424, %426, %428, %430, %432, %434, %436, %307, %299, %301, %159, %159, %145, %145 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %438 = llvm.extractvalue %437[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %439 = llvm.extractvalue %437[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %440 = llvm.extractvalue %437[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %441 = llvm.extractvalue %437[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %442 = llvm.extractvalue %437[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %443 = llvm.extractvalue %437[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %444 = llvm.extractvalue %437[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %445 = llvm.extractvalue %437[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %446 = llvm.extractvalue %437[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %447 = llvm.extractvalue %437[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %448 = llvm.extractvalue %437[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %449 = llvm.extractvalue %437[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %450 = llvm.extractvalue %437[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %451 = llvm.extractvalue %437[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %452 = llvm.extractvalue %437[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %453 = llvm.extractvalue %437[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %454 = llvm.extractvalue %437[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %455 = llvm.extractvalue %437[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %456 = llvm.extractvalue %437[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %457 = llvm.extractvalue %437[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %458 = llvm.extractvalue %437[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %459 = llvm.extractvalue %437[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %460 = llvm.extractvalue %437[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %461 = llvm.extractvalue %437[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %462 = llvm.extractvalue %437[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %463 = llvm.extractvalue %437[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %464 = llvm.extractvalue %437[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %465 = llvm.extractvalue %437[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %466 = llvm.extractvalue %437[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %467 = llvm.extractvalue %437[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %468 = llvm.extractvalue %437[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %469 = llvm.extractvalue %437[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %470 = llvm.extractvalue %437[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %471 = llvm.extractvalue %437[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %472 = llvm.extractvalue %437[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %473 = llvm.extractvalue %437[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %474 = llvm.extractvalue %437[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %475 = llvm.extractvalue %437[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %476 = llvm.extractvalue %437[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %477 = llvm.extractvalue %437[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %478 = llvm.extractvalue %437[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %479 = llvm.extractvalue %437[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %480 = llvm.extractvalue %437[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %481 = llvm.extractvalue %437[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %482 = llvm.extractvalue %437[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %483 = llvm.extractvalue %437[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %484 = llvm.extractvalue %437[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %485 = llvm.extractvalue %437[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %486 = llvm.extractvalue %437[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %487 = llvm.extractvalue %437[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %488 = llvm.extractvalue %437[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %489 = llvm.extractvalue %437[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %490 = llvm.extractvalue %437[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %491 = llvm.extractvalue %437[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %492 = llvm.extractvalue %437[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %493 = llvm.extractvalue %437[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %494 = llvm.extractvalue %437[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %495 = llvm.extractvalue %437[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %496 = llvm.extractvalue %437[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %497 = llvm.extractvalue %437[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %498 = llvm.extractvalue %437[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %499 = llvm.extractvalue %437[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %500 = llvm.extractvalue %437[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %501 = llvm.extractvalue %437[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      llvm.store %438, %309 : f32, !llvm.ptr
      llvm.store %439, %311 : f32, !llvm.ptr
      llvm.store %440, %313 : f32, !llvm.ptr
      llvm.store %441, %315 : f32, !llvm.ptr
      llvm.store %442, %317 : f32, !llvm.ptr
      llvm.store %443, %319 : f32, !llvm.ptr
      llvm.store %444, %321 : f32, !llvm.ptr
      llvm.store %445, %323 : f32, !llvm.ptr
      llvm.store %446, %325 : f32, !llvm.ptr
      llvm.store %447, %327 : f32, !llvm.ptr
      llvm.store %448, %329 : f32, !llvm.ptr
      llvm.store %449, %331 : f32, !llvm.ptr
      llvm.store %450, %333 : f32, !llvm.ptr
      llvm.store %451, %335 : f32, !llvm.ptr
      llvm.store %452, %337 : f32, !llvm.ptr
      llvm.store %453, %339 : f32, !llvm.ptr
      llvm.store %454, %341 : f32, !llvm.ptr
      llvm.store %455, %343 : f32, !llvm.ptr
      llvm.store %456, %345 : f32, !llvm.ptr
      llvm.store %457, %347 : f32, !llvm.ptr
      llvm.store %458, %349 : f32, !llvm.ptr
      llvm.store %459, %351 : f32, !llvm.ptr
      llvm.store %460, %353 : f32, !llvm.ptr
      llvm.store %461, %355 : f32, !llvm.ptr
      llvm.store %462, %357 : f32, !llvm.ptr
      llvm.store %463, %359 : f32, !llvm.ptr
      llvm.store %464, %361 : f32, !llvm.ptr
      llvm.store %465, %363 : f32, !llvm.ptr
      llvm.store %466, %365 : f32, !llvm.ptr
      llvm.store %467, %367 : f32, !llvm.ptr
      llvm.store %468, %369 : f32, !llvm.ptr
      llvm.store %469, %371 : f32, !llvm.ptr
      llvm.store %470, %373 : f32, !llvm.ptr
      llvm.store %471, %375 : f32, !llvm.ptr
      llvm.store %472, %377 : f32, !llvm.ptr
      llvm.store %473, %379 : f32, !llvm.ptr
      llvm.store %474, %381 : f32, !llvm.ptr
      llvm.store %475, %383 : f32, !llvm.ptr
      llvm.store %476, %385 : f32, !llvm.ptr
      llvm.store %477, %387 : f32, !llvm.ptr
      llvm.store %478, %389 : f32, !llvm.ptr
      llvm.store %479, %391 : f32, !llvm.ptr
      llvm.store %480, %393 : f32, !llvm.ptr
      llvm.store %481, %395 : f32, !llvm.ptr
      llvm.store %482, %397 : f32, !llvm.ptr
      llvm.store %483, %399 : f32, !llvm.ptr
      llvm.store %484, %401 : f32, !llvm.ptr
      llvm.store %485, %403 : f32, !llvm.ptr
      llvm.store %486, %405 : f32, !llvm.ptr
      llvm.store %487, %407 : f32, !llvm.ptr
      llvm.store %488, %409 : f32, !llvm.ptr
      llvm.store %489, %411 : f32, !llvm.ptr
      llvm.store %490, %413 : f32, !llvm.ptr
      llvm.store %491, %415 : f32, !llvm.ptr
      llvm.store %492, %417 : f32, !llvm.ptr
      llvm.store %493, %419 : f32, !llvm.ptr
      llvm.store %494, %421 : f32, !llvm.ptr
      llvm.store %495, %423 : f32, !llvm.ptr
      llvm.store %496, %425 : f32, !llvm.ptr
      llvm.store %497, %427 : f32, !llvm.ptr
      llvm.store %498, %429 : f32, !llvm.ptr
      llvm.store %499, %431 : f32, !llvm.ptr
      llvm.store %500, %433 : f32, !llvm.ptr
      llvm.store %501, %435 : f32, !llvm.ptr
      %502 = llvm.add %302, %159 : i32
      llvm.br ^bb34(%502 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb36:  // pred: ^bb34
      %503 = llvm.insertvalue %148, %284[0] : !llvm.struct<(i1)> 
      %504 = llvm.add %295, %147 overflow<nsw> : i32
      %505 = llvm.add %278, %504 : i32
      %506 = llvm.add %280, %504 : i32
      %507 = llvm.insertelement %506, %279[%127 : i64] : vector<2xi32>
      %508 = llvm.bitcast %507 : vector<2xi32> to i64
      llvm.br ^bb37(%145 : i32)
    ^bb37(%509: i32):  // 2 preds: ^bb36, ^bb38
      %510 = llvm.icmp "slt" %509, %147 : i32
      llvm.cond_br %510, ^bb38, ^bb39
    ^bb38:  // pred: ^bb37
      %511 = llvm.mul %509, %135 overflow<nsw> : i32
      %512 = llvm.add %505, %511 : i32
      %513 = llvm.insertelement %512, %277[%127 : i64] : vector<2xi32>
      %514 = llvm.bitcast %513 : vector<2xi32> to i64
      %515 = llvm.mul %509, %151 overflow<nsw> : i32
      %516 = llvm.getelementptr %161[%515] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %517 = llvm.load %516 : !llvm.ptr -> f32
      %518 = llvm.getelementptr %516[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %519 = llvm.load %518 : !llvm.ptr -> f32
      %520 = llvm.getelementptr %516[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %521 = llvm.load %520 : !llvm.ptr -> f32
      %522 = llvm.getelementptr %516[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %523 = llvm.load %522 : !llvm.ptr -> f32
      %524 = llvm.getelementptr %516[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %525 = llvm.load %524 : !llvm.ptr -> f32
      %526 = llvm.getelementptr %516[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %527 = llvm.load %526 : !llvm.ptr -> f32
      %528 = llvm.getelementptr %516[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %529 = llvm.load %528 : !llvm.ptr -> f32
      %530 = llvm.getelementptr %516[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %531 = llvm.load %530 : !llvm.ptr -> f32
      %532 = llvm.getelementptr %516[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %533 = llvm.load %532 : !llvm.ptr -> f32
      %534 = llvm.getelementptr %516[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %535 = llvm.load %534 : !llvm.ptr -> f32
      %536 = llvm.getelementptr %516[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %537 = llvm.load %536 : !llvm.ptr -> f32
      %538 = llvm.getelementptr %516[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %539 = llvm.load %538 : !llvm.ptr -> f32
      %540 = llvm.getelementptr %516[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %541 = llvm.load %540 : !llvm.ptr -> f32
      %542 = llvm.getelementptr %516[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %543 = llvm.load %542 : !llvm.ptr -> f32
      %544 = llvm.getelementptr %516[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %545 = llvm.load %544 : !llvm.ptr -> f32
      %546 = llvm.getelementptr %516[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %547 = llvm.load %546 : !llvm.ptr -> f32
      %548 = llvm.getelementptr %516[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %549 = llvm.load %548 : !llvm.ptr -> f32
      %550 = llvm.getelementptr %516[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %551 = llvm.load %550 : !llvm.ptr -> f32
      %552 = llvm.getelementptr %516[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %553 = llvm.load %552 : !llvm.ptr -> f32
      %554 = llvm.getelementptr %516[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %555 = llvm.load %554 : !llvm.ptr -> f32
      %556 = llvm.getelementptr %516[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %557 = llvm.load %556 : !llvm.ptr -> f32
      %558 = llvm.getelementptr %516[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %559 = llvm.load %558 : !llvm.ptr -> f32
      %560 = llvm.getelementptr %516[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %561 = llvm.load %560 : !llvm.ptr -> f32
      %562 = llvm.getelementptr %516[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %563 = llvm.load %562 : !llvm.ptr -> f32
      %564 = llvm.getelementptr %516[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %565 = llvm.load %564 : !llvm.ptr -> f32
      %566 = llvm.getelementptr %516[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %567 = llvm.load %566 : !llvm.ptr -> f32
      %568 = llvm.getelementptr %516[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %569 = llvm.load %568 : !llvm.ptr -> f32
      %570 = llvm.getelementptr %516[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %571 = llvm.load %570 : !llvm.ptr -> f32
      %572 = llvm.getelementptr %516[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %573 = llvm.load %572 : !llvm.ptr -> f32
      %574 = llvm.getelementptr %516[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %575 = llvm.load %574 : !llvm.ptr -> f32
      %576 = llvm.getelementptr %516[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %577 = llvm.load %576 : !llvm.ptr -> f32
      %578 = llvm.getelementptr %516[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %579 = llvm.load %578 : !llvm.ptr -> f32
      %580 = llvm.getelementptr %516[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %581 = llvm.load %580 : !llvm.ptr -> f32
      %582 = llvm.getelementptr %516[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %583 = llvm.load %582 : !llvm.ptr -> f32
      %584 = llvm.getelementptr %516[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %585 = llvm.load %584 : !llvm.ptr -> f32
      %586 = llvm.getelementptr %516[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %587 = llvm.load %586 : !llvm.ptr -> f32
      %588 = llvm.getelementptr %516[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %589 = llvm.load %588 : !llvm.ptr -> f32
      %590 = llvm.getelementptr %516[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %591 = llvm.load %590 : !llvm.ptr -> f32
      %592 = llvm.getelementptr %516[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %593 = llvm.load %592 : !llvm.ptr -> f32
      %594 = llvm.getelementptr %516[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %595 = llvm.load %594 : !llvm.ptr -> f32
      %596 = llvm.getelementptr %516[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %597 = llvm.load %596 : !llvm.ptr -> f32
      %598 = llvm.getelementptr %516[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %599 = llvm.load %598 : !llvm.ptr -> f32
      %600 = llvm.getelementptr %516[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %601 = llvm.load %600 : !llvm.ptr -> f32
      %602 = llvm.getelementptr %516[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %603 = llvm.load %602 : !llvm.ptr -> f32
      %604 = llvm.getelementptr %516[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %605 = llvm.load %604 : !llvm.ptr -> f32
      %606 = llvm.getelementptr %516[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %607 = llvm.load %606 : !llvm.ptr -> f32
      %608 = llvm.getelementptr %516[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %609 = llvm.load %608 : !llvm.ptr -> f32
      %610 = llvm.getelementptr %516[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %611 = llvm.load %610 : !llvm.ptr -> f32
      %612 = llvm.getelementptr %516[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %613 = llvm.load %612 : !llvm.ptr -> f32
      %614 = llvm.getelementptr %516[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %615 = llvm.load %614 : !llvm.ptr -> f32
      %616 = llvm.getelementptr %516[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %617 = llvm.load %616 : !llvm.ptr -> f32
      %618 = llvm.getelementptr %516[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %619 = llvm.load %618 : !llvm.ptr -> f32
      %620 = llvm.getelementptr %516[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %621 = llvm.load %620 : !llvm.ptr -> f32
      %622 = llvm.getelementptr %516[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %623 = llvm.load %622 : !llvm.ptr -> f32
      %624 = llvm.getelementptr %516[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %625 = llvm.load %624 : !llvm.ptr -> f32
      %626 = llvm.getelementptr %516[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %627 = llvm.load %626 : !llvm.ptr -> f32
      %628 = llvm.getelementptr %516[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %629 = llvm.load %628 : !llvm.ptr -> f32
      %630 = llvm.getelementptr %516[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %631 = llvm.load %630 : !llvm.ptr -> f32
      %632 = llvm.getelementptr %516[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %633 = llvm.load %632 : !llvm.ptr -> f32
      %634 = llvm.getelementptr %516[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %635 = llvm.load %634 : !llvm.ptr -> f32
      %636 = llvm.getelementptr %516[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %637 = llvm.load %636 : !llvm.ptr -> f32
      %638 = llvm.getelementptr %516[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %639 = llvm.load %638 : !llvm.ptr -> f32
      %640 = llvm.getelementptr %516[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %641 = llvm.load %640 : !llvm.ptr -> f32
      %642 = llvm.getelementptr %516[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %643 = llvm.load %642 : !llvm.ptr -> f32
      %644 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %517, %519, %521, %523, %525, %527, %529, %531, %533, %535, %537, %539, %541, %543, %545, %547, %549, %551, %553, %555, %557, %559, %561, %563, %565, %567, %569, %571, %573, %575, %577, %579, %581, %583, %585, %587, %589, %591, %593, %595, %597, %599, %601, %603, %605, %607, %609, %611, %613, %615, %617, %619, %621, %623, %625, %627, %629, %631, %633, %635, %637, %639, %641, %643, %514, %508, %159, %159, %159, %145, %145 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %645 = llvm.extractvalue %644[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %646 = llvm.extractvalue %644[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %647 = llvm.extractvalue %644[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %648 = llvm.extractvalue %644[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %649 = llvm.extractvalue %644[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %650 = llvm.extractvalue %644[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %651 = llvm.extractvalue %644[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %652 = llvm.extractvalue %644[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %653 = llvm.extractvalue %644[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %654 = llvm.extractvalue %644[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %655 = llvm.extractvalue %644[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %656 = llvm.extractvalue %644[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %657 = llvm.extractvalue %644[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %658 = llvm.extractvalue %644[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %659 = llvm.extractvalue %644[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %660 = llvm.extractvalue %644[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %661 = llvm.extractvalue %644[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %662 = llvm.extractvalue %644[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %663 = llvm.extractvalue %644[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %664 = llvm.extractvalue %644[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %665 = llvm.extractvalue %644[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %666 = llvm.extractvalue %644[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %667 = llvm.extractvalue %644[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %668 = llvm.extractvalue %644[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %669 = llvm.extractvalue %644[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %670 = llvm.extractvalue %644[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %671 = llvm.extractvalue %644[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %672 = llvm.extractvalue %644[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %673 = llvm.extractvalue %644[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %674 = llvm.extractvalue %644[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %675 = llvm.extractvalue %644[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %676 = llvm.extractvalue %644[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %677 = llvm.extractvalue %644[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %678 = llvm.extractvalue %644[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %679 = llvm.extractvalue %644[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %680 = llvm.extractvalue %644[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %681 = llvm.extractvalue %644[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %682 = llvm.extractvalue %644[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %683 = llvm.extractvalue %644[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %684 = llvm.extractvalue %644[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %685 = llvm.extractvalue %644[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %686 = llvm.extractvalue %644[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %687 = llvm.extractvalue %644[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %688 = llvm.extractvalue %644[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %689 = llvm.extractvalue %644[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %690 = llvm.extractvalue %644[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %691 = llvm.extractvalue %644[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %692 = llvm.extractvalue %644[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %693 = llvm.extractvalue %644[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %694 = llvm.extractvalue %644[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %695 = llvm.extractvalue %644[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %696 = llvm.extractvalue %644[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %697 = llvm.extractvalue %644[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %698 = llvm.extractvalue %644[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %699 = llvm.extractvalue %644[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %700 = llvm.extractvalue %644[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %701 = llvm.extractvalue %644[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %702 = llvm.extractvalue %644[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %703 = llvm.extractvalue %644[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %704 = llvm.extractvalue %644[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %705 = llvm.extractvalue %644[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %706 = llvm.extractvalue %644[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %707 = llvm.extractvalue %644[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %708 = llvm.extractvalue %644[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      llvm.store %645, %516 : f32, !llvm.ptr
      llvm.store %646, %518 : f32, !llvm.ptr
      llvm.store %647, %520 : f32, !llvm.ptr
      llvm.store %648, %522 : f32, !llvm.ptr
      llvm.store %649, %524 : f32, !llvm.ptr
      llvm.store %650, %526 : f32, !llvm.ptr
      llvm.store %651, %528 : f32, !llvm.ptr
      llvm.store %652, %530 : f32, !llvm.ptr
      llvm.store %653, %532 : f32, !llvm.ptr
      llvm.store %654, %534 : f32, !llvm.ptr
      llvm.store %655, %536 : f32, !llvm.ptr
      llvm.store %656, %538 : f32, !llvm.ptr
      llvm.store %657, %540 : f32, !llvm.ptr
      llvm.store %658, %542 : f32, !llvm.ptr
      llvm.store %659, %544 : f32, !llvm.ptr
      llvm.store %660, %546 : f32, !llvm.ptr
      llvm.store %661, %548 : f32, !llvm.ptr
      llvm.store %662, %550 : f32, !llvm.ptr
      llvm.store %663, %552 : f32, !llvm.ptr
      llvm.store %664, %554 : f32, !llvm.ptr
      llvm.store %665, %556 : f32, !llvm.ptr
      llvm.store %666, %558 : f32, !llvm.ptr
      llvm.store %667, %560 : f32, !llvm.ptr
      llvm.store %668, %562 : f32, !llvm.ptr
      llvm.store %669, %564 : f32, !llvm.ptr
      llvm.store %670, %566 : f32, !llvm.ptr
      llvm.store %671, %568 : f32, !llvm.ptr
      llvm.store %672, %570 : f32, !llvm.ptr
      llvm.store %673, %572 : f32, !llvm.ptr
      llvm.store %674, %574 : f32, !llvm.ptr
      llvm.store %675, %576 : f32, !llvm.ptr
      llvm.store %676, %578 : f32, !llvm.ptr
      llvm.store %677, %580 : f32, !llvm.ptr
      llvm.store %678, %582 : f32, !llvm.ptr
      llvm.store %679, %584 : f32, !llvm.ptr
      llvm.store %680, %586 : f32, !llvm.ptr
      llvm.store %681, %588 : f32, !llvm.ptr
      llvm.store %682, %590 : f32, !llvm.ptr
      llvm.store %683, %592 : f32, !llvm.ptr
      llvm.store %684, %594 : f32, !llvm.ptr
      llvm.store %685, %596 : f32, !llvm.ptr
      llvm.store %686, %598 : f32, !llvm.ptr
      llvm.store %687, %600 : f32, !llvm.ptr
      llvm.store %688, %602 : f32, !llvm.ptr
      llvm.store %689, %604 : f32, !llvm.ptr
      llvm.store %690, %606 : f32, !llvm.ptr
      llvm.store %691, %608 : f32, !llvm.ptr
      llvm.store %692, %610 : f32, !llvm.ptr
      llvm.store %693, %612 : f32, !llvm.ptr
      llvm.store %694, %614 : f32, !llvm.ptr
      llvm.store %695, %616 : f32, !llvm.ptr
      llvm.store %696, %618 : f32, !llvm.ptr
      llvm.store %697, %620 : f32, !llvm.ptr
      llvm.store %698, %622 : f32, !llvm.ptr
      llvm.store %699, %624 : f32, !llvm.ptr
      llvm.store %700, %626 : f32, !llvm.ptr
      llvm.store %701, %628 : f32, !llvm.ptr
      llvm.store %702, %630 : f32, !llvm.ptr
      llvm.store %703, %632 : f32, !llvm.ptr
      llvm.store %704, %634 : f32, !llvm.ptr
      llvm.store %705, %636 : f32, !llvm.ptr
      llvm.store %706, %638 : f32, !llvm.ptr
      llvm.store %707, %640 : f32, !llvm.ptr
      llvm.store %708, %642 : f32, !llvm.ptr
      %709 = llvm.add %509, %159 : i32
      llvm.br ^bb37(%709 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb39:  // pred: ^bb37
      %710 = llvm.insertvalue %148, %503[0] : !llvm.struct<(i1)> 
      %711 = llvm.add %295, %152 overflow<nsw> : i32
      %712 = llvm.add %278, %711 : i32
      %713 = llvm.add %280, %711 : i32
      %714 = llvm.insertelement %713, %279[%127 : i64] : vector<2xi32>
      %715 = llvm.bitcast %714 : vector<2xi32> to i64
      llvm.br ^bb40(%145 : i32)
    ^bb40(%716: i32):  // 2 preds: ^bb39, ^bb41
      %717 = llvm.icmp "slt" %716, %147 : i32
      llvm.cond_br %717, ^bb41, ^bb42
    ^bb41:  // pred: ^bb40
      %718 = llvm.mul %716, %135 overflow<nsw> : i32
      %719 = llvm.add %712, %718 : i32
      %720 = llvm.insertelement %719, %277[%127 : i64] : vector<2xi32>
      %721 = llvm.bitcast %720 : vector<2xi32> to i64
      %722 = llvm.mul %716, %151 overflow<nsw> : i32
      %723 = llvm.getelementptr %161[%722] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %724 = llvm.load %723 : !llvm.ptr -> f32
      %725 = llvm.getelementptr %723[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %726 = llvm.load %725 : !llvm.ptr -> f32
      %727 = llvm.getelementptr %723[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %728 = llvm.load %727 : !llvm.ptr -> f32
      %729 = llvm.getelementptr %723[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %730 = llvm.load %729 : !llvm.ptr -> f32
      %731 = llvm.getelementptr %723[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %732 = llvm.load %731 : !llvm.ptr -> f32
      %733 = llvm.getelementptr %723[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %734 = llvm.load %733 : !llvm.ptr -> f32
      %735 = llvm.getelementptr %723[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %736 = llvm.load %735 : !llvm.ptr -> f32
      %737 = llvm.getelementptr %723[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %738 = llvm.load %737 : !llvm.ptr -> f32
      %739 = llvm.getelementptr %723[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %740 = llvm.load %739 : !llvm.ptr -> f32
      %741 = llvm.getelementptr %723[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %742 = llvm.load %741 : !llvm.ptr -> f32
      %743 = llvm.getelementptr %723[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %744 = llvm.load %743 : !llvm.ptr -> f32
      %745 = llvm.getelementptr %723[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %746 = llvm.load %745 : !llvm.ptr -> f32
      %747 = llvm.getelementptr %723[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %748 = llvm.load %747 : !llvm.ptr -> f32
      %749 = llvm.getelementptr %723[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %750 = llvm.load %749 : !llvm.ptr -> f32
      %751 = llvm.getelementptr %723[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %752 = llvm.load %751 : !llvm.ptr -> f32
      %753 = llvm.getelementptr %723[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %754 = llvm.load %753 : !llvm.ptr -> f32
      %755 = llvm.getelementptr %723[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %756 = llvm.load %755 : !llvm.ptr -> f32
      %757 = llvm.getelementptr %723[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %758 = llvm.load %757 : !llvm.ptr -> f32
      %759 = llvm.getelementptr %723[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %760 = llvm.load %759 : !llvm.ptr -> f32
      %761 = llvm.getelementptr %723[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %762 = llvm.load %761 : !llvm.ptr -> f32
      %763 = llvm.getelementptr %723[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %764 = llvm.load %763 : !llvm.ptr -> f32
      %765 = llvm.getelementptr %723[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %766 = llvm.load %765 : !llvm.ptr -> f32
      %767 = llvm.getelementptr %723[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %768 = llvm.load %767 : !llvm.ptr -> f32
      %769 = llvm.getelementptr %723[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %770 = llvm.load %769 : !llvm.ptr -> f32
      %771 = llvm.getelementptr %723[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %772 = llvm.load %771 : !llvm.ptr -> f32
      %773 = llvm.getelementptr %723[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %774 = llvm.load %773 : !llvm.ptr -> f32
      %775 = llvm.getelementptr %723[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %776 = llvm.load %775 : !llvm.ptr -> f32
      %777 = llvm.getelementptr %723[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %778 = llvm.load %777 : !llvm.ptr -> f32
      %779 = llvm.getelementptr %723[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %780 = llvm.load %779 : !llvm.ptr -> f32
      %781 = llvm.getelementptr %723[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %782 = llvm.load %781 : !llvm.ptr -> f32
      %783 = llvm.getelementptr %723[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %784 = llvm.load %783 : !llvm.ptr -> f32
      %785 = llvm.getelementptr %723[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %786 = llvm.load %785 : !llvm.ptr -> f32
      %787 = llvm.getelementptr %723[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %788 = llvm.load %787 : !llvm.ptr -> f32
      %789 = llvm.getelementptr %723[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %790 = llvm.load %789 : !llvm.ptr -> f32
      %791 = llvm.getelementptr %723[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %792 = llvm.load %791 : !llvm.ptr -> f32
      %793 = llvm.getelementptr %723[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %794 = llvm.load %793 : !llvm.ptr -> f32
      %795 = llvm.getelementptr %723[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %796 = llvm.load %795 : !llvm.ptr -> f32
      %797 = llvm.getelementptr %723[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %798 = llvm.load %797 : !llvm.ptr -> f32
      %799 = llvm.getelementptr %723[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %800 = llvm.load %799 : !llvm.ptr -> f32
      %801 = llvm.getelementptr %723[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %802 = llvm.load %801 : !llvm.ptr -> f32
      %803 = llvm.getelementptr %723[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %804 = llvm.load %803 : !llvm.ptr -> f32
      %805 = llvm.getelementptr %723[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %806 = llvm.load %805 : !llvm.ptr -> f32
      %807 = llvm.getelementptr %723[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %808 = llvm.load %807 : !llvm.ptr -> f32
      %809 = llvm.getelementptr %723[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %810 = llvm.load %809 : !llvm.ptr -> f32
      %811 = llvm.getelementptr %723[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %812 = llvm.load %811 : !llvm.ptr -> f32
      %813 = llvm.getelementptr %723[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %814 = llvm.load %813 : !llvm.ptr -> f32
      %815 = llvm.getelementptr %723[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %816 = llvm.load %815 : !llvm.ptr -> f32
      %817 = llvm.getelementptr %723[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %818 = llvm.load %817 : !llvm.ptr -> f32
      %819 = llvm.getelementptr %723[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %820 = llvm.load %819 : !llvm.ptr -> f32
      %821 = llvm.getelementptr %723[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %822 = llvm.load %821 : !llvm.ptr -> f32
      %823 = llvm.getelementptr %723[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %824 = llvm.load %823 : !llvm.ptr -> f32
      %825 = llvm.getelementptr %723[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %826 = llvm.load %825 : !llvm.ptr -> f32
      %827 = llvm.getelementptr %723[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %828 = llvm.load %827 : !llvm.ptr -> f32
      %829 = llvm.getelementptr %723[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %830 = llvm.load %829 : !llvm.ptr -> f32
      %831 = llvm.getelementptr %723[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %832 = llvm.load %831 : !llvm.ptr -> f32
      %833 = llvm.getelementptr %723[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %834 = llvm.load %833 : !llvm.ptr -> f32
      %835 = llvm.getelementptr %723[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %836 = llvm.load %835 : !llvm.ptr -> f32
      %837 = llvm.getelementptr %723[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %838 = llvm.load %837 : !llvm.ptr -> f32
      %839 = llvm.getelementptr %723[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %840 = llvm.load %839 : !llvm.ptr -> f32
      %841 = llvm.getelementptr %723[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %842 = llvm.load %841 : !llvm.ptr -> f32
      %843 = llvm.getelementptr %723[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %844 = llvm.load %843 : !llvm.ptr -> f32
      %845 = llvm.getelementptr %723[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %846 = llvm.load %845 : !llvm.ptr -> f32
      %847 = llvm.getelementptr %723[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %848 = llvm.load %847 : !llvm.ptr -> f32
      %849 = llvm.getelementptr %723[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %850 = llvm.load %849 : !llvm.ptr -> f32
      %851 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %724, %726, %728, %730, %732, %734, %736, %738, %740, %742, %744, %746, %748, %750, %752, %754, %756, %758, %760, %762, %764, %766, %768, %770, %772, %774, %776, %778, %780, %782, %784, %786, %788, %790, %792, %794, %796, %798, %800, %802, %804, %806, %808, %810, %812, %814, %816, %818, %820, %822, %824, %826, %828, %830, %832, %834, %836, %838, %840, %842, %844, %846, %848, %850, %721, %715, %159, %159, %159, %145, %145 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %852 = llvm.extractvalue %851[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %853 = llvm.extractvalue %851[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %854 = llvm.extractvalue %851[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %855 = llvm.extractvalue %851[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %856 = llvm.extractvalue %851[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %857 = llvm.extractvalue %851[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %858 = llvm.extractvalue %851[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %859 = llvm.extractvalue %851[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %860 = llvm.extractvalue %851[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %861 = llvm.extractvalue %851[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %862 = llvm.extractvalue %851[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %863 = llvm.extractvalue %851[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %864 = llvm.extractvalue %851[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %865 = llvm.extractvalue %851[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %866 = llvm.extractvalue %851[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %867 = llvm.extractvalue %851[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %868 = llvm.extractvalue %851[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %869 = llvm.extractvalue %851[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %870 = llvm.extractvalue %851[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %871 = llvm.extractvalue %851[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %872 = llvm.extractvalue %851[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %873 = llvm.extractvalue %851[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %874 = llvm.extractvalue %851[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %875 = llvm.extractvalue %851[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %876 = llvm.extractvalue %851[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %877 = llvm.extractvalue %851[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %878 = llvm.extractvalue %851[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %879 = llvm.extractvalue %851[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %880 = llvm.extractvalue %851[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %881 = llvm.extractvalue %851[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %882 = llvm.extractvalue %851[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %883 = llvm.extractvalue %851[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %884 = llvm.extractvalue %851[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %885 = llvm.extractvalue %851[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %886 = llvm.extractvalue %851[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %887 = llvm.extractvalue %851[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %888 = llvm.extractvalue %851[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %889 = llvm.extractvalue %851[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %890 = llvm.extractvalue %851[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %891 = llvm.extractvalue %851[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %892 = llvm.extractvalue %851[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %893 = llvm.extractvalue %851[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %894 = llvm.extractvalue %851[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %895 = llvm.extractvalue %851[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %896 = llvm.extractvalue %851[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %897 = llvm.extractvalue %851[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %898 = llvm.extractvalue %851[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %899 = llvm.extractvalue %851[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %900 = llvm.extractvalue %851[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %901 = llvm.extractvalue %851[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %902 = llvm.extractvalue %851[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %903 = llvm.extractvalue %851[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %904 = llvm.extractvalue %851[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %905 = llvm.extractvalue %851[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %906 = llvm.extractvalue %851[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %907 = llvm.extractvalue %851[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %908 = llvm.extractvalue %851[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %909 = llvm.extractvalue %851[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %910 = llvm.extractvalue %851[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %911 = llvm.extractvalue %851[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %912 = llvm.extractvalue %851[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %913 = llvm.extractvalue %851[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %914 = llvm.extractvalue %851[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %915 = llvm.extractvalue %851[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      llvm.store %852, %723 : f32, !llvm.ptr
      llvm.store %853, %725 : f32, !llvm.ptr
      llvm.store %854, %727 : f32, !llvm.ptr
      llvm.store %855, %729 : f32, !llvm.ptr
      llvm.store %856, %731 : f32, !llvm.ptr
      llvm.store %857, %733 : f32, !llvm.ptr
      llvm.store %858, %735 : f32, !llvm.ptr
      llvm.store %859, %737 : f32, !llvm.ptr
      llvm.store %860, %739 : f32, !llvm.ptr
      llvm.store %861, %741 : f32, !llvm.ptr
      llvm.store %862, %743 : f32, !llvm.ptr
      llvm.store %863, %745 : f32, !llvm.ptr
      llvm.store %864, %747 : f32, !llvm.ptr
      llvm.store %865, %749 : f32, !llvm.ptr
      llvm.store %866, %751 : f32, !llvm.ptr
      llvm.store %867, %753 : f32, !llvm.ptr
      llvm.store %868, %755 : f32, !llvm.ptr
      llvm.store %869, %757 : f32, !llvm.ptr
      llvm.store %870, %759 : f32, !llvm.ptr
      llvm.store %871, %761 : f32, !llvm.ptr
      llvm.store %872, %763 : f32, !llvm.ptr
      llvm.store %873, %765 : f32, !llvm.ptr
      llvm.store %874, %767 : f32, !llvm.ptr
      llvm.store %875, %769 : f32, !llvm.ptr
      llvm.store %876, %771 : f32, !llvm.ptr
      llvm.store %877, %773 : f32, !llvm.ptr
      llvm.store %878, %775 : f32, !llvm.ptr
      llvm.store %879, %777 : f32, !llvm.ptr
      llvm.store %880, %779 : f32, !llvm.ptr
      llvm.store %881, %781 : f32, !llvm.ptr
      llvm.store %882, %783 : f32, !llvm.ptr
      llvm.store %883, %785 : f32, !llvm.ptr
      llvm.store %884, %787 : f32, !llvm.ptr
      llvm.store %885, %789 : f32, !llvm.ptr
      llvm.store %886, %791 : f32, !llvm.ptr
      llvm.store %887, %793 : f32, !llvm.ptr
      llvm.store %888, %795 : f32, !llvm.ptr
      llvm.store %889, %797 : f32, !llvm.ptr
      llvm.store %890, %799 : f32, !llvm.ptr
      llvm.store %891, %801 : f32, !llvm.ptr
      llvm.store %892, %803 : f32, !llvm.ptr
      llvm.store %893, %805 : f32, !llvm.ptr
      llvm.store %894, %807 : f32, !llvm.ptr
      llvm.store %895, %809 : f32, !llvm.ptr
      llvm.store %896, %811 : f32, !llvm.ptr
      llvm.store %897, %813 : f32, !llvm.ptr
      llvm.store %898, %815 : f32, !llvm.ptr
      llvm.store %899, %817 : f32, !llvm.ptr
      llvm.store %900, %819 : f32, !llvm.ptr
      llvm.store %901, %821 : f32, !llvm.ptr
      llvm.store %902, %823 : f32, !llvm.ptr
      llvm.store %903, %825 : f32, !llvm.ptr
      llvm.store %904, %827 : f32, !llvm.ptr
      llvm.store %905, %829 : f32, !llvm.ptr
      llvm.store %906, %831 : f32, !llvm.ptr
      llvm.store %907, %833 : f32, !llvm.ptr
      llvm.store %908, %835 : f32, !llvm.ptr
      llvm.store %909, %837 : f32, !llvm.ptr
      llvm.store %910, %839 : f32, !llvm.ptr
      llvm.store %911, %841 : f32, !llvm.ptr
      llvm.store %912, %843 : f32, !llvm.ptr
      llvm.store %913, %845 : f32, !llvm.ptr
      llvm.store %914, %847 : f32, !llvm.ptr
      llvm.store %915, %849 : f32, !llvm.ptr
      %916 = llvm.add %716, %159 : i32
      llvm.br ^bb40(%916 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb42:  // pred: ^bb40
      %917 = llvm.insertvalue %148, %710[0] : !llvm.struct<(i1)> 
      %918 = llvm.add %295, %134 overflow<nsw> : i32
      %919 = llvm.add %278, %918 : i32
      %920 = llvm.add %280, %918 : i32
      %921 = llvm.insertelement %920, %279[%127 : i64] : vector<2xi32>
      %922 = llvm.bitcast %921 : vector<2xi32> to i64
      llvm.br ^bb43(%145 : i32)
    ^bb43(%923: i32):  // 2 preds: ^bb42, ^bb44
      %924 = llvm.icmp "slt" %923, %147 : i32
      llvm.cond_br %924, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %925 = llvm.mul %923, %135 overflow<nsw> : i32
      %926 = llvm.add %919, %925 : i32
      %927 = llvm.insertelement %926, %277[%127 : i64] : vector<2xi32>
      %928 = llvm.bitcast %927 : vector<2xi32> to i64
      %929 = llvm.mul %923, %151 overflow<nsw> : i32
      %930 = llvm.getelementptr %161[%929] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %931 = llvm.load %930 : !llvm.ptr -> f32
      %932 = llvm.getelementptr %930[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %933 = llvm.load %932 : !llvm.ptr -> f32
      %934 = llvm.getelementptr %930[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %935 = llvm.load %934 : !llvm.ptr -> f32
      %936 = llvm.getelementptr %930[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %937 = llvm.load %936 : !llvm.ptr -> f32
      %938 = llvm.getelementptr %930[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %939 = llvm.load %938 : !llvm.ptr -> f32
      %940 = llvm.getelementptr %930[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %941 = llvm.load %940 : !llvm.ptr -> f32
      %942 = llvm.getelementptr %930[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %943 = llvm.load %942 : !llvm.ptr -> f32
      %944 = llvm.getelementptr %930[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %945 = llvm.load %944 : !llvm.ptr -> f32
      %946 = llvm.getelementptr %930[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %947 = llvm.load %946 : !llvm.ptr -> f32
      %948 = llvm.getelementptr %930[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %949 = llvm.load %948 : !llvm.ptr -> f32
      %950 = llvm.getelementptr %930[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %951 = llvm.load %950 : !llvm.ptr -> f32
      %952 = llvm.getelementptr %930[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %953 = llvm.load %952 : !llvm.ptr -> f32
      %954 = llvm.getelementptr %930[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %955 = llvm.load %954 : !llvm.ptr -> f32
      %956 = llvm.getelementptr %930[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %957 = llvm.load %956 : !llvm.ptr -> f32
      %958 = llvm.getelementptr %930[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %959 = llvm.load %958 : !llvm.ptr -> f32
      %960 = llvm.getelementptr %930[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %961 = llvm.load %960 : !llvm.ptr -> f32
      %962 = llvm.getelementptr %930[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %963 = llvm.load %962 : !llvm.ptr -> f32
      %964 = llvm.getelementptr %930[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %965 = llvm.load %964 : !llvm.ptr -> f32
      %966 = llvm.getelementptr %930[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %967 = llvm.load %966 : !llvm.ptr -> f32
      %968 = llvm.getelementptr %930[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %969 = llvm.load %968 : !llvm.ptr -> f32
      %970 = llvm.getelementptr %930[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %971 = llvm.load %970 : !llvm.ptr -> f32
      %972 = llvm.getelementptr %930[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %973 = llvm.load %972 : !llvm.ptr -> f32
      %974 = llvm.getelementptr %930[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %975 = llvm.load %974 : !llvm.ptr -> f32
      %976 = llvm.getelementptr %930[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %977 = llvm.load %976 : !llvm.ptr -> f32
      %978 = llvm.getelementptr %930[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %979 = llvm.load %978 : !llvm.ptr -> f32
      %980 = llvm.getelementptr %930[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %981 = llvm.load %980 : !llvm.ptr -> f32
      %982 = llvm.getelementptr %930[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %983 = llvm.load %982 : !llvm.ptr -> f32
      %984 = llvm.getelementptr %930[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %985 = llvm.load %984 : !llvm.ptr -> f32
      %986 = llvm.getelementptr %930[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %987 = llvm.load %986 : !llvm.ptr -> f32
      %988 = llvm.getelementptr %930[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %989 = llvm.load %988 : !llvm.ptr -> f32
      %990 = llvm.getelementptr %930[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %991 = llvm.load %990 : !llvm.ptr -> f32
      %992 = llvm.getelementptr %930[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %993 = llvm.load %992 : !llvm.ptr -> f32
      %994 = llvm.getelementptr %930[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %995 = llvm.load %994 : !llvm.ptr -> f32
      %996 = llvm.getelementptr %930[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %997 = llvm.load %996 : !llvm.ptr -> f32
      %998 = llvm.getelementptr %930[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %999 = llvm.load %998 : !llvm.ptr -> f32
      %1000 = llvm.getelementptr %930[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1001 = llvm.load %1000 : !llvm.ptr -> f32
      %1002 = llvm.getelementptr %930[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1003 = llvm.load %1002 : !llvm.ptr -> f32
      %1004 = llvm.getelementptr %930[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %1005 = llvm.load %1004 : !llvm.ptr -> f32
      %1006 = llvm.getelementptr %930[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %1007 = llvm.load %1006 : !llvm.ptr -> f32
      %1008 = llvm.getelementptr %930[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %1009 = llvm.load %1008 : !llvm.ptr -> f32
      %1010 = llvm.getelementptr %930[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %1011 = llvm.load %1010 : !llvm.ptr -> f32
      %1012 = llvm.getelementptr %930[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %1013 = llvm.load %1012 : !llvm.ptr -> f32
      %1014 = llvm.getelementptr %930[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %1015 = llvm.load %1014 : !llvm.ptr -> f32
      %1016 = llvm.getelementptr %930[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %1017 = llvm.load %1016 : !llvm.ptr -> f32
      %1018 = llvm.getelementptr %930[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %1019 = llvm.load %1018 : !llvm.ptr -> f32
      %1020 = llvm.getelementptr %930[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %1021 = llvm.load %1020 : !llvm.ptr -> f32
      %1022 = llvm.getelementptr %930[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %1023 = llvm.load %1022 : !llvm.ptr -> f32
      %1024 = llvm.getelementptr %930[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %1025 = llvm.load %1024 : !llvm.ptr -> f32
      %1026 = llvm.getelementptr %930[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1027 = llvm.load %1026 : !llvm.ptr -> f32
      %1028 = llvm.getelementptr %930[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %1029 = llvm.load %1028 : !llvm.ptr -> f32
      %1030 = llvm.getelementptr %930[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %1031 = llvm.load %1030 : !llvm.ptr -> f32
      %1032 = llvm.getelementptr %930[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %1033 = llvm.load %1032 : !llvm.ptr -> f32
      %1034 = llvm.getelementptr %930[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %1035 = llvm.load %1034 : !llvm.ptr -> f32
      %1036 = llvm.getelementptr %930[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %1037 = llvm.load %1036 : !llvm.ptr -> f32
      %1038 = llvm.getelementptr %930[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %1039 = llvm.load %1038 : !llvm.ptr -> f32
      %1040 = llvm.getelementptr %930[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %1041 = llvm.load %1040 : !llvm.ptr -> f32
      %1042 = llvm.getelementptr %930[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %1043 = llvm.load %1042 : !llvm.ptr -> f32
      %1044 = llvm.getelementptr %930[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %1045 = llvm.load %1044 : !llvm.ptr -> f32
      %1046 = llvm.getelementptr %930[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %1047 = llvm.load %1046 : !llvm.ptr -> f32
      %1048 = llvm.getelementptr %930[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %1049 = llvm.load %1048 : !llvm.ptr -> f32
      %1050 = llvm.getelementptr %930[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %1051 = llvm.load %1050 : !llvm.ptr -> f32
      %1052 = llvm.getelementptr %930[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %1053 = llvm.load %1052 : !llvm.ptr -> f32
      %1054 = llvm.getelementptr %930[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %1055 = llvm.load %1054 : !llvm.ptr -> f32
      %1056 = llvm.getelementptr %930[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %1057 = llvm.load %1056 : !llvm.ptr -> f32
      %1058 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %931, %933, %935, %937, %939, %941, %943, %945, %947, %949, %951, %953, %955, %957, %959, %961, %963, %965, %967, %969, %971, %973, %975, %977, %979, %981, %983, %985, %987, %989, %991, %993, %995, %997, %999, %1001, %1003, %1005, %1007, %1009, %1011, %1013, %1015, %1017, %1019, %1021, %1023, %1025, %1027, %1029, %1031, %1033, %1035, %1037, %1039, %1041, %1043, %1045, %1047, %1049, %1051, %1053, %1055, %1057, %928, %922, %159, %159, %159, %145, %145 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1059 = llvm.extractvalue %1058[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1060 = llvm.extractvalue %1058[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1061 = llvm.extractvalue %1058[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1062 = llvm.extractvalue %1058[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1063 = llvm.extractvalue %1058[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1064 = llvm.extractvalue %1058[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1065 = llvm.extractvalue %1058[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1066 = llvm.extractvalue %1058[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1067 = llvm.extractvalue %1058[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1068 = llvm.extractvalue %1058[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1069 = llvm.extractvalue %1058[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1070 = llvm.extractvalue %1058[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1071 = llvm.extractvalue %1058[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1072 = llvm.extractvalue %1058[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1073 = llvm.extractvalue %1058[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1074 = llvm.extractvalue %1058[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1075 = llvm.extractvalue %1058[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1076 = llvm.extractvalue %1058[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1077 = llvm.extractvalue %1058[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1078 = llvm.extractvalue %1058[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1079 = llvm.extractvalue %1058[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1080 = llvm.extractvalue %1058[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1081 = llvm.extractvalue %1058[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1082 = llvm.extractvalue %1058[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1083 = llvm.extractvalue %1058[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1084 = llvm.extractvalue %1058[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1085 = llvm.extractvalue %1058[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1086 = llvm.extractvalue %1058[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1087 = llvm.extractvalue %1058[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1088 = llvm.extractvalue %1058[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1089 = llvm.extractvalue %1058[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1090 = llvm.extractvalue %1058[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1091 = llvm.extractvalue %1058[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1092 = llvm.extractvalue %1058[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1093 = llvm.extractvalue %1058[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1094 = llvm.extractvalue %1058[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1095 = llvm.extractvalue %1058[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1096 = llvm.extractvalue %1058[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1097 = llvm.extractvalue %1058[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1098 = llvm.extractvalue %1058[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1099 = llvm.extractvalue %1058[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1100 = llvm.extractvalue %1058[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1101 = llvm.extractvalue %1058[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1102 = llvm.extractvalue %1058[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1103 = llvm.extractvalue %1058[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1104 = llvm.extractvalue %1058[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1105 = llvm.extractvalue %1058[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1106 = llvm.extractvalue %1058[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1107 = llvm.extractvalue %1058[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1108 = llvm.extractvalue %1058[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1109 = llvm.extractvalue %1058[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1110 = llvm.extractvalue %1058[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1111 = llvm.extractvalue %1058[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1112 = llvm.extractvalue %1058[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1113 = llvm.extractvalue %1058[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1114 = llvm.extractvalue %1058[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1115 = llvm.extractvalue %1058[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1116 = llvm.extractvalue %1058[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1117 = llvm.extractvalue %1058[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1118 = llvm.extractvalue %1058[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1119 = llvm.extractvalue %1058[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1120 = llvm.extractvalue %1058[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1121 = llvm.extractvalue %1058[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1122 = llvm.extractvalue %1058[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      llvm.store %1059, %930 : f32, !llvm.ptr
      llvm.store %1060, %932 : f32, !llvm.ptr
      llvm.store %1061, %934 : f32, !llvm.ptr
      llvm.store %1062, %936 : f32, !llvm.ptr
      llvm.store %1063, %938 : f32, !llvm.ptr
      llvm.store %1064, %940 : f32, !llvm.ptr
      llvm.store %1065, %942 : f32, !llvm.ptr
      llvm.store %1066, %944 : f32, !llvm.ptr
      llvm.store %1067, %946 : f32, !llvm.ptr
      llvm.store %1068, %948 : f32, !llvm.ptr
      llvm.store %1069, %950 : f32, !llvm.ptr
      llvm.store %1070, %952 : f32, !llvm.ptr
      llvm.store %1071, %954 : f32, !llvm.ptr
      llvm.store %1072, %956 : f32, !llvm.ptr
      llvm.store %1073, %958 : f32, !llvm.ptr
      llvm.store %1074, %960 : f32, !llvm.ptr
      llvm.store %1075, %962 : f32, !llvm.ptr
      llvm.store %1076, %964 : f32, !llvm.ptr
      llvm.store %1077, %966 : f32, !llvm.ptr
      llvm.store %1078, %968 : f32, !llvm.ptr
      llvm.store %1079, %970 : f32, !llvm.ptr
      llvm.store %1080, %972 : f32, !llvm.ptr
      llvm.store %1081, %974 : f32, !llvm.ptr
      llvm.store %1082, %976 : f32, !llvm.ptr
      llvm.store %1083, %978 : f32, !llvm.ptr
      llvm.store %1084, %980 : f32, !llvm.ptr
      llvm.store %1085, %982 : f32, !llvm.ptr
      llvm.store %1086, %984 : f32, !llvm.ptr
      llvm.store %1087, %986 : f32, !llvm.ptr
      llvm.store %1088, %988 : f32, !llvm.ptr
      llvm.store %1089, %990 : f32, !llvm.ptr
      llvm.store %1090, %992 : f32, !llvm.ptr
      llvm.store %1091, %994 : f32, !llvm.ptr
      llvm.store %1092, %996 : f32, !llvm.ptr
      llvm.store %1093, %998 : f32, !llvm.ptr
      llvm.store %1094, %1000 : f32, !llvm.ptr
      llvm.store %1095, %1002 : f32, !llvm.ptr
      llvm.store %1096, %1004 : f32, !llvm.ptr
      llvm.store %1097, %1006 : f32, !llvm.ptr
      llvm.store %1098, %1008 : f32, !llvm.ptr
      llvm.store %1099, %1010 : f32, !llvm.ptr
      llvm.store %1100, %1012 : f32, !llvm.ptr
      llvm.store %1101, %1014 : f32, !llvm.ptr
      llvm.store %1102, %1016 : f32, !llvm.ptr
      llvm.store %1103, %1018 : f32, !llvm.ptr
      llvm.store %1104, %1020 : f32, !llvm.ptr
      llvm.store %1105, %1022 : f32, !llvm.ptr
      llvm.store %1106, %1024 : f32, !llvm.ptr
      llvm.store %1107, %1026 : f32, !llvm.ptr
      llvm.store %1108, %1028 : f32, !llvm.ptr
      llvm.store %1109, %1030 : f32, !llvm.ptr
      llvm.store %1110, %1032 : f32, !llvm.ptr
      llvm.store %1111, %1034 : f32, !llvm.ptr
      llvm.store %1112, %1036 : f32, !llvm.ptr
      llvm.store %1113, %1038 : f32, !llvm.ptr
      llvm.store %1114, %1040 : f32, !llvm.ptr
      llvm.store %1115, %1042 : f32, !llvm.ptr
      llvm.store %1116, %1044 : f32, !llvm.ptr
      llvm.store %1117, %1046 : f32, !llvm.ptr
      llvm.store %1118, %1048 : f32, !llvm.ptr
      llvm.store %1119, %1050 : f32, !llvm.ptr
      llvm.store %1120, %1052 : f32, !llvm.ptr
      llvm.store %1121, %1054 : f32, !llvm.ptr
      llvm.store %1122, %1056 : f32, !llvm.ptr
      %1123 = llvm.add %923, %159 : i32
      llvm.br ^bb43(%1123 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb45:  // pred: ^bb43
      %1124 = llvm.insertvalue %148, %917[0] : !llvm.struct<(i1)> 
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 0
      llvm.cond_br %213, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %1125 = llvm.getelementptr %201[%282] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1126 = nvvm.mapa %1125, %207 : !llvm.ptr<3> -> !llvm.ptr<7>
      nvvm.mbarrier.arrive %1126, %159 : !llvm.ptr<7>
      llvm.br ^bb47
    ^bb47:  // 2 preds: ^bb45, ^bb46
      %1127 = llvm.add %281, %154 : i32
      %1128 = llvm.icmp "slt" %1127, %152 : i32
      %1129 = llvm.and %197, %1128 : i1
      llvm.cond_br %1129, ^bb48, ^bb59
    ^bb48:  // pred: ^bb47
      %1130 = llvm.getelementptr %201[%286] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %1130, %287, %155 : (!llvm.ptr<3>, i32, i32) -> ()
      %1131 = nvvm.elect.sync -> i1
      llvm.cond_br %1131, ^bb49, ^bb50
    ^bb49:  // pred: ^bb48
      %1132 = llvm.getelementptr %169[%286] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1133 = nvvm.mbarrier.arrive.expect_tx %1132, %156 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb50
    ^bb50:  // 2 preds: ^bb48, ^bb49
      %1134 = llvm.add %286, %159 : i32
      %1135 = llvm.add %285, %159 : i32
      %1136 = llvm.icmp "eq" %1134, %154 : i32
      %1137 = llvm.select %1136, %145, %1134 : i1, i32
      llvm.cond_br %1136, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %1138 = llvm.xor %287, %159 : i32
      llvm.br ^bb53(%1138 : i32)
    ^bb52:  // pred: ^bb50
      llvm.br ^bb53(%287 : i32)
    ^bb53(%1139: i32):  // 2 preds: ^bb51, ^bb52
      llvm.br ^bb54
    ^bb54:  // pred: ^bb53
      %1140 = llvm.mul %285, %151 overflow<nsw> : i32
      %1141 = llvm.mul %286, %136 overflow<nsw> : i32
      %1142 = llvm.getelementptr %170[%1141] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1143 = llvm.getelementptr %169[%286] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1144 = nvvm.elect.sync -> i1
      llvm.cond_br %1144, ^bb55, ^bb56
    ^bb55:  // pred: ^bb54
      nvvm.cp.async.bulk.tensor.shared.cluster.global %1142, %162, %1143, box[%1140, %214] l2_cache_hint = %127 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb56
    ^bb56:  // 2 preds: ^bb54, ^bb55
      %1145 = llvm.getelementptr %223[%1141] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1146 = nvvm.elect.sync -> i1
      llvm.cond_br %1146, ^bb57, ^bb58
    ^bb57:  // pred: ^bb56
      %1147 = llvm.addrspacecast %1145 : !llvm.ptr<3> to !llvm.ptr<7>
      nvvm.cp.async.bulk.tensor.shared.cluster.global %1147, %163, %1143, box[%1140, %222] multicast_mask = %157 l2_cache_hint = %127 : !llvm.ptr<7>, !llvm.ptr, i16
      llvm.br ^bb58
    ^bb58:  // 2 preds: ^bb56, ^bb57
      llvm.br ^bb60(%1135, %1137, %1139 : i32, i32, i32)
    ^bb59:  // pred: ^bb47
      llvm.br ^bb60(%285, %286, %287 : i32, i32, i32)
    ^bb60(%1148: i32, %1149: i32, %1150: i32):  // 2 preds: ^bb58, ^bb59
      llvm.br ^bb61
    ^bb61:  // pred: ^bb60
      %1151 = llvm.add %281, %159 : i32
      llvm.br ^bb28(%1151, %292, %294, %1124, %1148, %1149, %1150 : i32, i32, i32, !llvm.struct<(i1)>, i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = true, count = 1 : i32>>}
    ^bb62:  // pred: ^bb28
      %1152 = llvm.load %161 {alignment = 256 : i64} : !llvm.ptr -> vector<128xf32>
      %1153 = llvm.bitcast %1152 : vector<128xf32> to vector<128xi32>
      %1154 = llvm.extractelement %1153[%127 : i64] : vector<128xi32>
      %1155 = llvm.extractelement %1153[%125 : i64] : vector<128xi32>
      %1156 = llvm.bitcast %1154 : i32 to f32
      %1157 = llvm.bitcast %1155 : i32 to f32
      %1158 = nvvm.convert.f32x2.to.f16x2 %1157, %1156 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1159 = llvm.bitcast %1158 : vector<2xf16> to i32
      %1160 = llvm.insertelement %1159, %126[%127 : i64] : vector<64xi32>
      %1161 = llvm.extractelement %1153[%124 : i64] : vector<128xi32>
      %1162 = llvm.extractelement %1153[%123 : i64] : vector<128xi32>
      %1163 = llvm.bitcast %1161 : i32 to f32
      %1164 = llvm.bitcast %1162 : i32 to f32
      %1165 = nvvm.convert.f32x2.to.f16x2 %1164, %1163 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1166 = llvm.bitcast %1165 : vector<2xf16> to i32
      %1167 = llvm.insertelement %1166, %1160[%125 : i64] : vector<64xi32>
      %1168 = llvm.extractelement %1153[%122 : i64] : vector<128xi32>
      %1169 = llvm.extractelement %1153[%121 : i64] : vector<128xi32>
      %1170 = llvm.bitcast %1168 : i32 to f32
      %1171 = llvm.bitcast %1169 : i32 to f32
      %1172 = nvvm.convert.f32x2.to.f16x2 %1171, %1170 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1173 = llvm.bitcast %1172 : vector<2xf16> to i32
      %1174 = llvm.insertelement %1173, %1167[%124 : i64] : vector<64xi32>
      %1175 = llvm.extractelement %1153[%120 : i64] : vector<128xi32>
      %1176 = llvm.extractelement %1153[%119 : i64] : vector<128xi32>
      %1177 = llvm.bitcast %1175 : i32 to f32
      %1178 = llvm.bitcast %1176 : i32 to f32
      %1179 = nvvm.convert.f32x2.to.f16x2 %1178, %1177 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1180 = llvm.bitcast %1179 : vector<2xf16> to i32
      %1181 = llvm.insertelement %1180, %1174[%123 : i64] : vector<64xi32>
      %1182 = llvm.extractelement %1153[%139 : i64] : vector<128xi32>
      %1183 = llvm.extractelement %1153[%118 : i64] : vector<128xi32>
      %1184 = llvm.bitcast %1182 : i32 to f32
      %1185 = llvm.bitcast %1183 : i32 to f32
      %1186 = nvvm.convert.f32x2.to.f16x2 %1185, %1184 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1187 = llvm.bitcast %1186 : vector<2xf16> to i32
      %1188 = llvm.insertelement %1187, %1181[%122 : i64] : vector<64xi32>
      %1189 = llvm.extractelement %1153[%117 : i64] : vector<128xi32>
      %1190 = llvm.extractelement %1153[%116 : i64] : vector<128xi32>
      %1191 = llvm.bitcast %1189 : i32 to f32
      %1192 = llvm.bitcast %1190 : i32 to f32
      %1193 = nvvm.convert.f32x2.to.f16x2 %1192, %1191 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1194 = llvm.bitcast %1193 : vector<2xf16> to i32
      %1195 = llvm.insertelement %1194, %1188[%121 : i64] : vector<64xi32>
      %1196 = llvm.extractelement %1153[%115 : i64] : vector<128xi32>
      %1197 = llvm.extractelement %1153[%114 : i64] : vector<128xi32>
      %1198 = llvm.bitcast %1196 : i32 to f32
      %1199 = llvm.bitcast %1197 : i32 to f32
      %1200 = nvvm.convert.f32x2.to.f16x2 %1199, %1198 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1201 = llvm.bitcast %1200 : vector<2xf16> to i32
      %1202 = llvm.insertelement %1201, %1195[%120 : i64] : vector<64xi32>
      %1203 = llvm.extractelement %1153[%113 : i64] : vector<128xi32>
      %1204 = llvm.extractelement %1153[%112 : i64] : vector<128xi32>
      %1205 = llvm.bitcast %1203 : i32 to f32
      %1206 = llvm.bitcast %1204 : i32 to f32
      %1207 = nvvm.convert.f32x2.to.f16x2 %1206, %1205 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1208 = llvm.bitcast %1207 : vector<2xf16> to i32
      %1209 = llvm.insertelement %1208, %1202[%119 : i64] : vector<64xi32>
      %1210 = llvm.extractelement %1153[%111 : i64] : vector<128xi32>
      %1211 = llvm.extractelement %1153[%110 : i64] : vector<128xi32>
      %1212 = llvm.bitcast %1210 : i32 to f32
      %1213 = llvm.bitcast %1211 : i32 to f32
      %1214 = nvvm.convert.f32x2.to.f16x2 %1213, %1212 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1215 = llvm.bitcast %1214 : vector<2xf16> to i32
      %1216 = llvm.insertelement %1215, %1209[%139 : i64] : vector<64xi32>
      %1217 = llvm.extractelement %1153[%109 : i64] : vector<128xi32>
      %1218 = llvm.extractelement %1153[%108 : i64] : vector<128xi32>
      %1219 = llvm.bitcast %1217 : i32 to f32
      %1220 = llvm.bitcast %1218 : i32 to f32
      %1221 = nvvm.convert.f32x2.to.f16x2 %1220, %1219 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1222 = llvm.bitcast %1221 : vector<2xf16> to i32
      %1223 = llvm.insertelement %1222, %1216[%118 : i64] : vector<64xi32>
      %1224 = llvm.extractelement %1153[%107 : i64] : vector<128xi32>
      %1225 = llvm.extractelement %1153[%106 : i64] : vector<128xi32>
      %1226 = llvm.bitcast %1224 : i32 to f32
      %1227 = llvm.bitcast %1225 : i32 to f32
      %1228 = nvvm.convert.f32x2.to.f16x2 %1227, %1226 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1229 = llvm.bitcast %1228 : vector<2xf16> to i32
      %1230 = llvm.insertelement %1229, %1223[%117 : i64] : vector<64xi32>
      %1231 = llvm.extractelement %1153[%105 : i64] : vector<128xi32>
      %1232 = llvm.extractelement %1153[%104 : i64] : vector<128xi32>
      %1233 = llvm.bitcast %1231 : i32 to f32
      %1234 = llvm.bitcast %1232 : i32 to f32
      %1235 = nvvm.convert.f32x2.to.f16x2 %1234, %1233 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1236 = llvm.bitcast %1235 : vector<2xf16> to i32
      %1237 = llvm.insertelement %1236, %1230[%116 : i64] : vector<64xi32>
      %1238 = llvm.extractelement %1153[%103 : i64] : vector<128xi32>
      %1239 = llvm.extractelement %1153[%102 : i64] : vector<128xi32>
      %1240 = llvm.bitcast %1238 : i32 to f32
      %1241 = llvm.bitcast %1239 : i32 to f32
      %1242 = nvvm.convert.f32x2.to.f16x2 %1241, %1240 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1243 = llvm.bitcast %1242 : vector<2xf16> to i32
      %1244 = llvm.insertelement %1243, %1237[%115 : i64] : vector<64xi32>
      %1245 = llvm.extractelement %1153[%101 : i64] : vector<128xi32>
      %1246 = llvm.extractelement %1153[%100 : i64] : vector<128xi32>
      %1247 = llvm.bitcast %1245 : i32 to f32
      %1248 = llvm.bitcast %1246 : i32 to f32
      %1249 = nvvm.convert.f32x2.to.f16x2 %1248, %1247 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1250 = llvm.bitcast %1249 : vector<2xf16> to i32
      %1251 = llvm.insertelement %1250, %1244[%114 : i64] : vector<64xi32>
      %1252 = llvm.extractelement %1153[%99 : i64] : vector<128xi32>
      %1253 = llvm.extractelement %1153[%98 : i64] : vector<128xi32>
      %1254 = llvm.bitcast %1252 : i32 to f32
      %1255 = llvm.bitcast %1253 : i32 to f32
      %1256 = nvvm.convert.f32x2.to.f16x2 %1255, %1254 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1257 = llvm.bitcast %1256 : vector<2xf16> to i32
      %1258 = llvm.insertelement %1257, %1251[%113 : i64] : vector<64xi32>
      %1259 = llvm.extractelement %1153[%97 : i64] : vector<128xi32>
      %1260 = llvm.extractelement %1153[%96 : i64] : vector<128xi32>
      %1261 = llvm.bitcast %1259 : i32 to f32
      %1262 = llvm.bitcast %1260 : i32 to f32
      %1263 = nvvm.convert.f32x2.to.f16x2 %1262, %1261 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1264 = llvm.bitcast %1263 : vector<2xf16> to i32
      %1265 = llvm.insertelement %1264, %1258[%112 : i64] : vector<64xi32>
      %1266 = llvm.extractelement %1153[%95 : i64] : vector<128xi32>
      %1267 = llvm.extractelement %1153[%94 : i64] : vector<128xi32>
      %1268 = llvm.bitcast %1266 : i32 to f32
      %1269 = llvm.bitcast %1267 : i32 to f32
      %1270 = nvvm.convert.f32x2.to.f16x2 %1269, %1268 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1271 = llvm.bitcast %1270 : vector<2xf16> to i32
      %1272 = llvm.insertelement %1271, %1265[%111 : i64] : vector<64xi32>
      %1273 = llvm.extractelement %1153[%93 : i64] : vector<128xi32>
      %1274 = llvm.extractelement %1153[%92 : i64] : vector<128xi32>
      %1275 = llvm.bitcast %1273 : i32 to f32
      %1276 = llvm.bitcast %1274 : i32 to f32
      %1277 = nvvm.convert.f32x2.to.f16x2 %1276, %1275 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1278 = llvm.bitcast %1277 : vector<2xf16> to i32
      %1279 = llvm.insertelement %1278, %1272[%110 : i64] : vector<64xi32>
      %1280 = llvm.extractelement %1153[%91 : i64] : vector<128xi32>
      %1281 = llvm.extractelement %1153[%90 : i64] : vector<128xi32>
      %1282 = llvm.bitcast %1280 : i32 to f32
      %1283 = llvm.bitcast %1281 : i32 to f32
      %1284 = nvvm.convert.f32x2.to.f16x2 %1283, %1282 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1285 = llvm.bitcast %1284 : vector<2xf16> to i32
      %1286 = llvm.insertelement %1285, %1279[%109 : i64] : vector<64xi32>
      %1287 = llvm.extractelement %1153[%89 : i64] : vector<128xi32>
      %1288 = llvm.extractelement %1153[%88 : i64] : vector<128xi32>
      %1289 = llvm.bitcast %1287 : i32 to f32
      %1290 = llvm.bitcast %1288 : i32 to f32
      %1291 = nvvm.convert.f32x2.to.f16x2 %1290, %1289 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1292 = llvm.bitcast %1291 : vector<2xf16> to i32
      %1293 = llvm.insertelement %1292, %1286[%108 : i64] : vector<64xi32>
      %1294 = llvm.extractelement %1153[%87 : i64] : vector<128xi32>
      %1295 = llvm.extractelement %1153[%86 : i64] : vector<128xi32>
      %1296 = llvm.bitcast %1294 : i32 to f32
      %1297 = llvm.bitcast %1295 : i32 to f32
      %1298 = nvvm.convert.f32x2.to.f16x2 %1297, %1296 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1299 = llvm.bitcast %1298 : vector<2xf16> to i32
      %1300 = llvm.insertelement %1299, %1293[%107 : i64] : vector<64xi32>
      %1301 = llvm.extractelement %1153[%85 : i64] : vector<128xi32>
      %1302 = llvm.extractelement %1153[%84 : i64] : vector<128xi32>
      %1303 = llvm.bitcast %1301 : i32 to f32
      %1304 = llvm.bitcast %1302 : i32 to f32
      %1305 = nvvm.convert.f32x2.to.f16x2 %1304, %1303 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1306 = llvm.bitcast %1305 : vector<2xf16> to i32
      %1307 = llvm.insertelement %1306, %1300[%106 : i64] : vector<64xi32>
      %1308 = llvm.extractelement %1153[%83 : i64] : vector<128xi32>
      %1309 = llvm.extractelement %1153[%82 : i64] : vector<128xi32>
      %1310 = llvm.bitcast %1308 : i32 to f32
      %1311 = llvm.bitcast %1309 : i32 to f32
      %1312 = nvvm.convert.f32x2.to.f16x2 %1311, %1310 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1313 = llvm.bitcast %1312 : vector<2xf16> to i32
      %1314 = llvm.insertelement %1313, %1307[%105 : i64] : vector<64xi32>
      %1315 = llvm.extractelement %1153[%81 : i64] : vector<128xi32>
      %1316 = llvm.extractelement %1153[%80 : i64] : vector<128xi32>
      %1317 = llvm.bitcast %1315 : i32 to f32
      %1318 = llvm.bitcast %1316 : i32 to f32
      %1319 = nvvm.convert.f32x2.to.f16x2 %1318, %1317 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1320 = llvm.bitcast %1319 : vector<2xf16> to i32
      %1321 = llvm.insertelement %1320, %1314[%104 : i64] : vector<64xi32>
      %1322 = llvm.extractelement %1153[%79 : i64] : vector<128xi32>
      %1323 = llvm.extractelement %1153[%78 : i64] : vector<128xi32>
      %1324 = llvm.bitcast %1322 : i32 to f32
      %1325 = llvm.bitcast %1323 : i32 to f32
      %1326 = nvvm.convert.f32x2.to.f16x2 %1325, %1324 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1327 = llvm.bitcast %1326 : vector<2xf16> to i32
      %1328 = llvm.insertelement %1327, %1321[%103 : i64] : vector<64xi32>
      %1329 = llvm.extractelement %1153[%77 : i64] : vector<128xi32>
      %1330 = llvm.extractelement %1153[%76 : i64] : vector<128xi32>
      %1331 = llvm.bitcast %1329 : i32 to f32
      %1332 = llvm.bitcast %1330 : i32 to f32
      %1333 = nvvm.convert.f32x2.to.f16x2 %1332, %1331 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1334 = llvm.bitcast %1333 : vector<2xf16> to i32
      %1335 = llvm.insertelement %1334, %1328[%102 : i64] : vector<64xi32>
      %1336 = llvm.extractelement %1153[%75 : i64] : vector<128xi32>
      %1337 = llvm.extractelement %1153[%74 : i64] : vector<128xi32>
      %1338 = llvm.bitcast %1336 : i32 to f32
      %1339 = llvm.bitcast %1337 : i32 to f32
      %1340 = nvvm.convert.f32x2.to.f16x2 %1339, %1338 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1341 = llvm.bitcast %1340 : vector<2xf16> to i32
      %1342 = llvm.insertelement %1341, %1335[%101 : i64] : vector<64xi32>
      %1343 = llvm.extractelement %1153[%73 : i64] : vector<128xi32>
      %1344 = llvm.extractelement %1153[%72 : i64] : vector<128xi32>
      %1345 = llvm.bitcast %1343 : i32 to f32
      %1346 = llvm.bitcast %1344 : i32 to f32
      %1347 = nvvm.convert.f32x2.to.f16x2 %1346, %1345 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1348 = llvm.bitcast %1347 : vector<2xf16> to i32
      %1349 = llvm.insertelement %1348, %1342[%100 : i64] : vector<64xi32>
      %1350 = llvm.extractelement %1153[%71 : i64] : vector<128xi32>
      %1351 = llvm.extractelement %1153[%70 : i64] : vector<128xi32>
      %1352 = llvm.bitcast %1350 : i32 to f32
      %1353 = llvm.bitcast %1351 : i32 to f32
      %1354 = nvvm.convert.f32x2.to.f16x2 %1353, %1352 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1355 = llvm.bitcast %1354 : vector<2xf16> to i32
      %1356 = llvm.insertelement %1355, %1349[%99 : i64] : vector<64xi32>
      %1357 = llvm.extractelement %1153[%69 : i64] : vector<128xi32>
      %1358 = llvm.extractelement %1153[%68 : i64] : vector<128xi32>
      %1359 = llvm.bitcast %1357 : i32 to f32
      %1360 = llvm.bitcast %1358 : i32 to f32
      %1361 = nvvm.convert.f32x2.to.f16x2 %1360, %1359 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1362 = llvm.bitcast %1361 : vector<2xf16> to i32
      %1363 = llvm.insertelement %1362, %1356[%98 : i64] : vector<64xi32>
      %1364 = llvm.extractelement %1153[%67 : i64] : vector<128xi32>
      %1365 = llvm.extractelement %1153[%66 : i64] : vector<128xi32>
      %1366 = llvm.bitcast %1364 : i32 to f32
      %1367 = llvm.bitcast %1365 : i32 to f32
      %1368 = nvvm.convert.f32x2.to.f16x2 %1367, %1366 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1369 = llvm.bitcast %1368 : vector<2xf16> to i32
      %1370 = llvm.insertelement %1369, %1363[%97 : i64] : vector<64xi32>
      %1371 = llvm.extractelement %1153[%65 : i64] : vector<128xi32>
      %1372 = llvm.extractelement %1153[%64 : i64] : vector<128xi32>
      %1373 = llvm.bitcast %1371 : i32 to f32
      %1374 = llvm.bitcast %1372 : i32 to f32
      %1375 = nvvm.convert.f32x2.to.f16x2 %1374, %1373 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1376 = llvm.bitcast %1375 : vector<2xf16> to i32
      %1377 = llvm.insertelement %1376, %1370[%96 : i64] : vector<64xi32>
      %1378 = llvm.extractelement %1153[%63 : i64] : vector<128xi32>
      %1379 = llvm.extractelement %1153[%62 : i64] : vector<128xi32>
      %1380 = llvm.bitcast %1378 : i32 to f32
      %1381 = llvm.bitcast %1379 : i32 to f32
      %1382 = nvvm.convert.f32x2.to.f16x2 %1381, %1380 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1383 = llvm.bitcast %1382 : vector<2xf16> to i32
      %1384 = llvm.insertelement %1383, %1377[%95 : i64] : vector<64xi32>
      %1385 = llvm.extractelement %1153[%61 : i64] : vector<128xi32>
      %1386 = llvm.extractelement %1153[%60 : i64] : vector<128xi32>
      %1387 = llvm.bitcast %1385 : i32 to f32
      %1388 = llvm.bitcast %1386 : i32 to f32
      %1389 = nvvm.convert.f32x2.to.f16x2 %1388, %1387 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1390 = llvm.bitcast %1389 : vector<2xf16> to i32
      %1391 = llvm.insertelement %1390, %1384[%94 : i64] : vector<64xi32>
      %1392 = llvm.extractelement %1153[%59 : i64] : vector<128xi32>
      %1393 = llvm.extractelement %1153[%58 : i64] : vector<128xi32>
      %1394 = llvm.bitcast %1392 : i32 to f32
      %1395 = llvm.bitcast %1393 : i32 to f32
      %1396 = nvvm.convert.f32x2.to.f16x2 %1395, %1394 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1397 = llvm.bitcast %1396 : vector<2xf16> to i32
      %1398 = llvm.insertelement %1397, %1391[%93 : i64] : vector<64xi32>
      %1399 = llvm.extractelement %1153[%57 : i64] : vector<128xi32>
      %1400 = llvm.extractelement %1153[%56 : i64] : vector<128xi32>
      %1401 = llvm.bitcast %1399 : i32 to f32
      %1402 = llvm.bitcast %1400 : i32 to f32
      %1403 = nvvm.convert.f32x2.to.f16x2 %1402, %1401 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1404 = llvm.bitcast %1403 : vector<2xf16> to i32
      %1405 = llvm.insertelement %1404, %1398[%92 : i64] : vector<64xi32>
      %1406 = llvm.extractelement %1153[%55 : i64] : vector<128xi32>
      %1407 = llvm.extractelement %1153[%54 : i64] : vector<128xi32>
      %1408 = llvm.bitcast %1406 : i32 to f32
      %1409 = llvm.bitcast %1407 : i32 to f32
      %1410 = nvvm.convert.f32x2.to.f16x2 %1409, %1408 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1411 = llvm.bitcast %1410 : vector<2xf16> to i32
      %1412 = llvm.insertelement %1411, %1405[%91 : i64] : vector<64xi32>
      %1413 = llvm.extractelement %1153[%53 : i64] : vector<128xi32>
      %1414 = llvm.extractelement %1153[%52 : i64] : vector<128xi32>
      %1415 = llvm.bitcast %1413 : i32 to f32
      %1416 = llvm.bitcast %1414 : i32 to f32
      %1417 = nvvm.convert.f32x2.to.f16x2 %1416, %1415 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1418 = llvm.bitcast %1417 : vector<2xf16> to i32
      %1419 = llvm.insertelement %1418, %1412[%90 : i64] : vector<64xi32>
      %1420 = llvm.extractelement %1153[%51 : i64] : vector<128xi32>
      %1421 = llvm.extractelement %1153[%50 : i64] : vector<128xi32>
      %1422 = llvm.bitcast %1420 : i32 to f32
      %1423 = llvm.bitcast %1421 : i32 to f32
      %1424 = nvvm.convert.f32x2.to.f16x2 %1423, %1422 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1425 = llvm.bitcast %1424 : vector<2xf16> to i32
      %1426 = llvm.insertelement %1425, %1419[%89 : i64] : vector<64xi32>
      %1427 = llvm.extractelement %1153[%49 : i64] : vector<128xi32>
      %1428 = llvm.extractelement %1153[%48 : i64] : vector<128xi32>
      %1429 = llvm.bitcast %1427 : i32 to f32
      %1430 = llvm.bitcast %1428 : i32 to f32
      %1431 = nvvm.convert.f32x2.to.f16x2 %1430, %1429 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1432 = llvm.bitcast %1431 : vector<2xf16> to i32
      %1433 = llvm.insertelement %1432, %1426[%88 : i64] : vector<64xi32>
      %1434 = llvm.extractelement %1153[%47 : i64] : vector<128xi32>
      %1435 = llvm.extractelement %1153[%46 : i64] : vector<128xi32>
      %1436 = llvm.bitcast %1434 : i32 to f32
      %1437 = llvm.bitcast %1435 : i32 to f32
      %1438 = nvvm.convert.f32x2.to.f16x2 %1437, %1436 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1439 = llvm.bitcast %1438 : vector<2xf16> to i32
      %1440 = llvm.insertelement %1439, %1433[%87 : i64] : vector<64xi32>
      %1441 = llvm.extractelement %1153[%45 : i64] : vector<128xi32>
      %1442 = llvm.extractelement %1153[%44 : i64] : vector<128xi32>
      %1443 = llvm.bitcast %1441 : i32 to f32
      %1444 = llvm.bitcast %1442 : i32 to f32
      %1445 = nvvm.convert.f32x2.to.f16x2 %1444, %1443 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1446 = llvm.bitcast %1445 : vector<2xf16> to i32
      %1447 = llvm.insertelement %1446, %1440[%86 : i64] : vector<64xi32>
      %1448 = llvm.extractelement %1153[%43 : i64] : vector<128xi32>
      %1449 = llvm.extractelement %1153[%42 : i64] : vector<128xi32>
      %1450 = llvm.bitcast %1448 : i32 to f32
      %1451 = llvm.bitcast %1449 : i32 to f32
      %1452 = nvvm.convert.f32x2.to.f16x2 %1451, %1450 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1453 = llvm.bitcast %1452 : vector<2xf16> to i32
      %1454 = llvm.insertelement %1453, %1447[%85 : i64] : vector<64xi32>
      %1455 = llvm.extractelement %1153[%41 : i64] : vector<128xi32>
      %1456 = llvm.extractelement %1153[%40 : i64] : vector<128xi32>
      %1457 = llvm.bitcast %1455 : i32 to f32
      %1458 = llvm.bitcast %1456 : i32 to f32
      %1459 = nvvm.convert.f32x2.to.f16x2 %1458, %1457 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1460 = llvm.bitcast %1459 : vector<2xf16> to i32
      %1461 = llvm.insertelement %1460, %1454[%84 : i64] : vector<64xi32>
      %1462 = llvm.extractelement %1153[%39 : i64] : vector<128xi32>
      %1463 = llvm.extractelement %1153[%38 : i64] : vector<128xi32>
      %1464 = llvm.bitcast %1462 : i32 to f32
      %1465 = llvm.bitcast %1463 : i32 to f32
      %1466 = nvvm.convert.f32x2.to.f16x2 %1465, %1464 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1467 = llvm.bitcast %1466 : vector<2xf16> to i32
      %1468 = llvm.insertelement %1467, %1461[%83 : i64] : vector<64xi32>
      %1469 = llvm.extractelement %1153[%37 : i64] : vector<128xi32>
      %1470 = llvm.extractelement %1153[%36 : i64] : vector<128xi32>
      %1471 = llvm.bitcast %1469 : i32 to f32
      %1472 = llvm.bitcast %1470 : i32 to f32
      %1473 = nvvm.convert.f32x2.to.f16x2 %1472, %1471 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1474 = llvm.bitcast %1473 : vector<2xf16> to i32
      %1475 = llvm.insertelement %1474, %1468[%82 : i64] : vector<64xi32>
      %1476 = llvm.extractelement %1153[%35 : i64] : vector<128xi32>
      %1477 = llvm.extractelement %1153[%34 : i64] : vector<128xi32>
      %1478 = llvm.bitcast %1476 : i32 to f32
      %1479 = llvm.bitcast %1477 : i32 to f32
      %1480 = nvvm.convert.f32x2.to.f16x2 %1479, %1478 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1481 = llvm.bitcast %1480 : vector<2xf16> to i32
      %1482 = llvm.insertelement %1481, %1475[%81 : i64] : vector<64xi32>
      %1483 = llvm.extractelement %1153[%33 : i64] : vector<128xi32>
      %1484 = llvm.extractelement %1153[%32 : i64] : vector<128xi32>
      %1485 = llvm.bitcast %1483 : i32 to f32
      %1486 = llvm.bitcast %1484 : i32 to f32
      %1487 = nvvm.convert.f32x2.to.f16x2 %1486, %1485 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1488 = llvm.bitcast %1487 : vector<2xf16> to i32
      %1489 = llvm.insertelement %1488, %1482[%80 : i64] : vector<64xi32>
      %1490 = llvm.extractelement %1153[%31 : i64] : vector<128xi32>
      %1491 = llvm.extractelement %1153[%30 : i64] : vector<128xi32>
      %1492 = llvm.bitcast %1490 : i32 to f32
      %1493 = llvm.bitcast %1491 : i32 to f32
      %1494 = nvvm.convert.f32x2.to.f16x2 %1493, %1492 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1495 = llvm.bitcast %1494 : vector<2xf16> to i32
      %1496 = llvm.insertelement %1495, %1489[%79 : i64] : vector<64xi32>
      %1497 = llvm.extractelement %1153[%29 : i64] : vector<128xi32>
      %1498 = llvm.extractelement %1153[%28 : i64] : vector<128xi32>
      %1499 = llvm.bitcast %1497 : i32 to f32
      %1500 = llvm.bitcast %1498 : i32 to f32
      %1501 = nvvm.convert.f32x2.to.f16x2 %1500, %1499 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1502 = llvm.bitcast %1501 : vector<2xf16> to i32
      %1503 = llvm.insertelement %1502, %1496[%78 : i64] : vector<64xi32>
      %1504 = llvm.extractelement %1153[%27 : i64] : vector<128xi32>
      %1505 = llvm.extractelement %1153[%26 : i64] : vector<128xi32>
      %1506 = llvm.bitcast %1504 : i32 to f32
      %1507 = llvm.bitcast %1505 : i32 to f32
      %1508 = nvvm.convert.f32x2.to.f16x2 %1507, %1506 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1509 = llvm.bitcast %1508 : vector<2xf16> to i32
      %1510 = llvm.insertelement %1509, %1503[%77 : i64] : vector<64xi32>
      %1511 = llvm.extractelement %1153[%25 : i64] : vector<128xi32>
      %1512 = llvm.extractelement %1153[%24 : i64] : vector<128xi32>
      %1513 = llvm.bitcast %1511 : i32 to f32
      %1514 = llvm.bitcast %1512 : i32 to f32
      %1515 = nvvm.convert.f32x2.to.f16x2 %1514, %1513 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1516 = llvm.bitcast %1515 : vector<2xf16> to i32
      %1517 = llvm.insertelement %1516, %1510[%76 : i64] : vector<64xi32>
      %1518 = llvm.extractelement %1153[%23 : i64] : vector<128xi32>
      %1519 = llvm.extractelement %1153[%22 : i64] : vector<128xi32>
      %1520 = llvm.bitcast %1518 : i32 to f32
      %1521 = llvm.bitcast %1519 : i32 to f32
      %1522 = nvvm.convert.f32x2.to.f16x2 %1521, %1520 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1523 = llvm.bitcast %1522 : vector<2xf16> to i32
      %1524 = llvm.insertelement %1523, %1517[%75 : i64] : vector<64xi32>
      %1525 = llvm.extractelement %1153[%21 : i64] : vector<128xi32>
      %1526 = llvm.extractelement %1153[%20 : i64] : vector<128xi32>
      %1527 = llvm.bitcast %1525 : i32 to f32
      %1528 = llvm.bitcast %1526 : i32 to f32
      %1529 = nvvm.convert.f32x2.to.f16x2 %1528, %1527 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1530 = llvm.bitcast %1529 : vector<2xf16> to i32
      %1531 = llvm.insertelement %1530, %1524[%74 : i64] : vector<64xi32>
      %1532 = llvm.extractelement %1153[%19 : i64] : vector<128xi32>
      %1533 = llvm.extractelement %1153[%18 : i64] : vector<128xi32>
      %1534 = llvm.bitcast %1532 : i32 to f32
      %1535 = llvm.bitcast %1533 : i32 to f32
      %1536 = nvvm.convert.f32x2.to.f16x2 %1535, %1534 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1537 = llvm.bitcast %1536 : vector<2xf16> to i32
      %1538 = llvm.insertelement %1537, %1531[%73 : i64] : vector<64xi32>
      %1539 = llvm.extractelement %1153[%17 : i64] : vector<128xi32>
      %1540 = llvm.extractelement %1153[%16 : i64] : vector<128xi32>
      %1541 = llvm.bitcast %1539 : i32 to f32
      %1542 = llvm.bitcast %1540 : i32 to f32
      %1543 = nvvm.convert.f32x2.to.f16x2 %1542, %1541 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1544 = llvm.bitcast %1543 : vector<2xf16> to i32
      %1545 = llvm.insertelement %1544, %1538[%72 : i64] : vector<64xi32>
      %1546 = llvm.extractelement %1153[%15 : i64] : vector<128xi32>
      %1547 = llvm.extractelement %1153[%14 : i64] : vector<128xi32>
      %1548 = llvm.bitcast %1546 : i32 to f32
      %1549 = llvm.bitcast %1547 : i32 to f32
      %1550 = nvvm.convert.f32x2.to.f16x2 %1549, %1548 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1551 = llvm.bitcast %1550 : vector<2xf16> to i32
      %1552 = llvm.insertelement %1551, %1545[%71 : i64] : vector<64xi32>
      %1553 = llvm.extractelement %1153[%13 : i64] : vector<128xi32>
      %1554 = llvm.extractelement %1153[%12 : i64] : vector<128xi32>
      %1555 = llvm.bitcast %1553 : i32 to f32
      %1556 = llvm.bitcast %1554 : i32 to f32
      %1557 = nvvm.convert.f32x2.to.f16x2 %1556, %1555 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1558 = llvm.bitcast %1557 : vector<2xf16> to i32
      %1559 = llvm.insertelement %1558, %1552[%70 : i64] : vector<64xi32>
      %1560 = llvm.extractelement %1153[%11 : i64] : vector<128xi32>
      %1561 = llvm.extractelement %1153[%10 : i64] : vector<128xi32>
      %1562 = llvm.bitcast %1560 : i32 to f32
      %1563 = llvm.bitcast %1561 : i32 to f32
      %1564 = nvvm.convert.f32x2.to.f16x2 %1563, %1562 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1565 = llvm.bitcast %1564 : vector<2xf16> to i32
      %1566 = llvm.insertelement %1565, %1559[%69 : i64] : vector<64xi32>
      %1567 = llvm.extractelement %1153[%9 : i64] : vector<128xi32>
      %1568 = llvm.extractelement %1153[%8 : i64] : vector<128xi32>
      %1569 = llvm.bitcast %1567 : i32 to f32
      %1570 = llvm.bitcast %1568 : i32 to f32
      %1571 = nvvm.convert.f32x2.to.f16x2 %1570, %1569 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1572 = llvm.bitcast %1571 : vector<2xf16> to i32
      %1573 = llvm.insertelement %1572, %1566[%68 : i64] : vector<64xi32>
      %1574 = llvm.extractelement %1153[%7 : i64] : vector<128xi32>
      %1575 = llvm.extractelement %1153[%6 : i64] : vector<128xi32>
      %1576 = llvm.bitcast %1574 : i32 to f32
      %1577 = llvm.bitcast %1575 : i32 to f32
      %1578 = nvvm.convert.f32x2.to.f16x2 %1577, %1576 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1579 = llvm.bitcast %1578 : vector<2xf16> to i32
      %1580 = llvm.insertelement %1579, %1573[%67 : i64] : vector<64xi32>
      %1581 = llvm.extractelement %1153[%5 : i64] : vector<128xi32>
      %1582 = llvm.extractelement %1153[%4 : i64] : vector<128xi32>
      %1583 = llvm.bitcast %1581 : i32 to f32
      %1584 = llvm.bitcast %1582 : i32 to f32
      %1585 = nvvm.convert.f32x2.to.f16x2 %1584, %1583 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1586 = llvm.bitcast %1585 : vector<2xf16> to i32
      %1587 = llvm.insertelement %1586, %1580[%66 : i64] : vector<64xi32>
      %1588 = llvm.extractelement %1153[%3 : i64] : vector<128xi32>
      %1589 = llvm.extractelement %1153[%2 : i64] : vector<128xi32>
      %1590 = llvm.bitcast %1588 : i32 to f32
      %1591 = llvm.bitcast %1589 : i32 to f32
      %1592 = nvvm.convert.f32x2.to.f16x2 %1591, %1590 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1593 = llvm.bitcast %1592 : vector<2xf16> to i32
      %1594 = llvm.insertelement %1593, %1587[%65 : i64] : vector<64xi32>
      %1595 = llvm.extractelement %1153[%1 : i64] : vector<128xi32>
      %1596 = llvm.extractelement %1153[%0 : i64] : vector<128xi32>
      %1597 = llvm.bitcast %1595 : i32 to f32
      %1598 = llvm.bitcast %1596 : i32 to f32
      %1599 = nvvm.convert.f32x2.to.f16x2 %1598, %1597 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %1600 = llvm.bitcast %1599 : vector<2xf16> to i32
      %1601 = llvm.insertelement %1600, %1594[%64 : i64] : vector<64xi32>
      %1602 = llvm.bitcast %1601 : vector<64xi32> to vector<128xf16>
      llvm.store %1602, %160 {alignment = 32 : i64} : vector<128xf16>, !llvm.ptr
      llvm.br ^bb63(%145, %145, %145 : i32, i32, i32)
    ^bb63(%1603: i32, %1604: i32, %1605: i32):  // 2 preds: ^bb62, ^bb64
      %1606 = llvm.icmp "slt" %1603, %151 : i32
      llvm.cond_br %1606, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %1607 = llvm.mul %1603, %147 overflow<nsw> : i32
      %1608 = llvm.getelementptr %160[%1607] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1609 = llvm.srem %1603, %147 : i32
      %1610 = llvm.mul %1609, %133 overflow<nsw> : i32
      %1611 = llvm.sdiv %1605, %132 : i32
      %1612 = llvm.srem %1605, %132 : i32
      %1613 = llvm.mul %1612, %146 overflow<nsw> : i32
      %1614 = llvm.add %1610, %1613 overflow<nsw> : i32
      %1615 = llvm.mul %1611, %131 overflow<nsw> : i32
      %1616 = llvm.add %1614, %1615 overflow<nsw> : i32
      %1617 = llvm.getelementptr %248[%1616] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1618 = llvm.load %1608 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
      llvm.store %1618, %1617 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
      %1619 = llvm.add %1604, %159 : i32
      %1620 = llvm.icmp "eq" %1619, %147 : i32
      %1621 = llvm.select %1620, %145, %1619 : i1, i32
      %1622 = llvm.add %1605, %159 : i32
      %1623 = llvm.select %1620, %1622, %1605 : i1, i32
      %1624 = llvm.add %1603, %159 : i32
      llvm.br ^bb63(%1624, %1621, %1623 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb65:  // pred: ^bb63
      nvvm.cluster.arrive
      nvvm.cluster.wait
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_mcast_gemm_kernel_TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK6412816_TVLayoutA12864160164_TVLayoutB1281281601128_TVLayoutC4842216128116648_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_mcast_gemm_kernel_TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK6412816_TVLayoutA12864160164_TVLayoutB1281281601128_TVLayoutC4842216128116648_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_mcast_gemm_FakeTensorFloat165122562561_FakeTensorFloat162562562561_FakeTensorFloat165122562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(17 : i32) : i32
    %1 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %2 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %3 = llvm.mlir.constant(6 : i32) : i32
    %4 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %5 = llvm.mlir.constant(100352 : i64) : i64
    %6 = llvm.mlir.constant(63 : i64) : i64
    %7 = llvm.mlir.constant(1095216660735 : i64) : i64
    %8 = llvm.mlir.constant(127 : i64) : i64
    %9 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %10 = llvm.mlir.constant(2194728288511 : i64) : i64
    %11 = llvm.mlir.constant(137441338130 : i64) : i64
    %12 = llvm.mlir.constant(0 : i32) : i32
    %13 = llvm.mlir.constant(2 : i32) : i32
    %14 = llvm.mlir.constant(4 : i32) : i32
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
    llvm.store %11, %29 : i64, !llvm.ptr
    llvm.store %20, %30 : i64, !llvm.ptr
    llvm.store %20, %31 : i64, !llvm.ptr
    llvm.store %10, %32 : i64, !llvm.ptr
    llvm.store %20, %33 : i64, !llvm.ptr
    llvm.store %9, %34 : i64, !llvm.ptr
    llvm.store %8, %35 : i64, !llvm.ptr
    %39 = llvm.ptrtoint %25 : !llvm.ptr to i64
    %40 = llvm.inttoptr %39 : i64 to !llvm.ptr
    %41 = llvm.load %40 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %42 = llvm.insertvalue %41, %4[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
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
    llvm.store %11, %47 : i64, !llvm.ptr
    llvm.store %20, %48 : i64, !llvm.ptr
    llvm.store %20, %49 : i64, !llvm.ptr
    llvm.store %7, %50 : i64, !llvm.ptr
    llvm.store %20, %51 : i64, !llvm.ptr
    llvm.store %9, %52 : i64, !llvm.ptr
    llvm.store %6, %53 : i64, !llvm.ptr
    %57 = llvm.ptrtoint %43 : !llvm.ptr to i64
    %58 = llvm.inttoptr %57 : i64 to !llvm.ptr
    %59 = llvm.load %58 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %60 = llvm.insertvalue %59, %4[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
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
    llvm.store %5, %68 : i64, !llvm.ptr
    %69 = llvm.getelementptr %62[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %69 : i32, !llvm.ptr
    %70 = llvm.getelementptr %62[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %70 : i32, !llvm.ptr
    %71 = llvm.getelementptr %62[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %15, %71 : i32, !llvm.ptr
    %72 = llvm.getelementptr %62[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %72 : i32, !llvm.ptr
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
    llvm.br ^bb7(%12 : i32)
  ^bb1(%82: i32):  // 2 preds: ^bb3, ^bb5
    %83 = llvm.getelementptr %81[%82] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %84 = llvm.getelementptr %83[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %3, %84 : i32, !llvm.ptr
    %85 = llvm.getelementptr %83[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %12, %85 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %86 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %87 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %88 = llvm.call @printf(%87, %86) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %89 = llvm.add %79, %15 : i32
    llvm.store %89, %78 : i32, !llvm.ptr
    llvm.br ^bb1(%79 : i32)
  ^bb4:  // pred: ^bb7
    %90 = llvm.icmp "uge" %79, %0 : i32
    llvm.cond_br %90, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%96 : i32)
  ^bb6:  // pred: ^bb7
    %91 = llvm.getelementptr %81[%96] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %92 = llvm.getelementptr %91[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %93 = llvm.load %92 : !llvm.ptr -> i32
    %94 = llvm.icmp "eq" %93, %3 : i32
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
    llvm.br ^bb15(%12 : i32)
  ^bb9(%103: i32):  // 2 preds: ^bb11, ^bb13
    %104 = llvm.getelementptr %102[%103] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %105 = llvm.getelementptr %104[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %14, %105 : i32, !llvm.ptr
    %106 = llvm.getelementptr %104[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %107 = llvm.getelementptr %106[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %13, %107 : i32, !llvm.ptr
    %108 = llvm.getelementptr %106[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %15, %108 : i32, !llvm.ptr
    %109 = llvm.getelementptr %106[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %15, %109 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %110 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %111 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %112 = llvm.call @printf(%111, %110) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %113 = llvm.add %100, %15 : i32
    llvm.store %113, %99 : i32, !llvm.ptr
    llvm.br ^bb9(%100 : i32)
  ^bb12:  // pred: ^bb15
    %114 = llvm.icmp "uge" %100, %0 : i32
    llvm.cond_br %114, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%120 : i32)
  ^bb14:  // pred: ^bb15
    %115 = llvm.getelementptr %102[%120] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %116 = llvm.getelementptr %115[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %117 = llvm.load %116 : !llvm.ptr -> i32
    %118 = llvm.icmp "eq" %117, %14 : i32
    %119 = llvm.add %120, %15 : i32
    llvm.cond_br %118, ^bb13, ^bb15(%119 : i32)
  ^bb15(%120: i32):  // 2 preds: ^bb8, ^bb14
    %121 = llvm.icmp "uge" %120, %100 : i32
    llvm.cond_br %121, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %122 = llvm.load %76 : !llvm.ptr -> !llvm.ptr
    %123 = llvm.getelementptr %122[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %124 = llvm.load %123 : !llvm.ptr -> i32
    %125 = llvm.getelementptr %122[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %126 = llvm.load %125 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb23(%12 : i32)
  ^bb17(%127: i32):  // 2 preds: ^bb19, ^bb21
    %128 = llvm.getelementptr %126[%127] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %129 = llvm.getelementptr %128[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %13, %129 : i32, !llvm.ptr
    %130 = llvm.getelementptr %128[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %12, %130 : i32, !llvm.ptr
    llvm.br ^bb24
  ^bb18:  // pred: ^bb20
    %131 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %132 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %133 = llvm.call @printf(%132, %131) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb19:  // pred: ^bb20
    %134 = llvm.add %124, %15 : i32
    llvm.store %134, %123 : i32, !llvm.ptr
    llvm.br ^bb17(%124 : i32)
  ^bb20:  // pred: ^bb23
    %135 = llvm.icmp "uge" %124, %0 : i32
    llvm.cond_br %135, ^bb18, ^bb19
  ^bb21:  // pred: ^bb22
    llvm.br ^bb17(%141 : i32)
  ^bb22:  // pred: ^bb23
    %136 = llvm.getelementptr %126[%141] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %137 = llvm.getelementptr %136[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %138 = llvm.load %137 : !llvm.ptr -> i32
    %139 = llvm.icmp "eq" %138, %13 : i32
    %140 = llvm.add %141, %15 : i32
    llvm.cond_br %139, ^bb21, ^bb23(%140 : i32)
  ^bb23(%141: i32):  // 2 preds: ^bb16, ^bb22
    %142 = llvm.icmp "uge" %141, %124 : i32
    llvm.cond_br %142, ^bb20, ^bb22
  ^bb24:  // pred: ^bb17
    %143 = "cuda.launch_ex"(%75, %24, %42, %60, %arg2) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_mcast_gemm_kernel_TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK6412816_TVLayoutA12864160164_TVLayoutB1281281601128_TVLayoutC4842216128116648_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(i1)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %144 = builtin.unrealized_conversion_cast %143 : !cuda.result to i32
    "cuda.return_if_error"(%144) : (i32) -> ()
    llvm.return %12 : i32
  }
  llvm.func @_mlir_ciface_cutlass_mcast_gemm_FakeTensorFloat165122562561_FakeTensorFloat162562562561_FakeTensorFloat165122562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_mcast_gemm_FakeTensorFloat165122562561_FakeTensorFloat162562562561_FakeTensorFloat165122562561(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
