// MLIR's own round-trip test mlir/test/Dialect/LLVMIR/nvvm-mma-sp-ordered.mlir, as stored at
// llvm/llvm-project@18713b7479d1c0040ce76f7a29610303cc0fc157 (MLIR 24's keyword form with
// `ordered_metadata`): seven of its functions (f16, bf16, tf32, s8 with and without satfinite),
// one per split-input chunk, with their CHECK lines. tests/test_nvvm_mlir_roundtrip.py parses each
// chunk and compares the printed nvvm ops with the CHECK lines, and mlir-opt-22's printing of our
// printing with ours.

// CHECK-LABEL: @nvvm_mma_sp_ordered_m16n8k16_f16_f16
func.func @nvvm_mma_sp_ordered_m16n8k16_f16_f16(
    %a0 : vector<2xf16>, %a1 : vector<2xf16>,
    %b0 : vector<2xf16>, %b1 : vector<2xf16>,
    %c0 : vector<2xf16>, %c1 : vector<2xf16>,
    %meta : i32) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)> {
  %sel = llvm.mlir.constant(0 : i32) : i32
  // CHECK: nvvm.mma.sp.sync A[{{.*}}, {{.*}}] B[{{.*}}, {{.*}}] C[{{.*}}, {{.*}}] sparseMetadata[{{.*}}] selector[{{.*}}]  shape = <m = 16, n = 8, k = 16>, ordered_metadata : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  %0 = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1]
                        sparseMetadata[%meta] selector[%sel]
                         shape = <m = 16, n = 8, k = 16>, ordered_metadata
      : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
}

// -----

// CHECK-LABEL: @nvvm_mma_sp_ordered_m16n8k16_f16_f32
func.func @nvvm_mma_sp_ordered_m16n8k16_f16_f32(
    %a0 : vector<2xf16>, %a1 : vector<2xf16>,
    %b0 : vector<2xf16>, %b1 : vector<2xf16>,
    %c0 : f32, %c1 : f32, %c2 : f32, %c3 : f32,
    %meta : i32) -> !llvm.struct<(f32, f32, f32, f32)> {
  %sel = llvm.mlir.constant(0 : i32) : i32
  // CHECK: nvvm.mma.sp.sync A[{{.*}}, {{.*}}] B[{{.*}}, {{.*}}] C[{{.*}}, {{.*}}, {{.*}}, {{.*}}] sparseMetadata[{{.*}}] selector[{{.*}}]  shape = <m = 16, n = 8, k = 16>, ordered_metadata : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %0 = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
                        sparseMetadata[%meta] selector[%sel]
                         shape = <m = 16, n = 8, k = 16>, ordered_metadata
      : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

// CHECK-LABEL: @nvvm_mma_sp_ordered_m16n8k32_f16_f16
func.func @nvvm_mma_sp_ordered_m16n8k32_f16_f16(
    %a0 : vector<2xf16>, %a1 : vector<2xf16>, %a2 : vector<2xf16>, %a3 : vector<2xf16>,
    %b0 : vector<2xf16>, %b1 : vector<2xf16>, %b2 : vector<2xf16>, %b3 : vector<2xf16>,
    %c0 : vector<2xf16>, %c1 : vector<2xf16>,
    %meta : i32) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)> {
  %sel = llvm.mlir.constant(0 : i32) : i32
  // CHECK: nvvm.mma.sp.sync A[{{.*}}, {{.*}}, {{.*}}, {{.*}}] B[{{.*}}, {{.*}}, {{.*}}, {{.*}}] C[{{.*}}, {{.*}}] sparseMetadata[{{.*}}] selector[{{.*}}]  shape = <m = 16, n = 8, k = 32>, ordered_metadata : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  %0 = nvvm.mma.sp.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1]
                        sparseMetadata[%meta] selector[%sel]
                         shape = <m = 16, n = 8, k = 32>, ordered_metadata
      : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
}

// -----

