// A pointer loaded out of a kernel's byval struct points to global memory (CUDA convention, as
// LLVM's NVPTX backend assumes): it is marked with nvvm.cvt.generic.to.as and cast back to
// generic, so memory-space-opt turns accesses through it into global ones.
// RUN: xdsl-opt %s -p lower-struct-args | filecheck %s
// RUN: xdsl-opt %s -p lower-struct-args,memory-space-opt | filecheck %s --check-prefix=MSO

llvm.func @escape(!llvm.ptr)

llvm.func @k(%s: !llvm.ptr {llvm.byval = !llvm.struct<(ptr, i32, ptr<3>)>, llvm.align = 8 : i64}) attributes {nvvm.kernel} {
  %pp = llvm.getelementptr %s[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, i32, ptr<3>)>
  %p = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %np = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, i32, ptr<3>)>
  %n = llvm.load %np : !llvm.ptr -> i32
  %q = llvm.getelementptr %p[%n] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  %v = llvm.load %q : !llvm.ptr -> f32
  llvm.store %v, %p : f32, !llvm.ptr
  %shp = llvm.getelementptr %s[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, i32, ptr<3>)>
  %sh = llvm.load %shp : !llvm.ptr -> !llvm.ptr<3>
  llvm.store %v, %sh : f32, !llvm.ptr<3>
  llvm.call @escape(%p) : (!llvm.ptr) -> ()
  llvm.return
}

// CHECK-LABEL: llvm.func @k(%s: !llvm.ptr<101>
// CHECK-NEXT:  %[[RAW:.*]] = nvvm.ldparam %s[0] : !llvm.ptr<101> -> !llvm.ptr
// CHECK-NEXT:  %[[GLOBAL:.*]] = nvvm.cvt.generic.to.as %[[RAW]] : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT:  %p = llvm.addrspacecast %[[GLOBAL]] : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT:  %n = nvvm.ldparam %s[8] : !llvm.ptr<101> -> i32
// CHECK-NEXT:  %q = llvm.getelementptr %p[%n] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT:  %v = llvm.load %q : !llvm.ptr -> f32
// CHECK-NEXT:  llvm.store %v, %p : f32, !llvm.ptr
// A pointer that already names its space is not marked (a shared pointer is 4 bytes, p3:32:32).
// CHECK-NEXT:  %sh = nvvm.ldparam %s[12] : !llvm.ptr<101> -> !llvm.ptr<3>
// CHECK-NEXT:  llvm.store %v, %sh : f32, !llvm.ptr<3>
// CHECK-NEXT:  llvm.call @escape(%p) : (!llvm.ptr) -> ()

// MSO-LABEL: llvm.func @k(%s: !llvm.ptr<101>
// MSO-NEXT:  %[[RAW:.*]] = nvvm.ldparam %s[0] : !llvm.ptr<101> -> !llvm.ptr
// MSO-NEXT:  %[[GLOBAL:.*]] = nvvm.cvt.generic.to.as %[[RAW]] : !llvm.ptr to !llvm.ptr<1>
// MSO-NEXT:  %p = llvm.addrspacecast %[[GLOBAL]] : !llvm.ptr<1> to !llvm.ptr
// MSO-NEXT:  %n = nvvm.ldparam %s[8] : !llvm.ptr<101> -> i32
// MSO-NEXT:  %[[Q:.*]] = llvm.getelementptr %[[GLOBAL]][%n] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
// MSO-NEXT:  %v = llvm.load %[[Q]] : !llvm.ptr<1> -> f32
// MSO-NEXT:  llvm.store %v, %[[GLOBAL]] : f32, !llvm.ptr<1>
// MSO-NEXT:  %sh = nvvm.ldparam %s[12] : !llvm.ptr<101> -> !llvm.ptr<3>
// MSO-NEXT:  llvm.store %v, %sh : f32, !llvm.ptr<3>
// The escaping use keeps the generic pointer.
// MSO-NEXT:  llvm.call @escape(%p) : (!llvm.ptr) -> ()
