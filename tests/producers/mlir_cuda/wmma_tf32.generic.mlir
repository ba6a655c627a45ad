"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %63 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %64 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %65 = "llvm.mlir.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %66 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
    %67 = "builtin.unrealized_conversion_cast"(%66) : (i64) -> index
    %68 = "builtin.unrealized_conversion_cast"(%64) : (i64) -> index
    %69 = "builtin.unrealized_conversion_cast"(%63) : (i64) -> index
    %70 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
    %71 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %72 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %73 = "llvm.mlir.constant"() <{value = 128 : index}> : () -> i64
    %74 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %75 = "llvm.getelementptr"(%74, %73) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %76 = "llvm.ptrtoint"(%75) : (!llvm.ptr) -> i64
    %77 = "llvm.call"(%76) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %78 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %79 = "llvm.insertvalue"(%78, %77) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %80 = "llvm.insertvalue"(%79, %77) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %81 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %82 = "llvm.insertvalue"(%80, %81) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %83 = "llvm.insertvalue"(%82, %70) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %84 = "llvm.insertvalue"(%83, %71) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %85 = "llvm.insertvalue"(%84, %71) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %86 = "llvm.insertvalue"(%85, %72) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %87 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %88 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
    %89 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %90 = "llvm.mlir.constant"() <{value = 128 : index}> : () -> i64
    %91 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %92 = "llvm.getelementptr"(%91, %90) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %93 = "llvm.ptrtoint"(%92) : (!llvm.ptr) -> i64
    %94 = "llvm.call"(%93) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %95 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %96 = "llvm.insertvalue"(%95, %94) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %97 = "llvm.insertvalue"(%96, %94) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %98 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %99 = "llvm.insertvalue"(%97, %98) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %100 = "llvm.insertvalue"(%99, %87) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %101 = "llvm.insertvalue"(%100, %88) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %102 = "llvm.insertvalue"(%101, %88) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %103 = "llvm.insertvalue"(%102, %89) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %104 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
    %105 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
    %106 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %107 = "llvm.mlir.constant"() <{value = 256 : index}> : () -> i64
    %108 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %109 = "llvm.getelementptr"(%108, %107) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %110 = "llvm.ptrtoint"(%109) : (!llvm.ptr) -> i64
    %111 = "llvm.call"(%110) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %112 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %113 = "llvm.insertvalue"(%112, %111) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %114 = "llvm.insertvalue"(%113, %111) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %115 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %116 = "llvm.insertvalue"(%114, %115) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %117 = "llvm.insertvalue"(%116, %104) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %118 = "llvm.insertvalue"(%117, %105) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %119 = "llvm.insertvalue"(%118, %105) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %120 = "llvm.insertvalue"(%119, %106) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %121 = "llvm.extractvalue"(%86) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %122 = "llvm.extractvalue"(%86) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %123 = "llvm.extractvalue"(%86) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %124 = "llvm.extractvalue"(%86) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %125 = "llvm.extractvalue"(%86) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %126 = "llvm.extractvalue"(%86) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %127 = "llvm.extractvalue"(%86) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %128 = "llvm.extractvalue"(%103) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %129 = "llvm.extractvalue"(%103) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %130 = "llvm.extractvalue"(%103) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %131 = "llvm.extractvalue"(%103) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %132 = "llvm.extractvalue"(%103) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %133 = "llvm.extractvalue"(%103) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %134 = "llvm.extractvalue"(%103) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %135 = "llvm.extractvalue"(%120) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %136 = "llvm.extractvalue"(%120) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %137 = "llvm.extractvalue"(%120) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %138 = "llvm.extractvalue"(%120) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %139 = "llvm.extractvalue"(%120) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %140 = "llvm.extractvalue"(%120) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %141 = "llvm.extractvalue"(%120) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    "gpu.launch_func"(%64, %64, %64, %66, %64, %64, %121, %122, %123, %124, %125, %126, %127, %63, %128, %129, %130, %131, %132, %133, %134, %65, %135, %136, %137, %138, %139, %140, %141) <{kernel = @main_kernel::@main_kernel, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 23, 0>}> : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, f32, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "main_kernel", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, i64, i64, i64, ptr, ptr, i64, i64, i64, i64, i64, f32, ptr, ptr, i64, i64, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "main_kernel", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr, %arg9: !llvm.ptr, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: f32, %arg16: !llvm.ptr, %arg17: !llvm.ptr, %arg18: i64, %arg19: i64, %arg20: i64, %arg21: i64, %arg22: i64):
      %0 = "llvm.mlir.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
      %1 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i32
      %2 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
      %3 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i32
      %4 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
      %5 = "llvm.mul"(%arg7, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %6 = "llvm.add"(%5, %arg7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %7 = "llvm.getelementptr"(%arg1, %6) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %8 = "nvvm.wmma.load"(%7, %3) <{eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<a>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}> : (!llvm.ptr, i32) -> !llvm.struct<(i32, i32, i32, i32)>
      %9 = "llvm.mul"(%arg7, %2) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %10 = "llvm.add"(%9, %arg7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %11 = "llvm.getelementptr"(%arg9, %10) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %12 = "nvvm.wmma.load"(%11, %1) <{eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<b>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}> : (!llvm.ptr, i32) -> !llvm.struct<(i32, i32, i32, i32)>
      %13 = "llvm.extractvalue"(%8) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i32, i32, i32)>) -> i32
      %14 = "llvm.extractvalue"(%8) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i32, i32, i32)>) -> i32
      %15 = "llvm.extractvalue"(%8) <{position = array<i64: 2>}> : (!llvm.struct<(i32, i32, i32, i32)>) -> i32
      %16 = "llvm.extractvalue"(%8) <{position = array<i64: 3>}> : (!llvm.struct<(i32, i32, i32, i32)>) -> i32
      %17 = "llvm.extractvalue"(%12) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i32, i32, i32)>) -> i32
      %18 = "llvm.extractvalue"(%12) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i32, i32, i32)>) -> i32
      %19 = "llvm.extractvalue"(%12) <{position = array<i64: 2>}> : (!llvm.struct<(i32, i32, i32, i32)>) -> i32
      %20 = "llvm.extractvalue"(%12) <{position = array<i64: 3>}> : (!llvm.struct<(i32, i32, i32, i32)>) -> i32
      %21 = "nvvm.wmma.mma"(%13, %14, %15, %16, %17, %18, %19, %20, %arg15, %arg15, %arg15, %arg15, %arg15, %arg15, %arg15, %arg15) <{eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}> : (i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
      %22 = "llvm.extractvalue"(%21) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %23 = "llvm.fcmp"(%22, %arg15) <{fastmathFlags = #llvm.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %24 = "llvm.select"(%23, %22, %arg15) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %25 = "llvm.fcmp"(%22, %arg15) <{fastmathFlags = #llvm.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
      %26 = "llvm.select"(%25, %0, %24) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %27 = "llvm.extractvalue"(%21) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %28 = "llvm.fcmp"(%27, %arg15) <{fastmathFlags = #llvm.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %29 = "llvm.select"(%28, %27, %arg15) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %30 = "llvm.fcmp"(%27, %arg15) <{fastmathFlags = #llvm.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
      %31 = "llvm.select"(%30, %0, %29) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %32 = "llvm.extractvalue"(%21) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %33 = "llvm.fcmp"(%32, %arg15) <{fastmathFlags = #llvm.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %34 = "llvm.select"(%33, %32, %arg15) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %35 = "llvm.fcmp"(%32, %arg15) <{fastmathFlags = #llvm.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
      %36 = "llvm.select"(%35, %0, %34) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %37 = "llvm.extractvalue"(%21) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %38 = "llvm.fcmp"(%37, %arg15) <{fastmathFlags = #llvm.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %39 = "llvm.select"(%38, %37, %arg15) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %40 = "llvm.fcmp"(%37, %arg15) <{fastmathFlags = #llvm.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
      %41 = "llvm.select"(%40, %0, %39) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %42 = "llvm.extractvalue"(%21) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %43 = "llvm.fcmp"(%42, %arg15) <{fastmathFlags = #llvm.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %44 = "llvm.select"(%43, %42, %arg15) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %45 = "llvm.fcmp"(%42, %arg15) <{fastmathFlags = #llvm.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
      %46 = "llvm.select"(%45, %0, %44) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %47 = "llvm.extractvalue"(%21) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %48 = "llvm.fcmp"(%47, %arg15) <{fastmathFlags = #llvm.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %49 = "llvm.select"(%48, %47, %arg15) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %50 = "llvm.fcmp"(%47, %arg15) <{fastmathFlags = #llvm.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
      %51 = "llvm.select"(%50, %0, %49) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %52 = "llvm.extractvalue"(%21) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %53 = "llvm.fcmp"(%52, %arg15) <{fastmathFlags = #llvm.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %54 = "llvm.select"(%53, %52, %arg15) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %55 = "llvm.fcmp"(%52, %arg15) <{fastmathFlags = #llvm.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
      %56 = "llvm.select"(%55, %0, %54) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %57 = "llvm.extractvalue"(%21) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %58 = "llvm.fcmp"(%57, %arg15) <{fastmathFlags = #llvm.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %59 = "llvm.select"(%58, %57, %arg15) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %60 = "llvm.fcmp"(%57, %arg15) <{fastmathFlags = #llvm.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
      %61 = "llvm.select"(%60, %0, %59) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %62 = "llvm.getelementptr"(%arg17, %10) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "nvvm.wmma.store"(%62, %26, %31, %36, %41, %46, %51, %56, %61, %1) <{eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32}> : (!llvm.ptr, f32, f32, f32, f32, f32, f32, f32, f32, i32) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
