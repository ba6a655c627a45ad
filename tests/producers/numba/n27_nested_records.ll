; numba-cuda kernel n27_nested_records(Array(Record([('pos', {'type': Record([('x', {'type': float32, 'offset': 0, 'alignment': None, 'title': None, }), ('y', {'type': float32, 'offset': 4, 'alignment': None, 'title': None, }), ('z', {'type': float32, 'offset': 8, 'alignment': None, 'title': None, })], 12, True), 'offset': 0, 'alignment': None, 'title': None, }), ('vel', {'type': Record([('x', {'type': float32, 'offset': 0, 'alignment': None, 'title': None, }), ('y', {'type': float32, 'offset': 4, 'alignment': None, 'title': None, }), ('z', {'type': float32, 'offset': 8, 'alignment': None, 'title': None, })], 12, True), 'offset': 12, 'alignment': None, 'title': None, }), ('mass', {'type': float64, 'offset': 24, 'alignment': None, 'title': None, }), ('tag', {'type': int16, 'offset': 32, 'alignment': None, 'title': None, }), ('alive', {'type': bool, 'offset': 34, 'alignment': None, 'title': None, })], 40, True), 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True), float32) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__14nested_recordsB3v13B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi473EELi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedEf = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__14nested_recordsB3v13B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi473EELi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedEf], section "llvm.metadata"
@_ZN08NumbaEnv8__main__7kineticB3v14B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE6RecordILi473EE = common global ptr null
@_ZN08NumbaEnv8__main__7advanceB3v15B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE6RecordILi472EE6RecordILi472EEf = common global ptr null

define ptx_kernel void @_ZN8__main__14nested_recordsB3v13B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi473EELi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedEf(ptr %bodies.0, ptr %bodies.1, i64 %bodies.2, i64 %bodies.3, ptr %bodies.4, i64 %bodies.5.0, i64 %bodies.6.0, ptr %energy.0, ptr %energy.1, i64 %energy.2, i64 %energy.3, ptr %energy.4, i64 %energy.5.0, i64 %energy.6.0, float %dt) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %bodies.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %bodies.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %bodies.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %bodies.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %bodies.4, 4
  %.18 = insertvalue [1 x i64] undef, i64 %bodies.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.18, 5
  %.19 = insertvalue [1 x i64] undef, i64 %bodies.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.19, 6
  %inserted.meminfo.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %energy.0, 0
  %inserted.parent.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.1, ptr %energy.1, 1
  %inserted.nitems.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %energy.2, 2
  %inserted.itemsize.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %energy.3, 3
  %inserted.data.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.1, ptr %energy.4, 4
  %.20 = insertvalue [1 x i64] undef, i64 %energy.5.0, 0
  %inserted.shape.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.20, 5
  %.21 = insertvalue [1 x i64] undef, i64 %energy.6.0, 0
  %inserted.strides.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.1, [1 x i64] %.21, 6
  %bodies = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %bodies, align 8
  %energy = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %energy, align 8
  %dt.1 = alloca float, align 4
  store float 0.000000e+00, ptr %dt.1, align 4
  %i = alloca i64, align 8
  store i64 0, ptr %i, align 8
  %.41 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.41, align 8
  %"$64pred" = alloca i1, align 1
  store i1 false, ptr %"$64pred", align 1
  %.58 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.58, align 8
  %b = alloca ptr, align 8
  store ptr null, ptr %b, align 8
  %.93 = alloca { double, i16, i8 }, align 8
  store { double, i16, i8 } zeroinitializer, ptr %.93, align 8
  %.108 = alloca i1, align 1
  store i1 false, ptr %.108, align 1
  %e = alloca double, align 8
  store double 0.000000e+00, ptr %e, align 8
  %tag = alloca i16, align 2
  store i16 0, ptr %tag, align 2
  %alive = alloca i1, align 1
  store i1 false, ptr %alive, align 1
  %"$122pred" = alloca i1, align 1
  store i1 false, ptr %"$122pred", align 1
  %.146 = alloca [3 x float], align 4
  store [3 x float] zeroinitializer, ptr %.146, align 4
  %"$280pred" = alloca i1, align 1
  store i1 false, ptr %"$280pred", align 1
  %"$phi288.0.2" = alloca double, align 8
  store double 0.000000e+00, ptr %"$phi288.0.2", align 8
  %.231 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.231, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %bodies, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %energy, align 8
  store float %dt, ptr %dt.1, align 4
  %.28 = trunc i64 1 to i32
  %.29 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %.30 = sext i32 %.29 to i64
  %.31 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %.32 = sext i32 %.31 to i64
  %.33 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %.34 = sext i32 %.33 to i64
  %.35 = mul i64 %.32, %.34
  %.36 = add i64 %.35, %.30
  %.38 = load i64, ptr %i, align 8
  store i64 %.36, ptr %i, align 8
  %.40 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %bodies, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.41, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.40, ptr %.41, align 8
  %.45 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.41, i32 0, i32 2
  %.46 = load i64, ptr %.45, align 8
  %.47 = load i64, ptr %i, align 8
  %.48 = icmp slt i64 %.47, %.46
  %.50 = load i1, ptr %"$64pred", align 1
  store i1 %.48, ptr %"$64pred", align 1
  %.52 = load i1, ptr %"$64pred", align 1
  br i1 %.52, label %B66, label %B300

