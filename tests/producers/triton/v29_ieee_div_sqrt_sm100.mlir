module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:100", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @__nv_rsqrtf(f32) -> f32
  llvm.func @ieee_div_sqrt(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg3: i32, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
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
    %13 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %14 = llvm.mlir.constant(1024 : i32) : i32
    %15 = nvvm.read.ptx.sreg.ctaid.x : i32
    %16 = llvm.mul %15, %14 : i32
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
    %31 = llvm.xor %28, %7 : i32
    %32 = llvm.xor %28, %5 : i32
    %33 = llvm.xor %28, %4 : i32
    %34 = llvm.xor %28, %3 : i32
    %35 = llvm.xor %28, %2 : i32
    %36 = llvm.xor %28, %1 : i32
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
    %53 = llvm.icmp "slt" %45, %arg3 : i32
    %54 = llvm.icmp "slt" %46, %arg3 : i32
    %55 = llvm.icmp "slt" %47, %arg3 : i32
    %56 = llvm.icmp "slt" %48, %arg3 : i32
    %57 = llvm.icmp "slt" %49, %arg3 : i32
    %58 = llvm.icmp "slt" %50, %arg3 : i32
    %59 = llvm.icmp "slt" %51, %arg3 : i32
    %60 = llvm.icmp "slt" %52, %arg3 : i32
    %61 = llvm.getelementptr %arg0[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %62 = llvm.getelementptr %arg0[%49] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %63 = llvm.insertelement %13, %0[%9 : i32] : vector<1xf32>
    %64 = llvm.bitcast %63 : vector<1xf32> to i32
    %65 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %64, %61, %53 : (i32, !llvm.ptr<1>, i1) -> i32
    %66 = llvm.bitcast %65 : i32 to vector<1xf32>
    %67 = llvm.extractelement %66[%12 : i32] : vector<1xf32>
    %68 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %64, %61, %54 : (i32, !llvm.ptr<1>, i1) -> i32
    %69 = llvm.bitcast %68 : i32 to vector<1xf32>
    %70 = llvm.extractelement %69[%12 : i32] : vector<1xf32>
    %71 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %64, %61, %55 : (i32, !llvm.ptr<1>, i1) -> i32
    %72 = llvm.bitcast %71 : i32 to vector<1xf32>
    %73 = llvm.extractelement %72[%12 : i32] : vector<1xf32>
    %74 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %64, %61, %56 : (i32, !llvm.ptr<1>, i1) -> i32
    %75 = llvm.bitcast %74 : i32 to vector<1xf32>
    %76 = llvm.extractelement %75[%12 : i32] : vector<1xf32>
    %77 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %64, %62, %57 : (i32, !llvm.ptr<1>, i1) -> i32
    %78 = llvm.bitcast %77 : i32 to vector<1xf32>
    %79 = llvm.extractelement %78[%12 : i32] : vector<1xf32>
    %80 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %64, %62, %58 : (i32, !llvm.ptr<1>, i1) -> i32
    %81 = llvm.bitcast %80 : i32 to vector<1xf32>
    %82 = llvm.extractelement %81[%12 : i32] : vector<1xf32>
    %83 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %64, %62, %59 : (i32, !llvm.ptr<1>, i1) -> i32
    %84 = llvm.bitcast %83 : i32 to vector<1xf32>
    %85 = llvm.extractelement %84[%12 : i32] : vector<1xf32>
    %86 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %64, %62, %60 : (i32, !llvm.ptr<1>, i1) -> i32
    %87 = llvm.bitcast %86 : i32 to vector<1xf32>
    %88 = llvm.extractelement %87[%12 : i32] : vector<1xf32>
    %89 = llvm.getelementptr %arg1[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %90 = llvm.getelementptr %arg1[%49] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %91 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %64, %89, %53 : (i32, !llvm.ptr<1>, i1) -> i32
    %92 = llvm.bitcast %91 : i32 to vector<1xf32>
    %93 = llvm.extractelement %92[%12 : i32] : vector<1xf32>
    %94 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %64, %89, %54 : (i32, !llvm.ptr<1>, i1) -> i32
    %95 = llvm.bitcast %94 : i32 to vector<1xf32>
    %96 = llvm.extractelement %95[%12 : i32] : vector<1xf32>
    %97 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %64, %89, %55 : (i32, !llvm.ptr<1>, i1) -> i32
    %98 = llvm.bitcast %97 : i32 to vector<1xf32>
    %99 = llvm.extractelement %98[%12 : i32] : vector<1xf32>
    %100 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %64, %89, %56 : (i32, !llvm.ptr<1>, i1) -> i32
    %101 = llvm.bitcast %100 : i32 to vector<1xf32>
    %102 = llvm.extractelement %101[%12 : i32] : vector<1xf32>
    %103 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %64, %90, %57 : (i32, !llvm.ptr<1>, i1) -> i32
    %104 = llvm.bitcast %103 : i32 to vector<1xf32>
    %105 = llvm.extractelement %104[%12 : i32] : vector<1xf32>
    %106 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %64, %90, %58 : (i32, !llvm.ptr<1>, i1) -> i32
    %107 = llvm.bitcast %106 : i32 to vector<1xf32>
    %108 = llvm.extractelement %107[%12 : i32] : vector<1xf32>
    %109 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %64, %90, %59 : (i32, !llvm.ptr<1>, i1) -> i32
    %110 = llvm.bitcast %109 : i32 to vector<1xf32>
    %111 = llvm.extractelement %110[%12 : i32] : vector<1xf32>
    %112 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %64, %90, %60 : (i32, !llvm.ptr<1>, i1) -> i32
    %113 = llvm.bitcast %112 : i32 to vector<1xf32>
    %114 = llvm.extractelement %113[%12 : i32] : vector<1xf32>
    %115 = llvm.call_intrinsic "llvm.nvvm.div.rn.f"(%67, %93) : (f32, f32) -> f32
    %116 = llvm.call_intrinsic "llvm.nvvm.div.rn.f"(%70, %96) : (f32, f32) -> f32
    %117 = llvm.call_intrinsic "llvm.nvvm.div.rn.f"(%73, %99) : (f32, f32) -> f32
    %118 = llvm.call_intrinsic "llvm.nvvm.div.rn.f"(%76, %102) : (f32, f32) -> f32
    %119 = llvm.call_intrinsic "llvm.nvvm.div.rn.f"(%79, %105) : (f32, f32) -> f32
    %120 = llvm.call_intrinsic "llvm.nvvm.div.rn.f"(%82, %108) : (f32, f32) -> f32
    %121 = llvm.call_intrinsic "llvm.nvvm.div.rn.f"(%85, %111) : (f32, f32) -> f32
    %122 = llvm.call_intrinsic "llvm.nvvm.div.rn.f"(%88, %114) : (f32, f32) -> f32
    %123 = llvm.intr.fabs(%67) : (f32) -> f32
    %124 = llvm.intr.fabs(%70) : (f32) -> f32
    %125 = llvm.intr.fabs(%73) : (f32) -> f32
    %126 = llvm.intr.fabs(%76) : (f32) -> f32
    %127 = llvm.intr.fabs(%79) : (f32) -> f32
    %128 = llvm.intr.fabs(%82) : (f32) -> f32
    %129 = llvm.intr.fabs(%85) : (f32) -> f32
    %130 = llvm.intr.fabs(%88) : (f32) -> f32
    %131 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%123) : (f32) -> f32
    %132 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%124) : (f32) -> f32
    %133 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%125) : (f32) -> f32
    %134 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%126) : (f32) -> f32
    %135 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%127) : (f32) -> f32
    %136 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%128) : (f32) -> f32
    %137 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%129) : (f32) -> f32
    %138 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%130) : (f32) -> f32
    %139 = llvm.fadd %115, %131 : f32
    %140 = llvm.fadd %116, %132 : f32
    %141 = llvm.fadd %117, %133 : f32
    %142 = llvm.fadd %118, %134 : f32
    %143 = llvm.fadd %119, %135 : f32
    %144 = llvm.fadd %120, %136 : f32
    %145 = llvm.fadd %121, %137 : f32
    %146 = llvm.fadd %122, %138 : f32
    %147 = llvm.call_intrinsic "llvm.nvvm.div.full"(%93, %67) : (f32, f32) -> f32
    %148 = llvm.call_intrinsic "llvm.nvvm.div.full"(%96, %70) : (f32, f32) -> f32
    %149 = llvm.call_intrinsic "llvm.nvvm.div.full"(%99, %73) : (f32, f32) -> f32
    %150 = llvm.call_intrinsic "llvm.nvvm.div.full"(%102, %76) : (f32, f32) -> f32
    %151 = llvm.call_intrinsic "llvm.nvvm.div.full"(%105, %79) : (f32, f32) -> f32
    %152 = llvm.call_intrinsic "llvm.nvvm.div.full"(%108, %82) : (f32, f32) -> f32
    %153 = llvm.call_intrinsic "llvm.nvvm.div.full"(%111, %85) : (f32, f32) -> f32
    %154 = llvm.call_intrinsic "llvm.nvvm.div.full"(%114, %88) : (f32, f32) -> f32
    %155 = llvm.fsub %115, %147 : f32
    %156 = llvm.fsub %116, %148 : f32
    %157 = llvm.fsub %117, %149 : f32
    %158 = llvm.fsub %118, %150 : f32
    %159 = llvm.fsub %119, %151 : f32
    %160 = llvm.fsub %120, %152 : f32
    %161 = llvm.fsub %121, %153 : f32
    %162 = llvm.fsub %122, %154 : f32
    %163 = llvm.intr.fabs(%93) : (f32) -> f32
    %164 = llvm.intr.fabs(%96) : (f32) -> f32
    %165 = llvm.intr.fabs(%99) : (f32) -> f32
    %166 = llvm.intr.fabs(%102) : (f32) -> f32
    %167 = llvm.intr.fabs(%105) : (f32) -> f32
    %168 = llvm.intr.fabs(%108) : (f32) -> f32
    %169 = llvm.intr.fabs(%111) : (f32) -> f32
    %170 = llvm.intr.fabs(%114) : (f32) -> f32
    %171 = llvm.fadd %163, %13 : f32
    %172 = llvm.fadd %164, %13 : f32
    %173 = llvm.fadd %165, %13 : f32
    %174 = llvm.fadd %166, %13 : f32
    %175 = llvm.fadd %167, %13 : f32
    %176 = llvm.fadd %168, %13 : f32
    %177 = llvm.fadd %169, %13 : f32
    %178 = llvm.fadd %170, %13 : f32
    %179 = llvm.call @__nv_rsqrtf(%171) : (f32) -> f32
    %180 = llvm.call @__nv_rsqrtf(%172) : (f32) -> f32
    %181 = llvm.call @__nv_rsqrtf(%173) : (f32) -> f32
    %182 = llvm.call @__nv_rsqrtf(%174) : (f32) -> f32
    %183 = llvm.call @__nv_rsqrtf(%175) : (f32) -> f32
    %184 = llvm.call @__nv_rsqrtf(%176) : (f32) -> f32
    %185 = llvm.call @__nv_rsqrtf(%177) : (f32) -> f32
    %186 = llvm.call @__nv_rsqrtf(%178) : (f32) -> f32
    %187 = llvm.intr.fma(%139, %155, %179) : (f32, f32, f32) -> f32
    %188 = llvm.intr.fma(%140, %156, %180) : (f32, f32, f32) -> f32
    %189 = llvm.intr.fma(%141, %157, %181) : (f32, f32, f32) -> f32
    %190 = llvm.intr.fma(%142, %158, %182) : (f32, f32, f32) -> f32
    %191 = llvm.intr.fma(%143, %159, %183) : (f32, f32, f32) -> f32
    %192 = llvm.intr.fma(%144, %160, %184) : (f32, f32, f32) -> f32
    %193 = llvm.intr.fma(%145, %161, %185) : (f32, f32, f32) -> f32
    %194 = llvm.intr.fma(%146, %162, %186) : (f32, f32, f32) -> f32
    %195 = llvm.getelementptr %arg2[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %196 = llvm.getelementptr %arg2[%49] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %197 = llvm.insertelement %187, %0[%9 : i32] : vector<1xf32>
    %198 = llvm.bitcast %197 : vector<1xf32> to i32
    %199 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %198, %195, %53 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %200 = llvm.insertelement %188, %0[%9 : i32] : vector<1xf32>
    %201 = llvm.bitcast %200 : vector<1xf32> to i32
    %202 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %201, %195, %54 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %203 = llvm.insertelement %189, %0[%9 : i32] : vector<1xf32>
    %204 = llvm.bitcast %203 : vector<1xf32> to i32
    %205 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 8 ], { $0 };", "r,l,b" %204, %195, %55 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %206 = llvm.insertelement %190, %0[%9 : i32] : vector<1xf32>
    %207 = llvm.bitcast %206 : vector<1xf32> to i32
    %208 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 12 ], { $0 };", "r,l,b" %207, %195, %56 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %209 = llvm.insertelement %191, %0[%9 : i32] : vector<1xf32>
    %210 = llvm.bitcast %209 : vector<1xf32> to i32
    %211 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %210, %196, %57 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %212 = llvm.insertelement %192, %0[%9 : i32] : vector<1xf32>
    %213 = llvm.bitcast %212 : vector<1xf32> to i32
    %214 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %213, %196, %58 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %215 = llvm.insertelement %193, %0[%9 : i32] : vector<1xf32>
    %216 = llvm.bitcast %215 : vector<1xf32> to i32
    %217 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 8 ], { $0 };", "r,l,b" %216, %196, %59 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %218 = llvm.insertelement %194, %0[%9 : i32] : vector<1xf32>
    %219 = llvm.bitcast %218 : vector<1xf32> to i32
    %220 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 12 ], { $0 };", "r,l,b" %219, %196, %60 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
