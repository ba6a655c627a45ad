"builtin.module"() ({
  "gpu.module"() <{sym_name = "k", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, i64, i64, ptr, ptr, i64, i64, i64, i64, i64, ptr, ptr, i64, i64, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "dmma", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64):
      %31 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i32
      %32 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
      %33 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %34 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
      %35 = "llvm.mul"(%33, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %36 = "llvm.add"(%35, %33) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %37 = "llvm.getelementptr"(%arg15, %36) <{elem_type = f64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %38 = "nvvm.wmma.load"(%37, %31) <{eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<c>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32}> : (!llvm.ptr, i32) -> !llvm.struct<(f64, f64)>
      %39 = "llvm.getelementptr"(%arg1, %36) <{elem_type = f64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %40 = "nvvm.wmma.load"(%39, %31) <{eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<a>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32}> : (!llvm.ptr, i32) -> f64
      %41 = "llvm.getelementptr"(%arg8, %36) <{elem_type = f64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %42 = "nvvm.wmma.load"(%41, %31) <{eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<b>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32}> : (!llvm.ptr, i32) -> f64
      %43 = "llvm.extractvalue"(%38) <{position = array<i64: 0>}> : (!llvm.struct<(f64, f64)>) -> f64
      %44 = "llvm.extractvalue"(%38) <{position = array<i64: 1>}> : (!llvm.struct<(f64, f64)>) -> f64
      %45 = "nvvm.wmma.mma"(%40, %42, %43, %44) <{eltypeA = #nvvm.mma_type<f64>, eltypeB = #nvvm.mma_type<f64>, k = 4 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32}> : (f64, f64, f64, f64) -> !llvm.struct<(f64, f64)>
      %46 = "llvm.add"(%35, %34) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %47 = "llvm.getelementptr"(%arg1, %46) <{elem_type = f64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %48 = "nvvm.wmma.load"(%47, %31) <{eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<a>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32}> : (!llvm.ptr, i32) -> f64
      %49 = "llvm.mul"(%34, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %50 = "llvm.add"(%49, %33) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %51 = "llvm.getelementptr"(%arg8, %50) <{elem_type = f64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %52 = "nvvm.wmma.load"(%51, %31) <{eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<b>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32}> : (!llvm.ptr, i32) -> f64
      %53 = "llvm.extractvalue"(%45) <{position = array<i64: 0>}> : (!llvm.struct<(f64, f64)>) -> f64
      %54 = "llvm.extractvalue"(%45) <{position = array<i64: 1>}> : (!llvm.struct<(f64, f64)>) -> f64
      %55 = "nvvm.wmma.mma"(%48, %52, %53, %54) <{eltypeA = #nvvm.mma_type<f64>, eltypeB = #nvvm.mma_type<f64>, k = 4 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32}> : (f64, f64, f64, f64) -> !llvm.struct<(f64, f64)>
      %56 = "llvm.extractvalue"(%55) <{position = array<i64: 0>}> : (!llvm.struct<(f64, f64)>) -> f64
      %57 = "llvm.extractvalue"(%55) <{position = array<i64: 1>}> : (!llvm.struct<(f64, f64)>) -> f64
      "nvvm.wmma.store"(%37, %56, %57, %31) <{eltype = #nvvm.mma_type<f64>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32}> : (!llvm.ptr, f64, f64, i32) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %2 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> index
    %3 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> index
    %4 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<8x8xf64>
    %5 = "builtin.unrealized_conversion_cast"(%4) : (memref<8x8xf64>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<8x8xf64>
    %7 = "builtin.unrealized_conversion_cast"(%6) : (memref<8x8xf64>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<8x8xf64>
    %9 = "builtin.unrealized_conversion_cast"(%8) : (memref<8x8xf64>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10 = "llvm.extractvalue"(%5) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %11 = "llvm.extractvalue"(%5) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %12 = "llvm.extractvalue"(%5) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %13 = "llvm.extractvalue"(%5) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %14 = "llvm.extractvalue"(%5) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %15 = "llvm.extractvalue"(%5) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %16 = "llvm.extractvalue"(%5) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %17 = "llvm.extractvalue"(%7) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %18 = "llvm.extractvalue"(%7) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %19 = "llvm.extractvalue"(%7) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %20 = "llvm.extractvalue"(%7) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %21 = "llvm.extractvalue"(%7) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %22 = "llvm.extractvalue"(%7) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %23 = "llvm.extractvalue"(%7) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %24 = "llvm.extractvalue"(%9) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %25 = "llvm.extractvalue"(%9) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %26 = "llvm.extractvalue"(%9) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %27 = "llvm.extractvalue"(%9) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %28 = "llvm.extractvalue"(%9) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %29 = "llvm.extractvalue"(%9) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %30 = "llvm.extractvalue"(%9) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    "gpu.launch_func"(%1, %1, %1, %0, %1, %1, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30) <{kernel = @k::@dmma, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 21, 0>}> : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
