module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global internal @__static_shmem__1() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<1 x i64>
    llvm.mlir.global internal @__static_shmem__0() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<4096 x f32>
    llvm.func @kernel_cutlass_tma_scale_kernel_CopyAtom_ThrID10_TVLayoutSrc1409601_TVLayoutDst1409601_Valuetypef32_tensor00o5125121110_tensorptrf16gmemalign16o5125125121__0(%arg0: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 8, 8, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(7 : i64) : i64
      %1 = llvm.mlir.constant(6 : i64) : i64
      %2 = llvm.mlir.constant(5 : i64) : i64
      %3 = llvm.mlir.constant(4 : i64) : i64
      %4 = llvm.mlir.constant(3 : i64) : i64
      %5 = llvm.mlir.constant(2 : i64) : i64
      %6 = llvm.mlir.constant(1 : i64) : i64
      %7 = llvm.mlir.undef : vector<4xi32>
      %8 = llvm.mlir.zero : i64
      %9 = llvm.mlir.constant(-1 : i32) : i32
      %10 = llvm.mlir.constant(32768 : i32) : i32
      %11 = llvm.mlir.constant(64 : i32) : i32
      %12 = llvm.mlir.addressof @__static_shmem__1 : !llvm.ptr<3>
      %13 = llvm.mlir.addressof @__static_shmem__0 : !llvm.ptr<3>
      %14 = llvm.mlir.constant(0 : i32) : i32
      %15 = llvm.mlir.constant(16384 : i32) : i32
      %16 = llvm.mlir.constant(10000000 : i32) : i32
      %17 = llvm.mlir.constant(512 : i32) : i32
      %18 = llvm.mlir.constant(128 : i32) : i32
      %19 = llvm.mlir.constant(2 : i32) : i32
      %20 = llvm.mlir.constant(3 : i32) : i32
      %21 = llvm.mlir.constant(4 : i32) : i32
      %22 = llvm.mlir.constant(5 : i32) : i32
      %23 = llvm.mlir.constant(6 : i32) : i32
      %24 = llvm.mlir.constant(7 : i32) : i32
      %25 = llvm.mlir.constant(8 : i32) : i32
      %26 = llvm.mlir.constant(1 : i32) : i32
      %27 = llvm.alloca %25 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %25 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.getelementptr %arg0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %30 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %31 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %32 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %33 = llvm.mul %31, %11 overflow<nsw> : i32
      %34 = llvm.mul %32, %11 overflow<nsw> : i32
      %35 = llvm.icmp "eq" %30, %14 : i32
      llvm.cond_br %35, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      nvvm.mbarrier.init %12, %26 : !llvm.ptr<3>, i32
      nvvm.fence.mbarrier.init
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      nvvm.barrier
      llvm.cond_br %35, ^bb3, ^bb6
    ^bb3:  // pred: ^bb2
      %36 = nvvm.mbarrier.arrive.expect_tx %12, %15 : !llvm.ptr<3>, i32 -> i64
      %37 = nvvm.elect.sync -> i1
      llvm.cond_br %37, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      nvvm.cp.async.bulk.tensor.shared.cluster.global %13, %29, %12, box[%34, %33] l2_cache_hint = %8 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb2, ^bb5
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %12, %14, %16 : (!llvm.ptr<3>, i32, i32) -> ()
      %38 = llvm.mul %31, %10 overflow<nsw> : i32
      %39 = llvm.add %38, %34 overflow<nsw> : i32
      %40 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %41 = llvm.getelementptr %40[%39] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %42 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %43 = llvm.getelementptr %28[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %44 = llvm.getelementptr %28[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %45 = llvm.getelementptr %28[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %46 = llvm.getelementptr %28[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %47 = llvm.getelementptr %28[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %48 = llvm.getelementptr %28[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %49 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, f16
      %50 = llvm.getelementptr %27[2] : (!llvm.ptr) -> !llvm.ptr, f16
      %51 = llvm.getelementptr %27[3] : (!llvm.ptr) -> !llvm.ptr, f16
      %52 = llvm.getelementptr %27[4] : (!llvm.ptr) -> !llvm.ptr, f16
      %53 = llvm.getelementptr %27[5] : (!llvm.ptr) -> !llvm.ptr, f16
      %54 = llvm.getelementptr %27[6] : (!llvm.ptr) -> !llvm.ptr, f16
      %55 = llvm.getelementptr %27[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb7(%30 : i32)
    ^bb7(%56: i32):  // 2 preds: ^bb6, ^bb8
      %57 = llvm.icmp "slt" %56, %17 : i32
      llvm.cond_br %57, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %58 = llvm.sdiv %56, %25 : i32
      %59 = llvm.mul %58, %25 : i32
      %60 = llvm.icmp "ne" %56, %59 : i32
      %61 = llvm.icmp "slt" %56, %14 : i32
      %62 = llvm.and %60, %61 : i1
      %63 = llvm.add %58, %9 : i32
      %64 = llvm.select %62, %63, %58 : i1, i32
      %65 = llvm.srem %56, %25 : i32
      %66 = llvm.mul %65, %25 : i32
      %67 = llvm.mul %64, %11 overflow<nsw> : i32
      %68 = llvm.add %67, %66 overflow<nsw> : i32
      %69 = llvm.getelementptr %13[%68] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %70 = llvm.load %69 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %71 = llvm.fmul %70, %arg2 : f32
      llvm.store %71, %28 {alignment = 32 : i64} : f32, !llvm.ptr
      %72 = llvm.add %66, %26 : i32
      %73 = llvm.add %67, %72 overflow<nsw> : i32
      %74 = llvm.getelementptr %13[%73] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %75 = llvm.load %74 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %76 = llvm.fmul %75, %arg2 : f32
      llvm.store %76, %42 {alignment = 4 : i64} : f32, !llvm.ptr
      %77 = llvm.add %66, %19 : i32
      %78 = llvm.add %67, %77 overflow<nsw> : i32
      %79 = llvm.getelementptr %13[%78] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %80 = llvm.load %79 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %81 = llvm.fmul %80, %arg2 : f32
      llvm.store %81, %43 {alignment = 8 : i64} : f32, !llvm.ptr
      %82 = llvm.add %66, %20 : i32
      %83 = llvm.add %67, %82 overflow<nsw> : i32
      %84 = llvm.getelementptr %13[%83] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %85 = llvm.load %84 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %86 = llvm.fmul %85, %arg2 : f32
      llvm.store %86, %44 {alignment = 4 : i64} : f32, !llvm.ptr
      %87 = llvm.add %66, %21 : i32
      %88 = llvm.add %67, %87 overflow<nsw> : i32
      %89 = llvm.getelementptr %13[%88] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %90 = llvm.load %89 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %91 = llvm.fmul %90, %arg2 : f32
      llvm.store %91, %45 {alignment = 16 : i64} : f32, !llvm.ptr
      %92 = llvm.add %66, %22 : i32
      %93 = llvm.add %67, %92 overflow<nsw> : i32
      %94 = llvm.getelementptr %13[%93] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %95 = llvm.load %94 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %96 = llvm.fmul %95, %arg2 : f32
      llvm.store %96, %46 {alignment = 4 : i64} : f32, !llvm.ptr
      %97 = llvm.add %66, %23 : i32
      %98 = llvm.add %67, %97 overflow<nsw> : i32
      %99 = llvm.getelementptr %13[%98] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %100 = llvm.load %99 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %101 = llvm.fmul %100, %arg2 : f32
      llvm.store %101, %47 {alignment = 8 : i64} : f32, !llvm.ptr
      %102 = llvm.add %66, %24 : i32
      %103 = llvm.add %67, %102 overflow<nsw> : i32
      %104 = llvm.getelementptr %13[%103] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %105 = llvm.load %104 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %106 = llvm.fmul %105, %arg2 : f32
      llvm.store %106, %48 {alignment = 4 : i64} : f32, !llvm.ptr
      %107 = llvm.load %28 {alignment = 32 : i64} : !llvm.ptr -> vector<8xf32>
      %108 = llvm.bitcast %107 : vector<8xf32> to vector<8xi32>
      %109 = llvm.extractelement %108[%8 : i64] : vector<8xi32>
      %110 = llvm.extractelement %108[%6 : i64] : vector<8xi32>
      %111 = llvm.bitcast %109 : i32 to f32
      %112 = llvm.bitcast %110 : i32 to f32
      %113 = nvvm.convert.f32x2.to.f16x2 %112, %111 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %114 = llvm.bitcast %113 : vector<2xf16> to i32
      %115 = llvm.insertelement %114, %7[%8 : i64] : vector<4xi32>
      %116 = llvm.extractelement %108[%5 : i64] : vector<8xi32>
      %117 = llvm.extractelement %108[%4 : i64] : vector<8xi32>
      %118 = llvm.bitcast %116 : i32 to f32
      %119 = llvm.bitcast %117 : i32 to f32
      %120 = nvvm.convert.f32x2.to.f16x2 %119, %118 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %121 = llvm.bitcast %120 : vector<2xf16> to i32
      %122 = llvm.insertelement %121, %115[%6 : i64] : vector<4xi32>
      %123 = llvm.extractelement %108[%3 : i64] : vector<8xi32>
      %124 = llvm.extractelement %108[%2 : i64] : vector<8xi32>
      %125 = llvm.bitcast %123 : i32 to f32
      %126 = llvm.bitcast %124 : i32 to f32
      %127 = nvvm.convert.f32x2.to.f16x2 %126, %125 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %128 = llvm.bitcast %127 : vector<2xf16> to i32
      %129 = llvm.insertelement %128, %122[%5 : i64] : vector<4xi32>
      %130 = llvm.extractelement %108[%1 : i64] : vector<8xi32>
      %131 = llvm.extractelement %108[%0 : i64] : vector<8xi32>
      %132 = llvm.bitcast %130 : i32 to f32
      %133 = llvm.bitcast %131 : i32 to f32
      %134 = nvvm.convert.f32x2.to.f16x2 %133, %132 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %135 = llvm.bitcast %134 : vector<2xf16> to i32
      %136 = llvm.insertelement %135, %129[%4 : i64] : vector<4xi32>
      %137 = llvm.bitcast %136 : vector<4xi32> to vector<8xf16>
      llvm.store %137, %27 {alignment = 32 : i64} : vector<8xf16>, !llvm.ptr
      %138 = llvm.load %27 {alignment = 32 : i64} : !llvm.ptr -> f16
      %139 = llvm.mul %64, %17 overflow<nsw> : i32
      %140 = llvm.add %139, %66 overflow<nsw> : i32
      %141 = llvm.getelementptr %41[%140] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %138, %141 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %142 = llvm.load %49 {alignment = 2 : i64} : !llvm.ptr -> f16
      %143 = llvm.add %139, %72 overflow<nsw> : i32
      %144 = llvm.getelementptr %41[%143] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %142, %144 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %145 = llvm.load %50 {alignment = 4 : i64} : !llvm.ptr -> f16
      %146 = llvm.add %139, %77 overflow<nsw> : i32
      %147 = llvm.getelementptr %41[%146] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %145, %147 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %148 = llvm.load %51 {alignment = 2 : i64} : !llvm.ptr -> f16
      %149 = llvm.add %139, %82 overflow<nsw> : i32
      %150 = llvm.getelementptr %41[%149] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %148, %150 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %151 = llvm.load %52 {alignment = 8 : i64} : !llvm.ptr -> f16
      %152 = llvm.add %139, %87 overflow<nsw> : i32
      %153 = llvm.getelementptr %41[%152] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %151, %153 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %154 = llvm.load %53 {alignment = 2 : i64} : !llvm.ptr -> f16
      %155 = llvm.add %139, %92 overflow<nsw> : i32
      %156 = llvm.getelementptr %41[%155] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %154, %156 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %157 = llvm.load %54 {alignment = 4 : i64} : !llvm.ptr -> f16
      %158 = llvm.add %139, %97 overflow<nsw> : i32
      %159 = llvm.getelementptr %41[%158] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %157, %159 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %160 = llvm.load %55 {alignment = 2 : i64} : !llvm.ptr -> f16
      %161 = llvm.add %139, %102 overflow<nsw> : i32
      %162 = llvm.getelementptr %41[%161] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %160, %162 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      %163 = llvm.add %56, %18 : i32
      llvm.br ^bb7(%163 : i32)
    ^bb9:  // pred: ^bb7
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_tma_scale_kernel_CopyAtom_ThrID10_TVLayoutSrc1409601_TVLayoutDst1409601_Valuetypef32_tensor00o5125121110_tensorptrf16gmemalign16o5125125121__0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_tma_scale_FakeTensorFloat325125125121_FakeTensorFloat165125125121_05(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: f32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %6 = llvm.mlir.constant(63 : i64) : i64
    %7 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %8 = llvm.mlir.constant(2194728288767 : i64) : i64
    %9 = llvm.mlir.constant(549758174098 : i64) : i64
    %10 = llvm.mlir.constant(0 : i32) : i32
    %11 = llvm.mlir.constant(8 : i32) : i32
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
    llvm.store %17, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %38[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %45 : i32, !llvm.ptr
    %46 = llvm.getelementptr %38[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %46 : i32, !llvm.ptr
    %47 = llvm.getelementptr %38[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %47 : i32, !llvm.ptr
    %48 = llvm.getelementptr %38[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %48 : i32, !llvm.ptr
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
    llvm.br ^bb7(%10 : i32)
  ^bb1(%58: i32):  // 2 preds: ^bb3, ^bb5
    %59 = llvm.getelementptr %57[%58] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %60 = llvm.getelementptr %59[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %60 : i32, !llvm.ptr
    %61 = llvm.getelementptr %59[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %10, %61 : i32, !llvm.ptr
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
    llvm.br ^bb15(%10 : i32)
  ^bb9(%79: i32):  // 2 preds: ^bb11, ^bb13
    %80 = llvm.getelementptr %78[%79] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %81 = llvm.getelementptr %80[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %81 : i32, !llvm.ptr
    %82 = llvm.getelementptr %80[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %10, %82 : i32, !llvm.ptr
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
    %95 = "cuda.launch_ex"(%51, %36, %arg1, %arg2) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_tma_scale_kernel_CopyAtom_ThrID10_TVLayoutSrc1409601_TVLayoutDst1409601_Valuetypef32_tensor00o5125121110_tensorptrf16gmemalign16o5125125121__0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, f32) -> !cuda.result
    %96 = builtin.unrealized_conversion_cast %95 : !cuda.result to i32
    "cuda.return_if_error"(%96) : (i32) -> ()
    llvm.return %10 : i32
  }
  llvm.func @_mlir_ciface_cutlass_tma_scale_FakeTensorFloat325125125121_FakeTensorFloat165125125121_05(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: f32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_tma_scale_FakeTensorFloat325125125121_FakeTensorFloat165125125121_05(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, f32) -> i32
    llvm.return %0 : i32
  }
}
