module attributes {gpu.container_module} {
  gpu.module @hmma [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.mlir.global private @sA() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x array<8 x f16>>
    llvm.mlir.global private @sB() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<8 x array<8 x f16>>
    llvm.func @mma_f16(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.addressof @sB : !llvm.ptr<3>
      %1 = llvm.mlir.addressof @sA : !llvm.ptr<3>
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(16 : index) : i64
      %4 = llvm.mlir.constant(4 : index) : i64
      %5 = llvm.mlir.constant(2 : index) : i64
      %6 = llvm.mlir.constant(0 : index) : i64
      %7 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = llvm.getelementptr %1[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<16 x array<8 x f16>>
      %10 = llvm.getelementptr %0[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<8 x array<8 x f16>>
      %11 = llvm.icmp "ult" %8, %3 : i64
      llvm.cond_br %11, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %12 = llvm.mul %8, %2 : i64
      %13 = llvm.add %12, %6 : i64
      %14 = llvm.getelementptr %9[%13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
      %15 = llvm.getelementptr %arg1[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %16 = llvm.addrspacecast %15 : !llvm.ptr to !llvm.ptr<1>
      nvvm.cp.async.shared.global %14, %16, 16, cache =  ca : !llvm.ptr<3>, !llvm.ptr<1>
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      llvm.br ^bb4
    ^bb2:  // pred: ^bb0
      %17 = llvm.sub %8, %3 : i64
      %18 = llvm.icmp "ult" %17, %2 : i64
      llvm.cond_br %18, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %19 = llvm.mul %17, %2 : i64
      %20 = llvm.add %19, %6 : i64
      %21 = llvm.getelementptr %10[%20] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
      %22 = llvm.getelementptr %arg8[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %23 = llvm.addrspacecast %22 : !llvm.ptr to !llvm.ptr<1>
      nvvm.cp.async.shared.global %21, %23, 16, cache =  cg : !llvm.ptr<3>, !llvm.ptr<1>
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      llvm.br ^bb4
    ^bb4:  // 3 preds: ^bb1, ^bb2, ^bb3
      nvvm.barrier0
      %24 = llvm.urem %8, %3 : i64
      %25 = llvm.urem %8, %2 : i64
      %26 = llvm.mul %24, %2 : i64
      %27 = llvm.add %26, %6 : i64
      %28 = llvm.getelementptr %9[%27] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
      %29 = nvvm.ldmatrix %28 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
      %30 = llvm.extractvalue %29[0] : !llvm.struct<(i32, i32)> 
      %31 = llvm.bitcast %30 : i32 to vector<2xf16>
      %32 = llvm.extractvalue %29[1] : !llvm.struct<(i32, i32)> 
      %33 = llvm.bitcast %32 : i32 to vector<2xf16>
      %34 = llvm.mul %25, %2 : i64
      %35 = llvm.add %34, %6 : i64
      %36 = llvm.getelementptr %10[%35] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
      %37 = nvvm.ldmatrix %36 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> i32
      %38 = llvm.bitcast %37 : i32 to vector<2xf16>
      %39 = llvm.udiv %8, %4 : i64
      %40 = llvm.urem %8, %4 : i64
      %41 = llvm.mul %40, %5 : i64
      %42 = llvm.add %39, %2 : i64
      %43 = llvm.mul %39, %2 : i64
      %44 = llvm.add %43, %41 : i64
      %45 = llvm.getelementptr %arg15[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %46 = llvm.load %45 {alignment = 2 : i64} : !llvm.ptr -> vector<2xf16>
      %47 = llvm.mul %42, %2 : i64
      %48 = llvm.add %47, %41 : i64
      %49 = llvm.getelementptr %arg15[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %50 = llvm.load %49 {alignment = 2 : i64} : !llvm.ptr -> vector<2xf16>
      %51 = nvvm.mma.sync A[%31, %33]  B[%38]  C[%46, %50]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
      %52 = llvm.extractvalue %51[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
      %53 = llvm.extractvalue %51[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
      llvm.store %52, %45 {alignment = 2 : i64} : vector<2xf16>, !llvm.ptr
      llvm.store %53, %49 {alignment = 2 : i64} : vector<2xf16>, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(32 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  () : memref<16x8xf16>
    %4 = builtin.unrealized_conversion_cast %memref : memref<16x8xf16> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %memref_0 = gpu.alloc  () : memref<8x8xf16>
    %5 = builtin.unrealized_conversion_cast %memref_0 : memref<8x8xf16> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %memref_1 = gpu.alloc  () : memref<16x8xf16>
    %6 = builtin.unrealized_conversion_cast %memref_1 : memref<16x8xf16> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
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
    gpu.launch_func  @hmma::@mma_f16 blocks in (%1, %1, %1) threads in (%0, %1, %1) : i64 args(%7 : !llvm.ptr, %8 : !llvm.ptr, %9 : i64, %10 : i64, %11 : i64, %12 : i64, %13 : i64, %14 : !llvm.ptr, %15 : !llvm.ptr, %16 : i64, %17 : i64, %18 : i64, %19 : i64, %20 : i64, %21 : !llvm.ptr, %22 : !llvm.ptr, %23 : i64, %24 : i64, %25 : i64, %26 : i64, %27 : i64)
    llvm.return
  }
}
