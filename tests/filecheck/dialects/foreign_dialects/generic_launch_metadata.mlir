// IREE 3.13's launch metadata in MLIR's generic form (`--mlir-print-op-generic`): the kernel
// named by `function_ref`, its block by `workgroup_size`; the arith ops in its region are host
// code, left unconverted (they would otherwise leave an unrealized_conversion_cast behind).

// REQUIRES: ptxas
// RUN: nvvm-opt %s --sm 80 | filecheck %s
// RUN: nvvm-opt %s --sm 80 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin

"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "k_dispatch_0", visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr<1>):
    %0 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    "llvm.store"(%0, %arg0) <{ordering = 0 : i64}> : (i32, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @k_dispatch_0, subgroup_size = 32 : i64, workgroup_size = array<i64: 128, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK:      .visible .entry k_dispatch_0(
// CHECK:      .maxntid 128, 1, 1
// CHECK:      mov.u32 %r{{[0-9]+}}, %tid.x;
