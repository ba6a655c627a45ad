; numba-cuda kernel n28_fp16_arith(Array(float16, 1, 'A', False, aligned=True), Array(float16, 1, 'A', False, aligned=True), Array(float16, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__10fp16_arithB3v23B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__10fp16_arithB3v23B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hdiv6__halfS__nbst12_3clocals_3e31_ZL6__hdiv6__halfS__nbst_callerB3v27B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hsub6__halfS__nbst12_3clocals_3e31_ZL6__hsub6__halfS__nbst_callerB3v24B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1629_lower__ZL6__hneg6__half_nbst12_3clocals_3e29_ZL6__hneg6__half_nbst_callerB3v28B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hmul6__halfS__nbst12_3clocals_3e31_ZL6__hmul6__halfS__nbst_callerB3v29B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1633_lower__ZL6__hfma6__halfS_S__nbst12_3clocals_3e33_ZL6__hfma6__halfS_S__nbst_callerB3v30B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hadd6__halfS__nbst12_3clocals_3e31_ZL6__hadd6__halfS__nbst_callerB3v26B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1629_lower__ZL6__habs6__half_nbst12_3clocals_3e29_ZL6__habs6__half_nbst_callerB3v25B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1630_lower__ZL5__hgt6__halfS__nbst12_3clocals_3e30_ZL5__hgt6__halfS__nbst_callerB3v31B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null

define ptx_kernel void @_ZN8__main__10fp16_arithB3v23B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE(ptr %a.0, ptr %a.1, i64 %a.2, i64 %a.3, ptr %a.4, i64 %a.5.0, i64 %a.6.0, ptr %b.0, ptr %b.1, i64 %b.2, i64 %b.3, ptr %b.4, i64 %b.5.0, i64 %b.6.0, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.6.0, ptr %wide.0, ptr %wide.1, i64 %wide.2, i64 %wide.3, ptr %wide.4, i64 %wide.5.0, i64 %wide.6.0) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %a.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %a.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %a.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %a.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %a.4, 4
  %.31 = insertvalue [1 x i64] undef, i64 %a.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.31, 5
  %.32 = insertvalue [1 x i64] undef, i64 %a.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.32, 6
  %inserted.meminfo.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %b.0, 0
  %inserted.parent.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.1, ptr %b.1, 1
  %inserted.nitems.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %b.2, 2
  %inserted.itemsize.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %b.3, 3
  %inserted.data.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.1, ptr %b.4, 4
  %.33 = insertvalue [1 x i64] undef, i64 %b.5.0, 0
  %inserted.shape.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.33, 5
  %.34 = insertvalue [1 x i64] undef, i64 %b.6.0, 0
  %inserted.strides.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.1, [1 x i64] %.34, 6
  %inserted.meminfo.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %out.0, 0
  %inserted.parent.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.2, ptr %out.1, 1
  %inserted.nitems.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.2, i64 %out.2, 2
  %inserted.itemsize.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.2, i64 %out.3, 3
  %inserted.data.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.2, ptr %out.4, 4
  %.35 = insertvalue [1 x i64] undef, i64 %out.5.0, 0
  %inserted.shape.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.2, [1 x i64] %.35, 5
  %.36 = insertvalue [1 x i64] undef, i64 %out.6.0, 0
  %inserted.strides.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.2, [1 x i64] %.36, 6
  %inserted.meminfo.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %wide.0, 0
  %inserted.parent.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.3, ptr %wide.1, 1
  %inserted.nitems.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.3, i64 %wide.2, 2
  %inserted.itemsize.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.3, i64 %wide.3, 3
  %inserted.data.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.3, ptr %wide.4, 4
  %.37 = insertvalue [1 x i64] undef, i64 %wide.5.0, 0
  %inserted.shape.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.3, [1 x i64] %.37, 5
  %.38 = insertvalue [1 x i64] undef, i64 %wide.6.0, 0
  %inserted.strides.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.3, [1 x i64] %.38, 6
  %a = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %b = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  %out = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %wide = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %wide, align 8
  %i = alloca i64, align 8
  store i64 0, ptr %i, align 8
  %.60 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.60, align 8
  %"$66pred" = alloca i1, align 1
  store i1 false, ptr %"$66pred", align 1
  %.77 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.77, align 8
  %.111 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.111, align 8
  %.147 = alloca i16, align 2
  store i16 0, ptr %.147, align 2
  %.163 = alloca i16, align 2
  store i16 0, ptr %.163, align 2
  %.182 = alloca i16, align 2
  store i16 0, ptr %.182, align 2
  %.200 = alloca i16, align 2
  store i16 0, ptr %.200, align 2
  %p = alloca i16, align 2
  store i16 0, ptr %p, align 2
  %.219 = alloca i16, align 2
  store i16 0, ptr %.219, align 2
  %.239 = alloca i16, align 2
  store i16 0, ptr %.239, align 2
  %.259 = alloca i16, align 2
  store i16 0, ptr %.259, align 2
  %q = alloca i16, align 2
  store i16 0, ptr %q, align 2
  %.282 = alloca i8, align 1
  store i8 0, ptr %.282, align 1
  %.294 = alloca i1, align 1
  store i1 false, ptr %.294, align 1
  %"$614pred" = alloca i1, align 1
  store i1 false, ptr %"$614pred", align 1
  %"$phi622.0.2" = alloca i16, align 2
  store i16 0, ptr %"$phi622.0.2", align 2
  %.326 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.326, align 8
  %.374 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.374, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.3, ptr %wide, align 8
  %.47 = trunc i64 1 to i32
  %.48 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %.49 = sext i32 %.48 to i64
  %.50 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %.51 = sext i32 %.50 to i64
  %.52 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %.53 = sext i32 %.52 to i64
  %.54 = mul i64 %.51, %.53
  %.55 = add i64 %.54, %.49
  %.57 = load i64, ptr %i, align 8
  store i64 %.55, ptr %i, align 8
  %.59 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.60, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.59, ptr %.60, align 8
  %.64 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.60, i32 0, i32 2
  %.65 = load i64, ptr %.64, align 8
  %.66 = load i64, ptr %i, align 8
  %.67 = icmp slt i64 %.66, %.65
  %.69 = load i1, ptr %"$66pred", align 1
  store i1 %.67, ptr %"$66pred", align 1
  %.71 = load i1, ptr %"$66pred", align 1
  br i1 %.71, label %B68, label %B734

B68:                                              ; preds = %B0
  %.73 = load i1, ptr %"$66pred", align 1
  store i1 false, ptr %"$66pred", align 1
  %.75 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  %.76 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.77, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.75, ptr %.77, align 8
  %.81 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.77, i32 0, i32 5
  %.82 = getelementptr inbounds [1 x i64], ptr %.81, i32 0, i32 0
  %.83 = load i64, ptr %.82, align 8, !range !1
  %.84 = insertvalue [1 x i64] undef, i64 %.83, 0
  %.85 = extractvalue [1 x i64] %.84, 0
  %.86 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.77, i32 0, i32 6
  %.87 = load [1 x i64], ptr %.86, align 8
  %.88 = extractvalue [1 x i64] %.87, 0
  %.89 = icmp slt i64 %.76, 0
  %.90 = add i64 %.76, %.85
  %.91 = select i1 %.89, i64 %.90, i64 %.76
  %.92 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.77, i32 0, i32 5
  %.93 = getelementptr inbounds [1 x i64], ptr %.92, i32 0, i32 0
  %.94 = load i64, ptr %.93, align 8, !range !1
  %.95 = insertvalue [1 x i64] undef, i64 %.94, 0
  %.96 = extractvalue [1 x i64] %.95, 0
  %.97 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.77, i32 0, i32 6
  %.98 = load [1 x i64], ptr %.97, align 8
  %.99 = extractvalue [1 x i64] %.98, 0
  %.100 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.77, i32 0, i32 4
  %.101 = load ptr, ptr %.100, align 8
  %.102 = mul i64 %.99, %.91
  %.103 = ptrtoint ptr %.101 to i64
  %.104 = add i64 %.103, %.102
  %.105 = inttoptr i64 %.104 to ptr
  %.106 = load i16, ptr %.105, align 2
  %.107 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.109 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  %.110 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.111, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.109, ptr %.111, align 8
  %.115 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.111, i32 0, i32 5
  %.116 = getelementptr inbounds [1 x i64], ptr %.115, i32 0, i32 0
  %.117 = load i64, ptr %.116, align 8, !range !1
  %.118 = insertvalue [1 x i64] undef, i64 %.117, 0
  %.119 = extractvalue [1 x i64] %.118, 0
  %.120 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.111, i32 0, i32 6
  %.121 = load [1 x i64], ptr %.120, align 8
  %.122 = extractvalue [1 x i64] %.121, 0
  %.123 = icmp slt i64 %.110, 0
  %.124 = add i64 %.110, %.119
  %.125 = select i1 %.123, i64 %.124, i64 %.110
  %.126 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.111, i32 0, i32 5
  %.127 = getelementptr inbounds [1 x i64], ptr %.126, i32 0, i32 0
  %.128 = load i64, ptr %.127, align 8, !range !1
  %.129 = insertvalue [1 x i64] undef, i64 %.128, 0
  %.130 = extractvalue [1 x i64] %.129, 0
  %.131 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.111, i32 0, i32 6
  %.132 = load [1 x i64], ptr %.131, align 8
  %.133 = extractvalue [1 x i64] %.132, 0
  %.134 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.111, i32 0, i32 4
  %.135 = load ptr, ptr %.134, align 8
  %.136 = mul i64 %.133, %.125
  %.137 = ptrtoint ptr %.135 to i64
  %.138 = add i64 %.137, %.136
  %.139 = inttoptr i64 %.138 to ptr
  %.140 = load i16, ptr %.139, align 2
  %.141 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  %.143 = alloca i16, align 2
  %.144 = alloca i16, align 2
  store i16 %.106, ptr %.143, align 2
  store i16 %.140, ptr %.144, align 2
  store i16 0, ptr %.147, align 2
  %.150 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hsub6__halfS__nbst12_3clocals_3e31_ZL6__hsub6__halfS__nbst_callerB3v24B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.147, ptr %.143, ptr %.144)
  %.151 = icmp eq i32 %.150, 0
  %.152 = icmp eq i32 %.150, -2
  %.153 = or i1 %.151, %.152
  %.154 = xor i1 %.153, true
  %.155 = icmp eq i32 %.150, -1
  %.156 = icmp eq i32 %.150, -3
  %.157 = icmp sge i32 %.150, 1
  %.158 = load i16, ptr %.147, align 2
  br i1 %.154, label %B68.if, label %B68.endif, !prof !2

B616:                                             ; preds = %B68.endif.endif.endif.end...endif
  %.310 = load i1, ptr %"$614pred", align 1
  store i1 false, ptr %"$614pred", align 1
  %.312 = load i16, ptr %q, align 2
  %.314 = load i16, ptr %"$phi622.0.2", align 2
  store i16 %.312, ptr %"$phi622.0.2", align 2
  br label %B622

B620:                                             ; preds = %B68.endif.endif.endif.end...endif
  %.317 = load i1, ptr %"$614pred", align 1
  store i1 false, ptr %"$614pred", align 1
  %.319 = load i16, ptr %p, align 2
  %.320 = load i16, ptr %"$phi622.0.2", align 2
  store i16 %.319, ptr %"$phi622.0.2", align 2
  br label %B622

B622:                                             ; preds = %B620, %B616
  %.323 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.324 = load i16, ptr %"$phi622.0.2", align 2
  %.325 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.326, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.323, ptr %.326, align 8
  %.330 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.326, i32 0, i32 5
  %.331 = getelementptr inbounds [1 x i64], ptr %.330, i32 0, i32 0
  %.332 = load i64, ptr %.331, align 8, !range !1
  %.333 = insertvalue [1 x i64] undef, i64 %.332, 0
  %.334 = extractvalue [1 x i64] %.333, 0
  %.335 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.326, i32 0, i32 6
  %.336 = load [1 x i64], ptr %.335, align 8
  %.337 = extractvalue [1 x i64] %.336, 0
  %.338 = icmp slt i64 %.325, 0
  %.339 = add i64 %.325, %.334
  %.340 = select i1 %.338, i64 %.339, i64 %.325
  %.341 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.326, i32 0, i32 5
  %.342 = getelementptr inbounds [1 x i64], ptr %.341, i32 0, i32 0
  %.343 = load i64, ptr %.342, align 8, !range !1
  %.344 = insertvalue [1 x i64] undef, i64 %.343, 0
  %.345 = extractvalue [1 x i64] %.344, 0
  %.346 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.326, i32 0, i32 6
  %.347 = load [1 x i64], ptr %.346, align 8
  %.348 = extractvalue [1 x i64] %.347, 0
  %.349 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.326, i32 0, i32 4
  %.350 = load ptr, ptr %.349, align 8
  %.351 = mul i64 %.348, %.340
  %.352 = ptrtoint ptr %.350 to i64
  %.353 = add i64 %.352, %.351
  %.354 = inttoptr i64 %.353 to ptr
  store i16 %.324, ptr %.354, align 2
  %.356 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.358 = load i16, ptr %"$phi622.0.2", align 2
  store i16 0, ptr %"$phi622.0.2", align 2
  %.360 = load i16, ptr %q, align 2
  %.361 = call double asm "cvt.f64.f16 $0, $1;", "=d,h"(i16 %.360)
  %.362 = load i16, ptr %q, align 2
  store i16 0, ptr %q, align 2
  %.364 = load i16, ptr %p, align 2
  %.365 = call float asm "cvt.f32.f16 $0, $1;", "=f,h"(i16 %.364)
  %.366 = load i16, ptr %p, align 2
  store i16 0, ptr %p, align 2
  %.368 = fptrunc double 5.000000e-01 to float
  %.369 = fmul float %.365, %.368
  %.370 = fpext float %.369 to double
  %.371 = fadd double %.361, %.370
  %.372 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %wide, align 8
  %.373 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.374, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.372, ptr %.374, align 8
  %.378 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.374, i32 0, i32 5
  %.379 = getelementptr inbounds [1 x i64], ptr %.378, i32 0, i32 0
  %.380 = load i64, ptr %.379, align 8, !range !1
  %.381 = insertvalue [1 x i64] undef, i64 %.380, 0
  %.382 = extractvalue [1 x i64] %.381, 0
  %.383 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.374, i32 0, i32 6
  %.384 = load [1 x i64], ptr %.383, align 8
  %.385 = extractvalue [1 x i64] %.384, 0
  %.386 = icmp slt i64 %.373, 0
  %.387 = add i64 %.373, %.382
  %.388 = select i1 %.386, i64 %.387, i64 %.373
  %.389 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.374, i32 0, i32 5
  %.390 = getelementptr inbounds [1 x i64], ptr %.389, i32 0, i32 0
  %.391 = load i64, ptr %.390, align 8, !range !1
  %.392 = insertvalue [1 x i64] undef, i64 %.391, 0
  %.393 = extractvalue [1 x i64] %.392, 0
  %.394 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.374, i32 0, i32 6
  %.395 = load [1 x i64], ptr %.394, align 8
  %.396 = extractvalue [1 x i64] %.395, 0
  %.397 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.374, i32 0, i32 4
  %.398 = load ptr, ptr %.397, align 8
  %.399 = mul i64 %.396, %.388
  %.400 = ptrtoint ptr %.398 to i64
  %.401 = add i64 %.400, %.399
  %.402 = inttoptr i64 %.401 to ptr
  store double %.371, ptr %.402, align 8
  %.404 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %wide, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %wide, align 8
  %.406 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  ret void

B734:                                             ; preds = %B0
  %.410 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %wide, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %wide, align 8
  %.412 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.414 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.416 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  %.418 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.420 = load i1, ptr %"$66pred", align 1
  store i1 false, ptr %"$66pred", align 1
  ret void

B68.if:                                           ; preds = %B68
  ret void

B68.endif:                                        ; preds = %B68
  %.161 = alloca i16, align 2
  store i16 %.140, ptr %.161, align 2
  store i16 0, ptr %.163, align 2
  %.166 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1629_lower__ZL6__habs6__half_nbst12_3clocals_3e29_ZL6__habs6__half_nbst_callerB3v25B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.163, ptr %.161)
  %.167 = icmp eq i32 %.166, 0
  %.168 = icmp eq i32 %.166, -2
  %.169 = or i1 %.167, %.168
  %.170 = xor i1 %.169, true
  %.171 = icmp eq i32 %.166, -1
  %.172 = icmp eq i32 %.166, -3
  %.173 = icmp sge i32 %.166, 1
  %.174 = load i16, ptr %.163, align 2
  br i1 %.170, label %B68.endif.if, label %B68.endif.endif, !prof !2

