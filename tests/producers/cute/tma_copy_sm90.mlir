module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global internal @__static_shmem__1() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<1 x i64>
    llvm.mlir.global internal @__static_shmem__0() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<4096 x f16>
    llvm.func @kernel_cutlass_tma_copy_kernel_CopyAtom_ThrID10_TVLayoutSrc1409601_TVLayoutDst1409601_Valuetypef16_tensor00o5122561110_CopyAtom_ThrID10_TVLayoutSrc1409601_TVLayoutDst1409601_Valuetypef16__0(%arg0: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 4, 8, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %1 = llvm.mlir.constant(32 : i32) : i32
      %2 = llvm.mlir.constant(128 : i32) : i32
      %3 = llvm.mlir.addressof @__static_shmem__1 : !llvm.ptr<3>
      %4 = llvm.mlir.addressof @__static_shmem__0 : !llvm.ptr<3>
      %5 = llvm.mlir.constant(0 : i32) : i32
      %6 = llvm.mlir.constant(1 : i32) : i32
      %7 = llvm.mlir.constant(8192 : i32) : i32
      %8 = llvm.mlir.constant(10000000 : i32) : i32
      %9 = llvm.getelementptr %arg0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %10 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %11 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %12 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %13 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %14 = llvm.mul %12, %2 overflow<nsw> : i32
      %15 = llvm.mul %13, %1 overflow<nsw> : i32
      %16 = llvm.icmp "eq" %11, %5 : i32
      llvm.cond_br %16, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      nvvm.mbarrier.init %3, %6 : !llvm.ptr<3>, i32
      nvvm.fence.mbarrier.init
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      nvvm.barrier
      llvm.cond_br %16, ^bb3, ^bb6
    ^bb3:  // pred: ^bb2
      %17 = nvvm.mbarrier.arrive.expect_tx %3, %7 : !llvm.ptr<3>, i32 -> i64
      %18 = nvvm.elect.sync -> i1
      llvm.cond_br %18, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      nvvm.cp.async.bulk.tensor.shared.cluster.global %4, %9, %3, box[%15, %14] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb2, ^bb5
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %3, %5, %8 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.cond_br %16, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      nvvm.cp.async.bulk.tensor.global.shared.cta %10, %4, box[%15, %14] l2_cache_hint = %0 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb6, ^bb7
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_tma_copy_kernel_CopyAtom_ThrID10_TVLayoutSrc1409601_TVLayoutDst1409601_Valuetypef16_tensor00o5122561110_CopyAtom_ThrID10_TVLayoutSrc1409601_TVLayoutDst1409601_Valuetypef16__0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_tma_copy_FakeTensorFloat165122562561_FakeTensorFloat165122562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %6 = llvm.mlir.constant(127 : i64) : i64
    %7 = llvm.mlir.constant(2233785415175766016 : i64) : i64
    %8 = llvm.mlir.constant(2194728288511 : i64) : i64
    %9 = llvm.mlir.constant(137441313554 : i64) : i64
    %10 = llvm.mlir.constant(0 : i32) : i32
    %11 = llvm.mlir.constant(8 : i32) : i32
    %12 = llvm.mlir.constant(4 : i32) : i32
    %13 = llvm.mlir.constant(1 : i32) : i32
    %14 = llvm.mlir.constant(128 : i32) : i32
    %15 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %16 = llvm.mlir.constant(16 : i64) : i64
    %17 = llvm.mlir.constant(4 : i64) : i64
    %18 = llvm.mlir.constant(0 : i64) : i64
    %19 = llvm.mlir.constant(16 : i32) : i32
    %20 = llvm.alloca %19 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %21 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %22 = llvm.ptrtoint %21 : !llvm.ptr<1> to i64
    %23 = llvm.getelementptr %20[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %23 : i64, !llvm.ptr
    %24 = llvm.getelementptr %20[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %24 : i64, !llvm.ptr
    %25 = llvm.getelementptr %20[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %25 : i64, !llvm.ptr
    %26 = llvm.getelementptr %20[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %26 : i64, !llvm.ptr
    %27 = llvm.getelementptr %20[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %27 : i64, !llvm.ptr
    %28 = llvm.getelementptr %20[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %28 : i64, !llvm.ptr
    %29 = llvm.getelementptr %20[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %29 : i64, !llvm.ptr
    %30 = llvm.getelementptr %20[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %30 : i64, !llvm.ptr
    %31 = llvm.udiv %22, %16 : i64
    %32 = llvm.and %31, %15 : i64
    %33 = llvm.shl %32, %17 : i64
    llvm.store %33, %23 : i64, !llvm.ptr
    llvm.store %9, %24 : i64, !llvm.ptr
    llvm.store %18, %25 : i64, !llvm.ptr
    llvm.store %18, %26 : i64, !llvm.ptr
    llvm.store %8, %27 : i64, !llvm.ptr
    llvm.store %18, %28 : i64, !llvm.ptr
    llvm.store %7, %29 : i64, !llvm.ptr
    llvm.store %6, %30 : i64, !llvm.ptr
    %34 = llvm.ptrtoint %20 : !llvm.ptr to i64
    %35 = llvm.inttoptr %34 : i64 to !llvm.ptr
    %36 = llvm.load %35 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %37 = llvm.insertvalue %36, %5[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %38 = llvm.alloca %19 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %39 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %40 = llvm.ptrtoint %39 : !llvm.ptr<1> to i64
    %41 = llvm.getelementptr %38[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %41 : i64, !llvm.ptr
    %42 = llvm.getelementptr %38[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %42 : i64, !llvm.ptr
    %43 = llvm.getelementptr %38[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr %38[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %38[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %38[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %38[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %38[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %18, %48 : i64, !llvm.ptr
    %49 = llvm.udiv %40, %16 : i64
    %50 = llvm.and %49, %15 : i64
    %51 = llvm.shl %50, %17 : i64
    llvm.store %51, %41 : i64, !llvm.ptr
    llvm.store %9, %42 : i64, !llvm.ptr
    llvm.store %18, %43 : i64, !llvm.ptr
    llvm.store %18, %44 : i64, !llvm.ptr
    llvm.store %8, %45 : i64, !llvm.ptr
    llvm.store %18, %46 : i64, !llvm.ptr
    llvm.store %7, %47 : i64, !llvm.ptr
    llvm.store %6, %48 : i64, !llvm.ptr
    %52 = llvm.ptrtoint %38 : !llvm.ptr to i64
    %53 = llvm.inttoptr %52 : i64 to !llvm.ptr
    %54 = llvm.load %53 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %55 = llvm.insertvalue %54, %5[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %56 = llvm.inttoptr %18 : i64 to !llvm.ptr
    %57 = llvm.alloca %13 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %58 = llvm.alloca %13 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %59 = llvm.getelementptr %57[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %58, %59 : !llvm.ptr, !llvm.ptr
    %60 = llvm.getelementptr %57[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %60 : i32, !llvm.ptr
    %61 = llvm.getelementptr %57[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %61 : i32, !llvm.ptr
    %62 = llvm.getelementptr %57[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %62 : i32, !llvm.ptr
    %63 = llvm.getelementptr %57[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %18, %63 : i64, !llvm.ptr
    %64 = llvm.getelementptr %57[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %64 : i32, !llvm.ptr
    %65 = llvm.getelementptr %57[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %65 : i32, !llvm.ptr
    %66 = llvm.getelementptr %57[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %66 : i32, !llvm.ptr
    %67 = llvm.getelementptr %57[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %67 : i32, !llvm.ptr
    %68 = llvm.getelementptr %57[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %56, %68 : !llvm.ptr, !llvm.ptr
    %69 = llvm.alloca %13 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %70 = builtin.unrealized_conversion_cast %69 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %71 = llvm.getelementptr %69[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %57, %71 : !llvm.ptr, !llvm.ptr
    %72 = llvm.load %71 : !llvm.ptr -> !llvm.ptr
    %73 = llvm.getelementptr %72[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %74 = llvm.load %73 : !llvm.ptr -> i32
    %75 = llvm.getelementptr %72[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %76 = llvm.load %75 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%10 : i32)
  ^bb1(%77: i32):  // 2 preds: ^bb3, ^bb5
    %78 = llvm.getelementptr %76[%77] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %79 = llvm.getelementptr %78[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %79 : i32, !llvm.ptr
    %80 = llvm.getelementptr %78[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %10, %80 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %81 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %82 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %83 = llvm.call @printf(%82, %81) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %84 = llvm.add %74, %13 : i32
    llvm.store %84, %73 : i32, !llvm.ptr
    llvm.br ^bb1(%74 : i32)
  ^bb4:  // pred: ^bb7
    %85 = llvm.icmp "uge" %74, %1 : i32
    llvm.cond_br %85, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%91 : i32)
  ^bb6:  // pred: ^bb7
    %86 = llvm.getelementptr %76[%91] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %87 = llvm.getelementptr %86[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %88 = llvm.load %87 : !llvm.ptr -> i32
    %89 = llvm.icmp "eq" %88, %4 : i32
    %90 = llvm.add %91, %13 : i32
    llvm.cond_br %89, ^bb5, ^bb7(%90 : i32)
  ^bb7(%91: i32):  // 2 preds: ^bb0, ^bb6
    %92 = llvm.icmp "uge" %91, %74 : i32
    llvm.cond_br %92, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %93 = llvm.load %71 : !llvm.ptr -> !llvm.ptr
    %94 = llvm.getelementptr %93[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %95 = llvm.load %94 : !llvm.ptr -> i32
    %96 = llvm.getelementptr %93[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %97 = llvm.load %96 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%10 : i32)
  ^bb9(%98: i32):  // 2 preds: ^bb11, ^bb13
    %99 = llvm.getelementptr %97[%98] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %100 = llvm.getelementptr %99[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %100 : i32, !llvm.ptr
    %101 = llvm.getelementptr %99[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %10, %101 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %102 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %103 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %104 = llvm.call @printf(%103, %102) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %105 = llvm.add %95, %13 : i32
    llvm.store %105, %94 : i32, !llvm.ptr
    llvm.br ^bb9(%95 : i32)
  ^bb12:  // pred: ^bb15
    %106 = llvm.icmp "uge" %95, %1 : i32
    llvm.cond_br %106, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%112 : i32)
  ^bb14:  // pred: ^bb15
    %107 = llvm.getelementptr %97[%112] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %108 = llvm.getelementptr %107[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %109 = llvm.load %108 : !llvm.ptr -> i32
    %110 = llvm.icmp "eq" %109, %0 : i32
    %111 = llvm.add %112, %13 : i32
    llvm.cond_br %110, ^bb13, ^bb15(%111 : i32)
  ^bb15(%112: i32):  // 2 preds: ^bb8, ^bb14
    %113 = llvm.icmp "uge" %112, %95 : i32
    llvm.cond_br %113, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %114 = "cuda.launch_ex"(%70, %37, %55) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_tma_copy_kernel_CopyAtom_ThrID10_TVLayoutSrc1409601_TVLayoutDst1409601_Valuetypef16_tensor00o5122561110_CopyAtom_ThrID10_TVLayoutSrc1409601_TVLayoutDst1409601_Valuetypef16__0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>) -> !cuda.result
    %115 = builtin.unrealized_conversion_cast %114 : !cuda.result to i32
    "cuda.return_if_error"(%115) : (i32) -> ()
    llvm.return %10 : i32
  }
  llvm.func @_mlir_ciface_cutlass_tma_copy_FakeTensorFloat165122562561_FakeTensorFloat165122562561(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_tma_copy_FakeTensorFloat165122562561_FakeTensorFloat165122562561(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
