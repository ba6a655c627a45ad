module {
  llvm.mlir.global external @__dynamic_shared_memory__() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global private @__shared_memory___0() {addr_space = 3 : i32, alignment = 2 : i64} : !llvm.array<128 x array<68 x f16>>
  llvm.mlir.global private @__shared_memory__() {addr_space = 3 : i32, alignment = 2 : i64} : !llvm.array<64 x array<132 x f16>>
  llvm.func @mm_bias_relu_dispatch_0_matmul_128x128x256_f16xf16xf32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg3: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 128, 1, 1>} {
    %0 = llvm.mlir.poison : vector<2xf32>
    %1 = llvm.mlir.poison : vector<2xf16>
    %2 = llvm.mlir.constant(true) : i1
    %3 = llvm.mlir.constant(256 : i64) : i64
    %4 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %5 = llvm.mlir.constant(0 : i64) : i64
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.getelementptr %4[%5, %6] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %8 = llvm.mlir.constant(132 : i64) : i64
    %9 = llvm.mlir.constant(64 : i64) : i64
    %10 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %11 = llvm.mlir.constant(0 : i64) : i64
    %12 = llvm.mlir.constant(16896 : i64) : i64
    %13 = llvm.getelementptr %10[%11, %12] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %14 = llvm.mlir.constant(0 : i64) : i64
    %15 = llvm.mlir.constant(dense<0.000000e+00> : vector<2xf32>) : vector<2xf32>
    %16 = llvm.mlir.constant(64 : i32) : i32
    %17 = llvm.mlir.constant(0 : i32) : i32
    %18 = llvm.mlir.constant(32 : i32) : i32
    %19 = llvm.mlir.constant(16 : i32) : i32
    %20 = llvm.mlir.constant(128 : i32) : i32
    %21 = llvm.mlir.constant(256 : i32) : i32
    %22 = llvm.mlir.constant(384 : i32) : i32
    %23 = llvm.mlir.constant(512 : i32) : i32
    %24 = llvm.mlir.constant(640 : i32) : i32
    %25 = llvm.mlir.constant(768 : i32) : i32
    %26 = llvm.mlir.constant(896 : i32) : i32
    %27 = llvm.mlir.constant(8 : i32) : i32
    %28 = llvm.mlir.constant(2 : i32) : i32
    %29 = llvm.mlir.constant(24 : i32) : i32
    %30 = llvm.mlir.constant(40 : i32) : i32
    %31 = llvm.mlir.constant(48 : i32) : i32
    %32 = llvm.mlir.constant(56 : i32) : i32
    %33 = llvm.mlir.constant(72 : i32) : i32
    %34 = llvm.mlir.constant(80 : i32) : i32
    %35 = llvm.mlir.constant(88 : i32) : i32
    %36 = llvm.mlir.constant(96 : i32) : i32
    %37 = llvm.mlir.constant(104 : i32) : i32
    %38 = llvm.mlir.constant(112 : i32) : i32
    %39 = llvm.mlir.constant(120 : i32) : i32
    %40 = llvm.mlir.constant(1 : i32) : i32
    %41 = llvm.mlir.constant(9 : i32) : i32
    %42 = llvm.mlir.constant(17 : i32) : i32
    %43 = llvm.mlir.constant(25 : i32) : i32
    %44 = llvm.mlir.constant(33 : i32) : i32
    %45 = llvm.mlir.constant(41 : i32) : i32
    %46 = llvm.mlir.constant(49 : i32) : i32
    %47 = llvm.mlir.constant(57 : i32) : i32
    %48 = llvm.mlir.constant(65 : i32) : i32
    %49 = llvm.mlir.constant(73 : i32) : i32
    %50 = llvm.mlir.constant(81 : i32) : i32
    %51 = llvm.mlir.constant(89 : i32) : i32
    %52 = llvm.mlir.constant(97 : i32) : i32
    %53 = llvm.mlir.constant(105 : i32) : i32
    %54 = llvm.mlir.constant(113 : i32) : i32
    %55 = llvm.mlir.constant(121 : i32) : i32
    %56 = llvm.mlir.constant(4 : i32) : i32
    %57 = llvm.mlir.constant(128 : i64) : i64
    %58 = llvm.mlir.constant(68 : i64) : i64
    %59 = llvm.mlir.constant(1 : i64) : i64
    %60 = llvm.getelementptr %13[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<128 x array<68 x f16>>
    %61 = llvm.getelementptr %7[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<64 x array<132 x f16>>
    %62 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
    %63 = llvm.sext %62 : i32 to i64
    llvm.intr.assume %2 ["align"(%arg0, %9 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %2 ["align"(%arg1, %9 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %2 ["align"(%arg2, %9 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %2 ["align"(%arg3, %9 : !llvm.ptr<1>, i64)] : i1
    %64 = llvm.trunc %63 : i64 to i32
    %65 = llvm.udiv %64, %16 : i32
    %66 = llvm.urem %64, %16 : i32
    %67 = llvm.udiv %66, %18 : i32
    %68 = llvm.urem %64, %18 : i32
    %69 = llvm.udiv %68, %56 : i32
    %70 = llvm.urem %68, %56 : i32
    %71 = llvm.mul %70, %28 overflow<nsw> : i32
    %72 = llvm.zext %71 : i32 to i64
    %73 = llvm.udiv %64, %19 : i32
    %74 = llvm.zext %73 : i32 to i64
    %75 = llvm.urem %64, %19 : i32
    %76 = llvm.add %64, %20 overflow<nsw> : i32
    %77 = llvm.udiv %76, %19 : i32
    %78 = llvm.zext %77 : i32 to i64
    %79 = llvm.urem %76, %19 : i32
    %80 = llvm.add %64, %21 overflow<nsw> : i32
    %81 = llvm.udiv %80, %19 : i32
    %82 = llvm.zext %81 : i32 to i64
    %83 = llvm.urem %80, %19 : i32
    %84 = llvm.add %64, %22 overflow<nsw> : i32
    %85 = llvm.udiv %84, %19 : i32
    %86 = llvm.zext %85 : i32 to i64
    %87 = llvm.urem %84, %19 : i32
    %88 = llvm.add %64, %23 overflow<nsw> : i32
    %89 = llvm.udiv %88, %19 : i32
    %90 = llvm.zext %89 : i32 to i64
    %91 = llvm.urem %88, %19 : i32
    %92 = llvm.add %64, %24 overflow<nsw> : i32
    %93 = llvm.udiv %92, %19 : i32
    %94 = llvm.zext %93 : i32 to i64
    %95 = llvm.urem %92, %19 : i32
    %96 = llvm.add %64, %25 overflow<nsw> : i32
    %97 = llvm.udiv %96, %19 : i32
    %98 = llvm.zext %97 : i32 to i64
    %99 = llvm.urem %96, %19 : i32
    %100 = llvm.add %64, %26 overflow<nsw> : i32
    %101 = llvm.udiv %100, %19 : i32
    %102 = llvm.zext %101 : i32 to i64
    %103 = llvm.urem %100, %19 : i32
    %104 = llvm.udiv %64, %27 : i32
    %105 = llvm.zext %104 : i32 to i64
    %106 = llvm.urem %64, %27 : i32
    %107 = llvm.udiv %76, %27 : i32
    %108 = llvm.zext %107 : i32 to i64
    %109 = llvm.urem %76, %27 : i32
    %110 = llvm.udiv %80, %27 : i32
    %111 = llvm.zext %110 : i32 to i64
    %112 = llvm.urem %80, %27 : i32
    %113 = llvm.udiv %84, %27 : i32
    %114 = llvm.zext %113 : i32 to i64
    %115 = llvm.urem %84, %27 : i32
    %116 = llvm.udiv %88, %27 : i32
    %117 = llvm.zext %116 : i32 to i64
    %118 = llvm.urem %88, %27 : i32
    %119 = llvm.udiv %92, %27 : i32
    %120 = llvm.zext %119 : i32 to i64
    %121 = llvm.urem %92, %27 : i32
    %122 = llvm.udiv %96, %27 : i32
    %123 = llvm.zext %122 : i32 to i64
    %124 = llvm.urem %96, %27 : i32
    %125 = llvm.udiv %100, %27 : i32
    %126 = llvm.zext %125 : i32 to i64
    %127 = llvm.urem %100, %27 : i32
    %128 = llvm.mul %75, %27 overflow<nsw> : i32
    %129 = llvm.zext %128 : i32 to i64
    %130 = llvm.mul %79, %27 overflow<nsw> : i32
    %131 = llvm.zext %130 : i32 to i64
    %132 = llvm.mul %83, %27 overflow<nsw> : i32
    %133 = llvm.zext %132 : i32 to i64
    %134 = llvm.mul %87, %27 overflow<nsw> : i32
    %135 = llvm.zext %134 : i32 to i64
    %136 = llvm.mul %91, %27 overflow<nsw> : i32
    %137 = llvm.zext %136 : i32 to i64
    %138 = llvm.mul %95, %27 overflow<nsw> : i32
    %139 = llvm.zext %138 : i32 to i64
    %140 = llvm.mul %99, %27 overflow<nsw> : i32
    %141 = llvm.zext %140 : i32 to i64
    %142 = llvm.mul %103, %27 overflow<nsw> : i32
    %143 = llvm.zext %142 : i32 to i64
    %144 = llvm.mul %106, %27 overflow<nsw> : i32
    %145 = llvm.zext %144 : i32 to i64
    %146 = llvm.mul %109, %27 overflow<nsw> : i32
    %147 = llvm.zext %146 : i32 to i64
    %148 = llvm.mul %112, %27 overflow<nsw> : i32
    %149 = llvm.zext %148 : i32 to i64
    %150 = llvm.mul %115, %27 overflow<nsw> : i32
    %151 = llvm.zext %150 : i32 to i64
    %152 = llvm.mul %118, %27 overflow<nsw> : i32
    %153 = llvm.zext %152 : i32 to i64
    %154 = llvm.mul %121, %27 overflow<nsw> : i32
    %155 = llvm.zext %154 : i32 to i64
    %156 = llvm.mul %124, %27 overflow<nsw> : i32
    %157 = llvm.zext %156 : i32 to i64
    %158 = llvm.mul %127, %27 overflow<nsw> : i32
    %159 = llvm.zext %158 : i32 to i64
    %160 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 4> : i32
    %161 = llvm.sext %160 : i32 to i64
    %162 = llvm.trunc %161 : i64 to i32
    %163 = llvm.udiv %162, %28 : i32
    %164 = llvm.urem %162, %28 : i32
    %165 = llvm.mul %163, %16 overflow<nsw> : i32
    %166 = llvm.add %73, %165 : i32
    %167 = llvm.zext %166 : i32 to i64
    %168 = llvm.add %77, %165 : i32
    %169 = llvm.zext %168 : i32 to i64
    %170 = llvm.add %81, %165 : i32
    %171 = llvm.zext %170 : i32 to i64
    %172 = llvm.add %85, %165 : i32
    %173 = llvm.zext %172 : i32 to i64
    %174 = llvm.add %89, %165 : i32
    %175 = llvm.zext %174 : i32 to i64
    %176 = llvm.add %93, %165 : i32
    %177 = llvm.zext %176 : i32 to i64
    %178 = llvm.add %97, %165 : i32
    %179 = llvm.zext %178 : i32 to i64
    %180 = llvm.add %101, %165 : i32
    %181 = llvm.zext %180 : i32 to i64
    %182 = llvm.mul %164, %16 overflow<nsw> : i32
    %183 = llvm.add %144, %182 : i32
    %184 = llvm.zext %183 : i32 to i64
    %185 = llvm.add %146, %182 : i32
    %186 = llvm.zext %185 : i32 to i64
    %187 = llvm.add %148, %182 : i32
    %188 = llvm.zext %187 : i32 to i64
    %189 = llvm.add %150, %182 : i32
    %190 = llvm.zext %189 : i32 to i64
    %191 = llvm.add %152, %182 : i32
    %192 = llvm.zext %191 : i32 to i64
    %193 = llvm.add %154, %182 : i32
    %194 = llvm.zext %193 : i32 to i64
    %195 = llvm.add %156, %182 : i32
    %196 = llvm.zext %195 : i32 to i64
    %197 = llvm.add %158, %182 : i32
    %198 = llvm.zext %197 : i32 to i64
    %199 = llvm.mul %65, %28 overflow<nsw> : i32
    %200 = llvm.mul %65, %18 overflow<nsw> : i32
    %201 = llvm.add %200, %69 overflow<nsw> : i32
    %202 = llvm.zext %201 : i32 to i64
    %203 = llvm.add %71, %27 overflow<nsw> : i32
    %204 = llvm.zext %203 : i32 to i64
    %205 = llvm.add %71, %19 overflow<nsw> : i32
    %206 = llvm.zext %205 : i32 to i64
    %207 = llvm.add %71, %29 overflow<nsw> : i32
    %208 = llvm.zext %207 : i32 to i64
    %209 = llvm.add %71, %18 overflow<nsw> : i32
    %210 = llvm.zext %209 : i32 to i64
    %211 = llvm.add %71, %30 overflow<nsw> : i32
    %212 = llvm.zext %211 : i32 to i64
    %213 = llvm.add %71, %31 overflow<nsw> : i32
    %214 = llvm.zext %213 : i32 to i64
    %215 = llvm.add %71, %32 overflow<nsw> : i32
    %216 = llvm.zext %215 : i32 to i64
    %217 = llvm.add %71, %16 overflow<nsw> : i32
    %218 = llvm.zext %217 : i32 to i64
    %219 = llvm.add %71, %33 overflow<nsw> : i32
    %220 = llvm.zext %219 : i32 to i64
    %221 = llvm.add %71, %34 overflow<nsw> : i32
    %222 = llvm.zext %221 : i32 to i64
    %223 = llvm.add %71, %35 overflow<nsw> : i32
    %224 = llvm.zext %223 : i32 to i64
    %225 = llvm.add %71, %36 overflow<nsw> : i32
    %226 = llvm.zext %225 : i32 to i64
    %227 = llvm.add %71, %37 overflow<nsw> : i32
    %228 = llvm.zext %227 : i32 to i64
    %229 = llvm.add %71, %38 overflow<nsw> : i32
    %230 = llvm.zext %229 : i32 to i64
    %231 = llvm.add %71, %39 overflow<nsw> : i32
    %232 = llvm.zext %231 : i32 to i64
    %233 = llvm.add %201, %27 overflow<nsw> : i32
    %234 = llvm.zext %233 : i32 to i64
    %235 = llvm.add %201, %19 overflow<nsw> : i32
    %236 = llvm.zext %235 : i32 to i64
    %237 = llvm.add %201, %29 overflow<nsw> : i32
    %238 = llvm.zext %237 : i32 to i64
    %239 = llvm.mul %67, %56 overflow<nsw> : i32
    %240 = llvm.mul %67, %18 overflow<nsw> : i32
    %241 = llvm.add %240, %69 overflow<nsw> : i32
    %242 = llvm.zext %241 : i32 to i64
    %243 = llvm.add %241, %27 overflow<nsw> : i32
    %244 = llvm.zext %243 : i32 to i64
    %245 = llvm.add %241, %19 overflow<nsw> : i32
    %246 = llvm.zext %245 : i32 to i64
    %247 = llvm.add %241, %29 overflow<nsw> : i32
    %248 = llvm.zext %247 : i32 to i64
    %249 = llvm.add %71, %40 overflow<nsw> : i32
    %250 = llvm.zext %249 : i32 to i64
    %251 = llvm.add %71, %41 overflow<nsw> : i32
    %252 = llvm.zext %251 : i32 to i64
    %253 = llvm.add %71, %42 overflow<nsw> : i32
    %254 = llvm.zext %253 : i32 to i64
    %255 = llvm.add %71, %43 overflow<nsw> : i32
    %256 = llvm.zext %255 : i32 to i64
    %257 = llvm.add %71, %44 overflow<nsw> : i32
    %258 = llvm.zext %257 : i32 to i64
    %259 = llvm.add %71, %45 overflow<nsw> : i32
    %260 = llvm.zext %259 : i32 to i64
    %261 = llvm.add %71, %46 overflow<nsw> : i32
    %262 = llvm.zext %261 : i32 to i64
    %263 = llvm.add %71, %47 overflow<nsw> : i32
    %264 = llvm.zext %263 : i32 to i64
    %265 = llvm.add %71, %48 overflow<nsw> : i32
    %266 = llvm.zext %265 : i32 to i64
    %267 = llvm.add %71, %49 overflow<nsw> : i32
    %268 = llvm.zext %267 : i32 to i64
    %269 = llvm.add %71, %50 overflow<nsw> : i32
    %270 = llvm.zext %269 : i32 to i64
    %271 = llvm.add %71, %51 overflow<nsw> : i32
    %272 = llvm.zext %271 : i32 to i64
    %273 = llvm.add %71, %52 overflow<nsw> : i32
    %274 = llvm.zext %273 : i32 to i64
    %275 = llvm.add %71, %53 overflow<nsw> : i32
    %276 = llvm.zext %275 : i32 to i64
    %277 = llvm.add %71, %54 overflow<nsw> : i32
    %278 = llvm.zext %277 : i32 to i64
    %279 = llvm.add %71, %55 overflow<nsw> : i32
    %280 = llvm.zext %279 : i32 to i64
    llvm.br ^bb1(%17, %15, %15, %15, %15, %15, %15, %15, %15, %15, %15, %15, %15, %15, %15, %15, %15 : i32, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>)
  ^bb1(%281: i32, %282: vector<2xf32>, %283: vector<2xf32>, %284: vector<2xf32>, %285: vector<2xf32>, %286: vector<2xf32>, %287: vector<2xf32>, %288: vector<2xf32>, %289: vector<2xf32>, %290: vector<2xf32>, %291: vector<2xf32>, %292: vector<2xf32>, %293: vector<2xf32>, %294: vector<2xf32>, %295: vector<2xf32>, %296: vector<2xf32>, %297: vector<2xf32>):  // 2 preds: ^bb0, ^bb2
    %298 = llvm.icmp "slt" %281, %19 : i32
    llvm.cond_br %298, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    nvvm.barrier
    %299 = llvm.mul %281, %19 overflow<nsw> : i32
    %300 = llvm.add %128, %299 : i32
    %301 = llvm.zext %300 : i32 to i64
    %302 = llvm.mul %167, %3 : i64
    %303 = llvm.add %302, %301 : i64
    %304 = llvm.getelementptr %arg0[%303] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %305 = llvm.load %304 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %306 = llvm.mul %74, %8 : i64
    %307 = llvm.add %306, %129 : i64
    %308 = llvm.getelementptr %61[%307] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %305, %308 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %309 = llvm.add %130, %299 : i32
    %310 = llvm.zext %309 : i32 to i64
    %311 = llvm.mul %169, %3 : i64
    %312 = llvm.add %311, %310 : i64
    %313 = llvm.getelementptr %arg0[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %314 = llvm.load %313 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %315 = llvm.mul %78, %8 : i64
    %316 = llvm.add %315, %131 : i64
    %317 = llvm.getelementptr %61[%316] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %314, %317 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %318 = llvm.add %132, %299 : i32
    %319 = llvm.zext %318 : i32 to i64
    %320 = llvm.mul %171, %3 : i64
    %321 = llvm.add %320, %319 : i64
    %322 = llvm.getelementptr %arg0[%321] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %323 = llvm.load %322 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %324 = llvm.mul %82, %8 : i64
    %325 = llvm.add %324, %133 : i64
    %326 = llvm.getelementptr %61[%325] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %323, %326 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %327 = llvm.add %134, %299 : i32
    %328 = llvm.zext %327 : i32 to i64
    %329 = llvm.mul %173, %3 : i64
    %330 = llvm.add %329, %328 : i64
    %331 = llvm.getelementptr %arg0[%330] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %332 = llvm.load %331 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %333 = llvm.mul %86, %8 : i64
    %334 = llvm.add %333, %135 : i64
    %335 = llvm.getelementptr %61[%334] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %332, %335 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %336 = llvm.add %136, %299 : i32
    %337 = llvm.zext %336 : i32 to i64
    %338 = llvm.mul %175, %3 : i64
    %339 = llvm.add %338, %337 : i64
    %340 = llvm.getelementptr %arg0[%339] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %341 = llvm.load %340 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %342 = llvm.mul %90, %8 : i64
    %343 = llvm.add %342, %137 : i64
    %344 = llvm.getelementptr %61[%343] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %341, %344 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %345 = llvm.add %138, %299 : i32
    %346 = llvm.zext %345 : i32 to i64
    %347 = llvm.mul %177, %3 : i64
    %348 = llvm.add %347, %346 : i64
    %349 = llvm.getelementptr %arg0[%348] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %350 = llvm.load %349 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %351 = llvm.mul %94, %8 : i64
    %352 = llvm.add %351, %139 : i64
    %353 = llvm.getelementptr %61[%352] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %350, %353 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %354 = llvm.add %140, %299 : i32
    %355 = llvm.zext %354 : i32 to i64
    %356 = llvm.mul %179, %3 : i64
    %357 = llvm.add %356, %355 : i64
    %358 = llvm.getelementptr %arg0[%357] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %359 = llvm.load %358 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %360 = llvm.mul %98, %8 : i64
    %361 = llvm.add %360, %141 : i64
    %362 = llvm.getelementptr %61[%361] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %359, %362 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %363 = llvm.add %142, %299 : i32
    %364 = llvm.zext %363 : i32 to i64
    %365 = llvm.mul %181, %3 : i64
    %366 = llvm.add %365, %364 : i64
    %367 = llvm.getelementptr %arg0[%366] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %368 = llvm.load %367 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %369 = llvm.mul %102, %8 : i64
    %370 = llvm.add %369, %143 : i64
    %371 = llvm.getelementptr %61[%370] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %368, %371 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %372 = llvm.add %104, %299 : i32
    %373 = llvm.zext %372 : i32 to i64
    %374 = llvm.mul %373, %57 : i64
    %375 = llvm.add %374, %184 : i64
    %376 = llvm.getelementptr %arg1[%375] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %377 = llvm.load %376 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %378 = llvm.mul %105, %58 : i64
    %379 = llvm.add %378, %145 : i64
    %380 = llvm.getelementptr %60[%379] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %377, %380 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %381 = llvm.add %107, %299 : i32
    %382 = llvm.zext %381 : i32 to i64
    %383 = llvm.mul %382, %57 : i64
    %384 = llvm.add %383, %186 : i64
    %385 = llvm.getelementptr %arg1[%384] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %386 = llvm.load %385 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %387 = llvm.mul %108, %58 : i64
    %388 = llvm.add %387, %147 : i64
    %389 = llvm.getelementptr %60[%388] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %386, %389 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %390 = llvm.add %110, %299 : i32
    %391 = llvm.zext %390 : i32 to i64
    %392 = llvm.mul %391, %57 : i64
    %393 = llvm.add %392, %188 : i64
    %394 = llvm.getelementptr %arg1[%393] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %395 = llvm.load %394 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %396 = llvm.mul %111, %58 : i64
    %397 = llvm.add %396, %149 : i64
    %398 = llvm.getelementptr %60[%397] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %395, %398 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %399 = llvm.add %113, %299 : i32
    %400 = llvm.zext %399 : i32 to i64
    %401 = llvm.mul %400, %57 : i64
    %402 = llvm.add %401, %190 : i64
    %403 = llvm.getelementptr %arg1[%402] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %404 = llvm.load %403 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %405 = llvm.mul %114, %58 : i64
    %406 = llvm.add %405, %151 : i64
    %407 = llvm.getelementptr %60[%406] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %404, %407 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %408 = llvm.add %116, %299 : i32
    %409 = llvm.zext %408 : i32 to i64
    %410 = llvm.mul %409, %57 : i64
    %411 = llvm.add %410, %192 : i64
    %412 = llvm.getelementptr %arg1[%411] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %413 = llvm.load %412 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %414 = llvm.mul %117, %58 : i64
    %415 = llvm.add %414, %153 : i64
    %416 = llvm.getelementptr %60[%415] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %413, %416 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %417 = llvm.add %119, %299 : i32
    %418 = llvm.zext %417 : i32 to i64
    %419 = llvm.mul %418, %57 : i64
    %420 = llvm.add %419, %194 : i64
    %421 = llvm.getelementptr %arg1[%420] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %422 = llvm.load %421 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %423 = llvm.mul %120, %58 : i64
    %424 = llvm.add %423, %155 : i64
    %425 = llvm.getelementptr %60[%424] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %422, %425 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %426 = llvm.add %122, %299 : i32
    %427 = llvm.zext %426 : i32 to i64
    %428 = llvm.mul %427, %57 : i64
    %429 = llvm.add %428, %196 : i64
    %430 = llvm.getelementptr %arg1[%429] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %431 = llvm.load %430 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %432 = llvm.mul %123, %58 : i64
    %433 = llvm.add %432, %157 : i64
    %434 = llvm.getelementptr %60[%433] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %431, %434 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %435 = llvm.add %125, %299 : i32
    %436 = llvm.zext %435 : i32 to i64
    %437 = llvm.mul %436, %57 : i64
    %438 = llvm.add %437, %198 : i64
    %439 = llvm.getelementptr %arg1[%438] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %440 = llvm.load %439 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %441 = llvm.mul %126, %58 : i64
    %442 = llvm.add %441, %159 : i64
    %443 = llvm.getelementptr %60[%442] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %440, %443 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    nvvm.barrier
    %444 = llvm.mul %202, %8 : i64
    %445 = llvm.add %444, %72 : i64
    %446 = llvm.getelementptr %61[%445] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %447 = llvm.load %446 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %448 = llvm.mul %202, %8 : i64
    %449 = llvm.add %448, %204 : i64
    %450 = llvm.getelementptr %61[%449] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %451 = llvm.load %450 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %452 = llvm.mul %202, %8 : i64
    %453 = llvm.add %452, %206 : i64
    %454 = llvm.getelementptr %61[%453] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %455 = llvm.load %454 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %456 = llvm.mul %202, %8 : i64
    %457 = llvm.add %456, %208 : i64
    %458 = llvm.getelementptr %61[%457] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %459 = llvm.load %458 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %460 = llvm.mul %202, %8 : i64
    %461 = llvm.add %460, %210 : i64
    %462 = llvm.getelementptr %61[%461] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %463 = llvm.load %462 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %464 = llvm.mul %202, %8 : i64
    %465 = llvm.add %464, %212 : i64
    %466 = llvm.getelementptr %61[%465] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %467 = llvm.load %466 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %468 = llvm.mul %202, %8 : i64
    %469 = llvm.add %468, %214 : i64
    %470 = llvm.getelementptr %61[%469] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %471 = llvm.load %470 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %472 = llvm.mul %202, %8 : i64
    %473 = llvm.add %472, %216 : i64
    %474 = llvm.getelementptr %61[%473] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %475 = llvm.load %474 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %476 = llvm.mul %202, %8 : i64
    %477 = llvm.add %476, %218 : i64
    %478 = llvm.getelementptr %61[%477] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %479 = llvm.load %478 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %480 = llvm.mul %202, %8 : i64
    %481 = llvm.add %480, %220 : i64
    %482 = llvm.getelementptr %61[%481] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %483 = llvm.load %482 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %484 = llvm.mul %202, %8 : i64
    %485 = llvm.add %484, %222 : i64
    %486 = llvm.getelementptr %61[%485] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %487 = llvm.load %486 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %488 = llvm.mul %202, %8 : i64
    %489 = llvm.add %488, %224 : i64
    %490 = llvm.getelementptr %61[%489] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %491 = llvm.load %490 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %492 = llvm.mul %202, %8 : i64
    %493 = llvm.add %492, %226 : i64
    %494 = llvm.getelementptr %61[%493] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %495 = llvm.load %494 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %496 = llvm.mul %202, %8 : i64
    %497 = llvm.add %496, %228 : i64
    %498 = llvm.getelementptr %61[%497] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %499 = llvm.load %498 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %500 = llvm.mul %202, %8 : i64
    %501 = llvm.add %500, %230 : i64
    %502 = llvm.getelementptr %61[%501] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %503 = llvm.load %502 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %504 = llvm.mul %202, %8 : i64
    %505 = llvm.add %504, %232 : i64
    %506 = llvm.getelementptr %61[%505] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %507 = llvm.load %506 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %508 = llvm.mul %234, %8 : i64
    %509 = llvm.add %508, %72 : i64
    %510 = llvm.getelementptr %61[%509] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %511 = llvm.load %510 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %512 = llvm.mul %234, %8 : i64
    %513 = llvm.add %512, %204 : i64
    %514 = llvm.getelementptr %61[%513] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %515 = llvm.load %514 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %516 = llvm.mul %234, %8 : i64
    %517 = llvm.add %516, %206 : i64
    %518 = llvm.getelementptr %61[%517] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %519 = llvm.load %518 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %520 = llvm.mul %234, %8 : i64
    %521 = llvm.add %520, %208 : i64
    %522 = llvm.getelementptr %61[%521] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %523 = llvm.load %522 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %524 = llvm.mul %234, %8 : i64
    %525 = llvm.add %524, %210 : i64
    %526 = llvm.getelementptr %61[%525] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %527 = llvm.load %526 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %528 = llvm.mul %234, %8 : i64
    %529 = llvm.add %528, %212 : i64
    %530 = llvm.getelementptr %61[%529] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %531 = llvm.load %530 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %532 = llvm.mul %234, %8 : i64
    %533 = llvm.add %532, %214 : i64
    %534 = llvm.getelementptr %61[%533] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %535 = llvm.load %534 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %536 = llvm.mul %234, %8 : i64
    %537 = llvm.add %536, %216 : i64
    %538 = llvm.getelementptr %61[%537] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %539 = llvm.load %538 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %540 = llvm.mul %234, %8 : i64
    %541 = llvm.add %540, %218 : i64
    %542 = llvm.getelementptr %61[%541] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %543 = llvm.load %542 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %544 = llvm.mul %234, %8 : i64
    %545 = llvm.add %544, %220 : i64
    %546 = llvm.getelementptr %61[%545] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %547 = llvm.load %546 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %548 = llvm.mul %234, %8 : i64
    %549 = llvm.add %548, %222 : i64
    %550 = llvm.getelementptr %61[%549] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %551 = llvm.load %550 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %552 = llvm.mul %234, %8 : i64
    %553 = llvm.add %552, %224 : i64
    %554 = llvm.getelementptr %61[%553] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %555 = llvm.load %554 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %556 = llvm.mul %234, %8 : i64
    %557 = llvm.add %556, %226 : i64
    %558 = llvm.getelementptr %61[%557] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %559 = llvm.load %558 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %560 = llvm.mul %234, %8 : i64
    %561 = llvm.add %560, %228 : i64
    %562 = llvm.getelementptr %61[%561] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %563 = llvm.load %562 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %564 = llvm.mul %234, %8 : i64
    %565 = llvm.add %564, %230 : i64
    %566 = llvm.getelementptr %61[%565] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %567 = llvm.load %566 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %568 = llvm.mul %234, %8 : i64
    %569 = llvm.add %568, %232 : i64
    %570 = llvm.getelementptr %61[%569] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %571 = llvm.load %570 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %572 = llvm.mul %236, %8 : i64
    %573 = llvm.add %572, %72 : i64
    %574 = llvm.getelementptr %61[%573] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %575 = llvm.load %574 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %576 = llvm.mul %236, %8 : i64
    %577 = llvm.add %576, %204 : i64
    %578 = llvm.getelementptr %61[%577] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %579 = llvm.load %578 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %580 = llvm.mul %236, %8 : i64
    %581 = llvm.add %580, %206 : i64
    %582 = llvm.getelementptr %61[%581] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %583 = llvm.load %582 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %584 = llvm.mul %236, %8 : i64
    %585 = llvm.add %584, %208 : i64
    %586 = llvm.getelementptr %61[%585] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %587 = llvm.load %586 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %588 = llvm.mul %236, %8 : i64
    %589 = llvm.add %588, %210 : i64
    %590 = llvm.getelementptr %61[%589] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %591 = llvm.load %590 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %592 = llvm.mul %236, %8 : i64
    %593 = llvm.add %592, %212 : i64
    %594 = llvm.getelementptr %61[%593] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %595 = llvm.load %594 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %596 = llvm.mul %236, %8 : i64
    %597 = llvm.add %596, %214 : i64
    %598 = llvm.getelementptr %61[%597] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %599 = llvm.load %598 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %600 = llvm.mul %236, %8 : i64
    %601 = llvm.add %600, %216 : i64
    %602 = llvm.getelementptr %61[%601] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %603 = llvm.load %602 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %604 = llvm.mul %236, %8 : i64
    %605 = llvm.add %604, %218 : i64
    %606 = llvm.getelementptr %61[%605] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %607 = llvm.load %606 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %608 = llvm.mul %236, %8 : i64
    %609 = llvm.add %608, %220 : i64
    %610 = llvm.getelementptr %61[%609] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %611 = llvm.load %610 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %612 = llvm.mul %236, %8 : i64
    %613 = llvm.add %612, %222 : i64
    %614 = llvm.getelementptr %61[%613] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %615 = llvm.load %614 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %616 = llvm.mul %236, %8 : i64
    %617 = llvm.add %616, %224 : i64
    %618 = llvm.getelementptr %61[%617] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %619 = llvm.load %618 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %620 = llvm.mul %236, %8 : i64
    %621 = llvm.add %620, %226 : i64
    %622 = llvm.getelementptr %61[%621] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %623 = llvm.load %622 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %624 = llvm.mul %236, %8 : i64
    %625 = llvm.add %624, %228 : i64
    %626 = llvm.getelementptr %61[%625] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %627 = llvm.load %626 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %628 = llvm.mul %236, %8 : i64
    %629 = llvm.add %628, %230 : i64
    %630 = llvm.getelementptr %61[%629] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %631 = llvm.load %630 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %632 = llvm.mul %236, %8 : i64
    %633 = llvm.add %632, %232 : i64
    %634 = llvm.getelementptr %61[%633] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %635 = llvm.load %634 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %636 = llvm.mul %238, %8 : i64
    %637 = llvm.add %636, %72 : i64
    %638 = llvm.getelementptr %61[%637] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %639 = llvm.load %638 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %640 = llvm.mul %238, %8 : i64
    %641 = llvm.add %640, %204 : i64
    %642 = llvm.getelementptr %61[%641] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %643 = llvm.load %642 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %644 = llvm.mul %238, %8 : i64
    %645 = llvm.add %644, %206 : i64
    %646 = llvm.getelementptr %61[%645] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %647 = llvm.load %646 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %648 = llvm.mul %238, %8 : i64
    %649 = llvm.add %648, %208 : i64
    %650 = llvm.getelementptr %61[%649] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %651 = llvm.load %650 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %652 = llvm.mul %238, %8 : i64
    %653 = llvm.add %652, %210 : i64
    %654 = llvm.getelementptr %61[%653] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %655 = llvm.load %654 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %656 = llvm.mul %238, %8 : i64
    %657 = llvm.add %656, %212 : i64
    %658 = llvm.getelementptr %61[%657] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %659 = llvm.load %658 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %660 = llvm.mul %238, %8 : i64
    %661 = llvm.add %660, %214 : i64
    %662 = llvm.getelementptr %61[%661] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %663 = llvm.load %662 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %664 = llvm.mul %238, %8 : i64
    %665 = llvm.add %664, %216 : i64
    %666 = llvm.getelementptr %61[%665] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %667 = llvm.load %666 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %668 = llvm.mul %238, %8 : i64
    %669 = llvm.add %668, %218 : i64
    %670 = llvm.getelementptr %61[%669] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %671 = llvm.load %670 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %672 = llvm.mul %238, %8 : i64
    %673 = llvm.add %672, %220 : i64
    %674 = llvm.getelementptr %61[%673] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %675 = llvm.load %674 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %676 = llvm.mul %238, %8 : i64
    %677 = llvm.add %676, %222 : i64
    %678 = llvm.getelementptr %61[%677] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %679 = llvm.load %678 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %680 = llvm.mul %238, %8 : i64
    %681 = llvm.add %680, %224 : i64
    %682 = llvm.getelementptr %61[%681] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %683 = llvm.load %682 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %684 = llvm.mul %238, %8 : i64
    %685 = llvm.add %684, %226 : i64
    %686 = llvm.getelementptr %61[%685] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %687 = llvm.load %686 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %688 = llvm.mul %238, %8 : i64
    %689 = llvm.add %688, %228 : i64
    %690 = llvm.getelementptr %61[%689] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %691 = llvm.load %690 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %692 = llvm.mul %238, %8 : i64
    %693 = llvm.add %692, %230 : i64
    %694 = llvm.getelementptr %61[%693] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %695 = llvm.load %694 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %696 = llvm.mul %238, %8 : i64
    %697 = llvm.add %696, %232 : i64
    %698 = llvm.getelementptr %61[%697] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %699 = llvm.load %698 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %700 = llvm.mul %72, %58 : i64
    %701 = llvm.add %700, %242 : i64
    %702 = llvm.getelementptr %60[%701] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %703 = llvm.load %702 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %704 = llvm.mul %72, %58 : i64
    %705 = llvm.add %704, %244 : i64
    %706 = llvm.getelementptr %60[%705] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %707 = llvm.load %706 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %708 = llvm.mul %72, %58 : i64
    %709 = llvm.add %708, %246 : i64
    %710 = llvm.getelementptr %60[%709] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %711 = llvm.load %710 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %712 = llvm.mul %72, %58 : i64
    %713 = llvm.add %712, %248 : i64
    %714 = llvm.getelementptr %60[%713] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %715 = llvm.load %714 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %716 = llvm.mul %250, %58 : i64
    %717 = llvm.add %716, %242 : i64
    %718 = llvm.getelementptr %60[%717] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %719 = llvm.load %718 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %720 = llvm.mul %250, %58 : i64
    %721 = llvm.add %720, %244 : i64
    %722 = llvm.getelementptr %60[%721] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %723 = llvm.load %722 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %724 = llvm.mul %250, %58 : i64
    %725 = llvm.add %724, %246 : i64
    %726 = llvm.getelementptr %60[%725] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %727 = llvm.load %726 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %728 = llvm.mul %250, %58 : i64
    %729 = llvm.add %728, %248 : i64
    %730 = llvm.getelementptr %60[%729] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %731 = llvm.load %730 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %732 = llvm.mul %204, %58 : i64
    %733 = llvm.add %732, %242 : i64
    %734 = llvm.getelementptr %60[%733] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %735 = llvm.load %734 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %736 = llvm.mul %204, %58 : i64
    %737 = llvm.add %736, %244 : i64
    %738 = llvm.getelementptr %60[%737] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %739 = llvm.load %738 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %740 = llvm.mul %204, %58 : i64
    %741 = llvm.add %740, %246 : i64
    %742 = llvm.getelementptr %60[%741] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %743 = llvm.load %742 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %744 = llvm.mul %204, %58 : i64
    %745 = llvm.add %744, %248 : i64
    %746 = llvm.getelementptr %60[%745] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %747 = llvm.load %746 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %748 = llvm.mul %252, %58 : i64
    %749 = llvm.add %748, %242 : i64
    %750 = llvm.getelementptr %60[%749] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %751 = llvm.load %750 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %752 = llvm.mul %252, %58 : i64
    %753 = llvm.add %752, %244 : i64
    %754 = llvm.getelementptr %60[%753] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %755 = llvm.load %754 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %756 = llvm.mul %252, %58 : i64
    %757 = llvm.add %756, %246 : i64
    %758 = llvm.getelementptr %60[%757] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %759 = llvm.load %758 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %760 = llvm.mul %252, %58 : i64
    %761 = llvm.add %760, %248 : i64
    %762 = llvm.getelementptr %60[%761] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %763 = llvm.load %762 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %764 = llvm.mul %206, %58 : i64
    %765 = llvm.add %764, %242 : i64
    %766 = llvm.getelementptr %60[%765] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %767 = llvm.load %766 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %768 = llvm.mul %206, %58 : i64
    %769 = llvm.add %768, %244 : i64
    %770 = llvm.getelementptr %60[%769] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %771 = llvm.load %770 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %772 = llvm.mul %206, %58 : i64
    %773 = llvm.add %772, %246 : i64
    %774 = llvm.getelementptr %60[%773] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %775 = llvm.load %774 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %776 = llvm.mul %206, %58 : i64
    %777 = llvm.add %776, %248 : i64
    %778 = llvm.getelementptr %60[%777] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %779 = llvm.load %778 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %780 = llvm.mul %254, %58 : i64
    %781 = llvm.add %780, %242 : i64
    %782 = llvm.getelementptr %60[%781] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %783 = llvm.load %782 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %784 = llvm.mul %254, %58 : i64
    %785 = llvm.add %784, %244 : i64
    %786 = llvm.getelementptr %60[%785] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %787 = llvm.load %786 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %788 = llvm.mul %254, %58 : i64
    %789 = llvm.add %788, %246 : i64
    %790 = llvm.getelementptr %60[%789] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %791 = llvm.load %790 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %792 = llvm.mul %254, %58 : i64
    %793 = llvm.add %792, %248 : i64
    %794 = llvm.getelementptr %60[%793] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %795 = llvm.load %794 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %796 = llvm.mul %208, %58 : i64
    %797 = llvm.add %796, %242 : i64
    %798 = llvm.getelementptr %60[%797] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %799 = llvm.load %798 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %800 = llvm.mul %208, %58 : i64
    %801 = llvm.add %800, %244 : i64
    %802 = llvm.getelementptr %60[%801] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %803 = llvm.load %802 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %804 = llvm.mul %208, %58 : i64
    %805 = llvm.add %804, %246 : i64
    %806 = llvm.getelementptr %60[%805] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %807 = llvm.load %806 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %808 = llvm.mul %208, %58 : i64
    %809 = llvm.add %808, %248 : i64
    %810 = llvm.getelementptr %60[%809] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %811 = llvm.load %810 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %812 = llvm.mul %256, %58 : i64
    %813 = llvm.add %812, %242 : i64
    %814 = llvm.getelementptr %60[%813] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %815 = llvm.load %814 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %816 = llvm.mul %256, %58 : i64
    %817 = llvm.add %816, %244 : i64
    %818 = llvm.getelementptr %60[%817] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %819 = llvm.load %818 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %820 = llvm.mul %256, %58 : i64
    %821 = llvm.add %820, %246 : i64
    %822 = llvm.getelementptr %60[%821] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %823 = llvm.load %822 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %824 = llvm.mul %256, %58 : i64
    %825 = llvm.add %824, %248 : i64
    %826 = llvm.getelementptr %60[%825] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %827 = llvm.load %826 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %828 = llvm.mul %210, %58 : i64
    %829 = llvm.add %828, %242 : i64
    %830 = llvm.getelementptr %60[%829] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %831 = llvm.load %830 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %832 = llvm.mul %210, %58 : i64
    %833 = llvm.add %832, %244 : i64
    %834 = llvm.getelementptr %60[%833] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %835 = llvm.load %834 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %836 = llvm.mul %210, %58 : i64
    %837 = llvm.add %836, %246 : i64
    %838 = llvm.getelementptr %60[%837] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %839 = llvm.load %838 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %840 = llvm.mul %210, %58 : i64
    %841 = llvm.add %840, %248 : i64
    %842 = llvm.getelementptr %60[%841] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %843 = llvm.load %842 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %844 = llvm.mul %258, %58 : i64
    %845 = llvm.add %844, %242 : i64
    %846 = llvm.getelementptr %60[%845] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %847 = llvm.load %846 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %848 = llvm.mul %258, %58 : i64
    %849 = llvm.add %848, %244 : i64
    %850 = llvm.getelementptr %60[%849] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %851 = llvm.load %850 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %852 = llvm.mul %258, %58 : i64
    %853 = llvm.add %852, %246 : i64
    %854 = llvm.getelementptr %60[%853] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %855 = llvm.load %854 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %856 = llvm.mul %258, %58 : i64
    %857 = llvm.add %856, %248 : i64
    %858 = llvm.getelementptr %60[%857] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %859 = llvm.load %858 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %860 = llvm.mul %212, %58 : i64
    %861 = llvm.add %860, %242 : i64
    %862 = llvm.getelementptr %60[%861] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %863 = llvm.load %862 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %864 = llvm.mul %212, %58 : i64
    %865 = llvm.add %864, %244 : i64
    %866 = llvm.getelementptr %60[%865] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %867 = llvm.load %866 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %868 = llvm.mul %212, %58 : i64
    %869 = llvm.add %868, %246 : i64
    %870 = llvm.getelementptr %60[%869] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %871 = llvm.load %870 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %872 = llvm.mul %212, %58 : i64
    %873 = llvm.add %872, %248 : i64
    %874 = llvm.getelementptr %60[%873] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %875 = llvm.load %874 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %876 = llvm.mul %260, %58 : i64
    %877 = llvm.add %876, %242 : i64
    %878 = llvm.getelementptr %60[%877] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %879 = llvm.load %878 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %880 = llvm.mul %260, %58 : i64
    %881 = llvm.add %880, %244 : i64
    %882 = llvm.getelementptr %60[%881] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %883 = llvm.load %882 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %884 = llvm.mul %260, %58 : i64
    %885 = llvm.add %884, %246 : i64
    %886 = llvm.getelementptr %60[%885] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %887 = llvm.load %886 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %888 = llvm.mul %260, %58 : i64
    %889 = llvm.add %888, %248 : i64
    %890 = llvm.getelementptr %60[%889] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %891 = llvm.load %890 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %892 = llvm.mul %214, %58 : i64
    %893 = llvm.add %892, %242 : i64
    %894 = llvm.getelementptr %60[%893] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %895 = llvm.load %894 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %896 = llvm.mul %214, %58 : i64
    %897 = llvm.add %896, %244 : i64
    %898 = llvm.getelementptr %60[%897] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %899 = llvm.load %898 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %900 = llvm.mul %214, %58 : i64
    %901 = llvm.add %900, %246 : i64
    %902 = llvm.getelementptr %60[%901] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %903 = llvm.load %902 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %904 = llvm.mul %214, %58 : i64
    %905 = llvm.add %904, %248 : i64
    %906 = llvm.getelementptr %60[%905] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %907 = llvm.load %906 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %908 = llvm.mul %262, %58 : i64
    %909 = llvm.add %908, %242 : i64
    %910 = llvm.getelementptr %60[%909] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %911 = llvm.load %910 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %912 = llvm.mul %262, %58 : i64
    %913 = llvm.add %912, %244 : i64
    %914 = llvm.getelementptr %60[%913] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %915 = llvm.load %914 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %916 = llvm.mul %262, %58 : i64
    %917 = llvm.add %916, %246 : i64
    %918 = llvm.getelementptr %60[%917] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %919 = llvm.load %918 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %920 = llvm.mul %262, %58 : i64
    %921 = llvm.add %920, %248 : i64
    %922 = llvm.getelementptr %60[%921] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %923 = llvm.load %922 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %924 = llvm.mul %216, %58 : i64
    %925 = llvm.add %924, %242 : i64
    %926 = llvm.getelementptr %60[%925] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %927 = llvm.load %926 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %928 = llvm.mul %216, %58 : i64
    %929 = llvm.add %928, %244 : i64
    %930 = llvm.getelementptr %60[%929] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %931 = llvm.load %930 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %932 = llvm.mul %216, %58 : i64
    %933 = llvm.add %932, %246 : i64
    %934 = llvm.getelementptr %60[%933] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %935 = llvm.load %934 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %936 = llvm.mul %216, %58 : i64
    %937 = llvm.add %936, %248 : i64
    %938 = llvm.getelementptr %60[%937] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %939 = llvm.load %938 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %940 = llvm.mul %264, %58 : i64
    %941 = llvm.add %940, %242 : i64
    %942 = llvm.getelementptr %60[%941] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %943 = llvm.load %942 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %944 = llvm.mul %264, %58 : i64
    %945 = llvm.add %944, %244 : i64
    %946 = llvm.getelementptr %60[%945] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %947 = llvm.load %946 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %948 = llvm.mul %264, %58 : i64
    %949 = llvm.add %948, %246 : i64
    %950 = llvm.getelementptr %60[%949] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %951 = llvm.load %950 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %952 = llvm.mul %264, %58 : i64
    %953 = llvm.add %952, %248 : i64
    %954 = llvm.getelementptr %60[%953] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %955 = llvm.load %954 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %956 = llvm.mul %218, %58 : i64
    %957 = llvm.add %956, %242 : i64
    %958 = llvm.getelementptr %60[%957] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %959 = llvm.load %958 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %960 = llvm.mul %218, %58 : i64
    %961 = llvm.add %960, %244 : i64
    %962 = llvm.getelementptr %60[%961] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %963 = llvm.load %962 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %964 = llvm.mul %218, %58 : i64
    %965 = llvm.add %964, %246 : i64
    %966 = llvm.getelementptr %60[%965] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %967 = llvm.load %966 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %968 = llvm.mul %218, %58 : i64
    %969 = llvm.add %968, %248 : i64
    %970 = llvm.getelementptr %60[%969] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %971 = llvm.load %970 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %972 = llvm.mul %266, %58 : i64
    %973 = llvm.add %972, %242 : i64
    %974 = llvm.getelementptr %60[%973] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %975 = llvm.load %974 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %976 = llvm.mul %266, %58 : i64
    %977 = llvm.add %976, %244 : i64
    %978 = llvm.getelementptr %60[%977] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %979 = llvm.load %978 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %980 = llvm.mul %266, %58 : i64
    %981 = llvm.add %980, %246 : i64
    %982 = llvm.getelementptr %60[%981] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %983 = llvm.load %982 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %984 = llvm.mul %266, %58 : i64
    %985 = llvm.add %984, %248 : i64
    %986 = llvm.getelementptr %60[%985] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %987 = llvm.load %986 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %988 = llvm.mul %220, %58 : i64
    %989 = llvm.add %988, %242 : i64
    %990 = llvm.getelementptr %60[%989] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %991 = llvm.load %990 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %992 = llvm.mul %220, %58 : i64
    %993 = llvm.add %992, %244 : i64
    %994 = llvm.getelementptr %60[%993] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %995 = llvm.load %994 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %996 = llvm.mul %220, %58 : i64
    %997 = llvm.add %996, %246 : i64
    %998 = llvm.getelementptr %60[%997] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %999 = llvm.load %998 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1000 = llvm.mul %220, %58 : i64
    %1001 = llvm.add %1000, %248 : i64
    %1002 = llvm.getelementptr %60[%1001] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1003 = llvm.load %1002 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1004 = llvm.mul %268, %58 : i64
    %1005 = llvm.add %1004, %242 : i64
    %1006 = llvm.getelementptr %60[%1005] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1007 = llvm.load %1006 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1008 = llvm.mul %268, %58 : i64
    %1009 = llvm.add %1008, %244 : i64
    %1010 = llvm.getelementptr %60[%1009] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1011 = llvm.load %1010 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1012 = llvm.mul %268, %58 : i64
    %1013 = llvm.add %1012, %246 : i64
    %1014 = llvm.getelementptr %60[%1013] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1015 = llvm.load %1014 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1016 = llvm.mul %268, %58 : i64
    %1017 = llvm.add %1016, %248 : i64
    %1018 = llvm.getelementptr %60[%1017] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1019 = llvm.load %1018 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1020 = llvm.mul %222, %58 : i64
    %1021 = llvm.add %1020, %242 : i64
    %1022 = llvm.getelementptr %60[%1021] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1023 = llvm.load %1022 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1024 = llvm.mul %222, %58 : i64
    %1025 = llvm.add %1024, %244 : i64
    %1026 = llvm.getelementptr %60[%1025] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1027 = llvm.load %1026 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1028 = llvm.mul %222, %58 : i64
    %1029 = llvm.add %1028, %246 : i64
    %1030 = llvm.getelementptr %60[%1029] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1031 = llvm.load %1030 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1032 = llvm.mul %222, %58 : i64
    %1033 = llvm.add %1032, %248 : i64
    %1034 = llvm.getelementptr %60[%1033] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1035 = llvm.load %1034 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1036 = llvm.mul %270, %58 : i64
    %1037 = llvm.add %1036, %242 : i64
    %1038 = llvm.getelementptr %60[%1037] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1039 = llvm.load %1038 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1040 = llvm.mul %270, %58 : i64
    %1041 = llvm.add %1040, %244 : i64
    %1042 = llvm.getelementptr %60[%1041] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1043 = llvm.load %1042 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1044 = llvm.mul %270, %58 : i64
    %1045 = llvm.add %1044, %246 : i64
    %1046 = llvm.getelementptr %60[%1045] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1047 = llvm.load %1046 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1048 = llvm.mul %270, %58 : i64
    %1049 = llvm.add %1048, %248 : i64
    %1050 = llvm.getelementptr %60[%1049] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1051 = llvm.load %1050 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1052 = llvm.mul %224, %58 : i64
    %1053 = llvm.add %1052, %242 : i64
    %1054 = llvm.getelementptr %60[%1053] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1055 = llvm.load %1054 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1056 = llvm.mul %224, %58 : i64
    %1057 = llvm.add %1056, %244 : i64
    %1058 = llvm.getelementptr %60[%1057] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1059 = llvm.load %1058 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1060 = llvm.mul %224, %58 : i64
    %1061 = llvm.add %1060, %246 : i64
    %1062 = llvm.getelementptr %60[%1061] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1063 = llvm.load %1062 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1064 = llvm.mul %224, %58 : i64
    %1065 = llvm.add %1064, %248 : i64
    %1066 = llvm.getelementptr %60[%1065] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1067 = llvm.load %1066 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1068 = llvm.mul %272, %58 : i64
    %1069 = llvm.add %1068, %242 : i64
    %1070 = llvm.getelementptr %60[%1069] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1071 = llvm.load %1070 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1072 = llvm.mul %272, %58 : i64
    %1073 = llvm.add %1072, %244 : i64
    %1074 = llvm.getelementptr %60[%1073] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1075 = llvm.load %1074 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1076 = llvm.mul %272, %58 : i64
    %1077 = llvm.add %1076, %246 : i64
    %1078 = llvm.getelementptr %60[%1077] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1079 = llvm.load %1078 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1080 = llvm.mul %272, %58 : i64
    %1081 = llvm.add %1080, %248 : i64
    %1082 = llvm.getelementptr %60[%1081] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1083 = llvm.load %1082 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1084 = llvm.mul %226, %58 : i64
    %1085 = llvm.add %1084, %242 : i64
    %1086 = llvm.getelementptr %60[%1085] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1087 = llvm.load %1086 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1088 = llvm.mul %226, %58 : i64
    %1089 = llvm.add %1088, %244 : i64
    %1090 = llvm.getelementptr %60[%1089] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1091 = llvm.load %1090 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1092 = llvm.mul %226, %58 : i64
    %1093 = llvm.add %1092, %246 : i64
    %1094 = llvm.getelementptr %60[%1093] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1095 = llvm.load %1094 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1096 = llvm.mul %226, %58 : i64
    %1097 = llvm.add %1096, %248 : i64
    %1098 = llvm.getelementptr %60[%1097] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1099 = llvm.load %1098 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1100 = llvm.mul %274, %58 : i64
    %1101 = llvm.add %1100, %242 : i64
    %1102 = llvm.getelementptr %60[%1101] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1103 = llvm.load %1102 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1104 = llvm.mul %274, %58 : i64
    %1105 = llvm.add %1104, %244 : i64
    %1106 = llvm.getelementptr %60[%1105] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1107 = llvm.load %1106 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1108 = llvm.mul %274, %58 : i64
    %1109 = llvm.add %1108, %246 : i64
    %1110 = llvm.getelementptr %60[%1109] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1111 = llvm.load %1110 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1112 = llvm.mul %274, %58 : i64
    %1113 = llvm.add %1112, %248 : i64
    %1114 = llvm.getelementptr %60[%1113] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1115 = llvm.load %1114 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1116 = llvm.mul %228, %58 : i64
    %1117 = llvm.add %1116, %242 : i64
    %1118 = llvm.getelementptr %60[%1117] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1119 = llvm.load %1118 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1120 = llvm.mul %228, %58 : i64
    %1121 = llvm.add %1120, %244 : i64
    %1122 = llvm.getelementptr %60[%1121] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1123 = llvm.load %1122 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1124 = llvm.mul %228, %58 : i64
    %1125 = llvm.add %1124, %246 : i64
    %1126 = llvm.getelementptr %60[%1125] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1127 = llvm.load %1126 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1128 = llvm.mul %228, %58 : i64
    %1129 = llvm.add %1128, %248 : i64
    %1130 = llvm.getelementptr %60[%1129] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1131 = llvm.load %1130 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1132 = llvm.mul %276, %58 : i64
    %1133 = llvm.add %1132, %242 : i64
    %1134 = llvm.getelementptr %60[%1133] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1135 = llvm.load %1134 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1136 = llvm.mul %276, %58 : i64
    %1137 = llvm.add %1136, %244 : i64
    %1138 = llvm.getelementptr %60[%1137] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1139 = llvm.load %1138 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1140 = llvm.mul %276, %58 : i64
    %1141 = llvm.add %1140, %246 : i64
    %1142 = llvm.getelementptr %60[%1141] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1143 = llvm.load %1142 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1144 = llvm.mul %276, %58 : i64
    %1145 = llvm.add %1144, %248 : i64
    %1146 = llvm.getelementptr %60[%1145] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1147 = llvm.load %1146 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1148 = llvm.mul %230, %58 : i64
    %1149 = llvm.add %1148, %242 : i64
    %1150 = llvm.getelementptr %60[%1149] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1151 = llvm.load %1150 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1152 = llvm.mul %230, %58 : i64
    %1153 = llvm.add %1152, %244 : i64
    %1154 = llvm.getelementptr %60[%1153] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1155 = llvm.load %1154 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1156 = llvm.mul %230, %58 : i64
    %1157 = llvm.add %1156, %246 : i64
    %1158 = llvm.getelementptr %60[%1157] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1159 = llvm.load %1158 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1160 = llvm.mul %230, %58 : i64
    %1161 = llvm.add %1160, %248 : i64
    %1162 = llvm.getelementptr %60[%1161] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1163 = llvm.load %1162 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1164 = llvm.mul %278, %58 : i64
    %1165 = llvm.add %1164, %242 : i64
    %1166 = llvm.getelementptr %60[%1165] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1167 = llvm.load %1166 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1168 = llvm.mul %278, %58 : i64
    %1169 = llvm.add %1168, %244 : i64
    %1170 = llvm.getelementptr %60[%1169] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1171 = llvm.load %1170 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1172 = llvm.mul %278, %58 : i64
    %1173 = llvm.add %1172, %246 : i64
    %1174 = llvm.getelementptr %60[%1173] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1175 = llvm.load %1174 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1176 = llvm.mul %278, %58 : i64
    %1177 = llvm.add %1176, %248 : i64
    %1178 = llvm.getelementptr %60[%1177] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1179 = llvm.load %1178 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1180 = llvm.mul %232, %58 : i64
    %1181 = llvm.add %1180, %242 : i64
    %1182 = llvm.getelementptr %60[%1181] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1183 = llvm.load %1182 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1184 = llvm.mul %232, %58 : i64
    %1185 = llvm.add %1184, %244 : i64
    %1186 = llvm.getelementptr %60[%1185] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1187 = llvm.load %1186 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1188 = llvm.mul %232, %58 : i64
    %1189 = llvm.add %1188, %246 : i64
    %1190 = llvm.getelementptr %60[%1189] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1191 = llvm.load %1190 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1192 = llvm.mul %232, %58 : i64
    %1193 = llvm.add %1192, %248 : i64
    %1194 = llvm.getelementptr %60[%1193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1195 = llvm.load %1194 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1196 = llvm.mul %280, %58 : i64
    %1197 = llvm.add %1196, %242 : i64
    %1198 = llvm.getelementptr %60[%1197] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1199 = llvm.load %1198 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1200 = llvm.mul %280, %58 : i64
    %1201 = llvm.add %1200, %244 : i64
    %1202 = llvm.getelementptr %60[%1201] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1203 = llvm.load %1202 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1204 = llvm.mul %280, %58 : i64
    %1205 = llvm.add %1204, %246 : i64
    %1206 = llvm.getelementptr %60[%1205] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1207 = llvm.load %1206 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1208 = llvm.mul %280, %58 : i64
    %1209 = llvm.add %1208, %248 : i64
    %1210 = llvm.getelementptr %60[%1209] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %1211 = llvm.load %1210 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %1212 = llvm.extractelement %703[%14 : i64] : vector<1xf16>
    %1213 = llvm.extractelement %707[%14 : i64] : vector<1xf16>
    %1214 = llvm.extractelement %711[%14 : i64] : vector<1xf16>
    %1215 = llvm.extractelement %715[%14 : i64] : vector<1xf16>
    %1216 = llvm.extractelement %719[%14 : i64] : vector<1xf16>
    %1217 = llvm.extractelement %723[%14 : i64] : vector<1xf16>
    %1218 = llvm.extractelement %727[%14 : i64] : vector<1xf16>
    %1219 = llvm.extractelement %731[%14 : i64] : vector<1xf16>
    %1220 = llvm.extractelement %735[%14 : i64] : vector<1xf16>
    %1221 = llvm.extractelement %739[%14 : i64] : vector<1xf16>
    %1222 = llvm.extractelement %743[%14 : i64] : vector<1xf16>
    %1223 = llvm.extractelement %747[%14 : i64] : vector<1xf16>
    %1224 = llvm.extractelement %751[%14 : i64] : vector<1xf16>
    %1225 = llvm.extractelement %755[%14 : i64] : vector<1xf16>
    %1226 = llvm.extractelement %759[%14 : i64] : vector<1xf16>
    %1227 = llvm.extractelement %763[%14 : i64] : vector<1xf16>
    %1228 = llvm.extractelement %767[%14 : i64] : vector<1xf16>
    %1229 = llvm.extractelement %771[%14 : i64] : vector<1xf16>
    %1230 = llvm.extractelement %775[%14 : i64] : vector<1xf16>
    %1231 = llvm.extractelement %779[%14 : i64] : vector<1xf16>
    %1232 = llvm.extractelement %783[%14 : i64] : vector<1xf16>
    %1233 = llvm.extractelement %787[%14 : i64] : vector<1xf16>
    %1234 = llvm.extractelement %791[%14 : i64] : vector<1xf16>
    %1235 = llvm.extractelement %795[%14 : i64] : vector<1xf16>
    %1236 = llvm.extractelement %799[%14 : i64] : vector<1xf16>
    %1237 = llvm.extractelement %803[%14 : i64] : vector<1xf16>
    %1238 = llvm.extractelement %807[%14 : i64] : vector<1xf16>
    %1239 = llvm.extractelement %811[%14 : i64] : vector<1xf16>
    %1240 = llvm.extractelement %815[%14 : i64] : vector<1xf16>
    %1241 = llvm.extractelement %819[%14 : i64] : vector<1xf16>
    %1242 = llvm.extractelement %823[%14 : i64] : vector<1xf16>
    %1243 = llvm.extractelement %827[%14 : i64] : vector<1xf16>
    %1244 = llvm.extractelement %831[%14 : i64] : vector<1xf16>
    %1245 = llvm.extractelement %835[%14 : i64] : vector<1xf16>
    %1246 = llvm.extractelement %839[%14 : i64] : vector<1xf16>
    %1247 = llvm.extractelement %843[%14 : i64] : vector<1xf16>
    %1248 = llvm.extractelement %847[%14 : i64] : vector<1xf16>
    %1249 = llvm.extractelement %851[%14 : i64] : vector<1xf16>
    %1250 = llvm.extractelement %855[%14 : i64] : vector<1xf16>
    %1251 = llvm.extractelement %859[%14 : i64] : vector<1xf16>
    %1252 = llvm.extractelement %863[%14 : i64] : vector<1xf16>
    %1253 = llvm.extractelement %867[%14 : i64] : vector<1xf16>
    %1254 = llvm.extractelement %871[%14 : i64] : vector<1xf16>
    %1255 = llvm.extractelement %875[%14 : i64] : vector<1xf16>
    %1256 = llvm.extractelement %879[%14 : i64] : vector<1xf16>
    %1257 = llvm.extractelement %883[%14 : i64] : vector<1xf16>
    %1258 = llvm.extractelement %887[%14 : i64] : vector<1xf16>
    %1259 = llvm.extractelement %891[%14 : i64] : vector<1xf16>
    %1260 = llvm.extractelement %895[%14 : i64] : vector<1xf16>
    %1261 = llvm.extractelement %899[%14 : i64] : vector<1xf16>
    %1262 = llvm.extractelement %903[%14 : i64] : vector<1xf16>
    %1263 = llvm.extractelement %907[%14 : i64] : vector<1xf16>
    %1264 = llvm.extractelement %911[%14 : i64] : vector<1xf16>
    %1265 = llvm.extractelement %915[%14 : i64] : vector<1xf16>
    %1266 = llvm.extractelement %919[%14 : i64] : vector<1xf16>
    %1267 = llvm.extractelement %923[%14 : i64] : vector<1xf16>
    %1268 = llvm.extractelement %927[%14 : i64] : vector<1xf16>
    %1269 = llvm.extractelement %931[%14 : i64] : vector<1xf16>
    %1270 = llvm.extractelement %935[%14 : i64] : vector<1xf16>
    %1271 = llvm.extractelement %939[%14 : i64] : vector<1xf16>
    %1272 = llvm.extractelement %943[%14 : i64] : vector<1xf16>
    %1273 = llvm.extractelement %947[%14 : i64] : vector<1xf16>
    %1274 = llvm.extractelement %951[%14 : i64] : vector<1xf16>
    %1275 = llvm.extractelement %955[%14 : i64] : vector<1xf16>
    %1276 = llvm.extractelement %959[%14 : i64] : vector<1xf16>
    %1277 = llvm.extractelement %963[%14 : i64] : vector<1xf16>
    %1278 = llvm.extractelement %967[%14 : i64] : vector<1xf16>
    %1279 = llvm.extractelement %971[%14 : i64] : vector<1xf16>
    %1280 = llvm.extractelement %975[%14 : i64] : vector<1xf16>
    %1281 = llvm.extractelement %979[%14 : i64] : vector<1xf16>
    %1282 = llvm.extractelement %983[%14 : i64] : vector<1xf16>
    %1283 = llvm.extractelement %987[%14 : i64] : vector<1xf16>
    %1284 = llvm.extractelement %991[%14 : i64] : vector<1xf16>
    %1285 = llvm.extractelement %995[%14 : i64] : vector<1xf16>
    %1286 = llvm.extractelement %999[%14 : i64] : vector<1xf16>
    %1287 = llvm.extractelement %1003[%14 : i64] : vector<1xf16>
    %1288 = llvm.extractelement %1007[%14 : i64] : vector<1xf16>
    %1289 = llvm.extractelement %1011[%14 : i64] : vector<1xf16>
    %1290 = llvm.extractelement %1015[%14 : i64] : vector<1xf16>
    %1291 = llvm.extractelement %1019[%14 : i64] : vector<1xf16>
    %1292 = llvm.extractelement %1023[%14 : i64] : vector<1xf16>
    %1293 = llvm.extractelement %1027[%14 : i64] : vector<1xf16>
    %1294 = llvm.extractelement %1031[%14 : i64] : vector<1xf16>
    %1295 = llvm.extractelement %1035[%14 : i64] : vector<1xf16>
    %1296 = llvm.extractelement %1039[%14 : i64] : vector<1xf16>
    %1297 = llvm.extractelement %1043[%14 : i64] : vector<1xf16>
    %1298 = llvm.extractelement %1047[%14 : i64] : vector<1xf16>
    %1299 = llvm.extractelement %1051[%14 : i64] : vector<1xf16>
    %1300 = llvm.extractelement %1055[%14 : i64] : vector<1xf16>
    %1301 = llvm.extractelement %1059[%14 : i64] : vector<1xf16>
    %1302 = llvm.extractelement %1063[%14 : i64] : vector<1xf16>
    %1303 = llvm.extractelement %1067[%14 : i64] : vector<1xf16>
    %1304 = llvm.extractelement %1071[%14 : i64] : vector<1xf16>
    %1305 = llvm.extractelement %1075[%14 : i64] : vector<1xf16>
    %1306 = llvm.extractelement %1079[%14 : i64] : vector<1xf16>
    %1307 = llvm.extractelement %1083[%14 : i64] : vector<1xf16>
    %1308 = llvm.extractelement %1087[%14 : i64] : vector<1xf16>
    %1309 = llvm.extractelement %1091[%14 : i64] : vector<1xf16>
    %1310 = llvm.extractelement %1095[%14 : i64] : vector<1xf16>
    %1311 = llvm.extractelement %1099[%14 : i64] : vector<1xf16>
    %1312 = llvm.extractelement %1103[%14 : i64] : vector<1xf16>
    %1313 = llvm.extractelement %1107[%14 : i64] : vector<1xf16>
    %1314 = llvm.extractelement %1111[%14 : i64] : vector<1xf16>
    %1315 = llvm.extractelement %1115[%14 : i64] : vector<1xf16>
    %1316 = llvm.extractelement %1119[%14 : i64] : vector<1xf16>
    %1317 = llvm.extractelement %1123[%14 : i64] : vector<1xf16>
    %1318 = llvm.extractelement %1127[%14 : i64] : vector<1xf16>
    %1319 = llvm.extractelement %1131[%14 : i64] : vector<1xf16>
    %1320 = llvm.extractelement %1135[%14 : i64] : vector<1xf16>
    %1321 = llvm.extractelement %1139[%14 : i64] : vector<1xf16>
    %1322 = llvm.extractelement %1143[%14 : i64] : vector<1xf16>
    %1323 = llvm.extractelement %1147[%14 : i64] : vector<1xf16>
    %1324 = llvm.extractelement %1151[%14 : i64] : vector<1xf16>
    %1325 = llvm.extractelement %1155[%14 : i64] : vector<1xf16>
    %1326 = llvm.extractelement %1159[%14 : i64] : vector<1xf16>
    %1327 = llvm.extractelement %1163[%14 : i64] : vector<1xf16>
    %1328 = llvm.extractelement %1167[%14 : i64] : vector<1xf16>
    %1329 = llvm.extractelement %1171[%14 : i64] : vector<1xf16>
    %1330 = llvm.extractelement %1175[%14 : i64] : vector<1xf16>
    %1331 = llvm.extractelement %1179[%14 : i64] : vector<1xf16>
    %1332 = llvm.extractelement %1183[%14 : i64] : vector<1xf16>
    %1333 = llvm.extractelement %1187[%14 : i64] : vector<1xf16>
    %1334 = llvm.extractelement %1191[%14 : i64] : vector<1xf16>
    %1335 = llvm.extractelement %1195[%14 : i64] : vector<1xf16>
    %1336 = llvm.extractelement %1199[%14 : i64] : vector<1xf16>
    %1337 = llvm.extractelement %1203[%14 : i64] : vector<1xf16>
    %1338 = llvm.extractelement %1207[%14 : i64] : vector<1xf16>
    %1339 = llvm.extractelement %1211[%14 : i64] : vector<1xf16>
    %1340 = llvm.insertelement %1212, %1[%14 : i64] : vector<2xf16>
    %1341 = llvm.insertelement %1216, %1340[%59 : i64] : vector<2xf16>
    %1342 = llvm.insertelement %1220, %1[%14 : i64] : vector<2xf16>
    %1343 = llvm.insertelement %1224, %1342[%59 : i64] : vector<2xf16>
    %1344 = llvm.insertelement %1213, %1[%14 : i64] : vector<2xf16>
    %1345 = llvm.insertelement %1217, %1344[%59 : i64] : vector<2xf16>
    %1346 = llvm.insertelement %1221, %1[%14 : i64] : vector<2xf16>
    %1347 = llvm.insertelement %1225, %1346[%59 : i64] : vector<2xf16>
    %1348 = llvm.insertelement %1214, %1[%14 : i64] : vector<2xf16>
    %1349 = llvm.insertelement %1218, %1348[%59 : i64] : vector<2xf16>
    %1350 = llvm.insertelement %1222, %1[%14 : i64] : vector<2xf16>
    %1351 = llvm.insertelement %1226, %1350[%59 : i64] : vector<2xf16>
    %1352 = llvm.insertelement %1215, %1[%14 : i64] : vector<2xf16>
    %1353 = llvm.insertelement %1219, %1352[%59 : i64] : vector<2xf16>
    %1354 = llvm.insertelement %1223, %1[%14 : i64] : vector<2xf16>
    %1355 = llvm.insertelement %1227, %1354[%59 : i64] : vector<2xf16>
    %1356 = llvm.insertelement %1228, %1[%14 : i64] : vector<2xf16>
    %1357 = llvm.insertelement %1232, %1356[%59 : i64] : vector<2xf16>
    %1358 = llvm.insertelement %1236, %1[%14 : i64] : vector<2xf16>
    %1359 = llvm.insertelement %1240, %1358[%59 : i64] : vector<2xf16>
    %1360 = llvm.insertelement %1229, %1[%14 : i64] : vector<2xf16>
    %1361 = llvm.insertelement %1233, %1360[%59 : i64] : vector<2xf16>
    %1362 = llvm.insertelement %1237, %1[%14 : i64] : vector<2xf16>
    %1363 = llvm.insertelement %1241, %1362[%59 : i64] : vector<2xf16>
    %1364 = llvm.insertelement %1230, %1[%14 : i64] : vector<2xf16>
    %1365 = llvm.insertelement %1234, %1364[%59 : i64] : vector<2xf16>
    %1366 = llvm.insertelement %1238, %1[%14 : i64] : vector<2xf16>
    %1367 = llvm.insertelement %1242, %1366[%59 : i64] : vector<2xf16>
    %1368 = llvm.insertelement %1231, %1[%14 : i64] : vector<2xf16>
    %1369 = llvm.insertelement %1235, %1368[%59 : i64] : vector<2xf16>
    %1370 = llvm.insertelement %1239, %1[%14 : i64] : vector<2xf16>
    %1371 = llvm.insertelement %1243, %1370[%59 : i64] : vector<2xf16>
    %1372 = llvm.insertelement %1244, %1[%14 : i64] : vector<2xf16>
    %1373 = llvm.insertelement %1248, %1372[%59 : i64] : vector<2xf16>
    %1374 = llvm.insertelement %1252, %1[%14 : i64] : vector<2xf16>
    %1375 = llvm.insertelement %1256, %1374[%59 : i64] : vector<2xf16>
    %1376 = llvm.insertelement %1245, %1[%14 : i64] : vector<2xf16>
    %1377 = llvm.insertelement %1249, %1376[%59 : i64] : vector<2xf16>
    %1378 = llvm.insertelement %1253, %1[%14 : i64] : vector<2xf16>
    %1379 = llvm.insertelement %1257, %1378[%59 : i64] : vector<2xf16>
    %1380 = llvm.insertelement %1246, %1[%14 : i64] : vector<2xf16>
    %1381 = llvm.insertelement %1250, %1380[%59 : i64] : vector<2xf16>
    %1382 = llvm.insertelement %1254, %1[%14 : i64] : vector<2xf16>
    %1383 = llvm.insertelement %1258, %1382[%59 : i64] : vector<2xf16>
    %1384 = llvm.insertelement %1247, %1[%14 : i64] : vector<2xf16>
    %1385 = llvm.insertelement %1251, %1384[%59 : i64] : vector<2xf16>
    %1386 = llvm.insertelement %1255, %1[%14 : i64] : vector<2xf16>
    %1387 = llvm.insertelement %1259, %1386[%59 : i64] : vector<2xf16>
    %1388 = llvm.insertelement %1260, %1[%14 : i64] : vector<2xf16>
    %1389 = llvm.insertelement %1264, %1388[%59 : i64] : vector<2xf16>
    %1390 = llvm.insertelement %1268, %1[%14 : i64] : vector<2xf16>
    %1391 = llvm.insertelement %1272, %1390[%59 : i64] : vector<2xf16>
    %1392 = llvm.insertelement %1261, %1[%14 : i64] : vector<2xf16>
    %1393 = llvm.insertelement %1265, %1392[%59 : i64] : vector<2xf16>
    %1394 = llvm.insertelement %1269, %1[%14 : i64] : vector<2xf16>
    %1395 = llvm.insertelement %1273, %1394[%59 : i64] : vector<2xf16>
    %1396 = llvm.insertelement %1262, %1[%14 : i64] : vector<2xf16>
    %1397 = llvm.insertelement %1266, %1396[%59 : i64] : vector<2xf16>
    %1398 = llvm.insertelement %1270, %1[%14 : i64] : vector<2xf16>
    %1399 = llvm.insertelement %1274, %1398[%59 : i64] : vector<2xf16>
    %1400 = llvm.insertelement %1263, %1[%14 : i64] : vector<2xf16>
    %1401 = llvm.insertelement %1267, %1400[%59 : i64] : vector<2xf16>
    %1402 = llvm.insertelement %1271, %1[%14 : i64] : vector<2xf16>
    %1403 = llvm.insertelement %1275, %1402[%59 : i64] : vector<2xf16>
    %1404 = llvm.insertelement %1276, %1[%14 : i64] : vector<2xf16>
    %1405 = llvm.insertelement %1280, %1404[%59 : i64] : vector<2xf16>
    %1406 = llvm.insertelement %1284, %1[%14 : i64] : vector<2xf16>
    %1407 = llvm.insertelement %1288, %1406[%59 : i64] : vector<2xf16>
    %1408 = llvm.insertelement %1277, %1[%14 : i64] : vector<2xf16>
    %1409 = llvm.insertelement %1281, %1408[%59 : i64] : vector<2xf16>
    %1410 = llvm.insertelement %1285, %1[%14 : i64] : vector<2xf16>
    %1411 = llvm.insertelement %1289, %1410[%59 : i64] : vector<2xf16>
    %1412 = llvm.insertelement %1278, %1[%14 : i64] : vector<2xf16>
    %1413 = llvm.insertelement %1282, %1412[%59 : i64] : vector<2xf16>
    %1414 = llvm.insertelement %1286, %1[%14 : i64] : vector<2xf16>
    %1415 = llvm.insertelement %1290, %1414[%59 : i64] : vector<2xf16>
    %1416 = llvm.insertelement %1279, %1[%14 : i64] : vector<2xf16>
    %1417 = llvm.insertelement %1283, %1416[%59 : i64] : vector<2xf16>
    %1418 = llvm.insertelement %1287, %1[%14 : i64] : vector<2xf16>
    %1419 = llvm.insertelement %1291, %1418[%59 : i64] : vector<2xf16>
    %1420 = llvm.insertelement %1292, %1[%14 : i64] : vector<2xf16>
    %1421 = llvm.insertelement %1296, %1420[%59 : i64] : vector<2xf16>
    %1422 = llvm.insertelement %1300, %1[%14 : i64] : vector<2xf16>
    %1423 = llvm.insertelement %1304, %1422[%59 : i64] : vector<2xf16>
    %1424 = llvm.insertelement %1293, %1[%14 : i64] : vector<2xf16>
    %1425 = llvm.insertelement %1297, %1424[%59 : i64] : vector<2xf16>
    %1426 = llvm.insertelement %1301, %1[%14 : i64] : vector<2xf16>
    %1427 = llvm.insertelement %1305, %1426[%59 : i64] : vector<2xf16>
    %1428 = llvm.insertelement %1294, %1[%14 : i64] : vector<2xf16>
    %1429 = llvm.insertelement %1298, %1428[%59 : i64] : vector<2xf16>
    %1430 = llvm.insertelement %1302, %1[%14 : i64] : vector<2xf16>
    %1431 = llvm.insertelement %1306, %1430[%59 : i64] : vector<2xf16>
    %1432 = llvm.insertelement %1295, %1[%14 : i64] : vector<2xf16>
    %1433 = llvm.insertelement %1299, %1432[%59 : i64] : vector<2xf16>
    %1434 = llvm.insertelement %1303, %1[%14 : i64] : vector<2xf16>
    %1435 = llvm.insertelement %1307, %1434[%59 : i64] : vector<2xf16>
    %1436 = llvm.insertelement %1308, %1[%14 : i64] : vector<2xf16>
    %1437 = llvm.insertelement %1312, %1436[%59 : i64] : vector<2xf16>
    %1438 = llvm.insertelement %1316, %1[%14 : i64] : vector<2xf16>
    %1439 = llvm.insertelement %1320, %1438[%59 : i64] : vector<2xf16>
    %1440 = llvm.insertelement %1309, %1[%14 : i64] : vector<2xf16>
    %1441 = llvm.insertelement %1313, %1440[%59 : i64] : vector<2xf16>
    %1442 = llvm.insertelement %1317, %1[%14 : i64] : vector<2xf16>
    %1443 = llvm.insertelement %1321, %1442[%59 : i64] : vector<2xf16>
    %1444 = llvm.insertelement %1310, %1[%14 : i64] : vector<2xf16>
    %1445 = llvm.insertelement %1314, %1444[%59 : i64] : vector<2xf16>
    %1446 = llvm.insertelement %1318, %1[%14 : i64] : vector<2xf16>
    %1447 = llvm.insertelement %1322, %1446[%59 : i64] : vector<2xf16>
    %1448 = llvm.insertelement %1311, %1[%14 : i64] : vector<2xf16>
    %1449 = llvm.insertelement %1315, %1448[%59 : i64] : vector<2xf16>
    %1450 = llvm.insertelement %1319, %1[%14 : i64] : vector<2xf16>
    %1451 = llvm.insertelement %1323, %1450[%59 : i64] : vector<2xf16>
    %1452 = llvm.insertelement %1324, %1[%14 : i64] : vector<2xf16>
    %1453 = llvm.insertelement %1328, %1452[%59 : i64] : vector<2xf16>
    %1454 = llvm.insertelement %1332, %1[%14 : i64] : vector<2xf16>
    %1455 = llvm.insertelement %1336, %1454[%59 : i64] : vector<2xf16>
    %1456 = llvm.insertelement %1325, %1[%14 : i64] : vector<2xf16>
    %1457 = llvm.insertelement %1329, %1456[%59 : i64] : vector<2xf16>
    %1458 = llvm.insertelement %1333, %1[%14 : i64] : vector<2xf16>
    %1459 = llvm.insertelement %1337, %1458[%59 : i64] : vector<2xf16>
    %1460 = llvm.insertelement %1326, %1[%14 : i64] : vector<2xf16>
    %1461 = llvm.insertelement %1330, %1460[%59 : i64] : vector<2xf16>
    %1462 = llvm.insertelement %1334, %1[%14 : i64] : vector<2xf16>
    %1463 = llvm.insertelement %1338, %1462[%59 : i64] : vector<2xf16>
    %1464 = llvm.insertelement %1327, %1[%14 : i64] : vector<2xf16>
    %1465 = llvm.insertelement %1331, %1464[%59 : i64] : vector<2xf16>
    %1466 = llvm.insertelement %1335, %1[%14 : i64] : vector<2xf16>
    %1467 = llvm.insertelement %1339, %1466[%59 : i64] : vector<2xf16>
    %1468 = llvm.extractelement %296[%14 : i64] : vector<2xf32>
    %1469 = llvm.extractelement %296[%59 : i64] : vector<2xf32>
    %1470 = llvm.extractelement %297[%14 : i64] : vector<2xf32>
    %1471 = llvm.extractelement %297[%59 : i64] : vector<2xf32>
    %1472 = nvvm.mma.sync A[%447, %511, %451, %515]  B[%1341, %1343]  C[%1468, %1469, %1470, %1471]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1473 = llvm.extractvalue %1472[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1474 = llvm.extractvalue %1472[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1475 = llvm.insertelement %1473, %0[%17 : i32] : vector<2xf32>
    %1476 = llvm.insertelement %1474, %1475[%40 : i32] : vector<2xf32>
    %1477 = llvm.extractvalue %1472[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1478 = llvm.extractvalue %1472[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1479 = llvm.insertelement %1477, %0[%17 : i32] : vector<2xf32>
    %1480 = llvm.insertelement %1478, %1479[%40 : i32] : vector<2xf32>
    %1481 = llvm.extractelement %294[%14 : i64] : vector<2xf32>
    %1482 = llvm.extractelement %294[%59 : i64] : vector<2xf32>
    %1483 = llvm.extractelement %295[%14 : i64] : vector<2xf32>
    %1484 = llvm.extractelement %295[%59 : i64] : vector<2xf32>
    %1485 = nvvm.mma.sync A[%447, %511, %451, %515]  B[%1345, %1347]  C[%1481, %1482, %1483, %1484]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1486 = llvm.extractvalue %1485[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1487 = llvm.extractvalue %1485[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1488 = llvm.insertelement %1486, %0[%17 : i32] : vector<2xf32>
    %1489 = llvm.insertelement %1487, %1488[%40 : i32] : vector<2xf32>
    %1490 = llvm.extractvalue %1485[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1491 = llvm.extractvalue %1485[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1492 = llvm.insertelement %1490, %0[%17 : i32] : vector<2xf32>
    %1493 = llvm.insertelement %1491, %1492[%40 : i32] : vector<2xf32>
    %1494 = llvm.extractelement %292[%14 : i64] : vector<2xf32>
    %1495 = llvm.extractelement %292[%59 : i64] : vector<2xf32>
    %1496 = llvm.extractelement %293[%14 : i64] : vector<2xf32>
    %1497 = llvm.extractelement %293[%59 : i64] : vector<2xf32>
    %1498 = nvvm.mma.sync A[%447, %511, %451, %515]  B[%1349, %1351]  C[%1494, %1495, %1496, %1497]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1499 = llvm.extractvalue %1498[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1500 = llvm.extractvalue %1498[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1501 = llvm.insertelement %1499, %0[%17 : i32] : vector<2xf32>
    %1502 = llvm.insertelement %1500, %1501[%40 : i32] : vector<2xf32>
    %1503 = llvm.extractvalue %1498[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1504 = llvm.extractvalue %1498[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1505 = llvm.insertelement %1503, %0[%17 : i32] : vector<2xf32>
    %1506 = llvm.insertelement %1504, %1505[%40 : i32] : vector<2xf32>
    %1507 = llvm.extractelement %290[%14 : i64] : vector<2xf32>
    %1508 = llvm.extractelement %290[%59 : i64] : vector<2xf32>
    %1509 = llvm.extractelement %291[%14 : i64] : vector<2xf32>
    %1510 = llvm.extractelement %291[%59 : i64] : vector<2xf32>
    %1511 = nvvm.mma.sync A[%447, %511, %451, %515]  B[%1353, %1355]  C[%1507, %1508, %1509, %1510]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1512 = llvm.extractvalue %1511[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1513 = llvm.extractvalue %1511[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1514 = llvm.insertelement %1512, %0[%17 : i32] : vector<2xf32>
    %1515 = llvm.insertelement %1513, %1514[%40 : i32] : vector<2xf32>
    %1516 = llvm.extractvalue %1511[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1517 = llvm.extractvalue %1511[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1518 = llvm.insertelement %1516, %0[%17 : i32] : vector<2xf32>
    %1519 = llvm.insertelement %1517, %1518[%40 : i32] : vector<2xf32>
    %1520 = llvm.extractelement %288[%14 : i64] : vector<2xf32>
    %1521 = llvm.extractelement %288[%59 : i64] : vector<2xf32>
    %1522 = llvm.extractelement %289[%14 : i64] : vector<2xf32>
    %1523 = llvm.extractelement %289[%59 : i64] : vector<2xf32>
    %1524 = nvvm.mma.sync A[%575, %639, %579, %643]  B[%1341, %1343]  C[%1520, %1521, %1522, %1523]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1525 = llvm.extractvalue %1524[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1526 = llvm.extractvalue %1524[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1527 = llvm.insertelement %1525, %0[%17 : i32] : vector<2xf32>
    %1528 = llvm.insertelement %1526, %1527[%40 : i32] : vector<2xf32>
    %1529 = llvm.extractvalue %1524[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1530 = llvm.extractvalue %1524[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1531 = llvm.insertelement %1529, %0[%17 : i32] : vector<2xf32>
    %1532 = llvm.insertelement %1530, %1531[%40 : i32] : vector<2xf32>
    %1533 = llvm.extractelement %286[%14 : i64] : vector<2xf32>
    %1534 = llvm.extractelement %286[%59 : i64] : vector<2xf32>
    %1535 = llvm.extractelement %287[%14 : i64] : vector<2xf32>
    %1536 = llvm.extractelement %287[%59 : i64] : vector<2xf32>
    %1537 = nvvm.mma.sync A[%575, %639, %579, %643]  B[%1345, %1347]  C[%1533, %1534, %1535, %1536]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1538 = llvm.extractvalue %1537[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1539 = llvm.extractvalue %1537[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1540 = llvm.insertelement %1538, %0[%17 : i32] : vector<2xf32>
    %1541 = llvm.insertelement %1539, %1540[%40 : i32] : vector<2xf32>
    %1542 = llvm.extractvalue %1537[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1543 = llvm.extractvalue %1537[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1544 = llvm.insertelement %1542, %0[%17 : i32] : vector<2xf32>
    %1545 = llvm.insertelement %1543, %1544[%40 : i32] : vector<2xf32>
    %1546 = llvm.extractelement %284[%14 : i64] : vector<2xf32>
    %1547 = llvm.extractelement %284[%59 : i64] : vector<2xf32>
    %1548 = llvm.extractelement %285[%14 : i64] : vector<2xf32>
    %1549 = llvm.extractelement %285[%59 : i64] : vector<2xf32>
    %1550 = nvvm.mma.sync A[%575, %639, %579, %643]  B[%1349, %1351]  C[%1546, %1547, %1548, %1549]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1551 = llvm.extractvalue %1550[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1552 = llvm.extractvalue %1550[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1553 = llvm.insertelement %1551, %0[%17 : i32] : vector<2xf32>
    %1554 = llvm.insertelement %1552, %1553[%40 : i32] : vector<2xf32>
    %1555 = llvm.extractvalue %1550[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1556 = llvm.extractvalue %1550[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1557 = llvm.insertelement %1555, %0[%17 : i32] : vector<2xf32>
    %1558 = llvm.insertelement %1556, %1557[%40 : i32] : vector<2xf32>
    %1559 = llvm.extractelement %282[%14 : i64] : vector<2xf32>
    %1560 = llvm.extractelement %282[%59 : i64] : vector<2xf32>
    %1561 = llvm.extractelement %283[%14 : i64] : vector<2xf32>
    %1562 = llvm.extractelement %283[%59 : i64] : vector<2xf32>
    %1563 = nvvm.mma.sync A[%575, %639, %579, %643]  B[%1353, %1355]  C[%1559, %1560, %1561, %1562]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1564 = llvm.extractvalue %1563[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1565 = llvm.extractvalue %1563[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1566 = llvm.insertelement %1564, %0[%17 : i32] : vector<2xf32>
    %1567 = llvm.insertelement %1565, %1566[%40 : i32] : vector<2xf32>
    %1568 = llvm.extractvalue %1563[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1569 = llvm.extractvalue %1563[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1570 = llvm.insertelement %1568, %0[%17 : i32] : vector<2xf32>
    %1571 = llvm.insertelement %1569, %1570[%40 : i32] : vector<2xf32>
    %1572 = llvm.extractelement %1476[%14 : i64] : vector<2xf32>
    %1573 = llvm.extractelement %1476[%59 : i64] : vector<2xf32>
    %1574 = llvm.extractelement %1480[%14 : i64] : vector<2xf32>
    %1575 = llvm.extractelement %1480[%59 : i64] : vector<2xf32>
    %1576 = nvvm.mma.sync A[%455, %519, %459, %523]  B[%1357, %1359]  C[%1572, %1573, %1574, %1575]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1577 = llvm.extractvalue %1576[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1578 = llvm.extractvalue %1576[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1579 = llvm.insertelement %1577, %0[%17 : i32] : vector<2xf32>
    %1580 = llvm.insertelement %1578, %1579[%40 : i32] : vector<2xf32>
    %1581 = llvm.extractvalue %1576[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1582 = llvm.extractvalue %1576[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1583 = llvm.insertelement %1581, %0[%17 : i32] : vector<2xf32>
    %1584 = llvm.insertelement %1582, %1583[%40 : i32] : vector<2xf32>
    %1585 = llvm.extractelement %1489[%14 : i64] : vector<2xf32>
    %1586 = llvm.extractelement %1489[%59 : i64] : vector<2xf32>
    %1587 = llvm.extractelement %1493[%14 : i64] : vector<2xf32>
    %1588 = llvm.extractelement %1493[%59 : i64] : vector<2xf32>
    %1589 = nvvm.mma.sync A[%455, %519, %459, %523]  B[%1361, %1363]  C[%1585, %1586, %1587, %1588]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1590 = llvm.extractvalue %1589[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1591 = llvm.extractvalue %1589[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1592 = llvm.insertelement %1590, %0[%17 : i32] : vector<2xf32>
    %1593 = llvm.insertelement %1591, %1592[%40 : i32] : vector<2xf32>
    %1594 = llvm.extractvalue %1589[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1595 = llvm.extractvalue %1589[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1596 = llvm.insertelement %1594, %0[%17 : i32] : vector<2xf32>
    %1597 = llvm.insertelement %1595, %1596[%40 : i32] : vector<2xf32>
    %1598 = llvm.extractelement %1502[%14 : i64] : vector<2xf32>
    %1599 = llvm.extractelement %1502[%59 : i64] : vector<2xf32>
    %1600 = llvm.extractelement %1506[%14 : i64] : vector<2xf32>
    %1601 = llvm.extractelement %1506[%59 : i64] : vector<2xf32>
    %1602 = nvvm.mma.sync A[%455, %519, %459, %523]  B[%1365, %1367]  C[%1598, %1599, %1600, %1601]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1603 = llvm.extractvalue %1602[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1604 = llvm.extractvalue %1602[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1605 = llvm.insertelement %1603, %0[%17 : i32] : vector<2xf32>
    %1606 = llvm.insertelement %1604, %1605[%40 : i32] : vector<2xf32>
    %1607 = llvm.extractvalue %1602[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1608 = llvm.extractvalue %1602[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1609 = llvm.insertelement %1607, %0[%17 : i32] : vector<2xf32>
    %1610 = llvm.insertelement %1608, %1609[%40 : i32] : vector<2xf32>
    %1611 = llvm.extractelement %1515[%14 : i64] : vector<2xf32>
    %1612 = llvm.extractelement %1515[%59 : i64] : vector<2xf32>
    %1613 = llvm.extractelement %1519[%14 : i64] : vector<2xf32>
    %1614 = llvm.extractelement %1519[%59 : i64] : vector<2xf32>
    %1615 = nvvm.mma.sync A[%455, %519, %459, %523]  B[%1369, %1371]  C[%1611, %1612, %1613, %1614]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1616 = llvm.extractvalue %1615[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1617 = llvm.extractvalue %1615[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1618 = llvm.insertelement %1616, %0[%17 : i32] : vector<2xf32>
    %1619 = llvm.insertelement %1617, %1618[%40 : i32] : vector<2xf32>
    %1620 = llvm.extractvalue %1615[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1621 = llvm.extractvalue %1615[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1622 = llvm.insertelement %1620, %0[%17 : i32] : vector<2xf32>
    %1623 = llvm.insertelement %1621, %1622[%40 : i32] : vector<2xf32>
    %1624 = llvm.extractelement %1528[%14 : i64] : vector<2xf32>
    %1625 = llvm.extractelement %1528[%59 : i64] : vector<2xf32>
    %1626 = llvm.extractelement %1532[%14 : i64] : vector<2xf32>
    %1627 = llvm.extractelement %1532[%59 : i64] : vector<2xf32>
    %1628 = nvvm.mma.sync A[%583, %647, %587, %651]  B[%1357, %1359]  C[%1624, %1625, %1626, %1627]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1629 = llvm.extractvalue %1628[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1630 = llvm.extractvalue %1628[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1631 = llvm.insertelement %1629, %0[%17 : i32] : vector<2xf32>
    %1632 = llvm.insertelement %1630, %1631[%40 : i32] : vector<2xf32>
    %1633 = llvm.extractvalue %1628[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1634 = llvm.extractvalue %1628[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1635 = llvm.insertelement %1633, %0[%17 : i32] : vector<2xf32>
    %1636 = llvm.insertelement %1634, %1635[%40 : i32] : vector<2xf32>
    %1637 = llvm.extractelement %1541[%14 : i64] : vector<2xf32>
    %1638 = llvm.extractelement %1541[%59 : i64] : vector<2xf32>
    %1639 = llvm.extractelement %1545[%14 : i64] : vector<2xf32>
    %1640 = llvm.extractelement %1545[%59 : i64] : vector<2xf32>
    %1641 = nvvm.mma.sync A[%583, %647, %587, %651]  B[%1361, %1363]  C[%1637, %1638, %1639, %1640]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1642 = llvm.extractvalue %1641[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1643 = llvm.extractvalue %1641[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1644 = llvm.insertelement %1642, %0[%17 : i32] : vector<2xf32>
    %1645 = llvm.insertelement %1643, %1644[%40 : i32] : vector<2xf32>
    %1646 = llvm.extractvalue %1641[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1647 = llvm.extractvalue %1641[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1648 = llvm.insertelement %1646, %0[%17 : i32] : vector<2xf32>
    %1649 = llvm.insertelement %1647, %1648[%40 : i32] : vector<2xf32>
    %1650 = llvm.extractelement %1554[%14 : i64] : vector<2xf32>
    %1651 = llvm.extractelement %1554[%59 : i64] : vector<2xf32>
    %1652 = llvm.extractelement %1558[%14 : i64] : vector<2xf32>
    %1653 = llvm.extractelement %1558[%59 : i64] : vector<2xf32>
    %1654 = nvvm.mma.sync A[%583, %647, %587, %651]  B[%1365, %1367]  C[%1650, %1651, %1652, %1653]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1655 = llvm.extractvalue %1654[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1656 = llvm.extractvalue %1654[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1657 = llvm.insertelement %1655, %0[%17 : i32] : vector<2xf32>
    %1658 = llvm.insertelement %1656, %1657[%40 : i32] : vector<2xf32>
    %1659 = llvm.extractvalue %1654[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1660 = llvm.extractvalue %1654[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1661 = llvm.insertelement %1659, %0[%17 : i32] : vector<2xf32>
    %1662 = llvm.insertelement %1660, %1661[%40 : i32] : vector<2xf32>
    %1663 = llvm.extractelement %1567[%14 : i64] : vector<2xf32>
    %1664 = llvm.extractelement %1567[%59 : i64] : vector<2xf32>
    %1665 = llvm.extractelement %1571[%14 : i64] : vector<2xf32>
    %1666 = llvm.extractelement %1571[%59 : i64] : vector<2xf32>
    %1667 = nvvm.mma.sync A[%583, %647, %587, %651]  B[%1369, %1371]  C[%1663, %1664, %1665, %1666]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1668 = llvm.extractvalue %1667[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1669 = llvm.extractvalue %1667[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1670 = llvm.insertelement %1668, %0[%17 : i32] : vector<2xf32>
    %1671 = llvm.insertelement %1669, %1670[%40 : i32] : vector<2xf32>
    %1672 = llvm.extractvalue %1667[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1673 = llvm.extractvalue %1667[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1674 = llvm.insertelement %1672, %0[%17 : i32] : vector<2xf32>
    %1675 = llvm.insertelement %1673, %1674[%40 : i32] : vector<2xf32>
    %1676 = llvm.extractelement %1580[%14 : i64] : vector<2xf32>
    %1677 = llvm.extractelement %1580[%59 : i64] : vector<2xf32>
    %1678 = llvm.extractelement %1584[%14 : i64] : vector<2xf32>
    %1679 = llvm.extractelement %1584[%59 : i64] : vector<2xf32>
    %1680 = nvvm.mma.sync A[%463, %527, %467, %531]  B[%1373, %1375]  C[%1676, %1677, %1678, %1679]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1681 = llvm.extractvalue %1680[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1682 = llvm.extractvalue %1680[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1683 = llvm.insertelement %1681, %0[%17 : i32] : vector<2xf32>
    %1684 = llvm.insertelement %1682, %1683[%40 : i32] : vector<2xf32>
    %1685 = llvm.extractvalue %1680[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1686 = llvm.extractvalue %1680[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1687 = llvm.insertelement %1685, %0[%17 : i32] : vector<2xf32>
    %1688 = llvm.insertelement %1686, %1687[%40 : i32] : vector<2xf32>
    %1689 = llvm.extractelement %1593[%14 : i64] : vector<2xf32>
    %1690 = llvm.extractelement %1593[%59 : i64] : vector<2xf32>
    %1691 = llvm.extractelement %1597[%14 : i64] : vector<2xf32>
    %1692 = llvm.extractelement %1597[%59 : i64] : vector<2xf32>
    %1693 = nvvm.mma.sync A[%463, %527, %467, %531]  B[%1377, %1379]  C[%1689, %1690, %1691, %1692]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1694 = llvm.extractvalue %1693[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1695 = llvm.extractvalue %1693[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1696 = llvm.insertelement %1694, %0[%17 : i32] : vector<2xf32>
    %1697 = llvm.insertelement %1695, %1696[%40 : i32] : vector<2xf32>
    %1698 = llvm.extractvalue %1693[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1699 = llvm.extractvalue %1693[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1700 = llvm.insertelement %1698, %0[%17 : i32] : vector<2xf32>
    %1701 = llvm.insertelement %1699, %1700[%40 : i32] : vector<2xf32>
    %1702 = llvm.extractelement %1606[%14 : i64] : vector<2xf32>
    %1703 = llvm.extractelement %1606[%59 : i64] : vector<2xf32>
    %1704 = llvm.extractelement %1610[%14 : i64] : vector<2xf32>
    %1705 = llvm.extractelement %1610[%59 : i64] : vector<2xf32>
    %1706 = nvvm.mma.sync A[%463, %527, %467, %531]  B[%1381, %1383]  C[%1702, %1703, %1704, %1705]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1707 = llvm.extractvalue %1706[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1708 = llvm.extractvalue %1706[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1709 = llvm.insertelement %1707, %0[%17 : i32] : vector<2xf32>
    %1710 = llvm.insertelement %1708, %1709[%40 : i32] : vector<2xf32>
    %1711 = llvm.extractvalue %1706[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1712 = llvm.extractvalue %1706[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1713 = llvm.insertelement %1711, %0[%17 : i32] : vector<2xf32>
    %1714 = llvm.insertelement %1712, %1713[%40 : i32] : vector<2xf32>
    %1715 = llvm.extractelement %1619[%14 : i64] : vector<2xf32>
    %1716 = llvm.extractelement %1619[%59 : i64] : vector<2xf32>
    %1717 = llvm.extractelement %1623[%14 : i64] : vector<2xf32>
    %1718 = llvm.extractelement %1623[%59 : i64] : vector<2xf32>
    %1719 = nvvm.mma.sync A[%463, %527, %467, %531]  B[%1385, %1387]  C[%1715, %1716, %1717, %1718]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1720 = llvm.extractvalue %1719[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1721 = llvm.extractvalue %1719[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1722 = llvm.insertelement %1720, %0[%17 : i32] : vector<2xf32>
    %1723 = llvm.insertelement %1721, %1722[%40 : i32] : vector<2xf32>
    %1724 = llvm.extractvalue %1719[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1725 = llvm.extractvalue %1719[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1726 = llvm.insertelement %1724, %0[%17 : i32] : vector<2xf32>
    %1727 = llvm.insertelement %1725, %1726[%40 : i32] : vector<2xf32>
    %1728 = llvm.extractelement %1632[%14 : i64] : vector<2xf32>
    %1729 = llvm.extractelement %1632[%59 : i64] : vector<2xf32>
    %1730 = llvm.extractelement %1636[%14 : i64] : vector<2xf32>
    %1731 = llvm.extractelement %1636[%59 : i64] : vector<2xf32>
    %1732 = nvvm.mma.sync A[%591, %655, %595, %659]  B[%1373, %1375]  C[%1728, %1729, %1730, %1731]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1733 = llvm.extractvalue %1732[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1734 = llvm.extractvalue %1732[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1735 = llvm.insertelement %1733, %0[%17 : i32] : vector<2xf32>
    %1736 = llvm.insertelement %1734, %1735[%40 : i32] : vector<2xf32>
    %1737 = llvm.extractvalue %1732[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1738 = llvm.extractvalue %1732[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1739 = llvm.insertelement %1737, %0[%17 : i32] : vector<2xf32>
    %1740 = llvm.insertelement %1738, %1739[%40 : i32] : vector<2xf32>
    %1741 = llvm.extractelement %1645[%14 : i64] : vector<2xf32>
    %1742 = llvm.extractelement %1645[%59 : i64] : vector<2xf32>
    %1743 = llvm.extractelement %1649[%14 : i64] : vector<2xf32>
    %1744 = llvm.extractelement %1649[%59 : i64] : vector<2xf32>
    %1745 = nvvm.mma.sync A[%591, %655, %595, %659]  B[%1377, %1379]  C[%1741, %1742, %1743, %1744]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1746 = llvm.extractvalue %1745[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1747 = llvm.extractvalue %1745[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1748 = llvm.insertelement %1746, %0[%17 : i32] : vector<2xf32>
    %1749 = llvm.insertelement %1747, %1748[%40 : i32] : vector<2xf32>
    %1750 = llvm.extractvalue %1745[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1751 = llvm.extractvalue %1745[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1752 = llvm.insertelement %1750, %0[%17 : i32] : vector<2xf32>
    %1753 = llvm.insertelement %1751, %1752[%40 : i32] : vector<2xf32>
    %1754 = llvm.extractelement %1658[%14 : i64] : vector<2xf32>
    %1755 = llvm.extractelement %1658[%59 : i64] : vector<2xf32>
    %1756 = llvm.extractelement %1662[%14 : i64] : vector<2xf32>
    %1757 = llvm.extractelement %1662[%59 : i64] : vector<2xf32>
    %1758 = nvvm.mma.sync A[%591, %655, %595, %659]  B[%1381, %1383]  C[%1754, %1755, %1756, %1757]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1759 = llvm.extractvalue %1758[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1760 = llvm.extractvalue %1758[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1761 = llvm.insertelement %1759, %0[%17 : i32] : vector<2xf32>
    %1762 = llvm.insertelement %1760, %1761[%40 : i32] : vector<2xf32>
    %1763 = llvm.extractvalue %1758[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1764 = llvm.extractvalue %1758[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1765 = llvm.insertelement %1763, %0[%17 : i32] : vector<2xf32>
    %1766 = llvm.insertelement %1764, %1765[%40 : i32] : vector<2xf32>
    %1767 = llvm.extractelement %1671[%14 : i64] : vector<2xf32>
    %1768 = llvm.extractelement %1671[%59 : i64] : vector<2xf32>
    %1769 = llvm.extractelement %1675[%14 : i64] : vector<2xf32>
    %1770 = llvm.extractelement %1675[%59 : i64] : vector<2xf32>
    %1771 = nvvm.mma.sync A[%591, %655, %595, %659]  B[%1385, %1387]  C[%1767, %1768, %1769, %1770]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1772 = llvm.extractvalue %1771[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1773 = llvm.extractvalue %1771[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1774 = llvm.insertelement %1772, %0[%17 : i32] : vector<2xf32>
    %1775 = llvm.insertelement %1773, %1774[%40 : i32] : vector<2xf32>
    %1776 = llvm.extractvalue %1771[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1777 = llvm.extractvalue %1771[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1778 = llvm.insertelement %1776, %0[%17 : i32] : vector<2xf32>
    %1779 = llvm.insertelement %1777, %1778[%40 : i32] : vector<2xf32>
    %1780 = llvm.extractelement %1684[%14 : i64] : vector<2xf32>
    %1781 = llvm.extractelement %1684[%59 : i64] : vector<2xf32>
    %1782 = llvm.extractelement %1688[%14 : i64] : vector<2xf32>
    %1783 = llvm.extractelement %1688[%59 : i64] : vector<2xf32>
    %1784 = nvvm.mma.sync A[%471, %535, %475, %539]  B[%1389, %1391]  C[%1780, %1781, %1782, %1783]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1785 = llvm.extractvalue %1784[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1786 = llvm.extractvalue %1784[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1787 = llvm.insertelement %1785, %0[%17 : i32] : vector<2xf32>
    %1788 = llvm.insertelement %1786, %1787[%40 : i32] : vector<2xf32>
    %1789 = llvm.extractvalue %1784[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1790 = llvm.extractvalue %1784[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1791 = llvm.insertelement %1789, %0[%17 : i32] : vector<2xf32>
    %1792 = llvm.insertelement %1790, %1791[%40 : i32] : vector<2xf32>
    %1793 = llvm.extractelement %1697[%14 : i64] : vector<2xf32>
    %1794 = llvm.extractelement %1697[%59 : i64] : vector<2xf32>
    %1795 = llvm.extractelement %1701[%14 : i64] : vector<2xf32>
    %1796 = llvm.extractelement %1701[%59 : i64] : vector<2xf32>
    %1797 = nvvm.mma.sync A[%471, %535, %475, %539]  B[%1393, %1395]  C[%1793, %1794, %1795, %1796]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1798 = llvm.extractvalue %1797[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1799 = llvm.extractvalue %1797[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1800 = llvm.insertelement %1798, %0[%17 : i32] : vector<2xf32>
    %1801 = llvm.insertelement %1799, %1800[%40 : i32] : vector<2xf32>
    %1802 = llvm.extractvalue %1797[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1803 = llvm.extractvalue %1797[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1804 = llvm.insertelement %1802, %0[%17 : i32] : vector<2xf32>
    %1805 = llvm.insertelement %1803, %1804[%40 : i32] : vector<2xf32>
    %1806 = llvm.extractelement %1710[%14 : i64] : vector<2xf32>
    %1807 = llvm.extractelement %1710[%59 : i64] : vector<2xf32>
    %1808 = llvm.extractelement %1714[%14 : i64] : vector<2xf32>
    %1809 = llvm.extractelement %1714[%59 : i64] : vector<2xf32>
    %1810 = nvvm.mma.sync A[%471, %535, %475, %539]  B[%1397, %1399]  C[%1806, %1807, %1808, %1809]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1811 = llvm.extractvalue %1810[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1812 = llvm.extractvalue %1810[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1813 = llvm.insertelement %1811, %0[%17 : i32] : vector<2xf32>
    %1814 = llvm.insertelement %1812, %1813[%40 : i32] : vector<2xf32>
    %1815 = llvm.extractvalue %1810[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1816 = llvm.extractvalue %1810[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1817 = llvm.insertelement %1815, %0[%17 : i32] : vector<2xf32>
    %1818 = llvm.insertelement %1816, %1817[%40 : i32] : vector<2xf32>
    %1819 = llvm.extractelement %1723[%14 : i64] : vector<2xf32>
    %1820 = llvm.extractelement %1723[%59 : i64] : vector<2xf32>
    %1821 = llvm.extractelement %1727[%14 : i64] : vector<2xf32>
    %1822 = llvm.extractelement %1727[%59 : i64] : vector<2xf32>
    %1823 = nvvm.mma.sync A[%471, %535, %475, %539]  B[%1401, %1403]  C[%1819, %1820, %1821, %1822]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1824 = llvm.extractvalue %1823[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1825 = llvm.extractvalue %1823[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1826 = llvm.insertelement %1824, %0[%17 : i32] : vector<2xf32>
    %1827 = llvm.insertelement %1825, %1826[%40 : i32] : vector<2xf32>
    %1828 = llvm.extractvalue %1823[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1829 = llvm.extractvalue %1823[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1830 = llvm.insertelement %1828, %0[%17 : i32] : vector<2xf32>
    %1831 = llvm.insertelement %1829, %1830[%40 : i32] : vector<2xf32>
    %1832 = llvm.extractelement %1736[%14 : i64] : vector<2xf32>
    %1833 = llvm.extractelement %1736[%59 : i64] : vector<2xf32>
    %1834 = llvm.extractelement %1740[%14 : i64] : vector<2xf32>
    %1835 = llvm.extractelement %1740[%59 : i64] : vector<2xf32>
    %1836 = nvvm.mma.sync A[%599, %663, %603, %667]  B[%1389, %1391]  C[%1832, %1833, %1834, %1835]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1837 = llvm.extractvalue %1836[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1838 = llvm.extractvalue %1836[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1839 = llvm.insertelement %1837, %0[%17 : i32] : vector<2xf32>
    %1840 = llvm.insertelement %1838, %1839[%40 : i32] : vector<2xf32>
    %1841 = llvm.extractvalue %1836[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1842 = llvm.extractvalue %1836[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1843 = llvm.insertelement %1841, %0[%17 : i32] : vector<2xf32>
    %1844 = llvm.insertelement %1842, %1843[%40 : i32] : vector<2xf32>
    %1845 = llvm.extractelement %1749[%14 : i64] : vector<2xf32>
    %1846 = llvm.extractelement %1749[%59 : i64] : vector<2xf32>
    %1847 = llvm.extractelement %1753[%14 : i64] : vector<2xf32>
    %1848 = llvm.extractelement %1753[%59 : i64] : vector<2xf32>
    %1849 = nvvm.mma.sync A[%599, %663, %603, %667]  B[%1393, %1395]  C[%1845, %1846, %1847, %1848]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1850 = llvm.extractvalue %1849[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1851 = llvm.extractvalue %1849[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1852 = llvm.insertelement %1850, %0[%17 : i32] : vector<2xf32>
    %1853 = llvm.insertelement %1851, %1852[%40 : i32] : vector<2xf32>
    %1854 = llvm.extractvalue %1849[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1855 = llvm.extractvalue %1849[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1856 = llvm.insertelement %1854, %0[%17 : i32] : vector<2xf32>
    %1857 = llvm.insertelement %1855, %1856[%40 : i32] : vector<2xf32>
    %1858 = llvm.extractelement %1762[%14 : i64] : vector<2xf32>
    %1859 = llvm.extractelement %1762[%59 : i64] : vector<2xf32>
    %1860 = llvm.extractelement %1766[%14 : i64] : vector<2xf32>
    %1861 = llvm.extractelement %1766[%59 : i64] : vector<2xf32>
    %1862 = nvvm.mma.sync A[%599, %663, %603, %667]  B[%1397, %1399]  C[%1858, %1859, %1860, %1861]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1863 = llvm.extractvalue %1862[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1864 = llvm.extractvalue %1862[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1865 = llvm.insertelement %1863, %0[%17 : i32] : vector<2xf32>
    %1866 = llvm.insertelement %1864, %1865[%40 : i32] : vector<2xf32>
    %1867 = llvm.extractvalue %1862[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1868 = llvm.extractvalue %1862[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1869 = llvm.insertelement %1867, %0[%17 : i32] : vector<2xf32>
    %1870 = llvm.insertelement %1868, %1869[%40 : i32] : vector<2xf32>
    %1871 = llvm.extractelement %1775[%14 : i64] : vector<2xf32>
    %1872 = llvm.extractelement %1775[%59 : i64] : vector<2xf32>
    %1873 = llvm.extractelement %1779[%14 : i64] : vector<2xf32>
    %1874 = llvm.extractelement %1779[%59 : i64] : vector<2xf32>
    %1875 = nvvm.mma.sync A[%599, %663, %603, %667]  B[%1401, %1403]  C[%1871, %1872, %1873, %1874]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1876 = llvm.extractvalue %1875[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1877 = llvm.extractvalue %1875[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1878 = llvm.insertelement %1876, %0[%17 : i32] : vector<2xf32>
    %1879 = llvm.insertelement %1877, %1878[%40 : i32] : vector<2xf32>
    %1880 = llvm.extractvalue %1875[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1881 = llvm.extractvalue %1875[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1882 = llvm.insertelement %1880, %0[%17 : i32] : vector<2xf32>
    %1883 = llvm.insertelement %1881, %1882[%40 : i32] : vector<2xf32>
    %1884 = llvm.extractelement %1788[%14 : i64] : vector<2xf32>
    %1885 = llvm.extractelement %1788[%59 : i64] : vector<2xf32>
    %1886 = llvm.extractelement %1792[%14 : i64] : vector<2xf32>
    %1887 = llvm.extractelement %1792[%59 : i64] : vector<2xf32>
    %1888 = nvvm.mma.sync A[%479, %543, %483, %547]  B[%1405, %1407]  C[%1884, %1885, %1886, %1887]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1889 = llvm.extractvalue %1888[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1890 = llvm.extractvalue %1888[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1891 = llvm.insertelement %1889, %0[%17 : i32] : vector<2xf32>
    %1892 = llvm.insertelement %1890, %1891[%40 : i32] : vector<2xf32>
    %1893 = llvm.extractvalue %1888[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1894 = llvm.extractvalue %1888[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1895 = llvm.insertelement %1893, %0[%17 : i32] : vector<2xf32>
    %1896 = llvm.insertelement %1894, %1895[%40 : i32] : vector<2xf32>
    %1897 = llvm.extractelement %1801[%14 : i64] : vector<2xf32>
    %1898 = llvm.extractelement %1801[%59 : i64] : vector<2xf32>
    %1899 = llvm.extractelement %1805[%14 : i64] : vector<2xf32>
    %1900 = llvm.extractelement %1805[%59 : i64] : vector<2xf32>
    %1901 = nvvm.mma.sync A[%479, %543, %483, %547]  B[%1409, %1411]  C[%1897, %1898, %1899, %1900]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1902 = llvm.extractvalue %1901[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1903 = llvm.extractvalue %1901[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1904 = llvm.insertelement %1902, %0[%17 : i32] : vector<2xf32>
    %1905 = llvm.insertelement %1903, %1904[%40 : i32] : vector<2xf32>
    %1906 = llvm.extractvalue %1901[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1907 = llvm.extractvalue %1901[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1908 = llvm.insertelement %1906, %0[%17 : i32] : vector<2xf32>
    %1909 = llvm.insertelement %1907, %1908[%40 : i32] : vector<2xf32>
    %1910 = llvm.extractelement %1814[%14 : i64] : vector<2xf32>
    %1911 = llvm.extractelement %1814[%59 : i64] : vector<2xf32>
    %1912 = llvm.extractelement %1818[%14 : i64] : vector<2xf32>
    %1913 = llvm.extractelement %1818[%59 : i64] : vector<2xf32>
    %1914 = nvvm.mma.sync A[%479, %543, %483, %547]  B[%1413, %1415]  C[%1910, %1911, %1912, %1913]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1915 = llvm.extractvalue %1914[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1916 = llvm.extractvalue %1914[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1917 = llvm.insertelement %1915, %0[%17 : i32] : vector<2xf32>
    %1918 = llvm.insertelement %1916, %1917[%40 : i32] : vector<2xf32>
    %1919 = llvm.extractvalue %1914[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1920 = llvm.extractvalue %1914[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1921 = llvm.insertelement %1919, %0[%17 : i32] : vector<2xf32>
    %1922 = llvm.insertelement %1920, %1921[%40 : i32] : vector<2xf32>
    %1923 = llvm.extractelement %1827[%14 : i64] : vector<2xf32>
    %1924 = llvm.extractelement %1827[%59 : i64] : vector<2xf32>
    %1925 = llvm.extractelement %1831[%14 : i64] : vector<2xf32>
    %1926 = llvm.extractelement %1831[%59 : i64] : vector<2xf32>
    %1927 = nvvm.mma.sync A[%479, %543, %483, %547]  B[%1417, %1419]  C[%1923, %1924, %1925, %1926]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1928 = llvm.extractvalue %1927[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1929 = llvm.extractvalue %1927[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1930 = llvm.insertelement %1928, %0[%17 : i32] : vector<2xf32>
    %1931 = llvm.insertelement %1929, %1930[%40 : i32] : vector<2xf32>
    %1932 = llvm.extractvalue %1927[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1933 = llvm.extractvalue %1927[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1934 = llvm.insertelement %1932, %0[%17 : i32] : vector<2xf32>
    %1935 = llvm.insertelement %1933, %1934[%40 : i32] : vector<2xf32>
    %1936 = llvm.extractelement %1840[%14 : i64] : vector<2xf32>
    %1937 = llvm.extractelement %1840[%59 : i64] : vector<2xf32>
    %1938 = llvm.extractelement %1844[%14 : i64] : vector<2xf32>
    %1939 = llvm.extractelement %1844[%59 : i64] : vector<2xf32>
    %1940 = nvvm.mma.sync A[%607, %671, %611, %675]  B[%1405, %1407]  C[%1936, %1937, %1938, %1939]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1941 = llvm.extractvalue %1940[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1942 = llvm.extractvalue %1940[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1943 = llvm.insertelement %1941, %0[%17 : i32] : vector<2xf32>
    %1944 = llvm.insertelement %1942, %1943[%40 : i32] : vector<2xf32>
    %1945 = llvm.extractvalue %1940[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1946 = llvm.extractvalue %1940[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1947 = llvm.insertelement %1945, %0[%17 : i32] : vector<2xf32>
    %1948 = llvm.insertelement %1946, %1947[%40 : i32] : vector<2xf32>
    %1949 = llvm.extractelement %1853[%14 : i64] : vector<2xf32>
    %1950 = llvm.extractelement %1853[%59 : i64] : vector<2xf32>
    %1951 = llvm.extractelement %1857[%14 : i64] : vector<2xf32>
    %1952 = llvm.extractelement %1857[%59 : i64] : vector<2xf32>
    %1953 = nvvm.mma.sync A[%607, %671, %611, %675]  B[%1409, %1411]  C[%1949, %1950, %1951, %1952]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1954 = llvm.extractvalue %1953[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1955 = llvm.extractvalue %1953[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1956 = llvm.insertelement %1954, %0[%17 : i32] : vector<2xf32>
    %1957 = llvm.insertelement %1955, %1956[%40 : i32] : vector<2xf32>
    %1958 = llvm.extractvalue %1953[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1959 = llvm.extractvalue %1953[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1960 = llvm.insertelement %1958, %0[%17 : i32] : vector<2xf32>
    %1961 = llvm.insertelement %1959, %1960[%40 : i32] : vector<2xf32>
    %1962 = llvm.extractelement %1866[%14 : i64] : vector<2xf32>
    %1963 = llvm.extractelement %1866[%59 : i64] : vector<2xf32>
    %1964 = llvm.extractelement %1870[%14 : i64] : vector<2xf32>
    %1965 = llvm.extractelement %1870[%59 : i64] : vector<2xf32>
    %1966 = nvvm.mma.sync A[%607, %671, %611, %675]  B[%1413, %1415]  C[%1962, %1963, %1964, %1965]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1967 = llvm.extractvalue %1966[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1968 = llvm.extractvalue %1966[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1969 = llvm.insertelement %1967, %0[%17 : i32] : vector<2xf32>
    %1970 = llvm.insertelement %1968, %1969[%40 : i32] : vector<2xf32>
    %1971 = llvm.extractvalue %1966[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1972 = llvm.extractvalue %1966[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1973 = llvm.insertelement %1971, %0[%17 : i32] : vector<2xf32>
    %1974 = llvm.insertelement %1972, %1973[%40 : i32] : vector<2xf32>
    %1975 = llvm.extractelement %1879[%14 : i64] : vector<2xf32>
    %1976 = llvm.extractelement %1879[%59 : i64] : vector<2xf32>
    %1977 = llvm.extractelement %1883[%14 : i64] : vector<2xf32>
    %1978 = llvm.extractelement %1883[%59 : i64] : vector<2xf32>
    %1979 = nvvm.mma.sync A[%607, %671, %611, %675]  B[%1417, %1419]  C[%1975, %1976, %1977, %1978]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1980 = llvm.extractvalue %1979[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1981 = llvm.extractvalue %1979[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1982 = llvm.insertelement %1980, %0[%17 : i32] : vector<2xf32>
    %1983 = llvm.insertelement %1981, %1982[%40 : i32] : vector<2xf32>
    %1984 = llvm.extractvalue %1979[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1985 = llvm.extractvalue %1979[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1986 = llvm.insertelement %1984, %0[%17 : i32] : vector<2xf32>
    %1987 = llvm.insertelement %1985, %1986[%40 : i32] : vector<2xf32>
    %1988 = llvm.extractelement %1892[%14 : i64] : vector<2xf32>
    %1989 = llvm.extractelement %1892[%59 : i64] : vector<2xf32>
    %1990 = llvm.extractelement %1896[%14 : i64] : vector<2xf32>
    %1991 = llvm.extractelement %1896[%59 : i64] : vector<2xf32>
    %1992 = nvvm.mma.sync A[%487, %551, %491, %555]  B[%1421, %1423]  C[%1988, %1989, %1990, %1991]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1993 = llvm.extractvalue %1992[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1994 = llvm.extractvalue %1992[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1995 = llvm.insertelement %1993, %0[%17 : i32] : vector<2xf32>
    %1996 = llvm.insertelement %1994, %1995[%40 : i32] : vector<2xf32>
    %1997 = llvm.extractvalue %1992[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1998 = llvm.extractvalue %1992[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1999 = llvm.insertelement %1997, %0[%17 : i32] : vector<2xf32>
    %2000 = llvm.insertelement %1998, %1999[%40 : i32] : vector<2xf32>
    %2001 = llvm.extractelement %1905[%14 : i64] : vector<2xf32>
    %2002 = llvm.extractelement %1905[%59 : i64] : vector<2xf32>
    %2003 = llvm.extractelement %1909[%14 : i64] : vector<2xf32>
    %2004 = llvm.extractelement %1909[%59 : i64] : vector<2xf32>
    %2005 = nvvm.mma.sync A[%487, %551, %491, %555]  B[%1425, %1427]  C[%2001, %2002, %2003, %2004]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2006 = llvm.extractvalue %2005[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2007 = llvm.extractvalue %2005[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2008 = llvm.insertelement %2006, %0[%17 : i32] : vector<2xf32>
    %2009 = llvm.insertelement %2007, %2008[%40 : i32] : vector<2xf32>
    %2010 = llvm.extractvalue %2005[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2011 = llvm.extractvalue %2005[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2012 = llvm.insertelement %2010, %0[%17 : i32] : vector<2xf32>
    %2013 = llvm.insertelement %2011, %2012[%40 : i32] : vector<2xf32>
    %2014 = llvm.extractelement %1918[%14 : i64] : vector<2xf32>
    %2015 = llvm.extractelement %1918[%59 : i64] : vector<2xf32>
    %2016 = llvm.extractelement %1922[%14 : i64] : vector<2xf32>
    %2017 = llvm.extractelement %1922[%59 : i64] : vector<2xf32>
    %2018 = nvvm.mma.sync A[%487, %551, %491, %555]  B[%1429, %1431]  C[%2014, %2015, %2016, %2017]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2019 = llvm.extractvalue %2018[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2020 = llvm.extractvalue %2018[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2021 = llvm.insertelement %2019, %0[%17 : i32] : vector<2xf32>
    %2022 = llvm.insertelement %2020, %2021[%40 : i32] : vector<2xf32>
    %2023 = llvm.extractvalue %2018[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2024 = llvm.extractvalue %2018[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2025 = llvm.insertelement %2023, %0[%17 : i32] : vector<2xf32>
    %2026 = llvm.insertelement %2024, %2025[%40 : i32] : vector<2xf32>
    %2027 = llvm.extractelement %1931[%14 : i64] : vector<2xf32>
    %2028 = llvm.extractelement %1931[%59 : i64] : vector<2xf32>
    %2029 = llvm.extractelement %1935[%14 : i64] : vector<2xf32>
    %2030 = llvm.extractelement %1935[%59 : i64] : vector<2xf32>
    %2031 = nvvm.mma.sync A[%487, %551, %491, %555]  B[%1433, %1435]  C[%2027, %2028, %2029, %2030]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2032 = llvm.extractvalue %2031[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2033 = llvm.extractvalue %2031[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2034 = llvm.insertelement %2032, %0[%17 : i32] : vector<2xf32>
    %2035 = llvm.insertelement %2033, %2034[%40 : i32] : vector<2xf32>
    %2036 = llvm.extractvalue %2031[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2037 = llvm.extractvalue %2031[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2038 = llvm.insertelement %2036, %0[%17 : i32] : vector<2xf32>
    %2039 = llvm.insertelement %2037, %2038[%40 : i32] : vector<2xf32>
    %2040 = llvm.extractelement %1944[%14 : i64] : vector<2xf32>
    %2041 = llvm.extractelement %1944[%59 : i64] : vector<2xf32>
    %2042 = llvm.extractelement %1948[%14 : i64] : vector<2xf32>
    %2043 = llvm.extractelement %1948[%59 : i64] : vector<2xf32>
    %2044 = nvvm.mma.sync A[%615, %679, %619, %683]  B[%1421, %1423]  C[%2040, %2041, %2042, %2043]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2045 = llvm.extractvalue %2044[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2046 = llvm.extractvalue %2044[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2047 = llvm.insertelement %2045, %0[%17 : i32] : vector<2xf32>
    %2048 = llvm.insertelement %2046, %2047[%40 : i32] : vector<2xf32>
    %2049 = llvm.extractvalue %2044[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2050 = llvm.extractvalue %2044[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2051 = llvm.insertelement %2049, %0[%17 : i32] : vector<2xf32>
    %2052 = llvm.insertelement %2050, %2051[%40 : i32] : vector<2xf32>
    %2053 = llvm.extractelement %1957[%14 : i64] : vector<2xf32>
    %2054 = llvm.extractelement %1957[%59 : i64] : vector<2xf32>
    %2055 = llvm.extractelement %1961[%14 : i64] : vector<2xf32>
    %2056 = llvm.extractelement %1961[%59 : i64] : vector<2xf32>
    %2057 = nvvm.mma.sync A[%615, %679, %619, %683]  B[%1425, %1427]  C[%2053, %2054, %2055, %2056]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2058 = llvm.extractvalue %2057[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2059 = llvm.extractvalue %2057[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2060 = llvm.insertelement %2058, %0[%17 : i32] : vector<2xf32>
    %2061 = llvm.insertelement %2059, %2060[%40 : i32] : vector<2xf32>
    %2062 = llvm.extractvalue %2057[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2063 = llvm.extractvalue %2057[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2064 = llvm.insertelement %2062, %0[%17 : i32] : vector<2xf32>
    %2065 = llvm.insertelement %2063, %2064[%40 : i32] : vector<2xf32>
    %2066 = llvm.extractelement %1970[%14 : i64] : vector<2xf32>
    %2067 = llvm.extractelement %1970[%59 : i64] : vector<2xf32>
    %2068 = llvm.extractelement %1974[%14 : i64] : vector<2xf32>
    %2069 = llvm.extractelement %1974[%59 : i64] : vector<2xf32>
    %2070 = nvvm.mma.sync A[%615, %679, %619, %683]  B[%1429, %1431]  C[%2066, %2067, %2068, %2069]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2071 = llvm.extractvalue %2070[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2072 = llvm.extractvalue %2070[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2073 = llvm.insertelement %2071, %0[%17 : i32] : vector<2xf32>
    %2074 = llvm.insertelement %2072, %2073[%40 : i32] : vector<2xf32>
    %2075 = llvm.extractvalue %2070[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2076 = llvm.extractvalue %2070[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2077 = llvm.insertelement %2075, %0[%17 : i32] : vector<2xf32>
    %2078 = llvm.insertelement %2076, %2077[%40 : i32] : vector<2xf32>
    %2079 = llvm.extractelement %1983[%14 : i64] : vector<2xf32>
    %2080 = llvm.extractelement %1983[%59 : i64] : vector<2xf32>
    %2081 = llvm.extractelement %1987[%14 : i64] : vector<2xf32>
    %2082 = llvm.extractelement %1987[%59 : i64] : vector<2xf32>
    %2083 = nvvm.mma.sync A[%615, %679, %619, %683]  B[%1433, %1435]  C[%2079, %2080, %2081, %2082]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2084 = llvm.extractvalue %2083[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2085 = llvm.extractvalue %2083[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2086 = llvm.insertelement %2084, %0[%17 : i32] : vector<2xf32>
    %2087 = llvm.insertelement %2085, %2086[%40 : i32] : vector<2xf32>
    %2088 = llvm.extractvalue %2083[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2089 = llvm.extractvalue %2083[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2090 = llvm.insertelement %2088, %0[%17 : i32] : vector<2xf32>
    %2091 = llvm.insertelement %2089, %2090[%40 : i32] : vector<2xf32>
    %2092 = llvm.extractelement %1996[%14 : i64] : vector<2xf32>
    %2093 = llvm.extractelement %1996[%59 : i64] : vector<2xf32>
    %2094 = llvm.extractelement %2000[%14 : i64] : vector<2xf32>
    %2095 = llvm.extractelement %2000[%59 : i64] : vector<2xf32>
    %2096 = nvvm.mma.sync A[%495, %559, %499, %563]  B[%1437, %1439]  C[%2092, %2093, %2094, %2095]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2097 = llvm.extractvalue %2096[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2098 = llvm.extractvalue %2096[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2099 = llvm.insertelement %2097, %0[%17 : i32] : vector<2xf32>
    %2100 = llvm.insertelement %2098, %2099[%40 : i32] : vector<2xf32>
    %2101 = llvm.extractvalue %2096[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2102 = llvm.extractvalue %2096[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2103 = llvm.insertelement %2101, %0[%17 : i32] : vector<2xf32>
    %2104 = llvm.insertelement %2102, %2103[%40 : i32] : vector<2xf32>
    %2105 = llvm.extractelement %2009[%14 : i64] : vector<2xf32>
    %2106 = llvm.extractelement %2009[%59 : i64] : vector<2xf32>
    %2107 = llvm.extractelement %2013[%14 : i64] : vector<2xf32>
    %2108 = llvm.extractelement %2013[%59 : i64] : vector<2xf32>
    %2109 = nvvm.mma.sync A[%495, %559, %499, %563]  B[%1441, %1443]  C[%2105, %2106, %2107, %2108]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2110 = llvm.extractvalue %2109[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2111 = llvm.extractvalue %2109[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2112 = llvm.insertelement %2110, %0[%17 : i32] : vector<2xf32>
    %2113 = llvm.insertelement %2111, %2112[%40 : i32] : vector<2xf32>
    %2114 = llvm.extractvalue %2109[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2115 = llvm.extractvalue %2109[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2116 = llvm.insertelement %2114, %0[%17 : i32] : vector<2xf32>
    %2117 = llvm.insertelement %2115, %2116[%40 : i32] : vector<2xf32>
    %2118 = llvm.extractelement %2022[%14 : i64] : vector<2xf32>
    %2119 = llvm.extractelement %2022[%59 : i64] : vector<2xf32>
    %2120 = llvm.extractelement %2026[%14 : i64] : vector<2xf32>
    %2121 = llvm.extractelement %2026[%59 : i64] : vector<2xf32>
    %2122 = nvvm.mma.sync A[%495, %559, %499, %563]  B[%1445, %1447]  C[%2118, %2119, %2120, %2121]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2123 = llvm.extractvalue %2122[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2124 = llvm.extractvalue %2122[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2125 = llvm.insertelement %2123, %0[%17 : i32] : vector<2xf32>
    %2126 = llvm.insertelement %2124, %2125[%40 : i32] : vector<2xf32>
    %2127 = llvm.extractvalue %2122[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2128 = llvm.extractvalue %2122[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2129 = llvm.insertelement %2127, %0[%17 : i32] : vector<2xf32>
    %2130 = llvm.insertelement %2128, %2129[%40 : i32] : vector<2xf32>
    %2131 = llvm.extractelement %2035[%14 : i64] : vector<2xf32>
    %2132 = llvm.extractelement %2035[%59 : i64] : vector<2xf32>
    %2133 = llvm.extractelement %2039[%14 : i64] : vector<2xf32>
    %2134 = llvm.extractelement %2039[%59 : i64] : vector<2xf32>
    %2135 = nvvm.mma.sync A[%495, %559, %499, %563]  B[%1449, %1451]  C[%2131, %2132, %2133, %2134]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2136 = llvm.extractvalue %2135[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2137 = llvm.extractvalue %2135[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2138 = llvm.insertelement %2136, %0[%17 : i32] : vector<2xf32>
    %2139 = llvm.insertelement %2137, %2138[%40 : i32] : vector<2xf32>
    %2140 = llvm.extractvalue %2135[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2141 = llvm.extractvalue %2135[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2142 = llvm.insertelement %2140, %0[%17 : i32] : vector<2xf32>
    %2143 = llvm.insertelement %2141, %2142[%40 : i32] : vector<2xf32>
    %2144 = llvm.extractelement %2048[%14 : i64] : vector<2xf32>
    %2145 = llvm.extractelement %2048[%59 : i64] : vector<2xf32>
    %2146 = llvm.extractelement %2052[%14 : i64] : vector<2xf32>
    %2147 = llvm.extractelement %2052[%59 : i64] : vector<2xf32>
    %2148 = nvvm.mma.sync A[%623, %687, %627, %691]  B[%1437, %1439]  C[%2144, %2145, %2146, %2147]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2149 = llvm.extractvalue %2148[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2150 = llvm.extractvalue %2148[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2151 = llvm.insertelement %2149, %0[%17 : i32] : vector<2xf32>
    %2152 = llvm.insertelement %2150, %2151[%40 : i32] : vector<2xf32>
    %2153 = llvm.extractvalue %2148[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2154 = llvm.extractvalue %2148[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2155 = llvm.insertelement %2153, %0[%17 : i32] : vector<2xf32>
    %2156 = llvm.insertelement %2154, %2155[%40 : i32] : vector<2xf32>
    %2157 = llvm.extractelement %2061[%14 : i64] : vector<2xf32>
    %2158 = llvm.extractelement %2061[%59 : i64] : vector<2xf32>
    %2159 = llvm.extractelement %2065[%14 : i64] : vector<2xf32>
    %2160 = llvm.extractelement %2065[%59 : i64] : vector<2xf32>
    %2161 = nvvm.mma.sync A[%623, %687, %627, %691]  B[%1441, %1443]  C[%2157, %2158, %2159, %2160]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2162 = llvm.extractvalue %2161[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2163 = llvm.extractvalue %2161[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2164 = llvm.insertelement %2162, %0[%17 : i32] : vector<2xf32>
    %2165 = llvm.insertelement %2163, %2164[%40 : i32] : vector<2xf32>
    %2166 = llvm.extractvalue %2161[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2167 = llvm.extractvalue %2161[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2168 = llvm.insertelement %2166, %0[%17 : i32] : vector<2xf32>
    %2169 = llvm.insertelement %2167, %2168[%40 : i32] : vector<2xf32>
    %2170 = llvm.extractelement %2074[%14 : i64] : vector<2xf32>
    %2171 = llvm.extractelement %2074[%59 : i64] : vector<2xf32>
    %2172 = llvm.extractelement %2078[%14 : i64] : vector<2xf32>
    %2173 = llvm.extractelement %2078[%59 : i64] : vector<2xf32>
    %2174 = nvvm.mma.sync A[%623, %687, %627, %691]  B[%1445, %1447]  C[%2170, %2171, %2172, %2173]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2175 = llvm.extractvalue %2174[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2176 = llvm.extractvalue %2174[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2177 = llvm.insertelement %2175, %0[%17 : i32] : vector<2xf32>
    %2178 = llvm.insertelement %2176, %2177[%40 : i32] : vector<2xf32>
    %2179 = llvm.extractvalue %2174[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2180 = llvm.extractvalue %2174[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2181 = llvm.insertelement %2179, %0[%17 : i32] : vector<2xf32>
    %2182 = llvm.insertelement %2180, %2181[%40 : i32] : vector<2xf32>
    %2183 = llvm.extractelement %2087[%14 : i64] : vector<2xf32>
    %2184 = llvm.extractelement %2087[%59 : i64] : vector<2xf32>
    %2185 = llvm.extractelement %2091[%14 : i64] : vector<2xf32>
    %2186 = llvm.extractelement %2091[%59 : i64] : vector<2xf32>
    %2187 = nvvm.mma.sync A[%623, %687, %627, %691]  B[%1449, %1451]  C[%2183, %2184, %2185, %2186]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2188 = llvm.extractvalue %2187[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2189 = llvm.extractvalue %2187[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2190 = llvm.insertelement %2188, %0[%17 : i32] : vector<2xf32>
    %2191 = llvm.insertelement %2189, %2190[%40 : i32] : vector<2xf32>
    %2192 = llvm.extractvalue %2187[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2193 = llvm.extractvalue %2187[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2194 = llvm.insertelement %2192, %0[%17 : i32] : vector<2xf32>
    %2195 = llvm.insertelement %2193, %2194[%40 : i32] : vector<2xf32>
    %2196 = llvm.extractelement %2100[%14 : i64] : vector<2xf32>
    %2197 = llvm.extractelement %2100[%59 : i64] : vector<2xf32>
    %2198 = llvm.extractelement %2104[%14 : i64] : vector<2xf32>
    %2199 = llvm.extractelement %2104[%59 : i64] : vector<2xf32>
    %2200 = nvvm.mma.sync A[%503, %567, %507, %571]  B[%1453, %1455]  C[%2196, %2197, %2198, %2199]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2201 = llvm.extractvalue %2200[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2202 = llvm.extractvalue %2200[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2203 = llvm.insertelement %2201, %0[%17 : i32] : vector<2xf32>
    %2204 = llvm.insertelement %2202, %2203[%40 : i32] : vector<2xf32>
    %2205 = llvm.extractvalue %2200[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2206 = llvm.extractvalue %2200[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2207 = llvm.insertelement %2205, %0[%17 : i32] : vector<2xf32>
    %2208 = llvm.insertelement %2206, %2207[%40 : i32] : vector<2xf32>
    %2209 = llvm.extractelement %2113[%14 : i64] : vector<2xf32>
    %2210 = llvm.extractelement %2113[%59 : i64] : vector<2xf32>
    %2211 = llvm.extractelement %2117[%14 : i64] : vector<2xf32>
    %2212 = llvm.extractelement %2117[%59 : i64] : vector<2xf32>
    %2213 = nvvm.mma.sync A[%503, %567, %507, %571]  B[%1457, %1459]  C[%2209, %2210, %2211, %2212]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2214 = llvm.extractvalue %2213[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2215 = llvm.extractvalue %2213[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2216 = llvm.insertelement %2214, %0[%17 : i32] : vector<2xf32>
    %2217 = llvm.insertelement %2215, %2216[%40 : i32] : vector<2xf32>
    %2218 = llvm.extractvalue %2213[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2219 = llvm.extractvalue %2213[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2220 = llvm.insertelement %2218, %0[%17 : i32] : vector<2xf32>
    %2221 = llvm.insertelement %2219, %2220[%40 : i32] : vector<2xf32>
    %2222 = llvm.extractelement %2126[%14 : i64] : vector<2xf32>
    %2223 = llvm.extractelement %2126[%59 : i64] : vector<2xf32>
    %2224 = llvm.extractelement %2130[%14 : i64] : vector<2xf32>
    %2225 = llvm.extractelement %2130[%59 : i64] : vector<2xf32>
    %2226 = nvvm.mma.sync A[%503, %567, %507, %571]  B[%1461, %1463]  C[%2222, %2223, %2224, %2225]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2227 = llvm.extractvalue %2226[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2228 = llvm.extractvalue %2226[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2229 = llvm.insertelement %2227, %0[%17 : i32] : vector<2xf32>
    %2230 = llvm.insertelement %2228, %2229[%40 : i32] : vector<2xf32>
    %2231 = llvm.extractvalue %2226[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2232 = llvm.extractvalue %2226[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2233 = llvm.insertelement %2231, %0[%17 : i32] : vector<2xf32>
    %2234 = llvm.insertelement %2232, %2233[%40 : i32] : vector<2xf32>
    %2235 = llvm.extractelement %2139[%14 : i64] : vector<2xf32>
    %2236 = llvm.extractelement %2139[%59 : i64] : vector<2xf32>
    %2237 = llvm.extractelement %2143[%14 : i64] : vector<2xf32>
    %2238 = llvm.extractelement %2143[%59 : i64] : vector<2xf32>
    %2239 = nvvm.mma.sync A[%503, %567, %507, %571]  B[%1465, %1467]  C[%2235, %2236, %2237, %2238]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2240 = llvm.extractvalue %2239[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2241 = llvm.extractvalue %2239[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2242 = llvm.insertelement %2240, %0[%17 : i32] : vector<2xf32>
    %2243 = llvm.insertelement %2241, %2242[%40 : i32] : vector<2xf32>
    %2244 = llvm.extractvalue %2239[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2245 = llvm.extractvalue %2239[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2246 = llvm.insertelement %2244, %0[%17 : i32] : vector<2xf32>
    %2247 = llvm.insertelement %2245, %2246[%40 : i32] : vector<2xf32>
    %2248 = llvm.extractelement %2152[%14 : i64] : vector<2xf32>
    %2249 = llvm.extractelement %2152[%59 : i64] : vector<2xf32>
    %2250 = llvm.extractelement %2156[%14 : i64] : vector<2xf32>
    %2251 = llvm.extractelement %2156[%59 : i64] : vector<2xf32>
    %2252 = nvvm.mma.sync A[%631, %695, %635, %699]  B[%1453, %1455]  C[%2248, %2249, %2250, %2251]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2253 = llvm.extractvalue %2252[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2254 = llvm.extractvalue %2252[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2255 = llvm.insertelement %2253, %0[%17 : i32] : vector<2xf32>
    %2256 = llvm.insertelement %2254, %2255[%40 : i32] : vector<2xf32>
    %2257 = llvm.extractvalue %2252[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2258 = llvm.extractvalue %2252[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2259 = llvm.insertelement %2257, %0[%17 : i32] : vector<2xf32>
    %2260 = llvm.insertelement %2258, %2259[%40 : i32] : vector<2xf32>
    %2261 = llvm.extractelement %2165[%14 : i64] : vector<2xf32>
    %2262 = llvm.extractelement %2165[%59 : i64] : vector<2xf32>
    %2263 = llvm.extractelement %2169[%14 : i64] : vector<2xf32>
    %2264 = llvm.extractelement %2169[%59 : i64] : vector<2xf32>
    %2265 = nvvm.mma.sync A[%631, %695, %635, %699]  B[%1457, %1459]  C[%2261, %2262, %2263, %2264]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2266 = llvm.extractvalue %2265[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2267 = llvm.extractvalue %2265[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2268 = llvm.insertelement %2266, %0[%17 : i32] : vector<2xf32>
    %2269 = llvm.insertelement %2267, %2268[%40 : i32] : vector<2xf32>
    %2270 = llvm.extractvalue %2265[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2271 = llvm.extractvalue %2265[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2272 = llvm.insertelement %2270, %0[%17 : i32] : vector<2xf32>
    %2273 = llvm.insertelement %2271, %2272[%40 : i32] : vector<2xf32>
    %2274 = llvm.extractelement %2178[%14 : i64] : vector<2xf32>
    %2275 = llvm.extractelement %2178[%59 : i64] : vector<2xf32>
    %2276 = llvm.extractelement %2182[%14 : i64] : vector<2xf32>
    %2277 = llvm.extractelement %2182[%59 : i64] : vector<2xf32>
    %2278 = nvvm.mma.sync A[%631, %695, %635, %699]  B[%1461, %1463]  C[%2274, %2275, %2276, %2277]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2279 = llvm.extractvalue %2278[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2280 = llvm.extractvalue %2278[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2281 = llvm.insertelement %2279, %0[%17 : i32] : vector<2xf32>
    %2282 = llvm.insertelement %2280, %2281[%40 : i32] : vector<2xf32>
    %2283 = llvm.extractvalue %2278[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2284 = llvm.extractvalue %2278[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2285 = llvm.insertelement %2283, %0[%17 : i32] : vector<2xf32>
    %2286 = llvm.insertelement %2284, %2285[%40 : i32] : vector<2xf32>
    %2287 = llvm.extractelement %2191[%14 : i64] : vector<2xf32>
    %2288 = llvm.extractelement %2191[%59 : i64] : vector<2xf32>
    %2289 = llvm.extractelement %2195[%14 : i64] : vector<2xf32>
    %2290 = llvm.extractelement %2195[%59 : i64] : vector<2xf32>
    %2291 = nvvm.mma.sync A[%631, %695, %635, %699]  B[%1465, %1467]  C[%2287, %2288, %2289, %2290]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2292 = llvm.extractvalue %2291[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2293 = llvm.extractvalue %2291[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2294 = llvm.insertelement %2292, %0[%17 : i32] : vector<2xf32>
    %2295 = llvm.insertelement %2293, %2294[%40 : i32] : vector<2xf32>
    %2296 = llvm.extractvalue %2291[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2297 = llvm.extractvalue %2291[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2298 = llvm.insertelement %2296, %0[%17 : i32] : vector<2xf32>
    %2299 = llvm.insertelement %2297, %2298[%40 : i32] : vector<2xf32>
    %2300 = llvm.add %281, %27 : i32
    llvm.br ^bb1(%2300, %2295, %2299, %2282, %2286, %2269, %2273, %2256, %2260, %2243, %2247, %2230, %2234, %2217, %2221, %2204, %2208 : i32, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>)
  ^bb3:  // pred: ^bb1
    %2301 = llvm.add %240, %71 overflow<nsw> : i32
    %2302 = llvm.add %2301, %182 : i32
    %2303 = llvm.zext %2302 : i32 to i64
    %2304 = llvm.getelementptr %arg2[%2303] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %2305 = llvm.load %2304 <alignment = 4> : !llvm.ptr<1> -> vector<2xf32>
    %2306 = llvm.add %2302, %27 overflow<nsw> : i32
    %2307 = llvm.zext %2306 : i32 to i64
    %2308 = llvm.getelementptr %arg2[%2307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %2309 = llvm.load %2308 <alignment = 4> : !llvm.ptr<1> -> vector<2xf32>
    %2310 = llvm.add %2302, %19 overflow<nsw> : i32
    %2311 = llvm.zext %2310 : i32 to i64
    %2312 = llvm.getelementptr %arg2[%2311] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %2313 = llvm.load %2312 <alignment = 4> : !llvm.ptr<1> -> vector<2xf32>
    %2314 = llvm.add %2302, %29 overflow<nsw> : i32
    %2315 = llvm.zext %2314 : i32 to i64
    %2316 = llvm.getelementptr %arg2[%2315] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %2317 = llvm.load %2316 <alignment = 4> : !llvm.ptr<1> -> vector<2xf32>
    %2318 = llvm.fadd %296, %2305 : vector<2xf32>
    %2319 = llvm.fadd %297, %2305 : vector<2xf32>
    %2320 = llvm.fadd %294, %2309 : vector<2xf32>
    %2321 = llvm.fadd %295, %2309 : vector<2xf32>
    %2322 = llvm.fadd %292, %2313 : vector<2xf32>
    %2323 = llvm.fadd %293, %2313 : vector<2xf32>
    %2324 = llvm.fadd %290, %2317 : vector<2xf32>
    %2325 = llvm.fadd %291, %2317 : vector<2xf32>
    %2326 = llvm.fadd %288, %2305 : vector<2xf32>
    %2327 = llvm.fadd %289, %2305 : vector<2xf32>
    %2328 = llvm.fadd %286, %2309 : vector<2xf32>
    %2329 = llvm.fadd %287, %2309 : vector<2xf32>
    %2330 = llvm.fadd %284, %2313 : vector<2xf32>
    %2331 = llvm.fadd %285, %2313 : vector<2xf32>
    %2332 = llvm.fadd %282, %2317 : vector<2xf32>
    %2333 = llvm.fadd %283, %2317 : vector<2xf32>
    %2334 = llvm.intr.maximum(%2318, %15) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2335 = llvm.intr.maximum(%2319, %15) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2336 = llvm.intr.maximum(%2320, %15) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2337 = llvm.intr.maximum(%2321, %15) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2338 = llvm.intr.maximum(%2322, %15) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2339 = llvm.intr.maximum(%2323, %15) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2340 = llvm.intr.maximum(%2324, %15) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2341 = llvm.intr.maximum(%2325, %15) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2342 = llvm.intr.maximum(%2326, %15) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2343 = llvm.intr.maximum(%2327, %15) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2344 = llvm.intr.maximum(%2328, %15) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2345 = llvm.intr.maximum(%2329, %15) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2346 = llvm.intr.maximum(%2330, %15) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2347 = llvm.intr.maximum(%2331, %15) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2348 = llvm.intr.maximum(%2332, %15) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2349 = llvm.intr.maximum(%2333, %15) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2350 = llvm.mul %163, %56 overflow<nsw> : i32
    %2351 = llvm.add %199, %2350 : i32
    %2352 = llvm.mul %164, %27 overflow<nsw> : i32
    %2353 = llvm.add %239, %2352 : i32
    %2354 = llvm.mul %2351, %19 overflow<nsw> : i32
    %2355 = llvm.add %2354, %69 overflow<nsw> : i32
    %2356 = llvm.zext %2355 : i32 to i64
    %2357 = llvm.mul %2353, %27 overflow<nsw> : i32
    %2358 = llvm.add %2357, %71 overflow<nsw> : i32
    %2359 = llvm.zext %2358 : i32 to i64
    %2360 = llvm.mul %2356, %57 : i64
    %2361 = llvm.add %2360, %2359 : i64
    %2362 = llvm.getelementptr %arg3[%2361] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %2334, %2362 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %2363 = llvm.add %2358, %27 overflow<nsw> : i32
    %2364 = llvm.zext %2363 : i32 to i64
    %2365 = llvm.mul %2356, %57 : i64
    %2366 = llvm.add %2365, %2364 : i64
    %2367 = llvm.getelementptr %arg3[%2366] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %2336, %2367 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %2368 = llvm.add %2358, %19 overflow<nsw> : i32
    %2369 = llvm.zext %2368 : i32 to i64
    %2370 = llvm.mul %2356, %57 : i64
    %2371 = llvm.add %2370, %2369 : i64
    %2372 = llvm.getelementptr %arg3[%2371] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %2338, %2372 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %2373 = llvm.add %2358, %29 overflow<nsw> : i32
    %2374 = llvm.zext %2373 : i32 to i64
    %2375 = llvm.mul %2356, %57 : i64
    %2376 = llvm.add %2375, %2374 : i64
    %2377 = llvm.getelementptr %arg3[%2376] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %2340, %2377 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %2378 = llvm.add %2355, %27 overflow<nsw> : i32
    %2379 = llvm.zext %2378 : i32 to i64
    %2380 = llvm.mul %2379, %57 : i64
    %2381 = llvm.add %2380, %2359 : i64
    %2382 = llvm.getelementptr %arg3[%2381] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %2335, %2382 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %2383 = llvm.mul %2379, %57 : i64
    %2384 = llvm.add %2383, %2364 : i64
    %2385 = llvm.getelementptr %arg3[%2384] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %2337, %2385 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %2386 = llvm.mul %2379, %57 : i64
    %2387 = llvm.add %2386, %2369 : i64
    %2388 = llvm.getelementptr %arg3[%2387] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %2339, %2388 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %2389 = llvm.mul %2379, %57 : i64
    %2390 = llvm.add %2389, %2374 : i64
    %2391 = llvm.getelementptr %arg3[%2390] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %2341, %2391 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %2392 = llvm.add %2355, %19 overflow<nsw> : i32
    %2393 = llvm.zext %2392 : i32 to i64
    %2394 = llvm.mul %2393, %57 : i64
    %2395 = llvm.add %2394, %2359 : i64
    %2396 = llvm.getelementptr %arg3[%2395] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %2342, %2396 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %2397 = llvm.mul %2393, %57 : i64
    %2398 = llvm.add %2397, %2364 : i64
    %2399 = llvm.getelementptr %arg3[%2398] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %2344, %2399 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %2400 = llvm.mul %2393, %57 : i64
    %2401 = llvm.add %2400, %2369 : i64
    %2402 = llvm.getelementptr %arg3[%2401] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %2346, %2402 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %2403 = llvm.mul %2393, %57 : i64
    %2404 = llvm.add %2403, %2374 : i64
    %2405 = llvm.getelementptr %arg3[%2404] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %2348, %2405 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %2406 = llvm.add %2355, %29 overflow<nsw> : i32
    %2407 = llvm.zext %2406 : i32 to i64
    %2408 = llvm.mul %2407, %57 : i64
    %2409 = llvm.add %2408, %2359 : i64
    %2410 = llvm.getelementptr %arg3[%2409] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %2343, %2410 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %2411 = llvm.mul %2407, %57 : i64
    %2412 = llvm.add %2411, %2364 : i64
    %2413 = llvm.getelementptr %arg3[%2412] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %2345, %2413 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %2414 = llvm.mul %2407, %57 : i64
    %2415 = llvm.add %2414, %2369 : i64
    %2416 = llvm.getelementptr %arg3[%2415] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %2347, %2416 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %2417 = llvm.mul %2407, %57 : i64
    %2418 = llvm.add %2417, %2374 : i64
    %2419 = llvm.getelementptr %arg3[%2418] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %2349, %2419 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    nvvm.barrier
    llvm.return
  }
  iree_codegen.dispatch_config @mm_bias_relu_dispatch_0_matmul_128x128x256_f16xf16xf32 workgroup_size = [128, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c4, %c1, %c1 : index, index, index
  }
}