B68.endif.if:                                     ; preds = %B68.endif
  ret void

B68.endif.endif:                                  ; preds = %B68.endif
  %.177 = call i16 asm "cvt.rn.f16.s64 $0, $1;", "=h,l"(i64 1)
  %.178 = alloca i16, align 2
  %.179 = alloca i16, align 2
  store i16 %.174, ptr %.178, align 2
  store i16 %.177, ptr %.179, align 2
  store i16 0, ptr %.182, align 2
  %.185 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hadd6__halfS__nbst12_3clocals_3e31_ZL6__hadd6__halfS__nbst_callerB3v26B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.182, ptr %.178, ptr %.179)
  %.186 = icmp eq i32 %.185, 0
  %.187 = icmp eq i32 %.185, -2
  %.188 = or i1 %.186, %.187
  %.189 = xor i1 %.188, true
  %.190 = icmp eq i32 %.185, -1
  %.191 = icmp eq i32 %.185, -3
  %.192 = icmp sge i32 %.185, 1
  %.193 = load i16, ptr %.182, align 2
  br i1 %.189, label %B68.endif.endif.if, label %B68.endif.endif.endif, !prof !2

B68.endif.endif.if:                               ; preds = %B68.endif.endif
  ret void

B68.endif.endif.endif:                            ; preds = %B68.endif.endif
  %.196 = alloca i16, align 2
  %.197 = alloca i16, align 2
  store i16 %.158, ptr %.196, align 2
  store i16 %.193, ptr %.197, align 2
  store i16 0, ptr %.200, align 2
  %.203 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hdiv6__halfS__nbst12_3clocals_3e31_ZL6__hdiv6__halfS__nbst_callerB3v27B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.200, ptr %.196, ptr %.197)
  %.204 = icmp eq i32 %.203, 0
  %.205 = icmp eq i32 %.203, -2
  %.206 = or i1 %.204, %.205
  %.207 = xor i1 %.206, true
  %.208 = icmp eq i32 %.203, -1
  %.209 = icmp eq i32 %.203, -3
  %.210 = icmp sge i32 %.203, 1
  %.211 = load i16, ptr %.200, align 2
  br i1 %.207, label %B68.endif.endif.endif.if, label %B68.endif.endif.endif.endif, !prof !2

