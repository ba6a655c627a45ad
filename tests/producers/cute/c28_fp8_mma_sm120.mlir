module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_120a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_120]>]} {
    llvm.func @kernel_cutlass_fp8_mma_kernel_TiledMMA_ThrLayoutVMNK32221132640_PermutationMNK321321321_MMAAtom_ThrID321_ShapeMNK16832_TVLayoutA48422641168256_TVLayoutB48423218128_TVLayoutC4822321168_ten_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 4, 4, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.poison : vector<32xf32>
      %1 = llvm.mlir.poison : vector<4xf32>
      %2 = llvm.mlir.constant(3 : i64) : i64
      %3 = llvm.mlir.constant(2 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(0 : i64) : i64
      %6 = llvm.mlir.constant(8192 : i32) : i32
      %7 = llvm.mlir.constant(16384 : i32) : i32
      %8 = llvm.mlir.constant(2 : i32) : i32
      %9 = llvm.mlir.constant(4 : i32) : i32
      %10 = llvm.mlir.constant(256 : i32) : i32
      %11 = llvm.mlir.constant(4096 : i32) : i32
      %12 = llvm.mlir.constant(64 : i32) : i32
      %13 = llvm.mlir.constant(2048 : i32) : i32
      %14 = llvm.mlir.constant(8 : i32) : i32
      %15 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
      %16 = llvm.mlir.constant(0 : i32) : i32
      %17 = llvm.mlir.constant(16 : i32) : i32
      %18 = llvm.mlir.constant(32 : i32) : i32
      %19 = llvm.mlir.constant(1 : i32) : i32
      %20 = llvm.alloca %18 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %21 = llvm.alloca %18 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %22 = llvm.alloca %18 x i8 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %23 = llvm.alloca %18 x i8 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %24 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %25 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %26 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %27 = llvm.mul %25, %7 overflow<nsw> : i32
      %28 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %29 = llvm.getelementptr %28[%27] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      %30 = llvm.mul %26, %7 overflow<nsw> : i32
      %31 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %32 = llvm.getelementptr %31[%30] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      %33 = llvm.mul %26, %12 overflow<nsw> : i32
      %34 = llvm.add %27, %33 overflow<nsw> : i32
      %35 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %36 = llvm.getelementptr %35[%34] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %37 = llvm.srem %24, %18 : i32
      %38 = llvm.sdiv %24, %18 : i32
      %39 = llvm.srem %38, %8 : i32
      %40 = llvm.sdiv %37, %9 : i32
      %41 = llvm.srem %37, %9 : i32
      %42 = llvm.mul %41, %9 overflow<nsw> : i32
      %43 = llvm.mul %40, %10 overflow<nsw> : i32
      %44 = llvm.add %42, %43 overflow<nsw> : i32
      %45 = llvm.mul %39, %11 overflow<nsw> : i32
      %46 = llvm.add %44, %45 overflow<nsw> : i32
      %47 = llvm.getelementptr %29[%46] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      %48 = llvm.sdiv %24, %12 : i32
      %49 = llvm.srem %48, %8 : i32
      %50 = llvm.mul %49, %13 overflow<nsw> : i32
      %51 = llvm.add %44, %50 overflow<nsw> : i32
      %52 = llvm.getelementptr %32[%51] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      %53 = llvm.mul %41, %8 overflow<nsw> : i32
      %54 = llvm.add %53, %43 overflow<nsw> : i32
      %55 = llvm.mul %49, %14 overflow<nsw> : i32
      %56 = llvm.add %45, %55 overflow<nsw> : i32
      %57 = llvm.add %54, %56 overflow<nsw> : i32
      %58 = llvm.getelementptr %36[%57] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %15, %21 {alignment = 16 : i64} : vector<32xf32>, !llvm.ptr
      llvm.br ^bb1(%16 : i32)
    ^bb1(%59: i32):  // 2 preds: ^bb0, ^bb14
      %60 = llvm.icmp "slt" %59, %14 : i32
      llvm.cond_br %60, ^bb2, ^bb15
    ^bb2:  // pred: ^bb1
      %61 = llvm.mul %59, %18 overflow<nsw> : i32
      %62 = llvm.getelementptr %47[%61] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.br ^bb3(%16, %16, %16 : i32, i32, i32)
    ^bb3(%63: i32, %64: i32, %65: i32):  // 2 preds: ^bb2, ^bb4
      %66 = llvm.icmp "slt" %63, %14 : i32
      llvm.cond_br %66, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %67 = llvm.srem %63, %8 : i32
      %68 = llvm.mul %67, %13 overflow<nsw> : i32
      %69 = llvm.sdiv %65, %8 : i32
      %70 = llvm.srem %65, %8 : i32
      %71 = llvm.mul %70, %17 overflow<nsw> : i32
      %72 = llvm.add %68, %71 overflow<nsw> : i32
      %73 = llvm.mul %69, %6 overflow<nsw> : i32
      %74 = llvm.add %72, %73 overflow<nsw> : i32
      %75 = llvm.getelementptr %62[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      %76 = llvm.mul %63, %9 overflow<nsw> : i32
      %77 = llvm.getelementptr %23[%76] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %78 = llvm.load %75 {alignment = 4 : i64} : !llvm.ptr<1> -> vector<4xi8>
      llvm.store %78, %77 {alignment = 4 : i64} : vector<4xi8>, !llvm.ptr
      %79 = llvm.add %64, %19 : i32
      %80 = llvm.icmp "eq" %79, %8 : i32
      %81 = llvm.select %80, %16, %79 : i1, i32
      %82 = llvm.add %65, %19 : i32
      %83 = llvm.select %80, %82, %65 : i1, i32
      %84 = llvm.add %63, %19 : i32
      llvm.br ^bb3(%84, %81, %83 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb5:  // pred: ^bb3
      %85 = llvm.getelementptr %52[%61] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.br ^bb6(%16, %16, %16 : i32, i32, i32)
    ^bb6(%86: i32, %87: i32, %88: i32):  // 2 preds: ^bb5, ^bb7
      %89 = llvm.icmp "slt" %86, %14 : i32
      llvm.cond_br %89, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %90 = llvm.srem %86, %8 : i32
      %91 = llvm.mul %90, %17 overflow<nsw> : i32
      %92 = llvm.mul %88, %11 overflow<nsw> : i32
      %93 = llvm.add %91, %92 overflow<nsw> : i32
      %94 = llvm.getelementptr %85[%93] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      %95 = llvm.mul %86, %9 overflow<nsw> : i32
      %96 = llvm.getelementptr %22[%95] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %97 = llvm.load %94 {alignment = 4 : i64} : !llvm.ptr<1> -> vector<4xi8>
      llvm.store %97, %96 {alignment = 4 : i64} : vector<4xi8>, !llvm.ptr
      %98 = llvm.add %87, %19 : i32
      %99 = llvm.icmp "eq" %98, %8 : i32
      %100 = llvm.select %99, %16, %98 : i1, i32
      %101 = llvm.add %88, %19 : i32
      %102 = llvm.select %99, %101, %88 : i1, i32
      %103 = llvm.add %86, %19 : i32
      llvm.br ^bb6(%103, %100, %102 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb8:  // pred: ^bb6
      llvm.br ^bb9(%16 : i32)
    ^bb9(%104: i32):  // 2 preds: ^bb8, ^bb13
      %105 = llvm.icmp "slt" %104, %8 : i32
      llvm.cond_br %105, ^bb10, ^bb14
    ^bb10:  // pred: ^bb9
      %106 = llvm.mul %104, %17 overflow<nsw> : i32
      %107 = llvm.getelementptr %23[%106] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      llvm.br ^bb11(%16 : i32)
    ^bb11(%108: i32):  // 2 preds: ^bb10, ^bb12
      %109 = llvm.icmp "slt" %108, %9 : i32
      llvm.cond_br %109, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %110 = llvm.mul %108, %14 overflow<nsw> : i32
      %111 = llvm.getelementptr %22[%110] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %112 = llvm.mul %104, %9 overflow<nsw> : i32
      %113 = llvm.add %112, %110 overflow<nsw> : i32
      %114 = llvm.getelementptr %21[%113] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %115 = llvm.load %107 : !llvm.ptr -> vector<4xi32>
      %116 = llvm.extractelement %115[%5 : i64] : vector<4xi32>
      %117 = llvm.extractelement %115[%4 : i64] : vector<4xi32>
      %118 = llvm.extractelement %115[%3 : i64] : vector<4xi32>
      %119 = llvm.extractelement %115[%2 : i64] : vector<4xi32>
      %120 = llvm.load %111 : !llvm.ptr -> vector<2xi32>
      %121 = llvm.extractelement %120[%5 : i64] : vector<2xi32>
      %122 = llvm.extractelement %120[%4 : i64] : vector<2xi32>
      %123 = llvm.load %114 : !llvm.ptr -> vector<4xf32>
      %124 = llvm.extractelement %123[%5 : i64] : vector<4xf32>
      %125 = llvm.extractelement %123[%4 : i64] : vector<4xf32>
      %126 = llvm.extractelement %123[%3 : i64] : vector<4xf32>
      %127 = llvm.extractelement %123[%2 : i64] : vector<4xf32>
      %128 = nvvm.mma.sync A[%116, %117, %118, %119]  B[%121, %122]  C[%124, %125, %126, %127]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %129 = llvm.extractvalue %128[0] : !llvm.struct<(f32, f32, f32, f32)> 
      %130 = llvm.extractvalue %128[1] : !llvm.struct<(f32, f32, f32, f32)> 
      %131 = llvm.extractvalue %128[2] : !llvm.struct<(f32, f32, f32, f32)> 
      %132 = llvm.extractvalue %128[3] : !llvm.struct<(f32, f32, f32, f32)> 
      %133 = llvm.insertelement %129, %1[%5 : i64] : vector<4xf32>
      %134 = llvm.insertelement %130, %133[%4 : i64] : vector<4xf32>
      %135 = llvm.insertelement %131, %134[%3 : i64] : vector<4xf32>
      %136 = llvm.insertelement %132, %135[%2 : i64] : vector<4xf32>
      llvm.store %136, %114 : vector<4xf32>, !llvm.ptr
      %137 = llvm.add %108, %19 : i32
      llvm.br ^bb11(%137 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb13:  // pred: ^bb11
      %138 = llvm.add %104, %19 : i32
      llvm.br ^bb9(%138 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb14:  // pred: ^bb9
      %139 = llvm.add %59, %19 : i32
      llvm.br ^bb1(%139 : i32)
    ^bb15:  // pred: ^bb1
      %140 = llvm.load %21 {alignment = 16 : i64} : !llvm.ptr -> vector<32xf32>
      %141 = llvm.insertelement %arg3, %0[%16 : i32] : vector<32xf32>
      %142 = llvm.shufflevector %141, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
      %143 = llvm.fmul %140, %142 : vector<32xf32>
      %144 = llvm.fptrunc %143 : vector<32xf32> to vector<32xbf16>
      llvm.store %144, %20 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb16(%16, %16, %16 : i32, i32, i32)
    ^bb16(%145: i32, %146: i32, %147: i32):  // 2 preds: ^bb15, ^bb17
      %148 = llvm.icmp "slt" %145, %17 : i32
      llvm.cond_br %148, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %149 = llvm.mul %145, %8 overflow<nsw> : i32
      %150 = llvm.getelementptr %20[%149] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %151 = llvm.srem %145, %8 : i32
      %152 = llvm.mul %151, %13 overflow<nsw> : i32
      %153 = llvm.sdiv %147, %8 : i32
      %154 = llvm.srem %147, %8 : i32
      %155 = llvm.mul %154, %6 overflow<nsw> : i32
      %156 = llvm.add %152, %155 overflow<nsw> : i32
      %157 = llvm.mul %153, %17 overflow<nsw> : i32
      %158 = llvm.add %156, %157 overflow<nsw> : i32
      %159 = llvm.getelementptr %58[%158] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %160 = llvm.load %150 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
      llvm.store %160, %159 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      %161 = llvm.add %146, %19 : i32
      %162 = llvm.icmp "eq" %161, %8 : i32
      %163 = llvm.select %162, %16, %161 : i1, i32
      %164 = llvm.add %147, %19 : i32
      %165 = llvm.select %162, %164, %147 : i1, i32
      %166 = llvm.add %145, %19 : i32
      llvm.br ^bb16(%166, %163, %165 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb18:  // pred: ^bb16
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_fp8_mma_kernel_TiledMMA_ThrLayoutVMNK32221132640_PermutationMNK321321321_MMAAtom_ThrID321_ShapeMNK16832_TVLayoutA48422641168256_TVLayoutB48423218128_TVLayoutC4822321168_ten_0' launch shared memory exceeds current GPU arch sm_120a allowed. Allocated: %lld bytes. Max: 101376 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_fp8_mma_FakeTensorFloat8E4M3FN2562562561_FakeTensorFloat8E4M3FN2562562561_FakeTensorBFloat162562562561_05(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: f32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(4 : i32) : i32
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.mlir.constant(128 : i32) : i32
    %9 = llvm.mlir.constant(0 : i64) : i64
    %10 = llvm.inttoptr %9 : i64 to !llvm.ptr
    %11 = llvm.alloca %7 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %12 = llvm.alloca %7 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %13 = llvm.getelementptr %11[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %13 : !llvm.ptr, !llvm.ptr
    %14 = llvm.getelementptr %11[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %14 : i32, !llvm.ptr
    %15 = llvm.getelementptr %11[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %15 : i32, !llvm.ptr
    %16 = llvm.getelementptr %11[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %16 : i32, !llvm.ptr
    %17 = llvm.getelementptr %11[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %17 : i64, !llvm.ptr
    %18 = llvm.getelementptr %11[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %18 : i32, !llvm.ptr
    %19 = llvm.getelementptr %11[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %19 : i32, !llvm.ptr
    %20 = llvm.getelementptr %11[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %20 : i32, !llvm.ptr
    %21 = llvm.getelementptr %11[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %11[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %22 : !llvm.ptr, !llvm.ptr
    %23 = llvm.alloca %7 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %24 = builtin.unrealized_conversion_cast %23 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %25 = llvm.getelementptr %23[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %11, %25 : !llvm.ptr, !llvm.ptr
    %26 = llvm.load %25 : !llvm.ptr -> !llvm.ptr
    %27 = llvm.getelementptr %26[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %28 = llvm.load %27 : !llvm.ptr -> i32
    %29 = llvm.getelementptr %26[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %30 = llvm.load %29 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%5 : i32)
  ^bb1(%31: i32):  // 2 preds: ^bb3, ^bb5
    %32 = llvm.getelementptr %30[%31] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %33 = llvm.getelementptr %32[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %33 : i32, !llvm.ptr
    %34 = llvm.getelementptr %32[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %5, %34 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %35 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %36 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %37 = llvm.call @printf(%36, %35) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %38 = llvm.add %28, %7 : i32
    llvm.store %38, %27 : i32, !llvm.ptr
    llvm.br ^bb1(%28 : i32)
  ^bb4:  // pred: ^bb7
    %39 = llvm.icmp "uge" %28, %1 : i32
    llvm.cond_br %39, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%45 : i32)
  ^bb6:  // pred: ^bb7
    %40 = llvm.getelementptr %30[%45] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %41 = llvm.getelementptr %40[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %42 = llvm.load %41 : !llvm.ptr -> i32
    %43 = llvm.icmp "eq" %42, %4 : i32
    %44 = llvm.add %45, %7 : i32
    llvm.cond_br %43, ^bb5, ^bb7(%44 : i32)
  ^bb7(%45: i32):  // 2 preds: ^bb0, ^bb6
    %46 = llvm.icmp "uge" %45, %28 : i32
    llvm.cond_br %46, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %47 = llvm.load %25 : !llvm.ptr -> !llvm.ptr
    %48 = llvm.getelementptr %47[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %49 = llvm.load %48 : !llvm.ptr -> i32
    %50 = llvm.getelementptr %47[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %51 = llvm.load %50 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%5 : i32)
  ^bb9(%52: i32):  // 2 preds: ^bb11, ^bb13
    %53 = llvm.getelementptr %51[%52] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %54 = llvm.getelementptr %53[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %54 : i32, !llvm.ptr
    %55 = llvm.getelementptr %53[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %5, %55 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %56 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %57 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %58 = llvm.call @printf(%57, %56) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %59 = llvm.add %49, %7 : i32
    llvm.store %59, %48 : i32, !llvm.ptr
    llvm.br ^bb9(%49 : i32)
  ^bb12:  // pred: ^bb15
    %60 = llvm.icmp "uge" %49, %1 : i32
    llvm.cond_br %60, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%66 : i32)
  ^bb14:  // pred: ^bb15
    %61 = llvm.getelementptr %51[%66] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %62 = llvm.getelementptr %61[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %63 = llvm.load %62 : !llvm.ptr -> i32
    %64 = llvm.icmp "eq" %63, %0 : i32
    %65 = llvm.add %66, %7 : i32
    llvm.cond_br %64, ^bb13, ^bb15(%65 : i32)
  ^bb15(%66: i32):  // 2 preds: ^bb8, ^bb14
    %67 = llvm.icmp "uge" %66, %49 : i32
    llvm.cond_br %67, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1, %arg2, %arg3) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_fp8_mma_kernel_TiledMMA_ThrLayoutVMNK32221132640_PermutationMNK321321321_MMAAtom_ThrID321_ShapeMNK16832_TVLayoutA48422641168256_TVLayoutB48423218128_TVLayoutC4822321168_ten_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, f32) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_fp8_mma_FakeTensorFloat8E4M3FN2562562561_FakeTensorFloat8E4M3FN2562562561_FakeTensorBFloat162562562561_05(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: f32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_fp8_mma_FakeTensorFloat8E4M3FN2562562561_FakeTensorFloat8E4M3FN2562562561_FakeTensorBFloat162562562561_05(%arg0, %arg1, %arg2, %arg3) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, f32) -> i32
    llvm.return %0 : i32
  }
}
