; numba-cuda kernel m24_fp16_chain(Array(float16, 1, 'A', False, aligned=True), Array(float16, 1, 'A', False, aligned=True), Array(float16, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__10fp16_chainB3v24B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__10fp16_chainB3v24B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1628_lower__ZgtRK6__halfS1__nbst12_3clocals_3e28_ZgtRK6__halfS1__nbst_callerB3v28B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1628_lower__ZmlRK6__halfS1__nbst12_3clocals_3e28_ZmlRK6__halfS1__nbst_callerB3v25B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1628_lower__ZplRK6__halfS1__nbst12_3clocals_3e28_ZplRK6__halfS1__nbst_callerB3v26B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1628_lower__ZmiRK6__halfS1__nbst12_3clocals_3e28_ZmiRK6__halfS1__nbst_callerB3v27B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null

define ptx_kernel void @_ZN8__main__10fp16_chainB3v24B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE(ptr %a.0, ptr %a.1, i64 %a.2, i64 %a.3, ptr %a.4, i64 %a.5.0, i64 %a.6.0, ptr %b.0, ptr %b.1, i64 %b.2, i64 %b.3, ptr %b.4, i64 %b.5.0, i64 %b.6.0, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.6.0) {
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
  %.100 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.100, align 8
  %x = alloca i16, align 2
  store i16 0, ptr %x, align 2
  %.140 = alloca i16, align 2
  store i16 0, ptr %.140, align 2
  %.159 = alloca i16, align 2
  store i16 0, ptr %.159, align 2
  %.177 = alloca i16, align 2
  store i16 0, ptr %.177, align 2
  %s = alloca i16, align 2
  store i16 0, ptr %s, align 2
  %s.2 = alloca i16, align 2
  store i16 0, ptr %s.2, align 2
  %.204 = alloca i8, align 1
  store i8 0, ptr %.204, align 1
  %.216 = alloca i1, align 1
  store i1 false, ptr %.216, align 1
  %"$130pred" = alloca i1, align 1
  store i1 false, ptr %"$130pred", align 1
  %.240 = alloca i16, align 2
  store i16 0, ptr %.240, align 2
  %.270 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.270, align 8
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
  br i1 %.60, label %B66, label %B156

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
  %.96 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.98 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  %.99 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.100, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.98, ptr %.100, align 8
  %.104 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.100, i32 0, i32 5
  %.105 = getelementptr inbounds [1 x i64], ptr %.104, i32 0, i32 0
  %.106 = load i64, ptr %.105, align 8, !range !1
  %.107 = insertvalue [1 x i64] undef, i64 %.106, 0
  %.108 = extractvalue [1 x i64] %.107, 0
  %.109 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.100, i32 0, i32 6
  %.110 = load [1 x i64], ptr %.109, align 8
  %.111 = extractvalue [1 x i64] %.110, 0
  %.112 = icmp slt i64 %.99, 0
  %.113 = add i64 %.99, %.108
  %.114 = select i1 %.112, i64 %.113, i64 %.99
  %.115 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.100, i32 0, i32 5
  %.116 = getelementptr inbounds [1 x i64], ptr %.115, i32 0, i32 0
  %.117 = load i64, ptr %.116, align 8, !range !1
  %.118 = insertvalue [1 x i64] undef, i64 %.117, 0
  %.119 = extractvalue [1 x i64] %.118, 0
  %.120 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.100, i32 0, i32 6
  %.121 = load [1 x i64], ptr %.120, align 8
  %.122 = extractvalue [1 x i64] %.121, 0
  %.123 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.100, i32 0, i32 4
  %.124 = load ptr, ptr %.123, align 8
  %.125 = mul i64 %.122, %.114
  %.126 = ptrtoint ptr %.124 to i64
  %.127 = add i64 %.126, %.125
  %.128 = inttoptr i64 %.127 to ptr
  %.129 = load i16, ptr %.128, align 2
  %.130 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  %.133 = load i16, ptr %x, align 2
  store i16 %.95, ptr %x, align 2
  %.135 = load i16, ptr %x, align 2
  %.136 = alloca i16, align 2
  %.137 = alloca i16, align 2
  store i16 %.135, ptr %.136, align 2
  store i16 %.129, ptr %.137, align 2
  store i16 0, ptr %.140, align 2
  %.143 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmlRK6__halfS1__nbst12_3clocals_3e28_ZmlRK6__halfS1__nbst_callerB3v25B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.140, ptr %.136, ptr %.137)
  %.144 = icmp eq i32 %.143, 0
  %.145 = icmp eq i32 %.143, -2
  %.146 = or i1 %.144, %.145
  %.147 = xor i1 %.146, true
  %.148 = icmp eq i32 %.143, -1
  %.149 = icmp eq i32 %.143, -3
  %.150 = icmp sge i32 %.143, 1
  %.151 = load i16, ptr %.140, align 2
  br i1 %.147, label %B66.if, label %B66.endif, !prof !2

B132:                                             ; preds = %B66.endif.endif.endif.endif.endif
  %.232 = load i1, ptr %"$130pred", align 1
  store i1 false, ptr %"$130pred", align 1
  %.234 = load i16, ptr %s, align 2
  %.235 = load i16, ptr %x, align 2
  %.236 = alloca i16, align 2
  %.237 = alloca i16, align 2
  store i16 %.234, ptr %.236, align 2
  store i16 %.235, ptr %.237, align 2
  store i16 0, ptr %.240, align 2
  %.243 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmlRK6__halfS1__nbst12_3clocals_3e28_ZmlRK6__halfS1__nbst_callerB3v25B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.240, ptr %.236, ptr %.237)
  %.244 = icmp eq i32 %.243, 0
  %.245 = icmp eq i32 %.243, -2
  %.246 = or i1 %.244, %.245
  %.247 = xor i1 %.246, true
  %.248 = icmp eq i32 %.243, -1
  %.249 = icmp eq i32 %.243, -3
  %.250 = icmp sge i32 %.243, 1
  %.251 = load i16, ptr %.240, align 2
  br i1 %.247, label %B132.if, label %B132.endif, !prof !2

B142:                                             ; preds = %B132.endif, %B66.endif.endif.endif.endif.endif
  %.261 = load i16, ptr %x, align 2
  store i16 0, ptr %x, align 2
  %.263 = load i16, ptr %s, align 2
  store i16 0, ptr %s, align 2
  %.265 = load i1, ptr %"$130pred", align 1
  store i1 false, ptr %"$130pred", align 1
  %.267 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.268 = load i16, ptr %s.2, align 2
  %.269 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.270, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.267, ptr %.270, align 8
  %.274 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.270, i32 0, i32 5
  %.275 = getelementptr inbounds [1 x i64], ptr %.274, i32 0, i32 0
  %.276 = load i64, ptr %.275, align 8, !range !1
  %.277 = insertvalue [1 x i64] undef, i64 %.276, 0
  %.278 = extractvalue [1 x i64] %.277, 0
  %.279 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.270, i32 0, i32 6
  %.280 = load [1 x i64], ptr %.279, align 8
  %.281 = extractvalue [1 x i64] %.280, 0
  %.282 = icmp slt i64 %.269, 0
  %.283 = add i64 %.269, %.278
  %.284 = select i1 %.282, i64 %.283, i64 %.269
  %.285 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.270, i32 0, i32 5
  %.286 = getelementptr inbounds [1 x i64], ptr %.285, i32 0, i32 0
  %.287 = load i64, ptr %.286, align 8, !range !1
  %.288 = insertvalue [1 x i64] undef, i64 %.287, 0
  %.289 = extractvalue [1 x i64] %.288, 0
  %.290 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.270, i32 0, i32 6
  %.291 = load [1 x i64], ptr %.290, align 8
  %.292 = extractvalue [1 x i64] %.291, 0
  %.293 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.270, i32 0, i32 4
  %.294 = load ptr, ptr %.293, align 8
  %.295 = mul i64 %.292, %.284
  %.296 = ptrtoint ptr %.294 to i64
  %.297 = add i64 %.296, %.295
  %.298 = inttoptr i64 %.297 to ptr
  store i16 %.268, ptr %.298, align 2
  %.300 = load i16, ptr %s.2, align 2
  store i16 0, ptr %s.2, align 2
  %.302 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.304 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  ret void

B156:                                             ; preds = %B0
  %.308 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.310 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.312 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  %.314 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.316 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
  ret void

B66.if:                                           ; preds = %B66
  ret void

B66.endif:                                        ; preds = %B66
  %.154 = load i16, ptr %x, align 2
  %.155 = alloca i16, align 2
  %.156 = alloca i16, align 2
  store i16 %.151, ptr %.155, align 2
  store i16 %.154, ptr %.156, align 2
  store i16 0, ptr %.159, align 2
  %.162 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZplRK6__halfS1__nbst12_3clocals_3e28_ZplRK6__halfS1__nbst_callerB3v26B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.159, ptr %.155, ptr %.156)
  %.163 = icmp eq i32 %.162, 0
  %.164 = icmp eq i32 %.162, -2
  %.165 = or i1 %.163, %.164
  %.166 = xor i1 %.165, true
  %.167 = icmp eq i32 %.162, -1
  %.168 = icmp eq i32 %.162, -3
  %.169 = icmp sge i32 %.162, 1
  %.170 = load i16, ptr %.159, align 2
  br i1 %.166, label %B66.endif.if, label %B66.endif.endif, !prof !2

