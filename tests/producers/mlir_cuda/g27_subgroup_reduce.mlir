module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.func @reduce(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: !llvm.ptr, %arg16: !llvm.ptr, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64, %arg21: i64, %arg22: !llvm.ptr, %arg23: !llvm.ptr, %arg24: i64, %arg25: i64, %arg26: i64, %arg27: i64, %arg28: i64, %arg29: !llvm.ptr, %arg30: !llvm.ptr, %arg31: i64, %arg32: i64, %arg33: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(-1 : i32) : i32
      %2 = llvm.mlir.constant(0 : index) : i64
      %3 = llvm.mlir.constant(1 : i32) : i32
      %4 = llvm.mlir.constant(32 : i32) : i32
      %5 = llvm.mlir.constant(2 : i32) : i32
      %6 = llvm.mlir.constant(4 : i32) : i32
      %7 = llvm.mlir.constant(8 : i32) : i32
      %8 = llvm.mlir.constant(16 : i32) : i32
      %9 = llvm.mlir.constant(1 : index) : i64
      %10 = llvm.mlir.constant(2 : index) : i64
      %11 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = llvm.getelementptr inbounds|nuw %arg1[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %14 = llvm.load %13 : !llvm.ptr -> f32
      %15 = llvm.getelementptr inbounds|nuw %arg6[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %16 = llvm.load %15 : !llvm.ptr -> i32
      %17 = llvm.getelementptr inbounds|nuw %arg11[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %18 = llvm.load %17 : !llvm.ptr -> f16
      %19 = llvm.sub %4, %4 : i32
      %20 = llvm.lshr %1, %19 : i32
      %21 = llvm.sub %4, %3 : i32
      %22 = nvvm.shfl.sync  bfly %20, %14, %3, %21 : f32 -> f32
      %23 = llvm.fadd %14, %22 : f32
      %24 = nvvm.shfl.sync  bfly %20, %23, %5, %21 : f32 -> f32
      %25 = llvm.fadd %23, %24 : f32
      %26 = nvvm.shfl.sync  bfly %20, %25, %6, %21 : f32 -> f32
      %27 = llvm.fadd %25, %26 : f32
      %28 = nvvm.shfl.sync  bfly %20, %27, %7, %21 : f32 -> f32
      %29 = llvm.fadd %27, %28 : f32
      %30 = nvvm.shfl.sync  bfly %20, %29, %8, %21 : f32 -> f32
      %31 = llvm.fadd %29, %30 : f32
      %32 = llvm.intr.maxnum(%14, %22) : (f32, f32) -> f32
      %33 = nvvm.shfl.sync  bfly %20, %32, %5, %21 : f32 -> f32
      %34 = llvm.intr.maxnum(%32, %33) : (f32, f32) -> f32
      %35 = nvvm.shfl.sync  bfly %20, %34, %6, %21 : f32 -> f32
      %36 = llvm.intr.maxnum(%34, %35) : (f32, f32) -> f32
      %37 = nvvm.shfl.sync  bfly %20, %14, %7, %21 : f32 -> f32
      %38 = llvm.intr.minimum(%14, %37) : (f32, f32) -> f32
      %39 = nvvm.shfl.sync  bfly %20, %38, %8, %21 : f32 -> f32
      %40 = llvm.intr.minimum(%38, %39) : (f32, f32) -> f32
      %41 = llvm.mul %2, %0 overflow<nsw, nuw> : i64
      %42 = llvm.add %41, %12 overflow<nsw, nuw> : i64
      %43 = llvm.getelementptr inbounds|nuw %arg16[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %31, %43 : f32, !llvm.ptr
      %44 = llvm.mul %9, %0 overflow<nsw, nuw> : i64
      %45 = llvm.add %44, %12 overflow<nsw, nuw> : i64
      %46 = llvm.getelementptr inbounds|nuw %arg16[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %36, %46 : f32, !llvm.ptr
      %47 = llvm.mul %10, %0 overflow<nsw, nuw> : i64
      %48 = llvm.add %47, %12 overflow<nsw, nuw> : i64
      %49 = llvm.getelementptr inbounds|nuw %arg16[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %40, %49 : f32, !llvm.ptr
      %50 = nvvm.shfl.sync  bfly %20, %16, %3, %21 : i32 -> i32
      %51 = llvm.intr.smin(%16, %50) : (i32, i32) -> i32
      %52 = nvvm.shfl.sync  bfly %20, %51, %5, %21 : i32 -> i32
      %53 = llvm.intr.smin(%51, %52) : (i32, i32) -> i32
      %54 = nvvm.shfl.sync  bfly %20, %53, %6, %21 : i32 -> i32
      %55 = llvm.intr.smin(%53, %54) : (i32, i32) -> i32
      %56 = nvvm.shfl.sync  bfly %20, %55, %7, %21 : i32 -> i32
      %57 = llvm.intr.smin(%55, %56) : (i32, i32) -> i32
      %58 = nvvm.shfl.sync  bfly %20, %57, %8, %21 : i32 -> i32
      %59 = llvm.intr.smin(%57, %58) : (i32, i32) -> i32
      %60 = llvm.xor %16, %50 : i32
      %61 = nvvm.shfl.sync  bfly %20, %60, %5, %21 : i32 -> i32
      %62 = llvm.xor %60, %61 : i32
      %63 = nvvm.shfl.sync  bfly %20, %62, %6, %21 : i32 -> i32
      %64 = llvm.xor %62, %63 : i32
      %65 = nvvm.shfl.sync  bfly %20, %64, %7, %21 : i32 -> i32
      %66 = llvm.xor %64, %65 : i32
      %67 = nvvm.shfl.sync  bfly %20, %66, %8, %21 : i32 -> i32
      %68 = llvm.xor %66, %67 : i32
      %69 = llvm.intr.umax(%16, %50) : (i32, i32) -> i32
      %70 = nvvm.shfl.sync  bfly %20, %69, %5, %21 : i32 -> i32
      %71 = llvm.intr.umax(%69, %70) : (i32, i32) -> i32
      %72 = nvvm.shfl.sync  bfly %20, %71, %6, %21 : i32 -> i32
      %73 = llvm.intr.umax(%71, %72) : (i32, i32) -> i32
      %74 = nvvm.shfl.sync  bfly %20, %73, %7, %21 : i32 -> i32
      %75 = llvm.intr.umax(%73, %74) : (i32, i32) -> i32
      %76 = llvm.getelementptr inbounds|nuw %arg23[%42] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %59, %76 : i32, !llvm.ptr
      %77 = llvm.getelementptr inbounds|nuw %arg23[%45] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %68, %77 : i32, !llvm.ptr
      %78 = llvm.getelementptr inbounds|nuw %arg23[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %75, %78 : i32, !llvm.ptr
      %79 = llvm.bitcast %18 : f16 to i16
      %80 = llvm.zext %79 : i16 to i32
      %81 = nvvm.shfl.sync  bfly %20, %80, %3, %21 : i32 -> i32
      %82 = llvm.trunc %81 : i32 to i16
      %83 = llvm.bitcast %82 : i16 to f16
      %84 = llvm.fadd %18, %83 : f16
      %85 = llvm.bitcast %84 : f16 to i16
      %86 = llvm.zext %85 : i16 to i32
      %87 = nvvm.shfl.sync  bfly %20, %86, %5, %21 : i32 -> i32
      %88 = llvm.trunc %87 : i32 to i16
      %89 = llvm.bitcast %88 : i16 to f16
      %90 = llvm.fadd %84, %89 : f16
      %91 = llvm.bitcast %90 : f16 to i16
      %92 = llvm.zext %91 : i16 to i32
      %93 = nvvm.shfl.sync  bfly %20, %92, %6, %21 : i32 -> i32
      %94 = llvm.trunc %93 : i32 to i16
      %95 = llvm.bitcast %94 : i16 to f16
      %96 = llvm.fadd %90, %95 : f16
      %97 = llvm.bitcast %96 : f16 to i16
      %98 = llvm.zext %97 : i16 to i32
      %99 = nvvm.shfl.sync  bfly %20, %98, %7, %21 : i32 -> i32
      %100 = llvm.trunc %99 : i32 to i16
      %101 = llvm.bitcast %100 : i16 to f16
      %102 = llvm.fadd %96, %101 : f16
      %103 = llvm.bitcast %102 : f16 to i16
      %104 = llvm.zext %103 : i16 to i32
      %105 = nvvm.shfl.sync  bfly %20, %104, %8, %21 : i32 -> i32
      %106 = llvm.trunc %105 : i32 to i16
      %107 = llvm.bitcast %106 : i16 to f16
      %108 = llvm.fadd %102, %107 : f16
      %109 = llvm.getelementptr inbounds|nuw %arg30[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %108, %109 : f16, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(64 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  () : memref<64xf32>
    %4 = builtin.unrealized_conversion_cast %memref : memref<64xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_0 = gpu.alloc  () : memref<64xi32>
    %5 = builtin.unrealized_conversion_cast %memref_0 : memref<64xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_1 = gpu.alloc  () : memref<64xf16>
    %6 = builtin.unrealized_conversion_cast %memref_1 : memref<64xf16> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_2 = gpu.alloc  () : memref<3x64xf32>
    %7 = builtin.unrealized_conversion_cast %memref_2 : memref<3x64xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %memref_3 = gpu.alloc  () : memref<3x64xi32>
    %8 = builtin.unrealized_conversion_cast %memref_3 : memref<3x64xi32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %memref_4 = gpu.alloc  () : memref<64xf16>
    %9 = builtin.unrealized_conversion_cast %memref_4 : memref<64xf16> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10 = llvm.extractvalue %4[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.extractvalue %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.extractvalue %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.extractvalue %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.extractvalue %6[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.extractvalue %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.extractvalue %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.extractvalue %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.extractvalue %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.extractvalue %8[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.extractvalue %9[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %40 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %41 = llvm.extractvalue %9[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %42 = llvm.extractvalue %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %43 = llvm.extractvalue %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @kernels::@reduce blocks in (%1, %1, %1) threads in (%0, %1, %1) : i64 args(%10 : !llvm.ptr, %11 : !llvm.ptr, %12 : i64, %13 : i64, %14 : i64, %15 : !llvm.ptr, %16 : !llvm.ptr, %17 : i64, %18 : i64, %19 : i64, %20 : !llvm.ptr, %21 : !llvm.ptr, %22 : i64, %23 : i64, %24 : i64, %25 : !llvm.ptr, %26 : !llvm.ptr, %27 : i64, %28 : i64, %29 : i64, %30 : i64, %31 : i64, %32 : !llvm.ptr, %33 : !llvm.ptr, %34 : i64, %35 : i64, %36 : i64, %37 : i64, %38 : i64, %39 : !llvm.ptr, %40 : !llvm.ptr, %41 : i64, %42 : i64, %43 : i64)
    llvm.return
  }
}
