module {
  llvm.mlir.global external @__dynamic_shared_memory__() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global private @__shared_memory___0() {addr_space = 3 : i32, alignment = 2 : i64} : !llvm.array<1 x array<64 x array<36 x f16>>>
  llvm.mlir.global private @__shared_memory__() {addr_space = 3 : i32, alignment = 2 : i64} : !llvm.array<1 x array<64 x array<68 x f16>>>
  llvm.func @bmm_dispatch_0_batch_matmul_8x64x128x64_f16(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 128, 1, 1>} {
    %0 = llvm.mlir.poison : vector<2xf16>
    %1 = llvm.mlir.constant(128 : i64) : i64
    %2 = llvm.mlir.constant(8192 : i64) : i64
    %3 = llvm.mlir.constant(true) : i1
    %4 = llvm.mlir.constant(4096 : i64) : i64
    %5 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.mlir.constant(0 : i64) : i64
    %8 = llvm.getelementptr %5[%6, %7] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %9 = llvm.mlir.constant(4352 : i64) : i64
    %10 = llvm.mlir.constant(68 : i64) : i64
    %11 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %12 = llvm.mlir.constant(0 : i64) : i64
    %13 = llvm.mlir.constant(8704 : i64) : i64
    %14 = llvm.getelementptr %11[%12, %13] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %15 = llvm.mlir.constant(dense<0.000000e+00> : vector<2xf16>) : vector<2xf16>
    %16 = llvm.mlir.constant(0 : i64) : i64
    %17 = llvm.mlir.constant(64 : i32) : i32
    %18 = llvm.mlir.constant(32 : i32) : i32
    %19 = llvm.mlir.constant(8 : i32) : i32
    %20 = llvm.mlir.constant(128 : i32) : i32
    %21 = llvm.mlir.constant(256 : i32) : i32
    %22 = llvm.mlir.constant(384 : i32) : i32
    %23 = llvm.mlir.constant(4 : i32) : i32
    %24 = llvm.mlir.constant(16 : i32) : i32
    %25 = llvm.mlir.constant(24 : i32) : i32
    %26 = llvm.mlir.constant(40 : i32) : i32
    %27 = llvm.mlir.constant(48 : i32) : i32
    %28 = llvm.mlir.constant(56 : i32) : i32
    %29 = llvm.mlir.constant(1 : i32) : i32
    %30 = llvm.mlir.constant(9 : i32) : i32
    %31 = llvm.mlir.constant(17 : i32) : i32
    %32 = llvm.mlir.constant(25 : i32) : i32
    %33 = llvm.mlir.constant(33 : i32) : i32
    %34 = llvm.mlir.constant(41 : i32) : i32
    %35 = llvm.mlir.constant(49 : i32) : i32
    %36 = llvm.mlir.constant(57 : i32) : i32
    %37 = llvm.mlir.constant(2 : i32) : i32
    %38 = llvm.mlir.constant(1 : i64) : i64
    %39 = llvm.mlir.constant(64 : i64) : i64
    %40 = llvm.mlir.constant(36 : i64) : i64
    %41 = llvm.mlir.constant(2304 : i64) : i64
    %42 = llvm.getelementptr %14[0, 0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<1 x array<64 x array<36 x f16>>>
    %43 = llvm.getelementptr %8[0, 0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<1 x array<64 x array<68 x f16>>>
    %44 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
    %45 = llvm.sext %44 : i32 to i64
    llvm.intr.assume %3 ["align"(%arg0, %39 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %3 ["align"(%arg1, %39 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %3 ["align"(%arg2, %39 : !llvm.ptr<1>, i64)] : i1
    %46 = llvm.trunc %45 : i64 to i32
    %47 = llvm.udiv %46, %17 : i32
    %48 = llvm.urem %46, %17 : i32
    %49 = llvm.udiv %48, %18 : i32
    %50 = llvm.urem %46, %18 : i32
    %51 = llvm.udiv %46, %19 : i32
    %52 = llvm.zext %51 : i32 to i64
    %53 = llvm.urem %46, %19 : i32
    %54 = llvm.mul %53, %19 overflow<nsw> : i32
    %55 = llvm.zext %54 : i32 to i64
    %56 = llvm.add %46, %20 overflow<nsw> : i32
    %57 = llvm.udiv %56, %19 : i32
    %58 = llvm.zext %57 : i32 to i64
    %59 = llvm.urem %56, %19 : i32
    %60 = llvm.mul %59, %19 overflow<nsw> : i32
    %61 = llvm.zext %60 : i32 to i64
    %62 = llvm.add %46, %21 overflow<nsw> : i32
    %63 = llvm.udiv %62, %19 : i32
    %64 = llvm.zext %63 : i32 to i64
    %65 = llvm.urem %62, %19 : i32
    %66 = llvm.mul %65, %19 overflow<nsw> : i32
    %67 = llvm.zext %66 : i32 to i64
    %68 = llvm.add %46, %22 overflow<nsw> : i32
    %69 = llvm.udiv %68, %19 : i32
    %70 = llvm.zext %69 : i32 to i64
    %71 = llvm.urem %68, %19 : i32
    %72 = llvm.mul %71, %19 overflow<nsw> : i32
    %73 = llvm.zext %72 : i32 to i64
    %74 = llvm.udiv %46, %23 : i32
    %75 = llvm.zext %74 : i32 to i64
    %76 = llvm.urem %46, %23 : i32
    %77 = llvm.mul %76, %19 overflow<nsw> : i32
    %78 = llvm.zext %77 : i32 to i64
    %79 = llvm.udiv %56, %23 : i32
    %80 = llvm.zext %79 : i32 to i64
    %81 = llvm.urem %56, %23 : i32
    %82 = llvm.mul %81, %19 overflow<nsw> : i32
    %83 = llvm.zext %82 : i32 to i64
    %84 = llvm.udiv %50, %23 : i32
    %85 = llvm.urem %50, %23 : i32
    %86 = llvm.mul %85, %37 overflow<nsw> : i32
    %87 = llvm.zext %86 : i32 to i64
    %88 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 32> : i32
    %89 = llvm.sext %88 : i32 to i64
    %90 = llvm.trunc %89 : i64 to i32
    %91 = llvm.udiv %90, %23 : i32
    %92 = llvm.zext %91 : i32 to i64
    %93 = llvm.urem %90, %23 : i32
    %94 = llvm.mul %92, %4 : i64
    %95 = llvm.mul %52, %39 : i64
    %96 = llvm.add %94, %95 : i64
    %97 = llvm.add %96, %55 : i64
    %98 = llvm.getelementptr %arg0[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %99 = llvm.load %98 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %100 = llvm.mul %16, %9 : i64
    %101 = llvm.mul %52, %10 : i64
    %102 = llvm.add %100, %101 : i64
    %103 = llvm.add %102, %55 : i64
    %104 = llvm.getelementptr %43[%103] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %99, %104 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %105 = llvm.mul %92, %4 : i64
    %106 = llvm.mul %58, %39 : i64
    %107 = llvm.add %105, %106 : i64
    %108 = llvm.add %107, %61 : i64
    %109 = llvm.getelementptr %arg0[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %110 = llvm.load %109 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %111 = llvm.mul %16, %9 : i64
    %112 = llvm.mul %58, %10 : i64
    %113 = llvm.add %111, %112 : i64
    %114 = llvm.add %113, %61 : i64
    %115 = llvm.getelementptr %43[%114] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %110, %115 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %116 = llvm.mul %92, %4 : i64
    %117 = llvm.mul %64, %39 : i64
    %118 = llvm.add %116, %117 : i64
    %119 = llvm.add %118, %67 : i64
    %120 = llvm.getelementptr %arg0[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %121 = llvm.load %120 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %122 = llvm.mul %16, %9 : i64
    %123 = llvm.mul %64, %10 : i64
    %124 = llvm.add %122, %123 : i64
    %125 = llvm.add %124, %67 : i64
    %126 = llvm.getelementptr %43[%125] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %121, %126 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %127 = llvm.mul %92, %4 : i64
    %128 = llvm.mul %70, %39 : i64
    %129 = llvm.add %127, %128 : i64
    %130 = llvm.add %129, %73 : i64
    %131 = llvm.getelementptr %arg0[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %132 = llvm.load %131 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %133 = llvm.mul %16, %9 : i64
    %134 = llvm.mul %70, %10 : i64
    %135 = llvm.add %133, %134 : i64
    %136 = llvm.add %135, %73 : i64
    %137 = llvm.getelementptr %43[%136] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %132, %137 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %138 = llvm.mul %93, %18 overflow<nsw> : i32
    %139 = llvm.add %77, %138 : i32
    %140 = llvm.zext %139 : i32 to i64
    %141 = llvm.mul %92, %2 : i64
    %142 = llvm.mul %75, %1 : i64
    %143 = llvm.add %141, %142 : i64
    %144 = llvm.add %143, %140 : i64
    %145 = llvm.getelementptr %arg1[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %146 = llvm.load %145 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %147 = llvm.mul %16, %41 : i64
    %148 = llvm.mul %75, %40 : i64
    %149 = llvm.add %147, %148 : i64
    %150 = llvm.add %149, %78 : i64
    %151 = llvm.getelementptr %42[%150] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %146, %151 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    %152 = llvm.add %82, %138 : i32
    %153 = llvm.zext %152 : i32 to i64
    %154 = llvm.mul %92, %2 : i64
    %155 = llvm.mul %80, %1 : i64
    %156 = llvm.add %154, %155 : i64
    %157 = llvm.add %156, %153 : i64
    %158 = llvm.getelementptr %arg1[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %159 = llvm.load %158 <alignment = 2> : !llvm.ptr<1> -> vector<8xf16>
    %160 = llvm.mul %16, %41 : i64
    %161 = llvm.mul %80, %40 : i64
    %162 = llvm.add %160, %161 : i64
    %163 = llvm.add %162, %83 : i64
    %164 = llvm.getelementptr %42[%163] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %159, %164 <alignment = 2> : vector<8xf16>, !llvm.ptr<3>
    nvvm.barrier
    %165 = llvm.mul %47, %18 overflow<nsw> : i32
    %166 = llvm.add %165, %84 overflow<nsw> : i32
    %167 = llvm.zext %166 : i32 to i64
    %168 = llvm.mul %16, %9 : i64
    %169 = llvm.mul %167, %10 : i64
    %170 = llvm.add %168, %169 : i64
    %171 = llvm.add %170, %87 : i64
    %172 = llvm.getelementptr %43[%171] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %173 = llvm.load %172 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %174 = llvm.add %86, %19 overflow<nsw> : i32
    %175 = llvm.zext %174 : i32 to i64
    %176 = llvm.mul %16, %9 : i64
    %177 = llvm.mul %167, %10 : i64
    %178 = llvm.add %176, %177 : i64
    %179 = llvm.add %178, %175 : i64
    %180 = llvm.getelementptr %43[%179] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %181 = llvm.load %180 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %182 = llvm.add %86, %24 overflow<nsw> : i32
    %183 = llvm.zext %182 : i32 to i64
    %184 = llvm.mul %16, %9 : i64
    %185 = llvm.mul %167, %10 : i64
    %186 = llvm.add %184, %185 : i64
    %187 = llvm.add %186, %183 : i64
    %188 = llvm.getelementptr %43[%187] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %189 = llvm.load %188 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %190 = llvm.add %86, %25 overflow<nsw> : i32
    %191 = llvm.zext %190 : i32 to i64
    %192 = llvm.mul %16, %9 : i64
    %193 = llvm.mul %167, %10 : i64
    %194 = llvm.add %192, %193 : i64
    %195 = llvm.add %194, %191 : i64
    %196 = llvm.getelementptr %43[%195] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %197 = llvm.load %196 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %198 = llvm.add %86, %18 overflow<nsw> : i32
    %199 = llvm.zext %198 : i32 to i64
    %200 = llvm.mul %16, %9 : i64
    %201 = llvm.mul %167, %10 : i64
    %202 = llvm.add %200, %201 : i64
    %203 = llvm.add %202, %199 : i64
    %204 = llvm.getelementptr %43[%203] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %205 = llvm.load %204 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %206 = llvm.add %86, %26 overflow<nsw> : i32
    %207 = llvm.zext %206 : i32 to i64
    %208 = llvm.mul %16, %9 : i64
    %209 = llvm.mul %167, %10 : i64
    %210 = llvm.add %208, %209 : i64
    %211 = llvm.add %210, %207 : i64
    %212 = llvm.getelementptr %43[%211] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %213 = llvm.load %212 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %214 = llvm.add %86, %27 overflow<nsw> : i32
    %215 = llvm.zext %214 : i32 to i64
    %216 = llvm.mul %16, %9 : i64
    %217 = llvm.mul %167, %10 : i64
    %218 = llvm.add %216, %217 : i64
    %219 = llvm.add %218, %215 : i64
    %220 = llvm.getelementptr %43[%219] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %221 = llvm.load %220 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %222 = llvm.add %86, %28 overflow<nsw> : i32
    %223 = llvm.zext %222 : i32 to i64
    %224 = llvm.mul %16, %9 : i64
    %225 = llvm.mul %167, %10 : i64
    %226 = llvm.add %224, %225 : i64
    %227 = llvm.add %226, %223 : i64
    %228 = llvm.getelementptr %43[%227] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %229 = llvm.load %228 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %230 = llvm.add %166, %19 overflow<nsw> : i32
    %231 = llvm.zext %230 : i32 to i64
    %232 = llvm.mul %16, %9 : i64
    %233 = llvm.mul %231, %10 : i64
    %234 = llvm.add %232, %233 : i64
    %235 = llvm.add %234, %87 : i64
    %236 = llvm.getelementptr %43[%235] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %237 = llvm.load %236 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %238 = llvm.mul %16, %9 : i64
    %239 = llvm.mul %231, %10 : i64
    %240 = llvm.add %238, %239 : i64
    %241 = llvm.add %240, %175 : i64
    %242 = llvm.getelementptr %43[%241] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %243 = llvm.load %242 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %244 = llvm.mul %16, %9 : i64
    %245 = llvm.mul %231, %10 : i64
    %246 = llvm.add %244, %245 : i64
    %247 = llvm.add %246, %183 : i64
    %248 = llvm.getelementptr %43[%247] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %249 = llvm.load %248 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %250 = llvm.mul %16, %9 : i64
    %251 = llvm.mul %231, %10 : i64
    %252 = llvm.add %250, %251 : i64
    %253 = llvm.add %252, %191 : i64
    %254 = llvm.getelementptr %43[%253] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %255 = llvm.load %254 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %256 = llvm.mul %16, %9 : i64
    %257 = llvm.mul %231, %10 : i64
    %258 = llvm.add %256, %257 : i64
    %259 = llvm.add %258, %199 : i64
    %260 = llvm.getelementptr %43[%259] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %261 = llvm.load %260 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %262 = llvm.mul %16, %9 : i64
    %263 = llvm.mul %231, %10 : i64
    %264 = llvm.add %262, %263 : i64
    %265 = llvm.add %264, %207 : i64
    %266 = llvm.getelementptr %43[%265] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %267 = llvm.load %266 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %268 = llvm.mul %16, %9 : i64
    %269 = llvm.mul %231, %10 : i64
    %270 = llvm.add %268, %269 : i64
    %271 = llvm.add %270, %215 : i64
    %272 = llvm.getelementptr %43[%271] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %273 = llvm.load %272 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %274 = llvm.mul %16, %9 : i64
    %275 = llvm.mul %231, %10 : i64
    %276 = llvm.add %274, %275 : i64
    %277 = llvm.add %276, %223 : i64
    %278 = llvm.getelementptr %43[%277] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %279 = llvm.load %278 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %280 = llvm.add %166, %24 overflow<nsw> : i32
    %281 = llvm.zext %280 : i32 to i64
    %282 = llvm.mul %16, %9 : i64
    %283 = llvm.mul %281, %10 : i64
    %284 = llvm.add %282, %283 : i64
    %285 = llvm.add %284, %87 : i64
    %286 = llvm.getelementptr %43[%285] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %287 = llvm.load %286 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %288 = llvm.mul %16, %9 : i64
    %289 = llvm.mul %281, %10 : i64
    %290 = llvm.add %288, %289 : i64
    %291 = llvm.add %290, %175 : i64
    %292 = llvm.getelementptr %43[%291] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %293 = llvm.load %292 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %294 = llvm.mul %16, %9 : i64
    %295 = llvm.mul %281, %10 : i64
    %296 = llvm.add %294, %295 : i64
    %297 = llvm.add %296, %183 : i64
    %298 = llvm.getelementptr %43[%297] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %299 = llvm.load %298 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %300 = llvm.mul %16, %9 : i64
    %301 = llvm.mul %281, %10 : i64
    %302 = llvm.add %300, %301 : i64
    %303 = llvm.add %302, %191 : i64
    %304 = llvm.getelementptr %43[%303] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %305 = llvm.load %304 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %306 = llvm.mul %16, %9 : i64
    %307 = llvm.mul %281, %10 : i64
    %308 = llvm.add %306, %307 : i64
    %309 = llvm.add %308, %199 : i64
    %310 = llvm.getelementptr %43[%309] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %311 = llvm.load %310 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %312 = llvm.mul %16, %9 : i64
    %313 = llvm.mul %281, %10 : i64
    %314 = llvm.add %312, %313 : i64
    %315 = llvm.add %314, %207 : i64
    %316 = llvm.getelementptr %43[%315] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %317 = llvm.load %316 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %318 = llvm.mul %16, %9 : i64
    %319 = llvm.mul %281, %10 : i64
    %320 = llvm.add %318, %319 : i64
    %321 = llvm.add %320, %215 : i64
    %322 = llvm.getelementptr %43[%321] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %323 = llvm.load %322 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %324 = llvm.mul %16, %9 : i64
    %325 = llvm.mul %281, %10 : i64
    %326 = llvm.add %324, %325 : i64
    %327 = llvm.add %326, %223 : i64
    %328 = llvm.getelementptr %43[%327] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %329 = llvm.load %328 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %330 = llvm.add %166, %25 overflow<nsw> : i32
    %331 = llvm.zext %330 : i32 to i64
    %332 = llvm.mul %16, %9 : i64
    %333 = llvm.mul %331, %10 : i64
    %334 = llvm.add %332, %333 : i64
    %335 = llvm.add %334, %87 : i64
    %336 = llvm.getelementptr %43[%335] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %337 = llvm.load %336 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %338 = llvm.mul %16, %9 : i64
    %339 = llvm.mul %331, %10 : i64
    %340 = llvm.add %338, %339 : i64
    %341 = llvm.add %340, %175 : i64
    %342 = llvm.getelementptr %43[%341] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %343 = llvm.load %342 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %344 = llvm.mul %16, %9 : i64
    %345 = llvm.mul %331, %10 : i64
    %346 = llvm.add %344, %345 : i64
    %347 = llvm.add %346, %183 : i64
    %348 = llvm.getelementptr %43[%347] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %349 = llvm.load %348 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %350 = llvm.mul %16, %9 : i64
    %351 = llvm.mul %331, %10 : i64
    %352 = llvm.add %350, %351 : i64
    %353 = llvm.add %352, %191 : i64
    %354 = llvm.getelementptr %43[%353] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %355 = llvm.load %354 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %356 = llvm.mul %16, %9 : i64
    %357 = llvm.mul %331, %10 : i64
    %358 = llvm.add %356, %357 : i64
    %359 = llvm.add %358, %199 : i64
    %360 = llvm.getelementptr %43[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %361 = llvm.load %360 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %362 = llvm.mul %16, %9 : i64
    %363 = llvm.mul %331, %10 : i64
    %364 = llvm.add %362, %363 : i64
    %365 = llvm.add %364, %207 : i64
    %366 = llvm.getelementptr %43[%365] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %367 = llvm.load %366 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %368 = llvm.mul %16, %9 : i64
    %369 = llvm.mul %331, %10 : i64
    %370 = llvm.add %368, %369 : i64
    %371 = llvm.add %370, %215 : i64
    %372 = llvm.getelementptr %43[%371] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %373 = llvm.load %372 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %374 = llvm.mul %16, %9 : i64
    %375 = llvm.mul %331, %10 : i64
    %376 = llvm.add %374, %375 : i64
    %377 = llvm.add %376, %223 : i64
    %378 = llvm.getelementptr %43[%377] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %379 = llvm.load %378 <alignment = 2> : !llvm.ptr<3> -> vector<2xf16>
    %380 = llvm.mul %49, %37 overflow<nsw> : i32
    %381 = llvm.mul %49, %24 overflow<nsw> : i32
    %382 = llvm.add %381, %84 overflow<nsw> : i32
    %383 = llvm.zext %382 : i32 to i64
    %384 = llvm.mul %16, %41 : i64
    %385 = llvm.mul %87, %40 : i64
    %386 = llvm.add %384, %385 : i64
    %387 = llvm.add %386, %383 : i64
    %388 = llvm.getelementptr %42[%387] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %389 = llvm.load %388 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %390 = llvm.add %382, %19 overflow<nsw> : i32
    %391 = llvm.zext %390 : i32 to i64
    %392 = llvm.mul %16, %41 : i64
    %393 = llvm.mul %87, %40 : i64
    %394 = llvm.add %392, %393 : i64
    %395 = llvm.add %394, %391 : i64
    %396 = llvm.getelementptr %42[%395] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %397 = llvm.load %396 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %398 = llvm.add %86, %29 overflow<nsw> : i32
    %399 = llvm.zext %398 : i32 to i64
    %400 = llvm.mul %16, %41 : i64
    %401 = llvm.mul %399, %40 : i64
    %402 = llvm.add %400, %401 : i64
    %403 = llvm.add %402, %383 : i64
    %404 = llvm.getelementptr %42[%403] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %405 = llvm.load %404 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %406 = llvm.mul %16, %41 : i64
    %407 = llvm.mul %399, %40 : i64
    %408 = llvm.add %406, %407 : i64
    %409 = llvm.add %408, %391 : i64
    %410 = llvm.getelementptr %42[%409] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %411 = llvm.load %410 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %412 = llvm.mul %16, %41 : i64
    %413 = llvm.mul %175, %40 : i64
    %414 = llvm.add %412, %413 : i64
    %415 = llvm.add %414, %383 : i64
    %416 = llvm.getelementptr %42[%415] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %417 = llvm.load %416 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %418 = llvm.mul %16, %41 : i64
    %419 = llvm.mul %175, %40 : i64
    %420 = llvm.add %418, %419 : i64
    %421 = llvm.add %420, %391 : i64
    %422 = llvm.getelementptr %42[%421] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %423 = llvm.load %422 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %424 = llvm.add %86, %30 overflow<nsw> : i32
    %425 = llvm.zext %424 : i32 to i64
    %426 = llvm.mul %16, %41 : i64
    %427 = llvm.mul %425, %40 : i64
    %428 = llvm.add %426, %427 : i64
    %429 = llvm.add %428, %383 : i64
    %430 = llvm.getelementptr %42[%429] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %431 = llvm.load %430 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %432 = llvm.mul %16, %41 : i64
    %433 = llvm.mul %425, %40 : i64
    %434 = llvm.add %432, %433 : i64
    %435 = llvm.add %434, %391 : i64
    %436 = llvm.getelementptr %42[%435] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %437 = llvm.load %436 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %438 = llvm.mul %16, %41 : i64
    %439 = llvm.mul %183, %40 : i64
    %440 = llvm.add %438, %439 : i64
    %441 = llvm.add %440, %383 : i64
    %442 = llvm.getelementptr %42[%441] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %443 = llvm.load %442 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %444 = llvm.mul %16, %41 : i64
    %445 = llvm.mul %183, %40 : i64
    %446 = llvm.add %444, %445 : i64
    %447 = llvm.add %446, %391 : i64
    %448 = llvm.getelementptr %42[%447] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %449 = llvm.load %448 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %450 = llvm.add %86, %31 overflow<nsw> : i32
    %451 = llvm.zext %450 : i32 to i64
    %452 = llvm.mul %16, %41 : i64
    %453 = llvm.mul %451, %40 : i64
    %454 = llvm.add %452, %453 : i64
    %455 = llvm.add %454, %383 : i64
    %456 = llvm.getelementptr %42[%455] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %457 = llvm.load %456 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %458 = llvm.mul %16, %41 : i64
    %459 = llvm.mul %451, %40 : i64
    %460 = llvm.add %458, %459 : i64
    %461 = llvm.add %460, %391 : i64
    %462 = llvm.getelementptr %42[%461] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %463 = llvm.load %462 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %464 = llvm.mul %16, %41 : i64
    %465 = llvm.mul %191, %40 : i64
    %466 = llvm.add %464, %465 : i64
    %467 = llvm.add %466, %383 : i64
    %468 = llvm.getelementptr %42[%467] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %469 = llvm.load %468 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %470 = llvm.mul %16, %41 : i64
    %471 = llvm.mul %191, %40 : i64
    %472 = llvm.add %470, %471 : i64
    %473 = llvm.add %472, %391 : i64
    %474 = llvm.getelementptr %42[%473] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %475 = llvm.load %474 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %476 = llvm.add %86, %32 overflow<nsw> : i32
    %477 = llvm.zext %476 : i32 to i64
    %478 = llvm.mul %16, %41 : i64
    %479 = llvm.mul %477, %40 : i64
    %480 = llvm.add %478, %479 : i64
    %481 = llvm.add %480, %383 : i64
    %482 = llvm.getelementptr %42[%481] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %483 = llvm.load %482 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %484 = llvm.mul %16, %41 : i64
    %485 = llvm.mul %477, %40 : i64
    %486 = llvm.add %484, %485 : i64
    %487 = llvm.add %486, %391 : i64
    %488 = llvm.getelementptr %42[%487] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %489 = llvm.load %488 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %490 = llvm.mul %16, %41 : i64
    %491 = llvm.mul %199, %40 : i64
    %492 = llvm.add %490, %491 : i64
    %493 = llvm.add %492, %383 : i64
    %494 = llvm.getelementptr %42[%493] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %495 = llvm.load %494 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %496 = llvm.mul %16, %41 : i64
    %497 = llvm.mul %199, %40 : i64
    %498 = llvm.add %496, %497 : i64
    %499 = llvm.add %498, %391 : i64
    %500 = llvm.getelementptr %42[%499] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %501 = llvm.load %500 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %502 = llvm.add %86, %33 overflow<nsw> : i32
    %503 = llvm.zext %502 : i32 to i64
    %504 = llvm.mul %16, %41 : i64
    %505 = llvm.mul %503, %40 : i64
    %506 = llvm.add %504, %505 : i64
    %507 = llvm.add %506, %383 : i64
    %508 = llvm.getelementptr %42[%507] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %509 = llvm.load %508 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %510 = llvm.mul %16, %41 : i64
    %511 = llvm.mul %503, %40 : i64
    %512 = llvm.add %510, %511 : i64
    %513 = llvm.add %512, %391 : i64
    %514 = llvm.getelementptr %42[%513] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %515 = llvm.load %514 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %516 = llvm.mul %16, %41 : i64
    %517 = llvm.mul %207, %40 : i64
    %518 = llvm.add %516, %517 : i64
    %519 = llvm.add %518, %383 : i64
    %520 = llvm.getelementptr %42[%519] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %521 = llvm.load %520 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %522 = llvm.mul %16, %41 : i64
    %523 = llvm.mul %207, %40 : i64
    %524 = llvm.add %522, %523 : i64
    %525 = llvm.add %524, %391 : i64
    %526 = llvm.getelementptr %42[%525] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %527 = llvm.load %526 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %528 = llvm.add %86, %34 overflow<nsw> : i32
    %529 = llvm.zext %528 : i32 to i64
    %530 = llvm.mul %16, %41 : i64
    %531 = llvm.mul %529, %40 : i64
    %532 = llvm.add %530, %531 : i64
    %533 = llvm.add %532, %383 : i64
    %534 = llvm.getelementptr %42[%533] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %535 = llvm.load %534 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %536 = llvm.mul %16, %41 : i64
    %537 = llvm.mul %529, %40 : i64
    %538 = llvm.add %536, %537 : i64
    %539 = llvm.add %538, %391 : i64
    %540 = llvm.getelementptr %42[%539] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %541 = llvm.load %540 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %542 = llvm.mul %16, %41 : i64
    %543 = llvm.mul %215, %40 : i64
    %544 = llvm.add %542, %543 : i64
    %545 = llvm.add %544, %383 : i64
    %546 = llvm.getelementptr %42[%545] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %547 = llvm.load %546 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %548 = llvm.mul %16, %41 : i64
    %549 = llvm.mul %215, %40 : i64
    %550 = llvm.add %548, %549 : i64
    %551 = llvm.add %550, %391 : i64
    %552 = llvm.getelementptr %42[%551] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %553 = llvm.load %552 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %554 = llvm.add %86, %35 overflow<nsw> : i32
    %555 = llvm.zext %554 : i32 to i64
    %556 = llvm.mul %16, %41 : i64
    %557 = llvm.mul %555, %40 : i64
    %558 = llvm.add %556, %557 : i64
    %559 = llvm.add %558, %383 : i64
    %560 = llvm.getelementptr %42[%559] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %561 = llvm.load %560 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %562 = llvm.mul %16, %41 : i64
    %563 = llvm.mul %555, %40 : i64
    %564 = llvm.add %562, %563 : i64
    %565 = llvm.add %564, %391 : i64
    %566 = llvm.getelementptr %42[%565] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %567 = llvm.load %566 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %568 = llvm.mul %16, %41 : i64
    %569 = llvm.mul %223, %40 : i64
    %570 = llvm.add %568, %569 : i64
    %571 = llvm.add %570, %383 : i64
    %572 = llvm.getelementptr %42[%571] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %573 = llvm.load %572 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %574 = llvm.mul %16, %41 : i64
    %575 = llvm.mul %223, %40 : i64
    %576 = llvm.add %574, %575 : i64
    %577 = llvm.add %576, %391 : i64
    %578 = llvm.getelementptr %42[%577] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %579 = llvm.load %578 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %580 = llvm.add %86, %36 overflow<nsw> : i32
    %581 = llvm.zext %580 : i32 to i64
    %582 = llvm.mul %16, %41 : i64
    %583 = llvm.mul %581, %40 : i64
    %584 = llvm.add %582, %583 : i64
    %585 = llvm.add %584, %383 : i64
    %586 = llvm.getelementptr %42[%585] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %587 = llvm.load %586 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %588 = llvm.mul %16, %41 : i64
    %589 = llvm.mul %581, %40 : i64
    %590 = llvm.add %588, %589 : i64
    %591 = llvm.add %590, %391 : i64
    %592 = llvm.getelementptr %42[%591] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %593 = llvm.load %592 <alignment = 2> : !llvm.ptr<3> -> vector<1xf16>
    %594 = llvm.extractelement %389[%16 : i64] : vector<1xf16>
    %595 = llvm.extractelement %397[%16 : i64] : vector<1xf16>
    %596 = llvm.extractelement %405[%16 : i64] : vector<1xf16>
    %597 = llvm.extractelement %411[%16 : i64] : vector<1xf16>
    %598 = llvm.extractelement %417[%16 : i64] : vector<1xf16>
    %599 = llvm.extractelement %423[%16 : i64] : vector<1xf16>
    %600 = llvm.extractelement %431[%16 : i64] : vector<1xf16>
    %601 = llvm.extractelement %437[%16 : i64] : vector<1xf16>
    %602 = llvm.extractelement %443[%16 : i64] : vector<1xf16>
    %603 = llvm.extractelement %449[%16 : i64] : vector<1xf16>
    %604 = llvm.extractelement %457[%16 : i64] : vector<1xf16>
    %605 = llvm.extractelement %463[%16 : i64] : vector<1xf16>
    %606 = llvm.extractelement %469[%16 : i64] : vector<1xf16>
    %607 = llvm.extractelement %475[%16 : i64] : vector<1xf16>
    %608 = llvm.extractelement %483[%16 : i64] : vector<1xf16>
    %609 = llvm.extractelement %489[%16 : i64] : vector<1xf16>
    %610 = llvm.extractelement %495[%16 : i64] : vector<1xf16>
    %611 = llvm.extractelement %501[%16 : i64] : vector<1xf16>
    %612 = llvm.extractelement %509[%16 : i64] : vector<1xf16>
    %613 = llvm.extractelement %515[%16 : i64] : vector<1xf16>
    %614 = llvm.extractelement %521[%16 : i64] : vector<1xf16>
    %615 = llvm.extractelement %527[%16 : i64] : vector<1xf16>
    %616 = llvm.extractelement %535[%16 : i64] : vector<1xf16>
    %617 = llvm.extractelement %541[%16 : i64] : vector<1xf16>
    %618 = llvm.extractelement %547[%16 : i64] : vector<1xf16>
    %619 = llvm.extractelement %553[%16 : i64] : vector<1xf16>
    %620 = llvm.extractelement %561[%16 : i64] : vector<1xf16>
    %621 = llvm.extractelement %567[%16 : i64] : vector<1xf16>
    %622 = llvm.extractelement %573[%16 : i64] : vector<1xf16>
    %623 = llvm.extractelement %579[%16 : i64] : vector<1xf16>
    %624 = llvm.extractelement %587[%16 : i64] : vector<1xf16>
    %625 = llvm.extractelement %593[%16 : i64] : vector<1xf16>
    %626 = llvm.insertelement %594, %0[%16 : i64] : vector<2xf16>
    %627 = llvm.insertelement %596, %626[%38 : i64] : vector<2xf16>
    %628 = llvm.insertelement %598, %0[%16 : i64] : vector<2xf16>
    %629 = llvm.insertelement %600, %628[%38 : i64] : vector<2xf16>
    %630 = llvm.insertelement %595, %0[%16 : i64] : vector<2xf16>
    %631 = llvm.insertelement %597, %630[%38 : i64] : vector<2xf16>
    %632 = llvm.insertelement %599, %0[%16 : i64] : vector<2xf16>
    %633 = llvm.insertelement %601, %632[%38 : i64] : vector<2xf16>
    %634 = llvm.insertelement %602, %0[%16 : i64] : vector<2xf16>
    %635 = llvm.insertelement %604, %634[%38 : i64] : vector<2xf16>
    %636 = llvm.insertelement %606, %0[%16 : i64] : vector<2xf16>
    %637 = llvm.insertelement %608, %636[%38 : i64] : vector<2xf16>
    %638 = llvm.insertelement %603, %0[%16 : i64] : vector<2xf16>
    %639 = llvm.insertelement %605, %638[%38 : i64] : vector<2xf16>
    %640 = llvm.insertelement %607, %0[%16 : i64] : vector<2xf16>
    %641 = llvm.insertelement %609, %640[%38 : i64] : vector<2xf16>
    %642 = llvm.insertelement %610, %0[%16 : i64] : vector<2xf16>
    %643 = llvm.insertelement %612, %642[%38 : i64] : vector<2xf16>
    %644 = llvm.insertelement %614, %0[%16 : i64] : vector<2xf16>
    %645 = llvm.insertelement %616, %644[%38 : i64] : vector<2xf16>
    %646 = llvm.insertelement %611, %0[%16 : i64] : vector<2xf16>
    %647 = llvm.insertelement %613, %646[%38 : i64] : vector<2xf16>
    %648 = llvm.insertelement %615, %0[%16 : i64] : vector<2xf16>
    %649 = llvm.insertelement %617, %648[%38 : i64] : vector<2xf16>
    %650 = llvm.insertelement %618, %0[%16 : i64] : vector<2xf16>
    %651 = llvm.insertelement %620, %650[%38 : i64] : vector<2xf16>
    %652 = llvm.insertelement %622, %0[%16 : i64] : vector<2xf16>
    %653 = llvm.insertelement %624, %652[%38 : i64] : vector<2xf16>
    %654 = llvm.insertelement %619, %0[%16 : i64] : vector<2xf16>
    %655 = llvm.insertelement %621, %654[%38 : i64] : vector<2xf16>
    %656 = llvm.insertelement %623, %0[%16 : i64] : vector<2xf16>
    %657 = llvm.insertelement %625, %656[%38 : i64] : vector<2xf16>
    %658 = nvvm.mma.sync A[%173, %237, %181, %243]  B[%627, %629]  C[%15, %15]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %659 = llvm.extractvalue %658[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %660 = llvm.extractvalue %658[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %661 = nvvm.mma.sync A[%173, %237, %181, %243]  B[%631, %633]  C[%15, %15]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %662 = llvm.extractvalue %661[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %663 = llvm.extractvalue %661[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %664 = nvvm.mma.sync A[%287, %337, %293, %343]  B[%627, %629]  C[%15, %15]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %665 = llvm.extractvalue %664[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %666 = llvm.extractvalue %664[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %667 = nvvm.mma.sync A[%287, %337, %293, %343]  B[%631, %633]  C[%15, %15]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %668 = llvm.extractvalue %667[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %669 = llvm.extractvalue %667[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %670 = nvvm.mma.sync A[%189, %249, %197, %255]  B[%635, %637]  C[%659, %660]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %671 = llvm.extractvalue %670[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %672 = llvm.extractvalue %670[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %673 = nvvm.mma.sync A[%189, %249, %197, %255]  B[%639, %641]  C[%662, %663]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %674 = llvm.extractvalue %673[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %675 = llvm.extractvalue %673[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %676 = nvvm.mma.sync A[%299, %349, %305, %355]  B[%635, %637]  C[%665, %666]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %677 = llvm.extractvalue %676[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %678 = llvm.extractvalue %676[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %679 = nvvm.mma.sync A[%299, %349, %305, %355]  B[%639, %641]  C[%668, %669]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %680 = llvm.extractvalue %679[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %681 = llvm.extractvalue %679[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %682 = nvvm.mma.sync A[%205, %261, %213, %267]  B[%643, %645]  C[%671, %672]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %683 = llvm.extractvalue %682[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %684 = llvm.extractvalue %682[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %685 = nvvm.mma.sync A[%205, %261, %213, %267]  B[%647, %649]  C[%674, %675]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %686 = llvm.extractvalue %685[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %687 = llvm.extractvalue %685[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %688 = nvvm.mma.sync A[%311, %361, %317, %367]  B[%643, %645]  C[%677, %678]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %689 = llvm.extractvalue %688[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %690 = llvm.extractvalue %688[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %691 = nvvm.mma.sync A[%311, %361, %317, %367]  B[%647, %649]  C[%680, %681]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %692 = llvm.extractvalue %691[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %693 = llvm.extractvalue %691[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %694 = nvvm.mma.sync A[%221, %273, %229, %279]  B[%651, %653]  C[%683, %684]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %695 = llvm.extractvalue %694[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %696 = llvm.extractvalue %694[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %697 = nvvm.mma.sync A[%221, %273, %229, %279]  B[%655, %657]  C[%686, %687]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %698 = llvm.extractvalue %697[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %699 = llvm.extractvalue %697[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %700 = nvvm.mma.sync A[%323, %373, %329, %379]  B[%651, %653]  C[%689, %690]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %701 = llvm.extractvalue %700[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %702 = llvm.extractvalue %700[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %703 = nvvm.mma.sync A[%323, %373, %329, %379]  B[%655, %657]  C[%692, %693]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %704 = llvm.extractvalue %703[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %705 = llvm.extractvalue %703[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)> 
    %706 = llvm.mul %93, %23 overflow<nsw> : i32
    %707 = llvm.add %380, %706 : i32
    %708 = llvm.mul %707, %19 overflow<nsw> : i32
    %709 = llvm.add %708, %86 overflow<nsw> : i32
    %710 = llvm.zext %709 : i32 to i64
    %711 = llvm.mul %92, %2 : i64
    %712 = llvm.mul %167, %1 : i64
    %713 = llvm.add %711, %712 : i64
    %714 = llvm.add %713, %710 : i64
    %715 = llvm.getelementptr %arg2[%714] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %695, %715 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %716 = llvm.add %709, %19 overflow<nsw> : i32
    %717 = llvm.zext %716 : i32 to i64
    %718 = llvm.mul %92, %2 : i64
    %719 = llvm.mul %167, %1 : i64
    %720 = llvm.add %718, %719 : i64
    %721 = llvm.add %720, %717 : i64
    %722 = llvm.getelementptr %arg2[%721] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %698, %722 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %723 = llvm.mul %92, %2 : i64
    %724 = llvm.mul %231, %1 : i64
    %725 = llvm.add %723, %724 : i64
    %726 = llvm.add %725, %710 : i64
    %727 = llvm.getelementptr %arg2[%726] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %696, %727 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %728 = llvm.mul %92, %2 : i64
    %729 = llvm.mul %231, %1 : i64
    %730 = llvm.add %728, %729 : i64
    %731 = llvm.add %730, %717 : i64
    %732 = llvm.getelementptr %arg2[%731] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %699, %732 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %733 = llvm.mul %92, %2 : i64
    %734 = llvm.mul %281, %1 : i64
    %735 = llvm.add %733, %734 : i64
    %736 = llvm.add %735, %710 : i64
    %737 = llvm.getelementptr %arg2[%736] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %701, %737 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %738 = llvm.mul %92, %2 : i64
    %739 = llvm.mul %281, %1 : i64
    %740 = llvm.add %738, %739 : i64
    %741 = llvm.add %740, %717 : i64
    %742 = llvm.getelementptr %arg2[%741] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %704, %742 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %743 = llvm.mul %92, %2 : i64
    %744 = llvm.mul %331, %1 : i64
    %745 = llvm.add %743, %744 : i64
    %746 = llvm.add %745, %710 : i64
    %747 = llvm.getelementptr %arg2[%746] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %702, %747 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    %748 = llvm.mul %92, %2 : i64
    %749 = llvm.mul %331, %1 : i64
    %750 = llvm.add %748, %749 : i64
    %751 = llvm.add %750, %717 : i64
    %752 = llvm.getelementptr %arg2[%751] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %705, %752 <alignment = 2> : vector<2xf16>, !llvm.ptr<1>
    nvvm.barrier
    llvm.return
  }
  iree_codegen.dispatch_config @bmm_dispatch_0_batch_matmul_8x64x128x64_f16 workgroup_size = [128, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c32 = arith.constant 32 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c32, %c1, %c1 : index, index, index
  }
}
