module {
  llvm.mlir.global external @__dynamic_shared_memory__() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global private @__shared_memory___0() {addr_space = 3 : i32, alignment = 2 : i64} : !llvm.array<32 x array<132 x f16>>
  llvm.mlir.global private @__shared_memory__() {addr_space = 3 : i32, alignment = 2 : i64} : !llvm.array<64 x array<132 x f16>>
  llvm.func @mm_tb_dispatch_0_matmul_like_64x128x256_f16xf16xf32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 128, 1, 1>} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.poison : vector<2xf32>
    %2 = llvm.mlir.constant(128 : i64) : i64
    %3 = llvm.mlir.constant(true) : i1
    %4 = llvm.mlir.constant(256 : i64) : i64
    %5 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.mlir.constant(0 : i64) : i64
    %8 = llvm.getelementptr %5[%6, %7] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %9 = llvm.mlir.constant(64 : i64) : i64
    %10 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %11 = llvm.mlir.constant(0 : i64) : i64
    %12 = llvm.mlir.constant(16896 : i64) : i64
    %13 = llvm.getelementptr %10[%11, %12] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %14 = llvm.mlir.constant(dense<0.000000e+00> : vector<2xf32>) : vector<2xf32>
    %15 = llvm.mlir.constant(0 : i64) : i64
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
    %28 = llvm.mlir.constant(24 : i32) : i32
    %29 = llvm.mlir.constant(40 : i32) : i32
    %30 = llvm.mlir.constant(48 : i32) : i32
    %31 = llvm.mlir.constant(56 : i32) : i32
    %32 = llvm.mlir.constant(72 : i32) : i32
    %33 = llvm.mlir.constant(80 : i32) : i32
    %34 = llvm.mlir.constant(88 : i32) : i32
    %35 = llvm.mlir.constant(96 : i32) : i32
    %36 = llvm.mlir.constant(104 : i32) : i32
    %37 = llvm.mlir.constant(112 : i32) : i32
    %38 = llvm.mlir.constant(120 : i32) : i32
    %39 = llvm.mlir.constant(4 : i32) : i32
    %40 = llvm.mlir.constant(2 : i32) : i32
    %41 = llvm.mlir.constant(132 : i64) : i64
    %42 = llvm.mlir.constant(1 : i64) : i64
    %43 = llvm.getelementptr %13[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x array<132 x f16>>
    %44 = llvm.getelementptr %8[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<64 x array<132 x f16>>
    %45 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
    %46 = llvm.sext %45 : i32 to i64
    llvm.intr.assume %3 ["align"(%arg0, %9 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %3 ["align"(%arg1, %9 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %3 ["align"(%arg2, %9 : !llvm.ptr<1>, i64)] : i1
    %47 = llvm.trunc %46 : i64 to i32
    %48 = llvm.udiv %47, %16 : i32
    %49 = llvm.urem %47, %16 : i32
    %50 = llvm.udiv %49, %18 : i32
    %51 = llvm.urem %47, %18 : i32
    %52 = llvm.udiv %51, %39 : i32
    %53 = llvm.urem %51, %39 : i32
    %54 = llvm.mul %53, %40 overflow<nsw> : i32
    %55 = llvm.zext %54 : i32 to i64
    %56 = llvm.udiv %47, %19 : i32
    %57 = llvm.zext %56 : i32 to i64
    %58 = llvm.urem %47, %19 : i32
    %59 = llvm.add %47, %20 overflow<nsw> : i32
    %60 = llvm.udiv %59, %19 : i32
    %61 = llvm.zext %60 : i32 to i64
    %62 = llvm.urem %59, %19 : i32
    %63 = llvm.add %47, %21 overflow<nsw> : i32
    %64 = llvm.udiv %63, %19 : i32
    %65 = llvm.zext %64 : i32 to i64
    %66 = llvm.urem %63, %19 : i32
    %67 = llvm.add %47, %22 overflow<nsw> : i32
    %68 = llvm.udiv %67, %19 : i32
    %69 = llvm.zext %68 : i32 to i64
    %70 = llvm.urem %67, %19 : i32
    %71 = llvm.add %47, %23 overflow<nsw> : i32
    %72 = llvm.udiv %71, %19 : i32
    %73 = llvm.zext %72 : i32 to i64
    %74 = llvm.urem %71, %19 : i32
    %75 = llvm.add %47, %24 overflow<nsw> : i32
    %76 = llvm.udiv %75, %19 : i32
    %77 = llvm.zext %76 : i32 to i64
    %78 = llvm.urem %75, %19 : i32
    %79 = llvm.add %47, %25 overflow<nsw> : i32
    %80 = llvm.udiv %79, %19 : i32
    %81 = llvm.zext %80 : i32 to i64
    %82 = llvm.urem %79, %19 : i32
    %83 = llvm.add %47, %26 overflow<nsw> : i32
    %84 = llvm.udiv %83, %19 : i32
    %85 = llvm.zext %84 : i32 to i64
    %86 = llvm.urem %83, %19 : i32
    %87 = llvm.mul %58, %27 overflow<nsw> : i32
    %88 = llvm.zext %87 : i32 to i64
    %89 = llvm.mul %62, %27 overflow<nsw> : i32
    %90 = llvm.zext %89 : i32 to i64
    %91 = llvm.mul %66, %27 overflow<nsw> : i32
    %92 = llvm.zext %91 : i32 to i64
    %93 = llvm.mul %70, %27 overflow<nsw> : i32
    %94 = llvm.zext %93 : i32 to i64
    %95 = llvm.mul %74, %27 overflow<nsw> : i32
    %96 = llvm.zext %95 : i32 to i64
    %97 = llvm.mul %78, %27 overflow<nsw> : i32
    %98 = llvm.zext %97 : i32 to i64
    %99 = llvm.mul %82, %27 overflow<nsw> : i32
    %100 = llvm.zext %99 : i32 to i64
    %101 = llvm.mul %86, %27 overflow<nsw> : i32
    %102 = llvm.zext %101 : i32 to i64
    %103 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 4> : i32
    %104 = llvm.sext %103 : i32 to i64
    %105 = llvm.trunc %104 : i64 to i32
    %106 = llvm.mul %105, %18 overflow<nsw> : i32
    %107 = llvm.add %56, %106 : i32
    %108 = llvm.zext %107 : i32 to i64
    %109 = llvm.add %60, %106 : i32
    %110 = llvm.zext %109 : i32 to i64
    %111 = llvm.add %64, %106 : i32
    %112 = llvm.zext %111 : i32 to i64
    %113 = llvm.add %68, %106 : i32
    %114 = llvm.zext %113 : i32 to i64
    %115 = llvm.mul %48, %18 overflow<nsw> : i32
    %116 = llvm.add %115, %52 overflow<nsw> : i32
    %117 = llvm.zext %116 : i32 to i64
    %118 = llvm.add %54, %27 overflow<nsw> : i32
    %119 = llvm.zext %118 : i32 to i64
    %120 = llvm.add %54, %19 overflow<nsw> : i32
    %121 = llvm.zext %120 : i32 to i64
    %122 = llvm.add %54, %28 overflow<nsw> : i32
    %123 = llvm.zext %122 : i32 to i64
    %124 = llvm.add %54, %18 overflow<nsw> : i32
    %125 = llvm.zext %124 : i32 to i64
    %126 = llvm.add %54, %29 overflow<nsw> : i32
    %127 = llvm.zext %126 : i32 to i64
    %128 = llvm.add %54, %30 overflow<nsw> : i32
    %129 = llvm.zext %128 : i32 to i64
    %130 = llvm.add %54, %31 overflow<nsw> : i32
    %131 = llvm.zext %130 : i32 to i64
    %132 = llvm.add %54, %16 overflow<nsw> : i32
    %133 = llvm.zext %132 : i32 to i64
    %134 = llvm.add %54, %32 overflow<nsw> : i32
    %135 = llvm.zext %134 : i32 to i64
    %136 = llvm.add %54, %33 overflow<nsw> : i32
    %137 = llvm.zext %136 : i32 to i64
    %138 = llvm.add %54, %34 overflow<nsw> : i32
    %139 = llvm.zext %138 : i32 to i64
    %140 = llvm.add %54, %35 overflow<nsw> : i32
    %141 = llvm.zext %140 : i32 to i64
    %142 = llvm.add %54, %36 overflow<nsw> : i32
    %143 = llvm.zext %142 : i32 to i64
    %144 = llvm.add %54, %37 overflow<nsw> : i32
    %145 = llvm.zext %144 : i32 to i64
    %146 = llvm.add %54, %38 overflow<nsw> : i32
    %147 = llvm.zext %146 : i32 to i64
    %148 = llvm.add %116, %27 overflow<nsw> : i32
    %149 = llvm.zext %148 : i32 to i64
    %150 = llvm.add %116, %19 overflow<nsw> : i32
    %151 = llvm.zext %150 : i32 to i64
    %152 = llvm.add %116, %28 overflow<nsw> : i32
    %153 = llvm.zext %152 : i32 to i64
    %154 = llvm.mul %50, %40 overflow<nsw> : i32
    %155 = llvm.mul %50, %19 overflow<nsw> : i32
    %156 = llvm.add %155, %52 overflow<nsw> : i32
    %157 = llvm.zext %156 : i32 to i64
    %158 = llvm.add %156, %27 overflow<nsw> : i32
    %159 = llvm.zext %158 : i32 to i64
    llvm.br ^bb1(%17, %14, %14, %14, %14, %14, %14, %14, %14 : i32, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>)
  ^bb1(%160: i32, %161: vector<2xf32>, %162: vector<2xf32>, %163: vector<2xf32>, %164: vector<2xf32>, %165: vector<2xf32>, %166: vector<2xf32>, %167: vector<2xf32>, %168: vector<2xf32>):  // 2 preds: ^bb0, ^bb2
    %169 = llvm.icmp "slt" %160, %19 : i32
    llvm.cond_br %169, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    nvvm.barrier
    %170 = llvm.mul %160, %19 overflow<nsw> : i32
    %171 = llvm.add %87, %170 : i32
    %172 = llvm.zext %171 : i32 to i64
    %173 = llvm.mul %57, %4 : i64
    %174 = llvm.add %173, %172 : i64
    %175 = llvm.getelementptr %arg0[%174] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %176 = llvm.load %175 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %177 = llvm.mul %57, %41 : i64
    %178 = llvm.add %177, %88 : i64
    %179 = llvm.getelementptr %44[%178] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %176, %179 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %180 = llvm.add %89, %170 : i32
    %181 = llvm.zext %180 : i32 to i64
    %182 = llvm.mul %61, %4 : i64
    %183 = llvm.add %182, %181 : i64
    %184 = llvm.getelementptr %arg0[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %185 = llvm.load %184 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %186 = llvm.mul %61, %41 : i64
    %187 = llvm.add %186, %90 : i64
    %188 = llvm.getelementptr %44[%187] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %185, %188 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %189 = llvm.add %91, %170 : i32
    %190 = llvm.zext %189 : i32 to i64
    %191 = llvm.mul %65, %4 : i64
    %192 = llvm.add %191, %190 : i64
    %193 = llvm.getelementptr %arg0[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %194 = llvm.load %193 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %195 = llvm.mul %65, %41 : i64
    %196 = llvm.add %195, %92 : i64
    %197 = llvm.getelementptr %44[%196] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %194, %197 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %198 = llvm.add %93, %170 : i32
    %199 = llvm.zext %198 : i32 to i64
    %200 = llvm.mul %69, %4 : i64
    %201 = llvm.add %200, %199 : i64
    %202 = llvm.getelementptr %arg0[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %203 = llvm.load %202 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %204 = llvm.mul %69, %41 : i64
    %205 = llvm.add %204, %94 : i64
    %206 = llvm.getelementptr %44[%205] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %203, %206 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %207 = llvm.add %95, %170 : i32
    %208 = llvm.zext %207 : i32 to i64
    %209 = llvm.mul %73, %4 : i64
    %210 = llvm.add %209, %208 : i64
    %211 = llvm.getelementptr %arg0[%210] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %212 = llvm.load %211 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %213 = llvm.mul %73, %41 : i64
    %214 = llvm.add %213, %96 : i64
    %215 = llvm.getelementptr %44[%214] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %212, %215 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %216 = llvm.add %97, %170 : i32
    %217 = llvm.zext %216 : i32 to i64
    %218 = llvm.mul %77, %4 : i64
    %219 = llvm.add %218, %217 : i64
    %220 = llvm.getelementptr %arg0[%219] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %221 = llvm.load %220 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %222 = llvm.mul %77, %41 : i64
    %223 = llvm.add %222, %98 : i64
    %224 = llvm.getelementptr %44[%223] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %221, %224 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %225 = llvm.add %99, %170 : i32
    %226 = llvm.zext %225 : i32 to i64
    %227 = llvm.mul %81, %4 : i64
    %228 = llvm.add %227, %226 : i64
    %229 = llvm.getelementptr %arg0[%228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %230 = llvm.load %229 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %231 = llvm.mul %81, %41 : i64
    %232 = llvm.add %231, %100 : i64
    %233 = llvm.getelementptr %44[%232] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %230, %233 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %234 = llvm.add %101, %170 : i32
    %235 = llvm.zext %234 : i32 to i64
    %236 = llvm.mul %85, %4 : i64
    %237 = llvm.add %236, %235 : i64
    %238 = llvm.getelementptr %arg0[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %239 = llvm.load %238 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %240 = llvm.mul %85, %41 : i64
    %241 = llvm.add %240, %102 : i64
    %242 = llvm.getelementptr %44[%241] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %239, %242 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %243 = llvm.mul %108, %4 : i64
    %244 = llvm.add %243, %172 : i64
    %245 = llvm.getelementptr %arg1[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %246 = llvm.load %245 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %247 = llvm.mul %57, %41 : i64
    %248 = llvm.add %247, %88 : i64
    %249 = llvm.getelementptr %43[%248] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %246, %249 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %250 = llvm.mul %110, %4 : i64
    %251 = llvm.add %250, %181 : i64
    %252 = llvm.getelementptr %arg1[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %253 = llvm.load %252 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %254 = llvm.mul %61, %41 : i64
    %255 = llvm.add %254, %90 : i64
    %256 = llvm.getelementptr %43[%255] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %253, %256 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %257 = llvm.mul %112, %4 : i64
    %258 = llvm.add %257, %190 : i64
    %259 = llvm.getelementptr %arg1[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %260 = llvm.load %259 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %261 = llvm.mul %65, %41 : i64
    %262 = llvm.add %261, %92 : i64
    %263 = llvm.getelementptr %43[%262] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %260, %263 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %264 = llvm.mul %114, %4 : i64
    %265 = llvm.add %264, %199 : i64
    %266 = llvm.getelementptr %arg1[%265] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %267 = llvm.load %266 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %268 = llvm.mul %69, %41 : i64
    %269 = llvm.add %268, %94 : i64
    %270 = llvm.getelementptr %43[%269] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %267, %270 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    nvvm.barrier
    %271 = llvm.mul %117, %41 : i64
    %272 = llvm.add %271, %55 : i64
    %273 = llvm.getelementptr %44[%272] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %274 = llvm.load %273 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %275 = llvm.mul %117, %41 : i64
    %276 = llvm.add %275, %119 : i64
    %277 = llvm.getelementptr %44[%276] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %278 = llvm.load %277 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %279 = llvm.mul %117, %41 : i64
    %280 = llvm.add %279, %121 : i64
    %281 = llvm.getelementptr %44[%280] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %282 = llvm.load %281 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %283 = llvm.mul %117, %41 : i64
    %284 = llvm.add %283, %123 : i64
    %285 = llvm.getelementptr %44[%284] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %286 = llvm.load %285 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %287 = llvm.mul %117, %41 : i64
    %288 = llvm.add %287, %125 : i64
    %289 = llvm.getelementptr %44[%288] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %290 = llvm.load %289 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %291 = llvm.mul %117, %41 : i64
    %292 = llvm.add %291, %127 : i64
    %293 = llvm.getelementptr %44[%292] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %294 = llvm.load %293 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %295 = llvm.mul %117, %41 : i64
    %296 = llvm.add %295, %129 : i64
    %297 = llvm.getelementptr %44[%296] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %298 = llvm.load %297 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %299 = llvm.mul %117, %41 : i64
    %300 = llvm.add %299, %131 : i64
    %301 = llvm.getelementptr %44[%300] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %302 = llvm.load %301 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %303 = llvm.mul %117, %41 : i64
    %304 = llvm.add %303, %133 : i64
    %305 = llvm.getelementptr %44[%304] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %306 = llvm.load %305 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %307 = llvm.mul %117, %41 : i64
    %308 = llvm.add %307, %135 : i64
    %309 = llvm.getelementptr %44[%308] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %310 = llvm.load %309 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %311 = llvm.mul %117, %41 : i64
    %312 = llvm.add %311, %137 : i64
    %313 = llvm.getelementptr %44[%312] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %314 = llvm.load %313 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %315 = llvm.mul %117, %41 : i64
    %316 = llvm.add %315, %139 : i64
    %317 = llvm.getelementptr %44[%316] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %318 = llvm.load %317 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %319 = llvm.mul %117, %41 : i64
    %320 = llvm.add %319, %141 : i64
    %321 = llvm.getelementptr %44[%320] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %322 = llvm.load %321 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %323 = llvm.mul %117, %41 : i64
    %324 = llvm.add %323, %143 : i64
    %325 = llvm.getelementptr %44[%324] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %326 = llvm.load %325 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %327 = llvm.mul %117, %41 : i64
    %328 = llvm.add %327, %145 : i64
    %329 = llvm.getelementptr %44[%328] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %330 = llvm.load %329 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %331 = llvm.mul %117, %41 : i64
    %332 = llvm.add %331, %147 : i64
    %333 = llvm.getelementptr %44[%332] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %334 = llvm.load %333 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %335 = llvm.mul %149, %41 : i64
    %336 = llvm.add %335, %55 : i64
    %337 = llvm.getelementptr %44[%336] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %338 = llvm.load %337 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %339 = llvm.mul %149, %41 : i64
    %340 = llvm.add %339, %119 : i64
    %341 = llvm.getelementptr %44[%340] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %342 = llvm.load %341 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %343 = llvm.mul %149, %41 : i64
    %344 = llvm.add %343, %121 : i64
    %345 = llvm.getelementptr %44[%344] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %346 = llvm.load %345 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %347 = llvm.mul %149, %41 : i64
    %348 = llvm.add %347, %123 : i64
    %349 = llvm.getelementptr %44[%348] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %350 = llvm.load %349 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %351 = llvm.mul %149, %41 : i64
    %352 = llvm.add %351, %125 : i64
    %353 = llvm.getelementptr %44[%352] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %354 = llvm.load %353 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %355 = llvm.mul %149, %41 : i64
    %356 = llvm.add %355, %127 : i64
    %357 = llvm.getelementptr %44[%356] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %358 = llvm.load %357 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %359 = llvm.mul %149, %41 : i64
    %360 = llvm.add %359, %129 : i64
    %361 = llvm.getelementptr %44[%360] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %362 = llvm.load %361 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %363 = llvm.mul %149, %41 : i64
    %364 = llvm.add %363, %131 : i64
    %365 = llvm.getelementptr %44[%364] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %366 = llvm.load %365 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %367 = llvm.mul %149, %41 : i64
    %368 = llvm.add %367, %133 : i64
    %369 = llvm.getelementptr %44[%368] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %370 = llvm.load %369 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %371 = llvm.mul %149, %41 : i64
    %372 = llvm.add %371, %135 : i64
    %373 = llvm.getelementptr %44[%372] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %374 = llvm.load %373 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %375 = llvm.mul %149, %41 : i64
    %376 = llvm.add %375, %137 : i64
    %377 = llvm.getelementptr %44[%376] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %378 = llvm.load %377 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %379 = llvm.mul %149, %41 : i64
    %380 = llvm.add %379, %139 : i64
    %381 = llvm.getelementptr %44[%380] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %382 = llvm.load %381 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %383 = llvm.mul %149, %41 : i64
    %384 = llvm.add %383, %141 : i64
    %385 = llvm.getelementptr %44[%384] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %386 = llvm.load %385 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %387 = llvm.mul %149, %41 : i64
    %388 = llvm.add %387, %143 : i64
    %389 = llvm.getelementptr %44[%388] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %390 = llvm.load %389 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %391 = llvm.mul %149, %41 : i64
    %392 = llvm.add %391, %145 : i64
    %393 = llvm.getelementptr %44[%392] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %394 = llvm.load %393 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %395 = llvm.mul %149, %41 : i64
    %396 = llvm.add %395, %147 : i64
    %397 = llvm.getelementptr %44[%396] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %398 = llvm.load %397 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %399 = llvm.mul %151, %41 : i64
    %400 = llvm.add %399, %55 : i64
    %401 = llvm.getelementptr %44[%400] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %402 = llvm.load %401 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %403 = llvm.mul %151, %41 : i64
    %404 = llvm.add %403, %119 : i64
    %405 = llvm.getelementptr %44[%404] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %406 = llvm.load %405 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %407 = llvm.mul %151, %41 : i64
    %408 = llvm.add %407, %121 : i64
    %409 = llvm.getelementptr %44[%408] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %410 = llvm.load %409 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %411 = llvm.mul %151, %41 : i64
    %412 = llvm.add %411, %123 : i64
    %413 = llvm.getelementptr %44[%412] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %414 = llvm.load %413 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %415 = llvm.mul %151, %41 : i64
    %416 = llvm.add %415, %125 : i64
    %417 = llvm.getelementptr %44[%416] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %418 = llvm.load %417 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %419 = llvm.mul %151, %41 : i64
    %420 = llvm.add %419, %127 : i64
    %421 = llvm.getelementptr %44[%420] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %422 = llvm.load %421 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %423 = llvm.mul %151, %41 : i64
    %424 = llvm.add %423, %129 : i64
    %425 = llvm.getelementptr %44[%424] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %426 = llvm.load %425 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %427 = llvm.mul %151, %41 : i64
    %428 = llvm.add %427, %131 : i64
    %429 = llvm.getelementptr %44[%428] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %430 = llvm.load %429 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %431 = llvm.mul %151, %41 : i64
    %432 = llvm.add %431, %133 : i64
    %433 = llvm.getelementptr %44[%432] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %434 = llvm.load %433 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %435 = llvm.mul %151, %41 : i64
    %436 = llvm.add %435, %135 : i64
    %437 = llvm.getelementptr %44[%436] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %438 = llvm.load %437 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %439 = llvm.mul %151, %41 : i64
    %440 = llvm.add %439, %137 : i64
    %441 = llvm.getelementptr %44[%440] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %442 = llvm.load %441 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %443 = llvm.mul %151, %41 : i64
    %444 = llvm.add %443, %139 : i64
    %445 = llvm.getelementptr %44[%444] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %446 = llvm.load %445 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %447 = llvm.mul %151, %41 : i64
    %448 = llvm.add %447, %141 : i64
    %449 = llvm.getelementptr %44[%448] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %450 = llvm.load %449 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %451 = llvm.mul %151, %41 : i64
    %452 = llvm.add %451, %143 : i64
    %453 = llvm.getelementptr %44[%452] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %454 = llvm.load %453 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %455 = llvm.mul %151, %41 : i64
    %456 = llvm.add %455, %145 : i64
    %457 = llvm.getelementptr %44[%456] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %458 = llvm.load %457 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %459 = llvm.mul %151, %41 : i64
    %460 = llvm.add %459, %147 : i64
    %461 = llvm.getelementptr %44[%460] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %462 = llvm.load %461 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %463 = llvm.mul %153, %41 : i64
    %464 = llvm.add %463, %55 : i64
    %465 = llvm.getelementptr %44[%464] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %466 = llvm.load %465 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %467 = llvm.mul %153, %41 : i64
    %468 = llvm.add %467, %119 : i64
    %469 = llvm.getelementptr %44[%468] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %470 = llvm.load %469 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %471 = llvm.mul %153, %41 : i64
    %472 = llvm.add %471, %121 : i64
    %473 = llvm.getelementptr %44[%472] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %474 = llvm.load %473 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %475 = llvm.mul %153, %41 : i64
    %476 = llvm.add %475, %123 : i64
    %477 = llvm.getelementptr %44[%476] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %478 = llvm.load %477 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %479 = llvm.mul %153, %41 : i64
    %480 = llvm.add %479, %125 : i64
    %481 = llvm.getelementptr %44[%480] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %482 = llvm.load %481 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %483 = llvm.mul %153, %41 : i64
    %484 = llvm.add %483, %127 : i64
    %485 = llvm.getelementptr %44[%484] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %486 = llvm.load %485 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %487 = llvm.mul %153, %41 : i64
    %488 = llvm.add %487, %129 : i64
    %489 = llvm.getelementptr %44[%488] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %490 = llvm.load %489 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %491 = llvm.mul %153, %41 : i64
    %492 = llvm.add %491, %131 : i64
    %493 = llvm.getelementptr %44[%492] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %494 = llvm.load %493 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %495 = llvm.mul %153, %41 : i64
    %496 = llvm.add %495, %133 : i64
    %497 = llvm.getelementptr %44[%496] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %498 = llvm.load %497 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %499 = llvm.mul %153, %41 : i64
    %500 = llvm.add %499, %135 : i64
    %501 = llvm.getelementptr %44[%500] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %502 = llvm.load %501 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %503 = llvm.mul %153, %41 : i64
    %504 = llvm.add %503, %137 : i64
    %505 = llvm.getelementptr %44[%504] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %506 = llvm.load %505 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %507 = llvm.mul %153, %41 : i64
    %508 = llvm.add %507, %139 : i64
    %509 = llvm.getelementptr %44[%508] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %510 = llvm.load %509 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %511 = llvm.mul %153, %41 : i64
    %512 = llvm.add %511, %141 : i64
    %513 = llvm.getelementptr %44[%512] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %514 = llvm.load %513 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %515 = llvm.mul %153, %41 : i64
    %516 = llvm.add %515, %143 : i64
    %517 = llvm.getelementptr %44[%516] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %518 = llvm.load %517 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %519 = llvm.mul %153, %41 : i64
    %520 = llvm.add %519, %145 : i64
    %521 = llvm.getelementptr %44[%520] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %522 = llvm.load %521 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %523 = llvm.mul %153, %41 : i64
    %524 = llvm.add %523, %147 : i64
    %525 = llvm.getelementptr %44[%524] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %526 = llvm.load %525 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %527 = llvm.mul %157, %41 : i64
    %528 = llvm.add %527, %55 : i64
    %529 = llvm.getelementptr %43[%528] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %530 = llvm.load %529 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %531 = llvm.mul %157, %41 : i64
    %532 = llvm.add %531, %119 : i64
    %533 = llvm.getelementptr %43[%532] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %534 = llvm.load %533 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %535 = llvm.mul %157, %41 : i64
    %536 = llvm.add %535, %121 : i64
    %537 = llvm.getelementptr %43[%536] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %538 = llvm.load %537 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %539 = llvm.mul %157, %41 : i64
    %540 = llvm.add %539, %123 : i64
    %541 = llvm.getelementptr %43[%540] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %542 = llvm.load %541 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %543 = llvm.mul %157, %41 : i64
    %544 = llvm.add %543, %125 : i64
    %545 = llvm.getelementptr %43[%544] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %546 = llvm.load %545 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %547 = llvm.mul %157, %41 : i64
    %548 = llvm.add %547, %127 : i64
    %549 = llvm.getelementptr %43[%548] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %550 = llvm.load %549 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %551 = llvm.mul %157, %41 : i64
    %552 = llvm.add %551, %129 : i64
    %553 = llvm.getelementptr %43[%552] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %554 = llvm.load %553 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %555 = llvm.mul %157, %41 : i64
    %556 = llvm.add %555, %131 : i64
    %557 = llvm.getelementptr %43[%556] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %558 = llvm.load %557 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %559 = llvm.mul %157, %41 : i64
    %560 = llvm.add %559, %133 : i64
    %561 = llvm.getelementptr %43[%560] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %562 = llvm.load %561 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %563 = llvm.mul %157, %41 : i64
    %564 = llvm.add %563, %135 : i64
    %565 = llvm.getelementptr %43[%564] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %566 = llvm.load %565 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %567 = llvm.mul %157, %41 : i64
    %568 = llvm.add %567, %137 : i64
    %569 = llvm.getelementptr %43[%568] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %570 = llvm.load %569 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %571 = llvm.mul %157, %41 : i64
    %572 = llvm.add %571, %139 : i64
    %573 = llvm.getelementptr %43[%572] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %574 = llvm.load %573 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %575 = llvm.mul %157, %41 : i64
    %576 = llvm.add %575, %141 : i64
    %577 = llvm.getelementptr %43[%576] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %578 = llvm.load %577 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %579 = llvm.mul %157, %41 : i64
    %580 = llvm.add %579, %143 : i64
    %581 = llvm.getelementptr %43[%580] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %582 = llvm.load %581 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %583 = llvm.mul %157, %41 : i64
    %584 = llvm.add %583, %145 : i64
    %585 = llvm.getelementptr %43[%584] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %586 = llvm.load %585 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %587 = llvm.mul %157, %41 : i64
    %588 = llvm.add %587, %147 : i64
    %589 = llvm.getelementptr %43[%588] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %590 = llvm.load %589 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %591 = llvm.mul %159, %41 : i64
    %592 = llvm.add %591, %55 : i64
    %593 = llvm.getelementptr %43[%592] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %594 = llvm.load %593 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %595 = llvm.mul %159, %41 : i64
    %596 = llvm.add %595, %119 : i64
    %597 = llvm.getelementptr %43[%596] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %598 = llvm.load %597 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %599 = llvm.mul %159, %41 : i64
    %600 = llvm.add %599, %121 : i64
    %601 = llvm.getelementptr %43[%600] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %602 = llvm.load %601 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %603 = llvm.mul %159, %41 : i64
    %604 = llvm.add %603, %123 : i64
    %605 = llvm.getelementptr %43[%604] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %606 = llvm.load %605 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %607 = llvm.mul %159, %41 : i64
    %608 = llvm.add %607, %125 : i64
    %609 = llvm.getelementptr %43[%608] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %610 = llvm.load %609 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %611 = llvm.mul %159, %41 : i64
    %612 = llvm.add %611, %127 : i64
    %613 = llvm.getelementptr %43[%612] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %614 = llvm.load %613 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %615 = llvm.mul %159, %41 : i64
    %616 = llvm.add %615, %129 : i64
    %617 = llvm.getelementptr %43[%616] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %618 = llvm.load %617 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %619 = llvm.mul %159, %41 : i64
    %620 = llvm.add %619, %131 : i64
    %621 = llvm.getelementptr %43[%620] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %622 = llvm.load %621 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %623 = llvm.mul %159, %41 : i64
    %624 = llvm.add %623, %133 : i64
    %625 = llvm.getelementptr %43[%624] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %626 = llvm.load %625 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %627 = llvm.mul %159, %41 : i64
    %628 = llvm.add %627, %135 : i64
    %629 = llvm.getelementptr %43[%628] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %630 = llvm.load %629 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %631 = llvm.mul %159, %41 : i64
    %632 = llvm.add %631, %137 : i64
    %633 = llvm.getelementptr %43[%632] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %634 = llvm.load %633 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %635 = llvm.mul %159, %41 : i64
    %636 = llvm.add %635, %139 : i64
    %637 = llvm.getelementptr %43[%636] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %638 = llvm.load %637 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %639 = llvm.mul %159, %41 : i64
    %640 = llvm.add %639, %141 : i64
    %641 = llvm.getelementptr %43[%640] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %642 = llvm.load %641 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %643 = llvm.mul %159, %41 : i64
    %644 = llvm.add %643, %143 : i64
    %645 = llvm.getelementptr %43[%644] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %646 = llvm.load %645 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %647 = llvm.mul %159, %41 : i64
    %648 = llvm.add %647, %145 : i64
    %649 = llvm.getelementptr %43[%648] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %650 = llvm.load %649 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %651 = llvm.mul %159, %41 : i64
    %652 = llvm.add %651, %147 : i64
    %653 = llvm.getelementptr %43[%652] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %654 = llvm.load %653 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %655 = llvm.extractelement %167[%15 : i64] : vector<2xf32>
    %656 = llvm.extractelement %167[%42 : i64] : vector<2xf32>
    %657 = llvm.extractelement %168[%15 : i64] : vector<2xf32>
    %658 = llvm.extractelement %168[%42 : i64] : vector<2xf32>
    %659 = nvvm.mma.sync A[%274, %338, %278, %342]  B[%530, %534]  C[%655, %656, %657, %658]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %660 = llvm.extractvalue %659[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %661 = llvm.extractvalue %659[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %662 = llvm.insertelement %660, %1[%17 : i32] : vector<2xf32>
    %663 = llvm.insertelement %661, %662[%0 : i32] : vector<2xf32>
    %664 = llvm.extractvalue %659[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %665 = llvm.extractvalue %659[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %666 = llvm.insertelement %664, %1[%17 : i32] : vector<2xf32>
    %667 = llvm.insertelement %665, %666[%0 : i32] : vector<2xf32>
    %668 = llvm.extractelement %165[%15 : i64] : vector<2xf32>
    %669 = llvm.extractelement %165[%42 : i64] : vector<2xf32>
    %670 = llvm.extractelement %166[%15 : i64] : vector<2xf32>
    %671 = llvm.extractelement %166[%42 : i64] : vector<2xf32>
    %672 = nvvm.mma.sync A[%274, %338, %278, %342]  B[%594, %598]  C[%668, %669, %670, %671]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %673 = llvm.extractvalue %672[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %674 = llvm.extractvalue %672[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %675 = llvm.insertelement %673, %1[%17 : i32] : vector<2xf32>
    %676 = llvm.insertelement %674, %675[%0 : i32] : vector<2xf32>
    %677 = llvm.extractvalue %672[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %678 = llvm.extractvalue %672[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %679 = llvm.insertelement %677, %1[%17 : i32] : vector<2xf32>
    %680 = llvm.insertelement %678, %679[%0 : i32] : vector<2xf32>
    %681 = llvm.extractelement %163[%15 : i64] : vector<2xf32>
    %682 = llvm.extractelement %163[%42 : i64] : vector<2xf32>
    %683 = llvm.extractelement %164[%15 : i64] : vector<2xf32>
    %684 = llvm.extractelement %164[%42 : i64] : vector<2xf32>
    %685 = nvvm.mma.sync A[%402, %466, %406, %470]  B[%530, %534]  C[%681, %682, %683, %684]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %686 = llvm.extractvalue %685[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %687 = llvm.extractvalue %685[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %688 = llvm.insertelement %686, %1[%17 : i32] : vector<2xf32>
    %689 = llvm.insertelement %687, %688[%0 : i32] : vector<2xf32>
    %690 = llvm.extractvalue %685[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %691 = llvm.extractvalue %685[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %692 = llvm.insertelement %690, %1[%17 : i32] : vector<2xf32>
    %693 = llvm.insertelement %691, %692[%0 : i32] : vector<2xf32>
    %694 = llvm.extractelement %161[%15 : i64] : vector<2xf32>
    %695 = llvm.extractelement %161[%42 : i64] : vector<2xf32>
    %696 = llvm.extractelement %162[%15 : i64] : vector<2xf32>
    %697 = llvm.extractelement %162[%42 : i64] : vector<2xf32>
    %698 = nvvm.mma.sync A[%402, %466, %406, %470]  B[%594, %598]  C[%694, %695, %696, %697]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %699 = llvm.extractvalue %698[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %700 = llvm.extractvalue %698[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %701 = llvm.insertelement %699, %1[%17 : i32] : vector<2xf32>
    %702 = llvm.insertelement %700, %701[%0 : i32] : vector<2xf32>
    %703 = llvm.extractvalue %698[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %704 = llvm.extractvalue %698[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %705 = llvm.insertelement %703, %1[%17 : i32] : vector<2xf32>
    %706 = llvm.insertelement %704, %705[%0 : i32] : vector<2xf32>
    %707 = llvm.extractelement %663[%15 : i64] : vector<2xf32>
    %708 = llvm.extractelement %663[%42 : i64] : vector<2xf32>
    %709 = llvm.extractelement %667[%15 : i64] : vector<2xf32>
    %710 = llvm.extractelement %667[%42 : i64] : vector<2xf32>
    %711 = nvvm.mma.sync A[%282, %346, %286, %350]  B[%538, %542]  C[%707, %708, %709, %710]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %712 = llvm.extractvalue %711[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %713 = llvm.extractvalue %711[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %714 = llvm.insertelement %712, %1[%17 : i32] : vector<2xf32>
    %715 = llvm.insertelement %713, %714[%0 : i32] : vector<2xf32>
    %716 = llvm.extractvalue %711[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %717 = llvm.extractvalue %711[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %718 = llvm.insertelement %716, %1[%17 : i32] : vector<2xf32>
    %719 = llvm.insertelement %717, %718[%0 : i32] : vector<2xf32>
    %720 = llvm.extractelement %676[%15 : i64] : vector<2xf32>
    %721 = llvm.extractelement %676[%42 : i64] : vector<2xf32>
    %722 = llvm.extractelement %680[%15 : i64] : vector<2xf32>
    %723 = llvm.extractelement %680[%42 : i64] : vector<2xf32>
    %724 = nvvm.mma.sync A[%282, %346, %286, %350]  B[%602, %606]  C[%720, %721, %722, %723]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %725 = llvm.extractvalue %724[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %726 = llvm.extractvalue %724[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %727 = llvm.insertelement %725, %1[%17 : i32] : vector<2xf32>
    %728 = llvm.insertelement %726, %727[%0 : i32] : vector<2xf32>
    %729 = llvm.extractvalue %724[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %730 = llvm.extractvalue %724[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %731 = llvm.insertelement %729, %1[%17 : i32] : vector<2xf32>
    %732 = llvm.insertelement %730, %731[%0 : i32] : vector<2xf32>
    %733 = llvm.extractelement %689[%15 : i64] : vector<2xf32>
    %734 = llvm.extractelement %689[%42 : i64] : vector<2xf32>
    %735 = llvm.extractelement %693[%15 : i64] : vector<2xf32>
    %736 = llvm.extractelement %693[%42 : i64] : vector<2xf32>
    %737 = nvvm.mma.sync A[%410, %474, %414, %478]  B[%538, %542]  C[%733, %734, %735, %736]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %738 = llvm.extractvalue %737[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %739 = llvm.extractvalue %737[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %740 = llvm.insertelement %738, %1[%17 : i32] : vector<2xf32>
    %741 = llvm.insertelement %739, %740[%0 : i32] : vector<2xf32>
    %742 = llvm.extractvalue %737[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %743 = llvm.extractvalue %737[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %744 = llvm.insertelement %742, %1[%17 : i32] : vector<2xf32>
    %745 = llvm.insertelement %743, %744[%0 : i32] : vector<2xf32>
    %746 = llvm.extractelement %702[%15 : i64] : vector<2xf32>
    %747 = llvm.extractelement %702[%42 : i64] : vector<2xf32>
    %748 = llvm.extractelement %706[%15 : i64] : vector<2xf32>
    %749 = llvm.extractelement %706[%42 : i64] : vector<2xf32>
    %750 = nvvm.mma.sync A[%410, %474, %414, %478]  B[%602, %606]  C[%746, %747, %748, %749]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %751 = llvm.extractvalue %750[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %752 = llvm.extractvalue %750[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %753 = llvm.insertelement %751, %1[%17 : i32] : vector<2xf32>
    %754 = llvm.insertelement %752, %753[%0 : i32] : vector<2xf32>
    %755 = llvm.extractvalue %750[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %756 = llvm.extractvalue %750[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %757 = llvm.insertelement %755, %1[%17 : i32] : vector<2xf32>
    %758 = llvm.insertelement %756, %757[%0 : i32] : vector<2xf32>
    %759 = llvm.extractelement %715[%15 : i64] : vector<2xf32>
    %760 = llvm.extractelement %715[%42 : i64] : vector<2xf32>
    %761 = llvm.extractelement %719[%15 : i64] : vector<2xf32>
    %762 = llvm.extractelement %719[%42 : i64] : vector<2xf32>
    %763 = nvvm.mma.sync A[%290, %354, %294, %358]  B[%546, %550]  C[%759, %760, %761, %762]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %764 = llvm.extractvalue %763[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %765 = llvm.extractvalue %763[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %766 = llvm.insertelement %764, %1[%17 : i32] : vector<2xf32>
    %767 = llvm.insertelement %765, %766[%0 : i32] : vector<2xf32>
    %768 = llvm.extractvalue %763[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %769 = llvm.extractvalue %763[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %770 = llvm.insertelement %768, %1[%17 : i32] : vector<2xf32>
    %771 = llvm.insertelement %769, %770[%0 : i32] : vector<2xf32>
    %772 = llvm.extractelement %728[%15 : i64] : vector<2xf32>
    %773 = llvm.extractelement %728[%42 : i64] : vector<2xf32>
    %774 = llvm.extractelement %732[%15 : i64] : vector<2xf32>
    %775 = llvm.extractelement %732[%42 : i64] : vector<2xf32>
    %776 = nvvm.mma.sync A[%290, %354, %294, %358]  B[%610, %614]  C[%772, %773, %774, %775]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %777 = llvm.extractvalue %776[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %778 = llvm.extractvalue %776[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %779 = llvm.insertelement %777, %1[%17 : i32] : vector<2xf32>
    %780 = llvm.insertelement %778, %779[%0 : i32] : vector<2xf32>
    %781 = llvm.extractvalue %776[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %782 = llvm.extractvalue %776[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %783 = llvm.insertelement %781, %1[%17 : i32] : vector<2xf32>
    %784 = llvm.insertelement %782, %783[%0 : i32] : vector<2xf32>
    %785 = llvm.extractelement %741[%15 : i64] : vector<2xf32>
    %786 = llvm.extractelement %741[%42 : i64] : vector<2xf32>
    %787 = llvm.extractelement %745[%15 : i64] : vector<2xf32>
    %788 = llvm.extractelement %745[%42 : i64] : vector<2xf32>
    %789 = nvvm.mma.sync A[%418, %482, %422, %486]  B[%546, %550]  C[%785, %786, %787, %788]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %790 = llvm.extractvalue %789[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %791 = llvm.extractvalue %789[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %792 = llvm.insertelement %790, %1[%17 : i32] : vector<2xf32>
    %793 = llvm.insertelement %791, %792[%0 : i32] : vector<2xf32>
    %794 = llvm.extractvalue %789[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %795 = llvm.extractvalue %789[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %796 = llvm.insertelement %794, %1[%17 : i32] : vector<2xf32>
    %797 = llvm.insertelement %795, %796[%0 : i32] : vector<2xf32>
    %798 = llvm.extractelement %754[%15 : i64] : vector<2xf32>
    %799 = llvm.extractelement %754[%42 : i64] : vector<2xf32>
    %800 = llvm.extractelement %758[%15 : i64] : vector<2xf32>
    %801 = llvm.extractelement %758[%42 : i64] : vector<2xf32>
    %802 = nvvm.mma.sync A[%418, %482, %422, %486]  B[%610, %614]  C[%798, %799, %800, %801]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %803 = llvm.extractvalue %802[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %804 = llvm.extractvalue %802[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %805 = llvm.insertelement %803, %1[%17 : i32] : vector<2xf32>
    %806 = llvm.insertelement %804, %805[%0 : i32] : vector<2xf32>
    %807 = llvm.extractvalue %802[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %808 = llvm.extractvalue %802[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %809 = llvm.insertelement %807, %1[%17 : i32] : vector<2xf32>
    %810 = llvm.insertelement %808, %809[%0 : i32] : vector<2xf32>
    %811 = llvm.extractelement %767[%15 : i64] : vector<2xf32>
    %812 = llvm.extractelement %767[%42 : i64] : vector<2xf32>
    %813 = llvm.extractelement %771[%15 : i64] : vector<2xf32>
    %814 = llvm.extractelement %771[%42 : i64] : vector<2xf32>
    %815 = nvvm.mma.sync A[%298, %362, %302, %366]  B[%554, %558]  C[%811, %812, %813, %814]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %816 = llvm.extractvalue %815[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %817 = llvm.extractvalue %815[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %818 = llvm.insertelement %816, %1[%17 : i32] : vector<2xf32>
    %819 = llvm.insertelement %817, %818[%0 : i32] : vector<2xf32>
    %820 = llvm.extractvalue %815[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %821 = llvm.extractvalue %815[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %822 = llvm.insertelement %820, %1[%17 : i32] : vector<2xf32>
    %823 = llvm.insertelement %821, %822[%0 : i32] : vector<2xf32>
    %824 = llvm.extractelement %780[%15 : i64] : vector<2xf32>
    %825 = llvm.extractelement %780[%42 : i64] : vector<2xf32>
    %826 = llvm.extractelement %784[%15 : i64] : vector<2xf32>
    %827 = llvm.extractelement %784[%42 : i64] : vector<2xf32>
    %828 = nvvm.mma.sync A[%298, %362, %302, %366]  B[%618, %622]  C[%824, %825, %826, %827]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %829 = llvm.extractvalue %828[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %830 = llvm.extractvalue %828[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %831 = llvm.insertelement %829, %1[%17 : i32] : vector<2xf32>
    %832 = llvm.insertelement %830, %831[%0 : i32] : vector<2xf32>
    %833 = llvm.extractvalue %828[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %834 = llvm.extractvalue %828[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %835 = llvm.insertelement %833, %1[%17 : i32] : vector<2xf32>
    %836 = llvm.insertelement %834, %835[%0 : i32] : vector<2xf32>
    %837 = llvm.extractelement %793[%15 : i64] : vector<2xf32>
    %838 = llvm.extractelement %793[%42 : i64] : vector<2xf32>
    %839 = llvm.extractelement %797[%15 : i64] : vector<2xf32>
    %840 = llvm.extractelement %797[%42 : i64] : vector<2xf32>
    %841 = nvvm.mma.sync A[%426, %490, %430, %494]  B[%554, %558]  C[%837, %838, %839, %840]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %842 = llvm.extractvalue %841[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %843 = llvm.extractvalue %841[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %844 = llvm.insertelement %842, %1[%17 : i32] : vector<2xf32>
    %845 = llvm.insertelement %843, %844[%0 : i32] : vector<2xf32>
    %846 = llvm.extractvalue %841[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %847 = llvm.extractvalue %841[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %848 = llvm.insertelement %846, %1[%17 : i32] : vector<2xf32>
    %849 = llvm.insertelement %847, %848[%0 : i32] : vector<2xf32>
    %850 = llvm.extractelement %806[%15 : i64] : vector<2xf32>
    %851 = llvm.extractelement %806[%42 : i64] : vector<2xf32>
    %852 = llvm.extractelement %810[%15 : i64] : vector<2xf32>
    %853 = llvm.extractelement %810[%42 : i64] : vector<2xf32>
    %854 = nvvm.mma.sync A[%426, %490, %430, %494]  B[%618, %622]  C[%850, %851, %852, %853]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %855 = llvm.extractvalue %854[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %856 = llvm.extractvalue %854[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %857 = llvm.insertelement %855, %1[%17 : i32] : vector<2xf32>
    %858 = llvm.insertelement %856, %857[%0 : i32] : vector<2xf32>
    %859 = llvm.extractvalue %854[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %860 = llvm.extractvalue %854[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %861 = llvm.insertelement %859, %1[%17 : i32] : vector<2xf32>
    %862 = llvm.insertelement %860, %861[%0 : i32] : vector<2xf32>
    %863 = llvm.extractelement %819[%15 : i64] : vector<2xf32>
    %864 = llvm.extractelement %819[%42 : i64] : vector<2xf32>
    %865 = llvm.extractelement %823[%15 : i64] : vector<2xf32>
    %866 = llvm.extractelement %823[%42 : i64] : vector<2xf32>
    %867 = nvvm.mma.sync A[%306, %370, %310, %374]  B[%562, %566]  C[%863, %864, %865, %866]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %868 = llvm.extractvalue %867[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %869 = llvm.extractvalue %867[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %870 = llvm.insertelement %868, %1[%17 : i32] : vector<2xf32>
    %871 = llvm.insertelement %869, %870[%0 : i32] : vector<2xf32>
    %872 = llvm.extractvalue %867[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %873 = llvm.extractvalue %867[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %874 = llvm.insertelement %872, %1[%17 : i32] : vector<2xf32>
    %875 = llvm.insertelement %873, %874[%0 : i32] : vector<2xf32>
    %876 = llvm.extractelement %832[%15 : i64] : vector<2xf32>
    %877 = llvm.extractelement %832[%42 : i64] : vector<2xf32>
    %878 = llvm.extractelement %836[%15 : i64] : vector<2xf32>
    %879 = llvm.extractelement %836[%42 : i64] : vector<2xf32>
    %880 = nvvm.mma.sync A[%306, %370, %310, %374]  B[%626, %630]  C[%876, %877, %878, %879]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %881 = llvm.extractvalue %880[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %882 = llvm.extractvalue %880[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %883 = llvm.insertelement %881, %1[%17 : i32] : vector<2xf32>
    %884 = llvm.insertelement %882, %883[%0 : i32] : vector<2xf32>
    %885 = llvm.extractvalue %880[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %886 = llvm.extractvalue %880[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %887 = llvm.insertelement %885, %1[%17 : i32] : vector<2xf32>
    %888 = llvm.insertelement %886, %887[%0 : i32] : vector<2xf32>
    %889 = llvm.extractelement %845[%15 : i64] : vector<2xf32>
    %890 = llvm.extractelement %845[%42 : i64] : vector<2xf32>
    %891 = llvm.extractelement %849[%15 : i64] : vector<2xf32>
    %892 = llvm.extractelement %849[%42 : i64] : vector<2xf32>
    %893 = nvvm.mma.sync A[%434, %498, %438, %502]  B[%562, %566]  C[%889, %890, %891, %892]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %894 = llvm.extractvalue %893[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %895 = llvm.extractvalue %893[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %896 = llvm.insertelement %894, %1[%17 : i32] : vector<2xf32>
    %897 = llvm.insertelement %895, %896[%0 : i32] : vector<2xf32>
    %898 = llvm.extractvalue %893[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %899 = llvm.extractvalue %893[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %900 = llvm.insertelement %898, %1[%17 : i32] : vector<2xf32>
    %901 = llvm.insertelement %899, %900[%0 : i32] : vector<2xf32>
    %902 = llvm.extractelement %858[%15 : i64] : vector<2xf32>
    %903 = llvm.extractelement %858[%42 : i64] : vector<2xf32>
    %904 = llvm.extractelement %862[%15 : i64] : vector<2xf32>
    %905 = llvm.extractelement %862[%42 : i64] : vector<2xf32>
    %906 = nvvm.mma.sync A[%434, %498, %438, %502]  B[%626, %630]  C[%902, %903, %904, %905]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %907 = llvm.extractvalue %906[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %908 = llvm.extractvalue %906[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %909 = llvm.insertelement %907, %1[%17 : i32] : vector<2xf32>
    %910 = llvm.insertelement %908, %909[%0 : i32] : vector<2xf32>
    %911 = llvm.extractvalue %906[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %912 = llvm.extractvalue %906[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %913 = llvm.insertelement %911, %1[%17 : i32] : vector<2xf32>
    %914 = llvm.insertelement %912, %913[%0 : i32] : vector<2xf32>
    %915 = llvm.extractelement %871[%15 : i64] : vector<2xf32>
    %916 = llvm.extractelement %871[%42 : i64] : vector<2xf32>
    %917 = llvm.extractelement %875[%15 : i64] : vector<2xf32>
    %918 = llvm.extractelement %875[%42 : i64] : vector<2xf32>
    %919 = nvvm.mma.sync A[%314, %378, %318, %382]  B[%570, %574]  C[%915, %916, %917, %918]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %920 = llvm.extractvalue %919[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %921 = llvm.extractvalue %919[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %922 = llvm.insertelement %920, %1[%17 : i32] : vector<2xf32>
    %923 = llvm.insertelement %921, %922[%0 : i32] : vector<2xf32>
    %924 = llvm.extractvalue %919[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %925 = llvm.extractvalue %919[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %926 = llvm.insertelement %924, %1[%17 : i32] : vector<2xf32>
    %927 = llvm.insertelement %925, %926[%0 : i32] : vector<2xf32>
    %928 = llvm.extractelement %884[%15 : i64] : vector<2xf32>
    %929 = llvm.extractelement %884[%42 : i64] : vector<2xf32>
    %930 = llvm.extractelement %888[%15 : i64] : vector<2xf32>
    %931 = llvm.extractelement %888[%42 : i64] : vector<2xf32>
    %932 = nvvm.mma.sync A[%314, %378, %318, %382]  B[%634, %638]  C[%928, %929, %930, %931]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %933 = llvm.extractvalue %932[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %934 = llvm.extractvalue %932[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %935 = llvm.insertelement %933, %1[%17 : i32] : vector<2xf32>
    %936 = llvm.insertelement %934, %935[%0 : i32] : vector<2xf32>
    %937 = llvm.extractvalue %932[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %938 = llvm.extractvalue %932[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %939 = llvm.insertelement %937, %1[%17 : i32] : vector<2xf32>
    %940 = llvm.insertelement %938, %939[%0 : i32] : vector<2xf32>
    %941 = llvm.extractelement %897[%15 : i64] : vector<2xf32>
    %942 = llvm.extractelement %897[%42 : i64] : vector<2xf32>
    %943 = llvm.extractelement %901[%15 : i64] : vector<2xf32>
    %944 = llvm.extractelement %901[%42 : i64] : vector<2xf32>
    %945 = nvvm.mma.sync A[%442, %506, %446, %510]  B[%570, %574]  C[%941, %942, %943, %944]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %946 = llvm.extractvalue %945[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %947 = llvm.extractvalue %945[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %948 = llvm.insertelement %946, %1[%17 : i32] : vector<2xf32>
    %949 = llvm.insertelement %947, %948[%0 : i32] : vector<2xf32>
    %950 = llvm.extractvalue %945[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %951 = llvm.extractvalue %945[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %952 = llvm.insertelement %950, %1[%17 : i32] : vector<2xf32>
    %953 = llvm.insertelement %951, %952[%0 : i32] : vector<2xf32>
    %954 = llvm.extractelement %910[%15 : i64] : vector<2xf32>
    %955 = llvm.extractelement %910[%42 : i64] : vector<2xf32>
    %956 = llvm.extractelement %914[%15 : i64] : vector<2xf32>
    %957 = llvm.extractelement %914[%42 : i64] : vector<2xf32>
    %958 = nvvm.mma.sync A[%442, %506, %446, %510]  B[%634, %638]  C[%954, %955, %956, %957]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %959 = llvm.extractvalue %958[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %960 = llvm.extractvalue %958[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %961 = llvm.insertelement %959, %1[%17 : i32] : vector<2xf32>
    %962 = llvm.insertelement %960, %961[%0 : i32] : vector<2xf32>
    %963 = llvm.extractvalue %958[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %964 = llvm.extractvalue %958[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %965 = llvm.insertelement %963, %1[%17 : i32] : vector<2xf32>
    %966 = llvm.insertelement %964, %965[%0 : i32] : vector<2xf32>
    %967 = llvm.extractelement %923[%15 : i64] : vector<2xf32>
    %968 = llvm.extractelement %923[%42 : i64] : vector<2xf32>
    %969 = llvm.extractelement %927[%15 : i64] : vector<2xf32>
    %970 = llvm.extractelement %927[%42 : i64] : vector<2xf32>
    %971 = nvvm.mma.sync A[%322, %386, %326, %390]  B[%578, %582]  C[%967, %968, %969, %970]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %972 = llvm.extractvalue %971[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %973 = llvm.extractvalue %971[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %974 = llvm.insertelement %972, %1[%17 : i32] : vector<2xf32>
    %975 = llvm.insertelement %973, %974[%0 : i32] : vector<2xf32>
    %976 = llvm.extractvalue %971[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %977 = llvm.extractvalue %971[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %978 = llvm.insertelement %976, %1[%17 : i32] : vector<2xf32>
    %979 = llvm.insertelement %977, %978[%0 : i32] : vector<2xf32>
    %980 = llvm.extractelement %936[%15 : i64] : vector<2xf32>
    %981 = llvm.extractelement %936[%42 : i64] : vector<2xf32>
    %982 = llvm.extractelement %940[%15 : i64] : vector<2xf32>
    %983 = llvm.extractelement %940[%42 : i64] : vector<2xf32>
    %984 = nvvm.mma.sync A[%322, %386, %326, %390]  B[%642, %646]  C[%980, %981, %982, %983]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %985 = llvm.extractvalue %984[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %986 = llvm.extractvalue %984[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %987 = llvm.insertelement %985, %1[%17 : i32] : vector<2xf32>
    %988 = llvm.insertelement %986, %987[%0 : i32] : vector<2xf32>
    %989 = llvm.extractvalue %984[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %990 = llvm.extractvalue %984[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %991 = llvm.insertelement %989, %1[%17 : i32] : vector<2xf32>
    %992 = llvm.insertelement %990, %991[%0 : i32] : vector<2xf32>
    %993 = llvm.extractelement %949[%15 : i64] : vector<2xf32>
    %994 = llvm.extractelement %949[%42 : i64] : vector<2xf32>
    %995 = llvm.extractelement %953[%15 : i64] : vector<2xf32>
    %996 = llvm.extractelement %953[%42 : i64] : vector<2xf32>
    %997 = nvvm.mma.sync A[%450, %514, %454, %518]  B[%578, %582]  C[%993, %994, %995, %996]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %998 = llvm.extractvalue %997[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %999 = llvm.extractvalue %997[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1000 = llvm.insertelement %998, %1[%17 : i32] : vector<2xf32>
    %1001 = llvm.insertelement %999, %1000[%0 : i32] : vector<2xf32>
    %1002 = llvm.extractvalue %997[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1003 = llvm.extractvalue %997[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1004 = llvm.insertelement %1002, %1[%17 : i32] : vector<2xf32>
    %1005 = llvm.insertelement %1003, %1004[%0 : i32] : vector<2xf32>
    %1006 = llvm.extractelement %962[%15 : i64] : vector<2xf32>
    %1007 = llvm.extractelement %962[%42 : i64] : vector<2xf32>
    %1008 = llvm.extractelement %966[%15 : i64] : vector<2xf32>
    %1009 = llvm.extractelement %966[%42 : i64] : vector<2xf32>
    %1010 = nvvm.mma.sync A[%450, %514, %454, %518]  B[%642, %646]  C[%1006, %1007, %1008, %1009]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1011 = llvm.extractvalue %1010[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1012 = llvm.extractvalue %1010[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1013 = llvm.insertelement %1011, %1[%17 : i32] : vector<2xf32>
    %1014 = llvm.insertelement %1012, %1013[%0 : i32] : vector<2xf32>
    %1015 = llvm.extractvalue %1010[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1016 = llvm.extractvalue %1010[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1017 = llvm.insertelement %1015, %1[%17 : i32] : vector<2xf32>
    %1018 = llvm.insertelement %1016, %1017[%0 : i32] : vector<2xf32>
    %1019 = llvm.extractelement %975[%15 : i64] : vector<2xf32>
    %1020 = llvm.extractelement %975[%42 : i64] : vector<2xf32>
    %1021 = llvm.extractelement %979[%15 : i64] : vector<2xf32>
    %1022 = llvm.extractelement %979[%42 : i64] : vector<2xf32>
    %1023 = nvvm.mma.sync A[%330, %394, %334, %398]  B[%586, %590]  C[%1019, %1020, %1021, %1022]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1024 = llvm.extractvalue %1023[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1025 = llvm.extractvalue %1023[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1026 = llvm.insertelement %1024, %1[%17 : i32] : vector<2xf32>
    %1027 = llvm.insertelement %1025, %1026[%0 : i32] : vector<2xf32>
    %1028 = llvm.extractvalue %1023[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1029 = llvm.extractvalue %1023[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1030 = llvm.insertelement %1028, %1[%17 : i32] : vector<2xf32>
    %1031 = llvm.insertelement %1029, %1030[%0 : i32] : vector<2xf32>
    %1032 = llvm.extractelement %988[%15 : i64] : vector<2xf32>
    %1033 = llvm.extractelement %988[%42 : i64] : vector<2xf32>
    %1034 = llvm.extractelement %992[%15 : i64] : vector<2xf32>
    %1035 = llvm.extractelement %992[%42 : i64] : vector<2xf32>
    %1036 = nvvm.mma.sync A[%330, %394, %334, %398]  B[%650, %654]  C[%1032, %1033, %1034, %1035]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1037 = llvm.extractvalue %1036[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1038 = llvm.extractvalue %1036[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1039 = llvm.insertelement %1037, %1[%17 : i32] : vector<2xf32>
    %1040 = llvm.insertelement %1038, %1039[%0 : i32] : vector<2xf32>
    %1041 = llvm.extractvalue %1036[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1042 = llvm.extractvalue %1036[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1043 = llvm.insertelement %1041, %1[%17 : i32] : vector<2xf32>
    %1044 = llvm.insertelement %1042, %1043[%0 : i32] : vector<2xf32>
    %1045 = llvm.extractelement %1001[%15 : i64] : vector<2xf32>
    %1046 = llvm.extractelement %1001[%42 : i64] : vector<2xf32>
    %1047 = llvm.extractelement %1005[%15 : i64] : vector<2xf32>
    %1048 = llvm.extractelement %1005[%42 : i64] : vector<2xf32>
    %1049 = nvvm.mma.sync A[%458, %522, %462, %526]  B[%586, %590]  C[%1045, %1046, %1047, %1048]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1050 = llvm.extractvalue %1049[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1051 = llvm.extractvalue %1049[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1052 = llvm.insertelement %1050, %1[%17 : i32] : vector<2xf32>
    %1053 = llvm.insertelement %1051, %1052[%0 : i32] : vector<2xf32>
    %1054 = llvm.extractvalue %1049[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1055 = llvm.extractvalue %1049[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1056 = llvm.insertelement %1054, %1[%17 : i32] : vector<2xf32>
    %1057 = llvm.insertelement %1055, %1056[%0 : i32] : vector<2xf32>
    %1058 = llvm.extractelement %1014[%15 : i64] : vector<2xf32>
    %1059 = llvm.extractelement %1014[%42 : i64] : vector<2xf32>
    %1060 = llvm.extractelement %1018[%15 : i64] : vector<2xf32>
    %1061 = llvm.extractelement %1018[%42 : i64] : vector<2xf32>
    %1062 = nvvm.mma.sync A[%458, %522, %462, %526]  B[%650, %654]  C[%1058, %1059, %1060, %1061]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1063 = llvm.extractvalue %1062[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1064 = llvm.extractvalue %1062[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1065 = llvm.insertelement %1063, %1[%17 : i32] : vector<2xf32>
    %1066 = llvm.insertelement %1064, %1065[%0 : i32] : vector<2xf32>
    %1067 = llvm.extractvalue %1062[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1068 = llvm.extractvalue %1062[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1069 = llvm.insertelement %1067, %1[%17 : i32] : vector<2xf32>
    %1070 = llvm.insertelement %1068, %1069[%0 : i32] : vector<2xf32>
    %1071 = llvm.add %160, %27 : i32
    llvm.br ^bb1(%1071, %1066, %1070, %1053, %1057, %1040, %1044, %1027, %1031 : i32, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>)
  ^bb3:  // pred: ^bb1
    %1072 = llvm.mul %105, %39 overflow<nsw> : i32
    %1073 = llvm.add %154, %1072 : i32
    %1074 = llvm.mul %1073, %27 overflow<nsw> : i32
    %1075 = llvm.add %1074, %54 overflow<nsw> : i32
    %1076 = llvm.zext %1075 : i32 to i64
    %1077 = llvm.mul %117, %2 : i64
    %1078 = llvm.add %1077, %1076 : i64
    %1079 = llvm.getelementptr %arg2[%1078] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %167, %1079 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1080 = llvm.add %1075, %27 overflow<nsw> : i32
    %1081 = llvm.zext %1080 : i32 to i64
    %1082 = llvm.mul %117, %2 : i64
    %1083 = llvm.add %1082, %1081 : i64
    %1084 = llvm.getelementptr %arg2[%1083] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %165, %1084 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1085 = llvm.mul %149, %2 : i64
    %1086 = llvm.add %1085, %1076 : i64
    %1087 = llvm.getelementptr %arg2[%1086] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %168, %1087 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1088 = llvm.mul %149, %2 : i64
    %1089 = llvm.add %1088, %1081 : i64
    %1090 = llvm.getelementptr %arg2[%1089] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %166, %1090 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1091 = llvm.mul %151, %2 : i64
    %1092 = llvm.add %1091, %1076 : i64
    %1093 = llvm.getelementptr %arg2[%1092] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %163, %1093 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1094 = llvm.mul %151, %2 : i64
    %1095 = llvm.add %1094, %1081 : i64
    %1096 = llvm.getelementptr %arg2[%1095] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %161, %1096 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1097 = llvm.mul %153, %2 : i64
    %1098 = llvm.add %1097, %1076 : i64
    %1099 = llvm.getelementptr %arg2[%1098] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %164, %1099 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1100 = llvm.mul %153, %2 : i64
    %1101 = llvm.add %1100, %1081 : i64
    %1102 = llvm.getelementptr %arg2[%1101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %162, %1102 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    nvvm.barrier
    llvm.return
  }
  iree_codegen.dispatch_config @mm_tb_dispatch_0_matmul_like_64x128x256_f16xf16xf32 workgroup_size = [128, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c4, %c1, %c1 : index, index, index
  }
}
