// RUN: XDSL_ROUNDTRIP
// RUN: xdsl-opt %s | filecheck %s

// The ops of MLIR's round-trip test mlir/test/Dialect/LLVMIR/nvvm.mlir (llvm-project main)
// that are not matrix or bulk-copy ops (those are in nvvm_mma.mlir), rewritten: one function
// per family, `!llvm.ptr<0>` spelled `!llvm.ptr`, plus the remaining ops of NVVMOps.td
// (fence.proxy*, memory_barrier, setmaxregister, nanosleep, pmevent, elect.sync, expect_tx,
// try_wait.parity, cp.async.mbarrier.arrive, exit, breakpoint, clusterlaunchcontrol, more
// special registers). Each prints back exactly as MLIR prints it.

llvm.func @nvvm_rcp(%arg0: f32) -> f32 {
  %0 = nvvm.rcp.approx.ftz.f %arg0 : f32
  llvm.return %0 : f32
}
llvm.func @barrier_arrive(%barId : i32, %numberOfThreads : i32) {
  nvvm.barrier.arrive number_of_threads = %numberOfThreads
  nvvm.barrier.arrive id = %barId number_of_threads = %numberOfThreads
  nvvm.cluster.arrive
  nvvm.cluster.arrive {aligned}
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.arrive.relaxed {aligned}
  nvvm.cluster.wait
  nvvm.cluster.wait {aligned}
  nvvm.fence.sc.cluster
  llvm.return
}
llvm.func @nvvm_shfl(%arg0 : i32, %arg1 : i32, %arg2 : i32, %arg3 : i32, %arg4 : f32) -> i32 {
  %0 = nvvm.shfl.sync bfly %arg0, %arg3, %arg1, %arg2 : i32 -> i32
  %1 = nvvm.shfl.sync bfly %arg0, %arg4, %arg1, %arg2 : f32 -> f32
  %2 = nvvm.shfl.sync up %arg0, %arg4, %arg1, %arg2 : f32 -> f32
  %3 = nvvm.shfl.sync down %arg0, %arg4, %arg1, %arg2 : f32 -> f32
  %4 = nvvm.shfl.sync idx %arg0, %arg4, %arg1, %arg2 : f32 -> f32
  %5 = nvvm.shfl.sync bfly %arg0, %arg3, %arg1, %arg2 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %6 = nvvm.shfl.sync bfly %arg0, %arg4, %arg1, %arg2 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  llvm.return %0 : i32
}
llvm.func @nvvm_vote(%arg0 : i32, %arg1 : i1) -> i32 {
  %0 = nvvm.vote.sync ballot %arg0, %arg1 -> i32
  %1 = nvvm.vote.sync all %arg0, %arg1 -> i1
  %2 = nvvm.vote.sync any %arg0, %arg1 -> i1
  %3 = nvvm.vote.sync uni %arg0, %arg1 -> i1
  nvvm.bar.warp.sync %arg0 : i32
  llvm.return %0 : i32
}
llvm.func @cp_async(%arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<1>) {
  nvvm.cp.async.shared.global %arg0, %arg1, 16, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %arg0, %arg1, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.commit.group
  nvvm.cp.async.wait.group 0
  llvm.return
}
llvm.func @redux_sync(%value : i32, %offset : i32) -> i32 {
  %r1 = nvvm.redux.sync add %value, %offset : i32 -> i32
  %r2 = nvvm.redux.sync max %value, %offset : i32 -> i32
  %r3 = nvvm.redux.sync min %value, %offset : i32 -> i32
  %r5 = nvvm.redux.sync umax %value, %offset : i32 -> i32
  %r6 = nvvm.redux.sync umin %value, %offset : i32 -> i32
  %r7 = nvvm.redux.sync and %value, %offset : i32 -> i32
  %r8 = nvvm.redux.sync or %value, %offset : i32 -> i32
  %r9 = nvvm.redux.sync xor %value, %offset : i32 -> i32
  llvm.return %r1 : i32
}
llvm.func @redux_sync_f32(%value: f32, %offset: i32) -> f32 {
  %r1 = nvvm.redux.sync fmin %value, %offset: f32 -> f32
  %r2 = nvvm.redux.sync fmin %value, %offset {abs = true}: f32 -> f32
  %r3 = nvvm.redux.sync fmin %value, %offset {NaN = true}: f32 -> f32
  %r4 = nvvm.redux.sync fmin %value, %offset {abs = true, NaN = true}: f32 -> f32
  %r5 = nvvm.redux.sync fmax %value, %offset {nan = true}: f32 -> f32
  llvm.return %r1 : f32
}
llvm.func private @mbarrier(%barrier: !llvm.ptr, %shared: !llvm.ptr<3>, %token : i64) {
  %count = nvvm.read.ptx.sreg.ntid.x : i32
  nvvm.mbarrier.init %barrier, %count : !llvm.ptr, i32
  nvvm.mbarrier.init.shared %shared, %count : !llvm.ptr<3>, i32
  nvvm.mbarrier.inval %barrier : !llvm.ptr
  nvvm.mbarrier.inval.shared %shared : !llvm.ptr<3>
  %0 = nvvm.mbarrier.arrive %barrier : !llvm.ptr  -> i64
  %1 = nvvm.mbarrier.arrive.shared %shared : !llvm.ptr<3> -> i64
  %2 = nvvm.mbarrier.arrive.nocomplete %barrier, %count : !llvm.ptr, i32 -> i64
  %3 = nvvm.mbarrier.arrive.nocomplete.shared %shared, %count : !llvm.ptr<3>, i32  -> i64
  %4 = nvvm.mbarrier.test.wait %barrier, %token : !llvm.ptr, i64 -> i1
  %5 = nvvm.mbarrier.test.wait.shared %shared, %token : !llvm.ptr<3>, i64 -> i1
  llvm.return
}
func.func @wgmma() {
  nvvm.wgmma.fence.aligned
  nvvm.wgmma.commit.group.sync.aligned
  nvvm.wgmma.wait.group.sync.aligned 0
  nvvm.griddepcontrol wait
  nvvm.griddepcontrol launch_dependents
  return
}
func.func @mapa(%a: !llvm.ptr, %a_shared: !llvm.ptr<3>, %b : i32) {
  %0 = nvvm.mapa %a, %b: !llvm.ptr -> !llvm.ptr
  %1 = nvvm.mapa %a_shared, %b: !llvm.ptr<3> -> !llvm.ptr<7>
  return
}
func.func @match_sync(%val32: i32, %val64: i64, %thread_mask: i32) {
  %0 = nvvm.match.sync any %thread_mask, %val32 : i32 -> i32
  %1 = nvvm.match.sync all %thread_mask, %val32 : i32 -> !llvm.struct<(i32, i1)>
  %2 = nvvm.match.sync any %thread_mask, %val64 : i64 -> i32
  %3 = nvvm.match.sync all %thread_mask, %val64 : i64 -> !llvm.struct<(i32, i1)>
  return
}
func.func @st_bulk(%addr_gen: !llvm.ptr, %addr_shared: !llvm.ptr<3>, %size: i64) {
  nvvm.st.bulk %addr_gen, size = %size, init = 0 : !llvm.ptr
  nvvm.st.bulk %addr_shared, size = %size, init = 0 : !llvm.ptr<3>
  return
}
func.func @dot_accumulate_4way(%a_vec: vector<4xi8>, %b_vec: vector<4xi8>, %c: i32) {
  %1 = nvvm.dot.accumulate.4way %a_vec <unsigned>, %b_vec <unsigned>, %c: vector<4xi8>, vector<4xi8>
  %3 = nvvm.dot.accumulate.4way %a_vec <signed>, %b_vec <signed>, %c: vector<4xi8>, vector<4xi8>
  return
}
func.func @dot_accumulate_2way(%a_vec: vector<2xi16>, %b_vec: vector<4xi8>, %c: i32) {
  %1 = nvvm.dot.accumulate.2way %a_vec <unsigned>, %b_vec <unsigned>, %c {b_hi = false}: vector<2xi16>, vector<4xi8>
  %3 = nvvm.dot.accumulate.2way %a_vec <signed>, %b_vec <signed>, %c {b_hi = true}: vector<2xi16>, vector<4xi8>
  return
}
func.func @misc(%p: !llvm.ptr, %q: !llvm.ptr<3>, %n: i32, %t: i32, %r: i128) {
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  nvvm.fence.proxy.acquire <cta> %p, %n
  nvvm.fence.proxy.acquire <sys> %p, %n from_proxy = <generic> to_proxy = <tensormap>
  nvvm.fence.proxy.release <gpu>
  nvvm.memory_barrier <sys>
  nvvm.setmaxregister increase 256
  nvvm.setmaxregister decrease 24
  nvvm.fence.mbarrier.init
  nvvm.nanosleep 100
  nvvm.pmevent id = 10
  nvvm.pmevent mask = 4
  %e = nvvm.elect.sync -> i1
  %e2 = nvvm.elect.sync %n -> i1
  nvvm.mbarrier.arrive.expect_tx %p, %n : !llvm.ptr, i32
  nvvm.mbarrier.arrive.expect_tx.shared %q, %n : !llvm.ptr<3>, i32
  nvvm.mbarrier.try_wait.parity %p, %n, %t : !llvm.ptr, i32, i32
  nvvm.mbarrier.try_wait.parity.shared %q, %n, %t : !llvm.ptr<3>, i32, i32
  nvvm.cp.async.mbarrier.arrive %p : !llvm.ptr
  nvvm.cp.async.mbarrier.arrive %q {noinc = true} : !llvm.ptr<3>
  nvvm.exit
  nvvm.breakpoint
  nvvm.clusterlaunchcontrol.try.cancel %q, %q
  nvvm.clusterlaunchcontrol.try.cancel multicast, %q, %q
  %c = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %r : i1
  %x = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %r : i32
  return
}
func.func @prefetch(%gen_ptr: !llvm.ptr, %local_ptr: !llvm.ptr<5>, %global_ptr: !llvm.ptr<1>, %const_ptr: !llvm.ptr<4>, %p: i1) {
  nvvm.prefetch level = L1, %gen_ptr : !llvm.ptr
  nvvm.prefetch level = L1, %local_ptr : !llvm.ptr<5>
  nvvm.prefetch level = L1, %global_ptr : !llvm.ptr<1>
  nvvm.prefetch level = L2, %gen_ptr : !llvm.ptr
  nvvm.prefetch level = L2, evict_priority = evict_last, %global_ptr :
  !llvm.ptr<1>
  nvvm.prefetch level = L2, evict_priority = evict_normal, %global_ptr : !llvm.ptr<1>
  nvvm.prefetch level = L1 uniform, %gen_ptr : !llvm.ptr
  nvvm.prefetch tensormap, %gen_ptr : !llvm.ptr
  nvvm.prefetch tensormap, %const_ptr : !llvm.ptr<4>
  nvvm.prefetch tensormap in_param_space, %gen_ptr : !llvm.ptr
  nvvm.prefetch tensormap, %gen_ptr, predicate = %p : !llvm.ptr, i1
  return
}
func.func @sregs() {
  %0 = nvvm.read.ptx.sreg.clusterid.x : i32
  %1 = nvvm.read.ptx.sreg.nclusterid.y : i32
  %2 = nvvm.read.ptx.sreg.cluster.ctaid.z : i32
  %3 = nvvm.read.ptx.sreg.cluster.nctaid.x : i32
  %4 = nvvm.read.ptx.sreg.cluster.ctarank : i32
  %5 = nvvm.read.ptx.sreg.cluster.nctarank : i32
  %6 = nvvm.read.ptx.sreg.globaltimer : i64
  %7 = nvvm.read.ptx.sreg.globaltimer.lo : i32
  %8 = nvvm.read.ptx.sreg.lanemask.eq : i32
  %9 = nvvm.read.ptx.sreg.envreg31 : i32
  %10 = nvvm.read.ptx.sreg.warpid : i32
  %11 = nvvm.read.ptx.sreg.nsmid range <i32, 1, 1024> : i32
  %12 = nvvm.read.ptx.sreg.gridid : i64
  return
}

