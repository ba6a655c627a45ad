// REQUIRES: ptxas
// llvm-loop-rotate: a loop whose header tests and exits becomes a guard before the loop and a
// test at the end of each iteration (a do-while); the header's arguments move to the body, the
// exit gets the header values used after the loop.
// RUN: xdsl-opt %s -p llvm-loop-rotate --split-input-file | filecheck %s
// RUN: xdsl-opt %s -p "llvm-loop-rotate{max-exit-values=0}" --split-input-file | filecheck %s --check-prefix=LIMIT
// RUN: xdsl-opt %s -p "llvm-loop-rotate,lower-to-ptx{sm=80}" -t ptx > %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin

// CHECK-LABEL: llvm.func @sum
// CHECK:         %[[G:.*]] = llvm.icmp "slt" %zero, %n : i32
// CHECK-NEXT:    llvm.cond_br %[[G]], ^[[BODY:.*]](%zero, %fz : i32, f32), ^[[EXIT:.*]](%fz : f32)
// CHECK-NEXT:  ^[[BODY]](%i: i32, %acc: f32):
// CHECK:         %[[A:.*]] = llvm.fadd %acc, %{{.*}} : f32
// CHECK:         %[[NEXT:.*]] = llvm.add %i, %{{.*}} : i32
// CHECK-NEXT:    %[[C:.*]] = llvm.icmp "slt" %[[NEXT]], %n : i32
// CHECK-NEXT:    llvm.cond_br %[[C]], ^[[BODY]](%[[NEXT]], %[[A]] : i32, f32), ^[[EXIT]](%[[A]] : f32)
// CHECK-NEXT:  ^[[EXIT]](%[[R:.*]]: f32):
// CHECK-NEXT:    llvm.fmul %[[R]], %[[R]] : f32
// With no value allowed to the exit, the loop stays as it is.
// LIMIT-LABEL: llvm.func @sum
// LIMIT:         llvm.br ^{{.*}}(%zero, %fz : i32, f32)
llvm.func @sum(%p: !llvm.ptr<1>, %n: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %fz = llvm.mlir.constant(0.0 : f32) : f32
  llvm.br ^h(%zero, %fz : i32, f32)
^h(%i: i32, %acc: f32):
  %c = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %c, ^body, ^exit
^body:
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %v = llvm.load %q : !llvm.ptr<1> -> f32
  %a2 = llvm.fadd %acc, %v : f32
  %one = llvm.mlir.constant(1 : i32) : i32
  %next = llvm.add %i, %one : i32
  llvm.br ^h(%next, %a2 : i32, f32)
^exit:
  %r = llvm.fmul %acc, %acc : f32
  llvm.store %r, %out : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// A header op used in the loop (an offset) is recomputed at the top of the body; the test's
// operands are taken from each edge. The inner loop is rotated first, then the outer one.
// CHECK-LABEL: llvm.func @nest
// CHECK:         llvm.cond_br %{{.*}}, ^[[OB:.*]](%zero : i32), ^[[OX:.*]]
// CHECK-NEXT:  ^[[OB]](%i: i32):
// CHECK:         llvm.cond_br %{{.*}}, ^[[IB:.*]](%zero, %{{.*}} : i32, i32), ^[[IX:.*]]
// CHECK-NEXT:  ^[[IB]](%j: i32, %off: i32):
// CHECK-NEXT:    %{{.*}} = llvm.shl %j, %{{.*}} : i32
// CHECK:         llvm.cond_br %{{.*}}, ^[[IB]](%{{.*}}, %{{.*}} : i32, i32), ^[[IX]]
// CHECK:       ^[[IX]]:
// CHECK:         llvm.cond_br %{{.*}}, ^[[OB]](%{{.*}} : i32), ^[[OX]]
// CHECK:       ^[[OX]]:
// CHECK-NEXT:    llvm.return
llvm.func @nest(%p: !llvm.ptr<1>, %n: i32, %m: i32) attributes {nvvm.kernel} {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  llvm.br ^oh(%zero : i32)
^oh(%i: i32):
  %oc = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %oc, ^ob, ^ox
^ob:
  %row = llvm.mul %i, %m : i32
  llvm.br ^ih(%zero, %row : i32, i32)
^ih(%j: i32, %off: i32):
  %scaled = llvm.shl %j, %two : i32
  %ic = llvm.icmp "slt" %j, %m : i32
  llvm.cond_br %ic, ^ib, ^ix
^ib:
  %at = llvm.add %off, %scaled : i32
  %q = llvm.getelementptr %p[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.store %j, %q : i32, !llvm.ptr<1>
  %jn = llvm.add %j, %one : i32
  %offn = llvm.add %off, %one : i32
  llvm.br ^ih(%jn, %offn : i32, i32)
^ix:
  %in = llvm.add %i, %one : i32
  llvm.br ^oh(%in : i32)
^ox:
  llvm.return
}

// -----

// Left alone: a header that reads memory (it would run on the guard's path too), and a loop
// whose exit is also reached from elsewhere.
// CHECK-LABEL: llvm.func @loads_in_header
// CHECK:         llvm.br ^{{.*}}(%zero : i32)
// CHECK-LABEL: llvm.func @shared_exit
// CHECK:         llvm.br ^{{.*}}(%zero{{.*}} : i32)
llvm.func @loads_in_header(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^h(%zero : i32)
^h(%i: i32):
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %v = llvm.load %q : !llvm.ptr<1> -> i32
  %c = llvm.icmp "ne" %v, %zero : i32
  llvm.cond_br %c, ^b, ^x
^b:
  %next = llvm.add %i, %one : i32
  llvm.br ^h(%next : i32)
^x:
  llvm.return
}

llvm.func @shared_exit(%p: !llvm.ptr<1>, %n: i32, %flag: i1) attributes {nvvm.kernel} {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.cond_br %flag, ^pre, ^x
^pre:
  llvm.br ^h(%zero : i32)
^h(%i: i32):
  %c = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %c, ^b, ^x
^b:
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.store %i, %q : i32, !llvm.ptr<1>
  %next = llvm.add %i, %one : i32
  llvm.br ^h(%next : i32)
^x:
  llvm.return
}
