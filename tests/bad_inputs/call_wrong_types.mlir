// A direct call passing an f32 where the callee takes an i32.
module {
  llvm.func @inc(%a: i32) -> i32 {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %r = llvm.add %a, %c1 : i32
    llvm.return %r : i32
  }
  llvm.func @k(%x: f32, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %r = llvm.call @inc(%x) : (f32) -> i32 // ERROR: 'llvm.call'
    llvm.store %r, %out : i32, !llvm.ptr
    llvm.return
  }
}