B68.endif.endif.endif.if:                         ; preds = %B68.endif.endif.endif
  ret void

B68.endif.endif.endif.endif:                      ; preds = %B68.endif.endif.endif
  %.215 = load i16, ptr %p, align 2
  store i16 %.211, ptr %p, align 2
  %.217 = alloca i16, align 2
  store i16 %.106, ptr %.217, align 2
  store i16 0, ptr %.219, align 2
  %.222 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1629_lower__ZL6__hneg6__half_nbst12_3clocals_3e29_ZL6__hneg6__half_nbst_callerB3v28B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.219, ptr %.217)
  %.223 = icmp eq i32 %.222, 0
  %.224 = icmp eq i32 %.222, -2
  %.225 = or i1 %.223, %.224
  %.226 = xor i1 %.225, true
  %.227 = icmp eq i32 %.222, -1
  %.228 = icmp eq i32 %.222, -3
  %.229 = icmp sge i32 %.222, 1
  %.230 = load i16, ptr %.219, align 2
  br i1 %.226, label %B68.endif.endif.endif.endif.if, label %B68.endif.endif.endif.endif.endif, !prof !2

B68.endif.endif.endif.endif.if:                   ; preds = %B68.endif.endif.endif.endif
  ret void

B68.endif.endif.endif.endif.endif:                ; preds = %B68.endif.endif.endif.endif
  %.233 = load i16, ptr %p, align 2
  %.234 = load i16, ptr %p, align 2
  %.235 = alloca i16, align 2
  %.236 = alloca i16, align 2
  store i16 %.233, ptr %.235, align 2
  store i16 %.234, ptr %.236, align 2
  store i16 0, ptr %.239, align 2
  %.242 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hmul6__halfS__nbst12_3clocals_3e31_ZL6__hmul6__halfS__nbst_callerB3v29B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.239, ptr %.235, ptr %.236)
  %.243 = icmp eq i32 %.242, 0
  %.244 = icmp eq i32 %.242, -2
  %.245 = or i1 %.243, %.244
  %.246 = xor i1 %.245, true
  %.247 = icmp eq i32 %.242, -1
  %.248 = icmp eq i32 %.242, -3
  %.249 = icmp sge i32 %.242, 1
  %.250 = load i16, ptr %.239, align 2
  br i1 %.246, label %B68.endif.endif.endif.endif.endif.if, label %B68.endif.endif.endif.endif.endif.endif, !prof !2

