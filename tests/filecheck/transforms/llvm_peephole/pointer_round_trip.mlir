// Pointer/integer round trips (#24, CuTe's shared-memory addresses through i64): inttoptr of a
// ptrtoint back to the same pointer type is the pointer where the integer holds all of its bits,
// ptrtoint of an inttoptr back to the same integer type is the integer where the pointer does.
// RUN: xdsl-opt %s -p llvm-peephole,llvm-dce --split-input-file | filecheck %s

// 32-bit shared pointers through i64 and i32, a 64-bit global pointer through i64.
// CHECK-LABEL: llvm.func @folded
// CHECK-NOT:     llvm.inttoptr
// CHECK-NOT:     llvm.ptrtoint
// CHECK:         llvm.insertvalue %s, %{{.*}}[0]
// CHECK-NEXT:    llvm.insertvalue %s, %{{.*}}[1]
// CHECK-NEXT:    llvm.insertvalue %g, %{{.*}}[2]
// CHECK-NEXT:    llvm.insertvalue %x, %{{.*}}[3]
llvm.func @folded(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %x: i32) -> !llvm.struct<(ptr<3>, ptr<3>, ptr<1>, i32)> {
  %a = llvm.ptrtoint %s : !llvm.ptr<3> to i64
  %b = llvm.inttoptr %a : i64 to !llvm.ptr<3>
  %c = llvm.ptrtoint %s : !llvm.ptr<3> to i32
  %d = llvm.inttoptr %c : i32 to !llvm.ptr<3>
  %e = llvm.ptrtoint %g : !llvm.ptr<1> to i64
  %f = llvm.inttoptr %e : i64 to !llvm.ptr<1>
  %h = llvm.inttoptr %x : i32 to !llvm.ptr<1>
  %i = llvm.ptrtoint %h : !llvm.ptr<1> to i32
  %u = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, ptr<1>, i32)>
  %u0 = llvm.insertvalue %b, %u[0] : !llvm.struct<(ptr<3>, ptr<3>, ptr<1>, i32)>
  %u1 = llvm.insertvalue %d, %u0[1] : !llvm.struct<(ptr<3>, ptr<3>, ptr<1>, i32)>
  %u2 = llvm.insertvalue %f, %u1[2] : !llvm.struct<(ptr<3>, ptr<3>, ptr<1>, i32)>
  %u3 = llvm.insertvalue %i, %u2[3] : !llvm.struct<(ptr<3>, ptr<3>, ptr<1>, i32)>
  llvm.return %u3 : !llvm.struct<(ptr<3>, ptr<3>, ptr<1>, i32)>
}

// -----

// Kept: a 64-bit pointer through i32 loses its top half; another address space or integer
// type is not a round trip; a 64-bit integer through a 32-bit pointer loses its top half.
// CHECK-LABEL: llvm.func @kept
// CHECK-COUNT-4: llvm.inttoptr
// CHECK:         llvm.ptrtoint %{{.*}} : !llvm.ptr<3> to i64
llvm.func @kept(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>, %w: i64) -> !llvm.struct<(ptr<1>, ptr<3>, ptr<5>, ptr<1>, i64)> {
  %a = llvm.ptrtoint %g : !llvm.ptr<1> to i32
  %b = llvm.inttoptr %a : i32 to !llvm.ptr<1>
  %c = llvm.ptrtoint %g : !llvm.ptr<1> to i64
  %d = llvm.inttoptr %c : i64 to !llvm.ptr<3>
  %e = llvm.ptrtoint %s : !llvm.ptr<3> to i32
  %f = llvm.inttoptr %e : i32 to !llvm.ptr<5>
  %h = llvm.inttoptr %w : i64 to !llvm.ptr<3>
  %i = llvm.ptrtoint %h : !llvm.ptr<3> to i64
  %u = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<3>, ptr<5>, ptr<1>, i64)>
  %u0 = llvm.insertvalue %b, %u[0] : !llvm.struct<(ptr<1>, ptr<3>, ptr<5>, ptr<1>, i64)>
  %u1 = llvm.insertvalue %d, %u0[1] : !llvm.struct<(ptr<1>, ptr<3>, ptr<5>, ptr<1>, i64)>
  %u2 = llvm.insertvalue %f, %u1[2] : !llvm.struct<(ptr<1>, ptr<3>, ptr<5>, ptr<1>, i64)>
  %u3 = llvm.insertvalue %b, %u2[3] : !llvm.struct<(ptr<1>, ptr<3>, ptr<5>, ptr<1>, i64)>
  %u4 = llvm.insertvalue %i, %u3[4] : !llvm.struct<(ptr<1>, ptr<3>, ptr<5>, ptr<1>, i64)>
  llvm.return %u4 : !llvm.struct<(ptr<1>, ptr<3>, ptr<5>, ptr<1>, i64)>
}
