module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.func @tile_mm(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64, %arg21: !llvm.ptr, %arg22: !llvm.ptr, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: !llvm.ptr, %arg27: !llvm.ptr, %arg28: i64, %arg29: i64, %arg30: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 1, 1, 1>} {
      %0 = llvm.mlir.poison : vector<4xf32>
      %1 = llvm.mlir.constant(dense<0.000000e+00> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
      %2 = llvm.mlir.constant(4 : index) : i64
      %3 = llvm.mlir.constant(0 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(2 : i64) : i64
      %6 = llvm.mlir.constant(3 : i64) : i64
      %7 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %8 = llvm.mlir.constant(3 : index) : i64
      %9 = llvm.mlir.constant(2 : index) : i64
      %10 = llvm.mlir.constant(1 : index) : i64
      %11 = llvm.mlir.constant(0 : index) : i64
      %12 = llvm.mlir.constant(dense<[true, true, false, false]> : vector<4xi1>) : vector<4xi1>
      %13 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
      %14 = llvm.mul %11, %2 : i64
      %15 = llvm.add %14, %11 : i64
      %16 = llvm.getelementptr %arg1[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %17 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
      %18 = llvm.mul %10, %2 : i64
      %19 = llvm.add %18, %11 : i64
      %20 = llvm.getelementptr %arg1[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %21 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
      %22 = llvm.mul %9, %2 : i64
      %23 = llvm.add %22, %11 : i64
      %24 = llvm.getelementptr %arg1[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %25 = llvm.load %24 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
      %26 = llvm.mul %8, %2 : i64
      %27 = llvm.add %26, %11 : i64
      %28 = llvm.getelementptr %arg1[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
      %30 = llvm.getelementptr %arg8[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %31 = llvm.load %30 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
      %32 = llvm.extractelement %31[%3 : i64] : vector<4xf32>
      %33 = llvm.insertelement %32, %0[%3 : i64] : vector<4xf32>
      %34 = llvm.extractelement %31[%4 : i64] : vector<4xf32>
      %35 = llvm.insertelement %34, %0[%3 : i64] : vector<4xf32>
      %36 = llvm.extractelement %31[%5 : i64] : vector<4xf32>
      %37 = llvm.insertelement %36, %0[%3 : i64] : vector<4xf32>
      %38 = llvm.extractelement %31[%6 : i64] : vector<4xf32>
      %39 = llvm.insertelement %38, %0[%3 : i64] : vector<4xf32>
      %40 = llvm.insertelement %32, %33[%4 : i64] : vector<4xf32>
      %41 = llvm.insertelement %34, %35[%4 : i64] : vector<4xf32>
      %42 = llvm.insertelement %36, %37[%4 : i64] : vector<4xf32>
      %43 = llvm.insertelement %38, %39[%4 : i64] : vector<4xf32>
      %44 = llvm.insertelement %32, %40[%5 : i64] : vector<4xf32>
      %45 = llvm.insertelement %34, %41[%5 : i64] : vector<4xf32>
      %46 = llvm.insertelement %36, %42[%5 : i64] : vector<4xf32>
      %47 = llvm.insertelement %38, %43[%5 : i64] : vector<4xf32>
      %48 = llvm.insertelement %32, %44[%6 : i64] : vector<4xf32>
      %49 = llvm.insertelement %34, %45[%6 : i64] : vector<4xf32>
      %50 = llvm.insertelement %36, %46[%6 : i64] : vector<4xf32>
      %51 = llvm.insertelement %38, %47[%6 : i64] : vector<4xf32>
      %52 = llvm.fmul %17, %48 : vector<4xf32>
      %53 = "llvm.intr.vector.reduce.fadd"(%7, %52) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
      %54 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<4xf32>> 
      %55 = llvm.insertelement %53, %54[%3 : i64] : vector<4xf32>
      %56 = llvm.fmul %17, %49 : vector<4xf32>
      %57 = "llvm.intr.vector.reduce.fadd"(%7, %56) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
      %58 = llvm.insertelement %57, %55[%4 : i64] : vector<4xf32>
      %59 = llvm.fmul %17, %50 : vector<4xf32>
      %60 = "llvm.intr.vector.reduce.fadd"(%7, %59) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
      %61 = llvm.insertelement %60, %58[%5 : i64] : vector<4xf32>
      %62 = llvm.fmul %17, %51 : vector<4xf32>
      %63 = "llvm.intr.vector.reduce.fadd"(%7, %62) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
      %64 = llvm.insertelement %63, %61[%6 : i64] : vector<4xf32>
      %65 = llvm.fmul %29, %48 : vector<4xf32>
      %66 = "llvm.intr.vector.reduce.fadd"(%7, %65) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
      %67 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<4xf32>> 
      %68 = llvm.insertelement %66, %67[%3 : i64] : vector<4xf32>
      %69 = llvm.fmul %29, %49 : vector<4xf32>
      %70 = "llvm.intr.vector.reduce.fadd"(%7, %69) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
      %71 = llvm.insertelement %70, %68[%4 : i64] : vector<4xf32>
      %72 = llvm.fmul %29, %50 : vector<4xf32>
      %73 = "llvm.intr.vector.reduce.fadd"(%7, %72) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
      %74 = llvm.insertelement %73, %71[%5 : i64] : vector<4xf32>
      %75 = llvm.fmul %29, %51 : vector<4xf32>
      %76 = "llvm.intr.vector.reduce.fadd"(%7, %75) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
      %77 = llvm.insertelement %76, %74[%6 : i64] : vector<4xf32>
      %78 = llvm.fadd %64, %54 : vector<4xf32>
      %79 = llvm.fadd %77, %67 : vector<4xf32>
      %80 = llvm.getelementptr %arg15[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %78, %80 {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
      %81 = llvm.getelementptr %arg15[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %79, %81 {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
      %82 = llvm.getelementptr %arg22[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %83 = llvm.intr.masked.load %82, %12, %13 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
      %84 = llvm.fmul %83, %17 : vector<4xf32>
      %85 = "llvm.intr.vector.reduce.fadd"(%7, %84) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
      %86 = llvm.intr.fmuladd(%21, %25, %83) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %87 = "llvm.intr.vector.reduce.fadd"(%7, %86) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
      %88 = llvm.intr.vector.reduce.fmax(%78) : (vector<4xf32>) -> f32
      llvm.intr.masked.store %86, %82, %12 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
      llvm.store %87, %arg27 : f32, !llvm.ptr
      %89 = llvm.getelementptr inbounds|nuw %arg27[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %88, %89 : f32, !llvm.ptr
      %90 = llvm.getelementptr inbounds|nuw %arg27[2] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %85, %90 : f32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(1 : index) : i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  () : memref<4x4xf32>
    %2 = builtin.unrealized_conversion_cast %memref : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %memref_0 = gpu.alloc  () : memref<4x4xf32>
    %3 = builtin.unrealized_conversion_cast %memref_0 : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %memref_1 = gpu.alloc  () : memref<4x4xf32>
    %4 = builtin.unrealized_conversion_cast %memref_1 : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %memref_2 = gpu.alloc  () : memref<6xf32>
    %5 = builtin.unrealized_conversion_cast %memref_2 : memref<6xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_3 = gpu.alloc  () : memref<3xf32>
    %6 = builtin.unrealized_conversion_cast %memref_3 : memref<3xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.extractvalue %2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.extractvalue %2[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.extractvalue %2[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.extractvalue %3[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.extractvalue %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.extractvalue %3[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.extractvalue %3[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.extractvalue %4[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.extractvalue %4[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.extractvalue %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.extractvalue %4[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.extractvalue %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.extractvalue %4[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %29 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %31 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.extractvalue %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %36 = llvm.extractvalue %6[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %37 = llvm.extractvalue %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @kernels::@tile_mm blocks in (%0, %0, %0) threads in (%0, %0, %0) : i64 args(%7 : !llvm.ptr, %8 : !llvm.ptr, %9 : i64, %10 : i64, %11 : i64, %12 : i64, %13 : i64, %14 : !llvm.ptr, %15 : !llvm.ptr, %16 : i64, %17 : i64, %18 : i64, %19 : i64, %20 : i64, %21 : !llvm.ptr, %22 : !llvm.ptr, %23 : i64, %24 : i64, %25 : i64, %26 : i64, %27 : i64, %28 : !llvm.ptr, %29 : !llvm.ptr, %30 : i64, %31 : i64, %32 : i64, %33 : !llvm.ptr, %34 : !llvm.ptr, %35 : i64, %36 : i64, %37 : i64)
    llvm.return
  }
}
