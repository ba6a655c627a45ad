// A device function reads its byval struct 8 bytes before the start (`gep %s[-1, 1]`): out of
// bounds, and `ld.param [rd_param_0+-8]` crashes ptxas (fuzzer seed 53, mutant 274).
llvm.func @rd(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i64, i64)>, llvm.align = 8 : i64}) -> i64 {
  %p = llvm.getelementptr %s[-1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i64)>
  %v = llvm.load %p : !llvm.ptr -> i64 // ERROR: 'llvm.load': accesses 8 bytes before the start of parameter rd_param_0
  llvm.return %v : i64
}
llvm.func @k(%out: !llvm.ptr) attributes {nvvm.kernel} {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %copy = llvm.alloca %c1 x !llvm.struct<(i64, i64)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %v = llvm.call @rd(%copy) : (!llvm.ptr) -> i64
  llvm.store %v, %out : i64, !llvm.ptr
  llvm.return
}
