"builtin.module"() ({
  "gpu.module"() <{sym_name = "k", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "arrays", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64):
      %27 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
      %28 = "llvm.mlir.constant"() <{value = 128 : index}> : () -> i64
      %29 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %30 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %31 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %32 = "llvm.mlir.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %33 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      %34 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
      %35 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %36 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
      %37 = "llvm.alloca"(%36) <{elem_type = f32}> : (i64) -> !llvm.ptr
      %38 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 128>}> : () -> i32
      %39 = "llvm.sext"(%38) : (i32) -> i64
      %40 = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
      %41 = "llvm.sext"(%40) : (i32) -> i64
      %42 = "llvm.alloca"(%27) <{elem_type = i32}> : (i64) -> !llvm.ptr
      "llvm.br"(%35)[^bb1] : (i64) -> ()
    ^bb1(%43: i64):  // 2 preds: ^bb0, ^bb2
      %44 = "llvm.icmp"(%43, %27) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%44)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %45 = "llvm.getelementptr"(%42, %43) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%29, %45) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %46 = "llvm.add"(%43, %33) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%46)[^bb1] : (i64) -> ()
    ^bb3:  // pred: ^bb1
      %47 = "llvm.mul"(%41, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %48 = "llvm.add"(%47, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%35, %29)[^bb4] : (i64, i32) -> ()
    ^bb4(%49: i64, %50: i32):  // 2 preds: ^bb3, ^bb5
      %51 = "llvm.icmp"(%49, %34) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%51, %35, %32)[^bb5, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (i1, i64, f32) -> ()
    ^bb5:  // pred: ^bb4
      %52 = "llvm.mul"(%48, %34) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %53 = "llvm.add"(%52, %49) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %54 = "llvm.getelementptr"(%arg1, %53) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %55 = "llvm.load"(%54) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %56 = "llvm.and"(%55, %31) : (i32, i32) -> i32
      %57 = "llvm.sext"(%56) : (i32) -> i64
      %58 = "llvm.getelementptr"(%42, %57) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %59 = "llvm.load"(%58) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %60 = "llvm.add"(%59, %30) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.store"(%60, %58) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %61 = "llvm.sitofp"(%55) : (i32) -> f32
      %62 = "llvm.getelementptr"(%37, %49) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%61, %62) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %63 = "llvm.intr.smax"(%50, %55) : (i32, i32) -> i32
      %64 = "llvm.add"(%49, %33) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%64, %63)[^bb4] : (i64, i32) -> ()
    ^bb6(%65: i64, %66: f32):  // 2 preds: ^bb4, ^bb7
      %67 = "llvm.icmp"(%65, %34) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%67)[^bb7, ^bb8] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb7:  // pred: ^bb6
      %68 = "llvm.getelementptr"(%37, %65) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %69 = "llvm.load"(%68) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %70 = "llvm.fadd"(%66, %69) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %71 = "llvm.add"(%65, %33) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%71, %70)[^bb6] : (i64, f32) -> ()
    ^bb8:  // pred: ^bb6
      %72 = "llvm.sitofp"(%50) : (i32) -> f32
      %73 = "llvm.fdiv"(%66, %72) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %74 = "llvm.getelementptr"(%arg6, %48) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%73, %74) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      "llvm.br"(%35)[^bb9] : (i64) -> ()
    ^bb9(%75: i64):  // 2 preds: ^bb8, ^bb10
      %76 = "llvm.icmp"(%75, %27) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%76)[^bb10, ^bb11] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb10:  // pred: ^bb9
      %77 = "llvm.getelementptr"(%42, %75) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %78 = "llvm.load"(%77) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %79 = "llvm.mul"(%41, %27) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %80 = "llvm.add"(%79, %75) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %81 = "llvm.getelementptr"(%arg11, %80) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %82 = "llvm.atomicrmw"(%81, %78) <{bin_op = 1 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
      %83 = "llvm.add"(%75, %33) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%83)[^bb9] : (i64) -> ()
    ^bb11:  // pred: ^bb9
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 128 : index}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %2 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %3 = "builtin.unrealized_conversion_cast"(%2) : (i64) -> index
    %4 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> index
    %5 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> index
    %6 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<4096xi32>
    %7 = "builtin.unrealized_conversion_cast"(%6) : (memref<4096xi32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<4096xf32>
    %9 = "builtin.unrealized_conversion_cast"(%8) : (memref<4096xf32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<512xi32>
    %11 = "builtin.unrealized_conversion_cast"(%10) : (memref<512xi32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
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
    "gpu.launch_func"(%1, %2, %2, %0, %2, %2, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26) <{kernel = @k::@arrays, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 15, 0>}> : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