B66:                                              ; preds = %B0
  %.54 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
  %.56 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %bodies, align 8
  %.57 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.58, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.56, ptr %.58, align 8
  %.62 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.58, i32 0, i32 5
  %.63 = getelementptr inbounds [1 x i64], ptr %.62, i32 0, i32 0
  %.64 = load i64, ptr %.63, align 8, !range !1
  %.65 = insertvalue [1 x i64] undef, i64 %.64, 0
  %.66 = extractvalue [1 x i64] %.65, 0
  %.67 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.58, i32 0, i32 6
  %.68 = load [1 x i64], ptr %.67, align 8
  %.69 = extractvalue [1 x i64] %.68, 0
  %.70 = icmp slt i64 %.57, 0
  %.71 = add i64 %.57, %.66
  %.72 = select i1 %.70, i64 %.71, i64 %.57
  %.73 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.58, i32 0, i32 5
  %.74 = getelementptr inbounds [1 x i64], ptr %.73, i32 0, i32 0
  %.75 = load i64, ptr %.74, align 8, !range !1
  %.76 = insertvalue [1 x i64] undef, i64 %.75, 0
  %.77 = extractvalue [1 x i64] %.76, 0
  %.78 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.58, i32 0, i32 6
  %.79 = load [1 x i64], ptr %.78, align 8
  %.80 = extractvalue [1 x i64] %.79, 0
  %.81 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.58, i32 0, i32 4
  %.82 = load ptr, ptr %.81, align 8
  %.83 = mul i64 %.80, %.72
  %.84 = ptrtoint ptr %.82 to i64
  %.85 = add i64 %.84, %.83
  %.86 = inttoptr i64 %.85 to ptr
  %.88 = load ptr, ptr %b, align 8
  store ptr %.86, ptr %b, align 8
  %.90 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %bodies, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %bodies, align 8
  %.92 = load ptr, ptr %b, align 8
  store { double, i16, i8 } zeroinitializer, ptr %.93, align 8
  %.96 = call i32 @_ZN8__main__7kineticB3v14B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE6RecordILi473EE(ptr %.93, ptr %.92)
  %.97 = icmp eq i32 %.96, 0
  %.98 = icmp eq i32 %.96, -2
  %.99 = or i1 %.97, %.98
  %.100 = xor i1 %.99, true
  %.101 = icmp eq i32 %.96, -1
  %.102 = icmp eq i32 %.96, -3
  %.103 = icmp sge i32 %.96, 1
  %.104 = load { double, i16, i8 }, ptr %.93, align 8
  %.105 = extractvalue { double, i16, i8 } %.104, 0
  %.106 = extractvalue { double, i16, i8 } %.104, 1
  %.107 = extractvalue { double, i16, i8 } %.104, 2
  %inserted.f0 = insertvalue { double, i16, i1 } undef, double %.105, 0
  %inserted.f1 = insertvalue { double, i16, i1 } %inserted.f0, i16 %.106, 1
  %.110 = icmp eq i8 %.107, 0
  br i1 %.110, label %B66.if, label %B66.else

