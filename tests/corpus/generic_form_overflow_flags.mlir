// MLIR's generic op form with overflowFlags = #llvm.overflow<...> properties, as mlir-opt --mlir-print-op-generic prints arithmetic.
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, i32)>, linkage = #llvm.linkage<external>, sym_name = "gen", visibility_ = 0 : i64}> ({
  ^bb0(%out: !llvm.ptr, %n: i32):
    %c1 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %s = "llvm.add"(%n, %c1) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
    %m = "llvm.mul"(%s, %s) <{overflowFlags = #llvm.overflow<nsw>}> : (i32, i32) -> i32
    %c = "llvm.icmp"(%m, %n) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %r = "llvm.select"(%c, %m, %n) : (i1, i32, i32) -> i32
    "llvm.store"(%r, %out) <{alignment = 4 : i64, ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) {nvvm.kernel} : () -> ()
}) : () -> ()
