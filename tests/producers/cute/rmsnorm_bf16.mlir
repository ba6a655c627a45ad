module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, portable, [sm_80]>]} {
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @kernel_cutlass_rmsnorm_bf16_kernel_tensorptrbf16gmemalign16o64102410241_tensorptrbf16gmemalign16o10241_tensorptrbf16gmemalign16o64102410241__0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 32, 1, 1>, exact_grid_dim = array<i64: 64, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(0 : i32) : i32
      %1 = llvm.mlir.poison : vector<8xf32>
      %2 = llvm.mlir.constant(1024 : i32) : i32
      %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %4 = llvm.mlir.constant(-1 : i32) : i32
      %5 = llvm.mlir.constant(16 : i32) : i32
      %6 = llvm.mlir.constant(31 : i32) : i32
      %7 = llvm.mlir.constant(4 : i32) : i32
      %8 = llvm.mlir.constant(2 : i32) : i32
      %9 = llvm.mlir.constant(1.024000e+03 : f32) : f32
      %10 = llvm.mlir.constant(8 : i32) : i32
      %11 = llvm.mlir.constant(1 : i32) : i32
      %12 = llvm.alloca %10 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %13 = llvm.alloca %10 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %14 = llvm.alloca %10 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %15 = llvm.alloca %10 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %16 = llvm.alloca %10 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %17 = llvm.alloca %10 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %18 = llvm.alloca %10 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %19 = llvm.alloca %10 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %20 = llvm.alloca %10 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %21 = llvm.alloca %10 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %22 = llvm.alloca %10 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %23 = llvm.alloca %10 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %24 = llvm.alloca %10 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %25 = llvm.alloca %10 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %26 = llvm.alloca %10 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %10 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
      %29 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %30 = llvm.mul %29, %2 overflow<nsw> : i32
      %31 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %32 = llvm.getelementptr %31[%30] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %33 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %34 = llvm.getelementptr %33[%30] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %35 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %36 = llvm.mul %28, %10 overflow<nsw> : i32
      %37 = llvm.getelementptr %32[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %38 = llvm.load %37 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %38, %27 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      %39 = llvm.load %27 {alignment = 32 : i64} : !llvm.ptr -> vector<8xbf16>
      %40 = llvm.fpext %39 : vector<8xbf16> to vector<8xf32>
      %41 = llvm.fmul %40, %40 : vector<8xf32>
      %42 = "llvm.intr.vector.reduce.fadd"(%3, %41) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<8xf32>) -> f32
      %43 = llvm.fadd %42, %3 : f32
      %44 = llvm.getelementptr %32[256] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %45 = llvm.getelementptr %44[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %46 = llvm.load %45 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %46, %26 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      %47 = llvm.load %26 {alignment = 32 : i64} : !llvm.ptr -> vector<8xbf16>
      %48 = llvm.fpext %47 : vector<8xbf16> to vector<8xf32>
      %49 = llvm.fmul %48, %48 : vector<8xf32>
      %50 = "llvm.intr.vector.reduce.fadd"(%3, %49) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<8xf32>) -> f32
      %51 = llvm.fadd %43, %50 : f32
      %52 = llvm.getelementptr %32[512] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %53 = llvm.getelementptr %52[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %54 = llvm.load %53 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %54, %25 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      %55 = llvm.load %25 {alignment = 32 : i64} : !llvm.ptr -> vector<8xbf16>
      %56 = llvm.fpext %55 : vector<8xbf16> to vector<8xf32>
      %57 = llvm.fmul %56, %56 : vector<8xf32>
      %58 = "llvm.intr.vector.reduce.fadd"(%3, %57) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<8xf32>) -> f32
      %59 = llvm.fadd %51, %58 : f32
      %60 = llvm.getelementptr %32[768] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %61 = llvm.getelementptr %60[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %62 = llvm.load %61 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %62, %24 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      %63 = llvm.load %24 {alignment = 32 : i64} : !llvm.ptr -> vector<8xbf16>
      %64 = llvm.fpext %63 : vector<8xbf16> to vector<8xf32>
      %65 = llvm.fmul %64, %64 : vector<8xf32>
      %66 = "llvm.intr.vector.reduce.fadd"(%3, %65) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<8xf32>) -> f32
      %67 = llvm.fadd %59, %66 : f32
      %68 = nvvm.shfl.sync bfly %4, %67, %5, %6 : f32 -> f32
      %69 = llvm.fadd %67, %68 : f32
      %70 = nvvm.shfl.sync bfly %4, %69, %10, %6 : f32 -> f32
      %71 = llvm.fadd %69, %70 : f32
      %72 = nvvm.shfl.sync bfly %4, %71, %7, %6 : f32 -> f32
      %73 = llvm.fadd %71, %72 : f32
      %74 = nvvm.shfl.sync bfly %4, %73, %8, %6 : f32 -> f32
      %75 = llvm.fadd %73, %74 : f32
      %76 = nvvm.shfl.sync bfly %4, %75, %11, %6 : f32 -> f32
      %77 = llvm.fadd %75, %76 : f32
      %78 = llvm.fdiv %77, %9 : f32
      %79 = llvm.fadd %78, %arg3 : f32
      %80 = llvm.call @__nv_rsqrtf(%79) : (f32) -> f32
      %81 = llvm.getelementptr %35[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %82 = llvm.getelementptr %34[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %83 = llvm.load %37 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %83, %23 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      %84 = llvm.load %81 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %84, %22 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      %85 = llvm.load %23 {alignment = 32 : i64} : !llvm.ptr -> vector<8xbf16>
      %86 = llvm.fpext %85 : vector<8xbf16> to vector<8xf32>
      %87 = llvm.insertelement %80, %1[%0 : i32] : vector<8xf32>
      %88 = llvm.shufflevector %87, %1 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
      %89 = llvm.fmul %86, %88 : vector<8xf32>
      %90 = llvm.load %22 {alignment = 32 : i64} : !llvm.ptr -> vector<8xbf16>
      %91 = llvm.fpext %90 : vector<8xbf16> to vector<8xf32>
      %92 = llvm.fmul %89, %91 : vector<8xf32>
      %93 = llvm.fptrunc %92 : vector<8xf32> to vector<8xbf16>
      llvm.store %93, %21 {alignment = 32 : i64} : vector<8xbf16>, !llvm.ptr
      %94 = llvm.load %21 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %94, %82 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      %95 = llvm.getelementptr %35[256] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %96 = llvm.getelementptr %95[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %97 = llvm.getelementptr %34[256] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %98 = llvm.getelementptr %97[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %99 = llvm.load %45 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %99, %20 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      %100 = llvm.load %96 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %100, %19 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      %101 = llvm.load %20 {alignment = 32 : i64} : !llvm.ptr -> vector<8xbf16>
      %102 = llvm.fpext %101 : vector<8xbf16> to vector<8xf32>
      %103 = llvm.fmul %102, %88 : vector<8xf32>
      %104 = llvm.load %19 {alignment = 32 : i64} : !llvm.ptr -> vector<8xbf16>
      %105 = llvm.fpext %104 : vector<8xbf16> to vector<8xf32>
      %106 = llvm.fmul %103, %105 : vector<8xf32>
      %107 = llvm.fptrunc %106 : vector<8xf32> to vector<8xbf16>
      llvm.store %107, %18 {alignment = 32 : i64} : vector<8xbf16>, !llvm.ptr
      %108 = llvm.load %18 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %108, %98 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      %109 = llvm.getelementptr %35[512] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %110 = llvm.getelementptr %109[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %111 = llvm.getelementptr %34[512] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %112 = llvm.getelementptr %111[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %113 = llvm.load %53 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %113, %17 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      %114 = llvm.load %110 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %114, %16 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      %115 = llvm.load %17 {alignment = 32 : i64} : !llvm.ptr -> vector<8xbf16>
      %116 = llvm.fpext %115 : vector<8xbf16> to vector<8xf32>
      %117 = llvm.fmul %116, %88 : vector<8xf32>
      %118 = llvm.load %16 {alignment = 32 : i64} : !llvm.ptr -> vector<8xbf16>
      %119 = llvm.fpext %118 : vector<8xbf16> to vector<8xf32>
      %120 = llvm.fmul %117, %119 : vector<8xf32>
      %121 = llvm.fptrunc %120 : vector<8xf32> to vector<8xbf16>
      llvm.store %121, %15 {alignment = 32 : i64} : vector<8xbf16>, !llvm.ptr
      %122 = llvm.load %15 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %122, %112 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      %123 = llvm.getelementptr %35[768] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %124 = llvm.getelementptr %123[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %125 = llvm.getelementptr %34[768] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %126 = llvm.getelementptr %125[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %127 = llvm.load %61 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %127, %14 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      %128 = llvm.load %124 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %128, %13 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      %129 = llvm.load %14 {alignment = 32 : i64} : !llvm.ptr -> vector<8xbf16>
      %130 = llvm.fpext %129 : vector<8xbf16> to vector<8xf32>
      %131 = llvm.fmul %130, %88 : vector<8xf32>
      %132 = llvm.load %13 {alignment = 32 : i64} : !llvm.ptr -> vector<8xbf16>
      %133 = llvm.fpext %132 : vector<8xbf16> to vector<8xf32>
      %134 = llvm.fmul %131, %133 : vector<8xf32>
      %135 = llvm.fptrunc %134 : vector<8xf32> to vector<8xbf16>
      llvm.store %135, %12 {alignment = 32 : i64} : vector<8xbf16>, !llvm.ptr
      %136 = llvm.load %12 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %136, %126 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_bf16_kernel_tensorptrbf16gmemalign16o64102410241_tensorptrbf16gmemalign16o10241_tensorptrbf16gmemalign16o64102410241__0' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %lld bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_rmsnorm_bf16_FakeTensorBFloat1664102410241_FakeTensorBFloat1610241_FakeTensorBFloat1664102410241_1e06(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: f32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(64 : i32) : i32
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.mlir.constant(32 : i32) : i32
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
    llvm.store %7, %19 : i32, !llvm.ptr
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
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1, %arg2, %arg3) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_rmsnorm_bf16_kernel_tensorptrbf16gmemalign16o64102410241_tensorptrbf16gmemalign16o10241_tensorptrbf16gmemalign16o64102410241__0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, f32) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_rmsnorm_bf16_FakeTensorBFloat1664102410241_FakeTensorBFloat1610241_FakeTensorBFloat1664102410241_1e06(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: f32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_rmsnorm_bf16_FakeTensorBFloat1664102410241_FakeTensorBFloat1610241_FakeTensorBFloat1664102410241_1e06(%arg0, %arg1, %arg2, %arg3) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, f32) -> i32
    llvm.return %0 : i32
  }
}
