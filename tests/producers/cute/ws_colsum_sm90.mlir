module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global internal @__static_shmem__2() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<2 x i64>
    llvm.mlir.global internal @__static_shmem__1() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<2 x i64>
    llvm.mlir.global internal @__static_shmem__0() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<8192 x f32>
    llvm.func @kernel_cutlass_ws_colsum_kernel_CopyAtom_ThrID10_TVLayoutSrc1409601_TVLayoutDst1409601_Valuetypef32_tensor00o5122561110_tensorptrf32gmemalign16o2561_0(%arg0: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 4, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %1 = llvm.mlir.constant(4032 : i32) : i32
      %2 = llvm.mlir.constant(3968 : i32) : i32
      %3 = llvm.mlir.constant(3904 : i32) : i32
      %4 = llvm.mlir.constant(3840 : i32) : i32
      %5 = llvm.mlir.constant(3776 : i32) : i32
      %6 = llvm.mlir.constant(3712 : i32) : i32
      %7 = llvm.mlir.constant(3648 : i32) : i32
      %8 = llvm.mlir.constant(3584 : i32) : i32
      %9 = llvm.mlir.constant(3520 : i32) : i32
      %10 = llvm.mlir.constant(3456 : i32) : i32
      %11 = llvm.mlir.constant(3392 : i32) : i32
      %12 = llvm.mlir.constant(3328 : i32) : i32
      %13 = llvm.mlir.constant(3264 : i32) : i32
      %14 = llvm.mlir.constant(3200 : i32) : i32
      %15 = llvm.mlir.constant(3136 : i32) : i32
      %16 = llvm.mlir.constant(3072 : i32) : i32
      %17 = llvm.mlir.constant(3008 : i32) : i32
      %18 = llvm.mlir.constant(2944 : i32) : i32
      %19 = llvm.mlir.constant(2880 : i32) : i32
      %20 = llvm.mlir.constant(2816 : i32) : i32
      %21 = llvm.mlir.constant(2752 : i32) : i32
      %22 = llvm.mlir.constant(2688 : i32) : i32
      %23 = llvm.mlir.constant(2624 : i32) : i32
      %24 = llvm.mlir.constant(2560 : i32) : i32
      %25 = llvm.mlir.constant(2496 : i32) : i32
      %26 = llvm.mlir.constant(2432 : i32) : i32
      %27 = llvm.mlir.constant(2368 : i32) : i32
      %28 = llvm.mlir.constant(2304 : i32) : i32
      %29 = llvm.mlir.constant(2240 : i32) : i32
      %30 = llvm.mlir.constant(2176 : i32) : i32
      %31 = llvm.mlir.constant(2112 : i32) : i32
      %32 = llvm.mlir.constant(2048 : i32) : i32
      %33 = llvm.mlir.constant(1984 : i32) : i32
      %34 = llvm.mlir.constant(1920 : i32) : i32
      %35 = llvm.mlir.constant(1856 : i32) : i32
      %36 = llvm.mlir.constant(1792 : i32) : i32
      %37 = llvm.mlir.constant(1728 : i32) : i32
      %38 = llvm.mlir.constant(1664 : i32) : i32
      %39 = llvm.mlir.constant(1600 : i32) : i32
      %40 = llvm.mlir.constant(1536 : i32) : i32
      %41 = llvm.mlir.constant(1472 : i32) : i32
      %42 = llvm.mlir.constant(1408 : i32) : i32
      %43 = llvm.mlir.constant(1344 : i32) : i32
      %44 = llvm.mlir.constant(1280 : i32) : i32
      %45 = llvm.mlir.constant(1216 : i32) : i32
      %46 = llvm.mlir.constant(1152 : i32) : i32
      %47 = llvm.mlir.constant(1088 : i32) : i32
      %48 = llvm.mlir.constant(1024 : i32) : i32
      %49 = llvm.mlir.constant(960 : i32) : i32
      %50 = llvm.mlir.constant(896 : i32) : i32
      %51 = llvm.mlir.constant(832 : i32) : i32
      %52 = llvm.mlir.constant(768 : i32) : i32
      %53 = llvm.mlir.constant(704 : i32) : i32
      %54 = llvm.mlir.constant(640 : i32) : i32
      %55 = llvm.mlir.constant(576 : i32) : i32
      %56 = llvm.mlir.constant(512 : i32) : i32
      %57 = llvm.mlir.constant(448 : i32) : i32
      %58 = llvm.mlir.constant(384 : i32) : i32
      %59 = llvm.mlir.constant(320 : i32) : i32
      %60 = llvm.mlir.constant(192 : i32) : i32
      %61 = llvm.mlir.constant(4096 : i32) : i32
      %62 = llvm.mlir.addressof @__static_shmem__2 : !llvm.ptr<3>
      %63 = llvm.mlir.addressof @__static_shmem__1 : !llvm.ptr<3>
      %64 = llvm.mlir.addressof @__static_shmem__0 : !llvm.ptr<3>
      %65 = llvm.mlir.constant(31 : i32) : i32
      %66 = llvm.mlir.constant(-1 : i32) : i32
      %67 = llvm.mlir.constant(32 : i32) : i32
      %68 = llvm.mlir.constant(4 : i32) : i32
      %69 = llvm.mlir.constant(0 : i32) : i32
      %70 = llvm.mlir.constant(1 : i32) : i32
      %71 = llvm.mlir.constant(128 : i32) : i32
      %72 = llvm.mlir.constant(8 : i32) : i32
      %73 = llvm.mlir.constant(2 : i32) : i32
      %74 = llvm.mlir.constant(10000000 : i32) : i32
      %75 = llvm.mlir.constant(16384 : i32) : i32
      %76 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %77 = llvm.mlir.constant(64 : i32) : i32
      %78 = llvm.mlir.constant(256 : i32) : i32
      %79 = llvm.getelementptr %arg0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %80 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %81 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %82 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %83 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %84 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %85 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %86 = llvm.mul %82, %84 : i32
      %87 = llvm.add %80, %86 : i32
      %88 = llvm.mul %83, %84 : i32
      %89 = llvm.mul %88, %85 : i32
      %90 = llvm.add %87, %89 : i32
      %91 = llvm.sdiv %90, %67 : i32
      %92 = llvm.mul %91, %67 : i32
      %93 = llvm.icmp "ne" %90, %92 : i32
      %94 = llvm.icmp "slt" %90, %69 : i32
      %95 = llvm.and %93, %94 : i1
      %96 = llvm.add %91, %66 : i32
      %97 = llvm.select %95, %96, %91 : i1, i32
      %98 = nvvm.shfl.sync idx %66, %97, %69, %65 : i32 -> i32
      %99 = nvvm.shfl.sync idx %66, %98, %69, %65 : i32 -> i32
      %100 = llvm.sdiv %99, %68 : i32
      %101 = llvm.mul %100, %68 : i32
      %102 = llvm.icmp "ne" %99, %101 : i32
      %103 = llvm.icmp "slt" %99, %69 : i32
      %104 = llvm.and %102, %103 : i1
      %105 = llvm.add %100, %66 : i32
      %106 = llvm.select %104, %105, %100 : i1, i32
      %107 = llvm.mul %81, %77 overflow<nsw> : i32
      %108 = llvm.icmp "eq" %80, %69 : i32
      llvm.cond_br %108, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      nvvm.mbarrier.init %63, %70 : !llvm.ptr<3>, i32
      nvvm.mbarrier.init %62, %71 : !llvm.ptr<3>, i32
      %109 = llvm.getelementptr %63[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %109, %70 : !llvm.ptr<3>, i32
      %110 = llvm.getelementptr %62[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %110, %71 : !llvm.ptr<3>, i32
      nvvm.fence.mbarrier.init
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      nvvm.barrier
      %111 = llvm.icmp "eq" %106, %69 : i32
      llvm.cond_br %111, ^bb3, ^bb11
    ^bb3:  // pred: ^bb2
      nvvm.setmaxregister decrease 40
      llvm.cond_br %108, ^bb4, ^bb10
    ^bb4:  // pred: ^bb3
      llvm.br ^bb5(%69, %69, %69 : i32, i32, i32)
    ^bb5(%112: i32, %113: i32, %114: i32):  // 2 preds: ^bb4, ^bb8
      %115 = llvm.icmp "slt" %112, %72 : i32
      llvm.cond_br %115, ^bb6, ^bb9
    ^bb6:  // pred: ^bb5
      %116 = llvm.srem %112, %73 : i32
      %117 = llvm.getelementptr %62[%116] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %118 = llvm.mul %114, %73 : i32
      %119 = llvm.icmp "ne" %112, %118 : i32
      %120 = llvm.icmp "slt" %112, %69 : i32
      %121 = llvm.and %119, %120 : i1
      %122 = llvm.add %114, %66 : i32
      %123 = llvm.select %121, %122, %114 : i1, i32
      %124 = llvm.and %123, %70 : i32
      %125 = llvm.xor %124, %70 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %117, %125, %74 : (!llvm.ptr<3>, i32, i32) -> ()
      %126 = llvm.getelementptr %63[%116] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %127 = nvvm.mbarrier.arrive.expect_tx %126, %75 : !llvm.ptr<3>, i32 -> i64
      %128 = llvm.mul %112, %77 overflow<nsw> : i32
      %129 = llvm.mul %116, %61 overflow<nsw> : i32
      %130 = llvm.getelementptr %64[%129] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %131 = nvvm.elect.sync -> i1
      llvm.cond_br %131, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      nvvm.cp.async.bulk.tensor.shared.cluster.global %130, %79, %126, box[%107, %128] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb6, ^bb7
      %132 = llvm.add %113, %70 : i32
      %133 = llvm.icmp "eq" %132, %73 : i32
      %134 = llvm.select %133, %69, %132 : i1, i32
      %135 = llvm.add %114, %70 : i32
      %136 = llvm.select %133, %135, %114 : i1, i32
      %137 = llvm.add %112, %70 : i32
      llvm.br ^bb5(%137, %134, %136 : i32, i32, i32)
    ^bb9:  // pred: ^bb5
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb3, ^bb9
      llvm.br ^bb21
    ^bb11:  // pred: ^bb2
      nvvm.setmaxregister increase 232
      %138 = llvm.sub %80, %71 : i32
      %139 = llvm.icmp "slt" %138, %77 : i32
      llvm.br ^bb12(%69, %76, %69, %69 : i32, f32, i32, i32)
    ^bb12(%140: i32, %141: f32, %142: i32, %143: i32):  // 2 preds: ^bb11, ^bb17
      %144 = llvm.icmp "slt" %140, %72 : i32
      llvm.cond_br %144, ^bb13, ^bb18
    ^bb13:  // pred: ^bb12
      %145 = llvm.srem %140, %73 : i32
      %146 = llvm.getelementptr %63[%145] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %147 = llvm.mul %143, %73 : i32
      %148 = llvm.icmp "ne" %140, %147 : i32
      %149 = llvm.icmp "slt" %140, %69 : i32
      %150 = llvm.and %148, %149 : i1
      %151 = llvm.add %143, %66 : i32
      %152 = llvm.select %150, %151, %143 : i1, i32
      %153 = llvm.and %152, %70 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %146, %153, %74 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.cond_br %139, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %154 = llvm.mul %145, %61 overflow<nsw> : i32
      %155 = llvm.add %138, %154 overflow<nsw> : i32
      %156 = llvm.getelementptr %64[%155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %157 = llvm.load %156 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %158 = llvm.fadd %141, %157 : f32
      %159 = llvm.add %138, %77 overflow<nsw> : i32
      %160 = llvm.add %159, %154 overflow<nsw> : i32
      %161 = llvm.getelementptr %64[%160] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %162 = llvm.load %161 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %163 = llvm.fadd %158, %162 : f32
      %164 = llvm.add %80, %154 overflow<nsw> : i32
      %165 = llvm.getelementptr %64[%164] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %166 = llvm.load %165 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %167 = llvm.fadd %163, %166 : f32
      %168 = llvm.add %138, %60 overflow<nsw> : i32
      %169 = llvm.add %168, %154 overflow<nsw> : i32
      %170 = llvm.getelementptr %64[%169] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %171 = llvm.load %170 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %172 = llvm.fadd %167, %171 : f32
      %173 = llvm.add %138, %78 overflow<nsw> : i32
      %174 = llvm.add %173, %154 overflow<nsw> : i32
      %175 = llvm.getelementptr %64[%174] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %176 = llvm.load %175 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %177 = llvm.fadd %172, %176 : f32
      %178 = llvm.add %138, %59 overflow<nsw> : i32
      %179 = llvm.add %178, %154 overflow<nsw> : i32
      %180 = llvm.getelementptr %64[%179] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %181 = llvm.load %180 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %182 = llvm.fadd %177, %181 : f32
      %183 = llvm.add %138, %58 overflow<nsw> : i32
      %184 = llvm.add %183, %154 overflow<nsw> : i32
      %185 = llvm.getelementptr %64[%184] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %186 = llvm.load %185 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %187 = llvm.fadd %182, %186 : f32
      %188 = llvm.add %138, %57 overflow<nsw> : i32
      %189 = llvm.add %188, %154 overflow<nsw> : i32
      %190 = llvm.getelementptr %64[%189] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %191 = llvm.load %190 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %192 = llvm.fadd %187, %191 : f32
      %193 = llvm.add %138, %56 overflow<nsw> : i32
      %194 = llvm.add %193, %154 overflow<nsw> : i32
      %195 = llvm.getelementptr %64[%194] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %196 = llvm.load %195 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %197 = llvm.fadd %192, %196 : f32
      %198 = llvm.add %138, %55 overflow<nsw> : i32
      %199 = llvm.add %198, %154 overflow<nsw> : i32
      %200 = llvm.getelementptr %64[%199] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %201 = llvm.load %200 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %202 = llvm.fadd %197, %201 : f32
      %203 = llvm.add %138, %54 overflow<nsw> : i32
      %204 = llvm.add %203, %154 overflow<nsw> : i32
      %205 = llvm.getelementptr %64[%204] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %206 = llvm.load %205 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %207 = llvm.fadd %202, %206 : f32
      %208 = llvm.add %138, %53 overflow<nsw> : i32
      %209 = llvm.add %208, %154 overflow<nsw> : i32
      %210 = llvm.getelementptr %64[%209] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %211 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %212 = llvm.fadd %207, %211 : f32
      %213 = llvm.add %138, %52 overflow<nsw> : i32
      %214 = llvm.add %213, %154 overflow<nsw> : i32
      %215 = llvm.getelementptr %64[%214] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %216 = llvm.load %215 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %217 = llvm.fadd %212, %216 : f32
      %218 = llvm.add %138, %51 overflow<nsw> : i32
      %219 = llvm.add %218, %154 overflow<nsw> : i32
      %220 = llvm.getelementptr %64[%219] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %221 = llvm.load %220 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %222 = llvm.fadd %217, %221 : f32
      %223 = llvm.add %138, %50 overflow<nsw> : i32
      %224 = llvm.add %223, %154 overflow<nsw> : i32
      %225 = llvm.getelementptr %64[%224] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %226 = llvm.load %225 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %227 = llvm.fadd %222, %226 : f32
      %228 = llvm.add %138, %49 overflow<nsw> : i32
      %229 = llvm.add %228, %154 overflow<nsw> : i32
      %230 = llvm.getelementptr %64[%229] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %231 = llvm.load %230 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %232 = llvm.fadd %227, %231 : f32
      %233 = llvm.add %138, %48 overflow<nsw> : i32
      %234 = llvm.add %233, %154 overflow<nsw> : i32
      %235 = llvm.getelementptr %64[%234] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %236 = llvm.load %235 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %237 = llvm.fadd %232, %236 : f32
      %238 = llvm.add %138, %47 overflow<nsw> : i32
      %239 = llvm.add %238, %154 overflow<nsw> : i32
      %240 = llvm.getelementptr %64[%239] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %241 = llvm.load %240 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %242 = llvm.fadd %237, %241 : f32
      %243 = llvm.add %138, %46 overflow<nsw> : i32
      %244 = llvm.add %243, %154 overflow<nsw> : i32
      %245 = llvm.getelementptr %64[%244] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %246 = llvm.load %245 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %247 = llvm.fadd %242, %246 : f32
      %248 = llvm.add %138, %45 overflow<nsw> : i32
      %249 = llvm.add %248, %154 overflow<nsw> : i32
      %250 = llvm.getelementptr %64[%249] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %251 = llvm.load %250 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %252 = llvm.fadd %247, %251 : f32
      %253 = llvm.add %138, %44 overflow<nsw> : i32
      %254 = llvm.add %253, %154 overflow<nsw> : i32
      %255 = llvm.getelementptr %64[%254] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %256 = llvm.load %255 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %257 = llvm.fadd %252, %256 : f32
      %258 = llvm.add %138, %43 overflow<nsw> : i32
      %259 = llvm.add %258, %154 overflow<nsw> : i32
      %260 = llvm.getelementptr %64[%259] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %261 = llvm.load %260 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %262 = llvm.fadd %257, %261 : f32
      %263 = llvm.add %138, %42 overflow<nsw> : i32
      %264 = llvm.add %263, %154 overflow<nsw> : i32
      %265 = llvm.getelementptr %64[%264] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %266 = llvm.load %265 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %267 = llvm.fadd %262, %266 : f32
      %268 = llvm.add %138, %41 overflow<nsw> : i32
      %269 = llvm.add %268, %154 overflow<nsw> : i32
      %270 = llvm.getelementptr %64[%269] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %271 = llvm.load %270 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %272 = llvm.fadd %267, %271 : f32
      %273 = llvm.add %138, %40 overflow<nsw> : i32
      %274 = llvm.add %273, %154 overflow<nsw> : i32
      %275 = llvm.getelementptr %64[%274] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %276 = llvm.load %275 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %277 = llvm.fadd %272, %276 : f32
      %278 = llvm.add %138, %39 overflow<nsw> : i32
      %279 = llvm.add %278, %154 overflow<nsw> : i32
      %280 = llvm.getelementptr %64[%279] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %281 = llvm.load %280 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %282 = llvm.fadd %277, %281 : f32
      %283 = llvm.add %138, %38 overflow<nsw> : i32
      %284 = llvm.add %283, %154 overflow<nsw> : i32
      %285 = llvm.getelementptr %64[%284] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %286 = llvm.load %285 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %287 = llvm.fadd %282, %286 : f32
      %288 = llvm.add %138, %37 overflow<nsw> : i32
      %289 = llvm.add %288, %154 overflow<nsw> : i32
      %290 = llvm.getelementptr %64[%289] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %291 = llvm.load %290 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %292 = llvm.fadd %287, %291 : f32
      %293 = llvm.add %138, %36 overflow<nsw> : i32
      %294 = llvm.add %293, %154 overflow<nsw> : i32
      %295 = llvm.getelementptr %64[%294] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %296 = llvm.load %295 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %297 = llvm.fadd %292, %296 : f32
      %298 = llvm.add %138, %35 overflow<nsw> : i32
      %299 = llvm.add %298, %154 overflow<nsw> : i32
      %300 = llvm.getelementptr %64[%299] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %301 = llvm.load %300 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %302 = llvm.fadd %297, %301 : f32
      %303 = llvm.add %138, %34 overflow<nsw> : i32
      %304 = llvm.add %303, %154 overflow<nsw> : i32
      %305 = llvm.getelementptr %64[%304] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %306 = llvm.load %305 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %307 = llvm.fadd %302, %306 : f32
      %308 = llvm.add %138, %33 overflow<nsw> : i32
      %309 = llvm.add %308, %154 overflow<nsw> : i32
      %310 = llvm.getelementptr %64[%309] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %311 = llvm.load %310 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %312 = llvm.fadd %307, %311 : f32
      %313 = llvm.add %138, %32 overflow<nsw> : i32
      %314 = llvm.add %313, %154 overflow<nsw> : i32
      %315 = llvm.getelementptr %64[%314] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %316 = llvm.load %315 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %317 = llvm.fadd %312, %316 : f32
      %318 = llvm.add %138, %31 overflow<nsw> : i32
      %319 = llvm.add %318, %154 overflow<nsw> : i32
      %320 = llvm.getelementptr %64[%319] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %321 = llvm.load %320 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %322 = llvm.fadd %317, %321 : f32
      %323 = llvm.add %138, %30 overflow<nsw> : i32
      %324 = llvm.add %323, %154 overflow<nsw> : i32
      %325 = llvm.getelementptr %64[%324] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %326 = llvm.load %325 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %327 = llvm.fadd %322, %326 : f32
      %328 = llvm.add %138, %29 overflow<nsw> : i32
      %329 = llvm.add %328, %154 overflow<nsw> : i32
      %330 = llvm.getelementptr %64[%329] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %331 = llvm.load %330 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %332 = llvm.fadd %327, %331 : f32
      %333 = llvm.add %138, %28 overflow<nsw> : i32
      %334 = llvm.add %333, %154 overflow<nsw> : i32
      %335 = llvm.getelementptr %64[%334] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %336 = llvm.load %335 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %337 = llvm.fadd %332, %336 : f32
      %338 = llvm.add %138, %27 overflow<nsw> : i32
      %339 = llvm.add %338, %154 overflow<nsw> : i32
      %340 = llvm.getelementptr %64[%339] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %341 = llvm.load %340 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %342 = llvm.fadd %337, %341 : f32
      %343 = llvm.add %138, %26 overflow<nsw> : i32
      %344 = llvm.add %343, %154 overflow<nsw> : i32
      %345 = llvm.getelementptr %64[%344] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %346 = llvm.load %345 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %347 = llvm.fadd %342, %346 : f32
      %348 = llvm.add %138, %25 overflow<nsw> : i32
      %349 = llvm.add %348, %154 overflow<nsw> : i32
      %350 = llvm.getelementptr %64[%349] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %351 = llvm.load %350 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %352 = llvm.fadd %347, %351 : f32
      %353 = llvm.add %138, %24 overflow<nsw> : i32
      %354 = llvm.add %353, %154 overflow<nsw> : i32
      %355 = llvm.getelementptr %64[%354] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %356 = llvm.load %355 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %357 = llvm.fadd %352, %356 : f32
      %358 = llvm.add %138, %23 overflow<nsw> : i32
      %359 = llvm.add %358, %154 overflow<nsw> : i32
      %360 = llvm.getelementptr %64[%359] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %361 = llvm.load %360 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %362 = llvm.fadd %357, %361 : f32
      %363 = llvm.add %138, %22 overflow<nsw> : i32
      %364 = llvm.add %363, %154 overflow<nsw> : i32
      %365 = llvm.getelementptr %64[%364] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %366 = llvm.load %365 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %367 = llvm.fadd %362, %366 : f32
      %368 = llvm.add %138, %21 overflow<nsw> : i32
      %369 = llvm.add %368, %154 overflow<nsw> : i32
      %370 = llvm.getelementptr %64[%369] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %371 = llvm.load %370 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %372 = llvm.fadd %367, %371 : f32
      %373 = llvm.add %138, %20 overflow<nsw> : i32
      %374 = llvm.add %373, %154 overflow<nsw> : i32
      %375 = llvm.getelementptr %64[%374] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %376 = llvm.load %375 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %377 = llvm.fadd %372, %376 : f32
      %378 = llvm.add %138, %19 overflow<nsw> : i32
      %379 = llvm.add %378, %154 overflow<nsw> : i32
      %380 = llvm.getelementptr %64[%379] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %381 = llvm.load %380 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %382 = llvm.fadd %377, %381 : f32
      %383 = llvm.add %138, %18 overflow<nsw> : i32
      %384 = llvm.add %383, %154 overflow<nsw> : i32
      %385 = llvm.getelementptr %64[%384] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %386 = llvm.load %385 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %387 = llvm.fadd %382, %386 : f32
      %388 = llvm.add %138, %17 overflow<nsw> : i32
      %389 = llvm.add %388, %154 overflow<nsw> : i32
      %390 = llvm.getelementptr %64[%389] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %391 = llvm.load %390 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %392 = llvm.fadd %387, %391 : f32
      %393 = llvm.add %138, %16 overflow<nsw> : i32
      %394 = llvm.add %393, %154 overflow<nsw> : i32
      %395 = llvm.getelementptr %64[%394] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %396 = llvm.load %395 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %397 = llvm.fadd %392, %396 : f32
      %398 = llvm.add %138, %15 overflow<nsw> : i32
      %399 = llvm.add %398, %154 overflow<nsw> : i32
      %400 = llvm.getelementptr %64[%399] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %401 = llvm.load %400 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %402 = llvm.fadd %397, %401 : f32
      %403 = llvm.add %138, %14 overflow<nsw> : i32
      %404 = llvm.add %403, %154 overflow<nsw> : i32
      %405 = llvm.getelementptr %64[%404] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %406 = llvm.load %405 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %407 = llvm.fadd %402, %406 : f32
      %408 = llvm.add %138, %13 overflow<nsw> : i32
      %409 = llvm.add %408, %154 overflow<nsw> : i32
      %410 = llvm.getelementptr %64[%409] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %411 = llvm.load %410 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %412 = llvm.fadd %407, %411 : f32
      %413 = llvm.add %138, %12 overflow<nsw> : i32
      %414 = llvm.add %413, %154 overflow<nsw> : i32
      %415 = llvm.getelementptr %64[%414] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %416 = llvm.load %415 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %417 = llvm.fadd %412, %416 : f32
      %418 = llvm.add %138, %11 overflow<nsw> : i32
      %419 = llvm.add %418, %154 overflow<nsw> : i32
      %420 = llvm.getelementptr %64[%419] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %421 = llvm.load %420 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %422 = llvm.fadd %417, %421 : f32
      %423 = llvm.add %138, %10 overflow<nsw> : i32
      %424 = llvm.add %423, %154 overflow<nsw> : i32
      %425 = llvm.getelementptr %64[%424] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %426 = llvm.load %425 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %427 = llvm.fadd %422, %426 : f32
      %428 = llvm.add %138, %9 overflow<nsw> : i32
      %429 = llvm.add %428, %154 overflow<nsw> : i32
      %430 = llvm.getelementptr %64[%429] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %431 = llvm.load %430 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %432 = llvm.fadd %427, %431 : f32
      %433 = llvm.add %138, %8 overflow<nsw> : i32
      %434 = llvm.add %433, %154 overflow<nsw> : i32
      %435 = llvm.getelementptr %64[%434] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %436 = llvm.load %435 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %437 = llvm.fadd %432, %436 : f32
      %438 = llvm.add %138, %7 overflow<nsw> : i32
      %439 = llvm.add %438, %154 overflow<nsw> : i32
      %440 = llvm.getelementptr %64[%439] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %441 = llvm.load %440 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %442 = llvm.fadd %437, %441 : f32
      %443 = llvm.add %138, %6 overflow<nsw> : i32
      %444 = llvm.add %443, %154 overflow<nsw> : i32
      %445 = llvm.getelementptr %64[%444] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %446 = llvm.load %445 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %447 = llvm.fadd %442, %446 : f32
      %448 = llvm.add %138, %5 overflow<nsw> : i32
      %449 = llvm.add %448, %154 overflow<nsw> : i32
      %450 = llvm.getelementptr %64[%449] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %451 = llvm.load %450 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %452 = llvm.fadd %447, %451 : f32
      %453 = llvm.add %138, %4 overflow<nsw> : i32
      %454 = llvm.add %453, %154 overflow<nsw> : i32
      %455 = llvm.getelementptr %64[%454] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %456 = llvm.load %455 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %457 = llvm.fadd %452, %456 : f32
      %458 = llvm.add %138, %3 overflow<nsw> : i32
      %459 = llvm.add %458, %154 overflow<nsw> : i32
      %460 = llvm.getelementptr %64[%459] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %461 = llvm.load %460 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %462 = llvm.fadd %457, %461 : f32
      %463 = llvm.add %138, %2 overflow<nsw> : i32
      %464 = llvm.add %463, %154 overflow<nsw> : i32
      %465 = llvm.getelementptr %64[%464] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %466 = llvm.load %465 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %467 = llvm.fadd %462, %466 : f32
      %468 = llvm.add %138, %1 overflow<nsw> : i32
      %469 = llvm.add %468, %154 overflow<nsw> : i32
      %470 = llvm.getelementptr %64[%469] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %471 = llvm.load %470 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %472 = llvm.fadd %467, %471 : f32
      llvm.br ^bb16(%472 : f32)
    ^bb15:  // pred: ^bb13
      llvm.br ^bb16(%141 : f32)
    ^bb16(%473: f32):  // 2 preds: ^bb14, ^bb15
      llvm.br ^bb17
    ^bb17:  // pred: ^bb16
      %474 = llvm.getelementptr %62[%145] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %475 = nvvm.mbarrier.arrive %474, %70 : !llvm.ptr<3> -> i64
      %476 = llvm.add %142, %70 : i32
      %477 = llvm.icmp "eq" %476, %73 : i32
      %478 = llvm.select %477, %69, %476 : i1, i32
      %479 = llvm.add %143, %70 : i32
      %480 = llvm.select %477, %479, %143 : i1, i32
      %481 = llvm.add %140, %70 : i32
      llvm.br ^bb12(%481, %473, %478, %480 : i32, f32, i32, i32)
    ^bb18:  // pred: ^bb12
      llvm.cond_br %139, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %482 = llvm.mul %81, %77 : i32
      %483 = llvm.add %482, %138 : i32
      %484 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %485 = llvm.getelementptr %484[%483] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %141, %485 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb20
    ^bb20:  // 2 preds: ^bb18, ^bb19
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb10, ^bb20
      nvvm.barrier id = %70 number_of_threads = %78
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_ws_colsum_kernel_CopyAtom_ThrID10_TVLayoutSrc1409601_TVLayoutDst1409601_Valuetypef32_tensor00o5122561110_tensorptrf32gmemalign16o2561_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_ws_colsum_FakeTensorFloat325122562561_FakeTensorFloat322561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %6 = llvm.mlir.constant(63 : i64) : i64
    %7 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %8 = llvm.mlir.constant(2194728288511 : i64) : i64
    %9 = llvm.mlir.constant(274880267154 : i64) : i64
    %10 = llvm.mlir.constant(0 : i32) : i32
    %11 = llvm.mlir.constant(4 : i32) : i32
    %12 = llvm.mlir.constant(1 : i32) : i32
    %13 = llvm.mlir.constant(256 : i32) : i32
    %14 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %15 = llvm.mlir.constant(16 : i64) : i64
    %16 = llvm.mlir.constant(4 : i64) : i64
    %17 = llvm.mlir.constant(0 : i64) : i64
    %18 = llvm.mlir.constant(16 : i32) : i32
    %19 = llvm.alloca %18 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %20 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %21 = llvm.ptrtoint %20 : !llvm.ptr<1> to i64
    %22 = llvm.getelementptr %19[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %22 : i64, !llvm.ptr
    %23 = llvm.getelementptr %19[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %23 : i64, !llvm.ptr
    %24 = llvm.getelementptr %19[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %24 : i64, !llvm.ptr
    %25 = llvm.getelementptr %19[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %25 : i64, !llvm.ptr
    %26 = llvm.getelementptr %19[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %26 : i64, !llvm.ptr
    %27 = llvm.getelementptr %19[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %27 : i64, !llvm.ptr
    %28 = llvm.getelementptr %19[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %28 : i64, !llvm.ptr
    %29 = llvm.getelementptr %19[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %29 : i64, !llvm.ptr
    %30 = llvm.udiv %21, %15 : i64
    %31 = llvm.and %30, %14 : i64
    %32 = llvm.shl %31, %16 : i64
    llvm.store %32, %22 : i64, !llvm.ptr
    llvm.store %9, %23 : i64, !llvm.ptr
    llvm.store %17, %24 : i64, !llvm.ptr
    llvm.store %17, %25 : i64, !llvm.ptr
    llvm.store %8, %26 : i64, !llvm.ptr
    llvm.store %17, %27 : i64, !llvm.ptr
    llvm.store %7, %28 : i64, !llvm.ptr
    llvm.store %6, %29 : i64, !llvm.ptr
    %33 = llvm.ptrtoint %19 : !llvm.ptr to i64
    %34 = llvm.inttoptr %33 : i64 to !llvm.ptr
    %35 = llvm.load %34 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %36 = llvm.insertvalue %35, %5[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %37 = llvm.inttoptr %17 : i64 to !llvm.ptr
    %38 = llvm.alloca %12 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %39 = llvm.alloca %12 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %40 = llvm.getelementptr %38[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %39, %40 : !llvm.ptr, !llvm.ptr
    %41 = llvm.getelementptr %38[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %41 : i32, !llvm.ptr
    %42 = llvm.getelementptr %38[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %42 : i32, !llvm.ptr
    %43 = llvm.getelementptr %38[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %43 : i32, !llvm.ptr
    %44 = llvm.getelementptr %38[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %17, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %38[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %45 : i32, !llvm.ptr
    %46 = llvm.getelementptr %38[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %46 : i32, !llvm.ptr
    %47 = llvm.getelementptr %38[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %47 : i32, !llvm.ptr
    %48 = llvm.getelementptr %38[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %48 : i32, !llvm.ptr
    %49 = llvm.getelementptr %38[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %37, %49 : !llvm.ptr, !llvm.ptr
    %50 = llvm.alloca %12 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %51 = builtin.unrealized_conversion_cast %50 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %52 = llvm.getelementptr %50[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %38, %52 : !llvm.ptr, !llvm.ptr
    %53 = llvm.load %52 : !llvm.ptr -> !llvm.ptr
    %54 = llvm.getelementptr %53[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %55 = llvm.load %54 : !llvm.ptr -> i32
    %56 = llvm.getelementptr %53[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %57 = llvm.load %56 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%10 : i32)
  ^bb1(%58: i32):  // 2 preds: ^bb3, ^bb5
    %59 = llvm.getelementptr %57[%58] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %60 = llvm.getelementptr %59[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %60 : i32, !llvm.ptr
    %61 = llvm.getelementptr %59[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %10, %61 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %62 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %63 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %64 = llvm.call @printf(%63, %62) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %65 = llvm.add %55, %12 : i32
    llvm.store %65, %54 : i32, !llvm.ptr
    llvm.br ^bb1(%55 : i32)
  ^bb4:  // pred: ^bb7
    %66 = llvm.icmp "uge" %55, %1 : i32
    llvm.cond_br %66, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%72 : i32)
  ^bb6:  // pred: ^bb7
    %67 = llvm.getelementptr %57[%72] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %68 = llvm.getelementptr %67[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %69 = llvm.load %68 : !llvm.ptr -> i32
    %70 = llvm.icmp "eq" %69, %4 : i32
    %71 = llvm.add %72, %12 : i32
    llvm.cond_br %70, ^bb5, ^bb7(%71 : i32)
  ^bb7(%72: i32):  // 2 preds: ^bb0, ^bb6
    %73 = llvm.icmp "uge" %72, %55 : i32
    llvm.cond_br %73, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %74 = llvm.load %52 : !llvm.ptr -> !llvm.ptr
    %75 = llvm.getelementptr %74[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %76 = llvm.load %75 : !llvm.ptr -> i32
    %77 = llvm.getelementptr %74[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %78 = llvm.load %77 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%10 : i32)
  ^bb9(%79: i32):  // 2 preds: ^bb11, ^bb13
    %80 = llvm.getelementptr %78[%79] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %81 = llvm.getelementptr %80[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %81 : i32, !llvm.ptr
    %82 = llvm.getelementptr %80[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %10, %82 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %83 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %84 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %85 = llvm.call @printf(%84, %83) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %86 = llvm.add %76, %12 : i32
    llvm.store %86, %75 : i32, !llvm.ptr
    llvm.br ^bb9(%76 : i32)
  ^bb12:  // pred: ^bb15
    %87 = llvm.icmp "uge" %76, %1 : i32
    llvm.cond_br %87, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%93 : i32)
  ^bb14:  // pred: ^bb15
    %88 = llvm.getelementptr %78[%93] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %89 = llvm.getelementptr %88[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %90 = llvm.load %89 : !llvm.ptr -> i32
    %91 = llvm.icmp "eq" %90, %0 : i32
    %92 = llvm.add %93, %12 : i32
    llvm.cond_br %91, ^bb13, ^bb15(%92 : i32)
  ^bb15(%93: i32):  // 2 preds: ^bb8, ^bb14
    %94 = llvm.icmp "uge" %93, %76 : i32
    llvm.cond_br %94, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %95 = "cuda.launch_ex"(%51, %36, %arg1) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_ws_colsum_kernel_CopyAtom_ThrID10_TVLayoutSrc1409601_TVLayoutDst1409601_Valuetypef32_tensor00o5122561110_tensorptrf32gmemalign16o2561_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %96 = builtin.unrealized_conversion_cast %95 : !cuda.result to i32
    "cuda.return_if_error"(%96) : (i32) -> ()
    llvm.return %10 : i32
  }
  llvm.func @_mlir_ciface_cutlass_ws_colsum_FakeTensorFloat325122562561_FakeTensorFloat322561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_ws_colsum_FakeTensorFloat325122562561_FakeTensorFloat322561(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
