// An mbarrier's expected arrival count outside PTX's 1..2^20-1 (ptxas rejects the instruction).
llvm.mlir.global internal @bar() {addr_space = 3 : i32, alignment = 8 : i64} : i64
llvm.func @k() attributes {nvvm.kernel} {
  %bar = llvm.mlir.addressof @bar : !llvm.ptr<3>
  %count = llvm.mlir.constant(-1 : i32) : i32
  nvvm.mbarrier.init.shared %bar, %count : !llvm.ptr<3>, i32 // ERROR: arrival count -1 is out of range
  llvm.return
}
