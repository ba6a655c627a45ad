// Every `llvm.intr.vector.reduce.*` reads MLIR 22's forms (generic; the float min/max ones in
// custom form with flags in the attribute dictionary) and MLIR 24's (IREE 3.13: the float ones,
// `fadd`/`fmul` included, in custom form with `fastmath<...>` after the operands), and prints as
// mlir-opt-22 does (the second RUN line: mlir-opt-22 reads our printing back unchanged).
// `llvm.fcmp` of vectors gives a vector of i1.

// RUN: nvvm-opt %s -t mlir | filecheck %s
// RUN: nvvm-opt %s -t mlir | mlir-opt-22 | filecheck %s --check-prefix=MLIR

llvm.func @f(%v: vector<4xi32>, %w: vector<4xf32>, %s: f32, %c: vector<4xi1>) -> i32 {
  %0 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i32
  %1 = llvm.intr.vector.reduce.fadd(%s, %w) fastmath<reassoc> : (f32, vector<4xf32>) -> f32
  %2 = llvm.intr.vector.reduce.fmul(%s, %w) : (f32, vector<4xf32>) -> f32
  %3 = llvm.intr.vector.reduce.fmax(%w) : (vector<4xf32>) -> f32
  %4 = "llvm.intr.vector.reduce.or"(%c) : (vector<4xi1>) -> i1
  %5 = llvm.intr.vector.reduce.umin(%v) : (vector<4xi32>) -> i32
  %6 = llvm.intr.vector.reduce.fminimum(%w) fastmath<nnan> : (vector<4xf32>) -> f32
  %7 = llvm.intr.vector.reduce.fmin(%w) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
  %8 = "llvm.intr.vector.reduce.fadd"(%s, %w) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  %9 = llvm.fcmp "oeq" %w, %w : vector<4xf32>
  %10 = "llvm.fcmp"(%w, %w) <{fastmathFlags = #llvm.fastmath<none>, predicate = 1 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
  %11 = llvm.icmp "eq" %v, %v : vector<4xi32>
  llvm.return %0 : i32
}

// CHECK:      %0 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i32
// CHECK-NEXT: %1 = "llvm.intr.vector.reduce.fadd"(%s, %w) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %2 = "llvm.intr.vector.reduce.fmul"(%s, %w) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %3 = llvm.intr.vector.reduce.fmax(%w) : (vector<4xf32>) -> f32
// CHECK-NEXT: %4 = "llvm.intr.vector.reduce.or"(%c) : (vector<4xi1>) -> i1
// CHECK-NEXT: %5 = "llvm.intr.vector.reduce.umin"(%v) : (vector<4xi32>) -> i32
// CHECK-NEXT: %6 = llvm.intr.vector.reduce.fminimum(%w) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
// CHECK-NEXT: %7 = llvm.intr.vector.reduce.fmin(%w) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
// CHECK-NEXT: %8 = "llvm.intr.vector.reduce.fadd"(%s, %w) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %9 = llvm.fcmp "oeq" %w, %w : vector<4xf32>
// CHECK-NEXT: %10 = llvm.fcmp "oeq" %w, %w : vector<4xf32>
// CHECK-NEXT: %11 = llvm.icmp "eq" %v, %v : vector<4xi32>

// MLIR: llvm.intr.vector.reduce.fadd"(%arg2, %arg1) <{fastmathFlags = #llvm.fastmath<reassoc>}>
// MLIR: llvm.intr.vector.reduce.fminimum(%arg1) {fastmathFlags = #llvm.fastmath<nnan>}
// MLIR: llvm.fcmp "oeq" %arg1, %arg1 : vector<4xf32>
