module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_120a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_120]>]} {
    llvm.func @kernel_cutlass_hgemm_mma_kernel_TiledMMA_ThrLayoutVMNK32221132640_PermutationMNK321321161_MMAAtom_ThrID321_ShapeMNK16816_TVLayoutA48222321168128_TVLayoutB4822161864_TVLayoutC4822321168_te_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 4, 4, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
      %15 = llvm.mlir.constant(8 : i32) : i32
      %16 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
      %17 = llvm.mlir.constant(0 : i32) : i32
      %18 = llvm.mlir.constant(16 : i32) : i32
      %19 = llvm.mlir.constant(32 : i32) : i32
      %20 = llvm.mlir.constant(1 : i32) : i32
      %21 = llvm.alloca %19 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %22 = llvm.alloca %19 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %23 = llvm.alloca %19 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %24 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %25 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %26 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %27 = llvm.mul %25, %6 overflow<nsw> : i32
      %28 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %29 = llvm.getelementptr %28[%27] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %30 = llvm.mul %26, %6 overflow<nsw> : i32
      %31 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %32 = llvm.getelementptr %31[%30] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %33 = llvm.mul %25, %5 overflow<nsw> : i32
      %34 = llvm.mul %26, %11 overflow<nsw> : i32
      %35 = llvm.add %33, %34 overflow<nsw> : i32
      %36 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %37 = llvm.getelementptr %36[%35] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %38 = llvm.srem %24, %19 : i32
      %39 = llvm.sdiv %24, %19 : i32
      %40 = llvm.srem %39, %7 : i32
      %41 = llvm.sdiv %38, %8 : i32
      %42 = llvm.srem %38, %8 : i32
      %43 = llvm.mul %42, %7 overflow<nsw> : i32
      %44 = llvm.mul %41, %9 overflow<nsw> : i32
      %45 = llvm.add %43, %44 overflow<nsw> : i32
      %46 = llvm.mul %40, %10 overflow<nsw> : i32
      %47 = llvm.add %45, %46 overflow<nsw> : i32
      %48 = llvm.getelementptr %29[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %49 = llvm.sdiv %24, %11 : i32
      %50 = llvm.srem %49, %7 : i32
      %51 = llvm.mul %50, %12 overflow<nsw> : i32
      %52 = llvm.add %45, %51 overflow<nsw> : i32
      %53 = llvm.getelementptr %32[%52] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %54 = llvm.mul %41, %13 overflow<nsw> : i32
      %55 = llvm.add %43, %54 overflow<nsw> : i32
      %56 = llvm.mul %40, %14 overflow<nsw> : i32
      %57 = llvm.mul %50, %15 overflow<nsw> : i32
      %58 = llvm.add %56, %57 overflow<nsw> : i32
      %59 = llvm.add %55, %58 overflow<nsw> : i32
      %60 = llvm.getelementptr %37[%59] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %16, %21 {alignment = 16 : i64} : vector<32xf32>, !llvm.ptr
      llvm.br ^bb1(%17 : i32)
    ^bb1(%61: i32):  // 2 preds: ^bb0, ^bb17
      %62 = llvm.icmp "slt" %61, %8 : i32
      llvm.cond_br %62, ^bb2, ^bb18
    ^bb2:  // pred: ^bb1
      %63 = llvm.mul %61, %19 overflow<nsw> : i32
      %64 = llvm.getelementptr %48[%63] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.br ^bb3(%17, %17, %17, %17, %17 : i32, i32, i32, i32, i32)
    ^bb3(%65: i32, %66: i32, %67: i32, %68: i32, %69: i32):  // 2 preds: ^bb2, ^bb4
      %70 = llvm.icmp "slt" %65, %18 : i32
      llvm.cond_br %70, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %71 = llvm.srem %65, %7 : i32
      %72 = llvm.mul %71, %12 overflow<nsw> : i32
      %73 = llvm.sdiv %69, %7 : i32
      %74 = llvm.srem %69, %7 : i32
      %75 = llvm.mul %74, %15 overflow<nsw> : i32
      %76 = llvm.add %72, %75 overflow<nsw> : i32
      %77 = llvm.sdiv %73, %7 : i32
      %78 = llvm.srem %73, %7 : i32
      %79 = llvm.mul %78, %14 overflow<nsw> : i32
      %80 = llvm.add %76, %79 overflow<nsw> : i32
      %81 = llvm.mul %77, %18 overflow<nsw> : i32
      %82 = llvm.add %80, %81 overflow<nsw> : i32
      %83 = llvm.getelementptr %64[%82] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %84 = llvm.mul %66, %7 overflow<nsw> : i32
      %85 = llvm.sdiv %67, %7 : i32
      %86 = llvm.srem %67, %7 : i32
      %87 = llvm.mul %86, %18 overflow<nsw> : i32
      %88 = llvm.add %84, %87 overflow<nsw> : i32
      %89 = llvm.mul %85, %15 overflow<nsw> : i32
      %90 = llvm.add %88, %89 overflow<nsw> : i32
      %91 = llvm.getelementptr %23[%90] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %92 = llvm.load %83 {alignment = 4 : i64} : !llvm.ptr<1> -> vector<2xf16>
      llvm.store %92, %91 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr
      %93 = llvm.add %66, %20 : i32
      %94 = llvm.icmp "eq" %93, %8 : i32
      %95 = llvm.select %94, %17, %93 : i1, i32
      %96 = llvm.add %67, %20 : i32
      %97 = llvm.select %94, %96, %67 : i1, i32
      %98 = llvm.add %68, %20 : i32
      %99 = llvm.icmp "eq" %98, %7 : i32
      %100 = llvm.select %99, %17, %98 : i1, i32
      %101 = llvm.add %69, %20 : i32
      %102 = llvm.select %99, %101, %69 : i1, i32
      %103 = llvm.add %65, %20 : i32
      llvm.br ^bb3(%103, %95, %97, %100, %102 : i32, i32, i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb5:  // pred: ^bb3
      %104 = llvm.getelementptr %53[%63] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.br ^bb6(%17, %17, %17 : i32, i32, i32)
    ^bb6(%105: i32, %106: i32, %107: i32):  // 2 preds: ^bb5, ^bb7
      %108 = llvm.icmp "slt" %105, %18 : i32
      llvm.cond_br %108, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %109 = llvm.srem %105, %7 : i32
      %110 = llvm.mul %109, %15 overflow<nsw> : i32
      %111 = llvm.sdiv %107, %8 : i32
      %112 = llvm.srem %107, %8 : i32
      %113 = llvm.mul %112, %10 overflow<nsw> : i32
      %114 = llvm.add %110, %113 overflow<nsw> : i32
      %115 = llvm.mul %111, %18 overflow<nsw> : i32
      %116 = llvm.add %114, %115 overflow<nsw> : i32
      %117 = llvm.getelementptr %104[%116] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %118 = llvm.mul %109, %7 overflow<nsw> : i32
      %119 = llvm.mul %112, %15 overflow<nsw> : i32
      %120 = llvm.add %118, %119 overflow<nsw> : i32
      %121 = llvm.mul %111, %8 overflow<nsw> : i32
      %122 = llvm.add %120, %121 overflow<nsw> : i32
      %123 = llvm.getelementptr %22[%122] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %124 = llvm.load %117 {alignment = 4 : i64} : !llvm.ptr<1> -> vector<2xf16>
      llvm.store %124, %123 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr
      %125 = llvm.add %106, %20 : i32
      %126 = llvm.icmp "eq" %125, %7 : i32
      %127 = llvm.select %126, %17, %125 : i1, i32
      %128 = llvm.add %107, %20 : i32
      %129 = llvm.select %126, %128, %107 : i1, i32
      %130 = llvm.add %105, %20 : i32
      llvm.br ^bb6(%130, %127, %129 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb8:  // pred: ^bb6
      llvm.br ^bb9(%17 : i32)
    ^bb9(%131: i32):  // 2 preds: ^bb8, ^bb16
      %132 = llvm.icmp "slt" %131, %7 : i32
      llvm.cond_br %132, ^bb10, ^bb17
    ^bb10:  // pred: ^bb9
      llvm.br ^bb11(%17 : i32)
    ^bb11(%133: i32):  // 2 preds: ^bb10, ^bb15
      %134 = llvm.icmp "slt" %133, %7 : i32
      llvm.cond_br %134, ^bb12, ^bb16
    ^bb12:  // pred: ^bb11
      %135 = llvm.mul %133, %18 overflow<nsw> : i32
      %136 = llvm.mul %131, %15 overflow<nsw> : i32
      %137 = llvm.add %135, %136 overflow<nsw> : i32
      %138 = llvm.getelementptr %23[%137] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %139 = llvm.getelementptr %138[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %140 = llvm.getelementptr %138[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %141 = llvm.getelementptr %138[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb13(%17 : i32)
    ^bb13(%142: i32):  // 2 preds: ^bb12, ^bb14
      %143 = llvm.icmp "slt" %142, %8 : i32
      llvm.cond_br %143, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %144 = llvm.mul %142, %15 overflow<nsw> : i32
      %145 = llvm.mul %131, %8 overflow<nsw> : i32
      %146 = llvm.add %144, %145 overflow<nsw> : i32
      %147 = llvm.getelementptr %22[%146] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %148 = llvm.mul %133, %8 overflow<nsw> : i32
      %149 = llvm.add %148, %144 overflow<nsw> : i32
      %150 = llvm.getelementptr %21[%149] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %151 = llvm.load %138 : !llvm.ptr -> vector<2xf16>
      %152 = llvm.load %139 : !llvm.ptr -> vector<2xf16>
      %153 = llvm.load %140 : !llvm.ptr -> vector<2xf16>
      %154 = llvm.load %141 : !llvm.ptr -> vector<2xf16>
      %155 = llvm.load %147 : !llvm.ptr -> vector<2xf16>
      %156 = llvm.getelementptr %147[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %157 = llvm.load %156 : !llvm.ptr -> vector<2xf16>
      %158 = llvm.load %150 : !llvm.ptr -> vector<4xf32>
      %159 = llvm.extractelement %158[%4 : i64] : vector<4xf32>
      %160 = llvm.extractelement %158[%3 : i64] : vector<4xf32>
      %161 = llvm.extractelement %158[%2 : i64] : vector<4xf32>
      %162 = llvm.extractelement %158[%1 : i64] : vector<4xf32>
      %163 = nvvm.mma.sync A[%151, %152, %153, %154]  B[%155, %157]  C[%159, %160, %161, %162]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %164 = llvm.extractvalue %163[0] : !llvm.struct<(f32, f32, f32, f32)> 
      %165 = llvm.extractvalue %163[1] : !llvm.struct<(f32, f32, f32, f32)> 
      %166 = llvm.extractvalue %163[2] : !llvm.struct<(f32, f32, f32, f32)> 
      %167 = llvm.extractvalue %163[3] : !llvm.struct<(f32, f32, f32, f32)> 
      %168 = llvm.insertelement %164, %0[%4 : i64] : vector<4xf32>
      %169 = llvm.insertelement %165, %168[%3 : i64] : vector<4xf32>
      %170 = llvm.insertelement %166, %169[%2 : i64] : vector<4xf32>
      %171 = llvm.insertelement %167, %170[%1 : i64] : vector<4xf32>
      llvm.store %171, %150 : vector<4xf32>, !llvm.ptr
      %172 = llvm.add %142, %20 : i32
      llvm.br ^bb13(%172 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb15:  // pred: ^bb13
      %173 = llvm.add %133, %20 : i32
      llvm.br ^bb11(%173 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb16:  // pred: ^bb11
      %174 = llvm.add %131, %20 : i32
      llvm.br ^bb9(%174 : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb17:  // pred: ^bb9
      %175 = llvm.add %61, %20 : i32
      llvm.br ^bb1(%175 : i32)
    ^bb18:  // pred: ^bb1
      llvm.br ^bb19(%17, %17, %17 : i32, i32, i32)
    ^bb19(%176: i32, %177: i32, %178: i32):  // 2 preds: ^bb18, ^bb20
      %179 = llvm.icmp "slt" %176, %18 : i32
      llvm.cond_br %179, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %180 = llvm.mul %176, %7 overflow<nsw> : i32
      %181 = llvm.getelementptr %21[%180] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %182 = llvm.srem %176, %7 : i32
      %183 = llvm.mul %182, %10 overflow<nsw> : i32
      %184 = llvm.sdiv %178, %7 : i32
      %185 = llvm.srem %178, %7 : i32
      %186 = llvm.mul %185, %6 overflow<nsw> : i32
      %187 = llvm.add %183, %186 overflow<nsw> : i32
      %188 = llvm.mul %184, %18 overflow<nsw> : i32
      %189 = llvm.add %187, %188 overflow<nsw> : i32
      %190 = llvm.getelementptr %60[%189] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %191 = llvm.load %181 {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
      llvm.store %191, %190 {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<1>
      %192 = llvm.add %177, %20 : i32
      %193 = llvm.icmp "eq" %192, %7 : i32
      %194 = llvm.select %193, %17, %192 : i1, i32
      %195 = llvm.add %178, %20 : i32
      %196 = llvm.select %193, %195, %178 : i1, i32
      %197 = llvm.add %176, %20 : i32
      llvm.br ^bb19(%197, %194, %196 : i32, i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
    ^bb21:  // pred: ^bb19
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_hgemm_mma_kernel_TiledMMA_ThrLayoutVMNK32221132640_PermutationMNK321321161_MMAAtom_ThrID321_ShapeMNK16816_TVLayoutA48222321168128_TVLayoutB4822161864_TVLayoutC4822321168_te_0' launch shared memory exceeds current GPU arch sm_120a allowed. Allocated: %lld bytes. Max: 101376 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_hgemm_mma_FakeTensorFloat162561281281_FakeTensorFloat162561281281_FakeTensorFloat322562562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
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
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1, %arg2) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_hgemm_mma_kernel_TiledMMA_ThrLayoutVMNK32221132640_PermutationMNK321321161_MMAAtom_ThrID321_ShapeMNK16816_TVLayoutA48222321168128_TVLayoutB4822161864_TVLayoutC4822321168_te_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_hgemm_mma_FakeTensorFloat162561281281_FakeTensorFloat162561281281_FakeTensorFloat322562562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_hgemm_mma_FakeTensorFloat162561281281_FakeTensorFloat162561281281_FakeTensorFloat322562562561(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
