// IREE's launch metadata beside the kernel states a block size .maxntid cannot hold.
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "dispatch_0", visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr<1>):
    %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    "llvm.store"(%0, %arg0) <{alignment = 4 : i64, ordering = 0 : i64}> : (i32, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @dispatch_0, subgroup_size = 32 : i64, workgroup_size = array<i64: 4294967296, 1, 1>}> ({ // ERROR: 'iree_codegen.dispatch_config'
  ^bb0(%arg0: !hal.device):
  }) : () -> ()
}) : () -> ()
