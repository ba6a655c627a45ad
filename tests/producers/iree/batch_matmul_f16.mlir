module {
  llvm.mlir.global external @__dynamic_shared_memory__() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global private @__shared_memory___0() {addr_space = 3 : i32, alignment = 2 : i64} : !llvm.array<1 x array<32 x array<36 x f16>>>
  llvm.mlir.global private @__shared_memory__() {addr_space = 3 : i32, alignment = 2 : i64} : !llvm.array<1 x array<32 x array<36 x f16>>>
  llvm.func @bmm_dispatch_0_batch_matmul_4x32x32x32_f16xf16xf32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 128, 1, 1>} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.poison : vector<2xf32>
    %2 = llvm.mlir.poison : vector<2xf16>
    %3 = llvm.mlir.constant(64 : i64) : i64
    %4 = llvm.mlir.constant(true) : i1
    %5 = llvm.mlir.constant(1024 : i64) : i64
    %6 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %7 = llvm.mlir.constant(0 : i64) : i64
    %8 = llvm.mlir.constant(0 : i64) : i64
    %9 = llvm.getelementptr %6[%7, %8] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %10 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %11 = llvm.mlir.constant(0 : i64) : i64
    %12 = llvm.mlir.constant(2304 : i64) : i64
    %13 = llvm.getelementptr %10[%11, %12] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %14 = llvm.mlir.constant(dense<0.000000e+00> : vector<2xf32>) : vector<2xf32>
    %15 = llvm.mlir.constant(0 : i64) : i64
    %16 = llvm.mlir.constant(32 : i32) : i32
    %17 = llvm.mlir.constant(4 : i32) : i32
    %18 = llvm.mlir.constant(8 : i32) : i32
    %19 = llvm.mlir.constant(16 : i32) : i32
    %20 = llvm.mlir.constant(24 : i32) : i32
    %21 = llvm.mlir.constant(1 : i32) : i32
    %22 = llvm.mlir.constant(9 : i32) : i32
    %23 = llvm.mlir.constant(17 : i32) : i32
    %24 = llvm.mlir.constant(25 : i32) : i32
    %25 = llvm.mlir.constant(2 : i32) : i32
    %26 = llvm.mlir.constant(1 : i64) : i64
    %27 = llvm.mlir.constant(32 : i64) : i64
    %28 = llvm.mlir.constant(36 : i64) : i64
    %29 = llvm.mlir.constant(1152 : i64) : i64
    %30 = llvm.getelementptr %13[0, 0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<1 x array<32 x array<36 x f16>>>
    %31 = llvm.getelementptr %9[0, 0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<1 x array<32 x array<36 x f16>>>
    %32 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
    %33 = llvm.sext %32 : i32 to i64
    llvm.intr.assume %4 ["align"(%arg0, %3 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %4 ["align"(%arg1, %3 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %4 ["align"(%arg2, %3 : !llvm.ptr<1>, i64)] : i1
    %34 = llvm.trunc %33 : i64 to i32
    %35 = llvm.udiv %34, %16 : i32
    %36 = llvm.urem %34, %16 : i32
    %37 = llvm.udiv %34, %17 : i32
    %38 = llvm.zext %37 : i32 to i64
    %39 = llvm.urem %34, %17 : i32
    %40 = llvm.mul %39, %18 overflow<nsw> : i32
    %41 = llvm.zext %40 : i32 to i64
    %42 = llvm.udiv %36, %17 : i32
    %43 = llvm.zext %42 : i32 to i64
    %44 = llvm.urem %36, %17 : i32
    %45 = llvm.mul %44, %25 overflow<nsw> : i32
    %46 = llvm.zext %45 : i32 to i64
    %47 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 4> : i32
    %48 = llvm.sext %47 : i32 to i64
    %49 = llvm.mul %48, %5 : i64
    %50 = llvm.mul %38, %27 : i64
    %51 = llvm.add %49, %50 : i64
    %52 = llvm.add %51, %41 : i64
    %53 = llvm.getelementptr %arg0[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %54 = llvm.load %53 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %55 = llvm.mul %15, %29 : i64
    %56 = llvm.mul %38, %28 : i64
    %57 = llvm.add %55, %56 : i64
    %58 = llvm.add %57, %41 : i64
    %59 = llvm.getelementptr %30[%58] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %54, %59 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %60 = llvm.mul %48, %5 : i64
    %61 = llvm.mul %38, %27 : i64
    %62 = llvm.add %60, %61 : i64
    %63 = llvm.add %62, %41 : i64
    %64 = llvm.getelementptr %arg1[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %65 = llvm.load %64 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %66 = llvm.mul %15, %29 : i64
    %67 = llvm.mul %38, %28 : i64
    %68 = llvm.add %66, %67 : i64
    %69 = llvm.add %68, %41 : i64
    %70 = llvm.getelementptr %31[%69] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %65, %70 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    nvvm.barrier
    %71 = llvm.mul %15, %29 : i64
    %72 = llvm.mul %43, %28 : i64
    %73 = llvm.add %71, %72 : i64
    %74 = llvm.add %73, %46 : i64
    %75 = llvm.getelementptr %30[%74] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %76 = llvm.load %75 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %77 = llvm.add %45, %18 overflow<nsw> : i32
    %78 = llvm.zext %77 : i32 to i64
    %79 = llvm.mul %15, %29 : i64
    %80 = llvm.mul %43, %28 : i64
    %81 = llvm.add %79, %80 : i64
    %82 = llvm.add %81, %78 : i64
    %83 = llvm.getelementptr %30[%82] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %84 = llvm.load %83 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %85 = llvm.add %45, %19 overflow<nsw> : i32
    %86 = llvm.zext %85 : i32 to i64
    %87 = llvm.mul %15, %29 : i64
    %88 = llvm.mul %43, %28 : i64
    %89 = llvm.add %87, %88 : i64
    %90 = llvm.add %89, %86 : i64
    %91 = llvm.getelementptr %30[%90] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %92 = llvm.load %91 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %93 = llvm.add %45, %20 overflow<nsw> : i32
    %94 = llvm.zext %93 : i32 to i64
    %95 = llvm.mul %15, %29 : i64
    %96 = llvm.mul %43, %28 : i64
    %97 = llvm.add %95, %96 : i64
    %98 = llvm.add %97, %94 : i64
    %99 = llvm.getelementptr %30[%98] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %100 = llvm.load %99 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %101 = llvm.add %42, %18 overflow<nsw> : i32
    %102 = llvm.zext %101 : i32 to i64
    %103 = llvm.mul %15, %29 : i64
    %104 = llvm.mul %102, %28 : i64
    %105 = llvm.add %103, %104 : i64
    %106 = llvm.add %105, %46 : i64
    %107 = llvm.getelementptr %30[%106] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %108 = llvm.load %107 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %109 = llvm.mul %15, %29 : i64
    %110 = llvm.mul %102, %28 : i64
    %111 = llvm.add %109, %110 : i64
    %112 = llvm.add %111, %78 : i64
    %113 = llvm.getelementptr %30[%112] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %114 = llvm.load %113 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %115 = llvm.mul %15, %29 : i64
    %116 = llvm.mul %102, %28 : i64
    %117 = llvm.add %115, %116 : i64
    %118 = llvm.add %117, %86 : i64
    %119 = llvm.getelementptr %30[%118] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %120 = llvm.load %119 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %121 = llvm.mul %15, %29 : i64
    %122 = llvm.mul %102, %28 : i64
    %123 = llvm.add %121, %122 : i64
    %124 = llvm.add %123, %94 : i64
    %125 = llvm.getelementptr %30[%124] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %126 = llvm.load %125 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %127 = llvm.add %42, %19 overflow<nsw> : i32
    %128 = llvm.zext %127 : i32 to i64
    %129 = llvm.mul %15, %29 : i64
    %130 = llvm.mul %128, %28 : i64
    %131 = llvm.add %129, %130 : i64
    %132 = llvm.add %131, %46 : i64
    %133 = llvm.getelementptr %30[%132] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %134 = llvm.load %133 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %135 = llvm.mul %15, %29 : i64
    %136 = llvm.mul %128, %28 : i64
    %137 = llvm.add %135, %136 : i64
    %138 = llvm.add %137, %78 : i64
    %139 = llvm.getelementptr %30[%138] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %140 = llvm.load %139 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %141 = llvm.mul %15, %29 : i64
    %142 = llvm.mul %128, %28 : i64
    %143 = llvm.add %141, %142 : i64
    %144 = llvm.add %143, %86 : i64
    %145 = llvm.getelementptr %30[%144] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %146 = llvm.load %145 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %147 = llvm.mul %15, %29 : i64
    %148 = llvm.mul %128, %28 : i64
    %149 = llvm.add %147, %148 : i64
    %150 = llvm.add %149, %94 : i64
    %151 = llvm.getelementptr %30[%150] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %152 = llvm.load %151 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %153 = llvm.add %42, %20 overflow<nsw> : i32
    %154 = llvm.zext %153 : i32 to i64
    %155 = llvm.mul %15, %29 : i64
    %156 = llvm.mul %154, %28 : i64
    %157 = llvm.add %155, %156 : i64
    %158 = llvm.add %157, %46 : i64
    %159 = llvm.getelementptr %30[%158] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %160 = llvm.load %159 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %161 = llvm.mul %15, %29 : i64
    %162 = llvm.mul %154, %28 : i64
    %163 = llvm.add %161, %162 : i64
    %164 = llvm.add %163, %78 : i64
    %165 = llvm.getelementptr %30[%164] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %166 = llvm.load %165 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %167 = llvm.mul %15, %29 : i64
    %168 = llvm.mul %154, %28 : i64
    %169 = llvm.add %167, %168 : i64
    %170 = llvm.add %169, %86 : i64
    %171 = llvm.getelementptr %30[%170] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %172 = llvm.load %171 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %173 = llvm.mul %15, %29 : i64
    %174 = llvm.mul %154, %28 : i64
    %175 = llvm.add %173, %174 : i64
    %176 = llvm.add %175, %94 : i64
    %177 = llvm.getelementptr %30[%176] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %178 = llvm.load %177 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %179 = llvm.mul %35, %18 overflow<nsw> : i32
    %180 = llvm.add %179, %42 overflow<nsw> : i32
    %181 = llvm.zext %180 : i32 to i64
    %182 = llvm.mul %15, %29 : i64
    %183 = llvm.mul %46, %28 : i64
    %184 = llvm.add %182, %183 : i64
    %185 = llvm.add %184, %181 : i64
    %186 = llvm.getelementptr %31[%185] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %187 = llvm.load %186 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %188 = llvm.add %45, %21 overflow<nsw> : i32
    %189 = llvm.zext %188 : i32 to i64
    %190 = llvm.mul %15, %29 : i64
    %191 = llvm.mul %189, %28 : i64
    %192 = llvm.add %190, %191 : i64
    %193 = llvm.add %192, %181 : i64
    %194 = llvm.getelementptr %31[%193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %195 = llvm.load %194 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %196 = llvm.mul %15, %29 : i64
    %197 = llvm.mul %78, %28 : i64
    %198 = llvm.add %196, %197 : i64
    %199 = llvm.add %198, %181 : i64
    %200 = llvm.getelementptr %31[%199] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %201 = llvm.load %200 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %202 = llvm.add %45, %22 overflow<nsw> : i32
    %203 = llvm.zext %202 : i32 to i64
    %204 = llvm.mul %15, %29 : i64
    %205 = llvm.mul %203, %28 : i64
    %206 = llvm.add %204, %205 : i64
    %207 = llvm.add %206, %181 : i64
    %208 = llvm.getelementptr %31[%207] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %209 = llvm.load %208 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %210 = llvm.mul %15, %29 : i64
    %211 = llvm.mul %86, %28 : i64
    %212 = llvm.add %210, %211 : i64
    %213 = llvm.add %212, %181 : i64
    %214 = llvm.getelementptr %31[%213] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %215 = llvm.load %214 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %216 = llvm.add %45, %23 overflow<nsw> : i32
    %217 = llvm.zext %216 : i32 to i64
    %218 = llvm.mul %15, %29 : i64
    %219 = llvm.mul %217, %28 : i64
    %220 = llvm.add %218, %219 : i64
    %221 = llvm.add %220, %181 : i64
    %222 = llvm.getelementptr %31[%221] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %223 = llvm.load %222 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %224 = llvm.mul %15, %29 : i64
    %225 = llvm.mul %94, %28 : i64
    %226 = llvm.add %224, %225 : i64
    %227 = llvm.add %226, %181 : i64
    %228 = llvm.getelementptr %31[%227] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %229 = llvm.load %228 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %230 = llvm.add %45, %24 overflow<nsw> : i32
    %231 = llvm.zext %230 : i32 to i64
    %232 = llvm.mul %15, %29 : i64
    %233 = llvm.mul %231, %28 : i64
    %234 = llvm.add %232, %233 : i64
    %235 = llvm.add %234, %181 : i64
    %236 = llvm.getelementptr %31[%235] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %237 = llvm.load %236 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %238 = llvm.extractelement %187[%15 : i64] : vector<1xf16>
    %239 = llvm.extractelement %195[%15 : i64] : vector<1xf16>
    %240 = llvm.extractelement %201[%15 : i64] : vector<1xf16>
    %241 = llvm.extractelement %209[%15 : i64] : vector<1xf16>
    %242 = llvm.insertelement %238, %2[%15 : i64] : vector<2xf16>
    %243 = llvm.insertelement %239, %242[%26 : i64] : vector<2xf16>
    %244 = llvm.insertelement %240, %2[%15 : i64] : vector<2xf16>
    %245 = llvm.insertelement %241, %244[%26 : i64] : vector<2xf16>
    %246 = llvm.extractelement %215[%15 : i64] : vector<1xf16>
    %247 = llvm.extractelement %223[%15 : i64] : vector<1xf16>
    %248 = llvm.extractelement %229[%15 : i64] : vector<1xf16>
    %249 = llvm.extractelement %237[%15 : i64] : vector<1xf16>
    %250 = llvm.insertelement %246, %2[%15 : i64] : vector<2xf16>
    %251 = llvm.insertelement %247, %250[%26 : i64] : vector<2xf16>
    %252 = llvm.insertelement %248, %2[%15 : i64] : vector<2xf16>
    %253 = llvm.insertelement %249, %252[%26 : i64] : vector<2xf16>
    %254 = llvm.extractelement %14[%15 : i64] : vector<2xf32>
    %255 = llvm.extractelement %14[%26 : i64] : vector<2xf32>
    %256 = llvm.extractelement %14[%15 : i64] : vector<2xf32>
    %257 = llvm.extractelement %14[%26 : i64] : vector<2xf32>
    %258 = nvvm.mma.sync A[%76, %108, %84, %114]  B[%243, %245]  C[%254, %255, %256, %257]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %259 = llvm.extractvalue %258[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %260 = llvm.extractvalue %258[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %261 = llvm.insertelement %259, %1[%0 : i32] : vector<2xf32>
    %262 = llvm.insertelement %260, %261[%21 : i32] : vector<2xf32>
    %263 = llvm.extractvalue %258[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %264 = llvm.extractvalue %258[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %265 = llvm.insertelement %263, %1[%0 : i32] : vector<2xf32>
    %266 = llvm.insertelement %264, %265[%21 : i32] : vector<2xf32>
    %267 = llvm.extractelement %14[%15 : i64] : vector<2xf32>
    %268 = llvm.extractelement %14[%26 : i64] : vector<2xf32>
    %269 = llvm.extractelement %14[%15 : i64] : vector<2xf32>
    %270 = llvm.extractelement %14[%26 : i64] : vector<2xf32>
    %271 = nvvm.mma.sync A[%134, %160, %140, %166]  B[%243, %245]  C[%267, %268, %269, %270]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %272 = llvm.extractvalue %271[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %273 = llvm.extractvalue %271[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %274 = llvm.insertelement %272, %1[%0 : i32] : vector<2xf32>
    %275 = llvm.insertelement %273, %274[%21 : i32] : vector<2xf32>
    %276 = llvm.extractvalue %271[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %277 = llvm.extractvalue %271[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %278 = llvm.insertelement %276, %1[%0 : i32] : vector<2xf32>
    %279 = llvm.insertelement %277, %278[%21 : i32] : vector<2xf32>
    %280 = llvm.extractelement %262[%15 : i64] : vector<2xf32>
    %281 = llvm.extractelement %262[%26 : i64] : vector<2xf32>
    %282 = llvm.extractelement %266[%15 : i64] : vector<2xf32>
    %283 = llvm.extractelement %266[%26 : i64] : vector<2xf32>
    %284 = nvvm.mma.sync A[%92, %120, %100, %126]  B[%251, %253]  C[%280, %281, %282, %283]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %285 = llvm.extractvalue %284[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %286 = llvm.extractvalue %284[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %287 = llvm.insertelement %285, %1[%0 : i32] : vector<2xf32>
    %288 = llvm.insertelement %286, %287[%21 : i32] : vector<2xf32>
    %289 = llvm.extractvalue %284[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %290 = llvm.extractvalue %284[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %291 = llvm.insertelement %289, %1[%0 : i32] : vector<2xf32>
    %292 = llvm.insertelement %290, %291[%21 : i32] : vector<2xf32>
    %293 = llvm.extractelement %275[%15 : i64] : vector<2xf32>
    %294 = llvm.extractelement %275[%26 : i64] : vector<2xf32>
    %295 = llvm.extractelement %279[%15 : i64] : vector<2xf32>
    %296 = llvm.extractelement %279[%26 : i64] : vector<2xf32>
    %297 = nvvm.mma.sync A[%146, %172, %152, %178]  B[%251, %253]  C[%293, %294, %295, %296]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %298 = llvm.extractvalue %297[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %299 = llvm.extractvalue %297[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %300 = llvm.insertelement %298, %1[%0 : i32] : vector<2xf32>
    %301 = llvm.insertelement %299, %300[%21 : i32] : vector<2xf32>
    %302 = llvm.extractvalue %297[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %303 = llvm.extractvalue %297[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %304 = llvm.insertelement %302, %1[%0 : i32] : vector<2xf32>
    %305 = llvm.insertelement %303, %304[%21 : i32] : vector<2xf32>
    %306 = llvm.add %179, %45 overflow<nsw> : i32
    %307 = llvm.zext %306 : i32 to i64
    %308 = llvm.mul %48, %5 : i64
    %309 = llvm.mul %43, %27 : i64
    %310 = llvm.add %308, %309 : i64
    %311 = llvm.add %310, %307 : i64
    %312 = llvm.getelementptr %arg2[%311] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %288, %312 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %313 = llvm.mul %48, %5 : i64
    %314 = llvm.mul %102, %27 : i64
    %315 = llvm.add %313, %314 : i64
    %316 = llvm.add %315, %307 : i64
    %317 = llvm.getelementptr %arg2[%316] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %292, %317 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %318 = llvm.mul %48, %5 : i64
    %319 = llvm.mul %128, %27 : i64
    %320 = llvm.add %318, %319 : i64
    %321 = llvm.add %320, %307 : i64
    %322 = llvm.getelementptr %arg2[%321] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %301, %322 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %323 = llvm.mul %48, %5 : i64
    %324 = llvm.mul %154, %27 : i64
    %325 = llvm.add %323, %324 : i64
    %326 = llvm.add %325, %307 : i64
    %327 = llvm.getelementptr %arg2[%326] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %305, %327 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    nvvm.barrier
    llvm.return
  }
  iree_codegen.dispatch_config @bmm_dispatch_0_batch_matmul_4x32x32x32_f16xf16xf32 workgroup_size = [128, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c4, %c1, %c1 : index, index, index
  }
}
