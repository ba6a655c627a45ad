module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:120", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @m30_asm_pack4_two_outputs(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i8}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i8}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i8}, %arg3: i32, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xi8>
    %1 = llvm.mlir.undef : vector<4xi8>
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
    %14 = nvvm.read.ptx.sreg.ctaid.x : i32
    %15 = llvm.mul %14, %13 : i32
    %16 = nvvm.read.ptx.sreg.tid.x : i32
    %17 = llvm.and %16, %11 : i32
    %18 = llvm.urem %17, %10 : i32
    %19 = llvm.udiv %16, %10 : i32
    %20 = llvm.shl %18, %9 : i32
    %21 = llvm.or %9, %20 : i32
    %22 = llvm.shl %19, %8 : i32
    %23 = llvm.or %21, %22 : i32
    %24 = llvm.and %23, %11 : i32
    %25 = llvm.shl %24, %7 : i32
    %26 = llvm.or disjoint %25, %9 : i32
    %27 = llvm.xor %9, %26 : i32
    %28 = llvm.xor %27, %9 : i32
    %29 = llvm.xor %27, %6 : i32
    %30 = llvm.xor %27, %5 : i32
    %31 = llvm.xor %27, %7 : i32
    %32 = llvm.xor %27, %4 : i32
    %33 = llvm.xor %27, %8 : i32
    %34 = llvm.xor %27, %3 : i32
    %35 = llvm.xor %27, %2 : i32
    %36 = llvm.add %28, %12 : i32
    %37 = llvm.add %29, %12 : i32
    %38 = llvm.add %30, %12 : i32
    %39 = llvm.add %31, %12 : i32
    %40 = llvm.add %32, %12 : i32
    %41 = llvm.add %33, %12 : i32
    %42 = llvm.add %34, %12 : i32
    %43 = llvm.add %35, %12 : i32
    %44 = llvm.add %15, %36 : i32
    %45 = llvm.add %15, %37 : i32
    %46 = llvm.add %15, %38 : i32
    %47 = llvm.add %15, %39 : i32
    %48 = llvm.add %15, %40 : i32
    %49 = llvm.add %15, %41 : i32
    %50 = llvm.add %15, %42 : i32
    %51 = llvm.add %15, %43 : i32
    %52 = llvm.icmp "slt" %44, %arg3 : i32
    %53 = llvm.icmp "slt" %45, %arg3 : i32
    %54 = llvm.icmp "slt" %46, %arg3 : i32
    %55 = llvm.icmp "slt" %47, %arg3 : i32
    %56 = llvm.icmp "slt" %48, %arg3 : i32
    %57 = llvm.icmp "slt" %49, %arg3 : i32
    %58 = llvm.icmp "slt" %50, %arg3 : i32
    %59 = llvm.icmp "slt" %51, %arg3 : i32
    %60 = llvm.getelementptr %arg0[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %61 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %60, %52 : (!llvm.ptr<1>, i1) -> i8
    %62 = llvm.bitcast %61 : i8 to vector<1xi8>
    %63 = llvm.extractelement %62[%12 : i32] : vector<1xi8>
    %64 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 1 ];", "=c,l,b" %60, %53 : (!llvm.ptr<1>, i1) -> i8
    %65 = llvm.bitcast %64 : i8 to vector<1xi8>
    %66 = llvm.extractelement %65[%12 : i32] : vector<1xi8>
    %67 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 2 ];", "=c,l,b" %60, %54 : (!llvm.ptr<1>, i1) -> i8
    %68 = llvm.bitcast %67 : i8 to vector<1xi8>
    %69 = llvm.extractelement %68[%12 : i32] : vector<1xi8>
    %70 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 3 ];", "=c,l,b" %60, %55 : (!llvm.ptr<1>, i1) -> i8
    %71 = llvm.bitcast %70 : i8 to vector<1xi8>
    %72 = llvm.extractelement %71[%12 : i32] : vector<1xi8>
    %73 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 4 ];", "=c,l,b" %60, %56 : (!llvm.ptr<1>, i1) -> i8
    %74 = llvm.bitcast %73 : i8 to vector<1xi8>
    %75 = llvm.extractelement %74[%12 : i32] : vector<1xi8>
    %76 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 5 ];", "=c,l,b" %60, %57 : (!llvm.ptr<1>, i1) -> i8
    %77 = llvm.bitcast %76 : i8 to vector<1xi8>
    %78 = llvm.extractelement %77[%12 : i32] : vector<1xi8>
    %79 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 6 ];", "=c,l,b" %60, %58 : (!llvm.ptr<1>, i1) -> i8
    %80 = llvm.bitcast %79 : i8 to vector<1xi8>
    %81 = llvm.extractelement %80[%12 : i32] : vector<1xi8>
    %82 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 7 ];", "=c,l,b" %60, %59 : (!llvm.ptr<1>, i1) -> i8
    %83 = llvm.bitcast %82 : i8 to vector<1xi8>
    %84 = llvm.extractelement %83[%12 : i32] : vector<1xi8>
    %85 = llvm.insertelement %63, %1[%9 : i32] : vector<4xi8>
    %86 = llvm.insertelement %66, %85[%6 : i32] : vector<4xi8>
    %87 = llvm.insertelement %69, %86[%5 : i32] : vector<4xi8>
    %88 = llvm.insertelement %72, %87[%7 : i32] : vector<4xi8>
    %89 = llvm.inline_asm asm_dialect = att "{\0A        and.b32 $0, $2, 0x0f0f0f0f;\0A        shr.b32 $1, $2, 4;\0A        and.b32 $1, $1, 0x0f0f0f0f;\0A        }", "=r,=r,r" %88 : (vector<4xi8>) -> !llvm.struct<(vector<4xi8>, vector<4xi8>)>
    %90 = llvm.extractvalue %89[0] : !llvm.struct<(vector<4xi8>, vector<4xi8>)> 
    %91 = llvm.extractelement %90[%9 : i32] : vector<4xi8>
    %92 = llvm.extractelement %90[%6 : i32] : vector<4xi8>
    %93 = llvm.extractelement %90[%5 : i32] : vector<4xi8>
    %94 = llvm.extractelement %90[%7 : i32] : vector<4xi8>
    %95 = llvm.extractvalue %89[1] : !llvm.struct<(vector<4xi8>, vector<4xi8>)> 
    %96 = llvm.extractelement %95[%9 : i32] : vector<4xi8>
    %97 = llvm.extractelement %95[%6 : i32] : vector<4xi8>
    %98 = llvm.extractelement %95[%5 : i32] : vector<4xi8>
    %99 = llvm.extractelement %95[%7 : i32] : vector<4xi8>
    %100 = llvm.insertelement %75, %1[%9 : i32] : vector<4xi8>
    %101 = llvm.insertelement %78, %100[%6 : i32] : vector<4xi8>
    %102 = llvm.insertelement %81, %101[%5 : i32] : vector<4xi8>
    %103 = llvm.insertelement %84, %102[%7 : i32] : vector<4xi8>
    %104 = llvm.inline_asm asm_dialect = att "{\0A        and.b32 $0, $2, 0x0f0f0f0f;\0A        shr.b32 $1, $2, 4;\0A        and.b32 $1, $1, 0x0f0f0f0f;\0A        }", "=r,=r,r" %103 : (vector<4xi8>) -> !llvm.struct<(vector<4xi8>, vector<4xi8>)>
    %105 = llvm.extractvalue %104[0] : !llvm.struct<(vector<4xi8>, vector<4xi8>)> 
    %106 = llvm.extractelement %105[%9 : i32] : vector<4xi8>
    %107 = llvm.extractelement %105[%6 : i32] : vector<4xi8>
    %108 = llvm.extractelement %105[%5 : i32] : vector<4xi8>
    %109 = llvm.extractelement %105[%7 : i32] : vector<4xi8>
    %110 = llvm.extractvalue %104[1] : !llvm.struct<(vector<4xi8>, vector<4xi8>)> 
    %111 = llvm.extractelement %110[%9 : i32] : vector<4xi8>
    %112 = llvm.extractelement %110[%6 : i32] : vector<4xi8>
    %113 = llvm.extractelement %110[%5 : i32] : vector<4xi8>
    %114 = llvm.extractelement %110[%7 : i32] : vector<4xi8>
    %115 = llvm.getelementptr %arg1[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %116 = llvm.insertelement %91, %0[%9 : i32] : vector<1xi8>
    %117 = llvm.bitcast %116 : vector<1xi8> to i8
    %118 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 0 ], { $0 };", "c,l,b" %117, %115, %52 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %119 = llvm.insertelement %92, %0[%9 : i32] : vector<1xi8>
    %120 = llvm.bitcast %119 : vector<1xi8> to i8
    %121 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 1 ], { $0 };", "c,l,b" %120, %115, %53 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %122 = llvm.insertelement %93, %0[%9 : i32] : vector<1xi8>
    %123 = llvm.bitcast %122 : vector<1xi8> to i8
    %124 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 2 ], { $0 };", "c,l,b" %123, %115, %54 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %125 = llvm.insertelement %94, %0[%9 : i32] : vector<1xi8>
    %126 = llvm.bitcast %125 : vector<1xi8> to i8
    %127 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 3 ], { $0 };", "c,l,b" %126, %115, %55 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %128 = llvm.insertelement %106, %0[%9 : i32] : vector<1xi8>
    %129 = llvm.bitcast %128 : vector<1xi8> to i8
    %130 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 4 ], { $0 };", "c,l,b" %129, %115, %56 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %131 = llvm.insertelement %107, %0[%9 : i32] : vector<1xi8>
    %132 = llvm.bitcast %131 : vector<1xi8> to i8
    %133 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 5 ], { $0 };", "c,l,b" %132, %115, %57 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %134 = llvm.insertelement %108, %0[%9 : i32] : vector<1xi8>
    %135 = llvm.bitcast %134 : vector<1xi8> to i8
    %136 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 6 ], { $0 };", "c,l,b" %135, %115, %58 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %137 = llvm.insertelement %109, %0[%9 : i32] : vector<1xi8>
    %138 = llvm.bitcast %137 : vector<1xi8> to i8
    %139 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 7 ], { $0 };", "c,l,b" %138, %115, %59 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %140 = llvm.getelementptr %arg2[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %141 = llvm.insertelement %96, %0[%9 : i32] : vector<1xi8>
    %142 = llvm.bitcast %141 : vector<1xi8> to i8
    %143 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 0 ], { $0 };", "c,l,b" %142, %140, %52 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %144 = llvm.insertelement %97, %0[%9 : i32] : vector<1xi8>
    %145 = llvm.bitcast %144 : vector<1xi8> to i8
    %146 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 1 ], { $0 };", "c,l,b" %145, %140, %53 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %147 = llvm.insertelement %98, %0[%9 : i32] : vector<1xi8>
    %148 = llvm.bitcast %147 : vector<1xi8> to i8
    %149 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 2 ], { $0 };", "c,l,b" %148, %140, %54 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %150 = llvm.insertelement %99, %0[%9 : i32] : vector<1xi8>
    %151 = llvm.bitcast %150 : vector<1xi8> to i8
    %152 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 3 ], { $0 };", "c,l,b" %151, %140, %55 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %153 = llvm.insertelement %111, %0[%9 : i32] : vector<1xi8>
    %154 = llvm.bitcast %153 : vector<1xi8> to i8
    %155 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 4 ], { $0 };", "c,l,b" %154, %140, %56 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %156 = llvm.insertelement %112, %0[%9 : i32] : vector<1xi8>
    %157 = llvm.bitcast %156 : vector<1xi8> to i8
    %158 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 5 ], { $0 };", "c,l,b" %157, %140, %57 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %159 = llvm.insertelement %113, %0[%9 : i32] : vector<1xi8>
    %160 = llvm.bitcast %159 : vector<1xi8> to i8
    %161 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 6 ], { $0 };", "c,l,b" %160, %140, %58 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %162 = llvm.insertelement %114, %0[%9 : i32] : vector<1xi8>
    %163 = llvm.bitcast %162 : vector<1xi8> to i8
    %164 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 7 ], { $0 };", "c,l,b" %163, %140, %59 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
