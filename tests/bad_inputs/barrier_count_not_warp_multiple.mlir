// A barrier's thread count must be a multiple of the warp size: ptxas rejects `bar.sync 1, 33`.
llvm.func @k() attributes {nvvm.kernel} {
  %id = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.mlir.constant(33 : i32) : i32
  nvvm.barrier id = %id number_of_threads = %n // ERROR: barrier thread count 33 is not a multiple of the warp size
  llvm.return
}
