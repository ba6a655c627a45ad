module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 128 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @cumsum_rows(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg2: i32, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.constant(30 : i32) : i32
    %1 = llvm.mlir.constant(29 : i32) : i32
    %2 = llvm.mlir.constant(27 : i32) : i32
    %3 = llvm.mlir.constant(26 : i32) : i32
    %4 = llvm.mlir.constant(25 : i32) : i32
    %5 = llvm.mlir.constant(23 : i32) : i32
    %6 = llvm.mlir.constant(22 : i32) : i32
    %7 = llvm.mlir.constant(21 : i32) : i32
    %8 = llvm.mlir.constant(19 : i32) : i32
    %9 = llvm.mlir.constant(18 : i32) : i32
    %10 = llvm.mlir.constant(17 : i32) : i32
    %11 = llvm.mlir.constant(15 : i32) : i32
    %12 = llvm.mlir.constant(14 : i32) : i32
    %13 = llvm.mlir.constant(13 : i32) : i32
    %14 = llvm.mlir.constant(11 : i32) : i32
    %15 = llvm.mlir.constant(10 : i32) : i32
    %16 = llvm.mlir.constant(9 : i32) : i32
    %17 = llvm.mlir.constant(7 : i32) : i32
    %18 = llvm.mlir.constant(6 : i32) : i32
    %19 = llvm.mlir.constant(3 : i32) : i32
    %20 = llvm.mlir.constant(28 : i32) : i32
    %21 = llvm.mlir.constant(24 : i32) : i32
    %22 = llvm.mlir.constant(20 : i32) : i32
    %23 = llvm.mlir.constant(12 : i32) : i32
    %24 = llvm.mlir.undef : vector<1xi32>
    %25 = llvm.mlir.constant(31 : i32) : i32
    %26 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %27 = llvm.mlir.constant(16 : i32) : i32
    %28 = llvm.mlir.constant(8 : i32) : i32
    %29 = llvm.mlir.constant(2 : i32) : i32
    %30 = llvm.mlir.constant(-1 : i32) : i32
    %31 = llvm.mlir.constant(1 : i32) : i32
    %32 = llvm.mlir.constant(4 : i32) : i32
    %33 = llvm.mlir.constant(true) : i1
    %34 = llvm.mlir.constant(896 : i32) : i32
    %35 = llvm.mlir.constant(768 : i32) : i32
    %36 = llvm.mlir.constant(640 : i32) : i32
    %37 = llvm.mlir.constant(512 : i32) : i32
    %38 = llvm.mlir.constant(384 : i32) : i32
    %39 = llvm.mlir.constant(256 : i32) : i32
    %40 = llvm.mlir.constant(128 : i32) : i32
    %41 = llvm.mlir.constant(5 : i32) : i32
    %42 = llvm.mlir.constant(32 : i32) : i32
    %43 = llvm.mlir.constant(127 : i32) : i32
    %44 = llvm.mlir.constant(0 : index) : i32
    %45 = llvm.mlir.constant(0 : i32) : i32
    %46 = nvvm.read.ptx.sreg.ctaid.x : i32
    %47 = nvvm.read.ptx.sreg.tid.x : i32
    %48 = llvm.and %47, %43 : i32
    %49 = llvm.urem %48, %42 : i32
    %50 = llvm.udiv %47, %42 : i32
    %51 = llvm.shl %49, %45 : i32
    %52 = llvm.or %45, %51 : i32
    %53 = llvm.shl %50, %41 : i32
    %54 = llvm.or %52, %53 : i32
    %55 = llvm.and %54, %43 : i32
    %56 = llvm.lshr %55, %45 : i32
    %57 = llvm.or disjoint %56, %45 : i32
    %58 = llvm.xor %45, %57 : i32
    %59 = llvm.xor %58, %45 : i32
    %60 = llvm.xor %58, %40 : i32
    %61 = llvm.xor %58, %39 : i32
    %62 = llvm.xor %58, %38 : i32
    %63 = llvm.xor %58, %37 : i32
    %64 = llvm.xor %58, %36 : i32
    %65 = llvm.xor %58, %35 : i32
    %66 = llvm.xor %58, %34 : i32
    %67 = llvm.add %59, %44 : i32
    %68 = llvm.add %60, %44 : i32
    %69 = llvm.add %61, %44 : i32
    %70 = llvm.add %62, %44 : i32
    %71 = llvm.add %63, %44 : i32
    %72 = llvm.add %64, %44 : i32
    %73 = llvm.add %65, %44 : i32
    %74 = llvm.add %66, %44 : i32
    %75 = llvm.icmp "slt" %67, %arg2 : i32
    %76 = llvm.icmp "slt" %68, %arg2 : i32
    %77 = llvm.icmp "slt" %69, %arg2 : i32
    %78 = llvm.icmp "slt" %70, %arg2 : i32
    %79 = llvm.icmp "slt" %71, %arg2 : i32
    %80 = llvm.icmp "slt" %72, %arg2 : i32
    %81 = llvm.icmp "slt" %73, %arg2 : i32
    %82 = llvm.icmp "slt" %74, %arg2 : i32
    %83 = llvm.mul %46, %arg2 : i32
    %84 = llvm.getelementptr %arg0[%83] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %85 = llvm.getelementptr %84[%67] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %86 = llvm.getelementptr %84[%68] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %87 = llvm.getelementptr %84[%69] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %88 = llvm.getelementptr %84[%70] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %89 = llvm.getelementptr %84[%71] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %90 = llvm.getelementptr %84[%72] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %91 = llvm.getelementptr %84[%73] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %92 = llvm.getelementptr %84[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %93 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %85, %75 : (!llvm.ptr<1>, i1) -> i32
    %94 = llvm.bitcast %93 : i32 to vector<1xi32>
    %95 = llvm.extractelement %94[%44 : i32] : vector<1xi32>
    %96 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %86, %76 : (!llvm.ptr<1>, i1) -> i32
    %97 = llvm.bitcast %96 : i32 to vector<1xi32>
    %98 = llvm.extractelement %97[%44 : i32] : vector<1xi32>
    %99 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %87, %77 : (!llvm.ptr<1>, i1) -> i32
    %100 = llvm.bitcast %99 : i32 to vector<1xi32>
    %101 = llvm.extractelement %100[%44 : i32] : vector<1xi32>
    %102 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %88, %78 : (!llvm.ptr<1>, i1) -> i32
    %103 = llvm.bitcast %102 : i32 to vector<1xi32>
    %104 = llvm.extractelement %103[%44 : i32] : vector<1xi32>
    %105 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %89, %79 : (!llvm.ptr<1>, i1) -> i32
    %106 = llvm.bitcast %105 : i32 to vector<1xi32>
    %107 = llvm.extractelement %106[%44 : i32] : vector<1xi32>
    %108 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %90, %80 : (!llvm.ptr<1>, i1) -> i32
    %109 = llvm.bitcast %108 : i32 to vector<1xi32>
    %110 = llvm.extractelement %109[%44 : i32] : vector<1xi32>
    %111 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %91, %81 : (!llvm.ptr<1>, i1) -> i32
    %112 = llvm.bitcast %111 : i32 to vector<1xi32>
    %113 = llvm.extractelement %112[%44 : i32] : vector<1xi32>
    %114 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %92, %82 : (!llvm.ptr<1>, i1) -> i32
    %115 = llvm.bitcast %114 : i32 to vector<1xi32>
    %116 = llvm.extractelement %115[%44 : i32] : vector<1xi32>
    %117 = llvm.getelementptr %arg1[%83] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %118 = llvm.getelementptr %117[%67] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %119 = llvm.getelementptr %117[%68] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %120 = llvm.getelementptr %117[%69] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %121 = llvm.getelementptr %117[%70] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %122 = llvm.getelementptr %117[%71] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %123 = llvm.getelementptr %117[%72] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %124 = llvm.getelementptr %117[%73] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %125 = llvm.getelementptr %117[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %126 = llvm.udiv %48, %42 : i32
    %127 = llvm.urem %49, %42 : i32
    %128 = llvm.urem %126, %32 : i32
    %129 = llvm.mul %45, %31 : i32
    %130 = llvm.add %129, %45 : i32
    %131 = llvm.and %33, %33 : i1
    %132 = nvvm.shfl.sync up %30, %95, %31, %45 : i32 -> i32
    %133 = llvm.icmp "sge" %127, %31 : i32
    %134 = llvm.add %132, %95 : i32
    %135 = llvm.select %133, %134, %95 : i1, i32
    %136 = nvvm.shfl.sync up %30, %135, %29, %45 : i32 -> i32
    %137 = llvm.icmp "sge" %127, %29 : i32
    %138 = llvm.add %136, %135 : i32
    %139 = llvm.select %137, %138, %135 : i1, i32
    %140 = nvvm.shfl.sync up %30, %139, %32, %45 : i32 -> i32
    %141 = llvm.icmp "sge" %127, %32 : i32
    %142 = llvm.add %140, %139 : i32
    %143 = llvm.select %141, %142, %139 : i1, i32
    %144 = nvvm.shfl.sync up %30, %143, %28, %45 : i32 -> i32
    %145 = llvm.icmp "sge" %127, %28 : i32
    %146 = llvm.add %144, %143 : i32
    %147 = llvm.select %145, %146, %143 : i1, i32
    %148 = nvvm.shfl.sync up %30, %147, %27, %45 : i32 -> i32
    %149 = llvm.icmp "sge" %127, %27 : i32
    %150 = llvm.add %148, %147 : i32
    %151 = llvm.select %149, %150, %147 : i1, i32
    %152 = nvvm.shfl.sync up %30, %98, %31, %45 : i32 -> i32
    %153 = llvm.add %152, %98 : i32
    %154 = llvm.select %133, %153, %98 : i1, i32
    %155 = nvvm.shfl.sync up %30, %154, %29, %45 : i32 -> i32
    %156 = llvm.add %155, %154 : i32
    %157 = llvm.select %137, %156, %154 : i1, i32
    %158 = nvvm.shfl.sync up %30, %157, %32, %45 : i32 -> i32
    %159 = llvm.add %158, %157 : i32
    %160 = llvm.select %141, %159, %157 : i1, i32
    %161 = nvvm.shfl.sync up %30, %160, %28, %45 : i32 -> i32
    %162 = llvm.add %161, %160 : i32
    %163 = llvm.select %145, %162, %160 : i1, i32
    %164 = nvvm.shfl.sync up %30, %163, %27, %45 : i32 -> i32
    %165 = llvm.add %164, %163 : i32
    %166 = llvm.select %149, %165, %163 : i1, i32
    %167 = nvvm.shfl.sync up %30, %101, %31, %45 : i32 -> i32
    %168 = llvm.add %167, %101 : i32
    %169 = llvm.select %133, %168, %101 : i1, i32
    %170 = nvvm.shfl.sync up %30, %169, %29, %45 : i32 -> i32
    %171 = llvm.add %170, %169 : i32
    %172 = llvm.select %137, %171, %169 : i1, i32
    %173 = nvvm.shfl.sync up %30, %172, %32, %45 : i32 -> i32
    %174 = llvm.add %173, %172 : i32
    %175 = llvm.select %141, %174, %172 : i1, i32
    %176 = nvvm.shfl.sync up %30, %175, %28, %45 : i32 -> i32
    %177 = llvm.add %176, %175 : i32
    %178 = llvm.select %145, %177, %175 : i1, i32
    %179 = nvvm.shfl.sync up %30, %178, %27, %45 : i32 -> i32
    %180 = llvm.add %179, %178 : i32
    %181 = llvm.select %149, %180, %178 : i1, i32
    %182 = nvvm.shfl.sync up %30, %104, %31, %45 : i32 -> i32
    %183 = llvm.add %182, %104 : i32
    %184 = llvm.select %133, %183, %104 : i1, i32
    %185 = nvvm.shfl.sync up %30, %184, %29, %45 : i32 -> i32
    %186 = llvm.add %185, %184 : i32
    %187 = llvm.select %137, %186, %184 : i1, i32
    %188 = nvvm.shfl.sync up %30, %187, %32, %45 : i32 -> i32
    %189 = llvm.add %188, %187 : i32
    %190 = llvm.select %141, %189, %187 : i1, i32
    %191 = nvvm.shfl.sync up %30, %190, %28, %45 : i32 -> i32
    %192 = llvm.add %191, %190 : i32
    %193 = llvm.select %145, %192, %190 : i1, i32
    %194 = nvvm.shfl.sync up %30, %193, %27, %45 : i32 -> i32
    %195 = llvm.add %194, %193 : i32
    %196 = llvm.select %149, %195, %193 : i1, i32
    %197 = nvvm.shfl.sync up %30, %107, %31, %45 : i32 -> i32
    %198 = llvm.add %197, %107 : i32
    %199 = llvm.select %133, %198, %107 : i1, i32
    %200 = nvvm.shfl.sync up %30, %199, %29, %45 : i32 -> i32
    %201 = llvm.add %200, %199 : i32
    %202 = llvm.select %137, %201, %199 : i1, i32
    %203 = nvvm.shfl.sync up %30, %202, %32, %45 : i32 -> i32
    %204 = llvm.add %203, %202 : i32
    %205 = llvm.select %141, %204, %202 : i1, i32
    %206 = nvvm.shfl.sync up %30, %205, %28, %45 : i32 -> i32
    %207 = llvm.add %206, %205 : i32
    %208 = llvm.select %145, %207, %205 : i1, i32
    %209 = nvvm.shfl.sync up %30, %208, %27, %45 : i32 -> i32
    %210 = llvm.add %209, %208 : i32
    %211 = llvm.select %149, %210, %208 : i1, i32
    %212 = nvvm.shfl.sync up %30, %110, %31, %45 : i32 -> i32
    %213 = llvm.add %212, %110 : i32
    %214 = llvm.select %133, %213, %110 : i1, i32
    %215 = nvvm.shfl.sync up %30, %214, %29, %45 : i32 -> i32
    %216 = llvm.add %215, %214 : i32
    %217 = llvm.select %137, %216, %214 : i1, i32
    %218 = nvvm.shfl.sync up %30, %217, %32, %45 : i32 -> i32
    %219 = llvm.add %218, %217 : i32
    %220 = llvm.select %141, %219, %217 : i1, i32
    %221 = nvvm.shfl.sync up %30, %220, %28, %45 : i32 -> i32
    %222 = llvm.add %221, %220 : i32
    %223 = llvm.select %145, %222, %220 : i1, i32
    %224 = nvvm.shfl.sync up %30, %223, %27, %45 : i32 -> i32
    %225 = llvm.add %224, %223 : i32
    %226 = llvm.select %149, %225, %223 : i1, i32
    %227 = nvvm.shfl.sync up %30, %113, %31, %45 : i32 -> i32
    %228 = llvm.add %227, %113 : i32
    %229 = llvm.select %133, %228, %113 : i1, i32
    %230 = nvvm.shfl.sync up %30, %229, %29, %45 : i32 -> i32
    %231 = llvm.add %230, %229 : i32
    %232 = llvm.select %137, %231, %229 : i1, i32
    %233 = nvvm.shfl.sync up %30, %232, %32, %45 : i32 -> i32
    %234 = llvm.add %233, %232 : i32
    %235 = llvm.select %141, %234, %232 : i1, i32
    %236 = nvvm.shfl.sync up %30, %235, %28, %45 : i32 -> i32
    %237 = llvm.add %236, %235 : i32
    %238 = llvm.select %145, %237, %235 : i1, i32
    %239 = nvvm.shfl.sync up %30, %238, %27, %45 : i32 -> i32
    %240 = llvm.add %239, %238 : i32
    %241 = llvm.select %149, %240, %238 : i1, i32
    %242 = nvvm.shfl.sync up %30, %116, %31, %45 : i32 -> i32
    %243 = llvm.add %242, %116 : i32
    %244 = llvm.select %133, %243, %116 : i1, i32
    %245 = nvvm.shfl.sync up %30, %244, %29, %45 : i32 -> i32
    %246 = llvm.add %245, %244 : i32
    %247 = llvm.select %137, %246, %244 : i1, i32
    %248 = nvvm.shfl.sync up %30, %247, %32, %45 : i32 -> i32
    %249 = llvm.add %248, %247 : i32
    %250 = llvm.select %141, %249, %247 : i1, i32
    %251 = nvvm.shfl.sync up %30, %250, %28, %45 : i32 -> i32
    %252 = llvm.add %251, %250 : i32
    %253 = llvm.select %145, %252, %250 : i1, i32
    %254 = nvvm.shfl.sync up %30, %253, %27, %45 : i32 -> i32
    %255 = llvm.add %254, %253 : i32
    %256 = llvm.select %149, %255, %253 : i1, i32
    %257 = llvm.icmp "eq" %127, %25 : i32
    %258 = llvm.and %257, %131 : i1
    %259 = llvm.mul %128, %31 : i32
    %260 = llvm.add %130, %259 : i32
    %261 = llvm.add %260, %45 : i32
    %262 = llvm.getelementptr %26[%261] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %263 = llvm.insertelement %151, %24[%45 : i32] : vector<1xi32>
    %264 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %262, %263, %258 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    %265 = llvm.add %260, %32 : i32
    %266 = llvm.getelementptr %26[%265] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %267 = llvm.insertelement %166, %24[%45 : i32] : vector<1xi32>
    %268 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %266, %267, %258 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    %269 = llvm.add %260, %28 : i32
    %270 = llvm.getelementptr %26[%269] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %271 = llvm.insertelement %181, %24[%45 : i32] : vector<1xi32>
    %272 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %270, %271, %258 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    %273 = llvm.add %260, %23 : i32
    %274 = llvm.getelementptr %26[%273] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %275 = llvm.insertelement %196, %24[%45 : i32] : vector<1xi32>
    %276 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %274, %275, %258 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    %277 = llvm.add %260, %27 : i32
    %278 = llvm.getelementptr %26[%277] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %279 = llvm.insertelement %211, %24[%45 : i32] : vector<1xi32>
    %280 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %278, %279, %258 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    %281 = llvm.add %260, %22 : i32
    %282 = llvm.getelementptr %26[%281] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %283 = llvm.insertelement %226, %24[%45 : i32] : vector<1xi32>
    %284 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %282, %283, %258 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    %285 = llvm.add %260, %21 : i32
    %286 = llvm.getelementptr %26[%285] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %287 = llvm.insertelement %241, %24[%45 : i32] : vector<1xi32>
    %288 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %286, %287, %258 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    %289 = llvm.add %260, %20 : i32
    %290 = llvm.getelementptr %26[%289] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %291 = llvm.insertelement %256, %24[%45 : i32] : vector<1xi32>
    %292 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %290, %291, %258 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.barrier
    %293 = llvm.icmp "ne" %128, %45 : i32
    %294 = llvm.add %130, %45 : i32
    %295 = llvm.getelementptr %26[%294] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %296 = llvm.load %295 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %297 = llvm.insertelement %296, %24[%45 : i32] : vector<1xi32>
    %298 = llvm.extractelement %297[%45 : i32] : vector<1xi32>
    %299 = llvm.add %130, %31 : i32
    %300 = llvm.getelementptr %26[%299] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %301 = llvm.load %300 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %302 = llvm.insertelement %301, %24[%45 : i32] : vector<1xi32>
    %303 = llvm.extractelement %302[%45 : i32] : vector<1xi32>
    %304 = llvm.icmp "sge" %128, %29 : i32
    %305 = llvm.add %298, %303 : i32
    %306 = llvm.select %304, %305, %298 : i1, i32
    %307 = llvm.add %130, %29 : i32
    %308 = llvm.getelementptr %26[%307] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %309 = llvm.load %308 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %310 = llvm.insertelement %309, %24[%45 : i32] : vector<1xi32>
    %311 = llvm.extractelement %310[%45 : i32] : vector<1xi32>
    %312 = llvm.icmp "sge" %128, %19 : i32
    %313 = llvm.add %305, %311 : i32
    %314 = llvm.select %312, %313, %306 : i1, i32
    %315 = llvm.add %130, %19 : i32
    %316 = llvm.getelementptr %26[%315] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %317 = llvm.load %316 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %318 = llvm.insertelement %317, %24[%45 : i32] : vector<1xi32>
    %319 = llvm.extractelement %318[%45 : i32] : vector<1xi32>
    %320 = llvm.icmp "sge" %128, %32 : i32
    %321 = llvm.add %313, %319 : i32
    %322 = llvm.select %320, %321, %314 : i1, i32
    %323 = llvm.add %322, %151 : i32
    %324 = llvm.select %293, %323, %151 : i1, i32
    %325 = nvvm.shfl.sync up %30, %324, %31, %45 : i32 -> i32
    %326 = llvm.add %130, %32 : i32
    %327 = llvm.getelementptr %26[%326] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %328 = llvm.load %327 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %329 = llvm.insertelement %328, %24[%45 : i32] : vector<1xi32>
    %330 = llvm.extractelement %329[%45 : i32] : vector<1xi32>
    %331 = llvm.icmp "sge" %128, %31 : i32
    %332 = llvm.add %321, %330 : i32
    %333 = llvm.select %331, %332, %321 : i1, i32
    %334 = llvm.add %130, %41 : i32
    %335 = llvm.getelementptr %26[%334] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %336 = llvm.load %335 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %337 = llvm.insertelement %336, %24[%45 : i32] : vector<1xi32>
    %338 = llvm.extractelement %337[%45 : i32] : vector<1xi32>
    %339 = llvm.add %332, %338 : i32
    %340 = llvm.select %304, %339, %333 : i1, i32
    %341 = llvm.add %130, %18 : i32
    %342 = llvm.getelementptr %26[%341] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %343 = llvm.load %342 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %344 = llvm.insertelement %343, %24[%45 : i32] : vector<1xi32>
    %345 = llvm.extractelement %344[%45 : i32] : vector<1xi32>
    %346 = llvm.add %339, %345 : i32
    %347 = llvm.select %312, %346, %340 : i1, i32
    %348 = llvm.add %130, %17 : i32
    %349 = llvm.getelementptr %26[%348] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %350 = llvm.load %349 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %351 = llvm.insertelement %350, %24[%45 : i32] : vector<1xi32>
    %352 = llvm.extractelement %351[%45 : i32] : vector<1xi32>
    %353 = llvm.add %346, %352 : i32
    %354 = llvm.select %320, %353, %347 : i1, i32
    %355 = llvm.add %354, %166 : i32
    %356 = nvvm.shfl.sync up %30, %355, %31, %45 : i32 -> i32
    %357 = llvm.add %130, %28 : i32
    %358 = llvm.getelementptr %26[%357] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %359 = llvm.load %358 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %360 = llvm.insertelement %359, %24[%45 : i32] : vector<1xi32>
    %361 = llvm.extractelement %360[%45 : i32] : vector<1xi32>
    %362 = llvm.add %353, %361 : i32
    %363 = llvm.select %331, %362, %353 : i1, i32
    %364 = llvm.add %130, %16 : i32
    %365 = llvm.getelementptr %26[%364] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %366 = llvm.load %365 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %367 = llvm.insertelement %366, %24[%45 : i32] : vector<1xi32>
    %368 = llvm.extractelement %367[%45 : i32] : vector<1xi32>
    %369 = llvm.add %362, %368 : i32
    %370 = llvm.select %304, %369, %363 : i1, i32
    %371 = llvm.add %130, %15 : i32
    %372 = llvm.getelementptr %26[%371] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %373 = llvm.load %372 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %374 = llvm.insertelement %373, %24[%45 : i32] : vector<1xi32>
    %375 = llvm.extractelement %374[%45 : i32] : vector<1xi32>
    %376 = llvm.add %369, %375 : i32
    %377 = llvm.select %312, %376, %370 : i1, i32
    %378 = llvm.add %130, %14 : i32
    %379 = llvm.getelementptr %26[%378] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %380 = llvm.load %379 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %381 = llvm.insertelement %380, %24[%45 : i32] : vector<1xi32>
    %382 = llvm.extractelement %381[%45 : i32] : vector<1xi32>
    %383 = llvm.add %376, %382 : i32
    %384 = llvm.select %320, %383, %377 : i1, i32
    %385 = llvm.add %384, %181 : i32
    %386 = nvvm.shfl.sync up %30, %385, %31, %45 : i32 -> i32
    %387 = llvm.add %130, %23 : i32
    %388 = llvm.getelementptr %26[%387] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %389 = llvm.load %388 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %390 = llvm.insertelement %389, %24[%45 : i32] : vector<1xi32>
    %391 = llvm.extractelement %390[%45 : i32] : vector<1xi32>
    %392 = llvm.add %383, %391 : i32
    %393 = llvm.select %331, %392, %383 : i1, i32
    %394 = llvm.add %130, %13 : i32
    %395 = llvm.getelementptr %26[%394] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %396 = llvm.load %395 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %397 = llvm.insertelement %396, %24[%45 : i32] : vector<1xi32>
    %398 = llvm.extractelement %397[%45 : i32] : vector<1xi32>
    %399 = llvm.add %392, %398 : i32
    %400 = llvm.select %304, %399, %393 : i1, i32
    %401 = llvm.add %130, %12 : i32
    %402 = llvm.getelementptr %26[%401] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %403 = llvm.load %402 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %404 = llvm.insertelement %403, %24[%45 : i32] : vector<1xi32>
    %405 = llvm.extractelement %404[%45 : i32] : vector<1xi32>
    %406 = llvm.add %399, %405 : i32
    %407 = llvm.select %312, %406, %400 : i1, i32
    %408 = llvm.add %130, %11 : i32
    %409 = llvm.getelementptr %26[%408] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %410 = llvm.load %409 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %411 = llvm.insertelement %410, %24[%45 : i32] : vector<1xi32>
    %412 = llvm.extractelement %411[%45 : i32] : vector<1xi32>
    %413 = llvm.add %406, %412 : i32
    %414 = llvm.select %320, %413, %407 : i1, i32
    %415 = llvm.add %414, %196 : i32
    %416 = nvvm.shfl.sync up %30, %415, %31, %45 : i32 -> i32
    %417 = llvm.add %130, %27 : i32
    %418 = llvm.getelementptr %26[%417] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %419 = llvm.load %418 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %420 = llvm.insertelement %419, %24[%45 : i32] : vector<1xi32>
    %421 = llvm.extractelement %420[%45 : i32] : vector<1xi32>
    %422 = llvm.add %413, %421 : i32
    %423 = llvm.select %331, %422, %413 : i1, i32
    %424 = llvm.add %130, %10 : i32
    %425 = llvm.getelementptr %26[%424] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %426 = llvm.load %425 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %427 = llvm.insertelement %426, %24[%45 : i32] : vector<1xi32>
    %428 = llvm.extractelement %427[%45 : i32] : vector<1xi32>
    %429 = llvm.add %422, %428 : i32
    %430 = llvm.select %304, %429, %423 : i1, i32
    %431 = llvm.add %130, %9 : i32
    %432 = llvm.getelementptr %26[%431] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %433 = llvm.load %432 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %434 = llvm.insertelement %433, %24[%45 : i32] : vector<1xi32>
    %435 = llvm.extractelement %434[%45 : i32] : vector<1xi32>
    %436 = llvm.add %429, %435 : i32
    %437 = llvm.select %312, %436, %430 : i1, i32
    %438 = llvm.add %130, %8 : i32
    %439 = llvm.getelementptr %26[%438] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %440 = llvm.load %439 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %441 = llvm.insertelement %440, %24[%45 : i32] : vector<1xi32>
    %442 = llvm.extractelement %441[%45 : i32] : vector<1xi32>
    %443 = llvm.add %436, %442 : i32
    %444 = llvm.select %320, %443, %437 : i1, i32
    %445 = llvm.add %444, %211 : i32
    %446 = nvvm.shfl.sync up %30, %445, %31, %45 : i32 -> i32
    %447 = llvm.add %130, %22 : i32
    %448 = llvm.getelementptr %26[%447] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %449 = llvm.load %448 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %450 = llvm.insertelement %449, %24[%45 : i32] : vector<1xi32>
    %451 = llvm.extractelement %450[%45 : i32] : vector<1xi32>
    %452 = llvm.add %443, %451 : i32
    %453 = llvm.select %331, %452, %443 : i1, i32
    %454 = llvm.add %130, %7 : i32
    %455 = llvm.getelementptr %26[%454] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %456 = llvm.load %455 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %457 = llvm.insertelement %456, %24[%45 : i32] : vector<1xi32>
    %458 = llvm.extractelement %457[%45 : i32] : vector<1xi32>
    %459 = llvm.add %452, %458 : i32
    %460 = llvm.select %304, %459, %453 : i1, i32
    %461 = llvm.add %130, %6 : i32
    %462 = llvm.getelementptr %26[%461] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %463 = llvm.load %462 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %464 = llvm.insertelement %463, %24[%45 : i32] : vector<1xi32>
    %465 = llvm.extractelement %464[%45 : i32] : vector<1xi32>
    %466 = llvm.add %459, %465 : i32
    %467 = llvm.select %312, %466, %460 : i1, i32
    %468 = llvm.add %130, %5 : i32
    %469 = llvm.getelementptr %26[%468] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %470 = llvm.load %469 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %471 = llvm.insertelement %470, %24[%45 : i32] : vector<1xi32>
    %472 = llvm.extractelement %471[%45 : i32] : vector<1xi32>
    %473 = llvm.add %466, %472 : i32
    %474 = llvm.select %320, %473, %467 : i1, i32
    %475 = llvm.add %474, %226 : i32
    %476 = nvvm.shfl.sync up %30, %475, %31, %45 : i32 -> i32
    %477 = llvm.add %130, %21 : i32
    %478 = llvm.getelementptr %26[%477] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %479 = llvm.load %478 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %480 = llvm.insertelement %479, %24[%45 : i32] : vector<1xi32>
    %481 = llvm.extractelement %480[%45 : i32] : vector<1xi32>
    %482 = llvm.add %473, %481 : i32
    %483 = llvm.select %331, %482, %473 : i1, i32
    %484 = llvm.add %130, %4 : i32
    %485 = llvm.getelementptr %26[%484] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %486 = llvm.load %485 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %487 = llvm.insertelement %486, %24[%45 : i32] : vector<1xi32>
    %488 = llvm.extractelement %487[%45 : i32] : vector<1xi32>
    %489 = llvm.add %482, %488 : i32
    %490 = llvm.select %304, %489, %483 : i1, i32
    %491 = llvm.add %130, %3 : i32
    %492 = llvm.getelementptr %26[%491] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %493 = llvm.load %492 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %494 = llvm.insertelement %493, %24[%45 : i32] : vector<1xi32>
    %495 = llvm.extractelement %494[%45 : i32] : vector<1xi32>
    %496 = llvm.add %489, %495 : i32
    %497 = llvm.select %312, %496, %490 : i1, i32
    %498 = llvm.add %130, %2 : i32
    %499 = llvm.getelementptr %26[%498] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %500 = llvm.load %499 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %501 = llvm.insertelement %500, %24[%45 : i32] : vector<1xi32>
    %502 = llvm.extractelement %501[%45 : i32] : vector<1xi32>
    %503 = llvm.add %496, %502 : i32
    %504 = llvm.select %320, %503, %497 : i1, i32
    %505 = llvm.add %504, %241 : i32
    %506 = nvvm.shfl.sync up %30, %505, %31, %45 : i32 -> i32
    %507 = llvm.add %130, %20 : i32
    %508 = llvm.getelementptr %26[%507] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %509 = llvm.load %508 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %510 = llvm.insertelement %509, %24[%45 : i32] : vector<1xi32>
    %511 = llvm.extractelement %510[%45 : i32] : vector<1xi32>
    %512 = llvm.add %503, %511 : i32
    %513 = llvm.select %331, %512, %503 : i1, i32
    %514 = llvm.add %130, %1 : i32
    %515 = llvm.getelementptr %26[%514] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %516 = llvm.load %515 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %517 = llvm.insertelement %516, %24[%45 : i32] : vector<1xi32>
    %518 = llvm.extractelement %517[%45 : i32] : vector<1xi32>
    %519 = llvm.add %512, %518 : i32
    %520 = llvm.select %304, %519, %513 : i1, i32
    %521 = llvm.add %130, %0 : i32
    %522 = llvm.getelementptr %26[%521] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %523 = llvm.load %522 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %524 = llvm.insertelement %523, %24[%45 : i32] : vector<1xi32>
    %525 = llvm.extractelement %524[%45 : i32] : vector<1xi32>
    %526 = llvm.add %519, %525 : i32
    %527 = llvm.select %312, %526, %520 : i1, i32
    %528 = llvm.add %130, %25 : i32
    %529 = llvm.getelementptr %26[%528] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %530 = llvm.load %529 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %531 = llvm.insertelement %530, %24[%45 : i32] : vector<1xi32>
    %532 = llvm.extractelement %531[%45 : i32] : vector<1xi32>
    %533 = llvm.add %526, %532 : i32
    %534 = llvm.select %320, %533, %527 : i1, i32
    %535 = llvm.add %534, %256 : i32
    %536 = nvvm.shfl.sync up %30, %535, %31, %45 : i32 -> i32
    %537 = llvm.insertelement %324, %24[%45 : i32] : vector<1xi32>
    %538 = llvm.bitcast %537 : vector<1xi32> to i32
    %539 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %538, %118, %75 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %540 = llvm.insertelement %355, %24[%45 : i32] : vector<1xi32>
    %541 = llvm.bitcast %540 : vector<1xi32> to i32
    %542 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %541, %119, %76 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %543 = llvm.insertelement %385, %24[%45 : i32] : vector<1xi32>
    %544 = llvm.bitcast %543 : vector<1xi32> to i32
    %545 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %544, %120, %77 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %546 = llvm.insertelement %415, %24[%45 : i32] : vector<1xi32>
    %547 = llvm.bitcast %546 : vector<1xi32> to i32
    %548 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %547, %121, %78 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %549 = llvm.insertelement %445, %24[%45 : i32] : vector<1xi32>
    %550 = llvm.bitcast %549 : vector<1xi32> to i32
    %551 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %550, %122, %79 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %552 = llvm.insertelement %475, %24[%45 : i32] : vector<1xi32>
    %553 = llvm.bitcast %552 : vector<1xi32> to i32
    %554 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %553, %123, %80 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %555 = llvm.insertelement %505, %24[%45 : i32] : vector<1xi32>
    %556 = llvm.bitcast %555 : vector<1xi32> to i32
    %557 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %556, %124, %81 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %558 = llvm.insertelement %535, %24[%45 : i32] : vector<1xi32>
    %559 = llvm.bitcast %558 : vector<1xi32> to i32
    %560 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %559, %125, %82 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
