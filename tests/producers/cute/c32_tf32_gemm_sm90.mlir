module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.func @kernel_cutlass_tf32_gemm_kernel_TiledMMA_ThrLayoutVMNK32221132640_PermutationMNK32132181_MMAAtom_ThrID321_ShapeMNK1688_TVLayoutA4822161864_TVLayoutB4828132_TVLayoutC4822321168_tensorptrf3_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 4, 4, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.poison : vector<4xf32>
      %1 = llvm.mlir.constant(3 : i64) : i64
      %2 = llvm.mlir.constant(2 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(0 : i64) : i64
      %5 = llvm.mlir.constant(16384 : i32) : i32
      %6 = llvm.mlir.constant(8192 : i32) : i32
      %7 = llvm.mlir.constant(2 : i32) : i32
      %8 = llvm.mlir.constant(4 : i32) : i32
      %9 = llvm.mlir.constant(128 : i32) : i32
      %10 = llvm.mlir.constant(2048 : i32) : i32
      %11 = llvm.mlir.constant(64 : i32) : i32
      %12 = llvm.mlir.constant(1024 : i32) : i32
      %13 = llvm.mlir.constant(256 : i32) : i32
      %14 = llvm.mlir.constant(4096 : i32) : i32
      %15 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
      %16 = llvm.mlir.constant(0 : i32) : i32
      %17 = llvm.mlir.constant(16 : i32) : i32
      %18 = llvm.mlir.constant(1.500000e+00 : f32) : f32
      %19 = llvm.mlir.constant(5.000000e-01 : f32) : f32
      %20 = llvm.mlir.constant(8 : i32) : i32
      %21 = llvm.mlir.constant(32 : i32) : i32
      %22 = llvm.mlir.constant(1 : i32) : i32
      %23 = llvm.alloca %21 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %24 = llvm.alloca %21 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %25 = llvm.alloca %20 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %26 = llvm.alloca %20 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %20 x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %20 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %29 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %30 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %31 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %32 = llvm.mul %30, %6 overflow<nsw> : i32
      %33 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %34 = llvm.getelementptr %33[%32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %35 = llvm.mul %31, %6 overflow<nsw> : i32
      %36 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %37 = llvm.getelementptr %36[%35] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %38 = llvm.mul %30, %5 overflow<nsw> : i32
      %39 = llvm.mul %31, %11 overflow<nsw> : i32
      %40 = llvm.add %38, %39 overflow<nsw> : i32
      %41 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %42 = llvm.getelementptr %41[%40] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %43 = llvm.srem %29, %21 : i32
      %44 = llvm.sdiv %29, %21 : i32
      %45 = llvm.srem %44, %7 : i32
      %46 = llvm.sdiv %43, %8 : i32
      %47 = llvm.srem %43, %8 : i32
      %48 = llvm.mul %46, %9 overflow<nsw> : i32
      %49 = llvm.add %47, %48 overflow<nsw> : i32
      %50 = llvm.mul %45, %10 overflow<nsw> : i32
      %51 = llvm.add %49, %50 overflow<nsw> : i32
      %52 = llvm.getelementptr %34[%51] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %53 = llvm.sdiv %29, %11 : i32
      %54 = llvm.srem %53, %7 : i32
      %55 = llvm.mul %54, %12 overflow<nsw> : i32
      %56 = llvm.add %49, %55 overflow<nsw> : i32
      %57 = llvm.getelementptr %37[%56] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %58 = llvm.mul %47, %7 overflow<nsw> : i32
      %59 = llvm.mul %46, %13 overflow<nsw> : i32
      %60 = llvm.add %58, %59 overflow<nsw> : i32
      %61 = llvm.mul %45, %14 overflow<nsw> : i32
      %62 = llvm.mul %54, %20 overflow<nsw> : i32
      %63 = llvm.add %61, %62 overflow<nsw> : i32
      %64 = llvm.add %60, %63 overflow<nsw> : i32
      %65 = llvm.getelementptr %42[%64] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %15, %24 {alignment = 16 : i64} : vector<32xf32>, !llvm.ptr
      %66 = llvm.getelementptr %26[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %67 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %68 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %69 = llvm.getelementptr %28[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %70 = llvm.getelementptr %26[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %71 = llvm.getelementptr %28[3] : (!llvm.ptr) -> !llvm.ptr, i32
      %72 = llvm.getelementptr %26[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %73 = llvm.getelementptr %28[4] : (!llvm.ptr) -> !llvm.ptr, i32
      %74 = llvm.getelementptr %26[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %75 = llvm.getelementptr %28[5] : (!llvm.ptr) -> !llvm.ptr, i32
      %76 = llvm.getelementptr %26[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %77 = llvm.getelementptr %28[6] : (!llvm.ptr) -> !llvm.ptr, i32
      %78 = llvm.getelementptr %26[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %79 = llvm.getelementptr %28[7] : (!llvm.ptr) -> !llvm.ptr, i32
      %80 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %81 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %82 = llvm.getelementptr %25[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %83 = llvm.getelementptr %27[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %84 = llvm.getelementptr %25[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %85 = llvm.getelementptr %27[3] : (!llvm.ptr) -> !llvm.ptr, i32
      %86 = llvm.getelementptr %25[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %87 = llvm.getelementptr %27[4] : (!llvm.ptr) -> !llvm.ptr, i32
      %88 = llvm.getelementptr %25[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %89 = llvm.getelementptr %27[5] : (!llvm.ptr) -> !llvm.ptr, i32
      %90 = llvm.getelementptr %25[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %91 = llvm.getelementptr %27[6] : (!llvm.ptr) -> !llvm.ptr, i32
      %92 = llvm.getelementptr %25[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %93 = llvm.getelementptr %27[7] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb1(%16 : i32)
    ^bb1(%94: i32):  // 2 preds: ^bb0, ^bb14
      %95 = llvm.icmp "slt" %94, %17 : i32
      llvm.cond_br %95, ^bb2, ^bb15
    ^bb2:  // pred: ^bb1
      %96 = llvm.mul %94, %20 overflow<nsw> : i32
      %97 = llvm.getelementptr %52[%96] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.br ^bb3(%16 : i32)
    ^bb3(%98: i32):  // 2 preds: ^bb2, ^bb4
      %99 = llvm.icmp "slt" %98, %7 : i32
      llvm.cond_br %99, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %100 = llvm.srem %98, %7 : i32
      %101 = llvm.mul %100, %14 overflow<nsw> : i32
      %102 = llvm.getelementptr %97[%101] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %103 = llvm.mul %100, %8 overflow<nsw> : i32
      %104 = llvm.getelementptr %26[%103] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %105 = llvm.load %102 {alignment = 4 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %105, %104 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %106 = llvm.getelementptr %102[1024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %107 = llvm.getelementptr %104[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %108 = llvm.load %106 {alignment = 4 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %108, %107 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %109 = llvm.getelementptr %102[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %110 = llvm.getelementptr %104[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %111 = llvm.load %109 {alignment = 4 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %111, %110 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %112 = llvm.getelementptr %102[1028] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %113 = llvm.getelementptr %104[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %114 = llvm.load %112 {alignment = 4 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %114, %113 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %115 = llvm.add %98, %22 : i32
      llvm.br ^bb3(%115 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb5:  // pred: ^bb3
      %116 = llvm.getelementptr %57[%96] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.br ^bb6(%16, %16 : i32, i32)
    ^bb6(%117: i32, %118: i32):  // 2 preds: ^bb5, ^bb7
      %119 = llvm.icmp "slt" %117, %8 : i32
      llvm.cond_br %119, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %120 = llvm.mul %118, %10 overflow<nsw> : i32
      %121 = llvm.getelementptr %116[%120] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %122 = llvm.mul %118, %7 overflow<nsw> : i32
      %123 = llvm.getelementptr %25[%122] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %124 = llvm.load %121 {alignment = 4 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %124, %123 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %125 = llvm.getelementptr %121[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %126 = llvm.getelementptr %123[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %127 = llvm.load %125 {alignment = 4 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %127, %126 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %128 = llvm.add %118, %22 : i32
      %129 = llvm.icmp "eq" %128, %8 : i32
      %130 = llvm.select %129, %16, %128 : i1, i32
      %131 = llvm.add %117, %22 : i32
      llvm.br ^bb6(%131, %130 : i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb8:  // pred: ^bb6
      %132 = llvm.load %26 {alignment = 32 : i64} : !llvm.ptr -> f32
      %133 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,f" %132 : (f32) -> i32
      llvm.store %133, %28 {alignment = 16 : i64} : i32, !llvm.ptr
      %134 = llvm.load %66 {alignment = 8 : i64} : !llvm.ptr -> f32
      %135 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,f" %134 : (f32) -> i32
      llvm.store %135, %67 {alignment = 4 : i64} : i32, !llvm.ptr
      %136 = llvm.load %68 {alignment = 4 : i64} : !llvm.ptr -> f32
      %137 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,f" %136 : (f32) -> i32
      llvm.store %137, %69 {alignment = 8 : i64} : i32, !llvm.ptr
      %138 = llvm.load %70 {alignment = 4 : i64} : !llvm.ptr -> f32
      %139 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,f" %138 : (f32) -> i32
      llvm.store %139, %71 {alignment = 4 : i64} : i32, !llvm.ptr
      %140 = llvm.load %72 {alignment = 16 : i64} : !llvm.ptr -> f32
      %141 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,f" %140 : (f32) -> i32
      llvm.store %141, %73 {alignment = 16 : i64} : i32, !llvm.ptr
      %142 = llvm.load %74 {alignment = 8 : i64} : !llvm.ptr -> f32
      %143 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,f" %142 : (f32) -> i32
      llvm.store %143, %75 {alignment = 4 : i64} : i32, !llvm.ptr
      %144 = llvm.load %76 {alignment = 4 : i64} : !llvm.ptr -> f32
      %145 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,f" %144 : (f32) -> i32
      llvm.store %145, %77 {alignment = 8 : i64} : i32, !llvm.ptr
      %146 = llvm.load %78 {alignment = 4 : i64} : !llvm.ptr -> f32
      %147 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,f" %146 : (f32) -> i32
      llvm.store %147, %79 {alignment = 4 : i64} : i32, !llvm.ptr
      %148 = llvm.load %25 {alignment = 32 : i64} : !llvm.ptr -> f32
      %149 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,f" %148 : (f32) -> i32
      llvm.store %149, %27 {alignment = 8 : i64} : i32, !llvm.ptr
      %150 = llvm.load %80 {alignment = 4 : i64} : !llvm.ptr -> f32
      %151 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,f" %150 : (f32) -> i32
      llvm.store %151, %81 {alignment = 4 : i64} : i32, !llvm.ptr
      %152 = llvm.load %82 {alignment = 8 : i64} : !llvm.ptr -> f32
      %153 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,f" %152 : (f32) -> i32
      llvm.store %153, %83 {alignment = 8 : i64} : i32, !llvm.ptr
      %154 = llvm.load %84 {alignment = 4 : i64} : !llvm.ptr -> f32
      %155 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,f" %154 : (f32) -> i32
      llvm.store %155, %85 {alignment = 4 : i64} : i32, !llvm.ptr
      %156 = llvm.load %86 {alignment = 16 : i64} : !llvm.ptr -> f32
      %157 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,f" %156 : (f32) -> i32
      llvm.store %157, %87 {alignment = 8 : i64} : i32, !llvm.ptr
      %158 = llvm.load %88 {alignment = 4 : i64} : !llvm.ptr -> f32
      %159 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,f" %158 : (f32) -> i32
      llvm.store %159, %89 {alignment = 4 : i64} : i32, !llvm.ptr
      %160 = llvm.load %90 {alignment = 8 : i64} : !llvm.ptr -> f32
      %161 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,f" %160 : (f32) -> i32
      llvm.store %161, %91 {alignment = 8 : i64} : i32, !llvm.ptr
      %162 = llvm.load %92 {alignment = 4 : i64} : !llvm.ptr -> f32
      %163 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,f" %162 : (f32) -> i32
      llvm.store %163, %93 {alignment = 4 : i64} : i32, !llvm.ptr
      llvm.br ^bb9(%16 : i32)
    ^bb9(%164: i32):  // 2 preds: ^bb8, ^bb13
      %165 = llvm.icmp "slt" %164, %7 : i32
      llvm.cond_br %165, ^bb10, ^bb14
    ^bb10:  // pred: ^bb9
      %166 = llvm.mul %164, %8 overflow<nsw> : i32
      %167 = llvm.getelementptr %28[%166] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      %168 = llvm.getelementptr %167[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %169 = llvm.getelementptr %167[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %170 = llvm.getelementptr %167[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb11(%16 : i32)
    ^bb11(%171: i32):  // 2 preds: ^bb10, ^bb12
      %172 = llvm.icmp "slt" %171, %8 : i32
      llvm.cond_br %172, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %173 = llvm.mul %171, %7 overflow<nsw> : i32
      %174 = llvm.getelementptr %27[%173] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      %175 = llvm.mul %171, %20 overflow<nsw> : i32
      %176 = llvm.add %166, %175 overflow<nsw> : i32
      %177 = llvm.getelementptr %24[%176] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %178 = llvm.load %167 : !llvm.ptr -> i32
      %179 = llvm.load %168 : !llvm.ptr -> i32
      %180 = llvm.load %169 : !llvm.ptr -> i32
      %181 = llvm.load %170 : !llvm.ptr -> i32
      %182 = llvm.load %174 : !llvm.ptr -> vector<2xi32>
      %183 = llvm.extractelement %182[%4 : i64] : vector<2xi32>
      %184 = llvm.extractelement %182[%3 : i64] : vector<2xi32>
      %185 = llvm.load %177 : !llvm.ptr -> vector<4xf32>
      %186 = llvm.extractelement %185[%4 : i64] : vector<4xf32>
      %187 = llvm.extractelement %185[%3 : i64] : vector<4xf32>
      %188 = llvm.extractelement %185[%2 : i64] : vector<4xf32>
      %189 = llvm.extractelement %185[%1 : i64] : vector<4xf32>
      %190 = nvvm.mma.sync A[%178, %179, %180, %181]  B[%183, %184]  C[%186, %187, %188, %189]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %191 = llvm.extractvalue %190[0] : !llvm.struct<(f32, f32, f32, f32)> 
      %192 = llvm.extractvalue %190[1] : !llvm.struct<(f32, f32, f32, f32)> 
      %193 = llvm.extractvalue %190[2] : !llvm.struct<(f32, f32, f32, f32)> 
      %194 = llvm.extractvalue %190[3] : !llvm.struct<(f32, f32, f32, f32)> 
      %195 = llvm.insertelement %191, %0[%4 : i64] : vector<4xf32>
      %196 = llvm.insertelement %192, %195[%3 : i64] : vector<4xf32>
      %197 = llvm.insertelement %193, %196[%2 : i64] : vector<4xf32>
      %198 = llvm.insertelement %194, %197[%1 : i64] : vector<4xf32>
      llvm.store %198, %177 : vector<4xf32>, !llvm.ptr
      %199 = llvm.add %171, %22 : i32
      llvm.br ^bb11(%199 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb13:  // pred: ^bb11
      %200 = llvm.add %164, %22 : i32
      llvm.br ^bb9(%200 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb14:  // pred: ^bb9
      %201 = llvm.add %94, %22 : i32
      llvm.br ^bb1(%201 : i32)
    ^bb15:  // pred: ^bb1
      llvm.br ^bb16(%16, %16, %16, %16, %16 : i32, i32, i32, i32, i32)
    ^bb16(%202: i32, %203: i32, %204: i32, %205: i32, %206: i32):  // 2 preds: ^bb15, ^bb17
      %207 = llvm.icmp "slt" %202, %17 : i32
      llvm.cond_br %207, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %208 = llvm.srem %202, %7 : i32
      %209 = llvm.mul %208, %10 overflow<nsw> : i32
      %210 = llvm.sdiv %206, %7 : i32
      %211 = llvm.srem %206, %7 : i32
      %212 = llvm.mul %211, %6 overflow<nsw> : i32
      %213 = llvm.add %209, %212 overflow<nsw> : i32
      %214 = llvm.mul %210, %17 overflow<nsw> : i32
      %215 = llvm.add %213, %214 overflow<nsw> : i32
      %216 = llvm.getelementptr %65[%215] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %217 = llvm.mul %203, %20 overflow<nsw> : i32
      %218 = llvm.mul %204, %7 overflow<nsw> : i32
      %219 = llvm.add %217, %218 overflow<nsw> : i32
      %220 = llvm.getelementptr %23[%219] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %221 = llvm.load %216 {alignment = 8 : i64} : !llvm.ptr<1> -> vector<2xf32>
      llvm.store %221, %220 {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr
      %222 = llvm.add %203, %22 : i32
      %223 = llvm.icmp "eq" %222, %8 : i32
      %224 = llvm.select %223, %16, %222 : i1, i32
      %225 = llvm.add %204, %22 : i32
      %226 = llvm.select %223, %225, %204 : i1, i32
      %227 = llvm.add %205, %22 : i32
      %228 = llvm.icmp "eq" %227, %7 : i32
      %229 = llvm.select %228, %16, %227 : i1, i32
      %230 = llvm.add %206, %22 : i32
      %231 = llvm.select %228, %230, %206 : i1, i32
      %232 = llvm.add %202, %22 : i32
      llvm.br ^bb16(%232, %224, %226, %229, %231 : i32, i32, i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb18:  // pred: ^bb16
      %233 = llvm.load %24 {alignment = 16 : i64} : !llvm.ptr -> f32
      %234 = llvm.fmul %233, %18 : f32
      %235 = llvm.load %23 {alignment = 32 : i64} : !llvm.ptr -> f32
      %236 = llvm.fmul %235, %19 : f32
      %237 = llvm.fadd %234, %236 : f32
      llvm.store %237, %23 {alignment = 32 : i64} : f32, !llvm.ptr
      %238 = llvm.getelementptr %24[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %239 = llvm.load %238 {alignment = 4 : i64} : !llvm.ptr -> f32
      %240 = llvm.fmul %239, %18 : f32
      %241 = llvm.getelementptr %23[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %242 = llvm.load %241 {alignment = 4 : i64} : !llvm.ptr -> f32
      %243 = llvm.fmul %242, %19 : f32
      %244 = llvm.fadd %240, %243 : f32
      llvm.store %244, %241 {alignment = 4 : i64} : f32, !llvm.ptr
      %245 = llvm.getelementptr %24[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %246 = llvm.load %245 {alignment = 8 : i64} : !llvm.ptr -> f32
      %247 = llvm.fmul %246, %18 : f32
      %248 = llvm.getelementptr %23[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %249 = llvm.load %248 {alignment = 32 : i64} : !llvm.ptr -> f32
      %250 = llvm.fmul %249, %19 : f32
      %251 = llvm.fadd %247, %250 : f32
      llvm.store %251, %248 {alignment = 32 : i64} : f32, !llvm.ptr
      %252 = llvm.getelementptr %24[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %253 = llvm.load %252 {alignment = 4 : i64} : !llvm.ptr -> f32
      %254 = llvm.fmul %253, %18 : f32
      %255 = llvm.getelementptr %23[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %256 = llvm.load %255 {alignment = 4 : i64} : !llvm.ptr -> f32
      %257 = llvm.fmul %256, %19 : f32
      %258 = llvm.fadd %254, %257 : f32
      llvm.store %258, %255 {alignment = 4 : i64} : f32, !llvm.ptr
      %259 = llvm.getelementptr %24[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %260 = llvm.load %259 {alignment = 16 : i64} : !llvm.ptr -> f32
      %261 = llvm.fmul %260, %18 : f32
      %262 = llvm.getelementptr %23[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %263 = llvm.load %262 {alignment = 32 : i64} : !llvm.ptr -> f32
      %264 = llvm.fmul %263, %19 : f32
      %265 = llvm.fadd %261, %264 : f32
      llvm.store %265, %262 {alignment = 32 : i64} : f32, !llvm.ptr
      %266 = llvm.getelementptr %24[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %267 = llvm.load %266 {alignment = 4 : i64} : !llvm.ptr -> f32
      %268 = llvm.fmul %267, %18 : f32
      %269 = llvm.getelementptr %23[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %270 = llvm.load %269 {alignment = 4 : i64} : !llvm.ptr -> f32
      %271 = llvm.fmul %270, %19 : f32
      %272 = llvm.fadd %268, %271 : f32
      llvm.store %272, %269 {alignment = 4 : i64} : f32, !llvm.ptr
      %273 = llvm.getelementptr %24[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %274 = llvm.load %273 {alignment = 8 : i64} : !llvm.ptr -> f32
      %275 = llvm.fmul %274, %18 : f32
      %276 = llvm.getelementptr %23[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %277 = llvm.load %276 {alignment = 32 : i64} : !llvm.ptr -> f32
      %278 = llvm.fmul %277, %19 : f32
      %279 = llvm.fadd %275, %278 : f32
      llvm.store %279, %276 {alignment = 32 : i64} : f32, !llvm.ptr
      %280 = llvm.getelementptr %24[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %281 = llvm.load %280 {alignment = 4 : i64} : !llvm.ptr -> f32
      %282 = llvm.fmul %281, %18 : f32
      %283 = llvm.getelementptr %23[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %284 = llvm.load %283 {alignment = 4 : i64} : !llvm.ptr -> f32
      %285 = llvm.fmul %284, %19 : f32
      %286 = llvm.fadd %282, %285 : f32
      llvm.store %286, %283 {alignment = 4 : i64} : f32, !llvm.ptr
      %287 = llvm.getelementptr %24[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %288 = llvm.load %287 {alignment = 16 : i64} : !llvm.ptr -> f32
      %289 = llvm.fmul %288, %18 : f32
      %290 = llvm.getelementptr %23[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %291 = llvm.load %290 {alignment = 8 : i64} : !llvm.ptr -> f32
      %292 = llvm.fmul %291, %19 : f32
      %293 = llvm.fadd %289, %292 : f32
      llvm.store %293, %290 {alignment = 8 : i64} : f32, !llvm.ptr
      %294 = llvm.getelementptr %24[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %295 = llvm.load %294 {alignment = 4 : i64} : !llvm.ptr -> f32
      %296 = llvm.fmul %295, %18 : f32
      %297 = llvm.getelementptr %23[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %298 = llvm.load %297 {alignment = 4 : i64} : !llvm.ptr -> f32
      %299 = llvm.fmul %298, %19 : f32
      %300 = llvm.fadd %296, %299 : f32
      llvm.store %300, %297 {alignment = 4 : i64} : f32, !llvm.ptr
      %301 = llvm.getelementptr %24[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %302 = llvm.load %301 {alignment = 8 : i64} : !llvm.ptr -> f32
      %303 = llvm.fmul %302, %18 : f32
      %304 = llvm.getelementptr %23[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %305 = llvm.load %304 {alignment = 8 : i64} : !llvm.ptr -> f32
      %306 = llvm.fmul %305, %19 : f32
      %307 = llvm.fadd %303, %306 : f32
      llvm.store %307, %304 {alignment = 8 : i64} : f32, !llvm.ptr
      %308 = llvm.getelementptr %24[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %309 = llvm.load %308 {alignment = 4 : i64} : !llvm.ptr -> f32
      %310 = llvm.fmul %309, %18 : f32
      %311 = llvm.getelementptr %23[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %312 = llvm.load %311 {alignment = 4 : i64} : !llvm.ptr -> f32
      %313 = llvm.fmul %312, %19 : f32
      %314 = llvm.fadd %310, %313 : f32
      llvm.store %314, %311 {alignment = 4 : i64} : f32, !llvm.ptr
      %315 = llvm.getelementptr %24[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %316 = llvm.load %315 {alignment = 16 : i64} : !llvm.ptr -> f32
      %317 = llvm.fmul %316, %18 : f32
      %318 = llvm.getelementptr %23[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %319 = llvm.load %318 {alignment = 8 : i64} : !llvm.ptr -> f32
      %320 = llvm.fmul %319, %19 : f32
      %321 = llvm.fadd %317, %320 : f32
      llvm.store %321, %318 {alignment = 8 : i64} : f32, !llvm.ptr
      %322 = llvm.getelementptr %24[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %323 = llvm.load %322 {alignment = 4 : i64} : !llvm.ptr -> f32
      %324 = llvm.fmul %323, %18 : f32
      %325 = llvm.getelementptr %23[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %326 = llvm.load %325 {alignment = 4 : i64} : !llvm.ptr -> f32
      %327 = llvm.fmul %326, %19 : f32
      %328 = llvm.fadd %324, %327 : f32
      llvm.store %328, %325 {alignment = 4 : i64} : f32, !llvm.ptr
      %329 = llvm.getelementptr %24[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %330 = llvm.load %329 {alignment = 8 : i64} : !llvm.ptr -> f32
      %331 = llvm.fmul %330, %18 : f32
      %332 = llvm.getelementptr %23[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %333 = llvm.load %332 {alignment = 8 : i64} : !llvm.ptr -> f32
      %334 = llvm.fmul %333, %19 : f32
      %335 = llvm.fadd %331, %334 : f32
      llvm.store %335, %332 {alignment = 8 : i64} : f32, !llvm.ptr
      %336 = llvm.getelementptr %24[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %337 = llvm.load %336 {alignment = 4 : i64} : !llvm.ptr -> f32
      %338 = llvm.fmul %337, %18 : f32
      %339 = llvm.getelementptr %23[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %340 = llvm.load %339 {alignment = 4 : i64} : !llvm.ptr -> f32
      %341 = llvm.fmul %340, %19 : f32
      %342 = llvm.fadd %338, %341 : f32
      llvm.store %342, %339 {alignment = 4 : i64} : f32, !llvm.ptr
      %343 = llvm.getelementptr %24[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %344 = llvm.load %343 {alignment = 16 : i64} : !llvm.ptr -> f32
      %345 = llvm.fmul %344, %18 : f32
      %346 = llvm.getelementptr %23[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %347 = llvm.load %346 {alignment = 16 : i64} : !llvm.ptr -> f32
      %348 = llvm.fmul %347, %19 : f32
      %349 = llvm.fadd %345, %348 : f32
      llvm.store %349, %346 {alignment = 16 : i64} : f32, !llvm.ptr
      %350 = llvm.getelementptr %24[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %351 = llvm.load %350 {alignment = 4 : i64} : !llvm.ptr -> f32
      %352 = llvm.fmul %351, %18 : f32
      %353 = llvm.getelementptr %23[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %354 = llvm.load %353 {alignment = 4 : i64} : !llvm.ptr -> f32
      %355 = llvm.fmul %354, %19 : f32
      %356 = llvm.fadd %352, %355 : f32
      llvm.store %356, %353 {alignment = 4 : i64} : f32, !llvm.ptr
      %357 = llvm.getelementptr %24[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %358 = llvm.load %357 {alignment = 8 : i64} : !llvm.ptr -> f32
      %359 = llvm.fmul %358, %18 : f32
      %360 = llvm.getelementptr %23[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %361 = llvm.load %360 {alignment = 16 : i64} : !llvm.ptr -> f32
      %362 = llvm.fmul %361, %19 : f32
      %363 = llvm.fadd %359, %362 : f32
      llvm.store %363, %360 {alignment = 16 : i64} : f32, !llvm.ptr
      %364 = llvm.getelementptr %24[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %365 = llvm.load %364 {alignment = 4 : i64} : !llvm.ptr -> f32
      %366 = llvm.fmul %365, %18 : f32
      %367 = llvm.getelementptr %23[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %368 = llvm.load %367 {alignment = 4 : i64} : !llvm.ptr -> f32
      %369 = llvm.fmul %368, %19 : f32
      %370 = llvm.fadd %366, %369 : f32
      llvm.store %370, %367 {alignment = 4 : i64} : f32, !llvm.ptr
      %371 = llvm.getelementptr %24[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %372 = llvm.load %371 {alignment = 16 : i64} : !llvm.ptr -> f32
      %373 = llvm.fmul %372, %18 : f32
      %374 = llvm.getelementptr %23[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %375 = llvm.load %374 {alignment = 16 : i64} : !llvm.ptr -> f32
      %376 = llvm.fmul %375, %19 : f32
      %377 = llvm.fadd %373, %376 : f32
      llvm.store %377, %374 {alignment = 16 : i64} : f32, !llvm.ptr
      %378 = llvm.getelementptr %24[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %379 = llvm.load %378 {alignment = 4 : i64} : !llvm.ptr -> f32
      %380 = llvm.fmul %379, %18 : f32
      %381 = llvm.getelementptr %23[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %382 = llvm.load %381 {alignment = 4 : i64} : !llvm.ptr -> f32
      %383 = llvm.fmul %382, %19 : f32
      %384 = llvm.fadd %380, %383 : f32
      llvm.store %384, %381 {alignment = 4 : i64} : f32, !llvm.ptr
      %385 = llvm.getelementptr %24[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %386 = llvm.load %385 {alignment = 8 : i64} : !llvm.ptr -> f32
      %387 = llvm.fmul %386, %18 : f32
      %388 = llvm.getelementptr %23[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %389 = llvm.load %388 {alignment = 16 : i64} : !llvm.ptr -> f32
      %390 = llvm.fmul %389, %19 : f32
      %391 = llvm.fadd %387, %390 : f32
      llvm.store %391, %388 {alignment = 16 : i64} : f32, !llvm.ptr
      %392 = llvm.getelementptr %24[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %393 = llvm.load %392 {alignment = 4 : i64} : !llvm.ptr -> f32
      %394 = llvm.fmul %393, %18 : f32
      %395 = llvm.getelementptr %23[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %396 = llvm.load %395 {alignment = 4 : i64} : !llvm.ptr -> f32
      %397 = llvm.fmul %396, %19 : f32
      %398 = llvm.fadd %394, %397 : f32
      llvm.store %398, %395 {alignment = 4 : i64} : f32, !llvm.ptr
      %399 = llvm.getelementptr %24[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %400 = llvm.load %399 {alignment = 16 : i64} : !llvm.ptr -> f32
      %401 = llvm.fmul %400, %18 : f32
      %402 = llvm.getelementptr %23[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %403 = llvm.load %402 {alignment = 8 : i64} : !llvm.ptr -> f32
      %404 = llvm.fmul %403, %19 : f32
      %405 = llvm.fadd %401, %404 : f32
      llvm.store %405, %402 {alignment = 8 : i64} : f32, !llvm.ptr
      %406 = llvm.getelementptr %24[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %407 = llvm.load %406 {alignment = 4 : i64} : !llvm.ptr -> f32
      %408 = llvm.fmul %407, %18 : f32
      %409 = llvm.getelementptr %23[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %410 = llvm.load %409 {alignment = 4 : i64} : !llvm.ptr -> f32
      %411 = llvm.fmul %410, %19 : f32
      %412 = llvm.fadd %408, %411 : f32
      llvm.store %412, %409 {alignment = 4 : i64} : f32, !llvm.ptr
      %413 = llvm.getelementptr %24[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %414 = llvm.load %413 {alignment = 8 : i64} : !llvm.ptr -> f32
      %415 = llvm.fmul %414, %18 : f32
      %416 = llvm.getelementptr %23[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %417 = llvm.load %416 {alignment = 8 : i64} : !llvm.ptr -> f32
      %418 = llvm.fmul %417, %19 : f32
      %419 = llvm.fadd %415, %418 : f32
      llvm.store %419, %416 {alignment = 8 : i64} : f32, !llvm.ptr
      %420 = llvm.getelementptr %24[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %421 = llvm.load %420 {alignment = 4 : i64} : !llvm.ptr -> f32
      %422 = llvm.fmul %421, %18 : f32
      %423 = llvm.getelementptr %23[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %424 = llvm.load %423 {alignment = 4 : i64} : !llvm.ptr -> f32
      %425 = llvm.fmul %424, %19 : f32
      %426 = llvm.fadd %422, %425 : f32
      llvm.store %426, %423 {alignment = 4 : i64} : f32, !llvm.ptr
      %427 = llvm.getelementptr %24[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %428 = llvm.load %427 {alignment = 16 : i64} : !llvm.ptr -> f32
      %429 = llvm.fmul %428, %18 : f32
      %430 = llvm.getelementptr %23[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %431 = llvm.load %430 {alignment = 8 : i64} : !llvm.ptr -> f32
      %432 = llvm.fmul %431, %19 : f32
      %433 = llvm.fadd %429, %432 : f32
      llvm.store %433, %430 {alignment = 8 : i64} : f32, !llvm.ptr
      %434 = llvm.getelementptr %24[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %435 = llvm.load %434 {alignment = 4 : i64} : !llvm.ptr -> f32
      %436 = llvm.fmul %435, %18 : f32
      %437 = llvm.getelementptr %23[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %438 = llvm.load %437 {alignment = 4 : i64} : !llvm.ptr -> f32
      %439 = llvm.fmul %438, %19 : f32
      %440 = llvm.fadd %436, %439 : f32
      llvm.store %440, %437 {alignment = 4 : i64} : f32, !llvm.ptr
      %441 = llvm.getelementptr %24[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %442 = llvm.load %441 {alignment = 8 : i64} : !llvm.ptr -> f32
      %443 = llvm.fmul %442, %18 : f32
      %444 = llvm.getelementptr %23[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %445 = llvm.load %444 {alignment = 8 : i64} : !llvm.ptr -> f32
      %446 = llvm.fmul %445, %19 : f32
      %447 = llvm.fadd %443, %446 : f32
      llvm.store %447, %444 {alignment = 8 : i64} : f32, !llvm.ptr
      %448 = llvm.getelementptr %24[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %449 = llvm.load %448 {alignment = 4 : i64} : !llvm.ptr -> f32
      %450 = llvm.fmul %449, %18 : f32
      %451 = llvm.getelementptr %23[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %452 = llvm.load %451 {alignment = 4 : i64} : !llvm.ptr -> f32
      %453 = llvm.fmul %452, %19 : f32
      %454 = llvm.fadd %450, %453 : f32
      llvm.store %454, %451 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.br ^bb19(%16, %16, %16, %16, %16 : i32, i32, i32, i32, i32)
    ^bb19(%455: i32, %456: i32, %457: i32, %458: i32, %459: i32):  // 2 preds: ^bb18, ^bb20
      %460 = llvm.icmp "slt" %455, %17 : i32
      llvm.cond_br %460, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %461 = llvm.mul %456, %20 overflow<nsw> : i32
      %462 = llvm.mul %457, %7 overflow<nsw> : i32
      %463 = llvm.add %461, %462 overflow<nsw> : i32
      %464 = llvm.getelementptr %23[%463] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %465 = llvm.srem %455, %7 : i32
      %466 = llvm.mul %465, %10 overflow<nsw> : i32
      %467 = llvm.sdiv %459, %7 : i32
      %468 = llvm.srem %459, %7 : i32
      %469 = llvm.mul %468, %6 overflow<nsw> : i32
      %470 = llvm.add %466, %469 overflow<nsw> : i32
      %471 = llvm.mul %467, %17 overflow<nsw> : i32
      %472 = llvm.add %470, %471 overflow<nsw> : i32
      %473 = llvm.getelementptr %65[%472] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %474 = llvm.load %464 {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
      llvm.store %474, %473 {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<1>
      %475 = llvm.add %456, %22 : i32
      %476 = llvm.icmp "eq" %475, %8 : i32
      %477 = llvm.select %476, %16, %475 : i1, i32
      %478 = llvm.add %457, %22 : i32
      %479 = llvm.select %476, %478, %457 : i1, i32
      %480 = llvm.add %458, %22 : i32
      %481 = llvm.icmp "eq" %480, %7 : i32
      %482 = llvm.select %481, %16, %480 : i1, i32
      %483 = llvm.add %459, %22 : i32
      %484 = llvm.select %481, %483, %459 : i1, i32
      %485 = llvm.add %455, %22 : i32
      llvm.br ^bb19(%485, %477, %479, %482, %484 : i32, i32, i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb21:  // pred: ^bb19
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_tf32_gemm_kernel_TiledMMA_ThrLayoutVMNK32221132640_PermutationMNK32132181_MMAAtom_ThrID321_ShapeMNK1688_TVLayoutA4822161864_TVLayoutB4828132_TVLayoutC4822321168_tensorptrf3_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_tf32_gemm_FakeTensorFloat322561281281_FakeTensorFloat322561281281_FakeTensorFloat322562562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
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
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1, %arg2) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_tf32_gemm_kernel_TiledMMA_ThrLayoutVMNK32221132640_PermutationMNK32132181_MMAAtom_ThrID321_ShapeMNK1688_TVLayoutA4822161864_TVLayoutB4828132_TVLayoutC4822321168_tensorptrf3_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_tf32_gemm_FakeTensorFloat322561281281_FakeTensorFloat322561281281_FakeTensorFloat322562562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_tf32_gemm_FakeTensorFloat322561281281_FakeTensorFloat322561281281_FakeTensorFloat322562562561(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
