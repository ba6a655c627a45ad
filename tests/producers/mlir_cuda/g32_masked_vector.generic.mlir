"builtin.module"() ({
  "gpu.module"() <{sym_name = "k", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "masked", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64):
      %27 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %28 = "llvm.mlir.poison"() : () -> vector<8xi64>
      %29 = "llvm.mlir.constant"() <{value = dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>}> : () -> vector<8xi32>
      %30 = "llvm.mlir.constant"() <{value = dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xindex>}> : () -> vector<8xi64>
      %31 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<8xf32>}> : () -> vector<8xf32>
      %32 = "llvm.mlir.constant"() <{value = 128 : index}> : () -> i64
      %33 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
      %34 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 128>}> : () -> i32
      %35 = "llvm.sext"(%34) : (i32) -> i64
      %36 = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
      %37 = "llvm.sext"(%36) : (i32) -> i64
      %38 = "llvm.mul"(%37, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %39 = "llvm.add"(%38, %35) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %40 = "llvm.mul"(%39, %33) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %41 = "llvm.sub"(%arg15, %40) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %42 = "llvm.insertelement"(%28, %41, %27) : (vector<8xi64>, i64, i32) -> vector<8xi64>
      %43 = "llvm.shufflevector"(%42, %28) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<8xi64>, vector<8xi64>) -> vector<8xi64>
      %44 = "llvm.icmp"(%43, %30) <{predicate = 4 : i64}> : (vector<8xi64>, vector<8xi64>) -> vector<8xi1>
      %45 = "llvm.getelementptr"(%arg1, %40) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %46 = "llvm.intr.masked.load"(%45, %44, %31) <{alignment = 4 : i32}> : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
      %47 = "llvm.getelementptr"(%arg6, %40) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %48 = "llvm.load"(%47) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<8xi32>
      %49 = "llvm.add"(%48, %29) <{overflowFlags = 0 : i32}> : (vector<8xi32>, vector<8xi32>) -> vector<8xi32>
      %50 = "llvm.getelementptr"(%arg1, %49) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, vector<8xi32>) -> vector<8x!llvm.ptr>
      %51 = "llvm.intr.masked.gather"(%50, %44, %31) <{alignment = 4 : i32}> : (vector<8x!llvm.ptr>, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
      %52 = "llvm.fadd"(%46, %51) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
      %53 = "llvm.fcmp"(%52, %31) <{fastmathFlags = #llvm.fastmath<none>, predicate = 2 : i64}> : (vector<8xf32>, vector<8xf32>) -> vector<8xi1>
      %54 = "llvm.select"(%53, %52, %31) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xi1>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
      %55 = "llvm.getelementptr"(%arg11, %40) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.intr.masked.store"(%54, %55, %44) <{alignment = 4 : i32}> : (vector<8xf32>, !llvm.ptr, vector<8xi1>) -> ()
      %56 = "llvm.getelementptr"(%arg11, %49) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, vector<8xi32>) -> vector<8x!llvm.ptr>
      "llvm.intr.masked.scatter"(%51, %56, %44) <{alignment = 4 : i32}> : (vector<8xf32>, vector<8x!llvm.ptr>, vector<8xi1>) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 1000 : index}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 128 : index}> : () -> i64
    %2 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %3 = "builtin.unrealized_conversion_cast"(%2) : (i64) -> index
    %4 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> index
    %5 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> index
    %6 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<1000xf32>
    %7 = "builtin.unrealized_conversion_cast"(%6) : (memref<1000xf32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<1024xi32>
    %9 = "builtin.unrealized_conversion_cast"(%8) : (memref<1024xi32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<1000xf32>
    %11 = "builtin.unrealized_conversion_cast"(%10) : (memref<1000xf32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %12 = "llvm.extractvalue"(%7) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %13 = "llvm.extractvalue"(%7) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %14 = "llvm.extractvalue"(%7) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %15 = "llvm.extractvalue"(%7) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %16 = "llvm.extractvalue"(%7) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %17 = "llvm.extractvalue"(%9) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %18 = "llvm.extractvalue"(%9) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %19 = "llvm.extractvalue"(%9) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %20 = "llvm.extractvalue"(%9) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %21 = "llvm.extractvalue"(%9) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %22 = "llvm.extractvalue"(%11) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %23 = "llvm.extractvalue"(%11) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %24 = "llvm.extractvalue"(%11) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %25 = "llvm.extractvalue"(%11) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %26 = "llvm.extractvalue"(%11) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "gpu.launch_func"(%2, %2, %2, %1, %2, %2, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %0) <{kernel = @k::@masked, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 16, 0>}> : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
