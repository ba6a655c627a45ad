// mma.sync and ldmatrix through nvgpu (MLIR's lowering: a rank-2 vector is an !llvm.array of rows;
// tests/test_nvgpu_to_nvvm.py checks every nvvm op against mlir-opt-22 --convert-nvgpu-to-nvvm):
// f16 rows are registers as they are, i8 and tf32 rows bitcast to i32, f32/i32/f64 accumulators
// element by element; integer products saturate; ldmatrix's i32 registers are bitcast to rows.
// RUN: nvvm-opt %s -p convert-nvgpu-to-nvvm | filecheck %s

func.func @mma_f16(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
  return %d : vector<2x2xf32>
}
func.func @mma_f16acc(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) -> vector<2x2xf16> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return %d : vector<2x2xf16>
}
func.func @mma_tf32(%a: vector<2x1xf32>, %b: vector<1x1xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 4], tf32Enabled} : (vector<2x1xf32>, vector<1x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>
  return %d : vector<2x2xf32>
}
func.func @mma_i8(%a: vector<4x4xi8>, %b: vector<2x4xi8>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 32]} : (vector<4x4xi8>, vector<2x4xi8>, vector<2x2xi32>) -> vector<2x2xi32>
  return %d : vector<2x2xi32>
}
func.func @mma_f64(%a: vector<1x1xf64>, %b: vector<1x1xf64>, %c: vector<1x2xf64>) -> vector<1x2xf64> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [8, 8, 4]} : (vector<1x1xf64>, vector<1x1xf64>, vector<1x2xf64>) -> vector<1x2xf64>
  return %d : vector<1x2xf64>
}
func.func @mma_i4(%a: vector<2x8xi4>, %b: vector<1x8xi4>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 32]} : (vector<2x8xi4>, vector<1x8xi4>, vector<2x2xi32>) -> vector<2x2xi32>
  return %d : vector<2x2xi32>
}
func.func @mma_f16_k8(%a: vector<2x2xf16>, %b: vector<1x2xf16>, %c: vector<2x2xf16>) -> vector<2x2xf16> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 8]} : (vector<2x2xf16>, vector<1x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return %d : vector<2x2xf16>
}
func.func @ldm(%m: memref<16x16xf16, 3>, %i: index) -> (vector<4x2xf16>, vector<2x2xf16>, vector<1x2xf16>) {
  %r = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<16x16xf16, 3> -> vector<4x2xf16>
  %s = nvgpu.ldmatrix %m[%i, %i] {numTiles = 2 : i32, transpose = true} : memref<16x16xf16, 3> -> vector<2x2xf16>
  %t = nvgpu.ldmatrix %m[%i, %i] {numTiles = 1 : i32, transpose = false} : memref<16x16xf16, 3> -> vector<1x2xf16>
  return %r, %s, %t : vector<4x2xf16>, vector<2x2xf16>, vector<1x2xf16>
}
func.func @ldm_f32(%m: memref<16x16xf32, 3>, %i: index) -> vector<4x1xf32> {
  %r = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<16x16xf32, 3> -> vector<4x1xf32>
  return %r : vector<4x1xf32>
}

// CHECK-LABEL: func.func @mma_f16
// CHECK: nvvm.mma.sync A[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] B[%{{.*}}, %{{.*}}] C[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] {{.*}}shape = #nvvm.shape<m = 16, n = 8, k = 16>{{.*}} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-LABEL: func.func @mma_f16acc
// CHECK: nvvm.mma.sync {{.*}} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
// CHECK-LABEL: func.func @mma_tf32
// CHECK-COUNT-3: llvm.bitcast %{{.*}} : vector<1xf32> to i32
// CHECK: nvvm.mma.sync {{.*}}multiplicandAPtxType = #nvvm.mma_type<tf32>{{.*}} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-LABEL: func.func @mma_i8
// CHECK: nvvm.mma.sync {{.*}}intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>{{.*}} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-LABEL: func.func @mma_f64
// CHECK: nvvm.mma.sync A[%{{.*}}] B[%{{.*}}] C[%{{.*}}, %{{.*}}] {{.*}} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
// CHECK-LABEL: func.func @mma_i4
// CHECK-COUNT-3: llvm.bitcast %{{.*}} : vector<8xi4> to i32
// CHECK: nvvm.mma.sync {{.*}}multiplicandAPtxType = #nvvm.mma_type<s4>{{.*}} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-LABEL: func.func @mma_f16_k8
// CHECK: nvvm.mma.sync A[%{{.*}}, %{{.*}}] B[%{{.*}}] C[%{{.*}}, %{{.*}}] {{.*}}shape = #nvvm.shape<m = 16, n = 8, k = 8>{{.*}} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
// CHECK-LABEL: func.func @ldm
// CHECK: nvvm.ldmatrix %{{.*}} {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-COUNT-4: llvm.bitcast %{{.*}} : i32 to vector<2xf16>
// CHECK: nvvm.ldmatrix %{{.*}} {num = 2 : i32, layout = #nvvm.mma_layout<col>{{.*}}} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
// CHECK: nvvm.ldmatrix %{{.*}} {{{.*}}num = 1 : i32{{.*}}} : (!llvm.ptr<3>) -> i32
// CHECK-LABEL: func.func @ldm_f32
// CHECK-COUNT-4: llvm.bitcast %{{.*}} : i32 to vector<1xf32>
