// printf from a kernel: printf-lowering packs the arguments into a local buffer and calls
// vprintf(fmt, buf); the format string is a `.global .align 1 .b8` array.
module {
  llvm.mlir.global internal constant @fmt("tid %d: %f\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @hello(%x: f32) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %xd = llvm.fpext %x : f32 to f64
    %r = llvm.call @printf(%fmt, %tid, %xd) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64) -> i32
    llvm.return
  }
}
