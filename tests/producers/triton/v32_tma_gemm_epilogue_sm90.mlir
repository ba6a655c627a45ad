module attributes {ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 512 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 49176 : i32, ttg.target = "cuda:90", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @tma_gemm_epilogue(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = bf16}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = bf16}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg3: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = bf16}, %arg4: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = bf16}, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 512 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.constant(384 : i64) : i64
    %1 = llvm.mlir.constant(256 : i64) : i64
    %2 = llvm.mlir.constant(128 : i64) : i64
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.undef : vector<2xbf16>
    %5 = llvm.mlir.constant(96 : i32) : i32
    %6 = llvm.mlir.constant(7 : i32) : i32
    %7 = llvm.mlir.constant(15 : i32) : i32
    %8 = llvm.mlir.constant(1.44269502 : f32) : f32
    %9 = llvm.mlir.constant(56 : i32) : i32
    %10 = llvm.mlir.constant(48 : i32) : i32
    %11 = llvm.mlir.constant(40 : i32) : i32
    %12 = llvm.mlir.constant(24 : i32) : i32
    %13 = llvm.mlir.constant(16 : i32) : i32
    %14 = llvm.mlir.constant(8 : i32) : i32
    %15 = llvm.mlir.constant(5 : i32) : i32
    %16 = llvm.mlir.constant(0 : index) : i32
    %17 = llvm.mlir.constant(6 : i32) : i32
    %18 = llvm.mlir.undef : vector<2xi32>
    %19 = llvm.mlir.constant(1073741888 : i32) : i32
    %20 = llvm.mlir.constant(32767 : i32) : i32
    %21 = llvm.mlir.constant(4 : i32) : i32
    %22 = llvm.mlir.constant(4096 : i32) : i32
    %23 = llvm.mlir.undef : vector<1xi32>
    %24 = llvm.mlir.constant(32 : i32) : i32
    %25 = llvm.mlir.constant(127 : i32) : i32
    %26 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %27 = llvm.mlir.constant(512 : i64) : i64
    %28 = llvm.mlir.constant(true) : i1
    %29 = llvm.mlir.constant(2 : i64) : i64
    %30 = llvm.mlir.constant(128 : i32) : i32
    %31 = llvm.mlir.constant(3 : i32) : i32
    %32 = llvm.mlir.constant(2 : i32) : i32
    %33 = llvm.mlir.constant(1 : i32) : i32
    %34 = llvm.mlir.constant(-1 : i32) : i32
    %35 = llvm.mlir.constant(64 : i32) : i32
    %36 = llvm.mlir.constant(0 : i32) : i32
    %37 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %38 = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %39 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %40 = llvm.insertvalue %39, %38[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %41 = llvm.insertvalue %39, %40[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %42 = llvm.insertvalue %39, %41[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %43 = llvm.insertvalue %39, %42[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %44 = llvm.insertvalue %39, %43[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %45 = llvm.insertvalue %39, %44[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %46 = llvm.insertvalue %39, %45[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %47 = llvm.insertvalue %39, %46[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %48 = llvm.insertvalue %39, %47[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %49 = llvm.insertvalue %39, %48[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %50 = llvm.insertvalue %39, %49[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %51 = llvm.insertvalue %39, %50[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %52 = llvm.insertvalue %39, %51[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %53 = llvm.insertvalue %39, %52[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %54 = llvm.insertvalue %39, %53[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %55 = llvm.insertvalue %39, %54[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %56 = llvm.insertvalue %39, %55[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %57 = llvm.insertvalue %39, %56[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %58 = llvm.insertvalue %39, %57[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %59 = llvm.insertvalue %39, %58[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %60 = llvm.insertvalue %39, %59[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %61 = llvm.insertvalue %39, %60[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %62 = llvm.insertvalue %39, %61[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %63 = llvm.insertvalue %39, %62[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %64 = llvm.insertvalue %39, %63[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %65 = llvm.insertvalue %39, %64[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %66 = llvm.insertvalue %39, %65[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %67 = llvm.insertvalue %39, %66[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %68 = llvm.insertvalue %39, %67[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %69 = llvm.insertvalue %39, %68[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %70 = llvm.insertvalue %39, %69[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %71 = llvm.insertvalue %39, %70[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %72 = llvm.sext %arg7 : i32 to i64
    %73 = nvvm.read.ptx.sreg.ctaid.x : i32
    %74 = nvvm.read.ptx.sreg.ctaid.y : i32
    %75 = nvvm.read.ptx.sreg.ctaid.z : i32
    %76 = nvvm.read.ptx.sreg.nctaid.x : i32
    %77 = nvvm.read.ptx.sreg.nctaid.y : i32
    %78 = llvm.zext %75 : i32 to i64
    %79 = llvm.zext %74 : i32 to i64
    %80 = llvm.zext %77 : i32 to i64
    %81 = llvm.mul %78, %80 : i64
    %82 = llvm.add %79, %81 : i64
    %83 = llvm.zext %73 : i32 to i64
    %84 = llvm.zext %76 : i32 to i64
    %85 = llvm.mul %82, %84 : i64
    %86 = llvm.add %83, %85 : i64
    %87 = llvm.mul %86, %27 : i64
    %88 = llvm.add %87, %3 : i64
    %89 = llvm.getelementptr %arg8[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %90 = llvm.mul %72, %29 : i64
    %91 = nvvm.read.ptx.sreg.tid.x : i32
    %92 = llvm.and %91, %25 : i32
    %93 = llvm.icmp "slt" %92, %24 : i32
    %94 = llvm.getelementptr %26[%92] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %95 = llvm.insertelement %36, %23[%36 : i32] : vector<1xi32>
    %96 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %94, %95, %93 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %34 : i32
    %97 = llvm.icmp "eq" %92, %36 : i32
    llvm.cond_br %97, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %98 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %26, %arg0 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %99 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l" %26 : (!llvm.ptr<3>) -> !llvm.void
    %100 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %26, %35 : (!llvm.ptr<3>, i32) -> !llvm.void
    %101 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %26, %35 : (!llvm.ptr<3>, i32) -> !llvm.void
    %102 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %26, %arg7 : (!llvm.ptr<3>, i32) -> !llvm.void
    %103 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %26, %arg5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %104 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %26, %90 : (!llvm.ptr<3>, i64) -> !llvm.void
    %105 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %26, %33 : (!llvm.ptr<3>, i32) -> !llvm.void
    %106 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %26, %33 : (!llvm.ptr<3>, i32) -> !llvm.void
    %107 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0xa;", "l" %26 : (!llvm.ptr<3>) -> !llvm.void
    %108 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l" %26 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    nvvm.bar.warp.sync %34 : i32
    %109 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %89, %26, %93 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %110 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %89, %93, %93, %93 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier
    %111 = llvm.addrspacecast %89 : !llvm.ptr<1> to !llvm.ptr
    %112 = llvm.add %87, %2 : i64
    %113 = llvm.getelementptr %arg8[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %114 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %94, %95, %93 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %34 : i32
    llvm.cond_br %97, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %115 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %26, %arg1 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %116 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l" %26 : (!llvm.ptr<3>) -> !llvm.void
    %117 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %26, %35 : (!llvm.ptr<3>, i32) -> !llvm.void
    %118 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %26, %35 : (!llvm.ptr<3>, i32) -> !llvm.void
    %119 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %26, %arg7 : (!llvm.ptr<3>, i32) -> !llvm.void
    %120 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %26, %arg6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %121 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %26, %90 : (!llvm.ptr<3>, i64) -> !llvm.void
    %122 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %26, %33 : (!llvm.ptr<3>, i32) -> !llvm.void
    %123 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %26, %33 : (!llvm.ptr<3>, i32) -> !llvm.void
    %124 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0xa;", "l" %26 : (!llvm.ptr<3>) -> !llvm.void
    %125 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l" %26 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    nvvm.bar.warp.sync %34 : i32
    %126 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %113, %26, %93 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %127 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %113, %93, %93, %93 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier
    %128 = llvm.addrspacecast %113 : !llvm.ptr<1> to !llvm.ptr
    %129 = llvm.sext %arg6 : i32 to i64
    %130 = llvm.add %87, %1 : i64
    %131 = llvm.getelementptr %arg8[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %132 = llvm.mul %129, %29 : i64
    %133 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %94, %95, %93 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %34 : i32
    llvm.cond_br %97, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %134 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %26, %arg3 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %135 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l" %26 : (!llvm.ptr<3>) -> !llvm.void
    %136 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %26, %35 : (!llvm.ptr<3>, i32) -> !llvm.void
    %137 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %26, %35 : (!llvm.ptr<3>, i32) -> !llvm.void
    %138 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %26, %arg6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %139 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %26, %arg5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %140 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %26, %132 : (!llvm.ptr<3>, i64) -> !llvm.void
    %141 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %26, %33 : (!llvm.ptr<3>, i32) -> !llvm.void
    %142 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %26, %33 : (!llvm.ptr<3>, i32) -> !llvm.void
    %143 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0xa;", "l" %26 : (!llvm.ptr<3>) -> !llvm.void
    %144 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l" %26 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    nvvm.bar.warp.sync %34 : i32
    %145 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %131, %26, %93 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %146 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %131, %93, %93, %93 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier
    %147 = llvm.addrspacecast %131 : !llvm.ptr<1> to !llvm.ptr
    %148 = llvm.add %87, %0 : i64
    %149 = llvm.getelementptr %arg8[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %150 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %94, %95, %93 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %34 : i32
    llvm.cond_br %97, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %151 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %26, %arg4 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %152 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l" %26 : (!llvm.ptr<3>) -> !llvm.void
    %153 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %26, %35 : (!llvm.ptr<3>, i32) -> !llvm.void
    %154 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %26, %35 : (!llvm.ptr<3>, i32) -> !llvm.void
    %155 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %26, %arg6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %156 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %26, %arg5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %157 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %26, %132 : (!llvm.ptr<3>, i64) -> !llvm.void
    %158 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %26, %33 : (!llvm.ptr<3>, i32) -> !llvm.void
    %159 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %26, %33 : (!llvm.ptr<3>, i32) -> !llvm.void
    %160 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0xa;", "l" %26 : (!llvm.ptr<3>) -> !llvm.void
    %161 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l" %26 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb8
  ^bb8:  // 2 preds: ^bb6, ^bb7
    nvvm.bar.warp.sync %34 : i32
    %162 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %149, %26, %93 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %163 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %149, %93, %93, %93 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier
    %164 = llvm.addrspacecast %149 : !llvm.ptr<1> to !llvm.ptr
    %165 = llvm.mul %73, %35 : i32
    %166 = llvm.mul %74, %35 : i32
    %167 = llvm.getelementptr %26[24576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %168 = llvm.getelementptr %26[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %169 = llvm.mul %36, %33 : i32
    %170 = llvm.getelementptr %168[%169] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %171 = llvm.udiv %91, %24 : i32
    %172 = llvm.icmp "eq" %171, %36 : i32
    %173 = nvvm.elect.sync -> i1
    %174 = llvm.and %172, %173 : i1
    %175 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %174, %170 : (i1, !llvm.ptr<3>) -> !llvm.void
    %176 = llvm.mul %33, %33 : i32
    %177 = llvm.getelementptr %168[%176] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %178 = nvvm.elect.sync -> i1
    %179 = llvm.and %172, %178 : i1
    %180 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %179, %177 : (i1, !llvm.ptr<3>) -> !llvm.void
    %181 = llvm.mul %32, %33 : i32
    %182 = llvm.getelementptr %168[%181] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %183 = nvvm.elect.sync -> i1
    %184 = llvm.and %172, %183 : i1
    %185 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %184, %182 : (i1, !llvm.ptr<3>) -> !llvm.void
    %186 = llvm.icmp "sgt" %arg7, %36 : i32
    nvvm.barrier
    %187 = llvm.and %97, %186 : i1
    %188 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 16384;", "b,r" %187, %170 : (i1, !llvm.ptr<3>) -> !llvm.void
    %189 = llvm.mul %36, %22 : i32
    %190 = llvm.getelementptr %26[%189] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.barrier
    %191 = nvvm.elect.sync -> i1
    %192 = llvm.and %186, %191 : i1
    %193 = llvm.icmp "ult" %92, %24 : i32
    %194 = llvm.and %192, %193 : i1
    %195 = llvm.xor %36, %36 : i32
    %196 = llvm.xor %195, %36 : i32
    %197 = llvm.getelementptr %190[%196] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %198 = llvm.add %195, %36 : i32
    %199 = llvm.add %165, %195 : i32
    %200 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %194, %197, %111, %198, %199, %170 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %201 = llvm.getelementptr %167[%189] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    nvvm.barrier
    %202 = nvvm.elect.sync -> i1
    %203 = llvm.and %186, %202 : i1
    %204 = llvm.and %203, %193 : i1
    %205 = llvm.getelementptr %201[%196] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %206 = llvm.add %166, %195 : i32
    %207 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %204, %205, %128, %198, %206, %170 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %208 = llvm.icmp "sgt" %arg7, %35 : i32
    nvvm.barrier
    %209 = llvm.and %97, %208 : i1
    %210 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 16384;", "b,r" %209, %177 : (i1, !llvm.ptr<3>) -> !llvm.void
    %211 = llvm.mul %33, %22 : i32
    %212 = llvm.getelementptr %26[%211] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    nvvm.barrier
    %213 = nvvm.elect.sync -> i1
    %214 = llvm.and %208, %213 : i1
    %215 = llvm.and %214, %193 : i1
    %216 = llvm.getelementptr %212[%196] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %217 = llvm.add %195, %35 : i32
    %218 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %215, %216, %111, %217, %199, %177 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %219 = llvm.getelementptr %167[%211] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    nvvm.barrier
    %220 = nvvm.elect.sync -> i1
    %221 = llvm.and %208, %220 : i1
    %222 = llvm.and %221, %193 : i1
    %223 = llvm.getelementptr %219[%196] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %224 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %222, %223, %128, %217, %206, %177 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb9(%36, %71, %33, %34, %36 : i32, !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, i32, i32, i32)
  ^bb9(%225: i32, %226: !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, %227: i32, %228: i32, %229: i32):  // 2 preds: ^bb8, ^bb10
    %230 = llvm.icmp "slt" %225, %arg7 : i32
    llvm.cond_br %230, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %231 = llvm.sub %arg7, %30 : i32
    %232 = llvm.icmp "slt" %225, %231 : i32
    %233 = llvm.add %228, %33 : i32
    %234 = llvm.icmp "sge" %233, %31 : i32
    %235 = llvm.select %234, %36, %233 : i1, i32
    %236 = llvm.xor %229, %33 : i32
    %237 = llvm.select %234, %236, %229 : i1, i32
    %238 = llvm.mul %235, %33 : i32
    %239 = llvm.getelementptr %168[%238] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %240 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %239, %237 : (!llvm.ptr<3>, i32) -> !llvm.void
    %241 = llvm.mul %235, %22 : i32
    %242 = llvm.getelementptr %167[%241] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %243 = llvm.getelementptr %26[%241] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    nvvm.barrier
    %244 = llvm.ptrtoint %243 : !llvm.ptr<3> to i32
    %245 = llvm.lshr %244, %21 : i32
    %246 = llvm.add %245, %195 : i32
    %247 = llvm.and %246, %20 : i32
    %248 = llvm.ptrtoint %242 : !llvm.ptr<3> to i32
    %249 = llvm.lshr %248, %21 : i32
    %250 = llvm.add %249, %195 : i32
    %251 = llvm.and %250, %20 : i32
    %252 = llvm.extractvalue %226[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %253 = llvm.extractvalue %226[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %254 = llvm.extractvalue %226[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %255 = llvm.extractvalue %226[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %256 = llvm.extractvalue %226[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %257 = llvm.extractvalue %226[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %258 = llvm.extractvalue %226[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %259 = llvm.extractvalue %226[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %260 = llvm.extractvalue %226[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %261 = llvm.extractvalue %226[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %262 = llvm.extractvalue %226[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %263 = llvm.extractvalue %226[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %264 = llvm.extractvalue %226[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %265 = llvm.extractvalue %226[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %266 = llvm.extractvalue %226[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %267 = llvm.extractvalue %226[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %268 = llvm.extractvalue %226[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %269 = llvm.extractvalue %226[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %270 = llvm.extractvalue %226[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %271 = llvm.extractvalue %226[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %272 = llvm.extractvalue %226[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %273 = llvm.extractvalue %226[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %274 = llvm.extractvalue %226[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %275 = llvm.extractvalue %226[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %276 = llvm.extractvalue %226[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %277 = llvm.extractvalue %226[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %278 = llvm.extractvalue %226[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %279 = llvm.extractvalue %226[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %280 = llvm.extractvalue %226[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %281 = llvm.extractvalue %226[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %282 = llvm.extractvalue %226[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %283 = llvm.extractvalue %226[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    nvvm.wgmma.fence.aligned
    %284 = llvm.add %247, %36 : i32
    %285 = llvm.insertelement %284, %18[%36 : i32] : vector<2xi32>
    %286 = llvm.insertelement %19, %285[%33 : i32] : vector<2xi32>
    %287 = llvm.bitcast %286 : vector<2xi32> to i64
    %288 = llvm.add %251, %36 : i32
    %289 = llvm.insertelement %288, %18[%36 : i32] : vector<2xi32>
    %290 = llvm.insertelement %19, %289[%33 : i32] : vector<2xi32>
    %291 = llvm.bitcast %290 : vector<2xi32> to i64
    %292 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b" %252, %253, %254, %255, %256, %257, %258, %259, %260, %261, %262, %263, %264, %265, %266, %267, %268, %269, %270, %271, %272, %273, %274, %275, %276, %277, %278, %279, %280, %281, %282, %283, %287, %291, %28 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %293 = llvm.add %247, %32 : i32
    %294 = llvm.insertelement %293, %18[%36 : i32] : vector<2xi32>
    %295 = llvm.insertelement %19, %294[%33 : i32] : vector<2xi32>
    %296 = llvm.bitcast %295 : vector<2xi32> to i64
    %297 = llvm.add %251, %32 : i32
    %298 = llvm.insertelement %297, %18[%36 : i32] : vector<2xi32>
    %299 = llvm.insertelement %19, %298[%33 : i32] : vector<2xi32>
    %300 = llvm.bitcast %299 : vector<2xi32> to i64
    %301 = llvm.extractvalue %292[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %302 = llvm.extractvalue %292[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %303 = llvm.extractvalue %292[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %304 = llvm.extractvalue %292[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %305 = llvm.extractvalue %292[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %306 = llvm.extractvalue %292[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %307 = llvm.extractvalue %292[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %308 = llvm.extractvalue %292[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %309 = llvm.extractvalue %292[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %310 = llvm.extractvalue %292[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %311 = llvm.extractvalue %292[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %312 = llvm.extractvalue %292[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %313 = llvm.extractvalue %292[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %314 = llvm.extractvalue %292[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %315 = llvm.extractvalue %292[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %316 = llvm.extractvalue %292[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %317 = llvm.extractvalue %292[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %318 = llvm.extractvalue %292[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %319 = llvm.extractvalue %292[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %320 = llvm.extractvalue %292[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %321 = llvm.extractvalue %292[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %322 = llvm.extractvalue %292[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %323 = llvm.extractvalue %292[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %324 = llvm.extractvalue %292[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %325 = llvm.extractvalue %292[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %326 = llvm.extractvalue %292[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %327 = llvm.extractvalue %292[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %328 = llvm.extractvalue %292[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %329 = llvm.extractvalue %292[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %330 = llvm.extractvalue %292[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %331 = llvm.extractvalue %292[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %332 = llvm.extractvalue %292[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %333 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b" %301, %302, %303, %304, %305, %306, %307, %308, %309, %310, %311, %312, %313, %314, %315, %316, %317, %318, %319, %320, %321, %322, %323, %324, %325, %326, %327, %328, %329, %330, %331, %332, %296, %300, %28 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %334 = llvm.add %247, %21 : i32
    %335 = llvm.insertelement %334, %18[%36 : i32] : vector<2xi32>
    %336 = llvm.insertelement %19, %335[%33 : i32] : vector<2xi32>
    %337 = llvm.bitcast %336 : vector<2xi32> to i64
    %338 = llvm.add %251, %21 : i32
    %339 = llvm.insertelement %338, %18[%36 : i32] : vector<2xi32>
    %340 = llvm.insertelement %19, %339[%33 : i32] : vector<2xi32>
    %341 = llvm.bitcast %340 : vector<2xi32> to i64
    %342 = llvm.extractvalue %333[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %343 = llvm.extractvalue %333[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %344 = llvm.extractvalue %333[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %345 = llvm.extractvalue %333[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %346 = llvm.extractvalue %333[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %347 = llvm.extractvalue %333[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %348 = llvm.extractvalue %333[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %349 = llvm.extractvalue %333[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %350 = llvm.extractvalue %333[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %351 = llvm.extractvalue %333[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %352 = llvm.extractvalue %333[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %353 = llvm.extractvalue %333[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %354 = llvm.extractvalue %333[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %355 = llvm.extractvalue %333[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %356 = llvm.extractvalue %333[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %357 = llvm.extractvalue %333[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %358 = llvm.extractvalue %333[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %359 = llvm.extractvalue %333[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %360 = llvm.extractvalue %333[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %361 = llvm.extractvalue %333[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %362 = llvm.extractvalue %333[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %363 = llvm.extractvalue %333[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %364 = llvm.extractvalue %333[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %365 = llvm.extractvalue %333[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %366 = llvm.extractvalue %333[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %367 = llvm.extractvalue %333[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %368 = llvm.extractvalue %333[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %369 = llvm.extractvalue %333[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %370 = llvm.extractvalue %333[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %371 = llvm.extractvalue %333[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %372 = llvm.extractvalue %333[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %373 = llvm.extractvalue %333[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %374 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b" %342, %343, %344, %345, %346, %347, %348, %349, %350, %351, %352, %353, %354, %355, %356, %357, %358, %359, %360, %361, %362, %363, %364, %365, %366, %367, %368, %369, %370, %371, %372, %373, %337, %341, %28 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %375 = llvm.add %247, %17 : i32
    %376 = llvm.insertelement %375, %18[%36 : i32] : vector<2xi32>
    %377 = llvm.insertelement %19, %376[%33 : i32] : vector<2xi32>
    %378 = llvm.bitcast %377 : vector<2xi32> to i64
    %379 = llvm.add %251, %17 : i32
    %380 = llvm.insertelement %379, %18[%36 : i32] : vector<2xi32>
    %381 = llvm.insertelement %19, %380[%33 : i32] : vector<2xi32>
    %382 = llvm.bitcast %381 : vector<2xi32> to i64
    %383 = llvm.extractvalue %374[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %384 = llvm.extractvalue %374[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %385 = llvm.extractvalue %374[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %386 = llvm.extractvalue %374[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %387 = llvm.extractvalue %374[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %388 = llvm.extractvalue %374[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %389 = llvm.extractvalue %374[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %390 = llvm.extractvalue %374[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %391 = llvm.extractvalue %374[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %392 = llvm.extractvalue %374[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %393 = llvm.extractvalue %374[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %394 = llvm.extractvalue %374[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %395 = llvm.extractvalue %374[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %396 = llvm.extractvalue %374[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %397 = llvm.extractvalue %374[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %398 = llvm.extractvalue %374[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %399 = llvm.extractvalue %374[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %400 = llvm.extractvalue %374[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %401 = llvm.extractvalue %374[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %402 = llvm.extractvalue %374[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %403 = llvm.extractvalue %374[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %404 = llvm.extractvalue %374[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %405 = llvm.extractvalue %374[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %406 = llvm.extractvalue %374[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %407 = llvm.extractvalue %374[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %408 = llvm.extractvalue %374[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %409 = llvm.extractvalue %374[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %410 = llvm.extractvalue %374[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %411 = llvm.extractvalue %374[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %412 = llvm.extractvalue %374[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %413 = llvm.extractvalue %374[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %414 = llvm.extractvalue %374[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %415 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b" %383, %384, %385, %386, %387, %388, %389, %390, %391, %392, %393, %394, %395, %396, %397, %398, %399, %400, %401, %402, %403, %404, %405, %406, %407, %408, %409, %410, %411, %412, %413, %414, %378, %382, %28 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %416 = llvm.extractvalue %415[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %417 = llvm.extractvalue %415[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %418 = llvm.extractvalue %415[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %419 = llvm.extractvalue %415[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %420 = llvm.extractvalue %415[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %421 = llvm.extractvalue %415[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %422 = llvm.extractvalue %415[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %423 = llvm.extractvalue %415[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %424 = llvm.extractvalue %415[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %425 = llvm.extractvalue %415[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %426 = llvm.extractvalue %415[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %427 = llvm.extractvalue %415[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %428 = llvm.extractvalue %415[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %429 = llvm.extractvalue %415[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %430 = llvm.extractvalue %415[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %431 = llvm.extractvalue %415[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %432 = llvm.extractvalue %415[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %433 = llvm.extractvalue %415[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %434 = llvm.extractvalue %415[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %435 = llvm.extractvalue %415[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %436 = llvm.extractvalue %415[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %437 = llvm.extractvalue %415[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %438 = llvm.extractvalue %415[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %439 = llvm.extractvalue %415[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %440 = llvm.extractvalue %415[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %441 = llvm.extractvalue %415[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %442 = llvm.extractvalue %415[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %443 = llvm.extractvalue %415[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %444 = llvm.extractvalue %415[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %445 = llvm.extractvalue %415[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %446 = llvm.extractvalue %415[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %447 = llvm.extractvalue %415[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    nvvm.wgmma.commit.group.sync.aligned
    %448 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37\0A\09wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37" %416, %417, %418, %419, %420, %421, %422, %423, %424, %425, %426, %427, %428, %429, %430, %431, %432, %433, %434, %435, %436, %437, %438, %439, %440, %441, %442, %443, %444, %445, %446, %447, %243, %36, %36, %242, %36, %36 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, !llvm.ptr<3>, i32, i32, !llvm.ptr<3>, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)>
    %449 = llvm.extractvalue %448[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %450 = llvm.insertvalue %449, %38[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %451 = llvm.extractvalue %448[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %452 = llvm.insertvalue %451, %450[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %453 = llvm.extractvalue %448[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %454 = llvm.insertvalue %453, %452[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %455 = llvm.extractvalue %448[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %456 = llvm.insertvalue %455, %454[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %457 = llvm.extractvalue %448[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %458 = llvm.insertvalue %457, %456[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %459 = llvm.extractvalue %448[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %460 = llvm.insertvalue %459, %458[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %461 = llvm.extractvalue %448[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %462 = llvm.insertvalue %461, %460[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %463 = llvm.extractvalue %448[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %464 = llvm.insertvalue %463, %462[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %465 = llvm.extractvalue %448[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %466 = llvm.insertvalue %465, %464[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %467 = llvm.extractvalue %448[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %468 = llvm.insertvalue %467, %466[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %469 = llvm.extractvalue %448[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %470 = llvm.insertvalue %469, %468[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %471 = llvm.extractvalue %448[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %472 = llvm.insertvalue %471, %470[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %473 = llvm.extractvalue %448[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %474 = llvm.insertvalue %473, %472[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %475 = llvm.extractvalue %448[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %476 = llvm.insertvalue %475, %474[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %477 = llvm.extractvalue %448[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %478 = llvm.insertvalue %477, %476[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %479 = llvm.extractvalue %448[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %480 = llvm.insertvalue %479, %478[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %481 = llvm.extractvalue %448[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %482 = llvm.insertvalue %481, %480[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %483 = llvm.extractvalue %448[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %484 = llvm.insertvalue %483, %482[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %485 = llvm.extractvalue %448[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %486 = llvm.insertvalue %485, %484[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %487 = llvm.extractvalue %448[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %488 = llvm.insertvalue %487, %486[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %489 = llvm.extractvalue %448[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %490 = llvm.insertvalue %489, %488[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %491 = llvm.extractvalue %448[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %492 = llvm.insertvalue %491, %490[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %493 = llvm.extractvalue %448[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %494 = llvm.insertvalue %493, %492[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %495 = llvm.extractvalue %448[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %496 = llvm.insertvalue %495, %494[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %497 = llvm.extractvalue %448[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %498 = llvm.insertvalue %497, %496[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %499 = llvm.extractvalue %448[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %500 = llvm.insertvalue %499, %498[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %501 = llvm.extractvalue %448[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %502 = llvm.insertvalue %501, %500[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %503 = llvm.extractvalue %448[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %504 = llvm.insertvalue %503, %502[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %505 = llvm.extractvalue %448[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %506 = llvm.insertvalue %505, %504[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %507 = llvm.extractvalue %448[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %508 = llvm.insertvalue %507, %506[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %509 = llvm.extractvalue %448[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %510 = llvm.insertvalue %509, %508[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %511 = llvm.extractvalue %448[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %512 = llvm.insertvalue %511, %510[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %513 = llvm.add %227, %33 : i32
    %514 = llvm.icmp "sge" %513, %31 : i32
    %515 = llvm.select %514, %36, %513 : i1, i32
    %516 = llvm.mul %515, %33 : i32
    %517 = llvm.getelementptr %168[%516] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    nvvm.barrier
    %518 = llvm.and %97, %232 : i1
    %519 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 16384;", "b,r" %518, %517 : (i1, !llvm.ptr<3>) -> !llvm.void
    %520 = llvm.mul %515, %22 : i32
    %521 = llvm.getelementptr %26[%520] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %522 = llvm.add %225, %30 : i32
    nvvm.barrier
    %523 = nvvm.elect.sync -> i1
    %524 = llvm.and %232, %523 : i1
    %525 = llvm.and %524, %193 : i1
    %526 = llvm.getelementptr %521[%196] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %527 = llvm.add %522, %195 : i32
    %528 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %525, %526, %111, %527, %199, %517 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %529 = llvm.getelementptr %167[%520] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    nvvm.barrier
    %530 = nvvm.elect.sync -> i1
    %531 = llvm.and %232, %530 : i1
    %532 = llvm.and %531, %193 : i1
    %533 = llvm.getelementptr %529[%196] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %534 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %532, %533, %128, %527, %206, %517 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %535 = llvm.add %225, %35 : i32
    llvm.br ^bb9(%535, %512, %515, %235, %237 : i32, !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, i32, i32, i32)
  ^bb11:  // pred: ^bb9
    %536 = llvm.extractvalue %226[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %537 = llvm.extractvalue %226[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %538 = llvm.extractvalue %226[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %539 = llvm.extractvalue %226[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %540 = llvm.extractvalue %226[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %541 = llvm.extractvalue %226[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %542 = llvm.extractvalue %226[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %543 = llvm.extractvalue %226[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %544 = llvm.extractvalue %226[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %545 = llvm.extractvalue %226[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %546 = llvm.extractvalue %226[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %547 = llvm.extractvalue %226[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %548 = llvm.extractvalue %226[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %549 = llvm.extractvalue %226[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %550 = llvm.extractvalue %226[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %551 = llvm.extractvalue %226[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %552 = llvm.extractvalue %226[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %553 = llvm.extractvalue %226[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %554 = llvm.extractvalue %226[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %555 = llvm.extractvalue %226[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %556 = llvm.extractvalue %226[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %557 = llvm.extractvalue %226[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %558 = llvm.extractvalue %226[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %559 = llvm.extractvalue %226[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %560 = llvm.extractvalue %226[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %561 = llvm.extractvalue %226[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %562 = llvm.extractvalue %226[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %563 = llvm.extractvalue %226[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %564 = llvm.extractvalue %226[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %565 = llvm.extractvalue %226[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %566 = llvm.extractvalue %226[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %567 = llvm.extractvalue %226[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %568 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31" %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    nvvm.barrier
    %569 = nvvm.elect.sync -> i1
    %570 = llvm.and %172, %569 : i1
    %571 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %570, %170 : (i1, !llvm.ptr<3>) -> !llvm.void
    nvvm.barrier
    %572 = nvvm.elect.sync -> i1
    %573 = llvm.and %172, %572 : i1
    %574 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %573, %177 : (i1, !llvm.ptr<3>) -> !llvm.void
    %575 = nvvm.elect.sync -> i1
    %576 = llvm.and %172, %575 : i1
    %577 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %576, %182 : (i1, !llvm.ptr<3>) -> !llvm.void
    %578 = llvm.getelementptr %arg2[%166] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %579 = llvm.urem %92, %24 : i32
    %580 = llvm.shl %579, %36 : i32
    %581 = llvm.or %36, %580 : i32
    %582 = llvm.shl %171, %15 : i32
    %583 = llvm.or %581, %582 : i32
    %584 = llvm.and %583, %31 : i32
    %585 = llvm.shl %584, %33 : i32
    %586 = llvm.or disjoint %36, %585 : i32
    %587 = llvm.xor %36, %586 : i32
    %588 = llvm.xor %587, %36 : i32
    %589 = llvm.xor %587, %14 : i32
    %590 = llvm.xor %587, %13 : i32
    %591 = llvm.xor %587, %12 : i32
    %592 = llvm.xor %587, %24 : i32
    %593 = llvm.xor %587, %11 : i32
    %594 = llvm.xor %587, %10 : i32
    %595 = llvm.xor %587, %9 : i32
    %596 = llvm.add %588, %16 : i32
    %597 = llvm.add %589, %16 : i32
    %598 = llvm.add %590, %16 : i32
    %599 = llvm.add %591, %16 : i32
    %600 = llvm.add %592, %16 : i32
    %601 = llvm.add %593, %16 : i32
    %602 = llvm.add %594, %16 : i32
    %603 = llvm.add %595, %16 : i32
    %604 = llvm.getelementptr %578[%596] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %605 = llvm.getelementptr %578[%597] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %606 = llvm.getelementptr %578[%598] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %607 = llvm.getelementptr %578[%599] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %608 = llvm.getelementptr %578[%600] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %609 = llvm.getelementptr %578[%601] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %610 = llvm.getelementptr %578[%602] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %611 = llvm.getelementptr %578[%603] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %612 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l" %604 : (!llvm.ptr<1>) -> !llvm.struct<(i32, i32)>
    %613 = llvm.extractvalue %612[0] : !llvm.struct<(i32, i32)> 
    %614 = llvm.bitcast %613 : i32 to vector<1xf32>
    %615 = llvm.extractvalue %612[1] : !llvm.struct<(i32, i32)> 
    %616 = llvm.bitcast %615 : i32 to vector<1xf32>
    %617 = llvm.extractelement %614[%16 : i32] : vector<1xf32>
    %618 = llvm.extractelement %616[%16 : i32] : vector<1xf32>
    %619 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l" %605 : (!llvm.ptr<1>) -> !llvm.struct<(i32, i32)>
    %620 = llvm.extractvalue %619[0] : !llvm.struct<(i32, i32)> 
    %621 = llvm.bitcast %620 : i32 to vector<1xf32>
    %622 = llvm.extractvalue %619[1] : !llvm.struct<(i32, i32)> 
    %623 = llvm.bitcast %622 : i32 to vector<1xf32>
    %624 = llvm.extractelement %621[%16 : i32] : vector<1xf32>
    %625 = llvm.extractelement %623[%16 : i32] : vector<1xf32>
    %626 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l" %606 : (!llvm.ptr<1>) -> !llvm.struct<(i32, i32)>
    %627 = llvm.extractvalue %626[0] : !llvm.struct<(i32, i32)> 
    %628 = llvm.bitcast %627 : i32 to vector<1xf32>
    %629 = llvm.extractvalue %626[1] : !llvm.struct<(i32, i32)> 
    %630 = llvm.bitcast %629 : i32 to vector<1xf32>
    %631 = llvm.extractelement %628[%16 : i32] : vector<1xf32>
    %632 = llvm.extractelement %630[%16 : i32] : vector<1xf32>
    %633 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l" %607 : (!llvm.ptr<1>) -> !llvm.struct<(i32, i32)>
    %634 = llvm.extractvalue %633[0] : !llvm.struct<(i32, i32)> 
    %635 = llvm.bitcast %634 : i32 to vector<1xf32>
    %636 = llvm.extractvalue %633[1] : !llvm.struct<(i32, i32)> 
    %637 = llvm.bitcast %636 : i32 to vector<1xf32>
    %638 = llvm.extractelement %635[%16 : i32] : vector<1xf32>
    %639 = llvm.extractelement %637[%16 : i32] : vector<1xf32>
    %640 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l" %608 : (!llvm.ptr<1>) -> !llvm.struct<(i32, i32)>
    %641 = llvm.extractvalue %640[0] : !llvm.struct<(i32, i32)> 
    %642 = llvm.bitcast %641 : i32 to vector<1xf32>
    %643 = llvm.extractvalue %640[1] : !llvm.struct<(i32, i32)> 
    %644 = llvm.bitcast %643 : i32 to vector<1xf32>
    %645 = llvm.extractelement %642[%16 : i32] : vector<1xf32>
    %646 = llvm.extractelement %644[%16 : i32] : vector<1xf32>
    %647 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l" %609 : (!llvm.ptr<1>) -> !llvm.struct<(i32, i32)>
    %648 = llvm.extractvalue %647[0] : !llvm.struct<(i32, i32)> 
    %649 = llvm.bitcast %648 : i32 to vector<1xf32>
    %650 = llvm.extractvalue %647[1] : !llvm.struct<(i32, i32)> 
    %651 = llvm.bitcast %650 : i32 to vector<1xf32>
    %652 = llvm.extractelement %649[%16 : i32] : vector<1xf32>
    %653 = llvm.extractelement %651[%16 : i32] : vector<1xf32>
    %654 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l" %610 : (!llvm.ptr<1>) -> !llvm.struct<(i32, i32)>
    %655 = llvm.extractvalue %654[0] : !llvm.struct<(i32, i32)> 
    %656 = llvm.bitcast %655 : i32 to vector<1xf32>
    %657 = llvm.extractvalue %654[1] : !llvm.struct<(i32, i32)> 
    %658 = llvm.bitcast %657 : i32 to vector<1xf32>
    %659 = llvm.extractelement %656[%16 : i32] : vector<1xf32>
    %660 = llvm.extractelement %658[%16 : i32] : vector<1xf32>
    %661 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l" %611 : (!llvm.ptr<1>) -> !llvm.struct<(i32, i32)>
    %662 = llvm.extractvalue %661[0] : !llvm.struct<(i32, i32)> 
    %663 = llvm.bitcast %662 : i32 to vector<1xf32>
    %664 = llvm.extractvalue %661[1] : !llvm.struct<(i32, i32)> 
    %665 = llvm.bitcast %664 : i32 to vector<1xf32>
    %666 = llvm.extractelement %663[%16 : i32] : vector<1xf32>
    %667 = llvm.extractelement %665[%16 : i32] : vector<1xf32>
    %668 = llvm.extractvalue %568[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %669 = llvm.extractvalue %568[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %670 = llvm.extractvalue %568[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %671 = llvm.extractvalue %568[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %672 = llvm.extractvalue %568[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %673 = llvm.extractvalue %568[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %674 = llvm.extractvalue %568[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %675 = llvm.extractvalue %568[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %676 = llvm.extractvalue %568[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %677 = llvm.extractvalue %568[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %678 = llvm.extractvalue %568[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %679 = llvm.extractvalue %568[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %680 = llvm.extractvalue %568[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %681 = llvm.extractvalue %568[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %682 = llvm.extractvalue %568[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %683 = llvm.extractvalue %568[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %684 = llvm.extractvalue %568[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %685 = llvm.extractvalue %568[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %686 = llvm.extractvalue %568[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %687 = llvm.extractvalue %568[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %688 = llvm.extractvalue %568[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %689 = llvm.extractvalue %568[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %690 = llvm.extractvalue %568[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %691 = llvm.extractvalue %568[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %692 = llvm.extractvalue %568[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %693 = llvm.extractvalue %568[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %694 = llvm.extractvalue %568[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %695 = llvm.extractvalue %568[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %696 = llvm.extractvalue %568[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %697 = llvm.extractvalue %568[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %698 = llvm.extractvalue %568[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %699 = llvm.extractvalue %568[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %700 = llvm.fadd %668, %617 : f32
    %701 = llvm.fadd %669, %618 : f32
    %702 = llvm.fadd %670, %617 : f32
    %703 = llvm.fadd %671, %618 : f32
    %704 = llvm.fadd %672, %624 : f32
    %705 = llvm.fadd %673, %625 : f32
    %706 = llvm.fadd %674, %624 : f32
    %707 = llvm.fadd %675, %625 : f32
    %708 = llvm.fadd %676, %631 : f32
    %709 = llvm.fadd %677, %632 : f32
    %710 = llvm.fadd %678, %631 : f32
    %711 = llvm.fadd %679, %632 : f32
    %712 = llvm.fadd %680, %638 : f32
    %713 = llvm.fadd %681, %639 : f32
    %714 = llvm.fadd %682, %638 : f32
    %715 = llvm.fadd %683, %639 : f32
    %716 = llvm.fadd %684, %645 : f32
    %717 = llvm.fadd %685, %646 : f32
    %718 = llvm.fadd %686, %645 : f32
    %719 = llvm.fadd %687, %646 : f32
    %720 = llvm.fadd %688, %652 : f32
    %721 = llvm.fadd %689, %653 : f32
    %722 = llvm.fadd %690, %652 : f32
    %723 = llvm.fadd %691, %653 : f32
    %724 = llvm.fadd %692, %659 : f32
    %725 = llvm.fadd %693, %660 : f32
    %726 = llvm.fadd %694, %659 : f32
    %727 = llvm.fadd %695, %660 : f32
    %728 = llvm.fadd %696, %666 : f32
    %729 = llvm.fadd %697, %667 : f32
    %730 = llvm.fadd %698, %666 : f32
    %731 = llvm.fadd %699, %667 : f32
    %732 = llvm.fneg %700 : f32
    %733 = llvm.fneg %701 : f32
    %734 = llvm.fneg %702 : f32
    %735 = llvm.fneg %703 : f32
    %736 = llvm.fneg %704 : f32
    %737 = llvm.fneg %705 : f32
    %738 = llvm.fneg %706 : f32
    %739 = llvm.fneg %707 : f32
    %740 = llvm.fneg %708 : f32
    %741 = llvm.fneg %709 : f32
    %742 = llvm.fneg %710 : f32
    %743 = llvm.fneg %711 : f32
    %744 = llvm.fneg %712 : f32
    %745 = llvm.fneg %713 : f32
    %746 = llvm.fneg %714 : f32
    %747 = llvm.fneg %715 : f32
    %748 = llvm.fneg %716 : f32
    %749 = llvm.fneg %717 : f32
    %750 = llvm.fneg %718 : f32
    %751 = llvm.fneg %719 : f32
    %752 = llvm.fneg %720 : f32
    %753 = llvm.fneg %721 : f32
    %754 = llvm.fneg %722 : f32
    %755 = llvm.fneg %723 : f32
    %756 = llvm.fneg %724 : f32
    %757 = llvm.fneg %725 : f32
    %758 = llvm.fneg %726 : f32
    %759 = llvm.fneg %727 : f32
    %760 = llvm.fneg %728 : f32
    %761 = llvm.fneg %729 : f32
    %762 = llvm.fneg %730 : f32
    %763 = llvm.fneg %731 : f32
    %764 = llvm.fmul %732, %8 : f32
    %765 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%764) : (f32) -> f32
    %766 = llvm.fmul %733, %8 : f32
    %767 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%766) : (f32) -> f32
    %768 = llvm.fmul %734, %8 : f32
    %769 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%768) : (f32) -> f32
    %770 = llvm.fmul %735, %8 : f32
    %771 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%770) : (f32) -> f32
    %772 = llvm.fmul %736, %8 : f32
    %773 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%772) : (f32) -> f32
    %774 = llvm.fmul %737, %8 : f32
    %775 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%774) : (f32) -> f32
    %776 = llvm.fmul %738, %8 : f32
    %777 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%776) : (f32) -> f32
    %778 = llvm.fmul %739, %8 : f32
    %779 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%778) : (f32) -> f32
    %780 = llvm.fmul %740, %8 : f32
    %781 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%780) : (f32) -> f32
    %782 = llvm.fmul %741, %8 : f32
    %783 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%782) : (f32) -> f32
    %784 = llvm.fmul %742, %8 : f32
    %785 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%784) : (f32) -> f32
    %786 = llvm.fmul %743, %8 : f32
    %787 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%786) : (f32) -> f32
    %788 = llvm.fmul %744, %8 : f32
    %789 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%788) : (f32) -> f32
    %790 = llvm.fmul %745, %8 : f32
    %791 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%790) : (f32) -> f32
    %792 = llvm.fmul %746, %8 : f32
    %793 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%792) : (f32) -> f32
    %794 = llvm.fmul %747, %8 : f32
    %795 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%794) : (f32) -> f32
    %796 = llvm.fmul %748, %8 : f32
    %797 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%796) : (f32) -> f32
    %798 = llvm.fmul %749, %8 : f32
    %799 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%798) : (f32) -> f32
    %800 = llvm.fmul %750, %8 : f32
    %801 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%800) : (f32) -> f32
    %802 = llvm.fmul %751, %8 : f32
    %803 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%802) : (f32) -> f32
    %804 = llvm.fmul %752, %8 : f32
    %805 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%804) : (f32) -> f32
    %806 = llvm.fmul %753, %8 : f32
    %807 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%806) : (f32) -> f32
    %808 = llvm.fmul %754, %8 : f32
    %809 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%808) : (f32) -> f32
    %810 = llvm.fmul %755, %8 : f32
    %811 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%810) : (f32) -> f32
    %812 = llvm.fmul %756, %8 : f32
    %813 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%812) : (f32) -> f32
    %814 = llvm.fmul %757, %8 : f32
    %815 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%814) : (f32) -> f32
    %816 = llvm.fmul %758, %8 : f32
    %817 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%816) : (f32) -> f32
    %818 = llvm.fmul %759, %8 : f32
    %819 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%818) : (f32) -> f32
    %820 = llvm.fmul %760, %8 : f32
    %821 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%820) : (f32) -> f32
    %822 = llvm.fmul %761, %8 : f32
    %823 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%822) : (f32) -> f32
    %824 = llvm.fmul %762, %8 : f32
    %825 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%824) : (f32) -> f32
    %826 = llvm.fmul %763, %8 : f32
    %827 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%826) : (f32) -> f32
    %828 = llvm.fadd %765, %37 : f32
    %829 = llvm.fadd %767, %37 : f32
    %830 = llvm.fadd %769, %37 : f32
    %831 = llvm.fadd %771, %37 : f32
    %832 = llvm.fadd %773, %37 : f32
    %833 = llvm.fadd %775, %37 : f32
    %834 = llvm.fadd %777, %37 : f32
    %835 = llvm.fadd %779, %37 : f32
    %836 = llvm.fadd %781, %37 : f32
    %837 = llvm.fadd %783, %37 : f32
    %838 = llvm.fadd %785, %37 : f32
    %839 = llvm.fadd %787, %37 : f32
    %840 = llvm.fadd %789, %37 : f32
    %841 = llvm.fadd %791, %37 : f32
    %842 = llvm.fadd %793, %37 : f32
    %843 = llvm.fadd %795, %37 : f32
    %844 = llvm.fadd %797, %37 : f32
    %845 = llvm.fadd %799, %37 : f32
    %846 = llvm.fadd %801, %37 : f32
    %847 = llvm.fadd %803, %37 : f32
    %848 = llvm.fadd %805, %37 : f32
    %849 = llvm.fadd %807, %37 : f32
    %850 = llvm.fadd %809, %37 : f32
    %851 = llvm.fadd %811, %37 : f32
    %852 = llvm.fadd %813, %37 : f32
    %853 = llvm.fadd %815, %37 : f32
    %854 = llvm.fadd %817, %37 : f32
    %855 = llvm.fadd %819, %37 : f32
    %856 = llvm.fadd %821, %37 : f32
    %857 = llvm.fadd %823, %37 : f32
    %858 = llvm.fadd %825, %37 : f32
    %859 = llvm.fadd %827, %37 : f32
    %860 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %828) : (f32, f32) -> f32
    %861 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %829) : (f32, f32) -> f32
    %862 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %830) : (f32, f32) -> f32
    %863 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %831) : (f32, f32) -> f32
    %864 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %832) : (f32, f32) -> f32
    %865 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %833) : (f32, f32) -> f32
    %866 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %834) : (f32, f32) -> f32
    %867 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %835) : (f32, f32) -> f32
    %868 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %836) : (f32, f32) -> f32
    %869 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %837) : (f32, f32) -> f32
    %870 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %838) : (f32, f32) -> f32
    %871 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %839) : (f32, f32) -> f32
    %872 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %840) : (f32, f32) -> f32
    %873 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %841) : (f32, f32) -> f32
    %874 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %842) : (f32, f32) -> f32
    %875 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %843) : (f32, f32) -> f32
    %876 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %844) : (f32, f32) -> f32
    %877 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %845) : (f32, f32) -> f32
    %878 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %846) : (f32, f32) -> f32
    %879 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %847) : (f32, f32) -> f32
    %880 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %848) : (f32, f32) -> f32
    %881 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %849) : (f32, f32) -> f32
    %882 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %850) : (f32, f32) -> f32
    %883 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %851) : (f32, f32) -> f32
    %884 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %852) : (f32, f32) -> f32
    %885 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %853) : (f32, f32) -> f32
    %886 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %854) : (f32, f32) -> f32
    %887 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %855) : (f32, f32) -> f32
    %888 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %856) : (f32, f32) -> f32
    %889 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %857) : (f32, f32) -> f32
    %890 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %858) : (f32, f32) -> f32
    %891 = llvm.call_intrinsic "llvm.nvvm.div.full"(%37, %859) : (f32, f32) -> f32
    %892 = llvm.fmul %700, %860 : f32
    %893 = llvm.fmul %701, %861 : f32
    %894 = llvm.fmul %702, %862 : f32
    %895 = llvm.fmul %703, %863 : f32
    %896 = llvm.fmul %704, %864 : f32
    %897 = llvm.fmul %705, %865 : f32
    %898 = llvm.fmul %706, %866 : f32
    %899 = llvm.fmul %707, %867 : f32
    %900 = llvm.fmul %708, %868 : f32
    %901 = llvm.fmul %709, %869 : f32
    %902 = llvm.fmul %710, %870 : f32
    %903 = llvm.fmul %711, %871 : f32
    %904 = llvm.fmul %712, %872 : f32
    %905 = llvm.fmul %713, %873 : f32
    %906 = llvm.fmul %714, %874 : f32
    %907 = llvm.fmul %715, %875 : f32
    %908 = llvm.fmul %716, %876 : f32
    %909 = llvm.fmul %717, %877 : f32
    %910 = llvm.fmul %718, %878 : f32
    %911 = llvm.fmul %719, %879 : f32
    %912 = llvm.fmul %720, %880 : f32
    %913 = llvm.fmul %721, %881 : f32
    %914 = llvm.fmul %722, %882 : f32
    %915 = llvm.fmul %723, %883 : f32
    %916 = llvm.fmul %724, %884 : f32
    %917 = llvm.fmul %725, %885 : f32
    %918 = llvm.fmul %726, %886 : f32
    %919 = llvm.fmul %727, %887 : f32
    %920 = llvm.fmul %728, %888 : f32
    %921 = llvm.fmul %729, %889 : f32
    %922 = llvm.fmul %730, %890 : f32
    %923 = llvm.fmul %731, %891 : f32
    %924 = llvm.getelementptr %26[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %925 = nvvm.elect.sync -> i1
    %926 = llvm.and %172, %925 : i1
    %927 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %926, %924 : (i1, !llvm.ptr<3>) -> !llvm.void
    nvvm.barrier
    %928 = llvm.and %97, %28 : i1
    %929 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 8192;", "b,r" %928, %924 : (i1, !llvm.ptr<3>) -> !llvm.void
    nvvm.barrier
    %930 = nvvm.elect.sync -> i1
    %931 = llvm.and %28, %930 : i1
    %932 = llvm.and %931, %193 : i1
    %933 = llvm.getelementptr %26[%196] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %934 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %932, %933, %147, %206, %199, %924 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %935 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %924, %36 : (!llvm.ptr<3>, i32) -> !llvm.void
    nvvm.barrier
    %936 = nvvm.elect.sync -> i1
    %937 = llvm.and %172, %936 : i1
    %938 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %937, %924 : (i1, !llvm.ptr<3>) -> !llvm.void
    %939 = llvm.and %583, %7 : i32
    %940 = llvm.shl %939, %6 : i32
    %941 = llvm.and %583, %5 : i32
    %942 = llvm.shl %941, %17 : i32
    %943 = llvm.and %583, %6 : i32
    %944 = llvm.shl %943, %21 : i32
    %945 = llvm.and %583, %13 : i32
    %946 = llvm.or disjoint %940, %942 : i32
    %947 = llvm.xor %944, %945 : i32
    %948 = llvm.or disjoint %946, %947 : i32
    %949 = llvm.xor %36, %948 : i32
    %950 = llvm.mul %36, %32 : i32
    %951 = llvm.xor %949, %950 : i32
    %952 = llvm.xor %951, %36 : i32
    %953 = llvm.add %952, %36 : i32
    %954 = llvm.getelementptr inbounds %26[%953] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %955 = nvvm.ldmatrix %954 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %956 = llvm.extractvalue %955[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %957 = llvm.extractvalue %955[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %958 = llvm.extractvalue %955[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %959 = llvm.extractvalue %955[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %960 = llvm.bitcast %956 : i32 to vector<2xbf16>
    %961 = llvm.extractelement %960[%36 : i32] : vector<2xbf16>
    %962 = llvm.extractelement %960[%33 : i32] : vector<2xbf16>
    %963 = llvm.bitcast %957 : i32 to vector<2xbf16>
    %964 = llvm.extractelement %963[%36 : i32] : vector<2xbf16>
    %965 = llvm.extractelement %963[%33 : i32] : vector<2xbf16>
    %966 = llvm.bitcast %958 : i32 to vector<2xbf16>
    %967 = llvm.extractelement %966[%36 : i32] : vector<2xbf16>
    %968 = llvm.extractelement %966[%33 : i32] : vector<2xbf16>
    %969 = llvm.bitcast %959 : i32 to vector<2xbf16>
    %970 = llvm.extractelement %969[%36 : i32] : vector<2xbf16>
    %971 = llvm.extractelement %969[%33 : i32] : vector<2xbf16>
    %972 = llvm.xor %951, %24 : i32
    %973 = llvm.add %972, %36 : i32
    %974 = llvm.getelementptr inbounds %26[%973] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %975 = nvvm.ldmatrix %974 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %976 = llvm.extractvalue %975[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %977 = llvm.extractvalue %975[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %978 = llvm.extractvalue %975[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %979 = llvm.extractvalue %975[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %980 = llvm.bitcast %976 : i32 to vector<2xbf16>
    %981 = llvm.extractelement %980[%36 : i32] : vector<2xbf16>
    %982 = llvm.extractelement %980[%33 : i32] : vector<2xbf16>
    %983 = llvm.bitcast %977 : i32 to vector<2xbf16>
    %984 = llvm.extractelement %983[%36 : i32] : vector<2xbf16>
    %985 = llvm.extractelement %983[%33 : i32] : vector<2xbf16>
    %986 = llvm.bitcast %978 : i32 to vector<2xbf16>
    %987 = llvm.extractelement %986[%36 : i32] : vector<2xbf16>
    %988 = llvm.extractelement %986[%33 : i32] : vector<2xbf16>
    %989 = llvm.bitcast %979 : i32 to vector<2xbf16>
    %990 = llvm.extractelement %989[%36 : i32] : vector<2xbf16>
    %991 = llvm.extractelement %989[%33 : i32] : vector<2xbf16>
    %992 = llvm.xor %951, %35 : i32
    %993 = llvm.add %992, %36 : i32
    %994 = llvm.getelementptr inbounds %26[%993] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %995 = nvvm.ldmatrix %994 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %996 = llvm.extractvalue %995[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %997 = llvm.extractvalue %995[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %998 = llvm.extractvalue %995[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %999 = llvm.extractvalue %995[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %1000 = llvm.bitcast %996 : i32 to vector<2xbf16>
    %1001 = llvm.extractelement %1000[%36 : i32] : vector<2xbf16>
    %1002 = llvm.extractelement %1000[%33 : i32] : vector<2xbf16>
    %1003 = llvm.bitcast %997 : i32 to vector<2xbf16>
    %1004 = llvm.extractelement %1003[%36 : i32] : vector<2xbf16>
    %1005 = llvm.extractelement %1003[%33 : i32] : vector<2xbf16>
    %1006 = llvm.bitcast %998 : i32 to vector<2xbf16>
    %1007 = llvm.extractelement %1006[%36 : i32] : vector<2xbf16>
    %1008 = llvm.extractelement %1006[%33 : i32] : vector<2xbf16>
    %1009 = llvm.bitcast %999 : i32 to vector<2xbf16>
    %1010 = llvm.extractelement %1009[%36 : i32] : vector<2xbf16>
    %1011 = llvm.extractelement %1009[%33 : i32] : vector<2xbf16>
    %1012 = llvm.xor %951, %5 : i32
    %1013 = llvm.add %1012, %36 : i32
    %1014 = llvm.getelementptr inbounds %26[%1013] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1015 = nvvm.ldmatrix %1014 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %1016 = llvm.extractvalue %1015[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %1017 = llvm.extractvalue %1015[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %1018 = llvm.extractvalue %1015[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %1019 = llvm.extractvalue %1015[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %1020 = llvm.bitcast %1016 : i32 to vector<2xbf16>
    %1021 = llvm.extractelement %1020[%36 : i32] : vector<2xbf16>
    %1022 = llvm.extractelement %1020[%33 : i32] : vector<2xbf16>
    %1023 = llvm.bitcast %1017 : i32 to vector<2xbf16>
    %1024 = llvm.extractelement %1023[%36 : i32] : vector<2xbf16>
    %1025 = llvm.extractelement %1023[%33 : i32] : vector<2xbf16>
    %1026 = llvm.bitcast %1018 : i32 to vector<2xbf16>
    %1027 = llvm.extractelement %1026[%36 : i32] : vector<2xbf16>
    %1028 = llvm.extractelement %1026[%33 : i32] : vector<2xbf16>
    %1029 = llvm.bitcast %1019 : i32 to vector<2xbf16>
    %1030 = llvm.extractelement %1029[%36 : i32] : vector<2xbf16>
    %1031 = llvm.extractelement %1029[%33 : i32] : vector<2xbf16>
    %1032 = llvm.fpext %961 : bf16 to f32
    %1033 = llvm.fpext %962 : bf16 to f32
    %1034 = llvm.fpext %964 : bf16 to f32
    %1035 = llvm.fpext %965 : bf16 to f32
    %1036 = llvm.fpext %967 : bf16 to f32
    %1037 = llvm.fpext %968 : bf16 to f32
    %1038 = llvm.fpext %970 : bf16 to f32
    %1039 = llvm.fpext %971 : bf16 to f32
    %1040 = llvm.fpext %981 : bf16 to f32
    %1041 = llvm.fpext %982 : bf16 to f32
    %1042 = llvm.fpext %984 : bf16 to f32
    %1043 = llvm.fpext %985 : bf16 to f32
    %1044 = llvm.fpext %987 : bf16 to f32
    %1045 = llvm.fpext %988 : bf16 to f32
    %1046 = llvm.fpext %990 : bf16 to f32
    %1047 = llvm.fpext %991 : bf16 to f32
    %1048 = llvm.fpext %1001 : bf16 to f32
    %1049 = llvm.fpext %1002 : bf16 to f32
    %1050 = llvm.fpext %1004 : bf16 to f32
    %1051 = llvm.fpext %1005 : bf16 to f32
    %1052 = llvm.fpext %1007 : bf16 to f32
    %1053 = llvm.fpext %1008 : bf16 to f32
    %1054 = llvm.fpext %1010 : bf16 to f32
    %1055 = llvm.fpext %1011 : bf16 to f32
    %1056 = llvm.fpext %1021 : bf16 to f32
    %1057 = llvm.fpext %1022 : bf16 to f32
    %1058 = llvm.fpext %1024 : bf16 to f32
    %1059 = llvm.fpext %1025 : bf16 to f32
    %1060 = llvm.fpext %1027 : bf16 to f32
    %1061 = llvm.fpext %1028 : bf16 to f32
    %1062 = llvm.fpext %1030 : bf16 to f32
    %1063 = llvm.fpext %1031 : bf16 to f32
    %1064 = llvm.fadd %892, %1032 : f32
    %1065 = llvm.fadd %893, %1033 : f32
    %1066 = llvm.fadd %894, %1034 : f32
    %1067 = llvm.fadd %895, %1035 : f32
    %1068 = llvm.fadd %896, %1036 : f32
    %1069 = llvm.fadd %897, %1037 : f32
    %1070 = llvm.fadd %898, %1038 : f32
    %1071 = llvm.fadd %899, %1039 : f32
    %1072 = llvm.fadd %900, %1040 : f32
    %1073 = llvm.fadd %901, %1041 : f32
    %1074 = llvm.fadd %902, %1042 : f32
    %1075 = llvm.fadd %903, %1043 : f32
    %1076 = llvm.fadd %904, %1044 : f32
    %1077 = llvm.fadd %905, %1045 : f32
    %1078 = llvm.fadd %906, %1046 : f32
    %1079 = llvm.fadd %907, %1047 : f32
    %1080 = llvm.fadd %908, %1048 : f32
    %1081 = llvm.fadd %909, %1049 : f32
    %1082 = llvm.fadd %910, %1050 : f32
    %1083 = llvm.fadd %911, %1051 : f32
    %1084 = llvm.fadd %912, %1052 : f32
    %1085 = llvm.fadd %913, %1053 : f32
    %1086 = llvm.fadd %914, %1054 : f32
    %1087 = llvm.fadd %915, %1055 : f32
    %1088 = llvm.fadd %916, %1056 : f32
    %1089 = llvm.fadd %917, %1057 : f32
    %1090 = llvm.fadd %918, %1058 : f32
    %1091 = llvm.fadd %919, %1059 : f32
    %1092 = llvm.fadd %920, %1060 : f32
    %1093 = llvm.fadd %921, %1061 : f32
    %1094 = llvm.fadd %922, %1062 : f32
    %1095 = llvm.fadd %923, %1063 : f32
    %1096 = llvm.fptrunc %1064 : f32 to bf16
    %1097 = llvm.fptrunc %1065 : f32 to bf16
    %1098 = llvm.fptrunc %1066 : f32 to bf16
    %1099 = llvm.fptrunc %1067 : f32 to bf16
    %1100 = llvm.fptrunc %1068 : f32 to bf16
    %1101 = llvm.fptrunc %1069 : f32 to bf16
    %1102 = llvm.fptrunc %1070 : f32 to bf16
    %1103 = llvm.fptrunc %1071 : f32 to bf16
    %1104 = llvm.fptrunc %1072 : f32 to bf16
    %1105 = llvm.fptrunc %1073 : f32 to bf16
    %1106 = llvm.fptrunc %1074 : f32 to bf16
    %1107 = llvm.fptrunc %1075 : f32 to bf16
    %1108 = llvm.fptrunc %1076 : f32 to bf16
    %1109 = llvm.fptrunc %1077 : f32 to bf16
    %1110 = llvm.fptrunc %1078 : f32 to bf16
    %1111 = llvm.fptrunc %1079 : f32 to bf16
    %1112 = llvm.fptrunc %1080 : f32 to bf16
    %1113 = llvm.fptrunc %1081 : f32 to bf16
    %1114 = llvm.fptrunc %1082 : f32 to bf16
    %1115 = llvm.fptrunc %1083 : f32 to bf16
    %1116 = llvm.fptrunc %1084 : f32 to bf16
    %1117 = llvm.fptrunc %1085 : f32 to bf16
    %1118 = llvm.fptrunc %1086 : f32 to bf16
    %1119 = llvm.fptrunc %1087 : f32 to bf16
    %1120 = llvm.fptrunc %1088 : f32 to bf16
    %1121 = llvm.fptrunc %1089 : f32 to bf16
    %1122 = llvm.fptrunc %1090 : f32 to bf16
    %1123 = llvm.fptrunc %1091 : f32 to bf16
    %1124 = llvm.fptrunc %1092 : f32 to bf16
    %1125 = llvm.fptrunc %1093 : f32 to bf16
    %1126 = llvm.fptrunc %1094 : f32 to bf16
    %1127 = llvm.fptrunc %1095 : f32 to bf16
    nvvm.barrier
    %1128 = llvm.insertelement %1096, %4[%36 : i32] : vector<2xbf16>
    %1129 = llvm.insertelement %1097, %1128[%33 : i32] : vector<2xbf16>
    %1130 = llvm.bitcast %1129 : vector<2xbf16> to i32
    %1131 = llvm.insertelement %1098, %4[%36 : i32] : vector<2xbf16>
    %1132 = llvm.insertelement %1099, %1131[%33 : i32] : vector<2xbf16>
    %1133 = llvm.bitcast %1132 : vector<2xbf16> to i32
    %1134 = llvm.insertelement %1100, %4[%36 : i32] : vector<2xbf16>
    %1135 = llvm.insertelement %1101, %1134[%33 : i32] : vector<2xbf16>
    %1136 = llvm.bitcast %1135 : vector<2xbf16> to i32
    %1137 = llvm.insertelement %1102, %4[%36 : i32] : vector<2xbf16>
    %1138 = llvm.insertelement %1103, %1137[%33 : i32] : vector<2xbf16>
    %1139 = llvm.bitcast %1138 : vector<2xbf16> to i32
    nvvm.stmatrix %954, %1130, %1133, %1136, %1139 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
    %1140 = llvm.insertelement %1104, %4[%36 : i32] : vector<2xbf16>
    %1141 = llvm.insertelement %1105, %1140[%33 : i32] : vector<2xbf16>
    %1142 = llvm.bitcast %1141 : vector<2xbf16> to i32
    %1143 = llvm.insertelement %1106, %4[%36 : i32] : vector<2xbf16>
    %1144 = llvm.insertelement %1107, %1143[%33 : i32] : vector<2xbf16>
    %1145 = llvm.bitcast %1144 : vector<2xbf16> to i32
    %1146 = llvm.insertelement %1108, %4[%36 : i32] : vector<2xbf16>
    %1147 = llvm.insertelement %1109, %1146[%33 : i32] : vector<2xbf16>
    %1148 = llvm.bitcast %1147 : vector<2xbf16> to i32
    %1149 = llvm.insertelement %1110, %4[%36 : i32] : vector<2xbf16>
    %1150 = llvm.insertelement %1111, %1149[%33 : i32] : vector<2xbf16>
    %1151 = llvm.bitcast %1150 : vector<2xbf16> to i32
    nvvm.stmatrix %974, %1142, %1145, %1148, %1151 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
    %1152 = llvm.insertelement %1112, %4[%36 : i32] : vector<2xbf16>
    %1153 = llvm.insertelement %1113, %1152[%33 : i32] : vector<2xbf16>
    %1154 = llvm.bitcast %1153 : vector<2xbf16> to i32
    %1155 = llvm.insertelement %1114, %4[%36 : i32] : vector<2xbf16>
    %1156 = llvm.insertelement %1115, %1155[%33 : i32] : vector<2xbf16>
    %1157 = llvm.bitcast %1156 : vector<2xbf16> to i32
    %1158 = llvm.insertelement %1116, %4[%36 : i32] : vector<2xbf16>
    %1159 = llvm.insertelement %1117, %1158[%33 : i32] : vector<2xbf16>
    %1160 = llvm.bitcast %1159 : vector<2xbf16> to i32
    %1161 = llvm.insertelement %1118, %4[%36 : i32] : vector<2xbf16>
    %1162 = llvm.insertelement %1119, %1161[%33 : i32] : vector<2xbf16>
    %1163 = llvm.bitcast %1162 : vector<2xbf16> to i32
    nvvm.stmatrix %994, %1154, %1157, %1160, %1163 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
    %1164 = llvm.insertelement %1120, %4[%36 : i32] : vector<2xbf16>
    %1165 = llvm.insertelement %1121, %1164[%33 : i32] : vector<2xbf16>
    %1166 = llvm.bitcast %1165 : vector<2xbf16> to i32
    %1167 = llvm.insertelement %1122, %4[%36 : i32] : vector<2xbf16>
    %1168 = llvm.insertelement %1123, %1167[%33 : i32] : vector<2xbf16>
    %1169 = llvm.bitcast %1168 : vector<2xbf16> to i32
    %1170 = llvm.insertelement %1124, %4[%36 : i32] : vector<2xbf16>
    %1171 = llvm.insertelement %1125, %1170[%33 : i32] : vector<2xbf16>
    %1172 = llvm.bitcast %1171 : vector<2xbf16> to i32
    %1173 = llvm.insertelement %1126, %4[%36 : i32] : vector<2xbf16>
    %1174 = llvm.insertelement %1127, %1173[%33 : i32] : vector<2xbf16>
    %1175 = llvm.bitcast %1174 : vector<2xbf16> to i32
    nvvm.stmatrix %1014, %1166, %1169, %1172, %1175 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.barrier
    %1176 = nvvm.elect.sync -> i1
    %1177 = llvm.and %1176, %193 : i1
    %1178 = llvm.getelementptr %26[%195] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %1179 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r" %1177, %164, %206, %199, %1178 : (i1, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    nvvm.cp.async.bulk.commit.group
    nvvm.cp.async.bulk.wait_group 0
    nvvm.barrier
    llvm.return
  }
}