B68.endif.endif.endif.endif.endif.if:             ; preds = %B68.endif.endif.endif.endif.endif
  ret void

B68.endif.endif.endif.endif.endif.endif:          ; preds = %B68.endif.endif.endif.endif.endif
  %.253 = alloca i16, align 2
  %.254 = alloca i16, align 2
  %.255 = alloca i16, align 2
  store i16 %.230, ptr %.253, align 2
  store i16 %.140, ptr %.254, align 2
  store i16 %.250, ptr %.255, align 2
  store i16 0, ptr %.259, align 2
  %.262 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1633_lower__ZL6__hfma6__halfS_S__nbst12_3clocals_3e33_ZL6__hfma6__halfS_S__nbst_callerB3v30B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a10float16_2a(ptr %.259, ptr %.253, ptr %.254, ptr %.255)
  %.263 = icmp eq i32 %.262, 0
  %.264 = icmp eq i32 %.262, -2
  %.265 = or i1 %.263, %.264
  %.266 = xor i1 %.265, true
  %.267 = icmp eq i32 %.262, -1
  %.268 = icmp eq i32 %.262, -3
  %.269 = icmp sge i32 %.262, 1
  %.270 = load i16, ptr %.259, align 2
  br i1 %.266, label %B68.endif.endif.endif.endif.endif.endif.if, label %B68.endif.endif.endif.endif.endif.endif.endif, !prof !2

