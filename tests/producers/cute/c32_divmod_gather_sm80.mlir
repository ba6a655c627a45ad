module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, portable, [sm_80]>]} {
    llvm.func @kernel_cutlass_divmod_gather_kernel_tensorptrf32gmemalign16oi64i641_tensorptrf32gmemalign16oi64i641_FastDivmodDivisordivisortypecutefast_divmod_divisor32_FastDivmodDivisordivisortypecutef_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg2: !llvm.struct<(i32, i32, i8, i8)>, %arg3: !llvm.struct<(i32, i32, i8, i8)>, %arg4: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(32 : i64) : i64
      %1 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %2 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %3 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %4 = llvm.mul %2, %3 : i32
      %5 = llvm.add %4, %1 : i32
      %6 = llvm.icmp "slt" %5, %arg4 : i32
      llvm.cond_br %6, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %7 = llvm.extractvalue %arg3[0] : !llvm.struct<(i32, i32, i8, i8)> 
      %8 = llvm.extractvalue %arg3[1] : !llvm.struct<(i32, i32, i8, i8)> 
      %9 = llvm.extractvalue %arg3[2] : !llvm.struct<(i32, i32, i8, i8)> 
      %10 = llvm.extractvalue %arg3[3] : !llvm.struct<(i32, i32, i8, i8)> 
      %11 = llvm.zext %9 : i8 to i32
      %12 = llvm.zext %10 : i8 to i32
      %13 = llvm.zext %5 : i32 to i64
      %14 = llvm.zext %8 : i32 to i64
      %15 = llvm.mul %13, %14 : i64
      %16 = llvm.lshr %15, %0 : i64
      %17 = llvm.trunc %16 : i64 to i32
      %18 = llvm.sub %5, %17 : i32
      %19 = llvm.lshr %18, %11 : i32
      %20 = llvm.add %17, %19 : i32
      %21 = llvm.lshr %20, %12 : i32
      %22 = llvm.mul %21, %7 : i32
      %23 = llvm.sub %5, %22 : i32
      %24 = llvm.extractvalue %arg2[0] : !llvm.struct<(i32, i32, i8, i8)> 
      %25 = llvm.extractvalue %arg2[1] : !llvm.struct<(i32, i32, i8, i8)> 
      %26 = llvm.extractvalue %arg2[2] : !llvm.struct<(i32, i32, i8, i8)> 
      %27 = llvm.extractvalue %arg2[3] : !llvm.struct<(i32, i32, i8, i8)> 
      %28 = llvm.zext %26 : i8 to i32
      %29 = llvm.zext %27 : i8 to i32
      %30 = llvm.zext %21 : i32 to i64
      %31 = llvm.zext %25 : i32 to i64
      %32 = llvm.mul %30, %31 : i64
      %33 = llvm.lshr %32, %0 : i64
      %34 = llvm.trunc %33 : i64 to i32
      %35 = llvm.sub %21, %34 : i32
      %36 = llvm.lshr %35, %28 : i32
      %37 = llvm.add %34, %36 : i32
      %38 = llvm.lshr %37, %29 : i32
      %39 = llvm.mul %38, %24 : i32
      %40 = llvm.sub %21, %39 : i32
      %41 = llvm.extractvalue %arg0[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
      %42 = llvm.extractvalue %arg0[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
      %43 = llvm.sext %38 : i32 to i64
      %44 = llvm.mul %43, %41 overflow<nsw> : i64
      %45 = llvm.sext %40 : i32 to i64
      %46 = llvm.mul %45, %42 overflow<nsw> : i64
      %47 = llvm.add %44, %46 overflow<nsw> : i64
      %48 = llvm.sext %23 : i32 to i64
      %49 = llvm.add %47, %48 overflow<nsw> : i64
      %50 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
      %51 = llvm.getelementptr %50[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %52 = llvm.load %51 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %53 = llvm.sitofp %38 : i32 to f32
      %54 = llvm.fadd %52, %53 : f32
      %55 = llvm.extractvalue %arg1[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
      %56 = llvm.extractvalue %arg1[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
      %57 = llvm.mul %43, %55 overflow<nsw> : i64
      %58 = llvm.mul %48, %56 overflow<nsw> : i64
      %59 = llvm.add %57, %58 overflow<nsw> : i64
      %60 = llvm.add %59, %45 overflow<nsw> : i64
      %61 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
      %62 = llvm.getelementptr %61[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %54, %62 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_divmod_gather_kernel_tensorptrf32gmemalign16oi64i641_tensorptrf32gmemalign16oi64i641_FastDivmodDivisordivisortypecutefast_divmod_divisor32_FastDivmodDivisordivisortypecutef_0' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %lld bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_divmod_gather_FakeTensorFloat32div1div1div1i64div1i64div11_FakeTensorFloat32div1div1div1i64div1i64div11(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(17 : i32) : i32
    %1 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %2 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %3 = llvm.mlir.constant(6 : i32) : i32
    %4 = llvm.mlir.poison : !llvm.struct<(i32, i32, i8, i8)>
    %5 = llvm.mlir.constant(255 : i32) : i32
    %6 = llvm.mlir.constant(4294967296 : i64) : i64
    %7 = llvm.mlir.constant(-2147483648 : i32) : i32
    %8 = llvm.mlir.constant(0 : i32) : i32
    %9 = llvm.mlir.constant(256 : i32) : i32
    %10 = llvm.mlir.constant(0 : i64) : i64
    %11 = llvm.mlir.constant(1 : i64) : i64
    %12 = llvm.mlir.constant(1 : i8) : i8
    %13 = llvm.mlir.constant(2 : i32) : i32
    %14 = llvm.mlir.constant(32 : i8) : i8
    %15 = llvm.mlir.constant(0 : i8) : i8
    %16 = llvm.mlir.constant(1 : i32) : i32
    %17 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %18 = llvm.extractvalue %arg0[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %19 = llvm.extractvalue %arg0[1, 0, 2] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)> 
    %20 = llvm.mul %17, %18 : i32
    %21 = llvm.mul %20, %19 : i32
    %22 = llvm.icmp "eq" %18, %16 : i32
    llvm.cond_br %22, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.br ^bb10(%15 : i8)
  ^bb2:  // pred: ^bb0
    %23 = llvm.icmp "uge" %18, %7 : i32
    llvm.cond_br %23, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.br ^bb8(%14 : i8)
  ^bb4:  // pred: ^bb2
    llvm.br ^bb5(%13, %12 : i32, i8)
  ^bb5(%24: i32, %25: i8):  // 2 preds: ^bb4, ^bb6
    %26 = llvm.icmp "ult" %24, %18 : i32
    llvm.cond_br %26, ^bb6(%24, %25 : i32, i8), ^bb7
  ^bb6(%27: i32, %28: i8):  // pred: ^bb5
    %29 = llvm.mul %27, %13 : i32
    %30 = llvm.add %28, %12 : i8
    llvm.br ^bb5(%29, %30 : i32, i8)
  ^bb7:  // pred: ^bb5
    llvm.br ^bb8(%25 : i8)
  ^bb8(%31: i8):  // 2 preds: ^bb3, ^bb7
    llvm.br ^bb9
  ^bb9:  // pred: ^bb8
    llvm.br ^bb10(%31 : i8)
  ^bb10(%32: i8):  // 2 preds: ^bb1, ^bb9
    llvm.br ^bb11
  ^bb11:  // pred: ^bb10
    %33 = llvm.zext %32 : i8 to i64
    %34 = llvm.zext %18 : i32 to i64
    %35 = llvm.shl %11, %33 : i64
    %36 = llvm.sub %35, %34 : i64
    %37 = llvm.mul %36, %6 : i64
    %38 = llvm.udiv %37, %34 : i64
    %39 = llvm.add %38, %11 : i64
    %40 = llvm.trunc %39 : i64 to i32
    %41 = llvm.icmp "ult" %32, %12 : i8
    %42 = llvm.select %41, %32, %12 : i1, i8
    %43 = llvm.sub %32, %12 : i8
    %44 = llvm.select %41, %15, %43 : i1, i8
    %45 = llvm.insertvalue %18, %4[0] : !llvm.struct<(i32, i32, i8, i8)> 
    %46 = llvm.insertvalue %40, %45[1] : !llvm.struct<(i32, i32, i8, i8)> 
    %47 = llvm.insertvalue %42, %46[2] : !llvm.struct<(i32, i32, i8, i8)> 
    %48 = llvm.insertvalue %44, %47[3] : !llvm.struct<(i32, i32, i8, i8)> 
    %49 = llvm.icmp "eq" %19, %16 : i32
    llvm.cond_br %49, ^bb12, ^bb13
  ^bb12:  // pred: ^bb11
    llvm.br ^bb21(%15 : i8)
  ^bb13:  // pred: ^bb11
    %50 = llvm.icmp "uge" %19, %7 : i32
    llvm.cond_br %50, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    llvm.br ^bb19(%14 : i8)
  ^bb15:  // pred: ^bb13
    llvm.br ^bb16(%13, %12 : i32, i8)
  ^bb16(%51: i32, %52: i8):  // 2 preds: ^bb15, ^bb17
    %53 = llvm.icmp "ult" %51, %19 : i32
    llvm.cond_br %53, ^bb17(%51, %52 : i32, i8), ^bb18
  ^bb17(%54: i32, %55: i8):  // pred: ^bb16
    %56 = llvm.mul %54, %13 : i32
    %57 = llvm.add %55, %12 : i8
    llvm.br ^bb16(%56, %57 : i32, i8)
  ^bb18:  // pred: ^bb16
    llvm.br ^bb19(%52 : i8)
  ^bb19(%58: i8):  // 2 preds: ^bb14, ^bb18
    llvm.br ^bb20
  ^bb20:  // pred: ^bb19
    llvm.br ^bb21(%58 : i8)
  ^bb21(%59: i8):  // 2 preds: ^bb12, ^bb20
    llvm.br ^bb22
  ^bb22:  // pred: ^bb21
    %60 = llvm.zext %59 : i8 to i64
    %61 = llvm.zext %19 : i32 to i64
    %62 = llvm.shl %11, %60 : i64
    %63 = llvm.sub %62, %61 : i64
    %64 = llvm.mul %63, %6 : i64
    %65 = llvm.udiv %64, %61 : i64
    %66 = llvm.add %65, %11 : i64
    %67 = llvm.trunc %66 : i64 to i32
    %68 = llvm.icmp "ult" %59, %12 : i8
    %69 = llvm.select %68, %59, %12 : i1, i8
    %70 = llvm.sub %59, %12 : i8
    %71 = llvm.select %68, %15, %70 : i1, i8
    %72 = llvm.insertvalue %19, %4[0] : !llvm.struct<(i32, i32, i8, i8)> 
    %73 = llvm.insertvalue %67, %72[1] : !llvm.struct<(i32, i32, i8, i8)> 
    %74 = llvm.insertvalue %69, %73[2] : !llvm.struct<(i32, i32, i8, i8)> 
    %75 = llvm.insertvalue %71, %74[3] : !llvm.struct<(i32, i32, i8, i8)> 
    %76 = llvm.add %21, %5 : i32
    %77 = llvm.sdiv %76, %9 : i32
    %78 = llvm.inttoptr %10 : i64 to !llvm.ptr
    %79 = llvm.alloca %16 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %80 = llvm.alloca %16 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %81 = llvm.getelementptr %79[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %80, %81 : !llvm.ptr, !llvm.ptr
    %82 = llvm.getelementptr %79[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %82 : i32, !llvm.ptr
    %83 = llvm.getelementptr %79[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %16, %83 : i32, !llvm.ptr
    %84 = llvm.getelementptr %79[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %16, %84 : i32, !llvm.ptr
    %85 = llvm.getelementptr %79[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %85 : i64, !llvm.ptr
    %86 = llvm.getelementptr %79[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %77, %86 : i32, !llvm.ptr
    %87 = llvm.getelementptr %79[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %16, %87 : i32, !llvm.ptr
    %88 = llvm.getelementptr %79[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %16, %88 : i32, !llvm.ptr
    %89 = llvm.getelementptr %79[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %89 : i32, !llvm.ptr
    %90 = llvm.getelementptr %79[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %78, %90 : !llvm.ptr, !llvm.ptr
    %91 = llvm.alloca %16 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %92 = builtin.unrealized_conversion_cast %91 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %93 = llvm.getelementptr %91[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %79, %93 : !llvm.ptr, !llvm.ptr
    %94 = llvm.load %93 : !llvm.ptr -> !llvm.ptr
    %95 = llvm.getelementptr %94[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %96 = llvm.load %95 : !llvm.ptr -> i32
    %97 = llvm.getelementptr %94[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %98 = llvm.load %97 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb29(%8 : i32)
  ^bb23(%99: i32):  // 2 preds: ^bb25, ^bb27
    %100 = llvm.getelementptr %98[%99] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %101 = llvm.getelementptr %100[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %3, %101 : i32, !llvm.ptr
    %102 = llvm.getelementptr %100[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %8, %102 : i32, !llvm.ptr
    llvm.br ^bb30
  ^bb24:  // pred: ^bb26
    %103 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %104 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %105 = llvm.call @printf(%104, %103) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb25:  // pred: ^bb26
    %106 = llvm.add %96, %16 : i32
    llvm.store %106, %95 : i32, !llvm.ptr
    llvm.br ^bb23(%96 : i32)
  ^bb26:  // pred: ^bb29
    %107 = llvm.icmp "uge" %96, %0 : i32
    llvm.cond_br %107, ^bb24, ^bb25
  ^bb27:  // pred: ^bb28
    llvm.br ^bb23(%113 : i32)
  ^bb28:  // pred: ^bb29
    %108 = llvm.getelementptr %98[%113] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %109 = llvm.getelementptr %108[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %110 = llvm.load %109 : !llvm.ptr -> i32
    %111 = llvm.icmp "eq" %110, %3 : i32
    %112 = llvm.add %113, %16 : i32
    llvm.cond_br %111, ^bb27, ^bb29(%112 : i32)
  ^bb29(%113: i32):  // 2 preds: ^bb22, ^bb28
    %114 = llvm.icmp "uge" %113, %96 : i32
    llvm.cond_br %114, ^bb26, ^bb28
  ^bb30:  // pred: ^bb23
    %115 = llvm.load %93 : !llvm.ptr -> !llvm.ptr
    %116 = llvm.getelementptr %115[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %117 = llvm.load %116 : !llvm.ptr -> i32
    %118 = llvm.getelementptr %115[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %119 = llvm.load %118 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb37(%8 : i32)
  ^bb31(%120: i32):  // 2 preds: ^bb33, ^bb35
    %121 = llvm.getelementptr %119[%120] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %122 = llvm.getelementptr %121[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %13, %122 : i32, !llvm.ptr
    %123 = llvm.getelementptr %121[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %8, %123 : i32, !llvm.ptr
    llvm.br ^bb38
  ^bb32:  // pred: ^bb34
    %124 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %125 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %126 = llvm.call @printf(%125, %124) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb33:  // pred: ^bb34
    %127 = llvm.add %117, %16 : i32
    llvm.store %127, %116 : i32, !llvm.ptr
    llvm.br ^bb31(%117 : i32)
  ^bb34:  // pred: ^bb37
    %128 = llvm.icmp "uge" %117, %0 : i32
    llvm.cond_br %128, ^bb32, ^bb33
  ^bb35:  // pred: ^bb36
    llvm.br ^bb31(%134 : i32)
  ^bb36:  // pred: ^bb37
    %129 = llvm.getelementptr %119[%134] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %130 = llvm.getelementptr %129[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %131 = llvm.load %130 : !llvm.ptr -> i32
    %132 = llvm.icmp "eq" %131, %13 : i32
    %133 = llvm.add %134, %16 : i32
    llvm.cond_br %132, ^bb35, ^bb37(%133 : i32)
  ^bb37(%134: i32):  // 2 preds: ^bb30, ^bb36
    %135 = llvm.icmp "uge" %134, %117 : i32
    llvm.cond_br %135, ^bb34, ^bb36
  ^bb38:  // pred: ^bb31
    %136 = "cuda.launch_ex"(%92, %arg0, %arg1, %48, %75, %21) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_divmod_gather_kernel_tensorptrf32gmemalign16oi64i641_tensorptrf32gmemalign16oi64i641_FastDivmodDivisordivisortypecutefast_divmod_divisor32_FastDivmodDivisordivisortypecutef_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(i32, i32, i8, i8)>, !llvm.struct<(i32, i32, i8, i8)>, i32) -> !cuda.result
    %137 = builtin.unrealized_conversion_cast %136 : !cuda.result to i32
    "cuda.return_if_error"(%137) : (i32) -> ()
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass_divmod_gather_FakeTensorFloat32div1div1div1i64div1i64div11_FakeTensorFloat32div1div1div1i64div1i64div11(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_divmod_gather_FakeTensorFloat32div1div1div1i64div1i64div11_FakeTensorFloat32div1div1div1i64div1i64div11(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>) -> i32
    llvm.return %0 : i32
  }
}
