module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.mlir.global internal constant @printfFormat_0("thread %d: sum before %lld, float sum before %f (%f), shared %d %d\0A\00") {addr_space = 0 : i32}
    llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
    llvm.mlir.global internal @__wg_atomics_0() {addr_space = 3 : i32} : !llvm.array<2 x i32>
    llvm.func @atomics(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} {
      %0 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %1 = llvm.mlir.constant(0 : i32) : i32
      %2 = llvm.mlir.constant(7 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(0 : index) : i64
      %5 = llvm.mlir.addressof @__wg_atomics_0 : !llvm.ptr<3>
      %6 = llvm.getelementptr %5[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<2 x i32>
      %7 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = llvm.trunc %8 : i64 to i32
      %10 = llvm.sitofp %9 : i32 to f32
      %11 = llvm.icmp "eq" %8, %4 : i64
      llvm.cond_br %11, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      llvm.store %1, %6 : i32, !llvm.ptr<3>
      %12 = llvm.getelementptr inbounds|nuw %6[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      llvm.store %1, %12 : i32, !llvm.ptr<3>
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      nvvm.barrier0
      %13 = llvm.atomicrmw add %arg1, %9 acq_rel : !llvm.ptr, i32
      %14 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %15 = llvm.atomicrmw max %14, %9 acq_rel : !llvm.ptr, i32
      %16 = llvm.getelementptr %arg1[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %17 = llvm.atomicrmw min %16, %9 acq_rel : !llvm.ptr, i32
      %18 = llvm.getelementptr %arg1[3] : (!llvm.ptr) -> !llvm.ptr, i32
      %19 = llvm.atomicrmw umax %18, %9 acq_rel : !llvm.ptr, i32
      %20 = llvm.getelementptr %arg1[4] : (!llvm.ptr) -> !llvm.ptr, i32
      %21 = llvm.atomicrmw umin %20, %9 acq_rel : !llvm.ptr, i32
      %22 = llvm.getelementptr %arg1[5] : (!llvm.ptr) -> !llvm.ptr, i32
      %23 = llvm.atomicrmw _or %22, %9 acq_rel : !llvm.ptr, i32
      %24 = llvm.getelementptr %arg1[6] : (!llvm.ptr) -> !llvm.ptr, i32
      %25 = llvm.atomicrmw _and %24, %9 acq_rel : !llvm.ptr, i32
      %26 = llvm.getelementptr %arg1[7] : (!llvm.ptr) -> !llvm.ptr, i32
      %27 = llvm.atomicrmw xchg %26, %9 acq_rel : !llvm.ptr, i32
      %28 = llvm.atomicrmw fadd %arg6, %10 acq_rel : !llvm.ptr, f32
      %29 = llvm.getelementptr %arg6[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %30 = llvm.atomicrmw fmaximum %29, %10 acq_rel : !llvm.ptr, f32
      %31 = llvm.getelementptr %arg6[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %32 = llvm.atomicrmw fminimum %31, %10 acq_rel : !llvm.ptr, f32
      %33 = llvm.atomicrmw add %6, %9 acq_rel : !llvm.ptr<3>, i32
      %34 = llvm.getelementptr %6[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
      %35 = llvm.atomicrmw _xor %34, %9 acq_rel : !llvm.ptr<3>, i32
      nvvm.barrier0
      %36 = llvm.icmp "eq" %8, %2 : i64
      llvm.cond_br %36, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %37 = llvm.sext %13 : i32 to i64
      %38 = llvm.fpext %28 : f32 to f64
      %39 = llvm.getelementptr %0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<68 x i8>
      %40 = llvm.fpext %38 : f64 to f64
      %41 = llvm.alloca %3 x !llvm.struct<(i32, i64, f64, f64, i32, i32)> : (i64) -> !llvm.ptr
      %42 = llvm.getelementptr %41[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i64, f64, f64, i32, i32)>
      llvm.store %9, %42 : i32, !llvm.ptr
      %43 = llvm.getelementptr %41[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i64, f64, f64, i32, i32)>
      llvm.store %37, %43 : i64, !llvm.ptr
      %44 = llvm.getelementptr %41[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i64, f64, f64, i32, i32)>
      llvm.store %38, %44 : f64, !llvm.ptr
      %45 = llvm.getelementptr %41[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i64, f64, f64, i32, i32)>
      llvm.store %40, %45 : f64, !llvm.ptr
      %46 = llvm.getelementptr %41[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i64, f64, f64, i32, i32)>
      llvm.store %33, %46 : i32, !llvm.ptr
      %47 = llvm.getelementptr %41[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i64, f64, f64, i32, i32)>
      llvm.store %35, %47 : i32, !llvm.ptr
      %48 = llvm.call @vprintf(%39, %41) : (!llvm.ptr, !llvm.ptr) -> i32
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(64 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  () : memref<8xi32>
    %4 = builtin.unrealized_conversion_cast %memref : memref<8xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_0 = gpu.alloc  () : memref<4xf32>
    %5 = builtin.unrealized_conversion_cast %memref_0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6 = llvm.extractvalue %4[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %7 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.extractvalue %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.extractvalue %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.extractvalue %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @kernels::@atomics blocks in (%1, %1, %1) threads in (%0, %1, %1) : i64 args(%6 : !llvm.ptr, %7 : !llvm.ptr, %8 : i64, %9 : i64, %10 : i64, %11 : !llvm.ptr, %12 : !llvm.ptr, %13 : i64, %14 : i64, %15 : i64)
    llvm.return
  }
}
