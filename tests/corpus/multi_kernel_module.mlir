// Several kernels in one module sharing a device function, a shared array and a global counter.
module {
  llvm.mlir.global internal @scratch() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x i32>
  llvm.mlir.global external @launches(0 : i32) {addr_space = 1 : i32} : i32
  llvm.func @bump() -> i32 {
    %g = llvm.mlir.addressof @launches : !llvm.ptr<1>
    %one = llvm.mlir.constant(1 : i32) : i32
    %old = llvm.atomicrmw add %g, %one monotonic : !llvm.ptr<1>, i32
    llvm.return %old : i32
  }
  llvm.func @producer(%out: !llvm.ptr) attributes {nvvm.kernel} {
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %t64 = llvm.zext %t : i32 to i64
    %s = llvm.mlir.addressof @scratch : !llvm.ptr<3>
    %p = llvm.getelementptr %s[0, %t64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x i32>
    %b = llvm.call @bump() : () -> i32
    llvm.store %b, %p : i32, !llvm.ptr<3>
    nvvm.barrier0
    %v = llvm.load %p : !llvm.ptr<3> -> i32
    llvm.store %v, %out : i32, !llvm.ptr
    llvm.return
  }
  llvm.func @consumer(%in: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 64>} {
    %b = llvm.call @bump() : () -> i32
    %v = llvm.load %in : !llvm.ptr -> i32
    %s = llvm.add %v, %b : i32
    llvm.store %s, %out : i32, !llvm.ptr
    llvm.return
  }
}
