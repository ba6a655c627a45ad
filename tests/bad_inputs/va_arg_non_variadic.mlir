// llvm.intr.vastart in a function that is not variadic.
llvm.func @f(%n: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %ap = llvm.alloca %c1 x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.intr.vastart %ap : !llvm.ptr // ERROR: 'llvm.intr.vastart'
  %v = llvm.va_arg %ap : (!llvm.ptr) -> i32
  llvm.return %v : i32
}
