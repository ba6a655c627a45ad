// GEP constants go last (as LLVM's instcombine orders them): `gep (gep p[c])[x]` becomes
// `gep (gep p[x])[c]`, so chains that differ only in their constant share the variable part
// after CSE and the constant is the access's immediate offset. The bits of an `xor`/`or`
// constant known zero in the other operand are an add, split off the same way (Triton's
// swizzled shared-memory offsets). Differential: the same module through llc-22.
// RUN: xdsl-opt %s -p llvm-peephole,llvm-cse,llvm-dce --split-input-file | filecheck %s
// RUN: nvvm-opt %s --sm 80 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin
// RUN: nvvm-opt %s --sm 80 | filecheck %s --check-prefix=PTX
// REQUIRES: ptxas

// Four chains `p + 2048*i + x + y`: one `p + x + y`, the constants at the end.
// CHECK-LABEL: llvm.func @chains
// CHECK:         %[[PX:.*]] = llvm.getelementptr %p[%x] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
// CHECK-NEXT:    %[[PXY:.*]] = llvm.getelementptr %[[PX]][%y] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
// CHECK-NEXT:    %[[P1:.*]] = llvm.getelementptr %[[PXY]][512]
// CHECK-NEXT:    %[[P2:.*]] = llvm.getelementptr %[[PXY]][1024]
// CHECK-NEXT:    %{{.*}} = llvm.load %[[PXY]]
// CHECK-NEXT:    %{{.*}} = llvm.load %[[P1]]
// CHECK-NOT:     llvm.getelementptr %p
// PTX-LABEL: .entry chains
// PTX:       ld.global.f32 %f{{[0-9]+}}, [%rd[[R:[0-9]+]]];
// PTX-NEXT:  ld.global.f32 %f{{[0-9]+}}, [%rd[[R]]+2048];
// PTX-NEXT:  ld.global.f32 %f{{[0-9]+}}, [%rd[[R]]+4096];
llvm.func @chains(%p: !llvm.ptr<1>, %x: i32, %y: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c512 = llvm.mlir.constant(512 : i32) : i32
  %c1024 = llvm.mlir.constant(1024 : i32) : i32
  %b0 = llvm.getelementptr %p[%c0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %b1 = llvm.getelementptr %p[%c512] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %b2 = llvm.getelementptr %p[%c1024] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %x0 = llvm.getelementptr %b0[%x] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %x1 = llvm.getelementptr %b1[%x] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %x2 = llvm.getelementptr %b2[%x] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %a0 = llvm.getelementptr %x0[%y] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %a1 = llvm.getelementptr %x1[%y] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %a2 = llvm.getelementptr %x2[%y] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %a0 : !llvm.ptr<1> -> f32
  %v1 = llvm.load %a1 : !llvm.ptr<1> -> f32
  %v2 = llvm.load %a2 : !llvm.ptr<1> -> f32
  %s = llvm.fadd %v0, %v1 : f32
  %t = llvm.fadd %s, %v2 : f32
  llvm.store %t, %out : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// An inner constant GEP with another use stays where it is (swapping would duplicate it).
// CHECK-LABEL: llvm.func @shared_inner
// CHECK:         %[[B:.*]] = llvm.getelementptr %p[%{{.*}}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
// CHECK-NEXT:    %{{.*}} = llvm.getelementptr %[[B]][%x]
llvm.func @shared_inner(%p: !llvm.ptr<1>, %x: i32) attributes {nvvm.kernel} {
  %c512 = llvm.mlir.constant(512 : i32) : i32
  %f = llvm.mlir.constant(1.0 : f32) : f32
  %b = llvm.getelementptr %p[%c512] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %a = llvm.getelementptr %b[%x] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  llvm.store %f, %a : f32, !llvm.ptr<1>
  llvm.store %f, %b : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// `(tid & 255) ^ 2080` on a 128-thread kernel: bit 11 is free, so the index is
// `((tid & 255) ^ 32) + 2048` and 2048 * 4 bytes is the load's offset; `| 4096` the same.
// CHECK-LABEL: llvm.func @swizzle
// CHECK:         %[[X:.*]] = llvm.xor %tid, %{{.*}} : i32
// CHECK-NEXT:    %[[B:.*]] = llvm.getelementptr %p[%[[X]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK-NEXT:    %{{.*}} = llvm.getelementptr %[[B]][2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
// CHECK:         %[[B2:.*]] = llvm.getelementptr %p[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK-NEXT:    %{{.*}} = llvm.getelementptr %[[B2]][4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
// PTX-LABEL: .entry swizzle
// PTX:       xor.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 32;
// PTX:       ld.shared.f32 %f{{[0-9]+}}, [%r{{[0-9]+}}+8192];
// PTX:       ld.shared.f32 %f{{[0-9]+}}, [%r{{[0-9]+}}+16384];
llvm.mlir.global internal @smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<8192 x f32>
llvm.func @swizzle(%out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
  %p = llvm.mlir.addressof @smem : !llvm.ptr<3>
  %m = llvm.mlir.constant(255 : i32) : i32
  %c = llvm.mlir.constant(2080 : i32) : i32
  %d = llvm.mlir.constant(4096 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %x = llvm.and %tid, %m : i32
  %i = llvm.xor %x, %c : i32
  %j = llvm.or %x, %d : i32
  %a = llvm.getelementptr %p[%i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
  %b = llvm.getelementptr %p[%j] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
  %v = llvm.load %a : !llvm.ptr<3> -> f32
  %w = llvm.load %b : !llvm.ptr<3> -> f32
  %s = llvm.fadd %v, %w : f32
  llvm.store %s, %out : f32, !llvm.ptr<1>
  llvm.return
}
