; numba-cuda kernel fp16_math(Array(float16, 1, 'A', False, aligned=True), Array(float16, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__9fp16_mathB3v57B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__9fp16_mathB3v57B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1628_lower__ZgtRK6__halfS1__nbst12_3clocals_3e28_ZgtRK6__halfS1__nbst_callerB3v58B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1628_lower__ZmlRK6__halfS1__nbst12_3clocals_3e28_ZmlRK6__halfS1__nbst_callerB3v32B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1628_lower__ZmiRK6__halfS1__nbst12_3clocals_3e28_ZmiRK6__halfS1__nbst_callerB3v59B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null

define ptx_kernel void @_ZN8__main__9fp16_mathB3v57B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE(ptr %a.0, ptr %a.1, i64 %a.2, i64 %a.3, ptr %a.4, i64 %a.5.0, i64 %a.6.0, ptr %b.0, ptr %b.1, i64 %b.2, i64 %b.3, ptr %b.4, i64 %b.5.0, i64 %b.6.0, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.6.0) {
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
  %inserted.meminfo.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %b.0, 0
  %inserted.parent.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.1, ptr %b.1, 1
  %inserted.nitems.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %b.2, 2
  %inserted.itemsize.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %b.3, 3
  %inserted.data.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.1, ptr %b.4, 4
  %.26 = insertvalue [1 x i64] undef, i64 %b.5.0, 0
  %inserted.shape.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.26, 5
  %.27 = insertvalue [1 x i64] undef, i64 %b.6.0, 0
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
  %b = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
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
  %x = alloca i16, align 2
  store i16 0, ptr %x, align 2
  %.103 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.103, align 8
  %y = alloca i16, align 2
  store i16 0, ptr %y, align 2
  %.144 = alloca i8, align 1
  store i8 0, ptr %.144, align 1
  %.156 = alloca i1, align 1
  store i1 false, ptr %.156, align 1
  %"$108pred" = alloca i1, align 1
  store i1 false, ptr %"$108pred", align 1
  %"$phi116.0.2" = alloca i16, align 2
  store i16 0, ptr %"$phi116.0.2", align 2
  %.195 = alloca i16, align 2
  store i16 0, ptr %.195, align 2
  %.216 = alloca i16, align 2
  store i16 0, ptr %.216, align 2
  %.236 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.236, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %b, align 8
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
  %.48 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.49, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.48, ptr %.49, align 8
  %.53 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.49, i32 0, i32 2
  %.54 = load i64, ptr %.53, align 8
  %.55 = load i64, ptr %i, align 8
  %.56 = icmp slt i64 %.55, %.54
  %.58 = load i1, ptr %"$64pred", align 1
  store i1 %.56, ptr %"$64pred", align 1
  %.60 = load i1, ptr %"$64pred", align 1
  br i1 %.60, label %B66, label %B202

B66:                                              ; preds = %B0
  %.62 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
  %.64 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
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
  %.95 = load i16, ptr %.94, align 2
  %.97 = load i16, ptr %x, align 2
  store i16 %.95, ptr %x, align 2
  %.99 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.101 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  %.102 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.103, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.101, ptr %.103, align 8
  %.107 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.103, i32 0, i32 5
  %.108 = getelementptr inbounds [1 x i64], ptr %.107, i32 0, i32 0
  %.109 = load i64, ptr %.108, align 8, !range !1
  %.110 = insertvalue [1 x i64] undef, i64 %.109, 0
  %.111 = extractvalue [1 x i64] %.110, 0
  %.112 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.103, i32 0, i32 6
  %.113 = load [1 x i64], ptr %.112, align 8
  %.114 = extractvalue [1 x i64] %.113, 0
  %.115 = icmp slt i64 %.102, 0
  %.116 = add i64 %.102, %.111
  %.117 = select i1 %.115, i64 %.116, i64 %.102
  %.118 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.103, i32 0, i32 5
  %.119 = getelementptr inbounds [1 x i64], ptr %.118, i32 0, i32 0
  %.120 = load i64, ptr %.119, align 8, !range !1
  %.121 = insertvalue [1 x i64] undef, i64 %.120, 0
  %.122 = extractvalue [1 x i64] %.121, 0
  %.123 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.103, i32 0, i32 6
  %.124 = load [1 x i64], ptr %.123, align 8
  %.125 = extractvalue [1 x i64] %.124, 0
  %.126 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.103, i32 0, i32 4
  %.127 = load ptr, ptr %.126, align 8
  %.128 = mul i64 %.125, %.117
  %.129 = ptrtoint ptr %.127 to i64
  %.130 = add i64 %.129, %.128
  %.131 = inttoptr i64 %.130 to ptr
  %.132 = load i16, ptr %.131, align 2
  %.134 = load i16, ptr %y, align 2
  store i16 %.132, ptr %y, align 2
  %.136 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  %.138 = load i16, ptr %x, align 2
  %.139 = load i16, ptr %y, align 2
  %.140 = alloca i16, align 2
  %.141 = alloca i16, align 2
  store i16 %.138, ptr %.140, align 2
  store i16 %.139, ptr %.141, align 2
  store i8 0, ptr %.144, align 1
  %.147 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZgtRK6__halfS1__nbst12_3clocals_3e28_ZgtRK6__halfS1__nbst_callerB3v58B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.144, ptr %.140, ptr %.141)
  %.148 = icmp eq i32 %.147, 0
  %.149 = icmp eq i32 %.147, -2
  %.150 = or i1 %.148, %.149
  %.151 = xor i1 %.150, true
  %.152 = icmp eq i32 %.147, -1
  %.153 = icmp eq i32 %.147, -3
  %.154 = icmp sge i32 %.147, 1
  %.155 = load i8, ptr %.144, align 1
  %.158 = icmp eq i8 %.155, 0
  br i1 %.158, label %B66.if, label %B66.else

B110:                                             ; preds = %B66.endif.endif
  %.172 = load i1, ptr %"$108pred", align 1
  store i1 false, ptr %"$108pred", align 1
  %.174 = load i16, ptr %x, align 2
  %.176 = load i16, ptr %"$phi116.0.2", align 2
  store i16 %.174, ptr %"$phi116.0.2", align 2
  br label %B116

B114:                                             ; preds = %B66.endif.endif
  %.179 = load i1, ptr %"$108pred", align 1
  store i1 false, ptr %"$108pred", align 1
  %.181 = load i16, ptr %y, align 2
  %.182 = load i16, ptr %"$phi116.0.2", align 2
  store i16 %.181, ptr %"$phi116.0.2", align 2
  br label %B116

B116:                                             ; preds = %B114, %B110
  %.185 = load i16, ptr %"$phi116.0.2", align 2
  %.186 = load i16, ptr %"$phi116.0.2", align 2
  store i16 0, ptr %"$phi116.0.2", align 2
  %.188 = call float asm "cvt.f32.f16 $0, $1;", "=f,h"(i16 %.185)
  %.189 = load i16, ptr %x, align 2
  %.190 = load i16, ptr %y, align 2
  %.191 = alloca i16, align 2
  %.192 = alloca i16, align 2
  store i16 %.189, ptr %.191, align 2
  store i16 %.190, ptr %.192, align 2
  store i16 0, ptr %.195, align 2
  %.198 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmlRK6__halfS1__nbst12_3clocals_3e28_ZmlRK6__halfS1__nbst_callerB3v32B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.195, ptr %.191, ptr %.192)
  %.199 = icmp eq i32 %.198, 0
  %.200 = icmp eq i32 %.198, -2
  %.201 = or i1 %.199, %.200
  %.202 = xor i1 %.201, true
  %.203 = icmp eq i32 %.198, -1
  %.204 = icmp eq i32 %.198, -3
  %.205 = icmp sge i32 %.198, 1
  %.206 = load i16, ptr %.195, align 2
  br i1 %.202, label %B116.if, label %B116.endif, !prof !2

B202:                                             ; preds = %B0
  %.272 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.274 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.276 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  %.278 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.280 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
  ret void

B66.if:                                           ; preds = %B66
  store i1 false, ptr %.156, align 1
  br label %B66.endif

B66.else:                                         ; preds = %B66
  store i1 true, ptr %.156, align 1
  br label %B66.endif

B66.endif:                                        ; preds = %B66.else, %B66.if
  %.164 = load i1, ptr %.156, align 1
  br i1 %.151, label %B66.endif.if, label %B66.endif.endif, !prof !2

B66.endif.if:                                     ; preds = %B66.endif
  ret void

B66.endif.endif:                                  ; preds = %B66.endif
  %.168 = load i1, ptr %"$108pred", align 1
  store i1 %.164, ptr %"$108pred", align 1
  %.170 = load i1, ptr %"$108pred", align 1
  br i1 %.170, label %B110, label %B114

B116.if:                                          ; preds = %B116
  ret void

B116.endif:                                       ; preds = %B116
  %.209 = load i16, ptr %x, align 2
  store i16 0, ptr %x, align 2
  %.211 = load i16, ptr %y, align 2
  %.212 = alloca i16, align 2
  %.213 = alloca i16, align 2
  store i16 %.206, ptr %.212, align 2
  store i16 %.211, ptr %.213, align 2
  store i16 0, ptr %.216, align 2
  %.219 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmiRK6__halfS1__nbst12_3clocals_3e28_ZmiRK6__halfS1__nbst_callerB3v59B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.216, ptr %.212, ptr %.213)
  %.220 = icmp eq i32 %.219, 0
  %.221 = icmp eq i32 %.219, -2
  %.222 = or i1 %.220, %.221
  %.223 = xor i1 %.222, true
  %.224 = icmp eq i32 %.219, -1
  %.225 = icmp eq i32 %.219, -3
  %.226 = icmp sge i32 %.219, 1
  %.227 = load i16, ptr %.216, align 2
  br i1 %.223, label %B116.endif.if, label %B116.endif.endif, !prof !2

