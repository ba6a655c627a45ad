module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @__nv_logf(f32) -> f32
    llvm.func @__nv_sinf(f32) -> f32
    llvm.func @__nv_cosf(f32) -> f32
    llvm.func @__nv_sqrtf(f32) -> f32
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @__nv_tanhf(f32) -> f32
    llvm.func @__nv_fabsf(f32) -> f32
    llvm.func @__nv_floorf(f32) -> f32
    llvm.func @__nv_fmaf(f32, f32, f32) -> f32
    llvm.func @mathy(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} {
      %0 = llvm.mlir.constant(3 : i64) : i64
      %1 = llvm.mlir.constant(2 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.mlir.constant(0 : i64) : i64
      %4 = llvm.mlir.poison : vector<4xf32>
      %5 = llvm.mlir.constant(4 : index) : i64
      %6 = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<4xi32>
      %7 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = llvm.getelementptr inbounds|nuw %arg1[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %10 = llvm.load %9 : !llvm.ptr -> f16
      %11 = llvm.fpext %10 : f16 to f32
      %12 = llvm.call @__nv_expf(%11) : (f32) -> f32
      %13 = llvm.fptrunc %12 : f32 to f16
      %14 = llvm.fpext %13 : f16 to f32
      %15 = llvm.call @__nv_logf(%14) : (f32) -> f32
      %16 = llvm.fptrunc %15 : f32 to f16
      %17 = llvm.fpext %16 : f16 to f32
      %18 = llvm.call @__nv_sinf(%17) : (f32) -> f32
      %19 = llvm.fptrunc %18 : f32 to f16
      %20 = llvm.call @__nv_cosf(%11) : (f32) -> f32
      %21 = llvm.fptrunc %20 : f32 to f16
      %22 = llvm.fpext %21 : f16 to f32
      %23 = llvm.call @__nv_sqrtf(%22) : (f32) -> f32
      %24 = llvm.fptrunc %23 : f32 to f16
      %25 = llvm.fpext %24 : f16 to f32
      %26 = llvm.call @__nv_rsqrtf(%25) : (f32) -> f32
      %27 = llvm.fptrunc %26 : f32 to f16
      %28 = llvm.fpext %27 : f16 to f32
      %29 = llvm.call @__nv_tanhf(%28) : (f32) -> f32
      %30 = llvm.fptrunc %29 : f32 to f16
      %31 = llvm.fadd %19, %30 : f16
      llvm.store %31, %9 : f16, !llvm.ptr
      %32 = llvm.bitcast %31 : f16 to i16
      %33 = llvm.getelementptr inbounds|nuw %arg11[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i16
      %34 = llvm.load %33 : !llvm.ptr -> i16
      %35 = "llvm.intr.abs"(%34) <{is_int_min_poison = false}> : (i16) -> i16
      %36 = "llvm.intr.ctlz"(%35) <{is_zero_poison = false}> : (i16) -> i16
      %37 = llvm.xor %36, %32 : i16
      llvm.store %37, %33 : i16, !llvm.ptr
      %38 = llvm.mul %8, %5 : i64
      %39 = llvm.getelementptr %arg6[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %40 = llvm.load %39 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
      %41 = llvm.extractelement %40[%3 : i64] : vector<4xf32>
      %42 = llvm.call @__nv_fabsf(%41) : (f32) -> f32
      %43 = llvm.insertelement %42, %4[%3 : i64] : vector<4xf32>
      %44 = llvm.extractelement %40[%2 : i64] : vector<4xf32>
      %45 = llvm.call @__nv_fabsf(%44) : (f32) -> f32
      %46 = llvm.insertelement %45, %43[%2 : i64] : vector<4xf32>
      %47 = llvm.extractelement %40[%1 : i64] : vector<4xf32>
      %48 = llvm.call @__nv_fabsf(%47) : (f32) -> f32
      %49 = llvm.insertelement %48, %46[%1 : i64] : vector<4xf32>
      %50 = llvm.extractelement %40[%0 : i64] : vector<4xf32>
      %51 = llvm.call @__nv_fabsf(%50) : (f32) -> f32
      %52 = llvm.insertelement %51, %49[%0 : i64] : vector<4xf32>
      %53 = llvm.extractelement %52[%3 : i64] : vector<4xf32>
      %54 = llvm.call @__nv_floorf(%53) : (f32) -> f32
      %55 = llvm.insertelement %54, %4[%3 : i64] : vector<4xf32>
      %56 = llvm.extractelement %52[%2 : i64] : vector<4xf32>
      %57 = llvm.call @__nv_floorf(%56) : (f32) -> f32
      %58 = llvm.insertelement %57, %55[%2 : i64] : vector<4xf32>
      %59 = llvm.extractelement %52[%1 : i64] : vector<4xf32>
      %60 = llvm.call @__nv_floorf(%59) : (f32) -> f32
      %61 = llvm.insertelement %60, %58[%1 : i64] : vector<4xf32>
      %62 = llvm.extractelement %52[%0 : i64] : vector<4xf32>
      %63 = llvm.call @__nv_floorf(%62) : (f32) -> f32
      %64 = llvm.insertelement %63, %61[%0 : i64] : vector<4xf32>
      %65 = llvm.extractelement %64[%3 : i64] : vector<4xf32>
      %66 = llvm.call @__nv_fmaf(%53, %65, %41) : (f32, f32, f32) -> f32
      %67 = llvm.insertelement %66, %4[%3 : i64] : vector<4xf32>
      %68 = llvm.extractelement %64[%2 : i64] : vector<4xf32>
      %69 = llvm.call @__nv_fmaf(%56, %68, %44) : (f32, f32, f32) -> f32
      %70 = llvm.insertelement %69, %67[%2 : i64] : vector<4xf32>
      %71 = llvm.extractelement %64[%1 : i64] : vector<4xf32>
      %72 = llvm.call @__nv_fmaf(%59, %71, %47) : (f32, f32, f32) -> f32
      %73 = llvm.insertelement %72, %70[%1 : i64] : vector<4xf32>
      %74 = llvm.extractelement %64[%0 : i64] : vector<4xf32>
      %75 = llvm.call @__nv_fmaf(%62, %74, %50) : (f32, f32, f32) -> f32
      %76 = llvm.insertelement %75, %73[%0 : i64] : vector<4xf32>
      %77 = llvm.extractelement %76[%3 : i64] : vector<4xf32>
      %78 = llvm.fdiv %77, %56 : f32
      %79 = llvm.insertelement %78, %76[%1 : i64] : vector<4xf32>
      %80 = llvm.intr.maximum(%79, %40) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %81 = llvm.intr.minnum(%80, %64) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %82 = llvm.bitcast %81 : vector<4xf32> to vector<4xi32>
      %83 = llvm.or %82, %6 : vector<4xi32>
      %84 = llvm.bitcast %83 : vector<4xi32> to vector<4xf32>
      llvm.store %84, %39 {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(64 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  () : memref<256xf16>
    %4 = builtin.unrealized_conversion_cast %memref : memref<256xf16> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_0 = gpu.alloc  () : memref<256xf32>
    %5 = builtin.unrealized_conversion_cast %memref_0 : memref<256xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_1 = gpu.alloc  () : memref<256xi16>
    %6 = builtin.unrealized_conversion_cast %memref_1 : memref<256xi16> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.extractvalue %4[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.extractvalue %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.extractvalue %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.extractvalue %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.extractvalue %6[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.extractvalue %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @k::@mathy blocks in (%1, %1, %1) threads in (%0, %1, %1) : i64 args(%7 : !llvm.ptr, %8 : !llvm.ptr, %9 : i64, %10 : i64, %11 : i64, %12 : !llvm.ptr, %13 : !llvm.ptr, %14 : i64, %15 : i64, %16 : i64, %17 : !llvm.ptr, %18 : !llvm.ptr, %19 : i64, %20 : i64, %21 : i64)
    llvm.return
  }
}
