// MLIR's own round-trip test mlir/test/Dialect/LLVMIR/nvvm-mma-sparse-blockscale.mlir in its
// scalar-register form (a copy in the search index, id 2425032667; llvm/llvm-project@44b2afe5
// writes the registers as vectors, which LLVM's intrinsics do not take): its first nine functions
// (mxf8f6f4, m16n8k64), one per split-input chunk, with their CHECK lines.
// tests/test_nvvm_mlir_roundtrip.py parses each chunk and compares the printed nvvm ops with
// mlir-opt-22's printing, or (where MLIR 22 cannot read the chunk) with the CHECK lines.

func.func @nvvm_mxf8f6f4_sp_blockscale_mma_e2m1_e2m1(%a0: i32, %a1: i32, %a2: i32, %a3: i32,
    %b0: i32, %b1: i32, %b2: i32, %b3: i32,
    %c0: f32, %c1: f32, %c2: f32, %c3: f32,
    %sparseMetadata: i32,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16)
    -> !llvm.struct<(f32, f32, f32, f32)> {
  %sparsitySelector = llvm.mlir.constant(0 : i32) : i32
  // CHECK: nvvm.mma.sp.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] sparseMetadata[{{.*}}] selector[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.sp.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3]
                                sparseMetadata[%sparseMetadata]
                                selector[%sparsitySelector]
                                scaleA[%scaleAData, %byteIdA, %threadIdA]
                                scaleB[%scaleBData, %byteIdB, %threadIdB]
                                {shape = #nvvm.shape<m = 16, n = 8, k = 64>,
                                 multiplicandAPtxType = #nvvm.mma_type<e2m1>,
                                 multiplicandBPtxType = #nvvm.mma_type<e2m1>,
                                 scaleVecSize = #nvvm.scale_vec_size<x1>,
                                 blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                                 kind = #nvvm.block_scale_kind<mxf8f6f4>,
                                 orderedMetadata}
      : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

func.func @nvvm_mxf8f6f4_sp_blockscale_mma_e2m1_e2m3(%a0: i32, %a1: i32, %a2: i32, %a3: i32,
    %b0: i32, %b1: i32, %b2: i32, %b3: i32,
    %c0: f32, %c1: f32, %c2: f32, %c3: f32,
    %sparseMetadata: i32,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16)
    -> !llvm.struct<(f32, f32, f32, f32)> {
  %sparsitySelector = llvm.mlir.constant(0 : i32) : i32
  // CHECK: nvvm.mma.sp.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] sparseMetadata[{{.*}}] selector[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.sp.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3]
                                sparseMetadata[%sparseMetadata]
                                selector[%sparsitySelector]
                                scaleA[%scaleAData, %byteIdA, %threadIdA]
                                scaleB[%scaleBData, %byteIdB, %threadIdB]
                                {shape = #nvvm.shape<m = 16, n = 8, k = 64>,
                                 multiplicandAPtxType = #nvvm.mma_type<e2m1>,
                                 multiplicandBPtxType = #nvvm.mma_type<e2m3>,
                                 scaleVecSize = #nvvm.scale_vec_size<x1>,
                                 blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                                 kind = #nvvm.block_scale_kind<mxf8f6f4>,
                                 orderedMetadata}
      : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

func.func @nvvm_mxf8f6f4_sp_blockscale_mma_e2m1_e3m2(%a0: i32, %a1: i32, %a2: i32, %a3: i32,
    %b0: i32, %b1: i32, %b2: i32, %b3: i32,
    %c0: f32, %c1: f32, %c2: f32, %c3: f32,
    %sparseMetadata: i32,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16)
    -> !llvm.struct<(f32, f32, f32, f32)> {
  %sparsitySelector = llvm.mlir.constant(0 : i32) : i32
  // CHECK: nvvm.mma.sp.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] sparseMetadata[{{.*}}] selector[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.sp.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3]
                                sparseMetadata[%sparseMetadata]
                                selector[%sparsitySelector]
                                scaleA[%scaleAData, %byteIdA, %threadIdA]
                                scaleB[%scaleBData, %byteIdB, %threadIdB]
                                {shape = #nvvm.shape<m = 16, n = 8, k = 64>,
                                 multiplicandAPtxType = #nvvm.mma_type<e2m1>,
                                 multiplicandBPtxType = #nvvm.mma_type<e3m2>,
                                 scaleVecSize = #nvvm.scale_vec_size<x1>,
                                 blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                                 kind = #nvvm.block_scale_kind<mxf8f6f4>,
                                 orderedMetadata}
      : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

func.func @nvvm_mxf8f6f4_sp_blockscale_mma_e2m1_e4m3(%a0: i32, %a1: i32, %a2: i32, %a3: i32,
    %b0: i32, %b1: i32, %b2: i32, %b3: i32,
    %c0: f32, %c1: f32, %c2: f32, %c3: f32,
    %sparseMetadata: i32,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16)
    -> !llvm.struct<(f32, f32, f32, f32)> {
  %sparsitySelector = llvm.mlir.constant(0 : i32) : i32
  // CHECK: nvvm.mma.sp.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] sparseMetadata[{{.*}}] selector[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.sp.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3]
                                sparseMetadata[%sparseMetadata]
                                selector[%sparsitySelector]
                                scaleA[%scaleAData, %byteIdA, %threadIdA]
                                scaleB[%scaleBData, %byteIdB, %threadIdB]
                                {shape = #nvvm.shape<m = 16, n = 8, k = 64>,
                                 multiplicandAPtxType = #nvvm.mma_type<e2m1>,
                                 multiplicandBPtxType = #nvvm.mma_type<e4m3>,
                                 scaleVecSize = #nvvm.scale_vec_size<x1>,
                                 blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                                 kind = #nvvm.block_scale_kind<mxf8f6f4>,
                                 orderedMetadata}
      : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

func.func @nvvm_mxf8f6f4_sp_blockscale_mma_e2m1_e5m2(%a0: i32, %a1: i32, %a2: i32, %a3: i32,
    %b0: i32, %b1: i32, %b2: i32, %b3: i32,
    %c0: f32, %c1: f32, %c2: f32, %c3: f32,
    %sparseMetadata: i32,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16)
    -> !llvm.struct<(f32, f32, f32, f32)> {
  %sparsitySelector = llvm.mlir.constant(0 : i32) : i32
  // CHECK: nvvm.mma.sp.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] sparseMetadata[{{.*}}] selector[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.sp.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3]
                                sparseMetadata[%sparseMetadata]
                                selector[%sparsitySelector]
                                scaleA[%scaleAData, %byteIdA, %threadIdA]
                                scaleB[%scaleBData, %byteIdB, %threadIdB]
                                {shape = #nvvm.shape<m = 16, n = 8, k = 64>,
                                 multiplicandAPtxType = #nvvm.mma_type<e2m1>,
                                 multiplicandBPtxType = #nvvm.mma_type<e5m2>,
                                 scaleVecSize = #nvvm.scale_vec_size<x1>,
                                 blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                                 kind = #nvvm.block_scale_kind<mxf8f6f4>,
                                 orderedMetadata}
      : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

func.func @nvvm_mxf8f6f4_sp_blockscale_mma_e2m3_e2m1(%a0: i32, %a1: i32, %a2: i32, %a3: i32,
    %b0: i32, %b1: i32, %b2: i32, %b3: i32,
    %c0: f32, %c1: f32, %c2: f32, %c3: f32,
    %sparseMetadata: i32,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16)
    -> !llvm.struct<(f32, f32, f32, f32)> {
  %sparsitySelector = llvm.mlir.constant(0 : i32) : i32
  // CHECK: nvvm.mma.sp.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] sparseMetadata[{{.*}}] selector[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.sp.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3]
                                sparseMetadata[%sparseMetadata]
                                selector[%sparsitySelector]
                                scaleA[%scaleAData, %byteIdA, %threadIdA]
                                scaleB[%scaleBData, %byteIdB, %threadIdB]
                                {shape = #nvvm.shape<m = 16, n = 8, k = 64>,
                                 multiplicandAPtxType = #nvvm.mma_type<e2m3>,
                                 multiplicandBPtxType = #nvvm.mma_type<e2m1>,
                                 scaleVecSize = #nvvm.scale_vec_size<x1>,
                                 blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                                 kind = #nvvm.block_scale_kind<mxf8f6f4>,
                                 orderedMetadata}
      : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

func.func @nvvm_mxf8f6f4_sp_blockscale_mma_e2m3_e2m3(%a0: i32, %a1: i32, %a2: i32, %a3: i32,
    %b0: i32, %b1: i32, %b2: i32, %b3: i32,
    %c0: f32, %c1: f32, %c2: f32, %c3: f32,
    %sparseMetadata: i32,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16)
    -> !llvm.struct<(f32, f32, f32, f32)> {
  %sparsitySelector = llvm.mlir.constant(0 : i32) : i32
  // CHECK: nvvm.mma.sp.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] sparseMetadata[{{.*}}] selector[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.sp.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3]
                                sparseMetadata[%sparseMetadata]
                                selector[%sparsitySelector]
                                scaleA[%scaleAData, %byteIdA, %threadIdA]
                                scaleB[%scaleBData, %byteIdB, %threadIdB]
                                {shape = #nvvm.shape<m = 16, n = 8, k = 64>,
                                 multiplicandAPtxType = #nvvm.mma_type<e2m3>,
                                 multiplicandBPtxType = #nvvm.mma_type<e2m3>,
                                 scaleVecSize = #nvvm.scale_vec_size<x1>,
                                 blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                                 kind = #nvvm.block_scale_kind<mxf8f6f4>,
                                 orderedMetadata}
      : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

func.func @nvvm_mxf8f6f4_sp_blockscale_mma_e2m3_e3m2(%a0: i32, %a1: i32, %a2: i32, %a3: i32,
    %b0: i32, %b1: i32, %b2: i32, %b3: i32,
    %c0: f32, %c1: f32, %c2: f32, %c3: f32,
    %sparseMetadata: i32,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16)
    -> !llvm.struct<(f32, f32, f32, f32)> {
  %sparsitySelector = llvm.mlir.constant(0 : i32) : i32
  // CHECK: nvvm.mma.sp.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] sparseMetadata[{{.*}}] selector[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.sp.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3]
                                sparseMetadata[%sparseMetadata]
                                selector[%sparsitySelector]
                                scaleA[%scaleAData, %byteIdA, %threadIdA]
                                scaleB[%scaleBData, %byteIdB, %threadIdB]
                                {shape = #nvvm.shape<m = 16, n = 8, k = 64>,
                                 multiplicandAPtxType = #nvvm.mma_type<e2m3>,
                                 multiplicandBPtxType = #nvvm.mma_type<e3m2>,
                                 scaleVecSize = #nvvm.scale_vec_size<x1>,
                                 blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                                 kind = #nvvm.block_scale_kind<mxf8f6f4>,
                                 orderedMetadata}
      : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

func.func @nvvm_mxf8f6f4_sp_blockscale_mma_e2m3_e4m3(%a0: i32, %a1: i32, %a2: i32, %a3: i32,
    %b0: i32, %b1: i32, %b2: i32, %b3: i32,
    %c0: f32, %c1: f32, %c2: f32, %c3: f32,
    %sparseMetadata: i32,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16)
    -> !llvm.struct<(f32, f32, f32, f32)> {
  %sparsitySelector = llvm.mlir.constant(0 : i32) : i32
  // CHECK: nvvm.mma.sp.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] sparseMetadata[{{.*}}] selector[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.sp.block_scale A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3]
                                sparseMetadata[%sparseMetadata]
                                selector[%sparsitySelector]
                                scaleA[%scaleAData, %byteIdA, %threadIdA]
                                scaleB[%scaleBData, %byteIdB, %threadIdB]
                                {shape = #nvvm.shape<m = 16, n = 8, k = 64>,
                                 multiplicandAPtxType = #nvvm.mma_type<e2m3>,
                                 multiplicandBPtxType = #nvvm.mma_type<e4m3>,
                                 scaleVecSize = #nvvm.scale_vec_size<x1>,
                                 blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                                 kind = #nvvm.block_scale_kind<mxf8f6f4>,
                                 orderedMetadata}
      : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}
