module {
  llvm.mlir.global external @__dynamic_shared_memory__() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global private @__shared_memory___0() {addr_space = 3 : i32, alignment = 2 : i64} : !llvm.array<32 x array<68 x bf16>>
  llvm.mlir.global private @__shared_memory__() {addr_space = 3 : i32, alignment = 2 : i64} : !llvm.array<2 x array<32 x array<36 x bf16>>>
  llvm.func @conv_dispatch_0_conv_30x30x64x3x3x32_bf16xbf16xf32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 256, 1, 1>} {
    %0 = llvm.mlir.poison : vector<2xi1>
    %1 = llvm.mlir.poison : vector<2xf32>
    %2 = llvm.mlir.poison : vector<2xbf16>
    %3 = llvm.mlir.poison : vector<8xi64>
    %4 = llvm.mlir.poison : vector<2xi64>
    %5 = llvm.mlir.poison : vector<2xi32>
    %6 = llvm.mlir.constant(2048 : i64) : i64
    %7 = llvm.mlir.constant(6144 : i64) : i64
    %8 = llvm.mlir.constant(true) : i1
    %9 = llvm.mlir.constant(1088 : i64) : i64
    %10 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %11 = llvm.mlir.constant(0 : i64) : i64
    %12 = llvm.mlir.constant(0 : i64) : i64
    %13 = llvm.getelementptr %10[%11, %12] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %14 = llvm.mlir.constant(1152 : i64) : i64
    %15 = llvm.mlir.constant(36 : i64) : i64
    %16 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %17 = llvm.mlir.constant(0 : i64) : i64
    %18 = llvm.mlir.constant(4608 : i64) : i64
    %19 = llvm.getelementptr %16[%17, %18] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %20 = llvm.mlir.constant(dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi64>) : vector<8xi64>
    %21 = llvm.mlir.constant(dense<0.000000e+00> : vector<2xf32>) : vector<2xf32>
    %22 = llvm.mlir.constant(0 : i64) : i64
    %23 = llvm.mlir.constant(1 : i64) : i64
    %24 = llvm.mlir.poison : vector<16xi64>
    %25 = llvm.mlir.poison : vector<16xi1>
    %26 = llvm.mlir.poison : vector<16xf32>
    %27 = llvm.mlir.constant(dense<0.000000e+00> : vector<8xbf16>) : vector<8xbf16>
    %28 = llvm.mlir.constant(32 : i32) : i32
    %29 = llvm.mlir.constant(0 : i32) : i32
    %30 = llvm.mlir.constant(128 : i32) : i32
    %31 = llvm.mlir.constant(4 : i32) : i32
    %32 = llvm.mlir.constant(8 : i32) : i32
    %33 = llvm.mlir.constant(9 : i32) : i32
    %34 = llvm.mlir.constant(1 : i32) : i32
    %35 = llvm.mlir.constant(96 : i32) : i32
    %36 = llvm.mlir.constant(2 : i32) : i32
    %37 = llvm.mlir.constant(16 : i32) : i32
    %38 = llvm.mlir.constant(24 : i32) : i32
    %39 = llvm.mlir.constant(17 : i32) : i32
    %40 = llvm.mlir.constant(25 : i32) : i32
    %41 = llvm.mlir.constant(33 : i32) : i32
    %42 = llvm.mlir.constant(34 : i32) : i32
    %43 = llvm.mlir.constant(31 : i32) : i32
    %44 = llvm.mlir.constant(-2 : i32) : i32
    %45 = llvm.mlir.constant(16 : i64) : i64
    %46 = llvm.mlir.constant(8 : i64) : i64
    %47 = llvm.mlir.constant(30 : i64) : i64
    %48 = llvm.mlir.constant(1920 : i64) : i64
    %49 = llvm.mlir.constant(64 : i64) : i64
    %50 = llvm.mlir.constant(2 : i64) : i64
    %51 = llvm.mlir.constant(32 : i64) : i64
    %52 = llvm.mlir.constant(68 : i64) : i64
    %53 = llvm.getelementptr %19[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x array<68 x bf16>>
    %54 = llvm.getelementptr %13[0, 0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<2 x array<32 x array<36 x bf16>>>
    %55 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
    %56 = llvm.sext %55 : i32 to i64
    llvm.intr.assume %8 ["align"(%arg0, %49 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %8 ["align"(%arg1, %49 : !llvm.ptr<1>, i64)] : i1
    %57 = llvm.trunc %56 : i64 to i32
    %58 = llvm.udiv %57, %28 : i32
    %59 = llvm.urem %57, %28 : i32
    %60 = llvm.udiv %59, %31 : i32
    %61 = llvm.zext %60 : i32 to i64
    %62 = llvm.urem %59, %31 : i32
    %63 = llvm.mul %62, %36 overflow<nsw> : i32
    %64 = llvm.zext %63 : i32 to i64
    %65 = llvm.udiv %57, %30 : i32
    %66 = llvm.zext %65 : i32 to i64
    %67 = llvm.urem %57, %30 : i32
    %68 = llvm.udiv %67, %31 : i32
    %69 = llvm.zext %68 : i32 to i64
    %70 = llvm.urem %57, %31 : i32
    %71 = llvm.udiv %57, %32 : i32
    %72 = llvm.zext %71 : i32 to i64
    %73 = llvm.urem %57, %32 : i32
    %74 = llvm.mul %70, %32 overflow<nsw> : i32
    %75 = llvm.zext %74 : i32 to i64
    %76 = llvm.mul %73, %32 overflow<nsw> : i32
    %77 = llvm.zext %76 : i32 to i64
    %78 = llvm.intr.stepvector : vector<2xi64>
    %79 = llvm.extractelement %78[%22 : i64] : vector<2xi64>
    %80 = llvm.extractelement %78[%23 : i64] : vector<2xi64>
    %81 = llvm.zext %60 : i32 to i64
    %82 = llvm.insertelement %63, %5[%29 : i32] : vector<2xi32>
    %83 = llvm.shufflevector %82, %5 [0, 0] : vector<2xi32> 
    %84 = llvm.trunc %78 : vector<2xi64> to vector<2xi32>
    %85 = llvm.add %84, %83 : vector<2xi32>
    %86 = llvm.mul %79, %45 overflow<nsw> : i64
    %87 = llvm.mul %80, %45 overflow<nsw> : i64
    %88 = llvm.mul %79, %46 overflow<nsw> : i64
    %89 = llvm.mul %80, %46 overflow<nsw> : i64
    %90 = llvm.add %86, %88 overflow<nsw> : i64
    %91 = llvm.add %86, %89 overflow<nsw> : i64
    %92 = llvm.add %87, %88 overflow<nsw> : i64
    %93 = llvm.add %87, %89 overflow<nsw> : i64
    %94 = llvm.add %90, %81 overflow<nsw> : i64
    %95 = llvm.add %91, %81 overflow<nsw> : i64
    %96 = llvm.add %92, %81 overflow<nsw> : i64
    %97 = llvm.add %93, %81 overflow<nsw> : i64
    %98 = llvm.mul %58, %32 overflow<nsw> : i32
    %99 = llvm.insertelement %98, %5[%29 : i32] : vector<2xi32>
    %100 = llvm.shufflevector %99, %5 [0, 0] : vector<2xi32> 
    %101 = llvm.add %100, %85 overflow<nsw> : vector<2xi32>
    %102 = llvm.zext %101 : vector<2xi32> to vector<2xi64>
    %103 = llvm.icmp "ult" %94, %47 : i64
    %104 = llvm.icmp "ult" %95, %47 : i64
    %105 = llvm.icmp "ult" %96, %47 : i64
    %106 = llvm.icmp "ult" %97, %47 : i64
    %107 = llvm.mul %79, %48 overflow<nsw> : i64
    %108 = llvm.mul %80, %48 overflow<nsw> : i64
    %109 = llvm.mul %94, %49 overflow<nsw> : i64
    %110 = llvm.mul %95, %49 overflow<nsw> : i64
    %111 = llvm.mul %96, %49 overflow<nsw> : i64
    %112 = llvm.mul %97, %49 overflow<nsw> : i64
    %113 = llvm.add %107, %109 overflow<nsw> : i64
    %114 = llvm.insertelement %113, %4[%29 : i32] : vector<2xi64>
    %115 = llvm.shufflevector %114, %4 [0, 0] : vector<2xi64> 
    %116 = llvm.add %107, %110 overflow<nsw> : i64
    %117 = llvm.insertelement %116, %4[%29 : i32] : vector<2xi64>
    %118 = llvm.shufflevector %117, %4 [0, 0] : vector<2xi64> 
    %119 = llvm.add %107, %111 overflow<nsw> : i64
    %120 = llvm.insertelement %119, %4[%29 : i32] : vector<2xi64>
    %121 = llvm.shufflevector %120, %4 [0, 0] : vector<2xi64> 
    %122 = llvm.add %107, %112 overflow<nsw> : i64
    %123 = llvm.insertelement %122, %4[%29 : i32] : vector<2xi64>
    %124 = llvm.shufflevector %123, %4 [0, 0] : vector<2xi64> 
    %125 = llvm.add %108, %109 overflow<nsw> : i64
    %126 = llvm.insertelement %125, %4[%29 : i32] : vector<2xi64>
    %127 = llvm.shufflevector %126, %4 [0, 0] : vector<2xi64> 
    %128 = llvm.add %108, %110 overflow<nsw> : i64
    %129 = llvm.insertelement %128, %4[%29 : i32] : vector<2xi64>
    %130 = llvm.shufflevector %129, %4 [0, 0] : vector<2xi64> 
    %131 = llvm.add %108, %111 overflow<nsw> : i64
    %132 = llvm.insertelement %131, %4[%29 : i32] : vector<2xi64>
    %133 = llvm.shufflevector %132, %4 [0, 0] : vector<2xi64> 
    %134 = llvm.add %108, %112 overflow<nsw> : i64
    %135 = llvm.insertelement %134, %4[%29 : i32] : vector<2xi64>
    %136 = llvm.shufflevector %135, %4 [0, 0] : vector<2xi64> 
    %137 = llvm.add %115, %102 overflow<nsw> : vector<2xi64>
    %138 = llvm.add %118, %102 overflow<nsw> : vector<2xi64>
    %139 = llvm.add %121, %102 overflow<nsw> : vector<2xi64>
    %140 = llvm.add %124, %102 overflow<nsw> : vector<2xi64>
    %141 = llvm.add %127, %102 overflow<nsw> : vector<2xi64>
    %142 = llvm.add %130, %102 overflow<nsw> : vector<2xi64>
    %143 = llvm.add %133, %102 overflow<nsw> : vector<2xi64>
    %144 = llvm.add %136, %102 overflow<nsw> : vector<2xi64>
    %145 = llvm.shufflevector %137, %137 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xi64> 
    %146 = llvm.shufflevector %145, %24 [0, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1] : vector<16xi64> 
    %147 = llvm.shufflevector %138, %138 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xi64> 
    %148 = llvm.shufflevector %147, %146 [16, 17, 0, 1, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xi64> 
    %149 = llvm.shufflevector %139, %139 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xi64> 
    %150 = llvm.shufflevector %149, %148 [16, 17, 18, 19, 0, 1, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xi64> 
    %151 = llvm.shufflevector %140, %140 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xi64> 
    %152 = llvm.shufflevector %151, %150 [16, 17, 18, 19, 20, 21, 0, 1, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xi64> 
    %153 = llvm.shufflevector %141, %141 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xi64> 
    %154 = llvm.shufflevector %153, %152 [16, 17, 18, 19, 20, 21, 22, 23, 0, 1, 26, 27, 28, 29, 30, 31] : vector<16xi64> 
    %155 = llvm.shufflevector %142, %142 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xi64> 
    %156 = llvm.shufflevector %155, %154 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 0, 1, 28, 29, 30, 31] : vector<16xi64> 
    %157 = llvm.shufflevector %143, %143 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xi64> 
    %158 = llvm.shufflevector %157, %156 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 0, 1, 30, 31] : vector<16xi64> 
    %159 = llvm.shufflevector %144, %144 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xi64> 
    %160 = llvm.shufflevector %159, %158 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 0, 1] : vector<16xi64> 
    %161 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 15> : i32
    %162 = llvm.sext %161 : i32 to i64
    %163 = llvm.trunc %162 : i64 to i32
    %164 = llvm.mul %163, %36 overflow<nsw> : i32
    %165 = llvm.zext %164 : i32 to i64
    %166 = llvm.add %63, %32 overflow<nsw> : i32
    %167 = llvm.zext %166 : i32 to i64
    %168 = llvm.add %63, %37 overflow<nsw> : i32
    %169 = llvm.zext %168 : i32 to i64
    %170 = llvm.add %63, %38 overflow<nsw> : i32
    %171 = llvm.zext %170 : i32 to i64
    %172 = llvm.add %60, %32 overflow<nsw> : i32
    %173 = llvm.zext %172 : i32 to i64
    %174 = llvm.add %60, %37 overflow<nsw> : i32
    %175 = llvm.zext %174 : i32 to i64
    %176 = llvm.add %60, %38 overflow<nsw> : i32
    %177 = llvm.zext %176 : i32 to i64
    %178 = llvm.mul %58, %32 overflow<nsw> : i32
    %179 = llvm.add %178, %60 overflow<nsw> : i32
    %180 = llvm.zext %179 : i32 to i64
    %181 = llvm.add %63, %34 overflow<nsw> : i32
    %182 = llvm.zext %181 : i32 to i64
    %183 = llvm.add %63, %33 overflow<nsw> : i32
    %184 = llvm.zext %183 : i32 to i64
    %185 = llvm.add %63, %39 overflow<nsw> : i32
    %186 = llvm.zext %185 : i32 to i64
    %187 = llvm.add %63, %40 overflow<nsw> : i32
    %188 = llvm.zext %187 : i32 to i64
    llvm.br ^bb1(%29, %21, %21, %21, %21, %21, %21, %21, %21 : i32, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>)
  ^bb1(%189: i32, %190: vector<2xf32>, %191: vector<2xf32>, %192: vector<2xf32>, %193: vector<2xf32>, %194: vector<2xf32>, %195: vector<2xf32>, %196: vector<2xf32>, %197: vector<2xf32>):  // 2 preds: ^bb0, ^bb2
    %198 = llvm.icmp "slt" %189, %33 : i32
    llvm.cond_br %198, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %199 = llvm.mul %189, %28 overflow<nsw> : i32
    %200 = llvm.add %74, %199 : i32
    %201 = llvm.udiv %200, %35 : i32
    %202 = llvm.urem %200, %35 : i32
    %203 = llvm.udiv %202, %28 : i32
    %204 = llvm.urem %200, %28 : i32
    %205 = llvm.mul %201, %36 overflow<nsw> : i32
    %206 = llvm.add %205, %65 : i32
    %207 = llvm.add %206, %164 : i32
    %208 = llvm.intr.umin(%207, %41) : (i32, i32) -> i32
    %209 = llvm.zext %208 : i32 to i64
    %210 = llvm.mul %203, %36 overflow<nsw> : i32
    %211 = llvm.add %210, %68 : i32
    %212 = llvm.intr.umin(%211, %41) : (i32, i32) -> i32
    %213 = llvm.zext %212 : i32 to i64
    %214 = llvm.intr.umin(%204, %43) : (i32, i32) -> i32
    %215 = llvm.zext %214 : i32 to i64
    %216 = llvm.sub %28, %204 : i32
    %217 = llvm.intr.umin(%216, %32) : (i32, i32) -> i32
    %218 = llvm.mul %203, %44 overflow<nsw> : i32
    %219 = llvm.sub %218, %68 : i32
    %220 = llvm.add %219, %42 : i32
    %221 = llvm.intr.smin(%220, %34) : (i32, i32) -> i32
    %222 = llvm.intr.smax(%221, %29) : (i32, i32) -> i32
    %223 = llvm.mul %217, %222 : i32
    %224 = llvm.zext %223 : i32 to i64
    %225 = llvm.insertelement %224, %3[%29 : i32] : vector<8xi64>
    %226 = llvm.shufflevector %225, %3 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi64> 
    %227 = llvm.icmp "sgt" %226, %20 : vector<8xi64>
    %228 = llvm.mul %209, %9 : i64
    %229 = llvm.mul %213, %51 : i64
    %230 = llvm.add %228, %229 : i64
    %231 = llvm.add %230, %215 : i64
    %232 = llvm.getelementptr %arg0[%231] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
    %233 = llvm.intr.masked.load(%232, %227, %27), alignment(2) : (!llvm.ptr<1>, vector<8xi1>, vector<8xbf16>) -> vector<8xbf16>
    nvvm.barrier
    %234 = llvm.mul %66, %14 : i64
    %235 = llvm.mul %69, %15 : i64
    %236 = llvm.add %234, %235 : i64
    %237 = llvm.add %236, %75 : i64
    %238 = llvm.getelementptr %54[%237] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    llvm.store %233, %238 <alignment = 2> : vector<8xbf16>, !llvm.ptr<3>
    %239 = llvm.add %71, %199 : i32
    %240 = llvm.udiv %239, %35 : i32
    %241 = llvm.zext %240 : i32 to i64
    %242 = llvm.urem %239, %35 : i32
    %243 = llvm.udiv %242, %28 : i32
    %244 = llvm.zext %243 : i32 to i64
    %245 = llvm.urem %239, %28 : i32
    %246 = llvm.zext %245 : i32 to i64
    %247 = llvm.mul %241, %7 : i64
    %248 = llvm.mul %244, %6 : i64
    %249 = llvm.add %247, %248 : i64
    %250 = llvm.mul %246, %49 : i64
    %251 = llvm.add %249, %250 : i64
    %252 = llvm.add %251, %77 : i64
    %253 = llvm.getelementptr %arg1[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
    %254 = llvm.load %253 <alignment = 2> : !llvm.ptr<1> -> vector<8xbf16>
    %255 = llvm.mul %72, %52 : i64
    %256 = llvm.add %255, %77 : i64
    %257 = llvm.getelementptr %53[%256] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    llvm.store %254, %257 <alignment = 2> : vector<8xbf16>, !llvm.ptr<3>
    nvvm.barrier
    %258 = llvm.mul %22, %14 : i64
    %259 = llvm.mul %61, %15 : i64
    %260 = llvm.add %258, %259 : i64
    %261 = llvm.add %260, %64 : i64
    %262 = llvm.getelementptr %54[%261] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %263 = llvm.load %262 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %264 = llvm.mul %22, %14 : i64
    %265 = llvm.mul %61, %15 : i64
    %266 = llvm.add %264, %265 : i64
    %267 = llvm.add %266, %167 : i64
    %268 = llvm.getelementptr %54[%267] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %269 = llvm.load %268 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %270 = llvm.mul %22, %14 : i64
    %271 = llvm.mul %61, %15 : i64
    %272 = llvm.add %270, %271 : i64
    %273 = llvm.add %272, %169 : i64
    %274 = llvm.getelementptr %54[%273] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %275 = llvm.load %274 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %276 = llvm.mul %22, %14 : i64
    %277 = llvm.mul %61, %15 : i64
    %278 = llvm.add %276, %277 : i64
    %279 = llvm.add %278, %171 : i64
    %280 = llvm.getelementptr %54[%279] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %281 = llvm.load %280 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %282 = llvm.mul %22, %14 : i64
    %283 = llvm.mul %173, %15 : i64
    %284 = llvm.add %282, %283 : i64
    %285 = llvm.add %284, %64 : i64
    %286 = llvm.getelementptr %54[%285] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %287 = llvm.load %286 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %288 = llvm.mul %22, %14 : i64
    %289 = llvm.mul %173, %15 : i64
    %290 = llvm.add %288, %289 : i64
    %291 = llvm.add %290, %167 : i64
    %292 = llvm.getelementptr %54[%291] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %293 = llvm.load %292 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %294 = llvm.mul %22, %14 : i64
    %295 = llvm.mul %173, %15 : i64
    %296 = llvm.add %294, %295 : i64
    %297 = llvm.add %296, %169 : i64
    %298 = llvm.getelementptr %54[%297] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %299 = llvm.load %298 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %300 = llvm.mul %22, %14 : i64
    %301 = llvm.mul %173, %15 : i64
    %302 = llvm.add %300, %301 : i64
    %303 = llvm.add %302, %171 : i64
    %304 = llvm.getelementptr %54[%303] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %305 = llvm.load %304 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %306 = llvm.mul %22, %14 : i64
    %307 = llvm.mul %175, %15 : i64
    %308 = llvm.add %306, %307 : i64
    %309 = llvm.add %308, %64 : i64
    %310 = llvm.getelementptr %54[%309] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %311 = llvm.load %310 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %312 = llvm.mul %22, %14 : i64
    %313 = llvm.mul %175, %15 : i64
    %314 = llvm.add %312, %313 : i64
    %315 = llvm.add %314, %167 : i64
    %316 = llvm.getelementptr %54[%315] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %317 = llvm.load %316 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %318 = llvm.mul %22, %14 : i64
    %319 = llvm.mul %175, %15 : i64
    %320 = llvm.add %318, %319 : i64
    %321 = llvm.add %320, %169 : i64
    %322 = llvm.getelementptr %54[%321] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %323 = llvm.load %322 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %324 = llvm.mul %22, %14 : i64
    %325 = llvm.mul %175, %15 : i64
    %326 = llvm.add %324, %325 : i64
    %327 = llvm.add %326, %171 : i64
    %328 = llvm.getelementptr %54[%327] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %329 = llvm.load %328 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %330 = llvm.mul %22, %14 : i64
    %331 = llvm.mul %177, %15 : i64
    %332 = llvm.add %330, %331 : i64
    %333 = llvm.add %332, %64 : i64
    %334 = llvm.getelementptr %54[%333] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %335 = llvm.load %334 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %336 = llvm.mul %22, %14 : i64
    %337 = llvm.mul %177, %15 : i64
    %338 = llvm.add %336, %337 : i64
    %339 = llvm.add %338, %167 : i64
    %340 = llvm.getelementptr %54[%339] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %341 = llvm.load %340 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %342 = llvm.mul %22, %14 : i64
    %343 = llvm.mul %177, %15 : i64
    %344 = llvm.add %342, %343 : i64
    %345 = llvm.add %344, %169 : i64
    %346 = llvm.getelementptr %54[%345] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %347 = llvm.load %346 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %348 = llvm.mul %22, %14 : i64
    %349 = llvm.mul %177, %15 : i64
    %350 = llvm.add %348, %349 : i64
    %351 = llvm.add %350, %171 : i64
    %352 = llvm.getelementptr %54[%351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %353 = llvm.load %352 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %354 = llvm.mul %23, %14 : i64
    %355 = llvm.mul %61, %15 : i64
    %356 = llvm.add %354, %355 : i64
    %357 = llvm.add %356, %64 : i64
    %358 = llvm.getelementptr %54[%357] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %359 = llvm.load %358 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %360 = llvm.mul %23, %14 : i64
    %361 = llvm.mul %61, %15 : i64
    %362 = llvm.add %360, %361 : i64
    %363 = llvm.add %362, %167 : i64
    %364 = llvm.getelementptr %54[%363] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %365 = llvm.load %364 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %366 = llvm.mul %23, %14 : i64
    %367 = llvm.mul %61, %15 : i64
    %368 = llvm.add %366, %367 : i64
    %369 = llvm.add %368, %169 : i64
    %370 = llvm.getelementptr %54[%369] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %371 = llvm.load %370 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %372 = llvm.mul %23, %14 : i64
    %373 = llvm.mul %61, %15 : i64
    %374 = llvm.add %372, %373 : i64
    %375 = llvm.add %374, %171 : i64
    %376 = llvm.getelementptr %54[%375] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %377 = llvm.load %376 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %378 = llvm.mul %23, %14 : i64
    %379 = llvm.mul %173, %15 : i64
    %380 = llvm.add %378, %379 : i64
    %381 = llvm.add %380, %64 : i64
    %382 = llvm.getelementptr %54[%381] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %383 = llvm.load %382 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %384 = llvm.mul %23, %14 : i64
    %385 = llvm.mul %173, %15 : i64
    %386 = llvm.add %384, %385 : i64
    %387 = llvm.add %386, %167 : i64
    %388 = llvm.getelementptr %54[%387] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %389 = llvm.load %388 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %390 = llvm.mul %23, %14 : i64
    %391 = llvm.mul %173, %15 : i64
    %392 = llvm.add %390, %391 : i64
    %393 = llvm.add %392, %169 : i64
    %394 = llvm.getelementptr %54[%393] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %395 = llvm.load %394 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %396 = llvm.mul %23, %14 : i64
    %397 = llvm.mul %173, %15 : i64
    %398 = llvm.add %396, %397 : i64
    %399 = llvm.add %398, %171 : i64
    %400 = llvm.getelementptr %54[%399] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %401 = llvm.load %400 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %402 = llvm.mul %23, %14 : i64
    %403 = llvm.mul %175, %15 : i64
    %404 = llvm.add %402, %403 : i64
    %405 = llvm.add %404, %64 : i64
    %406 = llvm.getelementptr %54[%405] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %407 = llvm.load %406 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %408 = llvm.mul %23, %14 : i64
    %409 = llvm.mul %175, %15 : i64
    %410 = llvm.add %408, %409 : i64
    %411 = llvm.add %410, %167 : i64
    %412 = llvm.getelementptr %54[%411] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %413 = llvm.load %412 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %414 = llvm.mul %23, %14 : i64
    %415 = llvm.mul %175, %15 : i64
    %416 = llvm.add %414, %415 : i64
    %417 = llvm.add %416, %169 : i64
    %418 = llvm.getelementptr %54[%417] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %419 = llvm.load %418 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %420 = llvm.mul %23, %14 : i64
    %421 = llvm.mul %175, %15 : i64
    %422 = llvm.add %420, %421 : i64
    %423 = llvm.add %422, %171 : i64
    %424 = llvm.getelementptr %54[%423] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %425 = llvm.load %424 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %426 = llvm.mul %23, %14 : i64
    %427 = llvm.mul %177, %15 : i64
    %428 = llvm.add %426, %427 : i64
    %429 = llvm.add %428, %64 : i64
    %430 = llvm.getelementptr %54[%429] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %431 = llvm.load %430 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %432 = llvm.mul %23, %14 : i64
    %433 = llvm.mul %177, %15 : i64
    %434 = llvm.add %432, %433 : i64
    %435 = llvm.add %434, %167 : i64
    %436 = llvm.getelementptr %54[%435] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %437 = llvm.load %436 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %438 = llvm.mul %23, %14 : i64
    %439 = llvm.mul %177, %15 : i64
    %440 = llvm.add %438, %439 : i64
    %441 = llvm.add %440, %169 : i64
    %442 = llvm.getelementptr %54[%441] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %443 = llvm.load %442 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %444 = llvm.mul %23, %14 : i64
    %445 = llvm.mul %177, %15 : i64
    %446 = llvm.add %444, %445 : i64
    %447 = llvm.add %446, %171 : i64
    %448 = llvm.getelementptr %54[%447] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %449 = llvm.load %448 <alignment = 2> : !llvm.ptr<3> -> vector<2xbf16>
    %450 = llvm.mul %64, %52 : i64
    %451 = llvm.add %450, %180 : i64
    %452 = llvm.getelementptr %53[%451] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %453 = llvm.load %452 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %454 = llvm.mul %182, %52 : i64
    %455 = llvm.add %454, %180 : i64
    %456 = llvm.getelementptr %53[%455] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %457 = llvm.load %456 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %458 = llvm.mul %167, %52 : i64
    %459 = llvm.add %458, %180 : i64
    %460 = llvm.getelementptr %53[%459] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %461 = llvm.load %460 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %462 = llvm.mul %184, %52 : i64
    %463 = llvm.add %462, %180 : i64
    %464 = llvm.getelementptr %53[%463] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %465 = llvm.load %464 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %466 = llvm.mul %169, %52 : i64
    %467 = llvm.add %466, %180 : i64
    %468 = llvm.getelementptr %53[%467] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %469 = llvm.load %468 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %470 = llvm.mul %186, %52 : i64
    %471 = llvm.add %470, %180 : i64
    %472 = llvm.getelementptr %53[%471] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %473 = llvm.load %472 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %474 = llvm.mul %171, %52 : i64
    %475 = llvm.add %474, %180 : i64
    %476 = llvm.getelementptr %53[%475] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %477 = llvm.load %476 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %478 = llvm.mul %188, %52 : i64
    %479 = llvm.add %478, %180 : i64
    %480 = llvm.getelementptr %53[%479] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
    %481 = llvm.load %480 <alignment = 2> : !llvm.ptr<3> -> vector<1xbf16>
    %482 = llvm.extractelement %453[%22 : i64] : vector<1xbf16>
    %483 = llvm.extractelement %457[%22 : i64] : vector<1xbf16>
    %484 = llvm.extractelement %461[%22 : i64] : vector<1xbf16>
    %485 = llvm.extractelement %465[%22 : i64] : vector<1xbf16>
    %486 = llvm.extractelement %469[%22 : i64] : vector<1xbf16>
    %487 = llvm.extractelement %473[%22 : i64] : vector<1xbf16>
    %488 = llvm.extractelement %477[%22 : i64] : vector<1xbf16>
    %489 = llvm.extractelement %481[%22 : i64] : vector<1xbf16>
    %490 = llvm.insertelement %482, %2[%22 : i64] : vector<2xbf16>
    %491 = llvm.insertelement %483, %490[%23 : i64] : vector<2xbf16>
    %492 = llvm.insertelement %484, %2[%22 : i64] : vector<2xbf16>
    %493 = llvm.insertelement %485, %492[%23 : i64] : vector<2xbf16>
    %494 = llvm.insertelement %486, %2[%22 : i64] : vector<2xbf16>
    %495 = llvm.insertelement %487, %494[%23 : i64] : vector<2xbf16>
    %496 = llvm.insertelement %488, %2[%22 : i64] : vector<2xbf16>
    %497 = llvm.insertelement %489, %496[%23 : i64] : vector<2xbf16>
    %498 = llvm.bitcast %263 : vector<2xbf16> to i32
    %499 = llvm.bitcast %287 : vector<2xbf16> to i32
    %500 = llvm.bitcast %269 : vector<2xbf16> to i32
    %501 = llvm.bitcast %293 : vector<2xbf16> to i32
    %502 = llvm.bitcast %491 : vector<2xbf16> to i32
    %503 = llvm.bitcast %493 : vector<2xbf16> to i32
    %504 = llvm.extractelement %196[%22 : i64] : vector<2xf32>
    %505 = llvm.extractelement %196[%23 : i64] : vector<2xf32>
    %506 = llvm.extractelement %197[%22 : i64] : vector<2xf32>
    %507 = llvm.extractelement %197[%23 : i64] : vector<2xf32>
    %508 = nvvm.mma.sync A[%498, %499, %500, %501]  B[%502, %503]  C[%504, %505, %506, %507]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %509 = llvm.extractvalue %508[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %510 = llvm.extractvalue %508[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %511 = llvm.insertelement %509, %1[%29 : i32] : vector<2xf32>
    %512 = llvm.insertelement %510, %511[%34 : i32] : vector<2xf32>
    %513 = llvm.extractvalue %508[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %514 = llvm.extractvalue %508[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %515 = llvm.insertelement %513, %1[%29 : i32] : vector<2xf32>
    %516 = llvm.insertelement %514, %515[%34 : i32] : vector<2xf32>
    %517 = llvm.bitcast %311 : vector<2xbf16> to i32
    %518 = llvm.bitcast %335 : vector<2xbf16> to i32
    %519 = llvm.bitcast %317 : vector<2xbf16> to i32
    %520 = llvm.bitcast %341 : vector<2xbf16> to i32
    %521 = llvm.bitcast %491 : vector<2xbf16> to i32
    %522 = llvm.bitcast %493 : vector<2xbf16> to i32
    %523 = llvm.extractelement %194[%22 : i64] : vector<2xf32>
    %524 = llvm.extractelement %194[%23 : i64] : vector<2xf32>
    %525 = llvm.extractelement %195[%22 : i64] : vector<2xf32>
    %526 = llvm.extractelement %195[%23 : i64] : vector<2xf32>
    %527 = nvvm.mma.sync A[%517, %518, %519, %520]  B[%521, %522]  C[%523, %524, %525, %526]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %528 = llvm.extractvalue %527[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %529 = llvm.extractvalue %527[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %530 = llvm.insertelement %528, %1[%29 : i32] : vector<2xf32>
    %531 = llvm.insertelement %529, %530[%34 : i32] : vector<2xf32>
    %532 = llvm.extractvalue %527[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %533 = llvm.extractvalue %527[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %534 = llvm.insertelement %532, %1[%29 : i32] : vector<2xf32>
    %535 = llvm.insertelement %533, %534[%34 : i32] : vector<2xf32>
    %536 = llvm.bitcast %359 : vector<2xbf16> to i32
    %537 = llvm.bitcast %383 : vector<2xbf16> to i32
    %538 = llvm.bitcast %365 : vector<2xbf16> to i32
    %539 = llvm.bitcast %389 : vector<2xbf16> to i32
    %540 = llvm.bitcast %491 : vector<2xbf16> to i32
    %541 = llvm.bitcast %493 : vector<2xbf16> to i32
    %542 = llvm.extractelement %192[%22 : i64] : vector<2xf32>
    %543 = llvm.extractelement %192[%23 : i64] : vector<2xf32>
    %544 = llvm.extractelement %193[%22 : i64] : vector<2xf32>
    %545 = llvm.extractelement %193[%23 : i64] : vector<2xf32>
    %546 = nvvm.mma.sync A[%536, %537, %538, %539]  B[%540, %541]  C[%542, %543, %544, %545]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %547 = llvm.extractvalue %546[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %548 = llvm.extractvalue %546[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %549 = llvm.insertelement %547, %1[%29 : i32] : vector<2xf32>
    %550 = llvm.insertelement %548, %549[%34 : i32] : vector<2xf32>
    %551 = llvm.extractvalue %546[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %552 = llvm.extractvalue %546[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %553 = llvm.insertelement %551, %1[%29 : i32] : vector<2xf32>
    %554 = llvm.insertelement %552, %553[%34 : i32] : vector<2xf32>
    %555 = llvm.bitcast %407 : vector<2xbf16> to i32
    %556 = llvm.bitcast %431 : vector<2xbf16> to i32
    %557 = llvm.bitcast %413 : vector<2xbf16> to i32
    %558 = llvm.bitcast %437 : vector<2xbf16> to i32
    %559 = llvm.bitcast %491 : vector<2xbf16> to i32
    %560 = llvm.bitcast %493 : vector<2xbf16> to i32
    %561 = llvm.extractelement %190[%22 : i64] : vector<2xf32>
    %562 = llvm.extractelement %190[%23 : i64] : vector<2xf32>
    %563 = llvm.extractelement %191[%22 : i64] : vector<2xf32>
    %564 = llvm.extractelement %191[%23 : i64] : vector<2xf32>
    %565 = nvvm.mma.sync A[%555, %556, %557, %558]  B[%559, %560]  C[%561, %562, %563, %564]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %566 = llvm.extractvalue %565[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %567 = llvm.extractvalue %565[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %568 = llvm.insertelement %566, %1[%29 : i32] : vector<2xf32>
    %569 = llvm.insertelement %567, %568[%34 : i32] : vector<2xf32>
    %570 = llvm.extractvalue %565[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %571 = llvm.extractvalue %565[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %572 = llvm.insertelement %570, %1[%29 : i32] : vector<2xf32>
    %573 = llvm.insertelement %571, %572[%34 : i32] : vector<2xf32>
    %574 = llvm.bitcast %275 : vector<2xbf16> to i32
    %575 = llvm.bitcast %299 : vector<2xbf16> to i32
    %576 = llvm.bitcast %281 : vector<2xbf16> to i32
    %577 = llvm.bitcast %305 : vector<2xbf16> to i32
    %578 = llvm.bitcast %495 : vector<2xbf16> to i32
    %579 = llvm.bitcast %497 : vector<2xbf16> to i32
    %580 = llvm.extractelement %512[%22 : i64] : vector<2xf32>
    %581 = llvm.extractelement %512[%23 : i64] : vector<2xf32>
    %582 = llvm.extractelement %516[%22 : i64] : vector<2xf32>
    %583 = llvm.extractelement %516[%23 : i64] : vector<2xf32>
    %584 = nvvm.mma.sync A[%574, %575, %576, %577]  B[%578, %579]  C[%580, %581, %582, %583]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %585 = llvm.extractvalue %584[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %586 = llvm.extractvalue %584[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %587 = llvm.insertelement %585, %1[%29 : i32] : vector<2xf32>
    %588 = llvm.insertelement %586, %587[%34 : i32] : vector<2xf32>
    %589 = llvm.extractvalue %584[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %590 = llvm.extractvalue %584[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %591 = llvm.insertelement %589, %1[%29 : i32] : vector<2xf32>
    %592 = llvm.insertelement %590, %591[%34 : i32] : vector<2xf32>
    %593 = llvm.bitcast %323 : vector<2xbf16> to i32
    %594 = llvm.bitcast %347 : vector<2xbf16> to i32
    %595 = llvm.bitcast %329 : vector<2xbf16> to i32
    %596 = llvm.bitcast %353 : vector<2xbf16> to i32
    %597 = llvm.bitcast %495 : vector<2xbf16> to i32
    %598 = llvm.bitcast %497 : vector<2xbf16> to i32
    %599 = llvm.extractelement %531[%22 : i64] : vector<2xf32>
    %600 = llvm.extractelement %531[%23 : i64] : vector<2xf32>
    %601 = llvm.extractelement %535[%22 : i64] : vector<2xf32>
    %602 = llvm.extractelement %535[%23 : i64] : vector<2xf32>
    %603 = nvvm.mma.sync A[%593, %594, %595, %596]  B[%597, %598]  C[%599, %600, %601, %602]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %604 = llvm.extractvalue %603[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %605 = llvm.extractvalue %603[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %606 = llvm.insertelement %604, %1[%29 : i32] : vector<2xf32>
    %607 = llvm.insertelement %605, %606[%34 : i32] : vector<2xf32>
    %608 = llvm.extractvalue %603[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %609 = llvm.extractvalue %603[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %610 = llvm.insertelement %608, %1[%29 : i32] : vector<2xf32>
    %611 = llvm.insertelement %609, %610[%34 : i32] : vector<2xf32>
    %612 = llvm.bitcast %371 : vector<2xbf16> to i32
    %613 = llvm.bitcast %395 : vector<2xbf16> to i32
    %614 = llvm.bitcast %377 : vector<2xbf16> to i32
    %615 = llvm.bitcast %401 : vector<2xbf16> to i32
    %616 = llvm.bitcast %495 : vector<2xbf16> to i32
    %617 = llvm.bitcast %497 : vector<2xbf16> to i32
    %618 = llvm.extractelement %550[%22 : i64] : vector<2xf32>
    %619 = llvm.extractelement %550[%23 : i64] : vector<2xf32>
    %620 = llvm.extractelement %554[%22 : i64] : vector<2xf32>
    %621 = llvm.extractelement %554[%23 : i64] : vector<2xf32>
    %622 = nvvm.mma.sync A[%612, %613, %614, %615]  B[%616, %617]  C[%618, %619, %620, %621]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %623 = llvm.extractvalue %622[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %624 = llvm.extractvalue %622[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %625 = llvm.insertelement %623, %1[%29 : i32] : vector<2xf32>
    %626 = llvm.insertelement %624, %625[%34 : i32] : vector<2xf32>
    %627 = llvm.extractvalue %622[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %628 = llvm.extractvalue %622[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %629 = llvm.insertelement %627, %1[%29 : i32] : vector<2xf32>
    %630 = llvm.insertelement %628, %629[%34 : i32] : vector<2xf32>
    %631 = llvm.bitcast %419 : vector<2xbf16> to i32
    %632 = llvm.bitcast %443 : vector<2xbf16> to i32
    %633 = llvm.bitcast %425 : vector<2xbf16> to i32
    %634 = llvm.bitcast %449 : vector<2xbf16> to i32
    %635 = llvm.bitcast %495 : vector<2xbf16> to i32
    %636 = llvm.bitcast %497 : vector<2xbf16> to i32
    %637 = llvm.extractelement %569[%22 : i64] : vector<2xf32>
    %638 = llvm.extractelement %569[%23 : i64] : vector<2xf32>
    %639 = llvm.extractelement %573[%22 : i64] : vector<2xf32>
    %640 = llvm.extractelement %573[%23 : i64] : vector<2xf32>
    %641 = nvvm.mma.sync A[%631, %632, %633, %634]  B[%635, %636]  C[%637, %638, %639, %640]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, multiplicand_a_ptx_type = bf16, multiplicand_b_ptx_type = bf16 : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %642 = llvm.extractvalue %641[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %643 = llvm.extractvalue %641[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %644 = llvm.insertelement %642, %1[%29 : i32] : vector<2xf32>
    %645 = llvm.insertelement %643, %644[%34 : i32] : vector<2xf32>
    %646 = llvm.extractvalue %641[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %647 = llvm.extractvalue %641[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %648 = llvm.insertelement %646, %1[%29 : i32] : vector<2xf32>
    %649 = llvm.insertelement %647, %648[%34 : i32] : vector<2xf32>
    %650 = llvm.add %189, %34 : i32
    llvm.br ^bb1(%650, %645, %649, %626, %630, %607, %611, %588, %592 : i32, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>)
  ^bb3:  // pred: ^bb1
    %651 = llvm.mul %165, %48 overflow<nsw> : i64
    %652 = llvm.icmp "ult" %79, %50 : i64
    %653 = llvm.icmp "ult" %80, %50 : i64
    %654 = llvm.and %652, %103 : i1
    %655 = llvm.insertelement %654, %0[%29 : i32] : vector<2xi1>
    %656 = llvm.shufflevector %655, %0 [0, 0] : vector<2xi1> 
    %657 = llvm.and %652, %104 : i1
    %658 = llvm.insertelement %657, %0[%29 : i32] : vector<2xi1>
    %659 = llvm.shufflevector %658, %0 [0, 0] : vector<2xi1> 
    %660 = llvm.and %652, %105 : i1
    %661 = llvm.insertelement %660, %0[%29 : i32] : vector<2xi1>
    %662 = llvm.shufflevector %661, %0 [0, 0] : vector<2xi1> 
    %663 = llvm.and %652, %106 : i1
    %664 = llvm.insertelement %663, %0[%29 : i32] : vector<2xi1>
    %665 = llvm.shufflevector %664, %0 [0, 0] : vector<2xi1> 
    %666 = llvm.and %653, %103 : i1
    %667 = llvm.insertelement %666, %0[%29 : i32] : vector<2xi1>
    %668 = llvm.shufflevector %667, %0 [0, 0] : vector<2xi1> 
    %669 = llvm.and %653, %104 : i1
    %670 = llvm.insertelement %669, %0[%29 : i32] : vector<2xi1>
    %671 = llvm.shufflevector %670, %0 [0, 0] : vector<2xi1> 
    %672 = llvm.and %653, %105 : i1
    %673 = llvm.insertelement %672, %0[%29 : i32] : vector<2xi1>
    %674 = llvm.shufflevector %673, %0 [0, 0] : vector<2xi1> 
    %675 = llvm.and %653, %106 : i1
    %676 = llvm.insertelement %675, %0[%29 : i32] : vector<2xi1>
    %677 = llvm.shufflevector %676, %0 [0, 0] : vector<2xi1> 
    %678 = llvm.shufflevector %656, %656 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xi1> 
    %679 = llvm.shufflevector %678, %25 [0, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1] : vector<16xi1> 
    %680 = llvm.shufflevector %659, %659 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xi1> 
    %681 = llvm.shufflevector %680, %679 [16, 17, 0, 1, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xi1> 
    %682 = llvm.shufflevector %662, %662 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xi1> 
    %683 = llvm.shufflevector %682, %681 [16, 17, 18, 19, 0, 1, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xi1> 
    %684 = llvm.shufflevector %665, %665 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xi1> 
    %685 = llvm.shufflevector %684, %683 [16, 17, 18, 19, 20, 21, 0, 1, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xi1> 
    %686 = llvm.shufflevector %668, %668 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xi1> 
    %687 = llvm.shufflevector %686, %685 [16, 17, 18, 19, 20, 21, 22, 23, 0, 1, 26, 27, 28, 29, 30, 31] : vector<16xi1> 
    %688 = llvm.shufflevector %671, %671 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xi1> 
    %689 = llvm.shufflevector %688, %687 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 0, 1, 28, 29, 30, 31] : vector<16xi1> 
    %690 = llvm.shufflevector %674, %674 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xi1> 
    %691 = llvm.shufflevector %690, %689 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 0, 1, 30, 31] : vector<16xi1> 
    %692 = llvm.shufflevector %677, %677 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xi1> 
    %693 = llvm.shufflevector %692, %691 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 0, 1] : vector<16xi1> 
    %694 = llvm.shufflevector %196, %196 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xf32> 
    %695 = llvm.shufflevector %694, %26 [0, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1] : vector<16xf32> 
    %696 = llvm.shufflevector %197, %197 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xf32> 
    %697 = llvm.shufflevector %696, %695 [16, 17, 0, 1, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xf32> 
    %698 = llvm.shufflevector %194, %194 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xf32> 
    %699 = llvm.shufflevector %698, %697 [16, 17, 18, 19, 0, 1, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xf32> 
    %700 = llvm.shufflevector %195, %195 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xf32> 
    %701 = llvm.shufflevector %700, %699 [16, 17, 18, 19, 20, 21, 0, 1, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xf32> 
    %702 = llvm.shufflevector %192, %192 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xf32> 
    %703 = llvm.shufflevector %702, %701 [16, 17, 18, 19, 20, 21, 22, 23, 0, 1, 26, 27, 28, 29, 30, 31] : vector<16xf32> 
    %704 = llvm.shufflevector %193, %193 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xf32> 
    %705 = llvm.shufflevector %704, %703 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 0, 1, 28, 29, 30, 31] : vector<16xf32> 
    %706 = llvm.shufflevector %190, %190 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xf32> 
    %707 = llvm.shufflevector %706, %705 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 0, 1, 30, 31] : vector<16xf32> 
    %708 = llvm.shufflevector %191, %191 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xf32> 
    %709 = llvm.shufflevector %708, %707 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 0, 1] : vector<16xf32> 
    %710 = llvm.getelementptr %arg2[%651] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %711 = llvm.getelementptr %710[%160] : (!llvm.ptr<1>, vector<16xi64>) -> vector<16x!llvm.ptr<1>>, f32
    llvm.intr.masked.scatter(%709, %711, %693), alignment(4) : vector<16xf32>, vector<16xi1> into vector<16x!llvm.ptr<1>>
    nvvm.barrier
    llvm.return
  }
  iree_codegen.dispatch_config @conv_dispatch_0_conv_30x30x64x3x3x32_bf16xbf16xf32 workgroup_size = [256, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c15 = arith.constant 15 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c15, %c1, %c1 : index, index, index
  }
}
