module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, portable, [sm_80]>]} {
    llvm.mlir.global internal @__static_shmem__1() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<1024 x f16>
    llvm.mlir.global internal @__static_shmem__0() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<1024 x f16>
    llvm.func @kernel_cutlass_ldsm_trans_kernel_tensorptrf16gmemalign16o3232321_tensorptrf16gmemalign16o3232321_tensorptrf32gmemalign16o3232321_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 1, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.poison : vector<4xf32>
      %1 = llvm.mlir.constant(3 : i64) : i64
      %2 = llvm.mlir.constant(2 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(0 : i64) : i64
      %5 = llvm.mlir.constant(256 : i32) : i32
      %6 = llvm.mlir.constant(-1 : i32) : i32
      %7 = llvm.mlir.addressof @__static_shmem__1 : !llvm.ptr<3>
      %8 = llvm.mlir.addressof @__static_shmem__0 : !llvm.ptr<3>
      %9 = llvm.mlir.constant(1024 : i32) : i32
      %10 = llvm.mlir.constant(128 : i32) : i32
      %11 = llvm.mlir.constant(32 : i32) : i32
      %12 = llvm.mlir.constant(dense<0.000000e+00> : vector<8xf32>) : vector<8xf32>
      %13 = llvm.mlir.constant(2 : i32) : i32
      %14 = llvm.mlir.constant(512 : i32) : i32
      %15 = llvm.mlir.constant(0 : i32) : i32
      %16 = llvm.mlir.constant(4 : i32) : i32
      %17 = llvm.mlir.constant(64 : i32) : i32
      %18 = llvm.mlir.constant(16 : i32) : i32
      %19 = llvm.mlir.constant(8 : i32) : i32
      %20 = llvm.mlir.constant(1 : i32) : i32
      %21 = llvm.alloca %19 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %22 = llvm.alloca %18 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %23 = llvm.alloca %18 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %24 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %25 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %26 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      llvm.br ^bb1(%24 : i32)
    ^bb1(%27: i32):  // 2 preds: ^bb0, ^bb2
      %28 = llvm.icmp "slt" %27, %9 : i32
      llvm.cond_br %28, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %29 = llvm.sdiv %27, %11 : i32
      %30 = llvm.mul %29, %11 : i32
      %31 = llvm.icmp "ne" %27, %30 : i32
      %32 = llvm.icmp "slt" %27, %15 : i32
      %33 = llvm.and %31, %32 : i1
      %34 = llvm.add %29, %6 : i32
      %35 = llvm.select %33, %34, %29 : i1, i32
      %36 = llvm.srem %27, %11 : i32
      %37 = llvm.mul %35, %11 overflow<nsw> : i32
      %38 = llvm.add %37, %36 overflow<nsw> : i32
      %39 = llvm.getelementptr %25[%38] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %40 = llvm.load %39 {alignment = 2 : i64} : !llvm.ptr<1> -> f16
      %41 = llvm.getelementptr %8[%38] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.store %40, %41 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %42 = llvm.getelementptr %26[%38] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %43 = llvm.load %42 {alignment = 2 : i64} : !llvm.ptr<1> -> f16
      %44 = llvm.getelementptr %7[%38] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.store %43, %44 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %45 = llvm.add %27, %10 : i32
      llvm.br ^bb1(%45 : i32)
    ^bb3:  // pred: ^bb1
      nvvm.barrier
      llvm.store %12, %21 {alignment = 16 : i64} : vector<8xf32>, !llvm.ptr
      %46 = llvm.sdiv %24, %18 : i32
      %47 = llvm.srem %24, %18 : i32
      %48 = llvm.mul %47, %11 overflow<nsw> : i32
      %49 = llvm.sdiv %46, %13 : i32
      %50 = llvm.srem %46, %13 : i32
      %51 = llvm.mul %50, %19 overflow<nsw> : i32
      %52 = llvm.add %48, %51 overflow<nsw> : i32
      %53 = llvm.srem %49, %13 : i32
      %54 = llvm.mul %53, %14 overflow<nsw> : i32
      %55 = llvm.add %52, %54 overflow<nsw> : i32
      %56 = llvm.getelementptr %8[%55] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb4(%15 : i32)
    ^bb4(%57: i32):  // 2 preds: ^bb3, ^bb5
      %58 = llvm.icmp "slt" %57, %13 : i32
      llvm.cond_br %58, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %59 = llvm.mul %57, %18 overflow<nsw> : i32
      %60 = llvm.getelementptr %56[%59] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %61 = llvm.mul %57, %19 overflow<nsw> : i32
      %62 = llvm.getelementptr %23[%61] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %63 = nvvm.ldmatrix %60 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
      %64 = llvm.extractvalue %63[0] : !llvm.struct<(i32, i32, i32, i32)> 
      %65 = llvm.extractvalue %63[1] : !llvm.struct<(i32, i32, i32, i32)> 
      %66 = llvm.extractvalue %63[2] : !llvm.struct<(i32, i32, i32, i32)> 
      %67 = llvm.extractvalue %63[3] : !llvm.struct<(i32, i32, i32, i32)> 
      llvm.store %64, %62 {alignment = 4 : i64} : i32, !llvm.ptr
      %68 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %65, %68 {alignment = 4 : i64} : i32, !llvm.ptr
      %69 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %66, %69 {alignment = 4 : i64} : i32, !llvm.ptr
      %70 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %67, %70 {alignment = 4 : i64} : i32, !llvm.ptr
      %71 = llvm.add %57, %20 : i32
      llvm.br ^bb4(%71 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb6:  // pred: ^bb4
      %72 = llvm.sdiv %46, %16 : i32
      %73 = llvm.mul %72, %19 overflow<nsw> : i32
      %74 = llvm.add %48, %73 overflow<nsw> : i32
      %75 = llvm.getelementptr %7[%74] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb7(%15 : i32)
    ^bb7(%76: i32):  // 2 preds: ^bb6, ^bb8
      %77 = llvm.icmp "slt" %76, %13 : i32
      llvm.cond_br %77, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %78 = llvm.mul %76, %14 overflow<nsw> : i32
      %79 = llvm.getelementptr %75[%78] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %80 = llvm.mul %76, %19 overflow<nsw> : i32
      %81 = llvm.getelementptr %22[%80] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %82 = nvvm.ldmatrix %79 {layout = #nvvm.mma_layout<col>, num = 2 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
      %83 = llvm.extractvalue %82[0] : !llvm.struct<(i32, i32)> 
      %84 = llvm.extractvalue %82[1] : !llvm.struct<(i32, i32)> 
      llvm.store %83, %81 {alignment = 4 : i64} : i32, !llvm.ptr
      %85 = llvm.getelementptr %81[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %84, %85 {alignment = 4 : i64} : i32, !llvm.ptr
      %86 = llvm.getelementptr %79[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %87 = nvvm.ldmatrix %86 {layout = #nvvm.mma_layout<col>, num = 2 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
      %88 = llvm.extractvalue %87[0] : !llvm.struct<(i32, i32)> 
      %89 = llvm.extractvalue %87[1] : !llvm.struct<(i32, i32)> 
      %90 = llvm.getelementptr %81[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %88, %90 {alignment = 4 : i64} : i32, !llvm.ptr
      %91 = llvm.getelementptr %90[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %89, %91 {alignment = 4 : i64} : i32, !llvm.ptr
      %92 = llvm.add %76, %20 : i32
      llvm.br ^bb7(%92 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb9:  // pred: ^bb7
      llvm.br ^bb10(%15 : i32)
    ^bb10(%93: i32):  // 2 preds: ^bb9, ^bb14
      %94 = llvm.icmp "slt" %93, %13 : i32
      llvm.cond_br %94, ^bb11, ^bb15
    ^bb11:  // pred: ^bb10
      %95 = llvm.mul %93, %19 overflow<nsw> : i32
      %96 = llvm.getelementptr %23[%95] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %97 = llvm.getelementptr %96[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %98 = llvm.getelementptr %96[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %99 = llvm.getelementptr %96[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb12(%15 : i32)
    ^bb12(%100: i32):  // 2 preds: ^bb11, ^bb13
      %101 = llvm.icmp "slt" %100, %13 : i32
      llvm.cond_br %101, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %102 = llvm.mul %100, %16 overflow<nsw> : i32
      %103 = llvm.add %102, %95 overflow<nsw> : i32
      %104 = llvm.getelementptr %22[%103] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %105 = llvm.getelementptr %21[%102] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %106 = llvm.load %96 : !llvm.ptr -> vector<2xf16>
      %107 = llvm.load %97 : !llvm.ptr -> vector<2xf16>
      %108 = llvm.load %98 : !llvm.ptr -> vector<2xf16>
      %109 = llvm.load %99 : !llvm.ptr -> vector<2xf16>
      %110 = llvm.load %104 : !llvm.ptr -> vector<2xf16>
      %111 = llvm.getelementptr %104[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %112 = llvm.load %111 : !llvm.ptr -> vector<2xf16>
      %113 = llvm.load %105 : !llvm.ptr -> vector<4xf32>
      %114 = llvm.extractelement %113[%4 : i64] : vector<4xf32>
      %115 = llvm.extractelement %113[%3 : i64] : vector<4xf32>
      %116 = llvm.extractelement %113[%2 : i64] : vector<4xf32>
      %117 = llvm.extractelement %113[%1 : i64] : vector<4xf32>
      %118 = nvvm.mma.sync A[%106, %107, %108, %109]  B[%110, %112]  C[%114, %115, %116, %117]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %119 = llvm.extractvalue %118[0] : !llvm.struct<(f32, f32, f32, f32)> 
      %120 = llvm.extractvalue %118[1] : !llvm.struct<(f32, f32, f32, f32)> 
      %121 = llvm.extractvalue %118[2] : !llvm.struct<(f32, f32, f32, f32)> 
      %122 = llvm.extractvalue %118[3] : !llvm.struct<(f32, f32, f32, f32)> 
      %123 = llvm.insertelement %119, %0[%4 : i64] : vector<4xf32>
      %124 = llvm.insertelement %120, %123[%3 : i64] : vector<4xf32>
      %125 = llvm.insertelement %121, %124[%2 : i64] : vector<4xf32>
      %126 = llvm.insertelement %122, %125[%1 : i64] : vector<4xf32>
      llvm.store %126, %105 : vector<4xf32>, !llvm.ptr
      %127 = llvm.add %100, %20 : i32
      llvm.br ^bb12(%127 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb14:  // pred: ^bb12
      %128 = llvm.add %93, %20 : i32
      llvm.br ^bb10(%128 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb15:  // pred: ^bb10
      %129 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %130 = llvm.srem %24, %11 : i32
      %131 = llvm.sdiv %24, %11 : i32
      %132 = llvm.srem %131, %13 : i32
      %133 = llvm.sdiv %24, %17 : i32
      %134 = llvm.srem %133, %13 : i32
      %135 = llvm.sdiv %130, %16 : i32
      %136 = llvm.srem %130, %16 : i32
      %137 = llvm.mul %136, %13 overflow<nsw> : i32
      %138 = llvm.mul %135, %11 overflow<nsw> : i32
      %139 = llvm.add %137, %138 overflow<nsw> : i32
      %140 = llvm.mul %132, %14 overflow<nsw> : i32
      %141 = llvm.mul %134, %19 overflow<nsw> : i32
      %142 = llvm.add %140, %141 overflow<nsw> : i32
      %143 = llvm.add %139, %142 overflow<nsw> : i32
      %144 = llvm.getelementptr %129[%143] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.br ^bb16(%15, %15, %15 : i32, i32, i32)
    ^bb16(%145: i32, %146: i32, %147: i32):  // 2 preds: ^bb15, ^bb17
      %148 = llvm.icmp "slt" %145, %16 : i32
      llvm.cond_br %148, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %149 = llvm.mul %145, %13 overflow<nsw> : i32
      %150 = llvm.getelementptr %21[%149] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %151 = llvm.srem %145, %13 : i32
      %152 = llvm.mul %151, %5 overflow<nsw> : i32
      %153 = llvm.mul %147, %18 overflow<nsw> : i32
      %154 = llvm.add %152, %153 overflow<nsw> : i32
      %155 = llvm.getelementptr %144[%154] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %156 = llvm.load %150 {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
      llvm.store %156, %155 {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<1>
      %157 = llvm.add %146, %20 : i32
      %158 = llvm.icmp "eq" %157, %13 : i32
      %159 = llvm.select %158, %15, %157 : i1, i32
      %160 = llvm.add %147, %20 : i32
      %161 = llvm.select %158, %160, %147 : i1, i32
      %162 = llvm.add %145, %20 : i32
      llvm.br ^bb16(%162, %159, %161 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb18:  // pred: ^bb16
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_ldsm_trans_kernel_tensorptrf16gmemalign16o3232321_tensorptrf16gmemalign16o3232321_tensorptrf32gmemalign16o3232321_0' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %lld bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_ldsm_trans_FakeTensorFloat163232321_FakeTensorFloat163232321_FakeTensorFloat323232321(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(1 : i32) : i32
    %7 = llvm.mlir.constant(128 : i32) : i32
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
    llvm.store %6, %17 : i32, !llvm.ptr
    %18 = llvm.getelementptr %10[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %18 : i32, !llvm.ptr
    %19 = llvm.getelementptr %10[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %19 : i32, !llvm.ptr
    %20 = llvm.getelementptr %10[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %20 : i32, !llvm.ptr
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
    llvm.br ^bb7(%5 : i32)
  ^bb1(%30: i32):  // 2 preds: ^bb3, ^bb5
    %31 = llvm.getelementptr %29[%30] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %32 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %32 : i32, !llvm.ptr
    %33 = llvm.getelementptr %31[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %5, %33 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %34 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %35 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %36 = llvm.call @printf(%35, %34) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %37 = llvm.add %27, %6 : i32
    llvm.store %37, %26 : i32, !llvm.ptr
    llvm.br ^bb1(%27 : i32)
  ^bb4:  // pred: ^bb7
    %38 = llvm.icmp "uge" %27, %1 : i32
    llvm.cond_br %38, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%44 : i32)
  ^bb6:  // pred: ^bb7
    %39 = llvm.getelementptr %29[%44] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %40 = llvm.getelementptr %39[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %41 = llvm.load %40 : !llvm.ptr -> i32
    %42 = llvm.icmp "eq" %41, %4 : i32
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
    llvm.br ^bb15(%5 : i32)
  ^bb9(%51: i32):  // 2 preds: ^bb11, ^bb13
    %52 = llvm.getelementptr %50[%51] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %53 = llvm.getelementptr %52[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %53 : i32, !llvm.ptr
    %54 = llvm.getelementptr %52[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %5, %54 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %55 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %56 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %57 = llvm.call @printf(%56, %55) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %58 = llvm.add %48, %6 : i32
    llvm.store %58, %47 : i32, !llvm.ptr
    llvm.br ^bb9(%48 : i32)
  ^bb12:  // pred: ^bb15
    %59 = llvm.icmp "uge" %48, %1 : i32
    llvm.cond_br %59, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%65 : i32)
  ^bb14:  // pred: ^bb15
    %60 = llvm.getelementptr %50[%65] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %61 = llvm.getelementptr %60[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %62 = llvm.load %61 : !llvm.ptr -> i32
    %63 = llvm.icmp "eq" %62, %0 : i32
    %64 = llvm.add %65, %6 : i32
    llvm.cond_br %63, ^bb13, ^bb15(%64 : i32)
  ^bb15(%65: i32):  // 2 preds: ^bb8, ^bb14
    %66 = llvm.icmp "uge" %65, %48 : i32
    llvm.cond_br %66, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %67 = "cuda.launch_ex"(%23, %arg0, %arg1, %arg2) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_ldsm_trans_kernel_tensorptrf16gmemalign16o3232321_tensorptrf16gmemalign16o3232321_tensorptrf32gmemalign16o3232321_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %68 = builtin.unrealized_conversion_cast %67 : !cuda.result to i32
    "cuda.return_if_error"(%68) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_ldsm_trans_FakeTensorFloat163232321_FakeTensorFloat163232321_FakeTensorFloat323232321(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_ldsm_trans_FakeTensorFloat163232321_FakeTensorFloat163232321_FakeTensorFloat323232321(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
