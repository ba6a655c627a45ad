// Device function with several return paths, an unreachable block, freeze and poison values.
module {
  llvm.func @classify(%x: i32) -> i32 {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %cm = llvm.mlir.constant(-1 : i32) : i32
    %neg = llvm.icmp "slt" %x, %c0 : i32
    llvm.cond_br %neg, ^n, ^nn
  ^n:
    llvm.return %cm : i32
  ^nn:
    %z = llvm.icmp "eq" %x, %c0 : i32
    llvm.cond_br %z, ^zr, ^pos
  ^zr:
    llvm.return %c0 : i32
  ^pos:
    %big = llvm.icmp "sgt" %x, %cm : i32
    llvm.cond_br %big, ^ret1, ^dead
  ^ret1:
    llvm.return %c1 : i32
  ^dead:
    llvm.unreachable
  }
  llvm.func @k(%x: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %r = llvm.call @classify(%x) : (i32) -> i32
    %p = llvm.mlir.poison : i32
    %f = llvm.freeze %p : i32
    %s = llvm.add %r, %f : i32
    llvm.store %s, %out : i32, !llvm.ptr
    llvm.return
  }
}