B116.endif.if:                                    ; preds = %B116.endif
  ret void

B116.endif.endif:                                 ; preds = %B116.endif
  %.230 = load i16, ptr %y, align 2
  store i16 0, ptr %y, align 2
  %.232 = call float asm "cvt.f32.f16 $0, $1;", "=f,h"(i16 %.227)
  %.233 = fadd float %.188, %.232
  %.234 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.235 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.236, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.234, ptr %.236, align 8
  %.240 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.236, i32 0, i32 5
  %.241 = getelementptr inbounds [1 x i64], ptr %.240, i32 0, i32 0
  %.242 = load i64, ptr %.241, align 8, !range !1
  %.243 = insertvalue [1 x i64] undef, i64 %.242, 0
  %.244 = extractvalue [1 x i64] %.243, 0
  %.245 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.236, i32 0, i32 6
  %.246 = load [1 x i64], ptr %.245, align 8
  %.247 = extractvalue [1 x i64] %.246, 0
  %.248 = icmp slt i64 %.235, 0
  %.249 = add i64 %.235, %.244
  %.250 = select i1 %.248, i64 %.249, i64 %.235
  %.251 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.236, i32 0, i32 5
  %.252 = getelementptr inbounds [1 x i64], ptr %.251, i32 0, i32 0
  %.253 = load i64, ptr %.252, align 8, !range !1
  %.254 = insertvalue [1 x i64] undef, i64 %.253, 0
  %.255 = extractvalue [1 x i64] %.254, 0
  %.256 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.236, i32 0, i32 6
  %.257 = load [1 x i64], ptr %.256, align 8
  %.258 = extractvalue [1 x i64] %.257, 0
  %.259 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.236, i32 0, i32 4
  %.260 = load ptr, ptr %.259, align 8
  %.261 = mul i64 %.258, %.250
  %.262 = ptrtoint ptr %.260 to i64
  %.263 = add i64 %.262, %.261
  %.264 = inttoptr i64 %.263 to ptr
  store float %.233, ptr %.264, align 4
  %.266 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.268 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZgtRK6__halfS1__nbst12_3clocals_3e28_ZgtRK6__halfS1__nbst_callerB3v58B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
