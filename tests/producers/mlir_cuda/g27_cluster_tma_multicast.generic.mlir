"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 8 : i64, global_type = !llvm.array<1 x i64>, linkage = #llvm.linkage<private>, sym_name = "__mbarrier", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 128 : i64, global_type = !llvm.array<32 x array<64 x bf16>>, linkage = #llvm.linkage<private>, sym_name = "tile", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %43 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
    %44 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %45 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %46 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i64
    %47 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i64
    %48 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i64
    %49 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i64
    %50 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %51 = "builtin.unrealized_conversion_cast"(%50) : (i64) -> index
    %52 = "builtin.unrealized_conversion_cast"(%45) : (i64) -> index
    %53 = "builtin.unrealized_conversion_cast"(%44) : (i64) -> index
    %54 = "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuStreamCreate, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> !llvm.ptr
    %55 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
    %56 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %57 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %58 = "llvm.mlir.constant"() <{value = 2048 : index}> : () -> i64
    %59 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %60 = "llvm.getelementptr"(%59, %58) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %61 = "llvm.ptrtoint"(%60) : (!llvm.ptr) -> i64
    %62 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %63 = "llvm.mlir.constant"() <{value = 0 : i8}> : () -> i8
    %64 = "llvm.call"(%61, %54, %63) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuMemAlloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %65 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %66 = "llvm.insertvalue"(%65, %64) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %67 = "llvm.insertvalue"(%66, %64) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %68 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %69 = "llvm.insertvalue"(%67, %68) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %70 = "llvm.insertvalue"(%69, %55) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %71 = "llvm.insertvalue"(%70, %56) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %72 = "llvm.insertvalue"(%71, %56) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %73 = "llvm.insertvalue"(%72, %57) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %74 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %75 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
    %76 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %77 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %78 = "llvm.mlir.constant"() <{value = 2048 : index}> : () -> i64
    %79 = "llvm.mlir.constant"() <{value = 4096 : index}> : () -> i64
    %80 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %81 = "llvm.getelementptr"(%80, %79) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %82 = "llvm.ptrtoint"(%81) : (!llvm.ptr) -> i64
    %83 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %84 = "llvm.mlir.constant"() <{value = 0 : i8}> : () -> i8
    %85 = "llvm.call"(%82, %54, %84) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuMemAlloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %86 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %87 = "llvm.insertvalue"(%86, %85) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %88 = "llvm.insertvalue"(%87, %85) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %89 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %90 = "llvm.insertvalue"(%88, %89) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %91 = "llvm.insertvalue"(%90, %74) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %92 = "llvm.insertvalue"(%91, %75) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %93 = "llvm.insertvalue"(%92, %76) <{position = array<i64: 3, 2>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %94 = "llvm.insertvalue"(%93, %78) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %95 = "llvm.insertvalue"(%94, %76) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %96 = "llvm.insertvalue"(%95, %77) <{position = array<i64: 4, 2>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %97 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %98 = "llvm.alloca"(%97) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%73, %98) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
    %99 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %100 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %101 = "llvm.insertvalue"(%100, %99) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %102 = "llvm.insertvalue"(%101, %98) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %103 = "builtin.unrealized_conversion_cast"(%102) : (!llvm.struct<(i64, ptr)>) -> memref<*xbf16>
    %104 = "builtin.unrealized_conversion_cast"(%103) : (memref<*xbf16>) -> !llvm.struct<(i64, ptr)>
    %105 = "llvm.extractvalue"(%104) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %106 = "llvm.extractvalue"(%104) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    %107 = "llvm.alloca"(%48) <{elem_type = i64}> : (i64) -> !llvm.ptr
    "llvm.store"(%43, %107) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %108 = "llvm.getelementptr"(%107) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%50, %108) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %109 = "llvm.call"(%105, %106, %49, %47, %47, %46, %47, %107) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuTensorMapEncodeTiledMemref, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 8, 0>}> : (i64, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.ptr
    %110 = "llvm.extractvalue"(%96) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>) -> !llvm.ptr
    %111 = "llvm.extractvalue"(%96) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>) -> !llvm.ptr
    %112 = "llvm.extractvalue"(%96) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>) -> i64
    %113 = "llvm.extractvalue"(%96) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>) -> i64
    %114 = "llvm.extractvalue"(%96) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>) -> i64
    %115 = "llvm.extractvalue"(%96) <{position = array<i64: 3, 2>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>) -> i64
    %116 = "llvm.extractvalue"(%96) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>) -> i64
    %117 = "llvm.extractvalue"(%96) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>) -> i64
    %118 = "llvm.extractvalue"(%96) <{position = array<i64: 4, 2>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>) -> i64
    "gpu.launch_func"(%44, %45, %45, %50, %45, %45, %44, %45, %45, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118) <{kernel = @main_kernel::@main_kernel, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 10, 0>}> : (i64, i64, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, i64) -> ()
    "llvm.call"(%54) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuStreamSynchronize, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
    "llvm.call"(%54) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuStreamDestroy, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "main_kernel", targets = [#nvvm.target<chip = "sm_90a", features = "+ptx80">]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "main_kernel", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64):
      %0 = "llvm.mlir.addressof"() <{global_name = @tile}> : () -> !llvm.ptr<3>
      %1 = "llvm.mlir.constant"() <{value = 2048 : index}> : () -> i64
      %2 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
      %3 = "llvm.mlir.addressof"() <{global_name = @__mbarrier}> : () -> !llvm.ptr<3>
      %4 = "llvm.mlir.constant"() <{value = 10000000 : index}> : () -> i64
      %5 = "llvm.mlir.constant"() <{value = 3 : i16}> : () -> i16
      %6 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %7 = "llvm.mlir.constant"() <{value = 4096 : index}> : () -> i64
      %8 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
      %9 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      %10 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %11 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
      %12 = "llvm.sext"(%11) : (i32) -> i64
      %13 = "nvvm.read.ptx.sreg.cluster.ctaid.x"() : () -> i32
      %14 = "llvm.sext"(%13) : (i32) -> i64
      %15 = "nvvm.read.ptx.sreg.cluster.nctaid.x"() : () -> i32
      %16 = "llvm.sext"(%15) : (i32) -> i64
      %17 = "llvm.icmp"(%12, %10) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %18 = "llvm.icmp"(%14, %10) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %19 = "llvm.getelementptr"(%3) <{elem_type = !llvm.array<1 x i64>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %20 = "llvm.trunc"(%9) <{overflowFlags = 0 : i32}> : (i64) -> i32
      "llvm.inline_asm"(%19, %20, %17) <{asm_dialect = 0 : i64, asm_string = "@$2 mbarrier.init.shared.b64 [$0], $1;", constraints = "r,r,b", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (!llvm.ptr<3>, i32, i1) -> ()
      "nvvm.fence.mbarrier.init"() : () -> ()
      "nvvm.cluster.arrive"() : () -> ()
      "nvvm.cluster.wait"() : () -> ()
      %21 = "llvm.getelementptr"(%0) <{elem_type = !llvm.array<32 x array<64 x bf16>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      "llvm.cond_br"(%17)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %22 = "llvm.trunc"(%7) <{overflowFlags = 0 : i32}> : (i64) -> i32
      "nvvm.mbarrier.arrive.expect_tx"(%19, %22) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> ()
      "llvm.cond_br"(%18)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %23 = "llvm.addrspacecast"(%21) : (!llvm.ptr<3>) -> !llvm.ptr<7>
      %24 = "llvm.trunc"(%10) <{overflowFlags = 0 : i32}> : (i64) -> i32
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%23, %arg0, %24, %24, %19, %5) <{isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 1, 0, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, !llvm.ptr<3>, i16) -> ()
      "llvm.br"()[^bb3] : () -> ()
    ^bb3:  // 3 preds: ^bb0, ^bb1, ^bb2
      %25 = "llvm.trunc"(%4) <{overflowFlags = 0 : i32}> : (i64) -> i32
      "llvm.inline_asm"(%19, %6, %25) <{asm_dialect = 0 : i64, asm_string = "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", constraints = "r,n,r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (!llvm.ptr<3>, i32, i32) -> ()
      %26 = "llvm.trunc"(%14) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %27 = "llvm.sitofp"(%26) : (i32) -> bf16
      %28 = "llvm.udiv"(%8, %16) : (i64, i64) -> i64
      "llvm.br"(%10)[^bb4] : (i64) -> ()
    ^bb4(%29: i64):  // 2 preds: ^bb3, ^bb5
      %30 = "llvm.icmp"(%29, %28) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%30)[^bb5, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb5:  // pred: ^bb4
      %31 = "llvm.mul"(%14, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %32 = "llvm.add"(%31, %29) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %33 = "llvm.mul"(%32, %2) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %34 = "llvm.add"(%33, %12) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %35 = "llvm.getelementptr"(%21, %34) <{elem_type = bf16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      %36 = "llvm.load"(%35) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> bf16
      %37 = "llvm.fadd"(%36, %27) <{fastmathFlags = #llvm.fastmath<none>}> : (bf16, bf16) -> bf16
      %38 = "llvm.mul"(%14, %1) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %39 = "llvm.add"(%38, %33) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %40 = "llvm.add"(%39, %12) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %41 = "llvm.getelementptr"(%arg2, %40) <{elem_type = bf16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%37, %41) <{ordering = 0 : i64}> : (bf16, !llvm.ptr) -> ()
      %42 = "llvm.add"(%29, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%42)[^bb4] : (i64) -> ()
    ^bb6:  // pred: ^bb4
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, gpu.known_grid_size = array<i32: 2, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} : () -> ()
    "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 8 : i64, global_type = !llvm.array<1 x i64>, linkage = #llvm.linkage<private>, sym_name = "__mbarrier", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 128 : i64, global_type = !llvm.array<32 x array<64 x bf16>>, linkage = #llvm.linkage<private>, sym_name = "tile", visibility_ = 0 : i64}> ({
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
