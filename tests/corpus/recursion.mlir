// Recursive device functions: factorial (i64) and mutually recursive even/odd, called from a kernel.
module {
  llvm.func @fact(%n: i64) -> i64 {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %le = llvm.icmp "sle" %n, %c1 : i64
    llvm.cond_br %le, ^base, ^rec
  ^base:
    llvm.return %c1 : i64
  ^rec:
    %m = llvm.sub %n, %c1 : i64
    %r = llvm.call @fact(%m) : (i64) -> i64
    %p = llvm.mul %n, %r : i64
    llvm.return %p : i64
  }
  llvm.func @is_even(%n: i32) -> i1 {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %z = llvm.icmp "eq" %n, %c0 : i32
    llvm.cond_br %z, ^yes, ^no
  ^yes:
    %t = llvm.mlir.constant(true) : i1
    llvm.return %t : i1
  ^no:
    %m = llvm.sub %n, %c1 : i32
    %r = llvm.call @is_odd(%m) : (i32) -> i1
    llvm.return %r : i1
  }
  llvm.func @is_odd(%n: i32) -> i1 {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %z = llvm.icmp "eq" %n, %c0 : i32
    llvm.cond_br %z, ^no, ^yes
  ^no:
    %f = llvm.mlir.constant(false) : i1
    llvm.return %f : i1
  ^yes:
    %m = llvm.sub %n, %c1 : i32
    %r = llvm.call @is_even(%m) : (i32) -> i1
    llvm.return %r : i1
  }
  llvm.func @rec(%out: !llvm.ptr, %n: i32) attributes {nvvm.kernel} {
    %n64 = llvm.sext %n : i32 to i64
    %f = llvm.call @fact(%n64) : (i64) -> i64
    %e = llvm.call @is_even(%n) : (i32) -> i1
    %e64 = llvm.zext %e : i1 to i64
    %s = llvm.add %f, %e64 : i64
    llvm.store %s, %out : i64, !llvm.ptr
    llvm.return
  }
}