entry:
  %.5 = alloca i8, align 1
  store i8 0, ptr %.5, align 1
  %.17 = alloca i1, align 1
  store i1 false, ptr %.17, align 1
  br label %B0

B0:                                               ; preds = %entry
  store i8 0, ptr %.5, align 1
  %.8 = call i32 @_ZgtRK6__halfS1__nbst(ptr %.5, ptr %arg_0, ptr %arg_1)
  %.9 = icmp eq i32 %.8, 0
  %.10 = icmp eq i32 %.8, -2
  %.11 = or i1 %.9, %.10
  %.12 = xor i1 %.11, true
  %.13 = icmp eq i32 %.8, -1
  %.14 = icmp eq i32 %.8, -3
  %.15 = icmp sge i32 %.8, 1
  %.16 = load i8, ptr %.5, align 1
  %.19 = icmp eq i8 %.16, 0
  br i1 %.19, label %B0.if, label %B0.else

B0.if:                                            ; preds = %B0
  store i1 false, ptr %.17, align 1
  br label %B0.endif

B0.else:                                          ; preds = %B0
  store i1 true, ptr %.17, align 1
  br label %B0.endif

B0.endif:                                         ; preds = %B0.else, %B0.if
  %.25 = load i1, ptr %.17, align 1
  br i1 %.12, label %B0.endif.if, label %B0.endif.endif, !prof !2

