module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:90", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @fp8_e5m2_roundtrip(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f8E5M2}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg3: i32, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xf16>
    %1 = llvm.mlir.undef : vector<2xi8>
    %2 = llvm.mlir.undef : vector<1xi8>
    %3 = llvm.mlir.undef : vector<1xf32>
    %4 = llvm.mlir.constant(7 : i32) : i32
    %5 = llvm.mlir.constant(6 : i32) : i32
    %6 = llvm.mlir.constant(4 : i32) : i32
    %7 = llvm.mlir.constant(2 : i32) : i32
    %8 = llvm.mlir.constant(1 : i32) : i32
    %9 = llvm.mlir.constant(3 : i32) : i32
    %10 = llvm.mlir.constant(5 : i32) : i32
    %11 = llvm.mlir.constant(0 : i32) : i32
    %12 = llvm.mlir.constant(32 : i32) : i32
    %13 = llvm.mlir.constant(127 : i32) : i32
    %14 = llvm.mlir.constant(0 : index) : i32
    %15 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %16 = llvm.mlir.constant(1024 : i32) : i32
    %17 = nvvm.read.ptx.sreg.ctaid.x : i32
    %18 = llvm.mul %17, %16 : i32
    %19 = nvvm.read.ptx.sreg.tid.x : i32
    %20 = llvm.and %19, %13 : i32
    %21 = llvm.urem %20, %12 : i32
    %22 = llvm.udiv %19, %12 : i32
    %23 = llvm.shl %21, %11 : i32
    %24 = llvm.or %11, %23 : i32
    %25 = llvm.shl %22, %10 : i32
    %26 = llvm.or %24, %25 : i32
    %27 = llvm.and %26, %13 : i32
    %28 = llvm.shl %27, %9 : i32
    %29 = llvm.or disjoint %28, %11 : i32
    %30 = llvm.xor %11, %29 : i32
    %31 = llvm.xor %30, %11 : i32
    %32 = llvm.xor %30, %8 : i32
    %33 = llvm.xor %30, %7 : i32
    %34 = llvm.xor %30, %9 : i32
    %35 = llvm.xor %30, %6 : i32
    %36 = llvm.xor %30, %10 : i32
    %37 = llvm.xor %30, %5 : i32
    %38 = llvm.xor %30, %4 : i32
    %39 = llvm.add %31, %14 : i32
    %40 = llvm.add %32, %14 : i32
    %41 = llvm.add %33, %14 : i32
    %42 = llvm.add %34, %14 : i32
    %43 = llvm.add %35, %14 : i32
    %44 = llvm.add %36, %14 : i32
    %45 = llvm.add %37, %14 : i32
    %46 = llvm.add %38, %14 : i32
    %47 = llvm.add %18, %39 : i32
    %48 = llvm.add %18, %40 : i32
    %49 = llvm.add %18, %41 : i32
    %50 = llvm.add %18, %42 : i32
    %51 = llvm.add %18, %43 : i32
    %52 = llvm.add %18, %44 : i32
    %53 = llvm.add %18, %45 : i32
    %54 = llvm.add %18, %46 : i32
    %55 = llvm.icmp "slt" %47, %arg3 : i32
    %56 = llvm.icmp "slt" %48, %arg3 : i32
    %57 = llvm.icmp "slt" %49, %arg3 : i32
    %58 = llvm.icmp "slt" %50, %arg3 : i32
    %59 = llvm.icmp "slt" %51, %arg3 : i32
    %60 = llvm.icmp "slt" %52, %arg3 : i32
    %61 = llvm.icmp "slt" %53, %arg3 : i32
    %62 = llvm.icmp "slt" %54, %arg3 : i32
    %63 = llvm.getelementptr %arg0[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %64 = llvm.insertelement %15, %3[%11 : i32] : vector<1xf32>
    %65 = llvm.bitcast %64 : vector<1xf32> to i32
    %66 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %65, %63, %55 : (i32, !llvm.ptr<1>, i1) -> i32
    %67 = llvm.bitcast %66 : i32 to vector<1xf32>
    %68 = llvm.extractelement %67[%14 : i32] : vector<1xf32>
    %69 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %65, %63, %56 : (i32, !llvm.ptr<1>, i1) -> i32
    %70 = llvm.bitcast %69 : i32 to vector<1xf32>
    %71 = llvm.extractelement %70[%14 : i32] : vector<1xf32>
    %72 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %65, %63, %57 : (i32, !llvm.ptr<1>, i1) -> i32
    %73 = llvm.bitcast %72 : i32 to vector<1xf32>
    %74 = llvm.extractelement %73[%14 : i32] : vector<1xf32>
    %75 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %65, %63, %58 : (i32, !llvm.ptr<1>, i1) -> i32
    %76 = llvm.bitcast %75 : i32 to vector<1xf32>
    %77 = llvm.extractelement %76[%14 : i32] : vector<1xf32>
    %78 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 16 ];", "=r,r,l,b" %65, %63, %59 : (i32, !llvm.ptr<1>, i1) -> i32
    %79 = llvm.bitcast %78 : i32 to vector<1xf32>
    %80 = llvm.extractelement %79[%14 : i32] : vector<1xf32>
    %81 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 20 ];", "=r,r,l,b" %65, %63, %60 : (i32, !llvm.ptr<1>, i1) -> i32
    %82 = llvm.bitcast %81 : i32 to vector<1xf32>
    %83 = llvm.extractelement %82[%14 : i32] : vector<1xf32>
    %84 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 24 ];", "=r,r,l,b" %65, %63, %61 : (i32, !llvm.ptr<1>, i1) -> i32
    %85 = llvm.bitcast %84 : i32 to vector<1xf32>
    %86 = llvm.extractelement %85[%14 : i32] : vector<1xf32>
    %87 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 28 ];", "=r,r,l,b" %65, %63, %62 : (i32, !llvm.ptr<1>, i1) -> i32
    %88 = llvm.bitcast %87 : i32 to vector<1xf32>
    %89 = llvm.extractelement %88[%14 : i32] : vector<1xf32>
    %90 = llvm.insertelement %68, %3[%11 : i32] : vector<1xf32>
    %91 = llvm.insertelement %71, %3[%11 : i32] : vector<1xf32>
    %92 = llvm.bitcast %90 : vector<1xf32> to i32
    %93 = llvm.bitcast %91 : vector<1xf32> to i32
    %94 = llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.satfinite.e5m2x2.f32 $0, $2, $1;", "=h,r,r" %92, %93 : (i32, i32) -> vector<2xi8>
    %95 = llvm.extractelement %94[%11 : i32] : vector<2xi8>
    %96 = llvm.extractelement %94[%8 : i32] : vector<2xi8>
    %97 = llvm.insertelement %74, %3[%11 : i32] : vector<1xf32>
    %98 = llvm.insertelement %77, %3[%11 : i32] : vector<1xf32>
    %99 = llvm.bitcast %97 : vector<1xf32> to i32
    %100 = llvm.bitcast %98 : vector<1xf32> to i32
    %101 = llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.satfinite.e5m2x2.f32 $0, $2, $1;", "=h,r,r" %99, %100 : (i32, i32) -> vector<2xi8>
    %102 = llvm.extractelement %101[%11 : i32] : vector<2xi8>
    %103 = llvm.extractelement %101[%8 : i32] : vector<2xi8>
    %104 = llvm.insertelement %80, %3[%11 : i32] : vector<1xf32>
    %105 = llvm.insertelement %83, %3[%11 : i32] : vector<1xf32>
    %106 = llvm.bitcast %104 : vector<1xf32> to i32
    %107 = llvm.bitcast %105 : vector<1xf32> to i32
    %108 = llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.satfinite.e5m2x2.f32 $0, $2, $1;", "=h,r,r" %106, %107 : (i32, i32) -> vector<2xi8>
    %109 = llvm.extractelement %108[%11 : i32] : vector<2xi8>
    %110 = llvm.extractelement %108[%8 : i32] : vector<2xi8>
    %111 = llvm.insertelement %86, %3[%11 : i32] : vector<1xf32>
    %112 = llvm.insertelement %89, %3[%11 : i32] : vector<1xf32>
    %113 = llvm.bitcast %111 : vector<1xf32> to i32
    %114 = llvm.bitcast %112 : vector<1xf32> to i32
    %115 = llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.satfinite.e5m2x2.f32 $0, $2, $1;", "=h,r,r" %113, %114 : (i32, i32) -> vector<2xi8>
    %116 = llvm.extractelement %115[%11 : i32] : vector<2xi8>
    %117 = llvm.extractelement %115[%8 : i32] : vector<2xi8>
    %118 = llvm.getelementptr %arg1[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %119 = llvm.insertelement %95, %2[%11 : i32] : vector<1xi8>
    %120 = llvm.bitcast %119 : vector<1xi8> to i8
    %121 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 0 ], { $0 };", "c,l,b" %120, %118, %55 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %122 = llvm.insertelement %96, %2[%11 : i32] : vector<1xi8>
    %123 = llvm.bitcast %122 : vector<1xi8> to i8
    %124 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 1 ], { $0 };", "c,l,b" %123, %118, %56 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %125 = llvm.insertelement %102, %2[%11 : i32] : vector<1xi8>
    %126 = llvm.bitcast %125 : vector<1xi8> to i8
    %127 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 2 ], { $0 };", "c,l,b" %126, %118, %57 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %128 = llvm.insertelement %103, %2[%11 : i32] : vector<1xi8>
    %129 = llvm.bitcast %128 : vector<1xi8> to i8
    %130 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 3 ], { $0 };", "c,l,b" %129, %118, %58 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %131 = llvm.insertelement %109, %2[%11 : i32] : vector<1xi8>
    %132 = llvm.bitcast %131 : vector<1xi8> to i8
    %133 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 4 ], { $0 };", "c,l,b" %132, %118, %59 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %134 = llvm.insertelement %110, %2[%11 : i32] : vector<1xi8>
    %135 = llvm.bitcast %134 : vector<1xi8> to i8
    %136 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 5 ], { $0 };", "c,l,b" %135, %118, %60 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %137 = llvm.insertelement %116, %2[%11 : i32] : vector<1xi8>
    %138 = llvm.bitcast %137 : vector<1xi8> to i8
    %139 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 6 ], { $0 };", "c,l,b" %138, %118, %61 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %140 = llvm.insertelement %117, %2[%11 : i32] : vector<1xi8>
    %141 = llvm.bitcast %140 : vector<1xi8> to i8
    %142 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 7 ], { $0 };", "c,l,b" %141, %118, %62 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %143 = llvm.getelementptr %arg2[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %144 = llvm.insertelement %95, %1[%11 : i32] : vector<2xi8>
    %145 = llvm.insertelement %96, %144[%8 : i32] : vector<2xi8>
    %146 = llvm.bitcast %145 : vector<2xi8> to i16
    %147 = llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.f16x2.e5m2x2 $0, $1; \0A\09", "=r,h" %146 : (i16) -> vector<2xf16>
    %148 = llvm.extractelement %147[%11 : i32] : vector<2xf16>
    %149 = llvm.extractelement %147[%8 : i32] : vector<2xf16>
    %150 = llvm.insertelement %102, %1[%11 : i32] : vector<2xi8>
    %151 = llvm.insertelement %103, %150[%8 : i32] : vector<2xi8>
    %152 = llvm.bitcast %151 : vector<2xi8> to i16
    %153 = llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.f16x2.e5m2x2 $0, $1; \0A\09", "=r,h" %152 : (i16) -> vector<2xf16>
    %154 = llvm.extractelement %153[%11 : i32] : vector<2xf16>
    %155 = llvm.extractelement %153[%8 : i32] : vector<2xf16>
    %156 = llvm.insertelement %109, %1[%11 : i32] : vector<2xi8>
    %157 = llvm.insertelement %110, %156[%8 : i32] : vector<2xi8>
    %158 = llvm.bitcast %157 : vector<2xi8> to i16
    %159 = llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.f16x2.e5m2x2 $0, $1; \0A\09", "=r,h" %158 : (i16) -> vector<2xf16>
    %160 = llvm.extractelement %159[%11 : i32] : vector<2xf16>
    %161 = llvm.extractelement %159[%8 : i32] : vector<2xf16>
    %162 = llvm.insertelement %116, %1[%11 : i32] : vector<2xi8>
    %163 = llvm.insertelement %117, %162[%8 : i32] : vector<2xi8>
    %164 = llvm.bitcast %163 : vector<2xi8> to i16
    %165 = llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.f16x2.e5m2x2 $0, $1; \0A\09", "=r,h" %164 : (i16) -> vector<2xf16>
    %166 = llvm.extractelement %165[%11 : i32] : vector<2xf16>
    %167 = llvm.extractelement %165[%8 : i32] : vector<2xf16>
    %168 = llvm.insertelement %148, %0[%11 : i32] : vector<1xf16>
    %169 = llvm.bitcast %168 : vector<1xf16> to i16
    %170 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %169, %143, %55 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %171 = llvm.insertelement %149, %0[%11 : i32] : vector<1xf16>
    %172 = llvm.bitcast %171 : vector<1xf16> to i16
    %173 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 2 ], { $0 };", "c,l,b" %172, %143, %56 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %174 = llvm.insertelement %154, %0[%11 : i32] : vector<1xf16>
    %175 = llvm.bitcast %174 : vector<1xf16> to i16
    %176 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 4 ], { $0 };", "c,l,b" %175, %143, %57 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %177 = llvm.insertelement %155, %0[%11 : i32] : vector<1xf16>
    %178 = llvm.bitcast %177 : vector<1xf16> to i16
    %179 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 6 ], { $0 };", "c,l,b" %178, %143, %58 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %180 = llvm.insertelement %160, %0[%11 : i32] : vector<1xf16>
    %181 = llvm.bitcast %180 : vector<1xf16> to i16
    %182 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 8 ], { $0 };", "c,l,b" %181, %143, %59 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %183 = llvm.insertelement %161, %0[%11 : i32] : vector<1xf16>
    %184 = llvm.bitcast %183 : vector<1xf16> to i16
    %185 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 10 ], { $0 };", "c,l,b" %184, %143, %60 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %186 = llvm.insertelement %166, %0[%11 : i32] : vector<1xf16>
    %187 = llvm.bitcast %186 : vector<1xf16> to i16
    %188 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 12 ], { $0 };", "c,l,b" %187, %143, %61 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %189 = llvm.insertelement %167, %0[%11 : i32] : vector<1xf16>
    %190 = llvm.bitcast %189 : vector<1xf16> to i16
    %191 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 14 ], { $0 };", "c,l,b" %190, %143, %62 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
