; numba-cuda kernel n32_cas_loops(Array(int64, 1, 'A', False, aligned=True), Array(int64, 1, 'A', False, aligned=True), Array(int64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__9cas_loopsB3v25B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIxLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__9cas_loopsB3v25B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIxLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv5numba4cuda7cpython7numbers11scalar_view12_3clocals_3e4implB3v26B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEx18class_28float64_29 = common global ptr null
@_ZN08NumbaEnv5numba4cuda7cpython7numbers11scalar_view12_3clocals_3e4implB3v27B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEd16class_28int64_29 = common global ptr null

define ptx_kernel void @_ZN8__main__9cas_loopsB3v25B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIxLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE(ptr %i64.0, ptr %i64.1, i64 %i64.2, i64 %i64.3, ptr %i64.4, i64 %i64.5.0, i64 %i64.6.0, ptr %f64bits.0, ptr %f64bits.1, i64 %f64bits.2, i64 %f64bits.3, ptr %f64bits.4, i64 %f64bits.5.0, i64 %f64bits.6.0, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.6.0) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %i64.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %i64.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %i64.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %i64.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %i64.4, 4
  %.24 = insertvalue [1 x i64] undef, i64 %i64.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.24, 5
  %.25 = insertvalue [1 x i64] undef, i64 %i64.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.25, 6
  %inserted.meminfo.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %f64bits.0, 0
  %inserted.parent.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.1, ptr %f64bits.1, 1
  %inserted.nitems.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %f64bits.2, 2
  %inserted.itemsize.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %f64bits.3, 3
  %inserted.data.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.1, ptr %f64bits.4, 4
  %.26 = insertvalue [1 x i64] undef, i64 %f64bits.5.0, 0
  %inserted.shape.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.26, 5
  %.27 = insertvalue [1 x i64] undef, i64 %f64bits.6.0, 0
  %inserted.strides.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.1, [1 x i64] %.27, 6
  %inserted.meminfo.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %out.0, 0
  %inserted.parent.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.2, ptr %out.1, 1
  %inserted.nitems.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.2, i64 %out.2, 2
  %inserted.itemsize.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.2, i64 %out.3, 3
  %inserted.data.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.2, ptr %out.4, 4
  %.28 = insertvalue [1 x i64] undef, i64 %out.5.0, 0
  %inserted.shape.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.2, [1 x i64] %.28, 5
  %.29 = insertvalue [1 x i64] undef, i64 %out.6.0, 0
  %inserted.strides.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.2, [1 x i64] %.29, 6
  %i64 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %i64, align 8
  %f64bits = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %f64bits, align 8
  %out = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %i = alloca i64, align 8
  store i64 0, ptr %i, align 8
  %quot = alloca i64, align 8
  store i64 0, ptr %quot, align 8
  %rem = alloca i64, align 8
  store i64 0, ptr %rem, align 8
  %.56 = alloca i64, align 8
  store i64 0, ptr %.56, align 8
  %.59 = alloca i64, align 8
  store i64 0, ptr %.59, align 8
  %v = alloca i64, align 8
  store i64 0, ptr %v, align 8
  %.94 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.94, align 8
  %old.2 = alloca i64, align 8
  store i64 0, ptr %old.2, align 8
  %.133 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.133, align 8
  %seen = alloca i64, align 8
  store i64 0, ptr %seen, align 8
  %"$186pred" = alloca i1, align 1
  store i1 false, ptr %"$186pred", align 1
  %target = alloca double, align 8
  store double 0.000000e+00, ptr %target, align 8
  %.191 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.191, align 8
  %bits.2 = alloca i64, align 8
  store i64 0, ptr %bits.2, align 8
  %.226 = alloca double, align 8
  store double 0.000000e+00, ptr %.226, align 8
  %"$368pred" = alloca i1, align 1
  store i1 false, ptr %"$368pred", align 1
  %.259 = alloca i64, align 8
  store i64 0, ptr %.259, align 8
  %.275 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.275, align 8
  %seen.1 = alloca i64, align 8
  store i64 0, ptr %seen.1, align 8
  %"$544pred" = alloca i1, align 1
  store i1 false, ptr %"$544pred", align 1
  %.329 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.329, align 8
  %quot.1 = alloca i64, align 8
  store i64 0, ptr %quot.1, align 8
  %rem.1 = alloca i64, align 8
  store i64 0, ptr %rem.1, align 8
  %.343 = alloca i64, align 8
  store i64 0, ptr %.343, align 8
  %.346 = alloca i64, align 8
  store i64 0, ptr %.346, align 8
  %.380 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.380, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %i64, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %f64bits, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, ptr %out, align 8
  %.36 = trunc i64 1 to i32
  %.37 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %.38 = sext i32 %.37 to i64
  %.39 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %.40 = sext i32 %.39 to i64
  %.41 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %.42 = sext i32 %.41 to i64
  %.43 = mul i64 %.40, %.42
  %.44 = add i64 %.43, %.38
  %.46 = load i64, ptr %i, align 8
  store i64 %.44, ptr %i, align 8
  %.48 = load i64, ptr %i, align 8
  %.51 = icmp eq i64 5, 0
  br i1 %.51, label %B0.if, label %B0.else, !prof !1

B104:                                             ; preds = %B0.endif, %B190
  %.128 = load i64, ptr %old.2, align 8
  %.129 = load i64, ptr %v, align 8
  %.130 = mul nsw i64 %.128, %.129
  %.131 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %i64, align 8
  %.132 = load i64, ptr %old.2, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.133, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.131, ptr %.133, align 8
  %.137 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.133, i32 0, i32 5
  %.138 = getelementptr inbounds [1 x i64], ptr %.137, i32 0, i32 0
  %.139 = load i64, ptr %.138, align 8, !range !2
  %.140 = insertvalue [1 x i64] undef, i64 %.139, 0
  %.141 = extractvalue [1 x i64] %.140, 0
  %.142 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.133, i32 0, i32 6
  %.143 = load [1 x i64], ptr %.142, align 8
  %.144 = extractvalue [1 x i64] %.143, 0
  %.145 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.133, i32 0, i32 4
  %.146 = load ptr, ptr %.145, align 8
  %.147 = icmp slt i64 0, 0
  %.148 = add i64 %.141, 0
  %.149 = select i1 %.147, i64 %.148, i64 0
  %.150 = mul i64 %.144, %.149
  %.151 = ptrtoint ptr %.146 to i64
  %.152 = add i64 %.151, %.150
  %.153 = inttoptr i64 %.152 to ptr
  %.154 = cmpxchg ptr %.153, i64 %.132, i64 %.130 monotonic monotonic, align 8
  %.155 = extractvalue { i64, i1 } %.154, 0
  %.157 = load i64, ptr %seen, align 8
  store i64 %.155, ptr %seen, align 8
  %.159 = load i64, ptr %seen, align 8
  %.160 = load i64, ptr %old.2, align 8
  %.161 = icmp eq i64 %.159, %.160
  %.163 = load i1, ptr %"$186pred", align 1
  store i1 %.161, ptr %"$186pred", align 1
  %.165 = load i1, ptr %"$186pred", align 1
  br i1 %.165, label %B188, label %B190

B188:                                             ; preds = %B104
  %.167 = load i64, ptr %v, align 8
  store i64 0, ptr %v, align 8
  %.169 = load i64, ptr %seen, align 8
  store i64 0, ptr %seen, align 8
  %.171 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %i64, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %i64, align 8
  %.173 = load i1, ptr %"$186pred", align 1
  store i1 false, ptr %"$186pred", align 1
  br label %B196

B190:                                             ; preds = %B104
  %.176 = load i1, ptr %"$186pred", align 1
  store i1 false, ptr %"$186pred", align 1
  %.178 = load i64, ptr %seen, align 8
  %.179 = load i64, ptr %seen, align 8
  store i64 0, ptr %seen, align 8
  %.181 = load i64, ptr %old.2, align 8
  store i64 %.178, ptr %old.2, align 8
  br label %B104

B196:                                             ; preds = %B188
  %.184 = load i64, ptr %i, align 8
  %.185 = sitofp i64 %.184 to double
  %.186 = fmul double %.185, 5.000000e-01
  %.188 = load double, ptr %target, align 8
  store double %.186, ptr %target, align 8
  %.190 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %f64bits, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.191, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.190, ptr %.191, align 8
  %.195 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.191, i32 0, i32 5
  %.196 = getelementptr inbounds [1 x i64], ptr %.195, i32 0, i32 0
  %.197 = load i64, ptr %.196, align 8, !range !2
  %.198 = insertvalue [1 x i64] undef, i64 %.197, 0
  %.199 = extractvalue [1 x i64] %.198, 0
  %.200 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.191, i32 0, i32 6
  %.201 = load [1 x i64], ptr %.200, align 8
  %.202 = extractvalue [1 x i64] %.201, 0
  %.203 = icmp slt i64 0, 0
  %.204 = add i64 0, %.199
  %.205 = select i1 %.203, i64 %.204, i64 0
  %.206 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.191, i32 0, i32 5
  %.207 = getelementptr inbounds [1 x i64], ptr %.206, i32 0, i32 0
  %.208 = load i64, ptr %.207, align 8, !range !2
  %.209 = insertvalue [1 x i64] undef, i64 %.208, 0
  %.210 = extractvalue [1 x i64] %.209, 0
  %.211 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.191, i32 0, i32 6
  %.212 = load [1 x i64], ptr %.211, align 8
  %.213 = extractvalue [1 x i64] %.212, 0
  %.214 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.191, i32 0, i32 4
  %.215 = load ptr, ptr %.214, align 8
  %.216 = mul i64 %.213, %.205
  %.217 = ptrtoint ptr %.215 to i64
  %.218 = add i64 %.217, %.216
  %.219 = inttoptr i64 %.218 to ptr
  %.220 = load i64, ptr %.219, align 8
  %.222 = load i64, ptr %bits.2, align 8
  store i64 %.220, ptr %bits.2, align 8
  br label %B260

B260:                                             ; preds = %B548, %B196
  %.225 = load i64, ptr %bits.2, align 8
  store double 0.000000e+00, ptr %.226, align 8
  %.229 = call i32 @_ZN5numba4cuda7cpython7numbers11scalar_view12_3clocals_3e4implB3v26B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEx18class_28float64_29(ptr %.226, i64 %.225, ptr null)
  %.230 = icmp eq i32 %.229, 0
  %.231 = icmp eq i32 %.229, -2
  %.232 = or i1 %.230, %.231
  %.233 = xor i1 %.232, true
  %.234 = icmp eq i32 %.229, -1
  %.235 = icmp eq i32 %.229, -3
  %.236 = icmp sge i32 %.229, 1
  %.237 = load double, ptr %.226, align 8
  br i1 %.233, label %B260.if, label %B260.endif, !prof !1

B370:                                             ; preds = %B260.endif
  %.247 = load double, ptr %target, align 8
  store double 0.000000e+00, ptr %target, align 8
  %.249 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %f64bits, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %f64bits, align 8
  %.251 = load i64, ptr %bits.2, align 8
  store i64 0, ptr %bits.2, align 8
  %.253 = load i1, ptr %"$368pred", align 1
  store i1 false, ptr %"$368pred", align 1
  br label %B554

B372:                                             ; preds = %B260.endif
  %.256 = load i1, ptr %"$368pred", align 1
  store i1 false, ptr %"$368pred", align 1
  %.258 = load double, ptr %target, align 8
  store i64 0, ptr %.259, align 8
  %.262 = call i32 @_ZN5numba4cuda7cpython7numbers11scalar_view12_3clocals_3e4implB3v27B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEd16class_28int64_29(ptr %.259, double %.258, ptr null)
  %.263 = icmp eq i32 %.262, 0
  %.264 = icmp eq i32 %.262, -2
  %.265 = or i1 %.263, %.264
  %.266 = xor i1 %.265, true
  %.267 = icmp eq i32 %.262, -1
  %.268 = icmp eq i32 %.262, -3
  %.269 = icmp sge i32 %.262, 1
  %.270 = load i64, ptr %.259, align 8
  br i1 %.266, label %B372.if, label %B372.endif, !prof !1

B546:                                             ; preds = %B372.endif
  %.311 = load double, ptr %target, align 8
  store double 0.000000e+00, ptr %target, align 8
  %.313 = load i64, ptr %seen.1, align 8
  store i64 0, ptr %seen.1, align 8
  %.315 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %f64bits, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %f64bits, align 8
  %.317 = load i1, ptr %"$544pred", align 1
  store i1 false, ptr %"$544pred", align 1
  br label %B554

B548:                                             ; preds = %B372.endif
  %.320 = load i1, ptr %"$544pred", align 1
  store i1 false, ptr %"$544pred", align 1
  %.322 = load i64, ptr %seen.1, align 8
  %.323 = load i64, ptr %seen.1, align 8
  store i64 0, ptr %seen.1, align 8
  %.325 = load i64, ptr %bits.2, align 8
  store i64 %.322, ptr %bits.2, align 8
  br label %B260

B554:                                             ; preds = %B546, %B370
  %.328 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.329, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.328, ptr %.329, align 8
  %.333 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.329, i32 0, i32 2
  %.334 = load i64, ptr %.333, align 8
  %.335 = load i64, ptr %i, align 8
  %.338 = icmp eq i64 %.334, 0
  br i1 %.338, label %B554.if, label %B554.else, !prof !1

B0.if:                                            ; preds = %B0
  store i64 5, ptr %quot, align 8
  store i64 5, ptr %rem, align 8
  br label %B0.endif

B0.else:                                          ; preds = %B0
  store i64 0, ptr %.56, align 8
  store i64 0, ptr %.59, align 8
  %.62 = icmp eq i64 %.48, -9223372036854775808
  %.63 = icmp eq i64 5, -1
  %.64 = and i1 %.62, %.63
  %.65 = xor i1 %.64, true
  br i1 %.65, label %B0.else.if, label %B0.else.endif, !prof !3

B0.endif:                                         ; preds = %B0.else.endif, %B0.if
  %.88 = load i64, ptr %rem, align 8
  %.89 = add nsw i64 %.88, 1
  %.91 = load i64, ptr %v, align 8
  store i64 %.89, ptr %v, align 8
  %.93 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %i64, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.94, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.93, ptr %.94, align 8
  %.98 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.94, i32 0, i32 5
  %.99 = getelementptr inbounds [1 x i64], ptr %.98, i32 0, i32 0
  %.100 = load i64, ptr %.99, align 8, !range !2
  %.101 = insertvalue [1 x i64] undef, i64 %.100, 0
  %.102 = extractvalue [1 x i64] %.101, 0
  %.103 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.94, i32 0, i32 6
  %.104 = load [1 x i64], ptr %.103, align 8
  %.105 = extractvalue [1 x i64] %.104, 0
  %.106 = icmp slt i64 0, 0
  %.107 = add i64 0, %.102
  %.108 = select i1 %.106, i64 %.107, i64 0
  %.109 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.94, i32 0, i32 5
  %.110 = getelementptr inbounds [1 x i64], ptr %.109, i32 0, i32 0
  %.111 = load i64, ptr %.110, align 8, !range !2
  %.112 = insertvalue [1 x i64] undef, i64 %.111, 0
  %.113 = extractvalue [1 x i64] %.112, 0
  %.114 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.94, i32 0, i32 6
  %.115 = load [1 x i64], ptr %.114, align 8
  %.116 = extractvalue [1 x i64] %.115, 0
  %.117 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.94, i32 0, i32 4
  %.118 = load ptr, ptr %.117, align 8
  %.119 = mul i64 %.116, %.108
  %.120 = ptrtoint ptr %.118 to i64
  %.121 = add i64 %.120, %.119
  %.122 = inttoptr i64 %.121 to ptr
  %.123 = load i64, ptr %.122, align 8
  %.125 = load i64, ptr %old.2, align 8
  store i64 %.123, ptr %old.2, align 8
  br label %B104

B0.else.if:                                       ; preds = %B0.else
  %.67 = sdiv i64 %.48, 5
  %.68 = srem i64 %.48, 5
  %.69 = xor i64 5, %.68
  %.70 = icmp slt i64 %.69, 0
  %.71 = icmp ne i64 %.68, 0
  %.72 = and i1 %.71, %.70
  br i1 %.72, label %B0.else.if.if, label %B0.else.if.else

B0.else.endif:                                    ; preds = %B0.else.if.endif, %B0.else
  %.83 = load i64, ptr %.56, align 8
  %.84 = load i64, ptr %.59, align 8
  store i64 %.83, ptr %quot, align 8
  store i64 %.84, ptr %rem, align 8
  br label %B0.endif

B0.else.if.if:                                    ; preds = %B0.else.if
  %.77 = sub i64 %.67, 1
  store i64 %.77, ptr %.56, align 8
  %.79 = add i64 %.68, 5
  store i64 %.79, ptr %.59, align 8
  br label %B0.else.if.endif

B0.else.if.else:                                  ; preds = %B0.else.if
  store i64 %.67, ptr %.56, align 8
  store i64 %.68, ptr %.59, align 8
  br label %B0.else.if.endif

B0.else.if.endif:                                 ; preds = %B0.else.if.else, %B0.else.if.if
  br label %B0.else.endif

B260.if:                                          ; preds = %B260
  ret void

B260.endif:                                       ; preds = %B260
  %.240 = load double, ptr %target, align 8
  %.241 = fcmp oge double %.237, %.240
  %.243 = load i1, ptr %"$368pred", align 1
  store i1 %.241, ptr %"$368pred", align 1
  %.245 = load i1, ptr %"$368pred", align 1
  br i1 %.245, label %B370, label %B372

B372.if:                                          ; preds = %B372
  ret void

B372.endif:                                       ; preds = %B372
  %.273 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %f64bits, align 8
  %.274 = load i64, ptr %bits.2, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.275, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.273, ptr %.275, align 8
  %.279 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.275, i32 0, i32 5
  %.280 = getelementptr inbounds [1 x i64], ptr %.279, i32 0, i32 0
  %.281 = load i64, ptr %.280, align 8, !range !2
  %.282 = insertvalue [1 x i64] undef, i64 %.281, 0
  %.283 = extractvalue [1 x i64] %.282, 0
  %.284 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.275, i32 0, i32 6
  %.285 = load [1 x i64], ptr %.284, align 8
  %.286 = extractvalue [1 x i64] %.285, 0
  %.287 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.275, i32 0, i32 4
  %.288 = load ptr, ptr %.287, align 8
  %.289 = icmp slt i64 0, 0
  %.290 = add i64 %.283, 0
  %.291 = select i1 %.289, i64 %.290, i64 0
  %.292 = mul i64 %.286, %.291
  %.293 = ptrtoint ptr %.288 to i64
  %.294 = add i64 %.293, %.292
  %.295 = inttoptr i64 %.294 to ptr
  %.296 = cmpxchg ptr %.295, i64 %.274, i64 %.270 monotonic monotonic, align 8
  %.297 = extractvalue { i64, i1 } %.296, 0
  %.299 = load i64, ptr %seen.1, align 8
  store i64 %.297, ptr %seen.1, align 8
  %.301 = load i64, ptr %seen.1, align 8
  %.302 = load i64, ptr %bits.2, align 8
  %.303 = icmp eq i64 %.301, %.302
  %.304 = load i64, ptr %bits.2, align 8
  store i64 0, ptr %bits.2, align 8
  %.307 = load i1, ptr %"$544pred", align 1
  store i1 %.303, ptr %"$544pred", align 1
  %.309 = load i1, ptr %"$544pred", align 1
  br i1 %.309, label %B546, label %B548

B554.if:                                          ; preds = %B554
  store i64 %.334, ptr %quot.1, align 8
  store i64 %.334, ptr %rem.1, align 8
  br label %B554.endif

B554.else:                                        ; preds = %B554
  store i64 0, ptr %.343, align 8
  store i64 0, ptr %.346, align 8
  %.349 = icmp eq i64 %.335, -9223372036854775808
  %.350 = icmp eq i64 %.334, -1
  %.351 = and i1 %.349, %.350
  %.352 = xor i1 %.351, true
  br i1 %.352, label %B554.else.if, label %B554.else.endif, !prof !3

B554.endif:                                       ; preds = %B554.else.endif, %B554.if
  %.375 = load i64, ptr %rem.1, align 8
  %.376 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.378 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.379 = load i64, ptr %old.2, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.380, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.378, ptr %.380, align 8
  %.384 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.380, i32 0, i32 5
  %.385 = getelementptr inbounds [1 x i64], ptr %.384, i32 0, i32 0
  %.386 = load i64, ptr %.385, align 8, !range !2
  %.387 = insertvalue [1 x i64] undef, i64 %.386, 0
  %.388 = extractvalue [1 x i64] %.387, 0
  %.389 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.380, i32 0, i32 6
  %.390 = load [1 x i64], ptr %.389, align 8
  %.391 = extractvalue [1 x i64] %.390, 0
  %.392 = icmp slt i64 %.375, 0
  %.393 = add i64 %.375, %.388
  %.394 = select i1 %.392, i64 %.393, i64 %.375
  %.395 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.380, i32 0, i32 5
  %.396 = getelementptr inbounds [1 x i64], ptr %.395, i32 0, i32 0
  %.397 = load i64, ptr %.396, align 8, !range !2
  %.398 = insertvalue [1 x i64] undef, i64 %.397, 0
  %.399 = extractvalue [1 x i64] %.398, 0
  %.400 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.380, i32 0, i32 6
  %.401 = load [1 x i64], ptr %.400, align 8
  %.402 = extractvalue [1 x i64] %.401, 0
  %.403 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.380, i32 0, i32 4
  %.404 = load ptr, ptr %.403, align 8
  %.405 = mul i64 %.402, %.394
  %.406 = ptrtoint ptr %.404 to i64
  %.407 = add i64 %.406, %.405
  %.408 = inttoptr i64 %.407 to ptr
  store i64 %.379, ptr %.408, align 8
  %.410 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.412 = load i64, ptr %old.2, align 8
  store i64 0, ptr %old.2, align 8
  ret void

B554.else.if:                                     ; preds = %B554.else
  %.354 = sdiv i64 %.335, %.334
  %.355 = srem i64 %.335, %.334
  %.356 = xor i64 %.334, %.355
  %.357 = icmp slt i64 %.356, 0
  %.358 = icmp ne i64 %.355, 0
  %.359 = and i1 %.358, %.357
  br i1 %.359, label %B554.else.if.if, label %B554.else.if.else

B554.else.endif:                                  ; preds = %B554.else.if.endif, %B554.else
  %.370 = load i64, ptr %.343, align 8
  %.371 = load i64, ptr %.346, align 8
  store i64 %.370, ptr %quot.1, align 8
  store i64 %.371, ptr %rem.1, align 8
  br label %B554.endif

B554.else.if.if:                                  ; preds = %B554.else.if
  %.364 = sub i64 %.354, 1
  store i64 %.364, ptr %.343, align 8
  %.366 = add i64 %.355, %.334
  store i64 %.366, ptr %.346, align 8
  br label %B554.else.if.endif

B554.else.if.else:                                ; preds = %B554.else.if
  store i64 %.354, ptr %.343, align 8
  store i64 %.355, ptr %.346, align 8
  br label %B554.else.if.endif

B554.else.if.endif:                               ; preds = %B554.else.if.else, %B554.else.if.if
  br label %B554.else.endif
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

define linkonce_odr i32 @_ZN5numba4cuda7cpython7numbers11scalar_view12_3clocals_3e4implB3v26B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEx18class_28float64_29(ptr %.ret, i64 %scalar, ptr %viewty) {
entry:
  br label %B0

B0:                                               ; preds = %entry
  %.5 = bitcast i64 %scalar to double
  store double %.5, ptr %.ret, align 8
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba4cuda7cpython7numbers11scalar_view12_3clocals_3e4implB3v27B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEd16class_28int64_29(ptr %.ret, double %scalar, ptr %viewty) {
entry:
  br label %B0

B0:                                               ; preds = %entry
  %.5 = bitcast double %scalar to i64
  store i64 %.5, ptr %.ret, align 8
  ret i32 0
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{i64 0, i64 9223372036854775807}
!3 = !{!"branch_weights", i32 99, i32 1}
