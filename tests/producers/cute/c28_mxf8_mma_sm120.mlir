module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_120a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_120]>]} {
    llvm.func @kernel_cutlass_mxf8_mma_kernel_TiledMMA_ThrLayoutVMNK321111000_PermutationMNK____MMAAtom_ThrID321_ShapeMNK16832_TVLayoutA48422641168256_TVLayoutB48423218128_TVLayoutC4822321168_tensorptrf_0(%arg0: !llvm.struct<(ptr, ptr)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg5: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 32, 1, 1>, exact_grid_dim = array<i64: 8, 8, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(512 : i32) : i32
      %1 = llvm.mlir.constant(0 : i16) : i16
      %2 = llvm.mlir.constant(1024 : i32) : i32
      %3 = llvm.mlir.constant(2048 : i32) : i32
      %4 = llvm.mlir.constant(4096 : i32) : i32
      %5 = llvm.mlir.constant(32 : i32) : i32
      %6 = llvm.mlir.constant(256 : i32) : i32
      %7 = llvm.mlir.constant(2 : i32) : i32
      %8 = llvm.mlir.constant(64 : i32) : i32
      %9 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
      %10 = llvm.mlir.constant(0 : i32) : i32
      %11 = llvm.mlir.constant(16 : i32) : i32
      %12 = llvm.mlir.constant(8 : i32) : i32
      %13 = llvm.mlir.constant(4 : i32) : i32
      %14 = llvm.mlir.constant(1 : i32) : i32
      %15 = llvm.alloca %13 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %16 = llvm.alloca %14 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %17 = llvm.alloca %14 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %18 = llvm.alloca %12 x i8 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %19 = llvm.alloca %11 x i8 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %20 = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
      %21 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %22 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %23 = llvm.mul %21, %4 overflow<nsw> : i32
      %24 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %25 = llvm.getelementptr %24[%23] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      %26 = llvm.mul %22, %3 overflow<nsw> : i32
      %27 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %28 = llvm.getelementptr %27[%26] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      %29 = llvm.mul %21, %2 overflow<nsw> : i32
      %30 = llvm.mul %22, %12 overflow<nsw> : i32
      %31 = llvm.add %29, %30 overflow<nsw> : i32
      %32 = llvm.extractvalue %arg5[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %33 = llvm.getelementptr %32[%31] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %34 = llvm.srem %20, %5 : i32
      %35 = llvm.sdiv %34, %13 : i32
      %36 = llvm.srem %34, %13 : i32
      %37 = llvm.mul %36, %13 overflow<nsw> : i32
      %38 = llvm.mul %35, %6 overflow<nsw> : i32
      %39 = llvm.add %37, %38 overflow<nsw> : i32
      %40 = llvm.getelementptr %25[%39] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      %41 = llvm.getelementptr %28[%39] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      %42 = llvm.mul %36, %7 overflow<nsw> : i32
      %43 = llvm.mul %35, %8 overflow<nsw> : i32
      %44 = llvm.add %42, %43 overflow<nsw> : i32
      %45 = llvm.getelementptr %33[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %9, %15 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %46 = llvm.extractvalue %arg3[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %47 = llvm.extractvalue %arg4[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %48 = llvm.getelementptr %19[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %49 = llvm.getelementptr %19[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %50 = llvm.getelementptr %19[3] : (!llvm.ptr) -> !llvm.ptr, i32
      %51 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %52 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %53 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %54 = llvm.getelementptr %15[3] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.br ^bb1(%10 : i32)
    ^bb1(%55: i32):  // 2 preds: ^bb0, ^bb8
      %56 = llvm.icmp "slt" %55, %12 : i32
      llvm.cond_br %56, ^bb2, ^bb9
    ^bb2:  // pred: ^bb1
      %57 = llvm.mul %55, %5 overflow<nsw> : i32
      %58 = llvm.getelementptr %40[%57] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.br ^bb3(%10, %10, %10 : i32, i32, i32)
    ^bb3(%59: i32, %60: i32, %61: i32):  // 2 preds: ^bb2, ^bb4
      %62 = llvm.icmp "slt" %59, %13 : i32
      llvm.cond_br %62, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %63 = llvm.srem %59, %7 : i32
      %64 = llvm.mul %63, %3 overflow<nsw> : i32
      %65 = llvm.mul %61, %11 overflow<nsw> : i32
      %66 = llvm.add %64, %65 overflow<nsw> : i32
      %67 = llvm.getelementptr %58[%66] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      %68 = llvm.mul %59, %13 overflow<nsw> : i32
      %69 = llvm.getelementptr %19[%68] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %70 = llvm.load %67 {alignment = 4 : i64} : !llvm.ptr<1> -> vector<4xi8>
      llvm.store %70, %69 {alignment = 4 : i64} : vector<4xi8>, !llvm.ptr
      %71 = llvm.add %60, %14 : i32
      %72 = llvm.icmp "eq" %71, %7 : i32
      %73 = llvm.select %72, %10, %71 : i1, i32
      %74 = llvm.add %61, %14 : i32
      %75 = llvm.select %72, %74, %61 : i1, i32
      %76 = llvm.add %59, %14 : i32
      llvm.br ^bb3(%76, %73, %75 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb5:  // pred: ^bb3
      %77 = llvm.getelementptr %41[%57] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.br ^bb6(%10 : i32)
    ^bb6(%78: i32):  // 2 preds: ^bb5, ^bb7
      %79 = llvm.icmp "slt" %78, %7 : i32
      llvm.cond_br %79, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %80 = llvm.mul %78, %11 overflow<nsw> : i32
      %81 = llvm.getelementptr %77[%80] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      %82 = llvm.mul %78, %13 overflow<nsw> : i32
      %83 = llvm.getelementptr %18[%82] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %84 = llvm.load %81 {alignment = 4 : i64} : !llvm.ptr<1> -> vector<4xi8>
      llvm.store %84, %83 {alignment = 4 : i64} : vector<4xi8>, !llvm.ptr
      %85 = llvm.add %78, %14 : i32
      llvm.br ^bb6(%85 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb8:  // pred: ^bb6
      %86 = llvm.mul %21, %12 overflow<nsw> : i32
      %87 = llvm.add %86, %55 overflow<nsw> : i32
      %88 = llvm.getelementptr %46[%87] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      %89 = llvm.load %88 {alignment = 1 : i64} : !llvm.ptr<1> -> i8
      llvm.store %89, %17 {alignment = 32 : i64} : i8, !llvm.ptr
      %90 = llvm.add %30, %55 overflow<nsw> : i32
      %91 = llvm.getelementptr %47[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      %92 = llvm.load %91 {alignment = 1 : i64} : !llvm.ptr<1> -> i8
      llvm.store %92, %16 {alignment = 32 : i64} : i8, !llvm.ptr
      %93 = llvm.load %19 : !llvm.ptr -> i32
      %94 = llvm.load %48 : !llvm.ptr -> i32
      %95 = llvm.load %49 : !llvm.ptr -> i32
      %96 = llvm.load %50 : !llvm.ptr -> i32
      %97 = llvm.load %18 : !llvm.ptr -> i32
      %98 = llvm.load %51 : !llvm.ptr -> i32
      %99 = llvm.load %15 : !llvm.ptr -> f32
      %100 = llvm.load %52 : !llvm.ptr -> f32
      %101 = llvm.load %53 : !llvm.ptr -> f32
      %102 = llvm.load %54 : !llvm.ptr -> f32
      %103 = llvm.load %17 : !llvm.ptr -> i8
      %104 = llvm.load %16 : !llvm.ptr -> i8
      %105 = llvm.zext %103 : i8 to i32
      %106 = llvm.zext %104 : i8 to i32
      %107 = llvm.inline_asm has_side_effects asm_dialect = att "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3},{$4, $5, $6, $7},{$8, $9},{$10, $11, $12, $13},{$14},{$15, $16},{$17},{$18, $19};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,h,h,r,h,h" %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %105, %1, %1, %106, %1, %1 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, i32, i16, i16, i32, i16, i16) -> !llvm.struct<(f32, f32, f32, f32)>
      %108 = llvm.extractvalue %107[0] : !llvm.struct<(f32, f32, f32, f32)> 
      %109 = llvm.extractvalue %107[1] : !llvm.struct<(f32, f32, f32, f32)> 
      %110 = llvm.extractvalue %107[2] : !llvm.struct<(f32, f32, f32, f32)> 
      %111 = llvm.extractvalue %107[3] : !llvm.struct<(f32, f32, f32, f32)> 
      llvm.store %108, %15 : f32, !llvm.ptr
      llvm.store %109, %52 : f32, !llvm.ptr
      llvm.store %110, %53 : f32, !llvm.ptr
      llvm.store %111, %54 : f32, !llvm.ptr
      %112 = llvm.add %55, %14 : i32
      llvm.br ^bb1(%112 : i32)
    ^bb9:  // pred: ^bb1
      llvm.br ^bb10(%10 : i32)
    ^bb10(%113: i32):  // 2 preds: ^bb9, ^bb11
      %114 = llvm.icmp "slt" %113, %7 : i32
      llvm.cond_br %114, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %115 = llvm.mul %113, %7 overflow<nsw> : i32
      %116 = llvm.getelementptr %15[%115] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %117 = llvm.mul %113, %0 overflow<nsw> : i32
      %118 = llvm.getelementptr %45[%117] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %119 = llvm.load %116 {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
      llvm.store %119, %118 {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<1>
      %120 = llvm.add %113, %14 : i32
      llvm.br ^bb10(%120 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb12:  // pred: ^bb10
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_mxf8_mma_kernel_TiledMMA_ThrLayoutVMNK321111000_PermutationMNK____MMAAtom_ThrID321_ShapeMNK16832_TVLayoutA48422641168256_TVLayoutB48423218128_TVLayoutC4822321168_tensorptrf_0' launch shared memory exceeds current GPU arch sm_120a allowed. Allocated: %lld bytes. Max: 101376 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_mxf8_mma_FakeTensorFloat8E4M3FN1282562561_FakeTensorFloat8E4M3FN642562561_FakeTensorFloat8E8M0FNU8881_FakeTensorFloat8E8M0FNU8881_FakeTensorFloat3212864641(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(8 : i32) : i32
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.mlir.constant(32 : i32) : i32
    %9 = llvm.mlir.constant(0 : i64) : i64
    %10 = llvm.mlir.poison : !llvm.struct<(ptr, ptr)>
    %11 = llvm.mlir.poison : !llvm.ptr
    %12 = llvm.insertvalue %11, %10[0] : !llvm.struct<(ptr, ptr)> 
    %13 = llvm.insertvalue %11, %12[1] : !llvm.struct<(ptr, ptr)> 
    %14 = llvm.inttoptr %9 : i64 to !llvm.ptr
    %15 = llvm.alloca %7 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %16 = llvm.alloca %7 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %17 = llvm.getelementptr %15[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %16, %17 : !llvm.ptr, !llvm.ptr
    %18 = llvm.getelementptr %15[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %18 : i32, !llvm.ptr
    %19 = llvm.getelementptr %15[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %19 : i32, !llvm.ptr
    %20 = llvm.getelementptr %15[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %20 : i32, !llvm.ptr
    %21 = llvm.getelementptr %15[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %21 : i64, !llvm.ptr
    %22 = llvm.getelementptr %15[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %15[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %23 : i32, !llvm.ptr
    %24 = llvm.getelementptr %15[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %24 : i32, !llvm.ptr
    %25 = llvm.getelementptr %15[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %15[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %26 : !llvm.ptr, !llvm.ptr
    %27 = llvm.alloca %7 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %28 = builtin.unrealized_conversion_cast %27 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %29 = llvm.getelementptr %27[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %15, %29 : !llvm.ptr, !llvm.ptr
    %30 = llvm.load %29 : !llvm.ptr -> !llvm.ptr
    %31 = llvm.getelementptr %30[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %32 = llvm.load %31 : !llvm.ptr -> i32
    %33 = llvm.getelementptr %30[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %34 = llvm.load %33 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%5 : i32)
  ^bb1(%35: i32):  // 2 preds: ^bb3, ^bb5
    %36 = llvm.getelementptr %34[%35] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %37 = llvm.getelementptr %36[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %37 : i32, !llvm.ptr
    %38 = llvm.getelementptr %36[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %5, %38 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %39 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %40 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %41 = llvm.call @printf(%40, %39) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %42 = llvm.add %32, %7 : i32
    llvm.store %42, %31 : i32, !llvm.ptr
    llvm.br ^bb1(%32 : i32)
  ^bb4:  // pred: ^bb7
    %43 = llvm.icmp "uge" %32, %1 : i32
    llvm.cond_br %43, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%49 : i32)
  ^bb6:  // pred: ^bb7
    %44 = llvm.getelementptr %34[%49] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %45 = llvm.getelementptr %44[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %46 = llvm.load %45 : !llvm.ptr -> i32
    %47 = llvm.icmp "eq" %46, %4 : i32
    %48 = llvm.add %49, %7 : i32
    llvm.cond_br %47, ^bb5, ^bb7(%48 : i32)
  ^bb7(%49: i32):  // 2 preds: ^bb0, ^bb6
    %50 = llvm.icmp "uge" %49, %32 : i32
    llvm.cond_br %50, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %51 = llvm.load %29 : !llvm.ptr -> !llvm.ptr
    %52 = llvm.getelementptr %51[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %53 = llvm.load %52 : !llvm.ptr -> i32
    %54 = llvm.getelementptr %51[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %55 = llvm.load %54 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%5 : i32)
  ^bb9(%56: i32):  // 2 preds: ^bb11, ^bb13
    %57 = llvm.getelementptr %55[%56] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %58 = llvm.getelementptr %57[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %58 : i32, !llvm.ptr
    %59 = llvm.getelementptr %57[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %5, %59 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %60 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %61 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %62 = llvm.call @printf(%61, %60) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %63 = llvm.add %53, %7 : i32
    llvm.store %63, %52 : i32, !llvm.ptr
    llvm.br ^bb9(%53 : i32)
  ^bb12:  // pred: ^bb15
    %64 = llvm.icmp "uge" %53, %1 : i32
    llvm.cond_br %64, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%70 : i32)
  ^bb14:  // pred: ^bb15
    %65 = llvm.getelementptr %55[%70] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %66 = llvm.getelementptr %65[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %67 = llvm.load %66 : !llvm.ptr -> i32
    %68 = llvm.icmp "eq" %67, %0 : i32
    %69 = llvm.add %70, %7 : i32
    llvm.cond_br %68, ^bb13, ^bb15(%69 : i32)
  ^bb15(%70: i32):  // 2 preds: ^bb8, ^bb14
    %71 = llvm.icmp "uge" %70, %53 : i32
    llvm.cond_br %71, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %72 = "cuda.launch_ex"(%28, %13, %arg0, %arg1, %arg2, %arg3, %arg4) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_mxf8_mma_kernel_TiledMMA_ThrLayoutVMNK321111000_PermutationMNK____MMAAtom_ThrID321_ShapeMNK16832_TVLayoutA48422641168256_TVLayoutB48423218128_TVLayoutC4822321168_tensorptrf_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr, ptr)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %73 = builtin.unrealized_conversion_cast %72 : !cuda.result to i32
    "cuda.return_if_error"(%73) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_mxf8_mma_FakeTensorFloat8E4M3FN1282562561_FakeTensorFloat8E4M3FN642562561_FakeTensorFloat8E8M0FNU8881_FakeTensorFloat8E8M0FNU8881_FakeTensorFloat3212864641(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_mxf8_mma_FakeTensorFloat8E4M3FN1282562561_FakeTensorFloat8E4M3FN642562561_FakeTensorFloat8E8M0FNU8881_FakeTensorFloat8E8M0FNU8881_FakeTensorFloat3212864641(%arg0, %arg1, %arg2, %arg3, %arg4) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
