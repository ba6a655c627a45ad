module attributes {gpu.container_module} {
  llvm.func @main() {
    %0 = llvm.mlir.constant(4 : index) : i64
    %1 = llvm.mlir.constant(2 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = builtin.unrealized_conversion_cast %2 : i64 to index
    %4 = builtin.unrealized_conversion_cast %1 : i64 to index
    %5 = builtin.unrealized_conversion_cast %0 : i64 to index
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%1, %2, %2) threads in (%0, %2, %2) : i64 
    llvm.return
  }
  gpu.module @main_kernel [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.mlir.global internal constant @printfFormat_0("block %d thread %d value %f\0A\00") {addr_space = 0 : i32}
    llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
    llvm.func @main_kernel() attributes {gpu.kernel, gpu.known_block_size = array<i32: 4, 1, 1>, gpu.known_grid_size = array<i32: 2, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 4, 1, 1>} {
      %0 = llvm.mlir.constant(1 : index) : i64
      %1 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %2 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2> : i32
      %3 = llvm.sext %2 : i32 to i64
      %4 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 4> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = llvm.trunc %5 : i64 to i32
      %7 = llvm.trunc %3 : i64 to i32
      %8 = llvm.sitofp %6 : i32 to f32
      %9 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<29 x i8>
      %10 = llvm.fpext %8 : f32 to f64
      %11 = llvm.alloca %0 x !llvm.struct<(i32, i32, f64)> : (i64) -> !llvm.ptr
      %12 = llvm.getelementptr %11[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, f64)>
      llvm.store %7, %12 : i32, !llvm.ptr
      %13 = llvm.getelementptr %11[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, f64)>
      llvm.store %6, %13 : i32, !llvm.ptr
      %14 = llvm.getelementptr %11[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, f64)>
      llvm.store %10, %14 : f64, !llvm.ptr
      %15 = llvm.call @vprintf(%9, %11) : (!llvm.ptr, !llvm.ptr) -> i32
      llvm.return
    }
  }
}
