module attributes {gpu.container_module} {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @main() {
    %0 = llvm.mlir.constant(32 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = builtin.unrealized_conversion_cast %0 : i64 to index
    %4 = llvm.mlir.constant(32 : index) : i64
    %5 = llvm.mlir.constant(1 : index) : i64
    %6 = llvm.mlir.zero : !llvm.ptr
    %7 = llvm.getelementptr %6[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
    %9 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
    %10 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.mlir.constant(0 : index) : i64
    %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.insertvalue %4, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %5, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.mlir.constant(32 : index) : i64
    %18 = llvm.mlir.constant(1 : index) : i64
    %19 = llvm.mlir.zero : !llvm.ptr
    %20 = llvm.getelementptr %19[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %21 = llvm.ptrtoint %20 : !llvm.ptr to i64
    %22 = llvm.call @malloc(%21) : (i64) -> !llvm.ptr
    %23 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %24 = llvm.insertvalue %22, %23[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.insertvalue %22, %24[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.mlir.constant(0 : index) : i64
    %27 = llvm.insertvalue %26, %25[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.insertvalue %17, %27[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %29 = llvm.insertvalue %18, %28[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.mlir.constant(32 : index) : i64
    %31 = llvm.mlir.constant(1 : index) : i64
    %32 = llvm.mlir.zero : !llvm.ptr
    %33 = llvm.getelementptr %32[%30] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %34 = llvm.ptrtoint %33 : !llvm.ptr to i64
    %35 = llvm.call @malloc(%34) : (i64) -> !llvm.ptr
    %36 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %37 = llvm.insertvalue %35, %36[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.insertvalue %35, %37[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %39 = llvm.mlir.constant(0 : index) : i64
    %40 = llvm.insertvalue %39, %38[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %41 = llvm.insertvalue %30, %40[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %42 = llvm.insertvalue %31, %41[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %43 = llvm.mlir.constant(1 : index) : i64
    %44 = llvm.alloca %43 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %16, %44 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %45 = llvm.mlir.constant(1 : index) : i64
    %46 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %47 = llvm.insertvalue %45, %46[0] : !llvm.struct<(i64, ptr)> 
    %48 = llvm.insertvalue %44, %47[1] : !llvm.struct<(i64, ptr)> 
    %49 = llvm.mlir.constant(1 : index) : i64
    %50 = llvm.alloca %49 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %29, %50 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %51 = llvm.mlir.constant(1 : index) : i64
    %52 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %53 = llvm.insertvalue %51, %52[0] : !llvm.struct<(i64, ptr)> 
    %54 = llvm.insertvalue %50, %53[1] : !llvm.struct<(i64, ptr)> 
    %55 = llvm.mlir.constant(1 : index) : i64
    %56 = llvm.alloca %55 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %42, %56 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %57 = llvm.mlir.constant(1 : index) : i64
    %58 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %59 = llvm.insertvalue %57, %58[0] : !llvm.struct<(i64, ptr)> 
    %60 = llvm.insertvalue %56, %59[1] : !llvm.struct<(i64, ptr)> 
    %61 = llvm.mlir.zero : !llvm.ptr
    %62 = llvm.getelementptr %61[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %63 = llvm.ptrtoint %62 : !llvm.ptr to i64
    %64 = llvm.extractvalue %48[0] : !llvm.struct<(i64, ptr)> 
    %65 = llvm.extractvalue %48[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @mgpuMemHostRegisterMemRef(%64, %65, %63) : (i64, !llvm.ptr, i64) -> ()
    %66 = llvm.mlir.zero : !llvm.ptr
    %67 = llvm.getelementptr %66[1] : (!llvm.ptr) -> !llvm.ptr, f64
    %68 = llvm.ptrtoint %67 : !llvm.ptr to i64
    %69 = llvm.extractvalue %54[0] : !llvm.struct<(i64, ptr)> 
    %70 = llvm.extractvalue %54[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @mgpuMemHostRegisterMemRef(%69, %70, %68) : (i64, !llvm.ptr, i64) -> ()
    %71 = llvm.mlir.zero : !llvm.ptr
    %72 = llvm.getelementptr %71[1] : (!llvm.ptr) -> !llvm.ptr, i32
    %73 = llvm.ptrtoint %72 : !llvm.ptr to i64
    %74 = llvm.extractvalue %60[0] : !llvm.struct<(i64, ptr)> 
    %75 = llvm.extractvalue %60[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @mgpuMemHostRegisterMemRef(%74, %75, %73) : (i64, !llvm.ptr, i64) -> ()
    %76 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %77 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %78 = llvm.extractvalue %16[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %79 = llvm.extractvalue %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %80 = llvm.extractvalue %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %81 = llvm.extractvalue %29[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %82 = llvm.extractvalue %29[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %83 = llvm.extractvalue %29[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %84 = llvm.extractvalue %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %85 = llvm.extractvalue %29[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %86 = llvm.extractvalue %42[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %87 = llvm.extractvalue %42[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %88 = llvm.extractvalue %42[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %89 = llvm.extractvalue %42[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %90 = llvm.extractvalue %42[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%1, %1, %1) threads in (%0, %1, %1) : i64 args(%76 : !llvm.ptr, %77 : !llvm.ptr, %78 : i64, %79 : i64, %80 : i64, %81 : !llvm.ptr, %82 : !llvm.ptr, %83 : i64, %84 : i64, %85 : i64, %86 : !llvm.ptr, %87 : !llvm.ptr, %88 : i64, %89 : i64, %90 : i64)
    llvm.return
  }
  gpu.module @main_kernel [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(-1 : i32) : i32
      %1 = llvm.mlir.constant(1 : i32) : i32
      %2 = llvm.mlir.constant(32 : i32) : i32
      %3 = llvm.mlir.constant(16 : i32) : i32
      %4 = llvm.mlir.constant(2 : i32) : i32
      %5 = llvm.mlir.constant(5 : i32) : i32
      %6 = llvm.mlir.constant(4294967296 : i64) : i64
      %7 = llvm.mlir.constant(0 : i32) : i32
      %8 = llvm.mlir.constant(32 : i64) : i64
      %9 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = llvm.mul %10, %6 : i64
      %12 = llvm.trunc %11 : i64 to i32
      %13 = llvm.lshr %11, %8 : i64
      %14 = llvm.trunc %13 : i64 to i32
      %15 = llvm.sub %2, %2 : i32
      %16 = llvm.lshr %0, %15 : i32
      %17 = llvm.sub %2, %1 : i32
      %18 = nvvm.shfl.sync  bfly %16, %12, %4, %17 : i32 -> i32
      %19 = nvvm.shfl.sync  bfly %16, %14, %4, %17 : i32 -> i32
      %20 = llvm.zext %18 : i32 to i64
      %21 = llvm.zext %19 : i32 to i64
      %22 = llvm.shl %21, %8 : i64
      %23 = llvm.or %22, %20 : i64
      %24 = llvm.getelementptr inbounds|nuw %arg1[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i64
      llvm.store %23, %24 : i64, !llvm.ptr
      %25 = llvm.sitofp %10 : i64 to f64
      %26 = llvm.bitcast %25 : f64 to i64
      %27 = llvm.trunc %26 : i64 to i32
      %28 = llvm.lshr %26, %8 : i64
      %29 = llvm.trunc %28 : i64 to i32
      %30 = nvvm.shfl.sync  down %16, %27, %5, %17 : i32 -> i32
      %31 = nvvm.shfl.sync  down %16, %29, %5, %17 : i32 -> i32
      %32 = llvm.zext %30 : i32 to i64
      %33 = llvm.zext %31 : i32 to i64
      %34 = llvm.shl %33, %8 : i64
      %35 = llvm.or %34, %32 : i64
      %36 = llvm.bitcast %35 : i64 to f64
      %37 = llvm.getelementptr inbounds|nuw %arg6[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      llvm.store %36, %37 : f64, !llvm.ptr
      %38 = llvm.trunc %10 : i64 to i32
      %39 = llvm.sub %2, %3 : i32
      %40 = llvm.lshr %0, %39 : i32
      %41 = llvm.sub %3, %1 : i32
      %42 = nvvm.shfl.sync  idx %40, %38, %5, %41 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %43 = llvm.extractvalue %42[0] : !llvm.struct<(i32, i1)> 
      %44 = llvm.extractvalue %42[1] : !llvm.struct<(i32, i1)> 
      %45 = nvvm.shfl.sync  up %40, %43, %4, %39 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %46 = llvm.extractvalue %45[0] : !llvm.struct<(i32, i1)> 
      %47 = llvm.extractvalue %45[1] : !llvm.struct<(i32, i1)> 
      %48 = llvm.and %44, %47 : i1
      %49 = llvm.select %48, %46, %7 : i1, i32
      %50 = llvm.getelementptr inbounds|nuw %arg11[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %49, %50 : i32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @mgpuMemHostRegisterMemRef(i64, !llvm.ptr, i64)
}
