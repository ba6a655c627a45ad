// Param-space pointers made by lower-struct-args (nvvm.cvt.param.to.generic) are followed only
// with opt-byval: then a load through a select of two grid constants reads param space
// directly (ld.param through an address, as LLVM does). Param space is read-only, so a store
// never becomes a param store.
// RUN: xdsl-opt %s -p lower-struct-args,memory-space-opt --split-input-file | filecheck %s
// RUN: xdsl-opt %s -p 'lower-struct-args{opt-byval=false},memory-space-opt{opt-byval=false}' --split-input-file | filecheck %s --check-prefix=OFF

llvm.func @select(%s: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64, nvvm.grid_constant}, %t: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64, nvvm.grid_constant}, %c: i1, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %p = llvm.select %c, %s, %t : i1, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}

// CHECK-LABEL: llvm.func @select(%s: !llvm.ptr<101> {{.*}}, %t: !llvm.ptr<101>
// CHECK-NOT:   nvvm.cvt.param.to.generic
// CHECK:       %[[OUT:.*]] = llvm.addrspacecast %out : !llvm.ptr to !llvm.ptr<1>
// CHECK-NOT:   nvvm.cvt.param.to.generic
// CHECK:       %[[P:.*]] = llvm.select %c, %s, %t : i1, !llvm.ptr<101>
// CHECK-NEXT:  %v = llvm.load %[[P]] : !llvm.ptr<101> -> i32
// CHECK-NEXT:  llvm.store %v, %[[OUT]] : i32, !llvm.ptr<1>
// CHECK-NEXT:  llvm.return

// Without opt-byval the byval arguments stay generic pointers: not global, not param.
// OFF-LABEL: llvm.func @select(%s: !llvm.ptr {{.*}}, %t: !llvm.ptr
// OFF-NEXT:  %[[OUT:.*]] = llvm.addrspacecast %out : !llvm.ptr to !llvm.ptr<1>
// OFF-NEXT:  %p = llvm.select %c, %s, %t : i1, !llvm.ptr
// OFF-NEXT:  %v = llvm.load %p : !llvm.ptr -> i32
// OFF-NEXT:  llvm.store %v, %[[OUT]] : i32, !llvm.ptr<1>

// -----

// A cvt.param.to.generic written by hand (no lower-struct-args): followed with opt-byval only.
// RUN: xdsl-opt %s -p memory-space-opt --split-input-file | filecheck %s --check-prefix=HAND
// RUN: xdsl-opt %s -p 'memory-space-opt{opt-byval=false}' --split-input-file | filecheck %s --check-prefix=HANDOFF
llvm.func @store_to_param(%s: !llvm.ptr<101> {llvm.byval = i32, llvm.align = 4 : i64, nvvm.grid_constant}) attributes {nvvm.kernel} {
  %g = nvvm.cvt.param.to.generic %s : !llvm.ptr<101> to !llvm.ptr
  %v = llvm.load %g : !llvm.ptr -> i32
  llvm.store %v, %g : i32, !llvm.ptr
  llvm.return
}

// HAND-LABEL: llvm.func @store_to_param(
// HAND-NEXT:  %g = nvvm.cvt.param.to.generic %s : !llvm.ptr<101> to !llvm.ptr
// HAND-NEXT:  %v = llvm.load %s : !llvm.ptr<101> -> i32
// HAND-NEXT:  llvm.store %v, %g : i32, !llvm.ptr

// HANDOFF-LABEL: llvm.func @store_to_param(
// HANDOFF-NEXT:  %g = nvvm.cvt.param.to.generic %s : !llvm.ptr<101> to !llvm.ptr
// HANDOFF-NEXT:  %v = llvm.load %g : !llvm.ptr -> i32
