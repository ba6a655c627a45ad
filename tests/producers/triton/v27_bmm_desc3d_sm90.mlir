module attributes {ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 384 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 49176 : i32, ttg.target = "cuda:90", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @bmm_descriptor_3d(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = bf16}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = bf16}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = bf16}, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 384 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.constant(256 : i64) : i64
    %1 = llvm.mlir.constant(128 : i64) : i64
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.undef : vector<2xbf16>
    %4 = llvm.mlir.constant(16 : i32) : i32
    %5 = llvm.mlir.constant(96 : i32) : i32
    %6 = llvm.mlir.constant(7 : i32) : i32
    %7 = llvm.mlir.constant(15 : i32) : i32
    %8 = llvm.mlir.constant(5 : i32) : i32
    %9 = llvm.mlir.constant(6 : i32) : i32
    %10 = llvm.mlir.undef : vector<2xi32>
    %11 = llvm.mlir.constant(1073741888 : i32) : i32
    %12 = llvm.mlir.constant(true) : i1
    %13 = llvm.mlir.constant(32767 : i32) : i32
    %14 = llvm.mlir.constant(4 : i32) : i32
    %15 = llvm.mlir.constant(4096 : i32) : i32
    %16 = llvm.mlir.undef : vector<1xi32>
    %17 = llvm.mlir.constant(32 : i32) : i32
    %18 = llvm.mlir.constant(127 : i32) : i32
    %19 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %20 = llvm.mlir.constant(384 : i64) : i64
    %21 = llvm.mlir.constant(2 : i64) : i64
    %22 = llvm.mlir.constant(128 : i32) : i32
    %23 = llvm.mlir.constant(3 : i32) : i32
    %24 = llvm.mlir.constant(2 : i32) : i32
    %25 = llvm.mlir.constant(1 : i32) : i32
    %26 = llvm.mlir.constant(-1 : i32) : i32
    %27 = llvm.mlir.constant(64 : i32) : i32
    %28 = llvm.mlir.constant(0 : i32) : i32
    %29 = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %30 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %31 = llvm.insertvalue %30, %29[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %32 = llvm.insertvalue %30, %31[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %33 = llvm.insertvalue %30, %32[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %34 = llvm.insertvalue %30, %33[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %35 = llvm.insertvalue %30, %34[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %36 = llvm.insertvalue %30, %35[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %37 = llvm.insertvalue %30, %36[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %38 = llvm.insertvalue %30, %37[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %39 = llvm.insertvalue %30, %38[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %40 = llvm.insertvalue %30, %39[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %41 = llvm.insertvalue %30, %40[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %42 = llvm.insertvalue %30, %41[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %43 = llvm.insertvalue %30, %42[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %44 = llvm.insertvalue %30, %43[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %45 = llvm.insertvalue %30, %44[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %46 = llvm.insertvalue %30, %45[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %47 = llvm.insertvalue %30, %46[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %48 = llvm.insertvalue %30, %47[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %49 = llvm.insertvalue %30, %48[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %50 = llvm.insertvalue %30, %49[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %51 = llvm.insertvalue %30, %50[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %52 = llvm.insertvalue %30, %51[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %53 = llvm.insertvalue %30, %52[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %54 = llvm.insertvalue %30, %53[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %55 = llvm.insertvalue %30, %54[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %56 = llvm.insertvalue %30, %55[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %57 = llvm.insertvalue %30, %56[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %58 = llvm.insertvalue %30, %57[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %59 = llvm.insertvalue %30, %58[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %60 = llvm.insertvalue %30, %59[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %61 = llvm.insertvalue %30, %60[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %62 = llvm.insertvalue %30, %61[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %63 = nvvm.read.ptx.sreg.ctaid.z : i32
    %64 = nvvm.read.ptx.sreg.nctaid.z : i32
    %65 = llvm.mul %arg3, %arg5 : i32
    %66 = llvm.sext %65 : i32 to i64
    %67 = llvm.sext %arg5 : i32 to i64
    %68 = nvvm.read.ptx.sreg.ctaid.x : i32
    %69 = nvvm.read.ptx.sreg.ctaid.y : i32
    %70 = nvvm.read.ptx.sreg.nctaid.x : i32
    %71 = nvvm.read.ptx.sreg.nctaid.y : i32
    %72 = llvm.zext %63 : i32 to i64
    %73 = llvm.zext %69 : i32 to i64
    %74 = llvm.zext %71 : i32 to i64
    %75 = llvm.mul %72, %74 : i64
    %76 = llvm.add %73, %75 : i64
    %77 = llvm.zext %68 : i32 to i64
    %78 = llvm.zext %70 : i32 to i64
    %79 = llvm.mul %76, %78 : i64
    %80 = llvm.add %77, %79 : i64
    %81 = llvm.mul %80, %20 : i64
    %82 = llvm.add %81, %2 : i64
    %83 = llvm.getelementptr %arg6[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %84 = llvm.mul %67, %21 : i64
    %85 = llvm.mul %66, %21 : i64
    %86 = nvvm.read.ptx.sreg.tid.x : i32
    %87 = llvm.and %86, %18 : i32
    %88 = llvm.icmp "slt" %87, %17 : i32
    %89 = llvm.getelementptr %19[%87] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %90 = llvm.insertelement %28, %16[%28 : i32] : vector<1xi32>
    %91 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %89, %90, %88 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %26 : i32
    %92 = llvm.icmp "eq" %87, %28 : i32
    llvm.cond_br %92, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %93 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %19, %arg0 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %94 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x2;", "l" %19 : (!llvm.ptr<3>) -> !llvm.void
    %95 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %19, %27 : (!llvm.ptr<3>, i32) -> !llvm.void
    %96 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %19, %27 : (!llvm.ptr<3>, i32) -> !llvm.void
    %97 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x2, $1;", "l,r" %19, %25 : (!llvm.ptr<3>, i32) -> !llvm.void
    %98 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %19, %arg5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %99 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %19, %arg3 : (!llvm.ptr<3>, i32) -> !llvm.void
    %100 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x2, $1;", "l,r" %19, %64 : (!llvm.ptr<3>, i32) -> !llvm.void
    %101 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %19, %84 : (!llvm.ptr<3>, i64) -> !llvm.void
    %102 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x1, $1;", "l,l" %19, %85 : (!llvm.ptr<3>, i64) -> !llvm.void
    %103 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %19, %25 : (!llvm.ptr<3>, i32) -> !llvm.void
    %104 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %19, %25 : (!llvm.ptr<3>, i32) -> !llvm.void
    %105 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x2, $1;", "l,r" %19, %25 : (!llvm.ptr<3>, i32) -> !llvm.void
    %106 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0xa;", "l" %19 : (!llvm.ptr<3>) -> !llvm.void
    %107 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l" %19 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    nvvm.bar.warp.sync %26 : i32
    %108 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %83, %19, %88 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %109 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %83, %88, %88, %88 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier
    %110 = llvm.addrspacecast %83 : !llvm.ptr<1> to !llvm.ptr
    %111 = llvm.mul %arg4, %arg5 : i32
    %112 = llvm.sext %111 : i32 to i64
    %113 = llvm.add %81, %1 : i64
    %114 = llvm.getelementptr %arg6[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %115 = llvm.mul %112, %21 : i64
    %116 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %89, %90, %88 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %26 : i32
    llvm.cond_br %92, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %117 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %19, %arg1 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %118 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x2;", "l" %19 : (!llvm.ptr<3>) -> !llvm.void
    %119 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %19, %27 : (!llvm.ptr<3>, i32) -> !llvm.void
    %120 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %19, %27 : (!llvm.ptr<3>, i32) -> !llvm.void
    %121 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x2, $1;", "l,r" %19, %25 : (!llvm.ptr<3>, i32) -> !llvm.void
    %122 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %19, %arg5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %123 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %19, %arg4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %124 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x2, $1;", "l,r" %19, %64 : (!llvm.ptr<3>, i32) -> !llvm.void
    %125 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %19, %84 : (!llvm.ptr<3>, i64) -> !llvm.void
    %126 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x1, $1;", "l,l" %19, %115 : (!llvm.ptr<3>, i64) -> !llvm.void
    %127 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %19, %25 : (!llvm.ptr<3>, i32) -> !llvm.void
    %128 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %19, %25 : (!llvm.ptr<3>, i32) -> !llvm.void
    %129 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x2, $1;", "l,r" %19, %25 : (!llvm.ptr<3>, i32) -> !llvm.void
    %130 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0xa;", "l" %19 : (!llvm.ptr<3>) -> !llvm.void
    %131 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l" %19 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    nvvm.bar.warp.sync %26 : i32
    %132 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %114, %19, %88 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %133 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %114, %88, %88, %88 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier
    %134 = llvm.addrspacecast %114 : !llvm.ptr<1> to !llvm.ptr
    %135 = llvm.mul %arg3, %arg4 : i32
    %136 = llvm.sext %135 : i32 to i64
    %137 = llvm.sext %arg4 : i32 to i64
    %138 = llvm.add %81, %0 : i64
    %139 = llvm.getelementptr %arg6[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %140 = llvm.mul %137, %21 : i64
    %141 = llvm.mul %136, %21 : i64
    %142 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %89, %90, %88 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %26 : i32
    llvm.cond_br %92, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %143 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %19, %arg2 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %144 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x2;", "l" %19 : (!llvm.ptr<3>) -> !llvm.void
    %145 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %19, %27 : (!llvm.ptr<3>, i32) -> !llvm.void
    %146 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %19, %27 : (!llvm.ptr<3>, i32) -> !llvm.void
    %147 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x2, $1;", "l,r" %19, %25 : (!llvm.ptr<3>, i32) -> !llvm.void
    %148 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %19, %arg4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %149 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %19, %arg3 : (!llvm.ptr<3>, i32) -> !llvm.void
    %150 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x2, $1;", "l,r" %19, %64 : (!llvm.ptr<3>, i32) -> !llvm.void
    %151 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %19, %140 : (!llvm.ptr<3>, i64) -> !llvm.void
    %152 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x1, $1;", "l,l" %19, %141 : (!llvm.ptr<3>, i64) -> !llvm.void
    %153 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %19, %25 : (!llvm.ptr<3>, i32) -> !llvm.void
    %154 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %19, %25 : (!llvm.ptr<3>, i32) -> !llvm.void
    %155 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x2, $1;", "l,r" %19, %25 : (!llvm.ptr<3>, i32) -> !llvm.void
    %156 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0xa;", "l" %19 : (!llvm.ptr<3>) -> !llvm.void
    %157 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l" %19 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    nvvm.bar.warp.sync %26 : i32
    %158 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %139, %19, %88 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %159 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %139, %88, %88, %88 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier
    %160 = llvm.addrspacecast %139 : !llvm.ptr<1> to !llvm.ptr
    %161 = llvm.mul %68, %27 : i32
    %162 = llvm.mul %69, %27 : i32
    %163 = llvm.getelementptr %19[24576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %164 = llvm.getelementptr %19[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %165 = llvm.mul %28, %25 : i32
    %166 = llvm.getelementptr %164[%165] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %167 = llvm.udiv %86, %17 : i32
    %168 = llvm.icmp "eq" %167, %28 : i32
    %169 = nvvm.elect.sync -> i1
    %170 = llvm.and %168, %169 : i1
    %171 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %170, %166 : (i1, !llvm.ptr<3>) -> !llvm.void
    %172 = llvm.mul %25, %25 : i32
    %173 = llvm.getelementptr %164[%172] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %174 = nvvm.elect.sync -> i1
    %175 = llvm.and %168, %174 : i1
    %176 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %175, %173 : (i1, !llvm.ptr<3>) -> !llvm.void
    %177 = llvm.mul %24, %25 : i32
    %178 = llvm.getelementptr %164[%177] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %179 = nvvm.elect.sync -> i1
    %180 = llvm.and %168, %179 : i1
    %181 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %180, %178 : (i1, !llvm.ptr<3>) -> !llvm.void
    %182 = llvm.icmp "sgt" %arg5, %28 : i32
    nvvm.barrier
    %183 = llvm.and %92, %182 : i1
    %184 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 16384;", "b,r" %183, %166 : (i1, !llvm.ptr<3>) -> !llvm.void
    %185 = llvm.mul %28, %15 : i32
    %186 = llvm.getelementptr %19[%185] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.barrier
    %187 = nvvm.elect.sync -> i1
    %188 = llvm.and %182, %187 : i1
    %189 = llvm.icmp "ult" %87, %17 : i32
    %190 = llvm.and %188, %189 : i1
    %191 = llvm.xor %28, %28 : i32
    %192 = llvm.xor %191, %28 : i32
    %193 = llvm.getelementptr %186[%192] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %194 = llvm.add %191, %28 : i32
    %195 = llvm.add %161, %191 : i32
    %196 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.3d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4, $5}], [$6];", "b,r,l,r,r,r,r" %190, %193, %110, %194, %195, %63, %166 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %197 = llvm.getelementptr %163[%185] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    nvvm.barrier
    %198 = nvvm.elect.sync -> i1
    %199 = llvm.and %182, %198 : i1
    %200 = llvm.and %199, %189 : i1
    %201 = llvm.getelementptr %197[%192] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %202 = llvm.add %162, %191 : i32
    %203 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.3d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4, $5}], [$6];", "b,r,l,r,r,r,r" %200, %201, %134, %194, %202, %63, %166 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %204 = llvm.icmp "sgt" %arg5, %27 : i32
    nvvm.barrier
    %205 = llvm.and %92, %204 : i1
    %206 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 16384;", "b,r" %205, %173 : (i1, !llvm.ptr<3>) -> !llvm.void
    %207 = llvm.mul %25, %15 : i32
    %208 = llvm.getelementptr %19[%207] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    nvvm.barrier
    %209 = nvvm.elect.sync -> i1
    %210 = llvm.and %204, %209 : i1
    %211 = llvm.and %210, %189 : i1
    %212 = llvm.getelementptr %208[%192] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %213 = llvm.add %191, %27 : i32
    %214 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.3d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4, $5}], [$6];", "b,r,l,r,r,r,r" %211, %212, %110, %213, %195, %63, %173 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %215 = llvm.getelementptr %163[%207] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    nvvm.barrier
    %216 = nvvm.elect.sync -> i1
    %217 = llvm.and %204, %216 : i1
    %218 = llvm.and %217, %189 : i1
    %219 = llvm.getelementptr %215[%192] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %220 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.3d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4, $5}], [$6];", "b,r,l,r,r,r,r" %218, %219, %134, %213, %202, %63, %173 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, i32, !llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb7(%28, %62, %25, %26, %28 : i32, !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, i32, i32, i32)
  ^bb7(%221: i32, %222: !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, %223: i32, %224: i32, %225: i32):  // 2 preds: ^bb6, ^bb8
    %226 = llvm.icmp "slt" %221, %arg5 : i32
    llvm.cond_br %226, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %227 = llvm.sub %arg5, %22 : i32
    %228 = llvm.icmp "slt" %221, %227 : i32
    %229 = llvm.add %224, %25 : i32
    %230 = llvm.icmp "sge" %229, %23 : i32
    %231 = llvm.select %230, %28, %229 : i1, i32
    %232 = llvm.xor %225, %25 : i32
    %233 = llvm.select %230, %232, %225 : i1, i32
    %234 = llvm.mul %231, %25 : i32
    %235 = llvm.getelementptr %164[%234] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %236 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %235, %233 : (!llvm.ptr<3>, i32) -> !llvm.void
    %237 = llvm.mul %231, %15 : i32
    %238 = llvm.getelementptr %163[%237] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %239 = llvm.getelementptr %19[%237] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    nvvm.barrier
    %240 = llvm.ptrtoint %239 : !llvm.ptr<3> to i32
    %241 = llvm.lshr %240, %14 : i32
    %242 = llvm.add %241, %191 : i32
    %243 = llvm.and %242, %13 : i32
    %244 = llvm.ptrtoint %238 : !llvm.ptr<3> to i32
    %245 = llvm.lshr %244, %14 : i32
    %246 = llvm.add %245, %191 : i32
    %247 = llvm.and %246, %13 : i32
    %248 = llvm.extractvalue %222[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %249 = llvm.extractvalue %222[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %250 = llvm.extractvalue %222[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %251 = llvm.extractvalue %222[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %252 = llvm.extractvalue %222[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %253 = llvm.extractvalue %222[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %254 = llvm.extractvalue %222[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %255 = llvm.extractvalue %222[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %256 = llvm.extractvalue %222[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %257 = llvm.extractvalue %222[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %258 = llvm.extractvalue %222[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %259 = llvm.extractvalue %222[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %260 = llvm.extractvalue %222[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %261 = llvm.extractvalue %222[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %262 = llvm.extractvalue %222[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %263 = llvm.extractvalue %222[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %264 = llvm.extractvalue %222[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %265 = llvm.extractvalue %222[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %266 = llvm.extractvalue %222[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %267 = llvm.extractvalue %222[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %268 = llvm.extractvalue %222[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %269 = llvm.extractvalue %222[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %270 = llvm.extractvalue %222[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %271 = llvm.extractvalue %222[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %272 = llvm.extractvalue %222[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %273 = llvm.extractvalue %222[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %274 = llvm.extractvalue %222[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %275 = llvm.extractvalue %222[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %276 = llvm.extractvalue %222[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %277 = llvm.extractvalue %222[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %278 = llvm.extractvalue %222[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %279 = llvm.extractvalue %222[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    nvvm.wgmma.fence.aligned
    %280 = llvm.add %243, %28 : i32
    %281 = llvm.insertelement %280, %10[%28 : i32] : vector<2xi32>
    %282 = llvm.insertelement %11, %281[%25 : i32] : vector<2xi32>
    %283 = llvm.bitcast %282 : vector<2xi32> to i64
    %284 = llvm.add %247, %28 : i32
    %285 = llvm.insertelement %284, %10[%28 : i32] : vector<2xi32>
    %286 = llvm.insertelement %11, %285[%25 : i32] : vector<2xi32>
    %287 = llvm.bitcast %286 : vector<2xi32> to i64
    %288 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b" %248, %249, %250, %251, %252, %253, %254, %255, %256, %257, %258, %259, %260, %261, %262, %263, %264, %265, %266, %267, %268, %269, %270, %271, %272, %273, %274, %275, %276, %277, %278, %279, %283, %287, %12 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %289 = llvm.add %243, %24 : i32
    %290 = llvm.insertelement %289, %10[%28 : i32] : vector<2xi32>
    %291 = llvm.insertelement %11, %290[%25 : i32] : vector<2xi32>
    %292 = llvm.bitcast %291 : vector<2xi32> to i64
    %293 = llvm.add %247, %24 : i32
    %294 = llvm.insertelement %293, %10[%28 : i32] : vector<2xi32>
    %295 = llvm.insertelement %11, %294[%25 : i32] : vector<2xi32>
    %296 = llvm.bitcast %295 : vector<2xi32> to i64
    %297 = llvm.extractvalue %288[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %298 = llvm.extractvalue %288[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %299 = llvm.extractvalue %288[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %300 = llvm.extractvalue %288[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %301 = llvm.extractvalue %288[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %302 = llvm.extractvalue %288[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %303 = llvm.extractvalue %288[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %304 = llvm.extractvalue %288[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %305 = llvm.extractvalue %288[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %306 = llvm.extractvalue %288[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %307 = llvm.extractvalue %288[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %308 = llvm.extractvalue %288[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %309 = llvm.extractvalue %288[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %310 = llvm.extractvalue %288[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %311 = llvm.extractvalue %288[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %312 = llvm.extractvalue %288[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %313 = llvm.extractvalue %288[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %314 = llvm.extractvalue %288[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %315 = llvm.extractvalue %288[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %316 = llvm.extractvalue %288[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %317 = llvm.extractvalue %288[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %318 = llvm.extractvalue %288[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %319 = llvm.extractvalue %288[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %320 = llvm.extractvalue %288[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %321 = llvm.extractvalue %288[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %322 = llvm.extractvalue %288[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %323 = llvm.extractvalue %288[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %324 = llvm.extractvalue %288[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %325 = llvm.extractvalue %288[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %326 = llvm.extractvalue %288[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %327 = llvm.extractvalue %288[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %328 = llvm.extractvalue %288[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %329 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b" %297, %298, %299, %300, %301, %302, %303, %304, %305, %306, %307, %308, %309, %310, %311, %312, %313, %314, %315, %316, %317, %318, %319, %320, %321, %322, %323, %324, %325, %326, %327, %328, %292, %296, %12 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %330 = llvm.add %243, %14 : i32
    %331 = llvm.insertelement %330, %10[%28 : i32] : vector<2xi32>
    %332 = llvm.insertelement %11, %331[%25 : i32] : vector<2xi32>
    %333 = llvm.bitcast %332 : vector<2xi32> to i64
    %334 = llvm.add %247, %14 : i32
    %335 = llvm.insertelement %334, %10[%28 : i32] : vector<2xi32>
    %336 = llvm.insertelement %11, %335[%25 : i32] : vector<2xi32>
    %337 = llvm.bitcast %336 : vector<2xi32> to i64
    %338 = llvm.extractvalue %329[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %339 = llvm.extractvalue %329[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %340 = llvm.extractvalue %329[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %341 = llvm.extractvalue %329[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %342 = llvm.extractvalue %329[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %343 = llvm.extractvalue %329[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %344 = llvm.extractvalue %329[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %345 = llvm.extractvalue %329[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %346 = llvm.extractvalue %329[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %347 = llvm.extractvalue %329[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %348 = llvm.extractvalue %329[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %349 = llvm.extractvalue %329[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %350 = llvm.extractvalue %329[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %351 = llvm.extractvalue %329[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %352 = llvm.extractvalue %329[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %353 = llvm.extractvalue %329[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %354 = llvm.extractvalue %329[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %355 = llvm.extractvalue %329[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %356 = llvm.extractvalue %329[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %357 = llvm.extractvalue %329[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %358 = llvm.extractvalue %329[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %359 = llvm.extractvalue %329[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %360 = llvm.extractvalue %329[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %361 = llvm.extractvalue %329[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %362 = llvm.extractvalue %329[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %363 = llvm.extractvalue %329[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %364 = llvm.extractvalue %329[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %365 = llvm.extractvalue %329[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %366 = llvm.extractvalue %329[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %367 = llvm.extractvalue %329[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %368 = llvm.extractvalue %329[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %369 = llvm.extractvalue %329[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %370 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b" %338, %339, %340, %341, %342, %343, %344, %345, %346, %347, %348, %349, %350, %351, %352, %353, %354, %355, %356, %357, %358, %359, %360, %361, %362, %363, %364, %365, %366, %367, %368, %369, %333, %337, %12 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %371 = llvm.add %243, %9 : i32
    %372 = llvm.insertelement %371, %10[%28 : i32] : vector<2xi32>
    %373 = llvm.insertelement %11, %372[%25 : i32] : vector<2xi32>
    %374 = llvm.bitcast %373 : vector<2xi32> to i64
    %375 = llvm.add %247, %9 : i32
    %376 = llvm.insertelement %375, %10[%28 : i32] : vector<2xi32>
    %377 = llvm.insertelement %11, %376[%25 : i32] : vector<2xi32>
    %378 = llvm.bitcast %377 : vector<2xi32> to i64
    %379 = llvm.extractvalue %370[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %380 = llvm.extractvalue %370[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %381 = llvm.extractvalue %370[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %382 = llvm.extractvalue %370[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %383 = llvm.extractvalue %370[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %384 = llvm.extractvalue %370[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %385 = llvm.extractvalue %370[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %386 = llvm.extractvalue %370[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %387 = llvm.extractvalue %370[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %388 = llvm.extractvalue %370[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %389 = llvm.extractvalue %370[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %390 = llvm.extractvalue %370[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %391 = llvm.extractvalue %370[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %392 = llvm.extractvalue %370[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %393 = llvm.extractvalue %370[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %394 = llvm.extractvalue %370[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %395 = llvm.extractvalue %370[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %396 = llvm.extractvalue %370[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %397 = llvm.extractvalue %370[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %398 = llvm.extractvalue %370[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %399 = llvm.extractvalue %370[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %400 = llvm.extractvalue %370[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %401 = llvm.extractvalue %370[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %402 = llvm.extractvalue %370[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %403 = llvm.extractvalue %370[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %404 = llvm.extractvalue %370[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %405 = llvm.extractvalue %370[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %406 = llvm.extractvalue %370[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %407 = llvm.extractvalue %370[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %408 = llvm.extractvalue %370[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %409 = llvm.extractvalue %370[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %410 = llvm.extractvalue %370[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %411 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b" %379, %380, %381, %382, %383, %384, %385, %386, %387, %388, %389, %390, %391, %392, %393, %394, %395, %396, %397, %398, %399, %400, %401, %402, %403, %404, %405, %406, %407, %408, %409, %410, %374, %378, %12 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %412 = llvm.extractvalue %411[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %413 = llvm.extractvalue %411[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %414 = llvm.extractvalue %411[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %415 = llvm.extractvalue %411[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %416 = llvm.extractvalue %411[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %417 = llvm.extractvalue %411[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %418 = llvm.extractvalue %411[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %419 = llvm.extractvalue %411[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %420 = llvm.extractvalue %411[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %421 = llvm.extractvalue %411[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %422 = llvm.extractvalue %411[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %423 = llvm.extractvalue %411[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %424 = llvm.extractvalue %411[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %425 = llvm.extractvalue %411[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %426 = llvm.extractvalue %411[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %427 = llvm.extractvalue %411[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %428 = llvm.extractvalue %411[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %429 = llvm.extractvalue %411[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %430 = llvm.extractvalue %411[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %431 = llvm.extractvalue %411[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %432 = llvm.extractvalue %411[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %433 = llvm.extractvalue %411[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %434 = llvm.extractvalue %411[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %435 = llvm.extractvalue %411[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %436 = llvm.extractvalue %411[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %437 = llvm.extractvalue %411[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %438 = llvm.extractvalue %411[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %439 = llvm.extractvalue %411[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %440 = llvm.extractvalue %411[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %441 = llvm.extractvalue %411[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %442 = llvm.extractvalue %411[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %443 = llvm.extractvalue %411[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    nvvm.wgmma.commit.group.sync.aligned
    %444 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37\0A\09wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37" %412, %413, %414, %415, %416, %417, %418, %419, %420, %421, %422, %423, %424, %425, %426, %427, %428, %429, %430, %431, %432, %433, %434, %435, %436, %437, %438, %439, %440, %441, %442, %443, %239, %28, %28, %238, %28, %28 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, !llvm.ptr<3>, i32, i32, !llvm.ptr<3>, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)>
    %445 = llvm.extractvalue %444[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %446 = llvm.insertvalue %445, %29[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %447 = llvm.extractvalue %444[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %448 = llvm.insertvalue %447, %446[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %449 = llvm.extractvalue %444[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %450 = llvm.insertvalue %449, %448[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %451 = llvm.extractvalue %444[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %452 = llvm.insertvalue %451, %450[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %453 = llvm.extractvalue %444[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %454 = llvm.insertvalue %453, %452[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %455 = llvm.extractvalue %444[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %456 = llvm.insertvalue %455, %454[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %457 = llvm.extractvalue %444[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %458 = llvm.insertvalue %457, %456[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %459 = llvm.extractvalue %444[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %460 = llvm.insertvalue %459, %458[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %461 = llvm.extractvalue %444[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %462 = llvm.insertvalue %461, %460[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %463 = llvm.extractvalue %444[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %464 = llvm.insertvalue %463, %462[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %465 = llvm.extractvalue %444[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %466 = llvm.insertvalue %465, %464[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %467 = llvm.extractvalue %444[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %468 = llvm.insertvalue %467, %466[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %469 = llvm.extractvalue %444[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %470 = llvm.insertvalue %469, %468[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %471 = llvm.extractvalue %444[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %472 = llvm.insertvalue %471, %470[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %473 = llvm.extractvalue %444[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %474 = llvm.insertvalue %473, %472[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %475 = llvm.extractvalue %444[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %476 = llvm.insertvalue %475, %474[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %477 = llvm.extractvalue %444[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %478 = llvm.insertvalue %477, %476[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %479 = llvm.extractvalue %444[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %480 = llvm.insertvalue %479, %478[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %481 = llvm.extractvalue %444[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %482 = llvm.insertvalue %481, %480[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %483 = llvm.extractvalue %444[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %484 = llvm.insertvalue %483, %482[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %485 = llvm.extractvalue %444[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %486 = llvm.insertvalue %485, %484[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %487 = llvm.extractvalue %444[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %488 = llvm.insertvalue %487, %486[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %489 = llvm.extractvalue %444[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %490 = llvm.insertvalue %489, %488[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %491 = llvm.extractvalue %444[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %492 = llvm.insertvalue %491, %490[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %493 = llvm.extractvalue %444[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %494 = llvm.insertvalue %493, %492[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %495 = llvm.extractvalue %444[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %496 = llvm.insertvalue %495, %494[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %497 = llvm.extractvalue %444[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %498 = llvm.insertvalue %497, %496[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %499 = llvm.extractvalue %444[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %500 = llvm.insertvalue %499, %498[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %501 = llvm.extractvalue %444[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %502 = llvm.insertvalue %501, %500[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %503 = llvm.extractvalue %444[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %504 = llvm.insertvalue %503, %502[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %505 = llvm.extractvalue %444[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %506 = llvm.insertvalue %505, %504[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %507 = llvm.extractvalue %444[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32, ptr<3>, i32, i32)> 
    %508 = llvm.insertvalue %507, %506[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %509 = llvm.add %223, %25 : i32
    %510 = llvm.icmp "sge" %509, %23 : i32
    %511 = llvm.select %510, %28, %509 : i1, i32
    %512 = llvm.mul %511, %25 : i32
    %513 = llvm.getelementptr %164[%512] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    nvvm.barrier
    %514 = llvm.and %92, %228 : i1
    %515 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 16384;", "b,r" %514, %513 : (i1, !llvm.ptr<3>) -> !llvm.void
    %516 = llvm.mul %511, %15 : i32
    %517 = llvm.getelementptr %19[%516] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %518 = llvm.add %221, %22 : i32
    nvvm.barrier
    %519 = nvvm.elect.sync -> i1
    %520 = llvm.and %228, %519 : i1
    %521 = llvm.and %520, %189 : i1
    %522 = llvm.getelementptr %517[%192] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %523 = llvm.add %518, %191 : i32
    %524 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.3d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4, $5}], [$6];", "b,r,l,r,r,r,r" %521, %522, %110, %523, %195, %63, %513 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %525 = llvm.getelementptr %163[%516] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    nvvm.barrier
    %526 = nvvm.elect.sync -> i1
    %527 = llvm.and %228, %526 : i1
    %528 = llvm.and %527, %189 : i1
    %529 = llvm.getelementptr %525[%192] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %530 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.3d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4, $5}], [$6];", "b,r,l,r,r,r,r" %528, %529, %134, %523, %202, %63, %513 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %531 = llvm.add %221, %27 : i32
    llvm.br ^bb7(%531, %508, %511, %231, %233 : i32, !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, i32, i32, i32)
  ^bb9:  // pred: ^bb7
    %532 = llvm.extractvalue %222[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %533 = llvm.extractvalue %222[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %534 = llvm.extractvalue %222[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %535 = llvm.extractvalue %222[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %536 = llvm.extractvalue %222[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %537 = llvm.extractvalue %222[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %538 = llvm.extractvalue %222[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %539 = llvm.extractvalue %222[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %540 = llvm.extractvalue %222[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %541 = llvm.extractvalue %222[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %542 = llvm.extractvalue %222[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %543 = llvm.extractvalue %222[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %544 = llvm.extractvalue %222[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %545 = llvm.extractvalue %222[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %546 = llvm.extractvalue %222[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %547 = llvm.extractvalue %222[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %548 = llvm.extractvalue %222[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %549 = llvm.extractvalue %222[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %550 = llvm.extractvalue %222[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %551 = llvm.extractvalue %222[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %552 = llvm.extractvalue %222[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %553 = llvm.extractvalue %222[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %554 = llvm.extractvalue %222[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %555 = llvm.extractvalue %222[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %556 = llvm.extractvalue %222[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %557 = llvm.extractvalue %222[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %558 = llvm.extractvalue %222[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %559 = llvm.extractvalue %222[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %560 = llvm.extractvalue %222[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %561 = llvm.extractvalue %222[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %562 = llvm.extractvalue %222[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %563 = llvm.extractvalue %222[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %564 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31" %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    nvvm.barrier
    %565 = nvvm.elect.sync -> i1
    %566 = llvm.and %168, %565 : i1
    %567 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %566, %166 : (i1, !llvm.ptr<3>) -> !llvm.void
    nvvm.barrier
    %568 = nvvm.elect.sync -> i1
    %569 = llvm.and %168, %568 : i1
    %570 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %569, %173 : (i1, !llvm.ptr<3>) -> !llvm.void
    %571 = nvvm.elect.sync -> i1
    %572 = llvm.and %168, %571 : i1
    %573 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %572, %178 : (i1, !llvm.ptr<3>) -> !llvm.void
    %574 = llvm.extractvalue %564[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %575 = llvm.extractvalue %564[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %576 = llvm.extractvalue %564[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %577 = llvm.extractvalue %564[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %578 = llvm.extractvalue %564[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %579 = llvm.extractvalue %564[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %580 = llvm.extractvalue %564[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %581 = llvm.extractvalue %564[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %582 = llvm.extractvalue %564[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %583 = llvm.extractvalue %564[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %584 = llvm.extractvalue %564[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %585 = llvm.extractvalue %564[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %586 = llvm.extractvalue %564[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %587 = llvm.extractvalue %564[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %588 = llvm.extractvalue %564[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %589 = llvm.extractvalue %564[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %590 = llvm.extractvalue %564[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %591 = llvm.extractvalue %564[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %592 = llvm.extractvalue %564[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %593 = llvm.extractvalue %564[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %594 = llvm.extractvalue %564[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %595 = llvm.extractvalue %564[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %596 = llvm.extractvalue %564[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %597 = llvm.extractvalue %564[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %598 = llvm.extractvalue %564[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %599 = llvm.extractvalue %564[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %600 = llvm.extractvalue %564[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %601 = llvm.extractvalue %564[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %602 = llvm.extractvalue %564[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %603 = llvm.extractvalue %564[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %604 = llvm.extractvalue %564[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %605 = llvm.extractvalue %564[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %606 = llvm.fptrunc %574 : f32 to bf16
    %607 = llvm.fptrunc %575 : f32 to bf16
    %608 = llvm.fptrunc %576 : f32 to bf16
    %609 = llvm.fptrunc %577 : f32 to bf16
    %610 = llvm.fptrunc %578 : f32 to bf16
    %611 = llvm.fptrunc %579 : f32 to bf16
    %612 = llvm.fptrunc %580 : f32 to bf16
    %613 = llvm.fptrunc %581 : f32 to bf16
    %614 = llvm.fptrunc %582 : f32 to bf16
    %615 = llvm.fptrunc %583 : f32 to bf16
    %616 = llvm.fptrunc %584 : f32 to bf16
    %617 = llvm.fptrunc %585 : f32 to bf16
    %618 = llvm.fptrunc %586 : f32 to bf16
    %619 = llvm.fptrunc %587 : f32 to bf16
    %620 = llvm.fptrunc %588 : f32 to bf16
    %621 = llvm.fptrunc %589 : f32 to bf16
    %622 = llvm.fptrunc %590 : f32 to bf16
    %623 = llvm.fptrunc %591 : f32 to bf16
    %624 = llvm.fptrunc %592 : f32 to bf16
    %625 = llvm.fptrunc %593 : f32 to bf16
    %626 = llvm.fptrunc %594 : f32 to bf16
    %627 = llvm.fptrunc %595 : f32 to bf16
    %628 = llvm.fptrunc %596 : f32 to bf16
    %629 = llvm.fptrunc %597 : f32 to bf16
    %630 = llvm.fptrunc %598 : f32 to bf16
    %631 = llvm.fptrunc %599 : f32 to bf16
    %632 = llvm.fptrunc %600 : f32 to bf16
    %633 = llvm.fptrunc %601 : f32 to bf16
    %634 = llvm.fptrunc %602 : f32 to bf16
    %635 = llvm.fptrunc %603 : f32 to bf16
    %636 = llvm.fptrunc %604 : f32 to bf16
    %637 = llvm.fptrunc %605 : f32 to bf16
    %638 = llvm.urem %87, %17 : i32
    %639 = llvm.shl %638, %28 : i32
    %640 = llvm.or %28, %639 : i32
    %641 = llvm.shl %167, %8 : i32
    %642 = llvm.or %640, %641 : i32
    %643 = llvm.and %642, %7 : i32
    %644 = llvm.shl %643, %6 : i32
    %645 = llvm.and %642, %5 : i32
    %646 = llvm.shl %645, %9 : i32
    %647 = llvm.and %642, %6 : i32
    %648 = llvm.shl %647, %14 : i32
    %649 = llvm.and %642, %4 : i32
    %650 = llvm.or disjoint %644, %646 : i32
    %651 = llvm.xor %648, %649 : i32
    %652 = llvm.or disjoint %650, %651 : i32
    %653 = llvm.xor %28, %652 : i32
    %654 = llvm.mul %28, %24 : i32
    %655 = llvm.xor %653, %654 : i32
    %656 = llvm.xor %655, %28 : i32
    %657 = llvm.add %656, %28 : i32
    %658 = llvm.getelementptr inbounds %19[%657] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %659 = llvm.insertelement %606, %3[%28 : i32] : vector<2xbf16>
    %660 = llvm.insertelement %607, %659[%25 : i32] : vector<2xbf16>
    %661 = llvm.bitcast %660 : vector<2xbf16> to i32
    %662 = llvm.insertelement %608, %3[%28 : i32] : vector<2xbf16>
    %663 = llvm.insertelement %609, %662[%25 : i32] : vector<2xbf16>
    %664 = llvm.bitcast %663 : vector<2xbf16> to i32
    %665 = llvm.insertelement %610, %3[%28 : i32] : vector<2xbf16>
    %666 = llvm.insertelement %611, %665[%25 : i32] : vector<2xbf16>
    %667 = llvm.bitcast %666 : vector<2xbf16> to i32
    %668 = llvm.insertelement %612, %3[%28 : i32] : vector<2xbf16>
    %669 = llvm.insertelement %613, %668[%25 : i32] : vector<2xbf16>
    %670 = llvm.bitcast %669 : vector<2xbf16> to i32
    nvvm.stmatrix %658, %661, %664, %667, %670 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
    %671 = llvm.xor %655, %17 : i32
    %672 = llvm.add %671, %28 : i32
    %673 = llvm.getelementptr inbounds %19[%672] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %674 = llvm.insertelement %614, %3[%28 : i32] : vector<2xbf16>
    %675 = llvm.insertelement %615, %674[%25 : i32] : vector<2xbf16>
    %676 = llvm.bitcast %675 : vector<2xbf16> to i32
    %677 = llvm.insertelement %616, %3[%28 : i32] : vector<2xbf16>
    %678 = llvm.insertelement %617, %677[%25 : i32] : vector<2xbf16>
    %679 = llvm.bitcast %678 : vector<2xbf16> to i32
    %680 = llvm.insertelement %618, %3[%28 : i32] : vector<2xbf16>
    %681 = llvm.insertelement %619, %680[%25 : i32] : vector<2xbf16>
    %682 = llvm.bitcast %681 : vector<2xbf16> to i32
    %683 = llvm.insertelement %620, %3[%28 : i32] : vector<2xbf16>
    %684 = llvm.insertelement %621, %683[%25 : i32] : vector<2xbf16>
    %685 = llvm.bitcast %684 : vector<2xbf16> to i32
    nvvm.stmatrix %673, %676, %679, %682, %685 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
    %686 = llvm.xor %655, %27 : i32
    %687 = llvm.add %686, %28 : i32
    %688 = llvm.getelementptr inbounds %19[%687] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %689 = llvm.insertelement %622, %3[%28 : i32] : vector<2xbf16>
    %690 = llvm.insertelement %623, %689[%25 : i32] : vector<2xbf16>
    %691 = llvm.bitcast %690 : vector<2xbf16> to i32
    %692 = llvm.insertelement %624, %3[%28 : i32] : vector<2xbf16>
    %693 = llvm.insertelement %625, %692[%25 : i32] : vector<2xbf16>
    %694 = llvm.bitcast %693 : vector<2xbf16> to i32
    %695 = llvm.insertelement %626, %3[%28 : i32] : vector<2xbf16>
    %696 = llvm.insertelement %627, %695[%25 : i32] : vector<2xbf16>
    %697 = llvm.bitcast %696 : vector<2xbf16> to i32
    %698 = llvm.insertelement %628, %3[%28 : i32] : vector<2xbf16>
    %699 = llvm.insertelement %629, %698[%25 : i32] : vector<2xbf16>
    %700 = llvm.bitcast %699 : vector<2xbf16> to i32
    nvvm.stmatrix %688, %691, %694, %697, %700 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
    %701 = llvm.xor %655, %5 : i32
    %702 = llvm.add %701, %28 : i32
    %703 = llvm.getelementptr inbounds %19[%702] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %704 = llvm.insertelement %630, %3[%28 : i32] : vector<2xbf16>
    %705 = llvm.insertelement %631, %704[%25 : i32] : vector<2xbf16>
    %706 = llvm.bitcast %705 : vector<2xbf16> to i32
    %707 = llvm.insertelement %632, %3[%28 : i32] : vector<2xbf16>
    %708 = llvm.insertelement %633, %707[%25 : i32] : vector<2xbf16>
    %709 = llvm.bitcast %708 : vector<2xbf16> to i32
    %710 = llvm.insertelement %634, %3[%28 : i32] : vector<2xbf16>
    %711 = llvm.insertelement %635, %710[%25 : i32] : vector<2xbf16>
    %712 = llvm.bitcast %711 : vector<2xbf16> to i32
    %713 = llvm.insertelement %636, %3[%28 : i32] : vector<2xbf16>
    %714 = llvm.insertelement %637, %713[%25 : i32] : vector<2xbf16>
    %715 = llvm.bitcast %714 : vector<2xbf16> to i32
    nvvm.stmatrix %703, %706, %709, %712, %715 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.barrier
    %716 = nvvm.elect.sync -> i1
    %717 = llvm.and %716, %189 : i1
    %718 = llvm.getelementptr %19[%191] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
    %719 = llvm.add %63, %191 : i32
    %720 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.3d.global.shared::cta.bulk_group [$1, {$2, $3, $4}], [$5];", "b,l,r,r,r,r" %717, %160, %202, %195, %719, %718 : (i1, !llvm.ptr, i32, i32, i32, !llvm.ptr<3>) -> !llvm.void
    nvvm.cp.async.bulk.commit.group
    nvvm.cp.async.bulk.wait_group 0
    nvvm.barrier
    llvm.return
  }
}
