module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.func @masked(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(0 : i32) : i32
      %1 = llvm.mlir.poison : vector<8xi64>
      %2 = llvm.mlir.constant(dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>) : vector<8xi32>
      %3 = llvm.mlir.constant(dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xindex>) : vector<8xi64>
      %4 = llvm.mlir.constant(dense<0.000000e+00> : vector<8xf32>) : vector<8xf32>
      %5 = llvm.mlir.constant(128 : index) : i64
      %6 = llvm.mlir.constant(8 : index) : i64
      %7 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.ctaid.x : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = llvm.mul %10, %5 : i64
      %12 = llvm.add %11, %8 : i64
      %13 = llvm.mul %12, %6 : i64
      %14 = llvm.sub %arg15, %13 : i64
      %15 = llvm.insertelement %14, %1[%0 : i32] : vector<8xi64>
      %16 = llvm.shufflevector %15, %1 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi64> 
      %17 = llvm.icmp "sgt" %16, %3 : vector<8xi64>
      %18 = llvm.getelementptr %arg1[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %19 = llvm.intr.masked.load %18, %17, %4 {alignment = 4 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
      %20 = llvm.getelementptr %arg6[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %21 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> vector<8xi32>
      %22 = llvm.add %21, %2 : vector<8xi32>
      %23 = llvm.getelementptr %arg1[%22] : (!llvm.ptr, vector<8xi32>) -> vector<8x!llvm.ptr>, f32
      %24 = llvm.intr.masked.gather %23, %17, %4 {alignment = 4 : i32} : (vector<8x!llvm.ptr>, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
      %25 = llvm.fadd %19, %24 : vector<8xf32>
      %26 = llvm.fcmp "ogt" %25, %4 : vector<8xf32>
      %27 = llvm.select %26, %25, %4 : vector<8xi1>, vector<8xf32>
      %28 = llvm.getelementptr %arg11[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.intr.masked.store %27, %28, %17 {alignment = 4 : i32} : vector<8xf32>, vector<8xi1> into !llvm.ptr
      %29 = llvm.getelementptr %arg11[%22] : (!llvm.ptr, vector<8xi32>) -> vector<8x!llvm.ptr>, f32
      llvm.intr.masked.scatter %24, %29, %17 {alignment = 4 : i32} : vector<8xf32>, vector<8xi1> into vector<8x!llvm.ptr>
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(1000 : index) : i64
    %1 = llvm.mlir.constant(128 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = builtin.unrealized_conversion_cast %2 : i64 to index
    %4 = builtin.unrealized_conversion_cast %1 : i64 to index
    %5 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  () : memref<1000xf32>
    %6 = builtin.unrealized_conversion_cast %memref : memref<1000xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_0 = gpu.alloc  () : memref<1024xi32>
    %7 = builtin.unrealized_conversion_cast %memref_0 : memref<1024xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_1 = gpu.alloc  () : memref<1000xf32>
    %8 = builtin.unrealized_conversion_cast %memref_1 : memref<1000xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %6[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.extractvalue %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.extractvalue %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.extractvalue %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @k::@masked blocks in (%2, %2, %2) threads in (%1, %2, %2) : i64 args(%9 : !llvm.ptr, %10 : !llvm.ptr, %11 : i64, %12 : i64, %13 : i64, %14 : !llvm.ptr, %15 : !llvm.ptr, %16 : i64, %17 : i64, %18 : i64, %19 : !llvm.ptr, %20 : !llvm.ptr, %21 : i64, %22 : i64, %23 : i64, %0 : i64)
    llvm.return
  }
}