B0.endif.if:                                      ; preds = %B0.endif
  ret i32 %.8

B0.endif.endif:                                   ; preds = %B0.endif
  %.28 = zext i1 %.25 to i8
  store i8 %.28, ptr %.ret, align 1
  ret i32 0
}

declare i32 @_ZgtRK6__halfS1__nbst(ptr, ptr, ptr)

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmlRK6__halfS1__nbst12_3clocals_3e28_ZmlRK6__halfS1__nbst_callerB3v32B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
entry:
  %.5 = alloca i16, align 2
  store i16 0, ptr %.5, align 2
  br label %B0

B0:                                               ; preds = %entry
  store i16 0, ptr %.5, align 2
  %.8 = call i32 @_ZmlRK6__halfS1__nbst(ptr %.5, ptr %arg_0, ptr %arg_1)
  %.9 = icmp eq i32 %.8, 0
  %.10 = icmp eq i32 %.8, -2
  %.11 = or i1 %.9, %.10
  %.12 = xor i1 %.11, true
  %.13 = icmp eq i32 %.8, -1
  %.14 = icmp eq i32 %.8, -3
  %.15 = icmp sge i32 %.8, 1
  %.16 = load i16, ptr %.5, align 2
  br i1 %.12, label %B0.if, label %B0.endif, !prof !2

B0.if:                                            ; preds = %B0
  ret i32 %.8

B0.endif:                                         ; preds = %B0
  store i16 %.16, ptr %.ret, align 2
  ret i32 0
}

declare i32 @_ZmlRK6__halfS1__nbst(ptr, ptr, ptr)

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmiRK6__halfS1__nbst12_3clocals_3e28_ZmiRK6__halfS1__nbst_callerB3v59B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
entry:
  %.5 = alloca i16, align 2
  store i16 0, ptr %.5, align 2
  br label %B0

B0:                                               ; preds = %entry
  store i16 0, ptr %.5, align 2
  %.8 = call i32 @_ZmiRK6__halfS1__nbst(ptr %.5, ptr %arg_0, ptr %arg_1)
  %.9 = icmp eq i32 %.8, 0
  %.10 = icmp eq i32 %.8, -2
  %.11 = or i1 %.9, %.10
  %.12 = xor i1 %.11, true
  %.13 = icmp eq i32 %.8, -1
  %.14 = icmp eq i32 %.8, -3
  %.15 = icmp sge i32 %.8, 1
  %.16 = load i16, ptr %.5, align 2
  br i1 %.12, label %B0.if, label %B0.endif, !prof !2

B0.if:                                            ; preds = %B0
  ret i32 %.8

B0.endif:                                         ; preds = %B0
  store i16 %.16, ptr %.ret, align 2
  ret i32 0
}

declare i32 @_ZmiRK6__halfS1__nbst(ptr, ptr, ptr)

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{i64 0, i64 9223372036854775807}
!2 = !{!"branch_weights", i32 1, i32 99}
