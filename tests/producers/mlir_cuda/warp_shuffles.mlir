module attributes {gpu.container_module} {
  gpu.module @warp [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.func @shuffles(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr, %arg13: !llvm.ptr, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: !llvm.ptr, %arg18: !llvm.ptr, %arg19: i64, %arg20: i64, %arg21: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(-1 : i32) : i32
      %2 = llvm.mlir.constant(0 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(2 : index) : i64
      %5 = llvm.mlir.constant(3 : index) : i64
      %6 = llvm.mlir.constant(32 : i32) : i32
      %7 = llvm.mlir.constant(1 : i32) : i32
      %8 = llvm.mlir.constant(4 : i32) : i32
      %9 = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = llvm.getelementptr inbounds|nuw %arg1[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %12 = llvm.load %11 : !llvm.ptr -> f32
      %13 = llvm.sub %6, %6 : i32
      %14 = llvm.lshr %1, %13 : i32
      %15 = llvm.sub %6, %7 : i32
      %16 = nvvm.shfl.sync  bfly %14, %12, %7, %15 : f32 -> f32
      %17 = nvvm.shfl.sync  down %14, %12, %8, %15 : f32 -> f32
      %18 = nvvm.shfl.sync  up %14, %12, %7, %13 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %19 = llvm.extractvalue %18[0] : !llvm.struct<(f32, i1)> 
      %20 = llvm.extractvalue %18[1] : !llvm.struct<(f32, i1)> 
      %21 = nvvm.shfl.sync  idx %14, %12, %8, %15 : f32 -> f32
      %22 = llvm.mul %2, %0 overflow<nsw, nuw> : i64
      %23 = llvm.add %22, %10 overflow<nsw, nuw> : i64
      %24 = llvm.getelementptr inbounds|nuw %arg6[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %16, %24 : f32, !llvm.ptr
      %25 = llvm.mul %3, %0 overflow<nsw, nuw> : i64
      %26 = llvm.add %25, %10 overflow<nsw, nuw> : i64
      %27 = llvm.getelementptr inbounds|nuw %arg6[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %17, %27 : f32, !llvm.ptr
      %28 = llvm.mul %4, %0 overflow<nsw, nuw> : i64
      %29 = llvm.add %28, %10 overflow<nsw, nuw> : i64
      %30 = llvm.getelementptr inbounds|nuw %arg6[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %19, %30 : f32, !llvm.ptr
      %31 = llvm.mul %5, %0 overflow<nsw, nuw> : i64
      %32 = llvm.add %31, %10 overflow<nsw, nuw> : i64
      %33 = llvm.getelementptr inbounds|nuw %arg6[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %21, %33 : f32, !llvm.ptr
      %34 = llvm.getelementptr inbounds|nuw %arg13[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i1
      llvm.store %20, %34 : i1, !llvm.ptr
      %35 = llvm.trunc %10 : i64 to i32
      %36 = llvm.getelementptr inbounds|nuw %arg18[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %35, %36 : i32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(32 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  () : memref<32xf32>
    %4 = builtin.unrealized_conversion_cast %memref : memref<32xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_0 = gpu.alloc  () : memref<4x32xf32>
    %5 = builtin.unrealized_conversion_cast %memref_0 : memref<4x32xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %memref_1 = gpu.alloc  () : memref<32xi1>
    %6 = builtin.unrealized_conversion_cast %memref_1 : memref<32xi1> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_2 = gpu.alloc  () : memref<32xi32>
    %7 = builtin.unrealized_conversion_cast %memref_2 : memref<32xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8 = llvm.extractvalue %4[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.extractvalue %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.extractvalue %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.extractvalue %5[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.extractvalue %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.extractvalue %6[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.extractvalue %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %29 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @warp::@shuffles blocks in (%1, %1, %1) threads in (%0, %1, %1) : i64 args(%8 : !llvm.ptr, %9 : !llvm.ptr, %10 : i64, %11 : i64, %12 : i64, %13 : !llvm.ptr, %14 : !llvm.ptr, %15 : i64, %16 : i64, %17 : i64, %18 : i64, %19 : i64, %20 : !llvm.ptr, %21 : !llvm.ptr, %22 : i64, %23 : i64, %24 : i64, %25 : !llvm.ptr, %26 : !llvm.ptr, %27 : i64, %28 : i64, %29 : i64)
    gpu.dealloc  %memref : memref<32xf32>
    gpu.dealloc  %memref_0 : memref<4x32xf32>
    gpu.dealloc  %memref_1 : memref<32xi1>
    gpu.dealloc  %memref_2 : memref<32xi32>
    llvm.return
  }
}
