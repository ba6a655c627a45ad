module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, portable, [sm_90]>]} {
    llvm.mlir.global internal @__static_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<1056 x f64>
    llvm.func @kernel_cutlass_transpose_f64_kernel_tensorptrf64gmemalign16oi641_tensorptrf64gmemalign16oi641___0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: i32, %arg3: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 32, 8, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 8, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(33 : i32) : i32
      %1 = llvm.mlir.addressof @__static_shmem__0 : !llvm.ptr<3>
      %2 = llvm.mlir.constant(2.000000e+00 : f64) : f64
      %3 = llvm.mlir.constant(24 : i32) : i32
      %4 = llvm.mlir.constant(16 : i32) : i32
      %5 = llvm.mlir.constant(8 : i32) : i32
      %6 = llvm.mlir.constant(32 : i32) : i32
      %7 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %8 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %9 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %10 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %11 = llvm.mul %10, %6 : i32
      %12 = llvm.add %11, %8 : i32
      %13 = llvm.mul %9, %6 : i32
      %14 = llvm.add %13, %7 : i32
      %15 = llvm.icmp "slt" %12, %arg2 : i32
      %16 = llvm.icmp "slt" %14, %arg3 : i32
      %17 = llvm.and %15, %16 : i1
      llvm.cond_br %17, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %18 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %19 = llvm.sext %12 : i32 to i64
      %20 = llvm.mul %19, %18 overflow<nsw> : i64
      %21 = llvm.sext %14 : i32 to i64
      %22 = llvm.add %20, %21 overflow<nsw> : i64
      %23 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %24 = llvm.getelementptr %23[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %25 = llvm.load %24 {alignment = 8 : i64} : !llvm.ptr<1> -> f64
      %26 = llvm.mul %8, %0 overflow<nsw> : i32
      %27 = llvm.add %26, %7 overflow<nsw> : i32
      %28 = llvm.getelementptr %1[%27] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f64
      llvm.store %25, %28 {alignment = 8 : i64} : f64, !llvm.ptr<3>
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %29 = llvm.add %12, %5 : i32
      %30 = llvm.icmp "slt" %29, %arg2 : i32
      %31 = llvm.and %30, %16 : i1
      llvm.cond_br %31, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %32 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %33 = llvm.sext %29 : i32 to i64
      %34 = llvm.mul %33, %32 overflow<nsw> : i64
      %35 = llvm.sext %14 : i32 to i64
      %36 = llvm.add %34, %35 overflow<nsw> : i64
      %37 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %38 = llvm.getelementptr %37[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %39 = llvm.load %38 {alignment = 8 : i64} : !llvm.ptr<1> -> f64
      %40 = llvm.add %8, %5 : i32
      %41 = llvm.mul %40, %0 overflow<nsw> : i32
      %42 = llvm.add %41, %7 overflow<nsw> : i32
      %43 = llvm.getelementptr %1[%42] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f64
      llvm.store %39, %43 {alignment = 8 : i64} : f64, !llvm.ptr<3>
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %44 = llvm.add %12, %4 : i32
      %45 = llvm.icmp "slt" %44, %arg2 : i32
      %46 = llvm.and %45, %16 : i1
      llvm.cond_br %46, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %47 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %48 = llvm.sext %44 : i32 to i64
      %49 = llvm.mul %48, %47 overflow<nsw> : i64
      %50 = llvm.sext %14 : i32 to i64
      %51 = llvm.add %49, %50 overflow<nsw> : i64
      %52 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %53 = llvm.getelementptr %52[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %54 = llvm.load %53 {alignment = 8 : i64} : !llvm.ptr<1> -> f64
      %55 = llvm.add %8, %4 : i32
      %56 = llvm.mul %55, %0 overflow<nsw> : i32
      %57 = llvm.add %56, %7 overflow<nsw> : i32
      %58 = llvm.getelementptr %1[%57] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f64
      llvm.store %54, %58 {alignment = 8 : i64} : f64, !llvm.ptr<3>
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %59 = llvm.add %12, %3 : i32
      %60 = llvm.icmp "slt" %59, %arg2 : i32
      %61 = llvm.and %60, %16 : i1
      llvm.cond_br %61, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %62 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %63 = llvm.sext %59 : i32 to i64
      %64 = llvm.mul %63, %62 overflow<nsw> : i64
      %65 = llvm.sext %14 : i32 to i64
      %66 = llvm.add %64, %65 overflow<nsw> : i64
      %67 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %68 = llvm.getelementptr %67[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %69 = llvm.load %68 {alignment = 8 : i64} : !llvm.ptr<1> -> f64
      %70 = llvm.add %8, %3 : i32
      %71 = llvm.mul %70, %0 overflow<nsw> : i32
      %72 = llvm.add %71, %7 overflow<nsw> : i32
      %73 = llvm.getelementptr %1[%72] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f64
      llvm.store %69, %73 {alignment = 8 : i64} : f64, !llvm.ptr<3>
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb6, ^bb7
      nvvm.barrier
      %74 = llvm.add %13, %8 : i32
      %75 = llvm.add %11, %7 : i32
      %76 = llvm.icmp "slt" %74, %arg3 : i32
      %77 = llvm.icmp "slt" %75, %arg2 : i32
      %78 = llvm.and %76, %77 : i1
      llvm.cond_br %78, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %79 = llvm.mul %7, %0 overflow<nsw> : i32
      %80 = llvm.add %79, %8 overflow<nsw> : i32
      %81 = llvm.getelementptr %1[%80] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f64
      %82 = llvm.load %81 {alignment = 8 : i64} : !llvm.ptr<3> -> f64
      %83 = llvm.fmul %82, %2 : f64
      %84 = llvm.extractvalue %arg1[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %85 = llvm.sext %74 : i32 to i64
      %86 = llvm.mul %85, %84 overflow<nsw> : i64
      %87 = llvm.sext %75 : i32 to i64
      %88 = llvm.add %86, %87 overflow<nsw> : i64
      %89 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %90 = llvm.getelementptr %89[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %83, %90 {alignment = 8 : i64} : f64, !llvm.ptr<1>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      %91 = llvm.add %74, %5 : i32
      %92 = llvm.icmp "slt" %91, %arg3 : i32
      %93 = llvm.and %92, %77 : i1
      llvm.cond_br %93, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %94 = llvm.add %8, %5 : i32
      %95 = llvm.mul %7, %0 overflow<nsw> : i32
      %96 = llvm.add %95, %94 overflow<nsw> : i32
      %97 = llvm.getelementptr %1[%96] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f64
      %98 = llvm.load %97 {alignment = 8 : i64} : !llvm.ptr<3> -> f64
      %99 = llvm.fmul %98, %2 : f64
      %100 = llvm.extractvalue %arg1[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %101 = llvm.sext %91 : i32 to i64
      %102 = llvm.mul %101, %100 overflow<nsw> : i64
      %103 = llvm.sext %75 : i32 to i64
      %104 = llvm.add %102, %103 overflow<nsw> : i64
      %105 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %106 = llvm.getelementptr %105[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %99, %106 {alignment = 8 : i64} : f64, !llvm.ptr<1>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %107 = llvm.add %74, %4 : i32
      %108 = llvm.icmp "slt" %107, %arg3 : i32
      %109 = llvm.and %108, %77 : i1
      llvm.cond_br %109, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %110 = llvm.add %8, %4 : i32
      %111 = llvm.mul %7, %0 overflow<nsw> : i32
      %112 = llvm.add %111, %110 overflow<nsw> : i32
      %113 = llvm.getelementptr %1[%112] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f64
      %114 = llvm.load %113 {alignment = 8 : i64} : !llvm.ptr<3> -> f64
      %115 = llvm.fmul %114, %2 : f64
      %116 = llvm.extractvalue %arg1[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %117 = llvm.sext %107 : i32 to i64
      %118 = llvm.mul %117, %116 overflow<nsw> : i64
      %119 = llvm.sext %75 : i32 to i64
      %120 = llvm.add %118, %119 overflow<nsw> : i64
      %121 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %122 = llvm.getelementptr %121[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %115, %122 {alignment = 8 : i64} : f64, !llvm.ptr<1>
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb12, ^bb13
      %123 = llvm.add %74, %3 : i32
      %124 = llvm.icmp "slt" %123, %arg3 : i32
      %125 = llvm.and %124, %77 : i1
      llvm.cond_br %125, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %126 = llvm.add %8, %3 : i32
      %127 = llvm.mul %7, %0 overflow<nsw> : i32
      %128 = llvm.add %127, %126 overflow<nsw> : i32
      %129 = llvm.getelementptr %1[%128] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f64
      %130 = llvm.load %129 {alignment = 8 : i64} : !llvm.ptr<3> -> f64
      %131 = llvm.fmul %130, %2 : f64
      %132 = llvm.extractvalue %arg1[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %133 = llvm.sext %123 : i32 to i64
      %134 = llvm.mul %133, %132 overflow<nsw> : i64
      %135 = llvm.sext %75 : i32 to i64
      %136 = llvm.add %134, %135 overflow<nsw> : i64
      %137 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %138 = llvm.getelementptr %137[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %131, %138 {alignment = 8 : i64} : f64, !llvm.ptr<1>
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_transpose_f64_kernel_tensorptrf64gmemalign16oi641_tensorptrf64gmemalign16oi641___0' launch shared memory exceeds current GPU arch sm_90 allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_transpose_f64_FakeTensorFloat64div1div1i64div11_FakeTensorFloat64div1div1i64div11_1000_700(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: i32, %arg3: i32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(-1 : i32) : i32
    %6 = llvm.mlir.constant(0 : i32) : i32
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.mlir.constant(8 : i32) : i32
    %9 = llvm.mlir.constant(0 : i64) : i64
    %10 = llvm.mlir.constant(32 : i32) : i32
    %11 = llvm.mlir.constant(31 : i32) : i32
    %12 = llvm.add %arg3, %11 : i32
    %13 = llvm.sdiv %12, %10 : i32
    %14 = llvm.mul %13, %10 : i32
    %15 = llvm.icmp "ne" %12, %14 : i32
    %16 = llvm.icmp "slt" %12, %6 : i32
    %17 = llvm.and %15, %16 : i1
    %18 = llvm.add %13, %5 : i32
    %19 = llvm.select %17, %18, %13 : i1, i32
    %20 = llvm.add %arg2, %11 : i32
    %21 = llvm.sdiv %20, %10 : i32
    %22 = llvm.mul %21, %10 : i32
    %23 = llvm.icmp "ne" %20, %22 : i32
    %24 = llvm.icmp "slt" %20, %6 : i32
    %25 = llvm.and %23, %24 : i1
    %26 = llvm.add %21, %5 : i32
    %27 = llvm.select %25, %26, %21 : i1, i32
    %28 = llvm.inttoptr %9 : i64 to !llvm.ptr
    %29 = llvm.alloca %7 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %30 = llvm.alloca %7 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %31 = llvm.getelementptr %29[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %30, %31 : !llvm.ptr, !llvm.ptr
    %32 = llvm.getelementptr %29[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %32 : i32, !llvm.ptr
    %33 = llvm.getelementptr %29[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %33 : i32, !llvm.ptr
    %34 = llvm.getelementptr %29[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %34 : i32, !llvm.ptr
    %35 = llvm.getelementptr %29[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %35 : i64, !llvm.ptr
    %36 = llvm.getelementptr %29[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %19, %36 : i32, !llvm.ptr
    %37 = llvm.getelementptr %29[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %27, %37 : i32, !llvm.ptr
    %38 = llvm.getelementptr %29[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %38 : i32, !llvm.ptr
    %39 = llvm.getelementptr %29[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %39 : i32, !llvm.ptr
    %40 = llvm.getelementptr %29[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %28, %40 : !llvm.ptr, !llvm.ptr
    %41 = llvm.alloca %7 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %42 = builtin.unrealized_conversion_cast %41 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %43 = llvm.getelementptr %41[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %29, %43 : !llvm.ptr, !llvm.ptr
    %44 = llvm.load %43 : !llvm.ptr -> !llvm.ptr
    %45 = llvm.getelementptr %44[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %46 = llvm.load %45 : !llvm.ptr -> i32
    %47 = llvm.getelementptr %44[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %48 = llvm.load %47 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%6 : i32)
  ^bb1(%49: i32):  // 2 preds: ^bb3, ^bb5
    %50 = llvm.getelementptr %48[%49] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %51 = llvm.getelementptr %50[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %51 : i32, !llvm.ptr
    %52 = llvm.getelementptr %50[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %6, %52 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %53 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %54 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %55 = llvm.call @printf(%54, %53) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %56 = llvm.add %46, %7 : i32
    llvm.store %56, %45 : i32, !llvm.ptr
    llvm.br ^bb1(%46 : i32)
  ^bb4:  // pred: ^bb7
    %57 = llvm.icmp "uge" %46, %1 : i32
    llvm.cond_br %57, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%63 : i32)
  ^bb6:  // pred: ^bb7
    %58 = llvm.getelementptr %48[%63] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %59 = llvm.getelementptr %58[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %60 = llvm.load %59 : !llvm.ptr -> i32
    %61 = llvm.icmp "eq" %60, %4 : i32
    %62 = llvm.add %63, %7 : i32
    llvm.cond_br %61, ^bb5, ^bb7(%62 : i32)
  ^bb7(%63: i32):  // 2 preds: ^bb0, ^bb6
    %64 = llvm.icmp "uge" %63, %46 : i32
    llvm.cond_br %64, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %65 = llvm.load %43 : !llvm.ptr -> !llvm.ptr
    %66 = llvm.getelementptr %65[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %67 = llvm.load %66 : !llvm.ptr -> i32
    %68 = llvm.getelementptr %65[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %69 = llvm.load %68 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%6 : i32)
  ^bb9(%70: i32):  // 2 preds: ^bb11, ^bb13
    %71 = llvm.getelementptr %69[%70] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %72 = llvm.getelementptr %71[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %72 : i32, !llvm.ptr
    %73 = llvm.getelementptr %71[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %6, %73 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %74 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %75 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %76 = llvm.call @printf(%75, %74) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %77 = llvm.add %67, %7 : i32
    llvm.store %77, %66 : i32, !llvm.ptr
    llvm.br ^bb9(%67 : i32)
  ^bb12:  // pred: ^bb15
    %78 = llvm.icmp "uge" %67, %1 : i32
    llvm.cond_br %78, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%84 : i32)
  ^bb14:  // pred: ^bb15
    %79 = llvm.getelementptr %69[%84] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %80 = llvm.getelementptr %79[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %81 = llvm.load %80 : !llvm.ptr -> i32
    %82 = llvm.icmp "eq" %81, %0 : i32
    %83 = llvm.add %84, %7 : i32
    llvm.cond_br %82, ^bb13, ^bb15(%83 : i32)
  ^bb15(%84: i32):  // 2 preds: ^bb8, ^bb14
    %85 = llvm.icmp "uge" %84, %67 : i32
    llvm.cond_br %85, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %86 = "cuda.launch_ex"(%42, %arg0, %arg1, %arg2, %arg3) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_transpose_f64_kernel_tensorptrf64gmemalign16oi641_tensorptrf64gmemalign16oi641___0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, i32, i32) -> !cuda.result
    %87 = builtin.unrealized_conversion_cast %86 : !cuda.result to i32
    "cuda.return_if_error"(%87) : (i32) -> ()
    llvm.return %6 : i32
  }
  llvm.func @_mlir_ciface_cutlass_transpose_f64_FakeTensorFloat64div1div1i64div11_FakeTensorFloat64div1div1i64div11_1000_700(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: i32, %arg3: i32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_transpose_f64_FakeTensorFloat64div1div1i64div11_FakeTensorFloat64div1div1i64div11_1000_700(%arg0, %arg1, %arg2, %arg3) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, i32, i32) -> i32
    llvm.return %0 : i32
  }
}
