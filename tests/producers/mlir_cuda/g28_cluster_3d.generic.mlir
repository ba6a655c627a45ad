"builtin.module"() ({
  "gpu.module"() <{sym_name = "cluster", targets = [#nvvm.target<chip = "sm_90a", features = "+ptx80">]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "where", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64):
      %17 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
      %18 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %19 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      %20 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
      %21 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
      %22 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
      %23 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
      %24 = "nvvm.read.ptx.sreg.clusterid.x"() : () -> i32
      %25 = "llvm.sext"(%24) : (i32) -> i64
      %26 = "nvvm.read.ptx.sreg.clusterid.y"() : () -> i32
      %27 = "llvm.sext"(%26) : (i32) -> i64
      %28 = "nvvm.read.ptx.sreg.clusterid.z"() : () -> i32
      %29 = "llvm.sext"(%28) : (i32) -> i64
      %30 = "nvvm.read.ptx.sreg.nclusterid.x"() : () -> i32
      %31 = "llvm.sext"(%30) : (i32) -> i64
      %32 = "nvvm.read.ptx.sreg.nclusterid.y"() : () -> i32
      %33 = "llvm.sext"(%32) : (i32) -> i64
      %34 = "nvvm.read.ptx.sreg.nclusterid.z"() : () -> i32
      %35 = "llvm.sext"(%34) : (i32) -> i64
      %36 = "nvvm.read.ptx.sreg.cluster.ctaid.x"() : () -> i32
      %37 = "llvm.sext"(%36) : (i32) -> i64
      %38 = "nvvm.read.ptx.sreg.cluster.ctaid.y"() : () -> i32
      %39 = "llvm.sext"(%38) : (i32) -> i64
      %40 = "nvvm.read.ptx.sreg.cluster.ctaid.z"() : () -> i32
      %41 = "llvm.sext"(%40) : (i32) -> i64
      %42 = "nvvm.read.ptx.sreg.cluster.nctaid.x"() : () -> i32
      %43 = "llvm.sext"(%42) : (i32) -> i64
      %44 = "nvvm.read.ptx.sreg.cluster.nctaid.y"() : () -> i32
      %45 = "llvm.sext"(%44) : (i32) -> i64
      %46 = "nvvm.read.ptx.sreg.cluster.nctaid.z"() : () -> i32
      %47 = "llvm.sext"(%46) : (i32) -> i64
      %48 = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
      %49 = "llvm.sext"(%48) : (i32) -> i64
      %50 = "nvvm.read.ptx.sreg.ntid.x"() : () -> i32
      %51 = "llvm.sext"(%50) : (i32) -> i64
      %52 = "llvm.mul"(%49, %51) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %53 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %54 = "llvm.sext"(%53) : (i32) -> i64
      %55 = "llvm.add"(%54, %52) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %56 = "nvvm.read.ptx.sreg.ctaid.y"() : () -> i32
      %57 = "llvm.sext"(%56) : (i32) -> i64
      %58 = "nvvm.read.ptx.sreg.ntid.y"() : () -> i32
      %59 = "llvm.sext"(%58) : (i32) -> i64
      %60 = "llvm.mul"(%57, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %61 = "nvvm.read.ptx.sreg.tid.y"() : () -> i32
      %62 = "llvm.sext"(%61) : (i32) -> i64
      %63 = "llvm.add"(%62, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %64 = "nvvm.read.ptx.sreg.nctaid.x"() : () -> i32
      %65 = "llvm.sext"(%64) : (i32) -> i64
      %66 = "nvvm.read.ptx.sreg.nctaid.y"() : () -> i32
      %67 = "llvm.sext"(%66) : (i32) -> i64
      %68 = "llvm.mul"(%45, %41) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %69 = "llvm.add"(%39, %68) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %70 = "llvm.mul"(%43, %69) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %71 = "llvm.add"(%37, %70) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %72 = "llvm.mul"(%33, %29) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %73 = "llvm.add"(%27, %72) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %74 = "llvm.mul"(%31, %73) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %75 = "llvm.add"(%25, %74) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %76 = "llvm.mul"(%57, %65) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %77 = "llvm.add"(%49, %76) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %78 = "llvm.mul"(%77, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %79 = "llvm.icmp"(%54, %18) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%79)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %80 = "llvm.add"(%78, %19) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %81 = "llvm.add"(%78, %20) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %82 = "llvm.add"(%78, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %83 = "llvm.add"(%78, %22) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %84 = "llvm.add"(%78, %23) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %85 = "llvm.trunc"(%71) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %86 = "llvm.trunc"(%75) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %87 = "llvm.mul"(%35, %47) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %88 = "llvm.trunc"(%87) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %89 = "llvm.trunc"(%55) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %90 = "llvm.trunc"(%63) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %91 = "llvm.trunc"(%67) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %92 = "llvm.getelementptr"(%arg1, %78) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%85, %92) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %93 = "llvm.getelementptr"(%arg1, %80) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%86, %93) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %94 = "llvm.getelementptr"(%arg1, %81) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%88, %94) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %95 = "llvm.getelementptr"(%arg1, %82) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%89, %95) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %96 = "llvm.getelementptr"(%arg1, %83) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%90, %96) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %97 = "llvm.getelementptr"(%arg1, %84) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%91, %97) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.br"()[^bb2] : () -> ()
    ^bb2:  // 2 preds: ^bb0, ^bb1
      "llvm.return"() : () -> ()
    }) {gpu.kernel, nvvm.kernel} : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 128 : index}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
    %2 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %5 = "builtin.unrealized_conversion_cast"(%4) : (i64) -> index
    %6 = "builtin.unrealized_conversion_cast"(%3) : (i64) -> index
    %7 = "builtin.unrealized_conversion_cast"(%2) : (i64) -> index
    %8 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> index
    %9 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> index
    %10 = "gpu.alloc"(%9) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (index) -> memref<?xi32>
    %11 = "builtin.unrealized_conversion_cast"(%10) : (memref<?xi32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %12 = "llvm.extractvalue"(%11) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %13 = "llvm.extractvalue"(%11) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %14 = "llvm.extractvalue"(%11) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %15 = "llvm.extractvalue"(%11) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %16 = "llvm.extractvalue"(%11) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "gpu.launch_func"(%2, %2, %4, %1, %4, %4, %3, %3, %4, %12, %13, %14, %15, %16) <{kernel = @cluster::@where, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 5, 0>}> : (i64, i64, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    "gpu.dealloc"(%10) : (memref<?xi32>) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
