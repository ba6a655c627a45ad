// printf with correctly matched conversions: %%, %c, %hhd, %hd, %d, %u, %x, %ld, %lld, %llu, %zu, %f, %e, %g, %a, %s (global and const strings), %p, widths/precisions and '*'.
module {
  llvm.mlir.global internal constant @fmt("100%% %c %hhd %hd %d %u %x %ld %lld %llu %zu|%8.3f %e %g %a|%s %s %p|%*d %-5.2lf\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @name("gpu\00") {addr_space = 1 : i32}
  llvm.mlir.global internal constant @cname("const\00") {addr_space = 4 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @k(%c: i8, %s: i16, %i: i32, %l: i64, %h: f16, %f: f32, %d: f64, %p: !llvm.ptr) attributes {nvvm.kernel} {
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %n1 = llvm.mlir.addressof @name : !llvm.ptr<1>
    %n4 = llvm.mlir.addressof @cname : !llvm.ptr<4>
    %c32 = llvm.sext %c : i8 to i32
    %s32 = llvm.sext %s : i16 to i32
    %hd = llvm.fpext %h : f16 to f64
    %fd = llvm.fpext %f : f32 to f64
    %w = llvm.mlir.constant(6 : i32) : i32
    %r = llvm.call @printf(%fmt, %c32, %c32, %s32, %i, %i, %i, %l, %l, %l, %l, %fd, %d, %hd, %d, %n1, %n4, %p, %w, %i, %d) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32, i32, i32, i32, i64, i64, i64, i64, f64, f64, f64, f64, !llvm.ptr<1>, !llvm.ptr<4>, !llvm.ptr, i32, i32, f64) -> i32
    llvm.return
  }
}
