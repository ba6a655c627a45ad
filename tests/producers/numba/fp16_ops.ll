; numba-cuda kernel fp16_ops(Array(float16, 1, 'A', False, aligned=True), Array(float16, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__8fp16_opsB3v31B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__8fp16_opsB3v31B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1628_lower__ZmlRK6__halfS1__nbst12_3clocals_3e28_ZmlRK6__halfS1__nbst_callerB3v32B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1628_lower__ZplRK6__halfS1__nbst12_3clocals_3e28_ZplRK6__halfS1__nbst_callerB3v33B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null

define ptx_kernel void @_ZN8__main__8fp16_opsB3v31B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE(ptr %a.0, ptr %a.1, i64 %a.2, i64 %a.3, ptr %a.4, i64 %a.5.0, i64 %a.6.0, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.6.0) {
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
  %.87 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.87, align 8
  %.121 = alloca i16, align 2
  store i16 0, ptr %.121, align 2
  %.137 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.137, align 8
  %.173 = alloca i16, align 2
  store i16 0, ptr %.173, align 2
  %.189 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.189, align 8
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
  br i1 %.49, label %B66, label %B128

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
  %.84 = load i16, ptr %.83, align 2
  %.85 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  %.86 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.87, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.85, ptr %.87, align 8
  %.91 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.87, i32 0, i32 5
  %.92 = getelementptr inbounds [1 x i64], ptr %.91, i32 0, i32 0
  %.93 = load i64, ptr %.92, align 8, !range !1
  %.94 = insertvalue [1 x i64] undef, i64 %.93, 0
  %.95 = extractvalue [1 x i64] %.94, 0
  %.96 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.87, i32 0, i32 6
  %.97 = load [1 x i64], ptr %.96, align 8
  %.98 = extractvalue [1 x i64] %.97, 0
  %.99 = icmp slt i64 %.86, 0
  %.100 = add i64 %.86, %.95
  %.101 = select i1 %.99, i64 %.100, i64 %.86
  %.102 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.87, i32 0, i32 5
  %.103 = getelementptr inbounds [1 x i64], ptr %.102, i32 0, i32 0
  %.104 = load i64, ptr %.103, align 8, !range !1
  %.105 = insertvalue [1 x i64] undef, i64 %.104, 0
  %.106 = extractvalue [1 x i64] %.105, 0
  %.107 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.87, i32 0, i32 6
  %.108 = load [1 x i64], ptr %.107, align 8
  %.109 = extractvalue [1 x i64] %.108, 0
  %.110 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.87, i32 0, i32 4
  %.111 = load ptr, ptr %.110, align 8
  %.112 = mul i64 %.109, %.101
  %.113 = ptrtoint ptr %.111 to i64
  %.114 = add i64 %.113, %.112
  %.115 = inttoptr i64 %.114 to ptr
  %.116 = load i16, ptr %.115, align 2
  %.117 = alloca i16, align 2
  %.118 = alloca i16, align 2
  store i16 %.84, ptr %.117, align 2
  store i16 %.116, ptr %.118, align 2
  store i16 0, ptr %.121, align 2
  %.124 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmlRK6__halfS1__nbst12_3clocals_3e28_ZmlRK6__halfS1__nbst_callerB3v32B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.121, ptr %.117, ptr %.118)
  %.125 = icmp eq i32 %.124, 0
  %.126 = icmp eq i32 %.124, -2
  %.127 = or i1 %.125, %.126
  %.128 = xor i1 %.127, true
  %.129 = icmp eq i32 %.124, -1
  %.130 = icmp eq i32 %.124, -3
  %.131 = icmp sge i32 %.124, 1
  %.132 = load i16, ptr %.121, align 2
  br i1 %.128, label %B66.if, label %B66.endif, !prof !2

B128:                                             ; preds = %B0
  %.225 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.227 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.229 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.231 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
  ret void

B66.if:                                           ; preds = %B66
  ret void

B66.endif:                                        ; preds = %B66
  %.135 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  %.136 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.137, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.135, ptr %.137, align 8
  %.141 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.137, i32 0, i32 5
  %.142 = getelementptr inbounds [1 x i64], ptr %.141, i32 0, i32 0
  %.143 = load i64, ptr %.142, align 8, !range !1
  %.144 = insertvalue [1 x i64] undef, i64 %.143, 0
  %.145 = extractvalue [1 x i64] %.144, 0
  %.146 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.137, i32 0, i32 6
  %.147 = load [1 x i64], ptr %.146, align 8
  %.148 = extractvalue [1 x i64] %.147, 0
  %.149 = icmp slt i64 %.136, 0
  %.150 = add i64 %.136, %.145
  %.151 = select i1 %.149, i64 %.150, i64 %.136
  %.152 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.137, i32 0, i32 5
  %.153 = getelementptr inbounds [1 x i64], ptr %.152, i32 0, i32 0
  %.154 = load i64, ptr %.153, align 8, !range !1
  %.155 = insertvalue [1 x i64] undef, i64 %.154, 0
  %.156 = extractvalue [1 x i64] %.155, 0
  %.157 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.137, i32 0, i32 6
  %.158 = load [1 x i64], ptr %.157, align 8
  %.159 = extractvalue [1 x i64] %.158, 0
  %.160 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.137, i32 0, i32 4
  %.161 = load ptr, ptr %.160, align 8
  %.162 = mul i64 %.159, %.151
  %.163 = ptrtoint ptr %.161 to i64
  %.164 = add i64 %.163, %.162
  %.165 = inttoptr i64 %.164 to ptr
  %.166 = load i16, ptr %.165, align 2
  %.167 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.169 = alloca i16, align 2
  %.170 = alloca i16, align 2
  store i16 %.132, ptr %.169, align 2
  store i16 %.166, ptr %.170, align 2
  store i16 0, ptr %.173, align 2
  %.176 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZplRK6__halfS1__nbst12_3clocals_3e28_ZplRK6__halfS1__nbst_callerB3v33B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.173, ptr %.169, ptr %.170)
  %.177 = icmp eq i32 %.176, 0
  %.178 = icmp eq i32 %.176, -2
  %.179 = or i1 %.177, %.178
  %.180 = xor i1 %.179, true
  %.181 = icmp eq i32 %.176, -1
  %.182 = icmp eq i32 %.176, -3
  %.183 = icmp sge i32 %.176, 1
  %.184 = load i16, ptr %.173, align 2
  br i1 %.180, label %B66.endif.if, label %B66.endif.endif, !prof !2

B66.endif.if:                                     ; preds = %B66.endif
  ret void

B66.endif.endif:                                  ; preds = %B66.endif
  %.187 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.188 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.189, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.187, ptr %.189, align 8
  %.193 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.189, i32 0, i32 5
  %.194 = getelementptr inbounds [1 x i64], ptr %.193, i32 0, i32 0
  %.195 = load i64, ptr %.194, align 8, !range !1
  %.196 = insertvalue [1 x i64] undef, i64 %.195, 0
  %.197 = extractvalue [1 x i64] %.196, 0
  %.198 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.189, i32 0, i32 6
  %.199 = load [1 x i64], ptr %.198, align 8
  %.200 = extractvalue [1 x i64] %.199, 0
  %.201 = icmp slt i64 %.188, 0
  %.202 = add i64 %.188, %.197
  %.203 = select i1 %.201, i64 %.202, i64 %.188
  %.204 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.189, i32 0, i32 5
  %.205 = getelementptr inbounds [1 x i64], ptr %.204, i32 0, i32 0
  %.206 = load i64, ptr %.205, align 8, !range !1
  %.207 = insertvalue [1 x i64] undef, i64 %.206, 0
  %.208 = extractvalue [1 x i64] %.207, 0
  %.209 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.189, i32 0, i32 6
  %.210 = load [1 x i64], ptr %.209, align 8
  %.211 = extractvalue [1 x i64] %.210, 0
  %.212 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.189, i32 0, i32 4
  %.213 = load ptr, ptr %.212, align 8
  %.214 = mul i64 %.211, %.203
  %.215 = ptrtoint ptr %.213 to i64
  %.216 = add i64 %.215, %.214
  %.217 = inttoptr i64 %.216 to ptr
  store i16 %.184, ptr %.217, align 2
  %.219 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.221 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

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

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZplRK6__halfS1__nbst12_3clocals_3e28_ZplRK6__halfS1__nbst_callerB3v33B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
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
