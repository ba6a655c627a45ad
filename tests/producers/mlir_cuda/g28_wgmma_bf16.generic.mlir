"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 8 : i64, global_type = !llvm.array<1 x i64>, linkage = #llvm.linkage<private>, sym_name = "__mbarrier", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 1024 : i64, global_type = !llvm.array<64 x array<64 x bf16>>, linkage = #llvm.linkage<private>, sym_name = "tA", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 1024 : i64, global_type = !llvm.array<64 x array<64 x bf16>>, linkage = #llvm.linkage<private>, sym_name = "tB", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %441 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %442 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %443 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i64
    %444 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i64
    %445 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i64
    %446 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i64
    %447 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i64
    %448 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i64
    %449 = "llvm.mlir.constant"() <{value = 128 : index}> : () -> i64
    %450 = "builtin.unrealized_conversion_cast"(%449) : (i64) -> index
    %451 = "builtin.unrealized_conversion_cast"(%441) : (i64) -> index
    %452 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<64x64xbf16>
    %453 = "builtin.unrealized_conversion_cast"(%452) : (memref<64x64xbf16>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %454 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<64x64xbf16>
    %455 = "builtin.unrealized_conversion_cast"(%454) : (memref<64x64xbf16>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %456 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<64x64xf32>
    %457 = "builtin.unrealized_conversion_cast"(%456) : (memref<64x64xf32>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %458 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %459 = "llvm.alloca"(%458) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%453, %459) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
    %460 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %461 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %462 = "llvm.insertvalue"(%461, %460) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %463 = "llvm.insertvalue"(%462, %459) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %464 = "builtin.unrealized_conversion_cast"(%463) : (!llvm.struct<(i64, ptr)>) -> memref<*xbf16>
    %465 = "builtin.unrealized_conversion_cast"(%464) : (memref<*xbf16>) -> !llvm.struct<(i64, ptr)>
    %466 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %467 = "llvm.alloca"(%466) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%455, %467) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
    %468 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %469 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %470 = "llvm.insertvalue"(%469, %468) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %471 = "llvm.insertvalue"(%470, %467) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %472 = "builtin.unrealized_conversion_cast"(%471) : (!llvm.struct<(i64, ptr)>) -> memref<*xbf16>
    %473 = "builtin.unrealized_conversion_cast"(%472) : (memref<*xbf16>) -> !llvm.struct<(i64, ptr)>
    %474 = "llvm.extractvalue"(%465) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %475 = "llvm.extractvalue"(%465) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    %476 = "llvm.alloca"(%447) <{elem_type = i64}> : (i64) -> !llvm.ptr
    "llvm.store"(%442, %476) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %477 = "llvm.getelementptr"(%476) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%442, %477) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %478 = "llvm.call"(%474, %475, %448, %446, %444, %446, %446, %476) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuTensorMapEncodeTiledMemref, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 8, 0>}> : (i64, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.ptr
    %479 = "llvm.extractvalue"(%473) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %480 = "llvm.extractvalue"(%473) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    %481 = "llvm.alloca"(%447) <{elem_type = i64}> : (i64) -> !llvm.ptr
    "llvm.store"(%442, %481) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %482 = "llvm.getelementptr"(%481) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%442, %482) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %483 = "llvm.call"(%479, %480, %448, %446, %444, %443, %445, %481) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuTensorMapEncodeTiledMemref, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 8, 0>}> : (i64, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.ptr
    %484 = "llvm.extractvalue"(%457) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %485 = "llvm.extractvalue"(%457) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %486 = "llvm.extractvalue"(%457) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %487 = "llvm.extractvalue"(%457) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %488 = "llvm.extractvalue"(%457) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %489 = "llvm.extractvalue"(%457) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %490 = "llvm.extractvalue"(%457) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    "gpu.launch_func"(%441, %441, %441, %449, %441, %441, %441, %478, %483, %484, %485, %486, %487, %488, %489, %490) <{kernel = @main_kernel::@main_kernel, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 10, 0>}> : (i64, i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "main_kernel", targets = [#nvvm.target<chip = "sm_90a", features = "+ptx80">]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "main_kernel", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64):
      %0 = "llvm.mlir.addressof"() <{global_name = @tB}> : () -> !llvm.ptr<3>
      %1 = "llvm.mlir.addressof"() <{global_name = @tA}> : () -> !llvm.ptr<3>
      %2 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
      %3 = "llvm.mlir.addressof"() <{global_name = @__mbarrier}> : () -> !llvm.ptr<3>
      %4 = "llvm.mlir.constant"() <{value = 10000000 : index}> : () -> i64
      %5 = "llvm.mlir.constant"() <{value = 46 : i64}> : () -> i64
      %6 = "llvm.mlir.constant"() <{value = 50 : i64}> : () -> i64
      %7 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
      %8 = "llvm.mlir.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %9 = "llvm.mlir.poison"() : () -> !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>
      %10 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i64
      %11 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i64
      %12 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i64
      %13 = "llvm.mlir.constant"() <{value = 256 : i32}> : () -> i64
      %14 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i64
      %15 = "llvm.mlir.constant"() <{value = 384 : i32}> : () -> i64
      %16 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %17 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %18 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %19 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %20 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
      %21 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
      %22 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %23 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %24 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %25 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %26 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
      %27 = "llvm.mlir.constant"() <{value = 4611686293338849280 : i64}> : () -> i64
      %28 = "llvm.mlir.constant"() <{value = 16384 : index}> : () -> i64
      %29 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %30 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 128>}> : () -> i32
      %31 = "llvm.sext"(%30) : (i32) -> i64
      %32 = "llvm.icmp"(%31, %29) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %33 = "llvm.getelementptr"(%3) <{elem_type = !llvm.array<1 x i64>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %34 = "llvm.getelementptr"(%1) <{elem_type = !llvm.array<64 x array<64 x bf16>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %35 = "llvm.getelementptr"(%0) <{elem_type = !llvm.array<64 x array<64 x bf16>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      "llvm.cond_br"(%32)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %36 = "llvm.trunc"(%arg0) <{overflowFlags = 0 : i32}> : (i64) -> i32
      "nvvm.mbarrier.init"(%33, %36) : (!llvm.ptr<3>, i32) -> ()
      "nvvm.prefetch"(%arg1) <{tensormap}> : (!llvm.ptr) -> ()
      "nvvm.prefetch"(%arg2) <{tensormap}> : (!llvm.ptr) -> ()
      "llvm.br"()[^bb2] : () -> ()
    ^bb2:  // 2 preds: ^bb0, ^bb1
      "nvvm.barrier0"() : () -> ()
      "llvm.cond_br"(%32)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb3:  // pred: ^bb2
      %37 = "llvm.trunc"(%28) <{overflowFlags = 0 : i32}> : (i64) -> i32
      "nvvm.mbarrier.arrive.expect_tx"(%33, %37) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> ()
      %38 = "llvm.addrspacecast"(%34) : (!llvm.ptr<3>) -> !llvm.ptr<7>
      %39 = "llvm.trunc"(%29) <{overflowFlags = 0 : i32}> : (i64) -> i32
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%38, %arg1, %39, %39, %33) <{isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
      %40 = "llvm.addrspacecast"(%35) : (!llvm.ptr<3>) -> !llvm.ptr<7>
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%40, %arg2, %39, %39, %33) <{isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
      "llvm.br"()[^bb4] : () -> ()
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %41 = "llvm.trunc"(%4) <{overflowFlags = 0 : i32}> : (i64) -> i32
      "llvm.inline_asm"(%33, %22, %41) <{asm_dialect = 0 : i64, asm_string = "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", constraints = "r,n,r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (!llvm.ptr<3>, i32, i32) -> ()
      %42 = "llvm.ptrtoint"(%34) : (!llvm.ptr<3>) -> i64
      %43 = "llvm.shl"(%42, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %44 = "llvm.lshr"(%43, %6) : (i64, i64) -> i64
      %45 = "llvm.shl"(%44, %7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %46 = "llvm.or"(%27, %45) : (i64, i64) -> i64
      %47 = "llvm.ptrtoint"(%35) : (!llvm.ptr<3>) -> i64
      %48 = "llvm.shl"(%47, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %49 = "llvm.lshr"(%48, %6) : (i64, i64) -> i64
      %50 = "llvm.shl"(%49, %7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %51 = "llvm.or"(%27, %50) : (i64, i64) -> i64
      "nvvm.wgmma.fence.aligned"() : () -> ()
      %52 = "llvm.inline_asm"(%8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %46, %51, %16, %16, %16, %22, %22) <{asm_dialect = 0 : i64, asm_string = "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69,  $70;\0A}\0A", constraints = "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %53 = "llvm.add"(%46, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %54 = "llvm.add"(%51, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %55 = "llvm.extractvalue"(%52) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %56 = "llvm.extractvalue"(%52) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %57 = "llvm.extractvalue"(%52) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %58 = "llvm.extractvalue"(%52) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %59 = "llvm.extractvalue"(%52) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %60 = "llvm.extractvalue"(%52) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %61 = "llvm.extractvalue"(%52) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %62 = "llvm.extractvalue"(%52) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %63 = "llvm.extractvalue"(%52) <{position = array<i64: 8>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %64 = "llvm.extractvalue"(%52) <{position = array<i64: 9>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %65 = "llvm.extractvalue"(%52) <{position = array<i64: 10>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %66 = "llvm.extractvalue"(%52) <{position = array<i64: 11>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %67 = "llvm.extractvalue"(%52) <{position = array<i64: 12>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %68 = "llvm.extractvalue"(%52) <{position = array<i64: 13>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %69 = "llvm.extractvalue"(%52) <{position = array<i64: 14>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %70 = "llvm.extractvalue"(%52) <{position = array<i64: 15>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %71 = "llvm.extractvalue"(%52) <{position = array<i64: 16>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %72 = "llvm.extractvalue"(%52) <{position = array<i64: 17>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %73 = "llvm.extractvalue"(%52) <{position = array<i64: 18>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %74 = "llvm.extractvalue"(%52) <{position = array<i64: 19>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %75 = "llvm.extractvalue"(%52) <{position = array<i64: 20>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %76 = "llvm.extractvalue"(%52) <{position = array<i64: 21>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %77 = "llvm.extractvalue"(%52) <{position = array<i64: 22>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %78 = "llvm.extractvalue"(%52) <{position = array<i64: 23>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %79 = "llvm.extractvalue"(%52) <{position = array<i64: 24>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %80 = "llvm.extractvalue"(%52) <{position = array<i64: 25>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %81 = "llvm.extractvalue"(%52) <{position = array<i64: 26>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %82 = "llvm.extractvalue"(%52) <{position = array<i64: 27>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %83 = "llvm.extractvalue"(%52) <{position = array<i64: 28>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %84 = "llvm.extractvalue"(%52) <{position = array<i64: 29>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %85 = "llvm.extractvalue"(%52) <{position = array<i64: 30>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %86 = "llvm.extractvalue"(%52) <{position = array<i64: 31>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %87 = "llvm.inline_asm"(%55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %53, %54, %16, %16, %16, %22, %22) <{asm_dialect = 0 : i64, asm_string = "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69,  $70;\0A}\0A", constraints = "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %88 = "llvm.add"(%46, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %89 = "llvm.add"(%51, %13) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %90 = "llvm.extractvalue"(%87) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %91 = "llvm.extractvalue"(%87) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %92 = "llvm.extractvalue"(%87) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %93 = "llvm.extractvalue"(%87) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %94 = "llvm.extractvalue"(%87) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %95 = "llvm.extractvalue"(%87) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %96 = "llvm.extractvalue"(%87) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %97 = "llvm.extractvalue"(%87) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %98 = "llvm.extractvalue"(%87) <{position = array<i64: 8>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %99 = "llvm.extractvalue"(%87) <{position = array<i64: 9>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %100 = "llvm.extractvalue"(%87) <{position = array<i64: 10>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %101 = "llvm.extractvalue"(%87) <{position = array<i64: 11>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %102 = "llvm.extractvalue"(%87) <{position = array<i64: 12>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %103 = "llvm.extractvalue"(%87) <{position = array<i64: 13>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %104 = "llvm.extractvalue"(%87) <{position = array<i64: 14>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %105 = "llvm.extractvalue"(%87) <{position = array<i64: 15>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %106 = "llvm.extractvalue"(%87) <{position = array<i64: 16>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %107 = "llvm.extractvalue"(%87) <{position = array<i64: 17>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %108 = "llvm.extractvalue"(%87) <{position = array<i64: 18>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %109 = "llvm.extractvalue"(%87) <{position = array<i64: 19>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %110 = "llvm.extractvalue"(%87) <{position = array<i64: 20>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %111 = "llvm.extractvalue"(%87) <{position = array<i64: 21>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %112 = "llvm.extractvalue"(%87) <{position = array<i64: 22>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %113 = "llvm.extractvalue"(%87) <{position = array<i64: 23>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %114 = "llvm.extractvalue"(%87) <{position = array<i64: 24>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %115 = "llvm.extractvalue"(%87) <{position = array<i64: 25>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %116 = "llvm.extractvalue"(%87) <{position = array<i64: 26>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %117 = "llvm.extractvalue"(%87) <{position = array<i64: 27>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %118 = "llvm.extractvalue"(%87) <{position = array<i64: 28>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %119 = "llvm.extractvalue"(%87) <{position = array<i64: 29>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %120 = "llvm.extractvalue"(%87) <{position = array<i64: 30>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %121 = "llvm.extractvalue"(%87) <{position = array<i64: 31>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %122 = "llvm.inline_asm"(%90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %88, %89, %16, %16, %16, %22, %22) <{asm_dialect = 0 : i64, asm_string = "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69,  $70;\0A}\0A", constraints = "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %123 = "llvm.add"(%46, %14) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %124 = "llvm.add"(%51, %15) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %125 = "llvm.extractvalue"(%122) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %126 = "llvm.extractvalue"(%122) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %127 = "llvm.extractvalue"(%122) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %128 = "llvm.extractvalue"(%122) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %129 = "llvm.extractvalue"(%122) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %130 = "llvm.extractvalue"(%122) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %131 = "llvm.extractvalue"(%122) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %132 = "llvm.extractvalue"(%122) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %133 = "llvm.extractvalue"(%122) <{position = array<i64: 8>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %134 = "llvm.extractvalue"(%122) <{position = array<i64: 9>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %135 = "llvm.extractvalue"(%122) <{position = array<i64: 10>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %136 = "llvm.extractvalue"(%122) <{position = array<i64: 11>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %137 = "llvm.extractvalue"(%122) <{position = array<i64: 12>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %138 = "llvm.extractvalue"(%122) <{position = array<i64: 13>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %139 = "llvm.extractvalue"(%122) <{position = array<i64: 14>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %140 = "llvm.extractvalue"(%122) <{position = array<i64: 15>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %141 = "llvm.extractvalue"(%122) <{position = array<i64: 16>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %142 = "llvm.extractvalue"(%122) <{position = array<i64: 17>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %143 = "llvm.extractvalue"(%122) <{position = array<i64: 18>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %144 = "llvm.extractvalue"(%122) <{position = array<i64: 19>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %145 = "llvm.extractvalue"(%122) <{position = array<i64: 20>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %146 = "llvm.extractvalue"(%122) <{position = array<i64: 21>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %147 = "llvm.extractvalue"(%122) <{position = array<i64: 22>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %148 = "llvm.extractvalue"(%122) <{position = array<i64: 23>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %149 = "llvm.extractvalue"(%122) <{position = array<i64: 24>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %150 = "llvm.extractvalue"(%122) <{position = array<i64: 25>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %151 = "llvm.extractvalue"(%122) <{position = array<i64: 26>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %152 = "llvm.extractvalue"(%122) <{position = array<i64: 27>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %153 = "llvm.extractvalue"(%122) <{position = array<i64: 28>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %154 = "llvm.extractvalue"(%122) <{position = array<i64: 29>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %155 = "llvm.extractvalue"(%122) <{position = array<i64: 30>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %156 = "llvm.extractvalue"(%122) <{position = array<i64: 31>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %157 = "llvm.inline_asm"(%125, %126, %127, %128, %129, %130, %131, %132, %133, %134, %135, %136, %137, %138, %139, %140, %141, %142, %143, %144, %145, %146, %147, %148, %149, %150, %151, %152, %153, %154, %155, %156, %123, %124, %16, %16, %16, %22, %22) <{asm_dialect = 0 : i64, asm_string = "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69,  $70;\0A}\0A", constraints = "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      "nvvm.wgmma.commit.group.sync.aligned"() : () -> ()
      "nvvm.wgmma.wait.group.sync.aligned"() <{group = 1 : i64}> : () -> ()
      "nvvm.wgmma.fence.aligned"() : () -> ()
      %158 = "llvm.extractvalue"(%157) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %159 = "llvm.extractvalue"(%157) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %160 = "llvm.extractvalue"(%157) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %161 = "llvm.extractvalue"(%157) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %162 = "llvm.extractvalue"(%157) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %163 = "llvm.extractvalue"(%157) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %164 = "llvm.extractvalue"(%157) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %165 = "llvm.extractvalue"(%157) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %166 = "llvm.extractvalue"(%157) <{position = array<i64: 8>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %167 = "llvm.extractvalue"(%157) <{position = array<i64: 9>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %168 = "llvm.extractvalue"(%157) <{position = array<i64: 10>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %169 = "llvm.extractvalue"(%157) <{position = array<i64: 11>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %170 = "llvm.extractvalue"(%157) <{position = array<i64: 12>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %171 = "llvm.extractvalue"(%157) <{position = array<i64: 13>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %172 = "llvm.extractvalue"(%157) <{position = array<i64: 14>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %173 = "llvm.extractvalue"(%157) <{position = array<i64: 15>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %174 = "llvm.extractvalue"(%157) <{position = array<i64: 16>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %175 = "llvm.extractvalue"(%157) <{position = array<i64: 17>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %176 = "llvm.extractvalue"(%157) <{position = array<i64: 18>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %177 = "llvm.extractvalue"(%157) <{position = array<i64: 19>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %178 = "llvm.extractvalue"(%157) <{position = array<i64: 20>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %179 = "llvm.extractvalue"(%157) <{position = array<i64: 21>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %180 = "llvm.extractvalue"(%157) <{position = array<i64: 22>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %181 = "llvm.extractvalue"(%157) <{position = array<i64: 23>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %182 = "llvm.extractvalue"(%157) <{position = array<i64: 24>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %183 = "llvm.extractvalue"(%157) <{position = array<i64: 25>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %184 = "llvm.extractvalue"(%157) <{position = array<i64: 26>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %185 = "llvm.extractvalue"(%157) <{position = array<i64: 27>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %186 = "llvm.extractvalue"(%157) <{position = array<i64: 28>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %187 = "llvm.extractvalue"(%157) <{position = array<i64: 29>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %188 = "llvm.extractvalue"(%157) <{position = array<i64: 30>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %189 = "llvm.extractvalue"(%157) <{position = array<i64: 31>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %190 = "llvm.inline_asm"(%158, %159, %160, %161, %162, %163, %164, %165, %166, %167, %168, %169, %170, %171, %172, %173, %174, %175, %176, %177, %178, %179, %180, %181, %182, %183, %184, %185, %186, %187, %188, %189, %46, %51, %16, %16, %16, %22, %16) <{asm_dialect = 0 : i64, asm_string = "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69,  $70;\0A}\0A", constraints = "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %191 = "llvm.extractvalue"(%190) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %192 = "llvm.extractvalue"(%190) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %193 = "llvm.extractvalue"(%190) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %194 = "llvm.extractvalue"(%190) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %195 = "llvm.extractvalue"(%190) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %196 = "llvm.extractvalue"(%190) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %197 = "llvm.extractvalue"(%190) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %198 = "llvm.extractvalue"(%190) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %199 = "llvm.extractvalue"(%190) <{position = array<i64: 8>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %200 = "llvm.extractvalue"(%190) <{position = array<i64: 9>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %201 = "llvm.extractvalue"(%190) <{position = array<i64: 10>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %202 = "llvm.extractvalue"(%190) <{position = array<i64: 11>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %203 = "llvm.extractvalue"(%190) <{position = array<i64: 12>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %204 = "llvm.extractvalue"(%190) <{position = array<i64: 13>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %205 = "llvm.extractvalue"(%190) <{position = array<i64: 14>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %206 = "llvm.extractvalue"(%190) <{position = array<i64: 15>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %207 = "llvm.extractvalue"(%190) <{position = array<i64: 16>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %208 = "llvm.extractvalue"(%190) <{position = array<i64: 17>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %209 = "llvm.extractvalue"(%190) <{position = array<i64: 18>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %210 = "llvm.extractvalue"(%190) <{position = array<i64: 19>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %211 = "llvm.extractvalue"(%190) <{position = array<i64: 20>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %212 = "llvm.extractvalue"(%190) <{position = array<i64: 21>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %213 = "llvm.extractvalue"(%190) <{position = array<i64: 22>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %214 = "llvm.extractvalue"(%190) <{position = array<i64: 23>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %215 = "llvm.extractvalue"(%190) <{position = array<i64: 24>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %216 = "llvm.extractvalue"(%190) <{position = array<i64: 25>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %217 = "llvm.extractvalue"(%190) <{position = array<i64: 26>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %218 = "llvm.extractvalue"(%190) <{position = array<i64: 27>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %219 = "llvm.extractvalue"(%190) <{position = array<i64: 28>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %220 = "llvm.extractvalue"(%190) <{position = array<i64: 29>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %221 = "llvm.extractvalue"(%190) <{position = array<i64: 30>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %222 = "llvm.extractvalue"(%190) <{position = array<i64: 31>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %223 = "llvm.inline_asm"(%191, %192, %193, %194, %195, %196, %197, %198, %199, %200, %201, %202, %203, %204, %205, %206, %207, %208, %209, %210, %211, %212, %213, %214, %215, %216, %217, %218, %219, %220, %221, %222, %53, %54, %16, %16, %16, %22, %16) <{asm_dialect = 0 : i64, asm_string = "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69,  $70;\0A}\0A", constraints = "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %224 = "llvm.extractvalue"(%223) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %225 = "llvm.extractvalue"(%223) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %226 = "llvm.extractvalue"(%223) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %227 = "llvm.extractvalue"(%223) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %228 = "llvm.extractvalue"(%223) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %229 = "llvm.extractvalue"(%223) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %230 = "llvm.extractvalue"(%223) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %231 = "llvm.extractvalue"(%223) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %232 = "llvm.extractvalue"(%223) <{position = array<i64: 8>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %233 = "llvm.extractvalue"(%223) <{position = array<i64: 9>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %234 = "llvm.extractvalue"(%223) <{position = array<i64: 10>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %235 = "llvm.extractvalue"(%223) <{position = array<i64: 11>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %236 = "llvm.extractvalue"(%223) <{position = array<i64: 12>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %237 = "llvm.extractvalue"(%223) <{position = array<i64: 13>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %238 = "llvm.extractvalue"(%223) <{position = array<i64: 14>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %239 = "llvm.extractvalue"(%223) <{position = array<i64: 15>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %240 = "llvm.extractvalue"(%223) <{position = array<i64: 16>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %241 = "llvm.extractvalue"(%223) <{position = array<i64: 17>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %242 = "llvm.extractvalue"(%223) <{position = array<i64: 18>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %243 = "llvm.extractvalue"(%223) <{position = array<i64: 19>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %244 = "llvm.extractvalue"(%223) <{position = array<i64: 20>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %245 = "llvm.extractvalue"(%223) <{position = array<i64: 21>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %246 = "llvm.extractvalue"(%223) <{position = array<i64: 22>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %247 = "llvm.extractvalue"(%223) <{position = array<i64: 23>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %248 = "llvm.extractvalue"(%223) <{position = array<i64: 24>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %249 = "llvm.extractvalue"(%223) <{position = array<i64: 25>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %250 = "llvm.extractvalue"(%223) <{position = array<i64: 26>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %251 = "llvm.extractvalue"(%223) <{position = array<i64: 27>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %252 = "llvm.extractvalue"(%223) <{position = array<i64: 28>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %253 = "llvm.extractvalue"(%223) <{position = array<i64: 29>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %254 = "llvm.extractvalue"(%223) <{position = array<i64: 30>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %255 = "llvm.extractvalue"(%223) <{position = array<i64: 31>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %256 = "llvm.inline_asm"(%224, %225, %226, %227, %228, %229, %230, %231, %232, %233, %234, %235, %236, %237, %238, %239, %240, %241, %242, %243, %244, %245, %246, %247, %248, %249, %250, %251, %252, %253, %254, %255, %88, %89, %16, %16, %16, %22, %16) <{asm_dialect = 0 : i64, asm_string = "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69,  $70;\0A}\0A", constraints = "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %257 = "llvm.extractvalue"(%256) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %258 = "llvm.extractvalue"(%256) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %259 = "llvm.extractvalue"(%256) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %260 = "llvm.extractvalue"(%256) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %261 = "llvm.extractvalue"(%256) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %262 = "llvm.extractvalue"(%256) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %263 = "llvm.extractvalue"(%256) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %264 = "llvm.extractvalue"(%256) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %265 = "llvm.extractvalue"(%256) <{position = array<i64: 8>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %266 = "llvm.extractvalue"(%256) <{position = array<i64: 9>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %267 = "llvm.extractvalue"(%256) <{position = array<i64: 10>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %268 = "llvm.extractvalue"(%256) <{position = array<i64: 11>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %269 = "llvm.extractvalue"(%256) <{position = array<i64: 12>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %270 = "llvm.extractvalue"(%256) <{position = array<i64: 13>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %271 = "llvm.extractvalue"(%256) <{position = array<i64: 14>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %272 = "llvm.extractvalue"(%256) <{position = array<i64: 15>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %273 = "llvm.extractvalue"(%256) <{position = array<i64: 16>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %274 = "llvm.extractvalue"(%256) <{position = array<i64: 17>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %275 = "llvm.extractvalue"(%256) <{position = array<i64: 18>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %276 = "llvm.extractvalue"(%256) <{position = array<i64: 19>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %277 = "llvm.extractvalue"(%256) <{position = array<i64: 20>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %278 = "llvm.extractvalue"(%256) <{position = array<i64: 21>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %279 = "llvm.extractvalue"(%256) <{position = array<i64: 22>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %280 = "llvm.extractvalue"(%256) <{position = array<i64: 23>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %281 = "llvm.extractvalue"(%256) <{position = array<i64: 24>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %282 = "llvm.extractvalue"(%256) <{position = array<i64: 25>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %283 = "llvm.extractvalue"(%256) <{position = array<i64: 26>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %284 = "llvm.extractvalue"(%256) <{position = array<i64: 27>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %285 = "llvm.extractvalue"(%256) <{position = array<i64: 28>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %286 = "llvm.extractvalue"(%256) <{position = array<i64: 29>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %287 = "llvm.extractvalue"(%256) <{position = array<i64: 30>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %288 = "llvm.extractvalue"(%256) <{position = array<i64: 31>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %289 = "llvm.inline_asm"(%257, %258, %259, %260, %261, %262, %263, %264, %265, %266, %267, %268, %269, %270, %271, %272, %273, %274, %275, %276, %277, %278, %279, %280, %281, %282, %283, %284, %285, %286, %287, %288, %123, %124, %16, %16, %16, %22, %16) <{asm_dialect = 0 : i64, asm_string = "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69,  $70;\0A}\0A", constraints = "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %290 = "llvm.insertvalue"(%9, %289) <{position = array<i64: 0>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>, !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>
      "nvvm.wgmma.commit.group.sync.aligned"() : () -> ()
      "nvvm.wgmma.wait.group.sync.aligned"() <{group = 1 : i64}> : () -> ()
      "nvvm.wgmma.wait.group.sync.aligned"() <{group = 0 : i64}> : () -> ()
      %291 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %292 = "llvm.urem"(%291, %21) : (i32, i32) -> i32
      %293 = "llvm.udiv"(%291, %21) : (i32, i32) -> i32
      %294 = "llvm.udiv"(%292, %18) : (i32, i32) -> i32
      %295 = "llvm.urem"(%292, %18) : (i32, i32) -> i32
      %296 = "llvm.mul"(%295, %17) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %297 = "llvm.mul"(%293, %20) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %298 = "llvm.add"(%294, %297) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %299 = "llvm.mul"(%22, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %300 = "llvm.add"(%298, %299) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %301 = "llvm.add"(%296, %299) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %302 = "llvm.sext"(%300) : (i32) -> i64
      %303 = "llvm.sext"(%301) : (i32) -> i64
      %304 = "llvm.add"(%301, %16) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %305 = "llvm.sext"(%304) : (i32) -> i64
      %306 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 0>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %307 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 1>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %308 = "llvm.mul"(%302, %2) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %309 = "llvm.add"(%308, %303) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %310 = "llvm.getelementptr"(%arg4, %309) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%306, %310) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %311 = "llvm.add"(%308, %305) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %312 = "llvm.getelementptr"(%arg4, %311) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%307, %312) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %313 = "llvm.mul"(%16, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %314 = "llvm.add"(%296, %313) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %315 = "llvm.sext"(%314) : (i32) -> i64
      %316 = "llvm.add"(%314, %16) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %317 = "llvm.sext"(%316) : (i32) -> i64
      %318 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 4>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %319 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 5>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %320 = "llvm.add"(%308, %315) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %321 = "llvm.getelementptr"(%arg4, %320) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%318, %321) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %322 = "llvm.add"(%308, %317) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %323 = "llvm.getelementptr"(%arg4, %322) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%319, %323) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %324 = "llvm.mul"(%17, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %325 = "llvm.add"(%296, %324) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %326 = "llvm.sext"(%325) : (i32) -> i64
      %327 = "llvm.add"(%325, %16) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %328 = "llvm.sext"(%327) : (i32) -> i64
      %329 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 8>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %330 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 9>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %331 = "llvm.add"(%308, %326) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %332 = "llvm.getelementptr"(%arg4, %331) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%329, %332) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %333 = "llvm.add"(%308, %328) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %334 = "llvm.getelementptr"(%arg4, %333) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%330, %334) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %335 = "llvm.mul"(%23, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %336 = "llvm.add"(%296, %335) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %337 = "llvm.sext"(%336) : (i32) -> i64
      %338 = "llvm.add"(%336, %16) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %339 = "llvm.sext"(%338) : (i32) -> i64
      %340 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 12>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %341 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 13>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %342 = "llvm.add"(%308, %337) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %343 = "llvm.getelementptr"(%arg4, %342) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%340, %343) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %344 = "llvm.add"(%308, %339) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %345 = "llvm.getelementptr"(%arg4, %344) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%341, %345) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %346 = "llvm.mul"(%18, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %347 = "llvm.add"(%296, %346) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %348 = "llvm.sext"(%347) : (i32) -> i64
      %349 = "llvm.add"(%347, %16) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %350 = "llvm.sext"(%349) : (i32) -> i64
      %351 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 16>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %352 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 17>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %353 = "llvm.add"(%308, %348) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %354 = "llvm.getelementptr"(%arg4, %353) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%351, %354) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %355 = "llvm.add"(%308, %350) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %356 = "llvm.getelementptr"(%arg4, %355) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%352, %356) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %357 = "llvm.mul"(%24, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %358 = "llvm.add"(%296, %357) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %359 = "llvm.sext"(%358) : (i32) -> i64
      %360 = "llvm.add"(%358, %16) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %361 = "llvm.sext"(%360) : (i32) -> i64
      %362 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 20>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %363 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 21>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %364 = "llvm.add"(%308, %359) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %365 = "llvm.getelementptr"(%arg4, %364) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%362, %365) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %366 = "llvm.add"(%308, %361) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %367 = "llvm.getelementptr"(%arg4, %366) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%363, %367) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %368 = "llvm.mul"(%25, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %369 = "llvm.add"(%296, %368) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %370 = "llvm.sext"(%369) : (i32) -> i64
      %371 = "llvm.add"(%369, %16) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %372 = "llvm.sext"(%371) : (i32) -> i64
      %373 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 24>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %374 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 25>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %375 = "llvm.add"(%308, %370) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %376 = "llvm.getelementptr"(%arg4, %375) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%373, %376) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %377 = "llvm.add"(%308, %372) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %378 = "llvm.getelementptr"(%arg4, %377) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%374, %378) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %379 = "llvm.mul"(%26, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %380 = "llvm.add"(%296, %379) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %381 = "llvm.sext"(%380) : (i32) -> i64
      %382 = "llvm.add"(%380, %16) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %383 = "llvm.sext"(%382) : (i32) -> i64
      %384 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 28>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %385 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 29>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %386 = "llvm.add"(%308, %381) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %387 = "llvm.getelementptr"(%arg4, %386) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%384, %387) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %388 = "llvm.add"(%308, %383) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %389 = "llvm.getelementptr"(%arg4, %388) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%385, %389) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %390 = "llvm.add"(%298, %313) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %391 = "llvm.sext"(%390) : (i32) -> i64
      %392 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 2>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %393 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 3>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %394 = "llvm.mul"(%391, %2) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %395 = "llvm.add"(%394, %303) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %396 = "llvm.getelementptr"(%arg4, %395) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%392, %396) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %397 = "llvm.add"(%394, %305) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %398 = "llvm.getelementptr"(%arg4, %397) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%393, %398) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %399 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 6>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %400 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 7>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %401 = "llvm.add"(%394, %315) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %402 = "llvm.getelementptr"(%arg4, %401) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%399, %402) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %403 = "llvm.add"(%394, %317) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %404 = "llvm.getelementptr"(%arg4, %403) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%400, %404) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %405 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 10>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %406 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 11>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %407 = "llvm.add"(%394, %326) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %408 = "llvm.getelementptr"(%arg4, %407) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%405, %408) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %409 = "llvm.add"(%394, %328) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %410 = "llvm.getelementptr"(%arg4, %409) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%406, %410) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %411 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 14>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %412 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 15>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %413 = "llvm.add"(%394, %337) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %414 = "llvm.getelementptr"(%arg4, %413) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%411, %414) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %415 = "llvm.add"(%394, %339) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %416 = "llvm.getelementptr"(%arg4, %415) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%412, %416) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %417 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 18>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %418 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 19>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %419 = "llvm.add"(%394, %348) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %420 = "llvm.getelementptr"(%arg4, %419) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%417, %420) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %421 = "llvm.add"(%394, %350) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %422 = "llvm.getelementptr"(%arg4, %421) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%418, %422) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %423 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 22>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %424 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 23>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %425 = "llvm.add"(%394, %359) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %426 = "llvm.getelementptr"(%arg4, %425) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%423, %426) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %427 = "llvm.add"(%394, %361) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %428 = "llvm.getelementptr"(%arg4, %427) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%424, %428) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %429 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 26>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %430 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 27>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %431 = "llvm.add"(%394, %370) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %432 = "llvm.getelementptr"(%arg4, %431) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%429, %432) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %433 = "llvm.add"(%394, %372) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %434 = "llvm.getelementptr"(%arg4, %433) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%430, %434) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %435 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 30>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %436 = "llvm.extractvalue"(%290) <{position = array<i64: 0, 31>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %437 = "llvm.add"(%394, %381) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %438 = "llvm.getelementptr"(%arg4, %437) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%435, %438) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %439 = "llvm.add"(%394, %383) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %440 = "llvm.getelementptr"(%arg4, %439) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%436, %440) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} : () -> ()
    "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 8 : i64, global_type = !llvm.array<1 x i64>, linkage = #llvm.linkage<private>, sym_name = "__mbarrier", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 1024 : i64, global_type = !llvm.array<64 x array<64 x bf16>>, linkage = #llvm.linkage<private>, sym_name = "tA", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 1024 : i64, global_type = !llvm.array<64 x array<64 x bf16>>, linkage = #llvm.linkage<private>, sym_name = "tB", visibility_ = 0 : i64}> ({
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64, ptr, i64, i64, i64, i64, i64, ptr)>, linkage = #llvm.linkage<external>, sym_name = "mgpuTensorMapEncodeTiledMemref", visibility_ = 0 : i64}> ({
  }) : () -> ()
}) {gpu.container_module} : () -> ()
