"builtin.module"() ({
  "gpu.module"() <{sym_name = "ids", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, i32)>, linkage = #llvm.linkage<external>, sym_name = "ids", visibility_ = 0 : i64}> ({
    ^bb0(%arg59: !llvm.ptr, %arg60: !llvm.ptr, %arg61: i64, %arg62: i64, %arg63: i64, %arg64: !llvm.ptr, %arg65: !llvm.ptr, %arg66: i64, %arg67: i64, %arg68: i64, %arg69: i32):
      %196 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
      %197 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
      %198 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %199 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
      %200 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
      %201 = "llvm.mlir.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
      %202 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %203 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %204 = "llvm.sext"(%203) : (i32) -> i64
      %205 = "nvvm.read.ptx.sreg.tid.y"() : () -> i32
      %206 = "llvm.sext"(%205) : (i32) -> i64
      %207 = "nvvm.read.ptx.sreg.tid.z"() : () -> i32
      %208 = "llvm.sext"(%207) : (i32) -> i64
      %209 = "nvvm.read.ptx.sreg.ntid.x"() : () -> i32
      %210 = "llvm.sext"(%209) : (i32) -> i64
      %211 = "nvvm.read.ptx.sreg.ntid.y"() : () -> i32
      %212 = "llvm.sext"(%211) : (i32) -> i64
      %213 = "nvvm.read.ptx.sreg.ntid.z"() : () -> i32
      %214 = "llvm.sext"(%213) : (i32) -> i64
      %215 = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
      %216 = "llvm.sext"(%215) : (i32) -> i64
      %217 = "nvvm.read.ptx.sreg.ctaid.y"() : () -> i32
      %218 = "llvm.sext"(%217) : (i32) -> i64
      %219 = "nvvm.read.ptx.sreg.ctaid.z"() : () -> i32
      %220 = "llvm.sext"(%219) : (i32) -> i64
      %221 = "nvvm.read.ptx.sreg.nctaid.x"() : () -> i32
      %222 = "llvm.sext"(%221) : (i32) -> i64
      %223 = "nvvm.read.ptx.sreg.nctaid.y"() : () -> i32
      %224 = "llvm.sext"(%223) : (i32) -> i64
      %225 = "nvvm.read.ptx.sreg.nctaid.z"() : () -> i32
      %226 = "llvm.sext"(%225) : (i32) -> i64
      %227 = "nvvm.read.ptx.sreg.laneid"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
      %228 = "llvm.sext"(%227) : (i32) -> i64
      %229 = "llvm.add"(%204, %206) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %230 = "llvm.add"(%229, %208) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %231 = "llvm.mul"(%230, %210) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %232 = "llvm.add"(%231, %212) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %233 = "llvm.add"(%232, %214) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %234 = "llvm.add"(%233, %216) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %235 = "llvm.add"(%234, %218) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %236 = "llvm.add"(%235, %220) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %237 = "llvm.add"(%236, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %238 = "llvm.add"(%237, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %239 = "llvm.add"(%238, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %240 = "llvm.add"(%239, %228) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %241 = "llvm.urem"(%204, %200) : (i64, i64) -> i64
      %242 = "llvm.getelementptr"(%arg60, %241) <{elem_type = i64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%240, %242) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      %243 = "llvm.sub"(%196, %arg69) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %244 = "llvm.lshr"(%197, %243) : (i32, i32) -> i32
      %245 = "llvm.sub"(%arg69, %198) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %246 = "nvvm.shfl.sync"(%244, %201, %202, %245) <{kind = #nvvm<shfl_kind bfly>, return_value_and_is_valid}> : (i32, f32, i32, i32) -> !llvm.struct<(f32, i1)>
      %247 = "llvm.extractvalue"(%246) <{position = array<i64: 0>}> : (!llvm.struct<(f32, i1)>) -> f32
      %248 = "llvm.extractvalue"(%246) <{position = array<i64: 1>}> : (!llvm.struct<(f32, i1)>) -> i1
      %249 = "nvvm.shfl.sync"(%244, %247, %202, %243) <{kind = #nvvm<shfl_kind up>}> : (i32, f32, i32, i32) -> f32
      %250 = "nvvm.shfl.sync"(%244, %249, %202, %245) <{kind = #nvvm<shfl_kind down>}> : (i32, f32, i32, i32) -> f32
      %251 = "nvvm.shfl.sync"(%244, %250, %202, %245) <{kind = #nvvm<shfl_kind idx>, return_value_and_is_valid}> : (i32, f32, i32, i32) -> !llvm.struct<(f32, i1)>
      %252 = "llvm.extractvalue"(%251) <{position = array<i64: 0>}> : (!llvm.struct<(f32, i1)>) -> f32
      %253 = "llvm.extractvalue"(%251) <{position = array<i64: 1>}> : (!llvm.struct<(f32, i1)>) -> i1
      %254 = "llvm.and"(%248, %253) : (i1, i1) -> i1
      %255 = "llvm.select"(%254, %252, %247) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      "nvvm.barrier0"() : () -> ()
      %256 = "llvm.urem"(%204, %199) : (i64, i64) -> i64
      %257 = "llvm.getelementptr"(%arg65, %256) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%255, %257) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, nvvm.kernel} : () -> ()
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
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64)>, linkage = #llvm.linkage<external>, sym_name = "__nv_round", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64)>, linkage = #llvm.linkage<external>, sym_name = "__nv_rint", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64, f64)>, linkage = #llvm.linkage<external>, sym_name = "__nv_copysign", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fabs", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64, f64, f64)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fma", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fast_cosf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fast_expf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fast_logf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fast_sinf", visibility_ = 0 : i64}> ({
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
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32, i32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_powif", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "math64", visibility_ = 0 : i64}> ({
    ^bb0(%arg39: !llvm.ptr, %arg40: !llvm.ptr, %arg41: i64, %arg42: i64, %arg43: i64, %arg44: !llvm.ptr, %arg45: !llvm.ptr, %arg46: i64, %arg47: i64, %arg48: i64, %arg49: !llvm.ptr, %arg50: !llvm.ptr, %arg51: i64, %arg52: i64, %arg53: i64, %arg54: !llvm.ptr, %arg55: !llvm.ptr, %arg56: i64, %arg57: i64, %arg58: i64):
      %143 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %144 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %145 = "llvm.sext"(%144) : (i32) -> i64
      %146 = "llvm.getelementptr"(%arg40, %145) <{elem_type = f64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %147 = "llvm.load"(%146) <{ordering = 0 : i64}> : (!llvm.ptr) -> f64
      %148 = "llvm.getelementptr"(%arg45, %145) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %149 = "llvm.load"(%148) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %150 = "llvm.call"(%147) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_cbrt, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f64) -> f64
      %151 = "llvm.call"(%150) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_ceil, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f64) -> f64
      %152 = "llvm.call"(%151) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floor, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f64) -> f64
      %153 = "llvm.call"(%152) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_cos, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f64) -> f64
      %154 = "llvm.call"(%153) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_exp2, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f64) -> f64
      %155 = "llvm.call"(%154) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_log10, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f64) -> f64
      %156 = "llvm.call"(%155) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_log2, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f64) -> f64
      %157 = "llvm.call"(%156, %147) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_atan2, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f64, f64) -> f64
      %158 = "llvm.call"(%157, %147) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_pow, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f64, f64) -> f64
      %159 = "llvm.call"(%158) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_expm1, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f64) -> f64
      %160 = "llvm.call"(%159) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_tan, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f64) -> f64
      %161 = "llvm.call"(%160) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_sin, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f64) -> f64
      %162 = "llvm.call"(%161) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_round, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f64) -> f64
      %163 = "llvm.call"(%162) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_rint, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f64) -> f64
      %164 = "llvm.intr.trunc"(%163) <{fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
      %165 = "llvm.call"(%164, %147) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_copysign, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f64, f64) -> f64
      %166 = "llvm.call"(%165) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fabs, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f64) -> f64
      %167 = "llvm.call"(%166, %147, %147) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fma, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f64, f64, f64) -> f64
      "llvm.store"(%167, %146) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
      %168 = "llvm.call"(%149) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fast_cosf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %169 = "llvm.call"(%168) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fast_expf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %170 = "llvm.call"(%169) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fast_logf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %171 = "llvm.call"(%170) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fast_sinf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %172 = "llvm.call"(%171) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_tanhf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %173 = "llvm.call"(%172) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_atanf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %174 = "llvm.call"(%173) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_atanf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %175 = "llvm.call"(%174) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_erff, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %176 = "llvm.call"(%175) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_rsqrtf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %177 = "llvm.call"(%176) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_sqrtf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %178 = "llvm.call"(%177) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_log1pf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
      %179 = "llvm.fsub"(%178, %149) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %180 = "llvm.intr.maximum"(%179, %149) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %181 = "llvm.intr.minnum"(%180, %149) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %182 = "llvm.call"(%181, %143) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_powif, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, i32) -> f32
      "llvm.store"(%182, %148) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %183 = "llvm.getelementptr"(%arg50, %145) <{elem_type = f16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %184 = "llvm.load"(%183) <{ordering = 0 : i64}> : (!llvm.ptr) -> f16
      %185 = "llvm.getelementptr"(%arg55, %145) <{elem_type = bf16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %186 = "llvm.load"(%185) <{ordering = 0 : i64}> : (!llvm.ptr) -> bf16
      %187 = "llvm.fmul"(%184, %184) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
      %188 = "llvm.fadd"(%187, %184) <{fastmathFlags = #llvm.fastmath<contract>}> : (f16, f16) -> f16
      %189 = "llvm.intr.maximum"(%188, %184) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
      %190 = "llvm.fpext"(%186) : (bf16) -> f32
      %191 = "llvm.fmul"(%190, %149) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %192 = "llvm.fptrunc"(%191) : (f32) -> bf16
      %193 = "llvm.fpext"(%189) : (f16) -> f32
      %194 = "llvm.fcmp"(%193, %191) <{fastmathFlags = #llvm.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
      %195 = "llvm.select"(%194, %189, %184) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f16, f16) -> f16
      "llvm.store"(%195, %183) <{ordering = 0 : i64}> : (f16, !llvm.ptr) -> ()
      "llvm.store"(%192, %185) <{ordering = 0 : i64}> : (bf16, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, nvvm.kernel} : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "red", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<4 x i32>, linkage = #llvm.linkage<private>, sym_name = "table", value = dense<[3, 5, 7, 11]> : tensor<4xi32>, visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 3 : i32, global_type = !llvm.array<32 x f32>, linkage = #llvm.linkage<internal>, sym_name = "__wg_reduce_0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "reduce", visibility_ = 0 : i64}> ({
    ^bb0(%arg19: !llvm.ptr, %arg20: !llvm.ptr, %arg21: i64, %arg22: i64, %arg23: i64, %arg24: !llvm.ptr, %arg25: !llvm.ptr, %arg26: i64, %arg27: i64, %arg28: i64, %arg29: !llvm.ptr, %arg30: !llvm.ptr, %arg31: i64, %arg32: i64, %arg33: i64, %arg34: !llvm.ptr, %arg35: !llvm.ptr, %arg36: i64, %arg37: i64, %arg38: i64):
      %106 = "llvm.mlir.addressof"() <{global_name = @table}> : () -> !llvm.ptr
      %107 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
      %108 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
      %109 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
      %110 = "llvm.mlir.addressof"() <{global_name = @__wg_reduce_0}> : () -> !llvm.ptr<3>
      %111 = "llvm.getelementptr"(%110) <{elem_type = !llvm.array<32 x f32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %112 = "llvm.alloca"(%108) <{elem_type = i32}> : (i64) -> !llvm.ptr
      %113 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %114 = "llvm.sext"(%113) : (i32) -> i64
      %115 = "llvm.getelementptr"(%arg20, %114) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %116 = "llvm.load"(%115) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %117 = "llvm.getelementptr"(%arg25, %114) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %118 = "llvm.load"(%117) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %119 = "llvm.add"(%116, %116) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %120 = "llvm.fadd"(%118, %118) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %121 = "llvm.and"(%114, %107) : (i64, i64) -> i64
      %122 = "llvm.getelementptr"(%106) <{elem_type = !llvm.array<4 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
      %123 = "llvm.getelementptr"(%122, %121) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %124 = "llvm.load"(%123) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %125 = "llvm.getelementptr"(%arg30, %121) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %126 = "llvm.atomicrmw"(%125, %124) <{bin_op = 1 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
      "llvm.store"(%119, %112) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %127 = "llvm.getelementptr"(%112) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%119, %127) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %128 = "llvm.load"(%112) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %129 = "llvm.load"(%127) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %130 = "llvm.urem"(%114, %109) : (i64, i64) -> i64
      %131 = "llvm.getelementptr"(%111, %130) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%120, %131) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      "nvvm.barrier0"() : () -> ()
      %132 = "llvm.atomicrmw"(%111, %120) <{bin_op = 11 : i64, ordering = 6 : i64}> : (!llvm.ptr<3>, f32) -> f32
      %133 = "llvm.atomicrmw"(%arg30, %128) <{bin_op = 7 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
      %134 = "llvm.getelementptr"(%arg30) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
      %135 = "llvm.atomicrmw"(%134, %119) <{bin_op = 10 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
      %136 = "llvm.getelementptr"(%arg30) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 3>}> : (!llvm.ptr) -> !llvm.ptr
      %137 = "llvm.atomicrmw"(%136, %119) <{bin_op = 5 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
      %138 = "llvm.atomicrmw"(%125, %129) <{bin_op = 0 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
      %139 = "llvm.sitofp"(%133) : (i32) -> f32
      "nvvm.barrier0"() : () -> ()
      %140 = "llvm.getelementptr"(%111) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %141 = "llvm.load"(%140) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> f32
      %142 = "llvm.fadd"(%141, %139) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      "llvm.store"(%142, %arg35) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, nvvm.kernel} : () -> ()
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
      %46 = "llvm.mlir.poison"() : () -> vector<2xf32>
      %47 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %48 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %49 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %50 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
      %51 = "llvm.mlir.constant"() <{value = dense<2.500000e-01> : vector<2x1xf32>}> : () -> !llvm.array<2 x vector<1xf32>>
      %52 = "llvm.mlir.constant"() <{value = dense<5.000000e-01> : vector<4x1xf32>}> : () -> !llvm.array<4 x vector<1xf32>>
      %53 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
      %54 = "llvm.mlir.addressof"() <{global_name = @__wg_mma_variants_1}> : () -> !llvm.ptr<3>
      %55 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %56 = "llvm.mlir.addressof"() <{global_name = @__wg_mma_variants_0}> : () -> !llvm.ptr<3>
      %57 = "llvm.getelementptr"(%56) <{elem_type = !llvm.array<128 x f32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %58 = "llvm.getelementptr"(%54) <{elem_type = !llvm.array<256 x f16>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %59 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %60 = "llvm.sext"(%59) : (i32) -> i64
      %61 = "llvm.getelementptr"(%arg14, %60) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %62 = "llvm.load"(%61) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %63 = "llvm.extractvalue"(%52) <{position = array<i64: 2>}> : (!llvm.array<4 x vector<1xf32>>) -> vector<1xf32>
      %64 = "llvm.insertelement"(%63, %62, %44) : (vector<1xf32>, f32, i64) -> vector<1xf32>
      %65 = "llvm.extractvalue"(%51) <{position = array<i64: 1>}> : (!llvm.array<2 x vector<1xf32>>) -> vector<1xf32>
      %66 = "llvm.insertelement"(%65, %62, %44) : (vector<1xf32>, f32, i64) -> vector<1xf32>
      %67 = "llvm.extractvalue"(%52) <{position = array<i64: 0>}> : (!llvm.array<4 x vector<1xf32>>) -> vector<1xf32>
      %68 = "llvm.bitcast"(%67) : (vector<1xf32>) -> i32
      %69 = "llvm.extractvalue"(%52) <{position = array<i64: 1>}> : (!llvm.array<4 x vector<1xf32>>) -> vector<1xf32>
      %70 = "llvm.bitcast"(%69) : (vector<1xf32>) -> i32
      %71 = "llvm.bitcast"(%64) : (vector<1xf32>) -> i32
      %72 = "llvm.extractvalue"(%52) <{position = array<i64: 3>}> : (!llvm.array<4 x vector<1xf32>>) -> vector<1xf32>
      %73 = "llvm.bitcast"(%72) : (vector<1xf32>) -> i32
      %74 = "llvm.extractvalue"(%51) <{position = array<i64: 0>}> : (!llvm.array<2 x vector<1xf32>>) -> vector<1xf32>
      %75 = "llvm.bitcast"(%74) : (vector<1xf32>) -> i32
      %76 = "llvm.bitcast"(%66) : (vector<1xf32>) -> i32
      %77 = "llvm.extractvalue"(%43) <{position = array<i64: 0>}> : (!llvm.array<2 x vector<2xf32>>) -> vector<2xf32>
      %78 = "llvm.extractelement"(%77, %44) : (vector<2xf32>, i64) -> f32
      %79 = "llvm.extractelement"(%77, %45) : (vector<2xf32>, i64) -> f32
      %80 = "llvm.extractvalue"(%43) <{position = array<i64: 1>}> : (!llvm.array<2 x vector<2xf32>>) -> vector<2xf32>
      %81 = "llvm.extractelement"(%80, %44) : (vector<2xf32>, i64) -> f32
      %82 = "llvm.extractelement"(%80, %45) : (vector<2xf32>, i64) -> f32
      %83 = "nvvm.mma.sync"(%68, %70, %71, %73, %75, %76, %78, %79, %81, %82) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 8>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %84 = "llvm.extractvalue"(%83) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
      %85 = "llvm.extractvalue"(%83) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
      %86 = "llvm.insertelement"(%46, %84, %47) : (vector<2xf32>, f32, i32) -> vector<2xf32>
      %87 = "llvm.insertelement"(%86, %85, %48) : (vector<2xf32>, f32, i32) -> vector<2xf32>
      %88 = "llvm.extractelement"(%87, %44) : (vector<2xf32>, i64) -> f32
      %89 = "llvm.getelementptr"(%57, %60) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      %90 = "llvm.getelementptr"(%arg14, %60) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %91 = "llvm.addrspacecast"(%90) : (!llvm.ptr) -> !llvm.ptr<1>
      %92 = "llvm.trunc"(%arg18) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %93 = "llvm.mul"(%92, %50) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %94 = "llvm.lshr"(%93, %49) : (i32, i32) -> i32
      "nvvm.cp.async.shared.global"(%89, %91, %94) <{modifier = #nvvm<load_cache_modifier ca>, size = 16 : i32}> : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()
      "nvvm.cp.async.commit.group"() : () -> ()
      "nvvm.cp.async.wait.group"() <{n = 0 : i32}> : () -> ()
      %95 = "llvm.mul"(%60, %53) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %96 = "llvm.add"(%95, %55) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %97 = "llvm.getelementptr"(%58, %96) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      %98 = "nvvm.ldmatrix"(%97) <{eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>}> : (!llvm.ptr<3>) -> i32
      %99 = "llvm.bitcast"(%98) : (i32) -> vector<2xf16>
      %100 = "llvm.extractelement"(%99, %44) : (vector<2xf16>, i64) -> f16
      %101 = "llvm.fpext"(%100) : (f16) -> f32
      %102 = "llvm.getelementptr"(%57, %60) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      %103 = "llvm.load"(%102) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> f32
      %104 = "llvm.fadd"(%103, %101) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %105 = "llvm.fadd"(%104, %88) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      "llvm.store"(%105, %61) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, nvvm.kernel} : () -> ()
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
      %12 = "llvm.mul"(%9, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %13 = "llvm.getelementptr"(%arg1, %12) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %14 = "llvm.load"(%13) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
      %15 = "llvm.call"(%14, %6) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @scale, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %16 = "llvm.intr.fmuladd"(%15, %6, %14) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %17 = "llvm.intr.vector.reduce.fadd"(%4, %16) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
      %18 = "llvm.intr.vector.reduce.fmaximum"(%16) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> f32
      %19 = "llvm.bitcast"(%16) : (vector<4xf32>) -> vector<4xi32>
      %20 = "llvm.getelementptr"(%arg6, %12) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %21 = "llvm.load"(%20) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xi32>
      %22 = "llvm.xor"(%19, %21) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
      %23 = "llvm.lshr"(%22, %7) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
      %24 = "llvm.extractelement"(%23, %3) : (vector<4xi32>, i64) -> i32
      %25 = "llvm.insertelement"(%23, %24, %2) : (vector<4xi32>, i32, i64) -> vector<4xi32>
      %26 = "llvm.intr.vector.reduce.or"(%25) : (vector<4xi32>) -> i32
      %27 = "llvm.icmp"(%25, %21) <{predicate = 4 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
      %28 = "llvm.select"(%27, %25, %21) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
      "llvm.store"(%28, %20) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xi32>, !llvm.ptr) -> ()
      %29 = "llvm.trunc"(%9) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %30 = "llvm.getelementptr"(%1) <{elem_type = !llvm.array<42 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
      %31 = "llvm.fpext"(%17) : (f32) -> f64
      %32 = "llvm.fpext"(%18) : (f32) -> f64
      %33 = "llvm.alloca"(%0) <{elem_type = !llvm.struct<(i64, i32, f64, f64, i32)>}> : (i64) -> !llvm.ptr
      %34 = "llvm.getelementptr"(%33) <{elem_type = !llvm.struct<(i64, i32, f64, f64, i32)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%11, %34) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      %35 = "llvm.getelementptr"(%33) <{elem_type = !llvm.struct<(i64, i32, f64, f64, i32)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 1>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%29, %35) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %36 = "llvm.getelementptr"(%33) <{elem_type = !llvm.struct<(i64, i32, f64, f64, i32)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 2>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%31, %36) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
      %37 = "llvm.getelementptr"(%33) <{elem_type = !llvm.struct<(i64, i32, f64, f64, i32)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 3>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%32, %37) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
      %38 = "llvm.getelementptr"(%33) <{elem_type = !llvm.struct<(i64, i32, f64, f64, i32)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 4>}> : (!llvm.ptr) -> !llvm.ptr
      "llvm.store"(%26, %38) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %39 = "llvm.call"(%30, %33) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @vprintf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (!llvm.ptr, !llvm.ptr) -> i32
      %40 = "llvm.fadd"(%17, %18) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %41 = "llvm.getelementptr"(%arg1, %9) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%40, %41) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, nvvm.kernel} : () -> ()
  }) : () -> ()
}) : () -> ()
