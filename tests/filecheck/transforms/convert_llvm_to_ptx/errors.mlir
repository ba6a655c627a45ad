// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p convert-llvm-to-ptx | filecheck %s
// RUN: not nvvm-opt %s --split-input-file -p convert-llvm-to-ptx 2>&1 | filecheck %s --check-prefix=LOC

// An op with no PTX selection is an error naming it, never wrong PTX.
// CHECK: 'llvm.intr.masked.store': convert-llvm-to-ptx cannot select 'llvm.intr.masked.store'
// LOC: errors.mlir:[[# @LINE + 4]]:{{[0-9]+}}: error: {{.*}}cannot select 'llvm.intr.masked.store'
llvm.func @k(%p: !llvm.ptr, %m: vector<4xi1>) attributes {nvvm.kernel} {
  %v = llvm.load %p : !llvm.ptr -> vector<4xf32>
  %a = llvm.mlir.constant(1 : i32) : i32
  "llvm.intr.masked.store"(%v, %p, %m) <{alignment = 4 : i32}> : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
  llvm.return
}

// -----

// CHECK: 'llvm.inline_asm': inline asm text refers to $2, which is not an operand (the asm has 2)
llvm.func @asm(%x: i32) attributes {nvvm.kernel} {
  %r = llvm.inline_asm has_side_effects "add.s32 $0, $1, $2;", "=r,r" %x : (i32) -> i32
  llvm.return
}

// -----

// CHECK: 'llvm.call': variadic call without nvvm.varargs_packed: run lower-varargs first
llvm.func @f(i32, ...)
llvm.func @g(%x: i32) attributes {nvvm.kernel} {
  llvm.call @f(%x, %x) vararg(!llvm.func<void (i32, ...)>) : (i32, i32) -> ()
  llvm.return
}

// -----

// CHECK: 'llvm.trunc': i24 is not supported by the PTX backend
llvm.func @odd(%x: i32) {
  %y = llvm.trunc %x : i32 to i24
  llvm.return
}

// -----

// CHECK: 'llvm.func': argument 0: i24 is not supported by the PTX backend
llvm.func @odd_arg(%x: i24) {
  llvm.return
}

// -----

// CHECK: 'llvm.call_intrinsic': convert-llvm-to-ptx cannot select intrinsic 'llvm.nvvm.unknown.thing'
llvm.func @h() attributes {nvvm.kernel} {
  llvm.call_intrinsic "llvm.nvvm.unknown.thing"() : () -> ()
  llvm.return
}

// -----

// CHECK: 'llvm.intr.memcpy': memcpy/memmove with a non-constant length: run lower-aggr-copies first
llvm.func @copy(%d: !llvm.ptr, %s: !llvm.ptr, %n: i64) attributes {nvvm.kernel} {
  "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}


// -----

// CHECK: 'llvm.store': cannot write to parameter space (kernel parameters are read-only)
llvm.func @store_param(%s: !llvm.ptr<101> {llvm.byval = i32}, %v: i32) attributes {nvvm.kernel} {
  llvm.store %v, %s : i32, !llvm.ptr<101>
  llvm.return
}

// -----

// CHECK: 'llvm.udiv': 'llvm.udiv' on i128 is not supported
llvm.func @div128(%a: i128, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %m = llvm.udiv %a, %a : i128
  llvm.store %m, %out : i128, !llvm.ptr
  llvm.return
}

// -----

// CHECK: 'llvm.func': nvvm.maxntid and nvvm.reqntid cannot both be given (PTX forbids .maxntid with .reqntid)
llvm.func @both() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128>, nvvm.reqntid = array<i32: 128>} {
  llvm.return
}
