module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:100", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @asm_pack2_two_outputs(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg3: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg4: i32, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<2xf16>
    %1 = llvm.mlir.undef : vector<1xf16>
    %2 = llvm.mlir.constant(7 : i32) : i32
    %3 = llvm.mlir.constant(6 : i32) : i32
    %4 = llvm.mlir.constant(4 : i32) : i32
    %5 = llvm.mlir.constant(2 : i32) : i32
    %6 = llvm.mlir.constant(1 : i32) : i32
    %7 = llvm.mlir.constant(3 : i32) : i32
    %8 = llvm.mlir.constant(5 : i32) : i32
    %9 = llvm.mlir.constant(0 : i32) : i32
    %10 = llvm.mlir.constant(32 : i32) : i32
    %11 = llvm.mlir.constant(127 : i32) : i32
    %12 = llvm.mlir.constant(0 : index) : i32
    %13 = llvm.mlir.constant(1024 : i32) : i32
    %14 = llvm.mlir.constant(0.000000e+00 : f16) : f16
    %15 = nvvm.read.ptx.sreg.ctaid.x : i32
    %16 = llvm.mul %15, %13 : i32
    %17 = nvvm.read.ptx.sreg.tid.x : i32
    %18 = llvm.and %17, %11 : i32
    %19 = llvm.urem %18, %10 : i32
    %20 = llvm.udiv %17, %10 : i32
    %21 = llvm.shl %19, %9 : i32
    %22 = llvm.or %9, %21 : i32
    %23 = llvm.shl %20, %8 : i32
    %24 = llvm.or %22, %23 : i32
    %25 = llvm.and %24, %11 : i32
    %26 = llvm.shl %25, %7 : i32
    %27 = llvm.or disjoint %26, %9 : i32
    %28 = llvm.xor %9, %27 : i32
    %29 = llvm.xor %28, %9 : i32
    %30 = llvm.xor %28, %6 : i32
    %31 = llvm.xor %28, %5 : i32
    %32 = llvm.xor %28, %7 : i32
    %33 = llvm.xor %28, %4 : i32
    %34 = llvm.xor %28, %8 : i32
    %35 = llvm.xor %28, %3 : i32
    %36 = llvm.xor %28, %2 : i32
    %37 = llvm.add %29, %12 : i32
    %38 = llvm.add %30, %12 : i32
    %39 = llvm.add %31, %12 : i32
    %40 = llvm.add %32, %12 : i32
    %41 = llvm.add %33, %12 : i32
    %42 = llvm.add %34, %12 : i32
    %43 = llvm.add %35, %12 : i32
    %44 = llvm.add %36, %12 : i32
    %45 = llvm.add %16, %37 : i32
    %46 = llvm.add %16, %38 : i32
    %47 = llvm.add %16, %39 : i32
    %48 = llvm.add %16, %40 : i32
    %49 = llvm.add %16, %41 : i32
    %50 = llvm.add %16, %42 : i32
    %51 = llvm.add %16, %43 : i32
    %52 = llvm.add %16, %44 : i32
    %53 = llvm.icmp "slt" %45, %arg4 : i32
    %54 = llvm.icmp "slt" %46, %arg4 : i32
    %55 = llvm.icmp "slt" %47, %arg4 : i32
    %56 = llvm.icmp "slt" %48, %arg4 : i32
    %57 = llvm.icmp "slt" %49, %arg4 : i32
    %58 = llvm.icmp "slt" %50, %arg4 : i32
    %59 = llvm.icmp "slt" %51, %arg4 : i32
    %60 = llvm.icmp "slt" %52, %arg4 : i32
    %61 = llvm.getelementptr %arg0[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %62 = llvm.insertelement %14, %1[%9 : i32] : vector<1xf16>
    %63 = llvm.bitcast %62 : vector<1xf16> to i16
    %64 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %63, %61, %53 : (i16, !llvm.ptr<1>, i1) -> i16
    %65 = llvm.bitcast %64 : i16 to vector<1xf16>
    %66 = llvm.extractelement %65[%12 : i32] : vector<1xf16>
    %67 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 2 ];", "=c,c,l,b" %63, %61, %54 : (i16, !llvm.ptr<1>, i1) -> i16
    %68 = llvm.bitcast %67 : i16 to vector<1xf16>
    %69 = llvm.extractelement %68[%12 : i32] : vector<1xf16>
    %70 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 4 ];", "=c,c,l,b" %63, %61, %55 : (i16, !llvm.ptr<1>, i1) -> i16
    %71 = llvm.bitcast %70 : i16 to vector<1xf16>
    %72 = llvm.extractelement %71[%12 : i32] : vector<1xf16>
    %73 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 6 ];", "=c,c,l,b" %63, %61, %56 : (i16, !llvm.ptr<1>, i1) -> i16
    %74 = llvm.bitcast %73 : i16 to vector<1xf16>
    %75 = llvm.extractelement %74[%12 : i32] : vector<1xf16>
    %76 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 8 ];", "=c,c,l,b" %63, %61, %57 : (i16, !llvm.ptr<1>, i1) -> i16
    %77 = llvm.bitcast %76 : i16 to vector<1xf16>
    %78 = llvm.extractelement %77[%12 : i32] : vector<1xf16>
    %79 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 10 ];", "=c,c,l,b" %63, %61, %58 : (i16, !llvm.ptr<1>, i1) -> i16
    %80 = llvm.bitcast %79 : i16 to vector<1xf16>
    %81 = llvm.extractelement %80[%12 : i32] : vector<1xf16>
    %82 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 12 ];", "=c,c,l,b" %63, %61, %59 : (i16, !llvm.ptr<1>, i1) -> i16
    %83 = llvm.bitcast %82 : i16 to vector<1xf16>
    %84 = llvm.extractelement %83[%12 : i32] : vector<1xf16>
    %85 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 14 ];", "=c,c,l,b" %63, %61, %60 : (i16, !llvm.ptr<1>, i1) -> i16
    %86 = llvm.bitcast %85 : i16 to vector<1xf16>
    %87 = llvm.extractelement %86[%12 : i32] : vector<1xf16>
    %88 = llvm.getelementptr %arg1[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %89 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %63, %88, %53 : (i16, !llvm.ptr<1>, i1) -> i16
    %90 = llvm.bitcast %89 : i16 to vector<1xf16>
    %91 = llvm.extractelement %90[%12 : i32] : vector<1xf16>
    %92 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 2 ];", "=c,c,l,b" %63, %88, %54 : (i16, !llvm.ptr<1>, i1) -> i16
    %93 = llvm.bitcast %92 : i16 to vector<1xf16>
    %94 = llvm.extractelement %93[%12 : i32] : vector<1xf16>
    %95 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 4 ];", "=c,c,l,b" %63, %88, %55 : (i16, !llvm.ptr<1>, i1) -> i16
    %96 = llvm.bitcast %95 : i16 to vector<1xf16>
    %97 = llvm.extractelement %96[%12 : i32] : vector<1xf16>
    %98 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 6 ];", "=c,c,l,b" %63, %88, %56 : (i16, !llvm.ptr<1>, i1) -> i16
    %99 = llvm.bitcast %98 : i16 to vector<1xf16>
    %100 = llvm.extractelement %99[%12 : i32] : vector<1xf16>
    %101 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 8 ];", "=c,c,l,b" %63, %88, %57 : (i16, !llvm.ptr<1>, i1) -> i16
    %102 = llvm.bitcast %101 : i16 to vector<1xf16>
    %103 = llvm.extractelement %102[%12 : i32] : vector<1xf16>
    %104 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 10 ];", "=c,c,l,b" %63, %88, %58 : (i16, !llvm.ptr<1>, i1) -> i16
    %105 = llvm.bitcast %104 : i16 to vector<1xf16>
    %106 = llvm.extractelement %105[%12 : i32] : vector<1xf16>
    %107 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 12 ];", "=c,c,l,b" %63, %88, %59 : (i16, !llvm.ptr<1>, i1) -> i16
    %108 = llvm.bitcast %107 : i16 to vector<1xf16>
    %109 = llvm.extractelement %108[%12 : i32] : vector<1xf16>
    %110 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 14 ];", "=c,c,l,b" %63, %88, %60 : (i16, !llvm.ptr<1>, i1) -> i16
    %111 = llvm.bitcast %110 : i16 to vector<1xf16>
    %112 = llvm.extractelement %111[%12 : i32] : vector<1xf16>
    %113 = llvm.insertelement %66, %0[%9 : i32] : vector<2xf16>
    %114 = llvm.insertelement %69, %113[%6 : i32] : vector<2xf16>
    %115 = llvm.insertelement %91, %0[%9 : i32] : vector<2xf16>
    %116 = llvm.insertelement %94, %115[%6 : i32] : vector<2xf16>
    %117 = llvm.inline_asm asm_dialect = att "add.rn.f16x2 $0, $2, $3; sub.rn.f16x2 $1, $2, $3;", "=r,=r,r,r" %114, %116 : (vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %118 = llvm.extractvalue %117[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %119 = llvm.extractelement %118[%9 : i32] : vector<2xf16>
    %120 = llvm.extractelement %118[%6 : i32] : vector<2xf16>
    %121 = llvm.extractvalue %117[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %122 = llvm.extractelement %121[%9 : i32] : vector<2xf16>
    %123 = llvm.extractelement %121[%6 : i32] : vector<2xf16>
    %124 = llvm.insertelement %72, %0[%9 : i32] : vector<2xf16>
    %125 = llvm.insertelement %75, %124[%6 : i32] : vector<2xf16>
    %126 = llvm.insertelement %97, %0[%9 : i32] : vector<2xf16>
    %127 = llvm.insertelement %100, %126[%6 : i32] : vector<2xf16>
    %128 = llvm.inline_asm asm_dialect = att "add.rn.f16x2 $0, $2, $3; sub.rn.f16x2 $1, $2, $3;", "=r,=r,r,r" %125, %127 : (vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %129 = llvm.extractvalue %128[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %130 = llvm.extractelement %129[%9 : i32] : vector<2xf16>
    %131 = llvm.extractelement %129[%6 : i32] : vector<2xf16>
    %132 = llvm.extractvalue %128[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %133 = llvm.extractelement %132[%9 : i32] : vector<2xf16>
    %134 = llvm.extractelement %132[%6 : i32] : vector<2xf16>
    %135 = llvm.insertelement %78, %0[%9 : i32] : vector<2xf16>
    %136 = llvm.insertelement %81, %135[%6 : i32] : vector<2xf16>
    %137 = llvm.insertelement %103, %0[%9 : i32] : vector<2xf16>
    %138 = llvm.insertelement %106, %137[%6 : i32] : vector<2xf16>
    %139 = llvm.inline_asm asm_dialect = att "add.rn.f16x2 $0, $2, $3; sub.rn.f16x2 $1, $2, $3;", "=r,=r,r,r" %136, %138 : (vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %140 = llvm.extractvalue %139[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %141 = llvm.extractelement %140[%9 : i32] : vector<2xf16>
    %142 = llvm.extractelement %140[%6 : i32] : vector<2xf16>
    %143 = llvm.extractvalue %139[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %144 = llvm.extractelement %143[%9 : i32] : vector<2xf16>
    %145 = llvm.extractelement %143[%6 : i32] : vector<2xf16>
    %146 = llvm.insertelement %84, %0[%9 : i32] : vector<2xf16>
    %147 = llvm.insertelement %87, %146[%6 : i32] : vector<2xf16>
    %148 = llvm.insertelement %109, %0[%9 : i32] : vector<2xf16>
    %149 = llvm.insertelement %112, %148[%6 : i32] : vector<2xf16>
    %150 = llvm.inline_asm asm_dialect = att "add.rn.f16x2 $0, $2, $3; sub.rn.f16x2 $1, $2, $3;", "=r,=r,r,r" %147, %149 : (vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %151 = llvm.extractvalue %150[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %152 = llvm.extractelement %151[%9 : i32] : vector<2xf16>
    %153 = llvm.extractelement %151[%6 : i32] : vector<2xf16>
    %154 = llvm.extractvalue %150[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %155 = llvm.extractelement %154[%9 : i32] : vector<2xf16>
    %156 = llvm.extractelement %154[%6 : i32] : vector<2xf16>
    %157 = llvm.getelementptr %arg2[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %158 = llvm.insertelement %119, %1[%9 : i32] : vector<1xf16>
    %159 = llvm.bitcast %158 : vector<1xf16> to i16
    %160 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %159, %157, %53 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %161 = llvm.insertelement %120, %1[%9 : i32] : vector<1xf16>
    %162 = llvm.bitcast %161 : vector<1xf16> to i16
    %163 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 2 ], { $0 };", "c,l,b" %162, %157, %54 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %164 = llvm.insertelement %130, %1[%9 : i32] : vector<1xf16>
    %165 = llvm.bitcast %164 : vector<1xf16> to i16
    %166 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 4 ], { $0 };", "c,l,b" %165, %157, %55 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %167 = llvm.insertelement %131, %1[%9 : i32] : vector<1xf16>
    %168 = llvm.bitcast %167 : vector<1xf16> to i16
    %169 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 6 ], { $0 };", "c,l,b" %168, %157, %56 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %170 = llvm.insertelement %141, %1[%9 : i32] : vector<1xf16>
    %171 = llvm.bitcast %170 : vector<1xf16> to i16
    %172 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 8 ], { $0 };", "c,l,b" %171, %157, %57 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %173 = llvm.insertelement %142, %1[%9 : i32] : vector<1xf16>
    %174 = llvm.bitcast %173 : vector<1xf16> to i16
    %175 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 10 ], { $0 };", "c,l,b" %174, %157, %58 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %176 = llvm.insertelement %152, %1[%9 : i32] : vector<1xf16>
    %177 = llvm.bitcast %176 : vector<1xf16> to i16
    %178 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 12 ], { $0 };", "c,l,b" %177, %157, %59 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %179 = llvm.insertelement %153, %1[%9 : i32] : vector<1xf16>
    %180 = llvm.bitcast %179 : vector<1xf16> to i16
    %181 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 14 ], { $0 };", "c,l,b" %180, %157, %60 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %182 = llvm.getelementptr %arg3[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %183 = llvm.insertelement %122, %1[%9 : i32] : vector<1xf16>
    %184 = llvm.bitcast %183 : vector<1xf16> to i16
    %185 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %184, %182, %53 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %186 = llvm.insertelement %123, %1[%9 : i32] : vector<1xf16>
    %187 = llvm.bitcast %186 : vector<1xf16> to i16
    %188 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 2 ], { $0 };", "c,l,b" %187, %182, %54 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %189 = llvm.insertelement %133, %1[%9 : i32] : vector<1xf16>
    %190 = llvm.bitcast %189 : vector<1xf16> to i16
    %191 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 4 ], { $0 };", "c,l,b" %190, %182, %55 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %192 = llvm.insertelement %134, %1[%9 : i32] : vector<1xf16>
    %193 = llvm.bitcast %192 : vector<1xf16> to i16
    %194 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 6 ], { $0 };", "c,l,b" %193, %182, %56 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %195 = llvm.insertelement %144, %1[%9 : i32] : vector<1xf16>
    %196 = llvm.bitcast %195 : vector<1xf16> to i16
    %197 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 8 ], { $0 };", "c,l,b" %196, %182, %57 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %198 = llvm.insertelement %145, %1[%9 : i32] : vector<1xf16>
    %199 = llvm.bitcast %198 : vector<1xf16> to i16
    %200 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 10 ], { $0 };", "c,l,b" %199, %182, %58 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %201 = llvm.insertelement %155, %1[%9 : i32] : vector<1xf16>
    %202 = llvm.bitcast %201 : vector<1xf16> to i16
    %203 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 12 ], { $0 };", "c,l,b" %202, %182, %59 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %204 = llvm.insertelement %156, %1[%9 : i32] : vector<1xf16>
    %205 = llvm.bitcast %204 : vector<1xf16> to i16
    %206 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 14 ], { $0 };", "c,l,b" %205, %182, %60 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
