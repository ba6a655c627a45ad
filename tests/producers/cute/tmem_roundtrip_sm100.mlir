module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_100a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.mlir.global internal @__static_shmem__0() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<1 x i32>
    llvm.func @kernel_cutlass_tmem_roundtrip_kernel_tensorptrf32gmemalign16o12832321_tensorptrf32gmemalign16o12832321_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 1, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(4 : i32) : i32
      %1 = llvm.mlir.addressof @__static_shmem__0 : !llvm.ptr<3>
      %2 = llvm.mlir.constant(31 : i32) : i32
      %3 = llvm.mlir.constant(-1 : i32) : i32
      %4 = llvm.mlir.constant(0 : i32) : i32
      %5 = llvm.mlir.constant(1024 : i32) : i32
      %6 = llvm.mlir.constant(2097152 : i32) : i32
      %7 = llvm.mlir.constant(8 : i32) : i32
      %8 = llvm.mlir.constant(dense<2.000000e+00> : vector<32xf32>) : vector<32xf32>
      %9 = llvm.mlir.constant(32 : i32) : i32
      %10 = llvm.mlir.constant(1 : i32) : i32
      %11 = llvm.alloca %9 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %12 = llvm.alloca %9 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %13 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %14 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %15 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %16 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %17 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %18 = llvm.mul %14, %16 : i32
      %19 = llvm.add %13, %18 : i32
      %20 = llvm.mul %15, %16 : i32
      %21 = llvm.mul %20, %17 : i32
      %22 = llvm.add %19, %21 : i32
      %23 = llvm.sdiv %22, %9 : i32
      %24 = llvm.mul %23, %9 : i32
      %25 = llvm.icmp "ne" %22, %24 : i32
      %26 = llvm.icmp "slt" %22, %4 : i32
      %27 = llvm.and %25, %26 : i1
      %28 = llvm.add %23, %3 : i32
      %29 = llvm.select %27, %28, %23 : i1, i32
      %30 = nvvm.shfl.sync idx %3, %29, %4, %2 : i32 -> i32
      %31 = nvvm.shfl.sync idx %3, %30, %4, %2 : i32 -> i32
      %32 = llvm.icmp "eq" %31, %4 : i32
      llvm.cond_br %32, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      nvvm.tcgen05.alloc %1, %9 : !llvm.ptr<3>, i32
      nvvm.tcgen05.relinquish_alloc_permit
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      nvvm.barrier
      %33 = llvm.load %1 : !llvm.ptr<3> -> i32
      %34 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %35 = llvm.sdiv %13, %9 : i32
      %36 = llvm.srem %13, %9 : i32
      %37 = llvm.mul %36, %9 overflow<nsw> : i32
      %38 = llvm.mul %35, %5 overflow<nsw> : i32
      %39 = llvm.add %37, %38 overflow<nsw> : i32
      %40 = llvm.getelementptr %34[%39] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.br ^bb3(%4 : i32)
    ^bb3(%41: i32):  // 2 preds: ^bb2, ^bb4
      %42 = llvm.icmp "slt" %41, %7 : i32
      llvm.cond_br %42, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %43 = llvm.mul %41, %0 overflow<nsw> : i32
      %44 = llvm.getelementptr %40[%43] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %45 = llvm.getelementptr %12[%43] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %46 = llvm.load %44 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %46, %45 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %47 = llvm.add %41, %10 : i32
      llvm.br ^bb3(%47 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb5:  // pred: ^bb3
      %48 = llvm.mul %35, %6 overflow<nsw> : i32
      %49 = llvm.add %33, %48 : i32
      %50 = llvm.load %12 : !llvm.ptr -> vector<32xi32>
      %51 = llvm.inttoptr %49 : i32 to !llvm.ptr<6>
      nvvm.tcgen05.st %51, %50 {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<32xi32>
      nvvm.tcgen05.wait <store>
      %52 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %53 = llvm.getelementptr %52[%39] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %54 = nvvm.tcgen05.ld %51 {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<32xi32>
      llvm.store %54, %11 : vector<32xi32>, !llvm.ptr
      nvvm.tcgen05.wait <load>
      %55 = llvm.load %11 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf32>
      %56 = llvm.fmul %55, %8 : vector<32xf32>
      llvm.store %56, %11 {alignment = 32 : i64} : vector<32xf32>, !llvm.ptr
      llvm.br ^bb6(%4 : i32)
    ^bb6(%57: i32):  // 2 preds: ^bb5, ^bb7
      %58 = llvm.icmp "slt" %57, %7 : i32
      llvm.cond_br %58, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %59 = llvm.mul %57, %0 overflow<nsw> : i32
      %60 = llvm.getelementptr %11[%59] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %61 = llvm.getelementptr %53[%59] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %62 = llvm.load %60 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %62, %61 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      %63 = llvm.add %57, %10 : i32
      llvm.br ^bb6(%63 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb8:  // pred: ^bb6
      nvvm.barrier
      llvm.cond_br %32, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %64 = llvm.inttoptr %33 : i32 to !llvm.ptr<6>
      nvvm.tcgen05.dealloc %64, %9 : !llvm.ptr<6>, i32
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_tmem_roundtrip_kernel_tensorptrf32gmemalign16o12832321_tensorptrf32gmemalign16o12832321_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_tmem_roundtrip_FakeTensorFloat3212832321_FakeTensorFloat3212832321(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
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
    %67 = "cuda.launch_ex"(%23, %arg0, %arg1) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_tmem_roundtrip_kernel_tensorptrf32gmemalign16o12832321_tensorptrf32gmemalign16o12832321_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %68 = builtin.unrealized_conversion_cast %67 : !cuda.result to i32
    "cuda.return_if_error"(%68) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_tmem_roundtrip_FakeTensorFloat3212832321_FakeTensorFloat3212832321(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_tmem_roundtrip_FakeTensorFloat3212832321_FakeTensorFloat3212832321(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
