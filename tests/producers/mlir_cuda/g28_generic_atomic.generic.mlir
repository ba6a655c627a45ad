"builtin.module"() ({
  "gpu.module"() <{sym_name = "atomics", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.mlir.global"() <{addr_space = 3 : i32, global_type = !llvm.array<1 x i32>, linkage = #llvm.linkage<internal>, sym_name = "__wg_update_0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "update", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64):
      %18 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %19 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %20 = "llvm.mlir.constant"() <{value = 200 : i32}> : () -> i32
      %21 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %22 = "llvm.mlir.addressof"() <{global_name = @__wg_update_0}> : () -> !llvm.ptr<3>
      %23 = "llvm.getelementptr"(%22) <{elem_type = !llvm.array<1 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %24 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 128>}> : () -> i32
      %25 = "llvm.sext"(%24) : (i32) -> i64
      %26 = "llvm.trunc"(%25) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %27 = "llvm.uitofp"(%26) : (i32) -> f32
      %28 = "llvm.icmp"(%25, %21) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%28)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      "llvm.store"(%18, %23) <{ordering = 0 : i64}> : (i32, !llvm.ptr<3>) -> ()
      "llvm.br"()[^bb2] : () -> ()
    ^bb2:  // 2 preds: ^bb0, ^bb1
      "nvvm.barrier0"() : () -> ()
      %29 = "llvm.getelementptr"(%arg6) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
      %30 = "llvm.load"(%29) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      "llvm.br"(%30)[^bb3] : (i32) -> ()
    ^bb3(%31: i32):  // 2 preds: ^bb2, ^bb3
      %32 = "llvm.mul"(%31, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %33 = "llvm.add"(%32, %26) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %34 = "llvm.cmpxchg"(%29, %31, %33) <{failure_ordering = 2 : i64, success_ordering = 6 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
      %35 = "llvm.extractvalue"(%34) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i1)>) -> i32
      %36 = "llvm.extractvalue"(%34) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i1)>) -> i1
      "llvm.cond_br"(%36, %35)[^bb4, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
    ^bb4:  // pred: ^bb3
      %37 = "llvm.sitofp"(%35) : (i32) -> f32
      %38 = "llvm.load"(%23) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> i32
      "llvm.br"(%38)[^bb5] : (i32) -> ()
    ^bb5(%39: i32):  // 2 preds: ^bb4, ^bb5
      %40 = "llvm.add"(%39, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %41 = "llvm.intr.umin"(%40, %20) : (i32, i32) -> i32
      %42 = "llvm.cmpxchg"(%23, %39, %41) <{failure_ordering = 2 : i64, success_ordering = 6 : i64}> : (!llvm.ptr<3>, i32, i32) -> !llvm.struct<(i32, i1)>
      %43 = "llvm.extractvalue"(%42) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i1)>) -> i32
      %44 = "llvm.extractvalue"(%42) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i1)>) -> i1
      "llvm.cond_br"(%44, %43)[^bb6, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
    ^bb6:  // pred: ^bb5
      %45 = "llvm.getelementptr"(%arg1) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
      %46 = "llvm.atomicrmw"(%45, %27) <{bin_op = 13 : i64, ordering = 6 : i64}> : (!llvm.ptr, f32) -> f32
      %47 = "llvm.getelementptr"(%arg1) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 2>}> : (!llvm.ptr) -> !llvm.ptr
      %48 = "llvm.atomicrmw"(%47, %27) <{bin_op = 14 : i64, ordering = 6 : i64}> : (!llvm.ptr, f32) -> f32
      %49 = "llvm.atomicrmw"(%arg6, %43) <{bin_op = 6 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
      "nvvm.barrier0"() : () -> ()
      %50 = "llvm.load"(%23) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> i32
      "llvm.cond_br"(%28)[^bb7, ^bb8] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb7:  // pred: ^bb6
      %51 = "llvm.getelementptr"(%arg6) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%50, %51) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %52 = "llvm.fadd"(%37, %46) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %53 = "llvm.fadd"(%52, %48) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %54 = "llvm.getelementptr"(%arg1) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: 3>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%53, %54) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      "llvm.br"()[^bb8] : () -> ()
    ^bb8:  // 2 preds: ^bb6, ^bb7
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 128 : index}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %2 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> index
    %3 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> index
    %4 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<4xf32>
    %5 = "builtin.unrealized_conversion_cast"(%4) : (memref<4xf32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<2xi32>
    %7 = "builtin.unrealized_conversion_cast"(%6) : (memref<2xi32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
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
    "gpu.launch_func"(%1, %1, %1, %0, %1, %1, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17) <{kernel = @atomics::@update, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 10, 0>}> : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    "gpu.dealloc"(%4) : (memref<4xf32>) -> ()
    "gpu.dealloc"(%6) : (memref<2xi32>) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
