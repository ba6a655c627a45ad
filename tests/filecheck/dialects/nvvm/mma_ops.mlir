// RUN: XDSL_ROUNDTRIP
// RUN: xdsl-opt %s --split-input-file | filecheck %s

// The matrix and bulk-copy ops of MLIR's NVVM dialect print back as MLIR prints them
// (attribute dictionaries sorted, defaults left out, inferable mma.sync types elided). The
// tcgen05 fence/wait kinds print as `<value>` (mlir-opt-22); the full attribute, as earlier
// MLIR printed it, parses too.
// Sources of the ops (rewritten here as llvm.func): llvm-project
// mlir/test/Dialect/LLVMIR/nvvm.mlir (mma.sync, wmma), mlir/test/Target/LLVMIR/nvvmir.mlir
// (ldmatrix, stmatrix, convert.*), mlir/test/Conversion/NVVMToLLVM/nvvm-to-llvm.mlir
// (wgmma.mma_async) and mlir/test/Target/LLVMIR/nvvm/tma_*.mlir (cp.async.bulk*).
// The ldmatrix without shape/eltType is the older spelling CuTeDSL still emits; tcgen05 ops
// from mlir/test/Target/LLVMIR/nvvm/tcgen05-*.mlir.

llvm.func @nvvm_mma_m8n8k4_row_col_f32_f32(%a0 : vector<2xf16>, %a1 : vector<2xf16>, %b0 : vector<2xf16>, %b1 : vector<2xf16>, %c0 : f32, %c1 : f32, %c2 : f32, %c3 : f32, %c4 : f32, %c5 : f32, %c6 : f32, %c7 : f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
}
// CHECK-LABEL: llvm.func @nvvm_mma_m8n8k4_row_col_f32_f32(
// CHECK-NEXT: %0 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>

// -----

llvm.func @nvvm_mma_m8n8k4_f16_f16(%a0 : vector<2xf16>, %a1 : vector<2xf16>, %b0 : vector<2xf16>, %b1 : vector<2xf16>, %c0 : vector<2xf16>, %c1 : vector<2xf16>, %c2 : vector<2xf16>, %c3 : vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>,vector<2xf16>,vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
}
// CHECK-LABEL: llvm.func @nvvm_mma_m8n8k4_f16_f16(
// CHECK-NEXT: %0 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>

// -----

llvm.func @nvvm_mma_m16n8k8_bf16_bf16(%a0 : i32, %a1 : i32, %b0 : i32, %c0 : f32, %c1 : f32, %c2 : f32, %c3 : f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>,
     shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}
// CHECK-LABEL: llvm.func @nvvm_mma_m16n8k8_bf16_bf16(
// CHECK-NEXT: %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>

// -----

llvm.func @nvvm_mma_m16n8k16_bf16_bf16(%a0 : i32, %a1 : i32, %a2 : i32, %a3 : i32, %b0 : i32, %b1 : i32, %c0 : f32, %c1 : f32, %c2 : f32, %c3 : f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>,
     shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}
// CHECK-LABEL: llvm.func @nvvm_mma_m16n8k16_bf16_bf16(
// CHECK-NEXT: %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>

// -----

llvm.func @nvvm_mma_m8n8k16_s8_s8(%a0 : i32, %b0 : i32, %c0 : i32, %c1 : i32) -> !llvm.struct<(i32, i32)> {
  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>,
     intOverflowBehavior=#nvvm.mma_int_overflow<wrapped>,
     shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32)>
}
// CHECK-LABEL: llvm.func @nvvm_mma_m8n8k16_s8_s8(
// CHECK-NEXT: %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1] {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>

// -----

llvm.func @nvvm_mma_m16n8k8_f16_f16(%a0 : vector<2xf16>, %a1 : vector<2xf16>, %b0 : vector<2xf16>, %c0 : vector<2xf16>, %c1 : vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
}
// CHECK-LABEL: llvm.func @nvvm_mma_m16n8k8_f16_f16(
// CHECK-NEXT: %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>

// -----