B68.endif.endif.endif.endif.endif.endif.if:       ; preds = %B68.endif.endif.endif.endif.endif.endif
  ret void

B68.endif.endif.endif.endif.endif.endif.endif:    ; preds = %B68.endif.endif.endif.endif.endif.endif
  %.274 = load i16, ptr %q, align 2
  store i16 %.270, ptr %q, align 2
  %.276 = load i16, ptr %q, align 2
  %.277 = load i16, ptr %p, align 2
  %.278 = alloca i16, align 2
  %.279 = alloca i16, align 2
  store i16 %.276, ptr %.278, align 2
  store i16 %.277, ptr %.279, align 2
  store i8 0, ptr %.282, align 1
  %.285 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1630_lower__ZL5__hgt6__halfS__nbst12_3clocals_3e30_ZL5__hgt6__halfS__nbst_callerB3v31B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.282, ptr %.278, ptr %.279)
  %.286 = icmp eq i32 %.285, 0
  %.287 = icmp eq i32 %.285, -2
  %.288 = or i1 %.286, %.287
  %.289 = xor i1 %.288, true
  %.290 = icmp eq i32 %.285, -1
  %.291 = icmp eq i32 %.285, -3
  %.292 = icmp sge i32 %.285, 1
  %.293 = load i8, ptr %.282, align 1
  %.296 = icmp eq i8 %.293, 0
  br i1 %.296, label %B68.endif.endif.endif.endif.endif.endif.endif.if, label %B68.endif.endif.endif.endif.endif.endif.endif.else

