module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, portable, [sm_80]>]} {
    llvm.func @kernel_cutlass_frag_dyn_kernel_tensorptrf32gmemalign16o655361_tensorptrf32gmemalign16o1281_tensorptri32gmemalign16o327681_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 32, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(128 : i32) : i32
      %1 = llvm.mlir.constant(0 : i32) : i32
      %2 = llvm.mlir.constant(dense<0> : vector<8xi32>) : vector<8xi32>
      %3 = llvm.mlir.constant(8.000000e+00 : f32) : f32
      %4 = llvm.mlir.constant(7 : i32) : i32
      %5 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %6 = llvm.mlir.constant(3 : i32) : i32
      %7 = llvm.mlir.constant(15 : i32) : i32
      %8 = llvm.mlir.constant(-1 : i32) : i32
      %9 = llvm.mlir.constant(31 : i32) : i32
      %10 = llvm.mlir.constant(4 : i32) : i32
      %11 = llvm.mlir.constant(2 : i32) : i32
      %12 = llvm.mlir.constant(32 : i32) : i32
      %13 = llvm.mlir.constant(5 : i32) : i32
      %14 = llvm.mlir.constant(6 : i32) : i32
      %15 = llvm.mlir.constant(16 : i32) : i32
      %16 = llvm.mlir.constant(8 : i32) : i32
      %17 = llvm.mlir.constant(1 : i32) : i32
      %18 = llvm.alloca %16 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %19 = llvm.alloca %15 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %20 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %21 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %22 = llvm.mul %21, %0 : i32
      %23 = llvm.add %22, %20 : i32
      %24 = llvm.mul %23, %15 : i32
      llvm.store %2, %18 {alignment = 32 : i64} : vector<8xi32>, !llvm.ptr
      %25 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      llvm.br ^bb1(%1 : i32)
    ^bb1(%26: i32):  // 2 preds: ^bb0, ^bb2
      %27 = llvm.icmp "slt" %26, %15 : i32
      llvm.cond_br %27, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %28 = llvm.add %24, %26 : i32
      %29 = llvm.getelementptr %25[%28] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %30 = llvm.load %29 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %31 = llvm.getelementptr %19[%26] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      llvm.store %30, %31 {alignment = 4 : i64} : f32, !llvm.ptr
      %32 = llvm.add %26, %17 : i32
      llvm.br ^bb1(%32 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = true, count = 1 : i32>>}
    ^bb3:  // pred: ^bb1
      llvm.br ^bb4(%1 : i32)
    ^bb4(%33: i32):  // 2 preds: ^bb3, ^bb5
      %34 = llvm.icmp "slt" %33, %15 : i32
      llvm.cond_br %34, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %35 = llvm.getelementptr %19[%33] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %36 = llvm.load %35 {alignment = 4 : i64} : !llvm.ptr -> f32
      %37 = llvm.fmul %36, %3 : f32
      %38 = llvm.fptosi %37 : f32 to i32
      %39 = llvm.and %38, %4 : i32
      %40 = llvm.getelementptr %18[%39] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      %41 = llvm.load %40 {alignment = 4 : i64} : !llvm.ptr -> i32
      %42 = llvm.add %41, %17 : i32
      llvm.store %42, %40 {alignment = 4 : i64} : i32, !llvm.ptr
      %43 = llvm.add %33, %17 : i32
      llvm.br ^bb4(%43 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = true, count = 1 : i32>>}
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7(%1, %5 : i32, f32)
    ^bb7(%44: i32, %45: f32):  // 2 preds: ^bb6, ^bb8
      %46 = llvm.icmp "slt" %44, %15 : i32
      llvm.cond_br %46, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %47 = llvm.getelementptr %19[%44] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %48 = llvm.load %47 {alignment = 4 : i64} : !llvm.ptr -> f32
      %49 = llvm.sub %7, %44 : i32
      %50 = llvm.getelementptr %19[%49] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %51 = llvm.load %50 {alignment = 4 : i64} : !llvm.ptr -> f32
      %52 = llvm.fmul %48, %51 : f32
      %53 = llvm.fadd %45, %52 : f32
      %54 = llvm.add %44, %6 : i32
      llvm.br ^bb7(%54, %53 : i32, f32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = true, count = 1 : i32>>}
    ^bb9:  // pred: ^bb7
      %55 = nvvm.shfl.sync bfly %8, %45, %15, %9 : f32 -> f32
      %56 = llvm.fadd %45, %55 : f32
      %57 = nvvm.shfl.sync bfly %8, %56, %16, %9 : f32 -> f32
      %58 = llvm.fadd %56, %57 : f32
      %59 = nvvm.shfl.sync bfly %8, %58, %10, %9 : f32 -> f32
      %60 = llvm.fadd %58, %59 : f32
      %61 = nvvm.shfl.sync bfly %8, %60, %11, %9 : f32 -> f32
      %62 = llvm.fadd %60, %61 : f32
      %63 = nvvm.shfl.sync bfly %8, %62, %17, %9 : f32 -> f32
      %64 = llvm.fadd %62, %63 : f32
      %65 = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
      %66 = llvm.icmp "eq" %65, %1 : i32
      llvm.cond_br %66, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %67 = llvm.mul %21, %10 : i32
      %68 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %69 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %70 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %71 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %72 = llvm.mul %68, %70 : i32
      %73 = llvm.add %20, %72 : i32
      %74 = llvm.mul %69, %70 : i32
      %75 = llvm.mul %74, %71 : i32
      %76 = llvm.add %73, %75 : i32
      %77 = llvm.sdiv %76, %12 : i32
      %78 = llvm.mul %77, %12 : i32
      %79 = llvm.icmp "ne" %76, %78 : i32
      %80 = llvm.icmp "slt" %76, %1 : i32
      %81 = llvm.and %79, %80 : i1
      %82 = llvm.add %77, %8 : i32
      %83 = llvm.select %81, %82, %77 : i1, i32
      %84 = nvvm.shfl.sync idx %8, %83, %1, %9 : i32 -> i32
      %85 = llvm.add %67, %84 : i32
      %86 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %87 = llvm.getelementptr %86[%85] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %64, %87 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      %88 = llvm.load %18 {alignment = 32 : i64} : !llvm.ptr -> i32
      %89 = llvm.mul %23, %16 : i32
      %90 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %91 = llvm.getelementptr %90[%89] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %88, %91 {alignment = 4 : i64} : i32, !llvm.ptr<1>
      %92 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %93 = llvm.load %92 {alignment = 4 : i64} : !llvm.ptr -> i32
      %94 = llvm.add %89, %17 : i32
      %95 = llvm.getelementptr %90[%94] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %93, %95 {alignment = 4 : i64} : i32, !llvm.ptr<1>
      %96 = llvm.getelementptr %18[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %97 = llvm.load %96 {alignment = 8 : i64} : !llvm.ptr -> i32
      %98 = llvm.add %89, %11 : i32
      %99 = llvm.getelementptr %90[%98] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %97, %99 {alignment = 4 : i64} : i32, !llvm.ptr<1>
      %100 = llvm.getelementptr %18[3] : (!llvm.ptr) -> !llvm.ptr, i32
      %101 = llvm.load %100 {alignment = 4 : i64} : !llvm.ptr -> i32
      %102 = llvm.add %89, %6 : i32
      %103 = llvm.getelementptr %90[%102] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %101, %103 {alignment = 4 : i64} : i32, !llvm.ptr<1>
      %104 = llvm.getelementptr %18[4] : (!llvm.ptr) -> !llvm.ptr, i32
      %105 = llvm.load %104 {alignment = 16 : i64} : !llvm.ptr -> i32
      %106 = llvm.add %89, %10 : i32
      %107 = llvm.getelementptr %90[%106] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %105, %107 {alignment = 4 : i64} : i32, !llvm.ptr<1>
      %108 = llvm.getelementptr %18[5] : (!llvm.ptr) -> !llvm.ptr, i32
      %109 = llvm.load %108 {alignment = 4 : i64} : !llvm.ptr -> i32
      %110 = llvm.add %89, %13 : i32
      %111 = llvm.getelementptr %90[%110] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %109, %111 {alignment = 4 : i64} : i32, !llvm.ptr<1>
      %112 = llvm.getelementptr %18[6] : (!llvm.ptr) -> !llvm.ptr, i32
      %113 = llvm.load %112 {alignment = 8 : i64} : !llvm.ptr -> i32
      %114 = llvm.add %89, %14 : i32
      %115 = llvm.getelementptr %90[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %113, %115 {alignment = 4 : i64} : i32, !llvm.ptr<1>
      %116 = llvm.getelementptr %18[7] : (!llvm.ptr) -> !llvm.ptr, i32
      %117 = llvm.load %116 {alignment = 4 : i64} : !llvm.ptr -> i32
      %118 = llvm.add %89, %4 : i32
      %119 = llvm.getelementptr %90[%118] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %117, %119 {alignment = 4 : i64} : i32, !llvm.ptr<1>
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_frag_dyn_kernel_tensorptrf32gmemalign16o655361_tensorptrf32gmemalign16o1281_tensorptri32gmemalign16o327681_0' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %lld bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_frag_dyn_FakeTensorFloat32655361_FakeTensorFloat321281_FakeTensorInt32327681(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(32 : i32) : i32
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
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1, %arg2) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_frag_dyn_kernel_tensorptrf32gmemalign16o655361_tensorptrf32gmemalign16o1281_tensorptri32gmemalign16o327681_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_frag_dyn_FakeTensorFloat32655361_FakeTensorFloat321281_FakeTensorInt32327681(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_frag_dyn_FakeTensorFloat32655361_FakeTensorFloat321281_FakeTensorInt32327681(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
