"builtin.module"() ({
  "gpu.module"() <{sym_name = "print", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<22 x i8>, linkage = #llvm.linkage<internal>, sym_name = "printfFormat_2", value = "h=%f bh=%f f=%f d=%f\0A\00", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<29 x i8>, linkage = #llvm.linkage<internal>, sym_name = "printfFormat_1", value = "t=%lu b=%d c=%d s=%d l=%lld\0A\00", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<7 x i8>, linkage = #llvm.linkage<internal>, sym_name = "printfFormat_0", value = "begin\0A\00", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ptr)>, linkage = #llvm.linkage<external>, sym_name = "vprintf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "show", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64):
      %18 = "llvm.mlir.addressof"() <{global_name = @printfFormat_2}> : () -> !llvm.ptr
      %19 = "llvm.mlir.addressof"() <{global_name = @printfFormat_1}> : () -> !llvm.ptr
      %20 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      %21 = "llvm.mlir.addressof"() <{global_name = @printfFormat_0}> : () -> !llvm.ptr
      %22 = "llvm.mlir.constant"() <{value = -300 : i16}> : () -> i16
      %23 = "llvm.mlir.constant"() <{value = 123456789012 : i64}> : () -> i64
      %24 = "llvm.mlir.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
      %25 = "llvm.mlir.constant"() <{value = -1.250000e+00 : f64}> : () -> f64
      %26 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 2>}> : () -> i32
      %27 = "llvm.sext"(%26) : (i32) -> i64
      %28 = "llvm.trunc"(%27) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %29 = "llvm.trunc"(%28) <{overflowFlags = 0 : i32}> : (i32) -> i1
      %30 = "llvm.trunc"(%28) <{overflowFlags = 0 : i32}> : (i32) -> i8
      %31 = "llvm.getelementptr"(%arg1, %27) <{elem_type = f16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %32 = "llvm.load"(%31) <{ordering = 0 : i64}> : (!llvm.ptr) -> f16
      %33 = "llvm.getelementptr"(%arg6, %27) <{elem_type = bf16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %34 = "llvm.load"(%33) <{ordering = 0 : i64}> : (!llvm.ptr) -> bf16
      %35 = "llvm.getelementptr"(%21) <{elem_type = !llvm.array<7 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
      %36 = "llvm.alloca"(%20) <{elem_type = !llvm.struct<()>}> : (i64) -> !llvm.ptr
      %37 = "llvm.call"(%35, %36) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @vprintf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (!llvm.ptr, !llvm.ptr) -> i32
      %38 = "llvm.getelementptr"(%19) <{elem_type = !llvm.array<29 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
      %39 = "llvm.alloca"(%20) <{elem_type = !llvm.struct<(i64, i1, i8, i16, i64)>}> : (i64) -> !llvm.ptr
      %40 = "llvm.getelementptr"(%39) <{elem_type = !llvm.struct<(i64, i1, i8, i16, i64)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%27, %40) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      %41 = "llvm.getelementptr"(%39) <{elem_type = !llvm.struct<(i64, i1, i8, i16, i64)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 1>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%29, %41) <{ordering = 0 : i64}> : (i1, !llvm.ptr) -> ()
      %42 = "llvm.getelementptr"(%39) <{elem_type = !llvm.struct<(i64, i1, i8, i16, i64)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 2>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%30, %42) <{ordering = 0 : i64}> : (i8, !llvm.ptr) -> ()
      %43 = "llvm.getelementptr"(%39) <{elem_type = !llvm.struct<(i64, i1, i8, i16, i64)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 3>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%22, %43) <{ordering = 0 : i64}> : (i16, !llvm.ptr) -> ()
      %44 = "llvm.getelementptr"(%39) <{elem_type = !llvm.struct<(i64, i1, i8, i16, i64)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 4>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%23, %44) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      %45 = "llvm.call"(%38, %39) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @vprintf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (!llvm.ptr, !llvm.ptr) -> i32
      %46 = "llvm.getelementptr"(%18) <{elem_type = !llvm.array<22 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
      %47 = "llvm.fpext"(%32) : (f16) -> f64
      %48 = "llvm.fpext"(%34) : (bf16) -> f64
      %49 = "llvm.fpext"(%24) : (f32) -> f64
      %50 = "llvm.fpext"(%25) : (f64) -> f64
      %51 = "llvm.alloca"(%20) <{elem_type = !llvm.struct<(f64, f64, f64, f64)>}> : (i64) -> !llvm.ptr
      %52 = "llvm.getelementptr"(%51) <{elem_type = !llvm.struct<(f64, f64, f64, f64)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%47, %52) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
      %53 = "llvm.getelementptr"(%51) <{elem_type = !llvm.struct<(f64, f64, f64, f64)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 1>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%48, %53) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
      %54 = "llvm.getelementptr"(%51) <{elem_type = !llvm.struct<(f64, f64, f64, f64)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 2>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%49, %54) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
      %55 = "llvm.getelementptr"(%51) <{elem_type = !llvm.struct<(f64, f64, f64, f64)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 3>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%50, %55) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
      %56 = "llvm.call"(%46, %51) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @vprintf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (!llvm.ptr, !llvm.ptr) -> i32
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 2, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 2, 1, 1>} : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %2 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> index
    %3 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> index
    %4 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<2xf16>
    %5 = "builtin.unrealized_conversion_cast"(%4) : (memref<2xf16>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<2xbf16>
    %7 = "builtin.unrealized_conversion_cast"(%6) : (memref<2xbf16>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8 = "llvm.extractvalue"(%5) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %9 = "llvm.extractvalue"(%5) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %10 = "llvm.extractvalue"(%5) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %11 = "llvm.extractvalue"(%5) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %12 = "llvm.extractvalue"(%5) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %13 = "llvm.extractvalue"(%7) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %14 = "llvm.extractvalue"(%7) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %15 = "llvm.extractvalue"(%7) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %16 = "llvm.extractvalue"(%7) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %17 = "llvm.extractvalue"(%7) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "gpu.launch_func"(%1, %1, %1, %0, %1, %1, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17) <{kernel = @print::@show, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 10, 0>}> : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
