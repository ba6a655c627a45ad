// MLIR's own round-trip test mlir/test/Dialect/LLVMIR/nvvm-mma-blockscale.mlir, as stored at
// llvm/llvm-project@09e881e8242712c64e087510316d506a4ff3cd1e: its first twelve functions (mxf8f6f4,
// m16n8k32; the registers as vectors, as that file writes them), one per split-input chunk, with
// their CHECK lines. tests/test_nvvm_mlir_roundtrip.py parses each chunk and compares the printed
// nvvm ops with mlir-opt-22's printing, or (where MLIR 22 cannot read the chunk) with the CHECK lines.

func.func @nvvm_mxf8f6f4_blockscale_mma_e2m1_e2m1(%a: vector<4xi32>, %b: vector<2xi32>, %c: vector<4xf32>,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16) {
  // CHECK: nvvm.mma.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.block_scale A[%a] B[%b] C[%c]
                             scaleA[%scaleAData, %byteIdA, %threadIdA]
                             scaleB[%scaleBData, %byteIdB, %threadIdB]
                             {shape = #nvvm.shape<m = 16, n = 8, k = 32>,
                              multiplicandAPtxType = #nvvm.mma_type<e2m1>,
                              multiplicandBPtxType = #nvvm.mma_type<e2m1>,
                              scaleVecSize = #nvvm.scale_vec_size<x1>,
                              blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                              kind = #nvvm.block_scale_kind<mxf8f6f4>}
      : (vector<4xi32>, vector<2xi32>, vector<4xf32>) -> !llvm.struct<(vector<4xf32>)>
  return
}

// -----

func.func @nvvm_mxf8f6f4_blockscale_mma_e2m1_e2m3(%a: vector<4xi32>, %b: vector<2xi32>, %c: vector<4xf32>,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16) {
  // CHECK: nvvm.mma.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.block_scale A[%a] B[%b] C[%c]
                             scaleA[%scaleAData, %byteIdA, %threadIdA]
                             scaleB[%scaleBData, %byteIdB, %threadIdB]
                             {shape = #nvvm.shape<m = 16, n = 8, k = 32>,
                              multiplicandAPtxType = #nvvm.mma_type<e2m1>,
                              multiplicandBPtxType = #nvvm.mma_type<e2m3>,
                              scaleVecSize = #nvvm.scale_vec_size<x1>,
                              blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                              kind = #nvvm.block_scale_kind<mxf8f6f4>}
      : (vector<4xi32>, vector<2xi32>, vector<4xf32>) -> !llvm.struct<(vector<4xf32>)>
  return
}

// -----

func.func @nvvm_mxf8f6f4_blockscale_mma_e2m1_e3m2(%a: vector<4xi32>, %b: vector<2xi32>, %c: vector<4xf32>,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16) {
  // CHECK: nvvm.mma.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.block_scale A[%a] B[%b] C[%c]
                             scaleA[%scaleAData, %byteIdA, %threadIdA]
                             scaleB[%scaleBData, %byteIdB, %threadIdB]
                             {shape = #nvvm.shape<m = 16, n = 8, k = 32>,
                              multiplicandAPtxType = #nvvm.mma_type<e2m1>,
                              multiplicandBPtxType = #nvvm.mma_type<e3m2>,
                              scaleVecSize = #nvvm.scale_vec_size<x1>,
                              blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                              kind = #nvvm.block_scale_kind<mxf8f6f4>}
      : (vector<4xi32>, vector<2xi32>, vector<4xf32>) -> !llvm.struct<(vector<4xf32>)>
  return
}

// -----

func.func @nvvm_mxf8f6f4_blockscale_mma_e2m1_e4m3(%a: vector<4xi32>, %b: vector<2xi32>, %c: vector<4xf32>,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16) {
  // CHECK: nvvm.mma.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.block_scale A[%a] B[%b] C[%c]
                             scaleA[%scaleAData, %byteIdA, %threadIdA]
                             scaleB[%scaleBData, %byteIdB, %threadIdB]
                             {shape = #nvvm.shape<m = 16, n = 8, k = 32>,
                              multiplicandAPtxType = #nvvm.mma_type<e2m1>,
                              multiplicandBPtxType = #nvvm.mma_type<e4m3>,
                              scaleVecSize = #nvvm.scale_vec_size<x1>,
                              blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                              kind = #nvvm.block_scale_kind<mxf8f6f4>}
      : (vector<4xi32>, vector<2xi32>, vector<4xf32>) -> !llvm.struct<(vector<4xf32>)>
  return
}

// -----

func.func @nvvm_mxf8f6f4_blockscale_mma_e2m1_e5m2(%a: vector<4xi32>, %b: vector<2xi32>, %c: vector<4xf32>,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16) {
  // CHECK: nvvm.mma.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.block_scale A[%a] B[%b] C[%c]
                             scaleA[%scaleAData, %byteIdA, %threadIdA]
                             scaleB[%scaleBData, %byteIdB, %threadIdB]
                             {shape = #nvvm.shape<m = 16, n = 8, k = 32>,
                              multiplicandAPtxType = #nvvm.mma_type<e2m1>,
                              multiplicandBPtxType = #nvvm.mma_type<e5m2>,
                              scaleVecSize = #nvvm.scale_vec_size<x1>,
                              blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                              kind = #nvvm.block_scale_kind<mxf8f6f4>}
      : (vector<4xi32>, vector<2xi32>, vector<4xf32>) -> !llvm.struct<(vector<4xf32>)>
  return
}

// -----

func.func @nvvm_mxf8f6f4_blockscale_mma_e2m3_e2m1(%a: vector<4xi32>, %b: vector<2xi32>, %c: vector<4xf32>,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16) {
  // CHECK: nvvm.mma.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.block_scale A[%a] B[%b] C[%c]
                             scaleA[%scaleAData, %byteIdA, %threadIdA]
                             scaleB[%scaleBData, %byteIdB, %threadIdB]
                             {shape = #nvvm.shape<m = 16, n = 8, k = 32>,
                              multiplicandAPtxType = #nvvm.mma_type<e2m3>,
                              multiplicandBPtxType = #nvvm.mma_type<e2m1>,
                              scaleVecSize = #nvvm.scale_vec_size<x1>,
                              blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                              kind = #nvvm.block_scale_kind<mxf8f6f4>}
      : (vector<4xi32>, vector<2xi32>, vector<4xf32>) -> !llvm.struct<(vector<4xf32>)>
  return
}

// -----

func.func @nvvm_mxf8f6f4_blockscale_mma_e2m3_e2m3(%a: vector<4xi32>, %b: vector<2xi32>, %c: vector<4xf32>,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16) {
  // CHECK: nvvm.mma.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.block_scale A[%a] B[%b] C[%c]
                             scaleA[%scaleAData, %byteIdA, %threadIdA]
                             scaleB[%scaleBData, %byteIdB, %threadIdB]
                             {shape = #nvvm.shape<m = 16, n = 8, k = 32>,
                              multiplicandAPtxType = #nvvm.mma_type<e2m3>,
                              multiplicandBPtxType = #nvvm.mma_type<e2m3>,
                              scaleVecSize = #nvvm.scale_vec_size<x1>,
                              blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                              kind = #nvvm.block_scale_kind<mxf8f6f4>}
      : (vector<4xi32>, vector<2xi32>, vector<4xf32>) -> !llvm.struct<(vector<4xf32>)>
  return
}

// -----

func.func @nvvm_mxf8f6f4_blockscale_mma_e2m3_e3m2(%a: vector<4xi32>, %b: vector<2xi32>, %c: vector<4xf32>,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16) {
  // CHECK: nvvm.mma.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.block_scale A[%a] B[%b] C[%c]
                             scaleA[%scaleAData, %byteIdA, %threadIdA]
                             scaleB[%scaleBData, %byteIdB, %threadIdB]
                             {shape = #nvvm.shape<m = 16, n = 8, k = 32>,
                              multiplicandAPtxType = #nvvm.mma_type<e2m3>,
                              multiplicandBPtxType = #nvvm.mma_type<e3m2>,
                              scaleVecSize = #nvvm.scale_vec_size<x1>,
                              blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                              kind = #nvvm.block_scale_kind<mxf8f6f4>}
      : (vector<4xi32>, vector<2xi32>, vector<4xf32>) -> !llvm.struct<(vector<4xf32>)>
  return
}

// -----

func.func @nvvm_mxf8f6f4_blockscale_mma_e2m3_e4m3(%a: vector<4xi32>, %b: vector<2xi32>, %c: vector<4xf32>,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16) {
  // CHECK: nvvm.mma.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.block_scale A[%a] B[%b] C[%c]
                             scaleA[%scaleAData, %byteIdA, %threadIdA]
                             scaleB[%scaleBData, %byteIdB, %threadIdB]
                             {shape = #nvvm.shape<m = 16, n = 8, k = 32>,
                              multiplicandAPtxType = #nvvm.mma_type<e2m3>,
                              multiplicandBPtxType = #nvvm.mma_type<e4m3>,
                              scaleVecSize = #nvvm.scale_vec_size<x1>,
                              blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                              kind = #nvvm.block_scale_kind<mxf8f6f4>}
      : (vector<4xi32>, vector<2xi32>, vector<4xf32>) -> !llvm.struct<(vector<4xf32>)>
  return
}

// -----

func.func @nvvm_mxf8f6f4_blockscale_mma_e2m3_e5m2(%a: vector<4xi32>, %b: vector<2xi32>, %c: vector<4xf32>,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16) {
  // CHECK: nvvm.mma.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.block_scale A[%a] B[%b] C[%c]
                             scaleA[%scaleAData, %byteIdA, %threadIdA]
                             scaleB[%scaleBData, %byteIdB, %threadIdB]
                             {shape = #nvvm.shape<m = 16, n = 8, k = 32>,
                              multiplicandAPtxType = #nvvm.mma_type<e2m3>,
                              multiplicandBPtxType = #nvvm.mma_type<e5m2>,
                              scaleVecSize = #nvvm.scale_vec_size<x1>,
                              blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                              kind = #nvvm.block_scale_kind<mxf8f6f4>}
      : (vector<4xi32>, vector<2xi32>, vector<4xf32>) -> !llvm.struct<(vector<4xf32>)>
  return
}

// -----

func.func @nvvm_mxf8f6f4_blockscale_mma_e3m2_e2m1(%a: vector<4xi32>, %b: vector<2xi32>, %c: vector<4xf32>,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16) {
  // CHECK: nvvm.mma.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.block_scale A[%a] B[%b] C[%c]
                             scaleA[%scaleAData, %byteIdA, %threadIdA]
                             scaleB[%scaleBData, %byteIdB, %threadIdB]
                             {shape = #nvvm.shape<m = 16, n = 8, k = 32>,
                              multiplicandAPtxType = #nvvm.mma_type<e3m2>,
                              multiplicandBPtxType = #nvvm.mma_type<e2m1>,
                              scaleVecSize = #nvvm.scale_vec_size<x1>,
                              blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                              kind = #nvvm.block_scale_kind<mxf8f6f4>}
      : (vector<4xi32>, vector<2xi32>, vector<4xf32>) -> !llvm.struct<(vector<4xf32>)>
  return
}

// -----

func.func @nvvm_mxf8f6f4_blockscale_mma_e3m2_e2m3(%a: vector<4xi32>, %b: vector<2xi32>, %c: vector<4xf32>,
    %scaleAData: i32, %byteIdA: i16, %threadIdA: i16,
    %scaleBData: i32, %byteIdB: i16, %threadIdB: i16) {
  // CHECK: nvvm.mma.block_scale A[{{.*}}] B[{{.*}}] C[{{.*}}] scaleA[{{.*}}, {{.*}}, {{.*}}] scaleB[{{.*}}, {{.*}}, {{.*}}]
  %0 = nvvm.mma.block_scale A[%a] B[%b] C[%c]
                             scaleA[%scaleAData, %byteIdA, %threadIdA]
                             scaleB[%scaleBData, %byteIdB, %threadIdB]
                             {shape = #nvvm.shape<m = 16, n = 8, k = 32>,
                              multiplicandAPtxType = #nvvm.mma_type<e3m2>,
                              multiplicandBPtxType = #nvvm.mma_type<e2m3>,
                              scaleVecSize = #nvvm.scale_vec_size<x1>,
                              blockScaleFormat = #nvvm.block_scale_format<ue8m0>,
                              kind = #nvvm.block_scale_kind<mxf8f6f4>}
      : (vector<4xi32>, vector<2xi32>, vector<4xf32>) -> !llvm.struct<(vector<4xf32>)>
  return
}
