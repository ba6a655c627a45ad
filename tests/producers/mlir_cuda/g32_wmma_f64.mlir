module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.func @dmma(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i32
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(0 : index) : i64
      %3 = llvm.mlir.constant(4 : index) : i64
      %4 = llvm.mul %2, %1 : i64
      %5 = llvm.add %4, %2 : i64
      %6 = llvm.getelementptr %arg15[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %7 = nvvm.wmma.load %6, %0 {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<c>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (!llvm.ptr) -> !llvm.struct<(f64, f64)>
      %8 = llvm.getelementptr %arg1[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %9 = nvvm.wmma.load %8, %0 {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<a>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (!llvm.ptr) -> f64
      %10 = llvm.getelementptr %arg8[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %11 = nvvm.wmma.load %10, %0 {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<b>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (!llvm.ptr) -> f64
      %12 = llvm.extractvalue %7[0] : !llvm.struct<(f64, f64)> 
      %13 = llvm.extractvalue %7[1] : !llvm.struct<(f64, f64)> 
      %14 = nvvm.wmma.mma %9, %11, %12, %13 {eltypeA = #nvvm.mma_type<f64>, eltypeB = #nvvm.mma_type<f64>, k = 4 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (f64, f64, f64, f64) -> !llvm.struct<(f64, f64)>
      %15 = llvm.add %4, %3 : i64
      %16 = llvm.getelementptr %arg1[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %17 = nvvm.wmma.load %16, %0 {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<a>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (!llvm.ptr) -> f64
      %18 = llvm.mul %3, %1 : i64
      %19 = llvm.add %18, %2 : i64
      %20 = llvm.getelementptr %arg8[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %21 = nvvm.wmma.load %20, %0 {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<b>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (!llvm.ptr) -> f64
      %22 = llvm.extractvalue %14[0] : !llvm.struct<(f64, f64)> 
      %23 = llvm.extractvalue %14[1] : !llvm.struct<(f64, f64)> 
      %24 = nvvm.wmma.mma %17, %21, %22, %23 {eltypeA = #nvvm.mma_type<f64>, eltypeB = #nvvm.mma_type<f64>, k = 4 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (f64, f64, f64, f64) -> !llvm.struct<(f64, f64)>
      %25 = llvm.extractvalue %24[0] : !llvm.struct<(f64, f64)> 
      %26 = llvm.extractvalue %24[1] : !llvm.struct<(f64, f64)> 
      nvvm.wmma.store %6, %0, %25, %26 {eltype = #nvvm.mma_type<f64>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : !llvm.ptr, f64, f64
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(32 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  () : memref<8x8xf64>
    %4 = builtin.unrealized_conversion_cast %memref : memref<8x8xf64> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %memref_0 = gpu.alloc  () : memref<8x8xf64>
    %5 = builtin.unrealized_conversion_cast %memref_0 : memref<8x8xf64> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %memref_1 = gpu.alloc  () : memref<8x8xf64>
    %6 = builtin.unrealized_conversion_cast %memref_1 : memref<8x8xf64> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7 = llvm.extractvalue %4[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.extractvalue %4[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.extractvalue %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.extractvalue %4[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.extractvalue %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.extractvalue %4[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.extractvalue %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.extractvalue %5[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.extractvalue %6[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.extractvalue %6[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.extractvalue %6[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.extractvalue %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.extractvalue %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func  @k::@dmma blocks in (%1, %1, %1) threads in (%0, %1, %1) : i64 args(%7 : !llvm.ptr, %8 : !llvm.ptr, %9 : i64, %10 : i64, %11 : i64, %12 : i64, %13 : i64, %14 : !llvm.ptr, %15 : !llvm.ptr, %16 : i64, %17 : i64, %18 : i64, %19 : i64, %20 : i64, %21 : !llvm.ptr, %22 : !llvm.ptr, %23 : i64, %24 : i64, %25 : i64, %26 : i64, %27 : i64)
    llvm.return
  }
}
