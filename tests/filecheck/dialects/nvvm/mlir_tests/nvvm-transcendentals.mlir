// MLIR's own round-trip test mlir/test/Dialect/LLVMIR/nvvm-transcendentals.mlir, as stored at
// llvm/llvm-project@0249de1b23b3230d1b24fa949ebe9364188fbcb1 (ops newer than MLIR 22; `ftz` in the
// attribute dictionary, and `nvvm.tanh`, which llvm/llvm-project@57c3f83's NVVMOps.td lacks): all
// nine functions, one per split-input chunk, with their CHECK lines. tests/test_nvvm_mlir_roundtrip.py
// parses each chunk and compares the printed nvvm ops with the CHECK lines (mlir-opt-22 has none
// of these ops).

// CHECK-LABEL: @nvvm_cos_f32
func.func @nvvm_cos_f32(%arg0: f32) -> f32 {
  // CHECK: nvvm.cos {{.*}} : f32
  %0 = nvvm.cos %arg0 : f32
  return %0 : f32
}

// -----

// CHECK-LABEL: @nvvm_cos_ftz_f32
func.func @nvvm_cos_ftz_f32(%arg0: f32) -> f32 {
  // CHECK: nvvm.cos {{.*}} {ftz = true} : f32
  %0 = nvvm.cos %arg0 {ftz = true} : f32
  return %0 : f32
}

// -----

// CHECK-LABEL: @nvvm_sin_f32
func.func @nvvm_sin_f32(%arg0: f32) -> f32 {
  // CHECK: nvvm.sin {{.*}} : f32
  %0 = nvvm.sin %arg0 : f32
  return %0 : f32
}

// -----

// CHECK-LABEL: @nvvm_sin_ftz_f32
func.func @nvvm_sin_ftz_f32(%arg0: f32) -> f32 {
  // CHECK: nvvm.sin {{.*}} {ftz = true} : f32
  %0 = nvvm.sin %arg0 {ftz = true} : f32
  return %0 : f32
}

// -----

// CHECK-LABEL: @nvvm_lg2_f32
func.func @nvvm_lg2_f32(%arg0: f32) -> f32 {
  // CHECK: nvvm.log2 {{.*}} : f32
  %0 = nvvm.log2 %arg0 : f32
  return %0 : f32
}

// -----

// CHECK-LABEL: @nvvm_lg2_ftz_f32
func.func @nvvm_lg2_ftz_f32(%arg0: f32) -> f32 {
  // CHECK: nvvm.log2 {{.*}} {ftz = true} : f32
  %0 = nvvm.log2 %arg0 {ftz = true} : f32
  return %0 : f32
}

// -----

// CHECK-LABEL: @nvvm_ex2_f32
func.func @nvvm_ex2_f32(%arg0: f32) -> f32 {
  // CHECK: nvvm.ex2 {{.*}} : f32
  %0 = nvvm.ex2 %arg0 : f32
  return %0 : f32
}

// -----

// CHECK-LABEL: @nvvm_ex2_ftz_f32
func.func @nvvm_ex2_ftz_f32(%arg0: f32) -> f32 {
  // CHECK: nvvm.ex2 {{.*}} {ftz = true} : f32
  %0 = nvvm.ex2 %arg0 {ftz = true} : f32
  return %0 : f32
}

// -----

// CHECK-LABEL: @nvvm_tanh_f32
func.func @nvvm_tanh_f32(%arg0: f32) -> f32 {
  // CHECK: nvvm.tanh {{.*}} : f32
  %0 = nvvm.tanh %arg0 : f32
  return %0 : f32
}
