module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, portable, [sm_80]>]} {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @kernel_cutlass_softmax_row_kernel_tensorptrf32gmemalign16o1282562561_tensorptrf32gmemalign16o1282562561_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 32, 1, 1>, exact_grid_dim = array<i64: 128, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(256 : i32) : i32
      %1 = llvm.mlir.constant(2 : i32) : i32
      %2 = llvm.mlir.constant(3 : i32) : i32
      %3 = llvm.mlir.constant(4 : i32) : i32
      %4 = llvm.mlir.constant(5 : i32) : i32
      %5 = llvm.mlir.constant(6 : i32) : i32
      %6 = llvm.mlir.constant(7 : i32) : i32
      %7 = llvm.mlir.constant(-1 : i32) : i32
      %8 = llvm.mlir.constant(16 : i32) : i32
      %9 = llvm.mlir.constant(31 : i32) : i32
      %10 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %11 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %12 = llvm.mlir.constant(8 : i32) : i32
      %13 = llvm.mlir.constant(1 : i32) : i32
      %14 = llvm.alloca %12 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %15 = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
      %16 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %17 = llvm.mul %15, %12 : i32
      %18 = llvm.mul %16, %0 overflow<nsw> : i32
      %19 = llvm.add %18, %17 overflow<nsw> : i32
      %20 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %21 = llvm.getelementptr %20[%19] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %22 = llvm.load %21 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      llvm.store %22, %14 {alignment = 32 : i64} : f32, !llvm.ptr
      %23 = llvm.add %17, %13 : i32
      %24 = llvm.add %18, %23 overflow<nsw> : i32
      %25 = llvm.getelementptr %20[%24] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %26 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %27 = llvm.getelementptr %14[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %26, %27 {alignment = 4 : i64} : f32, !llvm.ptr
      %28 = llvm.add %17, %1 : i32
      %29 = llvm.add %18, %28 overflow<nsw> : i32
      %30 = llvm.getelementptr %20[%29] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %31 = llvm.load %30 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %32 = llvm.getelementptr %14[2] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %31, %32 {alignment = 8 : i64} : f32, !llvm.ptr
      %33 = llvm.add %17, %2 : i32
      %34 = llvm.add %18, %33 overflow<nsw> : i32
      %35 = llvm.getelementptr %20[%34] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %36 = llvm.load %35 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %37 = llvm.getelementptr %14[3] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %36, %37 {alignment = 4 : i64} : f32, !llvm.ptr
      %38 = llvm.add %17, %3 : i32
      %39 = llvm.add %18, %38 overflow<nsw> : i32
      %40 = llvm.getelementptr %20[%39] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %41 = llvm.load %40 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %42 = llvm.getelementptr %14[4] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %41, %42 {alignment = 16 : i64} : f32, !llvm.ptr
      %43 = llvm.add %17, %4 : i32
      %44 = llvm.add %18, %43 overflow<nsw> : i32
      %45 = llvm.getelementptr %20[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %46 = llvm.load %45 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %47 = llvm.getelementptr %14[5] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %46, %47 {alignment = 4 : i64} : f32, !llvm.ptr
      %48 = llvm.add %17, %5 : i32
      %49 = llvm.add %18, %48 overflow<nsw> : i32
      %50 = llvm.getelementptr %20[%49] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %51 = llvm.load %50 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %52 = llvm.getelementptr %14[6] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %51, %52 {alignment = 8 : i64} : f32, !llvm.ptr
      %53 = llvm.add %17, %6 : i32
      %54 = llvm.add %18, %53 overflow<nsw> : i32
      %55 = llvm.getelementptr %20[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %56 = llvm.load %55 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %57 = llvm.getelementptr %14[7] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %56, %57 {alignment = 4 : i64} : f32, !llvm.ptr
      %58 = llvm.load %14 {alignment = 32 : i64} : !llvm.ptr -> f32
      %59 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> f32
      %60 = nvvm.fmax %58, %59
      %61 = llvm.load %32 {alignment = 8 : i64} : !llvm.ptr -> f32
      %62 = nvvm.fmax %60, %61
      %63 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> f32
      %64 = nvvm.fmax %62, %63
      %65 = llvm.load %42 {alignment = 16 : i64} : !llvm.ptr -> f32
      %66 = nvvm.fmax %64, %65
      %67 = llvm.load %47 {alignment = 4 : i64} : !llvm.ptr -> f32
      %68 = nvvm.fmax %66, %67
      %69 = llvm.load %52 {alignment = 8 : i64} : !llvm.ptr -> f32
      %70 = nvvm.fmax %68, %69
      %71 = llvm.load %57 {alignment = 4 : i64} : !llvm.ptr -> f32
      %72 = nvvm.fmax %70, %71
      %73 = nvvm.shfl.sync bfly %7, %72, %8, %9 : f32 -> f32
      %74 = nvvm.fmax %72, %73
      %75 = nvvm.shfl.sync bfly %7, %74, %12, %9 : f32 -> f32
      %76 = nvvm.fmax %74, %75
      %77 = nvvm.shfl.sync bfly %7, %76, %3, %9 : f32 -> f32
      %78 = nvvm.fmax %76, %77
      %79 = nvvm.shfl.sync bfly %7, %78, %1, %9 : f32 -> f32
      %80 = nvvm.fmax %78, %79
      %81 = nvvm.shfl.sync bfly %7, %80, %13, %9 : f32 -> f32
      %82 = nvvm.fmax %80, %81
      %83 = llvm.load %14 {alignment = 32 : i64} : !llvm.ptr -> f32
      %84 = llvm.fsub %83, %82 : f32
      %85 = llvm.call @__nv_expf(%84) : (f32) -> f32
      llvm.store %85, %14 {alignment = 32 : i64} : f32, !llvm.ptr
      %86 = llvm.load %14 {alignment = 32 : i64} : !llvm.ptr -> f32
      %87 = llvm.fadd %86, %10 : f32
      %88 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> f32
      %89 = llvm.fsub %88, %82 : f32
      %90 = llvm.call @__nv_expf(%89) : (f32) -> f32
      llvm.store %90, %27 {alignment = 4 : i64} : f32, !llvm.ptr
      %91 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> f32
      %92 = llvm.fadd %87, %91 : f32
      %93 = llvm.load %32 {alignment = 8 : i64} : !llvm.ptr -> f32
      %94 = llvm.fsub %93, %82 : f32
      %95 = llvm.call @__nv_expf(%94) : (f32) -> f32
      llvm.store %95, %32 {alignment = 8 : i64} : f32, !llvm.ptr
      %96 = llvm.load %32 {alignment = 8 : i64} : !llvm.ptr -> f32
      %97 = llvm.fadd %92, %96 : f32
      %98 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> f32
      %99 = llvm.fsub %98, %82 : f32
      %100 = llvm.call @__nv_expf(%99) : (f32) -> f32
      llvm.store %100, %37 {alignment = 4 : i64} : f32, !llvm.ptr
      %101 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> f32
      %102 = llvm.fadd %97, %101 : f32
      %103 = llvm.load %42 {alignment = 16 : i64} : !llvm.ptr -> f32
      %104 = llvm.fsub %103, %82 : f32
      %105 = llvm.call @__nv_expf(%104) : (f32) -> f32
      llvm.store %105, %42 {alignment = 16 : i64} : f32, !llvm.ptr
      %106 = llvm.load %42 {alignment = 16 : i64} : !llvm.ptr -> f32
      %107 = llvm.fadd %102, %106 : f32
      %108 = llvm.load %47 {alignment = 4 : i64} : !llvm.ptr -> f32
      %109 = llvm.fsub %108, %82 : f32
      %110 = llvm.call @__nv_expf(%109) : (f32) -> f32
      llvm.store %110, %47 {alignment = 4 : i64} : f32, !llvm.ptr
      %111 = llvm.load %47 {alignment = 4 : i64} : !llvm.ptr -> f32
      %112 = llvm.fadd %107, %111 : f32
      %113 = llvm.load %52 {alignment = 8 : i64} : !llvm.ptr -> f32
      %114 = llvm.fsub %113, %82 : f32
      %115 = llvm.call @__nv_expf(%114) : (f32) -> f32
      llvm.store %115, %52 {alignment = 8 : i64} : f32, !llvm.ptr
      %116 = llvm.load %52 {alignment = 8 : i64} : !llvm.ptr -> f32
      %117 = llvm.fadd %112, %116 : f32
      %118 = llvm.load %57 {alignment = 4 : i64} : !llvm.ptr -> f32
      %119 = llvm.fsub %118, %82 : f32
      %120 = llvm.call @__nv_expf(%119) : (f32) -> f32
      llvm.store %120, %57 {alignment = 4 : i64} : f32, !llvm.ptr
      %121 = llvm.load %57 {alignment = 4 : i64} : !llvm.ptr -> f32
      %122 = llvm.fadd %117, %121 : f32
      %123 = nvvm.shfl.sync bfly %7, %122, %8, %9 : f32 -> f32
      %124 = llvm.fadd %122, %123 : f32
      %125 = nvvm.shfl.sync bfly %7, %124, %12, %9 : f32 -> f32
      %126 = llvm.fadd %124, %125 : f32
      %127 = nvvm.shfl.sync bfly %7, %126, %3, %9 : f32 -> f32
      %128 = llvm.fadd %126, %127 : f32
      %129 = nvvm.shfl.sync bfly %7, %128, %1, %9 : f32 -> f32
      %130 = llvm.fadd %128, %129 : f32
      %131 = nvvm.shfl.sync bfly %7, %130, %13, %9 : f32 -> f32
      %132 = llvm.fadd %130, %131 : f32
      %133 = llvm.fdiv %11, %132 : f32
      %134 = llvm.load %14 {alignment = 32 : i64} : !llvm.ptr -> f32
      %135 = llvm.fmul %134, %133 : f32
      %136 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %137 = llvm.getelementptr %136[%19] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %135, %137 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      %138 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> f32
      %139 = llvm.fmul %138, %133 : f32
      %140 = llvm.getelementptr %136[%24] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %139, %140 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      %141 = llvm.load %32 {alignment = 8 : i64} : !llvm.ptr -> f32
      %142 = llvm.fmul %141, %133 : f32
      %143 = llvm.getelementptr %136[%29] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %142, %143 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      %144 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> f32
      %145 = llvm.fmul %144, %133 : f32
      %146 = llvm.getelementptr %136[%34] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %145, %146 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      %147 = llvm.load %42 {alignment = 16 : i64} : !llvm.ptr -> f32
      %148 = llvm.fmul %147, %133 : f32
      %149 = llvm.getelementptr %136[%39] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %148, %149 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      %150 = llvm.load %47 {alignment = 4 : i64} : !llvm.ptr -> f32
      %151 = llvm.fmul %150, %133 : f32
      %152 = llvm.getelementptr %136[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %151, %152 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      %153 = llvm.load %52 {alignment = 8 : i64} : !llvm.ptr -> f32
      %154 = llvm.fmul %153, %133 : f32
      %155 = llvm.getelementptr %136[%49] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %154, %155 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      %156 = llvm.load %57 {alignment = 4 : i64} : !llvm.ptr -> f32
      %157 = llvm.fmul %156, %133 : f32
      %158 = llvm.getelementptr %136[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %157, %158 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_softmax_row_kernel_tensorptrf32gmemalign16o1282562561_tensorptrf32gmemalign16o1282562561_0' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %lld bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_softmax_row_FakeTensorFloat321282562561_FakeTensorFloat321282562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(128 : i32) : i32
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
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_softmax_row_kernel_tensorptrf32gmemalign16o1282562561_tensorptrf32gmemalign16o1282562561_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_softmax_row_FakeTensorFloat321282562561_FakeTensorFloat321282562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_softmax_row_FakeTensorFloat321282562561_FakeTensorFloat321282562561(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
