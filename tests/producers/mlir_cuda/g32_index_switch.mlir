module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.func @switchy(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} {
      %0 = llvm.mlir.constant(0 : i64) : i64
      %1 = llvm.mlir.constant(3 : i64) : i64
      %2 = llvm.mlir.constant(7 : i64) : i64
      %3 = llvm.mlir.constant(5 : index) : i64
      %4 = llvm.mlir.constant(64 : index) : i64
      %5 = llvm.mlir.constant(1 : index) : i64
      %6 = llvm.mlir.constant(0 : index) : i64
      %7 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.ctaid.x : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = llvm.mul %10, %4 : i64
      %12 = llvm.add %11, %8 : i64
      %13 = llvm.getelementptr inbounds|nuw %arg1[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i64
      %14 = llvm.load %13 : !llvm.ptr -> i64
      %15 = llvm.urem %12, %3 : i64
      %16 = llvm.trunc %15 : i64 to i32
      llvm.switch %16 : i32, ^bb4 [
        0: ^bb1,
        1: ^bb2,
        3: ^bb3
      ]
    ^bb1:  // pred: ^bb0
      %17 = llvm.mul %14, %2 : i64
      llvm.br ^bb5(%17 : i64)
    ^bb2:  // pred: ^bb0
      %18 = llvm.ashr %14, %1 : i64
      llvm.br ^bb5(%18 : i64)
    ^bb3:  // pred: ^bb0
      %19 = llvm.xor %14, %2 : i64
      llvm.br ^bb5(%19 : i64)
    ^bb4:  // pred: ^bb0
      %20 = llvm.sub %0, %14 : i64
      llvm.br ^bb5(%20 : i64)
    ^bb5(%21: i64):  // 4 preds: ^bb1, ^bb2, ^bb3, ^bb4
      %22 = llvm.icmp "slt" %21, %0 : i64
      llvm.cond_br %22, ^bb6, ^bb7(%21, %2 : i64, i64)
    ^bb6:  // pred: ^bb5
      %23 = llvm.sub %0, %21 : i64
      llvm.br ^bb7(%23, %1 : i64, i64)
    ^bb7(%24: i64, %25: i64):  // 2 preds: ^bb5, ^bb6
      %26 = llvm.urem %12, %arg10 : i64
      llvm.br ^bb8(%6, %24 : i64, i64)
    ^bb8(%27: i64, %28: i64):  // 2 preds: ^bb7, ^bb11
      %29 = llvm.icmp "slt" %27, %26 : i64
      llvm.cond_br %29, ^bb9(%6, %28 : i64, i64), ^bb12
    ^bb9(%30: i64, %31: i64):  // 2 preds: ^bb8, ^bb10
      %32 = llvm.icmp "slt" %30, %27 : i64
      llvm.cond_br %32, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %33 = llvm.add %31, %25 : i64
      %34 = llvm.add %30, %5 : i64
      llvm.br ^bb9(%34, %33 : i64, i64)
    ^bb11:  // pred: ^bb9
      %35 = llvm.add %27, %5 : i64
      llvm.br ^bb8(%35, %31 : i64, i64)
    ^bb12:  // pred: ^bb8
      %36 = llvm.icmp "sgt" %28, %14 : i64
      %37 = llvm.select %36, %28, %14 : i1, i64
      %38 = llvm.getelementptr inbounds|nuw %arg6[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i64
      llvm.store %37, %38 : i64, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(64 : index) : i64
    %1 = llvm.mlir.constant(9 : index) : i64
    %2 = llvm.mlir.constant(4 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = builtin.unrealized_conversion_cast %3 : i64 to index
    %5 = builtin.unrealized_conversion_cast %2 : i64 to index
    %6 = builtin.unrealized_conversion_cast %1 : i64 to index
    %7 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  () : memref<256xi64>
    %8 = builtin.unrealized_conversion_cast %memref : memref<256xi64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_0 = gpu.alloc  () : memref<256xi64>
    %9 = builtin.unrealized_conversion_cast %memref_0 : memref<256xi64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10 = llvm.extractvalue %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.extractvalue %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.extractvalue %9[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.extractvalue %9[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.extractvalue %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.extractvalue %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @k::@switchy blocks in (%2, %3, %3) threads in (%0, %3, %3) : i64 args(%10 : !llvm.ptr, %11 : !llvm.ptr, %12 : i64, %13 : i64, %14 : i64, %15 : !llvm.ptr, %16 : !llvm.ptr, %17 : i64, %18 : i64, %19 : i64, %1 : i64)
    llvm.return
  }
}
