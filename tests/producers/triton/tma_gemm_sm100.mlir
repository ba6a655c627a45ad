module attributes {ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 384 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 73776 : i32, ttg.target = "cuda:100", ttg.tensor_memory_size = 64 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @tma_gemm_bias(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg3: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 384 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.constant(false) : i1
    %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %2 = llvm.mlir.constant(true) : i1
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(128 : i32) : i32
    %5 = llvm.mlir.constant(64 : i32) : i32
    %6 = llvm.mlir.constant(1 : i32) : i32
    %7 = llvm.mlir.constant(2 : i32) : i32
    %8 = llvm.mlir.constant(3 : i32) : i32
    %9 = llvm.mlir.constant(192 : i32) : i32
    %10 = llvm.mlir.constant(2 : i64) : i64
    %11 = llvm.mlir.constant(384 : i64) : i64
    %12 = llvm.mlir.constant(127 : i32) : i32
    %13 = llvm.mlir.undef : vector<1xi32>
    %14 = llvm.mlir.constant(-1 : i32) : i32
    %15 = llvm.mlir.constant(21 : i32) : i32
    %16 = llvm.mlir.undef : !llvm.struct<(ptr<3>, i32)>
    %17 = llvm.mlir.constant(8192 : i32) : i32
    %18 = llvm.mlir.constant(4096 : i32) : i32
    %19 = llvm.mlir.constant(4 : i32) : i32
    %20 = llvm.mlir.constant(32767 : i32) : i32
    %21 = llvm.mlir.constant(1073758272 : i32) : i32
    %22 = llvm.mlir.undef : vector<2xi32>
    %23 = llvm.mlir.constant(135266320 : i32) : i32
    %24 = llvm.mlir.constant(6 : i32) : i32
    %25 = llvm.mlir.constant(0 : index) : i32
    %26 = llvm.mlir.constant(5 : i32) : i32
    %27 = llvm.mlir.constant(7 : i32) : i32
    %28 = llvm.mlir.constant(8 : i32) : i32
    %29 = llvm.mlir.constant(9 : i32) : i32
    %30 = llvm.mlir.constant(10 : i32) : i32
    %31 = llvm.mlir.constant(11 : i32) : i32
    %32 = llvm.mlir.constant(12 : i32) : i32
    %33 = llvm.mlir.constant(13 : i32) : i32
    %34 = llvm.mlir.constant(14 : i32) : i32
    %35 = llvm.mlir.constant(15 : i32) : i32
    %36 = llvm.mlir.constant(16 : i32) : i32
    %37 = llvm.mlir.constant(17 : i32) : i32
    %38 = llvm.mlir.constant(18 : i32) : i32
    %39 = llvm.mlir.constant(19 : i32) : i32
    %40 = llvm.mlir.constant(20 : i32) : i32
    %41 = llvm.mlir.constant(22 : i32) : i32
    %42 = llvm.mlir.constant(23 : i32) : i32
    %43 = llvm.mlir.constant(24 : i32) : i32
    %44 = llvm.mlir.constant(25 : i32) : i32
    %45 = llvm.mlir.constant(26 : i32) : i32
    %46 = llvm.mlir.constant(27 : i32) : i32
    %47 = llvm.mlir.constant(28 : i32) : i32
    %48 = llvm.mlir.constant(29 : i32) : i32
    %49 = llvm.mlir.constant(30 : i32) : i32
    %50 = llvm.mlir.constant(31 : i32) : i32
    %51 = llvm.mlir.constant(33 : i32) : i32
    %52 = llvm.mlir.constant(34 : i32) : i32
    %53 = llvm.mlir.constant(35 : i32) : i32
    %54 = llvm.mlir.constant(36 : i32) : i32
    %55 = llvm.mlir.constant(37 : i32) : i32
    %56 = llvm.mlir.constant(38 : i32) : i32
    %57 = llvm.mlir.constant(39 : i32) : i32
    %58 = llvm.mlir.constant(40 : i32) : i32
    %59 = llvm.mlir.constant(41 : i32) : i32
    %60 = llvm.mlir.constant(42 : i32) : i32
    %61 = llvm.mlir.constant(43 : i32) : i32
    %62 = llvm.mlir.constant(44 : i32) : i32
    %63 = llvm.mlir.constant(45 : i32) : i32
    %64 = llvm.mlir.constant(46 : i32) : i32
    %65 = llvm.mlir.constant(47 : i32) : i32
    %66 = llvm.mlir.constant(48 : i32) : i32
    %67 = llvm.mlir.constant(49 : i32) : i32
    %68 = llvm.mlir.constant(50 : i32) : i32
    %69 = llvm.mlir.constant(51 : i32) : i32
    %70 = llvm.mlir.constant(52 : i32) : i32
    %71 = llvm.mlir.constant(53 : i32) : i32
    %72 = llvm.mlir.constant(54 : i32) : i32
    %73 = llvm.mlir.constant(55 : i32) : i32
    %74 = llvm.mlir.constant(56 : i32) : i32
    %75 = llvm.mlir.constant(57 : i32) : i32
    %76 = llvm.mlir.constant(58 : i32) : i32
    %77 = llvm.mlir.constant(59 : i32) : i32
    %78 = llvm.mlir.constant(60 : i32) : i32
    %79 = llvm.mlir.constant(61 : i32) : i32
    %80 = llvm.mlir.constant(62 : i32) : i32
    %81 = llvm.mlir.constant(63 : i32) : i32
    %82 = llvm.mlir.undef : vector<1xf32>
    %83 = llvm.mlir.undef : vector<8xf16>
    %84 = llvm.mlir.undef : vector<8xi16>
    %85 = llvm.mlir.undef : vector<2xi16>
    %86 = llvm.mlir.undef : vector<4xi32>
    %87 = llvm.mlir.constant(80 : i32) : i32
    %88 = llvm.mlir.constant(96 : i32) : i32
    %89 = llvm.mlir.constant(112 : i32) : i32
    %90 = llvm.mlir.constant(0 : i64) : i64
    %91 = llvm.mlir.constant(128 : i64) : i64
    %92 = llvm.mlir.constant(256 : i64) : i64
    %93 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %94 = llvm.mlir.constant(32 : i32) : i32
    %95 = nvvm.read.ptx.sreg.tid.x : i32
    %96 = llvm.icmp "ult" %95, %94 : i32
    %97 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 64;", "b,r" %96, %93 : (i1, !llvm.ptr<3>) -> !llvm.void
    nvvm.barrier
    %98 = llvm.load %93 : !llvm.ptr<3> -> i32
    nvvm.barrier
    %99 = llvm.inttoptr %98 : i32 to !llvm.ptr<6>
    %100 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "b" %96 : (i1) -> !llvm.void
    %101 = llvm.sext %arg6 : i32 to i64
    %102 = nvvm.read.ptx.sreg.ctaid.x : i32
    %103 = nvvm.read.ptx.sreg.ctaid.y : i32
    %104 = nvvm.read.ptx.sreg.ctaid.z : i32
    %105 = nvvm.read.ptx.sreg.nctaid.x : i32
    %106 = nvvm.read.ptx.sreg.nctaid.y : i32
    %107 = llvm.zext %104 : i32 to i64
    %108 = llvm.zext %103 : i32 to i64
    %109 = llvm.zext %106 : i32 to i64
    %110 = llvm.mul %107, %109 : i64
    %111 = llvm.add %108, %110 : i64
    %112 = llvm.zext %102 : i32 to i64
    %113 = llvm.zext %105 : i32 to i64
    %114 = llvm.mul %111, %113 : i64
    %115 = llvm.add %112, %114 : i64
    %116 = llvm.mul %115, %11 : i64
    %117 = llvm.add %116, %90 : i64
    %118 = llvm.getelementptr %arg7[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %119 = llvm.mul %101, %10 : i64
    %120 = llvm.and %95, %12 : i32
    %121 = llvm.icmp "slt" %120, %94 : i32
    %122 = llvm.getelementptr %93[%120] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %123 = llvm.insertelement %3, %13[%3 : i32] : vector<1xi32>
    %124 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %122, %123, %121 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %14 : i32
    %125 = llvm.icmp "eq" %120, %3 : i32
    llvm.cond_br %125, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %126 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %93, %arg0 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %127 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l" %93 : (!llvm.ptr<3>) -> !llvm.void
    %128 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %93, %5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %129 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %93, %4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %130 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %93, %arg6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %131 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %93, %arg4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %132 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %93, %119 : (!llvm.ptr<3>, i64) -> !llvm.void
    %133 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %93, %6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %134 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %93, %6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %135 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;", "l" %93 : (!llvm.ptr<3>) -> !llvm.void
    %136 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l" %93 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    nvvm.bar.warp.sync %14 : i32
    %137 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %118, %93, %121 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %138 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %118, %121, %121, %121 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier
    %139 = llvm.addrspacecast %118 : !llvm.ptr<1> to !llvm.ptr
    %140 = llvm.add %116, %91 : i64
    %141 = llvm.getelementptr %arg7[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %142 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %122, %123, %121 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %14 : i32
    llvm.cond_br %125, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %143 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %93, %arg1 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %144 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l" %93 : (!llvm.ptr<3>) -> !llvm.void
    %145 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %93, %5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %146 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %93, %5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %147 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %93, %arg6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %148 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %93, %arg5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %149 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %93, %119 : (!llvm.ptr<3>, i64) -> !llvm.void
    %150 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %93, %6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %151 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %93, %6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %152 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;", "l" %93 : (!llvm.ptr<3>) -> !llvm.void
    %153 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l" %93 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    nvvm.bar.warp.sync %14 : i32
    %154 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %141, %93, %121 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %155 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %141, %121, %121, %121 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier
    %156 = llvm.addrspacecast %141 : !llvm.ptr<1> to !llvm.ptr
    %157 = llvm.sext %arg5 : i32 to i64
    %158 = llvm.add %116, %92 : i64
    %159 = llvm.getelementptr %arg7[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %160 = llvm.mul %157, %10 : i64
    %161 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %122, %123, %121 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %14 : i32
    llvm.cond_br %125, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %162 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %93, %arg3 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %163 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l" %93 : (!llvm.ptr<3>) -> !llvm.void
    %164 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %93, %5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %165 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %93, %4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %166 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %93, %arg5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %167 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %93, %arg4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %168 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %93, %160 : (!llvm.ptr<3>, i64) -> !llvm.void
    %169 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %93, %6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %170 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %93, %6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %171 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;", "l" %93 : (!llvm.ptr<3>) -> !llvm.void
    %172 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l" %93 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    nvvm.bar.warp.sync %14 : i32
    %173 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %159, %93, %121 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %174 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %159, %121, %121, %121 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier
    %175 = llvm.addrspacecast %159 : !llvm.ptr<1> to !llvm.ptr
    %176 = llvm.mul %102, %4 : i32
    %177 = llvm.mul %103, %5 : i32
    %178 = llvm.ptrtoint %99 : !llvm.ptr<6> to i32
    %179 = llvm.add %178, %3 : i32
    %180 = llvm.inttoptr %179 : i32 to !llvm.ptr<3>
    %181 = llvm.ptrtoint %180 : !llvm.ptr<3> to i32
    %182 = llvm.udiv %95, %94 : i32
    %183 = nvvm.shfl.sync idx %14, %182, %3, %50 : i32 -> i32
    %184 = llvm.and %183, %8 : i32
    %185 = llvm.shl %184, %15 : i32
    %186 = llvm.add %181, %185 : i32
    %187 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.st.sync.aligned.32x32b.x64.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r" %2, %186, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1 : (i1, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.void
    %188 = llvm.getelementptr %93[73760] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %189 = llvm.mul %3, %6 : i32
    %190 = llvm.getelementptr %188[%189] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %191 = llvm.insertvalue %190, %16[0] : !llvm.struct<(ptr<3>, i32)> 
    %192 = llvm.insertvalue %3, %191[1] : !llvm.struct<(ptr<3>, i32)> 
    nvvm.tcgen05.wait <store>
    %193 = llvm.icmp "eq" %182, %3 : i32
    %194 = nvvm.elect.sync -> i1
    %195 = llvm.and %193, %194 : i1
    %196 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %195, %190 : (i1, !llvm.ptr<3>) -> !llvm.void
    %197 = llvm.mul %6, %6 : i32
    %198 = llvm.getelementptr %188[%197] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %199 = nvvm.elect.sync -> i1
    %200 = llvm.and %193, %199 : i1
    %201 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %200, %198 : (i1, !llvm.ptr<3>) -> !llvm.void
    %202 = llvm.getelementptr %93[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %203 = llvm.getelementptr %93[73728] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %204 = llvm.getelementptr %203[%189] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %205 = nvvm.elect.sync -> i1
    %206 = llvm.and %193, %205 : i1
    %207 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %206, %204 : (i1, !llvm.ptr<3>) -> !llvm.void
    %208 = llvm.getelementptr %203[%197] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %209 = nvvm.elect.sync -> i1
    %210 = llvm.and %193, %209 : i1
    %211 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %210, %208 : (i1, !llvm.ptr<3>) -> !llvm.void
    %212 = llvm.mul %7, %6 : i32
    %213 = llvm.getelementptr %203[%212] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %214 = nvvm.elect.sync -> i1
    %215 = llvm.and %193, %214 : i1
    %216 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %215, %213 : (i1, !llvm.ptr<3>) -> !llvm.void
    %217 = llvm.icmp "sgt" %arg6, %3 : i32
    nvvm.barrier
    %218 = llvm.and %125, %217 : i1
    %219 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 24576;", "b,r" %218, %204 : (i1, !llvm.ptr<3>) -> !llvm.void
    %220 = llvm.mul %3, %17 : i32
    %221 = llvm.getelementptr %93[%220] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.barrier
    %222 = nvvm.elect.sync -> i1
    %223 = llvm.and %217, %222 : i1
    %224 = llvm.icmp "ult" %120, %94 : i32
    %225 = llvm.and %223, %224 : i1
    %226 = llvm.xor %3, %3 : i32
    %227 = llvm.xor %226, %3 : i32
    %228 = llvm.getelementptr %221[%227] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %229 = llvm.add %226, %3 : i32
    %230 = llvm.add %176, %226 : i32
    %231 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %225, %228, %139, %229, %230, %204 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %232 = llvm.mul %3, %18 : i32
    %233 = llvm.getelementptr %202[%232] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    nvvm.barrier
    %234 = nvvm.elect.sync -> i1
    %235 = llvm.and %217, %234 : i1
    %236 = llvm.and %235, %224 : i1
    %237 = llvm.getelementptr %233[%227] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %238 = llvm.add %177, %226 : i32
    %239 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %236, %237, %156, %229, %238, %204 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %240 = llvm.icmp "sgt" %arg6, %5 : i32
    nvvm.barrier
    %241 = llvm.and %125, %240 : i1
    %242 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 24576;", "b,r" %241, %208 : (i1, !llvm.ptr<3>) -> !llvm.void
    %243 = llvm.mul %6, %17 : i32
    %244 = llvm.getelementptr %93[%243] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    nvvm.barrier
    %245 = nvvm.elect.sync -> i1
    %246 = llvm.and %240, %245 : i1
    %247 = llvm.and %246, %224 : i1
    %248 = llvm.getelementptr %244[%227] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %249 = llvm.add %226, %5 : i32
    %250 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %247, %248, %139, %249, %230, %208 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %251 = llvm.mul %6, %18 : i32
    %252 = llvm.getelementptr %202[%251] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    nvvm.barrier
    %253 = nvvm.elect.sync -> i1
    %254 = llvm.and %240, %253 : i1
    %255 = llvm.and %254, %224 : i1
    %256 = llvm.getelementptr %252[%227] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %257 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %255, %256, %156, %249, %238, %208 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %258 = llvm.icmp "sgt" %arg6, %4 : i32
    %259 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b" %204, %3, %217 : (!llvm.ptr<3>, i32, i1) -> !llvm.void
    %260 = llvm.icmp "eq" %183, %3 : i32
    %261 = llvm.and %217, %260 : i1
    nvvm.barrier
    llvm.cond_br %261, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %262 = nvvm.elect.sync -> i1
    %263 = llvm.ptrtoint %221 : !llvm.ptr<3> to i32
    %264 = llvm.lshr %263, %19 : i32
    %265 = llvm.and %264, %20 : i32
    %266 = llvm.ptrtoint %233 : !llvm.ptr<3> to i32
    %267 = llvm.lshr %266, %19 : i32
    %268 = llvm.and %267, %20 : i32
    %269 = llvm.add %265, %3 : i32
    %270 = llvm.insertelement %269, %22[%3 : i32] : vector<2xi32>
    %271 = llvm.insertelement %21, %270[%6 : i32] : vector<2xi32>
    %272 = llvm.bitcast %271 : vector<2xi32> to i64
    %273 = llvm.add %268, %3 : i32
    %274 = llvm.insertelement %273, %22[%3 : i32] : vector<2xi32>
    %275 = llvm.insertelement %21, %274[%6 : i32] : vector<2xi32>
    %276 = llvm.bitcast %275 : vector<2xi32> to i64
    %277 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %181, %272, %276, %23, %0, %262 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %278 = llvm.add %265, %7 : i32
    %279 = llvm.insertelement %278, %22[%3 : i32] : vector<2xi32>
    %280 = llvm.insertelement %21, %279[%6 : i32] : vector<2xi32>
    %281 = llvm.bitcast %280 : vector<2xi32> to i64
    %282 = llvm.add %268, %7 : i32
    %283 = llvm.insertelement %282, %22[%3 : i32] : vector<2xi32>
    %284 = llvm.insertelement %21, %283[%6 : i32] : vector<2xi32>
    %285 = llvm.bitcast %284 : vector<2xi32> to i64
    %286 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %181, %281, %285, %23, %2, %262 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %287 = llvm.add %265, %19 : i32
    %288 = llvm.insertelement %287, %22[%3 : i32] : vector<2xi32>
    %289 = llvm.insertelement %21, %288[%6 : i32] : vector<2xi32>
    %290 = llvm.bitcast %289 : vector<2xi32> to i64
    %291 = llvm.add %268, %19 : i32
    %292 = llvm.insertelement %291, %22[%3 : i32] : vector<2xi32>
    %293 = llvm.insertelement %21, %292[%6 : i32] : vector<2xi32>
    %294 = llvm.bitcast %293 : vector<2xi32> to i64
    %295 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %181, %290, %294, %23, %2, %262 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %296 = llvm.add %265, %24 : i32
    %297 = llvm.insertelement %296, %22[%3 : i32] : vector<2xi32>
    %298 = llvm.insertelement %21, %297[%6 : i32] : vector<2xi32>
    %299 = llvm.bitcast %298 : vector<2xi32> to i64
    %300 = llvm.add %268, %24 : i32
    %301 = llvm.insertelement %300, %22[%3 : i32] : vector<2xi32>
    %302 = llvm.insertelement %21, %301[%6 : i32] : vector<2xi32>
    %303 = llvm.bitcast %302 : vector<2xi32> to i64
    %304 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %181, %299, %303, %23, %2, %262 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %305 = llvm.and %2, %262 : i1
    %306 = llvm.ptrtoint %190 : !llvm.ptr<3> to i32
    %307 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r" %305, %306 : (i1, i32) -> !llvm.void
    llvm.br ^bb8
  ^bb8:  // 2 preds: ^bb6, ^bb7
    nvvm.barrier
    %308 = llvm.and %125, %258 : i1
    %309 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 24576;", "b,r" %308, %213 : (i1, !llvm.ptr<3>) -> !llvm.void
    %310 = llvm.mul %7, %17 : i32
    %311 = llvm.getelementptr %93[%310] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    nvvm.barrier
    %312 = nvvm.elect.sync -> i1
    %313 = llvm.and %258, %312 : i1
    %314 = llvm.and %313, %224 : i1
    %315 = llvm.getelementptr %311[%227] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %316 = llvm.add %226, %4 : i32
    %317 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %314, %315, %139, %316, %230, %213 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %318 = llvm.mul %7, %18 : i32
    %319 = llvm.getelementptr %202[%318] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    nvvm.barrier
    %320 = nvvm.elect.sync -> i1
    %321 = llvm.and %258, %320 : i1
    %322 = llvm.and %321, %224 : i1
    %323 = llvm.getelementptr %319[%227] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %324 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %322, %323, %156, %316, %238, %213 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %325 = llvm.sub %arg6, %5 : i32
    llvm.br ^bb9(%3, %3, %6, %7, %3, %3, %192, %3 : i32, i32, i32, i32, i32, i32, !llvm.struct<(ptr<3>, i32)>, i32)
  ^bb9(%326: i32, %327: i32, %328: i32, %329: i32, %330: i32, %331: i32, %332: !llvm.struct<(ptr<3>, i32)>, %333: i32):  // 2 preds: ^bb8, ^bb12
    %334 = llvm.icmp "slt" %326, %325 : i32
    llvm.cond_br %334, ^bb10, ^bb13
  ^bb10:  // pred: ^bb9
    %335 = llvm.sub %arg6, %9 : i32
    %336 = llvm.icmp "slt" %326, %335 : i32
    %337 = llvm.add %330, %6 : i32
    %338 = llvm.icmp "sge" %337, %8 : i32
    %339 = llvm.select %338, %3, %337 : i1, i32
    %340 = llvm.xor %331, %6 : i32
    %341 = llvm.select %338, %340, %331 : i1, i32
    %342 = llvm.mul %339, %6 : i32
    %343 = llvm.getelementptr %203[%342] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %344 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %343, %341 : (!llvm.ptr<3>, i32) -> !llvm.void
    %345 = llvm.mul %339, %18 : i32
    %346 = llvm.getelementptr %202[%345] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %347 = llvm.mul %339, %17 : i32
    %348 = llvm.getelementptr %93[%347] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %349 = llvm.mul %328, %6 : i32
    %350 = llvm.getelementptr %188[%349] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %351 = llvm.insertvalue %350, %16[0] : !llvm.struct<(ptr<3>, i32)> 
    %352 = llvm.insertvalue %3, %351[1] : !llvm.struct<(ptr<3>, i32)> 
    %353 = llvm.and %2, %260 : i1
    nvvm.barrier
    llvm.cond_br %353, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    %354 = nvvm.elect.sync -> i1
    %355 = llvm.ptrtoint %348 : !llvm.ptr<3> to i32
    %356 = llvm.lshr %355, %19 : i32
    %357 = llvm.and %356, %20 : i32
    %358 = llvm.ptrtoint %346 : !llvm.ptr<3> to i32
    %359 = llvm.lshr %358, %19 : i32
    %360 = llvm.and %359, %20 : i32
    %361 = llvm.add %357, %3 : i32
    %362 = llvm.insertelement %361, %22[%3 : i32] : vector<2xi32>
    %363 = llvm.insertelement %21, %362[%6 : i32] : vector<2xi32>
    %364 = llvm.bitcast %363 : vector<2xi32> to i64
    %365 = llvm.add %360, %3 : i32
    %366 = llvm.insertelement %365, %22[%3 : i32] : vector<2xi32>
    %367 = llvm.insertelement %21, %366[%6 : i32] : vector<2xi32>
    %368 = llvm.bitcast %367 : vector<2xi32> to i64
    %369 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %181, %364, %368, %23, %2, %354 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %370 = llvm.add %357, %7 : i32
    %371 = llvm.insertelement %370, %22[%3 : i32] : vector<2xi32>
    %372 = llvm.insertelement %21, %371[%6 : i32] : vector<2xi32>
    %373 = llvm.bitcast %372 : vector<2xi32> to i64
    %374 = llvm.add %360, %7 : i32
    %375 = llvm.insertelement %374, %22[%3 : i32] : vector<2xi32>
    %376 = llvm.insertelement %21, %375[%6 : i32] : vector<2xi32>
    %377 = llvm.bitcast %376 : vector<2xi32> to i64
    %378 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %181, %373, %377, %23, %2, %354 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %379 = llvm.add %357, %19 : i32
    %380 = llvm.insertelement %379, %22[%3 : i32] : vector<2xi32>
    %381 = llvm.insertelement %21, %380[%6 : i32] : vector<2xi32>
    %382 = llvm.bitcast %381 : vector<2xi32> to i64
    %383 = llvm.add %360, %19 : i32
    %384 = llvm.insertelement %383, %22[%3 : i32] : vector<2xi32>
    %385 = llvm.insertelement %21, %384[%6 : i32] : vector<2xi32>
    %386 = llvm.bitcast %385 : vector<2xi32> to i64
    %387 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %181, %382, %386, %23, %2, %354 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %388 = llvm.add %357, %24 : i32
    %389 = llvm.insertelement %388, %22[%3 : i32] : vector<2xi32>
    %390 = llvm.insertelement %21, %389[%6 : i32] : vector<2xi32>
    %391 = llvm.bitcast %390 : vector<2xi32> to i64
    %392 = llvm.add %360, %24 : i32
    %393 = llvm.insertelement %392, %22[%3 : i32] : vector<2xi32>
    %394 = llvm.insertelement %21, %393[%6 : i32] : vector<2xi32>
    %395 = llvm.bitcast %394 : vector<2xi32> to i64
    %396 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %181, %391, %395, %23, %2, %354 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %397 = llvm.and %2, %354 : i1
    %398 = llvm.ptrtoint %350 : !llvm.ptr<3> to i32
    %399 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r" %397, %398 : (i1, i32) -> !llvm.void
    llvm.br ^bb12
  ^bb12:  // 2 preds: ^bb10, ^bb11
    nvvm.barrier
    %400 = llvm.extractvalue %332[0] : !llvm.struct<(ptr<3>, i32)> 
    %401 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %400, %333 : (!llvm.ptr<3>, i32) -> !llvm.void
    %402 = llvm.xor %327, %6 : i32
    %403 = llvm.add %328, %6 : i32
    %404 = llvm.icmp "sge" %403, %7 : i32
    %405 = llvm.select %404, %3, %403 : i1, i32
    %406 = llvm.select %404, %402, %327 : i1, i32
    %407 = llvm.add %329, %6 : i32
    %408 = llvm.icmp "sge" %407, %8 : i32
    %409 = llvm.select %408, %3, %407 : i1, i32
    %410 = llvm.mul %409, %6 : i32
    %411 = llvm.getelementptr %203[%410] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    nvvm.barrier
    %412 = llvm.and %125, %336 : i1
    %413 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 24576;", "b,r" %412, %411 : (i1, !llvm.ptr<3>) -> !llvm.void
    %414 = llvm.mul %409, %17 : i32
    %415 = llvm.getelementptr %93[%414] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %416 = llvm.add %326, %9 : i32
    nvvm.barrier
    %417 = nvvm.elect.sync -> i1
    %418 = llvm.and %336, %417 : i1
    %419 = llvm.and %418, %224 : i1
    %420 = llvm.getelementptr %415[%227] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %421 = llvm.add %416, %226 : i32
    %422 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %419, %420, %139, %421, %230, %411 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %423 = llvm.mul %409, %18 : i32
    %424 = llvm.getelementptr %202[%423] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    nvvm.barrier
    %425 = nvvm.elect.sync -> i1
    %426 = llvm.and %336, %425 : i1
    %427 = llvm.and %426, %224 : i1
    %428 = llvm.getelementptr %424[%227] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %429 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %427, %428, %156, %421, %238, %411 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %430 = llvm.add %326, %5 : i32
    llvm.br ^bb9(%430, %406, %405, %409, %339, %341, %352, %327 : i32, i32, i32, i32, i32, i32, !llvm.struct<(ptr<3>, i32)>, i32)
  ^bb13:  // pred: ^bb9
    llvm.cond_br %217, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %431 = llvm.extractvalue %332[0] : !llvm.struct<(ptr<3>, i32)> 
    %432 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %431, %333 : (!llvm.ptr<3>, i32) -> !llvm.void
    llvm.br ^bb15
  ^bb15:  // 2 preds: ^bb13, ^bb14
    nvvm.barrier
    %433 = nvvm.elect.sync -> i1
    %434 = llvm.and %193, %433 : i1
    %435 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %434, %204 : (i1, !llvm.ptr<3>) -> !llvm.void
    %436 = nvvm.elect.sync -> i1
    %437 = llvm.and %193, %436 : i1
    %438 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %437, %208 : (i1, !llvm.ptr<3>) -> !llvm.void
    nvvm.barrier
    %439 = nvvm.elect.sync -> i1
    %440 = llvm.and %193, %439 : i1
    %441 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %440, %213 : (i1, !llvm.ptr<3>) -> !llvm.void
    %442 = nvvm.elect.sync -> i1
    %443 = llvm.and %193, %442 : i1
    %444 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %443, %190 : (i1, !llvm.ptr<3>) -> !llvm.void
    %445 = nvvm.elect.sync -> i1
    %446 = llvm.and %193, %445 : i1
    %447 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %446, %198 : (i1, !llvm.ptr<3>) -> !llvm.void
    %448 = llvm.xor %226, %6 : i32
    %449 = llvm.xor %226, %7 : i32
    %450 = llvm.xor %226, %8 : i32
    %451 = llvm.xor %226, %19 : i32
    %452 = llvm.xor %226, %26 : i32
    %453 = llvm.xor %226, %24 : i32
    %454 = llvm.xor %226, %27 : i32
    %455 = llvm.xor %226, %28 : i32
    %456 = llvm.xor %226, %29 : i32
    %457 = llvm.xor %226, %30 : i32
    %458 = llvm.xor %226, %31 : i32
    %459 = llvm.xor %226, %32 : i32
    %460 = llvm.xor %226, %33 : i32
    %461 = llvm.xor %226, %34 : i32
    %462 = llvm.xor %226, %35 : i32
    %463 = llvm.xor %226, %36 : i32
    %464 = llvm.xor %226, %37 : i32
    %465 = llvm.xor %226, %38 : i32
    %466 = llvm.xor %226, %39 : i32
    %467 = llvm.xor %226, %40 : i32
    %468 = llvm.xor %226, %15 : i32
    %469 = llvm.xor %226, %41 : i32
    %470 = llvm.xor %226, %42 : i32
    %471 = llvm.xor %226, %43 : i32
    %472 = llvm.xor %226, %44 : i32
    %473 = llvm.xor %226, %45 : i32
    %474 = llvm.xor %226, %46 : i32
    %475 = llvm.xor %226, %47 : i32
    %476 = llvm.xor %226, %48 : i32
    %477 = llvm.xor %226, %49 : i32
    %478 = llvm.xor %226, %50 : i32
    %479 = llvm.xor %226, %94 : i32
    %480 = llvm.xor %226, %51 : i32
    %481 = llvm.xor %226, %52 : i32
    %482 = llvm.xor %226, %53 : i32
    %483 = llvm.xor %226, %54 : i32
    %484 = llvm.xor %226, %55 : i32
    %485 = llvm.xor %226, %56 : i32
    %486 = llvm.xor %226, %57 : i32
    %487 = llvm.xor %226, %58 : i32
    %488 = llvm.xor %226, %59 : i32
    %489 = llvm.xor %226, %60 : i32
    %490 = llvm.xor %226, %61 : i32
    %491 = llvm.xor %226, %62 : i32
    %492 = llvm.xor %226, %63 : i32
    %493 = llvm.xor %226, %64 : i32
    %494 = llvm.xor %226, %65 : i32
    %495 = llvm.xor %226, %66 : i32
    %496 = llvm.xor %226, %67 : i32
    %497 = llvm.xor %226, %68 : i32
    %498 = llvm.xor %226, %69 : i32
    %499 = llvm.xor %226, %70 : i32
    %500 = llvm.xor %226, %71 : i32
    %501 = llvm.xor %226, %72 : i32
    %502 = llvm.xor %226, %73 : i32
    %503 = llvm.xor %226, %74 : i32
    %504 = llvm.xor %226, %75 : i32
    %505 = llvm.xor %226, %76 : i32
    %506 = llvm.xor %226, %77 : i32
    %507 = llvm.xor %226, %78 : i32
    %508 = llvm.xor %226, %79 : i32
    %509 = llvm.xor %226, %80 : i32
    %510 = llvm.xor %226, %81 : i32
    %511 = llvm.add %227, %25 : i32
    %512 = llvm.add %448, %25 : i32
    %513 = llvm.add %449, %25 : i32
    %514 = llvm.add %450, %25 : i32
    %515 = llvm.add %451, %25 : i32
    %516 = llvm.add %452, %25 : i32
    %517 = llvm.add %453, %25 : i32
    %518 = llvm.add %454, %25 : i32
    %519 = llvm.add %455, %25 : i32
    %520 = llvm.add %456, %25 : i32
    %521 = llvm.add %457, %25 : i32
    %522 = llvm.add %458, %25 : i32
    %523 = llvm.add %459, %25 : i32
    %524 = llvm.add %460, %25 : i32
    %525 = llvm.add %461, %25 : i32
    %526 = llvm.add %462, %25 : i32
    %527 = llvm.add %463, %25 : i32
    %528 = llvm.add %464, %25 : i32
    %529 = llvm.add %465, %25 : i32
    %530 = llvm.add %466, %25 : i32
    %531 = llvm.add %467, %25 : i32
    %532 = llvm.add %468, %25 : i32
    %533 = llvm.add %469, %25 : i32
    %534 = llvm.add %470, %25 : i32
    %535 = llvm.add %471, %25 : i32
    %536 = llvm.add %472, %25 : i32
    %537 = llvm.add %473, %25 : i32
    %538 = llvm.add %474, %25 : i32
    %539 = llvm.add %475, %25 : i32
    %540 = llvm.add %476, %25 : i32
    %541 = llvm.add %477, %25 : i32
    %542 = llvm.add %478, %25 : i32
    %543 = llvm.add %479, %25 : i32
    %544 = llvm.add %480, %25 : i32
    %545 = llvm.add %481, %25 : i32
    %546 = llvm.add %482, %25 : i32
    %547 = llvm.add %483, %25 : i32
    %548 = llvm.add %484, %25 : i32
    %549 = llvm.add %485, %25 : i32
    %550 = llvm.add %486, %25 : i32
    %551 = llvm.add %487, %25 : i32
    %552 = llvm.add %488, %25 : i32
    %553 = llvm.add %489, %25 : i32
    %554 = llvm.add %490, %25 : i32
    %555 = llvm.add %491, %25 : i32
    %556 = llvm.add %492, %25 : i32
    %557 = llvm.add %493, %25 : i32
    %558 = llvm.add %494, %25 : i32
    %559 = llvm.add %495, %25 : i32
    %560 = llvm.add %496, %25 : i32
    %561 = llvm.add %497, %25 : i32
    %562 = llvm.add %498, %25 : i32
    %563 = llvm.add %499, %25 : i32
    %564 = llvm.add %500, %25 : i32
    %565 = llvm.add %501, %25 : i32
    %566 = llvm.add %502, %25 : i32
    %567 = llvm.add %503, %25 : i32
    %568 = llvm.add %504, %25 : i32
    %569 = llvm.add %505, %25 : i32
    %570 = llvm.add %506, %25 : i32
    %571 = llvm.add %507, %25 : i32
    %572 = llvm.add %508, %25 : i32
    %573 = llvm.add %509, %25 : i32
    %574 = llvm.add %510, %25 : i32
    %575 = llvm.add %177, %511 : i32
    %576 = llvm.add %177, %512 : i32
    %577 = llvm.add %177, %513 : i32
    %578 = llvm.add %177, %514 : i32
    %579 = llvm.add %177, %515 : i32
    %580 = llvm.add %177, %516 : i32
    %581 = llvm.add %177, %517 : i32
    %582 = llvm.add %177, %518 : i32
    %583 = llvm.add %177, %519 : i32
    %584 = llvm.add %177, %520 : i32
    %585 = llvm.add %177, %521 : i32
    %586 = llvm.add %177, %522 : i32
    %587 = llvm.add %177, %523 : i32
    %588 = llvm.add %177, %524 : i32
    %589 = llvm.add %177, %525 : i32
    %590 = llvm.add %177, %526 : i32
    %591 = llvm.add %177, %527 : i32
    %592 = llvm.add %177, %528 : i32
    %593 = llvm.add %177, %529 : i32
    %594 = llvm.add %177, %530 : i32
    %595 = llvm.add %177, %531 : i32
    %596 = llvm.add %177, %532 : i32
    %597 = llvm.add %177, %533 : i32
    %598 = llvm.add %177, %534 : i32
    %599 = llvm.add %177, %535 : i32
    %600 = llvm.add %177, %536 : i32
    %601 = llvm.add %177, %537 : i32
    %602 = llvm.add %177, %538 : i32
    %603 = llvm.add %177, %539 : i32
    %604 = llvm.add %177, %540 : i32
    %605 = llvm.add %177, %541 : i32
    %606 = llvm.add %177, %542 : i32
    %607 = llvm.add %177, %543 : i32
    %608 = llvm.add %177, %544 : i32
    %609 = llvm.add %177, %545 : i32
    %610 = llvm.add %177, %546 : i32
    %611 = llvm.add %177, %547 : i32
    %612 = llvm.add %177, %548 : i32
    %613 = llvm.add %177, %549 : i32
    %614 = llvm.add %177, %550 : i32
    %615 = llvm.add %177, %551 : i32
    %616 = llvm.add %177, %552 : i32
    %617 = llvm.add %177, %553 : i32
    %618 = llvm.add %177, %554 : i32
    %619 = llvm.add %177, %555 : i32
    %620 = llvm.add %177, %556 : i32
    %621 = llvm.add %177, %557 : i32
    %622 = llvm.add %177, %558 : i32
    %623 = llvm.add %177, %559 : i32
    %624 = llvm.add %177, %560 : i32
    %625 = llvm.add %177, %561 : i32
    %626 = llvm.add %177, %562 : i32
    %627 = llvm.add %177, %563 : i32
    %628 = llvm.add %177, %564 : i32
    %629 = llvm.add %177, %565 : i32
    %630 = llvm.add %177, %566 : i32
    %631 = llvm.add %177, %567 : i32
    %632 = llvm.add %177, %568 : i32
    %633 = llvm.add %177, %569 : i32
    %634 = llvm.add %177, %570 : i32
    %635 = llvm.add %177, %571 : i32
    %636 = llvm.add %177, %572 : i32
    %637 = llvm.add %177, %573 : i32
    %638 = llvm.add %177, %574 : i32
    %639 = llvm.icmp "slt" %575, %arg5 : i32
    %640 = llvm.icmp "slt" %576, %arg5 : i32
    %641 = llvm.icmp "slt" %577, %arg5 : i32
    %642 = llvm.icmp "slt" %578, %arg5 : i32
    %643 = llvm.icmp "slt" %579, %arg5 : i32
    %644 = llvm.icmp "slt" %580, %arg5 : i32
    %645 = llvm.icmp "slt" %581, %arg5 : i32
    %646 = llvm.icmp "slt" %582, %arg5 : i32
    %647 = llvm.icmp "slt" %583, %arg5 : i32
    %648 = llvm.icmp "slt" %584, %arg5 : i32
    %649 = llvm.icmp "slt" %585, %arg5 : i32
    %650 = llvm.icmp "slt" %586, %arg5 : i32
    %651 = llvm.icmp "slt" %587, %arg5 : i32
    %652 = llvm.icmp "slt" %588, %arg5 : i32
    %653 = llvm.icmp "slt" %589, %arg5 : i32
    %654 = llvm.icmp "slt" %590, %arg5 : i32
    %655 = llvm.icmp "slt" %591, %arg5 : i32
    %656 = llvm.icmp "slt" %592, %arg5 : i32
    %657 = llvm.icmp "slt" %593, %arg5 : i32
    %658 = llvm.icmp "slt" %594, %arg5 : i32
    %659 = llvm.icmp "slt" %595, %arg5 : i32
    %660 = llvm.icmp "slt" %596, %arg5 : i32
    %661 = llvm.icmp "slt" %597, %arg5 : i32
    %662 = llvm.icmp "slt" %598, %arg5 : i32
    %663 = llvm.icmp "slt" %599, %arg5 : i32
    %664 = llvm.icmp "slt" %600, %arg5 : i32
    %665 = llvm.icmp "slt" %601, %arg5 : i32
    %666 = llvm.icmp "slt" %602, %arg5 : i32
    %667 = llvm.icmp "slt" %603, %arg5 : i32
    %668 = llvm.icmp "slt" %604, %arg5 : i32
    %669 = llvm.icmp "slt" %605, %arg5 : i32
    %670 = llvm.icmp "slt" %606, %arg5 : i32
    %671 = llvm.icmp "slt" %607, %arg5 : i32
    %672 = llvm.icmp "slt" %608, %arg5 : i32
    %673 = llvm.icmp "slt" %609, %arg5 : i32
    %674 = llvm.icmp "slt" %610, %arg5 : i32
    %675 = llvm.icmp "slt" %611, %arg5 : i32
    %676 = llvm.icmp "slt" %612, %arg5 : i32
    %677 = llvm.icmp "slt" %613, %arg5 : i32
    %678 = llvm.icmp "slt" %614, %arg5 : i32
    %679 = llvm.icmp "slt" %615, %arg5 : i32
    %680 = llvm.icmp "slt" %616, %arg5 : i32
    %681 = llvm.icmp "slt" %617, %arg5 : i32
    %682 = llvm.icmp "slt" %618, %arg5 : i32
    %683 = llvm.icmp "slt" %619, %arg5 : i32
    %684 = llvm.icmp "slt" %620, %arg5 : i32
    %685 = llvm.icmp "slt" %621, %arg5 : i32
    %686 = llvm.icmp "slt" %622, %arg5 : i32
    %687 = llvm.icmp "slt" %623, %arg5 : i32
    %688 = llvm.icmp "slt" %624, %arg5 : i32
    %689 = llvm.icmp "slt" %625, %arg5 : i32
    %690 = llvm.icmp "slt" %626, %arg5 : i32
    %691 = llvm.icmp "slt" %627, %arg5 : i32
    %692 = llvm.icmp "slt" %628, %arg5 : i32
    %693 = llvm.icmp "slt" %629, %arg5 : i32
    %694 = llvm.icmp "slt" %630, %arg5 : i32
    %695 = llvm.icmp "slt" %631, %arg5 : i32
    %696 = llvm.icmp "slt" %632, %arg5 : i32
    %697 = llvm.icmp "slt" %633, %arg5 : i32
    %698 = llvm.icmp "slt" %634, %arg5 : i32
    %699 = llvm.icmp "slt" %635, %arg5 : i32
    %700 = llvm.icmp "slt" %636, %arg5 : i32
    %701 = llvm.icmp "slt" %637, %arg5 : i32
    %702 = llvm.icmp "slt" %638, %arg5 : i32
    %703 = llvm.getelementptr %arg2[%575] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %704 = llvm.insertelement %1, %82[%3 : i32] : vector<1xf32>
    %705 = llvm.bitcast %704 : vector<1xf32> to i32
    %706 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %705, %703, %639 : (i32, !llvm.ptr<1>, i1) -> i32
    %707 = llvm.bitcast %706 : i32 to vector<1xf32>
    %708 = llvm.extractelement %707[%25 : i32] : vector<1xf32>
    %709 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %705, %703, %640 : (i32, !llvm.ptr<1>, i1) -> i32
    %710 = llvm.bitcast %709 : i32 to vector<1xf32>
    %711 = llvm.extractelement %710[%25 : i32] : vector<1xf32>
    %712 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %705, %703, %641 : (i32, !llvm.ptr<1>, i1) -> i32
    %713 = llvm.bitcast %712 : i32 to vector<1xf32>
    %714 = llvm.extractelement %713[%25 : i32] : vector<1xf32>
    %715 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %705, %703, %642 : (i32, !llvm.ptr<1>, i1) -> i32
    %716 = llvm.bitcast %715 : i32 to vector<1xf32>
    %717 = llvm.extractelement %716[%25 : i32] : vector<1xf32>
    %718 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 16 ];", "=r,r,l,b" %705, %703, %643 : (i32, !llvm.ptr<1>, i1) -> i32
    %719 = llvm.bitcast %718 : i32 to vector<1xf32>
    %720 = llvm.extractelement %719[%25 : i32] : vector<1xf32>
    %721 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 20 ];", "=r,r,l,b" %705, %703, %644 : (i32, !llvm.ptr<1>, i1) -> i32
    %722 = llvm.bitcast %721 : i32 to vector<1xf32>
    %723 = llvm.extractelement %722[%25 : i32] : vector<1xf32>
    %724 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 24 ];", "=r,r,l,b" %705, %703, %645 : (i32, !llvm.ptr<1>, i1) -> i32
    %725 = llvm.bitcast %724 : i32 to vector<1xf32>
    %726 = llvm.extractelement %725[%25 : i32] : vector<1xf32>
    %727 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 28 ];", "=r,r,l,b" %705, %703, %646 : (i32, !llvm.ptr<1>, i1) -> i32
    %728 = llvm.bitcast %727 : i32 to vector<1xf32>
    %729 = llvm.extractelement %728[%25 : i32] : vector<1xf32>
    %730 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 32 ];", "=r,r,l,b" %705, %703, %647 : (i32, !llvm.ptr<1>, i1) -> i32
    %731 = llvm.bitcast %730 : i32 to vector<1xf32>
    %732 = llvm.extractelement %731[%25 : i32] : vector<1xf32>
    %733 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 36 ];", "=r,r,l,b" %705, %703, %648 : (i32, !llvm.ptr<1>, i1) -> i32
    %734 = llvm.bitcast %733 : i32 to vector<1xf32>
    %735 = llvm.extractelement %734[%25 : i32] : vector<1xf32>
    %736 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 40 ];", "=r,r,l,b" %705, %703, %649 : (i32, !llvm.ptr<1>, i1) -> i32
    %737 = llvm.bitcast %736 : i32 to vector<1xf32>
    %738 = llvm.extractelement %737[%25 : i32] : vector<1xf32>
    %739 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 44 ];", "=r,r,l,b" %705, %703, %650 : (i32, !llvm.ptr<1>, i1) -> i32
    %740 = llvm.bitcast %739 : i32 to vector<1xf32>
    %741 = llvm.extractelement %740[%25 : i32] : vector<1xf32>
    %742 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 48 ];", "=r,r,l,b" %705, %703, %651 : (i32, !llvm.ptr<1>, i1) -> i32
    %743 = llvm.bitcast %742 : i32 to vector<1xf32>
    %744 = llvm.extractelement %743[%25 : i32] : vector<1xf32>
    %745 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 52 ];", "=r,r,l,b" %705, %703, %652 : (i32, !llvm.ptr<1>, i1) -> i32
    %746 = llvm.bitcast %745 : i32 to vector<1xf32>
    %747 = llvm.extractelement %746[%25 : i32] : vector<1xf32>
    %748 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 56 ];", "=r,r,l,b" %705, %703, %653 : (i32, !llvm.ptr<1>, i1) -> i32
    %749 = llvm.bitcast %748 : i32 to vector<1xf32>
    %750 = llvm.extractelement %749[%25 : i32] : vector<1xf32>
    %751 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 60 ];", "=r,r,l,b" %705, %703, %654 : (i32, !llvm.ptr<1>, i1) -> i32
    %752 = llvm.bitcast %751 : i32 to vector<1xf32>
    %753 = llvm.extractelement %752[%25 : i32] : vector<1xf32>
    %754 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 64 ];", "=r,r,l,b" %705, %703, %655 : (i32, !llvm.ptr<1>, i1) -> i32
    %755 = llvm.bitcast %754 : i32 to vector<1xf32>
    %756 = llvm.extractelement %755[%25 : i32] : vector<1xf32>
    %757 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 68 ];", "=r,r,l,b" %705, %703, %656 : (i32, !llvm.ptr<1>, i1) -> i32
    %758 = llvm.bitcast %757 : i32 to vector<1xf32>
    %759 = llvm.extractelement %758[%25 : i32] : vector<1xf32>
    %760 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 72 ];", "=r,r,l,b" %705, %703, %657 : (i32, !llvm.ptr<1>, i1) -> i32
    %761 = llvm.bitcast %760 : i32 to vector<1xf32>
    %762 = llvm.extractelement %761[%25 : i32] : vector<1xf32>
    %763 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 76 ];", "=r,r,l,b" %705, %703, %658 : (i32, !llvm.ptr<1>, i1) -> i32
    %764 = llvm.bitcast %763 : i32 to vector<1xf32>
    %765 = llvm.extractelement %764[%25 : i32] : vector<1xf32>
    %766 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 80 ];", "=r,r,l,b" %705, %703, %659 : (i32, !llvm.ptr<1>, i1) -> i32
    %767 = llvm.bitcast %766 : i32 to vector<1xf32>
    %768 = llvm.extractelement %767[%25 : i32] : vector<1xf32>
    %769 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 84 ];", "=r,r,l,b" %705, %703, %660 : (i32, !llvm.ptr<1>, i1) -> i32
    %770 = llvm.bitcast %769 : i32 to vector<1xf32>
    %771 = llvm.extractelement %770[%25 : i32] : vector<1xf32>
    %772 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 88 ];", "=r,r,l,b" %705, %703, %661 : (i32, !llvm.ptr<1>, i1) -> i32
    %773 = llvm.bitcast %772 : i32 to vector<1xf32>
    %774 = llvm.extractelement %773[%25 : i32] : vector<1xf32>
    %775 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 92 ];", "=r,r,l,b" %705, %703, %662 : (i32, !llvm.ptr<1>, i1) -> i32
    %776 = llvm.bitcast %775 : i32 to vector<1xf32>
    %777 = llvm.extractelement %776[%25 : i32] : vector<1xf32>
    %778 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 96 ];", "=r,r,l,b" %705, %703, %663 : (i32, !llvm.ptr<1>, i1) -> i32
    %779 = llvm.bitcast %778 : i32 to vector<1xf32>
    %780 = llvm.extractelement %779[%25 : i32] : vector<1xf32>
    %781 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 100 ];", "=r,r,l,b" %705, %703, %664 : (i32, !llvm.ptr<1>, i1) -> i32
    %782 = llvm.bitcast %781 : i32 to vector<1xf32>
    %783 = llvm.extractelement %782[%25 : i32] : vector<1xf32>
    %784 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 104 ];", "=r,r,l,b" %705, %703, %665 : (i32, !llvm.ptr<1>, i1) -> i32
    %785 = llvm.bitcast %784 : i32 to vector<1xf32>
    %786 = llvm.extractelement %785[%25 : i32] : vector<1xf32>
    %787 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 108 ];", "=r,r,l,b" %705, %703, %666 : (i32, !llvm.ptr<1>, i1) -> i32
    %788 = llvm.bitcast %787 : i32 to vector<1xf32>
    %789 = llvm.extractelement %788[%25 : i32] : vector<1xf32>
    %790 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 112 ];", "=r,r,l,b" %705, %703, %667 : (i32, !llvm.ptr<1>, i1) -> i32
    %791 = llvm.bitcast %790 : i32 to vector<1xf32>
    %792 = llvm.extractelement %791[%25 : i32] : vector<1xf32>
    %793 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 116 ];", "=r,r,l,b" %705, %703, %668 : (i32, !llvm.ptr<1>, i1) -> i32
    %794 = llvm.bitcast %793 : i32 to vector<1xf32>
    %795 = llvm.extractelement %794[%25 : i32] : vector<1xf32>
    %796 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 120 ];", "=r,r,l,b" %705, %703, %669 : (i32, !llvm.ptr<1>, i1) -> i32
    %797 = llvm.bitcast %796 : i32 to vector<1xf32>
    %798 = llvm.extractelement %797[%25 : i32] : vector<1xf32>
    %799 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 124 ];", "=r,r,l,b" %705, %703, %670 : (i32, !llvm.ptr<1>, i1) -> i32
    %800 = llvm.bitcast %799 : i32 to vector<1xf32>
    %801 = llvm.extractelement %800[%25 : i32] : vector<1xf32>
    %802 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 128 ];", "=r,r,l,b" %705, %703, %671 : (i32, !llvm.ptr<1>, i1) -> i32
    %803 = llvm.bitcast %802 : i32 to vector<1xf32>
    %804 = llvm.extractelement %803[%25 : i32] : vector<1xf32>
    %805 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 132 ];", "=r,r,l,b" %705, %703, %672 : (i32, !llvm.ptr<1>, i1) -> i32
    %806 = llvm.bitcast %805 : i32 to vector<1xf32>
    %807 = llvm.extractelement %806[%25 : i32] : vector<1xf32>
    %808 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 136 ];", "=r,r,l,b" %705, %703, %673 : (i32, !llvm.ptr<1>, i1) -> i32
    %809 = llvm.bitcast %808 : i32 to vector<1xf32>
    %810 = llvm.extractelement %809[%25 : i32] : vector<1xf32>
    %811 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 140 ];", "=r,r,l,b" %705, %703, %674 : (i32, !llvm.ptr<1>, i1) -> i32
    %812 = llvm.bitcast %811 : i32 to vector<1xf32>
    %813 = llvm.extractelement %812[%25 : i32] : vector<1xf32>
    %814 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 144 ];", "=r,r,l,b" %705, %703, %675 : (i32, !llvm.ptr<1>, i1) -> i32
    %815 = llvm.bitcast %814 : i32 to vector<1xf32>
    %816 = llvm.extractelement %815[%25 : i32] : vector<1xf32>
    %817 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 148 ];", "=r,r,l,b" %705, %703, %676 : (i32, !llvm.ptr<1>, i1) -> i32
    %818 = llvm.bitcast %817 : i32 to vector<1xf32>
    %819 = llvm.extractelement %818[%25 : i32] : vector<1xf32>
    %820 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 152 ];", "=r,r,l,b" %705, %703, %677 : (i32, !llvm.ptr<1>, i1) -> i32
    %821 = llvm.bitcast %820 : i32 to vector<1xf32>
    %822 = llvm.extractelement %821[%25 : i32] : vector<1xf32>
    %823 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 156 ];", "=r,r,l,b" %705, %703, %678 : (i32, !llvm.ptr<1>, i1) -> i32
    %824 = llvm.bitcast %823 : i32 to vector<1xf32>
    %825 = llvm.extractelement %824[%25 : i32] : vector<1xf32>
    %826 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 160 ];", "=r,r,l,b" %705, %703, %679 : (i32, !llvm.ptr<1>, i1) -> i32
    %827 = llvm.bitcast %826 : i32 to vector<1xf32>
    %828 = llvm.extractelement %827[%25 : i32] : vector<1xf32>
    %829 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 164 ];", "=r,r,l,b" %705, %703, %680 : (i32, !llvm.ptr<1>, i1) -> i32
    %830 = llvm.bitcast %829 : i32 to vector<1xf32>
    %831 = llvm.extractelement %830[%25 : i32] : vector<1xf32>
    %832 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 168 ];", "=r,r,l,b" %705, %703, %681 : (i32, !llvm.ptr<1>, i1) -> i32
    %833 = llvm.bitcast %832 : i32 to vector<1xf32>
    %834 = llvm.extractelement %833[%25 : i32] : vector<1xf32>
    %835 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 172 ];", "=r,r,l,b" %705, %703, %682 : (i32, !llvm.ptr<1>, i1) -> i32
    %836 = llvm.bitcast %835 : i32 to vector<1xf32>
    %837 = llvm.extractelement %836[%25 : i32] : vector<1xf32>
    %838 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 176 ];", "=r,r,l,b" %705, %703, %683 : (i32, !llvm.ptr<1>, i1) -> i32
    %839 = llvm.bitcast %838 : i32 to vector<1xf32>
    %840 = llvm.extractelement %839[%25 : i32] : vector<1xf32>
    %841 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 180 ];", "=r,r,l,b" %705, %703, %684 : (i32, !llvm.ptr<1>, i1) -> i32
    %842 = llvm.bitcast %841 : i32 to vector<1xf32>
    %843 = llvm.extractelement %842[%25 : i32] : vector<1xf32>
    %844 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 184 ];", "=r,r,l,b" %705, %703, %685 : (i32, !llvm.ptr<1>, i1) -> i32
    %845 = llvm.bitcast %844 : i32 to vector<1xf32>
    %846 = llvm.extractelement %845[%25 : i32] : vector<1xf32>
    %847 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 188 ];", "=r,r,l,b" %705, %703, %686 : (i32, !llvm.ptr<1>, i1) -> i32
    %848 = llvm.bitcast %847 : i32 to vector<1xf32>
    %849 = llvm.extractelement %848[%25 : i32] : vector<1xf32>
    %850 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 192 ];", "=r,r,l,b" %705, %703, %687 : (i32, !llvm.ptr<1>, i1) -> i32
    %851 = llvm.bitcast %850 : i32 to vector<1xf32>
    %852 = llvm.extractelement %851[%25 : i32] : vector<1xf32>
    %853 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 196 ];", "=r,r,l,b" %705, %703, %688 : (i32, !llvm.ptr<1>, i1) -> i32
    %854 = llvm.bitcast %853 : i32 to vector<1xf32>
    %855 = llvm.extractelement %854[%25 : i32] : vector<1xf32>
    %856 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 200 ];", "=r,r,l,b" %705, %703, %689 : (i32, !llvm.ptr<1>, i1) -> i32
    %857 = llvm.bitcast %856 : i32 to vector<1xf32>
    %858 = llvm.extractelement %857[%25 : i32] : vector<1xf32>
    %859 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 204 ];", "=r,r,l,b" %705, %703, %690 : (i32, !llvm.ptr<1>, i1) -> i32
    %860 = llvm.bitcast %859 : i32 to vector<1xf32>
    %861 = llvm.extractelement %860[%25 : i32] : vector<1xf32>
    %862 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 208 ];", "=r,r,l,b" %705, %703, %691 : (i32, !llvm.ptr<1>, i1) -> i32
    %863 = llvm.bitcast %862 : i32 to vector<1xf32>
    %864 = llvm.extractelement %863[%25 : i32] : vector<1xf32>
    %865 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 212 ];", "=r,r,l,b" %705, %703, %692 : (i32, !llvm.ptr<1>, i1) -> i32
    %866 = llvm.bitcast %865 : i32 to vector<1xf32>
    %867 = llvm.extractelement %866[%25 : i32] : vector<1xf32>
    %868 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 216 ];", "=r,r,l,b" %705, %703, %693 : (i32, !llvm.ptr<1>, i1) -> i32
    %869 = llvm.bitcast %868 : i32 to vector<1xf32>
    %870 = llvm.extractelement %869[%25 : i32] : vector<1xf32>
    %871 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 220 ];", "=r,r,l,b" %705, %703, %694 : (i32, !llvm.ptr<1>, i1) -> i32
    %872 = llvm.bitcast %871 : i32 to vector<1xf32>
    %873 = llvm.extractelement %872[%25 : i32] : vector<1xf32>
    %874 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 224 ];", "=r,r,l,b" %705, %703, %695 : (i32, !llvm.ptr<1>, i1) -> i32
    %875 = llvm.bitcast %874 : i32 to vector<1xf32>
    %876 = llvm.extractelement %875[%25 : i32] : vector<1xf32>
    %877 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 228 ];", "=r,r,l,b" %705, %703, %696 : (i32, !llvm.ptr<1>, i1) -> i32
    %878 = llvm.bitcast %877 : i32 to vector<1xf32>
    %879 = llvm.extractelement %878[%25 : i32] : vector<1xf32>
    %880 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 232 ];", "=r,r,l,b" %705, %703, %697 : (i32, !llvm.ptr<1>, i1) -> i32
    %881 = llvm.bitcast %880 : i32 to vector<1xf32>
    %882 = llvm.extractelement %881[%25 : i32] : vector<1xf32>
    %883 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 236 ];", "=r,r,l,b" %705, %703, %698 : (i32, !llvm.ptr<1>, i1) -> i32
    %884 = llvm.bitcast %883 : i32 to vector<1xf32>
    %885 = llvm.extractelement %884[%25 : i32] : vector<1xf32>
    %886 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 240 ];", "=r,r,l,b" %705, %703, %699 : (i32, !llvm.ptr<1>, i1) -> i32
    %887 = llvm.bitcast %886 : i32 to vector<1xf32>
    %888 = llvm.extractelement %887[%25 : i32] : vector<1xf32>
    %889 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 244 ];", "=r,r,l,b" %705, %703, %700 : (i32, !llvm.ptr<1>, i1) -> i32
    %890 = llvm.bitcast %889 : i32 to vector<1xf32>
    %891 = llvm.extractelement %890[%25 : i32] : vector<1xf32>
    %892 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 248 ];", "=r,r,l,b" %705, %703, %701 : (i32, !llvm.ptr<1>, i1) -> i32
    %893 = llvm.bitcast %892 : i32 to vector<1xf32>
    %894 = llvm.extractelement %893[%25 : i32] : vector<1xf32>
    %895 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 252 ];", "=r,r,l,b" %705, %703, %702 : (i32, !llvm.ptr<1>, i1) -> i32
    %896 = llvm.bitcast %895 : i32 to vector<1xf32>
    %897 = llvm.extractelement %896[%25 : i32] : vector<1xf32>
    %898 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tcgen05.ld.sync.aligned.32x32b.x64.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, [$64 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r" %186 : (i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %899 = llvm.extractvalue %898[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %900 = llvm.bitcast %899 : i32 to f32
    %901 = llvm.extractvalue %898[1] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %902 = llvm.bitcast %901 : i32 to f32
    %903 = llvm.extractvalue %898[2] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %904 = llvm.bitcast %903 : i32 to f32
    %905 = llvm.extractvalue %898[3] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %906 = llvm.bitcast %905 : i32 to f32
    %907 = llvm.extractvalue %898[4] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %908 = llvm.bitcast %907 : i32 to f32
    %909 = llvm.extractvalue %898[5] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %910 = llvm.bitcast %909 : i32 to f32
    %911 = llvm.extractvalue %898[6] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %912 = llvm.bitcast %911 : i32 to f32
    %913 = llvm.extractvalue %898[7] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %914 = llvm.bitcast %913 : i32 to f32
    %915 = llvm.extractvalue %898[8] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %916 = llvm.bitcast %915 : i32 to f32
    %917 = llvm.extractvalue %898[9] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %918 = llvm.bitcast %917 : i32 to f32
    %919 = llvm.extractvalue %898[10] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %920 = llvm.bitcast %919 : i32 to f32
    %921 = llvm.extractvalue %898[11] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %922 = llvm.bitcast %921 : i32 to f32
    %923 = llvm.extractvalue %898[12] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %924 = llvm.bitcast %923 : i32 to f32
    %925 = llvm.extractvalue %898[13] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %926 = llvm.bitcast %925 : i32 to f32
    %927 = llvm.extractvalue %898[14] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %928 = llvm.bitcast %927 : i32 to f32
    %929 = llvm.extractvalue %898[15] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %930 = llvm.bitcast %929 : i32 to f32
    %931 = llvm.extractvalue %898[16] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %932 = llvm.bitcast %931 : i32 to f32
    %933 = llvm.extractvalue %898[17] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %934 = llvm.bitcast %933 : i32 to f32
    %935 = llvm.extractvalue %898[18] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %936 = llvm.bitcast %935 : i32 to f32
    %937 = llvm.extractvalue %898[19] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %938 = llvm.bitcast %937 : i32 to f32
    %939 = llvm.extractvalue %898[20] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %940 = llvm.bitcast %939 : i32 to f32
    %941 = llvm.extractvalue %898[21] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %942 = llvm.bitcast %941 : i32 to f32
    %943 = llvm.extractvalue %898[22] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %944 = llvm.bitcast %943 : i32 to f32
    %945 = llvm.extractvalue %898[23] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %946 = llvm.bitcast %945 : i32 to f32
    %947 = llvm.extractvalue %898[24] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %948 = llvm.bitcast %947 : i32 to f32
    %949 = llvm.extractvalue %898[25] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %950 = llvm.bitcast %949 : i32 to f32
    %951 = llvm.extractvalue %898[26] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %952 = llvm.bitcast %951 : i32 to f32
    %953 = llvm.extractvalue %898[27] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %954 = llvm.bitcast %953 : i32 to f32
    %955 = llvm.extractvalue %898[28] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %956 = llvm.bitcast %955 : i32 to f32
    %957 = llvm.extractvalue %898[29] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %958 = llvm.bitcast %957 : i32 to f32
    %959 = llvm.extractvalue %898[30] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %960 = llvm.bitcast %959 : i32 to f32
    %961 = llvm.extractvalue %898[31] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %962 = llvm.bitcast %961 : i32 to f32
    %963 = llvm.extractvalue %898[32] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %964 = llvm.bitcast %963 : i32 to f32
    %965 = llvm.extractvalue %898[33] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %966 = llvm.bitcast %965 : i32 to f32
    %967 = llvm.extractvalue %898[34] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %968 = llvm.bitcast %967 : i32 to f32
    %969 = llvm.extractvalue %898[35] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %970 = llvm.bitcast %969 : i32 to f32
    %971 = llvm.extractvalue %898[36] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %972 = llvm.bitcast %971 : i32 to f32
    %973 = llvm.extractvalue %898[37] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %974 = llvm.bitcast %973 : i32 to f32
    %975 = llvm.extractvalue %898[38] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %976 = llvm.bitcast %975 : i32 to f32
    %977 = llvm.extractvalue %898[39] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %978 = llvm.bitcast %977 : i32 to f32
    %979 = llvm.extractvalue %898[40] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %980 = llvm.bitcast %979 : i32 to f32
    %981 = llvm.extractvalue %898[41] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %982 = llvm.bitcast %981 : i32 to f32
    %983 = llvm.extractvalue %898[42] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %984 = llvm.bitcast %983 : i32 to f32
    %985 = llvm.extractvalue %898[43] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %986 = llvm.bitcast %985 : i32 to f32
    %987 = llvm.extractvalue %898[44] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %988 = llvm.bitcast %987 : i32 to f32
    %989 = llvm.extractvalue %898[45] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %990 = llvm.bitcast %989 : i32 to f32
    %991 = llvm.extractvalue %898[46] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %992 = llvm.bitcast %991 : i32 to f32
    %993 = llvm.extractvalue %898[47] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %994 = llvm.bitcast %993 : i32 to f32
    %995 = llvm.extractvalue %898[48] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %996 = llvm.bitcast %995 : i32 to f32
    %997 = llvm.extractvalue %898[49] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %998 = llvm.bitcast %997 : i32 to f32
    %999 = llvm.extractvalue %898[50] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1000 = llvm.bitcast %999 : i32 to f32
    %1001 = llvm.extractvalue %898[51] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1002 = llvm.bitcast %1001 : i32 to f32
    %1003 = llvm.extractvalue %898[52] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1004 = llvm.bitcast %1003 : i32 to f32
    %1005 = llvm.extractvalue %898[53] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1006 = llvm.bitcast %1005 : i32 to f32
    %1007 = llvm.extractvalue %898[54] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1008 = llvm.bitcast %1007 : i32 to f32
    %1009 = llvm.extractvalue %898[55] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1010 = llvm.bitcast %1009 : i32 to f32
    %1011 = llvm.extractvalue %898[56] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1012 = llvm.bitcast %1011 : i32 to f32
    %1013 = llvm.extractvalue %898[57] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1014 = llvm.bitcast %1013 : i32 to f32
    %1015 = llvm.extractvalue %898[58] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1016 = llvm.bitcast %1015 : i32 to f32
    %1017 = llvm.extractvalue %898[59] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1018 = llvm.bitcast %1017 : i32 to f32
    %1019 = llvm.extractvalue %898[60] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1020 = llvm.bitcast %1019 : i32 to f32
    %1021 = llvm.extractvalue %898[61] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1022 = llvm.bitcast %1021 : i32 to f32
    %1023 = llvm.extractvalue %898[62] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1024 = llvm.bitcast %1023 : i32 to f32
    %1025 = llvm.extractvalue %898[63] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %1026 = llvm.bitcast %1025 : i32 to f32
    %1027 = llvm.fadd %900, %708 : f32
    %1028 = llvm.fadd %902, %711 : f32
    %1029 = llvm.fadd %904, %714 : f32
    %1030 = llvm.fadd %906, %717 : f32
    %1031 = llvm.fadd %908, %720 : f32
    %1032 = llvm.fadd %910, %723 : f32
    %1033 = llvm.fadd %912, %726 : f32
    %1034 = llvm.fadd %914, %729 : f32
    %1035 = llvm.fadd %916, %732 : f32
    %1036 = llvm.fadd %918, %735 : f32
    %1037 = llvm.fadd %920, %738 : f32
    %1038 = llvm.fadd %922, %741 : f32
    %1039 = llvm.fadd %924, %744 : f32
    %1040 = llvm.fadd %926, %747 : f32
    %1041 = llvm.fadd %928, %750 : f32
    %1042 = llvm.fadd %930, %753 : f32
    %1043 = llvm.fadd %932, %756 : f32
    %1044 = llvm.fadd %934, %759 : f32
    %1045 = llvm.fadd %936, %762 : f32
    %1046 = llvm.fadd %938, %765 : f32
    %1047 = llvm.fadd %940, %768 : f32
    %1048 = llvm.fadd %942, %771 : f32
    %1049 = llvm.fadd %944, %774 : f32
    %1050 = llvm.fadd %946, %777 : f32
    %1051 = llvm.fadd %948, %780 : f32
    %1052 = llvm.fadd %950, %783 : f32
    %1053 = llvm.fadd %952, %786 : f32
    %1054 = llvm.fadd %954, %789 : f32
    %1055 = llvm.fadd %956, %792 : f32
    %1056 = llvm.fadd %958, %795 : f32
    %1057 = llvm.fadd %960, %798 : f32
    %1058 = llvm.fadd %962, %801 : f32
    %1059 = llvm.fadd %964, %804 : f32
    %1060 = llvm.fadd %966, %807 : f32
    %1061 = llvm.fadd %968, %810 : f32
    %1062 = llvm.fadd %970, %813 : f32
    %1063 = llvm.fadd %972, %816 : f32
    %1064 = llvm.fadd %974, %819 : f32
    %1065 = llvm.fadd %976, %822 : f32
    %1066 = llvm.fadd %978, %825 : f32
    %1067 = llvm.fadd %980, %828 : f32
    %1068 = llvm.fadd %982, %831 : f32
    %1069 = llvm.fadd %984, %834 : f32
    %1070 = llvm.fadd %986, %837 : f32
    %1071 = llvm.fadd %988, %840 : f32
    %1072 = llvm.fadd %990, %843 : f32
    %1073 = llvm.fadd %992, %846 : f32
    %1074 = llvm.fadd %994, %849 : f32
    %1075 = llvm.fadd %996, %852 : f32
    %1076 = llvm.fadd %998, %855 : f32
    %1077 = llvm.fadd %1000, %858 : f32
    %1078 = llvm.fadd %1002, %861 : f32
    %1079 = llvm.fadd %1004, %864 : f32
    %1080 = llvm.fadd %1006, %867 : f32
    %1081 = llvm.fadd %1008, %870 : f32
    %1082 = llvm.fadd %1010, %873 : f32
    %1083 = llvm.fadd %1012, %876 : f32
    %1084 = llvm.fadd %1014, %879 : f32
    %1085 = llvm.fadd %1016, %882 : f32
    %1086 = llvm.fadd %1018, %885 : f32
    %1087 = llvm.fadd %1020, %888 : f32
    %1088 = llvm.fadd %1022, %891 : f32
    %1089 = llvm.fadd %1024, %894 : f32
    %1090 = llvm.fadd %1026, %897 : f32
    %1091 = llvm.fptrunc %1027 : f32 to f16
    %1092 = llvm.fptrunc %1028 : f32 to f16
    %1093 = llvm.fptrunc %1029 : f32 to f16
    %1094 = llvm.fptrunc %1030 : f32 to f16
    %1095 = llvm.fptrunc %1031 : f32 to f16
    %1096 = llvm.fptrunc %1032 : f32 to f16
    %1097 = llvm.fptrunc %1033 : f32 to f16
    %1098 = llvm.fptrunc %1034 : f32 to f16
    %1099 = llvm.fptrunc %1035 : f32 to f16
    %1100 = llvm.fptrunc %1036 : f32 to f16
    %1101 = llvm.fptrunc %1037 : f32 to f16
    %1102 = llvm.fptrunc %1038 : f32 to f16
    %1103 = llvm.fptrunc %1039 : f32 to f16
    %1104 = llvm.fptrunc %1040 : f32 to f16
    %1105 = llvm.fptrunc %1041 : f32 to f16
    %1106 = llvm.fptrunc %1042 : f32 to f16
    %1107 = llvm.fptrunc %1043 : f32 to f16
    %1108 = llvm.fptrunc %1044 : f32 to f16
    %1109 = llvm.fptrunc %1045 : f32 to f16
    %1110 = llvm.fptrunc %1046 : f32 to f16
    %1111 = llvm.fptrunc %1047 : f32 to f16
    %1112 = llvm.fptrunc %1048 : f32 to f16
    %1113 = llvm.fptrunc %1049 : f32 to f16
    %1114 = llvm.fptrunc %1050 : f32 to f16
    %1115 = llvm.fptrunc %1051 : f32 to f16
    %1116 = llvm.fptrunc %1052 : f32 to f16
    %1117 = llvm.fptrunc %1053 : f32 to f16
    %1118 = llvm.fptrunc %1054 : f32 to f16
    %1119 = llvm.fptrunc %1055 : f32 to f16
    %1120 = llvm.fptrunc %1056 : f32 to f16
    %1121 = llvm.fptrunc %1057 : f32 to f16
    %1122 = llvm.fptrunc %1058 : f32 to f16
    %1123 = llvm.fptrunc %1059 : f32 to f16
    %1124 = llvm.fptrunc %1060 : f32 to f16
    %1125 = llvm.fptrunc %1061 : f32 to f16
    %1126 = llvm.fptrunc %1062 : f32 to f16
    %1127 = llvm.fptrunc %1063 : f32 to f16
    %1128 = llvm.fptrunc %1064 : f32 to f16
    %1129 = llvm.fptrunc %1065 : f32 to f16
    %1130 = llvm.fptrunc %1066 : f32 to f16
    %1131 = llvm.fptrunc %1067 : f32 to f16
    %1132 = llvm.fptrunc %1068 : f32 to f16
    %1133 = llvm.fptrunc %1069 : f32 to f16
    %1134 = llvm.fptrunc %1070 : f32 to f16
    %1135 = llvm.fptrunc %1071 : f32 to f16
    %1136 = llvm.fptrunc %1072 : f32 to f16
    %1137 = llvm.fptrunc %1073 : f32 to f16
    %1138 = llvm.fptrunc %1074 : f32 to f16
    %1139 = llvm.fptrunc %1075 : f32 to f16
    %1140 = llvm.fptrunc %1076 : f32 to f16
    %1141 = llvm.fptrunc %1077 : f32 to f16
    %1142 = llvm.fptrunc %1078 : f32 to f16
    %1143 = llvm.fptrunc %1079 : f32 to f16
    %1144 = llvm.fptrunc %1080 : f32 to f16
    %1145 = llvm.fptrunc %1081 : f32 to f16
    %1146 = llvm.fptrunc %1082 : f32 to f16
    %1147 = llvm.fptrunc %1083 : f32 to f16
    %1148 = llvm.fptrunc %1084 : f32 to f16
    %1149 = llvm.fptrunc %1085 : f32 to f16
    %1150 = llvm.fptrunc %1086 : f32 to f16
    %1151 = llvm.fptrunc %1087 : f32 to f16
    %1152 = llvm.fptrunc %1088 : f32 to f16
    %1153 = llvm.fptrunc %1089 : f32 to f16
    %1154 = llvm.fptrunc %1090 : f32 to f16
    %1155 = llvm.urem %120, %94 : i32
    %1156 = llvm.shl %1155, %3 : i32
    %1157 = llvm.or %3, %1156 : i32
    %1158 = llvm.shl %182, %26 : i32
    %1159 = llvm.or %1157, %1158 : i32
    %1160 = llvm.and %1159, %12 : i32
    %1161 = llvm.shl %1160, %27 : i32
    %1162 = llvm.and %1159, %27 : i32
    %1163 = llvm.shl %1162, %19 : i32
    %1164 = llvm.or disjoint %1161, %1163 : i32
    %1165 = llvm.or disjoint %1164, %3 : i32
    %1166 = llvm.xor %3, %1165 : i32
    %1167 = llvm.mul %3, %7 : i32
    %1168 = llvm.xor %1166, %1167 : i32
    %1169 = llvm.xor %1168, %3 : i32
    %1170 = llvm.add %1169, %3 : i32
    %1171 = llvm.getelementptr inbounds %93[%1170] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1172 = llvm.insertelement %1091, %83[%3 : i32] : vector<8xf16>
    %1173 = llvm.insertelement %1092, %1172[%6 : i32] : vector<8xf16>
    %1174 = llvm.insertelement %1093, %1173[%7 : i32] : vector<8xf16>
    %1175 = llvm.insertelement %1094, %1174[%8 : i32] : vector<8xf16>
    %1176 = llvm.insertelement %1095, %1175[%19 : i32] : vector<8xf16>
    %1177 = llvm.insertelement %1096, %1176[%26 : i32] : vector<8xf16>
    %1178 = llvm.insertelement %1097, %1177[%24 : i32] : vector<8xf16>
    %1179 = llvm.insertelement %1098, %1178[%27 : i32] : vector<8xf16>
    %1180 = llvm.extractelement %1179[%3 : i32] : vector<8xf16>
    %1181 = llvm.extractelement %1179[%6 : i32] : vector<8xf16>
    %1182 = llvm.extractelement %1179[%7 : i32] : vector<8xf16>
    %1183 = llvm.extractelement %1179[%8 : i32] : vector<8xf16>
    %1184 = llvm.extractelement %1179[%19 : i32] : vector<8xf16>
    %1185 = llvm.extractelement %1179[%26 : i32] : vector<8xf16>
    %1186 = llvm.extractelement %1179[%24 : i32] : vector<8xf16>
    %1187 = llvm.extractelement %1179[%27 : i32] : vector<8xf16>
    %1188 = llvm.bitcast %1180 : f16 to i16
    %1189 = llvm.bitcast %1181 : f16 to i16
    %1190 = llvm.bitcast %1182 : f16 to i16
    %1191 = llvm.bitcast %1183 : f16 to i16
    %1192 = llvm.bitcast %1184 : f16 to i16
    %1193 = llvm.bitcast %1185 : f16 to i16
    %1194 = llvm.bitcast %1186 : f16 to i16
    %1195 = llvm.bitcast %1187 : f16 to i16
    %1196 = llvm.insertelement %1188, %84[%3 : i32] : vector<8xi16>
    %1197 = llvm.insertelement %1189, %1196[%6 : i32] : vector<8xi16>
    %1198 = llvm.insertelement %1190, %1197[%7 : i32] : vector<8xi16>
    %1199 = llvm.insertelement %1191, %1198[%8 : i32] : vector<8xi16>
    %1200 = llvm.insertelement %1192, %1199[%19 : i32] : vector<8xi16>
    %1201 = llvm.insertelement %1193, %1200[%26 : i32] : vector<8xi16>
    %1202 = llvm.insertelement %1194, %1201[%24 : i32] : vector<8xi16>
    %1203 = llvm.insertelement %1195, %1202[%27 : i32] : vector<8xi16>
    %1204 = llvm.extractelement %1203[%3 : i32] : vector<8xi16>
    %1205 = llvm.extractelement %1203[%6 : i32] : vector<8xi16>
    %1206 = llvm.extractelement %1203[%7 : i32] : vector<8xi16>
    %1207 = llvm.extractelement %1203[%8 : i32] : vector<8xi16>
    %1208 = llvm.extractelement %1203[%19 : i32] : vector<8xi16>
    %1209 = llvm.extractelement %1203[%26 : i32] : vector<8xi16>
    %1210 = llvm.extractelement %1203[%24 : i32] : vector<8xi16>
    %1211 = llvm.extractelement %1203[%27 : i32] : vector<8xi16>
    %1212 = llvm.insertelement %1204, %85[%3 : i32] : vector<2xi16>
    %1213 = llvm.insertelement %1205, %1212[%6 : i32] : vector<2xi16>
    %1214 = llvm.bitcast %1213 : vector<2xi16> to i32
    %1215 = llvm.insertelement %1206, %85[%3 : i32] : vector<2xi16>
    %1216 = llvm.insertelement %1207, %1215[%6 : i32] : vector<2xi16>
    %1217 = llvm.bitcast %1216 : vector<2xi16> to i32
    %1218 = llvm.insertelement %1208, %85[%3 : i32] : vector<2xi16>
    %1219 = llvm.insertelement %1209, %1218[%6 : i32] : vector<2xi16>
    %1220 = llvm.bitcast %1219 : vector<2xi16> to i32
    %1221 = llvm.insertelement %1210, %85[%3 : i32] : vector<2xi16>
    %1222 = llvm.insertelement %1211, %1221[%6 : i32] : vector<2xi16>
    %1223 = llvm.bitcast %1222 : vector<2xi16> to i32
    %1224 = llvm.insertelement %1214, %86[%3 : i32] : vector<4xi32>
    %1225 = llvm.insertelement %1217, %1224[%6 : i32] : vector<4xi32>
    %1226 = llvm.insertelement %1220, %1225[%7 : i32] : vector<4xi32>
    %1227 = llvm.insertelement %1223, %1226[%8 : i32] : vector<4xi32>
    llvm.store %1227, %1171 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1228 = llvm.xor %1168, %36 : i32
    %1229 = llvm.add %1228, %3 : i32
    %1230 = llvm.getelementptr inbounds %93[%1229] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1231 = llvm.insertelement %1099, %83[%3 : i32] : vector<8xf16>
    %1232 = llvm.insertelement %1100, %1231[%6 : i32] : vector<8xf16>
    %1233 = llvm.insertelement %1101, %1232[%7 : i32] : vector<8xf16>
    %1234 = llvm.insertelement %1102, %1233[%8 : i32] : vector<8xf16>
    %1235 = llvm.insertelement %1103, %1234[%19 : i32] : vector<8xf16>
    %1236 = llvm.insertelement %1104, %1235[%26 : i32] : vector<8xf16>
    %1237 = llvm.insertelement %1105, %1236[%24 : i32] : vector<8xf16>
    %1238 = llvm.insertelement %1106, %1237[%27 : i32] : vector<8xf16>
    %1239 = llvm.extractelement %1238[%3 : i32] : vector<8xf16>
    %1240 = llvm.extractelement %1238[%6 : i32] : vector<8xf16>
    %1241 = llvm.extractelement %1238[%7 : i32] : vector<8xf16>
    %1242 = llvm.extractelement %1238[%8 : i32] : vector<8xf16>
    %1243 = llvm.extractelement %1238[%19 : i32] : vector<8xf16>
    %1244 = llvm.extractelement %1238[%26 : i32] : vector<8xf16>
    %1245 = llvm.extractelement %1238[%24 : i32] : vector<8xf16>
    %1246 = llvm.extractelement %1238[%27 : i32] : vector<8xf16>
    %1247 = llvm.bitcast %1239 : f16 to i16
    %1248 = llvm.bitcast %1240 : f16 to i16
    %1249 = llvm.bitcast %1241 : f16 to i16
    %1250 = llvm.bitcast %1242 : f16 to i16
    %1251 = llvm.bitcast %1243 : f16 to i16
    %1252 = llvm.bitcast %1244 : f16 to i16
    %1253 = llvm.bitcast %1245 : f16 to i16
    %1254 = llvm.bitcast %1246 : f16 to i16
    %1255 = llvm.insertelement %1247, %84[%3 : i32] : vector<8xi16>
    %1256 = llvm.insertelement %1248, %1255[%6 : i32] : vector<8xi16>
    %1257 = llvm.insertelement %1249, %1256[%7 : i32] : vector<8xi16>
    %1258 = llvm.insertelement %1250, %1257[%8 : i32] : vector<8xi16>
    %1259 = llvm.insertelement %1251, %1258[%19 : i32] : vector<8xi16>
    %1260 = llvm.insertelement %1252, %1259[%26 : i32] : vector<8xi16>
    %1261 = llvm.insertelement %1253, %1260[%24 : i32] : vector<8xi16>
    %1262 = llvm.insertelement %1254, %1261[%27 : i32] : vector<8xi16>
    %1263 = llvm.extractelement %1262[%3 : i32] : vector<8xi16>
    %1264 = llvm.extractelement %1262[%6 : i32] : vector<8xi16>
    %1265 = llvm.extractelement %1262[%7 : i32] : vector<8xi16>
    %1266 = llvm.extractelement %1262[%8 : i32] : vector<8xi16>
    %1267 = llvm.extractelement %1262[%19 : i32] : vector<8xi16>
    %1268 = llvm.extractelement %1262[%26 : i32] : vector<8xi16>
    %1269 = llvm.extractelement %1262[%24 : i32] : vector<8xi16>
    %1270 = llvm.extractelement %1262[%27 : i32] : vector<8xi16>
    %1271 = llvm.insertelement %1263, %85[%3 : i32] : vector<2xi16>
    %1272 = llvm.insertelement %1264, %1271[%6 : i32] : vector<2xi16>
    %1273 = llvm.bitcast %1272 : vector<2xi16> to i32
    %1274 = llvm.insertelement %1265, %85[%3 : i32] : vector<2xi16>
    %1275 = llvm.insertelement %1266, %1274[%6 : i32] : vector<2xi16>
    %1276 = llvm.bitcast %1275 : vector<2xi16> to i32
    %1277 = llvm.insertelement %1267, %85[%3 : i32] : vector<2xi16>
    %1278 = llvm.insertelement %1268, %1277[%6 : i32] : vector<2xi16>
    %1279 = llvm.bitcast %1278 : vector<2xi16> to i32
    %1280 = llvm.insertelement %1269, %85[%3 : i32] : vector<2xi16>
    %1281 = llvm.insertelement %1270, %1280[%6 : i32] : vector<2xi16>
    %1282 = llvm.bitcast %1281 : vector<2xi16> to i32
    %1283 = llvm.insertelement %1273, %86[%3 : i32] : vector<4xi32>
    %1284 = llvm.insertelement %1276, %1283[%6 : i32] : vector<4xi32>
    %1285 = llvm.insertelement %1279, %1284[%7 : i32] : vector<4xi32>
    %1286 = llvm.insertelement %1282, %1285[%8 : i32] : vector<4xi32>
    llvm.store %1286, %1230 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1287 = llvm.xor %1168, %94 : i32
    %1288 = llvm.add %1287, %3 : i32
    %1289 = llvm.getelementptr inbounds %93[%1288] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1290 = llvm.insertelement %1107, %83[%3 : i32] : vector<8xf16>
    %1291 = llvm.insertelement %1108, %1290[%6 : i32] : vector<8xf16>
    %1292 = llvm.insertelement %1109, %1291[%7 : i32] : vector<8xf16>
    %1293 = llvm.insertelement %1110, %1292[%8 : i32] : vector<8xf16>
    %1294 = llvm.insertelement %1111, %1293[%19 : i32] : vector<8xf16>
    %1295 = llvm.insertelement %1112, %1294[%26 : i32] : vector<8xf16>
    %1296 = llvm.insertelement %1113, %1295[%24 : i32] : vector<8xf16>
    %1297 = llvm.insertelement %1114, %1296[%27 : i32] : vector<8xf16>
    %1298 = llvm.extractelement %1297[%3 : i32] : vector<8xf16>
    %1299 = llvm.extractelement %1297[%6 : i32] : vector<8xf16>
    %1300 = llvm.extractelement %1297[%7 : i32] : vector<8xf16>
    %1301 = llvm.extractelement %1297[%8 : i32] : vector<8xf16>
    %1302 = llvm.extractelement %1297[%19 : i32] : vector<8xf16>
    %1303 = llvm.extractelement %1297[%26 : i32] : vector<8xf16>
    %1304 = llvm.extractelement %1297[%24 : i32] : vector<8xf16>
    %1305 = llvm.extractelement %1297[%27 : i32] : vector<8xf16>
    %1306 = llvm.bitcast %1298 : f16 to i16
    %1307 = llvm.bitcast %1299 : f16 to i16
    %1308 = llvm.bitcast %1300 : f16 to i16
    %1309 = llvm.bitcast %1301 : f16 to i16
    %1310 = llvm.bitcast %1302 : f16 to i16
    %1311 = llvm.bitcast %1303 : f16 to i16
    %1312 = llvm.bitcast %1304 : f16 to i16
    %1313 = llvm.bitcast %1305 : f16 to i16
    %1314 = llvm.insertelement %1306, %84[%3 : i32] : vector<8xi16>
    %1315 = llvm.insertelement %1307, %1314[%6 : i32] : vector<8xi16>
    %1316 = llvm.insertelement %1308, %1315[%7 : i32] : vector<8xi16>
    %1317 = llvm.insertelement %1309, %1316[%8 : i32] : vector<8xi16>
    %1318 = llvm.insertelement %1310, %1317[%19 : i32] : vector<8xi16>
    %1319 = llvm.insertelement %1311, %1318[%26 : i32] : vector<8xi16>
    %1320 = llvm.insertelement %1312, %1319[%24 : i32] : vector<8xi16>
    %1321 = llvm.insertelement %1313, %1320[%27 : i32] : vector<8xi16>
    %1322 = llvm.extractelement %1321[%3 : i32] : vector<8xi16>
    %1323 = llvm.extractelement %1321[%6 : i32] : vector<8xi16>
    %1324 = llvm.extractelement %1321[%7 : i32] : vector<8xi16>
    %1325 = llvm.extractelement %1321[%8 : i32] : vector<8xi16>
    %1326 = llvm.extractelement %1321[%19 : i32] : vector<8xi16>
    %1327 = llvm.extractelement %1321[%26 : i32] : vector<8xi16>
    %1328 = llvm.extractelement %1321[%24 : i32] : vector<8xi16>
    %1329 = llvm.extractelement %1321[%27 : i32] : vector<8xi16>
    %1330 = llvm.insertelement %1322, %85[%3 : i32] : vector<2xi16>
    %1331 = llvm.insertelement %1323, %1330[%6 : i32] : vector<2xi16>
    %1332 = llvm.bitcast %1331 : vector<2xi16> to i32
    %1333 = llvm.insertelement %1324, %85[%3 : i32] : vector<2xi16>
    %1334 = llvm.insertelement %1325, %1333[%6 : i32] : vector<2xi16>
    %1335 = llvm.bitcast %1334 : vector<2xi16> to i32
    %1336 = llvm.insertelement %1326, %85[%3 : i32] : vector<2xi16>
    %1337 = llvm.insertelement %1327, %1336[%6 : i32] : vector<2xi16>
    %1338 = llvm.bitcast %1337 : vector<2xi16> to i32
    %1339 = llvm.insertelement %1328, %85[%3 : i32] : vector<2xi16>
    %1340 = llvm.insertelement %1329, %1339[%6 : i32] : vector<2xi16>
    %1341 = llvm.bitcast %1340 : vector<2xi16> to i32
    %1342 = llvm.insertelement %1332, %86[%3 : i32] : vector<4xi32>
    %1343 = llvm.insertelement %1335, %1342[%6 : i32] : vector<4xi32>
    %1344 = llvm.insertelement %1338, %1343[%7 : i32] : vector<4xi32>
    %1345 = llvm.insertelement %1341, %1344[%8 : i32] : vector<4xi32>
    llvm.store %1345, %1289 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1346 = llvm.xor %1168, %66 : i32
    %1347 = llvm.add %1346, %3 : i32
    %1348 = llvm.getelementptr inbounds %93[%1347] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1349 = llvm.insertelement %1115, %83[%3 : i32] : vector<8xf16>
    %1350 = llvm.insertelement %1116, %1349[%6 : i32] : vector<8xf16>
    %1351 = llvm.insertelement %1117, %1350[%7 : i32] : vector<8xf16>
    %1352 = llvm.insertelement %1118, %1351[%8 : i32] : vector<8xf16>
    %1353 = llvm.insertelement %1119, %1352[%19 : i32] : vector<8xf16>
    %1354 = llvm.insertelement %1120, %1353[%26 : i32] : vector<8xf16>
    %1355 = llvm.insertelement %1121, %1354[%24 : i32] : vector<8xf16>
    %1356 = llvm.insertelement %1122, %1355[%27 : i32] : vector<8xf16>
    %1357 = llvm.extractelement %1356[%3 : i32] : vector<8xf16>
    %1358 = llvm.extractelement %1356[%6 : i32] : vector<8xf16>
    %1359 = llvm.extractelement %1356[%7 : i32] : vector<8xf16>
    %1360 = llvm.extractelement %1356[%8 : i32] : vector<8xf16>
    %1361 = llvm.extractelement %1356[%19 : i32] : vector<8xf16>
    %1362 = llvm.extractelement %1356[%26 : i32] : vector<8xf16>
    %1363 = llvm.extractelement %1356[%24 : i32] : vector<8xf16>
    %1364 = llvm.extractelement %1356[%27 : i32] : vector<8xf16>
    %1365 = llvm.bitcast %1357 : f16 to i16
    %1366 = llvm.bitcast %1358 : f16 to i16
    %1367 = llvm.bitcast %1359 : f16 to i16
    %1368 = llvm.bitcast %1360 : f16 to i16
    %1369 = llvm.bitcast %1361 : f16 to i16
    %1370 = llvm.bitcast %1362 : f16 to i16
    %1371 = llvm.bitcast %1363 : f16 to i16
    %1372 = llvm.bitcast %1364 : f16 to i16
    %1373 = llvm.insertelement %1365, %84[%3 : i32] : vector<8xi16>
    %1374 = llvm.insertelement %1366, %1373[%6 : i32] : vector<8xi16>
    %1375 = llvm.insertelement %1367, %1374[%7 : i32] : vector<8xi16>
    %1376 = llvm.insertelement %1368, %1375[%8 : i32] : vector<8xi16>
    %1377 = llvm.insertelement %1369, %1376[%19 : i32] : vector<8xi16>
    %1378 = llvm.insertelement %1370, %1377[%26 : i32] : vector<8xi16>
    %1379 = llvm.insertelement %1371, %1378[%24 : i32] : vector<8xi16>
    %1380 = llvm.insertelement %1372, %1379[%27 : i32] : vector<8xi16>
    %1381 = llvm.extractelement %1380[%3 : i32] : vector<8xi16>
    %1382 = llvm.extractelement %1380[%6 : i32] : vector<8xi16>
    %1383 = llvm.extractelement %1380[%7 : i32] : vector<8xi16>
    %1384 = llvm.extractelement %1380[%8 : i32] : vector<8xi16>
    %1385 = llvm.extractelement %1380[%19 : i32] : vector<8xi16>
    %1386 = llvm.extractelement %1380[%26 : i32] : vector<8xi16>
    %1387 = llvm.extractelement %1380[%24 : i32] : vector<8xi16>
    %1388 = llvm.extractelement %1380[%27 : i32] : vector<8xi16>
    %1389 = llvm.insertelement %1381, %85[%3 : i32] : vector<2xi16>
    %1390 = llvm.insertelement %1382, %1389[%6 : i32] : vector<2xi16>
    %1391 = llvm.bitcast %1390 : vector<2xi16> to i32
    %1392 = llvm.insertelement %1383, %85[%3 : i32] : vector<2xi16>
    %1393 = llvm.insertelement %1384, %1392[%6 : i32] : vector<2xi16>
    %1394 = llvm.bitcast %1393 : vector<2xi16> to i32
    %1395 = llvm.insertelement %1385, %85[%3 : i32] : vector<2xi16>
    %1396 = llvm.insertelement %1386, %1395[%6 : i32] : vector<2xi16>
    %1397 = llvm.bitcast %1396 : vector<2xi16> to i32
    %1398 = llvm.insertelement %1387, %85[%3 : i32] : vector<2xi16>
    %1399 = llvm.insertelement %1388, %1398[%6 : i32] : vector<2xi16>
    %1400 = llvm.bitcast %1399 : vector<2xi16> to i32
    %1401 = llvm.insertelement %1391, %86[%3 : i32] : vector<4xi32>
    %1402 = llvm.insertelement %1394, %1401[%6 : i32] : vector<4xi32>
    %1403 = llvm.insertelement %1397, %1402[%7 : i32] : vector<4xi32>
    %1404 = llvm.insertelement %1400, %1403[%8 : i32] : vector<4xi32>
    llvm.store %1404, %1348 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1405 = llvm.xor %1168, %5 : i32
    %1406 = llvm.add %1405, %3 : i32
    %1407 = llvm.getelementptr inbounds %93[%1406] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1408 = llvm.insertelement %1123, %83[%3 : i32] : vector<8xf16>
    %1409 = llvm.insertelement %1124, %1408[%6 : i32] : vector<8xf16>
    %1410 = llvm.insertelement %1125, %1409[%7 : i32] : vector<8xf16>
    %1411 = llvm.insertelement %1126, %1410[%8 : i32] : vector<8xf16>
    %1412 = llvm.insertelement %1127, %1411[%19 : i32] : vector<8xf16>
    %1413 = llvm.insertelement %1128, %1412[%26 : i32] : vector<8xf16>
    %1414 = llvm.insertelement %1129, %1413[%24 : i32] : vector<8xf16>
    %1415 = llvm.insertelement %1130, %1414[%27 : i32] : vector<8xf16>
    %1416 = llvm.extractelement %1415[%3 : i32] : vector<8xf16>
    %1417 = llvm.extractelement %1415[%6 : i32] : vector<8xf16>
    %1418 = llvm.extractelement %1415[%7 : i32] : vector<8xf16>
    %1419 = llvm.extractelement %1415[%8 : i32] : vector<8xf16>
    %1420 = llvm.extractelement %1415[%19 : i32] : vector<8xf16>
    %1421 = llvm.extractelement %1415[%26 : i32] : vector<8xf16>
    %1422 = llvm.extractelement %1415[%24 : i32] : vector<8xf16>
    %1423 = llvm.extractelement %1415[%27 : i32] : vector<8xf16>
    %1424 = llvm.bitcast %1416 : f16 to i16
    %1425 = llvm.bitcast %1417 : f16 to i16
    %1426 = llvm.bitcast %1418 : f16 to i16
    %1427 = llvm.bitcast %1419 : f16 to i16
    %1428 = llvm.bitcast %1420 : f16 to i16
    %1429 = llvm.bitcast %1421 : f16 to i16
    %1430 = llvm.bitcast %1422 : f16 to i16
    %1431 = llvm.bitcast %1423 : f16 to i16
    %1432 = llvm.insertelement %1424, %84[%3 : i32] : vector<8xi16>
    %1433 = llvm.insertelement %1425, %1432[%6 : i32] : vector<8xi16>
    %1434 = llvm.insertelement %1426, %1433[%7 : i32] : vector<8xi16>
    %1435 = llvm.insertelement %1427, %1434[%8 : i32] : vector<8xi16>
    %1436 = llvm.insertelement %1428, %1435[%19 : i32] : vector<8xi16>
    %1437 = llvm.insertelement %1429, %1436[%26 : i32] : vector<8xi16>
    %1438 = llvm.insertelement %1430, %1437[%24 : i32] : vector<8xi16>
    %1439 = llvm.insertelement %1431, %1438[%27 : i32] : vector<8xi16>
    %1440 = llvm.extractelement %1439[%3 : i32] : vector<8xi16>
    %1441 = llvm.extractelement %1439[%6 : i32] : vector<8xi16>
    %1442 = llvm.extractelement %1439[%7 : i32] : vector<8xi16>
    %1443 = llvm.extractelement %1439[%8 : i32] : vector<8xi16>
    %1444 = llvm.extractelement %1439[%19 : i32] : vector<8xi16>
    %1445 = llvm.extractelement %1439[%26 : i32] : vector<8xi16>
    %1446 = llvm.extractelement %1439[%24 : i32] : vector<8xi16>
    %1447 = llvm.extractelement %1439[%27 : i32] : vector<8xi16>
    %1448 = llvm.insertelement %1440, %85[%3 : i32] : vector<2xi16>
    %1449 = llvm.insertelement %1441, %1448[%6 : i32] : vector<2xi16>
    %1450 = llvm.bitcast %1449 : vector<2xi16> to i32
    %1451 = llvm.insertelement %1442, %85[%3 : i32] : vector<2xi16>
    %1452 = llvm.insertelement %1443, %1451[%6 : i32] : vector<2xi16>
    %1453 = llvm.bitcast %1452 : vector<2xi16> to i32
    %1454 = llvm.insertelement %1444, %85[%3 : i32] : vector<2xi16>
    %1455 = llvm.insertelement %1445, %1454[%6 : i32] : vector<2xi16>
    %1456 = llvm.bitcast %1455 : vector<2xi16> to i32
    %1457 = llvm.insertelement %1446, %85[%3 : i32] : vector<2xi16>
    %1458 = llvm.insertelement %1447, %1457[%6 : i32] : vector<2xi16>
    %1459 = llvm.bitcast %1458 : vector<2xi16> to i32
    %1460 = llvm.insertelement %1450, %86[%3 : i32] : vector<4xi32>
    %1461 = llvm.insertelement %1453, %1460[%6 : i32] : vector<4xi32>
    %1462 = llvm.insertelement %1456, %1461[%7 : i32] : vector<4xi32>
    %1463 = llvm.insertelement %1459, %1462[%8 : i32] : vector<4xi32>
    llvm.store %1463, %1407 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1464 = llvm.xor %1168, %87 : i32
    %1465 = llvm.add %1464, %3 : i32
    %1466 = llvm.getelementptr inbounds %93[%1465] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1467 = llvm.insertelement %1131, %83[%3 : i32] : vector<8xf16>
    %1468 = llvm.insertelement %1132, %1467[%6 : i32] : vector<8xf16>
    %1469 = llvm.insertelement %1133, %1468[%7 : i32] : vector<8xf16>
    %1470 = llvm.insertelement %1134, %1469[%8 : i32] : vector<8xf16>
    %1471 = llvm.insertelement %1135, %1470[%19 : i32] : vector<8xf16>
    %1472 = llvm.insertelement %1136, %1471[%26 : i32] : vector<8xf16>
    %1473 = llvm.insertelement %1137, %1472[%24 : i32] : vector<8xf16>
    %1474 = llvm.insertelement %1138, %1473[%27 : i32] : vector<8xf16>
    %1475 = llvm.extractelement %1474[%3 : i32] : vector<8xf16>
    %1476 = llvm.extractelement %1474[%6 : i32] : vector<8xf16>
    %1477 = llvm.extractelement %1474[%7 : i32] : vector<8xf16>
    %1478 = llvm.extractelement %1474[%8 : i32] : vector<8xf16>
    %1479 = llvm.extractelement %1474[%19 : i32] : vector<8xf16>
    %1480 = llvm.extractelement %1474[%26 : i32] : vector<8xf16>
    %1481 = llvm.extractelement %1474[%24 : i32] : vector<8xf16>
    %1482 = llvm.extractelement %1474[%27 : i32] : vector<8xf16>
    %1483 = llvm.bitcast %1475 : f16 to i16
    %1484 = llvm.bitcast %1476 : f16 to i16
    %1485 = llvm.bitcast %1477 : f16 to i16
    %1486 = llvm.bitcast %1478 : f16 to i16
    %1487 = llvm.bitcast %1479 : f16 to i16
    %1488 = llvm.bitcast %1480 : f16 to i16
    %1489 = llvm.bitcast %1481 : f16 to i16
    %1490 = llvm.bitcast %1482 : f16 to i16
    %1491 = llvm.insertelement %1483, %84[%3 : i32] : vector<8xi16>
    %1492 = llvm.insertelement %1484, %1491[%6 : i32] : vector<8xi16>
    %1493 = llvm.insertelement %1485, %1492[%7 : i32] : vector<8xi16>
    %1494 = llvm.insertelement %1486, %1493[%8 : i32] : vector<8xi16>
    %1495 = llvm.insertelement %1487, %1494[%19 : i32] : vector<8xi16>
    %1496 = llvm.insertelement %1488, %1495[%26 : i32] : vector<8xi16>
    %1497 = llvm.insertelement %1489, %1496[%24 : i32] : vector<8xi16>
    %1498 = llvm.insertelement %1490, %1497[%27 : i32] : vector<8xi16>
    %1499 = llvm.extractelement %1498[%3 : i32] : vector<8xi16>
    %1500 = llvm.extractelement %1498[%6 : i32] : vector<8xi16>
    %1501 = llvm.extractelement %1498[%7 : i32] : vector<8xi16>
    %1502 = llvm.extractelement %1498[%8 : i32] : vector<8xi16>
    %1503 = llvm.extractelement %1498[%19 : i32] : vector<8xi16>
    %1504 = llvm.extractelement %1498[%26 : i32] : vector<8xi16>
    %1505 = llvm.extractelement %1498[%24 : i32] : vector<8xi16>
    %1506 = llvm.extractelement %1498[%27 : i32] : vector<8xi16>
    %1507 = llvm.insertelement %1499, %85[%3 : i32] : vector<2xi16>
    %1508 = llvm.insertelement %1500, %1507[%6 : i32] : vector<2xi16>
    %1509 = llvm.bitcast %1508 : vector<2xi16> to i32
    %1510 = llvm.insertelement %1501, %85[%3 : i32] : vector<2xi16>
    %1511 = llvm.insertelement %1502, %1510[%6 : i32] : vector<2xi16>
    %1512 = llvm.bitcast %1511 : vector<2xi16> to i32
    %1513 = llvm.insertelement %1503, %85[%3 : i32] : vector<2xi16>
    %1514 = llvm.insertelement %1504, %1513[%6 : i32] : vector<2xi16>
    %1515 = llvm.bitcast %1514 : vector<2xi16> to i32
    %1516 = llvm.insertelement %1505, %85[%3 : i32] : vector<2xi16>
    %1517 = llvm.insertelement %1506, %1516[%6 : i32] : vector<2xi16>
    %1518 = llvm.bitcast %1517 : vector<2xi16> to i32
    %1519 = llvm.insertelement %1509, %86[%3 : i32] : vector<4xi32>
    %1520 = llvm.insertelement %1512, %1519[%6 : i32] : vector<4xi32>
    %1521 = llvm.insertelement %1515, %1520[%7 : i32] : vector<4xi32>
    %1522 = llvm.insertelement %1518, %1521[%8 : i32] : vector<4xi32>
    llvm.store %1522, %1466 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1523 = llvm.xor %1168, %88 : i32
    %1524 = llvm.add %1523, %3 : i32
    %1525 = llvm.getelementptr inbounds %93[%1524] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1526 = llvm.insertelement %1139, %83[%3 : i32] : vector<8xf16>
    %1527 = llvm.insertelement %1140, %1526[%6 : i32] : vector<8xf16>
    %1528 = llvm.insertelement %1141, %1527[%7 : i32] : vector<8xf16>
    %1529 = llvm.insertelement %1142, %1528[%8 : i32] : vector<8xf16>
    %1530 = llvm.insertelement %1143, %1529[%19 : i32] : vector<8xf16>
    %1531 = llvm.insertelement %1144, %1530[%26 : i32] : vector<8xf16>
    %1532 = llvm.insertelement %1145, %1531[%24 : i32] : vector<8xf16>
    %1533 = llvm.insertelement %1146, %1532[%27 : i32] : vector<8xf16>
    %1534 = llvm.extractelement %1533[%3 : i32] : vector<8xf16>
    %1535 = llvm.extractelement %1533[%6 : i32] : vector<8xf16>
    %1536 = llvm.extractelement %1533[%7 : i32] : vector<8xf16>
    %1537 = llvm.extractelement %1533[%8 : i32] : vector<8xf16>
    %1538 = llvm.extractelement %1533[%19 : i32] : vector<8xf16>
    %1539 = llvm.extractelement %1533[%26 : i32] : vector<8xf16>
    %1540 = llvm.extractelement %1533[%24 : i32] : vector<8xf16>
    %1541 = llvm.extractelement %1533[%27 : i32] : vector<8xf16>
    %1542 = llvm.bitcast %1534 : f16 to i16
    %1543 = llvm.bitcast %1535 : f16 to i16
    %1544 = llvm.bitcast %1536 : f16 to i16
    %1545 = llvm.bitcast %1537 : f16 to i16
    %1546 = llvm.bitcast %1538 : f16 to i16
    %1547 = llvm.bitcast %1539 : f16 to i16
    %1548 = llvm.bitcast %1540 : f16 to i16
    %1549 = llvm.bitcast %1541 : f16 to i16
    %1550 = llvm.insertelement %1542, %84[%3 : i32] : vector<8xi16>
    %1551 = llvm.insertelement %1543, %1550[%6 : i32] : vector<8xi16>
    %1552 = llvm.insertelement %1544, %1551[%7 : i32] : vector<8xi16>
    %1553 = llvm.insertelement %1545, %1552[%8 : i32] : vector<8xi16>
    %1554 = llvm.insertelement %1546, %1553[%19 : i32] : vector<8xi16>
    %1555 = llvm.insertelement %1547, %1554[%26 : i32] : vector<8xi16>
    %1556 = llvm.insertelement %1548, %1555[%24 : i32] : vector<8xi16>
    %1557 = llvm.insertelement %1549, %1556[%27 : i32] : vector<8xi16>
    %1558 = llvm.extractelement %1557[%3 : i32] : vector<8xi16>
    %1559 = llvm.extractelement %1557[%6 : i32] : vector<8xi16>
    %1560 = llvm.extractelement %1557[%7 : i32] : vector<8xi16>
    %1561 = llvm.extractelement %1557[%8 : i32] : vector<8xi16>
    %1562 = llvm.extractelement %1557[%19 : i32] : vector<8xi16>
    %1563 = llvm.extractelement %1557[%26 : i32] : vector<8xi16>
    %1564 = llvm.extractelement %1557[%24 : i32] : vector<8xi16>
    %1565 = llvm.extractelement %1557[%27 : i32] : vector<8xi16>
    %1566 = llvm.insertelement %1558, %85[%3 : i32] : vector<2xi16>
    %1567 = llvm.insertelement %1559, %1566[%6 : i32] : vector<2xi16>
    %1568 = llvm.bitcast %1567 : vector<2xi16> to i32
    %1569 = llvm.insertelement %1560, %85[%3 : i32] : vector<2xi16>
    %1570 = llvm.insertelement %1561, %1569[%6 : i32] : vector<2xi16>
    %1571 = llvm.bitcast %1570 : vector<2xi16> to i32
    %1572 = llvm.insertelement %1562, %85[%3 : i32] : vector<2xi16>
    %1573 = llvm.insertelement %1563, %1572[%6 : i32] : vector<2xi16>
    %1574 = llvm.bitcast %1573 : vector<2xi16> to i32
    %1575 = llvm.insertelement %1564, %85[%3 : i32] : vector<2xi16>
    %1576 = llvm.insertelement %1565, %1575[%6 : i32] : vector<2xi16>
    %1577 = llvm.bitcast %1576 : vector<2xi16> to i32
    %1578 = llvm.insertelement %1568, %86[%3 : i32] : vector<4xi32>
    %1579 = llvm.insertelement %1571, %1578[%6 : i32] : vector<4xi32>
    %1580 = llvm.insertelement %1574, %1579[%7 : i32] : vector<4xi32>
    %1581 = llvm.insertelement %1577, %1580[%8 : i32] : vector<4xi32>
    llvm.store %1581, %1525 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1582 = llvm.xor %1168, %89 : i32
    %1583 = llvm.add %1582, %3 : i32
    %1584 = llvm.getelementptr inbounds %93[%1583] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1585 = llvm.insertelement %1147, %83[%3 : i32] : vector<8xf16>
    %1586 = llvm.insertelement %1148, %1585[%6 : i32] : vector<8xf16>
    %1587 = llvm.insertelement %1149, %1586[%7 : i32] : vector<8xf16>
    %1588 = llvm.insertelement %1150, %1587[%8 : i32] : vector<8xf16>
    %1589 = llvm.insertelement %1151, %1588[%19 : i32] : vector<8xf16>
    %1590 = llvm.insertelement %1152, %1589[%26 : i32] : vector<8xf16>
    %1591 = llvm.insertelement %1153, %1590[%24 : i32] : vector<8xf16>
    %1592 = llvm.insertelement %1154, %1591[%27 : i32] : vector<8xf16>
    %1593 = llvm.extractelement %1592[%3 : i32] : vector<8xf16>
    %1594 = llvm.extractelement %1592[%6 : i32] : vector<8xf16>
    %1595 = llvm.extractelement %1592[%7 : i32] : vector<8xf16>
    %1596 = llvm.extractelement %1592[%8 : i32] : vector<8xf16>
    %1597 = llvm.extractelement %1592[%19 : i32] : vector<8xf16>
    %1598 = llvm.extractelement %1592[%26 : i32] : vector<8xf16>
    %1599 = llvm.extractelement %1592[%24 : i32] : vector<8xf16>
    %1600 = llvm.extractelement %1592[%27 : i32] : vector<8xf16>
    %1601 = llvm.bitcast %1593 : f16 to i16
    %1602 = llvm.bitcast %1594 : f16 to i16
    %1603 = llvm.bitcast %1595 : f16 to i16
    %1604 = llvm.bitcast %1596 : f16 to i16
    %1605 = llvm.bitcast %1597 : f16 to i16
    %1606 = llvm.bitcast %1598 : f16 to i16
    %1607 = llvm.bitcast %1599 : f16 to i16
    %1608 = llvm.bitcast %1600 : f16 to i16
    %1609 = llvm.insertelement %1601, %84[%3 : i32] : vector<8xi16>
    %1610 = llvm.insertelement %1602, %1609[%6 : i32] : vector<8xi16>
    %1611 = llvm.insertelement %1603, %1610[%7 : i32] : vector<8xi16>
    %1612 = llvm.insertelement %1604, %1611[%8 : i32] : vector<8xi16>
    %1613 = llvm.insertelement %1605, %1612[%19 : i32] : vector<8xi16>
    %1614 = llvm.insertelement %1606, %1613[%26 : i32] : vector<8xi16>
    %1615 = llvm.insertelement %1607, %1614[%24 : i32] : vector<8xi16>
    %1616 = llvm.insertelement %1608, %1615[%27 : i32] : vector<8xi16>
    %1617 = llvm.extractelement %1616[%3 : i32] : vector<8xi16>
    %1618 = llvm.extractelement %1616[%6 : i32] : vector<8xi16>
    %1619 = llvm.extractelement %1616[%7 : i32] : vector<8xi16>
    %1620 = llvm.extractelement %1616[%8 : i32] : vector<8xi16>
    %1621 = llvm.extractelement %1616[%19 : i32] : vector<8xi16>
    %1622 = llvm.extractelement %1616[%26 : i32] : vector<8xi16>
    %1623 = llvm.extractelement %1616[%24 : i32] : vector<8xi16>
    %1624 = llvm.extractelement %1616[%27 : i32] : vector<8xi16>
    %1625 = llvm.insertelement %1617, %85[%3 : i32] : vector<2xi16>
    %1626 = llvm.insertelement %1618, %1625[%6 : i32] : vector<2xi16>
    %1627 = llvm.bitcast %1626 : vector<2xi16> to i32
    %1628 = llvm.insertelement %1619, %85[%3 : i32] : vector<2xi16>
    %1629 = llvm.insertelement %1620, %1628[%6 : i32] : vector<2xi16>
    %1630 = llvm.bitcast %1629 : vector<2xi16> to i32
    %1631 = llvm.insertelement %1621, %85[%3 : i32] : vector<2xi16>
    %1632 = llvm.insertelement %1622, %1631[%6 : i32] : vector<2xi16>
    %1633 = llvm.bitcast %1632 : vector<2xi16> to i32
    %1634 = llvm.insertelement %1623, %85[%3 : i32] : vector<2xi16>
    %1635 = llvm.insertelement %1624, %1634[%6 : i32] : vector<2xi16>
    %1636 = llvm.bitcast %1635 : vector<2xi16> to i32
    %1637 = llvm.insertelement %1627, %86[%3 : i32] : vector<4xi32>
    %1638 = llvm.insertelement %1630, %1637[%6 : i32] : vector<4xi32>
    %1639 = llvm.insertelement %1633, %1638[%7 : i32] : vector<4xi32>
    %1640 = llvm.insertelement %1636, %1639[%8 : i32] : vector<4xi32>
    llvm.store %1640, %1584 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    nvvm.tcgen05.wait <load>
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.barrier
    %1641 = nvvm.elect.sync -> i1
    %1642 = llvm.and %1641, %224 : i1
    %1643 = llvm.getelementptr %93[%226] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %1644 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r" %1642, %175, %238, %230, %1643 : (i1, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    nvvm.cp.async.bulk.commit.group
    nvvm.cp.async.bulk.wait_group 0
    nvvm.barrier
    nvvm.barrier {aligned = false}
    %1645 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 64;", "b,r" %96, %99 : (i1, !llvm.ptr<6>) -> !llvm.void
    llvm.return
  }
}
