module attributes {ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 384 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 8200 : i32, ttg.target = "cuda:120", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @tma_gemm_bias(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg3: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 384 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.constant(256 : i64) : i64
    %1 = llvm.mlir.constant(128 : i64) : i64
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.undef : vector<1xf32>
    %4 = llvm.mlir.constant(49 : i32) : i32
    %5 = llvm.mlir.constant(48 : i32) : i32
    %6 = llvm.mlir.constant(33 : i32) : i32
    %7 = llvm.mlir.constant(17 : i32) : i32
    %8 = llvm.mlir.constant(0 : index) : i32
    %9 = llvm.mlir.undef : vector<2xf16>
    %10 = llvm.mlir.constant(16 : i32) : i32
    %11 = llvm.mlir.constant(15 : i32) : i32
    %12 = llvm.mlir.constant(3072 : i32) : i32
    %13 = llvm.mlir.constant(1024 : i32) : i32
    %14 = llvm.mlir.constant(2 : i32) : i32
    %15 = llvm.mlir.constant(4 : i32) : i32
    %16 = llvm.mlir.constant(24 : i32) : i32
    %17 = llvm.mlir.constant(3 : i32) : i32
    %18 = llvm.mlir.constant(6 : i32) : i32
    %19 = llvm.mlir.constant(7 : i32) : i32
    %20 = llvm.mlir.constant(5 : i32) : i32
    %21 = llvm.mlir.constant(2048 : i32) : i32
    %22 = llvm.mlir.constant(4096 : i32) : i32
    %23 = llvm.mlir.undef : vector<1xi32>
    %24 = llvm.mlir.constant(127 : i32) : i32
    %25 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %26 = llvm.mlir.constant(384 : i64) : i64
    %27 = llvm.mlir.constant(2 : i64) : i64
    %28 = llvm.mlir.constant(1 : i32) : i32
    %29 = llvm.mlir.constant(-1 : i32) : i32
    %30 = llvm.mlir.constant(64 : i32) : i32
    %31 = llvm.mlir.constant(0 : i32) : i32
    %32 = llvm.mlir.constant(32 : i32) : i32
    %33 = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %34 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %35 = llvm.insertvalue %34, %33[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %36 = llvm.insertvalue %34, %35[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %37 = llvm.insertvalue %34, %36[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %38 = llvm.insertvalue %34, %37[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %39 = llvm.insertvalue %34, %38[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %40 = llvm.insertvalue %34, %39[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %41 = llvm.insertvalue %34, %40[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %42 = llvm.insertvalue %34, %41[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %43 = llvm.insertvalue %34, %42[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %44 = llvm.insertvalue %34, %43[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %45 = llvm.insertvalue %34, %44[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %46 = llvm.insertvalue %34, %45[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %47 = llvm.insertvalue %34, %46[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %48 = llvm.insertvalue %34, %47[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %49 = llvm.insertvalue %34, %48[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %50 = llvm.insertvalue %34, %49[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %51 = llvm.insertvalue %34, %50[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %52 = llvm.insertvalue %34, %51[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %53 = llvm.insertvalue %34, %52[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %54 = llvm.insertvalue %34, %53[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %55 = llvm.insertvalue %34, %54[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %56 = llvm.insertvalue %34, %55[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %57 = llvm.insertvalue %34, %56[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %58 = llvm.insertvalue %34, %57[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %59 = llvm.insertvalue %34, %58[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %60 = llvm.insertvalue %34, %59[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %61 = llvm.insertvalue %34, %60[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %62 = llvm.insertvalue %34, %61[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %63 = llvm.insertvalue %34, %62[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %64 = llvm.insertvalue %34, %63[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %65 = llvm.insertvalue %34, %64[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %66 = llvm.insertvalue %34, %65[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %67 = llvm.sext %arg6 : i32 to i64
    %68 = nvvm.read.ptx.sreg.ctaid.x : i32
    %69 = nvvm.read.ptx.sreg.ctaid.y : i32
    %70 = nvvm.read.ptx.sreg.ctaid.z : i32
    %71 = nvvm.read.ptx.sreg.nctaid.x : i32
    %72 = nvvm.read.ptx.sreg.nctaid.y : i32
    %73 = llvm.zext %70 : i32 to i64
    %74 = llvm.zext %69 : i32 to i64
    %75 = llvm.zext %72 : i32 to i64
    %76 = llvm.mul %73, %75 : i64
    %77 = llvm.add %74, %76 : i64
    %78 = llvm.zext %68 : i32 to i64
    %79 = llvm.zext %71 : i32 to i64
    %80 = llvm.mul %77, %79 : i64
    %81 = llvm.add %78, %80 : i64
    %82 = llvm.mul %81, %26 : i64
    %83 = llvm.add %82, %2 : i64
    %84 = llvm.getelementptr %arg7[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %85 = llvm.mul %67, %27 : i64
    %86 = nvvm.read.ptx.sreg.tid.x : i32
    %87 = llvm.and %86, %24 : i32
    %88 = llvm.icmp "slt" %87, %32 : i32
    %89 = llvm.getelementptr %25[%87] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %90 = llvm.insertelement %31, %23[%31 : i32] : vector<1xi32>
    %91 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %89, %90, %88 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %29 : i32
    %92 = llvm.icmp "eq" %87, %31 : i32
    llvm.cond_br %92, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %93 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %25, %arg0 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %94 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l" %25 : (!llvm.ptr<3>) -> !llvm.void
    %95 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %25, %32 : (!llvm.ptr<3>, i32) -> !llvm.void
    %96 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %25, %30 : (!llvm.ptr<3>, i32) -> !llvm.void
    %97 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %25, %arg6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %98 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %25, %arg4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %99 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %25, %85 : (!llvm.ptr<3>, i64) -> !llvm.void
    %100 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %25, %28 : (!llvm.ptr<3>, i32) -> !llvm.void
    %101 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %25, %28 : (!llvm.ptr<3>, i32) -> !llvm.void
    %102 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;", "l" %25 : (!llvm.ptr<3>) -> !llvm.void
    %103 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x2;", "l" %25 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    nvvm.bar.warp.sync %29 : i32
    %104 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %84, %25, %88 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %105 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %84, %88, %88, %88 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier
    %106 = llvm.addrspacecast %84 : !llvm.ptr<1> to !llvm.ptr
    %107 = llvm.add %82, %1 : i64
    %108 = llvm.getelementptr %arg7[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %109 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %89, %90, %88 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %29 : i32
    llvm.cond_br %92, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %110 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %25, %arg1 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %111 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l" %25 : (!llvm.ptr<3>) -> !llvm.void
    %112 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %25, %32 : (!llvm.ptr<3>, i32) -> !llvm.void
    %113 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %25, %30 : (!llvm.ptr<3>, i32) -> !llvm.void
    %114 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %25, %arg6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %115 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %25, %arg5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %116 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %25, %85 : (!llvm.ptr<3>, i64) -> !llvm.void
    %117 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %25, %28 : (!llvm.ptr<3>, i32) -> !llvm.void
    %118 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %25, %28 : (!llvm.ptr<3>, i32) -> !llvm.void
    %119 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;", "l" %25 : (!llvm.ptr<3>) -> !llvm.void
    %120 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x2;", "l" %25 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    nvvm.bar.warp.sync %29 : i32
    %121 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %108, %25, %88 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %122 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %108, %88, %88, %88 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier
    %123 = llvm.addrspacecast %108 : !llvm.ptr<1> to !llvm.ptr
    %124 = llvm.sext %arg5 : i32 to i64
    %125 = llvm.add %82, %0 : i64
    %126 = llvm.getelementptr %arg7[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %127 = llvm.mul %124, %27 : i64
    %128 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %89, %90, %88 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %29 : i32
    llvm.cond_br %92, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %129 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %25, %arg3 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %130 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l" %25 : (!llvm.ptr<3>) -> !llvm.void
    %131 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %25, %30 : (!llvm.ptr<3>, i32) -> !llvm.void
    %132 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %25, %30 : (!llvm.ptr<3>, i32) -> !llvm.void
    %133 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %25, %arg5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %134 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %25, %arg4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %135 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %25, %127 : (!llvm.ptr<3>, i64) -> !llvm.void
    %136 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %25, %28 : (!llvm.ptr<3>, i32) -> !llvm.void
    %137 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %25, %28 : (!llvm.ptr<3>, i32) -> !llvm.void
    %138 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;", "l" %25 : (!llvm.ptr<3>) -> !llvm.void
    %139 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l" %25 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    nvvm.bar.warp.sync %29 : i32
    %140 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %126, %25, %88 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %141 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %126, %88, %88, %88 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier
    %142 = llvm.addrspacecast %126 : !llvm.ptr<1> to !llvm.ptr
    %143 = llvm.mul %68, %30 : i32
    %144 = llvm.mul %69, %30 : i32
    %145 = llvm.getelementptr %25[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %146 = llvm.getelementptr %25[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %147 = llvm.mul %31, %28 : i32
    %148 = llvm.getelementptr %146[%147] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %149 = llvm.udiv %86, %32 : i32
    %150 = llvm.icmp "eq" %149, %31 : i32
    %151 = nvvm.elect.sync -> i1
    %152 = llvm.and %150, %151 : i1
    %153 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %152, %148 : (i1, !llvm.ptr<3>) -> !llvm.void
    %154 = llvm.icmp "sgt" %arg6, %31 : i32
    nvvm.barrier
    %155 = llvm.and %92, %154 : i1
    %156 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 8192;", "b,r" %155, %148 : (i1, !llvm.ptr<3>) -> !llvm.void
    %157 = llvm.mul %31, %21 : i32
    %158 = llvm.getelementptr %25[%157] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.barrier
    %159 = nvvm.elect.sync -> i1
    %160 = llvm.and %154, %159 : i1
    %161 = llvm.icmp "ult" %87, %32 : i32
    %162 = llvm.and %160, %161 : i1
    %163 = llvm.xor %31, %31 : i32
    %164 = llvm.xor %163, %31 : i32
    %165 = llvm.getelementptr %158[%164] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %166 = llvm.add %163, %31 : i32
    %167 = llvm.add %143, %163 : i32
    %168 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %162, %165, %106, %166, %167, %148 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %169 = llvm.getelementptr %145[%157] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    nvvm.barrier
    %170 = nvvm.elect.sync -> i1
    %171 = llvm.and %154, %170 : i1
    %172 = llvm.and %171, %161 : i1
    %173 = llvm.getelementptr %169[%164] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %174 = llvm.add %144, %163 : i32
    %175 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %172, %173, %123, %166, %174, %148 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb7(%31, %66, %29, %31 : i32, !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, i32, i32)
  ^bb7(%176: i32, %177: !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, %178: i32, %179: i32):  // 2 preds: ^bb6, ^bb8
    %180 = llvm.icmp "slt" %176, %arg6 : i32
    llvm.cond_br %180, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %181 = llvm.sub %arg6, %32 : i32
    %182 = llvm.icmp "slt" %176, %181 : i32
    %183 = llvm.add %178, %28 : i32
    %184 = llvm.icmp "sge" %183, %28 : i32
    %185 = llvm.select %184, %31, %183 : i1, i32
    %186 = llvm.xor %179, %28 : i32
    %187 = llvm.select %184, %186, %179 : i1, i32
    %188 = llvm.mul %185, %28 : i32
    %189 = llvm.getelementptr %146[%188] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %190 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %189, %187 : (!llvm.ptr<3>, i32) -> !llvm.void
    %191 = llvm.mul %185, %21 : i32
    %192 = llvm.getelementptr %145[%191] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    nvvm.barrier
    %193 = llvm.urem %87, %32 : i32
    %194 = llvm.shl %193, %31 : i32
    %195 = llvm.or %31, %194 : i32
    %196 = llvm.shl %149, %20 : i32
    %197 = llvm.or %195, %196 : i32
    %198 = llvm.and %197, %19 : i32
    %199 = llvm.shl %198, %18 : i32
    %200 = llvm.and %197, %18 : i32
    %201 = llvm.shl %200, %17 : i32
    %202 = llvm.and %197, %16 : i32
    %203 = llvm.shl %202, %28 : i32
    %204 = llvm.and %197, %32 : i32
    %205 = llvm.shl %204, %15 : i32
    %206 = llvm.xor %199, %201 : i32
    %207 = llvm.xor %206, %203 : i32
    %208 = llvm.or disjoint %205, %207 : i32
    %209 = llvm.xor %31, %208 : i32
    %210 = llvm.mul %31, %14 : i32
    %211 = llvm.xor %209, %210 : i32
    %212 = llvm.xor %211, %31 : i32
    %213 = llvm.add %212, %31 : i32
    %214 = llvm.getelementptr inbounds %192[%213] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %215 = nvvm.ldmatrix %214 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %216 = llvm.extractvalue %215[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %217 = llvm.extractvalue %215[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %218 = llvm.extractvalue %215[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %219 = llvm.extractvalue %215[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %220 = llvm.bitcast %216 : i32 to vector<2xf16>
    %221 = llvm.extractelement %220[%31 : i32] : vector<2xf16>
    %222 = llvm.extractelement %220[%28 : i32] : vector<2xf16>
    %223 = llvm.bitcast %217 : i32 to vector<2xf16>
    %224 = llvm.extractelement %223[%31 : i32] : vector<2xf16>
    %225 = llvm.extractelement %223[%28 : i32] : vector<2xf16>
    %226 = llvm.bitcast %218 : i32 to vector<2xf16>
    %227 = llvm.extractelement %226[%31 : i32] : vector<2xf16>
    %228 = llvm.extractelement %226[%28 : i32] : vector<2xf16>
    %229 = llvm.bitcast %219 : i32 to vector<2xf16>
    %230 = llvm.extractelement %229[%31 : i32] : vector<2xf16>
    %231 = llvm.extractelement %229[%28 : i32] : vector<2xf16>
    %232 = llvm.add %212, %13 : i32
    %233 = llvm.getelementptr inbounds %192[%232] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %234 = nvvm.ldmatrix %233 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %235 = llvm.extractvalue %234[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %236 = llvm.extractvalue %234[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %237 = llvm.extractvalue %234[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %238 = llvm.extractvalue %234[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %239 = llvm.bitcast %235 : i32 to vector<2xf16>
    %240 = llvm.extractelement %239[%31 : i32] : vector<2xf16>
    %241 = llvm.extractelement %239[%28 : i32] : vector<2xf16>
    %242 = llvm.bitcast %236 : i32 to vector<2xf16>
    %243 = llvm.extractelement %242[%31 : i32] : vector<2xf16>
    %244 = llvm.extractelement %242[%28 : i32] : vector<2xf16>
    %245 = llvm.bitcast %237 : i32 to vector<2xf16>
    %246 = llvm.extractelement %245[%31 : i32] : vector<2xf16>
    %247 = llvm.extractelement %245[%28 : i32] : vector<2xf16>
    %248 = llvm.bitcast %238 : i32 to vector<2xf16>
    %249 = llvm.extractelement %248[%31 : i32] : vector<2xf16>
    %250 = llvm.extractelement %248[%28 : i32] : vector<2xf16>
    %251 = llvm.add %212, %21 : i32
    %252 = llvm.getelementptr inbounds %192[%251] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %253 = nvvm.ldmatrix %252 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %254 = llvm.extractvalue %253[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %255 = llvm.extractvalue %253[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %256 = llvm.extractvalue %253[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %257 = llvm.extractvalue %253[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %258 = llvm.bitcast %254 : i32 to vector<2xf16>
    %259 = llvm.extractelement %258[%31 : i32] : vector<2xf16>
    %260 = llvm.extractelement %258[%28 : i32] : vector<2xf16>
    %261 = llvm.bitcast %255 : i32 to vector<2xf16>
    %262 = llvm.extractelement %261[%31 : i32] : vector<2xf16>
    %263 = llvm.extractelement %261[%28 : i32] : vector<2xf16>
    %264 = llvm.bitcast %256 : i32 to vector<2xf16>
    %265 = llvm.extractelement %264[%31 : i32] : vector<2xf16>
    %266 = llvm.extractelement %264[%28 : i32] : vector<2xf16>
    %267 = llvm.bitcast %257 : i32 to vector<2xf16>
    %268 = llvm.extractelement %267[%31 : i32] : vector<2xf16>
    %269 = llvm.extractelement %267[%28 : i32] : vector<2xf16>
    %270 = llvm.add %212, %12 : i32
    %271 = llvm.getelementptr inbounds %192[%270] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %272 = nvvm.ldmatrix %271 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %273 = llvm.extractvalue %272[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %274 = llvm.extractvalue %272[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %275 = llvm.extractvalue %272[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %276 = llvm.extractvalue %272[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %277 = llvm.bitcast %273 : i32 to vector<2xf16>
    %278 = llvm.extractelement %277[%31 : i32] : vector<2xf16>
    %279 = llvm.extractelement %277[%28 : i32] : vector<2xf16>
    %280 = llvm.bitcast %274 : i32 to vector<2xf16>
    %281 = llvm.extractelement %280[%31 : i32] : vector<2xf16>
    %282 = llvm.extractelement %280[%28 : i32] : vector<2xf16>
    %283 = llvm.bitcast %275 : i32 to vector<2xf16>
    %284 = llvm.extractelement %283[%31 : i32] : vector<2xf16>
    %285 = llvm.extractelement %283[%28 : i32] : vector<2xf16>
    %286 = llvm.bitcast %276 : i32 to vector<2xf16>
    %287 = llvm.extractelement %286[%31 : i32] : vector<2xf16>
    %288 = llvm.extractelement %286[%28 : i32] : vector<2xf16>
    %289 = llvm.getelementptr %25[%191] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %290 = llvm.and %197, %11 : i32
    %291 = llvm.shl %290, %18 : i32
    %292 = llvm.and %197, %10 : i32
    %293 = llvm.and %197, %30 : i32
    %294 = llvm.shl %293, %15 : i32
    %295 = llvm.xor %291, %201 : i32
    %296 = llvm.xor %295, %292 : i32
    %297 = llvm.or disjoint %294, %296 : i32
    %298 = llvm.xor %31, %297 : i32
    %299 = llvm.xor %298, %210 : i32
    %300 = llvm.xor %299, %31 : i32
    %301 = llvm.add %300, %31 : i32
    %302 = llvm.getelementptr inbounds %289[%301] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %303 = nvvm.ldmatrix %302 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %304 = llvm.extractvalue %303[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %305 = llvm.extractvalue %303[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %306 = llvm.extractvalue %303[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %307 = llvm.extractvalue %303[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %308 = llvm.bitcast %304 : i32 to vector<2xf16>
    %309 = llvm.extractelement %308[%31 : i32] : vector<2xf16>
    %310 = llvm.extractelement %308[%28 : i32] : vector<2xf16>
    %311 = llvm.bitcast %305 : i32 to vector<2xf16>
    %312 = llvm.extractelement %311[%31 : i32] : vector<2xf16>
    %313 = llvm.extractelement %311[%28 : i32] : vector<2xf16>
    %314 = llvm.bitcast %306 : i32 to vector<2xf16>
    %315 = llvm.extractelement %314[%31 : i32] : vector<2xf16>
    %316 = llvm.extractelement %314[%28 : i32] : vector<2xf16>
    %317 = llvm.bitcast %307 : i32 to vector<2xf16>
    %318 = llvm.extractelement %317[%31 : i32] : vector<2xf16>
    %319 = llvm.extractelement %317[%28 : i32] : vector<2xf16>
    %320 = llvm.add %300, %21 : i32
    %321 = llvm.getelementptr inbounds %289[%320] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %322 = nvvm.ldmatrix %321 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %323 = llvm.extractvalue %322[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %324 = llvm.extractvalue %322[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %325 = llvm.extractvalue %322[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %326 = llvm.extractvalue %322[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %327 = llvm.bitcast %323 : i32 to vector<2xf16>
    %328 = llvm.extractelement %327[%31 : i32] : vector<2xf16>
    %329 = llvm.extractelement %327[%28 : i32] : vector<2xf16>
    %330 = llvm.bitcast %324 : i32 to vector<2xf16>
    %331 = llvm.extractelement %330[%31 : i32] : vector<2xf16>
    %332 = llvm.extractelement %330[%28 : i32] : vector<2xf16>
    %333 = llvm.bitcast %325 : i32 to vector<2xf16>
    %334 = llvm.extractelement %333[%31 : i32] : vector<2xf16>
    %335 = llvm.extractelement %333[%28 : i32] : vector<2xf16>
    %336 = llvm.bitcast %326 : i32 to vector<2xf16>
    %337 = llvm.extractelement %336[%31 : i32] : vector<2xf16>
    %338 = llvm.extractelement %336[%28 : i32] : vector<2xf16>
    %339 = llvm.xor %299, %32 : i32
    %340 = llvm.add %339, %31 : i32
    %341 = llvm.getelementptr inbounds %289[%340] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %342 = nvvm.ldmatrix %341 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %343 = llvm.extractvalue %342[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %344 = llvm.extractvalue %342[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %345 = llvm.extractvalue %342[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %346 = llvm.extractvalue %342[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %347 = llvm.bitcast %343 : i32 to vector<2xf16>
    %348 = llvm.extractelement %347[%31 : i32] : vector<2xf16>
    %349 = llvm.extractelement %347[%28 : i32] : vector<2xf16>
    %350 = llvm.bitcast %344 : i32 to vector<2xf16>
    %351 = llvm.extractelement %350[%31 : i32] : vector<2xf16>
    %352 = llvm.extractelement %350[%28 : i32] : vector<2xf16>
    %353 = llvm.bitcast %345 : i32 to vector<2xf16>
    %354 = llvm.extractelement %353[%31 : i32] : vector<2xf16>
    %355 = llvm.extractelement %353[%28 : i32] : vector<2xf16>
    %356 = llvm.bitcast %346 : i32 to vector<2xf16>
    %357 = llvm.extractelement %356[%31 : i32] : vector<2xf16>
    %358 = llvm.extractelement %356[%28 : i32] : vector<2xf16>
    %359 = llvm.add %339, %21 : i32
    %360 = llvm.getelementptr inbounds %289[%359] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %361 = nvvm.ldmatrix %360 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %362 = llvm.extractvalue %361[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %363 = llvm.extractvalue %361[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %364 = llvm.extractvalue %361[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %365 = llvm.extractvalue %361[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %366 = llvm.bitcast %362 : i32 to vector<2xf16>
    %367 = llvm.extractelement %366[%31 : i32] : vector<2xf16>
    %368 = llvm.extractelement %366[%28 : i32] : vector<2xf16>
    %369 = llvm.bitcast %363 : i32 to vector<2xf16>
    %370 = llvm.extractelement %369[%31 : i32] : vector<2xf16>
    %371 = llvm.extractelement %369[%28 : i32] : vector<2xf16>
    %372 = llvm.bitcast %364 : i32 to vector<2xf16>
    %373 = llvm.extractelement %372[%31 : i32] : vector<2xf16>
    %374 = llvm.extractelement %372[%28 : i32] : vector<2xf16>
    %375 = llvm.bitcast %365 : i32 to vector<2xf16>
    %376 = llvm.extractelement %375[%31 : i32] : vector<2xf16>
    %377 = llvm.extractelement %375[%28 : i32] : vector<2xf16>
    %378 = llvm.extractvalue %177[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %379 = llvm.extractvalue %177[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %380 = llvm.extractvalue %177[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %381 = llvm.extractvalue %177[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %382 = llvm.extractvalue %177[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %383 = llvm.extractvalue %177[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %384 = llvm.extractvalue %177[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %385 = llvm.extractvalue %177[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %386 = llvm.extractvalue %177[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %387 = llvm.extractvalue %177[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %388 = llvm.extractvalue %177[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %389 = llvm.extractvalue %177[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %390 = llvm.extractvalue %177[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %391 = llvm.extractvalue %177[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %392 = llvm.extractvalue %177[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %393 = llvm.extractvalue %177[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %394 = llvm.extractvalue %177[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %395 = llvm.extractvalue %177[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %396 = llvm.extractvalue %177[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %397 = llvm.extractvalue %177[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %398 = llvm.extractvalue %177[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %399 = llvm.extractvalue %177[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %400 = llvm.extractvalue %177[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %401 = llvm.extractvalue %177[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %402 = llvm.extractvalue %177[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %403 = llvm.extractvalue %177[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %404 = llvm.extractvalue %177[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %405 = llvm.extractvalue %177[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %406 = llvm.extractvalue %177[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %407 = llvm.extractvalue %177[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %408 = llvm.extractvalue %177[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %409 = llvm.extractvalue %177[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %410 = llvm.insertelement %309, %9[%31 : i32] : vector<2xf16>
    %411 = llvm.insertelement %310, %410[%28 : i32] : vector<2xf16>
    %412 = llvm.bitcast %411 : vector<2xf16> to i32
    %413 = llvm.insertelement %312, %9[%31 : i32] : vector<2xf16>
    %414 = llvm.insertelement %313, %413[%28 : i32] : vector<2xf16>
    %415 = llvm.bitcast %414 : vector<2xf16> to i32
    %416 = llvm.insertelement %315, %9[%31 : i32] : vector<2xf16>
    %417 = llvm.insertelement %316, %416[%28 : i32] : vector<2xf16>
    %418 = llvm.bitcast %417 : vector<2xf16> to i32
    %419 = llvm.insertelement %318, %9[%31 : i32] : vector<2xf16>
    %420 = llvm.insertelement %319, %419[%28 : i32] : vector<2xf16>
    %421 = llvm.bitcast %420 : vector<2xf16> to i32
    %422 = llvm.insertelement %348, %9[%31 : i32] : vector<2xf16>
    %423 = llvm.insertelement %349, %422[%28 : i32] : vector<2xf16>
    %424 = llvm.bitcast %423 : vector<2xf16> to i32
    %425 = llvm.insertelement %351, %9[%31 : i32] : vector<2xf16>
    %426 = llvm.insertelement %352, %425[%28 : i32] : vector<2xf16>
    %427 = llvm.bitcast %426 : vector<2xf16> to i32
    %428 = llvm.insertelement %354, %9[%31 : i32] : vector<2xf16>
    %429 = llvm.insertelement %355, %428[%28 : i32] : vector<2xf16>
    %430 = llvm.bitcast %429 : vector<2xf16> to i32
    %431 = llvm.insertelement %357, %9[%31 : i32] : vector<2xf16>
    %432 = llvm.insertelement %358, %431[%28 : i32] : vector<2xf16>
    %433 = llvm.bitcast %432 : vector<2xf16> to i32
    %434 = llvm.insertelement %328, %9[%31 : i32] : vector<2xf16>
    %435 = llvm.insertelement %329, %434[%28 : i32] : vector<2xf16>
    %436 = llvm.bitcast %435 : vector<2xf16> to i32
    %437 = llvm.insertelement %331, %9[%31 : i32] : vector<2xf16>
    %438 = llvm.insertelement %332, %437[%28 : i32] : vector<2xf16>
    %439 = llvm.bitcast %438 : vector<2xf16> to i32
    %440 = llvm.insertelement %334, %9[%31 : i32] : vector<2xf16>
    %441 = llvm.insertelement %335, %440[%28 : i32] : vector<2xf16>
    %442 = llvm.bitcast %441 : vector<2xf16> to i32
    %443 = llvm.insertelement %337, %9[%31 : i32] : vector<2xf16>
    %444 = llvm.insertelement %338, %443[%28 : i32] : vector<2xf16>
    %445 = llvm.bitcast %444 : vector<2xf16> to i32
    %446 = llvm.insertelement %367, %9[%31 : i32] : vector<2xf16>
    %447 = llvm.insertelement %368, %446[%28 : i32] : vector<2xf16>
    %448 = llvm.bitcast %447 : vector<2xf16> to i32
    %449 = llvm.insertelement %370, %9[%31 : i32] : vector<2xf16>
    %450 = llvm.insertelement %371, %449[%28 : i32] : vector<2xf16>
    %451 = llvm.bitcast %450 : vector<2xf16> to i32
    %452 = llvm.insertelement %373, %9[%31 : i32] : vector<2xf16>
    %453 = llvm.insertelement %374, %452[%28 : i32] : vector<2xf16>
    %454 = llvm.bitcast %453 : vector<2xf16> to i32
    %455 = llvm.insertelement %376, %9[%31 : i32] : vector<2xf16>
    %456 = llvm.insertelement %377, %455[%28 : i32] : vector<2xf16>
    %457 = llvm.bitcast %456 : vector<2xf16> to i32
    %458 = llvm.insertelement %221, %9[%31 : i32] : vector<2xf16>
    %459 = llvm.insertelement %222, %458[%28 : i32] : vector<2xf16>
    %460 = llvm.bitcast %459 : vector<2xf16> to i32
    %461 = llvm.insertelement %224, %9[%31 : i32] : vector<2xf16>
    %462 = llvm.insertelement %225, %461[%28 : i32] : vector<2xf16>
    %463 = llvm.bitcast %462 : vector<2xf16> to i32
    %464 = llvm.insertelement %227, %9[%31 : i32] : vector<2xf16>
    %465 = llvm.insertelement %228, %464[%28 : i32] : vector<2xf16>
    %466 = llvm.bitcast %465 : vector<2xf16> to i32
    %467 = llvm.insertelement %230, %9[%31 : i32] : vector<2xf16>
    %468 = llvm.insertelement %231, %467[%28 : i32] : vector<2xf16>
    %469 = llvm.bitcast %468 : vector<2xf16> to i32
    %470 = llvm.insertelement %240, %9[%31 : i32] : vector<2xf16>
    %471 = llvm.insertelement %241, %470[%28 : i32] : vector<2xf16>
    %472 = llvm.bitcast %471 : vector<2xf16> to i32
    %473 = llvm.insertelement %243, %9[%31 : i32] : vector<2xf16>
    %474 = llvm.insertelement %244, %473[%28 : i32] : vector<2xf16>
    %475 = llvm.bitcast %474 : vector<2xf16> to i32
    %476 = llvm.insertelement %246, %9[%31 : i32] : vector<2xf16>
    %477 = llvm.insertelement %247, %476[%28 : i32] : vector<2xf16>
    %478 = llvm.bitcast %477 : vector<2xf16> to i32
    %479 = llvm.insertelement %249, %9[%31 : i32] : vector<2xf16>
    %480 = llvm.insertelement %250, %479[%28 : i32] : vector<2xf16>
    %481 = llvm.bitcast %480 : vector<2xf16> to i32
    %482 = llvm.insertelement %259, %9[%31 : i32] : vector<2xf16>
    %483 = llvm.insertelement %260, %482[%28 : i32] : vector<2xf16>
    %484 = llvm.bitcast %483 : vector<2xf16> to i32
    %485 = llvm.insertelement %262, %9[%31 : i32] : vector<2xf16>
    %486 = llvm.insertelement %263, %485[%28 : i32] : vector<2xf16>
    %487 = llvm.bitcast %486 : vector<2xf16> to i32
    %488 = llvm.insertelement %265, %9[%31 : i32] : vector<2xf16>
    %489 = llvm.insertelement %266, %488[%28 : i32] : vector<2xf16>
    %490 = llvm.bitcast %489 : vector<2xf16> to i32
    %491 = llvm.insertelement %268, %9[%31 : i32] : vector<2xf16>
    %492 = llvm.insertelement %269, %491[%28 : i32] : vector<2xf16>
    %493 = llvm.bitcast %492 : vector<2xf16> to i32
    %494 = llvm.insertelement %278, %9[%31 : i32] : vector<2xf16>
    %495 = llvm.insertelement %279, %494[%28 : i32] : vector<2xf16>
    %496 = llvm.bitcast %495 : vector<2xf16> to i32
    %497 = llvm.insertelement %281, %9[%31 : i32] : vector<2xf16>
    %498 = llvm.insertelement %282, %497[%28 : i32] : vector<2xf16>
    %499 = llvm.bitcast %498 : vector<2xf16> to i32
    %500 = llvm.insertelement %284, %9[%31 : i32] : vector<2xf16>
    %501 = llvm.insertelement %285, %500[%28 : i32] : vector<2xf16>
    %502 = llvm.bitcast %501 : vector<2xf16> to i32
    %503 = llvm.insertelement %287, %9[%31 : i32] : vector<2xf16>
    %504 = llvm.insertelement %288, %503[%28 : i32] : vector<2xf16>
    %505 = llvm.bitcast %504 : vector<2xf16> to i32
    %506 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %378, %379, %380, %381, %412, %415, %418, %421, %460, %463 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %507 = llvm.extractvalue %506[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %508 = llvm.extractvalue %506[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %509 = llvm.extractvalue %506[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %510 = llvm.extractvalue %506[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %511 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %382, %383, %384, %385, %412, %415, %418, %421, %472, %475 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %512 = llvm.extractvalue %511[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %513 = llvm.extractvalue %511[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %514 = llvm.extractvalue %511[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %515 = llvm.extractvalue %511[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %516 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %386, %387, %388, %389, %412, %415, %418, %421, %484, %487 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %517 = llvm.extractvalue %516[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %518 = llvm.extractvalue %516[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %519 = llvm.extractvalue %516[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %520 = llvm.extractvalue %516[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %521 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %390, %391, %392, %393, %412, %415, %418, %421, %496, %499 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %522 = llvm.extractvalue %521[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %523 = llvm.extractvalue %521[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %524 = llvm.extractvalue %521[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %525 = llvm.extractvalue %521[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %526 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %394, %395, %396, %397, %436, %439, %442, %445, %460, %463 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %527 = llvm.extractvalue %526[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %528 = llvm.extractvalue %526[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %529 = llvm.extractvalue %526[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %530 = llvm.extractvalue %526[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %531 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %398, %399, %400, %401, %436, %439, %442, %445, %472, %475 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %532 = llvm.extractvalue %531[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %533 = llvm.extractvalue %531[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %534 = llvm.extractvalue %531[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %535 = llvm.extractvalue %531[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %536 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %402, %403, %404, %405, %436, %439, %442, %445, %484, %487 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %537 = llvm.extractvalue %536[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %538 = llvm.extractvalue %536[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %539 = llvm.extractvalue %536[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %540 = llvm.extractvalue %536[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %541 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %406, %407, %408, %409, %436, %439, %442, %445, %496, %499 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %542 = llvm.extractvalue %541[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %543 = llvm.extractvalue %541[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %544 = llvm.extractvalue %541[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %545 = llvm.extractvalue %541[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %546 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %507, %508, %509, %510, %424, %427, %430, %433, %466, %469 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %547 = llvm.extractvalue %546[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %548 = llvm.extractvalue %546[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %549 = llvm.extractvalue %546[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %550 = llvm.extractvalue %546[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %551 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %512, %513, %514, %515, %424, %427, %430, %433, %478, %481 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %552 = llvm.extractvalue %551[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %553 = llvm.extractvalue %551[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %554 = llvm.extractvalue %551[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %555 = llvm.extractvalue %551[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %556 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %517, %518, %519, %520, %424, %427, %430, %433, %490, %493 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %557 = llvm.extractvalue %556[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %558 = llvm.extractvalue %556[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %559 = llvm.extractvalue %556[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %560 = llvm.extractvalue %556[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %561 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %522, %523, %524, %525, %424, %427, %430, %433, %502, %505 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %562 = llvm.extractvalue %561[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %563 = llvm.extractvalue %561[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %564 = llvm.extractvalue %561[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %565 = llvm.extractvalue %561[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %566 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %527, %528, %529, %530, %448, %451, %454, %457, %466, %469 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %567 = llvm.extractvalue %566[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %568 = llvm.extractvalue %566[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %569 = llvm.extractvalue %566[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %570 = llvm.extractvalue %566[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %571 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %532, %533, %534, %535, %448, %451, %454, %457, %478, %481 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %572 = llvm.extractvalue %571[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %573 = llvm.extractvalue %571[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %574 = llvm.extractvalue %571[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %575 = llvm.extractvalue %571[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %576 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %537, %538, %539, %540, %448, %451, %454, %457, %490, %493 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %577 = llvm.extractvalue %576[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %578 = llvm.extractvalue %576[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %579 = llvm.extractvalue %576[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %580 = llvm.extractvalue %576[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %581 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %542, %543, %544, %545, %448, %451, %454, %457, %502, %505 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %582 = llvm.extractvalue %581[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %583 = llvm.extractvalue %581[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %584 = llvm.extractvalue %581[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %585 = llvm.extractvalue %581[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %586 = llvm.insertvalue %547, %33[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %587 = llvm.insertvalue %548, %586[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %588 = llvm.insertvalue %549, %587[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %589 = llvm.insertvalue %550, %588[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %590 = llvm.insertvalue %552, %589[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %591 = llvm.insertvalue %553, %590[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %592 = llvm.insertvalue %554, %591[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %593 = llvm.insertvalue %555, %592[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %594 = llvm.insertvalue %557, %593[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %595 = llvm.insertvalue %558, %594[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %596 = llvm.insertvalue %559, %595[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %597 = llvm.insertvalue %560, %596[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %598 = llvm.insertvalue %562, %597[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %599 = llvm.insertvalue %563, %598[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %600 = llvm.insertvalue %564, %599[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %601 = llvm.insertvalue %565, %600[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %602 = llvm.insertvalue %567, %601[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %603 = llvm.insertvalue %568, %602[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %604 = llvm.insertvalue %569, %603[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %605 = llvm.insertvalue %570, %604[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %606 = llvm.insertvalue %572, %605[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %607 = llvm.insertvalue %573, %606[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %608 = llvm.insertvalue %574, %607[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %609 = llvm.insertvalue %575, %608[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %610 = llvm.insertvalue %577, %609[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %611 = llvm.insertvalue %578, %610[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %612 = llvm.insertvalue %579, %611[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %613 = llvm.insertvalue %580, %612[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %614 = llvm.insertvalue %582, %613[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %615 = llvm.insertvalue %583, %614[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %616 = llvm.insertvalue %584, %615[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %617 = llvm.insertvalue %585, %616[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    nvvm.barrier
    %618 = llvm.and %92, %182 : i1
    %619 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 8192;", "b,r" %618, %148 : (i1, !llvm.ptr<3>) -> !llvm.void
    %620 = llvm.add %176, %32 : i32
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.barrier
    %621 = nvvm.elect.sync -> i1
    %622 = llvm.and %182, %621 : i1
    %623 = llvm.and %622, %161 : i1
    %624 = llvm.add %620, %163 : i32
    %625 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %623, %165, %106, %624, %167, %148 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    nvvm.barrier
    %626 = nvvm.elect.sync -> i1
    %627 = llvm.and %182, %626 : i1
    %628 = llvm.and %627, %161 : i1
    %629 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %628, %173, %123, %624, %174, %148 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb7(%620, %617, %185, %187 : i32, !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, i32, i32)
  ^bb9:  // pred: ^bb7
    nvvm.barrier
    %630 = nvvm.elect.sync -> i1
    %631 = llvm.and %150, %630 : i1
    %632 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %631, %148 : (i1, !llvm.ptr<3>) -> !llvm.void
    %633 = llvm.urem %87, %32 : i32
    %634 = llvm.shl %633, %31 : i32
    %635 = llvm.or %31, %634 : i32
    %636 = llvm.shl %149, %20 : i32
    %637 = llvm.or %635, %636 : i32
    %638 = llvm.and %637, %17 : i32
    %639 = llvm.shl %638, %28 : i32
    %640 = llvm.and %637, %32 : i32
    %641 = llvm.lshr %640, %14 : i32
    %642 = llvm.or disjoint %641, %639 : i32
    %643 = llvm.xor %31, %642 : i32
    %644 = llvm.xor %643, %31 : i32
    %645 = llvm.xor %643, %28 : i32
    %646 = llvm.xor %643, %10 : i32
    %647 = llvm.xor %643, %7 : i32
    %648 = llvm.xor %643, %32 : i32
    %649 = llvm.xor %643, %6 : i32
    %650 = llvm.xor %643, %5 : i32
    %651 = llvm.xor %643, %4 : i32
    %652 = llvm.add %644, %8 : i32
    %653 = llvm.add %645, %8 : i32
    %654 = llvm.add %646, %8 : i32
    %655 = llvm.add %647, %8 : i32
    %656 = llvm.add %648, %8 : i32
    %657 = llvm.add %649, %8 : i32
    %658 = llvm.add %650, %8 : i32
    %659 = llvm.add %651, %8 : i32
    %660 = llvm.add %144, %652 : i32
    %661 = llvm.add %144, %653 : i32
    %662 = llvm.add %144, %654 : i32
    %663 = llvm.add %144, %655 : i32
    %664 = llvm.add %144, %656 : i32
    %665 = llvm.add %144, %657 : i32
    %666 = llvm.add %144, %658 : i32
    %667 = llvm.add %144, %659 : i32
    %668 = llvm.icmp "slt" %660, %arg5 : i32
    %669 = llvm.icmp "slt" %661, %arg5 : i32
    %670 = llvm.icmp "slt" %662, %arg5 : i32
    %671 = llvm.icmp "slt" %663, %arg5 : i32
    %672 = llvm.icmp "slt" %664, %arg5 : i32
    %673 = llvm.icmp "slt" %665, %arg5 : i32
    %674 = llvm.icmp "slt" %666, %arg5 : i32
    %675 = llvm.icmp "slt" %667, %arg5 : i32
    %676 = llvm.getelementptr %arg2[%660] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %677 = llvm.getelementptr %arg2[%662] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %678 = llvm.getelementptr %arg2[%664] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %679 = llvm.getelementptr %arg2[%666] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %680 = llvm.insertelement %34, %3[%31 : i32] : vector<1xf32>
    %681 = llvm.bitcast %680 : vector<1xf32> to i32
    %682 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %681, %676, %668 : (i32, !llvm.ptr<1>, i1) -> i32
    %683 = llvm.bitcast %682 : i32 to vector<1xf32>
    %684 = llvm.extractelement %683[%8 : i32] : vector<1xf32>
    %685 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %681, %676, %669 : (i32, !llvm.ptr<1>, i1) -> i32
    %686 = llvm.bitcast %685 : i32 to vector<1xf32>
    %687 = llvm.extractelement %686[%8 : i32] : vector<1xf32>
    %688 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %681, %677, %670 : (i32, !llvm.ptr<1>, i1) -> i32
    %689 = llvm.bitcast %688 : i32 to vector<1xf32>
    %690 = llvm.extractelement %689[%8 : i32] : vector<1xf32>
    %691 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %681, %677, %671 : (i32, !llvm.ptr<1>, i1) -> i32
    %692 = llvm.bitcast %691 : i32 to vector<1xf32>
    %693 = llvm.extractelement %692[%8 : i32] : vector<1xf32>
    %694 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %681, %678, %672 : (i32, !llvm.ptr<1>, i1) -> i32
    %695 = llvm.bitcast %694 : i32 to vector<1xf32>
    %696 = llvm.extractelement %695[%8 : i32] : vector<1xf32>
    %697 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %681, %678, %673 : (i32, !llvm.ptr<1>, i1) -> i32
    %698 = llvm.bitcast %697 : i32 to vector<1xf32>
    %699 = llvm.extractelement %698[%8 : i32] : vector<1xf32>
    %700 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %681, %679, %674 : (i32, !llvm.ptr<1>, i1) -> i32
    %701 = llvm.bitcast %700 : i32 to vector<1xf32>
    %702 = llvm.extractelement %701[%8 : i32] : vector<1xf32>
    %703 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %681, %679, %675 : (i32, !llvm.ptr<1>, i1) -> i32
    %704 = llvm.bitcast %703 : i32 to vector<1xf32>
    %705 = llvm.extractelement %704[%8 : i32] : vector<1xf32>
    %706 = llvm.extractvalue %177[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %707 = llvm.extractvalue %177[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %708 = llvm.extractvalue %177[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %709 = llvm.extractvalue %177[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %710 = llvm.extractvalue %177[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %711 = llvm.extractvalue %177[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %712 = llvm.extractvalue %177[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %713 = llvm.extractvalue %177[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %714 = llvm.extractvalue %177[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %715 = llvm.extractvalue %177[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %716 = llvm.extractvalue %177[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %717 = llvm.extractvalue %177[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %718 = llvm.extractvalue %177[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %719 = llvm.extractvalue %177[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %720 = llvm.extractvalue %177[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %721 = llvm.extractvalue %177[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %722 = llvm.extractvalue %177[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %723 = llvm.extractvalue %177[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %724 = llvm.extractvalue %177[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %725 = llvm.extractvalue %177[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %726 = llvm.extractvalue %177[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %727 = llvm.extractvalue %177[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %728 = llvm.extractvalue %177[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %729 = llvm.extractvalue %177[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %730 = llvm.extractvalue %177[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %731 = llvm.extractvalue %177[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %732 = llvm.extractvalue %177[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %733 = llvm.extractvalue %177[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %734 = llvm.extractvalue %177[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %735 = llvm.extractvalue %177[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %736 = llvm.extractvalue %177[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %737 = llvm.extractvalue %177[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %738 = llvm.fadd %706, %684 : f32
    %739 = llvm.fadd %707, %687 : f32
    %740 = llvm.fadd %708, %684 : f32
    %741 = llvm.fadd %709, %687 : f32
    %742 = llvm.fadd %710, %690 : f32
    %743 = llvm.fadd %711, %693 : f32
    %744 = llvm.fadd %712, %690 : f32
    %745 = llvm.fadd %713, %693 : f32
    %746 = llvm.fadd %714, %696 : f32
    %747 = llvm.fadd %715, %699 : f32
    %748 = llvm.fadd %716, %696 : f32
    %749 = llvm.fadd %717, %699 : f32
    %750 = llvm.fadd %718, %702 : f32
    %751 = llvm.fadd %719, %705 : f32
    %752 = llvm.fadd %720, %702 : f32
    %753 = llvm.fadd %721, %705 : f32
    %754 = llvm.fadd %722, %684 : f32
    %755 = llvm.fadd %723, %687 : f32
    %756 = llvm.fadd %724, %684 : f32
    %757 = llvm.fadd %725, %687 : f32
    %758 = llvm.fadd %726, %690 : f32
    %759 = llvm.fadd %727, %693 : f32
    %760 = llvm.fadd %728, %690 : f32
    %761 = llvm.fadd %729, %693 : f32
    %762 = llvm.fadd %730, %696 : f32
    %763 = llvm.fadd %731, %699 : f32
    %764 = llvm.fadd %732, %696 : f32
    %765 = llvm.fadd %733, %699 : f32
    %766 = llvm.fadd %734, %702 : f32
    %767 = llvm.fadd %735, %705 : f32
    %768 = llvm.fadd %736, %702 : f32
    %769 = llvm.fadd %737, %705 : f32
    %770 = llvm.fptrunc %738 : f32 to f16
    %771 = llvm.fptrunc %739 : f32 to f16
    %772 = llvm.fptrunc %740 : f32 to f16
    %773 = llvm.fptrunc %741 : f32 to f16
    %774 = llvm.fptrunc %742 : f32 to f16
    %775 = llvm.fptrunc %743 : f32 to f16
    %776 = llvm.fptrunc %744 : f32 to f16
    %777 = llvm.fptrunc %745 : f32 to f16
    %778 = llvm.fptrunc %746 : f32 to f16
    %779 = llvm.fptrunc %747 : f32 to f16
    %780 = llvm.fptrunc %748 : f32 to f16
    %781 = llvm.fptrunc %749 : f32 to f16
    %782 = llvm.fptrunc %750 : f32 to f16
    %783 = llvm.fptrunc %751 : f32 to f16
    %784 = llvm.fptrunc %752 : f32 to f16
    %785 = llvm.fptrunc %753 : f32 to f16
    %786 = llvm.fptrunc %754 : f32 to f16
    %787 = llvm.fptrunc %755 : f32 to f16
    %788 = llvm.fptrunc %756 : f32 to f16
    %789 = llvm.fptrunc %757 : f32 to f16
    %790 = llvm.fptrunc %758 : f32 to f16
    %791 = llvm.fptrunc %759 : f32 to f16
    %792 = llvm.fptrunc %760 : f32 to f16
    %793 = llvm.fptrunc %761 : f32 to f16
    %794 = llvm.fptrunc %762 : f32 to f16
    %795 = llvm.fptrunc %763 : f32 to f16
    %796 = llvm.fptrunc %764 : f32 to f16
    %797 = llvm.fptrunc %765 : f32 to f16
    %798 = llvm.fptrunc %766 : f32 to f16
    %799 = llvm.fptrunc %767 : f32 to f16
    %800 = llvm.fptrunc %768 : f32 to f16
    %801 = llvm.fptrunc %769 : f32 to f16
    %802 = llvm.and %637, %11 : i32
    %803 = llvm.shl %802, %19 : i32
    %804 = llvm.and %637, %19 : i32
    %805 = llvm.shl %804, %15 : i32
    %806 = llvm.and %637, %10 : i32
    %807 = llvm.shl %806, %28 : i32
    %808 = llvm.lshr %640, %28 : i32
    %809 = llvm.and %637, %30 : i32
    %810 = llvm.shl %809, %20 : i32
    %811 = llvm.xor %803, %805 : i32
    %812 = llvm.xor %807, %808 : i32
    %813 = llvm.xor %811, %812 : i32
    %814 = llvm.or disjoint %810, %813 : i32
    %815 = llvm.xor %31, %814 : i32
    %816 = llvm.mul %31, %14 : i32
    %817 = llvm.xor %815, %816 : i32
    %818 = llvm.xor %817, %31 : i32
    %819 = llvm.add %818, %31 : i32
    %820 = llvm.getelementptr inbounds %25[%819] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %821 = llvm.insertelement %770, %9[%31 : i32] : vector<2xf16>
    %822 = llvm.insertelement %771, %821[%28 : i32] : vector<2xf16>
    %823 = llvm.bitcast %822 : vector<2xf16> to i32
    %824 = llvm.insertelement %772, %9[%31 : i32] : vector<2xf16>
    %825 = llvm.insertelement %773, %824[%28 : i32] : vector<2xf16>
    %826 = llvm.bitcast %825 : vector<2xf16> to i32
    %827 = llvm.insertelement %774, %9[%31 : i32] : vector<2xf16>
    %828 = llvm.insertelement %775, %827[%28 : i32] : vector<2xf16>
    %829 = llvm.bitcast %828 : vector<2xf16> to i32
    %830 = llvm.insertelement %776, %9[%31 : i32] : vector<2xf16>
    %831 = llvm.insertelement %777, %830[%28 : i32] : vector<2xf16>
    %832 = llvm.bitcast %831 : vector<2xf16> to i32
    nvvm.stmatrix %820, %823, %826, %829, %832 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
    %833 = llvm.add %818, %22 : i32
    %834 = llvm.getelementptr inbounds %25[%833] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %835 = llvm.insertelement %786, %9[%31 : i32] : vector<2xf16>
    %836 = llvm.insertelement %787, %835[%28 : i32] : vector<2xf16>
    %837 = llvm.bitcast %836 : vector<2xf16> to i32
    %838 = llvm.insertelement %788, %9[%31 : i32] : vector<2xf16>
    %839 = llvm.insertelement %789, %838[%28 : i32] : vector<2xf16>
    %840 = llvm.bitcast %839 : vector<2xf16> to i32
    %841 = llvm.insertelement %790, %9[%31 : i32] : vector<2xf16>
    %842 = llvm.insertelement %791, %841[%28 : i32] : vector<2xf16>
    %843 = llvm.bitcast %842 : vector<2xf16> to i32
    %844 = llvm.insertelement %792, %9[%31 : i32] : vector<2xf16>
    %845 = llvm.insertelement %793, %844[%28 : i32] : vector<2xf16>
    %846 = llvm.bitcast %845 : vector<2xf16> to i32
    nvvm.stmatrix %834, %837, %840, %843, %846 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
    %847 = llvm.xor %817, %30 : i32
    %848 = llvm.add %847, %31 : i32
    %849 = llvm.getelementptr inbounds %25[%848] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %850 = llvm.insertelement %778, %9[%31 : i32] : vector<2xf16>
    %851 = llvm.insertelement %779, %850[%28 : i32] : vector<2xf16>
    %852 = llvm.bitcast %851 : vector<2xf16> to i32
    %853 = llvm.insertelement %780, %9[%31 : i32] : vector<2xf16>
    %854 = llvm.insertelement %781, %853[%28 : i32] : vector<2xf16>
    %855 = llvm.bitcast %854 : vector<2xf16> to i32
    %856 = llvm.insertelement %782, %9[%31 : i32] : vector<2xf16>
    %857 = llvm.insertelement %783, %856[%28 : i32] : vector<2xf16>
    %858 = llvm.bitcast %857 : vector<2xf16> to i32
    %859 = llvm.insertelement %784, %9[%31 : i32] : vector<2xf16>
    %860 = llvm.insertelement %785, %859[%28 : i32] : vector<2xf16>
    %861 = llvm.bitcast %860 : vector<2xf16> to i32
    nvvm.stmatrix %849, %852, %855, %858, %861 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
    %862 = llvm.add %847, %22 : i32
    %863 = llvm.getelementptr inbounds %25[%862] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %864 = llvm.insertelement %794, %9[%31 : i32] : vector<2xf16>
    %865 = llvm.insertelement %795, %864[%28 : i32] : vector<2xf16>
    %866 = llvm.bitcast %865 : vector<2xf16> to i32
    %867 = llvm.insertelement %796, %9[%31 : i32] : vector<2xf16>
    %868 = llvm.insertelement %797, %867[%28 : i32] : vector<2xf16>
    %869 = llvm.bitcast %868 : vector<2xf16> to i32
    %870 = llvm.insertelement %798, %9[%31 : i32] : vector<2xf16>
    %871 = llvm.insertelement %799, %870[%28 : i32] : vector<2xf16>
    %872 = llvm.bitcast %871 : vector<2xf16> to i32
    %873 = llvm.insertelement %800, %9[%31 : i32] : vector<2xf16>
    %874 = llvm.insertelement %801, %873[%28 : i32] : vector<2xf16>
    %875 = llvm.bitcast %874 : vector<2xf16> to i32
    nvvm.stmatrix %863, %866, %869, %872, %875 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.barrier
    %876 = nvvm.elect.sync -> i1
    %877 = llvm.and %876, %161 : i1
    %878 = llvm.getelementptr %25[%163] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %879 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r" %877, %142, %174, %167, %878 : (i1, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    nvvm.cp.async.bulk.commit.group
    nvvm.cp.async.bulk.wait_group 0
    nvvm.barrier
    llvm.return
  }
}
