"builtin.module"() ({
  "gpu.module"() <{sym_name = "vec", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "lanes", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: !llvm.ptr, %arg16: !llvm.ptr, %arg17: i64, %arg18: i64, %arg19: i64):
      %32 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      %33 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %34 = "llvm.mlir.poison"() : () -> vector<2xi32>
      %35 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
      %36 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
      %37 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %38 = "llvm.mlir.poison"() : () -> vector<4xf32>
      %39 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
      %40 = "llvm.mlir.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
      %41 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
      %42 = "llvm.sext"(%41) : (i32) -> i64
      %43 = "llvm.mul"(%42, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %44 = "llvm.getelementptr"(%arg1, %43) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %45 = "llvm.load"(%44) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
      %46 = "llvm.getelementptr"(%arg6, %43) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %47 = "llvm.load"(%46) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xi32>
      %48 = "llvm.trunc"(%42) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %49 = "llvm.sitofp"(%48) : (i32) -> f32
      %50 = "llvm.insertelement"(%38, %49, %37) : (vector<4xf32>, f32, i32) -> vector<4xf32>
      %51 = "llvm.shufflevector"(%50, %38) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %52 = "llvm.shufflevector"(%45, %45) <{mask = array<i32: 3, 2, 1, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %53 = "llvm.fadd"(%52, %51) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %54 = "llvm.shufflevector"(%53, %45) <{mask = array<i32: 0, 4, 1, 5>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %55 = "llvm.extractelement"(%53, %36) : (vector<4xf32>, i64) -> f32
      %56 = "llvm.insertelement"(%54, %55, %35) : (vector<4xf32>, f32, i64) -> vector<4xf32>
      "llvm.store"(%56, %44) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
      %57 = "llvm.intr.vector.reduce.fmaximum"(%56) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> f32
      %58 = "llvm.intr.vector.reduce.fadd"(%57, %53) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
      %59 = "llvm.getelementptr"(%arg11, %42) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%58, %59) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %60 = "llvm.or"(%47, %40) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
      %61 = "llvm.intr.vector.reduce.mul"(%60) : (vector<4xi32>) -> i32
      %62 = "llvm.intr.vector.reduce.smin"(%47) : (vector<4xi32>) -> i32
      %63 = "llvm.intr.vector.reduce.xor"(%47) : (vector<4xi32>) -> i32
      %64 = "llvm.insertelement"(%34, %48, %37) : (vector<2xi32>, i32, i32) -> vector<2xi32>
      %65 = "llvm.shufflevector"(%64, %34) <{mask = array<i32: 0, 0>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
      %66 = "llvm.extractelement"(%47, %33) : (vector<4xi32>, i64) -> i32
      %67 = "llvm.insertelement"(%34, %66, %33) : (vector<2xi32>, i32, i64) -> vector<2xi32>
      %68 = "llvm.extractelement"(%65, %32) : (vector<2xi32>, i64) -> i32
      %69 = "llvm.insertelement"(%67, %68, %32) : (vector<2xi32>, i32, i64) -> vector<2xi32>
      %70 = "llvm.intr.vector.reduce.add"(%69) : (vector<2xi32>) -> i32
      %71 = "llvm.add"(%61, %62) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %72 = "llvm.add"(%71, %63) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %73 = "llvm.add"(%72, %70) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %74 = "llvm.getelementptr"(%arg16, %42) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%73, %74) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %2 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> index
    %3 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> index
    %4 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<256xf32>
    %5 = "builtin.unrealized_conversion_cast"(%4) : (memref<256xf32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<256xi32>
    %7 = "builtin.unrealized_conversion_cast"(%6) : (memref<256xi32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<64xf32>
    %9 = "builtin.unrealized_conversion_cast"(%8) : (memref<64xf32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<64xi32>
    %11 = "builtin.unrealized_conversion_cast"(%10) : (memref<64xi32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %12 = "llvm.extractvalue"(%5) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %13 = "llvm.extractvalue"(%5) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %14 = "llvm.extractvalue"(%5) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %15 = "llvm.extractvalue"(%5) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %16 = "llvm.extractvalue"(%5) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %17 = "llvm.extractvalue"(%7) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %18 = "llvm.extractvalue"(%7) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %19 = "llvm.extractvalue"(%7) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %20 = "llvm.extractvalue"(%7) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %21 = "llvm.extractvalue"(%7) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %22 = "llvm.extractvalue"(%9) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %23 = "llvm.extractvalue"(%9) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %24 = "llvm.extractvalue"(%9) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %25 = "llvm.extractvalue"(%9) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %26 = "llvm.extractvalue"(%9) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %27 = "llvm.extractvalue"(%11) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %28 = "llvm.extractvalue"(%11) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %29 = "llvm.extractvalue"(%11) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %30 = "llvm.extractvalue"(%11) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %31 = "llvm.extractvalue"(%11) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "gpu.launch_func"(%1, %1, %1, %0, %1, %1, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31) <{kernel = @vec::@lanes, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 20, 0>}> : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
