"builtin.module"() ({
  "gpu.module"() <{sym_name = "hmma", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<16 x array<8 x f16>>, linkage = #llvm.linkage<private>, sym_name = "sA", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<8 x array<8 x f16>>, linkage = #llvm.linkage<private>, sym_name = "sB", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, i64, i64, ptr, ptr, i64, i64, i64, i64, i64, ptr, ptr, i64, i64, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "mma_f16", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64):
      %31 = "llvm.mlir.addressof"() <{global_name = @sB}> : () -> !llvm.ptr<3>
      %32 = "llvm.mlir.addressof"() <{global_name = @sA}> : () -> !llvm.ptr<3>
      %33 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
      %34 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
      %35 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
      %36 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
      %37 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %38 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
      %39 = "llvm.sext"(%38) : (i32) -> i64
      %40 = "llvm.getelementptr"(%32) <{elem_type = !llvm.array<16 x array<8 x f16>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %41 = "llvm.getelementptr"(%31) <{elem_type = !llvm.array<8 x array<8 x f16>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %42 = "llvm.icmp"(%39, %34) <{predicate = 6 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%42)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %43 = "llvm.mul"(%39, %33) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %44 = "llvm.add"(%43, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %45 = "llvm.getelementptr"(%40, %44) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      %46 = "llvm.getelementptr"(%arg1, %44) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %47 = "llvm.addrspacecast"(%46) : (!llvm.ptr) -> !llvm.ptr<1>
      "nvvm.cp.async.shared.global"(%45, %47) <{modifier = #nvvm<load_cache_modifier ca>, size = 16 : i32}> : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
      "nvvm.cp.async.commit.group"() : () -> ()
      "nvvm.cp.async.wait.group"() <{n = 0 : i32}> : () -> ()
      "llvm.br"()[^bb4] : () -> ()
    ^bb2:  // pred: ^bb0
      %48 = "llvm.sub"(%39, %34) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %49 = "llvm.icmp"(%48, %33) <{predicate = 6 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%49)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb3:  // pred: ^bb2
      %50 = "llvm.mul"(%48, %33) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %51 = "llvm.add"(%50, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %52 = "llvm.getelementptr"(%41, %51) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      %53 = "llvm.getelementptr"(%arg8, %51) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %54 = "llvm.addrspacecast"(%53) : (!llvm.ptr) -> !llvm.ptr<1>
      "nvvm.cp.async.shared.global"(%52, %54) <{modifier = #nvvm<load_cache_modifier cg>, size = 16 : i32}> : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
      "nvvm.cp.async.commit.group"() : () -> ()
      "nvvm.cp.async.wait.group"() <{n = 0 : i32}> : () -> ()
      "llvm.br"()[^bb4] : () -> ()
    ^bb4:  // 3 preds: ^bb1, ^bb2, ^bb3
      "nvvm.barrier0"() : () -> ()
      %55 = "llvm.urem"(%39, %34) : (i64, i64) -> i64
      %56 = "llvm.urem"(%39, %33) : (i64, i64) -> i64
      %57 = "llvm.mul"(%55, %33) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %58 = "llvm.add"(%57, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %59 = "llvm.getelementptr"(%40, %58) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      %60 = "nvvm.ldmatrix"(%59) <{eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>}> : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
      %61 = "llvm.extractvalue"(%60) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i32)>) -> i32
      %62 = "llvm.bitcast"(%61) : (i32) -> vector<2xf16>
      %63 = "llvm.extractvalue"(%60) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i32)>) -> i32
      %64 = "llvm.bitcast"(%63) : (i32) -> vector<2xf16>
      %65 = "llvm.mul"(%56, %33) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %66 = "llvm.add"(%65, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %67 = "llvm.getelementptr"(%41, %66) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      %68 = "nvvm.ldmatrix"(%67) <{eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>}> : (!llvm.ptr<3>) -> i32
      %69 = "llvm.bitcast"(%68) : (i32) -> vector<2xf16>
      %70 = "llvm.udiv"(%39, %35) : (i64, i64) -> i64
      %71 = "llvm.urem"(%39, %35) : (i64, i64) -> i64
      %72 = "llvm.mul"(%71, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %73 = "llvm.add"(%70, %33) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %74 = "llvm.mul"(%70, %33) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %75 = "llvm.add"(%74, %72) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %76 = "llvm.getelementptr"(%arg15, %75) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %77 = "llvm.load"(%76) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<2xf16>
      %78 = "llvm.mul"(%73, %33) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %79 = "llvm.add"(%78, %72) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %80 = "llvm.getelementptr"(%arg15, %79) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %81 = "llvm.load"(%80) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<2xf16>
      %82 = "nvvm.mma.sync"(%62, %64, %69, %77, %81) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 2, 1, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 8>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
      %83 = "llvm.extractvalue"(%82) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
      %84 = "llvm.extractvalue"(%82) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
      "llvm.store"(%83, %76) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr) -> ()
      "llvm.store"(%84, %80) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %2 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> index
    %3 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> index
    %4 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<16x8xf16>
    %5 = "builtin.unrealized_conversion_cast"(%4) : (memref<16x8xf16>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<8x8xf16>
    %7 = "builtin.unrealized_conversion_cast"(%6) : (memref<8x8xf16>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<16x8xf16>
    %9 = "builtin.unrealized_conversion_cast"(%8) : (memref<16x8xf16>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
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
    "gpu.launch_func"(%1, %1, %1, %0, %1, %1, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30) <{kernel = @hmma::@mma_f16, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 21, 0>}> : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
