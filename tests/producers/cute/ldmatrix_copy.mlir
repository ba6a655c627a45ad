module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, portable, [sm_80]>]} {
    llvm.mlir.global internal @__static_shmem__0() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<1024 x f16>
    llvm.func @kernel_cutlass_ldmatrix_copy_kernel_tensorptrf16gmemalign16o3232321_tensorptrf16gmemalign16o3232321_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 64, 1, 1>, exact_grid_dim = array<i64: 1, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(256 : i32) : i32
      %1 = llvm.mlir.constant(-1 : i32) : i32
      %2 = llvm.mlir.addressof @__static_shmem__0 : !llvm.ptr<3>
      %3 = llvm.mlir.constant(1024 : i32) : i32
      %4 = llvm.mlir.constant(64 : i32) : i32
      %5 = llvm.mlir.constant(32 : i32) : i32
      %6 = llvm.mlir.constant(2 : i32) : i32
      %7 = llvm.mlir.constant(8 : i32) : i32
      %8 = llvm.mlir.constant(512 : i32) : i32
      %9 = llvm.mlir.constant(0 : i32) : i32
      %10 = llvm.mlir.constant(4 : i32) : i32
      %11 = llvm.mlir.constant(16 : i32) : i32
      %12 = llvm.mlir.constant(1 : i32) : i32
      %13 = llvm.alloca %11 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %14 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %15 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      llvm.br ^bb1(%14 : i32)
    ^bb1(%16: i32):  // 2 preds: ^bb0, ^bb2
      %17 = llvm.icmp "slt" %16, %3 : i32
      llvm.cond_br %17, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %18 = llvm.sdiv %16, %5 : i32
      %19 = llvm.mul %18, %5 : i32
      %20 = llvm.icmp "ne" %16, %19 : i32
      %21 = llvm.icmp "slt" %16, %9 : i32
      %22 = llvm.and %20, %21 : i1
      %23 = llvm.add %18, %1 : i32
      %24 = llvm.select %22, %23, %18 : i1, i32
      %25 = llvm.srem %16, %5 : i32
      %26 = llvm.mul %24, %5 overflow<nsw> : i32
      %27 = llvm.add %26, %25 overflow<nsw> : i32
      %28 = llvm.getelementptr %15[%27] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %29 = llvm.load %28 {alignment = 2 : i64} : !llvm.ptr<1> -> f16
      %30 = llvm.getelementptr %2[%27] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.store %29, %30 {alignment = 2 : i64} : f16, !llvm.ptr<3>
      %31 = llvm.add %16, %4 : i32
      llvm.br ^bb1(%31 : i32)
    ^bb3:  // pred: ^bb1
      nvvm.barrier
      %32 = llvm.sdiv %14, %11 : i32
      %33 = llvm.srem %14, %11 : i32
      %34 = llvm.mul %33, %5 overflow<nsw> : i32
      %35 = llvm.sdiv %32, %6 : i32
      %36 = llvm.srem %32, %6 : i32
      %37 = llvm.mul %36, %7 overflow<nsw> : i32
      %38 = llvm.add %34, %37 overflow<nsw> : i32
      %39 = llvm.mul %35, %8 overflow<nsw> : i32
      %40 = llvm.add %38, %39 overflow<nsw> : i32
      %41 = llvm.getelementptr %2[%40] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb4(%9 : i32)
    ^bb4(%42: i32):  // 2 preds: ^bb3, ^bb5
      %43 = llvm.icmp "slt" %42, %6 : i32
      llvm.cond_br %43, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %44 = llvm.mul %42, %11 overflow<nsw> : i32
      %45 = llvm.getelementptr %41[%44] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %46 = llvm.mul %42, %7 overflow<nsw> : i32
      %47 = llvm.getelementptr %13[%46] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %48 = nvvm.ldmatrix %45 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
      %49 = llvm.extractvalue %48[0] : !llvm.struct<(i32, i32, i32, i32)> 
      %50 = llvm.extractvalue %48[1] : !llvm.struct<(i32, i32, i32, i32)> 
      %51 = llvm.extractvalue %48[2] : !llvm.struct<(i32, i32, i32, i32)> 
      %52 = llvm.extractvalue %48[3] : !llvm.struct<(i32, i32, i32, i32)> 
      llvm.store %49, %47 {alignment = 4 : i64} : i32, !llvm.ptr
      %53 = llvm.getelementptr %47[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %50, %53 {alignment = 4 : i64} : i32, !llvm.ptr
      %54 = llvm.getelementptr %47[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %51, %54 {alignment = 4 : i64} : i32, !llvm.ptr
      %55 = llvm.getelementptr %47[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %52, %55 {alignment = 4 : i64} : i32, !llvm.ptr
      %56 = llvm.add %42, %12 : i32
      llvm.br ^bb4(%56 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb6:  // pred: ^bb4
      %57 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %58 = llvm.srem %14, %5 : i32
      %59 = llvm.sdiv %14, %5 : i32
      %60 = llvm.srem %59, %6 : i32
      %61 = llvm.sdiv %58, %10 : i32
      %62 = llvm.srem %58, %10 : i32
      %63 = llvm.mul %62, %6 overflow<nsw> : i32
      %64 = llvm.mul %61, %5 overflow<nsw> : i32
      %65 = llvm.add %63, %64 overflow<nsw> : i32
      %66 = llvm.mul %60, %8 overflow<nsw> : i32
      %67 = llvm.add %65, %66 overflow<nsw> : i32
      %68 = llvm.getelementptr %57[%67] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.br ^bb7(%9, %9, %9 : i32, i32, i32)
    ^bb7(%69: i32, %70: i32, %71: i32):  // 2 preds: ^bb6, ^bb8
      %72 = llvm.icmp "slt" %69, %7 : i32
      llvm.cond_br %72, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %73 = llvm.mul %69, %6 overflow<nsw> : i32
      %74 = llvm.getelementptr %13[%73] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %75 = llvm.srem %69, %6 : i32
      %76 = llvm.mul %75, %0 overflow<nsw> : i32
      %77 = llvm.mul %71, %7 overflow<nsw> : i32
      %78 = llvm.add %76, %77 overflow<nsw> : i32
      %79 = llvm.getelementptr %68[%78] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %80 = llvm.load %74 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
      llvm.store %80, %79 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
      %81 = llvm.add %70, %12 : i32
      %82 = llvm.icmp "eq" %81, %6 : i32
      %83 = llvm.select %82, %9, %81 : i1, i32
      %84 = llvm.add %71, %12 : i32
      %85 = llvm.select %82, %84, %71 : i1, i32
      %86 = llvm.add %69, %12 : i32
      llvm.br ^bb7(%86, %83, %85 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb9:  // pred: ^bb7
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_ldmatrix_copy_kernel_tensorptrf16gmemalign16o3232321_tensorptrf16gmemalign16o3232321_0' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %lld bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_ldmatrix_copy_FakeTensorFloat163232321_FakeTensorFloat163232321(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(1 : i32) : i32
    %7 = llvm.mlir.constant(64 : i32) : i32
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
    %67 = "cuda.launch_ex"(%23, %arg0, %arg1) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_ldmatrix_copy_kernel_tensorptrf16gmemalign16o3232321_tensorptrf16gmemalign16o3232321_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %68 = builtin.unrealized_conversion_cast %67 : !cuda.result to i32
    "cuda.return_if_error"(%68) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_ldmatrix_copy_FakeTensorFloat163232321_FakeTensorFloat163232321(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_ldmatrix_copy_FakeTensorFloat163232321_FakeTensorFloat163232321(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
