module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @gather_2d_i64(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i64}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg3: i32, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<2xf16>
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(7 : i32) : i32
    %3 = llvm.mlir.constant(16 : i32) : i32
    %4 = llvm.mlir.constant(3 : i32) : i32
    %5 = llvm.mlir.constant(120 : i32) : i32
    %6 = llvm.mlir.constant(5 : i32) : i32
    %7 = llvm.mlir.constant(0 : i32) : i32
    %8 = llvm.mlir.constant(127 : i32) : i32
    %9 = llvm.mlir.constant(0 : index) : i32
    %10 = llvm.mlir.constant(32 : i32) : i32
    %11 = llvm.mlir.constant(64 : i32) : i32
    %12 = llvm.mlir.constant(64 : i64) : i64
    %13 = nvvm.read.ptx.sreg.ctaid.x : i32
    %14 = llvm.mul %13, %10 : i32
    %15 = nvvm.read.ptx.sreg.tid.x : i32
    %16 = llvm.and %15, %8 : i32
    %17 = llvm.urem %16, %10 : i32
    %18 = llvm.udiv %15, %10 : i32
    %19 = llvm.shl %17, %7 : i32
    %20 = llvm.or %7, %19 : i32
    %21 = llvm.shl %18, %6 : i32
    %22 = llvm.or %20, %21 : i32
    %23 = llvm.and %22, %5 : i32
    %24 = llvm.lshr %23, %4 : i32
    %25 = llvm.or disjoint %24, %7 : i32
    %26 = llvm.xor %7, %25 : i32
    %27 = llvm.xor %26, %7 : i32
    %28 = llvm.xor %26, %3 : i32
    %29 = llvm.add %27, %9 : i32
    %30 = llvm.add %28, %9 : i32
    %31 = llvm.add %14, %29 : i32
    %32 = llvm.add %14, %30 : i32
    %33 = nvvm.read.ptx.sreg.ctaid.y : i32
    %34 = llvm.mul %33, %11 : i32
    %35 = llvm.and %22, %2 : i32
    %36 = llvm.shl %35, %4 : i32
    %37 = llvm.or disjoint %36, %7 : i32
    %38 = llvm.xor %7, %37 : i32
    %39 = llvm.xor %38, %7 : i32
    %40 = llvm.add %39, %9 : i32
    %41 = llvm.add %34, %40 : i32
    %42 = llvm.icmp "slt" %31, %arg3 : i32
    %43 = llvm.icmp "slt" %32, %arg3 : i32
    %44 = llvm.getelementptr %arg1[%31] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
    %45 = llvm.getelementptr %arg1[%32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
    %46 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l,b" %44, %42 : (!llvm.ptr<1>, i1) -> i64
    %47 = llvm.bitcast %46 : i64 to vector<1xi64>
    %48 = llvm.extractelement %47[%9 : i32] : vector<1xi64>
    %49 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l,b" %45, %43 : (!llvm.ptr<1>, i1) -> i64
    %50 = llvm.bitcast %49 : i64 to vector<1xi64>
    %51 = llvm.extractelement %50[%9 : i32] : vector<1xi64>
    %52 = llvm.mul %48, %arg4 : i64
    %53 = llvm.mul %51, %arg4 : i64
    %54 = llvm.getelementptr %arg0[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %55 = llvm.getelementptr %arg0[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %56 = llvm.getelementptr %54[%41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %57 = llvm.getelementptr %55[%41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %58 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %56, %42 : (!llvm.ptr<1>, i1) -> i16
    %59 = llvm.bitcast %58 : i16 to vector<1xf16>
    %60 = llvm.extractelement %59[%9 : i32] : vector<1xf16>
    %61 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 2 ];", "=c,l,b" %56, %42 : (!llvm.ptr<1>, i1) -> i16
    %62 = llvm.bitcast %61 : i16 to vector<1xf16>
    %63 = llvm.extractelement %62[%9 : i32] : vector<1xf16>
    %64 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 4 ];", "=c,l,b" %56, %42 : (!llvm.ptr<1>, i1) -> i16
    %65 = llvm.bitcast %64 : i16 to vector<1xf16>
    %66 = llvm.extractelement %65[%9 : i32] : vector<1xf16>
    %67 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 6 ];", "=c,l,b" %56, %42 : (!llvm.ptr<1>, i1) -> i16
    %68 = llvm.bitcast %67 : i16 to vector<1xf16>
    %69 = llvm.extractelement %68[%9 : i32] : vector<1xf16>
    %70 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 8 ];", "=c,l,b" %56, %42 : (!llvm.ptr<1>, i1) -> i16
    %71 = llvm.bitcast %70 : i16 to vector<1xf16>
    %72 = llvm.extractelement %71[%9 : i32] : vector<1xf16>
    %73 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 10 ];", "=c,l,b" %56, %42 : (!llvm.ptr<1>, i1) -> i16
    %74 = llvm.bitcast %73 : i16 to vector<1xf16>
    %75 = llvm.extractelement %74[%9 : i32] : vector<1xf16>
    %76 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 12 ];", "=c,l,b" %56, %42 : (!llvm.ptr<1>, i1) -> i16
    %77 = llvm.bitcast %76 : i16 to vector<1xf16>
    %78 = llvm.extractelement %77[%9 : i32] : vector<1xf16>
    %79 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 14 ];", "=c,l,b" %56, %42 : (!llvm.ptr<1>, i1) -> i16
    %80 = llvm.bitcast %79 : i16 to vector<1xf16>
    %81 = llvm.extractelement %80[%9 : i32] : vector<1xf16>
    %82 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %57, %43 : (!llvm.ptr<1>, i1) -> i16
    %83 = llvm.bitcast %82 : i16 to vector<1xf16>
    %84 = llvm.extractelement %83[%9 : i32] : vector<1xf16>
    %85 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 2 ];", "=c,l,b" %57, %43 : (!llvm.ptr<1>, i1) -> i16
    %86 = llvm.bitcast %85 : i16 to vector<1xf16>
    %87 = llvm.extractelement %86[%9 : i32] : vector<1xf16>
    %88 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 4 ];", "=c,l,b" %57, %43 : (!llvm.ptr<1>, i1) -> i16
    %89 = llvm.bitcast %88 : i16 to vector<1xf16>
    %90 = llvm.extractelement %89[%9 : i32] : vector<1xf16>
    %91 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 6 ];", "=c,l,b" %57, %43 : (!llvm.ptr<1>, i1) -> i16
    %92 = llvm.bitcast %91 : i16 to vector<1xf16>
    %93 = llvm.extractelement %92[%9 : i32] : vector<1xf16>
    %94 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 8 ];", "=c,l,b" %57, %43 : (!llvm.ptr<1>, i1) -> i16
    %95 = llvm.bitcast %94 : i16 to vector<1xf16>
    %96 = llvm.extractelement %95[%9 : i32] : vector<1xf16>
    %97 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 10 ];", "=c,l,b" %57, %43 : (!llvm.ptr<1>, i1) -> i16
    %98 = llvm.bitcast %97 : i16 to vector<1xf16>
    %99 = llvm.extractelement %98[%9 : i32] : vector<1xf16>
    %100 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 12 ];", "=c,l,b" %57, %43 : (!llvm.ptr<1>, i1) -> i16
    %101 = llvm.bitcast %100 : i16 to vector<1xf16>
    %102 = llvm.extractelement %101[%9 : i32] : vector<1xf16>
    %103 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 14 ];", "=c,l,b" %57, %43 : (!llvm.ptr<1>, i1) -> i16
    %104 = llvm.bitcast %103 : i16 to vector<1xf16>
    %105 = llvm.extractelement %104[%9 : i32] : vector<1xf16>
    %106 = llvm.sext %31 : i32 to i64
    %107 = llvm.sext %32 : i32 to i64
    %108 = llvm.mul %106, %12 : i64
    %109 = llvm.mul %107, %12 : i64
    %110 = nvvm.read.ptx.sreg.nctaid.y : i32
    %111 = llvm.sext %110 : i32 to i64
    %112 = llvm.mul %108, %111 : i64
    %113 = llvm.mul %109, %111 : i64
    %114 = llvm.getelementptr %arg2[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %115 = llvm.getelementptr %arg2[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %116 = llvm.getelementptr %114[%41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %117 = llvm.getelementptr %115[%41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %118 = llvm.insertelement %60, %0[%7 : i32] : vector<2xf16>
    %119 = llvm.insertelement %63, %118[%1 : i32] : vector<2xf16>
    %120 = llvm.bitcast %119 : vector<2xf16> to i32
    %121 = llvm.insertelement %66, %0[%7 : i32] : vector<2xf16>
    %122 = llvm.insertelement %69, %121[%1 : i32] : vector<2xf16>
    %123 = llvm.bitcast %122 : vector<2xf16> to i32
    %124 = llvm.insertelement %72, %0[%7 : i32] : vector<2xf16>
    %125 = llvm.insertelement %75, %124[%1 : i32] : vector<2xf16>
    %126 = llvm.bitcast %125 : vector<2xf16> to i32
    %127 = llvm.insertelement %78, %0[%7 : i32] : vector<2xf16>
    %128 = llvm.insertelement %81, %127[%1 : i32] : vector<2xf16>
    %129 = llvm.bitcast %128 : vector<2xf16> to i32
    %130 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b" %120, %123, %126, %129, %116, %42 : (i32, i32, i32, i32, !llvm.ptr<1>, i1) -> !llvm.void
    %131 = llvm.insertelement %84, %0[%7 : i32] : vector<2xf16>
    %132 = llvm.insertelement %87, %131[%1 : i32] : vector<2xf16>
    %133 = llvm.bitcast %132 : vector<2xf16> to i32
    %134 = llvm.insertelement %90, %0[%7 : i32] : vector<2xf16>
    %135 = llvm.insertelement %93, %134[%1 : i32] : vector<2xf16>
    %136 = llvm.bitcast %135 : vector<2xf16> to i32
    %137 = llvm.insertelement %96, %0[%7 : i32] : vector<2xf16>
    %138 = llvm.insertelement %99, %137[%1 : i32] : vector<2xf16>
    %139 = llvm.bitcast %138 : vector<2xf16> to i32
    %140 = llvm.insertelement %102, %0[%7 : i32] : vector<2xf16>
    %141 = llvm.insertelement %105, %140[%1 : i32] : vector<2xf16>
    %142 = llvm.bitcast %141 : vector<2xf16> to i32
    %143 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b" %133, %136, %139, %142, %117, %43 : (i32, i32, i32, i32, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
