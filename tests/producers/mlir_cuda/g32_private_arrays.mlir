module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.func @arrays(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(4 : index) : i64
      %1 = llvm.mlir.constant(128 : index) : i64
      %2 = llvm.mlir.constant(0 : i32) : i32
      %3 = llvm.mlir.constant(1 : i32) : i32
      %4 = llvm.mlir.constant(3 : i32) : i32
      %5 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(8 : index) : i64
      %8 = llvm.mlir.constant(0 : index) : i64
      %9 = llvm.mlir.constant(8 : i64) : i64
      %10 = llvm.alloca %9 x f32 : (i64) -> !llvm.ptr
      %11 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = nvvm.read.ptx.sreg.ctaid.x : i32
      %14 = llvm.sext %13 : i32 to i64
      %15 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      llvm.br ^bb1(%8 : i64)
    ^bb1(%16: i64):  // 2 preds: ^bb0, ^bb2
      %17 = llvm.icmp "slt" %16, %0 : i64
      llvm.cond_br %17, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %18 = llvm.getelementptr inbounds|nuw %15[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %2, %18 : i32, !llvm.ptr
      %19 = llvm.add %16, %6 : i64
      llvm.br ^bb1(%19 : i64)
    ^bb3:  // pred: ^bb1
      %20 = llvm.mul %14, %1 : i64
      %21 = llvm.add %20, %12 : i64
      llvm.br ^bb4(%8, %2 : i64, i32)
    ^bb4(%22: i64, %23: i32):  // 2 preds: ^bb3, ^bb5
      %24 = llvm.icmp "slt" %22, %7 : i64
      llvm.cond_br %24, ^bb5, ^bb6(%8, %5 : i64, f32)
    ^bb5:  // pred: ^bb4
      %25 = llvm.mul %21, %7 : i64
      %26 = llvm.add %25, %22 : i64
      %27 = llvm.getelementptr inbounds|nuw %arg1[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %28 = llvm.load %27 : !llvm.ptr -> i32
      %29 = llvm.and %28, %4 : i32
      %30 = llvm.sext %29 : i32 to i64
      %31 = llvm.getelementptr inbounds|nuw %15[%30] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %32 = llvm.load %31 : !llvm.ptr -> i32
      %33 = llvm.add %32, %3 : i32
      llvm.store %33, %31 : i32, !llvm.ptr
      %34 = llvm.sitofp %28 : i32 to f32
      %35 = llvm.getelementptr inbounds|nuw %10[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %34, %35 : f32, !llvm.ptr
      %36 = llvm.intr.smax(%23, %28) : (i32, i32) -> i32
      %37 = llvm.add %22, %6 : i64
      llvm.br ^bb4(%37, %36 : i64, i32)
    ^bb6(%38: i64, %39: f32):  // 2 preds: ^bb4, ^bb7
      %40 = llvm.icmp "slt" %38, %7 : i64
      llvm.cond_br %40, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %41 = llvm.getelementptr inbounds|nuw %10[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %42 = llvm.load %41 : !llvm.ptr -> f32
      %43 = llvm.fadd %39, %42 : f32
      %44 = llvm.add %38, %6 : i64
      llvm.br ^bb6(%44, %43 : i64, f32)
    ^bb8:  // pred: ^bb6
      %45 = llvm.sitofp %23 : i32 to f32
      %46 = llvm.fdiv %39, %45 : f32
      %47 = llvm.getelementptr inbounds|nuw %arg6[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %46, %47 : f32, !llvm.ptr
      llvm.br ^bb9(%8 : i64)
    ^bb9(%48: i64):  // 2 preds: ^bb8, ^bb10
      %49 = llvm.icmp "slt" %48, %0 : i64
      llvm.cond_br %49, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %50 = llvm.getelementptr inbounds|nuw %15[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %51 = llvm.load %50 : !llvm.ptr -> i32
      %52 = llvm.mul %14, %0 : i64
      %53 = llvm.add %52, %48 : i64
      %54 = llvm.getelementptr %arg11[%53] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %55 = llvm.atomicrmw add %54, %51 acq_rel : !llvm.ptr, i32
      %56 = llvm.add %48, %6 : i64
      llvm.br ^bb9(%56 : i64)
    ^bb11:  // pred: ^bb9
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(128 : index) : i64
    %1 = llvm.mlir.constant(4 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = builtin.unrealized_conversion_cast %2 : i64 to index
    %4 = builtin.unrealized_conversion_cast %1 : i64 to index
    %5 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  () : memref<4096xi32>
    %6 = builtin.unrealized_conversion_cast %memref : memref<4096xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_0 = gpu.alloc  () : memref<4096xf32>
    %7 = builtin.unrealized_conversion_cast %memref_0 : memref<4096xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_1 = gpu.alloc  () : memref<512xi32>
    %8 = builtin.unrealized_conversion_cast %memref_1 : memref<512xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %6[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.extractvalue %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.extractvalue %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.extractvalue %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @k::@arrays blocks in (%1, %2, %2) threads in (%0, %2, %2) : i64 args(%9 : !llvm.ptr, %10 : !llvm.ptr, %11 : i64, %12 : i64, %13 : i64, %14 : !llvm.ptr, %15 : !llvm.ptr, %16 : i64, %17 : i64, %18 : i64, %19 : !llvm.ptr, %20 : !llvm.ptr, %21 : i64, %22 : i64, %23 : i64)
    llvm.return
  }
}