llvm.func @nvvm_mma_m16n8k16_f16_f16(%a0 : vector<2xf16>, %a1 : vector<2xf16>, %a2 : vector<2xf16>, %a3 : vector<2xf16>, %b0 : vector<2xf16>, %b1 : vector<2xf16>, %c0 : vector<2xf16>, %c1 : vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)> {
  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
}
// CHECK-LABEL: llvm.func @nvvm_mma_m16n8k16_f16_f16(
// CHECK-NEXT: %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>

// -----

llvm.func @nvvm_mma_m16n8k16_f32_f32(%a0 : vector<2xf16>, %a1 : vector<2xf16>, %a2 : vector<2xf16>, %a3 : vector<2xf16>, %b0 : vector<2xf16>, %b1 : vector<2xf16>, %c0 : f32, %c1 : f32, %c2 : f32, %c3 : f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}
// CHECK-LABEL: llvm.func @nvvm_mma_m16n8k16_f32_f32(
// CHECK-NEXT: %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>

// -----

llvm.func @nvvm_mma_m16n8k4_tf32_f32(%a0 : i32, %a1 : i32, %b0 : i32, %c0 : f32, %c1 : f32, %c2 : f32, %c3 : f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>,
     shape = #nvvm.shape<m = 16, n = 8, k = 4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}
// CHECK-LABEL: llvm.func @nvvm_mma_m16n8k4_tf32_f32(
// CHECK-NEXT: %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>

// -----

llvm.func @nvvm_mma_m16n8k16_s8_s8(%a0 : i32, %a1 : i32, %b0 : i32, %c0 : i32, %c1 : i32, %c2 : i32, %c3 : i32) -> !llvm.struct<(i32,i32,i32,i32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>,
     intOverflowBehavior=#nvvm.mma_int_overflow<wrapped>,
     shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32,i32,i32,i32)>
  llvm.return %0 : !llvm.struct<(i32,i32,i32,i32)>
}
// CHECK-LABEL: llvm.func @nvvm_mma_m16n8k16_s8_s8(
// CHECK-NEXT: %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3] {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>

// -----

llvm.func @nvvm_mma_m16n8k16_s8_u8(%a0 : i32, %a1 : i32, %b0 : i32, %c0 : i32, %c1 : i32, %c2 : i32, %c3 : i32) -> !llvm.struct<(i32,i32,i32,i32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<u8>,
     intOverflowBehavior=#nvvm.mma_int_overflow<satfinite>,
     shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32,i32,i32,i32)>
  llvm.return %0 : !llvm.struct<(i32,i32,i32,i32)>
}
// CHECK-LABEL: llvm.func @nvvm_mma_m16n8k16_s8_u8(
// CHECK-NEXT: %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3] {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<u8>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>

// -----

llvm.func @nvvm_mma_m16n8k256_b1_b1(%a0 : i32, %a1 : i32, %a2 : i32, %a3 : i32, %b0 : i32, %b1 : i32, %c0 : i32, %c1 : i32, %c2 : i32, %c3 : i32) -> !llvm.struct<(i32,i32,i32,i32)> {
  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>,
     b1Op = #nvvm.mma_b1op<xor_popc>, shape = #nvvm.shape<m = 16, n = 8, k = 256>} : (i32, i32, i32) -> !llvm.struct<(i32,i32,i32,i32)>
  llvm.return %0 : !llvm.struct<(i32,i32,i32,i32)>
}
// CHECK-LABEL: llvm.func @nvvm_mma_m16n8k256_b1_b1(
// CHECK-NEXT: %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] {b1Op = #nvvm.mma_b1op<xor_popc>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 16, n = 8, k = 256>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>

// -----

llvm.func @nvvm_mma_m16n8k128_b1_b1(%a0 : i32, %a1 : i32, %b0 : i32, %c0 : i32, %c1 : i32, %c2 : i32, %c3 : i32) -> !llvm.struct<(i32,i32,i32,i32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>,
     b1Op = #nvvm.mma_b1op<xor_popc>,
     shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32,i32,i32,i32)>
  llvm.return %0 : !llvm.struct<(i32,i32,i32,i32)>
}
// CHECK-LABEL: llvm.func @nvvm_mma_m16n8k128_b1_b1(
// CHECK-NEXT: %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3] {b1Op = #nvvm.mma_b1op<xor_popc>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>

