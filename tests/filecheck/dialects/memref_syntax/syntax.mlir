// MLIR's custom syntax for memref.global, memref.atomic_rmw and memref.memory_space_cast
// (xDSL 0.74 has only the generic form): parsed, printed back the same way, and the same ops as
// the generic form.
// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s | xdsl-opt | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

builtin.module {
  memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
  memref.global @buffer : memref<2x2xi32, 3> = uninitialized {alignment = 16 : i64}
  memref.global "private" @splat : memref<3xf32> = dense<0.5>
  func.func @f(%m: memref<8xf32>, %s: memref<16xf32, 3>, %i: index, %v: f32) -> f32 {
    %old = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<8xf32>) -> f32
    %g = memref.memory_space_cast %s : memref<16xf32, 3> to memref<16xf32>
    %d = memref.cast %m : memref<8xf32> to memref<?xf32>
    func.return %old : f32
  }
}

// CHECK:      memref.global "private" constant @table : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
// CHECK-NEXT: memref.global @buffer : memref<2x2xi32, 3 : i64> = uninitialized {alignment = 16 : i64}
// CHECK-NEXT: memref.global "private" @splat : memref<3xf32> = dense<5.000000e-01>
// CHECK:      %old = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<8xf32>) -> f32
// CHECK-NEXT: %g = memref.memory_space_cast %s : memref<16xf32, 3 : i64> to memref<16xf32>
// CHECK-NEXT: %d = memref.cast %m : memref<8xf32> to memref<?xf32>

// GENERIC: "memref.global"() <{sym_visibility = "private", constant, sym_name = "table", type = memref<4xf32>, initial_value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> ()
// GENERIC: "memref.global"() <{sym_visibility = "public", sym_name = "buffer", type = memref<2x2xi32, 3 : i64>, initial_value, alignment = 16 : i64}> : () -> ()
// GENERIC: "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i64}> : (f32, memref<8xf32>, index) -> f32
// GENERIC: "memref.memory_space_cast"(%s) : (memref<16xf32, 3 : i64>) -> memref<16xf32>
