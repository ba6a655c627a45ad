module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_wgmma_gemm_kernel_TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK646416_TVLayoutA12864160164_TVLayoutB12864160164_TVLayoutC484228128116648512__0(%arg0: !llvm.struct<(i1)>, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 4, 4, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 18432 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %1 = llvm.mlir.constant(4611686018427387904 : i64) : i64
      %2 = llvm.mlir.constant(274877906944 : i64) : i64
      %3 = llvm.mlir.constant(65536 : i64) : i64
      %4 = llvm.mlir.constant(2048 : i32) : i32
      %5 = llvm.mlir.constant(6 : i64) : i64
      %6 = llvm.mlir.constant(4 : i64) : i64
      %7 = llvm.mlir.constant(2 : i64) : i64
      %8 = llvm.mlir.constant(16383 : i32) : i32
      %9 = llvm.mlir.constant(64 : i32) : i32
      %10 = llvm.mlir.constant(8 : i64) : i64
      %11 = llvm.mlir.constant(1024 : i64) : i64
      %12 = llvm.mlir.constant(true) : i1
      %13 = llvm.mlir.constant(31 : i32) : i32
      %14 = llvm.mlir.constant(-1 : i32) : i32
      %15 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %16 = llvm.mlir.constant(128 : i32) : i32
      %17 = llvm.mlir.constant(4 : i32) : i32
      %18 = llvm.mlir.constant(2 : i32) : i32
      %19 = llvm.mlir.constant(8 : i32) : i32
      %20 = llvm.mlir.constant(256 : i32) : i32
      %21 = llvm.mlir.constant(4096 : i32) : i32
      %22 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
      %23 = llvm.mlir.constant(0 : i32) : i32
      %24 = llvm.mlir.constant(16384 : i32) : i32
      %25 = llvm.mlir.constant(10000000 : i32) : i32
      %26 = llvm.mlir.constant(16 : i32) : i32
      %27 = llvm.mlir.constant(32 : i32) : i32
      %28 = llvm.mlir.constant(1 : i32) : i32
      %29 = llvm.alloca %27 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %31 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %32 = llvm.ptrtoint %15 : !llvm.ptr<3> to i32
      %33 = nvvm.shfl.sync idx %14, %32, %23, %13 : i32 -> i32
      %34 = llvm.zext %33 : i32 to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<3>
      llvm.intr.assume %12 ["align"(%35, %11 : !llvm.ptr<3>, i64)] : i1
      %36 = llvm.getelementptr %35[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %37 = llvm.getelementptr %35[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %38 = llvm.ptrtoint %37 : !llvm.ptr<3> to i64
      %39 = llvm.inttoptr %38 : i64 to !llvm.ptr<3>
      llvm.intr.assume %12 ["align"(%39, %10 : !llvm.ptr<3>, i64)] : i1
      %40 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %41 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %42 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %43 = llvm.mul %41, %9 overflow<nsw> : i32
      %44 = llvm.mul %42, %9 overflow<nsw> : i32
      %45 = llvm.ptrtoint %35 : !llvm.ptr<3> to i32
      %46 = llvm.lshr %45, %17 : i32
      %47 = llvm.and %46, %8 : i32
      %48 = llvm.zext %47 : i32 to i64
      %49 = llvm.or %48, %3 : i64
      %50 = llvm.or %49, %2 : i64
      %51 = llvm.or %50, %1 : i64
      %52 = llvm.ptrtoint %36 : !llvm.ptr<3> to i32
      %53 = llvm.lshr %52, %17 : i32
      %54 = llvm.and %53, %8 : i32
      %55 = llvm.zext %54 : i32 to i64
      %56 = llvm.or %55, %3 : i64
      %57 = llvm.or %56, %2 : i64
      %58 = llvm.or %57, %1 : i64
      %59 = llvm.mul %41, %24 overflow<nsw> : i32
      %60 = llvm.add %59, %44 overflow<nsw> : i32
      %61 = llvm.extractvalue %arg3[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %62 = llvm.getelementptr %61[%60] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %63 = llvm.srem %40, %16 : i32
      %64 = llvm.sdiv %63, %17 : i32
      %65 = llvm.srem %63, %17 : i32
      %66 = llvm.mul %65, %18 overflow<nsw> : i32
      %67 = llvm.sdiv %64, %19 : i32
      %68 = llvm.srem %64, %19 : i32
      %69 = llvm.mul %68, %20 overflow<nsw> : i32
      %70 = llvm.add %66, %69 overflow<nsw> : i32
      %71 = llvm.mul %67, %21 overflow<nsw> : i32
      %72 = llvm.add %70, %71 overflow<nsw> : i32
      %73 = llvm.getelementptr %62[%72] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %22, %29 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      %74 = llvm.icmp "eq" %40, %23 : i32
      llvm.cond_br %74, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      nvvm.mbarrier.init %39, %28 : !llvm.ptr<3>, i32
      nvvm.fence.mbarrier.init
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      nvvm.barrier
      %75 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %76 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %77 = llvm.getelementptr %29[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %78 = llvm.getelementptr %29[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %79 = llvm.getelementptr %29[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %80 = llvm.getelementptr %29[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %81 = llvm.getelementptr %29[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %82 = llvm.getelementptr %29[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %83 = llvm.getelementptr %29[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %84 = llvm.getelementptr %29[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %85 = llvm.getelementptr %29[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %86 = llvm.getelementptr %29[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %87 = llvm.getelementptr %29[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %88 = llvm.getelementptr %29[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %89 = llvm.getelementptr %29[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %90 = llvm.getelementptr %29[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %91 = llvm.getelementptr %29[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %92 = llvm.getelementptr %29[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %93 = llvm.getelementptr %29[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %94 = llvm.getelementptr %29[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %95 = llvm.getelementptr %29[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %96 = llvm.getelementptr %29[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %97 = llvm.getelementptr %29[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %98 = llvm.getelementptr %29[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %99 = llvm.getelementptr %29[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %100 = llvm.getelementptr %29[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %101 = llvm.getelementptr %29[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %102 = llvm.getelementptr %29[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %103 = llvm.getelementptr %29[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %104 = llvm.getelementptr %29[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %105 = llvm.getelementptr %29[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %106 = llvm.extractvalue %arg0[0] : !llvm.struct<(i1)> 
      %107 = llvm.zext %106 : i1 to i32
      %108 = llvm.add %51, %7 : i64
      %109 = llvm.add %58, %7 : i64
      %110 = llvm.add %51, %6 : i64
      %111 = llvm.add %58, %6 : i64
      %112 = llvm.add %51, %5 : i64
      %113 = llvm.add %58, %5 : i64
      llvm.br ^bb3(%23, %23 : i32, i32)
    ^bb3(%114: i32, %115: i32):  // 2 preds: ^bb2, ^bb10
      %116 = llvm.icmp "slt" %114, %17 : i32
      llvm.cond_br %116, ^bb4, ^bb11
    ^bb4:  // pred: ^bb3
      llvm.cond_br %74, ^bb5, ^bb10
    ^bb5:  // pred: ^bb4
      %117 = nvvm.mbarrier.arrive.expect_tx %39, %24 : !llvm.ptr<3>, i32 -> i64
      %118 = llvm.mul %114, %9 overflow<nsw> : i32
      %119 = nvvm.elect.sync -> i1
      llvm.cond_br %119, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      nvvm.cp.async.bulk.tensor.shared.cluster.global %35, %30, %39, box[%118, %43] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      %120 = nvvm.elect.sync -> i1
      llvm.cond_br %120, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      nvvm.cp.async.bulk.tensor.shared.cluster.global %36, %31, %39, box[%118, %44] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb4, ^bb9
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %39, %115, %25 : (!llvm.ptr<3>, i32, i32) -> ()
      %121 = llvm.xor %115, %28 : i32
      nvvm.wgmma.fence.aligned
      %122 = llvm.load %29 : !llvm.ptr -> f32
      %123 = llvm.load %75 : !llvm.ptr -> f32
      %124 = llvm.load %76 : !llvm.ptr -> f32
      %125 = llvm.load %77 : !llvm.ptr -> f32
      %126 = llvm.load %78 : !llvm.ptr -> f32
      %127 = llvm.load %79 : !llvm.ptr -> f32
      %128 = llvm.load %80 : !llvm.ptr -> f32
      %129 = llvm.load %81 : !llvm.ptr -> f32
      %130 = llvm.load %82 : !llvm.ptr -> f32
      %131 = llvm.load %83 : !llvm.ptr -> f32
      %132 = llvm.load %84 : !llvm.ptr -> f32
      %133 = llvm.load %85 : !llvm.ptr -> f32
      %134 = llvm.load %86 : !llvm.ptr -> f32
      %135 = llvm.load %87 : !llvm.ptr -> f32
      %136 = llvm.load %88 : !llvm.ptr -> f32
      %137 = llvm.load %89 : !llvm.ptr -> f32
      %138 = llvm.load %90 : !llvm.ptr -> f32
      %139 = llvm.load %91 : !llvm.ptr -> f32
      %140 = llvm.load %92 : !llvm.ptr -> f32
      %141 = llvm.load %93 : !llvm.ptr -> f32
      %142 = llvm.load %94 : !llvm.ptr -> f32
      %143 = llvm.load %95 : !llvm.ptr -> f32
      %144 = llvm.load %96 : !llvm.ptr -> f32
      %145 = llvm.load %97 : !llvm.ptr -> f32
      %146 = llvm.load %98 : !llvm.ptr -> f32
      %147 = llvm.load %99 : !llvm.ptr -> f32
      %148 = llvm.load %100 : !llvm.ptr -> f32
      %149 = llvm.load %101 : !llvm.ptr -> f32
      %150 = llvm.load %102 : !llvm.ptr -> f32
      %151 = llvm.load %103 : !llvm.ptr -> f32
      %152 = llvm.load %104 : !llvm.ptr -> f32
      %153 = llvm.load %105 : !llvm.ptr -> f32
      %154 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69, $70;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,r,n,n,n,n" %122, %123, %124, %125, %126, %127, %128, %129, %130, %131, %132, %133, %134, %135, %136, %137, %138, %139, %140, %141, %142, %143, %144, %145, %146, %147, %148, %149, %150, %151, %152, %153, %51, %58, %107, %28, %28, %23, %23 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %155 = llvm.extractvalue %154[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %156 = llvm.extractvalue %154[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %157 = llvm.extractvalue %154[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %158 = llvm.extractvalue %154[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %159 = llvm.extractvalue %154[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %160 = llvm.extractvalue %154[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %161 = llvm.extractvalue %154[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %162 = llvm.extractvalue %154[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %163 = llvm.extractvalue %154[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %164 = llvm.extractvalue %154[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %165 = llvm.extractvalue %154[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %166 = llvm.extractvalue %154[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %167 = llvm.extractvalue %154[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %168 = llvm.extractvalue %154[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %169 = llvm.extractvalue %154[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %170 = llvm.extractvalue %154[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %171 = llvm.extractvalue %154[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %172 = llvm.extractvalue %154[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %173 = llvm.extractvalue %154[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %174 = llvm.extractvalue %154[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %175 = llvm.extractvalue %154[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %176 = llvm.extractvalue %154[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %177 = llvm.extractvalue %154[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %178 = llvm.extractvalue %154[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %179 = llvm.extractvalue %154[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %180 = llvm.extractvalue %154[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %181 = llvm.extractvalue %154[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %182 = llvm.extractvalue %154[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %183 = llvm.extractvalue %154[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %184 = llvm.extractvalue %154[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %185 = llvm.extractvalue %154[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %186 = llvm.extractvalue %154[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      llvm.store %155, %29 : f32, !llvm.ptr
      llvm.store %156, %75 : f32, !llvm.ptr
      llvm.store %157, %76 : f32, !llvm.ptr
      llvm.store %158, %77 : f32, !llvm.ptr
      llvm.store %159, %78 : f32, !llvm.ptr
      llvm.store %160, %79 : f32, !llvm.ptr
      llvm.store %161, %80 : f32, !llvm.ptr
      llvm.store %162, %81 : f32, !llvm.ptr
      llvm.store %163, %82 : f32, !llvm.ptr
      llvm.store %164, %83 : f32, !llvm.ptr
      llvm.store %165, %84 : f32, !llvm.ptr
      llvm.store %166, %85 : f32, !llvm.ptr
      llvm.store %167, %86 : f32, !llvm.ptr
      llvm.store %168, %87 : f32, !llvm.ptr
      llvm.store %169, %88 : f32, !llvm.ptr
      llvm.store %170, %89 : f32, !llvm.ptr
      llvm.store %171, %90 : f32, !llvm.ptr
      llvm.store %172, %91 : f32, !llvm.ptr
      llvm.store %173, %92 : f32, !llvm.ptr
      llvm.store %174, %93 : f32, !llvm.ptr
      llvm.store %175, %94 : f32, !llvm.ptr
      llvm.store %176, %95 : f32, !llvm.ptr
      llvm.store %177, %96 : f32, !llvm.ptr
      llvm.store %178, %97 : f32, !llvm.ptr
      llvm.store %179, %98 : f32, !llvm.ptr
      llvm.store %180, %99 : f32, !llvm.ptr
      llvm.store %181, %100 : f32, !llvm.ptr
      llvm.store %182, %101 : f32, !llvm.ptr
      llvm.store %183, %102 : f32, !llvm.ptr
      llvm.store %184, %103 : f32, !llvm.ptr
      llvm.store %185, %104 : f32, !llvm.ptr
      llvm.store %186, %105 : f32, !llvm.ptr
      %187 = llvm.load %29 : !llvm.ptr -> f32
      %188 = llvm.load %75 : !llvm.ptr -> f32
      %189 = llvm.load %76 : !llvm.ptr -> f32
      %190 = llvm.load %77 : !llvm.ptr -> f32
      %191 = llvm.load %78 : !llvm.ptr -> f32
      %192 = llvm.load %79 : !llvm.ptr -> f32
      %193 = llvm.load %80 : !llvm.ptr -> f32
      %194 = llvm.load %81 : !llvm.ptr -> f32
      %195 = llvm.load %82 : !llvm.ptr -> f32
      %196 = llvm.load %83 : !llvm.ptr -> f32
      %197 = llvm.load %84 : !llvm.ptr -> f32
      %198 = llvm.load %85 : !llvm.ptr -> f32
      %199 = llvm.load %86 : !llvm.ptr -> f32
      %200 = llvm.load %87 : !llvm.ptr -> f32
      %201 = llvm.load %88 : !llvm.ptr -> f32
      %202 = llvm.load %89 : !llvm.ptr -> f32
      %203 = llvm.load %90 : !llvm.ptr -> f32
      %204 = llvm.load %91 : !llvm.ptr -> f32
      %205 = llvm.load %92 : !llvm.ptr -> f32
      %206 = llvm.load %93 : !llvm.ptr -> f32
      %207 = llvm.load %94 : !llvm.ptr -> f32
      %208 = llvm.load %95 : !llvm.ptr -> f32
      %209 = llvm.load %96 : !llvm.ptr -> f32
      %210 = llvm.load %97 : !llvm.ptr -> f32
      %211 = llvm.load %98 : !llvm.ptr -> f32
      %212 = llvm.load %99 : !llvm.ptr -> f32
      %213 = llvm.load %100 : !llvm.ptr -> f32
      %214 = llvm.load %101 : !llvm.ptr -> f32
      %215 = llvm.load %102 : !llvm.ptr -> f32
      %216 = llvm.load %103 : !llvm.ptr -> f32
      %217 = llvm.load %104 : !llvm.ptr -> f32
      %218 = llvm.load %105 : !llvm.ptr -> f32
      %219 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69, $70;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,r,n,n,n,n" %187, %188, %189, %190, %191, %192, %193, %194, %195, %196, %197, %198, %199, %200, %201, %202, %203, %204, %205, %206, %207, %208, %209, %210, %211, %212, %213, %214, %215, %216, %217, %218, %108, %109, %107, %28, %28, %23, %23 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %220 = llvm.extractvalue %219[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %221 = llvm.extractvalue %219[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %222 = llvm.extractvalue %219[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %223 = llvm.extractvalue %219[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %224 = llvm.extractvalue %219[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %225 = llvm.extractvalue %219[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %226 = llvm.extractvalue %219[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %227 = llvm.extractvalue %219[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %228 = llvm.extractvalue %219[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %229 = llvm.extractvalue %219[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %230 = llvm.extractvalue %219[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %231 = llvm.extractvalue %219[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %232 = llvm.extractvalue %219[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %233 = llvm.extractvalue %219[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %234 = llvm.extractvalue %219[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %235 = llvm.extractvalue %219[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %236 = llvm.extractvalue %219[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %237 = llvm.extractvalue %219[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %238 = llvm.extractvalue %219[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %239 = llvm.extractvalue %219[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %240 = llvm.extractvalue %219[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %241 = llvm.extractvalue %219[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %242 = llvm.extractvalue %219[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %243 = llvm.extractvalue %219[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %244 = llvm.extractvalue %219[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %245 = llvm.extractvalue %219[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %246 = llvm.extractvalue %219[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %247 = llvm.extractvalue %219[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %248 = llvm.extractvalue %219[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %249 = llvm.extractvalue %219[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %250 = llvm.extractvalue %219[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %251 = llvm.extractvalue %219[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      llvm.store %220, %29 : f32, !llvm.ptr
      llvm.store %221, %75 : f32, !llvm.ptr
      llvm.store %222, %76 : f32, !llvm.ptr
      llvm.store %223, %77 : f32, !llvm.ptr
      llvm.store %224, %78 : f32, !llvm.ptr
      llvm.store %225, %79 : f32, !llvm.ptr
      llvm.store %226, %80 : f32, !llvm.ptr
      llvm.store %227, %81 : f32, !llvm.ptr
      llvm.store %228, %82 : f32, !llvm.ptr
      llvm.store %229, %83 : f32, !llvm.ptr
      llvm.store %230, %84 : f32, !llvm.ptr
      llvm.store %231, %85 : f32, !llvm.ptr
      llvm.store %232, %86 : f32, !llvm.ptr
      llvm.store %233, %87 : f32, !llvm.ptr
      llvm.store %234, %88 : f32, !llvm.ptr
      llvm.store %235, %89 : f32, !llvm.ptr
      llvm.store %236, %90 : f32, !llvm.ptr
      llvm.store %237, %91 : f32, !llvm.ptr
      llvm.store %238, %92 : f32, !llvm.ptr
      llvm.store %239, %93 : f32, !llvm.ptr
      llvm.store %240, %94 : f32, !llvm.ptr
      llvm.store %241, %95 : f32, !llvm.ptr
      llvm.store %242, %96 : f32, !llvm.ptr
      llvm.store %243, %97 : f32, !llvm.ptr
      llvm.store %244, %98 : f32, !llvm.ptr
      llvm.store %245, %99 : f32, !llvm.ptr
      llvm.store %246, %100 : f32, !llvm.ptr
      llvm.store %247, %101 : f32, !llvm.ptr
      llvm.store %248, %102 : f32, !llvm.ptr
      llvm.store %249, %103 : f32, !llvm.ptr
      llvm.store %250, %104 : f32, !llvm.ptr
      llvm.store %251, %105 : f32, !llvm.ptr
      %252 = llvm.load %29 : !llvm.ptr -> f32
      %253 = llvm.load %75 : !llvm.ptr -> f32
      %254 = llvm.load %76 : !llvm.ptr -> f32
      %255 = llvm.load %77 : !llvm.ptr -> f32
      %256 = llvm.load %78 : !llvm.ptr -> f32
      %257 = llvm.load %79 : !llvm.ptr -> f32
      %258 = llvm.load %80 : !llvm.ptr -> f32
      %259 = llvm.load %81 : !llvm.ptr -> f32
      %260 = llvm.load %82 : !llvm.ptr -> f32
      %261 = llvm.load %83 : !llvm.ptr -> f32
      %262 = llvm.load %84 : !llvm.ptr -> f32
      %263 = llvm.load %85 : !llvm.ptr -> f32
      %264 = llvm.load %86 : !llvm.ptr -> f32
      %265 = llvm.load %87 : !llvm.ptr -> f32
      %266 = llvm.load %88 : !llvm.ptr -> f32
      %267 = llvm.load %89 : !llvm.ptr -> f32
      %268 = llvm.load %90 : !llvm.ptr -> f32
      %269 = llvm.load %91 : !llvm.ptr -> f32
      %270 = llvm.load %92 : !llvm.ptr -> f32
      %271 = llvm.load %93 : !llvm.ptr -> f32
      %272 = llvm.load %94 : !llvm.ptr -> f32
      %273 = llvm.load %95 : !llvm.ptr -> f32
      %274 = llvm.load %96 : !llvm.ptr -> f32
      %275 = llvm.load %97 : !llvm.ptr -> f32
      %276 = llvm.load %98 : !llvm.ptr -> f32
      %277 = llvm.load %99 : !llvm.ptr -> f32
      %278 = llvm.load %100 : !llvm.ptr -> f32
      %279 = llvm.load %101 : !llvm.ptr -> f32
      %280 = llvm.load %102 : !llvm.ptr -> f32
      %281 = llvm.load %103 : !llvm.ptr -> f32
      %282 = llvm.load %104 : !llvm.ptr -> f32
      %283 = llvm.load %105 : !llvm.ptr -> f32
      %284 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69, $70;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,r,n,n,n,n" %252, %253, %254, %255, %256, %257, %258, %259, %260, %261, %262, %263, %264, %265, %266, %267, %268, %269, %270, %271, %272, %273, %274, %275, %276, %277, %278, %279, %280, %281, %282, %283, %110, %111, %107, %28, %28, %23, %23 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %285 = llvm.extractvalue %284[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %286 = llvm.extractvalue %284[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %287 = llvm.extractvalue %284[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %288 = llvm.extractvalue %284[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %289 = llvm.extractvalue %284[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %290 = llvm.extractvalue %284[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %291 = llvm.extractvalue %284[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %292 = llvm.extractvalue %284[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %293 = llvm.extractvalue %284[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %294 = llvm.extractvalue %284[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %295 = llvm.extractvalue %284[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %296 = llvm.extractvalue %284[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %297 = llvm.extractvalue %284[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %298 = llvm.extractvalue %284[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %299 = llvm.extractvalue %284[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %300 = llvm.extractvalue %284[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %301 = llvm.extractvalue %284[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %302 = llvm.extractvalue %284[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %303 = llvm.extractvalue %284[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %304 = llvm.extractvalue %284[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %305 = llvm.extractvalue %284[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %306 = llvm.extractvalue %284[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %307 = llvm.extractvalue %284[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %308 = llvm.extractvalue %284[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %309 = llvm.extractvalue %284[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %310 = llvm.extractvalue %284[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %311 = llvm.extractvalue %284[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %312 = llvm.extractvalue %284[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %313 = llvm.extractvalue %284[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %314 = llvm.extractvalue %284[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %315 = llvm.extractvalue %284[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %316 = llvm.extractvalue %284[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      llvm.store %285, %29 : f32, !llvm.ptr
      llvm.store %286, %75 : f32, !llvm.ptr
      llvm.store %287, %76 : f32, !llvm.ptr
      llvm.store %288, %77 : f32, !llvm.ptr
      llvm.store %289, %78 : f32, !llvm.ptr
      llvm.store %290, %79 : f32, !llvm.ptr
      llvm.store %291, %80 : f32, !llvm.ptr
      llvm.store %292, %81 : f32, !llvm.ptr
      llvm.store %293, %82 : f32, !llvm.ptr
      llvm.store %294, %83 : f32, !llvm.ptr
      llvm.store %295, %84 : f32, !llvm.ptr
      llvm.store %296, %85 : f32, !llvm.ptr
      llvm.store %297, %86 : f32, !llvm.ptr
      llvm.store %298, %87 : f32, !llvm.ptr
      llvm.store %299, %88 : f32, !llvm.ptr
      llvm.store %300, %89 : f32, !llvm.ptr
      llvm.store %301, %90 : f32, !llvm.ptr
      llvm.store %302, %91 : f32, !llvm.ptr
      llvm.store %303, %92 : f32, !llvm.ptr
      llvm.store %304, %93 : f32, !llvm.ptr
      llvm.store %305, %94 : f32, !llvm.ptr
      llvm.store %306, %95 : f32, !llvm.ptr
      llvm.store %307, %96 : f32, !llvm.ptr
      llvm.store %308, %97 : f32, !llvm.ptr
      llvm.store %309, %98 : f32, !llvm.ptr
      llvm.store %310, %99 : f32, !llvm.ptr
      llvm.store %311, %100 : f32, !llvm.ptr
      llvm.store %312, %101 : f32, !llvm.ptr
      llvm.store %313, %102 : f32, !llvm.ptr
      llvm.store %314, %103 : f32, !llvm.ptr
      llvm.store %315, %104 : f32, !llvm.ptr
      llvm.store %316, %105 : f32, !llvm.ptr
      %317 = llvm.load %29 : !llvm.ptr -> f32
      %318 = llvm.load %75 : !llvm.ptr -> f32
      %319 = llvm.load %76 : !llvm.ptr -> f32
      %320 = llvm.load %77 : !llvm.ptr -> f32
      %321 = llvm.load %78 : !llvm.ptr -> f32
      %322 = llvm.load %79 : !llvm.ptr -> f32
      %323 = llvm.load %80 : !llvm.ptr -> f32
      %324 = llvm.load %81 : !llvm.ptr -> f32
      %325 = llvm.load %82 : !llvm.ptr -> f32
      %326 = llvm.load %83 : !llvm.ptr -> f32
      %327 = llvm.load %84 : !llvm.ptr -> f32
      %328 = llvm.load %85 : !llvm.ptr -> f32
      %329 = llvm.load %86 : !llvm.ptr -> f32
      %330 = llvm.load %87 : !llvm.ptr -> f32
      %331 = llvm.load %88 : !llvm.ptr -> f32
      %332 = llvm.load %89 : !llvm.ptr -> f32
      %333 = llvm.load %90 : !llvm.ptr -> f32
      %334 = llvm.load %91 : !llvm.ptr -> f32
      %335 = llvm.load %92 : !llvm.ptr -> f32
      %336 = llvm.load %93 : !llvm.ptr -> f32
      %337 = llvm.load %94 : !llvm.ptr -> f32
      %338 = llvm.load %95 : !llvm.ptr -> f32
      %339 = llvm.load %96 : !llvm.ptr -> f32
      %340 = llvm.load %97 : !llvm.ptr -> f32
      %341 = llvm.load %98 : !llvm.ptr -> f32
      %342 = llvm.load %99 : !llvm.ptr -> f32
      %343 = llvm.load %100 : !llvm.ptr -> f32
      %344 = llvm.load %101 : !llvm.ptr -> f32
      %345 = llvm.load %102 : !llvm.ptr -> f32
      %346 = llvm.load %103 : !llvm.ptr -> f32
      %347 = llvm.load %104 : !llvm.ptr -> f32
      %348 = llvm.load %105 : !llvm.ptr -> f32
      %349 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69, $70;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,r,n,n,n,n" %317, %318, %319, %320, %321, %322, %323, %324, %325, %326, %327, %328, %329, %330, %331, %332, %333, %334, %335, %336, %337, %338, %339, %340, %341, %342, %343, %344, %345, %346, %347, %348, %112, %113, %107, %28, %28, %23, %23 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %350 = llvm.extractvalue %349[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %351 = llvm.extractvalue %349[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %352 = llvm.extractvalue %349[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %353 = llvm.extractvalue %349[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %354 = llvm.extractvalue %349[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %355 = llvm.extractvalue %349[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %356 = llvm.extractvalue %349[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %357 = llvm.extractvalue %349[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %358 = llvm.extractvalue %349[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %359 = llvm.extractvalue %349[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %360 = llvm.extractvalue %349[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %361 = llvm.extractvalue %349[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %362 = llvm.extractvalue %349[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %363 = llvm.extractvalue %349[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %364 = llvm.extractvalue %349[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %365 = llvm.extractvalue %349[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %366 = llvm.extractvalue %349[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %367 = llvm.extractvalue %349[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %368 = llvm.extractvalue %349[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %369 = llvm.extractvalue %349[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %370 = llvm.extractvalue %349[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %371 = llvm.extractvalue %349[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %372 = llvm.extractvalue %349[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %373 = llvm.extractvalue %349[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %374 = llvm.extractvalue %349[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %375 = llvm.extractvalue %349[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %376 = llvm.extractvalue %349[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %377 = llvm.extractvalue %349[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %378 = llvm.extractvalue %349[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %379 = llvm.extractvalue %349[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %380 = llvm.extractvalue %349[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %381 = llvm.extractvalue %349[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      llvm.store %350, %29 : f32, !llvm.ptr
      llvm.store %351, %75 : f32, !llvm.ptr
      llvm.store %352, %76 : f32, !llvm.ptr
      llvm.store %353, %77 : f32, !llvm.ptr
      llvm.store %354, %78 : f32, !llvm.ptr
      llvm.store %355, %79 : f32, !llvm.ptr
      llvm.store %356, %80 : f32, !llvm.ptr
      llvm.store %357, %81 : f32, !llvm.ptr
      llvm.store %358, %82 : f32, !llvm.ptr
      llvm.store %359, %83 : f32, !llvm.ptr
      llvm.store %360, %84 : f32, !llvm.ptr
      llvm.store %361, %85 : f32, !llvm.ptr
      llvm.store %362, %86 : f32, !llvm.ptr
      llvm.store %363, %87 : f32, !llvm.ptr
      llvm.store %364, %88 : f32, !llvm.ptr
      llvm.store %365, %89 : f32, !llvm.ptr
      llvm.store %366, %90 : f32, !llvm.ptr
      llvm.store %367, %91 : f32, !llvm.ptr
      llvm.store %368, %92 : f32, !llvm.ptr
      llvm.store %369, %93 : f32, !llvm.ptr
      llvm.store %370, %94 : f32, !llvm.ptr
      llvm.store %371, %95 : f32, !llvm.ptr
      llvm.store %372, %96 : f32, !llvm.ptr
      llvm.store %373, %97 : f32, !llvm.ptr
      llvm.store %374, %98 : f32, !llvm.ptr
      llvm.store %375, %99 : f32, !llvm.ptr
      llvm.store %376, %100 : f32, !llvm.ptr
      llvm.store %377, %101 : f32, !llvm.ptr
      llvm.store %378, %102 : f32, !llvm.ptr
      llvm.store %379, %103 : f32, !llvm.ptr
      llvm.store %380, %104 : f32, !llvm.ptr
      llvm.store %381, %105 : f32, !llvm.ptr
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 0
      nvvm.barrier
      %382 = llvm.add %114, %28 : i32
      llvm.br ^bb3(%382, %121 : i32, i32)
    ^bb11:  // pred: ^bb3
      llvm.br ^bb12(%23, %23, %23 : i32, i32, i32)
    ^bb12(%383: i32, %384: i32, %385: i32):  // 2 preds: ^bb11, ^bb13
      %386 = llvm.icmp "slt" %383, %26 : i32
      llvm.cond_br %386, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %387 = llvm.mul %383, %18 overflow<nsw> : i32
      %388 = llvm.getelementptr %29[%387] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %389 = llvm.srem %383, %18 : i32
      %390 = llvm.mul %389, %4 overflow<nsw> : i32
      %391 = llvm.mul %385, %19 overflow<nsw> : i32
      %392 = llvm.add %390, %391 overflow<nsw> : i32
      %393 = llvm.getelementptr %73[%392] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %394 = llvm.load %388 {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
      llvm.store %394, %393 {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<1>
      %395 = llvm.add %384, %28 : i32
      %396 = llvm.icmp "eq" %395, %18 : i32
      %397 = llvm.select %396, %23, %395 : i1, i32
      %398 = llvm.add %385, %28 : i32
      %399 = llvm.select %396, %398, %385 : i1, i32
      %400 = llvm.add %383, %28 : i32
      llvm.br ^bb12(%400, %397, %399 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb14:  // pred: ^bb12
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_wgmma_gemm_kernel_TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK646416_TVLayoutA12864160164_TVLayoutB12864160164_TVLayoutC484228128116648512__0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_wgmma_gemm_kernel_TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK646416_TVLayoutA12864160164_TVLayoutB12864160164_TVLayoutC484228128116648512__0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_wgmma_gemm_FakeTensorFloat162562562561_FakeTensorFloat162562562561_FakeTensorFloat322562562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %6 = llvm.mlir.constant(18432 : i64) : i64
    %7 = llvm.mlir.constant(63 : i64) : i64
    %8 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %9 = llvm.mlir.constant(1095216660735 : i64) : i64
    %10 = llvm.mlir.constant(137441338130 : i64) : i64
    %11 = llvm.mlir.constant(0 : i32) : i32
    %12 = llvm.mlir.constant(4 : i32) : i32
    %13 = llvm.mlir.constant(1 : i32) : i32
    %14 = llvm.mlir.constant(128 : i32) : i32
    %15 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %16 = llvm.mlir.constant(16 : i64) : i64
    %17 = llvm.mlir.constant(4 : i64) : i64
    %18 = llvm.mlir.constant(0 : i64) : i64
    %19 = llvm.mlir.constant(16 : i32) : i32
    %20 = llvm.mlir.constant(false) : i1
    %21 = llvm.mlir.poison : !llvm.struct<(i1)>
    %22 = llvm.insertvalue %20, %21[0] : !llvm.struct<(i1)> 
    %23 = llvm.alloca %19 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %24 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %25 = llvm.ptrtoint %24 : !llvm.ptr<1> to i64
    %26 = llvm.getelementptr %23[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %26 : i64, !llvm.ptr
    %27 = llvm.getelementptr %23[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %27 : i64, !llvm.ptr
    %28 = llvm.getelementptr %23[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %28 : i64, !llvm.ptr
    %29 = llvm.getelementptr %23[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %29 : i64, !llvm.ptr
    %30 = llvm.getelementptr %23[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %30 : i64, !llvm.ptr
    %31 = llvm.getelementptr %23[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %31 : i64, !llvm.ptr
    %32 = llvm.getelementptr %23[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %32 : i64, !llvm.ptr
    %33 = llvm.getelementptr %23[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %33 : i64, !llvm.ptr
    %34 = llvm.udiv %25, %16 : i64
    %35 = llvm.and %34, %15 : i64
    %36 = llvm.shl %35, %17 : i64
    llvm.store %36, %26 : i64, !llvm.ptr
    llvm.store %10, %27 : i64, !llvm.ptr
    llvm.store %18, %28 : i64, !llvm.ptr
    llvm.store %18, %29 : i64, !llvm.ptr
    llvm.store %9, %30 : i64, !llvm.ptr
    llvm.store %18, %31 : i64, !llvm.ptr
    llvm.store %8, %32 : i64, !llvm.ptr
    llvm.store %7, %33 : i64, !llvm.ptr
    %37 = llvm.ptrtoint %23 : !llvm.ptr to i64
    %38 = llvm.inttoptr %37 : i64 to !llvm.ptr
    %39 = llvm.load %38 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %40 = llvm.insertvalue %39, %5[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %41 = llvm.alloca %19 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %42 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %43 = llvm.ptrtoint %42 : !llvm.ptr<1> to i64
    %44 = llvm.getelementptr %41[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %41[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %41[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %41[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %41[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %41[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %41[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %41[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %51 : i64, !llvm.ptr
    %52 = llvm.udiv %43, %16 : i64
    %53 = llvm.and %52, %15 : i64
    %54 = llvm.shl %53, %17 : i64
    llvm.store %54, %44 : i64, !llvm.ptr
    llvm.store %10, %45 : i64, !llvm.ptr
    llvm.store %18, %46 : i64, !llvm.ptr
    llvm.store %18, %47 : i64, !llvm.ptr
    llvm.store %9, %48 : i64, !llvm.ptr
    llvm.store %18, %49 : i64, !llvm.ptr
    llvm.store %8, %50 : i64, !llvm.ptr
    llvm.store %7, %51 : i64, !llvm.ptr
    %55 = llvm.ptrtoint %41 : !llvm.ptr to i64
    %56 = llvm.inttoptr %55 : i64 to !llvm.ptr
    %57 = llvm.load %56 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %58 = llvm.insertvalue %57, %5[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %59 = llvm.inttoptr %18 : i64 to !llvm.ptr
    %60 = llvm.alloca %13 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %61 = llvm.alloca %13 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %62 = llvm.getelementptr %60[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %61, %62 : !llvm.ptr, !llvm.ptr
    %63 = llvm.getelementptr %60[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %63 : i32, !llvm.ptr
    %64 = llvm.getelementptr %60[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %64 : i32, !llvm.ptr
    %65 = llvm.getelementptr %60[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %65 : i32, !llvm.ptr
    %66 = llvm.getelementptr %60[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %66 : i64, !llvm.ptr
    %67 = llvm.getelementptr %60[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %67 : i32, !llvm.ptr
    %68 = llvm.getelementptr %60[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %68 : i32, !llvm.ptr
    %69 = llvm.getelementptr %60[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %69 : i32, !llvm.ptr
    %70 = llvm.getelementptr %60[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %70 : i32, !llvm.ptr
    %71 = llvm.getelementptr %60[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %59, %71 : !llvm.ptr, !llvm.ptr
    %72 = llvm.alloca %13 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %73 = builtin.unrealized_conversion_cast %72 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %74 = llvm.getelementptr %72[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %60, %74 : !llvm.ptr, !llvm.ptr
    %75 = llvm.load %74 : !llvm.ptr -> !llvm.ptr
    %76 = llvm.getelementptr %75[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %77 = llvm.load %76 : !llvm.ptr -> i32
    %78 = llvm.getelementptr %75[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %79 = llvm.load %78 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%11 : i32)
  ^bb1(%80: i32):  // 2 preds: ^bb3, ^bb5
    %81 = llvm.getelementptr %79[%80] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %82 = llvm.getelementptr %81[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %82 : i32, !llvm.ptr
    %83 = llvm.getelementptr %81[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %11, %83 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %84 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %85 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %86 = llvm.call @printf(%85, %84) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %87 = llvm.add %77, %13 : i32
    llvm.store %87, %76 : i32, !llvm.ptr
    llvm.br ^bb1(%77 : i32)
  ^bb4:  // pred: ^bb7
    %88 = llvm.icmp "uge" %77, %1 : i32
    llvm.cond_br %88, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%94 : i32)
  ^bb6:  // pred: ^bb7
    %89 = llvm.getelementptr %79[%94] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %90 = llvm.getelementptr %89[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %91 = llvm.load %90 : !llvm.ptr -> i32
    %92 = llvm.icmp "eq" %91, %4 : i32
    %93 = llvm.add %94, %13 : i32
    llvm.cond_br %92, ^bb5, ^bb7(%93 : i32)
  ^bb7(%94: i32):  // 2 preds: ^bb0, ^bb6
    %95 = llvm.icmp "uge" %94, %77 : i32
    llvm.cond_br %95, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %96 = llvm.load %74 : !llvm.ptr -> !llvm.ptr
    %97 = llvm.getelementptr %96[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %98 = llvm.load %97 : !llvm.ptr -> i32
    %99 = llvm.getelementptr %96[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %100 = llvm.load %99 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%11 : i32)
  ^bb9(%101: i32):  // 2 preds: ^bb11, ^bb13
    %102 = llvm.getelementptr %100[%101] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %103 = llvm.getelementptr %102[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %103 : i32, !llvm.ptr
    %104 = llvm.getelementptr %102[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %11, %104 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %105 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %106 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %107 = llvm.call @printf(%106, %105) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %108 = llvm.add %98, %13 : i32
    llvm.store %108, %97 : i32, !llvm.ptr
    llvm.br ^bb9(%98 : i32)
  ^bb12:  // pred: ^bb15
    %109 = llvm.icmp "uge" %98, %1 : i32
    llvm.cond_br %109, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%115 : i32)
  ^bb14:  // pred: ^bb15
    %110 = llvm.getelementptr %100[%115] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %111 = llvm.getelementptr %110[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %112 = llvm.load %111 : !llvm.ptr -> i32
    %113 = llvm.icmp "eq" %112, %0 : i32
    %114 = llvm.add %115, %13 : i32
    llvm.cond_br %113, ^bb13, ^bb15(%114 : i32)
  ^bb15(%115: i32):  // 2 preds: ^bb8, ^bb14
    %116 = llvm.icmp "uge" %115, %98 : i32
    llvm.cond_br %116, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %117 = "cuda.launch_ex"(%73, %22, %40, %58, %arg2) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_wgmma_gemm_kernel_TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK646416_TVLayoutA12864160164_TVLayoutB12864160164_TVLayoutC484228128116648512__0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(i1)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %118 = builtin.unrealized_conversion_cast %117 : !cuda.result to i32
    "cuda.return_if_error"(%118) : (i32) -> ()
    llvm.return %11 : i32
  }
  llvm.func @_mlir_ciface_cutlass_wgmma_gemm_FakeTensorFloat162562562561_FakeTensorFloat162562562561_FakeTensorFloat322562562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_wgmma_gemm_FakeTensorFloat162562562561_FakeTensorFloat162562562561_FakeTensorFloat322562562561(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
