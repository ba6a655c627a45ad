module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:120", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @transpose_i64_strides(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg2: i32, %arg3: i32, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xf16>
    %1 = llvm.mlir.constant(63 : i32) : i32
    %2 = llvm.mlir.constant(62 : i32) : i32
    %3 = llvm.mlir.constant(60 : i32) : i32
    %4 = llvm.mlir.constant(58 : i32) : i32
    %5 = llvm.mlir.constant(56 : i32) : i32
    %6 = llvm.mlir.constant(54 : i32) : i32
    %7 = llvm.mlir.constant(52 : i32) : i32
    %8 = llvm.mlir.constant(50 : i32) : i32
    %9 = llvm.mlir.constant(48 : i32) : i32
    %10 = llvm.mlir.constant(46 : i32) : i32
    %11 = llvm.mlir.constant(44 : i32) : i32
    %12 = llvm.mlir.constant(42 : i32) : i32
    %13 = llvm.mlir.constant(40 : i32) : i32
    %14 = llvm.mlir.constant(38 : i32) : i32
    %15 = llvm.mlir.constant(36 : i32) : i32
    %16 = llvm.mlir.constant(34 : i32) : i32
    %17 = llvm.mlir.constant(30 : i32) : i32
    %18 = llvm.mlir.constant(28 : i32) : i32
    %19 = llvm.mlir.constant(26 : i32) : i32
    %20 = llvm.mlir.constant(24 : i32) : i32
    %21 = llvm.mlir.constant(22 : i32) : i32
    %22 = llvm.mlir.constant(20 : i32) : i32
    %23 = llvm.mlir.constant(18 : i32) : i32
    %24 = llvm.mlir.constant(16 : i32) : i32
    %25 = llvm.mlir.constant(14 : i32) : i32
    %26 = llvm.mlir.constant(12 : i32) : i32
    %27 = llvm.mlir.constant(10 : i32) : i32
    %28 = llvm.mlir.constant(8 : i32) : i32
    %29 = llvm.mlir.constant(4 : i32) : i32
    %30 = llvm.mlir.constant(2 : i32) : i32
    %31 = llvm.mlir.constant(6 : i32) : i32
    %32 = llvm.mlir.constant(64 : i32) : i32
    %33 = llvm.mlir.constant(5 : i32) : i32
    %34 = llvm.mlir.constant(0 : i32) : i32
    %35 = llvm.mlir.constant(32 : i32) : i32
    %36 = llvm.mlir.constant(127 : i32) : i32
    %37 = llvm.mlir.constant(0 : index) : i32
    %38 = llvm.mlir.constant(64 : i64) : i64
    %39 = nvvm.read.ptx.sreg.ctaid.x : i32
    %40 = llvm.sext %39 : i32 to i64
    %41 = llvm.mul %40, %38 : i64
    %42 = nvvm.read.ptx.sreg.tid.x : i32
    %43 = llvm.and %42, %36 : i32
    %44 = llvm.urem %43, %35 : i32
    %45 = llvm.udiv %42, %35 : i32
    %46 = llvm.shl %44, %34 : i32
    %47 = llvm.or %34, %46 : i32
    %48 = llvm.shl %45, %33 : i32
    %49 = llvm.or %47, %48 : i32
    %50 = llvm.and %49, %32 : i32
    %51 = llvm.lshr %50, %31 : i32
    %52 = llvm.or disjoint %51, %34 : i32
    %53 = llvm.xor %34, %52 : i32
    %54 = llvm.xor %53, %34 : i32
    %55 = llvm.xor %53, %30 : i32
    %56 = llvm.xor %53, %29 : i32
    %57 = llvm.xor %53, %31 : i32
    %58 = llvm.xor %53, %28 : i32
    %59 = llvm.xor %53, %27 : i32
    %60 = llvm.xor %53, %26 : i32
    %61 = llvm.xor %53, %25 : i32
    %62 = llvm.xor %53, %24 : i32
    %63 = llvm.xor %53, %23 : i32
    %64 = llvm.xor %53, %22 : i32
    %65 = llvm.xor %53, %21 : i32
    %66 = llvm.xor %53, %20 : i32
    %67 = llvm.xor %53, %19 : i32
    %68 = llvm.xor %53, %18 : i32
    %69 = llvm.xor %53, %17 : i32
    %70 = llvm.xor %53, %35 : i32
    %71 = llvm.xor %53, %16 : i32
    %72 = llvm.xor %53, %15 : i32
    %73 = llvm.xor %53, %14 : i32
    %74 = llvm.xor %53, %13 : i32
    %75 = llvm.xor %53, %12 : i32
    %76 = llvm.xor %53, %11 : i32
    %77 = llvm.xor %53, %10 : i32
    %78 = llvm.xor %53, %9 : i32
    %79 = llvm.xor %53, %8 : i32
    %80 = llvm.xor %53, %7 : i32
    %81 = llvm.xor %53, %6 : i32
    %82 = llvm.xor %53, %5 : i32
    %83 = llvm.xor %53, %4 : i32
    %84 = llvm.xor %53, %3 : i32
    %85 = llvm.xor %53, %2 : i32
    %86 = llvm.add %54, %37 : i32
    %87 = llvm.add %55, %37 : i32
    %88 = llvm.add %56, %37 : i32
    %89 = llvm.add %57, %37 : i32
    %90 = llvm.add %58, %37 : i32
    %91 = llvm.add %59, %37 : i32
    %92 = llvm.add %60, %37 : i32
    %93 = llvm.add %61, %37 : i32
    %94 = llvm.add %62, %37 : i32
    %95 = llvm.add %63, %37 : i32
    %96 = llvm.add %64, %37 : i32
    %97 = llvm.add %65, %37 : i32
    %98 = llvm.add %66, %37 : i32
    %99 = llvm.add %67, %37 : i32
    %100 = llvm.add %68, %37 : i32
    %101 = llvm.add %69, %37 : i32
    %102 = llvm.add %70, %37 : i32
    %103 = llvm.add %71, %37 : i32
    %104 = llvm.add %72, %37 : i32
    %105 = llvm.add %73, %37 : i32
    %106 = llvm.add %74, %37 : i32
    %107 = llvm.add %75, %37 : i32
    %108 = llvm.add %76, %37 : i32
    %109 = llvm.add %77, %37 : i32
    %110 = llvm.add %78, %37 : i32
    %111 = llvm.add %79, %37 : i32
    %112 = llvm.add %80, %37 : i32
    %113 = llvm.add %81, %37 : i32
    %114 = llvm.add %82, %37 : i32
    %115 = llvm.add %83, %37 : i32
    %116 = llvm.add %84, %37 : i32
    %117 = llvm.add %85, %37 : i32
    %118 = llvm.and %49, %1 : i32
    %119 = llvm.lshr %118, %34 : i32
    %120 = llvm.or disjoint %119, %34 : i32
    %121 = llvm.xor %34, %120 : i32
    %122 = llvm.xor %121, %34 : i32
    %123 = llvm.add %122, %37 : i32
    %124 = llvm.sext %86 : i32 to i64
    %125 = llvm.sext %87 : i32 to i64
    %126 = llvm.sext %88 : i32 to i64
    %127 = llvm.sext %89 : i32 to i64
    %128 = llvm.sext %90 : i32 to i64
    %129 = llvm.sext %91 : i32 to i64
    %130 = llvm.sext %92 : i32 to i64
    %131 = llvm.sext %93 : i32 to i64
    %132 = llvm.sext %94 : i32 to i64
    %133 = llvm.sext %95 : i32 to i64
    %134 = llvm.sext %96 : i32 to i64
    %135 = llvm.sext %97 : i32 to i64
    %136 = llvm.sext %98 : i32 to i64
    %137 = llvm.sext %99 : i32 to i64
    %138 = llvm.sext %100 : i32 to i64
    %139 = llvm.sext %101 : i32 to i64
    %140 = llvm.sext %102 : i32 to i64
    %141 = llvm.sext %103 : i32 to i64
    %142 = llvm.sext %104 : i32 to i64
    %143 = llvm.sext %105 : i32 to i64
    %144 = llvm.sext %106 : i32 to i64
    %145 = llvm.sext %107 : i32 to i64
    %146 = llvm.sext %108 : i32 to i64
    %147 = llvm.sext %109 : i32 to i64
    %148 = llvm.sext %110 : i32 to i64
    %149 = llvm.sext %111 : i32 to i64
    %150 = llvm.sext %112 : i32 to i64
    %151 = llvm.sext %113 : i32 to i64
    %152 = llvm.sext %114 : i32 to i64
    %153 = llvm.sext %115 : i32 to i64
    %154 = llvm.sext %116 : i32 to i64
    %155 = llvm.sext %117 : i32 to i64
    %156 = llvm.sext %123 : i32 to i64
    %157 = llvm.add %41, %124 : i64
    %158 = llvm.add %41, %125 : i64
    %159 = llvm.add %41, %126 : i64
    %160 = llvm.add %41, %127 : i64
    %161 = llvm.add %41, %128 : i64
    %162 = llvm.add %41, %129 : i64
    %163 = llvm.add %41, %130 : i64
    %164 = llvm.add %41, %131 : i64
    %165 = llvm.add %41, %132 : i64
    %166 = llvm.add %41, %133 : i64
    %167 = llvm.add %41, %134 : i64
    %168 = llvm.add %41, %135 : i64
    %169 = llvm.add %41, %136 : i64
    %170 = llvm.add %41, %137 : i64
    %171 = llvm.add %41, %138 : i64
    %172 = llvm.add %41, %139 : i64
    %173 = llvm.add %41, %140 : i64
    %174 = llvm.add %41, %141 : i64
    %175 = llvm.add %41, %142 : i64
    %176 = llvm.add %41, %143 : i64
    %177 = llvm.add %41, %144 : i64
    %178 = llvm.add %41, %145 : i64
    %179 = llvm.add %41, %146 : i64
    %180 = llvm.add %41, %147 : i64
    %181 = llvm.add %41, %148 : i64
    %182 = llvm.add %41, %149 : i64
    %183 = llvm.add %41, %150 : i64
    %184 = llvm.add %41, %151 : i64
    %185 = llvm.add %41, %152 : i64
    %186 = llvm.add %41, %153 : i64
    %187 = llvm.add %41, %154 : i64
    %188 = llvm.add %41, %155 : i64
    %189 = nvvm.read.ptx.sreg.ctaid.y : i32
    %190 = llvm.sext %189 : i32 to i64
    %191 = llvm.mul %190, %38 : i64
    %192 = llvm.add %191, %156 : i64
    %193 = llvm.sext %arg2 : i32 to i64
    %194 = llvm.icmp "slt" %157, %193 : i64
    %195 = llvm.icmp "slt" %158, %193 : i64
    %196 = llvm.icmp "slt" %159, %193 : i64
    %197 = llvm.icmp "slt" %160, %193 : i64
    %198 = llvm.icmp "slt" %161, %193 : i64
    %199 = llvm.icmp "slt" %162, %193 : i64
    %200 = llvm.icmp "slt" %163, %193 : i64
    %201 = llvm.icmp "slt" %164, %193 : i64
    %202 = llvm.icmp "slt" %165, %193 : i64
    %203 = llvm.icmp "slt" %166, %193 : i64
    %204 = llvm.icmp "slt" %167, %193 : i64
    %205 = llvm.icmp "slt" %168, %193 : i64
    %206 = llvm.icmp "slt" %169, %193 : i64
    %207 = llvm.icmp "slt" %170, %193 : i64
    %208 = llvm.icmp "slt" %171, %193 : i64
    %209 = llvm.icmp "slt" %172, %193 : i64
    %210 = llvm.icmp "slt" %173, %193 : i64
    %211 = llvm.icmp "slt" %174, %193 : i64
    %212 = llvm.icmp "slt" %175, %193 : i64
    %213 = llvm.icmp "slt" %176, %193 : i64
    %214 = llvm.icmp "slt" %177, %193 : i64
    %215 = llvm.icmp "slt" %178, %193 : i64
    %216 = llvm.icmp "slt" %179, %193 : i64
    %217 = llvm.icmp "slt" %180, %193 : i64
    %218 = llvm.icmp "slt" %181, %193 : i64
    %219 = llvm.icmp "slt" %182, %193 : i64
    %220 = llvm.icmp "slt" %183, %193 : i64
    %221 = llvm.icmp "slt" %184, %193 : i64
    %222 = llvm.icmp "slt" %185, %193 : i64
    %223 = llvm.icmp "slt" %186, %193 : i64
    %224 = llvm.icmp "slt" %187, %193 : i64
    %225 = llvm.icmp "slt" %188, %193 : i64
    %226 = llvm.sext %arg3 : i32 to i64
    %227 = llvm.icmp "slt" %192, %226 : i64
    %228 = llvm.and %194, %227 : i1
    %229 = llvm.and %195, %227 : i1
    %230 = llvm.and %196, %227 : i1
    %231 = llvm.and %197, %227 : i1
    %232 = llvm.and %198, %227 : i1
    %233 = llvm.and %199, %227 : i1
    %234 = llvm.and %200, %227 : i1
    %235 = llvm.and %201, %227 : i1
    %236 = llvm.and %202, %227 : i1
    %237 = llvm.and %203, %227 : i1
    %238 = llvm.and %204, %227 : i1
    %239 = llvm.and %205, %227 : i1
    %240 = llvm.and %206, %227 : i1
    %241 = llvm.and %207, %227 : i1
    %242 = llvm.and %208, %227 : i1
    %243 = llvm.and %209, %227 : i1
    %244 = llvm.and %210, %227 : i1
    %245 = llvm.and %211, %227 : i1
    %246 = llvm.and %212, %227 : i1
    %247 = llvm.and %213, %227 : i1
    %248 = llvm.and %214, %227 : i1
    %249 = llvm.and %215, %227 : i1
    %250 = llvm.and %216, %227 : i1
    %251 = llvm.and %217, %227 : i1
    %252 = llvm.and %218, %227 : i1
    %253 = llvm.and %219, %227 : i1
    %254 = llvm.and %220, %227 : i1
    %255 = llvm.and %221, %227 : i1
    %256 = llvm.and %222, %227 : i1
    %257 = llvm.and %223, %227 : i1
    %258 = llvm.and %224, %227 : i1
    %259 = llvm.and %225, %227 : i1
    %260 = llvm.mul %157, %arg4 : i64
    %261 = llvm.mul %158, %arg4 : i64
    %262 = llvm.mul %159, %arg4 : i64
    %263 = llvm.mul %160, %arg4 : i64
    %264 = llvm.mul %161, %arg4 : i64
    %265 = llvm.mul %162, %arg4 : i64
    %266 = llvm.mul %163, %arg4 : i64
    %267 = llvm.mul %164, %arg4 : i64
    %268 = llvm.mul %165, %arg4 : i64
    %269 = llvm.mul %166, %arg4 : i64
    %270 = llvm.mul %167, %arg4 : i64
    %271 = llvm.mul %168, %arg4 : i64
    %272 = llvm.mul %169, %arg4 : i64
    %273 = llvm.mul %170, %arg4 : i64
    %274 = llvm.mul %171, %arg4 : i64
    %275 = llvm.mul %172, %arg4 : i64
    %276 = llvm.mul %173, %arg4 : i64
    %277 = llvm.mul %174, %arg4 : i64
    %278 = llvm.mul %175, %arg4 : i64
    %279 = llvm.mul %176, %arg4 : i64
    %280 = llvm.mul %177, %arg4 : i64
    %281 = llvm.mul %178, %arg4 : i64
    %282 = llvm.mul %179, %arg4 : i64
    %283 = llvm.mul %180, %arg4 : i64
    %284 = llvm.mul %181, %arg4 : i64
    %285 = llvm.mul %182, %arg4 : i64
    %286 = llvm.mul %183, %arg4 : i64
    %287 = llvm.mul %184, %arg4 : i64
    %288 = llvm.mul %185, %arg4 : i64
    %289 = llvm.mul %186, %arg4 : i64
    %290 = llvm.mul %187, %arg4 : i64
    %291 = llvm.mul %188, %arg4 : i64
    %292 = llvm.getelementptr %arg0[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %293 = llvm.getelementptr %arg0[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %294 = llvm.getelementptr %arg0[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %295 = llvm.getelementptr %arg0[%263] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %296 = llvm.getelementptr %arg0[%264] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %297 = llvm.getelementptr %arg0[%265] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %298 = llvm.getelementptr %arg0[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %299 = llvm.getelementptr %arg0[%267] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %300 = llvm.getelementptr %arg0[%268] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %301 = llvm.getelementptr %arg0[%269] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %302 = llvm.getelementptr %arg0[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %303 = llvm.getelementptr %arg0[%271] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %304 = llvm.getelementptr %arg0[%272] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %305 = llvm.getelementptr %arg0[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %306 = llvm.getelementptr %arg0[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %307 = llvm.getelementptr %arg0[%275] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %308 = llvm.getelementptr %arg0[%276] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %309 = llvm.getelementptr %arg0[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %310 = llvm.getelementptr %arg0[%278] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %311 = llvm.getelementptr %arg0[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %312 = llvm.getelementptr %arg0[%280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %313 = llvm.getelementptr %arg0[%281] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %314 = llvm.getelementptr %arg0[%282] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %315 = llvm.getelementptr %arg0[%283] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %316 = llvm.getelementptr %arg0[%284] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %317 = llvm.getelementptr %arg0[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %318 = llvm.getelementptr %arg0[%286] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %319 = llvm.getelementptr %arg0[%287] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %320 = llvm.getelementptr %arg0[%288] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %321 = llvm.getelementptr %arg0[%289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %322 = llvm.getelementptr %arg0[%290] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %323 = llvm.getelementptr %arg0[%291] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %324 = llvm.mul %192, %arg5 : i64
    %325 = llvm.getelementptr %292[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %326 = llvm.getelementptr %293[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %327 = llvm.getelementptr %294[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %328 = llvm.getelementptr %295[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %329 = llvm.getelementptr %296[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %330 = llvm.getelementptr %297[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %331 = llvm.getelementptr %298[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %332 = llvm.getelementptr %299[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %333 = llvm.getelementptr %300[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %334 = llvm.getelementptr %301[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %335 = llvm.getelementptr %302[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %336 = llvm.getelementptr %303[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %337 = llvm.getelementptr %304[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %338 = llvm.getelementptr %305[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %339 = llvm.getelementptr %306[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %340 = llvm.getelementptr %307[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %341 = llvm.getelementptr %308[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %342 = llvm.getelementptr %309[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %343 = llvm.getelementptr %310[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %344 = llvm.getelementptr %311[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %345 = llvm.getelementptr %312[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %346 = llvm.getelementptr %313[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %347 = llvm.getelementptr %314[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %348 = llvm.getelementptr %315[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %349 = llvm.getelementptr %316[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %350 = llvm.getelementptr %317[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %351 = llvm.getelementptr %318[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %352 = llvm.getelementptr %319[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %353 = llvm.getelementptr %320[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %354 = llvm.getelementptr %321[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %355 = llvm.getelementptr %322[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %356 = llvm.getelementptr %323[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %357 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %325, %228 : (!llvm.ptr<1>, i1) -> i16
    %358 = llvm.bitcast %357 : i16 to vector<1xf16>
    %359 = llvm.extractelement %358[%37 : i32] : vector<1xf16>
    %360 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %326, %229 : (!llvm.ptr<1>, i1) -> i16
    %361 = llvm.bitcast %360 : i16 to vector<1xf16>
    %362 = llvm.extractelement %361[%37 : i32] : vector<1xf16>
    %363 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %327, %230 : (!llvm.ptr<1>, i1) -> i16
    %364 = llvm.bitcast %363 : i16 to vector<1xf16>
    %365 = llvm.extractelement %364[%37 : i32] : vector<1xf16>
    %366 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %328, %231 : (!llvm.ptr<1>, i1) -> i16
    %367 = llvm.bitcast %366 : i16 to vector<1xf16>
    %368 = llvm.extractelement %367[%37 : i32] : vector<1xf16>
    %369 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %329, %232 : (!llvm.ptr<1>, i1) -> i16
    %370 = llvm.bitcast %369 : i16 to vector<1xf16>
    %371 = llvm.extractelement %370[%37 : i32] : vector<1xf16>
    %372 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %330, %233 : (!llvm.ptr<1>, i1) -> i16
    %373 = llvm.bitcast %372 : i16 to vector<1xf16>
    %374 = llvm.extractelement %373[%37 : i32] : vector<1xf16>
    %375 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %331, %234 : (!llvm.ptr<1>, i1) -> i16
    %376 = llvm.bitcast %375 : i16 to vector<1xf16>
    %377 = llvm.extractelement %376[%37 : i32] : vector<1xf16>
    %378 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %332, %235 : (!llvm.ptr<1>, i1) -> i16
    %379 = llvm.bitcast %378 : i16 to vector<1xf16>
    %380 = llvm.extractelement %379[%37 : i32] : vector<1xf16>
    %381 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %333, %236 : (!llvm.ptr<1>, i1) -> i16
    %382 = llvm.bitcast %381 : i16 to vector<1xf16>
    %383 = llvm.extractelement %382[%37 : i32] : vector<1xf16>
    %384 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %334, %237 : (!llvm.ptr<1>, i1) -> i16
    %385 = llvm.bitcast %384 : i16 to vector<1xf16>
    %386 = llvm.extractelement %385[%37 : i32] : vector<1xf16>
    %387 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %335, %238 : (!llvm.ptr<1>, i1) -> i16
    %388 = llvm.bitcast %387 : i16 to vector<1xf16>
    %389 = llvm.extractelement %388[%37 : i32] : vector<1xf16>
    %390 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %336, %239 : (!llvm.ptr<1>, i1) -> i16
    %391 = llvm.bitcast %390 : i16 to vector<1xf16>
    %392 = llvm.extractelement %391[%37 : i32] : vector<1xf16>
    %393 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %337, %240 : (!llvm.ptr<1>, i1) -> i16
    %394 = llvm.bitcast %393 : i16 to vector<1xf16>
    %395 = llvm.extractelement %394[%37 : i32] : vector<1xf16>
    %396 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %338, %241 : (!llvm.ptr<1>, i1) -> i16
    %397 = llvm.bitcast %396 : i16 to vector<1xf16>
    %398 = llvm.extractelement %397[%37 : i32] : vector<1xf16>
    %399 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %339, %242 : (!llvm.ptr<1>, i1) -> i16
    %400 = llvm.bitcast %399 : i16 to vector<1xf16>
    %401 = llvm.extractelement %400[%37 : i32] : vector<1xf16>
    %402 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %340, %243 : (!llvm.ptr<1>, i1) -> i16
    %403 = llvm.bitcast %402 : i16 to vector<1xf16>
    %404 = llvm.extractelement %403[%37 : i32] : vector<1xf16>
    %405 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %341, %244 : (!llvm.ptr<1>, i1) -> i16
    %406 = llvm.bitcast %405 : i16 to vector<1xf16>
    %407 = llvm.extractelement %406[%37 : i32] : vector<1xf16>
    %408 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %342, %245 : (!llvm.ptr<1>, i1) -> i16
    %409 = llvm.bitcast %408 : i16 to vector<1xf16>
    %410 = llvm.extractelement %409[%37 : i32] : vector<1xf16>
    %411 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %343, %246 : (!llvm.ptr<1>, i1) -> i16
    %412 = llvm.bitcast %411 : i16 to vector<1xf16>
    %413 = llvm.extractelement %412[%37 : i32] : vector<1xf16>
    %414 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %344, %247 : (!llvm.ptr<1>, i1) -> i16
    %415 = llvm.bitcast %414 : i16 to vector<1xf16>
    %416 = llvm.extractelement %415[%37 : i32] : vector<1xf16>
    %417 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %345, %248 : (!llvm.ptr<1>, i1) -> i16
    %418 = llvm.bitcast %417 : i16 to vector<1xf16>
    %419 = llvm.extractelement %418[%37 : i32] : vector<1xf16>
    %420 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %346, %249 : (!llvm.ptr<1>, i1) -> i16
    %421 = llvm.bitcast %420 : i16 to vector<1xf16>
    %422 = llvm.extractelement %421[%37 : i32] : vector<1xf16>
    %423 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %347, %250 : (!llvm.ptr<1>, i1) -> i16
    %424 = llvm.bitcast %423 : i16 to vector<1xf16>
    %425 = llvm.extractelement %424[%37 : i32] : vector<1xf16>
    %426 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %348, %251 : (!llvm.ptr<1>, i1) -> i16
    %427 = llvm.bitcast %426 : i16 to vector<1xf16>
    %428 = llvm.extractelement %427[%37 : i32] : vector<1xf16>
    %429 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %349, %252 : (!llvm.ptr<1>, i1) -> i16
    %430 = llvm.bitcast %429 : i16 to vector<1xf16>
    %431 = llvm.extractelement %430[%37 : i32] : vector<1xf16>
    %432 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %350, %253 : (!llvm.ptr<1>, i1) -> i16
    %433 = llvm.bitcast %432 : i16 to vector<1xf16>
    %434 = llvm.extractelement %433[%37 : i32] : vector<1xf16>
    %435 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %351, %254 : (!llvm.ptr<1>, i1) -> i16
    %436 = llvm.bitcast %435 : i16 to vector<1xf16>
    %437 = llvm.extractelement %436[%37 : i32] : vector<1xf16>
    %438 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %352, %255 : (!llvm.ptr<1>, i1) -> i16
    %439 = llvm.bitcast %438 : i16 to vector<1xf16>
    %440 = llvm.extractelement %439[%37 : i32] : vector<1xf16>
    %441 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %353, %256 : (!llvm.ptr<1>, i1) -> i16
    %442 = llvm.bitcast %441 : i16 to vector<1xf16>
    %443 = llvm.extractelement %442[%37 : i32] : vector<1xf16>
    %444 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %354, %257 : (!llvm.ptr<1>, i1) -> i16
    %445 = llvm.bitcast %444 : i16 to vector<1xf16>
    %446 = llvm.extractelement %445[%37 : i32] : vector<1xf16>
    %447 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %355, %258 : (!llvm.ptr<1>, i1) -> i16
    %448 = llvm.bitcast %447 : i16 to vector<1xf16>
    %449 = llvm.extractelement %448[%37 : i32] : vector<1xf16>
    %450 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" %356, %259 : (!llvm.ptr<1>, i1) -> i16
    %451 = llvm.bitcast %450 : i16 to vector<1xf16>
    %452 = llvm.extractelement %451[%37 : i32] : vector<1xf16>
    %453 = llvm.mul %192, %arg6 : i64
    %454 = llvm.getelementptr %arg1[%453] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %455 = llvm.mul %157, %arg7 : i64
    %456 = llvm.mul %158, %arg7 : i64
    %457 = llvm.mul %159, %arg7 : i64
    %458 = llvm.mul %160, %arg7 : i64
    %459 = llvm.mul %161, %arg7 : i64
    %460 = llvm.mul %162, %arg7 : i64
    %461 = llvm.mul %163, %arg7 : i64
    %462 = llvm.mul %164, %arg7 : i64
    %463 = llvm.mul %165, %arg7 : i64
    %464 = llvm.mul %166, %arg7 : i64
    %465 = llvm.mul %167, %arg7 : i64
    %466 = llvm.mul %168, %arg7 : i64
    %467 = llvm.mul %169, %arg7 : i64
    %468 = llvm.mul %170, %arg7 : i64
    %469 = llvm.mul %171, %arg7 : i64
    %470 = llvm.mul %172, %arg7 : i64
    %471 = llvm.mul %173, %arg7 : i64
    %472 = llvm.mul %174, %arg7 : i64
    %473 = llvm.mul %175, %arg7 : i64
    %474 = llvm.mul %176, %arg7 : i64
    %475 = llvm.mul %177, %arg7 : i64
    %476 = llvm.mul %178, %arg7 : i64
    %477 = llvm.mul %179, %arg7 : i64
    %478 = llvm.mul %180, %arg7 : i64
    %479 = llvm.mul %181, %arg7 : i64
    %480 = llvm.mul %182, %arg7 : i64
    %481 = llvm.mul %183, %arg7 : i64
    %482 = llvm.mul %184, %arg7 : i64
    %483 = llvm.mul %185, %arg7 : i64
    %484 = llvm.mul %186, %arg7 : i64
    %485 = llvm.mul %187, %arg7 : i64
    %486 = llvm.mul %188, %arg7 : i64
    %487 = llvm.getelementptr %454[%455] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %488 = llvm.getelementptr %454[%456] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %489 = llvm.getelementptr %454[%457] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %490 = llvm.getelementptr %454[%458] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %491 = llvm.getelementptr %454[%459] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %492 = llvm.getelementptr %454[%460] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %493 = llvm.getelementptr %454[%461] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %494 = llvm.getelementptr %454[%462] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %495 = llvm.getelementptr %454[%463] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %496 = llvm.getelementptr %454[%464] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %497 = llvm.getelementptr %454[%465] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %498 = llvm.getelementptr %454[%466] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %499 = llvm.getelementptr %454[%467] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %500 = llvm.getelementptr %454[%468] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %501 = llvm.getelementptr %454[%469] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %502 = llvm.getelementptr %454[%470] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %503 = llvm.getelementptr %454[%471] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %504 = llvm.getelementptr %454[%472] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %505 = llvm.getelementptr %454[%473] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %506 = llvm.getelementptr %454[%474] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %507 = llvm.getelementptr %454[%475] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %508 = llvm.getelementptr %454[%476] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %509 = llvm.getelementptr %454[%477] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %510 = llvm.getelementptr %454[%478] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %511 = llvm.getelementptr %454[%479] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %512 = llvm.getelementptr %454[%480] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %513 = llvm.getelementptr %454[%481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %514 = llvm.getelementptr %454[%482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %515 = llvm.getelementptr %454[%483] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %516 = llvm.getelementptr %454[%484] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %517 = llvm.getelementptr %454[%485] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %518 = llvm.getelementptr %454[%486] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %519 = llvm.insertelement %359, %0[%34 : i32] : vector<1xf16>
    %520 = llvm.bitcast %519 : vector<1xf16> to i16
    %521 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %520, %487, %228 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %522 = llvm.insertelement %362, %0[%34 : i32] : vector<1xf16>
    %523 = llvm.bitcast %522 : vector<1xf16> to i16
    %524 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %523, %488, %229 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %525 = llvm.insertelement %365, %0[%34 : i32] : vector<1xf16>
    %526 = llvm.bitcast %525 : vector<1xf16> to i16
    %527 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %526, %489, %230 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %528 = llvm.insertelement %368, %0[%34 : i32] : vector<1xf16>
    %529 = llvm.bitcast %528 : vector<1xf16> to i16
    %530 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %529, %490, %231 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %531 = llvm.insertelement %371, %0[%34 : i32] : vector<1xf16>
    %532 = llvm.bitcast %531 : vector<1xf16> to i16
    %533 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %532, %491, %232 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %534 = llvm.insertelement %374, %0[%34 : i32] : vector<1xf16>
    %535 = llvm.bitcast %534 : vector<1xf16> to i16
    %536 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %535, %492, %233 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %537 = llvm.insertelement %377, %0[%34 : i32] : vector<1xf16>
    %538 = llvm.bitcast %537 : vector<1xf16> to i16
    %539 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %538, %493, %234 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %540 = llvm.insertelement %380, %0[%34 : i32] : vector<1xf16>
    %541 = llvm.bitcast %540 : vector<1xf16> to i16
    %542 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %541, %494, %235 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %543 = llvm.insertelement %383, %0[%34 : i32] : vector<1xf16>
    %544 = llvm.bitcast %543 : vector<1xf16> to i16
    %545 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %544, %495, %236 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %546 = llvm.insertelement %386, %0[%34 : i32] : vector<1xf16>
    %547 = llvm.bitcast %546 : vector<1xf16> to i16
    %548 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %547, %496, %237 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %549 = llvm.insertelement %389, %0[%34 : i32] : vector<1xf16>
    %550 = llvm.bitcast %549 : vector<1xf16> to i16
    %551 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %550, %497, %238 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %552 = llvm.insertelement %392, %0[%34 : i32] : vector<1xf16>
    %553 = llvm.bitcast %552 : vector<1xf16> to i16
    %554 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %553, %498, %239 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %555 = llvm.insertelement %395, %0[%34 : i32] : vector<1xf16>
    %556 = llvm.bitcast %555 : vector<1xf16> to i16
    %557 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %556, %499, %240 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %558 = llvm.insertelement %398, %0[%34 : i32] : vector<1xf16>
    %559 = llvm.bitcast %558 : vector<1xf16> to i16
    %560 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %559, %500, %241 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %561 = llvm.insertelement %401, %0[%34 : i32] : vector<1xf16>
    %562 = llvm.bitcast %561 : vector<1xf16> to i16
    %563 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %562, %501, %242 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %564 = llvm.insertelement %404, %0[%34 : i32] : vector<1xf16>
    %565 = llvm.bitcast %564 : vector<1xf16> to i16
    %566 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %565, %502, %243 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %567 = llvm.insertelement %407, %0[%34 : i32] : vector<1xf16>
    %568 = llvm.bitcast %567 : vector<1xf16> to i16
    %569 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %568, %503, %244 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %570 = llvm.insertelement %410, %0[%34 : i32] : vector<1xf16>
    %571 = llvm.bitcast %570 : vector<1xf16> to i16
    %572 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %571, %504, %245 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %573 = llvm.insertelement %413, %0[%34 : i32] : vector<1xf16>
    %574 = llvm.bitcast %573 : vector<1xf16> to i16
    %575 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %574, %505, %246 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %576 = llvm.insertelement %416, %0[%34 : i32] : vector<1xf16>
    %577 = llvm.bitcast %576 : vector<1xf16> to i16
    %578 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %577, %506, %247 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %579 = llvm.insertelement %419, %0[%34 : i32] : vector<1xf16>
    %580 = llvm.bitcast %579 : vector<1xf16> to i16
    %581 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %580, %507, %248 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %582 = llvm.insertelement %422, %0[%34 : i32] : vector<1xf16>
    %583 = llvm.bitcast %582 : vector<1xf16> to i16
    %584 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %583, %508, %249 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %585 = llvm.insertelement %425, %0[%34 : i32] : vector<1xf16>
    %586 = llvm.bitcast %585 : vector<1xf16> to i16
    %587 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %586, %509, %250 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %588 = llvm.insertelement %428, %0[%34 : i32] : vector<1xf16>
    %589 = llvm.bitcast %588 : vector<1xf16> to i16
    %590 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %589, %510, %251 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %591 = llvm.insertelement %431, %0[%34 : i32] : vector<1xf16>
    %592 = llvm.bitcast %591 : vector<1xf16> to i16
    %593 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %592, %511, %252 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %594 = llvm.insertelement %434, %0[%34 : i32] : vector<1xf16>
    %595 = llvm.bitcast %594 : vector<1xf16> to i16
    %596 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %595, %512, %253 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %597 = llvm.insertelement %437, %0[%34 : i32] : vector<1xf16>
    %598 = llvm.bitcast %597 : vector<1xf16> to i16
    %599 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %598, %513, %254 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %600 = llvm.insertelement %440, %0[%34 : i32] : vector<1xf16>
    %601 = llvm.bitcast %600 : vector<1xf16> to i16
    %602 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %601, %514, %255 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %603 = llvm.insertelement %443, %0[%34 : i32] : vector<1xf16>
    %604 = llvm.bitcast %603 : vector<1xf16> to i16
    %605 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %604, %515, %256 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %606 = llvm.insertelement %446, %0[%34 : i32] : vector<1xf16>
    %607 = llvm.bitcast %606 : vector<1xf16> to i16
    %608 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %607, %516, %257 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %609 = llvm.insertelement %449, %0[%34 : i32] : vector<1xf16>
    %610 = llvm.bitcast %609 : vector<1xf16> to i16
    %611 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %610, %517, %258 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %612 = llvm.insertelement %452, %0[%34 : i32] : vector<1xf16>
    %613 = llvm.bitcast %612 : vector<1xf16> to i16
    %614 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %613, %518, %259 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
