module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, portable, [sm_80]>]} {
    llvm.func @kernel_cutlass_vec_add_kernel_tensorptrf32gmemalign16o161283281024116384128_tensorptrf32gmemalign16o161283281024116384128_tensorptrf32gmemalign16o161283281024116384128_tensor00o1612832810_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 256, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(128 : i32) : i32
      %1 = llvm.mlir.constant(16384 : i32) : i32
      %2 = llvm.mlir.constant(32 : i32) : i32
      %3 = llvm.mlir.constant(4096 : i32) : i32
      %4 = llvm.mlir.constant(0 : i32) : i32
      %5 = llvm.mlir.constant(0 : i8) : i8
      %6 = llvm.mlir.constant(512 : i32) : i32
      %7 = llvm.mlir.constant(1024 : i32) : i32
      %8 = llvm.mlir.constant(16 : i32) : i32
      %9 = llvm.mlir.constant(4 : i32) : i32
      %10 = llvm.mlir.constant(1 : i32) : i32
      %11 = llvm.alloca %9 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %12 = llvm.alloca %8 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %13 = llvm.alloca %8 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %14 = llvm.alloca %8 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %15 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %16 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %17 = llvm.sdiv %16, %2 : i32
      %18 = llvm.srem %16, %2 : i32
      %19 = llvm.mul %18, %1 overflow<nsw> : i32
      %20 = llvm.mul %17, %0 overflow<nsw> : i32
      %21 = llvm.add %19, %20 overflow<nsw> : i32
      %22 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %23 = llvm.getelementptr %22[%21] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %24 = llvm.sdiv %15, %2 : i32
      %25 = llvm.srem %15, %2 : i32
      %26 = llvm.mul %25, %9 overflow<nsw> : i32
      %27 = llvm.mul %24, %3 overflow<nsw> : i32
      %28 = llvm.add %26, %27 overflow<nsw> : i32
      %29 = llvm.getelementptr %23[%28] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %30 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %31 = llvm.getelementptr %30[%21] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %32 = llvm.getelementptr %31[%28] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %33 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %34 = llvm.getelementptr %33[%21] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %35 = llvm.getelementptr %34[%28] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %36 = llvm.mul %18, %8 overflow<nsw> : i32
      %37 = llvm.mul %24, %9 overflow<nsw> : i32
      %38 = llvm.add %36, %37 overflow<nsw> : i32
      %39 = llvm.add %20, %26 overflow<nsw> : i32
      llvm.br ^bb1(%4, %4 : i32, i32)
    ^bb1(%40: i32, %41: i32):  // 2 preds: ^bb0, ^bb2
      %42 = llvm.icmp "slt" %40, %9 : i32
      llvm.cond_br %42, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %43 = llvm.add %38, %41 overflow<nsw> : i32
      %44 = llvm.icmp "slt" %43, %6 : i32
      %45 = llvm.icmp "slt" %39, %7 : i32
      %46 = llvm.and %44, %45 : i1
      %47 = llvm.zext %46 : i1 to i8
      %48 = llvm.getelementptr %11[%41] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      llvm.store %47, %48 {alignment = 1 : i64} : i8, !llvm.ptr
      %49 = llvm.add %41, %10 : i32
      %50 = llvm.icmp "eq" %49, %9 : i32
      %51 = llvm.select %50, %4, %49 : i1, i32
      %52 = llvm.add %40, %10 : i32
      llvm.br ^bb1(%52, %51 : i32, i32)
    ^bb3:  // pred: ^bb1
      %53 = llvm.load %11 {alignment = 32 : i64} : !llvm.ptr -> i8
      %54 = llvm.icmp "ne" %53, %5 : i8
      llvm.cond_br %54, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %55 = llvm.load %29 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %55, %14 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      %56 = llvm.getelementptr %11[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %57 = llvm.load %56 {alignment = 1 : i64} : !llvm.ptr -> i8
      %58 = llvm.icmp "ne" %57, %5 : i8
      llvm.cond_br %58, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %59 = llvm.getelementptr %29[1024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %60 = llvm.getelementptr %14[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %61 = llvm.load %59 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %61, %60 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      %62 = llvm.getelementptr %11[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %63 = llvm.load %62 {alignment = 2 : i64} : !llvm.ptr -> i8
      %64 = llvm.icmp "ne" %63, %5 : i8
      llvm.cond_br %64, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %65 = llvm.getelementptr %29[2048] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %66 = llvm.getelementptr %14[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %67 = llvm.load %65 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %67, %66 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %68 = llvm.getelementptr %11[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %69 = llvm.load %68 {alignment = 1 : i64} : !llvm.ptr -> i8
      %70 = llvm.icmp "ne" %69, %5 : i8
      llvm.cond_br %70, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %71 = llvm.getelementptr %29[3072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %72 = llvm.getelementptr %14[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %73 = llvm.load %71 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %73, %72 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      %74 = llvm.load %11 {alignment = 32 : i64} : !llvm.ptr -> i8
      %75 = llvm.icmp "ne" %74, %5 : i8
      llvm.cond_br %75, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %76 = llvm.load %32 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %76, %13 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      %77 = llvm.load %56 {alignment = 1 : i64} : !llvm.ptr -> i8
      %78 = llvm.icmp "ne" %77, %5 : i8
      llvm.cond_br %78, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %79 = llvm.getelementptr %32[1024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %80 = llvm.getelementptr %13[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %81 = llvm.load %79 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %81, %80 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      %82 = llvm.load %62 {alignment = 2 : i64} : !llvm.ptr -> i8
      %83 = llvm.icmp "ne" %82, %5 : i8
      llvm.cond_br %83, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %84 = llvm.getelementptr %32[2048] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %85 = llvm.getelementptr %13[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %86 = llvm.load %84 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %86, %85 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      %87 = llvm.load %68 {alignment = 1 : i64} : !llvm.ptr -> i8
      %88 = llvm.icmp "ne" %87, %5 : i8
      llvm.cond_br %88, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      %89 = llvm.getelementptr %32[3072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %90 = llvm.getelementptr %13[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %91 = llvm.load %89 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %91, %90 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb19
    ^bb19:  // 2 preds: ^bb17, ^bb18
      %92 = llvm.load %14 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %93 = llvm.load %13 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %94 = llvm.fadd %92, %93 : vector<16xf32>
      llvm.store %94, %12 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      %95 = llvm.load %11 {alignment = 32 : i64} : !llvm.ptr -> i8
      %96 = llvm.icmp "ne" %95, %5 : i8
      llvm.cond_br %96, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %97 = llvm.load %12 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %97, %35 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %98 = llvm.load %56 {alignment = 1 : i64} : !llvm.ptr -> i8
      %99 = llvm.icmp "ne" %98, %5 : i8
      llvm.cond_br %99, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %100 = llvm.getelementptr %12[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %101 = llvm.getelementptr %35[1024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %102 = llvm.load %100 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %102, %101 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %103 = llvm.load %62 {alignment = 2 : i64} : !llvm.ptr -> i8
      %104 = llvm.icmp "ne" %103, %5 : i8
      llvm.cond_br %104, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      %105 = llvm.getelementptr %12[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %106 = llvm.getelementptr %35[2048] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %107 = llvm.load %105 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %107, %106 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb25
    ^bb25:  // 2 preds: ^bb23, ^bb24
      %108 = llvm.load %68 {alignment = 1 : i64} : !llvm.ptr -> i8
      %109 = llvm.icmp "ne" %108, %5 : i8
      llvm.cond_br %109, ^bb26, ^bb27
    ^bb26:  // pred: ^bb25
      %110 = llvm.getelementptr %12[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %111 = llvm.getelementptr %35[3072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %112 = llvm.load %110 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %112, %111 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_vec_add_kernel_tensorptrf32gmemalign16o161283281024116384128_tensorptrf32gmemalign16o161283281024116384128_tensorptrf32gmemalign16o161283281024116384128_tensor00o1612832810_0' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %lld bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_vec_add_FakeTensorFloat32512102410241_FakeTensorFloat32512102410241_FakeTensorFloat32512102410241(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.poison : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %6 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %7 = llvm.mlir.constant(0 : i32) : i32
    %8 = llvm.mlir.constant(256 : i32) : i32
    %9 = llvm.mlir.constant(1 : i32) : i32
    %10 = llvm.mlir.constant(128 : i32) : i32
    %11 = llvm.mlir.constant(0 : i64) : i64
    %12 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %13 = llvm.insertvalue %12, %5[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %14 = llvm.insertvalue %6, %13[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %15 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %16 = llvm.insertvalue %15, %5[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %17 = llvm.insertvalue %6, %16[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %18 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %19 = llvm.insertvalue %18, %5[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %20 = llvm.insertvalue %6, %19[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %21 = llvm.inttoptr %11 : i64 to !llvm.ptr
    %22 = llvm.alloca %9 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %23 = llvm.alloca %9 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %24 = llvm.getelementptr %22[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %23, %24 : !llvm.ptr, !llvm.ptr
    %25 = llvm.getelementptr %22[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %22[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %22[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %27 : i32, !llvm.ptr
    %28 = llvm.getelementptr %22[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %28 : i64, !llvm.ptr
    %29 = llvm.getelementptr %22[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %29 : i32, !llvm.ptr
    %30 = llvm.getelementptr %22[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %30 : i32, !llvm.ptr
    %31 = llvm.getelementptr %22[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %31 : i32, !llvm.ptr
    %32 = llvm.getelementptr %22[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %32 : i32, !llvm.ptr
    %33 = llvm.getelementptr %22[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %21, %33 : !llvm.ptr, !llvm.ptr
    %34 = llvm.alloca %9 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %35 = builtin.unrealized_conversion_cast %34 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %36 = llvm.getelementptr %34[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %22, %36 : !llvm.ptr, !llvm.ptr
    %37 = llvm.load %36 : !llvm.ptr -> !llvm.ptr
    %38 = llvm.getelementptr %37[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %39 = llvm.load %38 : !llvm.ptr -> i32
    %40 = llvm.getelementptr %37[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %41 = llvm.load %40 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%7 : i32)
  ^bb1(%42: i32):  // 2 preds: ^bb3, ^bb5
    %43 = llvm.getelementptr %41[%42] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %44 = llvm.getelementptr %43[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %44 : i32, !llvm.ptr
    %45 = llvm.getelementptr %43[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %7, %45 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %46 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %47 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %48 = llvm.call @printf(%47, %46) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %49 = llvm.add %39, %9 : i32
    llvm.store %49, %38 : i32, !llvm.ptr
    llvm.br ^bb1(%39 : i32)
  ^bb4:  // pred: ^bb7
    %50 = llvm.icmp "uge" %39, %1 : i32
    llvm.cond_br %50, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%56 : i32)
  ^bb6:  // pred: ^bb7
    %51 = llvm.getelementptr %41[%56] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %52 = llvm.getelementptr %51[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %53 = llvm.load %52 : !llvm.ptr -> i32
    %54 = llvm.icmp "eq" %53, %4 : i32
    %55 = llvm.add %56, %9 : i32
    llvm.cond_br %54, ^bb5, ^bb7(%55 : i32)
  ^bb7(%56: i32):  // 2 preds: ^bb0, ^bb6
    %57 = llvm.icmp "uge" %56, %39 : i32
    llvm.cond_br %57, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %58 = llvm.load %36 : !llvm.ptr -> !llvm.ptr
    %59 = llvm.getelementptr %58[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %60 = llvm.load %59 : !llvm.ptr -> i32
    %61 = llvm.getelementptr %58[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %62 = llvm.load %61 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%7 : i32)
  ^bb9(%63: i32):  // 2 preds: ^bb11, ^bb13
    %64 = llvm.getelementptr %62[%63] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %65 = llvm.getelementptr %64[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %65 : i32, !llvm.ptr
    %66 = llvm.getelementptr %64[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %7, %66 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %67 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %68 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %69 = llvm.call @printf(%68, %67) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %70 = llvm.add %60, %9 : i32
    llvm.store %70, %59 : i32, !llvm.ptr
    llvm.br ^bb9(%60 : i32)
  ^bb12:  // pred: ^bb15
    %71 = llvm.icmp "uge" %60, %1 : i32
    llvm.cond_br %71, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%77 : i32)
  ^bb14:  // pred: ^bb15
    %72 = llvm.getelementptr %62[%77] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %73 = llvm.getelementptr %72[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %74 = llvm.load %73 : !llvm.ptr -> i32
    %75 = llvm.icmp "eq" %74, %0 : i32
    %76 = llvm.add %77, %9 : i32
    llvm.cond_br %75, ^bb13, ^bb15(%76 : i32)
  ^bb15(%77: i32):  // 2 preds: ^bb8, ^bb14
    %78 = llvm.icmp "uge" %77, %60 : i32
    llvm.cond_br %78, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %79 = "cuda.launch_ex"(%35, %14, %17, %20) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_vec_add_kernel_tensorptrf32gmemalign16o161283281024116384128_tensorptrf32gmemalign16o161283281024116384128_tensorptrf32gmemalign16o161283281024116384128_tensor00o1612832810_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %80 = builtin.unrealized_conversion_cast %79 : !cuda.result to i32
    "cuda.return_if_error"(%80) : (i32) -> ()
    llvm.return %7 : i32
  }
  llvm.func @_mlir_ciface_cutlass_vec_add_FakeTensorFloat32512102410241_FakeTensorFloat32512102410241_FakeTensorFloat32512102410241(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_vec_add_FakeTensorFloat32512102410241_FakeTensorFloat32512102410241_FakeTensorFloat32512102410241(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