// CHECK: %{{[^ ,]+}} = nvvm.rcp.approx.ftz.f %{{[^ ,]+}} : f32
// CHECK: nvvm.barrier.arrive number_of_threads = %{{[^ ,]+}}
// CHECK: nvvm.barrier.arrive id = %{{[^ ,]+}} number_of_threads = %{{[^ ,]+}}
// CHECK: nvvm.cluster.arrive
// CHECK: nvvm.cluster.arrive {aligned}
// CHECK: nvvm.cluster.arrive.relaxed
// CHECK: nvvm.cluster.arrive.relaxed {aligned}
// CHECK: nvvm.cluster.wait
// CHECK: nvvm.cluster.wait {aligned}
// CHECK: nvvm.fence.sc.cluster
// CHECK: %{{[^ ,]+}} = nvvm.shfl.sync bfly %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : i32 -> i32
// CHECK: %{{[^ ,]+}} = nvvm.shfl.sync bfly %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : f32 -> f32
// CHECK: %{{[^ ,]+}} = nvvm.shfl.sync up %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : f32 -> f32
// CHECK: %{{[^ ,]+}} = nvvm.shfl.sync down %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : f32 -> f32
// CHECK: %{{[^ ,]+}} = nvvm.shfl.sync idx %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : f32 -> f32
// CHECK: %{{[^ ,]+}} = nvvm.shfl.sync bfly %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
// CHECK: %{{[^ ,]+}} = nvvm.shfl.sync bfly %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
// CHECK: %{{[^ ,]+}} = nvvm.vote.sync ballot %{{[^ ,]+}}, %{{[^ ,]+}} -> i32
// CHECK: %{{[^ ,]+}} = nvvm.vote.sync all %{{[^ ,]+}}, %{{[^ ,]+}} -> i1
// CHECK: %{{[^ ,]+}} = nvvm.vote.sync any %{{[^ ,]+}}, %{{[^ ,]+}} -> i1
// CHECK: %{{[^ ,]+}} = nvvm.vote.sync uni %{{[^ ,]+}}, %{{[^ ,]+}} -> i1
// CHECK: nvvm.bar.warp.sync %{{[^ ,]+}} : i32
// CHECK: nvvm.cp.async.shared.global %{{[^ ,]+}}, %{{[^ ,]+}}, 16, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK: nvvm.cp.async.shared.global %{{[^ ,]+}}, %{{[^ ,]+}}, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvvm.cp.async.wait.group 0
// CHECK: %{{[^ ,]+}} = nvvm.redux.sync add %{{[^ ,]+}}, %{{[^ ,]+}} : i32 -> i32
// CHECK: %{{[^ ,]+}} = nvvm.redux.sync max %{{[^ ,]+}}, %{{[^ ,]+}} : i32 -> i32
// CHECK: %{{[^ ,]+}} = nvvm.redux.sync min %{{[^ ,]+}}, %{{[^ ,]+}} : i32 -> i32
// CHECK: %{{[^ ,]+}} = nvvm.redux.sync umax %{{[^ ,]+}}, %{{[^ ,]+}} : i32 -> i32
// CHECK: %{{[^ ,]+}} = nvvm.redux.sync umin %{{[^ ,]+}}, %{{[^ ,]+}} : i32 -> i32
// CHECK: %{{[^ ,]+}} = nvvm.redux.sync and %{{[^ ,]+}}, %{{[^ ,]+}} : i32 -> i32
// CHECK: %{{[^ ,]+}} = nvvm.redux.sync or %{{[^ ,]+}}, %{{[^ ,]+}} : i32 -> i32
// CHECK: %{{[^ ,]+}} = nvvm.redux.sync xor %{{[^ ,]+}}, %{{[^ ,]+}} : i32 -> i32
// CHECK: %{{[^ ,]+}} = nvvm.redux.sync fmin %{{[^ ,]+}}, %{{[^ ,]+}} : f32 -> f32
// CHECK: %{{[^ ,]+}} = nvvm.redux.sync fmin %{{[^ ,]+}}, %{{[^ ,]+}} {abs = true} : f32 -> f32
// CHECK: %{{[^ ,]+}} = nvvm.redux.sync fmin %{{[^ ,]+}}, %{{[^ ,]+}} {NaN = true} : f32 -> f32
// CHECK: %{{[^ ,]+}} = nvvm.redux.sync fmin %{{[^ ,]+}}, %{{[^ ,]+}} {NaN = true, abs = true} : f32 -> f32
// CHECK: %{{[^ ,]+}} = nvvm.redux.sync fmax %{{[^ ,]+}}, %{{[^ ,]+}} {nan = true} : f32 -> f32
// CHECK: %{{[^ ,]+}} = nvvm.read.ptx.sreg.ntid.x : i32
// CHECK: nvvm.mbarrier.init %{{[^ ,]+}}, %{{[^ ,]+}} : !llvm.ptr, i32
// CHECK: nvvm.mbarrier.init.shared %{{[^ ,]+}}, %{{[^ ,]+}} : !llvm.ptr<3>, i32
// CHECK: nvvm.mbarrier.inval %{{[^ ,]+}} : !llvm.ptr
// CHECK: nvvm.mbarrier.inval.shared %{{[^ ,]+}} : !llvm.ptr<3>
// CHECK: %{{[^ ,]+}} = nvvm.mbarrier.arrive %{{[^ ,]+}} : !llvm.ptr -> i64
// CHECK: %{{[^ ,]+}} = nvvm.mbarrier.arrive.shared %{{[^ ,]+}} : !llvm.ptr<3> -> i64
// CHECK: %{{[^ ,]+}} = nvvm.mbarrier.arrive.nocomplete %{{[^ ,]+}}, %{{[^ ,]+}} : !llvm.ptr, i32 -> i64
// CHECK: %{{[^ ,]+}} = nvvm.mbarrier.arrive.nocomplete.shared %{{[^ ,]+}}, %{{[^ ,]+}} : !llvm.ptr<3>, i32 -> i64
// CHECK: %{{[^ ,]+}} = nvvm.mbarrier.test.wait %{{[^ ,]+}}, %{{[^ ,]+}} : !llvm.ptr, i64 -> i1
// CHECK: %{{[^ ,]+}} = nvvm.mbarrier.test.wait.shared %{{[^ ,]+}}, %{{[^ ,]+}} : !llvm.ptr<3>, i64 -> i1
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: nvvm.griddepcontrol wait
// CHECK: nvvm.griddepcontrol launch_dependents
// CHECK: %{{[^ ,]+}} = nvvm.mapa %{{[^ ,]+}}, %{{[^ ,]+}} : !llvm.ptr -> !llvm.ptr
// CHECK: %{{[^ ,]+}} = nvvm.mapa %{{[^ ,]+}}, %{{[^ ,]+}} : !llvm.ptr<3> -> !llvm.ptr<7>
// CHECK: %{{[^ ,]+}} = nvvm.match.sync any %{{[^ ,]+}}, %{{[^ ,]+}} : i32 -> i32
// CHECK: %{{[^ ,]+}} = nvvm.match.sync all %{{[^ ,]+}}, %{{[^ ,]+}} : i32 -> !llvm.struct<(i32, i1)>
// CHECK: %{{[^ ,]+}} = nvvm.match.sync any %{{[^ ,]+}}, %{{[^ ,]+}} : i64 -> i32
// CHECK: %{{[^ ,]+}} = nvvm.match.sync all %{{[^ ,]+}}, %{{[^ ,]+}} : i64 -> !llvm.struct<(i32, i1)>
// CHECK: nvvm.st.bulk %{{[^ ,]+}}, size = %{{[^ ,]+}} : !llvm.ptr
// CHECK: nvvm.st.bulk %{{[^ ,]+}}, size = %{{[^ ,]+}} : !llvm.ptr<3>
// CHECK: %{{[^ ,]+}} = nvvm.dot.accumulate.4way %{{[^ ,]+}} <unsigned>, %{{[^ ,]+}} <unsigned>, %{{[^ ,]+}} : vector<4xi8>, vector<4xi8>
// CHECK: %{{[^ ,]+}} = nvvm.dot.accumulate.4way %{{[^ ,]+}} <signed>, %{{[^ ,]+}} <signed>, %{{[^ ,]+}} : vector<4xi8>, vector<4xi8>
// CHECK: %{{[^ ,]+}} = nvvm.dot.accumulate.2way %{{[^ ,]+}} <unsigned>, %{{[^ ,]+}} <unsigned>, %{{[^ ,]+}} {b_hi = false} : vector<2xi16>, vector<4xi8>
// CHECK: %{{[^ ,]+}} = nvvm.dot.accumulate.2way %{{[^ ,]+}} <signed>, %{{[^ ,]+}} <signed>, %{{[^ ,]+}} {b_hi = true} : vector<2xi16>, vector<4xi8>
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK: nvvm.fence.proxy.acquire <cta> %{{[^ ,]+}}, %{{[^ ,]+}}
// CHECK: nvvm.fence.proxy.acquire <sys> %{{[^ ,]+}}, %{{[^ ,]+}}
// CHECK: nvvm.fence.proxy.release <gpu>
// CHECK: nvvm.memory_barrier <sys>
// CHECK: nvvm.setmaxregister increase 256
// CHECK: nvvm.setmaxregister decrease 24
// CHECK: nvvm.fence.mbarrier.init
// CHECK: nvvm.nanosleep 100
// CHECK: nvvm.pmevent id = 10
// CHECK: nvvm.pmevent mask = 4
// CHECK: %{{[^ ,]+}} = nvvm.elect.sync -> i1
// CHECK: %{{[^ ,]+}} = nvvm.elect.sync %{{[^ ,]+}} -> i1
// CHECK: nvvm.mbarrier.arrive.expect_tx %{{[^ ,]+}}, %{{[^ ,]+}} : !llvm.ptr, i32
// CHECK: nvvm.mbarrier.arrive.expect_tx.shared %{{[^ ,]+}}, %{{[^ ,]+}} : !llvm.ptr<3>, i32
// CHECK: nvvm.mbarrier.try_wait.parity %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !llvm.ptr, i32, i32
// CHECK: nvvm.mbarrier.try_wait.parity.shared %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !llvm.ptr<3>, i32, i32
// CHECK: nvvm.cp.async.mbarrier.arrive %{{[^ ,]+}} : !llvm.ptr
// CHECK: nvvm.cp.async.mbarrier.arrive %{{[^ ,]+}} {noinc = true} : !llvm.ptr<3>
// CHECK: nvvm.exit
// CHECK: nvvm.breakpoint
// CHECK: nvvm.clusterlaunchcontrol.try.cancel %{{[^ ,]+}}, %{{[^ ,]+}}
// CHECK: nvvm.clusterlaunchcontrol.try.cancel multicast, %{{[^ ,]+}}, %{{[^ ,]+}}
// CHECK: %{{[^ ,]+}} = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %{{[^ ,]+}} : i1
// CHECK: %{{[^ ,]+}} = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %{{[^ ,]+}} : i32
// CHECK: nvvm.prefetch level = L1, %{{[^ ,]+}} : !llvm.ptr
// CHECK: nvvm.prefetch level = L1, %{{[^ ,]+}} : !llvm.ptr<5>
// CHECK: nvvm.prefetch level = L1, %{{[^ ,]+}} : !llvm.ptr<1>
// CHECK: nvvm.prefetch level = L2, %{{[^ ,]+}} : !llvm.ptr
// CHECK: nvvm.prefetch level = L2, evict_priority = evict_last, %{{[^ ,]+}} : !llvm.ptr<1>
// CHECK: nvvm.prefetch level = L2, evict_priority = evict_normal, %{{[^ ,]+}} : !llvm.ptr<1>
// CHECK: nvvm.prefetch level = L1 uniform, %{{[^ ,]+}} : !llvm.ptr
// CHECK: nvvm.prefetch tensormap, %{{[^ ,]+}} : !llvm.ptr
// CHECK: nvvm.prefetch tensormap, %{{[^ ,]+}} : !llvm.ptr<4>
// CHECK: nvvm.prefetch tensormap in_param_space, %{{[^ ,]+}} : !llvm.ptr
// CHECK: nvvm.prefetch tensormap, %{{[^ ,]+}}, predicate = %{{[^ ,]+}} : !llvm.ptr, i1
// CHECK: %{{[^ ,]+}} = nvvm.read.ptx.sreg.clusterid.x : i32
// CHECK: %{{[^ ,]+}} = nvvm.read.ptx.sreg.nclusterid.y : i32
// CHECK: %{{[^ ,]+}} = nvvm.read.ptx.sreg.cluster.ctaid.z : i32
// CHECK: %{{[^ ,]+}} = nvvm.read.ptx.sreg.cluster.nctaid.x : i32
// CHECK: %{{[^ ,]+}} = nvvm.read.ptx.sreg.cluster.ctarank : i32
// CHECK: %{{[^ ,]+}} = nvvm.read.ptx.sreg.cluster.nctarank : i32
// CHECK: %{{[^ ,]+}} = nvvm.read.ptx.sreg.globaltimer : i64
// CHECK: %{{[^ ,]+}} = nvvm.read.ptx.sreg.globaltimer.lo : i32
// CHECK: %{{[^ ,]+}} = nvvm.read.ptx.sreg.lanemask.eq : i32
// CHECK: %{{[^ ,]+}} = nvvm.read.ptx.sreg.envreg31 : i32
// CHECK: %{{[^ ,]+}} = nvvm.read.ptx.sreg.warpid : i32
// CHECK: %{{[^ ,]+}} = nvvm.read.ptx.sreg.nsmid range <i32, 1, 1024> : i32
// CHECK: %{{[^ ,]+}} = nvvm.read.ptx.sreg.gridid : i64
