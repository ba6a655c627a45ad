module {
  gpu.module @ids [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.func @ids(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i32) attributes {gpu.kernel, nvvm.kernel} {
      %0 = llvm.mlir.constant(32 : i32) : i32
      %1 = llvm.mlir.constant(-1 : i32) : i32
      %2 = llvm.mlir.constant(1 : i32) : i32
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(16 : index) : i64
      %5 = llvm.mlir.constant(1.500000e+00 : f32) : f32
      %6 = llvm.mlir.constant(4 : i32) : i32
      %7 = nvvm.read.ptx.sreg.tid.x : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.tid.y : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.z : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = nvvm.read.ptx.sreg.ntid.x : i32
      %14 = llvm.sext %13 : i32 to i64
      %15 = nvvm.read.ptx.sreg.ntid.y : i32
      %16 = llvm.sext %15 : i32 to i64
      %17 = nvvm.read.ptx.sreg.ntid.z : i32
      %18 = llvm.sext %17 : i32 to i64
      %19 = nvvm.read.ptx.sreg.ctaid.x : i32
      %20 = llvm.sext %19 : i32 to i64
      %21 = nvvm.read.ptx.sreg.ctaid.y : i32
      %22 = llvm.sext %21 : i32 to i64
      %23 = nvvm.read.ptx.sreg.ctaid.z : i32
      %24 = llvm.sext %23 : i32 to i64
      %25 = nvvm.read.ptx.sreg.nctaid.x : i32
      %26 = llvm.sext %25 : i32 to i64
      %27 = nvvm.read.ptx.sreg.nctaid.y : i32
      %28 = llvm.sext %27 : i32 to i64
      %29 = nvvm.read.ptx.sreg.nctaid.z : i32
      %30 = llvm.sext %29 : i32 to i64
      %31 = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
      %32 = llvm.sext %31 : i32 to i64
      %33 = llvm.add %8, %10 : i64
      %34 = llvm.add %33, %12 : i64
      %35 = llvm.mul %34, %14 : i64
      %36 = llvm.add %35, %16 : i64
      %37 = llvm.add %36, %18 : i64
      %38 = llvm.add %37, %20 : i64
      %39 = llvm.add %38, %22 : i64
      %40 = llvm.add %39, %24 : i64
      %41 = llvm.add %40, %26 : i64
      %42 = llvm.add %41, %28 : i64
      %43 = llvm.add %42, %30 : i64
      %44 = llvm.add %43, %32 : i64
      %45 = llvm.urem %8, %4 : i64
      %46 = llvm.getelementptr inbounds|nuw %arg1[%45] : (!llvm.ptr, i64) -> !llvm.ptr, i64
      llvm.store %44, %46 : i64, !llvm.ptr
      %47 = llvm.sub %0, %arg10 : i32
      %48 = llvm.lshr %1, %47 : i32
      %49 = llvm.sub %arg10, %2 : i32
      %50 = nvvm.shfl.sync  bfly %48, %5, %6, %49 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %51 = llvm.extractvalue %50[0] : !llvm.struct<(f32, i1)> 
      %52 = llvm.extractvalue %50[1] : !llvm.struct<(f32, i1)> 
      %53 = nvvm.shfl.sync  up %48, %51, %6, %47 : f32 -> f32
      %54 = nvvm.shfl.sync  down %48, %53, %6, %49 : f32 -> f32
      %55 = nvvm.shfl.sync  idx %48, %54, %6, %49 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %56 = llvm.extractvalue %55[0] : !llvm.struct<(f32, i1)> 
      %57 = llvm.extractvalue %55[1] : !llvm.struct<(f32, i1)> 
      %58 = llvm.and %52, %57 : i1
      %59 = llvm.select %58, %56, %51 : i1, f32
      nvvm.barrier0
      %60 = llvm.urem %8, %3 : i64
      %61 = llvm.getelementptr inbounds|nuw %arg6[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %59, %61 : f32, !llvm.ptr
      llvm.return
    }
  }
  gpu.module @math [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.func @__nv_cbrt(f64) -> f64
    llvm.func @__nv_ceil(f64) -> f64
    llvm.func @__nv_floor(f64) -> f64
    llvm.func @__nv_cos(f64) -> f64
    llvm.func @__nv_exp2(f64) -> f64
    llvm.func @__nv_log10(f64) -> f64
    llvm.func @__nv_log2(f64) -> f64
    llvm.func @__nv_atan2(f64, f64) -> f64
    llvm.func @__nv_pow(f64, f64) -> f64
    llvm.func @__nv_expm1(f64) -> f64
    llvm.func @__nv_tan(f64) -> f64
    llvm.func @__nv_sin(f64) -> f64
    llvm.func @__nv_round(f64) -> f64
    llvm.func @__nv_rint(f64) -> f64
    llvm.func @__nv_copysign(f64, f64) -> f64
    llvm.func @__nv_fabs(f64) -> f64
    llvm.func @__nv_fma(f64, f64, f64) -> f64
    llvm.func @__nv_fast_cosf(f32) -> f32
    llvm.func @__nv_fast_expf(f32) -> f32
    llvm.func @__nv_fast_logf(f32) -> f32
    llvm.func @__nv_fast_sinf(f32) -> f32
    llvm.func @__nv_tanhf(f32) -> f32
    llvm.func @__nv_atanf(f32) -> f32
    llvm.func @__nv_erff(f32) -> f32
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @__nv_sqrtf(f32) -> f32
    llvm.func @__nv_log1pf(f32) -> f32
    llvm.func @__nv_powif(f32, i32) -> f32
    llvm.func @math64(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: !llvm.ptr, %arg16: !llvm.ptr, %arg17: i64, %arg18: i64, %arg19: i64) attributes {gpu.kernel, nvvm.kernel} {
      %0 = llvm.mlir.constant(3 : i32) : i32
      %1 = nvvm.read.ptx.sreg.tid.x : i32
      %2 = llvm.sext %1 : i32 to i64
      %3 = llvm.getelementptr inbounds|nuw %arg1[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %4 = llvm.load %3 : !llvm.ptr -> f64
      %5 = llvm.getelementptr inbounds|nuw %arg6[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %6 = llvm.load %5 : !llvm.ptr -> f32
      %7 = llvm.call @__nv_cbrt(%4) : (f64) -> f64
      %8 = llvm.call @__nv_ceil(%7) : (f64) -> f64
      %9 = llvm.call @__nv_floor(%8) : (f64) -> f64
      %10 = llvm.call @__nv_cos(%9) : (f64) -> f64
      %11 = llvm.call @__nv_exp2(%10) : (f64) -> f64
      %12 = llvm.call @__nv_log10(%11) : (f64) -> f64
      %13 = llvm.call @__nv_log2(%12) : (f64) -> f64
      %14 = llvm.call @__nv_atan2(%13, %4) : (f64, f64) -> f64
      %15 = llvm.call @__nv_pow(%14, %4) : (f64, f64) -> f64
      %16 = llvm.call @__nv_expm1(%15) : (f64) -> f64
      %17 = llvm.call @__nv_tan(%16) : (f64) -> f64
      %18 = llvm.call @__nv_sin(%17) : (f64) -> f64
      %19 = llvm.call @__nv_round(%18) : (f64) -> f64
      %20 = llvm.call @__nv_rint(%19) : (f64) -> f64
      %21 = llvm.intr.trunc(%20) : (f64) -> f64
      %22 = llvm.call @__nv_copysign(%21, %4) : (f64, f64) -> f64
      %23 = llvm.call @__nv_fabs(%22) : (f64) -> f64
      %24 = llvm.call @__nv_fma(%23, %4, %4) : (f64, f64, f64) -> f64
      llvm.store %24, %3 : f64, !llvm.ptr
      %25 = llvm.call @__nv_fast_cosf(%6) : (f32) -> f32
      %26 = llvm.call @__nv_fast_expf(%25) : (f32) -> f32
      %27 = llvm.call @__nv_fast_logf(%26) : (f32) -> f32
      %28 = llvm.call @__nv_fast_sinf(%27) : (f32) -> f32
      %29 = llvm.call @__nv_tanhf(%28) : (f32) -> f32
      %30 = llvm.call @__nv_atanf(%29) : (f32) -> f32
      %31 = llvm.call @__nv_atanf(%30) : (f32) -> f32
      %32 = llvm.call @__nv_erff(%31) : (f32) -> f32
      %33 = llvm.call @__nv_rsqrtf(%32) : (f32) -> f32
      %34 = llvm.call @__nv_sqrtf(%33) : (f32) -> f32
      %35 = llvm.call @__nv_log1pf(%34) : (f32) -> f32
      %36 = llvm.fsub %35, %6 : f32
      %37 = llvm.intr.maximum(%36, %6) : (f32, f32) -> f32
      %38 = llvm.intr.minnum(%37, %6) : (f32, f32) -> f32
      %39 = llvm.call @__nv_powif(%38, %0) : (f32, i32) -> f32
      llvm.store %39, %5 : f32, !llvm.ptr
      %40 = llvm.getelementptr inbounds|nuw %arg11[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %41 = llvm.load %40 : !llvm.ptr -> f16
      %42 = llvm.getelementptr inbounds|nuw %arg16[%2] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %43 = llvm.load %42 : !llvm.ptr -> bf16
      %44 = llvm.fmul %41, %41 : f16
      %45 = llvm.fadd %44, %41 {fastmathFlags = #llvm.fastmath<contract>} : f16
      %46 = llvm.intr.maximum(%45, %41) : (f16, f16) -> f16
      %47 = llvm.fpext %43 : bf16 to f32
      %48 = llvm.fmul %47, %6 : f32
      %49 = llvm.fptrunc %48 : f32 to bf16
      %50 = llvm.fpext %46 : f16 to f32
      %51 = llvm.fcmp "ult" %50, %48 : f32
      %52 = llvm.select %51, %46, %41 : i1, f16
      llvm.store %52, %40 : f16, !llvm.ptr
      llvm.store %49, %42 : bf16, !llvm.ptr
      llvm.return
    }
  }
  gpu.module @red [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.mlir.global private constant @table(dense<[3, 5, 7, 11]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
    llvm.mlir.global internal @__wg_reduce_0() {addr_space = 3 : i32} : !llvm.array<32 x f32>
    llvm.func @reduce(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: !llvm.ptr, %arg16: !llvm.ptr, %arg17: i64, %arg18: i64, %arg19: i64) attributes {gpu.kernel, nvvm.kernel} {
      %0 = llvm.mlir.addressof @table : !llvm.ptr
      %1 = llvm.mlir.constant(3 : index) : i64
      %2 = llvm.mlir.constant(2 : i64) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.addressof @__wg_reduce_0 : !llvm.ptr<3>
      %5 = llvm.getelementptr %4[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x f32>
      %6 = llvm.alloca %2 x i32 : (i64) -> !llvm.ptr
      %7 = nvvm.read.ptx.sreg.tid.x : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = llvm.getelementptr inbounds|nuw %arg1[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %10 = llvm.load %9 : !llvm.ptr -> i32
      %11 = llvm.getelementptr inbounds|nuw %arg6[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %12 = llvm.load %11 : !llvm.ptr -> f32
      %13 = llvm.add %10, %10 : i32
      %14 = llvm.fadd %12, %12 : f32
      %15 = llvm.and %8, %1 : i64
      %16 = llvm.getelementptr %0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
      %17 = llvm.getelementptr inbounds|nuw %16[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %18 = llvm.load %17 : !llvm.ptr -> i32
      %19 = llvm.getelementptr %arg11[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %20 = llvm.atomicrmw add %19, %18 acq_rel : !llvm.ptr, i32
      llvm.store %13, %6 : i32, !llvm.ptr
      %21 = llvm.getelementptr inbounds|nuw %6[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %13, %21 : i32, !llvm.ptr
      %22 = llvm.load %6 : !llvm.ptr -> i32
      %23 = llvm.load %21 : !llvm.ptr -> i32
      %24 = llvm.urem %8, %3 : i64
      %25 = llvm.getelementptr inbounds|nuw %5[%24] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %14, %25 : f32, !llvm.ptr<3>
      nvvm.barrier0
      %26 = llvm.atomicrmw fadd %5, %14 acq_rel : !llvm.ptr<3>, f32
      %27 = llvm.atomicrmw max %arg11, %22 acq_rel : !llvm.ptr, i32
      %28 = llvm.getelementptr %arg11[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %29 = llvm.atomicrmw umin %28, %13 acq_rel : !llvm.ptr, i32
      %30 = llvm.getelementptr %arg11[3] : (!llvm.ptr) -> !llvm.ptr, i32
      %31 = llvm.atomicrmw _or %30, %13 acq_rel : !llvm.ptr, i32
      %32 = llvm.atomicrmw xchg %19, %23 acq_rel : !llvm.ptr, i32
      %33 = llvm.sitofp %27 : i32 to f32
      nvvm.barrier0
      %34 = llvm.getelementptr inbounds|nuw %5[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %35 = llvm.load %34 : !llvm.ptr<3> -> f32
      %36 = llvm.fadd %35, %33 : f32
      llvm.store %36, %arg16 : f32, !llvm.ptr
      llvm.return
    }
  }
  gpu.module @mma [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.mlir.global internal @__wg_mma_variants_0() {addr_space = 3 : i32} : !llvm.array<128 x f32>
    llvm.mlir.global internal @__wg_mma_variants_1() {addr_space = 3 : i32} : !llvm.array<256 x f16>
    llvm.func @mma_variants(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) attributes {gpu.kernel, nvvm.kernel} {
      %0 = llvm.mlir.constant(dense<0.000000e+00> : vector<2x2xf32>) : !llvm.array<2 x vector<2xf32>>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.mlir.poison : vector<2xf32>
      %4 = llvm.mlir.constant(0 : i32) : i32
      %5 = llvm.mlir.constant(1 : i32) : i32
      %6 = llvm.mlir.constant(3 : i32) : i32
      %7 = llvm.mlir.constant(32 : i32) : i32
      %8 = llvm.mlir.constant(dense<2.500000e-01> : vector<2x1xf32>) : !llvm.array<2 x vector<1xf32>>
      %9 = llvm.mlir.constant(dense<5.000000e-01> : vector<4x1xf32>) : !llvm.array<4 x vector<1xf32>>
      %10 = llvm.mlir.constant(8 : index) : i64
      %11 = llvm.mlir.addressof @__wg_mma_variants_1 : !llvm.ptr<3>
      %12 = llvm.mlir.constant(0 : index) : i64
      %13 = llvm.mlir.addressof @__wg_mma_variants_0 : !llvm.ptr<3>
      %14 = llvm.getelementptr %13[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<128 x f32>
      %15 = llvm.getelementptr %11[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<256 x f16>
      %16 = nvvm.read.ptx.sreg.tid.x : i32
      %17 = llvm.sext %16 : i32 to i64
      %18 = llvm.getelementptr inbounds|nuw %arg1[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %19 = llvm.load %18 : !llvm.ptr -> f32
      %20 = llvm.extractvalue %9[2] : !llvm.array<4 x vector<1xf32>> 
      %21 = llvm.insertelement %19, %20[%1 : i64] : vector<1xf32>
      %22 = llvm.extractvalue %8[1] : !llvm.array<2 x vector<1xf32>> 
      %23 = llvm.insertelement %19, %22[%1 : i64] : vector<1xf32>
      %24 = llvm.extractvalue %9[0] : !llvm.array<4 x vector<1xf32>> 
      %25 = llvm.bitcast %24 : vector<1xf32> to i32
      %26 = llvm.extractvalue %9[1] : !llvm.array<4 x vector<1xf32>> 
      %27 = llvm.bitcast %26 : vector<1xf32> to i32
      %28 = llvm.bitcast %21 : vector<1xf32> to i32
      %29 = llvm.extractvalue %9[3] : !llvm.array<4 x vector<1xf32>> 
      %30 = llvm.bitcast %29 : vector<1xf32> to i32
      %31 = llvm.extractvalue %8[0] : !llvm.array<2 x vector<1xf32>> 
      %32 = llvm.bitcast %31 : vector<1xf32> to i32
      %33 = llvm.bitcast %23 : vector<1xf32> to i32
      %34 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xf32>> 
      %35 = llvm.extractelement %34[%1 : i64] : vector<2xf32>
      %36 = llvm.extractelement %34[%2 : i64] : vector<2xf32>
      %37 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xf32>> 
      %38 = llvm.extractelement %37[%1 : i64] : vector<2xf32>
      %39 = llvm.extractelement %37[%2 : i64] : vector<2xf32>
      %40 = nvvm.mma.sync A[%25, %27, %28, %30]  B[%32, %33]  C[%35, %36, %38, %39]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %41 = llvm.extractvalue %40[2] : !llvm.struct<(f32, f32, f32, f32)> 
      %42 = llvm.extractvalue %40[3] : !llvm.struct<(f32, f32, f32, f32)> 
      %43 = llvm.insertelement %41, %3[%4 : i32] : vector<2xf32>
      %44 = llvm.insertelement %42, %43[%5 : i32] : vector<2xf32>
      %45 = llvm.extractelement %44[%1 : i64] : vector<2xf32>
      %46 = llvm.getelementptr %14[%17] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %47 = llvm.getelementptr %arg1[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %48 = llvm.addrspacecast %47 : !llvm.ptr to !llvm.ptr<1>
      %49 = llvm.trunc %arg5 : i64 to i32
      %50 = llvm.mul %49, %7 : i32
      %51 = llvm.lshr %50, %6 : i32
      nvvm.cp.async.shared.global %46, %48, 16, cache =  ca, %51 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      %52 = llvm.mul %17, %10 : i64
      %53 = llvm.add %52, %12 : i64
      %54 = llvm.getelementptr %15[%53] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
      %55 = nvvm.ldmatrix %54 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> i32
      %56 = llvm.bitcast %55 : i32 to vector<2xf16>
      %57 = llvm.extractelement %56[%1 : i64] : vector<2xf16>
      %58 = llvm.fpext %57 : f16 to f32
      %59 = llvm.getelementptr inbounds|nuw %14[%17] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %60 = llvm.load %59 : !llvm.ptr<3> -> f32
      %61 = llvm.fadd %60, %58 : f32
      %62 = llvm.fadd %61, %45 : f32
      llvm.store %62, %18 : f32, !llvm.ptr
      llvm.return
    }
  }
  gpu.module @misc [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.mlir.global internal constant @printfFormat_0("block %lld thread %d sum %f max %f or %x\0A\00") {addr_space = 0 : i32}
    llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
    llvm.func @scale(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
      %0 = llvm.fmul %arg0, %arg1 : vector<4xf32>
      llvm.return %0 : vector<4xf32>
    }
    llvm.func @misc(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64) attributes {gpu.kernel, nvvm.kernel} {
      %0 = llvm.mlir.constant(1 : index) : i64
      %1 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %2 = llvm.mlir.constant(3 : i64) : i64
      %3 = llvm.mlir.constant(0 : i64) : i64
      %4 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %5 = llvm.mlir.constant(4 : index) : i64
      %6 = llvm.mlir.constant(dense<5.000000e-01> : vector<4xf32>) : vector<4xf32>
      %7 = llvm.mlir.constant(dense<3> : vector<4xi32>) : vector<4xi32>
      %8 = nvvm.read.ptx.sreg.tid.x : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.ctaid.x : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = llvm.mul %9, %5 : i64
      %13 = llvm.getelementptr %arg1[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %14 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
      %15 = llvm.call @scale(%14, %6) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %16 = llvm.intr.fmuladd(%15, %6, %14) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %17 = "llvm.intr.vector.reduce.fadd"(%4, %16) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
      %18 = llvm.intr.vector.reduce.fmaximum(%16) : (vector<4xf32>) -> f32
      %19 = llvm.bitcast %16 : vector<4xf32> to vector<4xi32>
      %20 = llvm.getelementptr %arg6[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %21 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> vector<4xi32>
      %22 = llvm.xor %19, %21 : vector<4xi32>
      %23 = llvm.lshr %22, %7 : vector<4xi32>
      %24 = llvm.extractelement %23[%3 : i64] : vector<4xi32>
      %25 = llvm.insertelement %24, %23[%2 : i64] : vector<4xi32>
      %26 = "llvm.intr.vector.reduce.or"(%25) : (vector<4xi32>) -> i32
      %27 = llvm.icmp "sgt" %25, %21 : vector<4xi32>
      %28 = llvm.select %27, %25, %21 : vector<4xi1>, vector<4xi32>
      llvm.store %28, %20 {alignment = 4 : i64} : vector<4xi32>, !llvm.ptr
      %29 = llvm.trunc %9 : i64 to i32
      %30 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<42 x i8>
      %31 = llvm.fpext %17 : f32 to f64
      %32 = llvm.fpext %18 : f32 to f64
      %33 = llvm.alloca %0 x !llvm.struct<(i64, i32, f64, f64, i32)> : (i64) -> !llvm.ptr
      %34 = llvm.getelementptr %33[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i32, f64, f64, i32)>
      llvm.store %11, %34 : i64, !llvm.ptr
      %35 = llvm.getelementptr %33[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i32, f64, f64, i32)>
      llvm.store %29, %35 : i32, !llvm.ptr
      %36 = llvm.getelementptr %33[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i32, f64, f64, i32)>
      llvm.store %31, %36 : f64, !llvm.ptr
      %37 = llvm.getelementptr %33[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i32, f64, f64, i32)>
      llvm.store %32, %37 : f64, !llvm.ptr
      %38 = llvm.getelementptr %33[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i32, f64, f64, i32)>
      llvm.store %26, %38 : i32, !llvm.ptr
      %39 = llvm.call @vprintf(%30, %33) : (!llvm.ptr, !llvm.ptr) -> i32
      %40 = llvm.fadd %17, %18 : f32
      %41 = llvm.getelementptr inbounds|nuw %arg1[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %40, %41 : f32, !llvm.ptr
      llvm.return
    }
  }
}
