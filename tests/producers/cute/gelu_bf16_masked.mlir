module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, portable, [sm_80]>]} {
    llvm.func @__nv_tanhf(f32) -> f32
    llvm.func @kernel_cutlass_gelu_bf16_masked_kernel_tensorptrbf16gmemalign16o64100010001_tensorptrbf16gmemalign16o64100010001__0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 64, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(1000 : i32) : i32
      %1 = llvm.mlir.constant(7 : i32) : i32
      %2 = llvm.mlir.constant(6 : i32) : i32
      %3 = llvm.mlir.constant(5 : i32) : i32
      %4 = llvm.mlir.constant(4 : i32) : i32
      %5 = llvm.mlir.constant(3 : i32) : i32
      %6 = llvm.mlir.constant(2 : i32) : i32
      %7 = llvm.mlir.constant(1 : i32) : i32
      %8 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %9 = llvm.mlir.constant(5.000000e-01 : f32) : f32
      %10 = llvm.mlir.constant(0.797884583 : f32) : f32
      %11 = llvm.mlir.constant(4.471500e-02 : f32) : f32
      %12 = llvm.mlir.constant(8 : i32) : i32
      %13 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %14 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %15 = llvm.mul %13, %12 : i32
      %16 = llvm.icmp "slt" %15, %arg2 : i32
      llvm.cond_br %16, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %17 = llvm.mul %14, %0 overflow<nsw> : i32
      %18 = llvm.add %17, %15 overflow<nsw> : i32
      %19 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %20 = llvm.getelementptr %19[%18] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %21 = llvm.load %20 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %22 = llvm.fpext %21 : bf16 to f32
      %23 = llvm.fmul %22, %11 : f32
      %24 = llvm.fmul %23, %22 : f32
      %25 = llvm.fmul %24, %22 : f32
      %26 = llvm.fadd %22, %25 : f32
      %27 = llvm.fmul %26, %10 : f32
      %28 = llvm.fmul %22, %9 : f32
      %29 = llvm.call @__nv_tanhf(%27) : (f32) -> f32
      %30 = llvm.fadd %29, %8 : f32
      %31 = llvm.fmul %28, %30 : f32
      %32 = llvm.fptrunc %31 : f32 to bf16
      %33 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %34 = llvm.getelementptr %33[%18] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %32, %34 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %35 = llvm.add %15, %7 : i32
      %36 = llvm.icmp "slt" %35, %arg2 : i32
      llvm.cond_br %36, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %37 = llvm.mul %14, %0 overflow<nsw> : i32
      %38 = llvm.add %37, %35 overflow<nsw> : i32
      %39 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %40 = llvm.getelementptr %39[%38] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %41 = llvm.load %40 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %42 = llvm.fpext %41 : bf16 to f32
      %43 = llvm.fmul %42, %11 : f32
      %44 = llvm.fmul %43, %42 : f32
      %45 = llvm.fmul %44, %42 : f32
      %46 = llvm.fadd %42, %45 : f32
      %47 = llvm.fmul %46, %10 : f32
      %48 = llvm.fmul %42, %9 : f32
      %49 = llvm.call @__nv_tanhf(%47) : (f32) -> f32
      %50 = llvm.fadd %49, %8 : f32
      %51 = llvm.fmul %48, %50 : f32
      %52 = llvm.fptrunc %51 : f32 to bf16
      %53 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %54 = llvm.getelementptr %53[%38] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %52, %54 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %55 = llvm.add %15, %6 : i32
      %56 = llvm.icmp "slt" %55, %arg2 : i32
      llvm.cond_br %56, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %57 = llvm.mul %14, %0 overflow<nsw> : i32
      %58 = llvm.add %57, %55 overflow<nsw> : i32
      %59 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %60 = llvm.getelementptr %59[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %61 = llvm.load %60 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %62 = llvm.fpext %61 : bf16 to f32
      %63 = llvm.fmul %62, %11 : f32
      %64 = llvm.fmul %63, %62 : f32
      %65 = llvm.fmul %64, %62 : f32
      %66 = llvm.fadd %62, %65 : f32
      %67 = llvm.fmul %66, %10 : f32
      %68 = llvm.fmul %62, %9 : f32
      %69 = llvm.call @__nv_tanhf(%67) : (f32) -> f32
      %70 = llvm.fadd %69, %8 : f32
      %71 = llvm.fmul %68, %70 : f32
      %72 = llvm.fptrunc %71 : f32 to bf16
      %73 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %74 = llvm.getelementptr %73[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %72, %74 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %75 = llvm.add %15, %5 : i32
      %76 = llvm.icmp "slt" %75, %arg2 : i32
      llvm.cond_br %76, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %77 = llvm.mul %14, %0 overflow<nsw> : i32
      %78 = llvm.add %77, %75 overflow<nsw> : i32
      %79 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %80 = llvm.getelementptr %79[%78] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %81 = llvm.load %80 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %82 = llvm.fpext %81 : bf16 to f32
      %83 = llvm.fmul %82, %11 : f32
      %84 = llvm.fmul %83, %82 : f32
      %85 = llvm.fmul %84, %82 : f32
      %86 = llvm.fadd %82, %85 : f32
      %87 = llvm.fmul %86, %10 : f32
      %88 = llvm.fmul %82, %9 : f32
      %89 = llvm.call @__nv_tanhf(%87) : (f32) -> f32
      %90 = llvm.fadd %89, %8 : f32
      %91 = llvm.fmul %88, %90 : f32
      %92 = llvm.fptrunc %91 : f32 to bf16
      %93 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %94 = llvm.getelementptr %93[%78] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %92, %94 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb6, ^bb7
      %95 = llvm.add %15, %4 : i32
      %96 = llvm.icmp "slt" %95, %arg2 : i32
      llvm.cond_br %96, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %97 = llvm.mul %14, %0 overflow<nsw> : i32
      %98 = llvm.add %97, %95 overflow<nsw> : i32
      %99 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %100 = llvm.getelementptr %99[%98] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %101 = llvm.load %100 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %102 = llvm.fpext %101 : bf16 to f32
      %103 = llvm.fmul %102, %11 : f32
      %104 = llvm.fmul %103, %102 : f32
      %105 = llvm.fmul %104, %102 : f32
      %106 = llvm.fadd %102, %105 : f32
      %107 = llvm.fmul %106, %10 : f32
      %108 = llvm.fmul %102, %9 : f32
      %109 = llvm.call @__nv_tanhf(%107) : (f32) -> f32
      %110 = llvm.fadd %109, %8 : f32
      %111 = llvm.fmul %108, %110 : f32
      %112 = llvm.fptrunc %111 : f32 to bf16
      %113 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %114 = llvm.getelementptr %113[%98] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %112, %114 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      %115 = llvm.add %15, %3 : i32
      %116 = llvm.icmp "slt" %115, %arg2 : i32
      llvm.cond_br %116, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %117 = llvm.mul %14, %0 overflow<nsw> : i32
      %118 = llvm.add %117, %115 overflow<nsw> : i32
      %119 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %120 = llvm.getelementptr %119[%118] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %121 = llvm.load %120 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %122 = llvm.fpext %121 : bf16 to f32
      %123 = llvm.fmul %122, %11 : f32
      %124 = llvm.fmul %123, %122 : f32
      %125 = llvm.fmul %124, %122 : f32
      %126 = llvm.fadd %122, %125 : f32
      %127 = llvm.fmul %126, %10 : f32
      %128 = llvm.fmul %122, %9 : f32
      %129 = llvm.call @__nv_tanhf(%127) : (f32) -> f32
      %130 = llvm.fadd %129, %8 : f32
      %131 = llvm.fmul %128, %130 : f32
      %132 = llvm.fptrunc %131 : f32 to bf16
      %133 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %134 = llvm.getelementptr %133[%118] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %132, %134 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %135 = llvm.add %15, %2 : i32
      %136 = llvm.icmp "slt" %135, %arg2 : i32
      llvm.cond_br %136, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %137 = llvm.mul %14, %0 overflow<nsw> : i32
      %138 = llvm.add %137, %135 overflow<nsw> : i32
      %139 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %140 = llvm.getelementptr %139[%138] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %141 = llvm.load %140 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %142 = llvm.fpext %141 : bf16 to f32
      %143 = llvm.fmul %142, %11 : f32
      %144 = llvm.fmul %143, %142 : f32
      %145 = llvm.fmul %144, %142 : f32
      %146 = llvm.fadd %142, %145 : f32
      %147 = llvm.fmul %146, %10 : f32
      %148 = llvm.fmul %142, %9 : f32
      %149 = llvm.call @__nv_tanhf(%147) : (f32) -> f32
      %150 = llvm.fadd %149, %8 : f32
      %151 = llvm.fmul %148, %150 : f32
      %152 = llvm.fptrunc %151 : f32 to bf16
      %153 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %154 = llvm.getelementptr %153[%138] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %152, %154 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb12, ^bb13
      %155 = llvm.add %15, %1 : i32
      %156 = llvm.icmp "slt" %155, %arg2 : i32
      llvm.cond_br %156, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %157 = llvm.mul %14, %0 overflow<nsw> : i32
      %158 = llvm.add %157, %155 overflow<nsw> : i32
      %159 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %160 = llvm.getelementptr %159[%158] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %161 = llvm.load %160 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %162 = llvm.fpext %161 : bf16 to f32
      %163 = llvm.fmul %162, %11 : f32
      %164 = llvm.fmul %163, %162 : f32
      %165 = llvm.fmul %164, %162 : f32
      %166 = llvm.fadd %162, %165 : f32
      %167 = llvm.fmul %166, %10 : f32
      %168 = llvm.fmul %162, %9 : f32
      %169 = llvm.call @__nv_tanhf(%167) : (f32) -> f32
      %170 = llvm.fadd %169, %8 : f32
      %171 = llvm.fmul %168, %170 : f32
      %172 = llvm.fptrunc %171 : f32 to bf16
      %173 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %174 = llvm.getelementptr %173[%158] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %172, %174 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_gelu_bf16_masked_kernel_tensorptrbf16gmemalign16o64100010001_tensorptrbf16gmemalign16o64100010001__0' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %lld bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_gelu_bf16_masked_FakeTensorBFloat1664100010001_FakeTensorBFloat1664100010001_1000(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: i32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(64 : i32) : i32
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
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1, %arg2) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_gelu_bf16_masked_kernel_tensorptrbf16gmemalign16o64100010001_tensorptrbf16gmemalign16o64100010001__0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, i32) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_gelu_bf16_masked_FakeTensorBFloat1664100010001_FakeTensorBFloat1664100010001_1000(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: i32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_gelu_bf16_masked_FakeTensorBFloat1664100010001_FakeTensorBFloat1664100010001_1000(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, i32) -> i32
    llvm.return %0 : i32
  }
}