B68.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B68.endif.endif.endif.endif.endif.endif.endif
  store i1 false, ptr %.294, align 1
  br label %B68.endif.endif.endif.endif.endif.endif.endif.endif

B68.endif.endif.endif.endif.endif.endif.endif.else: ; preds = %B68.endif.endif.endif.endif.endif.endif.endif
  store i1 true, ptr %.294, align 1
  br label %B68.endif.endif.endif.endif.endif.endif.endif.endif

B68.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B68.endif.endif.endif.endif.endif.endif.endif.else, %B68.endif.endif.endif.endif.endif.endif.endif.if
  %.302 = load i1, ptr %.294, align 1
  br i1 %.289, label %B68.endif.endif.endif.end...if, label %B68.endif.endif.endif.end...endif, !prof !2

B68.endif.endif.endif.end...if:                   ; preds = %B68.endif.endif.endif.endif.endif.endif.endif.endif
  ret void

B68.endif.endif.endif.end...endif:                ; preds = %B68.endif.endif.endif.endif.endif.endif.endif.endif
  %.306 = load i1, ptr %"$614pred", align 1
  store i1 %.302, ptr %"$614pred", align 1
  %.308 = load i1, ptr %"$614pred", align 1
  br i1 %.308, label %B616, label %B620
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hdiv6__halfS__nbst12_3clocals_3e31_ZL6__hdiv6__halfS__nbst_callerB3v27B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
entry:
  %.5 = alloca i16, align 2
  store i16 0, ptr %.5, align 2
  br label %B0

