// Each thread prints its index and a float (promoted to double by printf-lowering).
llvm.mlir.global internal constant @fmt("thread %d: value %f\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.func @hello(%values: !llvm.ptr) attributes {nvvm.kernel} {
  %thread = nvvm.read.ptx.sreg.tid.x : i32
  %thread64 = llvm.zext %thread : i32 to i64
  %src = llvm.getelementptr inbounds %values[%thread64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %src {alignment = 4 : i64} : !llvm.ptr -> f32
  %format = llvm.mlir.addressof @fmt : !llvm.ptr
  %0 = llvm.call @printf(%format, %thread, %v) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f32) -> i32
  llvm.return
}
