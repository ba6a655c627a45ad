; numba-cuda kernel complex128_ops(Array(complex128, 1, 'A', False, aligned=True), Array(complex128, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__14complex128_opsB3v53B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI10complex128Li1E1A7mutable7alignedE5ArrayI10complex128Li1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__14complex128_opsB3v53B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI10complex128Li1E1A7mutable7alignedE5ArrayI10complex128Li1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv5numba4cuda7cpython7numbers16complex_div_impl12_3clocals_3e11complex_divB3v55B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex12810complex128 = common global ptr null
@_ZN08NumbaEnv5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB3v54B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128 = common global ptr null

define ptx_kernel void @_ZN8__main__14complex128_opsB3v53B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI10complex128Li1E1A7mutable7alignedE5ArrayI10complex128Li1E1A7mutable7alignedE(ptr %a.0, ptr %a.1, i64 %a.2, i64 %a.3, ptr %a.4, i64 %a.5.0, i64 %a.6.0, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.6.0) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %a.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %a.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %a.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %a.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %a.4, 4
  %.17 = insertvalue [1 x i64] undef, i64 %a.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.17, 5
  %.18 = insertvalue [1 x i64] undef, i64 %a.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.18, 6
  %inserted.meminfo.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %out.0, 0
  %inserted.parent.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.1, ptr %out.1, 1
  %inserted.nitems.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %out.2, 2
  %inserted.itemsize.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %out.3, 3
  %inserted.data.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.1, ptr %out.4, 4
  %.19 = insertvalue [1 x i64] undef, i64 %out.5.0, 0
  %inserted.shape.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.19, 5
  %.20 = insertvalue [1 x i64] undef, i64 %out.6.0, 0
  %inserted.strides.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.1, [1 x i64] %.20, 6
  %a = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %out = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %i = alloca i64, align 8
  store i64 0, ptr %i, align 8
  %.38 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.38, align 8
  %"$64pred" = alloca i1, align 1
  store i1 false, ptr %"$64pred", align 1
  %.55 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.55, align 8
  %.90 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.90, align 8
  %.100 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.100, align 8
  %.104 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.104, align 8
  %.108 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.108, align 8
  %.130 = alloca double, align 8
  store double 0.000000e+00, ptr %.130, align 8
  %.144 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.144, align 8
  %.152 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.152, align 8
  %.156 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.156, align 8
  %.160 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.160, align 8
  %.178 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.178, align 8
  %.186 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.186, align 8
  %.190 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.190, align 8
  %.194 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.194, align 8
  %.212 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.212, align 8
  %.228 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.228, align 8
  %.232 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.232, align 8
  %.236 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.236, align 8
  %.256 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.256, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %out, align 8
  %.25 = trunc i64 1 to i32
  %.26 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %.27 = sext i32 %.26 to i64
  %.28 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %.29 = sext i32 %.28 to i64
  %.30 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %.31 = sext i32 %.30 to i64
  %.32 = mul i64 %.29, %.31
  %.33 = add i64 %.32, %.27
  %.35 = load i64, ptr %i, align 8
  store i64 %.33, ptr %i, align 8
  %.37 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.38, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.37, ptr %.38, align 8
  %.42 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.38, i32 0, i32 2
  %.43 = load i64, ptr %.42, align 8
  %.44 = load i64, ptr %i, align 8
  %.45 = icmp slt i64 %.44, %.43
  %.47 = load i1, ptr %"$64pred", align 1
  store i1 %.45, ptr %"$64pred", align 1
  %.49 = load i1, ptr %"$64pred", align 1
  br i1 %.49, label %B66, label %B188

B66:                                              ; preds = %B0
  %.51 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
  %.53 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  %.54 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.55, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.53, ptr %.55, align 8
  %.59 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.55, i32 0, i32 5
  %.60 = getelementptr inbounds [1 x i64], ptr %.59, i32 0, i32 0
  %.61 = load i64, ptr %.60, align 8, !range !1
  %.62 = insertvalue [1 x i64] undef, i64 %.61, 0
  %.63 = extractvalue [1 x i64] %.62, 0
  %.64 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.55, i32 0, i32 6
  %.65 = load [1 x i64], ptr %.64, align 8
  %.66 = extractvalue [1 x i64] %.65, 0
  %.67 = icmp slt i64 %.54, 0
  %.68 = add i64 %.54, %.63
  %.69 = select i1 %.67, i64 %.68, i64 %.54
  %.70 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.55, i32 0, i32 5
  %.71 = getelementptr inbounds [1 x i64], ptr %.70, i32 0, i32 0
  %.72 = load i64, ptr %.71, align 8, !range !1
  %.73 = insertvalue [1 x i64] undef, i64 %.72, 0
  %.74 = extractvalue [1 x i64] %.73, 0
  %.75 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.55, i32 0, i32 6
  %.76 = load [1 x i64], ptr %.75, align 8
  %.77 = extractvalue [1 x i64] %.76, 0
  %.78 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.55, i32 0, i32 4
  %.79 = load ptr, ptr %.78, align 8
  %.80 = mul i64 %.77, %.69
  %.81 = ptrtoint ptr %.79 to i64
  %.82 = add i64 %.81, %.80
  %.83 = inttoptr i64 %.82 to ptr
  %.84 = getelementptr inbounds { double, double }, ptr %.83, i32 0, i32 0
  %.85 = load double, ptr %.84, align 8
  %.86 = getelementptr inbounds { double, double }, ptr %.83, i32 0, i32 1
  %.87 = load double, ptr %.86, align 8
  %inserted.real = insertvalue { double, double } undef, double %.85, 0
  %inserted.imag = insertvalue { double, double } %inserted.real, double %.87, 1
  %.88 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %.90, align 8
  store { double, double } %inserted.imag, ptr %.90, align 8
  %.94 = getelementptr inbounds { double, double }, ptr %.90, i32 0, i32 1
  %.95 = load double, ptr %.94, align 8
  %.96 = fsub double -0.000000e+00, %.95
  %.97 = getelementptr inbounds { double, double }, ptr %.90, i32 0, i32 1
  store double %.96, ptr %.97, align 8
  %.99 = load { double, double }, ptr %.90, align 8
  store { double, double } zeroinitializer, ptr %.100, align 8
  store { double, double } %inserted.imag, ptr %.100, align 8
  store { double, double } zeroinitializer, ptr %.104, align 8
  store { double, double } %.99, ptr %.104, align 8
  store { double, double } zeroinitializer, ptr %.108, align 8
  %.111 = getelementptr inbounds { double, double }, ptr %.100, i32 0, i32 0
  %.112 = load double, ptr %.111, align 8
  %.113 = getelementptr inbounds { double, double }, ptr %.100, i32 0, i32 1
  %.114 = load double, ptr %.113, align 8
  %.115 = getelementptr inbounds { double, double }, ptr %.104, i32 0, i32 0
  %.116 = load double, ptr %.115, align 8
  %.117 = getelementptr inbounds { double, double }, ptr %.104, i32 0, i32 1
  %.118 = load double, ptr %.117, align 8
  %.119 = fmul double %.112, %.116
  %.120 = fmul double %.114, %.118
  %.121 = fmul double %.112, %.118
  %.122 = fmul double %.114, %.116
  %.123 = fsub double %.119, %.120
  %.124 = getelementptr inbounds { double, double }, ptr %.108, i32 0, i32 0
  store double %.123, ptr %.124, align 8
  %.126 = fadd double %.121, %.122
  %.127 = getelementptr inbounds { double, double }, ptr %.108, i32 0, i32 1
  store double %.126, ptr %.127, align 8
  %.129 = load { double, double }, ptr %.108, align 8
  store double 0.000000e+00, ptr %.130, align 8
  %extracted.real = extractvalue { double, double } %inserted.imag, 0
  %extracted.imag = extractvalue { double, double } %inserted.imag, 1
  %.133 = call i32 @_ZN5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB3v54B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128(ptr %.130, double %extracted.real, double %extracted.imag)
  %.134 = icmp eq i32 %.133, 0
  %.135 = icmp eq i32 %.133, -2
  %.136 = or i1 %.134, %.135
  %.137 = xor i1 %.136, true
  %.138 = icmp eq i32 %.133, -1
  %.139 = icmp eq i32 %.133, -3
  %.140 = icmp sge i32 %.133, 1
  %.141 = load double, ptr %.130, align 8
  br i1 %.137, label %B66.if, label %B66.endif, !prof !2

B188:                                             ; preds = %B0
  %.294 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.296 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.298 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.300 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
  ret void

B66.if:                                           ; preds = %B66
  ret void

B66.endif:                                        ; preds = %B66
  store { double, double } zeroinitializer, ptr %.144, align 8
  %.147 = getelementptr inbounds { double, double }, ptr %.144, i32 0, i32 0
  store double %.141, ptr %.147, align 8
  %.149 = getelementptr inbounds { double, double }, ptr %.144, i32 0, i32 1
  store double 0.000000e+00, ptr %.149, align 8
  %.151 = load { double, double }, ptr %.144, align 8
  store { double, double } zeroinitializer, ptr %.152, align 8
  store { double, double } %.129, ptr %.152, align 8
  store { double, double } zeroinitializer, ptr %.156, align 8
  store { double, double } %.151, ptr %.156, align 8
  store { double, double } zeroinitializer, ptr %.160, align 8
  %.163 = getelementptr inbounds { double, double }, ptr %.152, i32 0, i32 0
  %.164 = load double, ptr %.163, align 8
  %.165 = getelementptr inbounds { double, double }, ptr %.152, i32 0, i32 1
  %.166 = load double, ptr %.165, align 8
  %.167 = getelementptr inbounds { double, double }, ptr %.156, i32 0, i32 0
  %.168 = load double, ptr %.167, align 8
  %.169 = getelementptr inbounds { double, double }, ptr %.156, i32 0, i32 1
  %.170 = load double, ptr %.169, align 8
  %.171 = fadd double %.164, %.168
  %.172 = getelementptr inbounds { double, double }, ptr %.160, i32 0, i32 0
  store double %.171, ptr %.172, align 8
  %.174 = fadd double %.166, %.170
  %.175 = getelementptr inbounds { double, double }, ptr %.160, i32 0, i32 1
  store double %.174, ptr %.175, align 8
  %.177 = load { double, double }, ptr %.160, align 8
  store { double, double } zeroinitializer, ptr %.178, align 8
  %.181 = getelementptr inbounds { double, double }, ptr %.178, i32 0, i32 0
  store double 2.000000e+00, ptr %.181, align 8
  %.183 = getelementptr inbounds { double, double }, ptr %.178, i32 0, i32 1
  store double 0.000000e+00, ptr %.183, align 8
  %.185 = load { double, double }, ptr %.178, align 8
  store { double, double } zeroinitializer, ptr %.186, align 8
  store { double, double } %inserted.imag, ptr %.186, align 8
  store { double, double } zeroinitializer, ptr %.190, align 8
  store { double, double } %.185, ptr %.190, align 8
  store { double, double } zeroinitializer, ptr %.194, align 8
  %.197 = getelementptr inbounds { double, double }, ptr %.186, i32 0, i32 0
  %.198 = load double, ptr %.197, align 8
  %.199 = getelementptr inbounds { double, double }, ptr %.186, i32 0, i32 1
  %.200 = load double, ptr %.199, align 8
  %.201 = getelementptr inbounds { double, double }, ptr %.190, i32 0, i32 0
  %.202 = load double, ptr %.201, align 8
  %.203 = getelementptr inbounds { double, double }, ptr %.190, i32 0, i32 1
  %.204 = load double, ptr %.203, align 8
  %.205 = fadd double %.198, %.202
  %.206 = getelementptr inbounds { double, double }, ptr %.194, i32 0, i32 0
  store double %.205, ptr %.206, align 8
  %.208 = fadd double %.200, %.204
  %.209 = getelementptr inbounds { double, double }, ptr %.194, i32 0, i32 1
  store double %.208, ptr %.209, align 8
  %.211 = load { double, double }, ptr %.194, align 8
  store { double, double } zeroinitializer, ptr %.212, align 8
  %extracted.real.1 = extractvalue { double, double } %inserted.imag, 0
  %extracted.imag.1 = extractvalue { double, double } %inserted.imag, 1
  %extracted.real.2 = extractvalue { double, double } %.211, 0
  %extracted.imag.2 = extractvalue { double, double } %.211, 1
  %.215 = call i32 @_ZN5numba4cuda7cpython7numbers16complex_div_impl12_3clocals_3e11complex_divB3v55B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex12810complex128(ptr %.212, double %extracted.real.1, double %extracted.imag.1, double %extracted.real.2, double %extracted.imag.2)
  %.216 = icmp eq i32 %.215, 0
  %.217 = icmp eq i32 %.215, -2
  %.218 = or i1 %.216, %.217
  %.219 = xor i1 %.218, true
  %.220 = icmp eq i32 %.215, -1
  %.221 = icmp eq i32 %.215, -3
  %.222 = icmp sge i32 %.215, 1
  %.223 = load { double, double }, ptr %.212, align 8
  %.224 = extractvalue { double, double } %.223, 0
  %.225 = extractvalue { double, double } %.223, 1
  %inserted.real.1 = insertvalue { double, double } undef, double %.224, 0
  %inserted.imag.1 = insertvalue { double, double } %inserted.real.1, double %.225, 1
  br i1 %.219, label %B66.endif.if, label %B66.endif.endif, !prof !2

B66.endif.if:                                     ; preds = %B66.endif
  ret void

B66.endif.endif:                                  ; preds = %B66.endif
  store { double, double } zeroinitializer, ptr %.228, align 8
  store { double, double } %.177, ptr %.228, align 8
  store { double, double } zeroinitializer, ptr %.232, align 8
  store { double, double } %inserted.imag.1, ptr %.232, align 8
  store { double, double } zeroinitializer, ptr %.236, align 8
  %.239 = getelementptr inbounds { double, double }, ptr %.228, i32 0, i32 0
  %.240 = load double, ptr %.239, align 8
  %.241 = getelementptr inbounds { double, double }, ptr %.228, i32 0, i32 1
  %.242 = load double, ptr %.241, align 8
  %.243 = getelementptr inbounds { double, double }, ptr %.232, i32 0, i32 0
  %.244 = load double, ptr %.243, align 8
  %.245 = getelementptr inbounds { double, double }, ptr %.232, i32 0, i32 1
  %.246 = load double, ptr %.245, align 8
  %.247 = fsub double %.240, %.244
  %.248 = getelementptr inbounds { double, double }, ptr %.236, i32 0, i32 0
  store double %.247, ptr %.248, align 8
  %.250 = fsub double %.242, %.246
  %.251 = getelementptr inbounds { double, double }, ptr %.236, i32 0, i32 1
  store double %.250, ptr %.251, align 8
  %.253 = load { double, double }, ptr %.236, align 8
  %.254 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.255 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.256, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.254, ptr %.256, align 8
  %.260 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.256, i32 0, i32 5
  %.261 = getelementptr inbounds [1 x i64], ptr %.260, i32 0, i32 0
  %.262 = load i64, ptr %.261, align 8, !range !1
  %.263 = insertvalue [1 x i64] undef, i64 %.262, 0
  %.264 = extractvalue [1 x i64] %.263, 0
  %.265 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.256, i32 0, i32 6
  %.266 = load [1 x i64], ptr %.265, align 8
  %.267 = extractvalue [1 x i64] %.266, 0
  %.268 = icmp slt i64 %.255, 0
  %.269 = add i64 %.255, %.264
  %.270 = select i1 %.268, i64 %.269, i64 %.255
  %.271 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.256, i32 0, i32 5
  %.272 = getelementptr inbounds [1 x i64], ptr %.271, i32 0, i32 0
  %.273 = load i64, ptr %.272, align 8, !range !1
  %.274 = insertvalue [1 x i64] undef, i64 %.273, 0
  %.275 = extractvalue [1 x i64] %.274, 0
  %.276 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.256, i32 0, i32 6
  %.277 = load [1 x i64], ptr %.276, align 8
  %.278 = extractvalue [1 x i64] %.277, 0
  %.279 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.256, i32 0, i32 4
  %.280 = load ptr, ptr %.279, align 8
  %.281 = mul i64 %.278, %.270
  %.282 = ptrtoint ptr %.280 to i64
  %.283 = add i64 %.282, %.281
  %.284 = inttoptr i64 %.283 to ptr
  %extracted.real.3 = extractvalue { double, double } %.253, 0
  %extracted.imag.3 = extractvalue { double, double } %.253, 1
  %.285 = insertvalue { double, double } undef, double %extracted.real.3, 0
  %.286 = insertvalue { double, double } %.285, double %extracted.imag.3, 1
  store { double, double } %.286, ptr %.284, align 8
  %.288 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.290 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

define linkonce_odr i32 @_ZN5numba4cuda7cpython7numbers16complex_div_impl12_3clocals_3e11complex_divB3v55B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex12810complex128(ptr %.ret, double %a.0, double %a.1, double %b.0, double %b.1) {
entry:
  %inserted.real = insertvalue { double, double } undef, double %a.0, 0
  %inserted.imag = insertvalue { double, double } %inserted.real, double %a.1, 1
  %inserted.real.1 = insertvalue { double, double } undef, double %b.0, 0
  %inserted.imag.1 = insertvalue { double, double } %inserted.real.1, double %b.1, 1
  %a = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %a, align 8
  %.10 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.10, align 8
  %areal = alloca double, align 8
  store double 0.000000e+00, ptr %areal, align 8
  %.20 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.20, align 8
  %aimag = alloca double, align 8
  store double 0.000000e+00, ptr %aimag, align 8
  %.29 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.29, align 8
  %breal = alloca double, align 8
  store double 0.000000e+00, ptr %breal, align 8
  %.38 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.38, align 8
  %bimag = alloca double, align 8
  store double 0.000000e+00, ptr %bimag, align 8
  %"$62pred" = alloca i1, align 1
  store i1 false, ptr %"$62pred", align 1
  %"$66pred" = alloca i1, align 1
  store i1 false, ptr %"$66pred", align 1
  %"$160pred" = alloca i1, align 1
  store i1 false, ptr %"$160pred", align 1
  %"$164pred" = alloca i1, align 1
  store i1 false, ptr %"$164pred", align 1
  %.111 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.111, align 8
  %.159 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.159, align 8
  %"$314pred" = alloca i1, align 1
  store i1 false, ptr %"$314pred", align 1
  %.192 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.192, align 8
  %.221 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.221, align 8
  %.229 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.229, align 8
  %.241 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.241, align 8
  %.249 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.249, align 8
  %.262 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.262, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { double, double } %inserted.imag, ptr %a, align 8
  %.9 = load { double, double }, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %.10, align 8
  store { double, double } %.9, ptr %.10, align 8
  %.14 = getelementptr inbounds { double, double }, ptr %.10, i32 0, i32 0
  %.15 = load double, ptr %.14, align 8
  %.17 = load double, ptr %areal, align 8
  store double %.15, ptr %areal, align 8
  %.19 = load { double, double }, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %.20, align 8
  store { double, double } %.19, ptr %.20, align 8
  %.24 = getelementptr inbounds { double, double }, ptr %.20, i32 0, i32 1
  %.25 = load double, ptr %.24, align 8
  %.27 = load double, ptr %aimag, align 8
  store double %.25, ptr %aimag, align 8
  store { double, double } zeroinitializer, ptr %.29, align 8
  store { double, double } %inserted.imag.1, ptr %.29, align 8
  %.33 = getelementptr inbounds { double, double }, ptr %.29, i32 0, i32 0
  %.34 = load double, ptr %.33, align 8
  %.36 = load double, ptr %breal, align 8
  store double %.34, ptr %breal, align 8
  store { double, double } zeroinitializer, ptr %.38, align 8
  store { double, double } %inserted.imag.1, ptr %.38, align 8
  %.42 = getelementptr inbounds { double, double }, ptr %.38, i32 0, i32 1
  %.43 = load double, ptr %.42, align 8
  %.45 = load double, ptr %bimag, align 8
  store double %.43, ptr %bimag, align 8
  %.47 = load double, ptr %breal, align 8
  %.48 = fcmp une double %.47, 0.000000e+00
  %.50 = load i1, ptr %"$62pred", align 1
  store i1 %.48, ptr %"$62pred", align 1
  %.52 = load i1, ptr %"$62pred", align 1
  br i1 %.52, label %B98, label %B64

B64:                                              ; preds = %B0
  %.54 = load i1, ptr %"$62pred", align 1
  store i1 false, ptr %"$62pred", align 1
  %.56 = load double, ptr %bimag, align 8
  %.57 = fcmp une double %.56, 0.000000e+00
  %.59 = load i1, ptr %"$66pred", align 1
  store i1 %.57, ptr %"$66pred", align 1
  %.61 = load i1, ptr %"$66pred", align 1
  br i1 %.61, label %B98, label %B68

B68:                                              ; preds = %B64
  %.63 = load double, ptr %breal, align 8
  store double 0.000000e+00, ptr %breal, align 8
  %.65 = load double, ptr %bimag, align 8
  store double 0.000000e+00, ptr %bimag, align 8
  %.67 = load double, ptr %areal, align 8
  store double 0.000000e+00, ptr %areal, align 8
  %.69 = load double, ptr %aimag, align 8
  store double 0.000000e+00, ptr %aimag, align 8
  %.71 = load { double, double }, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %a, align 8
  %.73 = load i1, ptr %"$66pred", align 1
  store i1 false, ptr %"$66pred", align 1
  ret i32 1

B98:                                              ; preds = %B64, %B0
  %.76 = load i1, ptr %"$66pred", align 1
  store i1 false, ptr %"$66pred", align 1
  %.78 = load i1, ptr %"$62pred", align 1
  store i1 false, ptr %"$62pred", align 1
  %.80 = load double, ptr %breal, align 8
  %.81 = call double @__nv_fabs(double %.80)
  %.82 = load double, ptr %bimag, align 8
  %.83 = call double @__nv_fabs(double %.82)
  %.84 = fcmp oge double %.81, %.83
  %.86 = load i1, ptr %"$160pred", align 1
  store i1 %.84, ptr %"$160pred", align 1
  %.88 = load i1, ptr %"$160pred", align 1
  br i1 %.88, label %B162, label %B312

B162:                                             ; preds = %B98
  %.90 = load { double, double }, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %a, align 8
  %.92 = load i1, ptr %"$160pred", align 1
  store i1 false, ptr %"$160pred", align 1
  %.94 = load double, ptr %breal, align 8
  %.95 = fcmp une double %.94, 0.000000e+00
  %.97 = load i1, ptr %"$164pred", align 1
  store i1 %.95, ptr %"$164pred", align 1
  %.99 = load i1, ptr %"$164pred", align 1
  br i1 %.99, label %B218, label %B166

B166:                                             ; preds = %B162
  %.101 = load double, ptr %breal, align 8
  store double 0.000000e+00, ptr %breal, align 8
  %.103 = load double, ptr %bimag, align 8
  store double 0.000000e+00, ptr %bimag, align 8
  %.105 = load double, ptr %areal, align 8
  store double 0.000000e+00, ptr %areal, align 8
  %.107 = load double, ptr %aimag, align 8
  store double 0.000000e+00, ptr %aimag, align 8
  %.109 = load i1, ptr %"$164pred", align 1
  store i1 false, ptr %"$164pred", align 1
  store { double, double } zeroinitializer, ptr %.111, align 8
  %.114 = getelementptr inbounds { double, double }, ptr %.111, i32 0, i32 0
  store double 0x7FF8000000000000, ptr %.114, align 8
  %.116 = getelementptr inbounds { double, double }, ptr %.111, i32 0, i32 1
  store double 0x7FF8000000000000, ptr %.116, align 8
  %.118 = load { double, double }, ptr %.111, align 8
  %extracted.real = extractvalue { double, double } %.118, 0
  %extracted.imag = extractvalue { double, double } %.118, 1
  %.119 = insertvalue { double, double } undef, double %extracted.real, 0
  %.120 = insertvalue { double, double } %.119, double %extracted.imag, 1
  store { double, double } %.120, ptr %.ret, align 8
  ret i32 0

B218:                                             ; preds = %B162
  %.123 = load i1, ptr %"$164pred", align 1
  store i1 false, ptr %"$164pred", align 1
  %.125 = load double, ptr %bimag, align 8
  %.126 = load double, ptr %breal, align 8
  %.127 = fcmp oeq double %.126, 0.000000e+00
  br i1 %.127, label %B218.if, label %B218.endif, !prof !2

B312:                                             ; preds = %B98
  %.171 = load double, ptr %areal, align 8
  store double 0.000000e+00, ptr %areal, align 8
  %.173 = load double, ptr %aimag, align 8
  store double 0.000000e+00, ptr %aimag, align 8
  %.175 = load i1, ptr %"$160pred", align 1
  store i1 false, ptr %"$160pred", align 1
  %.177 = load double, ptr %bimag, align 8
  %.178 = fcmp une double %.177, 0.000000e+00
  %.180 = load i1, ptr %"$314pred", align 1
  store i1 %.178, ptr %"$314pred", align 1
  %.182 = load i1, ptr %"$314pred", align 1
  br i1 %.182, label %B368, label %B316

B316:                                             ; preds = %B312
  %.184 = load double, ptr %breal, align 8
  store double 0.000000e+00, ptr %breal, align 8
  %.186 = load double, ptr %bimag, align 8
  store double 0.000000e+00, ptr %bimag, align 8
  %.188 = load { double, double }, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %a, align 8
  %.190 = load i1, ptr %"$314pred", align 1
  store i1 false, ptr %"$314pred", align 1
  store { double, double } zeroinitializer, ptr %.192, align 8
  %.195 = getelementptr inbounds { double, double }, ptr %.192, i32 0, i32 0
  store double 0x7FF8000000000000, ptr %.195, align 8
  %.197 = getelementptr inbounds { double, double }, ptr %.192, i32 0, i32 1
  store double 0x7FF8000000000000, ptr %.197, align 8
  %.199 = load { double, double }, ptr %.192, align 8
  %extracted.real.2 = extractvalue { double, double } %.199, 0
  %extracted.imag.2 = extractvalue { double, double } %.199, 1
  %.200 = insertvalue { double, double } undef, double %extracted.real.2, 0
  %.201 = insertvalue { double, double } %.200, double %extracted.imag.2, 1
  store { double, double } %.201, ptr %.ret, align 8
  ret i32 0

B368:                                             ; preds = %B312
  %.204 = load i1, ptr %"$314pred", align 1
  store i1 false, ptr %"$314pred", align 1
  %.206 = load double, ptr %breal, align 8
  %.207 = load double, ptr %bimag, align 8
  %.208 = fcmp oeq double %.207, 0.000000e+00
  br i1 %.208, label %B368.if, label %B368.endif, !prof !2

B218.if:                                          ; preds = %B218
  br label %B218.endif

B218.endif:                                       ; preds = %B218.if, %B218
  %.130 = fdiv double %.125, %.126
  %.131 = load double, ptr %bimag, align 8
  %.132 = fmul double %.131, %.130
  %.133 = load double, ptr %bimag, align 8
  store double 0.000000e+00, ptr %bimag, align 8
  %.135 = load double, ptr %breal, align 8
  %.136 = fadd double %.135, %.132
  %.137 = load double, ptr %breal, align 8
  store double 0.000000e+00, ptr %breal, align 8
  %.139 = load double, ptr %aimag, align 8
  %.140 = fmul double %.139, %.130
  %.141 = load double, ptr %areal, align 8
  %.142 = fadd double %.141, %.140
  %.143 = fcmp oeq double %.136, 0.000000e+00
  br i1 %.143, label %B218.endif.if, label %B218.endif.endif, !prof !2

B218.endif.if:                                    ; preds = %B218.endif
  br label %B218.endif.endif

B218.endif.endif:                                 ; preds = %B218.endif.if, %B218.endif
  %.146 = fdiv double %.142, %.136
  %.147 = load double, ptr %areal, align 8
  %.148 = fmul double %.147, %.130
  %.149 = load double, ptr %areal, align 8
  store double 0.000000e+00, ptr %areal, align 8
  %.151 = load double, ptr %aimag, align 8
  %.152 = fsub double %.151, %.148
  %.153 = load double, ptr %aimag, align 8
  store double 0.000000e+00, ptr %aimag, align 8
  %.155 = fcmp oeq double %.136, 0.000000e+00
  br i1 %.155, label %B218.endif.endif.if, label %B218.endif.endif.endif, !prof !2

B218.endif.endif.if:                              ; preds = %B218.endif.endif
  br label %B218.endif.endif.endif

B218.endif.endif.endif:                           ; preds = %B218.endif.endif.if, %B218.endif.endif
  %.158 = fdiv double %.152, %.136
  store { double, double } zeroinitializer, ptr %.159, align 8
  %.162 = getelementptr inbounds { double, double }, ptr %.159, i32 0, i32 0
  store double %.146, ptr %.162, align 8
  %.164 = getelementptr inbounds { double, double }, ptr %.159, i32 0, i32 1
  store double %.158, ptr %.164, align 8
  %.166 = load { double, double }, ptr %.159, align 8
  %extracted.real.1 = extractvalue { double, double } %.166, 0
  %extracted.imag.1 = extractvalue { double, double } %.166, 1
  %.167 = insertvalue { double, double } undef, double %extracted.real.1, 0
  %.168 = insertvalue { double, double } %.167, double %extracted.imag.1, 1
  store { double, double } %.168, ptr %.ret, align 8
  ret i32 0

B368.if:                                          ; preds = %B368
  br label %B368.endif

B368.endif:                                       ; preds = %B368.if, %B368
  %.211 = fdiv double %.206, %.207
  %.212 = load double, ptr %breal, align 8
  %.213 = fmul double %.212, %.211
  %.214 = load double, ptr %breal, align 8
  store double 0.000000e+00, ptr %breal, align 8
  %.216 = load double, ptr %bimag, align 8
  %.217 = fadd double %.213, %.216
  %.218 = load double, ptr %bimag, align 8
  store double 0.000000e+00, ptr %bimag, align 8
  %.220 = load { double, double }, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %.221, align 8
  store { double, double } %.220, ptr %.221, align 8
  %.225 = getelementptr inbounds { double, double }, ptr %.221, i32 0, i32 0
  %.226 = load double, ptr %.225, align 8
  %.227 = fmul double %.226, %.211
  %.228 = load { double, double }, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %.229, align 8
  store { double, double } %.228, ptr %.229, align 8
  %.233 = getelementptr inbounds { double, double }, ptr %.229, i32 0, i32 1
  %.234 = load double, ptr %.233, align 8
  %.235 = fadd double %.227, %.234
  %.236 = fcmp oeq double %.217, 0.000000e+00
  br i1 %.236, label %B368.endif.if, label %B368.endif.endif, !prof !2

B368.endif.if:                                    ; preds = %B368.endif
  br label %B368.endif.endif

B368.endif.endif:                                 ; preds = %B368.endif.if, %B368.endif
  %.239 = fdiv double %.235, %.217
  %.240 = load { double, double }, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %.241, align 8
  store { double, double } %.240, ptr %.241, align 8
  %.245 = getelementptr inbounds { double, double }, ptr %.241, i32 0, i32 1
  %.246 = load double, ptr %.245, align 8
  %.247 = fmul double %.246, %.211
  %.248 = load { double, double }, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %.249, align 8
  store { double, double } %.248, ptr %.249, align 8
  %.253 = getelementptr inbounds { double, double }, ptr %.249, i32 0, i32 0
  %.254 = load double, ptr %.253, align 8
  %.255 = load { double, double }, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %a, align 8
  %.257 = fsub double %.247, %.254
  %.258 = fcmp oeq double %.217, 0.000000e+00
  br i1 %.258, label %B368.endif.endif.if, label %B368.endif.endif.endif, !prof !2

B368.endif.endif.if:                              ; preds = %B368.endif.endif
  br label %B368.endif.endif.endif

B368.endif.endif.endif:                           ; preds = %B368.endif.endif.if, %B368.endif.endif
  %.261 = fdiv double %.257, %.217
  store { double, double } zeroinitializer, ptr %.262, align 8
  %.265 = getelementptr inbounds { double, double }, ptr %.262, i32 0, i32 0
  store double %.239, ptr %.265, align 8
  %.267 = getelementptr inbounds { double, double }, ptr %.262, i32 0, i32 1
  store double %.261, ptr %.267, align 8
  %.269 = load { double, double }, ptr %.262, align 8
  %extracted.real.3 = extractvalue { double, double } %.269, 0
  %extracted.imag.3 = extractvalue { double, double } %.269, 1
  %.270 = insertvalue { double, double } undef, double %extracted.real.3, 0
  %.271 = insertvalue { double, double } %.270, double %extracted.imag.3, 1
  store { double, double } %.271, ptr %.ret, align 8
  ret i32 0
}

declare double @__nv_fabs(double)

define linkonce_odr i32 @_ZN5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB3v54B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128(ptr %.ret, double %z.0, double %z.1) {
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

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{i64 0, i64 9223372036854775807}
!2 = !{!"branch_weights", i32 1, i32 99}
