module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 32 : i32, ttg.target = "cuda:120", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 8 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @softmax_two_pass(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = bf16}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg2: i32, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 256>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xf16>
    %1 = llvm.mlir.undef : vector<2xf32>
    %2 = llvm.mlir.constant(1.44269502 : f32) : f32
    %3 = llvm.mlir.constant(7 : i32) : i32
    %4 = llvm.mlir.undef : vector<1xi32>
    %5 = llvm.mlir.undef : vector<1xf32>
    %6 = llvm.mlir.constant(3 : i32) : i32
    %7 = llvm.mlir.constant(224 : i32) : i32
    %8 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %9 = llvm.mlir.constant(1 : i32) : i32
    %10 = llvm.mlir.constant(2 : i32) : i32
    %11 = llvm.mlir.constant(4 : i32) : i32
    %12 = llvm.mlir.constant(8 : i32) : i32
    %13 = llvm.mlir.constant(-1 : i32) : i32
    %14 = llvm.mlir.constant(31 : i32) : i32
    %15 = llvm.mlir.constant(16 : i32) : i32
    %16 = llvm.mlir.undef : vector<1xbf16>
    %17 = llvm.mlir.constant(768 : i32) : i32
    %18 = llvm.mlir.constant(512 : i32) : i32
    %19 = llvm.mlir.constant(256 : i32) : i32
    %20 = llvm.mlir.constant(5 : i32) : i32
    %21 = llvm.mlir.constant(32 : i32) : i32
    %22 = llvm.mlir.constant(255 : i32) : i32
    %23 = llvm.mlir.constant(0 : index) : i32
    %24 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %25 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %26 = llvm.mlir.constant(0 : i32) : i32
    %27 = llvm.mlir.constant(1024 : i32) : i32
    %28 = llvm.mlir.constant(0xFF80 : bf16) : bf16
    %29 = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32)>
    %30 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %31 = llvm.insertvalue %30, %29[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %32 = llvm.insertvalue %30, %31[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %33 = llvm.insertvalue %30, %32[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %34 = llvm.insertvalue %30, %33[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %35 = llvm.insertvalue %24, %29[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %36 = llvm.insertvalue %24, %35[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %37 = llvm.insertvalue %24, %36[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %38 = llvm.insertvalue %24, %37[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %39 = nvvm.read.ptx.sreg.ctaid.x : i32
    %40 = llvm.mul %39, %arg2 : i32
    %41 = nvvm.read.ptx.sreg.tid.x : i32
    %42 = llvm.and %41, %22 : i32
    %43 = llvm.urem %42, %21 : i32
    %44 = llvm.udiv %41, %21 : i32
    %45 = llvm.shl %43, %26 : i32
    %46 = llvm.or %26, %45 : i32
    %47 = llvm.shl %44, %20 : i32
    %48 = llvm.or %46, %47 : i32
    %49 = llvm.and %48, %22 : i32
    %50 = llvm.lshr %49, %26 : i32
    %51 = llvm.or disjoint %50, %26 : i32
    %52 = llvm.xor %26, %51 : i32
    %53 = llvm.xor %52, %26 : i32
    %54 = llvm.xor %52, %19 : i32
    %55 = llvm.xor %52, %18 : i32
    %56 = llvm.xor %52, %17 : i32
    %57 = llvm.add %53, %23 : i32
    %58 = llvm.add %54, %23 : i32
    %59 = llvm.add %55, %23 : i32
    %60 = llvm.add %56, %23 : i32
    %61 = llvm.getelementptr %arg0[%40] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    llvm.br ^bb1(%26, %38 : i32, !llvm.struct<(f32, f32, f32, f32)>)
  ^bb1(%62: i32, %63: !llvm.struct<(f32, f32, f32, f32)>):  // 2 preds: ^bb0, ^bb2
    %64 = llvm.icmp "slt" %62, %arg2 : i32
    llvm.cond_br %64, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %65 = llvm.add %62, %57 : i32
    %66 = llvm.add %62, %58 : i32
    %67 = llvm.add %62, %59 : i32
    %68 = llvm.add %62, %60 : i32
    %69 = llvm.icmp "slt" %65, %arg2 : i32
    %70 = llvm.icmp "slt" %66, %arg2 : i32
    %71 = llvm.icmp "slt" %67, %arg2 : i32
    %72 = llvm.icmp "slt" %68, %arg2 : i32
    %73 = llvm.getelementptr %61[%65] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %74 = llvm.getelementptr %61[%66] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %75 = llvm.getelementptr %61[%67] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %76 = llvm.getelementptr %61[%68] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %77 = llvm.insertelement %28, %16[%26 : i32] : vector<1xbf16>
    %78 = llvm.bitcast %77 : vector<1xbf16> to i16
    %79 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %78, %73, %69 : (i16, !llvm.ptr<1>, i1) -> i16
    %80 = llvm.bitcast %79 : i16 to vector<1xbf16>
    %81 = llvm.extractelement %80[%23 : i32] : vector<1xbf16>
    %82 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %78, %74, %70 : (i16, !llvm.ptr<1>, i1) -> i16
    %83 = llvm.bitcast %82 : i16 to vector<1xbf16>
    %84 = llvm.extractelement %83[%23 : i32] : vector<1xbf16>
    %85 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %78, %75, %71 : (i16, !llvm.ptr<1>, i1) -> i16
    %86 = llvm.bitcast %85 : i16 to vector<1xbf16>
    %87 = llvm.extractelement %86[%23 : i32] : vector<1xbf16>
    %88 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %78, %76, %72 : (i16, !llvm.ptr<1>, i1) -> i16
    %89 = llvm.bitcast %88 : i16 to vector<1xbf16>
    %90 = llvm.extractelement %89[%23 : i32] : vector<1xbf16>
    %91 = llvm.fpext %81 : bf16 to f32
    %92 = llvm.fpext %84 : bf16 to f32
    %93 = llvm.fpext %87 : bf16 to f32
    %94 = llvm.fpext %90 : bf16 to f32
    %95 = llvm.extractvalue %63[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %96 = llvm.extractvalue %63[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %97 = llvm.extractvalue %63[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %98 = llvm.extractvalue %63[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %99 = llvm.intr.maxnum(%95, %91) : (f32, f32) -> f32
    %100 = llvm.intr.maxnum(%96, %92) : (f32, f32) -> f32
    %101 = llvm.intr.maxnum(%97, %93) : (f32, f32) -> f32
    %102 = llvm.intr.maxnum(%98, %94) : (f32, f32) -> f32
    %103 = llvm.insertvalue %99, %29[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %104 = llvm.insertvalue %100, %103[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %105 = llvm.insertvalue %101, %104[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %106 = llvm.insertvalue %102, %105[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %107 = llvm.add %62, %27 : i32
    llvm.br ^bb1(%107, %106 : i32, !llvm.struct<(f32, f32, f32, f32)>)
  ^bb3:  // pred: ^bb1
    %108 = llvm.extractvalue %63[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %109 = llvm.extractvalue %63[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %110 = llvm.extractvalue %63[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %111 = llvm.extractvalue %63[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %112 = llvm.intr.maxnum(%108, %109) : (f32, f32) -> f32
    %113 = llvm.intr.maxnum(%110, %111) : (f32, f32) -> f32
    %114 = llvm.intr.maxnum(%112, %113) : (f32, f32) -> f32
    %115 = llvm.bitcast %114 : f32 to i32
    %116 = nvvm.shfl.sync bfly %13, %115, %15, %14 : i32 -> i32
    %117 = llvm.bitcast %116 : i32 to f32
    %118 = llvm.intr.maxnum(%114, %117) : (f32, f32) -> f32
    %119 = llvm.bitcast %118 : f32 to i32
    %120 = nvvm.shfl.sync bfly %13, %119, %12, %14 : i32 -> i32
    %121 = llvm.bitcast %120 : i32 to f32
    %122 = llvm.intr.maxnum(%118, %121) : (f32, f32) -> f32
    %123 = llvm.bitcast %122 : f32 to i32
    %124 = nvvm.shfl.sync bfly %13, %123, %11, %14 : i32 -> i32
    %125 = llvm.bitcast %124 : i32 to f32
    %126 = llvm.intr.maxnum(%122, %125) : (f32, f32) -> f32
    %127 = llvm.bitcast %126 : f32 to i32
    %128 = nvvm.shfl.sync bfly %13, %127, %10, %14 : i32 -> i32
    %129 = llvm.bitcast %128 : i32 to f32
    %130 = llvm.intr.maxnum(%126, %129) : (f32, f32) -> f32
    %131 = llvm.bitcast %130 : f32 to i32
    %132 = nvvm.shfl.sync bfly %13, %131, %9, %14 : i32 -> i32
    %133 = llvm.bitcast %132 : i32 to f32
    %134 = llvm.intr.maxnum(%130, %133) : (f32, f32) -> f32
    %135 = llvm.and %48, %7 : i32
    %136 = llvm.lshr %135, %6 : i32
    %137 = llvm.or disjoint %26, %136 : i32
    %138 = llvm.xor %26, %137 : i32
    %139 = llvm.mul %26, %11 : i32
    %140 = llvm.xor %138, %139 : i32
    %141 = llvm.xor %140, %26 : i32
    %142 = llvm.add %141, %26 : i32
    %143 = llvm.getelementptr inbounds %8[%142] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %144 = llvm.insertelement %134, %5[%26 : i32] : vector<1xf32>
    %145 = llvm.extractelement %144[%26 : i32] : vector<1xf32>
    %146 = llvm.bitcast %145 : f32 to i32
    %147 = llvm.insertelement %146, %4[%26 : i32] : vector<1xi32>
    llvm.store %147, %143 {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    nvvm.barrier
    %148 = llvm.and %48, %3 : i32
    %149 = llvm.shl %148, %10 : i32
    %150 = llvm.or disjoint %149, %26 : i32
    %151 = llvm.xor %26, %150 : i32
    %152 = llvm.xor %151, %139 : i32
    %153 = llvm.xor %152, %26 : i32
    %154 = llvm.add %153, %26 : i32
    %155 = llvm.getelementptr inbounds %8[%154] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %156 = llvm.load %155 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %157 = llvm.insertelement %156, %4[%26 : i32] : vector<1xi32>
    %158 = llvm.extractelement %157[%26 : i32] : vector<1xi32>
    %159 = llvm.bitcast %158 : i32 to f32
    %160 = llvm.insertelement %159, %5[%26 : i32] : vector<1xf32>
    %161 = llvm.extractelement %160[%26 : i32] : vector<1xf32>
    %162 = llvm.bitcast %161 : f32 to i32
    %163 = nvvm.shfl.sync bfly %13, %162, %11, %14 : i32 -> i32
    %164 = llvm.bitcast %163 : i32 to f32
    %165 = llvm.intr.maxnum(%161, %164) : (f32, f32) -> f32
    %166 = llvm.bitcast %165 : f32 to i32
    %167 = nvvm.shfl.sync bfly %13, %166, %10, %14 : i32 -> i32
    %168 = llvm.bitcast %167 : i32 to f32
    %169 = llvm.intr.maxnum(%165, %168) : (f32, f32) -> f32
    %170 = llvm.bitcast %169 : f32 to i32
    %171 = nvvm.shfl.sync bfly %13, %170, %9, %14 : i32 -> i32
    %172 = llvm.bitcast %171 : i32 to f32
    %173 = llvm.intr.maxnum(%169, %172) : (f32, f32) -> f32
    llvm.br ^bb4(%26, %34 : i32, !llvm.struct<(f32, f32, f32, f32)>)
  ^bb4(%174: i32, %175: !llvm.struct<(f32, f32, f32, f32)>):  // 2 preds: ^bb3, ^bb5
    %176 = llvm.icmp "slt" %174, %arg2 : i32
    llvm.cond_br %176, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %177 = llvm.add %174, %57 : i32
    %178 = llvm.add %174, %58 : i32
    %179 = llvm.add %174, %59 : i32
    %180 = llvm.add %174, %60 : i32
    %181 = llvm.icmp "slt" %177, %arg2 : i32
    %182 = llvm.icmp "slt" %178, %arg2 : i32
    %183 = llvm.icmp "slt" %179, %arg2 : i32
    %184 = llvm.icmp "slt" %180, %arg2 : i32
    %185 = llvm.getelementptr %61[%177] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %186 = llvm.getelementptr %61[%178] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %187 = llvm.getelementptr %61[%179] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %188 = llvm.getelementptr %61[%180] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %189 = llvm.insertelement %28, %16[%26 : i32] : vector<1xbf16>
    %190 = llvm.bitcast %189 : vector<1xbf16> to i16
    %191 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %190, %185, %181 : (i16, !llvm.ptr<1>, i1) -> i16
    %192 = llvm.bitcast %191 : i16 to vector<1xbf16>
    %193 = llvm.extractelement %192[%23 : i32] : vector<1xbf16>
    %194 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %190, %186, %182 : (i16, !llvm.ptr<1>, i1) -> i16
    %195 = llvm.bitcast %194 : i16 to vector<1xbf16>
    %196 = llvm.extractelement %195[%23 : i32] : vector<1xbf16>
    %197 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %190, %187, %183 : (i16, !llvm.ptr<1>, i1) -> i16
    %198 = llvm.bitcast %197 : i16 to vector<1xbf16>
    %199 = llvm.extractelement %198[%23 : i32] : vector<1xbf16>
    %200 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %190, %188, %184 : (i16, !llvm.ptr<1>, i1) -> i16
    %201 = llvm.bitcast %200 : i16 to vector<1xbf16>
    %202 = llvm.extractelement %201[%23 : i32] : vector<1xbf16>
    %203 = llvm.fpext %193 : bf16 to f32
    %204 = llvm.fpext %196 : bf16 to f32
    %205 = llvm.fpext %199 : bf16 to f32
    %206 = llvm.fpext %202 : bf16 to f32
    %207 = llvm.fsub %203, %173 : f32
    %208 = llvm.fsub %204, %173 : f32
    %209 = llvm.fsub %205, %173 : f32
    %210 = llvm.fsub %206, %173 : f32
    %211 = llvm.fmul %207, %2 : f32
    %212 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%211) : (f32) -> f32
    %213 = llvm.fmul %208, %2 : f32
    %214 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%213) : (f32) -> f32
    %215 = llvm.fmul %209, %2 : f32
    %216 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%215) : (f32) -> f32
    %217 = llvm.fmul %210, %2 : f32
    %218 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%217) : (f32) -> f32
    %219 = llvm.extractvalue %175[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %220 = llvm.extractvalue %175[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %221 = llvm.extractvalue %175[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %222 = llvm.extractvalue %175[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %223 = llvm.fadd %219, %212 : f32
    %224 = llvm.fadd %220, %214 : f32
    %225 = llvm.fadd %221, %216 : f32
    %226 = llvm.fadd %222, %218 : f32
    %227 = llvm.insertvalue %223, %29[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %228 = llvm.insertvalue %224, %227[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %229 = llvm.insertvalue %225, %228[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %230 = llvm.insertvalue %226, %229[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %231 = llvm.add %174, %27 : i32
    llvm.br ^bb4(%231, %230 : i32, !llvm.struct<(f32, f32, f32, f32)>)
  ^bb6:  // pred: ^bb4
    nvvm.barrier
    %232 = llvm.extractvalue %175[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %233 = llvm.extractvalue %175[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %234 = llvm.extractvalue %175[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %235 = llvm.extractvalue %175[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %236 = llvm.insertelement %232, %1[%26 : i32] : vector<2xf32>
    %237 = llvm.insertelement %233, %236[%9 : i32] : vector<2xf32>
    %238 = llvm.insertelement %234, %1[%26 : i32] : vector<2xf32>
    %239 = llvm.insertelement %235, %238[%9 : i32] : vector<2xf32>
    %240 = llvm.fadd %237, %239 : vector<2xf32>
    %241 = llvm.extractelement %240[%26 : i32] : vector<2xf32>
    %242 = llvm.extractelement %240[%9 : i32] : vector<2xf32>
    %243 = llvm.fadd %241, %242 : f32
    %244 = llvm.bitcast %243 : f32 to i32
    %245 = nvvm.shfl.sync bfly %13, %244, %15, %14 : i32 -> i32
    %246 = llvm.bitcast %245 : i32 to f32
    %247 = llvm.fadd %243, %246 : f32
    %248 = llvm.bitcast %247 : f32 to i32
    %249 = nvvm.shfl.sync bfly %13, %248, %12, %14 : i32 -> i32
    %250 = llvm.bitcast %249 : i32 to f32
    %251 = llvm.fadd %247, %250 : f32
    %252 = llvm.bitcast %251 : f32 to i32
    %253 = nvvm.shfl.sync bfly %13, %252, %11, %14 : i32 -> i32
    %254 = llvm.bitcast %253 : i32 to f32
    %255 = llvm.fadd %251, %254 : f32
    %256 = llvm.bitcast %255 : f32 to i32
    %257 = nvvm.shfl.sync bfly %13, %256, %10, %14 : i32 -> i32
    %258 = llvm.bitcast %257 : i32 to f32
    %259 = llvm.fadd %255, %258 : f32
    %260 = llvm.bitcast %259 : f32 to i32
    %261 = nvvm.shfl.sync bfly %13, %260, %9, %14 : i32 -> i32
    %262 = llvm.bitcast %261 : i32 to f32
    %263 = llvm.fadd %259, %262 : f32
    %264 = llvm.insertelement %263, %5[%26 : i32] : vector<1xf32>
    %265 = llvm.extractelement %264[%26 : i32] : vector<1xf32>
    %266 = llvm.bitcast %265 : f32 to i32
    %267 = llvm.insertelement %266, %4[%26 : i32] : vector<1xi32>
    llvm.store %267, %143 {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    nvvm.barrier
    %268 = llvm.load %155 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %269 = llvm.insertelement %268, %4[%26 : i32] : vector<1xi32>
    %270 = llvm.extractelement %269[%26 : i32] : vector<1xi32>
    %271 = llvm.bitcast %270 : i32 to f32
    %272 = llvm.insertelement %271, %5[%26 : i32] : vector<1xf32>
    %273 = llvm.extractelement %272[%26 : i32] : vector<1xf32>
    %274 = llvm.bitcast %273 : f32 to i32
    %275 = nvvm.shfl.sync bfly %13, %274, %11, %14 : i32 -> i32
    %276 = llvm.bitcast %275 : i32 to f32
    %277 = llvm.fadd %273, %276 : f32
    %278 = llvm.bitcast %277 : f32 to i32
    %279 = nvvm.shfl.sync bfly %13, %278, %10, %14 : i32 -> i32
    %280 = llvm.bitcast %279 : i32 to f32
    %281 = llvm.fadd %277, %280 : f32
    %282 = llvm.bitcast %281 : f32 to i32
    %283 = nvvm.shfl.sync bfly %13, %282, %9, %14 : i32 -> i32
    %284 = llvm.bitcast %283 : i32 to f32
    %285 = llvm.fadd %281, %284 : f32
    %286 = llvm.call_intrinsic "llvm.nvvm.div.full"(%25, %285) : (f32, f32) -> f32
    %287 = llvm.getelementptr %arg1[%40] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    llvm.br ^bb7(%26 : i32)
  ^bb7(%288: i32):  // 2 preds: ^bb6, ^bb8
    %289 = llvm.icmp "slt" %288, %arg2 : i32
    llvm.cond_br %289, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %290 = llvm.add %288, %57 : i32
    %291 = llvm.add %288, %58 : i32
    %292 = llvm.add %288, %59 : i32
    %293 = llvm.add %288, %60 : i32
    %294 = llvm.icmp "slt" %290, %arg2 : i32
    %295 = llvm.icmp "slt" %291, %arg2 : i32
    %296 = llvm.icmp "slt" %292, %arg2 : i32
    %297 = llvm.icmp "slt" %293, %arg2 : i32
    %298 = llvm.getelementptr %61[%290] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %299 = llvm.getelementptr %61[%291] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %300 = llvm.getelementptr %61[%292] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %301 = llvm.getelementptr %61[%293] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %302 = llvm.insertelement %28, %16[%26 : i32] : vector<1xbf16>
    %303 = llvm.bitcast %302 : vector<1xbf16> to i16
    %304 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %303, %298, %294 : (i16, !llvm.ptr<1>, i1) -> i16
    %305 = llvm.bitcast %304 : i16 to vector<1xbf16>
    %306 = llvm.extractelement %305[%23 : i32] : vector<1xbf16>
    %307 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %303, %299, %295 : (i16, !llvm.ptr<1>, i1) -> i16
    %308 = llvm.bitcast %307 : i16 to vector<1xbf16>
    %309 = llvm.extractelement %308[%23 : i32] : vector<1xbf16>
    %310 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %303, %300, %296 : (i16, !llvm.ptr<1>, i1) -> i16
    %311 = llvm.bitcast %310 : i16 to vector<1xbf16>
    %312 = llvm.extractelement %311[%23 : i32] : vector<1xbf16>
    %313 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b" %303, %301, %297 : (i16, !llvm.ptr<1>, i1) -> i16
    %314 = llvm.bitcast %313 : i16 to vector<1xbf16>
    %315 = llvm.extractelement %314[%23 : i32] : vector<1xbf16>
    %316 = llvm.fpext %306 : bf16 to f32
    %317 = llvm.fpext %309 : bf16 to f32
    %318 = llvm.fpext %312 : bf16 to f32
    %319 = llvm.fpext %315 : bf16 to f32
    %320 = llvm.getelementptr %287[%290] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %321 = llvm.getelementptr %287[%291] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %322 = llvm.getelementptr %287[%292] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %323 = llvm.getelementptr %287[%293] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %324 = llvm.fsub %316, %173 : f32
    %325 = llvm.fsub %317, %173 : f32
    %326 = llvm.fsub %318, %173 : f32
    %327 = llvm.fsub %319, %173 : f32
    %328 = llvm.fmul %324, %2 : f32
    %329 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%328) : (f32) -> f32
    %330 = llvm.fmul %325, %2 : f32
    %331 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%330) : (f32) -> f32
    %332 = llvm.fmul %326, %2 : f32
    %333 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%332) : (f32) -> f32
    %334 = llvm.fmul %327, %2 : f32
    %335 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%334) : (f32) -> f32
    %336 = llvm.fmul %329, %286 : f32
    %337 = llvm.fmul %331, %286 : f32
    %338 = llvm.fmul %333, %286 : f32
    %339 = llvm.fmul %335, %286 : f32
    %340 = llvm.fptrunc %336 : f32 to f16
    %341 = llvm.fptrunc %337 : f32 to f16
    %342 = llvm.fptrunc %338 : f32 to f16
    %343 = llvm.fptrunc %339 : f32 to f16
    %344 = llvm.insertelement %340, %0[%26 : i32] : vector<1xf16>
    %345 = llvm.bitcast %344 : vector<1xf16> to i16
    %346 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %345, %320, %294 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %347 = llvm.insertelement %341, %0[%26 : i32] : vector<1xf16>
    %348 = llvm.bitcast %347 : vector<1xf16> to i16
    %349 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %348, %321, %295 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %350 = llvm.insertelement %342, %0[%26 : i32] : vector<1xf16>
    %351 = llvm.bitcast %350 : vector<1xf16> to i16
    %352 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %351, %322, %296 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %353 = llvm.insertelement %343, %0[%26 : i32] : vector<1xf16>
    %354 = llvm.bitcast %353 : vector<1xf16> to i16
    %355 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %354, %323, %297 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %356 = llvm.add %288, %27 : i32
    llvm.br ^bb7(%356 : i32)
  ^bb9:  // pred: ^bb7
    llvm.return
  }
}