B66.endif.if:                                     ; preds = %B66.endif
  ret void

B66.endif.endif:                                  ; preds = %B66.endif
  %.173 = alloca i16, align 2
  %.174 = alloca i16, align 2
  store i16 %.170, ptr %.173, align 2
  store i16 %.129, ptr %.174, align 2
  store i16 0, ptr %.177, align 2
  %.180 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmiRK6__halfS1__nbst12_3clocals_3e28_ZmiRK6__halfS1__nbst_callerB3v27B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.177, ptr %.173, ptr %.174)
  %.181 = icmp eq i32 %.180, 0
  %.182 = icmp eq i32 %.180, -2
  %.183 = or i1 %.181, %.182
  %.184 = xor i1 %.183, true
  %.185 = icmp eq i32 %.180, -1
  %.186 = icmp eq i32 %.180, -3
  %.187 = icmp sge i32 %.180, 1
  %.188 = load i16, ptr %.177, align 2
  br i1 %.184, label %B66.endif.endif.if, label %B66.endif.endif.endif, !prof !2

B66.endif.endif.if:                               ; preds = %B66.endif.endif
  ret void

B66.endif.endif.endif:                            ; preds = %B66.endif.endif
  %.192 = load i16, ptr %s, align 2
  store i16 %.188, ptr %s, align 2
  %.194 = load i16, ptr %s, align 2
  %.196 = load i16, ptr %s.2, align 2
  store i16 %.194, ptr %s.2, align 2
  %.198 = load i16, ptr %s, align 2
  %.199 = load i16, ptr %x, align 2
  %.200 = alloca i16, align 2
  %.201 = alloca i16, align 2
  store i16 %.198, ptr %.200, align 2
  store i16 %.199, ptr %.201, align 2
  store i8 0, ptr %.204, align 1
  %.207 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZgtRK6__halfS1__nbst12_3clocals_3e28_ZgtRK6__halfS1__nbst_callerB3v28B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.204, ptr %.200, ptr %.201)
  %.208 = icmp eq i32 %.207, 0
  %.209 = icmp eq i32 %.207, -2
  %.210 = or i1 %.208, %.209
  %.211 = xor i1 %.210, true
  %.212 = icmp eq i32 %.207, -1
  %.213 = icmp eq i32 %.207, -3
  %.214 = icmp sge i32 %.207, 1
  %.215 = load i8, ptr %.204, align 1
  %.218 = icmp eq i8 %.215, 0
  br i1 %.218, label %B66.endif.endif.endif.if, label %B66.endif.endif.endif.else

