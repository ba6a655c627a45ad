; numba-cuda kernel n32_xoroshiro(Array(Record([('s0', {'type': uint64, 'offset': 0, 'alignment': None, 'title': None, }), ('s1', {'type': uint64, 'offset': 8, 'alignment': None, 'title': None, })], 16, True), 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__9xoroshiroB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi469EELi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__9xoroshiroB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi469EELi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv5numba4cuda6random29xoroshiro128p_uniform_float64B2v8B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dE5ArrayI6RecordILi469EELi1E1A7mutable7alignedEx = common global ptr null
@_ZN08NumbaEnv5numba4cuda6random28xoroshiro128p_normal_float32B2v2B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dE5ArrayI6RecordILi469EELi1E1A7mutable7alignedEx = common global ptr null
@_ZN08NumbaEnv5numba4cuda6random29xoroshiro128p_uniform_float32B2v3B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dE5ArrayI6RecordILi469EELi1E1A7mutable7alignedEx = common global ptr null
@_ZN08NumbaEnv5numba4cuda6random18xoroshiro128p_nextB2v4B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dE5ArrayI6RecordILi469EELi1E1A7mutable7alignedEx = common global ptr null
@_ZN08NumbaEnv5numba4cuda6random4rotlB2v5B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dEyj = common global ptr null
@_ZN08NumbaEnv5numba4cuda6random22uint64_to_unit_float32B2v6B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dEy = common global ptr null
@_ZN08NumbaEnv5numba4cuda6random22uint64_to_unit_float64B2v7B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dEy = common global ptr null

define ptx_kernel void @_ZN8__main__9xoroshiroB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi469EELi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE(ptr %states.0, ptr %states.1, i64 %states.2, i64 %states.3, ptr %states.4, i64 %states.5.0, i64 %states.6.0, ptr %out32.0, ptr %out32.1, i64 %out32.2, i64 %out32.3, ptr %out32.4, i64 %out32.5.0, i64 %out32.6.0, ptr %out64.0, ptr %out64.1, i64 %out64.2, i64 %out64.3, ptr %out64.4, i64 %out64.5.0, i64 %out64.6.0) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %states.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %states.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %states.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %states.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %states.4, 4
  %.24 = insertvalue [1 x i64] undef, i64 %states.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.24, 5
  %.25 = insertvalue [1 x i64] undef, i64 %states.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.25, 6
  %inserted.meminfo.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %out32.0, 0
  %inserted.parent.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.1, ptr %out32.1, 1
  %inserted.nitems.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %out32.2, 2
  %inserted.itemsize.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %out32.3, 3
  %inserted.data.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.1, ptr %out32.4, 4
  %.26 = insertvalue [1 x i64] undef, i64 %out32.5.0, 0
  %inserted.shape.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.26, 5
  %.27 = insertvalue [1 x i64] undef, i64 %out32.6.0, 0
  %inserted.strides.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.1, [1 x i64] %.27, 6
  %inserted.meminfo.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %out64.0, 0
  %inserted.parent.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.2, ptr %out64.1, 1
  %inserted.nitems.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.2, i64 %out64.2, 2
  %inserted.itemsize.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.2, i64 %out64.3, 3
  %inserted.data.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.2, ptr %out64.4, 4
  %.28 = insertvalue [1 x i64] undef, i64 %out64.5.0, 0
  %inserted.shape.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.2, [1 x i64] %.28, 5
  %.29 = insertvalue [1 x i64] undef, i64 %out64.6.0, 0
  %inserted.strides.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.2, [1 x i64] %.29, 6
  %states = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %states, align 8
  %out32 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out32, align 8
  %out64 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out64, align 8
  %i = alloca i64, align 8
  store i64 0, ptr %i, align 8
  %.49 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.49, align 8
  %"$64pred" = alloca i1, align 1
  store i1 false, ptr %"$64pred", align 1
  %acc.2 = alloca float, align 4
  store float 0.000000e+00, ptr %acc.2, align 4
  %hits.2 = alloca double, align 8
  store double 0.000000e+00, ptr %hits.2, align 8
  %.72 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.72, align 8
  %.82 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.82, align 8
  %.86 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.86, align 8
  %.95 = alloca i64, align 8
  store i64 0, ptr %.95, align 8
  %.98 = alloca i64, align 8
  store i64 0, ptr %.98, align 8
  %"$phi156.0" = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi156.0", align 8
  %.137 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.137, align 8
  %.140 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.140, align 8
  %.166 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.166, align 8
  %.172 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.172, align 8
  %"$156for_iter.3" = alloca i1, align 1
  store i1 false, ptr %"$156for_iter.3", align 1
  %"$phi158.1" = alloca i64, align 8
  store i64 0, ptr %"$phi158.1", align 8
  %hits.3 = alloca double, align 8
  store double 0.000000e+00, ptr %hits.3, align 8
  %.197 = alloca float, align 4
  store float 0.000000e+00, ptr %.197, align 4
  %acc.1 = alloca float, align 4
  store float 0.000000e+00, ptr %acc.1, align 4
  %.222 = alloca double, align 8
  store double 0.000000e+00, ptr %.222, align 8
  %.240 = alloca double, align 8
  store double 0.000000e+00, ptr %.240, align 8
  %"$290pred" = alloca i1, align 1
  store i1 false, ptr %"$290pred", align 1
  %.298 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.298, align 8
  %.342 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.342, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %states, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %out32, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, ptr %out64, align 8
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
  %.48 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %states, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.49, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.48, ptr %.49, align 8
  %.53 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.49, i32 0, i32 2
  %.54 = load i64, ptr %.53, align 8
  %.55 = load i64, ptr %i, align 8
  %.56 = icmp slt i64 %.55, %.54
  %.58 = load i1, ptr %"$64pred", align 1
  store i1 %.56, ptr %"$64pred", align 1
  %.60 = load i1, ptr %"$64pred", align 1
  br i1 %.60, label %B66, label %B340

B66:                                              ; preds = %B0
  %.62 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
  %.64 = sitofp i64 0 to float
  %.66 = load float, ptr %acc.2, align 4
  store float %.64, ptr %acc.2, align 4
  %.68 = sitofp i64 0 to double
  %.70 = load double, ptr %hits.2, align 8
  store double %.68, ptr %hits.2, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.72, align 8
  %.75 = getelementptr inbounds { i64, i64, i64 }, ptr %.72, i32 0, i32 0
  store i64 0, ptr %.75, align 8
  %.77 = getelementptr inbounds { i64, i64, i64 }, ptr %.72, i32 0, i32 1
  store i64 8, ptr %.77, align 8
  %.79 = getelementptr inbounds { i64, i64, i64 }, ptr %.72, i32 0, i32 2
  store i64 1, ptr %.79, align 8
  %.81 = load { i64, i64, i64 }, ptr %.72, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.82, align 8
  store { i64, i64, i64 } %.81, ptr %.82, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.86, align 8
  %.89 = getelementptr inbounds { i64, i64, i64 }, ptr %.82, i32 0, i32 0
  %.90 = load i64, ptr %.89, align 8
  %.91 = getelementptr inbounds { i64, i64, i64 }, ptr %.82, i32 0, i32 1
  %.92 = load i64, ptr %.91, align 8
  %.93 = getelementptr inbounds { i64, i64, i64 }, ptr %.82, i32 0, i32 2
  %.94 = load i64, ptr %.93, align 8
  store i64 %.90, ptr %.95, align 8
  %.100 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.86, i32 0, i32 0
  store ptr %.95, ptr %.100, align 8
  %.102 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.86, i32 0, i32 1
  store i64 %.92, ptr %.102, align 8
  %.104 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.86, i32 0, i32 2
  store i64 %.94, ptr %.104, align 8
  %.106 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.86, i32 0, i32 3
  store ptr %.98, ptr %.106, align 8
  %.108 = sub i64 %.92, %.90
  %.109 = icmp sgt i64 %.108, 0
  %.110 = icmp sgt i64 %.94, 0
  %.111 = xor i1 %.109, %.110
  %.112 = icmp eq i64 %.94, 0
  br i1 %.112, label %B66.if, label %B66.endif, !prof !1

B156:                                             ; preds = %B66.endif.endif, %B302
  %.136 = load { ptr, i64, i64, ptr }, ptr %"$phi156.0", align 8
  store { i64, i1 } zeroinitializer, ptr %.137, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.140, align 8
  store { ptr, i64, i64, ptr } %.136, ptr %.140, align 8
  %.144 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.140, i32 0, i32 3
  %.145 = load ptr, ptr %.144, align 8
  %.146 = load i64, ptr %.145, align 8
  %.147 = icmp sgt i64 %.146, 0
  %.148 = getelementptr inbounds { i64, i1 }, ptr %.137, i32 0, i32 1
  store i1 %.147, ptr %.148, align 1
  br i1 %.147, label %B156.if, label %B156.endif

B158:                                             ; preds = %B156.endif
  %.186 = load i1, ptr %"$156for_iter.3", align 1
  store i1 false, ptr %"$156for_iter.3", align 1
  %.188 = load double, ptr %hits.2, align 8
  %.190 = load double, ptr %hits.3, align 8
  store double %.188, ptr %hits.3, align 8
  %.192 = load i64, ptr %"$phi158.1", align 8
  %.193 = load i64, ptr %"$phi158.1", align 8
  store i64 0, ptr %"$phi158.1", align 8
  %.195 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %states, align 8
  %.196 = load i64, ptr %i, align 8
  store float 0.000000e+00, ptr %.197, align 4
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.195, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.195, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.195, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.195, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.195, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.195, 5
  %.200 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.195, 6
  %.201 = extractvalue [1 x i64] %extracted.strides, 0
  %.202 = call i32 @_ZN5numba4cuda6random28xoroshiro128p_normal_float32B2v2B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dE5ArrayI6RecordILi469EELi1E1A7mutable7alignedEx(ptr %.197, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.200, i64 %.201, i64 %.196)
  %.203 = icmp eq i32 %.202, 0
  %.204 = icmp eq i32 %.202, -2
  %.205 = or i1 %.203, %.204
  %.206 = xor i1 %.205, true
  %.207 = icmp eq i32 %.202, -1
  %.208 = icmp eq i32 %.202, -3
  %.209 = icmp sge i32 %.202, 1
  %.210 = load float, ptr %.197, align 4
  br i1 %.206, label %B158.if, label %B158.endif, !prof !1

B292:                                             ; preds = %B158.endif.endif.endif
  %.265 = load i1, ptr %"$290pred", align 1
  store i1 false, ptr %"$290pred", align 1
  %.267 = load double, ptr %hits.2, align 8
  %.268 = fadd double %.267, 1.000000e+00
  %.269 = load double, ptr %hits.2, align 8
  store double 0.000000e+00, ptr %hits.2, align 8
  %.271 = load double, ptr %hits.3, align 8
  store double %.268, ptr %hits.3, align 8
  br label %B302

B302:                                             ; preds = %B158.endif.endif.endif, %B292
  %.274 = load i1, ptr %"$290pred", align 1
  store i1 false, ptr %"$290pred", align 1
  %.276 = load float, ptr %acc.1, align 4
  %.277 = load float, ptr %acc.2, align 4
  store float %.276, ptr %acc.2, align 4
  %.279 = load float, ptr %acc.1, align 4
  store float 0.000000e+00, ptr %acc.1, align 4
  %.281 = load double, ptr %hits.3, align 8
  %.282 = load double, ptr %hits.2, align 8
  store double %.281, ptr %hits.2, align 8
  %.284 = load double, ptr %hits.3, align 8
  store double 0.000000e+00, ptr %hits.3, align 8
  br label %B156

B304:                                             ; preds = %B156.endif
  %.287 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %states, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %states, align 8
  %.289 = load i64, ptr %"$phi158.1", align 8
  store i64 0, ptr %"$phi158.1", align 8
  %.291 = load { ptr, i64, i64, ptr }, ptr %"$phi156.0", align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi156.0", align 8
  %.293 = load i1, ptr %"$156for_iter.3", align 1
  store i1 false, ptr %"$156for_iter.3", align 1
  %.295 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out32, align 8
  %.296 = load float, ptr %acc.2, align 4
  %.297 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.298, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.295, ptr %.298, align 8
  %.302 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.298, i32 0, i32 5
  %.303 = getelementptr inbounds [1 x i64], ptr %.302, i32 0, i32 0
  %.304 = load i64, ptr %.303, align 8, !range !2
  %.305 = insertvalue [1 x i64] undef, i64 %.304, 0
  %.306 = extractvalue [1 x i64] %.305, 0
  %.307 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.298, i32 0, i32 6
  %.308 = load [1 x i64], ptr %.307, align 8
  %.309 = extractvalue [1 x i64] %.308, 0
  %.310 = icmp slt i64 %.297, 0
  %.311 = add i64 %.297, %.306
  %.312 = select i1 %.310, i64 %.311, i64 %.297
  %.313 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.298, i32 0, i32 5
  %.314 = getelementptr inbounds [1 x i64], ptr %.313, i32 0, i32 0
  %.315 = load i64, ptr %.314, align 8, !range !2
  %.316 = insertvalue [1 x i64] undef, i64 %.315, 0
  %.317 = extractvalue [1 x i64] %.316, 0
  %.318 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.298, i32 0, i32 6
  %.319 = load [1 x i64], ptr %.318, align 8
  %.320 = extractvalue [1 x i64] %.319, 0
  %.321 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.298, i32 0, i32 4
  %.322 = load ptr, ptr %.321, align 8
  %.323 = mul i64 %.320, %.312
  %.324 = ptrtoint ptr %.322 to i64
  %.325 = add i64 %.324, %.323
  %.326 = inttoptr i64 %.325 to ptr
  store float %.296, ptr %.326, align 4
  %.328 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out32, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out32, align 8
  %.330 = load float, ptr %acc.2, align 4
  store float 0.000000e+00, ptr %acc.2, align 4
  %.332 = load double, ptr %hits.2, align 8
  %.333 = fmul double 4.000000e+00, %.332
  %.334 = load double, ptr %hits.2, align 8
  store double 0.000000e+00, ptr %hits.2, align 8
  %.336 = fcmp oeq double 8.000000e+00, 0.000000e+00
  br i1 %.336, label %B304.if, label %B304.endif, !prof !1

B340:                                             ; preds = %B0
  %.378 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %states, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %states, align 8
  %.380 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out64, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out64, align 8
  %.382 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out32, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out32, align 8
  %.384 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.386 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
  ret void

B66.if:                                           ; preds = %B66
  ret void

B66.endif:                                        ; preds = %B66
  br i1 %.111, label %B66.endif.if, label %B66.endif.else

B66.endif.if:                                     ; preds = %B66.endif
  %.116 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.86, i32 0, i32 3
  %.117 = load ptr, ptr %.116, align 8
  store i64 0, ptr %.117, align 8
  br label %B66.endif.endif

B66.endif.else:                                   ; preds = %B66.endif
  %.120 = srem i64 %.108, %.94
  %.121 = sub i64 0, %.120
  %.122 = select i1 %.109, i64 %.120, i64 %.121
  %.123 = icmp sgt i64 %.122, 0
  %.124 = sdiv i64 %.108, %.94
  %.125 = select i1 %.123, i64 1, i64 0
  %.126 = add i64 %.124, %.125
  %.127 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.86, i32 0, i32 3
  %.128 = load ptr, ptr %.127, align 8
  store i64 %.126, ptr %.128, align 8
  br label %B66.endif.endif

B66.endif.endif:                                  ; preds = %B66.endif.else, %B66.endif.if
  %.131 = load { ptr, i64, i64, ptr }, ptr %.86, align 8
  %.133 = load { ptr, i64, i64, ptr }, ptr %"$phi156.0", align 8
  store { ptr, i64, i64, ptr } %.131, ptr %"$phi156.0", align 8
  br label %B156

B156.if:                                          ; preds = %B156
  %.151 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.140, i32 0, i32 0
  %.152 = load ptr, ptr %.151, align 8
  %.153 = load i64, ptr %.152, align 8
  %.154 = getelementptr inbounds { i64, i1 }, ptr %.137, i32 0, i32 0
  store i64 %.153, ptr %.154, align 8
  %.156 = sub nsw i64 %.146, 1
  store i64 %.156, ptr %.145, align 8
  %.158 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.140, i32 0, i32 2
  %.159 = load i64, ptr %.158, align 8
  %.160 = add i64 %.153, %.159
  %.161 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.140, i32 0, i32 0
  %.162 = load ptr, ptr %.161, align 8
  store i64 %.160, ptr %.162, align 8
  br label %B156.endif

B156.endif:                                       ; preds = %B156.if, %B156
  %.165 = load { i64, i1 }, ptr %.137, align 8
  store { i64, i1 } zeroinitializer, ptr %.166, align 8
  store { i64, i1 } %.165, ptr %.166, align 8
  %.170 = getelementptr inbounds { i64, i1 }, ptr %.166, i32 0, i32 0
  %.171 = load i64, ptr %.170, align 8
  store { i64, i1 } zeroinitializer, ptr %.172, align 8
  store { i64, i1 } %.165, ptr %.172, align 8
  %.176 = getelementptr inbounds { i64, i1 }, ptr %.172, i32 0, i32 1
  %.177 = load i1, ptr %.176, align 1
  %.179 = load i1, ptr %"$156for_iter.3", align 1
  store i1 %.177, ptr %"$156for_iter.3", align 1
  %.182 = load i64, ptr %"$phi158.1", align 8
  store i64 %.171, ptr %"$phi158.1", align 8
  %.184 = load i1, ptr %"$156for_iter.3", align 1
  br i1 %.184, label %B158, label %B304

B158.if:                                          ; preds = %B158
  ret void

B158.endif:                                       ; preds = %B158
  %.213 = load float, ptr %acc.2, align 4
  %.214 = fadd float %.213, %.210
  %.215 = load float, ptr %acc.2, align 4
  store float 0.000000e+00, ptr %acc.2, align 4
  %.218 = load float, ptr %acc.1, align 4
  store float %.214, ptr %acc.1, align 4
  %.220 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %states, align 8
  %.221 = load i64, ptr %i, align 8
  store double 0.000000e+00, ptr %.222, align 8
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.220, 0
  %extracted.parent.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.220, 1
  %extracted.nitems.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.220, 2
  %extracted.itemsize.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.220, 3
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.220, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.220, 5
  %.225 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.220, 6
  %.226 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.227 = call i32 @_ZN5numba4cuda6random29xoroshiro128p_uniform_float64B2v8B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dE5ArrayI6RecordILi469EELi1E1A7mutable7alignedEx(ptr %.222, ptr %extracted.meminfo.1, ptr %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, ptr %extracted.data.1, i64 %.225, i64 %.226, i64 %.221)
  %.228 = icmp eq i32 %.227, 0
  %.229 = icmp eq i32 %.227, -2
  %.230 = or i1 %.228, %.229
  %.231 = xor i1 %.230, true
  %.232 = icmp eq i32 %.227, -1
  %.233 = icmp eq i32 %.227, -3
  %.234 = icmp sge i32 %.227, 1
  %.235 = load double, ptr %.222, align 8
  br i1 %.231, label %B158.endif.if, label %B158.endif.endif, !prof !1

B158.endif.if:                                    ; preds = %B158.endif
  ret void

B158.endif.endif:                                 ; preds = %B158.endif
  %.238 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %states, align 8
  %.239 = load i64, ptr %i, align 8
  store double 0.000000e+00, ptr %.240, align 8
  %extracted.meminfo.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.238, 0
  %extracted.parent.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.238, 1
  %extracted.nitems.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.238, 2
  %extracted.itemsize.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.238, 3
  %extracted.data.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.238, 4
  %extracted.shape.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.238, 5
  %.243 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.238, 6
  %.244 = extractvalue [1 x i64] %extracted.strides.2, 0
  %.245 = call i32 @_ZN5numba4cuda6random29xoroshiro128p_uniform_float64B2v8B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dE5ArrayI6RecordILi469EELi1E1A7mutable7alignedEx(ptr %.240, ptr %extracted.meminfo.2, ptr %extracted.parent.2, i64 %extracted.nitems.2, i64 %extracted.itemsize.2, ptr %extracted.data.2, i64 %.243, i64 %.244, i64 %.239)
  %.246 = icmp eq i32 %.245, 0
  %.247 = icmp eq i32 %.245, -2
  %.248 = or i1 %.246, %.247
  %.249 = xor i1 %.248, true
  %.250 = icmp eq i32 %.245, -1
  %.251 = icmp eq i32 %.245, -3
  %.252 = icmp sge i32 %.245, 1
  %.253 = load double, ptr %.240, align 8
  br i1 %.249, label %B158.endif.endif.if, label %B158.endif.endif.endif, !prof !1

B158.endif.endif.if:                              ; preds = %B158.endif.endif
  ret void

B158.endif.endif.endif:                           ; preds = %B158.endif.endif
  %.256 = fmul double %.235, %.235
  %.257 = fmul double %.253, %.253
  %.258 = fadd double %.256, %.257
  %.259 = fcmp ole double %.258, 1.000000e+00
  %.261 = load i1, ptr %"$290pred", align 1
  store i1 %.259, ptr %"$290pred", align 1
  %.263 = load i1, ptr %"$290pred", align 1
  br i1 %.263, label %B292, label %B302

B304.if:                                          ; preds = %B304
  br label %B304.endif

B304.endif:                                       ; preds = %B304.if, %B304
  %.339 = fdiv double %.333, 8.000000e+00
  %.340 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out64, align 8
  %.341 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.342, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.340, ptr %.342, align 8
  %.346 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.342, i32 0, i32 5
  %.347 = getelementptr inbounds [1 x i64], ptr %.346, i32 0, i32 0
  %.348 = load i64, ptr %.347, align 8, !range !2
  %.349 = insertvalue [1 x i64] undef, i64 %.348, 0
  %.350 = extractvalue [1 x i64] %.349, 0
  %.351 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.342, i32 0, i32 6
  %.352 = load [1 x i64], ptr %.351, align 8
  %.353 = extractvalue [1 x i64] %.352, 0
  %.354 = icmp slt i64 %.341, 0
  %.355 = add i64 %.341, %.350
  %.356 = select i1 %.354, i64 %.355, i64 %.341
  %.357 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.342, i32 0, i32 5
  %.358 = getelementptr inbounds [1 x i64], ptr %.357, i32 0, i32 0
  %.359 = load i64, ptr %.358, align 8, !range !2
  %.360 = insertvalue [1 x i64] undef, i64 %.359, 0
  %.361 = extractvalue [1 x i64] %.360, 0
  %.362 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.342, i32 0, i32 6
  %.363 = load [1 x i64], ptr %.362, align 8
  %.364 = extractvalue [1 x i64] %.363, 0
  %.365 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.342, i32 0, i32 4
  %.366 = load ptr, ptr %.365, align 8
  %.367 = mul i64 %.364, %.356
  %.368 = ptrtoint ptr %.366 to i64
  %.369 = add i64 %.368, %.367
  %.370 = inttoptr i64 %.369 to ptr
  store double %.339, ptr %.370, align 8
  %.372 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out64, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out64, align 8
  %.374 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

define linkonce_odr i32 @_ZN5numba4cuda6random29xoroshiro128p_uniform_float64B2v8B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dE5ArrayI6RecordILi469EELi1E1A7mutable7alignedEx(ptr %.ret, ptr %states.0, ptr %states.1, i64 %states.2, i64 %states.3, ptr %states.4, i64 %states.5.0, i64 %states.6.0, i64 %index) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %states.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %states.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %states.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %states.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %states.4, 4
  %.11 = insertvalue [1 x i64] undef, i64 %states.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.11, 5
  %.12 = insertvalue [1 x i64] undef, i64 %states.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.12, 6
  %.13 = alloca i64, align 8
  store i64 0, ptr %.13, align 8
  %.29 = alloca double, align 8
  store double 0.000000e+00, ptr %.29, align 8
  br label %B0

B0:                                               ; preds = %entry
  store i64 0, ptr %.13, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.16 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.17 = extractvalue [1 x i64] %extracted.strides, 0
  %.18 = call i32 @_ZN5numba4cuda6random18xoroshiro128p_nextB2v4B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dE5ArrayI6RecordILi469EELi1E1A7mutable7alignedEx(ptr %.13, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.16, i64 %.17, i64 %index)
  %.19 = icmp eq i32 %.18, 0
  %.20 = icmp eq i32 %.18, -2
  %.21 = or i1 %.19, %.20
  %.22 = xor i1 %.21, true
  %.23 = icmp eq i32 %.18, -1
  %.24 = icmp eq i32 %.18, -3
  %.25 = icmp sge i32 %.18, 1
  %.26 = load i64, ptr %.13, align 8
  br i1 %.22, label %B0.if, label %B0.endif, !prof !1

B0.if:                                            ; preds = %B0
  ret i32 %.18

B0.endif:                                         ; preds = %B0
  store double 0.000000e+00, ptr %.29, align 8
  %.32 = call i32 @_ZN5numba4cuda6random22uint64_to_unit_float64B2v7B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dEy(ptr %.29, i64 %.26)
  %.33 = icmp eq i32 %.32, 0
  %.34 = icmp eq i32 %.32, -2
  %.35 = or i1 %.33, %.34
  %.36 = xor i1 %.35, true
  %.37 = icmp eq i32 %.32, -1
  %.38 = icmp eq i32 %.32, -3
  %.39 = icmp sge i32 %.32, 1
  %.40 = load double, ptr %.29, align 8
  br i1 %.36, label %B0.endif.if, label %B0.endif.endif, !prof !1

B0.endif.if:                                      ; preds = %B0.endif
  ret i32 %.32

B0.endif.endif:                                   ; preds = %B0.endif
  store double %.40, ptr %.ret, align 8
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba4cuda6random22uint64_to_unit_float64B2v7B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dEy(ptr %.ret, i64 %x) {
entry:
  br label %B0

B0:                                               ; preds = %entry
  %.4 = trunc i64 11 to i32
  %.5 = zext i32 %.4 to i64
  %.6 = lshr i64 %x, %.5
  %.7 = sitofp i64 1 to double
  %.8 = trunc i64 53 to i32
  %.9 = zext i32 %.8 to i64
  %.10 = shl i64 1, %.9
  %.11 = uitofp i64 %.10 to double
  %.12 = fcmp oeq double %.11, 0.000000e+00
  br i1 %.12, label %B0.if, label %B0.endif, !prof !1

B0.if:                                            ; preds = %B0
  br label %B0.endif

B0.endif:                                         ; preds = %B0.if, %B0
  %.15 = fdiv double %.7, %.11
  %.16 = uitofp i64 %.6 to double
  %.17 = fmul double %.16, %.15
  store double %.17, ptr %.ret, align 8
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba4cuda6random18xoroshiro128p_nextB2v4B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dE5ArrayI6RecordILi469EELi1E1A7mutable7alignedEx(ptr %.ret, ptr %states.0, ptr %states.1, i64 %states.2, i64 %states.3, ptr %states.4, i64 %states.5.0, i64 %states.6.0, i64 %index) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %states.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %states.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %states.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %states.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %states.4, 4
  %.11 = insertvalue [1 x i64] undef, i64 %states.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.11, 5
  %.12 = insertvalue [1 x i64] undef, i64 %states.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.12, 6
  %.13 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.13, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.45, align 8
  %.80 = alloca i64, align 8
  store i64 0, ptr %.80, align 8
  %.99 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.99, align 8
  %.132 = alloca i64, align 8
  store i64 0, ptr %.132, align 8
  %.146 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.146, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.13, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %.13, align 8
  %.17 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.13, i32 0, i32 5
  %.18 = getelementptr inbounds [1 x i64], ptr %.17, i32 0, i32 0
  %.19 = load i64, ptr %.18, align 8, !range !2
  %.20 = insertvalue [1 x i64] undef, i64 %.19, 0
  %.21 = extractvalue [1 x i64] %.20, 0
  %.22 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.13, i32 0, i32 6
  %.23 = load [1 x i64], ptr %.22, align 8
  %.24 = extractvalue [1 x i64] %.23, 0
  %.25 = icmp slt i64 %index, 0
  %.26 = add i64 %index, %.21
  %.27 = select i1 %.25, i64 %.26, i64 %index
  %.28 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.13, i32 0, i32 5
  %.29 = getelementptr inbounds [1 x i64], ptr %.28, i32 0, i32 0
  %.30 = load i64, ptr %.29, align 8, !range !2
  %.31 = insertvalue [1 x i64] undef, i64 %.30, 0
  %.32 = extractvalue [1 x i64] %.31, 0
  %.33 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.13, i32 0, i32 6
  %.34 = load [1 x i64], ptr %.33, align 8
  %.35 = extractvalue [1 x i64] %.34, 0
  %.36 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.13, i32 0, i32 4
  %.37 = load ptr, ptr %.36, align 8
  %.38 = mul i64 %.35, %.27
  %.39 = ptrtoint ptr %.37 to i64
  %.40 = add i64 %.39, %.38
  %.41 = inttoptr i64 %.40 to ptr
  %.42 = getelementptr inbounds [16 x i8], ptr %.41, i32 0, i32 0
  %.43 = bitcast ptr %.42 to ptr
  %.44 = load i64, ptr %.43, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.45, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %.45, align 8
  %.49 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.45, i32 0, i32 5
  %.50 = getelementptr inbounds [1 x i64], ptr %.49, i32 0, i32 0
  %.51 = load i64, ptr %.50, align 8, !range !2
  %.52 = insertvalue [1 x i64] undef, i64 %.51, 0
  %.53 = extractvalue [1 x i64] %.52, 0
  %.54 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.45, i32 0, i32 6
  %.55 = load [1 x i64], ptr %.54, align 8
  %.56 = extractvalue [1 x i64] %.55, 0
  %.57 = icmp slt i64 %index, 0
  %.58 = add i64 %index, %.53
  %.59 = select i1 %.57, i64 %.58, i64 %index
  %.60 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.45, i32 0, i32 5
  %.61 = getelementptr inbounds [1 x i64], ptr %.60, i32 0, i32 0
  %.62 = load i64, ptr %.61, align 8, !range !2
  %.63 = insertvalue [1 x i64] undef, i64 %.62, 0
  %.64 = extractvalue [1 x i64] %.63, 0
  %.65 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.45, i32 0, i32 6
  %.66 = load [1 x i64], ptr %.65, align 8
  %.67 = extractvalue [1 x i64] %.66, 0
  %.68 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.45, i32 0, i32 4
  %.69 = load ptr, ptr %.68, align 8
  %.70 = mul i64 %.67, %.59
  %.71 = ptrtoint ptr %.69 to i64
  %.72 = add i64 %.71, %.70
  %.73 = inttoptr i64 %.72 to ptr
  %.74 = getelementptr inbounds [16 x i8], ptr %.73, i32 0, i32 8
  %.75 = bitcast ptr %.74 to ptr
  %.76 = load i64, ptr %.75, align 8
  %.77 = add i64 %.44, %.76
  %.78 = xor i64 %.76, %.44
  %.79 = trunc i64 55 to i32
  store i64 0, ptr %.80, align 8
  %.83 = call i32 @_ZN5numba4cuda6random4rotlB2v5B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dEyj(ptr %.80, i64 %.44, i32 %.79)
  %.84 = icmp eq i32 %.83, 0
  %.85 = icmp eq i32 %.83, -2
  %.86 = or i1 %.84, %.85
  %.87 = xor i1 %.86, true
  %.88 = icmp eq i32 %.83, -1
  %.89 = icmp eq i32 %.83, -3
  %.90 = icmp sge i32 %.83, 1
  %.91 = load i64, ptr %.80, align 8
  br i1 %.87, label %B0.if, label %B0.endif, !prof !1

B0.if:                                            ; preds = %B0
  ret i32 %.83

B0.endif:                                         ; preds = %B0
  %.94 = xor i64 %.91, %.78
  %.95 = trunc i64 14 to i32
  %.96 = zext i32 %.95 to i64
  %.97 = shl i64 %.78, %.96
  %.98 = xor i64 %.94, %.97
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.99, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %.99, align 8
  %.103 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.99, i32 0, i32 5
  %.104 = getelementptr inbounds [1 x i64], ptr %.103, i32 0, i32 0
  %.105 = load i64, ptr %.104, align 8, !range !2
  %.106 = insertvalue [1 x i64] undef, i64 %.105, 0
  %.107 = extractvalue [1 x i64] %.106, 0
  %.108 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.99, i32 0, i32 6
  %.109 = load [1 x i64], ptr %.108, align 8
  %.110 = extractvalue [1 x i64] %.109, 0
  %.111 = icmp slt i64 %index, 0
  %.112 = add i64 %index, %.107
  %.113 = select i1 %.111, i64 %.112, i64 %index
  %.114 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.99, i32 0, i32 5
  %.115 = getelementptr inbounds [1 x i64], ptr %.114, i32 0, i32 0
  %.116 = load i64, ptr %.115, align 8, !range !2
  %.117 = insertvalue [1 x i64] undef, i64 %.116, 0
  %.118 = extractvalue [1 x i64] %.117, 0
  %.119 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.99, i32 0, i32 6
  %.120 = load [1 x i64], ptr %.119, align 8
  %.121 = extractvalue [1 x i64] %.120, 0
  %.122 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.99, i32 0, i32 4
  %.123 = load ptr, ptr %.122, align 8
  %.124 = mul i64 %.121, %.113
  %.125 = ptrtoint ptr %.123 to i64
  %.126 = add i64 %.125, %.124
  %.127 = inttoptr i64 %.126 to ptr
  %.128 = getelementptr inbounds [16 x i8], ptr %.127, i32 0, i32 0
  %.129 = bitcast ptr %.128 to ptr
  store i64 %.98, ptr %.129, align 8
  %.131 = trunc i64 36 to i32
  store i64 0, ptr %.132, align 8
  %.135 = call i32 @_ZN5numba4cuda6random4rotlB2v5B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dEyj(ptr %.132, i64 %.78, i32 %.131)
  %.136 = icmp eq i32 %.135, 0
  %.137 = icmp eq i32 %.135, -2
  %.138 = or i1 %.136, %.137
  %.139 = xor i1 %.138, true
  %.140 = icmp eq i32 %.135, -1
  %.141 = icmp eq i32 %.135, -3
  %.142 = icmp sge i32 %.135, 1
  %.143 = load i64, ptr %.132, align 8
  br i1 %.139, label %B0.endif.if, label %B0.endif.endif, !prof !1

B0.endif.if:                                      ; preds = %B0.endif
  ret i32 %.135

B0.endif.endif:                                   ; preds = %B0.endif
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.146, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %.146, align 8
  %.150 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.146, i32 0, i32 5
  %.151 = getelementptr inbounds [1 x i64], ptr %.150, i32 0, i32 0
  %.152 = load i64, ptr %.151, align 8, !range !2
  %.153 = insertvalue [1 x i64] undef, i64 %.152, 0
  %.154 = extractvalue [1 x i64] %.153, 0
  %.155 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.146, i32 0, i32 6
  %.156 = load [1 x i64], ptr %.155, align 8
  %.157 = extractvalue [1 x i64] %.156, 0
  %.158 = icmp slt i64 %index, 0
  %.159 = add i64 %index, %.154
  %.160 = select i1 %.158, i64 %.159, i64 %index
  %.161 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.146, i32 0, i32 5
  %.162 = getelementptr inbounds [1 x i64], ptr %.161, i32 0, i32 0
  %.163 = load i64, ptr %.162, align 8, !range !2
  %.164 = insertvalue [1 x i64] undef, i64 %.163, 0
  %.165 = extractvalue [1 x i64] %.164, 0
  %.166 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.146, i32 0, i32 6
  %.167 = load [1 x i64], ptr %.166, align 8
  %.168 = extractvalue [1 x i64] %.167, 0
  %.169 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.146, i32 0, i32 4
  %.170 = load ptr, ptr %.169, align 8
  %.171 = mul i64 %.168, %.160
  %.172 = ptrtoint ptr %.170 to i64
  %.173 = add i64 %.172, %.171
  %.174 = inttoptr i64 %.173 to ptr
  %.175 = getelementptr inbounds [16 x i8], ptr %.174, i32 0, i32 8
  %.176 = bitcast ptr %.175 to ptr
  store i64 %.143, ptr %.176, align 8
  store i64 %.77, ptr %.ret, align 8
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba4cuda6random4rotlB2v5B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dEyj(ptr %.ret, i64 %x, i32 %k) {
entry:
  br label %B0

B0:                                               ; preds = %entry
  %.5 = zext i32 %k to i64
  %.6 = shl i64 %x, %.5
  %.7 = zext i32 %k to i64
  %.8 = sub nsw i64 64, %.7
  %.9 = trunc i64 %.8 to i32
  %.10 = zext i32 %.9 to i64
  %.11 = lshr i64 %x, %.10
  %.12 = or i64 %.6, %.11
  store i64 %.12, ptr %.ret, align 8
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba4cuda6random28xoroshiro128p_normal_float32B2v2B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dE5ArrayI6RecordILi469EELi1E1A7mutable7alignedEx(ptr %.ret, ptr %states.0, ptr %states.1, i64 %states.2, i64 %states.3, ptr %states.4, i64 %states.5.0, i64 %states.6.0, i64 %index) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %states.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %states.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %states.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %states.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %states.4, 4
  %.11 = insertvalue [1 x i64] undef, i64 %states.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.11, 5
  %.12 = insertvalue [1 x i64] undef, i64 %states.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.12, 6
  %.13 = alloca float, align 4
  store float 0.000000e+00, ptr %.13, align 4
  %.29 = alloca float, align 4
  store float 0.000000e+00, ptr %.29, align 4
  br label %B0

B0:                                               ; preds = %entry
  store float 0.000000e+00, ptr %.13, align 4
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.16 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.17 = extractvalue [1 x i64] %extracted.strides, 0
  %.18 = call i32 @_ZN5numba4cuda6random29xoroshiro128p_uniform_float32B2v3B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dE5ArrayI6RecordILi469EELi1E1A7mutable7alignedEx(ptr %.13, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.16, i64 %.17, i64 %index)
  %.19 = icmp eq i32 %.18, 0
  %.20 = icmp eq i32 %.18, -2
  %.21 = or i1 %.19, %.20
  %.22 = xor i1 %.21, true
  %.23 = icmp eq i32 %.18, -1
  %.24 = icmp eq i32 %.18, -3
  %.25 = icmp sge i32 %.18, 1
  %.26 = load float, ptr %.13, align 4
  br i1 %.22, label %B0.if, label %B0.endif, !prof !1

B0.if:                                            ; preds = %B0
  ret i32 %.18

B0.endif:                                         ; preds = %B0
  store float 0.000000e+00, ptr %.29, align 4
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.32 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.33 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.34 = call i32 @_ZN5numba4cuda6random29xoroshiro128p_uniform_float32B2v3B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dE5ArrayI6RecordILi469EELi1E1A7mutable7alignedEx(ptr %.29, ptr %extracted.meminfo.1, ptr %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, ptr %extracted.data.1, i64 %.32, i64 %.33, i64 %index)
  %.35 = icmp eq i32 %.34, 0
  %.36 = icmp eq i32 %.34, -2
  %.37 = or i1 %.35, %.36
  %.38 = xor i1 %.37, true
  %.39 = icmp eq i32 %.34, -1
  %.40 = icmp eq i32 %.34, -3
  %.41 = icmp sge i32 %.34, 1
  %.42 = load float, ptr %.29, align 4
  br i1 %.38, label %B0.endif.if, label %B0.endif.endif, !prof !1

B0.endif.if:                                      ; preds = %B0.endif
  ret i32 %.34

B0.endif.endif:                                   ; preds = %B0.endif
  %.45 = fptrunc double 2.000000e+00 to float
  %.46 = fsub float -0.000000e+00, %.45
  %.47 = call float @__nv_logf(float %.26)
  %.48 = fmul float %.46, %.47
  %.49 = call float @__nv_sqrtf(float %.48)
  %.50 = fmul float 0x401921FB60000000, %.42
  %.51 = call float @__nv_cosf(float %.50)
  %.52 = fmul float %.49, %.51
  store float %.52, ptr %.ret, align 4
  ret i32 0
}

declare float @__nv_logf(float)

declare float @__nv_sqrtf(float)

declare float @__nv_cosf(float)

define linkonce_odr i32 @_ZN5numba4cuda6random29xoroshiro128p_uniform_float32B2v3B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dE5ArrayI6RecordILi469EELi1E1A7mutable7alignedEx(ptr %.ret, ptr %states.0, ptr %states.1, i64 %states.2, i64 %states.3, ptr %states.4, i64 %states.5.0, i64 %states.6.0, i64 %index) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %states.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %states.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %states.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %states.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %states.4, 4
  %.11 = insertvalue [1 x i64] undef, i64 %states.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.11, 5
  %.12 = insertvalue [1 x i64] undef, i64 %states.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.12, 6
  %.13 = alloca i64, align 8
  store i64 0, ptr %.13, align 8
  %.29 = alloca float, align 4
  store float 0.000000e+00, ptr %.29, align 4
  br label %B0

B0:                                               ; preds = %entry
  store i64 0, ptr %.13, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.16 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.17 = extractvalue [1 x i64] %extracted.strides, 0
  %.18 = call i32 @_ZN5numba4cuda6random18xoroshiro128p_nextB2v4B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dE5ArrayI6RecordILi469EELi1E1A7mutable7alignedEx(ptr %.13, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.16, i64 %.17, i64 %index)
  %.19 = icmp eq i32 %.18, 0
  %.20 = icmp eq i32 %.18, -2
  %.21 = or i1 %.19, %.20
  %.22 = xor i1 %.21, true
  %.23 = icmp eq i32 %.18, -1
  %.24 = icmp eq i32 %.18, -3
  %.25 = icmp sge i32 %.18, 1
  %.26 = load i64, ptr %.13, align 8
  br i1 %.22, label %B0.if, label %B0.endif, !prof !1

B0.if:                                            ; preds = %B0
  ret i32 %.18

B0.endif:                                         ; preds = %B0
  store float 0.000000e+00, ptr %.29, align 4
  %.32 = call i32 @_ZN5numba4cuda6random22uint64_to_unit_float32B2v6B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dEy(ptr %.29, i64 %.26)
  %.33 = icmp eq i32 %.32, 0
  %.34 = icmp eq i32 %.32, -2
  %.35 = or i1 %.33, %.34
  %.36 = xor i1 %.35, true
  %.37 = icmp eq i32 %.32, -1
  %.38 = icmp eq i32 %.32, -3
  %.39 = icmp sge i32 %.32, 1
  %.40 = load float, ptr %.29, align 4
  br i1 %.36, label %B0.endif.if, label %B0.endif.endif, !prof !1

B0.endif.if:                                      ; preds = %B0.endif
  ret i32 %.32

B0.endif.endif:                                   ; preds = %B0.endif
  store float %.40, ptr %.ret, align 4
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba4cuda6random22uint64_to_unit_float32B2v6B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dEy(ptr %.ret, i64 %x) {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  br label %B0

B0:                                               ; preds = %entry
  store double 0.000000e+00, ptr %.4, align 8
  %.7 = call i32 @_ZN5numba4cuda6random22uint64_to_unit_float64B2v7B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7IobWaAA_3d_3dEy(ptr %.4, i64 %x)
  %.8 = icmp eq i32 %.7, 0
  %.9 = icmp eq i32 %.7, -2
  %.10 = or i1 %.8, %.9
  %.11 = xor i1 %.10, true
  %.12 = icmp eq i32 %.7, -1
  %.13 = icmp eq i32 %.7, -3
  %.14 = icmp sge i32 %.7, 1
  %.15 = load double, ptr %.4, align 8
  br i1 %.11, label %B0.if, label %B0.endif, !prof !1

B0.if:                                            ; preds = %B0
  ret i32 %.7

B0.endif:                                         ; preds = %B0
  %.18 = fptrunc double %.15 to float
  store float %.18, ptr %.ret, align 4
  ret i32 0
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{i64 0, i64 9223372036854775807}
