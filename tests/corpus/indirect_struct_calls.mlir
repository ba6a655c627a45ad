// Indirect calls through function pointers with a struct return, a byval struct argument and an i1 parameter.
module {
  llvm.func @mk(%a: i32, %flag: i1) -> !llvm.struct<(i32, f32)> {
    %u = llvm.mlir.undef : !llvm.struct<(i32, f32)>
    %f = llvm.uitofp %a : i32 to f32
    %z = llvm.mlir.constant(0.0 : f32) : f32
    %g = llvm.select %flag, %f, %z : i1, f32
    %s0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, f32)>
    %s1 = llvm.insertvalue %g, %s0[1] : !llvm.struct<(i32, f32)>
    llvm.return %s1 : !llvm.struct<(i32, f32)>
  }
  llvm.func @rd(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i64, i64)>, llvm.align = 8 : i64}) -> i64 {
    %p = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i64)>
    %v = llvm.load %p : !llvm.ptr -> i64
    llvm.return %v : i64
  }
  llvm.func @k(%a: i32, %flag: i1, %b: !llvm.ptr {llvm.byval = !llvm.struct<(i64, i64)>, llvm.align = 8 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %f1 = llvm.mlir.addressof @mk : !llvm.ptr
    %f2 = llvm.mlir.addressof @rd : !llvm.ptr
    %r = llvm.call %f1(%a, %flag) : !llvm.ptr, (i32, i1) -> !llvm.struct<(i32, f32)>
    %x = llvm.extractvalue %r[1] : !llvm.struct<(i32, f32)>
    llvm.store %x, %out : f32, !llvm.ptr
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %copy = llvm.alloca %c1 x !llvm.struct<(i64, i64)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %n = llvm.mlir.constant(16 : i64) : i64
    "llvm.intr.memcpy"(%copy, %b, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %v = llvm.call %f2(%copy) : !llvm.ptr, (!llvm.ptr) -> i64
    %q = llvm.getelementptr %out[8] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v, %q : i64, !llvm.ptr
    llvm.return
  }
}