// -----

llvm.func @nvvm_mma_m8n8k128_b1_b1(%a0 : i32, %b0 : i32, %c0 : i32, %c1 : i32) -> !llvm.struct<(i32,i32)> {
  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>,
     b1Op = #nvvm.mma_b1op<xor_popc>, shape = #nvvm.shape<m = 8, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32,i32)>
  llvm.return %0 : !llvm.struct<(i32,i32)>
}
// CHECK-LABEL: llvm.func @nvvm_mma_m8n8k128_b1_b1(
// CHECK-NEXT: %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1] {b1Op = #nvvm.mma_b1op<xor_popc>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 8, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>

// -----

llvm.func @nvvm_mma_m16n8k32_s4_s4(%a0 : i32, %a1 : i32, %b0 : i32, %c0 : i32, %c1 : i32, %c2 : i32, %c3 : i32) -> !llvm.struct<(i32,i32,i32,i32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<s4>, multiplicandBPtxType = #nvvm.mma_type<s4>,
     intOverflowBehavior=#nvvm.mma_int_overflow<wrapped>,
     shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32,i32,i32,i32)>
  llvm.return %0 : !llvm.struct<(i32,i32,i32,i32)>
}
// CHECK-LABEL: llvm.func @nvvm_mma_m16n8k32_s4_s4(
// CHECK-NEXT: %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3] {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s4>, multiplicandBPtxType = #nvvm.mma_type<s4>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>

// -----

llvm.func @nvvm_mma_m8n8k4_f64_f64(%a0 : f64, %b0 : f64, %c0 : f64, %c1 : f64) -> !llvm.struct<(f64, f64)> {
  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  llvm.return %0 : !llvm.struct<(f64, f64)>
}
// CHECK-LABEL: llvm.func @nvvm_mma_m8n8k4_f64_f64(
// CHECK-NEXT: %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>

// -----

llvm.func @nvvm_wmma_load_tf32(%arg0: !llvm.ptr, %arg1 : i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  %0 = nvvm.wmma.load %arg0, %arg1
    {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<a>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (!llvm.ptr) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32, i32, i32)>
}
// CHECK-LABEL: llvm.func @nvvm_wmma_load_tf32(
// CHECK-NEXT: %0 = nvvm.wmma.load %arg0, %arg1 {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<a>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(i32, i32, i32, i32)>

// -----

