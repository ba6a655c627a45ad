// uitofp of an i1 is select(b, 1.0, 0.0), sitofp select(b, -1.0, 0.0) (f32 and f64); wider
// integers and half results are left alone.
// RUN: xdsl-opt %s --allow-unregistered-dialect -p llvm-peephole,llvm-dce | filecheck %s

// CHECK-LABEL: llvm.func @bool_to_float
// CHECK-NEXT:    %[[ONE:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:    %[[ZERO:.*]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:    %[[U:.*]] = llvm.select %b, %[[ONE]], %[[ZERO]] : i1, f32
// CHECK-NEXT:    %[[MONE:.*]] = llvm.mlir.constant(-1.000000e+00 : f64) : f64
// CHECK-NEXT:    %[[ZERO64:.*]] = llvm.mlir.constant(0.000000e+00 : f64) : f64
// CHECK-NEXT:    %[[S:.*]] = llvm.select %b, %[[MONE]], %[[ZERO64]] : i1, f64
// CHECK-NEXT:    %[[W:.*]] = llvm.uitofp %x : i32 to f32
// CHECK-NEXT:    %[[H:.*]] = llvm.uitofp %b : i1 to f16
// CHECK-NEXT:    "test.use"(%[[U]], %[[S]], %[[W]], %[[H]])
llvm.func @bool_to_float(%b: i1, %x: i32) {
  %u = llvm.uitofp %b : i1 to f32
  %s = llvm.sitofp %b : i1 to f64
  %w = llvm.uitofp %x : i32 to f32
  %h = llvm.uitofp %b : i1 to f16
  "test.use"(%u, %s, %w, %h) : (f32, f64, f32, f16) -> ()
  llvm.return
}
