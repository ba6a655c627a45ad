// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s | xdsl-opt | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | xdsl-opt | filecheck %s

// The ops defined from the ODS table (dialects/nvvm_ods_ops.py), one function per family, and
// hand-written ops whose properties have MLIR defaults (left out when printed). The CHECK lines
// are mlir-opt-22's printing of this file (SSA names aside): the same text must come back.
// ods_ops_generic.mlir reads mlir-opt-22's generic form of it, defaults written out.

// CHECK-LABEL: @prmt
// CHECK:      %{{.*}} = nvvm.prmt <default> %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %{{.*}} = nvvm.prmt <b4e> %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %{{.*}} = nvvm.prmt <ecr> %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %{{.*}} = nvvm.prmt <rc16> %{{.*}}, %{{.*}} : i32
llvm.func @prmt(%a: i32, %b: i32, %s: i32) -> i32 {
  %0 = nvvm.prmt #nvvm.permute_mode<default> %s, %a, %b : i32
  %1 = nvvm.prmt <b4e> %s, %a, %b : i32
  %2 = nvvm.prmt <ecr> %s, %a : i32
  %3 = nvvm.prmt <rc16> %s, %a : i32
  llvm.return %3 : i32
}

// CHECK-LABEL: @sregs
// CHECK:      %{{.*}} = nvvm.read.ptx.sreg.aggr.smem.size : i32
// CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.dynamic.smem.size : i32
// CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.total.smem.size : i32
// CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.gridid : i32
// CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.gridid : i64
llvm.func @sregs() -> i32 {
  %0 = nvvm.read.ptx.sreg.aggr.smem.size : i32
  %1 = nvvm.read.ptx.sreg.dynamic.smem.size : i32
  %2 = nvvm.read.ptx.sreg.total.smem.size : i32
  %3 = nvvm.read.ptx.sreg.gridid : i32
  %4 = nvvm.read.ptx.sreg.gridid : i64
  llvm.return %0 : i32
}

// CHECK-LABEL: @fences
// CHECK:      nvvm.fence.sync_restrict {order = #nvvm.mem_order<acquire>}
// CHECK-NEXT: nvvm.fence.sync_restrict {order = #nvvm.mem_order<release>}
// CHECK-NEXT: nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<acquire>}
// CHECK-NEXT: nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<release>}
llvm.func @fences() {
  nvvm.fence.sync_restrict {order = #nvvm.mem_order<acquire>}
  nvvm.fence.sync_restrict {order = #nvvm.mem_order<release>}
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<acquire>}
  nvvm.fence.proxy.sync_restrict {fromProxy = #nvvm.proxy_kind<generic>, order = #nvvm.mem_order<release>, toProxy = #nvvm.proxy_kind<async>}
  llvm.return
}

// CHECK-LABEL: @mbarriers
// CHECK:      nvvm.mbarrier.expect_tx %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.mbarrier.expect_tx %{{.*}}, %{{.*}} {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
// CHECK-NEXT: nvvm.mbarrier.complete_tx %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.mbarrier.complete_tx %{{.*}}, %{{.*}} {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
// CHECK-NEXT: %{{.*}} = nvvm.mbarrier.try_wait %{{.*}}, %{{.*}} : !llvm.ptr<3>, i64 -> i1
// CHECK-NEXT: %{{.*}} = nvvm.mbarrier.try_wait %{{.*}}, %{{.*}}, %{{.*}} {relaxed = true, scope = #nvvm.mem_scope<cluster>} : !llvm.ptr, i32, i32 -> i1
// CHECK-NEXT: %{{.*}} = nvvm.mbarrier.try_wait %{{.*}}, %{{.*}}, %{{.*}} : !llvm.ptr<3>, i64, i32 -> i1
// CHECK-NEXT: %{{.*}} = nvvm.mbarrier.arrive_drop %{{.*}} : !llvm.ptr<3> -> i64
// CHECK-NEXT: %{{.*}} = nvvm.mbarrier.arrive_drop %{{.*}}, %{{.*}} {relaxed = true} : !llvm.ptr -> i64
// CHECK-NEXT: nvvm.mbarrier.arrive_drop %{{.*}}, %{{.*}} {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>
// CHECK-NEXT: %{{.*}} = nvvm.mbarrier.arrive_drop.expect_tx %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32 -> i64
// CHECK-NEXT: nvvm.mbarrier.arrive_drop.expect_tx %{{.*}}, %{{.*}} {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
// CHECK-NEXT: %{{.*}} = nvvm.mbarrier.arrive_drop.nocomplete %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32 -> i64
llvm.func @mbarriers(%p: !llvm.ptr<3>, %g: !llvm.ptr, %c: !llvm.ptr<7>, %n: i32, %t: i32, %state: i64) {
  nvvm.mbarrier.expect_tx %p, %n : !llvm.ptr<3>, i32
  nvvm.mbarrier.expect_tx %c, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  nvvm.mbarrier.complete_tx %p, %n {scope = #nvvm.mem_scope<cta>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.complete_tx %c, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  %0 = nvvm.mbarrier.try_wait %p, %state : !llvm.ptr<3>, i64 -> i1
  %1 = nvvm.mbarrier.try_wait %g, %n, %t {relaxed = true, scope = #nvvm.mem_scope<cluster>} : !llvm.ptr, i32, i32 -> i1
  %2 = nvvm.mbarrier.try_wait %p, %state, %t {relaxed = false} : !llvm.ptr<3>, i64, i32 -> i1
  %3 = nvvm.mbarrier.arrive_drop %p : !llvm.ptr<3> -> i64
  %4 = nvvm.mbarrier.arrive_drop %g, %n {relaxed = true} : !llvm.ptr -> i64
  nvvm.mbarrier.arrive_drop %c, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>
  %5 = nvvm.mbarrier.arrive_drop.expect_tx %p, %n : !llvm.ptr<3>, i32 -> i64
  nvvm.mbarrier.arrive_drop.expect_tx %c, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  %6 = nvvm.mbarrier.arrive_drop.nocomplete %p, %n : !llvm.ptr<3>, i32 -> i64
  llvm.return
}

// CHECK-LABEL: @hand_written_defaults
// CHECK:      %{{.*}} = nvvm.convert.float.to.tf32 %{{.*}} {rnd = #nvvm.fp_rnd_mode<rna>}
// CHECK-NEXT: nvvm.tcgen05.alloc %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.tcgen05.alloc %{{.*}}, %{{.*}} {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.tcgen05.relinquish_alloc_permit
llvm.func @hand_written_defaults(%a: f32, %b: f32, %t: !llvm.ptr<6>, %s: !llvm.ptr<3>, %n: i32) {
  %0 = nvvm.convert.float.to.tf32 %a {relu = false, rnd = #nvvm.fp_rnd_mode<rna>, sat = #nvvm.sat_mode<none>}
  nvvm.tcgen05.alloc %s, %n {group = #nvvm.cta_group<cta_1>} : !llvm.ptr<3>, i32
  nvvm.tcgen05.alloc %s, %n {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
  nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_1>}
  llvm.return
}
