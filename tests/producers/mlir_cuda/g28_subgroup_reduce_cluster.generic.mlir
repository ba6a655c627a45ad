"builtin.module"() ({
  "gpu.module"() <{sym_name = "clusters", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "reduce", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: !llvm.ptr, %arg16: !llvm.ptr, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: !llvm.ptr, %arg21: !llvm.ptr, %arg22: i64, %arg23: i64, %arg24: i64):
      %39 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %40 = "llvm.mlir.poison"() : () -> vector<1xi32>
      %41 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
      %42 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
      %43 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %44 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
      %45 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %46 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %47 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %48 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
      %49 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
      %50 = "llvm.sext"(%49) : (i32) -> i64
      %51 = "llvm.getelementptr"(%arg1, %50) <{elem_type = vector<2xf16>, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %52 = "llvm.load"(%51) <{ordering = 0 : i64}> : (!llvm.ptr) -> vector<2xf16>
      %53 = "llvm.bitcast"(%52) : (vector<2xf16>) -> vector<1xi32>
      %54 = "llvm.extractelement"(%53, %42) : (vector<1xi32>, i64) -> i32
      %55 = "llvm.sub"(%44, %44) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %56 = "llvm.lshr"(%41, %55) : (i32, i32) -> i32
      %57 = "llvm.sub"(%44, %43) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %58 = "nvvm.shfl.sync"(%56, %54, %43, %57) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %59 = "llvm.insertelement"(%40, %58, %39) : (vector<1xi32>, i32, i32) -> vector<1xi32>
      %60 = "llvm.bitcast"(%59) : (vector<1xi32>) -> vector<2xf16>
      %61 = "llvm.fadd"(%52, %60) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
      %62 = "llvm.bitcast"(%61) : (vector<2xf16>) -> vector<1xi32>
      %63 = "llvm.extractelement"(%62, %42) : (vector<1xi32>, i64) -> i32
      %64 = "nvvm.shfl.sync"(%56, %63, %45, %57) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %65 = "llvm.insertelement"(%40, %64, %39) : (vector<1xi32>, i32, i32) -> vector<1xi32>
      %66 = "llvm.bitcast"(%65) : (vector<1xi32>) -> vector<2xf16>
      %67 = "llvm.fadd"(%61, %66) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
      "llvm.store"(%67, %51) <{ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr) -> ()
      %68 = "llvm.getelementptr"(%arg6, %50) <{elem_type = i16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %69 = "llvm.load"(%68) <{ordering = 0 : i64}> : (!llvm.ptr) -> i16
      %70 = "llvm.zext"(%69) : (i16) -> i32
      %71 = "nvvm.shfl.sync"(%56, %70, %45, %57) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %72 = "llvm.trunc"(%71) <{overflowFlags = 0 : i32}> : (i32) -> i16
      %73 = "llvm.mul"(%69, %72) <{overflowFlags = 0 : i32}> : (i16, i16) -> i16
      %74 = "llvm.zext"(%73) : (i16) -> i32
      %75 = "nvvm.shfl.sync"(%56, %74, %46, %57) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %76 = "llvm.trunc"(%75) <{overflowFlags = 0 : i32}> : (i32) -> i16
      %77 = "llvm.mul"(%73, %76) <{overflowFlags = 0 : i32}> : (i16, i16) -> i16
      %78 = "llvm.zext"(%77) : (i16) -> i32
      %79 = "nvvm.shfl.sync"(%56, %78, %47, %57) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %80 = "llvm.trunc"(%79) <{overflowFlags = 0 : i32}> : (i32) -> i16
      %81 = "llvm.mul"(%77, %80) <{overflowFlags = 0 : i32}> : (i16, i16) -> i16
      "llvm.store"(%81, %68) <{ordering = 0 : i64}> : (i16, !llvm.ptr) -> ()
      %82 = "llvm.getelementptr"(%arg11, %50) <{elem_type = f16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %83 = "llvm.load"(%82) <{ordering = 0 : i64}> : (!llvm.ptr) -> f16
      %84 = "llvm.bitcast"(%83) : (f16) -> i16
      %85 = "llvm.zext"(%84) : (i16) -> i32
      %86 = "nvvm.shfl.sync"(%56, %85, %43, %57) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %87 = "llvm.trunc"(%86) <{overflowFlags = 0 : i32}> : (i32) -> i16
      %88 = "llvm.bitcast"(%87) : (i16) -> f16
      %89 = "llvm.intr.maximum"(%83, %88) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
      %90 = "llvm.bitcast"(%89) : (f16) -> i16
      %91 = "llvm.zext"(%90) : (i16) -> i32
      %92 = "nvvm.shfl.sync"(%56, %91, %45, %57) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %93 = "llvm.trunc"(%92) <{overflowFlags = 0 : i32}> : (i32) -> i16
      %94 = "llvm.bitcast"(%93) : (i16) -> f16
      %95 = "llvm.intr.maximum"(%89, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
      %96 = "llvm.bitcast"(%95) : (f16) -> i16
      %97 = "llvm.zext"(%96) : (i16) -> i32
      %98 = "nvvm.shfl.sync"(%56, %97, %46, %57) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %99 = "llvm.trunc"(%98) <{overflowFlags = 0 : i32}> : (i32) -> i16
      %100 = "llvm.bitcast"(%99) : (i16) -> f16
      %101 = "llvm.intr.maximum"(%95, %100) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
      %102 = "llvm.bitcast"(%101) : (f16) -> i16
      %103 = "llvm.zext"(%102) : (i16) -> i32
      %104 = "nvvm.shfl.sync"(%56, %103, %47, %57) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %105 = "llvm.trunc"(%104) <{overflowFlags = 0 : i32}> : (i32) -> i16
      %106 = "llvm.bitcast"(%105) : (i16) -> f16
      %107 = "llvm.intr.maximum"(%101, %106) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
      "llvm.store"(%107, %82) <{ordering = 0 : i64}> : (f16, !llvm.ptr) -> ()
      %108 = "llvm.getelementptr"(%arg16, %50) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %109 = "llvm.load"(%108) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %110 = "nvvm.shfl.sync"(%56, %109, %48, %57) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %111 = "llvm.and"(%109, %110) : (i32, i32) -> i32
      %112 = "nvvm.shfl.sync"(%56, %111, %46, %57) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %113 = "llvm.or"(%111, %112) : (i32, i32) -> i32
      %114 = "nvvm.shfl.sync"(%56, %113, %47, %57) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %115 = "llvm.or"(%113, %114) : (i32, i32) -> i32
      "llvm.store"(%115, %108) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %116 = "llvm.getelementptr"(%arg21, %50) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %117 = "llvm.load"(%116) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %118 = "nvvm.shfl.sync"(%56, %117, %43, %57) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
      %119 = "llvm.intr.minnum"(%117, %118) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %120 = "nvvm.shfl.sync"(%56, %119, %45, %57) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
      %121 = "llvm.intr.minnum"(%119, %120) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %122 = "nvvm.shfl.sync"(%56, %121, %46, %57) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
      %123 = "llvm.intr.minnum"(%121, %122) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %124 = "nvvm.shfl.sync"(%56, %123, %47, %57) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
      %125 = "llvm.intr.minnum"(%123, %124) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %126 = "nvvm.shfl.sync"(%56, %125, %48, %57) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
      %127 = "llvm.intr.minnum"(%125, %126) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      "llvm.store"(%127, %116) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %2 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> index
    %3 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> index
    %4 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<64xvector<2xf16>>
    %5 = "builtin.unrealized_conversion_cast"(%4) : (memref<64xvector<2xf16>>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<64xi16>
    %7 = "builtin.unrealized_conversion_cast"(%6) : (memref<64xi16>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<64xf16>
    %9 = "builtin.unrealized_conversion_cast"(%8) : (memref<64xf16>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<64xi32>
    %11 = "builtin.unrealized_conversion_cast"(%10) : (memref<64xi32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %12 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<64xf32>
    %13 = "builtin.unrealized_conversion_cast"(%12) : (memref<64xf32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %14 = "llvm.extractvalue"(%5) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %15 = "llvm.extractvalue"(%5) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %16 = "llvm.extractvalue"(%5) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %17 = "llvm.extractvalue"(%5) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %18 = "llvm.extractvalue"(%5) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %19 = "llvm.extractvalue"(%7) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %20 = "llvm.extractvalue"(%7) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %21 = "llvm.extractvalue"(%7) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %22 = "llvm.extractvalue"(%7) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %23 = "llvm.extractvalue"(%7) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
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
    %34 = "llvm.extractvalue"(%13) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %35 = "llvm.extractvalue"(%13) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %36 = "llvm.extractvalue"(%13) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %37 = "llvm.extractvalue"(%13) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %38 = "llvm.extractvalue"(%13) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "gpu.launch_func"(%1, %1, %1, %0, %1, %1, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38) <{kernel = @clusters::@reduce, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 25, 0>}> : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
