"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 8 : i64, global_type = !llvm.array<2 x i64>, linkage = #llvm.linkage<private>, sym_name = "__mbarrier", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %39 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %40 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %41 = "llvm.mlir.constant"() <{value = 16384 : i32}> : () -> i32
    %42 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i64
    %43 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i64
    %44 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i64
    %45 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i64
    %46 = "llvm.mlir.constant"() <{value = 128 : index}> : () -> i64
    %47 = "builtin.unrealized_conversion_cast"(%46) : (i64) -> index
    %48 = "builtin.unrealized_conversion_cast"(%40) : (i64) -> index
    %49 = "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuStreamCreate, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> !llvm.ptr
    %50 = "llvm.mlir.constant"() <{value = 128 : index}> : () -> i64
    %51 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %52 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %53 = "llvm.mlir.constant"() <{value = 8192 : index}> : () -> i64
    %54 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %55 = "llvm.getelementptr"(%54, %53) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %56 = "llvm.ptrtoint"(%55) : (!llvm.ptr) -> i64
    %57 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %58 = "llvm.mlir.constant"() <{value = 0 : i8}> : () -> i8
    %59 = "llvm.call"(%56, %49, %58) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuMemAlloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %60 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %61 = "llvm.insertvalue"(%60, %59) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %62 = "llvm.insertvalue"(%61, %59) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %63 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %64 = "llvm.insertvalue"(%62, %63) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %65 = "llvm.insertvalue"(%64, %50) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %66 = "llvm.insertvalue"(%65, %51) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %67 = "llvm.insertvalue"(%66, %51) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %68 = "llvm.insertvalue"(%67, %52) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %69 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %70 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %71 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %72 = "llvm.mlir.constant"() <{value = 4096 : index}> : () -> i64
    %73 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %74 = "llvm.getelementptr"(%73, %72) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %75 = "llvm.ptrtoint"(%74) : (!llvm.ptr) -> i64
    %76 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %77 = "llvm.mlir.constant"() <{value = 0 : i8}> : () -> i8
    %78 = "llvm.call"(%75, %49, %77) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuMemAlloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %79 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %80 = "llvm.insertvalue"(%79, %78) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %81 = "llvm.insertvalue"(%80, %78) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %82 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %83 = "llvm.insertvalue"(%81, %82) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %84 = "llvm.insertvalue"(%83, %69) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %85 = "llvm.insertvalue"(%84, %70) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %86 = "llvm.insertvalue"(%85, %70) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %87 = "llvm.insertvalue"(%86, %71) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %88 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %89 = "llvm.alloca"(%88) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%68, %89) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
    %90 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %91 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %92 = "llvm.insertvalue"(%91, %90) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %93 = "llvm.insertvalue"(%92, %89) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %94 = "builtin.unrealized_conversion_cast"(%93) : (!llvm.struct<(i64, ptr)>) -> memref<*xf16>
    %95 = "builtin.unrealized_conversion_cast"(%94) : (memref<*xf16>) -> !llvm.struct<(i64, ptr)>
    %96 = "llvm.extractvalue"(%95) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %97 = "llvm.extractvalue"(%95) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    %98 = "llvm.alloca"(%44) <{elem_type = i64}> : (i64) -> !llvm.ptr
    "llvm.store"(%39, %98) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %99 = "llvm.getelementptr"(%98) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%39, %99) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %100 = "llvm.call"(%96, %97, %45, %43, %42, %43, %43, %98) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuTensorMapEncodeTiledMemref, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 8, 0>}> : (i64, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.ptr
    %101 = "llvm.extractvalue"(%87) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %102 = "llvm.extractvalue"(%87) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %103 = "llvm.extractvalue"(%87) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %104 = "llvm.extractvalue"(%87) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %105 = "llvm.extractvalue"(%87) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %106 = "llvm.extractvalue"(%87) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %107 = "llvm.extractvalue"(%87) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    "gpu.launch_func"(%40, %40, %40, %46, %40, %40, %41, %100, %101, %102, %103, %104, %105, %106, %107) <{kernel = @main_kernel::@main_kernel, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 8, 0>}> : (i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    "llvm.call"(%49) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuStreamSynchronize, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
    "llvm.call"(%49) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuStreamDestroy, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "main_kernel", targets = [#nvvm.target<chip = "sm_90a", features = "+ptx80">]}> ({
    "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<internal>, sym_name = "__dynamic_shmem__0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, ptr, i64, i64, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "main_kernel", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64):
      %0 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shmem__0}> : () -> !llvm.ptr<3>
      %1 = "llvm.mlir.addressof"() <{global_name = @__mbarrier}> : () -> !llvm.ptr<3>
      %2 = "llvm.mlir.constant"() <{value = 10000000 : index}> : () -> i64
      %3 = "llvm.mlir.constant"() <{value = 63 : index}> : () -> i64
      %4 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %5 = "llvm.mlir.constant"() <{value = 8192 : index}> : () -> i64
      %6 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
      %7 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      %8 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %9 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 128>}> : () -> i32
      %10 = "llvm.sext"(%9) : (i32) -> i64
      %11 = "llvm.icmp"(%10, %8) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %12 = "llvm.getelementptr"(%1) <{elem_type = !llvm.array<2 x i64>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %13 = "llvm.trunc"(%7) <{overflowFlags = 0 : i32}> : (i64) -> i32
      "llvm.inline_asm"(%12, %13, %11) <{asm_dialect = 0 : i64, asm_string = "@$2 mbarrier.init.shared.b64 [$0], $1;", constraints = "r,r,b", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (!llvm.ptr<3>, i32, i1) -> ()
      %14 = "llvm.getelementptr"(%12) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      "llvm.inline_asm"(%14, %13, %11) <{asm_dialect = 0 : i64, asm_string = "@$2 mbarrier.init.shared.b64 [$0], $1;", constraints = "r,r,b", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (!llvm.ptr<3>, i32, i1) -> ()
      "nvvm.prefetch"(%arg0) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.barrier0"() : () -> ()
      %15 = "llvm.getelementptr"(%0) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 8192>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      "llvm.cond_br"(%11)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %16 = "llvm.trunc"(%5) <{overflowFlags = 0 : i32}> : (i64) -> i32
      "nvvm.mbarrier.arrive.expect_tx"(%12, %16) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> ()
      %17 = "llvm.addrspacecast"(%0) : (!llvm.ptr<3>) -> !llvm.ptr<7>
      %18 = "llvm.trunc"(%8) <{overflowFlags = 0 : i32}> : (i64) -> i32
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%17, %arg0, %18, %18, %12) <{isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
      "nvvm.mbarrier.arrive.expect_tx"(%14, %16) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> ()
      %19 = "llvm.addrspacecast"(%15) : (!llvm.ptr<3>) -> !llvm.ptr<7>
      %20 = "llvm.trunc"(%6) <{overflowFlags = 0 : i32}> : (i64) -> i32
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%19, %arg0, %18, %20, %14) <{isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
      "llvm.br"()[^bb2] : () -> ()
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %21 = "llvm.trunc"(%2) <{overflowFlags = 0 : i32}> : (i64) -> i32
      "llvm.inline_asm"(%12, %4, %21) <{asm_dialect = 0 : i64, asm_string = "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", constraints = "r,n,r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (!llvm.ptr<3>, i32, i32) -> ()
      "llvm.inline_asm"(%14, %4, %21) <{asm_dialect = 0 : i64, asm_string = "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", constraints = "r,n,r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (!llvm.ptr<3>, i32, i32) -> ()
      %22 = "llvm.udiv"(%10, %6) : (i64, i64) -> i64
      %23 = "llvm.urem"(%10, %6) : (i64, i64) -> i64
      %24 = "llvm.sub"(%3, %23) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%22)[^bb3] : (i64) -> ()
    ^bb3(%25: i64):  // 2 preds: ^bb2, ^bb4
      %26 = "llvm.icmp"(%25, %6) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%26)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb4:  // pred: ^bb3
      %27 = "llvm.mul"(%25, %6) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %28 = "llvm.add"(%27, %23) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %29 = "llvm.getelementptr"(%0, %28) <{elem_type = f16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      %30 = "llvm.load"(%29) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> f16
      %31 = "llvm.add"(%27, %24) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %32 = "llvm.getelementptr"(%15, %31) <{elem_type = f16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      %33 = "llvm.load"(%32) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> f16
      %34 = "llvm.fpext"(%30) : (f16) -> f32
      %35 = "llvm.fpext"(%33) : (f16) -> f32
      %36 = "llvm.fadd"(%34, %35) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %37 = "llvm.getelementptr"(%arg2, %28) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%36, %37) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %38 = "llvm.add"(%25, %7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%38)[^bb3] : (i64) -> ()
    ^bb5:  // pred: ^bb3
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} : () -> ()
    "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 8 : i64, global_type = !llvm.array<2 x i64>, linkage = #llvm.linkage<private>, sym_name = "__mbarrier", visibility_ = 0 : i64}> ({
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64, ptr, i64, i64, i64, i64, i64, ptr)>, linkage = #llvm.linkage<external>, sym_name = "mgpuTensorMapEncodeTiledMemref", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "mgpuStreamCreate", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64, ptr, i8)>, linkage = #llvm.linkage<external>, sym_name = "mgpuMemAlloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "mgpuStreamSynchronize", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "mgpuStreamDestroy", visibility_ = 0 : i64}> ({
  }) : () -> ()
}) {gpu.container_module} : () -> ()
