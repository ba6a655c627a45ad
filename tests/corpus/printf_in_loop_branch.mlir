// printf inside a loop body and a conditional branch (the buffer alloca must live in the entry block).
module {
  llvm.mlir.global internal constant @fmt("i=%d x=%f\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @loop_print(%n: i32, %x: f64) attributes {nvvm.kernel} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %f = llvm.mlir.addressof @fmt : !llvm.ptr
    llvm.br ^h(%c0 : i32)
  ^h(%i: i32):
    %go = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %go, ^b, ^e
  ^b:
    %odd = llvm.and %i, %c1 : i32
    %isodd = llvm.icmp "ne" %odd, %c0 : i32
    llvm.cond_br %isodd, ^p, ^n
  ^p:
    %r = llvm.call @printf(%f, %i, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64) -> i32
    llvm.br ^n
  ^n:
    %i2 = llvm.add %i, %c1 : i32
    llvm.br ^h(%i2 : i32)
  ^e:
    llvm.return
  }
}
