module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_120a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_120]>]} {
    llvm.func @kernel_cutlass_relu_axpy_kernel_tensorptrf16gmemalign16o8256i64div81i64div64256_tensorptrf16gmemalign16o8256i64div81i64div64256_tensorptrf16gmemalign16o8256i64div81i64div64256_tensor00o82_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)>, %arg3: !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, %arg4: i32, %arg5: i32, %arg6: f16) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(0 : i32) : i32
      %1 = llvm.mlir.poison : vector<8xf16>
      %2 = llvm.mlir.constant(256 : i32) : i32
      %3 = llvm.mlir.constant(32 : i32) : i32
      %4 = llvm.mlir.constant(dense<0.000000e+00> : vector<8xf16>) : vector<8xf16>
      %5 = llvm.mlir.constant(0 : i8) : i8
      %6 = llvm.mlir.constant(dense<0.000000e+00> : vector<8xf32>) : vector<8xf32>
      %7 = llvm.mlir.constant(8 : i32) : i32
      %8 = llvm.mlir.constant(1 : i32) : i32
      %9 = llvm.alloca %8 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %10 = llvm.alloca %7 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %11 = llvm.alloca %7 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %12 = llvm.alloca %7 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %13 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %14 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %15 = llvm.extractvalue %arg0[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)> 
      %16 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)> 
      %17 = llvm.extractvalue %arg0[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)> 
      %18 = llvm.sdiv %14, %16 : i32
      %19 = llvm.srem %14, %16 : i32
      %20 = llvm.sext %19 : i32 to i64
      %21 = llvm.mul %20, %17 overflow<nsw> : i64
      %22 = llvm.mul %18, %2 overflow<nsw> : i32
      %23 = llvm.sext %22 : i32 to i64
      %24 = llvm.add %21, %23 overflow<nsw> : i64
      %25 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)> 
      %26 = llvm.getelementptr %25[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %27 = llvm.sdiv %13, %3 : i32
      %28 = llvm.srem %13, %3 : i32
      %29 = llvm.mul %28, %7 overflow<nsw> : i32
      %30 = llvm.sext %27 : i32 to i64
      %31 = llvm.mul %30, %15 overflow<nsw> : i64
      %32 = llvm.sext %29 : i32 to i64
      %33 = llvm.add %32, %31 overflow<nsw> : i64
      %34 = llvm.getelementptr %26[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %35 = llvm.extractvalue %arg1[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)> 
      %36 = llvm.extractvalue %arg1[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)> 
      %37 = llvm.extractvalue %arg1[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)> 
      %38 = llvm.sdiv %14, %36 : i32
      %39 = llvm.srem %14, %36 : i32
      %40 = llvm.sext %39 : i32 to i64
      %41 = llvm.mul %40, %37 overflow<nsw> : i64
      %42 = llvm.mul %38, %2 overflow<nsw> : i32
      %43 = llvm.sext %42 : i32 to i64
      %44 = llvm.add %41, %43 overflow<nsw> : i64
      %45 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)> 
      %46 = llvm.getelementptr %45[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %47 = llvm.mul %30, %35 overflow<nsw> : i64
      %48 = llvm.add %32, %47 overflow<nsw> : i64
      %49 = llvm.getelementptr %46[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %50 = llvm.extractvalue %arg2[1, 1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)> 
      %51 = llvm.extractvalue %arg2[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)> 
      %52 = llvm.extractvalue %arg2[1, 1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)> 
      %53 = llvm.sdiv %14, %51 : i32
      %54 = llvm.srem %14, %51 : i32
      %55 = llvm.sext %54 : i32 to i64
      %56 = llvm.mul %55, %52 overflow<nsw> : i64
      %57 = llvm.mul %53, %2 overflow<nsw> : i32
      %58 = llvm.sext %57 : i32 to i64
      %59 = llvm.add %56, %58 overflow<nsw> : i64
      %60 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)> 
      %61 = llvm.getelementptr %60[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %62 = llvm.mul %30, %50 overflow<nsw> : i64
      %63 = llvm.add %32, %62 overflow<nsw> : i64
      %64 = llvm.getelementptr %61[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %65 = llvm.extractvalue %arg3[1, 0, 0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> 
      %66 = llvm.sdiv %14, %65 : i32
      %67 = llvm.srem %14, %65 : i32
      %68 = llvm.mul %67, %7 overflow<nsw> : i32
      %69 = llvm.mul %66, %2 overflow<nsw> : i32
      %70 = llvm.add %68, %27 overflow<nsw> : i32
      %71 = llvm.add %69, %29 overflow<nsw> : i32
      %72 = llvm.icmp "slt" %70, %arg4 : i32
      %73 = llvm.icmp "slt" %71, %arg5 : i32
      %74 = llvm.and %72, %73 : i1
      %75 = llvm.zext %74 : i1 to i8
      llvm.store %75, %9 {alignment = 32 : i64} : i8, !llvm.ptr
      llvm.store %4, %12 {alignment = 32 : i64} : vector<8xf16>, !llvm.ptr
      llvm.store %4, %11 {alignment = 32 : i64} : vector<8xf16>, !llvm.ptr
      %76 = llvm.load %9 {alignment = 32 : i64} : !llvm.ptr -> i8
      %77 = llvm.icmp "ne" %76, %5 : i8
      llvm.cond_br %77, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %78 = llvm.load %34 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %78, %12 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %79 = llvm.load %9 {alignment = 32 : i64} : !llvm.ptr -> i8
      %80 = llvm.icmp "ne" %79, %5 : i8
      llvm.cond_br %80, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %81 = llvm.load %49 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %81, %11 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %82 = llvm.load %12 {alignment = 32 : i64} : !llvm.ptr -> vector<8xf16>
      %83 = llvm.fpext %82 : vector<8xf16> to vector<8xf32>
      %84 = llvm.fcmp "ogt" %83, %6 : vector<8xf32>
      %85 = llvm.select %84, %82, %4 : vector<8xi1>, vector<8xf16>
      %86 = llvm.insertelement %arg6, %1[%0 : i32] : vector<8xf16>
      %87 = llvm.shufflevector %86, %1 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf16> 
      %88 = llvm.fmul %85, %87 : vector<8xf16>
      %89 = llvm.load %11 {alignment = 32 : i64} : !llvm.ptr -> vector<8xf16>
      %90 = llvm.fadd %88, %89 : vector<8xf16>
      llvm.store %90, %10 {alignment = 32 : i64} : vector<8xf16>, !llvm.ptr
      %91 = llvm.load %9 {alignment = 32 : i64} : !llvm.ptr -> i8
      %92 = llvm.icmp "ne" %91, %5 : i8
      llvm.cond_br %92, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %93 = llvm.load %10 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %93, %64 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_relu_axpy_kernel_tensorptrf16gmemalign16o8256i64div81i64div64256_tensorptrf16gmemalign16o8256i64div81i64div64256_tensorptrf16gmemalign16o8256i64div81i64div64256_tensor00o82_0' launch shared memory exceeds current GPU arch sm_120a allowed. Allocated: %lld bytes. Max: 101376 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_relu_axpy_FakeTensorFloat16div1div8i64div81_FakeTensorFloat16div1div8i64div81_FakeTensorFloat16div1div8i64div81_075(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg3: f16) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(false) : i1
    %6 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %7 = llvm.mlir.poison : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %8 = llvm.mlir.poison : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)>
    %9 = llvm.mlir.poison : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
    %10 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
    %11 = llvm.mlir.poison : !llvm.struct<(i32, i32)>
    %12 = llvm.mlir.constant(0 : i32) : i32
    %13 = llvm.mlir.constant(1 : i32) : i32
    %14 = llvm.mlir.constant(0 : i64) : i64
    %15 = llvm.mlir.poison : !llvm.struct<()>
    %16 = llvm.mlir.constant(256 : i32) : i32
    %17 = llvm.mlir.constant(8 : i64) : i64
    %18 = llvm.mlir.constant(8 : i32) : i32
    %19 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
    %20 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
    %21 = llvm.extractvalue %arg0[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
    %22 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
    %23 = llvm.sdiv %20, %18 : i32
    %24 = llvm.mul %23, %18 : i32
    %25 = llvm.icmp "ne" %20, %24 : i32
    %26 = llvm.icmp "slt" %20, %12 : i32
    %27 = llvm.icmp "eq" %26, %5 : i1
    %28 = llvm.and %25, %27 : i1
    %29 = llvm.add %23, %13 : i32
    %30 = llvm.select %28, %29, %23 : i1, i32
    %31 = llvm.mul %22, %17 overflow<nsw> : i64
    %32 = llvm.sdiv %21, %16 : i32
    %33 = llvm.mul %32, %16 : i32
    %34 = llvm.icmp "ne" %21, %33 : i32
    %35 = llvm.icmp "slt" %21, %12 : i32
    %36 = llvm.icmp "eq" %35, %5 : i1
    %37 = llvm.and %34, %36 : i1
    %38 = llvm.add %32, %13 : i32
    %39 = llvm.select %37, %38, %32 : i1, i32
    %40 = llvm.insertvalue %30, %11[0] : !llvm.struct<(i32, i32)> 
    %41 = llvm.insertvalue %39, %40[1] : !llvm.struct<(i32, i32)> 
    %42 = llvm.insertvalue %22, %10[0] : !llvm.struct<(i64, i64)> 
    %43 = llvm.insertvalue %31, %42[1] : !llvm.struct<(i64, i64)> 
    %44 = llvm.insertvalue %41, %9[0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)> 
    %45 = llvm.insertvalue %43, %44[1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)> 
    %46 = llvm.insertvalue %19, %8[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)> 
    %47 = llvm.insertvalue %45, %46[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)> 
    %48 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
    %49 = llvm.extractvalue %arg1[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
    %50 = llvm.extractvalue %arg1[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
    %51 = llvm.extractvalue %arg1[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
    %52 = llvm.sdiv %49, %18 : i32
    %53 = llvm.mul %52, %18 : i32
    %54 = llvm.icmp "ne" %49, %53 : i32
    %55 = llvm.icmp "slt" %49, %12 : i32
    %56 = llvm.icmp "eq" %55, %5 : i1
    %57 = llvm.and %54, %56 : i1
    %58 = llvm.add %52, %13 : i32
    %59 = llvm.select %57, %58, %52 : i1, i32
    %60 = llvm.mul %51, %17 overflow<nsw> : i64
    %61 = llvm.sdiv %50, %16 : i32
    %62 = llvm.mul %61, %16 : i32
    %63 = llvm.icmp "ne" %50, %62 : i32
    %64 = llvm.icmp "slt" %50, %12 : i32
    %65 = llvm.icmp "eq" %64, %5 : i1
    %66 = llvm.and %63, %65 : i1
    %67 = llvm.add %61, %13 : i32
    %68 = llvm.select %66, %67, %61 : i1, i32
    %69 = llvm.insertvalue %59, %11[0] : !llvm.struct<(i32, i32)> 
    %70 = llvm.insertvalue %68, %69[1] : !llvm.struct<(i32, i32)> 
    %71 = llvm.insertvalue %51, %10[0] : !llvm.struct<(i64, i64)> 
    %72 = llvm.insertvalue %60, %71[1] : !llvm.struct<(i64, i64)> 
    %73 = llvm.insertvalue %70, %9[0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)> 
    %74 = llvm.insertvalue %72, %73[1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)> 
    %75 = llvm.insertvalue %48, %8[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)> 
    %76 = llvm.insertvalue %74, %75[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)> 
    %77 = llvm.extractvalue %arg2[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
    %78 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
    %79 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
    %80 = llvm.extractvalue %arg2[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
    %81 = llvm.sdiv %77, %18 : i32
    %82 = llvm.mul %81, %18 : i32
    %83 = llvm.icmp "ne" %77, %82 : i32
    %84 = llvm.icmp "slt" %77, %12 : i32
    %85 = llvm.icmp "eq" %84, %5 : i1
    %86 = llvm.and %83, %85 : i1
    %87 = llvm.add %81, %13 : i32
    %88 = llvm.select %86, %87, %81 : i1, i32
    %89 = llvm.mul %80, %17 overflow<nsw> : i64
    %90 = llvm.sdiv %78, %16 : i32
    %91 = llvm.mul %90, %16 : i32
    %92 = llvm.icmp "ne" %78, %91 : i32
    %93 = llvm.icmp "slt" %78, %12 : i32
    %94 = llvm.icmp "eq" %93, %5 : i1
    %95 = llvm.and %92, %94 : i1
    %96 = llvm.add %90, %13 : i32
    %97 = llvm.select %95, %96, %90 : i1, i32
    %98 = llvm.insertvalue %88, %11[0] : !llvm.struct<(i32, i32)> 
    %99 = llvm.insertvalue %97, %98[1] : !llvm.struct<(i32, i32)> 
    %100 = llvm.insertvalue %80, %10[0] : !llvm.struct<(i64, i64)> 
    %101 = llvm.insertvalue %89, %100[1] : !llvm.struct<(i64, i64)> 
    %102 = llvm.insertvalue %99, %9[0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)> 
    %103 = llvm.insertvalue %101, %102[1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)> 
    %104 = llvm.insertvalue %79, %8[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)> 
    %105 = llvm.insertvalue %103, %104[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)> 
    %106 = llvm.insertvalue %99, %7[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)> 
    %107 = llvm.insertvalue %15, %106[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)> 
    %108 = llvm.insertvalue %15, %6[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> 
    %109 = llvm.insertvalue %107, %108[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> 
    %110 = llvm.mul %88, %97 overflow<nsw> : i32
    %111 = llvm.inttoptr %14 : i64 to !llvm.ptr
    %112 = llvm.alloca %13 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %113 = llvm.alloca %13 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %114 = llvm.getelementptr %112[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %113, %114 : !llvm.ptr, !llvm.ptr
    %115 = llvm.getelementptr %112[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %16, %115 : i32, !llvm.ptr
    %116 = llvm.getelementptr %112[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %116 : i32, !llvm.ptr
    %117 = llvm.getelementptr %112[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %117 : i32, !llvm.ptr
    %118 = llvm.getelementptr %112[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %118 : i64, !llvm.ptr
    %119 = llvm.getelementptr %112[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %110, %119 : i32, !llvm.ptr
    %120 = llvm.getelementptr %112[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %120 : i32, !llvm.ptr
    %121 = llvm.getelementptr %112[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %121 : i32, !llvm.ptr
    %122 = llvm.getelementptr %112[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %122 : i32, !llvm.ptr
    %123 = llvm.getelementptr %112[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %111, %123 : !llvm.ptr, !llvm.ptr
    %124 = llvm.alloca %13 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %125 = builtin.unrealized_conversion_cast %124 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %126 = llvm.getelementptr %124[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %112, %126 : !llvm.ptr, !llvm.ptr
    %127 = llvm.load %126 : !llvm.ptr -> !llvm.ptr
    %128 = llvm.getelementptr %127[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %129 = llvm.load %128 : !llvm.ptr -> i32
    %130 = llvm.getelementptr %127[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %131 = llvm.load %130 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%12 : i32)
  ^bb1(%132: i32):  // 2 preds: ^bb3, ^bb5
    %133 = llvm.getelementptr %131[%132] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %134 = llvm.getelementptr %133[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %134 : i32, !llvm.ptr
    %135 = llvm.getelementptr %133[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %12, %135 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %136 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %137 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %138 = llvm.call @printf(%137, %136) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %139 = llvm.add %129, %13 : i32
    llvm.store %139, %128 : i32, !llvm.ptr
    llvm.br ^bb1(%129 : i32)
  ^bb4:  // pred: ^bb7
    %140 = llvm.icmp "uge" %129, %1 : i32
    llvm.cond_br %140, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%146 : i32)
  ^bb6:  // pred: ^bb7
    %141 = llvm.getelementptr %131[%146] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %142 = llvm.getelementptr %141[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %143 = llvm.load %142 : !llvm.ptr -> i32
    %144 = llvm.icmp "eq" %143, %4 : i32
    %145 = llvm.add %146, %13 : i32
    llvm.cond_br %144, ^bb5, ^bb7(%145 : i32)
  ^bb7(%146: i32):  // 2 preds: ^bb0, ^bb6
    %147 = llvm.icmp "uge" %146, %129 : i32
    llvm.cond_br %147, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %148 = llvm.load %126 : !llvm.ptr -> !llvm.ptr
    %149 = llvm.getelementptr %148[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %150 = llvm.load %149 : !llvm.ptr -> i32
    %151 = llvm.getelementptr %148[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %152 = llvm.load %151 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%12 : i32)
  ^bb9(%153: i32):  // 2 preds: ^bb11, ^bb13
    %154 = llvm.getelementptr %152[%153] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %155 = llvm.getelementptr %154[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %155 : i32, !llvm.ptr
    %156 = llvm.getelementptr %154[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %12, %156 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %157 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %158 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %159 = llvm.call @printf(%158, %157) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %160 = llvm.add %150, %13 : i32
    llvm.store %160, %149 : i32, !llvm.ptr
    llvm.br ^bb9(%150 : i32)
  ^bb12:  // pred: ^bb15
    %161 = llvm.icmp "uge" %150, %1 : i32
    llvm.cond_br %161, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%167 : i32)
  ^bb14:  // pred: ^bb15
    %162 = llvm.getelementptr %152[%167] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %163 = llvm.getelementptr %162[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %164 = llvm.load %163 : !llvm.ptr -> i32
    %165 = llvm.icmp "eq" %164, %0 : i32
    %166 = llvm.add %167, %13 : i32
    llvm.cond_br %165, ^bb13, ^bb15(%166 : i32)
  ^bb15(%167: i32):  // 2 preds: ^bb8, ^bb14
    %168 = llvm.icmp "uge" %167, %150 : i32
    llvm.cond_br %168, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %169 = "cuda.launch_ex"(%125, %47, %76, %105, %109, %77, %78, %arg3) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_relu_axpy_kernel_tensorptrf16gmemalign16o8256i64div81i64div64256_tensorptrf16gmemalign16o8256i64div81i64div64256_tensorptrf16gmemalign16o8256i64div81i64div64256_tensor00o82_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, struct<(i64, i64)>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, i32, i32, f16) -> !cuda.result
    %170 = builtin.unrealized_conversion_cast %169 : !cuda.result to i32
    "cuda.return_if_error"(%170) : (i32) -> ()
    llvm.return %12 : i32
  }
  llvm.func @_mlir_ciface_cutlass_relu_axpy_FakeTensorFloat16div1div8i64div81_FakeTensorFloat16div1div8i64div81_FakeTensorFloat16div1div8i64div81_075(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg3: f16) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_relu_axpy_FakeTensorFloat16div1div8i64div81_FakeTensorFloat16div1div8i64div81_FakeTensorFloat16div1div8i64div81_075(%arg0, %arg1, %arg2, %arg3) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, f16) -> i32
    llvm.return %0 : i32
  }
}
