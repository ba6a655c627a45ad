; numba-cuda kernel n32_fp16_ops(Array(float16, 1, 'A', False, aligned=True), Array(float16, 1, 'A', False, aligned=True), Array(float16, 1, 'A', False, aligned=True), Array(float16, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__8fp16_opsB3v39B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__8fp16_opsB3v39B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1628_lower__ZmlRK6__halfS1__nbst12_3clocals_3e28_ZmlRK6__halfS1__nbst_callerB3v40B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1629_lower__ZL6__habs6__half_nbst12_3clocals_3e29_ZL6__habs6__half_nbst_callerB3v43B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1628_lower__ZmiRK6__halfS1__nbst12_3clocals_3e28_ZmiRK6__halfS1__nbst_callerB3v42B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1628_lower__ZgtRK6__halfS1__nbst12_3clocals_3e28_ZgtRK6__halfS1__nbst_callerB3v45B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1625_lower__ZngRK6__half_nbst12_3clocals_3e25_ZngRK6__half_nbst_callerB3v46B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1628_lower__ZdvRK6__halfS1__nbst12_3clocals_3e28_ZdvRK6__halfS1__nbst_callerB3v44B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1628_lower__ZplRK6__halfS1__nbst12_3clocals_3e28_ZplRK6__halfS1__nbst_callerB3v41B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null

define ptx_kernel void @_ZN8__main__8fp16_opsB3v39B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE(ptr %a.0, ptr %a.1, i64 %a.2, i64 %a.3, ptr %a.4, i64 %a.5.0, i64 %a.6.0, ptr %b.0, ptr %b.1, i64 %b.2, i64 %b.3, ptr %b.4, i64 %b.5.0, i64 %b.6.0, ptr %c.0, ptr %c.1, i64 %c.2, i64 %c.3, ptr %c.4, i64 %c.5.0, i64 %c.6.0, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.6.0) {
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
  %inserted.meminfo.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %c.0, 0
  %inserted.parent.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.2, ptr %c.1, 1
  %inserted.nitems.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.2, i64 %c.2, 2
  %inserted.itemsize.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.2, i64 %c.3, 3
  %inserted.data.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.2, ptr %c.4, 4
  %.35 = insertvalue [1 x i64] undef, i64 %c.5.0, 0
  %inserted.shape.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.2, [1 x i64] %.35, 5
  %.36 = insertvalue [1 x i64] undef, i64 %c.6.0, 0
  %inserted.strides.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.2, [1 x i64] %.36, 6
  %inserted.meminfo.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %out.0, 0
  %inserted.parent.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.3, ptr %out.1, 1
  %inserted.nitems.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.3, i64 %out.2, 2
  %inserted.itemsize.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.3, i64 %out.3, 3
  %inserted.data.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.3, ptr %out.4, 4
  %.37 = insertvalue [1 x i64] undef, i64 %out.5.0, 0
  %inserted.shape.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.3, [1 x i64] %.37, 5
  %.38 = insertvalue [1 x i64] undef, i64 %out.6.0, 0
  %inserted.strides.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.3, [1 x i64] %.38, 6
  %a = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %b = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  %c = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %c, align 8
  %out = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %i = alloca i64, align 8
  store i64 0, ptr %i, align 8
  %.60 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.60, align 8
  %"$64pred" = alloca i1, align 1
  store i1 false, ptr %"$64pred", align 1
  %.77 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.77, align 8
  %.111 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.111, align 8
  %.147 = alloca i16, align 2
  store i16 0, ptr %.147, align 2
  %.163 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.163, align 8
  %.199 = alloca i16, align 2
  store i16 0, ptr %.199, align 2
  %z = alloca i16, align 2
  store i16 0, ptr %z, align 2
  %.220 = alloca i16, align 2
  store i16 0, ptr %.220, align 2
  %.236 = alloca i16, align 2
  store i16 0, ptr %.236, align 2
  %.255 = alloca i16, align 2
  store i16 0, ptr %.255, align 2
  %.273 = alloca i16, align 2
  store i16 0, ptr %.273, align 2
  %w = alloca i16, align 2
  store i16 0, ptr %w, align 2
  %.296 = alloca i8, align 1
  store i8 0, ptr %.296, align 1
  %.308 = alloca i1, align 1
  store i1 false, ptr %.308, align 1
  %"$210pred" = alloca i1, align 1
  store i1 false, ptr %"$210pred", align 1
  %.331 = alloca i16, align 2
  store i16 0, ptr %.331, align 2
  %"$phi232.0.2" = alloca i16, align 2
  store i16 0, ptr %"$phi232.0.2", align 2
  %.359 = alloca i16, align 2
  store i16 0, ptr %.359, align 2
  %.380 = alloca i16, align 2
  store i16 0, ptr %.380, align 2
  %.402 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.402, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, ptr %c, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.3, ptr %out, align 8
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
  %.59 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.60, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.59, ptr %.60, align 8
  %.64 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.60, i32 0, i32 2
  %.65 = load i64, ptr %.64, align 8
  %.66 = load i64, ptr %i, align 8
  %.67 = icmp slt i64 %.66, %.65
  %.69 = load i1, ptr %"$64pred", align 1
  store i1 %.67, ptr %"$64pred", align 1
  %.71 = load i1, ptr %"$64pred", align 1
  br i1 %.71, label %B66, label %B244

B66:                                              ; preds = %B0
  %.73 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
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
  %.150 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmlRK6__halfS1__nbst12_3clocals_3e28_ZmlRK6__halfS1__nbst_callerB3v40B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.147, ptr %.143, ptr %.144)
  %.151 = icmp eq i32 %.150, 0
  %.152 = icmp eq i32 %.150, -2
  %.153 = or i1 %.151, %.152
  %.154 = xor i1 %.153, true
  %.155 = icmp eq i32 %.150, -1
  %.156 = icmp eq i32 %.150, -3
  %.157 = icmp sge i32 %.150, 1
  %.158 = load i16, ptr %.147, align 2
  br i1 %.154, label %B66.if, label %B66.endif, !prof !2

B212:                                             ; preds = %B66.endif.endif.endif.endif.endif.endif.endif.endif
  %.324 = load i16, ptr %w, align 2
  store i16 0, ptr %w, align 2
  %.326 = load i1, ptr %"$210pred", align 1
  store i1 false, ptr %"$210pred", align 1
  %.328 = load i16, ptr %z, align 2
  %.329 = alloca i16, align 2
  store i16 %.328, ptr %.329, align 2
  store i16 0, ptr %.331, align 2
  %.334 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1625_lower__ZngRK6__half_nbst12_3clocals_3e25_ZngRK6__half_nbst_callerB3v46B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.331, ptr %.329)
  %.335 = icmp eq i32 %.334, 0
  %.336 = icmp eq i32 %.334, -2
  %.337 = or i1 %.335, %.336
  %.338 = xor i1 %.337, true
  %.339 = icmp eq i32 %.334, -1
  %.340 = icmp eq i32 %.334, -3
  %.341 = icmp sge i32 %.334, 1
  %.342 = load i16, ptr %.331, align 2
  br i1 %.338, label %B212.if, label %B212.endif, !prof !2

B218:                                             ; preds = %B66.endif.endif.endif.endif.endif.endif.endif.endif
  %.351 = load i1, ptr %"$210pred", align 1
  store i1 false, ptr %"$210pred", align 1
  %.353 = load i16, ptr %w, align 2
  %.354 = load i16, ptr %w, align 2
  %.355 = alloca i16, align 2
  %.356 = alloca i16, align 2
  store i16 %.353, ptr %.355, align 2
  store i16 %.354, ptr %.356, align 2
  store i16 0, ptr %.359, align 2
  %.362 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmlRK6__halfS1__nbst12_3clocals_3e28_ZmlRK6__halfS1__nbst_callerB3v40B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.359, ptr %.355, ptr %.356)
  %.363 = icmp eq i32 %.362, 0
  %.364 = icmp eq i32 %.362, -2
  %.365 = or i1 %.363, %.364
  %.366 = xor i1 %.365, true
  %.367 = icmp eq i32 %.362, -1
  %.368 = icmp eq i32 %.362, -3
  %.369 = icmp sge i32 %.362, 1
  %.370 = load i16, ptr %.359, align 2
  br i1 %.366, label %B218.if, label %B218.endif, !prof !2

