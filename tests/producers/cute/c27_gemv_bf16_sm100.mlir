module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_100a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.func @kernel_cutlass_gemv_kernel_tensorptrbf16gmemalign16o512409640961_tensorptrf32gmemalign16o40961_tensorptrf32gmemalign16o5121_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 32, 1, 1>, exact_grid_dim = array<i64: 512, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.poison : vector<2xf32>
      %3 = llvm.mlir.constant(256 : i32) : i32
      %4 = llvm.mlir.constant(4096 : i32) : i32
      %5 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %6 = llvm.mlir.constant(0 : i32) : i32
      %7 = llvm.mlir.constant(16 : i32) : i32
      %8 = llvm.mlir.constant(-1 : i32) : i32
      %9 = llvm.mlir.constant(31 : i32) : i32
      %10 = llvm.mlir.constant(4 : i32) : i32
      %11 = llvm.mlir.constant(2 : i32) : i32
      %12 = llvm.mlir.constant(8 : i32) : i32
      %13 = llvm.mlir.constant(1 : i32) : i32
      %14 = llvm.alloca %12 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %15 = llvm.alloca %12 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %16 = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
      %17 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %18 = llvm.mul %17, %4 overflow<nsw> : i32
      %19 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %20 = llvm.getelementptr %19[%18] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %21 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %22 = llvm.mul %16, %12 overflow<nsw> : i32
      %23 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      %24 = llvm.getelementptr %14[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %25 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      %26 = llvm.getelementptr %15[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      %27 = llvm.getelementptr %14[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %28 = llvm.getelementptr %14[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %29 = llvm.getelementptr %15[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      %30 = llvm.getelementptr %15[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      %31 = llvm.getelementptr %14[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %32 = llvm.getelementptr %14[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %33 = llvm.getelementptr %15[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      %34 = llvm.getelementptr %15[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      %35 = llvm.getelementptr %14[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %36 = llvm.getelementptr %14[7] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.br ^bb1(%6, %5, %5 : i32, f32, f32)
    ^bb1(%37: i32, %38: f32, %39: f32):  // 2 preds: ^bb0, ^bb5
      %40 = llvm.icmp "slt" %37, %7 : i32
      llvm.cond_br %40, ^bb2, ^bb6
    ^bb2:  // pred: ^bb1
      %41 = llvm.mul %37, %3 overflow<nsw> : i32
      %42 = llvm.getelementptr %20[%41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %43 = llvm.getelementptr %42[%22] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %44 = llvm.load %43 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %44, %15 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      %45 = llvm.getelementptr %21[%41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %46 = llvm.getelementptr %45[%22] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.br ^bb3(%6 : i32)
    ^bb3(%47: i32):  // 2 preds: ^bb2, ^bb4
      %48 = llvm.icmp "slt" %47, %11 : i32
      llvm.cond_br %48, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %49 = llvm.mul %47, %10 overflow<nsw> : i32
      %50 = llvm.getelementptr %46[%49] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %51 = llvm.getelementptr %14[%49] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %52 = llvm.load %50 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %52, %51 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %53 = llvm.add %47, %13 : i32
      llvm.br ^bb3(%53 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb5:  // pred: ^bb3
      %54 = llvm.load %15 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %55 = llvm.fpext %54 : bf16 to f32
      %56 = llvm.load %23 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %57 = llvm.fpext %56 : bf16 to f32
      %58 = llvm.load %14 {alignment = 32 : i64} : !llvm.ptr -> f32
      %59 = llvm.load %24 {alignment = 4 : i64} : !llvm.ptr -> f32
      %60 = llvm.insertelement %55, %2[%1 : i64] : vector<2xf32>
      %61 = llvm.insertelement %57, %60[%0 : i64] : vector<2xf32>
      %62 = llvm.insertelement %58, %2[%1 : i64] : vector<2xf32>
      %63 = llvm.insertelement %59, %62[%0 : i64] : vector<2xf32>
      %64 = llvm.insertelement %38, %2[%1 : i64] : vector<2xf32>
      %65 = llvm.insertelement %39, %64[%0 : i64] : vector<2xf32>
      %66 = nvvm.fma.packed.f32x2 %61, %63, %65 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<2xf32>
      %67 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %68 = llvm.fpext %67 : bf16 to f32
      %69 = llvm.load %26 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %70 = llvm.fpext %69 : bf16 to f32
      %71 = llvm.load %27 {alignment = 8 : i64} : !llvm.ptr -> f32
      %72 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> f32
      %73 = llvm.insertelement %68, %2[%1 : i64] : vector<2xf32>
      %74 = llvm.insertelement %70, %73[%0 : i64] : vector<2xf32>
      %75 = llvm.insertelement %71, %2[%1 : i64] : vector<2xf32>
      %76 = llvm.insertelement %72, %75[%0 : i64] : vector<2xf32>
      %77 = nvvm.fma.packed.f32x2 %74, %76, %66 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<2xf32>
      %78 = llvm.load %29 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %79 = llvm.fpext %78 : bf16 to f32
      %80 = llvm.load %30 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %81 = llvm.fpext %80 : bf16 to f32
      %82 = llvm.load %31 {alignment = 16 : i64} : !llvm.ptr -> f32
      %83 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> f32
      %84 = llvm.insertelement %79, %2[%1 : i64] : vector<2xf32>
      %85 = llvm.insertelement %81, %84[%0 : i64] : vector<2xf32>
      %86 = llvm.insertelement %82, %2[%1 : i64] : vector<2xf32>
      %87 = llvm.insertelement %83, %86[%0 : i64] : vector<2xf32>
      %88 = nvvm.fma.packed.f32x2 %85, %87, %77 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<2xf32>
      %89 = llvm.load %33 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %90 = llvm.fpext %89 : bf16 to f32
      %91 = llvm.load %34 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %92 = llvm.fpext %91 : bf16 to f32
      %93 = llvm.load %35 {alignment = 8 : i64} : !llvm.ptr -> f32
      %94 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> f32
      %95 = llvm.insertelement %90, %2[%1 : i64] : vector<2xf32>
      %96 = llvm.insertelement %92, %95[%0 : i64] : vector<2xf32>
      %97 = llvm.insertelement %93, %2[%1 : i64] : vector<2xf32>
      %98 = llvm.insertelement %94, %97[%0 : i64] : vector<2xf32>
      %99 = nvvm.fma.packed.f32x2 %96, %98, %88 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<2xf32>
      %100 = llvm.extractelement %99[%1 : i64] : vector<2xf32>
      %101 = llvm.extractelement %99[%0 : i64] : vector<2xf32>
      %102 = llvm.add %37, %13 : i32
      llvm.br ^bb1(%102, %100, %101 : i32, f32, f32) {loop_annotation = #llvm.loop_annotation<unroll = <count = 2 : i32>>}
    ^bb6:  // pred: ^bb1
      %103 = llvm.fadd %38, %39 : f32
      %104 = nvvm.shfl.sync bfly %8, %103, %7, %9 : f32 -> f32
      %105 = llvm.fadd %103, %104 : f32
      %106 = nvvm.shfl.sync bfly %8, %105, %12, %9 : f32 -> f32
      %107 = llvm.fadd %105, %106 : f32
      %108 = nvvm.shfl.sync bfly %8, %107, %10, %9 : f32 -> f32
      %109 = llvm.fadd %107, %108 : f32
      %110 = nvvm.shfl.sync bfly %8, %109, %11, %9 : f32 -> f32
      %111 = llvm.fadd %109, %110 : f32
      %112 = nvvm.shfl.sync bfly %8, %111, %13, %9 : f32 -> f32
      %113 = llvm.fadd %111, %112 : f32
      %114 = llvm.icmp "eq" %16, %6 : i32
      llvm.cond_br %114, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %115 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %116 = llvm.getelementptr %115[%17] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %113, %116 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb6, ^bb7
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_gemv_kernel_tensorptrbf16gmemalign16o512409640961_tensorptrf32gmemalign16o40961_tensorptrf32gmemalign16o5121_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_gemv_FakeTensorBFloat16512409640961_FakeTensorFloat3240961_FakeTensorFloat325121(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(512 : i32) : i32
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
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1, %arg2) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_gemv_kernel_tensorptrbf16gmemalign16o512409640961_tensorptrf32gmemalign16o40961_tensorptrf32gmemalign16o5121_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_gemv_FakeTensorBFloat16512409640961_FakeTensorFloat3240961_FakeTensorFloat325121(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_gemv_FakeTensorBFloat16512409640961_FakeTensorFloat3240961_FakeTensorFloat325121(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
