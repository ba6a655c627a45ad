// llvm.va_arg of a struct type in a variadic callee.
llvm.func @f(%n: i32, ...) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %ap = llvm.alloca %c1 x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.intr.vastart %ap : !llvm.ptr
  %v = llvm.va_arg %ap : (!llvm.ptr) -> !llvm.struct<(i32, i32)> // ERROR: 'llvm.va_arg'
  %x = llvm.extractvalue %v[0] : !llvm.struct<(i32, i32)>
  llvm.return %x : i32
}
