module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_100a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_clc_sched_kernel_tensorptrf32gmemalign16o655361_tensorptrf32gmemalign16o655361_tensorptri32gmemalign16o256441_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 256, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 1024 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(0 : i64) : i64
      %1 = llvm.mlir.constant(3 : i32) : i32
      %2 = llvm.mlir.constant(2 : i32) : i32
      %3 = llvm.mlir.constant(4 : i32) : i32
      %4 = llvm.mlir.constant(16 : i64) : i64
      %5 = llvm.mlir.constant(8 : i64) : i64
      %6 = llvm.mlir.constant(1024 : i64) : i64
      %7 = llvm.mlir.constant(true) : i1
      %8 = llvm.mlir.constant(31 : i32) : i32
      %9 = llvm.mlir.constant(-1 : i32) : i32
      %10 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %11 = llvm.mlir.constant(32 : i32) : i32
      %12 = llvm.mlir.constant(0 : i32) : i32
      %13 = llvm.mlir.constant(256 : i32) : i32
      %14 = llvm.mlir.constant(2.000000e+00 : f32) : f32
      %15 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %16 = llvm.mlir.constant(16 : i32) : i32
      %17 = llvm.mlir.constant(10000000 : i32) : i32
      %18 = llvm.mlir.constant(1 : i32) : i32
      %19 = llvm.alloca %18 x i128 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %20 = llvm.ptrtoint %10 : !llvm.ptr<3> to i32
      %21 = nvvm.shfl.sync idx %9, %20, %12, %8 : i32 -> i32
      %22 = llvm.zext %21 : i32 to i64
      %23 = llvm.inttoptr %22 : i64 to !llvm.ptr<3>
      llvm.intr.assume %7 ["align"(%23, %6 : !llvm.ptr<3>, i64)] : i1
      %24 = llvm.ptrtoint %23 : !llvm.ptr<3> to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<3>
      llvm.intr.assume %7 ["align"(%25, %5 : !llvm.ptr<3>, i64)] : i1
      %26 = llvm.getelementptr %23[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %27 = llvm.getelementptr %23[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %28 = llvm.ptrtoint %27 : !llvm.ptr<3> to i64
      %29 = llvm.inttoptr %28 : i64 to !llvm.ptr<3>
      llvm.intr.assume %7 ["align"(%29, %4 : !llvm.ptr<3>, i64)] : i1
      %30 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %31 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %32 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %33 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %34 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %35 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %36 = llvm.mul %32, %34 : i32
      %37 = llvm.add %30, %36 : i32
      %38 = llvm.mul %33, %34 : i32
      %39 = llvm.mul %38, %35 : i32
      %40 = llvm.add %37, %39 : i32
      %41 = llvm.sdiv %40, %11 : i32
      %42 = llvm.mul %41, %11 : i32
      %43 = llvm.icmp "ne" %40, %42 : i32
      %44 = llvm.icmp "slt" %40, %12 : i32
      %45 = llvm.and %43, %44 : i1
      %46 = llvm.add %41, %9 : i32
      %47 = llvm.select %45, %46, %41 : i1, i32
      %48 = nvvm.shfl.sync idx %9, %47, %12, %8 : i32 -> i32
      %49 = nvvm.shfl.sync idx %9, %48, %12, %8 : i32 -> i32
      %50 = llvm.icmp "eq" %49, %12 : i32
      llvm.cond_br %50, ^bb1, ^bb4
    ^bb1:  // pred: ^bb0
      %51 = nvvm.elect.sync -> i1
      llvm.cond_br %51, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      nvvm.mbarrier.init %25, %18 : !llvm.ptr<3>, i32
      llvm.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb0, ^bb3
      nvvm.fence.mbarrier.init
      nvvm.barrier
      %52 = nvvm.read.ptx.sreg.globaltimer : i64
      %53 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %54 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %55 = llvm.icmp "eq" %30, %12 : i32
      llvm.br ^bb5(%12, %12, %31, %12 : i32, i32, i32, i32)
    ^bb5(%56: i32, %57: i32, %58: i32, %59: i32):  // 2 preds: ^bb4, ^bb12
      %60 = llvm.icmp "eq" %59, %12 : i32
      llvm.cond_br %60, ^bb6(%56, %57, %58, %59 : i32, i32, i32, i32), ^bb13
    ^bb6(%61: i32, %62: i32, %63: i32, %64: i32):  // pred: ^bb5
      %65 = llvm.mul %63, %13 : i32
      %66 = llvm.add %65, %30 : i32
      %67 = llvm.getelementptr %53[%66] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %68 = llvm.load %67 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %69 = llvm.fmul %68, %14 : f32
      %70 = llvm.fadd %69, %15 : f32
      %71 = llvm.getelementptr %54[%66] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %70, %71 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      %72 = llvm.add %61, %18 : i32
      llvm.cond_br %50, ^bb7, ^bb10
    ^bb7:  // pred: ^bb6
      %73 = nvvm.elect.sync -> i1
      llvm.cond_br %73, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %74 = nvvm.mbarrier.arrive.expect_tx %25, %16 : !llvm.ptr<3>, i32 -> i64
      nvvm.clusterlaunchcontrol.try.cancel multicast, %26, %25
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb6, ^bb9
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %25, %62, %17 : (!llvm.ptr<3>, i32, i32) -> ()
      %75 = llvm.xor %62, %18 : i32
      %76 = llvm.load %26 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<1xi128>
      llvm.store %76, %19 {alignment = 16 : i64} : vector<1xi128>, !llvm.ptr
      %77 = llvm.load %19 {alignment = 32 : i64} : !llvm.ptr -> vector<1xi128>
      %78 = llvm.extractelement %77[%0 : i64] : vector<1xi128>
      %79 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %78 : i1
      %80 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %78 : i32
      %81 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %78 : i32
      %82 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %78 : i32
      llvm.fence syncscope("cluster") acq_rel
      llvm.cond_br %55, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      llvm.store %80, %29 : i32, !llvm.ptr<3>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      nvvm.barrier
      %83 = llvm.icmp "ne" %80, %12 : i32
      %84 = llvm.select %83, %81, %63 : i1, i32
      %85 = llvm.select %83, %64, %18 : i1, i32
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      llvm.br ^bb5(%72, %75, %84, %85 : i32, i32, i32, i32)
    ^bb13:  // pred: ^bb5
      llvm.cond_br %55, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %86 = llvm.mul %31, %3 overflow<nsw> : i32
      %87 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %88 = llvm.getelementptr %87[%86] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %56, %88 {alignment = 16 : i64} : i32, !llvm.ptr<1>
      %89 = nvvm.read.ptx.sreg.globaltimer : i64
      %90 = llvm.sub %89, %52 : i64
      %91 = llvm.trunc %90 : i64 to i32
      %92 = llvm.add %86, %18 overflow<nsw> : i32
      %93 = llvm.getelementptr %87[%92] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %91, %93 {alignment = 4 : i64} : i32, !llvm.ptr<1>
      %94 = nvvm.read.ptx.sreg.nsmid : i32
      %95 = llvm.add %86, %2 overflow<nsw> : i32
      %96 = llvm.getelementptr %87[%95] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %94, %96 {alignment = 8 : i64} : i32, !llvm.ptr<1>
      %97 = nvvm.read.ptx.sreg.dynamic.smem.size : i32
      %98 = llvm.load %29 : !llvm.ptr<3> -> i32
      %99 = llvm.add %97, %98 : i32
      %100 = llvm.add %86, %1 overflow<nsw> : i32
      %101 = llvm.getelementptr %87[%100] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %99, %101 {alignment = 4 : i64} : i32, !llvm.ptr<1>
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_clc_sched_kernel_tensorptrf32gmemalign16o655361_tensorptrf32gmemalign16o655361_tensorptri32gmemalign16o256441_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_clc_sched_kernel_tensorptrf32gmemalign16o655361_tensorptrf32gmemalign16o655361_tensorptri32gmemalign16o256441_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_clc_sched_FakeTensorFloat32655361_FakeTensorFloat32655361_FakeTensorInt32256441(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(1024 : i64) : i64
    %6 = llvm.mlir.constant(0 : i32) : i32
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.mlir.constant(256 : i32) : i32
    %9 = llvm.mlir.constant(0 : i64) : i64
    %10 = llvm.inttoptr %9 : i64 to !llvm.ptr
    %11 = llvm.alloca %7 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %12 = llvm.alloca %7 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %13 = llvm.getelementptr %11[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %13 : !llvm.ptr, !llvm.ptr
    %14 = llvm.getelementptr %11[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %14 : i32, !llvm.ptr
    %15 = llvm.getelementptr %11[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %15 : i32, !llvm.ptr
    %16 = llvm.getelementptr %11[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %16 : i32, !llvm.ptr
    %17 = llvm.getelementptr %11[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %17 : i64, !llvm.ptr
    %18 = llvm.getelementptr %11[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %18 : i32, !llvm.ptr
    %19 = llvm.getelementptr %11[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %19 : i32, !llvm.ptr
    %20 = llvm.getelementptr %11[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %20 : i32, !llvm.ptr
    %21 = llvm.getelementptr %11[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %11[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %22 : !llvm.ptr, !llvm.ptr
    %23 = llvm.alloca %7 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %24 = builtin.unrealized_conversion_cast %23 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %25 = llvm.getelementptr %23[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %11, %25 : !llvm.ptr, !llvm.ptr
    %26 = llvm.load %25 : !llvm.ptr -> !llvm.ptr
    %27 = llvm.getelementptr %26[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %28 = llvm.load %27 : !llvm.ptr -> i32
    %29 = llvm.getelementptr %26[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %30 = llvm.load %29 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%6 : i32)
  ^bb1(%31: i32):  // 2 preds: ^bb3, ^bb5
    %32 = llvm.getelementptr %30[%31] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %33 = llvm.getelementptr %32[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %33 : i32, !llvm.ptr
    %34 = llvm.getelementptr %32[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %6, %34 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %35 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %36 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %37 = llvm.call @printf(%36, %35) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %38 = llvm.add %28, %7 : i32
    llvm.store %38, %27 : i32, !llvm.ptr
    llvm.br ^bb1(%28 : i32)
  ^bb4:  // pred: ^bb7
    %39 = llvm.icmp "uge" %28, %1 : i32
    llvm.cond_br %39, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%45 : i32)
  ^bb6:  // pred: ^bb7
    %40 = llvm.getelementptr %30[%45] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %41 = llvm.getelementptr %40[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %42 = llvm.load %41 : !llvm.ptr -> i32
    %43 = llvm.icmp "eq" %42, %4 : i32
    %44 = llvm.add %45, %7 : i32
    llvm.cond_br %43, ^bb5, ^bb7(%44 : i32)
  ^bb7(%45: i32):  // 2 preds: ^bb0, ^bb6
    %46 = llvm.icmp "uge" %45, %28 : i32
    llvm.cond_br %46, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %47 = llvm.load %25 : !llvm.ptr -> !llvm.ptr
    %48 = llvm.getelementptr %47[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %49 = llvm.load %48 : !llvm.ptr -> i32
    %50 = llvm.getelementptr %47[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %51 = llvm.load %50 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%6 : i32)
  ^bb9(%52: i32):  // 2 preds: ^bb11, ^bb13
    %53 = llvm.getelementptr %51[%52] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %54 = llvm.getelementptr %53[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %54 : i32, !llvm.ptr
    %55 = llvm.getelementptr %53[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %6, %55 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %56 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %57 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %58 = llvm.call @printf(%57, %56) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %59 = llvm.add %49, %7 : i32
    llvm.store %59, %48 : i32, !llvm.ptr
    llvm.br ^bb9(%49 : i32)
  ^bb12:  // pred: ^bb15
    %60 = llvm.icmp "uge" %49, %1 : i32
    llvm.cond_br %60, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%66 : i32)
  ^bb14:  // pred: ^bb15
    %61 = llvm.getelementptr %51[%66] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %62 = llvm.getelementptr %61[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %63 = llvm.load %62 : !llvm.ptr -> i32
    %64 = llvm.icmp "eq" %63, %0 : i32
    %65 = llvm.add %66, %7 : i32
    llvm.cond_br %64, ^bb13, ^bb15(%65 : i32)
  ^bb15(%66: i32):  // 2 preds: ^bb8, ^bb14
    %67 = llvm.icmp "uge" %66, %49 : i32
    llvm.cond_br %67, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1, %arg2) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_clc_sched_kernel_tensorptrf32gmemalign16o655361_tensorptrf32gmemalign16o655361_tensorptri32gmemalign16o256441_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %6 : i32
  }
  llvm.func @_mlir_ciface_cutlass_clc_sched_FakeTensorFloat32655361_FakeTensorFloat32655361_FakeTensorInt32256441(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_clc_sched_FakeTensorFloat32655361_FakeTensorFloat32655361_FakeTensorInt32256441(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
