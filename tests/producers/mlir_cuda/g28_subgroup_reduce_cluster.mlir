module attributes {gpu.container_module} {
  gpu.module @clusters [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.func @reduce(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: !llvm.ptr, %arg16: !llvm.ptr, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: !llvm.ptr, %arg21: !llvm.ptr, %arg22: i64, %arg23: i64, %arg24: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} {
      %0 = llvm.mlir.constant(0 : i32) : i32
      %1 = llvm.mlir.poison : vector<1xi32>
      %2 = llvm.mlir.constant(-1 : i32) : i32
      %3 = llvm.mlir.constant(0 : i64) : i64
      %4 = llvm.mlir.constant(1 : i32) : i32
      %5 = llvm.mlir.constant(32 : i32) : i32
      %6 = llvm.mlir.constant(2 : i32) : i32
      %7 = llvm.mlir.constant(4 : i32) : i32
      %8 = llvm.mlir.constant(8 : i32) : i32
      %9 = llvm.mlir.constant(16 : i32) : i32
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = llvm.getelementptr inbounds|nuw %arg1[%11] : (!llvm.ptr, i64) -> !llvm.ptr, vector<2xf16>
      %13 = llvm.load %12 : !llvm.ptr -> vector<2xf16>
      %14 = llvm.bitcast %13 : vector<2xf16> to vector<1xi32>
      %15 = llvm.extractelement %14[%3 : i64] : vector<1xi32>
      %16 = llvm.sub %5, %5 : i32
      %17 = llvm.lshr %2, %16 : i32
      %18 = llvm.sub %5, %4 : i32
      %19 = nvvm.shfl.sync  bfly %17, %15, %4, %18 : i32 -> i32
      %20 = llvm.insertelement %19, %1[%0 : i32] : vector<1xi32>
      %21 = llvm.bitcast %20 : vector<1xi32> to vector<2xf16>
      %22 = llvm.fadd %13, %21 : vector<2xf16>
      %23 = llvm.bitcast %22 : vector<2xf16> to vector<1xi32>
      %24 = llvm.extractelement %23[%3 : i64] : vector<1xi32>
      %25 = nvvm.shfl.sync  bfly %17, %24, %6, %18 : i32 -> i32
      %26 = llvm.insertelement %25, %1[%0 : i32] : vector<1xi32>
      %27 = llvm.bitcast %26 : vector<1xi32> to vector<2xf16>
      %28 = llvm.fadd %22, %27 : vector<2xf16>
      llvm.store %28, %12 : vector<2xf16>, !llvm.ptr
      %29 = llvm.getelementptr inbounds|nuw %arg6[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i16
      %30 = llvm.load %29 : !llvm.ptr -> i16
      %31 = llvm.zext %30 : i16 to i32
      %32 = nvvm.shfl.sync  bfly %17, %31, %6, %18 : i32 -> i32
      %33 = llvm.trunc %32 : i32 to i16
      %34 = llvm.mul %30, %33 : i16
      %35 = llvm.zext %34 : i16 to i32
      %36 = nvvm.shfl.sync  bfly %17, %35, %7, %18 : i32 -> i32
      %37 = llvm.trunc %36 : i32 to i16
      %38 = llvm.mul %34, %37 : i16
      %39 = llvm.zext %38 : i16 to i32
      %40 = nvvm.shfl.sync  bfly %17, %39, %8, %18 : i32 -> i32
      %41 = llvm.trunc %40 : i32 to i16
      %42 = llvm.mul %38, %41 : i16
      llvm.store %42, %29 : i16, !llvm.ptr
      %43 = llvm.getelementptr inbounds|nuw %arg11[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %44 = llvm.load %43 : !llvm.ptr -> f16
      %45 = llvm.bitcast %44 : f16 to i16
      %46 = llvm.zext %45 : i16 to i32
      %47 = nvvm.shfl.sync  bfly %17, %46, %4, %18 : i32 -> i32
      %48 = llvm.trunc %47 : i32 to i16
      %49 = llvm.bitcast %48 : i16 to f16
      %50 = llvm.intr.maximum(%44, %49) : (f16, f16) -> f16
      %51 = llvm.bitcast %50 : f16 to i16
      %52 = llvm.zext %51 : i16 to i32
      %53 = nvvm.shfl.sync  bfly %17, %52, %6, %18 : i32 -> i32
      %54 = llvm.trunc %53 : i32 to i16
      %55 = llvm.bitcast %54 : i16 to f16
      %56 = llvm.intr.maximum(%50, %55) : (f16, f16) -> f16
      %57 = llvm.bitcast %56 : f16 to i16
      %58 = llvm.zext %57 : i16 to i32
      %59 = nvvm.shfl.sync  bfly %17, %58, %7, %18 : i32 -> i32
      %60 = llvm.trunc %59 : i32 to i16
      %61 = llvm.bitcast %60 : i16 to f16
      %62 = llvm.intr.maximum(%56, %61) : (f16, f16) -> f16
      %63 = llvm.bitcast %62 : f16 to i16
      %64 = llvm.zext %63 : i16 to i32
      %65 = nvvm.shfl.sync  bfly %17, %64, %8, %18 : i32 -> i32
      %66 = llvm.trunc %65 : i32 to i16
      %67 = llvm.bitcast %66 : i16 to f16
      %68 = llvm.intr.maximum(%62, %67) : (f16, f16) -> f16
      llvm.store %68, %43 : f16, !llvm.ptr
      %69 = llvm.getelementptr inbounds|nuw %arg16[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %70 = llvm.load %69 : !llvm.ptr -> i32
      %71 = nvvm.shfl.sync  bfly %17, %70, %9, %18 : i32 -> i32
      %72 = llvm.and %70, %71 : i32
      %73 = nvvm.shfl.sync  bfly %17, %72, %7, %18 : i32 -> i32
      %74 = llvm.or %72, %73 : i32
      %75 = nvvm.shfl.sync  bfly %17, %74, %8, %18 : i32 -> i32
      %76 = llvm.or %74, %75 : i32
      llvm.store %76, %69 : i32, !llvm.ptr
      %77 = llvm.getelementptr inbounds|nuw %arg21[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %78 = llvm.load %77 : !llvm.ptr -> f32
      %79 = nvvm.shfl.sync  bfly %17, %78, %4, %18 : f32 -> f32
      %80 = llvm.intr.minnum(%78, %79) : (f32, f32) -> f32
      %81 = nvvm.shfl.sync  bfly %17, %80, %6, %18 : f32 -> f32
      %82 = llvm.intr.minnum(%80, %81) : (f32, f32) -> f32
      %83 = nvvm.shfl.sync  bfly %17, %82, %7, %18 : f32 -> f32
      %84 = llvm.intr.minnum(%82, %83) : (f32, f32) -> f32
      %85 = nvvm.shfl.sync  bfly %17, %84, %8, %18 : f32 -> f32
      %86 = llvm.intr.minnum(%84, %85) : (f32, f32) -> f32
      %87 = nvvm.shfl.sync  bfly %17, %86, %9, %18 : f32 -> f32
      %88 = llvm.intr.minnum(%86, %87) : (f32, f32) -> f32
      llvm.store %88, %77 : f32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(64 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  () : memref<64xvector<2xf16>>
    %4 = builtin.unrealized_conversion_cast %memref : memref<64xvector<2xf16>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_0 = gpu.alloc  () : memref<64xi16>
    %5 = builtin.unrealized_conversion_cast %memref_0 : memref<64xi16> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_1 = gpu.alloc  () : memref<64xf16>
    %6 = builtin.unrealized_conversion_cast %memref_1 : memref<64xf16> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_2 = gpu.alloc  () : memref<64xi32>
    %7 = builtin.unrealized_conversion_cast %memref_2 : memref<64xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_3 = gpu.alloc  () : memref<64xf32>
    %8 = builtin.unrealized_conversion_cast %memref_3 : memref<64xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9 = llvm.extractvalue %4[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.extractvalue %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.extractvalue %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.extractvalue %6[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.extractvalue %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %29 = llvm.extractvalue %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %31 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.extractvalue %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @clusters::@reduce blocks in (%1, %1, %1) threads in (%0, %1, %1) : i64 args(%9 : !llvm.ptr, %10 : !llvm.ptr, %11 : i64, %12 : i64, %13 : i64, %14 : !llvm.ptr, %15 : !llvm.ptr, %16 : i64, %17 : i64, %18 : i64, %19 : !llvm.ptr, %20 : !llvm.ptr, %21 : i64, %22 : i64, %23 : i64, %24 : !llvm.ptr, %25 : !llvm.ptr, %26 : i64, %27 : i64, %28 : i64, %29 : !llvm.ptr, %30 : !llvm.ptr, %31 : i64, %32 : i64, %33 : i64)
    llvm.return
  }
}
