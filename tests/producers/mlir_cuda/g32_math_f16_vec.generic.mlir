"builtin.module"() ({
  "gpu.module"() <{sym_name = "k", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_expf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_logf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_sinf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_cosf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_sqrtf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_rsqrtf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_tanhf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fabsf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_floorf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32, f32, f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fmaf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "mathy", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64):
      %25 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
      %26 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
      %27 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
      %28 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
      %29 = "llvm.mlir.poison"() : () -> vector<4xf32>
      %30 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
      %31 = "llvm.mlir.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
      %32 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
      %33 = "llvm.sext"(%32) : (i32) -> i64
      %34 = "llvm.getelementptr"(%arg1, %33) <{elem_type = f16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %35 = "llvm.load"(%34) <{ordering = 0 : i64}> : (!llvm.ptr) -> f16
      %36 = "llvm.fpext"(%35) : (f16) -> f32
      %37 = "llvm.call"(%36) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_expf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %38 = "llvm.fptrunc"(%37) : (f32) -> f16
      %39 = "llvm.fpext"(%38) : (f16) -> f32
      %40 = "llvm.call"(%39) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_logf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %41 = "llvm.fptrunc"(%40) : (f32) -> f16
      %42 = "llvm.fpext"(%41) : (f16) -> f32
      %43 = "llvm.call"(%42) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_sinf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %44 = "llvm.fptrunc"(%43) : (f32) -> f16
      %45 = "llvm.call"(%36) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_cosf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %46 = "llvm.fptrunc"(%45) : (f32) -> f16
      %47 = "llvm.fpext"(%46) : (f16) -> f32
      %48 = "llvm.call"(%47) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_sqrtf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %49 = "llvm.fptrunc"(%48) : (f32) -> f16
      %50 = "llvm.fpext"(%49) : (f16) -> f32
      %51 = "llvm.call"(%50) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_rsqrtf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %52 = "llvm.fptrunc"(%51) : (f32) -> f16
      %53 = "llvm.fpext"(%52) : (f16) -> f32
      %54 = "llvm.call"(%53) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_tanhf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %55 = "llvm.fptrunc"(%54) : (f32) -> f16
      %56 = "llvm.fadd"(%44, %55) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
      "llvm.store"(%56, %34) <{ordering = 0 : i64}> : (f16, !llvm.ptr) -> ()
      %57 = "llvm.bitcast"(%56) : (f16) -> i16
      %58 = "llvm.getelementptr"(%arg11, %33) <{elem_type = i16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %59 = "llvm.load"(%58) <{ordering = 0 : i64}> : (!llvm.ptr) -> i16
      %60 = "llvm.intr.abs"(%59) <{is_int_min_poison = false}> : (i16) -> i16
      %61 = "llvm.intr.ctlz"(%60) <{is_zero_poison = false}> : (i16) -> i16
      %62 = "llvm.xor"(%61, %57) : (i16, i16) -> i16
      "llvm.store"(%62, %58) <{ordering = 0 : i64}> : (i16, !llvm.ptr) -> ()
      %63 = "llvm.mul"(%33, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %64 = "llvm.getelementptr"(%arg6, %63) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %65 = "llvm.load"(%64) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
      %66 = "llvm.extractelement"(%65, %28) : (vector<4xf32>, i64) -> f32
      %67 = "llvm.call"(%66) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fabsf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %68 = "llvm.insertelement"(%29, %67, %28) : (vector<4xf32>, f32, i64) -> vector<4xf32>
      %69 = "llvm.extractelement"(%65, %27) : (vector<4xf32>, i64) -> f32
      %70 = "llvm.call"(%69) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fabsf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %71 = "llvm.insertelement"(%68, %70, %27) : (vector<4xf32>, f32, i64) -> vector<4xf32>
      %72 = "llvm.extractelement"(%65, %26) : (vector<4xf32>, i64) -> f32
      %73 = "llvm.call"(%72) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fabsf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %74 = "llvm.insertelement"(%71, %73, %26) : (vector<4xf32>, f32, i64) -> vector<4xf32>
      %75 = "llvm.extractelement"(%65, %25) : (vector<4xf32>, i64) -> f32
      %76 = "llvm.call"(%75) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fabsf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %77 = "llvm.insertelement"(%74, %76, %25) : (vector<4xf32>, f32, i64) -> vector<4xf32>
      %78 = "llvm.extractelement"(%77, %28) : (vector<4xf32>, i64) -> f32
      %79 = "llvm.call"(%78) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %80 = "llvm.insertelement"(%29, %79, %28) : (vector<4xf32>, f32, i64) -> vector<4xf32>
      %81 = "llvm.extractelement"(%77, %27) : (vector<4xf32>, i64) -> f32
      %82 = "llvm.call"(%81) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %83 = "llvm.insertelement"(%80, %82, %27) : (vector<4xf32>, f32, i64) -> vector<4xf32>
      %84 = "llvm.extractelement"(%77, %26) : (vector<4xf32>, i64) -> f32
      %85 = "llvm.call"(%84) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %86 = "llvm.insertelement"(%83, %85, %26) : (vector<4xf32>, f32, i64) -> vector<4xf32>
      %87 = "llvm.extractelement"(%77, %25) : (vector<4xf32>, i64) -> f32
      %88 = "llvm.call"(%87) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %89 = "llvm.insertelement"(%86, %88, %25) : (vector<4xf32>, f32, i64) -> vector<4xf32>
      %90 = "llvm.extractelement"(%89, %28) : (vector<4xf32>, i64) -> f32
      %91 = "llvm.call"(%78, %90, %66) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
      %92 = "llvm.insertelement"(%29, %91, %28) : (vector<4xf32>, f32, i64) -> vector<4xf32>
      %93 = "llvm.extractelement"(%89, %27) : (vector<4xf32>, i64) -> f32
      %94 = "llvm.call"(%81, %93, %69) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
      %95 = "llvm.insertelement"(%92, %94, %27) : (vector<4xf32>, f32, i64) -> vector<4xf32>
      %96 = "llvm.extractelement"(%89, %26) : (vector<4xf32>, i64) -> f32
      %97 = "llvm.call"(%84, %96, %72) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
      %98 = "llvm.insertelement"(%95, %97, %26) : (vector<4xf32>, f32, i64) -> vector<4xf32>
      %99 = "llvm.extractelement"(%89, %25) : (vector<4xf32>, i64) -> f32
      %100 = "llvm.call"(%87, %99, %75) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
      %101 = "llvm.insertelement"(%98, %100, %25) : (vector<4xf32>, f32, i64) -> vector<4xf32>
      %102 = "llvm.extractelement"(%101, %28) : (vector<4xf32>, i64) -> f32
      %103 = "llvm.fdiv"(%102, %81) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %104 = "llvm.insertelement"(%101, %103, %26) : (vector<4xf32>, f32, i64) -> vector<4xf32>
      %105 = "llvm.intr.maximum"(%104, %65) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %106 = "llvm.intr.minnum"(%105, %89) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %107 = "llvm.bitcast"(%106) : (vector<4xf32>) -> vector<4xi32>
      %108 = "llvm.or"(%107, %31) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
      %109 = "llvm.bitcast"(%108) : (vector<4xi32>) -> vector<4xf32>
      "llvm.store"(%109, %64) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %2 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> index
    %3 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> index
    %4 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<256xf16>
    %5 = "builtin.unrealized_conversion_cast"(%4) : (memref<256xf16>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<256xf32>
    %7 = "builtin.unrealized_conversion_cast"(%6) : (memref<256xf32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<256xi16>
    %9 = "builtin.unrealized_conversion_cast"(%8) : (memref<256xi16>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10 = "llvm.extractvalue"(%5) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %11 = "llvm.extractvalue"(%5) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %12 = "llvm.extractvalue"(%5) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %13 = "llvm.extractvalue"(%5) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %14 = "llvm.extractvalue"(%5) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %15 = "llvm.extractvalue"(%7) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %16 = "llvm.extractvalue"(%7) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %17 = "llvm.extractvalue"(%7) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %18 = "llvm.extractvalue"(%7) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %19 = "llvm.extractvalue"(%7) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %20 = "llvm.extractvalue"(%9) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %21 = "llvm.extractvalue"(%9) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %22 = "llvm.extractvalue"(%9) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %23 = "llvm.extractvalue"(%9) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %24 = "llvm.extractvalue"(%9) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "gpu.launch_func"(%1, %1, %1, %0, %1, %1, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24) <{kernel = @k::@mathy, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 15, 0>}> : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
