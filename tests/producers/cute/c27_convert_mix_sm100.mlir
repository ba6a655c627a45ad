module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_100a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.func @kernel_cutlass_convert_mix_kernel_tensorptrf16gmemalign16o81921_tensorptrbf16gmemalign16o81921_tensorptrf8E5M2gmemalign16o81921_tensorptrf8E4M3FNgmemalign16o81921_tensorptrf16gmemalign16o_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 4, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.undef : vector<8xi32>
      %1 = llvm.mlir.constant(13 : i64) : i64
      %2 = llvm.mlir.constant(12 : i64) : i64
      %3 = llvm.mlir.constant(15 : i64) : i64
      %4 = llvm.mlir.constant(14 : i64) : i64
      %5 = llvm.mlir.constant(9 : i64) : i64
      %6 = llvm.mlir.constant(8 : i64) : i64
      %7 = llvm.mlir.constant(11 : i64) : i64
      %8 = llvm.mlir.constant(10 : i64) : i64
      %9 = llvm.mlir.constant(6 : i64) : i64
      %10 = llvm.mlir.constant(7 : i64) : i64
      %11 = llvm.mlir.constant(4 : i64) : i64
      %12 = llvm.mlir.constant(5 : i64) : i64
      %13 = llvm.mlir.constant(2 : i64) : i64
      %14 = llvm.mlir.constant(3 : i64) : i64
      %15 = llvm.mlir.constant(1 : i64) : i64
      %16 = llvm.mlir.undef : vector<2xi16>
      %17 = llvm.mlir.constant(0 : i64) : i64
      %18 = llvm.mlir.undef : vector<4xi32>
      %19 = llvm.mlir.constant(128 : i32) : i32
      %20 = llvm.mlir.constant(3 : i32) : i32
      %21 = llvm.mlir.constant(4 : i32) : i32
      %22 = llvm.mlir.constant(5 : i32) : i32
      %23 = llvm.mlir.constant(6 : i32) : i32
      %24 = llvm.mlir.constant(7 : i32) : i32
      %25 = llvm.mlir.constant(8 : i32) : i32
      %26 = llvm.mlir.constant(9 : i32) : i32
      %27 = llvm.mlir.constant(10 : i32) : i32
      %28 = llvm.mlir.constant(11 : i32) : i32
      %29 = llvm.mlir.constant(12 : i32) : i32
      %30 = llvm.mlir.constant(13 : i32) : i32
      %31 = llvm.mlir.constant(14 : i32) : i32
      %32 = llvm.mlir.constant(15 : i32) : i32
      %33 = llvm.mlir.constant(5.000000e-01 : f32) : f32
      %34 = llvm.mlir.constant(2 : i32) : i32
      %35 = llvm.mlir.constant(16 : i32) : i32
      %36 = llvm.mlir.constant(1 : i32) : i32
      %37 = llvm.alloca %35 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %38 = llvm.alloca %34 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %39 = llvm.alloca %35 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %40 = llvm.alloca %35 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %41 = llvm.alloca %35 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %42 = llvm.alloca %35 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %43 = llvm.alloca %35 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %44 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %45 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %46 = llvm.mul %45, %19 : i32
      %47 = llvm.add %46, %44 : i32
      %48 = llvm.mul %47, %35 : i32
      %49 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %50 = llvm.getelementptr %49[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %51 = llvm.load %50 {alignment = 2 : i64} : !llvm.ptr<1> -> f16
      llvm.store %51, %43 {alignment = 32 : i64} : f16, !llvm.ptr
      %52 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %53 = llvm.getelementptr %52[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %54 = llvm.load %53 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      llvm.store %54, %42 {alignment = 32 : i64} : bf16, !llvm.ptr
      %55 = llvm.add %48, %36 : i32
      %56 = llvm.getelementptr %49[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %57 = llvm.load %56 {alignment = 2 : i64} : !llvm.ptr<1> -> f16
      %58 = llvm.getelementptr %43[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %57, %58 {alignment = 2 : i64} : f16, !llvm.ptr
      %59 = llvm.getelementptr %52[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %60 = llvm.load %59 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %61 = llvm.getelementptr %42[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %60, %61 {alignment = 2 : i64} : bf16, !llvm.ptr
      %62 = llvm.add %48, %34 : i32
      %63 = llvm.getelementptr %49[%62] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %64 = llvm.load %63 {alignment = 2 : i64} : !llvm.ptr<1> -> f16
      %65 = llvm.getelementptr %43[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %64, %65 {alignment = 4 : i64} : f16, !llvm.ptr
      %66 = llvm.getelementptr %52[%62] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %67 = llvm.load %66 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %68 = llvm.getelementptr %42[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %67, %68 {alignment = 4 : i64} : bf16, !llvm.ptr
      %69 = llvm.add %48, %20 : i32
      %70 = llvm.getelementptr %49[%69] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %71 = llvm.load %70 {alignment = 2 : i64} : !llvm.ptr<1> -> f16
      %72 = llvm.getelementptr %43[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %71, %72 {alignment = 2 : i64} : f16, !llvm.ptr
      %73 = llvm.getelementptr %52[%69] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %74 = llvm.load %73 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %75 = llvm.getelementptr %42[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %74, %75 {alignment = 2 : i64} : bf16, !llvm.ptr
      %76 = llvm.add %48, %21 : i32
      %77 = llvm.getelementptr %49[%76] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %78 = llvm.load %77 {alignment = 2 : i64} : !llvm.ptr<1> -> f16
      %79 = llvm.getelementptr %43[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %78, %79 {alignment = 8 : i64} : f16, !llvm.ptr
      %80 = llvm.getelementptr %52[%76] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %81 = llvm.load %80 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %82 = llvm.getelementptr %42[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %81, %82 {alignment = 8 : i64} : bf16, !llvm.ptr
      %83 = llvm.add %48, %22 : i32
      %84 = llvm.getelementptr %49[%83] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %85 = llvm.load %84 {alignment = 2 : i64} : !llvm.ptr<1> -> f16
      %86 = llvm.getelementptr %43[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %85, %86 {alignment = 2 : i64} : f16, !llvm.ptr
      %87 = llvm.getelementptr %52[%83] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %88 = llvm.load %87 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %89 = llvm.getelementptr %42[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %88, %89 {alignment = 2 : i64} : bf16, !llvm.ptr
      %90 = llvm.add %48, %23 : i32
      %91 = llvm.getelementptr %49[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %92 = llvm.load %91 {alignment = 2 : i64} : !llvm.ptr<1> -> f16
      %93 = llvm.getelementptr %43[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %92, %93 {alignment = 4 : i64} : f16, !llvm.ptr
      %94 = llvm.getelementptr %52[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %95 = llvm.load %94 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %96 = llvm.getelementptr %42[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %95, %96 {alignment = 4 : i64} : bf16, !llvm.ptr
      %97 = llvm.add %48, %24 : i32
      %98 = llvm.getelementptr %49[%97] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %99 = llvm.load %98 {alignment = 2 : i64} : !llvm.ptr<1> -> f16
      %100 = llvm.getelementptr %43[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %99, %100 {alignment = 2 : i64} : f16, !llvm.ptr
      %101 = llvm.getelementptr %52[%97] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %102 = llvm.load %101 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %103 = llvm.getelementptr %42[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %102, %103 {alignment = 2 : i64} : bf16, !llvm.ptr
      %104 = llvm.add %48, %25 : i32
      %105 = llvm.getelementptr %49[%104] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %106 = llvm.load %105 {alignment = 2 : i64} : !llvm.ptr<1> -> f16
      %107 = llvm.getelementptr %43[8] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %106, %107 {alignment = 16 : i64} : f16, !llvm.ptr
      %108 = llvm.getelementptr %52[%104] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %109 = llvm.load %108 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %110 = llvm.getelementptr %42[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %109, %110 {alignment = 16 : i64} : bf16, !llvm.ptr
      %111 = llvm.add %48, %26 : i32
      %112 = llvm.getelementptr %49[%111] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %113 = llvm.load %112 {alignment = 2 : i64} : !llvm.ptr<1> -> f16
      %114 = llvm.getelementptr %43[9] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %113, %114 {alignment = 2 : i64} : f16, !llvm.ptr
      %115 = llvm.getelementptr %52[%111] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %116 = llvm.load %115 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %117 = llvm.getelementptr %42[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %116, %117 {alignment = 2 : i64} : bf16, !llvm.ptr
      %118 = llvm.add %48, %27 : i32
      %119 = llvm.getelementptr %49[%118] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %120 = llvm.load %119 {alignment = 2 : i64} : !llvm.ptr<1> -> f16
      %121 = llvm.getelementptr %43[10] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %120, %121 {alignment = 4 : i64} : f16, !llvm.ptr
      %122 = llvm.getelementptr %52[%118] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %123 = llvm.load %122 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %124 = llvm.getelementptr %42[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %123, %124 {alignment = 4 : i64} : bf16, !llvm.ptr
      %125 = llvm.add %48, %28 : i32
      %126 = llvm.getelementptr %49[%125] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %127 = llvm.load %126 {alignment = 2 : i64} : !llvm.ptr<1> -> f16
      %128 = llvm.getelementptr %43[11] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %127, %128 {alignment = 2 : i64} : f16, !llvm.ptr
      %129 = llvm.getelementptr %52[%125] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %130 = llvm.load %129 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %131 = llvm.getelementptr %42[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %130, %131 {alignment = 2 : i64} : bf16, !llvm.ptr
      %132 = llvm.add %48, %29 : i32
      %133 = llvm.getelementptr %49[%132] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %134 = llvm.load %133 {alignment = 2 : i64} : !llvm.ptr<1> -> f16
      %135 = llvm.getelementptr %43[12] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %134, %135 {alignment = 8 : i64} : f16, !llvm.ptr
      %136 = llvm.getelementptr %52[%132] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %137 = llvm.load %136 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %138 = llvm.getelementptr %42[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %137, %138 {alignment = 8 : i64} : bf16, !llvm.ptr
      %139 = llvm.add %48, %30 : i32
      %140 = llvm.getelementptr %49[%139] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %141 = llvm.load %140 {alignment = 2 : i64} : !llvm.ptr<1> -> f16
      %142 = llvm.getelementptr %43[13] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %141, %142 {alignment = 2 : i64} : f16, !llvm.ptr
      %143 = llvm.getelementptr %52[%139] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %144 = llvm.load %143 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %145 = llvm.getelementptr %42[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %144, %145 {alignment = 2 : i64} : bf16, !llvm.ptr
      %146 = llvm.add %48, %31 : i32
      %147 = llvm.getelementptr %49[%146] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %148 = llvm.load %147 {alignment = 2 : i64} : !llvm.ptr<1> -> f16
      %149 = llvm.getelementptr %43[14] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %148, %149 {alignment = 4 : i64} : f16, !llvm.ptr
      %150 = llvm.getelementptr %52[%146] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %151 = llvm.load %150 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %152 = llvm.getelementptr %42[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %151, %152 {alignment = 4 : i64} : bf16, !llvm.ptr
      %153 = llvm.add %48, %32 : i32
      %154 = llvm.getelementptr %49[%153] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %155 = llvm.load %154 {alignment = 2 : i64} : !llvm.ptr<1> -> f16
      %156 = llvm.getelementptr %43[15] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %155, %156 {alignment = 2 : i64} : f16, !llvm.ptr
      %157 = llvm.getelementptr %52[%153] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %158 = llvm.load %157 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %159 = llvm.getelementptr %42[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %158, %159 {alignment = 2 : i64} : bf16, !llvm.ptr
      %160 = llvm.load %43 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf16>
      %161 = llvm.bitcast %160 : vector<16xf16> to vector<8xi32>
      %162 = llvm.extractelement %161[%15 : i64] : vector<8xi32>
      %163 = llvm.bitcast %162 : i32 to vector<2xf16>
      %164 = nvvm.convert.f16x2.to.f8x2 %163 : vector<2xf16> -> i16(f8E5M2)
      %165 = llvm.insertelement %164, %16[%15 : i64] : vector<2xi16>
      %166 = llvm.extractelement %161[%17 : i64] : vector<8xi32>
      %167 = llvm.bitcast %166 : i32 to vector<2xf16>
      %168 = nvvm.convert.f16x2.to.f8x2 %167 : vector<2xf16> -> i16(f8E5M2)
      %169 = llvm.insertelement %168, %165[%17 : i64] : vector<2xi16>
      %170 = llvm.bitcast %169 : vector<2xi16> to i32
      %171 = llvm.insertelement %170, %18[%17 : i64] : vector<4xi32>
      %172 = llvm.extractelement %161[%14 : i64] : vector<8xi32>
      %173 = llvm.bitcast %172 : i32 to vector<2xf16>
      %174 = nvvm.convert.f16x2.to.f8x2 %173 : vector<2xf16> -> i16(f8E5M2)
      %175 = llvm.insertelement %174, %16[%15 : i64] : vector<2xi16>
      %176 = llvm.extractelement %161[%13 : i64] : vector<8xi32>
      %177 = llvm.bitcast %176 : i32 to vector<2xf16>
      %178 = nvvm.convert.f16x2.to.f8x2 %177 : vector<2xf16> -> i16(f8E5M2)
      %179 = llvm.insertelement %178, %175[%17 : i64] : vector<2xi16>
      %180 = llvm.bitcast %179 : vector<2xi16> to i32
      %181 = llvm.insertelement %180, %171[%15 : i64] : vector<4xi32>
      %182 = llvm.extractelement %161[%12 : i64] : vector<8xi32>
      %183 = llvm.bitcast %182 : i32 to vector<2xf16>
      %184 = nvvm.convert.f16x2.to.f8x2 %183 : vector<2xf16> -> i16(f8E5M2)
      %185 = llvm.insertelement %184, %16[%15 : i64] : vector<2xi16>
      %186 = llvm.extractelement %161[%11 : i64] : vector<8xi32>
      %187 = llvm.bitcast %186 : i32 to vector<2xf16>
      %188 = nvvm.convert.f16x2.to.f8x2 %187 : vector<2xf16> -> i16(f8E5M2)
      %189 = llvm.insertelement %188, %185[%17 : i64] : vector<2xi16>
      %190 = llvm.bitcast %189 : vector<2xi16> to i32
      %191 = llvm.insertelement %190, %181[%13 : i64] : vector<4xi32>
      %192 = llvm.extractelement %161[%10 : i64] : vector<8xi32>
      %193 = llvm.bitcast %192 : i32 to vector<2xf16>
      %194 = nvvm.convert.f16x2.to.f8x2 %193 : vector<2xf16> -> i16(f8E5M2)
      %195 = llvm.insertelement %194, %16[%15 : i64] : vector<2xi16>
      %196 = llvm.extractelement %161[%9 : i64] : vector<8xi32>
      %197 = llvm.bitcast %196 : i32 to vector<2xf16>
      %198 = nvvm.convert.f16x2.to.f8x2 %197 : vector<2xf16> -> i16(f8E5M2)
      %199 = llvm.insertelement %198, %195[%17 : i64] : vector<2xi16>
      %200 = llvm.bitcast %199 : vector<2xi16> to i32
      %201 = llvm.insertelement %200, %191[%14 : i64] : vector<4xi32>
      %202 = llvm.bitcast %201 : vector<4xi32> to vector<16xi8>
      llvm.store %202, %41 {alignment = 32 : i64} : vector<16xi8>, !llvm.ptr
      %203 = llvm.load %42 {alignment = 32 : i64} : !llvm.ptr -> vector<16xbf16>
      %204 = llvm.fpext %203 : vector<16xbf16> to vector<16xf32>
      %205 = llvm.bitcast %204 : vector<16xf32> to vector<16xi32>
      %206 = llvm.extractelement %205[%13 : i64] : vector<16xi32>
      %207 = llvm.extractelement %205[%14 : i64] : vector<16xi32>
      %208 = llvm.bitcast %206 : i32 to f32
      %209 = llvm.bitcast %207 : i32 to f32
      %210 = nvvm.convert.f32x2.to.f8x2 %209, %208 {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
      %211 = llvm.insertelement %210, %16[%15 : i64] : vector<2xi16>
      %212 = llvm.extractelement %205[%17 : i64] : vector<16xi32>
      %213 = llvm.extractelement %205[%15 : i64] : vector<16xi32>
      %214 = llvm.bitcast %212 : i32 to f32
      %215 = llvm.bitcast %213 : i32 to f32
      %216 = nvvm.convert.f32x2.to.f8x2 %215, %214 {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
      %217 = llvm.insertelement %216, %211[%17 : i64] : vector<2xi16>
      %218 = llvm.bitcast %217 : vector<2xi16> to i32
      %219 = llvm.insertelement %218, %18[%17 : i64] : vector<4xi32>
      %220 = llvm.extractelement %205[%9 : i64] : vector<16xi32>
      %221 = llvm.extractelement %205[%10 : i64] : vector<16xi32>
      %222 = llvm.bitcast %220 : i32 to f32
      %223 = llvm.bitcast %221 : i32 to f32
      %224 = nvvm.convert.f32x2.to.f8x2 %223, %222 {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
      %225 = llvm.insertelement %224, %16[%15 : i64] : vector<2xi16>
      %226 = llvm.extractelement %205[%11 : i64] : vector<16xi32>
      %227 = llvm.extractelement %205[%12 : i64] : vector<16xi32>
      %228 = llvm.bitcast %226 : i32 to f32
      %229 = llvm.bitcast %227 : i32 to f32
      %230 = nvvm.convert.f32x2.to.f8x2 %229, %228 {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
      %231 = llvm.insertelement %230, %225[%17 : i64] : vector<2xi16>
      %232 = llvm.bitcast %231 : vector<2xi16> to i32
      %233 = llvm.insertelement %232, %219[%15 : i64] : vector<4xi32>
      %234 = llvm.extractelement %205[%8 : i64] : vector<16xi32>
      %235 = llvm.extractelement %205[%7 : i64] : vector<16xi32>
      %236 = llvm.bitcast %234 : i32 to f32
      %237 = llvm.bitcast %235 : i32 to f32
      %238 = nvvm.convert.f32x2.to.f8x2 %237, %236 {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
      %239 = llvm.insertelement %238, %16[%15 : i64] : vector<2xi16>
      %240 = llvm.extractelement %205[%6 : i64] : vector<16xi32>
      %241 = llvm.extractelement %205[%5 : i64] : vector<16xi32>
      %242 = llvm.bitcast %240 : i32 to f32
      %243 = llvm.bitcast %241 : i32 to f32
      %244 = nvvm.convert.f32x2.to.f8x2 %243, %242 {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
      %245 = llvm.insertelement %244, %239[%17 : i64] : vector<2xi16>
      %246 = llvm.bitcast %245 : vector<2xi16> to i32
      %247 = llvm.insertelement %246, %233[%13 : i64] : vector<4xi32>
      %248 = llvm.extractelement %205[%4 : i64] : vector<16xi32>
      %249 = llvm.extractelement %205[%3 : i64] : vector<16xi32>
      %250 = llvm.bitcast %248 : i32 to f32
      %251 = llvm.bitcast %249 : i32 to f32
      %252 = nvvm.convert.f32x2.to.f8x2 %251, %250 {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
      %253 = llvm.insertelement %252, %16[%15 : i64] : vector<2xi16>
      %254 = llvm.extractelement %205[%2 : i64] : vector<16xi32>
      %255 = llvm.extractelement %205[%1 : i64] : vector<16xi32>
      %256 = llvm.bitcast %254 : i32 to f32
      %257 = llvm.bitcast %255 : i32 to f32
      %258 = nvvm.convert.f32x2.to.f8x2 %257, %256 {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
      %259 = llvm.insertelement %258, %253[%17 : i64] : vector<2xi16>
      %260 = llvm.bitcast %259 : vector<2xi16> to i32
      %261 = llvm.insertelement %260, %247[%14 : i64] : vector<4xi32>
      %262 = llvm.bitcast %261 : vector<4xi32> to vector<16xi8>
      llvm.store %262, %40 {alignment = 32 : i64} : vector<16xi8>, !llvm.ptr
      %263 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<16xi8>
      %264 = llvm.bitcast %263 : vector<16xi8> to vector<4xi32>
      %265 = llvm.extractelement %264[%17 : i64] : vector<4xi32>
      %266 = llvm.bitcast %265 : i32 to vector<2xi16>
      %267 = llvm.extractelement %266[%17 : i64] : vector<2xi16>
      %268 = llvm.bitcast %267 : i16 to vector<2xi8>
      %269 = nvvm.convert.f8x2.to.f16x2 %268 : vector<2xi8>(f8E5M2) -> vector<2xf16>
      %270 = llvm.bitcast %269 : vector<2xf16> to i32
      %271 = llvm.insertelement %270, %0[%17 : i64] : vector<8xi32>
      %272 = llvm.extractelement %266[%15 : i64] : vector<2xi16>
      %273 = llvm.bitcast %272 : i16 to vector<2xi8>
      %274 = nvvm.convert.f8x2.to.f16x2 %273 : vector<2xi8>(f8E5M2) -> vector<2xf16>
      %275 = llvm.bitcast %274 : vector<2xf16> to i32
      %276 = llvm.insertelement %275, %271[%15 : i64] : vector<8xi32>
      %277 = llvm.extractelement %264[%15 : i64] : vector<4xi32>
      %278 = llvm.bitcast %277 : i32 to vector<2xi16>
      %279 = llvm.extractelement %278[%17 : i64] : vector<2xi16>
      %280 = llvm.bitcast %279 : i16 to vector<2xi8>
      %281 = nvvm.convert.f8x2.to.f16x2 %280 : vector<2xi8>(f8E5M2) -> vector<2xf16>
      %282 = llvm.bitcast %281 : vector<2xf16> to i32
      %283 = llvm.insertelement %282, %276[%13 : i64] : vector<8xi32>
      %284 = llvm.extractelement %278[%15 : i64] : vector<2xi16>
      %285 = llvm.bitcast %284 : i16 to vector<2xi8>
      %286 = nvvm.convert.f8x2.to.f16x2 %285 : vector<2xi8>(f8E5M2) -> vector<2xf16>
      %287 = llvm.bitcast %286 : vector<2xf16> to i32
      %288 = llvm.insertelement %287, %283[%14 : i64] : vector<8xi32>
      %289 = llvm.extractelement %264[%13 : i64] : vector<4xi32>
      %290 = llvm.bitcast %289 : i32 to vector<2xi16>
      %291 = llvm.extractelement %290[%17 : i64] : vector<2xi16>
      %292 = llvm.bitcast %291 : i16 to vector<2xi8>
      %293 = nvvm.convert.f8x2.to.f16x2 %292 : vector<2xi8>(f8E5M2) -> vector<2xf16>
      %294 = llvm.bitcast %293 : vector<2xf16> to i32
      %295 = llvm.insertelement %294, %288[%11 : i64] : vector<8xi32>
      %296 = llvm.extractelement %290[%15 : i64] : vector<2xi16>
      %297 = llvm.bitcast %296 : i16 to vector<2xi8>
      %298 = nvvm.convert.f8x2.to.f16x2 %297 : vector<2xi8>(f8E5M2) -> vector<2xf16>
      %299 = llvm.bitcast %298 : vector<2xf16> to i32
      %300 = llvm.insertelement %299, %295[%12 : i64] : vector<8xi32>
      %301 = llvm.extractelement %264[%14 : i64] : vector<4xi32>
      %302 = llvm.bitcast %301 : i32 to vector<2xi16>
      %303 = llvm.extractelement %302[%17 : i64] : vector<2xi16>
      %304 = llvm.bitcast %303 : i16 to vector<2xi8>
      %305 = nvvm.convert.f8x2.to.f16x2 %304 : vector<2xi8>(f8E5M2) -> vector<2xf16>
      %306 = llvm.bitcast %305 : vector<2xf16> to i32
      %307 = llvm.insertelement %306, %300[%9 : i64] : vector<8xi32>
      %308 = llvm.extractelement %302[%15 : i64] : vector<2xi16>
      %309 = llvm.bitcast %308 : i16 to vector<2xi8>
      %310 = nvvm.convert.f8x2.to.f16x2 %309 : vector<2xi8>(f8E5M2) -> vector<2xf16>
      %311 = llvm.bitcast %310 : vector<2xf16> to i32
      %312 = llvm.insertelement %311, %307[%10 : i64] : vector<8xi32>
      %313 = llvm.bitcast %312 : vector<8xi32> to vector<16xf16>
      %314 = llvm.fpext %313 : vector<16xf16> to vector<16xf32>
      %315 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> vector<16xi8>
      %316 = llvm.bitcast %315 : vector<16xi8> to vector<4xi32>
      %317 = llvm.extractelement %316[%17 : i64] : vector<4xi32>
      %318 = llvm.bitcast %317 : i32 to vector<2xi16>
      %319 = llvm.extractelement %318[%17 : i64] : vector<2xi16>
      %320 = llvm.bitcast %319 : i16 to vector<2xi8>
      %321 = nvvm.convert.f8x2.to.f16x2 %320 : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
      %322 = llvm.bitcast %321 : vector<2xf16> to i32
      %323 = llvm.insertelement %322, %0[%17 : i64] : vector<8xi32>
      %324 = llvm.extractelement %318[%15 : i64] : vector<2xi16>
      %325 = llvm.bitcast %324 : i16 to vector<2xi8>
      %326 = nvvm.convert.f8x2.to.f16x2 %325 : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
      %327 = llvm.bitcast %326 : vector<2xf16> to i32
      %328 = llvm.insertelement %327, %323[%15 : i64] : vector<8xi32>
      %329 = llvm.extractelement %316[%15 : i64] : vector<4xi32>
      %330 = llvm.bitcast %329 : i32 to vector<2xi16>
      %331 = llvm.extractelement %330[%17 : i64] : vector<2xi16>
      %332 = llvm.bitcast %331 : i16 to vector<2xi8>
      %333 = nvvm.convert.f8x2.to.f16x2 %332 : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
      %334 = llvm.bitcast %333 : vector<2xf16> to i32
      %335 = llvm.insertelement %334, %328[%13 : i64] : vector<8xi32>
      %336 = llvm.extractelement %330[%15 : i64] : vector<2xi16>
      %337 = llvm.bitcast %336 : i16 to vector<2xi8>
      %338 = nvvm.convert.f8x2.to.f16x2 %337 : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
      %339 = llvm.bitcast %338 : vector<2xf16> to i32
      %340 = llvm.insertelement %339, %335[%14 : i64] : vector<8xi32>
      %341 = llvm.extractelement %316[%13 : i64] : vector<4xi32>
      %342 = llvm.bitcast %341 : i32 to vector<2xi16>
      %343 = llvm.extractelement %342[%17 : i64] : vector<2xi16>
      %344 = llvm.bitcast %343 : i16 to vector<2xi8>
      %345 = nvvm.convert.f8x2.to.f16x2 %344 : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
      %346 = llvm.bitcast %345 : vector<2xf16> to i32
      %347 = llvm.insertelement %346, %340[%11 : i64] : vector<8xi32>
      %348 = llvm.extractelement %342[%15 : i64] : vector<2xi16>
      %349 = llvm.bitcast %348 : i16 to vector<2xi8>
      %350 = nvvm.convert.f8x2.to.f16x2 %349 : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
      %351 = llvm.bitcast %350 : vector<2xf16> to i32
      %352 = llvm.insertelement %351, %347[%12 : i64] : vector<8xi32>
      %353 = llvm.extractelement %316[%14 : i64] : vector<4xi32>
      %354 = llvm.bitcast %353 : i32 to vector<2xi16>
      %355 = llvm.extractelement %354[%17 : i64] : vector<2xi16>
      %356 = llvm.bitcast %355 : i16 to vector<2xi8>
      %357 = nvvm.convert.f8x2.to.f16x2 %356 : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
      %358 = llvm.bitcast %357 : vector<2xf16> to i32
      %359 = llvm.insertelement %358, %352[%9 : i64] : vector<8xi32>
      %360 = llvm.extractelement %354[%15 : i64] : vector<2xi16>
      %361 = llvm.bitcast %360 : i16 to vector<2xi8>
      %362 = nvvm.convert.f8x2.to.f16x2 %361 : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
      %363 = llvm.bitcast %362 : vector<2xf16> to i32
      %364 = llvm.insertelement %363, %359[%10 : i64] : vector<8xi32>
      %365 = llvm.bitcast %364 : vector<8xi32> to vector<16xf16>
      %366 = llvm.fpext %365 : vector<16xf16> to vector<16xf32>
      %367 = llvm.fadd %314, %366 : vector<16xf32>
      %368 = llvm.bitcast %367 : vector<16xf32> to vector<16xi32>
      %369 = llvm.extractelement %368[%17 : i64] : vector<16xi32>
      %370 = llvm.extractelement %368[%15 : i64] : vector<16xi32>
      %371 = llvm.bitcast %369 : i32 to f32
      %372 = llvm.bitcast %370 : i32 to f32
      %373 = nvvm.convert.f32x2.to.f16x2 %372, %371 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %374 = llvm.bitcast %373 : vector<2xf16> to i32
      %375 = llvm.insertelement %374, %0[%17 : i64] : vector<8xi32>
      %376 = llvm.extractelement %368[%13 : i64] : vector<16xi32>
      %377 = llvm.extractelement %368[%14 : i64] : vector<16xi32>
      %378 = llvm.bitcast %376 : i32 to f32
      %379 = llvm.bitcast %377 : i32 to f32
      %380 = nvvm.convert.f32x2.to.f16x2 %379, %378 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %381 = llvm.bitcast %380 : vector<2xf16> to i32
      %382 = llvm.insertelement %381, %375[%15 : i64] : vector<8xi32>
      %383 = llvm.extractelement %368[%11 : i64] : vector<16xi32>
      %384 = llvm.extractelement %368[%12 : i64] : vector<16xi32>
      %385 = llvm.bitcast %383 : i32 to f32
      %386 = llvm.bitcast %384 : i32 to f32
      %387 = nvvm.convert.f32x2.to.f16x2 %386, %385 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %388 = llvm.bitcast %387 : vector<2xf16> to i32
      %389 = llvm.insertelement %388, %382[%13 : i64] : vector<8xi32>
      %390 = llvm.extractelement %368[%9 : i64] : vector<16xi32>
      %391 = llvm.extractelement %368[%10 : i64] : vector<16xi32>
      %392 = llvm.bitcast %390 : i32 to f32
      %393 = llvm.bitcast %391 : i32 to f32
      %394 = nvvm.convert.f32x2.to.f16x2 %393, %392 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %395 = llvm.bitcast %394 : vector<2xf16> to i32
      %396 = llvm.insertelement %395, %389[%14 : i64] : vector<8xi32>
      %397 = llvm.extractelement %368[%6 : i64] : vector<16xi32>
      %398 = llvm.extractelement %368[%5 : i64] : vector<16xi32>
      %399 = llvm.bitcast %397 : i32 to f32
      %400 = llvm.bitcast %398 : i32 to f32
      %401 = nvvm.convert.f32x2.to.f16x2 %400, %399 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %402 = llvm.bitcast %401 : vector<2xf16> to i32
      %403 = llvm.insertelement %402, %396[%11 : i64] : vector<8xi32>
      %404 = llvm.extractelement %368[%8 : i64] : vector<16xi32>
      %405 = llvm.extractelement %368[%7 : i64] : vector<16xi32>
      %406 = llvm.bitcast %404 : i32 to f32
      %407 = llvm.bitcast %405 : i32 to f32
      %408 = nvvm.convert.f32x2.to.f16x2 %407, %406 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %409 = llvm.bitcast %408 : vector<2xf16> to i32
      %410 = llvm.insertelement %409, %403[%12 : i64] : vector<8xi32>
      %411 = llvm.extractelement %368[%2 : i64] : vector<16xi32>
      %412 = llvm.extractelement %368[%1 : i64] : vector<16xi32>
      %413 = llvm.bitcast %411 : i32 to f32
      %414 = llvm.bitcast %412 : i32 to f32
      %415 = nvvm.convert.f32x2.to.f16x2 %414, %413 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %416 = llvm.bitcast %415 : vector<2xf16> to i32
      %417 = llvm.insertelement %416, %410[%9 : i64] : vector<8xi32>
      %418 = llvm.extractelement %368[%4 : i64] : vector<16xi32>
      %419 = llvm.extractelement %368[%3 : i64] : vector<16xi32>
      %420 = llvm.bitcast %418 : i32 to f32
      %421 = llvm.bitcast %419 : i32 to f32
      %422 = nvvm.convert.f32x2.to.f16x2 %421, %420 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %423 = llvm.bitcast %422 : vector<2xf16> to i32
      %424 = llvm.insertelement %423, %417[%10 : i64] : vector<8xi32>
      %425 = llvm.bitcast %424 : vector<8xi32> to vector<16xf16>
      llvm.store %425, %39 {alignment = 32 : i64} : vector<16xf16>, !llvm.ptr
      %426 = llvm.extractelement %367[%17 : i64] : vector<16xf32>
      %427 = llvm.fmul %426, %33 : f32
      llvm.store %427, %38 {alignment = 32 : i64} : f32, !llvm.ptr
      %428 = llvm.extractelement %367[%15 : i64] : vector<16xf32>
      %429 = llvm.fmul %428, %33 : f32
      %430 = llvm.getelementptr %38[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %429, %430 {alignment = 4 : i64} : f32, !llvm.ptr
      %431 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> vector<2xf32>
      %432 = llvm.extractelement %431[%17 : i64] : vector<2xf32>
      %433 = llvm.extractelement %431[%15 : i64] : vector<2xf32>
      %434 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.satfinite.bf16x2.f32 $0, $1, $2;", "=r,f,f" %433, %432 : (f32, f32) -> i32
      %435 = llvm.bitcast %434 : i32 to vector<2xbf16>
      %436 = llvm.extractelement %435[%17 : i64] : vector<2xbf16>
      llvm.store %436, %37 {alignment = 32 : i64} : bf16, !llvm.ptr
      %437 = llvm.extractelement %435[%15 : i64] : vector<2xbf16>
      %438 = llvm.getelementptr %37[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %437, %438 {alignment = 2 : i64} : bf16, !llvm.ptr
      %439 = llvm.extractelement %367[%13 : i64] : vector<16xf32>
      %440 = llvm.fmul %439, %33 : f32
      llvm.store %440, %38 {alignment = 32 : i64} : f32, !llvm.ptr
      %441 = llvm.extractelement %367[%14 : i64] : vector<16xf32>
      %442 = llvm.fmul %441, %33 : f32
      llvm.store %442, %430 {alignment = 4 : i64} : f32, !llvm.ptr
      %443 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> vector<2xf32>
      %444 = llvm.extractelement %443[%17 : i64] : vector<2xf32>
      %445 = llvm.extractelement %443[%15 : i64] : vector<2xf32>
      %446 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.satfinite.bf16x2.f32 $0, $1, $2;", "=r,f,f" %445, %444 : (f32, f32) -> i32
      %447 = llvm.bitcast %446 : i32 to vector<2xbf16>
      %448 = llvm.extractelement %447[%17 : i64] : vector<2xbf16>
      %449 = llvm.getelementptr %37[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %448, %449 {alignment = 4 : i64} : bf16, !llvm.ptr
      %450 = llvm.extractelement %447[%15 : i64] : vector<2xbf16>
      %451 = llvm.getelementptr %37[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %450, %451 {alignment = 2 : i64} : bf16, !llvm.ptr
      %452 = llvm.extractelement %367[%11 : i64] : vector<16xf32>
      %453 = llvm.fmul %452, %33 : f32
      llvm.store %453, %38 {alignment = 32 : i64} : f32, !llvm.ptr
      %454 = llvm.extractelement %367[%12 : i64] : vector<16xf32>
      %455 = llvm.fmul %454, %33 : f32
      llvm.store %455, %430 {alignment = 4 : i64} : f32, !llvm.ptr
      %456 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> vector<2xf32>
      %457 = llvm.extractelement %456[%17 : i64] : vector<2xf32>
      %458 = llvm.extractelement %456[%15 : i64] : vector<2xf32>
      %459 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.satfinite.bf16x2.f32 $0, $1, $2;", "=r,f,f" %458, %457 : (f32, f32) -> i32
      %460 = llvm.bitcast %459 : i32 to vector<2xbf16>
      %461 = llvm.extractelement %460[%17 : i64] : vector<2xbf16>
      %462 = llvm.getelementptr %37[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %461, %462 {alignment = 8 : i64} : bf16, !llvm.ptr
      %463 = llvm.extractelement %460[%15 : i64] : vector<2xbf16>
      %464 = llvm.getelementptr %37[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %463, %464 {alignment = 2 : i64} : bf16, !llvm.ptr
      %465 = llvm.extractelement %367[%9 : i64] : vector<16xf32>
      %466 = llvm.fmul %465, %33 : f32
      llvm.store %466, %38 {alignment = 32 : i64} : f32, !llvm.ptr
      %467 = llvm.extractelement %367[%10 : i64] : vector<16xf32>
      %468 = llvm.fmul %467, %33 : f32
      llvm.store %468, %430 {alignment = 4 : i64} : f32, !llvm.ptr
      %469 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> vector<2xf32>
      %470 = llvm.extractelement %469[%17 : i64] : vector<2xf32>
      %471 = llvm.extractelement %469[%15 : i64] : vector<2xf32>
      %472 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.satfinite.bf16x2.f32 $0, $1, $2;", "=r,f,f" %471, %470 : (f32, f32) -> i32
      %473 = llvm.bitcast %472 : i32 to vector<2xbf16>
      %474 = llvm.extractelement %473[%17 : i64] : vector<2xbf16>
      %475 = llvm.getelementptr %37[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %474, %475 {alignment = 4 : i64} : bf16, !llvm.ptr
      %476 = llvm.extractelement %473[%15 : i64] : vector<2xbf16>
      %477 = llvm.getelementptr %37[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %476, %477 {alignment = 2 : i64} : bf16, !llvm.ptr
      %478 = llvm.extractelement %367[%6 : i64] : vector<16xf32>
      %479 = llvm.fmul %478, %33 : f32
      llvm.store %479, %38 {alignment = 32 : i64} : f32, !llvm.ptr
      %480 = llvm.extractelement %367[%5 : i64] : vector<16xf32>
      %481 = llvm.fmul %480, %33 : f32
      llvm.store %481, %430 {alignment = 4 : i64} : f32, !llvm.ptr
      %482 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> vector<2xf32>
      %483 = llvm.extractelement %482[%17 : i64] : vector<2xf32>
      %484 = llvm.extractelement %482[%15 : i64] : vector<2xf32>
      %485 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.satfinite.bf16x2.f32 $0, $1, $2;", "=r,f,f" %484, %483 : (f32, f32) -> i32
      %486 = llvm.bitcast %485 : i32 to vector<2xbf16>
      %487 = llvm.extractelement %486[%17 : i64] : vector<2xbf16>
      %488 = llvm.getelementptr %37[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %487, %488 {alignment = 16 : i64} : bf16, !llvm.ptr
      %489 = llvm.extractelement %486[%15 : i64] : vector<2xbf16>
      %490 = llvm.getelementptr %37[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %489, %490 {alignment = 2 : i64} : bf16, !llvm.ptr
      %491 = llvm.extractelement %367[%8 : i64] : vector<16xf32>
      %492 = llvm.fmul %491, %33 : f32
      llvm.store %492, %38 {alignment = 32 : i64} : f32, !llvm.ptr
      %493 = llvm.extractelement %367[%7 : i64] : vector<16xf32>
      %494 = llvm.fmul %493, %33 : f32
      llvm.store %494, %430 {alignment = 4 : i64} : f32, !llvm.ptr
      %495 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> vector<2xf32>
      %496 = llvm.extractelement %495[%17 : i64] : vector<2xf32>
      %497 = llvm.extractelement %495[%15 : i64] : vector<2xf32>
      %498 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.satfinite.bf16x2.f32 $0, $1, $2;", "=r,f,f" %497, %496 : (f32, f32) -> i32
      %499 = llvm.bitcast %498 : i32 to vector<2xbf16>
      %500 = llvm.extractelement %499[%17 : i64] : vector<2xbf16>
      %501 = llvm.getelementptr %37[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %500, %501 {alignment = 4 : i64} : bf16, !llvm.ptr
      %502 = llvm.extractelement %499[%15 : i64] : vector<2xbf16>
      %503 = llvm.getelementptr %37[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %502, %503 {alignment = 2 : i64} : bf16, !llvm.ptr
      %504 = llvm.extractelement %367[%2 : i64] : vector<16xf32>
      %505 = llvm.fmul %504, %33 : f32
      llvm.store %505, %38 {alignment = 32 : i64} : f32, !llvm.ptr
      %506 = llvm.extractelement %367[%1 : i64] : vector<16xf32>
      %507 = llvm.fmul %506, %33 : f32
      llvm.store %507, %430 {alignment = 4 : i64} : f32, !llvm.ptr
      %508 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> vector<2xf32>
      %509 = llvm.extractelement %508[%17 : i64] : vector<2xf32>
      %510 = llvm.extractelement %508[%15 : i64] : vector<2xf32>
      %511 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.satfinite.bf16x2.f32 $0, $1, $2;", "=r,f,f" %510, %509 : (f32, f32) -> i32
      %512 = llvm.bitcast %511 : i32 to vector<2xbf16>
      %513 = llvm.extractelement %512[%17 : i64] : vector<2xbf16>
      %514 = llvm.getelementptr %37[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %513, %514 {alignment = 8 : i64} : bf16, !llvm.ptr
      %515 = llvm.extractelement %512[%15 : i64] : vector<2xbf16>
      %516 = llvm.getelementptr %37[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %515, %516 {alignment = 2 : i64} : bf16, !llvm.ptr
      %517 = llvm.extractelement %367[%4 : i64] : vector<16xf32>
      %518 = llvm.fmul %517, %33 : f32
      llvm.store %518, %38 {alignment = 32 : i64} : f32, !llvm.ptr
      %519 = llvm.extractelement %367[%3 : i64] : vector<16xf32>
      %520 = llvm.fmul %519, %33 : f32
      llvm.store %520, %430 {alignment = 4 : i64} : f32, !llvm.ptr
      %521 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> vector<2xf32>
      %522 = llvm.extractelement %521[%17 : i64] : vector<2xf32>
      %523 = llvm.extractelement %521[%15 : i64] : vector<2xf32>
      %524 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.satfinite.bf16x2.f32 $0, $1, $2;", "=r,f,f" %523, %522 : (f32, f32) -> i32
      %525 = llvm.bitcast %524 : i32 to vector<2xbf16>
      %526 = llvm.extractelement %525[%17 : i64] : vector<2xbf16>
      %527 = llvm.getelementptr %37[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %526, %527 {alignment = 4 : i64} : bf16, !llvm.ptr
      %528 = llvm.extractelement %525[%15 : i64] : vector<2xbf16>
      %529 = llvm.getelementptr %37[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %528, %529 {alignment = 2 : i64} : bf16, !llvm.ptr
      %530 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> i8
      %531 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %532 = llvm.getelementptr %531[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %530, %532 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %533 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> i8
      %534 = llvm.extractvalue %arg3[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %535 = llvm.getelementptr %534[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %533, %535 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %536 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> f16
      %537 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %538 = llvm.fpext %537 : bf16 to f32
      %539 = llvm.fptrunc %538 : f32 to f16
      %540 = llvm.fadd %536, %539 : f16
      %541 = llvm.extractvalue %arg4[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %542 = llvm.getelementptr %541[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %540, %542 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %543 = llvm.getelementptr %41[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %544 = llvm.load %543 {alignment = 1 : i64} : !llvm.ptr -> i8
      %545 = llvm.getelementptr %531[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %544, %545 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %546 = llvm.getelementptr %40[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %547 = llvm.load %546 {alignment = 1 : i64} : !llvm.ptr -> i8
      %548 = llvm.getelementptr %534[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %547, %548 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %549 = llvm.getelementptr %39[1] : (!llvm.ptr) -> !llvm.ptr, f16
      %550 = llvm.load %549 {alignment = 2 : i64} : !llvm.ptr -> f16
      %551 = llvm.load %438 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %552 = llvm.fpext %551 : bf16 to f32
      %553 = llvm.fptrunc %552 : f32 to f16
      %554 = llvm.fadd %550, %553 : f16
      %555 = llvm.getelementptr %541[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %554, %555 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %556 = llvm.getelementptr %41[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %557 = llvm.load %556 {alignment = 2 : i64} : !llvm.ptr -> i8
      %558 = llvm.getelementptr %531[%62] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %557, %558 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %559 = llvm.getelementptr %40[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %560 = llvm.load %559 {alignment = 2 : i64} : !llvm.ptr -> i8
      %561 = llvm.getelementptr %534[%62] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %560, %561 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %562 = llvm.getelementptr %39[2] : (!llvm.ptr) -> !llvm.ptr, f16
      %563 = llvm.load %562 {alignment = 4 : i64} : !llvm.ptr -> f16
      %564 = llvm.load %449 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %565 = llvm.fpext %564 : bf16 to f32
      %566 = llvm.fptrunc %565 : f32 to f16
      %567 = llvm.fadd %563, %566 : f16
      %568 = llvm.getelementptr %541[%62] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %567, %568 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %569 = llvm.getelementptr %41[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %570 = llvm.load %569 {alignment = 1 : i64} : !llvm.ptr -> i8
      %571 = llvm.getelementptr %531[%69] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %570, %571 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %572 = llvm.getelementptr %40[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %573 = llvm.load %572 {alignment = 1 : i64} : !llvm.ptr -> i8
      %574 = llvm.getelementptr %534[%69] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %573, %574 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %575 = llvm.getelementptr %39[3] : (!llvm.ptr) -> !llvm.ptr, f16
      %576 = llvm.load %575 {alignment = 2 : i64} : !llvm.ptr -> f16
      %577 = llvm.load %451 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %578 = llvm.fpext %577 : bf16 to f32
      %579 = llvm.fptrunc %578 : f32 to f16
      %580 = llvm.fadd %576, %579 : f16
      %581 = llvm.getelementptr %541[%69] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %580, %581 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %582 = llvm.getelementptr %41[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %583 = llvm.load %582 {alignment = 4 : i64} : !llvm.ptr -> i8
      %584 = llvm.getelementptr %531[%76] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %583, %584 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %585 = llvm.getelementptr %40[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %586 = llvm.load %585 {alignment = 4 : i64} : !llvm.ptr -> i8
      %587 = llvm.getelementptr %534[%76] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %586, %587 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %588 = llvm.getelementptr %39[4] : (!llvm.ptr) -> !llvm.ptr, f16
      %589 = llvm.load %588 {alignment = 8 : i64} : !llvm.ptr -> f16
      %590 = llvm.load %462 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %591 = llvm.fpext %590 : bf16 to f32
      %592 = llvm.fptrunc %591 : f32 to f16
      %593 = llvm.fadd %589, %592 : f16
      %594 = llvm.getelementptr %541[%76] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %593, %594 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %595 = llvm.getelementptr %41[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %596 = llvm.load %595 {alignment = 1 : i64} : !llvm.ptr -> i8
      %597 = llvm.getelementptr %531[%83] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %596, %597 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %598 = llvm.getelementptr %40[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %599 = llvm.load %598 {alignment = 1 : i64} : !llvm.ptr -> i8
      %600 = llvm.getelementptr %534[%83] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %599, %600 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %601 = llvm.getelementptr %39[5] : (!llvm.ptr) -> !llvm.ptr, f16
      %602 = llvm.load %601 {alignment = 2 : i64} : !llvm.ptr -> f16
      %603 = llvm.load %464 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %604 = llvm.fpext %603 : bf16 to f32
      %605 = llvm.fptrunc %604 : f32 to f16
      %606 = llvm.fadd %602, %605 : f16
      %607 = llvm.getelementptr %541[%83] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %606, %607 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %608 = llvm.getelementptr %41[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %609 = llvm.load %608 {alignment = 2 : i64} : !llvm.ptr -> i8
      %610 = llvm.getelementptr %531[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %609, %610 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %611 = llvm.getelementptr %40[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %612 = llvm.load %611 {alignment = 2 : i64} : !llvm.ptr -> i8
      %613 = llvm.getelementptr %534[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %612, %613 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %614 = llvm.getelementptr %39[6] : (!llvm.ptr) -> !llvm.ptr, f16
      %615 = llvm.load %614 {alignment = 4 : i64} : !llvm.ptr -> f16
      %616 = llvm.load %475 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %617 = llvm.fpext %616 : bf16 to f32
      %618 = llvm.fptrunc %617 : f32 to f16
      %619 = llvm.fadd %615, %618 : f16
      %620 = llvm.getelementptr %541[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %619, %620 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %621 = llvm.getelementptr %41[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %622 = llvm.load %621 {alignment = 1 : i64} : !llvm.ptr -> i8
      %623 = llvm.getelementptr %531[%97] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %622, %623 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %624 = llvm.getelementptr %40[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %625 = llvm.load %624 {alignment = 1 : i64} : !llvm.ptr -> i8
      %626 = llvm.getelementptr %534[%97] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %625, %626 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %627 = llvm.getelementptr %39[7] : (!llvm.ptr) -> !llvm.ptr, f16
      %628 = llvm.load %627 {alignment = 2 : i64} : !llvm.ptr -> f16
      %629 = llvm.load %477 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %630 = llvm.fpext %629 : bf16 to f32
      %631 = llvm.fptrunc %630 : f32 to f16
      %632 = llvm.fadd %628, %631 : f16
      %633 = llvm.getelementptr %541[%97] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %632, %633 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %634 = llvm.getelementptr %41[8] : (!llvm.ptr) -> !llvm.ptr, i8
      %635 = llvm.load %634 {alignment = 8 : i64} : !llvm.ptr -> i8
      %636 = llvm.getelementptr %531[%104] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %635, %636 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %637 = llvm.getelementptr %40[8] : (!llvm.ptr) -> !llvm.ptr, i8
      %638 = llvm.load %637 {alignment = 8 : i64} : !llvm.ptr -> i8
      %639 = llvm.getelementptr %534[%104] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %638, %639 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %640 = llvm.getelementptr %39[8] : (!llvm.ptr) -> !llvm.ptr, f16
      %641 = llvm.load %640 {alignment = 16 : i64} : !llvm.ptr -> f16
      %642 = llvm.load %488 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %643 = llvm.fpext %642 : bf16 to f32
      %644 = llvm.fptrunc %643 : f32 to f16
      %645 = llvm.fadd %641, %644 : f16
      %646 = llvm.getelementptr %541[%104] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %645, %646 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %647 = llvm.getelementptr %41[9] : (!llvm.ptr) -> !llvm.ptr, i8
      %648 = llvm.load %647 {alignment = 1 : i64} : !llvm.ptr -> i8
      %649 = llvm.getelementptr %531[%111] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %648, %649 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %650 = llvm.getelementptr %40[9] : (!llvm.ptr) -> !llvm.ptr, i8
      %651 = llvm.load %650 {alignment = 1 : i64} : !llvm.ptr -> i8
      %652 = llvm.getelementptr %534[%111] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %651, %652 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %653 = llvm.getelementptr %39[9] : (!llvm.ptr) -> !llvm.ptr, f16
      %654 = llvm.load %653 {alignment = 2 : i64} : !llvm.ptr -> f16
      %655 = llvm.load %490 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %656 = llvm.fpext %655 : bf16 to f32
      %657 = llvm.fptrunc %656 : f32 to f16
      %658 = llvm.fadd %654, %657 : f16
      %659 = llvm.getelementptr %541[%111] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %658, %659 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %660 = llvm.getelementptr %41[10] : (!llvm.ptr) -> !llvm.ptr, i8
      %661 = llvm.load %660 {alignment = 2 : i64} : !llvm.ptr -> i8
      %662 = llvm.getelementptr %531[%118] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %661, %662 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %663 = llvm.getelementptr %40[10] : (!llvm.ptr) -> !llvm.ptr, i8
      %664 = llvm.load %663 {alignment = 2 : i64} : !llvm.ptr -> i8
      %665 = llvm.getelementptr %534[%118] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %664, %665 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %666 = llvm.getelementptr %39[10] : (!llvm.ptr) -> !llvm.ptr, f16
      %667 = llvm.load %666 {alignment = 4 : i64} : !llvm.ptr -> f16
      %668 = llvm.load %501 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %669 = llvm.fpext %668 : bf16 to f32
      %670 = llvm.fptrunc %669 : f32 to f16
      %671 = llvm.fadd %667, %670 : f16
      %672 = llvm.getelementptr %541[%118] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %671, %672 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %673 = llvm.getelementptr %41[11] : (!llvm.ptr) -> !llvm.ptr, i8
      %674 = llvm.load %673 {alignment = 1 : i64} : !llvm.ptr -> i8
      %675 = llvm.getelementptr %531[%125] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %674, %675 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %676 = llvm.getelementptr %40[11] : (!llvm.ptr) -> !llvm.ptr, i8
      %677 = llvm.load %676 {alignment = 1 : i64} : !llvm.ptr -> i8
      %678 = llvm.getelementptr %534[%125] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %677, %678 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %679 = llvm.getelementptr %39[11] : (!llvm.ptr) -> !llvm.ptr, f16
      %680 = llvm.load %679 {alignment = 2 : i64} : !llvm.ptr -> f16
      %681 = llvm.load %503 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %682 = llvm.fpext %681 : bf16 to f32
      %683 = llvm.fptrunc %682 : f32 to f16
      %684 = llvm.fadd %680, %683 : f16
      %685 = llvm.getelementptr %541[%125] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %684, %685 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %686 = llvm.getelementptr %41[12] : (!llvm.ptr) -> !llvm.ptr, i8
      %687 = llvm.load %686 {alignment = 4 : i64} : !llvm.ptr -> i8
      %688 = llvm.getelementptr %531[%132] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %687, %688 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %689 = llvm.getelementptr %40[12] : (!llvm.ptr) -> !llvm.ptr, i8
      %690 = llvm.load %689 {alignment = 4 : i64} : !llvm.ptr -> i8
      %691 = llvm.getelementptr %534[%132] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %690, %691 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %692 = llvm.getelementptr %39[12] : (!llvm.ptr) -> !llvm.ptr, f16
      %693 = llvm.load %692 {alignment = 8 : i64} : !llvm.ptr -> f16
      %694 = llvm.load %514 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %695 = llvm.fpext %694 : bf16 to f32
      %696 = llvm.fptrunc %695 : f32 to f16
      %697 = llvm.fadd %693, %696 : f16
      %698 = llvm.getelementptr %541[%132] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %697, %698 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %699 = llvm.getelementptr %41[13] : (!llvm.ptr) -> !llvm.ptr, i8
      %700 = llvm.load %699 {alignment = 1 : i64} : !llvm.ptr -> i8
      %701 = llvm.getelementptr %531[%139] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %700, %701 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %702 = llvm.getelementptr %40[13] : (!llvm.ptr) -> !llvm.ptr, i8
      %703 = llvm.load %702 {alignment = 1 : i64} : !llvm.ptr -> i8
      %704 = llvm.getelementptr %534[%139] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %703, %704 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %705 = llvm.getelementptr %39[13] : (!llvm.ptr) -> !llvm.ptr, f16
      %706 = llvm.load %705 {alignment = 2 : i64} : !llvm.ptr -> f16
      %707 = llvm.load %516 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %708 = llvm.fpext %707 : bf16 to f32
      %709 = llvm.fptrunc %708 : f32 to f16
      %710 = llvm.fadd %706, %709 : f16
      %711 = llvm.getelementptr %541[%139] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %710, %711 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %712 = llvm.getelementptr %41[14] : (!llvm.ptr) -> !llvm.ptr, i8
      %713 = llvm.load %712 {alignment = 2 : i64} : !llvm.ptr -> i8
      %714 = llvm.getelementptr %531[%146] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %713, %714 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %715 = llvm.getelementptr %40[14] : (!llvm.ptr) -> !llvm.ptr, i8
      %716 = llvm.load %715 {alignment = 2 : i64} : !llvm.ptr -> i8
      %717 = llvm.getelementptr %534[%146] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %716, %717 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %718 = llvm.getelementptr %39[14] : (!llvm.ptr) -> !llvm.ptr, f16
      %719 = llvm.load %718 {alignment = 4 : i64} : !llvm.ptr -> f16
      %720 = llvm.load %527 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %721 = llvm.fpext %720 : bf16 to f32
      %722 = llvm.fptrunc %721 : f32 to f16
      %723 = llvm.fadd %719, %722 : f16
      %724 = llvm.getelementptr %541[%146] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %723, %724 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %725 = llvm.getelementptr %41[15] : (!llvm.ptr) -> !llvm.ptr, i8
      %726 = llvm.load %725 {alignment = 1 : i64} : !llvm.ptr -> i8
      %727 = llvm.getelementptr %531[%153] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %726, %727 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %728 = llvm.getelementptr %40[15] : (!llvm.ptr) -> !llvm.ptr, i8
      %729 = llvm.load %728 {alignment = 1 : i64} : !llvm.ptr -> i8
      %730 = llvm.getelementptr %534[%153] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %729, %730 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %731 = llvm.getelementptr %39[15] : (!llvm.ptr) -> !llvm.ptr, f16
      %732 = llvm.load %731 {alignment = 2 : i64} : !llvm.ptr -> f16
      %733 = llvm.load %529 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %734 = llvm.fpext %733 : bf16 to f32
      %735 = llvm.fptrunc %734 : f32 to f16
      %736 = llvm.fadd %732, %735 : f16
      %737 = llvm.getelementptr %541[%153] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %736, %737 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_convert_mix_kernel_tensorptrf16gmemalign16o81921_tensorptrbf16gmemalign16o81921_tensorptrf8E5M2gmemalign16o81921_tensorptrf8E4M3FNgmemalign16o81921_tensorptrf16gmemalign16o_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_convert_mix_FakeTensorFloat1681921_FakeTensorBFloat1681921_FakeTensorFloat8E5M281921_FakeTensorFloat8E4M3FN81921_FakeTensorFloat1681921(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(4 : i32) : i32
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
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1, %arg2, %arg3, %arg4) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_convert_mix_kernel_tensorptrf16gmemalign16o81921_tensorptrbf16gmemalign16o81921_tensorptrf8E5M2gmemalign16o81921_tensorptrf8E4M3FNgmemalign16o81921_tensorptrf16gmemalign16o_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_convert_mix_FakeTensorFloat1681921_FakeTensorBFloat1681921_FakeTensorFloat8E5M281921_FakeTensorFloat8E4M3FN81921_FakeTensorFloat1681921(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_convert_mix_FakeTensorFloat1681921_FakeTensorBFloat1681921_FakeTensorFloat8E5M281921_FakeTensorFloat8E4M3FN81921_FakeTensorFloat1681921(%arg0, %arg1, %arg2, %arg3, %arg4) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
