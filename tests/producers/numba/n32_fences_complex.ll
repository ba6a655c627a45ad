; numba-cuda kernel n32_fences_complex(Array(complex64, 1, 'A', False, aligned=True), Array(uint64, 1, 'A', False, aligned=True), Array(complex64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__14fences_complexB3v52B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayIyLi1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__14fences_complexB3v52B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayIyLi1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv5numba4cuda7cpython7numbers16complex_div_impl12_3clocals_3e11complex_divB3v53B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE9complex649complex64 = common global ptr null
@_ZN08NumbaEnv5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB3v54B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE9complex64 = common global ptr null

define ptx_kernel void @_ZN8__main__14fences_complexB3v52B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayIyLi1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE(ptr %z.0, ptr %z.1, i64 %z.2, i64 %z.3, ptr %z.4, i64 %z.5.0, i64 %z.6.0, ptr %flag.0, ptr %flag.1, i64 %flag.2, i64 %flag.3, ptr %flag.4, i64 %flag.5.0, i64 %flag.6.0, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.6.0) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %z.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %z.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %z.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %z.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %z.4, 4
  %.24 = insertvalue [1 x i64] undef, i64 %z.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.24, 5
  %.25 = insertvalue [1 x i64] undef, i64 %z.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.25, 6
  %inserted.meminfo.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %flag.0, 0
  %inserted.parent.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.1, ptr %flag.1, 1
  %inserted.nitems.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %flag.2, 2
  %inserted.itemsize.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %flag.3, 3
  %inserted.data.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.1, ptr %flag.4, 4
  %.26 = insertvalue [1 x i64] undef, i64 %flag.5.0, 0
  %inserted.shape.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.26, 5
  %.27 = insertvalue [1 x i64] undef, i64 %flag.6.0, 0
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
  %z = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %z, align 8
  %flag = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %flag, align 8
  %out = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %i = alloca i64, align 8
  store i64 0, ptr %i, align 8
  %.49 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.49, align 8
  %"$64pred" = alloca i1, align 1
  store i1 false, ptr %"$64pred", align 1
  %.66 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.66, align 8
  %.101 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.101, align 4
  %.111 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.111, align 4
  %.115 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.115, align 4
  %.119 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.119, align 4
  %.141 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.141, align 8
  %.145 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.145, align 4
  %.159 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.159, align 4
  %.163 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.163, align 4
  %.167 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.167, align 4
  %.185 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.185, align 4
  %.201 = alloca float, align 4
  store float 0.000000e+00, ptr %.201, align 4
  %.215 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.215, align 4
  %.223 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.223, align 4
  %.227 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.227, align 4
  %.231 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.231, align 4
  %.251 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.251, align 8
  %"$294pred" = alloca i1, align 1
  store i1 false, ptr %"$294pred", align 1
  %.300 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.300, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %z, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %flag, align 8
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
  %.48 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %z, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.49, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.48, ptr %.49, align 8
  %.53 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.49, i32 0, i32 2
  %.54 = load i64, ptr %.53, align 8
  %.55 = load i64, ptr %i, align 8
  %.56 = icmp slt i64 %.55, %.54
  %.58 = load i1, ptr %"$64pred", align 1
  store i1 %.56, ptr %"$64pred", align 1
  %.60 = load i1, ptr %"$64pred", align 1
  br i1 %.60, label %B66, label %B374

B66:                                              ; preds = %B0
  %.62 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
  %.64 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %z, align 8
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
  %.95 = getelementptr inbounds { float, float }, ptr %.94, i32 0, i32 0
  %.96 = load float, ptr %.95, align 4
  %.97 = getelementptr inbounds { float, float }, ptr %.94, i32 0, i32 1
  %.98 = load float, ptr %.97, align 4
  %inserted.real = insertvalue { float, float } undef, float %.96, 0
  %inserted.imag = insertvalue { float, float } %inserted.real, float %.98, 1
  %.99 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %z, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %z, align 8
  store { float, float } zeroinitializer, ptr %.101, align 4
  store { float, float } %inserted.imag, ptr %.101, align 4
  %.105 = getelementptr inbounds { float, float }, ptr %.101, i32 0, i32 1
  %.106 = load float, ptr %.105, align 4
  %.107 = fsub float -0.000000e+00, %.106
  %.108 = getelementptr inbounds { float, float }, ptr %.101, i32 0, i32 1
  store float %.107, ptr %.108, align 4
  %.110 = load { float, float }, ptr %.101, align 4
  store { float, float } zeroinitializer, ptr %.111, align 4
  store { float, float } %inserted.imag, ptr %.111, align 4
  store { float, float } zeroinitializer, ptr %.115, align 4
  store { float, float } %.110, ptr %.115, align 4
  store { float, float } zeroinitializer, ptr %.119, align 4
  %.122 = getelementptr inbounds { float, float }, ptr %.111, i32 0, i32 0
  %.123 = load float, ptr %.122, align 4
  %.124 = getelementptr inbounds { float, float }, ptr %.111, i32 0, i32 1
  %.125 = load float, ptr %.124, align 4
  %.126 = getelementptr inbounds { float, float }, ptr %.115, i32 0, i32 0
  %.127 = load float, ptr %.126, align 4
  %.128 = getelementptr inbounds { float, float }, ptr %.115, i32 0, i32 1
  %.129 = load float, ptr %.128, align 4
  %.130 = fmul float %.123, %.127
  %.131 = fmul float %.125, %.129
  %.132 = fmul float %.123, %.129
  %.133 = fmul float %.125, %.127
  %.134 = fsub float %.130, %.131
  %.135 = getelementptr inbounds { float, float }, ptr %.119, i32 0, i32 0
  store float %.134, ptr %.135, align 4
  %.137 = fadd float %.132, %.133
  %.138 = getelementptr inbounds { float, float }, ptr %.119, i32 0, i32 1
  store float %.137, ptr %.138, align 4
  %.140 = load { float, float }, ptr %.119, align 4
  store { double, double } zeroinitializer, ptr %.141, align 8
  store { double, double } { double 1.000000e+00, double 1.000000e+00 }, ptr %.141, align 8
  store { float, float } zeroinitializer, ptr %.145, align 4
  %.148 = getelementptr inbounds { double, double }, ptr %.141, i32 0, i32 0
  %.149 = load double, ptr %.148, align 8
  %.150 = fptrunc double %.149 to float
  %.151 = getelementptr inbounds { float, float }, ptr %.145, i32 0, i32 0
  store float %.150, ptr %.151, align 4
  %.153 = getelementptr inbounds { double, double }, ptr %.141, i32 0, i32 1
  %.154 = load double, ptr %.153, align 8
  %.155 = fptrunc double %.154 to float
  %.156 = getelementptr inbounds { float, float }, ptr %.145, i32 0, i32 1
  store float %.155, ptr %.156, align 4
  %.158 = load { float, float }, ptr %.145, align 4
  store { float, float } zeroinitializer, ptr %.159, align 4
  store { float, float } %inserted.imag, ptr %.159, align 4
  store { float, float } zeroinitializer, ptr %.163, align 4
  store { float, float } %.158, ptr %.163, align 4
  store { float, float } zeroinitializer, ptr %.167, align 4
  %.170 = getelementptr inbounds { float, float }, ptr %.159, i32 0, i32 0
  %.171 = load float, ptr %.170, align 4
  %.172 = getelementptr inbounds { float, float }, ptr %.159, i32 0, i32 1
  %.173 = load float, ptr %.172, align 4
  %.174 = getelementptr inbounds { float, float }, ptr %.163, i32 0, i32 0
  %.175 = load float, ptr %.174, align 4
  %.176 = getelementptr inbounds { float, float }, ptr %.163, i32 0, i32 1
  %.177 = load float, ptr %.176, align 4
  %.178 = fadd float %.171, %.175
  %.179 = getelementptr inbounds { float, float }, ptr %.167, i32 0, i32 0
  store float %.178, ptr %.179, align 4
  %.181 = fadd float %.173, %.177
  %.182 = getelementptr inbounds { float, float }, ptr %.167, i32 0, i32 1
  store float %.181, ptr %.182, align 4
  %.184 = load { float, float }, ptr %.167, align 4
  store { float, float } zeroinitializer, ptr %.185, align 4
  %extracted.real = extractvalue { float, float } %.140, 0
  %extracted.imag = extractvalue { float, float } %.140, 1
  %extracted.real.1 = extractvalue { float, float } %.184, 0
  %extracted.imag.1 = extractvalue { float, float } %.184, 1
  %.188 = call i32 @_ZN5numba4cuda7cpython7numbers16complex_div_impl12_3clocals_3e11complex_divB3v53B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE9complex649complex64(ptr %.185, float %extracted.real, float %extracted.imag, float %extracted.real.1, float %extracted.imag.1)
  %.189 = icmp eq i32 %.188, 0
  %.190 = icmp eq i32 %.188, -2
  %.191 = or i1 %.189, %.190
  %.192 = xor i1 %.191, true
  %.193 = icmp eq i32 %.188, -1
  %.194 = icmp eq i32 %.188, -3
  %.195 = icmp sge i32 %.188, 1
  %.196 = load { float, float }, ptr %.185, align 4
  %.197 = extractvalue { float, float } %.196, 0
  %.198 = extractvalue { float, float } %.196, 1
  %inserted.real.1 = insertvalue { float, float } undef, float %.197, 0
  %inserted.imag.1 = insertvalue { float, float } %inserted.real.1, float %.198, 1
  br i1 %.192, label %B66.if, label %B66.endif, !prof !2

B296:                                             ; preds = %B66.endif.endif
  %.296 = load i1, ptr %"$294pred", align 1
  store i1 false, ptr %"$294pred", align 1
  call void @llvm.nvvm.membar.sys()
  %.299 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %flag, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.300, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.299, ptr %.300, align 8
  %.304 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.300, i32 0, i32 5
  %.305 = getelementptr inbounds [1 x i64], ptr %.304, i32 0, i32 0
  %.306 = load i64, ptr %.305, align 8, !range !1
  %.307 = insertvalue [1 x i64] undef, i64 %.306, 0
  %.308 = extractvalue [1 x i64] %.307, 0
  %.309 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.300, i32 0, i32 6
  %.310 = load [1 x i64], ptr %.309, align 8
  %.311 = extractvalue [1 x i64] %.310, 0
  %.312 = icmp slt i64 0, 0
  %.313 = add i64 0, %.308
  %.314 = select i1 %.312, i64 %.313, i64 0
  %.315 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.300, i32 0, i32 5
  %.316 = getelementptr inbounds [1 x i64], ptr %.315, i32 0, i32 0
  %.317 = load i64, ptr %.316, align 8, !range !1
  %.318 = insertvalue [1 x i64] undef, i64 %.317, 0
  %.319 = extractvalue [1 x i64] %.318, 0
  %.320 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.300, i32 0, i32 6
  %.321 = load [1 x i64], ptr %.320, align 8
  %.322 = extractvalue [1 x i64] %.321, 0
  %.323 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.300, i32 0, i32 4
  %.324 = load ptr, ptr %.323, align 8
  %.325 = mul i64 %.322, %.314
  %.326 = ptrtoint ptr %.324 to i64
  %.327 = add i64 %.326, %.325
  %.328 = inttoptr i64 %.327 to ptr
  store i64 1, ptr %.328, align 8
  %.330 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %flag, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %flag, align 8
  ret void

B374:                                             ; preds = %B0
  %.334 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %z, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %z, align 8
  %.336 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.338 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.340 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %flag, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %flag, align 8
  %.342 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
  ret void

B378:                                             ; preds = %B66.endif.endif
  %.346 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %flag, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %flag, align 8
  %.348 = load i1, ptr %"$294pred", align 1
  store i1 false, ptr %"$294pred", align 1
  ret void

B66.if:                                           ; preds = %B66
  ret void

B66.endif:                                        ; preds = %B66
  store float 0.000000e+00, ptr %.201, align 4
  %extracted.real.2 = extractvalue { float, float } %inserted.imag, 0
  %extracted.imag.2 = extractvalue { float, float } %inserted.imag, 1
  %.204 = call i32 @_ZN5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB3v54B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE9complex64(ptr %.201, float %extracted.real.2, float %extracted.imag.2)
  %.205 = icmp eq i32 %.204, 0
  %.206 = icmp eq i32 %.204, -2
  %.207 = or i1 %.205, %.206
  %.208 = xor i1 %.207, true
  %.209 = icmp eq i32 %.204, -1
  %.210 = icmp eq i32 %.204, -3
  %.211 = icmp sge i32 %.204, 1
  %.212 = load float, ptr %.201, align 4
  br i1 %.208, label %B66.endif.if, label %B66.endif.endif, !prof !2

B66.endif.if:                                     ; preds = %B66.endif
  ret void

B66.endif.endif:                                  ; preds = %B66.endif
  store { float, float } zeroinitializer, ptr %.215, align 4
  %.218 = getelementptr inbounds { float, float }, ptr %.215, i32 0, i32 0
  store float %.212, ptr %.218, align 4
  %.220 = getelementptr inbounds { float, float }, ptr %.215, i32 0, i32 1
  store float 0.000000e+00, ptr %.220, align 4
  %.222 = load { float, float }, ptr %.215, align 4
  store { float, float } zeroinitializer, ptr %.223, align 4
  store { float, float } %inserted.imag.1, ptr %.223, align 4
  store { float, float } zeroinitializer, ptr %.227, align 4
  store { float, float } %.222, ptr %.227, align 4
  store { float, float } zeroinitializer, ptr %.231, align 4
  %.234 = getelementptr inbounds { float, float }, ptr %.223, i32 0, i32 0
  %.235 = load float, ptr %.234, align 4
  %.236 = getelementptr inbounds { float, float }, ptr %.223, i32 0, i32 1
  %.237 = load float, ptr %.236, align 4
  %.238 = getelementptr inbounds { float, float }, ptr %.227, i32 0, i32 0
  %.239 = load float, ptr %.238, align 4
  %.240 = getelementptr inbounds { float, float }, ptr %.227, i32 0, i32 1
  %.241 = load float, ptr %.240, align 4
  %.242 = fadd float %.235, %.239
  %.243 = getelementptr inbounds { float, float }, ptr %.231, i32 0, i32 0
  store float %.242, ptr %.243, align 4
  %.245 = fadd float %.237, %.241
  %.246 = getelementptr inbounds { float, float }, ptr %.231, i32 0, i32 1
  store float %.245, ptr %.246, align 4
  %.248 = load { float, float }, ptr %.231, align 4
  %.249 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.250 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.251, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.249, ptr %.251, align 8
  %.255 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.251, i32 0, i32 5
  %.256 = getelementptr inbounds [1 x i64], ptr %.255, i32 0, i32 0
  %.257 = load i64, ptr %.256, align 8, !range !1
  %.258 = insertvalue [1 x i64] undef, i64 %.257, 0
  %.259 = extractvalue [1 x i64] %.258, 0
  %.260 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.251, i32 0, i32 6
  %.261 = load [1 x i64], ptr %.260, align 8
  %.262 = extractvalue [1 x i64] %.261, 0
  %.263 = icmp slt i64 %.250, 0
  %.264 = add i64 %.250, %.259
  %.265 = select i1 %.263, i64 %.264, i64 %.250
  %.266 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.251, i32 0, i32 5
  %.267 = getelementptr inbounds [1 x i64], ptr %.266, i32 0, i32 0
  %.268 = load i64, ptr %.267, align 8, !range !1
  %.269 = insertvalue [1 x i64] undef, i64 %.268, 0
  %.270 = extractvalue [1 x i64] %.269, 0
  %.271 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.251, i32 0, i32 6
  %.272 = load [1 x i64], ptr %.271, align 8
  %.273 = extractvalue [1 x i64] %.272, 0
  %.274 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.251, i32 0, i32 4
  %.275 = load ptr, ptr %.274, align 8
  %.276 = mul i64 %.273, %.265
  %.277 = ptrtoint ptr %.275 to i64
  %.278 = add i64 %.277, %.276
  %.279 = inttoptr i64 %.278 to ptr
  %extracted.real.3 = extractvalue { float, float } %.248, 0
  %extracted.imag.3 = extractvalue { float, float } %.248, 1
  %.280 = insertvalue { float, float } undef, float %extracted.real.3, 0
  %.281 = insertvalue { float, float } %.280, float %extracted.imag.3, 1
  store { float, float } %.281, ptr %.279, align 4
  %.283 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  call void @llvm.nvvm.membar.cta()
  call void @llvm.nvvm.membar.gl()
  %.287 = load i64, ptr %i, align 8
  %.288 = icmp eq i64 %.287, 0
  %.289 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.292 = load i1, ptr %"$294pred", align 1
  store i1 %.288, ptr %"$294pred", align 1
  %.294 = load i1, ptr %"$294pred", align 1
  br i1 %.294, label %B296, label %B378
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.cta() #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.sys() #1

define linkonce_odr i32 @_ZN5numba4cuda7cpython7numbers16complex_div_impl12_3clocals_3e11complex_divB3v53B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE9complex649complex64(ptr %.ret, float %a.0, float %a.1, float %b.0, float %b.1) {
entry:
  %inserted.real = insertvalue { float, float } undef, float %a.0, 0
  %inserted.imag = insertvalue { float, float } %inserted.real, float %a.1, 1
  %inserted.real.1 = insertvalue { float, float } undef, float %b.0, 0
  %inserted.imag.1 = insertvalue { float, float } %inserted.real.1, float %b.1, 1
  %a = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %a, align 4
  %.10 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.10, align 4
  %areal = alloca float, align 4
  store float 0.000000e+00, ptr %areal, align 4
  %.20 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.20, align 4
  %aimag = alloca float, align 4
  store float 0.000000e+00, ptr %aimag, align 4
  %.29 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.29, align 4
  %breal = alloca float, align 4
  store float 0.000000e+00, ptr %breal, align 4
  %.38 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.38, align 4
  %bimag = alloca float, align 4
  store float 0.000000e+00, ptr %bimag, align 4
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
  %.119 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.119, align 8
  %.123 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.123, align 4
  %.177 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.177, align 4
  %"$314pred" = alloca i1, align 1
  store i1 false, ptr %"$314pred", align 1
  %.210 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.210, align 8
  %.218 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.218, align 8
  %.222 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.222, align 4
  %.257 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.257, align 4
  %.265 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.265, align 4
  %.277 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.277, align 4
  %.285 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.285, align 4
  %.298 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.298, align 4
  br label %B0

B0:                                               ; preds = %entry
  store { float, float } %inserted.imag, ptr %a, align 4
  %.9 = load { float, float }, ptr %a, align 4
  store { float, float } zeroinitializer, ptr %.10, align 4
  store { float, float } %.9, ptr %.10, align 4
  %.14 = getelementptr inbounds { float, float }, ptr %.10, i32 0, i32 0
  %.15 = load float, ptr %.14, align 4
  %.17 = load float, ptr %areal, align 4
  store float %.15, ptr %areal, align 4
  %.19 = load { float, float }, ptr %a, align 4
  store { float, float } zeroinitializer, ptr %.20, align 4
  store { float, float } %.19, ptr %.20, align 4
  %.24 = getelementptr inbounds { float, float }, ptr %.20, i32 0, i32 1
  %.25 = load float, ptr %.24, align 4
  %.27 = load float, ptr %aimag, align 4
  store float %.25, ptr %aimag, align 4
  store { float, float } zeroinitializer, ptr %.29, align 4
  store { float, float } %inserted.imag.1, ptr %.29, align 4
  %.33 = getelementptr inbounds { float, float }, ptr %.29, i32 0, i32 0
  %.34 = load float, ptr %.33, align 4
  %.36 = load float, ptr %breal, align 4
  store float %.34, ptr %breal, align 4
  store { float, float } zeroinitializer, ptr %.38, align 4
  store { float, float } %inserted.imag.1, ptr %.38, align 4
  %.42 = getelementptr inbounds { float, float }, ptr %.38, i32 0, i32 1
  %.43 = load float, ptr %.42, align 4
  %.45 = load float, ptr %bimag, align 4
  store float %.43, ptr %bimag, align 4
  %.47 = load float, ptr %breal, align 4
  %.48 = fcmp une float %.47, 0.000000e+00
  %.50 = load i1, ptr %"$62pred", align 1
  store i1 %.48, ptr %"$62pred", align 1
  %.52 = load i1, ptr %"$62pred", align 1
  br i1 %.52, label %B98, label %B64

B64:                                              ; preds = %B0
  %.54 = load i1, ptr %"$62pred", align 1
  store i1 false, ptr %"$62pred", align 1
  %.56 = load float, ptr %bimag, align 4
  %.57 = fcmp une float %.56, 0.000000e+00
  %.59 = load i1, ptr %"$66pred", align 1
  store i1 %.57, ptr %"$66pred", align 1
  %.61 = load i1, ptr %"$66pred", align 1
  br i1 %.61, label %B98, label %B68

B68:                                              ; preds = %B64
  %.63 = load float, ptr %breal, align 4
  store float 0.000000e+00, ptr %breal, align 4
  %.65 = load float, ptr %bimag, align 4
  store float 0.000000e+00, ptr %bimag, align 4
  %.67 = load float, ptr %areal, align 4
  store float 0.000000e+00, ptr %areal, align 4
  %.69 = load float, ptr %aimag, align 4
  store float 0.000000e+00, ptr %aimag, align 4
  %.71 = load { float, float }, ptr %a, align 4
  store { float, float } zeroinitializer, ptr %a, align 4
  %.73 = load i1, ptr %"$66pred", align 1
  store i1 false, ptr %"$66pred", align 1
  ret i32 1

B98:                                              ; preds = %B64, %B0
  %.76 = load i1, ptr %"$66pred", align 1
  store i1 false, ptr %"$66pred", align 1
  %.78 = load i1, ptr %"$62pred", align 1
  store i1 false, ptr %"$62pred", align 1
  %.80 = load float, ptr %breal, align 4
  %.81 = call float @__nv_fabsf(float %.80)
  %.82 = load float, ptr %bimag, align 4
  %.83 = call float @__nv_fabsf(float %.82)
  %.84 = fcmp oge float %.81, %.83
  %.86 = load i1, ptr %"$160pred", align 1
  store i1 %.84, ptr %"$160pred", align 1
  %.88 = load i1, ptr %"$160pred", align 1
  br i1 %.88, label %B162, label %B312

B162:                                             ; preds = %B98
  %.90 = load { float, float }, ptr %a, align 4
  store { float, float } zeroinitializer, ptr %a, align 4
  %.92 = load i1, ptr %"$160pred", align 1
  store i1 false, ptr %"$160pred", align 1
  %.94 = load float, ptr %breal, align 4
  %.95 = fcmp une float %.94, 0.000000e+00
  %.97 = load i1, ptr %"$164pred", align 1
  store i1 %.95, ptr %"$164pred", align 1
  %.99 = load i1, ptr %"$164pred", align 1
  br i1 %.99, label %B218, label %B166

B166:                                             ; preds = %B162
  %.101 = load float, ptr %breal, align 4
  store float 0.000000e+00, ptr %breal, align 4
  %.103 = load float, ptr %bimag, align 4
  store float 0.000000e+00, ptr %bimag, align 4
  %.105 = load float, ptr %areal, align 4
  store float 0.000000e+00, ptr %areal, align 4
  %.107 = load float, ptr %aimag, align 4
  store float 0.000000e+00, ptr %aimag, align 4
  %.109 = load i1, ptr %"$164pred", align 1
  store i1 false, ptr %"$164pred", align 1
  store { double, double } zeroinitializer, ptr %.111, align 8
  %.114 = getelementptr inbounds { double, double }, ptr %.111, i32 0, i32 0
  store double 0x7FF8000000000000, ptr %.114, align 8
  %.116 = getelementptr inbounds { double, double }, ptr %.111, i32 0, i32 1
  store double 0x7FF8000000000000, ptr %.116, align 8
  %.118 = load { double, double }, ptr %.111, align 8
  store { double, double } zeroinitializer, ptr %.119, align 8
  store { double, double } %.118, ptr %.119, align 8
  store { float, float } zeroinitializer, ptr %.123, align 4
  %.126 = getelementptr inbounds { double, double }, ptr %.119, i32 0, i32 0
  %.127 = load double, ptr %.126, align 8
  %.128 = fptrunc double %.127 to float
  %.129 = getelementptr inbounds { float, float }, ptr %.123, i32 0, i32 0
  store float %.128, ptr %.129, align 4
  %.131 = getelementptr inbounds { double, double }, ptr %.119, i32 0, i32 1
  %.132 = load double, ptr %.131, align 8
  %.133 = fptrunc double %.132 to float
  %.134 = getelementptr inbounds { float, float }, ptr %.123, i32 0, i32 1
  store float %.133, ptr %.134, align 4
  %.136 = load { float, float }, ptr %.123, align 4
  %extracted.real = extractvalue { float, float } %.136, 0
  %extracted.imag = extractvalue { float, float } %.136, 1
  %.137 = insertvalue { float, float } undef, float %extracted.real, 0
  %.138 = insertvalue { float, float } %.137, float %extracted.imag, 1
  store { float, float } %.138, ptr %.ret, align 4
  ret i32 0

B218:                                             ; preds = %B162
  %.141 = load i1, ptr %"$164pred", align 1
  store i1 false, ptr %"$164pred", align 1
  %.143 = load float, ptr %bimag, align 4
  %.144 = load float, ptr %breal, align 4
  %.145 = fcmp oeq float %.144, 0.000000e+00
  br i1 %.145, label %B218.if, label %B218.endif, !prof !2

B312:                                             ; preds = %B98
  %.189 = load float, ptr %areal, align 4
  store float 0.000000e+00, ptr %areal, align 4
  %.191 = load float, ptr %aimag, align 4
  store float 0.000000e+00, ptr %aimag, align 4
  %.193 = load i1, ptr %"$160pred", align 1
  store i1 false, ptr %"$160pred", align 1
  %.195 = load float, ptr %bimag, align 4
  %.196 = fcmp une float %.195, 0.000000e+00
  %.198 = load i1, ptr %"$314pred", align 1
  store i1 %.196, ptr %"$314pred", align 1
  %.200 = load i1, ptr %"$314pred", align 1
  br i1 %.200, label %B368, label %B316

B316:                                             ; preds = %B312
  %.202 = load float, ptr %breal, align 4
  store float 0.000000e+00, ptr %breal, align 4
  %.204 = load float, ptr %bimag, align 4
  store float 0.000000e+00, ptr %bimag, align 4
  %.206 = load { float, float }, ptr %a, align 4
  store { float, float } zeroinitializer, ptr %a, align 4
  %.208 = load i1, ptr %"$314pred", align 1
  store i1 false, ptr %"$314pred", align 1
  store { double, double } zeroinitializer, ptr %.210, align 8
  %.213 = getelementptr inbounds { double, double }, ptr %.210, i32 0, i32 0
  store double 0x7FF8000000000000, ptr %.213, align 8
  %.215 = getelementptr inbounds { double, double }, ptr %.210, i32 0, i32 1
  store double 0x7FF8000000000000, ptr %.215, align 8
  %.217 = load { double, double }, ptr %.210, align 8
  store { double, double } zeroinitializer, ptr %.218, align 8
  store { double, double } %.217, ptr %.218, align 8
  store { float, float } zeroinitializer, ptr %.222, align 4
  %.225 = getelementptr inbounds { double, double }, ptr %.218, i32 0, i32 0
  %.226 = load double, ptr %.225, align 8
  %.227 = fptrunc double %.226 to float
  %.228 = getelementptr inbounds { float, float }, ptr %.222, i32 0, i32 0
  store float %.227, ptr %.228, align 4
  %.230 = getelementptr inbounds { double, double }, ptr %.218, i32 0, i32 1
  %.231 = load double, ptr %.230, align 8
  %.232 = fptrunc double %.231 to float
  %.233 = getelementptr inbounds { float, float }, ptr %.222, i32 0, i32 1
  store float %.232, ptr %.233, align 4
  %.235 = load { float, float }, ptr %.222, align 4
  %extracted.real.2 = extractvalue { float, float } %.235, 0
  %extracted.imag.2 = extractvalue { float, float } %.235, 1
  %.236 = insertvalue { float, float } undef, float %extracted.real.2, 0
  %.237 = insertvalue { float, float } %.236, float %extracted.imag.2, 1
  store { float, float } %.237, ptr %.ret, align 4
  ret i32 0

B368:                                             ; preds = %B312
  %.240 = load i1, ptr %"$314pred", align 1
  store i1 false, ptr %"$314pred", align 1
  %.242 = load float, ptr %breal, align 4
  %.243 = load float, ptr %bimag, align 4
  %.244 = fcmp oeq float %.243, 0.000000e+00
  br i1 %.244, label %B368.if, label %B368.endif, !prof !2

B218.if:                                          ; preds = %B218
  br label %B218.endif

B218.endif:                                       ; preds = %B218.if, %B218
  %.148 = fdiv float %.143, %.144
  %.149 = load float, ptr %bimag, align 4
  %.150 = fmul float %.149, %.148
  %.151 = load float, ptr %bimag, align 4
  store float 0.000000e+00, ptr %bimag, align 4
  %.153 = load float, ptr %breal, align 4
  %.154 = fadd float %.153, %.150
  %.155 = load float, ptr %breal, align 4
  store float 0.000000e+00, ptr %breal, align 4
  %.157 = load float, ptr %aimag, align 4
  %.158 = fmul float %.157, %.148
  %.159 = load float, ptr %areal, align 4
  %.160 = fadd float %.159, %.158
  %.161 = fcmp oeq float %.154, 0.000000e+00
  br i1 %.161, label %B218.endif.if, label %B218.endif.endif, !prof !2

B218.endif.if:                                    ; preds = %B218.endif
  br label %B218.endif.endif

B218.endif.endif:                                 ; preds = %B218.endif.if, %B218.endif
  %.164 = fdiv float %.160, %.154
  %.165 = load float, ptr %areal, align 4
  %.166 = fmul float %.165, %.148
  %.167 = load float, ptr %areal, align 4
  store float 0.000000e+00, ptr %areal, align 4
  %.169 = load float, ptr %aimag, align 4
  %.170 = fsub float %.169, %.166
  %.171 = load float, ptr %aimag, align 4
  store float 0.000000e+00, ptr %aimag, align 4
  %.173 = fcmp oeq float %.154, 0.000000e+00
  br i1 %.173, label %B218.endif.endif.if, label %B218.endif.endif.endif, !prof !2

B218.endif.endif.if:                              ; preds = %B218.endif.endif
  br label %B218.endif.endif.endif

B218.endif.endif.endif:                           ; preds = %B218.endif.endif.if, %B218.endif.endif
  %.176 = fdiv float %.170, %.154
  store { float, float } zeroinitializer, ptr %.177, align 4
  %.180 = getelementptr inbounds { float, float }, ptr %.177, i32 0, i32 0
  store float %.164, ptr %.180, align 4
  %.182 = getelementptr inbounds { float, float }, ptr %.177, i32 0, i32 1
  store float %.176, ptr %.182, align 4
  %.184 = load { float, float }, ptr %.177, align 4
  %extracted.real.1 = extractvalue { float, float } %.184, 0
  %extracted.imag.1 = extractvalue { float, float } %.184, 1
  %.185 = insertvalue { float, float } undef, float %extracted.real.1, 0
  %.186 = insertvalue { float, float } %.185, float %extracted.imag.1, 1
  store { float, float } %.186, ptr %.ret, align 4
  ret i32 0

B368.if:                                          ; preds = %B368
  br label %B368.endif

B368.endif:                                       ; preds = %B368.if, %B368
  %.247 = fdiv float %.242, %.243
  %.248 = load float, ptr %breal, align 4
  %.249 = fmul float %.248, %.247
  %.250 = load float, ptr %breal, align 4
  store float 0.000000e+00, ptr %breal, align 4
  %.252 = load float, ptr %bimag, align 4
  %.253 = fadd float %.249, %.252
  %.254 = load float, ptr %bimag, align 4
  store float 0.000000e+00, ptr %bimag, align 4
  %.256 = load { float, float }, ptr %a, align 4
  store { float, float } zeroinitializer, ptr %.257, align 4
  store { float, float } %.256, ptr %.257, align 4
  %.261 = getelementptr inbounds { float, float }, ptr %.257, i32 0, i32 0
  %.262 = load float, ptr %.261, align 4
  %.263 = fmul float %.262, %.247
  %.264 = load { float, float }, ptr %a, align 4
  store { float, float } zeroinitializer, ptr %.265, align 4
  store { float, float } %.264, ptr %.265, align 4
  %.269 = getelementptr inbounds { float, float }, ptr %.265, i32 0, i32 1
  %.270 = load float, ptr %.269, align 4
  %.271 = fadd float %.263, %.270
  %.272 = fcmp oeq float %.253, 0.000000e+00
  br i1 %.272, label %B368.endif.if, label %B368.endif.endif, !prof !2

B368.endif.if:                                    ; preds = %B368.endif
  br label %B368.endif.endif

B368.endif.endif:                                 ; preds = %B368.endif.if, %B368.endif
  %.275 = fdiv float %.271, %.253
  %.276 = load { float, float }, ptr %a, align 4
  store { float, float } zeroinitializer, ptr %.277, align 4
  store { float, float } %.276, ptr %.277, align 4
  %.281 = getelementptr inbounds { float, float }, ptr %.277, i32 0, i32 1
  %.282 = load float, ptr %.281, align 4
  %.283 = fmul float %.282, %.247
  %.284 = load { float, float }, ptr %a, align 4
  store { float, float } zeroinitializer, ptr %.285, align 4
  store { float, float } %.284, ptr %.285, align 4
  %.289 = getelementptr inbounds { float, float }, ptr %.285, i32 0, i32 0
  %.290 = load float, ptr %.289, align 4
  %.291 = load { float, float }, ptr %a, align 4
  store { float, float } zeroinitializer, ptr %a, align 4
  %.293 = fsub float %.283, %.290
  %.294 = fcmp oeq float %.253, 0.000000e+00
  br i1 %.294, label %B368.endif.endif.if, label %B368.endif.endif.endif, !prof !2

B368.endif.endif.if:                              ; preds = %B368.endif.endif
  br label %B368.endif.endif.endif

B368.endif.endif.endif:                           ; preds = %B368.endif.endif.if, %B368.endif.endif
  %.297 = fdiv float %.293, %.253
  store { float, float } zeroinitializer, ptr %.298, align 4
  %.301 = getelementptr inbounds { float, float }, ptr %.298, i32 0, i32 0
  store float %.275, ptr %.301, align 4
  %.303 = getelementptr inbounds { float, float }, ptr %.298, i32 0, i32 1
  store float %.297, ptr %.303, align 4
  %.305 = load { float, float }, ptr %.298, align 4
  %extracted.real.3 = extractvalue { float, float } %.305, 0
  %extracted.imag.3 = extractvalue { float, float } %.305, 1
  %.306 = insertvalue { float, float } undef, float %extracted.real.3, 0
  %.307 = insertvalue { float, float } %.306, float %extracted.imag.3, 1
  store { float, float } %.307, ptr %.ret, align 4
  ret i32 0
}

declare float @__nv_fabsf(float)

define linkonce_odr i32 @_ZN5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB3v54B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE9complex64(ptr %.ret, float %z.0, float %z.1) {
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

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nounwind }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{i64 0, i64 9223372036854775807}
!2 = !{!"branch_weights", i32 1, i32 99}
