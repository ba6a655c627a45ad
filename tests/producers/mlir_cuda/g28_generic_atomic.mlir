module attributes {gpu.container_module} {
  gpu.module @atomics [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.mlir.global internal @__wg_update_0() {addr_space = 3 : i32} : !llvm.array<1 x i32>
    llvm.func @update(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(0 : i32) : i32
      %1 = llvm.mlir.constant(3 : i32) : i32
      %2 = llvm.mlir.constant(200 : i32) : i32
      %3 = llvm.mlir.constant(0 : index) : i64
      %4 = llvm.mlir.addressof @__wg_update_0 : !llvm.ptr<3>
      %5 = llvm.getelementptr %4[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<1 x i32>
      %6 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = llvm.trunc %7 : i64 to i32
      %9 = llvm.uitofp %8 : i32 to f32
      %10 = llvm.icmp "eq" %7, %3 : i64
      llvm.cond_br %10, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      llvm.store %0, %5 : i32, !llvm.ptr<3>
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      nvvm.barrier0
      %11 = llvm.getelementptr %arg6[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %12 = llvm.load %11 : !llvm.ptr -> i32
      llvm.br ^bb3(%12 : i32)
    ^bb3(%13: i32):  // 2 preds: ^bb2, ^bb3
      %14 = llvm.mul %13, %1 : i32
      %15 = llvm.add %14, %8 : i32
      %16 = llvm.cmpxchg %11, %13, %15 acq_rel monotonic : !llvm.ptr, i32
      %17 = llvm.extractvalue %16[0] : !llvm.struct<(i32, i1)> 
      %18 = llvm.extractvalue %16[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %18, ^bb4, ^bb3(%17 : i32)
    ^bb4:  // pred: ^bb3
      %19 = llvm.sitofp %17 : i32 to f32
      %20 = llvm.load %5 : !llvm.ptr<3> -> i32
      llvm.br ^bb5(%20 : i32)
    ^bb5(%21: i32):  // 2 preds: ^bb4, ^bb5
      %22 = llvm.add %21, %1 : i32
      %23 = llvm.intr.umin(%22, %2) : (i32, i32) -> i32
      %24 = llvm.cmpxchg %5, %21, %23 acq_rel monotonic : !llvm.ptr<3>, i32
      %25 = llvm.extractvalue %24[0] : !llvm.struct<(i32, i1)> 
      %26 = llvm.extractvalue %24[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %26, ^bb6, ^bb5(%25 : i32)
    ^bb6:  // pred: ^bb5
      %27 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %28 = llvm.atomicrmw fmax %27, %9 acq_rel : !llvm.ptr, f32
      %29 = llvm.getelementptr %arg1[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %30 = llvm.atomicrmw fmin %29, %9 acq_rel : !llvm.ptr, f32
      %31 = llvm.atomicrmw _xor %arg6, %25 acq_rel : !llvm.ptr, i32
      nvvm.barrier0
      %32 = llvm.load %5 : !llvm.ptr<3> -> i32
      llvm.cond_br %10, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %33 = llvm.getelementptr inbounds|nuw %arg6[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %32, %33 : i32, !llvm.ptr
      %34 = llvm.fadd %19, %28 : f32
      %35 = llvm.fadd %34, %30 : f32
      %36 = llvm.getelementptr inbounds|nuw %arg1[3] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %35, %36 : f32, !llvm.ptr
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb6, ^bb7
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(128 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  () : memref<4xf32>
    %4 = builtin.unrealized_conversion_cast %memref : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_0 = gpu.alloc  () : memref<2xi32>
    %5 = builtin.unrealized_conversion_cast %memref_0 : memref<2xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
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
    gpu.launch_func  @atomics::@update blocks in (%1, %1, %1) threads in (%0, %1, %1) : i64 args(%6 : !llvm.ptr, %7 : !llvm.ptr, %8 : i64, %9 : i64, %10 : i64, %11 : !llvm.ptr, %12 : !llvm.ptr, %13 : i64, %14 : i64, %15 : i64)
    gpu.dealloc  %memref : memref<4xf32>
    gpu.dealloc  %memref_0 : memref<2xi32>
    llvm.return
  }
}
