// scf.if and scf.for with one result type written without parentheses (MLIR accepts both),
// nested in each other.
// RUN: xdsl-opt %s | filecheck %s

func.func @f(%c: i1, %n: index) -> f32 {
  %z = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> f32 {
    %v = scf.if %c -> f32 {
      scf.yield %a : f32
    } else {
      %w = scf.if %c -> (f32) {
        scf.yield %z : f32
      } else {
        scf.yield %a : f32
      }
      scf.yield %w : f32
    }
    scf.yield %v : f32
  }
  func.return %r : f32
}

// CHECK: %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f32) {
// CHECK:   %v = scf.if %c -> (f32) {
// CHECK:     %w = scf.if %c -> (f32) {
