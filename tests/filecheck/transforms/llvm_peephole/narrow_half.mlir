// f32 arithmetic on f16/bf16 values truncated back to their type is done in that type (#26,
// Triton's bf16 elementwise code): exact, as f32 has >= 2p + 2 significand bits for both.
// RUN: xdsl-opt %s -p llvm-peephole,llvm-dce --split-input-file | filecheck %s

// CHECK-LABEL: llvm.func @bf16_mul
// CHECK-NEXT:    %[[M:.*]] = llvm.fmul %a, %b {fastmathFlags = #llvm.fastmath<contract>} : bf16
// CHECK-NEXT:    llvm.return %[[M]] : bf16
llvm.func @bf16_mul(%a: bf16, %b: bf16) -> bf16 {
  %x = llvm.fpext %a : bf16 to f32
  %y = llvm.fpext %b : bf16 to f32
  %m = llvm.fmul %x, %y {fastmathFlags = #llvm.fastmath<contract>} : f32
  %t = llvm.fptrunc %m : f32 to bf16
  llvm.return %t : bf16
}

// -----

// A constant exact in f16 becomes an f16 constant; 0.1 is not exact: left in f32.
// CHECK-LABEL: llvm.func @f16_constants
// CHECK:         %[[K:.*]] = llvm.mlir.constant(1.500000e+00 : f16) : f16
// CHECK-NEXT:    %[[S:.*]] = llvm.fadd %a, %[[K]] : f16
// CHECK:         llvm.fsub %{{.*}}, %{{.*}} : f32
// CHECK-NEXT:    llvm.fptrunc
llvm.func @f16_constants(%a: f16) -> !llvm.struct<(f16, f16)> {
  %x = llvm.fpext %a : f16 to f32
  %k = llvm.mlir.constant(1.5 : f32) : f32
  %s = llvm.fadd %x, %k : f32
  %t = llvm.fptrunc %s : f32 to f16
  %k2 = llvm.mlir.constant(0.1 : f32) : f32
  %d = llvm.fsub %x, %k2 : f32
  %u = llvm.fptrunc %d : f32 to f16
  %0 = llvm.mlir.undef : !llvm.struct<(f16, f16)>
  %1 = llvm.insertvalue %t, %0[0] : !llvm.struct<(f16, f16)>
  %2 = llvm.insertvalue %u, %1[1] : !llvm.struct<(f16, f16)>
  llvm.return %2 : !llvm.struct<(f16, f16)>
}

// -----

// Vectors, and f64 as the wide type.
// CHECK-LABEL: llvm.func @vector_f64
// CHECK-NEXT:    %[[V:.*]] = llvm.fsub %a, %b : vector<2xbf16>
// CHECK-NEXT:    llvm.return %[[V]] : vector<2xbf16>
llvm.func @vector_f64(%a: vector<2xbf16>, %b: vector<2xbf16>) -> vector<2xbf16> {
  %x = llvm.fpext %a : vector<2xbf16> to vector<2xf64>
  %y = llvm.fpext %b : vector<2xbf16> to vector<2xf64>
  %m = llvm.fsub %x, %y : vector<2xf64>
  %t = llvm.fptrunc %m : vector<2xf64> to vector<2xbf16>
  llvm.return %t : vector<2xbf16>
}

// -----

// Left alone: mixed half types, a truncation to another type than the operands', the f32
// result used elsewhere, division.
// CHECK-LABEL: llvm.func @kept
// CHECK-COUNT-4: llvm.fptrunc %{{.*}} : f32 to
// CHECK-NOT:     : bf16
llvm.func @kept(%a: bf16, %h: f16, %p: !llvm.ptr) -> f16 {
  %x = llvm.fpext %a : bf16 to f32
  %y = llvm.fpext %h : f16 to f32
  %m = llvm.fmul %x, %y : f32
  %t = llvm.fptrunc %m : f32 to f16
  %n = llvm.fmul %x, %x : f32
  %u = llvm.fptrunc %n : f32 to f16
  %s = llvm.fadd %y, %y : f32
  %v = llvm.fptrunc %s : f32 to f16
  llvm.store %s, %p : f32, !llvm.ptr
  %d = llvm.fdiv %y, %y : f32
  %w = llvm.fptrunc %d : f32 to f16
  %0 = llvm.fadd %t, %u : f16
  %1 = llvm.fadd %0, %v : f16
  %2 = llvm.fadd %1, %w : f16
  llvm.return %2 : f16
}
