"builtin.module"() ({
  "gpu.module"() <{sym_name = "k", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.mlir.global"() <{addr_space = 3 : i32, global_type = !llvm.array<8 x i32>, linkage = #llvm.linkage<internal>, sym_name = "__wg_scan_0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "scan", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64):
      %20 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
      %21 = "llvm.mlir.constant"() <{value = 256 : index}> : () -> i64
      %22 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
      %23 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %24 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %25 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %26 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %27 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %28 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
      %29 = "llvm.mlir.constant"() <{value = 31 : i32}> : () -> i32
      %30 = "llvm.mlir.constant"() <{value = 31 : index}> : () -> i64
      %31 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
      %32 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      %33 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %34 = "llvm.mlir.addressof"() <{global_name = @__wg_scan_0}> : () -> !llvm.ptr<3>
      %35 = "llvm.getelementptr"(%34) <{elem_type = !llvm.array<8 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %36 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 256>}> : () -> i32
      %37 = "llvm.sext"(%36) : (i32) -> i64
      %38 = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
      %39 = "llvm.sext"(%38) : (i32) -> i64
      %40 = "nvvm.read.ptx.sreg.laneid"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
      %41 = "llvm.sext"(%40) : (i32) -> i64
      %42 = "llvm.udiv"(%37, %31) : (i64, i64) -> i64
      %43 = "nvvm.read.ptx.sreg.ntid.x"() <{range = #llvm.constant_range<i32, 1, 257>}> : () -> i32
      %44 = "llvm.sext"(%43) : (i32) -> i64
      %45 = "llvm.udiv"(%44, %31) : (i64, i64) -> i64
      %46 = "llvm.mul"(%39, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %47 = "llvm.add"(%46, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %48 = "llvm.getelementptr"(%arg1, %47) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %49 = "llvm.load"(%48) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %50 = "llvm.trunc"(%41) <{overflowFlags = 0 : i32}> : (i64) -> i32
      "llvm.br"(%33, %49)[^bb1] : (i64, i32) -> ()
    ^bb1(%51: i64, %52: i32):  // 2 preds: ^bb0, ^bb2
      %53 = "llvm.icmp"(%51, %32) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%53)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %54 = "llvm.sub"(%22, %22) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %55 = "llvm.lshr"(%20, %54) : (i32, i32) -> i32
      %56 = "nvvm.shfl.sync"(%55, %52, %24, %54) <{kind = #nvvm<shfl_kind up>, return_value_and_is_valid}> : (i32, i32, i32, i32) -> !llvm.struct<(i32, i1)>
      %57 = "llvm.extractvalue"(%56) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i1)>) -> i32
      %58 = "llvm.extractvalue"(%56) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i1)>) -> i1
      %59 = "llvm.select"(%58, %57, %23) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %60 = "llvm.add"(%52, %59) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %61 = "nvvm.shfl.sync"(%55, %60, %25, %54) <{kind = #nvvm<shfl_kind up>, return_value_and_is_valid}> : (i32, i32, i32, i32) -> !llvm.struct<(i32, i1)>
      %62 = "llvm.extractvalue"(%61) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i1)>) -> i32
      %63 = "llvm.extractvalue"(%61) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i1)>) -> i1
      %64 = "llvm.select"(%63, %62, %23) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %65 = "llvm.add"(%60, %64) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %66 = "nvvm.shfl.sync"(%55, %65, %26, %54) <{kind = #nvvm<shfl_kind up>, return_value_and_is_valid}> : (i32, i32, i32, i32) -> !llvm.struct<(i32, i1)>
      %67 = "llvm.extractvalue"(%66) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i1)>) -> i32
      %68 = "llvm.extractvalue"(%66) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i1)>) -> i1
      %69 = "llvm.select"(%68, %67, %23) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %70 = "llvm.add"(%65, %69) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %71 = "nvvm.shfl.sync"(%55, %70, %27, %54) <{kind = #nvvm<shfl_kind up>, return_value_and_is_valid}> : (i32, i32, i32, i32) -> !llvm.struct<(i32, i1)>
      %72 = "llvm.extractvalue"(%71) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i1)>) -> i32
      %73 = "llvm.extractvalue"(%71) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i1)>) -> i1
      %74 = "llvm.select"(%73, %72, %23) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %75 = "llvm.add"(%70, %74) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %76 = "nvvm.shfl.sync"(%55, %75, %28, %54) <{kind = #nvvm<shfl_kind up>, return_value_and_is_valid}> : (i32, i32, i32, i32) -> !llvm.struct<(i32, i1)>
      %77 = "llvm.extractvalue"(%76) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i1)>) -> i32
      %78 = "llvm.extractvalue"(%76) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i1)>) -> i1
      %79 = "llvm.select"(%78, %77, %23) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %80 = "llvm.add"(%75, %79) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %81 = "llvm.add"(%51, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%81, %80)[^bb1] : (i64, i32) -> ()
    ^bb3:  // pred: ^bb1
      %82 = "llvm.icmp"(%41, %30) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%82)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb4:  // pred: ^bb3
      %83 = "llvm.getelementptr"(%35, %42) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%52, %83) <{ordering = 0 : i64}> : (i32, !llvm.ptr<3>) -> ()
      "llvm.br"()[^bb5] : () -> ()
    ^bb5:  // 2 preds: ^bb3, ^bb4
      "nvvm.barrier0"() : () -> ()
      "llvm.br"(%33, %23)[^bb6] : (i64, i32) -> ()
    ^bb6(%84: i64, %85: i32):  // 2 preds: ^bb5, ^bb7
      %86 = "llvm.icmp"(%84, %42) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%86)[^bb7, ^bb8] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb7:  // pred: ^bb6
      %87 = "llvm.getelementptr"(%35, %84) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      %88 = "llvm.load"(%87) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> i32
      %89 = "llvm.add"(%85, %88) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %90 = "llvm.add"(%84, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%90, %89)[^bb6] : (i64, i32) -> ()
    ^bb8:  // pred: ^bb6
      %91 = "llvm.add"(%85, %52) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %92 = "llvm.trunc"(%45) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %93 = "llvm.sub"(%22, %22) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %94 = "llvm.lshr"(%20, %93) : (i32, i32) -> i32
      %95 = "llvm.sub"(%22, %24) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %96 = "nvvm.shfl.sync"(%94, %91, %29, %95) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %97 = "llvm.add"(%91, %92) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %98 = "llvm.xor"(%97, %50) : (i32, i32) -> i32
      %99 = "llvm.add"(%98, %96) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %100 = "llvm.getelementptr"(%arg6, %47) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%99, %100) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 256 : index}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %2 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %3 = "builtin.unrealized_conversion_cast"(%2) : (i64) -> index
    %4 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> index
    %5 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> index
    %6 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<1024xi32>
    %7 = "builtin.unrealized_conversion_cast"(%6) : (memref<1024xi32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<1024xi32>
    %9 = "builtin.unrealized_conversion_cast"(%8) : (memref<1024xi32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10 = "llvm.extractvalue"(%7) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %11 = "llvm.extractvalue"(%7) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %12 = "llvm.extractvalue"(%7) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %13 = "llvm.extractvalue"(%7) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %14 = "llvm.extractvalue"(%7) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %15 = "llvm.extractvalue"(%9) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %16 = "llvm.extractvalue"(%9) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %17 = "llvm.extractvalue"(%9) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %18 = "llvm.extractvalue"(%9) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %19 = "llvm.extractvalue"(%9) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "gpu.launch_func"(%1, %2, %2, %0, %2, %2, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19) <{kernel = @k::@scan, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 10, 0>}> : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
