module attributes {gpu.container_module} {
  gpu.module @smem [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
    llvm.func @reverse(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {gpu.kernel, nvvm.kernel} {
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %1 = llvm.mlir.constant(127 : index) : i64
      %2 = nvvm.read.ptx.sreg.tid.x : i32
      %3 = llvm.sext %2 : i32 to i64
      %4 = nvvm.read.ptx.sreg.ctaid.x : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.ntid.x : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = llvm.mul %5, %7 : i64
      %9 = llvm.add %8, %3 : i64
      %10 = llvm.getelementptr inbounds|nuw %arg1[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %11 = llvm.load %10 : !llvm.ptr -> f32
      %12 = llvm.getelementptr inbounds|nuw %0[%3] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %11, %12 : f32, !llvm.ptr<3>
      nvvm.barrier0
      %13 = llvm.sub %1, %3 : i64
      %14 = llvm.getelementptr inbounds|nuw %0[%13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %15 = llvm.load %14 : !llvm.ptr<3> -> f32
      llvm.store %15, %10 : f32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(512 : i32) : i32
    %1 = llvm.mlir.constant(512 : index) : i64
    %2 = llvm.mlir.constant(128 : index) : i64
    %3 = llvm.mlir.constant(4 : index) : i64
    %4 = llvm.mlir.constant(1 : index) : i64
    %5 = builtin.unrealized_conversion_cast %4 : i64 to index
    %6 = builtin.unrealized_conversion_cast %3 : i64 to index
    %7 = builtin.unrealized_conversion_cast %2 : i64 to index
    %8 = builtin.unrealized_conversion_cast %1 : i64 to index
    %memref = gpu.alloc  (%8) : memref<?xf32>
    %9 = builtin.unrealized_conversion_cast %memref : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10 = llvm.extractvalue %9[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %9[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.extractvalue %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.extractvalue %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @smem::@reverse blocks in (%3, %4, %4) threads in (%2, %4, %4) : i64 dynamic_shared_memory_size %0 args(%10 : !llvm.ptr, %11 : !llvm.ptr, %12 : i64, %13 : i64, %14 : i64)
    gpu.dealloc  %memref : memref<?xf32>
    llvm.return
  }
}
