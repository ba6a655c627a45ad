"builtin.module"() ({
  "gpu.module"() <{sym_name = "ids", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, i32)>, linkage = #llvm.linkage<external>, sym_name = "ids", visibility_ = 0 : i64}> ({
    ^bb0(%arg59: !llvm.ptr, %arg60: !llvm.ptr, %arg61: i64, %arg62: i64, %arg63: i64, %arg64: !llvm.ptr, %arg65: !llvm.ptr, %arg66: i64, %arg67: i64, %arg68: i64, %arg69: i32):
      %195 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
      %196 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
      %197 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %198 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
      %199 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
      %200 = "llvm.mlir.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
      %201 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %202 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %203 = "llvm.sext"(%202) : (i32) -> i64
      %204 = "nvvm.read.ptx.sreg.tid.y"() : () -> i32
      %205 = "llvm.sext"(%204) : (i32) -> i64
      %206 = "nvvm.read.ptx.sreg.tid.z"() : () -> i32
      %207 = "llvm.sext"(%206) : (i32) -> i64
      %208 = "nvvm.read.ptx.sreg.ntid.x"() : () -> i32
      %209 = "llvm.sext"(%208) : (i32) -> i64
      %210 = "nvvm.read.ptx.sreg.ntid.y"() : () -> i32
      %211 = "llvm.sext"(%210) : (i32) -> i64
      %212 = "nvvm.read.ptx.sreg.ntid.z"() : () -> i32
      %213 = "llvm.sext"(%212) : (i32) -> i64
      %214 = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
      %215 = "llvm.sext"(%214) : (i32) -> i64
      %216 = "nvvm.read.ptx.sreg.ctaid.y"() : () -> i32
      %217 = "llvm.sext"(%216) : (i32) -> i64
      %218 = "nvvm.read.ptx.sreg.ctaid.z"() : () -> i32
      %219 = "llvm.sext"(%218) : (i32) -> i64
      %220 = "nvvm.read.ptx.sreg.nctaid.x"() : () -> i32
      %221 = "llvm.sext"(%220) : (i32) -> i64
      %222 = "nvvm.read.ptx.sreg.nctaid.y"() : () -> i32
      %223 = "llvm.sext"(%222) : (i32) -> i64
      %224 = "nvvm.read.ptx.sreg.nctaid.z"() : () -> i32
      %225 = "llvm.sext"(%224) : (i32) -> i64
      %226 = "nvvm.read.ptx.sreg.laneid"() : () -> i32
      %227 = "llvm.sext"(%226) : (i32) -> i64
      %228 = "llvm.add"(%203, %205) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
      %229 = "llvm.add"(%228, %207) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
      %230 = "llvm.mul"(%229, %209) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
      %231 = "llvm.add"(%230, %211) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
      %232 = "llvm.add"(%231, %213) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
      %233 = "llvm.add"(%232, %215) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
      %234 = "llvm.add"(%233, %217) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
      %235 = "llvm.add"(%234, %219) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
      %236 = "llvm.add"(%235, %221) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
      %237 = "llvm.add"(%236, %223) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
      %238 = "llvm.add"(%237, %225) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
      %239 = "llvm.add"(%238, %227) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
      %240 = "llvm.urem"(%203, %199) : (i64, i64) -> i64
      %241 = "llvm.getelementptr"(%arg60, %240) <{elem_type = i64, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%239, %241) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      %242 = "llvm.sub"(%195, %arg69) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
      %243 = "llvm.lshr"(%196, %242) : (i32, i32) -> i32
      %244 = "llvm.sub"(%arg69, %197) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
      %245 = "nvvm.shfl.sync"(%243, %200, %201, %244) <{kind = #nvvm<shfl_kind bfly>, return_value_and_is_valid}> : (i32, f32, i32, i32) -> !llvm.struct<(f32, i1)>
      %246 = "llvm.extractvalue"(%245) <{position = array<i64: 0>}> : (!llvm.struct<(f32, i1)>) -> f32
      %247 = "llvm.extractvalue"(%245) <{position = array<i64: 1>}> : (!llvm.struct<(f32, i1)>) -> i1
      %248 = "nvvm.shfl.sync"(%243, %246, %201, %242) <{kind = #nvvm<shfl_kind up>}> : (i32, f32, i32, i32) -> f32
      %249 = "nvvm.shfl.sync"(%243, %248, %201, %244) <{kind = #nvvm<shfl_kind down>}> : (i32, f32, i32, i32) -> f32
      %250 = "nvvm.shfl.sync"(%243, %249, %201, %244) <{kind = #nvvm<shfl_kind idx>, return_value_and_is_valid}> : (i32, f32, i32, i32) -> !llvm.struct<(f32, i1)>
      %251 = "llvm.extractvalue"(%250) <{position = array<i64: 0>}> : (!llvm.struct<(f32, i1)>) -> f32
      %252 = "llvm.extractvalue"(%250) <{position = array<i64: 1>}> : (!llvm.struct<(f32, i1)>) -> i1
      %253 = "llvm.and"(%247, %252) : (i1, i1) -> i1
      %254 = "llvm.select"(%253, %251, %246) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      "nvvm.barrier0"() : () -> ()
      %255 = "llvm.urem"(%203, %198) : (i64, i64) -> i64
      %256 = "llvm.getelementptr"(%arg65, %255) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%254, %256) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, nvvm.kernel} : () -> ()
    "gpu.module_end"() : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "math", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64)>, linkage = #llvm.linkage<external>, sym_name = "__nv_cbrt", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64)>, linkage = #llvm.linkage<external>, sym_name = "__nv_ceil", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64)>, linkage = #llvm.linkage<external>, sym_name = "__nv_floor", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64)>, linkage = #llvm.linkage<external>, sym_name = "__nv_cos", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64)>, linkage = #llvm.linkage<external>, sym_name = "__nv_exp2", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64)>, linkage = #llvm.linkage<external>, sym_name = "__nv_log10", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64)>, linkage = #llvm.linkage<external>, sym_name = "__nv_log2", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64, f64)>, linkage = #llvm.linkage<external>, sym_name = "__nv_atan2", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64, f64)>, linkage = #llvm.linkage<external>, sym_name = "__nv_pow", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64)>, linkage = #llvm.linkage<external>, sym_name = "__nv_expm1", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64)>, linkage = #llvm.linkage<external>, sym_name = "__nv_tan", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64)>, linkage = #llvm.linkage<external>, sym_name = "__nv_sin", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fabs", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_cosf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_expf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_logf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_sinf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_tanhf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_atanf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_erff", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_rsqrtf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_sqrtf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_log1pf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "math64", visibility_ = 0 : i64}> ({
    ^bb0(%arg39: !llvm.ptr, %arg40: !llvm.ptr, %arg41: i64, %arg42: i64, %arg43: i64, %arg44: !llvm.ptr, %arg45: !llvm.ptr, %arg46: i64, %arg47: i64, %arg48: i64, %arg49: !llvm.ptr, %arg50: !llvm.ptr, %arg51: i64, %arg52: i64, %arg53: i64, %arg54: !llvm.ptr, %arg55: !llvm.ptr, %arg56: i64, %arg57: i64, %arg58: i64):
      %142 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %143 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %144 = "llvm.sext"(%143) : (i32) -> i64
      %145 = "llvm.getelementptr"(%arg40, %144) <{elem_type = f64, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %146 = "llvm.load"(%145) <{ordering = 0 : i64}> : (!llvm.ptr) -> f64
      %147 = "llvm.getelementptr"(%arg45, %144) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %148 = "llvm.load"(%147) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %149 = "llvm.call"(%146) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_cbrt, fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
      %150 = "llvm.call"(%149) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_ceil, fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
      %151 = "llvm.call"(%150) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floor, fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
      %152 = "llvm.call"(%151) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_cos, fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
      %153 = "llvm.call"(%152) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_exp2, fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
      %154 = "llvm.call"(%153) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_log10, fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
      %155 = "llvm.call"(%154) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_log2, fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
      %156 = "llvm.call"(%155, %146) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_atan2, fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
      %157 = "llvm.call"(%156, %146) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_pow, fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
      %158 = "llvm.call"(%157) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_expm1, fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
      %159 = "llvm.call"(%158) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_tan, fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
      %160 = "llvm.call"(%159) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_sin, fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
      %161 = "llvm.intr.round"(%160) <{fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
      %162 = "llvm.intr.roundeven"(%161) <{fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
      %163 = "llvm.intr.trunc"(%162) <{fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
      %164 = "llvm.intr.copysign"(%163, %146) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
      %165 = "llvm.call"(%164) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fabs, fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
      %166 = "llvm.intr.fma"(%165, %146, %146) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64, f64) -> f64
      "llvm.store"(%166, %145) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
      %167 = "llvm.call"(%148) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_cosf, fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
      %168 = "llvm.call"(%167) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_expf, fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
      %169 = "llvm.call"(%168) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_logf, fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
      %170 = "llvm.call"(%169) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_sinf, fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
      %171 = "llvm.call"(%170) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_tanhf, fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
      %172 = "llvm.call"(%171) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_atanf, fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
      %173 = "llvm.call"(%172) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_atanf, fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
      %174 = "llvm.call"(%173) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_erff, fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
      %175 = "llvm.call"(%174) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_rsqrtf, fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
      %176 = "llvm.call"(%175) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_sqrtf, fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
      %177 = "llvm.call"(%176) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_log1pf, fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
      %178 = "llvm.fsub"(%177, %148) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %179 = "llvm.intr.maximum"(%178, %148) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %180 = "llvm.intr.minnum"(%179, %148) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %181 = "llvm.intr.powi"(%180, %142) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, i32) -> f32
      "llvm.store"(%181, %147) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %182 = "llvm.getelementptr"(%arg50, %144) <{elem_type = f16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %183 = "llvm.load"(%182) <{ordering = 0 : i64}> : (!llvm.ptr) -> f16
      %184 = "llvm.getelementptr"(%arg55, %144) <{elem_type = bf16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %185 = "llvm.load"(%184) <{ordering = 0 : i64}> : (!llvm.ptr) -> bf16
      %186 = "llvm.fmul"(%183, %183) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
      %187 = "llvm.fadd"(%186, %183) <{fastmathFlags = #llvm.fastmath<contract>}> : (f16, f16) -> f16
      %188 = "llvm.intr.maximum"(%187, %183) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
      %189 = "llvm.fpext"(%185) : (bf16) -> f32
      %190 = "llvm.fmul"(%189, %148) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %191 = "llvm.fptrunc"(%190) : (f32) -> bf16
      %192 = "llvm.fpext"(%188) : (f16) -> f32
      %193 = "llvm.fcmp"(%192, %190) <{fastmathFlags = #llvm.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
      %194 = "llvm.select"(%193, %188, %183) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f16, f16) -> f16
      "llvm.store"(%194, %182) <{ordering = 0 : i64}> : (f16, !llvm.ptr) -> ()
      "llvm.store"(%191, %184) <{ordering = 0 : i64}> : (bf16, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, nvvm.kernel} : () -> ()
    "gpu.module_end"() : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "red", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<4 x i32>, linkage = #llvm.linkage<private>, sym_name = "table", value = dense<[3, 5, 7, 11]> : tensor<4xi32>, visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 3 : i32, global_type = !llvm.array<32 x f32>, linkage = #llvm.linkage<internal>, sym_name = "__wg_reduce_0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "reduce", visibility_ = 0 : i64}> ({
    ^bb0(%arg19: !llvm.ptr, %arg20: !llvm.ptr, %arg21: i64, %arg22: i64, %arg23: i64, %arg24: !llvm.ptr, %arg25: !llvm.ptr, %arg26: i64, %arg27: i64, %arg28: i64, %arg29: !llvm.ptr, %arg30: !llvm.ptr, %arg31: i64, %arg32: i64, %arg33: i64, %arg34: !llvm.ptr, %arg35: !llvm.ptr, %arg36: i64, %arg37: i64, %arg38: i64):
      %105 = "llvm.mlir.addressof"() <{global_name = @table}> : () -> !llvm.ptr
      %106 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
      %107 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
      %108 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
      %109 = "llvm.mlir.addressof"() <{global_name = @__wg_reduce_0}> : () -> !llvm.ptr<3>
      %110 = "llvm.getelementptr"(%109) <{elem_type = !llvm.array<32 x f32>, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %111 = "llvm.alloca"(%107) <{elem_type = i32}> : (i64) -> !llvm.ptr
      %112 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %113 = "llvm.sext"(%112) : (i32) -> i64
      %114 = "llvm.getelementptr"(%arg20, %113) <{elem_type = i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %115 = "llvm.load"(%114) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %116 = "llvm.getelementptr"(%arg25, %113) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %117 = "llvm.load"(%116) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %118 = "llvm.add"(%115, %115) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
      %119 = "llvm.fadd"(%117, %117) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %120 = "llvm.and"(%113, %106) : (i64, i64) -> i64
      %121 = "llvm.getelementptr"(%105) <{elem_type = !llvm.array<4 x i32>, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
      %122 = "llvm.getelementptr"(%121, %120) <{elem_type = i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %123 = "llvm.load"(%122) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %124 = "llvm.getelementptr"(%arg30, %120) <{elem_type = i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %125 = "llvm.atomicrmw"(%124, %123) <{bin_op = 1 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
      "llvm.store"(%118, %111) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %126 = "llvm.getelementptr"(%111) <{elem_type = i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%118, %126) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %127 = "llvm.load"(%111) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %128 = "llvm.load"(%126) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %129 = "llvm.urem"(%113, %108) : (i64, i64) -> i64
      %130 = "llvm.getelementptr"(%110, %129) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%119, %130) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      "nvvm.barrier0"() : () -> ()
      %131 = "llvm.atomicrmw"(%110, %119) <{bin_op = 11 : i64, ordering = 6 : i64}> : (!llvm.ptr<3>, f32) -> f32
      %132 = "llvm.atomicrmw"(%arg30, %127) <{bin_op = 7 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
      %133 = "llvm.getelementptr"(%arg30) <{elem_type = i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
      %134 = "llvm.atomicrmw"(%133, %118) <{bin_op = 10 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
      %135 = "llvm.getelementptr"(%arg30) <{elem_type = i32, rawConstantIndices = array<i32: 3>}> : (!llvm.ptr) -> !llvm.ptr
      %136 = "llvm.atomicrmw"(%135, %118) <{bin_op = 5 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
      %137 = "llvm.atomicrmw"(%124, %128) <{bin_op = 0 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
      %138 = "llvm.sitofp"(%132) : (i32) -> f32
      "nvvm.barrier0"() : () -> ()
      %139 = "llvm.getelementptr"(%110) <{elem_type = f32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %140 = "llvm.load"(%139) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> f32
      %141 = "llvm.fadd"(%140, %138) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      "llvm.store"(%141, %arg35) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, nvvm.kernel} : () -> ()
    "gpu.module_end"() : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "mma", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.mlir.global"() <{addr_space = 3 : i32, global_type = !llvm.array<128 x f32>, linkage = #llvm.linkage<internal>, sym_name = "__wg_mma_variants_0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 3 : i32, global_type = !llvm.array<256 x f16>, linkage = #llvm.linkage<internal>, sym_name = "__wg_mma_variants_1", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "mma_variants", visibility_ = 0 : i64}> ({
    ^bb0(%arg13: !llvm.ptr, %arg14: !llvm.ptr, %arg15: i64, %arg16: i64, %arg17: i64, %arg18: i64):
      %43 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<2x2xf32>}> : () -> !llvm.array<2 x vector<2xf32>>
      %44 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
      %45 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
      %46 = "llvm.mlir.undef"() : () -> vector<2xf32>
      %47 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %48 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %49 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %50 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
      %51 = "llvm.mlir.constant"() <{value = dense<2.500000e-01> : vector<2x1xf32>}> : () -> !llvm.array<2 x vector<1xf32>>
      %52 = "llvm.mlir.constant"() <{value = dense<5.000000e-01> : vector<4x1xf32>}> : () -> !llvm.array<4 x vector<1xf32>>
      %53 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
      %54 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
      %55 = "llvm.mlir.addressof"() <{global_name = @__wg_mma_variants_1}> : () -> !llvm.ptr<3>
      %56 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %57 = "llvm.mlir.addressof"() <{global_name = @__wg_mma_variants_0}> : () -> !llvm.ptr<3>
      %58 = "llvm.getelementptr"(%57) <{elem_type = !llvm.array<128 x f32>, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %59 = "llvm.getelementptr"(%55) <{elem_type = !llvm.array<256 x f16>, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %60 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %61 = "llvm.sext"(%60) : (i32) -> i64
      %62 = "llvm.getelementptr"(%arg14, %61) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %63 = "llvm.load"(%62) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %64 = "llvm.extractvalue"(%52) <{position = array<i64: 2>}> : (!llvm.array<4 x vector<1xf32>>) -> vector<1xf32>
      %65 = "llvm.insertelement"(%64, %63, %44) : (vector<1xf32>, f32, i64) -> vector<1xf32>
      %66 = "llvm.extractvalue"(%51) <{position = array<i64: 1>}> : (!llvm.array<2 x vector<1xf32>>) -> vector<1xf32>
      %67 = "llvm.insertelement"(%66, %63, %44) : (vector<1xf32>, f32, i64) -> vector<1xf32>
      %68 = "llvm.extractvalue"(%52) <{position = array<i64: 0>}> : (!llvm.array<4 x vector<1xf32>>) -> vector<1xf32>
      %69 = "llvm.bitcast"(%68) : (vector<1xf32>) -> i32
      %70 = "llvm.extractvalue"(%52) <{position = array<i64: 1>}> : (!llvm.array<4 x vector<1xf32>>) -> vector<1xf32>
      %71 = "llvm.bitcast"(%70) : (vector<1xf32>) -> i32
      %72 = "llvm.bitcast"(%65) : (vector<1xf32>) -> i32
      %73 = "llvm.extractvalue"(%52) <{position = array<i64: 3>}> : (!llvm.array<4 x vector<1xf32>>) -> vector<1xf32>
      %74 = "llvm.bitcast"(%73) : (vector<1xf32>) -> i32
      %75 = "llvm.extractvalue"(%51) <{position = array<i64: 0>}> : (!llvm.array<2 x vector<1xf32>>) -> vector<1xf32>
      %76 = "llvm.bitcast"(%75) : (vector<1xf32>) -> i32
      %77 = "llvm.bitcast"(%67) : (vector<1xf32>) -> i32
      %78 = "llvm.extractvalue"(%43) <{position = array<i64: 0>}> : (!llvm.array<2 x vector<2xf32>>) -> vector<2xf32>
      %79 = "llvm.extractelement"(%78, %44) : (vector<2xf32>, i64) -> f32
      %80 = "llvm.extractelement"(%78, %45) : (vector<2xf32>, i64) -> f32
      %81 = "llvm.extractvalue"(%43) <{position = array<i64: 1>}> : (!llvm.array<2 x vector<2xf32>>) -> vector<2xf32>
      %82 = "llvm.extractelement"(%81, %44) : (vector<2xf32>, i64) -> f32
      %83 = "llvm.extractelement"(%81, %45) : (vector<2xf32>, i64) -> f32
      %84 = "nvvm.mma.sync"(%69, %71, %72, %74, %76, %77, %79, %80, %82, %83) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 8>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %85 = "llvm.extractvalue"(%84) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
      %86 = "llvm.extractvalue"(%84) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
      %87 = "llvm.insertelement"(%46, %85, %47) : (vector<2xf32>, f32, i32) -> vector<2xf32>
      %88 = "llvm.insertelement"(%87, %86, %48) : (vector<2xf32>, f32, i32) -> vector<2xf32>
      %89 = "llvm.extractelement"(%88, %44) : (vector<2xf32>, i64) -> f32
      %90 = "llvm.getelementptr"(%58, %61) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      %91 = "llvm.addrspacecast"(%62) : (!llvm.ptr) -> !llvm.ptr<1>
      %92 = "llvm.trunc"(%arg18) : (i64) -> i32
      %93 = "llvm.mul"(%92, %50) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
      %94 = "llvm.lshr"(%93, %49) : (i32, i32) -> i32
      "llvm.inline_asm"(%90, %91, %53, %94) <{asm_dialect = 0 : i64, asm_string = "cp.async.ca.shared.global [$0], [$1], $2, $3;\0A", constraints = "r,l,n,r", has_side_effects}> : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      "nvvm.cp.async.commit.group"() : () -> ()
      "nvvm.cp.async.wait.group"() <{n = 0 : i32}> : () -> ()
      %95 = "llvm.mul"(%61, %54) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
      %96 = "llvm.add"(%95, %56) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
      %97 = "llvm.getelementptr"(%59, %96) <{elem_type = f16, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      %98 = "nvvm.ldmatrix"(%97) <{layout = #nvvm.mma_layout<row>, num = 1 : i32}> : (!llvm.ptr<3>) -> i32
      %99 = "llvm.bitcast"(%98) : (i32) -> vector<2xf16>
      %100 = "llvm.extractelement"(%99, %44) : (vector<2xf16>, i64) -> f16
      %101 = "llvm.fpext"(%100) : (f16) -> f32
      %102 = "llvm.load"(%90) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> f32
      %103 = "llvm.fadd"(%102, %101) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %104 = "llvm.fadd"(%103, %89) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      "llvm.store"(%104, %62) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, nvvm.kernel} : () -> ()
    "gpu.module_end"() : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "misc", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<42 x i8>, linkage = #llvm.linkage<internal>, sym_name = "printfFormat_0", value = "block %lld thread %d sum %f max %f or %x\0A\00", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ptr)>, linkage = #llvm.linkage<external>, sym_name = "vprintf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<4xf32> (vector<4xf32>, vector<4xf32>)>, linkage = #llvm.linkage<external>, sym_name = "scale", visibility_ = 0 : i64}> ({
    ^bb0(%arg11: vector<4xf32>, %arg12: vector<4xf32>):
      %42 = "llvm.fmul"(%arg11, %arg12) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      "llvm.return"(%42) : (vector<4xf32>) -> ()
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "misc", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64):
      %0 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      %1 = "llvm.mlir.addressof"() <{global_name = @printfFormat_0}> : () -> !llvm.ptr
      %2 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
      %3 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
      %4 = "llvm.mlir.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %5 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
      %6 = "llvm.mlir.constant"() <{value = dense<5.000000e-01> : vector<4xf32>}> : () -> vector<4xf32>
      %7 = "llvm.mlir.constant"() <{value = dense<3> : vector<4xi32>}> : () -> vector<4xi32>
      %8 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %9 = "llvm.sext"(%8) : (i32) -> i64
      %10 = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
      %11 = "llvm.sext"(%10) : (i32) -> i64
      %12 = "llvm.mul"(%9, %5) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
      %13 = "llvm.getelementptr"(%arg1, %12) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %14 = "llvm.load"(%13) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
      %15 = "llvm.call"(%14, %6) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @scale, fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %16 = "llvm.intr.fmuladd"(%15, %6, %14) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %17 = "llvm.intr.vector.reduce.fadd"(%4, %16) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
      %18 = "llvm.intr.vector.reduce.fmaximum"(%16) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> f32
      %19 = "llvm.bitcast"(%16) : (vector<4xf32>) -> vector<4xi32>
      %20 = "llvm.getelementptr"(%arg6, %12) <{elem_type = i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %21 = "llvm.load"(%20) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xi32>
      %22 = "llvm.xor"(%19, %21) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
      %23 = "llvm.lshr"(%22, %7) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
      %24 = "llvm.extractelement"(%23, %3) : (vector<4xi32>, i64) -> i32
      %25 = "llvm.insertelement"(%23, %24, %2) : (vector<4xi32>, i32, i64) -> vector<4xi32>
      %26 = "llvm.intr.vector.reduce.or"(%25) : (vector<4xi32>) -> i32
      %27 = "llvm.icmp"(%25, %21) <{predicate = 4 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
      %28 = "llvm.select"(%27, %25, %21) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
      "llvm.store"(%28, %20) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xi32>, !llvm.ptr) -> ()
      %29 = "llvm.trunc"(%9) : (i64) -> i32
      %30 = "llvm.getelementptr"(%1) <{elem_type = !llvm.array<42 x i8>, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
      %31 = "llvm.fpext"(%17) : (f32) -> f64
      %32 = "llvm.fpext"(%18) : (f32) -> f64
      %33 = "llvm.alloca"(%0) <{elem_type = !llvm.struct<(i64, i32, f64, f64, i32)>}> : (i64) -> !llvm.ptr
      %34 = "llvm.getelementptr"(%33) <{elem_type = !llvm.struct<(i64, i32, f64, f64, i32)>, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%11, %34) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      %35 = "llvm.getelementptr"(%33) <{elem_type = !llvm.struct<(i64, i32, f64, f64, i32)>, rawConstantIndices = array<i32: 0, 1>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%29, %35) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %36 = "llvm.getelementptr"(%33) <{elem_type = !llvm.struct<(i64, i32, f64, f64, i32)>, rawConstantIndices = array<i32: 0, 2>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%31, %36) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
      %37 = "llvm.getelementptr"(%33) <{elem_type = !llvm.struct<(i64, i32, f64, f64, i32)>, rawConstantIndices = array<i32: 0, 3>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%32, %37) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
      %38 = "llvm.getelementptr"(%33) <{elem_type = !llvm.struct<(i64, i32, f64, f64, i32)>, rawConstantIndices = array<i32: 0, 4>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%26, %38) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %39 = "llvm.call"(%30, %33) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @vprintf, fastmathFlags = #llvm.fastmath<none>}> : (!llvm.ptr, !llvm.ptr) -> i32
      %40 = "llvm.fadd"(%17, %18) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %41 = "llvm.getelementptr"(%arg1, %9) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%40, %41) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, nvvm.kernel} : () -> ()
    "gpu.module_end"() : () -> ()
  }) : () -> ()
}) : () -> ()