B66.endif.endif.endif.if:                         ; preds = %B66.endif.endif.endif
  store i1 false, ptr %.216, align 1
  br label %B66.endif.endif.endif.endif

B66.endif.endif.endif.else:                       ; preds = %B66.endif.endif.endif
  store i1 true, ptr %.216, align 1
  br label %B66.endif.endif.endif.endif

B66.endif.endif.endif.endif:                      ; preds = %B66.endif.endif.endif.else, %B66.endif.endif.endif.if
  %.224 = load i1, ptr %.216, align 1
  br i1 %.211, label %B66.endif.endif.endif.endif.if, label %B66.endif.endif.endif.endif.endif, !prof !2

B66.endif.endif.endif.endif.if:                   ; preds = %B66.endif.endif.endif.endif
  ret void

B66.endif.endif.endif.endif.endif:                ; preds = %B66.endif.endif.endif.endif
  %.228 = load i1, ptr %"$130pred", align 1
  store i1 %.224, ptr %"$130pred", align 1
  %.230 = load i1, ptr %"$130pred", align 1
  br i1 %.230, label %B132, label %B142

B132.if:                                          ; preds = %B132
  ret void

B132.endif:                                       ; preds = %B132
  %.254 = load i16, ptr %x, align 2
  store i16 0, ptr %x, align 2
  %.256 = load i16, ptr %s, align 2
  store i16 0, ptr %s, align 2
  %.258 = load i16, ptr %s.2, align 2
  store i16 %.251, ptr %s.2, align 2
  br label %B142
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZgtRK6__halfS1__nbst12_3clocals_3e28_ZgtRK6__halfS1__nbst_callerB3v28B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
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

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmlRK6__halfS1__nbst12_3clocals_3e28_ZmlRK6__halfS1__nbst_callerB3v25B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
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

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZplRK6__halfS1__nbst12_3clocals_3e28_ZplRK6__halfS1__nbst_callerB3v26B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
entry:
  %.5 = alloca i16, align 2
  store i16 0, ptr %.5, align 2
  br label %B0

B0:                                               ; preds = %entry
  store i16 0, ptr %.5, align 2
  %.8 = call i32 @_ZplRK6__halfS1__nbst(ptr %.5, ptr %arg_0, ptr %arg_1)
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

declare i32 @_ZplRK6__halfS1__nbst(ptr, ptr, ptr)

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmiRK6__halfS1__nbst12_3clocals_3e28_ZmiRK6__halfS1__nbst_callerB3v27B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
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
