; numba-cuda kernel n32_nested_tuples(Array(float32, 1, 'A', False, aligned=True), Array(int32, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__13nested_tuplesB3v31B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__13nested_tuplesB3v31B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv8__main__5statsB3v32B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedExx = common global ptr null
@_ZN08NumbaEnv8__main__5splitB3v33B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEf = common global ptr null

define ptx_kernel void @_ZN8__main__13nested_tuplesB3v31B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE(ptr %a.0, ptr %a.1, i64 %a.2, i64 %a.3, ptr %a.4, i64 %a.5.0, i64 %a.6.0, ptr %counts.0, ptr %counts.1, i64 %counts.2, i64 %counts.3, ptr %counts.4, i64 %counts.5.0, i64 %counts.6.0, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.6.0) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %a.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %a.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %a.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %a.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %a.4, 4
  %.24 = insertvalue [1 x i64] undef, i64 %a.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.24, 5
  %.25 = insertvalue [1 x i64] undef, i64 %a.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.25, 6
  %inserted.meminfo.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %counts.0, 0
  %inserted.parent.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.1, ptr %counts.1, 1
  %inserted.nitems.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %counts.2, 2
  %inserted.itemsize.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %counts.3, 3
  %inserted.data.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.1, ptr %counts.4, 4
  %.26 = insertvalue [1 x i64] undef, i64 %counts.5.0, 0
  %inserted.shape.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.26, 5
  %.27 = insertvalue [1 x i64] undef, i64 %counts.6.0, 0
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
  %a = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %counts = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %counts, align 8
  %out = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %i = alloca i64, align 8
  store i64 0, ptr %i, align 8
  %.49 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.49, align 8
  %"$64pred" = alloca i1, align 1
  store i1 false, ptr %"$64pred", align 1
  %.67 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.67, align 8
  %.77 = alloca { i64, { float, double } }, align 8
  store { i64, { float, double } } zeroinitializer, ptr %.77, align 8
  %q = alloca double, align 8
  store double 0.000000e+00, ptr %q, align 8
  %.106 = alloca { { i32, float }, i8 }, align 8
  store { { i32, float }, i8 } zeroinitializer, ptr %.106, align 4
  %.122 = alloca i1, align 1
  store i1 false, ptr %.122, align 1
  %frac = alloca float, align 4
  store float 0.000000e+00, ptr %frac, align 4
  %.144 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.144, align 8
  %"$216pred" = alloca i1, align 1
  store i1 false, ptr %"$216pred", align 1
  %"$phi236.0.2" = alloca double, align 8
  store double 0.000000e+00, ptr %"$phi236.0.2", align 8
  %.212 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.212, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %counts, align 8
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
  %.48 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.49, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.48, ptr %.49, align 8
  %.53 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.49, i32 0, i32 2
  %.54 = load i64, ptr %.53, align 8
  %.55 = load i64, ptr %i, align 8
  %.56 = icmp slt i64 %.55, %.54
  %.58 = load i1, ptr %"$64pred", align 1
  store i1 %.56, ptr %"$64pred", align 1
  %.60 = load i1, ptr %"$64pred", align 1
  br i1 %.60, label %B66, label %B248

B66:                                              ; preds = %B0
  %.62 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
  %.64 = load i64, ptr %i, align 8
  %.65 = add nsw i64 %.64, 4
  %.66 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.67, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.66, ptr %.67, align 8
  %.71 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.67, i32 0, i32 2
  %.72 = load i64, ptr %.71, align 8
  %.73 = icmp slt i64 %.72, %.65
  %.74 = select i1 %.73, i64 %.72, i64 %.65
  %.75 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  %.76 = load i64, ptr %i, align 8
  store { i64, { float, double } } zeroinitializer, ptr %.77, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.75, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.75, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.75, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.75, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.75, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.75, 5
  %.80 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.75, 6
  %.81 = extractvalue [1 x i64] %extracted.strides, 0
  %.82 = call i32 @_ZN8__main__5statsB3v32B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedExx(ptr %.77, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.80, i64 %.81, i64 %.76, i64 %.74)
  %.83 = icmp eq i32 %.82, 0
  %.84 = icmp eq i32 %.82, -2
  %.85 = or i1 %.83, %.84
  %.86 = xor i1 %.85, true
  %.87 = icmp eq i32 %.82, -1
  %.88 = icmp eq i32 %.82, -3
  %.89 = icmp sge i32 %.82, 1
  %.90 = load { i64, { float, double } }, ptr %.77, align 8
  %.91 = extractvalue { i64, { float, double } } %.90, 0
  %.92 = extractvalue { i64, { float, double } } %.90, 1
  %inserted.f0 = insertvalue { i64, { float, double } } undef, i64 %.91, 0
  %.93 = extractvalue { float, double } %.92, 0
  %.94 = extractvalue { float, double } %.92, 1
  %inserted.f0.1 = insertvalue { float, double } undef, float %.93, 0
  %inserted.f1 = insertvalue { float, double } %inserted.f0.1, double %.94, 1
  %inserted.f1.1 = insertvalue { i64, { float, double } } %inserted.f0, { float, double } %inserted.f1, 1
  br i1 %.86, label %B66.if, label %B66.endif, !prof !1

B218:                                             ; preds = %B66.endif.endif.endif
  %.182 = load i1, ptr %"$216pred", align 1
  store i1 false, ptr %"$216pred", align 1
  %.184 = load double, ptr %q, align 8
  %.185 = load float, ptr %frac, align 4
  %.186 = fpext float %.185 to double
  %.187 = fadd double %.184, %.186
  %.188 = load double, ptr %q, align 8
  store double 0.000000e+00, ptr %q, align 8
  %.190 = load float, ptr %frac, align 4
  store float 0.000000e+00, ptr %frac, align 4
  %.193 = load double, ptr %"$phi236.0.2", align 8
  store double %.187, ptr %"$phi236.0.2", align 8
  br label %B236

B228:                                             ; preds = %B66.endif.endif.endif
  %.196 = load i1, ptr %"$216pred", align 1
  store i1 false, ptr %"$216pred", align 1
  %.198 = load double, ptr %q, align 8
  %.199 = load float, ptr %frac, align 4
  %.200 = fpext float %.199 to double
  %.201 = fsub double %.198, %.200
  %.202 = load double, ptr %q, align 8
  store double 0.000000e+00, ptr %q, align 8
  %.204 = load float, ptr %frac, align 4
  store float 0.000000e+00, ptr %frac, align 4
  %.206 = load double, ptr %"$phi236.0.2", align 8
  store double %.201, ptr %"$phi236.0.2", align 8
  br label %B236

B236:                                             ; preds = %B228, %B218
  %.209 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.210 = load double, ptr %"$phi236.0.2", align 8
  %.211 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.212, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.209, ptr %.212, align 8
  %.216 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.212, i32 0, i32 5
  %.217 = getelementptr inbounds [1 x i64], ptr %.216, i32 0, i32 0
  %.218 = load i64, ptr %.217, align 8, !range !2
  %.219 = insertvalue [1 x i64] undef, i64 %.218, 0
  %.220 = extractvalue [1 x i64] %.219, 0
  %.221 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.212, i32 0, i32 6
  %.222 = load [1 x i64], ptr %.221, align 8
  %.223 = extractvalue [1 x i64] %.222, 0
  %.224 = icmp slt i64 %.211, 0
  %.225 = add i64 %.211, %.220
  %.226 = select i1 %.224, i64 %.225, i64 %.211
  %.227 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.212, i32 0, i32 5
  %.228 = getelementptr inbounds [1 x i64], ptr %.227, i32 0, i32 0
  %.229 = load i64, ptr %.228, align 8, !range !2
  %.230 = insertvalue [1 x i64] undef, i64 %.229, 0
  %.231 = extractvalue [1 x i64] %.230, 0
  %.232 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.212, i32 0, i32 6
  %.233 = load [1 x i64], ptr %.232, align 8
  %.234 = extractvalue [1 x i64] %.233, 0
  %.235 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.212, i32 0, i32 4
  %.236 = load ptr, ptr %.235, align 8
  %.237 = mul i64 %.234, %.226
  %.238 = ptrtoint ptr %.236 to i64
  %.239 = add i64 %.238, %.237
  %.240 = inttoptr i64 %.239 to ptr
  store double %.210, ptr %.240, align 8
  %.242 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.244 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.246 = load double, ptr %"$phi236.0.2", align 8
  store double 0.000000e+00, ptr %"$phi236.0.2", align 8
  ret void

B248:                                             ; preds = %B0
  %.250 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.252 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.254 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %counts, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %counts, align 8
  %.256 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.258 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
  ret void

B66.if:                                           ; preds = %B66
  ret void

B66.endif:                                        ; preds = %B66
  %.97 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.99 = extractvalue { i64, { float, double } } %inserted.f1.1, 0
  %.100 = extractvalue { i64, { float, double } } %inserted.f1.1, 1
  %.101 = extractvalue { float, double } %.100, 0
  %.102 = extractvalue { float, double } %.100, 1
  %.104 = load double, ptr %q, align 8
  store double %.102, ptr %q, align 8
  store { { i32, float }, i8 } zeroinitializer, ptr %.106, align 4
  %.109 = call i32 @_ZN8__main__5splitB3v33B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEf(ptr %.106, float %.101)
  %.110 = icmp eq i32 %.109, 0
  %.111 = icmp eq i32 %.109, -2
  %.112 = or i1 %.110, %.111
  %.113 = xor i1 %.112, true
  %.114 = icmp eq i32 %.109, -1
  %.115 = icmp eq i32 %.109, -3
  %.116 = icmp sge i32 %.109, 1
  %.117 = load { { i32, float }, i8 }, ptr %.106, align 4
  %.118 = extractvalue { { i32, float }, i8 } %.117, 0
  %.119 = extractvalue { { i32, float }, i8 } %.117, 1
  %.120 = extractvalue { i32, float } %.118, 0
  %.121 = extractvalue { i32, float } %.118, 1
  %inserted.f0.2 = insertvalue { i32, float } undef, i32 %.120, 0
  %inserted.f1.2 = insertvalue { i32, float } %inserted.f0.2, float %.121, 1
  %inserted.f0.3 = insertvalue { { i32, float }, i1 } undef, { i32, float } %inserted.f1.2, 0
  %.124 = icmp eq i8 %.119, 0
  br i1 %.124, label %B66.endif.if, label %B66.endif.else

B66.endif.if:                                     ; preds = %B66.endif
  store i1 false, ptr %.122, align 1
  br label %B66.endif.endif

B66.endif.else:                                   ; preds = %B66.endif
  store i1 true, ptr %.122, align 1
  br label %B66.endif.endif

B66.endif.endif:                                  ; preds = %B66.endif.else, %B66.endif.if
  %.130 = load i1, ptr %.122, align 1
  %inserted.f1.3 = insertvalue { { i32, float }, i1 } %inserted.f0.3, i1 %.130, 1
  br i1 %.113, label %B66.endif.endif.if, label %B66.endif.endif.endif, !prof !1

B66.endif.endif.if:                               ; preds = %B66.endif.endif
  ret void

B66.endif.endif.endif:                            ; preds = %B66.endif.endif
  %.133 = extractvalue { { i32, float }, i1 } %inserted.f1.3, 0
  %.134 = extractvalue { { i32, float }, i1 } %inserted.f1.3, 1
  %.135 = extractvalue { i32, float } %.133, 0
  %.136 = extractvalue { i32, float } %.133, 1
  %.138 = load float, ptr %frac, align 4
  store float %.136, ptr %frac, align 4
  %.140 = sext i32 %.135 to i64
  %.141 = add nsw i64 %.99, %.140
  %.142 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %counts, align 8
  %.143 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.144, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.142, ptr %.144, align 8
  %.148 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.144, i32 0, i32 5
  %.149 = getelementptr inbounds [1 x i64], ptr %.148, i32 0, i32 0
  %.150 = load i64, ptr %.149, align 8, !range !2
  %.151 = insertvalue [1 x i64] undef, i64 %.150, 0
  %.152 = extractvalue [1 x i64] %.151, 0
  %.153 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.144, i32 0, i32 6
  %.154 = load [1 x i64], ptr %.153, align 8
  %.155 = extractvalue [1 x i64] %.154, 0
  %.156 = icmp slt i64 %.143, 0
  %.157 = add i64 %.143, %.152
  %.158 = select i1 %.156, i64 %.157, i64 %.143
  %.159 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.144, i32 0, i32 5
  %.160 = getelementptr inbounds [1 x i64], ptr %.159, i32 0, i32 0
  %.161 = load i64, ptr %.160, align 8, !range !2
  %.162 = insertvalue [1 x i64] undef, i64 %.161, 0
  %.163 = extractvalue [1 x i64] %.162, 0
  %.164 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.144, i32 0, i32 6
  %.165 = load [1 x i64], ptr %.164, align 8
  %.166 = extractvalue [1 x i64] %.165, 0
  %.167 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.144, i32 0, i32 4
  %.168 = load ptr, ptr %.167, align 8
  %.169 = mul i64 %.166, %.158
  %.170 = ptrtoint ptr %.168 to i64
  %.171 = add i64 %.170, %.169
  %.172 = inttoptr i64 %.171 to ptr
  %.173 = trunc i64 %.141 to i32
  store i32 %.173, ptr %.172, align 4
  %.175 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %counts, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %counts, align 8
  %.178 = load i1, ptr %"$216pred", align 1
  store i1 %.134, ptr %"$216pred", align 1
  %.180 = load i1, ptr %"$216pred", align 1
  br i1 %.180, label %B218, label %B228
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

define linkonce_odr i32 @_ZN8__main__5statsB3v32B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedExx(ptr %.ret, ptr %a.0, ptr %a.1, i64 %a.2, i64 %a.3, ptr %a.4, i64 %a.5.0, i64 %a.6.0, i64 %lo, i64 %hi) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %a.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %a.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %a.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %a.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %a.4, 4
  %.12 = insertvalue [1 x i64] undef, i64 %a.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.12, 5
  %.13 = insertvalue [1 x i64] undef, i64 %a.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.13, 6
  %a = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %n = alloca i64, align 8
  store i64 0, ptr %n, align 8
  %s.2 = alloca float, align 4
  store float 0.000000e+00, ptr %s.2, align 4
  %q.2 = alloca double, align 8
  store double 0.000000e+00, ptr %q.2, align 8
  %.28 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.28, align 8
  %.38 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.38, align 8
  %.42 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.42, align 8
  %.51 = alloca i64, align 8
  store i64 0, ptr %.51, align 8
  %.54 = alloca i64, align 8
  store i64 0, ptr %.54, align 8
  %"$phi106.0" = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi106.0", align 8
  %.93 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.93, align 8
  %.96 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.96, align 8
  %.122 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.122, align 8
  %.128 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.128, align 8
  %"$106for_iter.3" = alloca i1, align 1
  store i1 false, ptr %"$106for_iter.3", align 1
  %"$phi108.1" = alloca i64, align 8
  store i64 0, ptr %"$phi108.1", align 8
  %.148 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.148, align 8
  %.183 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.183, align 8
  %.215 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.215, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %a, align 8
  %.16 = sub nsw i64 %hi, %lo
  %.18 = load i64, ptr %n, align 8
  store i64 %.16, ptr %n, align 8
  %.20 = sitofp i64 0 to float
  %.22 = load float, ptr %s.2, align 4
  store float %.20, ptr %s.2, align 4
  %.24 = sitofp i64 0 to double
  %.26 = load double, ptr %q.2, align 8
  store double %.24, ptr %q.2, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.28, align 8
  %.31 = getelementptr inbounds { i64, i64, i64 }, ptr %.28, i32 0, i32 0
  store i64 %lo, ptr %.31, align 8
  %.33 = getelementptr inbounds { i64, i64, i64 }, ptr %.28, i32 0, i32 1
  store i64 %hi, ptr %.33, align 8
  %.35 = getelementptr inbounds { i64, i64, i64 }, ptr %.28, i32 0, i32 2
  store i64 1, ptr %.35, align 8
  %.37 = load { i64, i64, i64 }, ptr %.28, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.38, align 8
  store { i64, i64, i64 } %.37, ptr %.38, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.42, align 8
  %.45 = getelementptr inbounds { i64, i64, i64 }, ptr %.38, i32 0, i32 0
  %.46 = load i64, ptr %.45, align 8
  %.47 = getelementptr inbounds { i64, i64, i64 }, ptr %.38, i32 0, i32 1
  %.48 = load i64, ptr %.47, align 8
  %.49 = getelementptr inbounds { i64, i64, i64 }, ptr %.38, i32 0, i32 2
  %.50 = load i64, ptr %.49, align 8
  store i64 %.46, ptr %.51, align 8
  %.56 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.42, i32 0, i32 0
  store ptr %.51, ptr %.56, align 8
  %.58 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.42, i32 0, i32 1
  store i64 %.48, ptr %.58, align 8
  %.60 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.42, i32 0, i32 2
  store i64 %.50, ptr %.60, align 8
  %.62 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.42, i32 0, i32 3
  store ptr %.54, ptr %.62, align 8
  %.64 = sub i64 %.48, %.46
  %.65 = icmp sgt i64 %.64, 0
  %.66 = icmp sgt i64 %.50, 0
  %.67 = xor i1 %.65, %.66
  %.68 = icmp eq i64 %.50, 0
  br i1 %.68, label %B0.if, label %B0.endif, !prof !1

B106:                                             ; preds = %B0.endif.endif, %B108
  %.92 = load { ptr, i64, i64, ptr }, ptr %"$phi106.0", align 8
  store { i64, i1 } zeroinitializer, ptr %.93, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.96, align 8
  store { ptr, i64, i64, ptr } %.92, ptr %.96, align 8
  %.100 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.96, i32 0, i32 3
  %.101 = load ptr, ptr %.100, align 8
  %.102 = load i64, ptr %.101, align 8
  %.103 = icmp sgt i64 %.102, 0
  %.104 = getelementptr inbounds { i64, i1 }, ptr %.93, i32 0, i32 1
  store i1 %.103, ptr %.104, align 1
  br i1 %.103, label %B106.if, label %B106.endif

B108:                                             ; preds = %B106.endif
  %.142 = load i1, ptr %"$106for_iter.3", align 1
  store i1 false, ptr %"$106for_iter.3", align 1
  %.144 = load i64, ptr %"$phi108.1", align 8
  %.145 = load i64, ptr %"$phi108.1", align 8
  store i64 0, ptr %"$phi108.1", align 8
  %.147 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.148, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.147, ptr %.148, align 8
  %.152 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.148, i32 0, i32 5
  %.153 = getelementptr inbounds [1 x i64], ptr %.152, i32 0, i32 0
  %.154 = load i64, ptr %.153, align 8, !range !2
  %.155 = insertvalue [1 x i64] undef, i64 %.154, 0
  %.156 = extractvalue [1 x i64] %.155, 0
  %.157 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.148, i32 0, i32 6
  %.158 = load [1 x i64], ptr %.157, align 8
  %.159 = extractvalue [1 x i64] %.158, 0
  %.160 = icmp slt i64 %.144, 0
  %.161 = add i64 %.144, %.156
  %.162 = select i1 %.160, i64 %.161, i64 %.144
  %.163 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.148, i32 0, i32 5
  %.164 = getelementptr inbounds [1 x i64], ptr %.163, i32 0, i32 0
  %.165 = load i64, ptr %.164, align 8, !range !2
  %.166 = insertvalue [1 x i64] undef, i64 %.165, 0
  %.167 = extractvalue [1 x i64] %.166, 0
  %.168 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.148, i32 0, i32 6
  %.169 = load [1 x i64], ptr %.168, align 8
  %.170 = extractvalue [1 x i64] %.169, 0
  %.171 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.148, i32 0, i32 4
  %.172 = load ptr, ptr %.171, align 8
  %.173 = mul i64 %.170, %.162
  %.174 = ptrtoint ptr %.172 to i64
  %.175 = add i64 %.174, %.173
  %.176 = inttoptr i64 %.175 to ptr
  %.177 = load float, ptr %.176, align 4
  %.178 = load float, ptr %s.2, align 4
  %.179 = fadd float %.178, %.177
  %.180 = load float, ptr %s.2, align 4
  store float %.179, ptr %s.2, align 4
  %.182 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.183, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.182, ptr %.183, align 8
  %.187 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.183, i32 0, i32 5
  %.188 = getelementptr inbounds [1 x i64], ptr %.187, i32 0, i32 0
  %.189 = load i64, ptr %.188, align 8, !range !2
  %.190 = insertvalue [1 x i64] undef, i64 %.189, 0
  %.191 = extractvalue [1 x i64] %.190, 0
  %.192 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.183, i32 0, i32 6
  %.193 = load [1 x i64], ptr %.192, align 8
  %.194 = extractvalue [1 x i64] %.193, 0
  %.195 = icmp slt i64 %.144, 0
  %.196 = add i64 %.144, %.191
  %.197 = select i1 %.195, i64 %.196, i64 %.144
  %.198 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.183, i32 0, i32 5
  %.199 = getelementptr inbounds [1 x i64], ptr %.198, i32 0, i32 0
  %.200 = load i64, ptr %.199, align 8, !range !2
  %.201 = insertvalue [1 x i64] undef, i64 %.200, 0
  %.202 = extractvalue [1 x i64] %.201, 0
  %.203 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.183, i32 0, i32 6
  %.204 = load [1 x i64], ptr %.203, align 8
  %.205 = extractvalue [1 x i64] %.204, 0
  %.206 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.183, i32 0, i32 4
  %.207 = load ptr, ptr %.206, align 8
  %.208 = mul i64 %.205, %.197
  %.209 = ptrtoint ptr %.207 to i64
  %.210 = add i64 %.209, %.208
  %.211 = inttoptr i64 %.210 to ptr
  %.212 = load float, ptr %.211, align 4
  %.213 = fpext float %.212 to double
  %.214 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.215, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.214, ptr %.215, align 8
  %.219 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.215, i32 0, i32 5
  %.220 = getelementptr inbounds [1 x i64], ptr %.219, i32 0, i32 0
  %.221 = load i64, ptr %.220, align 8, !range !2
  %.222 = insertvalue [1 x i64] undef, i64 %.221, 0
  %.223 = extractvalue [1 x i64] %.222, 0
  %.224 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.215, i32 0, i32 6
  %.225 = load [1 x i64], ptr %.224, align 8
  %.226 = extractvalue [1 x i64] %.225, 0
  %.227 = icmp slt i64 %.144, 0
  %.228 = add i64 %.144, %.223
  %.229 = select i1 %.227, i64 %.228, i64 %.144
  %.230 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.215, i32 0, i32 5
  %.231 = getelementptr inbounds [1 x i64], ptr %.230, i32 0, i32 0
  %.232 = load i64, ptr %.231, align 8, !range !2
  %.233 = insertvalue [1 x i64] undef, i64 %.232, 0
  %.234 = extractvalue [1 x i64] %.233, 0
  %.235 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.215, i32 0, i32 6
  %.236 = load [1 x i64], ptr %.235, align 8
  %.237 = extractvalue [1 x i64] %.236, 0
  %.238 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.215, i32 0, i32 4
  %.239 = load ptr, ptr %.238, align 8
  %.240 = mul i64 %.237, %.229
  %.241 = ptrtoint ptr %.239 to i64
  %.242 = add i64 %.241, %.240
  %.243 = inttoptr i64 %.242 to ptr
  %.244 = load float, ptr %.243, align 4
  %.245 = fpext float %.244 to double
  %.246 = fmul double %.213, %.245
  %.247 = load double, ptr %q.2, align 8
  %.248 = fadd double %.247, %.246
  %.249 = load double, ptr %q.2, align 8
  store double %.248, ptr %q.2, align 8
  br label %B106

B226:                                             ; preds = %B106.endif
  %.252 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.254 = load i64, ptr %"$phi108.1", align 8
  store i64 0, ptr %"$phi108.1", align 8
  %.256 = load { ptr, i64, i64, ptr }, ptr %"$phi106.0", align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi106.0", align 8
  %.258 = load i1, ptr %"$106for_iter.3", align 1
  store i1 false, ptr %"$106for_iter.3", align 1
  %.260 = load i64, ptr %n, align 8
  %.261 = icmp sgt i64 1, %.260
  %.262 = select i1 %.261, i64 1, i64 %.260
  %.263 = load double, ptr %q.2, align 8
  %.264 = sitofp i64 %.262 to double
  %.265 = fcmp oeq double %.264, 0.000000e+00
  br i1 %.265, label %B226.if, label %B226.endif, !prof !1

B0.if:                                            ; preds = %B0
  ret i32 1

B0.endif:                                         ; preds = %B0
  br i1 %.67, label %B0.endif.if, label %B0.endif.else

B0.endif.if:                                      ; preds = %B0.endif
  %.72 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.42, i32 0, i32 3
  %.73 = load ptr, ptr %.72, align 8
  store i64 0, ptr %.73, align 8
  br label %B0.endif.endif

B0.endif.else:                                    ; preds = %B0.endif
  %.76 = srem i64 %.64, %.50
  %.77 = sub i64 0, %.76
  %.78 = select i1 %.65, i64 %.76, i64 %.77
  %.79 = icmp sgt i64 %.78, 0
  %.80 = sdiv i64 %.64, %.50
  %.81 = select i1 %.79, i64 1, i64 0
  %.82 = add i64 %.80, %.81
  %.83 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.42, i32 0, i32 3
  %.84 = load ptr, ptr %.83, align 8
  store i64 %.82, ptr %.84, align 8
  br label %B0.endif.endif

B0.endif.endif:                                   ; preds = %B0.endif.else, %B0.endif.if
  %.87 = load { ptr, i64, i64, ptr }, ptr %.42, align 8
  %.89 = load { ptr, i64, i64, ptr }, ptr %"$phi106.0", align 8
  store { ptr, i64, i64, ptr } %.87, ptr %"$phi106.0", align 8
  br label %B106

B106.if:                                          ; preds = %B106
  %.107 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.96, i32 0, i32 0
  %.108 = load ptr, ptr %.107, align 8
  %.109 = load i64, ptr %.108, align 8
  %.110 = getelementptr inbounds { i64, i1 }, ptr %.93, i32 0, i32 0
  store i64 %.109, ptr %.110, align 8
  %.112 = sub nsw i64 %.102, 1
  store i64 %.112, ptr %.101, align 8
  %.114 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.96, i32 0, i32 2
  %.115 = load i64, ptr %.114, align 8
  %.116 = add i64 %.109, %.115
  %.117 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.96, i32 0, i32 0
  %.118 = load ptr, ptr %.117, align 8
  store i64 %.116, ptr %.118, align 8
  br label %B106.endif

B106.endif:                                       ; preds = %B106.if, %B106
  %.121 = load { i64, i1 }, ptr %.93, align 8
  store { i64, i1 } zeroinitializer, ptr %.122, align 8
  store { i64, i1 } %.121, ptr %.122, align 8
  %.126 = getelementptr inbounds { i64, i1 }, ptr %.122, i32 0, i32 0
  %.127 = load i64, ptr %.126, align 8
  store { i64, i1 } zeroinitializer, ptr %.128, align 8
  store { i64, i1 } %.121, ptr %.128, align 8
  %.132 = getelementptr inbounds { i64, i1 }, ptr %.128, i32 0, i32 1
  %.133 = load i1, ptr %.132, align 1
  %.135 = load i1, ptr %"$106for_iter.3", align 1
  store i1 %.133, ptr %"$106for_iter.3", align 1
  %.138 = load i64, ptr %"$phi108.1", align 8
  store i64 %.127, ptr %"$phi108.1", align 8
  %.140 = load i1, ptr %"$106for_iter.3", align 1
  br i1 %.140, label %B108, label %B226

B226.if:                                          ; preds = %B226
  br label %B226.endif

B226.endif:                                       ; preds = %B226.if, %B226
  %.268 = fdiv double %.263, %.264
  %.269 = load double, ptr %q.2, align 8
  store double 0.000000e+00, ptr %q.2, align 8
  %.271 = load float, ptr %s.2, align 4
  %.272 = insertvalue { float, double } undef, float %.271, 0
  %.273 = insertvalue { float, double } %.272, double %.268, 1
  %.274 = load float, ptr %s.2, align 4
  store float 0.000000e+00, ptr %s.2, align 4
  %.276 = load i64, ptr %n, align 8
  %.277 = insertvalue { i64, { float, double } } undef, i64 %.276, 0
  %.278 = insertvalue { i64, { float, double } } %.277, { float, double } %.273, 1
  %.279 = load i64, ptr %n, align 8
  store i64 0, ptr %n, align 8
  %extracted.f0 = extractvalue { i64, { float, double } } %.278, 0
  %extracted.f1 = extractvalue { i64, { float, double } } %.278, 1
  %extracted.f0.1 = extractvalue { float, double } %extracted.f1, 0
  %extracted.f1.1 = extractvalue { float, double } %extracted.f1, 1
  %.281 = insertvalue { float, double } undef, float %extracted.f0.1, 0
  %.282 = insertvalue { float, double } %.281, double %extracted.f1.1, 1
  %.283 = insertvalue { i64, { float, double } } undef, i64 %extracted.f0, 0
  %.284 = insertvalue { i64, { float, double } } %.283, { float, double } %.282, 1
  store { i64, { float, double } } %.284, ptr %.ret, align 8
  ret i32 0
}

define linkonce_odr i32 @_ZN8__main__5splitB3v33B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEf(ptr %.ret, float %v) {
entry:
  br label %B0

B0:                                               ; preds = %entry
  %.4 = fptosi float %v to i32
  %.5 = fptosi float %v to i32
  %.6 = sitofp i32 %.5 to float
  %.7 = fsub float %v, %.6
  %.8 = insertvalue { i32, float } undef, i32 %.4, 0
  %.9 = insertvalue { i32, float } %.8, float %.7, 1
  %.10 = sitofp i64 0 to float
  %.11 = fcmp ogt float %v, %.10
  %.12 = insertvalue { { i32, float }, i1 } undef, { i32, float } %.9, 0
  %.13 = insertvalue { { i32, float }, i1 } %.12, i1 %.11, 1
  %extracted.f0 = extractvalue { { i32, float }, i1 } %.13, 0
  %extracted.f0.1 = extractvalue { i32, float } %extracted.f0, 0
  %extracted.f1 = extractvalue { i32, float } %extracted.f0, 1
  %.14 = insertvalue { i32, float } undef, i32 %extracted.f0.1, 0
  %.15 = insertvalue { i32, float } %.14, float %extracted.f1, 1
  %extracted.f1.1 = extractvalue { { i32, float }, i1 } %.13, 1
  %.16 = zext i1 %extracted.f1.1 to i8
  %.17 = insertvalue { { i32, float }, i8 } undef, { i32, float } %.15, 0
  %.18 = insertvalue { { i32, float }, i8 } %.17, i8 %.16, 1
  store { { i32, float }, i8 } %.18, ptr %.ret, align 4
  ret i32 0
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{i64 0, i64 9223372036854775807}
