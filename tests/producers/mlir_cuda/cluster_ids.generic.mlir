"builtin.module"() ({
  "gpu.module"() <{sym_name = "clusters", targets = [#nvvm.target<chip = "sm_90a", features = "+ptx80">]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "where", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64):
      %13 = "nvvm.read.ptx.sreg.clusterid.x"() : () -> i32
      %14 = "llvm.sext"(%13) : (i32) -> i64
      %15 = "nvvm.read.ptx.sreg.clusterid.y"() : () -> i32
      %16 = "llvm.sext"(%15) : (i32) -> i64
      %17 = "nvvm.read.ptx.sreg.nclusterid.x"() : () -> i32
      %18 = "llvm.sext"(%17) : (i32) -> i64
      %19 = "nvvm.read.ptx.sreg.cluster.ctaid.x"() : () -> i32
      %20 = "llvm.sext"(%19) : (i32) -> i64
      %21 = "nvvm.read.ptx.sreg.cluster.ctaid.y"() : () -> i32
      %22 = "llvm.sext"(%21) : (i32) -> i64
      %23 = "nvvm.read.ptx.sreg.cluster.nctaid.x"() : () -> i32
      %24 = "llvm.sext"(%23) : (i32) -> i64
      %25 = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
      %26 = "llvm.sext"(%25) : (i32) -> i64
      %27 = "llvm.mul"(%14, %18) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %28 = "llvm.add"(%27, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %29 = "llvm.mul"(%20, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %30 = "llvm.add"(%29, %22) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %31 = "llvm.add"(%28, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %32 = "llvm.trunc"(%31) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %33 = "llvm.getelementptr"(%arg1, %26) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%32, %33) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, nvvm.kernel} : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %2 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %3 = "builtin.unrealized_conversion_cast"(%2) : (i64) -> index
    %4 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> index
    %5 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> index
    %6 = "gpu.alloc"(%5) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (index) -> memref<?xi32>
    %7 = "builtin.unrealized_conversion_cast"(%6) : (memref<?xi32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8 = "llvm.extractvalue"(%7) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %9 = "llvm.extractvalue"(%7) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %10 = "llvm.extractvalue"(%7) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %11 = "llvm.extractvalue"(%7) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %12 = "llvm.extractvalue"(%7) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "gpu.launch_func"(%0, %2, %2, %2, %2, %2, %1, %2, %2, %8, %9, %10, %11, %12) <{kernel = @clusters::@where, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 5, 0>}> : (i64, i64, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    "gpu.dealloc"(%6) : (memref<?xi32>) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