B0:                                               ; preds = %entry
  store i16 0, ptr %.5, align 2
  %.8 = call i32 @_ZL6__hdiv6__halfS__nbst(ptr %.5, ptr %arg_0, ptr %arg_1)
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

declare i32 @_ZL6__hdiv6__halfS__nbst(ptr, ptr, ptr)

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hsub6__halfS__nbst12_3clocals_3e31_ZL6__hsub6__halfS__nbst_callerB3v24B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
entry:
  %.5 = alloca i16, align 2
  store i16 0, ptr %.5, align 2
  br label %B0

B0:                                               ; preds = %entry
  store i16 0, ptr %.5, align 2
  %.8 = call i32 @_ZL6__hsub6__halfS__nbst(ptr %.5, ptr %arg_0, ptr %arg_1)
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

declare i32 @_ZL6__hsub6__halfS__nbst(ptr, ptr, ptr)

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1629_lower__ZL6__hneg6__half_nbst12_3clocals_3e29_ZL6__hneg6__half_nbst_callerB3v28B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.ret, ptr %arg_0) {
entry:
  %.4 = alloca i16, align 2
  store i16 0, ptr %.4, align 2
  br label %B0

B0:                                               ; preds = %entry
  store i16 0, ptr %.4, align 2
  %.7 = call i32 @_ZL6__hneg6__half_nbst(ptr %.4, ptr %arg_0)
  %.8 = icmp eq i32 %.7, 0
  %.9 = icmp eq i32 %.7, -2
  %.10 = or i1 %.8, %.9
  %.11 = xor i1 %.10, true
  %.12 = icmp eq i32 %.7, -1
  %.13 = icmp eq i32 %.7, -3
  %.14 = icmp sge i32 %.7, 1
  %.15 = load i16, ptr %.4, align 2
  br i1 %.11, label %B0.if, label %B0.endif, !prof !2

B0.if:                                            ; preds = %B0
  ret i32 %.7

B0.endif:                                         ; preds = %B0
  store i16 %.15, ptr %.ret, align 2
  ret i32 0
}

declare i32 @_ZL6__hneg6__half_nbst(ptr, ptr)

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hmul6__halfS__nbst12_3clocals_3e31_ZL6__hmul6__halfS__nbst_callerB3v29B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
entry:
  %.5 = alloca i16, align 2
  store i16 0, ptr %.5, align 2
  br label %B0

B0:                                               ; preds = %entry
  store i16 0, ptr %.5, align 2
  %.8 = call i32 @_ZL6__hmul6__halfS__nbst(ptr %.5, ptr %arg_0, ptr %arg_1)
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

