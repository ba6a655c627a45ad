"builtin.module"() ({
  "gpu.module"() <{sym_name = "warp", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "shuffles", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr, %arg13: !llvm.ptr, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: !llvm.ptr, %arg18: !llvm.ptr, %arg19: i64, %arg20: i64, %arg21: i64):
      %34 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
      %35 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
      %36 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %37 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      %38 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
      %39 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
      %40 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
      %41 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %42 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %43 = "nvvm.read.ptx.sreg.laneid"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
      %44 = "llvm.sext"(%43) : (i32) -> i64
      %45 = "llvm.getelementptr"(%arg1, %44) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %46 = "llvm.load"(%45) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %47 = "llvm.sub"(%40, %40) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %48 = "llvm.lshr"(%35, %47) : (i32, i32) -> i32
      %49 = "llvm.sub"(%40, %41) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %50 = "nvvm.shfl.sync"(%48, %46, %41, %49) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
      %51 = "nvvm.shfl.sync"(%48, %46, %42, %49) <{kind = #nvvm<shfl_kind down>}> : (i32, f32, i32, i32) -> f32
      %52 = "nvvm.shfl.sync"(%48, %46, %41, %47) <{kind = #nvvm<shfl_kind up>, return_value_and_is_valid}> : (i32, f32, i32, i32) -> !llvm.struct<(f32, i1)>
      %53 = "llvm.extractvalue"(%52) <{position = array<i64: 0>}> : (!llvm.struct<(f32, i1)>) -> f32
      %54 = "llvm.extractvalue"(%52) <{position = array<i64: 1>}> : (!llvm.struct<(f32, i1)>) -> i1
      %55 = "nvvm.shfl.sync"(%48, %46, %42, %49) <{kind = #nvvm<shfl_kind idx>}> : (i32, f32, i32, i32) -> f32
      %56 = "llvm.mul"(%36, %34) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %57 = "llvm.add"(%56, %44) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %58 = "llvm.getelementptr"(%arg6, %57) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%50, %58) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %59 = "llvm.mul"(%37, %34) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %60 = "llvm.add"(%59, %44) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %61 = "llvm.getelementptr"(%arg6, %60) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%51, %61) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %62 = "llvm.mul"(%38, %34) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %63 = "llvm.add"(%62, %44) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %64 = "llvm.getelementptr"(%arg6, %63) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%53, %64) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %65 = "llvm.mul"(%39, %34) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %66 = "llvm.add"(%65, %44) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %67 = "llvm.getelementptr"(%arg6, %66) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%55, %67) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %68 = "llvm.getelementptr"(%arg13, %44) <{elem_type = i1, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%54, %68) <{ordering = 0 : i64}> : (i1, !llvm.ptr) -> ()
      %69 = "llvm.trunc"(%44) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %70 = "llvm.getelementptr"(%arg18, %44) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%69, %70) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %2 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> index
    %3 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> index
    %4 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<32xf32>
    %5 = "builtin.unrealized_conversion_cast"(%4) : (memref<32xf32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<4x32xf32>
    %7 = "builtin.unrealized_conversion_cast"(%6) : (memref<4x32xf32>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<32xi1>
    %9 = "builtin.unrealized_conversion_cast"(%8) : (memref<32xi1>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<32xi32>
    %11 = "builtin.unrealized_conversion_cast"(%10) : (memref<32xi32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %12 = "llvm.extractvalue"(%5) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %13 = "llvm.extractvalue"(%5) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %14 = "llvm.extractvalue"(%5) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %15 = "llvm.extractvalue"(%5) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %16 = "llvm.extractvalue"(%5) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %17 = "llvm.extractvalue"(%7) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %18 = "llvm.extractvalue"(%7) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %19 = "llvm.extractvalue"(%7) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %20 = "llvm.extractvalue"(%7) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %21 = "llvm.extractvalue"(%7) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %22 = "llvm.extractvalue"(%7) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %23 = "llvm.extractvalue"(%7) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %24 = "llvm.extractvalue"(%9) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %25 = "llvm.extractvalue"(%9) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %26 = "llvm.extractvalue"(%9) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %27 = "llvm.extractvalue"(%9) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %28 = "llvm.extractvalue"(%9) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %29 = "llvm.extractvalue"(%11) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %30 = "llvm.extractvalue"(%11) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %31 = "llvm.extractvalue"(%11) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %32 = "llvm.extractvalue"(%11) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %33 = "llvm.extractvalue"(%11) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "gpu.launch_func"(%1, %1, %1, %0, %1, %1, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33) <{kernel = @warp::@shuffles, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 22, 0>}> : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    "gpu.dealloc"(%4) : (memref<32xf32>) -> ()
    "gpu.dealloc"(%6) : (memref<4x32xf32>) -> ()
    "gpu.dealloc"(%8) : (memref<32xi1>) -> ()
    "gpu.dealloc"(%10) : (memref<32xi32>) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