B124:                                             ; preds = %B66.endif.endif
  %.137 = load i1, ptr %"$122pred", align 1
  store i1 false, ptr %"$122pred", align 1
  %.139 = load ptr, ptr %b, align 8
  %.140 = getelementptr inbounds [40 x i8], ptr %.139, i32 0, i32 0
  %.141 = bitcast ptr %.140 to ptr
  %.142 = load ptr, ptr %b, align 8
  %.143 = getelementptr inbounds [40 x i8], ptr %.142, i32 0, i32 12
  %.144 = bitcast ptr %.143 to ptr
  %.145 = load float, ptr %dt.1, align 4
  store [3 x float] zeroinitializer, ptr %.146, align 4
  %.149 = call i32 @_ZN8__main__7advanceB3v15B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE6RecordILi472EE6RecordILi472EEf(ptr %.146, ptr %.141, ptr %.144, float %.145)
  %.150 = icmp eq i32 %.149, 0
  %.151 = icmp eq i32 %.149, -2
  %.152 = or i1 %.150, %.151
  %.153 = xor i1 %.152, true
  %.154 = icmp eq i32 %.149, -1
  %.155 = icmp eq i32 %.149, -3
  %.156 = icmp sge i32 %.149, 1
  %.157 = load [3 x float], ptr %.146, align 4
  br i1 %.153, label %B124.if, label %B124.endif, !prof !2

B278:                                             ; preds = %B124.endif, %B66.endif.endif
  %.196 = load i16, ptr %tag, align 2
  store i16 0, ptr %tag, align 2
  %.198 = load float, ptr %dt.1, align 4
  store float 0.000000e+00, ptr %dt.1, align 4
  %.200 = load ptr, ptr %b, align 8
  store ptr null, ptr %b, align 8
  %.202 = load i1, ptr %"$122pred", align 1
  store i1 false, ptr %"$122pred", align 1
  %.204 = load i1, ptr %alive, align 1
  %.206 = load i1, ptr %"$280pred", align 1
  store i1 %.204, ptr %"$280pred", align 1
  %.208 = load i1, ptr %alive, align 1
  store i1 false, ptr %alive, align 1
  %.210 = load i1, ptr %"$280pred", align 1
  br i1 %.210, label %B282, label %B286

B282:                                             ; preds = %B278
  %.212 = load i1, ptr %"$280pred", align 1
  store i1 false, ptr %"$280pred", align 1
  %.214 = load double, ptr %e, align 8
  %.215 = load double, ptr %e, align 8
  store double 0.000000e+00, ptr %e, align 8
  %.218 = load double, ptr %"$phi288.0.2", align 8
  store double %.214, ptr %"$phi288.0.2", align 8
  br label %B288

B286:                                             ; preds = %B278
  %.221 = load double, ptr %e, align 8
  store double 0.000000e+00, ptr %e, align 8
  %.223 = load i1, ptr %"$280pred", align 1
  store i1 false, ptr %"$280pred", align 1
  %.225 = load double, ptr %"$phi288.0.2", align 8
  store double -1.000000e+00, ptr %"$phi288.0.2", align 8
  br label %B288

