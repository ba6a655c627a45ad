module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_100a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.mlir.global internal @__static_shmem__1() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<1 x i64>
    llvm.mlir.global internal @__static_shmem__0() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<4096 x bf16>
    llvm.func @kernel_cutlass_tma_roundtrip_kernel_CopyAtom_ThrID10_TVLayoutSrc1409601_TVLayoutDst1409601_Valuetypebf16_tensor00o2562561110_CopyAtom_ThrID10_TVLayoutSrc1409601_TVLayoutDst1409601_Valuety_0(%arg0: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 4, 4, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %1 = llvm.mlir.constant(-1 : i32) : i32
      %2 = llvm.mlir.addressof @__static_shmem__1 : !llvm.ptr<3>
      %3 = llvm.mlir.addressof @__static_shmem__0 : !llvm.ptr<3>
      %4 = llvm.mlir.constant(0 : i32) : i32
      %5 = llvm.mlir.constant(1 : i32) : i32
      %6 = llvm.mlir.constant(8192 : i32) : i32
      %7 = llvm.mlir.constant(10000000 : i32) : i32
      %8 = llvm.mlir.constant(4096 : i32) : i32
      %9 = llvm.mlir.constant(128 : i32) : i32
      %10 = llvm.mlir.constant(64 : i32) : i32
      %11 = llvm.getelementptr %arg0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %12 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %13 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %14 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %15 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %16 = llvm.mul %14, %10 overflow<nsw> : i32
      %17 = llvm.mul %15, %10 overflow<nsw> : i32
      %18 = llvm.icmp "eq" %13, %4 : i32
      llvm.cond_br %18, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      nvvm.mbarrier.init %2, %5 : !llvm.ptr<3>, i32
      nvvm.fence.mbarrier.init
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      nvvm.barrier
      llvm.cond_br %18, ^bb3, ^bb6
    ^bb3:  // pred: ^bb2
      %19 = nvvm.mbarrier.arrive.expect_tx %2, %6 : !llvm.ptr<3>, i32 -> i64
      %20 = nvvm.elect.sync -> i1
      llvm.cond_br %20, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      nvvm.cp.async.bulk.tensor.shared.cluster.global %3, %11, %2, box[%17, %16] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb2, ^bb5
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %2, %4, %7 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.br ^bb7(%13 : i32)
    ^bb7(%21: i32):  // 2 preds: ^bb6, ^bb8
      %22 = llvm.icmp "slt" %21, %8 : i32
      llvm.cond_br %22, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %23 = llvm.sdiv %21, %10 : i32
      %24 = llvm.mul %23, %10 : i32
      %25 = llvm.icmp "ne" %21, %24 : i32
      %26 = llvm.icmp "slt" %21, %4 : i32
      %27 = llvm.and %25, %26 : i1
      %28 = llvm.add %23, %1 : i32
      %29 = llvm.select %27, %28, %23 : i1, i32
      %30 = llvm.srem %21, %10 : i32
      %31 = llvm.mul %29, %10 overflow<nsw> : i32
      %32 = llvm.add %31, %30 overflow<nsw> : i32
      %33 = llvm.getelementptr %3[%32] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %34 = llvm.load %33 {alignment = 2 : i64} : !llvm.ptr<3> -> bf16
      %35 = llvm.fneg %34 : bf16
      llvm.store %35, %33 {alignment = 2 : i64} : bf16, !llvm.ptr<3>
      %36 = llvm.add %21, %9 : i32
      llvm.br ^bb7(%36 : i32)
    ^bb9:  // pred: ^bb7
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier
      llvm.cond_br %18, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      nvvm.cp.async.bulk.tensor.global.shared.cta %12, %3, box[%17, %16] l2_cache_hint = %0 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0 {read}
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_tma_roundtrip_kernel_CopyAtom_ThrID10_TVLayoutSrc1409601_TVLayoutDst1409601_Valuetypebf16_tensor00o2562561110_CopyAtom_ThrID10_TVLayoutSrc1409601_TVLayoutDst1409601_Valuety_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_tma_roundtrip_FakeTensorBFloat162562562561_FakeTensorBFloat162562562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %6 = llvm.mlir.constant(63 : i64) : i64
    %7 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %8 = llvm.mlir.constant(1095216660735 : i64) : i64
    %9 = llvm.mlir.constant(137441314066 : i64) : i64
    %10 = llvm.mlir.constant(0 : i32) : i32
    %11 = llvm.mlir.constant(4 : i32) : i32
    %12 = llvm.mlir.constant(1 : i32) : i32
    %13 = llvm.mlir.constant(128 : i32) : i32
    %14 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %15 = llvm.mlir.constant(16 : i64) : i64
    %16 = llvm.mlir.constant(4 : i64) : i64
    %17 = llvm.mlir.constant(0 : i64) : i64
    %18 = llvm.mlir.constant(16 : i32) : i32
    %19 = llvm.alloca %18 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %20 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %21 = llvm.ptrtoint %20 : !llvm.ptr<1> to i64
    %22 = llvm.getelementptr %19[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %22 : i64, !llvm.ptr
    %23 = llvm.getelementptr %19[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %23 : i64, !llvm.ptr
    %24 = llvm.getelementptr %19[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %24 : i64, !llvm.ptr
    %25 = llvm.getelementptr %19[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %25 : i64, !llvm.ptr
    %26 = llvm.getelementptr %19[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %26 : i64, !llvm.ptr
    %27 = llvm.getelementptr %19[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %27 : i64, !llvm.ptr
    %28 = llvm.getelementptr %19[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %28 : i64, !llvm.ptr
    %29 = llvm.getelementptr %19[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %29 : i64, !llvm.ptr
    %30 = llvm.udiv %21, %15 : i64
    %31 = llvm.and %30, %14 : i64
    %32 = llvm.shl %31, %16 : i64
    llvm.store %32, %22 : i64, !llvm.ptr
    llvm.store %9, %23 : i64, !llvm.ptr
    llvm.store %17, %24 : i64, !llvm.ptr
    llvm.store %17, %25 : i64, !llvm.ptr
    llvm.store %8, %26 : i64, !llvm.ptr
    llvm.store %17, %27 : i64, !llvm.ptr
    llvm.store %7, %28 : i64, !llvm.ptr
    llvm.store %6, %29 : i64, !llvm.ptr
    %33 = llvm.ptrtoint %19 : !llvm.ptr to i64
    %34 = llvm.inttoptr %33 : i64 to !llvm.ptr
    %35 = llvm.load %34 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %36 = llvm.insertvalue %35, %5[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %37 = llvm.alloca %18 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %38 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %39 = llvm.ptrtoint %38 : !llvm.ptr<1> to i64
    %40 = llvm.getelementptr %37[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %40 : i64, !llvm.ptr
    %41 = llvm.getelementptr %37[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %41 : i64, !llvm.ptr
    %42 = llvm.getelementptr %37[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %42 : i64, !llvm.ptr
    %43 = llvm.getelementptr %37[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr %37[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %37[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %37[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %37[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %17, %47 : i64, !llvm.ptr
    %48 = llvm.udiv %39, %15 : i64
    %49 = llvm.and %48, %14 : i64
    %50 = llvm.shl %49, %16 : i64
    llvm.store %50, %40 : i64, !llvm.ptr
    llvm.store %9, %41 : i64, !llvm.ptr
    llvm.store %17, %42 : i64, !llvm.ptr
    llvm.store %17, %43 : i64, !llvm.ptr
    llvm.store %8, %44 : i64, !llvm.ptr
    llvm.store %17, %45 : i64, !llvm.ptr
    llvm.store %7, %46 : i64, !llvm.ptr
    llvm.store %6, %47 : i64, !llvm.ptr
    %51 = llvm.ptrtoint %37 : !llvm.ptr to i64
    %52 = llvm.inttoptr %51 : i64 to !llvm.ptr
    %53 = llvm.load %52 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %54 = llvm.insertvalue %53, %5[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %55 = llvm.inttoptr %17 : i64 to !llvm.ptr
    %56 = llvm.alloca %12 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %57 = llvm.alloca %12 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %58 = llvm.getelementptr %56[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %57, %58 : !llvm.ptr, !llvm.ptr
    %59 = llvm.getelementptr %56[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %59 : i32, !llvm.ptr
    %60 = llvm.getelementptr %56[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %60 : i32, !llvm.ptr
    %61 = llvm.getelementptr %56[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %61 : i32, !llvm.ptr
    %62 = llvm.getelementptr %56[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %17, %62 : i64, !llvm.ptr
    %63 = llvm.getelementptr %56[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %63 : i32, !llvm.ptr
    %64 = llvm.getelementptr %56[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %64 : i32, !llvm.ptr
    %65 = llvm.getelementptr %56[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %65 : i32, !llvm.ptr
    %66 = llvm.getelementptr %56[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %66 : i32, !llvm.ptr
    %67 = llvm.getelementptr %56[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %55, %67 : !llvm.ptr, !llvm.ptr
    %68 = llvm.alloca %12 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %69 = builtin.unrealized_conversion_cast %68 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %70 = llvm.getelementptr %68[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %56, %70 : !llvm.ptr, !llvm.ptr
    %71 = llvm.load %70 : !llvm.ptr -> !llvm.ptr
    %72 = llvm.getelementptr %71[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %73 = llvm.load %72 : !llvm.ptr -> i32
    %74 = llvm.getelementptr %71[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %75 = llvm.load %74 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%10 : i32)
  ^bb1(%76: i32):  // 2 preds: ^bb3, ^bb5
    %77 = llvm.getelementptr %75[%76] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %78 = llvm.getelementptr %77[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %78 : i32, !llvm.ptr
    %79 = llvm.getelementptr %77[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %10, %79 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %80 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %81 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %82 = llvm.call @printf(%81, %80) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %83 = llvm.add %73, %12 : i32
    llvm.store %83, %72 : i32, !llvm.ptr
    llvm.br ^bb1(%73 : i32)
  ^bb4:  // pred: ^bb7
    %84 = llvm.icmp "uge" %73, %1 : i32
    llvm.cond_br %84, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%90 : i32)
  ^bb6:  // pred: ^bb7
    %85 = llvm.getelementptr %75[%90] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %86 = llvm.getelementptr %85[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %87 = llvm.load %86 : !llvm.ptr -> i32
    %88 = llvm.icmp "eq" %87, %4 : i32
    %89 = llvm.add %90, %12 : i32
    llvm.cond_br %88, ^bb5, ^bb7(%89 : i32)
  ^bb7(%90: i32):  // 2 preds: ^bb0, ^bb6
    %91 = llvm.icmp "uge" %90, %73 : i32
    llvm.cond_br %91, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %92 = llvm.load %70 : !llvm.ptr -> !llvm.ptr
    %93 = llvm.getelementptr %92[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %94 = llvm.load %93 : !llvm.ptr -> i32
    %95 = llvm.getelementptr %92[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %96 = llvm.load %95 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%10 : i32)
  ^bb9(%97: i32):  // 2 preds: ^bb11, ^bb13
    %98 = llvm.getelementptr %96[%97] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %99 = llvm.getelementptr %98[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %99 : i32, !llvm.ptr
    %100 = llvm.getelementptr %98[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %10, %100 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %101 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %102 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %103 = llvm.call @printf(%102, %101) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %104 = llvm.add %94, %12 : i32
    llvm.store %104, %93 : i32, !llvm.ptr
    llvm.br ^bb9(%94 : i32)
  ^bb12:  // pred: ^bb15
    %105 = llvm.icmp "uge" %94, %1 : i32
    llvm.cond_br %105, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%111 : i32)
  ^bb14:  // pred: ^bb15
    %106 = llvm.getelementptr %96[%111] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %107 = llvm.getelementptr %106[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %108 = llvm.load %107 : !llvm.ptr -> i32
    %109 = llvm.icmp "eq" %108, %0 : i32
    %110 = llvm.add %111, %12 : i32
    llvm.cond_br %109, ^bb13, ^bb15(%110 : i32)
  ^bb15(%111: i32):  // 2 preds: ^bb8, ^bb14
    %112 = llvm.icmp "uge" %111, %94 : i32
    llvm.cond_br %112, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %113 = "cuda.launch_ex"(%69, %36, %54) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_tma_roundtrip_kernel_CopyAtom_ThrID10_TVLayoutSrc1409601_TVLayoutDst1409601_Valuetypebf16_tensor00o2562561110_CopyAtom_ThrID10_TVLayoutSrc1409601_TVLayoutDst1409601_Valuety_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>) -> !cuda.result
    %114 = builtin.unrealized_conversion_cast %113 : !cuda.result to i32
    "cuda.return_if_error"(%114) : (i32) -> ()
    llvm.return %10 : i32
  }
  llvm.func @_mlir_ciface_cutlass_tma_roundtrip_FakeTensorBFloat162562562561_FakeTensorBFloat162562562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_tma_roundtrip_FakeTensorBFloat162562562561_FakeTensorBFloat162562562561(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
