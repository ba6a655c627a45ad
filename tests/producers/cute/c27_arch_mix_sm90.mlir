module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global internal @__static_shmem__1() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<8 x i32>
    llvm.mlir.global internal @__static_shmem__0() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<1 x i64>
    llvm.func @kernel_cutlass_arch_mix_kernel_tensorptri32gmemalign16o10241_tensorptri32gmemalign16o11_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_cluster_dim = array<i64: 2, 1, 1>, exact_grid_dim = array<i64: 4, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.addressof @__static_shmem__1 : !llvm.ptr<3>
      %1 = llvm.mlir.addressof @__static_shmem__0 : !llvm.ptr<3>
      %2 = llvm.mlir.constant(31 : i32) : i32
      %3 = llvm.mlir.constant(0 : i64) : i64
      %4 = llvm.mlir.constant(8 : i32) : i32
      %5 = llvm.mlir.constant(20 : i32) : i32
      %6 = llvm.mlir.constant(-1 : i32) : i32
      %7 = llvm.mlir.constant(3 : i32) : i32
      %8 = llvm.mlir.constant(2 : i32) : i32
      %9 = llvm.mlir.constant(4 : i32) : i32
      %10 = llvm.mlir.constant(false) : i1
      %11 = llvm.mlir.constant(1 : i32) : i32
      %12 = llvm.mlir.constant(256 : i32) : i32
      %13 = llvm.mlir.constant(0 : i32) : i32
      %14 = llvm.mlir.constant(32 : i32) : i32
      %15 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %16 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %17 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %18 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %19 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %20 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %21 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %22 = llvm.mul %18, %20 : i32
      %23 = llvm.add %16, %22 : i32
      %24 = llvm.mul %19, %20 : i32
      %25 = llvm.mul %24, %21 : i32
      %26 = llvm.add %23, %25 : i32
      %27 = llvm.sdiv %26, %14 : i32
      %28 = llvm.mul %27, %14 : i32
      %29 = llvm.icmp "ne" %26, %28 : i32
      %30 = llvm.icmp "slt" %26, %13 : i32
      %31 = llvm.and %29, %30 : i1
      %32 = llvm.add %27, %6 : i32
      %33 = llvm.select %31, %32, %27 : i1, i32
      %34 = nvvm.shfl.sync idx %6, %33, %13, %2 : i32 -> i32
      %35 = nvvm.shfl.sync idx %6, %34, %13, %2 : i32 -> i32
      %36 = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
      %37 = nvvm.read.ptx.sreg.clock64 : i64
      %38 = llvm.icmp "eq" %35, %13 : i32
      llvm.cond_br %38, ^bb1, ^bb4
    ^bb1:  // pred: ^bb0
      %39 = nvvm.elect.sync -> i1
      llvm.cond_br %39, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      nvvm.mbarrier.init %1, %12 : !llvm.ptr<3>, i32
      llvm.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      nvvm.fence.mbarrier.init
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb0, ^bb3
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      %40 = nvvm.mbarrier.arrive %1, %11 : !llvm.ptr<3> -> i64
      %41 = nvvm.mbarrier.wait.parity %1, %13 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
      llvm.br ^bb5(%41 : i1)
    ^bb5(%42: i1):  // 2 preds: ^bb4, ^bb6
      %43 = llvm.icmp "eq" %42, %10 : i1
      llvm.cond_br %43, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %44 = nvvm.mbarrier.wait.parity %1, %13 {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
      llvm.br ^bb5(%44 : i1)
    ^bb7:  // pred: ^bb5
      %45 = llvm.icmp "eq" %36, %13 : i32
      llvm.cond_br %45, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %46 = nvvm.read.ptx.sreg.smid : i32
      %47 = llvm.getelementptr %0[%35] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      llvm.store %46, %47 {alignment = 4 : i64} : i32, !llvm.ptr<3>
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      %48 = llvm.icmp "slt" %35, %9 : i32
      llvm.cond_br %48, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      llvm.inline_asm has_side_effects asm_dialect = att "bar.arrive $0, $1;", "n,n" %8, %12 : (i32, i32) -> ()
      llvm.br ^bb12
    ^bb11:  // pred: ^bb9
      nvvm.barrier id = %8 number_of_threads = %12
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %49 = llvm.and %16, %7 : i32
      %50 = nvvm.match.sync any %6, %49 : i32 -> i32
      %51 = llvm.inline_asm asm_dialect = att "mov.u32 $0, %lanemask_lt;", "=r"  : () -> i32
      %52 = llvm.and %50, %51 : i32
      %53 = llvm.intr.ctpop(%52) : (i32) -> i32
      %54 = llvm.inline_asm asm_dialect = att "brev.b32 $0, $1;", "=r,r" %16 : (i32) -> i32
      %55 = llvm.inline_asm asm_dialect = att "bfe.u32 $0, $1, $2, $3;", "=r,r,r,r" %54, %5, %4 : (i32, i32, i32) -> i32
      %56 = nvvm.read.ptx.sreg.clock64 : i64
      nvvm.red %15, %53 {memOrder = #nvvm.mem_order<relaxed>, memScope = #nvvm.mem_scope<cluster>, op = #nvvm.red_op<add>, type = #nvvm.red_type<s32>} : !llvm.ptr<1>, i32
      %57 = llvm.add %55, %53 : i32
      %58 = llvm.sub %56, %37 : i64
      %59 = llvm.icmp "sgt" %58, %3 : i64
      %60 = llvm.zext %59 : i1 to i32
      %61 = llvm.add %57, %60 : i32
      %62 = llvm.srem %16, %4 : i32
      %63 = llvm.getelementptr %0[%62] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      %64 = llvm.load %63 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
      %65 = llvm.add %61, %64 : i32
      %66 = llvm.mul %17, %12 : i32
      %67 = llvm.add %66, %16 : i32
      %68 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %69 = llvm.getelementptr %68[%67] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %65, %69 {alignment = 4 : i64} : i32, !llvm.ptr<1>
      nvvm.cluster.arrive
      nvvm.cluster.wait
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_arch_mix_kernel_tensorptri32gmemalign16o10241_tensorptri32gmemalign16o11_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_arch_mix_FakeTensorInt3210241_FakeTensorInt3211(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(17 : i32) : i32
    %1 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %2 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %3 = llvm.mlir.constant(6 : i32) : i32
    %4 = llvm.mlir.constant(2 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(4 : i32) : i32
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
    llvm.store %9, %17 : i64, !llvm.ptr
    %18 = llvm.getelementptr %11[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %18 : i32, !llvm.ptr
    %19 = llvm.getelementptr %11[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %19 : i32, !llvm.ptr
    %20 = llvm.getelementptr %11[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %20 : i32, !llvm.ptr
    %21 = llvm.getelementptr %11[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %21 : i32, !llvm.ptr
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
    llvm.br ^bb7(%5 : i32)
  ^bb1(%31: i32):  // 2 preds: ^bb3, ^bb5
    %32 = llvm.getelementptr %30[%31] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %33 = llvm.getelementptr %32[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %3, %33 : i32, !llvm.ptr
    %34 = llvm.getelementptr %32[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %5, %34 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %35 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %36 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %37 = llvm.call @printf(%36, %35) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %38 = llvm.add %28, %7 : i32
    llvm.store %38, %27 : i32, !llvm.ptr
    llvm.br ^bb1(%28 : i32)
  ^bb4:  // pred: ^bb7
    %39 = llvm.icmp "uge" %28, %0 : i32
    llvm.cond_br %39, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%45 : i32)
  ^bb6:  // pred: ^bb7
    %40 = llvm.getelementptr %30[%45] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %41 = llvm.getelementptr %40[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %42 = llvm.load %41 : !llvm.ptr -> i32
    %43 = llvm.icmp "eq" %42, %3 : i32
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
    llvm.br ^bb15(%5 : i32)
  ^bb9(%52: i32):  // 2 preds: ^bb11, ^bb13
    %53 = llvm.getelementptr %51[%52] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %54 = llvm.getelementptr %53[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %6, %54 : i32, !llvm.ptr
    %55 = llvm.getelementptr %53[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %56 = llvm.getelementptr %55[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %4, %56 : i32, !llvm.ptr
    %57 = llvm.getelementptr %55[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %7, %57 : i32, !llvm.ptr
    %58 = llvm.getelementptr %55[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %7, %58 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %59 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %60 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %61 = llvm.call @printf(%60, %59) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %62 = llvm.add %49, %7 : i32
    llvm.store %62, %48 : i32, !llvm.ptr
    llvm.br ^bb9(%49 : i32)
  ^bb12:  // pred: ^bb15
    %63 = llvm.icmp "uge" %49, %0 : i32
    llvm.cond_br %63, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%69 : i32)
  ^bb14:  // pred: ^bb15
    %64 = llvm.getelementptr %51[%69] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %65 = llvm.getelementptr %64[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %66 = llvm.load %65 : !llvm.ptr -> i32
    %67 = llvm.icmp "eq" %66, %6 : i32
    %68 = llvm.add %69, %7 : i32
    llvm.cond_br %67, ^bb13, ^bb15(%68 : i32)
  ^bb15(%69: i32):  // 2 preds: ^bb8, ^bb14
    %70 = llvm.icmp "uge" %69, %49 : i32
    llvm.cond_br %70, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %71 = llvm.load %25 : !llvm.ptr -> !llvm.ptr
    %72 = llvm.getelementptr %71[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %73 = llvm.load %72 : !llvm.ptr -> i32
    %74 = llvm.getelementptr %71[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %75 = llvm.load %74 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb23(%5 : i32)
  ^bb17(%76: i32):  // 2 preds: ^bb19, ^bb21
    %77 = llvm.getelementptr %75[%76] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %78 = llvm.getelementptr %77[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %78 : i32, !llvm.ptr
    %79 = llvm.getelementptr %77[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %5, %79 : i32, !llvm.ptr
    llvm.br ^bb24
  ^bb18:  // pred: ^bb20
    %80 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %81 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %82 = llvm.call @printf(%81, %80) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb19:  // pred: ^bb20
    %83 = llvm.add %73, %7 : i32
    llvm.store %83, %72 : i32, !llvm.ptr
    llvm.br ^bb17(%73 : i32)
  ^bb20:  // pred: ^bb23
    %84 = llvm.icmp "uge" %73, %0 : i32
    llvm.cond_br %84, ^bb18, ^bb19
  ^bb21:  // pred: ^bb22
    llvm.br ^bb17(%90 : i32)
  ^bb22:  // pred: ^bb23
    %85 = llvm.getelementptr %75[%90] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %86 = llvm.getelementptr %85[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %87 = llvm.load %86 : !llvm.ptr -> i32
    %88 = llvm.icmp "eq" %87, %4 : i32
    %89 = llvm.add %90, %7 : i32
    llvm.cond_br %88, ^bb21, ^bb23(%89 : i32)
  ^bb23(%90: i32):  // 2 preds: ^bb16, ^bb22
    %91 = llvm.icmp "uge" %90, %73 : i32
    llvm.cond_br %91, ^bb20, ^bb22
  ^bb24:  // pred: ^bb17
    %92 = "cuda.launch_ex"(%24, %arg0, %arg1) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_arch_mix_kernel_tensorptri32gmemalign16o10241_tensorptri32gmemalign16o11_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %93 = builtin.unrealized_conversion_cast %92 : !cuda.result to i32
    "cuda.return_if_error"(%93) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_arch_mix_FakeTensorInt3210241_FakeTensorInt3211(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_arch_mix_FakeTensorInt3210241_FakeTensorInt3211(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
