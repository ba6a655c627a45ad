module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:100", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @int64_masked_2d(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg2: i64, %arg3: i32, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xf32>
    %1 = llvm.mlir.undef : vector<1xf16>
    %2 = llvm.mlir.constant(63 : i32) : i32
    %3 = llvm.mlir.constant(30 : i32) : i32
    %4 = llvm.mlir.constant(28 : i32) : i32
    %5 = llvm.mlir.constant(26 : i32) : i32
    %6 = llvm.mlir.constant(24 : i32) : i32
    %7 = llvm.mlir.constant(22 : i32) : i32
    %8 = llvm.mlir.constant(20 : i32) : i32
    %9 = llvm.mlir.constant(18 : i32) : i32
    %10 = llvm.mlir.constant(16 : i32) : i32
    %11 = llvm.mlir.constant(14 : i32) : i32
    %12 = llvm.mlir.constant(12 : i32) : i32
    %13 = llvm.mlir.constant(10 : i32) : i32
    %14 = llvm.mlir.constant(8 : i32) : i32
    %15 = llvm.mlir.constant(4 : i32) : i32
    %16 = llvm.mlir.constant(2 : i32) : i32
    %17 = llvm.mlir.constant(6 : i32) : i32
    %18 = llvm.mlir.constant(5 : i32) : i32
    %19 = llvm.mlir.constant(0 : i32) : i32
    %20 = llvm.mlir.constant(32 : i32) : i32
    %21 = llvm.mlir.constant(127 : i32) : i32
    %22 = llvm.mlir.constant(0 : index) : i32
    %23 = llvm.mlir.constant(32 : i64) : i64
    %24 = llvm.mlir.constant(64 : i32) : i32
    %25 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %26 = llvm.mlir.constant(0.000000e+00 : f16) : f16
    %27 = nvvm.read.ptx.sreg.ctaid.x : i32
    %28 = llvm.sext %27 : i32 to i64
    %29 = llvm.mul %28, %23 : i64
    %30 = nvvm.read.ptx.sreg.tid.x : i32
    %31 = llvm.and %30, %21 : i32
    %32 = llvm.urem %31, %20 : i32
    %33 = llvm.udiv %30, %20 : i32
    %34 = llvm.shl %32, %19 : i32
    %35 = llvm.or %19, %34 : i32
    %36 = llvm.shl %33, %18 : i32
    %37 = llvm.or %35, %36 : i32
    %38 = llvm.and %37, %24 : i32
    %39 = llvm.lshr %38, %17 : i32
    %40 = llvm.or disjoint %39, %19 : i32
    %41 = llvm.xor %19, %40 : i32
    %42 = llvm.xor %41, %19 : i32
    %43 = llvm.xor %41, %16 : i32
    %44 = llvm.xor %41, %15 : i32
    %45 = llvm.xor %41, %17 : i32
    %46 = llvm.xor %41, %14 : i32
    %47 = llvm.xor %41, %13 : i32
    %48 = llvm.xor %41, %12 : i32
    %49 = llvm.xor %41, %11 : i32
    %50 = llvm.xor %41, %10 : i32
    %51 = llvm.xor %41, %9 : i32
    %52 = llvm.xor %41, %8 : i32
    %53 = llvm.xor %41, %7 : i32
    %54 = llvm.xor %41, %6 : i32
    %55 = llvm.xor %41, %5 : i32
    %56 = llvm.xor %41, %4 : i32
    %57 = llvm.xor %41, %3 : i32
    %58 = llvm.add %42, %22 : i32
    %59 = llvm.add %43, %22 : i32
    %60 = llvm.add %44, %22 : i32
    %61 = llvm.add %45, %22 : i32
    %62 = llvm.add %46, %22 : i32
    %63 = llvm.add %47, %22 : i32
    %64 = llvm.add %48, %22 : i32
    %65 = llvm.add %49, %22 : i32
    %66 = llvm.add %50, %22 : i32
    %67 = llvm.add %51, %22 : i32
    %68 = llvm.add %52, %22 : i32
    %69 = llvm.add %53, %22 : i32
    %70 = llvm.add %54, %22 : i32
    %71 = llvm.add %55, %22 : i32
    %72 = llvm.add %56, %22 : i32
    %73 = llvm.add %57, %22 : i32
    %74 = llvm.sext %58 : i32 to i64
    %75 = llvm.sext %59 : i32 to i64
    %76 = llvm.sext %60 : i32 to i64
    %77 = llvm.sext %61 : i32 to i64
    %78 = llvm.sext %62 : i32 to i64
    %79 = llvm.sext %63 : i32 to i64
    %80 = llvm.sext %64 : i32 to i64
    %81 = llvm.sext %65 : i32 to i64
    %82 = llvm.sext %66 : i32 to i64
    %83 = llvm.sext %67 : i32 to i64
    %84 = llvm.sext %68 : i32 to i64
    %85 = llvm.sext %69 : i32 to i64
    %86 = llvm.sext %70 : i32 to i64
    %87 = llvm.sext %71 : i32 to i64
    %88 = llvm.sext %72 : i32 to i64
    %89 = llvm.sext %73 : i32 to i64
    %90 = llvm.add %29, %74 : i64
    %91 = llvm.add %29, %75 : i64
    %92 = llvm.add %29, %76 : i64
    %93 = llvm.add %29, %77 : i64
    %94 = llvm.add %29, %78 : i64
    %95 = llvm.add %29, %79 : i64
    %96 = llvm.add %29, %80 : i64
    %97 = llvm.add %29, %81 : i64
    %98 = llvm.add %29, %82 : i64
    %99 = llvm.add %29, %83 : i64
    %100 = llvm.add %29, %84 : i64
    %101 = llvm.add %29, %85 : i64
    %102 = llvm.add %29, %86 : i64
    %103 = llvm.add %29, %87 : i64
    %104 = llvm.add %29, %88 : i64
    %105 = llvm.add %29, %89 : i64
    %106 = nvvm.read.ptx.sreg.ctaid.y : i32
    %107 = llvm.mul %106, %24 : i32
    %108 = llvm.and %37, %2 : i32
    %109 = llvm.lshr %108, %19 : i32
    %110 = llvm.or disjoint %109, %19 : i32
    %111 = llvm.xor %19, %110 : i32
    %112 = llvm.xor %111, %19 : i32
    %113 = llvm.add %112, %22 : i32
    %114 = llvm.add %107, %113 : i32
    %115 = llvm.icmp "slt" %90, %arg2 : i64
    %116 = llvm.icmp "slt" %91, %arg2 : i64
    %117 = llvm.icmp "slt" %92, %arg2 : i64
    %118 = llvm.icmp "slt" %93, %arg2 : i64
    %119 = llvm.icmp "slt" %94, %arg2 : i64
    %120 = llvm.icmp "slt" %95, %arg2 : i64
    %121 = llvm.icmp "slt" %96, %arg2 : i64
    %122 = llvm.icmp "slt" %97, %arg2 : i64
    %123 = llvm.icmp "slt" %98, %arg2 : i64
    %124 = llvm.icmp "slt" %99, %arg2 : i64
    %125 = llvm.icmp "slt" %100, %arg2 : i64
    %126 = llvm.icmp "slt" %101, %arg2 : i64
    %127 = llvm.icmp "slt" %102, %arg2 : i64
    %128 = llvm.icmp "slt" %103, %arg2 : i64
    %129 = llvm.icmp "slt" %104, %arg2 : i64
    %130 = llvm.icmp "slt" %105, %arg2 : i64
    %131 = llvm.icmp "slt" %114, %arg3 : i32
    %132 = llvm.and %115, %131 : i1
    %133 = llvm.and %116, %131 : i1
    %134 = llvm.and %117, %131 : i1
    %135 = llvm.and %118, %131 : i1
    %136 = llvm.and %119, %131 : i1
    %137 = llvm.and %120, %131 : i1
    %138 = llvm.and %121, %131 : i1
    %139 = llvm.and %122, %131 : i1
    %140 = llvm.and %123, %131 : i1
    %141 = llvm.and %124, %131 : i1
    %142 = llvm.and %125, %131 : i1
    %143 = llvm.and %126, %131 : i1
    %144 = llvm.and %127, %131 : i1
    %145 = llvm.and %128, %131 : i1
    %146 = llvm.and %129, %131 : i1
    %147 = llvm.and %130, %131 : i1
    %148 = llvm.mul %90, %arg4 : i64
    %149 = llvm.mul %91, %arg4 : i64
    %150 = llvm.mul %92, %arg4 : i64
    %151 = llvm.mul %93, %arg4 : i64
    %152 = llvm.mul %94, %arg4 : i64
    %153 = llvm.mul %95, %arg4 : i64
    %154 = llvm.mul %96, %arg4 : i64
    %155 = llvm.mul %97, %arg4 : i64
    %156 = llvm.mul %98, %arg4 : i64
    %157 = llvm.mul %99, %arg4 : i64
    %158 = llvm.mul %100, %arg4 : i64
    %159 = llvm.mul %101, %arg4 : i64
    %160 = llvm.mul %102, %arg4 : i64
    %161 = llvm.mul %103, %arg4 : i64
    %162 = llvm.mul %104, %arg4 : i64
    %163 = llvm.mul %105, %arg4 : i64
    %164 = llvm.getelementptr %arg0[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %165 = llvm.getelementptr %arg0[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %166 = llvm.getelementptr %arg0[%150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %167 = llvm.getelementptr %arg0[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %168 = llvm.getelementptr %arg0[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %169 = llvm.getelementptr %arg0[%153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %170 = llvm.getelementptr %arg0[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %171 = llvm.getelementptr %arg0[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %172 = llvm.getelementptr %arg0[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %173 = llvm.getelementptr %arg0[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %174 = llvm.getelementptr %arg0[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %175 = llvm.getelementptr %arg0[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %176 = llvm.getelementptr %arg0[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %177 = llvm.getelementptr %arg0[%161] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %178 = llvm.getelementptr %arg0[%162] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %179 = llvm.getelementptr %arg0[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %180 = llvm.getelementptr %164[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %181 = llvm.getelementptr %165[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %182 = llvm.getelementptr %166[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %183 = llvm.getelementptr %167[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %184 = llvm.getelementptr %168[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %185 = llvm.getelementptr %169[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %186 = llvm.getelementptr %170[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %187 = llvm.getelementptr %171[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %188 = llvm.getelementptr %172[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %189 = llvm.getelementptr %173[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %190 = llvm.getelementptr %174[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %191 = llvm.getelementptr %175[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %192 = llvm.getelementptr %176[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %193 = llvm.getelementptr %177[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %194 = llvm.getelementptr %178[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %195 = llvm.getelementptr %179[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %196 = llvm.insertelement %26, %1[%19 : i32] : vector<1xf16>
    %197 = llvm.bitcast %196 : vector<1xf16> to i16
    %198 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %197, %180, %132 : (i16, !llvm.ptr<1>, i1) -> i16
    %199 = llvm.bitcast %198 : i16 to vector<1xf16>
    %200 = llvm.extractelement %199[%22 : i32] : vector<1xf16>
    %201 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %197, %181, %133 : (i16, !llvm.ptr<1>, i1) -> i16
    %202 = llvm.bitcast %201 : i16 to vector<1xf16>
    %203 = llvm.extractelement %202[%22 : i32] : vector<1xf16>
    %204 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %197, %182, %134 : (i16, !llvm.ptr<1>, i1) -> i16
    %205 = llvm.bitcast %204 : i16 to vector<1xf16>
    %206 = llvm.extractelement %205[%22 : i32] : vector<1xf16>
    %207 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %197, %183, %135 : (i16, !llvm.ptr<1>, i1) -> i16
    %208 = llvm.bitcast %207 : i16 to vector<1xf16>
    %209 = llvm.extractelement %208[%22 : i32] : vector<1xf16>
    %210 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %197, %184, %136 : (i16, !llvm.ptr<1>, i1) -> i16
    %211 = llvm.bitcast %210 : i16 to vector<1xf16>
    %212 = llvm.extractelement %211[%22 : i32] : vector<1xf16>
    %213 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %197, %185, %137 : (i16, !llvm.ptr<1>, i1) -> i16
    %214 = llvm.bitcast %213 : i16 to vector<1xf16>
    %215 = llvm.extractelement %214[%22 : i32] : vector<1xf16>
    %216 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %197, %186, %138 : (i16, !llvm.ptr<1>, i1) -> i16
    %217 = llvm.bitcast %216 : i16 to vector<1xf16>
    %218 = llvm.extractelement %217[%22 : i32] : vector<1xf16>
    %219 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %197, %187, %139 : (i16, !llvm.ptr<1>, i1) -> i16
    %220 = llvm.bitcast %219 : i16 to vector<1xf16>
    %221 = llvm.extractelement %220[%22 : i32] : vector<1xf16>
    %222 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %197, %188, %140 : (i16, !llvm.ptr<1>, i1) -> i16
    %223 = llvm.bitcast %222 : i16 to vector<1xf16>
    %224 = llvm.extractelement %223[%22 : i32] : vector<1xf16>
    %225 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %197, %189, %141 : (i16, !llvm.ptr<1>, i1) -> i16
    %226 = llvm.bitcast %225 : i16 to vector<1xf16>
    %227 = llvm.extractelement %226[%22 : i32] : vector<1xf16>
    %228 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %197, %190, %142 : (i16, !llvm.ptr<1>, i1) -> i16
    %229 = llvm.bitcast %228 : i16 to vector<1xf16>
    %230 = llvm.extractelement %229[%22 : i32] : vector<1xf16>
    %231 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %197, %191, %143 : (i16, !llvm.ptr<1>, i1) -> i16
    %232 = llvm.bitcast %231 : i16 to vector<1xf16>
    %233 = llvm.extractelement %232[%22 : i32] : vector<1xf16>
    %234 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %197, %192, %144 : (i16, !llvm.ptr<1>, i1) -> i16
    %235 = llvm.bitcast %234 : i16 to vector<1xf16>
    %236 = llvm.extractelement %235[%22 : i32] : vector<1xf16>
    %237 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %197, %193, %145 : (i16, !llvm.ptr<1>, i1) -> i16
    %238 = llvm.bitcast %237 : i16 to vector<1xf16>
    %239 = llvm.extractelement %238[%22 : i32] : vector<1xf16>
    %240 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %197, %194, %146 : (i16, !llvm.ptr<1>, i1) -> i16
    %241 = llvm.bitcast %240 : i16 to vector<1xf16>
    %242 = llvm.extractelement %241[%22 : i32] : vector<1xf16>
    %243 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %197, %195, %147 : (i16, !llvm.ptr<1>, i1) -> i16
    %244 = llvm.bitcast %243 : i16 to vector<1xf16>
    %245 = llvm.extractelement %244[%22 : i32] : vector<1xf16>
    %246 = llvm.sext %arg3 : i32 to i64
    %247 = llvm.mul %90, %246 : i64
    %248 = llvm.mul %91, %246 : i64
    %249 = llvm.mul %92, %246 : i64
    %250 = llvm.mul %93, %246 : i64
    %251 = llvm.mul %94, %246 : i64
    %252 = llvm.mul %95, %246 : i64
    %253 = llvm.mul %96, %246 : i64
    %254 = llvm.mul %97, %246 : i64
    %255 = llvm.mul %98, %246 : i64
    %256 = llvm.mul %99, %246 : i64
    %257 = llvm.mul %100, %246 : i64
    %258 = llvm.mul %101, %246 : i64
    %259 = llvm.mul %102, %246 : i64
    %260 = llvm.mul %103, %246 : i64
    %261 = llvm.mul %104, %246 : i64
    %262 = llvm.mul %105, %246 : i64
    %263 = llvm.getelementptr %arg1[%247] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %264 = llvm.getelementptr %arg1[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %265 = llvm.getelementptr %arg1[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %266 = llvm.getelementptr %arg1[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %267 = llvm.getelementptr %arg1[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %268 = llvm.getelementptr %arg1[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %269 = llvm.getelementptr %arg1[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %270 = llvm.getelementptr %arg1[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %271 = llvm.getelementptr %arg1[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %272 = llvm.getelementptr %arg1[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %273 = llvm.getelementptr %arg1[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %274 = llvm.getelementptr %arg1[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %275 = llvm.getelementptr %arg1[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %276 = llvm.getelementptr %arg1[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %277 = llvm.getelementptr %arg1[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %278 = llvm.getelementptr %arg1[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %279 = llvm.getelementptr %263[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %280 = llvm.getelementptr %264[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %281 = llvm.getelementptr %265[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %282 = llvm.getelementptr %266[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %283 = llvm.getelementptr %267[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %284 = llvm.getelementptr %268[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %285 = llvm.getelementptr %269[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %286 = llvm.getelementptr %270[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %287 = llvm.getelementptr %271[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %288 = llvm.getelementptr %272[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %289 = llvm.getelementptr %273[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %290 = llvm.getelementptr %274[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %291 = llvm.getelementptr %275[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %292 = llvm.getelementptr %276[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %293 = llvm.getelementptr %277[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %294 = llvm.getelementptr %278[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %295 = llvm.fpext %200 : f16 to f32
    %296 = llvm.fpext %203 : f16 to f32
    %297 = llvm.fpext %206 : f16 to f32
    %298 = llvm.fpext %209 : f16 to f32
    %299 = llvm.fpext %212 : f16 to f32
    %300 = llvm.fpext %215 : f16 to f32
    %301 = llvm.fpext %218 : f16 to f32
    %302 = llvm.fpext %221 : f16 to f32
    %303 = llvm.fpext %224 : f16 to f32
    %304 = llvm.fpext %227 : f16 to f32
    %305 = llvm.fpext %230 : f16 to f32
    %306 = llvm.fpext %233 : f16 to f32
    %307 = llvm.fpext %236 : f16 to f32
    %308 = llvm.fpext %239 : f16 to f32
    %309 = llvm.fpext %242 : f16 to f32
    %310 = llvm.fpext %245 : f16 to f32
    %311 = llvm.fmul %295, %25 : f32
    %312 = llvm.fmul %296, %25 : f32
    %313 = llvm.fmul %297, %25 : f32
    %314 = llvm.fmul %298, %25 : f32
    %315 = llvm.fmul %299, %25 : f32
    %316 = llvm.fmul %300, %25 : f32
    %317 = llvm.fmul %301, %25 : f32
    %318 = llvm.fmul %302, %25 : f32
    %319 = llvm.fmul %303, %25 : f32
    %320 = llvm.fmul %304, %25 : f32
    %321 = llvm.fmul %305, %25 : f32
    %322 = llvm.fmul %306, %25 : f32
    %323 = llvm.fmul %307, %25 : f32
    %324 = llvm.fmul %308, %25 : f32
    %325 = llvm.fmul %309, %25 : f32
    %326 = llvm.fmul %310, %25 : f32
    %327 = llvm.insertelement %311, %0[%19 : i32] : vector<1xf32>
    %328 = llvm.bitcast %327 : vector<1xf32> to i32
    %329 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %328, %279, %132 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %330 = llvm.insertelement %312, %0[%19 : i32] : vector<1xf32>
    %331 = llvm.bitcast %330 : vector<1xf32> to i32
    %332 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %331, %280, %133 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %333 = llvm.insertelement %313, %0[%19 : i32] : vector<1xf32>
    %334 = llvm.bitcast %333 : vector<1xf32> to i32
    %335 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %334, %281, %134 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %336 = llvm.insertelement %314, %0[%19 : i32] : vector<1xf32>
    %337 = llvm.bitcast %336 : vector<1xf32> to i32
    %338 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %337, %282, %135 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %339 = llvm.insertelement %315, %0[%19 : i32] : vector<1xf32>
    %340 = llvm.bitcast %339 : vector<1xf32> to i32
    %341 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %340, %283, %136 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %342 = llvm.insertelement %316, %0[%19 : i32] : vector<1xf32>
    %343 = llvm.bitcast %342 : vector<1xf32> to i32
    %344 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %343, %284, %137 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %345 = llvm.insertelement %317, %0[%19 : i32] : vector<1xf32>
    %346 = llvm.bitcast %345 : vector<1xf32> to i32
    %347 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %346, %285, %138 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %348 = llvm.insertelement %318, %0[%19 : i32] : vector<1xf32>
    %349 = llvm.bitcast %348 : vector<1xf32> to i32
    %350 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %349, %286, %139 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %351 = llvm.insertelement %319, %0[%19 : i32] : vector<1xf32>
    %352 = llvm.bitcast %351 : vector<1xf32> to i32
    %353 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %352, %287, %140 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %354 = llvm.insertelement %320, %0[%19 : i32] : vector<1xf32>
    %355 = llvm.bitcast %354 : vector<1xf32> to i32
    %356 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %355, %288, %141 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %357 = llvm.insertelement %321, %0[%19 : i32] : vector<1xf32>
    %358 = llvm.bitcast %357 : vector<1xf32> to i32
    %359 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %358, %289, %142 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %360 = llvm.insertelement %322, %0[%19 : i32] : vector<1xf32>
    %361 = llvm.bitcast %360 : vector<1xf32> to i32
    %362 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %361, %290, %143 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %363 = llvm.insertelement %323, %0[%19 : i32] : vector<1xf32>
    %364 = llvm.bitcast %363 : vector<1xf32> to i32
    %365 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %364, %291, %144 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %366 = llvm.insertelement %324, %0[%19 : i32] : vector<1xf32>
    %367 = llvm.bitcast %366 : vector<1xf32> to i32
    %368 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %367, %292, %145 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %369 = llvm.insertelement %325, %0[%19 : i32] : vector<1xf32>
    %370 = llvm.bitcast %369 : vector<1xf32> to i32
    %371 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %370, %293, %146 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %372 = llvm.insertelement %326, %0[%19 : i32] : vector<1xf32>
    %373 = llvm.bitcast %372 : vector<1xf32> to i32
    %374 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %373, %294, %147 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
