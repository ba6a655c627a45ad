; numba-cuda kernel g24_mixed_tuple_calls(Array(float64, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True), Array(int32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__17mixed_tuple_callsB3v17B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__17mixed_tuple_callsB3v17B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv8__main__6boundsB3v18B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedExx = common global ptr null

define ptx_kernel void @_ZN8__main__17mixed_tuple_callsB3v17B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE(ptr %x.0, ptr %x.1, i64 %x.2, i64 %x.3, ptr %x.4, i64 %x.5.0, i64 %x.6.0, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.6.0, ptr %flags.0, ptr %flags.1, i64 %flags.2, i64 %flags.3, ptr %flags.4, i64 %flags.5.0, i64 %flags.6.0) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %x.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %x.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %x.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %x.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %x.4, 4
  %.24 = insertvalue [1 x i64] undef, i64 %x.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.24, 5
  %.25 = insertvalue [1 x i64] undef, i64 %x.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.25, 6
  %inserted.meminfo.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %out.0, 0
  %inserted.parent.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.1, ptr %out.1, 1
  %inserted.nitems.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %out.2, 2
  %inserted.itemsize.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %out.3, 3
  %inserted.data.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.1, ptr %out.4, 4
  %.26 = insertvalue [1 x i64] undef, i64 %out.5.0, 0
  %inserted.shape.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.26, 5
  %.27 = insertvalue [1 x i64] undef, i64 %out.6.0, 0
  %inserted.strides.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.1, [1 x i64] %.27, 6
  %inserted.meminfo.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %flags.0, 0
  %inserted.parent.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.2, ptr %flags.1, 1
  %inserted.nitems.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.2, i64 %flags.2, 2
  %inserted.itemsize.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.2, i64 %flags.3, 3
  %inserted.data.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.2, ptr %flags.4, 4
  %.28 = insertvalue [1 x i64] undef, i64 %flags.5.0, 0
  %inserted.shape.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.2, [1 x i64] %.28, 5
  %.29 = insertvalue [1 x i64] undef, i64 %flags.6.0, 0
  %inserted.strides.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.2, [1 x i64] %.29, 6
  %x = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %x, align 8
  %out = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %flags = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %flags, align 8
  %i = alloca i64, align 8
  store i64 0, ptr %i, align 8
  %.49 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.49, align 8
  %n = alloca i64, align 8
  store i64 0, ptr %n, align 8
  %"$68pred" = alloca i1, align 1
  store i1 false, ptr %"$68pred", align 1
  %.71 = alloca { i8, double, double, double }, align 8
  store { i8, double, double, double } zeroinitializer, ptr %.71, align 8
  %.89 = alloca i1, align 1
  store i1 false, ptr %.89, align 1
  %up = alloca i1, align 1
  store i1 false, ptr %up, align 1
  %lo = alloca double, align 8
  store double 0.000000e+00, ptr %lo, align 8
  %hi = alloca double, align 8
  store double 0.000000e+00, ptr %hi, align 8
  %g = alloca double, align 8
  store double 0.000000e+00, ptr %g, align 8
  %.122 = alloca { i8, double, double, double }, align 8
  store { i8, double, double, double } zeroinitializer, ptr %.122, align 8
  %.140 = alloca i1, align 1
  store i1 false, ptr %.140, align 1
  %up2 = alloca i1, align 1
  store i1 false, ptr %up2, align 1
  %lo2 = alloca double, align 8
  store double 0.000000e+00, ptr %lo2, align 8
  %hi2 = alloca double, align 8
  store double 0.000000e+00, ptr %hi2, align 8
  %g2 = alloca double, align 8
  store double 0.000000e+00, ptr %g2, align 8
  %"$172pred" = alloca i1, align 1
  store i1 false, ptr %"$172pred", align 1
  %"$phi178.0.2" = alloca i1, align 1
  store i1 false, ptr %"$phi178.0.2", align 1
  %.197 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.197, align 8
  %"$188pred" = alloca i1, align 1
  store i1 false, ptr %"$188pred", align 1
  %"$phi220.0.2" = alloca double, align 8
  store double 0.000000e+00, ptr %"$phi220.0.2", align 8
  %.288 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.288, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, ptr %flags, align 8
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
  %.48 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.49, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.48, ptr %.49, align 8
  %.53 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.49, i32 0, i32 2
  %.54 = load i64, ptr %.53, align 8
  %.56 = load i64, ptr %n, align 8
  store i64 %.54, ptr %n, align 8
  %.58 = load i64, ptr %i, align 8
  %.59 = load i64, ptr %n, align 8
  %.60 = icmp slt i64 %.58, %.59
  %.62 = load i1, ptr %"$68pred", align 1
  store i1 %.60, ptr %"$68pred", align 1
  %.64 = load i1, ptr %"$68pred", align 1
  br i1 %.64, label %B70, label %B232

B70:                                              ; preds = %B0
  %.66 = load i1, ptr %"$68pred", align 1
  store i1 false, ptr %"$68pred", align 1
  %.68 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  %.69 = load i64, ptr %i, align 8
  %.70 = load i64, ptr %n, align 8
  store { i8, double, double, double } zeroinitializer, ptr %.71, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.68, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.68, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.68, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.68, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.68, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.68, 5
  %.74 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.68, 6
  %.75 = extractvalue [1 x i64] %extracted.strides, 0
  %.76 = call i32 @_ZN8__main__6boundsB3v18B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedExx(ptr %.71, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.74, i64 %.75, i64 %.69, i64 %.70)
  %.77 = icmp eq i32 %.76, 0
  %.78 = icmp eq i32 %.76, -2
  %.79 = or i1 %.77, %.78
  %.80 = xor i1 %.79, true
  %.81 = icmp eq i32 %.76, -1
  %.82 = icmp eq i32 %.76, -3
  %.83 = icmp sge i32 %.76, 1
  %.84 = load { i8, double, double, double }, ptr %.71, align 8
  %.85 = extractvalue { i8, double, double, double } %.84, 0
  %.86 = extractvalue { i8, double, double, double } %.84, 1
  %.87 = extractvalue { i8, double, double, double } %.84, 2
  %.88 = extractvalue { i8, double, double, double } %.84, 3
  %.91 = icmp eq i8 %.85, 0
  br i1 %.91, label %B70.if, label %B70.else

B174:                                             ; preds = %B70.endif.endif.endif.endif
  %.181 = load i1, ptr %"$172pred", align 1
  store i1 false, ptr %"$172pred", align 1
  %.183 = load i1, ptr %up2, align 1
  %.184 = xor i1 %.183, true
  %.185 = load i1, ptr %up2, align 1
  store i1 false, ptr %up2, align 1
  %.187 = load i1, ptr %"$phi178.0.2", align 1
  store i1 %.184, ptr %"$phi178.0.2", align 1
  br label %B178

B178:                                             ; preds = %B70.endif.endif.endif.endif, %B174
  %.190 = load i1, ptr %up2, align 1
  store i1 false, ptr %up2, align 1
  %.192 = load i1, ptr %"$172pred", align 1
  store i1 false, ptr %"$172pred", align 1
  %.194 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %flags, align 8
  %.195 = load i1, ptr %"$phi178.0.2", align 1
  %.196 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.197, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.194, ptr %.197, align 8
  %.201 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.197, i32 0, i32 5
  %.202 = getelementptr inbounds [1 x i64], ptr %.201, i32 0, i32 0
  %.203 = load i64, ptr %.202, align 8, !range !1
  %.204 = insertvalue [1 x i64] undef, i64 %.203, 0
  %.205 = extractvalue [1 x i64] %.204, 0
  %.206 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.197, i32 0, i32 6
  %.207 = load [1 x i64], ptr %.206, align 8
  %.208 = extractvalue [1 x i64] %.207, 0
  %.209 = icmp slt i64 %.196, 0
  %.210 = add i64 %.196, %.205
  %.211 = select i1 %.209, i64 %.210, i64 %.196
  %.212 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.197, i32 0, i32 5
  %.213 = getelementptr inbounds [1 x i64], ptr %.212, i32 0, i32 0
  %.214 = load i64, ptr %.213, align 8, !range !1
  %.215 = insertvalue [1 x i64] undef, i64 %.214, 0
  %.216 = extractvalue [1 x i64] %.215, 0
  %.217 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.197, i32 0, i32 6
  %.218 = load [1 x i64], ptr %.217, align 8
  %.219 = extractvalue [1 x i64] %.218, 0
  %.220 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.197, i32 0, i32 4
  %.221 = load ptr, ptr %.220, align 8
  %.222 = mul i64 %.219, %.211
  %.223 = ptrtoint ptr %.221 to i64
  %.224 = add i64 %.223, %.222
  %.225 = inttoptr i64 %.224 to ptr
  %.226 = zext i1 %.195 to i32
  store i32 %.226, ptr %.225, align 4
  %.228 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %flags, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %flags, align 8
  %.230 = load i1, ptr %"$phi178.0.2", align 1
  store i1 false, ptr %"$phi178.0.2", align 1
  %.232 = load i1, ptr %up, align 1
  %.234 = load i1, ptr %"$188pred", align 1
  store i1 %.232, ptr %"$188pred", align 1
  %.236 = load i1, ptr %up, align 1
  store i1 false, ptr %up, align 1
  %.238 = load i1, ptr %"$188pred", align 1
  br i1 %.238, label %B190, label %B200

B190:                                             ; preds = %B178
  %.240 = load double, ptr %lo2, align 8
  store double 0.000000e+00, ptr %lo2, align 8
  %.242 = load double, ptr %lo, align 8
  store double 0.000000e+00, ptr %lo, align 8
  %.244 = load double, ptr %hi2, align 8
  store double 0.000000e+00, ptr %hi2, align 8
  %.246 = load double, ptr %hi, align 8
  store double 0.000000e+00, ptr %hi, align 8
  %.248 = load i1, ptr %"$188pred", align 1
  store i1 false, ptr %"$188pred", align 1
  %.250 = load double, ptr %g, align 8
  %.251 = load double, ptr %g2, align 8
  %.252 = fadd double %.250, %.251
  %.253 = load double, ptr %g2, align 8
  store double 0.000000e+00, ptr %g2, align 8
  %.255 = load double, ptr %g, align 8
  store double 0.000000e+00, ptr %g, align 8
  %.258 = load double, ptr %"$phi220.0.2", align 8
  store double %.252, ptr %"$phi220.0.2", align 8
  br label %B220

B200:                                             ; preds = %B178
  %.261 = load double, ptr %g2, align 8
  store double 0.000000e+00, ptr %g2, align 8
  %.263 = load double, ptr %g, align 8
  store double 0.000000e+00, ptr %g, align 8
  %.265 = load i1, ptr %"$188pred", align 1
  store i1 false, ptr %"$188pred", align 1
  %.267 = load double, ptr %lo, align 8
  %.268 = load double, ptr %hi2, align 8
  %.269 = fmul double %.267, %.268
  %.270 = load double, ptr %lo, align 8
  store double 0.000000e+00, ptr %lo, align 8
  %.272 = load double, ptr %hi2, align 8
  store double 0.000000e+00, ptr %hi2, align 8
  %.274 = load double, ptr %hi, align 8
  %.275 = load double, ptr %lo2, align 8
  %.276 = fmul double %.274, %.275
  %.277 = load double, ptr %lo2, align 8
  store double 0.000000e+00, ptr %lo2, align 8
  %.279 = load double, ptr %hi, align 8
  store double 0.000000e+00, ptr %hi, align 8
  %.281 = fsub double %.269, %.276
  %.282 = load double, ptr %"$phi220.0.2", align 8
  store double %.281, ptr %"$phi220.0.2", align 8
  br label %B220

B220:                                             ; preds = %B200, %B190
  %.285 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.286 = load double, ptr %"$phi220.0.2", align 8
  %.287 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.288, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.285, ptr %.288, align 8
  %.292 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.288, i32 0, i32 5
  %.293 = getelementptr inbounds [1 x i64], ptr %.292, i32 0, i32 0
  %.294 = load i64, ptr %.293, align 8, !range !1
  %.295 = insertvalue [1 x i64] undef, i64 %.294, 0
  %.296 = extractvalue [1 x i64] %.295, 0
  %.297 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.288, i32 0, i32 6
  %.298 = load [1 x i64], ptr %.297, align 8
  %.299 = extractvalue [1 x i64] %.298, 0
  %.300 = icmp slt i64 %.287, 0
  %.301 = add i64 %.287, %.296
  %.302 = select i1 %.300, i64 %.301, i64 %.287
  %.303 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.288, i32 0, i32 5
  %.304 = getelementptr inbounds [1 x i64], ptr %.303, i32 0, i32 0
  %.305 = load i64, ptr %.304, align 8, !range !1
  %.306 = insertvalue [1 x i64] undef, i64 %.305, 0
  %.307 = extractvalue [1 x i64] %.306, 0
  %.308 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.288, i32 0, i32 6
  %.309 = load [1 x i64], ptr %.308, align 8
  %.310 = extractvalue [1 x i64] %.309, 0
  %.311 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.288, i32 0, i32 4
  %.312 = load ptr, ptr %.311, align 8
  %.313 = mul i64 %.310, %.302
  %.314 = ptrtoint ptr %.312 to i64
  %.315 = add i64 %.314, %.313
  %.316 = inttoptr i64 %.315 to ptr
  store double %.286, ptr %.316, align 8
  %.318 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.320 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.322 = load double, ptr %"$phi220.0.2", align 8
  store double 0.000000e+00, ptr %"$phi220.0.2", align 8
  ret void

B232:                                             ; preds = %B0
  %.326 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %x, align 8
  %.328 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.330 = load i64, ptr %n, align 8
  store i64 0, ptr %n, align 8
  %.332 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.334 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %flags, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %flags, align 8
  %.336 = load i1, ptr %"$68pred", align 1
  store i1 false, ptr %"$68pred", align 1
  ret void

B70.if:                                           ; preds = %B70
  store i1 false, ptr %.89, align 1
  br label %B70.endif

B70.else:                                         ; preds = %B70
  store i1 true, ptr %.89, align 1
  br label %B70.endif

B70.endif:                                        ; preds = %B70.else, %B70.if
  %.97 = load i1, ptr %.89, align 1
  %inserted.f0 = insertvalue { i1, double, double, double } undef, i1 %.97, 0
  %inserted.f1 = insertvalue { i1, double, double, double } %inserted.f0, double %.86, 1
  %inserted.f2 = insertvalue { i1, double, double, double } %inserted.f1, double %.87, 2
  %inserted.f3 = insertvalue { i1, double, double, double } %inserted.f2, double %.88, 3
  br i1 %.80, label %B70.endif.if, label %B70.endif.endif, !prof !2

B70.endif.if:                                     ; preds = %B70.endif
  ret void

B70.endif.endif:                                  ; preds = %B70.endif
  %.100 = extractvalue { i1, double, double, double } %inserted.f3, 0
  %.101 = extractvalue { i1, double, double, double } %inserted.f3, 1
  %.102 = extractvalue { i1, double, double, double } %inserted.f3, 2
  %.103 = extractvalue { i1, double, double, double } %inserted.f3, 3
  %.105 = load i1, ptr %up, align 1
  store i1 %.100, ptr %up, align 1
  %.108 = load double, ptr %lo, align 8
  store double %.101, ptr %lo, align 8
  %.111 = load double, ptr %hi, align 8
  store double %.102, ptr %hi, align 8
  %.114 = load double, ptr %g, align 8
  store double %.103, ptr %g, align 8
  %.116 = load i64, ptr %n, align 8
  %.117 = sub nsw i64 %.116, 1
  %.118 = load i64, ptr %i, align 8
  %.119 = sub nsw i64 %.117, %.118
  %.120 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  %.121 = load i64, ptr %n, align 8
  store { i8, double, double, double } zeroinitializer, ptr %.122, align 8
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.120, 0
  %extracted.parent.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.120, 1
  %extracted.nitems.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.120, 2
  %extracted.itemsize.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.120, 3
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.120, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.120, 5
  %.125 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.120, 6
  %.126 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.127 = call i32 @_ZN8__main__6boundsB3v18B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedExx(ptr %.122, ptr %extracted.meminfo.1, ptr %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, ptr %extracted.data.1, i64 %.125, i64 %.126, i64 %.119, i64 %.121)
  %.128 = icmp eq i32 %.127, 0
  %.129 = icmp eq i32 %.127, -2
  %.130 = or i1 %.128, %.129
  %.131 = xor i1 %.130, true
  %.132 = icmp eq i32 %.127, -1
  %.133 = icmp eq i32 %.127, -3
  %.134 = icmp sge i32 %.127, 1
  %.135 = load { i8, double, double, double }, ptr %.122, align 8
  %.136 = extractvalue { i8, double, double, double } %.135, 0
  %.137 = extractvalue { i8, double, double, double } %.135, 1
  %.138 = extractvalue { i8, double, double, double } %.135, 2
  %.139 = extractvalue { i8, double, double, double } %.135, 3
  %.142 = icmp eq i8 %.136, 0
  br i1 %.142, label %B70.endif.endif.if, label %B70.endif.endif.else

B70.endif.endif.if:                               ; preds = %B70.endif.endif
  store i1 false, ptr %.140, align 1
  br label %B70.endif.endif.endif

B70.endif.endif.else:                             ; preds = %B70.endif.endif
  store i1 true, ptr %.140, align 1
  br label %B70.endif.endif.endif

B70.endif.endif.endif:                            ; preds = %B70.endif.endif.else, %B70.endif.endif.if
  %.148 = load i1, ptr %.140, align 1
  %inserted.f0.1 = insertvalue { i1, double, double, double } undef, i1 %.148, 0
  %inserted.f1.1 = insertvalue { i1, double, double, double } %inserted.f0.1, double %.137, 1
  %inserted.f2.1 = insertvalue { i1, double, double, double } %inserted.f1.1, double %.138, 2
  %inserted.f3.1 = insertvalue { i1, double, double, double } %inserted.f2.1, double %.139, 3
  br i1 %.131, label %B70.endif.endif.endif.if, label %B70.endif.endif.endif.endif, !prof !2

B70.endif.endif.endif.if:                         ; preds = %B70.endif.endif.endif
  ret void

B70.endif.endif.endif.endif:                      ; preds = %B70.endif.endif.endif
  %.151 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %x, align 8
  %.153 = load i64, ptr %n, align 8
  store i64 0, ptr %n, align 8
  %.155 = extractvalue { i1, double, double, double } %inserted.f3.1, 0
  %.156 = extractvalue { i1, double, double, double } %inserted.f3.1, 1
  %.157 = extractvalue { i1, double, double, double } %inserted.f3.1, 2
  %.158 = extractvalue { i1, double, double, double } %inserted.f3.1, 3
  %.160 = load i1, ptr %up2, align 1
  store i1 %.155, ptr %up2, align 1
  %.163 = load double, ptr %lo2, align 8
  store double %.156, ptr %lo2, align 8
  %.166 = load double, ptr %hi2, align 8
  store double %.157, ptr %hi2, align 8
  %.169 = load double, ptr %g2, align 8
  store double %.158, ptr %g2, align 8
  %.171 = load i1, ptr %up, align 1
  %.173 = load i1, ptr %"$172pred", align 1
  store i1 %.171, ptr %"$172pred", align 1
  %.175 = load i1, ptr %up, align 1
  %.177 = load i1, ptr %"$phi178.0.2", align 1
  store i1 %.175, ptr %"$phi178.0.2", align 1
  %.179 = load i1, ptr %"$172pred", align 1
  br i1 %.179, label %B174, label %B178
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

define linkonce_odr i32 @_ZN8__main__6boundsB3v18B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedExx(ptr %.ret, ptr %x.0, ptr %x.1, i64 %x.2, i64 %x.3, ptr %x.4, i64 %x.5.0, i64 %x.6.0, i64 %i, i64 %n) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %x.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %x.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %x.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %x.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %x.4, 4
  %.12 = insertvalue [1 x i64] undef, i64 %x.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.12, 5
  %.13 = insertvalue [1 x i64] undef, i64 %x.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.13, 6
  %.17 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.17, align 8
  %.51 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.51, align 8
  br label %B0

B0:                                               ; preds = %entry
  %.14 = sub nsw i64 %i, 1
  %.15 = icmp sgt i64 0, %.14
  %.16 = select i1 %.15, i64 0, i64 %.14
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.17, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %.17, align 8
  %.21 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.17, i32 0, i32 5
  %.22 = getelementptr inbounds [1 x i64], ptr %.21, i32 0, i32 0
  %.23 = load i64, ptr %.22, align 8, !range !1
  %.24 = insertvalue [1 x i64] undef, i64 %.23, 0
  %.25 = extractvalue [1 x i64] %.24, 0
  %.26 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.17, i32 0, i32 6
  %.27 = load [1 x i64], ptr %.26, align 8
  %.28 = extractvalue [1 x i64] %.27, 0
  %.29 = icmp slt i64 %.16, 0
  %.30 = add i64 %.16, %.25
  %.31 = select i1 %.29, i64 %.30, i64 %.16
  %.32 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.17, i32 0, i32 5
  %.33 = getelementptr inbounds [1 x i64], ptr %.32, i32 0, i32 0
  %.34 = load i64, ptr %.33, align 8, !range !1
  %.35 = insertvalue [1 x i64] undef, i64 %.34, 0
  %.36 = extractvalue [1 x i64] %.35, 0
  %.37 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.17, i32 0, i32 6
  %.38 = load [1 x i64], ptr %.37, align 8
  %.39 = extractvalue [1 x i64] %.38, 0
  %.40 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.17, i32 0, i32 4
  %.41 = load ptr, ptr %.40, align 8
  %.42 = mul i64 %.39, %.31
  %.43 = ptrtoint ptr %.41 to i64
  %.44 = add i64 %.43, %.42
  %.45 = inttoptr i64 %.44 to ptr
  %.46 = load double, ptr %.45, align 8
  %.47 = add nsw i64 %i, 1
  %.48 = sub nsw i64 %n, 1
  %.49 = icmp slt i64 %.48, %.47
  %.50 = select i1 %.49, i64 %.48, i64 %.47
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.51, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %.51, align 8
  %.55 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.51, i32 0, i32 5
  %.56 = getelementptr inbounds [1 x i64], ptr %.55, i32 0, i32 0
  %.57 = load i64, ptr %.56, align 8, !range !1
  %.58 = insertvalue [1 x i64] undef, i64 %.57, 0
  %.59 = extractvalue [1 x i64] %.58, 0
  %.60 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.51, i32 0, i32 6
  %.61 = load [1 x i64], ptr %.60, align 8
  %.62 = extractvalue [1 x i64] %.61, 0
  %.63 = icmp slt i64 %.50, 0
  %.64 = add i64 %.50, %.59
  %.65 = select i1 %.63, i64 %.64, i64 %.50
  %.66 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.51, i32 0, i32 5
  %.67 = getelementptr inbounds [1 x i64], ptr %.66, i32 0, i32 0
  %.68 = load i64, ptr %.67, align 8, !range !1
  %.69 = insertvalue [1 x i64] undef, i64 %.68, 0
  %.70 = extractvalue [1 x i64] %.69, 0
  %.71 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.51, i32 0, i32 6
  %.72 = load [1 x i64], ptr %.71, align 8
  %.73 = extractvalue [1 x i64] %.72, 0
  %.74 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.51, i32 0, i32 4
  %.75 = load ptr, ptr %.74, align 8
  %.76 = mul i64 %.73, %.65
  %.77 = ptrtoint ptr %.75 to i64
  %.78 = add i64 %.77, %.76
  %.79 = inttoptr i64 %.78 to ptr
  %.80 = load double, ptr %.79, align 8
  %.81 = fcmp olt double %.46, %.80
  %.82 = fsub double %.80, %.46
  %.83 = fmul double %.82, 5.000000e-01
  %.84 = insertvalue { i1, double, double, double } undef, i1 %.81, 0
  %.85 = insertvalue { i1, double, double, double } %.84, double %.46, 1
  %.86 = insertvalue { i1, double, double, double } %.85, double %.80, 2
  %.87 = insertvalue { i1, double, double, double } %.86, double %.83, 3
  %extracted.f0 = extractvalue { i1, double, double, double } %.87, 0
  %.88 = zext i1 %extracted.f0 to i8
  %extracted.f1 = extractvalue { i1, double, double, double } %.87, 1
  %extracted.f2 = extractvalue { i1, double, double, double } %.87, 2
  %extracted.f3 = extractvalue { i1, double, double, double } %.87, 3
  %.89 = insertvalue { i8, double, double, double } undef, i8 %.88, 0
  %.90 = insertvalue { i8, double, double, double } %.89, double %extracted.f1, 1
  %.91 = insertvalue { i8, double, double, double } %.90, double %extracted.f2, 2
  %.92 = insertvalue { i8, double, double, double } %.91, double %extracted.f3, 3
  store { i8, double, double, double } %.92, ptr %.ret, align 8
  ret i32 0
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{i64 0, i64 9223372036854775807}
!2 = !{!"branch_weights", i32 1, i32 99}