B232:                                             ; preds = %B218.endif.endif, %B212.endif
  %.399 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.400 = load i16, ptr %"$phi232.0.2", align 2
  %.401 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.402, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.399, ptr %.402, align 8
  %.406 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.402, i32 0, i32 5
  %.407 = getelementptr inbounds [1 x i64], ptr %.406, i32 0, i32 0
  %.408 = load i64, ptr %.407, align 8, !range !1
  %.409 = insertvalue [1 x i64] undef, i64 %.408, 0
  %.410 = extractvalue [1 x i64] %.409, 0
  %.411 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.402, i32 0, i32 6
  %.412 = load [1 x i64], ptr %.411, align 8
  %.413 = extractvalue [1 x i64] %.412, 0
  %.414 = icmp slt i64 %.401, 0
  %.415 = add i64 %.401, %.410
  %.416 = select i1 %.414, i64 %.415, i64 %.401
  %.417 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.402, i32 0, i32 5
  %.418 = getelementptr inbounds [1 x i64], ptr %.417, i32 0, i32 0
  %.419 = load i64, ptr %.418, align 8, !range !1
  %.420 = insertvalue [1 x i64] undef, i64 %.419, 0
  %.421 = extractvalue [1 x i64] %.420, 0
  %.422 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.402, i32 0, i32 6
  %.423 = load [1 x i64], ptr %.422, align 8
  %.424 = extractvalue [1 x i64] %.423, 0
  %.425 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.402, i32 0, i32 4
  %.426 = load ptr, ptr %.425, align 8
  %.427 = mul i64 %.424, %.416
  %.428 = ptrtoint ptr %.426 to i64
  %.429 = add i64 %.428, %.427
  %.430 = inttoptr i64 %.429 to ptr
  store i16 %.400, ptr %.430, align 2
  %.432 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.434 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.436 = load i16, ptr %"$phi232.0.2", align 2
  store i16 0, ptr %"$phi232.0.2", align 2
  ret void

