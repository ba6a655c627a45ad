// llvm-inline inlines device functions called once, small ones and `always_inline` ones, never
// `noinline`, recursive, variadic or byval-argument callees; callee slots move to the caller's
// entry block.
// RUN: xdsl-opt %s -p llvm-inline --split-input-file | filecheck %s

// Two calls of a small internal function with a branch and a slot: both inlined, the slots in
// the kernel's entry block, the function erased (internal, no calls left).
// CHECK-NOT:   llvm.func internal @absq
// CHECK-LABEL: llvm.func @kernel
// CHECK-NEXT:    %{{.*}} = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %{{.*}} = llvm.alloca
// CHECK-NEXT:    %{{.*}} = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %{{.*}} = llvm.alloca
// CHECK-NOT:     llvm.call
// CHECK:         llvm.cond_br
// CHECK:       ^[[JOIN:.*]]:
// CHECK:         %[[A:.*]] = llvm.mul
// CHECK:         llvm.icmp "slt" %[[A]]
// CHECK:         %[[B:.*]] = llvm.mul
// CHECK-NEXT:    llvm.store %[[B]], %out{{.*}} : i32, !llvm.ptr
// CHECK-NEXT:    llvm.return
llvm.func internal @absq(%x: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %t = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %t : i32, !llvm.ptr
  %z = llvm.mlir.constant(0 : i32) : i32
  %c = llvm.icmp "slt" %x, %z : i32
  llvm.cond_br %c, ^neg, ^done
^neg:
  %n = llvm.sub %z, %x : i32
  llvm.store %n, %t : i32, !llvm.ptr
  llvm.br ^done
^done:
  %v = llvm.load %t : !llvm.ptr -> i32
  %r = llvm.mul %v, %v : i32
  llvm.return %r : i32
}
llvm.func @kernel(%out: !llvm.ptr, %n: i32) attributes {nvvm.kernel} {
  %a = llvm.call @absq(%n) : (i32) -> i32
  %b = llvm.call @absq(%a) : (i32) -> i32
  llvm.store %b, %out : i32, !llvm.ptr
  llvm.return
}

// -----

// Two returns: the continuation block takes the result as its argument. The external callee stays.
// CHECK-LABEL: llvm.func @pick
// CHECK-LABEL: llvm.func @caller
// CHECK:         llvm.cond_br %{{.*}}, ^[[T:.*]], ^[[F:.*]]
// CHECK:       ^[[T]]:
// CHECK-NEXT:    llvm.br ^[[CONT:.*]](%x{{.*}} : i32)
// CHECK:       ^[[F]]:
// CHECK-NEXT:    llvm.br ^[[CONT]](%y{{.*}} : i32)
// CHECK:       ^[[CONT]](%[[R:.*]]: i32):
// CHECK-NEXT:    llvm.return %[[R]] : i32
llvm.func @pick(%c: i1, %x: i32, %y: i32) -> i32 {
  llvm.cond_br %c, ^t, ^f
^t:
  llvm.return %x : i32
^f:
  llvm.return %y : i32
}
llvm.func @caller(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = llvm.call @pick(%c, %x, %y) : (i1, i32, i32) -> i32
  llvm.return %r : i32
}

// -----

// Refused: noinline, direct and mutual recursion, variadic, byval; always_inline honoured.
// CHECK-LABEL: llvm.func @refusals
// CHECK:         llvm.call @no(
// CHECK:         llvm.call @self(
// CHECK:         llvm.call @ping(
// CHECK:         llvm.call @va(
// CHECK:         llvm.call @byval(
// CHECK-NOT:     llvm.call @big
llvm.func @no(%x: i32) -> i32 attributes {no_inline} {
  llvm.return %x : i32
}
llvm.func @self(%x: i32) -> i32 {
  %r = llvm.call @self(%x) : (i32) -> i32
  llvm.return %r : i32
}
llvm.func @ping(%x: i32) -> i32 {
  %r = llvm.call @pong(%x) : (i32) -> i32
  llvm.return %r : i32
}
llvm.func @pong(%x: i32) -> i32 {
  %r = llvm.call @ping(%x) : (i32) -> i32
  llvm.return %r : i32
}
llvm.func @va(%x: i32, ...) -> i32 {
  llvm.return %x : i32
}
llvm.func @byval(%p: !llvm.ptr {llvm.byval = i32}) -> i32 {
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func @big(%x: i32) -> i32 attributes {passthrough = ["alwaysinline"]} {
  llvm.return %x : i32
}
llvm.func @refusals(%x: i32, %p: !llvm.ptr) -> i32 {
  %a = llvm.call @no(%x) : (i32) -> i32
  %b = llvm.call @no(%a) : (i32) -> i32
  %c = llvm.call @self(%b) : (i32) -> i32
  %d = llvm.call @ping(%c) : (i32) -> i32
  %e = llvm.call @va(%d, %d) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
  %f = llvm.call @byval(%p) : (!llvm.ptr) -> i32
  %g = llvm.call @big(%f) : (i32) -> i32
  llvm.return %g : i32
}
