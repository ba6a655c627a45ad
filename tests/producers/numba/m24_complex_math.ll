; numba-cuda kernel m24_complex_math(Array(complex64, 1, 'A', False, aligned=True), Array(complex64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__12complex_mathB3v16B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__12complex_mathB3v16B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv5numba4cuda7cpython9cmathimpl8exp_implB3v17B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAEffbb = common global ptr null
@_ZN08NumbaEnv5numba4cuda7cpython7numbers16complex_div_impl12_3clocals_3e11complex_divB3v20B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex12810complex128 = common global ptr null
@_ZN08NumbaEnv5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB3v19B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE9complex64 = common global ptr null
@_ZN08NumbaEnv5numba4cuda7cpython9cmathimpl9sqrt_impl12_3clocals_3e9sqrt_implB3v18B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE9complex64 = common global ptr null

define ptx_kernel void @_ZN8__main__12complex_mathB3v16B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE(ptr %a.0, ptr %a.1, i64 %a.2, i64 %a.3, ptr %a.4, i64 %a.5.0, i64 %a.6.0, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.6.0) {
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
  %.90 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.90, align 4
  %.102 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.102, align 4
  %.120 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.120, align 4
  %.136 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.136, align 4
  %.140 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.140, align 4
  %.144 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.144, align 4
  %.166 = alloca float, align 4
  store float 0.000000e+00, ptr %.166, align 4
  %.180 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.180, align 4
  %.188 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.188, align 4
  %.192 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.192, align 4
  %.196 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.196, align 4
  %.214 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.214, align 4
  %.224 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.224, align 4
  %.228 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.228, align 8
  %.242 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.242, align 8
  %.246 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.246, align 8
  %.250 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.250, align 8
  %.268 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.268, align 4
  %.272 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.272, align 8
  %.286 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.286, align 8
  %.304 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.304, align 8
  %.333 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.333, align 8
  %.337 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.337, align 4
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
  br i1 %.49, label %B66, label %B258

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
  %.84 = getelementptr inbounds { float, float }, ptr %.83, i32 0, i32 0
  %.85 = load float, ptr %.84, align 4
  %.86 = getelementptr inbounds { float, float }, ptr %.83, i32 0, i32 1
  %.87 = load float, ptr %.86, align 4
  %inserted.real = insertvalue { float, float } undef, float %.85, 0
  %inserted.imag = insertvalue { float, float } %inserted.real, float %.87, 1
  %.88 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  store { float, float } zeroinitializer, ptr %.90, align 4
  store { float, float } %inserted.imag, ptr %.90, align 4
  %.94 = getelementptr inbounds { float, float }, ptr %.90, i32 0, i32 0
  %.95 = load float, ptr %.94, align 4
  %.96 = getelementptr inbounds { float, float }, ptr %.90, i32 0, i32 1
  %.97 = load float, ptr %.96, align 4
  %.98 = fsub float %.95, %.95
  %.99 = fcmp ord float %.98, %.98
  %.100 = fsub float %.97, %.97
  %.101 = fcmp ord float %.100, %.100
  store { float, float } zeroinitializer, ptr %.102, align 4
  %.105 = zext i1 %.99 to i8
  %.106 = zext i1 %.101 to i8
  %.107 = call i32 @_ZN5numba4cuda7cpython9cmathimpl8exp_implB3v17B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAEffbb(ptr %.102, float %.95, float %.97, i8 %.105, i8 %.106)
  %.108 = icmp eq i32 %.107, 0
  %.109 = icmp eq i32 %.107, -2
  %.110 = or i1 %.108, %.109
  %.111 = xor i1 %.110, true
  %.112 = icmp eq i32 %.107, -1
  %.113 = icmp eq i32 %.107, -3
  %.114 = icmp sge i32 %.107, 1
  %.115 = load { float, float }, ptr %.102, align 4
  %.116 = extractvalue { float, float } %.115, 0
  %.117 = extractvalue { float, float } %.115, 1
  %inserted.real.1 = insertvalue { float, float } undef, float %.116, 0
  %inserted.imag.1 = insertvalue { float, float } %inserted.real.1, float %.117, 1
  br i1 %.111, label %B66.if, label %B66.endif, !prof !2

B258:                                             ; preds = %B0
  %.360 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.362 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.364 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.366 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
  ret void

B66.if:                                           ; preds = %B66
  ret void

B66.endif:                                        ; preds = %B66
  store { float, float } zeroinitializer, ptr %.120, align 4
  %extracted.real = extractvalue { float, float } %inserted.imag, 0
  %extracted.imag = extractvalue { float, float } %inserted.imag, 1
  %.123 = call i32 @_ZN5numba4cuda7cpython9cmathimpl9sqrt_impl12_3clocals_3e9sqrt_implB3v18B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE9complex64(ptr %.120, float %extracted.real, float %extracted.imag)
  %.124 = icmp eq i32 %.123, 0
  %.125 = icmp eq i32 %.123, -2
  %.126 = or i1 %.124, %.125
  %.127 = xor i1 %.126, true
  %.128 = icmp eq i32 %.123, -1
  %.129 = icmp eq i32 %.123, -3
  %.130 = icmp sge i32 %.123, 1
  %.131 = load { float, float }, ptr %.120, align 4
  %.132 = extractvalue { float, float } %.131, 0
  %.133 = extractvalue { float, float } %.131, 1
  %inserted.real.2 = insertvalue { float, float } undef, float %.132, 0
  %inserted.imag.2 = insertvalue { float, float } %inserted.real.2, float %.133, 1
  br i1 %.127, label %B66.endif.if, label %B66.endif.endif, !prof !2

B66.endif.if:                                     ; preds = %B66.endif
  ret void

B66.endif.endif:                                  ; preds = %B66.endif
  store { float, float } zeroinitializer, ptr %.136, align 4
  store { float, float } %inserted.imag.1, ptr %.136, align 4
  store { float, float } zeroinitializer, ptr %.140, align 4
  store { float, float } %inserted.imag.2, ptr %.140, align 4
  store { float, float } zeroinitializer, ptr %.144, align 4
  %.147 = getelementptr inbounds { float, float }, ptr %.136, i32 0, i32 0
  %.148 = load float, ptr %.147, align 4
  %.149 = getelementptr inbounds { float, float }, ptr %.136, i32 0, i32 1
  %.150 = load float, ptr %.149, align 4
  %.151 = getelementptr inbounds { float, float }, ptr %.140, i32 0, i32 0
  %.152 = load float, ptr %.151, align 4
  %.153 = getelementptr inbounds { float, float }, ptr %.140, i32 0, i32 1
  %.154 = load float, ptr %.153, align 4
  %.155 = fmul float %.148, %.152
  %.156 = fmul float %.150, %.154
  %.157 = fmul float %.148, %.154
  %.158 = fmul float %.150, %.152
  %.159 = fsub float %.155, %.156
  %.160 = getelementptr inbounds { float, float }, ptr %.144, i32 0, i32 0
  store float %.159, ptr %.160, align 4
  %.162 = fadd float %.157, %.158
  %.163 = getelementptr inbounds { float, float }, ptr %.144, i32 0, i32 1
  store float %.162, ptr %.163, align 4
  %.165 = load { float, float }, ptr %.144, align 4
  store float 0.000000e+00, ptr %.166, align 4
  %extracted.real.1 = extractvalue { float, float } %inserted.imag, 0
  %extracted.imag.1 = extractvalue { float, float } %inserted.imag, 1
  %.169 = call i32 @_ZN5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB3v19B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE9complex64(ptr %.166, float %extracted.real.1, float %extracted.imag.1)
  %.170 = icmp eq i32 %.169, 0
  %.171 = icmp eq i32 %.169, -2
  %.172 = or i1 %.170, %.171
  %.173 = xor i1 %.172, true
  %.174 = icmp eq i32 %.169, -1
  %.175 = icmp eq i32 %.169, -3
  %.176 = icmp sge i32 %.169, 1
  %.177 = load float, ptr %.166, align 4
  br i1 %.173, label %B66.endif.endif.if, label %B66.endif.endif.endif, !prof !2

B66.endif.endif.if:                               ; preds = %B66.endif.endif
  ret void

B66.endif.endif.endif:                            ; preds = %B66.endif.endif
  store { float, float } zeroinitializer, ptr %.180, align 4
  %.183 = getelementptr inbounds { float, float }, ptr %.180, i32 0, i32 0
  store float %.177, ptr %.183, align 4
  %.185 = getelementptr inbounds { float, float }, ptr %.180, i32 0, i32 1
  store float 0.000000e+00, ptr %.185, align 4
  %.187 = load { float, float }, ptr %.180, align 4
  store { float, float } zeroinitializer, ptr %.188, align 4
  store { float, float } %.165, ptr %.188, align 4
  store { float, float } zeroinitializer, ptr %.192, align 4
  store { float, float } %.187, ptr %.192, align 4
  store { float, float } zeroinitializer, ptr %.196, align 4
  %.199 = getelementptr inbounds { float, float }, ptr %.188, i32 0, i32 0
  %.200 = load float, ptr %.199, align 4
  %.201 = getelementptr inbounds { float, float }, ptr %.188, i32 0, i32 1
  %.202 = load float, ptr %.201, align 4
  %.203 = getelementptr inbounds { float, float }, ptr %.192, i32 0, i32 0
  %.204 = load float, ptr %.203, align 4
  %.205 = getelementptr inbounds { float, float }, ptr %.192, i32 0, i32 1
  %.206 = load float, ptr %.205, align 4
  %.207 = fadd float %.200, %.204
  %.208 = getelementptr inbounds { float, float }, ptr %.196, i32 0, i32 0
  store float %.207, ptr %.208, align 4
  %.210 = fadd float %.202, %.206
  %.211 = getelementptr inbounds { float, float }, ptr %.196, i32 0, i32 1
  store float %.210, ptr %.211, align 4
  %.213 = load { float, float }, ptr %.196, align 4
  store { float, float } zeroinitializer, ptr %.214, align 4
  store { float, float } %.213, ptr %.214, align 4
  %.218 = getelementptr inbounds { float, float }, ptr %.214, i32 0, i32 1
  %.219 = load float, ptr %.218, align 4
  %.220 = fsub float -0.000000e+00, %.219
  %.221 = getelementptr inbounds { float, float }, ptr %.214, i32 0, i32 1
  store float %.220, ptr %.221, align 4
  %.223 = load { float, float }, ptr %.214, align 4
  store { float, float } zeroinitializer, ptr %.224, align 4
  store { float, float } %inserted.imag, ptr %.224, align 4
  store { double, double } zeroinitializer, ptr %.228, align 8
  %.231 = getelementptr inbounds { float, float }, ptr %.224, i32 0, i32 0
  %.232 = load float, ptr %.231, align 4
  %.233 = fpext float %.232 to double
  %.234 = getelementptr inbounds { double, double }, ptr %.228, i32 0, i32 0
  store double %.233, ptr %.234, align 8
  %.236 = getelementptr inbounds { float, float }, ptr %.224, i32 0, i32 1
  %.237 = load float, ptr %.236, align 4
  %.238 = fpext float %.237 to double
  %.239 = getelementptr inbounds { double, double }, ptr %.228, i32 0, i32 1
  store double %.238, ptr %.239, align 8
  %.241 = load { double, double }, ptr %.228, align 8
  store { double, double } zeroinitializer, ptr %.242, align 8
  store { double, double } %.241, ptr %.242, align 8
  store { double, double } zeroinitializer, ptr %.246, align 8
  store { double, double } { double 0.000000e+00, double 1.000000e+00 }, ptr %.246, align 8
  store { double, double } zeroinitializer, ptr %.250, align 8
  %.253 = getelementptr inbounds { double, double }, ptr %.242, i32 0, i32 0
  %.254 = load double, ptr %.253, align 8
  %.255 = getelementptr inbounds { double, double }, ptr %.242, i32 0, i32 1
  %.256 = load double, ptr %.255, align 8
  %.257 = getelementptr inbounds { double, double }, ptr %.246, i32 0, i32 0
  %.258 = load double, ptr %.257, align 8
  %.259 = getelementptr inbounds { double, double }, ptr %.246, i32 0, i32 1
  %.260 = load double, ptr %.259, align 8
  %.261 = fadd double %.254, %.258
  %.262 = getelementptr inbounds { double, double }, ptr %.250, i32 0, i32 0
  store double %.261, ptr %.262, align 8
  %.264 = fadd double %.256, %.260
  %.265 = getelementptr inbounds { double, double }, ptr %.250, i32 0, i32 1
  store double %.264, ptr %.265, align 8
  %.267 = load { double, double }, ptr %.250, align 8
  store { float, float } zeroinitializer, ptr %.268, align 4
  store { float, float } %.223, ptr %.268, align 4
  store { double, double } zeroinitializer, ptr %.272, align 8
  %.275 = getelementptr inbounds { float, float }, ptr %.268, i32 0, i32 0
  %.276 = load float, ptr %.275, align 4
  %.277 = fpext float %.276 to double
  %.278 = getelementptr inbounds { double, double }, ptr %.272, i32 0, i32 0
  store double %.277, ptr %.278, align 8
  %.280 = getelementptr inbounds { float, float }, ptr %.268, i32 0, i32 1
  %.281 = load float, ptr %.280, align 4
  %.282 = fpext float %.281 to double
  %.283 = getelementptr inbounds { double, double }, ptr %.272, i32 0, i32 1
  store double %.282, ptr %.283, align 8
  %.285 = load { double, double }, ptr %.272, align 8
  store { double, double } zeroinitializer, ptr %.286, align 8
  %extracted.real.2 = extractvalue { double, double } %.285, 0
  %extracted.imag.2 = extractvalue { double, double } %.285, 1
  %extracted.real.3 = extractvalue { double, double } %.267, 0
  %extracted.imag.3 = extractvalue { double, double } %.267, 1
  %.289 = call i32 @_ZN5numba4cuda7cpython7numbers16complex_div_impl12_3clocals_3e11complex_divB3v20B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex12810complex128(ptr %.286, double %extracted.real.2, double %extracted.imag.2, double %extracted.real.3, double %extracted.imag.3)
  %.290 = icmp eq i32 %.289, 0
  %.291 = icmp eq i32 %.289, -2
  %.292 = or i1 %.290, %.291
  %.293 = xor i1 %.292, true
  %.294 = icmp eq i32 %.289, -1
  %.295 = icmp eq i32 %.289, -3
  %.296 = icmp sge i32 %.289, 1
  %.297 = load { double, double }, ptr %.286, align 8
  %.298 = extractvalue { double, double } %.297, 0
  %.299 = extractvalue { double, double } %.297, 1
  %inserted.real.3 = insertvalue { double, double } undef, double %.298, 0
  %inserted.imag.3 = insertvalue { double, double } %inserted.real.3, double %.299, 1
  br i1 %.293, label %B66.endif.endif.endif.if, label %B66.endif.endif.endif.endif, !prof !2

B66.endif.endif.endif.if:                         ; preds = %B66.endif.endif.endif
  ret void

B66.endif.endif.endif.endif:                      ; preds = %B66.endif.endif.endif
  %.302 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.303 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.304, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.302, ptr %.304, align 8
  %.308 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.304, i32 0, i32 5
  %.309 = getelementptr inbounds [1 x i64], ptr %.308, i32 0, i32 0
  %.310 = load i64, ptr %.309, align 8, !range !1
  %.311 = insertvalue [1 x i64] undef, i64 %.310, 0
  %.312 = extractvalue [1 x i64] %.311, 0
  %.313 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.304, i32 0, i32 6
  %.314 = load [1 x i64], ptr %.313, align 8
  %.315 = extractvalue [1 x i64] %.314, 0
  %.316 = icmp slt i64 %.303, 0
  %.317 = add i64 %.303, %.312
  %.318 = select i1 %.316, i64 %.317, i64 %.303
  %.319 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.304, i32 0, i32 5
  %.320 = getelementptr inbounds [1 x i64], ptr %.319, i32 0, i32 0
  %.321 = load i64, ptr %.320, align 8, !range !1
  %.322 = insertvalue [1 x i64] undef, i64 %.321, 0
  %.323 = extractvalue [1 x i64] %.322, 0
  %.324 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.304, i32 0, i32 6
  %.325 = load [1 x i64], ptr %.324, align 8
  %.326 = extractvalue [1 x i64] %.325, 0
  %.327 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.304, i32 0, i32 4
  %.328 = load ptr, ptr %.327, align 8
  %.329 = mul i64 %.326, %.318
  %.330 = ptrtoint ptr %.328 to i64
  %.331 = add i64 %.330, %.329
  %.332 = inttoptr i64 %.331 to ptr
  store { double, double } zeroinitializer, ptr %.333, align 8
  store { double, double } %inserted.imag.3, ptr %.333, align 8
  store { float, float } zeroinitializer, ptr %.337, align 4
  %.340 = getelementptr inbounds { double, double }, ptr %.333, i32 0, i32 0
  %.341 = load double, ptr %.340, align 8
  %.342 = fptrunc double %.341 to float
  %.343 = getelementptr inbounds { float, float }, ptr %.337, i32 0, i32 0
  store float %.342, ptr %.343, align 4
  %.345 = getelementptr inbounds { double, double }, ptr %.333, i32 0, i32 1
  %.346 = load double, ptr %.345, align 8
  %.347 = fptrunc double %.346 to float
  %.348 = getelementptr inbounds { float, float }, ptr %.337, i32 0, i32 1
  store float %.347, ptr %.348, align 4
  %.350 = load { float, float }, ptr %.337, align 4
  %extracted.real.4 = extractvalue { float, float } %.350, 0
  %extracted.imag.4 = extractvalue { float, float } %.350, 1
  %.351 = insertvalue { float, float } undef, float %extracted.real.4, 0
  %.352 = insertvalue { float, float } %.351, float %extracted.imag.4, 1
  store { float, float } %.352, ptr %.332, align 4
  %.354 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.356 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

define linkonce_odr i32 @_ZN5numba4cuda7cpython9cmathimpl8exp_implB3v17B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAEffbb(ptr %.ret, float %x, float %y, i8 %x_is_finite, i8 %y_is_finite) {
entry:
  %.7 = alloca i1, align 1
  store i1 false, ptr %.7, align 1
  %.9 = icmp eq i8 %x_is_finite, 0
  %.16 = alloca i1, align 1
  store i1 false, ptr %.16, align 1
  %x.1 = alloca float, align 4
  store float 0.000000e+00, ptr %x.1, align 4
  %y.1 = alloca float, align 4
  store float 0.000000e+00, ptr %y.1, align 4
  %y_is_finite.1 = alloca i1, align 1
  store i1 false, ptr %y_is_finite.1, align 1
  %"$6pred" = alloca i1, align 1
  store i1 false, ptr %"$6pred", align 1
  %"$10pred" = alloca i1, align 1
  store i1 false, ptr %"$10pred", align 1
  %.60 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.60, align 4
  %.78 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.78, align 8
  %.86 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.86, align 8
  %.90 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.90, align 4
  %"$266pred" = alloca i1, align 1
  store i1 false, ptr %"$266pred", align 1
  %"$270pred" = alloca i1, align 1
  store i1 false, ptr %"$270pred", align 1
  %.135 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.135, align 4
  %.153 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.153, align 4
  %"$346pred" = alloca i1, align 1
  store i1 false, ptr %"$346pred", align 1
  %"$350pred" = alloca i1, align 1
  store i1 false, ptr %"$350pred", align 1
  %real = alloca float, align 4
  store float 0.000000e+00, ptr %real, align 4
  %real.2 = alloca float, align 4
  store float 0.000000e+00, ptr %real.2, align 4
  %imag = alloca float, align 4
  store float 0.000000e+00, ptr %imag, align 4
  %"$442pred" = alloca i1, align 1
  store i1 false, ptr %"$442pred", align 1
  %imag.2 = alloca float, align 4
  store float 0.000000e+00, ptr %imag.2, align 4
  %"$464pred" = alloca i1, align 1
  store i1 false, ptr %"$464pred", align 1
  %.263 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.263, align 4
  %.285 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.285, align 8
  %.295 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.295, align 8
  %.299 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.299, align 4
  %"$552pred" = alloca i1, align 1
  store i1 false, ptr %"$552pred", align 1
  %.341 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.341, align 4
  %.361 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.361, align 8
  %.369 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.369, align 8
  %.373 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.373, align 4
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
  store float %x, ptr %x.1, align 4
  store float %y, ptr %y.1, align 4
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
  %.48 = load float, ptr %y.1, align 4
  %.49 = call float @__nv_cosf(float %.48)
  %.50 = load float, ptr %y.1, align 4
  %.51 = call float @__nv_sinf(float %.50)
  %.52 = load float, ptr %y.1, align 4
  store float 0.000000e+00, ptr %y.1, align 4
  %.54 = load float, ptr %x.1, align 4
  %.55 = call float @__nv_expf(float %.54)
  %.56 = load float, ptr %x.1, align 4
  store float 0.000000e+00, ptr %x.1, align 4
  %.58 = fmul float %.55, %.49
  %.59 = fmul float %.55, %.51
  store { float, float } zeroinitializer, ptr %.60, align 4
  %.63 = getelementptr inbounds { float, float }, ptr %.60, i32 0, i32 0
  store float %.58, ptr %.63, align 4
  %.65 = getelementptr inbounds { float, float }, ptr %.60, i32 0, i32 1
  store float %.59, ptr %.65, align 4
  %.67 = load { float, float }, ptr %.60, align 4
  %extracted.real = extractvalue { float, float } %.67, 0
  %extracted.imag = extractvalue { float, float } %.67, 1
  %.68 = insertvalue { float, float } undef, float %extracted.real, 0
  %.69 = insertvalue { float, float } %.68, float %extracted.imag, 1
  store { float, float } %.69, ptr %.ret, align 4
  ret i32 0

B176:                                             ; preds = %B8
  %.72 = load float, ptr %y.1, align 4
  store float 0.000000e+00, ptr %y.1, align 4
  %.74 = load float, ptr %x.1, align 4
  store float 0.000000e+00, ptr %x.1, align 4
  %.76 = load i1, ptr %"$10pred", align 1
  store i1 false, ptr %"$10pred", align 1
  store { double, double } zeroinitializer, ptr %.78, align 8
  %.81 = getelementptr inbounds { double, double }, ptr %.78, i32 0, i32 0
  store double 0x7FF8000000000000, ptr %.81, align 8
  %.83 = getelementptr inbounds { double, double }, ptr %.78, i32 0, i32 1
  store double 0x7FF8000000000000, ptr %.83, align 8
  %.85 = load { double, double }, ptr %.78, align 8
  store { double, double } zeroinitializer, ptr %.86, align 8
  store { double, double } %.85, ptr %.86, align 8
  store { float, float } zeroinitializer, ptr %.90, align 4
  %.93 = getelementptr inbounds { double, double }, ptr %.86, i32 0, i32 0
  %.94 = load double, ptr %.93, align 8
  %.95 = fptrunc double %.94 to float
  %.96 = getelementptr inbounds { float, float }, ptr %.90, i32 0, i32 0
  store float %.95, ptr %.96, align 4
  %.98 = getelementptr inbounds { double, double }, ptr %.86, i32 0, i32 1
  %.99 = load double, ptr %.98, align 8
  %.100 = fptrunc double %.99 to float
  %.101 = getelementptr inbounds { float, float }, ptr %.90, i32 0, i32 1
  store float %.100, ptr %.101, align 4
  %.103 = load { float, float }, ptr %.90, align 4
  %extracted.real.1 = extractvalue { float, float } %.103, 0
  %extracted.imag.1 = extractvalue { float, float } %.103, 1
  %.104 = insertvalue { float, float } undef, float %extracted.real.1, 0
  %.105 = insertvalue { float, float } %.104, float %extracted.imag.1, 1
  store { float, float } %.105, ptr %.ret, align 4
  ret i32 0

B228:                                             ; preds = %B0
  %.108 = load i1, ptr %"$6pred", align 1
  store i1 false, ptr %"$6pred", align 1
  %.110 = load float, ptr %x.1, align 4
  %.111 = call i32 @__nv_isnanf(float %.110)
  %.112 = icmp ne i32 %.111, 0
  %.114 = load i1, ptr %"$266pred", align 1
  store i1 %.112, ptr %"$266pred", align 1
  %.116 = load i1, ptr %"$266pred", align 1
  br i1 %.116, label %B268, label %B336

B268:                                             ; preds = %B228
  %.118 = load i1, ptr %y_is_finite.1, align 1
  store i1 false, ptr %y_is_finite.1, align 1
  %.120 = load i1, ptr %"$266pred", align 1
  store i1 false, ptr %"$266pred", align 1
  %.122 = load float, ptr %y.1, align 4
  %.123 = fcmp une float %.122, 0.000000e+00
  %.125 = load i1, ptr %"$270pred", align 1
  store i1 %.123, ptr %"$270pred", align 1
  %.127 = load i1, ptr %"$270pred", align 1
  br i1 %.127, label %B272, label %B304

B272:                                             ; preds = %B268
  %.129 = load float, ptr %y.1, align 4
  store float 0.000000e+00, ptr %y.1, align 4
  %.131 = load i1, ptr %"$270pred", align 1
  store i1 false, ptr %"$270pred", align 1
  %.133 = load float, ptr %x.1, align 4
  %.134 = load float, ptr %x.1, align 4
  store { float, float } zeroinitializer, ptr %.135, align 4
  %.138 = getelementptr inbounds { float, float }, ptr %.135, i32 0, i32 0
  store float %.133, ptr %.138, align 4
  %.140 = getelementptr inbounds { float, float }, ptr %.135, i32 0, i32 1
  store float %.134, ptr %.140, align 4
  %.142 = load { float, float }, ptr %.135, align 4
  %.143 = load float, ptr %x.1, align 4
  store float 0.000000e+00, ptr %x.1, align 4
  %extracted.real.2 = extractvalue { float, float } %.142, 0
  %extracted.imag.2 = extractvalue { float, float } %.142, 1
  %.145 = insertvalue { float, float } undef, float %extracted.real.2, 0
  %.146 = insertvalue { float, float } %.145, float %extracted.imag.2, 1
  store { float, float } %.146, ptr %.ret, align 4
  ret i32 0

B304:                                             ; preds = %B268
  %.149 = load i1, ptr %"$270pred", align 1
  store i1 false, ptr %"$270pred", align 1
  %.151 = load float, ptr %x.1, align 4
  %.152 = load float, ptr %y.1, align 4
  store { float, float } zeroinitializer, ptr %.153, align 4
  %.156 = getelementptr inbounds { float, float }, ptr %.153, i32 0, i32 0
  store float %.151, ptr %.156, align 4
  %.158 = getelementptr inbounds { float, float }, ptr %.153, i32 0, i32 1
  store float %.152, ptr %.158, align 4
  %.160 = load { float, float }, ptr %.153, align 4
  %.161 = load float, ptr %y.1, align 4
  store float 0.000000e+00, ptr %y.1, align 4
  %.163 = load float, ptr %x.1, align 4
  store float 0.000000e+00, ptr %x.1, align 4
  %extracted.real.3 = extractvalue { float, float } %.160, 0
  %extracted.imag.3 = extractvalue { float, float } %.160, 1
  %.165 = insertvalue { float, float } undef, float %extracted.real.3, 0
  %.166 = insertvalue { float, float } %.165, float %extracted.imag.3, 1
  store { float, float } %.166, ptr %.ret, align 4
  ret i32 0

B336:                                             ; preds = %B228
  %.169 = load i1, ptr %"$266pred", align 1
  store i1 false, ptr %"$266pred", align 1
  %.171 = load float, ptr %x.1, align 4
  %.172 = fpext float %.171 to double
  %.173 = fcmp ogt double %.172, 0.000000e+00
  %.175 = load i1, ptr %"$346pred", align 1
  store i1 %.173, ptr %"$346pred", align 1
  %.177 = load i1, ptr %"$346pred", align 1
  br i1 %.177, label %B348, label %B550

B348:                                             ; preds = %B336
  %.179 = load i1, ptr %"$346pred", align 1
  store i1 false, ptr %"$346pred", align 1
  %.181 = load i1, ptr %y_is_finite.1, align 1
  %.183 = load i1, ptr %"$350pred", align 1
  store i1 %.181, ptr %"$350pred", align 1
  %.185 = load i1, ptr %y_is_finite.1, align 1
  store i1 false, ptr %y_is_finite.1, align 1
  %.187 = load i1, ptr %"$350pred", align 1
  br i1 %.187, label %B352, label %B508

B352:                                             ; preds = %B348
  %.189 = load i1, ptr %"$350pred", align 1
  store i1 false, ptr %"$350pred", align 1
  %.191 = load float, ptr %y.1, align 4
  %.192 = call float @__nv_cosf(float %.191)
  %.194 = load float, ptr %real, align 4
  store float %.192, ptr %real, align 4
  %.196 = load float, ptr %real, align 4
  %.198 = load float, ptr %real.2, align 4
  store float %.196, ptr %real.2, align 4
  %.200 = load float, ptr %y.1, align 4
  %.201 = call float @__nv_sinf(float %.200)
  %.203 = load float, ptr %imag, align 4
  store float %.201, ptr %imag, align 4
  %.205 = load float, ptr %y.1, align 4
  store float 0.000000e+00, ptr %y.1, align 4
  %.207 = load float, ptr %real, align 4
  %.208 = fpext float %.207 to double
  %.209 = sitofp i64 0 to double
  %.210 = fcmp une double %.208, %.209
  %.212 = load i1, ptr %"$442pred", align 1
  store i1 %.210, ptr %"$442pred", align 1
  %.214 = load i1, ptr %"$442pred", align 1
  br i1 %.214, label %B444, label %B454

B444:                                             ; preds = %B352
  %.216 = load i1, ptr %"$442pred", align 1
  store i1 false, ptr %"$442pred", align 1
  %.218 = load float, ptr %real, align 4
  %.219 = load float, ptr %x.1, align 4
  %.220 = fmul float %.218, %.219
  %.221 = load float, ptr %real, align 4
  store float 0.000000e+00, ptr %real, align 4
  %.223 = load float, ptr %real.2, align 4
  store float %.220, ptr %real.2, align 4
  br label %B454

B454:                                             ; preds = %B444, %B352
  %.226 = load float, ptr %real, align 4
  store float 0.000000e+00, ptr %real, align 4
  %.228 = load i1, ptr %"$442pred", align 1
  store i1 false, ptr %"$442pred", align 1
  %.230 = load float, ptr %imag, align 4
  %.232 = load float, ptr %imag.2, align 4
  store float %.230, ptr %imag.2, align 4
  %.234 = load float, ptr %imag, align 4
  %.235 = fpext float %.234 to double
  %.236 = sitofp i64 0 to double
  %.237 = fcmp une double %.235, %.236
  %.239 = load i1, ptr %"$464pred", align 1
  store i1 %.237, ptr %"$464pred", align 1
  %.241 = load i1, ptr %"$464pred", align 1
  br i1 %.241, label %B466, label %B476

B466:                                             ; preds = %B454
  %.243 = load i1, ptr %"$464pred", align 1
  store i1 false, ptr %"$464pred", align 1
  %.245 = load float, ptr %imag, align 4
  %.246 = load float, ptr %x.1, align 4
  %.247 = fmul float %.245, %.246
  %.248 = load float, ptr %x.1, align 4
  store float 0.000000e+00, ptr %x.1, align 4
  %.250 = load float, ptr %imag, align 4
  store float 0.000000e+00, ptr %imag, align 4
  %.252 = load float, ptr %imag.2, align 4
  store float %.247, ptr %imag.2, align 4
  br label %B476

B476:                                             ; preds = %B466, %B454
  %.255 = load float, ptr %x.1, align 4
  store float 0.000000e+00, ptr %x.1, align 4
  %.257 = load float, ptr %imag, align 4
  store float 0.000000e+00, ptr %imag, align 4
  %.259 = load i1, ptr %"$464pred", align 1
  store i1 false, ptr %"$464pred", align 1
  %.261 = load float, ptr %real.2, align 4
  %.262 = load float, ptr %imag.2, align 4
  store { float, float } zeroinitializer, ptr %.263, align 4
  %.266 = getelementptr inbounds { float, float }, ptr %.263, i32 0, i32 0
  store float %.261, ptr %.266, align 4
  %.268 = getelementptr inbounds { float, float }, ptr %.263, i32 0, i32 1
  store float %.262, ptr %.268, align 4
  %.270 = load { float, float }, ptr %.263, align 4
  %.271 = load float, ptr %real.2, align 4
  store float 0.000000e+00, ptr %real.2, align 4
  %.273 = load float, ptr %imag.2, align 4
  store float 0.000000e+00, ptr %imag.2, align 4
  %extracted.real.4 = extractvalue { float, float } %.270, 0
  %extracted.imag.4 = extractvalue { float, float } %.270, 1
  %.275 = insertvalue { float, float } undef, float %extracted.real.4, 0
  %.276 = insertvalue { float, float } %.275, float %extracted.imag.4, 1
  store { float, float } %.276, ptr %.ret, align 4
  ret i32 0

B508:                                             ; preds = %B348
  %.279 = load float, ptr %y.1, align 4
  store float 0.000000e+00, ptr %y.1, align 4
  %.281 = load i1, ptr %"$350pred", align 1
  store i1 false, ptr %"$350pred", align 1
  %.283 = load float, ptr %x.1, align 4
  %.284 = fpext float %.283 to double
  store { double, double } zeroinitializer, ptr %.285, align 8
  %.288 = getelementptr inbounds { double, double }, ptr %.285, i32 0, i32 0
  store double %.284, ptr %.288, align 8
  %.290 = getelementptr inbounds { double, double }, ptr %.285, i32 0, i32 1
  store double 0x7FF8000000000000, ptr %.290, align 8
  %.292 = load { double, double }, ptr %.285, align 8
  %.293 = load float, ptr %x.1, align 4
  store float 0.000000e+00, ptr %x.1, align 4
  store { double, double } zeroinitializer, ptr %.295, align 8
  store { double, double } %.292, ptr %.295, align 8
  store { float, float } zeroinitializer, ptr %.299, align 4
  %.302 = getelementptr inbounds { double, double }, ptr %.295, i32 0, i32 0
  %.303 = load double, ptr %.302, align 8
  %.304 = fptrunc double %.303 to float
  %.305 = getelementptr inbounds { float, float }, ptr %.299, i32 0, i32 0
  store float %.304, ptr %.305, align 4
  %.307 = getelementptr inbounds { double, double }, ptr %.295, i32 0, i32 1
  %.308 = load double, ptr %.307, align 8
  %.309 = fptrunc double %.308 to float
  %.310 = getelementptr inbounds { float, float }, ptr %.299, i32 0, i32 1
  store float %.309, ptr %.310, align 4
  %.312 = load { float, float }, ptr %.299, align 4
  %extracted.real.5 = extractvalue { float, float } %.312, 0
  %extracted.imag.5 = extractvalue { float, float } %.312, 1
  %.313 = insertvalue { float, float } undef, float %extracted.real.5, 0
  %.314 = insertvalue { float, float } %.313, float %extracted.imag.5, 1
  store { float, float } %.314, ptr %.ret, align 4
  ret i32 0

B550:                                             ; preds = %B336
  %.317 = load i1, ptr %"$346pred", align 1
  store i1 false, ptr %"$346pred", align 1
  %.319 = load i1, ptr %y_is_finite.1, align 1
  %.321 = load i1, ptr %"$552pred", align 1
  store i1 %.319, ptr %"$552pred", align 1
  %.323 = load i1, ptr %y_is_finite.1, align 1
  store i1 false, ptr %y_is_finite.1, align 1
  %.325 = load i1, ptr %"$552pred", align 1
  br i1 %.325, label %B554, label %B718

B554:                                             ; preds = %B550
  %.327 = load i1, ptr %"$552pred", align 1
  store i1 false, ptr %"$552pred", align 1
  %.329 = load float, ptr %x.1, align 4
  %.330 = call float @__nv_expf(float %.329)
  %.331 = load float, ptr %x.1, align 4
  store float 0.000000e+00, ptr %x.1, align 4
  %.333 = load float, ptr %y.1, align 4
  %.334 = call float @__nv_cosf(float %.333)
  %.335 = load float, ptr %y.1, align 4
  %.336 = call float @__nv_sinf(float %.335)
  %.337 = load float, ptr %y.1, align 4
  store float 0.000000e+00, ptr %y.1, align 4
  %.339 = fmul float %.330, %.334
  %.340 = fmul float %.330, %.336
  store { float, float } zeroinitializer, ptr %.341, align 4
  %.344 = getelementptr inbounds { float, float }, ptr %.341, i32 0, i32 0
  store float %.339, ptr %.344, align 4
  %.346 = getelementptr inbounds { float, float }, ptr %.341, i32 0, i32 1
  store float %.340, ptr %.346, align 4
  %.348 = load { float, float }, ptr %.341, align 4
  %extracted.real.6 = extractvalue { float, float } %.348, 0
  %extracted.imag.6 = extractvalue { float, float } %.348, 1
  %.349 = insertvalue { float, float } undef, float %extracted.real.6, 0
  %.350 = insertvalue { float, float } %.349, float %extracted.imag.6, 1
  store { float, float } %.350, ptr %.ret, align 4
  ret i32 0

B718:                                             ; preds = %B550
  %.353 = load float, ptr %y.1, align 4
  store float 0.000000e+00, ptr %y.1, align 4
  %.355 = load float, ptr %x.1, align 4
  store float 0.000000e+00, ptr %x.1, align 4
  %.357 = load i1, ptr %"$552pred", align 1
  store i1 false, ptr %"$552pred", align 1
  %.359 = sitofp i64 0 to double
  %.360 = sitofp i64 0 to double
  store { double, double } zeroinitializer, ptr %.361, align 8
  %.364 = getelementptr inbounds { double, double }, ptr %.361, i32 0, i32 0
  store double %.359, ptr %.364, align 8
  %.366 = getelementptr inbounds { double, double }, ptr %.361, i32 0, i32 1
  store double %.360, ptr %.366, align 8
  %.368 = load { double, double }, ptr %.361, align 8
  store { double, double } zeroinitializer, ptr %.369, align 8
  store { double, double } %.368, ptr %.369, align 8
  store { float, float } zeroinitializer, ptr %.373, align 4
  %.376 = getelementptr inbounds { double, double }, ptr %.369, i32 0, i32 0
  %.377 = load double, ptr %.376, align 8
  %.378 = fptrunc double %.377 to float
  %.379 = getelementptr inbounds { float, float }, ptr %.373, i32 0, i32 0
  store float %.378, ptr %.379, align 4
  %.381 = getelementptr inbounds { double, double }, ptr %.369, i32 0, i32 1
  %.382 = load double, ptr %.381, align 8
  %.383 = fptrunc double %.382 to float
  %.384 = getelementptr inbounds { float, float }, ptr %.373, i32 0, i32 1
  store float %.383, ptr %.384, align 4
  %.386 = load { float, float }, ptr %.373, align 4
  %extracted.real.7 = extractvalue { float, float } %.386, 0
  %extracted.imag.7 = extractvalue { float, float } %.386, 1
  %.387 = insertvalue { float, float } undef, float %extracted.real.7, 0
  %.388 = insertvalue { float, float } %.387, float %extracted.imag.7, 1
  store { float, float } %.388, ptr %.ret, align 4
  ret i32 0
}

declare float @__nv_cosf(float)

declare float @__nv_sinf(float)

declare float @__nv_expf(float)

declare i32 @__nv_isnanf(float)

define linkonce_odr i32 @_ZN5numba4cuda7cpython7numbers16complex_div_impl12_3clocals_3e11complex_divB3v20B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex12810complex128(ptr %.ret, double %a.0, double %a.1, double %b.0, double %b.1) {
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

define linkonce_odr i32 @_ZN5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB3v19B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE9complex64(ptr %.ret, float %z.0, float %z.1) {
entry:
  %inserted.real = insertvalue { float, float } undef, float %z.0, 0
  %inserted.imag = insertvalue { float, float } %inserted.real, float %z.1, 1
  %.5 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.5, align 4
  %.11 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.11, align 4
  br label %B0

B0:                                               ; preds = %entry
  store { float, float } zeroinitializer, ptr %.5, align 4
  store { float, float } %inserted.imag, ptr %.5, align 4
  %.9 = getelementptr inbounds { float, float }, ptr %.5, i32 0, i32 0
  %.10 = load float, ptr %.9, align 4
  store { float, float } zeroinitializer, ptr %.11, align 4
  store { float, float } %inserted.imag, ptr %.11, align 4
  %.15 = getelementptr inbounds { float, float }, ptr %.11, i32 0, i32 1
  %.16 = load float, ptr %.15, align 4
  %.17 = call float @__nv_hypotf(float %.10, float %.16)
  store float %.17, ptr %.ret, align 4
  ret i32 0
}

declare float @__nv_hypotf(float, float)

define linkonce_odr i32 @_ZN5numba4cuda7cpython9cmathimpl9sqrt_impl12_3clocals_3e9sqrt_implB3v18B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE9complex64(ptr %.ret, float %z.0, float %z.1) {
entry:
  %inserted.real = insertvalue { float, float } undef, float %z.0, 0
  %inserted.imag = insertvalue { float, float } %inserted.real, float %z.1, 1
  %.5 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.5, align 4
  %a = alloca float, align 4
  store float 0.000000e+00, ptr %a, align 4
  %.14 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.14, align 4
  %b = alloca float, align 4
  store float 0.000000e+00, ptr %b, align 4
  %"$44pred" = alloca i1, align 1
  store i1 false, ptr %"$44pred", align 1
  %"$56pred" = alloca i1, align 1
  store i1 false, ptr %"$56pred", align 1
  %.48 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.48, align 4
  %"$154pred" = alloca i1, align 1
  store i1 false, ptr %"$154pred", align 1
  %.81 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.81, align 4
  %"$252pred" = alloca i1, align 1
  store i1 false, ptr %"$252pred", align 1
  %.111 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.111, align 4
  %"$324pred" = alloca i1, align 1
  store i1 false, ptr %"$324pred", align 1
  %"$336pred" = alloca i1, align 1
  store i1 false, ptr %"$336pred", align 1
  %.158 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.158, align 4
  %.180 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.180, align 4
  %"$552pred" = alloca i1, align 1
  store i1 false, ptr %"$552pred", align 1
  %"$590pred" = alloca i1, align 1
  store i1 false, ptr %"$590pred", align 1
  %a.2 = alloca double, align 8
  store double 0.000000e+00, ptr %a.2, align 8
  %b.2 = alloca double, align 8
  store double 0.000000e+00, ptr %b.2, align 8
  %scale.2 = alloca i1, align 1
  store i1 false, ptr %scale.2, align 1
  %"$632pred" = alloca i1, align 1
  store i1 false, ptr %"$632pred", align 1
  %real.2 = alloca double, align 8
  store double 0.000000e+00, ptr %real.2, align 8
  %imag.2 = alloca double, align 8
  store double 0.000000e+00, ptr %imag.2, align 8
  %"$924pred" = alloca i1, align 1
  store i1 false, ptr %"$924pred", align 1
  %.335 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.335, align 8
  %.345 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.345, align 8
  %.349 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.349, align 4
  %.371 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.371, align 8
  %.383 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.383, align 8
  %.387 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.387, align 4
  br label %B0

B0:                                               ; preds = %entry
  store { float, float } zeroinitializer, ptr %.5, align 4
  store { float, float } %inserted.imag, ptr %.5, align 4
  %.9 = getelementptr inbounds { float, float }, ptr %.5, i32 0, i32 0
  %.10 = load float, ptr %.9, align 4
  %.12 = load float, ptr %a, align 4
  store float %.10, ptr %a, align 4
  store { float, float } zeroinitializer, ptr %.14, align 4
  store { float, float } %inserted.imag, ptr %.14, align 4
  %.18 = getelementptr inbounds { float, float }, ptr %.14, i32 0, i32 1
  %.19 = load float, ptr %.18, align 4
  %.21 = load float, ptr %b, align 4
  store float %.19, ptr %b, align 4
  %.23 = load float, ptr %a, align 4
  %.24 = fpext float %.23 to double
  %.25 = fcmp oeq double %.24, 0.000000e+00
  %.27 = load i1, ptr %"$44pred", align 1
  store i1 %.25, ptr %"$44pred", align 1
  %.29 = load i1, ptr %"$44pred", align 1
  br i1 %.29, label %B46, label %B116

B46:                                              ; preds = %B0
  %.31 = load i1, ptr %"$44pred", align 1
  store i1 false, ptr %"$44pred", align 1
  %.33 = load float, ptr %b, align 4
  %.34 = fpext float %.33 to double
  %.35 = fcmp oeq double %.34, 0.000000e+00
  %.37 = load i1, ptr %"$56pred", align 1
  store i1 %.35, ptr %"$56pred", align 1
  %.39 = load i1, ptr %"$56pred", align 1
  br i1 %.39, label %B58, label %B116

B58:                                              ; preds = %B46
  %.41 = load float, ptr %a, align 4
  store float 0.000000e+00, ptr %a, align 4
  %.43 = load i1, ptr %"$56pred", align 1
  store i1 false, ptr %"$56pred", align 1
  %.45 = load float, ptr %b, align 4
  %.46 = call float @__nv_fabsf(float %.45)
  %.47 = load float, ptr %b, align 4
  store { float, float } zeroinitializer, ptr %.48, align 4
  %.51 = getelementptr inbounds { float, float }, ptr %.48, i32 0, i32 0
  store float %.46, ptr %.51, align 4
  %.53 = getelementptr inbounds { float, float }, ptr %.48, i32 0, i32 1
  store float %.47, ptr %.53, align 4
  %.55 = load { float, float }, ptr %.48, align 4
  %.56 = load float, ptr %b, align 4
  store float 0.000000e+00, ptr %b, align 4
  %extracted.real = extractvalue { float, float } %.55, 0
  %extracted.imag = extractvalue { float, float } %.55, 1
  %.58 = insertvalue { float, float } undef, float %extracted.real, 0
  %.59 = insertvalue { float, float } %.58, float %extracted.imag, 1
  store { float, float } %.59, ptr %.ret, align 4
  ret i32 0

B116:                                             ; preds = %B46, %B0
  %.62 = load i1, ptr %"$56pred", align 1
  store i1 false, ptr %"$56pred", align 1
  %.64 = load i1, ptr %"$44pred", align 1
  store i1 false, ptr %"$44pred", align 1
  %.66 = load float, ptr %b, align 4
  %.67 = call i32 @__nv_isinff(float %.66)
  %.68 = icmp ne i32 %.67, 0
  %.70 = load i1, ptr %"$154pred", align 1
  store i1 %.68, ptr %"$154pred", align 1
  %.72 = load i1, ptr %"$154pred", align 1
  br i1 %.72, label %B156, label %B214

B156:                                             ; preds = %B116
  %.74 = load float, ptr %a, align 4
  store float 0.000000e+00, ptr %a, align 4
  %.76 = load i1, ptr %"$154pred", align 1
  store i1 false, ptr %"$154pred", align 1
  %.78 = load float, ptr %b, align 4
  %.79 = call float @__nv_fabsf(float %.78)
  %.80 = load float, ptr %b, align 4
  store { float, float } zeroinitializer, ptr %.81, align 4
  %.84 = getelementptr inbounds { float, float }, ptr %.81, i32 0, i32 0
  store float %.79, ptr %.84, align 4
  %.86 = getelementptr inbounds { float, float }, ptr %.81, i32 0, i32 1
  store float %.80, ptr %.86, align 4
  %.88 = load { float, float }, ptr %.81, align 4
  %.89 = load float, ptr %b, align 4
  store float 0.000000e+00, ptr %b, align 4
  %extracted.real.1 = extractvalue { float, float } %.88, 0
  %extracted.imag.1 = extractvalue { float, float } %.88, 1
  %.91 = insertvalue { float, float } undef, float %extracted.real.1, 0
  %.92 = insertvalue { float, float } %.91, float %extracted.imag.1, 1
  store { float, float } %.92, ptr %.ret, align 4
  ret i32 0

B214:                                             ; preds = %B116
  %.95 = load i1, ptr %"$154pred", align 1
  store i1 false, ptr %"$154pred", align 1
  %.97 = load float, ptr %a, align 4
  %.98 = call i32 @__nv_isnanf(float %.97)
  %.99 = icmp ne i32 %.98, 0
  %.101 = load i1, ptr %"$252pred", align 1
  store i1 %.99, ptr %"$252pred", align 1
  %.103 = load i1, ptr %"$252pred", align 1
  br i1 %.103, label %B254, label %B286

B254:                                             ; preds = %B214
  %.105 = load float, ptr %b, align 4
  store float 0.000000e+00, ptr %b, align 4
  %.107 = load i1, ptr %"$252pred", align 1
  store i1 false, ptr %"$252pred", align 1
  %.109 = load float, ptr %a, align 4
  %.110 = load float, ptr %a, align 4
  store { float, float } zeroinitializer, ptr %.111, align 4
  %.114 = getelementptr inbounds { float, float }, ptr %.111, i32 0, i32 0
  store float %.109, ptr %.114, align 4
  %.116 = getelementptr inbounds { float, float }, ptr %.111, i32 0, i32 1
  store float %.110, ptr %.116, align 4
  %.118 = load { float, float }, ptr %.111, align 4
  %.119 = load float, ptr %a, align 4
  store float 0.000000e+00, ptr %a, align 4
  %extracted.real.2 = extractvalue { float, float } %.118, 0
  %extracted.imag.2 = extractvalue { float, float } %.118, 1
  %.121 = insertvalue { float, float } undef, float %extracted.real.2, 0
  %.122 = insertvalue { float, float } %.121, float %extracted.imag.2, 1
  store { float, float } %.122, ptr %.ret, align 4
  ret i32 0

B286:                                             ; preds = %B214
  %.125 = load i1, ptr %"$252pred", align 1
  store i1 false, ptr %"$252pred", align 1
  %.127 = load float, ptr %a, align 4
  %.128 = call i32 @__nv_isinff(float %.127)
  %.129 = icmp ne i32 %.128, 0
  %.131 = load i1, ptr %"$324pred", align 1
  store i1 %.129, ptr %"$324pred", align 1
  %.133 = load i1, ptr %"$324pred", align 1
  br i1 %.133, label %B326, label %B516

B326:                                             ; preds = %B286
  %.135 = load i1, ptr %"$324pred", align 1
  store i1 false, ptr %"$324pred", align 1
  %.137 = load float, ptr %a, align 4
  %.138 = fpext float %.137 to double
  %.139 = fcmp olt double %.138, 0.000000e+00
  %.141 = load i1, ptr %"$336pred", align 1
  store i1 %.139, ptr %"$336pred", align 1
  %.143 = load i1, ptr %"$336pred", align 1
  br i1 %.143, label %B338, label %B440

B338:                                             ; preds = %B326
  %.145 = load i1, ptr %"$336pred", align 1
  store i1 false, ptr %"$336pred", align 1
  %.147 = load float, ptr %b, align 4
  %.148 = load float, ptr %b, align 4
  %.149 = fsub float %.147, %.148
  %.150 = call float @__nv_fabsf(float %.149)
  %.151 = load float, ptr %a, align 4
  %.152 = load float, ptr %b, align 4
  %.153 = call float @__nv_copysignf(float %.151, float %.152)
  %.154 = load float, ptr %b, align 4
  store float 0.000000e+00, ptr %b, align 4
  %.156 = load float, ptr %a, align 4
  store float 0.000000e+00, ptr %a, align 4
  store { float, float } zeroinitializer, ptr %.158, align 4
  %.161 = getelementptr inbounds { float, float }, ptr %.158, i32 0, i32 0
  store float %.150, ptr %.161, align 4
  %.163 = getelementptr inbounds { float, float }, ptr %.158, i32 0, i32 1
  store float %.153, ptr %.163, align 4
  %.165 = load { float, float }, ptr %.158, align 4
  %extracted.real.3 = extractvalue { float, float } %.165, 0
  %extracted.imag.3 = extractvalue { float, float } %.165, 1
  %.166 = insertvalue { float, float } undef, float %extracted.real.3, 0
  %.167 = insertvalue { float, float } %.166, float %extracted.imag.3, 1
  store { float, float } %.167, ptr %.ret, align 4
  ret i32 0

B440:                                             ; preds = %B326
  %.170 = load i1, ptr %"$336pred", align 1
  store i1 false, ptr %"$336pred", align 1
  %.172 = load float, ptr %b, align 4
  %.173 = load float, ptr %b, align 4
  %.174 = fsub float %.172, %.173
  %.175 = load float, ptr %b, align 4
  %.176 = call float @__nv_copysignf(float %.174, float %.175)
  %.177 = load float, ptr %b, align 4
  store float 0.000000e+00, ptr %b, align 4
  %.179 = load float, ptr %a, align 4
  store { float, float } zeroinitializer, ptr %.180, align 4
  %.183 = getelementptr inbounds { float, float }, ptr %.180, i32 0, i32 0
  store float %.179, ptr %.183, align 4
  %.185 = getelementptr inbounds { float, float }, ptr %.180, i32 0, i32 1
  store float %.176, ptr %.185, align 4
  %.187 = load { float, float }, ptr %.180, align 4
  %.188 = load float, ptr %a, align 4
  store float 0.000000e+00, ptr %a, align 4
  %extracted.real.4 = extractvalue { float, float } %.187, 0
  %extracted.imag.4 = extractvalue { float, float } %.187, 1
  %.190 = insertvalue { float, float } undef, float %extracted.real.4, 0
  %.191 = insertvalue { float, float } %.190, float %extracted.imag.4, 1
  store { float, float } %.191, ptr %.ret, align 4
  ret i32 0

B516:                                             ; preds = %B286
  %.194 = load i1, ptr %"$324pred", align 1
  store i1 false, ptr %"$324pred", align 1
  %.196 = load float, ptr %a, align 4
  %.197 = call float @__nv_fabsf(float %.196)
  %.198 = fcmp oge float %.197, 0x47DA827960000000
  %.200 = load i1, ptr %"$552pred", align 1
  store i1 %.198, ptr %"$552pred", align 1
  %.202 = load i1, ptr %"$552pred", align 1
  br i1 %.202, label %B592, label %B554

B554:                                             ; preds = %B516
  %.204 = load i1, ptr %"$552pred", align 1
  store i1 false, ptr %"$552pred", align 1
  %.206 = load float, ptr %b, align 4
  %.207 = call float @__nv_fabsf(float %.206)
  %.208 = fcmp oge float %.207, 0x47DA827960000000
  %.210 = load i1, ptr %"$590pred", align 1
  store i1 %.208, ptr %"$590pred", align 1
  %.212 = load i1, ptr %"$590pred", align 1
  br i1 %.212, label %B592, label %B618

B592:                                             ; preds = %B554, %B516
  %.214 = load i1, ptr %"$590pred", align 1
  store i1 false, ptr %"$590pred", align 1
  %.216 = load i1, ptr %"$552pred", align 1
  store i1 false, ptr %"$552pred", align 1
  %.218 = load float, ptr %a, align 4
  %.219 = fpext float %.218 to double
  %.220 = fmul double %.219, 2.500000e-01
  %.221 = load float, ptr %a, align 4
  store float 0.000000e+00, ptr %a, align 4
  %.224 = load double, ptr %a.2, align 8
  store double %.220, ptr %a.2, align 8
  %.226 = load float, ptr %b, align 4
  %.227 = fpext float %.226 to double
  %.228 = fmul double %.227, 2.500000e-01
  %.229 = load float, ptr %b, align 4
  store float 0.000000e+00, ptr %b, align 4
  %.232 = load double, ptr %b.2, align 8
  store double %.228, ptr %b.2, align 8
  %.235 = load i1, ptr %scale.2, align 1
  store i1 true, ptr %scale.2, align 1
  br label %B622

B618:                                             ; preds = %B554
  %.238 = load i1, ptr %"$590pred", align 1
  store i1 false, ptr %"$590pred", align 1
  %.240 = load float, ptr %a, align 4
  %.241 = fpext float %.240 to double
  %.242 = load double, ptr %a.2, align 8
  store double %.241, ptr %a.2, align 8
  %.244 = load float, ptr %a, align 4
  store float 0.000000e+00, ptr %a, align 4
  %.246 = load float, ptr %b, align 4
  %.247 = fpext float %.246 to double
  %.248 = load double, ptr %b.2, align 8
  store double %.247, ptr %b.2, align 8
  %.250 = load float, ptr %b, align 4
  store float 0.000000e+00, ptr %b, align 4
  %.252 = load i1, ptr %scale.2, align 1
  store i1 false, ptr %scale.2, align 1
  br label %B622

B622:                                             ; preds = %B618, %B592
  %.255 = load double, ptr %a.2, align 8
  %.256 = sitofp i64 0 to double
  %.257 = fcmp oge double %.255, %.256
  %.259 = load i1, ptr %"$632pred", align 1
  store i1 %.257, ptr %"$632pred", align 1
  %.261 = load i1, ptr %"$632pred", align 1
  br i1 %.261, label %B634, label %B746

B634:                                             ; preds = %B622
  %.263 = load i1, ptr %"$632pred", align 1
  store i1 false, ptr %"$632pred", align 1
  %.265 = load double, ptr %a.2, align 8
  %.266 = load double, ptr %b.2, align 8
  %.267 = call double @__nv_hypot(double %.265, double %.266)
  %.268 = load double, ptr %a.2, align 8
  %.269 = fadd double %.268, %.267
  %.270 = load double, ptr %a.2, align 8
  store double 0.000000e+00, ptr %a.2, align 8
  %.272 = fmul double %.269, 5.000000e-01
  %.273 = call double @__nv_sqrt(double %.272)
  %.275 = load double, ptr %real.2, align 8
  store double %.273, ptr %real.2, align 8
  %.277 = sitofp i64 2 to double
  %.278 = fmul double %.277, %.273
  %.279 = load double, ptr %b.2, align 8
  %.280 = fcmp oeq double %.278, 0.000000e+00
  br i1 %.280, label %B634.if, label %B634.endif, !prof !2

B746:                                             ; preds = %B622
  %.290 = load i1, ptr %"$632pred", align 1
  store i1 false, ptr %"$632pred", align 1
  %.292 = load double, ptr %a.2, align 8
  %.293 = fsub double -0.000000e+00, %.292
  %.294 = load double, ptr %a.2, align 8
  %.295 = load double, ptr %b.2, align 8
  %.296 = call double @__nv_hypot(double %.294, double %.295)
  %.297 = load double, ptr %a.2, align 8
  store double 0.000000e+00, ptr %a.2, align 8
  %.299 = fadd double %.293, %.296
  %.300 = fmul double %.299, 5.000000e-01
  %.301 = call double @__nv_sqrt(double %.300)
  %.302 = load double, ptr %b.2, align 8
  %.303 = call double @__nv_fabs(double %.302)
  %.304 = sitofp i64 2 to double
  %.305 = fmul double %.304, %.301
  %.306 = fcmp oeq double %.305, 0.000000e+00
  br i1 %.306, label %B746.if, label %B746.endif, !prof !2

B922:                                             ; preds = %B746.endif, %B634.endif
  %.319 = load i1, ptr %scale.2, align 1
  %.321 = load i1, ptr %"$924pred", align 1
  store i1 %.319, ptr %"$924pred", align 1
  %.323 = load i1, ptr %scale.2, align 1
  store i1 false, ptr %scale.2, align 1
  %.325 = load i1, ptr %"$924pred", align 1
  br i1 %.325, label %B926, label %B964

B926:                                             ; preds = %B922
  %.327 = load i1, ptr %"$924pred", align 1
  store i1 false, ptr %"$924pred", align 1
  %.329 = load double, ptr %real.2, align 8
  %.330 = sitofp i64 2 to double
  %.331 = fmul double %.329, %.330
  %.332 = load double, ptr %real.2, align 8
  store double 0.000000e+00, ptr %real.2, align 8
  %.334 = load double, ptr %imag.2, align 8
  store { double, double } zeroinitializer, ptr %.335, align 8
  %.338 = getelementptr inbounds { double, double }, ptr %.335, i32 0, i32 0
  store double %.331, ptr %.338, align 8
  %.340 = getelementptr inbounds { double, double }, ptr %.335, i32 0, i32 1
  store double %.334, ptr %.340, align 8
  %.342 = load { double, double }, ptr %.335, align 8
  %.343 = load double, ptr %imag.2, align 8
  store double 0.000000e+00, ptr %imag.2, align 8
  store { double, double } zeroinitializer, ptr %.345, align 8
  store { double, double } %.342, ptr %.345, align 8
  store { float, float } zeroinitializer, ptr %.349, align 4
  %.352 = getelementptr inbounds { double, double }, ptr %.345, i32 0, i32 0
  %.353 = load double, ptr %.352, align 8
  %.354 = fptrunc double %.353 to float
  %.355 = getelementptr inbounds { float, float }, ptr %.349, i32 0, i32 0
  store float %.354, ptr %.355, align 4
  %.357 = getelementptr inbounds { double, double }, ptr %.345, i32 0, i32 1
  %.358 = load double, ptr %.357, align 8
  %.359 = fptrunc double %.358 to float
  %.360 = getelementptr inbounds { float, float }, ptr %.349, i32 0, i32 1
  store float %.359, ptr %.360, align 4
  %.362 = load { float, float }, ptr %.349, align 4
  %extracted.real.5 = extractvalue { float, float } %.362, 0
  %extracted.imag.5 = extractvalue { float, float } %.362, 1
  %.363 = insertvalue { float, float } undef, float %extracted.real.5, 0
  %.364 = insertvalue { float, float } %.363, float %extracted.imag.5, 1
  store { float, float } %.364, ptr %.ret, align 4
  ret i32 0

B964:                                             ; preds = %B922
  %.367 = load i1, ptr %"$924pred", align 1
  store i1 false, ptr %"$924pred", align 1
  %.369 = load double, ptr %real.2, align 8
  %.370 = load double, ptr %imag.2, align 8
  store { double, double } zeroinitializer, ptr %.371, align 8
  %.374 = getelementptr inbounds { double, double }, ptr %.371, i32 0, i32 0
  store double %.369, ptr %.374, align 8
  %.376 = getelementptr inbounds { double, double }, ptr %.371, i32 0, i32 1
  store double %.370, ptr %.376, align 8
  %.378 = load { double, double }, ptr %.371, align 8
  %.379 = load double, ptr %real.2, align 8
  store double 0.000000e+00, ptr %real.2, align 8
  %.381 = load double, ptr %imag.2, align 8
  store double 0.000000e+00, ptr %imag.2, align 8
  store { double, double } zeroinitializer, ptr %.383, align 8
  store { double, double } %.378, ptr %.383, align 8
  store { float, float } zeroinitializer, ptr %.387, align 4
  %.390 = getelementptr inbounds { double, double }, ptr %.383, i32 0, i32 0
  %.391 = load double, ptr %.390, align 8
  %.392 = fptrunc double %.391 to float
  %.393 = getelementptr inbounds { float, float }, ptr %.387, i32 0, i32 0
  store float %.392, ptr %.393, align 4
  %.395 = getelementptr inbounds { double, double }, ptr %.383, i32 0, i32 1
  %.396 = load double, ptr %.395, align 8
  %.397 = fptrunc double %.396 to float
  %.398 = getelementptr inbounds { float, float }, ptr %.387, i32 0, i32 1
  store float %.397, ptr %.398, align 4
  %.400 = load { float, float }, ptr %.387, align 4
  %extracted.real.6 = extractvalue { float, float } %.400, 0
  %extracted.imag.6 = extractvalue { float, float } %.400, 1
  %.401 = insertvalue { float, float } undef, float %extracted.real.6, 0
  %.402 = insertvalue { float, float } %.401, float %extracted.imag.6, 1
  store { float, float } %.402, ptr %.ret, align 4
  ret i32 0

B634.if:                                          ; preds = %B634
  br label %B634.endif

B634.endif:                                       ; preds = %B634.if, %B634
  %.283 = fdiv double %.279, %.278
  %.284 = load double, ptr %b.2, align 8
  store double 0.000000e+00, ptr %b.2, align 8
  %.287 = load double, ptr %imag.2, align 8
  store double %.283, ptr %imag.2, align 8
  br label %B922

B746.if:                                          ; preds = %B746
  br label %B746.endif

B746.endif:                                       ; preds = %B746.if, %B746
  %.309 = fdiv double %.303, %.305
  %.310 = load double, ptr %real.2, align 8
  store double %.309, ptr %real.2, align 8
  %.312 = load double, ptr %b.2, align 8
  %.313 = call double @__nv_copysign(double %.301, double %.312)
  %.314 = load double, ptr %b.2, align 8
  store double 0.000000e+00, ptr %b.2, align 8
  %.316 = load double, ptr %imag.2, align 8
  store double %.313, ptr %imag.2, align 8
  br label %B922
}

declare float @__nv_fabsf(float)

declare i32 @__nv_isinff(float)

declare float @__nv_copysignf(float, float)

declare double @__nv_hypot(double, double)

declare double @__nv_sqrt(double)

declare double @__nv_copysign(double, double)

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{i64 0, i64 9223372036854775807}
!2 = !{!"branch_weights", i32 1, i32 99}
