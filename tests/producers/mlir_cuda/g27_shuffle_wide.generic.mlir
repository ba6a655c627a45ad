"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %51 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
    %52 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %53 = "builtin.unrealized_conversion_cast"(%52) : (i64) -> index
    %54 = "builtin.unrealized_conversion_cast"(%51) : (i64) -> index
    %55 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
    %56 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %57 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %58 = "llvm.getelementptr"(%57, %55) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %59 = "llvm.ptrtoint"(%58) : (!llvm.ptr) -> i64
    %60 = "llvm.call"(%59) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %61 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %62 = "llvm.insertvalue"(%61, %60) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %63 = "llvm.insertvalue"(%62, %60) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %64 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %65 = "llvm.insertvalue"(%63, %64) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %66 = "llvm.insertvalue"(%65, %55) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %67 = "llvm.insertvalue"(%66, %56) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %68 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
    %69 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %70 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %71 = "llvm.getelementptr"(%70, %68) <{elem_type = f64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %72 = "llvm.ptrtoint"(%71) : (!llvm.ptr) -> i64
    %73 = "llvm.call"(%72) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %74 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %75 = "llvm.insertvalue"(%74, %73) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %76 = "llvm.insertvalue"(%75, %73) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %77 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %78 = "llvm.insertvalue"(%76, %77) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %79 = "llvm.insertvalue"(%78, %68) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %80 = "llvm.insertvalue"(%79, %69) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %81 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
    %82 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %83 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %84 = "llvm.getelementptr"(%83, %81) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %85 = "llvm.ptrtoint"(%84) : (!llvm.ptr) -> i64
    %86 = "llvm.call"(%85) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %87 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %88 = "llvm.insertvalue"(%87, %86) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %89 = "llvm.insertvalue"(%88, %86) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %90 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %91 = "llvm.insertvalue"(%89, %90) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %92 = "llvm.insertvalue"(%91, %81) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %93 = "llvm.insertvalue"(%92, %82) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %94 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %95 = "llvm.alloca"(%94) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%67, %95) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %96 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %97 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %98 = "llvm.insertvalue"(%97, %96) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %99 = "llvm.insertvalue"(%98, %95) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %100 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %101 = "llvm.alloca"(%100) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%80, %101) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %102 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %103 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %104 = "llvm.insertvalue"(%103, %102) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %105 = "llvm.insertvalue"(%104, %101) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %106 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %107 = "llvm.alloca"(%106) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%93, %107) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %108 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %109 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %110 = "llvm.insertvalue"(%109, %108) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %111 = "llvm.insertvalue"(%110, %107) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %112 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %113 = "llvm.getelementptr"(%112) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    %114 = "llvm.ptrtoint"(%113) : (!llvm.ptr) -> i64
    %115 = "llvm.extractvalue"(%99) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %116 = "llvm.extractvalue"(%99) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%115, %116, %114) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuMemHostRegisterMemRef, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (i64, !llvm.ptr, i64) -> ()
    %117 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %118 = "llvm.getelementptr"(%117) <{elem_type = f64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    %119 = "llvm.ptrtoint"(%118) : (!llvm.ptr) -> i64
    %120 = "llvm.extractvalue"(%105) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %121 = "llvm.extractvalue"(%105) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%120, %121, %119) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuMemHostRegisterMemRef, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (i64, !llvm.ptr, i64) -> ()
    %122 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %123 = "llvm.getelementptr"(%122) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    %124 = "llvm.ptrtoint"(%123) : (!llvm.ptr) -> i64
    %125 = "llvm.extractvalue"(%111) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %126 = "llvm.extractvalue"(%111) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%125, %126, %124) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuMemHostRegisterMemRef, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (i64, !llvm.ptr, i64) -> ()
    %127 = "llvm.extractvalue"(%67) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %128 = "llvm.extractvalue"(%67) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %129 = "llvm.extractvalue"(%67) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %130 = "llvm.extractvalue"(%67) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %131 = "llvm.extractvalue"(%67) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %132 = "llvm.extractvalue"(%80) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %133 = "llvm.extractvalue"(%80) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %134 = "llvm.extractvalue"(%80) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %135 = "llvm.extractvalue"(%80) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %136 = "llvm.extractvalue"(%80) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %137 = "llvm.extractvalue"(%93) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %138 = "llvm.extractvalue"(%93) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %139 = "llvm.extractvalue"(%93) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %140 = "llvm.extractvalue"(%93) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %141 = "llvm.extractvalue"(%93) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "gpu.launch_func"(%52, %52, %52, %51, %52, %52, %127, %128, %129, %130, %131, %132, %133, %134, %135, %136, %137, %138, %139, %140, %141) <{kernel = @main_kernel::@main_kernel, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 15, 0>}> : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "main_kernel", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "main_kernel", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64):
      %0 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
      %1 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %2 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
      %3 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
      %4 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %5 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %6 = "llvm.mlir.constant"() <{value = 4294967296 : i64}> : () -> i64
      %7 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %8 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
      %9 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
      %10 = "llvm.sext"(%9) : (i32) -> i64
      %11 = "llvm.mul"(%10, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %12 = "llvm.trunc"(%11) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %13 = "llvm.lshr"(%11, %8) : (i64, i64) -> i64
      %14 = "llvm.trunc"(%13) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %15 = "llvm.sub"(%2, %2) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %16 = "llvm.lshr"(%0, %15) : (i32, i32) -> i32
      %17 = "llvm.sub"(%2, %1) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %18 = "nvvm.shfl.sync"(%16, %12, %4, %17) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %19 = "nvvm.shfl.sync"(%16, %14, %4, %17) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %20 = "llvm.zext"(%18) : (i32) -> i64
      %21 = "llvm.zext"(%19) : (i32) -> i64
      %22 = "llvm.shl"(%21, %8) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %23 = "llvm.or"(%22, %20) : (i64, i64) -> i64
      %24 = "llvm.getelementptr"(%arg1, %10) <{elem_type = i64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%23, %24) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      %25 = "llvm.sitofp"(%10) : (i64) -> f64
      %26 = "llvm.bitcast"(%25) : (f64) -> i64
      %27 = "llvm.trunc"(%26) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %28 = "llvm.lshr"(%26, %8) : (i64, i64) -> i64
      %29 = "llvm.trunc"(%28) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %30 = "nvvm.shfl.sync"(%16, %27, %5, %17) <{kind = #nvvm<shfl_kind down>}> : (i32, i32, i32, i32) -> i32
      %31 = "nvvm.shfl.sync"(%16, %29, %5, %17) <{kind = #nvvm<shfl_kind down>}> : (i32, i32, i32, i32) -> i32
      %32 = "llvm.zext"(%30) : (i32) -> i64
      %33 = "llvm.zext"(%31) : (i32) -> i64
      %34 = "llvm.shl"(%33, %8) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %35 = "llvm.or"(%34, %32) : (i64, i64) -> i64
      %36 = "llvm.bitcast"(%35) : (i64) -> f64
      %37 = "llvm.getelementptr"(%arg6, %10) <{elem_type = f64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%36, %37) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
      %38 = "llvm.trunc"(%10) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %39 = "llvm.sub"(%2, %3) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %40 = "llvm.lshr"(%0, %39) : (i32, i32) -> i32
      %41 = "llvm.sub"(%3, %1) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %42 = "nvvm.shfl.sync"(%40, %38, %5, %41) <{kind = #nvvm<shfl_kind idx>, return_value_and_is_valid}> : (i32, i32, i32, i32) -> !llvm.struct<(i32, i1)>
      %43 = "llvm.extractvalue"(%42) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i1)>) -> i32
      %44 = "llvm.extractvalue"(%42) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i1)>) -> i1
      %45 = "nvvm.shfl.sync"(%40, %43, %4, %39) <{kind = #nvvm<shfl_kind up>, return_value_and_is_valid}> : (i32, i32, i32, i32) -> !llvm.struct<(i32, i1)>
      %46 = "llvm.extractvalue"(%45) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i1)>) -> i32
      %47 = "llvm.extractvalue"(%45) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i1)>) -> i1
      %48 = "llvm.and"(%44, %47) : (i1, i1) -> i1
      %49 = "llvm.select"(%48, %46, %7) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %50 = "llvm.getelementptr"(%arg11, %10) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%49, %50) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64, ptr, i64)>, linkage = #llvm.linkage<external>, sym_name = "mgpuMemHostRegisterMemRef", visibility_ = 0 : i64}> ({
  }) : () -> ()
}) {gpu.container_module} : () -> ()
