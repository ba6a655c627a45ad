module attributes {gpu.container_module} {
  gpu.module @cluster [#nvvm.target<chip = "sm_90a", features = "+ptx80">] {
    llvm.func @where(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {gpu.kernel, nvvm.kernel} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(0 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.constant(2 : index) : i64
      %4 = llvm.mlir.constant(3 : index) : i64
      %5 = llvm.mlir.constant(4 : index) : i64
      %6 = llvm.mlir.constant(5 : index) : i64
      %7 = nvvm.read.ptx.sreg.clusterid.x : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.clusterid.y : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.clusterid.z : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = nvvm.read.ptx.sreg.nclusterid.x : i32
      %14 = llvm.sext %13 : i32 to i64
      %15 = nvvm.read.ptx.sreg.nclusterid.y : i32
      %16 = llvm.sext %15 : i32 to i64
      %17 = nvvm.read.ptx.sreg.nclusterid.z : i32
      %18 = llvm.sext %17 : i32 to i64
      %19 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
      %20 = llvm.sext %19 : i32 to i64
      %21 = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
      %22 = llvm.sext %21 : i32 to i64
      %23 = nvvm.read.ptx.sreg.cluster.ctaid.z : i32
      %24 = llvm.sext %23 : i32 to i64
      %25 = nvvm.read.ptx.sreg.cluster.nctaid.x : i32
      %26 = llvm.sext %25 : i32 to i64
      %27 = nvvm.read.ptx.sreg.cluster.nctaid.y : i32
      %28 = llvm.sext %27 : i32 to i64
      %29 = nvvm.read.ptx.sreg.cluster.nctaid.z : i32
      %30 = llvm.sext %29 : i32 to i64
      %31 = nvvm.read.ptx.sreg.ctaid.x : i32
      %32 = llvm.sext %31 : i32 to i64
      %33 = nvvm.read.ptx.sreg.ntid.x : i32
      %34 = llvm.sext %33 : i32 to i64
      %35 = llvm.mul %32, %34 : i64
      %36 = nvvm.read.ptx.sreg.tid.x : i32
      %37 = llvm.sext %36 : i32 to i64
      %38 = llvm.add %37, %35 : i64
      %39 = nvvm.read.ptx.sreg.ctaid.y : i32
      %40 = llvm.sext %39 : i32 to i64
      %41 = nvvm.read.ptx.sreg.ntid.y : i32
      %42 = llvm.sext %41 : i32 to i64
      %43 = llvm.mul %40, %42 : i64
      %44 = nvvm.read.ptx.sreg.tid.y : i32
      %45 = llvm.sext %44 : i32 to i64
      %46 = llvm.add %45, %43 : i64
      %47 = nvvm.read.ptx.sreg.nctaid.x : i32
      %48 = llvm.sext %47 : i32 to i64
      %49 = nvvm.read.ptx.sreg.nctaid.y : i32
      %50 = llvm.sext %49 : i32 to i64
      %51 = llvm.mul %28, %24 : i64
      %52 = llvm.add %22, %51 : i64
      %53 = llvm.mul %26, %52 : i64
      %54 = llvm.add %20, %53 : i64
      %55 = llvm.mul %16, %12 : i64
      %56 = llvm.add %10, %55 : i64
      %57 = llvm.mul %14, %56 : i64
      %58 = llvm.add %8, %57 : i64
      %59 = llvm.mul %40, %48 : i64
      %60 = llvm.add %32, %59 : i64
      %61 = llvm.mul %60, %0 : i64
      %62 = llvm.icmp "eq" %37, %1 : i64
      llvm.cond_br %62, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %63 = llvm.add %61, %2 : i64
      %64 = llvm.add %61, %3 : i64
      %65 = llvm.add %61, %4 : i64
      %66 = llvm.add %61, %5 : i64
      %67 = llvm.add %61, %6 : i64
      %68 = llvm.trunc %54 : i64 to i32
      %69 = llvm.trunc %58 : i64 to i32
      %70 = llvm.mul %18, %30 : i64
      %71 = llvm.trunc %70 : i64 to i32
      %72 = llvm.trunc %38 : i64 to i32
      %73 = llvm.trunc %46 : i64 to i32
      %74 = llvm.trunc %50 : i64 to i32
      %75 = llvm.getelementptr inbounds|nuw %arg1[%61] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %68, %75 : i32, !llvm.ptr
      %76 = llvm.getelementptr inbounds|nuw %arg1[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %69, %76 : i32, !llvm.ptr
      %77 = llvm.getelementptr inbounds|nuw %arg1[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %71, %77 : i32, !llvm.ptr
      %78 = llvm.getelementptr inbounds|nuw %arg1[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %72, %78 : i32, !llvm.ptr
      %79 = llvm.getelementptr inbounds|nuw %arg1[%66] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %73, %79 : i32, !llvm.ptr
      %80 = llvm.getelementptr inbounds|nuw %arg1[%67] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %74, %80 : i32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(128 : index) : i64
    %1 = llvm.mlir.constant(32 : index) : i64
    %2 = llvm.mlir.constant(4 : index) : i64
    %3 = llvm.mlir.constant(2 : index) : i64
    %4 = llvm.mlir.constant(1 : index) : i64
    %5 = builtin.unrealized_conversion_cast %4 : i64 to index
    %6 = builtin.unrealized_conversion_cast %3 : i64 to index
    %7 = builtin.unrealized_conversion_cast %2 : i64 to index
    %8 = builtin.unrealized_conversion_cast %1 : i64 to index
    %9 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  (%9) : memref<?xi32>
    %10 = builtin.unrealized_conversion_cast %memref : memref<?xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11 = llvm.extractvalue %10[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %10[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.extractvalue %10[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.extractvalue %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.extractvalue %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @cluster::@where clusters in (%3, %3, %4) blocks in (%2, %2, %4) threads in (%1, %4, %4) : i64 args(%11 : !llvm.ptr, %12 : !llvm.ptr, %13 : i64, %14 : i64, %15 : i64)
    gpu.dealloc  %memref : memref<?xi32>
    llvm.return
  }
}
