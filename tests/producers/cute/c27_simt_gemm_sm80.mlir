module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, portable, [sm_80]>]} {
    llvm.mlir.global internal @__static_shmem__1() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<2108 x f32>
    llvm.mlir.global internal @__static_shmem__0() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<2108 x f32>
    llvm.func @__nv_fmaf(f32, f32, f32) -> f32
    llvm.func @kernel_cutlass_simt_gemm_kernel_TiledMMA_ThrLayoutVMNK11616101610_PermutationMNK____MMAAtom_ThrID10_ShapeMNK111_TVLayoutA1100_TVLayoutB1100_TVLayoutC1100_tensorptrf32gmemalign16o256256125_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 2, 2, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(0 : i64) : i64
      %1 = llvm.mlir.poison : vector<1xf32>
      %2 = llvm.mlir.constant(4096 : i32) : i32
      %3 = llvm.mlir.constant(2048 : i32) : i32
      %4 = llvm.mlir.constant(924 : i32) : i32
      %5 = llvm.mlir.constant(792 : i32) : i32
      %6 = llvm.mlir.constant(660 : i32) : i32
      %7 = llvm.mlir.constant(1056 : i32) : i32
      %8 = llvm.mlir.constant(396 : i32) : i32
      %9 = llvm.mlir.constant(264 : i32) : i32
      %10 = llvm.mlir.constant(132 : i32) : i32
      %11 = llvm.mlir.constant(32768 : i32) : i32
      %12 = llvm.mlir.addressof @__static_shmem__1 : !llvm.ptr<3>
      %13 = llvm.mlir.addressof @__static_shmem__0 : !llvm.ptr<3>
      %14 = llvm.mlir.constant(128 : i32) : i32
      %15 = llvm.mlir.constant(1024 : i32) : i32
      %16 = llvm.mlir.constant(528 : i32) : i32
      %17 = llvm.mlir.constant(16 : i32) : i32
      %18 = llvm.mlir.constant(256 : i32) : i32
      %19 = llvm.mlir.constant(dense<0.000000e+00> : vector<64xf32>) : vector<64xf32>
      %20 = llvm.mlir.constant(0 : i32) : i32
      %21 = llvm.mlir.constant(4 : i32) : i32
      %22 = llvm.mlir.constant(32 : i32) : i32
      %23 = llvm.mlir.constant(2 : i32) : i32
      %24 = llvm.mlir.constant(8 : i32) : i32
      %25 = llvm.mlir.constant(64 : i32) : i32
      %26 = llvm.mlir.constant(1 : i32) : i32
      %27 = llvm.alloca %25 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %25 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %25 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
      %30 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %31 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %32 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %33 = llvm.mul %31, %14 overflow<nsw> : i32
      %34 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %35 = llvm.getelementptr %34[%33] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %36 = llvm.mul %32, %14 overflow<nsw> : i32
      %37 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %38 = llvm.getelementptr %37[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %39 = llvm.mul %31, %11 overflow<nsw> : i32
      %40 = llvm.add %39, %36 overflow<nsw> : i32
      %41 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %42 = llvm.getelementptr %41[%40] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %43 = llvm.sdiv %30, %14 : i32
      %44 = llvm.srem %30, %14 : i32
      %45 = llvm.mul %43, %15 overflow<nsw> : i32
      %46 = llvm.add %44, %45 overflow<nsw> : i32
      %47 = llvm.getelementptr %35[%46] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %48 = llvm.mul %43, %16 overflow<nsw> : i32
      %49 = llvm.add %44, %48 overflow<nsw> : i32
      %50 = llvm.getelementptr %13[%49] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %51 = llvm.getelementptr %38[%46] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %52 = llvm.getelementptr %12[%49] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %53 = llvm.sdiv %30, %17 : i32
      %54 = llvm.srem %53, %17 : i32
      %55 = llvm.getelementptr %13[%54] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %56 = llvm.srem %30, %17 : i32
      %57 = llvm.getelementptr %12[%56] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %58 = llvm.mul %54, %18 overflow<nsw> : i32
      %59 = llvm.add %58, %56 overflow<nsw> : i32
      %60 = llvm.getelementptr %42[%59] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %19, %27 {alignment = 4 : i64} : vector<64xf32>, !llvm.ptr
      nvvm.cp.async.shared.global %50, %47, 4, cache = ca, %21 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %61 = llvm.getelementptr %47[256] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %62 = llvm.getelementptr %50[132] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %62, %61, 4, cache = ca, %21 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %63 = llvm.getelementptr %47[512] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %64 = llvm.getelementptr %50[264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %64, %63, 4, cache = ca, %21 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %65 = llvm.getelementptr %47[768] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %66 = llvm.getelementptr %50[396] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %66, %65, 4, cache = ca, %21 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      nvvm.cp.async.shared.global %52, %51, 4, cache = ca, %21 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %67 = llvm.getelementptr %51[256] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %68 = llvm.getelementptr %52[132] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %68, %67, 4, cache = ca, %21 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %69 = llvm.getelementptr %51[512] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %70 = llvm.getelementptr %52[264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %70, %69, 4, cache = ca, %21 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %71 = llvm.getelementptr %51[768] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %72 = llvm.getelementptr %52[396] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %72, %71, 4, cache = ca, %21 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      nvvm.cp.async.commit.group
      %73 = llvm.getelementptr %29[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %74 = llvm.getelementptr %28[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %75 = llvm.getelementptr %29[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %76 = llvm.getelementptr %28[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %77 = llvm.getelementptr %29[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %78 = llvm.getelementptr %28[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %79 = llvm.getelementptr %29[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %80 = llvm.getelementptr %28[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %81 = llvm.getelementptr %29[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %82 = llvm.getelementptr %28[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %83 = llvm.getelementptr %29[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %84 = llvm.getelementptr %28[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %85 = llvm.getelementptr %29[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %86 = llvm.getelementptr %28[56] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.br ^bb1(%20 : i32)
    ^bb1(%87: i32):  // 2 preds: ^bb0, ^bb61
      %88 = llvm.icmp "slt" %87, %22 : i32
      llvm.cond_br %88, ^bb2, ^bb62
    ^bb2:  // pred: ^bb1
      %89 = llvm.add %87, %26 : i32
      %90 = llvm.icmp "slt" %89, %22 : i32
      llvm.cond_br %90, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %91 = llvm.mul %89, %3 overflow<nsw> : i32
      %92 = llvm.getelementptr %47[%91] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %93 = llvm.srem %89, %23 : i32
      %94 = llvm.mul %93, %7 overflow<nsw> : i32
      %95 = llvm.getelementptr %50[%94] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %95, %92, 4, cache = ca, %21 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %96 = llvm.getelementptr %92[256] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %97 = llvm.getelementptr %95[132] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %97, %96, 4, cache = ca, %21 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %98 = llvm.getelementptr %92[512] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %99 = llvm.getelementptr %95[264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %99, %98, 4, cache = ca, %21 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %100 = llvm.getelementptr %92[768] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %101 = llvm.getelementptr %95[396] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %101, %100, 4, cache = ca, %21 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %102 = llvm.getelementptr %51[%91] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %103 = llvm.getelementptr %52[%94] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %103, %102, 4, cache = ca, %21 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %104 = llvm.getelementptr %102[256] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %105 = llvm.getelementptr %103[132] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %105, %104, 4, cache = ca, %21 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %106 = llvm.getelementptr %102[512] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %107 = llvm.getelementptr %103[264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %107, %106, 4, cache = ca, %21 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %108 = llvm.getelementptr %102[768] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %109 = llvm.getelementptr %103[396] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %109, %108, 4, cache = ca, %21 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %110 = llvm.srem %87, %23 : i32
      %111 = llvm.mul %110, %7 overflow<nsw> : i32
      %112 = llvm.getelementptr %55[%111] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb5(%20 : i32)
    ^bb5(%113: i32):  // 2 preds: ^bb4, ^bb6
      %114 = llvm.icmp "slt" %113, %24 : i32
      llvm.cond_br %114, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %115 = llvm.mul %113, %17 overflow<nsw> : i32
      %116 = llvm.getelementptr %112[%115] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %117 = llvm.getelementptr %29[%113] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %118 = llvm.load %116 {alignment = 4 : i64} : !llvm.ptr<3> -> vector<1xf32>
      llvm.store %118, %117 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %119 = llvm.add %113, %26 : i32
      llvm.br ^bb5(%119 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb7:  // pred: ^bb5
      %120 = llvm.getelementptr %57[%111] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb8(%20 : i32)
    ^bb8(%121: i32):  // 2 preds: ^bb7, ^bb9
      %122 = llvm.icmp "slt" %121, %24 : i32
      llvm.cond_br %122, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %123 = llvm.mul %121, %17 overflow<nsw> : i32
      %124 = llvm.getelementptr %120[%123] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %125 = llvm.getelementptr %28[%121] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %126 = llvm.load %124 {alignment = 4 : i64} : !llvm.ptr<3> -> vector<1xf32>
      llvm.store %126, %125 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %127 = llvm.add %121, %26 : i32
      llvm.br ^bb8(%127 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb10:  // pred: ^bb8
      %128 = llvm.add %111, %10 overflow<nsw> : i32
      %129 = llvm.getelementptr %55[%128] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb11(%20 : i32)
    ^bb11(%130: i32):  // 2 preds: ^bb10, ^bb12
      %131 = llvm.icmp "slt" %130, %24 : i32
      llvm.cond_br %131, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %132 = llvm.mul %130, %17 overflow<nsw> : i32
      %133 = llvm.getelementptr %129[%132] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %134 = llvm.getelementptr %73[%130] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %135 = llvm.load %133 {alignment = 4 : i64} : !llvm.ptr<3> -> vector<1xf32>
      llvm.store %135, %134 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %136 = llvm.add %130, %26 : i32
      llvm.br ^bb11(%136 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb13:  // pred: ^bb11
      %137 = llvm.getelementptr %57[%128] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb14(%20 : i32)
    ^bb14(%138: i32):  // 2 preds: ^bb13, ^bb15
      %139 = llvm.icmp "slt" %138, %24 : i32
      llvm.cond_br %139, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %140 = llvm.mul %138, %17 overflow<nsw> : i32
      %141 = llvm.getelementptr %137[%140] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %142 = llvm.getelementptr %74[%138] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %143 = llvm.load %141 {alignment = 4 : i64} : !llvm.ptr<3> -> vector<1xf32>
      llvm.store %143, %142 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %144 = llvm.add %138, %26 : i32
      llvm.br ^bb14(%144 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb16:  // pred: ^bb14
      %145 = llvm.add %111, %9 overflow<nsw> : i32
      %146 = llvm.getelementptr %55[%145] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb17(%20 : i32)
    ^bb17(%147: i32):  // 2 preds: ^bb16, ^bb18
      %148 = llvm.icmp "slt" %147, %24 : i32
      llvm.cond_br %148, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      %149 = llvm.mul %147, %17 overflow<nsw> : i32
      %150 = llvm.getelementptr %146[%149] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %151 = llvm.getelementptr %75[%147] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %152 = llvm.load %150 {alignment = 4 : i64} : !llvm.ptr<3> -> vector<1xf32>
      llvm.store %152, %151 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %153 = llvm.add %147, %26 : i32
      llvm.br ^bb17(%153 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb19:  // pred: ^bb17
      %154 = llvm.getelementptr %57[%145] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb20(%20 : i32)
    ^bb20(%155: i32):  // 2 preds: ^bb19, ^bb21
      %156 = llvm.icmp "slt" %155, %24 : i32
      llvm.cond_br %156, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      %157 = llvm.mul %155, %17 overflow<nsw> : i32
      %158 = llvm.getelementptr %154[%157] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %159 = llvm.getelementptr %76[%155] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %160 = llvm.load %158 {alignment = 4 : i64} : !llvm.ptr<3> -> vector<1xf32>
      llvm.store %160, %159 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %161 = llvm.add %155, %26 : i32
      llvm.br ^bb20(%161 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb22:  // pred: ^bb20
      %162 = llvm.add %111, %8 overflow<nsw> : i32
      %163 = llvm.getelementptr %55[%162] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb23(%20 : i32)
    ^bb23(%164: i32):  // 2 preds: ^bb22, ^bb24
      %165 = llvm.icmp "slt" %164, %24 : i32
      llvm.cond_br %165, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      %166 = llvm.mul %164, %17 overflow<nsw> : i32
      %167 = llvm.getelementptr %163[%166] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %168 = llvm.getelementptr %77[%164] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %169 = llvm.load %167 {alignment = 4 : i64} : !llvm.ptr<3> -> vector<1xf32>
      llvm.store %169, %168 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %170 = llvm.add %164, %26 : i32
      llvm.br ^bb23(%170 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb25:  // pred: ^bb23
      %171 = llvm.getelementptr %57[%162] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb26(%20 : i32)
    ^bb26(%172: i32):  // 2 preds: ^bb25, ^bb27
      %173 = llvm.icmp "slt" %172, %24 : i32
      llvm.cond_br %173, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %174 = llvm.mul %172, %17 overflow<nsw> : i32
      %175 = llvm.getelementptr %171[%174] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %176 = llvm.getelementptr %78[%172] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %177 = llvm.load %175 {alignment = 4 : i64} : !llvm.ptr<3> -> vector<1xf32>
      llvm.store %177, %176 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %178 = llvm.add %172, %26 : i32
      llvm.br ^bb26(%178 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb28:  // pred: ^bb26
      %179 = llvm.add %111, %16 overflow<nsw> : i32
      %180 = llvm.getelementptr %55[%179] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb29(%20 : i32)
    ^bb29(%181: i32):  // 2 preds: ^bb28, ^bb30
      %182 = llvm.icmp "slt" %181, %24 : i32
      llvm.cond_br %182, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %183 = llvm.mul %181, %17 overflow<nsw> : i32
      %184 = llvm.getelementptr %180[%183] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %185 = llvm.getelementptr %79[%181] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %186 = llvm.load %184 {alignment = 4 : i64} : !llvm.ptr<3> -> vector<1xf32>
      llvm.store %186, %185 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %187 = llvm.add %181, %26 : i32
      llvm.br ^bb29(%187 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb31:  // pred: ^bb29
      %188 = llvm.getelementptr %57[%179] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb32(%20 : i32)
    ^bb32(%189: i32):  // 2 preds: ^bb31, ^bb33
      %190 = llvm.icmp "slt" %189, %24 : i32
      llvm.cond_br %190, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %191 = llvm.mul %189, %17 overflow<nsw> : i32
      %192 = llvm.getelementptr %188[%191] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %193 = llvm.getelementptr %80[%189] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %194 = llvm.load %192 {alignment = 4 : i64} : !llvm.ptr<3> -> vector<1xf32>
      llvm.store %194, %193 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %195 = llvm.add %189, %26 : i32
      llvm.br ^bb32(%195 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb34:  // pred: ^bb32
      %196 = llvm.add %111, %6 overflow<nsw> : i32
      %197 = llvm.getelementptr %55[%196] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb35(%20 : i32)
    ^bb35(%198: i32):  // 2 preds: ^bb34, ^bb36
      %199 = llvm.icmp "slt" %198, %24 : i32
      llvm.cond_br %199, ^bb36, ^bb37
    ^bb36:  // pred: ^bb35
      %200 = llvm.mul %198, %17 overflow<nsw> : i32
      %201 = llvm.getelementptr %197[%200] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %202 = llvm.getelementptr %81[%198] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %203 = llvm.load %201 {alignment = 4 : i64} : !llvm.ptr<3> -> vector<1xf32>
      llvm.store %203, %202 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %204 = llvm.add %198, %26 : i32
      llvm.br ^bb35(%204 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb37:  // pred: ^bb35
      %205 = llvm.getelementptr %57[%196] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb38(%20 : i32)
    ^bb38(%206: i32):  // 2 preds: ^bb37, ^bb39
      %207 = llvm.icmp "slt" %206, %24 : i32
      llvm.cond_br %207, ^bb39, ^bb40
    ^bb39:  // pred: ^bb38
      %208 = llvm.mul %206, %17 overflow<nsw> : i32
      %209 = llvm.getelementptr %205[%208] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %210 = llvm.getelementptr %82[%206] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %211 = llvm.load %209 {alignment = 4 : i64} : !llvm.ptr<3> -> vector<1xf32>
      llvm.store %211, %210 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %212 = llvm.add %206, %26 : i32
      llvm.br ^bb38(%212 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb40:  // pred: ^bb38
      %213 = llvm.add %111, %5 overflow<nsw> : i32
      %214 = llvm.getelementptr %55[%213] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb41(%20 : i32)
    ^bb41(%215: i32):  // 2 preds: ^bb40, ^bb42
      %216 = llvm.icmp "slt" %215, %24 : i32
      llvm.cond_br %216, ^bb42, ^bb43
    ^bb42:  // pred: ^bb41
      %217 = llvm.mul %215, %17 overflow<nsw> : i32
      %218 = llvm.getelementptr %214[%217] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %219 = llvm.getelementptr %83[%215] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %220 = llvm.load %218 {alignment = 4 : i64} : !llvm.ptr<3> -> vector<1xf32>
      llvm.store %220, %219 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %221 = llvm.add %215, %26 : i32
      llvm.br ^bb41(%221 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb43:  // pred: ^bb41
      %222 = llvm.getelementptr %57[%213] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb44(%20 : i32)
    ^bb44(%223: i32):  // 2 preds: ^bb43, ^bb45
      %224 = llvm.icmp "slt" %223, %24 : i32
      llvm.cond_br %224, ^bb45, ^bb46
    ^bb45:  // pred: ^bb44
      %225 = llvm.mul %223, %17 overflow<nsw> : i32
      %226 = llvm.getelementptr %222[%225] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %227 = llvm.getelementptr %84[%223] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %228 = llvm.load %226 {alignment = 4 : i64} : !llvm.ptr<3> -> vector<1xf32>
      llvm.store %228, %227 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %229 = llvm.add %223, %26 : i32
      llvm.br ^bb44(%229 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb46:  // pred: ^bb44
      %230 = llvm.add %111, %4 overflow<nsw> : i32
      %231 = llvm.getelementptr %55[%230] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb47(%20 : i32)
    ^bb47(%232: i32):  // 2 preds: ^bb46, ^bb48
      %233 = llvm.icmp "slt" %232, %24 : i32
      llvm.cond_br %233, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      %234 = llvm.mul %232, %17 overflow<nsw> : i32
      %235 = llvm.getelementptr %231[%234] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %236 = llvm.getelementptr %85[%232] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %237 = llvm.load %235 {alignment = 4 : i64} : !llvm.ptr<3> -> vector<1xf32>
      llvm.store %237, %236 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %238 = llvm.add %232, %26 : i32
      llvm.br ^bb47(%238 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb49:  // pred: ^bb47
      %239 = llvm.getelementptr %57[%230] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb50(%20 : i32)
    ^bb50(%240: i32):  // 2 preds: ^bb49, ^bb51
      %241 = llvm.icmp "slt" %240, %24 : i32
      llvm.cond_br %241, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %242 = llvm.mul %240, %17 overflow<nsw> : i32
      %243 = llvm.getelementptr %239[%242] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %244 = llvm.getelementptr %86[%240] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %245 = llvm.load %243 {alignment = 4 : i64} : !llvm.ptr<3> -> vector<1xf32>
      llvm.store %245, %244 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %246 = llvm.add %240, %26 : i32
      llvm.br ^bb50(%246 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb52:  // pred: ^bb50
      llvm.br ^bb53(%20 : i32)
    ^bb53(%247: i32):  // 2 preds: ^bb52, ^bb60
      %248 = llvm.icmp "slt" %247, %24 : i32
      llvm.cond_br %248, ^bb54, ^bb61
    ^bb54:  // pred: ^bb53
      llvm.br ^bb55(%20 : i32)
    ^bb55(%249: i32):  // 2 preds: ^bb54, ^bb59
      %250 = llvm.icmp "slt" %249, %24 : i32
      llvm.cond_br %250, ^bb56, ^bb60
    ^bb56:  // pred: ^bb55
      %251 = llvm.mul %247, %24 overflow<nsw> : i32
      %252 = llvm.add %249, %251 overflow<nsw> : i32
      %253 = llvm.getelementptr %29[%252] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      llvm.br ^bb57(%20 : i32)
    ^bb57(%254: i32):  // 2 preds: ^bb56, ^bb58
      %255 = llvm.icmp "slt" %254, %24 : i32
      llvm.cond_br %255, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %256 = llvm.add %254, %251 overflow<nsw> : i32
      %257 = llvm.getelementptr %28[%256] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %258 = llvm.mul %254, %24 overflow<nsw> : i32
      %259 = llvm.add %249, %258 overflow<nsw> : i32
      %260 = llvm.getelementptr %27[%259] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %261 = llvm.load %253 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %262 = llvm.load %257 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %263 = llvm.load %260 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %264 = llvm.extractelement %261[%0 : i64] : vector<1xf32>
      %265 = llvm.extractelement %262[%0 : i64] : vector<1xf32>
      %266 = llvm.extractelement %263[%0 : i64] : vector<1xf32>
      %267 = llvm.call @__nv_fmaf(%264, %265, %266) : (f32, f32, f32) -> f32
      %268 = llvm.insertelement %267, %1[%0 : i64] : vector<1xf32>
      llvm.store %268, %260 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %269 = llvm.add %254, %26 : i32
      llvm.br ^bb57(%269 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb59:  // pred: ^bb57
      %270 = llvm.add %249, %26 : i32
      llvm.br ^bb55(%270 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb60:  // pred: ^bb55
      %271 = llvm.add %247, %26 : i32
      llvm.br ^bb53(%271 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb61:  // pred: ^bb53
      nvvm.barrier
      llvm.br ^bb1(%89 : i32)
    ^bb62:  // pred: ^bb1
      llvm.br ^bb63(%20, %20, %20 : i32, i32, i32)
    ^bb63(%272: i32, %273: i32, %274: i32):  // 2 preds: ^bb62, ^bb64
      %275 = llvm.icmp "slt" %272, %25 : i32
      llvm.cond_br %275, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %276 = llvm.mul %274, %24 overflow<nsw> : i32
      %277 = llvm.add %273, %276 overflow<nsw> : i32
      %278 = llvm.getelementptr %27[%277] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %279 = llvm.mul %273, %2 overflow<nsw> : i32
      %280 = llvm.mul %274, %17 overflow<nsw> : i32
      %281 = llvm.add %279, %280 overflow<nsw> : i32
      %282 = llvm.getelementptr %60[%281] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %283 = llvm.load %278 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      llvm.store %283, %282 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr<1>
      %284 = llvm.add %273, %26 : i32
      %285 = llvm.icmp "eq" %284, %24 : i32
      %286 = llvm.select %285, %20, %284 : i1, i32
      %287 = llvm.add %274, %26 : i32
      %288 = llvm.select %285, %287, %274 : i1, i32
      %289 = llvm.add %272, %26 : i32
      llvm.br ^bb63(%289, %286, %288 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb65:  // pred: ^bb63
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_simt_gemm_kernel_TiledMMA_ThrLayoutVMNK11616101610_PermutationMNK____MMAAtom_ThrID10_ShapeMNK111_TVLayoutA1100_TVLayoutB1100_TVLayoutC1100_tensorptrf32gmemalign16o256256125_0' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %lld bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_simt_gemm_FakeTensorFloat322562561256_FakeTensorFloat322562561256_FakeTensorFloat322562562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(17 : i32) : i32
    %1 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %2 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %3 = llvm.mlir.constant(6 : i32) : i32
    %4 = llvm.mlir.constant(0 : i32) : i32
    %5 = llvm.mlir.constant(2 : i32) : i32
    %6 = llvm.mlir.constant(1 : i32) : i32
    %7 = llvm.mlir.constant(256 : i32) : i32
    %8 = llvm.mlir.constant(0 : i64) : i64
    %9 = llvm.inttoptr %8 : i64 to !llvm.ptr
    %10 = llvm.alloca %6 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %11 = llvm.alloca %6 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %12 = llvm.getelementptr %10[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %12 : !llvm.ptr, !llvm.ptr
    %13 = llvm.getelementptr %10[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %13 : i32, !llvm.ptr
    %14 = llvm.getelementptr %10[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %14 : i32, !llvm.ptr
    %15 = llvm.getelementptr %10[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %15 : i32, !llvm.ptr
    %16 = llvm.getelementptr %10[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %16 : i64, !llvm.ptr
    %17 = llvm.getelementptr %10[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %17 : i32, !llvm.ptr
    %18 = llvm.getelementptr %10[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %18 : i32, !llvm.ptr
    %19 = llvm.getelementptr %10[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %19 : i32, !llvm.ptr
    %20 = llvm.getelementptr %10[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %20 : i32, !llvm.ptr
    %21 = llvm.getelementptr %10[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %21 : !llvm.ptr, !llvm.ptr
    %22 = llvm.alloca %6 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %23 = builtin.unrealized_conversion_cast %22 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %24 = llvm.getelementptr %22[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %10, %24 : !llvm.ptr, !llvm.ptr
    %25 = llvm.load %24 : !llvm.ptr -> !llvm.ptr
    %26 = llvm.getelementptr %25[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %27 = llvm.load %26 : !llvm.ptr -> i32
    %28 = llvm.getelementptr %25[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %29 = llvm.load %28 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%4 : i32)
  ^bb1(%30: i32):  // 2 preds: ^bb3, ^bb5
    %31 = llvm.getelementptr %29[%30] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %32 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %3, %32 : i32, !llvm.ptr
    %33 = llvm.getelementptr %31[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %33 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %34 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %35 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %36 = llvm.call @printf(%35, %34) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %37 = llvm.add %27, %6 : i32
    llvm.store %37, %26 : i32, !llvm.ptr
    llvm.br ^bb1(%27 : i32)
  ^bb4:  // pred: ^bb7
    %38 = llvm.icmp "uge" %27, %0 : i32
    llvm.cond_br %38, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%44 : i32)
  ^bb6:  // pred: ^bb7
    %39 = llvm.getelementptr %29[%44] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %40 = llvm.getelementptr %39[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %41 = llvm.load %40 : !llvm.ptr -> i32
    %42 = llvm.icmp "eq" %41, %3 : i32
    %43 = llvm.add %44, %6 : i32
    llvm.cond_br %42, ^bb5, ^bb7(%43 : i32)
  ^bb7(%44: i32):  // 2 preds: ^bb0, ^bb6
    %45 = llvm.icmp "uge" %44, %27 : i32
    llvm.cond_br %45, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %46 = llvm.load %24 : !llvm.ptr -> !llvm.ptr
    %47 = llvm.getelementptr %46[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %48 = llvm.load %47 : !llvm.ptr -> i32
    %49 = llvm.getelementptr %46[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %50 = llvm.load %49 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%4 : i32)
  ^bb9(%51: i32):  // 2 preds: ^bb11, ^bb13
    %52 = llvm.getelementptr %50[%51] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %53 = llvm.getelementptr %52[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %5, %53 : i32, !llvm.ptr
    %54 = llvm.getelementptr %52[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %54 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %55 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %56 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %57 = llvm.call @printf(%56, %55) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %58 = llvm.add %48, %6 : i32
    llvm.store %58, %47 : i32, !llvm.ptr
    llvm.br ^bb9(%48 : i32)
  ^bb12:  // pred: ^bb15
    %59 = llvm.icmp "uge" %48, %0 : i32
    llvm.cond_br %59, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%65 : i32)
  ^bb14:  // pred: ^bb15
    %60 = llvm.getelementptr %50[%65] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %61 = llvm.getelementptr %60[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %62 = llvm.load %61 : !llvm.ptr -> i32
    %63 = llvm.icmp "eq" %62, %5 : i32
    %64 = llvm.add %65, %6 : i32
    llvm.cond_br %63, ^bb13, ^bb15(%64 : i32)
  ^bb15(%65: i32):  // 2 preds: ^bb8, ^bb14
    %66 = llvm.icmp "uge" %65, %48 : i32
    llvm.cond_br %66, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %67 = "cuda.launch_ex"(%23, %arg0, %arg1, %arg2) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_simt_gemm_kernel_TiledMMA_ThrLayoutVMNK11616101610_PermutationMNK____MMAAtom_ThrID10_ShapeMNK111_TVLayoutA1100_TVLayoutB1100_TVLayoutC1100_tensorptrf32gmemalign16o256256125_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %68 = builtin.unrealized_conversion_cast %67 : !cuda.result to i32
    "cuda.return_if_error"(%68) : (i32) -> ()
    llvm.return %4 : i32
  }
  llvm.func @_mlir_ciface_cutlass_simt_gemm_FakeTensorFloat322562561256_FakeTensorFloat322562561256_FakeTensorFloat322562562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_simt_gemm_FakeTensorFloat322562561256_FakeTensorFloat322562561256_FakeTensorFloat322562562561(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
