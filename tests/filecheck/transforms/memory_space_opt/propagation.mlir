// Spaces flow through GEPs, pointer bitcasts, selects and block arguments (a fixpoint, so
// loops work); a merge of two different spaces is generic.
// RUN: xdsl-opt %s -p memory-space-opt --split-input-file | filecheck %s

llvm.func @select_and_loop(%a: !llvm.ptr, %b: !llvm.ptr, %n: i32, %c: i1) attributes {nvvm.kernel} {
  %l = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  %sel = llvm.select %c, %a, %b : i1, !llvm.ptr
  %cast = llvm.bitcast %sel : !llvm.ptr to !llvm.ptr
  %v = llvm.load %cast : !llvm.ptr -> i32
  %mix = llvm.select %c, %a, %l : i1, !llvm.ptr
  %w = llvm.load %mix : !llvm.ptr -> i32
  llvm.br ^loop(%a : !llvm.ptr)
^loop(%q: !llvm.ptr):
  %x = llvm.load %q : !llvm.ptr -> i32
  %q2 = llvm.getelementptr %q[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.cond_br %c, ^loop(%q2 : !llvm.ptr), ^exit(%l : !llvm.ptr)
^exit(%e: !llvm.ptr):
  llvm.store %x, %e : i32, !llvm.ptr
  llvm.return
}

// CHECK-LABEL: llvm.func @select_and_loop(
// CHECK-DAG:   %[[A:.*]] = llvm.addrspacecast %a : !llvm.ptr to !llvm.ptr<1>
// CHECK-DAG:   %[[B:.*]] = llvm.addrspacecast %b : !llvm.ptr to !llvm.ptr<1>
// CHECK:       %[[L:.*]] = llvm.addrspacecast %l : !llvm.ptr to !llvm.ptr<5>
// CHECK:       %[[SEL:.*]] = llvm.select %c, %[[A]], %[[B]] : i1, !llvm.ptr<1>
// CHECK-NEXT:  %v = llvm.load %[[SEL]] : !llvm.ptr<1> -> i32
// Global or local: only a generic access is right.
// CHECK-NEXT:  %mix = llvm.select %c, %a, %l : i1, !llvm.ptr
// CHECK-NEXT:  %w = llvm.load %mix : !llvm.ptr -> i32
// CHECK-NEXT:  llvm.br ^[[LOOP:.*]](%[[A]] : !llvm.ptr<1>)
// CHECK-NEXT:  ^[[LOOP]](%q: !llvm.ptr<1>):
// CHECK-NEXT:  %x = llvm.load %q : !llvm.ptr<1> -> i32
// CHECK-NEXT:  %[[Q2:.*]] = llvm.getelementptr %q[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
// CHECK-NEXT:  llvm.cond_br %c, ^[[LOOP]](%[[Q2]] : !llvm.ptr<1>), ^[[EXIT:.*]](%[[L]] : !llvm.ptr<5>)
// CHECK-NEXT:  ^[[EXIT]](%e: !llvm.ptr<5>):
// CHECK-NEXT:  llvm.store %x, %e : i32, !llvm.ptr<5>

// -----

// A block argument that also escapes keeps a generic view for the escaping use.
llvm.func @escape(!llvm.ptr)
llvm.func @block_arg_escapes(%a: !llvm.ptr, %b: !llvm.ptr, %c: i1) attributes {nvvm.kernel} {
  llvm.cond_br %c, ^join(%a : !llvm.ptr), ^join(%b : !llvm.ptr)
^join(%p: !llvm.ptr):
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.call @escape(%p) : (!llvm.ptr) -> ()
  llvm.return
}

// CHECK-LABEL: llvm.func @block_arg_escapes(
// CHECK:       ^[[JOIN:.*]](%p: !llvm.ptr<1>):
// CHECK-NEXT:  %[[GEN:.*]] = llvm.addrspacecast %p : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT:  %v = llvm.load %p : !llvm.ptr<1> -> i32
// CHECK-NEXT:  llvm.call @escape(%[[GEN]]) : (!llvm.ptr) -> ()

// -----

// A loop whose entry value is generic (a device function's param) stays generic.
llvm.func @device_loop(%c: i1, %p: !llvm.ptr) {
  llvm.br ^loop(%p : !llvm.ptr)
^loop(%q: !llvm.ptr):
  %v = llvm.load %q : !llvm.ptr -> i32
  llvm.cond_br %c, ^loop(%q : !llvm.ptr), ^exit
^exit:
  llvm.return
}
// CHECK-LABEL: llvm.func @device_loop(
// CHECK:       %v = llvm.load %q : !llvm.ptr -> i32
