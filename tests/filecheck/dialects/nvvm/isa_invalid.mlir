// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier rules of the NVVM ops in nvvm_isa.py (NVVMOps.td's verifiers).

llvm.func @case0(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  %0 = nvvm.shfl.sync bfly %m, %m, %m, %m {return_value_and_is_valid} : i32 -> i32
  llvm.return
}
// CHECK: with return_value_and_is_valid the result must be !llvm.struct<(i32, i1)>

// -----

llvm.func @case1(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  %0 = nvvm.shfl.sync bfly %m, %f, %m, %m : f32 -> i32
  llvm.return
}
// CHECK: the result must be f32

// -----

llvm.func @case2(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  %0 = nvvm.vote.sync any %m, %t -> i32
  llvm.return
}
// CHECK: any returns i1

// -----

llvm.func @case3(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  %0 = nvvm.match.sync all %m, %m : i32 -> i32
  llvm.return
}
// CHECK: all returns !llvm.struct<(i32, i1)>

// -----

llvm.func @case4(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  %0 = nvvm.redux.sync fmin %m, %m : i32 -> i32
  llvm.return
}
// CHECK: fmin needs an f32 value

// -----

llvm.func @case5(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  %0 = nvvm.redux.sync add %m, %m {abs = true} : i32 -> i32
  llvm.return
}
// CHECK: abs and nan apply to fmin/fmax only

// -----

llvm.func @case6(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  nvvm.setmaxregister increase 20
  llvm.return
}
// CHECK: multiple of 8 in [24, 256]

// -----

llvm.func @case7(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  nvvm.nanosleep 0
  llvm.return
}
// CHECK: the duration must be in [1, 1000000] ns

// -----

llvm.func @case8(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>}
  llvm.return
}
// CHECK: async.shared needs a shared space

// -----

llvm.func @case9(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<tensormap>}
  llvm.return
}
// CHECK: uni-directional proxy

// -----

llvm.func @case10(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  nvvm.memory_barrier <cluster>
  llvm.return
}
// CHECK: membar has no cluster scope

// -----

llvm.func @case11(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  nvvm.cp.async.shared.global %s, %g, 8, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}
// CHECK: cache = cg needs a 16-byte copy

// -----

llvm.func @case12(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  nvvm.cp.async.shared.global %s, %g, 16, cache = cs : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}
// CHECK: only the ca and cg cache modifiers exist

// -----

llvm.func @case13(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  nvvm.mbarrier.init.shared %p, %m : !llvm.ptr, i32
  llvm.return
}
// CHECK: the mbarrier address must be !llvm.ptr<3>

// -----

llvm.func @case14(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  nvvm.mbarrier.inval %g : !llvm.ptr<1>
  llvm.return
}
// CHECK: the mbarrier address must be !llvm.ptr or !llvm.ptr<3>

// -----

llvm.func @case15(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  %0 = nvvm.mapa %s, %m : !llvm.ptr<3> -> !llvm.ptr
  llvm.return
}
// CHECK: maps !llvm.ptr to !llvm.ptr or !llvm.ptr<3> to !llvm.ptr<7>

// -----

llvm.func @case16(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  nvvm.st.bulk %p, size = %w, init = 1 : !llvm.ptr
  llvm.return
}
// CHECK: the only initial value is 0

// -----

llvm.func @case17(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  nvvm.prefetch level = L1 uniform, %g : !llvm.ptr<1>
  llvm.return
}
// CHECK: uniform is an L1 prefetch through a generic pointer

// -----

llvm.func @case18(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  nvvm.prefetch level = L1, evict_priority = evict_last, %g : !llvm.ptr<1>
  llvm.return
}
// CHECK: only evict_last and evict_normal L2 prefetches

// -----

llvm.func @case19(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  nvvm.prefetch tensormap, %g : !llvm.ptr<1>
  llvm.return
}
// CHECK: tensormap needs a generic or constant pointer

// -----

llvm.func @case20(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  nvvm.pmevent id = 3 mask = 4
  llvm.return
}
// CHECK: takes either an id or a mask

// -----

llvm.func @case21(%m: i32, %f: f32, %t: i1, %w: i64, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v2: vector<2xi16>, %v4: vector<4xi8>) {
  %0 = nvvm.dot.accumulate.4way %v2 <signed>, %v4 <signed>, %m : vector<2xi16>, vector<4xi8>
  llvm.return
}
// CHECK: a and b must be vector<4xi8>
