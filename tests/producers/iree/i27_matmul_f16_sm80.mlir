module {
  llvm.mlir.global external @__dynamic_shared_memory__() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global private @__shared_memory___0() {addr_space = 3 : i32, alignment = 2 : i64} : !llvm.array<128 x array<68 x f16>>
  llvm.mlir.global private @__shared_memory__() {addr_space = 3 : i32, alignment = 2 : i64} : !llvm.array<64 x array<132 x f16>>
  llvm.func @mm_f16_dispatch_0_matmul_256x512x128_f16(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 128, 1, 1>} {
    %0 = llvm.mlir.poison : vector<2xf16>
    %1 = llvm.mlir.constant(512 : i64) : i64
    %2 = llvm.mlir.constant(true) : i1
    %3 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %4 = llvm.mlir.constant(0 : i64) : i64
    %5 = llvm.mlir.constant(0 : i64) : i64
    %6 = llvm.getelementptr %3[%4, %5] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %7 = llvm.mlir.constant(132 : i64) : i64
    %8 = llvm.mlir.constant(64 : i64) : i64
    %9 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %10 = llvm.mlir.constant(0 : i64) : i64
    %11 = llvm.mlir.constant(16896 : i64) : i64
    %12 = llvm.getelementptr %9[%10, %11] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %13 = llvm.mlir.constant(dense<0.000000e+00> : vector<2xf16>) : vector<2xf16>
    %14 = llvm.mlir.constant(0 : i64) : i64
    %15 = llvm.mlir.constant(64 : i32) : i32
    %16 = llvm.mlir.constant(32 : i32) : i32
    %17 = llvm.mlir.constant(16 : i32) : i32
    %18 = llvm.mlir.constant(128 : i32) : i32
    %19 = llvm.mlir.constant(256 : i32) : i32
    %20 = llvm.mlir.constant(384 : i32) : i32
    %21 = llvm.mlir.constant(512 : i32) : i32
    %22 = llvm.mlir.constant(640 : i32) : i32
    %23 = llvm.mlir.constant(768 : i32) : i32
    %24 = llvm.mlir.constant(896 : i32) : i32
    %25 = llvm.mlir.constant(8 : i32) : i32
    %26 = llvm.mlir.constant(24 : i32) : i32
    %27 = llvm.mlir.constant(40 : i32) : i32
    %28 = llvm.mlir.constant(48 : i32) : i32
    %29 = llvm.mlir.constant(56 : i32) : i32
    %30 = llvm.mlir.constant(72 : i32) : i32
    %31 = llvm.mlir.constant(80 : i32) : i32
    %32 = llvm.mlir.constant(88 : i32) : i32
    %33 = llvm.mlir.constant(96 : i32) : i32
    %34 = llvm.mlir.constant(104 : i32) : i32
    %35 = llvm.mlir.constant(112 : i32) : i32
    %36 = llvm.mlir.constant(120 : i32) : i32
    %37 = llvm.mlir.constant(1 : i32) : i32
    %38 = llvm.mlir.constant(9 : i32) : i32
    %39 = llvm.mlir.constant(17 : i32) : i32
    %40 = llvm.mlir.constant(25 : i32) : i32
    %41 = llvm.mlir.constant(33 : i32) : i32
    %42 = llvm.mlir.constant(41 : i32) : i32
    %43 = llvm.mlir.constant(49 : i32) : i32
    %44 = llvm.mlir.constant(57 : i32) : i32
    %45 = llvm.mlir.constant(65 : i32) : i32
    %46 = llvm.mlir.constant(73 : i32) : i32
    %47 = llvm.mlir.constant(81 : i32) : i32
    %48 = llvm.mlir.constant(89 : i32) : i32
    %49 = llvm.mlir.constant(97 : i32) : i32
    %50 = llvm.mlir.constant(105 : i32) : i32
    %51 = llvm.mlir.constant(113 : i32) : i32
    %52 = llvm.mlir.constant(121 : i32) : i32
    %53 = llvm.mlir.constant(4 : i32) : i32
    %54 = llvm.mlir.constant(2 : i32) : i32
    %55 = llvm.mlir.constant(128 : i64) : i64
    %56 = llvm.mlir.constant(68 : i64) : i64
    %57 = llvm.mlir.constant(1 : i64) : i64
    %58 = llvm.getelementptr %12[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<128 x array<68 x f16>>
    %59 = llvm.getelementptr %6[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<64 x array<132 x f16>>
    %60 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
    %61 = llvm.sext %60 : i32 to i64
    llvm.intr.assume %2 ["align"(%arg0, %8 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %2 ["align"(%arg1, %8 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %2 ["align"(%arg2, %8 : !llvm.ptr<1>, i64)] : i1
    %62 = llvm.trunc %61 : i64 to i32
    %63 = llvm.udiv %62, %15 : i32
    %64 = llvm.urem %62, %15 : i32
    %65 = llvm.udiv %64, %16 : i32
    %66 = llvm.urem %62, %16 : i32
    %67 = llvm.udiv %62, %17 : i32
    %68 = llvm.zext %67 : i32 to i64
    %69 = llvm.urem %62, %17 : i32
    %70 = llvm.mul %69, %25 overflow<nsw> : i32
    %71 = llvm.zext %70 : i32 to i64
    %72 = llvm.add %62, %18 overflow<nsw> : i32
    %73 = llvm.udiv %72, %17 : i32
    %74 = llvm.zext %73 : i32 to i64
    %75 = llvm.urem %72, %17 : i32
    %76 = llvm.mul %75, %25 overflow<nsw> : i32
    %77 = llvm.zext %76 : i32 to i64
    %78 = llvm.add %62, %19 overflow<nsw> : i32
    %79 = llvm.udiv %78, %17 : i32
    %80 = llvm.zext %79 : i32 to i64
    %81 = llvm.urem %78, %17 : i32
    %82 = llvm.mul %81, %25 overflow<nsw> : i32
    %83 = llvm.zext %82 : i32 to i64
    %84 = llvm.add %62, %20 overflow<nsw> : i32
    %85 = llvm.udiv %84, %17 : i32
    %86 = llvm.zext %85 : i32 to i64
    %87 = llvm.urem %84, %17 : i32
    %88 = llvm.mul %87, %25 overflow<nsw> : i32
    %89 = llvm.zext %88 : i32 to i64
    %90 = llvm.add %62, %21 overflow<nsw> : i32
    %91 = llvm.udiv %90, %17 : i32
    %92 = llvm.zext %91 : i32 to i64
    %93 = llvm.urem %90, %17 : i32
    %94 = llvm.mul %93, %25 overflow<nsw> : i32
    %95 = llvm.zext %94 : i32 to i64
    %96 = llvm.add %62, %22 overflow<nsw> : i32
    %97 = llvm.udiv %96, %17 : i32
    %98 = llvm.zext %97 : i32 to i64
    %99 = llvm.urem %96, %17 : i32
    %100 = llvm.mul %99, %25 overflow<nsw> : i32
    %101 = llvm.zext %100 : i32 to i64
    %102 = llvm.add %62, %23 overflow<nsw> : i32
    %103 = llvm.udiv %102, %17 : i32
    %104 = llvm.zext %103 : i32 to i64
    %105 = llvm.urem %102, %17 : i32
    %106 = llvm.mul %105, %25 overflow<nsw> : i32
    %107 = llvm.zext %106 : i32 to i64
    %108 = llvm.add %62, %24 overflow<nsw> : i32
    %109 = llvm.udiv %108, %17 : i32
    %110 = llvm.zext %109 : i32 to i64
    %111 = llvm.urem %108, %17 : i32
    %112 = llvm.mul %111, %25 overflow<nsw> : i32
    %113 = llvm.zext %112 : i32 to i64
    %114 = llvm.udiv %62, %25 : i32
    %115 = llvm.zext %114 : i32 to i64
    %116 = llvm.urem %62, %25 : i32
    %117 = llvm.mul %116, %25 overflow<nsw> : i32
    %118 = llvm.zext %117 : i32 to i64
    %119 = llvm.udiv %72, %25 : i32
    %120 = llvm.zext %119 : i32 to i64
    %121 = llvm.urem %72, %25 : i32
    %122 = llvm.mul %121, %25 overflow<nsw> : i32
    %123 = llvm.zext %122 : i32 to i64
    %124 = llvm.udiv %78, %25 : i32
    %125 = llvm.zext %124 : i32 to i64
    %126 = llvm.urem %78, %25 : i32
    %127 = llvm.mul %126, %25 overflow<nsw> : i32
    %128 = llvm.zext %127 : i32 to i64
    %129 = llvm.udiv %84, %25 : i32
    %130 = llvm.zext %129 : i32 to i64
    %131 = llvm.urem %84, %25 : i32
    %132 = llvm.mul %131, %25 overflow<nsw> : i32
    %133 = llvm.zext %132 : i32 to i64
    %134 = llvm.udiv %90, %25 : i32
    %135 = llvm.zext %134 : i32 to i64
    %136 = llvm.urem %90, %25 : i32
    %137 = llvm.mul %136, %25 overflow<nsw> : i32
    %138 = llvm.zext %137 : i32 to i64
    %139 = llvm.udiv %96, %25 : i32
    %140 = llvm.zext %139 : i32 to i64
    %141 = llvm.urem %96, %25 : i32
    %142 = llvm.mul %141, %25 overflow<nsw> : i32
    %143 = llvm.zext %142 : i32 to i64
    %144 = llvm.udiv %102, %25 : i32
    %145 = llvm.zext %144 : i32 to i64
    %146 = llvm.urem %102, %25 : i32
    %147 = llvm.mul %146, %25 overflow<nsw> : i32
    %148 = llvm.zext %147 : i32 to i64
    %149 = llvm.udiv %108, %25 : i32
    %150 = llvm.zext %149 : i32 to i64
    %151 = llvm.urem %108, %25 : i32
    %152 = llvm.mul %151, %25 overflow<nsw> : i32
    %153 = llvm.zext %152 : i32 to i64
    %154 = llvm.udiv %66, %53 : i32
    %155 = llvm.urem %66, %53 : i32
    %156 = llvm.mul %155, %54 overflow<nsw> : i32
    %157 = llvm.zext %156 : i32 to i64
    %158 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 32> : i32
    %159 = llvm.sext %158 : i32 to i64
    %160 = llvm.trunc %159 : i64 to i32
    %161 = llvm.udiv %160, %25 : i32
    %162 = llvm.urem %160, %25 : i32
    %163 = llvm.mul %161, %15 overflow<nsw> : i32
    %164 = llvm.add %67, %163 : i32
    %165 = llvm.zext %164 : i32 to i64
    %166 = llvm.mul %165, %55 : i64
    %167 = llvm.add %166, %71 : i64
    %168 = llvm.getelementptr %arg0[%167] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %169 = llvm.load %168 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %170 = llvm.mul %68, %7 : i64
    %171 = llvm.add %170, %71 : i64
    %172 = llvm.getelementptr %59[%171] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %169, %172 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %173 = llvm.add %73, %163 : i32
    %174 = llvm.zext %173 : i32 to i64
    %175 = llvm.mul %174, %55 : i64
    %176 = llvm.add %175, %77 : i64
    %177 = llvm.getelementptr %arg0[%176] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %178 = llvm.load %177 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %179 = llvm.mul %74, %7 : i64
    %180 = llvm.add %179, %77 : i64
    %181 = llvm.getelementptr %59[%180] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %178, %181 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %182 = llvm.add %79, %163 : i32
    %183 = llvm.zext %182 : i32 to i64
    %184 = llvm.mul %183, %55 : i64
    %185 = llvm.add %184, %83 : i64
    %186 = llvm.getelementptr %arg0[%185] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %187 = llvm.load %186 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %188 = llvm.mul %80, %7 : i64
    %189 = llvm.add %188, %83 : i64
    %190 = llvm.getelementptr %59[%189] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %187, %190 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %191 = llvm.add %85, %163 : i32
    %192 = llvm.zext %191 : i32 to i64
    %193 = llvm.mul %192, %55 : i64
    %194 = llvm.add %193, %89 : i64
    %195 = llvm.getelementptr %arg0[%194] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %196 = llvm.load %195 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %197 = llvm.mul %86, %7 : i64
    %198 = llvm.add %197, %89 : i64
    %199 = llvm.getelementptr %59[%198] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %196, %199 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %200 = llvm.add %91, %163 : i32
    %201 = llvm.zext %200 : i32 to i64
    %202 = llvm.mul %201, %55 : i64
    %203 = llvm.add %202, %95 : i64
    %204 = llvm.getelementptr %arg0[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %205 = llvm.load %204 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %206 = llvm.mul %92, %7 : i64
    %207 = llvm.add %206, %95 : i64
    %208 = llvm.getelementptr %59[%207] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %205, %208 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %209 = llvm.add %97, %163 : i32
    %210 = llvm.zext %209 : i32 to i64
    %211 = llvm.mul %210, %55 : i64
    %212 = llvm.add %211, %101 : i64
    %213 = llvm.getelementptr %arg0[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %214 = llvm.load %213 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %215 = llvm.mul %98, %7 : i64
    %216 = llvm.add %215, %101 : i64
    %217 = llvm.getelementptr %59[%216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %214, %217 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %218 = llvm.add %103, %163 : i32
    %219 = llvm.zext %218 : i32 to i64
    %220 = llvm.mul %219, %55 : i64
    %221 = llvm.add %220, %107 : i64
    %222 = llvm.getelementptr %arg0[%221] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %223 = llvm.load %222 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %224 = llvm.mul %104, %7 : i64
    %225 = llvm.add %224, %107 : i64
    %226 = llvm.getelementptr %59[%225] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %223, %226 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %227 = llvm.add %109, %163 : i32
    %228 = llvm.zext %227 : i32 to i64
    %229 = llvm.mul %228, %55 : i64
    %230 = llvm.add %229, %113 : i64
    %231 = llvm.getelementptr %arg0[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %232 = llvm.load %231 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %233 = llvm.mul %110, %7 : i64
    %234 = llvm.add %233, %113 : i64
    %235 = llvm.getelementptr %59[%234] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %232, %235 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %236 = llvm.mul %162, %15 overflow<nsw> : i32
    %237 = llvm.add %117, %236 : i32
    %238 = llvm.zext %237 : i32 to i64
    %239 = llvm.mul %115, %1 : i64
    %240 = llvm.add %239, %238 : i64
    %241 = llvm.getelementptr %arg1[%240] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %242 = llvm.load %241 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %243 = llvm.mul %115, %56 : i64
    %244 = llvm.add %243, %118 : i64
    %245 = llvm.getelementptr %58[%244] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %242, %245 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %246 = llvm.add %122, %236 : i32
    %247 = llvm.zext %246 : i32 to i64
    %248 = llvm.mul %120, %1 : i64
    %249 = llvm.add %248, %247 : i64
    %250 = llvm.getelementptr %arg1[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %251 = llvm.load %250 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %252 = llvm.mul %120, %56 : i64
    %253 = llvm.add %252, %123 : i64
    %254 = llvm.getelementptr %58[%253] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %251, %254 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %255 = llvm.add %127, %236 : i32
    %256 = llvm.zext %255 : i32 to i64
    %257 = llvm.mul %125, %1 : i64
    %258 = llvm.add %257, %256 : i64
    %259 = llvm.getelementptr %arg1[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %260 = llvm.load %259 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %261 = llvm.mul %125, %56 : i64
    %262 = llvm.add %261, %128 : i64
    %263 = llvm.getelementptr %58[%262] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %260, %263 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %264 = llvm.add %132, %236 : i32
    %265 = llvm.zext %264 : i32 to i64
    %266 = llvm.mul %130, %1 : i64
    %267 = llvm.add %266, %265 : i64
    %268 = llvm.getelementptr %arg1[%267] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %269 = llvm.load %268 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %270 = llvm.mul %130, %56 : i64
    %271 = llvm.add %270, %133 : i64
    %272 = llvm.getelementptr %58[%271] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %269, %272 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %273 = llvm.add %137, %236 : i32
    %274 = llvm.zext %273 : i32 to i64
    %275 = llvm.mul %135, %1 : i64
    %276 = llvm.add %275, %274 : i64
    %277 = llvm.getelementptr %arg1[%276] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %278 = llvm.load %277 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %279 = llvm.mul %135, %56 : i64
    %280 = llvm.add %279, %138 : i64
    %281 = llvm.getelementptr %58[%280] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %278, %281 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %282 = llvm.add %142, %236 : i32
    %283 = llvm.zext %282 : i32 to i64
    %284 = llvm.mul %140, %1 : i64
    %285 = llvm.add %284, %283 : i64
    %286 = llvm.getelementptr %arg1[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %287 = llvm.load %286 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %288 = llvm.mul %140, %56 : i64
    %289 = llvm.add %288, %143 : i64
    %290 = llvm.getelementptr %58[%289] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %287, %290 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %291 = llvm.add %147, %236 : i32
    %292 = llvm.zext %291 : i32 to i64
    %293 = llvm.mul %145, %1 : i64
    %294 = llvm.add %293, %292 : i64
    %295 = llvm.getelementptr %arg1[%294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %296 = llvm.load %295 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %297 = llvm.mul %145, %56 : i64
    %298 = llvm.add %297, %148 : i64
    %299 = llvm.getelementptr %58[%298] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %296, %299 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %300 = llvm.add %152, %236 : i32
    %301 = llvm.zext %300 : i32 to i64
    %302 = llvm.mul %150, %1 : i64
    %303 = llvm.add %302, %301 : i64
    %304 = llvm.getelementptr %arg1[%303] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %305 = llvm.load %304 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %306 = llvm.mul %150, %56 : i64
    %307 = llvm.add %306, %153 : i64
    %308 = llvm.getelementptr %58[%307] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %305, %308 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    nvvm.barrier
    %309 = llvm.mul %63, %54 overflow<nsw> : i32
    %310 = llvm.mul %63, %16 overflow<nsw> : i32
    %311 = llvm.add %310, %154 overflow<nsw> : i32
    %312 = llvm.zext %311 : i32 to i64
    %313 = llvm.mul %312, %7 : i64
    %314 = llvm.add %313, %157 : i64
    %315 = llvm.getelementptr %59[%314] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %316 = llvm.load %315 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %317 = llvm.add %156, %25 overflow<nsw> : i32
    %318 = llvm.zext %317 : i32 to i64
    %319 = llvm.mul %312, %7 : i64
    %320 = llvm.add %319, %318 : i64
    %321 = llvm.getelementptr %59[%320] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %322 = llvm.load %321 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %323 = llvm.add %156, %17 overflow<nsw> : i32
    %324 = llvm.zext %323 : i32 to i64
    %325 = llvm.mul %312, %7 : i64
    %326 = llvm.add %325, %324 : i64
    %327 = llvm.getelementptr %59[%326] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %328 = llvm.load %327 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %329 = llvm.add %156, %26 overflow<nsw> : i32
    %330 = llvm.zext %329 : i32 to i64
    %331 = llvm.mul %312, %7 : i64
    %332 = llvm.add %331, %330 : i64
    %333 = llvm.getelementptr %59[%332] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %334 = llvm.load %333 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %335 = llvm.add %156, %16 overflow<nsw> : i32
    %336 = llvm.zext %335 : i32 to i64
    %337 = llvm.mul %312, %7 : i64
    %338 = llvm.add %337, %336 : i64
    %339 = llvm.getelementptr %59[%338] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %340 = llvm.load %339 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %341 = llvm.add %156, %27 overflow<nsw> : i32
    %342 = llvm.zext %341 : i32 to i64
    %343 = llvm.mul %312, %7 : i64
    %344 = llvm.add %343, %342 : i64
    %345 = llvm.getelementptr %59[%344] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %346 = llvm.load %345 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %347 = llvm.add %156, %28 overflow<nsw> : i32
    %348 = llvm.zext %347 : i32 to i64
    %349 = llvm.mul %312, %7 : i64
    %350 = llvm.add %349, %348 : i64
    %351 = llvm.getelementptr %59[%350] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %352 = llvm.load %351 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %353 = llvm.add %156, %29 overflow<nsw> : i32
    %354 = llvm.zext %353 : i32 to i64
    %355 = llvm.mul %312, %7 : i64
    %356 = llvm.add %355, %354 : i64
    %357 = llvm.getelementptr %59[%356] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %358 = llvm.load %357 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %359 = llvm.add %156, %15 overflow<nsw> : i32
    %360 = llvm.zext %359 : i32 to i64
    %361 = llvm.mul %312, %7 : i64
    %362 = llvm.add %361, %360 : i64
    %363 = llvm.getelementptr %59[%362] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %364 = llvm.load %363 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %365 = llvm.add %156, %30 overflow<nsw> : i32
    %366 = llvm.zext %365 : i32 to i64
    %367 = llvm.mul %312, %7 : i64
    %368 = llvm.add %367, %366 : i64
    %369 = llvm.getelementptr %59[%368] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %370 = llvm.load %369 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %371 = llvm.add %156, %31 overflow<nsw> : i32
    %372 = llvm.zext %371 : i32 to i64
    %373 = llvm.mul %312, %7 : i64
    %374 = llvm.add %373, %372 : i64
    %375 = llvm.getelementptr %59[%374] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %376 = llvm.load %375 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %377 = llvm.add %156, %32 overflow<nsw> : i32
    %378 = llvm.zext %377 : i32 to i64
    %379 = llvm.mul %312, %7 : i64
    %380 = llvm.add %379, %378 : i64
    %381 = llvm.getelementptr %59[%380] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %382 = llvm.load %381 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %383 = llvm.add %156, %33 overflow<nsw> : i32
    %384 = llvm.zext %383 : i32 to i64
    %385 = llvm.mul %312, %7 : i64
    %386 = llvm.add %385, %384 : i64
    %387 = llvm.getelementptr %59[%386] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %388 = llvm.load %387 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %389 = llvm.add %156, %34 overflow<nsw> : i32
    %390 = llvm.zext %389 : i32 to i64
    %391 = llvm.mul %312, %7 : i64
    %392 = llvm.add %391, %390 : i64
    %393 = llvm.getelementptr %59[%392] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %394 = llvm.load %393 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %395 = llvm.add %156, %35 overflow<nsw> : i32
    %396 = llvm.zext %395 : i32 to i64
    %397 = llvm.mul %312, %7 : i64
    %398 = llvm.add %397, %396 : i64
    %399 = llvm.getelementptr %59[%398] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %400 = llvm.load %399 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %401 = llvm.add %156, %36 overflow<nsw> : i32
    %402 = llvm.zext %401 : i32 to i64
    %403 = llvm.mul %312, %7 : i64
    %404 = llvm.add %403, %402 : i64
    %405 = llvm.getelementptr %59[%404] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %406 = llvm.load %405 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %407 = llvm.add %311, %25 overflow<nsw> : i32
    %408 = llvm.zext %407 : i32 to i64
    %409 = llvm.mul %408, %7 : i64
    %410 = llvm.add %409, %157 : i64
    %411 = llvm.getelementptr %59[%410] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %412 = llvm.load %411 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %413 = llvm.mul %408, %7 : i64
    %414 = llvm.add %413, %318 : i64
    %415 = llvm.getelementptr %59[%414] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %416 = llvm.load %415 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %417 = llvm.mul %408, %7 : i64
    %418 = llvm.add %417, %324 : i64
    %419 = llvm.getelementptr %59[%418] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %420 = llvm.load %419 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %421 = llvm.mul %408, %7 : i64
    %422 = llvm.add %421, %330 : i64
    %423 = llvm.getelementptr %59[%422] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %424 = llvm.load %423 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %425 = llvm.mul %408, %7 : i64
    %426 = llvm.add %425, %336 : i64
    %427 = llvm.getelementptr %59[%426] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %428 = llvm.load %427 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %429 = llvm.mul %408, %7 : i64
    %430 = llvm.add %429, %342 : i64
    %431 = llvm.getelementptr %59[%430] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %432 = llvm.load %431 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %433 = llvm.mul %408, %7 : i64
    %434 = llvm.add %433, %348 : i64
    %435 = llvm.getelementptr %59[%434] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %436 = llvm.load %435 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %437 = llvm.mul %408, %7 : i64
    %438 = llvm.add %437, %354 : i64
    %439 = llvm.getelementptr %59[%438] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %440 = llvm.load %439 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %441 = llvm.mul %408, %7 : i64
    %442 = llvm.add %441, %360 : i64
    %443 = llvm.getelementptr %59[%442] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %444 = llvm.load %443 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %445 = llvm.mul %408, %7 : i64
    %446 = llvm.add %445, %366 : i64
    %447 = llvm.getelementptr %59[%446] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %448 = llvm.load %447 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %449 = llvm.mul %408, %7 : i64
    %450 = llvm.add %449, %372 : i64
    %451 = llvm.getelementptr %59[%450] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %452 = llvm.load %451 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %453 = llvm.mul %408, %7 : i64
    %454 = llvm.add %453, %378 : i64
    %455 = llvm.getelementptr %59[%454] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %456 = llvm.load %455 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %457 = llvm.mul %408, %7 : i64
    %458 = llvm.add %457, %384 : i64
    %459 = llvm.getelementptr %59[%458] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %460 = llvm.load %459 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %461 = llvm.mul %408, %7 : i64
    %462 = llvm.add %461, %390 : i64
    %463 = llvm.getelementptr %59[%462] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %464 = llvm.load %463 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %465 = llvm.mul %408, %7 : i64
    %466 = llvm.add %465, %396 : i64
    %467 = llvm.getelementptr %59[%466] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %468 = llvm.load %467 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %469 = llvm.mul %408, %7 : i64
    %470 = llvm.add %469, %402 : i64
    %471 = llvm.getelementptr %59[%470] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %472 = llvm.load %471 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %473 = llvm.add %311, %17 overflow<nsw> : i32
    %474 = llvm.zext %473 : i32 to i64
    %475 = llvm.mul %474, %7 : i64
    %476 = llvm.add %475, %157 : i64
    %477 = llvm.getelementptr %59[%476] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %478 = llvm.load %477 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %479 = llvm.mul %474, %7 : i64
    %480 = llvm.add %479, %318 : i64
    %481 = llvm.getelementptr %59[%480] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %482 = llvm.load %481 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %483 = llvm.mul %474, %7 : i64
    %484 = llvm.add %483, %324 : i64
    %485 = llvm.getelementptr %59[%484] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %486 = llvm.load %485 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %487 = llvm.mul %474, %7 : i64
    %488 = llvm.add %487, %330 : i64
    %489 = llvm.getelementptr %59[%488] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %490 = llvm.load %489 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %491 = llvm.mul %474, %7 : i64
    %492 = llvm.add %491, %336 : i64
    %493 = llvm.getelementptr %59[%492] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %494 = llvm.load %493 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %495 = llvm.mul %474, %7 : i64
    %496 = llvm.add %495, %342 : i64
    %497 = llvm.getelementptr %59[%496] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %498 = llvm.load %497 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %499 = llvm.mul %474, %7 : i64
    %500 = llvm.add %499, %348 : i64
    %501 = llvm.getelementptr %59[%500] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %502 = llvm.load %501 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %503 = llvm.mul %474, %7 : i64
    %504 = llvm.add %503, %354 : i64
    %505 = llvm.getelementptr %59[%504] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %506 = llvm.load %505 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %507 = llvm.mul %474, %7 : i64
    %508 = llvm.add %507, %360 : i64
    %509 = llvm.getelementptr %59[%508] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %510 = llvm.load %509 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %511 = llvm.mul %474, %7 : i64
    %512 = llvm.add %511, %366 : i64
    %513 = llvm.getelementptr %59[%512] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %514 = llvm.load %513 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %515 = llvm.mul %474, %7 : i64
    %516 = llvm.add %515, %372 : i64
    %517 = llvm.getelementptr %59[%516] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %518 = llvm.load %517 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %519 = llvm.mul %474, %7 : i64
    %520 = llvm.add %519, %378 : i64
    %521 = llvm.getelementptr %59[%520] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %522 = llvm.load %521 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %523 = llvm.mul %474, %7 : i64
    %524 = llvm.add %523, %384 : i64
    %525 = llvm.getelementptr %59[%524] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %526 = llvm.load %525 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %527 = llvm.mul %474, %7 : i64
    %528 = llvm.add %527, %390 : i64
    %529 = llvm.getelementptr %59[%528] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %530 = llvm.load %529 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %531 = llvm.mul %474, %7 : i64
    %532 = llvm.add %531, %396 : i64
    %533 = llvm.getelementptr %59[%532] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %534 = llvm.load %533 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %535 = llvm.mul %474, %7 : i64
    %536 = llvm.add %535, %402 : i64
    %537 = llvm.getelementptr %59[%536] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %538 = llvm.load %537 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %539 = llvm.add %311, %26 overflow<nsw> : i32
    %540 = llvm.zext %539 : i32 to i64
    %541 = llvm.mul %540, %7 : i64
    %542 = llvm.add %541, %157 : i64
    %543 = llvm.getelementptr %59[%542] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %544 = llvm.load %543 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %545 = llvm.mul %540, %7 : i64
    %546 = llvm.add %545, %318 : i64
    %547 = llvm.getelementptr %59[%546] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %548 = llvm.load %547 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %549 = llvm.mul %540, %7 : i64
    %550 = llvm.add %549, %324 : i64
    %551 = llvm.getelementptr %59[%550] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %552 = llvm.load %551 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %553 = llvm.mul %540, %7 : i64
    %554 = llvm.add %553, %330 : i64
    %555 = llvm.getelementptr %59[%554] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %556 = llvm.load %555 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %557 = llvm.mul %540, %7 : i64
    %558 = llvm.add %557, %336 : i64
    %559 = llvm.getelementptr %59[%558] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %560 = llvm.load %559 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %561 = llvm.mul %540, %7 : i64
    %562 = llvm.add %561, %342 : i64
    %563 = llvm.getelementptr %59[%562] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %564 = llvm.load %563 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %565 = llvm.mul %540, %7 : i64
    %566 = llvm.add %565, %348 : i64
    %567 = llvm.getelementptr %59[%566] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %568 = llvm.load %567 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %569 = llvm.mul %540, %7 : i64
    %570 = llvm.add %569, %354 : i64
    %571 = llvm.getelementptr %59[%570] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %572 = llvm.load %571 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %573 = llvm.mul %540, %7 : i64
    %574 = llvm.add %573, %360 : i64
    %575 = llvm.getelementptr %59[%574] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %576 = llvm.load %575 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %577 = llvm.mul %540, %7 : i64
    %578 = llvm.add %577, %366 : i64
    %579 = llvm.getelementptr %59[%578] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %580 = llvm.load %579 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %581 = llvm.mul %540, %7 : i64
    %582 = llvm.add %581, %372 : i64
    %583 = llvm.getelementptr %59[%582] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %584 = llvm.load %583 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %585 = llvm.mul %540, %7 : i64
    %586 = llvm.add %585, %378 : i64
    %587 = llvm.getelementptr %59[%586] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %588 = llvm.load %587 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %589 = llvm.mul %540, %7 : i64
    %590 = llvm.add %589, %384 : i64
    %591 = llvm.getelementptr %59[%590] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %592 = llvm.load %591 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %593 = llvm.mul %540, %7 : i64
    %594 = llvm.add %593, %390 : i64
    %595 = llvm.getelementptr %59[%594] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %596 = llvm.load %595 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %597 = llvm.mul %540, %7 : i64
    %598 = llvm.add %597, %396 : i64
    %599 = llvm.getelementptr %59[%598] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %600 = llvm.load %599 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %601 = llvm.mul %540, %7 : i64
    %602 = llvm.add %601, %402 : i64
    %603 = llvm.getelementptr %59[%602] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %604 = llvm.load %603 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %605 = llvm.mul %65, %53 overflow<nsw> : i32
    %606 = llvm.mul %65, %16 overflow<nsw> : i32
    %607 = llvm.add %606, %154 overflow<nsw> : i32
    %608 = llvm.zext %607 : i32 to i64
    %609 = llvm.mul %157, %56 : i64
    %610 = llvm.add %609, %608 : i64
    %611 = llvm.getelementptr %58[%610] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %612 = llvm.load %611 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %613 = llvm.add %607, %25 overflow<nsw> : i32
    %614 = llvm.zext %613 : i32 to i64
    %615 = llvm.mul %157, %56 : i64
    %616 = llvm.add %615, %614 : i64
    %617 = llvm.getelementptr %58[%616] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %618 = llvm.load %617 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %619 = llvm.add %607, %17 overflow<nsw> : i32
    %620 = llvm.zext %619 : i32 to i64
    %621 = llvm.mul %157, %56 : i64
    %622 = llvm.add %621, %620 : i64
    %623 = llvm.getelementptr %58[%622] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %624 = llvm.load %623 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %625 = llvm.add %607, %26 overflow<nsw> : i32
    %626 = llvm.zext %625 : i32 to i64
    %627 = llvm.mul %157, %56 : i64
    %628 = llvm.add %627, %626 : i64
    %629 = llvm.getelementptr %58[%628] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %630 = llvm.load %629 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %631 = llvm.add %156, %37 overflow<nsw> : i32
    %632 = llvm.zext %631 : i32 to i64
    %633 = llvm.mul %632, %56 : i64
    %634 = llvm.add %633, %608 : i64
    %635 = llvm.getelementptr %58[%634] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %636 = llvm.load %635 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %637 = llvm.mul %632, %56 : i64
    %638 = llvm.add %637, %614 : i64
    %639 = llvm.getelementptr %58[%638] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %640 = llvm.load %639 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %641 = llvm.mul %632, %56 : i64
    %642 = llvm.add %641, %620 : i64
    %643 = llvm.getelementptr %58[%642] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %644 = llvm.load %643 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %645 = llvm.mul %632, %56 : i64
    %646 = llvm.add %645, %626 : i64
    %647 = llvm.getelementptr %58[%646] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %648 = llvm.load %647 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %649 = llvm.mul %318, %56 : i64
    %650 = llvm.add %649, %608 : i64
    %651 = llvm.getelementptr %58[%650] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %652 = llvm.load %651 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %653 = llvm.mul %318, %56 : i64
    %654 = llvm.add %653, %614 : i64
    %655 = llvm.getelementptr %58[%654] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %656 = llvm.load %655 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %657 = llvm.mul %318, %56 : i64
    %658 = llvm.add %657, %620 : i64
    %659 = llvm.getelementptr %58[%658] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %660 = llvm.load %659 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %661 = llvm.mul %318, %56 : i64
    %662 = llvm.add %661, %626 : i64
    %663 = llvm.getelementptr %58[%662] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %664 = llvm.load %663 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %665 = llvm.add %156, %38 overflow<nsw> : i32
    %666 = llvm.zext %665 : i32 to i64
    %667 = llvm.mul %666, %56 : i64
    %668 = llvm.add %667, %608 : i64
    %669 = llvm.getelementptr %58[%668] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %670 = llvm.load %669 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %671 = llvm.mul %666, %56 : i64
    %672 = llvm.add %671, %614 : i64
    %673 = llvm.getelementptr %58[%672] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %674 = llvm.load %673 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %675 = llvm.mul %666, %56 : i64
    %676 = llvm.add %675, %620 : i64
    %677 = llvm.getelementptr %58[%676] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %678 = llvm.load %677 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %679 = llvm.mul %666, %56 : i64
    %680 = llvm.add %679, %626 : i64
    %681 = llvm.getelementptr %58[%680] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %682 = llvm.load %681 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %683 = llvm.mul %324, %56 : i64
    %684 = llvm.add %683, %608 : i64
    %685 = llvm.getelementptr %58[%684] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %686 = llvm.load %685 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %687 = llvm.mul %324, %56 : i64
    %688 = llvm.add %687, %614 : i64
    %689 = llvm.getelementptr %58[%688] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %690 = llvm.load %689 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %691 = llvm.mul %324, %56 : i64
    %692 = llvm.add %691, %620 : i64
    %693 = llvm.getelementptr %58[%692] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %694 = llvm.load %693 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %695 = llvm.mul %324, %56 : i64
    %696 = llvm.add %695, %626 : i64
    %697 = llvm.getelementptr %58[%696] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %698 = llvm.load %697 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %699 = llvm.add %156, %39 overflow<nsw> : i32
    %700 = llvm.zext %699 : i32 to i64
    %701 = llvm.mul %700, %56 : i64
    %702 = llvm.add %701, %608 : i64
    %703 = llvm.getelementptr %58[%702] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %704 = llvm.load %703 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %705 = llvm.mul %700, %56 : i64
    %706 = llvm.add %705, %614 : i64
    %707 = llvm.getelementptr %58[%706] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %708 = llvm.load %707 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %709 = llvm.mul %700, %56 : i64
    %710 = llvm.add %709, %620 : i64
    %711 = llvm.getelementptr %58[%710] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %712 = llvm.load %711 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %713 = llvm.mul %700, %56 : i64
    %714 = llvm.add %713, %626 : i64
    %715 = llvm.getelementptr %58[%714] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %716 = llvm.load %715 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %717 = llvm.mul %330, %56 : i64
    %718 = llvm.add %717, %608 : i64
    %719 = llvm.getelementptr %58[%718] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %720 = llvm.load %719 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %721 = llvm.mul %330, %56 : i64
    %722 = llvm.add %721, %614 : i64
    %723 = llvm.getelementptr %58[%722] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %724 = llvm.load %723 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %725 = llvm.mul %330, %56 : i64
    %726 = llvm.add %725, %620 : i64
    %727 = llvm.getelementptr %58[%726] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %728 = llvm.load %727 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %729 = llvm.mul %330, %56 : i64
    %730 = llvm.add %729, %626 : i64
    %731 = llvm.getelementptr %58[%730] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %732 = llvm.load %731 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %733 = llvm.add %156, %40 overflow<nsw> : i32
    %734 = llvm.zext %733 : i32 to i64
    %735 = llvm.mul %734, %56 : i64
    %736 = llvm.add %735, %608 : i64
    %737 = llvm.getelementptr %58[%736] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %738 = llvm.load %737 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %739 = llvm.mul %734, %56 : i64
    %740 = llvm.add %739, %614 : i64
    %741 = llvm.getelementptr %58[%740] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %742 = llvm.load %741 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %743 = llvm.mul %734, %56 : i64
    %744 = llvm.add %743, %620 : i64
    %745 = llvm.getelementptr %58[%744] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %746 = llvm.load %745 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %747 = llvm.mul %734, %56 : i64
    %748 = llvm.add %747, %626 : i64
    %749 = llvm.getelementptr %58[%748] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %750 = llvm.load %749 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %751 = llvm.mul %336, %56 : i64
    %752 = llvm.add %751, %608 : i64
    %753 = llvm.getelementptr %58[%752] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %754 = llvm.load %753 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %755 = llvm.mul %336, %56 : i64
    %756 = llvm.add %755, %614 : i64
    %757 = llvm.getelementptr %58[%756] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %758 = llvm.load %757 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %759 = llvm.mul %336, %56 : i64
    %760 = llvm.add %759, %620 : i64
    %761 = llvm.getelementptr %58[%760] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %762 = llvm.load %761 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %763 = llvm.mul %336, %56 : i64
    %764 = llvm.add %763, %626 : i64
    %765 = llvm.getelementptr %58[%764] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %766 = llvm.load %765 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %767 = llvm.add %156, %41 overflow<nsw> : i32
    %768 = llvm.zext %767 : i32 to i64
    %769 = llvm.mul %768, %56 : i64
    %770 = llvm.add %769, %608 : i64
    %771 = llvm.getelementptr %58[%770] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %772 = llvm.load %771 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %773 = llvm.mul %768, %56 : i64
    %774 = llvm.add %773, %614 : i64
    %775 = llvm.getelementptr %58[%774] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %776 = llvm.load %775 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %777 = llvm.mul %768, %56 : i64
    %778 = llvm.add %777, %620 : i64
    %779 = llvm.getelementptr %58[%778] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %780 = llvm.load %779 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %781 = llvm.mul %768, %56 : i64
    %782 = llvm.add %781, %626 : i64
    %783 = llvm.getelementptr %58[%782] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %784 = llvm.load %783 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %785 = llvm.mul %342, %56 : i64
    %786 = llvm.add %785, %608 : i64
    %787 = llvm.getelementptr %58[%786] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %788 = llvm.load %787 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %789 = llvm.mul %342, %56 : i64
    %790 = llvm.add %789, %614 : i64
    %791 = llvm.getelementptr %58[%790] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %792 = llvm.load %791 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %793 = llvm.mul %342, %56 : i64
    %794 = llvm.add %793, %620 : i64
    %795 = llvm.getelementptr %58[%794] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %796 = llvm.load %795 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %797 = llvm.mul %342, %56 : i64
    %798 = llvm.add %797, %626 : i64
    %799 = llvm.getelementptr %58[%798] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %800 = llvm.load %799 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %801 = llvm.add %156, %42 overflow<nsw> : i32
    %802 = llvm.zext %801 : i32 to i64
    %803 = llvm.mul %802, %56 : i64
    %804 = llvm.add %803, %608 : i64
    %805 = llvm.getelementptr %58[%804] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %806 = llvm.load %805 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %807 = llvm.mul %802, %56 : i64
    %808 = llvm.add %807, %614 : i64
    %809 = llvm.getelementptr %58[%808] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %810 = llvm.load %809 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %811 = llvm.mul %802, %56 : i64
    %812 = llvm.add %811, %620 : i64
    %813 = llvm.getelementptr %58[%812] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %814 = llvm.load %813 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %815 = llvm.mul %802, %56 : i64
    %816 = llvm.add %815, %626 : i64
    %817 = llvm.getelementptr %58[%816] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %818 = llvm.load %817 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %819 = llvm.mul %348, %56 : i64
    %820 = llvm.add %819, %608 : i64
    %821 = llvm.getelementptr %58[%820] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %822 = llvm.load %821 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %823 = llvm.mul %348, %56 : i64
    %824 = llvm.add %823, %614 : i64
    %825 = llvm.getelementptr %58[%824] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %826 = llvm.load %825 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %827 = llvm.mul %348, %56 : i64
    %828 = llvm.add %827, %620 : i64
    %829 = llvm.getelementptr %58[%828] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %830 = llvm.load %829 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %831 = llvm.mul %348, %56 : i64
    %832 = llvm.add %831, %626 : i64
    %833 = llvm.getelementptr %58[%832] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %834 = llvm.load %833 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %835 = llvm.add %156, %43 overflow<nsw> : i32
    %836 = llvm.zext %835 : i32 to i64
    %837 = llvm.mul %836, %56 : i64
    %838 = llvm.add %837, %608 : i64
    %839 = llvm.getelementptr %58[%838] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %840 = llvm.load %839 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %841 = llvm.mul %836, %56 : i64
    %842 = llvm.add %841, %614 : i64
    %843 = llvm.getelementptr %58[%842] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %844 = llvm.load %843 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %845 = llvm.mul %836, %56 : i64
    %846 = llvm.add %845, %620 : i64
    %847 = llvm.getelementptr %58[%846] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %848 = llvm.load %847 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %849 = llvm.mul %836, %56 : i64
    %850 = llvm.add %849, %626 : i64
    %851 = llvm.getelementptr %58[%850] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %852 = llvm.load %851 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %853 = llvm.mul %354, %56 : i64
    %854 = llvm.add %853, %608 : i64
    %855 = llvm.getelementptr %58[%854] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %856 = llvm.load %855 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %857 = llvm.mul %354, %56 : i64
    %858 = llvm.add %857, %614 : i64
    %859 = llvm.getelementptr %58[%858] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %860 = llvm.load %859 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %861 = llvm.mul %354, %56 : i64
    %862 = llvm.add %861, %620 : i64
    %863 = llvm.getelementptr %58[%862] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %864 = llvm.load %863 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %865 = llvm.mul %354, %56 : i64
    %866 = llvm.add %865, %626 : i64
    %867 = llvm.getelementptr %58[%866] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %868 = llvm.load %867 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %869 = llvm.add %156, %44 overflow<nsw> : i32
    %870 = llvm.zext %869 : i32 to i64
    %871 = llvm.mul %870, %56 : i64
    %872 = llvm.add %871, %608 : i64
    %873 = llvm.getelementptr %58[%872] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %874 = llvm.load %873 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %875 = llvm.mul %870, %56 : i64
    %876 = llvm.add %875, %614 : i64
    %877 = llvm.getelementptr %58[%876] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %878 = llvm.load %877 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %879 = llvm.mul %870, %56 : i64
    %880 = llvm.add %879, %620 : i64
    %881 = llvm.getelementptr %58[%880] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %882 = llvm.load %881 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %883 = llvm.mul %870, %56 : i64
    %884 = llvm.add %883, %626 : i64
    %885 = llvm.getelementptr %58[%884] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %886 = llvm.load %885 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %887 = llvm.mul %360, %56 : i64
    %888 = llvm.add %887, %608 : i64
    %889 = llvm.getelementptr %58[%888] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %890 = llvm.load %889 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %891 = llvm.mul %360, %56 : i64
    %892 = llvm.add %891, %614 : i64
    %893 = llvm.getelementptr %58[%892] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %894 = llvm.load %893 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %895 = llvm.mul %360, %56 : i64
    %896 = llvm.add %895, %620 : i64
    %897 = llvm.getelementptr %58[%896] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %898 = llvm.load %897 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %899 = llvm.mul %360, %56 : i64
    %900 = llvm.add %899, %626 : i64
    %901 = llvm.getelementptr %58[%900] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %902 = llvm.load %901 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %903 = llvm.add %156, %45 overflow<nsw> : i32
    %904 = llvm.zext %903 : i32 to i64
    %905 = llvm.mul %904, %56 : i64
    %906 = llvm.add %905, %608 : i64
    %907 = llvm.getelementptr %58[%906] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %908 = llvm.load %907 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %909 = llvm.mul %904, %56 : i64
    %910 = llvm.add %909, %614 : i64
    %911 = llvm.getelementptr %58[%910] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %912 = llvm.load %911 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %913 = llvm.mul %904, %56 : i64
    %914 = llvm.add %913, %620 : i64
    %915 = llvm.getelementptr %58[%914] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %916 = llvm.load %915 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %917 = llvm.mul %904, %56 : i64
    %918 = llvm.add %917, %626 : i64
    %919 = llvm.getelementptr %58[%918] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %920 = llvm.load %919 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %921 = llvm.mul %366, %56 : i64
    %922 = llvm.add %921, %608 : i64
    %923 = llvm.getelementptr %58[%922] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %924 = llvm.load %923 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %925 = llvm.mul %366, %56 : i64
    %926 = llvm.add %925, %614 : i64
    %927 = llvm.getelementptr %58[%926] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %928 = llvm.load %927 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %929 = llvm.mul %366, %56 : i64
    %930 = llvm.add %929, %620 : i64
    %931 = llvm.getelementptr %58[%930] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %932 = llvm.load %931 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %933 = llvm.mul %366, %56 : i64
    %934 = llvm.add %933, %626 : i64
    %935 = llvm.getelementptr %58[%934] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %936 = llvm.load %935 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %937 = llvm.add %156, %46 overflow<nsw> : i32
    %938 = llvm.zext %937 : i32 to i64
    %939 = llvm.mul %938, %56 : i64
    %940 = llvm.add %939, %608 : i64
    %941 = llvm.getelementptr %58[%940] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %942 = llvm.load %941 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %943 = llvm.mul %938, %56 : i64
    %944 = llvm.add %943, %614 : i64
    %945 = llvm.getelementptr %58[%944] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %946 = llvm.load %945 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %947 = llvm.mul %938, %56 : i64
    %948 = llvm.add %947, %620 : i64
    %949 = llvm.getelementptr %58[%948] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %950 = llvm.load %949 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %951 = llvm.mul %938, %56 : i64
    %952 = llvm.add %951, %626 : i64
    %953 = llvm.getelementptr %58[%952] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %954 = llvm.load %953 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %955 = llvm.mul %372, %56 : i64
    %956 = llvm.add %955, %608 : i64
    %957 = llvm.getelementptr %58[%956] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %958 = llvm.load %957 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %959 = llvm.mul %372, %56 : i64
    %960 = llvm.add %959, %614 : i64
    %961 = llvm.getelementptr %58[%960] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %962 = llvm.load %961 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %963 = llvm.mul %372, %56 : i64
    %964 = llvm.add %963, %620 : i64
    %965 = llvm.getelementptr %58[%964] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %966 = llvm.load %965 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %967 = llvm.mul %372, %56 : i64
    %968 = llvm.add %967, %626 : i64
    %969 = llvm.getelementptr %58[%968] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %970 = llvm.load %969 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %971 = llvm.add %156, %47 overflow<nsw> : i32
    %972 = llvm.zext %971 : i32 to i64
    %973 = llvm.mul %972, %56 : i64
    %974 = llvm.add %973, %608 : i64
    %975 = llvm.getelementptr %58[%974] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %976 = llvm.load %975 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %977 = llvm.mul %972, %56 : i64
    %978 = llvm.add %977, %614 : i64
    %979 = llvm.getelementptr %58[%978] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %980 = llvm.load %979 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %981 = llvm.mul %972, %56 : i64
    %982 = llvm.add %981, %620 : i64
    %983 = llvm.getelementptr %58[%982] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %984 = llvm.load %983 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %985 = llvm.mul %972, %56 : i64
    %986 = llvm.add %985, %626 : i64
    %987 = llvm.getelementptr %58[%986] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %988 = llvm.load %987 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %989 = llvm.mul %378, %56 : i64
    %990 = llvm.add %989, %608 : i64
    %991 = llvm.getelementptr %58[%990] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %992 = llvm.load %991 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %993 = llvm.mul %378, %56 : i64
    %994 = llvm.add %993, %614 : i64
    %995 = llvm.getelementptr %58[%994] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %996 = llvm.load %995 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %997 = llvm.mul %378, %56 : i64
    %998 = llvm.add %997, %620 : i64
    %999 = llvm.getelementptr %58[%998] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1000 = llvm.load %999 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1001 = llvm.mul %378, %56 : i64
    %1002 = llvm.add %1001, %626 : i64
    %1003 = llvm.getelementptr %58[%1002] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1004 = llvm.load %1003 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1005 = llvm.add %156, %48 overflow<nsw> : i32
    %1006 = llvm.zext %1005 : i32 to i64
    %1007 = llvm.mul %1006, %56 : i64
    %1008 = llvm.add %1007, %608 : i64
    %1009 = llvm.getelementptr %58[%1008] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1010 = llvm.load %1009 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1011 = llvm.mul %1006, %56 : i64
    %1012 = llvm.add %1011, %614 : i64
    %1013 = llvm.getelementptr %58[%1012] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1014 = llvm.load %1013 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1015 = llvm.mul %1006, %56 : i64
    %1016 = llvm.add %1015, %620 : i64
    %1017 = llvm.getelementptr %58[%1016] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1018 = llvm.load %1017 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1019 = llvm.mul %1006, %56 : i64
    %1020 = llvm.add %1019, %626 : i64
    %1021 = llvm.getelementptr %58[%1020] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1022 = llvm.load %1021 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1023 = llvm.mul %384, %56 : i64
    %1024 = llvm.add %1023, %608 : i64
    %1025 = llvm.getelementptr %58[%1024] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1026 = llvm.load %1025 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1027 = llvm.mul %384, %56 : i64
    %1028 = llvm.add %1027, %614 : i64
    %1029 = llvm.getelementptr %58[%1028] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1030 = llvm.load %1029 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1031 = llvm.mul %384, %56 : i64
    %1032 = llvm.add %1031, %620 : i64
    %1033 = llvm.getelementptr %58[%1032] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1034 = llvm.load %1033 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1035 = llvm.mul %384, %56 : i64
    %1036 = llvm.add %1035, %626 : i64
    %1037 = llvm.getelementptr %58[%1036] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1038 = llvm.load %1037 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1039 = llvm.add %156, %49 overflow<nsw> : i32
    %1040 = llvm.zext %1039 : i32 to i64
    %1041 = llvm.mul %1040, %56 : i64
    %1042 = llvm.add %1041, %608 : i64
    %1043 = llvm.getelementptr %58[%1042] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1044 = llvm.load %1043 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1045 = llvm.mul %1040, %56 : i64
    %1046 = llvm.add %1045, %614 : i64
    %1047 = llvm.getelementptr %58[%1046] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1048 = llvm.load %1047 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1049 = llvm.mul %1040, %56 : i64
    %1050 = llvm.add %1049, %620 : i64
    %1051 = llvm.getelementptr %58[%1050] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1052 = llvm.load %1051 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1053 = llvm.mul %1040, %56 : i64
    %1054 = llvm.add %1053, %626 : i64
    %1055 = llvm.getelementptr %58[%1054] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1056 = llvm.load %1055 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1057 = llvm.mul %390, %56 : i64
    %1058 = llvm.add %1057, %608 : i64
    %1059 = llvm.getelementptr %58[%1058] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1060 = llvm.load %1059 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1061 = llvm.mul %390, %56 : i64
    %1062 = llvm.add %1061, %614 : i64
    %1063 = llvm.getelementptr %58[%1062] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1064 = llvm.load %1063 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1065 = llvm.mul %390, %56 : i64
    %1066 = llvm.add %1065, %620 : i64
    %1067 = llvm.getelementptr %58[%1066] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1068 = llvm.load %1067 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1069 = llvm.mul %390, %56 : i64
    %1070 = llvm.add %1069, %626 : i64
    %1071 = llvm.getelementptr %58[%1070] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1072 = llvm.load %1071 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1073 = llvm.add %156, %50 overflow<nsw> : i32
    %1074 = llvm.zext %1073 : i32 to i64
    %1075 = llvm.mul %1074, %56 : i64
    %1076 = llvm.add %1075, %608 : i64
    %1077 = llvm.getelementptr %58[%1076] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1078 = llvm.load %1077 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1079 = llvm.mul %1074, %56 : i64
    %1080 = llvm.add %1079, %614 : i64
    %1081 = llvm.getelementptr %58[%1080] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1082 = llvm.load %1081 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1083 = llvm.mul %1074, %56 : i64
    %1084 = llvm.add %1083, %620 : i64
    %1085 = llvm.getelementptr %58[%1084] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1086 = llvm.load %1085 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1087 = llvm.mul %1074, %56 : i64
    %1088 = llvm.add %1087, %626 : i64
    %1089 = llvm.getelementptr %58[%1088] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1090 = llvm.load %1089 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1091 = llvm.mul %396, %56 : i64
    %1092 = llvm.add %1091, %608 : i64
    %1093 = llvm.getelementptr %58[%1092] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1094 = llvm.load %1093 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1095 = llvm.mul %396, %56 : i64
    %1096 = llvm.add %1095, %614 : i64
    %1097 = llvm.getelementptr %58[%1096] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1098 = llvm.load %1097 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1099 = llvm.mul %396, %56 : i64
    %1100 = llvm.add %1099, %620 : i64
    %1101 = llvm.getelementptr %58[%1100] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1102 = llvm.load %1101 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1103 = llvm.mul %396, %56 : i64
    %1104 = llvm.add %1103, %626 : i64
    %1105 = llvm.getelementptr %58[%1104] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1106 = llvm.load %1105 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1107 = llvm.add %156, %51 overflow<nsw> : i32
    %1108 = llvm.zext %1107 : i32 to i64
    %1109 = llvm.mul %1108, %56 : i64
    %1110 = llvm.add %1109, %608 : i64
    %1111 = llvm.getelementptr %58[%1110] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1112 = llvm.load %1111 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1113 = llvm.mul %1108, %56 : i64
    %1114 = llvm.add %1113, %614 : i64
    %1115 = llvm.getelementptr %58[%1114] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1116 = llvm.load %1115 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1117 = llvm.mul %1108, %56 : i64
    %1118 = llvm.add %1117, %620 : i64
    %1119 = llvm.getelementptr %58[%1118] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1120 = llvm.load %1119 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1121 = llvm.mul %1108, %56 : i64
    %1122 = llvm.add %1121, %626 : i64
    %1123 = llvm.getelementptr %58[%1122] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1124 = llvm.load %1123 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1125 = llvm.mul %402, %56 : i64
    %1126 = llvm.add %1125, %608 : i64
    %1127 = llvm.getelementptr %58[%1126] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1128 = llvm.load %1127 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1129 = llvm.mul %402, %56 : i64
    %1130 = llvm.add %1129, %614 : i64
    %1131 = llvm.getelementptr %58[%1130] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1132 = llvm.load %1131 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1133 = llvm.mul %402, %56 : i64
    %1134 = llvm.add %1133, %620 : i64
    %1135 = llvm.getelementptr %58[%1134] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1136 = llvm.load %1135 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1137 = llvm.mul %402, %56 : i64
    %1138 = llvm.add %1137, %626 : i64
    %1139 = llvm.getelementptr %58[%1138] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1140 = llvm.load %1139 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1141 = llvm.add %156, %52 overflow<nsw> : i32
    %1142 = llvm.zext %1141 : i32 to i64
    %1143 = llvm.mul %1142, %56 : i64
    %1144 = llvm.add %1143, %608 : i64
    %1145 = llvm.getelementptr %58[%1144] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1146 = llvm.load %1145 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1147 = llvm.mul %1142, %56 : i64
    %1148 = llvm.add %1147, %614 : i64
    %1149 = llvm.getelementptr %58[%1148] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1150 = llvm.load %1149 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1151 = llvm.mul %1142, %56 : i64
    %1152 = llvm.add %1151, %620 : i64
    %1153 = llvm.getelementptr %58[%1152] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1154 = llvm.load %1153 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1155 = llvm.mul %1142, %56 : i64
    %1156 = llvm.add %1155, %626 : i64
    %1157 = llvm.getelementptr %58[%1156] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1158 = llvm.load %1157 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1159 = llvm.extractelement %612[%14 : i64] : vector<1xf16>
    %1160 = llvm.extractelement %618[%14 : i64] : vector<1xf16>
    %1161 = llvm.extractelement %624[%14 : i64] : vector<1xf16>
    %1162 = llvm.extractelement %630[%14 : i64] : vector<1xf16>
    %1163 = llvm.extractelement %636[%14 : i64] : vector<1xf16>
    %1164 = llvm.extractelement %640[%14 : i64] : vector<1xf16>
    %1165 = llvm.extractelement %644[%14 : i64] : vector<1xf16>
    %1166 = llvm.extractelement %648[%14 : i64] : vector<1xf16>
    %1167 = llvm.extractelement %652[%14 : i64] : vector<1xf16>
    %1168 = llvm.extractelement %656[%14 : i64] : vector<1xf16>
    %1169 = llvm.extractelement %660[%14 : i64] : vector<1xf16>
    %1170 = llvm.extractelement %664[%14 : i64] : vector<1xf16>
    %1171 = llvm.extractelement %670[%14 : i64] : vector<1xf16>
    %1172 = llvm.extractelement %674[%14 : i64] : vector<1xf16>
    %1173 = llvm.extractelement %678[%14 : i64] : vector<1xf16>
    %1174 = llvm.extractelement %682[%14 : i64] : vector<1xf16>
    %1175 = llvm.extractelement %686[%14 : i64] : vector<1xf16>
    %1176 = llvm.extractelement %690[%14 : i64] : vector<1xf16>
    %1177 = llvm.extractelement %694[%14 : i64] : vector<1xf16>
    %1178 = llvm.extractelement %698[%14 : i64] : vector<1xf16>
    %1179 = llvm.extractelement %704[%14 : i64] : vector<1xf16>
    %1180 = llvm.extractelement %708[%14 : i64] : vector<1xf16>
    %1181 = llvm.extractelement %712[%14 : i64] : vector<1xf16>
    %1182 = llvm.extractelement %716[%14 : i64] : vector<1xf16>
    %1183 = llvm.extractelement %720[%14 : i64] : vector<1xf16>
    %1184 = llvm.extractelement %724[%14 : i64] : vector<1xf16>
    %1185 = llvm.extractelement %728[%14 : i64] : vector<1xf16>
    %1186 = llvm.extractelement %732[%14 : i64] : vector<1xf16>
    %1187 = llvm.extractelement %738[%14 : i64] : vector<1xf16>
    %1188 = llvm.extractelement %742[%14 : i64] : vector<1xf16>
    %1189 = llvm.extractelement %746[%14 : i64] : vector<1xf16>
    %1190 = llvm.extractelement %750[%14 : i64] : vector<1xf16>
    %1191 = llvm.extractelement %754[%14 : i64] : vector<1xf16>
    %1192 = llvm.extractelement %758[%14 : i64] : vector<1xf16>
    %1193 = llvm.extractelement %762[%14 : i64] : vector<1xf16>
    %1194 = llvm.extractelement %766[%14 : i64] : vector<1xf16>
    %1195 = llvm.extractelement %772[%14 : i64] : vector<1xf16>
    %1196 = llvm.extractelement %776[%14 : i64] : vector<1xf16>
    %1197 = llvm.extractelement %780[%14 : i64] : vector<1xf16>
    %1198 = llvm.extractelement %784[%14 : i64] : vector<1xf16>
    %1199 = llvm.extractelement %788[%14 : i64] : vector<1xf16>
    %1200 = llvm.extractelement %792[%14 : i64] : vector<1xf16>
    %1201 = llvm.extractelement %796[%14 : i64] : vector<1xf16>
    %1202 = llvm.extractelement %800[%14 : i64] : vector<1xf16>
    %1203 = llvm.extractelement %806[%14 : i64] : vector<1xf16>
    %1204 = llvm.extractelement %810[%14 : i64] : vector<1xf16>
    %1205 = llvm.extractelement %814[%14 : i64] : vector<1xf16>
    %1206 = llvm.extractelement %818[%14 : i64] : vector<1xf16>
    %1207 = llvm.extractelement %822[%14 : i64] : vector<1xf16>
    %1208 = llvm.extractelement %826[%14 : i64] : vector<1xf16>
    %1209 = llvm.extractelement %830[%14 : i64] : vector<1xf16>
    %1210 = llvm.extractelement %834[%14 : i64] : vector<1xf16>
    %1211 = llvm.extractelement %840[%14 : i64] : vector<1xf16>
    %1212 = llvm.extractelement %844[%14 : i64] : vector<1xf16>
    %1213 = llvm.extractelement %848[%14 : i64] : vector<1xf16>
    %1214 = llvm.extractelement %852[%14 : i64] : vector<1xf16>
    %1215 = llvm.extractelement %856[%14 : i64] : vector<1xf16>
    %1216 = llvm.extractelement %860[%14 : i64] : vector<1xf16>
    %1217 = llvm.extractelement %864[%14 : i64] : vector<1xf16>
    %1218 = llvm.extractelement %868[%14 : i64] : vector<1xf16>
    %1219 = llvm.extractelement %874[%14 : i64] : vector<1xf16>
    %1220 = llvm.extractelement %878[%14 : i64] : vector<1xf16>
    %1221 = llvm.extractelement %882[%14 : i64] : vector<1xf16>
    %1222 = llvm.extractelement %886[%14 : i64] : vector<1xf16>
    %1223 = llvm.extractelement %890[%14 : i64] : vector<1xf16>
    %1224 = llvm.extractelement %894[%14 : i64] : vector<1xf16>
    %1225 = llvm.extractelement %898[%14 : i64] : vector<1xf16>
    %1226 = llvm.extractelement %902[%14 : i64] : vector<1xf16>
    %1227 = llvm.extractelement %908[%14 : i64] : vector<1xf16>
    %1228 = llvm.extractelement %912[%14 : i64] : vector<1xf16>
    %1229 = llvm.extractelement %916[%14 : i64] : vector<1xf16>
    %1230 = llvm.extractelement %920[%14 : i64] : vector<1xf16>
    %1231 = llvm.extractelement %924[%14 : i64] : vector<1xf16>
    %1232 = llvm.extractelement %928[%14 : i64] : vector<1xf16>
    %1233 = llvm.extractelement %932[%14 : i64] : vector<1xf16>
    %1234 = llvm.extractelement %936[%14 : i64] : vector<1xf16>
    %1235 = llvm.extractelement %942[%14 : i64] : vector<1xf16>
    %1236 = llvm.extractelement %946[%14 : i64] : vector<1xf16>
    %1237 = llvm.extractelement %950[%14 : i64] : vector<1xf16>
    %1238 = llvm.extractelement %954[%14 : i64] : vector<1xf16>
    %1239 = llvm.extractelement %958[%14 : i64] : vector<1xf16>
    %1240 = llvm.extractelement %962[%14 : i64] : vector<1xf16>
    %1241 = llvm.extractelement %966[%14 : i64] : vector<1xf16>
    %1242 = llvm.extractelement %970[%14 : i64] : vector<1xf16>
    %1243 = llvm.extractelement %976[%14 : i64] : vector<1xf16>
    %1244 = llvm.extractelement %980[%14 : i64] : vector<1xf16>
    %1245 = llvm.extractelement %984[%14 : i64] : vector<1xf16>
    %1246 = llvm.extractelement %988[%14 : i64] : vector<1xf16>
    %1247 = llvm.extractelement %992[%14 : i64] : vector<1xf16>
    %1248 = llvm.extractelement %996[%14 : i64] : vector<1xf16>
    %1249 = llvm.extractelement %1000[%14 : i64] : vector<1xf16>
    %1250 = llvm.extractelement %1004[%14 : i64] : vector<1xf16>
    %1251 = llvm.extractelement %1010[%14 : i64] : vector<1xf16>
    %1252 = llvm.extractelement %1014[%14 : i64] : vector<1xf16>
    %1253 = llvm.extractelement %1018[%14 : i64] : vector<1xf16>
    %1254 = llvm.extractelement %1022[%14 : i64] : vector<1xf16>
    %1255 = llvm.extractelement %1026[%14 : i64] : vector<1xf16>
    %1256 = llvm.extractelement %1030[%14 : i64] : vector<1xf16>
    %1257 = llvm.extractelement %1034[%14 : i64] : vector<1xf16>
    %1258 = llvm.extractelement %1038[%14 : i64] : vector<1xf16>
    %1259 = llvm.extractelement %1044[%14 : i64] : vector<1xf16>
    %1260 = llvm.extractelement %1048[%14 : i64] : vector<1xf16>
    %1261 = llvm.extractelement %1052[%14 : i64] : vector<1xf16>
    %1262 = llvm.extractelement %1056[%14 : i64] : vector<1xf16>
    %1263 = llvm.extractelement %1060[%14 : i64] : vector<1xf16>
    %1264 = llvm.extractelement %1064[%14 : i64] : vector<1xf16>
    %1265 = llvm.extractelement %1068[%14 : i64] : vector<1xf16>
    %1266 = llvm.extractelement %1072[%14 : i64] : vector<1xf16>
    %1267 = llvm.extractelement %1078[%14 : i64] : vector<1xf16>
    %1268 = llvm.extractelement %1082[%14 : i64] : vector<1xf16>
    %1269 = llvm.extractelement %1086[%14 : i64] : vector<1xf16>
    %1270 = llvm.extractelement %1090[%14 : i64] : vector<1xf16>
    %1271 = llvm.extractelement %1094[%14 : i64] : vector<1xf16>
    %1272 = llvm.extractelement %1098[%14 : i64] : vector<1xf16>
    %1273 = llvm.extractelement %1102[%14 : i64] : vector<1xf16>
    %1274 = llvm.extractelement %1106[%14 : i64] : vector<1xf16>
    %1275 = llvm.extractelement %1112[%14 : i64] : vector<1xf16>
    %1276 = llvm.extractelement %1116[%14 : i64] : vector<1xf16>
    %1277 = llvm.extractelement %1120[%14 : i64] : vector<1xf16>
    %1278 = llvm.extractelement %1124[%14 : i64] : vector<1xf16>
    %1279 = llvm.extractelement %1128[%14 : i64] : vector<1xf16>
    %1280 = llvm.extractelement %1132[%14 : i64] : vector<1xf16>
    %1281 = llvm.extractelement %1136[%14 : i64] : vector<1xf16>
    %1282 = llvm.extractelement %1140[%14 : i64] : vector<1xf16>
    %1283 = llvm.extractelement %1146[%14 : i64] : vector<1xf16>
    %1284 = llvm.extractelement %1150[%14 : i64] : vector<1xf16>
    %1285 = llvm.extractelement %1154[%14 : i64] : vector<1xf16>
    %1286 = llvm.extractelement %1158[%14 : i64] : vector<1xf16>
    %1287 = llvm.insertelement %1159, %0[%14 : i64] : vector<2xf16>
    %1288 = llvm.insertelement %1163, %1287[%57 : i64] : vector<2xf16>
    %1289 = llvm.insertelement %1167, %0[%14 : i64] : vector<2xf16>
    %1290 = llvm.insertelement %1171, %1289[%57 : i64] : vector<2xf16>
    %1291 = llvm.insertelement %1160, %0[%14 : i64] : vector<2xf16>
    %1292 = llvm.insertelement %1164, %1291[%57 : i64] : vector<2xf16>
    %1293 = llvm.insertelement %1168, %0[%14 : i64] : vector<2xf16>
    %1294 = llvm.insertelement %1172, %1293[%57 : i64] : vector<2xf16>
    %1295 = llvm.insertelement %1161, %0[%14 : i64] : vector<2xf16>
    %1296 = llvm.insertelement %1165, %1295[%57 : i64] : vector<2xf16>
    %1297 = llvm.insertelement %1169, %0[%14 : i64] : vector<2xf16>
    %1298 = llvm.insertelement %1173, %1297[%57 : i64] : vector<2xf16>
    %1299 = llvm.insertelement %1162, %0[%14 : i64] : vector<2xf16>
    %1300 = llvm.insertelement %1166, %1299[%57 : i64] : vector<2xf16>
    %1301 = llvm.insertelement %1170, %0[%14 : i64] : vector<2xf16>
    %1302 = llvm.insertelement %1174, %1301[%57 : i64] : vector<2xf16>
    %1303 = llvm.insertelement %1175, %0[%14 : i64] : vector<2xf16>
    %1304 = llvm.insertelement %1179, %1303[%57 : i64] : vector<2xf16>
    %1305 = llvm.insertelement %1183, %0[%14 : i64] : vector<2xf16>
    %1306 = llvm.insertelement %1187, %1305[%57 : i64] : vector<2xf16>
    %1307 = llvm.insertelement %1176, %0[%14 : i64] : vector<2xf16>
    %1308 = llvm.insertelement %1180, %1307[%57 : i64] : vector<2xf16>
    %1309 = llvm.insertelement %1184, %0[%14 : i64] : vector<2xf16>
    %1310 = llvm.insertelement %1188, %1309[%57 : i64] : vector<2xf16>
    %1311 = llvm.insertelement %1177, %0[%14 : i64] : vector<2xf16>
    %1312 = llvm.insertelement %1181, %1311[%57 : i64] : vector<2xf16>
    %1313 = llvm.insertelement %1185, %0[%14 : i64] : vector<2xf16>
    %1314 = llvm.insertelement %1189, %1313[%57 : i64] : vector<2xf16>
    %1315 = llvm.insertelement %1178, %0[%14 : i64] : vector<2xf16>
    %1316 = llvm.insertelement %1182, %1315[%57 : i64] : vector<2xf16>
    %1317 = llvm.insertelement %1186, %0[%14 : i64] : vector<2xf16>
    %1318 = llvm.insertelement %1190, %1317[%57 : i64] : vector<2xf16>
    %1319 = llvm.insertelement %1191, %0[%14 : i64] : vector<2xf16>
    %1320 = llvm.insertelement %1195, %1319[%57 : i64] : vector<2xf16>
    %1321 = llvm.insertelement %1199, %0[%14 : i64] : vector<2xf16>
    %1322 = llvm.insertelement %1203, %1321[%57 : i64] : vector<2xf16>
    %1323 = llvm.insertelement %1192, %0[%14 : i64] : vector<2xf16>
    %1324 = llvm.insertelement %1196, %1323[%57 : i64] : vector<2xf16>
    %1325 = llvm.insertelement %1200, %0[%14 : i64] : vector<2xf16>
    %1326 = llvm.insertelement %1204, %1325[%57 : i64] : vector<2xf16>
    %1327 = llvm.insertelement %1193, %0[%14 : i64] : vector<2xf16>
    %1328 = llvm.insertelement %1197, %1327[%57 : i64] : vector<2xf16>
    %1329 = llvm.insertelement %1201, %0[%14 : i64] : vector<2xf16>
    %1330 = llvm.insertelement %1205, %1329[%57 : i64] : vector<2xf16>
    %1331 = llvm.insertelement %1194, %0[%14 : i64] : vector<2xf16>
    %1332 = llvm.insertelement %1198, %1331[%57 : i64] : vector<2xf16>
    %1333 = llvm.insertelement %1202, %0[%14 : i64] : vector<2xf16>
    %1334 = llvm.insertelement %1206, %1333[%57 : i64] : vector<2xf16>
    %1335 = llvm.insertelement %1207, %0[%14 : i64] : vector<2xf16>
    %1336 = llvm.insertelement %1211, %1335[%57 : i64] : vector<2xf16>
    %1337 = llvm.insertelement %1215, %0[%14 : i64] : vector<2xf16>
    %1338 = llvm.insertelement %1219, %1337[%57 : i64] : vector<2xf16>
    %1339 = llvm.insertelement %1208, %0[%14 : i64] : vector<2xf16>
    %1340 = llvm.insertelement %1212, %1339[%57 : i64] : vector<2xf16>
    %1341 = llvm.insertelement %1216, %0[%14 : i64] : vector<2xf16>
    %1342 = llvm.insertelement %1220, %1341[%57 : i64] : vector<2xf16>
    %1343 = llvm.insertelement %1209, %0[%14 : i64] : vector<2xf16>
    %1344 = llvm.insertelement %1213, %1343[%57 : i64] : vector<2xf16>
    %1345 = llvm.insertelement %1217, %0[%14 : i64] : vector<2xf16>
    %1346 = llvm.insertelement %1221, %1345[%57 : i64] : vector<2xf16>
    %1347 = llvm.insertelement %1210, %0[%14 : i64] : vector<2xf16>
    %1348 = llvm.insertelement %1214, %1347[%57 : i64] : vector<2xf16>
    %1349 = llvm.insertelement %1218, %0[%14 : i64] : vector<2xf16>
    %1350 = llvm.insertelement %1222, %1349[%57 : i64] : vector<2xf16>
    %1351 = llvm.insertelement %1223, %0[%14 : i64] : vector<2xf16>
    %1352 = llvm.insertelement %1227, %1351[%57 : i64] : vector<2xf16>
    %1353 = llvm.insertelement %1231, %0[%14 : i64] : vector<2xf16>
    %1354 = llvm.insertelement %1235, %1353[%57 : i64] : vector<2xf16>
    %1355 = llvm.insertelement %1224, %0[%14 : i64] : vector<2xf16>
    %1356 = llvm.insertelement %1228, %1355[%57 : i64] : vector<2xf16>
    %1357 = llvm.insertelement %1232, %0[%14 : i64] : vector<2xf16>
    %1358 = llvm.insertelement %1236, %1357[%57 : i64] : vector<2xf16>
    %1359 = llvm.insertelement %1225, %0[%14 : i64] : vector<2xf16>
    %1360 = llvm.insertelement %1229, %1359[%57 : i64] : vector<2xf16>
    %1361 = llvm.insertelement %1233, %0[%14 : i64] : vector<2xf16>
    %1362 = llvm.insertelement %1237, %1361[%57 : i64] : vector<2xf16>
    %1363 = llvm.insertelement %1226, %0[%14 : i64] : vector<2xf16>
    %1364 = llvm.insertelement %1230, %1363[%57 : i64] : vector<2xf16>
    %1365 = llvm.insertelement %1234, %0[%14 : i64] : vector<2xf16>
    %1366 = llvm.insertelement %1238, %1365[%57 : i64] : vector<2xf16>
    %1367 = llvm.insertelement %1239, %0[%14 : i64] : vector<2xf16>
    %1368 = llvm.insertelement %1243, %1367[%57 : i64] : vector<2xf16>
    %1369 = llvm.insertelement %1247, %0[%14 : i64] : vector<2xf16>
    %1370 = llvm.insertelement %1251, %1369[%57 : i64] : vector<2xf16>
    %1371 = llvm.insertelement %1240, %0[%14 : i64] : vector<2xf16>
    %1372 = llvm.insertelement %1244, %1371[%57 : i64] : vector<2xf16>
    %1373 = llvm.insertelement %1248, %0[%14 : i64] : vector<2xf16>
    %1374 = llvm.insertelement %1252, %1373[%57 : i64] : vector<2xf16>
    %1375 = llvm.insertelement %1241, %0[%14 : i64] : vector<2xf16>
    %1376 = llvm.insertelement %1245, %1375[%57 : i64] : vector<2xf16>
    %1377 = llvm.insertelement %1249, %0[%14 : i64] : vector<2xf16>
    %1378 = llvm.insertelement %1253, %1377[%57 : i64] : vector<2xf16>
    %1379 = llvm.insertelement %1242, %0[%14 : i64] : vector<2xf16>
    %1380 = llvm.insertelement %1246, %1379[%57 : i64] : vector<2xf16>
    %1381 = llvm.insertelement %1250, %0[%14 : i64] : vector<2xf16>
    %1382 = llvm.insertelement %1254, %1381[%57 : i64] : vector<2xf16>
    %1383 = llvm.insertelement %1255, %0[%14 : i64] : vector<2xf16>
    %1384 = llvm.insertelement %1259, %1383[%57 : i64] : vector<2xf16>
    %1385 = llvm.insertelement %1263, %0[%14 : i64] : vector<2xf16>
    %1386 = llvm.insertelement %1267, %1385[%57 : i64] : vector<2xf16>
    %1387 = llvm.insertelement %1256, %0[%14 : i64] : vector<2xf16>
    %1388 = llvm.insertelement %1260, %1387[%57 : i64] : vector<2xf16>
    %1389 = llvm.insertelement %1264, %0[%14 : i64] : vector<2xf16>
    %1390 = llvm.insertelement %1268, %1389[%57 : i64] : vector<2xf16>
    %1391 = llvm.insertelement %1257, %0[%14 : i64] : vector<2xf16>
    %1392 = llvm.insertelement %1261, %1391[%57 : i64] : vector<2xf16>
    %1393 = llvm.insertelement %1265, %0[%14 : i64] : vector<2xf16>
    %1394 = llvm.insertelement %1269, %1393[%57 : i64] : vector<2xf16>
    %1395 = llvm.insertelement %1258, %0[%14 : i64] : vector<2xf16>
    %1396 = llvm.insertelement %1262, %1395[%57 : i64] : vector<2xf16>
    %1397 = llvm.insertelement %1266, %0[%14 : i64] : vector<2xf16>
    %1398 = llvm.insertelement %1270, %1397[%57 : i64] : vector<2xf16>
    %1399 = llvm.insertelement %1271, %0[%14 : i64] : vector<2xf16>
    %1400 = llvm.insertelement %1275, %1399[%57 : i64] : vector<2xf16>
    %1401 = llvm.insertelement %1279, %0[%14 : i64] : vector<2xf16>
    %1402 = llvm.insertelement %1283, %1401[%57 : i64] : vector<2xf16>
    %1403 = llvm.insertelement %1272, %0[%14 : i64] : vector<2xf16>
    %1404 = llvm.insertelement %1276, %1403[%57 : i64] : vector<2xf16>
    %1405 = llvm.insertelement %1280, %0[%14 : i64] : vector<2xf16>
    %1406 = llvm.insertelement %1284, %1405[%57 : i64] : vector<2xf16>
    %1407 = llvm.insertelement %1273, %0[%14 : i64] : vector<2xf16>
    %1408 = llvm.insertelement %1277, %1407[%57 : i64] : vector<2xf16>
    %1409 = llvm.insertelement %1281, %0[%14 : i64] : vector<2xf16>
    %1410 = llvm.insertelement %1285, %1409[%57 : i64] : vector<2xf16>
    %1411 = llvm.insertelement %1274, %0[%14 : i64] : vector<2xf16>
    %1412 = llvm.insertelement %1278, %1411[%57 : i64] : vector<2xf16>
    %1413 = llvm.insertelement %1282, %0[%14 : i64] : vector<2xf16>
    %1414 = llvm.insertelement %1286, %1413[%57 : i64] : vector<2xf16>
    %1415 = nvvm.mma.sync A[%316, %412, %322, %416]  B[%1288, %1290]  C[%13, %13]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1416 = llvm.extractvalue %1415[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1417 = llvm.extractvalue %1415[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1418 = nvvm.mma.sync A[%316, %412, %322, %416]  B[%1292, %1294]  C[%13, %13]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1419 = llvm.extractvalue %1418[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1420 = llvm.extractvalue %1418[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1421 = nvvm.mma.sync A[%316, %412, %322, %416]  B[%1296, %1298]  C[%13, %13]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1422 = llvm.extractvalue %1421[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1423 = llvm.extractvalue %1421[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1424 = nvvm.mma.sync A[%316, %412, %322, %416]  B[%1300, %1302]  C[%13, %13]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1425 = llvm.extractvalue %1424[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1426 = llvm.extractvalue %1424[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1427 = nvvm.mma.sync A[%478, %544, %482, %548]  B[%1288, %1290]  C[%13, %13]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1428 = llvm.extractvalue %1427[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1429 = llvm.extractvalue %1427[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1430 = nvvm.mma.sync A[%478, %544, %482, %548]  B[%1292, %1294]  C[%13, %13]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1431 = llvm.extractvalue %1430[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1432 = llvm.extractvalue %1430[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1433 = nvvm.mma.sync A[%478, %544, %482, %548]  B[%1296, %1298]  C[%13, %13]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1434 = llvm.extractvalue %1433[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1435 = llvm.extractvalue %1433[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1436 = nvvm.mma.sync A[%478, %544, %482, %548]  B[%1300, %1302]  C[%13, %13]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1437 = llvm.extractvalue %1436[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1438 = llvm.extractvalue %1436[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1439 = nvvm.mma.sync A[%328, %420, %334, %424]  B[%1304, %1306]  C[%1416, %1417]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1440 = llvm.extractvalue %1439[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1441 = llvm.extractvalue %1439[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1442 = nvvm.mma.sync A[%328, %420, %334, %424]  B[%1308, %1310]  C[%1419, %1420]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1443 = llvm.extractvalue %1442[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1444 = llvm.extractvalue %1442[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1445 = nvvm.mma.sync A[%328, %420, %334, %424]  B[%1312, %1314]  C[%1422, %1423]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1446 = llvm.extractvalue %1445[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1447 = llvm.extractvalue %1445[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1448 = nvvm.mma.sync A[%328, %420, %334, %424]  B[%1316, %1318]  C[%1425, %1426]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1449 = llvm.extractvalue %1448[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1450 = llvm.extractvalue %1448[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1451 = nvvm.mma.sync A[%486, %552, %490, %556]  B[%1304, %1306]  C[%1428, %1429]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1452 = llvm.extractvalue %1451[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1453 = llvm.extractvalue %1451[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1454 = nvvm.mma.sync A[%486, %552, %490, %556]  B[%1308, %1310]  C[%1431, %1432]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1455 = llvm.extractvalue %1454[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1456 = llvm.extractvalue %1454[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1457 = nvvm.mma.sync A[%486, %552, %490, %556]  B[%1312, %1314]  C[%1434, %1435]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1458 = llvm.extractvalue %1457[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1459 = llvm.extractvalue %1457[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1460 = nvvm.mma.sync A[%486, %552, %490, %556]  B[%1316, %1318]  C[%1437, %1438]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1461 = llvm.extractvalue %1460[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1462 = llvm.extractvalue %1460[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1463 = nvvm.mma.sync A[%340, %428, %346, %432]  B[%1320, %1322]  C[%1440, %1441]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1464 = llvm.extractvalue %1463[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1465 = llvm.extractvalue %1463[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1466 = nvvm.mma.sync A[%340, %428, %346, %432]  B[%1324, %1326]  C[%1443, %1444]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1467 = llvm.extractvalue %1466[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1468 = llvm.extractvalue %1466[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1469 = nvvm.mma.sync A[%340, %428, %346, %432]  B[%1328, %1330]  C[%1446, %1447]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1470 = llvm.extractvalue %1469[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1471 = llvm.extractvalue %1469[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1472 = nvvm.mma.sync A[%340, %428, %346, %432]  B[%1332, %1334]  C[%1449, %1450]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1473 = llvm.extractvalue %1472[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1474 = llvm.extractvalue %1472[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1475 = nvvm.mma.sync A[%494, %560, %498, %564]  B[%1320, %1322]  C[%1452, %1453]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1476 = llvm.extractvalue %1475[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1477 = llvm.extractvalue %1475[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1478 = nvvm.mma.sync A[%494, %560, %498, %564]  B[%1324, %1326]  C[%1455, %1456]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1479 = llvm.extractvalue %1478[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1480 = llvm.extractvalue %1478[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1481 = nvvm.mma.sync A[%494, %560, %498, %564]  B[%1328, %1330]  C[%1458, %1459]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1482 = llvm.extractvalue %1481[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1483 = llvm.extractvalue %1481[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1484 = nvvm.mma.sync A[%494, %560, %498, %564]  B[%1332, %1334]  C[%1461, %1462]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1485 = llvm.extractvalue %1484[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1486 = llvm.extractvalue %1484[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1487 = nvvm.mma.sync A[%352, %436, %358, %440]  B[%1336, %1338]  C[%1464, %1465]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1488 = llvm.extractvalue %1487[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1489 = llvm.extractvalue %1487[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1490 = nvvm.mma.sync A[%352, %436, %358, %440]  B[%1340, %1342]  C[%1467, %1468]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1491 = llvm.extractvalue %1490[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1492 = llvm.extractvalue %1490[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1493 = nvvm.mma.sync A[%352, %436, %358, %440]  B[%1344, %1346]  C[%1470, %1471]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1494 = llvm.extractvalue %1493[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1495 = llvm.extractvalue %1493[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1496 = nvvm.mma.sync A[%352, %436, %358, %440]  B[%1348, %1350]  C[%1473, %1474]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1497 = llvm.extractvalue %1496[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1498 = llvm.extractvalue %1496[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1499 = nvvm.mma.sync A[%502, %568, %506, %572]  B[%1336, %1338]  C[%1476, %1477]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1500 = llvm.extractvalue %1499[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1501 = llvm.extractvalue %1499[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1502 = nvvm.mma.sync A[%502, %568, %506, %572]  B[%1340, %1342]  C[%1479, %1480]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1503 = llvm.extractvalue %1502[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1504 = llvm.extractvalue %1502[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1505 = nvvm.mma.sync A[%502, %568, %506, %572]  B[%1344, %1346]  C[%1482, %1483]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1506 = llvm.extractvalue %1505[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1507 = llvm.extractvalue %1505[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1508 = nvvm.mma.sync A[%502, %568, %506, %572]  B[%1348, %1350]  C[%1485, %1486]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1509 = llvm.extractvalue %1508[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1510 = llvm.extractvalue %1508[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1511 = nvvm.mma.sync A[%364, %444, %370, %448]  B[%1352, %1354]  C[%1488, %1489]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1512 = llvm.extractvalue %1511[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1513 = llvm.extractvalue %1511[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1514 = nvvm.mma.sync A[%364, %444, %370, %448]  B[%1356, %1358]  C[%1491, %1492]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1515 = llvm.extractvalue %1514[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1516 = llvm.extractvalue %1514[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1517 = nvvm.mma.sync A[%364, %444, %370, %448]  B[%1360, %1362]  C[%1494, %1495]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1518 = llvm.extractvalue %1517[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1519 = llvm.extractvalue %1517[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1520 = nvvm.mma.sync A[%364, %444, %370, %448]  B[%1364, %1366]  C[%1497, %1498]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1521 = llvm.extractvalue %1520[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1522 = llvm.extractvalue %1520[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1523 = nvvm.mma.sync A[%510, %576, %514, %580]  B[%1352, %1354]  C[%1500, %1501]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1524 = llvm.extractvalue %1523[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1525 = llvm.extractvalue %1523[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1526 = nvvm.mma.sync A[%510, %576, %514, %580]  B[%1356, %1358]  C[%1503, %1504]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1527 = llvm.extractvalue %1526[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1528 = llvm.extractvalue %1526[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1529 = nvvm.mma.sync A[%510, %576, %514, %580]  B[%1360, %1362]  C[%1506, %1507]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1530 = llvm.extractvalue %1529[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1531 = llvm.extractvalue %1529[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1532 = nvvm.mma.sync A[%510, %576, %514, %580]  B[%1364, %1366]  C[%1509, %1510]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1533 = llvm.extractvalue %1532[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1534 = llvm.extractvalue %1532[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1535 = nvvm.mma.sync A[%376, %452, %382, %456]  B[%1368, %1370]  C[%1512, %1513]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1536 = llvm.extractvalue %1535[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1537 = llvm.extractvalue %1535[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1538 = nvvm.mma.sync A[%376, %452, %382, %456]  B[%1372, %1374]  C[%1515, %1516]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1539 = llvm.extractvalue %1538[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1540 = llvm.extractvalue %1538[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1541 = nvvm.mma.sync A[%376, %452, %382, %456]  B[%1376, %1378]  C[%1518, %1519]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1542 = llvm.extractvalue %1541[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1543 = llvm.extractvalue %1541[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1544 = nvvm.mma.sync A[%376, %452, %382, %456]  B[%1380, %1382]  C[%1521, %1522]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1545 = llvm.extractvalue %1544[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1546 = llvm.extractvalue %1544[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1547 = nvvm.mma.sync A[%518, %584, %522, %588]  B[%1368, %1370]  C[%1524, %1525]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1548 = llvm.extractvalue %1547[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1549 = llvm.extractvalue %1547[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1550 = nvvm.mma.sync A[%518, %584, %522, %588]  B[%1372, %1374]  C[%1527, %1528]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1551 = llvm.extractvalue %1550[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1552 = llvm.extractvalue %1550[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1553 = nvvm.mma.sync A[%518, %584, %522, %588]  B[%1376, %1378]  C[%1530, %1531]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1554 = llvm.extractvalue %1553[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1555 = llvm.extractvalue %1553[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1556 = nvvm.mma.sync A[%518, %584, %522, %588]  B[%1380, %1382]  C[%1533, %1534]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1557 = llvm.extractvalue %1556[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1558 = llvm.extractvalue %1556[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1559 = nvvm.mma.sync A[%388, %460, %394, %464]  B[%1384, %1386]  C[%1536, %1537]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1560 = llvm.extractvalue %1559[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1561 = llvm.extractvalue %1559[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1562 = nvvm.mma.sync A[%388, %460, %394, %464]  B[%1388, %1390]  C[%1539, %1540]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1563 = llvm.extractvalue %1562[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1564 = llvm.extractvalue %1562[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1565 = nvvm.mma.sync A[%388, %460, %394, %464]  B[%1392, %1394]  C[%1542, %1543]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1566 = llvm.extractvalue %1565[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1567 = llvm.extractvalue %1565[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1568 = nvvm.mma.sync A[%388, %460, %394, %464]  B[%1396, %1398]  C[%1545, %1546]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1569 = llvm.extractvalue %1568[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1570 = llvm.extractvalue %1568[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1571 = nvvm.mma.sync A[%526, %592, %530, %596]  B[%1384, %1386]  C[%1548, %1549]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1572 = llvm.extractvalue %1571[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1573 = llvm.extractvalue %1571[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1574 = nvvm.mma.sync A[%526, %592, %530, %596]  B[%1388, %1390]  C[%1551, %1552]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1575 = llvm.extractvalue %1574[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1576 = llvm.extractvalue %1574[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1577 = nvvm.mma.sync A[%526, %592, %530, %596]  B[%1392, %1394]  C[%1554, %1555]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1578 = llvm.extractvalue %1577[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1579 = llvm.extractvalue %1577[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1580 = nvvm.mma.sync A[%526, %592, %530, %596]  B[%1396, %1398]  C[%1557, %1558]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1581 = llvm.extractvalue %1580[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1582 = llvm.extractvalue %1580[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1583 = nvvm.mma.sync A[%400, %468, %406, %472]  B[%1400, %1402]  C[%1560, %1561]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1584 = llvm.extractvalue %1583[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1585 = llvm.extractvalue %1583[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1586 = nvvm.mma.sync A[%400, %468, %406, %472]  B[%1404, %1406]  C[%1563, %1564]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1587 = llvm.extractvalue %1586[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1588 = llvm.extractvalue %1586[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1589 = nvvm.mma.sync A[%400, %468, %406, %472]  B[%1408, %1410]  C[%1566, %1567]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1590 = llvm.extractvalue %1589[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1591 = llvm.extractvalue %1589[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1592 = nvvm.mma.sync A[%400, %468, %406, %472]  B[%1412, %1414]  C[%1569, %1570]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1593 = llvm.extractvalue %1592[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1594 = llvm.extractvalue %1592[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1595 = nvvm.mma.sync A[%534, %600, %538, %604]  B[%1400, %1402]  C[%1572, %1573]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1596 = llvm.extractvalue %1595[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1597 = llvm.extractvalue %1595[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1598 = nvvm.mma.sync A[%534, %600, %538, %604]  B[%1404, %1406]  C[%1575, %1576]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1599 = llvm.extractvalue %1598[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1600 = llvm.extractvalue %1598[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1601 = nvvm.mma.sync A[%534, %600, %538, %604]  B[%1408, %1410]  C[%1578, %1579]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1602 = llvm.extractvalue %1601[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1603 = llvm.extractvalue %1601[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1604 = nvvm.mma.sync A[%534, %600, %538, %604]  B[%1412, %1414]  C[%1581, %1582]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1605 = llvm.extractvalue %1604[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1606 = llvm.extractvalue %1604[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %1607 = llvm.mul %161, %53 overflow<nsw> : i32
    %1608 = llvm.add %309, %1607 : i32
    %1609 = llvm.mul %162, %25 overflow<nsw> : i32
    %1610 = llvm.add %605, %1609 : i32
    %1611 = llvm.mul %1608, %17 overflow<nsw> : i32
    %1612 = llvm.add %1611, %154 overflow<nsw> : i32
    %1613 = llvm.zext %1612 : i32 to i64
    %1614 = llvm.mul %1610, %25 overflow<nsw> : i32
    %1615 = llvm.add %1614, %156 overflow<nsw> : i32
    %1616 = llvm.zext %1615 : i32 to i64
    %1617 = llvm.mul %1613, %1 : i64
    %1618 = llvm.add %1617, %1616 : i64
    %1619 = llvm.getelementptr %arg2[%1618] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %1584, %1619 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %1620 = llvm.add %1615, %25 overflow<nsw> : i32
    %1621 = llvm.zext %1620 : i32 to i64
    %1622 = llvm.mul %1613, %1 : i64
    %1623 = llvm.add %1622, %1621 : i64
    %1624 = llvm.getelementptr %arg2[%1623] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %1587, %1624 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %1625 = llvm.add %1615, %17 overflow<nsw> : i32
    %1626 = llvm.zext %1625 : i32 to i64
    %1627 = llvm.mul %1613, %1 : i64
    %1628 = llvm.add %1627, %1626 : i64
    %1629 = llvm.getelementptr %arg2[%1628] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %1590, %1629 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %1630 = llvm.add %1615, %26 overflow<nsw> : i32
    %1631 = llvm.zext %1630 : i32 to i64
    %1632 = llvm.mul %1613, %1 : i64
    %1633 = llvm.add %1632, %1631 : i64
    %1634 = llvm.getelementptr %arg2[%1633] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %1593, %1634 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %1635 = llvm.add %1612, %25 overflow<nsw> : i32
    %1636 = llvm.zext %1635 : i32 to i64
    %1637 = llvm.mul %1636, %1 : i64
    %1638 = llvm.add %1637, %1616 : i64
    %1639 = llvm.getelementptr %arg2[%1638] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %1585, %1639 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %1640 = llvm.mul %1636, %1 : i64
    %1641 = llvm.add %1640, %1621 : i64
    %1642 = llvm.getelementptr %arg2[%1641] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %1588, %1642 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %1643 = llvm.mul %1636, %1 : i64
    %1644 = llvm.add %1643, %1626 : i64
    %1645 = llvm.getelementptr %arg2[%1644] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %1591, %1645 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %1646 = llvm.mul %1636, %1 : i64
    %1647 = llvm.add %1646, %1631 : i64
    %1648 = llvm.getelementptr %arg2[%1647] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %1594, %1648 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %1649 = llvm.add %1612, %17 overflow<nsw> : i32
    %1650 = llvm.zext %1649 : i32 to i64
    %1651 = llvm.mul %1650, %1 : i64
    %1652 = llvm.add %1651, %1616 : i64
    %1653 = llvm.getelementptr %arg2[%1652] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %1596, %1653 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %1654 = llvm.mul %1650, %1 : i64
    %1655 = llvm.add %1654, %1621 : i64
    %1656 = llvm.getelementptr %arg2[%1655] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %1599, %1656 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %1657 = llvm.mul %1650, %1 : i64
    %1658 = llvm.add %1657, %1626 : i64
    %1659 = llvm.getelementptr %arg2[%1658] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %1602, %1659 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %1660 = llvm.mul %1650, %1 : i64
    %1661 = llvm.add %1660, %1631 : i64
    %1662 = llvm.getelementptr %arg2[%1661] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %1605, %1662 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %1663 = llvm.add %1612, %26 overflow<nsw> : i32
    %1664 = llvm.zext %1663 : i32 to i64
    %1665 = llvm.mul %1664, %1 : i64
    %1666 = llvm.add %1665, %1616 : i64
    %1667 = llvm.getelementptr %arg2[%1666] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %1597, %1667 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %1668 = llvm.mul %1664, %1 : i64
    %1669 = llvm.add %1668, %1621 : i64
    %1670 = llvm.getelementptr %arg2[%1669] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %1600, %1670 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %1671 = llvm.mul %1664, %1 : i64
    %1672 = llvm.add %1671, %1626 : i64
    %1673 = llvm.getelementptr %arg2[%1672] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %1603, %1673 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %1674 = llvm.mul %1664, %1 : i64
    %1675 = llvm.add %1674, %1631 : i64
    %1676 = llvm.getelementptr %arg2[%1675] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %1606, %1676 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    nvvm.barrier
    llvm.return
  }
  iree_codegen.dispatch_config @mm_f16_dispatch_0_matmul_256x512x128_f16 workgroup_size = [128, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c32 = arith.constant 32 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c32, %c1, %c1 : index, index, index
  }
}
