// REQUIRES: ptxas
// llvm-licm sinks a speculatable op whose uses are all in one successor that only its block
// reaches into that successor (#26: the `device_assert` message's string addresses are made in
// the failing branch only). An op used on both sides, or in a block with other predecessors, stays.
// RUN: xdsl-opt %s -p llvm-licm | filecheck %s
// RUN: nvvm-opt %s --sm 80 -O2 -o %t.ptx && %ptxas -arch=sm_80 -c %t.ptx -o %t.cubin

llvm.mlir.global internal constant @msg("bad\00") {addr_space = 1 : i32}
llvm.func @report(!llvm.ptr, i32)

// CHECK-LABEL: llvm.func @check
// CHECK:         %[[BOTH:.*]] = llvm.mul %x, %x : i32
// CHECK-NEXT:    %[[C:.*]] = llvm.icmp "sgt" %x, %{{.*}} : i32
// CHECK-NEXT:    llvm.cond_br %[[C]], ^[[OK:.*]], ^[[FAIL:.*]]
// CHECK:       ^[[FAIL]]:
// CHECK-NEXT:    %{{.*}} = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:    %[[G:.*]] = llvm.mlir.addressof @msg
// CHECK-NEXT:    %[[P:.*]] = llvm.addrspacecast %[[G]]
// CHECK-NEXT:    %[[LINE:.*]] = llvm.add %x, %{{.*}} : i32
// CHECK-NEXT:    llvm.call @report(%[[P]], %[[LINE]])
// CHECK:       ^[[OK]]:
// CHECK-NEXT:    llvm.store %[[BOTH]]
llvm.func @check(%out: !llvm.ptr<1>, %x: i32) attributes {nvvm.kernel} {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %seven = llvm.mlir.constant(7 : i32) : i32
  %g = llvm.mlir.addressof @msg : !llvm.ptr<1>
  %p = llvm.addrspacecast %g : !llvm.ptr<1> to !llvm.ptr
  %line = llvm.add %x, %seven : i32
  %both = llvm.mul %x, %x : i32
  %c = llvm.icmp "sgt" %x, %zero : i32
  llvm.cond_br %c, ^ok, ^fail
^fail:
  llvm.call @report(%p, %line) : (!llvm.ptr, i32) -> ()
  llvm.store %both, %out : i32, !llvm.ptr<1>
  llvm.return
^ok:
  llvm.store %both, %out : i32, !llvm.ptr<1>
  llvm.return
}
