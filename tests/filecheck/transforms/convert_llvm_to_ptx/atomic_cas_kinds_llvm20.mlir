// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// The atomicrmw operations LLVM 20+ added (MLIR 22's memref.atomic_rmw maximumf/minimumf lowers
// to fmaximum/fminimum) have no PTX atom either: CAS loops, each combining as LLVM defines it.
// CHECK-LABEL: .visible .entry newer_kinds(
// CHECK:       max.NaN.f32
// CHECK:       atom.{{.*}}cas.b32
// CHECK:       min.f32
// CHECK:       atom.{{.*}}cas.b32
// CHECK:       setp.nan.f64 [[NAN:%p[0-9]+]]
// CHECK:       selp.f64 {{%fd[0-9]+}}, {{%fd[0-9]+}}, {{%fd[0-9]+}}, [[NAN]];
// CHECK:       atom.{{.*}}cas.b64
// CHECK:       sub.s32 [[DIFF:%r[0-9]+]], [[OLD:%r[0-9]+]], [[V:%r[0-9]+]];
// CHECK-NEXT:  setp.ge.u32 [[FITS:%p[0-9]+]], [[OLD]], [[V]];
// CHECK-NEXT:  selp.b32 {{%r[0-9]+}}, [[DIFF]], [[OLD]], [[FITS]];
// CHECK:       atom.{{.*}}cas.b32
// CHECK:       selp.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0, {{%p[0-9]+}};
// CHECK:       atom.{{.*}}cas.b32
llvm.func @newer_kinds(%p: !llvm.ptr<1>, %f: f32, %d: f64, %i: i32) attributes {nvvm.kernel} {
  %a = llvm.atomicrmw fmaximum %p, %f acq_rel : !llvm.ptr<1>, f32
  %b = llvm.atomicrmw fminimumnum %p, %f monotonic : !llvm.ptr<1>, f32
  %q = llvm.getelementptr %p[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  %c = llvm.atomicrmw fminimum %q, %d monotonic : !llvm.ptr<1>, f64
  %r = llvm.getelementptr %p[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  %e = llvm.atomicrmw usub_cond %r, %i monotonic : !llvm.ptr<1>, i32
  %g = llvm.atomicrmw usub_sat %r, %i monotonic : !llvm.ptr<1>, i32
  llvm.store %a, %p : f32, !llvm.ptr<1>
  llvm.store %b, %p : f32, !llvm.ptr<1>
  llvm.store %c, %q : f64, !llvm.ptr<1>
  llvm.store %e, %r : i32, !llvm.ptr<1>
  llvm.store %g, %r : i32, !llvm.ptr<1>
  llvm.return
}
