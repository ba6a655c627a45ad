// NVIDIA's NVVM ops behind CuTe DSL's cute.arch.load/store/red, packed f32x2 arithmetic and
// unaligned named-barrier arrive (LLVM 23's NVVM as NVIDIA ships it; not in NVVMOps.td): they
// print back as CuTe prints them and select to the instructions CuTe's own PTX has.
// RUN: nvvm-opt %s -t mlir | filecheck %s --check-prefix=MLIR
// RUN: nvvm-opt %s --sm 100a | filecheck %s
// RUN: %if ptxas %{ nvvm-opt --sm 100a %s -o %t.ptx && %ptxas -arch=sm_100a %t.ptx -o /dev/null %}
// RUN: not nvvm-opt %s --sm 90a 2>&1 | filecheck %s --check-prefix=SM90

// MLIR: nvvm.load.ext %{{.*}} {cacheModifier = #nvvm.load_cache_modifier_ext<cg>} : !llvm.ptr<1> -> f32
// MLIR: nvvm.load.ext %{{.*}} {evict = #nvvm.evict_kind<evict_first>, prefetch = #nvvm.l2_prefetch<size_256b>} : !llvm.ptr<1> -> vector<2xf32>
// MLIR: nvvm.fma.packed.f32x2 %{{.*}}, %{{.*}}, %{{.*}} {ftz = true, rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<2xf32>
// MLIR: nvvm.red %{{.*}}, %{{.*}} {memScope = #nvvm.mem_scope<cluster>, op = #nvvm.red_op<add>, type = #nvvm.red_type<f16x2>} : !llvm.ptr<3>, vector<2xf16>
// MLIR: nvvm.barrier.cta.arrive %{{.*}}, %{{.*}} : i32, i32

// CHECK-LABEL: .entry cute_ext(
// CHECK:       ld.global.cg.f32 [[A:%f[0-9]+]], [%rd{{[0-9]+}}];
// CHECK:       ld.global.L1::evict_first.L2::256B.v2.f32 {[[B0:%f[0-9]+]], [[B1:%f[0-9]+]]}, [%rd{{[0-9]+}}+8];
// CHECK:       ld.acquire.gpu.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+16];
// CHECK:       mov.b64 [[PB:%rd[0-9]+]], {[[B0]], [[B1]]};
// CHECK:       add.rn.f32x2 [[S:%rd[0-9]+]], {{.*}}, [[PB]];
// CHECK:       sub.f32x2
// CHECK:       mul.rz.f32x2
// CHECK:       fma.rn.ftz.f32x2
// CHECK:       st.global.cs.v2.f32 [%rd{{[0-9]+}}], {%f{{[0-9]+}}, %f{{[0-9]+}}};
// CHECK:       st.release.cta.global.b32 [%rd{{[0-9]+}}+8], %r{{[0-9]+}};
// CHECK:       st.global.L1::no_allocate.f32 [%rd{{[0-9]+}}+12], [[A]];
// CHECK:       red.relaxed.gpu.global.add.f32 [%rd{{[0-9]+}}], [[A]];
// CHECK:       red.release.sys.global.max.s32 [%rd{{[0-9]+}}+4], %r{{[0-9]+}};
// CHECK:       red.relaxed.cluster.shared.add.noftz.f16x2 [buf], %r{{[0-9]+}};
// CHECK:       barrier.arrive 3, 128;
// CHECK:       bar.arrive 4, 64;

// SM90: cute_ext.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'nvvm.add.packed.f32x2': add.f32x2 needs sm_100

llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<4 x i32>

llvm.func @cute_ext(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>, %h: vector<2xf16>) attributes {nvvm.kernel} {
  %a = nvvm.load.ext %p {cacheModifier = #nvvm.load_cache_modifier_ext<cg>} : !llvm.ptr<1> -> f32
  %p8 = llvm.getelementptr %p[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %b = nvvm.load.ext %p8 {evict = #nvvm.evict_kind<evict_first>, prefetch = #nvvm.l2_prefetch<size_256b>} : !llvm.ptr<1> -> vector<2xf32>
  %p16 = llvm.getelementptr %p[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %i = nvvm.load.ext %p16 {order = #nvvm.mem_order<acquire>, scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<1> -> i32
  %u = llvm.mlir.undef : vector<2xf32>
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %av = llvm.insertelement %a, %u[%c0 : i32] : vector<2xf32>
  %s = nvvm.add.packed.f32x2 %av, %b {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf32>, vector<2xf32> -> vector<2xf32>
  %d = nvvm.sub.packed.f32x2 %s, %b : vector<2xf32>, vector<2xf32> -> vector<2xf32>
  %m = nvvm.mul.packed.f32x2 %s, %d {rnd = #nvvm.fp_rnd_mode<rz>} : vector<2xf32>, vector<2xf32> -> vector<2xf32>
  %f = nvvm.fma.packed.f32x2 %m, %b, %s {ftz = true, rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<2xf32>
  nvvm.store.ext %f, %q {cacheModifier = #nvvm.store_cache_modifier<cs>} : vector<2xf32>, !llvm.ptr<1>
  %q8 = llvm.getelementptr %q[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  nvvm.store.ext %i, %q8 {order = #nvvm.mem_order<release>, scope = #nvvm.mem_scope<cta>} : i32, !llvm.ptr<1>
  %q12 = llvm.getelementptr %q[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  nvvm.store.ext %a, %q12 {evict = #nvvm.evict_kind<evict_no_allocate>} : f32, !llvm.ptr<1>
  nvvm.red %q, %a {memOrder = #nvvm.mem_order<relaxed>, memScope = #nvvm.mem_scope<gpu>, op = #nvvm.red_op<add>, type = #nvvm.red_type<f32>} : !llvm.ptr<1>, f32
  %q4 = llvm.getelementptr %q[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  nvvm.red %q4, %i {memOrder = #nvvm.mem_order<release>, memScope = #nvvm.mem_scope<sys>, op = #nvvm.red_op<max>, type = #nvvm.red_type<s32>} : !llvm.ptr<1>, i32
  %sh = llvm.mlir.addressof @buf : !llvm.ptr<3>
  nvvm.red %sh, %h {memScope = #nvvm.mem_scope<cluster>, op = #nvvm.red_op<add>, type = #nvvm.red_type<f16x2>} : !llvm.ptr<3>, vector<2xf16>
  %id = llvm.mlir.constant(3 : i32) : i32
  %n = llvm.mlir.constant(128 : i32) : i32
  nvvm.barrier.cta.arrive %id, %n : i32, i32
  %id4 = llvm.mlir.constant(4 : i32) : i32
  %n64 = llvm.mlir.constant(64 : i32) : i32
  nvvm.barrier.cta.arrive %id4, %n64 {aligned = true} : i32, i32
  llvm.return
}
