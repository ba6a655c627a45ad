"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<68 x i8>, linkage = #llvm.linkage<internal>, sym_name = "printfFormat_0", value = "thread %d: sum before %lld, float sum before %f (%f), shared %d %d\0A\00", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ptr)>, linkage = #llvm.linkage<external>, sym_name = "vprintf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 3 : i32, global_type = !llvm.array<2 x i32>, linkage = #llvm.linkage<internal>, sym_name = "__wg_atomics_0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "atomics", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64):
      %18 = "llvm.mlir.addressof"() <{global_name = @printfFormat_0}> : () -> !llvm.ptr
      %19 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %20 = "llvm.mlir.constant"() <{value = 7 : index}> : () -> i64
      %21 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      %22 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %23 = "llvm.mlir.addressof"() <{global_name = @__wg_atomics_0}> : () -> !llvm.ptr<3>
      %24 = "llvm.getelementptr"(%23) <{elem_type = !llvm.array<2 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %25 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
      %26 = "llvm.sext"(%25) : (i32) -> i64
      %27 = "llvm.trunc"(%26) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %28 = "llvm.sitofp"(%27) : (i32) -> f32
      %29 = "llvm.icmp"(%26, %22) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%29)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      "llvm.store"(%19, %24) <{ordering = 0 : i64}> : (i32, !llvm.ptr<3>) -> ()
      %30 = "llvm.getelementptr"(%24) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      "llvm.store"(%19, %30) <{ordering = 0 : i64}> : (i32, !llvm.ptr<3>) -> ()
      "llvm.br"()[^bb2] : () -> ()
    ^bb2:  // 2 preds: ^bb0, ^bb1
      "nvvm.barrier0"() : () -> ()
      %31 = "llvm.atomicrmw"(%arg1, %27) <{bin_op = 1 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
      %32 = "llvm.getelementptr"(%arg1) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
      %33 = "llvm.atomicrmw"(%32, %27) <{bin_op = 7 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
      %34 = "llvm.getelementptr"(%arg1) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 2>}> : (!llvm.ptr) -> !llvm.ptr
      %35 = "llvm.atomicrmw"(%34, %27) <{bin_op = 8 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
      %36 = "llvm.getelementptr"(%arg1) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 3>}> : (!llvm.ptr) -> !llvm.ptr
      %37 = "llvm.atomicrmw"(%36, %27) <{bin_op = 9 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
      %38 = "llvm.getelementptr"(%arg1) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 4>}> : (!llvm.ptr) -> !llvm.ptr
      %39 = "llvm.atomicrmw"(%38, %27) <{bin_op = 10 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
      %40 = "llvm.getelementptr"(%arg1) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 5>}> : (!llvm.ptr) -> !llvm.ptr
      %41 = "llvm.atomicrmw"(%40, %27) <{bin_op = 5 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
      %42 = "llvm.getelementptr"(%arg1) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 6>}> : (!llvm.ptr) -> !llvm.ptr
      %43 = "llvm.atomicrmw"(%42, %27) <{bin_op = 3 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
      %44 = "llvm.getelementptr"(%arg1) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 7>}> : (!llvm.ptr) -> !llvm.ptr
      %45 = "llvm.atomicrmw"(%44, %27) <{bin_op = 0 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
      %46 = "llvm.atomicrmw"(%arg6, %28) <{bin_op = 11 : i64, ordering = 6 : i64}> : (!llvm.ptr, f32) -> f32
      %47 = "llvm.getelementptr"(%arg6) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
      %48 = "llvm.atomicrmw"(%47, %28) <{bin_op = 19 : i64, ordering = 6 : i64}> : (!llvm.ptr, f32) -> f32
      %49 = "llvm.getelementptr"(%arg6) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 2>}> : (!llvm.ptr) -> !llvm.ptr
      %50 = "llvm.atomicrmw"(%49, %28) <{bin_op = 20 : i64, ordering = 6 : i64}> : (!llvm.ptr, f32) -> f32
      %51 = "llvm.atomicrmw"(%24, %27) <{bin_op = 1 : i64, ordering = 6 : i64}> : (!llvm.ptr<3>, i32) -> i32
      %52 = "llvm.getelementptr"(%24) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %53 = "llvm.atomicrmw"(%52, %27) <{bin_op = 6 : i64, ordering = 6 : i64}> : (!llvm.ptr<3>, i32) -> i32
      "nvvm.barrier0"() : () -> ()
      %54 = "llvm.icmp"(%26, %20) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%54)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb3:  // pred: ^bb2
      %55 = "llvm.sext"(%31) : (i32) -> i64
      %56 = "llvm.fpext"(%46) : (f32) -> f64
      %57 = "llvm.getelementptr"(%18) <{elem_type = !llvm.array<68 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
      %58 = "llvm.fpext"(%56) : (f64) -> f64
      %59 = "llvm.alloca"(%21) <{elem_type = !llvm.struct<(i32, i64, f64, f64, i32, i32)>}> : (i64) -> !llvm.ptr
      %60 = "llvm.getelementptr"(%59) <{elem_type = !llvm.struct<(i32, i64, f64, f64, i32, i32)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%27, %60) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %61 = "llvm.getelementptr"(%59) <{elem_type = !llvm.struct<(i32, i64, f64, f64, i32, i32)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 1>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%55, %61) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      %62 = "llvm.getelementptr"(%59) <{elem_type = !llvm.struct<(i32, i64, f64, f64, i32, i32)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 2>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%56, %62) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
      %63 = "llvm.getelementptr"(%59) <{elem_type = !llvm.struct<(i32, i64, f64, f64, i32, i32)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 3>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%58, %63) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
      %64 = "llvm.getelementptr"(%59) <{elem_type = !llvm.struct<(i32, i64, f64, f64, i32, i32)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 4>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%51, %64) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %65 = "llvm.getelementptr"(%59) <{elem_type = !llvm.struct<(i32, i64, f64, f64, i32, i32)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 5>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%53, %65) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %66 = "llvm.call"(%57, %59) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @vprintf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (!llvm.ptr, !llvm.ptr) -> i32
      "llvm.br"()[^bb4] : () -> ()
    ^bb4:  // 2 preds: ^bb2, ^bb3
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %2 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> index
    %3 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> index
    %4 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<8xi32>
    %5 = "builtin.unrealized_conversion_cast"(%4) : (memref<8xi32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<4xf32>
    %7 = "builtin.unrealized_conversion_cast"(%6) : (memref<4xf32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
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
    "gpu.launch_func"(%1, %1, %1, %0, %1, %1, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17) <{kernel = @kernels::@atomics, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 10, 0>}> : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
