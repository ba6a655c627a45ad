module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:90", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @half_atomic_scatter(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg3: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = bf16}, %arg4: i32, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xf32>
    %1 = llvm.mlir.constant(4 : i32) : i32
    %2 = llvm.mlir.constant(7 : i32) : i32
    %3 = llvm.mlir.constant(16 : i32) : i32
    %4 = llvm.mlir.constant(3 : i32) : i32
    %5 = llvm.mlir.constant(120 : i32) : i32
    %6 = llvm.mlir.constant(5 : i32) : i32
    %7 = llvm.mlir.constant(127 : i32) : i32
    %8 = llvm.mlir.constant(0 : index) : i32
    %9 = llvm.mlir.constant(32 : i32) : i32
    %10 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %11 = llvm.mlir.constant(64 : i32) : i32
    %12 = llvm.mlir.constant(0 : i32) : i32
    %13 = nvvm.read.ptx.sreg.ctaid.x : i32
    %14 = llvm.mul %13, %9 : i32
    %15 = nvvm.read.ptx.sreg.tid.x : i32
    %16 = llvm.and %15, %7 : i32
    %17 = llvm.urem %16, %9 : i32
    %18 = llvm.udiv %15, %9 : i32
    %19 = llvm.shl %17, %12 : i32
    %20 = llvm.or %12, %19 : i32
    %21 = llvm.shl %18, %6 : i32
    %22 = llvm.or %20, %21 : i32
    %23 = llvm.and %22, %5 : i32
    %24 = llvm.lshr %23, %4 : i32
    %25 = llvm.or disjoint %24, %12 : i32
    %26 = llvm.xor %12, %25 : i32
    %27 = llvm.xor %26, %12 : i32
    %28 = llvm.xor %26, %3 : i32
    %29 = llvm.add %27, %8 : i32
    %30 = llvm.add %28, %8 : i32
    %31 = llvm.add %14, %29 : i32
    %32 = llvm.add %14, %30 : i32
    %33 = llvm.icmp "slt" %31, %arg4 : i32
    %34 = llvm.icmp "slt" %32, %arg4 : i32
    %35 = llvm.getelementptr %arg1[%31] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %36 = llvm.getelementptr %arg1[%32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %37 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %35, %33 : (!llvm.ptr<1>, i1) -> i32
    %38 = llvm.bitcast %37 : i32 to vector<1xi32>
    %39 = llvm.extractelement %38[%8 : i32] : vector<1xi32>
    %40 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %36, %34 : (!llvm.ptr<1>, i1) -> i32
    %41 = llvm.bitcast %40 : i32 to vector<1xi32>
    %42 = llvm.extractelement %41[%8 : i32] : vector<1xi32>
    %43 = llvm.mul %31, %11 : i32
    %44 = llvm.mul %32, %11 : i32
    %45 = llvm.getelementptr %arg0[%43] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %46 = llvm.getelementptr %arg0[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %47 = llvm.and %22, %2 : i32
    %48 = llvm.shl %47, %4 : i32
    %49 = llvm.or disjoint %48, %12 : i32
    %50 = llvm.xor %12, %49 : i32
    %51 = llvm.xor %50, %12 : i32
    %52 = llvm.xor %50, %1 : i32
    %53 = llvm.add %51, %8 : i32
    %54 = llvm.add %52, %8 : i32
    %55 = llvm.getelementptr %45[%53] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %56 = llvm.getelementptr %45[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %57 = llvm.getelementptr %46[%53] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %58 = llvm.getelementptr %46[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %59 = llvm.insertelement %10, %0[%12 : i32] : vector<1xf32>
    %60 = llvm.bitcast %59 : vector<1xf32> to i32
    %61 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b" %60, %60, %60, %60, %55, %33 : (i32, i32, i32, i32, !llvm.ptr<1>, i1) -> !llvm.struct<(i32, i32, i32, i32)>
    %62 = llvm.extractvalue %61[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %63 = llvm.bitcast %62 : i32 to vector<1xf32>
    %64 = llvm.extractvalue %61[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %65 = llvm.bitcast %64 : i32 to vector<1xf32>
    %66 = llvm.extractvalue %61[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %67 = llvm.bitcast %66 : i32 to vector<1xf32>
    %68 = llvm.extractvalue %61[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %69 = llvm.bitcast %68 : i32 to vector<1xf32>
    %70 = llvm.extractelement %63[%8 : i32] : vector<1xf32>
    %71 = llvm.extractelement %65[%8 : i32] : vector<1xf32>
    %72 = llvm.extractelement %67[%8 : i32] : vector<1xf32>
    %73 = llvm.extractelement %69[%8 : i32] : vector<1xf32>
    %74 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b" %60, %60, %60, %60, %56, %33 : (i32, i32, i32, i32, !llvm.ptr<1>, i1) -> !llvm.struct<(i32, i32, i32, i32)>
    %75 = llvm.extractvalue %74[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %76 = llvm.bitcast %75 : i32 to vector<1xf32>
    %77 = llvm.extractvalue %74[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %78 = llvm.bitcast %77 : i32 to vector<1xf32>
    %79 = llvm.extractvalue %74[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %80 = llvm.bitcast %79 : i32 to vector<1xf32>
    %81 = llvm.extractvalue %74[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %82 = llvm.bitcast %81 : i32 to vector<1xf32>
    %83 = llvm.extractelement %76[%8 : i32] : vector<1xf32>
    %84 = llvm.extractelement %78[%8 : i32] : vector<1xf32>
    %85 = llvm.extractelement %80[%8 : i32] : vector<1xf32>
    %86 = llvm.extractelement %82[%8 : i32] : vector<1xf32>
    %87 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b" %60, %60, %60, %60, %57, %34 : (i32, i32, i32, i32, !llvm.ptr<1>, i1) -> !llvm.struct<(i32, i32, i32, i32)>
    %88 = llvm.extractvalue %87[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %89 = llvm.bitcast %88 : i32 to vector<1xf32>
    %90 = llvm.extractvalue %87[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %91 = llvm.bitcast %90 : i32 to vector<1xf32>
    %92 = llvm.extractvalue %87[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %93 = llvm.bitcast %92 : i32 to vector<1xf32>
    %94 = llvm.extractvalue %87[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %95 = llvm.bitcast %94 : i32 to vector<1xf32>
    %96 = llvm.extractelement %89[%8 : i32] : vector<1xf32>
    %97 = llvm.extractelement %91[%8 : i32] : vector<1xf32>
    %98 = llvm.extractelement %93[%8 : i32] : vector<1xf32>
    %99 = llvm.extractelement %95[%8 : i32] : vector<1xf32>
    %100 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b" %60, %60, %60, %60, %58, %34 : (i32, i32, i32, i32, !llvm.ptr<1>, i1) -> !llvm.struct<(i32, i32, i32, i32)>
    %101 = llvm.extractvalue %100[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %102 = llvm.bitcast %101 : i32 to vector<1xf32>
    %103 = llvm.extractvalue %100[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %104 = llvm.bitcast %103 : i32 to vector<1xf32>
    %105 = llvm.extractvalue %100[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %106 = llvm.bitcast %105 : i32 to vector<1xf32>
    %107 = llvm.extractvalue %100[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %108 = llvm.bitcast %107 : i32 to vector<1xf32>
    %109 = llvm.extractelement %102[%8 : i32] : vector<1xf32>
    %110 = llvm.extractelement %104[%8 : i32] : vector<1xf32>
    %111 = llvm.extractelement %106[%8 : i32] : vector<1xf32>
    %112 = llvm.extractelement %108[%8 : i32] : vector<1xf32>
    %113 = llvm.mul %39, %11 : i32
    %114 = llvm.mul %42, %11 : i32
    %115 = llvm.getelementptr %arg2[%113] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %116 = llvm.getelementptr %arg2[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %117 = llvm.getelementptr %115[%53] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %118 = llvm.getelementptr %116[%53] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %119 = llvm.fptrunc %70 : f32 to f16
    %120 = llvm.fptrunc %71 : f32 to f16
    %121 = llvm.fptrunc %72 : f32 to f16
    %122 = llvm.fptrunc %73 : f32 to f16
    %123 = llvm.fptrunc %83 : f32 to f16
    %124 = llvm.fptrunc %84 : f32 to f16
    %125 = llvm.fptrunc %85 : f32 to f16
    %126 = llvm.fptrunc %86 : f32 to f16
    %127 = llvm.fptrunc %96 : f32 to f16
    %128 = llvm.fptrunc %97 : f32 to f16
    %129 = llvm.fptrunc %98 : f32 to f16
    %130 = llvm.fptrunc %99 : f32 to f16
    %131 = llvm.fptrunc %109 : f32 to f16
    %132 = llvm.fptrunc %110 : f32 to f16
    %133 = llvm.fptrunc %111 : f32 to f16
    %134 = llvm.fptrunc %112 : f32 to f16
    nvvm.barrier
    %135 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09mov.u16 $1, 0x0;\0A\09mov.u16 $2, 0x0;\0A\09mov.u16 $3, 0x0;\0A\09mov.u16 $4, 0x0;\0A\09mov.u16 $5, 0x0;\0A\09mov.u16 $6, 0x0;\0A\09mov.u16 $7, 0x0;\0A\09@$17 atom.global.gpu.acq_rel.add.noftz.v8.f16 { $0, $1, $2, $3, $4, $5, $6, $7 }, [ $8 + 0 ], { $9, $10, $11, $12, $13, $14, $15, $16 };", "=h,=h,=h,=h,=h,=h,=h,=h,l,h,h,h,h,h,h,h,h,b" %117, %119, %120, %121, %122, %123, %124, %125, %126, %33 : (!llvm.ptr<1>, f16, f16, f16, f16, f16, f16, f16, f16, i1) -> !llvm.struct<(f16, f16, f16, f16, f16, f16, f16, f16)>
    %136 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09mov.u16 $1, 0x0;\0A\09mov.u16 $2, 0x0;\0A\09mov.u16 $3, 0x0;\0A\09mov.u16 $4, 0x0;\0A\09mov.u16 $5, 0x0;\0A\09mov.u16 $6, 0x0;\0A\09mov.u16 $7, 0x0;\0A\09@$17 atom.global.gpu.acq_rel.add.noftz.v8.f16 { $0, $1, $2, $3, $4, $5, $6, $7 }, [ $8 + 0 ], { $9, $10, $11, $12, $13, $14, $15, $16 };", "=h,=h,=h,=h,=h,=h,=h,=h,l,h,h,h,h,h,h,h,h,b" %118, %127, %128, %129, %130, %131, %132, %133, %134, %34 : (!llvm.ptr<1>, f16, f16, f16, f16, f16, f16, f16, f16, i1) -> !llvm.struct<(f16, f16, f16, f16, f16, f16, f16, f16)>
    nvvm.barrier
    %137 = llvm.getelementptr %arg3[%113] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %138 = llvm.getelementptr %arg3[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %139 = llvm.getelementptr %137[%53] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %140 = llvm.getelementptr %138[%53] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %141 = llvm.fptrunc %70 : f32 to bf16
    %142 = llvm.fptrunc %71 : f32 to bf16
    %143 = llvm.fptrunc %72 : f32 to bf16
    %144 = llvm.fptrunc %73 : f32 to bf16
    %145 = llvm.fptrunc %83 : f32 to bf16
    %146 = llvm.fptrunc %84 : f32 to bf16
    %147 = llvm.fptrunc %85 : f32 to bf16
    %148 = llvm.fptrunc %86 : f32 to bf16
    %149 = llvm.fptrunc %96 : f32 to bf16
    %150 = llvm.fptrunc %97 : f32 to bf16
    %151 = llvm.fptrunc %98 : f32 to bf16
    %152 = llvm.fptrunc %99 : f32 to bf16
    %153 = llvm.fptrunc %109 : f32 to bf16
    %154 = llvm.fptrunc %110 : f32 to bf16
    %155 = llvm.fptrunc %111 : f32 to bf16
    %156 = llvm.fptrunc %112 : f32 to bf16
    %157 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$9 red.global.gpu.relaxed.add.noftz.v8.bf16 [ $0 + 0 ], { $1, $2, $3, $4, $5, $6, $7, $8 };", "l,h,h,h,h,h,h,h,h,b" %139, %141, %142, %143, %144, %145, %146, %147, %148, %33 : (!llvm.ptr<1>, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, i1) -> !llvm.void
    %158 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$9 red.global.gpu.relaxed.add.noftz.v8.bf16 [ $0 + 0 ], { $1, $2, $3, $4, $5, $6, $7, $8 };", "l,h,h,h,h,h,h,h,h,b" %140, %149, %150, %151, %152, %153, %154, %155, %156, %34 : (!llvm.ptr<1>, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, i1) -> !llvm.void
    llvm.return
  }
}
