module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_100a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.func @kernel_cutlass_nvvm_ext_kernel_tensorptrf32gmemalign16o40961_tensorptrf32gmemalign16o40961_tensorptri32gmemalign16o41_tensorptrf32gmemalign16o11_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 8, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.poison : vector<2xf32>
      %3 = llvm.mlir.constant(31 : i32) : i32
      %4 = llvm.mlir.constant(-1 : i32) : i32
      %5 = llvm.mlir.constant(0 : i32) : i32
      %6 = llvm.mlir.constant(1 : i32) : i32
      %7 = llvm.mlir.constant(64 : i32) : i32
      %8 = llvm.mlir.constant(3 : i32) : i32
      %9 = llvm.mlir.constant(2 : i32) : i32
      %10 = llvm.mlir.constant(4 : i32) : i32
      %11 = llvm.mlir.constant(128 : i32) : i32
      %12 = llvm.mlir.constant(32 : i32) : i32
      %13 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %14 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %15 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %16 = llvm.extractvalue %arg3[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %17 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %18 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %19 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %20 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %21 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %22 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %23 = llvm.mul %19, %21 : i32
      %24 = llvm.add %17, %23 : i32
      %25 = llvm.mul %20, %21 : i32
      %26 = llvm.mul %25, %22 : i32
      %27 = llvm.add %24, %26 : i32
      %28 = llvm.sdiv %27, %12 : i32
      %29 = llvm.mul %28, %12 : i32
      %30 = llvm.icmp "ne" %27, %29 : i32
      %31 = llvm.icmp "slt" %27, %5 : i32
      %32 = llvm.and %30, %31 : i1
      %33 = llvm.add %28, %4 : i32
      %34 = llvm.select %32, %33, %28 : i1, i32
      %35 = nvvm.shfl.sync idx %4, %34, %5, %3 : i32 -> i32
      %36 = nvvm.shfl.sync idx %4, %35, %5, %3 : i32 -> i32
      %37 = llvm.mul %18, %11 : i32
      %38 = llvm.add %37, %17 : i32
      %39 = llvm.mul %38, %10 : i32
      %40 = llvm.getelementptr %13[%39] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %41 = nvvm.load.ext %40 {cacheModifier = #nvvm.load_cache_modifier_ext<cg>} : !llvm.ptr<1> -> f32
      %42 = llvm.getelementptr %40[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %43 = nvvm.load.ext %42 {evict = #nvvm.evict_kind<evict_first>} : !llvm.ptr<1> -> f32
      %44 = llvm.getelementptr %40[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %45 = nvvm.load.ext %44 {order = #nvvm.mem_order<acquire>, scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<1> -> f32
      %46 = llvm.getelementptr %40[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %47 = nvvm.load.ext %46 {prefetch = #nvvm.l2_prefetch<size_128b>} : !llvm.ptr<1> -> f32
      %48 = llvm.insertelement %41, %2[%1 : i64] : vector<2xf32>
      %49 = llvm.insertelement %43, %48[%0 : i64] : vector<2xf32>
      %50 = llvm.insertelement %45, %2[%1 : i64] : vector<2xf32>
      %51 = llvm.insertelement %47, %50[%0 : i64] : vector<2xf32>
      %52 = nvvm.add.packed.f32x2 %49, %51 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf32>, vector<2xf32> -> vector<2xf32>
      %53 = nvvm.sub.packed.f32x2 %49, %51 {rnd = #nvvm.fp_rnd_mode<rz>} : vector<2xf32>, vector<2xf32> -> vector<2xf32>
      %54 = nvvm.mul.packed.f32x2 %52, %53 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf32>, vector<2xf32> -> vector<2xf32>
      %55 = llvm.extractelement %54[%1 : i64] : vector<2xf32>
      %56 = llvm.extractelement %54[%0 : i64] : vector<2xf32>
      %57 = nvvm.fma.packed.f32x2 %54, %51, %52 {ftz = true, rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<2xf32>
      %58 = llvm.extractelement %57[%1 : i64] : vector<2xf32>
      %59 = llvm.extractelement %57[%0 : i64] : vector<2xf32>
      %60 = llvm.getelementptr %14[%39] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      nvvm.store.ext %58, %60 {cacheModifier = #nvvm.store_cache_modifier<cs>} : f32, !llvm.ptr<1>
      %61 = llvm.getelementptr %60[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      nvvm.store.ext %59, %61 {evict = #nvvm.evict_kind<evict_last>} : f32, !llvm.ptr<1>
      %62 = llvm.getelementptr %60[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      nvvm.store.ext %55, %62 {order = #nvvm.mem_order<release>, scope = #nvvm.mem_scope<cta>} : f32, !llvm.ptr<1>
      %63 = llvm.getelementptr %60[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      nvvm.store.ext %56, %63 : f32, !llvm.ptr<1>
      nvvm.red %16, %58 {memOrder = #nvvm.mem_order<relaxed>, memScope = #nvvm.mem_scope<gpu>, op = #nvvm.red_op<add>, type = #nvvm.red_type<f32>} : !llvm.ptr<1>, f32
      %64 = llvm.getelementptr %15[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
      nvvm.red %64, %17 {memOrder = #nvvm.mem_order<release>, memScope = #nvvm.mem_scope<sys>, op = #nvvm.red_op<max>, type = #nvvm.red_type<s32>} : !llvm.ptr<1>, i32
      %65 = llvm.getelementptr %15[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
      nvvm.red %65, %17 {memOrder = #nvvm.mem_order<relaxed>, memScope = #nvvm.mem_scope<cta>, op = #nvvm.red_op<or>, type = #nvvm.red_type<b32>} : !llvm.ptr<1>, i32
      %66 = llvm.icmp "slt" %36, %9 : i32
      llvm.cond_br %66, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      nvvm.barrier.cta.arrive %8, %11 : i32, i32
      llvm.br ^bb5
    ^bb2:  // pred: ^bb0
      nvvm.barrier id = %8 number_of_threads = %11
      %67 = llvm.icmp "eq" %17, %7 : i32
      llvm.cond_br %67, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %68 = nvvm.load.ext %15 {order = #nvvm.mem_order<relaxed>, scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<1> -> i32
      %69 = llvm.add %68, %6 : i32
      nvvm.store.ext %69, %15 {order = #nvvm.mem_order<relaxed>, scope = #nvvm.mem_scope<gpu>} : i32, !llvm.ptr<1>
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb1, ^bb4
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_nvvm_ext_kernel_tensorptrf32gmemalign16o40961_tensorptrf32gmemalign16o40961_tensorptri32gmemalign16o41_tensorptrf32gmemalign16o11_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_nvvm_ext_FakeTensorFloat3240961_FakeTensorFloat3240961_FakeTensorInt3241_FakeTensorFloat3211(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(8 : i32) : i32
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
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1, %arg2, %arg3) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_nvvm_ext_kernel_tensorptrf32gmemalign16o40961_tensorptrf32gmemalign16o40961_tensorptri32gmemalign16o41_tensorptrf32gmemalign16o11_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_nvvm_ext_FakeTensorFloat3240961_FakeTensorFloat3240961_FakeTensorInt3241_FakeTensorFloat3211(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_nvvm_ext_FakeTensorFloat3240961_FakeTensorFloat3240961_FakeTensorInt3241_FakeTensorFloat3211(%arg0, %arg1, %arg2, %arg3) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
