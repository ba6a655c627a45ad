module attributes {ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 384 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 32800 : i32, ttg.target = "cuda:100", ttg.tensor_memory_size = 128 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 8 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @tma_gemm_bias(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg3: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 256>, ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 384 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.constant(false) : i1
    %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %2 = llvm.mlir.constant(true) : i1
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(128 : i32) : i32
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.mlir.constant(2 : i32) : i32
    %7 = llvm.mlir.constant(64 : i32) : i32
    %8 = llvm.mlir.constant(2 : i64) : i64
    %9 = llvm.mlir.constant(384 : i64) : i64
    %10 = llvm.mlir.constant(255 : i32) : i32
    %11 = llvm.mlir.undef : vector<1xi32>
    %12 = llvm.mlir.constant(-1 : i32) : i32
    %13 = llvm.mlir.constant(3 : i32) : i32
    %14 = llvm.mlir.constant(21 : i32) : i32
    %15 = llvm.mlir.constant(4 : i32) : i32
    %16 = llvm.mlir.constant(16 : i32) : i32
    %17 = llvm.mlir.undef : !llvm.struct<(ptr<3>, i32)>
    %18 = llvm.mlir.constant(4096 : i32) : i32
    %19 = llvm.mlir.constant(32767 : i32) : i32
    %20 = llvm.mlir.constant(-2147467232 : i32) : i32
    %21 = llvm.mlir.undef : vector<2xi32>
    %22 = llvm.mlir.constant(136314896 : i32) : i32
    %23 = llvm.mlir.constant(0 : index) : i32
    %24 = llvm.mlir.constant(5 : i32) : i32
    %25 = llvm.mlir.constant(6 : i32) : i32
    %26 = llvm.mlir.constant(7 : i32) : i32
    %27 = llvm.mlir.constant(8 : i32) : i32
    %28 = llvm.mlir.constant(9 : i32) : i32
    %29 = llvm.mlir.constant(10 : i32) : i32
    %30 = llvm.mlir.constant(11 : i32) : i32
    %31 = llvm.mlir.constant(12 : i32) : i32
    %32 = llvm.mlir.constant(13 : i32) : i32
    %33 = llvm.mlir.constant(14 : i32) : i32
    %34 = llvm.mlir.constant(15 : i32) : i32
    %35 = llvm.mlir.constant(17 : i32) : i32
    %36 = llvm.mlir.constant(18 : i32) : i32
    %37 = llvm.mlir.constant(19 : i32) : i32
    %38 = llvm.mlir.constant(20 : i32) : i32
    %39 = llvm.mlir.constant(22 : i32) : i32
    %40 = llvm.mlir.constant(23 : i32) : i32
    %41 = llvm.mlir.constant(24 : i32) : i32
    %42 = llvm.mlir.constant(25 : i32) : i32
    %43 = llvm.mlir.constant(26 : i32) : i32
    %44 = llvm.mlir.constant(27 : i32) : i32
    %45 = llvm.mlir.constant(28 : i32) : i32
    %46 = llvm.mlir.constant(29 : i32) : i32
    %47 = llvm.mlir.constant(30 : i32) : i32
    %48 = llvm.mlir.constant(31 : i32) : i32
    %49 = llvm.mlir.constant(33 : i32) : i32
    %50 = llvm.mlir.constant(34 : i32) : i32
    %51 = llvm.mlir.constant(35 : i32) : i32
    %52 = llvm.mlir.constant(36 : i32) : i32
    %53 = llvm.mlir.constant(37 : i32) : i32
    %54 = llvm.mlir.constant(38 : i32) : i32
    %55 = llvm.mlir.constant(39 : i32) : i32
    %56 = llvm.mlir.constant(40 : i32) : i32
    %57 = llvm.mlir.constant(41 : i32) : i32
    %58 = llvm.mlir.constant(42 : i32) : i32
    %59 = llvm.mlir.constant(43 : i32) : i32
    %60 = llvm.mlir.constant(44 : i32) : i32
    %61 = llvm.mlir.constant(45 : i32) : i32
    %62 = llvm.mlir.constant(46 : i32) : i32
    %63 = llvm.mlir.constant(47 : i32) : i32
    %64 = llvm.mlir.constant(48 : i32) : i32
    %65 = llvm.mlir.constant(49 : i32) : i32
    %66 = llvm.mlir.constant(50 : i32) : i32
    %67 = llvm.mlir.constant(51 : i32) : i32
    %68 = llvm.mlir.constant(52 : i32) : i32
    %69 = llvm.mlir.constant(53 : i32) : i32
    %70 = llvm.mlir.constant(54 : i32) : i32
    %71 = llvm.mlir.constant(55 : i32) : i32
    %72 = llvm.mlir.constant(56 : i32) : i32
    %73 = llvm.mlir.constant(57 : i32) : i32
    %74 = llvm.mlir.constant(58 : i32) : i32
    %75 = llvm.mlir.constant(59 : i32) : i32
    %76 = llvm.mlir.constant(60 : i32) : i32
    %77 = llvm.mlir.constant(61 : i32) : i32
    %78 = llvm.mlir.constant(62 : i32) : i32
    %79 = llvm.mlir.constant(63 : i32) : i32
    %80 = llvm.mlir.undef : vector<1xf32>
    %81 = llvm.mlir.undef : vector<8xf16>
    %82 = llvm.mlir.undef : vector<8xi16>
    %83 = llvm.mlir.undef : vector<2xi16>
    %84 = llvm.mlir.undef : vector<4xi32>
    %85 = llvm.mlir.constant(80 : i32) : i32
    %86 = llvm.mlir.constant(96 : i32) : i32
    %87 = llvm.mlir.constant(112 : i32) : i32
    %88 = llvm.mlir.constant(0 : i64) : i64
    %89 = llvm.mlir.constant(128 : i64) : i64
    %90 = llvm.mlir.constant(256 : i64) : i64
    %91 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %92 = llvm.mlir.constant(32 : i32) : i32
    %93 = nvvm.read.ptx.sreg.tid.x : i32
    %94 = llvm.icmp "ult" %93, %92 : i32
    %95 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 128;", "b,r" %94, %91 : (i1, !llvm.ptr<3>) -> !llvm.void
    nvvm.barrier
    %96 = llvm.load %91 : !llvm.ptr<3> -> i32
    nvvm.barrier
    %97 = llvm.inttoptr %96 : i32 to !llvm.ptr<6>
    %98 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "b" %94 : (i1) -> !llvm.void
    %99 = llvm.sext %arg6 : i32 to i64
    %100 = nvvm.read.ptx.sreg.ctaid.x : i32
    %101 = nvvm.read.ptx.sreg.ctaid.y : i32
    %102 = nvvm.read.ptx.sreg.ctaid.z : i32
    %103 = nvvm.read.ptx.sreg.nctaid.x : i32
    %104 = nvvm.read.ptx.sreg.nctaid.y : i32
    %105 = llvm.zext %102 : i32 to i64
    %106 = llvm.zext %101 : i32 to i64
    %107 = llvm.zext %104 : i32 to i64
    %108 = llvm.mul %105, %107 : i64
    %109 = llvm.add %106, %108 : i64
    %110 = llvm.zext %100 : i32 to i64
    %111 = llvm.zext %103 : i32 to i64
    %112 = llvm.mul %109, %111 : i64
    %113 = llvm.add %110, %112 : i64
    %114 = llvm.mul %113, %9 : i64
    %115 = llvm.add %114, %88 : i64
    %116 = llvm.getelementptr %arg7[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %117 = llvm.mul %99, %8 : i64
    %118 = llvm.and %93, %10 : i32
    %119 = llvm.icmp "slt" %118, %92 : i32
    %120 = llvm.getelementptr %91[%118] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %121 = llvm.insertelement %3, %11[%3 : i32] : vector<1xi32>
    %122 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %120, %121, %119 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %12 : i32
    %123 = llvm.icmp "eq" %118, %3 : i32
    llvm.cond_br %123, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %124 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %91, %arg0 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %125 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l" %91 : (!llvm.ptr<3>) -> !llvm.void
    %126 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %91, %92 : (!llvm.ptr<3>, i32) -> !llvm.void
    %127 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %91, %4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %128 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %91, %arg6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %129 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %91, %arg4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %130 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %91, %117 : (!llvm.ptr<3>, i64) -> !llvm.void
    %131 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %91, %5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %132 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %91, %5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %133 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;", "l" %91 : (!llvm.ptr<3>) -> !llvm.void
    %134 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x2;", "l" %91 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    nvvm.bar.warp.sync %12 : i32
    %135 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %116, %91, %119 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %136 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %116, %119, %119, %119 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier
    %137 = llvm.addrspacecast %116 : !llvm.ptr<1> to !llvm.ptr
    %138 = llvm.add %114, %89 : i64
    %139 = llvm.getelementptr %arg7[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %140 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %120, %121, %119 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %12 : i32
    llvm.cond_br %123, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %141 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %91, %arg1 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %142 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l" %91 : (!llvm.ptr<3>) -> !llvm.void
    %143 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %91, %92 : (!llvm.ptr<3>, i32) -> !llvm.void
    %144 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %91, %4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %145 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %91, %arg6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %146 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %91, %arg5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %147 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %91, %117 : (!llvm.ptr<3>, i64) -> !llvm.void
    %148 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %91, %5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %149 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %91, %5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %150 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;", "l" %91 : (!llvm.ptr<3>) -> !llvm.void
    %151 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x2;", "l" %91 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    nvvm.bar.warp.sync %12 : i32
    %152 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %139, %91, %119 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %153 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %139, %119, %119, %119 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier
    %154 = llvm.addrspacecast %139 : !llvm.ptr<1> to !llvm.ptr
    %155 = llvm.sext %arg5 : i32 to i64
    %156 = llvm.add %114, %90 : i64
    %157 = llvm.getelementptr %arg7[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %158 = llvm.mul %155, %8 : i64
    %159 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %120, %121, %119 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %12 : i32
    llvm.cond_br %123, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %160 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %91, %arg3 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %161 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l" %91 : (!llvm.ptr<3>) -> !llvm.void
    %162 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %91, %7 : (!llvm.ptr<3>, i32) -> !llvm.void
    %163 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %91, %4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %164 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %91, %arg5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %165 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %91, %arg4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %166 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %91, %158 : (!llvm.ptr<3>, i64) -> !llvm.void
    %167 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %91, %5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %168 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %91, %5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %169 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;", "l" %91 : (!llvm.ptr<3>) -> !llvm.void
    %170 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l" %91 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    nvvm.bar.warp.sync %12 : i32
    %171 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %157, %91, %119 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %172 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %157, %119, %119, %119 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier
    %173 = llvm.addrspacecast %157 : !llvm.ptr<1> to !llvm.ptr
    %174 = llvm.mul %100, %4 : i32
    %175 = llvm.mul %101, %4 : i32
    %176 = llvm.ptrtoint %97 : !llvm.ptr<6> to i32
    %177 = llvm.add %176, %3 : i32
    %178 = llvm.inttoptr %177 : i32 to !llvm.ptr<3>
    %179 = llvm.ptrtoint %178 : !llvm.ptr<3> to i32
    %180 = llvm.udiv %93, %92 : i32
    %181 = nvvm.shfl.sync idx %12, %180, %3, %48 : i32 -> i32
    %182 = llvm.and %181, %13 : i32
    %183 = llvm.shl %182, %14 : i32
    %184 = llvm.add %179, %183 : i32
    %185 = llvm.shl %181, %3 : i32
    %186 = llvm.or %3, %185 : i32
    %187 = llvm.xor %3, %3 : i32
    %188 = llvm.and %186, %15 : i32
    %189 = llvm.shl %188, %15 : i32
    %190 = llvm.or disjoint %189, %3 : i32
    %191 = llvm.xor %3, %190 : i32
    %192 = llvm.shl %187, %16 : i32
    %193 = llvm.or disjoint %192, %191 : i32
    %194 = llvm.add %184, %193 : i32
    %195 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.st.sync.aligned.32x32b.x64.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r" %2, %194, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1 : (i1, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.void
    %196 = llvm.getelementptr %91[32768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %197 = llvm.mul %3, %5 : i32
    %198 = llvm.getelementptr %196[%197] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %199 = llvm.insertvalue %198, %17[0] : !llvm.struct<(ptr<3>, i32)> 
    %200 = llvm.insertvalue %3, %199[1] : !llvm.struct<(ptr<3>, i32)> 
    nvvm.tcgen05.wait <store>
    %201 = llvm.icmp "eq" %180, %3 : i32
    %202 = nvvm.elect.sync -> i1
    %203 = llvm.and %201, %202 : i1
    %204 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %203, %198 : (i1, !llvm.ptr<3>) -> !llvm.void
    %205 = llvm.mul %5, %5 : i32
    %206 = llvm.getelementptr %196[%205] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %207 = nvvm.elect.sync -> i1
    %208 = llvm.and %201, %207 : i1
    %209 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %208, %206 : (i1, !llvm.ptr<3>) -> !llvm.void
    %210 = llvm.getelementptr %91[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %211 = llvm.getelementptr %91[32784] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %212 = llvm.getelementptr %211[%197] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %213 = nvvm.elect.sync -> i1
    %214 = llvm.and %201, %213 : i1
    %215 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %214, %212 : (i1, !llvm.ptr<3>) -> !llvm.void
    %216 = llvm.getelementptr %211[%205] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %217 = nvvm.elect.sync -> i1
    %218 = llvm.and %201, %217 : i1
    %219 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %218, %216 : (i1, !llvm.ptr<3>) -> !llvm.void
    %220 = llvm.icmp "sgt" %arg6, %3 : i32
    nvvm.barrier
    %221 = llvm.and %123, %220 : i1
    %222 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 16384;", "b,r" %221, %212 : (i1, !llvm.ptr<3>) -> !llvm.void
    %223 = llvm.mul %3, %18 : i32
    %224 = llvm.getelementptr %91[%223] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.barrier
    %225 = nvvm.elect.sync -> i1
    %226 = llvm.and %220, %225 : i1
    %227 = llvm.icmp "ult" %118, %92 : i32
    %228 = llvm.and %226, %227 : i1
    %229 = llvm.xor %187, %3 : i32
    %230 = llvm.getelementptr %224[%229] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %231 = llvm.add %187, %3 : i32
    %232 = llvm.add %174, %187 : i32
    %233 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %228, %230, %137, %231, %232, %212 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %234 = llvm.getelementptr %210[%223] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    nvvm.barrier
    %235 = nvvm.elect.sync -> i1
    %236 = llvm.and %220, %235 : i1
    %237 = llvm.and %236, %227 : i1
    %238 = llvm.getelementptr %234[%229] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %239 = llvm.add %175, %187 : i32
    %240 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %237, %238, %154, %231, %239, %212 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %241 = llvm.icmp "sgt" %arg6, %92 : i32
    %242 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b" %212, %3, %220 : (!llvm.ptr<3>, i32, i1) -> !llvm.void
    %243 = llvm.icmp "eq" %181, %3 : i32
    %244 = llvm.and %220, %243 : i1
    nvvm.barrier
    llvm.cond_br %244, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %245 = nvvm.elect.sync -> i1
    %246 = llvm.ptrtoint %224 : !llvm.ptr<3> to i32
    %247 = llvm.lshr %246, %15 : i32
    %248 = llvm.and %247, %19 : i32
    %249 = llvm.ptrtoint %234 : !llvm.ptr<3> to i32
    %250 = llvm.lshr %249, %15 : i32
    %251 = llvm.and %250, %19 : i32
    %252 = llvm.add %248, %3 : i32
    %253 = llvm.insertelement %252, %21[%3 : i32] : vector<2xi32>
    %254 = llvm.insertelement %20, %253[%5 : i32] : vector<2xi32>
    %255 = llvm.bitcast %254 : vector<2xi32> to i64
    %256 = llvm.add %251, %3 : i32
    %257 = llvm.insertelement %256, %21[%3 : i32] : vector<2xi32>
    %258 = llvm.insertelement %20, %257[%5 : i32] : vector<2xi32>
    %259 = llvm.bitcast %258 : vector<2xi32> to i64
    %260 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %179, %255, %259, %22, %0, %245 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %261 = llvm.add %248, %6 : i32
    %262 = llvm.insertelement %261, %21[%3 : i32] : vector<2xi32>
    %263 = llvm.insertelement %20, %262[%5 : i32] : vector<2xi32>
    %264 = llvm.bitcast %263 : vector<2xi32> to i64
    %265 = llvm.add %251, %6 : i32
    %266 = llvm.insertelement %265, %21[%3 : i32] : vector<2xi32>
    %267 = llvm.insertelement %20, %266[%5 : i32] : vector<2xi32>
    %268 = llvm.bitcast %267 : vector<2xi32> to i64
    %269 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %179, %264, %268, %22, %2, %245 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %270 = llvm.and %2, %245 : i1
    %271 = llvm.ptrtoint %198 : !llvm.ptr<3> to i32
    %272 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r" %270, %271 : (i1, i32) -> !llvm.void
    llvm.br ^bb8
  ^bb8:  // 2 preds: ^bb6, ^bb7
    nvvm.barrier
    %273 = llvm.and %123, %241 : i1
    %274 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 16384;", "b,r" %273, %216 : (i1, !llvm.ptr<3>) -> !llvm.void
    %275 = llvm.mul %5, %18 : i32
    %276 = llvm.getelementptr %91[%275] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    nvvm.barrier
    %277 = nvvm.elect.sync -> i1
    %278 = llvm.and %241, %277 : i1
    %279 = llvm.and %278, %227 : i1
    %280 = llvm.getelementptr %276[%229] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %281 = llvm.add %187, %92 : i32
    %282 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %279, %280, %137, %281, %232, %216 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %283 = llvm.getelementptr %210[%275] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    nvvm.barrier
    %284 = nvvm.elect.sync -> i1
    %285 = llvm.and %241, %284 : i1
    %286 = llvm.and %285, %227 : i1
    %287 = llvm.getelementptr %283[%229] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %288 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %286, %287, %154, %281, %239, %216 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %289 = llvm.sub %arg6, %92 : i32
    llvm.br ^bb9(%3, %3, %5, %3, %3, %200, %3 : i32, i32, i32, i32, i32, !llvm.struct<(ptr<3>, i32)>, i32)
  ^bb9(%290: i32, %291: i32, %292: i32, %293: i32, %294: i32, %295: !llvm.struct<(ptr<3>, i32)>, %296: i32):  // 2 preds: ^bb8, ^bb12
    %297 = llvm.icmp "slt" %290, %289 : i32
    llvm.cond_br %297, ^bb10, ^bb13
  ^bb10:  // pred: ^bb9
    %298 = llvm.sub %arg6, %7 : i32
    %299 = llvm.icmp "slt" %290, %298 : i32
    %300 = llvm.add %293, %5 : i32
    %301 = llvm.icmp "sge" %300, %6 : i32
    %302 = llvm.select %301, %3, %300 : i1, i32
    %303 = llvm.xor %294, %5 : i32
    %304 = llvm.select %301, %303, %294 : i1, i32
    %305 = llvm.mul %302, %5 : i32
    %306 = llvm.getelementptr %211[%305] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %307 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %306, %304 : (!llvm.ptr<3>, i32) -> !llvm.void
    %308 = llvm.mul %302, %18 : i32
    %309 = llvm.getelementptr %210[%308] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %310 = llvm.getelementptr %91[%308] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %311 = llvm.mul %292, %5 : i32
    %312 = llvm.getelementptr %196[%311] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %313 = llvm.insertvalue %312, %17[0] : !llvm.struct<(ptr<3>, i32)> 
    %314 = llvm.insertvalue %3, %313[1] : !llvm.struct<(ptr<3>, i32)> 
    %315 = llvm.and %2, %243 : i1
    nvvm.barrier
    llvm.cond_br %315, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    %316 = nvvm.elect.sync -> i1
    %317 = llvm.ptrtoint %310 : !llvm.ptr<3> to i32
    %318 = llvm.lshr %317, %15 : i32
    %319 = llvm.and %318, %19 : i32
    %320 = llvm.ptrtoint %309 : !llvm.ptr<3> to i32
    %321 = llvm.lshr %320, %15 : i32
    %322 = llvm.and %321, %19 : i32
    %323 = llvm.add %319, %3 : i32
    %324 = llvm.insertelement %323, %21[%3 : i32] : vector<2xi32>
    %325 = llvm.insertelement %20, %324[%5 : i32] : vector<2xi32>
    %326 = llvm.bitcast %325 : vector<2xi32> to i64
    %327 = llvm.add %322, %3 : i32
    %328 = llvm.insertelement %327, %21[%3 : i32] : vector<2xi32>
    %329 = llvm.insertelement %20, %328[%5 : i32] : vector<2xi32>
    %330 = llvm.bitcast %329 : vector<2xi32> to i64
    %331 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %179, %326, %330, %22, %2, %316 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %332 = llvm.add %319, %6 : i32
    %333 = llvm.insertelement %332, %21[%3 : i32] : vector<2xi32>
    %334 = llvm.insertelement %20, %333[%5 : i32] : vector<2xi32>
    %335 = llvm.bitcast %334 : vector<2xi32> to i64
    %336 = llvm.add %322, %6 : i32
    %337 = llvm.insertelement %336, %21[%3 : i32] : vector<2xi32>
    %338 = llvm.insertelement %20, %337[%5 : i32] : vector<2xi32>
    %339 = llvm.bitcast %338 : vector<2xi32> to i64
    %340 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %179, %335, %339, %22, %2, %316 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %341 = llvm.and %2, %316 : i1
    %342 = llvm.ptrtoint %312 : !llvm.ptr<3> to i32
    %343 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r" %341, %342 : (i1, i32) -> !llvm.void
    llvm.br ^bb12
  ^bb12:  // 2 preds: ^bb10, ^bb11
    nvvm.barrier
    %344 = llvm.extractvalue %295[0] : !llvm.struct<(ptr<3>, i32)> 
    %345 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %344, %296 : (!llvm.ptr<3>, i32) -> !llvm.void
    %346 = llvm.xor %291, %5 : i32
    %347 = llvm.add %292, %5 : i32
    %348 = llvm.icmp "sge" %347, %6 : i32
    %349 = llvm.select %348, %3, %347 : i1, i32
    %350 = llvm.select %348, %346, %291 : i1, i32
    %351 = llvm.mul %349, %5 : i32
    %352 = llvm.getelementptr %211[%351] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    nvvm.barrier
    %353 = llvm.and %123, %299 : i1
    %354 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 16384;", "b,r" %353, %352 : (i1, !llvm.ptr<3>) -> !llvm.void
    %355 = llvm.mul %349, %18 : i32
    %356 = llvm.getelementptr %91[%355] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %357 = llvm.add %290, %7 : i32
    nvvm.barrier
    %358 = nvvm.elect.sync -> i1
    %359 = llvm.and %299, %358 : i1
    %360 = llvm.and %359, %227 : i1
    %361 = llvm.getelementptr %356[%229] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %362 = llvm.add %357, %187 : i32
    %363 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %360, %361, %137, %362, %232, %352 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %364 = llvm.getelementptr %210[%355] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    nvvm.barrier
    %365 = nvvm.elect.sync -> i1
    %366 = llvm.and %299, %365 : i1
    %367 = llvm.and %366, %227 : i1
    %368 = llvm.getelementptr %364[%229] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %369 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %367, %368, %154, %362, %239, %352 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %370 = llvm.add %290, %92 : i32
    llvm.br ^bb9(%370, %350, %349, %302, %304, %314, %291 : i32, i32, i32, i32, i32, !llvm.struct<(ptr<3>, i32)>, i32)
  ^bb13:  // pred: ^bb9
    llvm.cond_br %220, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %371 = llvm.extractvalue %295[0] : !llvm.struct<(ptr<3>, i32)> 
    %372 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %371, %296 : (!llvm.ptr<3>, i32) -> !llvm.void
    llvm.br ^bb15
  ^bb15:  // 2 preds: ^bb13, ^bb14
    nvvm.barrier
    %373 = nvvm.elect.sync -> i1
    %374 = llvm.and %201, %373 : i1
    %375 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %374, %212 : (i1, !llvm.ptr<3>) -> !llvm.void
    nvvm.barrier
    %376 = nvvm.elect.sync -> i1
    %377 = llvm.and %201, %376 : i1
    %378 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %377, %216 : (i1, !llvm.ptr<3>) -> !llvm.void
    %379 = nvvm.elect.sync -> i1
    %380 = llvm.and %201, %379 : i1
    %381 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %380, %198 : (i1, !llvm.ptr<3>) -> !llvm.void
    %382 = nvvm.elect.sync -> i1
    %383 = llvm.and %201, %382 : i1
    %384 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %383, %206 : (i1, !llvm.ptr<3>) -> !llvm.void
    %385 = llvm.urem %118, %92 : i32
    %386 = llvm.shl %385, %3 : i32
    %387 = llvm.or %3, %386 : i32
    %388 = llvm.shl %180, %24 : i32
    %389 = llvm.or %387, %388 : i32
    %390 = llvm.and %389, %4 : i32
    %391 = llvm.lshr %390, %5 : i32
    %392 = llvm.or disjoint %391, %3 : i32
    %393 = llvm.xor %3, %392 : i32
    %394 = llvm.xor %393, %3 : i32
    %395 = llvm.xor %393, %5 : i32
    %396 = llvm.xor %393, %6 : i32
    %397 = llvm.xor %393, %13 : i32
    %398 = llvm.xor %393, %15 : i32
    %399 = llvm.xor %393, %24 : i32
    %400 = llvm.xor %393, %25 : i32
    %401 = llvm.xor %393, %26 : i32
    %402 = llvm.xor %393, %27 : i32
    %403 = llvm.xor %393, %28 : i32
    %404 = llvm.xor %393, %29 : i32
    %405 = llvm.xor %393, %30 : i32
    %406 = llvm.xor %393, %31 : i32
    %407 = llvm.xor %393, %32 : i32
    %408 = llvm.xor %393, %33 : i32
    %409 = llvm.xor %393, %34 : i32
    %410 = llvm.xor %393, %16 : i32
    %411 = llvm.xor %393, %35 : i32
    %412 = llvm.xor %393, %36 : i32
    %413 = llvm.xor %393, %37 : i32
    %414 = llvm.xor %393, %38 : i32
    %415 = llvm.xor %393, %14 : i32
    %416 = llvm.xor %393, %39 : i32
    %417 = llvm.xor %393, %40 : i32
    %418 = llvm.xor %393, %41 : i32
    %419 = llvm.xor %393, %42 : i32
    %420 = llvm.xor %393, %43 : i32
    %421 = llvm.xor %393, %44 : i32
    %422 = llvm.xor %393, %45 : i32
    %423 = llvm.xor %393, %46 : i32
    %424 = llvm.xor %393, %47 : i32
    %425 = llvm.xor %393, %48 : i32
    %426 = llvm.xor %393, %92 : i32
    %427 = llvm.xor %393, %49 : i32
    %428 = llvm.xor %393, %50 : i32
    %429 = llvm.xor %393, %51 : i32
    %430 = llvm.xor %393, %52 : i32
    %431 = llvm.xor %393, %53 : i32
    %432 = llvm.xor %393, %54 : i32
    %433 = llvm.xor %393, %55 : i32
    %434 = llvm.xor %393, %56 : i32
    %435 = llvm.xor %393, %57 : i32
    %436 = llvm.xor %393, %58 : i32
    %437 = llvm.xor %393, %59 : i32
    %438 = llvm.xor %393, %60 : i32
    %439 = llvm.xor %393, %61 : i32
    %440 = llvm.xor %393, %62 : i32
    %441 = llvm.xor %393, %63 : i32
    %442 = llvm.xor %393, %64 : i32
    %443 = llvm.xor %393, %65 : i32
    %444 = llvm.xor %393, %66 : i32
    %445 = llvm.xor %393, %67 : i32
    %446 = llvm.xor %393, %68 : i32
    %447 = llvm.xor %393, %69 : i32
    %448 = llvm.xor %393, %70 : i32
    %449 = llvm.xor %393, %71 : i32
    %450 = llvm.xor %393, %72 : i32
    %451 = llvm.xor %393, %73 : i32
    %452 = llvm.xor %393, %74 : i32
    %453 = llvm.xor %393, %75 : i32
    %454 = llvm.xor %393, %76 : i32
    %455 = llvm.xor %393, %77 : i32
    %456 = llvm.xor %393, %78 : i32
    %457 = llvm.xor %393, %79 : i32
    %458 = llvm.add %394, %23 : i32
    %459 = llvm.add %395, %23 : i32
    %460 = llvm.add %396, %23 : i32
    %461 = llvm.add %397, %23 : i32
    %462 = llvm.add %398, %23 : i32
    %463 = llvm.add %399, %23 : i32
    %464 = llvm.add %400, %23 : i32
    %465 = llvm.add %401, %23 : i32
    %466 = llvm.add %402, %23 : i32
    %467 = llvm.add %403, %23 : i32
    %468 = llvm.add %404, %23 : i32
    %469 = llvm.add %405, %23 : i32
    %470 = llvm.add %406, %23 : i32
    %471 = llvm.add %407, %23 : i32
    %472 = llvm.add %408, %23 : i32
    %473 = llvm.add %409, %23 : i32
    %474 = llvm.add %410, %23 : i32
    %475 = llvm.add %411, %23 : i32
    %476 = llvm.add %412, %23 : i32
    %477 = llvm.add %413, %23 : i32
    %478 = llvm.add %414, %23 : i32
    %479 = llvm.add %415, %23 : i32
    %480 = llvm.add %416, %23 : i32
    %481 = llvm.add %417, %23 : i32
    %482 = llvm.add %418, %23 : i32
    %483 = llvm.add %419, %23 : i32
    %484 = llvm.add %420, %23 : i32
    %485 = llvm.add %421, %23 : i32
    %486 = llvm.add %422, %23 : i32
    %487 = llvm.add %423, %23 : i32
    %488 = llvm.add %424, %23 : i32
    %489 = llvm.add %425, %23 : i32
    %490 = llvm.add %426, %23 : i32
    %491 = llvm.add %427, %23 : i32
    %492 = llvm.add %428, %23 : i32
    %493 = llvm.add %429, %23 : i32
    %494 = llvm.add %430, %23 : i32
    %495 = llvm.add %431, %23 : i32
    %496 = llvm.add %432, %23 : i32
    %497 = llvm.add %433, %23 : i32
    %498 = llvm.add %434, %23 : i32
    %499 = llvm.add %435, %23 : i32
    %500 = llvm.add %436, %23 : i32
    %501 = llvm.add %437, %23 : i32
    %502 = llvm.add %438, %23 : i32
    %503 = llvm.add %439, %23 : i32
    %504 = llvm.add %440, %23 : i32
    %505 = llvm.add %441, %23 : i32
    %506 = llvm.add %442, %23 : i32
    %507 = llvm.add %443, %23 : i32
    %508 = llvm.add %444, %23 : i32
    %509 = llvm.add %445, %23 : i32
    %510 = llvm.add %446, %23 : i32
    %511 = llvm.add %447, %23 : i32
    %512 = llvm.add %448, %23 : i32
    %513 = llvm.add %449, %23 : i32
    %514 = llvm.add %450, %23 : i32
    %515 = llvm.add %451, %23 : i32
    %516 = llvm.add %452, %23 : i32
    %517 = llvm.add %453, %23 : i32
    %518 = llvm.add %454, %23 : i32
    %519 = llvm.add %455, %23 : i32
    %520 = llvm.add %456, %23 : i32
    %521 = llvm.add %457, %23 : i32
    %522 = llvm.add %175, %458 : i32
    %523 = llvm.add %175, %459 : i32
    %524 = llvm.add %175, %460 : i32
    %525 = llvm.add %175, %461 : i32
    %526 = llvm.add %175, %462 : i32
    %527 = llvm.add %175, %463 : i32
    %528 = llvm.add %175, %464 : i32
    %529 = llvm.add %175, %465 : i32
    %530 = llvm.add %175, %466 : i32
    %531 = llvm.add %175, %467 : i32
    %532 = llvm.add %175, %468 : i32
    %533 = llvm.add %175, %469 : i32
    %534 = llvm.add %175, %470 : i32
    %535 = llvm.add %175, %471 : i32
    %536 = llvm.add %175, %472 : i32
    %537 = llvm.add %175, %473 : i32
    %538 = llvm.add %175, %474 : i32
    %539 = llvm.add %175, %475 : i32
    %540 = llvm.add %175, %476 : i32
    %541 = llvm.add %175, %477 : i32
    %542 = llvm.add %175, %478 : i32
    %543 = llvm.add %175, %479 : i32
    %544 = llvm.add %175, %480 : i32
    %545 = llvm.add %175, %481 : i32
    %546 = llvm.add %175, %482 : i32
    %547 = llvm.add %175, %483 : i32
    %548 = llvm.add %175, %484 : i32
    %549 = llvm.add %175, %485 : i32
    %550 = llvm.add %175, %486 : i32
    %551 = llvm.add %175, %487 : i32
    %552 = llvm.add %175, %488 : i32
    %553 = llvm.add %175, %489 : i32
    %554 = llvm.add %175, %490 : i32
    %555 = llvm.add %175, %491 : i32
    %556 = llvm.add %175, %492 : i32
    %557 = llvm.add %175, %493 : i32
    %558 = llvm.add %175, %494 : i32
    %559 = llvm.add %175, %495 : i32
    %560 = llvm.add %175, %496 : i32
    %561 = llvm.add %175, %497 : i32
    %562 = llvm.add %175, %498 : i32
    %563 = llvm.add %175, %499 : i32
    %564 = llvm.add %175, %500 : i32
    %565 = llvm.add %175, %501 : i32
    %566 = llvm.add %175, %502 : i32
    %567 = llvm.add %175, %503 : i32
    %568 = llvm.add %175, %504 : i32
    %569 = llvm.add %175, %505 : i32
    %570 = llvm.add %175, %506 : i32
    %571 = llvm.add %175, %507 : i32
    %572 = llvm.add %175, %508 : i32
    %573 = llvm.add %175, %509 : i32
    %574 = llvm.add %175, %510 : i32
    %575 = llvm.add %175, %511 : i32
    %576 = llvm.add %175, %512 : i32
    %577 = llvm.add %175, %513 : i32
    %578 = llvm.add %175, %514 : i32
    %579 = llvm.add %175, %515 : i32
    %580 = llvm.add %175, %516 : i32
    %581 = llvm.add %175, %517 : i32
    %582 = llvm.add %175, %518 : i32
    %583 = llvm.add %175, %519 : i32
    %584 = llvm.add %175, %520 : i32
    %585 = llvm.add %175, %521 : i32
    %586 = llvm.icmp "slt" %522, %arg5 : i32
    %587 = llvm.icmp "slt" %523, %arg5 : i32
    %588 = llvm.icmp "slt" %524, %arg5 : i32
    %589 = llvm.icmp "slt" %525, %arg5 : i32
    %590 = llvm.icmp "slt" %526, %arg5 : i32
    %591 = llvm.icmp "slt" %527, %arg5 : i32
    %592 = llvm.icmp "slt" %528, %arg5 : i32
    %593 = llvm.icmp "slt" %529, %arg5 : i32
    %594 = llvm.icmp "slt" %530, %arg5 : i32
    %595 = llvm.icmp "slt" %531, %arg5 : i32
    %596 = llvm.icmp "slt" %532, %arg5 : i32
    %597 = llvm.icmp "slt" %533, %arg5 : i32
    %598 = llvm.icmp "slt" %534, %arg5 : i32
    %599 = llvm.icmp "slt" %535, %arg5 : i32
    %600 = llvm.icmp "slt" %536, %arg5 : i32
    %601 = llvm.icmp "slt" %537, %arg5 : i32
    %602 = llvm.icmp "slt" %538, %arg5 : i32
    %603 = llvm.icmp "slt" %539, %arg5 : i32
    %604 = llvm.icmp "slt" %540, %arg5 : i32
    %605 = llvm.icmp "slt" %541, %arg5 : i32
    %606 = llvm.icmp "slt" %542, %arg5 : i32
    %607 = llvm.icmp "slt" %543, %arg5 : i32
    %608 = llvm.icmp "slt" %544, %arg5 : i32
    %609 = llvm.icmp "slt" %545, %arg5 : i32
    %610 = llvm.icmp "slt" %546, %arg5 : i32
    %611 = llvm.icmp "slt" %547, %arg5 : i32
    %612 = llvm.icmp "slt" %548, %arg5 : i32
    %613 = llvm.icmp "slt" %549, %arg5 : i32
    %614 = llvm.icmp "slt" %550, %arg5 : i32
    %615 = llvm.icmp "slt" %551, %arg5 : i32
    %616 = llvm.icmp "slt" %552, %arg5 : i32
    %617 = llvm.icmp "slt" %553, %arg5 : i32
    %618 = llvm.icmp "slt" %554, %arg5 : i32
    %619 = llvm.icmp "slt" %555, %arg5 : i32
    %620 = llvm.icmp "slt" %556, %arg5 : i32
    %621 = llvm.icmp "slt" %557, %arg5 : i32
    %622 = llvm.icmp "slt" %558, %arg5 : i32
    %623 = llvm.icmp "slt" %559, %arg5 : i32
    %624 = llvm.icmp "slt" %560, %arg5 : i32
    %625 = llvm.icmp "slt" %561, %arg5 : i32
    %626 = llvm.icmp "slt" %562, %arg5 : i32
    %627 = llvm.icmp "slt" %563, %arg5 : i32
    %628 = llvm.icmp "slt" %564, %arg5 : i32
    %629 = llvm.icmp "slt" %565, %arg5 : i32
    %630 = llvm.icmp "slt" %566, %arg5 : i32
    %631 = llvm.icmp "slt" %567, %arg5 : i32
    %632 = llvm.icmp "slt" %568, %arg5 : i32
    %633 = llvm.icmp "slt" %569, %arg5 : i32
    %634 = llvm.icmp "slt" %570, %arg5 : i32
    %635 = llvm.icmp "slt" %571, %arg5 : i32
    %636 = llvm.icmp "slt" %572, %arg5 : i32
    %637 = llvm.icmp "slt" %573, %arg5 : i32
    %638 = llvm.icmp "slt" %574, %arg5 : i32
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
    %650 = llvm.getelementptr %arg2[%522] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %651 = llvm.insertelement %1, %80[%3 : i32] : vector<1xf32>
    %652 = llvm.bitcast %651 : vector<1xf32> to i32
    %653 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %652, %650, %586 : (i32, !llvm.ptr<1>, i1) -> i32
    %654 = llvm.bitcast %653 : i32 to vector<1xf32>
    %655 = llvm.extractelement %654[%23 : i32] : vector<1xf32>
    %656 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %652, %650, %587 : (i32, !llvm.ptr<1>, i1) -> i32
    %657 = llvm.bitcast %656 : i32 to vector<1xf32>
    %658 = llvm.extractelement %657[%23 : i32] : vector<1xf32>
    %659 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %652, %650, %588 : (i32, !llvm.ptr<1>, i1) -> i32
    %660 = llvm.bitcast %659 : i32 to vector<1xf32>
    %661 = llvm.extractelement %660[%23 : i32] : vector<1xf32>
    %662 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %652, %650, %589 : (i32, !llvm.ptr<1>, i1) -> i32
    %663 = llvm.bitcast %662 : i32 to vector<1xf32>
    %664 = llvm.extractelement %663[%23 : i32] : vector<1xf32>
    %665 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 16 ];", "=r,r,l,b" %652, %650, %590 : (i32, !llvm.ptr<1>, i1) -> i32
    %666 = llvm.bitcast %665 : i32 to vector<1xf32>
    %667 = llvm.extractelement %666[%23 : i32] : vector<1xf32>
    %668 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 20 ];", "=r,r,l,b" %652, %650, %591 : (i32, !llvm.ptr<1>, i1) -> i32
    %669 = llvm.bitcast %668 : i32 to vector<1xf32>
    %670 = llvm.extractelement %669[%23 : i32] : vector<1xf32>
    %671 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 24 ];", "=r,r,l,b" %652, %650, %592 : (i32, !llvm.ptr<1>, i1) -> i32
    %672 = llvm.bitcast %671 : i32 to vector<1xf32>
    %673 = llvm.extractelement %672[%23 : i32] : vector<1xf32>
    %674 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 28 ];", "=r,r,l,b" %652, %650, %593 : (i32, !llvm.ptr<1>, i1) -> i32
    %675 = llvm.bitcast %674 : i32 to vector<1xf32>
    %676 = llvm.extractelement %675[%23 : i32] : vector<1xf32>
    %677 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 32 ];", "=r,r,l,b" %652, %650, %594 : (i32, !llvm.ptr<1>, i1) -> i32
    %678 = llvm.bitcast %677 : i32 to vector<1xf32>
    %679 = llvm.extractelement %678[%23 : i32] : vector<1xf32>
    %680 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 36 ];", "=r,r,l,b" %652, %650, %595 : (i32, !llvm.ptr<1>, i1) -> i32
    %681 = llvm.bitcast %680 : i32 to vector<1xf32>
    %682 = llvm.extractelement %681[%23 : i32] : vector<1xf32>
    %683 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 40 ];", "=r,r,l,b" %652, %650, %596 : (i32, !llvm.ptr<1>, i1) -> i32
    %684 = llvm.bitcast %683 : i32 to vector<1xf32>
    %685 = llvm.extractelement %684[%23 : i32] : vector<1xf32>
    %686 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 44 ];", "=r,r,l,b" %652, %650, %597 : (i32, !llvm.ptr<1>, i1) -> i32
    %687 = llvm.bitcast %686 : i32 to vector<1xf32>
    %688 = llvm.extractelement %687[%23 : i32] : vector<1xf32>
    %689 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 48 ];", "=r,r,l,b" %652, %650, %598 : (i32, !llvm.ptr<1>, i1) -> i32
    %690 = llvm.bitcast %689 : i32 to vector<1xf32>
    %691 = llvm.extractelement %690[%23 : i32] : vector<1xf32>
    %692 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 52 ];", "=r,r,l,b" %652, %650, %599 : (i32, !llvm.ptr<1>, i1) -> i32
    %693 = llvm.bitcast %692 : i32 to vector<1xf32>
    %694 = llvm.extractelement %693[%23 : i32] : vector<1xf32>
    %695 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 56 ];", "=r,r,l,b" %652, %650, %600 : (i32, !llvm.ptr<1>, i1) -> i32
    %696 = llvm.bitcast %695 : i32 to vector<1xf32>
    %697 = llvm.extractelement %696[%23 : i32] : vector<1xf32>
    %698 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 60 ];", "=r,r,l,b" %652, %650, %601 : (i32, !llvm.ptr<1>, i1) -> i32
    %699 = llvm.bitcast %698 : i32 to vector<1xf32>
    %700 = llvm.extractelement %699[%23 : i32] : vector<1xf32>
    %701 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 64 ];", "=r,r,l,b" %652, %650, %602 : (i32, !llvm.ptr<1>, i1) -> i32
    %702 = llvm.bitcast %701 : i32 to vector<1xf32>
    %703 = llvm.extractelement %702[%23 : i32] : vector<1xf32>
    %704 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 68 ];", "=r,r,l,b" %652, %650, %603 : (i32, !llvm.ptr<1>, i1) -> i32
    %705 = llvm.bitcast %704 : i32 to vector<1xf32>
    %706 = llvm.extractelement %705[%23 : i32] : vector<1xf32>
    %707 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 72 ];", "=r,r,l,b" %652, %650, %604 : (i32, !llvm.ptr<1>, i1) -> i32
    %708 = llvm.bitcast %707 : i32 to vector<1xf32>
    %709 = llvm.extractelement %708[%23 : i32] : vector<1xf32>
    %710 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 76 ];", "=r,r,l,b" %652, %650, %605 : (i32, !llvm.ptr<1>, i1) -> i32
    %711 = llvm.bitcast %710 : i32 to vector<1xf32>
    %712 = llvm.extractelement %711[%23 : i32] : vector<1xf32>
    %713 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 80 ];", "=r,r,l,b" %652, %650, %606 : (i32, !llvm.ptr<1>, i1) -> i32
    %714 = llvm.bitcast %713 : i32 to vector<1xf32>
    %715 = llvm.extractelement %714[%23 : i32] : vector<1xf32>
    %716 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 84 ];", "=r,r,l,b" %652, %650, %607 : (i32, !llvm.ptr<1>, i1) -> i32
    %717 = llvm.bitcast %716 : i32 to vector<1xf32>
    %718 = llvm.extractelement %717[%23 : i32] : vector<1xf32>
    %719 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 88 ];", "=r,r,l,b" %652, %650, %608 : (i32, !llvm.ptr<1>, i1) -> i32
    %720 = llvm.bitcast %719 : i32 to vector<1xf32>
    %721 = llvm.extractelement %720[%23 : i32] : vector<1xf32>
    %722 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 92 ];", "=r,r,l,b" %652, %650, %609 : (i32, !llvm.ptr<1>, i1) -> i32
    %723 = llvm.bitcast %722 : i32 to vector<1xf32>
    %724 = llvm.extractelement %723[%23 : i32] : vector<1xf32>
    %725 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 96 ];", "=r,r,l,b" %652, %650, %610 : (i32, !llvm.ptr<1>, i1) -> i32
    %726 = llvm.bitcast %725 : i32 to vector<1xf32>
    %727 = llvm.extractelement %726[%23 : i32] : vector<1xf32>
    %728 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 100 ];", "=r,r,l,b" %652, %650, %611 : (i32, !llvm.ptr<1>, i1) -> i32
    %729 = llvm.bitcast %728 : i32 to vector<1xf32>
    %730 = llvm.extractelement %729[%23 : i32] : vector<1xf32>
    %731 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 104 ];", "=r,r,l,b" %652, %650, %612 : (i32, !llvm.ptr<1>, i1) -> i32
    %732 = llvm.bitcast %731 : i32 to vector<1xf32>
    %733 = llvm.extractelement %732[%23 : i32] : vector<1xf32>
    %734 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 108 ];", "=r,r,l,b" %652, %650, %613 : (i32, !llvm.ptr<1>, i1) -> i32
    %735 = llvm.bitcast %734 : i32 to vector<1xf32>
    %736 = llvm.extractelement %735[%23 : i32] : vector<1xf32>
    %737 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 112 ];", "=r,r,l,b" %652, %650, %614 : (i32, !llvm.ptr<1>, i1) -> i32
    %738 = llvm.bitcast %737 : i32 to vector<1xf32>
    %739 = llvm.extractelement %738[%23 : i32] : vector<1xf32>
    %740 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 116 ];", "=r,r,l,b" %652, %650, %615 : (i32, !llvm.ptr<1>, i1) -> i32
    %741 = llvm.bitcast %740 : i32 to vector<1xf32>
    %742 = llvm.extractelement %741[%23 : i32] : vector<1xf32>
    %743 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 120 ];", "=r,r,l,b" %652, %650, %616 : (i32, !llvm.ptr<1>, i1) -> i32
    %744 = llvm.bitcast %743 : i32 to vector<1xf32>
    %745 = llvm.extractelement %744[%23 : i32] : vector<1xf32>
    %746 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 124 ];", "=r,r,l,b" %652, %650, %617 : (i32, !llvm.ptr<1>, i1) -> i32
    %747 = llvm.bitcast %746 : i32 to vector<1xf32>
    %748 = llvm.extractelement %747[%23 : i32] : vector<1xf32>
    %749 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 128 ];", "=r,r,l,b" %652, %650, %618 : (i32, !llvm.ptr<1>, i1) -> i32
    %750 = llvm.bitcast %749 : i32 to vector<1xf32>
    %751 = llvm.extractelement %750[%23 : i32] : vector<1xf32>
    %752 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 132 ];", "=r,r,l,b" %652, %650, %619 : (i32, !llvm.ptr<1>, i1) -> i32
    %753 = llvm.bitcast %752 : i32 to vector<1xf32>
    %754 = llvm.extractelement %753[%23 : i32] : vector<1xf32>
    %755 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 136 ];", "=r,r,l,b" %652, %650, %620 : (i32, !llvm.ptr<1>, i1) -> i32
    %756 = llvm.bitcast %755 : i32 to vector<1xf32>
    %757 = llvm.extractelement %756[%23 : i32] : vector<1xf32>
    %758 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 140 ];", "=r,r,l,b" %652, %650, %621 : (i32, !llvm.ptr<1>, i1) -> i32
    %759 = llvm.bitcast %758 : i32 to vector<1xf32>
    %760 = llvm.extractelement %759[%23 : i32] : vector<1xf32>
    %761 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 144 ];", "=r,r,l,b" %652, %650, %622 : (i32, !llvm.ptr<1>, i1) -> i32
    %762 = llvm.bitcast %761 : i32 to vector<1xf32>
    %763 = llvm.extractelement %762[%23 : i32] : vector<1xf32>
    %764 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 148 ];", "=r,r,l,b" %652, %650, %623 : (i32, !llvm.ptr<1>, i1) -> i32
    %765 = llvm.bitcast %764 : i32 to vector<1xf32>
    %766 = llvm.extractelement %765[%23 : i32] : vector<1xf32>
    %767 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 152 ];", "=r,r,l,b" %652, %650, %624 : (i32, !llvm.ptr<1>, i1) -> i32
    %768 = llvm.bitcast %767 : i32 to vector<1xf32>
    %769 = llvm.extractelement %768[%23 : i32] : vector<1xf32>
    %770 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 156 ];", "=r,r,l,b" %652, %650, %625 : (i32, !llvm.ptr<1>, i1) -> i32
    %771 = llvm.bitcast %770 : i32 to vector<1xf32>
    %772 = llvm.extractelement %771[%23 : i32] : vector<1xf32>
    %773 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 160 ];", "=r,r,l,b" %652, %650, %626 : (i32, !llvm.ptr<1>, i1) -> i32
    %774 = llvm.bitcast %773 : i32 to vector<1xf32>
    %775 = llvm.extractelement %774[%23 : i32] : vector<1xf32>
    %776 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 164 ];", "=r,r,l,b" %652, %650, %627 : (i32, !llvm.ptr<1>, i1) -> i32
    %777 = llvm.bitcast %776 : i32 to vector<1xf32>
    %778 = llvm.extractelement %777[%23 : i32] : vector<1xf32>
    %779 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 168 ];", "=r,r,l,b" %652, %650, %628 : (i32, !llvm.ptr<1>, i1) -> i32
    %780 = llvm.bitcast %779 : i32 to vector<1xf32>
    %781 = llvm.extractelement %780[%23 : i32] : vector<1xf32>
    %782 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 172 ];", "=r,r,l,b" %652, %650, %629 : (i32, !llvm.ptr<1>, i1) -> i32
    %783 = llvm.bitcast %782 : i32 to vector<1xf32>
    %784 = llvm.extractelement %783[%23 : i32] : vector<1xf32>
    %785 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 176 ];", "=r,r,l,b" %652, %650, %630 : (i32, !llvm.ptr<1>, i1) -> i32
    %786 = llvm.bitcast %785 : i32 to vector<1xf32>
    %787 = llvm.extractelement %786[%23 : i32] : vector<1xf32>
    %788 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 180 ];", "=r,r,l,b" %652, %650, %631 : (i32, !llvm.ptr<1>, i1) -> i32
    %789 = llvm.bitcast %788 : i32 to vector<1xf32>
    %790 = llvm.extractelement %789[%23 : i32] : vector<1xf32>
    %791 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 184 ];", "=r,r,l,b" %652, %650, %632 : (i32, !llvm.ptr<1>, i1) -> i32
    %792 = llvm.bitcast %791 : i32 to vector<1xf32>
    %793 = llvm.extractelement %792[%23 : i32] : vector<1xf32>
    %794 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 188 ];", "=r,r,l,b" %652, %650, %633 : (i32, !llvm.ptr<1>, i1) -> i32
    %795 = llvm.bitcast %794 : i32 to vector<1xf32>
    %796 = llvm.extractelement %795[%23 : i32] : vector<1xf32>
    %797 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 192 ];", "=r,r,l,b" %652, %650, %634 : (i32, !llvm.ptr<1>, i1) -> i32
    %798 = llvm.bitcast %797 : i32 to vector<1xf32>
    %799 = llvm.extractelement %798[%23 : i32] : vector<1xf32>
    %800 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 196 ];", "=r,r,l,b" %652, %650, %635 : (i32, !llvm.ptr<1>, i1) -> i32
    %801 = llvm.bitcast %800 : i32 to vector<1xf32>
    %802 = llvm.extractelement %801[%23 : i32] : vector<1xf32>
    %803 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 200 ];", "=r,r,l,b" %652, %650, %636 : (i32, !llvm.ptr<1>, i1) -> i32
    %804 = llvm.bitcast %803 : i32 to vector<1xf32>
    %805 = llvm.extractelement %804[%23 : i32] : vector<1xf32>
    %806 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 204 ];", "=r,r,l,b" %652, %650, %637 : (i32, !llvm.ptr<1>, i1) -> i32
    %807 = llvm.bitcast %806 : i32 to vector<1xf32>
    %808 = llvm.extractelement %807[%23 : i32] : vector<1xf32>
    %809 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 208 ];", "=r,r,l,b" %652, %650, %638 : (i32, !llvm.ptr<1>, i1) -> i32
    %810 = llvm.bitcast %809 : i32 to vector<1xf32>
    %811 = llvm.extractelement %810[%23 : i32] : vector<1xf32>
    %812 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 212 ];", "=r,r,l,b" %652, %650, %639 : (i32, !llvm.ptr<1>, i1) -> i32
    %813 = llvm.bitcast %812 : i32 to vector<1xf32>
    %814 = llvm.extractelement %813[%23 : i32] : vector<1xf32>
    %815 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 216 ];", "=r,r,l,b" %652, %650, %640 : (i32, !llvm.ptr<1>, i1) -> i32
    %816 = llvm.bitcast %815 : i32 to vector<1xf32>
    %817 = llvm.extractelement %816[%23 : i32] : vector<1xf32>
    %818 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 220 ];", "=r,r,l,b" %652, %650, %641 : (i32, !llvm.ptr<1>, i1) -> i32
    %819 = llvm.bitcast %818 : i32 to vector<1xf32>
    %820 = llvm.extractelement %819[%23 : i32] : vector<1xf32>
    %821 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 224 ];", "=r,r,l,b" %652, %650, %642 : (i32, !llvm.ptr<1>, i1) -> i32
    %822 = llvm.bitcast %821 : i32 to vector<1xf32>
    %823 = llvm.extractelement %822[%23 : i32] : vector<1xf32>
    %824 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 228 ];", "=r,r,l,b" %652, %650, %643 : (i32, !llvm.ptr<1>, i1) -> i32
    %825 = llvm.bitcast %824 : i32 to vector<1xf32>
    %826 = llvm.extractelement %825[%23 : i32] : vector<1xf32>
    %827 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 232 ];", "=r,r,l,b" %652, %650, %644 : (i32, !llvm.ptr<1>, i1) -> i32
    %828 = llvm.bitcast %827 : i32 to vector<1xf32>
    %829 = llvm.extractelement %828[%23 : i32] : vector<1xf32>
    %830 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 236 ];", "=r,r,l,b" %652, %650, %645 : (i32, !llvm.ptr<1>, i1) -> i32
    %831 = llvm.bitcast %830 : i32 to vector<1xf32>
    %832 = llvm.extractelement %831[%23 : i32] : vector<1xf32>
    %833 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 240 ];", "=r,r,l,b" %652, %650, %646 : (i32, !llvm.ptr<1>, i1) -> i32
    %834 = llvm.bitcast %833 : i32 to vector<1xf32>
    %835 = llvm.extractelement %834[%23 : i32] : vector<1xf32>
    %836 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 244 ];", "=r,r,l,b" %652, %650, %647 : (i32, !llvm.ptr<1>, i1) -> i32
    %837 = llvm.bitcast %836 : i32 to vector<1xf32>
    %838 = llvm.extractelement %837[%23 : i32] : vector<1xf32>
    %839 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 248 ];", "=r,r,l,b" %652, %650, %648 : (i32, !llvm.ptr<1>, i1) -> i32
    %840 = llvm.bitcast %839 : i32 to vector<1xf32>
    %841 = llvm.extractelement %840[%23 : i32] : vector<1xf32>
    %842 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 252 ];", "=r,r,l,b" %652, %650, %649 : (i32, !llvm.ptr<1>, i1) -> i32
    %843 = llvm.bitcast %842 : i32 to vector<1xf32>
    %844 = llvm.extractelement %843[%23 : i32] : vector<1xf32>
    %845 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tcgen05.ld.sync.aligned.32x32b.x64.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, [$64 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r" %194 : (i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %846 = llvm.extractvalue %845[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %847 = llvm.bitcast %846 : i32 to f32
    %848 = llvm.extractvalue %845[1] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %849 = llvm.bitcast %848 : i32 to f32
    %850 = llvm.extractvalue %845[2] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %851 = llvm.bitcast %850 : i32 to f32
    %852 = llvm.extractvalue %845[3] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %853 = llvm.bitcast %852 : i32 to f32
    %854 = llvm.extractvalue %845[4] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %855 = llvm.bitcast %854 : i32 to f32
    %856 = llvm.extractvalue %845[5] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %857 = llvm.bitcast %856 : i32 to f32
    %858 = llvm.extractvalue %845[6] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %859 = llvm.bitcast %858 : i32 to f32
    %860 = llvm.extractvalue %845[7] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %861 = llvm.bitcast %860 : i32 to f32
    %862 = llvm.extractvalue %845[8] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %863 = llvm.bitcast %862 : i32 to f32
    %864 = llvm.extractvalue %845[9] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %865 = llvm.bitcast %864 : i32 to f32
    %866 = llvm.extractvalue %845[10] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %867 = llvm.bitcast %866 : i32 to f32
    %868 = llvm.extractvalue %845[11] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %869 = llvm.bitcast %868 : i32 to f32
    %870 = llvm.extractvalue %845[12] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %871 = llvm.bitcast %870 : i32 to f32
    %872 = llvm.extractvalue %845[13] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %873 = llvm.bitcast %872 : i32 to f32
    %874 = llvm.extractvalue %845[14] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %875 = llvm.bitcast %874 : i32 to f32
    %876 = llvm.extractvalue %845[15] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %877 = llvm.bitcast %876 : i32 to f32
    %878 = llvm.extractvalue %845[16] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %879 = llvm.bitcast %878 : i32 to f32
    %880 = llvm.extractvalue %845[17] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %881 = llvm.bitcast %880 : i32 to f32
    %882 = llvm.extractvalue %845[18] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %883 = llvm.bitcast %882 : i32 to f32
    %884 = llvm.extractvalue %845[19] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %885 = llvm.bitcast %884 : i32 to f32
    %886 = llvm.extractvalue %845[20] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %887 = llvm.bitcast %886 : i32 to f32
    %888 = llvm.extractvalue %845[21] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %889 = llvm.bitcast %888 : i32 to f32
    %890 = llvm.extractvalue %845[22] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %891 = llvm.bitcast %890 : i32 to f32
    %892 = llvm.extractvalue %845[23] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %893 = llvm.bitcast %892 : i32 to f32
    %894 = llvm.extractvalue %845[24] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %895 = llvm.bitcast %894 : i32 to f32
    %896 = llvm.extractvalue %845[25] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %897 = llvm.bitcast %896 : i32 to f32
    %898 = llvm.extractvalue %845[26] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %899 = llvm.bitcast %898 : i32 to f32
    %900 = llvm.extractvalue %845[27] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %901 = llvm.bitcast %900 : i32 to f32
    %902 = llvm.extractvalue %845[28] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %903 = llvm.bitcast %902 : i32 to f32
    %904 = llvm.extractvalue %845[29] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %905 = llvm.bitcast %904 : i32 to f32
    %906 = llvm.extractvalue %845[30] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %907 = llvm.bitcast %906 : i32 to f32
    %908 = llvm.extractvalue %845[31] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %909 = llvm.bitcast %908 : i32 to f32
    %910 = llvm.extractvalue %845[32] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %911 = llvm.bitcast %910 : i32 to f32
    %912 = llvm.extractvalue %845[33] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %913 = llvm.bitcast %912 : i32 to f32
    %914 = llvm.extractvalue %845[34] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %915 = llvm.bitcast %914 : i32 to f32
    %916 = llvm.extractvalue %845[35] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %917 = llvm.bitcast %916 : i32 to f32
    %918 = llvm.extractvalue %845[36] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %919 = llvm.bitcast %918 : i32 to f32
    %920 = llvm.extractvalue %845[37] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %921 = llvm.bitcast %920 : i32 to f32
    %922 = llvm.extractvalue %845[38] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %923 = llvm.bitcast %922 : i32 to f32
    %924 = llvm.extractvalue %845[39] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %925 = llvm.bitcast %924 : i32 to f32
    %926 = llvm.extractvalue %845[40] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %927 = llvm.bitcast %926 : i32 to f32
    %928 = llvm.extractvalue %845[41] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %929 = llvm.bitcast %928 : i32 to f32
    %930 = llvm.extractvalue %845[42] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %931 = llvm.bitcast %930 : i32 to f32
    %932 = llvm.extractvalue %845[43] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %933 = llvm.bitcast %932 : i32 to f32
    %934 = llvm.extractvalue %845[44] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %935 = llvm.bitcast %934 : i32 to f32
    %936 = llvm.extractvalue %845[45] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %937 = llvm.bitcast %936 : i32 to f32
    %938 = llvm.extractvalue %845[46] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %939 = llvm.bitcast %938 : i32 to f32
    %940 = llvm.extractvalue %845[47] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %941 = llvm.bitcast %940 : i32 to f32
    %942 = llvm.extractvalue %845[48] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %943 = llvm.bitcast %942 : i32 to f32
    %944 = llvm.extractvalue %845[49] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %945 = llvm.bitcast %944 : i32 to f32
    %946 = llvm.extractvalue %845[50] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %947 = llvm.bitcast %946 : i32 to f32
    %948 = llvm.extractvalue %845[51] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %949 = llvm.bitcast %948 : i32 to f32
    %950 = llvm.extractvalue %845[52] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %951 = llvm.bitcast %950 : i32 to f32
    %952 = llvm.extractvalue %845[53] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %953 = llvm.bitcast %952 : i32 to f32
    %954 = llvm.extractvalue %845[54] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %955 = llvm.bitcast %954 : i32 to f32
    %956 = llvm.extractvalue %845[55] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %957 = llvm.bitcast %956 : i32 to f32
    %958 = llvm.extractvalue %845[56] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %959 = llvm.bitcast %958 : i32 to f32
    %960 = llvm.extractvalue %845[57] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %961 = llvm.bitcast %960 : i32 to f32
    %962 = llvm.extractvalue %845[58] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %963 = llvm.bitcast %962 : i32 to f32
    %964 = llvm.extractvalue %845[59] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %965 = llvm.bitcast %964 : i32 to f32
    %966 = llvm.extractvalue %845[60] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %967 = llvm.bitcast %966 : i32 to f32
    %968 = llvm.extractvalue %845[61] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %969 = llvm.bitcast %968 : i32 to f32
    %970 = llvm.extractvalue %845[62] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %971 = llvm.bitcast %970 : i32 to f32
    %972 = llvm.extractvalue %845[63] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %973 = llvm.bitcast %972 : i32 to f32
    %974 = llvm.fadd %847, %655 : f32
    %975 = llvm.fadd %849, %658 : f32
    %976 = llvm.fadd %851, %661 : f32
    %977 = llvm.fadd %853, %664 : f32
    %978 = llvm.fadd %855, %667 : f32
    %979 = llvm.fadd %857, %670 : f32
    %980 = llvm.fadd %859, %673 : f32
    %981 = llvm.fadd %861, %676 : f32
    %982 = llvm.fadd %863, %679 : f32
    %983 = llvm.fadd %865, %682 : f32
    %984 = llvm.fadd %867, %685 : f32
    %985 = llvm.fadd %869, %688 : f32
    %986 = llvm.fadd %871, %691 : f32
    %987 = llvm.fadd %873, %694 : f32
    %988 = llvm.fadd %875, %697 : f32
    %989 = llvm.fadd %877, %700 : f32
    %990 = llvm.fadd %879, %703 : f32
    %991 = llvm.fadd %881, %706 : f32
    %992 = llvm.fadd %883, %709 : f32
    %993 = llvm.fadd %885, %712 : f32
    %994 = llvm.fadd %887, %715 : f32
    %995 = llvm.fadd %889, %718 : f32
    %996 = llvm.fadd %891, %721 : f32
    %997 = llvm.fadd %893, %724 : f32
    %998 = llvm.fadd %895, %727 : f32
    %999 = llvm.fadd %897, %730 : f32
    %1000 = llvm.fadd %899, %733 : f32
    %1001 = llvm.fadd %901, %736 : f32
    %1002 = llvm.fadd %903, %739 : f32
    %1003 = llvm.fadd %905, %742 : f32
    %1004 = llvm.fadd %907, %745 : f32
    %1005 = llvm.fadd %909, %748 : f32
    %1006 = llvm.fadd %911, %751 : f32
    %1007 = llvm.fadd %913, %754 : f32
    %1008 = llvm.fadd %915, %757 : f32
    %1009 = llvm.fadd %917, %760 : f32
    %1010 = llvm.fadd %919, %763 : f32
    %1011 = llvm.fadd %921, %766 : f32
    %1012 = llvm.fadd %923, %769 : f32
    %1013 = llvm.fadd %925, %772 : f32
    %1014 = llvm.fadd %927, %775 : f32
    %1015 = llvm.fadd %929, %778 : f32
    %1016 = llvm.fadd %931, %781 : f32
    %1017 = llvm.fadd %933, %784 : f32
    %1018 = llvm.fadd %935, %787 : f32
    %1019 = llvm.fadd %937, %790 : f32
    %1020 = llvm.fadd %939, %793 : f32
    %1021 = llvm.fadd %941, %796 : f32
    %1022 = llvm.fadd %943, %799 : f32
    %1023 = llvm.fadd %945, %802 : f32
    %1024 = llvm.fadd %947, %805 : f32
    %1025 = llvm.fadd %949, %808 : f32
    %1026 = llvm.fadd %951, %811 : f32
    %1027 = llvm.fadd %953, %814 : f32
    %1028 = llvm.fadd %955, %817 : f32
    %1029 = llvm.fadd %957, %820 : f32
    %1030 = llvm.fadd %959, %823 : f32
    %1031 = llvm.fadd %961, %826 : f32
    %1032 = llvm.fadd %963, %829 : f32
    %1033 = llvm.fadd %965, %832 : f32
    %1034 = llvm.fadd %967, %835 : f32
    %1035 = llvm.fadd %969, %838 : f32
    %1036 = llvm.fadd %971, %841 : f32
    %1037 = llvm.fadd %973, %844 : f32
    %1038 = llvm.fptrunc %974 : f32 to f16
    %1039 = llvm.fptrunc %975 : f32 to f16
    %1040 = llvm.fptrunc %976 : f32 to f16
    %1041 = llvm.fptrunc %977 : f32 to f16
    %1042 = llvm.fptrunc %978 : f32 to f16
    %1043 = llvm.fptrunc %979 : f32 to f16
    %1044 = llvm.fptrunc %980 : f32 to f16
    %1045 = llvm.fptrunc %981 : f32 to f16
    %1046 = llvm.fptrunc %982 : f32 to f16
    %1047 = llvm.fptrunc %983 : f32 to f16
    %1048 = llvm.fptrunc %984 : f32 to f16
    %1049 = llvm.fptrunc %985 : f32 to f16
    %1050 = llvm.fptrunc %986 : f32 to f16
    %1051 = llvm.fptrunc %987 : f32 to f16
    %1052 = llvm.fptrunc %988 : f32 to f16
    %1053 = llvm.fptrunc %989 : f32 to f16
    %1054 = llvm.fptrunc %990 : f32 to f16
    %1055 = llvm.fptrunc %991 : f32 to f16
    %1056 = llvm.fptrunc %992 : f32 to f16
    %1057 = llvm.fptrunc %993 : f32 to f16
    %1058 = llvm.fptrunc %994 : f32 to f16
    %1059 = llvm.fptrunc %995 : f32 to f16
    %1060 = llvm.fptrunc %996 : f32 to f16
    %1061 = llvm.fptrunc %997 : f32 to f16
    %1062 = llvm.fptrunc %998 : f32 to f16
    %1063 = llvm.fptrunc %999 : f32 to f16
    %1064 = llvm.fptrunc %1000 : f32 to f16
    %1065 = llvm.fptrunc %1001 : f32 to f16
    %1066 = llvm.fptrunc %1002 : f32 to f16
    %1067 = llvm.fptrunc %1003 : f32 to f16
    %1068 = llvm.fptrunc %1004 : f32 to f16
    %1069 = llvm.fptrunc %1005 : f32 to f16
    %1070 = llvm.fptrunc %1006 : f32 to f16
    %1071 = llvm.fptrunc %1007 : f32 to f16
    %1072 = llvm.fptrunc %1008 : f32 to f16
    %1073 = llvm.fptrunc %1009 : f32 to f16
    %1074 = llvm.fptrunc %1010 : f32 to f16
    %1075 = llvm.fptrunc %1011 : f32 to f16
    %1076 = llvm.fptrunc %1012 : f32 to f16
    %1077 = llvm.fptrunc %1013 : f32 to f16
    %1078 = llvm.fptrunc %1014 : f32 to f16
    %1079 = llvm.fptrunc %1015 : f32 to f16
    %1080 = llvm.fptrunc %1016 : f32 to f16
    %1081 = llvm.fptrunc %1017 : f32 to f16
    %1082 = llvm.fptrunc %1018 : f32 to f16
    %1083 = llvm.fptrunc %1019 : f32 to f16
    %1084 = llvm.fptrunc %1020 : f32 to f16
    %1085 = llvm.fptrunc %1021 : f32 to f16
    %1086 = llvm.fptrunc %1022 : f32 to f16
    %1087 = llvm.fptrunc %1023 : f32 to f16
    %1088 = llvm.fptrunc %1024 : f32 to f16
    %1089 = llvm.fptrunc %1025 : f32 to f16
    %1090 = llvm.fptrunc %1026 : f32 to f16
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
    %1102 = llvm.and %389, %10 : i32
    %1103 = llvm.shl %1102, %26 : i32
    %1104 = llvm.and %389, %26 : i32
    %1105 = llvm.shl %1104, %15 : i32
    %1106 = llvm.or disjoint %1103, %1105 : i32
    %1107 = llvm.or disjoint %1106, %3 : i32
    %1108 = llvm.xor %3, %1107 : i32
    %1109 = llvm.mul %3, %6 : i32
    %1110 = llvm.xor %1108, %1109 : i32
    %1111 = llvm.xor %1110, %3 : i32
    %1112 = llvm.add %1111, %3 : i32
    %1113 = llvm.getelementptr inbounds %91[%1112] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1114 = llvm.insertelement %1038, %81[%3 : i32] : vector<8xf16>
    %1115 = llvm.insertelement %1039, %1114[%5 : i32] : vector<8xf16>
    %1116 = llvm.insertelement %1040, %1115[%6 : i32] : vector<8xf16>
    %1117 = llvm.insertelement %1041, %1116[%13 : i32] : vector<8xf16>
    %1118 = llvm.insertelement %1042, %1117[%15 : i32] : vector<8xf16>
    %1119 = llvm.insertelement %1043, %1118[%24 : i32] : vector<8xf16>
    %1120 = llvm.insertelement %1044, %1119[%25 : i32] : vector<8xf16>
    %1121 = llvm.insertelement %1045, %1120[%26 : i32] : vector<8xf16>
    %1122 = llvm.extractelement %1121[%3 : i32] : vector<8xf16>
    %1123 = llvm.extractelement %1121[%5 : i32] : vector<8xf16>
    %1124 = llvm.extractelement %1121[%6 : i32] : vector<8xf16>
    %1125 = llvm.extractelement %1121[%13 : i32] : vector<8xf16>
    %1126 = llvm.extractelement %1121[%15 : i32] : vector<8xf16>
    %1127 = llvm.extractelement %1121[%24 : i32] : vector<8xf16>
    %1128 = llvm.extractelement %1121[%25 : i32] : vector<8xf16>
    %1129 = llvm.extractelement %1121[%26 : i32] : vector<8xf16>
    %1130 = llvm.bitcast %1122 : f16 to i16
    %1131 = llvm.bitcast %1123 : f16 to i16
    %1132 = llvm.bitcast %1124 : f16 to i16
    %1133 = llvm.bitcast %1125 : f16 to i16
    %1134 = llvm.bitcast %1126 : f16 to i16
    %1135 = llvm.bitcast %1127 : f16 to i16
    %1136 = llvm.bitcast %1128 : f16 to i16
    %1137 = llvm.bitcast %1129 : f16 to i16
    %1138 = llvm.insertelement %1130, %82[%3 : i32] : vector<8xi16>
    %1139 = llvm.insertelement %1131, %1138[%5 : i32] : vector<8xi16>
    %1140 = llvm.insertelement %1132, %1139[%6 : i32] : vector<8xi16>
    %1141 = llvm.insertelement %1133, %1140[%13 : i32] : vector<8xi16>
    %1142 = llvm.insertelement %1134, %1141[%15 : i32] : vector<8xi16>
    %1143 = llvm.insertelement %1135, %1142[%24 : i32] : vector<8xi16>
    %1144 = llvm.insertelement %1136, %1143[%25 : i32] : vector<8xi16>
    %1145 = llvm.insertelement %1137, %1144[%26 : i32] : vector<8xi16>
    %1146 = llvm.extractelement %1145[%3 : i32] : vector<8xi16>
    %1147 = llvm.extractelement %1145[%5 : i32] : vector<8xi16>
    %1148 = llvm.extractelement %1145[%6 : i32] : vector<8xi16>
    %1149 = llvm.extractelement %1145[%13 : i32] : vector<8xi16>
    %1150 = llvm.extractelement %1145[%15 : i32] : vector<8xi16>
    %1151 = llvm.extractelement %1145[%24 : i32] : vector<8xi16>
    %1152 = llvm.extractelement %1145[%25 : i32] : vector<8xi16>
    %1153 = llvm.extractelement %1145[%26 : i32] : vector<8xi16>
    %1154 = llvm.insertelement %1146, %83[%3 : i32] : vector<2xi16>
    %1155 = llvm.insertelement %1147, %1154[%5 : i32] : vector<2xi16>
    %1156 = llvm.bitcast %1155 : vector<2xi16> to i32
    %1157 = llvm.insertelement %1148, %83[%3 : i32] : vector<2xi16>
    %1158 = llvm.insertelement %1149, %1157[%5 : i32] : vector<2xi16>
    %1159 = llvm.bitcast %1158 : vector<2xi16> to i32
    %1160 = llvm.insertelement %1150, %83[%3 : i32] : vector<2xi16>
    %1161 = llvm.insertelement %1151, %1160[%5 : i32] : vector<2xi16>
    %1162 = llvm.bitcast %1161 : vector<2xi16> to i32
    %1163 = llvm.insertelement %1152, %83[%3 : i32] : vector<2xi16>
    %1164 = llvm.insertelement %1153, %1163[%5 : i32] : vector<2xi16>
    %1165 = llvm.bitcast %1164 : vector<2xi16> to i32
    %1166 = llvm.insertelement %1156, %84[%3 : i32] : vector<4xi32>
    %1167 = llvm.insertelement %1159, %1166[%5 : i32] : vector<4xi32>
    %1168 = llvm.insertelement %1162, %1167[%6 : i32] : vector<4xi32>
    %1169 = llvm.insertelement %1165, %1168[%13 : i32] : vector<4xi32>
    llvm.store %1169, %1113 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1170 = llvm.xor %1110, %16 : i32
    %1171 = llvm.add %1170, %3 : i32
    %1172 = llvm.getelementptr inbounds %91[%1171] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1173 = llvm.insertelement %1046, %81[%3 : i32] : vector<8xf16>
    %1174 = llvm.insertelement %1047, %1173[%5 : i32] : vector<8xf16>
    %1175 = llvm.insertelement %1048, %1174[%6 : i32] : vector<8xf16>
    %1176 = llvm.insertelement %1049, %1175[%13 : i32] : vector<8xf16>
    %1177 = llvm.insertelement %1050, %1176[%15 : i32] : vector<8xf16>
    %1178 = llvm.insertelement %1051, %1177[%24 : i32] : vector<8xf16>
    %1179 = llvm.insertelement %1052, %1178[%25 : i32] : vector<8xf16>
    %1180 = llvm.insertelement %1053, %1179[%26 : i32] : vector<8xf16>
    %1181 = llvm.extractelement %1180[%3 : i32] : vector<8xf16>
    %1182 = llvm.extractelement %1180[%5 : i32] : vector<8xf16>
    %1183 = llvm.extractelement %1180[%6 : i32] : vector<8xf16>
    %1184 = llvm.extractelement %1180[%13 : i32] : vector<8xf16>
    %1185 = llvm.extractelement %1180[%15 : i32] : vector<8xf16>
    %1186 = llvm.extractelement %1180[%24 : i32] : vector<8xf16>
    %1187 = llvm.extractelement %1180[%25 : i32] : vector<8xf16>
    %1188 = llvm.extractelement %1180[%26 : i32] : vector<8xf16>
    %1189 = llvm.bitcast %1181 : f16 to i16
    %1190 = llvm.bitcast %1182 : f16 to i16
    %1191 = llvm.bitcast %1183 : f16 to i16
    %1192 = llvm.bitcast %1184 : f16 to i16
    %1193 = llvm.bitcast %1185 : f16 to i16
    %1194 = llvm.bitcast %1186 : f16 to i16
    %1195 = llvm.bitcast %1187 : f16 to i16
    %1196 = llvm.bitcast %1188 : f16 to i16
    %1197 = llvm.insertelement %1189, %82[%3 : i32] : vector<8xi16>
    %1198 = llvm.insertelement %1190, %1197[%5 : i32] : vector<8xi16>
    %1199 = llvm.insertelement %1191, %1198[%6 : i32] : vector<8xi16>
    %1200 = llvm.insertelement %1192, %1199[%13 : i32] : vector<8xi16>
    %1201 = llvm.insertelement %1193, %1200[%15 : i32] : vector<8xi16>
    %1202 = llvm.insertelement %1194, %1201[%24 : i32] : vector<8xi16>
    %1203 = llvm.insertelement %1195, %1202[%25 : i32] : vector<8xi16>
    %1204 = llvm.insertelement %1196, %1203[%26 : i32] : vector<8xi16>
    %1205 = llvm.extractelement %1204[%3 : i32] : vector<8xi16>
    %1206 = llvm.extractelement %1204[%5 : i32] : vector<8xi16>
    %1207 = llvm.extractelement %1204[%6 : i32] : vector<8xi16>
    %1208 = llvm.extractelement %1204[%13 : i32] : vector<8xi16>
    %1209 = llvm.extractelement %1204[%15 : i32] : vector<8xi16>
    %1210 = llvm.extractelement %1204[%24 : i32] : vector<8xi16>
    %1211 = llvm.extractelement %1204[%25 : i32] : vector<8xi16>
    %1212 = llvm.extractelement %1204[%26 : i32] : vector<8xi16>
    %1213 = llvm.insertelement %1205, %83[%3 : i32] : vector<2xi16>
    %1214 = llvm.insertelement %1206, %1213[%5 : i32] : vector<2xi16>
    %1215 = llvm.bitcast %1214 : vector<2xi16> to i32
    %1216 = llvm.insertelement %1207, %83[%3 : i32] : vector<2xi16>
    %1217 = llvm.insertelement %1208, %1216[%5 : i32] : vector<2xi16>
    %1218 = llvm.bitcast %1217 : vector<2xi16> to i32
    %1219 = llvm.insertelement %1209, %83[%3 : i32] : vector<2xi16>
    %1220 = llvm.insertelement %1210, %1219[%5 : i32] : vector<2xi16>
    %1221 = llvm.bitcast %1220 : vector<2xi16> to i32
    %1222 = llvm.insertelement %1211, %83[%3 : i32] : vector<2xi16>
    %1223 = llvm.insertelement %1212, %1222[%5 : i32] : vector<2xi16>
    %1224 = llvm.bitcast %1223 : vector<2xi16> to i32
    %1225 = llvm.insertelement %1215, %84[%3 : i32] : vector<4xi32>
    %1226 = llvm.insertelement %1218, %1225[%5 : i32] : vector<4xi32>
    %1227 = llvm.insertelement %1221, %1226[%6 : i32] : vector<4xi32>
    %1228 = llvm.insertelement %1224, %1227[%13 : i32] : vector<4xi32>
    llvm.store %1228, %1172 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1229 = llvm.xor %1110, %92 : i32
    %1230 = llvm.add %1229, %3 : i32
    %1231 = llvm.getelementptr inbounds %91[%1230] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1232 = llvm.insertelement %1054, %81[%3 : i32] : vector<8xf16>
    %1233 = llvm.insertelement %1055, %1232[%5 : i32] : vector<8xf16>
    %1234 = llvm.insertelement %1056, %1233[%6 : i32] : vector<8xf16>
    %1235 = llvm.insertelement %1057, %1234[%13 : i32] : vector<8xf16>
    %1236 = llvm.insertelement %1058, %1235[%15 : i32] : vector<8xf16>
    %1237 = llvm.insertelement %1059, %1236[%24 : i32] : vector<8xf16>
    %1238 = llvm.insertelement %1060, %1237[%25 : i32] : vector<8xf16>
    %1239 = llvm.insertelement %1061, %1238[%26 : i32] : vector<8xf16>
    %1240 = llvm.extractelement %1239[%3 : i32] : vector<8xf16>
    %1241 = llvm.extractelement %1239[%5 : i32] : vector<8xf16>
    %1242 = llvm.extractelement %1239[%6 : i32] : vector<8xf16>
    %1243 = llvm.extractelement %1239[%13 : i32] : vector<8xf16>
    %1244 = llvm.extractelement %1239[%15 : i32] : vector<8xf16>
    %1245 = llvm.extractelement %1239[%24 : i32] : vector<8xf16>
    %1246 = llvm.extractelement %1239[%25 : i32] : vector<8xf16>
    %1247 = llvm.extractelement %1239[%26 : i32] : vector<8xf16>
    %1248 = llvm.bitcast %1240 : f16 to i16
    %1249 = llvm.bitcast %1241 : f16 to i16
    %1250 = llvm.bitcast %1242 : f16 to i16
    %1251 = llvm.bitcast %1243 : f16 to i16
    %1252 = llvm.bitcast %1244 : f16 to i16
    %1253 = llvm.bitcast %1245 : f16 to i16
    %1254 = llvm.bitcast %1246 : f16 to i16
    %1255 = llvm.bitcast %1247 : f16 to i16
    %1256 = llvm.insertelement %1248, %82[%3 : i32] : vector<8xi16>
    %1257 = llvm.insertelement %1249, %1256[%5 : i32] : vector<8xi16>
    %1258 = llvm.insertelement %1250, %1257[%6 : i32] : vector<8xi16>
    %1259 = llvm.insertelement %1251, %1258[%13 : i32] : vector<8xi16>
    %1260 = llvm.insertelement %1252, %1259[%15 : i32] : vector<8xi16>
    %1261 = llvm.insertelement %1253, %1260[%24 : i32] : vector<8xi16>
    %1262 = llvm.insertelement %1254, %1261[%25 : i32] : vector<8xi16>
    %1263 = llvm.insertelement %1255, %1262[%26 : i32] : vector<8xi16>
    %1264 = llvm.extractelement %1263[%3 : i32] : vector<8xi16>
    %1265 = llvm.extractelement %1263[%5 : i32] : vector<8xi16>
    %1266 = llvm.extractelement %1263[%6 : i32] : vector<8xi16>
    %1267 = llvm.extractelement %1263[%13 : i32] : vector<8xi16>
    %1268 = llvm.extractelement %1263[%15 : i32] : vector<8xi16>
    %1269 = llvm.extractelement %1263[%24 : i32] : vector<8xi16>
    %1270 = llvm.extractelement %1263[%25 : i32] : vector<8xi16>
    %1271 = llvm.extractelement %1263[%26 : i32] : vector<8xi16>
    %1272 = llvm.insertelement %1264, %83[%3 : i32] : vector<2xi16>
    %1273 = llvm.insertelement %1265, %1272[%5 : i32] : vector<2xi16>
    %1274 = llvm.bitcast %1273 : vector<2xi16> to i32
    %1275 = llvm.insertelement %1266, %83[%3 : i32] : vector<2xi16>
    %1276 = llvm.insertelement %1267, %1275[%5 : i32] : vector<2xi16>
    %1277 = llvm.bitcast %1276 : vector<2xi16> to i32
    %1278 = llvm.insertelement %1268, %83[%3 : i32] : vector<2xi16>
    %1279 = llvm.insertelement %1269, %1278[%5 : i32] : vector<2xi16>
    %1280 = llvm.bitcast %1279 : vector<2xi16> to i32
    %1281 = llvm.insertelement %1270, %83[%3 : i32] : vector<2xi16>
    %1282 = llvm.insertelement %1271, %1281[%5 : i32] : vector<2xi16>
    %1283 = llvm.bitcast %1282 : vector<2xi16> to i32
    %1284 = llvm.insertelement %1274, %84[%3 : i32] : vector<4xi32>
    %1285 = llvm.insertelement %1277, %1284[%5 : i32] : vector<4xi32>
    %1286 = llvm.insertelement %1280, %1285[%6 : i32] : vector<4xi32>
    %1287 = llvm.insertelement %1283, %1286[%13 : i32] : vector<4xi32>
    llvm.store %1287, %1231 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1288 = llvm.xor %1110, %64 : i32
    %1289 = llvm.add %1288, %3 : i32
    %1290 = llvm.getelementptr inbounds %91[%1289] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1291 = llvm.insertelement %1062, %81[%3 : i32] : vector<8xf16>
    %1292 = llvm.insertelement %1063, %1291[%5 : i32] : vector<8xf16>
    %1293 = llvm.insertelement %1064, %1292[%6 : i32] : vector<8xf16>
    %1294 = llvm.insertelement %1065, %1293[%13 : i32] : vector<8xf16>
    %1295 = llvm.insertelement %1066, %1294[%15 : i32] : vector<8xf16>
    %1296 = llvm.insertelement %1067, %1295[%24 : i32] : vector<8xf16>
    %1297 = llvm.insertelement %1068, %1296[%25 : i32] : vector<8xf16>
    %1298 = llvm.insertelement %1069, %1297[%26 : i32] : vector<8xf16>
    %1299 = llvm.extractelement %1298[%3 : i32] : vector<8xf16>
    %1300 = llvm.extractelement %1298[%5 : i32] : vector<8xf16>
    %1301 = llvm.extractelement %1298[%6 : i32] : vector<8xf16>
    %1302 = llvm.extractelement %1298[%13 : i32] : vector<8xf16>
    %1303 = llvm.extractelement %1298[%15 : i32] : vector<8xf16>
    %1304 = llvm.extractelement %1298[%24 : i32] : vector<8xf16>
    %1305 = llvm.extractelement %1298[%25 : i32] : vector<8xf16>
    %1306 = llvm.extractelement %1298[%26 : i32] : vector<8xf16>
    %1307 = llvm.bitcast %1299 : f16 to i16
    %1308 = llvm.bitcast %1300 : f16 to i16
    %1309 = llvm.bitcast %1301 : f16 to i16
    %1310 = llvm.bitcast %1302 : f16 to i16
    %1311 = llvm.bitcast %1303 : f16 to i16
    %1312 = llvm.bitcast %1304 : f16 to i16
    %1313 = llvm.bitcast %1305 : f16 to i16
    %1314 = llvm.bitcast %1306 : f16 to i16
    %1315 = llvm.insertelement %1307, %82[%3 : i32] : vector<8xi16>
    %1316 = llvm.insertelement %1308, %1315[%5 : i32] : vector<8xi16>
    %1317 = llvm.insertelement %1309, %1316[%6 : i32] : vector<8xi16>
    %1318 = llvm.insertelement %1310, %1317[%13 : i32] : vector<8xi16>
    %1319 = llvm.insertelement %1311, %1318[%15 : i32] : vector<8xi16>
    %1320 = llvm.insertelement %1312, %1319[%24 : i32] : vector<8xi16>
    %1321 = llvm.insertelement %1313, %1320[%25 : i32] : vector<8xi16>
    %1322 = llvm.insertelement %1314, %1321[%26 : i32] : vector<8xi16>
    %1323 = llvm.extractelement %1322[%3 : i32] : vector<8xi16>
    %1324 = llvm.extractelement %1322[%5 : i32] : vector<8xi16>
    %1325 = llvm.extractelement %1322[%6 : i32] : vector<8xi16>
    %1326 = llvm.extractelement %1322[%13 : i32] : vector<8xi16>
    %1327 = llvm.extractelement %1322[%15 : i32] : vector<8xi16>
    %1328 = llvm.extractelement %1322[%24 : i32] : vector<8xi16>
    %1329 = llvm.extractelement %1322[%25 : i32] : vector<8xi16>
    %1330 = llvm.extractelement %1322[%26 : i32] : vector<8xi16>
    %1331 = llvm.insertelement %1323, %83[%3 : i32] : vector<2xi16>
    %1332 = llvm.insertelement %1324, %1331[%5 : i32] : vector<2xi16>
    %1333 = llvm.bitcast %1332 : vector<2xi16> to i32
    %1334 = llvm.insertelement %1325, %83[%3 : i32] : vector<2xi16>
    %1335 = llvm.insertelement %1326, %1334[%5 : i32] : vector<2xi16>
    %1336 = llvm.bitcast %1335 : vector<2xi16> to i32
    %1337 = llvm.insertelement %1327, %83[%3 : i32] : vector<2xi16>
    %1338 = llvm.insertelement %1328, %1337[%5 : i32] : vector<2xi16>
    %1339 = llvm.bitcast %1338 : vector<2xi16> to i32
    %1340 = llvm.insertelement %1329, %83[%3 : i32] : vector<2xi16>
    %1341 = llvm.insertelement %1330, %1340[%5 : i32] : vector<2xi16>
    %1342 = llvm.bitcast %1341 : vector<2xi16> to i32
    %1343 = llvm.insertelement %1333, %84[%3 : i32] : vector<4xi32>
    %1344 = llvm.insertelement %1336, %1343[%5 : i32] : vector<4xi32>
    %1345 = llvm.insertelement %1339, %1344[%6 : i32] : vector<4xi32>
    %1346 = llvm.insertelement %1342, %1345[%13 : i32] : vector<4xi32>
    llvm.store %1346, %1290 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1347 = llvm.xor %1110, %7 : i32
    %1348 = llvm.add %1347, %3 : i32
    %1349 = llvm.getelementptr inbounds %91[%1348] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1350 = llvm.insertelement %1070, %81[%3 : i32] : vector<8xf16>
    %1351 = llvm.insertelement %1071, %1350[%5 : i32] : vector<8xf16>
    %1352 = llvm.insertelement %1072, %1351[%6 : i32] : vector<8xf16>
    %1353 = llvm.insertelement %1073, %1352[%13 : i32] : vector<8xf16>
    %1354 = llvm.insertelement %1074, %1353[%15 : i32] : vector<8xf16>
    %1355 = llvm.insertelement %1075, %1354[%24 : i32] : vector<8xf16>
    %1356 = llvm.insertelement %1076, %1355[%25 : i32] : vector<8xf16>
    %1357 = llvm.insertelement %1077, %1356[%26 : i32] : vector<8xf16>
    %1358 = llvm.extractelement %1357[%3 : i32] : vector<8xf16>
    %1359 = llvm.extractelement %1357[%5 : i32] : vector<8xf16>
    %1360 = llvm.extractelement %1357[%6 : i32] : vector<8xf16>
    %1361 = llvm.extractelement %1357[%13 : i32] : vector<8xf16>
    %1362 = llvm.extractelement %1357[%15 : i32] : vector<8xf16>
    %1363 = llvm.extractelement %1357[%24 : i32] : vector<8xf16>
    %1364 = llvm.extractelement %1357[%25 : i32] : vector<8xf16>
    %1365 = llvm.extractelement %1357[%26 : i32] : vector<8xf16>
    %1366 = llvm.bitcast %1358 : f16 to i16
    %1367 = llvm.bitcast %1359 : f16 to i16
    %1368 = llvm.bitcast %1360 : f16 to i16
    %1369 = llvm.bitcast %1361 : f16 to i16
    %1370 = llvm.bitcast %1362 : f16 to i16
    %1371 = llvm.bitcast %1363 : f16 to i16
    %1372 = llvm.bitcast %1364 : f16 to i16
    %1373 = llvm.bitcast %1365 : f16 to i16
    %1374 = llvm.insertelement %1366, %82[%3 : i32] : vector<8xi16>
    %1375 = llvm.insertelement %1367, %1374[%5 : i32] : vector<8xi16>
    %1376 = llvm.insertelement %1368, %1375[%6 : i32] : vector<8xi16>
    %1377 = llvm.insertelement %1369, %1376[%13 : i32] : vector<8xi16>
    %1378 = llvm.insertelement %1370, %1377[%15 : i32] : vector<8xi16>
    %1379 = llvm.insertelement %1371, %1378[%24 : i32] : vector<8xi16>
    %1380 = llvm.insertelement %1372, %1379[%25 : i32] : vector<8xi16>
    %1381 = llvm.insertelement %1373, %1380[%26 : i32] : vector<8xi16>
    %1382 = llvm.extractelement %1381[%3 : i32] : vector<8xi16>
    %1383 = llvm.extractelement %1381[%5 : i32] : vector<8xi16>
    %1384 = llvm.extractelement %1381[%6 : i32] : vector<8xi16>
    %1385 = llvm.extractelement %1381[%13 : i32] : vector<8xi16>
    %1386 = llvm.extractelement %1381[%15 : i32] : vector<8xi16>
    %1387 = llvm.extractelement %1381[%24 : i32] : vector<8xi16>
    %1388 = llvm.extractelement %1381[%25 : i32] : vector<8xi16>
    %1389 = llvm.extractelement %1381[%26 : i32] : vector<8xi16>
    %1390 = llvm.insertelement %1382, %83[%3 : i32] : vector<2xi16>
    %1391 = llvm.insertelement %1383, %1390[%5 : i32] : vector<2xi16>
    %1392 = llvm.bitcast %1391 : vector<2xi16> to i32
    %1393 = llvm.insertelement %1384, %83[%3 : i32] : vector<2xi16>
    %1394 = llvm.insertelement %1385, %1393[%5 : i32] : vector<2xi16>
    %1395 = llvm.bitcast %1394 : vector<2xi16> to i32
    %1396 = llvm.insertelement %1386, %83[%3 : i32] : vector<2xi16>
    %1397 = llvm.insertelement %1387, %1396[%5 : i32] : vector<2xi16>
    %1398 = llvm.bitcast %1397 : vector<2xi16> to i32
    %1399 = llvm.insertelement %1388, %83[%3 : i32] : vector<2xi16>
    %1400 = llvm.insertelement %1389, %1399[%5 : i32] : vector<2xi16>
    %1401 = llvm.bitcast %1400 : vector<2xi16> to i32
    %1402 = llvm.insertelement %1392, %84[%3 : i32] : vector<4xi32>
    %1403 = llvm.insertelement %1395, %1402[%5 : i32] : vector<4xi32>
    %1404 = llvm.insertelement %1398, %1403[%6 : i32] : vector<4xi32>
    %1405 = llvm.insertelement %1401, %1404[%13 : i32] : vector<4xi32>
    llvm.store %1405, %1349 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1406 = llvm.xor %1110, %85 : i32
    %1407 = llvm.add %1406, %3 : i32
    %1408 = llvm.getelementptr inbounds %91[%1407] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1409 = llvm.insertelement %1078, %81[%3 : i32] : vector<8xf16>
    %1410 = llvm.insertelement %1079, %1409[%5 : i32] : vector<8xf16>
    %1411 = llvm.insertelement %1080, %1410[%6 : i32] : vector<8xf16>
    %1412 = llvm.insertelement %1081, %1411[%13 : i32] : vector<8xf16>
    %1413 = llvm.insertelement %1082, %1412[%15 : i32] : vector<8xf16>
    %1414 = llvm.insertelement %1083, %1413[%24 : i32] : vector<8xf16>
    %1415 = llvm.insertelement %1084, %1414[%25 : i32] : vector<8xf16>
    %1416 = llvm.insertelement %1085, %1415[%26 : i32] : vector<8xf16>
    %1417 = llvm.extractelement %1416[%3 : i32] : vector<8xf16>
    %1418 = llvm.extractelement %1416[%5 : i32] : vector<8xf16>
    %1419 = llvm.extractelement %1416[%6 : i32] : vector<8xf16>
    %1420 = llvm.extractelement %1416[%13 : i32] : vector<8xf16>
    %1421 = llvm.extractelement %1416[%15 : i32] : vector<8xf16>
    %1422 = llvm.extractelement %1416[%24 : i32] : vector<8xf16>
    %1423 = llvm.extractelement %1416[%25 : i32] : vector<8xf16>
    %1424 = llvm.extractelement %1416[%26 : i32] : vector<8xf16>
    %1425 = llvm.bitcast %1417 : f16 to i16
    %1426 = llvm.bitcast %1418 : f16 to i16
    %1427 = llvm.bitcast %1419 : f16 to i16
    %1428 = llvm.bitcast %1420 : f16 to i16
    %1429 = llvm.bitcast %1421 : f16 to i16
    %1430 = llvm.bitcast %1422 : f16 to i16
    %1431 = llvm.bitcast %1423 : f16 to i16
    %1432 = llvm.bitcast %1424 : f16 to i16
    %1433 = llvm.insertelement %1425, %82[%3 : i32] : vector<8xi16>
    %1434 = llvm.insertelement %1426, %1433[%5 : i32] : vector<8xi16>
    %1435 = llvm.insertelement %1427, %1434[%6 : i32] : vector<8xi16>
    %1436 = llvm.insertelement %1428, %1435[%13 : i32] : vector<8xi16>
    %1437 = llvm.insertelement %1429, %1436[%15 : i32] : vector<8xi16>
    %1438 = llvm.insertelement %1430, %1437[%24 : i32] : vector<8xi16>
    %1439 = llvm.insertelement %1431, %1438[%25 : i32] : vector<8xi16>
    %1440 = llvm.insertelement %1432, %1439[%26 : i32] : vector<8xi16>
    %1441 = llvm.extractelement %1440[%3 : i32] : vector<8xi16>
    %1442 = llvm.extractelement %1440[%5 : i32] : vector<8xi16>
    %1443 = llvm.extractelement %1440[%6 : i32] : vector<8xi16>
    %1444 = llvm.extractelement %1440[%13 : i32] : vector<8xi16>
    %1445 = llvm.extractelement %1440[%15 : i32] : vector<8xi16>
    %1446 = llvm.extractelement %1440[%24 : i32] : vector<8xi16>
    %1447 = llvm.extractelement %1440[%25 : i32] : vector<8xi16>
    %1448 = llvm.extractelement %1440[%26 : i32] : vector<8xi16>
    %1449 = llvm.insertelement %1441, %83[%3 : i32] : vector<2xi16>
    %1450 = llvm.insertelement %1442, %1449[%5 : i32] : vector<2xi16>
    %1451 = llvm.bitcast %1450 : vector<2xi16> to i32
    %1452 = llvm.insertelement %1443, %83[%3 : i32] : vector<2xi16>
    %1453 = llvm.insertelement %1444, %1452[%5 : i32] : vector<2xi16>
    %1454 = llvm.bitcast %1453 : vector<2xi16> to i32
    %1455 = llvm.insertelement %1445, %83[%3 : i32] : vector<2xi16>
    %1456 = llvm.insertelement %1446, %1455[%5 : i32] : vector<2xi16>
    %1457 = llvm.bitcast %1456 : vector<2xi16> to i32
    %1458 = llvm.insertelement %1447, %83[%3 : i32] : vector<2xi16>
    %1459 = llvm.insertelement %1448, %1458[%5 : i32] : vector<2xi16>
    %1460 = llvm.bitcast %1459 : vector<2xi16> to i32
    %1461 = llvm.insertelement %1451, %84[%3 : i32] : vector<4xi32>
    %1462 = llvm.insertelement %1454, %1461[%5 : i32] : vector<4xi32>
    %1463 = llvm.insertelement %1457, %1462[%6 : i32] : vector<4xi32>
    %1464 = llvm.insertelement %1460, %1463[%13 : i32] : vector<4xi32>
    llvm.store %1464, %1408 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1465 = llvm.xor %1110, %86 : i32
    %1466 = llvm.add %1465, %3 : i32
    %1467 = llvm.getelementptr inbounds %91[%1466] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1468 = llvm.insertelement %1086, %81[%3 : i32] : vector<8xf16>
    %1469 = llvm.insertelement %1087, %1468[%5 : i32] : vector<8xf16>
    %1470 = llvm.insertelement %1088, %1469[%6 : i32] : vector<8xf16>
    %1471 = llvm.insertelement %1089, %1470[%13 : i32] : vector<8xf16>
    %1472 = llvm.insertelement %1090, %1471[%15 : i32] : vector<8xf16>
    %1473 = llvm.insertelement %1091, %1472[%24 : i32] : vector<8xf16>
    %1474 = llvm.insertelement %1092, %1473[%25 : i32] : vector<8xf16>
    %1475 = llvm.insertelement %1093, %1474[%26 : i32] : vector<8xf16>
    %1476 = llvm.extractelement %1475[%3 : i32] : vector<8xf16>
    %1477 = llvm.extractelement %1475[%5 : i32] : vector<8xf16>
    %1478 = llvm.extractelement %1475[%6 : i32] : vector<8xf16>
    %1479 = llvm.extractelement %1475[%13 : i32] : vector<8xf16>
    %1480 = llvm.extractelement %1475[%15 : i32] : vector<8xf16>
    %1481 = llvm.extractelement %1475[%24 : i32] : vector<8xf16>
    %1482 = llvm.extractelement %1475[%25 : i32] : vector<8xf16>
    %1483 = llvm.extractelement %1475[%26 : i32] : vector<8xf16>
    %1484 = llvm.bitcast %1476 : f16 to i16
    %1485 = llvm.bitcast %1477 : f16 to i16
    %1486 = llvm.bitcast %1478 : f16 to i16
    %1487 = llvm.bitcast %1479 : f16 to i16
    %1488 = llvm.bitcast %1480 : f16 to i16
    %1489 = llvm.bitcast %1481 : f16 to i16
    %1490 = llvm.bitcast %1482 : f16 to i16
    %1491 = llvm.bitcast %1483 : f16 to i16
    %1492 = llvm.insertelement %1484, %82[%3 : i32] : vector<8xi16>
    %1493 = llvm.insertelement %1485, %1492[%5 : i32] : vector<8xi16>
    %1494 = llvm.insertelement %1486, %1493[%6 : i32] : vector<8xi16>
    %1495 = llvm.insertelement %1487, %1494[%13 : i32] : vector<8xi16>
    %1496 = llvm.insertelement %1488, %1495[%15 : i32] : vector<8xi16>
    %1497 = llvm.insertelement %1489, %1496[%24 : i32] : vector<8xi16>
    %1498 = llvm.insertelement %1490, %1497[%25 : i32] : vector<8xi16>
    %1499 = llvm.insertelement %1491, %1498[%26 : i32] : vector<8xi16>
    %1500 = llvm.extractelement %1499[%3 : i32] : vector<8xi16>
    %1501 = llvm.extractelement %1499[%5 : i32] : vector<8xi16>
    %1502 = llvm.extractelement %1499[%6 : i32] : vector<8xi16>
    %1503 = llvm.extractelement %1499[%13 : i32] : vector<8xi16>
    %1504 = llvm.extractelement %1499[%15 : i32] : vector<8xi16>
    %1505 = llvm.extractelement %1499[%24 : i32] : vector<8xi16>
    %1506 = llvm.extractelement %1499[%25 : i32] : vector<8xi16>
    %1507 = llvm.extractelement %1499[%26 : i32] : vector<8xi16>
    %1508 = llvm.insertelement %1500, %83[%3 : i32] : vector<2xi16>
    %1509 = llvm.insertelement %1501, %1508[%5 : i32] : vector<2xi16>
    %1510 = llvm.bitcast %1509 : vector<2xi16> to i32
    %1511 = llvm.insertelement %1502, %83[%3 : i32] : vector<2xi16>
    %1512 = llvm.insertelement %1503, %1511[%5 : i32] : vector<2xi16>
    %1513 = llvm.bitcast %1512 : vector<2xi16> to i32
    %1514 = llvm.insertelement %1504, %83[%3 : i32] : vector<2xi16>
    %1515 = llvm.insertelement %1505, %1514[%5 : i32] : vector<2xi16>
    %1516 = llvm.bitcast %1515 : vector<2xi16> to i32
    %1517 = llvm.insertelement %1506, %83[%3 : i32] : vector<2xi16>
    %1518 = llvm.insertelement %1507, %1517[%5 : i32] : vector<2xi16>
    %1519 = llvm.bitcast %1518 : vector<2xi16> to i32
    %1520 = llvm.insertelement %1510, %84[%3 : i32] : vector<4xi32>
    %1521 = llvm.insertelement %1513, %1520[%5 : i32] : vector<4xi32>
    %1522 = llvm.insertelement %1516, %1521[%6 : i32] : vector<4xi32>
    %1523 = llvm.insertelement %1519, %1522[%13 : i32] : vector<4xi32>
    llvm.store %1523, %1467 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1524 = llvm.xor %1110, %87 : i32
    %1525 = llvm.add %1524, %3 : i32
    %1526 = llvm.getelementptr inbounds %91[%1525] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1527 = llvm.insertelement %1094, %81[%3 : i32] : vector<8xf16>
    %1528 = llvm.insertelement %1095, %1527[%5 : i32] : vector<8xf16>
    %1529 = llvm.insertelement %1096, %1528[%6 : i32] : vector<8xf16>
    %1530 = llvm.insertelement %1097, %1529[%13 : i32] : vector<8xf16>
    %1531 = llvm.insertelement %1098, %1530[%15 : i32] : vector<8xf16>
    %1532 = llvm.insertelement %1099, %1531[%24 : i32] : vector<8xf16>
    %1533 = llvm.insertelement %1100, %1532[%25 : i32] : vector<8xf16>
    %1534 = llvm.insertelement %1101, %1533[%26 : i32] : vector<8xf16>
    %1535 = llvm.extractelement %1534[%3 : i32] : vector<8xf16>
    %1536 = llvm.extractelement %1534[%5 : i32] : vector<8xf16>
    %1537 = llvm.extractelement %1534[%6 : i32] : vector<8xf16>
    %1538 = llvm.extractelement %1534[%13 : i32] : vector<8xf16>
    %1539 = llvm.extractelement %1534[%15 : i32] : vector<8xf16>
    %1540 = llvm.extractelement %1534[%24 : i32] : vector<8xf16>
    %1541 = llvm.extractelement %1534[%25 : i32] : vector<8xf16>
    %1542 = llvm.extractelement %1534[%26 : i32] : vector<8xf16>
    %1543 = llvm.bitcast %1535 : f16 to i16
    %1544 = llvm.bitcast %1536 : f16 to i16
    %1545 = llvm.bitcast %1537 : f16 to i16
    %1546 = llvm.bitcast %1538 : f16 to i16
    %1547 = llvm.bitcast %1539 : f16 to i16
    %1548 = llvm.bitcast %1540 : f16 to i16
    %1549 = llvm.bitcast %1541 : f16 to i16
    %1550 = llvm.bitcast %1542 : f16 to i16
    %1551 = llvm.insertelement %1543, %82[%3 : i32] : vector<8xi16>
    %1552 = llvm.insertelement %1544, %1551[%5 : i32] : vector<8xi16>
    %1553 = llvm.insertelement %1545, %1552[%6 : i32] : vector<8xi16>
    %1554 = llvm.insertelement %1546, %1553[%13 : i32] : vector<8xi16>
    %1555 = llvm.insertelement %1547, %1554[%15 : i32] : vector<8xi16>
    %1556 = llvm.insertelement %1548, %1555[%24 : i32] : vector<8xi16>
    %1557 = llvm.insertelement %1549, %1556[%25 : i32] : vector<8xi16>
    %1558 = llvm.insertelement %1550, %1557[%26 : i32] : vector<8xi16>
    %1559 = llvm.extractelement %1558[%3 : i32] : vector<8xi16>
    %1560 = llvm.extractelement %1558[%5 : i32] : vector<8xi16>
    %1561 = llvm.extractelement %1558[%6 : i32] : vector<8xi16>
    %1562 = llvm.extractelement %1558[%13 : i32] : vector<8xi16>
    %1563 = llvm.extractelement %1558[%15 : i32] : vector<8xi16>
    %1564 = llvm.extractelement %1558[%24 : i32] : vector<8xi16>
    %1565 = llvm.extractelement %1558[%25 : i32] : vector<8xi16>
    %1566 = llvm.extractelement %1558[%26 : i32] : vector<8xi16>
    %1567 = llvm.insertelement %1559, %83[%3 : i32] : vector<2xi16>
    %1568 = llvm.insertelement %1560, %1567[%5 : i32] : vector<2xi16>
    %1569 = llvm.bitcast %1568 : vector<2xi16> to i32
    %1570 = llvm.insertelement %1561, %83[%3 : i32] : vector<2xi16>
    %1571 = llvm.insertelement %1562, %1570[%5 : i32] : vector<2xi16>
    %1572 = llvm.bitcast %1571 : vector<2xi16> to i32
    %1573 = llvm.insertelement %1563, %83[%3 : i32] : vector<2xi16>
    %1574 = llvm.insertelement %1564, %1573[%5 : i32] : vector<2xi16>
    %1575 = llvm.bitcast %1574 : vector<2xi16> to i32
    %1576 = llvm.insertelement %1565, %83[%3 : i32] : vector<2xi16>
    %1577 = llvm.insertelement %1566, %1576[%5 : i32] : vector<2xi16>
    %1578 = llvm.bitcast %1577 : vector<2xi16> to i32
    %1579 = llvm.insertelement %1569, %84[%3 : i32] : vector<4xi32>
    %1580 = llvm.insertelement %1572, %1579[%5 : i32] : vector<4xi32>
    %1581 = llvm.insertelement %1575, %1580[%6 : i32] : vector<4xi32>
    %1582 = llvm.insertelement %1578, %1581[%13 : i32] : vector<4xi32>
    llvm.store %1582, %1526 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    nvvm.tcgen05.wait <load>
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.barrier
    %1583 = nvvm.elect.sync -> i1
    %1584 = llvm.icmp "ult" %118, %7 : i32
    %1585 = llvm.and %1583, %1584 : i1
    %1586 = llvm.add %181, %3 : i32
    %1587 = llvm.shl %1586, %3 : i32
    %1588 = llvm.or %3, %1587 : i32
    %1589 = llvm.or %1588, %3 : i32
    %1590 = llvm.and %1589, %5 : i32
    %1591 = llvm.shl %1590, %32 : i32
    %1592 = llvm.or disjoint %1591, %3 : i32
    %1593 = llvm.xor %3, %1592 : i32
    %1594 = llvm.getelementptr %91[%1593] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %1595 = llvm.shl %1590, %25 : i32
    %1596 = llvm.or disjoint %1595, %3 : i32
    %1597 = llvm.xor %3, %1596 : i32
    %1598 = llvm.add %175, %1597 : i32
    %1599 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r" %1585, %173, %1598, %232, %1594 : (i1, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    nvvm.cp.async.bulk.commit.group
    nvvm.cp.async.bulk.wait_group 0
    nvvm.barrier
    nvvm.barrier {aligned = false}
    %1600 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 128;", "b,r" %94, %97 : (i1, !llvm.ptr<6>) -> !llvm.void
    llvm.return
  }
}
