// RUN: xdsl-opt %s | filecheck %s

// mlir-opt-22 --mlir-print-op-generic of ods_ops.mlir: every property written out, defaults
// included (`relaxed = false`, `scope = #nvvm.mem_scope<cta>`, `group = #nvvm.cta_group<cta_1>`).
// Printed back in the custom form it must read as mlir-opt-22 prints ods_ops.mlir.

// CHECK-LABEL: @prmt
// CHECK:      %{{.*}} = nvvm.prmt <default> %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %{{.*}} = nvvm.prmt <b4e> %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %{{.*}} = nvvm.prmt <ecr> %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %{{.*}} = nvvm.prmt <rc16> %{{.*}}, %{{.*}} : i32
// CHECK-LABEL: @sregs
// CHECK:      %{{.*}} = nvvm.read.ptx.sreg.aggr.smem.size : i32
// CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.dynamic.smem.size : i32
// CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.total.smem.size : i32
// CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.gridid : i32
// CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.gridid : i64
// CHECK-LABEL: @fences
// CHECK:      nvvm.fence.sync_restrict {order = #nvvm.mem_order<acquire>}
// CHECK-NEXT: nvvm.fence.sync_restrict {order = #nvvm.mem_order<release>}
// CHECK-NEXT: nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<acquire>}
// CHECK-NEXT: nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<release>}
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
// CHECK-LABEL: @hand_written_defaults
// CHECK:      %{{.*}} = nvvm.convert.float.to.tf32 %{{.*}} {rnd = #nvvm.fp_rnd_mode<rna>}
// CHECK-NEXT: nvvm.tcgen05.alloc %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.tcgen05.alloc %{{.*}}, %{{.*}} {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.tcgen05.relinquish_alloc_permit

"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "prmt", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg11: i32, %arg12: i32, %arg13: i32):
    %13 = "nvvm.prmt"(%arg11, %arg12, %arg13) <{mode = #nvvm.permute_mode<default>}> : (i32, i32, i32) -> i32
    %14 = "nvvm.prmt"(%arg11, %arg12, %arg13) <{mode = #nvvm.permute_mode<b4e>}> : (i32, i32, i32) -> i32
    %15 = "nvvm.prmt"(%arg11, %arg13) <{mode = #nvvm.permute_mode<ecr>}> : (i32, i32) -> i32
    %16 = "nvvm.prmt"(%arg11, %arg13) <{mode = #nvvm.permute_mode<rc16>}> : (i32, i32) -> i32
    "llvm.return"(%16) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "sregs", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %8 = "nvvm.read.ptx.sreg.aggr.smem.size"() : () -> i32
    %9 = "nvvm.read.ptx.sreg.dynamic.smem.size"() : () -> i32
    %10 = "nvvm.read.ptx.sreg.total.smem.size"() : () -> i32
    %11 = "nvvm.read.ptx.sreg.gridid"() : () -> i32
    %12 = "nvvm.read.ptx.sreg.gridid"() : () -> i64
    "llvm.return"(%8) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "fences", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    "nvvm.fence.sync_restrict"() <{order = #nvvm.mem_order<acquire>}> : () -> ()
    "nvvm.fence.sync_restrict"() <{order = #nvvm.mem_order<release>}> : () -> ()
    "nvvm.fence.proxy.sync_restrict"() <{fromProxy = #nvvm.proxy_kind<generic>, order = #nvvm.mem_order<acquire>, toProxy = #nvvm.proxy_kind<async>}> : () -> ()
    "nvvm.fence.proxy.sync_restrict"() <{fromProxy = #nvvm.proxy_kind<generic>, order = #nvvm.mem_order<release>, toProxy = #nvvm.proxy_kind<async>}> : () -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr<3>, ptr, ptr<7>, i32, i32, i64)>, linkage = #llvm.linkage<external>, sym_name = "mbarriers", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg5: !llvm.ptr<3>, %arg6: !llvm.ptr, %arg7: !llvm.ptr<7>, %arg8: i32, %arg9: i32, %arg10: i64):
    "nvvm.mbarrier.expect_tx"(%arg5, %arg8) <{scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> ()
    "nvvm.mbarrier.expect_tx"(%arg7, %arg8) <{scope = #nvvm.mem_scope<cluster>}> : (!llvm.ptr<7>, i32) -> ()
    "nvvm.mbarrier.complete_tx"(%arg5, %arg8) <{scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> ()
    "nvvm.mbarrier.complete_tx"(%arg7, %arg8) <{scope = #nvvm.mem_scope<cluster>}> : (!llvm.ptr<7>, i32) -> ()
    %1 = "nvvm.mbarrier.try_wait"(%arg5, %arg10) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i64) -> i1
    %2 = "nvvm.mbarrier.try_wait"(%arg6, %arg8, %arg9) <{relaxed = true, scope = #nvvm.mem_scope<cluster>}> : (!llvm.ptr, i32, i32) -> i1
    %3 = "nvvm.mbarrier.try_wait"(%arg5, %arg10, %arg9) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i64, i32) -> i1
    %4 = "nvvm.mbarrier.arrive_drop"(%arg5) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>) -> i64
    %5 = "nvvm.mbarrier.arrive_drop"(%arg6, %arg8) <{relaxed = true, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr, i32) -> i64
    "nvvm.mbarrier.arrive_drop"(%arg7, %arg8) <{relaxed = false, scope = #nvvm.mem_scope<cluster>}> : (!llvm.ptr<7>, i32) -> ()
    %6 = "nvvm.mbarrier.arrive_drop.expect_tx"(%arg5, %arg8) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
    "nvvm.mbarrier.arrive_drop.expect_tx"(%arg7, %arg8) <{relaxed = false, scope = #nvvm.mem_scope<cluster>}> : (!llvm.ptr<7>, i32) -> ()
    %7 = "nvvm.mbarrier.arrive_drop.nocomplete"(%arg5, %arg8) : (!llvm.ptr<3>, i32) -> i64
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f32, f32, ptr<6>, ptr<3>, i32)>, linkage = #llvm.linkage<external>, sym_name = "hand_written_defaults", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: !llvm.ptr<6>, %arg3: !llvm.ptr<3>, %arg4: i32):
    %0 = "nvvm.convert.float.to.tf32"(%arg0) <{relu = false, rnd = #nvvm.fp_rnd_mode<rna>, sat = #nvvm.sat_mode<none>}> : (f32) -> i32
    "nvvm.tcgen05.alloc"(%arg3, %arg4) <{group = #nvvm.cta_group<cta_1>}> : (!llvm.ptr<3>, i32) -> ()
    "nvvm.tcgen05.alloc"(%arg3, %arg4) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i32) -> ()
    "nvvm.tcgen05.relinquish_alloc_permit"() <{group = #nvvm.cta_group<cta_1>}> : () -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

