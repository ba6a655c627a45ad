module attributes {gpu.container_module} {
  llvm.func @main() {
    %0 = llvm.mlir.constant(1.500000e+00 : f32) : f32
    %1 = llvm.mlir.constant(64 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = builtin.unrealized_conversion_cast %2 : i64 to index
    %4 = builtin.unrealized_conversion_cast %1 : i64 to index
    %5 = llvm.mlir.constant(64 : index) : i64
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.mlir.zero : !llvm.ptr
    %8 = llvm.getelementptr %7[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9 = llvm.ptrtoint %8 : !llvm.ptr to i64
    %10 = llvm.mlir.zero : !llvm.ptr
    %11 = llvm.mlir.constant(1 : i8) : i8
    %12 = llvm.call @mgpuMemAlloc(%9, %10, %11) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %13 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %14 = llvm.insertvalue %12, %13[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.insertvalue %12, %14[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.mlir.constant(0 : index) : i64
    %17 = llvm.insertvalue %16, %15[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.insertvalue %5, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.insertvalue %6, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<64xf32>
    %21 = llvm.extractvalue %19[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.extractvalue %19[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.extractvalue %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.extractvalue %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%2, %2, %2) threads in (%1, %2, %2) : i64 args(%21 : !llvm.ptr, %22 : !llvm.ptr, %23 : i64, %24 : i64, %25 : i64, %0 : f32)
    gpu.dealloc  %20 : memref<64xf32>
    llvm.return
  }
  gpu.module @main_kernel [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @__nv_logf(f32) -> f32
    llvm.func @__nv_sqrtf(f32) -> f32
    llvm.func @__nv_tanhf(f32) -> f32
    llvm.func @__nv_powf(f32, f32) -> f32
    llvm.func @__nv_fmaf(f32, f32, f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: f32) attributes {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} {
      %0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
      %1 = llvm.sext %0 : i32 to i64
      %2 = llvm.getelementptr inbounds|nuw %arg1[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %3 = llvm.load %2 : !llvm.ptr -> f32
      %4 = llvm.call @__nv_expf(%3) : (f32) -> f32
      %5 = llvm.call @__nv_logf(%4) : (f32) -> f32
      %6 = llvm.call @__nv_sqrtf(%5) : (f32) -> f32
      %7 = llvm.call @__nv_tanhf(%6) : (f32) -> f32
      %8 = llvm.call @__nv_powf(%7, %arg5) : (f32, f32) -> f32
      %9 = llvm.call @__nv_fmaf(%8, %3, %4) : (f32, f32, f32) -> f32
      llvm.store %9, %2 : f32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
}
