// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// PTX has no atomics on local memory, which only its own thread can touch: an RMW or
// compare-and-swap on a stack object is a plain load/compute/store. i128 casts work on halves.
// CHECK:       ld.local.b32 [[OLD:%r[0-9]+]], [%SPL];
// CHECK-NEXT:  add.s32 [[NEW:%r[0-9]+]], [[OLD]], [[V:%r[0-9]+]];
// CHECK-NEXT:  st.local.b32 [%SPL], [[NEW]];
// CHECK-NEXT:  ld.local.b32 [[CUR:%r[0-9]+]], [%SPL];
// CHECK-NEXT:  setp.eq.b32 [[OK:%p[0-9]+]], [[CUR]], [[OLD]];
// CHECK-NEXT:  selp.b32 [[SWAP:%r[0-9]+]], [[V]], [[CUR]], [[OK]];
// CHECK-NEXT:  st.local.b32 [%SPL], [[SWAP]];
// CHECK-NOT:   atom
// CHECK:       cvt.u32.u64 {{%r[0-9]+}}, {{%rd[0-9]+}};
// CHECK-NEXT:  cvt.u64.u32 [[Z:%rd[0-9]+]], [[V]];
// CHECK-NEXT:  cvt.s64.s32 [[S:%rd[0-9]+]], [[V]];
// CHECK-NEXT:  shr.s64 [[SH:%rd[0-9]+]], [[S]], 63;
// CHECK:       mov.b64 [[ZERO:%rd[0-9]+]], 0;
// CHECK-NEXT:  st.v2.b64 [{{%rd[0-9]+}}], {[[Z]], [[ZERO]]};
// CHECK-NEXT:  st.v2.b64 [{{%rd[0-9]+}}], {[[S]], [[SH]]};

llvm.func @la(%out: !llvm.ptr, %v: i32, %w: i128) attributes {nvvm.kernel} {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %v, %a : i32, !llvm.ptr
  %old = llvm.atomicrmw add %a, %v monotonic : !llvm.ptr, i32
  %pair = llvm.cmpxchg %a, %old, %v acq_rel monotonic : !llvm.ptr, i32
  %x = llvm.load %a : !llvm.ptr -> i32
  llvm.store %x, %out : i32, !llvm.ptr
  %t = llvm.trunc %w : i128 to i32
  %z = llvm.zext %v : i32 to i128
  %s = llvm.sext %v : i32 to i128
  llvm.store %t, %out : i32, !llvm.ptr
  llvm.store %z, %out : i128, !llvm.ptr
  llvm.store %s, %out : i128, !llvm.ptr
  llvm.return
}
