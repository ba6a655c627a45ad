module {
  llvm.mlir.global external @__dynamic_shared_memory__() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global private @__shared_memory___0() {addr_space = 3 : i32, alignment = 2 : i64} : !llvm.array<1 x array<16 x array<4 x array<20 x f16>>>>
  llvm.mlir.global private @__shared_memory__() {addr_space = 3 : i32, alignment = 2 : i64} : !llvm.array<32 x array<20 x f16>>
  llvm.func @conv_nchw_dispatch_0_conv_2x32x16x16x16x3x3_f16(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 256, 1, 1>} {
    %0 = llvm.mlir.poison : vector<2xf16>
    %1 = llvm.mlir.constant(256 : i64) : i64
    %2 = llvm.mlir.constant(8192 : i64) : i64
    %3 = llvm.mlir.constant(3 : i64) : i64
    %4 = llvm.mlir.constant(9 : i64) : i64
    %5 = llvm.mlir.constant(144 : i64) : i64
    %6 = llvm.mlir.constant(64 : i64) : i64
    %7 = llvm.mlir.constant(true) : i1
    %8 = llvm.mlir.constant(34 : i64) : i64
    %9 = llvm.mlir.constant(1156 : i64) : i64
    %10 = llvm.mlir.constant(18496 : i64) : i64
    %11 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %12 = llvm.mlir.constant(0 : i64) : i64
    %13 = llvm.mlir.constant(0 : i64) : i64
    %14 = llvm.getelementptr %11[%12, %13] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %15 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %16 = llvm.mlir.constant(0 : i64) : i64
    %17 = llvm.mlir.constant(1280 : i64) : i64
    %18 = llvm.getelementptr %15[%16, %17] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %19 = llvm.mlir.constant(dense<0.000000e+00> : vector<2xf16>) : vector<2xf16>
    %20 = llvm.mlir.constant(0 : i64) : i64
    %21 = llvm.mlir.constant(128 : i32) : i32
    %22 = llvm.mlir.constant(0 : i32) : i32
    %23 = llvm.mlir.constant(64 : i32) : i32
    %24 = llvm.mlir.constant(32 : i32) : i32
    %25 = llvm.mlir.constant(8 : i32) : i32
    %26 = llvm.mlir.constant(16 : i32) : i32
    %27 = llvm.mlir.constant(4 : i32) : i32
    %28 = llvm.mlir.constant(9 : i32) : i32
    %29 = llvm.mlir.constant(1 : i32) : i32
    %30 = llvm.mlir.constant(3 : i32) : i32
    %31 = llvm.mlir.constant(2 : i32) : i32
    %32 = llvm.mlir.constant(6 : i32) : i32
    %33 = llvm.mlir.constant(1 : i64) : i64
    %34 = llvm.mlir.constant(16 : i64) : i64
    %35 = llvm.mlir.constant(20 : i64) : i64
    %36 = llvm.mlir.constant(80 : i64) : i64
    %37 = llvm.mlir.constant(1280 : i64) : i64
    %38 = llvm.getelementptr %18[0, 0, 0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<1 x array<16 x array<4 x array<20 x f16>>>>
    %39 = llvm.getelementptr %14[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x array<20 x f16>>
    %40 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
    %41 = llvm.sext %40 : i32 to i64
    llvm.intr.assume %7 ["align"(%arg0, %6 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %7 ["align"(%arg1, %6 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %7 ["align"(%arg2, %6 : !llvm.ptr<1>, i64)] : i1
    %42 = llvm.trunc %41 : i64 to i32
    %43 = llvm.udiv %42, %21 : i32
    %44 = llvm.urem %42, %21 : i32
    %45 = llvm.udiv %44, %23 : i32
    %46 = llvm.urem %42, %23 : i32
    %47 = llvm.udiv %46, %24 : i32
    %48 = llvm.urem %42, %24 : i32
    %49 = llvm.udiv %48, %27 : i32
    %50 = llvm.urem %48, %27 : i32
    %51 = llvm.mul %50, %31 overflow<nsw> : i32
    %52 = llvm.zext %51 : i32 to i64
    %53 = llvm.udiv %42, %25 : i32
    %54 = llvm.zext %53 : i32 to i64
    %55 = llvm.urem %42, %25 : i32
    %56 = llvm.udiv %42, %26 : i32
    %57 = llvm.zext %56 : i32 to i64
    %58 = llvm.urem %42, %26 : i32
    %59 = llvm.udiv %58, %27 : i32
    %60 = llvm.zext %59 : i32 to i64
    %61 = llvm.urem %42, %27 : i32
    %62 = llvm.mul %55, %31 overflow<nsw> : i32
    %63 = llvm.zext %62 : i32 to i64
    %64 = llvm.mul %61, %27 overflow<nsw> : i32
    %65 = llvm.zext %64 : i32 to i64
    %66 = llvm.add %64, %29 overflow<nsw> : i32
    %67 = llvm.zext %66 : i32 to i64
    %68 = llvm.add %64, %31 overflow<nsw> : i32
    %69 = llvm.zext %68 : i32 to i64
    %70 = llvm.add %64, %30 overflow<nsw> : i32
    %71 = llvm.zext %70 : i32 to i64
    %72 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 8> : i32
    %73 = llvm.sext %72 : i32 to i64
    %74 = llvm.trunc %73 : i64 to i32
    %75 = llvm.udiv %74, %27 : i32
    %76 = llvm.zext %75 : i32 to i64
    %77 = llvm.urem %74, %27 : i32
    %78 = llvm.mul %43, %26 overflow<nsw> : i32
    %79 = llvm.add %78, %49 overflow<nsw> : i32
    %80 = llvm.zext %79 : i32 to i64
    %81 = llvm.add %51, %25 overflow<nsw> : i32
    %82 = llvm.zext %81 : i32 to i64
    %83 = llvm.add %79, %25 overflow<nsw> : i32
    %84 = llvm.zext %83 : i32 to i64
    %85 = llvm.mul %47, %25 overflow<nsw> : i32
    %86 = llvm.add %85, %49 overflow<nsw> : i32
    %87 = llvm.zext %86 : i32 to i64
    %88 = llvm.mul %45, %31 overflow<nsw> : i32
    %89 = llvm.zext %88 : i32 to i64
    %90 = llvm.add %88, %29 overflow<nsw> : i32
    %91 = llvm.zext %90 : i32 to i64
    %92 = llvm.add %51, %29 overflow<nsw> : i32
    %93 = llvm.zext %92 : i32 to i64
    %94 = llvm.add %51, %28 overflow<nsw> : i32
    %95 = llvm.zext %94 : i32 to i64
    %96 = llvm.mul %59, %31 overflow<nsw> : i32
    %97 = llvm.mul %77, %25 overflow<nsw> : i32
    %98 = llvm.add %96, %97 : i32
    %99 = llvm.mul %61, %25 overflow<nsw> : i32
    llvm.br ^bb1(%22, %19, %19, %19, %19 : i32, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)
  ^bb1(%100: i32, %101: vector<2xf16>, %102: vector<2xf16>, %103: vector<2xf16>, %104: vector<2xf16>):  // 2 preds: ^bb0, ^bb2
    %105 = llvm.icmp "slt" %100, %28 : i32
    llvm.cond_br %105, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %106 = llvm.mul %100, %26 overflow<nsw> : i32
    %107 = llvm.add %56, %106 : i32
    %108 = llvm.udiv %107, %28 : i32
    %109 = llvm.zext %108 : i32 to i64
    %110 = llvm.urem %107, %28 : i32
    %111 = llvm.udiv %110, %30 : i32
    %112 = llvm.urem %107, %30 : i32
    %113 = llvm.add %98, %111 : i32
    %114 = llvm.zext %113 : i32 to i64
    %115 = llvm.add %99, %112 : i32
    %116 = llvm.zext %115 : i32 to i64
    %117 = llvm.mul %76, %10 : i64
    %118 = llvm.mul %109, %9 : i64
    %119 = llvm.add %117, %118 : i64
    %120 = llvm.mul %114, %8 : i64
    %121 = llvm.add %119, %120 : i64
    %122 = llvm.add %121, %116 : i64
    %123 = llvm.getelementptr %arg0[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %124 = llvm.load %123 <alignment = 2> : !llvm.ptr<1> -> vector<1xf16>
    %125 = llvm.add %115, %31 overflow<nsw> : i32
    %126 = llvm.zext %125 : i32 to i64
    %127 = llvm.mul %76, %10 : i64
    %128 = llvm.mul %109, %9 : i64
    %129 = llvm.add %127, %128 : i64
    %130 = llvm.mul %114, %8 : i64
    %131 = llvm.add %129, %130 : i64
    %132 = llvm.add %131, %126 : i64
    %133 = llvm.getelementptr %arg0[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %134 = llvm.load %133 <alignment = 2> : !llvm.ptr<1> -> vector<1xf16>
    %135 = llvm.add %115, %27 overflow<nsw> : i32
    %136 = llvm.zext %135 : i32 to i64
    %137 = llvm.mul %76, %10 : i64
    %138 = llvm.mul %109, %9 : i64
    %139 = llvm.add %137, %138 : i64
    %140 = llvm.mul %114, %8 : i64
    %141 = llvm.add %139, %140 : i64
    %142 = llvm.add %141, %136 : i64
    %143 = llvm.getelementptr %arg0[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %144 = llvm.load %143 <alignment = 2> : !llvm.ptr<1> -> vector<1xf16>
    %145 = llvm.add %115, %32 overflow<nsw> : i32
    %146 = llvm.zext %145 : i32 to i64
    %147 = llvm.mul %76, %10 : i64
    %148 = llvm.mul %109, %9 : i64
    %149 = llvm.add %147, %148 : i64
    %150 = llvm.mul %114, %8 : i64
    %151 = llvm.add %149, %150 : i64
    %152 = llvm.add %151, %146 : i64
    %153 = llvm.getelementptr %arg0[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %154 = llvm.load %153 <alignment = 2> : !llvm.ptr<1> -> vector<1xf16>
    nvvm.barrier
    %155 = llvm.add %62, %106 : i32
    %156 = llvm.udiv %155, %28 : i32
    %157 = llvm.zext %156 : i32 to i64
    %158 = llvm.urem %155, %28 : i32
    %159 = llvm.udiv %158, %30 : i32
    %160 = llvm.zext %159 : i32 to i64
    %161 = llvm.urem %155, %30 : i32
    %162 = llvm.zext %161 : i32 to i64
    %163 = llvm.mul %54, %5 : i64
    %164 = llvm.mul %157, %4 : i64
    %165 = llvm.add %163, %164 : i64
    %166 = llvm.mul %160, %3 : i64
    %167 = llvm.add %165, %166 : i64
    %168 = llvm.add %167, %162 : i64
    %169 = llvm.getelementptr %arg1[%168] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %170 = llvm.load %169 <alignment = 2> : !llvm.ptr<1> -> vector<2xf16>
    %171 = llvm.mul %54, %35 : i64
    %172 = llvm.add %171, %63 : i64
    %173 = llvm.getelementptr %39[%172] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %170, %173 <alignment = 2> : vector<2xf16>, !llvm.ptr<3>
    %174 = llvm.mul %20, %37 : i64
    %175 = llvm.mul %57, %36 : i64
    %176 = llvm.add %174, %175 : i64
    %177 = llvm.mul %60, %35 : i64
    %178 = llvm.add %176, %177 : i64
    %179 = llvm.add %178, %65 : i64
    %180 = llvm.getelementptr %38[%179] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %124, %180 <alignment = 2> : vector<1xf16>, !llvm.ptr<3>
    %181 = llvm.mul %20, %37 : i64
    %182 = llvm.mul %57, %36 : i64
    %183 = llvm.add %181, %182 : i64
    %184 = llvm.mul %60, %35 : i64
    %185 = llvm.add %183, %184 : i64
    %186 = llvm.add %185, %67 : i64
    %187 = llvm.getelementptr %38[%186] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %134, %187 <alignment = 2> : vector<1xf16>, !llvm.ptr<3>
    %188 = llvm.mul %20, %37 : i64
    %189 = llvm.mul %57, %36 : i64
    %190 = llvm.add %188, %189 : i64
    %191 = llvm.mul %60, %35 : i64
    %192 = llvm.add %190, %191 : i64
    %193 = llvm.add %192, %69 : i64
    %194 = llvm.getelementptr %38[%193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %144, %194 <alignment = 2> : vector<1xf16>, !llvm.ptr<3>
    %195 = llvm.mul %20, %37 : i64
    %196 = llvm.mul %57, %36 : i64
    %197 = llvm.add %195, %196 : i64
    %198 = llvm.mul %60, %35 : i64
    %199 = llvm.add %197, %198 : i64
    %200 = llvm.add %199, %71 : i64
    %201 = llvm.getelementptr %38[%200] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %154, %201 <alignment = 2> : vector<1xf16>, !llvm.ptr<3>
    nvvm.barrier
    %202 = llvm.mul %80, %35 : i64
    %203 = llvm.add %202, %52 : i64
    %204 = llvm.getelementptr %39[%203] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %205 = llvm.load %204 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %206 = llvm.mul %80, %35 : i64
    %207 = llvm.add %206, %82 : i64
    %208 = llvm.getelementptr %39[%207] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %209 = llvm.load %208 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %210 = llvm.mul %84, %35 : i64
    %211 = llvm.add %210, %52 : i64
    %212 = llvm.getelementptr %39[%211] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %213 = llvm.load %212 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %214 = llvm.mul %84, %35 : i64
    %215 = llvm.add %214, %82 : i64
    %216 = llvm.getelementptr %39[%215] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %217 = llvm.load %216 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %218 = llvm.mul %20, %37 : i64
    %219 = llvm.mul %52, %36 : i64
    %220 = llvm.add %218, %219 : i64
    %221 = llvm.mul %89, %35 : i64
    %222 = llvm.add %220, %221 : i64
    %223 = llvm.add %222, %87 : i64
    %224 = llvm.getelementptr %38[%223] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %225 = llvm.load %224 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %226 = llvm.mul %20, %37 : i64
    %227 = llvm.mul %52, %36 : i64
    %228 = llvm.add %226, %227 : i64
    %229 = llvm.mul %91, %35 : i64
    %230 = llvm.add %228, %229 : i64
    %231 = llvm.add %230, %87 : i64
    %232 = llvm.getelementptr %38[%231] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %233 = llvm.load %232 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %234 = llvm.mul %20, %37 : i64
    %235 = llvm.mul %93, %36 : i64
    %236 = llvm.add %234, %235 : i64
    %237 = llvm.mul %89, %35 : i64
    %238 = llvm.add %236, %237 : i64
    %239 = llvm.add %238, %87 : i64
    %240 = llvm.getelementptr %38[%239] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %241 = llvm.load %240 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %242 = llvm.mul %20, %37 : i64
    %243 = llvm.mul %93, %36 : i64
    %244 = llvm.add %242, %243 : i64
    %245 = llvm.mul %91, %35 : i64
    %246 = llvm.add %244, %245 : i64
    %247 = llvm.add %246, %87 : i64
    %248 = llvm.getelementptr %38[%247] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %249 = llvm.load %248 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %250 = llvm.mul %20, %37 : i64
    %251 = llvm.mul %82, %36 : i64
    %252 = llvm.add %250, %251 : i64
    %253 = llvm.mul %89, %35 : i64
    %254 = llvm.add %252, %253 : i64
    %255 = llvm.add %254, %87 : i64
    %256 = llvm.getelementptr %38[%255] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %257 = llvm.load %256 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %258 = llvm.mul %20, %37 : i64
    %259 = llvm.mul %82, %36 : i64
    %260 = llvm.add %258, %259 : i64
    %261 = llvm.mul %91, %35 : i64
    %262 = llvm.add %260, %261 : i64
    %263 = llvm.add %262, %87 : i64
    %264 = llvm.getelementptr %38[%263] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %265 = llvm.load %264 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %266 = llvm.mul %20, %37 : i64
    %267 = llvm.mul %95, %36 : i64
    %268 = llvm.add %266, %267 : i64
    %269 = llvm.mul %89, %35 : i64
    %270 = llvm.add %268, %269 : i64
    %271 = llvm.add %270, %87 : i64
    %272 = llvm.getelementptr %38[%271] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %273 = llvm.load %272 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %274 = llvm.mul %20, %37 : i64
    %275 = llvm.mul %95, %36 : i64
    %276 = llvm.add %274, %275 : i64
    %277 = llvm.mul %91, %35 : i64
    %278 = llvm.add %276, %277 : i64
    %279 = llvm.add %278, %87 : i64
    %280 = llvm.getelementptr %38[%279] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %281 = llvm.load %280 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %282 = llvm.extractelement %225[%20 : i64] : vector<1xf16>
    %283 = llvm.extractelement %233[%20 : i64] : vector<1xf16>
    %284 = llvm.extractelement %241[%20 : i64] : vector<1xf16>
    %285 = llvm.extractelement %249[%20 : i64] : vector<1xf16>
    %286 = llvm.extractelement %257[%20 : i64] : vector<1xf16>
    %287 = llvm.extractelement %265[%20 : i64] : vector<1xf16>
    %288 = llvm.extractelement %273[%20 : i64] : vector<1xf16>
    %289 = llvm.extractelement %281[%20 : i64] : vector<1xf16>
    %290 = llvm.insertelement %282, %0[%20 : i64] : vector<2xf16>
    %291 = llvm.insertelement %284, %290[%33 : i64] : vector<2xf16>
    %292 = llvm.insertelement %286, %0[%20 : i64] : vector<2xf16>
    %293 = llvm.insertelement %288, %292[%33 : i64] : vector<2xf16>
    %294 = llvm.insertelement %283, %0[%20 : i64] : vector<2xf16>
    %295 = llvm.insertelement %285, %294[%33 : i64] : vector<2xf16>
    %296 = llvm.insertelement %287, %0[%20 : i64] : vector<2xf16>
    %297 = llvm.insertelement %289, %296[%33 : i64] : vector<2xf16>
    %298 = nvvm.mma.sync A[%205, %213, %209, %217]  B[%291, %293]  C[%103, %104]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %299 = llvm.extractvalue %298[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %300 = llvm.extractvalue %298[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %301 = nvvm.mma.sync A[%205, %213, %209, %217]  B[%295, %297]  C[%101, %102]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %302 = llvm.extractvalue %301[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %303 = llvm.extractvalue %301[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %304 = llvm.add %100, %29 : i32
    llvm.br ^bb1(%304, %302, %303, %299, %300 : i32, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)
  ^bb3:  // pred: ^bb1
    %305 = llvm.mul %77, %27 overflow<nsw> : i32
    %306 = llvm.add %88, %305 : i32
    %307 = llvm.zext %306 : i32 to i64
    %308 = llvm.add %85, %51 overflow<nsw> : i32
    %309 = llvm.zext %308 : i32 to i64
    %310 = llvm.mul %76, %2 : i64
    %311 = llvm.mul %80, %1 : i64
    %312 = llvm.add %310, %311 : i64
    %313 = llvm.mul %307, %34 : i64
    %314 = llvm.add %312, %313 : i64
    %315 = llvm.add %314, %309 : i64
    %316 = llvm.getelementptr %arg2[%315] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %103, %316 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %317 = llvm.add %306, %29 overflow<nsw> : i32
    %318 = llvm.zext %317 : i32 to i64
    %319 = llvm.mul %76, %2 : i64
    %320 = llvm.mul %80, %1 : i64
    %321 = llvm.add %319, %320 : i64
    %322 = llvm.mul %318, %34 : i64
    %323 = llvm.add %321, %322 : i64
    %324 = llvm.add %323, %309 : i64
    %325 = llvm.getelementptr %arg2[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %101, %325 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %326 = llvm.mul %76, %2 : i64
    %327 = llvm.mul %84, %1 : i64
    %328 = llvm.add %326, %327 : i64
    %329 = llvm.mul %307, %34 : i64
    %330 = llvm.add %328, %329 : i64
    %331 = llvm.add %330, %309 : i64
    %332 = llvm.getelementptr %arg2[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %104, %332 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %333 = llvm.mul %76, %2 : i64
    %334 = llvm.mul %84, %1 : i64
    %335 = llvm.add %333, %334 : i64
    %336 = llvm.mul %318, %34 : i64
    %337 = llvm.add %335, %336 : i64
    %338 = llvm.add %337, %309 : i64
    %339 = llvm.getelementptr %arg2[%338] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %102, %339 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    nvvm.barrier
    llvm.return
  }
  iree_codegen.dispatch_config @conv_nchw_dispatch_0_conv_2x32x16x16x16x3x3_f16 workgroup_size = [256, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c8, %c1, %c1 : index, index, index
  }
}
