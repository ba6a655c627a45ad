"builtin.module"() ({
  "gpu.module"() <{sym_name = "k", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<10 x i8>, linkage = #llvm.linkage<internal>, sym_name = "assert_func_0", value = "(unknown)\00", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<56 x i8>, linkage = #llvm.linkage<internal>, sym_name = "assert_file_0", value = "tests/producers/mlir_cuda/src/g28_half_atomics_rcp.mlir\00", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<25 x i8>, linkage = #llvm.linkage<internal>, sym_name = "assert_message_0", value = "remainder by one is zero\00", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i32, ptr, i64)>, linkage = #llvm.linkage<external>, passthrough = ["noreturn"], sym_name = "__assertfail", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32, i32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_powif", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "misc", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: !llvm.ptr, %arg16: !llvm.ptr, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: !llvm.ptr, %arg21: !llvm.ptr, %arg22: i64, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: i64):
      %41 = "llvm.mlir.constant"() <{value = 47 : i32}> : () -> i32
      %42 = "llvm.mlir.addressof"() <{global_name = @assert_func_0}> : () -> !llvm.ptr
      %43 = "llvm.mlir.addressof"() <{global_name = @assert_file_0}> : () -> !llvm.ptr
      %44 = "llvm.mlir.addressof"() <{global_name = @assert_message_0}> : () -> !llvm.ptr
      %45 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
      %46 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
      %47 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      %48 = "llvm.mlir.constant"() <{value = 1.500000e+00 : f16}> : () -> f16
      %49 = "llvm.mlir.constant"() <{value = 2.500000e+00 : bf16}> : () -> bf16
      %50 = "llvm.mlir.constant"() <{value = 3.500000e+00 : f64}> : () -> f64
      %51 = "llvm.mlir.constant"() <{value = -7 : i32}> : () -> i32
      %52 = "llvm.mlir.poison"() : () -> vector<4xf32>
      %53 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
      %54 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
      %55 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
      %56 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
      %57 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %58 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %59 = "llvm.mlir.constant"() <{value = true}> : () -> i1
      %60 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
      %61 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %62 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
      %63 = "llvm.sext"(%62) : (i32) -> i64
      %64 = "llvm.atomicrmw"(%arg1, %48) <{bin_op = 11 : i64, ordering = 6 : i64}> : (!llvm.ptr, f16) -> f16
      %65 = "llvm.atomicrmw"(%arg6, %49) <{bin_op = 11 : i64, ordering = 6 : i64}> : (!llvm.ptr, bf16) -> bf16
      %66 = "llvm.atomicrmw"(%arg11, %50) <{bin_op = 11 : i64, ordering = 6 : i64}> : (!llvm.ptr, f64) -> f64
      %67 = "llvm.trunc"(%63) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %68 = "llvm.sdiv"(%67, %51) : (i32, i32) -> i32
      %69 = "llvm.mul"(%68, %51) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %70 = "llvm.icmp"(%67, %69) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %71 = "llvm.icmp"(%67, %58) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %72 = "llvm.icmp"(%71, %59) <{predicate = 1 : i64}> : (i1, i1) -> i1
      %73 = "llvm.and"(%70, %72) : (i1, i1) -> i1
      %74 = "llvm.add"(%68, %60) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %75 = "llvm.select"(%73, %74, %68) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %76 = "llvm.icmp"(%71, %59) <{predicate = 0 : i64}> : (i1, i1) -> i1
      %77 = "llvm.and"(%70, %76) : (i1, i1) -> i1
      %78 = "llvm.add"(%68, %61) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %79 = "llvm.select"(%77, %78, %68) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %80 = "llvm.icmp"(%67, %58) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %81 = "llvm.sub"(%67, %61) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %82 = "llvm.udiv"(%81, %51) : (i32, i32) -> i32
      %83 = "llvm.add"(%82, %61) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %84 = "llvm.select"(%80, %58, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %85 = "llvm.mul"(%67, %75) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %86 = "llvm.sitofp"(%85) : (i32) -> f32
      %87 = "llvm.call"(%86, %79) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_powif, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, i32) -> f32
      %88 = "llvm.add"(%75, %79) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %89 = "llvm.add"(%88, %84) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %90 = "llvm.getelementptr"(%arg16) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%89, %90) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %91 = "llvm.getelementptr"(%arg21) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 17>}> : (!llvm.ptr) -> !llvm.ptr
      %92 = "llvm.mul"(%47, %45) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %93 = "llvm.add"(%92, %47) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %94 = "llvm.getelementptr"(%91, %93) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%87, %94) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %95 = "llvm.alloca"(%46) <{elem_type = f32}> : (i64) -> !llvm.ptr
      "llvm.store"(%87, %95) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %96 = "llvm.load"(%95) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %97 = "llvm.insertelement"(%52, %96, %58) : (vector<4xf32>, f32, i32) -> vector<4xf32>
      %98 = "llvm.shufflevector"(%97, %52) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %99 = "llvm.extractelement"(%98, %53) : (vector<4xf32>, i64) -> f32
      %100 = "nvvm.rcp.approx.ftz.f"(%99) : (f32) -> f32
      %101 = "llvm.insertelement"(%52, %100, %53) : (vector<4xf32>, f32, i64) -> vector<4xf32>
      %102 = "llvm.extractelement"(%98, %54) : (vector<4xf32>, i64) -> f32
      %103 = "nvvm.rcp.approx.ftz.f"(%102) : (f32) -> f32
      %104 = "llvm.insertelement"(%101, %103, %54) : (vector<4xf32>, f32, i64) -> vector<4xf32>
      %105 = "llvm.extractelement"(%98, %55) : (vector<4xf32>, i64) -> f32
      %106 = "nvvm.rcp.approx.ftz.f"(%105) : (f32) -> f32
      %107 = "llvm.insertelement"(%104, %106, %55) : (vector<4xf32>, f32, i64) -> vector<4xf32>
      %108 = "llvm.extractelement"(%98, %56) : (vector<4xf32>, i64) -> f32
      %109 = "nvvm.rcp.approx.ftz.f"(%108) : (f32) -> f32
      %110 = "llvm.insertelement"(%107, %109, %56) : (vector<4xf32>, f32, i64) -> vector<4xf32>
      %111 = "llvm.extractelement"(%110, %54) : (vector<4xf32>, i64) -> f32
      %112 = "llvm.mul"(%57, %45) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %113 = "llvm.add"(%112, %57) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %114 = "llvm.getelementptr"(%arg21, %113) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%111, %114) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %115 = "llvm.fpext"(%64) : (f16) -> f32
      %116 = "llvm.fpext"(%65) : (bf16) -> f32
      %117 = "llvm.fptrunc"(%66) : (f64) -> f32
      %118 = "llvm.fadd"(%115, %116) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %119 = "llvm.fadd"(%118, %117) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %120 = "llvm.add"(%92, %57) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %121 = "llvm.getelementptr"(%arg21, %120) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%119, %121) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %122 = "llvm.add"(%63, %47) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %123 = "llvm.urem"(%122, %47) : (i64, i64) -> i64
      %124 = "llvm.icmp"(%123, %57) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%124)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %125 = "llvm.getelementptr"(%44) <{elem_type = !llvm.array<25 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
      %126 = "llvm.getelementptr"(%43) <{elem_type = !llvm.array<56 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
      %127 = "llvm.getelementptr"(%42) <{elem_type = !llvm.array<10 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.call"(%125, %126, %41, %127, %54) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__assertfail, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 5, 0>}> : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
      "llvm.br"()[^bb2] : () -> ()
    ^bb2:  // 2 preds: ^bb0, ^bb1
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %2 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> index
    %3 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> index
    %4 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<8xf16>
    %5 = "builtin.unrealized_conversion_cast"(%4) : (memref<8xf16>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<8xbf16>
    %7 = "builtin.unrealized_conversion_cast"(%6) : (memref<8xbf16>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<8xf64>
    %9 = "builtin.unrealized_conversion_cast"(%8) : (memref<8xf64>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<8xi32>
    %11 = "builtin.unrealized_conversion_cast"(%10) : (memref<8xi32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %12 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<16x16xf32>
    %13 = "builtin.unrealized_conversion_cast"(%12) : (memref<16x16xf32>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
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
    %34 = "llvm.extractvalue"(%13) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %35 = "llvm.extractvalue"(%13) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %36 = "llvm.extractvalue"(%13) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %37 = "llvm.extractvalue"(%13) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %38 = "llvm.extractvalue"(%13) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %39 = "llvm.extractvalue"(%13) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %40 = "llvm.extractvalue"(%13) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    "gpu.launch_func"(%1, %1, %1, %0, %1, %1, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40) <{kernel = @k::@misc, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 27, 0>}> : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
