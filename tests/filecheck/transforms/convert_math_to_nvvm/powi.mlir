// math.ipowi is expanded (constant exponent: multiplications by squaring; run-time: square and
// multiply over each exponent bit, branch-free; checked by execution in tests/test_math_powi.py);
// math.fpowi is libdevice's __nv_powif / __nv_powi.
// RUN: nvvm-opt %s -p convert-math-to-nvvm | filecheck %s

builtin.module {
  func.func @f(%b: i32, %e: i8, %x: f32, %y: f64, %n: i32) -> (i32, i8, f32, f64) {
    %c5 = arith.constant 5 : i32
    %p = math.ipowi %b, %c5 : i32
    %e2 = arith.trunci %b : i32 to i8
    %q = math.ipowi %e2, %e : i8
    %fx = math.fpowi %x, %n : f32, i32
    %fy = math.fpowi %y, %n : f64, i32
    func.return %p, %q, %fx, %fy : i32, i8, f32, f64
  }
}

// CHECK:      %p = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %p_1 = llvm.mul %p, %b : i32
// CHECK-NEXT: %p_2 = llvm.mul %b, %b : i32
// CHECK-NEXT: %p_3 = llvm.mul %p_2, %p_2 : i32
// CHECK-NEXT: %p_4 = llvm.mul %p_1, %p_3 : i32
// CHECK:      %q_3 = llvm.icmp "slt" %e, %q_1 : i8
// CHECK-NEXT: %q_4 = llvm.select %q_3, %q_1, %e : i1, i8
// CHECK-NOT:  math.ipowi
// CHECK:      %fx = llvm.call @__nv_powif(%x, %n) : (f32, i32) -> f32
// CHECK-NEXT: %fy = llvm.call @__nv_powi(%y, %n) : (f64, i32) -> f64
// CHECK:      llvm.func @__nv_powif(f32, i32) -> f32
// CHECK:      llvm.func @__nv_powi(f64, i32) -> f64
