// Round trip of the llvm ops MLIR has and xDSL 0.74 lacks (nvvm_xdsl/dialects/llvm_ext.py), in
// MLIR's own syntax. The plain run checks that the custom form prints back unchanged; the
// generic round trip checks that the generic form (what MLIR emits for the intrinsics) parses
// and prints back; the dce run checks the effect traits: pure ops vanish, memory ops stay.

// RUN: XDSL_ROUNDTRIP
// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s -p dce | filecheck %s --check-prefix=DCE

llvm.func @casts_and_values(%g: !llvm.ptr<1>, %p: !llvm.ptr, %x: i32, %f: f32, %v: vector<4xf32>, %vf: vector<2xf64>, %vi: vector<2xi64>) {
  %0 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
  %1 = llvm.mlir.poison : i32
  %2 = llvm.addrspacecast %g : !llvm.ptr<1> to !llvm.ptr
  %3 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<3>
  %4 = llvm.fptosi %f : f32 to i32
  %5 = llvm.fptoui %f : f32 to i64
  %6 = llvm.fptosi %vf : vector<2xf64> to vector<2xi32>
  %7 = llvm.uitofp %x : i32 to f32
  %8 = llvm.uitofp nneg %x : i32 to f64
  %9 = llvm.uitofp %vi : vector<2xi64> to vector<2xf32>
  %10 = llvm.extractelement %v[%x : i32] : vector<4xf32>
  %11 = llvm.freeze %x : i32
  %12 = llvm.freeze %0 : !llvm.struct<(i32, f32)>
  llvm.return
}
llvm.func @atomics(%ap: !llvm.ptr, %as: !llvm.ptr<3>, %ax: i32, %ay: i32, %af: f32, %ad: f64) {
  %0 = llvm.atomicrmw add %ap, %ax monotonic : !llvm.ptr, i32
  %1 = llvm.atomicrmw volatile fadd %as, %af syncscope("agent") seq_cst {alignment = 4 : i64} : !llvm.ptr<3>, f32
  %2 = llvm.atomicrmw xchg %ap, %ap acq_rel : !llvm.ptr, !llvm.ptr
  %3 = llvm.atomicrmw xchg %ap, %af release : !llvm.ptr, f32
  %4 = llvm.atomicrmw sub %ap, %ax acquire : !llvm.ptr, i32
  %5 = llvm.atomicrmw and %ap, %ax monotonic : !llvm.ptr, i32
  %6 = llvm.atomicrmw nand %ap, %ax monotonic : !llvm.ptr, i32
  %7 = llvm.atomicrmw or %ap, %ax monotonic : !llvm.ptr, i32
  %8 = llvm.atomicrmw xor %ap, %ax monotonic : !llvm.ptr, i32
  %9 = llvm.atomicrmw max %ap, %ax monotonic : !llvm.ptr, i32
  %10 = llvm.atomicrmw min %ap, %ax monotonic : !llvm.ptr, i32
  %11 = llvm.atomicrmw umax %ap, %ax monotonic : !llvm.ptr, i32
  %12 = llvm.atomicrmw umin %ap, %ax monotonic : !llvm.ptr, i32
  %13 = llvm.atomicrmw fsub %ap, %ad monotonic : !llvm.ptr, f64
  %14 = llvm.atomicrmw fmax %ap, %af monotonic : !llvm.ptr, f32
  %15 = llvm.atomicrmw fmin %ap, %af monotonic : !llvm.ptr, f32
  %16 = llvm.atomicrmw uinc_wrap %ap, %ax monotonic : !llvm.ptr, i32
  %17 = llvm.atomicrmw udec_wrap %ap, %ax monotonic : !llvm.ptr, i32
  %18 = llvm.cmpxchg %ap, %ax, %ay acq_rel monotonic : !llvm.ptr, i32
  %19 = llvm.cmpxchg weak volatile %as, %ax, %ay syncscope("block") seq_cst seq_cst {alignment = 4 : i64} : !llvm.ptr<3>, i32
  %20 = llvm.cmpxchg %ap, %ap, %ap acquire acquire : !llvm.ptr, !llvm.ptr
  llvm.fence acquire
  llvm.fence release
  llvm.fence acq_rel
  llvm.fence syncscope("agent") seq_cst
  llvm.return
}
llvm.func @varargs(%list: !llvm.ptr, %copy: !llvm.ptr, ...) {
  llvm.intr.vastart %list : !llvm.ptr
  %0 = llvm.va_arg %list : (!llvm.ptr) -> i32
  %1 = llvm.va_arg %list : (!llvm.ptr) -> f64
  llvm.intr.vacopy %list to %copy : !llvm.ptr, !llvm.ptr
  llvm.intr.vaend %copy : !llvm.ptr
  llvm.intr.vaend %list : !llvm.ptr
  llvm.return
}
llvm.func @memory(%dst: !llvm.ptr, %src: !llvm.ptr<101>, %len: i64, %n: i32, %byte: i8) {
  "llvm.intr.memcpy"(%dst, %src, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr<101>, i64) -> ()
  "llvm.intr.memcpy"(%dst, %dst, %n) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  "llvm.intr.memmove"(%dst, %dst, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%dst, %byte, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  llvm.return
}
llvm.func @int_intrinsics(%ix: i32, %iy: i32, %iv: vector<4xi32>, %iw: i64) {
  %0 = llvm.intr.smax(%ix, %iy) : (i32, i32) -> i32
  %1 = llvm.intr.smin(%ix, %iy) : (i32, i32) -> i32
  %2 = llvm.intr.umax(%iv, %iv) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %3 = llvm.intr.umin(%iw, %iw) : (i64, i64) -> i64
  %4 = "llvm.intr.abs"(%ix) <{is_int_min_poison = false}> : (i32) -> i32
  %5 = "llvm.intr.abs"(%iv) <{is_int_min_poison = true}> : (vector<4xi32>) -> vector<4xi32>
  %6 = llvm.intr.ctpop(%iw) : (i64) -> i64
  %7 = "llvm.intr.ctlz"(%ix) <{is_zero_poison = true}> : (i32) -> i32
  %8 = "llvm.intr.cttz"(%iw) <{is_zero_poison = false}> : (i64) -> i64
  llvm.return
}
llvm.func @switches(%sx: i32, %sy: i32, %sf: f32, %sc: i64) {
  llvm.switch %sx : i32, ^bb1 [
    1: ^bb2,
    -2: ^bb3(%sy : i32),
    7: ^bb4(%sy, %sf : i32, f32)
  ]
^bb1:
  llvm.switch %sc : i64, ^bb3(%sx : i32) [
  ]
^bb2:
  llvm.switch %sx : i32, ^bb4(%sx, %sf : i32, f32) [
    0: ^bb2
  ] {branch_weights = array<i32: 3, 5>}
^bb3(%ba: i32):
  llvm.return
^bb4(%bb: i32, %bg: f32):
  llvm.return
}

// CHECK: builtin.module {
// CHECK-NEXT: llvm.func @casts_and_values(%g: !llvm.ptr<1>, %p: !llvm.ptr, %x: i32, %f: f32, %v: vector<4xf32>, %vf: vector<2xf64>, %vi: vector<2xi64>) {
// CHECK-NEXT: %{{[0-9]+}} = llvm.mlir.poison : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %{{[0-9]+}} = llvm.mlir.poison : i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.addrspacecast %g : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT: %{{[0-9]+}} = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<3>
// CHECK-NEXT: %{{[0-9]+}} = llvm.fptosi %f : f32 to i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.fptoui %f : f32 to i64
// CHECK-NEXT: %{{[0-9]+}} = llvm.fptosi %vf : vector<2xf64> to vector<2xi32>
// CHECK-NEXT: %{{[0-9]+}} = llvm.uitofp %x : i32 to f32
// CHECK-NEXT: %{{[0-9]+}} = llvm.uitofp nneg %x : i32 to f64
// CHECK-NEXT: %{{[0-9]+}} = llvm.uitofp %vi : vector<2xi64> to vector<2xf32>
// CHECK-NEXT: %{{[0-9]+}} = llvm.extractelement %v[%x : i32] : vector<4xf32>
// CHECK-NEXT: %{{[0-9]+}} = llvm.freeze %x : i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.freeze %0 : !llvm.struct<(i32, f32)>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @atomics(%ap: !llvm.ptr, %as: !llvm.ptr<3>, %ax: i32, %ay: i32, %af: f32, %ad: f64) {
// CHECK-NEXT: %{{[0-9]+}} = llvm.atomicrmw add %ap, %ax monotonic : !llvm.ptr, i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.atomicrmw volatile fadd %as, %af syncscope("agent") seq_cst {alignment = 4 : i64} : !llvm.ptr<3>, f32
// CHECK-NEXT: %{{[0-9]+}} = llvm.atomicrmw xchg %ap, %ap acq_rel : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %{{[0-9]+}} = llvm.atomicrmw xchg %ap, %af release : !llvm.ptr, f32
// CHECK-NEXT: %{{[0-9]+}} = llvm.atomicrmw sub %ap, %ax acquire : !llvm.ptr, i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.atomicrmw _and %ap, %ax monotonic : !llvm.ptr, i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.atomicrmw nand %ap, %ax monotonic : !llvm.ptr, i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.atomicrmw _or %ap, %ax monotonic : !llvm.ptr, i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.atomicrmw _xor %ap, %ax monotonic : !llvm.ptr, i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.atomicrmw max %ap, %ax monotonic : !llvm.ptr, i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.atomicrmw min %ap, %ax monotonic : !llvm.ptr, i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.atomicrmw umax %ap, %ax monotonic : !llvm.ptr, i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.atomicrmw umin %ap, %ax monotonic : !llvm.ptr, i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.atomicrmw fsub %ap, %ad monotonic : !llvm.ptr, f64
// CHECK-NEXT: %{{[0-9]+}} = llvm.atomicrmw fmax %ap, %af monotonic : !llvm.ptr, f32
// CHECK-NEXT: %{{[0-9]+}} = llvm.atomicrmw fmin %ap, %af monotonic : !llvm.ptr, f32
// CHECK-NEXT: %{{[0-9]+}} = llvm.atomicrmw uinc_wrap %ap, %ax monotonic : !llvm.ptr, i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.atomicrmw udec_wrap %ap, %ax monotonic : !llvm.ptr, i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.cmpxchg %ap, %ax, %ay acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.cmpxchg weak volatile %as, %ax, %ay syncscope("block") seq_cst seq_cst {alignment = 4 : i64} : !llvm.ptr<3>, i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.cmpxchg %ap, %ap, %ap acquire acquire : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.fence acquire
// CHECK-NEXT: llvm.fence release
// CHECK-NEXT: llvm.fence acq_rel
// CHECK-NEXT: llvm.fence syncscope("agent") seq_cst
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @varargs(%list: !llvm.ptr, %copy: !llvm.ptr, ...) {
// CHECK-NEXT: llvm.intr.vastart %list : !llvm.ptr
// CHECK-NEXT: %{{[0-9]+}} = llvm.va_arg %list : (!llvm.ptr) -> i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.va_arg %list : (!llvm.ptr) -> f64
// CHECK-NEXT: llvm.intr.vacopy %list to %copy : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.intr.vaend %copy : !llvm.ptr
// CHECK-NEXT: llvm.intr.vaend %list : !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @memory(%dst: !llvm.ptr, %src: !llvm.ptr<101>, %len: i64, %n: i32, %byte: i8) {
// CHECK-NEXT: "llvm.intr.memcpy"(%dst, %src, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr<101>, i64) -> ()
// CHECK-NEXT: "llvm.intr.memcpy"(%dst, %dst, %n) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-NEXT: "llvm.intr.memmove"(%dst, %dst, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: "llvm.intr.memset"(%dst, %byte, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @int_intrinsics(%ix: i32, %iy: i32, %iv: vector<4xi32>, %iw: i64) {
// CHECK-NEXT: %{{[0-9]+}} = llvm.intr.smax(%ix, %iy) : (i32, i32) -> i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.intr.smin(%ix, %iy) : (i32, i32) -> i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.intr.umax(%iv, %iv) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT: %{{[0-9]+}} = llvm.intr.umin(%iw, %iw) : (i64, i64) -> i64
// CHECK-NEXT: %{{[0-9]+}} = "llvm.intr.abs"(%ix) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: %{{[0-9]+}} = "llvm.intr.abs"(%iv) <{is_int_min_poison = true}> : (vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT: %{{[0-9]+}} = llvm.intr.ctpop(%iw) : (i64) -> i64
// CHECK-NEXT: %{{[0-9]+}} = "llvm.intr.ctlz"(%ix) <{is_zero_poison = true}> : (i32) -> i32
// CHECK-NEXT: %{{[0-9]+}} = "llvm.intr.cttz"(%iw) <{is_zero_poison = false}> : (i64) -> i64
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @switches(%sx: i32, %sy: i32, %sf: f32, %sc: i64) {
// CHECK-NEXT: llvm.switch %sx : i32, ^bb1 [
// CHECK-NEXT: 1: ^bb2,
// CHECK-NEXT: -2: ^bb3(%sy : i32),
// CHECK-NEXT: 7: ^bb4(%sy, %sf : i32, f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: llvm.switch %sc : i64, ^bb3(%sx : i32) [
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: llvm.switch %sx : i32, ^bb4(%sx, %sf : i32, f32) [
// CHECK-NEXT: 0: ^bb2
// CHECK-NEXT: ] {branch_weights = array<i32: 3, 5>}
// CHECK-NEXT: ^bb3(%ba: i32):
// CHECK-NEXT: llvm.return
// CHECK-NEXT: ^bb4(%bb: i32, %bg: f32):
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// DCE: builtin.module {
// DCE-NEXT: llvm.func @casts_and_values(%g: !llvm.ptr<1>, %p: !llvm.ptr, %x: i32, %f: f32, %v: vector<4xf32>, %vf: vector<2xf64>, %vi: vector<2xi64>) {
// DCE-NEXT: llvm.return
// DCE-NEXT: }
// DCE-NEXT: llvm.func @atomics(%ap: !llvm.ptr, %as: !llvm.ptr<3>, %ax: i32, %ay: i32, %af: f32, %ad: f64) {
// DCE-NEXT: %{{[0-9]+}} = llvm.atomicrmw add %ap, %ax monotonic : !llvm.ptr, i32
// DCE-NEXT: %{{[0-9]+}} = llvm.atomicrmw volatile fadd %as, %af syncscope("agent") seq_cst {alignment = 4 : i64} : !llvm.ptr<3>, f32
// DCE-NEXT: %{{[0-9]+}} = llvm.atomicrmw xchg %ap, %ap acq_rel : !llvm.ptr, !llvm.ptr
// DCE-NEXT: %{{[0-9]+}} = llvm.atomicrmw xchg %ap, %af release : !llvm.ptr, f32
// DCE-NEXT: %{{[0-9]+}} = llvm.atomicrmw sub %ap, %ax acquire : !llvm.ptr, i32
// DCE-NEXT: %{{[0-9]+}} = llvm.atomicrmw _and %ap, %ax monotonic : !llvm.ptr, i32
// DCE-NEXT: %{{[0-9]+}} = llvm.atomicrmw nand %ap, %ax monotonic : !llvm.ptr, i32
// DCE-NEXT: %{{[0-9]+}} = llvm.atomicrmw _or %ap, %ax monotonic : !llvm.ptr, i32
// DCE-NEXT: %{{[0-9]+}} = llvm.atomicrmw _xor %ap, %ax monotonic : !llvm.ptr, i32
// DCE-NEXT: %{{[0-9]+}} = llvm.atomicrmw max %ap, %ax monotonic : !llvm.ptr, i32
// DCE-NEXT: %{{[0-9]+}} = llvm.atomicrmw min %ap, %ax monotonic : !llvm.ptr, i32
// DCE-NEXT: %{{[0-9]+}} = llvm.atomicrmw umax %ap, %ax monotonic : !llvm.ptr, i32
// DCE-NEXT: %{{[0-9]+}} = llvm.atomicrmw umin %ap, %ax monotonic : !llvm.ptr, i32
// DCE-NEXT: %{{[0-9]+}} = llvm.atomicrmw fsub %ap, %ad monotonic : !llvm.ptr, f64
// DCE-NEXT: %{{[0-9]+}} = llvm.atomicrmw fmax %ap, %af monotonic : !llvm.ptr, f32
// DCE-NEXT: %{{[0-9]+}} = llvm.atomicrmw fmin %ap, %af monotonic : !llvm.ptr, f32
// DCE-NEXT: %{{[0-9]+}} = llvm.atomicrmw uinc_wrap %ap, %ax monotonic : !llvm.ptr, i32
// DCE-NEXT: %{{[0-9]+}} = llvm.atomicrmw udec_wrap %ap, %ax monotonic : !llvm.ptr, i32
// DCE-NEXT: %{{[0-9]+}} = llvm.cmpxchg %ap, %ax, %ay acq_rel monotonic : !llvm.ptr, i32
// DCE-NEXT: %{{[0-9]+}} = llvm.cmpxchg weak volatile %as, %ax, %ay syncscope("block") seq_cst seq_cst {alignment = 4 : i64} : !llvm.ptr<3>, i32
// DCE-NEXT: %{{[0-9]+}} = llvm.cmpxchg %ap, %ap, %ap acquire acquire : !llvm.ptr, !llvm.ptr
// DCE-NEXT: llvm.fence acquire
// DCE-NEXT: llvm.fence release
// DCE-NEXT: llvm.fence acq_rel
// DCE-NEXT: llvm.fence syncscope("agent") seq_cst
// DCE-NEXT: llvm.return
// DCE-NEXT: }
// DCE-NEXT: llvm.func @varargs(%list: !llvm.ptr, %copy: !llvm.ptr, ...) {
// DCE-NEXT: llvm.intr.vastart %list : !llvm.ptr
// DCE-NEXT: %{{[0-9]+}} = llvm.va_arg %list : (!llvm.ptr) -> i32
// DCE-NEXT: %{{[0-9]+}} = llvm.va_arg %list : (!llvm.ptr) -> f64
// DCE-NEXT: llvm.intr.vacopy %list to %copy : !llvm.ptr, !llvm.ptr
// DCE-NEXT: llvm.intr.vaend %copy : !llvm.ptr
// DCE-NEXT: llvm.intr.vaend %list : !llvm.ptr
// DCE-NEXT: llvm.return
// DCE-NEXT: }
// DCE-NEXT: llvm.func @memory(%dst: !llvm.ptr, %src: !llvm.ptr<101>, %len: i64, %n: i32, %byte: i8) {
// DCE-NEXT: "llvm.intr.memcpy"(%dst, %src, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr<101>, i64) -> ()
// DCE-NEXT: "llvm.intr.memcpy"(%dst, %dst, %n) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// DCE-NEXT: "llvm.intr.memmove"(%dst, %dst, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// DCE-NEXT: "llvm.intr.memset"(%dst, %byte, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
// DCE-NEXT: llvm.return
// DCE-NEXT: }
// DCE-NEXT: llvm.func @int_intrinsics(%ix: i32, %iy: i32, %iv: vector<4xi32>, %iw: i64) {
// DCE-NEXT: llvm.return
// DCE-NEXT: }
// DCE-NEXT: llvm.func @switches(%sx: i32, %sy: i32, %sf: f32, %sc: i64) {
// DCE-NEXT: llvm.switch %sx : i32, ^bb1 [
// DCE-NEXT: 1: ^bb2,
// DCE-NEXT: -2: ^bb3(%sy : i32),
// DCE-NEXT: 7: ^bb4(%sy, %sf : i32, f32)
// DCE-NEXT: ]
// DCE-NEXT: ^bb1:
// DCE-NEXT: llvm.switch %sc : i64, ^bb3(%sx : i32) [
// DCE-NEXT: ]
// DCE-NEXT: ^bb2:
// DCE-NEXT: llvm.switch %sx : i32, ^bb4(%sx, %sf : i32, f32) [
// DCE-NEXT: 0: ^bb2
// DCE-NEXT: ] {branch_weights = array<i32: 3, 5>}
// DCE-NEXT: ^bb3(%ba: i32):
// DCE-NEXT: llvm.return
// DCE-NEXT: ^bb4(%bb: i32, %bg: f32):
// DCE-NEXT: llvm.return
// DCE-NEXT: }
// DCE-NEXT: }
