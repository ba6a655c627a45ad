module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, portable, [sm_80]>]} {
    llvm.func @kernel_cutlass_mixed_gemm_kernel_TiledMMA_ThrLayoutVMNK32221132640_PermutationMNK321321161_MMAAtom_ThrID321_ShapeMNK16816_TVLayoutA48222321168128_TVLayoutB4822161864_TVLayoutC4822321168_t_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 4, 4, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.poison : vector<4xf32>
      %1 = llvm.mlir.constant(3 : i64) : i64
      %2 = llvm.mlir.constant(2 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(0 : i64) : i64
      %5 = llvm.mlir.constant(49 : i32) : i32
      %6 = llvm.mlir.constant(48 : i32) : i32
      %7 = llvm.mlir.constant(33 : i32) : i32
      %8 = llvm.mlir.constant(17 : i32) : i32
      %9 = llvm.mlir.constant(8192 : i32) : i32
      %10 = llvm.mlir.constant(16384 : i32) : i32
      %11 = llvm.mlir.constant(2 : i32) : i32
      %12 = llvm.mlir.constant(4 : i32) : i32
      %13 = llvm.mlir.constant(256 : i32) : i32
      %14 = llvm.mlir.constant(4096 : i32) : i32
      %15 = llvm.mlir.constant(64 : i32) : i32
      %16 = llvm.mlir.constant(2048 : i32) : i32
      %17 = llvm.mlir.constant(8 : i32) : i32
      %18 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
      %19 = llvm.mlir.constant(0 : i32) : i32
      %20 = llvm.mlir.constant(dense<0.000000e+00> : vector<16xbf16>) : vector<16xbf16>
      %21 = llvm.mlir.constant(65536 : i32) : i32
      %22 = llvm.mlir.constant(16777216 : i32) : i32
      %23 = llvm.mlir.constant(16 : i32) : i32
      %24 = llvm.mlir.constant(32 : i32) : i32
      %25 = llvm.mlir.constant(1 : i32) : i32
      %26 = llvm.alloca %24 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %24 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %23 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %23 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %23 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %31 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %32 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %33 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %34 = llvm.mul %32, %10 overflow<nsw> : i32
      %35 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %36 = llvm.getelementptr %35[%34] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %37 = llvm.mul %33, %10 overflow<nsw> : i32
      %38 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %39 = llvm.getelementptr %38[%37] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      %40 = llvm.mul %33, %15 overflow<nsw> : i32
      %41 = llvm.add %34, %40 overflow<nsw> : i32
      %42 = llvm.extractvalue %arg3[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %43 = llvm.getelementptr %42[%41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %44 = llvm.srem %31, %24 : i32
      %45 = llvm.sdiv %31, %24 : i32
      %46 = llvm.srem %45, %11 : i32
      %47 = llvm.sdiv %44, %12 : i32
      %48 = llvm.srem %44, %12 : i32
      %49 = llvm.mul %48, %11 overflow<nsw> : i32
      %50 = llvm.mul %47, %13 overflow<nsw> : i32
      %51 = llvm.add %49, %50 overflow<nsw> : i32
      %52 = llvm.mul %46, %14 overflow<nsw> : i32
      %53 = llvm.add %51, %52 overflow<nsw> : i32
      %54 = llvm.getelementptr %36[%53] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %55 = llvm.sdiv %31, %15 : i32
      %56 = llvm.srem %55, %11 : i32
      %57 = llvm.mul %56, %16 overflow<nsw> : i32
      %58 = llvm.add %51, %57 overflow<nsw> : i32
      %59 = llvm.getelementptr %39[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      %60 = llvm.mul %56, %17 overflow<nsw> : i32
      %61 = llvm.add %52, %60 overflow<nsw> : i32
      %62 = llvm.add %51, %61 overflow<nsw> : i32
      %63 = llvm.getelementptr %43[%62] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %64 = llvm.add %49, %60 overflow<nsw> : i32
      llvm.store %18, %27 {alignment = 16 : i64} : vector<32xf32>, !llvm.ptr
      llvm.br ^bb1(%19 : i32)
    ^bb1(%65: i32):  // 2 preds: ^bb0, ^bb14
      %66 = llvm.icmp "slt" %65, %23 : i32
      llvm.cond_br %66, ^bb2, ^bb15
    ^bb2:  // pred: ^bb1
      %67 = llvm.mul %65, %23 overflow<nsw> : i32
      %68 = llvm.getelementptr %54[%67] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.br ^bb3(%19, %19, %19 : i32, i32, i32)
    ^bb3(%69: i32, %70: i32, %71: i32):  // 2 preds: ^bb2, ^bb4
      %72 = llvm.icmp "slt" %69, %17 : i32
      llvm.cond_br %72, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %73 = llvm.srem %69, %11 : i32
      %74 = llvm.mul %73, %16 overflow<nsw> : i32
      %75 = llvm.sdiv %71, %11 : i32
      %76 = llvm.srem %71, %11 : i32
      %77 = llvm.mul %76, %17 overflow<nsw> : i32
      %78 = llvm.add %74, %77 overflow<nsw> : i32
      %79 = llvm.mul %75, %9 overflow<nsw> : i32
      %80 = llvm.add %78, %79 overflow<nsw> : i32
      %81 = llvm.getelementptr %68[%80] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %82 = llvm.mul %69, %11 overflow<nsw> : i32
      %83 = llvm.getelementptr %30[%82] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %84 = llvm.load %81 {alignment = 4 : i64} : !llvm.ptr<1> -> vector<2xbf16>
      llvm.store %84, %83 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr
      %85 = llvm.add %70, %25 : i32
      %86 = llvm.icmp "eq" %85, %11 : i32
      %87 = llvm.select %86, %19, %85 : i1, i32
      %88 = llvm.add %71, %25 : i32
      %89 = llvm.select %86, %88, %71 : i1, i32
      %90 = llvm.add %69, %25 : i32
      llvm.br ^bb3(%90, %87, %89 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb5:  // pred: ^bb3
      %91 = llvm.getelementptr %59[%67] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      llvm.br ^bb6(%19, %19, %19 : i32, i32, i32)
    ^bb6(%92: i32, %93: i32, %94: i32):  // 2 preds: ^bb5, ^bb7
      %95 = llvm.icmp "slt" %92, %17 : i32
      llvm.cond_br %95, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %96 = llvm.srem %92, %11 : i32
      %97 = llvm.mul %96, %17 overflow<nsw> : i32
      %98 = llvm.mul %94, %14 overflow<nsw> : i32
      %99 = llvm.add %97, %98 overflow<nsw> : i32
      %100 = llvm.getelementptr %91[%99] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
      %101 = llvm.mul %92, %11 overflow<nsw> : i32
      %102 = llvm.getelementptr %28[%101] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %103 = llvm.load %100 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<2xi8>
      llvm.store %103, %102 {alignment = 2 : i64} : vector<2xi8>, !llvm.ptr
      %104 = llvm.add %93, %25 : i32
      %105 = llvm.icmp "eq" %104, %11 : i32
      %106 = llvm.select %105, %19, %104 : i1, i32
      %107 = llvm.add %94, %25 : i32
      %108 = llvm.select %105, %107, %94 : i1, i32
      %109 = llvm.add %92, %25 : i32
      llvm.br ^bb6(%109, %106, %108 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb8:  // pred: ^bb6
      %110 = llvm.load %28 {alignment = 32 : i64} : !llvm.ptr -> vector<16xi8>
      %111 = llvm.shufflevector %110, %110 [0, 1, 2, 3] : vector<16xi8> 
      %112 = llvm.bitcast %111 : vector<4xi8> to i32
      %113 = llvm.inline_asm has_side_effects asm_dialect = att "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r" %112, %25, %19 : (i32, i32, i32) -> i32
      %114 = llvm.inline_asm has_side_effects asm_dialect = att "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r" %112, %13, %19 : (i32, i32, i32) -> i32
      %115 = llvm.inline_asm has_side_effects asm_dialect = att "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r" %112, %21, %19 : (i32, i32, i32) -> i32
      %116 = llvm.inline_asm has_side_effects asm_dialect = att "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r" %112, %22, %19 : (i32, i32, i32) -> i32
      %117 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f32.s32 $0, $1;", "=f,r" %113 : (i32) -> f32
      %118 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f32.s32 $0, $1;", "=f,r" %114 : (i32) -> f32
      %119 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f32.s32 $0, $1;", "=f,r" %115 : (i32) -> f32
      %120 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f32.s32 $0, $1;", "=f,r" %116 : (i32) -> f32
      %121 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.satfinite.bf16x2.f32 $0, $1, $2;", "=r,f,f" %118, %117 : (f32, f32) -> i32
      %122 = llvm.bitcast %121 : i32 to vector<2xbf16>
      %123 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.satfinite.bf16x2.f32 $0, $1, $2;", "=r,f,f" %120, %119 : (f32, f32) -> i32
      %124 = llvm.bitcast %123 : i32 to vector<2xbf16>
      %125 = llvm.shufflevector %122, %122 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xbf16> 
      %126 = llvm.shufflevector %125, %20 [0, 1, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16> 
      %127 = llvm.shufflevector %124, %124 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xbf16> 
      %128 = llvm.shufflevector %127, %126 [16, 17, 0, 1, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16> 
      %129 = llvm.shufflevector %110, %110 [4, 5, 6, 7] : vector<16xi8> 
      %130 = llvm.bitcast %129 : vector<4xi8> to i32
      %131 = llvm.inline_asm has_side_effects asm_dialect = att "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r" %130, %25, %19 : (i32, i32, i32) -> i32
      %132 = llvm.inline_asm has_side_effects asm_dialect = att "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r" %130, %13, %19 : (i32, i32, i32) -> i32
      %133 = llvm.inline_asm has_side_effects asm_dialect = att "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r" %130, %21, %19 : (i32, i32, i32) -> i32
      %134 = llvm.inline_asm has_side_effects asm_dialect = att "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r" %130, %22, %19 : (i32, i32, i32) -> i32
      %135 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f32.s32 $0, $1;", "=f,r" %131 : (i32) -> f32
      %136 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f32.s32 $0, $1;", "=f,r" %132 : (i32) -> f32
      %137 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f32.s32 $0, $1;", "=f,r" %133 : (i32) -> f32
      %138 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f32.s32 $0, $1;", "=f,r" %134 : (i32) -> f32
      %139 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.satfinite.bf16x2.f32 $0, $1, $2;", "=r,f,f" %136, %135 : (f32, f32) -> i32
      %140 = llvm.bitcast %139 : i32 to vector<2xbf16>
      %141 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.satfinite.bf16x2.f32 $0, $1, $2;", "=r,f,f" %138, %137 : (f32, f32) -> i32
      %142 = llvm.bitcast %141 : i32 to vector<2xbf16>
      %143 = llvm.shufflevector %140, %140 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xbf16> 
      %144 = llvm.shufflevector %143, %128 [16, 17, 18, 19, 0, 1, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16> 
      %145 = llvm.shufflevector %142, %142 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xbf16> 
      %146 = llvm.shufflevector %145, %144 [16, 17, 18, 19, 20, 21, 0, 1, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16> 
      %147 = llvm.shufflevector %110, %110 [8, 9, 10, 11] : vector<16xi8> 
      %148 = llvm.bitcast %147 : vector<4xi8> to i32
      %149 = llvm.inline_asm has_side_effects asm_dialect = att "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r" %148, %25, %19 : (i32, i32, i32) -> i32
      %150 = llvm.inline_asm has_side_effects asm_dialect = att "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r" %148, %13, %19 : (i32, i32, i32) -> i32
      %151 = llvm.inline_asm has_side_effects asm_dialect = att "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r" %148, %21, %19 : (i32, i32, i32) -> i32
      %152 = llvm.inline_asm has_side_effects asm_dialect = att "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r" %148, %22, %19 : (i32, i32, i32) -> i32
      %153 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f32.s32 $0, $1;", "=f,r" %149 : (i32) -> f32
      %154 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f32.s32 $0, $1;", "=f,r" %150 : (i32) -> f32
      %155 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f32.s32 $0, $1;", "=f,r" %151 : (i32) -> f32
      %156 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f32.s32 $0, $1;", "=f,r" %152 : (i32) -> f32
      %157 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.satfinite.bf16x2.f32 $0, $1, $2;", "=r,f,f" %154, %153 : (f32, f32) -> i32
      %158 = llvm.bitcast %157 : i32 to vector<2xbf16>
      %159 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.satfinite.bf16x2.f32 $0, $1, $2;", "=r,f,f" %156, %155 : (f32, f32) -> i32
      %160 = llvm.bitcast %159 : i32 to vector<2xbf16>
      %161 = llvm.shufflevector %158, %158 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xbf16> 
      %162 = llvm.shufflevector %161, %146 [16, 17, 18, 19, 20, 21, 22, 23, 0, 1, 26, 27, 28, 29, 30, 31] : vector<16xbf16> 
      %163 = llvm.shufflevector %160, %160 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xbf16> 
      %164 = llvm.shufflevector %163, %162 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 0, 1, 28, 29, 30, 31] : vector<16xbf16> 
      %165 = llvm.shufflevector %110, %110 [12, 13, 14, 15] : vector<16xi8> 
      %166 = llvm.bitcast %165 : vector<4xi8> to i32
      %167 = llvm.inline_asm has_side_effects asm_dialect = att "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r" %166, %25, %19 : (i32, i32, i32) -> i32
      %168 = llvm.inline_asm has_side_effects asm_dialect = att "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r" %166, %13, %19 : (i32, i32, i32) -> i32
      %169 = llvm.inline_asm has_side_effects asm_dialect = att "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r" %166, %21, %19 : (i32, i32, i32) -> i32
      %170 = llvm.inline_asm has_side_effects asm_dialect = att "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r" %166, %22, %19 : (i32, i32, i32) -> i32
      %171 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f32.s32 $0, $1;", "=f,r" %167 : (i32) -> f32
      %172 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f32.s32 $0, $1;", "=f,r" %168 : (i32) -> f32
      %173 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f32.s32 $0, $1;", "=f,r" %169 : (i32) -> f32
      %174 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f32.s32 $0, $1;", "=f,r" %170 : (i32) -> f32
      %175 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.satfinite.bf16x2.f32 $0, $1, $2;", "=r,f,f" %172, %171 : (f32, f32) -> i32
      %176 = llvm.bitcast %175 : i32 to vector<2xbf16>
      %177 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.satfinite.bf16x2.f32 $0, $1, $2;", "=r,f,f" %174, %173 : (f32, f32) -> i32
      %178 = llvm.bitcast %177 : i32 to vector<2xbf16>
      %179 = llvm.shufflevector %176, %176 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xbf16> 
      %180 = llvm.shufflevector %179, %164 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 0, 1, 30, 31] : vector<16xbf16> 
      %181 = llvm.shufflevector %178, %178 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xbf16> 
      %182 = llvm.shufflevector %181, %180 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 0, 1] : vector<16xbf16> 
      llvm.store %182, %29 {alignment = 8 : i64} : vector<16xbf16>, !llvm.ptr
      llvm.br ^bb9(%19 : i32)
    ^bb9(%183: i32):  // 2 preds: ^bb8, ^bb13
      %184 = llvm.icmp "slt" %183, %11 : i32
      llvm.cond_br %184, ^bb10, ^bb14
    ^bb10:  // pred: ^bb9
      %185 = llvm.mul %183, %17 overflow<nsw> : i32
      %186 = llvm.getelementptr %30[%185] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb11(%19 : i32)
    ^bb11(%187: i32):  // 2 preds: ^bb10, ^bb12
      %188 = llvm.icmp "slt" %187, %12 : i32
      llvm.cond_br %188, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %189 = llvm.mul %187, %12 overflow<nsw> : i32
      %190 = llvm.getelementptr %29[%189] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %191 = llvm.mul %183, %12 overflow<nsw> : i32
      %192 = llvm.mul %187, %17 overflow<nsw> : i32
      %193 = llvm.add %191, %192 overflow<nsw> : i32
      %194 = llvm.getelementptr %27[%193] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %195 = llvm.load %186 : !llvm.ptr -> vector<4xi32>
      %196 = llvm.extractelement %195[%4 : i64] : vector<4xi32>
      %197 = llvm.extractelement %195[%3 : i64] : vector<4xi32>
      %198 = llvm.extractelement %195[%2 : i64] : vector<4xi32>
      %199 = llvm.extractelement %195[%1 : i64] : vector<4xi32>
      %200 = llvm.load %190 : !llvm.ptr -> vector<2xi32>
      %201 = llvm.extractelement %200[%4 : i64] : vector<2xi32>
      %202 = llvm.extractelement %200[%3 : i64] : vector<2xi32>
      %203 = llvm.load %194 : !llvm.ptr -> vector<4xf32>
      %204 = llvm.extractelement %203[%4 : i64] : vector<4xf32>
      %205 = llvm.extractelement %203[%3 : i64] : vector<4xf32>
      %206 = llvm.extractelement %203[%2 : i64] : vector<4xf32>
      %207 = llvm.extractelement %203[%1 : i64] : vector<4xf32>
      %208 = nvvm.mma.sync A[%196, %197, %198, %199]  B[%201, %202]  C[%204, %205, %206, %207]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %209 = llvm.extractvalue %208[0] : !llvm.struct<(f32, f32, f32, f32)> 
      %210 = llvm.extractvalue %208[1] : !llvm.struct<(f32, f32, f32, f32)> 
      %211 = llvm.extractvalue %208[2] : !llvm.struct<(f32, f32, f32, f32)> 
      %212 = llvm.extractvalue %208[3] : !llvm.struct<(f32, f32, f32, f32)> 
      %213 = llvm.insertelement %209, %0[%4 : i64] : vector<4xf32>
      %214 = llvm.insertelement %210, %213[%3 : i64] : vector<4xf32>
      %215 = llvm.insertelement %211, %214[%2 : i64] : vector<4xf32>
      %216 = llvm.insertelement %212, %215[%1 : i64] : vector<4xf32>
      llvm.store %216, %194 : vector<4xf32>, !llvm.ptr
      %217 = llvm.add %187, %25 : i32
      llvm.br ^bb11(%217 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb13:  // pred: ^bb11
      %218 = llvm.add %183, %25 : i32
      llvm.br ^bb9(%218 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb14:  // pred: ^bb9
      %219 = llvm.add %65, %25 : i32
      llvm.br ^bb1(%219 : i32)
    ^bb15:  // pred: ^bb1
      %220 = llvm.load %27 {alignment = 16 : i64} : !llvm.ptr -> f32
      %221 = llvm.mul %33, %15 : i32
      %222 = llvm.add %221, %64 overflow<nsw> : i32
      %223 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %224 = llvm.getelementptr %223[%222] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %225 = llvm.load %224 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %226 = llvm.fmul %220, %225 : f32
      %227 = llvm.fptrunc %226 : f32 to bf16
      llvm.store %227, %26 {alignment = 32 : i64} : bf16, !llvm.ptr
      %228 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %229 = llvm.load %228 {alignment = 4 : i64} : !llvm.ptr -> f32
      %230 = llvm.add %64, %25 overflow<nsw> : i32
      %231 = llvm.add %221, %230 overflow<nsw> : i32
      %232 = llvm.getelementptr %223[%231] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %233 = llvm.load %232 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %234 = llvm.fmul %229, %233 : f32
      %235 = llvm.fptrunc %234 : f32 to bf16
      %236 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %235, %236 {alignment = 2 : i64} : bf16, !llvm.ptr
      %237 = llvm.getelementptr %27[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %238 = llvm.load %237 {alignment = 8 : i64} : !llvm.ptr -> f32
      %239 = llvm.load %224 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %240 = llvm.fmul %238, %239 : f32
      %241 = llvm.fptrunc %240 : f32 to bf16
      %242 = llvm.getelementptr %26[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %241, %242 {alignment = 4 : i64} : bf16, !llvm.ptr
      %243 = llvm.getelementptr %27[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %244 = llvm.load %243 {alignment = 4 : i64} : !llvm.ptr -> f32
      %245 = llvm.load %232 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %246 = llvm.fmul %244, %245 : f32
      %247 = llvm.fptrunc %246 : f32 to bf16
      %248 = llvm.getelementptr %26[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %247, %248 {alignment = 2 : i64} : bf16, !llvm.ptr
      %249 = llvm.getelementptr %27[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %250 = llvm.load %249 {alignment = 16 : i64} : !llvm.ptr -> f32
      %251 = llvm.load %224 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %252 = llvm.fmul %250, %251 : f32
      %253 = llvm.fptrunc %252 : f32 to bf16
      %254 = llvm.getelementptr %26[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %253, %254 {alignment = 8 : i64} : bf16, !llvm.ptr
      %255 = llvm.getelementptr %27[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %256 = llvm.load %255 {alignment = 4 : i64} : !llvm.ptr -> f32
      %257 = llvm.load %232 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %258 = llvm.fmul %256, %257 : f32
      %259 = llvm.fptrunc %258 : f32 to bf16
      %260 = llvm.getelementptr %26[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %259, %260 {alignment = 2 : i64} : bf16, !llvm.ptr
      %261 = llvm.getelementptr %27[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %262 = llvm.load %261 {alignment = 8 : i64} : !llvm.ptr -> f32
      %263 = llvm.load %224 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %264 = llvm.fmul %262, %263 : f32
      %265 = llvm.fptrunc %264 : f32 to bf16
      %266 = llvm.getelementptr %26[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %265, %266 {alignment = 4 : i64} : bf16, !llvm.ptr
      %267 = llvm.getelementptr %27[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %268 = llvm.load %267 {alignment = 4 : i64} : !llvm.ptr -> f32
      %269 = llvm.load %232 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %270 = llvm.fmul %268, %269 : f32
      %271 = llvm.fptrunc %270 : f32 to bf16
      %272 = llvm.getelementptr %26[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %271, %272 {alignment = 2 : i64} : bf16, !llvm.ptr
      %273 = llvm.getelementptr %27[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %274 = llvm.load %273 {alignment = 16 : i64} : !llvm.ptr -> f32
      %275 = llvm.add %64, %23 overflow<nsw> : i32
      %276 = llvm.add %221, %275 overflow<nsw> : i32
      %277 = llvm.getelementptr %223[%276] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %278 = llvm.load %277 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %279 = llvm.fmul %274, %278 : f32
      %280 = llvm.fptrunc %279 : f32 to bf16
      %281 = llvm.getelementptr %26[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %280, %281 {alignment = 16 : i64} : bf16, !llvm.ptr
      %282 = llvm.getelementptr %27[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %283 = llvm.load %282 {alignment = 4 : i64} : !llvm.ptr -> f32
      %284 = llvm.add %64, %8 overflow<nsw> : i32
      %285 = llvm.add %221, %284 overflow<nsw> : i32
      %286 = llvm.getelementptr %223[%285] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %287 = llvm.load %286 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %288 = llvm.fmul %283, %287 : f32
      %289 = llvm.fptrunc %288 : f32 to bf16
      %290 = llvm.getelementptr %26[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %289, %290 {alignment = 2 : i64} : bf16, !llvm.ptr
      %291 = llvm.getelementptr %27[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %292 = llvm.load %291 {alignment = 8 : i64} : !llvm.ptr -> f32
      %293 = llvm.load %277 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %294 = llvm.fmul %292, %293 : f32
      %295 = llvm.fptrunc %294 : f32 to bf16
      %296 = llvm.getelementptr %26[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %295, %296 {alignment = 4 : i64} : bf16, !llvm.ptr
      %297 = llvm.getelementptr %27[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %298 = llvm.load %297 {alignment = 4 : i64} : !llvm.ptr -> f32
      %299 = llvm.load %286 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %300 = llvm.fmul %298, %299 : f32
      %301 = llvm.fptrunc %300 : f32 to bf16
      %302 = llvm.getelementptr %26[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %301, %302 {alignment = 2 : i64} : bf16, !llvm.ptr
      %303 = llvm.getelementptr %27[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %304 = llvm.load %303 {alignment = 16 : i64} : !llvm.ptr -> f32
      %305 = llvm.load %277 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %306 = llvm.fmul %304, %305 : f32
      %307 = llvm.fptrunc %306 : f32 to bf16
      %308 = llvm.getelementptr %26[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %307, %308 {alignment = 8 : i64} : bf16, !llvm.ptr
      %309 = llvm.getelementptr %27[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %310 = llvm.load %309 {alignment = 4 : i64} : !llvm.ptr -> f32
      %311 = llvm.load %286 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %312 = llvm.fmul %310, %311 : f32
      %313 = llvm.fptrunc %312 : f32 to bf16
      %314 = llvm.getelementptr %26[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %313, %314 {alignment = 2 : i64} : bf16, !llvm.ptr
      %315 = llvm.getelementptr %27[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %316 = llvm.load %315 {alignment = 8 : i64} : !llvm.ptr -> f32
      %317 = llvm.load %277 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %318 = llvm.fmul %316, %317 : f32
      %319 = llvm.fptrunc %318 : f32 to bf16
      %320 = llvm.getelementptr %26[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %319, %320 {alignment = 4 : i64} : bf16, !llvm.ptr
      %321 = llvm.getelementptr %27[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %322 = llvm.load %321 {alignment = 4 : i64} : !llvm.ptr -> f32
      %323 = llvm.load %286 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %324 = llvm.fmul %322, %323 : f32
      %325 = llvm.fptrunc %324 : f32 to bf16
      %326 = llvm.getelementptr %26[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %325, %326 {alignment = 2 : i64} : bf16, !llvm.ptr
      %327 = llvm.getelementptr %27[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %328 = llvm.load %327 {alignment = 16 : i64} : !llvm.ptr -> f32
      %329 = llvm.add %64, %24 overflow<nsw> : i32
      %330 = llvm.add %221, %329 overflow<nsw> : i32
      %331 = llvm.getelementptr %223[%330] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %332 = llvm.load %331 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %333 = llvm.fmul %328, %332 : f32
      %334 = llvm.fptrunc %333 : f32 to bf16
      %335 = llvm.getelementptr %26[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %334, %335 {alignment = 32 : i64} : bf16, !llvm.ptr
      %336 = llvm.getelementptr %27[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %337 = llvm.load %336 {alignment = 4 : i64} : !llvm.ptr -> f32
      %338 = llvm.add %64, %7 overflow<nsw> : i32
      %339 = llvm.add %221, %338 overflow<nsw> : i32
      %340 = llvm.getelementptr %223[%339] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %341 = llvm.load %340 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %342 = llvm.fmul %337, %341 : f32
      %343 = llvm.fptrunc %342 : f32 to bf16
      %344 = llvm.getelementptr %26[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %343, %344 {alignment = 2 : i64} : bf16, !llvm.ptr
      %345 = llvm.getelementptr %27[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %346 = llvm.load %345 {alignment = 8 : i64} : !llvm.ptr -> f32
      %347 = llvm.load %331 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %348 = llvm.fmul %346, %347 : f32
      %349 = llvm.fptrunc %348 : f32 to bf16
      %350 = llvm.getelementptr %26[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %349, %350 {alignment = 4 : i64} : bf16, !llvm.ptr
      %351 = llvm.getelementptr %27[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %352 = llvm.load %351 {alignment = 4 : i64} : !llvm.ptr -> f32
      %353 = llvm.load %340 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %354 = llvm.fmul %352, %353 : f32
      %355 = llvm.fptrunc %354 : f32 to bf16
      %356 = llvm.getelementptr %26[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %355, %356 {alignment = 2 : i64} : bf16, !llvm.ptr
      %357 = llvm.getelementptr %27[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %358 = llvm.load %357 {alignment = 16 : i64} : !llvm.ptr -> f32
      %359 = llvm.load %331 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %360 = llvm.fmul %358, %359 : f32
      %361 = llvm.fptrunc %360 : f32 to bf16
      %362 = llvm.getelementptr %26[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %361, %362 {alignment = 8 : i64} : bf16, !llvm.ptr
      %363 = llvm.getelementptr %27[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %364 = llvm.load %363 {alignment = 4 : i64} : !llvm.ptr -> f32
      %365 = llvm.load %340 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %366 = llvm.fmul %364, %365 : f32
      %367 = llvm.fptrunc %366 : f32 to bf16
      %368 = llvm.getelementptr %26[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %367, %368 {alignment = 2 : i64} : bf16, !llvm.ptr
      %369 = llvm.getelementptr %27[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %370 = llvm.load %369 {alignment = 8 : i64} : !llvm.ptr -> f32
      %371 = llvm.load %331 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %372 = llvm.fmul %370, %371 : f32
      %373 = llvm.fptrunc %372 : f32 to bf16
      %374 = llvm.getelementptr %26[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %373, %374 {alignment = 4 : i64} : bf16, !llvm.ptr
      %375 = llvm.getelementptr %27[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %376 = llvm.load %375 {alignment = 4 : i64} : !llvm.ptr -> f32
      %377 = llvm.load %340 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %378 = llvm.fmul %376, %377 : f32
      %379 = llvm.fptrunc %378 : f32 to bf16
      %380 = llvm.getelementptr %26[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %379, %380 {alignment = 2 : i64} : bf16, !llvm.ptr
      %381 = llvm.getelementptr %27[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %382 = llvm.load %381 {alignment = 16 : i64} : !llvm.ptr -> f32
      %383 = llvm.add %64, %6 overflow<nsw> : i32
      %384 = llvm.add %221, %383 overflow<nsw> : i32
      %385 = llvm.getelementptr %223[%384] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %386 = llvm.load %385 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %387 = llvm.fmul %382, %386 : f32
      %388 = llvm.fptrunc %387 : f32 to bf16
      %389 = llvm.getelementptr %26[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %388, %389 {alignment = 16 : i64} : bf16, !llvm.ptr
      %390 = llvm.getelementptr %27[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %391 = llvm.load %390 {alignment = 4 : i64} : !llvm.ptr -> f32
      %392 = llvm.add %64, %5 overflow<nsw> : i32
      %393 = llvm.add %221, %392 overflow<nsw> : i32
      %394 = llvm.getelementptr %223[%393] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %395 = llvm.load %394 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %396 = llvm.fmul %391, %395 : f32
      %397 = llvm.fptrunc %396 : f32 to bf16
      %398 = llvm.getelementptr %26[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %397, %398 {alignment = 2 : i64} : bf16, !llvm.ptr
      %399 = llvm.getelementptr %27[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %400 = llvm.load %399 {alignment = 8 : i64} : !llvm.ptr -> f32
      %401 = llvm.load %385 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %402 = llvm.fmul %400, %401 : f32
      %403 = llvm.fptrunc %402 : f32 to bf16
      %404 = llvm.getelementptr %26[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %403, %404 {alignment = 4 : i64} : bf16, !llvm.ptr
      %405 = llvm.getelementptr %27[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %406 = llvm.load %405 {alignment = 4 : i64} : !llvm.ptr -> f32
      %407 = llvm.load %394 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %408 = llvm.fmul %406, %407 : f32
      %409 = llvm.fptrunc %408 : f32 to bf16
      %410 = llvm.getelementptr %26[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %409, %410 {alignment = 2 : i64} : bf16, !llvm.ptr
      %411 = llvm.getelementptr %27[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %412 = llvm.load %411 {alignment = 16 : i64} : !llvm.ptr -> f32
      %413 = llvm.load %385 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %414 = llvm.fmul %412, %413 : f32
      %415 = llvm.fptrunc %414 : f32 to bf16
      %416 = llvm.getelementptr %26[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %415, %416 {alignment = 8 : i64} : bf16, !llvm.ptr
      %417 = llvm.getelementptr %27[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %418 = llvm.load %417 {alignment = 4 : i64} : !llvm.ptr -> f32
      %419 = llvm.load %394 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %420 = llvm.fmul %418, %419 : f32
      %421 = llvm.fptrunc %420 : f32 to bf16
      %422 = llvm.getelementptr %26[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %421, %422 {alignment = 2 : i64} : bf16, !llvm.ptr
      %423 = llvm.getelementptr %27[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %424 = llvm.load %423 {alignment = 8 : i64} : !llvm.ptr -> f32
      %425 = llvm.load %385 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %426 = llvm.fmul %424, %425 : f32
      %427 = llvm.fptrunc %426 : f32 to bf16
      %428 = llvm.getelementptr %26[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %427, %428 {alignment = 4 : i64} : bf16, !llvm.ptr
      %429 = llvm.getelementptr %27[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %430 = llvm.load %429 {alignment = 4 : i64} : !llvm.ptr -> f32
      %431 = llvm.load %394 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %432 = llvm.fmul %430, %431 : f32
      %433 = llvm.fptrunc %432 : f32 to bf16
      %434 = llvm.getelementptr %26[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %433, %434 {alignment = 2 : i64} : bf16, !llvm.ptr
      llvm.br ^bb16(%19, %19, %19 : i32, i32, i32)
    ^bb16(%435: i32, %436: i32, %437: i32):  // 2 preds: ^bb15, ^bb17
      %438 = llvm.icmp "slt" %435, %23 : i32
      llvm.cond_br %438, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %439 = llvm.mul %435, %11 overflow<nsw> : i32
      %440 = llvm.getelementptr %26[%439] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %441 = llvm.srem %435, %11 : i32
      %442 = llvm.mul %441, %16 overflow<nsw> : i32
      %443 = llvm.sdiv %437, %11 : i32
      %444 = llvm.srem %437, %11 : i32
      %445 = llvm.mul %444, %9 overflow<nsw> : i32
      %446 = llvm.add %442, %445 overflow<nsw> : i32
      %447 = llvm.mul %443, %23 overflow<nsw> : i32
      %448 = llvm.add %446, %447 overflow<nsw> : i32
      %449 = llvm.getelementptr %63[%448] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %450 = llvm.load %440 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
      llvm.store %450, %449 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      %451 = llvm.add %436, %25 : i32
      %452 = llvm.icmp "eq" %451, %11 : i32
      %453 = llvm.select %452, %19, %451 : i1, i32
      %454 = llvm.add %437, %25 : i32
      %455 = llvm.select %452, %454, %437 : i1, i32
      %456 = llvm.add %435, %25 : i32
      llvm.br ^bb16(%456, %453, %455 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb18:  // pred: ^bb16
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_mixed_gemm_kernel_TiledMMA_ThrLayoutVMNK32221132640_PermutationMNK321321161_MMAAtom_ThrID321_ShapeMNK16816_TVLayoutA48222321168128_TVLayoutB4822161864_TVLayoutC4822321168_t_0' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %lld bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_mixed_gemm_FakeTensorBFloat162562562561_FakeTensorInt82562562561_FakeTensorFloat322561_FakeTensorBFloat162562562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
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
    llvm.store %6, %19 : i32, !llvm.ptr
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
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1, %arg2, %arg3) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_mixed_gemm_kernel_TiledMMA_ThrLayoutVMNK32221132640_PermutationMNK321321161_MMAAtom_ThrID321_ShapeMNK16816_TVLayoutA48222321168128_TVLayoutB4822161864_TVLayoutC4822321168_t_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_mixed_gemm_FakeTensorBFloat162562562561_FakeTensorInt82562562561_FakeTensorFloat322561_FakeTensorBFloat162562562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_mixed_gemm_FakeTensorBFloat162562562561_FakeTensorInt82562562561_FakeTensorFloat322561_FakeTensorBFloat162562562561(%arg0, %arg1, %arg2, %arg3) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