declare i32 @_ZL6__hmul6__halfS__nbst(ptr, ptr, ptr)

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1633_lower__ZL6__hfma6__halfS_S__nbst12_3clocals_3e33_ZL6__hfma6__halfS_S__nbst_callerB3v30B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1, ptr %arg_2) {
entry:
  %.6 = alloca i16, align 2
  store i16 0, ptr %.6, align 2
  br label %B0

B0:                                               ; preds = %entry
  store i16 0, ptr %.6, align 2
  %.9 = call i32 @_ZL6__hfma6__halfS_S__nbst(ptr %.6, ptr %arg_0, ptr %arg_1, ptr %arg_2)
  %.10 = icmp eq i32 %.9, 0
  %.11 = icmp eq i32 %.9, -2
  %.12 = or i1 %.10, %.11
  %.13 = xor i1 %.12, true
  %.14 = icmp eq i32 %.9, -1
  %.15 = icmp eq i32 %.9, -3
  %.16 = icmp sge i32 %.9, 1
  %.17 = load i16, ptr %.6, align 2
  br i1 %.13, label %B0.if, label %B0.endif, !prof !2

B0.if:                                            ; preds = %B0
  ret i32 %.9

B0.endif:                                         ; preds = %B0
  store i16 %.17, ptr %.ret, align 2
  ret i32 0
}

declare i32 @_ZL6__hfma6__halfS_S__nbst(ptr, ptr, ptr, ptr)

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hadd6__halfS__nbst12_3clocals_3e31_ZL6__hadd6__halfS__nbst_callerB3v26B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
entry:
  %.5 = alloca i16, align 2
  store i16 0, ptr %.5, align 2
  br label %B0

B0:                                               ; preds = %entry
  store i16 0, ptr %.5, align 2
  %.8 = call i32 @_ZL6__hadd6__halfS__nbst(ptr %.5, ptr %arg_0, ptr %arg_1)
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

declare i32 @_ZL6__hadd6__halfS__nbst(ptr, ptr, ptr)

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1629_lower__ZL6__habs6__half_nbst12_3clocals_3e29_ZL6__habs6__half_nbst_callerB3v25B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.ret, ptr %arg_0) {
entry:
  %.4 = alloca i16, align 2
  store i16 0, ptr %.4, align 2
  br label %B0

B0:                                               ; preds = %entry
  store i16 0, ptr %.4, align 2
  %.7 = call i32 @_ZL6__habs6__half_nbst(ptr %.4, ptr %arg_0)
  %.8 = icmp eq i32 %.7, 0
  %.9 = icmp eq i32 %.7, -2
  %.10 = or i1 %.8, %.9
  %.11 = xor i1 %.10, true
  %.12 = icmp eq i32 %.7, -1
  %.13 = icmp eq i32 %.7, -3
  %.14 = icmp sge i32 %.7, 1
  %.15 = load i16, ptr %.4, align 2
  br i1 %.11, label %B0.if, label %B0.endif, !prof !2

B0.if:                                            ; preds = %B0
  ret i32 %.7

B0.endif:                                         ; preds = %B0
  store i16 %.15, ptr %.ret, align 2
  ret i32 0
}

declare i32 @_ZL6__habs6__half_nbst(ptr, ptr)

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1630_lower__ZL5__hgt6__halfS__nbst12_3clocals_3e30_ZL5__hgt6__halfS__nbst_callerB3v31B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
entry:
  %.5 = alloca i8, align 1
  store i8 0, ptr %.5, align 1
  %.17 = alloca i1, align 1
  store i1 false, ptr %.17, align 1
  br label %B0

B0:                                               ; preds = %entry
  store i8 0, ptr %.5, align 1
  %.8 = call i32 @_ZL5__hgt6__halfS__nbst(ptr %.5, ptr %arg_0, ptr %arg_1)
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

declare i32 @_ZL5__hgt6__halfS__nbst(ptr, ptr, ptr)

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{i64 0, i64 9223372036854775807}
!2 = !{!"branch_weights", i32 1, i32 99}
