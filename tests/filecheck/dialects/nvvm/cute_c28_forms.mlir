// NVIDIA's NVVM forms met in CuTe DSL 4.8 captures of round c28 (not in llvm-project's
// NVVMOps.td): a bulk copy's multicast mask type after the pointer types and its
// `validate_pattern`, `mbarrier.arrive` without a result (also on a peer CTA's barrier,
// `!llvm.ptr<7>` from `mapa`), f32x2 -> ue8m0x2. They parse, print in MLIR's form (the mask type
// inferred, as MLIR prints it), and select as CuTe's own PTX has them.
// REQUIRES: ptxas
// RUN: xdsl-opt %s | filecheck %s --check-prefix=ROUNDTRIP
// RUN: XDSL_ROUNDTRIP --check-prefix=ROUNDTRIP
// RUN: nvvm-opt %s --sm 100a -o %t.ptx
// RUN: filecheck %s < %t.ptx
// RUN: %ptxas -arch=sm_100a %t.ptx -o %t.cubin

llvm.mlir.global internal @bar() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<1 x i64>
llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<256 x i8>
llvm.func @k(%src: !llvm.ptr<1>, %tmap: !llvm.ptr, %peer: i32, %mask: i16, %hint: i64, %a: f32, %b: f32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %bar = llvm.mlir.addressof @bar : !llvm.ptr<3>
  %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.mlir.constant(256 : i32) : i32
  %dst = llvm.addrspacecast %buf : !llvm.ptr<3> to !llvm.ptr<7>
  nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %bar, %n validate_pattern = <none> : !llvm.ptr<7>, <1>
  nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %bar, %n multicast_mask = %mask l2_cache_hint = %hint validate_pattern = <none> : !llvm.ptr<7>, <1>, i16
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1] multicast_mask = %mask l2_cache_hint = %hint : !llvm.ptr<7>, !llvm.ptr, i16
  nvvm.mbarrier.arrive %bar : !llvm.ptr<3>
  %remote = nvvm.mapa %bar, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
  nvvm.mbarrier.arrive %remote, %c1 : !llvm.ptr<7>
  %e = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rp>} : i16(f8E8M0FNU)
  %s = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E8M0FNU)
  %es = llvm.add %e, %s : i16
  llvm.store %es, %out : i16, !llvm.ptr<1>
  llvm.return
}

// ROUNDTRIP:      nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %bar, %n validate_pattern = <none> : !llvm.ptr<7>, <1>
// ROUNDTRIP-NEXT: nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %bar, %n multicast_mask = %mask l2_cache_hint = %hint validate_pattern = <none> : !llvm.ptr<7>, <1>
// ROUNDTRIP-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1] multicast_mask = %mask l2_cache_hint = %hint : !llvm.ptr<7>, !llvm.ptr
// ROUNDTRIP-NEXT: nvvm.mbarrier.arrive %bar : !llvm.ptr<3>
// ROUNDTRIP:      nvvm.mbarrier.arrive %remote, %c1 : !llvm.ptr<7>
// ROUNDTRIP-NEXT: %e = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rp>} : i16 (f8E8M0FNU)

// CHECK:      cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [buf], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [bar];
// CHECK-NEXT: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [buf], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [bar], %rs{{[0-9]+}}, %rd{{[0-9]+}};
// CHECK:      cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [buf], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [bar], %rs{{[0-9]+}}, %rd{{[0-9]+}};
// CHECK-NEXT: mbarrier.arrive.shared.b64 _, [bar];
// CHECK-NEXT: mapa.shared::cluster.u32 [[REMOTE:%r[0-9]+]],
// CHECK-NEXT: cvt.u64.u32 [[REMOTE64:%rd[0-9]+]], [[REMOTE]];
// CHECK-NEXT: mbarrier.arrive.shared::cluster.b64 _, [[[REMOTE64]]], 1;
// CHECK-NEXT: cvt.rp.ue8m0x2.f32 %rs{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}};
// CHECK-NEXT: cvt.rz.satfinite.ue8m0x2.f32 %rs{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}};

// A validate pattern other than `none` has no PTX this backend knows: refused at the op.
// RUN: sed 's/<none> : !llvm.ptr<7>, <1>$/<per_element_ff> : !llvm.ptr<7>, <1>/' %s > %t.bad.mlir
// RUN: not nvvm-opt %t.bad.mlir --sm 100a 2>&1 | filecheck %s --check-prefix=PATTERN
// PATTERN: cute_c28_forms.mlir.tmp.bad.mlir:22:3: error: 'nvvm.cp.async.bulk.shared.cluster.global': validate_pattern <per_element_ff> has no PTX form here
