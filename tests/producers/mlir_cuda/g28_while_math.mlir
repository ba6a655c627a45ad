module attributes {gpu.container_module} {
  gpu.module @loops [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.func @__nv_abs(i32) -> i32
    llvm.func @__nv_erff(f32) -> f32
    llvm.func @__nv_tanhf(f32) -> f32
    llvm.func @__nv_powf(f32, f32) -> f32
    llvm.func @__nv_atan2f(f32, f32) -> f32
    llvm.func @__nv_cbrtf(f32) -> f32
    llvm.func @__nv_exp2f(f32) -> f32
    llvm.func @__nv_log10f(f32) -> f32
    llvm.func @__nv_copysignf(f32, f32) -> f32
    llvm.func @__nv_rintf(f32) -> f32
    llvm.func @__nv_ceilf(f32) -> f32
    llvm.func @collatz(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(0 : i32) : i32
      %1 = llvm.mlir.constant(1 : i32) : i32
      %2 = llvm.mlir.constant(2 : i32) : i32
      %3 = llvm.mlir.constant(3 : i32) : i32
      %4 = llvm.mlir.constant(1.250000e-01 : f32) : f32
      %5 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = llvm.getelementptr inbounds|nuw %arg1[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %8 = llvm.load %7 : !llvm.ptr -> i32
      llvm.br ^bb1(%8, %0 : i32, i32)
    ^bb1(%9: i32, %10: i32):  // 2 preds: ^bb0, ^bb2
      %11 = llvm.icmp "ugt" %9, %1 : i32
      llvm.cond_br %11, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %12 = llvm.urem %9, %2 : i32
      %13 = llvm.icmp "eq" %12, %0 : i32
      %14 = llvm.udiv %9, %2 : i32
      %15 = llvm.mul %9, %3 : i32
      %16 = llvm.add %15, %1 : i32
      %17 = llvm.select %13, %14, %16 : i1, i32
      %18 = llvm.add %10, %1 : i32
      llvm.br ^bb1(%17, %18 : i32, i32)
    ^bb3:  // pred: ^bb1
      %19 = "llvm.intr.ctlz"(%8) <{is_zero_poison = false}> : (i32) -> i32
      %20 = llvm.intr.ctpop(%8) : (i32) -> i32
      %21 = llvm.sub %19, %20 : i32
      %22 = llvm.call @__nv_abs(%21) : (i32) -> i32
      %23 = llvm.add %10, %22 : i32
      %24 = llvm.getelementptr inbounds|nuw %arg6[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %23, %24 : i32, !llvm.ptr
      %25 = llvm.sitofp %10 : i32 to f32
      %26 = llvm.fmul %25, %4 : f32
      %27 = llvm.call @__nv_erff(%26) : (f32) -> f32
      %28 = llvm.call @__nv_tanhf(%26) : (f32) -> f32
      %29 = llvm.call @__nv_powf(%26, %4) : (f32, f32) -> f32
      %30 = llvm.call @__nv_atan2f(%27, %28) : (f32, f32) -> f32
      %31 = llvm.call @__nv_cbrtf(%29) : (f32) -> f32
      %32 = llvm.call @__nv_exp2f(%31) : (f32) -> f32
      %33 = llvm.call @__nv_log10f(%32) : (f32) -> f32
      %34 = llvm.call @__nv_copysignf(%33, %30) : (f32, f32) -> f32
      %35 = llvm.call @__nv_rintf(%34) : (f32) -> f32
      %36 = llvm.call @__nv_ceilf(%30) : (f32) -> f32
      %37 = llvm.fadd %35, %36 : f32
      %38 = llvm.fadd %37, %34 : f32
      %39 = llvm.getelementptr inbounds|nuw %arg11[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %38, %39 : f32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(128 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  () : memref<128xi32>
    %4 = builtin.unrealized_conversion_cast %memref : memref<128xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_0 = gpu.alloc  () : memref<128xi32>
    %5 = builtin.unrealized_conversion_cast %memref_0 : memref<128xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_1 = gpu.alloc  () : memref<128xf32>
    %6 = builtin.unrealized_conversion_cast %memref_1 : memref<128xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
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
    gpu.launch_func  @loops::@collatz blocks in (%1, %1, %1) threads in (%0, %1, %1) : i64 args(%7 : !llvm.ptr, %8 : !llvm.ptr, %9 : i64, %10 : i64, %11 : i64, %12 : !llvm.ptr, %13 : !llvm.ptr, %14 : i64, %15 : i64, %16 : i64, %17 : !llvm.ptr, %18 : !llvm.ptr, %19 : i64, %20 : i64, %21 : i64)
    llvm.return
  }
}
