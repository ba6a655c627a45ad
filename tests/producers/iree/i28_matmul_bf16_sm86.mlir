module {
  llvm.mlir.global external @__dynamic_shared_memory__() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global private @__shared_memory___0() {addr_space = 3 : i32, alignment = 2 : i64} : !llvm.array<64 x array<68 x bf16>>
  llvm.mlir.global private @__shared_memory__() {addr_space = 3 : i32, alignment = 2 : i64} : !llvm.array<64 x array<68 x bf16>>
  llvm.func @mm_bf16_dispatch_0_matmul_128x256x64_bf16xbf16xf32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 128, 1, 1>} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.poison : vector<2xf32>
    %2 = llvm.mlir.poison : vector<2xbf16>
    %3 = llvm.mlir.constant(256 : i64) : i64
    %4 = llvm.mlir.constant(true) : i1
    %5 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.mlir.constant(0 : i64) : i64
    %8 = llvm.getelementptr %5[%6, %7] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %9 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %10 = llvm.mlir.constant(0 : i64) : i64
    %11 = llvm.mlir.constant(8704 : i64) : i64
    %12 = llvm.getelementptr %9[%10, %11] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %13 = llvm.mlir.constant(dense<0.000000e+00> : vector<2xf32>) : vector<2xf32>
    %14 = llvm.mlir.constant(0 : i64) : i64
    %15 = llvm.mlir.constant(64 : i32) : i32
    %16 = llvm.mlir.constant(32 : i32) : i32
    %17 = llvm.mlir.constant(8 : i32) : i32
    %18 = llvm.mlir.constant(128 : i32) : i32
    %19 = llvm.mlir.constant(256 : i32) : i32
    %20 = llvm.mlir.constant(384 : i32) : i32
    %21 = llvm.mlir.constant(4 : i32) : i32
    %22 = llvm.mlir.constant(16 : i32) : i32
    %23 = llvm.mlir.constant(24 : i32) : i32
    %24 = llvm.mlir.constant(40 : i32) : i32
    %25 = llvm.mlir.constant(48 : i32) : i32
    %26 = llvm.mlir.constant(56 : i32) : i32
    %27 = llvm.mlir.constant(1 : i32) : i32
    %28 = llvm.mlir.constant(9 : i32) : i32
    %29 = llvm.mlir.constant(17 : i32) : i32
    %30 = llvm.mlir.constant(25 : i32) : i32
    %31 = llvm.mlir.constant(33 : i32) : i32
    %32 = llvm.mlir.constant(41 : i32) : i32
    %33 = llvm.mlir.constant(49 : i32) : i32
    %34 = llvm.mlir.constant(57 : i32) : i32
    %35 = llvm.mlir.constant(2 : i32) : i32
    %36 = llvm.mlir.constant(64 : i64) : i64
    %37 = llvm.mlir.constant(68 : i64) : i64
    %38 = llvm.mlir.constant(1 : i64) : i64
    %39 = llvm.getelementptr %12[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<64 x array<68 x bf16>>
    %40 = llvm.getelementptr %8[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<64 x array<68 x bf16>>
    %41 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
    %42 = llvm.sext %41 : i32 to i64
    llvm.intr.assume %4 ["align"(%arg0, %36 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %4 ["align"(%arg1, %36 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %4 ["align"(%arg2, %36 : !llvm.ptr<1>, i64)] : i1
    %43 = llvm.trunc %42 : i64 to i32
    %44 = llvm.udiv %43, %15 : i32
    %45 = llvm.urem %43, %15 : i32
    %46 = llvm.udiv %45, %16 : i32
    %47 = llvm.urem %43, %16 : i32
    %48 = llvm.udiv %43, %17 : i32
    %49 = llvm.zext %48 : i32 to i64
    %50 = llvm.urem %43, %17 : i32
    %51 = llvm.mul %50, %17 overflow<nsw> : i32
    %52 = llvm.zext %51 : i32 to i64
    %53 = llvm.add %43, %18 overflow<nsw> : i32
    %54 = llvm.udiv %53, %17 : i32
    %55 = llvm.zext %54 : i32 to i64
    %56 = llvm.urem %53, %17 : i32
    %57 = llvm.mul %56, %17 overflow<nsw> : i32
    %58 = llvm.zext %57 : i32 to i64
    %59 = llvm.add %43, %19 overflow<nsw> : i32
    %60 = llvm.udiv %59, %17 : i32
    %61 = llvm.zext %60 : i32 to i64
    %62 = llvm.urem %59, %17 : i32
    %63 = llvm.mul %62, %17 overflow<nsw> : i32
    %64 = llvm.zext %63 : i32 to i64
    %65 = llvm.add %43, %20 overflow<nsw> : i32
    %66 = llvm.udiv %65, %17 : i32
    %67 = llvm.zext %66 : i32 to i64
    %68 = llvm.urem %65, %17 : i32
    %69 = llvm.mul %68, %17 overflow<nsw> : i32
    %70 = llvm.zext %69 : i32 to i64
    %71 = llvm.udiv %47, %21 : i32
    %72 = llvm.urem %47, %21 : i32
    %73 = llvm.mul %72, %35 overflow<nsw> : i32
    %74 = llvm.zext %73 : i32 to i64
    %75 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 8> : i32
    %76 = llvm.sext %75 : i32 to i64
    %77 = llvm.trunc %76 : i64 to i32
    %78 = llvm.udiv %77, %21 : i32
    %79 = llvm.urem %77, %21 : i32
    %80 = llvm.mul %78, %15 overflow<nsw> : i32
    %81 = llvm.add %48, %80 : i32
    %82 = llvm.zext %81 : i32 to i64
    %83 = llvm.mul %82, %36 : i64
    %84 = llvm.add %83, %52 : i64
    %85 = llvm.getelementptr %arg0[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
    %86 = llvm.load %85 <alignment = 2> : !llvm.ptr<1> -> vector<8xbf16>
    %87 = llvm.mul %49, %37 : i64
    %88 = llvm.add %87, %52 : i64
    %89 = llvm.getelementptr %39[%88] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    llvm.store %86, %89 <alignment = 2> : vector<8xbf16>, !llvm.ptr<3>
    %90 = llvm.add %54, %80 : i32
    %91 = llvm.zext %90 : i32 to i64
    %92 = llvm.mul %91, %36 : i64
    %93 = llvm.add %92, %58 : i64
    %94 = llvm.getelementptr %arg0[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
    %95 = llvm.load %94 <alignment = 2> : !llvm.ptr<1> -> vector<8xbf16>
    %96 = llvm.mul %55, %37 : i64
    %97 = llvm.add %96, %58 : i64
    %98 = llvm.getelementptr %39[%97] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    llvm.store %95, %98 <alignment = 2> : vector<8xbf16>, !llvm.ptr<3>
    %99 = llvm.add %60, %80 : i32
    %100 = llvm.zext %99 : i32 to i64
    %101 = llvm.mul %100, %36 : i64
    %102 = llvm.add %101, %64 : i64
    %103 = llvm.getelementptr %arg0[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
    %104 = llvm.load %103 <alignment = 2> : !llvm.ptr<1> -> vector<8xbf16>
    %105 = llvm.mul %61, %37 : i64
    %106 = llvm.add %105, %64 : i64
    %107 = llvm.getelementptr %39[%106] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    llvm.store %104, %107 <alignment = 2> : vector<8xbf16>, !llvm.ptr<3>
    %108 = llvm.add %66, %80 : i32
    %109 = llvm.zext %108 : i32 to i64
    %110 = llvm.mul %109, %36 : i64
    %111 = llvm.add %110, %70 : i64
    %112 = llvm.getelementptr %arg0[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
    %113 = llvm.load %112 <alignment = 2> : !llvm.ptr<1> -> vector<8xbf16>
    %114 = llvm.mul %67, %37 : i64
    %115 = llvm.add %114, %70 : i64
    %116 = llvm.getelementptr %39[%115] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    llvm.store %113, %116 <alignment = 2> : vector<8xbf16>, !llvm.ptr<3>
    %117 = llvm.mul %79, %15 overflow<nsw> : i32
    %118 = llvm.add %51, %117 : i32
    %119 = llvm.zext %118 : i32 to i64
    %120 = llvm.mul %49, %3 : i64
    %121 = llvm.add %120, %119 : i64
    %122 = llvm.getelementptr %arg1[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
    %123 = llvm.load %122 <alignment = 2> : !llvm.ptr<1> -> vector<8xbf16>
    %124 = llvm.mul %49, %37 : i64
    %125 = llvm.add %124, %52 : i64
    %126 = llvm.getelementptr %40[%125] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    llvm.store %123, %126 <alignment = 2> : vector<8xbf16>, !llvm.ptr<3>
    %127 = llvm.add %57, %117 : i32
    %128 = llvm.zext %127 : i32 to i64
    %129 = llvm.mul %55, %3 : i64
    %130 = llvm.add %129, %128 : i64
    %131 = llvm.getelementptr %arg1[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
    %132 = llvm.load %131 <alignment = 2> : !llvm.ptr<1> -> vector<8xbf16>
    %133 = llvm.mul %55, %37 : i64
    %134 = llvm.add %133, %58 : i64
    %135 = llvm.getelementptr %40[%134] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    llvm.store %132, %135 <alignment = 2> : vector<8xbf16>, !llvm.ptr<3>
    %136 = llvm.add %63, %117 : i32
    %137 = llvm.zext %136 : i32 to i64
    %138 = llvm.mul %61, %3 : i64
    %139 = llvm.add %138, %137 : i64
    %140 = llvm.getelementptr %arg1[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
    %141 = llvm.load %140 <alignment = 2> : !llvm.ptr<1> -> vector<8xbf16>
    %142 = llvm.mul %61, %37 : i64
    %143 = llvm.add %142, %64 : i64
    %144 = llvm.getelementptr %40[%143] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    llvm.store %141, %144 <alignment = 2> : vector<8xbf16>, !llvm.ptr<3>
    %145 = llvm.add %69, %117 : i32
    %146 = llvm.zext %145 : i32 to i64
    %147 = llvm.mul %67, %3 : i64
    %148 = llvm.add %147, %146 : i64
    %149 = llvm.getelementptr %arg1[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
    %150 = llvm.load %149 <alignment = 2> : !llvm.ptr<1> -> vector<8xbf16>
    %151 = llvm.mul %67, %37 : i64
    %152 = llvm.add %151, %70 : i64
    %153 = llvm.getelementptr %40[%152] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    llvm.store %150, %153 <alignment = 2> : vector<8xbf16>, !llvm.ptr<3>
    nvvm.barrier
    %154 = llvm.mul %44, %35 overflow<nsw> : i32
    %155 = llvm.mul %44, %16 overflow<nsw> : i32
    %156 = llvm.add %155, %71 overflow<nsw> : i32
    %157 = llvm.zext %156 : i32 to i64
    %158 = llvm.mul %157, %37 : i64
    %159 = llvm.add %158, %74 : i64
    %160 = llvm.getelementptr %39[%159] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %161 = llvm.load %160 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %162 = llvm.add %73, %17 overflow<nsw> : i32
    %163 = llvm.zext %162 : i32 to i64
    %164 = llvm.mul %157, %37 : i64
    %165 = llvm.add %164, %163 : i64
    %166 = llvm.getelementptr %39[%165] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %167 = llvm.load %166 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %168 = llvm.add %73, %22 overflow<nsw> : i32
    %169 = llvm.zext %168 : i32 to i64
    %170 = llvm.mul %157, %37 : i64
    %171 = llvm.add %170, %169 : i64
    %172 = llvm.getelementptr %39[%171] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %173 = llvm.load %172 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %174 = llvm.add %73, %23 overflow<nsw> : i32
    %175 = llvm.zext %174 : i32 to i64
    %176 = llvm.mul %157, %37 : i64
    %177 = llvm.add %176, %175 : i64
    %178 = llvm.getelementptr %39[%177] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %179 = llvm.load %178 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %180 = llvm.add %73, %16 overflow<nsw> : i32
    %181 = llvm.zext %180 : i32 to i64
    %182 = llvm.mul %157, %37 : i64
    %183 = llvm.add %182, %181 : i64
    %184 = llvm.getelementptr %39[%183] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %185 = llvm.load %184 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %186 = llvm.add %73, %24 overflow<nsw> : i32
    %187 = llvm.zext %186 : i32 to i64
    %188 = llvm.mul %157, %37 : i64
    %189 = llvm.add %188, %187 : i64
    %190 = llvm.getelementptr %39[%189] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %191 = llvm.load %190 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %192 = llvm.add %73, %25 overflow<nsw> : i32
    %193 = llvm.zext %192 : i32 to i64
    %194 = llvm.mul %157, %37 : i64
    %195 = llvm.add %194, %193 : i64
    %196 = llvm.getelementptr %39[%195] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %197 = llvm.load %196 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %198 = llvm.add %73, %26 overflow<nsw> : i32
    %199 = llvm.zext %198 : i32 to i64
    %200 = llvm.mul %157, %37 : i64
    %201 = llvm.add %200, %199 : i64
    %202 = llvm.getelementptr %39[%201] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %203 = llvm.load %202 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %204 = llvm.add %156, %17 overflow<nsw> : i32
    %205 = llvm.zext %204 : i32 to i64
    %206 = llvm.mul %205, %37 : i64
    %207 = llvm.add %206, %74 : i64
    %208 = llvm.getelementptr %39[%207] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %209 = llvm.load %208 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %210 = llvm.mul %205, %37 : i64
    %211 = llvm.add %210, %163 : i64
    %212 = llvm.getelementptr %39[%211] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %213 = llvm.load %212 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %214 = llvm.mul %205, %37 : i64
    %215 = llvm.add %214, %169 : i64
    %216 = llvm.getelementptr %39[%215] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %217 = llvm.load %216 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %218 = llvm.mul %205, %37 : i64
    %219 = llvm.add %218, %175 : i64
    %220 = llvm.getelementptr %39[%219] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %221 = llvm.load %220 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %222 = llvm.mul %205, %37 : i64
    %223 = llvm.add %222, %181 : i64
    %224 = llvm.getelementptr %39[%223] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %225 = llvm.load %224 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %226 = llvm.mul %205, %37 : i64
    %227 = llvm.add %226, %187 : i64
    %228 = llvm.getelementptr %39[%227] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %229 = llvm.load %228 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %230 = llvm.mul %205, %37 : i64
    %231 = llvm.add %230, %193 : i64
    %232 = llvm.getelementptr %39[%231] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %233 = llvm.load %232 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %234 = llvm.mul %205, %37 : i64
    %235 = llvm.add %234, %199 : i64
    %236 = llvm.getelementptr %39[%235] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %237 = llvm.load %236 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %238 = llvm.add %156, %22 overflow<nsw> : i32
    %239 = llvm.zext %238 : i32 to i64
    %240 = llvm.mul %239, %37 : i64
    %241 = llvm.add %240, %74 : i64
    %242 = llvm.getelementptr %39[%241] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %243 = llvm.load %242 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %244 = llvm.mul %239, %37 : i64
    %245 = llvm.add %244, %163 : i64
    %246 = llvm.getelementptr %39[%245] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %247 = llvm.load %246 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %248 = llvm.mul %239, %37 : i64
    %249 = llvm.add %248, %169 : i64
    %250 = llvm.getelementptr %39[%249] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %251 = llvm.load %250 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %252 = llvm.mul %239, %37 : i64
    %253 = llvm.add %252, %175 : i64
    %254 = llvm.getelementptr %39[%253] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %255 = llvm.load %254 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %256 = llvm.mul %239, %37 : i64
    %257 = llvm.add %256, %181 : i64
    %258 = llvm.getelementptr %39[%257] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %259 = llvm.load %258 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %260 = llvm.mul %239, %37 : i64
    %261 = llvm.add %260, %187 : i64
    %262 = llvm.getelementptr %39[%261] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %263 = llvm.load %262 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %264 = llvm.mul %239, %37 : i64
    %265 = llvm.add %264, %193 : i64
    %266 = llvm.getelementptr %39[%265] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %267 = llvm.load %266 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %268 = llvm.mul %239, %37 : i64
    %269 = llvm.add %268, %199 : i64
    %270 = llvm.getelementptr %39[%269] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %271 = llvm.load %270 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %272 = llvm.add %156, %23 overflow<nsw> : i32
    %273 = llvm.zext %272 : i32 to i64
    %274 = llvm.mul %273, %37 : i64
    %275 = llvm.add %274, %74 : i64
    %276 = llvm.getelementptr %39[%275] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %277 = llvm.load %276 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %278 = llvm.mul %273, %37 : i64
    %279 = llvm.add %278, %163 : i64
    %280 = llvm.getelementptr %39[%279] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %281 = llvm.load %280 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %282 = llvm.mul %273, %37 : i64
    %283 = llvm.add %282, %169 : i64
    %284 = llvm.getelementptr %39[%283] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %285 = llvm.load %284 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %286 = llvm.mul %273, %37 : i64
    %287 = llvm.add %286, %175 : i64
    %288 = llvm.getelementptr %39[%287] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %289 = llvm.load %288 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %290 = llvm.mul %273, %37 : i64
    %291 = llvm.add %290, %181 : i64
    %292 = llvm.getelementptr %39[%291] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %293 = llvm.load %292 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %294 = llvm.mul %273, %37 : i64
    %295 = llvm.add %294, %187 : i64
    %296 = llvm.getelementptr %39[%295] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %297 = llvm.load %296 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %298 = llvm.mul %273, %37 : i64
    %299 = llvm.add %298, %193 : i64
    %300 = llvm.getelementptr %39[%299] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %301 = llvm.load %300 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %302 = llvm.mul %273, %37 : i64
    %303 = llvm.add %302, %199 : i64
    %304 = llvm.getelementptr %39[%303] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %305 = llvm.load %304 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %306 = llvm.mul %46, %21 overflow<nsw> : i32
    %307 = llvm.mul %46, %16 overflow<nsw> : i32
    %308 = llvm.add %307, %71 overflow<nsw> : i32
    %309 = llvm.zext %308 : i32 to i64
    %310 = llvm.mul %74, %37 : i64
    %311 = llvm.add %310, %309 : i64
    %312 = llvm.getelementptr %40[%311] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %313 = llvm.load %312 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %314 = llvm.add %308, %17 overflow<nsw> : i32
    %315 = llvm.zext %314 : i32 to i64
    %316 = llvm.mul %74, %37 : i64
    %317 = llvm.add %316, %315 : i64
    %318 = llvm.getelementptr %40[%317] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %319 = llvm.load %318 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %320 = llvm.add %308, %22 overflow<nsw> : i32
    %321 = llvm.zext %320 : i32 to i64
    %322 = llvm.mul %74, %37 : i64
    %323 = llvm.add %322, %321 : i64
    %324 = llvm.getelementptr %40[%323] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %325 = llvm.load %324 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %326 = llvm.add %308, %23 overflow<nsw> : i32
    %327 = llvm.zext %326 : i32 to i64
    %328 = llvm.mul %74, %37 : i64
    %329 = llvm.add %328, %327 : i64
    %330 = llvm.getelementptr %40[%329] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %331 = llvm.load %330 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %332 = llvm.add %73, %27 overflow<nsw> : i32
    %333 = llvm.zext %332 : i32 to i64
    %334 = llvm.mul %333, %37 : i64
    %335 = llvm.add %334, %309 : i64
    %336 = llvm.getelementptr %40[%335] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %337 = llvm.load %336 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %338 = llvm.mul %333, %37 : i64
    %339 = llvm.add %338, %315 : i64
    %340 = llvm.getelementptr %40[%339] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %341 = llvm.load %340 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %342 = llvm.mul %333, %37 : i64
    %343 = llvm.add %342, %321 : i64
    %344 = llvm.getelementptr %40[%343] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %345 = llvm.load %344 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %346 = llvm.mul %333, %37 : i64
    %347 = llvm.add %346, %327 : i64
    %348 = llvm.getelementptr %40[%347] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %349 = llvm.load %348 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %350 = llvm.mul %163, %37 : i64
    %351 = llvm.add %350, %309 : i64
    %352 = llvm.getelementptr %40[%351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %353 = llvm.load %352 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %354 = llvm.mul %163, %37 : i64
    %355 = llvm.add %354, %315 : i64
    %356 = llvm.getelementptr %40[%355] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %357 = llvm.load %356 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %358 = llvm.mul %163, %37 : i64
    %359 = llvm.add %358, %321 : i64
    %360 = llvm.getelementptr %40[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %361 = llvm.load %360 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %362 = llvm.mul %163, %37 : i64
    %363 = llvm.add %362, %327 : i64
    %364 = llvm.getelementptr %40[%363] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %365 = llvm.load %364 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %366 = llvm.add %73, %28 overflow<nsw> : i32
    %367 = llvm.zext %366 : i32 to i64
    %368 = llvm.mul %367, %37 : i64
    %369 = llvm.add %368, %309 : i64
    %370 = llvm.getelementptr %40[%369] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %371 = llvm.load %370 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %372 = llvm.mul %367, %37 : i64
    %373 = llvm.add %372, %315 : i64
    %374 = llvm.getelementptr %40[%373] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %375 = llvm.load %374 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %376 = llvm.mul %367, %37 : i64
    %377 = llvm.add %376, %321 : i64
    %378 = llvm.getelementptr %40[%377] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %379 = llvm.load %378 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %380 = llvm.mul %367, %37 : i64
    %381 = llvm.add %380, %327 : i64
    %382 = llvm.getelementptr %40[%381] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %383 = llvm.load %382 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %384 = llvm.mul %169, %37 : i64
    %385 = llvm.add %384, %309 : i64
    %386 = llvm.getelementptr %40[%385] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %387 = llvm.load %386 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %388 = llvm.mul %169, %37 : i64
    %389 = llvm.add %388, %315 : i64
    %390 = llvm.getelementptr %40[%389] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %391 = llvm.load %390 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %392 = llvm.mul %169, %37 : i64
    %393 = llvm.add %392, %321 : i64
    %394 = llvm.getelementptr %40[%393] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %395 = llvm.load %394 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %396 = llvm.mul %169, %37 : i64
    %397 = llvm.add %396, %327 : i64
    %398 = llvm.getelementptr %40[%397] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %399 = llvm.load %398 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %400 = llvm.add %73, %29 overflow<nsw> : i32
    %401 = llvm.zext %400 : i32 to i64
    %402 = llvm.mul %401, %37 : i64
    %403 = llvm.add %402, %309 : i64
    %404 = llvm.getelementptr %40[%403] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %405 = llvm.load %404 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %406 = llvm.mul %401, %37 : i64
    %407 = llvm.add %406, %315 : i64
    %408 = llvm.getelementptr %40[%407] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %409 = llvm.load %408 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %410 = llvm.mul %401, %37 : i64
    %411 = llvm.add %410, %321 : i64
    %412 = llvm.getelementptr %40[%411] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %413 = llvm.load %412 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %414 = llvm.mul %401, %37 : i64
    %415 = llvm.add %414, %327 : i64
    %416 = llvm.getelementptr %40[%415] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %417 = llvm.load %416 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %418 = llvm.mul %175, %37 : i64
    %419 = llvm.add %418, %309 : i64
    %420 = llvm.getelementptr %40[%419] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %421 = llvm.load %420 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %422 = llvm.mul %175, %37 : i64
    %423 = llvm.add %422, %315 : i64
    %424 = llvm.getelementptr %40[%423] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %425 = llvm.load %424 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %426 = llvm.mul %175, %37 : i64
    %427 = llvm.add %426, %321 : i64
    %428 = llvm.getelementptr %40[%427] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %429 = llvm.load %428 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %430 = llvm.mul %175, %37 : i64
    %431 = llvm.add %430, %327 : i64
    %432 = llvm.getelementptr %40[%431] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %433 = llvm.load %432 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %434 = llvm.add %73, %30 overflow<nsw> : i32
    %435 = llvm.zext %434 : i32 to i64
    %436 = llvm.mul %435, %37 : i64
    %437 = llvm.add %436, %309 : i64
    %438 = llvm.getelementptr %40[%437] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %439 = llvm.load %438 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %440 = llvm.mul %435, %37 : i64
    %441 = llvm.add %440, %315 : i64
    %442 = llvm.getelementptr %40[%441] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %443 = llvm.load %442 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %444 = llvm.mul %435, %37 : i64
    %445 = llvm.add %444, %321 : i64
    %446 = llvm.getelementptr %40[%445] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %447 = llvm.load %446 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %448 = llvm.mul %435, %37 : i64
    %449 = llvm.add %448, %327 : i64
    %450 = llvm.getelementptr %40[%449] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %451 = llvm.load %450 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %452 = llvm.mul %181, %37 : i64
    %453 = llvm.add %452, %309 : i64
    %454 = llvm.getelementptr %40[%453] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %455 = llvm.load %454 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %456 = llvm.mul %181, %37 : i64
    %457 = llvm.add %456, %315 : i64
    %458 = llvm.getelementptr %40[%457] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %459 = llvm.load %458 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %460 = llvm.mul %181, %37 : i64
    %461 = llvm.add %460, %321 : i64
    %462 = llvm.getelementptr %40[%461] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %463 = llvm.load %462 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %464 = llvm.mul %181, %37 : i64
    %465 = llvm.add %464, %327 : i64
    %466 = llvm.getelementptr %40[%465] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %467 = llvm.load %466 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %468 = llvm.add %73, %31 overflow<nsw> : i32
    %469 = llvm.zext %468 : i32 to i64
    %470 = llvm.mul %469, %37 : i64
    %471 = llvm.add %470, %309 : i64
    %472 = llvm.getelementptr %40[%471] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %473 = llvm.load %472 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %474 = llvm.mul %469, %37 : i64
    %475 = llvm.add %474, %315 : i64
    %476 = llvm.getelementptr %40[%475] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %477 = llvm.load %476 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %478 = llvm.mul %469, %37 : i64
    %479 = llvm.add %478, %321 : i64
    %480 = llvm.getelementptr %40[%479] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %481 = llvm.load %480 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %482 = llvm.mul %469, %37 : i64
    %483 = llvm.add %482, %327 : i64
    %484 = llvm.getelementptr %40[%483] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %485 = llvm.load %484 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %486 = llvm.mul %187, %37 : i64
    %487 = llvm.add %486, %309 : i64
    %488 = llvm.getelementptr %40[%487] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %489 = llvm.load %488 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %490 = llvm.mul %187, %37 : i64
    %491 = llvm.add %490, %315 : i64
    %492 = llvm.getelementptr %40[%491] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %493 = llvm.load %492 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %494 = llvm.mul %187, %37 : i64
    %495 = llvm.add %494, %321 : i64
    %496 = llvm.getelementptr %40[%495] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %497 = llvm.load %496 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %498 = llvm.mul %187, %37 : i64
    %499 = llvm.add %498, %327 : i64
    %500 = llvm.getelementptr %40[%499] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %501 = llvm.load %500 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %502 = llvm.add %73, %32 overflow<nsw> : i32
    %503 = llvm.zext %502 : i32 to i64
    %504 = llvm.mul %503, %37 : i64
    %505 = llvm.add %504, %309 : i64
    %506 = llvm.getelementptr %40[%505] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %507 = llvm.load %506 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %508 = llvm.mul %503, %37 : i64
    %509 = llvm.add %508, %315 : i64
    %510 = llvm.getelementptr %40[%509] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %511 = llvm.load %510 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %512 = llvm.mul %503, %37 : i64
    %513 = llvm.add %512, %321 : i64
    %514 = llvm.getelementptr %40[%513] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %515 = llvm.load %514 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %516 = llvm.mul %503, %37 : i64
    %517 = llvm.add %516, %327 : i64
    %518 = llvm.getelementptr %40[%517] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %519 = llvm.load %518 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %520 = llvm.mul %193, %37 : i64
    %521 = llvm.add %520, %309 : i64
    %522 = llvm.getelementptr %40[%521] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %523 = llvm.load %522 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %524 = llvm.mul %193, %37 : i64
    %525 = llvm.add %524, %315 : i64
    %526 = llvm.getelementptr %40[%525] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %527 = llvm.load %526 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %528 = llvm.mul %193, %37 : i64
    %529 = llvm.add %528, %321 : i64
    %530 = llvm.getelementptr %40[%529] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %531 = llvm.load %530 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %532 = llvm.mul %193, %37 : i64
    %533 = llvm.add %532, %327 : i64
    %534 = llvm.getelementptr %40[%533] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %535 = llvm.load %534 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %536 = llvm.add %73, %33 overflow<nsw> : i32
    %537 = llvm.zext %536 : i32 to i64
    %538 = llvm.mul %537, %37 : i64
    %539 = llvm.add %538, %309 : i64
    %540 = llvm.getelementptr %40[%539] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %541 = llvm.load %540 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %542 = llvm.mul %537, %37 : i64
    %543 = llvm.add %542, %315 : i64
    %544 = llvm.getelementptr %40[%543] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %545 = llvm.load %544 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %546 = llvm.mul %537, %37 : i64
    %547 = llvm.add %546, %321 : i64
    %548 = llvm.getelementptr %40[%547] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %549 = llvm.load %548 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %550 = llvm.mul %537, %37 : i64
    %551 = llvm.add %550, %327 : i64
    %552 = llvm.getelementptr %40[%551] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %553 = llvm.load %552 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %554 = llvm.mul %199, %37 : i64
    %555 = llvm.add %554, %309 : i64
    %556 = llvm.getelementptr %40[%555] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %557 = llvm.load %556 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %558 = llvm.mul %199, %37 : i64
    %559 = llvm.add %558, %315 : i64
    %560 = llvm.getelementptr %40[%559] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %561 = llvm.load %560 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %562 = llvm.mul %199, %37 : i64
    %563 = llvm.add %562, %321 : i64
    %564 = llvm.getelementptr %40[%563] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %565 = llvm.load %564 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %566 = llvm.mul %199, %37 : i64
    %567 = llvm.add %566, %327 : i64
    %568 = llvm.getelementptr %40[%567] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %569 = llvm.load %568 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %570 = llvm.add %73, %34 overflow<nsw> : i32
    %571 = llvm.zext %570 : i32 to i64
    %572 = llvm.mul %571, %37 : i64
    %573 = llvm.add %572, %309 : i64
    %574 = llvm.getelementptr %40[%573] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %575 = llvm.load %574 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %576 = llvm.mul %571, %37 : i64
    %577 = llvm.add %576, %315 : i64
    %578 = llvm.getelementptr %40[%577] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %579 = llvm.load %578 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %580 = llvm.mul %571, %37 : i64
    %581 = llvm.add %580, %321 : i64
    %582 = llvm.getelementptr %40[%581] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %583 = llvm.load %582 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %584 = llvm.mul %571, %37 : i64
    %585 = llvm.add %584, %327 : i64
    %586 = llvm.getelementptr %40[%585] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %587 = llvm.load %586 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %588 = llvm.extractelement %313[%14 : i64] : vector<1xbf16>
    %589 = llvm.extractelement %319[%14 : i64] : vector<1xbf16>
    %590 = llvm.extractelement %325[%14 : i64] : vector<1xbf16>
    %591 = llvm.extractelement %331[%14 : i64] : vector<1xbf16>
    %592 = llvm.extractelement %337[%14 : i64] : vector<1xbf16>
    %593 = llvm.extractelement %341[%14 : i64] : vector<1xbf16>
    %594 = llvm.extractelement %345[%14 : i64] : vector<1xbf16>
    %595 = llvm.extractelement %349[%14 : i64] : vector<1xbf16>
    %596 = llvm.extractelement %353[%14 : i64] : vector<1xbf16>
    %597 = llvm.extractelement %357[%14 : i64] : vector<1xbf16>
    %598 = llvm.extractelement %361[%14 : i64] : vector<1xbf16>
    %599 = llvm.extractelement %365[%14 : i64] : vector<1xbf16>
    %600 = llvm.extractelement %371[%14 : i64] : vector<1xbf16>
    %601 = llvm.extractelement %375[%14 : i64] : vector<1xbf16>
    %602 = llvm.extractelement %379[%14 : i64] : vector<1xbf16>
    %603 = llvm.extractelement %383[%14 : i64] : vector<1xbf16>
    %604 = llvm.extractelement %387[%14 : i64] : vector<1xbf16>
    %605 = llvm.extractelement %391[%14 : i64] : vector<1xbf16>
    %606 = llvm.extractelement %395[%14 : i64] : vector<1xbf16>
    %607 = llvm.extractelement %399[%14 : i64] : vector<1xbf16>
    %608 = llvm.extractelement %405[%14 : i64] : vector<1xbf16>
    %609 = llvm.extractelement %409[%14 : i64] : vector<1xbf16>
    %610 = llvm.extractelement %413[%14 : i64] : vector<1xbf16>
    %611 = llvm.extractelement %417[%14 : i64] : vector<1xbf16>
    %612 = llvm.extractelement %421[%14 : i64] : vector<1xbf16>
    %613 = llvm.extractelement %425[%14 : i64] : vector<1xbf16>
    %614 = llvm.extractelement %429[%14 : i64] : vector<1xbf16>
    %615 = llvm.extractelement %433[%14 : i64] : vector<1xbf16>
    %616 = llvm.extractelement %439[%14 : i64] : vector<1xbf16>
    %617 = llvm.extractelement %443[%14 : i64] : vector<1xbf16>
    %618 = llvm.extractelement %447[%14 : i64] : vector<1xbf16>
    %619 = llvm.extractelement %451[%14 : i64] : vector<1xbf16>
    %620 = llvm.extractelement %455[%14 : i64] : vector<1xbf16>
    %621 = llvm.extractelement %459[%14 : i64] : vector<1xbf16>
    %622 = llvm.extractelement %463[%14 : i64] : vector<1xbf16>
    %623 = llvm.extractelement %467[%14 : i64] : vector<1xbf16>
    %624 = llvm.extractelement %473[%14 : i64] : vector<1xbf16>
    %625 = llvm.extractelement %477[%14 : i64] : vector<1xbf16>
    %626 = llvm.extractelement %481[%14 : i64] : vector<1xbf16>
    %627 = llvm.extractelement %485[%14 : i64] : vector<1xbf16>
    %628 = llvm.extractelement %489[%14 : i64] : vector<1xbf16>
    %629 = llvm.extractelement %493[%14 : i64] : vector<1xbf16>
    %630 = llvm.extractelement %497[%14 : i64] : vector<1xbf16>
    %631 = llvm.extractelement %501[%14 : i64] : vector<1xbf16>
    %632 = llvm.extractelement %507[%14 : i64] : vector<1xbf16>
    %633 = llvm.extractelement %511[%14 : i64] : vector<1xbf16>
    %634 = llvm.extractelement %515[%14 : i64] : vector<1xbf16>
    %635 = llvm.extractelement %519[%14 : i64] : vector<1xbf16>
    %636 = llvm.extractelement %523[%14 : i64] : vector<1xbf16>
    %637 = llvm.extractelement %527[%14 : i64] : vector<1xbf16>
    %638 = llvm.extractelement %531[%14 : i64] : vector<1xbf16>
    %639 = llvm.extractelement %535[%14 : i64] : vector<1xbf16>
    %640 = llvm.extractelement %541[%14 : i64] : vector<1xbf16>
    %641 = llvm.extractelement %545[%14 : i64] : vector<1xbf16>
    %642 = llvm.extractelement %549[%14 : i64] : vector<1xbf16>
    %643 = llvm.extractelement %553[%14 : i64] : vector<1xbf16>
    %644 = llvm.extractelement %557[%14 : i64] : vector<1xbf16>
    %645 = llvm.extractelement %561[%14 : i64] : vector<1xbf16>
    %646 = llvm.extractelement %565[%14 : i64] : vector<1xbf16>
    %647 = llvm.extractelement %569[%14 : i64] : vector<1xbf16>
    %648 = llvm.extractelement %575[%14 : i64] : vector<1xbf16>
    %649 = llvm.extractelement %579[%14 : i64] : vector<1xbf16>
    %650 = llvm.extractelement %583[%14 : i64] : vector<1xbf16>
    %651 = llvm.extractelement %587[%14 : i64] : vector<1xbf16>
    %652 = llvm.insertelement %588, %2[%14 : i64] : vector<2xbf16>
    %653 = llvm.insertelement %592, %652[%38 : i64] : vector<2xbf16>
    %654 = llvm.insertelement %596, %2[%14 : i64] : vector<2xbf16>
    %655 = llvm.insertelement %600, %654[%38 : i64] : vector<2xbf16>
    %656 = llvm.insertelement %589, %2[%14 : i64] : vector<2xbf16>
    %657 = llvm.insertelement %593, %656[%38 : i64] : vector<2xbf16>
    %658 = llvm.insertelement %597, %2[%14 : i64] : vector<2xbf16>
    %659 = llvm.insertelement %601, %658[%38 : i64] : vector<2xbf16>
    %660 = llvm.insertelement %590, %2[%14 : i64] : vector<2xbf16>
    %661 = llvm.insertelement %594, %660[%38 : i64] : vector<2xbf16>
    %662 = llvm.insertelement %598, %2[%14 : i64] : vector<2xbf16>
    %663 = llvm.insertelement %602, %662[%38 : i64] : vector<2xbf16>
    %664 = llvm.insertelement %591, %2[%14 : i64] : vector<2xbf16>
    %665 = llvm.insertelement %595, %664[%38 : i64] : vector<2xbf16>
    %666 = llvm.insertelement %599, %2[%14 : i64] : vector<2xbf16>
    %667 = llvm.insertelement %603, %666[%38 : i64] : vector<2xbf16>
    %668 = llvm.insertelement %604, %2[%14 : i64] : vector<2xbf16>
    %669 = llvm.insertelement %608, %668[%38 : i64] : vector<2xbf16>
    %670 = llvm.insertelement %612, %2[%14 : i64] : vector<2xbf16>
    %671 = llvm.insertelement %616, %670[%38 : i64] : vector<2xbf16>
    %672 = llvm.insertelement %605, %2[%14 : i64] : vector<2xbf16>
    %673 = llvm.insertelement %609, %672[%38 : i64] : vector<2xbf16>
    %674 = llvm.insertelement %613, %2[%14 : i64] : vector<2xbf16>
    %675 = llvm.insertelement %617, %674[%38 : i64] : vector<2xbf16>
    %676 = llvm.insertelement %606, %2[%14 : i64] : vector<2xbf16>
    %677 = llvm.insertelement %610, %676[%38 : i64] : vector<2xbf16>
    %678 = llvm.insertelement %614, %2[%14 : i64] : vector<2xbf16>
    %679 = llvm.insertelement %618, %678[%38 : i64] : vector<2xbf16>
    %680 = llvm.insertelement %607, %2[%14 : i64] : vector<2xbf16>
    %681 = llvm.insertelement %611, %680[%38 : i64] : vector<2xbf16>
    %682 = llvm.insertelement %615, %2[%14 : i64] : vector<2xbf16>
    %683 = llvm.insertelement %619, %682[%38 : i64] : vector<2xbf16>
    %684 = llvm.insertelement %620, %2[%14 : i64] : vector<2xbf16>
    %685 = llvm.insertelement %624, %684[%38 : i64] : vector<2xbf16>
    %686 = llvm.insertelement %628, %2[%14 : i64] : vector<2xbf16>
    %687 = llvm.insertelement %632, %686[%38 : i64] : vector<2xbf16>
    %688 = llvm.insertelement %621, %2[%14 : i64] : vector<2xbf16>
    %689 = llvm.insertelement %625, %688[%38 : i64] : vector<2xbf16>
    %690 = llvm.insertelement %629, %2[%14 : i64] : vector<2xbf16>
    %691 = llvm.insertelement %633, %690[%38 : i64] : vector<2xbf16>
    %692 = llvm.insertelement %622, %2[%14 : i64] : vector<2xbf16>
    %693 = llvm.insertelement %626, %692[%38 : i64] : vector<2xbf16>
    %694 = llvm.insertelement %630, %2[%14 : i64] : vector<2xbf16>
    %695 = llvm.insertelement %634, %694[%38 : i64] : vector<2xbf16>
    %696 = llvm.insertelement %623, %2[%14 : i64] : vector<2xbf16>
    %697 = llvm.insertelement %627, %696[%38 : i64] : vector<2xbf16>
    %698 = llvm.insertelement %631, %2[%14 : i64] : vector<2xbf16>
    %699 = llvm.insertelement %635, %698[%38 : i64] : vector<2xbf16>
    %700 = llvm.insertelement %636, %2[%14 : i64] : vector<2xbf16>
    %701 = llvm.insertelement %640, %700[%38 : i64] : vector<2xbf16>
    %702 = llvm.insertelement %644, %2[%14 : i64] : vector<2xbf16>
    %703 = llvm.insertelement %648, %702[%38 : i64] : vector<2xbf16>
    %704 = llvm.insertelement %637, %2[%14 : i64] : vector<2xbf16>
    %705 = llvm.insertelement %641, %704[%38 : i64] : vector<2xbf16>
    %706 = llvm.insertelement %645, %2[%14 : i64] : vector<2xbf16>
    %707 = llvm.insertelement %649, %706[%38 : i64] : vector<2xbf16>
    %708 = llvm.insertelement %638, %2[%14 : i64] : vector<2xbf16>
    %709 = llvm.insertelement %642, %708[%38 : i64] : vector<2xbf16>
    %710 = llvm.insertelement %646, %2[%14 : i64] : vector<2xbf16>
    %711 = llvm.insertelement %650, %710[%38 : i64] : vector<2xbf16>
    %712 = llvm.insertelement %639, %2[%14 : i64] : vector<2xbf16>
    %713 = llvm.insertelement %643, %712[%38 : i64] : vector<2xbf16>
    %714 = llvm.insertelement %647, %2[%14 : i64] : vector<2xbf16>
    %715 = llvm.insertelement %651, %714[%38 : i64] : vector<2xbf16>
    %716 = llvm.bitcast %161 : vector<2xbf16> to i32
    %717 = llvm.bitcast %209 : vector<2xbf16> to i32
    %718 = llvm.bitcast %167 : vector<2xbf16> to i32
    %719 = llvm.bitcast %213 : vector<2xbf16> to i32
    %720 = llvm.bitcast %653 : vector<2xbf16> to i32
    %721 = llvm.bitcast %655 : vector<2xbf16> to i32
    %722 = llvm.extractelement %13[%14 : i64] : vector<2xf32>
    %723 = llvm.extractelement %13[%38 : i64] : vector<2xf32>
    %724 = llvm.extractelement %13[%14 : i64] : vector<2xf32>
    %725 = llvm.extractelement %13[%38 : i64] : vector<2xf32>
    %726 = nvvm.mma.sync A[%716, %717, %718, %719]  B[%720, %721]  C[%722, %723, %724, %725]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %727 = llvm.extractvalue %726[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %728 = llvm.extractvalue %726[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %729 = llvm.insertelement %727, %1[%0 : i32] : vector<2xf32>
    %730 = llvm.insertelement %728, %729[%27 : i32] : vector<2xf32>
    %731 = llvm.extractvalue %726[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %732 = llvm.extractvalue %726[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %733 = llvm.insertelement %731, %1[%0 : i32] : vector<2xf32>
    %734 = llvm.insertelement %732, %733[%27 : i32] : vector<2xf32>
    %735 = llvm.bitcast %161 : vector<2xbf16> to i32
    %736 = llvm.bitcast %209 : vector<2xbf16> to i32
    %737 = llvm.bitcast %167 : vector<2xbf16> to i32
    %738 = llvm.bitcast %213 : vector<2xbf16> to i32
    %739 = llvm.bitcast %657 : vector<2xbf16> to i32
    %740 = llvm.bitcast %659 : vector<2xbf16> to i32
    %741 = llvm.extractelement %13[%14 : i64] : vector<2xf32>
    %742 = llvm.extractelement %13[%38 : i64] : vector<2xf32>
    %743 = llvm.extractelement %13[%14 : i64] : vector<2xf32>
    %744 = llvm.extractelement %13[%38 : i64] : vector<2xf32>
    %745 = nvvm.mma.sync A[%735, %736, %737, %738]  B[%739, %740]  C[%741, %742, %743, %744]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %746 = llvm.extractvalue %745[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %747 = llvm.extractvalue %745[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %748 = llvm.insertelement %746, %1[%0 : i32] : vector<2xf32>
    %749 = llvm.insertelement %747, %748[%27 : i32] : vector<2xf32>
    %750 = llvm.extractvalue %745[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %751 = llvm.extractvalue %745[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %752 = llvm.insertelement %750, %1[%0 : i32] : vector<2xf32>
    %753 = llvm.insertelement %751, %752[%27 : i32] : vector<2xf32>
    %754 = llvm.bitcast %161 : vector<2xbf16> to i32
    %755 = llvm.bitcast %209 : vector<2xbf16> to i32
    %756 = llvm.bitcast %167 : vector<2xbf16> to i32
    %757 = llvm.bitcast %213 : vector<2xbf16> to i32
    %758 = llvm.bitcast %661 : vector<2xbf16> to i32
    %759 = llvm.bitcast %663 : vector<2xbf16> to i32
    %760 = llvm.extractelement %13[%14 : i64] : vector<2xf32>
    %761 = llvm.extractelement %13[%38 : i64] : vector<2xf32>
    %762 = llvm.extractelement %13[%14 : i64] : vector<2xf32>
    %763 = llvm.extractelement %13[%38 : i64] : vector<2xf32>
    %764 = nvvm.mma.sync A[%754, %755, %756, %757]  B[%758, %759]  C[%760, %761, %762, %763]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %765 = llvm.extractvalue %764[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %766 = llvm.extractvalue %764[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %767 = llvm.insertelement %765, %1[%0 : i32] : vector<2xf32>
    %768 = llvm.insertelement %766, %767[%27 : i32] : vector<2xf32>
    %769 = llvm.extractvalue %764[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %770 = llvm.extractvalue %764[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %771 = llvm.insertelement %769, %1[%0 : i32] : vector<2xf32>
    %772 = llvm.insertelement %770, %771[%27 : i32] : vector<2xf32>
    %773 = llvm.bitcast %161 : vector<2xbf16> to i32
    %774 = llvm.bitcast %209 : vector<2xbf16> to i32
    %775 = llvm.bitcast %167 : vector<2xbf16> to i32
    %776 = llvm.bitcast %213 : vector<2xbf16> to i32
    %777 = llvm.bitcast %665 : vector<2xbf16> to i32
    %778 = llvm.bitcast %667 : vector<2xbf16> to i32
    %779 = llvm.extractelement %13[%14 : i64] : vector<2xf32>
    %780 = llvm.extractelement %13[%38 : i64] : vector<2xf32>
    %781 = llvm.extractelement %13[%14 : i64] : vector<2xf32>
    %782 = llvm.extractelement %13[%38 : i64] : vector<2xf32>
    %783 = nvvm.mma.sync A[%773, %774, %775, %776]  B[%777, %778]  C[%779, %780, %781, %782]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %784 = llvm.extractvalue %783[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %785 = llvm.extractvalue %783[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %786 = llvm.insertelement %784, %1[%0 : i32] : vector<2xf32>
    %787 = llvm.insertelement %785, %786[%27 : i32] : vector<2xf32>
    %788 = llvm.extractvalue %783[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %789 = llvm.extractvalue %783[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %790 = llvm.insertelement %788, %1[%0 : i32] : vector<2xf32>
    %791 = llvm.insertelement %789, %790[%27 : i32] : vector<2xf32>
    %792 = llvm.bitcast %243 : vector<2xbf16> to i32
    %793 = llvm.bitcast %277 : vector<2xbf16> to i32
    %794 = llvm.bitcast %247 : vector<2xbf16> to i32
    %795 = llvm.bitcast %281 : vector<2xbf16> to i32
    %796 = llvm.bitcast %653 : vector<2xbf16> to i32
    %797 = llvm.bitcast %655 : vector<2xbf16> to i32
    %798 = llvm.extractelement %13[%14 : i64] : vector<2xf32>
    %799 = llvm.extractelement %13[%38 : i64] : vector<2xf32>
    %800 = llvm.extractelement %13[%14 : i64] : vector<2xf32>
    %801 = llvm.extractelement %13[%38 : i64] : vector<2xf32>
    %802 = nvvm.mma.sync A[%792, %793, %794, %795]  B[%796, %797]  C[%798, %799, %800, %801]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %803 = llvm.extractvalue %802[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %804 = llvm.extractvalue %802[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %805 = llvm.insertelement %803, %1[%0 : i32] : vector<2xf32>
    %806 = llvm.insertelement %804, %805[%27 : i32] : vector<2xf32>
    %807 = llvm.extractvalue %802[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %808 = llvm.extractvalue %802[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %809 = llvm.insertelement %807, %1[%0 : i32] : vector<2xf32>
    %810 = llvm.insertelement %808, %809[%27 : i32] : vector<2xf32>
    %811 = llvm.bitcast %243 : vector<2xbf16> to i32
    %812 = llvm.bitcast %277 : vector<2xbf16> to i32
    %813 = llvm.bitcast %247 : vector<2xbf16> to i32
    %814 = llvm.bitcast %281 : vector<2xbf16> to i32
    %815 = llvm.bitcast %657 : vector<2xbf16> to i32
    %816 = llvm.bitcast %659 : vector<2xbf16> to i32
    %817 = llvm.extractelement %13[%14 : i64] : vector<2xf32>
    %818 = llvm.extractelement %13[%38 : i64] : vector<2xf32>
    %819 = llvm.extractelement %13[%14 : i64] : vector<2xf32>
    %820 = llvm.extractelement %13[%38 : i64] : vector<2xf32>
    %821 = nvvm.mma.sync A[%811, %812, %813, %814]  B[%815, %816]  C[%817, %818, %819, %820]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %822 = llvm.extractvalue %821[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %823 = llvm.extractvalue %821[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %824 = llvm.insertelement %822, %1[%0 : i32] : vector<2xf32>
    %825 = llvm.insertelement %823, %824[%27 : i32] : vector<2xf32>
    %826 = llvm.extractvalue %821[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %827 = llvm.extractvalue %821[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %828 = llvm.insertelement %826, %1[%0 : i32] : vector<2xf32>
    %829 = llvm.insertelement %827, %828[%27 : i32] : vector<2xf32>
    %830 = llvm.bitcast %243 : vector<2xbf16> to i32
    %831 = llvm.bitcast %277 : vector<2xbf16> to i32
    %832 = llvm.bitcast %247 : vector<2xbf16> to i32
    %833 = llvm.bitcast %281 : vector<2xbf16> to i32
    %834 = llvm.bitcast %661 : vector<2xbf16> to i32
    %835 = llvm.bitcast %663 : vector<2xbf16> to i32
    %836 = llvm.extractelement %13[%14 : i64] : vector<2xf32>
    %837 = llvm.extractelement %13[%38 : i64] : vector<2xf32>
    %838 = llvm.extractelement %13[%14 : i64] : vector<2xf32>
    %839 = llvm.extractelement %13[%38 : i64] : vector<2xf32>
    %840 = nvvm.mma.sync A[%830, %831, %832, %833]  B[%834, %835]  C[%836, %837, %838, %839]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %841 = llvm.extractvalue %840[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %842 = llvm.extractvalue %840[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %843 = llvm.insertelement %841, %1[%0 : i32] : vector<2xf32>
    %844 = llvm.insertelement %842, %843[%27 : i32] : vector<2xf32>
    %845 = llvm.extractvalue %840[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %846 = llvm.extractvalue %840[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %847 = llvm.insertelement %845, %1[%0 : i32] : vector<2xf32>
    %848 = llvm.insertelement %846, %847[%27 : i32] : vector<2xf32>
    %849 = llvm.bitcast %243 : vector<2xbf16> to i32
    %850 = llvm.bitcast %277 : vector<2xbf16> to i32
    %851 = llvm.bitcast %247 : vector<2xbf16> to i32
    %852 = llvm.bitcast %281 : vector<2xbf16> to i32
    %853 = llvm.bitcast %665 : vector<2xbf16> to i32
    %854 = llvm.bitcast %667 : vector<2xbf16> to i32
    %855 = llvm.extractelement %13[%14 : i64] : vector<2xf32>
    %856 = llvm.extractelement %13[%38 : i64] : vector<2xf32>
    %857 = llvm.extractelement %13[%14 : i64] : vector<2xf32>
    %858 = llvm.extractelement %13[%38 : i64] : vector<2xf32>
    %859 = nvvm.mma.sync A[%849, %850, %851, %852]  B[%853, %854]  C[%855, %856, %857, %858]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %860 = llvm.extractvalue %859[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %861 = llvm.extractvalue %859[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %862 = llvm.insertelement %860, %1[%0 : i32] : vector<2xf32>
    %863 = llvm.insertelement %861, %862[%27 : i32] : vector<2xf32>
    %864 = llvm.extractvalue %859[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %865 = llvm.extractvalue %859[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %866 = llvm.insertelement %864, %1[%0 : i32] : vector<2xf32>
    %867 = llvm.insertelement %865, %866[%27 : i32] : vector<2xf32>
    %868 = llvm.bitcast %173 : vector<2xbf16> to i32
    %869 = llvm.bitcast %217 : vector<2xbf16> to i32
    %870 = llvm.bitcast %179 : vector<2xbf16> to i32
    %871 = llvm.bitcast %221 : vector<2xbf16> to i32
    %872 = llvm.bitcast %669 : vector<2xbf16> to i32
    %873 = llvm.bitcast %671 : vector<2xbf16> to i32
    %874 = llvm.extractelement %730[%14 : i64] : vector<2xf32>
    %875 = llvm.extractelement %730[%38 : i64] : vector<2xf32>
    %876 = llvm.extractelement %734[%14 : i64] : vector<2xf32>
    %877 = llvm.extractelement %734[%38 : i64] : vector<2xf32>
    %878 = nvvm.mma.sync A[%868, %869, %870, %871]  B[%872, %873]  C[%874, %875, %876, %877]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %879 = llvm.extractvalue %878[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %880 = llvm.extractvalue %878[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %881 = llvm.insertelement %879, %1[%0 : i32] : vector<2xf32>
    %882 = llvm.insertelement %880, %881[%27 : i32] : vector<2xf32>
    %883 = llvm.extractvalue %878[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %884 = llvm.extractvalue %878[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %885 = llvm.insertelement %883, %1[%0 : i32] : vector<2xf32>
    %886 = llvm.insertelement %884, %885[%27 : i32] : vector<2xf32>
    %887 = llvm.bitcast %173 : vector<2xbf16> to i32
    %888 = llvm.bitcast %217 : vector<2xbf16> to i32
    %889 = llvm.bitcast %179 : vector<2xbf16> to i32
    %890 = llvm.bitcast %221 : vector<2xbf16> to i32
    %891 = llvm.bitcast %673 : vector<2xbf16> to i32
    %892 = llvm.bitcast %675 : vector<2xbf16> to i32
    %893 = llvm.extractelement %749[%14 : i64] : vector<2xf32>
    %894 = llvm.extractelement %749[%38 : i64] : vector<2xf32>
    %895 = llvm.extractelement %753[%14 : i64] : vector<2xf32>
    %896 = llvm.extractelement %753[%38 : i64] : vector<2xf32>
    %897 = nvvm.mma.sync A[%887, %888, %889, %890]  B[%891, %892]  C[%893, %894, %895, %896]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %898 = llvm.extractvalue %897[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %899 = llvm.extractvalue %897[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %900 = llvm.insertelement %898, %1[%0 : i32] : vector<2xf32>
    %901 = llvm.insertelement %899, %900[%27 : i32] : vector<2xf32>
    %902 = llvm.extractvalue %897[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %903 = llvm.extractvalue %897[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %904 = llvm.insertelement %902, %1[%0 : i32] : vector<2xf32>
    %905 = llvm.insertelement %903, %904[%27 : i32] : vector<2xf32>
    %906 = llvm.bitcast %173 : vector<2xbf16> to i32
    %907 = llvm.bitcast %217 : vector<2xbf16> to i32
    %908 = llvm.bitcast %179 : vector<2xbf16> to i32
    %909 = llvm.bitcast %221 : vector<2xbf16> to i32
    %910 = llvm.bitcast %677 : vector<2xbf16> to i32
    %911 = llvm.bitcast %679 : vector<2xbf16> to i32
    %912 = llvm.extractelement %768[%14 : i64] : vector<2xf32>
    %913 = llvm.extractelement %768[%38 : i64] : vector<2xf32>
    %914 = llvm.extractelement %772[%14 : i64] : vector<2xf32>
    %915 = llvm.extractelement %772[%38 : i64] : vector<2xf32>
    %916 = nvvm.mma.sync A[%906, %907, %908, %909]  B[%910, %911]  C[%912, %913, %914, %915]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %917 = llvm.extractvalue %916[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %918 = llvm.extractvalue %916[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %919 = llvm.insertelement %917, %1[%0 : i32] : vector<2xf32>
    %920 = llvm.insertelement %918, %919[%27 : i32] : vector<2xf32>
    %921 = llvm.extractvalue %916[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %922 = llvm.extractvalue %916[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %923 = llvm.insertelement %921, %1[%0 : i32] : vector<2xf32>
    %924 = llvm.insertelement %922, %923[%27 : i32] : vector<2xf32>
    %925 = llvm.bitcast %173 : vector<2xbf16> to i32
    %926 = llvm.bitcast %217 : vector<2xbf16> to i32
    %927 = llvm.bitcast %179 : vector<2xbf16> to i32
    %928 = llvm.bitcast %221 : vector<2xbf16> to i32
    %929 = llvm.bitcast %681 : vector<2xbf16> to i32
    %930 = llvm.bitcast %683 : vector<2xbf16> to i32
    %931 = llvm.extractelement %787[%14 : i64] : vector<2xf32>
    %932 = llvm.extractelement %787[%38 : i64] : vector<2xf32>
    %933 = llvm.extractelement %791[%14 : i64] : vector<2xf32>
    %934 = llvm.extractelement %791[%38 : i64] : vector<2xf32>
    %935 = nvvm.mma.sync A[%925, %926, %927, %928]  B[%929, %930]  C[%931, %932, %933, %934]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %936 = llvm.extractvalue %935[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %937 = llvm.extractvalue %935[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %938 = llvm.insertelement %936, %1[%0 : i32] : vector<2xf32>
    %939 = llvm.insertelement %937, %938[%27 : i32] : vector<2xf32>
    %940 = llvm.extractvalue %935[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %941 = llvm.extractvalue %935[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %942 = llvm.insertelement %940, %1[%0 : i32] : vector<2xf32>
    %943 = llvm.insertelement %941, %942[%27 : i32] : vector<2xf32>
    %944 = llvm.bitcast %251 : vector<2xbf16> to i32
    %945 = llvm.bitcast %285 : vector<2xbf16> to i32
    %946 = llvm.bitcast %255 : vector<2xbf16> to i32
    %947 = llvm.bitcast %289 : vector<2xbf16> to i32
    %948 = llvm.bitcast %669 : vector<2xbf16> to i32
    %949 = llvm.bitcast %671 : vector<2xbf16> to i32
    %950 = llvm.extractelement %806[%14 : i64] : vector<2xf32>
    %951 = llvm.extractelement %806[%38 : i64] : vector<2xf32>
    %952 = llvm.extractelement %810[%14 : i64] : vector<2xf32>
    %953 = llvm.extractelement %810[%38 : i64] : vector<2xf32>
    %954 = nvvm.mma.sync A[%944, %945, %946, %947]  B[%948, %949]  C[%950, %951, %952, %953]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %955 = llvm.extractvalue %954[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %956 = llvm.extractvalue %954[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %957 = llvm.insertelement %955, %1[%0 : i32] : vector<2xf32>
    %958 = llvm.insertelement %956, %957[%27 : i32] : vector<2xf32>
    %959 = llvm.extractvalue %954[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %960 = llvm.extractvalue %954[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %961 = llvm.insertelement %959, %1[%0 : i32] : vector<2xf32>
    %962 = llvm.insertelement %960, %961[%27 : i32] : vector<2xf32>
    %963 = llvm.bitcast %251 : vector<2xbf16> to i32
    %964 = llvm.bitcast %285 : vector<2xbf16> to i32
    %965 = llvm.bitcast %255 : vector<2xbf16> to i32
    %966 = llvm.bitcast %289 : vector<2xbf16> to i32
    %967 = llvm.bitcast %673 : vector<2xbf16> to i32
    %968 = llvm.bitcast %675 : vector<2xbf16> to i32
    %969 = llvm.extractelement %825[%14 : i64] : vector<2xf32>
    %970 = llvm.extractelement %825[%38 : i64] : vector<2xf32>
    %971 = llvm.extractelement %829[%14 : i64] : vector<2xf32>
    %972 = llvm.extractelement %829[%38 : i64] : vector<2xf32>
    %973 = nvvm.mma.sync A[%963, %964, %965, %966]  B[%967, %968]  C[%969, %970, %971, %972]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %974 = llvm.extractvalue %973[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %975 = llvm.extractvalue %973[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %976 = llvm.insertelement %974, %1[%0 : i32] : vector<2xf32>
    %977 = llvm.insertelement %975, %976[%27 : i32] : vector<2xf32>
    %978 = llvm.extractvalue %973[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %979 = llvm.extractvalue %973[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %980 = llvm.insertelement %978, %1[%0 : i32] : vector<2xf32>
    %981 = llvm.insertelement %979, %980[%27 : i32] : vector<2xf32>
    %982 = llvm.bitcast %251 : vector<2xbf16> to i32
    %983 = llvm.bitcast %285 : vector<2xbf16> to i32
    %984 = llvm.bitcast %255 : vector<2xbf16> to i32
    %985 = llvm.bitcast %289 : vector<2xbf16> to i32
    %986 = llvm.bitcast %677 : vector<2xbf16> to i32
    %987 = llvm.bitcast %679 : vector<2xbf16> to i32
    %988 = llvm.extractelement %844[%14 : i64] : vector<2xf32>
    %989 = llvm.extractelement %844[%38 : i64] : vector<2xf32>
    %990 = llvm.extractelement %848[%14 : i64] : vector<2xf32>
    %991 = llvm.extractelement %848[%38 : i64] : vector<2xf32>
    %992 = nvvm.mma.sync A[%982, %983, %984, %985]  B[%986, %987]  C[%988, %989, %990, %991]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %993 = llvm.extractvalue %992[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %994 = llvm.extractvalue %992[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %995 = llvm.insertelement %993, %1[%0 : i32] : vector<2xf32>
    %996 = llvm.insertelement %994, %995[%27 : i32] : vector<2xf32>
    %997 = llvm.extractvalue %992[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %998 = llvm.extractvalue %992[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %999 = llvm.insertelement %997, %1[%0 : i32] : vector<2xf32>
    %1000 = llvm.insertelement %998, %999[%27 : i32] : vector<2xf32>
    %1001 = llvm.bitcast %251 : vector<2xbf16> to i32
    %1002 = llvm.bitcast %285 : vector<2xbf16> to i32
    %1003 = llvm.bitcast %255 : vector<2xbf16> to i32
    %1004 = llvm.bitcast %289 : vector<2xbf16> to i32
    %1005 = llvm.bitcast %681 : vector<2xbf16> to i32
    %1006 = llvm.bitcast %683 : vector<2xbf16> to i32
    %1007 = llvm.extractelement %863[%14 : i64] : vector<2xf32>
    %1008 = llvm.extractelement %863[%38 : i64] : vector<2xf32>
    %1009 = llvm.extractelement %867[%14 : i64] : vector<2xf32>
    %1010 = llvm.extractelement %867[%38 : i64] : vector<2xf32>
    %1011 = nvvm.mma.sync A[%1001, %1002, %1003, %1004]  B[%1005, %1006]  C[%1007, %1008, %1009, %1010]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1012 = llvm.extractvalue %1011[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1013 = llvm.extractvalue %1011[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1014 = llvm.insertelement %1012, %1[%0 : i32] : vector<2xf32>
    %1015 = llvm.insertelement %1013, %1014[%27 : i32] : vector<2xf32>
    %1016 = llvm.extractvalue %1011[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1017 = llvm.extractvalue %1011[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1018 = llvm.insertelement %1016, %1[%0 : i32] : vector<2xf32>
    %1019 = llvm.insertelement %1017, %1018[%27 : i32] : vector<2xf32>
    %1020 = llvm.bitcast %185 : vector<2xbf16> to i32
    %1021 = llvm.bitcast %225 : vector<2xbf16> to i32
    %1022 = llvm.bitcast %191 : vector<2xbf16> to i32
    %1023 = llvm.bitcast %229 : vector<2xbf16> to i32
    %1024 = llvm.bitcast %685 : vector<2xbf16> to i32
    %1025 = llvm.bitcast %687 : vector<2xbf16> to i32
    %1026 = llvm.extractelement %882[%14 : i64] : vector<2xf32>
    %1027 = llvm.extractelement %882[%38 : i64] : vector<2xf32>
    %1028 = llvm.extractelement %886[%14 : i64] : vector<2xf32>
    %1029 = llvm.extractelement %886[%38 : i64] : vector<2xf32>
    %1030 = nvvm.mma.sync A[%1020, %1021, %1022, %1023]  B[%1024, %1025]  C[%1026, %1027, %1028, %1029]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1031 = llvm.extractvalue %1030[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1032 = llvm.extractvalue %1030[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1033 = llvm.insertelement %1031, %1[%0 : i32] : vector<2xf32>
    %1034 = llvm.insertelement %1032, %1033[%27 : i32] : vector<2xf32>
    %1035 = llvm.extractvalue %1030[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1036 = llvm.extractvalue %1030[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1037 = llvm.insertelement %1035, %1[%0 : i32] : vector<2xf32>
    %1038 = llvm.insertelement %1036, %1037[%27 : i32] : vector<2xf32>
    %1039 = llvm.bitcast %185 : vector<2xbf16> to i32
    %1040 = llvm.bitcast %225 : vector<2xbf16> to i32
    %1041 = llvm.bitcast %191 : vector<2xbf16> to i32
    %1042 = llvm.bitcast %229 : vector<2xbf16> to i32
    %1043 = llvm.bitcast %689 : vector<2xbf16> to i32
    %1044 = llvm.bitcast %691 : vector<2xbf16> to i32
    %1045 = llvm.extractelement %901[%14 : i64] : vector<2xf32>
    %1046 = llvm.extractelement %901[%38 : i64] : vector<2xf32>
    %1047 = llvm.extractelement %905[%14 : i64] : vector<2xf32>
    %1048 = llvm.extractelement %905[%38 : i64] : vector<2xf32>
    %1049 = nvvm.mma.sync A[%1039, %1040, %1041, %1042]  B[%1043, %1044]  C[%1045, %1046, %1047, %1048]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1050 = llvm.extractvalue %1049[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1051 = llvm.extractvalue %1049[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1052 = llvm.insertelement %1050, %1[%0 : i32] : vector<2xf32>
    %1053 = llvm.insertelement %1051, %1052[%27 : i32] : vector<2xf32>
    %1054 = llvm.extractvalue %1049[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1055 = llvm.extractvalue %1049[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1056 = llvm.insertelement %1054, %1[%0 : i32] : vector<2xf32>
    %1057 = llvm.insertelement %1055, %1056[%27 : i32] : vector<2xf32>
    %1058 = llvm.bitcast %185 : vector<2xbf16> to i32
    %1059 = llvm.bitcast %225 : vector<2xbf16> to i32
    %1060 = llvm.bitcast %191 : vector<2xbf16> to i32
    %1061 = llvm.bitcast %229 : vector<2xbf16> to i32
    %1062 = llvm.bitcast %693 : vector<2xbf16> to i32
    %1063 = llvm.bitcast %695 : vector<2xbf16> to i32
    %1064 = llvm.extractelement %920[%14 : i64] : vector<2xf32>
    %1065 = llvm.extractelement %920[%38 : i64] : vector<2xf32>
    %1066 = llvm.extractelement %924[%14 : i64] : vector<2xf32>
    %1067 = llvm.extractelement %924[%38 : i64] : vector<2xf32>
    %1068 = nvvm.mma.sync A[%1058, %1059, %1060, %1061]  B[%1062, %1063]  C[%1064, %1065, %1066, %1067]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1069 = llvm.extractvalue %1068[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1070 = llvm.extractvalue %1068[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1071 = llvm.insertelement %1069, %1[%0 : i32] : vector<2xf32>
    %1072 = llvm.insertelement %1070, %1071[%27 : i32] : vector<2xf32>
    %1073 = llvm.extractvalue %1068[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1074 = llvm.extractvalue %1068[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1075 = llvm.insertelement %1073, %1[%0 : i32] : vector<2xf32>
    %1076 = llvm.insertelement %1074, %1075[%27 : i32] : vector<2xf32>
    %1077 = llvm.bitcast %185 : vector<2xbf16> to i32
    %1078 = llvm.bitcast %225 : vector<2xbf16> to i32
    %1079 = llvm.bitcast %191 : vector<2xbf16> to i32
    %1080 = llvm.bitcast %229 : vector<2xbf16> to i32
    %1081 = llvm.bitcast %697 : vector<2xbf16> to i32
    %1082 = llvm.bitcast %699 : vector<2xbf16> to i32
    %1083 = llvm.extractelement %939[%14 : i64] : vector<2xf32>
    %1084 = llvm.extractelement %939[%38 : i64] : vector<2xf32>
    %1085 = llvm.extractelement %943[%14 : i64] : vector<2xf32>
    %1086 = llvm.extractelement %943[%38 : i64] : vector<2xf32>
    %1087 = nvvm.mma.sync A[%1077, %1078, %1079, %1080]  B[%1081, %1082]  C[%1083, %1084, %1085, %1086]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1088 = llvm.extractvalue %1087[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1089 = llvm.extractvalue %1087[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1090 = llvm.insertelement %1088, %1[%0 : i32] : vector<2xf32>
    %1091 = llvm.insertelement %1089, %1090[%27 : i32] : vector<2xf32>
    %1092 = llvm.extractvalue %1087[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1093 = llvm.extractvalue %1087[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1094 = llvm.insertelement %1092, %1[%0 : i32] : vector<2xf32>
    %1095 = llvm.insertelement %1093, %1094[%27 : i32] : vector<2xf32>
    %1096 = llvm.bitcast %259 : vector<2xbf16> to i32
    %1097 = llvm.bitcast %293 : vector<2xbf16> to i32
    %1098 = llvm.bitcast %263 : vector<2xbf16> to i32
    %1099 = llvm.bitcast %297 : vector<2xbf16> to i32
    %1100 = llvm.bitcast %685 : vector<2xbf16> to i32
    %1101 = llvm.bitcast %687 : vector<2xbf16> to i32
    %1102 = llvm.extractelement %958[%14 : i64] : vector<2xf32>
    %1103 = llvm.extractelement %958[%38 : i64] : vector<2xf32>
    %1104 = llvm.extractelement %962[%14 : i64] : vector<2xf32>
    %1105 = llvm.extractelement %962[%38 : i64] : vector<2xf32>
    %1106 = nvvm.mma.sync A[%1096, %1097, %1098, %1099]  B[%1100, %1101]  C[%1102, %1103, %1104, %1105]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1107 = llvm.extractvalue %1106[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1108 = llvm.extractvalue %1106[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1109 = llvm.insertelement %1107, %1[%0 : i32] : vector<2xf32>
    %1110 = llvm.insertelement %1108, %1109[%27 : i32] : vector<2xf32>
    %1111 = llvm.extractvalue %1106[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1112 = llvm.extractvalue %1106[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1113 = llvm.insertelement %1111, %1[%0 : i32] : vector<2xf32>
    %1114 = llvm.insertelement %1112, %1113[%27 : i32] : vector<2xf32>
    %1115 = llvm.bitcast %259 : vector<2xbf16> to i32
    %1116 = llvm.bitcast %293 : vector<2xbf16> to i32
    %1117 = llvm.bitcast %263 : vector<2xbf16> to i32
    %1118 = llvm.bitcast %297 : vector<2xbf16> to i32
    %1119 = llvm.bitcast %689 : vector<2xbf16> to i32
    %1120 = llvm.bitcast %691 : vector<2xbf16> to i32
    %1121 = llvm.extractelement %977[%14 : i64] : vector<2xf32>
    %1122 = llvm.extractelement %977[%38 : i64] : vector<2xf32>
    %1123 = llvm.extractelement %981[%14 : i64] : vector<2xf32>
    %1124 = llvm.extractelement %981[%38 : i64] : vector<2xf32>
    %1125 = nvvm.mma.sync A[%1115, %1116, %1117, %1118]  B[%1119, %1120]  C[%1121, %1122, %1123, %1124]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1126 = llvm.extractvalue %1125[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1127 = llvm.extractvalue %1125[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1128 = llvm.insertelement %1126, %1[%0 : i32] : vector<2xf32>
    %1129 = llvm.insertelement %1127, %1128[%27 : i32] : vector<2xf32>
    %1130 = llvm.extractvalue %1125[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1131 = llvm.extractvalue %1125[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1132 = llvm.insertelement %1130, %1[%0 : i32] : vector<2xf32>
    %1133 = llvm.insertelement %1131, %1132[%27 : i32] : vector<2xf32>
    %1134 = llvm.bitcast %259 : vector<2xbf16> to i32
    %1135 = llvm.bitcast %293 : vector<2xbf16> to i32
    %1136 = llvm.bitcast %263 : vector<2xbf16> to i32
    %1137 = llvm.bitcast %297 : vector<2xbf16> to i32
    %1138 = llvm.bitcast %693 : vector<2xbf16> to i32
    %1139 = llvm.bitcast %695 : vector<2xbf16> to i32
    %1140 = llvm.extractelement %996[%14 : i64] : vector<2xf32>
    %1141 = llvm.extractelement %996[%38 : i64] : vector<2xf32>
    %1142 = llvm.extractelement %1000[%14 : i64] : vector<2xf32>
    %1143 = llvm.extractelement %1000[%38 : i64] : vector<2xf32>
    %1144 = nvvm.mma.sync A[%1134, %1135, %1136, %1137]  B[%1138, %1139]  C[%1140, %1141, %1142, %1143]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1145 = llvm.extractvalue %1144[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1146 = llvm.extractvalue %1144[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1147 = llvm.insertelement %1145, %1[%0 : i32] : vector<2xf32>
    %1148 = llvm.insertelement %1146, %1147[%27 : i32] : vector<2xf32>
    %1149 = llvm.extractvalue %1144[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1150 = llvm.extractvalue %1144[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1151 = llvm.insertelement %1149, %1[%0 : i32] : vector<2xf32>
    %1152 = llvm.insertelement %1150, %1151[%27 : i32] : vector<2xf32>
    %1153 = llvm.bitcast %259 : vector<2xbf16> to i32
    %1154 = llvm.bitcast %293 : vector<2xbf16> to i32
    %1155 = llvm.bitcast %263 : vector<2xbf16> to i32
    %1156 = llvm.bitcast %297 : vector<2xbf16> to i32
    %1157 = llvm.bitcast %697 : vector<2xbf16> to i32
    %1158 = llvm.bitcast %699 : vector<2xbf16> to i32
    %1159 = llvm.extractelement %1015[%14 : i64] : vector<2xf32>
    %1160 = llvm.extractelement %1015[%38 : i64] : vector<2xf32>
    %1161 = llvm.extractelement %1019[%14 : i64] : vector<2xf32>
    %1162 = llvm.extractelement %1019[%38 : i64] : vector<2xf32>
    %1163 = nvvm.mma.sync A[%1153, %1154, %1155, %1156]  B[%1157, %1158]  C[%1159, %1160, %1161, %1162]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1164 = llvm.extractvalue %1163[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1165 = llvm.extractvalue %1163[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1166 = llvm.insertelement %1164, %1[%0 : i32] : vector<2xf32>
    %1167 = llvm.insertelement %1165, %1166[%27 : i32] : vector<2xf32>
    %1168 = llvm.extractvalue %1163[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1169 = llvm.extractvalue %1163[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1170 = llvm.insertelement %1168, %1[%0 : i32] : vector<2xf32>
    %1171 = llvm.insertelement %1169, %1170[%27 : i32] : vector<2xf32>
    %1172 = llvm.bitcast %197 : vector<2xbf16> to i32
    %1173 = llvm.bitcast %233 : vector<2xbf16> to i32
    %1174 = llvm.bitcast %203 : vector<2xbf16> to i32
    %1175 = llvm.bitcast %237 : vector<2xbf16> to i32
    %1176 = llvm.bitcast %701 : vector<2xbf16> to i32
    %1177 = llvm.bitcast %703 : vector<2xbf16> to i32
    %1178 = llvm.extractelement %1034[%14 : i64] : vector<2xf32>
    %1179 = llvm.extractelement %1034[%38 : i64] : vector<2xf32>
    %1180 = llvm.extractelement %1038[%14 : i64] : vector<2xf32>
    %1181 = llvm.extractelement %1038[%38 : i64] : vector<2xf32>
    %1182 = nvvm.mma.sync A[%1172, %1173, %1174, %1175]  B[%1176, %1177]  C[%1178, %1179, %1180, %1181]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1183 = llvm.extractvalue %1182[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1184 = llvm.extractvalue %1182[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1185 = llvm.insertelement %1183, %1[%0 : i32] : vector<2xf32>
    %1186 = llvm.insertelement %1184, %1185[%27 : i32] : vector<2xf32>
    %1187 = llvm.extractvalue %1182[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1188 = llvm.extractvalue %1182[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1189 = llvm.insertelement %1187, %1[%0 : i32] : vector<2xf32>
    %1190 = llvm.insertelement %1188, %1189[%27 : i32] : vector<2xf32>
    %1191 = llvm.bitcast %197 : vector<2xbf16> to i32
    %1192 = llvm.bitcast %233 : vector<2xbf16> to i32
    %1193 = llvm.bitcast %203 : vector<2xbf16> to i32
    %1194 = llvm.bitcast %237 : vector<2xbf16> to i32
    %1195 = llvm.bitcast %705 : vector<2xbf16> to i32
    %1196 = llvm.bitcast %707 : vector<2xbf16> to i32
    %1197 = llvm.extractelement %1053[%14 : i64] : vector<2xf32>
    %1198 = llvm.extractelement %1053[%38 : i64] : vector<2xf32>
    %1199 = llvm.extractelement %1057[%14 : i64] : vector<2xf32>
    %1200 = llvm.extractelement %1057[%38 : i64] : vector<2xf32>
    %1201 = nvvm.mma.sync A[%1191, %1192, %1193, %1194]  B[%1195, %1196]  C[%1197, %1198, %1199, %1200]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1202 = llvm.extractvalue %1201[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1203 = llvm.extractvalue %1201[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1204 = llvm.insertelement %1202, %1[%0 : i32] : vector<2xf32>
    %1205 = llvm.insertelement %1203, %1204[%27 : i32] : vector<2xf32>
    %1206 = llvm.extractvalue %1201[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1207 = llvm.extractvalue %1201[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1208 = llvm.insertelement %1206, %1[%0 : i32] : vector<2xf32>
    %1209 = llvm.insertelement %1207, %1208[%27 : i32] : vector<2xf32>
    %1210 = llvm.bitcast %197 : vector<2xbf16> to i32
    %1211 = llvm.bitcast %233 : vector<2xbf16> to i32
    %1212 = llvm.bitcast %203 : vector<2xbf16> to i32
    %1213 = llvm.bitcast %237 : vector<2xbf16> to i32
    %1214 = llvm.bitcast %709 : vector<2xbf16> to i32
    %1215 = llvm.bitcast %711 : vector<2xbf16> to i32
    %1216 = llvm.extractelement %1072[%14 : i64] : vector<2xf32>
    %1217 = llvm.extractelement %1072[%38 : i64] : vector<2xf32>
    %1218 = llvm.extractelement %1076[%14 : i64] : vector<2xf32>
    %1219 = llvm.extractelement %1076[%38 : i64] : vector<2xf32>
    %1220 = nvvm.mma.sync A[%1210, %1211, %1212, %1213]  B[%1214, %1215]  C[%1216, %1217, %1218, %1219]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1221 = llvm.extractvalue %1220[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1222 = llvm.extractvalue %1220[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1223 = llvm.insertelement %1221, %1[%0 : i32] : vector<2xf32>
    %1224 = llvm.insertelement %1222, %1223[%27 : i32] : vector<2xf32>
    %1225 = llvm.extractvalue %1220[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1226 = llvm.extractvalue %1220[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1227 = llvm.insertelement %1225, %1[%0 : i32] : vector<2xf32>
    %1228 = llvm.insertelement %1226, %1227[%27 : i32] : vector<2xf32>
    %1229 = llvm.bitcast %197 : vector<2xbf16> to i32
    %1230 = llvm.bitcast %233 : vector<2xbf16> to i32
    %1231 = llvm.bitcast %203 : vector<2xbf16> to i32
    %1232 = llvm.bitcast %237 : vector<2xbf16> to i32
    %1233 = llvm.bitcast %713 : vector<2xbf16> to i32
    %1234 = llvm.bitcast %715 : vector<2xbf16> to i32
    %1235 = llvm.extractelement %1091[%14 : i64] : vector<2xf32>
    %1236 = llvm.extractelement %1091[%38 : i64] : vector<2xf32>
    %1237 = llvm.extractelement %1095[%14 : i64] : vector<2xf32>
    %1238 = llvm.extractelement %1095[%38 : i64] : vector<2xf32>
    %1239 = nvvm.mma.sync A[%1229, %1230, %1231, %1232]  B[%1233, %1234]  C[%1235, %1236, %1237, %1238]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1240 = llvm.extractvalue %1239[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1241 = llvm.extractvalue %1239[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1242 = llvm.insertelement %1240, %1[%0 : i32] : vector<2xf32>
    %1243 = llvm.insertelement %1241, %1242[%27 : i32] : vector<2xf32>
    %1244 = llvm.extractvalue %1239[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1245 = llvm.extractvalue %1239[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1246 = llvm.insertelement %1244, %1[%0 : i32] : vector<2xf32>
    %1247 = llvm.insertelement %1245, %1246[%27 : i32] : vector<2xf32>
    %1248 = llvm.bitcast %267 : vector<2xbf16> to i32
    %1249 = llvm.bitcast %301 : vector<2xbf16> to i32
    %1250 = llvm.bitcast %271 : vector<2xbf16> to i32
    %1251 = llvm.bitcast %305 : vector<2xbf16> to i32
    %1252 = llvm.bitcast %701 : vector<2xbf16> to i32
    %1253 = llvm.bitcast %703 : vector<2xbf16> to i32
    %1254 = llvm.extractelement %1110[%14 : i64] : vector<2xf32>
    %1255 = llvm.extractelement %1110[%38 : i64] : vector<2xf32>
    %1256 = llvm.extractelement %1114[%14 : i64] : vector<2xf32>
    %1257 = llvm.extractelement %1114[%38 : i64] : vector<2xf32>
    %1258 = nvvm.mma.sync A[%1248, %1249, %1250, %1251]  B[%1252, %1253]  C[%1254, %1255, %1256, %1257]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1259 = llvm.extractvalue %1258[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1260 = llvm.extractvalue %1258[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1261 = llvm.insertelement %1259, %1[%0 : i32] : vector<2xf32>
    %1262 = llvm.insertelement %1260, %1261[%27 : i32] : vector<2xf32>
    %1263 = llvm.extractvalue %1258[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1264 = llvm.extractvalue %1258[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1265 = llvm.insertelement %1263, %1[%0 : i32] : vector<2xf32>
    %1266 = llvm.insertelement %1264, %1265[%27 : i32] : vector<2xf32>
    %1267 = llvm.bitcast %267 : vector<2xbf16> to i32
    %1268 = llvm.bitcast %301 : vector<2xbf16> to i32
    %1269 = llvm.bitcast %271 : vector<2xbf16> to i32
    %1270 = llvm.bitcast %305 : vector<2xbf16> to i32
    %1271 = llvm.bitcast %705 : vector<2xbf16> to i32
    %1272 = llvm.bitcast %707 : vector<2xbf16> to i32
    %1273 = llvm.extractelement %1129[%14 : i64] : vector<2xf32>
    %1274 = llvm.extractelement %1129[%38 : i64] : vector<2xf32>
    %1275 = llvm.extractelement %1133[%14 : i64] : vector<2xf32>
    %1276 = llvm.extractelement %1133[%38 : i64] : vector<2xf32>
    %1277 = nvvm.mma.sync A[%1267, %1268, %1269, %1270]  B[%1271, %1272]  C[%1273, %1274, %1275, %1276]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1278 = llvm.extractvalue %1277[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1279 = llvm.extractvalue %1277[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1280 = llvm.insertelement %1278, %1[%0 : i32] : vector<2xf32>
    %1281 = llvm.insertelement %1279, %1280[%27 : i32] : vector<2xf32>
    %1282 = llvm.extractvalue %1277[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1283 = llvm.extractvalue %1277[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1284 = llvm.insertelement %1282, %1[%0 : i32] : vector<2xf32>
    %1285 = llvm.insertelement %1283, %1284[%27 : i32] : vector<2xf32>
    %1286 = llvm.bitcast %267 : vector<2xbf16> to i32
    %1287 = llvm.bitcast %301 : vector<2xbf16> to i32
    %1288 = llvm.bitcast %271 : vector<2xbf16> to i32
    %1289 = llvm.bitcast %305 : vector<2xbf16> to i32
    %1290 = llvm.bitcast %709 : vector<2xbf16> to i32
    %1291 = llvm.bitcast %711 : vector<2xbf16> to i32
    %1292 = llvm.extractelement %1148[%14 : i64] : vector<2xf32>
    %1293 = llvm.extractelement %1148[%38 : i64] : vector<2xf32>
    %1294 = llvm.extractelement %1152[%14 : i64] : vector<2xf32>
    %1295 = llvm.extractelement %1152[%38 : i64] : vector<2xf32>
    %1296 = nvvm.mma.sync A[%1286, %1287, %1288, %1289]  B[%1290, %1291]  C[%1292, %1293, %1294, %1295]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1297 = llvm.extractvalue %1296[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1298 = llvm.extractvalue %1296[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1299 = llvm.insertelement %1297, %1[%0 : i32] : vector<2xf32>
    %1300 = llvm.insertelement %1298, %1299[%27 : i32] : vector<2xf32>
    %1301 = llvm.extractvalue %1296[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1302 = llvm.extractvalue %1296[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1303 = llvm.insertelement %1301, %1[%0 : i32] : vector<2xf32>
    %1304 = llvm.insertelement %1302, %1303[%27 : i32] : vector<2xf32>
    %1305 = llvm.bitcast %267 : vector<2xbf16> to i32
    %1306 = llvm.bitcast %301 : vector<2xbf16> to i32
    %1307 = llvm.bitcast %271 : vector<2xbf16> to i32
    %1308 = llvm.bitcast %305 : vector<2xbf16> to i32
    %1309 = llvm.bitcast %713 : vector<2xbf16> to i32
    %1310 = llvm.bitcast %715 : vector<2xbf16> to i32
    %1311 = llvm.extractelement %1167[%14 : i64] : vector<2xf32>
    %1312 = llvm.extractelement %1167[%38 : i64] : vector<2xf32>
    %1313 = llvm.extractelement %1171[%14 : i64] : vector<2xf32>
    %1314 = llvm.extractelement %1171[%38 : i64] : vector<2xf32>
    %1315 = nvvm.mma.sync A[%1305, %1306, %1307, %1308]  B[%1309, %1310]  C[%1311, %1312, %1313, %1314]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1316 = llvm.extractvalue %1315[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1317 = llvm.extractvalue %1315[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1318 = llvm.insertelement %1316, %1[%0 : i32] : vector<2xf32>
    %1319 = llvm.insertelement %1317, %1318[%27 : i32] : vector<2xf32>
    %1320 = llvm.extractvalue %1315[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1321 = llvm.extractvalue %1315[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1322 = llvm.insertelement %1320, %1[%0 : i32] : vector<2xf32>
    %1323 = llvm.insertelement %1321, %1322[%27 : i32] : vector<2xf32>
    %1324 = llvm.mul %78, %21 overflow<nsw> : i32
    %1325 = llvm.add %154, %1324 : i32
    %1326 = llvm.mul %79, %17 overflow<nsw> : i32
    %1327 = llvm.add %306, %1326 : i32
    %1328 = llvm.mul %1325, %22 overflow<nsw> : i32
    %1329 = llvm.add %1328, %71 overflow<nsw> : i32
    %1330 = llvm.zext %1329 : i32 to i64
    %1331 = llvm.mul %1327, %17 overflow<nsw> : i32
    %1332 = llvm.add %1331, %73 overflow<nsw> : i32
    %1333 = llvm.zext %1332 : i32 to i64
    %1334 = llvm.mul %1330, %3 : i64
    %1335 = llvm.add %1334, %1333 : i64
    %1336 = llvm.getelementptr %arg2[%1335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %1186, %1336 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1337 = llvm.add %1332, %17 overflow<nsw> : i32
    %1338 = llvm.zext %1337 : i32 to i64
    %1339 = llvm.mul %1330, %3 : i64
    %1340 = llvm.add %1339, %1338 : i64
    %1341 = llvm.getelementptr %arg2[%1340] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %1205, %1341 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1342 = llvm.add %1332, %22 overflow<nsw> : i32
    %1343 = llvm.zext %1342 : i32 to i64
    %1344 = llvm.mul %1330, %3 : i64
    %1345 = llvm.add %1344, %1343 : i64
    %1346 = llvm.getelementptr %arg2[%1345] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %1224, %1346 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1347 = llvm.add %1332, %23 overflow<nsw> : i32
    %1348 = llvm.zext %1347 : i32 to i64
    %1349 = llvm.mul %1330, %3 : i64
    %1350 = llvm.add %1349, %1348 : i64
    %1351 = llvm.getelementptr %arg2[%1350] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %1243, %1351 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1352 = llvm.add %1329, %17 overflow<nsw> : i32
    %1353 = llvm.zext %1352 : i32 to i64
    %1354 = llvm.mul %1353, %3 : i64
    %1355 = llvm.add %1354, %1333 : i64
    %1356 = llvm.getelementptr %arg2[%1355] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %1190, %1356 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1357 = llvm.mul %1353, %3 : i64
    %1358 = llvm.add %1357, %1338 : i64
    %1359 = llvm.getelementptr %arg2[%1358] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %1209, %1359 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1360 = llvm.mul %1353, %3 : i64
    %1361 = llvm.add %1360, %1343 : i64
    %1362 = llvm.getelementptr %arg2[%1361] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %1228, %1362 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1363 = llvm.mul %1353, %3 : i64
    %1364 = llvm.add %1363, %1348 : i64
    %1365 = llvm.getelementptr %arg2[%1364] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %1247, %1365 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1366 = llvm.add %1329, %22 overflow<nsw> : i32
    %1367 = llvm.zext %1366 : i32 to i64
    %1368 = llvm.mul %1367, %3 : i64
    %1369 = llvm.add %1368, %1333 : i64
    %1370 = llvm.getelementptr %arg2[%1369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %1262, %1370 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1371 = llvm.mul %1367, %3 : i64
    %1372 = llvm.add %1371, %1338 : i64
    %1373 = llvm.getelementptr %arg2[%1372] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %1281, %1373 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1374 = llvm.mul %1367, %3 : i64
    %1375 = llvm.add %1374, %1343 : i64
    %1376 = llvm.getelementptr %arg2[%1375] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %1300, %1376 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1377 = llvm.mul %1367, %3 : i64
    %1378 = llvm.add %1377, %1348 : i64
    %1379 = llvm.getelementptr %arg2[%1378] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %1319, %1379 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1380 = llvm.add %1329, %23 overflow<nsw> : i32
    %1381 = llvm.zext %1380 : i32 to i64
    %1382 = llvm.mul %1381, %3 : i64
    %1383 = llvm.add %1382, %1333 : i64
    %1384 = llvm.getelementptr %arg2[%1383] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %1266, %1384 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1385 = llvm.mul %1381, %3 : i64
    %1386 = llvm.add %1385, %1338 : i64
    %1387 = llvm.getelementptr %arg2[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %1285, %1387 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1388 = llvm.mul %1381, %3 : i64
    %1389 = llvm.add %1388, %1343 : i64
    %1390 = llvm.getelementptr %arg2[%1389] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %1304, %1390 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    %1391 = llvm.mul %1381, %3 : i64
    %1392 = llvm.add %1391, %1348 : i64
    %1393 = llvm.getelementptr %arg2[%1392] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %1323, %1393 <alignment = 4> : vector<2xf32>, !llvm.ptr<1>
    nvvm.barrier
    llvm.return
  }
  iree_codegen.dispatch_config @mm_bf16_dispatch_0_matmul_128x256x64_bf16xbf16xf32 workgroup_size = [128, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c8, %c1, %c1 : index, index, index
  }
}
