module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_120a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_120]>]} {
    llvm.mlir.global internal @__static_shmem__1() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<264 x f32>
    llvm.mlir.global internal @__static_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<264 x f32>
    llvm.func @kernel_cutlass_col_reduce_kernel_tensorptrf32gmemalign16o102410241_tensorptrf32gmemalign16o10241_tensorptrf32gmemalign16o10241_tensorptri32gmemalign16o11__0(%arg0: !llvm.struct<(ptr<1>, struct<(i32, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 32, 8, 1>, exact_grid_dim = array<i64: 32, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 8, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(231 : i32) : i32
      %1 = llvm.mlir.constant(198 : i32) : i32
      %2 = llvm.mlir.constant(165 : i32) : i32
      %3 = llvm.mlir.constant(132 : i32) : i32
      %4 = llvm.mlir.constant(99 : i32) : i32
      %5 = llvm.mlir.constant(66 : i32) : i32
      %6 = llvm.mlir.constant(33 : i32) : i32
      %7 = llvm.mlir.constant(1024 : i32) : i32
      %8 = llvm.mlir.addressof @__static_shmem__1 : !llvm.ptr<3>
      %9 = llvm.mlir.addressof @__static_shmem__0 : !llvm.ptr<3>
      %10 = llvm.mlir.constant(3871 : i32) : i32
      %11 = llvm.mlir.constant(false) : i1
      %12 = llvm.mlir.constant(-1 : i32) : i32
      %13 = llvm.mlir.constant(8 : i32) : i32
      %14 = llvm.mlir.constant(0 : i32) : i32
      %15 = llvm.mlir.constant(0xFF800000 : f32) : f32
      %16 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %17 = llvm.mlir.constant(32 : i32) : i32
      %18 = llvm.extractvalue %arg3[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %19 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %20 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %21 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %22 = llvm.mul %21, %17 : i32
      %23 = llvm.add %22, %19 : i32
      %24 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(i32, struct<()>)>)> 
      llvm.br ^bb1(%20, %16, %15, %14 : i32, f32, f32, i32)
    ^bb1(%25: i32, %26: f32, %27: f32, %28: i32):  // 2 preds: ^bb0, ^bb2
      %29 = llvm.icmp "slt" %25, %arg4 : i32
      llvm.cond_br %29, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %30 = llvm.mul %25, %7 overflow<nsw> : i32
      %31 = llvm.add %30, %23 overflow<nsw> : i32
      %32 = llvm.getelementptr %24[%31] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %33 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %34 = llvm.fadd %26, %33 : f32
      %35 = nvvm.fmax %27, %33
      %36 = llvm.fcmp "ogt" %33, %16 : f32
      %37 = llvm.zext %36 : i1 to i32
      %38 = llvm.add %28, %37 : i32
      %39 = llvm.add %25, %13 : i32
      llvm.br ^bb1(%39, %34, %35, %38 : i32, f32, f32, i32)
    ^bb3:  // pred: ^bb1
      %40 = llvm.mul %20, %6 overflow<nsw> : i32
      %41 = llvm.add %40, %19 overflow<nsw> : i32
      %42 = llvm.getelementptr %9[%41] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %26, %42 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %43 = llvm.getelementptr %8[%41] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %27, %43 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %44 = nvvm.redux.sync add %28, %12 : i32 -> i32
      %45 = llvm.icmp "eq" %44, %14 : i32
      %46 = nvvm.vote.sync uni %12, %45 -> i1
      %47 = llvm.icmp "eq" %46, %11 : i1
      llvm.cond_br %47, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %48 = nvvm.shfl.sync idx %12, %28, %14, %10 : i32 -> i32
      %49 = llvm.icmp "eq" %19, %14 : i32
      llvm.cond_br %49, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %50 = nvvm.atomicrmw add %18, %44 : !llvm.ptr<1>, i32
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb3, ^bb6
      nvvm.barrier
      %51 = llvm.icmp "eq" %20, %14 : i32
      llvm.cond_br %51, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %52 = llvm.add %19, %6 overflow<nsw> : i32
      %53 = llvm.getelementptr %9[%52] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %54 = llvm.load %53 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %55 = llvm.fadd %26, %54 : f32
      %56 = llvm.getelementptr %8[%52] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %57 = llvm.load %56 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %58 = nvvm.fmax %27, %57
      %59 = llvm.add %19, %5 overflow<nsw> : i32
      %60 = llvm.getelementptr %9[%59] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %61 = llvm.load %60 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %62 = llvm.fadd %55, %61 : f32
      %63 = llvm.getelementptr %8[%59] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %64 = llvm.load %63 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %65 = nvvm.fmax %58, %64
      %66 = llvm.add %19, %4 overflow<nsw> : i32
      %67 = llvm.getelementptr %9[%66] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %68 = llvm.load %67 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %69 = llvm.fadd %62, %68 : f32
      %70 = llvm.getelementptr %8[%66] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %71 = llvm.load %70 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %72 = nvvm.fmax %65, %71
      %73 = llvm.add %19, %3 overflow<nsw> : i32
      %74 = llvm.getelementptr %9[%73] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %75 = llvm.load %74 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %76 = llvm.fadd %69, %75 : f32
      %77 = llvm.getelementptr %8[%73] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %78 = llvm.load %77 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %79 = nvvm.fmax %72, %78
      %80 = llvm.add %19, %2 overflow<nsw> : i32
      %81 = llvm.getelementptr %9[%80] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %82 = llvm.load %81 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %83 = llvm.fadd %76, %82 : f32
      %84 = llvm.getelementptr %8[%80] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %85 = llvm.load %84 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %86 = nvvm.fmax %79, %85
      %87 = llvm.add %19, %1 overflow<nsw> : i32
      %88 = llvm.getelementptr %9[%87] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %89 = llvm.load %88 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %90 = llvm.fadd %83, %89 : f32
      %91 = llvm.getelementptr %8[%87] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %92 = llvm.load %91 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %93 = nvvm.fmax %86, %92
      %94 = llvm.add %19, %0 overflow<nsw> : i32
      %95 = llvm.getelementptr %9[%94] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %96 = llvm.load %95 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %97 = llvm.fadd %90, %96 : f32
      %98 = llvm.getelementptr %8[%94] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %99 = llvm.load %98 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %100 = nvvm.fmax %93, %99
      %101 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %102 = llvm.getelementptr %101[%23] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %97, %102 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      %103 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %104 = llvm.getelementptr %103[%23] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %100, %104 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_col_reduce_kernel_tensorptrf32gmemalign16o102410241_tensorptrf32gmemalign16o10241_tensorptrf32gmemalign16o10241_tensorptri32gmemalign16o11__0' launch shared memory exceeds current GPU arch sm_120a allowed. Allocated: %lld bytes. Max: 101376 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_col_reduce_FakeTensorFloat32div1102410241_FakeTensorFloat3210241_FakeTensorFloat3210241_FakeTensorInt3211_1000(%arg0: !llvm.struct<(ptr<1>, struct<(i32, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: i32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(1 : i32) : i32
    %7 = llvm.mlir.constant(8 : i32) : i32
    %8 = llvm.mlir.constant(32 : i32) : i32
    %9 = llvm.mlir.constant(0 : i64) : i64
    %10 = llvm.inttoptr %9 : i64 to !llvm.ptr
    %11 = llvm.alloca %6 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %12 = llvm.alloca %6 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %13 = llvm.getelementptr %11[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %13 : !llvm.ptr, !llvm.ptr
    %14 = llvm.getelementptr %11[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %14 : i32, !llvm.ptr
    %15 = llvm.getelementptr %11[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %15 : i32, !llvm.ptr
    %16 = llvm.getelementptr %11[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %16 : i32, !llvm.ptr
    %17 = llvm.getelementptr %11[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %17 : i64, !llvm.ptr
    %18 = llvm.getelementptr %11[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %18 : i32, !llvm.ptr
    %19 = llvm.getelementptr %11[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %19 : i32, !llvm.ptr
    %20 = llvm.getelementptr %11[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %20 : i32, !llvm.ptr
    %21 = llvm.getelementptr %11[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %11[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %22 : !llvm.ptr, !llvm.ptr
    %23 = llvm.alloca %6 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
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
    %38 = llvm.add %28, %6 : i32
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
    %44 = llvm.add %45, %6 : i32
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
    %59 = llvm.add %49, %6 : i32
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
    %65 = llvm.add %66, %6 : i32
    llvm.cond_br %64, ^bb13, ^bb15(%65 : i32)
  ^bb15(%66: i32):  // 2 preds: ^bb8, ^bb14
    %67 = llvm.icmp "uge" %66, %49 : i32
    llvm.cond_br %67, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1, %arg2, %arg3, %arg4) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_col_reduce_kernel_tensorptrf32gmemalign16o102410241_tensorptrf32gmemalign16o10241_tensorptrf32gmemalign16o10241_tensorptri32gmemalign16o11__0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(i32, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, i32) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_col_reduce_FakeTensorFloat32div1102410241_FakeTensorFloat3210241_FakeTensorFloat3210241_FakeTensorInt3211_1000(%arg0: !llvm.struct<(ptr<1>, struct<(i32, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: i32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_col_reduce_FakeTensorFloat32div1102410241_FakeTensorFloat3210241_FakeTensorFloat3210241_FakeTensorInt3211_1000(%arg0, %arg1, %arg2, %arg3, %arg4) : (!llvm.struct<(ptr<1>, struct<(i32, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, i32) -> i32
    llvm.return %0 : i32
  }
}
