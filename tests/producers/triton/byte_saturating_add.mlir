module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @byte_saturating_add(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i8}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i8}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i8}, %arg3: i32, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xi8>
    %1 = llvm.mlir.undef : vector<2xi8>
    %2 = llvm.mlir.undef : vector<4xi8>
    %3 = llvm.mlir.constant(7 : i32) : i32
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(4 : i32) : i32
    %6 = llvm.mlir.constant(2 : i32) : i32
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.mlir.constant(3 : i32) : i32
    %9 = llvm.mlir.constant(5 : i32) : i32
    %10 = llvm.mlir.constant(0 : i32) : i32
    %11 = llvm.mlir.constant(32 : i32) : i32
    %12 = llvm.mlir.constant(127 : i32) : i32
    %13 = llvm.mlir.constant(0 : index) : i32
    %14 = llvm.mlir.constant(1024 : i32) : i32
    %15 = nvvm.read.ptx.sreg.ctaid.x : i32
    %16 = llvm.mul %15, %14 : i32
    %17 = nvvm.read.ptx.sreg.tid.x : i32
    %18 = llvm.and %17, %12 : i32
    %19 = llvm.urem %18, %11 : i32
    %20 = llvm.udiv %17, %11 : i32
    %21 = llvm.shl %19, %10 : i32
    %22 = llvm.or %10, %21 : i32
    %23 = llvm.shl %20, %9 : i32
    %24 = llvm.or %22, %23 : i32
    %25 = llvm.and %24, %12 : i32
    %26 = llvm.shl %25, %8 : i32
    %27 = llvm.or disjoint %26, %10 : i32
    %28 = llvm.xor %10, %27 : i32
    %29 = llvm.xor %28, %10 : i32
    %30 = llvm.xor %28, %7 : i32
    %31 = llvm.xor %28, %6 : i32
    %32 = llvm.xor %28, %8 : i32
    %33 = llvm.xor %28, %5 : i32
    %34 = llvm.xor %28, %9 : i32
    %35 = llvm.xor %28, %4 : i32
    %36 = llvm.xor %28, %3 : i32
    %37 = llvm.add %29, %13 : i32
    %38 = llvm.add %30, %13 : i32
    %39 = llvm.add %31, %13 : i32
    %40 = llvm.add %32, %13 : i32
    %41 = llvm.add %33, %13 : i32
    %42 = llvm.add %34, %13 : i32
    %43 = llvm.add %35, %13 : i32
    %44 = llvm.add %36, %13 : i32
    %45 = llvm.add %16, %37 : i32
    %46 = llvm.add %16, %38 : i32
    %47 = llvm.add %16, %39 : i32
    %48 = llvm.add %16, %40 : i32
    %49 = llvm.add %16, %41 : i32
    %50 = llvm.add %16, %42 : i32
    %51 = llvm.add %16, %43 : i32
    %52 = llvm.add %16, %44 : i32
    %53 = llvm.icmp "slt" %45, %arg3 : i32
    %54 = llvm.icmp "slt" %46, %arg3 : i32
    %55 = llvm.icmp "slt" %47, %arg3 : i32
    %56 = llvm.icmp "slt" %48, %arg3 : i32
    %57 = llvm.icmp "slt" %49, %arg3 : i32
    %58 = llvm.icmp "slt" %50, %arg3 : i32
    %59 = llvm.icmp "slt" %51, %arg3 : i32
    %60 = llvm.icmp "slt" %52, %arg3 : i32
    %61 = llvm.getelementptr %arg0[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %62 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %61, %53 : (!llvm.ptr<1>, i1) -> i8
    %63 = llvm.bitcast %62 : i8 to vector<1xi8>
    %64 = llvm.extractelement %63[%13 : i32] : vector<1xi8>
    %65 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 1 ];", "=c,l,b" %61, %54 : (!llvm.ptr<1>, i1) -> i8
    %66 = llvm.bitcast %65 : i8 to vector<1xi8>
    %67 = llvm.extractelement %66[%13 : i32] : vector<1xi8>
    %68 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 2 ];", "=c,l,b" %61, %55 : (!llvm.ptr<1>, i1) -> i8
    %69 = llvm.bitcast %68 : i8 to vector<1xi8>
    %70 = llvm.extractelement %69[%13 : i32] : vector<1xi8>
    %71 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 3 ];", "=c,l,b" %61, %56 : (!llvm.ptr<1>, i1) -> i8
    %72 = llvm.bitcast %71 : i8 to vector<1xi8>
    %73 = llvm.extractelement %72[%13 : i32] : vector<1xi8>
    %74 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 4 ];", "=c,l,b" %61, %57 : (!llvm.ptr<1>, i1) -> i8
    %75 = llvm.bitcast %74 : i8 to vector<1xi8>
    %76 = llvm.extractelement %75[%13 : i32] : vector<1xi8>
    %77 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 5 ];", "=c,l,b" %61, %58 : (!llvm.ptr<1>, i1) -> i8
    %78 = llvm.bitcast %77 : i8 to vector<1xi8>
    %79 = llvm.extractelement %78[%13 : i32] : vector<1xi8>
    %80 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 6 ];", "=c,l,b" %61, %59 : (!llvm.ptr<1>, i1) -> i8
    %81 = llvm.bitcast %80 : i8 to vector<1xi8>
    %82 = llvm.extractelement %81[%13 : i32] : vector<1xi8>
    %83 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 7 ];", "=c,l,b" %61, %60 : (!llvm.ptr<1>, i1) -> i8
    %84 = llvm.bitcast %83 : i8 to vector<1xi8>
    %85 = llvm.extractelement %84[%13 : i32] : vector<1xi8>
    %86 = llvm.getelementptr %arg1[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %87 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %86, %53 : (!llvm.ptr<1>, i1) -> i8
    %88 = llvm.bitcast %87 : i8 to vector<1xi8>
    %89 = llvm.extractelement %88[%13 : i32] : vector<1xi8>
    %90 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 1 ];", "=c,l,b" %86, %54 : (!llvm.ptr<1>, i1) -> i8
    %91 = llvm.bitcast %90 : i8 to vector<1xi8>
    %92 = llvm.extractelement %91[%13 : i32] : vector<1xi8>
    %93 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 2 ];", "=c,l,b" %86, %55 : (!llvm.ptr<1>, i1) -> i8
    %94 = llvm.bitcast %93 : i8 to vector<1xi8>
    %95 = llvm.extractelement %94[%13 : i32] : vector<1xi8>
    %96 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 3 ];", "=c,l,b" %86, %56 : (!llvm.ptr<1>, i1) -> i8
    %97 = llvm.bitcast %96 : i8 to vector<1xi8>
    %98 = llvm.extractelement %97[%13 : i32] : vector<1xi8>
    %99 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 4 ];", "=c,l,b" %86, %57 : (!llvm.ptr<1>, i1) -> i8
    %100 = llvm.bitcast %99 : i8 to vector<1xi8>
    %101 = llvm.extractelement %100[%13 : i32] : vector<1xi8>
    %102 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 5 ];", "=c,l,b" %86, %58 : (!llvm.ptr<1>, i1) -> i8
    %103 = llvm.bitcast %102 : i8 to vector<1xi8>
    %104 = llvm.extractelement %103[%13 : i32] : vector<1xi8>
    %105 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 6 ];", "=c,l,b" %86, %59 : (!llvm.ptr<1>, i1) -> i8
    %106 = llvm.bitcast %105 : i8 to vector<1xi8>
    %107 = llvm.extractelement %106[%13 : i32] : vector<1xi8>
    %108 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 7 ];", "=c,l,b" %86, %60 : (!llvm.ptr<1>, i1) -> i8
    %109 = llvm.bitcast %108 : i8 to vector<1xi8>
    %110 = llvm.extractelement %109[%13 : i32] : vector<1xi8>
    %111 = llvm.insertelement %64, %2[%10 : i32] : vector<4xi8>
    %112 = llvm.insertelement %67, %111[%7 : i32] : vector<4xi8>
    %113 = llvm.insertelement %70, %112[%6 : i32] : vector<4xi8>
    %114 = llvm.insertelement %73, %113[%8 : i32] : vector<4xi8>
    %115 = llvm.insertelement %89, %2[%10 : i32] : vector<4xi8>
    %116 = llvm.insertelement %92, %115[%7 : i32] : vector<4xi8>
    %117 = llvm.insertelement %95, %116[%6 : i32] : vector<4xi8>
    %118 = llvm.insertelement %98, %117[%8 : i32] : vector<4xi8>
    %119 = llvm.inline_asm asm_dialect = att "{\0A        .reg .b32 lo, hi, x, y;\0A        .reg .s32 t;\0A        prmt.b32 x, $1, 0, 0x8880;  prmt.b32 y, $2, 0, 0x8880;  add.s32 t, x, y;  min.s32 t, t, 127;  max.s32 lo, t, -128;\0A        prmt.b32 x, $1, 0, 0x9991;  prmt.b32 y, $2, 0, 0x9991;  add.s32 t, x, y;  min.s32 t, t, 127;  max.s32 t, t, -128;\0A        prmt.b32 lo, lo, t, 0x3340;\0A        prmt.b32 x, $1, 0, 0xaaa2;  prmt.b32 y, $2, 0, 0xaaa2;  add.s32 t, x, y;  min.s32 t, t, 127;  max.s32 hi, t, -128;\0A        prmt.b32 x, $1, 0, 0xbbb3;  prmt.b32 y, $2, 0, 0xbbb3;  add.s32 t, x, y;  min.s32 t, t, 127;  max.s32 t, t, -128;\0A        prmt.b32 hi, hi, t, 0x3340;\0A        prmt.b32 $0, lo, hi, 0x5410;\0A        }", "=r,r,r" %114, %118 : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %120 = llvm.extractelement %119[%10 : i32] : vector<4xi8>
    %121 = llvm.extractelement %119[%7 : i32] : vector<4xi8>
    %122 = llvm.extractelement %119[%6 : i32] : vector<4xi8>
    %123 = llvm.extractelement %119[%8 : i32] : vector<4xi8>
    %124 = llvm.insertelement %76, %2[%10 : i32] : vector<4xi8>
    %125 = llvm.insertelement %79, %124[%7 : i32] : vector<4xi8>
    %126 = llvm.insertelement %82, %125[%6 : i32] : vector<4xi8>
    %127 = llvm.insertelement %85, %126[%8 : i32] : vector<4xi8>
    %128 = llvm.insertelement %101, %2[%10 : i32] : vector<4xi8>
    %129 = llvm.insertelement %104, %128[%7 : i32] : vector<4xi8>
    %130 = llvm.insertelement %107, %129[%6 : i32] : vector<4xi8>
    %131 = llvm.insertelement %110, %130[%8 : i32] : vector<4xi8>
    %132 = llvm.inline_asm asm_dialect = att "{\0A        .reg .b32 lo, hi, x, y;\0A        .reg .s32 t;\0A        prmt.b32 x, $1, 0, 0x8880;  prmt.b32 y, $2, 0, 0x8880;  add.s32 t, x, y;  min.s32 t, t, 127;  max.s32 lo, t, -128;\0A        prmt.b32 x, $1, 0, 0x9991;  prmt.b32 y, $2, 0, 0x9991;  add.s32 t, x, y;  min.s32 t, t, 127;  max.s32 t, t, -128;\0A        prmt.b32 lo, lo, t, 0x3340;\0A        prmt.b32 x, $1, 0, 0xaaa2;  prmt.b32 y, $2, 0, 0xaaa2;  add.s32 t, x, y;  min.s32 t, t, 127;  max.s32 hi, t, -128;\0A        prmt.b32 x, $1, 0, 0xbbb3;  prmt.b32 y, $2, 0, 0xbbb3;  add.s32 t, x, y;  min.s32 t, t, 127;  max.s32 t, t, -128;\0A        prmt.b32 hi, hi, t, 0x3340;\0A        prmt.b32 $0, lo, hi, 0x5410;\0A        }", "=r,r,r" %127, %131 : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %133 = llvm.extractelement %132[%10 : i32] : vector<4xi8>
    %134 = llvm.extractelement %132[%7 : i32] : vector<4xi8>
    %135 = llvm.extractelement %132[%6 : i32] : vector<4xi8>
    %136 = llvm.extractelement %132[%8 : i32] : vector<4xi8>
    %137 = llvm.insertelement %120, %1[%10 : i32] : vector<2xi8>
    %138 = llvm.insertelement %121, %137[%7 : i32] : vector<2xi8>
    %139 = llvm.inline_asm asm_dialect = att "not.b16 $0, $1;", "=h,h" %138 : (vector<2xi8>) -> vector<2xi8>
    %140 = llvm.extractelement %139[%10 : i32] : vector<2xi8>
    %141 = llvm.extractelement %139[%7 : i32] : vector<2xi8>
    %142 = llvm.insertelement %122, %1[%10 : i32] : vector<2xi8>
    %143 = llvm.insertelement %123, %142[%7 : i32] : vector<2xi8>
    %144 = llvm.inline_asm asm_dialect = att "not.b16 $0, $1;", "=h,h" %143 : (vector<2xi8>) -> vector<2xi8>
    %145 = llvm.extractelement %144[%10 : i32] : vector<2xi8>
    %146 = llvm.extractelement %144[%7 : i32] : vector<2xi8>
    %147 = llvm.insertelement %133, %1[%10 : i32] : vector<2xi8>
    %148 = llvm.insertelement %134, %147[%7 : i32] : vector<2xi8>
    %149 = llvm.inline_asm asm_dialect = att "not.b16 $0, $1;", "=h,h" %148 : (vector<2xi8>) -> vector<2xi8>
    %150 = llvm.extractelement %149[%10 : i32] : vector<2xi8>
    %151 = llvm.extractelement %149[%7 : i32] : vector<2xi8>
    %152 = llvm.insertelement %135, %1[%10 : i32] : vector<2xi8>
    %153 = llvm.insertelement %136, %152[%7 : i32] : vector<2xi8>
    %154 = llvm.inline_asm asm_dialect = att "not.b16 $0, $1;", "=h,h" %153 : (vector<2xi8>) -> vector<2xi8>
    %155 = llvm.extractelement %154[%10 : i32] : vector<2xi8>
    %156 = llvm.extractelement %154[%7 : i32] : vector<2xi8>
    %157 = llvm.getelementptr %arg2[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %158 = llvm.insertelement %140, %0[%10 : i32] : vector<1xi8>
    %159 = llvm.bitcast %158 : vector<1xi8> to i8
    %160 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 0 ], { $0 };", "c,l,b" %159, %157, %53 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %161 = llvm.insertelement %141, %0[%10 : i32] : vector<1xi8>
    %162 = llvm.bitcast %161 : vector<1xi8> to i8
    %163 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 1 ], { $0 };", "c,l,b" %162, %157, %54 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %164 = llvm.insertelement %145, %0[%10 : i32] : vector<1xi8>
    %165 = llvm.bitcast %164 : vector<1xi8> to i8
    %166 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 2 ], { $0 };", "c,l,b" %165, %157, %55 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %167 = llvm.insertelement %146, %0[%10 : i32] : vector<1xi8>
    %168 = llvm.bitcast %167 : vector<1xi8> to i8
    %169 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 3 ], { $0 };", "c,l,b" %168, %157, %56 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %170 = llvm.insertelement %150, %0[%10 : i32] : vector<1xi8>
    %171 = llvm.bitcast %170 : vector<1xi8> to i8
    %172 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 4 ], { $0 };", "c,l,b" %171, %157, %57 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %173 = llvm.insertelement %151, %0[%10 : i32] : vector<1xi8>
    %174 = llvm.bitcast %173 : vector<1xi8> to i8
    %175 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 5 ], { $0 };", "c,l,b" %174, %157, %58 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %176 = llvm.insertelement %155, %0[%10 : i32] : vector<1xi8>
    %177 = llvm.bitcast %176 : vector<1xi8> to i8
    %178 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 6 ], { $0 };", "c,l,b" %177, %157, %59 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %179 = llvm.insertelement %156, %0[%10 : i32] : vector<1xi8>
    %180 = llvm.bitcast %179 : vector<1xi8> to i8
    %181 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 7 ], { $0 };", "c,l,b" %180, %157, %60 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
