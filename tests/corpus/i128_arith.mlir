// i128 values: params, add/sub/and/xor, constant shifts, eq compare, zext/trunc, load/store, device-function i128 return.
module {
  llvm.func @wide(%a: i128, %b: i128) -> i128 {
    %s = llvm.add %a, %b : i128
    %x = llvm.xor %s, %a : i128
    llvm.return %x : i128
  }
  llvm.func @k(%p: !llvm.ptr, %a: i128, %l: i64) attributes {nvvm.kernel} {
    %v = llvm.load %p {alignment = 16 : i64} : !llvm.ptr -> i128
    %w = llvm.zext %l : i64 to i128
    %s = llvm.sub %v, %w : i128
    %c64 = llvm.mlir.constant(64 : i128) : i128
    %sh = llvm.shl %s, %c64 : i128
    %an = llvm.and %sh, %a : i128
    %r = llvm.call @wide(%an, %v) : (i128, i128) -> i128
    %eq = llvm.icmp "eq" %r, %a : i128
    %sel = llvm.select %eq, %r, %v : i1, i128
    llvm.store %sel, %p {alignment = 16 : i64} : i128, !llvm.ptr
    %lo = llvm.trunc %sel : i128 to i64
    %q = llvm.getelementptr %p[2] : (!llvm.ptr) -> !llvm.ptr, i128
    llvm.store %lo, %q : i64, !llvm.ptr
    llvm.return
  }
}
