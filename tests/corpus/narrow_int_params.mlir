// i1/i8/i16 kernel params and device-function params/returns (promoted to .b32 in .func returns, .u8/.u16 in .entry).
module {
  llvm.func @pick(%c: i1, %a: i8, %b: i16) -> i8 {
    %bt = llvm.trunc %b : i16 to i8
    %r = llvm.select %c, %a, %bt : i1, i8
    llvm.return %r : i8
  }
  llvm.func @wide(%a: i8) -> i16 {
    %r = llvm.sext %a : i8 to i16
    llvm.return %r : i16
  }
  llvm.func @flag(%x: i32) -> i1 {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %r = llvm.icmp "sgt" %x, %c0 : i32
    llvm.return %r : i1
  }
  llvm.func @k(%c: i1, %a: i8, %b: i16, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %p = llvm.call @pick(%c, %a, %b) : (i1, i8, i16) -> i8
    %w = llvm.call @wide(%p) : (i8) -> i16
    %w32 = llvm.sext %w : i16 to i32
    %f = llvm.call @flag(%w32) : (i32) -> i1
    %fb = llvm.zext %f : i1 to i8
    llvm.store %fb, %out : i8, !llvm.ptr
    %q = llvm.getelementptr %out[2] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %w, %q : i16, !llvm.ptr
    llvm.return
  }
}
