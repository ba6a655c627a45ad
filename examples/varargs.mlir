// A variadic device function, `int sum_ints(int count, ...)`, called with three ints and with none.
llvm.func @sum_ints(%count: i32, ...) -> i32 attributes {passthrough = ["noinline"]} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %one = llvm.mlir.constant(1 : i64) : i64
  %list = llvm.alloca %one x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
  llvm.intr.vastart %list : !llvm.ptr
  llvm.br ^loop(%c0, %c0 : i32, i32)
^loop(%k: i32, %acc: i32):
  %more = llvm.icmp "slt" %k, %count : i32
  llvm.cond_br %more, ^body, ^done
^body:
  %v = llvm.va_arg %list : (!llvm.ptr) -> i32
  %acc2 = llvm.add %acc, %v : i32
  %k2 = llvm.add %k, %c1 : i32
  llvm.br ^loop(%k2, %acc2 : i32, i32)
^done:
  llvm.intr.vaend %list : !llvm.ptr
  llvm.return %acc : i32
}

llvm.func @sum_kernel(%out: !llvm.ptr, %a: i32, %b: i32, %c: i32) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %sum = llvm.call @sum_ints(%c3, %a, %b, %c) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32, i32, i32) -> i32
  %none = llvm.call @sum_ints(%c0) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
  %total = llvm.add %sum, %none : i32
  llvm.store %total, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