B288:                                             ; preds = %B286, %B282
  %.228 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %energy, align 8
  %.229 = load double, ptr %"$phi288.0.2", align 8
  %.230 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.231, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.228, ptr %.231, align 8
  %.235 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.231, i32 0, i32 5
  %.236 = getelementptr inbounds [1 x i64], ptr %.235, i32 0, i32 0
  %.237 = load i64, ptr %.236, align 8, !range !1
  %.238 = insertvalue [1 x i64] undef, i64 %.237, 0
  %.239 = extractvalue [1 x i64] %.238, 0
  %.240 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.231, i32 0, i32 6
  %.241 = load [1 x i64], ptr %.240, align 8
  %.242 = extractvalue [1 x i64] %.241, 0
  %.243 = icmp slt i64 %.230, 0
  %.244 = add i64 %.230, %.239
  %.245 = select i1 %.243, i64 %.244, i64 %.230
  %.246 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.231, i32 0, i32 5
  %.247 = getelementptr inbounds [1 x i64], ptr %.246, i32 0, i32 0
  %.248 = load i64, ptr %.247, align 8, !range !1
  %.249 = insertvalue [1 x i64] undef, i64 %.248, 0
  %.250 = extractvalue [1 x i64] %.249, 0
  %.251 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.231, i32 0, i32 6
  %.252 = load [1 x i64], ptr %.251, align 8
  %.253 = extractvalue [1 x i64] %.252, 0
  %.254 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.231, i32 0, i32 4
  %.255 = load ptr, ptr %.254, align 8
  %.256 = mul i64 %.253, %.245
  %.257 = ptrtoint ptr %.255 to i64
  %.258 = add i64 %.257, %.256
  %.259 = inttoptr i64 %.258 to ptr
  store double %.229, ptr %.259, align 8
  %.261 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.263 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %energy, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %energy, align 8
  %.265 = load double, ptr %"$phi288.0.2", align 8
  store double 0.000000e+00, ptr %"$phi288.0.2", align 8
  ret void

B300:                                             ; preds = %B0
  %.269 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.271 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %energy, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %energy, align 8
  %.273 = load float, ptr %dt.1, align 4
  store float 0.000000e+00, ptr %dt.1, align 4
  %.275 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %bodies, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %bodies, align 8
  %.277 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
  ret void

B66.if:                                           ; preds = %B66
  store i1 false, ptr %.108, align 1
  br label %B66.endif

B66.else:                                         ; preds = %B66
  store i1 true, ptr %.108, align 1
  br label %B66.endif

B66.endif:                                        ; preds = %B66.else, %B66.if
  %.116 = load i1, ptr %.108, align 1
  %inserted.f2 = insertvalue { double, i16, i1 } %inserted.f1, i1 %.116, 2
  br i1 %.100, label %B66.endif.if, label %B66.endif.endif, !prof !2

B66.endif.if:                                     ; preds = %B66.endif
  ret void

B66.endif.endif:                                  ; preds = %B66.endif
  %.119 = extractvalue { double, i16, i1 } %inserted.f2, 0
  %.120 = extractvalue { double, i16, i1 } %inserted.f2, 1
  %.121 = extractvalue { double, i16, i1 } %inserted.f2, 2
  %.123 = load double, ptr %e, align 8
  store double %.119, ptr %e, align 8
  %.126 = load i16, ptr %tag, align 2
  store i16 %.120, ptr %tag, align 2
  %.129 = load i1, ptr %alive, align 1
  store i1 %.121, ptr %alive, align 1
  %.131 = load i1, ptr %alive, align 1
  %.133 = load i1, ptr %"$122pred", align 1
  store i1 %.131, ptr %"$122pred", align 1
  %.135 = load i1, ptr %"$122pred", align 1
  br i1 %.135, label %B124, label %B278

B124.if:                                          ; preds = %B124
  ret void

