module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.func @kernel_cutlass_fp8_roundtrip_kernel_tensorptrf32gmemalign16o81921_tensorptrf8E4M3FNgmemalign16o81921_tensorptrbf16gmemalign16o81921_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 8, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.undef : vector<4xi32>
      %1 = llvm.mlir.constant(5 : i64) : i64
      %2 = llvm.mlir.constant(4 : i64) : i64
      %3 = llvm.mlir.constant(7 : i64) : i64
      %4 = llvm.mlir.constant(6 : i64) : i64
      %5 = llvm.mlir.constant(1 : i64) : i64
      %6 = llvm.mlir.constant(3 : i64) : i64
      %7 = llvm.mlir.constant(2 : i64) : i64
      %8 = llvm.mlir.undef : vector<2xi16>
      %9 = llvm.mlir.constant(0 : i64) : i64
      %10 = llvm.mlir.undef : vector<2xi32>
      %11 = llvm.mlir.constant(128 : i32) : i32
      %12 = llvm.mlir.constant(2.500000e-01 : f32) : f32
      %13 = llvm.mlir.constant(2 : i32) : i32
      %14 = llvm.mlir.constant(3 : i32) : i32
      %15 = llvm.mlir.constant(4 : i32) : i32
      %16 = llvm.mlir.constant(5 : i32) : i32
      %17 = llvm.mlir.constant(6 : i32) : i32
      %18 = llvm.mlir.constant(7 : i32) : i32
      %19 = llvm.mlir.constant(8 : i32) : i32
      %20 = llvm.mlir.constant(1 : i32) : i32
      %21 = llvm.alloca %19 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %22 = llvm.alloca %19 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %23 = llvm.alloca %19 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %24 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %25 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %26 = llvm.mul %25, %11 : i32
      %27 = llvm.add %26, %24 : i32
      %28 = llvm.mul %27, %19 : i32
      %29 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %30 = llvm.getelementptr %29[%28] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %31 = llvm.load %30 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %32 = llvm.fmul %31, %12 : f32
      llvm.store %32, %23 {alignment = 32 : i64} : f32, !llvm.ptr
      %33 = llvm.add %28, %20 : i32
      %34 = llvm.getelementptr %29[%33] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %35 = llvm.load %34 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %36 = llvm.fmul %35, %12 : f32
      %37 = llvm.getelementptr %23[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %36, %37 {alignment = 4 : i64} : f32, !llvm.ptr
      %38 = llvm.add %28, %13 : i32
      %39 = llvm.getelementptr %29[%38] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %40 = llvm.load %39 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %41 = llvm.fmul %40, %12 : f32
      %42 = llvm.getelementptr %23[2] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %41, %42 {alignment = 8 : i64} : f32, !llvm.ptr
      %43 = llvm.add %28, %14 : i32
      %44 = llvm.getelementptr %29[%43] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %45 = llvm.load %44 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %46 = llvm.fmul %45, %12 : f32
      %47 = llvm.getelementptr %23[3] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %46, %47 {alignment = 4 : i64} : f32, !llvm.ptr
      %48 = llvm.add %28, %15 : i32
      %49 = llvm.getelementptr %29[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %50 = llvm.load %49 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %51 = llvm.fmul %50, %12 : f32
      %52 = llvm.getelementptr %23[4] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %51, %52 {alignment = 16 : i64} : f32, !llvm.ptr
      %53 = llvm.add %28, %16 : i32
      %54 = llvm.getelementptr %29[%53] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %55 = llvm.load %54 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %56 = llvm.fmul %55, %12 : f32
      %57 = llvm.getelementptr %23[5] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %56, %57 {alignment = 4 : i64} : f32, !llvm.ptr
      %58 = llvm.add %28, %17 : i32
      %59 = llvm.getelementptr %29[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %60 = llvm.load %59 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %61 = llvm.fmul %60, %12 : f32
      %62 = llvm.getelementptr %23[6] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %61, %62 {alignment = 8 : i64} : f32, !llvm.ptr
      %63 = llvm.add %28, %18 : i32
      %64 = llvm.getelementptr %29[%63] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %65 = llvm.load %64 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %66 = llvm.fmul %65, %12 : f32
      %67 = llvm.getelementptr %23[7] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %66, %67 {alignment = 4 : i64} : f32, !llvm.ptr
      %68 = llvm.load %23 {alignment = 32 : i64} : !llvm.ptr -> vector<8xf32>
      %69 = llvm.bitcast %68 : vector<8xf32> to vector<8xi32>
      %70 = llvm.extractelement %69[%7 : i64] : vector<8xi32>
      %71 = llvm.extractelement %69[%6 : i64] : vector<8xi32>
      %72 = llvm.bitcast %70 : i32 to f32
      %73 = llvm.bitcast %71 : i32 to f32
      %74 = nvvm.convert.f32x2.to.f8x2 %73, %72 {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
      %75 = llvm.insertelement %74, %8[%5 : i64] : vector<2xi16>
      %76 = llvm.extractelement %69[%9 : i64] : vector<8xi32>
      %77 = llvm.extractelement %69[%5 : i64] : vector<8xi32>
      %78 = llvm.bitcast %76 : i32 to f32
      %79 = llvm.bitcast %77 : i32 to f32
      %80 = nvvm.convert.f32x2.to.f8x2 %79, %78 {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
      %81 = llvm.insertelement %80, %75[%9 : i64] : vector<2xi16>
      %82 = llvm.bitcast %81 : vector<2xi16> to i32
      %83 = llvm.insertelement %82, %10[%9 : i64] : vector<2xi32>
      %84 = llvm.extractelement %69[%4 : i64] : vector<8xi32>
      %85 = llvm.extractelement %69[%3 : i64] : vector<8xi32>
      %86 = llvm.bitcast %84 : i32 to f32
      %87 = llvm.bitcast %85 : i32 to f32
      %88 = nvvm.convert.f32x2.to.f8x2 %87, %86 {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
      %89 = llvm.insertelement %88, %8[%5 : i64] : vector<2xi16>
      %90 = llvm.extractelement %69[%2 : i64] : vector<8xi32>
      %91 = llvm.extractelement %69[%1 : i64] : vector<8xi32>
      %92 = llvm.bitcast %90 : i32 to f32
      %93 = llvm.bitcast %91 : i32 to f32
      %94 = nvvm.convert.f32x2.to.f8x2 %93, %92 {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
      %95 = llvm.insertelement %94, %89[%9 : i64] : vector<2xi16>
      %96 = llvm.bitcast %95 : vector<2xi16> to i32
      %97 = llvm.insertelement %96, %83[%5 : i64] : vector<2xi32>
      %98 = llvm.bitcast %97 : vector<2xi32> to vector<8xi8>
      llvm.store %98, %22 {alignment = 32 : i64} : vector<8xi8>, !llvm.ptr
      %99 = llvm.load %22 {alignment = 32 : i64} : !llvm.ptr -> vector<8xi8>
      %100 = llvm.bitcast %99 : vector<8xi8> to vector<2xi32>
      %101 = llvm.extractelement %100[%9 : i64] : vector<2xi32>
      %102 = llvm.bitcast %101 : i32 to vector<2xi16>
      %103 = llvm.extractelement %102[%9 : i64] : vector<2xi16>
      %104 = llvm.bitcast %103 : i16 to vector<2xi8>
      %105 = nvvm.convert.f8x2.to.f16x2 %104 : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
      %106 = llvm.bitcast %105 : vector<2xf16> to i32
      %107 = llvm.insertelement %106, %0[%9 : i64] : vector<4xi32>
      %108 = llvm.extractelement %102[%5 : i64] : vector<2xi16>
      %109 = llvm.bitcast %108 : i16 to vector<2xi8>
      %110 = nvvm.convert.f8x2.to.f16x2 %109 : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
      %111 = llvm.bitcast %110 : vector<2xf16> to i32
      %112 = llvm.insertelement %111, %107[%5 : i64] : vector<4xi32>
      %113 = llvm.extractelement %100[%5 : i64] : vector<2xi32>
      %114 = llvm.bitcast %113 : i32 to vector<2xi16>
      %115 = llvm.extractelement %114[%9 : i64] : vector<2xi16>
      %116 = llvm.bitcast %115 : i16 to vector<2xi8>
      %117 = nvvm.convert.f8x2.to.f16x2 %116 : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
      %118 = llvm.bitcast %117 : vector<2xf16> to i32
      %119 = llvm.insertelement %118, %112[%7 : i64] : vector<4xi32>
      %120 = llvm.extractelement %114[%5 : i64] : vector<2xi16>
      %121 = llvm.bitcast %120 : i16 to vector<2xi8>
      %122 = nvvm.convert.f8x2.to.f16x2 %121 : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
      %123 = llvm.bitcast %122 : vector<2xf16> to i32
      %124 = llvm.insertelement %123, %119[%6 : i64] : vector<4xi32>
      %125 = llvm.bitcast %124 : vector<4xi32> to vector<8xf16>
      %126 = llvm.fpext %125 : vector<8xf16> to vector<8xf32>
      %127 = llvm.fptrunc %126 : vector<8xf32> to vector<8xbf16>
      llvm.store %127, %21 {alignment = 32 : i64} : vector<8xbf16>, !llvm.ptr
      %128 = llvm.load %22 {alignment = 32 : i64} : !llvm.ptr -> i8
      %129 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %130 = llvm.getelementptr %129[%28] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %128, %130 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %131 = llvm.load %21 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %132 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %133 = llvm.getelementptr %132[%28] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %131, %133 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %134 = llvm.getelementptr %22[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %135 = llvm.load %134 {alignment = 1 : i64} : !llvm.ptr -> i8
      %136 = llvm.getelementptr %129[%33] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %135, %136 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %137 = llvm.getelementptr %21[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      %138 = llvm.load %137 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %139 = llvm.getelementptr %132[%33] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %138, %139 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %140 = llvm.getelementptr %22[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %141 = llvm.load %140 {alignment = 2 : i64} : !llvm.ptr -> i8
      %142 = llvm.getelementptr %129[%38] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %141, %142 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %143 = llvm.getelementptr %21[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      %144 = llvm.load %143 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %145 = llvm.getelementptr %132[%38] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %144, %145 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %146 = llvm.getelementptr %22[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %147 = llvm.load %146 {alignment = 1 : i64} : !llvm.ptr -> i8
      %148 = llvm.getelementptr %129[%43] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %147, %148 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %149 = llvm.getelementptr %21[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      %150 = llvm.load %149 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %151 = llvm.getelementptr %132[%43] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %150, %151 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %152 = llvm.getelementptr %22[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %153 = llvm.load %152 {alignment = 4 : i64} : !llvm.ptr -> i8
      %154 = llvm.getelementptr %129[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %153, %154 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %155 = llvm.getelementptr %21[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      %156 = llvm.load %155 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %157 = llvm.getelementptr %132[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %156, %157 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %158 = llvm.getelementptr %22[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %159 = llvm.load %158 {alignment = 1 : i64} : !llvm.ptr -> i8
      %160 = llvm.getelementptr %129[%53] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %159, %160 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %161 = llvm.getelementptr %21[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      %162 = llvm.load %161 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %163 = llvm.getelementptr %132[%53] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %162, %163 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %164 = llvm.getelementptr %22[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %165 = llvm.load %164 {alignment = 2 : i64} : !llvm.ptr -> i8
      %166 = llvm.getelementptr %129[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %165, %166 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %167 = llvm.getelementptr %21[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      %168 = llvm.load %167 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %169 = llvm.getelementptr %132[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %168, %169 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %170 = llvm.getelementptr %22[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %171 = llvm.load %170 {alignment = 1 : i64} : !llvm.ptr -> i8
      %172 = llvm.getelementptr %129[%63] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %171, %172 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %173 = llvm.getelementptr %21[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      %174 = llvm.load %173 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %175 = llvm.getelementptr %132[%63] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %174, %175 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_fp8_roundtrip_kernel_tensorptrf32gmemalign16o81921_tensorptrf8E4M3FNgmemalign16o81921_tensorptrbf16gmemalign16o81921_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_fp8_roundtrip_FakeTensorFloat3281921_FakeTensorFloat8E4M3FN81921_FakeTensorBFloat1681921(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(8 : i32) : i32
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
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1, %arg2) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_fp8_roundtrip_kernel_tensorptrf32gmemalign16o81921_tensorptrf8E4M3FNgmemalign16o81921_tensorptrbf16gmemalign16o81921_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_fp8_roundtrip_FakeTensorFloat3281921_FakeTensorFloat8E4M3FN81921_FakeTensorBFloat1681921(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_fp8_roundtrip_FakeTensorFloat3281921_FakeTensorFloat8E4M3FN81921_FakeTensorBFloat1681921(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
