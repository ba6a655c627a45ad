module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 32768 : i32, ttg.target = "cuda:100", ttg.tensor_memory_size = 64 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @int8_dot_tcgen05(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i8}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i8}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.constant(false) : i1
    %1 = llvm.mlir.constant(true) : i1
    %2 = llvm.mlir.constant(128 : i32) : i32
    %3 = llvm.mlir.constant(64 : i32) : i32
    %4 = llvm.mlir.constant(0 : i32) : i32
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.mlir.constant(2 : i32) : i32
    %7 = llvm.mlir.constant(0 : index) : i32
    %8 = llvm.mlir.constant(127 : i32) : i32
    %9 = llvm.mlir.constant(5 : i32) : i32
    %10 = llvm.mlir.constant(6 : i32) : i32
    %11 = llvm.mlir.constant(4 : i32) : i32
    %12 = llvm.mlir.constant(8 : i32) : i32
    %13 = llvm.mlir.constant(10 : i32) : i32
    %14 = llvm.mlir.constant(12 : i32) : i32
    %15 = llvm.mlir.constant(14 : i32) : i32
    %16 = llvm.mlir.constant(16 : i32) : i32
    %17 = llvm.mlir.constant(18 : i32) : i32
    %18 = llvm.mlir.constant(20 : i32) : i32
    %19 = llvm.mlir.constant(22 : i32) : i32
    %20 = llvm.mlir.constant(24 : i32) : i32
    %21 = llvm.mlir.constant(26 : i32) : i32
    %22 = llvm.mlir.constant(28 : i32) : i32
    %23 = llvm.mlir.constant(30 : i32) : i32
    %24 = llvm.mlir.constant(34 : i32) : i32
    %25 = llvm.mlir.constant(36 : i32) : i32
    %26 = llvm.mlir.constant(38 : i32) : i32
    %27 = llvm.mlir.constant(40 : i32) : i32
    %28 = llvm.mlir.constant(42 : i32) : i32
    %29 = llvm.mlir.constant(44 : i32) : i32
    %30 = llvm.mlir.constant(46 : i32) : i32
    %31 = llvm.mlir.constant(48 : i32) : i32
    %32 = llvm.mlir.constant(50 : i32) : i32
    %33 = llvm.mlir.constant(52 : i32) : i32
    %34 = llvm.mlir.constant(54 : i32) : i32
    %35 = llvm.mlir.constant(56 : i32) : i32
    %36 = llvm.mlir.constant(58 : i32) : i32
    %37 = llvm.mlir.constant(60 : i32) : i32
    %38 = llvm.mlir.constant(62 : i32) : i32
    %39 = llvm.mlir.constant(66 : i32) : i32
    %40 = llvm.mlir.constant(68 : i32) : i32
    %41 = llvm.mlir.constant(70 : i32) : i32
    %42 = llvm.mlir.constant(72 : i32) : i32
    %43 = llvm.mlir.constant(74 : i32) : i32
    %44 = llvm.mlir.constant(76 : i32) : i32
    %45 = llvm.mlir.constant(78 : i32) : i32
    %46 = llvm.mlir.constant(80 : i32) : i32
    %47 = llvm.mlir.constant(82 : i32) : i32
    %48 = llvm.mlir.constant(84 : i32) : i32
    %49 = llvm.mlir.constant(86 : i32) : i32
    %50 = llvm.mlir.constant(88 : i32) : i32
    %51 = llvm.mlir.constant(90 : i32) : i32
    %52 = llvm.mlir.constant(92 : i32) : i32
    %53 = llvm.mlir.constant(94 : i32) : i32
    %54 = llvm.mlir.constant(96 : i32) : i32
    %55 = llvm.mlir.constant(98 : i32) : i32
    %56 = llvm.mlir.constant(100 : i32) : i32
    %57 = llvm.mlir.constant(102 : i32) : i32
    %58 = llvm.mlir.constant(104 : i32) : i32
    %59 = llvm.mlir.constant(106 : i32) : i32
    %60 = llvm.mlir.constant(108 : i32) : i32
    %61 = llvm.mlir.constant(110 : i32) : i32
    %62 = llvm.mlir.constant(112 : i32) : i32
    %63 = llvm.mlir.constant(114 : i32) : i32
    %64 = llvm.mlir.constant(116 : i32) : i32
    %65 = llvm.mlir.constant(118 : i32) : i32
    %66 = llvm.mlir.constant(120 : i32) : i32
    %67 = llvm.mlir.constant(122 : i32) : i32
    %68 = llvm.mlir.constant(124 : i32) : i32
    %69 = llvm.mlir.constant(126 : i32) : i32
    %70 = llvm.mlir.constant(63 : i32) : i32
    %71 = llvm.mlir.constant(3 : i32) : i32
    %72 = llvm.mlir.constant(21 : i32) : i32
    %73 = llvm.mlir.undef : !llvm.struct<(ptr<3>, i32)>
    %74 = llvm.mlir.undef : vector<1xi8>
    %75 = llvm.mlir.constant(512 : i32) : i32
    %76 = llvm.mlir.constant(1024 : i32) : i32
    %77 = llvm.mlir.constant(1536 : i32) : i32
    %78 = llvm.mlir.constant(2048 : i32) : i32
    %79 = llvm.mlir.constant(2560 : i32) : i32
    %80 = llvm.mlir.constant(3072 : i32) : i32
    %81 = llvm.mlir.constant(3584 : i32) : i32
    %82 = llvm.mlir.constant(4096 : i32) : i32
    %83 = llvm.mlir.constant(4608 : i32) : i32
    %84 = llvm.mlir.constant(5120 : i32) : i32
    %85 = llvm.mlir.constant(5632 : i32) : i32
    %86 = llvm.mlir.constant(6144 : i32) : i32
    %87 = llvm.mlir.constant(6656 : i32) : i32
    %88 = llvm.mlir.constant(7168 : i32) : i32
    %89 = llvm.mlir.constant(7680 : i32) : i32
    %90 = llvm.mlir.constant(144 : i32) : i32
    %91 = llvm.mlir.constant(288 : i32) : i32
    %92 = llvm.mlir.constant(432 : i32) : i32
    %93 = llvm.mlir.constant(32767 : i32) : i32
    %94 = llvm.mlir.constant(-2147467232 : i32) : i32
    %95 = llvm.mlir.undef : vector<2xi32>
    %96 = llvm.mlir.constant(135333024 : i32) : i32
    %97 = llvm.mlir.constant(7 : i32) : i32
    %98 = llvm.mlir.undef : vector<4xi32>
    %99 = llvm.mlir.constant(4112 : i32) : i32
    %100 = llvm.mlir.constant(256 : i32) : i32
    %101 = llvm.mlir.constant(384 : i32) : i32
    %102 = llvm.mlir.constant(640 : i32) : i32
    %103 = llvm.mlir.constant(768 : i32) : i32
    %104 = llvm.mlir.constant(896 : i32) : i32
    %105 = llvm.mlir.constant(1152 : i32) : i32
    %106 = llvm.mlir.constant(1280 : i32) : i32
    %107 = llvm.mlir.constant(1408 : i32) : i32
    %108 = llvm.mlir.constant(1664 : i32) : i32
    %109 = llvm.mlir.constant(1792 : i32) : i32
    %110 = llvm.mlir.constant(1920 : i32) : i32
    %111 = llvm.mlir.undef : vector<1xi32>
    %112 = llvm.mlir.constant(31 : i32) : i32
    %113 = llvm.mlir.constant(-1 : i32) : i32
    %114 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %115 = llvm.mlir.constant(32 : i32) : i32
    %116 = nvvm.read.ptx.sreg.tid.x : i32
    %117 = llvm.icmp "ult" %116, %115 : i32
    %118 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 64;", "b,r" %117, %114 : (i1, !llvm.ptr<3>) -> !llvm.void
    nvvm.barrier
    %119 = llvm.load %114 : !llvm.ptr<3> -> i32
    nvvm.barrier
    %120 = llvm.inttoptr %119 : i32 to !llvm.ptr<6>
    %121 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "b" %117 : (i1) -> !llvm.void
    %122 = nvvm.read.ptx.sreg.ctaid.x : i32
    %123 = llvm.mul %122, %2 : i32
    %124 = llvm.and %116, %8 : i32
    %125 = llvm.urem %124, %115 : i32
    %126 = llvm.udiv %116, %115 : i32
    %127 = llvm.shl %125, %4 : i32
    %128 = llvm.or %4, %127 : i32
    %129 = llvm.shl %126, %9 : i32
    %130 = llvm.or %128, %129 : i32
    %131 = llvm.and %130, %3 : i32
    %132 = llvm.lshr %131, %10 : i32
    %133 = llvm.or disjoint %132, %4 : i32
    %134 = llvm.xor %4, %133 : i32
    %135 = llvm.xor %134, %4 : i32
    %136 = llvm.xor %134, %6 : i32
    %137 = llvm.xor %134, %11 : i32
    %138 = llvm.xor %134, %10 : i32
    %139 = llvm.xor %134, %12 : i32
    %140 = llvm.xor %134, %13 : i32
    %141 = llvm.xor %134, %14 : i32
    %142 = llvm.xor %134, %15 : i32
    %143 = llvm.xor %134, %16 : i32
    %144 = llvm.xor %134, %17 : i32
    %145 = llvm.xor %134, %18 : i32
    %146 = llvm.xor %134, %19 : i32
    %147 = llvm.xor %134, %20 : i32
    %148 = llvm.xor %134, %21 : i32
    %149 = llvm.xor %134, %22 : i32
    %150 = llvm.xor %134, %23 : i32
    %151 = llvm.xor %134, %115 : i32
    %152 = llvm.xor %134, %24 : i32
    %153 = llvm.xor %134, %25 : i32
    %154 = llvm.xor %134, %26 : i32
    %155 = llvm.xor %134, %27 : i32
    %156 = llvm.xor %134, %28 : i32
    %157 = llvm.xor %134, %29 : i32
    %158 = llvm.xor %134, %30 : i32
    %159 = llvm.xor %134, %31 : i32
    %160 = llvm.xor %134, %32 : i32
    %161 = llvm.xor %134, %33 : i32
    %162 = llvm.xor %134, %34 : i32
    %163 = llvm.xor %134, %35 : i32
    %164 = llvm.xor %134, %36 : i32
    %165 = llvm.xor %134, %37 : i32
    %166 = llvm.xor %134, %38 : i32
    %167 = llvm.xor %134, %3 : i32
    %168 = llvm.xor %134, %39 : i32
    %169 = llvm.xor %134, %40 : i32
    %170 = llvm.xor %134, %41 : i32
    %171 = llvm.xor %134, %42 : i32
    %172 = llvm.xor %134, %43 : i32
    %173 = llvm.xor %134, %44 : i32
    %174 = llvm.xor %134, %45 : i32
    %175 = llvm.xor %134, %46 : i32
    %176 = llvm.xor %134, %47 : i32
    %177 = llvm.xor %134, %48 : i32
    %178 = llvm.xor %134, %49 : i32
    %179 = llvm.xor %134, %50 : i32
    %180 = llvm.xor %134, %51 : i32
    %181 = llvm.xor %134, %52 : i32
    %182 = llvm.xor %134, %53 : i32
    %183 = llvm.xor %134, %54 : i32
    %184 = llvm.xor %134, %55 : i32
    %185 = llvm.xor %134, %56 : i32
    %186 = llvm.xor %134, %57 : i32
    %187 = llvm.xor %134, %58 : i32
    %188 = llvm.xor %134, %59 : i32
    %189 = llvm.xor %134, %60 : i32
    %190 = llvm.xor %134, %61 : i32
    %191 = llvm.xor %134, %62 : i32
    %192 = llvm.xor %134, %63 : i32
    %193 = llvm.xor %134, %64 : i32
    %194 = llvm.xor %134, %65 : i32
    %195 = llvm.xor %134, %66 : i32
    %196 = llvm.xor %134, %67 : i32
    %197 = llvm.xor %134, %68 : i32
    %198 = llvm.xor %134, %69 : i32
    %199 = llvm.add %135, %7 : i32
    %200 = llvm.add %136, %7 : i32
    %201 = llvm.add %137, %7 : i32
    %202 = llvm.add %138, %7 : i32
    %203 = llvm.add %139, %7 : i32
    %204 = llvm.add %140, %7 : i32
    %205 = llvm.add %141, %7 : i32
    %206 = llvm.add %142, %7 : i32
    %207 = llvm.add %143, %7 : i32
    %208 = llvm.add %144, %7 : i32
    %209 = llvm.add %145, %7 : i32
    %210 = llvm.add %146, %7 : i32
    %211 = llvm.add %147, %7 : i32
    %212 = llvm.add %148, %7 : i32
    %213 = llvm.add %149, %7 : i32
    %214 = llvm.add %150, %7 : i32
    %215 = llvm.add %151, %7 : i32
    %216 = llvm.add %152, %7 : i32
    %217 = llvm.add %153, %7 : i32
    %218 = llvm.add %154, %7 : i32
    %219 = llvm.add %155, %7 : i32
    %220 = llvm.add %156, %7 : i32
    %221 = llvm.add %157, %7 : i32
    %222 = llvm.add %158, %7 : i32
    %223 = llvm.add %159, %7 : i32
    %224 = llvm.add %160, %7 : i32
    %225 = llvm.add %161, %7 : i32
    %226 = llvm.add %162, %7 : i32
    %227 = llvm.add %163, %7 : i32
    %228 = llvm.add %164, %7 : i32
    %229 = llvm.add %165, %7 : i32
    %230 = llvm.add %166, %7 : i32
    %231 = llvm.add %167, %7 : i32
    %232 = llvm.add %168, %7 : i32
    %233 = llvm.add %169, %7 : i32
    %234 = llvm.add %170, %7 : i32
    %235 = llvm.add %171, %7 : i32
    %236 = llvm.add %172, %7 : i32
    %237 = llvm.add %173, %7 : i32
    %238 = llvm.add %174, %7 : i32
    %239 = llvm.add %175, %7 : i32
    %240 = llvm.add %176, %7 : i32
    %241 = llvm.add %177, %7 : i32
    %242 = llvm.add %178, %7 : i32
    %243 = llvm.add %179, %7 : i32
    %244 = llvm.add %180, %7 : i32
    %245 = llvm.add %181, %7 : i32
    %246 = llvm.add %182, %7 : i32
    %247 = llvm.add %183, %7 : i32
    %248 = llvm.add %184, %7 : i32
    %249 = llvm.add %185, %7 : i32
    %250 = llvm.add %186, %7 : i32
    %251 = llvm.add %187, %7 : i32
    %252 = llvm.add %188, %7 : i32
    %253 = llvm.add %189, %7 : i32
    %254 = llvm.add %190, %7 : i32
    %255 = llvm.add %191, %7 : i32
    %256 = llvm.add %192, %7 : i32
    %257 = llvm.add %193, %7 : i32
    %258 = llvm.add %194, %7 : i32
    %259 = llvm.add %195, %7 : i32
    %260 = llvm.add %196, %7 : i32
    %261 = llvm.add %197, %7 : i32
    %262 = llvm.add %198, %7 : i32
    %263 = llvm.add %123, %199 : i32
    %264 = llvm.add %123, %200 : i32
    %265 = llvm.add %123, %201 : i32
    %266 = llvm.add %123, %202 : i32
    %267 = llvm.add %123, %203 : i32
    %268 = llvm.add %123, %204 : i32
    %269 = llvm.add %123, %205 : i32
    %270 = llvm.add %123, %206 : i32
    %271 = llvm.add %123, %207 : i32
    %272 = llvm.add %123, %208 : i32
    %273 = llvm.add %123, %209 : i32
    %274 = llvm.add %123, %210 : i32
    %275 = llvm.add %123, %211 : i32
    %276 = llvm.add %123, %212 : i32
    %277 = llvm.add %123, %213 : i32
    %278 = llvm.add %123, %214 : i32
    %279 = llvm.add %123, %215 : i32
    %280 = llvm.add %123, %216 : i32
    %281 = llvm.add %123, %217 : i32
    %282 = llvm.add %123, %218 : i32
    %283 = llvm.add %123, %219 : i32
    %284 = llvm.add %123, %220 : i32
    %285 = llvm.add %123, %221 : i32
    %286 = llvm.add %123, %222 : i32
    %287 = llvm.add %123, %223 : i32
    %288 = llvm.add %123, %224 : i32
    %289 = llvm.add %123, %225 : i32
    %290 = llvm.add %123, %226 : i32
    %291 = llvm.add %123, %227 : i32
    %292 = llvm.add %123, %228 : i32
    %293 = llvm.add %123, %229 : i32
    %294 = llvm.add %123, %230 : i32
    %295 = llvm.add %123, %231 : i32
    %296 = llvm.add %123, %232 : i32
    %297 = llvm.add %123, %233 : i32
    %298 = llvm.add %123, %234 : i32
    %299 = llvm.add %123, %235 : i32
    %300 = llvm.add %123, %236 : i32
    %301 = llvm.add %123, %237 : i32
    %302 = llvm.add %123, %238 : i32
    %303 = llvm.add %123, %239 : i32
    %304 = llvm.add %123, %240 : i32
    %305 = llvm.add %123, %241 : i32
    %306 = llvm.add %123, %242 : i32
    %307 = llvm.add %123, %243 : i32
    %308 = llvm.add %123, %244 : i32
    %309 = llvm.add %123, %245 : i32
    %310 = llvm.add %123, %246 : i32
    %311 = llvm.add %123, %247 : i32
    %312 = llvm.add %123, %248 : i32
    %313 = llvm.add %123, %249 : i32
    %314 = llvm.add %123, %250 : i32
    %315 = llvm.add %123, %251 : i32
    %316 = llvm.add %123, %252 : i32
    %317 = llvm.add %123, %253 : i32
    %318 = llvm.add %123, %254 : i32
    %319 = llvm.add %123, %255 : i32
    %320 = llvm.add %123, %256 : i32
    %321 = llvm.add %123, %257 : i32
    %322 = llvm.add %123, %258 : i32
    %323 = llvm.add %123, %259 : i32
    %324 = llvm.add %123, %260 : i32
    %325 = llvm.add %123, %261 : i32
    %326 = llvm.add %123, %262 : i32
    %327 = nvvm.read.ptx.sreg.ctaid.y : i32
    %328 = llvm.mul %327, %3 : i32
    %329 = llvm.and %130, %70 : i32
    %330 = llvm.lshr %329, %4 : i32
    %331 = llvm.or disjoint %330, %4 : i32
    %332 = llvm.xor %4, %331 : i32
    %333 = llvm.xor %332, %4 : i32
    %334 = llvm.add %333, %7 : i32
    %335 = llvm.add %328, %334 : i32
    %336 = llvm.mul %263, %arg5 : i32
    %337 = llvm.mul %264, %arg5 : i32
    %338 = llvm.mul %265, %arg5 : i32
    %339 = llvm.mul %266, %arg5 : i32
    %340 = llvm.mul %267, %arg5 : i32
    %341 = llvm.mul %268, %arg5 : i32
    %342 = llvm.mul %269, %arg5 : i32
    %343 = llvm.mul %270, %arg5 : i32
    %344 = llvm.mul %271, %arg5 : i32
    %345 = llvm.mul %272, %arg5 : i32
    %346 = llvm.mul %273, %arg5 : i32
    %347 = llvm.mul %274, %arg5 : i32
    %348 = llvm.mul %275, %arg5 : i32
    %349 = llvm.mul %276, %arg5 : i32
    %350 = llvm.mul %277, %arg5 : i32
    %351 = llvm.mul %278, %arg5 : i32
    %352 = llvm.mul %279, %arg5 : i32
    %353 = llvm.mul %280, %arg5 : i32
    %354 = llvm.mul %281, %arg5 : i32
    %355 = llvm.mul %282, %arg5 : i32
    %356 = llvm.mul %283, %arg5 : i32
    %357 = llvm.mul %284, %arg5 : i32
    %358 = llvm.mul %285, %arg5 : i32
    %359 = llvm.mul %286, %arg5 : i32
    %360 = llvm.mul %287, %arg5 : i32
    %361 = llvm.mul %288, %arg5 : i32
    %362 = llvm.mul %289, %arg5 : i32
    %363 = llvm.mul %290, %arg5 : i32
    %364 = llvm.mul %291, %arg5 : i32
    %365 = llvm.mul %292, %arg5 : i32
    %366 = llvm.mul %293, %arg5 : i32
    %367 = llvm.mul %294, %arg5 : i32
    %368 = llvm.mul %295, %arg5 : i32
    %369 = llvm.mul %296, %arg5 : i32
    %370 = llvm.mul %297, %arg5 : i32
    %371 = llvm.mul %298, %arg5 : i32
    %372 = llvm.mul %299, %arg5 : i32
    %373 = llvm.mul %300, %arg5 : i32
    %374 = llvm.mul %301, %arg5 : i32
    %375 = llvm.mul %302, %arg5 : i32
    %376 = llvm.mul %303, %arg5 : i32
    %377 = llvm.mul %304, %arg5 : i32
    %378 = llvm.mul %305, %arg5 : i32
    %379 = llvm.mul %306, %arg5 : i32
    %380 = llvm.mul %307, %arg5 : i32
    %381 = llvm.mul %308, %arg5 : i32
    %382 = llvm.mul %309, %arg5 : i32
    %383 = llvm.mul %310, %arg5 : i32
    %384 = llvm.mul %311, %arg5 : i32
    %385 = llvm.mul %312, %arg5 : i32
    %386 = llvm.mul %313, %arg5 : i32
    %387 = llvm.mul %314, %arg5 : i32
    %388 = llvm.mul %315, %arg5 : i32
    %389 = llvm.mul %316, %arg5 : i32
    %390 = llvm.mul %317, %arg5 : i32
    %391 = llvm.mul %318, %arg5 : i32
    %392 = llvm.mul %319, %arg5 : i32
    %393 = llvm.mul %320, %arg5 : i32
    %394 = llvm.mul %321, %arg5 : i32
    %395 = llvm.mul %322, %arg5 : i32
    %396 = llvm.mul %323, %arg5 : i32
    %397 = llvm.mul %324, %arg5 : i32
    %398 = llvm.mul %325, %arg5 : i32
    %399 = llvm.mul %326, %arg5 : i32
    %400 = llvm.getelementptr %arg0[%336] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %401 = llvm.getelementptr %arg0[%337] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %402 = llvm.getelementptr %arg0[%338] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %403 = llvm.getelementptr %arg0[%339] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %404 = llvm.getelementptr %arg0[%340] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %405 = llvm.getelementptr %arg0[%341] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %406 = llvm.getelementptr %arg0[%342] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %407 = llvm.getelementptr %arg0[%343] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %408 = llvm.getelementptr %arg0[%344] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %409 = llvm.getelementptr %arg0[%345] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %410 = llvm.getelementptr %arg0[%346] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %411 = llvm.getelementptr %arg0[%347] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %412 = llvm.getelementptr %arg0[%348] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %413 = llvm.getelementptr %arg0[%349] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %414 = llvm.getelementptr %arg0[%350] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %415 = llvm.getelementptr %arg0[%351] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %416 = llvm.getelementptr %arg0[%352] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %417 = llvm.getelementptr %arg0[%353] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %418 = llvm.getelementptr %arg0[%354] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %419 = llvm.getelementptr %arg0[%355] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %420 = llvm.getelementptr %arg0[%356] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %421 = llvm.getelementptr %arg0[%357] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %422 = llvm.getelementptr %arg0[%358] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %423 = llvm.getelementptr %arg0[%359] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %424 = llvm.getelementptr %arg0[%360] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %425 = llvm.getelementptr %arg0[%361] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %426 = llvm.getelementptr %arg0[%362] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %427 = llvm.getelementptr %arg0[%363] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %428 = llvm.getelementptr %arg0[%364] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %429 = llvm.getelementptr %arg0[%365] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %430 = llvm.getelementptr %arg0[%366] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %431 = llvm.getelementptr %arg0[%367] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %432 = llvm.getelementptr %arg0[%368] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %433 = llvm.getelementptr %arg0[%369] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %434 = llvm.getelementptr %arg0[%370] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %435 = llvm.getelementptr %arg0[%371] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %436 = llvm.getelementptr %arg0[%372] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %437 = llvm.getelementptr %arg0[%373] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %438 = llvm.getelementptr %arg0[%374] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %439 = llvm.getelementptr %arg0[%375] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %440 = llvm.getelementptr %arg0[%376] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %441 = llvm.getelementptr %arg0[%377] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %442 = llvm.getelementptr %arg0[%378] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %443 = llvm.getelementptr %arg0[%379] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %444 = llvm.getelementptr %arg0[%380] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %445 = llvm.getelementptr %arg0[%381] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %446 = llvm.getelementptr %arg0[%382] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %447 = llvm.getelementptr %arg0[%383] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %448 = llvm.getelementptr %arg0[%384] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %449 = llvm.getelementptr %arg0[%385] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %450 = llvm.getelementptr %arg0[%386] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %451 = llvm.getelementptr %arg0[%387] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %452 = llvm.getelementptr %arg0[%388] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %453 = llvm.getelementptr %arg0[%389] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %454 = llvm.getelementptr %arg0[%390] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %455 = llvm.getelementptr %arg0[%391] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %456 = llvm.getelementptr %arg0[%392] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %457 = llvm.getelementptr %arg0[%393] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %458 = llvm.getelementptr %arg0[%394] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %459 = llvm.getelementptr %arg0[%395] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %460 = llvm.getelementptr %arg0[%396] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %461 = llvm.getelementptr %arg0[%397] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %462 = llvm.getelementptr %arg0[%398] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %463 = llvm.getelementptr %arg0[%399] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %464 = llvm.ptrtoint %120 : !llvm.ptr<6> to i32
    %465 = llvm.add %464, %4 : i32
    %466 = llvm.inttoptr %465 : i32 to !llvm.ptr<3>
    %467 = llvm.ptrtoint %466 : !llvm.ptr<3> to i32
    %468 = nvvm.shfl.sync idx %113, %126, %4, %112 : i32 -> i32
    %469 = llvm.and %468, %71 : i32
    %470 = llvm.shl %469, %72 : i32
    %471 = llvm.add %467, %470 : i32
    %472 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.st.sync.aligned.32x32b.x64.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r" %1, %471, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4, %4 : (i1, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.void
    %473 = llvm.getelementptr %114[24576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %474 = llvm.mul %4, %5 : i32
    %475 = llvm.getelementptr %473[%474] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %476 = llvm.insertvalue %475, %73[0] : !llvm.struct<(ptr<3>, i32)> 
    %477 = llvm.insertvalue %4, %476[1] : !llvm.struct<(ptr<3>, i32)> 
    nvvm.tcgen05.wait <store>
    %478 = llvm.icmp "eq" %126, %4 : i32
    %479 = nvvm.elect.sync -> i1
    %480 = llvm.and %478, %479 : i1
    %481 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %480, %475 : (i1, !llvm.ptr<3>) -> !llvm.void
    %482 = llvm.mul %5, %5 : i32
    %483 = llvm.getelementptr %473[%482] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %484 = nvvm.elect.sync -> i1
    %485 = llvm.and %478, %484 : i1
    %486 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %485, %483 : (i1, !llvm.ptr<3>) -> !llvm.void
    %487 = llvm.icmp "sgt" %arg5, %4 : i32
    %488 = llvm.getelementptr %400[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %489 = llvm.getelementptr %401[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %490 = llvm.getelementptr %402[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %491 = llvm.getelementptr %403[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %492 = llvm.getelementptr %404[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %493 = llvm.getelementptr %405[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %494 = llvm.getelementptr %406[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %495 = llvm.getelementptr %407[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %496 = llvm.getelementptr %408[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %497 = llvm.getelementptr %409[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %498 = llvm.getelementptr %410[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %499 = llvm.getelementptr %411[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %500 = llvm.getelementptr %412[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %501 = llvm.getelementptr %413[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %502 = llvm.getelementptr %414[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %503 = llvm.getelementptr %415[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %504 = llvm.getelementptr %416[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %505 = llvm.getelementptr %417[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %506 = llvm.getelementptr %418[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %507 = llvm.getelementptr %419[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %508 = llvm.getelementptr %420[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %509 = llvm.getelementptr %421[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %510 = llvm.getelementptr %422[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %511 = llvm.getelementptr %423[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %512 = llvm.getelementptr %424[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %513 = llvm.getelementptr %425[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %514 = llvm.getelementptr %426[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %515 = llvm.getelementptr %427[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %516 = llvm.getelementptr %428[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %517 = llvm.getelementptr %429[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %518 = llvm.getelementptr %430[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %519 = llvm.getelementptr %431[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %520 = llvm.getelementptr %432[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %521 = llvm.getelementptr %433[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %522 = llvm.getelementptr %434[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %523 = llvm.getelementptr %435[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %524 = llvm.getelementptr %436[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %525 = llvm.getelementptr %437[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %526 = llvm.getelementptr %438[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %527 = llvm.getelementptr %439[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %528 = llvm.getelementptr %440[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %529 = llvm.getelementptr %441[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %530 = llvm.getelementptr %442[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %531 = llvm.getelementptr %443[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %532 = llvm.getelementptr %444[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %533 = llvm.getelementptr %445[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %534 = llvm.getelementptr %446[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %535 = llvm.getelementptr %447[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %536 = llvm.getelementptr %448[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %537 = llvm.getelementptr %449[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %538 = llvm.getelementptr %450[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %539 = llvm.getelementptr %451[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %540 = llvm.getelementptr %452[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %541 = llvm.getelementptr %453[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %542 = llvm.getelementptr %454[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %543 = llvm.getelementptr %455[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %544 = llvm.getelementptr %456[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %545 = llvm.getelementptr %457[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %546 = llvm.getelementptr %458[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %547 = llvm.getelementptr %459[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %548 = llvm.getelementptr %460[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %549 = llvm.getelementptr %461[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %550 = llvm.getelementptr %462[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %551 = llvm.getelementptr %463[%334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %552 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %488, %487 : (!llvm.ptr<1>, i1) -> i8
    %553 = llvm.bitcast %552 : i8 to vector<1xi8>
    %554 = llvm.extractelement %553[%7 : i32] : vector<1xi8>
    %555 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %489, %487 : (!llvm.ptr<1>, i1) -> i8
    %556 = llvm.bitcast %555 : i8 to vector<1xi8>
    %557 = llvm.extractelement %556[%7 : i32] : vector<1xi8>
    %558 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %490, %487 : (!llvm.ptr<1>, i1) -> i8
    %559 = llvm.bitcast %558 : i8 to vector<1xi8>
    %560 = llvm.extractelement %559[%7 : i32] : vector<1xi8>
    %561 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %491, %487 : (!llvm.ptr<1>, i1) -> i8
    %562 = llvm.bitcast %561 : i8 to vector<1xi8>
    %563 = llvm.extractelement %562[%7 : i32] : vector<1xi8>
    %564 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %492, %487 : (!llvm.ptr<1>, i1) -> i8
    %565 = llvm.bitcast %564 : i8 to vector<1xi8>
    %566 = llvm.extractelement %565[%7 : i32] : vector<1xi8>
    %567 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %493, %487 : (!llvm.ptr<1>, i1) -> i8
    %568 = llvm.bitcast %567 : i8 to vector<1xi8>
    %569 = llvm.extractelement %568[%7 : i32] : vector<1xi8>
    %570 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %494, %487 : (!llvm.ptr<1>, i1) -> i8
    %571 = llvm.bitcast %570 : i8 to vector<1xi8>
    %572 = llvm.extractelement %571[%7 : i32] : vector<1xi8>
    %573 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %495, %487 : (!llvm.ptr<1>, i1) -> i8
    %574 = llvm.bitcast %573 : i8 to vector<1xi8>
    %575 = llvm.extractelement %574[%7 : i32] : vector<1xi8>
    %576 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %496, %487 : (!llvm.ptr<1>, i1) -> i8
    %577 = llvm.bitcast %576 : i8 to vector<1xi8>
    %578 = llvm.extractelement %577[%7 : i32] : vector<1xi8>
    %579 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %497, %487 : (!llvm.ptr<1>, i1) -> i8
    %580 = llvm.bitcast %579 : i8 to vector<1xi8>
    %581 = llvm.extractelement %580[%7 : i32] : vector<1xi8>
    %582 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %498, %487 : (!llvm.ptr<1>, i1) -> i8
    %583 = llvm.bitcast %582 : i8 to vector<1xi8>
    %584 = llvm.extractelement %583[%7 : i32] : vector<1xi8>
    %585 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %499, %487 : (!llvm.ptr<1>, i1) -> i8
    %586 = llvm.bitcast %585 : i8 to vector<1xi8>
    %587 = llvm.extractelement %586[%7 : i32] : vector<1xi8>
    %588 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %500, %487 : (!llvm.ptr<1>, i1) -> i8
    %589 = llvm.bitcast %588 : i8 to vector<1xi8>
    %590 = llvm.extractelement %589[%7 : i32] : vector<1xi8>
    %591 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %501, %487 : (!llvm.ptr<1>, i1) -> i8
    %592 = llvm.bitcast %591 : i8 to vector<1xi8>
    %593 = llvm.extractelement %592[%7 : i32] : vector<1xi8>
    %594 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %502, %487 : (!llvm.ptr<1>, i1) -> i8
    %595 = llvm.bitcast %594 : i8 to vector<1xi8>
    %596 = llvm.extractelement %595[%7 : i32] : vector<1xi8>
    %597 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %503, %487 : (!llvm.ptr<1>, i1) -> i8
    %598 = llvm.bitcast %597 : i8 to vector<1xi8>
    %599 = llvm.extractelement %598[%7 : i32] : vector<1xi8>
    %600 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %504, %487 : (!llvm.ptr<1>, i1) -> i8
    %601 = llvm.bitcast %600 : i8 to vector<1xi8>
    %602 = llvm.extractelement %601[%7 : i32] : vector<1xi8>
    %603 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %505, %487 : (!llvm.ptr<1>, i1) -> i8
    %604 = llvm.bitcast %603 : i8 to vector<1xi8>
    %605 = llvm.extractelement %604[%7 : i32] : vector<1xi8>
    %606 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %506, %487 : (!llvm.ptr<1>, i1) -> i8
    %607 = llvm.bitcast %606 : i8 to vector<1xi8>
    %608 = llvm.extractelement %607[%7 : i32] : vector<1xi8>
    %609 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %507, %487 : (!llvm.ptr<1>, i1) -> i8
    %610 = llvm.bitcast %609 : i8 to vector<1xi8>
    %611 = llvm.extractelement %610[%7 : i32] : vector<1xi8>
    %612 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %508, %487 : (!llvm.ptr<1>, i1) -> i8
    %613 = llvm.bitcast %612 : i8 to vector<1xi8>
    %614 = llvm.extractelement %613[%7 : i32] : vector<1xi8>
    %615 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %509, %487 : (!llvm.ptr<1>, i1) -> i8
    %616 = llvm.bitcast %615 : i8 to vector<1xi8>
    %617 = llvm.extractelement %616[%7 : i32] : vector<1xi8>
    %618 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %510, %487 : (!llvm.ptr<1>, i1) -> i8
    %619 = llvm.bitcast %618 : i8 to vector<1xi8>
    %620 = llvm.extractelement %619[%7 : i32] : vector<1xi8>
    %621 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %511, %487 : (!llvm.ptr<1>, i1) -> i8
    %622 = llvm.bitcast %621 : i8 to vector<1xi8>
    %623 = llvm.extractelement %622[%7 : i32] : vector<1xi8>
    %624 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %512, %487 : (!llvm.ptr<1>, i1) -> i8
    %625 = llvm.bitcast %624 : i8 to vector<1xi8>
    %626 = llvm.extractelement %625[%7 : i32] : vector<1xi8>
    %627 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %513, %487 : (!llvm.ptr<1>, i1) -> i8
    %628 = llvm.bitcast %627 : i8 to vector<1xi8>
    %629 = llvm.extractelement %628[%7 : i32] : vector<1xi8>
    %630 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %514, %487 : (!llvm.ptr<1>, i1) -> i8
    %631 = llvm.bitcast %630 : i8 to vector<1xi8>
    %632 = llvm.extractelement %631[%7 : i32] : vector<1xi8>
    %633 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %515, %487 : (!llvm.ptr<1>, i1) -> i8
    %634 = llvm.bitcast %633 : i8 to vector<1xi8>
    %635 = llvm.extractelement %634[%7 : i32] : vector<1xi8>
    %636 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %516, %487 : (!llvm.ptr<1>, i1) -> i8
    %637 = llvm.bitcast %636 : i8 to vector<1xi8>
    %638 = llvm.extractelement %637[%7 : i32] : vector<1xi8>
    %639 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %517, %487 : (!llvm.ptr<1>, i1) -> i8
    %640 = llvm.bitcast %639 : i8 to vector<1xi8>
    %641 = llvm.extractelement %640[%7 : i32] : vector<1xi8>
    %642 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %518, %487 : (!llvm.ptr<1>, i1) -> i8
    %643 = llvm.bitcast %642 : i8 to vector<1xi8>
    %644 = llvm.extractelement %643[%7 : i32] : vector<1xi8>
    %645 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %519, %487 : (!llvm.ptr<1>, i1) -> i8
    %646 = llvm.bitcast %645 : i8 to vector<1xi8>
    %647 = llvm.extractelement %646[%7 : i32] : vector<1xi8>
    %648 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %520, %487 : (!llvm.ptr<1>, i1) -> i8
    %649 = llvm.bitcast %648 : i8 to vector<1xi8>
    %650 = llvm.extractelement %649[%7 : i32] : vector<1xi8>
    %651 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %521, %487 : (!llvm.ptr<1>, i1) -> i8
    %652 = llvm.bitcast %651 : i8 to vector<1xi8>
    %653 = llvm.extractelement %652[%7 : i32] : vector<1xi8>
    %654 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %522, %487 : (!llvm.ptr<1>, i1) -> i8
    %655 = llvm.bitcast %654 : i8 to vector<1xi8>
    %656 = llvm.extractelement %655[%7 : i32] : vector<1xi8>
    %657 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %523, %487 : (!llvm.ptr<1>, i1) -> i8
    %658 = llvm.bitcast %657 : i8 to vector<1xi8>
    %659 = llvm.extractelement %658[%7 : i32] : vector<1xi8>
    %660 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %524, %487 : (!llvm.ptr<1>, i1) -> i8
    %661 = llvm.bitcast %660 : i8 to vector<1xi8>
    %662 = llvm.extractelement %661[%7 : i32] : vector<1xi8>
    %663 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %525, %487 : (!llvm.ptr<1>, i1) -> i8
    %664 = llvm.bitcast %663 : i8 to vector<1xi8>
    %665 = llvm.extractelement %664[%7 : i32] : vector<1xi8>
    %666 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %526, %487 : (!llvm.ptr<1>, i1) -> i8
    %667 = llvm.bitcast %666 : i8 to vector<1xi8>
    %668 = llvm.extractelement %667[%7 : i32] : vector<1xi8>
    %669 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %527, %487 : (!llvm.ptr<1>, i1) -> i8
    %670 = llvm.bitcast %669 : i8 to vector<1xi8>
    %671 = llvm.extractelement %670[%7 : i32] : vector<1xi8>
    %672 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %528, %487 : (!llvm.ptr<1>, i1) -> i8
    %673 = llvm.bitcast %672 : i8 to vector<1xi8>
    %674 = llvm.extractelement %673[%7 : i32] : vector<1xi8>
    %675 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %529, %487 : (!llvm.ptr<1>, i1) -> i8
    %676 = llvm.bitcast %675 : i8 to vector<1xi8>
    %677 = llvm.extractelement %676[%7 : i32] : vector<1xi8>
    %678 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %530, %487 : (!llvm.ptr<1>, i1) -> i8
    %679 = llvm.bitcast %678 : i8 to vector<1xi8>
    %680 = llvm.extractelement %679[%7 : i32] : vector<1xi8>
    %681 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %531, %487 : (!llvm.ptr<1>, i1) -> i8
    %682 = llvm.bitcast %681 : i8 to vector<1xi8>
    %683 = llvm.extractelement %682[%7 : i32] : vector<1xi8>
    %684 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %532, %487 : (!llvm.ptr<1>, i1) -> i8
    %685 = llvm.bitcast %684 : i8 to vector<1xi8>
    %686 = llvm.extractelement %685[%7 : i32] : vector<1xi8>
    %687 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %533, %487 : (!llvm.ptr<1>, i1) -> i8
    %688 = llvm.bitcast %687 : i8 to vector<1xi8>
    %689 = llvm.extractelement %688[%7 : i32] : vector<1xi8>
    %690 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %534, %487 : (!llvm.ptr<1>, i1) -> i8
    %691 = llvm.bitcast %690 : i8 to vector<1xi8>
    %692 = llvm.extractelement %691[%7 : i32] : vector<1xi8>
    %693 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %535, %487 : (!llvm.ptr<1>, i1) -> i8
    %694 = llvm.bitcast %693 : i8 to vector<1xi8>
    %695 = llvm.extractelement %694[%7 : i32] : vector<1xi8>
    %696 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %536, %487 : (!llvm.ptr<1>, i1) -> i8
    %697 = llvm.bitcast %696 : i8 to vector<1xi8>
    %698 = llvm.extractelement %697[%7 : i32] : vector<1xi8>
    %699 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %537, %487 : (!llvm.ptr<1>, i1) -> i8
    %700 = llvm.bitcast %699 : i8 to vector<1xi8>
    %701 = llvm.extractelement %700[%7 : i32] : vector<1xi8>
    %702 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %538, %487 : (!llvm.ptr<1>, i1) -> i8
    %703 = llvm.bitcast %702 : i8 to vector<1xi8>
    %704 = llvm.extractelement %703[%7 : i32] : vector<1xi8>
    %705 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %539, %487 : (!llvm.ptr<1>, i1) -> i8
    %706 = llvm.bitcast %705 : i8 to vector<1xi8>
    %707 = llvm.extractelement %706[%7 : i32] : vector<1xi8>
    %708 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %540, %487 : (!llvm.ptr<1>, i1) -> i8
    %709 = llvm.bitcast %708 : i8 to vector<1xi8>
    %710 = llvm.extractelement %709[%7 : i32] : vector<1xi8>
    %711 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %541, %487 : (!llvm.ptr<1>, i1) -> i8
    %712 = llvm.bitcast %711 : i8 to vector<1xi8>
    %713 = llvm.extractelement %712[%7 : i32] : vector<1xi8>
    %714 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %542, %487 : (!llvm.ptr<1>, i1) -> i8
    %715 = llvm.bitcast %714 : i8 to vector<1xi8>
    %716 = llvm.extractelement %715[%7 : i32] : vector<1xi8>
    %717 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %543, %487 : (!llvm.ptr<1>, i1) -> i8
    %718 = llvm.bitcast %717 : i8 to vector<1xi8>
    %719 = llvm.extractelement %718[%7 : i32] : vector<1xi8>
    %720 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %544, %487 : (!llvm.ptr<1>, i1) -> i8
    %721 = llvm.bitcast %720 : i8 to vector<1xi8>
    %722 = llvm.extractelement %721[%7 : i32] : vector<1xi8>
    %723 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %545, %487 : (!llvm.ptr<1>, i1) -> i8
    %724 = llvm.bitcast %723 : i8 to vector<1xi8>
    %725 = llvm.extractelement %724[%7 : i32] : vector<1xi8>
    %726 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %546, %487 : (!llvm.ptr<1>, i1) -> i8
    %727 = llvm.bitcast %726 : i8 to vector<1xi8>
    %728 = llvm.extractelement %727[%7 : i32] : vector<1xi8>
    %729 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %547, %487 : (!llvm.ptr<1>, i1) -> i8
    %730 = llvm.bitcast %729 : i8 to vector<1xi8>
    %731 = llvm.extractelement %730[%7 : i32] : vector<1xi8>
    %732 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %548, %487 : (!llvm.ptr<1>, i1) -> i8
    %733 = llvm.bitcast %732 : i8 to vector<1xi8>
    %734 = llvm.extractelement %733[%7 : i32] : vector<1xi8>
    %735 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %549, %487 : (!llvm.ptr<1>, i1) -> i8
    %736 = llvm.bitcast %735 : i8 to vector<1xi8>
    %737 = llvm.extractelement %736[%7 : i32] : vector<1xi8>
    %738 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %550, %487 : (!llvm.ptr<1>, i1) -> i8
    %739 = llvm.bitcast %738 : i8 to vector<1xi8>
    %740 = llvm.extractelement %739[%7 : i32] : vector<1xi8>
    %741 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %551, %487 : (!llvm.ptr<1>, i1) -> i8
    %742 = llvm.bitcast %741 : i8 to vector<1xi8>
    %743 = llvm.extractelement %742[%7 : i32] : vector<1xi8>
    %744 = llvm.and %130, %8 : i32
    %745 = llvm.lshr %744, %4 : i32
    %746 = llvm.or disjoint %745, %4 : i32
    %747 = llvm.xor %4, %746 : i32
    %748 = llvm.xor %747, %474 : i32
    %749 = llvm.xor %748, %4 : i32
    %750 = llvm.add %749, %4 : i32
    %751 = llvm.getelementptr inbounds %114[%750] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %752 = llvm.insertelement %554, %74[%4 : i32] : vector<1xi8>
    llvm.store %752, %751 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %753 = llvm.add %749, %75 : i32
    %754 = llvm.getelementptr inbounds %114[%753] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %755 = llvm.insertelement %566, %74[%4 : i32] : vector<1xi8>
    llvm.store %755, %754 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %756 = llvm.add %749, %76 : i32
    %757 = llvm.getelementptr inbounds %114[%756] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %758 = llvm.insertelement %578, %74[%4 : i32] : vector<1xi8>
    llvm.store %758, %757 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %759 = llvm.add %749, %77 : i32
    %760 = llvm.getelementptr inbounds %114[%759] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %761 = llvm.insertelement %590, %74[%4 : i32] : vector<1xi8>
    llvm.store %761, %760 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %762 = llvm.add %749, %78 : i32
    %763 = llvm.getelementptr inbounds %114[%762] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %764 = llvm.insertelement %602, %74[%4 : i32] : vector<1xi8>
    llvm.store %764, %763 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %765 = llvm.add %749, %79 : i32
    %766 = llvm.getelementptr inbounds %114[%765] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %767 = llvm.insertelement %614, %74[%4 : i32] : vector<1xi8>
    llvm.store %767, %766 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %768 = llvm.add %749, %80 : i32
    %769 = llvm.getelementptr inbounds %114[%768] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %770 = llvm.insertelement %626, %74[%4 : i32] : vector<1xi8>
    llvm.store %770, %769 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %771 = llvm.add %749, %81 : i32
    %772 = llvm.getelementptr inbounds %114[%771] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %773 = llvm.insertelement %638, %74[%4 : i32] : vector<1xi8>
    llvm.store %773, %772 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %774 = llvm.add %749, %82 : i32
    %775 = llvm.getelementptr inbounds %114[%774] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %776 = llvm.insertelement %650, %74[%4 : i32] : vector<1xi8>
    llvm.store %776, %775 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %777 = llvm.add %749, %83 : i32
    %778 = llvm.getelementptr inbounds %114[%777] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %779 = llvm.insertelement %662, %74[%4 : i32] : vector<1xi8>
    llvm.store %779, %778 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %780 = llvm.add %749, %84 : i32
    %781 = llvm.getelementptr inbounds %114[%780] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %782 = llvm.insertelement %674, %74[%4 : i32] : vector<1xi8>
    llvm.store %782, %781 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %783 = llvm.add %749, %85 : i32
    %784 = llvm.getelementptr inbounds %114[%783] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %785 = llvm.insertelement %686, %74[%4 : i32] : vector<1xi8>
    llvm.store %785, %784 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %786 = llvm.add %749, %86 : i32
    %787 = llvm.getelementptr inbounds %114[%786] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %788 = llvm.insertelement %698, %74[%4 : i32] : vector<1xi8>
    llvm.store %788, %787 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %789 = llvm.add %749, %87 : i32
    %790 = llvm.getelementptr inbounds %114[%789] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %791 = llvm.insertelement %710, %74[%4 : i32] : vector<1xi8>
    llvm.store %791, %790 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %792 = llvm.add %749, %88 : i32
    %793 = llvm.getelementptr inbounds %114[%792] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %794 = llvm.insertelement %722, %74[%4 : i32] : vector<1xi8>
    llvm.store %794, %793 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %795 = llvm.add %749, %89 : i32
    %796 = llvm.getelementptr inbounds %114[%795] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %797 = llvm.insertelement %734, %74[%4 : i32] : vector<1xi8>
    llvm.store %797, %796 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %798 = llvm.xor %748, %90 : i32
    %799 = llvm.add %798, %4 : i32
    %800 = llvm.getelementptr inbounds %114[%799] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %801 = llvm.insertelement %557, %74[%4 : i32] : vector<1xi8>
    llvm.store %801, %800 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %802 = llvm.add %798, %75 : i32
    %803 = llvm.getelementptr inbounds %114[%802] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %804 = llvm.insertelement %569, %74[%4 : i32] : vector<1xi8>
    llvm.store %804, %803 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %805 = llvm.add %798, %76 : i32
    %806 = llvm.getelementptr inbounds %114[%805] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %807 = llvm.insertelement %581, %74[%4 : i32] : vector<1xi8>
    llvm.store %807, %806 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %808 = llvm.add %798, %77 : i32
    %809 = llvm.getelementptr inbounds %114[%808] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %810 = llvm.insertelement %593, %74[%4 : i32] : vector<1xi8>
    llvm.store %810, %809 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %811 = llvm.add %798, %78 : i32
    %812 = llvm.getelementptr inbounds %114[%811] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %813 = llvm.insertelement %605, %74[%4 : i32] : vector<1xi8>
    llvm.store %813, %812 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %814 = llvm.add %798, %79 : i32
    %815 = llvm.getelementptr inbounds %114[%814] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %816 = llvm.insertelement %617, %74[%4 : i32] : vector<1xi8>
    llvm.store %816, %815 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %817 = llvm.add %798, %80 : i32
    %818 = llvm.getelementptr inbounds %114[%817] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %819 = llvm.insertelement %629, %74[%4 : i32] : vector<1xi8>
    llvm.store %819, %818 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %820 = llvm.add %798, %81 : i32
    %821 = llvm.getelementptr inbounds %114[%820] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %822 = llvm.insertelement %641, %74[%4 : i32] : vector<1xi8>
    llvm.store %822, %821 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %823 = llvm.add %798, %82 : i32
    %824 = llvm.getelementptr inbounds %114[%823] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %825 = llvm.insertelement %653, %74[%4 : i32] : vector<1xi8>
    llvm.store %825, %824 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %826 = llvm.add %798, %83 : i32
    %827 = llvm.getelementptr inbounds %114[%826] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %828 = llvm.insertelement %665, %74[%4 : i32] : vector<1xi8>
    llvm.store %828, %827 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %829 = llvm.add %798, %84 : i32
    %830 = llvm.getelementptr inbounds %114[%829] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %831 = llvm.insertelement %677, %74[%4 : i32] : vector<1xi8>
    llvm.store %831, %830 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %832 = llvm.add %798, %85 : i32
    %833 = llvm.getelementptr inbounds %114[%832] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %834 = llvm.insertelement %689, %74[%4 : i32] : vector<1xi8>
    llvm.store %834, %833 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %835 = llvm.add %798, %86 : i32
    %836 = llvm.getelementptr inbounds %114[%835] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %837 = llvm.insertelement %701, %74[%4 : i32] : vector<1xi8>
    llvm.store %837, %836 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %838 = llvm.add %798, %87 : i32
    %839 = llvm.getelementptr inbounds %114[%838] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %840 = llvm.insertelement %713, %74[%4 : i32] : vector<1xi8>
    llvm.store %840, %839 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %841 = llvm.add %798, %88 : i32
    %842 = llvm.getelementptr inbounds %114[%841] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %843 = llvm.insertelement %725, %74[%4 : i32] : vector<1xi8>
    llvm.store %843, %842 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %844 = llvm.add %798, %89 : i32
    %845 = llvm.getelementptr inbounds %114[%844] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %846 = llvm.insertelement %737, %74[%4 : i32] : vector<1xi8>
    llvm.store %846, %845 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %847 = llvm.xor %748, %91 : i32
    %848 = llvm.add %847, %4 : i32
    %849 = llvm.getelementptr inbounds %114[%848] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %850 = llvm.insertelement %560, %74[%4 : i32] : vector<1xi8>
    llvm.store %850, %849 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %851 = llvm.add %847, %75 : i32
    %852 = llvm.getelementptr inbounds %114[%851] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %853 = llvm.insertelement %572, %74[%4 : i32] : vector<1xi8>
    llvm.store %853, %852 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %854 = llvm.add %847, %76 : i32
    %855 = llvm.getelementptr inbounds %114[%854] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %856 = llvm.insertelement %584, %74[%4 : i32] : vector<1xi8>
    llvm.store %856, %855 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %857 = llvm.add %847, %77 : i32
    %858 = llvm.getelementptr inbounds %114[%857] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %859 = llvm.insertelement %596, %74[%4 : i32] : vector<1xi8>
    llvm.store %859, %858 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %860 = llvm.add %847, %78 : i32
    %861 = llvm.getelementptr inbounds %114[%860] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %862 = llvm.insertelement %608, %74[%4 : i32] : vector<1xi8>
    llvm.store %862, %861 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %863 = llvm.add %847, %79 : i32
    %864 = llvm.getelementptr inbounds %114[%863] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %865 = llvm.insertelement %620, %74[%4 : i32] : vector<1xi8>
    llvm.store %865, %864 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %866 = llvm.add %847, %80 : i32
    %867 = llvm.getelementptr inbounds %114[%866] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %868 = llvm.insertelement %632, %74[%4 : i32] : vector<1xi8>
    llvm.store %868, %867 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %869 = llvm.add %847, %81 : i32
    %870 = llvm.getelementptr inbounds %114[%869] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %871 = llvm.insertelement %644, %74[%4 : i32] : vector<1xi8>
    llvm.store %871, %870 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %872 = llvm.add %847, %82 : i32
    %873 = llvm.getelementptr inbounds %114[%872] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %874 = llvm.insertelement %656, %74[%4 : i32] : vector<1xi8>
    llvm.store %874, %873 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %875 = llvm.add %847, %83 : i32
    %876 = llvm.getelementptr inbounds %114[%875] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %877 = llvm.insertelement %668, %74[%4 : i32] : vector<1xi8>
    llvm.store %877, %876 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %878 = llvm.add %847, %84 : i32
    %879 = llvm.getelementptr inbounds %114[%878] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %880 = llvm.insertelement %680, %74[%4 : i32] : vector<1xi8>
    llvm.store %880, %879 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %881 = llvm.add %847, %85 : i32
    %882 = llvm.getelementptr inbounds %114[%881] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %883 = llvm.insertelement %692, %74[%4 : i32] : vector<1xi8>
    llvm.store %883, %882 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %884 = llvm.add %847, %86 : i32
    %885 = llvm.getelementptr inbounds %114[%884] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %886 = llvm.insertelement %704, %74[%4 : i32] : vector<1xi8>
    llvm.store %886, %885 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %887 = llvm.add %847, %87 : i32
    %888 = llvm.getelementptr inbounds %114[%887] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %889 = llvm.insertelement %716, %74[%4 : i32] : vector<1xi8>
    llvm.store %889, %888 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %890 = llvm.add %847, %88 : i32
    %891 = llvm.getelementptr inbounds %114[%890] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %892 = llvm.insertelement %728, %74[%4 : i32] : vector<1xi8>
    llvm.store %892, %891 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %893 = llvm.add %847, %89 : i32
    %894 = llvm.getelementptr inbounds %114[%893] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %895 = llvm.insertelement %740, %74[%4 : i32] : vector<1xi8>
    llvm.store %895, %894 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %896 = llvm.xor %748, %92 : i32
    %897 = llvm.add %896, %4 : i32
    %898 = llvm.getelementptr inbounds %114[%897] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %899 = llvm.insertelement %563, %74[%4 : i32] : vector<1xi8>
    llvm.store %899, %898 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %900 = llvm.add %896, %75 : i32
    %901 = llvm.getelementptr inbounds %114[%900] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %902 = llvm.insertelement %575, %74[%4 : i32] : vector<1xi8>
    llvm.store %902, %901 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %903 = llvm.add %896, %76 : i32
    %904 = llvm.getelementptr inbounds %114[%903] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %905 = llvm.insertelement %587, %74[%4 : i32] : vector<1xi8>
    llvm.store %905, %904 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %906 = llvm.add %896, %77 : i32
    %907 = llvm.getelementptr inbounds %114[%906] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %908 = llvm.insertelement %599, %74[%4 : i32] : vector<1xi8>
    llvm.store %908, %907 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %909 = llvm.add %896, %78 : i32
    %910 = llvm.getelementptr inbounds %114[%909] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %911 = llvm.insertelement %611, %74[%4 : i32] : vector<1xi8>
    llvm.store %911, %910 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %912 = llvm.add %896, %79 : i32
    %913 = llvm.getelementptr inbounds %114[%912] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %914 = llvm.insertelement %623, %74[%4 : i32] : vector<1xi8>
    llvm.store %914, %913 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %915 = llvm.add %896, %80 : i32
    %916 = llvm.getelementptr inbounds %114[%915] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %917 = llvm.insertelement %635, %74[%4 : i32] : vector<1xi8>
    llvm.store %917, %916 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %918 = llvm.add %896, %81 : i32
    %919 = llvm.getelementptr inbounds %114[%918] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %920 = llvm.insertelement %647, %74[%4 : i32] : vector<1xi8>
    llvm.store %920, %919 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %921 = llvm.add %896, %82 : i32
    %922 = llvm.getelementptr inbounds %114[%921] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %923 = llvm.insertelement %659, %74[%4 : i32] : vector<1xi8>
    llvm.store %923, %922 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %924 = llvm.add %896, %83 : i32
    %925 = llvm.getelementptr inbounds %114[%924] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %926 = llvm.insertelement %671, %74[%4 : i32] : vector<1xi8>
    llvm.store %926, %925 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %927 = llvm.add %896, %84 : i32
    %928 = llvm.getelementptr inbounds %114[%927] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %929 = llvm.insertelement %683, %74[%4 : i32] : vector<1xi8>
    llvm.store %929, %928 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %930 = llvm.add %896, %85 : i32
    %931 = llvm.getelementptr inbounds %114[%930] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %932 = llvm.insertelement %695, %74[%4 : i32] : vector<1xi8>
    llvm.store %932, %931 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %933 = llvm.add %896, %86 : i32
    %934 = llvm.getelementptr inbounds %114[%933] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %935 = llvm.insertelement %707, %74[%4 : i32] : vector<1xi8>
    llvm.store %935, %934 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %936 = llvm.add %896, %87 : i32
    %937 = llvm.getelementptr inbounds %114[%936] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %938 = llvm.insertelement %719, %74[%4 : i32] : vector<1xi8>
    llvm.store %938, %937 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %939 = llvm.add %896, %88 : i32
    %940 = llvm.getelementptr inbounds %114[%939] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %941 = llvm.insertelement %731, %74[%4 : i32] : vector<1xi8>
    llvm.store %941, %940 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %942 = llvm.add %896, %89 : i32
    %943 = llvm.getelementptr inbounds %114[%942] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %944 = llvm.insertelement %743, %74[%4 : i32] : vector<1xi8>
    llvm.store %944, %943 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %945 = llvm.mul %199, %arg4 : i32
    %946 = llvm.mul %200, %arg4 : i32
    %947 = llvm.mul %201, %arg4 : i32
    %948 = llvm.mul %202, %arg4 : i32
    %949 = llvm.mul %203, %arg4 : i32
    %950 = llvm.mul %204, %arg4 : i32
    %951 = llvm.mul %205, %arg4 : i32
    %952 = llvm.mul %206, %arg4 : i32
    %953 = llvm.mul %207, %arg4 : i32
    %954 = llvm.mul %208, %arg4 : i32
    %955 = llvm.mul %209, %arg4 : i32
    %956 = llvm.mul %210, %arg4 : i32
    %957 = llvm.mul %211, %arg4 : i32
    %958 = llvm.mul %212, %arg4 : i32
    %959 = llvm.mul %213, %arg4 : i32
    %960 = llvm.mul %214, %arg4 : i32
    %961 = llvm.mul %215, %arg4 : i32
    %962 = llvm.mul %216, %arg4 : i32
    %963 = llvm.mul %217, %arg4 : i32
    %964 = llvm.mul %218, %arg4 : i32
    %965 = llvm.mul %219, %arg4 : i32
    %966 = llvm.mul %220, %arg4 : i32
    %967 = llvm.mul %221, %arg4 : i32
    %968 = llvm.mul %222, %arg4 : i32
    %969 = llvm.mul %223, %arg4 : i32
    %970 = llvm.mul %224, %arg4 : i32
    %971 = llvm.mul %225, %arg4 : i32
    %972 = llvm.mul %226, %arg4 : i32
    %973 = llvm.mul %227, %arg4 : i32
    %974 = llvm.mul %228, %arg4 : i32
    %975 = llvm.mul %229, %arg4 : i32
    %976 = llvm.mul %230, %arg4 : i32
    %977 = llvm.getelementptr %arg1[%945] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %978 = llvm.getelementptr %arg1[%946] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %979 = llvm.getelementptr %arg1[%947] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %980 = llvm.getelementptr %arg1[%948] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %981 = llvm.getelementptr %arg1[%949] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %982 = llvm.getelementptr %arg1[%950] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %983 = llvm.getelementptr %arg1[%951] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %984 = llvm.getelementptr %arg1[%952] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %985 = llvm.getelementptr %arg1[%953] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %986 = llvm.getelementptr %arg1[%954] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %987 = llvm.getelementptr %arg1[%955] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %988 = llvm.getelementptr %arg1[%956] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %989 = llvm.getelementptr %arg1[%957] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %990 = llvm.getelementptr %arg1[%958] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %991 = llvm.getelementptr %arg1[%959] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %992 = llvm.getelementptr %arg1[%960] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %993 = llvm.getelementptr %arg1[%961] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %994 = llvm.getelementptr %arg1[%962] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %995 = llvm.getelementptr %arg1[%963] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %996 = llvm.getelementptr %arg1[%964] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %997 = llvm.getelementptr %arg1[%965] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %998 = llvm.getelementptr %arg1[%966] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %999 = llvm.getelementptr %arg1[%967] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1000 = llvm.getelementptr %arg1[%968] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1001 = llvm.getelementptr %arg1[%969] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1002 = llvm.getelementptr %arg1[%970] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1003 = llvm.getelementptr %arg1[%971] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1004 = llvm.getelementptr %arg1[%972] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1005 = llvm.getelementptr %arg1[%973] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1006 = llvm.getelementptr %arg1[%974] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1007 = llvm.getelementptr %arg1[%975] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1008 = llvm.getelementptr %arg1[%976] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1009 = llvm.getelementptr %977[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1010 = llvm.getelementptr %978[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1011 = llvm.getelementptr %979[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1012 = llvm.getelementptr %980[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1013 = llvm.getelementptr %981[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1014 = llvm.getelementptr %982[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1015 = llvm.getelementptr %983[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1016 = llvm.getelementptr %984[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1017 = llvm.getelementptr %985[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1018 = llvm.getelementptr %986[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1019 = llvm.getelementptr %987[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1020 = llvm.getelementptr %988[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1021 = llvm.getelementptr %989[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1022 = llvm.getelementptr %990[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1023 = llvm.getelementptr %991[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1024 = llvm.getelementptr %992[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1025 = llvm.getelementptr %993[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1026 = llvm.getelementptr %994[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1027 = llvm.getelementptr %995[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1028 = llvm.getelementptr %996[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1029 = llvm.getelementptr %997[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1030 = llvm.getelementptr %998[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1031 = llvm.getelementptr %999[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1032 = llvm.getelementptr %1000[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1033 = llvm.getelementptr %1001[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1034 = llvm.getelementptr %1002[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1035 = llvm.getelementptr %1003[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1036 = llvm.getelementptr %1004[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1037 = llvm.getelementptr %1005[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1038 = llvm.getelementptr %1006[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1039 = llvm.getelementptr %1007[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1040 = llvm.getelementptr %1008[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1041 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1009, %487 : (!llvm.ptr<1>, i1) -> i8
    %1042 = llvm.bitcast %1041 : i8 to vector<1xi8>
    %1043 = llvm.extractelement %1042[%7 : i32] : vector<1xi8>
    %1044 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1010, %487 : (!llvm.ptr<1>, i1) -> i8
    %1045 = llvm.bitcast %1044 : i8 to vector<1xi8>
    %1046 = llvm.extractelement %1045[%7 : i32] : vector<1xi8>
    %1047 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1011, %487 : (!llvm.ptr<1>, i1) -> i8
    %1048 = llvm.bitcast %1047 : i8 to vector<1xi8>
    %1049 = llvm.extractelement %1048[%7 : i32] : vector<1xi8>
    %1050 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1012, %487 : (!llvm.ptr<1>, i1) -> i8
    %1051 = llvm.bitcast %1050 : i8 to vector<1xi8>
    %1052 = llvm.extractelement %1051[%7 : i32] : vector<1xi8>
    %1053 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1013, %487 : (!llvm.ptr<1>, i1) -> i8
    %1054 = llvm.bitcast %1053 : i8 to vector<1xi8>
    %1055 = llvm.extractelement %1054[%7 : i32] : vector<1xi8>
    %1056 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1014, %487 : (!llvm.ptr<1>, i1) -> i8
    %1057 = llvm.bitcast %1056 : i8 to vector<1xi8>
    %1058 = llvm.extractelement %1057[%7 : i32] : vector<1xi8>
    %1059 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1015, %487 : (!llvm.ptr<1>, i1) -> i8
    %1060 = llvm.bitcast %1059 : i8 to vector<1xi8>
    %1061 = llvm.extractelement %1060[%7 : i32] : vector<1xi8>
    %1062 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1016, %487 : (!llvm.ptr<1>, i1) -> i8
    %1063 = llvm.bitcast %1062 : i8 to vector<1xi8>
    %1064 = llvm.extractelement %1063[%7 : i32] : vector<1xi8>
    %1065 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1017, %487 : (!llvm.ptr<1>, i1) -> i8
    %1066 = llvm.bitcast %1065 : i8 to vector<1xi8>
    %1067 = llvm.extractelement %1066[%7 : i32] : vector<1xi8>
    %1068 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1018, %487 : (!llvm.ptr<1>, i1) -> i8
    %1069 = llvm.bitcast %1068 : i8 to vector<1xi8>
    %1070 = llvm.extractelement %1069[%7 : i32] : vector<1xi8>
    %1071 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1019, %487 : (!llvm.ptr<1>, i1) -> i8
    %1072 = llvm.bitcast %1071 : i8 to vector<1xi8>
    %1073 = llvm.extractelement %1072[%7 : i32] : vector<1xi8>
    %1074 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1020, %487 : (!llvm.ptr<1>, i1) -> i8
    %1075 = llvm.bitcast %1074 : i8 to vector<1xi8>
    %1076 = llvm.extractelement %1075[%7 : i32] : vector<1xi8>
    %1077 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1021, %487 : (!llvm.ptr<1>, i1) -> i8
    %1078 = llvm.bitcast %1077 : i8 to vector<1xi8>
    %1079 = llvm.extractelement %1078[%7 : i32] : vector<1xi8>
    %1080 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1022, %487 : (!llvm.ptr<1>, i1) -> i8
    %1081 = llvm.bitcast %1080 : i8 to vector<1xi8>
    %1082 = llvm.extractelement %1081[%7 : i32] : vector<1xi8>
    %1083 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1023, %487 : (!llvm.ptr<1>, i1) -> i8
    %1084 = llvm.bitcast %1083 : i8 to vector<1xi8>
    %1085 = llvm.extractelement %1084[%7 : i32] : vector<1xi8>
    %1086 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1024, %487 : (!llvm.ptr<1>, i1) -> i8
    %1087 = llvm.bitcast %1086 : i8 to vector<1xi8>
    %1088 = llvm.extractelement %1087[%7 : i32] : vector<1xi8>
    %1089 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1025, %487 : (!llvm.ptr<1>, i1) -> i8
    %1090 = llvm.bitcast %1089 : i8 to vector<1xi8>
    %1091 = llvm.extractelement %1090[%7 : i32] : vector<1xi8>
    %1092 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1026, %487 : (!llvm.ptr<1>, i1) -> i8
    %1093 = llvm.bitcast %1092 : i8 to vector<1xi8>
    %1094 = llvm.extractelement %1093[%7 : i32] : vector<1xi8>
    %1095 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1027, %487 : (!llvm.ptr<1>, i1) -> i8
    %1096 = llvm.bitcast %1095 : i8 to vector<1xi8>
    %1097 = llvm.extractelement %1096[%7 : i32] : vector<1xi8>
    %1098 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1028, %487 : (!llvm.ptr<1>, i1) -> i8
    %1099 = llvm.bitcast %1098 : i8 to vector<1xi8>
    %1100 = llvm.extractelement %1099[%7 : i32] : vector<1xi8>
    %1101 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1029, %487 : (!llvm.ptr<1>, i1) -> i8
    %1102 = llvm.bitcast %1101 : i8 to vector<1xi8>
    %1103 = llvm.extractelement %1102[%7 : i32] : vector<1xi8>
    %1104 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1030, %487 : (!llvm.ptr<1>, i1) -> i8
    %1105 = llvm.bitcast %1104 : i8 to vector<1xi8>
    %1106 = llvm.extractelement %1105[%7 : i32] : vector<1xi8>
    %1107 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1031, %487 : (!llvm.ptr<1>, i1) -> i8
    %1108 = llvm.bitcast %1107 : i8 to vector<1xi8>
    %1109 = llvm.extractelement %1108[%7 : i32] : vector<1xi8>
    %1110 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1032, %487 : (!llvm.ptr<1>, i1) -> i8
    %1111 = llvm.bitcast %1110 : i8 to vector<1xi8>
    %1112 = llvm.extractelement %1111[%7 : i32] : vector<1xi8>
    %1113 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1033, %487 : (!llvm.ptr<1>, i1) -> i8
    %1114 = llvm.bitcast %1113 : i8 to vector<1xi8>
    %1115 = llvm.extractelement %1114[%7 : i32] : vector<1xi8>
    %1116 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1034, %487 : (!llvm.ptr<1>, i1) -> i8
    %1117 = llvm.bitcast %1116 : i8 to vector<1xi8>
    %1118 = llvm.extractelement %1117[%7 : i32] : vector<1xi8>
    %1119 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1035, %487 : (!llvm.ptr<1>, i1) -> i8
    %1120 = llvm.bitcast %1119 : i8 to vector<1xi8>
    %1121 = llvm.extractelement %1120[%7 : i32] : vector<1xi8>
    %1122 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1036, %487 : (!llvm.ptr<1>, i1) -> i8
    %1123 = llvm.bitcast %1122 : i8 to vector<1xi8>
    %1124 = llvm.extractelement %1123[%7 : i32] : vector<1xi8>
    %1125 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1037, %487 : (!llvm.ptr<1>, i1) -> i8
    %1126 = llvm.bitcast %1125 : i8 to vector<1xi8>
    %1127 = llvm.extractelement %1126[%7 : i32] : vector<1xi8>
    %1128 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1038, %487 : (!llvm.ptr<1>, i1) -> i8
    %1129 = llvm.bitcast %1128 : i8 to vector<1xi8>
    %1130 = llvm.extractelement %1129[%7 : i32] : vector<1xi8>
    %1131 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1039, %487 : (!llvm.ptr<1>, i1) -> i8
    %1132 = llvm.bitcast %1131 : i8 to vector<1xi8>
    %1133 = llvm.extractelement %1132[%7 : i32] : vector<1xi8>
    %1134 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %1040, %487 : (!llvm.ptr<1>, i1) -> i8
    %1135 = llvm.bitcast %1134 : i8 to vector<1xi8>
    %1136 = llvm.extractelement %1135[%7 : i32] : vector<1xi8>
    %1137 = llvm.getelementptr %114[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %1138 = llvm.getelementptr inbounds %1137[%750] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1139 = llvm.insertelement %1043, %74[%4 : i32] : vector<1xi8>
    llvm.store %1139, %1138 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1140 = llvm.getelementptr inbounds %1137[%753] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1141 = llvm.insertelement %1055, %74[%4 : i32] : vector<1xi8>
    llvm.store %1141, %1140 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1142 = llvm.getelementptr inbounds %1137[%756] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1143 = llvm.insertelement %1067, %74[%4 : i32] : vector<1xi8>
    llvm.store %1143, %1142 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1144 = llvm.getelementptr inbounds %1137[%759] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1145 = llvm.insertelement %1079, %74[%4 : i32] : vector<1xi8>
    llvm.store %1145, %1144 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1146 = llvm.getelementptr inbounds %1137[%762] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1147 = llvm.insertelement %1091, %74[%4 : i32] : vector<1xi8>
    llvm.store %1147, %1146 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1148 = llvm.getelementptr inbounds %1137[%765] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1149 = llvm.insertelement %1103, %74[%4 : i32] : vector<1xi8>
    llvm.store %1149, %1148 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1150 = llvm.getelementptr inbounds %1137[%768] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1151 = llvm.insertelement %1115, %74[%4 : i32] : vector<1xi8>
    llvm.store %1151, %1150 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1152 = llvm.getelementptr inbounds %1137[%771] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1153 = llvm.insertelement %1127, %74[%4 : i32] : vector<1xi8>
    llvm.store %1153, %1152 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1154 = llvm.getelementptr inbounds %1137[%799] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1155 = llvm.insertelement %1046, %74[%4 : i32] : vector<1xi8>
    llvm.store %1155, %1154 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1156 = llvm.getelementptr inbounds %1137[%802] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1157 = llvm.insertelement %1058, %74[%4 : i32] : vector<1xi8>
    llvm.store %1157, %1156 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1158 = llvm.getelementptr inbounds %1137[%805] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1159 = llvm.insertelement %1070, %74[%4 : i32] : vector<1xi8>
    llvm.store %1159, %1158 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1160 = llvm.getelementptr inbounds %1137[%808] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1161 = llvm.insertelement %1082, %74[%4 : i32] : vector<1xi8>
    llvm.store %1161, %1160 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1162 = llvm.getelementptr inbounds %1137[%811] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1163 = llvm.insertelement %1094, %74[%4 : i32] : vector<1xi8>
    llvm.store %1163, %1162 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1164 = llvm.getelementptr inbounds %1137[%814] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1165 = llvm.insertelement %1106, %74[%4 : i32] : vector<1xi8>
    llvm.store %1165, %1164 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1166 = llvm.getelementptr inbounds %1137[%817] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1167 = llvm.insertelement %1118, %74[%4 : i32] : vector<1xi8>
    llvm.store %1167, %1166 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1168 = llvm.getelementptr inbounds %1137[%820] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1169 = llvm.insertelement %1130, %74[%4 : i32] : vector<1xi8>
    llvm.store %1169, %1168 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1170 = llvm.getelementptr inbounds %1137[%848] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1171 = llvm.insertelement %1049, %74[%4 : i32] : vector<1xi8>
    llvm.store %1171, %1170 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1172 = llvm.getelementptr inbounds %1137[%851] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1173 = llvm.insertelement %1061, %74[%4 : i32] : vector<1xi8>
    llvm.store %1173, %1172 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1174 = llvm.getelementptr inbounds %1137[%854] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1175 = llvm.insertelement %1073, %74[%4 : i32] : vector<1xi8>
    llvm.store %1175, %1174 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1176 = llvm.getelementptr inbounds %1137[%857] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1177 = llvm.insertelement %1085, %74[%4 : i32] : vector<1xi8>
    llvm.store %1177, %1176 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1178 = llvm.getelementptr inbounds %1137[%860] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1179 = llvm.insertelement %1097, %74[%4 : i32] : vector<1xi8>
    llvm.store %1179, %1178 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1180 = llvm.getelementptr inbounds %1137[%863] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1181 = llvm.insertelement %1109, %74[%4 : i32] : vector<1xi8>
    llvm.store %1181, %1180 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1182 = llvm.getelementptr inbounds %1137[%866] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1183 = llvm.insertelement %1121, %74[%4 : i32] : vector<1xi8>
    llvm.store %1183, %1182 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1184 = llvm.getelementptr inbounds %1137[%869] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1185 = llvm.insertelement %1133, %74[%4 : i32] : vector<1xi8>
    llvm.store %1185, %1184 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1186 = llvm.getelementptr inbounds %1137[%897] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1187 = llvm.insertelement %1052, %74[%4 : i32] : vector<1xi8>
    llvm.store %1187, %1186 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1188 = llvm.getelementptr inbounds %1137[%900] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1189 = llvm.insertelement %1064, %74[%4 : i32] : vector<1xi8>
    llvm.store %1189, %1188 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1190 = llvm.getelementptr inbounds %1137[%903] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1191 = llvm.insertelement %1076, %74[%4 : i32] : vector<1xi8>
    llvm.store %1191, %1190 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1192 = llvm.getelementptr inbounds %1137[%906] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1193 = llvm.insertelement %1088, %74[%4 : i32] : vector<1xi8>
    llvm.store %1193, %1192 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1194 = llvm.getelementptr inbounds %1137[%909] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1195 = llvm.insertelement %1100, %74[%4 : i32] : vector<1xi8>
    llvm.store %1195, %1194 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1196 = llvm.getelementptr inbounds %1137[%912] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1197 = llvm.insertelement %1112, %74[%4 : i32] : vector<1xi8>
    llvm.store %1197, %1196 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1198 = llvm.getelementptr inbounds %1137[%915] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1199 = llvm.insertelement %1124, %74[%4 : i32] : vector<1xi8>
    llvm.store %1199, %1198 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1200 = llvm.getelementptr inbounds %1137[%918] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1201 = llvm.insertelement %1136, %74[%4 : i32] : vector<1xi8>
    llvm.store %1201, %1200 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    %1202 = llvm.icmp "eq" %468, %4 : i32
    %1203 = llvm.and %487, %1202 : i1
    nvvm.barrier
    llvm.cond_br %1203, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %1204 = nvvm.elect.sync -> i1
    %1205 = llvm.ptrtoint %114 : !llvm.ptr<3> to i32
    %1206 = llvm.lshr %1205, %11 : i32
    %1207 = llvm.and %1206, %93 : i32
    %1208 = llvm.ptrtoint %1137 : !llvm.ptr<3> to i32
    %1209 = llvm.lshr %1208, %11 : i32
    %1210 = llvm.and %1209, %93 : i32
    %1211 = llvm.add %1207, %4 : i32
    %1212 = llvm.insertelement %1211, %95[%4 : i32] : vector<2xi32>
    %1213 = llvm.insertelement %94, %1212[%5 : i32] : vector<2xi32>
    %1214 = llvm.bitcast %1213 : vector<2xi32> to i64
    %1215 = llvm.add %1210, %4 : i32
    %1216 = llvm.insertelement %1215, %95[%4 : i32] : vector<2xi32>
    %1217 = llvm.insertelement %94, %1216[%5 : i32] : vector<2xi32>
    %1218 = llvm.bitcast %1217 : vector<2xi32> to i64
    %1219 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::i8 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %467, %1214, %1218, %96, %0, %1204 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %1220 = llvm.add %1207, %6 : i32
    %1221 = llvm.insertelement %1220, %95[%4 : i32] : vector<2xi32>
    %1222 = llvm.insertelement %94, %1221[%5 : i32] : vector<2xi32>
    %1223 = llvm.bitcast %1222 : vector<2xi32> to i64
    %1224 = llvm.add %1210, %2 : i32
    %1225 = llvm.insertelement %1224, %95[%4 : i32] : vector<2xi32>
    %1226 = llvm.insertelement %94, %1225[%5 : i32] : vector<2xi32>
    %1227 = llvm.bitcast %1226 : vector<2xi32> to i64
    %1228 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::i8 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %467, %1223, %1227, %96, %1, %1204 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %1229 = llvm.and %1, %1204 : i1
    %1230 = llvm.ptrtoint %475 : !llvm.ptr<3> to i32
    %1231 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r" %1229, %1230 : (i1, i32) -> !llvm.void
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %1232 = llvm.sub %arg5, %3 : i32
    llvm.br ^bb3(%4, %4, %5, %477, %4 : i32, i32, i32, !llvm.struct<(ptr<3>, i32)>, i32)
  ^bb3(%1233: i32, %1234: i32, %1235: i32, %1236: !llvm.struct<(ptr<3>, i32)>, %1237: i32):  // 2 preds: ^bb2, ^bb6
    %1238 = llvm.icmp "slt" %1233, %1232 : i32
    llvm.cond_br %1238, ^bb4, ^bb7
  ^bb4:  // pred: ^bb3
    %1239 = llvm.add %1233, %3 : i32
    %1240 = llvm.add %1239, %199 : i32
    %1241 = llvm.add %1239, %200 : i32
    %1242 = llvm.add %1239, %201 : i32
    %1243 = llvm.add %1239, %202 : i32
    %1244 = llvm.add %1239, %203 : i32
    %1245 = llvm.add %1239, %204 : i32
    %1246 = llvm.add %1239, %205 : i32
    %1247 = llvm.add %1239, %206 : i32
    %1248 = llvm.add %1239, %207 : i32
    %1249 = llvm.add %1239, %208 : i32
    %1250 = llvm.add %1239, %209 : i32
    %1251 = llvm.add %1239, %210 : i32
    %1252 = llvm.add %1239, %211 : i32
    %1253 = llvm.add %1239, %212 : i32
    %1254 = llvm.add %1239, %213 : i32
    %1255 = llvm.add %1239, %214 : i32
    %1256 = llvm.add %1239, %215 : i32
    %1257 = llvm.add %1239, %216 : i32
    %1258 = llvm.add %1239, %217 : i32
    %1259 = llvm.add %1239, %218 : i32
    %1260 = llvm.add %1239, %219 : i32
    %1261 = llvm.add %1239, %220 : i32
    %1262 = llvm.add %1239, %221 : i32
    %1263 = llvm.add %1239, %222 : i32
    %1264 = llvm.add %1239, %223 : i32
    %1265 = llvm.add %1239, %224 : i32
    %1266 = llvm.add %1239, %225 : i32
    %1267 = llvm.add %1239, %226 : i32
    %1268 = llvm.add %1239, %227 : i32
    %1269 = llvm.add %1239, %228 : i32
    %1270 = llvm.add %1239, %229 : i32
    %1271 = llvm.add %1239, %230 : i32
    %1272 = llvm.add %1239, %334 : i32
    %1273 = llvm.getelementptr %400[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1274 = llvm.getelementptr %401[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1275 = llvm.getelementptr %402[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1276 = llvm.getelementptr %403[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1277 = llvm.getelementptr %404[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1278 = llvm.getelementptr %405[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1279 = llvm.getelementptr %406[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1280 = llvm.getelementptr %407[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1281 = llvm.getelementptr %408[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1282 = llvm.getelementptr %409[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1283 = llvm.getelementptr %410[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1284 = llvm.getelementptr %411[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1285 = llvm.getelementptr %412[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1286 = llvm.getelementptr %413[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1287 = llvm.getelementptr %414[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1288 = llvm.getelementptr %415[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1289 = llvm.getelementptr %416[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1290 = llvm.getelementptr %417[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1291 = llvm.getelementptr %418[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1292 = llvm.getelementptr %419[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1293 = llvm.getelementptr %420[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1294 = llvm.getelementptr %421[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1295 = llvm.getelementptr %422[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1296 = llvm.getelementptr %423[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1297 = llvm.getelementptr %424[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1298 = llvm.getelementptr %425[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1299 = llvm.getelementptr %426[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1300 = llvm.getelementptr %427[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1301 = llvm.getelementptr %428[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1302 = llvm.getelementptr %429[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1303 = llvm.getelementptr %430[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1304 = llvm.getelementptr %431[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1305 = llvm.getelementptr %432[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1306 = llvm.getelementptr %433[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1307 = llvm.getelementptr %434[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1308 = llvm.getelementptr %435[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1309 = llvm.getelementptr %436[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1310 = llvm.getelementptr %437[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1311 = llvm.getelementptr %438[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1312 = llvm.getelementptr %439[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1313 = llvm.getelementptr %440[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1314 = llvm.getelementptr %441[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1315 = llvm.getelementptr %442[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1316 = llvm.getelementptr %443[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1317 = llvm.getelementptr %444[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1318 = llvm.getelementptr %445[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1319 = llvm.getelementptr %446[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1320 = llvm.getelementptr %447[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1321 = llvm.getelementptr %448[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1322 = llvm.getelementptr %449[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1323 = llvm.getelementptr %450[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1324 = llvm.getelementptr %451[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1325 = llvm.getelementptr %452[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1326 = llvm.getelementptr %453[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1327 = llvm.getelementptr %454[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1328 = llvm.getelementptr %455[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1329 = llvm.getelementptr %456[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1330 = llvm.getelementptr %457[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1331 = llvm.getelementptr %458[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1332 = llvm.getelementptr %459[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1333 = llvm.getelementptr %460[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1334 = llvm.getelementptr %461[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1335 = llvm.getelementptr %462[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1336 = llvm.getelementptr %463[%1272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    nvvm.barrier
    %1337 = llvm.extractvalue %1236[0] : !llvm.struct<(ptr<3>, i32)> 
    %1338 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %1337, %1237 : (!llvm.ptr<3>, i32) -> !llvm.void
    %1339 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1273 : (!llvm.ptr<1>) -> i8
    %1340 = llvm.bitcast %1339 : i8 to vector<1xi8>
    %1341 = llvm.extractelement %1340[%7 : i32] : vector<1xi8>
    %1342 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1274 : (!llvm.ptr<1>) -> i8
    %1343 = llvm.bitcast %1342 : i8 to vector<1xi8>
    %1344 = llvm.extractelement %1343[%7 : i32] : vector<1xi8>
    %1345 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1275 : (!llvm.ptr<1>) -> i8
    %1346 = llvm.bitcast %1345 : i8 to vector<1xi8>
    %1347 = llvm.extractelement %1346[%7 : i32] : vector<1xi8>
    %1348 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1276 : (!llvm.ptr<1>) -> i8
    %1349 = llvm.bitcast %1348 : i8 to vector<1xi8>
    %1350 = llvm.extractelement %1349[%7 : i32] : vector<1xi8>
    %1351 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1277 : (!llvm.ptr<1>) -> i8
    %1352 = llvm.bitcast %1351 : i8 to vector<1xi8>
    %1353 = llvm.extractelement %1352[%7 : i32] : vector<1xi8>
    %1354 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1278 : (!llvm.ptr<1>) -> i8
    %1355 = llvm.bitcast %1354 : i8 to vector<1xi8>
    %1356 = llvm.extractelement %1355[%7 : i32] : vector<1xi8>
    %1357 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1279 : (!llvm.ptr<1>) -> i8
    %1358 = llvm.bitcast %1357 : i8 to vector<1xi8>
    %1359 = llvm.extractelement %1358[%7 : i32] : vector<1xi8>
    %1360 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1280 : (!llvm.ptr<1>) -> i8
    %1361 = llvm.bitcast %1360 : i8 to vector<1xi8>
    %1362 = llvm.extractelement %1361[%7 : i32] : vector<1xi8>
    %1363 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1281 : (!llvm.ptr<1>) -> i8
    %1364 = llvm.bitcast %1363 : i8 to vector<1xi8>
    %1365 = llvm.extractelement %1364[%7 : i32] : vector<1xi8>
    %1366 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1282 : (!llvm.ptr<1>) -> i8
    %1367 = llvm.bitcast %1366 : i8 to vector<1xi8>
    %1368 = llvm.extractelement %1367[%7 : i32] : vector<1xi8>
    %1369 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1283 : (!llvm.ptr<1>) -> i8
    %1370 = llvm.bitcast %1369 : i8 to vector<1xi8>
    %1371 = llvm.extractelement %1370[%7 : i32] : vector<1xi8>
    %1372 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1284 : (!llvm.ptr<1>) -> i8
    %1373 = llvm.bitcast %1372 : i8 to vector<1xi8>
    %1374 = llvm.extractelement %1373[%7 : i32] : vector<1xi8>
    %1375 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1285 : (!llvm.ptr<1>) -> i8
    %1376 = llvm.bitcast %1375 : i8 to vector<1xi8>
    %1377 = llvm.extractelement %1376[%7 : i32] : vector<1xi8>
    %1378 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1286 : (!llvm.ptr<1>) -> i8
    %1379 = llvm.bitcast %1378 : i8 to vector<1xi8>
    %1380 = llvm.extractelement %1379[%7 : i32] : vector<1xi8>
    %1381 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1287 : (!llvm.ptr<1>) -> i8
    %1382 = llvm.bitcast %1381 : i8 to vector<1xi8>
    %1383 = llvm.extractelement %1382[%7 : i32] : vector<1xi8>
    %1384 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1288 : (!llvm.ptr<1>) -> i8
    %1385 = llvm.bitcast %1384 : i8 to vector<1xi8>
    %1386 = llvm.extractelement %1385[%7 : i32] : vector<1xi8>
    %1387 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1289 : (!llvm.ptr<1>) -> i8
    %1388 = llvm.bitcast %1387 : i8 to vector<1xi8>
    %1389 = llvm.extractelement %1388[%7 : i32] : vector<1xi8>
    %1390 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1290 : (!llvm.ptr<1>) -> i8
    %1391 = llvm.bitcast %1390 : i8 to vector<1xi8>
    %1392 = llvm.extractelement %1391[%7 : i32] : vector<1xi8>
    %1393 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1291 : (!llvm.ptr<1>) -> i8
    %1394 = llvm.bitcast %1393 : i8 to vector<1xi8>
    %1395 = llvm.extractelement %1394[%7 : i32] : vector<1xi8>
    %1396 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1292 : (!llvm.ptr<1>) -> i8
    %1397 = llvm.bitcast %1396 : i8 to vector<1xi8>
    %1398 = llvm.extractelement %1397[%7 : i32] : vector<1xi8>
    %1399 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1293 : (!llvm.ptr<1>) -> i8
    %1400 = llvm.bitcast %1399 : i8 to vector<1xi8>
    %1401 = llvm.extractelement %1400[%7 : i32] : vector<1xi8>
    %1402 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1294 : (!llvm.ptr<1>) -> i8
    %1403 = llvm.bitcast %1402 : i8 to vector<1xi8>
    %1404 = llvm.extractelement %1403[%7 : i32] : vector<1xi8>
    %1405 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1295 : (!llvm.ptr<1>) -> i8
    %1406 = llvm.bitcast %1405 : i8 to vector<1xi8>
    %1407 = llvm.extractelement %1406[%7 : i32] : vector<1xi8>
    %1408 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1296 : (!llvm.ptr<1>) -> i8
    %1409 = llvm.bitcast %1408 : i8 to vector<1xi8>
    %1410 = llvm.extractelement %1409[%7 : i32] : vector<1xi8>
    %1411 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1297 : (!llvm.ptr<1>) -> i8
    %1412 = llvm.bitcast %1411 : i8 to vector<1xi8>
    %1413 = llvm.extractelement %1412[%7 : i32] : vector<1xi8>
    %1414 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1298 : (!llvm.ptr<1>) -> i8
    %1415 = llvm.bitcast %1414 : i8 to vector<1xi8>
    %1416 = llvm.extractelement %1415[%7 : i32] : vector<1xi8>
    %1417 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1299 : (!llvm.ptr<1>) -> i8
    %1418 = llvm.bitcast %1417 : i8 to vector<1xi8>
    %1419 = llvm.extractelement %1418[%7 : i32] : vector<1xi8>
    %1420 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1300 : (!llvm.ptr<1>) -> i8
    %1421 = llvm.bitcast %1420 : i8 to vector<1xi8>
    %1422 = llvm.extractelement %1421[%7 : i32] : vector<1xi8>
    %1423 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1301 : (!llvm.ptr<1>) -> i8
    %1424 = llvm.bitcast %1423 : i8 to vector<1xi8>
    %1425 = llvm.extractelement %1424[%7 : i32] : vector<1xi8>
    %1426 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1302 : (!llvm.ptr<1>) -> i8
    %1427 = llvm.bitcast %1426 : i8 to vector<1xi8>
    %1428 = llvm.extractelement %1427[%7 : i32] : vector<1xi8>
    %1429 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1303 : (!llvm.ptr<1>) -> i8
    %1430 = llvm.bitcast %1429 : i8 to vector<1xi8>
    %1431 = llvm.extractelement %1430[%7 : i32] : vector<1xi8>
    %1432 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1304 : (!llvm.ptr<1>) -> i8
    %1433 = llvm.bitcast %1432 : i8 to vector<1xi8>
    %1434 = llvm.extractelement %1433[%7 : i32] : vector<1xi8>
    %1435 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1305 : (!llvm.ptr<1>) -> i8
    %1436 = llvm.bitcast %1435 : i8 to vector<1xi8>
    %1437 = llvm.extractelement %1436[%7 : i32] : vector<1xi8>
    %1438 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1306 : (!llvm.ptr<1>) -> i8
    %1439 = llvm.bitcast %1438 : i8 to vector<1xi8>
    %1440 = llvm.extractelement %1439[%7 : i32] : vector<1xi8>
    %1441 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1307 : (!llvm.ptr<1>) -> i8
    %1442 = llvm.bitcast %1441 : i8 to vector<1xi8>
    %1443 = llvm.extractelement %1442[%7 : i32] : vector<1xi8>
    %1444 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1308 : (!llvm.ptr<1>) -> i8
    %1445 = llvm.bitcast %1444 : i8 to vector<1xi8>
    %1446 = llvm.extractelement %1445[%7 : i32] : vector<1xi8>
    %1447 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1309 : (!llvm.ptr<1>) -> i8
    %1448 = llvm.bitcast %1447 : i8 to vector<1xi8>
    %1449 = llvm.extractelement %1448[%7 : i32] : vector<1xi8>
    %1450 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1310 : (!llvm.ptr<1>) -> i8
    %1451 = llvm.bitcast %1450 : i8 to vector<1xi8>
    %1452 = llvm.extractelement %1451[%7 : i32] : vector<1xi8>
    %1453 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1311 : (!llvm.ptr<1>) -> i8
    %1454 = llvm.bitcast %1453 : i8 to vector<1xi8>
    %1455 = llvm.extractelement %1454[%7 : i32] : vector<1xi8>
    %1456 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1312 : (!llvm.ptr<1>) -> i8
    %1457 = llvm.bitcast %1456 : i8 to vector<1xi8>
    %1458 = llvm.extractelement %1457[%7 : i32] : vector<1xi8>
    %1459 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1313 : (!llvm.ptr<1>) -> i8
    %1460 = llvm.bitcast %1459 : i8 to vector<1xi8>
    %1461 = llvm.extractelement %1460[%7 : i32] : vector<1xi8>
    %1462 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1314 : (!llvm.ptr<1>) -> i8
    %1463 = llvm.bitcast %1462 : i8 to vector<1xi8>
    %1464 = llvm.extractelement %1463[%7 : i32] : vector<1xi8>
    %1465 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1315 : (!llvm.ptr<1>) -> i8
    %1466 = llvm.bitcast %1465 : i8 to vector<1xi8>
    %1467 = llvm.extractelement %1466[%7 : i32] : vector<1xi8>
    %1468 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1316 : (!llvm.ptr<1>) -> i8
    %1469 = llvm.bitcast %1468 : i8 to vector<1xi8>
    %1470 = llvm.extractelement %1469[%7 : i32] : vector<1xi8>
    %1471 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1317 : (!llvm.ptr<1>) -> i8
    %1472 = llvm.bitcast %1471 : i8 to vector<1xi8>
    %1473 = llvm.extractelement %1472[%7 : i32] : vector<1xi8>
    %1474 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1318 : (!llvm.ptr<1>) -> i8
    %1475 = llvm.bitcast %1474 : i8 to vector<1xi8>
    %1476 = llvm.extractelement %1475[%7 : i32] : vector<1xi8>
    %1477 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1319 : (!llvm.ptr<1>) -> i8
    %1478 = llvm.bitcast %1477 : i8 to vector<1xi8>
    %1479 = llvm.extractelement %1478[%7 : i32] : vector<1xi8>
    %1480 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1320 : (!llvm.ptr<1>) -> i8
    %1481 = llvm.bitcast %1480 : i8 to vector<1xi8>
    %1482 = llvm.extractelement %1481[%7 : i32] : vector<1xi8>
    %1483 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1321 : (!llvm.ptr<1>) -> i8
    %1484 = llvm.bitcast %1483 : i8 to vector<1xi8>
    %1485 = llvm.extractelement %1484[%7 : i32] : vector<1xi8>
    %1486 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1322 : (!llvm.ptr<1>) -> i8
    %1487 = llvm.bitcast %1486 : i8 to vector<1xi8>
    %1488 = llvm.extractelement %1487[%7 : i32] : vector<1xi8>
    %1489 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1323 : (!llvm.ptr<1>) -> i8
    %1490 = llvm.bitcast %1489 : i8 to vector<1xi8>
    %1491 = llvm.extractelement %1490[%7 : i32] : vector<1xi8>
    %1492 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1324 : (!llvm.ptr<1>) -> i8
    %1493 = llvm.bitcast %1492 : i8 to vector<1xi8>
    %1494 = llvm.extractelement %1493[%7 : i32] : vector<1xi8>
    %1495 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1325 : (!llvm.ptr<1>) -> i8
    %1496 = llvm.bitcast %1495 : i8 to vector<1xi8>
    %1497 = llvm.extractelement %1496[%7 : i32] : vector<1xi8>
    %1498 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1326 : (!llvm.ptr<1>) -> i8
    %1499 = llvm.bitcast %1498 : i8 to vector<1xi8>
    %1500 = llvm.extractelement %1499[%7 : i32] : vector<1xi8>
    %1501 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1327 : (!llvm.ptr<1>) -> i8
    %1502 = llvm.bitcast %1501 : i8 to vector<1xi8>
    %1503 = llvm.extractelement %1502[%7 : i32] : vector<1xi8>
    %1504 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1328 : (!llvm.ptr<1>) -> i8
    %1505 = llvm.bitcast %1504 : i8 to vector<1xi8>
    %1506 = llvm.extractelement %1505[%7 : i32] : vector<1xi8>
    %1507 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1329 : (!llvm.ptr<1>) -> i8
    %1508 = llvm.bitcast %1507 : i8 to vector<1xi8>
    %1509 = llvm.extractelement %1508[%7 : i32] : vector<1xi8>
    %1510 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1330 : (!llvm.ptr<1>) -> i8
    %1511 = llvm.bitcast %1510 : i8 to vector<1xi8>
    %1512 = llvm.extractelement %1511[%7 : i32] : vector<1xi8>
    %1513 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1331 : (!llvm.ptr<1>) -> i8
    %1514 = llvm.bitcast %1513 : i8 to vector<1xi8>
    %1515 = llvm.extractelement %1514[%7 : i32] : vector<1xi8>
    %1516 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1332 : (!llvm.ptr<1>) -> i8
    %1517 = llvm.bitcast %1516 : i8 to vector<1xi8>
    %1518 = llvm.extractelement %1517[%7 : i32] : vector<1xi8>
    %1519 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1333 : (!llvm.ptr<1>) -> i8
    %1520 = llvm.bitcast %1519 : i8 to vector<1xi8>
    %1521 = llvm.extractelement %1520[%7 : i32] : vector<1xi8>
    %1522 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1334 : (!llvm.ptr<1>) -> i8
    %1523 = llvm.bitcast %1522 : i8 to vector<1xi8>
    %1524 = llvm.extractelement %1523[%7 : i32] : vector<1xi8>
    %1525 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1335 : (!llvm.ptr<1>) -> i8
    %1526 = llvm.bitcast %1525 : i8 to vector<1xi8>
    %1527 = llvm.extractelement %1526[%7 : i32] : vector<1xi8>
    %1528 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1336 : (!llvm.ptr<1>) -> i8
    %1529 = llvm.bitcast %1528 : i8 to vector<1xi8>
    %1530 = llvm.extractelement %1529[%7 : i32] : vector<1xi8>
    %1531 = llvm.getelementptr %114[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %1532 = llvm.getelementptr inbounds %1531[%750] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1533 = llvm.insertelement %1341, %74[%4 : i32] : vector<1xi8>
    llvm.store %1533, %1532 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1534 = llvm.getelementptr inbounds %1531[%753] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1535 = llvm.insertelement %1353, %74[%4 : i32] : vector<1xi8>
    llvm.store %1535, %1534 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1536 = llvm.getelementptr inbounds %1531[%756] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1537 = llvm.insertelement %1365, %74[%4 : i32] : vector<1xi8>
    llvm.store %1537, %1536 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1538 = llvm.getelementptr inbounds %1531[%759] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1539 = llvm.insertelement %1377, %74[%4 : i32] : vector<1xi8>
    llvm.store %1539, %1538 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1540 = llvm.getelementptr inbounds %1531[%762] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1541 = llvm.insertelement %1389, %74[%4 : i32] : vector<1xi8>
    llvm.store %1541, %1540 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1542 = llvm.getelementptr inbounds %1531[%765] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1543 = llvm.insertelement %1401, %74[%4 : i32] : vector<1xi8>
    llvm.store %1543, %1542 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1544 = llvm.getelementptr inbounds %1531[%768] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1545 = llvm.insertelement %1413, %74[%4 : i32] : vector<1xi8>
    llvm.store %1545, %1544 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1546 = llvm.getelementptr inbounds %1531[%771] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1547 = llvm.insertelement %1425, %74[%4 : i32] : vector<1xi8>
    llvm.store %1547, %1546 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1548 = llvm.getelementptr inbounds %1531[%774] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1549 = llvm.insertelement %1437, %74[%4 : i32] : vector<1xi8>
    llvm.store %1549, %1548 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1550 = llvm.getelementptr inbounds %1531[%777] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1551 = llvm.insertelement %1449, %74[%4 : i32] : vector<1xi8>
    llvm.store %1551, %1550 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1552 = llvm.getelementptr inbounds %1531[%780] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1553 = llvm.insertelement %1461, %74[%4 : i32] : vector<1xi8>
    llvm.store %1553, %1552 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1554 = llvm.getelementptr inbounds %1531[%783] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1555 = llvm.insertelement %1473, %74[%4 : i32] : vector<1xi8>
    llvm.store %1555, %1554 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1556 = llvm.getelementptr inbounds %1531[%786] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1557 = llvm.insertelement %1485, %74[%4 : i32] : vector<1xi8>
    llvm.store %1557, %1556 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1558 = llvm.getelementptr inbounds %1531[%789] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1559 = llvm.insertelement %1497, %74[%4 : i32] : vector<1xi8>
    llvm.store %1559, %1558 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1560 = llvm.getelementptr inbounds %1531[%792] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1561 = llvm.insertelement %1509, %74[%4 : i32] : vector<1xi8>
    llvm.store %1561, %1560 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1562 = llvm.getelementptr inbounds %1531[%795] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1563 = llvm.insertelement %1521, %74[%4 : i32] : vector<1xi8>
    llvm.store %1563, %1562 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1564 = llvm.getelementptr inbounds %1531[%799] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1565 = llvm.insertelement %1344, %74[%4 : i32] : vector<1xi8>
    llvm.store %1565, %1564 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1566 = llvm.getelementptr inbounds %1531[%802] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1567 = llvm.insertelement %1356, %74[%4 : i32] : vector<1xi8>
    llvm.store %1567, %1566 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1568 = llvm.getelementptr inbounds %1531[%805] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1569 = llvm.insertelement %1368, %74[%4 : i32] : vector<1xi8>
    llvm.store %1569, %1568 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1570 = llvm.getelementptr inbounds %1531[%808] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1571 = llvm.insertelement %1380, %74[%4 : i32] : vector<1xi8>
    llvm.store %1571, %1570 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1572 = llvm.getelementptr inbounds %1531[%811] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1573 = llvm.insertelement %1392, %74[%4 : i32] : vector<1xi8>
    llvm.store %1573, %1572 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1574 = llvm.getelementptr inbounds %1531[%814] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1575 = llvm.insertelement %1404, %74[%4 : i32] : vector<1xi8>
    llvm.store %1575, %1574 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1576 = llvm.getelementptr inbounds %1531[%817] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1577 = llvm.insertelement %1416, %74[%4 : i32] : vector<1xi8>
    llvm.store %1577, %1576 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1578 = llvm.getelementptr inbounds %1531[%820] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1579 = llvm.insertelement %1428, %74[%4 : i32] : vector<1xi8>
    llvm.store %1579, %1578 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1580 = llvm.getelementptr inbounds %1531[%823] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1581 = llvm.insertelement %1440, %74[%4 : i32] : vector<1xi8>
    llvm.store %1581, %1580 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1582 = llvm.getelementptr inbounds %1531[%826] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1583 = llvm.insertelement %1452, %74[%4 : i32] : vector<1xi8>
    llvm.store %1583, %1582 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1584 = llvm.getelementptr inbounds %1531[%829] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1585 = llvm.insertelement %1464, %74[%4 : i32] : vector<1xi8>
    llvm.store %1585, %1584 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1586 = llvm.getelementptr inbounds %1531[%832] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1587 = llvm.insertelement %1476, %74[%4 : i32] : vector<1xi8>
    llvm.store %1587, %1586 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1588 = llvm.getelementptr inbounds %1531[%835] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1589 = llvm.insertelement %1488, %74[%4 : i32] : vector<1xi8>
    llvm.store %1589, %1588 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1590 = llvm.getelementptr inbounds %1531[%838] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1591 = llvm.insertelement %1500, %74[%4 : i32] : vector<1xi8>
    llvm.store %1591, %1590 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1592 = llvm.getelementptr inbounds %1531[%841] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1593 = llvm.insertelement %1512, %74[%4 : i32] : vector<1xi8>
    llvm.store %1593, %1592 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1594 = llvm.getelementptr inbounds %1531[%844] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1595 = llvm.insertelement %1524, %74[%4 : i32] : vector<1xi8>
    llvm.store %1595, %1594 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1596 = llvm.getelementptr inbounds %1531[%848] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1597 = llvm.insertelement %1347, %74[%4 : i32] : vector<1xi8>
    llvm.store %1597, %1596 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1598 = llvm.getelementptr inbounds %1531[%851] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1599 = llvm.insertelement %1359, %74[%4 : i32] : vector<1xi8>
    llvm.store %1599, %1598 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1600 = llvm.getelementptr inbounds %1531[%854] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1601 = llvm.insertelement %1371, %74[%4 : i32] : vector<1xi8>
    llvm.store %1601, %1600 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1602 = llvm.getelementptr inbounds %1531[%857] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1603 = llvm.insertelement %1383, %74[%4 : i32] : vector<1xi8>
    llvm.store %1603, %1602 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1604 = llvm.getelementptr inbounds %1531[%860] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1605 = llvm.insertelement %1395, %74[%4 : i32] : vector<1xi8>
    llvm.store %1605, %1604 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1606 = llvm.getelementptr inbounds %1531[%863] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1607 = llvm.insertelement %1407, %74[%4 : i32] : vector<1xi8>
    llvm.store %1607, %1606 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1608 = llvm.getelementptr inbounds %1531[%866] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1609 = llvm.insertelement %1419, %74[%4 : i32] : vector<1xi8>
    llvm.store %1609, %1608 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1610 = llvm.getelementptr inbounds %1531[%869] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1611 = llvm.insertelement %1431, %74[%4 : i32] : vector<1xi8>
    llvm.store %1611, %1610 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1612 = llvm.getelementptr inbounds %1531[%872] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1613 = llvm.insertelement %1443, %74[%4 : i32] : vector<1xi8>
    llvm.store %1613, %1612 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1614 = llvm.getelementptr inbounds %1531[%875] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1615 = llvm.insertelement %1455, %74[%4 : i32] : vector<1xi8>
    llvm.store %1615, %1614 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1616 = llvm.getelementptr inbounds %1531[%878] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1617 = llvm.insertelement %1467, %74[%4 : i32] : vector<1xi8>
    llvm.store %1617, %1616 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1618 = llvm.getelementptr inbounds %1531[%881] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1619 = llvm.insertelement %1479, %74[%4 : i32] : vector<1xi8>
    llvm.store %1619, %1618 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1620 = llvm.getelementptr inbounds %1531[%884] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1621 = llvm.insertelement %1491, %74[%4 : i32] : vector<1xi8>
    llvm.store %1621, %1620 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1622 = llvm.getelementptr inbounds %1531[%887] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1623 = llvm.insertelement %1503, %74[%4 : i32] : vector<1xi8>
    llvm.store %1623, %1622 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1624 = llvm.getelementptr inbounds %1531[%890] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1625 = llvm.insertelement %1515, %74[%4 : i32] : vector<1xi8>
    llvm.store %1625, %1624 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1626 = llvm.getelementptr inbounds %1531[%893] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1627 = llvm.insertelement %1527, %74[%4 : i32] : vector<1xi8>
    llvm.store %1627, %1626 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1628 = llvm.getelementptr inbounds %1531[%897] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1629 = llvm.insertelement %1350, %74[%4 : i32] : vector<1xi8>
    llvm.store %1629, %1628 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1630 = llvm.getelementptr inbounds %1531[%900] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1631 = llvm.insertelement %1362, %74[%4 : i32] : vector<1xi8>
    llvm.store %1631, %1630 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1632 = llvm.getelementptr inbounds %1531[%903] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1633 = llvm.insertelement %1374, %74[%4 : i32] : vector<1xi8>
    llvm.store %1633, %1632 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1634 = llvm.getelementptr inbounds %1531[%906] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1635 = llvm.insertelement %1386, %74[%4 : i32] : vector<1xi8>
    llvm.store %1635, %1634 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1636 = llvm.getelementptr inbounds %1531[%909] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1637 = llvm.insertelement %1398, %74[%4 : i32] : vector<1xi8>
    llvm.store %1637, %1636 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1638 = llvm.getelementptr inbounds %1531[%912] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1639 = llvm.insertelement %1410, %74[%4 : i32] : vector<1xi8>
    llvm.store %1639, %1638 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1640 = llvm.getelementptr inbounds %1531[%915] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1641 = llvm.insertelement %1422, %74[%4 : i32] : vector<1xi8>
    llvm.store %1641, %1640 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1642 = llvm.getelementptr inbounds %1531[%918] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1643 = llvm.insertelement %1434, %74[%4 : i32] : vector<1xi8>
    llvm.store %1643, %1642 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1644 = llvm.getelementptr inbounds %1531[%921] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1645 = llvm.insertelement %1446, %74[%4 : i32] : vector<1xi8>
    llvm.store %1645, %1644 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1646 = llvm.getelementptr inbounds %1531[%924] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1647 = llvm.insertelement %1458, %74[%4 : i32] : vector<1xi8>
    llvm.store %1647, %1646 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1648 = llvm.getelementptr inbounds %1531[%927] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1649 = llvm.insertelement %1470, %74[%4 : i32] : vector<1xi8>
    llvm.store %1649, %1648 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1650 = llvm.getelementptr inbounds %1531[%930] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1651 = llvm.insertelement %1482, %74[%4 : i32] : vector<1xi8>
    llvm.store %1651, %1650 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1652 = llvm.getelementptr inbounds %1531[%933] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1653 = llvm.insertelement %1494, %74[%4 : i32] : vector<1xi8>
    llvm.store %1653, %1652 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1654 = llvm.getelementptr inbounds %1531[%936] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1655 = llvm.insertelement %1506, %74[%4 : i32] : vector<1xi8>
    llvm.store %1655, %1654 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1656 = llvm.getelementptr inbounds %1531[%939] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1657 = llvm.insertelement %1518, %74[%4 : i32] : vector<1xi8>
    llvm.store %1657, %1656 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1658 = llvm.getelementptr inbounds %1531[%942] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1659 = llvm.insertelement %1530, %74[%4 : i32] : vector<1xi8>
    llvm.store %1659, %1658 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1660 = llvm.mul %1240, %arg4 : i32
    %1661 = llvm.mul %1241, %arg4 : i32
    %1662 = llvm.mul %1242, %arg4 : i32
    %1663 = llvm.mul %1243, %arg4 : i32
    %1664 = llvm.mul %1244, %arg4 : i32
    %1665 = llvm.mul %1245, %arg4 : i32
    %1666 = llvm.mul %1246, %arg4 : i32
    %1667 = llvm.mul %1247, %arg4 : i32
    %1668 = llvm.mul %1248, %arg4 : i32
    %1669 = llvm.mul %1249, %arg4 : i32
    %1670 = llvm.mul %1250, %arg4 : i32
    %1671 = llvm.mul %1251, %arg4 : i32
    %1672 = llvm.mul %1252, %arg4 : i32
    %1673 = llvm.mul %1253, %arg4 : i32
    %1674 = llvm.mul %1254, %arg4 : i32
    %1675 = llvm.mul %1255, %arg4 : i32
    %1676 = llvm.mul %1256, %arg4 : i32
    %1677 = llvm.mul %1257, %arg4 : i32
    %1678 = llvm.mul %1258, %arg4 : i32
    %1679 = llvm.mul %1259, %arg4 : i32
    %1680 = llvm.mul %1260, %arg4 : i32
    %1681 = llvm.mul %1261, %arg4 : i32
    %1682 = llvm.mul %1262, %arg4 : i32
    %1683 = llvm.mul %1263, %arg4 : i32
    %1684 = llvm.mul %1264, %arg4 : i32
    %1685 = llvm.mul %1265, %arg4 : i32
    %1686 = llvm.mul %1266, %arg4 : i32
    %1687 = llvm.mul %1267, %arg4 : i32
    %1688 = llvm.mul %1268, %arg4 : i32
    %1689 = llvm.mul %1269, %arg4 : i32
    %1690 = llvm.mul %1270, %arg4 : i32
    %1691 = llvm.mul %1271, %arg4 : i32
    %1692 = llvm.getelementptr %arg1[%1660] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1693 = llvm.getelementptr %arg1[%1661] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1694 = llvm.getelementptr %arg1[%1662] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1695 = llvm.getelementptr %arg1[%1663] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1696 = llvm.getelementptr %arg1[%1664] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1697 = llvm.getelementptr %arg1[%1665] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1698 = llvm.getelementptr %arg1[%1666] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1699 = llvm.getelementptr %arg1[%1667] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1700 = llvm.getelementptr %arg1[%1668] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1701 = llvm.getelementptr %arg1[%1669] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1702 = llvm.getelementptr %arg1[%1670] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1703 = llvm.getelementptr %arg1[%1671] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1704 = llvm.getelementptr %arg1[%1672] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1705 = llvm.getelementptr %arg1[%1673] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1706 = llvm.getelementptr %arg1[%1674] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1707 = llvm.getelementptr %arg1[%1675] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1708 = llvm.getelementptr %arg1[%1676] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1709 = llvm.getelementptr %arg1[%1677] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1710 = llvm.getelementptr %arg1[%1678] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1711 = llvm.getelementptr %arg1[%1679] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1712 = llvm.getelementptr %arg1[%1680] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1713 = llvm.getelementptr %arg1[%1681] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1714 = llvm.getelementptr %arg1[%1682] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1715 = llvm.getelementptr %arg1[%1683] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1716 = llvm.getelementptr %arg1[%1684] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1717 = llvm.getelementptr %arg1[%1685] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1718 = llvm.getelementptr %arg1[%1686] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1719 = llvm.getelementptr %arg1[%1687] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1720 = llvm.getelementptr %arg1[%1688] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1721 = llvm.getelementptr %arg1[%1689] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1722 = llvm.getelementptr %arg1[%1690] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1723 = llvm.getelementptr %arg1[%1691] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1724 = llvm.getelementptr %1692[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1725 = llvm.getelementptr %1693[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1726 = llvm.getelementptr %1694[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1727 = llvm.getelementptr %1695[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1728 = llvm.getelementptr %1696[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1729 = llvm.getelementptr %1697[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1730 = llvm.getelementptr %1698[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1731 = llvm.getelementptr %1699[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1732 = llvm.getelementptr %1700[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1733 = llvm.getelementptr %1701[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1734 = llvm.getelementptr %1702[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1735 = llvm.getelementptr %1703[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1736 = llvm.getelementptr %1704[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1737 = llvm.getelementptr %1705[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1738 = llvm.getelementptr %1706[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1739 = llvm.getelementptr %1707[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1740 = llvm.getelementptr %1708[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1741 = llvm.getelementptr %1709[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1742 = llvm.getelementptr %1710[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1743 = llvm.getelementptr %1711[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1744 = llvm.getelementptr %1712[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1745 = llvm.getelementptr %1713[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1746 = llvm.getelementptr %1714[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1747 = llvm.getelementptr %1715[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1748 = llvm.getelementptr %1716[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1749 = llvm.getelementptr %1717[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1750 = llvm.getelementptr %1718[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1751 = llvm.getelementptr %1719[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1752 = llvm.getelementptr %1720[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1753 = llvm.getelementptr %1721[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1754 = llvm.getelementptr %1722[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1755 = llvm.getelementptr %1723[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1756 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1724 : (!llvm.ptr<1>) -> i8
    %1757 = llvm.bitcast %1756 : i8 to vector<1xi8>
    %1758 = llvm.extractelement %1757[%7 : i32] : vector<1xi8>
    %1759 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1725 : (!llvm.ptr<1>) -> i8
    %1760 = llvm.bitcast %1759 : i8 to vector<1xi8>
    %1761 = llvm.extractelement %1760[%7 : i32] : vector<1xi8>
    %1762 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1726 : (!llvm.ptr<1>) -> i8
    %1763 = llvm.bitcast %1762 : i8 to vector<1xi8>
    %1764 = llvm.extractelement %1763[%7 : i32] : vector<1xi8>
    %1765 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1727 : (!llvm.ptr<1>) -> i8
    %1766 = llvm.bitcast %1765 : i8 to vector<1xi8>
    %1767 = llvm.extractelement %1766[%7 : i32] : vector<1xi8>
    %1768 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1728 : (!llvm.ptr<1>) -> i8
    %1769 = llvm.bitcast %1768 : i8 to vector<1xi8>
    %1770 = llvm.extractelement %1769[%7 : i32] : vector<1xi8>
    %1771 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1729 : (!llvm.ptr<1>) -> i8
    %1772 = llvm.bitcast %1771 : i8 to vector<1xi8>
    %1773 = llvm.extractelement %1772[%7 : i32] : vector<1xi8>
    %1774 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1730 : (!llvm.ptr<1>) -> i8
    %1775 = llvm.bitcast %1774 : i8 to vector<1xi8>
    %1776 = llvm.extractelement %1775[%7 : i32] : vector<1xi8>
    %1777 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1731 : (!llvm.ptr<1>) -> i8
    %1778 = llvm.bitcast %1777 : i8 to vector<1xi8>
    %1779 = llvm.extractelement %1778[%7 : i32] : vector<1xi8>
    %1780 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1732 : (!llvm.ptr<1>) -> i8
    %1781 = llvm.bitcast %1780 : i8 to vector<1xi8>
    %1782 = llvm.extractelement %1781[%7 : i32] : vector<1xi8>
    %1783 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1733 : (!llvm.ptr<1>) -> i8
    %1784 = llvm.bitcast %1783 : i8 to vector<1xi8>
    %1785 = llvm.extractelement %1784[%7 : i32] : vector<1xi8>
    %1786 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1734 : (!llvm.ptr<1>) -> i8
    %1787 = llvm.bitcast %1786 : i8 to vector<1xi8>
    %1788 = llvm.extractelement %1787[%7 : i32] : vector<1xi8>
    %1789 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1735 : (!llvm.ptr<1>) -> i8
    %1790 = llvm.bitcast %1789 : i8 to vector<1xi8>
    %1791 = llvm.extractelement %1790[%7 : i32] : vector<1xi8>
    %1792 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1736 : (!llvm.ptr<1>) -> i8
    %1793 = llvm.bitcast %1792 : i8 to vector<1xi8>
    %1794 = llvm.extractelement %1793[%7 : i32] : vector<1xi8>
    %1795 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1737 : (!llvm.ptr<1>) -> i8
    %1796 = llvm.bitcast %1795 : i8 to vector<1xi8>
    %1797 = llvm.extractelement %1796[%7 : i32] : vector<1xi8>
    %1798 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1738 : (!llvm.ptr<1>) -> i8
    %1799 = llvm.bitcast %1798 : i8 to vector<1xi8>
    %1800 = llvm.extractelement %1799[%7 : i32] : vector<1xi8>
    %1801 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1739 : (!llvm.ptr<1>) -> i8
    %1802 = llvm.bitcast %1801 : i8 to vector<1xi8>
    %1803 = llvm.extractelement %1802[%7 : i32] : vector<1xi8>
    %1804 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1740 : (!llvm.ptr<1>) -> i8
    %1805 = llvm.bitcast %1804 : i8 to vector<1xi8>
    %1806 = llvm.extractelement %1805[%7 : i32] : vector<1xi8>
    %1807 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1741 : (!llvm.ptr<1>) -> i8
    %1808 = llvm.bitcast %1807 : i8 to vector<1xi8>
    %1809 = llvm.extractelement %1808[%7 : i32] : vector<1xi8>
    %1810 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1742 : (!llvm.ptr<1>) -> i8
    %1811 = llvm.bitcast %1810 : i8 to vector<1xi8>
    %1812 = llvm.extractelement %1811[%7 : i32] : vector<1xi8>
    %1813 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1743 : (!llvm.ptr<1>) -> i8
    %1814 = llvm.bitcast %1813 : i8 to vector<1xi8>
    %1815 = llvm.extractelement %1814[%7 : i32] : vector<1xi8>
    %1816 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1744 : (!llvm.ptr<1>) -> i8
    %1817 = llvm.bitcast %1816 : i8 to vector<1xi8>
    %1818 = llvm.extractelement %1817[%7 : i32] : vector<1xi8>
    %1819 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1745 : (!llvm.ptr<1>) -> i8
    %1820 = llvm.bitcast %1819 : i8 to vector<1xi8>
    %1821 = llvm.extractelement %1820[%7 : i32] : vector<1xi8>
    %1822 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1746 : (!llvm.ptr<1>) -> i8
    %1823 = llvm.bitcast %1822 : i8 to vector<1xi8>
    %1824 = llvm.extractelement %1823[%7 : i32] : vector<1xi8>
    %1825 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1747 : (!llvm.ptr<1>) -> i8
    %1826 = llvm.bitcast %1825 : i8 to vector<1xi8>
    %1827 = llvm.extractelement %1826[%7 : i32] : vector<1xi8>
    %1828 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1748 : (!llvm.ptr<1>) -> i8
    %1829 = llvm.bitcast %1828 : i8 to vector<1xi8>
    %1830 = llvm.extractelement %1829[%7 : i32] : vector<1xi8>
    %1831 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1749 : (!llvm.ptr<1>) -> i8
    %1832 = llvm.bitcast %1831 : i8 to vector<1xi8>
    %1833 = llvm.extractelement %1832[%7 : i32] : vector<1xi8>
    %1834 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1750 : (!llvm.ptr<1>) -> i8
    %1835 = llvm.bitcast %1834 : i8 to vector<1xi8>
    %1836 = llvm.extractelement %1835[%7 : i32] : vector<1xi8>
    %1837 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1751 : (!llvm.ptr<1>) -> i8
    %1838 = llvm.bitcast %1837 : i8 to vector<1xi8>
    %1839 = llvm.extractelement %1838[%7 : i32] : vector<1xi8>
    %1840 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1752 : (!llvm.ptr<1>) -> i8
    %1841 = llvm.bitcast %1840 : i8 to vector<1xi8>
    %1842 = llvm.extractelement %1841[%7 : i32] : vector<1xi8>
    %1843 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1753 : (!llvm.ptr<1>) -> i8
    %1844 = llvm.bitcast %1843 : i8 to vector<1xi8>
    %1845 = llvm.extractelement %1844[%7 : i32] : vector<1xi8>
    %1846 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1754 : (!llvm.ptr<1>) -> i8
    %1847 = llvm.bitcast %1846 : i8 to vector<1xi8>
    %1848 = llvm.extractelement %1847[%7 : i32] : vector<1xi8>
    %1849 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l" %1755 : (!llvm.ptr<1>) -> i8
    %1850 = llvm.bitcast %1849 : i8 to vector<1xi8>
    %1851 = llvm.extractelement %1850[%7 : i32] : vector<1xi8>
    %1852 = llvm.getelementptr %114[20480] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %1853 = llvm.getelementptr inbounds %1852[%750] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1854 = llvm.insertelement %1758, %74[%4 : i32] : vector<1xi8>
    llvm.store %1854, %1853 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1855 = llvm.getelementptr inbounds %1852[%753] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1856 = llvm.insertelement %1770, %74[%4 : i32] : vector<1xi8>
    llvm.store %1856, %1855 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1857 = llvm.getelementptr inbounds %1852[%756] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1858 = llvm.insertelement %1782, %74[%4 : i32] : vector<1xi8>
    llvm.store %1858, %1857 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1859 = llvm.getelementptr inbounds %1852[%759] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1860 = llvm.insertelement %1794, %74[%4 : i32] : vector<1xi8>
    llvm.store %1860, %1859 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1861 = llvm.getelementptr inbounds %1852[%762] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1862 = llvm.insertelement %1806, %74[%4 : i32] : vector<1xi8>
    llvm.store %1862, %1861 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1863 = llvm.getelementptr inbounds %1852[%765] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1864 = llvm.insertelement %1818, %74[%4 : i32] : vector<1xi8>
    llvm.store %1864, %1863 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1865 = llvm.getelementptr inbounds %1852[%768] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1866 = llvm.insertelement %1830, %74[%4 : i32] : vector<1xi8>
    llvm.store %1866, %1865 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1867 = llvm.getelementptr inbounds %1852[%771] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1868 = llvm.insertelement %1842, %74[%4 : i32] : vector<1xi8>
    llvm.store %1868, %1867 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1869 = llvm.getelementptr inbounds %1852[%799] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1870 = llvm.insertelement %1761, %74[%4 : i32] : vector<1xi8>
    llvm.store %1870, %1869 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1871 = llvm.getelementptr inbounds %1852[%802] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1872 = llvm.insertelement %1773, %74[%4 : i32] : vector<1xi8>
    llvm.store %1872, %1871 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1873 = llvm.getelementptr inbounds %1852[%805] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1874 = llvm.insertelement %1785, %74[%4 : i32] : vector<1xi8>
    llvm.store %1874, %1873 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1875 = llvm.getelementptr inbounds %1852[%808] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1876 = llvm.insertelement %1797, %74[%4 : i32] : vector<1xi8>
    llvm.store %1876, %1875 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1877 = llvm.getelementptr inbounds %1852[%811] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1878 = llvm.insertelement %1809, %74[%4 : i32] : vector<1xi8>
    llvm.store %1878, %1877 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1879 = llvm.getelementptr inbounds %1852[%814] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1880 = llvm.insertelement %1821, %74[%4 : i32] : vector<1xi8>
    llvm.store %1880, %1879 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1881 = llvm.getelementptr inbounds %1852[%817] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1882 = llvm.insertelement %1833, %74[%4 : i32] : vector<1xi8>
    llvm.store %1882, %1881 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1883 = llvm.getelementptr inbounds %1852[%820] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1884 = llvm.insertelement %1845, %74[%4 : i32] : vector<1xi8>
    llvm.store %1884, %1883 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1885 = llvm.getelementptr inbounds %1852[%848] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1886 = llvm.insertelement %1764, %74[%4 : i32] : vector<1xi8>
    llvm.store %1886, %1885 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1887 = llvm.getelementptr inbounds %1852[%851] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1888 = llvm.insertelement %1776, %74[%4 : i32] : vector<1xi8>
    llvm.store %1888, %1887 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1889 = llvm.getelementptr inbounds %1852[%854] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1890 = llvm.insertelement %1788, %74[%4 : i32] : vector<1xi8>
    llvm.store %1890, %1889 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1891 = llvm.getelementptr inbounds %1852[%857] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1892 = llvm.insertelement %1800, %74[%4 : i32] : vector<1xi8>
    llvm.store %1892, %1891 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1893 = llvm.getelementptr inbounds %1852[%860] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1894 = llvm.insertelement %1812, %74[%4 : i32] : vector<1xi8>
    llvm.store %1894, %1893 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1895 = llvm.getelementptr inbounds %1852[%863] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1896 = llvm.insertelement %1824, %74[%4 : i32] : vector<1xi8>
    llvm.store %1896, %1895 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1897 = llvm.getelementptr inbounds %1852[%866] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1898 = llvm.insertelement %1836, %74[%4 : i32] : vector<1xi8>
    llvm.store %1898, %1897 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1899 = llvm.getelementptr inbounds %1852[%869] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1900 = llvm.insertelement %1848, %74[%4 : i32] : vector<1xi8>
    llvm.store %1900, %1899 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1901 = llvm.getelementptr inbounds %1852[%897] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1902 = llvm.insertelement %1767, %74[%4 : i32] : vector<1xi8>
    llvm.store %1902, %1901 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1903 = llvm.getelementptr inbounds %1852[%900] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1904 = llvm.insertelement %1779, %74[%4 : i32] : vector<1xi8>
    llvm.store %1904, %1903 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1905 = llvm.getelementptr inbounds %1852[%903] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1906 = llvm.insertelement %1791, %74[%4 : i32] : vector<1xi8>
    llvm.store %1906, %1905 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1907 = llvm.getelementptr inbounds %1852[%906] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1908 = llvm.insertelement %1803, %74[%4 : i32] : vector<1xi8>
    llvm.store %1908, %1907 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1909 = llvm.getelementptr inbounds %1852[%909] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1910 = llvm.insertelement %1815, %74[%4 : i32] : vector<1xi8>
    llvm.store %1910, %1909 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1911 = llvm.getelementptr inbounds %1852[%912] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1912 = llvm.insertelement %1827, %74[%4 : i32] : vector<1xi8>
    llvm.store %1912, %1911 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1913 = llvm.getelementptr inbounds %1852[%915] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1914 = llvm.insertelement %1839, %74[%4 : i32] : vector<1xi8>
    llvm.store %1914, %1913 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1915 = llvm.getelementptr inbounds %1852[%918] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1916 = llvm.insertelement %1851, %74[%4 : i32] : vector<1xi8>
    llvm.store %1916, %1915 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %1917 = llvm.mul %1235, %5 : i32
    %1918 = llvm.getelementptr %473[%1917] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %1919 = llvm.insertvalue %1918, %73[0] : !llvm.struct<(ptr<3>, i32)> 
    %1920 = llvm.insertvalue %4, %1919[1] : !llvm.struct<(ptr<3>, i32)> 
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    %1921 = llvm.and %1, %1202 : i1
    nvvm.barrier
    llvm.cond_br %1921, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %1922 = nvvm.elect.sync -> i1
    %1923 = llvm.ptrtoint %1531 : !llvm.ptr<3> to i32
    %1924 = llvm.lshr %1923, %11 : i32
    %1925 = llvm.and %1924, %93 : i32
    %1926 = llvm.ptrtoint %1852 : !llvm.ptr<3> to i32
    %1927 = llvm.lshr %1926, %11 : i32
    %1928 = llvm.and %1927, %93 : i32
    %1929 = llvm.add %1925, %4 : i32
    %1930 = llvm.insertelement %1929, %95[%4 : i32] : vector<2xi32>
    %1931 = llvm.insertelement %94, %1930[%5 : i32] : vector<2xi32>
    %1932 = llvm.bitcast %1931 : vector<2xi32> to i64
    %1933 = llvm.add %1928, %4 : i32
    %1934 = llvm.insertelement %1933, %95[%4 : i32] : vector<2xi32>
    %1935 = llvm.insertelement %94, %1934[%5 : i32] : vector<2xi32>
    %1936 = llvm.bitcast %1935 : vector<2xi32> to i64
    %1937 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::i8 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %467, %1932, %1936, %96, %1, %1922 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %1938 = llvm.add %1925, %6 : i32
    %1939 = llvm.insertelement %1938, %95[%4 : i32] : vector<2xi32>
    %1940 = llvm.insertelement %94, %1939[%5 : i32] : vector<2xi32>
    %1941 = llvm.bitcast %1940 : vector<2xi32> to i64
    %1942 = llvm.add %1928, %2 : i32
    %1943 = llvm.insertelement %1942, %95[%4 : i32] : vector<2xi32>
    %1944 = llvm.insertelement %94, %1943[%5 : i32] : vector<2xi32>
    %1945 = llvm.bitcast %1944 : vector<2xi32> to i64
    %1946 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::i8 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %467, %1941, %1945, %96, %1, %1922 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %1947 = llvm.and %1, %1922 : i1
    %1948 = llvm.ptrtoint %1918 : !llvm.ptr<3> to i32
    %1949 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r" %1947, %1948 : (i1, i32) -> !llvm.void
    llvm.br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    %1950 = llvm.xor %1234, %5 : i32
    %1951 = llvm.add %1235, %5 : i32
    %1952 = llvm.icmp "sge" %1951, %6 : i32
    %1953 = llvm.select %1952, %4, %1951 : i1, i32
    %1954 = llvm.select %1952, %1950, %1234 : i1, i32
    llvm.br ^bb3(%1239, %1954, %1953, %1920, %1234 : i32, i32, i32, !llvm.struct<(ptr<3>, i32)>, i32)
  ^bb7:  // pred: ^bb3
    llvm.cond_br %487, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    nvvm.barrier
    %1955 = llvm.extractvalue %1236[0] : !llvm.struct<(ptr<3>, i32)> 
    %1956 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %1955, %1237 : (!llvm.ptr<3>, i32) -> !llvm.void
    llvm.br ^bb9
  ^bb9:  // 2 preds: ^bb7, ^bb8
    nvvm.barrier
    %1957 = nvvm.elect.sync -> i1
    %1958 = llvm.and %478, %1957 : i1
    %1959 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %1958, %475 : (i1, !llvm.ptr<3>) -> !llvm.void
    %1960 = nvvm.elect.sync -> i1
    %1961 = llvm.and %478, %1960 : i1
    %1962 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %1961, %483 : (i1, !llvm.ptr<3>) -> !llvm.void
    %1963 = llvm.mul %263, %arg4 : i32
    %1964 = llvm.mul %264, %arg4 : i32
    %1965 = llvm.mul %265, %arg4 : i32
    %1966 = llvm.mul %266, %arg4 : i32
    %1967 = llvm.mul %267, %arg4 : i32
    %1968 = llvm.mul %268, %arg4 : i32
    %1969 = llvm.mul %269, %arg4 : i32
    %1970 = llvm.mul %270, %arg4 : i32
    %1971 = llvm.mul %271, %arg4 : i32
    %1972 = llvm.mul %272, %arg4 : i32
    %1973 = llvm.mul %273, %arg4 : i32
    %1974 = llvm.mul %274, %arg4 : i32
    %1975 = llvm.mul %275, %arg4 : i32
    %1976 = llvm.mul %276, %arg4 : i32
    %1977 = llvm.mul %277, %arg4 : i32
    %1978 = llvm.mul %278, %arg4 : i32
    %1979 = llvm.mul %279, %arg4 : i32
    %1980 = llvm.mul %280, %arg4 : i32
    %1981 = llvm.mul %281, %arg4 : i32
    %1982 = llvm.mul %282, %arg4 : i32
    %1983 = llvm.mul %283, %arg4 : i32
    %1984 = llvm.mul %284, %arg4 : i32
    %1985 = llvm.mul %285, %arg4 : i32
    %1986 = llvm.mul %286, %arg4 : i32
    %1987 = llvm.mul %287, %arg4 : i32
    %1988 = llvm.mul %288, %arg4 : i32
    %1989 = llvm.mul %289, %arg4 : i32
    %1990 = llvm.mul %290, %arg4 : i32
    %1991 = llvm.mul %291, %arg4 : i32
    %1992 = llvm.mul %292, %arg4 : i32
    %1993 = llvm.mul %293, %arg4 : i32
    %1994 = llvm.mul %294, %arg4 : i32
    %1995 = llvm.mul %295, %arg4 : i32
    %1996 = llvm.mul %296, %arg4 : i32
    %1997 = llvm.mul %297, %arg4 : i32
    %1998 = llvm.mul %298, %arg4 : i32
    %1999 = llvm.mul %299, %arg4 : i32
    %2000 = llvm.mul %300, %arg4 : i32
    %2001 = llvm.mul %301, %arg4 : i32
    %2002 = llvm.mul %302, %arg4 : i32
    %2003 = llvm.mul %303, %arg4 : i32
    %2004 = llvm.mul %304, %arg4 : i32
    %2005 = llvm.mul %305, %arg4 : i32
    %2006 = llvm.mul %306, %arg4 : i32
    %2007 = llvm.mul %307, %arg4 : i32
    %2008 = llvm.mul %308, %arg4 : i32
    %2009 = llvm.mul %309, %arg4 : i32
    %2010 = llvm.mul %310, %arg4 : i32
    %2011 = llvm.mul %311, %arg4 : i32
    %2012 = llvm.mul %312, %arg4 : i32
    %2013 = llvm.mul %313, %arg4 : i32
    %2014 = llvm.mul %314, %arg4 : i32
    %2015 = llvm.mul %315, %arg4 : i32
    %2016 = llvm.mul %316, %arg4 : i32
    %2017 = llvm.mul %317, %arg4 : i32
    %2018 = llvm.mul %318, %arg4 : i32
    %2019 = llvm.mul %319, %arg4 : i32
    %2020 = llvm.mul %320, %arg4 : i32
    %2021 = llvm.mul %321, %arg4 : i32
    %2022 = llvm.mul %322, %arg4 : i32
    %2023 = llvm.mul %323, %arg4 : i32
    %2024 = llvm.mul %324, %arg4 : i32
    %2025 = llvm.mul %325, %arg4 : i32
    %2026 = llvm.mul %326, %arg4 : i32
    %2027 = llvm.getelementptr %arg2[%1963] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2028 = llvm.getelementptr %arg2[%1964] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2029 = llvm.getelementptr %arg2[%1965] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2030 = llvm.getelementptr %arg2[%1966] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2031 = llvm.getelementptr %arg2[%1967] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2032 = llvm.getelementptr %arg2[%1968] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2033 = llvm.getelementptr %arg2[%1969] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2034 = llvm.getelementptr %arg2[%1970] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2035 = llvm.getelementptr %arg2[%1971] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2036 = llvm.getelementptr %arg2[%1972] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2037 = llvm.getelementptr %arg2[%1973] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2038 = llvm.getelementptr %arg2[%1974] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2039 = llvm.getelementptr %arg2[%1975] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2040 = llvm.getelementptr %arg2[%1976] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2041 = llvm.getelementptr %arg2[%1977] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2042 = llvm.getelementptr %arg2[%1978] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2043 = llvm.getelementptr %arg2[%1979] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2044 = llvm.getelementptr %arg2[%1980] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2045 = llvm.getelementptr %arg2[%1981] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2046 = llvm.getelementptr %arg2[%1982] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2047 = llvm.getelementptr %arg2[%1983] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2048 = llvm.getelementptr %arg2[%1984] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2049 = llvm.getelementptr %arg2[%1985] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2050 = llvm.getelementptr %arg2[%1986] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2051 = llvm.getelementptr %arg2[%1987] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2052 = llvm.getelementptr %arg2[%1988] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2053 = llvm.getelementptr %arg2[%1989] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2054 = llvm.getelementptr %arg2[%1990] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2055 = llvm.getelementptr %arg2[%1991] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2056 = llvm.getelementptr %arg2[%1992] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2057 = llvm.getelementptr %arg2[%1993] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2058 = llvm.getelementptr %arg2[%1994] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2059 = llvm.getelementptr %arg2[%1995] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2060 = llvm.getelementptr %arg2[%1996] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2061 = llvm.getelementptr %arg2[%1997] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2062 = llvm.getelementptr %arg2[%1998] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2063 = llvm.getelementptr %arg2[%1999] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2064 = llvm.getelementptr %arg2[%2000] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2065 = llvm.getelementptr %arg2[%2001] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2066 = llvm.getelementptr %arg2[%2002] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2067 = llvm.getelementptr %arg2[%2003] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2068 = llvm.getelementptr %arg2[%2004] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2069 = llvm.getelementptr %arg2[%2005] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2070 = llvm.getelementptr %arg2[%2006] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2071 = llvm.getelementptr %arg2[%2007] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2072 = llvm.getelementptr %arg2[%2008] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2073 = llvm.getelementptr %arg2[%2009] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2074 = llvm.getelementptr %arg2[%2010] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2075 = llvm.getelementptr %arg2[%2011] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2076 = llvm.getelementptr %arg2[%2012] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2077 = llvm.getelementptr %arg2[%2013] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2078 = llvm.getelementptr %arg2[%2014] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2079 = llvm.getelementptr %arg2[%2015] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2080 = llvm.getelementptr %arg2[%2016] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2081 = llvm.getelementptr %arg2[%2017] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2082 = llvm.getelementptr %arg2[%2018] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2083 = llvm.getelementptr %arg2[%2019] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2084 = llvm.getelementptr %arg2[%2020] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2085 = llvm.getelementptr %arg2[%2021] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2086 = llvm.getelementptr %arg2[%2022] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2087 = llvm.getelementptr %arg2[%2023] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2088 = llvm.getelementptr %arg2[%2024] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2089 = llvm.getelementptr %arg2[%2025] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2090 = llvm.getelementptr %arg2[%2026] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2091 = llvm.getelementptr %2027[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2092 = llvm.getelementptr %2028[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2093 = llvm.getelementptr %2029[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2094 = llvm.getelementptr %2030[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2095 = llvm.getelementptr %2031[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2096 = llvm.getelementptr %2032[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2097 = llvm.getelementptr %2033[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2098 = llvm.getelementptr %2034[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2099 = llvm.getelementptr %2035[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2100 = llvm.getelementptr %2036[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2101 = llvm.getelementptr %2037[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2102 = llvm.getelementptr %2038[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2103 = llvm.getelementptr %2039[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2104 = llvm.getelementptr %2040[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2105 = llvm.getelementptr %2041[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2106 = llvm.getelementptr %2042[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2107 = llvm.getelementptr %2043[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2108 = llvm.getelementptr %2044[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2109 = llvm.getelementptr %2045[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2110 = llvm.getelementptr %2046[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2111 = llvm.getelementptr %2047[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2112 = llvm.getelementptr %2048[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2113 = llvm.getelementptr %2049[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2114 = llvm.getelementptr %2050[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2115 = llvm.getelementptr %2051[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2116 = llvm.getelementptr %2052[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2117 = llvm.getelementptr %2053[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2118 = llvm.getelementptr %2054[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2119 = llvm.getelementptr %2055[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2120 = llvm.getelementptr %2056[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2121 = llvm.getelementptr %2057[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2122 = llvm.getelementptr %2058[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2123 = llvm.getelementptr %2059[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2124 = llvm.getelementptr %2060[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2125 = llvm.getelementptr %2061[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2126 = llvm.getelementptr %2062[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2127 = llvm.getelementptr %2063[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2128 = llvm.getelementptr %2064[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2129 = llvm.getelementptr %2065[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2130 = llvm.getelementptr %2066[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2131 = llvm.getelementptr %2067[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2132 = llvm.getelementptr %2068[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2133 = llvm.getelementptr %2069[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2134 = llvm.getelementptr %2070[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2135 = llvm.getelementptr %2071[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2136 = llvm.getelementptr %2072[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2137 = llvm.getelementptr %2073[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2138 = llvm.getelementptr %2074[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2139 = llvm.getelementptr %2075[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2140 = llvm.getelementptr %2076[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2141 = llvm.getelementptr %2077[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2142 = llvm.getelementptr %2078[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2143 = llvm.getelementptr %2079[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2144 = llvm.getelementptr %2080[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2145 = llvm.getelementptr %2081[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2146 = llvm.getelementptr %2082[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2147 = llvm.getelementptr %2083[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2148 = llvm.getelementptr %2084[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2149 = llvm.getelementptr %2085[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2150 = llvm.getelementptr %2086[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2151 = llvm.getelementptr %2087[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2152 = llvm.getelementptr %2088[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2153 = llvm.getelementptr %2089[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2154 = llvm.getelementptr %2090[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %2155 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tcgen05.ld.sync.aligned.32x32b.x64.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, [$64 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r" %471 : (i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %2156 = llvm.extractvalue %2155[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2157 = llvm.extractvalue %2155[1] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2158 = llvm.extractvalue %2155[2] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2159 = llvm.extractvalue %2155[3] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2160 = llvm.extractvalue %2155[4] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2161 = llvm.extractvalue %2155[5] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2162 = llvm.extractvalue %2155[6] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2163 = llvm.extractvalue %2155[7] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2164 = llvm.extractvalue %2155[8] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2165 = llvm.extractvalue %2155[9] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2166 = llvm.extractvalue %2155[10] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2167 = llvm.extractvalue %2155[11] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2168 = llvm.extractvalue %2155[12] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2169 = llvm.extractvalue %2155[13] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2170 = llvm.extractvalue %2155[14] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2171 = llvm.extractvalue %2155[15] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2172 = llvm.extractvalue %2155[16] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2173 = llvm.extractvalue %2155[17] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2174 = llvm.extractvalue %2155[18] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2175 = llvm.extractvalue %2155[19] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2176 = llvm.extractvalue %2155[20] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2177 = llvm.extractvalue %2155[21] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2178 = llvm.extractvalue %2155[22] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2179 = llvm.extractvalue %2155[23] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2180 = llvm.extractvalue %2155[24] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2181 = llvm.extractvalue %2155[25] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2182 = llvm.extractvalue %2155[26] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2183 = llvm.extractvalue %2155[27] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2184 = llvm.extractvalue %2155[28] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2185 = llvm.extractvalue %2155[29] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2186 = llvm.extractvalue %2155[30] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2187 = llvm.extractvalue %2155[31] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2188 = llvm.extractvalue %2155[32] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2189 = llvm.extractvalue %2155[33] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2190 = llvm.extractvalue %2155[34] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2191 = llvm.extractvalue %2155[35] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2192 = llvm.extractvalue %2155[36] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2193 = llvm.extractvalue %2155[37] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2194 = llvm.extractvalue %2155[38] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2195 = llvm.extractvalue %2155[39] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2196 = llvm.extractvalue %2155[40] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2197 = llvm.extractvalue %2155[41] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2198 = llvm.extractvalue %2155[42] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2199 = llvm.extractvalue %2155[43] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2200 = llvm.extractvalue %2155[44] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2201 = llvm.extractvalue %2155[45] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2202 = llvm.extractvalue %2155[46] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2203 = llvm.extractvalue %2155[47] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2204 = llvm.extractvalue %2155[48] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2205 = llvm.extractvalue %2155[49] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2206 = llvm.extractvalue %2155[50] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2207 = llvm.extractvalue %2155[51] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2208 = llvm.extractvalue %2155[52] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2209 = llvm.extractvalue %2155[53] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2210 = llvm.extractvalue %2155[54] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2211 = llvm.extractvalue %2155[55] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2212 = llvm.extractvalue %2155[56] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2213 = llvm.extractvalue %2155[57] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2214 = llvm.extractvalue %2155[58] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2215 = llvm.extractvalue %2155[59] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2216 = llvm.extractvalue %2155[60] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2217 = llvm.extractvalue %2155[61] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2218 = llvm.extractvalue %2155[62] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %2219 = llvm.extractvalue %2155[63] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    nvvm.barrier
    nvvm.tcgen05.wait <load>
    %2220 = llvm.and %130, %97 : i32
    %2221 = llvm.shl %2220, %14 : i32
    %2222 = llvm.shl %744, %11 : i32
    %2223 = llvm.or disjoint %2221, %2222 : i32
    %2224 = llvm.or disjoint %2223, %4 : i32
    %2225 = llvm.xor %4, %2224 : i32
    %2226 = llvm.mul %4, %11 : i32
    %2227 = llvm.xor %2225, %2226 : i32
    %2228 = llvm.xor %2227, %4 : i32
    %2229 = llvm.add %2228, %4 : i32
    %2230 = llvm.getelementptr inbounds %114[%2229] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2231 = llvm.insertelement %2156, %98[%4 : i32] : vector<4xi32>
    %2232 = llvm.insertelement %2157, %2231[%5 : i32] : vector<4xi32>
    %2233 = llvm.insertelement %2158, %2232[%6 : i32] : vector<4xi32>
    %2234 = llvm.insertelement %2159, %2233[%71 : i32] : vector<4xi32>
    llvm.store %2234, %2230 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %2235 = llvm.add %2228, %78 : i32
    %2236 = llvm.getelementptr inbounds %114[%2235] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2237 = llvm.insertelement %2188, %98[%4 : i32] : vector<4xi32>
    %2238 = llvm.insertelement %2189, %2237[%5 : i32] : vector<4xi32>
    %2239 = llvm.insertelement %2190, %2238[%6 : i32] : vector<4xi32>
    %2240 = llvm.insertelement %2191, %2239[%71 : i32] : vector<4xi32>
    llvm.store %2240, %2236 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %2241 = llvm.xor %2227, %16 : i32
    %2242 = llvm.add %2241, %4 : i32
    %2243 = llvm.getelementptr inbounds %114[%2242] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2244 = llvm.insertelement %2160, %98[%4 : i32] : vector<4xi32>
    %2245 = llvm.insertelement %2161, %2244[%5 : i32] : vector<4xi32>
    %2246 = llvm.insertelement %2162, %2245[%6 : i32] : vector<4xi32>
    %2247 = llvm.insertelement %2163, %2246[%71 : i32] : vector<4xi32>
    llvm.store %2247, %2243 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %2248 = llvm.add %2241, %78 : i32
    %2249 = llvm.getelementptr inbounds %114[%2248] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2250 = llvm.insertelement %2192, %98[%4 : i32] : vector<4xi32>
    %2251 = llvm.insertelement %2193, %2250[%5 : i32] : vector<4xi32>
    %2252 = llvm.insertelement %2194, %2251[%6 : i32] : vector<4xi32>
    %2253 = llvm.insertelement %2195, %2252[%71 : i32] : vector<4xi32>
    llvm.store %2253, %2249 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %2254 = llvm.xor %2227, %115 : i32
    %2255 = llvm.add %2254, %4 : i32
    %2256 = llvm.getelementptr inbounds %114[%2255] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2257 = llvm.insertelement %2164, %98[%4 : i32] : vector<4xi32>
    %2258 = llvm.insertelement %2165, %2257[%5 : i32] : vector<4xi32>
    %2259 = llvm.insertelement %2166, %2258[%6 : i32] : vector<4xi32>
    %2260 = llvm.insertelement %2167, %2259[%71 : i32] : vector<4xi32>
    llvm.store %2260, %2256 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %2261 = llvm.add %2254, %78 : i32
    %2262 = llvm.getelementptr inbounds %114[%2261] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2263 = llvm.insertelement %2196, %98[%4 : i32] : vector<4xi32>
    %2264 = llvm.insertelement %2197, %2263[%5 : i32] : vector<4xi32>
    %2265 = llvm.insertelement %2198, %2264[%6 : i32] : vector<4xi32>
    %2266 = llvm.insertelement %2199, %2265[%71 : i32] : vector<4xi32>
    llvm.store %2266, %2262 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %2267 = llvm.xor %2227, %31 : i32
    %2268 = llvm.add %2267, %4 : i32
    %2269 = llvm.getelementptr inbounds %114[%2268] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2270 = llvm.insertelement %2168, %98[%4 : i32] : vector<4xi32>
    %2271 = llvm.insertelement %2169, %2270[%5 : i32] : vector<4xi32>
    %2272 = llvm.insertelement %2170, %2271[%6 : i32] : vector<4xi32>
    %2273 = llvm.insertelement %2171, %2272[%71 : i32] : vector<4xi32>
    llvm.store %2273, %2269 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %2274 = llvm.add %2267, %78 : i32
    %2275 = llvm.getelementptr inbounds %114[%2274] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2276 = llvm.insertelement %2200, %98[%4 : i32] : vector<4xi32>
    %2277 = llvm.insertelement %2201, %2276[%5 : i32] : vector<4xi32>
    %2278 = llvm.insertelement %2202, %2277[%6 : i32] : vector<4xi32>
    %2279 = llvm.insertelement %2203, %2278[%71 : i32] : vector<4xi32>
    llvm.store %2279, %2275 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %2280 = llvm.xor %2227, %3 : i32
    %2281 = llvm.add %2280, %4 : i32
    %2282 = llvm.getelementptr inbounds %114[%2281] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2283 = llvm.insertelement %2172, %98[%4 : i32] : vector<4xi32>
    %2284 = llvm.insertelement %2173, %2283[%5 : i32] : vector<4xi32>
    %2285 = llvm.insertelement %2174, %2284[%6 : i32] : vector<4xi32>
    %2286 = llvm.insertelement %2175, %2285[%71 : i32] : vector<4xi32>
    llvm.store %2286, %2282 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %2287 = llvm.add %2280, %78 : i32
    %2288 = llvm.getelementptr inbounds %114[%2287] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2289 = llvm.insertelement %2204, %98[%4 : i32] : vector<4xi32>
    %2290 = llvm.insertelement %2205, %2289[%5 : i32] : vector<4xi32>
    %2291 = llvm.insertelement %2206, %2290[%6 : i32] : vector<4xi32>
    %2292 = llvm.insertelement %2207, %2291[%71 : i32] : vector<4xi32>
    llvm.store %2292, %2288 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %2293 = llvm.xor %2227, %46 : i32
    %2294 = llvm.add %2293, %4 : i32
    %2295 = llvm.getelementptr inbounds %114[%2294] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2296 = llvm.insertelement %2176, %98[%4 : i32] : vector<4xi32>
    %2297 = llvm.insertelement %2177, %2296[%5 : i32] : vector<4xi32>
    %2298 = llvm.insertelement %2178, %2297[%6 : i32] : vector<4xi32>
    %2299 = llvm.insertelement %2179, %2298[%71 : i32] : vector<4xi32>
    llvm.store %2299, %2295 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %2300 = llvm.add %2293, %78 : i32
    %2301 = llvm.getelementptr inbounds %114[%2300] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2302 = llvm.insertelement %2208, %98[%4 : i32] : vector<4xi32>
    %2303 = llvm.insertelement %2209, %2302[%5 : i32] : vector<4xi32>
    %2304 = llvm.insertelement %2210, %2303[%6 : i32] : vector<4xi32>
    %2305 = llvm.insertelement %2211, %2304[%71 : i32] : vector<4xi32>
    llvm.store %2305, %2301 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %2306 = llvm.xor %2227, %54 : i32
    %2307 = llvm.add %2306, %4 : i32
    %2308 = llvm.getelementptr inbounds %114[%2307] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2309 = llvm.insertelement %2180, %98[%4 : i32] : vector<4xi32>
    %2310 = llvm.insertelement %2181, %2309[%5 : i32] : vector<4xi32>
    %2311 = llvm.insertelement %2182, %2310[%6 : i32] : vector<4xi32>
    %2312 = llvm.insertelement %2183, %2311[%71 : i32] : vector<4xi32>
    llvm.store %2312, %2308 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %2313 = llvm.add %2306, %78 : i32
    %2314 = llvm.getelementptr inbounds %114[%2313] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2315 = llvm.insertelement %2212, %98[%4 : i32] : vector<4xi32>
    %2316 = llvm.insertelement %2213, %2315[%5 : i32] : vector<4xi32>
    %2317 = llvm.insertelement %2214, %2316[%6 : i32] : vector<4xi32>
    %2318 = llvm.insertelement %2215, %2317[%71 : i32] : vector<4xi32>
    llvm.store %2318, %2314 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %2319 = llvm.xor %2227, %62 : i32
    %2320 = llvm.add %2319, %4 : i32
    %2321 = llvm.getelementptr inbounds %114[%2320] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2322 = llvm.insertelement %2184, %98[%4 : i32] : vector<4xi32>
    %2323 = llvm.insertelement %2185, %2322[%5 : i32] : vector<4xi32>
    %2324 = llvm.insertelement %2186, %2323[%6 : i32] : vector<4xi32>
    %2325 = llvm.insertelement %2187, %2324[%71 : i32] : vector<4xi32>
    llvm.store %2325, %2321 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %2326 = llvm.add %2319, %78 : i32
    %2327 = llvm.getelementptr inbounds %114[%2326] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2328 = llvm.insertelement %2216, %98[%4 : i32] : vector<4xi32>
    %2329 = llvm.insertelement %2217, %2328[%5 : i32] : vector<4xi32>
    %2330 = llvm.insertelement %2218, %2329[%6 : i32] : vector<4xi32>
    %2331 = llvm.insertelement %2219, %2330[%71 : i32] : vector<4xi32>
    llvm.store %2331, %2327 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    nvvm.barrier
    %2332 = llvm.and %130, %20 : i32
    %2333 = llvm.shl %2332, %13 : i32
    %2334 = llvm.shl %2220, %11 : i32
    %2335 = llvm.shl %2332, %6 : i32
    %2336 = llvm.and %130, %115 : i32
    %2337 = llvm.shl %2336, %10 : i32
    %2338 = llvm.icmp "eq" %131, %4 : i32
    %2339 = llvm.select %2338, %4, %99 : i1, i32
    %2340 = llvm.xor %2333, %2334 : i32
    %2341 = llvm.xor %2335, %2339 : i32
    %2342 = llvm.xor %2340, %2341 : i32
    %2343 = llvm.or disjoint %2337, %2342 : i32
    %2344 = llvm.xor %4, %2343 : i32
    %2345 = llvm.xor %2344, %2226 : i32
    %2346 = llvm.xor %2345, %4 : i32
    %2347 = llvm.add %2346, %4 : i32
    %2348 = llvm.getelementptr inbounds %114[%2347] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2349 = nvvm.ldmatrix %2348 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2350 = llvm.extractvalue %2349[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2351 = llvm.extractvalue %2349[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2352 = llvm.extractvalue %2349[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2353 = llvm.extractvalue %2349[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2354 = llvm.bitcast %2350 : i32 to vector<1xi32>
    %2355 = llvm.extractelement %2354[%4 : i32] : vector<1xi32>
    %2356 = llvm.bitcast %2351 : i32 to vector<1xi32>
    %2357 = llvm.extractelement %2356[%4 : i32] : vector<1xi32>
    %2358 = llvm.bitcast %2352 : i32 to vector<1xi32>
    %2359 = llvm.extractelement %2358[%4 : i32] : vector<1xi32>
    %2360 = llvm.bitcast %2353 : i32 to vector<1xi32>
    %2361 = llvm.extractelement %2360[%4 : i32] : vector<1xi32>
    %2362 = llvm.add %2346, %2 : i32
    %2363 = llvm.getelementptr inbounds %114[%2362] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2364 = nvvm.ldmatrix %2363 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2365 = llvm.extractvalue %2364[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2366 = llvm.extractvalue %2364[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2367 = llvm.extractvalue %2364[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2368 = llvm.extractvalue %2364[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2369 = llvm.bitcast %2365 : i32 to vector<1xi32>
    %2370 = llvm.extractelement %2369[%4 : i32] : vector<1xi32>
    %2371 = llvm.bitcast %2366 : i32 to vector<1xi32>
    %2372 = llvm.extractelement %2371[%4 : i32] : vector<1xi32>
    %2373 = llvm.bitcast %2367 : i32 to vector<1xi32>
    %2374 = llvm.extractelement %2373[%4 : i32] : vector<1xi32>
    %2375 = llvm.bitcast %2368 : i32 to vector<1xi32>
    %2376 = llvm.extractelement %2375[%4 : i32] : vector<1xi32>
    %2377 = llvm.add %2346, %100 : i32
    %2378 = llvm.getelementptr inbounds %114[%2377] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2379 = nvvm.ldmatrix %2378 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2380 = llvm.extractvalue %2379[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2381 = llvm.extractvalue %2379[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2382 = llvm.extractvalue %2379[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2383 = llvm.extractvalue %2379[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2384 = llvm.bitcast %2380 : i32 to vector<1xi32>
    %2385 = llvm.extractelement %2384[%4 : i32] : vector<1xi32>
    %2386 = llvm.bitcast %2381 : i32 to vector<1xi32>
    %2387 = llvm.extractelement %2386[%4 : i32] : vector<1xi32>
    %2388 = llvm.bitcast %2382 : i32 to vector<1xi32>
    %2389 = llvm.extractelement %2388[%4 : i32] : vector<1xi32>
    %2390 = llvm.bitcast %2383 : i32 to vector<1xi32>
    %2391 = llvm.extractelement %2390[%4 : i32] : vector<1xi32>
    %2392 = llvm.add %2346, %101 : i32
    %2393 = llvm.getelementptr inbounds %114[%2392] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2394 = nvvm.ldmatrix %2393 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2395 = llvm.extractvalue %2394[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2396 = llvm.extractvalue %2394[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2397 = llvm.extractvalue %2394[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2398 = llvm.extractvalue %2394[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2399 = llvm.bitcast %2395 : i32 to vector<1xi32>
    %2400 = llvm.extractelement %2399[%4 : i32] : vector<1xi32>
    %2401 = llvm.bitcast %2396 : i32 to vector<1xi32>
    %2402 = llvm.extractelement %2401[%4 : i32] : vector<1xi32>
    %2403 = llvm.bitcast %2397 : i32 to vector<1xi32>
    %2404 = llvm.extractelement %2403[%4 : i32] : vector<1xi32>
    %2405 = llvm.bitcast %2398 : i32 to vector<1xi32>
    %2406 = llvm.extractelement %2405[%4 : i32] : vector<1xi32>
    %2407 = llvm.add %2346, %75 : i32
    %2408 = llvm.getelementptr inbounds %114[%2407] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2409 = nvvm.ldmatrix %2408 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2410 = llvm.extractvalue %2409[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2411 = llvm.extractvalue %2409[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2412 = llvm.extractvalue %2409[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2413 = llvm.extractvalue %2409[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2414 = llvm.bitcast %2410 : i32 to vector<1xi32>
    %2415 = llvm.extractelement %2414[%4 : i32] : vector<1xi32>
    %2416 = llvm.bitcast %2411 : i32 to vector<1xi32>
    %2417 = llvm.extractelement %2416[%4 : i32] : vector<1xi32>
    %2418 = llvm.bitcast %2412 : i32 to vector<1xi32>
    %2419 = llvm.extractelement %2418[%4 : i32] : vector<1xi32>
    %2420 = llvm.bitcast %2413 : i32 to vector<1xi32>
    %2421 = llvm.extractelement %2420[%4 : i32] : vector<1xi32>
    %2422 = llvm.add %2346, %102 : i32
    %2423 = llvm.getelementptr inbounds %114[%2422] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2424 = nvvm.ldmatrix %2423 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2425 = llvm.extractvalue %2424[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2426 = llvm.extractvalue %2424[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2427 = llvm.extractvalue %2424[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2428 = llvm.extractvalue %2424[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2429 = llvm.bitcast %2425 : i32 to vector<1xi32>
    %2430 = llvm.extractelement %2429[%4 : i32] : vector<1xi32>
    %2431 = llvm.bitcast %2426 : i32 to vector<1xi32>
    %2432 = llvm.extractelement %2431[%4 : i32] : vector<1xi32>
    %2433 = llvm.bitcast %2427 : i32 to vector<1xi32>
    %2434 = llvm.extractelement %2433[%4 : i32] : vector<1xi32>
    %2435 = llvm.bitcast %2428 : i32 to vector<1xi32>
    %2436 = llvm.extractelement %2435[%4 : i32] : vector<1xi32>
    %2437 = llvm.add %2346, %103 : i32
    %2438 = llvm.getelementptr inbounds %114[%2437] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2439 = nvvm.ldmatrix %2438 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2440 = llvm.extractvalue %2439[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2441 = llvm.extractvalue %2439[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2442 = llvm.extractvalue %2439[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2443 = llvm.extractvalue %2439[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2444 = llvm.bitcast %2440 : i32 to vector<1xi32>
    %2445 = llvm.extractelement %2444[%4 : i32] : vector<1xi32>
    %2446 = llvm.bitcast %2441 : i32 to vector<1xi32>
    %2447 = llvm.extractelement %2446[%4 : i32] : vector<1xi32>
    %2448 = llvm.bitcast %2442 : i32 to vector<1xi32>
    %2449 = llvm.extractelement %2448[%4 : i32] : vector<1xi32>
    %2450 = llvm.bitcast %2443 : i32 to vector<1xi32>
    %2451 = llvm.extractelement %2450[%4 : i32] : vector<1xi32>
    %2452 = llvm.add %2346, %104 : i32
    %2453 = llvm.getelementptr inbounds %114[%2452] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2454 = nvvm.ldmatrix %2453 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2455 = llvm.extractvalue %2454[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2456 = llvm.extractvalue %2454[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2457 = llvm.extractvalue %2454[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2458 = llvm.extractvalue %2454[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2459 = llvm.bitcast %2455 : i32 to vector<1xi32>
    %2460 = llvm.extractelement %2459[%4 : i32] : vector<1xi32>
    %2461 = llvm.bitcast %2456 : i32 to vector<1xi32>
    %2462 = llvm.extractelement %2461[%4 : i32] : vector<1xi32>
    %2463 = llvm.bitcast %2457 : i32 to vector<1xi32>
    %2464 = llvm.extractelement %2463[%4 : i32] : vector<1xi32>
    %2465 = llvm.bitcast %2458 : i32 to vector<1xi32>
    %2466 = llvm.extractelement %2465[%4 : i32] : vector<1xi32>
    %2467 = llvm.add %2346, %76 : i32
    %2468 = llvm.getelementptr inbounds %114[%2467] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2469 = nvvm.ldmatrix %2468 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2470 = llvm.extractvalue %2469[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2471 = llvm.extractvalue %2469[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2472 = llvm.extractvalue %2469[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2473 = llvm.extractvalue %2469[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2474 = llvm.bitcast %2470 : i32 to vector<1xi32>
    %2475 = llvm.extractelement %2474[%4 : i32] : vector<1xi32>
    %2476 = llvm.bitcast %2471 : i32 to vector<1xi32>
    %2477 = llvm.extractelement %2476[%4 : i32] : vector<1xi32>
    %2478 = llvm.bitcast %2472 : i32 to vector<1xi32>
    %2479 = llvm.extractelement %2478[%4 : i32] : vector<1xi32>
    %2480 = llvm.bitcast %2473 : i32 to vector<1xi32>
    %2481 = llvm.extractelement %2480[%4 : i32] : vector<1xi32>
    %2482 = llvm.add %2346, %105 : i32
    %2483 = llvm.getelementptr inbounds %114[%2482] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2484 = nvvm.ldmatrix %2483 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2485 = llvm.extractvalue %2484[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2486 = llvm.extractvalue %2484[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2487 = llvm.extractvalue %2484[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2488 = llvm.extractvalue %2484[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2489 = llvm.bitcast %2485 : i32 to vector<1xi32>
    %2490 = llvm.extractelement %2489[%4 : i32] : vector<1xi32>
    %2491 = llvm.bitcast %2486 : i32 to vector<1xi32>
    %2492 = llvm.extractelement %2491[%4 : i32] : vector<1xi32>
    %2493 = llvm.bitcast %2487 : i32 to vector<1xi32>
    %2494 = llvm.extractelement %2493[%4 : i32] : vector<1xi32>
    %2495 = llvm.bitcast %2488 : i32 to vector<1xi32>
    %2496 = llvm.extractelement %2495[%4 : i32] : vector<1xi32>
    %2497 = llvm.add %2346, %106 : i32
    %2498 = llvm.getelementptr inbounds %114[%2497] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2499 = nvvm.ldmatrix %2498 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2500 = llvm.extractvalue %2499[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2501 = llvm.extractvalue %2499[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2502 = llvm.extractvalue %2499[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2503 = llvm.extractvalue %2499[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2504 = llvm.bitcast %2500 : i32 to vector<1xi32>
    %2505 = llvm.extractelement %2504[%4 : i32] : vector<1xi32>
    %2506 = llvm.bitcast %2501 : i32 to vector<1xi32>
    %2507 = llvm.extractelement %2506[%4 : i32] : vector<1xi32>
    %2508 = llvm.bitcast %2502 : i32 to vector<1xi32>
    %2509 = llvm.extractelement %2508[%4 : i32] : vector<1xi32>
    %2510 = llvm.bitcast %2503 : i32 to vector<1xi32>
    %2511 = llvm.extractelement %2510[%4 : i32] : vector<1xi32>
    %2512 = llvm.add %2346, %107 : i32
    %2513 = llvm.getelementptr inbounds %114[%2512] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2514 = nvvm.ldmatrix %2513 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2515 = llvm.extractvalue %2514[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2516 = llvm.extractvalue %2514[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2517 = llvm.extractvalue %2514[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2518 = llvm.extractvalue %2514[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2519 = llvm.bitcast %2515 : i32 to vector<1xi32>
    %2520 = llvm.extractelement %2519[%4 : i32] : vector<1xi32>
    %2521 = llvm.bitcast %2516 : i32 to vector<1xi32>
    %2522 = llvm.extractelement %2521[%4 : i32] : vector<1xi32>
    %2523 = llvm.bitcast %2517 : i32 to vector<1xi32>
    %2524 = llvm.extractelement %2523[%4 : i32] : vector<1xi32>
    %2525 = llvm.bitcast %2518 : i32 to vector<1xi32>
    %2526 = llvm.extractelement %2525[%4 : i32] : vector<1xi32>
    %2527 = llvm.add %2346, %77 : i32
    %2528 = llvm.getelementptr inbounds %114[%2527] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2529 = nvvm.ldmatrix %2528 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2530 = llvm.extractvalue %2529[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2531 = llvm.extractvalue %2529[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2532 = llvm.extractvalue %2529[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2533 = llvm.extractvalue %2529[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2534 = llvm.bitcast %2530 : i32 to vector<1xi32>
    %2535 = llvm.extractelement %2534[%4 : i32] : vector<1xi32>
    %2536 = llvm.bitcast %2531 : i32 to vector<1xi32>
    %2537 = llvm.extractelement %2536[%4 : i32] : vector<1xi32>
    %2538 = llvm.bitcast %2532 : i32 to vector<1xi32>
    %2539 = llvm.extractelement %2538[%4 : i32] : vector<1xi32>
    %2540 = llvm.bitcast %2533 : i32 to vector<1xi32>
    %2541 = llvm.extractelement %2540[%4 : i32] : vector<1xi32>
    %2542 = llvm.add %2346, %108 : i32
    %2543 = llvm.getelementptr inbounds %114[%2542] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2544 = nvvm.ldmatrix %2543 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2545 = llvm.extractvalue %2544[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2546 = llvm.extractvalue %2544[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2547 = llvm.extractvalue %2544[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2548 = llvm.extractvalue %2544[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2549 = llvm.bitcast %2545 : i32 to vector<1xi32>
    %2550 = llvm.extractelement %2549[%4 : i32] : vector<1xi32>
    %2551 = llvm.bitcast %2546 : i32 to vector<1xi32>
    %2552 = llvm.extractelement %2551[%4 : i32] : vector<1xi32>
    %2553 = llvm.bitcast %2547 : i32 to vector<1xi32>
    %2554 = llvm.extractelement %2553[%4 : i32] : vector<1xi32>
    %2555 = llvm.bitcast %2548 : i32 to vector<1xi32>
    %2556 = llvm.extractelement %2555[%4 : i32] : vector<1xi32>
    %2557 = llvm.add %2346, %109 : i32
    %2558 = llvm.getelementptr inbounds %114[%2557] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2559 = nvvm.ldmatrix %2558 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2560 = llvm.extractvalue %2559[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2561 = llvm.extractvalue %2559[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2562 = llvm.extractvalue %2559[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2563 = llvm.extractvalue %2559[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2564 = llvm.bitcast %2560 : i32 to vector<1xi32>
    %2565 = llvm.extractelement %2564[%4 : i32] : vector<1xi32>
    %2566 = llvm.bitcast %2561 : i32 to vector<1xi32>
    %2567 = llvm.extractelement %2566[%4 : i32] : vector<1xi32>
    %2568 = llvm.bitcast %2562 : i32 to vector<1xi32>
    %2569 = llvm.extractelement %2568[%4 : i32] : vector<1xi32>
    %2570 = llvm.bitcast %2563 : i32 to vector<1xi32>
    %2571 = llvm.extractelement %2570[%4 : i32] : vector<1xi32>
    %2572 = llvm.add %2346, %110 : i32
    %2573 = llvm.getelementptr inbounds %114[%2572] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2574 = nvvm.ldmatrix %2573 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %2575 = llvm.extractvalue %2574[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %2576 = llvm.extractvalue %2574[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %2577 = llvm.extractvalue %2574[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %2578 = llvm.extractvalue %2574[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %2579 = llvm.bitcast %2575 : i32 to vector<1xi32>
    %2580 = llvm.extractelement %2579[%4 : i32] : vector<1xi32>
    %2581 = llvm.bitcast %2576 : i32 to vector<1xi32>
    %2582 = llvm.extractelement %2581[%4 : i32] : vector<1xi32>
    %2583 = llvm.bitcast %2577 : i32 to vector<1xi32>
    %2584 = llvm.extractelement %2583[%4 : i32] : vector<1xi32>
    %2585 = llvm.bitcast %2578 : i32 to vector<1xi32>
    %2586 = llvm.extractelement %2585[%4 : i32] : vector<1xi32>
    %2587 = llvm.insertelement %2355, %111[%4 : i32] : vector<1xi32>
    %2588 = llvm.bitcast %2587 : vector<1xi32> to i32
    %2589 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2588, %2091 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2590 = llvm.insertelement %2357, %111[%4 : i32] : vector<1xi32>
    %2591 = llvm.bitcast %2590 : vector<1xi32> to i32
    %2592 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2591, %2092 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2593 = llvm.insertelement %2359, %111[%4 : i32] : vector<1xi32>
    %2594 = llvm.bitcast %2593 : vector<1xi32> to i32
    %2595 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2594, %2093 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2596 = llvm.insertelement %2361, %111[%4 : i32] : vector<1xi32>
    %2597 = llvm.bitcast %2596 : vector<1xi32> to i32
    %2598 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2597, %2094 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2599 = llvm.insertelement %2370, %111[%4 : i32] : vector<1xi32>
    %2600 = llvm.bitcast %2599 : vector<1xi32> to i32
    %2601 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2600, %2095 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2602 = llvm.insertelement %2372, %111[%4 : i32] : vector<1xi32>
    %2603 = llvm.bitcast %2602 : vector<1xi32> to i32
    %2604 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2603, %2096 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2605 = llvm.insertelement %2374, %111[%4 : i32] : vector<1xi32>
    %2606 = llvm.bitcast %2605 : vector<1xi32> to i32
    %2607 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2606, %2097 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2608 = llvm.insertelement %2376, %111[%4 : i32] : vector<1xi32>
    %2609 = llvm.bitcast %2608 : vector<1xi32> to i32
    %2610 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2609, %2098 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2611 = llvm.insertelement %2385, %111[%4 : i32] : vector<1xi32>
    %2612 = llvm.bitcast %2611 : vector<1xi32> to i32
    %2613 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2612, %2099 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2614 = llvm.insertelement %2387, %111[%4 : i32] : vector<1xi32>
    %2615 = llvm.bitcast %2614 : vector<1xi32> to i32
    %2616 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2615, %2100 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2617 = llvm.insertelement %2389, %111[%4 : i32] : vector<1xi32>
    %2618 = llvm.bitcast %2617 : vector<1xi32> to i32
    %2619 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2618, %2101 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2620 = llvm.insertelement %2391, %111[%4 : i32] : vector<1xi32>
    %2621 = llvm.bitcast %2620 : vector<1xi32> to i32
    %2622 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2621, %2102 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2623 = llvm.insertelement %2400, %111[%4 : i32] : vector<1xi32>
    %2624 = llvm.bitcast %2623 : vector<1xi32> to i32
    %2625 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2624, %2103 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2626 = llvm.insertelement %2402, %111[%4 : i32] : vector<1xi32>
    %2627 = llvm.bitcast %2626 : vector<1xi32> to i32
    %2628 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2627, %2104 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2629 = llvm.insertelement %2404, %111[%4 : i32] : vector<1xi32>
    %2630 = llvm.bitcast %2629 : vector<1xi32> to i32
    %2631 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2630, %2105 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2632 = llvm.insertelement %2406, %111[%4 : i32] : vector<1xi32>
    %2633 = llvm.bitcast %2632 : vector<1xi32> to i32
    %2634 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2633, %2106 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2635 = llvm.insertelement %2415, %111[%4 : i32] : vector<1xi32>
    %2636 = llvm.bitcast %2635 : vector<1xi32> to i32
    %2637 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2636, %2107 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2638 = llvm.insertelement %2417, %111[%4 : i32] : vector<1xi32>
    %2639 = llvm.bitcast %2638 : vector<1xi32> to i32
    %2640 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2639, %2108 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2641 = llvm.insertelement %2419, %111[%4 : i32] : vector<1xi32>
    %2642 = llvm.bitcast %2641 : vector<1xi32> to i32
    %2643 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2642, %2109 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2644 = llvm.insertelement %2421, %111[%4 : i32] : vector<1xi32>
    %2645 = llvm.bitcast %2644 : vector<1xi32> to i32
    %2646 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2645, %2110 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2647 = llvm.insertelement %2430, %111[%4 : i32] : vector<1xi32>
    %2648 = llvm.bitcast %2647 : vector<1xi32> to i32
    %2649 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2648, %2111 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2650 = llvm.insertelement %2432, %111[%4 : i32] : vector<1xi32>
    %2651 = llvm.bitcast %2650 : vector<1xi32> to i32
    %2652 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2651, %2112 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2653 = llvm.insertelement %2434, %111[%4 : i32] : vector<1xi32>
    %2654 = llvm.bitcast %2653 : vector<1xi32> to i32
    %2655 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2654, %2113 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2656 = llvm.insertelement %2436, %111[%4 : i32] : vector<1xi32>
    %2657 = llvm.bitcast %2656 : vector<1xi32> to i32
    %2658 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2657, %2114 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2659 = llvm.insertelement %2445, %111[%4 : i32] : vector<1xi32>
    %2660 = llvm.bitcast %2659 : vector<1xi32> to i32
    %2661 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2660, %2115 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2662 = llvm.insertelement %2447, %111[%4 : i32] : vector<1xi32>
    %2663 = llvm.bitcast %2662 : vector<1xi32> to i32
    %2664 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2663, %2116 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2665 = llvm.insertelement %2449, %111[%4 : i32] : vector<1xi32>
    %2666 = llvm.bitcast %2665 : vector<1xi32> to i32
    %2667 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2666, %2117 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2668 = llvm.insertelement %2451, %111[%4 : i32] : vector<1xi32>
    %2669 = llvm.bitcast %2668 : vector<1xi32> to i32
    %2670 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2669, %2118 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2671 = llvm.insertelement %2460, %111[%4 : i32] : vector<1xi32>
    %2672 = llvm.bitcast %2671 : vector<1xi32> to i32
    %2673 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2672, %2119 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2674 = llvm.insertelement %2462, %111[%4 : i32] : vector<1xi32>
    %2675 = llvm.bitcast %2674 : vector<1xi32> to i32
    %2676 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2675, %2120 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2677 = llvm.insertelement %2464, %111[%4 : i32] : vector<1xi32>
    %2678 = llvm.bitcast %2677 : vector<1xi32> to i32
    %2679 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2678, %2121 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2680 = llvm.insertelement %2466, %111[%4 : i32] : vector<1xi32>
    %2681 = llvm.bitcast %2680 : vector<1xi32> to i32
    %2682 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2681, %2122 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2683 = llvm.insertelement %2475, %111[%4 : i32] : vector<1xi32>
    %2684 = llvm.bitcast %2683 : vector<1xi32> to i32
    %2685 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2684, %2123 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2686 = llvm.insertelement %2477, %111[%4 : i32] : vector<1xi32>
    %2687 = llvm.bitcast %2686 : vector<1xi32> to i32
    %2688 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2687, %2124 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2689 = llvm.insertelement %2479, %111[%4 : i32] : vector<1xi32>
    %2690 = llvm.bitcast %2689 : vector<1xi32> to i32
    %2691 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2690, %2125 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2692 = llvm.insertelement %2481, %111[%4 : i32] : vector<1xi32>
    %2693 = llvm.bitcast %2692 : vector<1xi32> to i32
    %2694 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2693, %2126 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2695 = llvm.insertelement %2490, %111[%4 : i32] : vector<1xi32>
    %2696 = llvm.bitcast %2695 : vector<1xi32> to i32
    %2697 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2696, %2127 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2698 = llvm.insertelement %2492, %111[%4 : i32] : vector<1xi32>
    %2699 = llvm.bitcast %2698 : vector<1xi32> to i32
    %2700 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2699, %2128 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2701 = llvm.insertelement %2494, %111[%4 : i32] : vector<1xi32>
    %2702 = llvm.bitcast %2701 : vector<1xi32> to i32
    %2703 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2702, %2129 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2704 = llvm.insertelement %2496, %111[%4 : i32] : vector<1xi32>
    %2705 = llvm.bitcast %2704 : vector<1xi32> to i32
    %2706 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2705, %2130 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2707 = llvm.insertelement %2505, %111[%4 : i32] : vector<1xi32>
    %2708 = llvm.bitcast %2707 : vector<1xi32> to i32
    %2709 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2708, %2131 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2710 = llvm.insertelement %2507, %111[%4 : i32] : vector<1xi32>
    %2711 = llvm.bitcast %2710 : vector<1xi32> to i32
    %2712 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2711, %2132 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2713 = llvm.insertelement %2509, %111[%4 : i32] : vector<1xi32>
    %2714 = llvm.bitcast %2713 : vector<1xi32> to i32
    %2715 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2714, %2133 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2716 = llvm.insertelement %2511, %111[%4 : i32] : vector<1xi32>
    %2717 = llvm.bitcast %2716 : vector<1xi32> to i32
    %2718 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2717, %2134 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2719 = llvm.insertelement %2520, %111[%4 : i32] : vector<1xi32>
    %2720 = llvm.bitcast %2719 : vector<1xi32> to i32
    %2721 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2720, %2135 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2722 = llvm.insertelement %2522, %111[%4 : i32] : vector<1xi32>
    %2723 = llvm.bitcast %2722 : vector<1xi32> to i32
    %2724 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2723, %2136 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2725 = llvm.insertelement %2524, %111[%4 : i32] : vector<1xi32>
    %2726 = llvm.bitcast %2725 : vector<1xi32> to i32
    %2727 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2726, %2137 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2728 = llvm.insertelement %2526, %111[%4 : i32] : vector<1xi32>
    %2729 = llvm.bitcast %2728 : vector<1xi32> to i32
    %2730 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2729, %2138 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2731 = llvm.insertelement %2535, %111[%4 : i32] : vector<1xi32>
    %2732 = llvm.bitcast %2731 : vector<1xi32> to i32
    %2733 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2732, %2139 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2734 = llvm.insertelement %2537, %111[%4 : i32] : vector<1xi32>
    %2735 = llvm.bitcast %2734 : vector<1xi32> to i32
    %2736 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2735, %2140 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2737 = llvm.insertelement %2539, %111[%4 : i32] : vector<1xi32>
    %2738 = llvm.bitcast %2737 : vector<1xi32> to i32
    %2739 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2738, %2141 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2740 = llvm.insertelement %2541, %111[%4 : i32] : vector<1xi32>
    %2741 = llvm.bitcast %2740 : vector<1xi32> to i32
    %2742 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2741, %2142 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2743 = llvm.insertelement %2550, %111[%4 : i32] : vector<1xi32>
    %2744 = llvm.bitcast %2743 : vector<1xi32> to i32
    %2745 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2744, %2143 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2746 = llvm.insertelement %2552, %111[%4 : i32] : vector<1xi32>
    %2747 = llvm.bitcast %2746 : vector<1xi32> to i32
    %2748 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2747, %2144 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2749 = llvm.insertelement %2554, %111[%4 : i32] : vector<1xi32>
    %2750 = llvm.bitcast %2749 : vector<1xi32> to i32
    %2751 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2750, %2145 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2752 = llvm.insertelement %2556, %111[%4 : i32] : vector<1xi32>
    %2753 = llvm.bitcast %2752 : vector<1xi32> to i32
    %2754 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2753, %2146 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2755 = llvm.insertelement %2565, %111[%4 : i32] : vector<1xi32>
    %2756 = llvm.bitcast %2755 : vector<1xi32> to i32
    %2757 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2756, %2147 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2758 = llvm.insertelement %2567, %111[%4 : i32] : vector<1xi32>
    %2759 = llvm.bitcast %2758 : vector<1xi32> to i32
    %2760 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2759, %2148 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2761 = llvm.insertelement %2569, %111[%4 : i32] : vector<1xi32>
    %2762 = llvm.bitcast %2761 : vector<1xi32> to i32
    %2763 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2762, %2149 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2764 = llvm.insertelement %2571, %111[%4 : i32] : vector<1xi32>
    %2765 = llvm.bitcast %2764 : vector<1xi32> to i32
    %2766 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2765, %2150 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2767 = llvm.insertelement %2580, %111[%4 : i32] : vector<1xi32>
    %2768 = llvm.bitcast %2767 : vector<1xi32> to i32
    %2769 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2768, %2151 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2770 = llvm.insertelement %2582, %111[%4 : i32] : vector<1xi32>
    %2771 = llvm.bitcast %2770 : vector<1xi32> to i32
    %2772 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2771, %2152 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2773 = llvm.insertelement %2584, %111[%4 : i32] : vector<1xi32>
    %2774 = llvm.bitcast %2773 : vector<1xi32> to i32
    %2775 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2774, %2153 : (i32, !llvm.ptr<1>) -> !llvm.void
    %2776 = llvm.insertelement %2586, %111[%4 : i32] : vector<1xi32>
    %2777 = llvm.bitcast %2776 : vector<1xi32> to i32
    %2778 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %2777, %2154 : (i32, !llvm.ptr<1>) -> !llvm.void
    nvvm.barrier {aligned = false}
    %2779 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 64;", "b,r" %117, %120 : (i1, !llvm.ptr<6>) -> !llvm.void
    llvm.return
  }
}
