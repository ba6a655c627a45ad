module attributes {gpu.container_module} {
  gpu.module @clusters [#nvvm.target<chip = "sm_90a", features = "+ptx80">] {
    llvm.func @where(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {gpu.kernel, nvvm.kernel} {
      %0 = nvvm.read.ptx.sreg.clusterid.x : i32
      %1 = llvm.sext %0 : i32 to i64
      %2 = nvvm.read.ptx.sreg.clusterid.y : i32
      %3 = llvm.sext %2 : i32 to i64
      %4 = nvvm.read.ptx.sreg.nclusterid.x : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.cluster.nctaid.x : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.ctaid.x : i32
      %13 = llvm.sext %12 : i32 to i64
      %14 = llvm.mul %1, %5 : i64
      %15 = llvm.add %14, %3 : i64
      %16 = llvm.mul %7, %11 : i64
      %17 = llvm.add %16, %9 : i64
      %18 = llvm.add %15, %17 : i64
      %19 = llvm.trunc %18 : i64 to i32
      %20 = llvm.getelementptr inbounds|nuw %arg1[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %19, %20 : i32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(8 : index) : i64
    %1 = llvm.mlir.constant(2 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = builtin.unrealized_conversion_cast %2 : i64 to index
    %4 = builtin.unrealized_conversion_cast %1 : i64 to index
    %5 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  (%5) : memref<?xi32>
    %6 = builtin.unrealized_conversion_cast %memref : memref<?xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.extractvalue %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.extractvalue %6[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @clusters::@where clusters in (%1, %2, %2) blocks in (%0, %2, %2) threads in (%2, %2, %2) : i64 args(%7 : !llvm.ptr, %8 : !llvm.ptr, %9 : i64, %10 : i64, %11 : i64)
    gpu.dealloc  %memref : memref<?xi32>
    llvm.return
  }
}
