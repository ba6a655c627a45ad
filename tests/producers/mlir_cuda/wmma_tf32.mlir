module attributes {gpu.container_module} {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @main() {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %3 = llvm.mlir.constant(32 : index) : i64
    %4 = builtin.unrealized_conversion_cast %3 : i64 to index
    %5 = builtin.unrealized_conversion_cast %1 : i64 to index
    %6 = builtin.unrealized_conversion_cast %0 : i64 to index
    %7 = llvm.mlir.constant(16 : index) : i64
    %8 = llvm.mlir.constant(8 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.mlir.constant(128 : index) : i64
    %11 = llvm.mlir.zero : !llvm.ptr
    %12 = llvm.getelementptr %11[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %13 = llvm.ptrtoint %12 : !llvm.ptr to i64
    %14 = llvm.call @malloc(%13) : (i64) -> !llvm.ptr
    %15 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %16 = llvm.insertvalue %14, %15[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.mlir.constant(0 : index) : i64
    %19 = llvm.insertvalue %18, %17[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %7, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %8, %20[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %8, %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %9, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.mlir.constant(8 : index) : i64
    %25 = llvm.mlir.constant(16 : index) : i64
    %26 = llvm.mlir.constant(1 : index) : i64
    %27 = llvm.mlir.constant(128 : index) : i64
    %28 = llvm.mlir.zero : !llvm.ptr
    %29 = llvm.getelementptr %28[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %30 = llvm.ptrtoint %29 : !llvm.ptr to i64
    %31 = llvm.call @malloc(%30) : (i64) -> !llvm.ptr
    %32 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.insertvalue %31, %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.mlir.constant(0 : index) : i64
    %36 = llvm.insertvalue %35, %34[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.insertvalue %24, %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.insertvalue %25, %37[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.insertvalue %25, %38[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.insertvalue %26, %39[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.mlir.constant(16 : index) : i64
    %42 = llvm.mlir.constant(16 : index) : i64
    %43 = llvm.mlir.constant(1 : index) : i64
    %44 = llvm.mlir.constant(256 : index) : i64
    %45 = llvm.mlir.zero : !llvm.ptr
    %46 = llvm.getelementptr %45[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %47 = llvm.ptrtoint %46 : !llvm.ptr to i64
    %48 = llvm.call @malloc(%47) : (i64) -> !llvm.ptr
    %49 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %50 = llvm.insertvalue %48, %49[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.insertvalue %48, %50[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.mlir.constant(0 : index) : i64
    %53 = llvm.insertvalue %52, %51[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.insertvalue %41, %53[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.insertvalue %42, %54[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.insertvalue %42, %55[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.insertvalue %43, %56[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %58 = llvm.extractvalue %23[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %59 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %60 = llvm.extractvalue %23[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %61 = llvm.extractvalue %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %62 = llvm.extractvalue %23[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %63 = llvm.extractvalue %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %64 = llvm.extractvalue %23[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %65 = llvm.extractvalue %40[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %66 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %67 = llvm.extractvalue %40[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %68 = llvm.extractvalue %40[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %69 = llvm.extractvalue %40[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %70 = llvm.extractvalue %40[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %71 = llvm.extractvalue %40[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %72 = llvm.extractvalue %57[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %73 = llvm.extractvalue %57[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %74 = llvm.extractvalue %57[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %75 = llvm.extractvalue %57[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %76 = llvm.extractvalue %57[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %77 = llvm.extractvalue %57[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %78 = llvm.extractvalue %57[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%1, %1, %1) threads in (%3, %1, %1) : i64 args(%58 : !llvm.ptr, %59 : !llvm.ptr, %60 : i64, %61 : i64, %62 : i64, %63 : i64, %64 : i64, %0 : i64, %65 : !llvm.ptr, %66 : !llvm.ptr, %67 : i64, %68 : i64, %69 : i64, %70 : i64, %71 : i64, %2 : f32, %72 : !llvm.ptr, %73 : !llvm.ptr, %74 : i64, %75 : i64, %76 : i64, %77 : i64, %78 : i64)
    llvm.return
  }
  gpu.module @main_kernel [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr, %arg9: !llvm.ptr, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: f32, %arg16: !llvm.ptr, %arg17: !llvm.ptr, %arg18: i64, %arg19: i64, %arg20: i64, %arg21: i64, %arg22: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(0x7FC00000 : f32) : f32
      %1 = llvm.mlir.constant(16 : index) : i32
      %2 = llvm.mlir.constant(16 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i32
      %4 = llvm.mlir.constant(8 : index) : i64
      %5 = llvm.mul %arg7, %4 : i64
      %6 = llvm.add %5, %arg7 : i64
      %7 = llvm.getelementptr %arg1[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %8 = nvvm.wmma.load %7, %3 {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<a>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(i32, i32, i32, i32)>
      %9 = llvm.mul %arg7, %2 : i64
      %10 = llvm.add %9, %arg7 : i64
      %11 = llvm.getelementptr %arg9[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %12 = nvvm.wmma.load %11, %1 {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<b>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(i32, i32, i32, i32)>
      %13 = llvm.extractvalue %8[0] : !llvm.struct<(i32, i32, i32, i32)> 
      %14 = llvm.extractvalue %8[1] : !llvm.struct<(i32, i32, i32, i32)> 
      %15 = llvm.extractvalue %8[2] : !llvm.struct<(i32, i32, i32, i32)> 
      %16 = llvm.extractvalue %8[3] : !llvm.struct<(i32, i32, i32, i32)> 
      %17 = llvm.extractvalue %12[0] : !llvm.struct<(i32, i32, i32, i32)> 
      %18 = llvm.extractvalue %12[1] : !llvm.struct<(i32, i32, i32, i32)> 
      %19 = llvm.extractvalue %12[2] : !llvm.struct<(i32, i32, i32, i32)> 
      %20 = llvm.extractvalue %12[3] : !llvm.struct<(i32, i32, i32, i32)> 
      %21 = nvvm.wmma.mma %13, %14, %15, %16, %17, %18, %19, %20, %arg15, %arg15, %arg15, %arg15, %arg15, %arg15, %arg15, %arg15 {eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
      %22 = llvm.extractvalue %21[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> 
      %23 = llvm.fcmp "ogt" %22, %arg15 : f32
      %24 = llvm.select %23, %22, %arg15 : i1, f32
      %25 = llvm.fcmp "uno" %22, %arg15 : f32
      %26 = llvm.select %25, %0, %24 : i1, f32
      %27 = llvm.extractvalue %21[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> 
      %28 = llvm.fcmp "ogt" %27, %arg15 : f32
      %29 = llvm.select %28, %27, %arg15 : i1, f32
      %30 = llvm.fcmp "uno" %27, %arg15 : f32
      %31 = llvm.select %30, %0, %29 : i1, f32
      %32 = llvm.extractvalue %21[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> 
      %33 = llvm.fcmp "ogt" %32, %arg15 : f32
      %34 = llvm.select %33, %32, %arg15 : i1, f32
      %35 = llvm.fcmp "uno" %32, %arg15 : f32
      %36 = llvm.select %35, %0, %34 : i1, f32
      %37 = llvm.extractvalue %21[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> 
      %38 = llvm.fcmp "ogt" %37, %arg15 : f32
      %39 = llvm.select %38, %37, %arg15 : i1, f32
      %40 = llvm.fcmp "uno" %37, %arg15 : f32
      %41 = llvm.select %40, %0, %39 : i1, f32
      %42 = llvm.extractvalue %21[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> 
      %43 = llvm.fcmp "ogt" %42, %arg15 : f32
      %44 = llvm.select %43, %42, %arg15 : i1, f32
      %45 = llvm.fcmp "uno" %42, %arg15 : f32
      %46 = llvm.select %45, %0, %44 : i1, f32
      %47 = llvm.extractvalue %21[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> 
      %48 = llvm.fcmp "ogt" %47, %arg15 : f32
      %49 = llvm.select %48, %47, %arg15 : i1, f32
      %50 = llvm.fcmp "uno" %47, %arg15 : f32
      %51 = llvm.select %50, %0, %49 : i1, f32
      %52 = llvm.extractvalue %21[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> 
      %53 = llvm.fcmp "ogt" %52, %arg15 : f32
      %54 = llvm.select %53, %52, %arg15 : i1, f32
      %55 = llvm.fcmp "uno" %52, %arg15 : f32
      %56 = llvm.select %55, %0, %54 : i1, f32
      %57 = llvm.extractvalue %21[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> 
      %58 = llvm.fcmp "ogt" %57, %arg15 : f32
      %59 = llvm.select %58, %57, %arg15 : i1, f32
      %60 = llvm.fcmp "uno" %57, %arg15 : f32
      %61 = llvm.select %60, %0, %59 : i1, f32
      %62 = llvm.getelementptr %arg17[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      nvvm.wmma.store %62, %1, %26, %31, %36, %41, %46, %51, %56, %61 {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, f32, f32, f32, f32, f32, f32, f32, f32
      llvm.return
    }
  }
}