B244:                                             ; preds = %B0
  %.440 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.442 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.444 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %c, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %c, align 8
  %.446 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  %.448 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.450 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
  ret void

B66.if:                                           ; preds = %B66
  ret void

B66.endif:                                        ; preds = %B66
  %.161 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %c, align 8
  %.162 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.163, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.161, ptr %.163, align 8
  %.167 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.163, i32 0, i32 5
  %.168 = getelementptr inbounds [1 x i64], ptr %.167, i32 0, i32 0
  %.169 = load i64, ptr %.168, align 8, !range !1
  %.170 = insertvalue [1 x i64] undef, i64 %.169, 0
  %.171 = extractvalue [1 x i64] %.170, 0
  %.172 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.163, i32 0, i32 6
  %.173 = load [1 x i64], ptr %.172, align 8
  %.174 = extractvalue [1 x i64] %.173, 0
  %.175 = icmp slt i64 %.162, 0
  %.176 = add i64 %.162, %.171
  %.177 = select i1 %.175, i64 %.176, i64 %.162
  %.178 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.163, i32 0, i32 5
  %.179 = getelementptr inbounds [1 x i64], ptr %.178, i32 0, i32 0
  %.180 = load i64, ptr %.179, align 8, !range !1
  %.181 = insertvalue [1 x i64] undef, i64 %.180, 0
  %.182 = extractvalue [1 x i64] %.181, 0
  %.183 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.163, i32 0, i32 6
  %.184 = load [1 x i64], ptr %.183, align 8
  %.185 = extractvalue [1 x i64] %.184, 0
  %.186 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.163, i32 0, i32 4
  %.187 = load ptr, ptr %.186, align 8
  %.188 = mul i64 %.185, %.177
  %.189 = ptrtoint ptr %.187 to i64
  %.190 = add i64 %.189, %.188
  %.191 = inttoptr i64 %.190 to ptr
  %.192 = load i16, ptr %.191, align 2
  %.193 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %c, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %c, align 8
  %.195 = alloca i16, align 2
  %.196 = alloca i16, align 2
  store i16 %.158, ptr %.195, align 2
  store i16 %.192, ptr %.196, align 2
  store i16 0, ptr %.199, align 2
  %.202 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZplRK6__halfS1__nbst12_3clocals_3e28_ZplRK6__halfS1__nbst_callerB3v41B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.199, ptr %.195, ptr %.196)
  %.203 = icmp eq i32 %.202, 0
  %.204 = icmp eq i32 %.202, -2
  %.205 = or i1 %.203, %.204
  %.206 = xor i1 %.205, true
  %.207 = icmp eq i32 %.202, -1
  %.208 = icmp eq i32 %.202, -3
  %.209 = icmp sge i32 %.202, 1
  %.210 = load i16, ptr %.199, align 2
  br i1 %.206, label %B66.endif.if, label %B66.endif.endif, !prof !2

