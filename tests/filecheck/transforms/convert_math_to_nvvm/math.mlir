// Exact PTX instructions where PTX has them, libdevice calls (declared once) otherwise.
// RUN: nvvm-opt %s -p convert-math-to-nvvm | filecheck %s

builtin.module {
  func.func @f(%x: f32, %y: f32, %d: f64, %i: i32) -> f32 {
    %s = math.sqrt %x : f32
    %a = math.absf %s : f32
    %m = math.fma %a, %x, %y : f32
    %fl = math.floor %m : f32
    %e = math.exp %fl : f32
    %e2 = math.exp %e : f32
    %ed = math.exp %d : f64
    %p = math.powf %e2, %y : f32
    %c = math.ctpop %i : i32
    func.return %p : f32
  }
}

// CHECK:      %s = llvm.intr.sqrt(%x) : (f32) -> f32
// CHECK-NEXT: %a = llvm.intr.fabs(%s) : (f32) -> f32
// CHECK-NEXT: %m = llvm.intr.fma(%a, %x, %y) : (f32, f32, f32) -> f32
// CHECK-NEXT: %fl = llvm.intr.floor(%m) : (f32) -> f32
// CHECK-NEXT: %e = llvm.call @__nv_expf(%fl) : (f32) -> f32
// CHECK-NEXT: %e2 = llvm.call @__nv_expf(%e) : (f32) -> f32
// CHECK-NEXT: %ed = llvm.call @__nv_exp(%d) : (f64) -> f64
// CHECK-NEXT: %p = llvm.call @__nv_powf(%e2, %y) : (f32, f32) -> f32
// CHECK-NEXT: %c = llvm.intr.ctpop(%i) : (i32) -> i32
// CHECK-DAG:  llvm.func @__nv_expf(f32) -> f32
// CHECK-DAG:  llvm.func @__nv_exp(f64) -> f64
// CHECK-DAG:  llvm.func @__nv_powf(f32, f32) -> f32
