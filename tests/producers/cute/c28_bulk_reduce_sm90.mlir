module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_bulk_reduce_kernel_tensorptrf32gmemalign16o16204820481_CopyAtom_ThrID10_TVLayoutSrc1204801_TVLayoutDst1204801_Valuetypef32_tensor00o641281110_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 16, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 9216 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %1 = llvm.mlir.constant(2048 : i32) : i32
      %2 = llvm.mlir.constant(8 : i64) : i64
      %3 = llvm.mlir.constant(1024 : i64) : i64
      %4 = llvm.mlir.constant(true) : i1
      %5 = llvm.mlir.constant(31 : i32) : i32
      %6 = llvm.mlir.constant(-1 : i32) : i32
      %7 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %8 = llvm.mlir.constant(32 : i32) : i32
      %9 = llvm.mlir.constant(0 : i32) : i32
      %10 = llvm.mlir.constant(1 : i32) : i32
      %11 = llvm.mlir.constant(8192 : i32) : i32
      %12 = llvm.mlir.constant(10000000 : i32) : i32
      %13 = llvm.mlir.constant(128 : i32) : i32
      %14 = llvm.mlir.constant(256 : i32) : i32
      %15 = llvm.mlir.constant(384 : i32) : i32
      %16 = llvm.mlir.constant(512 : i32) : i32
      %17 = llvm.mlir.constant(640 : i32) : i32
      %18 = llvm.mlir.constant(768 : i32) : i32
      %19 = llvm.mlir.constant(896 : i32) : i32
      %20 = llvm.mlir.constant(1024 : i32) : i32
      %21 = llvm.mlir.constant(1152 : i32) : i32
      %22 = llvm.mlir.constant(1280 : i32) : i32
      %23 = llvm.mlir.constant(1408 : i32) : i32
      %24 = llvm.mlir.constant(1536 : i32) : i32
      %25 = llvm.mlir.constant(1664 : i32) : i32
      %26 = llvm.mlir.constant(1792 : i32) : i32
      %27 = llvm.mlir.constant(1920 : i32) : i32
      %28 = llvm.mlir.constant(4 : i32) : i32
      %29 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %30 = llvm.ptrtoint %7 : !llvm.ptr<3> to i32
      %31 = nvvm.shfl.sync idx %6, %30, %9, %5 : i32 -> i32
      %32 = llvm.zext %31 : i32 to i64
      %33 = llvm.inttoptr %32 : i64 to !llvm.ptr<3>
      llvm.intr.assume %4 ["align"(%33, %3 : !llvm.ptr<3>, i64)] : i1
      %34 = llvm.ptrtoint %33 : !llvm.ptr<3> to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<3>
      llvm.intr.assume %4 ["align"(%35, %2 : !llvm.ptr<3>, i64)] : i1
      %36 = llvm.getelementptr %33[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %37 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %38 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %39 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %40 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %41 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %42 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %43 = llvm.mul %39, %41 : i32
      %44 = llvm.add %37, %43 : i32
      %45 = llvm.mul %40, %41 : i32
      %46 = llvm.mul %45, %42 : i32
      %47 = llvm.add %44, %46 : i32
      %48 = llvm.sdiv %47, %8 : i32
      %49 = llvm.mul %48, %8 : i32
      %50 = llvm.icmp "ne" %47, %49 : i32
      %51 = llvm.icmp "slt" %47, %9 : i32
      %52 = llvm.and %50, %51 : i1
      %53 = llvm.add %48, %6 : i32
      %54 = llvm.select %52, %53, %48 : i1, i32
      %55 = nvvm.shfl.sync idx %6, %54, %9, %5 : i32 -> i32
      %56 = nvvm.shfl.sync idx %6, %55, %9, %5 : i32 -> i32
      %57 = llvm.icmp "eq" %56, %9 : i32
      llvm.cond_br %57, ^bb1, ^bb4
    ^bb1:  // pred: ^bb0
      %58 = nvvm.elect.sync -> i1
      llvm.cond_br %58, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      nvvm.mbarrier.init %35, %10 : !llvm.ptr<3>, i32
      llvm.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb0, ^bb3
      nvvm.fence.mbarrier.init
      nvvm.barrier
      llvm.cond_br %57, ^bb5, ^bb8
    ^bb5:  // pred: ^bb4
      %59 = nvvm.elect.sync -> i1
      llvm.cond_br %59, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %60 = nvvm.mbarrier.arrive.expect_tx %35, %11 : !llvm.ptr<3>, i32 -> i64
      %61 = llvm.mul %38, %1 overflow<nsw> : i32
      %62 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %63 = llvm.getelementptr %62[%61] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %64 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %65 = nvvm.mapa %36, %64 : !llvm.ptr<3> -> !llvm.ptr<7>
      nvvm.cp.async.bulk.shared.cluster.global %65, %63, %35, %11 validate_pattern = <none> : !llvm.ptr<7>, <1>
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb4, ^bb7
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %35, %9, %12 : (!llvm.ptr<3>, i32, i32) -> ()
      %66 = llvm.getelementptr %36[%37] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %67 = llvm.load %66 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %68 = llvm.fmul %67, %67 : f32
      llvm.store %68, %66 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %69 = llvm.add %37, %13 : i32
      %70 = llvm.getelementptr %36[%69] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %71 = llvm.load %70 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %72 = llvm.fmul %71, %71 : f32
      llvm.store %72, %70 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %73 = llvm.add %37, %14 : i32
      %74 = llvm.getelementptr %36[%73] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %75 = llvm.load %74 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %76 = llvm.fmul %75, %75 : f32
      llvm.store %76, %74 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %77 = llvm.add %37, %15 : i32
      %78 = llvm.getelementptr %36[%77] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %79 = llvm.load %78 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %80 = llvm.fmul %79, %79 : f32
      llvm.store %80, %78 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %81 = llvm.add %37, %16 : i32
      %82 = llvm.getelementptr %36[%81] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %83 = llvm.load %82 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %84 = llvm.fmul %83, %83 : f32
      llvm.store %84, %82 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %85 = llvm.add %37, %17 : i32
      %86 = llvm.getelementptr %36[%85] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %87 = llvm.load %86 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %88 = llvm.fmul %87, %87 : f32
      llvm.store %88, %86 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %89 = llvm.add %37, %18 : i32
      %90 = llvm.getelementptr %36[%89] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %91 = llvm.load %90 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %92 = llvm.fmul %91, %91 : f32
      llvm.store %92, %90 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %93 = llvm.add %37, %19 : i32
      %94 = llvm.getelementptr %36[%93] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %95 = llvm.load %94 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %96 = llvm.fmul %95, %95 : f32
      llvm.store %96, %94 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %97 = llvm.add %37, %20 : i32
      %98 = llvm.getelementptr %36[%97] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %99 = llvm.load %98 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %100 = llvm.fmul %99, %99 : f32
      llvm.store %100, %98 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %101 = llvm.add %37, %21 : i32
      %102 = llvm.getelementptr %36[%101] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %103 = llvm.load %102 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %104 = llvm.fmul %103, %103 : f32
      llvm.store %104, %102 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %105 = llvm.add %37, %22 : i32
      %106 = llvm.getelementptr %36[%105] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %107 = llvm.load %106 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %108 = llvm.fmul %107, %107 : f32
      llvm.store %108, %106 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %109 = llvm.add %37, %23 : i32
      %110 = llvm.getelementptr %36[%109] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %111 = llvm.load %110 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %112 = llvm.fmul %111, %111 : f32
      llvm.store %112, %110 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %113 = llvm.add %37, %24 : i32
      %114 = llvm.getelementptr %36[%113] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %115 = llvm.load %114 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %116 = llvm.fmul %115, %115 : f32
      llvm.store %116, %114 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %117 = llvm.add %37, %25 : i32
      %118 = llvm.getelementptr %36[%117] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %119 = llvm.load %118 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %120 = llvm.fmul %119, %119 : f32
      llvm.store %120, %118 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %121 = llvm.add %37, %26 : i32
      %122 = llvm.getelementptr %36[%121] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %123 = llvm.load %122 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %124 = llvm.fmul %123, %123 : f32
      llvm.store %124, %122 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %125 = llvm.add %37, %27 : i32
      %126 = llvm.getelementptr %36[%125] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %127 = llvm.load %126 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %128 = llvm.fmul %127, %127 : f32
      llvm.store %128, %126 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier
      %129 = llvm.srem %38, %28 : i32
      %130 = llvm.mul %129, %8 overflow<nsw> : i32
      llvm.cond_br %57, ^bb9, ^bb12
    ^bb9:  // pred: ^bb8
      %131 = nvvm.elect.sync -> i1
      llvm.cond_br %131, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      nvvm.cp.async.bulk.tensor.reduce %29, %36, box[%130, %9] l2_cache_hint = %0 {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, <3>
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0 {read}
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb8, ^bb11
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_bulk_reduce_kernel_tensorptrf32gmemalign16o16204820481_CopyAtom_ThrID10_TVLayoutSrc1204801_TVLayoutDst1204801_Valuetypef32_tensor00o641281110_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_bulk_reduce_kernel_tensorptrf32gmemalign16o16204820481_CopyAtom_ThrID10_TVLayoutSrc1204801_TVLayoutDst1204801_Valuetypef32_tensor00o641281110_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_bulk_reduce_FakeTensorFloat3216204820481_FakeTensorFloat32641281281(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %6 = llvm.mlir.constant(9216 : i64) : i64
    %7 = llvm.mlir.constant(63 : i64) : i64
    %8 = llvm.mlir.constant(2233785415175766016 : i64) : i64
    %9 = llvm.mlir.constant(270582939775 : i64) : i64
    %10 = llvm.mlir.constant(137439216530 : i64) : i64
    %11 = llvm.mlir.constant(0 : i32) : i32
    %12 = llvm.mlir.constant(1 : i32) : i32
    %13 = llvm.mlir.constant(128 : i32) : i32
    %14 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %15 = llvm.mlir.constant(16 : i64) : i64
    %16 = llvm.mlir.constant(4 : i64) : i64
    %17 = llvm.mlir.constant(0 : i64) : i64
    %18 = llvm.mlir.constant(16 : i32) : i32
    %19 = llvm.alloca %18 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %20 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
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
    llvm.store %10, %23 : i64, !llvm.ptr
    llvm.store %17, %24 : i64, !llvm.ptr
    llvm.store %17, %25 : i64, !llvm.ptr
    llvm.store %9, %26 : i64, !llvm.ptr
    llvm.store %17, %27 : i64, !llvm.ptr
    llvm.store %8, %28 : i64, !llvm.ptr
    llvm.store %7, %29 : i64, !llvm.ptr
    %33 = llvm.ptrtoint %19 : !llvm.ptr to i64
    %34 = llvm.inttoptr %33 : i64 to !llvm.ptr
    %35 = llvm.load %34 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %36 = llvm.insertvalue %35, %5[0] : !llvm.struct<(struct<(array<16 x i64>)>)> 
    %37 = llvm.inttoptr %17 : i64 to !llvm.ptr
    %38 = llvm.alloca %12 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %39 = llvm.alloca %12 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %40 = llvm.getelementptr %38[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %39, %40 : !llvm.ptr, !llvm.ptr
    %41 = llvm.getelementptr %38[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %41 : i32, !llvm.ptr
    %42 = llvm.getelementptr %38[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %42 : i32, !llvm.ptr
    %43 = llvm.getelementptr %38[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %43 : i32, !llvm.ptr
    %44 = llvm.getelementptr %38[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %38[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %18, %45 : i32, !llvm.ptr
    %46 = llvm.getelementptr %38[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %46 : i32, !llvm.ptr
    %47 = llvm.getelementptr %38[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %47 : i32, !llvm.ptr
    %48 = llvm.getelementptr %38[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %48 : i32, !llvm.ptr
    %49 = llvm.getelementptr %38[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %37, %49 : !llvm.ptr, !llvm.ptr
    %50 = llvm.alloca %12 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %51 = builtin.unrealized_conversion_cast %50 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %52 = llvm.getelementptr %50[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %38, %52 : !llvm.ptr, !llvm.ptr
    %53 = llvm.load %52 : !llvm.ptr -> !llvm.ptr
    %54 = llvm.getelementptr %53[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %55 = llvm.load %54 : !llvm.ptr -> i32
    %56 = llvm.getelementptr %53[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %57 = llvm.load %56 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%11 : i32)
  ^bb1(%58: i32):  // 2 preds: ^bb3, ^bb5
    %59 = llvm.getelementptr %57[%58] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %60 = llvm.getelementptr %59[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %60 : i32, !llvm.ptr
    %61 = llvm.getelementptr %59[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %11, %61 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %62 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %63 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %64 = llvm.call @printf(%63, %62) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %65 = llvm.add %55, %12 : i32
    llvm.store %65, %54 : i32, !llvm.ptr
    llvm.br ^bb1(%55 : i32)
  ^bb4:  // pred: ^bb7
    %66 = llvm.icmp "uge" %55, %1 : i32
    llvm.cond_br %66, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%72 : i32)
  ^bb6:  // pred: ^bb7
    %67 = llvm.getelementptr %57[%72] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %68 = llvm.getelementptr %67[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %69 = llvm.load %68 : !llvm.ptr -> i32
    %70 = llvm.icmp "eq" %69, %4 : i32
    %71 = llvm.add %72, %12 : i32
    llvm.cond_br %70, ^bb5, ^bb7(%71 : i32)
  ^bb7(%72: i32):  // 2 preds: ^bb0, ^bb6
    %73 = llvm.icmp "uge" %72, %55 : i32
    llvm.cond_br %73, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %74 = llvm.load %52 : !llvm.ptr -> !llvm.ptr
    %75 = llvm.getelementptr %74[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %76 = llvm.load %75 : !llvm.ptr -> i32
    %77 = llvm.getelementptr %74[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %78 = llvm.load %77 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%11 : i32)
  ^bb9(%79: i32):  // 2 preds: ^bb11, ^bb13
    %80 = llvm.getelementptr %78[%79] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %81 = llvm.getelementptr %80[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %81 : i32, !llvm.ptr
    %82 = llvm.getelementptr %80[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %11, %82 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %83 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %84 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %85 = llvm.call @printf(%84, %83) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %86 = llvm.add %76, %12 : i32
    llvm.store %86, %75 : i32, !llvm.ptr
    llvm.br ^bb9(%76 : i32)
  ^bb12:  // pred: ^bb15
    %87 = llvm.icmp "uge" %76, %1 : i32
    llvm.cond_br %87, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%93 : i32)
  ^bb14:  // pred: ^bb15
    %88 = llvm.getelementptr %78[%93] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %89 = llvm.getelementptr %88[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %90 = llvm.load %89 : !llvm.ptr -> i32
    %91 = llvm.icmp "eq" %90, %0 : i32
    %92 = llvm.add %93, %12 : i32
    llvm.cond_br %91, ^bb13, ^bb15(%92 : i32)
  ^bb15(%93: i32):  // 2 preds: ^bb8, ^bb14
    %94 = llvm.icmp "uge" %93, %76 : i32
    llvm.cond_br %94, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %95 = "cuda.launch_ex"(%51, %arg0, %36) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_bulk_reduce_kernel_tensorptrf32gmemalign16o16204820481_CopyAtom_ThrID10_TVLayoutSrc1204801_TVLayoutDst1204801_Valuetypef32_tensor00o641281110_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>) -> !cuda.result
    %96 = builtin.unrealized_conversion_cast %95 : !cuda.result to i32
    "cuda.return_if_error"(%96) : (i32) -> ()
    llvm.return %11 : i32
  }
  llvm.func @_mlir_ciface_cutlass_bulk_reduce_FakeTensorFloat3216204820481_FakeTensorFloat32641281281(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_bulk_reduce_FakeTensorFloat3216204820481_FakeTensorFloat32641281281(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
