module attributes {gpu.container_module} {
  gpu.module @math_module [#nvvm.target<chip = "sm_80">] {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @__nv_fabsf(f32) -> f32
    llvm.func @__nv_log1pf(f32) -> f32
    llvm.func @__nv_sqrtf(f32) -> f32
    llvm.func @__nv_tanhf(f32) -> f32
    llvm.func @__nv_powf(f32, f32) -> f32
    llvm.func @__nv_erff(f32) -> f32
    llvm.func @__nv_sinf(f32) -> f32
    llvm.func @__nv_cosf(f32) -> f32
    llvm.func @__nv_floorf(f32) -> f32
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @__nv_fmaf(f32, f32, f32) -> f32
    llvm.func @math_mix(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(5.000000e-01 : f32) : f32
      %1 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
      %2 = llvm.sext %1 : i32 to i64
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = llvm.sext %3 : i32 to i64
      %5 = nvvm.read.ptx.sreg.ntid.x range <i32, 128, 129> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = llvm.mul %4, %6 : i64
      %8 = llvm.add %7, %2 : i64
      %9 = llvm.icmp "ult" %8, %arg10 : i64
      llvm.cond_br %9, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %10 = llvm.getelementptr inbounds|nuw %arg1[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %11 = llvm.load %10 : !llvm.ptr -> f32
      %12 = llvm.call @__nv_expf(%11) : (f32) -> f32
      %13 = llvm.call @__nv_fabsf(%11) : (f32) -> f32
      %14 = llvm.call @__nv_log1pf(%13) : (f32) -> f32
      %15 = llvm.call @__nv_sqrtf(%13) : (f32) -> f32
      %16 = llvm.call @__nv_tanhf(%11) : (f32) -> f32
      %17 = llvm.call @__nv_powf(%15, %0) : (f32, f32) -> f32
      %18 = llvm.call @__nv_erff(%11) : (f32) -> f32
      %19 = llvm.call @__nv_sinf(%11) : (f32) -> f32
      %20 = llvm.call @__nv_cosf(%11) : (f32) -> f32
      %21 = llvm.call @__nv_floorf(%11) : (f32) -> f32
      %22 = llvm.call @__nv_rsqrtf(%12) : (f32) -> f32
      %23 = llvm.call @__nv_fmaf(%18, %0, %0) : (f32, f32, f32) -> f32
      %24 = llvm.fadd %23, %16 : f32
      %25 = llvm.fmul %24, %17 : f32
      %26 = llvm.call @__nv_fmaf(%19, %20, %25) : (f32, f32, f32) -> f32
      %27 = llvm.fadd %26, %14 : f32
      %28 = llvm.intr.minimum(%27, %21) : (f32, f32) -> f32
      %29 = llvm.fadd %28, %22 : f32
      %30 = llvm.getelementptr inbounds|nuw %arg6[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %29, %30 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
}

