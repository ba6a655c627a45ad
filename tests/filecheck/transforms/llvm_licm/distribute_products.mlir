// REQUIRES: ptxas
// llvm-licm distributes `(x + c) * y` to `x * y + c * y` when two or more products in a loop
// share a varying x and an invariant y (c invariant): one x * y per iteration, each c * y
// hoisted (#26: the rows k + 2j of a tile times a run-time stride, fp8_dot_sm120_64). A product
// alone, or one whose y varies, is left as it is.
// RUN: xdsl-opt %s -p llvm-licm | filecheck %s
// RUN: nvvm-opt %s --sm 80 -O2 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin

// CHECK-LABEL: llvm.func @rows
// CHECK:         %[[C2Y:.*]] = llvm.mul %{{.*}}, %n : i32
// CHECK-NEXT:    %[[C4Y:.*]] = llvm.mul %{{.*}}, %n : i32
// CHECK-NEXT:    llvm.br ^[[LOOP:.*]](
// CHECK:       ^[[LOOP]](%k: i32):
// CHECK-NEXT:    %[[KY:.*]] = llvm.mul %k, %n : i32
// CHECK:         llvm.add %[[KY]], %[[C2Y]] : i32
// CHECK:         llvm.add %[[KY]], %[[C4Y]] : i32
// CHECK:         %[[ALONE:.*]] = llvm.add %k, %m : i32
// CHECK-NEXT:    llvm.mul %[[ALONE]], %m : i32
// CHECK:         llvm.mul %{{.*}}, %k : i32
llvm.func @rows(%p: !llvm.ptr<1>, %n: i32, %m: i32, %end: i32) attributes {nvvm.kernel} {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %four = llvm.mlir.constant(4 : i32) : i32
  %step = llvm.mlir.constant(8 : i32) : i32
  llvm.br ^loop(%zero : i32)
^loop(%k: i32):
  %r2 = llvm.add %k, %two : i32
  %r4 = llvm.add %k, %four : i32
  %o2 = llvm.mul %r2, %n : i32
  %o4 = llvm.mul %r4, %n : i32
  %alone = llvm.add %k, %m : i32
  %oa = llvm.mul %alone, %m : i32
  %varying = llvm.add %k, %two : i32
  %ov = llvm.mul %varying, %k : i32
  %q2 = llvm.getelementptr %p[%o2] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %q4 = llvm.getelementptr %p[%o4] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %qa = llvm.getelementptr %p[%oa] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %qv = llvm.getelementptr %p[%ov] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %v = llvm.load %q2 : !llvm.ptr<1> -> f32
  llvm.store %v, %q4 : f32, !llvm.ptr<1>
  llvm.store %v, %qa : f32, !llvm.ptr<1>
  llvm.store %v, %qv : f32, !llvm.ptr<1>
  %next = llvm.add %k, %step : i32
  %more = llvm.icmp "slt" %next, %end : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}
