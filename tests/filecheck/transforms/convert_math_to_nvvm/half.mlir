// math on f16 and bf16 is computed in f32 between an fpext and an fptrunc (MLIR's libdevice
// lowering does the same for f16).
// RUN: nvvm-opt %s -p convert-math-to-nvvm | filecheck %s

func.func @f(%x: f16, %y: bf16, %n: i32) -> f16 {
  %e = math.exp %x : f16
  %s = math.sqrt %y : bf16
  %p = math.fpowi %e, %n : f16, i32
  func.return %p : f16
}

// CHECK:      %e = llvm.fpext %x : f16 to f32
// CHECK-NEXT: %e_1 = llvm.call @__nv_expf(%e) : (f32) -> f32
// CHECK-NEXT: %e_2 = llvm.fptrunc %e_1 : f32 to f16
// CHECK-NEXT: %s = llvm.fpext %y : bf16 to f32
// CHECK-NEXT: %s_1 = llvm.intr.sqrt(%s) : (f32) -> f32
// CHECK-NEXT: %s_2 = llvm.fptrunc %s_1 : f32 to bf16
// CHECK-NEXT: %p = llvm.fpext %e_2 : f16 to f32
// CHECK-NEXT: %p_1 = llvm.call @__nv_powif(%p, %n) : (f32, i32) -> f32
// CHECK-NEXT: %p_2 = llvm.fptrunc %p_1 : f32 to f16