B66.endif.if:                                     ; preds = %B66.endif
  ret void

B66.endif.endif:                                  ; preds = %B66.endif
  %.214 = load i16, ptr %z, align 2
  store i16 %.210, ptr %z, align 2
  %.216 = alloca i16, align 2
  %.217 = alloca i16, align 2
  store i16 %.106, ptr %.216, align 2
  store i16 %.140, ptr %.217, align 2
  store i16 0, ptr %.220, align 2
  %.223 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmiRK6__halfS1__nbst12_3clocals_3e28_ZmiRK6__halfS1__nbst_callerB3v42B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.220, ptr %.216, ptr %.217)
  %.224 = icmp eq i32 %.223, 0
  %.225 = icmp eq i32 %.223, -2
  %.226 = or i1 %.224, %.225
  %.227 = xor i1 %.226, true
  %.228 = icmp eq i32 %.223, -1
  %.229 = icmp eq i32 %.223, -3
  %.230 = icmp sge i32 %.223, 1
  %.231 = load i16, ptr %.220, align 2
  br i1 %.227, label %B66.endif.endif.if, label %B66.endif.endif.endif, !prof !2

B66.endif.endif.if:                               ; preds = %B66.endif.endif
  ret void

B66.endif.endif.endif:                            ; preds = %B66.endif.endif
  %.234 = alloca i16, align 2
  store i16 %.140, ptr %.234, align 2
  store i16 0, ptr %.236, align 2
  %.239 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1629_lower__ZL6__habs6__half_nbst12_3clocals_3e29_ZL6__habs6__half_nbst_callerB3v43B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.236, ptr %.234)
  %.240 = icmp eq i32 %.239, 0
  %.241 = icmp eq i32 %.239, -2
  %.242 = or i1 %.240, %.241
  %.243 = xor i1 %.242, true
  %.244 = icmp eq i32 %.239, -1
  %.245 = icmp eq i32 %.239, -3
  %.246 = icmp sge i32 %.239, 1
  %.247 = load i16, ptr %.236, align 2
  br i1 %.243, label %B66.endif.endif.endif.if, label %B66.endif.endif.endif.endif, !prof !2

B66.endif.endif.endif.if:                         ; preds = %B66.endif.endif.endif
  ret void

B66.endif.endif.endif.endif:                      ; preds = %B66.endif.endif.endif
  %.250 = call i16 asm "cvt.rn.f16.s64 $0, $1;", "=h,l"(i64 1)
  %.251 = alloca i16, align 2
  %.252 = alloca i16, align 2
  store i16 %.247, ptr %.251, align 2
  store i16 %.250, ptr %.252, align 2
  store i16 0, ptr %.255, align 2
  %.258 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZplRK6__halfS1__nbst12_3clocals_3e28_ZplRK6__halfS1__nbst_callerB3v41B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.255, ptr %.251, ptr %.252)
  %.259 = icmp eq i32 %.258, 0
  %.260 = icmp eq i32 %.258, -2
  %.261 = or i1 %.259, %.260
  %.262 = xor i1 %.261, true
  %.263 = icmp eq i32 %.258, -1
  %.264 = icmp eq i32 %.258, -3
  %.265 = icmp sge i32 %.258, 1
  %.266 = load i16, ptr %.255, align 2
  br i1 %.262, label %B66.endif.endif.endif.endif.if, label %B66.endif.endif.endif.endif.endif, !prof !2

