module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 16 : i32, ttg.target = "cuda:100", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @fp8_quantize_rows(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = bf16}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f8E5M2}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg3: i32, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xi8>
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.mlir.undef : vector<1xi32>
    %4 = llvm.mlir.undef : vector<1xf32>
    %5 = llvm.mlir.constant(4 : i32) : i32
    %6 = llvm.mlir.constant(3 : i32) : i32
    %7 = llvm.mlir.constant(96 : i32) : i32
    %8 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %9 = llvm.mlir.constant(-1 : i32) : i32
    %10 = llvm.mlir.undef : vector<1xbf16>
    %11 = llvm.mlir.constant(896 : i32) : i32
    %12 = llvm.mlir.constant(768 : i32) : i32
    %13 = llvm.mlir.constant(640 : i32) : i32
    %14 = llvm.mlir.constant(512 : i32) : i32
    %15 = llvm.mlir.constant(384 : i32) : i32
    %16 = llvm.mlir.constant(256 : i32) : i32
    %17 = llvm.mlir.constant(128 : i32) : i32
    %18 = llvm.mlir.constant(5 : i32) : i32
    %19 = llvm.mlir.constant(0 : i32) : i32
    %20 = llvm.mlir.constant(32 : i32) : i32
    %21 = llvm.mlir.constant(127 : i32) : i32
    %22 = llvm.mlir.constant(0 : index) : i32
    %23 = llvm.mlir.constant(9.99999996E-13 : f32) : f32
    %24 = llvm.mlir.constant(5.734400e+04 : f32) : f32
    %25 = llvm.mlir.constant(0.000000e+00 : bf16) : bf16
    %26 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %27 = nvvm.read.ptx.sreg.ctaid.x : i32
    %28 = nvvm.read.ptx.sreg.tid.x : i32
    %29 = llvm.and %28, %21 : i32
    %30 = llvm.urem %29, %20 : i32
    %31 = llvm.udiv %28, %20 : i32
    %32 = llvm.shl %30, %19 : i32
    %33 = llvm.or %19, %32 : i32
    %34 = llvm.shl %31, %18 : i32
    %35 = llvm.or %33, %34 : i32
    %36 = llvm.and %35, %21 : i32
    %37 = llvm.lshr %36, %19 : i32
    %38 = llvm.or disjoint %37, %19 : i32
    %39 = llvm.xor %19, %38 : i32
    %40 = llvm.xor %39, %19 : i32
    %41 = llvm.xor %39, %17 : i32
    %42 = llvm.xor %39, %16 : i32
    %43 = llvm.xor %39, %15 : i32
    %44 = llvm.xor %39, %14 : i32
    %45 = llvm.xor %39, %13 : i32
    %46 = llvm.xor %39, %12 : i32
    %47 = llvm.xor %39, %11 : i32
    %48 = llvm.add %40, %22 : i32
    %49 = llvm.add %41, %22 : i32
    %50 = llvm.add %42, %22 : i32
    %51 = llvm.add %43, %22 : i32
    %52 = llvm.add %44, %22 : i32
    %53 = llvm.add %45, %22 : i32
    %54 = llvm.add %46, %22 : i32
    %55 = llvm.add %47, %22 : i32
    %56 = llvm.icmp "slt" %48, %arg3 : i32
    %57 = llvm.icmp "slt" %49, %arg3 : i32
    %58 = llvm.icmp "slt" %50, %arg3 : i32
    %59 = llvm.icmp "slt" %51, %arg3 : i32
    %60 = llvm.icmp "slt" %52, %arg3 : i32
    %61 = llvm.icmp "slt" %53, %arg3 : i32
    %62 = llvm.icmp "slt" %54, %arg3 : i32
    %63 = llvm.icmp "slt" %55, %arg3 : i32
    %64 = llvm.mul %27, %arg3 : i32
    %65 = llvm.getelementptr %arg0[%64] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %66 = llvm.getelementptr %65[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %67 = llvm.getelementptr %65[%49] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %68 = llvm.getelementptr %65[%50] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %69 = llvm.getelementptr %65[%51] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %70 = llvm.getelementptr %65[%52] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %71 = llvm.getelementptr %65[%53] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %72 = llvm.getelementptr %65[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %73 = llvm.getelementptr %65[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %74 = llvm.insertelement %25, %10[%19 : i32] : vector<1xbf16>
    %75 = llvm.bitcast %74 : vector<1xbf16> to i16
    %76 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %75, %66, %56 : (i16, !llvm.ptr<1>, i1) -> i16
    %77 = llvm.bitcast %76 : i16 to vector<1xbf16>
    %78 = llvm.extractelement %77[%22 : i32] : vector<1xbf16>
    %79 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %75, %67, %57 : (i16, !llvm.ptr<1>, i1) -> i16
    %80 = llvm.bitcast %79 : i16 to vector<1xbf16>
    %81 = llvm.extractelement %80[%22 : i32] : vector<1xbf16>
    %82 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %75, %68, %58 : (i16, !llvm.ptr<1>, i1) -> i16
    %83 = llvm.bitcast %82 : i16 to vector<1xbf16>
    %84 = llvm.extractelement %83[%22 : i32] : vector<1xbf16>
    %85 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %75, %69, %59 : (i16, !llvm.ptr<1>, i1) -> i16
    %86 = llvm.bitcast %85 : i16 to vector<1xbf16>
    %87 = llvm.extractelement %86[%22 : i32] : vector<1xbf16>
    %88 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %75, %70, %60 : (i16, !llvm.ptr<1>, i1) -> i16
    %89 = llvm.bitcast %88 : i16 to vector<1xbf16>
    %90 = llvm.extractelement %89[%22 : i32] : vector<1xbf16>
    %91 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %75, %71, %61 : (i16, !llvm.ptr<1>, i1) -> i16
    %92 = llvm.bitcast %91 : i16 to vector<1xbf16>
    %93 = llvm.extractelement %92[%22 : i32] : vector<1xbf16>
    %94 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %75, %72, %62 : (i16, !llvm.ptr<1>, i1) -> i16
    %95 = llvm.bitcast %94 : i16 to vector<1xbf16>
    %96 = llvm.extractelement %95[%22 : i32] : vector<1xbf16>
    %97 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %75, %73, %63 : (i16, !llvm.ptr<1>, i1) -> i16
    %98 = llvm.bitcast %97 : i16 to vector<1xbf16>
    %99 = llvm.extractelement %98[%22 : i32] : vector<1xbf16>
    %100 = llvm.fpext %78 : bf16 to f32
    %101 = llvm.fpext %81 : bf16 to f32
    %102 = llvm.fpext %84 : bf16 to f32
    %103 = llvm.fpext %87 : bf16 to f32
    %104 = llvm.fpext %90 : bf16 to f32
    %105 = llvm.fpext %93 : bf16 to f32
    %106 = llvm.fpext %96 : bf16 to f32
    %107 = llvm.fpext %99 : bf16 to f32
    %108 = llvm.intr.fabs(%100) : (f32) -> f32
    %109 = llvm.intr.fabs(%101) : (f32) -> f32
    %110 = llvm.intr.fabs(%102) : (f32) -> f32
    %111 = llvm.intr.fabs(%103) : (f32) -> f32
    %112 = llvm.intr.fabs(%104) : (f32) -> f32
    %113 = llvm.intr.fabs(%105) : (f32) -> f32
    %114 = llvm.intr.fabs(%106) : (f32) -> f32
    %115 = llvm.intr.fabs(%107) : (f32) -> f32
    %116 = llvm.intr.maxnum(%108, %109) : (f32, f32) -> f32
    %117 = llvm.intr.maxnum(%116, %110) : (f32, f32) -> f32
    %118 = llvm.intr.maxnum(%111, %112) : (f32, f32) -> f32
    %119 = llvm.intr.maxnum(%118, %113) : (f32, f32) -> f32
    %120 = llvm.intr.maxnum(%114, %115) : (f32, f32) -> f32
    %121 = llvm.intr.maxnum(%117, %119) : (f32, f32) -> f32
    %122 = llvm.intr.maxnum(%121, %120) : (f32, f32) -> f32
    %123 = nvvm.redux.sync fmax %122, %9 : f32 -> f32
    %124 = llvm.and %35, %7 : i32
    %125 = llvm.lshr %124, %6 : i32
    %126 = llvm.or disjoint %19, %125 : i32
    %127 = llvm.xor %19, %126 : i32
    %128 = llvm.mul %19, %5 : i32
    %129 = llvm.xor %127, %128 : i32
    %130 = llvm.xor %129, %19 : i32
    %131 = llvm.add %130, %19 : i32
    %132 = llvm.getelementptr inbounds %8[%131] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %133 = llvm.insertelement %123, %4[%19 : i32] : vector<1xf32>
    %134 = llvm.extractelement %133[%19 : i32] : vector<1xf32>
    %135 = llvm.bitcast %134 : f32 to i32
    %136 = llvm.insertelement %135, %3[%19 : i32] : vector<1xi32>
    llvm.store %136, %132 {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    nvvm.barrier
    %137 = llvm.and %35, %6 : i32
    %138 = llvm.shl %137, %2 : i32
    %139 = llvm.or disjoint %138, %19 : i32
    %140 = llvm.xor %19, %139 : i32
    %141 = llvm.xor %140, %128 : i32
    %142 = llvm.xor %141, %19 : i32
    %143 = llvm.add %142, %19 : i32
    %144 = llvm.getelementptr inbounds %8[%143] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %145 = llvm.load %144 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %146 = llvm.insertelement %145, %3[%19 : i32] : vector<1xi32>
    %147 = llvm.extractelement %146[%19 : i32] : vector<1xi32>
    %148 = llvm.bitcast %147 : i32 to f32
    %149 = llvm.insertelement %148, %4[%19 : i32] : vector<1xf32>
    %150 = llvm.extractelement %149[%19 : i32] : vector<1xf32>
    %151 = nvvm.redux.sync fmax %150, %9 : f32 -> f32
    %152 = llvm.intr.maxnum(%151, %23) : (f32, f32) -> f32
    %153 = llvm.call_intrinsic "llvm.nvvm.div.approx.f"(%26, %24) : (f32, f32) -> f32
    %154 = llvm.fmul %152, %153 : f32
    %155 = llvm.getelementptr %arg2[%27] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %156 = llvm.and %30, %9 : i32
    %157 = llvm.icmp "eq" %156, %19 : i32
    %158 = llvm.and %31, %9 : i32
    %159 = llvm.icmp "eq" %158, %19 : i32
    %160 = llvm.and %157, %159 : i1
    %161 = llvm.and %19, %9 : i32
    %162 = llvm.icmp "eq" %161, %19 : i32
    %163 = llvm.and %160, %162 : i1
    %164 = llvm.insertelement %154, %4[%19 : i32] : vector<1xf32>
    %165 = llvm.bitcast %164 : vector<1xf32> to i32
    %166 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %165, %155, %163 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %167 = llvm.getelementptr %arg1[%64] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %168 = llvm.getelementptr %167[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %169 = llvm.getelementptr %167[%49] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %170 = llvm.getelementptr %167[%50] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %171 = llvm.getelementptr %167[%51] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %172 = llvm.getelementptr %167[%52] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %173 = llvm.getelementptr %167[%53] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %174 = llvm.getelementptr %167[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %175 = llvm.getelementptr %167[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %176 = llvm.fptrunc %154 : f32 to bf16
    %177 = llvm.fpext %176 : bf16 to f32
    %178 = llvm.call_intrinsic "llvm.nvvm.div.full"(%100, %177) : (f32, f32) -> f32
    %179 = llvm.call_intrinsic "llvm.nvvm.div.full"(%101, %177) : (f32, f32) -> f32
    %180 = llvm.call_intrinsic "llvm.nvvm.div.full"(%102, %177) : (f32, f32) -> f32
    %181 = llvm.call_intrinsic "llvm.nvvm.div.full"(%103, %177) : (f32, f32) -> f32
    %182 = llvm.call_intrinsic "llvm.nvvm.div.full"(%104, %177) : (f32, f32) -> f32
    %183 = llvm.call_intrinsic "llvm.nvvm.div.full"(%105, %177) : (f32, f32) -> f32
    %184 = llvm.call_intrinsic "llvm.nvvm.div.full"(%106, %177) : (f32, f32) -> f32
    %185 = llvm.call_intrinsic "llvm.nvvm.div.full"(%107, %177) : (f32, f32) -> f32
    %186 = llvm.insertelement %178, %4[%19 : i32] : vector<1xf32>
    %187 = llvm.insertelement %179, %4[%19 : i32] : vector<1xf32>
    %188 = llvm.bitcast %186 : vector<1xf32> to i32
    %189 = llvm.bitcast %187 : vector<1xf32> to i32
    %190 = llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.satfinite.e5m2x2.f32 $0, $2, $1;", "=h,r,r" %188, %189 : (i32, i32) -> vector<2xi8>
    %191 = llvm.extractelement %190[%19 : i32] : vector<2xi8>
    %192 = llvm.extractelement %190[%1 : i32] : vector<2xi8>
    %193 = llvm.insertelement %180, %4[%19 : i32] : vector<1xf32>
    %194 = llvm.insertelement %181, %4[%19 : i32] : vector<1xf32>
    %195 = llvm.bitcast %193 : vector<1xf32> to i32
    %196 = llvm.bitcast %194 : vector<1xf32> to i32
    %197 = llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.satfinite.e5m2x2.f32 $0, $2, $1;", "=h,r,r" %195, %196 : (i32, i32) -> vector<2xi8>
    %198 = llvm.extractelement %197[%19 : i32] : vector<2xi8>
    %199 = llvm.extractelement %197[%1 : i32] : vector<2xi8>
    %200 = llvm.insertelement %182, %4[%19 : i32] : vector<1xf32>
    %201 = llvm.insertelement %183, %4[%19 : i32] : vector<1xf32>
    %202 = llvm.bitcast %200 : vector<1xf32> to i32
    %203 = llvm.bitcast %201 : vector<1xf32> to i32
    %204 = llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.satfinite.e5m2x2.f32 $0, $2, $1;", "=h,r,r" %202, %203 : (i32, i32) -> vector<2xi8>
    %205 = llvm.extractelement %204[%19 : i32] : vector<2xi8>
    %206 = llvm.extractelement %204[%1 : i32] : vector<2xi8>
    %207 = llvm.insertelement %184, %4[%19 : i32] : vector<1xf32>
    %208 = llvm.insertelement %185, %4[%19 : i32] : vector<1xf32>
    %209 = llvm.bitcast %207 : vector<1xf32> to i32
    %210 = llvm.bitcast %208 : vector<1xf32> to i32
    %211 = llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.satfinite.e5m2x2.f32 $0, $2, $1;", "=h,r,r" %209, %210 : (i32, i32) -> vector<2xi8>
    %212 = llvm.extractelement %211[%19 : i32] : vector<2xi8>
    %213 = llvm.extractelement %211[%1 : i32] : vector<2xi8>
    %214 = llvm.insertelement %191, %0[%19 : i32] : vector<1xi8>
    %215 = llvm.bitcast %214 : vector<1xi8> to i8
    %216 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 0 ], { $0 };", "c,l,b" %215, %168, %56 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %217 = llvm.insertelement %192, %0[%19 : i32] : vector<1xi8>
    %218 = llvm.bitcast %217 : vector<1xi8> to i8
    %219 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 0 ], { $0 };", "c,l,b" %218, %169, %57 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %220 = llvm.insertelement %198, %0[%19 : i32] : vector<1xi8>
    %221 = llvm.bitcast %220 : vector<1xi8> to i8
    %222 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 0 ], { $0 };", "c,l,b" %221, %170, %58 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %223 = llvm.insertelement %199, %0[%19 : i32] : vector<1xi8>
    %224 = llvm.bitcast %223 : vector<1xi8> to i8
    %225 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 0 ], { $0 };", "c,l,b" %224, %171, %59 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %226 = llvm.insertelement %205, %0[%19 : i32] : vector<1xi8>
    %227 = llvm.bitcast %226 : vector<1xi8> to i8
    %228 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 0 ], { $0 };", "c,l,b" %227, %172, %60 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %229 = llvm.insertelement %206, %0[%19 : i32] : vector<1xi8>
    %230 = llvm.bitcast %229 : vector<1xi8> to i8
    %231 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 0 ], { $0 };", "c,l,b" %230, %173, %61 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %232 = llvm.insertelement %212, %0[%19 : i32] : vector<1xi8>
    %233 = llvm.bitcast %232 : vector<1xi8> to i8
    %234 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 0 ], { $0 };", "c,l,b" %233, %174, %62 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    %235 = llvm.insertelement %213, %0[%19 : i32] : vector<1xi8>
    %236 = llvm.bitcast %235 : vector<1xi8> to i8
    %237 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b8 [ $1 + 0 ], { $0 };", "c,l,b" %236, %175, %63 : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
