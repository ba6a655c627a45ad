// An aggregate (struct) value passed through `...` of a variadic device function.
module {
  llvm.func @sink(%n: i32, ...) {
    llvm.return
  }
  llvm.func @k(%a: i32, %b: f32) attributes {nvvm.kernel} {
    %u = llvm.mlir.undef : !llvm.struct<(i32, f32)>
    %s0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, f32)>
    %s1 = llvm.insertvalue %b, %s0[1] : !llvm.struct<(i32, f32)>
    llvm.call @sink(%a, %s1) vararg(!llvm.func<void (i32, ...)>) : (i32, !llvm.struct<(i32, f32)>) -> () // ERROR: 'llvm.call'
    llvm.return
  }
}