B124.endif:                                       ; preds = %B124
  %.160 = load float, ptr %dt.1, align 4
  store float 0.000000e+00, ptr %dt.1, align 4
  %.162 = extractvalue [3 x float] %.157, 0
  %.163 = extractvalue [3 x float] %.157, 1
  %.164 = extractvalue [3 x float] %.157, 2
  %.165 = load ptr, ptr %b, align 8
  %.166 = getelementptr inbounds [40 x i8], ptr %.165, i32 0, i32 0
  %.167 = bitcast ptr %.166 to ptr
  %.168 = getelementptr inbounds [12 x i8], ptr %.167, i32 0, i32 0
  %.169 = bitcast ptr %.168 to ptr
  store float %.162, ptr %.169, align 4
  %.171 = load ptr, ptr %b, align 8
  %.172 = getelementptr inbounds [40 x i8], ptr %.171, i32 0, i32 0
  %.173 = bitcast ptr %.172 to ptr
  %.174 = getelementptr inbounds [12 x i8], ptr %.173, i32 0, i32 4
  %.175 = bitcast ptr %.174 to ptr
  store float %.163, ptr %.175, align 4
  %.177 = load ptr, ptr %b, align 8
  %.178 = getelementptr inbounds [40 x i8], ptr %.177, i32 0, i32 0
  %.179 = bitcast ptr %.178 to ptr
  %.180 = getelementptr inbounds [12 x i8], ptr %.179, i32 0, i32 8
  %.181 = bitcast ptr %.180 to ptr
  store float %.164, ptr %.181, align 4
  %.183 = load i16, ptr %tag, align 2
  %.184 = sext i16 %.183 to i64
  %.185 = add nsw i64 %.184, 1
  %.186 = load i16, ptr %tag, align 2
  store i16 0, ptr %tag, align 2
  %.188 = load ptr, ptr %b, align 8
  %.189 = trunc i64 %.185 to i16
  %.190 = getelementptr inbounds [40 x i8], ptr %.188, i32 0, i32 32
  %.191 = bitcast ptr %.190 to ptr
  store i16 %.189, ptr %.191, align 2
  %.193 = load ptr, ptr %b, align 8
  store ptr null, ptr %b, align 8
  br label %B278
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

define linkonce_odr i32 @_ZN8__main__7kineticB3v14B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE6RecordILi473EE(ptr %.ret, ptr %body) {
entry:
  %.40 = alloca i1, align 1
  store i1 false, ptr %.40, align 1
  br label %B0

B0:                                               ; preds = %entry
  %.4 = getelementptr inbounds [40 x i8], ptr %body, i32 0, i32 12
  %.5 = bitcast ptr %.4 to ptr
  %.6 = getelementptr inbounds [40 x i8], ptr %body, i32 0, i32 24
  %.7 = bitcast ptr %.6 to ptr
  %.8 = load double, ptr %.7, align 8
  %.9 = fmul double 5.000000e-01, %.8
  %.10 = getelementptr inbounds [12 x i8], ptr %.5, i32 0, i32 0
  %.11 = bitcast ptr %.10 to ptr
  %.12 = load float, ptr %.11, align 4
  %.13 = getelementptr inbounds [12 x i8], ptr %.5, i32 0, i32 0
  %.14 = bitcast ptr %.13 to ptr
  %.15 = load float, ptr %.14, align 4
  %.16 = fmul float %.12, %.15
  %.17 = getelementptr inbounds [12 x i8], ptr %.5, i32 0, i32 4
  %.18 = bitcast ptr %.17 to ptr
  %.19 = load float, ptr %.18, align 4
  %.20 = getelementptr inbounds [12 x i8], ptr %.5, i32 0, i32 4
  %.21 = bitcast ptr %.20 to ptr
  %.22 = load float, ptr %.21, align 4
  %.23 = fmul float %.19, %.22
  %.24 = fadd float %.16, %.23
  %.25 = getelementptr inbounds [12 x i8], ptr %.5, i32 0, i32 8
  %.26 = bitcast ptr %.25 to ptr
  %.27 = load float, ptr %.26, align 4
  %.28 = getelementptr inbounds [12 x i8], ptr %.5, i32 0, i32 8
  %.29 = bitcast ptr %.28 to ptr
  %.30 = load float, ptr %.29, align 4
  %.31 = fmul float %.27, %.30
  %.32 = fadd float %.24, %.31
  %.33 = fpext float %.32 to double
  %.34 = fmul double %.9, %.33
  %.35 = getelementptr inbounds [40 x i8], ptr %body, i32 0, i32 32
  %.36 = bitcast ptr %.35 to ptr
  %.37 = load i16, ptr %.36, align 2
  %.38 = getelementptr inbounds [40 x i8], ptr %body, i32 0, i32 34
  %.39 = load i8, ptr %.38, align 1
  %.42 = icmp eq i8 %.39, 0
  br i1 %.42, label %B0.if, label %B0.else

B0.if:                                            ; preds = %B0
  store i1 false, ptr %.40, align 1
  br label %B0.endif

B0.else:                                          ; preds = %B0
  store i1 true, ptr %.40, align 1
  br label %B0.endif

B0.endif:                                         ; preds = %B0.else, %B0.if
  %.48 = load i1, ptr %.40, align 1
  %.49 = insertvalue { double, i16, i1 } undef, double %.34, 0
  %.50 = insertvalue { double, i16, i1 } %.49, i16 %.37, 1
  %.51 = insertvalue { double, i16, i1 } %.50, i1 %.48, 2
  %extracted.f0 = extractvalue { double, i16, i1 } %.51, 0
  %extracted.f1 = extractvalue { double, i16, i1 } %.51, 1
  %extracted.f2 = extractvalue { double, i16, i1 } %.51, 2
  %.52 = zext i1 %extracted.f2 to i8
  %.53 = insertvalue { double, i16, i8 } undef, double %extracted.f0, 0
  %.54 = insertvalue { double, i16, i8 } %.53, i16 %extracted.f1, 1
  %.55 = insertvalue { double, i16, i8 } %.54, i8 %.52, 2
  store { double, i16, i8 } %.55, ptr %.ret, align 8
  ret i32 0
}

