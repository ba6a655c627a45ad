module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_100a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.func @__nv_fabsf(f32) -> f32
    llvm.func @kernel_cutlass_convert_fp4_kernel_tensorptrf32gmemalign16o81921_tensorptri8gmemalign16o40961_tensorptrf16gmemalign16o81921_tensorptri32gmemalign16o10241_tensorptrbf16gmemalign16o81921_ten_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg5: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 8, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.undef : vector<2xi16>
      %1 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
      %2 = llvm.mlir.poison : vector<1xf32>
      %3 = llvm.mlir.poison : vector<4xi32>
      %4 = llvm.mlir.constant(7 : i64) : i64
      %5 = llvm.mlir.constant(6 : i64) : i64
      %6 = llvm.mlir.constant(5 : i64) : i64
      %7 = llvm.mlir.constant(4 : i64) : i64
      %8 = llvm.mlir.constant(3 : i64) : i64
      %9 = llvm.mlir.constant(2 : i64) : i64
      %10 = llvm.mlir.constant(1 : i64) : i64
      %11 = llvm.mlir.constant(0 : i64) : i64
      %12 = llvm.mlir.undef : vector<1xi32>
      %13 = llvm.mlir.constant(0 : i32) : i32
      %14 = llvm.mlir.poison : vector<8xf32>
      %15 = llvm.mlir.constant(128 : i32) : i32
      %16 = llvm.mlir.constant(3 : i32) : i32
      %17 = llvm.mlir.constant(4 : i32) : i32
      %18 = llvm.mlir.constant(5 : i32) : i32
      %19 = llvm.mlir.constant(6 : i32) : i32
      %20 = llvm.mlir.constant(7 : i32) : i32
      %21 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %22 = llvm.mlir.constant(9.99999997E-7 : f32) : f32
      %23 = llvm.mlir.constant(6.000000e+00 : f32) : f32
      %24 = llvm.mlir.constant(134744072 : i32) : i32
      %25 = llvm.mlir.constant(252645135 : i32) : i32
      %26 = llvm.mlir.constant(106 : i32) : i32
      %27 = llvm.mlir.constant(-2012739576 : i32) : i32
      %28 = llvm.mlir.constant(62704 : i32) : i32
      %29 = llvm.mlir.constant(62961 : i32) : i32
      %30 = llvm.mlir.constant(63218 : i32) : i32
      %31 = llvm.mlir.constant(63475 : i32) : i32
      %32 = llvm.mlir.constant(-8388609 : i32) : i32
      %33 = llvm.mlir.constant(-2088729728 : i32) : i32
      %34 = llvm.mlir.constant(-1022835960 : i32) : i32
      %35 = llvm.mlir.constant(1 : i32) : i32
      %36 = llvm.mlir.constant(8 : i32) : i32
      %37 = llvm.mlir.constant(2 : i32) : i32
      %38 = llvm.alloca %17 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %39 = llvm.alloca %35 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %40 = llvm.alloca %17 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %41 = llvm.alloca %36 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %42 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %43 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %44 = llvm.mul %43, %15 : i32
      %45 = llvm.add %44, %42 : i32
      %46 = llvm.mul %45, %36 : i32
      %47 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %48 = llvm.getelementptr %47[%46] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %49 = llvm.load %48 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      llvm.store %49, %41 {alignment = 32 : i64} : f32, !llvm.ptr
      %50 = llvm.add %46, %35 : i32
      %51 = llvm.getelementptr %47[%50] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %52 = llvm.load %51 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %53 = llvm.getelementptr %41[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %52, %53 {alignment = 4 : i64} : f32, !llvm.ptr
      %54 = llvm.add %46, %37 : i32
      %55 = llvm.getelementptr %47[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %56 = llvm.load %55 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %57 = llvm.getelementptr %41[2] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %56, %57 {alignment = 8 : i64} : f32, !llvm.ptr
      %58 = llvm.add %46, %16 : i32
      %59 = llvm.getelementptr %47[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %60 = llvm.load %59 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %61 = llvm.getelementptr %41[3] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %60, %61 {alignment = 4 : i64} : f32, !llvm.ptr
      %62 = llvm.add %46, %17 : i32
      %63 = llvm.getelementptr %47[%62] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %64 = llvm.load %63 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %65 = llvm.getelementptr %41[4] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %64, %65 {alignment = 16 : i64} : f32, !llvm.ptr
      %66 = llvm.add %46, %18 : i32
      %67 = llvm.getelementptr %47[%66] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %68 = llvm.load %67 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %69 = llvm.getelementptr %41[5] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %68, %69 {alignment = 4 : i64} : f32, !llvm.ptr
      %70 = llvm.add %46, %19 : i32
      %71 = llvm.getelementptr %47[%70] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %72 = llvm.load %71 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %73 = llvm.getelementptr %41[6] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %72, %73 {alignment = 8 : i64} : f32, !llvm.ptr
      %74 = llvm.add %46, %20 : i32
      %75 = llvm.getelementptr %47[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %76 = llvm.load %75 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %77 = llvm.getelementptr %41[7] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %76, %77 {alignment = 4 : i64} : f32, !llvm.ptr
      %78 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> f32
      %79 = llvm.call @__nv_fabsf(%78) : (f32) -> f32
      %80 = nvvm.fmax %21, %79
      %81 = llvm.load %53 {alignment = 4 : i64} : !llvm.ptr -> f32
      %82 = llvm.call @__nv_fabsf(%81) : (f32) -> f32
      %83 = nvvm.fmax %80, %82
      %84 = llvm.load %57 {alignment = 8 : i64} : !llvm.ptr -> f32
      %85 = llvm.call @__nv_fabsf(%84) : (f32) -> f32
      %86 = nvvm.fmax %83, %85
      %87 = llvm.load %61 {alignment = 4 : i64} : !llvm.ptr -> f32
      %88 = llvm.call @__nv_fabsf(%87) : (f32) -> f32
      %89 = nvvm.fmax %86, %88
      %90 = llvm.load %65 {alignment = 16 : i64} : !llvm.ptr -> f32
      %91 = llvm.call @__nv_fabsf(%90) : (f32) -> f32
      %92 = nvvm.fmax %89, %91
      %93 = llvm.load %69 {alignment = 4 : i64} : !llvm.ptr -> f32
      %94 = llvm.call @__nv_fabsf(%93) : (f32) -> f32
      %95 = nvvm.fmax %92, %94
      %96 = llvm.load %73 {alignment = 8 : i64} : !llvm.ptr -> f32
      %97 = llvm.call @__nv_fabsf(%96) : (f32) -> f32
      %98 = nvvm.fmax %95, %97
      %99 = llvm.load %77 {alignment = 4 : i64} : !llvm.ptr -> f32
      %100 = llvm.call @__nv_fabsf(%99) : (f32) -> f32
      %101 = nvvm.fmax %98, %100
      %102 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> vector<8xf32>
      %103 = llvm.fadd %101, %22 : f32
      %104 = llvm.fdiv %23, %103 : f32
      %105 = llvm.insertelement %104, %14[%13 : i32] : vector<8xf32>
      %106 = llvm.shufflevector %105, %14 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
      %107 = llvm.fmul %102, %106 : vector<8xf32>
      %108 = llvm.bitcast %107 : vector<8xf32> to vector<8xi32>
      %109 = llvm.extractelement %108[%11 : i64] : vector<8xi32>
      %110 = llvm.extractelement %108[%10 : i64] : vector<8xi32>
      %111 = llvm.bitcast %110 : i32 to f32
      %112 = llvm.bitcast %109 : i32 to f32
      %113 = llvm.extractelement %108[%9 : i64] : vector<8xi32>
      %114 = llvm.extractelement %108[%8 : i64] : vector<8xi32>
      %115 = llvm.bitcast %114 : i32 to f32
      %116 = llvm.bitcast %113 : i32 to f32
      %117 = llvm.extractelement %108[%7 : i64] : vector<8xi32>
      %118 = llvm.extractelement %108[%6 : i64] : vector<8xi32>
      %119 = llvm.bitcast %118 : i32 to f32
      %120 = llvm.bitcast %117 : i32 to f32
      %121 = llvm.extractelement %108[%5 : i64] : vector<8xi32>
      %122 = llvm.extractelement %108[%4 : i64] : vector<8xi32>
      %123 = llvm.bitcast %122 : i32 to f32
      %124 = llvm.bitcast %121 : i32 to f32
      %125 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A  .reg .b8 b0;\0A  .reg .b8 b1;\0A  .reg .b8 b2;\0A  .reg .b8 b3;\0A  cvt.rn.satfinite.e2m1x2.f32 b0, $1, $2;\0A  cvt.rn.satfinite.e2m1x2.f32 b1, $3, $4;\0A  cvt.rn.satfinite.e2m1x2.f32 b2, $5, $6;\0A  cvt.rn.satfinite.e2m1x2.f32 b3, $7, $8;\0A  mov.b32 $0, {b0, b1, b2, b3};\0A}", "=r,f,f,f,f,f,f,f,f" %111, %112, %115, %116, %119, %120, %123, %124 : (f32, f32, f32, f32, f32, f32, f32, f32) -> i32
      %126 = llvm.insertelement %125, %12[%11 : i64] : vector<1xi32>
      %127 = llvm.bitcast %126 : vector<1xi32> to vector<8xi4>
      llvm.store %127, %40 {alignment = 32 : i64} : vector<8xi4>, !llvm.ptr
      %128 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> i8
      %129 = llvm.mul %45, %17 : i32
      %130 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %131 = llvm.getelementptr %130[%129] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %128, %131 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %132 = llvm.getelementptr %40[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %133 = llvm.load %132 {alignment = 1 : i64} : !llvm.ptr -> i8
      %134 = llvm.add %129, %35 : i32
      %135 = llvm.getelementptr %130[%134] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %133, %135 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %136 = llvm.getelementptr %40[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %137 = llvm.load %136 {alignment = 2 : i64} : !llvm.ptr -> i8
      %138 = llvm.add %129, %37 : i32
      %139 = llvm.getelementptr %130[%138] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %137, %139 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %140 = llvm.getelementptr %40[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %141 = llvm.load %140 {alignment = 1 : i64} : !llvm.ptr -> i8
      %142 = llvm.add %129, %16 : i32
      %143 = llvm.getelementptr %130[%142] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %141, %143 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %144 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> vector<8xi4>
      %145 = llvm.bitcast %144 : vector<8xi4> to i32
      %146 = llvm.inline_asm "{\0A\09\0A            .reg .b8 b0, b1, b2, b3;\0A\09\0A            mov.b32 {b0, b1, b2, b3}, $4;\0A\09\0A            cvt.rn.f16x2.e2m1x2 $0, b0;\0A\09\0A            cvt.rn.f16x2.e2m1x2 $1, b1;\0A\09\0A            cvt.rn.f16x2.e2m1x2 $2, b2;\0A\09\0A            cvt.rn.f16x2.e2m1x2 $3, b3;\0A\09\0A        }", "=r,=r,=r,=r,r" %145 : (i32) -> !llvm.struct<(i32, i32, i32, i32)>
      %147 = llvm.extractvalue %146[0] : !llvm.struct<(i32, i32, i32, i32)> 
      %148 = llvm.extractvalue %146[1] : !llvm.struct<(i32, i32, i32, i32)> 
      %149 = llvm.extractvalue %146[2] : !llvm.struct<(i32, i32, i32, i32)> 
      %150 = llvm.extractvalue %146[3] : !llvm.struct<(i32, i32, i32, i32)> 
      %151 = llvm.insertelement %147, %3[%11 : i64] : vector<4xi32>
      %152 = llvm.insertelement %148, %151[%10 : i64] : vector<4xi32>
      %153 = llvm.insertelement %149, %152[%9 : i64] : vector<4xi32>
      %154 = llvm.insertelement %150, %153[%8 : i64] : vector<4xi32>
      %155 = llvm.bitcast %154 : vector<4xi32> to vector<8xf16>
      %156 = llvm.extractelement %155[%11 : i64] : vector<8xf16>
      %157 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %158 = llvm.getelementptr %157[%46] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %156, %158 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %159 = llvm.extractelement %155[%10 : i64] : vector<8xf16>
      %160 = llvm.getelementptr %157[%50] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %159, %160 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %161 = llvm.extractelement %155[%9 : i64] : vector<8xf16>
      %162 = llvm.getelementptr %157[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %161, %162 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %163 = llvm.extractelement %155[%8 : i64] : vector<8xf16>
      %164 = llvm.getelementptr %157[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %163, %164 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %165 = llvm.extractelement %155[%7 : i64] : vector<8xf16>
      %166 = llvm.getelementptr %157[%62] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %165, %166 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %167 = llvm.extractelement %155[%6 : i64] : vector<8xf16>
      %168 = llvm.getelementptr %157[%66] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %167, %168 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %169 = llvm.extractelement %155[%5 : i64] : vector<8xf16>
      %170 = llvm.getelementptr %157[%70] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %169, %170 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %171 = llvm.extractelement %155[%4 : i64] : vector<8xf16>
      %172 = llvm.getelementptr %157[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %171, %172 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %173 = llvm.insertelement %101, %2[%13 : i32] : vector<1xf32>
      %174 = llvm.shufflevector %173, %173 [0, 0, 0, 0] : vector<1xf32> 
      %175 = llvm.shufflevector %174, %1 [0, 5, 6, 7] : vector<4xf32> 
      %176 = llvm.bitcast %175 : vector<4xf32> to vector<4xi32>
      %177 = llvm.extractelement %176[%9 : i64] : vector<4xi32>
      %178 = llvm.extractelement %176[%8 : i64] : vector<4xi32>
      %179 = llvm.bitcast %177 : i32 to f32
      %180 = llvm.bitcast %178 : i32 to f32
      %181 = nvvm.convert.f32x2.to.f8x2 %180, %179 {rnd = #nvvm.fp_rnd_mode<rp>} : i16(f8E8M0FNU)
      %182 = llvm.insertelement %181, %0[%10 : i64] : vector<2xi16>
      %183 = llvm.extractelement %176[%11 : i64] : vector<4xi32>
      %184 = llvm.extractelement %176[%10 : i64] : vector<4xi32>
      %185 = llvm.bitcast %183 : i32 to f32
      %186 = llvm.bitcast %184 : i32 to f32
      %187 = nvvm.convert.f32x2.to.f8x2 %186, %185 {rnd = #nvvm.fp_rnd_mode<rp>} : i16(f8E8M0FNU)
      %188 = llvm.insertelement %187, %182[%11 : i64] : vector<2xi16>
      %189 = llvm.bitcast %188 : vector<2xi16> to i32
      %190 = llvm.insertelement %189, %12[%11 : i64] : vector<1xi32>
      %191 = llvm.bitcast %190 : vector<1xi32> to vector<4xi8>
      %192 = llvm.extractelement %191[%11 : i64] : vector<4xi8>
      llvm.store %192, %39 {alignment = 32 : i64} : i8, !llvm.ptr
      %193 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i8
      %194 = llvm.extractvalue %arg5[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %195 = llvm.getelementptr %194[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.store %193, %195 {alignment = 1 : i64} : i8, !llvm.ptr<1>
      %196 = llvm.extractvalue %arg3[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %197 = llvm.getelementptr %196[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %198 = llvm.load %197 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      llvm.store %198, %38 {alignment = 32 : i64} : i32, !llvm.ptr
      %199 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> vector<8xi4>
      %200 = llvm.bitcast %199 : vector<8xi4> to i32
      %201 = llvm.lshr %200, %17 : i32
      %202 = llvm.inline_asm "lop3.b32 $0, $1, $2, $3, $4;", "=r,r,n,n,n" %200, %25, %24, %26 : (i32, i32, i32, i32) -> i32
      %203 = llvm.inline_asm "lop3.b32 $0, $1, $2, $3, $4;", "=r,r,n,n,n" %201, %25, %27, %26 : (i32, i32, i32, i32) -> i32
      %204 = llvm.inline_asm "prmt.b32 $0, $1, $2, $3;", "=r,r,r,r" %202, %203, %28 : (i32, i32, i32) -> i32
      %205 = llvm.inline_asm "prmt.b32 $0, $1, $2, $3;", "=r,r,r,r" %202, %203, %29 : (i32, i32, i32) -> i32
      %206 = llvm.inline_asm "prmt.b32 $0, $1, $2, $3;", "=r,r,r,r" %202, %203, %30 : (i32, i32, i32) -> i32
      %207 = llvm.inline_asm "prmt.b32 $0, $1, $2, $3;", "=r,r,r,r" %202, %203, %31 : (i32, i32, i32) -> i32
      %208 = llvm.inline_asm "and.b32 $0, $1, $2;", "=r,r,r" %207, %32 : (i32, i32) -> i32
      %209 = llvm.inline_asm "fma.rn.bf16x2 $0, $1, $2, $3;", "=r,r,r,r" %204, %33, %34 : (i32, i32, i32) -> i32
      %210 = llvm.inline_asm "fma.rn.bf16x2 $0, $1, $2, $3;", "=r,r,r,r" %205, %33, %34 : (i32, i32, i32) -> i32
      %211 = llvm.inline_asm "fma.rn.bf16x2 $0, $1, $2, $3;", "=r,r,r,r" %206, %33, %34 : (i32, i32, i32) -> i32
      %212 = llvm.inline_asm "fma.rn.bf16x2 $0, $1, $2, $3;", "=r,r,r,r" %208, %33, %34 : (i32, i32, i32) -> i32
      %213 = llvm.insertelement %209, %3[%11 : i64] : vector<4xi32>
      %214 = llvm.insertelement %210, %213[%10 : i64] : vector<4xi32>
      %215 = llvm.insertelement %211, %214[%9 : i64] : vector<4xi32>
      %216 = llvm.insertelement %212, %215[%8 : i64] : vector<4xi32>
      %217 = llvm.bitcast %216 : vector<4xi32> to vector<8xbf16>
      %218 = llvm.extractelement %217[%11 : i64] : vector<8xbf16>
      %219 = llvm.extractvalue %arg4[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %220 = llvm.getelementptr %219[%46] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %218, %220 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %221 = llvm.extractelement %217[%10 : i64] : vector<8xbf16>
      %222 = llvm.getelementptr %219[%50] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %221, %222 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %223 = llvm.extractelement %217[%9 : i64] : vector<8xbf16>
      %224 = llvm.getelementptr %219[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %223, %224 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %225 = llvm.extractelement %217[%8 : i64] : vector<8xbf16>
      %226 = llvm.getelementptr %219[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %225, %226 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %227 = llvm.extractelement %217[%7 : i64] : vector<8xbf16>
      %228 = llvm.getelementptr %219[%62] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %227, %228 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %229 = llvm.extractelement %217[%6 : i64] : vector<8xbf16>
      %230 = llvm.getelementptr %219[%66] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %229, %230 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %231 = llvm.extractelement %217[%5 : i64] : vector<8xbf16>
      %232 = llvm.getelementptr %219[%70] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %231, %232 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %233 = llvm.extractelement %217[%4 : i64] : vector<8xbf16>
      %234 = llvm.getelementptr %219[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %233, %234 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_convert_fp4_kernel_tensorptrf32gmemalign16o81921_tensorptri8gmemalign16o40961_tensorptrf16gmemalign16o81921_tensorptri32gmemalign16o10241_tensorptrbf16gmemalign16o81921_ten_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_convert_fp4_FakeTensorFloat3281921_FakeTensorUint840961_FakeTensorFloat1681921_FakeTensorInt3210241_FakeTensorBFloat1681921_FakeTensorUint810241(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg5: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
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
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_convert_fp4_kernel_tensorptrf32gmemalign16o81921_tensorptri8gmemalign16o40961_tensorptrf16gmemalign16o81921_tensorptri32gmemalign16o10241_tensorptrbf16gmemalign16o81921_ten_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_convert_fp4_FakeTensorFloat3281921_FakeTensorUint840961_FakeTensorFloat1681921_FakeTensorInt3210241_FakeTensorBFloat1681921_FakeTensorUint810241(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg5: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_convert_fp4_FakeTensorFloat3281921_FakeTensorUint840961_FakeTensorFloat1681921_FakeTensorInt3210241_FakeTensorBFloat1681921_FakeTensorUint810241(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
