module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:120", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @__nv_erff(f32) -> f32 attributes {libname = "", libpath = ""}
  llvm.func @__nv_exp2f(f32) -> f32 attributes {libname = "", libpath = ""}
  llvm.func @__nv_rsqrtf(f32) -> f32 attributes {libname = "", libpath = ""}
  llvm.func @__nv_powf(f32, f32) -> f32 attributes {libname = "", libpath = ""}
  llvm.func @math_mix(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg2: !llvm.ptr<1> {tt.pointee_type = i32}, %arg3: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg4: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg5: i32, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.constant(2246822507 : i64) : i64
    %1 = llvm.mlir.undef : vector<1xi32>
    %2 = llvm.mlir.constant(32 : i64) : i64
    %3 = llvm.mlir.undef : vector<1xf32>
    %4 = llvm.mlir.constant(3 : i32) : i32
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.mlir.constant(2 : i32) : i32
    %7 = llvm.mlir.constant(5 : i32) : i32
    %8 = llvm.mlir.constant(0 : i32) : i32
    %9 = llvm.mlir.constant(32 : i32) : i32
    %10 = llvm.mlir.constant(127 : i32) : i32
    %11 = llvm.mlir.constant(0 : index) : i32
    %12 = llvm.mlir.constant(-1640531527 : i32) : i32
    %13 = llvm.mlir.constant(13 : i32) : i32
    %14 = llvm.mlir.constant(512 : i32) : i32
    %15 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %16 = llvm.mlir.constant(8.000000e+00 : f32) : f32
    %17 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %18 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %19 = nvvm.read.ptx.sreg.ctaid.x : i32
    %20 = llvm.mul %19, %14 : i32
    %21 = nvvm.read.ptx.sreg.tid.x : i32
    %22 = llvm.and %21, %10 : i32
    %23 = llvm.urem %22, %9 : i32
    %24 = llvm.udiv %21, %9 : i32
    %25 = llvm.shl %23, %8 : i32
    %26 = llvm.or %8, %25 : i32
    %27 = llvm.shl %24, %7 : i32
    %28 = llvm.or %26, %27 : i32
    %29 = llvm.and %28, %10 : i32
    %30 = llvm.shl %29, %6 : i32
    %31 = llvm.or disjoint %30, %8 : i32
    %32 = llvm.xor %8, %31 : i32
    %33 = llvm.xor %32, %8 : i32
    %34 = llvm.xor %32, %5 : i32
    %35 = llvm.xor %32, %6 : i32
    %36 = llvm.xor %32, %4 : i32
    %37 = llvm.add %33, %11 : i32
    %38 = llvm.add %34, %11 : i32
    %39 = llvm.add %35, %11 : i32
    %40 = llvm.add %36, %11 : i32
    %41 = llvm.add %20, %37 : i32
    %42 = llvm.add %20, %38 : i32
    %43 = llvm.add %20, %39 : i32
    %44 = llvm.add %20, %40 : i32
    %45 = llvm.icmp "slt" %41, %arg5 : i32
    %46 = llvm.icmp "slt" %42, %arg5 : i32
    %47 = llvm.icmp "slt" %43, %arg5 : i32
    %48 = llvm.icmp "slt" %44, %arg5 : i32
    %49 = llvm.getelementptr %arg0[%41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %50 = llvm.insertelement %15, %3[%8 : i32] : vector<1xf32>
    %51 = llvm.bitcast %50 : vector<1xf32> to i32
    %52 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %51, %49, %45 : (i32, !llvm.ptr<1>, i1) -> i32
    %53 = llvm.bitcast %52 : i32 to vector<1xf32>
    %54 = llvm.extractelement %53[%11 : i32] : vector<1xf32>
    %55 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %51, %49, %46 : (i32, !llvm.ptr<1>, i1) -> i32
    %56 = llvm.bitcast %55 : i32 to vector<1xf32>
    %57 = llvm.extractelement %56[%11 : i32] : vector<1xf32>
    %58 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %51, %49, %47 : (i32, !llvm.ptr<1>, i1) -> i32
    %59 = llvm.bitcast %58 : i32 to vector<1xf32>
    %60 = llvm.extractelement %59[%11 : i32] : vector<1xf32>
    %61 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %51, %49, %48 : (i32, !llvm.ptr<1>, i1) -> i32
    %62 = llvm.bitcast %61 : i32 to vector<1xf32>
    %63 = llvm.extractelement %62[%11 : i32] : vector<1xf32>
    %64 = llvm.getelementptr %arg1[%41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %65 = llvm.insertelement %18, %3[%8 : i32] : vector<1xf32>
    %66 = llvm.bitcast %65 : vector<1xf32> to i32
    %67 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %66, %64, %45 : (i32, !llvm.ptr<1>, i1) -> i32
    %68 = llvm.bitcast %67 : i32 to vector<1xf32>
    %69 = llvm.extractelement %68[%11 : i32] : vector<1xf32>
    %70 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %66, %64, %46 : (i32, !llvm.ptr<1>, i1) -> i32
    %71 = llvm.bitcast %70 : i32 to vector<1xf32>
    %72 = llvm.extractelement %71[%11 : i32] : vector<1xf32>
    %73 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %66, %64, %47 : (i32, !llvm.ptr<1>, i1) -> i32
    %74 = llvm.bitcast %73 : i32 to vector<1xf32>
    %75 = llvm.extractelement %74[%11 : i32] : vector<1xf32>
    %76 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %66, %64, %48 : (i32, !llvm.ptr<1>, i1) -> i32
    %77 = llvm.bitcast %76 : i32 to vector<1xf32>
    %78 = llvm.extractelement %77[%11 : i32] : vector<1xf32>
    %79 = llvm.call @__nv_erff(%54) : (f32) -> f32
    %80 = llvm.call @__nv_erff(%57) : (f32) -> f32
    %81 = llvm.call @__nv_erff(%60) : (f32) -> f32
    %82 = llvm.call @__nv_erff(%63) : (f32) -> f32
    %83 = llvm.fmul %54, %17 : f32
    %84 = llvm.fmul %57, %17 : f32
    %85 = llvm.fmul %60, %17 : f32
    %86 = llvm.fmul %63, %17 : f32
    %87 = llvm.call @__nv_exp2f(%83) : (f32) -> f32
    %88 = llvm.call @__nv_exp2f(%84) : (f32) -> f32
    %89 = llvm.call @__nv_exp2f(%85) : (f32) -> f32
    %90 = llvm.call @__nv_exp2f(%86) : (f32) -> f32
    %91 = llvm.fadd %79, %87 : f32
    %92 = llvm.fadd %80, %88 : f32
    %93 = llvm.fadd %81, %89 : f32
    %94 = llvm.fadd %82, %90 : f32
    %95 = llvm.intr.fabs(%69) : (f32) -> f32
    %96 = llvm.intr.fabs(%72) : (f32) -> f32
    %97 = llvm.intr.fabs(%75) : (f32) -> f32
    %98 = llvm.intr.fabs(%78) : (f32) -> f32
    %99 = llvm.fadd %95, %18 : f32
    %100 = llvm.fadd %96, %18 : f32
    %101 = llvm.fadd %97, %18 : f32
    %102 = llvm.fadd %98, %18 : f32
    %103 = llvm.call @__nv_rsqrtf(%99) : (f32) -> f32
    %104 = llvm.call @__nv_rsqrtf(%100) : (f32) -> f32
    %105 = llvm.call @__nv_rsqrtf(%101) : (f32) -> f32
    %106 = llvm.call @__nv_rsqrtf(%102) : (f32) -> f32
    %107 = llvm.intr.fabs(%54) : (f32) -> f32
    %108 = llvm.intr.fabs(%57) : (f32) -> f32
    %109 = llvm.intr.fabs(%60) : (f32) -> f32
    %110 = llvm.intr.fabs(%63) : (f32) -> f32
    %111 = llvm.fadd %107, %18 : f32
    %112 = llvm.fadd %108, %18 : f32
    %113 = llvm.fadd %109, %18 : f32
    %114 = llvm.fadd %110, %18 : f32
    %115 = llvm.call @__nv_powf(%111, %69) : (f32, f32) -> f32
    %116 = llvm.call @__nv_powf(%112, %72) : (f32, f32) -> f32
    %117 = llvm.call @__nv_powf(%113, %75) : (f32, f32) -> f32
    %118 = llvm.call @__nv_powf(%114, %78) : (f32, f32) -> f32
    %119 = llvm.fmul %103, %115 : f32
    %120 = llvm.fmul %104, %116 : f32
    %121 = llvm.fmul %105, %117 : f32
    %122 = llvm.fmul %106, %118 : f32
    %123 = llvm.getelementptr %arg3[%41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %124 = llvm.fmul %91, %119 : f32
    %125 = llvm.fmul %92, %120 : f32
    %126 = llvm.fmul %93, %121 : f32
    %127 = llvm.fmul %94, %122 : f32
    %128 = llvm.call_intrinsic "llvm.nvvm.fmin.xorsign.abs.f"(%124, %16) : (f32, f32) -> f32
    %129 = llvm.call_intrinsic "llvm.nvvm.fmin.xorsign.abs.f"(%125, %16) : (f32, f32) -> f32
    %130 = llvm.call_intrinsic "llvm.nvvm.fmin.xorsign.abs.f"(%126, %16) : (f32, f32) -> f32
    %131 = llvm.call_intrinsic "llvm.nvvm.fmin.xorsign.abs.f"(%127, %16) : (f32, f32) -> f32
    %132 = llvm.insertelement %128, %3[%8 : i32] : vector<1xf32>
    %133 = llvm.bitcast %132 : vector<1xf32> to i32
    %134 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %133, %123, %45 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %135 = llvm.insertelement %129, %3[%8 : i32] : vector<1xf32>
    %136 = llvm.bitcast %135 : vector<1xf32> to i32
    %137 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %136, %123, %46 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %138 = llvm.insertelement %130, %3[%8 : i32] : vector<1xf32>
    %139 = llvm.bitcast %138 : vector<1xf32> to i32
    %140 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 8 ], { $0 };", "r,l,b" %139, %123, %47 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %141 = llvm.insertelement %131, %3[%8 : i32] : vector<1xf32>
    %142 = llvm.bitcast %141 : vector<1xf32> to i32
    %143 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 12 ], { $0 };", "r,l,b" %142, %123, %48 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %144 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l" %arg2 : (!llvm.ptr<1>) -> i32
    %145 = llvm.bitcast %144 : i32 to vector<1xi32>
    %146 = llvm.extractelement %145[%11 : i32] : vector<1xi32>
    %147 = llvm.mul %41, %12 : i32
    %148 = llvm.mul %42, %12 : i32
    %149 = llvm.mul %43, %12 : i32
    %150 = llvm.mul %44, %12 : i32
    %151 = llvm.add %147, %146 : i32
    %152 = llvm.add %148, %146 : i32
    %153 = llvm.add %149, %146 : i32
    %154 = llvm.add %150, %146 : i32
    %155 = llvm.zext %151 : i32 to i64
    %156 = llvm.mul %155, %0 : i64
    %157 = llvm.lshr %156, %2 : i64
    %158 = llvm.trunc %157 : i64 to i32
    %159 = llvm.zext %152 : i32 to i64
    %160 = llvm.mul %159, %0 : i64
    %161 = llvm.lshr %160, %2 : i64
    %162 = llvm.trunc %161 : i64 to i32
    %163 = llvm.zext %153 : i32 to i64
    %164 = llvm.mul %163, %0 : i64
    %165 = llvm.lshr %164, %2 : i64
    %166 = llvm.trunc %165 : i64 to i32
    %167 = llvm.zext %154 : i32 to i64
    %168 = llvm.mul %167, %0 : i64
    %169 = llvm.lshr %168, %2 : i64
    %170 = llvm.trunc %169 : i64 to i32
    %171 = llvm.getelementptr %arg4[%41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %172 = llvm.lshr %158, %13 : i32
    %173 = llvm.lshr %162, %13 : i32
    %174 = llvm.lshr %166, %13 : i32
    %175 = llvm.lshr %170, %13 : i32
    %176 = llvm.xor %158, %172 : i32
    %177 = llvm.xor %162, %173 : i32
    %178 = llvm.xor %166, %174 : i32
    %179 = llvm.xor %170, %175 : i32
    %180 = llvm.insertelement %176, %1[%8 : i32] : vector<1xi32>
    %181 = llvm.bitcast %180 : vector<1xi32> to i32
    %182 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %181, %171, %45 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %183 = llvm.insertelement %177, %1[%8 : i32] : vector<1xi32>
    %184 = llvm.bitcast %183 : vector<1xi32> to i32
    %185 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %184, %171, %46 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %186 = llvm.insertelement %178, %1[%8 : i32] : vector<1xi32>
    %187 = llvm.bitcast %186 : vector<1xi32> to i32
    %188 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 8 ], { $0 };", "r,l,b" %187, %171, %47 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %189 = llvm.insertelement %179, %1[%8 : i32] : vector<1xi32>
    %190 = llvm.bitcast %189 : vector<1xi32> to i32
    %191 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 12 ], { $0 };", "r,l,b" %190, %171, %48 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