B66.endif.endif.endif.endif.if:                   ; preds = %B66.endif.endif.endif.endif
  ret void

B66.endif.endif.endif.endif.endif:                ; preds = %B66.endif.endif.endif.endif
  %.269 = alloca i16, align 2
  %.270 = alloca i16, align 2
  store i16 %.231, ptr %.269, align 2
  store i16 %.266, ptr %.270, align 2
  store i16 0, ptr %.273, align 2
  %.276 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZdvRK6__halfS1__nbst12_3clocals_3e28_ZdvRK6__halfS1__nbst_callerB3v44B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.273, ptr %.269, ptr %.270)
  %.277 = icmp eq i32 %.276, 0
  %.278 = icmp eq i32 %.276, -2
  %.279 = or i1 %.277, %.278
  %.280 = xor i1 %.279, true
  %.281 = icmp eq i32 %.276, -1
  %.282 = icmp eq i32 %.276, -3
  %.283 = icmp sge i32 %.276, 1
  %.284 = load i16, ptr %.273, align 2
  br i1 %.280, label %B66.endif.endif.endif.endif.endif.if, label %B66.endif.endif.endif.endif.endif.endif, !prof !2

B66.endif.endif.endif.endif.endif.if:             ; preds = %B66.endif.endif.endif.endif.endif
  ret void

B66.endif.endif.endif.endif.endif.endif:          ; preds = %B66.endif.endif.endif.endif.endif
  %.288 = load i16, ptr %w, align 2
  store i16 %.284, ptr %w, align 2
  %.290 = load i16, ptr %z, align 2
  %.291 = load i16, ptr %w, align 2
  %.292 = alloca i16, align 2
  %.293 = alloca i16, align 2
  store i16 %.290, ptr %.292, align 2
  store i16 %.291, ptr %.293, align 2
  store i8 0, ptr %.296, align 1
  %.299 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZgtRK6__halfS1__nbst12_3clocals_3e28_ZgtRK6__halfS1__nbst_callerB3v45B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.296, ptr %.292, ptr %.293)
  %.300 = icmp eq i32 %.299, 0
  %.301 = icmp eq i32 %.299, -2
  %.302 = or i1 %.300, %.301
  %.303 = xor i1 %.302, true
  %.304 = icmp eq i32 %.299, -1
  %.305 = icmp eq i32 %.299, -3
  %.306 = icmp sge i32 %.299, 1
  %.307 = load i8, ptr %.296, align 1
  %.310 = icmp eq i8 %.307, 0
  br i1 %.310, label %B66.endif.endif.endif.endif.endif.endif.if, label %B66.endif.endif.endif.endif.endif.endif.else

B66.endif.endif.endif.endif.endif.endif.if:       ; preds = %B66.endif.endif.endif.endif.endif.endif
  store i1 false, ptr %.308, align 1
  br label %B66.endif.endif.endif.endif.endif.endif.endif

B66.endif.endif.endif.endif.endif.endif.else:     ; preds = %B66.endif.endif.endif.endif.endif.endif
  store i1 true, ptr %.308, align 1
  br label %B66.endif.endif.endif.endif.endif.endif.endif

B66.endif.endif.endif.endif.endif.endif.endif:    ; preds = %B66.endif.endif.endif.endif.endif.endif.else, %B66.endif.endif.endif.endif.endif.endif.if
  %.316 = load i1, ptr %.308, align 1
  br i1 %.303, label %B66.endif.endif.endif.endif.endif.endif.endif.if, label %B66.endif.endif.endif.endif.endif.endif.endif.endif, !prof !2

B66.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B66.endif.endif.endif.endif.endif.endif.endif
  ret void

