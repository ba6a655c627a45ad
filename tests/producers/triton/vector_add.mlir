module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @vector_add(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg3: i32, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xf32>
    %1 = llvm.mlir.constant(515 : i32) : i32
    %2 = llvm.mlir.constant(514 : i32) : i32
    %3 = llvm.mlir.constant(513 : i32) : i32
    %4 = llvm.mlir.constant(512 : i32) : i32
    %5 = llvm.mlir.constant(3 : i32) : i32
    %6 = llvm.mlir.constant(1 : i32) : i32
    %7 = llvm.mlir.constant(2 : i32) : i32
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
    %30 = llvm.xor %27, %7 : i32
    %31 = llvm.xor %27, %5 : i32
    %32 = llvm.xor %27, %4 : i32
    %33 = llvm.xor %27, %3 : i32
    %34 = llvm.xor %27, %2 : i32
    %35 = llvm.xor %27, %1 : i32
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
    %60 = llvm.getelementptr %arg0[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %61 = llvm.getelementptr %arg0[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %62 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %60, %52 : (!llvm.ptr<1>, i1) -> i32
    %63 = llvm.bitcast %62 : i32 to vector<1xf32>
    %64 = llvm.extractelement %63[%12 : i32] : vector<1xf32>
    %65 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 4 ];", "=r,l,b" %60, %53 : (!llvm.ptr<1>, i1) -> i32
    %66 = llvm.bitcast %65 : i32 to vector<1xf32>
    %67 = llvm.extractelement %66[%12 : i32] : vector<1xf32>
    %68 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 8 ];", "=r,l,b" %60, %54 : (!llvm.ptr<1>, i1) -> i32
    %69 = llvm.bitcast %68 : i32 to vector<1xf32>
    %70 = llvm.extractelement %69[%12 : i32] : vector<1xf32>
    %71 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 12 ];", "=r,l,b" %60, %55 : (!llvm.ptr<1>, i1) -> i32
    %72 = llvm.bitcast %71 : i32 to vector<1xf32>
    %73 = llvm.extractelement %72[%12 : i32] : vector<1xf32>
    %74 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %61, %56 : (!llvm.ptr<1>, i1) -> i32
    %75 = llvm.bitcast %74 : i32 to vector<1xf32>
    %76 = llvm.extractelement %75[%12 : i32] : vector<1xf32>
    %77 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 4 ];", "=r,l,b" %61, %57 : (!llvm.ptr<1>, i1) -> i32
    %78 = llvm.bitcast %77 : i32 to vector<1xf32>
    %79 = llvm.extractelement %78[%12 : i32] : vector<1xf32>
    %80 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 8 ];", "=r,l,b" %61, %58 : (!llvm.ptr<1>, i1) -> i32
    %81 = llvm.bitcast %80 : i32 to vector<1xf32>
    %82 = llvm.extractelement %81[%12 : i32] : vector<1xf32>
    %83 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 12 ];", "=r,l,b" %61, %59 : (!llvm.ptr<1>, i1) -> i32
    %84 = llvm.bitcast %83 : i32 to vector<1xf32>
    %85 = llvm.extractelement %84[%12 : i32] : vector<1xf32>
    %86 = llvm.getelementptr %arg1[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %87 = llvm.getelementptr %arg1[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %88 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %86, %52 : (!llvm.ptr<1>, i1) -> i32
    %89 = llvm.bitcast %88 : i32 to vector<1xf32>
    %90 = llvm.extractelement %89[%12 : i32] : vector<1xf32>
    %91 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 4 ];", "=r,l,b" %86, %53 : (!llvm.ptr<1>, i1) -> i32
    %92 = llvm.bitcast %91 : i32 to vector<1xf32>
    %93 = llvm.extractelement %92[%12 : i32] : vector<1xf32>
    %94 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 8 ];", "=r,l,b" %86, %54 : (!llvm.ptr<1>, i1) -> i32
    %95 = llvm.bitcast %94 : i32 to vector<1xf32>
    %96 = llvm.extractelement %95[%12 : i32] : vector<1xf32>
    %97 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 12 ];", "=r,l,b" %86, %55 : (!llvm.ptr<1>, i1) -> i32
    %98 = llvm.bitcast %97 : i32 to vector<1xf32>
    %99 = llvm.extractelement %98[%12 : i32] : vector<1xf32>
    %100 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %87, %56 : (!llvm.ptr<1>, i1) -> i32
    %101 = llvm.bitcast %100 : i32 to vector<1xf32>
    %102 = llvm.extractelement %101[%12 : i32] : vector<1xf32>
    %103 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 4 ];", "=r,l,b" %87, %57 : (!llvm.ptr<1>, i1) -> i32
    %104 = llvm.bitcast %103 : i32 to vector<1xf32>
    %105 = llvm.extractelement %104[%12 : i32] : vector<1xf32>
    %106 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 8 ];", "=r,l,b" %87, %58 : (!llvm.ptr<1>, i1) -> i32
    %107 = llvm.bitcast %106 : i32 to vector<1xf32>
    %108 = llvm.extractelement %107[%12 : i32] : vector<1xf32>
    %109 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 12 ];", "=r,l,b" %87, %59 : (!llvm.ptr<1>, i1) -> i32
    %110 = llvm.bitcast %109 : i32 to vector<1xf32>
    %111 = llvm.extractelement %110[%12 : i32] : vector<1xf32>
    %112 = llvm.getelementptr %arg2[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %113 = llvm.getelementptr %arg2[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %114 = llvm.fadd %64, %90 : f32
    %115 = llvm.fadd %67, %93 : f32
    %116 = llvm.fadd %70, %96 : f32
    %117 = llvm.fadd %73, %99 : f32
    %118 = llvm.fadd %76, %102 : f32
    %119 = llvm.fadd %79, %105 : f32
    %120 = llvm.fadd %82, %108 : f32
    %121 = llvm.fadd %85, %111 : f32
    %122 = llvm.insertelement %114, %0[%9 : i32] : vector<1xf32>
    %123 = llvm.bitcast %122 : vector<1xf32> to i32
    %124 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %123, %112, %52 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %125 = llvm.insertelement %115, %0[%9 : i32] : vector<1xf32>
    %126 = llvm.bitcast %125 : vector<1xf32> to i32
    %127 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %126, %112, %53 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %128 = llvm.insertelement %116, %0[%9 : i32] : vector<1xf32>
    %129 = llvm.bitcast %128 : vector<1xf32> to i32
    %130 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 8 ], { $0 };", "r,l,b" %129, %112, %54 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %131 = llvm.insertelement %117, %0[%9 : i32] : vector<1xf32>
    %132 = llvm.bitcast %131 : vector<1xf32> to i32
    %133 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 12 ], { $0 };", "r,l,b" %132, %112, %55 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %134 = llvm.insertelement %118, %0[%9 : i32] : vector<1xf32>
    %135 = llvm.bitcast %134 : vector<1xf32> to i32
    %136 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %135, %113, %56 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %137 = llvm.insertelement %119, %0[%9 : i32] : vector<1xf32>
    %138 = llvm.bitcast %137 : vector<1xf32> to i32
    %139 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %138, %113, %57 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %140 = llvm.insertelement %120, %0[%9 : i32] : vector<1xf32>
    %141 = llvm.bitcast %140 : vector<1xf32> to i32
    %142 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 8 ], { $0 };", "r,l,b" %141, %113, %58 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %143 = llvm.insertelement %121, %0[%9 : i32] : vector<1xf32>
    %144 = llvm.bitcast %143 : vector<1xf32> to i32
    %145 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 12 ], { $0 };", "r,l,b" %144, %113, %59 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
