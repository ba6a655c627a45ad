// Round trip of the llvm.intr ops NVPTX selects (llvm_ext/intrinsics.py) in MLIR's syntax: the
// CHECK lines are what `mlir-opt-22` prints for this file (tests/test_llvm_intrinsics_nvptx.py
// compares the two printings whole), the generic round trip reads MLIR's generic form back.

// RUN: XDSL_ROUNDTRIP
// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s -p dce | filecheck %s --check-prefix=DCE

llvm.func @intrinsics(%arg0: f32, %arg1: f32, %arg2: f64, %arg3: !llvm.ptr<1>, %arg4: i32, %arg5: i64, %arg6: i1, %arg7: vector<4xf32>, %arg8: vector<4xi32>) {
  %0 = llvm.intr.fmuladd(%arg0, %arg1, %arg0) : (f32, f32, f32) -> f32
  %1 = llvm.intr.fmuladd(%arg0, %arg1, %arg0) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
  %2 = llvm.intr.roundeven(%arg2) : (f64) -> f64
  %3 = llvm.intr.trunc(%arg0) : (f32) -> f32
  %4 = llvm.intr.round(%arg2) : (f64) -> f64
  %5 = llvm.intr.bitreverse(%arg4) : (i32) -> i32
  %6 = llvm.intr.ptrmask %arg3, %arg5 : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
  llvm.intr.assume %arg6 : i1
  llvm.intr.assume %arg6 ["align"(%arg3, %arg5 : !llvm.ptr<1>, i64)] : i1
  llvm.intr.assume %arg6 ["align"(%arg3, %arg5 : !llvm.ptr<1>, i64), "nonnull"(%arg3 : !llvm.ptr<1>)] : i1
  %7 = "llvm.intr.vector.reduce.add"(%arg8) : (vector<4xi32>) -> i32
  %8 = "llvm.intr.vector.reduce.umax"(%arg8) : (vector<4xi32>) -> i32
  %9 = llvm.intr.vector.reduce.fmax(%arg7) : (vector<4xf32>) -> f32
  %10 = llvm.intr.vector.reduce.fminimum(%arg7) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
  %11 = llvm.alloca %arg4 x i32 : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start %11 : !llvm.ptr
  llvm.intr.lifetime.end %11 : !llvm.ptr
  %12 = llvm.mlir.zero : i64
  %13 = llvm.mlir.zero : vector<8xf32>
  %14 = llvm.bitcast %13 : vector<8xf32> to vector<8xi32>
  %15 = llvm.intr.powi(%arg0, %arg4) : (f32, i32) -> f32
  llvm.intr.debugtrap
  llvm.intr.trap
  llvm.return
}

// CHECK:      %0 = llvm.intr.fmuladd(%arg0, %arg1, %arg0) : (f32, f32, f32) -> f32
// CHECK-NEXT: %1 = llvm.intr.fmuladd(%arg0, %arg1, %arg0) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
// CHECK-NEXT: %2 = llvm.intr.roundeven(%arg2) : (f64) -> f64
// CHECK-NEXT: %3 = llvm.intr.trunc(%arg0) : (f32) -> f32
// CHECK-NEXT: %4 = llvm.intr.round(%arg2) : (f64) -> f64
// CHECK-NEXT: %5 = llvm.intr.bitreverse(%arg4) : (i32) -> i32
// CHECK-NEXT: %6 = llvm.intr.ptrmask %arg3, %arg5 : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
// CHECK-NEXT: llvm.intr.assume %arg6 : i1
// CHECK-NEXT: llvm.intr.assume %arg6 ["align"(%arg3, %arg5 : !llvm.ptr<1>, i64)] : i1
// CHECK-NEXT: llvm.intr.assume %arg6 ["align"(%arg3, %arg5 : !llvm.ptr<1>, i64), "nonnull"(%arg3 : !llvm.ptr<1>)] : i1
// CHECK-NEXT: %7 = "llvm.intr.vector.reduce.add"(%arg8) : (vector<4xi32>) -> i32
// CHECK-NEXT: %8 = "llvm.intr.vector.reduce.umax"(%arg8) : (vector<4xi32>) -> i32
// CHECK-NEXT: %9 = llvm.intr.vector.reduce.fmax(%arg7) : (vector<4xf32>) -> f32
// CHECK-NEXT: %10 = llvm.intr.vector.reduce.fminimum(%arg7) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
// CHECK-NEXT: %11 = llvm.alloca %arg4 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.intr.lifetime.start %11 : !llvm.ptr
// CHECK-NEXT: llvm.intr.lifetime.end %11 : !llvm.ptr
// CHECK-NEXT: %12 = llvm.mlir.zero : i64
// CHECK-NEXT: %13 = llvm.mlir.zero : vector<8xf32>
// CHECK-NEXT: %14 = llvm.bitcast %13 : vector<8xf32> to vector<8xi32>
// CHECK-NEXT: %15 = llvm.intr.powi(%arg0, %arg4) : (f32, i32) -> f32
// CHECK-NEXT: llvm.intr.debugtrap
// CHECK-NEXT: llvm.intr.trap

// The pure ones go when unused; hints, traps and lifetime markers stay.
// DCE-NOT:  llvm.intr.fmuladd
// DCE-NOT:  llvm.intr.powi
// DCE-NOT:  llvm.intr.vector.reduce
// DCE:      llvm.intr.assume %arg6 : i1
// DCE:      llvm.intr.lifetime.start
// DCE:      llvm.intr.lifetime.end
// DCE:      llvm.intr.debugtrap
// DCE-NEXT: llvm.intr.trap
