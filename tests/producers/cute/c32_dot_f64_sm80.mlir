module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, portable, [sm_80]>]} {
    llvm.func @kernel_cutlass_dot_f64_kernel_tensorptrf64gmemalign16o64102410241_tensorptrf64gmemalign16o64102410241_tensorptrf64gmemalign16o641_tensorptrf64gmemalign16o11_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 32, 1, 1>, exact_grid_dim = array<i64: 64, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(1 : i32) : i32
      %1 = llvm.mlir.constant(2 : i32) : i32
      %2 = llvm.mlir.constant(4 : i32) : i32
      %3 = llvm.mlir.constant(8 : i32) : i32
      %4 = llvm.mlir.constant(31 : i32) : i32
      %5 = llvm.mlir.constant(16 : i32) : i32
      %6 = llvm.mlir.constant(-1 : i32) : i32
      %7 = llvm.mlir.constant(32 : i64) : i64
      %8 = llvm.mlir.constant(96 : i32) : i32
      %9 = llvm.mlir.constant(64 : i32) : i32
      %10 = llvm.mlir.constant(32 : i32) : i32
      %11 = llvm.mlir.constant(128 : i32) : i32
      %12 = llvm.mlir.constant(1024 : i32) : i32
      %13 = llvm.mlir.constant(0 : i32) : i32
      %14 = llvm.mlir.constant(0.000000e+00 : f64) : f64
      %15 = llvm.extractvalue %arg3[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %16 = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
      %17 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %18 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %19 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      llvm.br ^bb1(%13, %14 : i32, f64)
    ^bb1(%20: i32, %21: f64):  // 2 preds: ^bb0, ^bb2
      %22 = llvm.icmp "slt" %20, %12 : i32
      llvm.cond_br %22, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %23 = llvm.add %20, %16 : i32
      %24 = llvm.mul %17, %12 overflow<nsw> : i32
      %25 = llvm.add %24, %23 overflow<nsw> : i32
      %26 = llvm.getelementptr %18[%25] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
      %27 = llvm.load %26 {alignment = 8 : i64} : !llvm.ptr<1> -> f64
      %28 = llvm.getelementptr %19[%25] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
      %29 = llvm.load %28 {alignment = 8 : i64} : !llvm.ptr<1> -> f64
      %30 = llvm.fmul %27, %29 : f64
      %31 = llvm.fadd %21, %30 : f64
      %32 = llvm.add %20, %10 : i32
      %33 = llvm.add %32, %16 : i32
      %34 = llvm.add %24, %33 overflow<nsw> : i32
      %35 = llvm.getelementptr %18[%34] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
      %36 = llvm.load %35 {alignment = 8 : i64} : !llvm.ptr<1> -> f64
      %37 = llvm.getelementptr %19[%34] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
      %38 = llvm.load %37 {alignment = 8 : i64} : !llvm.ptr<1> -> f64
      %39 = llvm.fmul %36, %38 : f64
      %40 = llvm.fadd %31, %39 : f64
      %41 = llvm.add %20, %9 : i32
      %42 = llvm.add %41, %16 : i32
      %43 = llvm.add %24, %42 overflow<nsw> : i32
      %44 = llvm.getelementptr %18[%43] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
      %45 = llvm.load %44 {alignment = 8 : i64} : !llvm.ptr<1> -> f64
      %46 = llvm.getelementptr %19[%43] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
      %47 = llvm.load %46 {alignment = 8 : i64} : !llvm.ptr<1> -> f64
      %48 = llvm.fmul %45, %47 : f64
      %49 = llvm.fadd %40, %48 : f64
      %50 = llvm.add %20, %8 : i32
      %51 = llvm.add %50, %16 : i32
      %52 = llvm.add %24, %51 overflow<nsw> : i32
      %53 = llvm.getelementptr %18[%52] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
      %54 = llvm.load %53 {alignment = 8 : i64} : !llvm.ptr<1> -> f64
      %55 = llvm.getelementptr %19[%52] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
      %56 = llvm.load %55 {alignment = 8 : i64} : !llvm.ptr<1> -> f64
      %57 = llvm.fmul %54, %56 : f64
      %58 = llvm.fadd %49, %57 : f64
      %59 = llvm.add %20, %11 : i32
      llvm.br ^bb1(%59, %58 : i32, f64) {loop_annotation = #llvm.loop_annotation<unroll = <count = 2 : i32>>}
    ^bb3:  // pred: ^bb1
      %60 = llvm.bitcast %21 : f64 to i64
      %61 = llvm.trunc %60 : i64 to i32
      %62 = llvm.lshr %60, %7 : i64
      %63 = llvm.trunc %62 : i64 to i32
      %64 = nvvm.shfl.sync bfly %6, %61, %5, %4 : i32 -> i32
      %65 = nvvm.shfl.sync bfly %6, %63, %5, %4 : i32 -> i32
      %66 = llvm.zext %64 : i32 to i64
      %67 = llvm.zext %65 : i32 to i64
      %68 = llvm.shl %67, %7 : i64
      %69 = llvm.or %68, %66 : i64
      %70 = llvm.bitcast %69 : i64 to f64
      %71 = llvm.fadd %21, %70 : f64
      %72 = llvm.bitcast %71 : f64 to i64
      %73 = llvm.trunc %72 : i64 to i32
      %74 = llvm.lshr %72, %7 : i64
      %75 = llvm.trunc %74 : i64 to i32
      %76 = nvvm.shfl.sync bfly %6, %73, %3, %4 : i32 -> i32
      %77 = nvvm.shfl.sync bfly %6, %75, %3, %4 : i32 -> i32
      %78 = llvm.zext %76 : i32 to i64
      %79 = llvm.zext %77 : i32 to i64
      %80 = llvm.shl %79, %7 : i64
      %81 = llvm.or %80, %78 : i64
      %82 = llvm.bitcast %81 : i64 to f64
      %83 = llvm.fadd %71, %82 : f64
      %84 = llvm.bitcast %83 : f64 to i64
      %85 = llvm.trunc %84 : i64 to i32
      %86 = llvm.lshr %84, %7 : i64
      %87 = llvm.trunc %86 : i64 to i32
      %88 = nvvm.shfl.sync bfly %6, %85, %2, %4 : i32 -> i32
      %89 = nvvm.shfl.sync bfly %6, %87, %2, %4 : i32 -> i32
      %90 = llvm.zext %88 : i32 to i64
      %91 = llvm.zext %89 : i32 to i64
      %92 = llvm.shl %91, %7 : i64
      %93 = llvm.or %92, %90 : i64
      %94 = llvm.bitcast %93 : i64 to f64
      %95 = llvm.fadd %83, %94 : f64
      %96 = llvm.bitcast %95 : f64 to i64
      %97 = llvm.trunc %96 : i64 to i32
      %98 = llvm.lshr %96, %7 : i64
      %99 = llvm.trunc %98 : i64 to i32
      %100 = nvvm.shfl.sync bfly %6, %97, %1, %4 : i32 -> i32
      %101 = nvvm.shfl.sync bfly %6, %99, %1, %4 : i32 -> i32
      %102 = llvm.zext %100 : i32 to i64
      %103 = llvm.zext %101 : i32 to i64
      %104 = llvm.shl %103, %7 : i64
      %105 = llvm.or %104, %102 : i64
      %106 = llvm.bitcast %105 : i64 to f64
      %107 = llvm.fadd %95, %106 : f64
      %108 = llvm.bitcast %107 : f64 to i64
      %109 = llvm.trunc %108 : i64 to i32
      %110 = llvm.lshr %108, %7 : i64
      %111 = llvm.trunc %110 : i64 to i32
      %112 = nvvm.shfl.sync bfly %6, %109, %0, %4 : i32 -> i32
      %113 = nvvm.shfl.sync bfly %6, %111, %0, %4 : i32 -> i32
      %114 = llvm.zext %112 : i32 to i64
      %115 = llvm.zext %113 : i32 to i64
      %116 = llvm.shl %115, %7 : i64
      %117 = llvm.or %116, %114 : i64
      %118 = llvm.bitcast %117 : i64 to f64
      %119 = llvm.fadd %107, %118 : f64
      %120 = llvm.icmp "eq" %16, %13 : i32
      llvm.cond_br %120, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %121 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %122 = llvm.getelementptr %121[%17] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
      llvm.store %119, %122 {alignment = 8 : i64} : f64, !llvm.ptr<1>
      %123 = nvvm.atomicrmw fadd %15, %119 : !llvm.ptr<1>, f64
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_dot_f64_kernel_tensorptrf64gmemalign16o64102410241_tensorptrf64gmemalign16o64102410241_tensorptrf64gmemalign16o641_tensorptrf64gmemalign16o11_0' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %lld bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_dot_f64_FakeTensorFloat6464102410241_FakeTensorFloat6464102410241_FakeTensorFloat64641_FakeTensorFloat6411(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
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
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1, %arg2, %arg3) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_dot_f64_kernel_tensorptrf64gmemalign16o64102410241_tensorptrf64gmemalign16o64102410241_tensorptrf64gmemalign16o641_tensorptrf64gmemalign16o11_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_dot_f64_FakeTensorFloat6464102410241_FakeTensorFloat6464102410241_FakeTensorFloat64641_FakeTensorFloat6411(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_dot_f64_FakeTensorFloat6464102410241_FakeTensorFloat6464102410241_FakeTensorFloat64641_FakeTensorFloat6411(%arg0, %arg1, %arg2, %arg3) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