B66.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B66.endif.endif.endif.endif.endif.endif.endif
  %.320 = load i1, ptr %"$210pred", align 1
  store i1 %.316, ptr %"$210pred", align 1
  %.322 = load i1, ptr %"$210pred", align 1
  br i1 %.322, label %B212, label %B218

B212.if:                                          ; preds = %B212
  ret void

B212.endif:                                       ; preds = %B212
  %.345 = load i16, ptr %z, align 2
  store i16 0, ptr %z, align 2
  %.348 = load i16, ptr %"$phi232.0.2", align 2
  store i16 %.342, ptr %"$phi232.0.2", align 2
  br label %B232

B218.if:                                          ; preds = %B218
  ret void

B218.endif:                                       ; preds = %B218
  %.373 = load i16, ptr %w, align 2
  store i16 0, ptr %w, align 2
  %.375 = load i16, ptr %z, align 2
  %.376 = alloca i16, align 2
  %.377 = alloca i16, align 2
  store i16 %.375, ptr %.376, align 2
  store i16 %.370, ptr %.377, align 2
  store i16 0, ptr %.380, align 2
  %.383 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZplRK6__halfS1__nbst12_3clocals_3e28_ZplRK6__halfS1__nbst_callerB3v41B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.380, ptr %.376, ptr %.377)
  %.384 = icmp eq i32 %.383, 0
  %.385 = icmp eq i32 %.383, -2
  %.386 = or i1 %.384, %.385
  %.387 = xor i1 %.386, true
  %.388 = icmp eq i32 %.383, -1
  %.389 = icmp eq i32 %.383, -3
  %.390 = icmp sge i32 %.383, 1
  %.391 = load i16, ptr %.380, align 2
  br i1 %.387, label %B218.endif.if, label %B218.endif.endif, !prof !2

B218.endif.if:                                    ; preds = %B218.endif
  ret void

B218.endif.endif:                                 ; preds = %B218.endif
  %.394 = load i16, ptr %z, align 2
  store i16 0, ptr %z, align 2
  %.396 = load i16, ptr %"$phi232.0.2", align 2
  store i16 %.391, ptr %"$phi232.0.2", align 2
  br label %B232
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmlRK6__halfS1__nbst12_3clocals_3e28_ZmlRK6__halfS1__nbst_callerB3v40B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
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

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1629_lower__ZL6__habs6__half_nbst12_3clocals_3e29_ZL6__habs6__half_nbst_callerB3v43B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.ret, ptr %arg_0) {
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

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmiRK6__halfS1__nbst12_3clocals_3e28_ZmiRK6__halfS1__nbst_callerB3v42B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
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

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZgtRK6__halfS1__nbst12_3clocals_3e28_ZgtRK6__halfS1__nbst_callerB3v45B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
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

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1625_lower__ZngRK6__half_nbst12_3clocals_3e25_ZngRK6__half_nbst_callerB3v46B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.ret, ptr %arg_0) {
entry:
  %.4 = alloca i16, align 2
  store i16 0, ptr %.4, align 2
  br label %B0

B0:                                               ; preds = %entry
  store i16 0, ptr %.4, align 2
  %.7 = call i32 @_ZngRK6__half_nbst(ptr %.4, ptr %arg_0)
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

declare i32 @_ZngRK6__half_nbst(ptr, ptr)

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZdvRK6__halfS1__nbst12_3clocals_3e28_ZdvRK6__halfS1__nbst_callerB3v44B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
entry:
  %.5 = alloca i16, align 2
  store i16 0, ptr %.5, align 2
  br label %B0

B0:                                               ; preds = %entry
  store i16 0, ptr %.5, align 2
  %.8 = call i32 @_ZdvRK6__halfS1__nbst(ptr %.5, ptr %arg_0, ptr %arg_1)
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

declare i32 @_ZdvRK6__halfS1__nbst(ptr, ptr, ptr)

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZplRK6__halfS1__nbst12_3clocals_3e28_ZplRK6__halfS1__nbst_callerB3v41B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
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

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{i64 0, i64 9223372036854775807}
!2 = !{!"branch_weights", i32 1, i32 99}