llvm.func @nvvm_wmma_mma(%0 : i32, %1 : i32, %2 : i32, %3 : i32, %4 : i32, %5 : i32, %6 : i32, %7 : i32, %8 : f32, %9 : f32, %10 : f32, %11 : f32, %12 : f32, %13 : f32, %14 : f32, %15 : f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> {
  %r = nvvm.wmma.mma %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15
    {eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32)
    -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return %r : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
}
// CHECK-LABEL: llvm.func @nvvm_wmma_mma(
// CHECK-NEXT: %r = nvvm.wmma.mma %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 {eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>

// -----

llvm.func @nvvm_wmma_store(%arg0: !llvm.ptr<3>, %stride: i32, %d0: f32, %d1: f32, %d2: f32, %d3: f32, %d4: f32, %d5: f32, %d6: f32, %d7: f32) {
  nvvm.wmma.store %arg0, %stride, %d0, %d1, %d2, %d3, %d4, %d5, %d6, %d7 {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<3>, f32, f32, f32, f32, f32, f32, f32, f32
  llvm.return
}
// CHECK-LABEL: llvm.func @nvvm_wmma_store(
// CHECK-NEXT: nvvm.wmma.store %arg0, %stride, %d0, %d1, %d2, %d3, %d4, %d5, %d6, %d7 {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<3>, f32, f32, f32, f32, f32, f32, f32, f32

// -----

llvm.func @ld_matrix(%arg0: !llvm.ptr<3>) {
  %l1 = nvvm.ldmatrix %arg0 {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  %l2 = nvvm.ldmatrix %arg0 {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %l4 = nvvm.ldmatrix %arg0 {num = 4 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  %m1 = nvvm.ldmatrix %arg0 {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %m2 = nvvm.ldmatrix %arg0 {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %m3 = nvvm.ldmatrix %arg0 {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  %old = nvvm.ldmatrix %arg0 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}
// CHECK-LABEL: llvm.func @ld_matrix(
// CHECK-NEXT: %l1 = nvvm.ldmatrix %arg0 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> i32
// CHECK-NEXT: %l2 = nvvm.ldmatrix %arg0 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
// CHECK-NEXT: %l4 = nvvm.ldmatrix %arg0 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %m1 = nvvm.ldmatrix %arg0 {eltType = #nvvm.ld_st_matrix_elt_type<b8>, layout = #nvvm.mma_layout<col>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
// CHECK-NEXT: %m2 = nvvm.ldmatrix %arg0 {eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
// CHECK-NEXT: %m3 = nvvm.ldmatrix %arg0 {eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>, layout = #nvvm.mma_layout<col>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %old = nvvm.ldmatrix %arg0 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>

// -----

llvm.func @st_matrix(%arg0: !llvm.ptr<3>, %r1: i32, %r2: i32, %r3: i32, %r4: i32) {
  nvvm.stmatrix %arg0, %r1 {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32
  nvvm.stmatrix %arg0, %r1, %r2, %r3, %r4 {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32, i32
  nvvm.stmatrix %arg0, %r1, %r2 {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32, i32
  llvm.return
}
// CHECK-LABEL: llvm.func @st_matrix(
// CHECK-NEXT: nvvm.stmatrix %arg0, %r1 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.stmatrix %arg0, %r1, %r2, %r3, %r4 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
// CHECK-NEXT: nvvm.stmatrix %arg0, %r1, %r2 {eltType = #nvvm.ld_st_matrix_elt_type<b8>, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>} : !llvm.ptr<3>, i32, i32

// -----

llvm.func @wgmma_f32_f16_f16(%descA: i64, %descB: i64, %acc: !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> {
  %r = nvvm.wgmma.mma_async %descA, %descB, %acc,
      #nvvm.shape<m = 64, n = 32, k = 16>,
      D [<f32>, #nvvm.wgmma_scale_out<zero>],
      A [<f16>, #nvvm.wgmma_scale_in<neg>, <col>],
      B [<f16>, #nvvm.wgmma_scale_in<neg>, <col>]
      : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return %r : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
}
// CHECK-LABEL: llvm.func @wgmma_f32_f16_f16(
// CHECK-NEXT: %r = nvvm.wgmma.mma_async %descA, %descB, %acc, <m = 64, n = 32, k = 16>, D[<f32>, <zero>], A[<f16>, <neg>, <col>], B[<f16>, <neg>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>

// -----

llvm.func @wgmma_s32_s8_s8_satfinite(%descA: i64, %descB: i64, %acc: !llvm.struct<(i32, i32, i32, i32)>) -> !llvm.struct<(i32, i32, i32, i32)> {
  %r = nvvm.wgmma.mma_async %descA, %descB, %acc,
      #nvvm.shape<m = 64, n = 8, k = 32>,
      D [<s32>, #nvvm.wgmma_scale_out<one>, <satfinite>],
      A [<s8>, #nvvm.wgmma_scale_in<one>, <row>],
      B [<s8>, #nvvm.wgmma_scale_in<one>, <col>]
      : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return %r : !llvm.struct<(i32, i32, i32, i32)>
}
// CHECK-LABEL: llvm.func @wgmma_s32_s8_s8_satfinite(
// CHECK-NEXT: %r = nvvm.wgmma.mma_async %descA, %descB, %acc, <m = 64, n = 8, k = 32>, D[<s32>, <one>, <satfinite>], A[<s8>, <one>, <row>], B[<s8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>

// -----

llvm.func @cp_async_bulk(%dst: !llvm.ptr<7>, %src: !llvm.ptr<1>, %mbar: !llvm.ptr<3>, %size: i32, %mc: i16, %ch: i64, %s3: !llvm.ptr<3>, %mask: i16) {
  nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %mbar, %size : !llvm.ptr<7>, !llvm.ptr<1>
  nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %mbar, %size l2_cache_hint = %ch : !llvm.ptr<7>, !llvm.ptr<1>
  nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %mbar, %size multicast_mask = %mc : !llvm.ptr<7>, !llvm.ptr<1>
  nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %mbar, %size multicast_mask = %mc l2_cache_hint = %ch : !llvm.ptr<7>, !llvm.ptr<1>
  nvvm.cp.async.bulk.shared.cluster.shared.cta %dst, %s3, %mbar, %size : !llvm.ptr<7>, !llvm.ptr<3>
  nvvm.cp.async.bulk.global.shared.cta %src, %s3, %size : !llvm.ptr<1>, !llvm.ptr<3>
  nvvm.cp.async.bulk.global.shared.cta %src, %s3, %size l2_cache_hint = %ch : !llvm.ptr<1>, !llvm.ptr<3>
  nvvm.cp.async.bulk.global.shared.cta %src, %s3, %size byte_mask = %mask : !llvm.ptr<1>, !llvm.ptr<3>
  nvvm.cp.async.bulk.global.shared.cta %src, %s3, %size l2_cache_hint = %ch byte_mask = %mask : !llvm.ptr<1>, !llvm.ptr<3>
  nvvm.cp.async.bulk.prefetch %src, %size : !llvm.ptr<1>
  nvvm.cp.async.bulk.prefetch %src, %size l2_cache_hint = %ch : !llvm.ptr<1>
  nvvm.cp.async.bulk.commit.group
  nvvm.cp.async.bulk.wait_group 1
  nvvm.cp.async.bulk.wait_group 0 {read}
  llvm.return
}
// CHECK-LABEL: llvm.func @cp_async_bulk(
// CHECK-NEXT: nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %mbar, %size : !llvm.ptr<7>, <1>
// CHECK-NEXT: nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %mbar, %size l2_cache_hint = %ch : !llvm.ptr<7>, <1>
// CHECK-NEXT: nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %mbar, %size multicast_mask = %mc : !llvm.ptr<7>, <1>
// CHECK-NEXT: nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %mbar, %size multicast_mask = %mc l2_cache_hint = %ch : !llvm.ptr<7>, <1>
// CHECK-NEXT: nvvm.cp.async.bulk.shared.cluster.shared.cta %dst, %s3, %mbar, %size : <7>, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.global.shared.cta %src, %s3, %size : <1>, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.global.shared.cta %src, %s3, %size l2_cache_hint = %ch : <1>, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.global.shared.cta %src, %s3, %size byte_mask = %mask : <1>, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.global.shared.cta %src, %s3, %size l2_cache_hint = %ch byte_mask = %mask : <1>, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.prefetch %src, %size : <1>
// CHECK-NEXT: nvvm.cp.async.bulk.prefetch %src, %size l2_cache_hint = %ch : <1>
// CHECK-NEXT: nvvm.cp.async.bulk.commit.group
// CHECK-NEXT: nvvm.cp.async.bulk.wait_group 1
// CHECK-NEXT: nvvm.cp.async.bulk.wait_group 0 {read}

// -----

llvm.func @cp_async_bulk_tensor(%tmap: !llvm.ptr, %dst: !llvm.ptr<3>, %mbar: !llvm.ptr<3>, %c0: i32, %c1: i32, %c2: i32, %off0: i16, %mc: i16, %ch: i64, %p: i1) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %mbar, box[%c0] : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %mbar, box[%c0, %c1] multicast_mask = %mc l2_cache_hint = %ch : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %mbar, box[%c0, %c1, %c2] im2col[%off0] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %mbar, box[%c0, %c1] predicate = %p : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %dst, box[%c0, %c1] : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %dst, box[%c0, %c1] l2_cache_hint = %ch : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %dst, box[%c0], predicate = %p : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.prefetch %tmap, box[%c0, %c1] : !llvm.ptr
  nvvm.cp.async.bulk.tensor.prefetch %tmap, box[%c0, %c1, %c2] im2col[%off0] l2_cache_hint = %ch {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
  nvvm.cp.async.bulk.tensor.reduce %tmap, %dst, box[%c0] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.reduce %tmap, %dst, box[%c0, %c1] l2_cache_hint = %ch {redKind = #nvvm.tma_redux_kind<max>, mode = #nvvm.tma_store_mode<tile>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}
// CHECK-LABEL: llvm.func @cp_async_bulk_tensor(
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %mbar, box[%c0] : !llvm.ptr<3>, !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %mbar, box[%c0, %c1] multicast_mask = %mc l2_cache_hint = %ch : !llvm.ptr<3>, !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %mbar, box[%c0, %c1, %c2] im2col[%off0] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<3>, !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %mbar, box[%c0, %c1] predicate = %p : !llvm.ptr<3>, !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %dst, box[%c0, %c1] : !llvm.ptr, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %dst, box[%c0, %c1] l2_cache_hint = %ch : !llvm.ptr, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %dst, box[%c0], predicate = %p : !llvm.ptr, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.prefetch %tmap, box[%c0, %c1] : !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.prefetch %tmap, box[%c0, %c1, %c2] im2col[%off0] l2_cache_hint = %ch {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.reduce %tmap, %dst, box[%c0] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.reduce %tmap, %dst, box[%c0, %c1] l2_cache_hint = %ch {redKind = #nvvm.tma_redux_kind<max>} : !llvm.ptr, <3>

// -----

llvm.func @convert(%f: f32, %g: f32) {
  %0 = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rn>}
  %1 = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rna>, sat = #nvvm.sat_mode<satfinite>}
  %2 = nvvm.convert.float.to.tf32 %f {relu = true, rnd = #nvvm.fp_rnd_mode<rz>}
  %3 = nvvm.convert.f32x2.to.f8x2 %f, %g {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16 (f8E4M3FN)
  %4 = nvvm.convert.f32x2.to.f8x2 %f, %g {relu = true, rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : vector<2xi8> (f8E5M2)
  llvm.return
}
// CHECK-LABEL: llvm.func @convert(
// CHECK-NEXT: %0 = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rn>}
// CHECK-NEXT: %1 = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rna>, sat = #nvvm.sat_mode<satfinite>}
// CHECK-NEXT: %2 = nvvm.convert.float.to.tf32 %f {relu = true, rnd = #nvvm.fp_rnd_mode<rz>}
// CHECK-NEXT: %3 = nvvm.convert.f32x2.to.f8x2 %f, %g {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16 (f8E4M3FN)
// CHECK-NEXT: %4 = nvvm.convert.f32x2.to.f8x2 %f, %g {relu = true, rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : vector<2xi8> (f8E5M2)

// -----

llvm.func @convert_narrow(%f: f32, %g: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v: vector<2xi8>, %b: i8) {
  %0 = nvvm.convert.f32x2.to.f6x2 %f, %g {relu = true} : vector<2xi8> (f6E2M3FN)
  %1 = nvvm.convert.f32x2.to.f6x2 %f, %g : i16 (f6E3M2FN)
  %2 = nvvm.convert.f32x2.to.f4x2 %f, %g {relu = false} : i8 (f4E2M1FN)
  %3 = nvvm.convert.f16x2.to.f8x2 %h {relu = true} : vector<2xf16> -> i16 (f8E5M2)
  %4 = nvvm.convert.bf16x2.to.f8x2 %bf {rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16> -> vector<2xi8> (f8E8M0FNU)
  %5 = nvvm.convert.f8x2.to.f16x2 %v {relu = true} : vector<2xi8> (f8E4M3FN) -> vector<2xf16>
  %6 = nvvm.convert.f8x2.to.bf16x2 %v : vector<2xi8> (f8E8M0FNU) -> vector<2xbf16>
  %7 = nvvm.convert.f6x2.to.f16x2 %v : vector<2xi8> (f6E3M2FN) -> vector<2xf16>
  %8 = nvvm.convert.f4x2.to.f16x2 %b {relu = true} : i8 (f4E2M1FN) -> vector<2xf16>
  llvm.return
}
// CHECK-LABEL: llvm.func @convert_narrow(
// CHECK-NEXT: %0 = nvvm.convert.f32x2.to.f6x2 %f, %g {relu = true} : vector<2xi8> (f6E2M3FN)
// CHECK-NEXT: %1 = nvvm.convert.f32x2.to.f6x2 %f, %g : i16 (f6E3M2FN)
// CHECK-NEXT: %2 = nvvm.convert.f32x2.to.f4x2 %f, %g : i8 (f4E2M1FN)
// CHECK-NEXT: %3 = nvvm.convert.f16x2.to.f8x2 %h {relu = true} : vector<2xf16> -> i16 (f8E5M2)
// CHECK-NEXT: %4 = nvvm.convert.bf16x2.to.f8x2 %bf {rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16> -> vector<2xi8> (f8E8M0FNU)
// CHECK-NEXT: %5 = nvvm.convert.f8x2.to.f16x2 %v {relu = true} : vector<2xi8> (f8E4M3FN) -> vector<2xf16>
// CHECK-NEXT: %6 = nvvm.convert.f8x2.to.bf16x2 %v : vector<2xi8> (f8E8M0FNU) -> vector<2xbf16>
// CHECK-NEXT: %7 = nvvm.convert.f6x2.to.f16x2 %v : vector<2xi8> (f6E3M2FN) -> vector<2xf16>
// CHECK-NEXT: %8 = nvvm.convert.f4x2.to.f16x2 %b {relu = true} : i8 (f4E2M1FN) -> vector<2xf16>

// -----

llvm.func @tcgen05(%s: !llvm.ptr<3>, %g: !llvm.ptr, %t: !llvm.ptr<6>, %n: i32, %m: i16) {
  nvvm.tcgen05.alloc %s, %n : !llvm.ptr<3>, i32
  nvvm.tcgen05.alloc %g, %n {group = #nvvm.cta_group<cta_2>} : !llvm.ptr, i32
  nvvm.tcgen05.dealloc %t, %n : !llvm.ptr<6>, i32
  nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_1>}
  nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
  nvvm.tcgen05.wait #nvvm.tcgen05_wait<load>
  nvvm.tcgen05.wait <store>
  nvvm.tcgen05.commit %s : !llvm.ptr<3>
  nvvm.tcgen05.commit %g, multicast_mask = %m {group = #nvvm.cta_group<cta_2>} : !llvm.ptr, i16
  nvvm.tcgen05.shift %t : !llvm.ptr<6>
  llvm.return
}
// CHECK-LABEL: llvm.func @tcgen05(
// CHECK-NEXT: nvvm.tcgen05.alloc %s, %n : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.tcgen05.alloc %g, %n {group = #nvvm.cta_group<cta_2>} : !llvm.ptr, i32
// CHECK-NEXT: nvvm.tcgen05.dealloc %t, %n : !llvm.ptr<6>, i32
// CHECK-NEXT: nvvm.tcgen05.relinquish_alloc_permit
// CHECK-NEXT: nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
// CHECK-NEXT: nvvm.tcgen05.fence <before>
// CHECK-NEXT: nvvm.tcgen05.fence <after>
// CHECK-NEXT: nvvm.tcgen05.wait <load>
// CHECK-NEXT: nvvm.tcgen05.wait <store>
// CHECK-NEXT: nvvm.tcgen05.commit %s : !llvm.ptr<3>
// CHECK-NEXT: nvvm.tcgen05.commit %g, multicast_mask = %m {group = #nvvm.cta_group<cta_2>} : !llvm.ptr, i16
// CHECK-NEXT: nvvm.tcgen05.shift %t : !llvm.ptr<6>
