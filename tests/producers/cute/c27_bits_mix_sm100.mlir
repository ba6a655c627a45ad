module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_100a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.func @kernel_cutlass_bits_mix_kernel_tensorptri32gmemalign16o10241_tensorptri32gmemalign16o10241_tensorptri32gmemalign16o10241_tensorptri64gmemalign16o10241_tensorptrf32gmemalign16o10241_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 8, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(128 : i32) : i32
      %1 = llvm.mlir.constant(21520 : i32) : i32
      %2 = llvm.mlir.constant(31 : i32) : i32
      %3 = llvm.mlir.constant(0 : i32) : i32
      %4 = llvm.mlir.constant(32767 : i32) : i32
      %5 = llvm.mlir.constant(8 : i32) : i32
      %6 = llvm.mlir.constant(3 : i32) : i32
      %7 = llvm.mlir.constant(9 : i32) : i32
      %8 = llvm.mlir.constant(20 : i64) : i64
      %9 = llvm.mlir.constant(65535 : i32) : i32
      %10 = llvm.mlir.constant(1.000000e-03 : f32) : f32
      %11 = llvm.mlir.constant(-1 : i32) : i32
      %12 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %13 = llvm.mlir.constant(16 : i32) : i32
      %14 = llvm.mlir.constant(256 : i32) : i32
      %15 = llvm.mlir.constant(65536 : i32) : i32
      %16 = llvm.mlir.constant(16777216 : i32) : i32
      %17 = llvm.mlir.constant(24 : i32) : i32
      %18 = llvm.mlir.constant(4 : i32) : i32
      %19 = llvm.mlir.constant(1 : i32) : i32
      %20 = llvm.alloca %18 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %21 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %22 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %23 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %24 = llvm.mul %23, %0 : i32
      %25 = llvm.add %24, %22 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "griddepcontrol.wait;", "~{memory}"  : () -> ()
      %26 = llvm.getelementptr %21[%25] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %27 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %28 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %29 = llvm.getelementptr %28[%25] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %30 = llvm.load %29 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %31 = llvm.getelementptr %26[128] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
      nvvm.prefetch level = L2, %31 : !llvm.ptr<1>
      %32 = llvm.inline_asm has_side_effects asm_dialect = att "prmt.b32 $0, $1, $2, $3;", "=r,r,r,r" %27, %30, %1 : (i32, i32, i32) -> i32
      %33 = llvm.inline_asm asm_dialect = att "lop3.b32 $0, $1, $2, $3, 150;", "=r,r,r,r" %27, %30, %32 : (i32, i32, i32) -> i32
      %34 = llvm.and %22, %2 : i32
      %35 = llvm.inline_asm asm_dialect = att "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r" %27, %30, %34 : (i32, i32, i32) -> i32
      %36 = llvm.inline_asm has_side_effects asm_dialect = att "add.cc.u32 $0, $1, $2;", "=r,r,r" %27, %30 : (i32, i32) -> i32
      %37 = llvm.inline_asm has_side_effects asm_dialect = att "addc.u32 $0, $1, $2;", "=r,r,r" %3, %3 : (i32, i32) -> i32
      %38 = llvm.inline_asm asm_dialect = att "mul.hi.s32 $0, $1, $2;", "=r,r,r" %27, %30 : (i32, i32) -> i32
      %39 = llvm.and %27, %4 : i32
      %40 = llvm.trunc %39 : i32 to i16
      %41 = llvm.and %30, %4 : i32
      %42 = llvm.trunc %41 : i32 to i16
      %43 = llvm.inline_asm asm_dialect = att "mul.wide.s16 $0, $1, $2;", "=r,h,h" %40, %42 : (i16, i16) -> i32
      %44 = llvm.inline_asm asm_dialect = att "bfi.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r" %27, %30, %5, %18 : (i32, i32, i32, i32) -> i32
      %45 = llvm.inline_asm asm_dialect = att "bfe.s32 $0, $1, $2, $3;", "=r,r,r,r" %33, %6, %7 : (i32, i32, i32) -> i32
      %46 = llvm.sext %27 : i32 to i64
      %47 = llvm.shl %46, %8 : i64
      %48 = llvm.inline_asm asm_dialect = att "clz.b64 $0, $1;", "=r,l" %47 : (i64) -> i32
      %49 = llvm.inline_asm asm_dialect = att "bfind.u32 $0, $1;", "=r,r" %30 : (i32) -> i32
      %50 = llvm.inline_asm asm_dialect = att "mad24.hi.s32 $0, $1, $2, $3;", "=r,r,r,r" %27, %30, %33 : (i32, i32, i32) -> i32
      %51 = llvm.inline_asm asm_dialect = att "add.sat.s32 $0, $1, $2;", "=r,r,r" %27, %30 : (i32, i32) -> i32
      %52 = llvm.inline_asm asm_dialect = att "mov.u32 $0, %lanemask_le;", "=r"  : () -> i32
      %53 = llvm.inline_asm asm_dialect = att "activemask.b32 $0;", "=r"  : () -> i32
      %54 = llvm.and %52, %53 : i32
      %55 = llvm.intr.ctpop(%54) : (i32) -> i32
      %56 = llvm.inline_asm asm_dialect = att "mov.u32 $0, %lanemask_gt;", "=r"  : () -> i32
      %57 = llvm.intr.ctpop(%56) : (i32) -> i32
      %58 = llvm.add %55, %57 : i32
      %59 = llvm.and %27, %9 : i32
      %60 = llvm.sitofp %59 : i32 to f32
      %61 = llvm.fmul %60, %10 : f32
      %62 = llvm.inline_asm has_side_effects asm_dialect = att "redux.sync.max.f32 $0, $1, $2;", "=f,f,i" %61, %11 : (f32, i32) -> f32
      %63 = llvm.inline_asm has_side_effects asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %61 : (f32) -> f32
      %64 = llvm.fadd %61, %12 : f32
      %65 = nvvm.rcp.approx.ftz.f %64 : f32
      %66 = llvm.fadd %63, %65 : f32
      %67 = llvm.trunc %30 : i32 to i8
      llvm.store %67, %20 {alignment = 32 : i64} : i8, !llvm.ptr
      %68 = llvm.ashr %30, %5 : i32
      %69 = llvm.trunc %68 : i32 to i8
      %70 = llvm.getelementptr %20[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %69, %70 {alignment = 1 : i64} : i8, !llvm.ptr
      %71 = llvm.ashr %30, %13 : i32
      %72 = llvm.trunc %71 : i32 to i8
      %73 = llvm.getelementptr %20[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %72, %73 {alignment = 2 : i64} : i8, !llvm.ptr
      %74 = llvm.lshr %30, %17 : i32
      %75 = llvm.trunc %74 : i32 to i8
      %76 = llvm.getelementptr %20[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %75, %76 {alignment = 1 : i64} : i8, !llvm.ptr
      %77 = llvm.load %20 {alignment = 32 : i64} : !llvm.ptr -> vector<4xi8>
      %78 = llvm.bitcast %77 : vector<4xi8> to i32
      %79 = llvm.inline_asm has_side_effects asm_dialect = att "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r" %78, %19, %3 : (i32, i32, i32) -> i32
      %80 = llvm.inline_asm has_side_effects asm_dialect = att "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r" %78, %14, %3 : (i32, i32, i32) -> i32
      %81 = llvm.inline_asm has_side_effects asm_dialect = att "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r" %78, %15, %3 : (i32, i32, i32) -> i32
      %82 = llvm.inline_asm has_side_effects asm_dialect = att "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r" %78, %16, %3 : (i32, i32, i32) -> i32
      %83 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f32.s32 $0, $1;", "=f,r" %79 : (i32) -> f32
      %84 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f32.s32 $0, $1;", "=f,r" %80 : (i32) -> f32
      %85 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f32.s32 $0, $1;", "=f,r" %81 : (i32) -> f32
      %86 = llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f32.s32 $0, $1;", "=f,r" %82 : (i32) -> f32
      %87 = llvm.add %32, %33 : i32
      %88 = llvm.add %87, %35 : i32
      %89 = llvm.add %88, %36 : i32
      %90 = llvm.add %89, %37 : i32
      %91 = llvm.add %90, %38 : i32
      %92 = llvm.add %91, %44 : i32
      %93 = llvm.add %92, %45 : i32
      %94 = llvm.add %93, %48 : i32
      %95 = llvm.add %94, %49 : i32
      %96 = llvm.add %95, %50 : i32
      %97 = llvm.add %96, %51 : i32
      %98 = llvm.add %97, %58 : i32
      %99 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %100 = llvm.getelementptr %99[%25] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %98, %100 {alignment = 4 : i64} : i32, !llvm.ptr<1>
      %101 = llvm.sext %43 : i32 to i64
      %102 = llvm.inline_asm asm_dialect = att "brev.b32 $0, $1;", "=r,r" %27 : (i32) -> i32
      %103 = llvm.zext %102 : i32 to i64
      %104 = llvm.add %101, %103 : i64
      %105 = llvm.extractvalue %arg3[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %106 = llvm.getelementptr %105[%25] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      llvm.store %104, %106 {alignment = 8 : i64} : i64, !llvm.ptr<1>
      %107 = llvm.fadd %62, %66 : f32
      %108 = llvm.fadd %107, %83 : f32
      %109 = llvm.fadd %108, %84 : f32
      %110 = llvm.fadd %109, %85 : f32
      %111 = llvm.fadd %110, %86 : f32
      %112 = llvm.extractvalue %arg4[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %113 = llvm.getelementptr %112[%25] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %111, %113 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "griddepcontrol.launch_dependents;", "~{memory}"  : () -> ()
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_bits_mix_kernel_tensorptri32gmemalign16o10241_tensorptri32gmemalign16o10241_tensorptri32gmemalign16o10241_tensorptri64gmemalign16o10241_tensorptrf32gmemalign16o10241_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_bits_mix_FakeTensorInt3210241_FakeTensorInt3210241_FakeTensorInt3210241_FakeTensorInt6410241_FakeTensorFloat3210241(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(8 : i32) : i32
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.mlir.constant(128 : i32) : i32
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
    llvm.store %4, %33 : i32, !llvm.ptr
    %34 = llvm.getelementptr %32[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %5, %34 : i32, !llvm.ptr
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
    llvm.br ^bb15(%5 : i32)
  ^bb9(%52: i32):  // 2 preds: ^bb11, ^bb13
    %53 = llvm.getelementptr %51[%52] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %54 = llvm.getelementptr %53[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %54 : i32, !llvm.ptr
    %55 = llvm.getelementptr %53[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %5, %55 : i32, !llvm.ptr
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
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1, %arg2, %arg3, %arg4) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_bits_mix_kernel_tensorptri32gmemalign16o10241_tensorptri32gmemalign16o10241_tensorptri32gmemalign16o10241_tensorptri64gmemalign16o10241_tensorptrf32gmemalign16o10241_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_bits_mix_FakeTensorInt3210241_FakeTensorInt3210241_FakeTensorInt3210241_FakeTensorInt6410241_FakeTensorFloat3210241(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_bits_mix_FakeTensorInt3210241_FakeTensorInt3210241_FakeTensorInt3210241_FakeTensorInt6410241_FakeTensorFloat3210241(%arg0, %arg1, %arg2, %arg3, %arg4) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