// CHECK-LABEL: @nvvm_mma_sp_ordered_m16n8k16_bf16_f32
func.func @nvvm_mma_sp_ordered_m16n8k16_bf16_f32(
    %a0 : i32, %a1 : i32,
    %b0 : i32, %b1 : i32,
    %c0 : f32, %c1 : f32, %c2 : f32, %c3 : f32,
    %meta : i32) -> !llvm.struct<(f32, f32, f32, f32)> {
  %sel = llvm.mlir.constant(0 : i32) : i32
  // CHECK: nvvm.mma.sp.sync A[{{.*}}, {{.*}}] B[{{.*}}, {{.*}}] C[{{.*}}, {{.*}}, {{.*}}, {{.*}}] sparseMetadata[{{.*}}] selector[{{.*}}]  shape = <m = 16, n = 8, k = 16>, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16, ordered_metadata : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %0 = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
                        sparseMetadata[%meta] selector[%sel]
                         shape = <m = 16, n = 8, k = 16>, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16, ordered_metadata
      : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

// CHECK-LABEL: @nvvm_mma_sp_ordered_m16n8k8_tf32_f32
func.func @nvvm_mma_sp_ordered_m16n8k8_tf32_f32(
    %a0 : i32, %a1 : i32,
    %b0 : i32, %b1 : i32,
    %c0 : f32, %c1 : f32, %c2 : f32, %c3 : f32,
    %meta : i32) -> !llvm.struct<(f32, f32, f32, f32)> {
  %sel = llvm.mlir.constant(0 : i32) : i32
  // CHECK: nvvm.mma.sp.sync A[{{.*}}, {{.*}}] B[{{.*}}, {{.*}}] C[{{.*}}, {{.*}}, {{.*}}, {{.*}}] sparseMetadata[{{.*}}] selector[{{.*}}]  shape = <m = 16, n = 8, k = 8>, multiplicand_a_ptx_type = tf32, multiplicand_b_ptx_type = tf32, ordered_metadata : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %0 = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
                        sparseMetadata[%meta] selector[%sel]
                         shape = <m = 16, n = 8, k = 8>, multiplicand_a_ptx_type = tf32, multiplicand_b_ptx_type = tf32, ordered_metadata
      : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

// CHECK-LABEL: @nvvm_mma_sp_ordered_m16n8k32_s8_s32
func.func @nvvm_mma_sp_ordered_m16n8k32_s8_s32(
    %a0 : i32, %a1 : i32,
    %b0 : i32, %b1 : i32,
    %c0 : i32, %c1 : i32, %c2 : i32, %c3 : i32,
    %meta : i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  %sel = llvm.mlir.constant(0 : i32) : i32
  // CHECK: nvvm.mma.sp.sync A[{{.*}}, {{.*}}] B[{{.*}}, {{.*}}] C[{{.*}}, {{.*}}, {{.*}}, {{.*}}] sparseMetadata[{{.*}}] selector[{{.*}}]  shape = <m = 16, n = 8, k = 32>, int_overflow = wrapped, multiplicand_a_ptx_type = s8, multiplicand_b_ptx_type = s8, ordered_metadata : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %0 = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
                        sparseMetadata[%meta] selector[%sel]
                         shape = <m = 16, n = 8, k = 32>, int_overflow = wrapped, multiplicand_a_ptx_type = s8, multiplicand_b_ptx_type = s8, ordered_metadata
      : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  return %0 : !llvm.struct<(i32, i32, i32, i32)>
}

// -----

// CHECK-LABEL: @nvvm_mma_sp_ordered_m16n8k32_s8_s32_satfinite
func.func @nvvm_mma_sp_ordered_m16n8k32_s8_s32_satfinite(
    %a0 : i32, %a1 : i32,
    %b0 : i32, %b1 : i32,
    %c0 : i32, %c1 : i32, %c2 : i32, %c3 : i32,
    %meta : i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  %sel = llvm.mlir.constant(0 : i32) : i32
  // CHECK: nvvm.mma.sp.sync A[{{.*}}, {{.*}}] B[{{.*}}, {{.*}}] C[{{.*}}, {{.*}}, {{.*}}, {{.*}}] sparseMetadata[{{.*}}] selector[{{.*}}]  shape = <m = 16, n = 8, k = 32>, int_overflow = satfinite, multiplicand_a_ptx_type = s8, multiplicand_b_ptx_type = s8, ordered_metadata : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %0 = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
                        sparseMetadata[%meta] selector[%sel]
                         shape = <m = 16, n = 8, k = 32>, int_overflow = satfinite, multiplicand_a_ptx_type = s8, multiplicand_b_ptx_type = s8, ordered_metadata
      : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  return %0 : !llvm.struct<(i32, i32, i32, i32)>
}
