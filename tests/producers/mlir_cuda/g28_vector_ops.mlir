module attributes {gpu.container_module} {
  gpu.module @vec [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.func @lanes(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: !llvm.ptr, %arg16: !llvm.ptr, %arg17: i64, %arg18: i64, %arg19: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} {
      %0 = llvm.mlir.constant(1 : index) : i64
      %1 = llvm.mlir.constant(0 : index) : i64
      %2 = llvm.mlir.poison : vector<2xi32>
      %3 = llvm.mlir.constant(3 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(0 : i32) : i32
      %6 = llvm.mlir.poison : vector<4xf32>
      %7 = llvm.mlir.constant(4 : index) : i64
      %8 = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<4xi32>
      %9 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = llvm.mul %10, %7 : i64
      %12 = llvm.getelementptr %arg1[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %13 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
      %14 = llvm.getelementptr %arg6[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %15 = llvm.load %14 {alignment = 4 : i64} : !llvm.ptr -> vector<4xi32>
      %16 = llvm.trunc %10 : i64 to i32
      %17 = llvm.sitofp %16 : i32 to f32
      %18 = llvm.insertelement %17, %6[%5 : i32] : vector<4xf32>
      %19 = llvm.shufflevector %18, %6 [0, 0, 0, 0] : vector<4xf32> 
      %20 = llvm.shufflevector %13, %13 [3, 2, 1, 0] : vector<4xf32> 
      %21 = llvm.fadd %20, %19 : vector<4xf32>
      %22 = llvm.shufflevector %21, %13 [0, 4, 1, 5] : vector<4xf32> 
      %23 = llvm.extractelement %21[%4 : i64] : vector<4xf32>
      %24 = llvm.insertelement %23, %22[%3 : i64] : vector<4xf32>
      llvm.store %24, %12 {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
      %25 = llvm.intr.vector.reduce.fmaximum(%24) : (vector<4xf32>) -> f32
      %26 = "llvm.intr.vector.reduce.fadd"(%25, %21) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
      %27 = llvm.getelementptr inbounds|nuw %arg11[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %26, %27 : f32, !llvm.ptr
      %28 = llvm.or %15, %8 : vector<4xi32>
      %29 = "llvm.intr.vector.reduce.mul"(%28) : (vector<4xi32>) -> i32
      %30 = "llvm.intr.vector.reduce.smin"(%15) : (vector<4xi32>) -> i32
      %31 = "llvm.intr.vector.reduce.xor"(%15) : (vector<4xi32>) -> i32
      %32 = llvm.insertelement %16, %2[%5 : i32] : vector<2xi32>
      %33 = llvm.shufflevector %32, %2 [0, 0] : vector<2xi32> 
      %34 = llvm.extractelement %15[%1 : i64] : vector<4xi32>
      %35 = llvm.insertelement %34, %2[%1 : i64] : vector<2xi32>
      %36 = llvm.extractelement %33[%0 : i64] : vector<2xi32>
      %37 = llvm.insertelement %36, %35[%0 : i64] : vector<2xi32>
      %38 = "llvm.intr.vector.reduce.add"(%37) : (vector<2xi32>) -> i32
      %39 = llvm.add %29, %30 : i32
      %40 = llvm.add %39, %31 : i32
      %41 = llvm.add %40, %38 : i32
      %42 = llvm.getelementptr inbounds|nuw %arg16[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %41, %42 : i32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(64 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  () : memref<256xf32>
    %4 = builtin.unrealized_conversion_cast %memref : memref<256xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_0 = gpu.alloc  () : memref<256xi32>
    %5 = builtin.unrealized_conversion_cast %memref_0 : memref<256xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_1 = gpu.alloc  () : memref<64xf32>
    %6 = builtin.unrealized_conversion_cast %memref_1 : memref<64xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_2 = gpu.alloc  () : memref<64xi32>
    %7 = builtin.unrealized_conversion_cast %memref_2 : memref<64xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8 = llvm.extractvalue %4[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.extractvalue %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.extractvalue %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.extractvalue %6[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.extractvalue %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @vec::@lanes blocks in (%1, %1, %1) threads in (%0, %1, %1) : i64 args(%8 : !llvm.ptr, %9 : !llvm.ptr, %10 : i64, %11 : i64, %12 : i64, %13 : !llvm.ptr, %14 : !llvm.ptr, %15 : i64, %16 : i64, %17 : i64, %18 : !llvm.ptr, %19 : !llvm.ptr, %20 : i64, %21 : i64, %22 : i64, %23 : !llvm.ptr, %24 : !llvm.ptr, %25 : i64, %26 : i64, %27 : i64)
    llvm.return
  }
}
