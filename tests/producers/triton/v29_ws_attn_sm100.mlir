#loop_licm = #llvm.loop_licm<disable = true>
#loop_annotation = #llvm.loop_annotation<licm = #loop_licm>
module attributes {ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 384 : i32, ttg.maxnreg = 168 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 50768 : i32, ttg.target = "cuda:100", ttg.tensor_memory_size = 256 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 12 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @__nv_exp2f(f32) -> f32
  llvm.func @ws_attn_like(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = bf16}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = bf16}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = bf16}, %arg3: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = bf16}, %arg4: i32, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>) attributes {allocation.offset = 50760 : i32, noinline = false, nvvm.kernel = 1 : ui1, nvvm.maxnreg = 168 : i32, nvvm.reqntid = array<i32: 384>, ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 384 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(31 : i32) : i32
    %2 = llvm.mlir.constant(-1 : i32) : i32
    %3 = llvm.mlir.constant(4 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(192 : i32) : i32
    %6 = llvm.mlir.constant(64 : i32) : i32
    %7 = llvm.mlir.constant(21 : i32) : i32
    %8 = llvm.mlir.constant(3 : i32) : i32
    %9 = llvm.mlir.constant(127 : i32) : i32
    %10 = llvm.mlir.constant(128 : i32) : i32
    %11 = llvm.mlir.constant(true) : i1
    %12 = llvm.mlir.constant(2 : i32) : i32
    %13 = llvm.mlir.constant(384 : i32) : i32
    %14 = llvm.mlir.constant(256 : i32) : i32
    %15 = llvm.mlir.constant(135333008 : i32) : i32
    %16 = llvm.mlir.constant(6 : i32) : i32
    %17 = llvm.mlir.constant(135267472 : i32) : i32
    %18 = llvm.mlir.undef : vector<2xi32>
    %19 = llvm.mlir.constant(1073758272 : i32) : i32
    %20 = llvm.mlir.constant(32767 : i32) : i32
    %21 = llvm.mlir.constant(4096 : i32) : i32
    %22 = llvm.mlir.constant(false) : i1
    %23 = llvm.mlir.constant(10 : i32) : i32
    %24 = llvm.mlir.constant(63 : i32) : i32
    %25 = llvm.mlir.constant(256 : i64) : i64
    %26 = llvm.mlir.constant(0 : i64) : i64
    %27 = llvm.mlir.constant(1024 : i32) : i32
    %28 = llvm.mlir.constant(24 : i32) : i32
    %29 = llvm.mlir.constant(33 : i32) : i32
    %30 = llvm.mlir.undef : vector<4xi32>
    %31 = llvm.mlir.undef : vector<2xi16>
    %32 = llvm.mlir.undef : vector<8xi16>
    %33 = llvm.mlir.undef : vector<8xbf16>
    %34 = llvm.mlir.constant(2112 : i32) : i32
    %35 = llvm.mlir.constant(123 : i32) : i32
    %36 = llvm.mlir.constant(7 : i32) : i32
    %37 = llvm.mlir.constant(112 : i32) : i32
    %38 = llvm.mlir.constant(96 : i32) : i32
    %39 = llvm.mlir.constant(80 : i32) : i32
    %40 = llvm.mlir.constant(48 : i32) : i32
    %41 = llvm.mlir.constant(16 : i32) : i32
    %42 = llvm.mlir.constant(120 : i32) : i32
    %43 = llvm.mlir.constant(5 : i32) : i32
    %44 = llvm.mlir.constant(0 : index) : i32
    %45 = llvm.mlir.undef : vector<2xbf16>
    %46 = llvm.mlir.undef : vector<2xf32>
    %47 = llvm.mlir.undef : vector<1xf32>
    %48 = llvm.mlir.undef : vector<1xi32>
    %49 = llvm.mlir.constant(384 : i64) : i64
    %50 = llvm.mlir.constant(128 : i64) : i64
    %51 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %52 = llvm.mlir.undef : !llvm.struct<(f32)>
    %53 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %54 = llvm.mlir.constant(0 : i8) : i8
    %55 = llvm.mlir.constant(2 : i8) : i8
    %56 = llvm.mlir.constant(1 : i8) : i8
    %57 = llvm.mlir.constant(3 : i8) : i8
    %58 = llvm.mlir.constant(4 : i8) : i8
    %59 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %60 = llvm.mlir.constant(32 : i32) : i32
    %61 = nvvm.read.ptx.sreg.tid.x : i32
    %62 = llvm.icmp "ult" %61, %60 : i32
    %63 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 256;", "b,r" %62, %59 : (i1, !llvm.ptr<3>) -> !llvm.void
    nvvm.barrier
    %64 = llvm.load %59 : !llvm.ptr<3> -> i32
    nvvm.barrier
    %65 = llvm.inttoptr %64 : i32 to !llvm.ptr<6>
    %66 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "b" %62 : (i1) -> !llvm.void
    %67 = llvm.udiv %61, %60 : i32
    %68 = nvvm.shfl.sync idx %2, %67, %0, %1 : i32 -> i32
    %69 = llvm.icmp "ult" %68, %3 : i32
    llvm.cond_br %69, ^bb25, ^bb1
  ^bb1:  // 6 preds: ^bb0, ^bb2, ^bb7, ^bb19, ^bb23, ^bb24
    nvvm.setmaxregister decrease 120
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    %70 = llvm.getelementptr %59[50760] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %71 = llvm.sub %68, %3 : i32
    %72 = llvm.getelementptr %70[%71] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %73 = llvm.load %72 : !llvm.ptr<3> -> i8
    llvm.switch %73 : i8, ^bb2 [
      0: ^bb4,
      1: ^bb8,
      2: ^bb20,
      3: ^bb24,
      4: ^bb3
    ]
  ^bb2:  // pred: ^bb1
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    llvm.br ^bb1 {loop_annotation = #loop_annotation}
  ^bb3:  // pred: ^bb1
    nvvm.barrier {aligned = false}
    %74 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 256;", "b,r" %62, %65 : (i1, !llvm.ptr<6>) -> !llvm.void
    llvm.return
  ^bb4:  // pred: ^bb1
    nvvm.setmaxregister decrease 88
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    %75 = llvm.getelementptr %59[50640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %76 = llvm.getelementptr %59[50656] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %77 = llvm.ptrtoint %65 : !llvm.ptr<6> to i32
    %78 = llvm.add %77, %0 : i32
    %79 = llvm.inttoptr %78 : i32 to !llvm.ptr<3>
    %80 = llvm.getelementptr %59[50704] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %81 = llvm.getelementptr %59[49664] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %82 = llvm.getelementptr %59[50720] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %83 = llvm.getelementptr %59[50672] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %84 = llvm.getelementptr %59[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %85 = llvm.getelementptr %59[50688] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    llvm.br ^bb5(%0, %4 : i32, i32)
  ^bb5(%86: i32, %87: i32):  // 2 preds: ^bb4, ^bb6
    %88 = llvm.icmp "slt" %86, %arg4 : i32
    llvm.cond_br %88, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %89 = llvm.xor %87, %4 : i32
    %90 = llvm.mul %0, %4 : i32
    %91 = llvm.getelementptr %85[%90] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %92 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %91, %89 : (!llvm.ptr<3>, i32) -> !llvm.void
    %93 = llvm.mul %0, %10 : i32
    %94 = llvm.getelementptr %84[%93] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %95 = llvm.sub %61, %10 : i32
    %96 = llvm.and %95, %9 : i32
    %97 = llvm.urem %96, %60 : i32
    %98 = llvm.sub %67, %3 : i32
    %99 = llvm.shl %97, %0 : i32
    %100 = llvm.or %0, %99 : i32
    %101 = llvm.shl %98, %8 : i32
    %102 = llvm.or %100, %101 : i32
    %103 = llvm.and %102, %1 : i32
    %104 = llvm.shl %103, %3 : i32
    %105 = llvm.or disjoint %104, %0 : i32
    %106 = llvm.xor %0, %105 : i32
    %107 = llvm.mul %0, %3 : i32
    %108 = llvm.xor %106, %107 : i32
    %109 = llvm.xor %108, %0 : i32
    %110 = llvm.add %109, %0 : i32
    %111 = llvm.getelementptr inbounds %94[%110] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %112 = nvvm.ldmatrix %111 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> i32
    %113 = llvm.bitcast %112 : i32 to vector<1xf32>
    %114 = llvm.extractelement %113[%0 : i32] : vector<1xf32>
    %115 = llvm.getelementptr %83[%90] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    nvvm.barrier id = %12 number_of_threads = %10
    %116 = llvm.icmp "eq" %96, %0 : i32
    %117 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r" %116, %115 : (i1, !llvm.ptr<3>) -> !llvm.void
    %118 = llvm.getelementptr %82[%90] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %119 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %118, %89 : (!llvm.ptr<3>, i32) -> !llvm.void
    %120 = llvm.getelementptr %81[%93] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %121 = llvm.getelementptr inbounds %120[%110] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %122 = nvvm.ldmatrix %121 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> i32
    %123 = llvm.bitcast %122 : i32 to vector<1xf32>
    %124 = llvm.extractelement %123[%0 : i32] : vector<1xf32>
    %125 = llvm.getelementptr %80[%90] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    nvvm.barrier id = %12 number_of_threads = %10
    %126 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r" %116, %125 : (i1, !llvm.ptr<3>) -> !llvm.void
    %127 = llvm.fsub %114, %124 : f32
    %128 = llvm.call @__nv_exp2f(%127) : (f32) -> f32
    %129 = llvm.ptrtoint %79 : !llvm.ptr<3> to i32
    %130 = llvm.mul %0, %6 : i32
    %131 = llvm.add %129, %130 : i32
    %132 = llvm.inttoptr %131 : i32 to !llvm.ptr<3>
    %133 = llvm.ptrtoint %132 : !llvm.ptr<3> to i32
    %134 = nvvm.shfl.sync idx %2, %67, %0, %1 : i32 -> i32
    %135 = llvm.sub %134, %3 : i32
    %136 = llvm.and %135, %8 : i32
    %137 = llvm.shl %136, %7 : i32
    %138 = llvm.add %133, %137 : i32
    %139 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r" %138 : (i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %140 = llvm.extractvalue %139[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %141 = llvm.bitcast %140 : i32 to f32
    %142 = llvm.extractvalue %139[1] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %143 = llvm.bitcast %142 : i32 to f32
    %144 = llvm.extractvalue %139[2] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %145 = llvm.bitcast %144 : i32 to f32
    %146 = llvm.extractvalue %139[3] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %147 = llvm.bitcast %146 : i32 to f32
    %148 = llvm.extractvalue %139[4] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %149 = llvm.bitcast %148 : i32 to f32
    %150 = llvm.extractvalue %139[5] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %151 = llvm.bitcast %150 : i32 to f32
    %152 = llvm.extractvalue %139[6] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %153 = llvm.bitcast %152 : i32 to f32
    %154 = llvm.extractvalue %139[7] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %155 = llvm.bitcast %154 : i32 to f32
    %156 = llvm.extractvalue %139[8] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %157 = llvm.bitcast %156 : i32 to f32
    %158 = llvm.extractvalue %139[9] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %159 = llvm.bitcast %158 : i32 to f32
    %160 = llvm.extractvalue %139[10] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %161 = llvm.bitcast %160 : i32 to f32
    %162 = llvm.extractvalue %139[11] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %163 = llvm.bitcast %162 : i32 to f32
    %164 = llvm.extractvalue %139[12] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %165 = llvm.bitcast %164 : i32 to f32
    %166 = llvm.extractvalue %139[13] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %167 = llvm.bitcast %166 : i32 to f32
    %168 = llvm.extractvalue %139[14] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %169 = llvm.bitcast %168 : i32 to f32
    %170 = llvm.extractvalue %139[15] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %171 = llvm.bitcast %170 : i32 to f32
    %172 = llvm.extractvalue %139[16] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %173 = llvm.bitcast %172 : i32 to f32
    %174 = llvm.extractvalue %139[17] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %175 = llvm.bitcast %174 : i32 to f32
    %176 = llvm.extractvalue %139[18] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %177 = llvm.bitcast %176 : i32 to f32
    %178 = llvm.extractvalue %139[19] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %179 = llvm.bitcast %178 : i32 to f32
    %180 = llvm.extractvalue %139[20] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %181 = llvm.bitcast %180 : i32 to f32
    %182 = llvm.extractvalue %139[21] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %183 = llvm.bitcast %182 : i32 to f32
    %184 = llvm.extractvalue %139[22] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %185 = llvm.bitcast %184 : i32 to f32
    %186 = llvm.extractvalue %139[23] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %187 = llvm.bitcast %186 : i32 to f32
    %188 = llvm.extractvalue %139[24] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %189 = llvm.bitcast %188 : i32 to f32
    %190 = llvm.extractvalue %139[25] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %191 = llvm.bitcast %190 : i32 to f32
    %192 = llvm.extractvalue %139[26] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %193 = llvm.bitcast %192 : i32 to f32
    %194 = llvm.extractvalue %139[27] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %195 = llvm.bitcast %194 : i32 to f32
    %196 = llvm.extractvalue %139[28] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %197 = llvm.bitcast %196 : i32 to f32
    %198 = llvm.extractvalue %139[29] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %199 = llvm.bitcast %198 : i32 to f32
    %200 = llvm.extractvalue %139[30] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %201 = llvm.bitcast %200 : i32 to f32
    %202 = llvm.extractvalue %139[31] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %203 = llvm.bitcast %202 : i32 to f32
    %204 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32 + 32];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r" %138 : (i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %205 = llvm.extractvalue %204[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %206 = llvm.bitcast %205 : i32 to f32
    %207 = llvm.extractvalue %204[1] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %208 = llvm.bitcast %207 : i32 to f32
    %209 = llvm.extractvalue %204[2] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %210 = llvm.bitcast %209 : i32 to f32
    %211 = llvm.extractvalue %204[3] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %212 = llvm.bitcast %211 : i32 to f32
    %213 = llvm.extractvalue %204[4] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %214 = llvm.bitcast %213 : i32 to f32
    %215 = llvm.extractvalue %204[5] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %216 = llvm.bitcast %215 : i32 to f32
    %217 = llvm.extractvalue %204[6] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %218 = llvm.bitcast %217 : i32 to f32
    %219 = llvm.extractvalue %204[7] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %220 = llvm.bitcast %219 : i32 to f32
    %221 = llvm.extractvalue %204[8] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %222 = llvm.bitcast %221 : i32 to f32
    %223 = llvm.extractvalue %204[9] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %224 = llvm.bitcast %223 : i32 to f32
    %225 = llvm.extractvalue %204[10] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %226 = llvm.bitcast %225 : i32 to f32
    %227 = llvm.extractvalue %204[11] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %228 = llvm.bitcast %227 : i32 to f32
    %229 = llvm.extractvalue %204[12] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %230 = llvm.bitcast %229 : i32 to f32
    %231 = llvm.extractvalue %204[13] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %232 = llvm.bitcast %231 : i32 to f32
    %233 = llvm.extractvalue %204[14] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %234 = llvm.bitcast %233 : i32 to f32
    %235 = llvm.extractvalue %204[15] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %236 = llvm.bitcast %235 : i32 to f32
    %237 = llvm.extractvalue %204[16] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %238 = llvm.bitcast %237 : i32 to f32
    %239 = llvm.extractvalue %204[17] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %240 = llvm.bitcast %239 : i32 to f32
    %241 = llvm.extractvalue %204[18] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %242 = llvm.bitcast %241 : i32 to f32
    %243 = llvm.extractvalue %204[19] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %244 = llvm.bitcast %243 : i32 to f32
    %245 = llvm.extractvalue %204[20] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %246 = llvm.bitcast %245 : i32 to f32
    %247 = llvm.extractvalue %204[21] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %248 = llvm.bitcast %247 : i32 to f32
    %249 = llvm.extractvalue %204[22] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %250 = llvm.bitcast %249 : i32 to f32
    %251 = llvm.extractvalue %204[23] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %252 = llvm.bitcast %251 : i32 to f32
    %253 = llvm.extractvalue %204[24] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %254 = llvm.bitcast %253 : i32 to f32
    %255 = llvm.extractvalue %204[25] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %256 = llvm.bitcast %255 : i32 to f32
    %257 = llvm.extractvalue %204[26] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %258 = llvm.bitcast %257 : i32 to f32
    %259 = llvm.extractvalue %204[27] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %260 = llvm.bitcast %259 : i32 to f32
    %261 = llvm.extractvalue %204[28] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %262 = llvm.bitcast %261 : i32 to f32
    %263 = llvm.extractvalue %204[29] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %264 = llvm.bitcast %263 : i32 to f32
    %265 = llvm.extractvalue %204[30] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %266 = llvm.bitcast %265 : i32 to f32
    %267 = llvm.extractvalue %204[31] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %268 = llvm.bitcast %267 : i32 to f32
    %269 = llvm.fmul %141, %128 : f32
    %270 = llvm.fmul %143, %128 : f32
    %271 = llvm.fmul %145, %128 : f32
    %272 = llvm.fmul %147, %128 : f32
    %273 = llvm.fmul %149, %128 : f32
    %274 = llvm.fmul %151, %128 : f32
    %275 = llvm.fmul %153, %128 : f32
    %276 = llvm.fmul %155, %128 : f32
    %277 = llvm.fmul %157, %128 : f32
    %278 = llvm.fmul %159, %128 : f32
    %279 = llvm.fmul %161, %128 : f32
    %280 = llvm.fmul %163, %128 : f32
    %281 = llvm.fmul %165, %128 : f32
    %282 = llvm.fmul %167, %128 : f32
    %283 = llvm.fmul %169, %128 : f32
    %284 = llvm.fmul %171, %128 : f32
    %285 = llvm.fmul %173, %128 : f32
    %286 = llvm.fmul %175, %128 : f32
    %287 = llvm.fmul %177, %128 : f32
    %288 = llvm.fmul %179, %128 : f32
    %289 = llvm.fmul %181, %128 : f32
    %290 = llvm.fmul %183, %128 : f32
    %291 = llvm.fmul %185, %128 : f32
    %292 = llvm.fmul %187, %128 : f32
    %293 = llvm.fmul %189, %128 : f32
    %294 = llvm.fmul %191, %128 : f32
    %295 = llvm.fmul %193, %128 : f32
    %296 = llvm.fmul %195, %128 : f32
    %297 = llvm.fmul %197, %128 : f32
    %298 = llvm.fmul %199, %128 : f32
    %299 = llvm.fmul %201, %128 : f32
    %300 = llvm.fmul %203, %128 : f32
    %301 = llvm.fmul %206, %128 : f32
    %302 = llvm.fmul %208, %128 : f32
    %303 = llvm.fmul %210, %128 : f32
    %304 = llvm.fmul %212, %128 : f32
    %305 = llvm.fmul %214, %128 : f32
    %306 = llvm.fmul %216, %128 : f32
    %307 = llvm.fmul %218, %128 : f32
    %308 = llvm.fmul %220, %128 : f32
    %309 = llvm.fmul %222, %128 : f32
    %310 = llvm.fmul %224, %128 : f32
    %311 = llvm.fmul %226, %128 : f32
    %312 = llvm.fmul %228, %128 : f32
    %313 = llvm.fmul %230, %128 : f32
    %314 = llvm.fmul %232, %128 : f32
    %315 = llvm.fmul %234, %128 : f32
    %316 = llvm.fmul %236, %128 : f32
    %317 = llvm.fmul %238, %128 : f32
    %318 = llvm.fmul %240, %128 : f32
    %319 = llvm.fmul %242, %128 : f32
    %320 = llvm.fmul %244, %128 : f32
    %321 = llvm.fmul %246, %128 : f32
    %322 = llvm.fmul %248, %128 : f32
    %323 = llvm.fmul %250, %128 : f32
    %324 = llvm.fmul %252, %128 : f32
    %325 = llvm.fmul %254, %128 : f32
    %326 = llvm.fmul %256, %128 : f32
    %327 = llvm.fmul %258, %128 : f32
    %328 = llvm.fmul %260, %128 : f32
    %329 = llvm.fmul %262, %128 : f32
    %330 = llvm.fmul %264, %128 : f32
    %331 = llvm.fmul %266, %128 : f32
    %332 = llvm.fmul %268, %128 : f32
    nvvm.tcgen05.wait <load>
    nvvm.barrier id = %12 number_of_threads = %10
    %333 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.st.sync.aligned.32x32b.x32.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r" %11, %138, %269, %270, %271, %272, %273, %274, %275, %276, %277, %278, %279, %280, %281, %282, %283, %284, %285, %286, %287, %288, %289, %290, %291, %292, %293, %294, %295, %296, %297, %298, %299, %300 : (i1, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.void
    %334 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.st.sync.aligned.32x32b.x32.b32 [$1 + 32], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r" %11, %138, %301, %302, %303, %304, %305, %306, %307, %308, %309, %310, %311, %312, %313, %314, %315, %316, %317, %318, %319, %320, %321, %322, %323, %324, %325, %326, %327, %328, %329, %330, %331, %332 : (i1, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.void
    %335 = llvm.getelementptr %76[%90] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    nvvm.tcgen05.wait <store>
    nvvm.barrier id = %12 number_of_threads = %10
    %336 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r" %116, %335 : (i1, !llvm.ptr<3>) -> !llvm.void
    %337 = llvm.getelementptr %75[%90] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %338 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %337, %89 : (!llvm.ptr<3>, i32) -> !llvm.void
    %339 = llvm.add %86, %6 : i32
    llvm.br ^bb5(%339, %89 : i32, i32)
  ^bb7:  // pred: ^bb5
    %340 = llvm.mul %0, %4 : i32
    %341 = llvm.getelementptr %76[%340] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    nvvm.barrier id = %12 number_of_threads = %10
    %342 = llvm.sub %61, %10 : i32
    %343 = llvm.and %342, %9 : i32
    %344 = llvm.icmp "eq" %343, %0 : i32
    %345 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r" %344, %341 : (i1, !llvm.ptr<3>) -> !llvm.void
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    nvvm.setmaxregister increase 120
    llvm.br ^bb1
  ^bb8:  // pred: ^bb1
    nvvm.setmaxregister decrease 24
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    %346 = llvm.getelementptr %59[50544] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %347 = llvm.getelementptr %59[50608] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %348 = llvm.getelementptr %59[50736] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %349 = llvm.ptrtoint %65 : !llvm.ptr<6> to i32
    %350 = llvm.add %349, %5 : i32
    %351 = llvm.inttoptr %350 : i32 to !llvm.ptr<3>
    %352 = llvm.getelementptr %59[50752] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %353 = llvm.getelementptr %59[32768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %354 = llvm.getelementptr %59[50624] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %355 = llvm.getelementptr %59[50576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %356 = llvm.getelementptr %59[50560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %357 = llvm.add %349, %6 : i32
    %358 = llvm.inttoptr %357 : i32 to !llvm.ptr<3>
    %359 = llvm.getelementptr %59[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %360 = llvm.getelementptr %59[50592] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %361 = llvm.getelementptr %59[50640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %362 = llvm.getelementptr %59[50656] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %363 = llvm.add %349, %0 : i32
    %364 = llvm.inttoptr %363 : i32 to !llvm.ptr<3>
    %365 = llvm.icmp "sgt" %arg4, %0 : i32
    %366 = llvm.mul %0, %4 : i32
    %367 = llvm.getelementptr %360[%366] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %368 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b" %367, %0, %365 : (!llvm.ptr<3>, i32, i1) -> !llvm.void
    %369 = llvm.mul %0, %21 : i32
    %370 = llvm.getelementptr %359[%369] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %371 = llvm.ptrtoint %358 : !llvm.ptr<3> to i32
    %372 = llvm.mul %0, %6 : i32
    %373 = llvm.add %371, %372 : i32
    %374 = llvm.inttoptr %373 : i32 to !llvm.ptr<3>
    %375 = llvm.getelementptr %356[%366] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %376 = llvm.getelementptr %355[%366] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    %377 = llvm.ptrtoint %374 : !llvm.ptr<3> to i32
    %378 = nvvm.shfl.sync idx %2, %67, %0, %1 : i32 -> i32
    %379 = llvm.sub %378, %23 : i32
    %380 = llvm.icmp "eq" %379, %0 : i32
    %381 = llvm.and %365, %380 : i1
    nvvm.bar.warp.sync %2 : i32
    llvm.cond_br %381, ^bb9, ^bb10
  ^bb9:  // pred: ^bb8
    %382 = nvvm.elect.sync -> i1
    %383 = llvm.ptrtoint %59 : !llvm.ptr<3> to i32
    %384 = llvm.lshr %383, %3 : i32
    %385 = llvm.and %384, %20 : i32
    %386 = llvm.ptrtoint %370 : !llvm.ptr<3> to i32
    %387 = llvm.lshr %386, %3 : i32
    %388 = llvm.and %387, %20 : i32
    %389 = llvm.add %385, %0 : i32
    %390 = llvm.insertelement %389, %18[%0 : i32] : vector<2xi32>
    %391 = llvm.insertelement %19, %390[%4 : i32] : vector<2xi32>
    %392 = llvm.bitcast %391 : vector<2xi32> to i64
    %393 = llvm.add %388, %0 : i32
    %394 = llvm.insertelement %393, %18[%0 : i32] : vector<2xi32>
    %395 = llvm.insertelement %19, %394[%4 : i32] : vector<2xi32>
    %396 = llvm.bitcast %395 : vector<2xi32> to i64
    %397 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %377, %392, %396, %17, %22, %382 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %398 = llvm.add %385, %12 : i32
    %399 = llvm.insertelement %398, %18[%0 : i32] : vector<2xi32>
    %400 = llvm.insertelement %19, %399[%4 : i32] : vector<2xi32>
    %401 = llvm.bitcast %400 : vector<2xi32> to i64
    %402 = llvm.add %388, %12 : i32
    %403 = llvm.insertelement %402, %18[%0 : i32] : vector<2xi32>
    %404 = llvm.insertelement %19, %403[%4 : i32] : vector<2xi32>
    %405 = llvm.bitcast %404 : vector<2xi32> to i64
    %406 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %377, %401, %405, %17, %11, %382 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %407 = llvm.add %385, %3 : i32
    %408 = llvm.insertelement %407, %18[%0 : i32] : vector<2xi32>
    %409 = llvm.insertelement %19, %408[%4 : i32] : vector<2xi32>
    %410 = llvm.bitcast %409 : vector<2xi32> to i64
    %411 = llvm.add %388, %3 : i32
    %412 = llvm.insertelement %411, %18[%0 : i32] : vector<2xi32>
    %413 = llvm.insertelement %19, %412[%4 : i32] : vector<2xi32>
    %414 = llvm.bitcast %413 : vector<2xi32> to i64
    %415 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %377, %410, %414, %17, %11, %382 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %416 = llvm.add %385, %16 : i32
    %417 = llvm.insertelement %416, %18[%0 : i32] : vector<2xi32>
    %418 = llvm.insertelement %19, %417[%4 : i32] : vector<2xi32>
    %419 = llvm.bitcast %418 : vector<2xi32> to i64
    %420 = llvm.add %388, %16 : i32
    %421 = llvm.insertelement %420, %18[%0 : i32] : vector<2xi32>
    %422 = llvm.insertelement %19, %421[%4 : i32] : vector<2xi32>
    %423 = llvm.bitcast %422 : vector<2xi32> to i64
    %424 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %377, %419, %423, %17, %11, %382 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %425 = llvm.and %365, %382 : i1
    %426 = llvm.ptrtoint %375 : !llvm.ptr<3> to i32
    %427 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r" %425, %426 : (i1, i32) -> !llvm.void
    %428 = llvm.ptrtoint %376 : !llvm.ptr<3> to i32
    %429 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r" %425, %428 : (i1, i32) -> !llvm.void
    llvm.br ^bb10
  ^bb10:  // 2 preds: ^bb8, ^bb9
    %430 = llvm.zext %365 : i1 to i32
    %431 = llvm.mul %4, %4 : i32
    %432 = llvm.getelementptr %346[%431] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %433 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b" %432, %4, %365 : (!llvm.ptr<3>, i32, i1) -> !llvm.void
    %434 = llvm.icmp "sgt" %arg4, %6 : i32
    %435 = llvm.getelementptr %360[%431] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %436 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b" %435, %0, %434 : (!llvm.ptr<3>, i32, i1) -> !llvm.void
    %437 = llvm.mul %4, %21 : i32
    %438 = llvm.getelementptr %359[%437] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %439 = llvm.mul %430, %6 : i32
    %440 = llvm.add %371, %439 : i32
    %441 = llvm.inttoptr %440 : i32 to !llvm.ptr<3>
    %442 = llvm.mul %430, %4 : i32
    %443 = llvm.getelementptr %356[%442] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %444 = llvm.getelementptr %355[%431] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %445 = llvm.ptrtoint %441 : !llvm.ptr<3> to i32
    %446 = llvm.and %434, %380 : i1
    nvvm.bar.warp.sync %2 : i32
    llvm.cond_br %446, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    %447 = nvvm.elect.sync -> i1
    %448 = llvm.ptrtoint %59 : !llvm.ptr<3> to i32
    %449 = llvm.lshr %448, %3 : i32
    %450 = llvm.and %449, %20 : i32
    %451 = llvm.ptrtoint %438 : !llvm.ptr<3> to i32
    %452 = llvm.lshr %451, %3 : i32
    %453 = llvm.and %452, %20 : i32
    %454 = llvm.add %450, %0 : i32
    %455 = llvm.insertelement %454, %18[%0 : i32] : vector<2xi32>
    %456 = llvm.insertelement %19, %455[%4 : i32] : vector<2xi32>
    %457 = llvm.bitcast %456 : vector<2xi32> to i64
    %458 = llvm.add %453, %0 : i32
    %459 = llvm.insertelement %458, %18[%0 : i32] : vector<2xi32>
    %460 = llvm.insertelement %19, %459[%4 : i32] : vector<2xi32>
    %461 = llvm.bitcast %460 : vector<2xi32> to i64
    %462 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %445, %457, %461, %17, %22, %447 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %463 = llvm.add %450, %12 : i32
    %464 = llvm.insertelement %463, %18[%0 : i32] : vector<2xi32>
    %465 = llvm.insertelement %19, %464[%4 : i32] : vector<2xi32>
    %466 = llvm.bitcast %465 : vector<2xi32> to i64
    %467 = llvm.add %453, %12 : i32
    %468 = llvm.insertelement %467, %18[%0 : i32] : vector<2xi32>
    %469 = llvm.insertelement %19, %468[%4 : i32] : vector<2xi32>
    %470 = llvm.bitcast %469 : vector<2xi32> to i64
    %471 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %445, %466, %470, %17, %11, %447 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %472 = llvm.add %450, %3 : i32
    %473 = llvm.insertelement %472, %18[%0 : i32] : vector<2xi32>
    %474 = llvm.insertelement %19, %473[%4 : i32] : vector<2xi32>
    %475 = llvm.bitcast %474 : vector<2xi32> to i64
    %476 = llvm.add %453, %3 : i32
    %477 = llvm.insertelement %476, %18[%0 : i32] : vector<2xi32>
    %478 = llvm.insertelement %19, %477[%4 : i32] : vector<2xi32>
    %479 = llvm.bitcast %478 : vector<2xi32> to i64
    %480 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %445, %475, %479, %17, %11, %447 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %481 = llvm.add %450, %16 : i32
    %482 = llvm.insertelement %481, %18[%0 : i32] : vector<2xi32>
    %483 = llvm.insertelement %19, %482[%4 : i32] : vector<2xi32>
    %484 = llvm.bitcast %483 : vector<2xi32> to i64
    %485 = llvm.add %453, %16 : i32
    %486 = llvm.insertelement %485, %18[%0 : i32] : vector<2xi32>
    %487 = llvm.insertelement %19, %486[%4 : i32] : vector<2xi32>
    %488 = llvm.bitcast %487 : vector<2xi32> to i64
    %489 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %445, %484, %488, %17, %11, %447 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %490 = llvm.and %434, %447 : i1
    %491 = llvm.ptrtoint %443 : !llvm.ptr<3> to i32
    %492 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r" %490, %491 : (i1, i32) -> !llvm.void
    %493 = llvm.ptrtoint %444 : !llvm.ptr<3> to i32
    %494 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r" %490, %493 : (i1, i32) -> !llvm.void
    llvm.br ^bb12
  ^bb12:  // 2 preds: ^bb10, ^bb11
    %495 = llvm.add %430, %4 : i32
    %496 = llvm.icmp "eq" %495, %12 : i32
    %497 = llvm.select %496, %0, %495 : i1, i32
    %498 = llvm.select %434, %497, %430 : i1, i32
    %499 = llvm.icmp "ne" %495, %12 : i32
    %500 = llvm.zext %499 : i1 to i32
    %501 = llvm.mul %497, %4 : i32
    %502 = llvm.getelementptr %346[%501] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %503 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b" %502, %500, %434 : (!llvm.ptr<3>, i32, i1) -> !llvm.void
    llvm.br ^bb13(%0, %498, %500, %4, %4, %0, %4 : i32, i32, i32, i32, i32, i32, i32)
  ^bb13(%504: i32, %505: i32, %506: i32, %507: i32, %508: i32, %509: i32, %510: i32):  // 2 preds: ^bb12, ^bb18
    %511 = llvm.icmp "slt" %504, %arg4 : i32
    llvm.cond_br %511, ^bb14, ^bb19
  ^bb14:  // pred: ^bb13
    %512 = llvm.sub %arg4, %10 : i32
    %513 = llvm.icmp "slt" %504, %512 : i32
    %514 = llvm.add %508, %4 : i32
    %515 = llvm.icmp "eq" %514, %12 : i32
    %516 = llvm.select %515, %0, %514 : i1, i32
    %517 = llvm.xor %510, %4 : i32
    %518 = llvm.select %515, %517, %510 : i1, i32
    %519 = llvm.mul %516, %4 : i32
    %520 = llvm.getelementptr %354[%519] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %521 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %520, %518 : (!llvm.ptr<3>, i32) -> !llvm.void
    %522 = llvm.mul %516, %21 : i32
    %523 = llvm.getelementptr %353[%522] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %524 = llvm.xor %507, %4 : i32
    %525 = llvm.getelementptr %362[%366] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %526 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %525, %524 : (!llvm.ptr<3>, i32) -> !llvm.void
    %527 = llvm.ptrtoint %364 : !llvm.ptr<3> to i32
    %528 = llvm.add %527, %372 : i32
    %529 = llvm.inttoptr %528 : i32 to !llvm.ptr<3>
    %530 = llvm.getelementptr %352[%366] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %531 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %530, %524 : (!llvm.ptr<3>, i32) -> !llvm.void
    %532 = llvm.ptrtoint %351 : !llvm.ptr<3> to i32
    %533 = llvm.mul %0, %60 : i32
    %534 = llvm.add %532, %533 : i32
    %535 = llvm.inttoptr %534 : i32 to !llvm.ptr<3>
    %536 = llvm.getelementptr %348[%366] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %537 = llvm.getelementptr %361[%366] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %538 = llvm.getelementptr %347[%519] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %539 = llvm.ptrtoint %529 : !llvm.ptr<3> to i32
    %540 = llvm.and %11, %380 : i1
    nvvm.bar.warp.sync %2 : i32
    llvm.cond_br %540, ^bb15, ^bb16
  ^bb15:  // pred: ^bb14
    %541 = nvvm.elect.sync -> i1
    %542 = llvm.ptrtoint %535 : !llvm.ptr<3> to i32
    %543 = llvm.ptrtoint %523 : !llvm.ptr<3> to i32
    %544 = llvm.lshr %543, %3 : i32
    %545 = llvm.and %544, %20 : i32
    %546 = llvm.add %545, %0 : i32
    %547 = llvm.insertelement %546, %18[%0 : i32] : vector<2xi32>
    %548 = llvm.insertelement %19, %547[%4 : i32] : vector<2xi32>
    %549 = llvm.bitcast %548 : vector<2xi32> to i64
    %550 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 0 ], $2, $3, $4;", "r,r,l,r,b,b" %539, %542, %549, %15, %11, %541 : (i32, i32, i64, i32, i1, i1) -> !llvm.void
    %551 = llvm.add %545, %10 : i32
    %552 = llvm.insertelement %551, %18[%0 : i32] : vector<2xi32>
    %553 = llvm.insertelement %19, %552[%4 : i32] : vector<2xi32>
    %554 = llvm.bitcast %553 : vector<2xi32> to i64
    %555 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 8 ], $2, $3, $4;", "r,r,l,r,b,b" %539, %542, %554, %15, %11, %541 : (i32, i32, i64, i32, i1, i1) -> !llvm.void
    %556 = llvm.add %545, %14 : i32
    %557 = llvm.insertelement %556, %18[%0 : i32] : vector<2xi32>
    %558 = llvm.insertelement %19, %557[%4 : i32] : vector<2xi32>
    %559 = llvm.bitcast %558 : vector<2xi32> to i64
    %560 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 16 ], $2, $3, $4;", "r,r,l,r,b,b" %539, %542, %559, %15, %11, %541 : (i32, i32, i64, i32, i1, i1) -> !llvm.void
    %561 = llvm.add %545, %13 : i32
    %562 = llvm.insertelement %561, %18[%0 : i32] : vector<2xi32>
    %563 = llvm.insertelement %19, %562[%4 : i32] : vector<2xi32>
    %564 = llvm.bitcast %563 : vector<2xi32> to i64
    %565 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 24 ], $2, $3, $4;", "r,r,l,r,b,b" %539, %542, %564, %15, %11, %541 : (i32, i32, i64, i32, i1, i1) -> !llvm.void
    %566 = llvm.and %11, %541 : i1
    %567 = llvm.ptrtoint %536 : !llvm.ptr<3> to i32
    %568 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r" %566, %567 : (i1, i32) -> !llvm.void
    %569 = llvm.ptrtoint %537 : !llvm.ptr<3> to i32
    %570 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r" %566, %569 : (i1, i32) -> !llvm.void
    %571 = llvm.ptrtoint %538 : !llvm.ptr<3> to i32
    %572 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r" %566, %571 : (i1, i32) -> !llvm.void
    llvm.br ^bb16
  ^bb16:  // 2 preds: ^bb14, ^bb15
    %573 = llvm.xor %509, %4 : i32
    %574 = llvm.select %515, %573, %509 : i1, i32
    %575 = llvm.getelementptr %360[%519] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %576 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b" %575, %574, %513 : (!llvm.ptr<3>, i32, i1) -> !llvm.void
    %577 = llvm.getelementptr %359[%522] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %578 = llvm.mul %505, %6 : i32
    %579 = llvm.add %371, %578 : i32
    %580 = llvm.inttoptr %579 : i32 to !llvm.ptr<3>
    %581 = llvm.mul %505, %4 : i32
    %582 = llvm.getelementptr %356[%581] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %583 = llvm.getelementptr %355[%519] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %584 = llvm.ptrtoint %580 : !llvm.ptr<3> to i32
    %585 = llvm.and %513, %380 : i1
    nvvm.bar.warp.sync %2 : i32
    llvm.cond_br %585, ^bb17, ^bb18
  ^bb17:  // pred: ^bb16
    %586 = nvvm.elect.sync -> i1
    %587 = llvm.ptrtoint %59 : !llvm.ptr<3> to i32
    %588 = llvm.lshr %587, %3 : i32
    %589 = llvm.and %588, %20 : i32
    %590 = llvm.ptrtoint %577 : !llvm.ptr<3> to i32
    %591 = llvm.lshr %590, %3 : i32
    %592 = llvm.and %591, %20 : i32
    %593 = llvm.add %589, %0 : i32
    %594 = llvm.insertelement %593, %18[%0 : i32] : vector<2xi32>
    %595 = llvm.insertelement %19, %594[%4 : i32] : vector<2xi32>
    %596 = llvm.bitcast %595 : vector<2xi32> to i64
    %597 = llvm.add %592, %0 : i32
    %598 = llvm.insertelement %597, %18[%0 : i32] : vector<2xi32>
    %599 = llvm.insertelement %19, %598[%4 : i32] : vector<2xi32>
    %600 = llvm.bitcast %599 : vector<2xi32> to i64
    %601 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %584, %596, %600, %17, %22, %586 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %602 = llvm.add %589, %12 : i32
    %603 = llvm.insertelement %602, %18[%0 : i32] : vector<2xi32>
    %604 = llvm.insertelement %19, %603[%4 : i32] : vector<2xi32>
    %605 = llvm.bitcast %604 : vector<2xi32> to i64
    %606 = llvm.add %592, %12 : i32
    %607 = llvm.insertelement %606, %18[%0 : i32] : vector<2xi32>
    %608 = llvm.insertelement %19, %607[%4 : i32] : vector<2xi32>
    %609 = llvm.bitcast %608 : vector<2xi32> to i64
    %610 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %584, %605, %609, %17, %11, %586 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %611 = llvm.add %589, %3 : i32
    %612 = llvm.insertelement %611, %18[%0 : i32] : vector<2xi32>
    %613 = llvm.insertelement %19, %612[%4 : i32] : vector<2xi32>
    %614 = llvm.bitcast %613 : vector<2xi32> to i64
    %615 = llvm.add %592, %3 : i32
    %616 = llvm.insertelement %615, %18[%0 : i32] : vector<2xi32>
    %617 = llvm.insertelement %19, %616[%4 : i32] : vector<2xi32>
    %618 = llvm.bitcast %617 : vector<2xi32> to i64
    %619 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %584, %614, %618, %17, %11, %586 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %620 = llvm.add %589, %16 : i32
    %621 = llvm.insertelement %620, %18[%0 : i32] : vector<2xi32>
    %622 = llvm.insertelement %19, %621[%4 : i32] : vector<2xi32>
    %623 = llvm.bitcast %622 : vector<2xi32> to i64
    %624 = llvm.add %592, %16 : i32
    %625 = llvm.insertelement %624, %18[%0 : i32] : vector<2xi32>
    %626 = llvm.insertelement %19, %625[%4 : i32] : vector<2xi32>
    %627 = llvm.bitcast %626 : vector<2xi32> to i64
    %628 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %584, %623, %627, %17, %11, %586 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %629 = llvm.and %513, %586 : i1
    %630 = llvm.ptrtoint %582 : !llvm.ptr<3> to i32
    %631 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r" %629, %630 : (i1, i32) -> !llvm.void
    %632 = llvm.ptrtoint %583 : !llvm.ptr<3> to i32
    %633 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r" %629, %632 : (i1, i32) -> !llvm.void
    llvm.br ^bb18
  ^bb18:  // 2 preds: ^bb16, ^bb17
    %634 = llvm.add %505, %4 : i32
    %635 = llvm.icmp "eq" %634, %12 : i32
    %636 = llvm.select %635, %0, %634 : i1, i32
    %637 = llvm.xor %506, %4 : i32
    %638 = llvm.select %635, %637, %506 : i1, i32
    %639 = llvm.mul %636, %4 : i32
    %640 = llvm.getelementptr %346[%639] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %641 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b" %640, %638, %513 : (!llvm.ptr<3>, i32, i1) -> !llvm.void
    %642 = llvm.select %513, %636, %505 : i1, i32
    %643 = llvm.add %504, %6 : i32
    llvm.br ^bb13(%643, %642, %638, %524, %516, %574, %518 : i32, i32, i32, i32, i32, i32, i32)
  ^bb19:  // pred: ^bb13
    %644 = llvm.mul %505, %4 : i32
    %645 = llvm.getelementptr %356[%644] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    nvvm.bar.warp.sync %2 : i32
    %646 = nvvm.elect.sync -> i1
    %647 = llvm.and %11, %646 : i1
    %648 = llvm.ptrtoint %645 : !llvm.ptr<3> to i32
    %649 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r" %647, %648 : (i1, i32) -> !llvm.void
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    nvvm.setmaxregister increase 120
    llvm.br ^bb1
  ^bb20:  // pred: ^bb1
    nvvm.setmaxregister decrease 24
    %650 = llvm.getelementptr %59[50176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %651 = llvm.getelementptr %650[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.struct<packed (ptr, ptr)>
    %652 = llvm.load %651 {alignment = 1 : i64} : !llvm.ptr<3> -> !llvm.ptr
    %653 = llvm.getelementptr %650[0, 1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.struct<packed (ptr, ptr)>
    %654 = llvm.load %653 {alignment = 1 : i64} : !llvm.ptr<3> -> !llvm.ptr
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    %655 = llvm.getelementptr %59[50608] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %656 = llvm.getelementptr %59[32768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %657 = llvm.getelementptr %59[50624] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %658 = llvm.getelementptr %59[50576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %659 = llvm.getelementptr %59[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %660 = llvm.getelementptr %59[50592] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %661 = llvm.icmp "sgt" %arg4, %0 : i32
    %662 = llvm.mul %0, %4 : i32
    %663 = llvm.getelementptr %658[%662] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %664 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b" %663, %4, %661 : (!llvm.ptr<3>, i32, i1) -> !llvm.void
    %665 = llvm.mul %0, %21 : i32
    %666 = llvm.getelementptr %659[%665] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %667 = llvm.getelementptr %660[%662] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    nvvm.barrier id = %3 number_of_threads = %6
    %668 = llvm.sub %61, %14 : i32
    %669 = llvm.and %668, %24 : i32
    %670 = llvm.icmp "eq" %669, %0 : i32
    %671 = llvm.and %670, %661 : i1
    %672 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 8192;", "b,r" %671, %667 : (i1, !llvm.ptr<3>) -> !llvm.void
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.barrier id = %3 number_of_threads = %6
    %673 = nvvm.elect.sync -> i1
    %674 = llvm.and %661, %673 : i1
    %675 = llvm.icmp "ult" %669, %60 : i32
    %676 = llvm.and %674, %675 : i1
    %677 = llvm.xor %0, %0 : i32
    %678 = llvm.xor %677, %0 : i32
    %679 = llvm.getelementptr %666[%678] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %680 = llvm.add %677, %0 : i32
    %681 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %676, %679, %652, %680, %680, %667 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %682 = llvm.icmp "sgt" %arg4, %6 : i32
    %683 = llvm.mul %4, %4 : i32
    %684 = llvm.getelementptr %658[%683] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %685 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b" %684, %4, %682 : (!llvm.ptr<3>, i32, i1) -> !llvm.void
    %686 = llvm.mul %4, %21 : i32
    %687 = llvm.getelementptr %659[%686] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %688 = llvm.getelementptr %660[%683] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    nvvm.barrier id = %3 number_of_threads = %6
    %689 = llvm.and %670, %682 : i1
    %690 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 8192;", "b,r" %689, %688 : (i1, !llvm.ptr<3>) -> !llvm.void
    nvvm.barrier id = %3 number_of_threads = %6
    %691 = nvvm.elect.sync -> i1
    %692 = llvm.and %682, %691 : i1
    %693 = llvm.and %692, %675 : i1
    %694 = llvm.getelementptr %687[%678] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %695 = llvm.add %677, %6 : i32
    %696 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %693, %694, %652, %680, %695, %688 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb21(%0, %4, %4, %0 : i32, i32, i32, i32)
  ^bb21(%697: i32, %698: i32, %699: i32, %700: i32):  // 2 preds: ^bb20, ^bb22
    %701 = llvm.icmp "slt" %697, %arg4 : i32
    llvm.cond_br %701, ^bb22, ^bb23
  ^bb22:  // pred: ^bb21
    %702 = llvm.sub %arg4, %10 : i32
    %703 = llvm.icmp "slt" %697, %702 : i32
    %704 = llvm.add %698, %4 : i32
    %705 = llvm.icmp "eq" %704, %12 : i32
    %706 = llvm.select %705, %0, %704 : i1, i32
    %707 = llvm.xor %700, %4 : i32
    %708 = llvm.select %705, %707, %700 : i1, i32
    %709 = llvm.mul %706, %4 : i32
    %710 = llvm.getelementptr %655[%709] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %711 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %710, %708 : (!llvm.ptr<3>, i32) -> !llvm.void
    %712 = llvm.mul %706, %21 : i32
    %713 = llvm.getelementptr %656[%712] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %714 = llvm.getelementptr %657[%709] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    nvvm.barrier id = %3 number_of_threads = %6
    %715 = llvm.and %670, %11 : i1
    %716 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 8192;", "b,r" %715, %714 : (i1, !llvm.ptr<3>) -> !llvm.void
    nvvm.barrier id = %3 number_of_threads = %6
    %717 = nvvm.elect.sync -> i1
    %718 = llvm.and %11, %717 : i1
    %719 = llvm.and %718, %675 : i1
    %720 = llvm.getelementptr %713[%678] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %721 = llvm.add %697, %677 : i32
    %722 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %719, %720, %654, %680, %721, %714 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %723 = llvm.xor %699, %4 : i32
    %724 = llvm.select %705, %723, %699 : i1, i32
    %725 = llvm.getelementptr %658[%709] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %726 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b" %725, %724, %703 : (!llvm.ptr<3>, i32, i1) -> !llvm.void
    %727 = llvm.getelementptr %659[%712] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %728 = llvm.getelementptr %660[%709] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    nvvm.barrier id = %3 number_of_threads = %6
    %729 = llvm.and %670, %703 : i1
    %730 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 8192;", "b,r" %729, %728 : (i1, !llvm.ptr<3>) -> !llvm.void
    %731 = llvm.add %697, %10 : i32
    nvvm.barrier id = %3 number_of_threads = %6
    %732 = nvvm.elect.sync -> i1
    %733 = llvm.and %703, %732 : i1
    %734 = llvm.and %733, %675 : i1
    %735 = llvm.getelementptr %727[%678] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %736 = llvm.add %731, %677 : i32
    %737 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %734, %735, %652, %680, %736, %728 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %738 = llvm.add %697, %6 : i32
    llvm.br ^bb21(%738, %706, %724, %708 : i32, i32, i32, i32)
  ^bb23:  // pred: ^bb21
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    nvvm.setmaxregister increase 120
    llvm.br ^bb1
  ^bb24:  // pred: ^bb1
    nvvm.setmaxregister decrease 24
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    nvvm.setmaxregister increase 120
    llvm.br ^bb1
  ^bb25:  // pred: ^bb0
    nvvm.setmaxregister increase 256
    %739 = llvm.insertvalue %53, %52[0] : !llvm.struct<(f32)> 
    %740 = llvm.insertvalue %51, %52[0] : !llvm.struct<(f32)> 
    %741 = nvvm.read.ptx.sreg.ctaid.x : i32
    %742 = nvvm.read.ptx.sreg.ctaid.y : i32
    %743 = nvvm.read.ptx.sreg.ctaid.z : i32
    %744 = nvvm.read.ptx.sreg.nctaid.x : i32
    %745 = nvvm.read.ptx.sreg.nctaid.y : i32
    %746 = llvm.zext %743 : i32 to i64
    %747 = llvm.zext %742 : i32 to i64
    %748 = llvm.zext %745 : i32 to i64
    %749 = llvm.mul %746, %748 : i64
    %750 = llvm.add %747, %749 : i64
    %751 = llvm.zext %741 : i32 to i64
    %752 = llvm.zext %744 : i32 to i64
    %753 = llvm.mul %750, %752 : i64
    %754 = llvm.add %751, %753 : i64
    %755 = llvm.mul %754, %49 : i64
    %756 = llvm.add %755, %26 : i64
    %757 = llvm.getelementptr %arg5[%756] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %758 = llvm.and %61, %9 : i32
    %759 = llvm.icmp "slt" %758, %60 : i32
    %760 = llvm.getelementptr %59[%758] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %761 = llvm.insertelement %0, %48[%0 : i32] : vector<1xi32>
    %762 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %760, %761, %759 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %2 : i32
    %763 = llvm.icmp "eq" %758, %0 : i32
    llvm.cond_br %763, ^bb26, ^bb27
  ^bb26:  // pred: ^bb25
    %764 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %59, %arg0 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %765 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l" %59 : (!llvm.ptr<3>) -> !llvm.void
    %766 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %59, %6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %767 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %59, %10 : (!llvm.ptr<3>, i32) -> !llvm.void
    %768 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %59, %6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %769 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %59, %arg4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %770 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %59, %50 : (!llvm.ptr<3>, i64) -> !llvm.void
    %771 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %59, %4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %772 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %59, %4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %773 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0xa;", "l" %59 : (!llvm.ptr<3>) -> !llvm.void
    %774 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l" %59 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb27
  ^bb27:  // 2 preds: ^bb25, ^bb26
    nvvm.bar.warp.sync %2 : i32
    %775 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %757, %59, %759 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %776 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %757, %759, %759, %759 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier id = %0 number_of_threads = %10
    %777 = llvm.addrspacecast %757 : !llvm.ptr<1> to !llvm.ptr
    %778 = llvm.add %755, %50 : i64
    %779 = llvm.getelementptr %arg5[%778] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %780 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %760, %761, %759 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %2 : i32
    llvm.cond_br %763, ^bb28, ^bb29
  ^bb28:  // pred: ^bb27
    %781 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %59, %arg1 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %782 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l" %59 : (!llvm.ptr<3>) -> !llvm.void
    %783 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %59, %6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %784 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %59, %6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %785 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %59, %6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %786 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %59, %arg4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %787 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %59, %50 : (!llvm.ptr<3>, i64) -> !llvm.void
    %788 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %59, %4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %789 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %59, %4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %790 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0xa;", "l" %59 : (!llvm.ptr<3>) -> !llvm.void
    %791 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l" %59 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb29
  ^bb29:  // 2 preds: ^bb27, ^bb28
    nvvm.bar.warp.sync %2 : i32
    %792 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %779, %59, %759 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %793 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %779, %759, %759, %759 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier id = %0 number_of_threads = %10
    %794 = llvm.addrspacecast %779 : !llvm.ptr<1> to !llvm.ptr
    %795 = llvm.add %755, %25 : i64
    %796 = llvm.getelementptr %arg5[%795] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %797 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %760, %761, %759 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %2 : i32
    llvm.cond_br %763, ^bb30, ^bb31
  ^bb30:  // pred: ^bb29
    %798 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %59, %arg2 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %799 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l" %59 : (!llvm.ptr<3>) -> !llvm.void
    %800 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %59, %6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %801 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %59, %6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %802 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %59, %6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %803 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %59, %arg4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %804 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %59, %50 : (!llvm.ptr<3>, i64) -> !llvm.void
    %805 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %59, %4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %806 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %59, %4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %807 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0xa;", "l" %59 : (!llvm.ptr<3>) -> !llvm.void
    %808 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l" %59 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb31
  ^bb31:  // 2 preds: ^bb29, ^bb30
    nvvm.bar.warp.sync %2 : i32
    %809 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %796, %59, %759 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %810 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %796, %759, %759, %759 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier id = %0 number_of_threads = %10
    %811 = llvm.addrspacecast %796 : !llvm.ptr<1> to !llvm.ptr
    %812 = llvm.mul %741, %10 : i32
    %813 = llvm.getelementptr %59[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %814 = llvm.icmp "eq" %67, %0 : i32
    %815 = nvvm.elect.sync -> i1
    %816 = llvm.and %814, %815 : i1
    %817 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %816, %813 : (i1, !llvm.ptr<3>) -> !llvm.void
    nvvm.barrier id = %0 number_of_threads = %10
    %818 = llvm.and %763, %11 : i1
    %819 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 16384;", "b,r" %818, %813 : (i1, !llvm.ptr<3>) -> !llvm.void
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.barrier id = %0 number_of_threads = %10
    %820 = nvvm.elect.sync -> i1
    %821 = llvm.and %11, %820 : i1
    %822 = llvm.icmp "ult" %758, %60 : i32
    %823 = llvm.and %821, %822 : i1
    %824 = llvm.xor %0, %0 : i32
    %825 = llvm.xor %824, %0 : i32
    %826 = llvm.getelementptr %59[%825] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %827 = llvm.add %824, %0 : i32
    %828 = llvm.add %812, %824 : i32
    %829 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %823, %826, %777, %827, %828, %813 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %830 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %813, %0 : (!llvm.ptr<3>, i32) -> !llvm.void
    nvvm.barrier id = %0 number_of_threads = %10
    %831 = nvvm.elect.sync -> i1
    %832 = llvm.and %814, %831 : i1
    %833 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %832, %813 : (i1, !llvm.ptr<3>) -> !llvm.void
    %834 = llvm.getelementptr %59[50544] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %835 = llvm.mul %0, %4 : i32
    %836 = llvm.getelementptr %834[%835] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %837 = nvvm.elect.sync -> i1
    %838 = llvm.and %814, %837 : i1
    %839 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %838, %836 : (i1, !llvm.ptr<3>) -> !llvm.void
    %840 = llvm.mul %4, %4 : i32
    %841 = llvm.getelementptr %834[%840] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %842 = nvvm.elect.sync -> i1
    %843 = llvm.and %814, %842 : i1
    %844 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %843, %841 : (i1, !llvm.ptr<3>) -> !llvm.void
    %845 = llvm.getelementptr %59[50560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %846 = llvm.getelementptr %845[%835] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %847 = nvvm.elect.sync -> i1
    %848 = llvm.and %814, %847 : i1
    %849 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %848, %846 : (i1, !llvm.ptr<3>) -> !llvm.void
    %850 = llvm.getelementptr %845[%840] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %851 = nvvm.elect.sync -> i1
    %852 = llvm.and %814, %851 : i1
    %853 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %852, %850 : (i1, !llvm.ptr<3>) -> !llvm.void
    nvvm.barrier id = %0 number_of_threads = %10
    %854 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %836, %4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %855 = llvm.getelementptr %59[50640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %856 = llvm.getelementptr %855[%835] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %857 = nvvm.elect.sync -> i1
    %858 = llvm.and %814, %857 : i1
    %859 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %858, %856 : (i1, !llvm.ptr<3>) -> !llvm.void
    %860 = llvm.getelementptr %59[50656] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %861 = llvm.getelementptr %860[%835] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %862 = nvvm.elect.sync -> i1
    %863 = llvm.and %814, %862 : i1
    %864 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %863, %861 : (i1, !llvm.ptr<3>) -> !llvm.void
    nvvm.barrier id = %0 number_of_threads = %10
    %865 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %856, %4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %866 = llvm.ptrtoint %65 : !llvm.ptr<6> to i32
    %867 = llvm.add %866, %0 : i32
    %868 = llvm.inttoptr %867 : i32 to !llvm.ptr<3>
    %869 = llvm.ptrtoint %868 : !llvm.ptr<3> to i32
    %870 = llvm.mul %0, %6 : i32
    %871 = llvm.add %869, %870 : i32
    %872 = llvm.inttoptr %871 : i32 to !llvm.ptr<3>
    %873 = llvm.ptrtoint %872 : !llvm.ptr<3> to i32
    %874 = nvvm.shfl.sync idx %2, %67, %0, %1 : i32 -> i32
    %875 = llvm.and %874, %8 : i32
    %876 = llvm.shl %875, %7 : i32
    %877 = llvm.add %873, %876 : i32
    %878 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.st.sync.aligned.32x32b.x64.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r" %11, %877, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51, %51 : (i1, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.void
    %879 = llvm.getelementptr %59[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %880 = llvm.getelementptr %59[50672] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %881 = llvm.getelementptr %880[%835] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    nvvm.tcgen05.wait <store>
    %882 = nvvm.elect.sync -> i1
    %883 = llvm.and %814, %882 : i1
    %884 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %883, %881 : (i1, !llvm.ptr<3>) -> !llvm.void
    %885 = llvm.getelementptr %59[50688] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %886 = llvm.getelementptr %885[%835] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %887 = nvvm.elect.sync -> i1
    %888 = llvm.and %814, %887 : i1
    %889 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %888, %886 : (i1, !llvm.ptr<3>) -> !llvm.void
    %890 = llvm.getelementptr %59[50576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %891 = llvm.getelementptr %890[%835] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %892 = nvvm.elect.sync -> i1
    %893 = llvm.and %814, %892 : i1
    %894 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %893, %891 : (i1, !llvm.ptr<3>) -> !llvm.void
    %895 = llvm.getelementptr %890[%840] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %896 = nvvm.elect.sync -> i1
    %897 = llvm.and %814, %896 : i1
    %898 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %897, %895 : (i1, !llvm.ptr<3>) -> !llvm.void
    %899 = llvm.getelementptr %59[50592] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %900 = llvm.getelementptr %899[%835] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %901 = nvvm.elect.sync -> i1
    %902 = llvm.and %814, %901 : i1
    %903 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %902, %900 : (i1, !llvm.ptr<3>) -> !llvm.void
    %904 = llvm.getelementptr %899[%840] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %905 = nvvm.elect.sync -> i1
    %906 = llvm.and %814, %905 : i1
    %907 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %906, %904 : (i1, !llvm.ptr<3>) -> !llvm.void
    %908 = llvm.getelementptr %59[50608] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %909 = llvm.getelementptr %908[%835] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %910 = nvvm.elect.sync -> i1
    %911 = llvm.and %814, %910 : i1
    %912 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %911, %909 : (i1, !llvm.ptr<3>) -> !llvm.void
    %913 = llvm.getelementptr %908[%840] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %914 = nvvm.elect.sync -> i1
    %915 = llvm.and %814, %914 : i1
    %916 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %915, %913 : (i1, !llvm.ptr<3>) -> !llvm.void
    %917 = llvm.getelementptr %59[50624] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %918 = llvm.getelementptr %917[%835] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %919 = nvvm.elect.sync -> i1
    %920 = llvm.and %814, %919 : i1
    %921 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %920, %918 : (i1, !llvm.ptr<3>) -> !llvm.void
    %922 = llvm.getelementptr %917[%840] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %923 = nvvm.elect.sync -> i1
    %924 = llvm.and %814, %923 : i1
    %925 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %924, %922 : (i1, !llvm.ptr<3>) -> !llvm.void
    %926 = llvm.getelementptr %59[49664] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %927 = llvm.getelementptr %59[50704] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %928 = llvm.getelementptr %927[%835] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %929 = nvvm.elect.sync -> i1
    %930 = llvm.and %814, %929 : i1
    %931 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %930, %928 : (i1, !llvm.ptr<3>) -> !llvm.void
    %932 = llvm.getelementptr %59[50720] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %933 = llvm.getelementptr %932[%835] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %934 = nvvm.elect.sync -> i1
    %935 = llvm.and %814, %934 : i1
    %936 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %935, %933 : (i1, !llvm.ptr<3>) -> !llvm.void
    %937 = llvm.getelementptr %59[50736] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %938 = llvm.getelementptr %937[%835] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %939 = nvvm.elect.sync -> i1
    %940 = llvm.and %814, %939 : i1
    %941 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %940, %938 : (i1, !llvm.ptr<3>) -> !llvm.void
    %942 = llvm.getelementptr %59[50752] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %943 = llvm.getelementptr %942[%835] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %944 = nvvm.elect.sync -> i1
    %945 = llvm.and %814, %944 : i1
    %946 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %945, %943 : (i1, !llvm.ptr<3>) -> !llvm.void
    %947 = llvm.add %866, %6 : i32
    %948 = llvm.inttoptr %947 : i32 to !llvm.ptr<3>
    %949 = llvm.add %866, %5 : i32
    %950 = llvm.inttoptr %949 : i32 to !llvm.ptr<3>
    %951 = llvm.getelementptr %59[50760] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    llvm.store %54, %951 : i8, !llvm.ptr<3>
    %952 = llvm.getelementptr %951[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    llvm.store %54, %952 : i8, !llvm.ptr<3>
    %953 = llvm.getelementptr %951[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    llvm.store %54, %953 : i8, !llvm.ptr<3>
    %954 = llvm.getelementptr %951[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    llvm.store %54, %954 : i8, !llvm.ptr<3>
    %955 = llvm.getelementptr %951[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    llvm.store %55, %955 : i8, !llvm.ptr<3>
    %956 = llvm.getelementptr %951[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    llvm.store %55, %956 : i8, !llvm.ptr<3>
    %957 = llvm.getelementptr %951[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    llvm.store %56, %957 : i8, !llvm.ptr<3>
    %958 = llvm.getelementptr %951[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    llvm.store %57, %958 : i8, !llvm.ptr<3>
    %959 = llvm.getelementptr %59[50176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %960 = llvm.getelementptr %959[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.struct<packed (ptr, ptr)>
    llvm.store %794, %960 {alignment = 1 : i64} : !llvm.ptr, !llvm.ptr<3>
    %961 = llvm.getelementptr %959[0, 1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.struct<packed (ptr, ptr)>
    llvm.store %811, %961 {alignment = 1 : i64} : !llvm.ptr, !llvm.ptr<3>
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    nvvm.setmaxregister increase 256
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    llvm.br ^bb32
  ^bb32:  // pred: ^bb31
    llvm.br ^bb33(%0, %739, %740, %4, %4, %4, %0 : i32, !llvm.struct<(f32)>, !llvm.struct<(f32)>, i32, i32, i32, i32)
  ^bb33(%962: i32, %963: !llvm.struct<(f32)>, %964: !llvm.struct<(f32)>, %965: i32, %966: i32, %967: i32, %968: i32):  // 2 preds: ^bb32, ^bb34
    %969 = llvm.icmp "slt" %962, %arg4 : i32
    llvm.cond_br %969, ^bb34, ^bb35
  ^bb34:  // pred: ^bb33
    %970 = llvm.xor %968, %4 : i32
    %971 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %881, %970 : (!llvm.ptr<3>, i32) -> !llvm.void
    %972 = llvm.mul %0, %10 : i32
    %973 = llvm.getelementptr %879[%972] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %974 = llvm.extractvalue %963[0] : !llvm.struct<(f32)> 
    %975 = llvm.urem %758, %60 : i32
    %976 = llvm.shl %975, %0 : i32
    %977 = llvm.or %0, %976 : i32
    %978 = llvm.shl %67, %8 : i32
    %979 = llvm.or %977, %978 : i32
    %980 = llvm.and %979, %1 : i32
    %981 = llvm.shl %980, %3 : i32
    %982 = llvm.or disjoint %981, %0 : i32
    %983 = llvm.xor %0, %982 : i32
    %984 = llvm.mul %0, %3 : i32
    %985 = llvm.xor %983, %984 : i32
    %986 = llvm.xor %985, %0 : i32
    %987 = llvm.add %986, %0 : i32
    %988 = llvm.getelementptr inbounds %973[%987] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %989 = llvm.insertelement %974, %47[%0 : i32] : vector<1xf32>
    %990 = llvm.bitcast %989 : vector<1xf32> to i32
    nvvm.stmatrix %988, %990 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32
    nvvm.barrier id = %0 number_of_threads = %10
    %991 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r" %763, %886 : (i1, !llvm.ptr<3>) -> !llvm.void
    %992 = llvm.add %965, %4 : i32
    %993 = llvm.icmp "eq" %992, %12 : i32
    %994 = llvm.select %993, %0, %992 : i1, i32
    %995 = llvm.xor %966, %4 : i32
    %996 = llvm.select %993, %995, %966 : i1, i32
    %997 = llvm.mul %994, %4 : i32
    %998 = llvm.getelementptr %845[%997] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %999 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %998, %996 : (!llvm.ptr<3>, i32) -> !llvm.void
    %1000 = llvm.ptrtoint %948 : !llvm.ptr<3> to i32
    %1001 = llvm.mul %994, %6 : i32
    %1002 = llvm.add %1000, %1001 : i32
    %1003 = llvm.inttoptr %1002 : i32 to !llvm.ptr<3>
    %1004 = llvm.getelementptr %834[%997] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %1005 = llvm.ptrtoint %1003 : !llvm.ptr<3> to i32
    %1006 = llvm.add %1005, %876 : i32
    %1007 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tcgen05.ld.sync.aligned.32x32b.x64.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, [$64 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r" %1006 : (i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %1008 = llvm.extractvalue %1007[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1009 = llvm.bitcast %1008 : i32 to f32
    %1010 = llvm.extractvalue %1007[1] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1011 = llvm.bitcast %1010 : i32 to f32
    %1012 = llvm.extractvalue %1007[2] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1013 = llvm.bitcast %1012 : i32 to f32
    %1014 = llvm.extractvalue %1007[3] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1015 = llvm.bitcast %1014 : i32 to f32
    %1016 = llvm.extractvalue %1007[4] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1017 = llvm.bitcast %1016 : i32 to f32
    %1018 = llvm.extractvalue %1007[5] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1019 = llvm.bitcast %1018 : i32 to f32
    %1020 = llvm.extractvalue %1007[6] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1021 = llvm.bitcast %1020 : i32 to f32
    %1022 = llvm.extractvalue %1007[7] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1023 = llvm.bitcast %1022 : i32 to f32
    %1024 = llvm.extractvalue %1007[8] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1025 = llvm.bitcast %1024 : i32 to f32
    %1026 = llvm.extractvalue %1007[9] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1027 = llvm.bitcast %1026 : i32 to f32
    %1028 = llvm.extractvalue %1007[10] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1029 = llvm.bitcast %1028 : i32 to f32
    %1030 = llvm.extractvalue %1007[11] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1031 = llvm.bitcast %1030 : i32 to f32
    %1032 = llvm.extractvalue %1007[12] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1033 = llvm.bitcast %1032 : i32 to f32
    %1034 = llvm.extractvalue %1007[13] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1035 = llvm.bitcast %1034 : i32 to f32
    %1036 = llvm.extractvalue %1007[14] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1037 = llvm.bitcast %1036 : i32 to f32
    %1038 = llvm.extractvalue %1007[15] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1039 = llvm.bitcast %1038 : i32 to f32
    %1040 = llvm.extractvalue %1007[16] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1041 = llvm.bitcast %1040 : i32 to f32
    %1042 = llvm.extractvalue %1007[17] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1043 = llvm.bitcast %1042 : i32 to f32
    %1044 = llvm.extractvalue %1007[18] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1045 = llvm.bitcast %1044 : i32 to f32
    %1046 = llvm.extractvalue %1007[19] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1047 = llvm.bitcast %1046 : i32 to f32
    %1048 = llvm.extractvalue %1007[20] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1049 = llvm.bitcast %1048 : i32 to f32
    %1050 = llvm.extractvalue %1007[21] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1051 = llvm.bitcast %1050 : i32 to f32
    %1052 = llvm.extractvalue %1007[22] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1053 = llvm.bitcast %1052 : i32 to f32
    %1054 = llvm.extractvalue %1007[23] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1055 = llvm.bitcast %1054 : i32 to f32
    %1056 = llvm.extractvalue %1007[24] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1057 = llvm.bitcast %1056 : i32 to f32
    %1058 = llvm.extractvalue %1007[25] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1059 = llvm.bitcast %1058 : i32 to f32
    %1060 = llvm.extractvalue %1007[26] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1061 = llvm.bitcast %1060 : i32 to f32
    %1062 = llvm.extractvalue %1007[27] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1063 = llvm.bitcast %1062 : i32 to f32
    %1064 = llvm.extractvalue %1007[28] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1065 = llvm.bitcast %1064 : i32 to f32
    %1066 = llvm.extractvalue %1007[29] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1067 = llvm.bitcast %1066 : i32 to f32
    %1068 = llvm.extractvalue %1007[30] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1069 = llvm.bitcast %1068 : i32 to f32
    %1070 = llvm.extractvalue %1007[31] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1071 = llvm.bitcast %1070 : i32 to f32
    %1072 = llvm.extractvalue %1007[32] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1073 = llvm.bitcast %1072 : i32 to f32
    %1074 = llvm.extractvalue %1007[33] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1075 = llvm.bitcast %1074 : i32 to f32
    %1076 = llvm.extractvalue %1007[34] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1077 = llvm.bitcast %1076 : i32 to f32
    %1078 = llvm.extractvalue %1007[35] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1079 = llvm.bitcast %1078 : i32 to f32
    %1080 = llvm.extractvalue %1007[36] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1081 = llvm.bitcast %1080 : i32 to f32
    %1082 = llvm.extractvalue %1007[37] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1083 = llvm.bitcast %1082 : i32 to f32
    %1084 = llvm.extractvalue %1007[38] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1085 = llvm.bitcast %1084 : i32 to f32
    %1086 = llvm.extractvalue %1007[39] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1087 = llvm.bitcast %1086 : i32 to f32
    %1088 = llvm.extractvalue %1007[40] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1089 = llvm.bitcast %1088 : i32 to f32
    %1090 = llvm.extractvalue %1007[41] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1091 = llvm.bitcast %1090 : i32 to f32
    %1092 = llvm.extractvalue %1007[42] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1093 = llvm.bitcast %1092 : i32 to f32
    %1094 = llvm.extractvalue %1007[43] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1095 = llvm.bitcast %1094 : i32 to f32
    %1096 = llvm.extractvalue %1007[44] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1097 = llvm.bitcast %1096 : i32 to f32
    %1098 = llvm.extractvalue %1007[45] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1099 = llvm.bitcast %1098 : i32 to f32
    %1100 = llvm.extractvalue %1007[46] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1101 = llvm.bitcast %1100 : i32 to f32
    %1102 = llvm.extractvalue %1007[47] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1103 = llvm.bitcast %1102 : i32 to f32
    %1104 = llvm.extractvalue %1007[48] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1105 = llvm.bitcast %1104 : i32 to f32
    %1106 = llvm.extractvalue %1007[49] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1107 = llvm.bitcast %1106 : i32 to f32
    %1108 = llvm.extractvalue %1007[50] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1109 = llvm.bitcast %1108 : i32 to f32
    %1110 = llvm.extractvalue %1007[51] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1111 = llvm.bitcast %1110 : i32 to f32
    %1112 = llvm.extractvalue %1007[52] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1113 = llvm.bitcast %1112 : i32 to f32
    %1114 = llvm.extractvalue %1007[53] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1115 = llvm.bitcast %1114 : i32 to f32
    %1116 = llvm.extractvalue %1007[54] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1117 = llvm.bitcast %1116 : i32 to f32
    %1118 = llvm.extractvalue %1007[55] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1119 = llvm.bitcast %1118 : i32 to f32
    %1120 = llvm.extractvalue %1007[56] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1121 = llvm.bitcast %1120 : i32 to f32
    %1122 = llvm.extractvalue %1007[57] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1123 = llvm.bitcast %1122 : i32 to f32
    %1124 = llvm.extractvalue %1007[58] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1125 = llvm.bitcast %1124 : i32 to f32
    %1126 = llvm.extractvalue %1007[59] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1127 = llvm.bitcast %1126 : i32 to f32
    %1128 = llvm.extractvalue %1007[60] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1129 = llvm.bitcast %1128 : i32 to f32
    %1130 = llvm.extractvalue %1007[61] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1131 = llvm.bitcast %1130 : i32 to f32
    %1132 = llvm.extractvalue %1007[62] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1133 = llvm.bitcast %1132 : i32 to f32
    %1134 = llvm.extractvalue %1007[63] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1135 = llvm.bitcast %1134 : i32 to f32
    nvvm.tcgen05.wait <load>
    nvvm.barrier id = %0 number_of_threads = %10
    %1136 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r" %763, %1004 : (i1, !llvm.ptr<3>) -> !llvm.void
    %1137 = llvm.intr.maxnum(%1009, %1011) : (f32, f32) -> f32
    %1138 = llvm.intr.maxnum(%1137, %1013) : (f32, f32) -> f32
    %1139 = llvm.intr.maxnum(%1015, %1017) : (f32, f32) -> f32
    %1140 = llvm.intr.maxnum(%1139, %1019) : (f32, f32) -> f32
    %1141 = llvm.intr.maxnum(%1021, %1023) : (f32, f32) -> f32
    %1142 = llvm.intr.maxnum(%1141, %1025) : (f32, f32) -> f32
    %1143 = llvm.intr.maxnum(%1027, %1029) : (f32, f32) -> f32
    %1144 = llvm.intr.maxnum(%1143, %1031) : (f32, f32) -> f32
    %1145 = llvm.intr.maxnum(%1033, %1035) : (f32, f32) -> f32
    %1146 = llvm.intr.maxnum(%1145, %1037) : (f32, f32) -> f32
    %1147 = llvm.intr.maxnum(%1039, %1041) : (f32, f32) -> f32
    %1148 = llvm.intr.maxnum(%1147, %1043) : (f32, f32) -> f32
    %1149 = llvm.intr.maxnum(%1045, %1047) : (f32, f32) -> f32
    %1150 = llvm.intr.maxnum(%1149, %1049) : (f32, f32) -> f32
    %1151 = llvm.intr.maxnum(%1051, %1053) : (f32, f32) -> f32
    %1152 = llvm.intr.maxnum(%1151, %1055) : (f32, f32) -> f32
    %1153 = llvm.intr.maxnum(%1057, %1059) : (f32, f32) -> f32
    %1154 = llvm.intr.maxnum(%1153, %1061) : (f32, f32) -> f32
    %1155 = llvm.intr.maxnum(%1063, %1065) : (f32, f32) -> f32
    %1156 = llvm.intr.maxnum(%1155, %1067) : (f32, f32) -> f32
    %1157 = llvm.intr.maxnum(%1069, %1071) : (f32, f32) -> f32
    %1158 = llvm.intr.maxnum(%1157, %1073) : (f32, f32) -> f32
    %1159 = llvm.intr.maxnum(%1075, %1077) : (f32, f32) -> f32
    %1160 = llvm.intr.maxnum(%1159, %1079) : (f32, f32) -> f32
    %1161 = llvm.intr.maxnum(%1081, %1083) : (f32, f32) -> f32
    %1162 = llvm.intr.maxnum(%1161, %1085) : (f32, f32) -> f32
    %1163 = llvm.intr.maxnum(%1087, %1089) : (f32, f32) -> f32
    %1164 = llvm.intr.maxnum(%1163, %1091) : (f32, f32) -> f32
    %1165 = llvm.intr.maxnum(%1093, %1095) : (f32, f32) -> f32
    %1166 = llvm.intr.maxnum(%1165, %1097) : (f32, f32) -> f32
    %1167 = llvm.intr.maxnum(%1099, %1101) : (f32, f32) -> f32
    %1168 = llvm.intr.maxnum(%1167, %1103) : (f32, f32) -> f32
    %1169 = llvm.intr.maxnum(%1105, %1107) : (f32, f32) -> f32
    %1170 = llvm.intr.maxnum(%1169, %1109) : (f32, f32) -> f32
    %1171 = llvm.intr.maxnum(%1111, %1113) : (f32, f32) -> f32
    %1172 = llvm.intr.maxnum(%1171, %1115) : (f32, f32) -> f32
    %1173 = llvm.intr.maxnum(%1117, %1119) : (f32, f32) -> f32
    %1174 = llvm.intr.maxnum(%1173, %1121) : (f32, f32) -> f32
    %1175 = llvm.intr.maxnum(%1123, %1125) : (f32, f32) -> f32
    %1176 = llvm.intr.maxnum(%1175, %1127) : (f32, f32) -> f32
    %1177 = llvm.intr.maxnum(%1129, %1131) : (f32, f32) -> f32
    %1178 = llvm.intr.maxnum(%1177, %1133) : (f32, f32) -> f32
    %1179 = llvm.intr.maxnum(%1138, %1140) : (f32, f32) -> f32
    %1180 = llvm.intr.maxnum(%1179, %1142) : (f32, f32) -> f32
    %1181 = llvm.intr.maxnum(%1144, %1146) : (f32, f32) -> f32
    %1182 = llvm.intr.maxnum(%1181, %1148) : (f32, f32) -> f32
    %1183 = llvm.intr.maxnum(%1150, %1152) : (f32, f32) -> f32
    %1184 = llvm.intr.maxnum(%1183, %1154) : (f32, f32) -> f32
    %1185 = llvm.intr.maxnum(%1156, %1158) : (f32, f32) -> f32
    %1186 = llvm.intr.maxnum(%1185, %1160) : (f32, f32) -> f32
    %1187 = llvm.intr.maxnum(%1162, %1164) : (f32, f32) -> f32
    %1188 = llvm.intr.maxnum(%1187, %1166) : (f32, f32) -> f32
    %1189 = llvm.intr.maxnum(%1168, %1170) : (f32, f32) -> f32
    %1190 = llvm.intr.maxnum(%1189, %1172) : (f32, f32) -> f32
    %1191 = llvm.intr.maxnum(%1174, %1176) : (f32, f32) -> f32
    %1192 = llvm.intr.maxnum(%1191, %1178) : (f32, f32) -> f32
    %1193 = llvm.intr.maxnum(%1180, %1182) : (f32, f32) -> f32
    %1194 = llvm.intr.maxnum(%1193, %1184) : (f32, f32) -> f32
    %1195 = llvm.intr.maxnum(%1186, %1188) : (f32, f32) -> f32
    %1196 = llvm.intr.maxnum(%1195, %1190) : (f32, f32) -> f32
    %1197 = llvm.intr.maxnum(%1192, %1135) : (f32, f32) -> f32
    %1198 = llvm.intr.maxnum(%1194, %1196) : (f32, f32) -> f32
    %1199 = llvm.intr.maxnum(%1198, %1197) : (f32, f32) -> f32
    %1200 = llvm.intr.maxnum(%974, %1199) : (f32, f32) -> f32
    %1201 = llvm.insertvalue %1200, %52[0] : !llvm.struct<(f32)> 
    %1202 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %928, %970 : (!llvm.ptr<3>, i32) -> !llvm.void
    %1203 = llvm.getelementptr %926[%972] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %1204 = llvm.getelementptr inbounds %1203[%987] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1205 = llvm.insertelement %1200, %47[%0 : i32] : vector<1xf32>
    %1206 = llvm.bitcast %1205 : vector<1xf32> to i32
    nvvm.stmatrix %1204, %1206 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32
    nvvm.barrier id = %0 number_of_threads = %10
    %1207 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r" %763, %933 : (i1, !llvm.ptr<3>) -> !llvm.void
    %1208 = llvm.fsub %1009, %1200 : f32
    %1209 = llvm.fsub %1011, %1200 : f32
    %1210 = llvm.fsub %1013, %1200 : f32
    %1211 = llvm.fsub %1015, %1200 : f32
    %1212 = llvm.fsub %1017, %1200 : f32
    %1213 = llvm.fsub %1019, %1200 : f32
    %1214 = llvm.fsub %1021, %1200 : f32
    %1215 = llvm.fsub %1023, %1200 : f32
    %1216 = llvm.fsub %1025, %1200 : f32
    %1217 = llvm.fsub %1027, %1200 : f32
    %1218 = llvm.fsub %1029, %1200 : f32
    %1219 = llvm.fsub %1031, %1200 : f32
    %1220 = llvm.fsub %1033, %1200 : f32
    %1221 = llvm.fsub %1035, %1200 : f32
    %1222 = llvm.fsub %1037, %1200 : f32
    %1223 = llvm.fsub %1039, %1200 : f32
    %1224 = llvm.fsub %1041, %1200 : f32
    %1225 = llvm.fsub %1043, %1200 : f32
    %1226 = llvm.fsub %1045, %1200 : f32
    %1227 = llvm.fsub %1047, %1200 : f32
    %1228 = llvm.fsub %1049, %1200 : f32
    %1229 = llvm.fsub %1051, %1200 : f32
    %1230 = llvm.fsub %1053, %1200 : f32
    %1231 = llvm.fsub %1055, %1200 : f32
    %1232 = llvm.fsub %1057, %1200 : f32
    %1233 = llvm.fsub %1059, %1200 : f32
    %1234 = llvm.fsub %1061, %1200 : f32
    %1235 = llvm.fsub %1063, %1200 : f32
    %1236 = llvm.fsub %1065, %1200 : f32
    %1237 = llvm.fsub %1067, %1200 : f32
    %1238 = llvm.fsub %1069, %1200 : f32
    %1239 = llvm.fsub %1071, %1200 : f32
    %1240 = llvm.fsub %1073, %1200 : f32
    %1241 = llvm.fsub %1075, %1200 : f32
    %1242 = llvm.fsub %1077, %1200 : f32
    %1243 = llvm.fsub %1079, %1200 : f32
    %1244 = llvm.fsub %1081, %1200 : f32
    %1245 = llvm.fsub %1083, %1200 : f32
    %1246 = llvm.fsub %1085, %1200 : f32
    %1247 = llvm.fsub %1087, %1200 : f32
    %1248 = llvm.fsub %1089, %1200 : f32
    %1249 = llvm.fsub %1091, %1200 : f32
    %1250 = llvm.fsub %1093, %1200 : f32
    %1251 = llvm.fsub %1095, %1200 : f32
    %1252 = llvm.fsub %1097, %1200 : f32
    %1253 = llvm.fsub %1099, %1200 : f32
    %1254 = llvm.fsub %1101, %1200 : f32
    %1255 = llvm.fsub %1103, %1200 : f32
    %1256 = llvm.fsub %1105, %1200 : f32
    %1257 = llvm.fsub %1107, %1200 : f32
    %1258 = llvm.fsub %1109, %1200 : f32
    %1259 = llvm.fsub %1111, %1200 : f32
    %1260 = llvm.fsub %1113, %1200 : f32
    %1261 = llvm.fsub %1115, %1200 : f32
    %1262 = llvm.fsub %1117, %1200 : f32
    %1263 = llvm.fsub %1119, %1200 : f32
    %1264 = llvm.fsub %1121, %1200 : f32
    %1265 = llvm.fsub %1123, %1200 : f32
    %1266 = llvm.fsub %1125, %1200 : f32
    %1267 = llvm.fsub %1127, %1200 : f32
    %1268 = llvm.fsub %1129, %1200 : f32
    %1269 = llvm.fsub %1131, %1200 : f32
    %1270 = llvm.fsub %1133, %1200 : f32
    %1271 = llvm.fsub %1135, %1200 : f32
    %1272 = llvm.call @__nv_exp2f(%1208) : (f32) -> f32
    %1273 = llvm.call @__nv_exp2f(%1209) : (f32) -> f32
    %1274 = llvm.call @__nv_exp2f(%1210) : (f32) -> f32
    %1275 = llvm.call @__nv_exp2f(%1211) : (f32) -> f32
    %1276 = llvm.call @__nv_exp2f(%1212) : (f32) -> f32
    %1277 = llvm.call @__nv_exp2f(%1213) : (f32) -> f32
    %1278 = llvm.call @__nv_exp2f(%1214) : (f32) -> f32
    %1279 = llvm.call @__nv_exp2f(%1215) : (f32) -> f32
    %1280 = llvm.call @__nv_exp2f(%1216) : (f32) -> f32
    %1281 = llvm.call @__nv_exp2f(%1217) : (f32) -> f32
    %1282 = llvm.call @__nv_exp2f(%1218) : (f32) -> f32
    %1283 = llvm.call @__nv_exp2f(%1219) : (f32) -> f32
    %1284 = llvm.call @__nv_exp2f(%1220) : (f32) -> f32
    %1285 = llvm.call @__nv_exp2f(%1221) : (f32) -> f32
    %1286 = llvm.call @__nv_exp2f(%1222) : (f32) -> f32
    %1287 = llvm.call @__nv_exp2f(%1223) : (f32) -> f32
    %1288 = llvm.call @__nv_exp2f(%1224) : (f32) -> f32
    %1289 = llvm.call @__nv_exp2f(%1225) : (f32) -> f32
    %1290 = llvm.call @__nv_exp2f(%1226) : (f32) -> f32
    %1291 = llvm.call @__nv_exp2f(%1227) : (f32) -> f32
    %1292 = llvm.call @__nv_exp2f(%1228) : (f32) -> f32
    %1293 = llvm.call @__nv_exp2f(%1229) : (f32) -> f32
    %1294 = llvm.call @__nv_exp2f(%1230) : (f32) -> f32
    %1295 = llvm.call @__nv_exp2f(%1231) : (f32) -> f32
    %1296 = llvm.call @__nv_exp2f(%1232) : (f32) -> f32
    %1297 = llvm.call @__nv_exp2f(%1233) : (f32) -> f32
    %1298 = llvm.call @__nv_exp2f(%1234) : (f32) -> f32
    %1299 = llvm.call @__nv_exp2f(%1235) : (f32) -> f32
    %1300 = llvm.call @__nv_exp2f(%1236) : (f32) -> f32
    %1301 = llvm.call @__nv_exp2f(%1237) : (f32) -> f32
    %1302 = llvm.call @__nv_exp2f(%1238) : (f32) -> f32
    %1303 = llvm.call @__nv_exp2f(%1239) : (f32) -> f32
    %1304 = llvm.call @__nv_exp2f(%1240) : (f32) -> f32
    %1305 = llvm.call @__nv_exp2f(%1241) : (f32) -> f32
    %1306 = llvm.call @__nv_exp2f(%1242) : (f32) -> f32
    %1307 = llvm.call @__nv_exp2f(%1243) : (f32) -> f32
    %1308 = llvm.call @__nv_exp2f(%1244) : (f32) -> f32
    %1309 = llvm.call @__nv_exp2f(%1245) : (f32) -> f32
    %1310 = llvm.call @__nv_exp2f(%1246) : (f32) -> f32
    %1311 = llvm.call @__nv_exp2f(%1247) : (f32) -> f32
    %1312 = llvm.call @__nv_exp2f(%1248) : (f32) -> f32
    %1313 = llvm.call @__nv_exp2f(%1249) : (f32) -> f32
    %1314 = llvm.call @__nv_exp2f(%1250) : (f32) -> f32
    %1315 = llvm.call @__nv_exp2f(%1251) : (f32) -> f32
    %1316 = llvm.call @__nv_exp2f(%1252) : (f32) -> f32
    %1317 = llvm.call @__nv_exp2f(%1253) : (f32) -> f32
    %1318 = llvm.call @__nv_exp2f(%1254) : (f32) -> f32
    %1319 = llvm.call @__nv_exp2f(%1255) : (f32) -> f32
    %1320 = llvm.call @__nv_exp2f(%1256) : (f32) -> f32
    %1321 = llvm.call @__nv_exp2f(%1257) : (f32) -> f32
    %1322 = llvm.call @__nv_exp2f(%1258) : (f32) -> f32
    %1323 = llvm.call @__nv_exp2f(%1259) : (f32) -> f32
    %1324 = llvm.call @__nv_exp2f(%1260) : (f32) -> f32
    %1325 = llvm.call @__nv_exp2f(%1261) : (f32) -> f32
    %1326 = llvm.call @__nv_exp2f(%1262) : (f32) -> f32
    %1327 = llvm.call @__nv_exp2f(%1263) : (f32) -> f32
    %1328 = llvm.call @__nv_exp2f(%1264) : (f32) -> f32
    %1329 = llvm.call @__nv_exp2f(%1265) : (f32) -> f32
    %1330 = llvm.call @__nv_exp2f(%1266) : (f32) -> f32
    %1331 = llvm.call @__nv_exp2f(%1267) : (f32) -> f32
    %1332 = llvm.call @__nv_exp2f(%1268) : (f32) -> f32
    %1333 = llvm.call @__nv_exp2f(%1269) : (f32) -> f32
    %1334 = llvm.call @__nv_exp2f(%1270) : (f32) -> f32
    %1335 = llvm.call @__nv_exp2f(%1271) : (f32) -> f32
    %1336 = llvm.fsub %974, %1200 : f32
    %1337 = llvm.call @__nv_exp2f(%1336) : (f32) -> f32
    %1338 = llvm.extractvalue %964[0] : !llvm.struct<(f32)> 
    %1339 = llvm.fmul %1338, %1337 : f32
    %1340 = llvm.insertelement %1272, %46[%0 : i32] : vector<2xf32>
    %1341 = llvm.insertelement %1273, %1340[%4 : i32] : vector<2xf32>
    %1342 = llvm.insertelement %1274, %46[%0 : i32] : vector<2xf32>
    %1343 = llvm.insertelement %1275, %1342[%4 : i32] : vector<2xf32>
    %1344 = llvm.insertelement %1276, %46[%0 : i32] : vector<2xf32>
    %1345 = llvm.insertelement %1277, %1344[%4 : i32] : vector<2xf32>
    %1346 = llvm.insertelement %1278, %46[%0 : i32] : vector<2xf32>
    %1347 = llvm.insertelement %1279, %1346[%4 : i32] : vector<2xf32>
    %1348 = llvm.insertelement %1280, %46[%0 : i32] : vector<2xf32>
    %1349 = llvm.insertelement %1281, %1348[%4 : i32] : vector<2xf32>
    %1350 = llvm.insertelement %1282, %46[%0 : i32] : vector<2xf32>
    %1351 = llvm.insertelement %1283, %1350[%4 : i32] : vector<2xf32>
    %1352 = llvm.insertelement %1284, %46[%0 : i32] : vector<2xf32>
    %1353 = llvm.insertelement %1285, %1352[%4 : i32] : vector<2xf32>
    %1354 = llvm.insertelement %1286, %46[%0 : i32] : vector<2xf32>
    %1355 = llvm.insertelement %1287, %1354[%4 : i32] : vector<2xf32>
    %1356 = llvm.insertelement %1288, %46[%0 : i32] : vector<2xf32>
    %1357 = llvm.insertelement %1289, %1356[%4 : i32] : vector<2xf32>
    %1358 = llvm.insertelement %1290, %46[%0 : i32] : vector<2xf32>
    %1359 = llvm.insertelement %1291, %1358[%4 : i32] : vector<2xf32>
    %1360 = llvm.insertelement %1292, %46[%0 : i32] : vector<2xf32>
    %1361 = llvm.insertelement %1293, %1360[%4 : i32] : vector<2xf32>
    %1362 = llvm.insertelement %1294, %46[%0 : i32] : vector<2xf32>
    %1363 = llvm.insertelement %1295, %1362[%4 : i32] : vector<2xf32>
    %1364 = llvm.insertelement %1296, %46[%0 : i32] : vector<2xf32>
    %1365 = llvm.insertelement %1297, %1364[%4 : i32] : vector<2xf32>
    %1366 = llvm.insertelement %1298, %46[%0 : i32] : vector<2xf32>
    %1367 = llvm.insertelement %1299, %1366[%4 : i32] : vector<2xf32>
    %1368 = llvm.insertelement %1300, %46[%0 : i32] : vector<2xf32>
    %1369 = llvm.insertelement %1301, %1368[%4 : i32] : vector<2xf32>
    %1370 = llvm.insertelement %1302, %46[%0 : i32] : vector<2xf32>
    %1371 = llvm.insertelement %1303, %1370[%4 : i32] : vector<2xf32>
    %1372 = llvm.insertelement %1304, %46[%0 : i32] : vector<2xf32>
    %1373 = llvm.insertelement %1305, %1372[%4 : i32] : vector<2xf32>
    %1374 = llvm.insertelement %1306, %46[%0 : i32] : vector<2xf32>
    %1375 = llvm.insertelement %1307, %1374[%4 : i32] : vector<2xf32>
    %1376 = llvm.insertelement %1308, %46[%0 : i32] : vector<2xf32>
    %1377 = llvm.insertelement %1309, %1376[%4 : i32] : vector<2xf32>
    %1378 = llvm.insertelement %1310, %46[%0 : i32] : vector<2xf32>
    %1379 = llvm.insertelement %1311, %1378[%4 : i32] : vector<2xf32>
    %1380 = llvm.insertelement %1312, %46[%0 : i32] : vector<2xf32>
    %1381 = llvm.insertelement %1313, %1380[%4 : i32] : vector<2xf32>
    %1382 = llvm.insertelement %1314, %46[%0 : i32] : vector<2xf32>
    %1383 = llvm.insertelement %1315, %1382[%4 : i32] : vector<2xf32>
    %1384 = llvm.insertelement %1316, %46[%0 : i32] : vector<2xf32>
    %1385 = llvm.insertelement %1317, %1384[%4 : i32] : vector<2xf32>
    %1386 = llvm.insertelement %1318, %46[%0 : i32] : vector<2xf32>
    %1387 = llvm.insertelement %1319, %1386[%4 : i32] : vector<2xf32>
    %1388 = llvm.insertelement %1320, %46[%0 : i32] : vector<2xf32>
    %1389 = llvm.insertelement %1321, %1388[%4 : i32] : vector<2xf32>
    %1390 = llvm.insertelement %1322, %46[%0 : i32] : vector<2xf32>
    %1391 = llvm.insertelement %1323, %1390[%4 : i32] : vector<2xf32>
    %1392 = llvm.insertelement %1324, %46[%0 : i32] : vector<2xf32>
    %1393 = llvm.insertelement %1325, %1392[%4 : i32] : vector<2xf32>
    %1394 = llvm.insertelement %1326, %46[%0 : i32] : vector<2xf32>
    %1395 = llvm.insertelement %1327, %1394[%4 : i32] : vector<2xf32>
    %1396 = llvm.insertelement %1328, %46[%0 : i32] : vector<2xf32>
    %1397 = llvm.insertelement %1329, %1396[%4 : i32] : vector<2xf32>
    %1398 = llvm.insertelement %1330, %46[%0 : i32] : vector<2xf32>
    %1399 = llvm.insertelement %1331, %1398[%4 : i32] : vector<2xf32>
    %1400 = llvm.insertelement %1332, %46[%0 : i32] : vector<2xf32>
    %1401 = llvm.insertelement %1333, %1400[%4 : i32] : vector<2xf32>
    %1402 = llvm.insertelement %1334, %46[%0 : i32] : vector<2xf32>
    %1403 = llvm.insertelement %1335, %1402[%4 : i32] : vector<2xf32>
    %1404 = llvm.fadd %1341, %1343 : vector<2xf32>
    %1405 = llvm.fadd %1345, %1347 : vector<2xf32>
    %1406 = llvm.fadd %1349, %1351 : vector<2xf32>
    %1407 = llvm.fadd %1353, %1355 : vector<2xf32>
    %1408 = llvm.fadd %1357, %1359 : vector<2xf32>
    %1409 = llvm.fadd %1361, %1363 : vector<2xf32>
    %1410 = llvm.fadd %1365, %1367 : vector<2xf32>
    %1411 = llvm.fadd %1369, %1371 : vector<2xf32>
    %1412 = llvm.fadd %1373, %1375 : vector<2xf32>
    %1413 = llvm.fadd %1377, %1379 : vector<2xf32>
    %1414 = llvm.fadd %1381, %1383 : vector<2xf32>
    %1415 = llvm.fadd %1385, %1387 : vector<2xf32>
    %1416 = llvm.fadd %1389, %1391 : vector<2xf32>
    %1417 = llvm.fadd %1393, %1395 : vector<2xf32>
    %1418 = llvm.fadd %1397, %1399 : vector<2xf32>
    %1419 = llvm.fadd %1401, %1403 : vector<2xf32>
    %1420 = llvm.fadd %1404, %1405 : vector<2xf32>
    %1421 = llvm.fadd %1406, %1407 : vector<2xf32>
    %1422 = llvm.fadd %1408, %1409 : vector<2xf32>
    %1423 = llvm.fadd %1410, %1411 : vector<2xf32>
    %1424 = llvm.fadd %1412, %1413 : vector<2xf32>
    %1425 = llvm.fadd %1414, %1415 : vector<2xf32>
    %1426 = llvm.fadd %1416, %1417 : vector<2xf32>
    %1427 = llvm.fadd %1418, %1419 : vector<2xf32>
    %1428 = llvm.fadd %1420, %1421 : vector<2xf32>
    %1429 = llvm.fadd %1422, %1423 : vector<2xf32>
    %1430 = llvm.fadd %1424, %1425 : vector<2xf32>
    %1431 = llvm.fadd %1426, %1427 : vector<2xf32>
    %1432 = llvm.fadd %1428, %1429 : vector<2xf32>
    %1433 = llvm.fadd %1430, %1431 : vector<2xf32>
    %1434 = llvm.fadd %1432, %1433 : vector<2xf32>
    %1435 = llvm.extractelement %1434[%0 : i32] : vector<2xf32>
    %1436 = llvm.extractelement %1434[%4 : i32] : vector<2xf32>
    %1437 = llvm.fadd %1435, %1436 : f32
    %1438 = llvm.fadd %1339, %1437 : f32
    %1439 = llvm.insertvalue %1438, %52[0] : !llvm.struct<(f32)> 
    %1440 = llvm.fptrunc %1272 : f32 to bf16
    %1441 = llvm.fptrunc %1273 : f32 to bf16
    %1442 = llvm.fptrunc %1274 : f32 to bf16
    %1443 = llvm.fptrunc %1275 : f32 to bf16
    %1444 = llvm.fptrunc %1276 : f32 to bf16
    %1445 = llvm.fptrunc %1277 : f32 to bf16
    %1446 = llvm.fptrunc %1278 : f32 to bf16
    %1447 = llvm.fptrunc %1279 : f32 to bf16
    %1448 = llvm.fptrunc %1280 : f32 to bf16
    %1449 = llvm.fptrunc %1281 : f32 to bf16
    %1450 = llvm.fptrunc %1282 : f32 to bf16
    %1451 = llvm.fptrunc %1283 : f32 to bf16
    %1452 = llvm.fptrunc %1284 : f32 to bf16
    %1453 = llvm.fptrunc %1285 : f32 to bf16
    %1454 = llvm.fptrunc %1286 : f32 to bf16
    %1455 = llvm.fptrunc %1287 : f32 to bf16
    %1456 = llvm.fptrunc %1288 : f32 to bf16
    %1457 = llvm.fptrunc %1289 : f32 to bf16
    %1458 = llvm.fptrunc %1290 : f32 to bf16
    %1459 = llvm.fptrunc %1291 : f32 to bf16
    %1460 = llvm.fptrunc %1292 : f32 to bf16
    %1461 = llvm.fptrunc %1293 : f32 to bf16
    %1462 = llvm.fptrunc %1294 : f32 to bf16
    %1463 = llvm.fptrunc %1295 : f32 to bf16
    %1464 = llvm.fptrunc %1296 : f32 to bf16
    %1465 = llvm.fptrunc %1297 : f32 to bf16
    %1466 = llvm.fptrunc %1298 : f32 to bf16
    %1467 = llvm.fptrunc %1299 : f32 to bf16
    %1468 = llvm.fptrunc %1300 : f32 to bf16
    %1469 = llvm.fptrunc %1301 : f32 to bf16
    %1470 = llvm.fptrunc %1302 : f32 to bf16
    %1471 = llvm.fptrunc %1303 : f32 to bf16
    %1472 = llvm.fptrunc %1304 : f32 to bf16
    %1473 = llvm.fptrunc %1305 : f32 to bf16
    %1474 = llvm.fptrunc %1306 : f32 to bf16
    %1475 = llvm.fptrunc %1307 : f32 to bf16
    %1476 = llvm.fptrunc %1308 : f32 to bf16
    %1477 = llvm.fptrunc %1309 : f32 to bf16
    %1478 = llvm.fptrunc %1310 : f32 to bf16
    %1479 = llvm.fptrunc %1311 : f32 to bf16
    %1480 = llvm.fptrunc %1312 : f32 to bf16
    %1481 = llvm.fptrunc %1313 : f32 to bf16
    %1482 = llvm.fptrunc %1314 : f32 to bf16
    %1483 = llvm.fptrunc %1315 : f32 to bf16
    %1484 = llvm.fptrunc %1316 : f32 to bf16
    %1485 = llvm.fptrunc %1317 : f32 to bf16
    %1486 = llvm.fptrunc %1318 : f32 to bf16
    %1487 = llvm.fptrunc %1319 : f32 to bf16
    %1488 = llvm.fptrunc %1320 : f32 to bf16
    %1489 = llvm.fptrunc %1321 : f32 to bf16
    %1490 = llvm.fptrunc %1322 : f32 to bf16
    %1491 = llvm.fptrunc %1323 : f32 to bf16
    %1492 = llvm.fptrunc %1324 : f32 to bf16
    %1493 = llvm.fptrunc %1325 : f32 to bf16
    %1494 = llvm.fptrunc %1326 : f32 to bf16
    %1495 = llvm.fptrunc %1327 : f32 to bf16
    %1496 = llvm.fptrunc %1328 : f32 to bf16
    %1497 = llvm.fptrunc %1329 : f32 to bf16
    %1498 = llvm.fptrunc %1330 : f32 to bf16
    %1499 = llvm.fptrunc %1331 : f32 to bf16
    %1500 = llvm.fptrunc %1332 : f32 to bf16
    %1501 = llvm.fptrunc %1333 : f32 to bf16
    %1502 = llvm.fptrunc %1334 : f32 to bf16
    %1503 = llvm.fptrunc %1335 : f32 to bf16
    %1504 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %938, %970 : (!llvm.ptr<3>, i32) -> !llvm.void
    %1505 = llvm.ptrtoint %950 : !llvm.ptr<3> to i32
    %1506 = llvm.mul %0, %60 : i32
    %1507 = llvm.add %1505, %1506 : i32
    %1508 = llvm.inttoptr %1507 : i32 to !llvm.ptr<3>
    %1509 = llvm.insertelement %1440, %45[%0 : i32] : vector<2xbf16>
    %1510 = llvm.insertelement %1441, %1509[%4 : i32] : vector<2xbf16>
    %1511 = llvm.bitcast %1510 : vector<2xbf16> to i32
    %1512 = llvm.insertelement %1442, %45[%0 : i32] : vector<2xbf16>
    %1513 = llvm.insertelement %1443, %1512[%4 : i32] : vector<2xbf16>
    %1514 = llvm.bitcast %1513 : vector<2xbf16> to i32
    %1515 = llvm.insertelement %1444, %45[%0 : i32] : vector<2xbf16>
    %1516 = llvm.insertelement %1445, %1515[%4 : i32] : vector<2xbf16>
    %1517 = llvm.bitcast %1516 : vector<2xbf16> to i32
    %1518 = llvm.insertelement %1446, %45[%0 : i32] : vector<2xbf16>
    %1519 = llvm.insertelement %1447, %1518[%4 : i32] : vector<2xbf16>
    %1520 = llvm.bitcast %1519 : vector<2xbf16> to i32
    %1521 = llvm.insertelement %1448, %45[%0 : i32] : vector<2xbf16>
    %1522 = llvm.insertelement %1449, %1521[%4 : i32] : vector<2xbf16>
    %1523 = llvm.bitcast %1522 : vector<2xbf16> to i32
    %1524 = llvm.insertelement %1450, %45[%0 : i32] : vector<2xbf16>
    %1525 = llvm.insertelement %1451, %1524[%4 : i32] : vector<2xbf16>
    %1526 = llvm.bitcast %1525 : vector<2xbf16> to i32
    %1527 = llvm.insertelement %1452, %45[%0 : i32] : vector<2xbf16>
    %1528 = llvm.insertelement %1453, %1527[%4 : i32] : vector<2xbf16>
    %1529 = llvm.bitcast %1528 : vector<2xbf16> to i32
    %1530 = llvm.insertelement %1454, %45[%0 : i32] : vector<2xbf16>
    %1531 = llvm.insertelement %1455, %1530[%4 : i32] : vector<2xbf16>
    %1532 = llvm.bitcast %1531 : vector<2xbf16> to i32
    %1533 = llvm.insertelement %1456, %45[%0 : i32] : vector<2xbf16>
    %1534 = llvm.insertelement %1457, %1533[%4 : i32] : vector<2xbf16>
    %1535 = llvm.bitcast %1534 : vector<2xbf16> to i32
    %1536 = llvm.insertelement %1458, %45[%0 : i32] : vector<2xbf16>
    %1537 = llvm.insertelement %1459, %1536[%4 : i32] : vector<2xbf16>
    %1538 = llvm.bitcast %1537 : vector<2xbf16> to i32
    %1539 = llvm.insertelement %1460, %45[%0 : i32] : vector<2xbf16>
    %1540 = llvm.insertelement %1461, %1539[%4 : i32] : vector<2xbf16>
    %1541 = llvm.bitcast %1540 : vector<2xbf16> to i32
    %1542 = llvm.insertelement %1462, %45[%0 : i32] : vector<2xbf16>
    %1543 = llvm.insertelement %1463, %1542[%4 : i32] : vector<2xbf16>
    %1544 = llvm.bitcast %1543 : vector<2xbf16> to i32
    %1545 = llvm.insertelement %1464, %45[%0 : i32] : vector<2xbf16>
    %1546 = llvm.insertelement %1465, %1545[%4 : i32] : vector<2xbf16>
    %1547 = llvm.bitcast %1546 : vector<2xbf16> to i32
    %1548 = llvm.insertelement %1466, %45[%0 : i32] : vector<2xbf16>
    %1549 = llvm.insertelement %1467, %1548[%4 : i32] : vector<2xbf16>
    %1550 = llvm.bitcast %1549 : vector<2xbf16> to i32
    %1551 = llvm.insertelement %1468, %45[%0 : i32] : vector<2xbf16>
    %1552 = llvm.insertelement %1469, %1551[%4 : i32] : vector<2xbf16>
    %1553 = llvm.bitcast %1552 : vector<2xbf16> to i32
    %1554 = llvm.insertelement %1470, %45[%0 : i32] : vector<2xbf16>
    %1555 = llvm.insertelement %1471, %1554[%4 : i32] : vector<2xbf16>
    %1556 = llvm.bitcast %1555 : vector<2xbf16> to i32
    %1557 = llvm.insertelement %1472, %45[%0 : i32] : vector<2xbf16>
    %1558 = llvm.insertelement %1473, %1557[%4 : i32] : vector<2xbf16>
    %1559 = llvm.bitcast %1558 : vector<2xbf16> to i32
    %1560 = llvm.insertelement %1474, %45[%0 : i32] : vector<2xbf16>
    %1561 = llvm.insertelement %1475, %1560[%4 : i32] : vector<2xbf16>
    %1562 = llvm.bitcast %1561 : vector<2xbf16> to i32
    %1563 = llvm.insertelement %1476, %45[%0 : i32] : vector<2xbf16>
    %1564 = llvm.insertelement %1477, %1563[%4 : i32] : vector<2xbf16>
    %1565 = llvm.bitcast %1564 : vector<2xbf16> to i32
    %1566 = llvm.insertelement %1478, %45[%0 : i32] : vector<2xbf16>
    %1567 = llvm.insertelement %1479, %1566[%4 : i32] : vector<2xbf16>
    %1568 = llvm.bitcast %1567 : vector<2xbf16> to i32
    %1569 = llvm.insertelement %1480, %45[%0 : i32] : vector<2xbf16>
    %1570 = llvm.insertelement %1481, %1569[%4 : i32] : vector<2xbf16>
    %1571 = llvm.bitcast %1570 : vector<2xbf16> to i32
    %1572 = llvm.insertelement %1482, %45[%0 : i32] : vector<2xbf16>
    %1573 = llvm.insertelement %1483, %1572[%4 : i32] : vector<2xbf16>
    %1574 = llvm.bitcast %1573 : vector<2xbf16> to i32
    %1575 = llvm.insertelement %1484, %45[%0 : i32] : vector<2xbf16>
    %1576 = llvm.insertelement %1485, %1575[%4 : i32] : vector<2xbf16>
    %1577 = llvm.bitcast %1576 : vector<2xbf16> to i32
    %1578 = llvm.insertelement %1486, %45[%0 : i32] : vector<2xbf16>
    %1579 = llvm.insertelement %1487, %1578[%4 : i32] : vector<2xbf16>
    %1580 = llvm.bitcast %1579 : vector<2xbf16> to i32
    %1581 = llvm.insertelement %1488, %45[%0 : i32] : vector<2xbf16>
    %1582 = llvm.insertelement %1489, %1581[%4 : i32] : vector<2xbf16>
    %1583 = llvm.bitcast %1582 : vector<2xbf16> to i32
    %1584 = llvm.insertelement %1490, %45[%0 : i32] : vector<2xbf16>
    %1585 = llvm.insertelement %1491, %1584[%4 : i32] : vector<2xbf16>
    %1586 = llvm.bitcast %1585 : vector<2xbf16> to i32
    %1587 = llvm.insertelement %1492, %45[%0 : i32] : vector<2xbf16>
    %1588 = llvm.insertelement %1493, %1587[%4 : i32] : vector<2xbf16>
    %1589 = llvm.bitcast %1588 : vector<2xbf16> to i32
    %1590 = llvm.insertelement %1494, %45[%0 : i32] : vector<2xbf16>
    %1591 = llvm.insertelement %1495, %1590[%4 : i32] : vector<2xbf16>
    %1592 = llvm.bitcast %1591 : vector<2xbf16> to i32
    %1593 = llvm.insertelement %1496, %45[%0 : i32] : vector<2xbf16>
    %1594 = llvm.insertelement %1497, %1593[%4 : i32] : vector<2xbf16>
    %1595 = llvm.bitcast %1594 : vector<2xbf16> to i32
    %1596 = llvm.insertelement %1498, %45[%0 : i32] : vector<2xbf16>
    %1597 = llvm.insertelement %1499, %1596[%4 : i32] : vector<2xbf16>
    %1598 = llvm.bitcast %1597 : vector<2xbf16> to i32
    %1599 = llvm.insertelement %1500, %45[%0 : i32] : vector<2xbf16>
    %1600 = llvm.insertelement %1501, %1599[%4 : i32] : vector<2xbf16>
    %1601 = llvm.bitcast %1600 : vector<2xbf16> to i32
    %1602 = llvm.insertelement %1502, %45[%0 : i32] : vector<2xbf16>
    %1603 = llvm.insertelement %1503, %1602[%4 : i32] : vector<2xbf16>
    %1604 = llvm.bitcast %1603 : vector<2xbf16> to i32
    %1605 = llvm.ptrtoint %1508 : !llvm.ptr<3> to i32
    %1606 = llvm.add %1605, %876 : i32
    %1607 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.st.sync.aligned.32x32b.x32.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r" %11, %1606, %1511, %1514, %1517, %1520, %1523, %1526, %1529, %1532, %1535, %1538, %1541, %1544, %1547, %1550, %1553, %1556, %1559, %1562, %1565, %1568, %1571, %1574, %1577, %1580, %1583, %1586, %1589, %1592, %1595, %1598, %1601, %1604 : (i1, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.void
    nvvm.tcgen05.wait <store>
    nvvm.barrier id = %0 number_of_threads = %10
    %1608 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r" %763, %943 : (i1, !llvm.ptr<3>) -> !llvm.void
    %1609 = llvm.xor %967, %4 : i32
    %1610 = llvm.add %962, %6 : i32
    llvm.br ^bb33(%1610, %1201, %1439, %994, %996, %1609, %970 : i32, !llvm.struct<(f32)>, !llvm.struct<(f32)>, i32, i32, i32, i32)
  ^bb35:  // pred: ^bb33
    %1611 = llvm.add %965, %4 : i32
    %1612 = llvm.icmp "eq" %1611, %12 : i32
    %1613 = llvm.select %1612, %0, %1611 : i1, i32
    %1614 = llvm.xor %966, %4 : i32
    %1615 = llvm.select %1612, %1614, %966 : i1, i32
    %1616 = llvm.mul %1613, %4 : i32
    %1617 = llvm.getelementptr %845[%1616] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %1618 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %1617, %1615 : (!llvm.ptr<3>, i32) -> !llvm.void
    %1619 = llvm.getelementptr %834[%1616] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    nvvm.barrier id = %0 number_of_threads = %10
    %1620 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r" %763, %1619 : (i1, !llvm.ptr<3>) -> !llvm.void
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    nvvm.setmaxregister increase 256
    llvm.br ^bb36
  ^bb36:  // pred: ^bb35
    %1621 = llvm.xor %967, %4 : i32
    %1622 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %861, %1621 : (!llvm.ptr<3>, i32) -> !llvm.void
    %1623 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tcgen05.ld.sync.aligned.32x32b.x64.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, [$64 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r" %877 : (i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %1624 = llvm.extractvalue %1623[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1625 = llvm.bitcast %1624 : i32 to f32
    %1626 = llvm.extractvalue %1623[1] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1627 = llvm.bitcast %1626 : i32 to f32
    %1628 = llvm.extractvalue %1623[2] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1629 = llvm.bitcast %1628 : i32 to f32
    %1630 = llvm.extractvalue %1623[3] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1631 = llvm.bitcast %1630 : i32 to f32
    %1632 = llvm.extractvalue %1623[4] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1633 = llvm.bitcast %1632 : i32 to f32
    %1634 = llvm.extractvalue %1623[5] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1635 = llvm.bitcast %1634 : i32 to f32
    %1636 = llvm.extractvalue %1623[6] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1637 = llvm.bitcast %1636 : i32 to f32
    %1638 = llvm.extractvalue %1623[7] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1639 = llvm.bitcast %1638 : i32 to f32
    %1640 = llvm.extractvalue %1623[8] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1641 = llvm.bitcast %1640 : i32 to f32
    %1642 = llvm.extractvalue %1623[9] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1643 = llvm.bitcast %1642 : i32 to f32
    %1644 = llvm.extractvalue %1623[10] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1645 = llvm.bitcast %1644 : i32 to f32
    %1646 = llvm.extractvalue %1623[11] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1647 = llvm.bitcast %1646 : i32 to f32
    %1648 = llvm.extractvalue %1623[12] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1649 = llvm.bitcast %1648 : i32 to f32
    %1650 = llvm.extractvalue %1623[13] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1651 = llvm.bitcast %1650 : i32 to f32
    %1652 = llvm.extractvalue %1623[14] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1653 = llvm.bitcast %1652 : i32 to f32
    %1654 = llvm.extractvalue %1623[15] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1655 = llvm.bitcast %1654 : i32 to f32
    %1656 = llvm.extractvalue %1623[16] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1657 = llvm.bitcast %1656 : i32 to f32
    %1658 = llvm.extractvalue %1623[17] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1659 = llvm.bitcast %1658 : i32 to f32
    %1660 = llvm.extractvalue %1623[18] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1661 = llvm.bitcast %1660 : i32 to f32
    %1662 = llvm.extractvalue %1623[19] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1663 = llvm.bitcast %1662 : i32 to f32
    %1664 = llvm.extractvalue %1623[20] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1665 = llvm.bitcast %1664 : i32 to f32
    %1666 = llvm.extractvalue %1623[21] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1667 = llvm.bitcast %1666 : i32 to f32
    %1668 = llvm.extractvalue %1623[22] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1669 = llvm.bitcast %1668 : i32 to f32
    %1670 = llvm.extractvalue %1623[23] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1671 = llvm.bitcast %1670 : i32 to f32
    %1672 = llvm.extractvalue %1623[24] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1673 = llvm.bitcast %1672 : i32 to f32
    %1674 = llvm.extractvalue %1623[25] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1675 = llvm.bitcast %1674 : i32 to f32
    %1676 = llvm.extractvalue %1623[26] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1677 = llvm.bitcast %1676 : i32 to f32
    %1678 = llvm.extractvalue %1623[27] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1679 = llvm.bitcast %1678 : i32 to f32
    %1680 = llvm.extractvalue %1623[28] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1681 = llvm.bitcast %1680 : i32 to f32
    %1682 = llvm.extractvalue %1623[29] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1683 = llvm.bitcast %1682 : i32 to f32
    %1684 = llvm.extractvalue %1623[30] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1685 = llvm.bitcast %1684 : i32 to f32
    %1686 = llvm.extractvalue %1623[31] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1687 = llvm.bitcast %1686 : i32 to f32
    %1688 = llvm.extractvalue %1623[32] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1689 = llvm.bitcast %1688 : i32 to f32
    %1690 = llvm.extractvalue %1623[33] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1691 = llvm.bitcast %1690 : i32 to f32
    %1692 = llvm.extractvalue %1623[34] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1693 = llvm.bitcast %1692 : i32 to f32
    %1694 = llvm.extractvalue %1623[35] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1695 = llvm.bitcast %1694 : i32 to f32
    %1696 = llvm.extractvalue %1623[36] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1697 = llvm.bitcast %1696 : i32 to f32
    %1698 = llvm.extractvalue %1623[37] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1699 = llvm.bitcast %1698 : i32 to f32
    %1700 = llvm.extractvalue %1623[38] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1701 = llvm.bitcast %1700 : i32 to f32
    %1702 = llvm.extractvalue %1623[39] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1703 = llvm.bitcast %1702 : i32 to f32
    %1704 = llvm.extractvalue %1623[40] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1705 = llvm.bitcast %1704 : i32 to f32
    %1706 = llvm.extractvalue %1623[41] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1707 = llvm.bitcast %1706 : i32 to f32
    %1708 = llvm.extractvalue %1623[42] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1709 = llvm.bitcast %1708 : i32 to f32
    %1710 = llvm.extractvalue %1623[43] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1711 = llvm.bitcast %1710 : i32 to f32
    %1712 = llvm.extractvalue %1623[44] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1713 = llvm.bitcast %1712 : i32 to f32
    %1714 = llvm.extractvalue %1623[45] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1715 = llvm.bitcast %1714 : i32 to f32
    %1716 = llvm.extractvalue %1623[46] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1717 = llvm.bitcast %1716 : i32 to f32
    %1718 = llvm.extractvalue %1623[47] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1719 = llvm.bitcast %1718 : i32 to f32
    %1720 = llvm.extractvalue %1623[48] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1721 = llvm.bitcast %1720 : i32 to f32
    %1722 = llvm.extractvalue %1623[49] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1723 = llvm.bitcast %1722 : i32 to f32
    %1724 = llvm.extractvalue %1623[50] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1725 = llvm.bitcast %1724 : i32 to f32
    %1726 = llvm.extractvalue %1623[51] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1727 = llvm.bitcast %1726 : i32 to f32
    %1728 = llvm.extractvalue %1623[52] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1729 = llvm.bitcast %1728 : i32 to f32
    %1730 = llvm.extractvalue %1623[53] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1731 = llvm.bitcast %1730 : i32 to f32
    %1732 = llvm.extractvalue %1623[54] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1733 = llvm.bitcast %1732 : i32 to f32
    %1734 = llvm.extractvalue %1623[55] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1735 = llvm.bitcast %1734 : i32 to f32
    %1736 = llvm.extractvalue %1623[56] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1737 = llvm.bitcast %1736 : i32 to f32
    %1738 = llvm.extractvalue %1623[57] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1739 = llvm.bitcast %1738 : i32 to f32
    %1740 = llvm.extractvalue %1623[58] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1741 = llvm.bitcast %1740 : i32 to f32
    %1742 = llvm.extractvalue %1623[59] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1743 = llvm.bitcast %1742 : i32 to f32
    %1744 = llvm.extractvalue %1623[60] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1745 = llvm.bitcast %1744 : i32 to f32
    %1746 = llvm.extractvalue %1623[61] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1747 = llvm.bitcast %1746 : i32 to f32
    %1748 = llvm.extractvalue %1623[62] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1749 = llvm.bitcast %1748 : i32 to f32
    %1750 = llvm.extractvalue %1623[63] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1751 = llvm.bitcast %1750 : i32 to f32
    nvvm.tcgen05.wait <load>
    nvvm.barrier id = %0 number_of_threads = %10
    %1752 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r" %763, %856 : (i1, !llvm.ptr<3>) -> !llvm.void
    %1753 = llvm.urem %758, %60 : i32
    %1754 = llvm.shl %1753, %0 : i32
    %1755 = llvm.or %0, %1754 : i32
    %1756 = llvm.shl %67, %43 : i32
    %1757 = llvm.or %1755, %1756 : i32
    %1758 = llvm.and %1757, %42 : i32
    %1759 = llvm.lshr %1758, %8 : i32
    %1760 = llvm.or disjoint %1759, %0 : i32
    %1761 = llvm.xor %0, %1760 : i32
    %1762 = llvm.xor %1761, %0 : i32
    %1763 = llvm.xor %1761, %41 : i32
    %1764 = llvm.xor %1761, %60 : i32
    %1765 = llvm.xor %1761, %40 : i32
    %1766 = llvm.xor %1761, %6 : i32
    %1767 = llvm.xor %1761, %39 : i32
    %1768 = llvm.xor %1761, %38 : i32
    %1769 = llvm.xor %1761, %37 : i32
    %1770 = llvm.add %1762, %44 : i32
    %1771 = llvm.add %1763, %44 : i32
    %1772 = llvm.add %1764, %44 : i32
    %1773 = llvm.add %1765, %44 : i32
    %1774 = llvm.add %1766, %44 : i32
    %1775 = llvm.add %1767, %44 : i32
    %1776 = llvm.add %1768, %44 : i32
    %1777 = llvm.add %1769, %44 : i32
    %1778 = llvm.add %812, %1770 : i32
    %1779 = llvm.add %812, %1771 : i32
    %1780 = llvm.add %812, %1772 : i32
    %1781 = llvm.add %812, %1773 : i32
    %1782 = llvm.add %812, %1774 : i32
    %1783 = llvm.add %812, %1775 : i32
    %1784 = llvm.add %812, %1776 : i32
    %1785 = llvm.add %812, %1777 : i32
    %1786 = llvm.mul %1778, %6 : i32
    %1787 = llvm.mul %1779, %6 : i32
    %1788 = llvm.mul %1780, %6 : i32
    %1789 = llvm.mul %1781, %6 : i32
    %1790 = llvm.mul %1782, %6 : i32
    %1791 = llvm.mul %1783, %6 : i32
    %1792 = llvm.mul %1784, %6 : i32
    %1793 = llvm.mul %1785, %6 : i32
    %1794 = llvm.getelementptr %arg3[%1786] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %1795 = llvm.getelementptr %arg3[%1787] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %1796 = llvm.getelementptr %arg3[%1788] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %1797 = llvm.getelementptr %arg3[%1789] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %1798 = llvm.getelementptr %arg3[%1790] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %1799 = llvm.getelementptr %arg3[%1791] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %1800 = llvm.getelementptr %arg3[%1792] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %1801 = llvm.getelementptr %arg3[%1793] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %1802 = llvm.and %1757, %36 : i32
    %1803 = llvm.shl %1802, %8 : i32
    %1804 = llvm.or disjoint %1803, %0 : i32
    %1805 = llvm.xor %0, %1804 : i32
    %1806 = llvm.xor %1805, %0 : i32
    %1807 = llvm.add %1806, %44 : i32
    %1808 = llvm.getelementptr %1794[%1807] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %1809 = llvm.getelementptr %1795[%1807] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %1810 = llvm.getelementptr %1796[%1807] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %1811 = llvm.getelementptr %1797[%1807] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %1812 = llvm.getelementptr %1798[%1807] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %1813 = llvm.getelementptr %1799[%1807] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %1814 = llvm.getelementptr %1800[%1807] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %1815 = llvm.getelementptr %1801[%1807] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %1816 = llvm.extractvalue %964[0] : !llvm.struct<(f32)> 
    %1817 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1625, %1816) : (f32, f32) -> f32
    %1818 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1627, %1816) : (f32, f32) -> f32
    %1819 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1629, %1816) : (f32, f32) -> f32
    %1820 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1631, %1816) : (f32, f32) -> f32
    %1821 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1633, %1816) : (f32, f32) -> f32
    %1822 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1635, %1816) : (f32, f32) -> f32
    %1823 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1637, %1816) : (f32, f32) -> f32
    %1824 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1639, %1816) : (f32, f32) -> f32
    %1825 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1641, %1816) : (f32, f32) -> f32
    %1826 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1643, %1816) : (f32, f32) -> f32
    %1827 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1645, %1816) : (f32, f32) -> f32
    %1828 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1647, %1816) : (f32, f32) -> f32
    %1829 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1649, %1816) : (f32, f32) -> f32
    %1830 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1651, %1816) : (f32, f32) -> f32
    %1831 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1653, %1816) : (f32, f32) -> f32
    %1832 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1655, %1816) : (f32, f32) -> f32
    %1833 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1657, %1816) : (f32, f32) -> f32
    %1834 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1659, %1816) : (f32, f32) -> f32
    %1835 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1661, %1816) : (f32, f32) -> f32
    %1836 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1663, %1816) : (f32, f32) -> f32
    %1837 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1665, %1816) : (f32, f32) -> f32
    %1838 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1667, %1816) : (f32, f32) -> f32
    %1839 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1669, %1816) : (f32, f32) -> f32
    %1840 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1671, %1816) : (f32, f32) -> f32
    %1841 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1673, %1816) : (f32, f32) -> f32
    %1842 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1675, %1816) : (f32, f32) -> f32
    %1843 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1677, %1816) : (f32, f32) -> f32
    %1844 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1679, %1816) : (f32, f32) -> f32
    %1845 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1681, %1816) : (f32, f32) -> f32
    %1846 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1683, %1816) : (f32, f32) -> f32
    %1847 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1685, %1816) : (f32, f32) -> f32
    %1848 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1687, %1816) : (f32, f32) -> f32
    %1849 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1689, %1816) : (f32, f32) -> f32
    %1850 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1691, %1816) : (f32, f32) -> f32
    %1851 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1693, %1816) : (f32, f32) -> f32
    %1852 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1695, %1816) : (f32, f32) -> f32
    %1853 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1697, %1816) : (f32, f32) -> f32
    %1854 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1699, %1816) : (f32, f32) -> f32
    %1855 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1701, %1816) : (f32, f32) -> f32
    %1856 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1703, %1816) : (f32, f32) -> f32
    %1857 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1705, %1816) : (f32, f32) -> f32
    %1858 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1707, %1816) : (f32, f32) -> f32
    %1859 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1709, %1816) : (f32, f32) -> f32
    %1860 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1711, %1816) : (f32, f32) -> f32
    %1861 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1713, %1816) : (f32, f32) -> f32
    %1862 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1715, %1816) : (f32, f32) -> f32
    %1863 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1717, %1816) : (f32, f32) -> f32
    %1864 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1719, %1816) : (f32, f32) -> f32
    %1865 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1721, %1816) : (f32, f32) -> f32
    %1866 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1723, %1816) : (f32, f32) -> f32
    %1867 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1725, %1816) : (f32, f32) -> f32
    %1868 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1727, %1816) : (f32, f32) -> f32
    %1869 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1729, %1816) : (f32, f32) -> f32
    %1870 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1731, %1816) : (f32, f32) -> f32
    %1871 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1733, %1816) : (f32, f32) -> f32
    %1872 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1735, %1816) : (f32, f32) -> f32
    %1873 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1737, %1816) : (f32, f32) -> f32
    %1874 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1739, %1816) : (f32, f32) -> f32
    %1875 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1741, %1816) : (f32, f32) -> f32
    %1876 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1743, %1816) : (f32, f32) -> f32
    %1877 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1745, %1816) : (f32, f32) -> f32
    %1878 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1747, %1816) : (f32, f32) -> f32
    %1879 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1749, %1816) : (f32, f32) -> f32
    %1880 = llvm.call_intrinsic "llvm.nvvm.div.full"(%1751, %1816) : (f32, f32) -> f32
    %1881 = llvm.fptrunc %1817 : f32 to bf16
    %1882 = llvm.fptrunc %1818 : f32 to bf16
    %1883 = llvm.fptrunc %1819 : f32 to bf16
    %1884 = llvm.fptrunc %1820 : f32 to bf16
    %1885 = llvm.fptrunc %1821 : f32 to bf16
    %1886 = llvm.fptrunc %1822 : f32 to bf16
    %1887 = llvm.fptrunc %1823 : f32 to bf16
    %1888 = llvm.fptrunc %1824 : f32 to bf16
    %1889 = llvm.fptrunc %1825 : f32 to bf16
    %1890 = llvm.fptrunc %1826 : f32 to bf16
    %1891 = llvm.fptrunc %1827 : f32 to bf16
    %1892 = llvm.fptrunc %1828 : f32 to bf16
    %1893 = llvm.fptrunc %1829 : f32 to bf16
    %1894 = llvm.fptrunc %1830 : f32 to bf16
    %1895 = llvm.fptrunc %1831 : f32 to bf16
    %1896 = llvm.fptrunc %1832 : f32 to bf16
    %1897 = llvm.fptrunc %1833 : f32 to bf16
    %1898 = llvm.fptrunc %1834 : f32 to bf16
    %1899 = llvm.fptrunc %1835 : f32 to bf16
    %1900 = llvm.fptrunc %1836 : f32 to bf16
    %1901 = llvm.fptrunc %1837 : f32 to bf16
    %1902 = llvm.fptrunc %1838 : f32 to bf16
    %1903 = llvm.fptrunc %1839 : f32 to bf16
    %1904 = llvm.fptrunc %1840 : f32 to bf16
    %1905 = llvm.fptrunc %1841 : f32 to bf16
    %1906 = llvm.fptrunc %1842 : f32 to bf16
    %1907 = llvm.fptrunc %1843 : f32 to bf16
    %1908 = llvm.fptrunc %1844 : f32 to bf16
    %1909 = llvm.fptrunc %1845 : f32 to bf16
    %1910 = llvm.fptrunc %1846 : f32 to bf16
    %1911 = llvm.fptrunc %1847 : f32 to bf16
    %1912 = llvm.fptrunc %1848 : f32 to bf16
    %1913 = llvm.fptrunc %1849 : f32 to bf16
    %1914 = llvm.fptrunc %1850 : f32 to bf16
    %1915 = llvm.fptrunc %1851 : f32 to bf16
    %1916 = llvm.fptrunc %1852 : f32 to bf16
    %1917 = llvm.fptrunc %1853 : f32 to bf16
    %1918 = llvm.fptrunc %1854 : f32 to bf16
    %1919 = llvm.fptrunc %1855 : f32 to bf16
    %1920 = llvm.fptrunc %1856 : f32 to bf16
    %1921 = llvm.fptrunc %1857 : f32 to bf16
    %1922 = llvm.fptrunc %1858 : f32 to bf16
    %1923 = llvm.fptrunc %1859 : f32 to bf16
    %1924 = llvm.fptrunc %1860 : f32 to bf16
    %1925 = llvm.fptrunc %1861 : f32 to bf16
    %1926 = llvm.fptrunc %1862 : f32 to bf16
    %1927 = llvm.fptrunc %1863 : f32 to bf16
    %1928 = llvm.fptrunc %1864 : f32 to bf16
    %1929 = llvm.fptrunc %1865 : f32 to bf16
    %1930 = llvm.fptrunc %1866 : f32 to bf16
    %1931 = llvm.fptrunc %1867 : f32 to bf16
    %1932 = llvm.fptrunc %1868 : f32 to bf16
    %1933 = llvm.fptrunc %1869 : f32 to bf16
    %1934 = llvm.fptrunc %1870 : f32 to bf16
    %1935 = llvm.fptrunc %1871 : f32 to bf16
    %1936 = llvm.fptrunc %1872 : f32 to bf16
    %1937 = llvm.fptrunc %1873 : f32 to bf16
    %1938 = llvm.fptrunc %1874 : f32 to bf16
    %1939 = llvm.fptrunc %1875 : f32 to bf16
    %1940 = llvm.fptrunc %1876 : f32 to bf16
    %1941 = llvm.fptrunc %1877 : f32 to bf16
    %1942 = llvm.fptrunc %1878 : f32 to bf16
    %1943 = llvm.fptrunc %1879 : f32 to bf16
    %1944 = llvm.fptrunc %1880 : f32 to bf16
    %1945 = llvm.and %1757, %35 : i32
    %1946 = llvm.shl %1945, %3 : i32
    %1947 = llvm.and %1757, %3 : i32
    %1948 = llvm.icmp "eq" %1947, %0 : i32
    %1949 = llvm.select %1948, %0, %34 : i1, i32
    %1950 = llvm.or disjoint %1946, %1949 : i32
    %1951 = llvm.or disjoint %1950, %0 : i32
    %1952 = llvm.xor %0, %1951 : i32
    %1953 = llvm.mul %0, %12 : i32
    %1954 = llvm.xor %1952, %1953 : i32
    %1955 = llvm.xor %1954, %0 : i32
    %1956 = llvm.add %1955, %0 : i32
    %1957 = llvm.getelementptr inbounds %59[%1956] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1958 = llvm.insertelement %1881, %33[%0 : i32] : vector<8xbf16>
    %1959 = llvm.insertelement %1882, %1958[%4 : i32] : vector<8xbf16>
    %1960 = llvm.insertelement %1889, %1959[%12 : i32] : vector<8xbf16>
    %1961 = llvm.insertelement %1890, %1960[%8 : i32] : vector<8xbf16>
    %1962 = llvm.insertelement %1897, %1961[%3 : i32] : vector<8xbf16>
    %1963 = llvm.insertelement %1898, %1962[%43 : i32] : vector<8xbf16>
    %1964 = llvm.insertelement %1905, %1963[%16 : i32] : vector<8xbf16>
    %1965 = llvm.insertelement %1906, %1964[%36 : i32] : vector<8xbf16>
    %1966 = llvm.extractelement %1965[%0 : i32] : vector<8xbf16>
    %1967 = llvm.extractelement %1965[%4 : i32] : vector<8xbf16>
    %1968 = llvm.extractelement %1965[%12 : i32] : vector<8xbf16>
    %1969 = llvm.extractelement %1965[%8 : i32] : vector<8xbf16>
    %1970 = llvm.extractelement %1965[%3 : i32] : vector<8xbf16>
    %1971 = llvm.extractelement %1965[%43 : i32] : vector<8xbf16>
    %1972 = llvm.extractelement %1965[%16 : i32] : vector<8xbf16>
    %1973 = llvm.extractelement %1965[%36 : i32] : vector<8xbf16>
    %1974 = llvm.bitcast %1966 : bf16 to i16
    %1975 = llvm.bitcast %1967 : bf16 to i16
    %1976 = llvm.bitcast %1968 : bf16 to i16
    %1977 = llvm.bitcast %1969 : bf16 to i16
    %1978 = llvm.bitcast %1970 : bf16 to i16
    %1979 = llvm.bitcast %1971 : bf16 to i16
    %1980 = llvm.bitcast %1972 : bf16 to i16
    %1981 = llvm.bitcast %1973 : bf16 to i16
    %1982 = llvm.insertelement %1974, %32[%0 : i32] : vector<8xi16>
    %1983 = llvm.insertelement %1975, %1982[%4 : i32] : vector<8xi16>
    %1984 = llvm.insertelement %1976, %1983[%12 : i32] : vector<8xi16>
    %1985 = llvm.insertelement %1977, %1984[%8 : i32] : vector<8xi16>
    %1986 = llvm.insertelement %1978, %1985[%3 : i32] : vector<8xi16>
    %1987 = llvm.insertelement %1979, %1986[%43 : i32] : vector<8xi16>
    %1988 = llvm.insertelement %1980, %1987[%16 : i32] : vector<8xi16>
    %1989 = llvm.insertelement %1981, %1988[%36 : i32] : vector<8xi16>
    %1990 = llvm.extractelement %1989[%0 : i32] : vector<8xi16>
    %1991 = llvm.extractelement %1989[%4 : i32] : vector<8xi16>
    %1992 = llvm.extractelement %1989[%12 : i32] : vector<8xi16>
    %1993 = llvm.extractelement %1989[%8 : i32] : vector<8xi16>
    %1994 = llvm.extractelement %1989[%3 : i32] : vector<8xi16>
    %1995 = llvm.extractelement %1989[%43 : i32] : vector<8xi16>
    %1996 = llvm.extractelement %1989[%16 : i32] : vector<8xi16>
    %1997 = llvm.extractelement %1989[%36 : i32] : vector<8xi16>
    %1998 = llvm.insertelement %1990, %31[%0 : i32] : vector<2xi16>
    %1999 = llvm.insertelement %1991, %1998[%4 : i32] : vector<2xi16>
    %2000 = llvm.bitcast %1999 : vector<2xi16> to i32
    %2001 = llvm.insertelement %1992, %31[%0 : i32] : vector<2xi16>
    %2002 = llvm.insertelement %1993, %2001[%4 : i32] : vector<2xi16>
    %2003 = llvm.bitcast %2002 : vector<2xi16> to i32
    %2004 = llvm.insertelement %1994, %31[%0 : i32] : vector<2xi16>
    %2005 = llvm.insertelement %1995, %2004[%4 : i32] : vector<2xi16>
    %2006 = llvm.bitcast %2005 : vector<2xi16> to i32
    %2007 = llvm.insertelement %1996, %31[%0 : i32] : vector<2xi16>
    %2008 = llvm.insertelement %1997, %2007[%4 : i32] : vector<2xi16>
    %2009 = llvm.bitcast %2008 : vector<2xi16> to i32
    %2010 = llvm.insertelement %2000, %30[%0 : i32] : vector<4xi32>
    %2011 = llvm.insertelement %2003, %2010[%4 : i32] : vector<4xi32>
    %2012 = llvm.insertelement %2006, %2011[%12 : i32] : vector<4xi32>
    %2013 = llvm.insertelement %2009, %2012[%8 : i32] : vector<4xi32>
    llvm.store %2013, %1957 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %2014 = llvm.xor %1954, %6 : i32
    %2015 = llvm.add %2014, %0 : i32
    %2016 = llvm.getelementptr inbounds %59[%2015] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2017 = llvm.insertelement %1913, %33[%0 : i32] : vector<8xbf16>
    %2018 = llvm.insertelement %1914, %2017[%4 : i32] : vector<8xbf16>
    %2019 = llvm.insertelement %1921, %2018[%12 : i32] : vector<8xbf16>
    %2020 = llvm.insertelement %1922, %2019[%8 : i32] : vector<8xbf16>
    %2021 = llvm.insertelement %1929, %2020[%3 : i32] : vector<8xbf16>
    %2022 = llvm.insertelement %1930, %2021[%43 : i32] : vector<8xbf16>
    %2023 = llvm.insertelement %1937, %2022[%16 : i32] : vector<8xbf16>
    %2024 = llvm.insertelement %1938, %2023[%36 : i32] : vector<8xbf16>
    %2025 = llvm.extractelement %2024[%0 : i32] : vector<8xbf16>
    %2026 = llvm.extractelement %2024[%4 : i32] : vector<8xbf16>
    %2027 = llvm.extractelement %2024[%12 : i32] : vector<8xbf16>
    %2028 = llvm.extractelement %2024[%8 : i32] : vector<8xbf16>
    %2029 = llvm.extractelement %2024[%3 : i32] : vector<8xbf16>
    %2030 = llvm.extractelement %2024[%43 : i32] : vector<8xbf16>
    %2031 = llvm.extractelement %2024[%16 : i32] : vector<8xbf16>
    %2032 = llvm.extractelement %2024[%36 : i32] : vector<8xbf16>
    %2033 = llvm.bitcast %2025 : bf16 to i16
    %2034 = llvm.bitcast %2026 : bf16 to i16
    %2035 = llvm.bitcast %2027 : bf16 to i16
    %2036 = llvm.bitcast %2028 : bf16 to i16
    %2037 = llvm.bitcast %2029 : bf16 to i16
    %2038 = llvm.bitcast %2030 : bf16 to i16
    %2039 = llvm.bitcast %2031 : bf16 to i16
    %2040 = llvm.bitcast %2032 : bf16 to i16
    %2041 = llvm.insertelement %2033, %32[%0 : i32] : vector<8xi16>
    %2042 = llvm.insertelement %2034, %2041[%4 : i32] : vector<8xi16>
    %2043 = llvm.insertelement %2035, %2042[%12 : i32] : vector<8xi16>
    %2044 = llvm.insertelement %2036, %2043[%8 : i32] : vector<8xi16>
    %2045 = llvm.insertelement %2037, %2044[%3 : i32] : vector<8xi16>
    %2046 = llvm.insertelement %2038, %2045[%43 : i32] : vector<8xi16>
    %2047 = llvm.insertelement %2039, %2046[%16 : i32] : vector<8xi16>
    %2048 = llvm.insertelement %2040, %2047[%36 : i32] : vector<8xi16>
    %2049 = llvm.extractelement %2048[%0 : i32] : vector<8xi16>
    %2050 = llvm.extractelement %2048[%4 : i32] : vector<8xi16>
    %2051 = llvm.extractelement %2048[%12 : i32] : vector<8xi16>
    %2052 = llvm.extractelement %2048[%8 : i32] : vector<8xi16>
    %2053 = llvm.extractelement %2048[%3 : i32] : vector<8xi16>
    %2054 = llvm.extractelement %2048[%43 : i32] : vector<8xi16>
    %2055 = llvm.extractelement %2048[%16 : i32] : vector<8xi16>
    %2056 = llvm.extractelement %2048[%36 : i32] : vector<8xi16>
    %2057 = llvm.insertelement %2049, %31[%0 : i32] : vector<2xi16>
    %2058 = llvm.insertelement %2050, %2057[%4 : i32] : vector<2xi16>
    %2059 = llvm.bitcast %2058 : vector<2xi16> to i32
    %2060 = llvm.insertelement %2051, %31[%0 : i32] : vector<2xi16>
    %2061 = llvm.insertelement %2052, %2060[%4 : i32] : vector<2xi16>
    %2062 = llvm.bitcast %2061 : vector<2xi16> to i32
    %2063 = llvm.insertelement %2053, %31[%0 : i32] : vector<2xi16>
    %2064 = llvm.insertelement %2054, %2063[%4 : i32] : vector<2xi16>
    %2065 = llvm.bitcast %2064 : vector<2xi16> to i32
    %2066 = llvm.insertelement %2055, %31[%0 : i32] : vector<2xi16>
    %2067 = llvm.insertelement %2056, %2066[%4 : i32] : vector<2xi16>
    %2068 = llvm.bitcast %2067 : vector<2xi16> to i32
    %2069 = llvm.insertelement %2059, %30[%0 : i32] : vector<4xi32>
    %2070 = llvm.insertelement %2062, %2069[%4 : i32] : vector<4xi32>
    %2071 = llvm.insertelement %2065, %2070[%12 : i32] : vector<4xi32>
    %2072 = llvm.insertelement %2068, %2071[%8 : i32] : vector<4xi32>
    llvm.store %2072, %2016 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    nvvm.barrier id = %0 number_of_threads = %10
    %2073 = llvm.and %1757, %29 : i32
    %2074 = llvm.shl %2073, %16 : i32
    %2075 = llvm.and %1757, %28 : i32
    %2076 = llvm.shl %2075, %43 : i32
    %2077 = llvm.and %1757, %16 : i32
    %2078 = llvm.shl %2077, %8 : i32
    %2079 = llvm.and %1757, %38 : i32
    %2080 = llvm.shl %2079, %4 : i32
    %2081 = llvm.xor %2074, %2076 : i32
    %2082 = llvm.xor %2078, %2080 : i32
    %2083 = llvm.xor %2081, %2082 : i32
    %2084 = llvm.or disjoint %0, %2083 : i32
    %2085 = llvm.xor %0, %2084 : i32
    %2086 = llvm.xor %2085, %1953 : i32
    %2087 = llvm.xor %2086, %0 : i32
    %2088 = llvm.add %2087, %0 : i32
    %2089 = llvm.getelementptr inbounds %59[%2088] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2090 = nvvm.ldmatrix %2089 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2091 = llvm.extractvalue %2090[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2092 = llvm.extractvalue %2090[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2093 = llvm.extractvalue %2090[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2094 = llvm.extractvalue %2090[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2095 = llvm.bitcast %2091 : i32 to vector<2xbf16>
    %2096 = llvm.extractelement %2095[%0 : i32] : vector<2xbf16>
    %2097 = llvm.extractelement %2095[%4 : i32] : vector<2xbf16>
    %2098 = llvm.bitcast %2092 : i32 to vector<2xbf16>
    %2099 = llvm.extractelement %2098[%0 : i32] : vector<2xbf16>
    %2100 = llvm.extractelement %2098[%4 : i32] : vector<2xbf16>
    %2101 = llvm.bitcast %2093 : i32 to vector<2xbf16>
    %2102 = llvm.extractelement %2101[%0 : i32] : vector<2xbf16>
    %2103 = llvm.extractelement %2101[%4 : i32] : vector<2xbf16>
    %2104 = llvm.bitcast %2094 : i32 to vector<2xbf16>
    %2105 = llvm.extractelement %2104[%0 : i32] : vector<2xbf16>
    %2106 = llvm.extractelement %2104[%4 : i32] : vector<2xbf16>
    %2107 = llvm.add %2087, %27 : i32
    %2108 = llvm.getelementptr inbounds %59[%2107] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2109 = nvvm.ldmatrix %2108 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2110 = llvm.extractvalue %2109[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2111 = llvm.extractvalue %2109[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2112 = llvm.extractvalue %2109[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2113 = llvm.extractvalue %2109[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2114 = llvm.bitcast %2110 : i32 to vector<2xbf16>
    %2115 = llvm.extractelement %2114[%0 : i32] : vector<2xbf16>
    %2116 = llvm.extractelement %2114[%4 : i32] : vector<2xbf16>
    %2117 = llvm.bitcast %2111 : i32 to vector<2xbf16>
    %2118 = llvm.extractelement %2117[%0 : i32] : vector<2xbf16>
    %2119 = llvm.extractelement %2117[%4 : i32] : vector<2xbf16>
    %2120 = llvm.bitcast %2112 : i32 to vector<2xbf16>
    %2121 = llvm.extractelement %2120[%0 : i32] : vector<2xbf16>
    %2122 = llvm.extractelement %2120[%4 : i32] : vector<2xbf16>
    %2123 = llvm.bitcast %2113 : i32 to vector<2xbf16>
    %2124 = llvm.extractelement %2123[%0 : i32] : vector<2xbf16>
    %2125 = llvm.extractelement %2123[%4 : i32] : vector<2xbf16>
    nvvm.barrier id = %0 number_of_threads = %10
    %2126 = llvm.insertelement %1883, %33[%0 : i32] : vector<8xbf16>
    %2127 = llvm.insertelement %1884, %2126[%4 : i32] : vector<8xbf16>
    %2128 = llvm.insertelement %1891, %2127[%12 : i32] : vector<8xbf16>
    %2129 = llvm.insertelement %1892, %2128[%8 : i32] : vector<8xbf16>
    %2130 = llvm.insertelement %1899, %2129[%3 : i32] : vector<8xbf16>
    %2131 = llvm.insertelement %1900, %2130[%43 : i32] : vector<8xbf16>
    %2132 = llvm.insertelement %1907, %2131[%16 : i32] : vector<8xbf16>
    %2133 = llvm.insertelement %1908, %2132[%36 : i32] : vector<8xbf16>
    %2134 = llvm.extractelement %2133[%0 : i32] : vector<8xbf16>
    %2135 = llvm.extractelement %2133[%4 : i32] : vector<8xbf16>
    %2136 = llvm.extractelement %2133[%12 : i32] : vector<8xbf16>
    %2137 = llvm.extractelement %2133[%8 : i32] : vector<8xbf16>
    %2138 = llvm.extractelement %2133[%3 : i32] : vector<8xbf16>
    %2139 = llvm.extractelement %2133[%43 : i32] : vector<8xbf16>
    %2140 = llvm.extractelement %2133[%16 : i32] : vector<8xbf16>
    %2141 = llvm.extractelement %2133[%36 : i32] : vector<8xbf16>
    %2142 = llvm.bitcast %2134 : bf16 to i16
    %2143 = llvm.bitcast %2135 : bf16 to i16
    %2144 = llvm.bitcast %2136 : bf16 to i16
    %2145 = llvm.bitcast %2137 : bf16 to i16
    %2146 = llvm.bitcast %2138 : bf16 to i16
    %2147 = llvm.bitcast %2139 : bf16 to i16
    %2148 = llvm.bitcast %2140 : bf16 to i16
    %2149 = llvm.bitcast %2141 : bf16 to i16
    %2150 = llvm.insertelement %2142, %32[%0 : i32] : vector<8xi16>
    %2151 = llvm.insertelement %2143, %2150[%4 : i32] : vector<8xi16>
    %2152 = llvm.insertelement %2144, %2151[%12 : i32] : vector<8xi16>
    %2153 = llvm.insertelement %2145, %2152[%8 : i32] : vector<8xi16>
    %2154 = llvm.insertelement %2146, %2153[%3 : i32] : vector<8xi16>
    %2155 = llvm.insertelement %2147, %2154[%43 : i32] : vector<8xi16>
    %2156 = llvm.insertelement %2148, %2155[%16 : i32] : vector<8xi16>
    %2157 = llvm.insertelement %2149, %2156[%36 : i32] : vector<8xi16>
    %2158 = llvm.extractelement %2157[%0 : i32] : vector<8xi16>
    %2159 = llvm.extractelement %2157[%4 : i32] : vector<8xi16>
    %2160 = llvm.extractelement %2157[%12 : i32] : vector<8xi16>
    %2161 = llvm.extractelement %2157[%8 : i32] : vector<8xi16>
    %2162 = llvm.extractelement %2157[%3 : i32] : vector<8xi16>
    %2163 = llvm.extractelement %2157[%43 : i32] : vector<8xi16>
    %2164 = llvm.extractelement %2157[%16 : i32] : vector<8xi16>
    %2165 = llvm.extractelement %2157[%36 : i32] : vector<8xi16>
    %2166 = llvm.insertelement %2158, %31[%0 : i32] : vector<2xi16>
    %2167 = llvm.insertelement %2159, %2166[%4 : i32] : vector<2xi16>
    %2168 = llvm.bitcast %2167 : vector<2xi16> to i32
    %2169 = llvm.insertelement %2160, %31[%0 : i32] : vector<2xi16>
    %2170 = llvm.insertelement %2161, %2169[%4 : i32] : vector<2xi16>
    %2171 = llvm.bitcast %2170 : vector<2xi16> to i32
    %2172 = llvm.insertelement %2162, %31[%0 : i32] : vector<2xi16>
    %2173 = llvm.insertelement %2163, %2172[%4 : i32] : vector<2xi16>
    %2174 = llvm.bitcast %2173 : vector<2xi16> to i32
    %2175 = llvm.insertelement %2164, %31[%0 : i32] : vector<2xi16>
    %2176 = llvm.insertelement %2165, %2175[%4 : i32] : vector<2xi16>
    %2177 = llvm.bitcast %2176 : vector<2xi16> to i32
    %2178 = llvm.insertelement %2168, %30[%0 : i32] : vector<4xi32>
    %2179 = llvm.insertelement %2171, %2178[%4 : i32] : vector<4xi32>
    %2180 = llvm.insertelement %2174, %2179[%12 : i32] : vector<4xi32>
    %2181 = llvm.insertelement %2177, %2180[%8 : i32] : vector<4xi32>
    llvm.store %2181, %1957 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %2182 = llvm.insertelement %1915, %33[%0 : i32] : vector<8xbf16>
    %2183 = llvm.insertelement %1916, %2182[%4 : i32] : vector<8xbf16>
    %2184 = llvm.insertelement %1923, %2183[%12 : i32] : vector<8xbf16>
    %2185 = llvm.insertelement %1924, %2184[%8 : i32] : vector<8xbf16>
    %2186 = llvm.insertelement %1931, %2185[%3 : i32] : vector<8xbf16>
    %2187 = llvm.insertelement %1932, %2186[%43 : i32] : vector<8xbf16>
    %2188 = llvm.insertelement %1939, %2187[%16 : i32] : vector<8xbf16>
    %2189 = llvm.insertelement %1940, %2188[%36 : i32] : vector<8xbf16>
    %2190 = llvm.extractelement %2189[%0 : i32] : vector<8xbf16>
    %2191 = llvm.extractelement %2189[%4 : i32] : vector<8xbf16>
    %2192 = llvm.extractelement %2189[%12 : i32] : vector<8xbf16>
    %2193 = llvm.extractelement %2189[%8 : i32] : vector<8xbf16>
    %2194 = llvm.extractelement %2189[%3 : i32] : vector<8xbf16>
    %2195 = llvm.extractelement %2189[%43 : i32] : vector<8xbf16>
    %2196 = llvm.extractelement %2189[%16 : i32] : vector<8xbf16>
    %2197 = llvm.extractelement %2189[%36 : i32] : vector<8xbf16>
    %2198 = llvm.bitcast %2190 : bf16 to i16
    %2199 = llvm.bitcast %2191 : bf16 to i16
    %2200 = llvm.bitcast %2192 : bf16 to i16
    %2201 = llvm.bitcast %2193 : bf16 to i16
    %2202 = llvm.bitcast %2194 : bf16 to i16
    %2203 = llvm.bitcast %2195 : bf16 to i16
    %2204 = llvm.bitcast %2196 : bf16 to i16
    %2205 = llvm.bitcast %2197 : bf16 to i16
    %2206 = llvm.insertelement %2198, %32[%0 : i32] : vector<8xi16>
    %2207 = llvm.insertelement %2199, %2206[%4 : i32] : vector<8xi16>
    %2208 = llvm.insertelement %2200, %2207[%12 : i32] : vector<8xi16>
    %2209 = llvm.insertelement %2201, %2208[%8 : i32] : vector<8xi16>
    %2210 = llvm.insertelement %2202, %2209[%3 : i32] : vector<8xi16>
    %2211 = llvm.insertelement %2203, %2210[%43 : i32] : vector<8xi16>
    %2212 = llvm.insertelement %2204, %2211[%16 : i32] : vector<8xi16>
    %2213 = llvm.insertelement %2205, %2212[%36 : i32] : vector<8xi16>
    %2214 = llvm.extractelement %2213[%0 : i32] : vector<8xi16>
    %2215 = llvm.extractelement %2213[%4 : i32] : vector<8xi16>
    %2216 = llvm.extractelement %2213[%12 : i32] : vector<8xi16>
    %2217 = llvm.extractelement %2213[%8 : i32] : vector<8xi16>
    %2218 = llvm.extractelement %2213[%3 : i32] : vector<8xi16>
    %2219 = llvm.extractelement %2213[%43 : i32] : vector<8xi16>
    %2220 = llvm.extractelement %2213[%16 : i32] : vector<8xi16>
    %2221 = llvm.extractelement %2213[%36 : i32] : vector<8xi16>
    %2222 = llvm.insertelement %2214, %31[%0 : i32] : vector<2xi16>
    %2223 = llvm.insertelement %2215, %2222[%4 : i32] : vector<2xi16>
    %2224 = llvm.bitcast %2223 : vector<2xi16> to i32
    %2225 = llvm.insertelement %2216, %31[%0 : i32] : vector<2xi16>
    %2226 = llvm.insertelement %2217, %2225[%4 : i32] : vector<2xi16>
    %2227 = llvm.bitcast %2226 : vector<2xi16> to i32
    %2228 = llvm.insertelement %2218, %31[%0 : i32] : vector<2xi16>
    %2229 = llvm.insertelement %2219, %2228[%4 : i32] : vector<2xi16>
    %2230 = llvm.bitcast %2229 : vector<2xi16> to i32
    %2231 = llvm.insertelement %2220, %31[%0 : i32] : vector<2xi16>
    %2232 = llvm.insertelement %2221, %2231[%4 : i32] : vector<2xi16>
    %2233 = llvm.bitcast %2232 : vector<2xi16> to i32
    %2234 = llvm.insertelement %2224, %30[%0 : i32] : vector<4xi32>
    %2235 = llvm.insertelement %2227, %2234[%4 : i32] : vector<4xi32>
    %2236 = llvm.insertelement %2230, %2235[%12 : i32] : vector<4xi32>
    %2237 = llvm.insertelement %2233, %2236[%8 : i32] : vector<4xi32>
    llvm.store %2237, %2016 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    nvvm.barrier id = %0 number_of_threads = %10
    %2238 = nvvm.ldmatrix %2089 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2239 = llvm.extractvalue %2238[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2240 = llvm.extractvalue %2238[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2241 = llvm.extractvalue %2238[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2242 = llvm.extractvalue %2238[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2243 = llvm.bitcast %2239 : i32 to vector<2xbf16>
    %2244 = llvm.extractelement %2243[%0 : i32] : vector<2xbf16>
    %2245 = llvm.extractelement %2243[%4 : i32] : vector<2xbf16>
    %2246 = llvm.bitcast %2240 : i32 to vector<2xbf16>
    %2247 = llvm.extractelement %2246[%0 : i32] : vector<2xbf16>
    %2248 = llvm.extractelement %2246[%4 : i32] : vector<2xbf16>
    %2249 = llvm.bitcast %2241 : i32 to vector<2xbf16>
    %2250 = llvm.extractelement %2249[%0 : i32] : vector<2xbf16>
    %2251 = llvm.extractelement %2249[%4 : i32] : vector<2xbf16>
    %2252 = llvm.bitcast %2242 : i32 to vector<2xbf16>
    %2253 = llvm.extractelement %2252[%0 : i32] : vector<2xbf16>
    %2254 = llvm.extractelement %2252[%4 : i32] : vector<2xbf16>
    %2255 = nvvm.ldmatrix %2108 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2256 = llvm.extractvalue %2255[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2257 = llvm.extractvalue %2255[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2258 = llvm.extractvalue %2255[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2259 = llvm.extractvalue %2255[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2260 = llvm.bitcast %2256 : i32 to vector<2xbf16>
    %2261 = llvm.extractelement %2260[%0 : i32] : vector<2xbf16>
    %2262 = llvm.extractelement %2260[%4 : i32] : vector<2xbf16>
    %2263 = llvm.bitcast %2257 : i32 to vector<2xbf16>
    %2264 = llvm.extractelement %2263[%0 : i32] : vector<2xbf16>
    %2265 = llvm.extractelement %2263[%4 : i32] : vector<2xbf16>
    %2266 = llvm.bitcast %2258 : i32 to vector<2xbf16>
    %2267 = llvm.extractelement %2266[%0 : i32] : vector<2xbf16>
    %2268 = llvm.extractelement %2266[%4 : i32] : vector<2xbf16>
    %2269 = llvm.bitcast %2259 : i32 to vector<2xbf16>
    %2270 = llvm.extractelement %2269[%0 : i32] : vector<2xbf16>
    %2271 = llvm.extractelement %2269[%4 : i32] : vector<2xbf16>
    nvvm.barrier id = %0 number_of_threads = %10
    %2272 = llvm.insertelement %1885, %33[%0 : i32] : vector<8xbf16>
    %2273 = llvm.insertelement %1886, %2272[%4 : i32] : vector<8xbf16>
    %2274 = llvm.insertelement %1893, %2273[%12 : i32] : vector<8xbf16>
    %2275 = llvm.insertelement %1894, %2274[%8 : i32] : vector<8xbf16>
    %2276 = llvm.insertelement %1901, %2275[%3 : i32] : vector<8xbf16>
    %2277 = llvm.insertelement %1902, %2276[%43 : i32] : vector<8xbf16>
    %2278 = llvm.insertelement %1909, %2277[%16 : i32] : vector<8xbf16>
    %2279 = llvm.insertelement %1910, %2278[%36 : i32] : vector<8xbf16>
    %2280 = llvm.extractelement %2279[%0 : i32] : vector<8xbf16>
    %2281 = llvm.extractelement %2279[%4 : i32] : vector<8xbf16>
    %2282 = llvm.extractelement %2279[%12 : i32] : vector<8xbf16>
    %2283 = llvm.extractelement %2279[%8 : i32] : vector<8xbf16>
    %2284 = llvm.extractelement %2279[%3 : i32] : vector<8xbf16>
    %2285 = llvm.extractelement %2279[%43 : i32] : vector<8xbf16>
    %2286 = llvm.extractelement %2279[%16 : i32] : vector<8xbf16>
    %2287 = llvm.extractelement %2279[%36 : i32] : vector<8xbf16>
    %2288 = llvm.bitcast %2280 : bf16 to i16
    %2289 = llvm.bitcast %2281 : bf16 to i16
    %2290 = llvm.bitcast %2282 : bf16 to i16
    %2291 = llvm.bitcast %2283 : bf16 to i16
    %2292 = llvm.bitcast %2284 : bf16 to i16
    %2293 = llvm.bitcast %2285 : bf16 to i16
    %2294 = llvm.bitcast %2286 : bf16 to i16
    %2295 = llvm.bitcast %2287 : bf16 to i16
    %2296 = llvm.insertelement %2288, %32[%0 : i32] : vector<8xi16>
    %2297 = llvm.insertelement %2289, %2296[%4 : i32] : vector<8xi16>
    %2298 = llvm.insertelement %2290, %2297[%12 : i32] : vector<8xi16>
    %2299 = llvm.insertelement %2291, %2298[%8 : i32] : vector<8xi16>
    %2300 = llvm.insertelement %2292, %2299[%3 : i32] : vector<8xi16>
    %2301 = llvm.insertelement %2293, %2300[%43 : i32] : vector<8xi16>
    %2302 = llvm.insertelement %2294, %2301[%16 : i32] : vector<8xi16>
    %2303 = llvm.insertelement %2295, %2302[%36 : i32] : vector<8xi16>
    %2304 = llvm.extractelement %2303[%0 : i32] : vector<8xi16>
    %2305 = llvm.extractelement %2303[%4 : i32] : vector<8xi16>
    %2306 = llvm.extractelement %2303[%12 : i32] : vector<8xi16>
    %2307 = llvm.extractelement %2303[%8 : i32] : vector<8xi16>
    %2308 = llvm.extractelement %2303[%3 : i32] : vector<8xi16>
    %2309 = llvm.extractelement %2303[%43 : i32] : vector<8xi16>
    %2310 = llvm.extractelement %2303[%16 : i32] : vector<8xi16>
    %2311 = llvm.extractelement %2303[%36 : i32] : vector<8xi16>
    %2312 = llvm.insertelement %2304, %31[%0 : i32] : vector<2xi16>
    %2313 = llvm.insertelement %2305, %2312[%4 : i32] : vector<2xi16>
    %2314 = llvm.bitcast %2313 : vector<2xi16> to i32
    %2315 = llvm.insertelement %2306, %31[%0 : i32] : vector<2xi16>
    %2316 = llvm.insertelement %2307, %2315[%4 : i32] : vector<2xi16>
    %2317 = llvm.bitcast %2316 : vector<2xi16> to i32
    %2318 = llvm.insertelement %2308, %31[%0 : i32] : vector<2xi16>
    %2319 = llvm.insertelement %2309, %2318[%4 : i32] : vector<2xi16>
    %2320 = llvm.bitcast %2319 : vector<2xi16> to i32
    %2321 = llvm.insertelement %2310, %31[%0 : i32] : vector<2xi16>
    %2322 = llvm.insertelement %2311, %2321[%4 : i32] : vector<2xi16>
    %2323 = llvm.bitcast %2322 : vector<2xi16> to i32
    %2324 = llvm.insertelement %2314, %30[%0 : i32] : vector<4xi32>
    %2325 = llvm.insertelement %2317, %2324[%4 : i32] : vector<4xi32>
    %2326 = llvm.insertelement %2320, %2325[%12 : i32] : vector<4xi32>
    %2327 = llvm.insertelement %2323, %2326[%8 : i32] : vector<4xi32>
    llvm.store %2327, %1957 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %2328 = llvm.insertelement %1917, %33[%0 : i32] : vector<8xbf16>
    %2329 = llvm.insertelement %1918, %2328[%4 : i32] : vector<8xbf16>
    %2330 = llvm.insertelement %1925, %2329[%12 : i32] : vector<8xbf16>
    %2331 = llvm.insertelement %1926, %2330[%8 : i32] : vector<8xbf16>
    %2332 = llvm.insertelement %1933, %2331[%3 : i32] : vector<8xbf16>
    %2333 = llvm.insertelement %1934, %2332[%43 : i32] : vector<8xbf16>
    %2334 = llvm.insertelement %1941, %2333[%16 : i32] : vector<8xbf16>
    %2335 = llvm.insertelement %1942, %2334[%36 : i32] : vector<8xbf16>
    %2336 = llvm.extractelement %2335[%0 : i32] : vector<8xbf16>
    %2337 = llvm.extractelement %2335[%4 : i32] : vector<8xbf16>
    %2338 = llvm.extractelement %2335[%12 : i32] : vector<8xbf16>
    %2339 = llvm.extractelement %2335[%8 : i32] : vector<8xbf16>
    %2340 = llvm.extractelement %2335[%3 : i32] : vector<8xbf16>
    %2341 = llvm.extractelement %2335[%43 : i32] : vector<8xbf16>
    %2342 = llvm.extractelement %2335[%16 : i32] : vector<8xbf16>
    %2343 = llvm.extractelement %2335[%36 : i32] : vector<8xbf16>
    %2344 = llvm.bitcast %2336 : bf16 to i16
    %2345 = llvm.bitcast %2337 : bf16 to i16
    %2346 = llvm.bitcast %2338 : bf16 to i16
    %2347 = llvm.bitcast %2339 : bf16 to i16
    %2348 = llvm.bitcast %2340 : bf16 to i16
    %2349 = llvm.bitcast %2341 : bf16 to i16
    %2350 = llvm.bitcast %2342 : bf16 to i16
    %2351 = llvm.bitcast %2343 : bf16 to i16
    %2352 = llvm.insertelement %2344, %32[%0 : i32] : vector<8xi16>
    %2353 = llvm.insertelement %2345, %2352[%4 : i32] : vector<8xi16>
    %2354 = llvm.insertelement %2346, %2353[%12 : i32] : vector<8xi16>
    %2355 = llvm.insertelement %2347, %2354[%8 : i32] : vector<8xi16>
    %2356 = llvm.insertelement %2348, %2355[%3 : i32] : vector<8xi16>
    %2357 = llvm.insertelement %2349, %2356[%43 : i32] : vector<8xi16>
    %2358 = llvm.insertelement %2350, %2357[%16 : i32] : vector<8xi16>
    %2359 = llvm.insertelement %2351, %2358[%36 : i32] : vector<8xi16>
    %2360 = llvm.extractelement %2359[%0 : i32] : vector<8xi16>
    %2361 = llvm.extractelement %2359[%4 : i32] : vector<8xi16>
    %2362 = llvm.extractelement %2359[%12 : i32] : vector<8xi16>
    %2363 = llvm.extractelement %2359[%8 : i32] : vector<8xi16>
    %2364 = llvm.extractelement %2359[%3 : i32] : vector<8xi16>
    %2365 = llvm.extractelement %2359[%43 : i32] : vector<8xi16>
    %2366 = llvm.extractelement %2359[%16 : i32] : vector<8xi16>
    %2367 = llvm.extractelement %2359[%36 : i32] : vector<8xi16>
    %2368 = llvm.insertelement %2360, %31[%0 : i32] : vector<2xi16>
    %2369 = llvm.insertelement %2361, %2368[%4 : i32] : vector<2xi16>
    %2370 = llvm.bitcast %2369 : vector<2xi16> to i32
    %2371 = llvm.insertelement %2362, %31[%0 : i32] : vector<2xi16>
    %2372 = llvm.insertelement %2363, %2371[%4 : i32] : vector<2xi16>
    %2373 = llvm.bitcast %2372 : vector<2xi16> to i32
    %2374 = llvm.insertelement %2364, %31[%0 : i32] : vector<2xi16>
    %2375 = llvm.insertelement %2365, %2374[%4 : i32] : vector<2xi16>
    %2376 = llvm.bitcast %2375 : vector<2xi16> to i32
    %2377 = llvm.insertelement %2366, %31[%0 : i32] : vector<2xi16>
    %2378 = llvm.insertelement %2367, %2377[%4 : i32] : vector<2xi16>
    %2379 = llvm.bitcast %2378 : vector<2xi16> to i32
    %2380 = llvm.insertelement %2370, %30[%0 : i32] : vector<4xi32>
    %2381 = llvm.insertelement %2373, %2380[%4 : i32] : vector<4xi32>
    %2382 = llvm.insertelement %2376, %2381[%12 : i32] : vector<4xi32>
    %2383 = llvm.insertelement %2379, %2382[%8 : i32] : vector<4xi32>
    llvm.store %2383, %2016 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    nvvm.barrier id = %0 number_of_threads = %10
    %2384 = nvvm.ldmatrix %2089 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2385 = llvm.extractvalue %2384[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2386 = llvm.extractvalue %2384[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2387 = llvm.extractvalue %2384[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2388 = llvm.extractvalue %2384[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2389 = llvm.bitcast %2385 : i32 to vector<2xbf16>
    %2390 = llvm.extractelement %2389[%0 : i32] : vector<2xbf16>
    %2391 = llvm.extractelement %2389[%4 : i32] : vector<2xbf16>
    %2392 = llvm.bitcast %2386 : i32 to vector<2xbf16>
    %2393 = llvm.extractelement %2392[%0 : i32] : vector<2xbf16>
    %2394 = llvm.extractelement %2392[%4 : i32] : vector<2xbf16>
    %2395 = llvm.bitcast %2387 : i32 to vector<2xbf16>
    %2396 = llvm.extractelement %2395[%0 : i32] : vector<2xbf16>
    %2397 = llvm.extractelement %2395[%4 : i32] : vector<2xbf16>
    %2398 = llvm.bitcast %2388 : i32 to vector<2xbf16>
    %2399 = llvm.extractelement %2398[%0 : i32] : vector<2xbf16>
    %2400 = llvm.extractelement %2398[%4 : i32] : vector<2xbf16>
    %2401 = nvvm.ldmatrix %2108 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2402 = llvm.extractvalue %2401[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2403 = llvm.extractvalue %2401[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2404 = llvm.extractvalue %2401[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2405 = llvm.extractvalue %2401[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2406 = llvm.bitcast %2402 : i32 to vector<2xbf16>
    %2407 = llvm.extractelement %2406[%0 : i32] : vector<2xbf16>
    %2408 = llvm.extractelement %2406[%4 : i32] : vector<2xbf16>
    %2409 = llvm.bitcast %2403 : i32 to vector<2xbf16>
    %2410 = llvm.extractelement %2409[%0 : i32] : vector<2xbf16>
    %2411 = llvm.extractelement %2409[%4 : i32] : vector<2xbf16>
    %2412 = llvm.bitcast %2404 : i32 to vector<2xbf16>
    %2413 = llvm.extractelement %2412[%0 : i32] : vector<2xbf16>
    %2414 = llvm.extractelement %2412[%4 : i32] : vector<2xbf16>
    %2415 = llvm.bitcast %2405 : i32 to vector<2xbf16>
    %2416 = llvm.extractelement %2415[%0 : i32] : vector<2xbf16>
    %2417 = llvm.extractelement %2415[%4 : i32] : vector<2xbf16>
    nvvm.barrier id = %0 number_of_threads = %10
    %2418 = llvm.insertelement %1887, %33[%0 : i32] : vector<8xbf16>
    %2419 = llvm.insertelement %1888, %2418[%4 : i32] : vector<8xbf16>
    %2420 = llvm.insertelement %1895, %2419[%12 : i32] : vector<8xbf16>
    %2421 = llvm.insertelement %1896, %2420[%8 : i32] : vector<8xbf16>
    %2422 = llvm.insertelement %1903, %2421[%3 : i32] : vector<8xbf16>
    %2423 = llvm.insertelement %1904, %2422[%43 : i32] : vector<8xbf16>
    %2424 = llvm.insertelement %1911, %2423[%16 : i32] : vector<8xbf16>
    %2425 = llvm.insertelement %1912, %2424[%36 : i32] : vector<8xbf16>
    %2426 = llvm.extractelement %2425[%0 : i32] : vector<8xbf16>
    %2427 = llvm.extractelement %2425[%4 : i32] : vector<8xbf16>
    %2428 = llvm.extractelement %2425[%12 : i32] : vector<8xbf16>
    %2429 = llvm.extractelement %2425[%8 : i32] : vector<8xbf16>
    %2430 = llvm.extractelement %2425[%3 : i32] : vector<8xbf16>
    %2431 = llvm.extractelement %2425[%43 : i32] : vector<8xbf16>
    %2432 = llvm.extractelement %2425[%16 : i32] : vector<8xbf16>
    %2433 = llvm.extractelement %2425[%36 : i32] : vector<8xbf16>
    %2434 = llvm.bitcast %2426 : bf16 to i16
    %2435 = llvm.bitcast %2427 : bf16 to i16
    %2436 = llvm.bitcast %2428 : bf16 to i16
    %2437 = llvm.bitcast %2429 : bf16 to i16
    %2438 = llvm.bitcast %2430 : bf16 to i16
    %2439 = llvm.bitcast %2431 : bf16 to i16
    %2440 = llvm.bitcast %2432 : bf16 to i16
    %2441 = llvm.bitcast %2433 : bf16 to i16
    %2442 = llvm.insertelement %2434, %32[%0 : i32] : vector<8xi16>
    %2443 = llvm.insertelement %2435, %2442[%4 : i32] : vector<8xi16>
    %2444 = llvm.insertelement %2436, %2443[%12 : i32] : vector<8xi16>
    %2445 = llvm.insertelement %2437, %2444[%8 : i32] : vector<8xi16>
    %2446 = llvm.insertelement %2438, %2445[%3 : i32] : vector<8xi16>
    %2447 = llvm.insertelement %2439, %2446[%43 : i32] : vector<8xi16>
    %2448 = llvm.insertelement %2440, %2447[%16 : i32] : vector<8xi16>
    %2449 = llvm.insertelement %2441, %2448[%36 : i32] : vector<8xi16>
    %2450 = llvm.extractelement %2449[%0 : i32] : vector<8xi16>
    %2451 = llvm.extractelement %2449[%4 : i32] : vector<8xi16>
    %2452 = llvm.extractelement %2449[%12 : i32] : vector<8xi16>
    %2453 = llvm.extractelement %2449[%8 : i32] : vector<8xi16>
    %2454 = llvm.extractelement %2449[%3 : i32] : vector<8xi16>
    %2455 = llvm.extractelement %2449[%43 : i32] : vector<8xi16>
    %2456 = llvm.extractelement %2449[%16 : i32] : vector<8xi16>
    %2457 = llvm.extractelement %2449[%36 : i32] : vector<8xi16>
    %2458 = llvm.insertelement %2450, %31[%0 : i32] : vector<2xi16>
    %2459 = llvm.insertelement %2451, %2458[%4 : i32] : vector<2xi16>
    %2460 = llvm.bitcast %2459 : vector<2xi16> to i32
    %2461 = llvm.insertelement %2452, %31[%0 : i32] : vector<2xi16>
    %2462 = llvm.insertelement %2453, %2461[%4 : i32] : vector<2xi16>
    %2463 = llvm.bitcast %2462 : vector<2xi16> to i32
    %2464 = llvm.insertelement %2454, %31[%0 : i32] : vector<2xi16>
    %2465 = llvm.insertelement %2455, %2464[%4 : i32] : vector<2xi16>
    %2466 = llvm.bitcast %2465 : vector<2xi16> to i32
    %2467 = llvm.insertelement %2456, %31[%0 : i32] : vector<2xi16>
    %2468 = llvm.insertelement %2457, %2467[%4 : i32] : vector<2xi16>
    %2469 = llvm.bitcast %2468 : vector<2xi16> to i32
    %2470 = llvm.insertelement %2460, %30[%0 : i32] : vector<4xi32>
    %2471 = llvm.insertelement %2463, %2470[%4 : i32] : vector<4xi32>
    %2472 = llvm.insertelement %2466, %2471[%12 : i32] : vector<4xi32>
    %2473 = llvm.insertelement %2469, %2472[%8 : i32] : vector<4xi32>
    llvm.store %2473, %1957 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %2474 = llvm.insertelement %1919, %33[%0 : i32] : vector<8xbf16>
    %2475 = llvm.insertelement %1920, %2474[%4 : i32] : vector<8xbf16>
    %2476 = llvm.insertelement %1927, %2475[%12 : i32] : vector<8xbf16>
    %2477 = llvm.insertelement %1928, %2476[%8 : i32] : vector<8xbf16>
    %2478 = llvm.insertelement %1935, %2477[%3 : i32] : vector<8xbf16>
    %2479 = llvm.insertelement %1936, %2478[%43 : i32] : vector<8xbf16>
    %2480 = llvm.insertelement %1943, %2479[%16 : i32] : vector<8xbf16>
    %2481 = llvm.insertelement %1944, %2480[%36 : i32] : vector<8xbf16>
    %2482 = llvm.extractelement %2481[%0 : i32] : vector<8xbf16>
    %2483 = llvm.extractelement %2481[%4 : i32] : vector<8xbf16>
    %2484 = llvm.extractelement %2481[%12 : i32] : vector<8xbf16>
    %2485 = llvm.extractelement %2481[%8 : i32] : vector<8xbf16>
    %2486 = llvm.extractelement %2481[%3 : i32] : vector<8xbf16>
    %2487 = llvm.extractelement %2481[%43 : i32] : vector<8xbf16>
    %2488 = llvm.extractelement %2481[%16 : i32] : vector<8xbf16>
    %2489 = llvm.extractelement %2481[%36 : i32] : vector<8xbf16>
    %2490 = llvm.bitcast %2482 : bf16 to i16
    %2491 = llvm.bitcast %2483 : bf16 to i16
    %2492 = llvm.bitcast %2484 : bf16 to i16
    %2493 = llvm.bitcast %2485 : bf16 to i16
    %2494 = llvm.bitcast %2486 : bf16 to i16
    %2495 = llvm.bitcast %2487 : bf16 to i16
    %2496 = llvm.bitcast %2488 : bf16 to i16
    %2497 = llvm.bitcast %2489 : bf16 to i16
    %2498 = llvm.insertelement %2490, %32[%0 : i32] : vector<8xi16>
    %2499 = llvm.insertelement %2491, %2498[%4 : i32] : vector<8xi16>
    %2500 = llvm.insertelement %2492, %2499[%12 : i32] : vector<8xi16>
    %2501 = llvm.insertelement %2493, %2500[%8 : i32] : vector<8xi16>
    %2502 = llvm.insertelement %2494, %2501[%3 : i32] : vector<8xi16>
    %2503 = llvm.insertelement %2495, %2502[%43 : i32] : vector<8xi16>
    %2504 = llvm.insertelement %2496, %2503[%16 : i32] : vector<8xi16>
    %2505 = llvm.insertelement %2497, %2504[%36 : i32] : vector<8xi16>
    %2506 = llvm.extractelement %2505[%0 : i32] : vector<8xi16>
    %2507 = llvm.extractelement %2505[%4 : i32] : vector<8xi16>
    %2508 = llvm.extractelement %2505[%12 : i32] : vector<8xi16>
    %2509 = llvm.extractelement %2505[%8 : i32] : vector<8xi16>
    %2510 = llvm.extractelement %2505[%3 : i32] : vector<8xi16>
    %2511 = llvm.extractelement %2505[%43 : i32] : vector<8xi16>
    %2512 = llvm.extractelement %2505[%16 : i32] : vector<8xi16>
    %2513 = llvm.extractelement %2505[%36 : i32] : vector<8xi16>
    %2514 = llvm.insertelement %2506, %31[%0 : i32] : vector<2xi16>
    %2515 = llvm.insertelement %2507, %2514[%4 : i32] : vector<2xi16>
    %2516 = llvm.bitcast %2515 : vector<2xi16> to i32
    %2517 = llvm.insertelement %2508, %31[%0 : i32] : vector<2xi16>
    %2518 = llvm.insertelement %2509, %2517[%4 : i32] : vector<2xi16>
    %2519 = llvm.bitcast %2518 : vector<2xi16> to i32
    %2520 = llvm.insertelement %2510, %31[%0 : i32] : vector<2xi16>
    %2521 = llvm.insertelement %2511, %2520[%4 : i32] : vector<2xi16>
    %2522 = llvm.bitcast %2521 : vector<2xi16> to i32
    %2523 = llvm.insertelement %2512, %31[%0 : i32] : vector<2xi16>
    %2524 = llvm.insertelement %2513, %2523[%4 : i32] : vector<2xi16>
    %2525 = llvm.bitcast %2524 : vector<2xi16> to i32
    %2526 = llvm.insertelement %2516, %30[%0 : i32] : vector<4xi32>
    %2527 = llvm.insertelement %2519, %2526[%4 : i32] : vector<4xi32>
    %2528 = llvm.insertelement %2522, %2527[%12 : i32] : vector<4xi32>
    %2529 = llvm.insertelement %2525, %2528[%8 : i32] : vector<4xi32>
    llvm.store %2529, %2016 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    nvvm.barrier id = %0 number_of_threads = %10
    %2530 = nvvm.ldmatrix %2089 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2531 = llvm.extractvalue %2530[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2532 = llvm.extractvalue %2530[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2533 = llvm.extractvalue %2530[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2534 = llvm.extractvalue %2530[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2535 = llvm.bitcast %2531 : i32 to vector<2xbf16>
    %2536 = llvm.extractelement %2535[%0 : i32] : vector<2xbf16>
    %2537 = llvm.extractelement %2535[%4 : i32] : vector<2xbf16>
    %2538 = llvm.bitcast %2532 : i32 to vector<2xbf16>
    %2539 = llvm.extractelement %2538[%0 : i32] : vector<2xbf16>
    %2540 = llvm.extractelement %2538[%4 : i32] : vector<2xbf16>
    %2541 = llvm.bitcast %2533 : i32 to vector<2xbf16>
    %2542 = llvm.extractelement %2541[%0 : i32] : vector<2xbf16>
    %2543 = llvm.extractelement %2541[%4 : i32] : vector<2xbf16>
    %2544 = llvm.bitcast %2534 : i32 to vector<2xbf16>
    %2545 = llvm.extractelement %2544[%0 : i32] : vector<2xbf16>
    %2546 = llvm.extractelement %2544[%4 : i32] : vector<2xbf16>
    %2547 = nvvm.ldmatrix %2108 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2548 = llvm.extractvalue %2547[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2549 = llvm.extractvalue %2547[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2550 = llvm.extractvalue %2547[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2551 = llvm.extractvalue %2547[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2552 = llvm.bitcast %2548 : i32 to vector<2xbf16>
    %2553 = llvm.extractelement %2552[%0 : i32] : vector<2xbf16>
    %2554 = llvm.extractelement %2552[%4 : i32] : vector<2xbf16>
    %2555 = llvm.bitcast %2549 : i32 to vector<2xbf16>
    %2556 = llvm.extractelement %2555[%0 : i32] : vector<2xbf16>
    %2557 = llvm.extractelement %2555[%4 : i32] : vector<2xbf16>
    %2558 = llvm.bitcast %2550 : i32 to vector<2xbf16>
    %2559 = llvm.extractelement %2558[%0 : i32] : vector<2xbf16>
    %2560 = llvm.extractelement %2558[%4 : i32] : vector<2xbf16>
    %2561 = llvm.bitcast %2551 : i32 to vector<2xbf16>
    %2562 = llvm.extractelement %2561[%0 : i32] : vector<2xbf16>
    %2563 = llvm.extractelement %2561[%4 : i32] : vector<2xbf16>
    %2564 = llvm.insertelement %2096, %45[%0 : i32] : vector<2xbf16>
    %2565 = llvm.insertelement %2097, %2564[%4 : i32] : vector<2xbf16>
    %2566 = llvm.bitcast %2565 : vector<2xbf16> to i32
    %2567 = llvm.insertelement %2244, %45[%0 : i32] : vector<2xbf16>
    %2568 = llvm.insertelement %2245, %2567[%4 : i32] : vector<2xbf16>
    %2569 = llvm.bitcast %2568 : vector<2xbf16> to i32
    %2570 = llvm.insertelement %2390, %45[%0 : i32] : vector<2xbf16>
    %2571 = llvm.insertelement %2391, %2570[%4 : i32] : vector<2xbf16>
    %2572 = llvm.bitcast %2571 : vector<2xbf16> to i32
    %2573 = llvm.insertelement %2536, %45[%0 : i32] : vector<2xbf16>
    %2574 = llvm.insertelement %2537, %2573[%4 : i32] : vector<2xbf16>
    %2575 = llvm.bitcast %2574 : vector<2xbf16> to i32
    %2576 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l" %2566, %2569, %2572, %2575, %1808 : (i32, i32, i32, i32, !llvm.ptr<1>) -> !llvm.void
    %2577 = llvm.insertelement %2099, %45[%0 : i32] : vector<2xbf16>
    %2578 = llvm.insertelement %2100, %2577[%4 : i32] : vector<2xbf16>
    %2579 = llvm.bitcast %2578 : vector<2xbf16> to i32
    %2580 = llvm.insertelement %2247, %45[%0 : i32] : vector<2xbf16>
    %2581 = llvm.insertelement %2248, %2580[%4 : i32] : vector<2xbf16>
    %2582 = llvm.bitcast %2581 : vector<2xbf16> to i32
    %2583 = llvm.insertelement %2393, %45[%0 : i32] : vector<2xbf16>
    %2584 = llvm.insertelement %2394, %2583[%4 : i32] : vector<2xbf16>
    %2585 = llvm.bitcast %2584 : vector<2xbf16> to i32
    %2586 = llvm.insertelement %2539, %45[%0 : i32] : vector<2xbf16>
    %2587 = llvm.insertelement %2540, %2586[%4 : i32] : vector<2xbf16>
    %2588 = llvm.bitcast %2587 : vector<2xbf16> to i32
    %2589 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l" %2579, %2582, %2585, %2588, %1809 : (i32, i32, i32, i32, !llvm.ptr<1>) -> !llvm.void
    %2590 = llvm.insertelement %2102, %45[%0 : i32] : vector<2xbf16>
    %2591 = llvm.insertelement %2103, %2590[%4 : i32] : vector<2xbf16>
    %2592 = llvm.bitcast %2591 : vector<2xbf16> to i32
    %2593 = llvm.insertelement %2250, %45[%0 : i32] : vector<2xbf16>
    %2594 = llvm.insertelement %2251, %2593[%4 : i32] : vector<2xbf16>
    %2595 = llvm.bitcast %2594 : vector<2xbf16> to i32
    %2596 = llvm.insertelement %2396, %45[%0 : i32] : vector<2xbf16>
    %2597 = llvm.insertelement %2397, %2596[%4 : i32] : vector<2xbf16>
    %2598 = llvm.bitcast %2597 : vector<2xbf16> to i32
    %2599 = llvm.insertelement %2542, %45[%0 : i32] : vector<2xbf16>
    %2600 = llvm.insertelement %2543, %2599[%4 : i32] : vector<2xbf16>
    %2601 = llvm.bitcast %2600 : vector<2xbf16> to i32
    %2602 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l" %2592, %2595, %2598, %2601, %1810 : (i32, i32, i32, i32, !llvm.ptr<1>) -> !llvm.void
    %2603 = llvm.insertelement %2105, %45[%0 : i32] : vector<2xbf16>
    %2604 = llvm.insertelement %2106, %2603[%4 : i32] : vector<2xbf16>
    %2605 = llvm.bitcast %2604 : vector<2xbf16> to i32
    %2606 = llvm.insertelement %2253, %45[%0 : i32] : vector<2xbf16>
    %2607 = llvm.insertelement %2254, %2606[%4 : i32] : vector<2xbf16>
    %2608 = llvm.bitcast %2607 : vector<2xbf16> to i32
    %2609 = llvm.insertelement %2399, %45[%0 : i32] : vector<2xbf16>
    %2610 = llvm.insertelement %2400, %2609[%4 : i32] : vector<2xbf16>
    %2611 = llvm.bitcast %2610 : vector<2xbf16> to i32
    %2612 = llvm.insertelement %2545, %45[%0 : i32] : vector<2xbf16>
    %2613 = llvm.insertelement %2546, %2612[%4 : i32] : vector<2xbf16>
    %2614 = llvm.bitcast %2613 : vector<2xbf16> to i32
    %2615 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l" %2605, %2608, %2611, %2614, %1811 : (i32, i32, i32, i32, !llvm.ptr<1>) -> !llvm.void
    %2616 = llvm.insertelement %2115, %45[%0 : i32] : vector<2xbf16>
    %2617 = llvm.insertelement %2116, %2616[%4 : i32] : vector<2xbf16>
    %2618 = llvm.bitcast %2617 : vector<2xbf16> to i32
    %2619 = llvm.insertelement %2261, %45[%0 : i32] : vector<2xbf16>
    %2620 = llvm.insertelement %2262, %2619[%4 : i32] : vector<2xbf16>
    %2621 = llvm.bitcast %2620 : vector<2xbf16> to i32
    %2622 = llvm.insertelement %2407, %45[%0 : i32] : vector<2xbf16>
    %2623 = llvm.insertelement %2408, %2622[%4 : i32] : vector<2xbf16>
    %2624 = llvm.bitcast %2623 : vector<2xbf16> to i32
    %2625 = llvm.insertelement %2553, %45[%0 : i32] : vector<2xbf16>
    %2626 = llvm.insertelement %2554, %2625[%4 : i32] : vector<2xbf16>
    %2627 = llvm.bitcast %2626 : vector<2xbf16> to i32
    %2628 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l" %2618, %2621, %2624, %2627, %1812 : (i32, i32, i32, i32, !llvm.ptr<1>) -> !llvm.void
    %2629 = llvm.insertelement %2118, %45[%0 : i32] : vector<2xbf16>
    %2630 = llvm.insertelement %2119, %2629[%4 : i32] : vector<2xbf16>
    %2631 = llvm.bitcast %2630 : vector<2xbf16> to i32
    %2632 = llvm.insertelement %2264, %45[%0 : i32] : vector<2xbf16>
    %2633 = llvm.insertelement %2265, %2632[%4 : i32] : vector<2xbf16>
    %2634 = llvm.bitcast %2633 : vector<2xbf16> to i32
    %2635 = llvm.insertelement %2410, %45[%0 : i32] : vector<2xbf16>
    %2636 = llvm.insertelement %2411, %2635[%4 : i32] : vector<2xbf16>
    %2637 = llvm.bitcast %2636 : vector<2xbf16> to i32
    %2638 = llvm.insertelement %2556, %45[%0 : i32] : vector<2xbf16>
    %2639 = llvm.insertelement %2557, %2638[%4 : i32] : vector<2xbf16>
    %2640 = llvm.bitcast %2639 : vector<2xbf16> to i32
    %2641 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l" %2631, %2634, %2637, %2640, %1813 : (i32, i32, i32, i32, !llvm.ptr<1>) -> !llvm.void
    %2642 = llvm.insertelement %2121, %45[%0 : i32] : vector<2xbf16>
    %2643 = llvm.insertelement %2122, %2642[%4 : i32] : vector<2xbf16>
    %2644 = llvm.bitcast %2643 : vector<2xbf16> to i32
    %2645 = llvm.insertelement %2267, %45[%0 : i32] : vector<2xbf16>
    %2646 = llvm.insertelement %2268, %2645[%4 : i32] : vector<2xbf16>
    %2647 = llvm.bitcast %2646 : vector<2xbf16> to i32
    %2648 = llvm.insertelement %2413, %45[%0 : i32] : vector<2xbf16>
    %2649 = llvm.insertelement %2414, %2648[%4 : i32] : vector<2xbf16>
    %2650 = llvm.bitcast %2649 : vector<2xbf16> to i32
    %2651 = llvm.insertelement %2559, %45[%0 : i32] : vector<2xbf16>
    %2652 = llvm.insertelement %2560, %2651[%4 : i32] : vector<2xbf16>
    %2653 = llvm.bitcast %2652 : vector<2xbf16> to i32
    %2654 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l" %2644, %2647, %2650, %2653, %1814 : (i32, i32, i32, i32, !llvm.ptr<1>) -> !llvm.void
    %2655 = llvm.insertelement %2124, %45[%0 : i32] : vector<2xbf16>
    %2656 = llvm.insertelement %2125, %2655[%4 : i32] : vector<2xbf16>
    %2657 = llvm.bitcast %2656 : vector<2xbf16> to i32
    %2658 = llvm.insertelement %2270, %45[%0 : i32] : vector<2xbf16>
    %2659 = llvm.insertelement %2271, %2658[%4 : i32] : vector<2xbf16>
    %2660 = llvm.bitcast %2659 : vector<2xbf16> to i32
    %2661 = llvm.insertelement %2416, %45[%0 : i32] : vector<2xbf16>
    %2662 = llvm.insertelement %2417, %2661[%4 : i32] : vector<2xbf16>
    %2663 = llvm.bitcast %2662 : vector<2xbf16> to i32
    %2664 = llvm.insertelement %2562, %45[%0 : i32] : vector<2xbf16>
    %2665 = llvm.insertelement %2563, %2664[%4 : i32] : vector<2xbf16>
    %2666 = llvm.bitcast %2665 : vector<2xbf16> to i32
    %2667 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l" %2657, %2660, %2663, %2666, %1815 : (i32, i32, i32, i32, !llvm.ptr<1>) -> !llvm.void
    %2668 = nvvm.elect.sync -> i1
    %2669 = llvm.and %814, %2668 : i1
    %2670 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2669, %938 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2671 = nvvm.elect.sync -> i1
    %2672 = llvm.and %814, %2671 : i1
    %2673 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2672, %943 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2674 = nvvm.elect.sync -> i1
    %2675 = llvm.and %814, %2674 : i1
    %2676 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2675, %928 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2677 = nvvm.elect.sync -> i1
    %2678 = llvm.and %814, %2677 : i1
    %2679 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2678, %933 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2680 = nvvm.elect.sync -> i1
    %2681 = llvm.and %814, %2680 : i1
    %2682 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2681, %909 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2683 = nvvm.elect.sync -> i1
    %2684 = llvm.and %814, %2683 : i1
    %2685 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2684, %913 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2686 = nvvm.elect.sync -> i1
    %2687 = llvm.and %814, %2686 : i1
    %2688 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2687, %918 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2689 = nvvm.elect.sync -> i1
    %2690 = llvm.and %814, %2689 : i1
    %2691 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2690, %922 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2692 = nvvm.elect.sync -> i1
    %2693 = llvm.and %814, %2692 : i1
    %2694 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2693, %891 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2695 = nvvm.elect.sync -> i1
    %2696 = llvm.and %814, %2695 : i1
    %2697 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2696, %895 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2698 = nvvm.elect.sync -> i1
    %2699 = llvm.and %814, %2698 : i1
    %2700 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2699, %900 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2701 = nvvm.elect.sync -> i1
    %2702 = llvm.and %814, %2701 : i1
    %2703 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2702, %904 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2704 = nvvm.elect.sync -> i1
    %2705 = llvm.and %814, %2704 : i1
    %2706 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2705, %881 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2707 = nvvm.elect.sync -> i1
    %2708 = llvm.and %814, %2707 : i1
    %2709 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2708, %886 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2710 = nvvm.elect.sync -> i1
    %2711 = llvm.and %814, %2710 : i1
    %2712 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2711, %856 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2713 = nvvm.elect.sync -> i1
    %2714 = llvm.and %814, %2713 : i1
    %2715 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2714, %861 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2716 = nvvm.elect.sync -> i1
    %2717 = llvm.and %814, %2716 : i1
    %2718 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2717, %836 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2719 = nvvm.elect.sync -> i1
    %2720 = llvm.and %814, %2719 : i1
    %2721 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2720, %841 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2722 = nvvm.elect.sync -> i1
    %2723 = llvm.and %814, %2722 : i1
    %2724 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2723, %846 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2725 = nvvm.elect.sync -> i1
    %2726 = llvm.and %814, %2725 : i1
    %2727 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2726, %850 : (i1, !llvm.ptr<3>) -> !llvm.void
    llvm.store %58, %951 : i8, !llvm.ptr<3>
    llvm.store %58, %952 : i8, !llvm.ptr<3>
    llvm.store %58, %953 : i8, !llvm.ptr<3>
    llvm.store %58, %954 : i8, !llvm.ptr<3>
    llvm.store %58, %955 : i8, !llvm.ptr<3>
    llvm.store %58, %956 : i8, !llvm.ptr<3>
    llvm.store %58, %957 : i8, !llvm.ptr<3>
    llvm.store %58, %958 : i8, !llvm.ptr<3>
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    nvvm.barrier {aligned = false}
    %2728 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 256;", "b,r" %62, %65 : (i1, !llvm.ptr<6>) -> !llvm.void
    llvm.return
  }
}
