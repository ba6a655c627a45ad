; numba-cuda kernel n32_special_math(Array(float64, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__12special_mathB3v56B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__12special_mathB3v56B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv5numba4cuda7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB3v57B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAEdx = common global ptr null

define ptx_kernel void @_ZN8__main__12special_mathB3v56B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE(ptr %x.0, ptr %x.1, i64 %x.2, i64 %x.3, ptr %x.4, i64 %x.5.0, i64 %x.6.0, ptr %out64.0, ptr %out64.1, i64 %out64.2, i64 %out64.3, ptr %out64.4, i64 %out64.5.0, i64 %out64.6.0, ptr %out32.0, ptr %out32.1, i64 %out32.2, i64 %out32.3, ptr %out32.4, i64 %out32.5.0, i64 %out32.6.0) {
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
  %inserted.meminfo.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %out64.0, 0
  %inserted.parent.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.1, ptr %out64.1, 1
  %inserted.nitems.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %out64.2, 2
  %inserted.itemsize.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %out64.3, 3
  %inserted.data.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.1, ptr %out64.4, 4
  %.26 = insertvalue [1 x i64] undef, i64 %out64.5.0, 0
  %inserted.shape.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.26, 5
  %.27 = insertvalue [1 x i64] undef, i64 %out64.6.0, 0
  %inserted.strides.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.1, [1 x i64] %.27, 6
  %inserted.meminfo.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %out32.0, 0
  %inserted.parent.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.2, ptr %out32.1, 1
  %inserted.nitems.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.2, i64 %out32.2, 2
  %inserted.itemsize.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.2, i64 %out32.3, 3
  %inserted.data.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.2, ptr %out32.4, 4
  %.28 = insertvalue [1 x i64] undef, i64 %out32.5.0, 0
  %inserted.shape.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.2, [1 x i64] %.28, 5
  %.29 = insertvalue [1 x i64] undef, i64 %out32.6.0, 0
  %inserted.strides.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.2, [1 x i64] %.29, 6
  %x = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %x, align 8
  %out64 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out64, align 8
  %out32 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out32, align 8
  %i = alloca i64, align 8
  store i64 0, ptr %i, align 8
  %.49 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.49, align 8
  %"$66pred" = alloca i1, align 1
  store i1 false, ptr %"$66pred", align 1
  %.66 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.66, align 8
  %.118 = alloca double, align 8
  store double 0.000000e+00, ptr %.118, align 8
  %.136 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.136, align 8
  %.181 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.181, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %out64, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, ptr %out32, align 8
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
  br i1 %.60, label %B68, label %B696

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
  %.98 = call double @__nv_erf(double %.95)
  %.99 = fmul double %.95, 5.000000e-01
  %.100 = call double @__nv_erfc(double %.99)
  %.101 = fsub double %.98, %.100
  %.102 = call double @__nv_fabs(double %.95)
  %.103 = fadd double %.102, 5.000000e-01
  %.104 = call double @__nv_lgamma(double %.103)
  %.105 = fadd double %.101, %.104
  %.106 = fmul double %.95, 1.000000e-01
  %.107 = fadd double %.106, 2.000000e+00
  %.108 = call double @__nv_tgamma(double %.107)
  %.109 = fadd double %.105, %.108
  %.110 = sitofp i64 3 to double
  %.111 = call double @__nv_pow(double %.95, double %.110)
  %.112 = call double @__nv_fabs(double %.95)
  %.113 = call double @__nv_pow(double %.112, double 7.500000e-01)
  %.114 = fadd double %.111, %.113
  %.115 = trunc i64 3 to i32
  %.116 = call double @__nv_ldexp(double %.95, i32 %.115)
  %.117 = fadd double %.114, %.116
  store double 0.000000e+00, ptr %.118, align 8
  %.121 = call i32 @_ZN5numba4cuda7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB3v57B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAEdx(ptr %.118, double %.95, i64 2)
  %.122 = icmp eq i32 %.121, 0
  %.123 = icmp eq i32 %.121, -2
  %.124 = or i1 %.122, %.123
  %.125 = xor i1 %.124, true
  %.126 = icmp eq i32 %.121, -1
  %.127 = icmp eq i32 %.121, -3
  %.128 = icmp sge i32 %.121, 1
  %.129 = load double, ptr %.118, align 8
  br i1 %.125, label %B68.if, label %B68.endif, !prof !2

B696:                                             ; preds = %B0
  %.217 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %x, align 8
  %.219 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out64, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out64, align 8
  %.221 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out32, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out32, align 8
  %.223 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.225 = load i1, ptr %"$66pred", align 1
  store i1 false, ptr %"$66pred", align 1
  ret void

B68.if:                                           ; preds = %B68
  ret void

B68.endif:                                        ; preds = %B68
  %.132 = fadd double %.117, %.129
  %.133 = fadd double %.109, %.132
  %.134 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out64, align 8
  %.135 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.136, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.134, ptr %.136, align 8
  %.140 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.136, i32 0, i32 5
  %.141 = getelementptr inbounds [1 x i64], ptr %.140, i32 0, i32 0
  %.142 = load i64, ptr %.141, align 8, !range !1
  %.143 = insertvalue [1 x i64] undef, i64 %.142, 0
  %.144 = extractvalue [1 x i64] %.143, 0
  %.145 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.136, i32 0, i32 6
  %.146 = load [1 x i64], ptr %.145, align 8
  %.147 = extractvalue [1 x i64] %.146, 0
  %.148 = icmp slt i64 %.135, 0
  %.149 = add i64 %.135, %.144
  %.150 = select i1 %.148, i64 %.149, i64 %.135
  %.151 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.136, i32 0, i32 5
  %.152 = getelementptr inbounds [1 x i64], ptr %.151, i32 0, i32 0
  %.153 = load i64, ptr %.152, align 8, !range !1
  %.154 = insertvalue [1 x i64] undef, i64 %.153, 0
  %.155 = extractvalue [1 x i64] %.154, 0
  %.156 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.136, i32 0, i32 6
  %.157 = load [1 x i64], ptr %.156, align 8
  %.158 = extractvalue [1 x i64] %.157, 0
  %.159 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.136, i32 0, i32 4
  %.160 = load ptr, ptr %.159, align 8
  %.161 = mul i64 %.158, %.150
  %.162 = ptrtoint ptr %.160 to i64
  %.163 = add i64 %.162, %.161
  %.164 = inttoptr i64 %.163 to ptr
  store double %.133, ptr %.164, align 8
  %.166 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out64, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out64, align 8
  %.168 = fptrunc double %.95 to float
  %.169 = call float @__nv_erff(float %.168)
  %.170 = call float @__nv_fabsf(float %.168)
  %.171 = sitofp i64 1 to float
  %.172 = fadd float %.170, %.171
  %.173 = call float @__nv_lgammaf(float %.172)
  %.174 = fadd float %.169, %.173
  %.175 = call float @__nv_fabsf(float %.168)
  %.176 = fptrunc double 1.500000e+00 to float
  %.177 = call float @__nv_powf(float %.175, float %.176)
  %.178 = fadd float %.174, %.177
  %.179 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out32, align 8
  %.180 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.181, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.179, ptr %.181, align 8
  %.185 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.181, i32 0, i32 5
  %.186 = getelementptr inbounds [1 x i64], ptr %.185, i32 0, i32 0
  %.187 = load i64, ptr %.186, align 8, !range !1
  %.188 = insertvalue [1 x i64] undef, i64 %.187, 0
  %.189 = extractvalue [1 x i64] %.188, 0
  %.190 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.181, i32 0, i32 6
  %.191 = load [1 x i64], ptr %.190, align 8
  %.192 = extractvalue [1 x i64] %.191, 0
  %.193 = icmp slt i64 %.180, 0
  %.194 = add i64 %.180, %.189
  %.195 = select i1 %.193, i64 %.194, i64 %.180
  %.196 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.181, i32 0, i32 5
  %.197 = getelementptr inbounds [1 x i64], ptr %.196, i32 0, i32 0
  %.198 = load i64, ptr %.197, align 8, !range !1
  %.199 = insertvalue [1 x i64] undef, i64 %.198, 0
  %.200 = extractvalue [1 x i64] %.199, 0
  %.201 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.181, i32 0, i32 6
  %.202 = load [1 x i64], ptr %.201, align 8
  %.203 = extractvalue [1 x i64] %.202, 0
  %.204 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.181, i32 0, i32 4
  %.205 = load ptr, ptr %.204, align 8
  %.206 = mul i64 %.203, %.195
  %.207 = ptrtoint ptr %.205 to i64
  %.208 = add i64 %.207, %.206
  %.209 = inttoptr i64 %.208 to ptr
  store float %.178, ptr %.209, align 4
  %.211 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out32, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out32, align 8
  %.213 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

declare double @__nv_erf(double)

declare double @__nv_erfc(double)

declare double @__nv_fabs(double)

declare double @__nv_lgamma(double)

declare double @__nv_tgamma(double)

declare double @__nv_pow(double, double)

declare double @__nv_ldexp(double, i32)

declare float @__nv_erff(float)

declare float @__nv_fabsf(float)

declare float @__nv_lgammaf(float)

declare float @__nv_powf(float, float)

define linkonce_odr i32 @_ZN5numba4cuda7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB3v57B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAEdx(ptr %.ret, double %a, i64 %b) {
entry:
  %b.1 = alloca i64, align 8
  store i64 0, ptr %b.1, align 8
  %r = alloca double, align 8
  store double 0.000000e+00, ptr %r, align 8
  %a.1 = alloca double, align 8
  store double 0.000000e+00, ptr %a.1, align 8
  %"$60pred" = alloca i1, align 1
  store i1 false, ptr %"$60pred", align 1
  %invert = alloca i1, align 1
  store i1 false, ptr %invert, align 1
  %exp = alloca i64, align 8
  store i64 0, ptr %exp, align 8
  %"$82pred" = alloca i1, align 1
  store i1 false, ptr %"$82pred", align 1
  %invert.2 = alloca i1, align 1
  store i1 false, ptr %invert.2, align 1
  %exp.3 = alloca i64, align 8
  store i64 0, ptr %exp.3, align 8
  %"$200pred" = alloca i1, align 1
  store i1 false, ptr %"$200pred", align 1
  %r.4 = alloca double, align 8
  store double 0.000000e+00, ptr %r.4, align 8
  %r.2 = alloca double, align 8
  store double 0.000000e+00, ptr %r.2, align 8
  %a.1.2 = alloca double, align 8
  store double 0.000000e+00, ptr %a.1.2, align 8
  %exp.4 = alloca i64, align 8
  store i64 0, ptr %exp.4, align 8
  %"$280pred" = alloca i1, align 1
  store i1 false, ptr %"$280pred", align 1
  %"$332pred" = alloca i1, align 1
  store i1 false, ptr %"$332pred", align 1
  %r.3 = alloca double, align 8
  store double 0.000000e+00, ptr %r.3, align 8
  %"$290pred" = alloca i1, align 1
  store i1 false, ptr %"$290pred", align 1
  %"$336pred" = alloca i1, align 1
  store i1 false, ptr %"$336pred", align 1
  %"$phi350.0.2" = alloca double, align 8
  store double 0.000000e+00, ptr %"$phi350.0.2", align 8
  br label %B0

B0:                                               ; preds = %entry
  store i64 %b, ptr %b.1, align 8
  %.7 = sitofp i64 1 to double
  %.9 = load double, ptr %r, align 8
  store double %.7, ptr %r, align 8
  %.12 = load double, ptr %a.1, align 8
  store double %a, ptr %a.1, align 8
  %.14 = load i64, ptr %b.1, align 8
  %.15 = icmp slt i64 %.14, 0
  %.17 = load i1, ptr %"$60pred", align 1
  store i1 %.15, ptr %"$60pred", align 1
  %.19 = load i1, ptr %"$60pred", align 1
  br i1 %.19, label %B62, label %B182

B62:                                              ; preds = %B0
  %.21 = load i1, ptr %"$60pred", align 1
  store i1 false, ptr %"$60pred", align 1
  %.24 = load i1, ptr %invert, align 1
  store i1 true, ptr %invert, align 1
  %.26 = load i64, ptr %b.1, align 8
  %.27 = sub i64 0, %.26
  %.29 = load i64, ptr %exp, align 8
  store i64 %.27, ptr %exp, align 8
  %.31 = load i64, ptr %exp, align 8
  %.32 = icmp slt i64 %.31, 0
  %.34 = load i1, ptr %"$82pred", align 1
  store i1 %.32, ptr %"$82pred", align 1
  %.36 = load i1, ptr %"$82pred", align 1
  br i1 %.36, label %B84, label %B98

B84:                                              ; preds = %B62
  %.38 = load double, ptr %r, align 8
  store double 0.000000e+00, ptr %r, align 8
  %.40 = load i1, ptr %invert, align 1
  store i1 false, ptr %invert, align 1
  %.42 = load i64, ptr %exp, align 8
  store i64 0, ptr %exp, align 8
  %.44 = load i64, ptr %b.1, align 8
  store i64 0, ptr %b.1, align 8
  %.46 = load double, ptr %a.1, align 8
  store double 0.000000e+00, ptr %a.1, align 8
  %.48 = load i1, ptr %"$82pred", align 1
  store i1 false, ptr %"$82pred", align 1
  ret i32 1

B98:                                              ; preds = %B62
  %.51 = load i1, ptr %"$82pred", align 1
  store i1 false, ptr %"$82pred", align 1
  br label %B180

B180:                                             ; preds = %B98
  %.54 = load i1, ptr %invert, align 1
  %.56 = load i1, ptr %invert.2, align 1
  store i1 true, ptr %invert.2, align 1
  %.58 = load i1, ptr %invert, align 1
  store i1 false, ptr %invert, align 1
  %.60 = load i64, ptr %exp, align 8
  %.62 = load i64, ptr %exp.3, align 8
  store i64 %.60, ptr %exp.3, align 8
  %.64 = load i64, ptr %exp, align 8
  store i64 0, ptr %exp, align 8
  br label %B190

B182:                                             ; preds = %B0
  %.67 = load i1, ptr %"$60pred", align 1
  store i1 false, ptr %"$60pred", align 1
  %.69 = load i1, ptr %invert.2, align 1
  store i1 false, ptr %invert.2, align 1
  %.71 = load i64, ptr %b.1, align 8
  %.72 = load i64, ptr %exp.3, align 8
  store i64 %.71, ptr %exp.3, align 8
  br label %B190

B190:                                             ; preds = %B182, %B180
  %.75 = load i64, ptr %exp.3, align 8
  %.76 = icmp sgt i64 %.75, 65536
  %.78 = load i1, ptr %"$200pred", align 1
  store i1 %.76, ptr %"$200pred", align 1
  %.80 = load i1, ptr %"$200pred", align 1
  br i1 %.80, label %B202, label %B270

B202:                                             ; preds = %B190
  %.82 = load double, ptr %r, align 8
  store double 0.000000e+00, ptr %r, align 8
  %.84 = load i1, ptr %invert.2, align 1
  store i1 false, ptr %invert.2, align 1
  %.86 = load i64, ptr %exp.3, align 8
  store i64 0, ptr %exp.3, align 8
  %.88 = load i1, ptr %"$200pred", align 1
  store i1 false, ptr %"$200pred", align 1
  %.90 = load i64, ptr %b.1, align 8
  %.91 = sitofp i64 %.90 to double
  %.92 = load i64, ptr %b.1, align 8
  store i64 0, ptr %b.1, align 8
  %.94 = load double, ptr %a.1, align 8
  %.95 = call double @__nv_pow(double %.94, double %.91)
  %.96 = load double, ptr %a.1, align 8
  store double 0.000000e+00, ptr %a.1, align 8
  store double %.95, ptr %.ret, align 8
  ret i32 0

B270:                                             ; preds = %B190
  %.100 = load i64, ptr %b.1, align 8
  store i64 0, ptr %b.1, align 8
  %.102 = load i1, ptr %"$200pred", align 1
  store i1 false, ptr %"$200pred", align 1
  %.104 = load double, ptr %r, align 8
  %.106 = load double, ptr %r.4, align 8
  store double %.104, ptr %r.4, align 8
  %.108 = load double, ptr %r, align 8
  %.110 = load double, ptr %r.2, align 8
  store double %.108, ptr %r.2, align 8
  %.112 = load double, ptr %r, align 8
  store double 0.000000e+00, ptr %r, align 8
  %.114 = load double, ptr %a.1, align 8
  %.116 = load double, ptr %a.1.2, align 8
  store double %.114, ptr %a.1.2, align 8
  %.118 = load double, ptr %a.1, align 8
  store double 0.000000e+00, ptr %a.1, align 8
  %.120 = load i64, ptr %exp.3, align 8
  %.122 = load i64, ptr %exp.4, align 8
  store i64 %.120, ptr %exp.4, align 8
  %.124 = load i64, ptr %exp.3, align 8
  %.125 = icmp ne i64 %.124, 0
  %.126 = load i64, ptr %exp.3, align 8
  store i64 0, ptr %exp.3, align 8
  %.129 = load i1, ptr %"$280pred", align 1
  store i1 %.125, ptr %"$280pred", align 1
  %.131 = load i1, ptr %"$280pred", align 1
  br i1 %.131, label %B282, label %B334

B282:                                             ; preds = %B302, %B270
  %.133 = load double, ptr %r.4, align 8
  store double 0.000000e+00, ptr %r.4, align 8
  %.136 = load i1, ptr %"$332pred", align 1
  store i1 false, ptr %"$332pred", align 1
  %.138 = load i1, ptr %"$280pred", align 1
  store i1 false, ptr %"$280pred", align 1
  %.140 = load double, ptr %r.2, align 8
  %.142 = load double, ptr %r.3, align 8
  store double %.140, ptr %r.3, align 8
  %.144 = load i64, ptr %exp.4, align 8
  %.145 = and i64 %.144, 1
  %.146 = icmp ne i64 %.145, 0
  %.148 = load i1, ptr %"$290pred", align 1
  store i1 %.146, ptr %"$290pred", align 1
  %.150 = load i1, ptr %"$290pred", align 1
  br i1 %.150, label %B292, label %B302

B292:                                             ; preds = %B282
  %.152 = load i1, ptr %"$290pred", align 1
  store i1 false, ptr %"$290pred", align 1
  %.154 = load double, ptr %r.2, align 8
  %.155 = load double, ptr %a.1.2, align 8
  %.156 = fmul double %.154, %.155
  %.157 = load double, ptr %r.2, align 8
  store double 0.000000e+00, ptr %r.2, align 8
  %.159 = load double, ptr %r.3, align 8
  store double %.156, ptr %r.3, align 8
  br label %B302

B302:                                             ; preds = %B292, %B282
  %.162 = load i1, ptr %"$290pred", align 1
  store i1 false, ptr %"$290pred", align 1
  %.164 = load double, ptr %r.3, align 8
  %.165 = load double, ptr %r.4, align 8
  store double %.164, ptr %r.4, align 8
  %.167 = load double, ptr %r.3, align 8
  %.168 = load double, ptr %r.2, align 8
  store double %.167, ptr %r.2, align 8
  %.170 = load double, ptr %r.3, align 8
  store double 0.000000e+00, ptr %r.3, align 8
  %.172 = load i64, ptr %exp.4, align 8
  %.173 = ashr i64 %.172, 1
  %.174 = load i64, ptr %exp.4, align 8
  store i64 %.173, ptr %exp.4, align 8
  %.176 = load double, ptr %a.1.2, align 8
  %.177 = load double, ptr %a.1.2, align 8
  %.178 = fmul double %.176, %.177
  %.179 = load double, ptr %a.1.2, align 8
  store double %.178, ptr %a.1.2, align 8
  %.181 = icmp ne i64 %.173, 0
  %.182 = load i1, ptr %"$332pred", align 1
  store i1 %.181, ptr %"$332pred", align 1
  %.184 = load i1, ptr %"$332pred", align 1
  br i1 %.184, label %B282, label %B334

B334:                                             ; preds = %B302, %B270
  %.186 = load double, ptr %r.2, align 8
  store double 0.000000e+00, ptr %r.2, align 8
  %.188 = load i64, ptr %exp.4, align 8
  store i64 0, ptr %exp.4, align 8
  %.190 = load double, ptr %a.1.2, align 8
  store double 0.000000e+00, ptr %a.1.2, align 8
  %.192 = load i1, ptr %"$332pred", align 1
  store i1 false, ptr %"$332pred", align 1
  %.194 = load i1, ptr %"$280pred", align 1
  store i1 false, ptr %"$280pred", align 1
  %.196 = load i1, ptr %invert.2, align 1
  %.198 = load i1, ptr %"$336pred", align 1
  store i1 %.196, ptr %"$336pred", align 1
  %.200 = load i1, ptr %invert.2, align 1
  store i1 false, ptr %invert.2, align 1
  %.202 = load i1, ptr %"$336pred", align 1
  br i1 %.202, label %B338, label %B348

B338:                                             ; preds = %B334
  %.204 = load i1, ptr %"$336pred", align 1
  store i1 false, ptr %"$336pred", align 1
  %.206 = load double, ptr %r.4, align 8
  %.207 = fcmp oeq double %.206, 0.000000e+00
  br i1 %.207, label %B338.if, label %B338.endif, !prof !2

B348:                                             ; preds = %B334
  %.217 = load i1, ptr %"$336pred", align 1
  store i1 false, ptr %"$336pred", align 1
  %.219 = load double, ptr %r.4, align 8
  %.220 = load double, ptr %r.4, align 8
  store double 0.000000e+00, ptr %r.4, align 8
  %.222 = load double, ptr %"$phi350.0.2", align 8
  store double %.219, ptr %"$phi350.0.2", align 8
  br label %B350

B350:                                             ; preds = %B338.endif, %B348
  %.225 = load double, ptr %"$phi350.0.2", align 8
  %.226 = load double, ptr %"$phi350.0.2", align 8
  store double 0.000000e+00, ptr %"$phi350.0.2", align 8
  store double %.225, ptr %.ret, align 8
  ret i32 0

B338.if:                                          ; preds = %B338
  br label %B338.endif

B338.endif:                                       ; preds = %B338.if, %B338
  %.210 = fdiv double 1.000000e+00, %.206
  %.211 = load double, ptr %r.4, align 8
  store double 0.000000e+00, ptr %r.4, align 8
  %.214 = load double, ptr %"$phi350.0.2", align 8
  store double %.210, ptr %"$phi350.0.2", align 8
  br label %B350
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{i64 0, i64 9223372036854775807}
!2 = !{!"branch_weights", i32 1, i32 99}
