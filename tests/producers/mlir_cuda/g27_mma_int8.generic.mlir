"builtin.module"() ({
  "gpu.module"() <{sym_name = "tensor_core", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<16 x array<32 x i8>>, linkage = #llvm.linkage<private>, sym_name = "sA", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<8 x array<32 x i8>>, linkage = #llvm.linkage<private>, sym_name = "sBt", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, i64, i64, ptr, ptr, i64, i64, i64, i64, i64, ptr, ptr, i64, i64, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "imma", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64):
      %31 = "llvm.mlir.addressof"() <{global_name = @sBt}> : () -> !llvm.ptr<3>
      %32 = "llvm.mlir.addressof"() <{global_name = @sA}> : () -> !llvm.ptr<3>
      %33 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
      %34 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
      %35 = "llvm.mlir.poison"() : () -> vector<2xi32>
      %36 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %37 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %38 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
      %39 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
      %40 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
      %41 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
      %42 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
      %43 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      %44 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %45 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
      %46 = "llvm.sext"(%45) : (i32) -> i64
      %47 = "llvm.getelementptr"(%32) <{elem_type = !llvm.array<16 x array<32 x i8>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %48 = "llvm.getelementptr"(%31) <{elem_type = !llvm.array<8 x array<32 x i8>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %49 = "llvm.urem"(%46, %39) : (i64, i64) -> i64
      %50 = "llvm.udiv"(%46, %39) : (i64, i64) -> i64
      %51 = "llvm.mul"(%50, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%44)[^bb1] : (i64) -> ()
    ^bb1(%52: i64):  // 2 preds: ^bb0, ^bb2
      %53 = "llvm.icmp"(%52, %39) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%53)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %54 = "llvm.add"(%51, %52) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %55 = "llvm.mul"(%49, %38) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %56 = "llvm.add"(%55, %54) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %57 = "llvm.getelementptr"(%arg1, %56) <{elem_type = i8, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %58 = "llvm.load"(%57) <{ordering = 0 : i64}> : (!llvm.ptr) -> i8
      %59 = "llvm.getelementptr"(%47, %56) <{elem_type = i8, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%58, %59) <{ordering = 0 : i64}> : (i8, !llvm.ptr<3>) -> ()
      %60 = "llvm.add"(%52, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%60)[^bb1] : (i64) -> ()
    ^bb3:  // pred: ^bb1
      %61 = "llvm.urem"(%46, %40) : (i64, i64) -> i64
      %62 = "llvm.udiv"(%46, %40) : (i64, i64) -> i64
      %63 = "llvm.mul"(%62, %40) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%44)[^bb4] : (i64) -> ()
    ^bb4(%64: i64):  // 2 preds: ^bb3, ^bb5
      %65 = "llvm.icmp"(%64, %40) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%65)[^bb5, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb5:  // pred: ^bb4
      %66 = "llvm.add"(%63, %64) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %67 = "llvm.mul"(%61, %38) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %68 = "llvm.add"(%67, %66) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %69 = "llvm.getelementptr"(%arg8, %68) <{elem_type = i8, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %70 = "llvm.load"(%69) <{ordering = 0 : i64}> : (!llvm.ptr) -> i8
      %71 = "llvm.getelementptr"(%48, %68) <{elem_type = i8, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%70, %71) <{ordering = 0 : i64}> : (i8, !llvm.ptr<3>) -> ()
      %72 = "llvm.add"(%64, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%72)[^bb4] : (i64) -> ()
    ^bb6:  // pred: ^bb4
      "nvvm.barrier0"() : () -> ()
      %73 = "llvm.mul"(%49, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %74 = "llvm.add"(%73, %51) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %75 = "llvm.getelementptr"(%47, %74) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      %76 = "nvvm.ldmatrix"(%75) <{eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>}> : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
      %77 = "llvm.extractvalue"(%76) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i32, i32, i32)>) -> i32
      %78 = "llvm.extractvalue"(%76) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i32, i32, i32)>) -> i32
      %79 = "llvm.extractvalue"(%76) <{position = array<i64: 2>}> : (!llvm.struct<(i32, i32, i32, i32)>) -> i32
      %80 = "llvm.extractvalue"(%76) <{position = array<i64: 3>}> : (!llvm.struct<(i32, i32, i32, i32)>) -> i32
      %81 = "llvm.urem"(%49, %40) : (i64, i64) -> i64
      %82 = "llvm.udiv"(%49, %40) : (i64, i64) -> i64
      %83 = "llvm.mul"(%82, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %84 = "llvm.mul"(%81, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %85 = "llvm.add"(%84, %83) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %86 = "llvm.getelementptr"(%48, %85) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      %87 = "nvvm.ldmatrix"(%86) <{eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>}> : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
      %88 = "llvm.extractvalue"(%87) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i32)>) -> i32
      %89 = "llvm.extractvalue"(%87) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i32)>) -> i32
      %90 = "llvm.udiv"(%46, %41) : (i64, i64) -> i64
      %91 = "llvm.urem"(%46, %41) : (i64, i64) -> i64
      %92 = "llvm.mul"(%91, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %93 = "llvm.add"(%92, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %94 = "llvm.add"(%90, %40) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %95 = "llvm.mul"(%90, %40) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %96 = "llvm.add"(%95, %92) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %97 = "llvm.getelementptr"(%arg15, %96) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %98 = "llvm.load"(%97) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %99 = "llvm.add"(%95, %93) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %100 = "llvm.getelementptr"(%arg15, %99) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %101 = "llvm.load"(%100) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %102 = "llvm.mul"(%94, %40) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %103 = "llvm.add"(%102, %92) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %104 = "llvm.getelementptr"(%arg15, %103) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %105 = "llvm.load"(%104) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %106 = "llvm.add"(%102, %93) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %107 = "llvm.getelementptr"(%arg15, %106) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %108 = "llvm.load"(%107) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %109 = "llvm.insertelement"(%35, %98, %33) : (vector<2xi32>, i32, i64) -> vector<2xi32>
      %110 = "llvm.insertelement"(%109, %101, %34) : (vector<2xi32>, i32, i64) -> vector<2xi32>
      %111 = "llvm.insertelement"(%35, %105, %33) : (vector<2xi32>, i32, i64) -> vector<2xi32>
      %112 = "llvm.insertelement"(%111, %108, %34) : (vector<2xi32>, i32, i64) -> vector<2xi32>
      %113 = "llvm.extractelement"(%110, %33) : (vector<2xi32>, i64) -> i32
      %114 = "llvm.extractelement"(%110, %34) : (vector<2xi32>, i64) -> i32
      %115 = "llvm.extractelement"(%112, %33) : (vector<2xi32>, i64) -> i32
      %116 = "llvm.extractelement"(%112, %34) : (vector<2xi32>, i64) -> i32
      %117 = "nvvm.mma.sync"(%77, %78, %79, %80, %88, %89, %113, %114, %115, %116) <{intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 32>}> : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
      %118 = "llvm.extractvalue"(%117) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i32, i32, i32)>) -> i32
      %119 = "llvm.extractvalue"(%117) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i32, i32, i32)>) -> i32
      %120 = "llvm.insertelement"(%35, %118, %36) : (vector<2xi32>, i32, i32) -> vector<2xi32>
      %121 = "llvm.insertelement"(%120, %119, %37) : (vector<2xi32>, i32, i32) -> vector<2xi32>
      %122 = "llvm.extractvalue"(%117) <{position = array<i64: 2>}> : (!llvm.struct<(i32, i32, i32, i32)>) -> i32
      %123 = "llvm.extractvalue"(%117) <{position = array<i64: 3>}> : (!llvm.struct<(i32, i32, i32, i32)>) -> i32
      %124 = "llvm.insertelement"(%35, %122, %36) : (vector<2xi32>, i32, i32) -> vector<2xi32>
      %125 = "llvm.insertelement"(%124, %123, %37) : (vector<2xi32>, i32, i32) -> vector<2xi32>
      %126 = "llvm.extractelement"(%121, %33) : (vector<2xi32>, i64) -> i32
      %127 = "llvm.extractelement"(%125, %34) : (vector<2xi32>, i64) -> i32
      "llvm.store"(%126, %97) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.store"(%127, %107) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %2 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> index
    %3 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> index
    %4 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<16x32xi8>
    %5 = "builtin.unrealized_conversion_cast"(%4) : (memref<16x32xi8>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<8x32xi8>
    %7 = "builtin.unrealized_conversion_cast"(%6) : (memref<8x32xi8>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<16x8xi32>
    %9 = "builtin.unrealized_conversion_cast"(%8) : (memref<16x8xi32>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10 = "llvm.extractvalue"(%5) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %11 = "llvm.extractvalue"(%5) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %12 = "llvm.extractvalue"(%5) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %13 = "llvm.extractvalue"(%5) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %14 = "llvm.extractvalue"(%5) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %15 = "llvm.extractvalue"(%5) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %16 = "llvm.extractvalue"(%5) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %17 = "llvm.extractvalue"(%7) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %18 = "llvm.extractvalue"(%7) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %19 = "llvm.extractvalue"(%7) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %20 = "llvm.extractvalue"(%7) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %21 = "llvm.extractvalue"(%7) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %22 = "llvm.extractvalue"(%7) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %23 = "llvm.extractvalue"(%7) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %24 = "llvm.extractvalue"(%9) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %25 = "llvm.extractvalue"(%9) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %26 = "llvm.extractvalue"(%9) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %27 = "llvm.extractvalue"(%9) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %28 = "llvm.extractvalue"(%9) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %29 = "llvm.extractvalue"(%9) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %30 = "llvm.extractvalue"(%9) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    "gpu.launch_func"(%1, %1, %1, %0, %1, %1, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30) <{kernel = @tensor_core::@imma, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 21, 0>}> : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
