// Indirect calls through a function-pointer table in a global and a select between two device functions.
module {
  llvm.func @twice(%x: f32) -> f32 {
    %r = llvm.fadd %x, %x : f32
    llvm.return %r : f32
  }
  llvm.func @square(%x: f32) -> f32 {
    %r = llvm.fmul %x, %x : f32
    llvm.return %r : f32
  }
  llvm.func @apply(%out: !llvm.ptr, %x: f32, %which: i32) attributes {nvvm.kernel} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %t = llvm.mlir.addressof @twice : !llvm.ptr
    %s = llvm.mlir.addressof @square : !llvm.ptr
    %z = llvm.icmp "eq" %which, %c0 : i32
    %f = llvm.select %z, %t, %s : i1, !llvm.ptr
    %r = llvm.call %f(%x) : !llvm.ptr, (f32) -> f32
    llvm.store %s, %out : !llvm.ptr, !llvm.ptr
    %g = llvm.load %out : !llvm.ptr -> !llvm.ptr
    %r2 = llvm.call %g(%r) : !llvm.ptr, (f32) -> f32
    %q = llvm.getelementptr %out[8] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %r2, %q : f32, !llvm.ptr
    llvm.return
  }
}
