module attributes {gpu.container_module} {
  gpu.module @tensor_core [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.mlir.global private @sA() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x array<32 x i8>>
    llvm.mlir.global private @sBt() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<8 x array<32 x i8>>
    llvm.func @imma(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.addressof @sBt : !llvm.ptr<3>
      %1 = llvm.mlir.addressof @sA : !llvm.ptr<3>
      %2 = llvm.mlir.constant(0 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.poison : vector<2xi32>
      %5 = llvm.mlir.constant(0 : i32) : i32
      %6 = llvm.mlir.constant(1 : i32) : i32
      %7 = llvm.mlir.constant(32 : index) : i64
      %8 = llvm.mlir.constant(16 : index) : i64
      %9 = llvm.mlir.constant(8 : index) : i64
      %10 = llvm.mlir.constant(4 : index) : i64
      %11 = llvm.mlir.constant(2 : index) : i64
      %12 = llvm.mlir.constant(1 : index) : i64
      %13 = llvm.mlir.constant(0 : index) : i64
      %14 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %15 = llvm.sext %14 : i32 to i64
      %16 = llvm.getelementptr %1[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<16 x array<32 x i8>>
      %17 = llvm.getelementptr %0[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<8 x array<32 x i8>>
      %18 = llvm.urem %15, %8 : i64
      %19 = llvm.udiv %15, %8 : i64
      %20 = llvm.mul %19, %8 : i64
      llvm.br ^bb1(%13 : i64)
    ^bb1(%21: i64):  // 2 preds: ^bb0, ^bb2
      %22 = llvm.icmp "slt" %21, %8 : i64
      llvm.cond_br %22, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %23 = llvm.add %20, %21 : i64
      %24 = llvm.mul %18, %7 overflow<nsw, nuw> : i64
      %25 = llvm.add %24, %23 overflow<nsw, nuw> : i64
      %26 = llvm.getelementptr inbounds|nuw %arg1[%25] : (!llvm.ptr, i64) -> !llvm.ptr, i8
      %27 = llvm.load %26 : !llvm.ptr -> i8
      %28 = llvm.getelementptr inbounds|nuw %16[%25] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      llvm.store %27, %28 : i8, !llvm.ptr<3>
      %29 = llvm.add %21, %12 : i64
      llvm.br ^bb1(%29 : i64)
    ^bb3:  // pred: ^bb1
      %30 = llvm.urem %15, %9 : i64
      %31 = llvm.udiv %15, %9 : i64
      %32 = llvm.mul %31, %9 : i64
      llvm.br ^bb4(%13 : i64)
    ^bb4(%33: i64):  // 2 preds: ^bb3, ^bb5
      %34 = llvm.icmp "slt" %33, %9 : i64
      llvm.cond_br %34, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %35 = llvm.add %32, %33 : i64
      %36 = llvm.mul %30, %7 overflow<nsw, nuw> : i64
      %37 = llvm.add %36, %35 overflow<nsw, nuw> : i64
      %38 = llvm.getelementptr inbounds|nuw %arg8[%37] : (!llvm.ptr, i64) -> !llvm.ptr, i8
      %39 = llvm.load %38 : !llvm.ptr -> i8
      %40 = llvm.getelementptr inbounds|nuw %17[%37] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      llvm.store %39, %40 : i8, !llvm.ptr<3>
      %41 = llvm.add %33, %12 : i64
      llvm.br ^bb4(%41 : i64)
    ^bb6:  // pred: ^bb4
      nvvm.barrier0
      %42 = llvm.mul %18, %7 : i64
      %43 = llvm.add %42, %20 : i64
      %44 = llvm.getelementptr %16[%43] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %45 = nvvm.ldmatrix %44 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
      %46 = llvm.extractvalue %45[0] : !llvm.struct<(i32, i32, i32, i32)> 
      %47 = llvm.extractvalue %45[1] : !llvm.struct<(i32, i32, i32, i32)> 
      %48 = llvm.extractvalue %45[2] : !llvm.struct<(i32, i32, i32, i32)> 
      %49 = llvm.extractvalue %45[3] : !llvm.struct<(i32, i32, i32, i32)> 
      %50 = llvm.urem %18, %9 : i64
      %51 = llvm.udiv %18, %9 : i64
      %52 = llvm.mul %51, %8 : i64
      %53 = llvm.mul %50, %7 : i64
      %54 = llvm.add %53, %52 : i64
      %55 = llvm.getelementptr %17[%54] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %56 = nvvm.ldmatrix %55 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
      %57 = llvm.extractvalue %56[0] : !llvm.struct<(i32, i32)> 
      %58 = llvm.extractvalue %56[1] : !llvm.struct<(i32, i32)> 
      %59 = llvm.udiv %15, %10 : i64
      %60 = llvm.urem %15, %10 : i64
      %61 = llvm.mul %60, %11 : i64
      %62 = llvm.add %61, %12 : i64
      %63 = llvm.add %59, %9 : i64
      %64 = llvm.mul %59, %9 overflow<nsw, nuw> : i64
      %65 = llvm.add %64, %61 overflow<nsw, nuw> : i64
      %66 = llvm.getelementptr inbounds|nuw %arg15[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %67 = llvm.load %66 : !llvm.ptr -> i32
      %68 = llvm.add %64, %62 overflow<nsw, nuw> : i64
      %69 = llvm.getelementptr inbounds|nuw %arg15[%68] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %70 = llvm.load %69 : !llvm.ptr -> i32
      %71 = llvm.mul %63, %9 overflow<nsw, nuw> : i64
      %72 = llvm.add %71, %61 overflow<nsw, nuw> : i64
      %73 = llvm.getelementptr inbounds|nuw %arg15[%72] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %74 = llvm.load %73 : !llvm.ptr -> i32
      %75 = llvm.add %71, %62 overflow<nsw, nuw> : i64
      %76 = llvm.getelementptr inbounds|nuw %arg15[%75] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %77 = llvm.load %76 : !llvm.ptr -> i32
      %78 = llvm.insertelement %67, %4[%2 : i64] : vector<2xi32>
      %79 = llvm.insertelement %70, %78[%3 : i64] : vector<2xi32>
      %80 = llvm.insertelement %74, %4[%2 : i64] : vector<2xi32>
      %81 = llvm.insertelement %77, %80[%3 : i64] : vector<2xi32>
      %82 = llvm.extractelement %79[%2 : i64] : vector<2xi32>
      %83 = llvm.extractelement %79[%3 : i64] : vector<2xi32>
      %84 = llvm.extractelement %81[%2 : i64] : vector<2xi32>
      %85 = llvm.extractelement %81[%3 : i64] : vector<2xi32>
      %86 = nvvm.mma.sync A[%46, %47, %48, %49]  B[%57, %58]  C[%82, %83, %84, %85]  {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
      %87 = llvm.extractvalue %86[0] : !llvm.struct<(i32, i32, i32, i32)> 
      %88 = llvm.extractvalue %86[1] : !llvm.struct<(i32, i32, i32, i32)> 
      %89 = llvm.insertelement %87, %4[%5 : i32] : vector<2xi32>
      %90 = llvm.insertelement %88, %89[%6 : i32] : vector<2xi32>
      %91 = llvm.extractvalue %86[2] : !llvm.struct<(i32, i32, i32, i32)> 
      %92 = llvm.extractvalue %86[3] : !llvm.struct<(i32, i32, i32, i32)> 
      %93 = llvm.insertelement %91, %4[%5 : i32] : vector<2xi32>
      %94 = llvm.insertelement %92, %93[%6 : i32] : vector<2xi32>
      %95 = llvm.extractelement %90[%2 : i64] : vector<2xi32>
      %96 = llvm.extractelement %94[%3 : i64] : vector<2xi32>
      llvm.store %95, %66 : i32, !llvm.ptr
      llvm.store %96, %76 : i32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(32 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  () : memref<16x32xi8>
    %4 = builtin.unrealized_conversion_cast %memref : memref<16x32xi8> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %memref_0 = gpu.alloc  () : memref<8x32xi8>
    %5 = builtin.unrealized_conversion_cast %memref_0 : memref<8x32xi8> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %memref_1 = gpu.alloc  () : memref<16x8xi32>
    %6 = builtin.unrealized_conversion_cast %memref_1 : memref<16x8xi32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
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
    gpu.launch_func  @tensor_core::@imma blocks in (%1, %1, %1) threads in (%0, %1, %1) : i64 args(%7 : !llvm.ptr, %8 : !llvm.ptr, %9 : i64, %10 : i64, %11 : i64, %12 : i64, %13 : i64, %14 : !llvm.ptr, %15 : !llvm.ptr, %16 : i64, %17 : i64, %18 : i64, %19 : i64, %20 : i64, %21 : !llvm.ptr, %22 : !llvm.ptr, %23 : i64, %24 : i64, %25 : i64, %26 : i64, %27 : i64)
    llvm.return
  }
}
