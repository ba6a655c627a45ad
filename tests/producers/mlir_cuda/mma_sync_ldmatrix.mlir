module attributes {gpu.container_module} {
  llvm.func @printNewline()
  llvm.func @printF32(f32)
  llvm.func @malloc(i64) -> !llvm.ptr
  gpu.module @tensor_core [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.mlir.global private @stageA() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x array<16 x f16>>
    llvm.mlir.global private @stageB() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x array<8 x f16>>
    llvm.func @hmma(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.addressof @stageB : !llvm.ptr<3>
      %1 = llvm.mlir.addressof @stageA : !llvm.ptr<3>
      %2 = llvm.mlir.constant(dense<0.000000e+00> : vector<2x2xf32>) : !llvm.array<2 x vector<2xf32>>
      %3 = llvm.mlir.constant(0 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.poison : vector<2xf32>
      %6 = llvm.mlir.constant(0 : i32) : i32
      %7 = llvm.mlir.constant(1 : i32) : i32
      %8 = llvm.mlir.constant(8 : index) : i64
      %9 = llvm.mlir.constant(16 : index) : i64
      %10 = llvm.mlir.constant(4 : index) : i64
      %11 = llvm.mlir.constant(2 : index) : i64
      %12 = llvm.mlir.constant(1 : index) : i64
      %13 = llvm.mlir.constant(0 : index) : i64
      %14 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %15 = llvm.sext %14 : i32 to i64
      %16 = llvm.getelementptr %1[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<16 x array<16 x f16>>
      %17 = llvm.getelementptr %0[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<16 x array<8 x f16>>
      %18 = llvm.urem %15, %9 : i64
      %19 = llvm.udiv %15, %9 : i64
      %20 = llvm.mul %19, %8 : i64
      llvm.br ^bb1(%13 : i64)
    ^bb1(%21: i64):  // 2 preds: ^bb0, ^bb2
      %22 = llvm.icmp "slt" %21, %8 : i64
      llvm.cond_br %22, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %23 = llvm.add %20, %21 : i64
      %24 = llvm.mul %18, %9 overflow<nsw, nuw> : i64
      %25 = llvm.add %24, %23 overflow<nsw, nuw> : i64
      %26 = llvm.getelementptr inbounds|nuw %arg1[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %27 = llvm.load %26 : !llvm.ptr -> f16
      %28 = llvm.getelementptr inbounds|nuw %16[%25] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
      llvm.store %27, %28 : f16, !llvm.ptr<3>
      %29 = llvm.add %21, %12 : i64
      llvm.br ^bb1(%29 : i64)
    ^bb3:  // pred: ^bb1
      %30 = llvm.icmp "ult" %15, %9 : i64
      llvm.cond_br %30, ^bb4(%13 : i64), ^bb6
    ^bb4(%31: i64):  // 2 preds: ^bb3, ^bb5
      %32 = llvm.icmp "slt" %31, %8 : i64
      llvm.cond_br %32, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %33 = llvm.mul %18, %8 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %31 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg8[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %36 = llvm.load %35 : !llvm.ptr -> f16
      %37 = llvm.getelementptr inbounds|nuw %17[%34] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
      llvm.store %36, %37 : f16, !llvm.ptr<3>
      %38 = llvm.add %31, %12 : i64
      llvm.br ^bb4(%38 : i64)
    ^bb6:  // 2 preds: ^bb3, ^bb4
      nvvm.barrier0
      %39 = llvm.mul %18, %9 : i64
      %40 = llvm.add %39, %20 : i64
      %41 = llvm.getelementptr %16[%40] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
      %42 = nvvm.ldmatrix %41 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
      %43 = llvm.extractvalue %42[0] : !llvm.struct<(i32, i32, i32, i32)> 
      %44 = llvm.bitcast %43 : i32 to vector<2xf16>
      %45 = llvm.extractvalue %42[1] : !llvm.struct<(i32, i32, i32, i32)> 
      %46 = llvm.bitcast %45 : i32 to vector<2xf16>
      %47 = llvm.extractvalue %42[2] : !llvm.struct<(i32, i32, i32, i32)> 
      %48 = llvm.bitcast %47 : i32 to vector<2xf16>
      %49 = llvm.extractvalue %42[3] : !llvm.struct<(i32, i32, i32, i32)> 
      %50 = llvm.bitcast %49 : i32 to vector<2xf16>
      %51 = llvm.mul %18, %8 : i64
      %52 = llvm.add %51, %13 : i64
      %53 = llvm.getelementptr %17[%52] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
      %54 = nvvm.ldmatrix %53 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
      %55 = llvm.extractvalue %54[0] : !llvm.struct<(i32, i32)> 
      %56 = llvm.bitcast %55 : i32 to vector<2xf16>
      %57 = llvm.extractvalue %54[1] : !llvm.struct<(i32, i32)> 
      %58 = llvm.bitcast %57 : i32 to vector<2xf16>
      %59 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xf32>> 
      %60 = llvm.extractelement %59[%3 : i64] : vector<2xf32>
      %61 = llvm.extractelement %59[%4 : i64] : vector<2xf32>
      %62 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<2xf32>> 
      %63 = llvm.extractelement %62[%3 : i64] : vector<2xf32>
      %64 = llvm.extractelement %62[%4 : i64] : vector<2xf32>
      %65 = nvvm.mma.sync A[%44, %46, %48, %50]  B[%56, %58]  C[%60, %61, %63, %64]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %66 = llvm.extractvalue %65[0] : !llvm.struct<(f32, f32, f32, f32)> 
      %67 = llvm.extractvalue %65[1] : !llvm.struct<(f32, f32, f32, f32)> 
      %68 = llvm.insertelement %66, %5[%6 : i32] : vector<2xf32>
      %69 = llvm.insertelement %67, %68[%7 : i32] : vector<2xf32>
      %70 = llvm.extractvalue %65[2] : !llvm.struct<(f32, f32, f32, f32)> 
      %71 = llvm.extractvalue %65[3] : !llvm.struct<(f32, f32, f32, f32)> 
      %72 = llvm.insertelement %70, %5[%6 : i32] : vector<2xf32>
      %73 = llvm.insertelement %71, %72[%7 : i32] : vector<2xf32>
      %74 = llvm.udiv %15, %10 : i64
      %75 = llvm.urem %15, %10 : i64
      %76 = llvm.mul %75, %11 : i64
      %77 = llvm.add %76, %12 : i64
      %78 = llvm.add %74, %8 : i64
      %79 = llvm.extractelement %69[%3 : i64] : vector<2xf32>
      %80 = llvm.extractelement %69[%4 : i64] : vector<2xf32>
      %81 = llvm.extractelement %73[%3 : i64] : vector<2xf32>
      %82 = llvm.extractelement %73[%4 : i64] : vector<2xf32>
      %83 = llvm.mul %74, %8 overflow<nsw, nuw> : i64
      %84 = llvm.add %83, %76 overflow<nsw, nuw> : i64
      %85 = llvm.getelementptr inbounds|nuw %arg15[%84] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %79, %85 : f32, !llvm.ptr
      %86 = llvm.add %83, %77 overflow<nsw, nuw> : i64
      %87 = llvm.getelementptr inbounds|nuw %arg15[%86] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %80, %87 : f32, !llvm.ptr
      %88 = llvm.mul %78, %8 overflow<nsw, nuw> : i64
      %89 = llvm.add %88, %76 overflow<nsw, nuw> : i64
      %90 = llvm.getelementptr inbounds|nuw %arg15[%89] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %81, %90 : f32, !llvm.ptr
      %91 = llvm.add %88, %77 overflow<nsw, nuw> : i64
      %92 = llvm.getelementptr inbounds|nuw %arg15[%91] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %82, %92 : f32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(32 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(0 : index) : i64
    %3 = builtin.unrealized_conversion_cast %2 : i64 to index
    %4 = builtin.unrealized_conversion_cast %1 : i64 to index
    %5 = builtin.unrealized_conversion_cast %0 : i64 to index
    %6 = llvm.mlir.constant(16 : index) : i64
    %7 = llvm.mlir.constant(16 : index) : i64
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.mlir.constant(256 : index) : i64
    %10 = llvm.mlir.zero : !llvm.ptr
    %11 = llvm.getelementptr %10[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %12 = llvm.ptrtoint %11 : !llvm.ptr to i64
    %13 = llvm.call @malloc(%12) : (i64) -> !llvm.ptr
    %14 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %15 = llvm.insertvalue %13, %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.insertvalue %13, %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.mlir.constant(0 : index) : i64
    %18 = llvm.insertvalue %17, %16[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %6, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %7, %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %7, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %8, %21[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.mlir.constant(16 : index) : i64
    %24 = llvm.mlir.constant(8 : index) : i64
    %25 = llvm.mlir.constant(1 : index) : i64
    %26 = llvm.mlir.constant(128 : index) : i64
    %27 = llvm.mlir.zero : !llvm.ptr
    %28 = llvm.getelementptr %27[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %29 = llvm.ptrtoint %28 : !llvm.ptr to i64
    %30 = llvm.call @malloc(%29) : (i64) -> !llvm.ptr
    %31 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %32 = llvm.insertvalue %30, %31[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %30, %32[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.mlir.constant(0 : index) : i64
    %35 = llvm.insertvalue %34, %33[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.insertvalue %23, %35[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.insertvalue %24, %36[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.insertvalue %24, %37[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.insertvalue %25, %38[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.mlir.constant(16 : index) : i64
    %41 = llvm.mlir.constant(8 : index) : i64
    %42 = llvm.mlir.constant(1 : index) : i64
    %43 = llvm.mlir.constant(128 : index) : i64
    %44 = llvm.mlir.zero : !llvm.ptr
    %45 = llvm.getelementptr %44[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %46 = llvm.ptrtoint %45 : !llvm.ptr to i64
    %47 = llvm.call @malloc(%46) : (i64) -> !llvm.ptr
    %48 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %49 = llvm.insertvalue %47, %48[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %50 = llvm.insertvalue %47, %49[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.mlir.constant(0 : index) : i64
    %52 = llvm.insertvalue %51, %50[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.insertvalue %40, %52[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.insertvalue %41, %53[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.insertvalue %41, %54[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.insertvalue %42, %55[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %58 = llvm.mlir.constant(16 : index) : i64
    %59 = llvm.mlir.constant(16 : index) : i64
    %60 = llvm.mlir.constant(1 : index) : i64
    %61 = llvm.mlir.constant(256 : index) : i64
    %62 = llvm.mlir.zero : !llvm.ptr
    %63 = llvm.getelementptr %62[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %64 = llvm.ptrtoint %63 : !llvm.ptr to i64
    %65 = llvm.mlir.zero : !llvm.ptr
    %66 = llvm.mlir.constant(0 : i8) : i8
    %67 = llvm.call @mgpuMemAlloc(%64, %57, %66) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %68 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %69 = llvm.insertvalue %67, %68[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %70 = llvm.insertvalue %67, %69[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %71 = llvm.mlir.constant(0 : index) : i64
    %72 = llvm.insertvalue %71, %70[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %73 = llvm.insertvalue %58, %72[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %74 = llvm.insertvalue %59, %73[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %75 = llvm.insertvalue %59, %74[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %76 = llvm.insertvalue %60, %75[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %77 = llvm.mlir.constant(16 : index) : i64
    %78 = llvm.mlir.constant(8 : index) : i64
    %79 = llvm.mlir.constant(1 : index) : i64
    %80 = llvm.mlir.constant(128 : index) : i64
    %81 = llvm.mlir.zero : !llvm.ptr
    %82 = llvm.getelementptr %81[%80] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %83 = llvm.ptrtoint %82 : !llvm.ptr to i64
    %84 = llvm.mlir.zero : !llvm.ptr
    %85 = llvm.mlir.constant(0 : i8) : i8
    %86 = llvm.call @mgpuMemAlloc(%83, %57, %85) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %87 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %88 = llvm.insertvalue %86, %87[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %89 = llvm.insertvalue %86, %88[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %90 = llvm.mlir.constant(0 : index) : i64
    %91 = llvm.insertvalue %90, %89[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %92 = llvm.insertvalue %77, %91[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %93 = llvm.insertvalue %78, %92[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %94 = llvm.insertvalue %78, %93[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %95 = llvm.insertvalue %79, %94[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %96 = llvm.mlir.constant(16 : index) : i64
    %97 = llvm.mlir.constant(8 : index) : i64
    %98 = llvm.mlir.constant(1 : index) : i64
    %99 = llvm.mlir.constant(128 : index) : i64
    %100 = llvm.mlir.zero : !llvm.ptr
    %101 = llvm.getelementptr %100[%99] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %102 = llvm.ptrtoint %101 : !llvm.ptr to i64
    %103 = llvm.mlir.zero : !llvm.ptr
    %104 = llvm.mlir.constant(0 : i8) : i8
    %105 = llvm.call @mgpuMemAlloc(%102, %57, %104) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %106 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %107 = llvm.insertvalue %105, %106[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %108 = llvm.insertvalue %105, %107[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %109 = llvm.mlir.constant(0 : index) : i64
    %110 = llvm.insertvalue %109, %108[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %111 = llvm.insertvalue %96, %110[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %112 = llvm.insertvalue %97, %111[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %113 = llvm.insertvalue %97, %112[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %114 = llvm.insertvalue %98, %113[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %115 = llvm.mlir.constant(256 : index) : i64
    %116 = llvm.mlir.zero : !llvm.ptr
    %117 = llvm.getelementptr %116[%115] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %118 = llvm.ptrtoint %117 : !llvm.ptr to i64
    %119 = llvm.extractvalue %22[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %120 = llvm.extractvalue %76[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @mgpuMemcpy(%120, %119, %118, %57) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %121 = llvm.mlir.constant(128 : index) : i64
    %122 = llvm.mlir.zero : !llvm.ptr
    %123 = llvm.getelementptr %122[%121] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %124 = llvm.ptrtoint %123 : !llvm.ptr to i64
    %125 = llvm.extractvalue %39[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %126 = llvm.extractvalue %95[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @mgpuMemcpy(%126, %125, %124, %57) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %127 = llvm.extractvalue %76[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %128 = llvm.extractvalue %76[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %129 = llvm.extractvalue %76[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %130 = llvm.extractvalue %76[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %131 = llvm.extractvalue %76[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %132 = llvm.extractvalue %76[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %133 = llvm.extractvalue %76[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %134 = llvm.extractvalue %95[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %135 = llvm.extractvalue %95[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %136 = llvm.extractvalue %95[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %137 = llvm.extractvalue %95[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %138 = llvm.extractvalue %95[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %139 = llvm.extractvalue %95[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %140 = llvm.extractvalue %95[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %141 = llvm.extractvalue %114[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %142 = llvm.extractvalue %114[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %143 = llvm.extractvalue %114[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %144 = llvm.extractvalue %114[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %145 = llvm.extractvalue %114[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %146 = llvm.extractvalue %114[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %147 = llvm.extractvalue %114[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func <%57 : !llvm.ptr> @tensor_core::@hmma blocks in (%1, %1, %1) threads in (%0, %1, %1) : i64 args(%127 : !llvm.ptr, %128 : !llvm.ptr, %129 : i64, %130 : i64, %131 : i64, %132 : i64, %133 : i64, %134 : !llvm.ptr, %135 : !llvm.ptr, %136 : i64, %137 : i64, %138 : i64, %139 : i64, %140 : i64, %141 : !llvm.ptr, %142 : !llvm.ptr, %143 : i64, %144 : i64, %145 : i64, %146 : i64, %147 : i64)
    %148 = llvm.mlir.constant(128 : index) : i64
    %149 = llvm.mlir.zero : !llvm.ptr
    %150 = llvm.getelementptr %149[%148] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %151 = llvm.ptrtoint %150 : !llvm.ptr to i64
    %152 = llvm.extractvalue %114[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %153 = llvm.extractvalue %56[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @mgpuMemcpy(%153, %152, %151, %57) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%57) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%57) : (!llvm.ptr) -> ()
    %154 = llvm.extractvalue %56[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %155 = llvm.mlir.constant(8 : index) : i64
    %156 = llvm.mul %2, %155 overflow<nsw, nuw> : i64
    %157 = llvm.add %156, %2 overflow<nsw, nuw> : i64
    %158 = llvm.getelementptr inbounds|nuw %154[%157] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %159 = llvm.load %158 : !llvm.ptr -> f32
    llvm.call @printF32(%159) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
  llvm.func @mgpuMemcpy(!llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
}
