"builtin.module"() ({
  "gpu.module"() <{sym_name = "k", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "switchy", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64):
      %22 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
      %23 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
      %24 = "llvm.mlir.constant"() <{value = 7 : i64}> : () -> i64
      %25 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
      %26 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
      %27 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      %28 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %29 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
      %30 = "llvm.sext"(%29) : (i32) -> i64
      %31 = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
      %32 = "llvm.sext"(%31) : (i32) -> i64
      %33 = "llvm.mul"(%32, %26) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %34 = "llvm.add"(%33, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %35 = "llvm.getelementptr"(%arg1, %34) <{elem_type = i64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %36 = "llvm.load"(%35) <{ordering = 0 : i64}> : (!llvm.ptr) -> i64
      %37 = "llvm.urem"(%34, %25) : (i64, i64) -> i64
      %38 = "llvm.trunc"(%37) <{overflowFlags = 0 : i32}> : (i64) -> i32
      "llvm.switch"(%38)[^bb4, ^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[0, 1, 3]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb1:  // pred: ^bb0
      %39 = "llvm.mul"(%36, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%39)[^bb5] : (i64) -> ()
    ^bb2:  // pred: ^bb0
      %40 = "llvm.ashr"(%36, %23) : (i64, i64) -> i64
      "llvm.br"(%40)[^bb5] : (i64) -> ()
    ^bb3:  // pred: ^bb0
      %41 = "llvm.xor"(%36, %24) : (i64, i64) -> i64
      "llvm.br"(%41)[^bb5] : (i64) -> ()
    ^bb4:  // pred: ^bb0
      %42 = "llvm.sub"(%22, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%42)[^bb5] : (i64) -> ()
    ^bb5(%43: i64):  // 4 preds: ^bb1, ^bb2, ^bb3, ^bb4
      %44 = "llvm.icmp"(%43, %22) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%44, %43, %24)[^bb6, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (i1, i64, i64) -> ()
    ^bb6:  // pred: ^bb5
      %45 = "llvm.sub"(%22, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%45, %23)[^bb7] : (i64, i64) -> ()
    ^bb7(%46: i64, %47: i64):  // 2 preds: ^bb5, ^bb6
      %48 = "llvm.urem"(%34, %arg10) : (i64, i64) -> i64
      "llvm.br"(%28, %46)[^bb8] : (i64, i64) -> ()
    ^bb8(%49: i64, %50: i64):  // 2 preds: ^bb7, ^bb11
      %51 = "llvm.icmp"(%49, %48) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%51, %28, %50)[^bb9, ^bb12] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i64, i64) -> ()
    ^bb9(%52: i64, %53: i64):  // 2 preds: ^bb8, ^bb10
      %54 = "llvm.icmp"(%52, %49) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%54)[^bb10, ^bb11] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb10:  // pred: ^bb9
      %55 = "llvm.add"(%53, %47) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %56 = "llvm.add"(%52, %27) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%56, %55)[^bb9] : (i64, i64) -> ()
    ^bb11:  // pred: ^bb9
      %57 = "llvm.add"(%49, %27) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%57, %53)[^bb8] : (i64, i64) -> ()
    ^bb12:  // pred: ^bb8
      %58 = "llvm.icmp"(%50, %36) <{predicate = 4 : i64}> : (i64, i64) -> i1
      %59 = "llvm.select"(%58, %50, %36) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i64, i64) -> i64
      %60 = "llvm.getelementptr"(%arg6, %34) <{elem_type = i64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%59, %60) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 9 : index}> : () -> i64
    %2 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %4 = "builtin.unrealized_conversion_cast"(%3) : (i64) -> index
    %5 = "builtin.unrealized_conversion_cast"(%2) : (i64) -> index
    %6 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> index
    %7 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> index
    %8 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<256xi64>
    %9 = "builtin.unrealized_conversion_cast"(%8) : (memref<256xi64>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<256xi64>
    %11 = "builtin.unrealized_conversion_cast"(%10) : (memref<256xi64>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %12 = "llvm.extractvalue"(%9) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %13 = "llvm.extractvalue"(%9) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %14 = "llvm.extractvalue"(%9) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %15 = "llvm.extractvalue"(%9) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %16 = "llvm.extractvalue"(%9) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %17 = "llvm.extractvalue"(%11) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %18 = "llvm.extractvalue"(%11) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %19 = "llvm.extractvalue"(%11) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %20 = "llvm.extractvalue"(%11) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %21 = "llvm.extractvalue"(%11) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "gpu.launch_func"(%2, %3, %3, %0, %3, %3, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %1) <{kernel = @k::@switchy, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 11, 0>}> : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
