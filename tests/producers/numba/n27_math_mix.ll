; numba-cuda kernel n27_math_mix(Array(float64, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True), Array(int64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__8math_mixB3v52B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__8math_mixB3v52B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv5numba4cuda7cpython9cmathimpl10phase_impl12_3clocals_3e4implB3v21B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE10complex128 = common global ptr null
@_ZN08NumbaEnv5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB3v29B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128 = common global ptr null
@_ZN08NumbaEnv5numba4cuda7cpython9cmathimpl8exp_implB3v53B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAEddbb = common global ptr null

define ptx_kernel void @_ZN8__main__8math_mixB3v52B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE(ptr %x.0, ptr %x.1, i64 %x.2, i64 %x.3, ptr %x.4, i64 %x.5.0, i64 %x.6.0, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.6.0, ptr %ints.0, ptr %ints.1, i64 %ints.2, i64 %ints.3, ptr %ints.4, i64 %ints.5.0, i64 %ints.6.0) {
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
  %inserted.meminfo.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %ints.0, 0
  %inserted.parent.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.2, ptr %ints.1, 1
  %inserted.nitems.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.2, i64 %ints.2, 2
  %inserted.itemsize.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.2, i64 %ints.3, 3
  %inserted.data.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.2, ptr %ints.4, 4
  %.28 = insertvalue [1 x i64] undef, i64 %ints.5.0, 0
  %inserted.shape.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.2, [1 x i64] %.28, 5
  %.29 = insertvalue [1 x i64] undef, i64 %ints.6.0, 0
  %inserted.strides.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.2, [1 x i64] %.29, 6
  %x = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %x, align 8
  %out = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %ints = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %ints, align 8
  %i = alloca i64, align 8
  store i64 0, ptr %i, align 8
  %.49 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.49, align 8
  %"$66pred" = alloca i1, align 1
  store i1 false, ptr %"$66pred", align 1
  %.66 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.66, align 8
  %.135 = alloca double, align 8
  store double 0.000000e+00, ptr %.135, align 8
  %.142 = alloca double, align 8
  store double 0.000000e+00, ptr %.142, align 8
  %.184 = alloca double, align 8
  store double 0.000000e+00, ptr %.184, align 8
  %.191 = alloca double, align 8
  store double 0.000000e+00, ptr %.191, align 8
  %.237 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.237, align 8
  %.269 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.269, align 8
  %.277 = alloca double, align 8
  store double 0.000000e+00, ptr %.277, align 8
  %.292 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.292, align 8
  %.300 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.300, align 8
  %.312 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.312, align 8
  %.330 = alloca double, align 8
  store double 0.000000e+00, ptr %.330, align 8
  %.347 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.347, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, ptr %ints, align 8
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
  %.55 = load i64, ptr %i, align 8
  %.56 = icmp slt i64 %.55, %.54
  %.58 = load i1, ptr %"$66pred", align 1
  store i1 %.56, ptr %"$66pred", align 1
  %.60 = load i1, ptr %"$66pred", align 1
  br i1 %.60, label %B68, label %B1832

B68:                                              ; preds = %B0
  %.62 = load i1, ptr %"$66pred", align 1
  store i1 false, ptr %"$66pred", align 1
  %.64 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  %.65 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.66, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.64, ptr %.66, align 8
  %.70 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.66, i32 0, i32 5
  %.71 = getelementptr inbounds [1 x i64], ptr %.70, i32 0, i32 0
  %.72 = load i64, ptr %.71, align 8, !range !1
  %.73 = insertvalue [1 x i64] undef, i64 %.72, 0
  %.74 = extractvalue [1 x i64] %.73, 0
  %.75 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.66, i32 0, i32 6
  %.76 = load [1 x i64], ptr %.75, align 8
  %.77 = extractvalue [1 x i64] %.76, 0
  %.78 = icmp slt i64 %.65, 0
  %.79 = add i64 %.65, %.74
  %.80 = select i1 %.78, i64 %.79, i64 %.65
  %.81 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.66, i32 0, i32 5
  %.82 = getelementptr inbounds [1 x i64], ptr %.81, i32 0, i32 0
  %.83 = load i64, ptr %.82, align 8, !range !1
  %.84 = insertvalue [1 x i64] undef, i64 %.83, 0
  %.85 = extractvalue [1 x i64] %.84, 0
  %.86 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.66, i32 0, i32 6
  %.87 = load [1 x i64], ptr %.86, align 8
  %.88 = extractvalue [1 x i64] %.87, 0
  %.89 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.66, i32 0, i32 4
  %.90 = load ptr, ptr %.89, align 8
  %.91 = mul i64 %.88, %.80
  %.92 = ptrtoint ptr %.90 to i64
  %.93 = add i64 %.92, %.91
  %.94 = inttoptr i64 %.93 to ptr
  %.95 = load double, ptr %.94, align 8
  %.96 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %x, align 8
  %.98 = fptrunc double %.95 to float
  %.99 = call double @__nv_expm1(double %.95)
  %.100 = call double @__nv_fabs(double %.95)
  %.101 = sitofp i64 1 to double
  %.102 = fadd double %.100, %.101
  %.103 = call double @__nv_log2(double %.102)
  %.104 = fadd double %.99, %.103
  %.105 = call double @__nv_fabs(double %.95)
  %.106 = sitofp i64 2 to double
  %.107 = fadd double %.105, %.106
  %.108 = call double @__nv_log10(double %.107)
  %.109 = fadd double %.104, %.108
  %.110 = call double @__nv_asinh(double %.95)
  %.111 = fadd double %.109, %.110
  %.112 = call double @__nv_fabs(double %.95)
  %.113 = sitofp i64 1 to double
  %.114 = fadd double %.112, %.113
  %.115 = call double @__nv_acosh(double %.114)
  %.116 = call double @__nv_fabs(double %.95)
  %.117 = sitofp i64 1 to double
  %.118 = fadd double %.116, %.117
  %.119 = fcmp oeq double %.118, 0.000000e+00
  br i1 %.119, label %B68.if, label %B68.endif, !prof !2

B1832:                                            ; preds = %B0
  %.383 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %x, align 8
  %.385 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.387 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %ints, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %ints, align 8
  %.389 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.391 = load i1, ptr %"$66pred", align 1
  store i1 false, ptr %"$66pred", align 1
  ret void

B68.if:                                           ; preds = %B68
  br label %B68.endif

B68.endif:                                        ; preds = %B68.if, %B68
  %.122 = fdiv double %.95, %.118
  %.123 = call double @__nv_atanh(double %.122)
  %.124 = fadd double %.115, %.123
  %.125 = call double @__nv_erfc(double %.95)
  %.126 = fadd double %.124, %.125
  %.127 = call double @__nv_fabs(double %.95)
  %.128 = sitofp i64 1 to double
  %.129 = fadd double %.127, %.128
  %.130 = call double @__nv_lgamma(double %.129)
  %.131 = fadd double %.126, %.130
  %.132 = fadd double %.111, %.131
  %.133 = call double @__nv_fabs(double %.95)
  %.134 = sitofp i64 4 to double
  %.137 = fcmp oeq double %.134, 0.000000e+00
  br i1 %.137, label %B68.endif.if, label %B68.endif.else, !prof !2

B68.endif.if:                                     ; preds = %B68.endif
  %.139 = frem double %.133, %.134
  store double %.139, ptr %.135, align 8
  br label %B68.endif.endif

B68.endif.else:                                   ; preds = %B68.endif
  %.144 = call double @_ZN05numba6python3remE6double(double %.133, double %.134, ptr %.142)
  %.145 = load double, ptr %.142, align 8
  store double %.145, ptr %.135, align 8
  br label %B68.endif.endif

B68.endif.endif:                                  ; preds = %B68.endif.else, %B68.endif.if
  %.148 = load double, ptr %.135, align 8
  %.149 = fadd double %.148, 5.000000e-01
  %.150 = call double @__nv_tgamma(double %.149)
  %.151 = fmul double 0x3F91DF46A2529D39, %.95
  %.152 = fadd double %.150, %.151
  %.153 = fmul double 0x404CA5DC1A63C1F8, %.95
  %.154 = fadd double %.152, %.153
  %.155 = trunc i64 3 to i32
  %.156 = call double @__nv_ldexp(double %.95, i32 %.155)
  %.157 = fadd double %.154, %.156
  %.158 = fadd double %.132, %.157
  %.159 = call double @__nv_fmod(double %.95, double 7.500000e-01)
  %.160 = call float @__nv_sinhf(float %.98)
  %.161 = fpext float %.160 to double
  %.162 = fadd double %.159, %.161
  %.163 = call float @__nv_coshf(float %.98)
  %.164 = fpext float %.163 to double
  %.165 = fadd double %.162, %.164
  %.166 = call float @__nv_fabsf(float %.98)
  %.167 = fpext float %.166 to double
  %.168 = sitofp i64 1 to double
  %.169 = fadd double %.167, %.168
  %.170 = fpext float %.98 to double
  %.171 = fcmp oeq double %.169, 0.000000e+00
  br i1 %.171, label %B68.endif.endif.if, label %B68.endif.endif.endif, !prof !2

B68.endif.endif.if:                               ; preds = %B68.endif.endif
  br label %B68.endif.endif.endif

B68.endif.endif.endif:                            ; preds = %B68.endif.endif.if, %B68.endif.endif
  %.174 = fdiv double %.170, %.169
  %.175 = call double @__nv_asin(double %.174)
  %.176 = fadd double %.165, %.175
  %.177 = fpext float %.98 to double
  %.178 = sitofp i64 4 to double
  %.179 = fcmp oeq double %.178, 0.000000e+00
  br i1 %.179, label %B68.endif.endif.endif.if, label %B68.endif.endif.endif.endif, !prof !2

B68.endif.endif.endif.if:                         ; preds = %B68.endif.endif.endif
  br label %B68.endif.endif.endif.endif

B68.endif.endif.endif.endif:                      ; preds = %B68.endif.endif.endif.if, %B68.endif.endif.endif
  %.182 = fdiv double %.177, %.178
  %.183 = sitofp i64 1 to double
  %.186 = fcmp oeq double %.183, 0.000000e+00
  br i1 %.186, label %B68.endif.endif.endif.endif.if, label %B68.endif.endif.endif.endif.else, !prof !2

B68.endif.endif.endif.endif.if:                   ; preds = %B68.endif.endif.endif.endif
  %.188 = frem double %.182, %.183
  store double %.188, ptr %.184, align 8
  br label %B68.endif.endif.endif.endif.endif

B68.endif.endif.endif.endif.else:                 ; preds = %B68.endif.endif.endif.endif
  %.193 = call double @_ZN05numba6python3remE6double(double %.182, double %.183, ptr %.191)
  %.194 = load double, ptr %.191, align 8
  store double %.194, ptr %.184, align 8
  br label %B68.endif.endif.endif.endif.endif

B68.endif.endif.endif.endif.endif:                ; preds = %B68.endif.endif.endif.endif.else, %B68.endif.endif.endif.endif.if
  %.197 = load double, ptr %.184, align 8
  %.198 = call double @__nv_acos(double %.197)
  %.199 = fadd double %.176, %.198
  %.200 = fadd double %.158, %.199
  %.201 = call float @__nv_exp2f(float %.98)
  %.202 = call float @__nv_fabsf(float %.98)
  %.203 = fpext float %.202 to double
  %.204 = sitofp i64 1 to double
  %.205 = fadd double %.203, %.204
  %.206 = call double @__nv_log(double %.205)
  %.207 = fpext float %.201 to double
  %.208 = fadd double %.207, %.206
  %.209 = call float @__nv_fabsf(float %.98)
  %.210 = fptrunc double 1.500000e+00 to float
  %.211 = call float @__nv_powf(float %.209, float %.210)
  %.212 = fpext float %.211 to double
  %.213 = fadd double %.208, %.212
  %.214 = call float @__nv_fabsf(float %.98)
  %.215 = call float @__nv_sqrtf(float %.214)
  %.216 = fpext float %.215 to double
  %.217 = fadd double %.213, %.216
  %.218 = fadd double %.200, %.217
  %.219 = call i32 @__nv_isinfd(double %.95)
  %.220 = icmp ne i32 %.219, 0
  %.221 = zext i1 %.220 to i32
  %.222 = sext i32 %.221 to i64
  %.223 = call i32 @__nv_finitef(float %.98)
  %.224 = icmp ne i32 %.223, 0
  %.225 = zext i1 %.224 to i32
  %.226 = sext i32 %.225 to i64
  %.227 = mul nsw i64 2, %.226
  %.228 = add nsw i64 %.222, %.227
  %.229 = call double @__nv_floor(double %.95)
  %.230 = fptosi double %.229 to i64
  %.231 = add nsw i64 %.228, %.230
  %.232 = fpext float %.98 to double
  %.233 = call i64 @__nv_llrint(double %.232)
  %.234 = add nsw i64 %.231, %.233
  %.235 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %ints, align 8
  %.236 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.237, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.235, ptr %.237, align 8
  %.241 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.237, i32 0, i32 5
  %.242 = getelementptr inbounds [1 x i64], ptr %.241, i32 0, i32 0
  %.243 = load i64, ptr %.242, align 8, !range !1
  %.244 = insertvalue [1 x i64] undef, i64 %.243, 0
  %.245 = extractvalue [1 x i64] %.244, 0
  %.246 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.237, i32 0, i32 6
  %.247 = load [1 x i64], ptr %.246, align 8
  %.248 = extractvalue [1 x i64] %.247, 0
  %.249 = icmp slt i64 %.236, 0
  %.250 = add i64 %.236, %.245
  %.251 = select i1 %.249, i64 %.250, i64 %.236
  %.252 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.237, i32 0, i32 5
  %.253 = getelementptr inbounds [1 x i64], ptr %.252, i32 0, i32 0
  %.254 = load i64, ptr %.253, align 8, !range !1
  %.255 = insertvalue [1 x i64] undef, i64 %.254, 0
  %.256 = extractvalue [1 x i64] %.255, 0
  %.257 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.237, i32 0, i32 6
  %.258 = load [1 x i64], ptr %.257, align 8
  %.259 = extractvalue [1 x i64] %.258, 0
  %.260 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.237, i32 0, i32 4
  %.261 = load ptr, ptr %.260, align 8
  %.262 = mul i64 %.259, %.251
  %.263 = ptrtoint ptr %.261 to i64
  %.264 = add i64 %.263, %.262
  %.265 = inttoptr i64 %.264 to ptr
  store i64 %.234, ptr %.265, align 8
  %.267 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %ints, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %ints, align 8
  store { double, double } zeroinitializer, ptr %.269, align 8
  %.272 = getelementptr inbounds { double, double }, ptr %.269, i32 0, i32 0
  store double %.95, ptr %.272, align 8
  %.274 = getelementptr inbounds { double, double }, ptr %.269, i32 0, i32 1
  store double 1.000000e+00, ptr %.274, align 8
  %.276 = load { double, double }, ptr %.269, align 8
  store double 0.000000e+00, ptr %.277, align 8
  %extracted.real = extractvalue { double, double } %.276, 0
  %extracted.imag = extractvalue { double, double } %.276, 1
  %.280 = call i32 @_ZN5numba4cuda7cpython9cmathimpl10phase_impl12_3clocals_3e4implB3v21B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE10complex128(ptr %.277, double %extracted.real, double %extracted.imag)
  %.281 = icmp eq i32 %.280, 0
  %.282 = icmp eq i32 %.280, -2
  %.283 = or i1 %.281, %.282
  %.284 = xor i1 %.283, true
  %.285 = icmp eq i32 %.280, -1
  %.286 = icmp eq i32 %.280, -3
  %.287 = icmp sge i32 %.280, 1
  %.288 = load double, ptr %.277, align 8
  br i1 %.284, label %B68.endif.endif.endif.endif.endif.if, label %B68.endif.endif.endif.endif.endif.endif, !prof !2

B68.endif.endif.endif.endif.endif.if:             ; preds = %B68.endif.endif.endif.endif.endif
  ret void

B68.endif.endif.endif.endif.endif.endif:          ; preds = %B68.endif.endif.endif.endif.endif
  %.291 = fadd double %.218, %.288
  store { double, double } zeroinitializer, ptr %.292, align 8
  %.295 = getelementptr inbounds { double, double }, ptr %.292, i32 0, i32 0
  store double 0.000000e+00, ptr %.295, align 8
  %.297 = getelementptr inbounds { double, double }, ptr %.292, i32 0, i32 1
  store double %.95, ptr %.297, align 8
  %.299 = load { double, double }, ptr %.292, align 8
  store { double, double } zeroinitializer, ptr %.300, align 8
  store { double, double } %.299, ptr %.300, align 8
  %.304 = getelementptr inbounds { double, double }, ptr %.300, i32 0, i32 0
  %.305 = load double, ptr %.304, align 8
  %.306 = getelementptr inbounds { double, double }, ptr %.300, i32 0, i32 1
  %.307 = load double, ptr %.306, align 8
  %.308 = fsub double %.305, %.305
  %.309 = fcmp ord double %.308, %.308
  %.310 = fsub double %.307, %.307
  %.311 = fcmp ord double %.310, %.310
  store { double, double } zeroinitializer, ptr %.312, align 8
  %.315 = zext i1 %.309 to i8
  %.316 = zext i1 %.311 to i8
  %.317 = call i32 @_ZN5numba4cuda7cpython9cmathimpl8exp_implB3v53B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAEddbb(ptr %.312, double %.305, double %.307, i8 %.315, i8 %.316)
  %.318 = icmp eq i32 %.317, 0
  %.319 = icmp eq i32 %.317, -2
  %.320 = or i1 %.318, %.319
  %.321 = xor i1 %.320, true
  %.322 = icmp eq i32 %.317, -1
  %.323 = icmp eq i32 %.317, -3
  %.324 = icmp sge i32 %.317, 1
  %.325 = load { double, double }, ptr %.312, align 8
  %.326 = extractvalue { double, double } %.325, 0
  %.327 = extractvalue { double, double } %.325, 1
  %inserted.real = insertvalue { double, double } undef, double %.326, 0
  %inserted.imag = insertvalue { double, double } %inserted.real, double %.327, 1
  br i1 %.321, label %B68.endif.endif.endif.endif.endif.endif.if, label %B68.endif.endif.endif.endif.endif.endif.endif, !prof !2

B68.endif.endif.endif.endif.endif.endif.if:       ; preds = %B68.endif.endif.endif.endif.endif.endif
  ret void

B68.endif.endif.endif.endif.endif.endif.endif:    ; preds = %B68.endif.endif.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.330, align 8
  %extracted.real.1 = extractvalue { double, double } %inserted.imag, 0
  %extracted.imag.1 = extractvalue { double, double } %inserted.imag, 1
  %.333 = call i32 @_ZN5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB3v29B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128(ptr %.330, double %extracted.real.1, double %extracted.imag.1)
  %.334 = icmp eq i32 %.333, 0
  %.335 = icmp eq i32 %.333, -2
  %.336 = or i1 %.334, %.335
  %.337 = xor i1 %.336, true
  %.338 = icmp eq i32 %.333, -1
  %.339 = icmp eq i32 %.333, -3
  %.340 = icmp sge i32 %.333, 1
  %.341 = load double, ptr %.330, align 8
  br i1 %.337, label %B68.endif.endif.endif.endif.endif.endif.endif.if, label %B68.endif.endif.endif.endif.endif.endif.endif.endif, !prof !2

B68.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B68.endif.endif.endif.endif.endif.endif.endif
  ret void

B68.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B68.endif.endif.endif.endif.endif.endif.endif
  %.344 = fadd double %.291, %.341
  %.345 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.346 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.347, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.345, ptr %.347, align 8
  %.351 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.347, i32 0, i32 5
  %.352 = getelementptr inbounds [1 x i64], ptr %.351, i32 0, i32 0
  %.353 = load i64, ptr %.352, align 8, !range !1
  %.354 = insertvalue [1 x i64] undef, i64 %.353, 0
  %.355 = extractvalue [1 x i64] %.354, 0
  %.356 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.347, i32 0, i32 6
  %.357 = load [1 x i64], ptr %.356, align 8
  %.358 = extractvalue [1 x i64] %.357, 0
  %.359 = icmp slt i64 %.346, 0
  %.360 = add i64 %.346, %.355
  %.361 = select i1 %.359, i64 %.360, i64 %.346
  %.362 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.347, i32 0, i32 5
  %.363 = getelementptr inbounds [1 x i64], ptr %.362, i32 0, i32 0
  %.364 = load i64, ptr %.363, align 8, !range !1
  %.365 = insertvalue [1 x i64] undef, i64 %.364, 0
  %.366 = extractvalue [1 x i64] %.365, 0
  %.367 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.347, i32 0, i32 6
  %.368 = load [1 x i64], ptr %.367, align 8
  %.369 = extractvalue [1 x i64] %.368, 0
  %.370 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.347, i32 0, i32 4
  %.371 = load ptr, ptr %.370, align 8
  %.372 = mul i64 %.369, %.361
  %.373 = ptrtoint ptr %.371 to i64
  %.374 = add i64 %.373, %.372
  %.375 = inttoptr i64 %.374 to ptr
  store double %.344, ptr %.375, align 8
  %.377 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.379 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

declare double @__nv_expm1(double)

declare double @__nv_fabs(double)

declare double @__nv_log2(double)

declare double @__nv_log10(double)

declare double @__nv_asinh(double)

declare double @__nv_acosh(double)

declare double @__nv_atanh(double)

declare double @__nv_erfc(double)

declare double @__nv_lgamma(double)

define linkonce_odr double @_ZN05numba6python3remE6double(double %.1, double %.2, ptr %.3) {
entry:
  %.5 = alloca double, align 8
  store double 0.000000e+00, ptr %.5, align 8
  %.7 = alloca double, align 8
  store double 0.000000e+00, ptr %.7, align 8
  %.9 = alloca double, align 8
  store double 0.000000e+00, ptr %.9, align 8
  %.11 = frem double %.1, %.2
  %.12 = fsub double %.1, %.11
  %.13 = fdiv double %.12, %.2
  store double %.11, ptr %.5, align 8
  store double %.13, ptr %.7, align 8
  %.16 = fcmp une double %.11, 0.000000e+00
  %.17 = fcmp olt double %.2, 0.000000e+00
  %.18 = fcmp olt double %.11, 0.000000e+00
  br i1 %.16, label %entry.if, label %entry.else, !prof !3

entry.if:                                         ; preds = %entry
  %.20 = icmp ne i1 %.17, %.18
  br i1 %.20, label %entry.if.if, label %entry.if.endif

entry.else:                                       ; preds = %entry
  %.28 = select i1 %.17, double -0.000000e+00, double 0.000000e+00
  store double %.28, ptr %.5, align 8
  br label %entry.endif

entry.endif:                                      ; preds = %entry.if.endif, %entry.else
  %.31 = load double, ptr %.7, align 8
  %.32 = fcmp one double %.31, 0.000000e+00
  br i1 %.32, label %entry.endif.if, label %entry.endif.endif

entry.if.if:                                      ; preds = %entry.if
  %.22 = fsub double %.13, 1.000000e+00
  store double %.22, ptr %.7, align 8
  %.24 = fadd double %.11, %.2
  store double %.24, ptr %.5, align 8
  br label %entry.if.endif

entry.if.endif:                                   ; preds = %entry.if.if, %entry.if
  br label %entry.endif

entry.endif.if:                                   ; preds = %entry.endif
  %.34 = call double @__nv_floor(double %.31)
  %.35 = fsub double %.31, %.34
  %.36 = fadd double %.34, 1.000000e+00
  %.37 = fcmp ogt double %.35, 5.000000e-01
  %.38 = select i1 %.37, double %.36, double %.34
  store double %.38, ptr %.9, align 8
  br label %entry.endif.endif

entry.endif.endif:                                ; preds = %entry.endif.if, %entry.endif
  %.41 = xor i1 %.32, true
  br i1 %.41, label %entry.endif.endif.if, label %entry.endif.endif.endif

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.43 = fmul double %.31, %.31
  store double %.43, ptr %.7, align 8
  %.45 = fmul double %.43, %.1
  %.46 = fdiv double %.45, %.2
  store double %.46, ptr %.9, align 8
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.49 = load double, ptr %.9, align 8
  %.50 = load double, ptr %.5, align 8
  store double %.50, ptr %.3, align 8
  ret double %.49
}

declare double @__nv_floor(double)

declare double @__nv_tgamma(double)

declare double @__nv_ldexp(double, i32)

declare double @__nv_fmod(double, double)

declare float @__nv_sinhf(float)

declare float @__nv_coshf(float)

declare float @__nv_fabsf(float)

declare double @__nv_asin(double)

declare double @__nv_acos(double)

declare float @__nv_exp2f(float)

declare double @__nv_log(double)

declare float @__nv_powf(float, float)

declare float @__nv_sqrtf(float)

declare i32 @__nv_isinfd(double)

declare i32 @__nv_finitef(float)

declare i64 @__nv_llrint(double)

define linkonce_odr i32 @_ZN5numba4cuda7cpython9cmathimpl10phase_impl12_3clocals_3e4implB3v21B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE10complex128(ptr %.ret, double %x.0, double %x.1) {
entry:
  %inserted.real = insertvalue { double, double } undef, double %x.0, 0
  %inserted.imag = insertvalue { double, double } %inserted.real, double %x.1, 1
  %.5 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.5, align 8
  %.11 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.11, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { double, double } zeroinitializer, ptr %.5, align 8
  store { double, double } %inserted.imag, ptr %.5, align 8
  %.9 = getelementptr inbounds { double, double }, ptr %.5, i32 0, i32 1
  %.10 = load double, ptr %.9, align 8
  store { double, double } zeroinitializer, ptr %.11, align 8
  store { double, double } %inserted.imag, ptr %.11, align 8
  %.15 = getelementptr inbounds { double, double }, ptr %.11, i32 0, i32 0
  %.16 = load double, ptr %.15, align 8
  %.17 = call double @__nv_atan2(double %.10, double %.16)
  store double %.17, ptr %.ret, align 8
  ret i32 0
}

declare double @__nv_atan2(double, double)

define linkonce_odr i32 @_ZN5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB3v29B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128(ptr %.ret, double %z.0, double %z.1) {
entry:
  %inserted.real = insertvalue { double, double } undef, double %z.0, 0
  %inserted.imag = insertvalue { double, double } %inserted.real, double %z.1, 1
  %.5 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.5, align 8
  %.11 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.11, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { double, double } zeroinitializer, ptr %.5, align 8
  store { double, double } %inserted.imag, ptr %.5, align 8
  %.9 = getelementptr inbounds { double, double }, ptr %.5, i32 0, i32 0
  %.10 = load double, ptr %.9, align 8
  store { double, double } zeroinitializer, ptr %.11, align 8
  store { double, double } %inserted.imag, ptr %.11, align 8
  %.15 = getelementptr inbounds { double, double }, ptr %.11, i32 0, i32 1
  %.16 = load double, ptr %.15, align 8
  %.17 = call double @__nv_hypot(double %.10, double %.16)
  store double %.17, ptr %.ret, align 8
  ret i32 0
}

declare double @__nv_hypot(double, double)

define linkonce_odr i32 @_ZN5numba4cuda7cpython9cmathimpl8exp_implB3v53B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAEddbb(ptr %.ret, double %x, double %y, i8 %x_is_finite, i8 %y_is_finite) {
entry:
  %.7 = alloca i1, align 1
  store i1 false, ptr %.7, align 1
  %.9 = icmp eq i8 %x_is_finite, 0
  %.16 = alloca i1, align 1
  store i1 false, ptr %.16, align 1
  %x.1 = alloca double, align 8
  store double 0.000000e+00, ptr %x.1, align 8
  %y.1 = alloca double, align 8
  store double 0.000000e+00, ptr %y.1, align 8
  %y_is_finite.1 = alloca i1, align 1
  store i1 false, ptr %y_is_finite.1, align 1
  %"$6pred" = alloca i1, align 1
  store i1 false, ptr %"$6pred", align 1
  %"$10pred" = alloca i1, align 1
  store i1 false, ptr %"$10pred", align 1
  %.60 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.60, align 8
  %.78 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.78, align 8
  %"$266pred" = alloca i1, align 1
  store i1 false, ptr %"$266pred", align 1
  %"$270pred" = alloca i1, align 1
  store i1 false, ptr %"$270pred", align 1
  %.117 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.117, align 8
  %.135 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.135, align 8
  %"$346pred" = alloca i1, align 1
  store i1 false, ptr %"$346pred", align 1
  %"$350pred" = alloca i1, align 1
  store i1 false, ptr %"$350pred", align 1
  %real = alloca double, align 8
  store double 0.000000e+00, ptr %real, align 8
  %real.2 = alloca double, align 8
  store double 0.000000e+00, ptr %real.2, align 8
  %imag = alloca double, align 8
  store double 0.000000e+00, ptr %imag, align 8
  %"$442pred" = alloca i1, align 1
  store i1 false, ptr %"$442pred", align 1
  %imag.2 = alloca double, align 8
  store double 0.000000e+00, ptr %imag.2, align 8
  %"$464pred" = alloca i1, align 1
  store i1 false, ptr %"$464pred", align 1
  %.242 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.242, align 8
  %.263 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.263, align 8
  %"$552pred" = alloca i1, align 1
  store i1 false, ptr %"$552pred", align 1
  %.301 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.301, align 8
  %.321 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.321, align 8
  br i1 %.9, label %entry.if, label %entry.else

entry.if:                                         ; preds = %entry
  store i1 false, ptr %.7, align 1
  br label %entry.endif

entry.else:                                       ; preds = %entry
  store i1 true, ptr %.7, align 1
  br label %entry.endif

entry.endif:                                      ; preds = %entry.else, %entry.if
  %.15 = load i1, ptr %.7, align 1
  %.18 = icmp eq i8 %y_is_finite, 0
  br i1 %.18, label %entry.endif.if, label %entry.endif.else

entry.endif.if:                                   ; preds = %entry.endif
  store i1 false, ptr %.16, align 1
  br label %entry.endif.endif

entry.endif.else:                                 ; preds = %entry.endif
  store i1 true, ptr %.16, align 1
  br label %entry.endif.endif

entry.endif.endif:                                ; preds = %entry.endif.else, %entry.endif.if
  %.24 = load i1, ptr %.16, align 1
  br label %B0

B0:                                               ; preds = %entry.endif.endif
  store double %x, ptr %x.1, align 8
  store double %y, ptr %y.1, align 8
  store i1 %.24, ptr %y_is_finite.1, align 1
  %.32 = load i1, ptr %"$6pred", align 1
  store i1 %.15, ptr %"$6pred", align 1
  %.34 = load i1, ptr %"$6pred", align 1
  br i1 %.34, label %B8, label %B228

B8:                                               ; preds = %B0
  %.36 = load i1, ptr %"$6pred", align 1
  store i1 false, ptr %"$6pred", align 1
  %.38 = load i1, ptr %y_is_finite.1, align 1
  %.40 = load i1, ptr %"$10pred", align 1
  store i1 %.38, ptr %"$10pred", align 1
  %.42 = load i1, ptr %y_is_finite.1, align 1
  store i1 false, ptr %y_is_finite.1, align 1
  %.44 = load i1, ptr %"$10pred", align 1
  br i1 %.44, label %B12, label %B176

B12:                                              ; preds = %B8
  %.46 = load i1, ptr %"$10pred", align 1
  store i1 false, ptr %"$10pred", align 1
  %.48 = load double, ptr %y.1, align 8
  %.49 = call double @__nv_cos(double %.48)
  %.50 = load double, ptr %y.1, align 8
  %.51 = call double @__nv_sin(double %.50)
  %.52 = load double, ptr %y.1, align 8
  store double 0.000000e+00, ptr %y.1, align 8
  %.54 = load double, ptr %x.1, align 8
  %.55 = call double @__nv_exp(double %.54)
  %.56 = load double, ptr %x.1, align 8
  store double 0.000000e+00, ptr %x.1, align 8
  %.58 = fmul double %.55, %.49
  %.59 = fmul double %.55, %.51
  store { double, double } zeroinitializer, ptr %.60, align 8
  %.63 = getelementptr inbounds { double, double }, ptr %.60, i32 0, i32 0
  store double %.58, ptr %.63, align 8
  %.65 = getelementptr inbounds { double, double }, ptr %.60, i32 0, i32 1
  store double %.59, ptr %.65, align 8
  %.67 = load { double, double }, ptr %.60, align 8
  %extracted.real = extractvalue { double, double } %.67, 0
  %extracted.imag = extractvalue { double, double } %.67, 1
  %.68 = insertvalue { double, double } undef, double %extracted.real, 0
  %.69 = insertvalue { double, double } %.68, double %extracted.imag, 1
  store { double, double } %.69, ptr %.ret, align 8
  ret i32 0

B176:                                             ; preds = %B8
  %.72 = load double, ptr %y.1, align 8
  store double 0.000000e+00, ptr %y.1, align 8
  %.74 = load double, ptr %x.1, align 8
  store double 0.000000e+00, ptr %x.1, align 8
  %.76 = load i1, ptr %"$10pred", align 1
  store i1 false, ptr %"$10pred", align 1
  store { double, double } zeroinitializer, ptr %.78, align 8
  %.81 = getelementptr inbounds { double, double }, ptr %.78, i32 0, i32 0
  store double 0x7FF8000000000000, ptr %.81, align 8
  %.83 = getelementptr inbounds { double, double }, ptr %.78, i32 0, i32 1
  store double 0x7FF8000000000000, ptr %.83, align 8
  %.85 = load { double, double }, ptr %.78, align 8
  %extracted.real.1 = extractvalue { double, double } %.85, 0
  %extracted.imag.1 = extractvalue { double, double } %.85, 1
  %.86 = insertvalue { double, double } undef, double %extracted.real.1, 0
  %.87 = insertvalue { double, double } %.86, double %extracted.imag.1, 1
  store { double, double } %.87, ptr %.ret, align 8
  ret i32 0

B228:                                             ; preds = %B0
  %.90 = load i1, ptr %"$6pred", align 1
  store i1 false, ptr %"$6pred", align 1
  %.92 = load double, ptr %x.1, align 8
  %.93 = call i32 @__nv_isnand(double %.92)
  %.94 = icmp ne i32 %.93, 0
  %.96 = load i1, ptr %"$266pred", align 1
  store i1 %.94, ptr %"$266pred", align 1
  %.98 = load i1, ptr %"$266pred", align 1
  br i1 %.98, label %B268, label %B336

B268:                                             ; preds = %B228
  %.100 = load i1, ptr %y_is_finite.1, align 1
  store i1 false, ptr %y_is_finite.1, align 1
  %.102 = load i1, ptr %"$266pred", align 1
  store i1 false, ptr %"$266pred", align 1
  %.104 = load double, ptr %y.1, align 8
  %.105 = fcmp une double %.104, 0.000000e+00
  %.107 = load i1, ptr %"$270pred", align 1
  store i1 %.105, ptr %"$270pred", align 1
  %.109 = load i1, ptr %"$270pred", align 1
  br i1 %.109, label %B272, label %B304

B272:                                             ; preds = %B268
  %.111 = load double, ptr %y.1, align 8
  store double 0.000000e+00, ptr %y.1, align 8
  %.113 = load i1, ptr %"$270pred", align 1
  store i1 false, ptr %"$270pred", align 1
  %.115 = load double, ptr %x.1, align 8
  %.116 = load double, ptr %x.1, align 8
  store { double, double } zeroinitializer, ptr %.117, align 8
  %.120 = getelementptr inbounds { double, double }, ptr %.117, i32 0, i32 0
  store double %.115, ptr %.120, align 8
  %.122 = getelementptr inbounds { double, double }, ptr %.117, i32 0, i32 1
  store double %.116, ptr %.122, align 8
  %.124 = load { double, double }, ptr %.117, align 8
  %.125 = load double, ptr %x.1, align 8
  store double 0.000000e+00, ptr %x.1, align 8
  %extracted.real.2 = extractvalue { double, double } %.124, 0
  %extracted.imag.2 = extractvalue { double, double } %.124, 1
  %.127 = insertvalue { double, double } undef, double %extracted.real.2, 0
  %.128 = insertvalue { double, double } %.127, double %extracted.imag.2, 1
  store { double, double } %.128, ptr %.ret, align 8
  ret i32 0

B304:                                             ; preds = %B268
  %.131 = load i1, ptr %"$270pred", align 1
  store i1 false, ptr %"$270pred", align 1
  %.133 = load double, ptr %x.1, align 8
  %.134 = load double, ptr %y.1, align 8
  store { double, double } zeroinitializer, ptr %.135, align 8
  %.138 = getelementptr inbounds { double, double }, ptr %.135, i32 0, i32 0
  store double %.133, ptr %.138, align 8
  %.140 = getelementptr inbounds { double, double }, ptr %.135, i32 0, i32 1
  store double %.134, ptr %.140, align 8
  %.142 = load { double, double }, ptr %.135, align 8
  %.143 = load double, ptr %y.1, align 8
  store double 0.000000e+00, ptr %y.1, align 8
  %.145 = load double, ptr %x.1, align 8
  store double 0.000000e+00, ptr %x.1, align 8
  %extracted.real.3 = extractvalue { double, double } %.142, 0
  %extracted.imag.3 = extractvalue { double, double } %.142, 1
  %.147 = insertvalue { double, double } undef, double %extracted.real.3, 0
  %.148 = insertvalue { double, double } %.147, double %extracted.imag.3, 1
  store { double, double } %.148, ptr %.ret, align 8
  ret i32 0

B336:                                             ; preds = %B228
  %.151 = load i1, ptr %"$266pred", align 1
  store i1 false, ptr %"$266pred", align 1
  %.153 = load double, ptr %x.1, align 8
  %.154 = fcmp ogt double %.153, 0.000000e+00
  %.156 = load i1, ptr %"$346pred", align 1
  store i1 %.154, ptr %"$346pred", align 1
  %.158 = load i1, ptr %"$346pred", align 1
  br i1 %.158, label %B348, label %B550

B348:                                             ; preds = %B336
  %.160 = load i1, ptr %"$346pred", align 1
  store i1 false, ptr %"$346pred", align 1
  %.162 = load i1, ptr %y_is_finite.1, align 1
  %.164 = load i1, ptr %"$350pred", align 1
  store i1 %.162, ptr %"$350pred", align 1
  %.166 = load i1, ptr %y_is_finite.1, align 1
  store i1 false, ptr %y_is_finite.1, align 1
  %.168 = load i1, ptr %"$350pred", align 1
  br i1 %.168, label %B352, label %B508

B352:                                             ; preds = %B348
  %.170 = load i1, ptr %"$350pred", align 1
  store i1 false, ptr %"$350pred", align 1
  %.172 = load double, ptr %y.1, align 8
  %.173 = call double @__nv_cos(double %.172)
  %.175 = load double, ptr %real, align 8
  store double %.173, ptr %real, align 8
  %.177 = load double, ptr %real, align 8
  %.179 = load double, ptr %real.2, align 8
  store double %.177, ptr %real.2, align 8
  %.181 = load double, ptr %y.1, align 8
  %.182 = call double @__nv_sin(double %.181)
  %.184 = load double, ptr %imag, align 8
  store double %.182, ptr %imag, align 8
  %.186 = load double, ptr %y.1, align 8
  store double 0.000000e+00, ptr %y.1, align 8
  %.188 = load double, ptr %real, align 8
  %.189 = sitofp i64 0 to double
  %.190 = fcmp une double %.188, %.189
  %.192 = load i1, ptr %"$442pred", align 1
  store i1 %.190, ptr %"$442pred", align 1
  %.194 = load i1, ptr %"$442pred", align 1
  br i1 %.194, label %B444, label %B454

B444:                                             ; preds = %B352
  %.196 = load i1, ptr %"$442pred", align 1
  store i1 false, ptr %"$442pred", align 1
  %.198 = load double, ptr %real, align 8
  %.199 = load double, ptr %x.1, align 8
  %.200 = fmul double %.198, %.199
  %.201 = load double, ptr %real, align 8
  store double 0.000000e+00, ptr %real, align 8
  %.203 = load double, ptr %real.2, align 8
  store double %.200, ptr %real.2, align 8
  br label %B454

B454:                                             ; preds = %B444, %B352
  %.206 = load double, ptr %real, align 8
  store double 0.000000e+00, ptr %real, align 8
  %.208 = load i1, ptr %"$442pred", align 1
  store i1 false, ptr %"$442pred", align 1
  %.210 = load double, ptr %imag, align 8
  %.212 = load double, ptr %imag.2, align 8
  store double %.210, ptr %imag.2, align 8
  %.214 = load double, ptr %imag, align 8
  %.215 = sitofp i64 0 to double
  %.216 = fcmp une double %.214, %.215
  %.218 = load i1, ptr %"$464pred", align 1
  store i1 %.216, ptr %"$464pred", align 1
  %.220 = load i1, ptr %"$464pred", align 1
  br i1 %.220, label %B466, label %B476

B466:                                             ; preds = %B454
  %.222 = load i1, ptr %"$464pred", align 1
  store i1 false, ptr %"$464pred", align 1
  %.224 = load double, ptr %imag, align 8
  %.225 = load double, ptr %x.1, align 8
  %.226 = fmul double %.224, %.225
  %.227 = load double, ptr %x.1, align 8
  store double 0.000000e+00, ptr %x.1, align 8
  %.229 = load double, ptr %imag, align 8
  store double 0.000000e+00, ptr %imag, align 8
  %.231 = load double, ptr %imag.2, align 8
  store double %.226, ptr %imag.2, align 8
  br label %B476

B476:                                             ; preds = %B466, %B454
  %.234 = load double, ptr %x.1, align 8
  store double 0.000000e+00, ptr %x.1, align 8
  %.236 = load double, ptr %imag, align 8
  store double 0.000000e+00, ptr %imag, align 8
  %.238 = load i1, ptr %"$464pred", align 1
  store i1 false, ptr %"$464pred", align 1
  %.240 = load double, ptr %real.2, align 8
  %.241 = load double, ptr %imag.2, align 8
  store { double, double } zeroinitializer, ptr %.242, align 8
  %.245 = getelementptr inbounds { double, double }, ptr %.242, i32 0, i32 0
  store double %.240, ptr %.245, align 8
  %.247 = getelementptr inbounds { double, double }, ptr %.242, i32 0, i32 1
  store double %.241, ptr %.247, align 8
  %.249 = load { double, double }, ptr %.242, align 8
  %.250 = load double, ptr %real.2, align 8
  store double 0.000000e+00, ptr %real.2, align 8
  %.252 = load double, ptr %imag.2, align 8
  store double 0.000000e+00, ptr %imag.2, align 8
  %extracted.real.4 = extractvalue { double, double } %.249, 0
  %extracted.imag.4 = extractvalue { double, double } %.249, 1
  %.254 = insertvalue { double, double } undef, double %extracted.real.4, 0
  %.255 = insertvalue { double, double } %.254, double %extracted.imag.4, 1
  store { double, double } %.255, ptr %.ret, align 8
  ret i32 0

B508:                                             ; preds = %B348
  %.258 = load double, ptr %y.1, align 8
  store double 0.000000e+00, ptr %y.1, align 8
  %.260 = load i1, ptr %"$350pred", align 1
  store i1 false, ptr %"$350pred", align 1
  %.262 = load double, ptr %x.1, align 8
  store { double, double } zeroinitializer, ptr %.263, align 8
  %.266 = getelementptr inbounds { double, double }, ptr %.263, i32 0, i32 0
  store double %.262, ptr %.266, align 8
  %.268 = getelementptr inbounds { double, double }, ptr %.263, i32 0, i32 1
  store double 0x7FF8000000000000, ptr %.268, align 8
  %.270 = load { double, double }, ptr %.263, align 8
  %.271 = load double, ptr %x.1, align 8
  store double 0.000000e+00, ptr %x.1, align 8
  %extracted.real.5 = extractvalue { double, double } %.270, 0
  %extracted.imag.5 = extractvalue { double, double } %.270, 1
  %.273 = insertvalue { double, double } undef, double %extracted.real.5, 0
  %.274 = insertvalue { double, double } %.273, double %extracted.imag.5, 1
  store { double, double } %.274, ptr %.ret, align 8
  ret i32 0

B550:                                             ; preds = %B336
  %.277 = load i1, ptr %"$346pred", align 1
  store i1 false, ptr %"$346pred", align 1
  %.279 = load i1, ptr %y_is_finite.1, align 1
  %.281 = load i1, ptr %"$552pred", align 1
  store i1 %.279, ptr %"$552pred", align 1
  %.283 = load i1, ptr %y_is_finite.1, align 1
  store i1 false, ptr %y_is_finite.1, align 1
  %.285 = load i1, ptr %"$552pred", align 1
  br i1 %.285, label %B554, label %B718

B554:                                             ; preds = %B550
  %.287 = load i1, ptr %"$552pred", align 1
  store i1 false, ptr %"$552pred", align 1
  %.289 = load double, ptr %x.1, align 8
  %.290 = call double @__nv_exp(double %.289)
  %.291 = load double, ptr %x.1, align 8
  store double 0.000000e+00, ptr %x.1, align 8
  %.293 = load double, ptr %y.1, align 8
  %.294 = call double @__nv_cos(double %.293)
  %.295 = load double, ptr %y.1, align 8
  %.296 = call double @__nv_sin(double %.295)
  %.297 = load double, ptr %y.1, align 8
  store double 0.000000e+00, ptr %y.1, align 8
  %.299 = fmul double %.290, %.294
  %.300 = fmul double %.290, %.296
  store { double, double } zeroinitializer, ptr %.301, align 8
  %.304 = getelementptr inbounds { double, double }, ptr %.301, i32 0, i32 0
  store double %.299, ptr %.304, align 8
  %.306 = getelementptr inbounds { double, double }, ptr %.301, i32 0, i32 1
  store double %.300, ptr %.306, align 8
  %.308 = load { double, double }, ptr %.301, align 8
  %extracted.real.6 = extractvalue { double, double } %.308, 0
  %extracted.imag.6 = extractvalue { double, double } %.308, 1
  %.309 = insertvalue { double, double } undef, double %extracted.real.6, 0
  %.310 = insertvalue { double, double } %.309, double %extracted.imag.6, 1
  store { double, double } %.310, ptr %.ret, align 8
  ret i32 0

B718:                                             ; preds = %B550
  %.313 = load double, ptr %y.1, align 8
  store double 0.000000e+00, ptr %y.1, align 8
  %.315 = load double, ptr %x.1, align 8
  store double 0.000000e+00, ptr %x.1, align 8
  %.317 = load i1, ptr %"$552pred", align 1
  store i1 false, ptr %"$552pred", align 1
  %.319 = sitofp i64 0 to double
  %.320 = sitofp i64 0 to double
  store { double, double } zeroinitializer, ptr %.321, align 8
  %.324 = getelementptr inbounds { double, double }, ptr %.321, i32 0, i32 0
  store double %.319, ptr %.324, align 8
  %.326 = getelementptr inbounds { double, double }, ptr %.321, i32 0, i32 1
  store double %.320, ptr %.326, align 8
  %.328 = load { double, double }, ptr %.321, align 8
  %extracted.real.7 = extractvalue { double, double } %.328, 0
  %extracted.imag.7 = extractvalue { double, double } %.328, 1
  %.329 = insertvalue { double, double } undef, double %extracted.real.7, 0
  %.330 = insertvalue { double, double } %.329, double %extracted.imag.7, 1
  store { double, double } %.330, ptr %.ret, align 8
  ret i32 0
}

declare double @__nv_cos(double)

declare double @__nv_sin(double)

declare double @__nv_exp(double)

declare i32 @__nv_isnand(double)

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{i64 0, i64 9223372036854775807}
!2 = !{!"branch_weights", i32 1, i32 99}
!3 = !{!"branch_weights", i32 99, i32 1}