define linkonce_odr i32 @_ZN8__main__7advanceB3v15B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE6RecordILi472EE6RecordILi472EEf(ptr %.ret, ptr %p, ptr %v, float %dt) {
entry:
  br label %B0

B0:                                               ; preds = %entry
  %.6 = getelementptr inbounds [12 x i8], ptr %p, i32 0, i32 0
  %.7 = bitcast ptr %.6 to ptr
  %.8 = load float, ptr %.7, align 4
  %.9 = getelementptr inbounds [12 x i8], ptr %v, i32 0, i32 0
  %.10 = bitcast ptr %.9 to ptr
  %.11 = load float, ptr %.10, align 4
  %.12 = fmul float %.11, %dt
  %.13 = fadd float %.8, %.12
  %.14 = getelementptr inbounds [12 x i8], ptr %p, i32 0, i32 4
  %.15 = bitcast ptr %.14 to ptr
  %.16 = load float, ptr %.15, align 4
  %.17 = getelementptr inbounds [12 x i8], ptr %v, i32 0, i32 4
  %.18 = bitcast ptr %.17 to ptr
  %.19 = load float, ptr %.18, align 4
  %.20 = fmul float %.19, %dt
  %.21 = fadd float %.16, %.20
  %.22 = getelementptr inbounds [12 x i8], ptr %p, i32 0, i32 8
  %.23 = bitcast ptr %.22 to ptr
  %.24 = load float, ptr %.23, align 4
  %.25 = getelementptr inbounds [12 x i8], ptr %v, i32 0, i32 8
  %.26 = bitcast ptr %.25 to ptr
  %.27 = load float, ptr %.26, align 4
  %.28 = fmul float %.27, %dt
  %.29 = fadd float %.24, %.28
  %.30 = insertvalue [3 x float] undef, float %.13, 0
  %.31 = insertvalue [3 x float] %.30, float %.21, 1
  %.32 = insertvalue [3 x float] %.31, float %.29, 2
  store [3 x float] %.32, ptr %.ret, align 4
  ret i32 0
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{i64 0, i64 9223372036854775807}
!2 = !{!"branch_weights", i32 1, i32 99}
