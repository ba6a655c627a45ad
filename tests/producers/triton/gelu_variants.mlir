module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @__nv_erff(f32) -> f32 attributes {libname = "", libpath = ""}
  llvm.func @__nv_tanhf(f32) -> f32 attributes {libname = "", libpath = ""}
  llvm.func @__nv_expf(f32) -> f32 attributes {libname = "", libpath = ""}
  llvm.func @gelu_variants(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg3: i32, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xf32>
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.constant(1 : i32) : i32
    %3 = llvm.mlir.constant(2 : i32) : i32
    %4 = llvm.mlir.constant(5 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(32 : i32) : i32
    %7 = llvm.mlir.constant(127 : i32) : i32
    %8 = llvm.mlir.constant(0 : index) : i32
    %9 = llvm.mlir.constant(512 : i32) : i32
    %10 = llvm.mlir.constant(0.797884583 : f32) : f32
    %11 = llvm.mlir.constant(4.471500e-02 : f32) : f32
    %12 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %13 = llvm.mlir.constant(0.707106769 : f32) : f32
    %14 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %15 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %16 = nvvm.read.ptx.sreg.ctaid.x : i32
    %17 = llvm.mul %16, %9 : i32
    %18 = nvvm.read.ptx.sreg.tid.x : i32
    %19 = llvm.and %18, %7 : i32
    %20 = llvm.urem %19, %6 : i32
    %21 = llvm.udiv %18, %6 : i32
    %22 = llvm.shl %20, %5 : i32
    %23 = llvm.or %5, %22 : i32
    %24 = llvm.shl %21, %4 : i32
    %25 = llvm.or %23, %24 : i32
    %26 = llvm.and %25, %7 : i32
    %27 = llvm.shl %26, %3 : i32
    %28 = llvm.or disjoint %27, %5 : i32
    %29 = llvm.xor %5, %28 : i32
    %30 = llvm.xor %29, %5 : i32
    %31 = llvm.xor %29, %2 : i32
    %32 = llvm.xor %29, %3 : i32
    %33 = llvm.xor %29, %1 : i32
    %34 = llvm.add %30, %8 : i32
    %35 = llvm.add %31, %8 : i32
    %36 = llvm.add %32, %8 : i32
    %37 = llvm.add %33, %8 : i32
    %38 = llvm.add %17, %34 : i32
    %39 = llvm.add %17, %35 : i32
    %40 = llvm.add %17, %36 : i32
    %41 = llvm.add %17, %37 : i32
    %42 = llvm.icmp "slt" %38, %arg3 : i32
    %43 = llvm.icmp "slt" %39, %arg3 : i32
    %44 = llvm.icmp "slt" %40, %arg3 : i32
    %45 = llvm.icmp "slt" %41, %arg3 : i32
    %46 = llvm.getelementptr %arg0[%38] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %47 = llvm.insertelement %15, %0[%5 : i32] : vector<1xf32>
    %48 = llvm.bitcast %47 : vector<1xf32> to i32
    %49 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %48, %46, %42 : (i32, !llvm.ptr<1>, i1) -> i32
    %50 = llvm.bitcast %49 : i32 to vector<1xf32>
    %51 = llvm.extractelement %50[%8 : i32] : vector<1xf32>
    %52 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %48, %46, %43 : (i32, !llvm.ptr<1>, i1) -> i32
    %53 = llvm.bitcast %52 : i32 to vector<1xf32>
    %54 = llvm.extractelement %53[%8 : i32] : vector<1xf32>
    %55 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %48, %46, %44 : (i32, !llvm.ptr<1>, i1) -> i32
    %56 = llvm.bitcast %55 : i32 to vector<1xf32>
    %57 = llvm.extractelement %56[%8 : i32] : vector<1xf32>
    %58 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %48, %46, %45 : (i32, !llvm.ptr<1>, i1) -> i32
    %59 = llvm.bitcast %58 : i32 to vector<1xf32>
    %60 = llvm.extractelement %59[%8 : i32] : vector<1xf32>
    %61 = llvm.fmul %51, %14 : f32
    %62 = llvm.fmul %54, %14 : f32
    %63 = llvm.fmul %57, %14 : f32
    %64 = llvm.fmul %60, %14 : f32
    %65 = llvm.fmul %51, %13 : f32
    %66 = llvm.fmul %54, %13 : f32
    %67 = llvm.fmul %57, %13 : f32
    %68 = llvm.fmul %60, %13 : f32
    %69 = llvm.call @__nv_erff(%65) : (f32) -> f32
    %70 = llvm.call @__nv_erff(%66) : (f32) -> f32
    %71 = llvm.call @__nv_erff(%67) : (f32) -> f32
    %72 = llvm.call @__nv_erff(%68) : (f32) -> f32
    %73 = llvm.fadd %69, %12 : f32
    %74 = llvm.fadd %70, %12 : f32
    %75 = llvm.fadd %71, %12 : f32
    %76 = llvm.fadd %72, %12 : f32
    %77 = llvm.fmul %61, %73 : f32
    %78 = llvm.fmul %62, %74 : f32
    %79 = llvm.fmul %63, %75 : f32
    %80 = llvm.fmul %64, %76 : f32
    %81 = llvm.fmul %51, %11 : f32
    %82 = llvm.fmul %54, %11 : f32
    %83 = llvm.fmul %57, %11 : f32
    %84 = llvm.fmul %60, %11 : f32
    %85 = llvm.fmul %81, %51 : f32
    %86 = llvm.fmul %82, %54 : f32
    %87 = llvm.fmul %83, %57 : f32
    %88 = llvm.fmul %84, %60 : f32
    %89 = llvm.fmul %85, %51 : f32
    %90 = llvm.fmul %86, %54 : f32
    %91 = llvm.fmul %87, %57 : f32
    %92 = llvm.fmul %88, %60 : f32
    %93 = llvm.fadd %51, %89 : f32
    %94 = llvm.fadd %54, %90 : f32
    %95 = llvm.fadd %57, %91 : f32
    %96 = llvm.fadd %60, %92 : f32
    %97 = llvm.fmul %93, %10 : f32
    %98 = llvm.fmul %94, %10 : f32
    %99 = llvm.fmul %95, %10 : f32
    %100 = llvm.fmul %96, %10 : f32
    %101 = llvm.call @__nv_tanhf(%97) : (f32) -> f32
    %102 = llvm.call @__nv_tanhf(%98) : (f32) -> f32
    %103 = llvm.call @__nv_tanhf(%99) : (f32) -> f32
    %104 = llvm.call @__nv_tanhf(%100) : (f32) -> f32
    %105 = llvm.fadd %101, %12 : f32
    %106 = llvm.fadd %102, %12 : f32
    %107 = llvm.fadd %103, %12 : f32
    %108 = llvm.fadd %104, %12 : f32
    %109 = llvm.fmul %61, %105 : f32
    %110 = llvm.fmul %62, %106 : f32
    %111 = llvm.fmul %63, %107 : f32
    %112 = llvm.fmul %64, %108 : f32
    %113 = llvm.fneg %51 : f32
    %114 = llvm.fneg %54 : f32
    %115 = llvm.fneg %57 : f32
    %116 = llvm.fneg %60 : f32
    %117 = llvm.call @__nv_expf(%113) : (f32) -> f32
    %118 = llvm.call @__nv_expf(%114) : (f32) -> f32
    %119 = llvm.call @__nv_expf(%115) : (f32) -> f32
    %120 = llvm.call @__nv_expf(%116) : (f32) -> f32
    %121 = llvm.fadd %117, %12 : f32
    %122 = llvm.fadd %118, %12 : f32
    %123 = llvm.fadd %119, %12 : f32
    %124 = llvm.fadd %120, %12 : f32
    %125 = llvm.call_intrinsic "llvm.nvvm.div.full"(%51, %121) : (f32, f32) -> f32
    %126 = llvm.call_intrinsic "llvm.nvvm.div.full"(%54, %122) : (f32, f32) -> f32
    %127 = llvm.call_intrinsic "llvm.nvvm.div.full"(%57, %123) : (f32, f32) -> f32
    %128 = llvm.call_intrinsic "llvm.nvvm.div.full"(%60, %124) : (f32, f32) -> f32
    %129 = llvm.getelementptr %arg1[%38] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %130 = llvm.insertelement %77, %0[%5 : i32] : vector<1xf32>
    %131 = llvm.bitcast %130 : vector<1xf32> to i32
    %132 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %131, %129, %42 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %133 = llvm.insertelement %78, %0[%5 : i32] : vector<1xf32>
    %134 = llvm.bitcast %133 : vector<1xf32> to i32
    %135 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %134, %129, %43 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %136 = llvm.insertelement %79, %0[%5 : i32] : vector<1xf32>
    %137 = llvm.bitcast %136 : vector<1xf32> to i32
    %138 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 8 ], { $0 };", "r,l,b" %137, %129, %44 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %139 = llvm.insertelement %80, %0[%5 : i32] : vector<1xf32>
    %140 = llvm.bitcast %139 : vector<1xf32> to i32
    %141 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 12 ], { $0 };", "r,l,b" %140, %129, %45 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %142 = llvm.getelementptr %arg2[%38] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %143 = llvm.fmul %125, %15 : f32
    %144 = llvm.fmul %126, %15 : f32
    %145 = llvm.fmul %127, %15 : f32
    %146 = llvm.fmul %128, %15 : f32
    %147 = llvm.fadd %109, %143 : f32
    %148 = llvm.fadd %110, %144 : f32
    %149 = llvm.fadd %111, %145 : f32
    %150 = llvm.fadd %112, %146 : f32
    %151 = llvm.insertelement %147, %0[%5 : i32] : vector<1xf32>
    %152 = llvm.bitcast %151 : vector<1xf32> to i32
    %153 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %152, %142, %42 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %154 = llvm.insertelement %148, %0[%5 : i32] : vector<1xf32>
    %155 = llvm.bitcast %154 : vector<1xf32> to i32
    %156 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %155, %142, %43 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %157 = llvm.insertelement %149, %0[%5 : i32] : vector<1xf32>
    %158 = llvm.bitcast %157 : vector<1xf32> to i32
    %159 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 8 ], { $0 };", "r,l,b" %158, %142, %44 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %160 = llvm.insertelement %150, %0[%5 : i32] : vector<1xf32>
    %161 = llvm.bitcast %160 : vector<1xf32> to i32
    %162 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 12 ], { $0 };", "r,l,b" %161, %142, %45 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
