; numba-cuda kernel g24_tuple_loop(Array(float32, 2, 'A', False, aligned=True), Array(float32, 2, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__10tuple_loopB2v7B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi2E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__10tuple_loopB2v7B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi2E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv8__main__4stepB2v9B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5TupleIxddfEf = common global ptr null

define ptx_kernel void @_ZN8__main__10tuple_loopB2v7B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi2E1A7mutable7alignedE(ptr %x.0, ptr %x.1, i64 %x.2, i64 %x.3, ptr %x.4, i64 %x.5.0, i64 %x.5.1, i64 %x.6.0, i64 %x.6.1, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.5.1, i64 %out.6.0, i64 %out.6.1) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } undef, ptr %x.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.meminfo, ptr %x.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.parent, i64 %x.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.nitems, i64 %x.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.itemsize, ptr %x.4, 4
  %.21 = insertvalue [2 x i64] undef, i64 %x.5.0, 0
  %.22 = insertvalue [2 x i64] %.21, i64 %x.5.1, 1
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.data, [2 x i64] %.22, 5
  %.23 = insertvalue [2 x i64] undef, i64 %x.6.0, 0
  %.24 = insertvalue [2 x i64] %.23, i64 %x.6.1, 1
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.shape, [2 x i64] %.24, 6
  %inserted.meminfo.1 = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } undef, ptr %out.0, 0
  %inserted.parent.1 = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.meminfo.1, ptr %out.1, 1
  %inserted.nitems.1 = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.parent.1, i64 %out.2, 2
  %inserted.itemsize.1 = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.nitems.1, i64 %out.3, 3
  %inserted.data.1 = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.itemsize.1, ptr %out.4, 4
  %.25 = insertvalue [2 x i64] undef, i64 %out.5.0, 0
  %.26 = insertvalue [2 x i64] %.25, i64 %out.5.1, 1
  %inserted.shape.1 = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.data.1, [2 x i64] %.26, 5
  %.27 = insertvalue [2 x i64] undef, i64 %out.6.0, 0
  %.28 = insertvalue [2 x i64] %.27, i64 %out.6.1, 1
  %inserted.strides.1 = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.shape.1, [2 x i64] %.28, 6
  %x = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %x, align 8
  %out = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %out, align 8
  %i = alloca i64, align 8
  store i64 0, ptr %i, align 8
  %.46 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %.46, align 8
  %"$76pred" = alloca i1, align 1
  store i1 false, ptr %"$76pred", align 1
  %state.2 = alloca { i64, double, double, float }, align 8
  store { i64, double, double, float } zeroinitializer, ptr %state.2, align 8
  %.90 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %.90, align 8
  %.102 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.102, align 8
  %.112 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.112, align 8
  %.116 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.116, align 8
  %.125 = alloca i64, align 8
  store i64 0, ptr %.125, align 8
  %.128 = alloca i64, align 8
  store i64 0, ptr %.128, align 8
  %"$phi246.0" = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi246.0", align 8
  %.167 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.167, align 8
  %.170 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.170, align 8
  %.196 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.196, align 8
  %.202 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.202, align 8
  %"$246for_iter.3" = alloca i1, align 1
  store i1 false, ptr %"$246for_iter.3", align 1
  %"$phi248.1" = alloca i64, align 8
  store i64 0, ptr %"$phi248.1", align 8
  %.225 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %.225, align 8
  %.273 = alloca { i64, double, double, float }, align 8
  store { i64, double, double, float } zeroinitializer, ptr %.273, align 8
  %.319 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %.319, align 8
  %.383 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %.383, align 8
  %.441 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %.441, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.strides, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.strides.1, ptr %out, align 8
  %.33 = trunc i64 1 to i32
  %.34 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %.35 = sext i32 %.34 to i64
  %.36 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %.37 = sext i32 %.36 to i64
  %.38 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %.39 = sext i32 %.38 to i64
  %.40 = mul i64 %.37, %.39
  %.41 = add i64 %.40, %.35
  %.43 = load i64, ptr %i, align 8
  store i64 %.41, ptr %i, align 8
  %.45 = load { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %.46, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.45, ptr %.46, align 8
  %.50 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.46, i32 0, i32 5
  %.51 = getelementptr inbounds [2 x i64], ptr %.50, i32 0, i32 0
  %.52 = load i64, ptr %.51, align 8, !range !1
  %.53 = getelementptr inbounds [2 x i64], ptr %.50, i32 0, i32 1
  %.54 = load i64, ptr %.53, align 8, !range !1
  %.55 = insertvalue [2 x i64] undef, i64 %.52, 0
  %.56 = insertvalue [2 x i64] %.55, i64 %.54, 1
  %.57 = extractvalue [2 x i64] %.56, 0
  %.58 = load i64, ptr %i, align 8
  %.59 = icmp slt i64 %.58, %.57
  %.61 = load i1, ptr %"$76pred", align 1
  store i1 %.59, ptr %"$76pred", align 1
  %.63 = load i1, ptr %"$76pred", align 1
  br i1 %.63, label %B78, label %B400

B78:                                              ; preds = %B0
  %.65 = load i1, ptr %"$76pred", align 1
  store i1 false, ptr %"$76pred", align 1
  %.67 = trunc i64 0 to i32
  %.68 = sitofp i64 0 to float
  %.69 = sitofp i64 0 to float
  %.70 = fptrunc double 1.000000e+30 to float
  %.71 = insertvalue { i32, float, float, float } undef, i32 %.67, 0
  %.72 = insertvalue { i32, float, float, float } %.71, float %.68, 1
  %.73 = insertvalue { i32, float, float, float } %.72, float %.69, 2
  %.74 = insertvalue { i32, float, float, float } %.73, float %.70, 3
  %.75 = extractvalue { i32, float, float, float } %.74, 0
  %.76 = extractvalue { i32, float, float, float } %.74, 1
  %.77 = extractvalue { i32, float, float, float } %.74, 2
  %.78 = extractvalue { i32, float, float, float } %.74, 3
  %.79 = sext i32 %.75 to i64
  %.80 = fpext float %.76 to double
  %.81 = fpext float %.77 to double
  %.82 = insertvalue { i64, double, double, float } undef, i64 %.79, 0
  %.83 = insertvalue { i64, double, double, float } %.82, double %.80, 1
  %.84 = insertvalue { i64, double, double, float } %.83, double %.81, 2
  %.85 = insertvalue { i64, double, double, float } %.84, float %.78, 3
  %.87 = load { i64, double, double, float }, ptr %state.2, align 8
  store { i64, double, double, float } %.85, ptr %state.2, align 8
  %.89 = load { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %.90, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.89, ptr %.90, align 8
  %.94 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.90, i32 0, i32 5
  %.95 = getelementptr inbounds [2 x i64], ptr %.94, i32 0, i32 0
  %.96 = load i64, ptr %.95, align 8, !range !1
  %.97 = getelementptr inbounds [2 x i64], ptr %.94, i32 0, i32 1
  %.98 = load i64, ptr %.97, align 8, !range !1
  %.99 = insertvalue [2 x i64] undef, i64 %.96, 0
  %.100 = insertvalue [2 x i64] %.99, i64 %.98, 1
  %.101 = extractvalue [2 x i64] %.100, 1
  store { i64, i64, i64 } zeroinitializer, ptr %.102, align 8
  %.105 = getelementptr inbounds { i64, i64, i64 }, ptr %.102, i32 0, i32 0
  store i64 0, ptr %.105, align 8
  %.107 = getelementptr inbounds { i64, i64, i64 }, ptr %.102, i32 0, i32 1
  store i64 %.101, ptr %.107, align 8
  %.109 = getelementptr inbounds { i64, i64, i64 }, ptr %.102, i32 0, i32 2
  store i64 1, ptr %.109, align 8
  %.111 = load { i64, i64, i64 }, ptr %.102, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.112, align 8
  store { i64, i64, i64 } %.111, ptr %.112, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.116, align 8
  %.119 = getelementptr inbounds { i64, i64, i64 }, ptr %.112, i32 0, i32 0
  %.120 = load i64, ptr %.119, align 8
  %.121 = getelementptr inbounds { i64, i64, i64 }, ptr %.112, i32 0, i32 1
  %.122 = load i64, ptr %.121, align 8
  %.123 = getelementptr inbounds { i64, i64, i64 }, ptr %.112, i32 0, i32 2
  %.124 = load i64, ptr %.123, align 8
  store i64 %.120, ptr %.125, align 8
  %.130 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.116, i32 0, i32 0
  store ptr %.125, ptr %.130, align 8
  %.132 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.116, i32 0, i32 1
  store i64 %.122, ptr %.132, align 8
  %.134 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.116, i32 0, i32 2
  store i64 %.124, ptr %.134, align 8
  %.136 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.116, i32 0, i32 3
  store ptr %.128, ptr %.136, align 8
  %.138 = sub i64 %.122, %.120
  %.139 = icmp sgt i64 %.138, 0
  %.140 = icmp sgt i64 %.124, 0
  %.141 = xor i1 %.139, %.140
  %.142 = icmp eq i64 %.124, 0
  br i1 %.142, label %B78.if, label %B78.endif, !prof !2

B246:                                             ; preds = %B248.endif, %B78.endif.endif
  %.166 = load { ptr, i64, i64, ptr }, ptr %"$phi246.0", align 8
  store { i64, i1 } zeroinitializer, ptr %.167, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.170, align 8
  store { ptr, i64, i64, ptr } %.166, ptr %.170, align 8
  %.174 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.170, i32 0, i32 3
  %.175 = load ptr, ptr %.174, align 8
  %.176 = load i64, ptr %.175, align 8
  %.177 = icmp sgt i64 %.176, 0
  %.178 = getelementptr inbounds { i64, i1 }, ptr %.167, i32 0, i32 1
  store i1 %.177, ptr %.178, align 1
  br i1 %.177, label %B246.if, label %B246.endif

B248:                                             ; preds = %B246.endif
  %.216 = load i1, ptr %"$246for_iter.3", align 1
  store i1 false, ptr %"$246for_iter.3", align 1
  %.218 = load i64, ptr %"$phi248.1", align 8
  %.219 = load i64, ptr %"$phi248.1", align 8
  store i64 0, ptr %"$phi248.1", align 8
  %.221 = load i64, ptr %i, align 8
  %.222 = insertvalue [2 x i64] undef, i64 %.221, 0
  %.223 = insertvalue [2 x i64] %.222, i64 %.218, 1
  %.224 = load { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %.225, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.224, ptr %.225, align 8
  %.229 = extractvalue [2 x i64] %.223, 0
  %.230 = extractvalue [2 x i64] %.223, 1
  %.231 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.225, i32 0, i32 5
  %.232 = getelementptr inbounds [2 x i64], ptr %.231, i32 0, i32 0
  %.233 = load i64, ptr %.232, align 8, !range !1
  %.234 = getelementptr inbounds [2 x i64], ptr %.231, i32 0, i32 1
  %.235 = load i64, ptr %.234, align 8, !range !1
  %.236 = insertvalue [2 x i64] undef, i64 %.233, 0
  %.237 = insertvalue [2 x i64] %.236, i64 %.235, 1
  %.238 = extractvalue [2 x i64] %.237, 0
  %.239 = extractvalue [2 x i64] %.237, 1
  %.240 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.225, i32 0, i32 6
  %.241 = load [2 x i64], ptr %.240, align 8
  %.242 = extractvalue [2 x i64] %.241, 0
  %.243 = extractvalue [2 x i64] %.241, 1
  %.244 = icmp slt i64 %.229, 0
  %.245 = add i64 %.229, %.238
  %.246 = select i1 %.244, i64 %.245, i64 %.229
  %.247 = icmp slt i64 %.230, 0
  %.248 = add i64 %.230, %.239
  %.249 = select i1 %.247, i64 %.248, i64 %.230
  %.250 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.225, i32 0, i32 5
  %.251 = getelementptr inbounds [2 x i64], ptr %.250, i32 0, i32 0
  %.252 = load i64, ptr %.251, align 8, !range !1
  %.253 = getelementptr inbounds [2 x i64], ptr %.250, i32 0, i32 1
  %.254 = load i64, ptr %.253, align 8, !range !1
  %.255 = insertvalue [2 x i64] undef, i64 %.252, 0
  %.256 = insertvalue [2 x i64] %.255, i64 %.254, 1
  %.257 = extractvalue [2 x i64] %.256, 0
  %.258 = extractvalue [2 x i64] %.256, 1
  %.259 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.225, i32 0, i32 6
  %.260 = load [2 x i64], ptr %.259, align 8
  %.261 = extractvalue [2 x i64] %.260, 0
  %.262 = extractvalue [2 x i64] %.260, 1
  %.263 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.225, i32 0, i32 4
  %.264 = load ptr, ptr %.263, align 8
  %.265 = mul i64 %.261, %.246
  %.266 = mul i64 %.262, %.249
  %.267 = add i64 %.265, %.266
  %.268 = ptrtoint ptr %.264 to i64
  %.269 = add i64 %.268, %.267
  %.270 = inttoptr i64 %.269 to ptr
  %.271 = load float, ptr %.270, align 4
  %.272 = load { i64, double, double, float }, ptr %state.2, align 8
  store { i64, double, double, float } zeroinitializer, ptr %.273, align 8
  %extracted.f0 = extractvalue { i64, double, double, float } %.272, 0
  %extracted.f1 = extractvalue { i64, double, double, float } %.272, 1
  %extracted.f2 = extractvalue { i64, double, double, float } %.272, 2
  %extracted.f3 = extractvalue { i64, double, double, float } %.272, 3
  %.276 = call i32 @_ZN8__main__4stepB2v9B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5TupleIxddfEf(ptr %.273, i64 %extracted.f0, double %extracted.f1, double %extracted.f2, float %extracted.f3, float %.271)
  %.277 = icmp eq i32 %.276, 0
  %.278 = icmp eq i32 %.276, -2
  %.279 = or i1 %.277, %.278
  %.280 = xor i1 %.279, true
  %.281 = icmp eq i32 %.276, -1
  %.282 = icmp eq i32 %.276, -3
  %.283 = icmp sge i32 %.276, 1
  %.284 = load { i64, double, double, float }, ptr %.273, align 8
  %.285 = extractvalue { i64, double, double, float } %.284, 0
  %.286 = extractvalue { i64, double, double, float } %.284, 1
  %.287 = extractvalue { i64, double, double, float } %.284, 2
  %.288 = extractvalue { i64, double, double, float } %.284, 3
  %inserted.f0 = insertvalue { i64, double, double, float } undef, i64 %.285, 0
  %inserted.f1 = insertvalue { i64, double, double, float } %inserted.f0, double %.286, 1
  %inserted.f2 = insertvalue { i64, double, double, float } %inserted.f1, double %.287, 2
  %inserted.f3 = insertvalue { i64, double, double, float } %inserted.f2, float %.288, 3
  br i1 %.280, label %B248.if, label %B248.endif, !prof !2

B300:                                             ; preds = %B246.endif
  %.294 = load { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %x, align 8
  %.296 = load i64, ptr %"$phi248.1", align 8
  store i64 0, ptr %"$phi248.1", align 8
  %.298 = load { ptr, i64, i64, ptr }, ptr %"$phi246.0", align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi246.0", align 8
  %.300 = load i1, ptr %"$246for_iter.3", align 1
  store i1 false, ptr %"$246for_iter.3", align 1
  %.302 = load { i64, double, double, float }, ptr %state.2, align 8
  %.303 = load { i64, double, double, float }, ptr %state.2, align 8
  store { i64, double, double, float } zeroinitializer, ptr %state.2, align 8
  %.305 = extractvalue { i64, double, double, float } %.302, 0
  %.306 = extractvalue { i64, double, double, float } %.302, 1
  %.307 = extractvalue { i64, double, double, float } %.302, 2
  %.308 = extractvalue { i64, double, double, float } %.302, 3
  %.309 = load i64, ptr %i, align 8
  %.310 = insertvalue { i64, i64 } undef, i64 %.309, 0
  %.311 = insertvalue { i64, i64 } %.310, i64 0, 1
  %.312 = load { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %out, align 8
  %.313 = extractvalue { i64, i64 } %.311, 0
  %.314 = extractvalue { i64, i64 } %.311, 1
  %.315 = insertvalue [2 x i64] undef, i64 %.313, 0
  %.316 = insertvalue [2 x i64] %.315, i64 0, 1
  %.317 = extractvalue [2 x i64] %.316, 0
  %.318 = extractvalue [2 x i64] %.316, 1
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %.319, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.312, ptr %.319, align 8
  %.323 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.319, i32 0, i32 5
  %.324 = getelementptr inbounds [2 x i64], ptr %.323, i32 0, i32 0
  %.325 = load i64, ptr %.324, align 8, !range !1
  %.326 = getelementptr inbounds [2 x i64], ptr %.323, i32 0, i32 1
  %.327 = load i64, ptr %.326, align 8, !range !1
  %.328 = insertvalue [2 x i64] undef, i64 %.325, 0
  %.329 = insertvalue [2 x i64] %.328, i64 %.327, 1
  %.330 = extractvalue [2 x i64] %.329, 0
  %.331 = extractvalue [2 x i64] %.329, 1
  %.332 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.319, i32 0, i32 6
  %.333 = load [2 x i64], ptr %.332, align 8
  %.334 = extractvalue [2 x i64] %.333, 0
  %.335 = extractvalue [2 x i64] %.333, 1
  %.336 = icmp slt i64 %.317, 0
  %.337 = add i64 %.317, %.330
  %.338 = select i1 %.336, i64 %.337, i64 %.317
  %.339 = icmp slt i64 %.318, 0
  %.340 = add i64 %.318, %.331
  %.341 = select i1 %.339, i64 %.340, i64 %.318
  %.342 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.319, i32 0, i32 5
  %.343 = getelementptr inbounds [2 x i64], ptr %.342, i32 0, i32 0
  %.344 = load i64, ptr %.343, align 8, !range !1
  %.345 = getelementptr inbounds [2 x i64], ptr %.342, i32 0, i32 1
  %.346 = load i64, ptr %.345, align 8, !range !1
  %.347 = insertvalue [2 x i64] undef, i64 %.344, 0
  %.348 = insertvalue [2 x i64] %.347, i64 %.346, 1
  %.349 = extractvalue [2 x i64] %.348, 0
  %.350 = extractvalue [2 x i64] %.348, 1
  %.351 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.319, i32 0, i32 6
  %.352 = load [2 x i64], ptr %.351, align 8
  %.353 = extractvalue [2 x i64] %.352, 0
  %.354 = extractvalue [2 x i64] %.352, 1
  %.355 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.319, i32 0, i32 4
  %.356 = load ptr, ptr %.355, align 8
  %.357 = mul i64 %.353, %.338
  %.358 = mul i64 %.354, %.341
  %.359 = add i64 %.357, %.358
  %.360 = ptrtoint ptr %.356 to i64
  %.361 = add i64 %.360, %.359
  %.362 = inttoptr i64 %.361 to ptr
  %.363 = fptrunc double %.306 to float
  store float %.363, ptr %.362, align 4
  %.365 = sub nsw i64 %.305, 1
  %.366 = icmp sgt i64 1, %.365
  %.367 = select i1 %.366, i64 1, i64 %.365
  %.368 = sitofp i64 %.367 to double
  %.369 = fcmp oeq double %.368, 0.000000e+00
  br i1 %.369, label %B300.if, label %B300.endif, !prof !2

B400:                                             ; preds = %B0
  %.490 = load { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %x, align 8
  %.492 = load { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %out, align 8
  %.494 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.496 = load i1, ptr %"$76pred", align 1
  store i1 false, ptr %"$76pred", align 1
  ret void

B78.if:                                           ; preds = %B78
  ret void

B78.endif:                                        ; preds = %B78
  br i1 %.141, label %B78.endif.if, label %B78.endif.else

B78.endif.if:                                     ; preds = %B78.endif
  %.146 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.116, i32 0, i32 3
  %.147 = load ptr, ptr %.146, align 8
  store i64 0, ptr %.147, align 8
  br label %B78.endif.endif

B78.endif.else:                                   ; preds = %B78.endif
  %.150 = srem i64 %.138, %.124
  %.151 = sub i64 0, %.150
  %.152 = select i1 %.139, i64 %.150, i64 %.151
  %.153 = icmp sgt i64 %.152, 0
  %.154 = sdiv i64 %.138, %.124
  %.155 = select i1 %.153, i64 1, i64 0
  %.156 = add i64 %.154, %.155
  %.157 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.116, i32 0, i32 3
  %.158 = load ptr, ptr %.157, align 8
  store i64 %.156, ptr %.158, align 8
  br label %B78.endif.endif

B78.endif.endif:                                  ; preds = %B78.endif.else, %B78.endif.if
  %.161 = load { ptr, i64, i64, ptr }, ptr %.116, align 8
  %.163 = load { ptr, i64, i64, ptr }, ptr %"$phi246.0", align 8
  store { ptr, i64, i64, ptr } %.161, ptr %"$phi246.0", align 8
  br label %B246

B246.if:                                          ; preds = %B246
  %.181 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.170, i32 0, i32 0
  %.182 = load ptr, ptr %.181, align 8
  %.183 = load i64, ptr %.182, align 8
  %.184 = getelementptr inbounds { i64, i1 }, ptr %.167, i32 0, i32 0
  store i64 %.183, ptr %.184, align 8
  %.186 = sub nsw i64 %.176, 1
  store i64 %.186, ptr %.175, align 8
  %.188 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.170, i32 0, i32 2
  %.189 = load i64, ptr %.188, align 8
  %.190 = add i64 %.183, %.189
  %.191 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.170, i32 0, i32 0
  %.192 = load ptr, ptr %.191, align 8
  store i64 %.190, ptr %.192, align 8
  br label %B246.endif

B246.endif:                                       ; preds = %B246.if, %B246
  %.195 = load { i64, i1 }, ptr %.167, align 8
  store { i64, i1 } zeroinitializer, ptr %.196, align 8
  store { i64, i1 } %.195, ptr %.196, align 8
  %.200 = getelementptr inbounds { i64, i1 }, ptr %.196, i32 0, i32 0
  %.201 = load i64, ptr %.200, align 8
  store { i64, i1 } zeroinitializer, ptr %.202, align 8
  store { i64, i1 } %.195, ptr %.202, align 8
  %.206 = getelementptr inbounds { i64, i1 }, ptr %.202, i32 0, i32 1
  %.207 = load i1, ptr %.206, align 1
  %.209 = load i1, ptr %"$246for_iter.3", align 1
  store i1 %.207, ptr %"$246for_iter.3", align 1
  %.212 = load i64, ptr %"$phi248.1", align 8
  store i64 %.201, ptr %"$phi248.1", align 8
  %.214 = load i1, ptr %"$246for_iter.3", align 1
  br i1 %.214, label %B248, label %B300

B248.if:                                          ; preds = %B248
  ret void

B248.endif:                                       ; preds = %B248
  %.291 = load { i64, double, double, float }, ptr %state.2, align 8
  store { i64, double, double, float } %inserted.f3, ptr %state.2, align 8
  br label %B246

B300.if:                                          ; preds = %B300
  br label %B300.endif

B300.endif:                                       ; preds = %B300.if, %B300
  %.372 = fdiv double %.307, %.368
  %.373 = load i64, ptr %i, align 8
  %.374 = insertvalue { i64, i64 } undef, i64 %.373, 0
  %.375 = insertvalue { i64, i64 } %.374, i64 1, 1
  %.376 = load { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %out, align 8
  %.377 = extractvalue { i64, i64 } %.375, 0
  %.378 = extractvalue { i64, i64 } %.375, 1
  %.379 = insertvalue [2 x i64] undef, i64 %.377, 0
  %.380 = insertvalue [2 x i64] %.379, i64 1, 1
  %.381 = extractvalue [2 x i64] %.380, 0
  %.382 = extractvalue [2 x i64] %.380, 1
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %.383, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.376, ptr %.383, align 8
  %.387 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.383, i32 0, i32 5
  %.388 = getelementptr inbounds [2 x i64], ptr %.387, i32 0, i32 0
  %.389 = load i64, ptr %.388, align 8, !range !1
  %.390 = getelementptr inbounds [2 x i64], ptr %.387, i32 0, i32 1
  %.391 = load i64, ptr %.390, align 8, !range !1
  %.392 = insertvalue [2 x i64] undef, i64 %.389, 0
  %.393 = insertvalue [2 x i64] %.392, i64 %.391, 1
  %.394 = extractvalue [2 x i64] %.393, 0
  %.395 = extractvalue [2 x i64] %.393, 1
  %.396 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.383, i32 0, i32 6
  %.397 = load [2 x i64], ptr %.396, align 8
  %.398 = extractvalue [2 x i64] %.397, 0
  %.399 = extractvalue [2 x i64] %.397, 1
  %.400 = icmp slt i64 %.381, 0
  %.401 = add i64 %.381, %.394
  %.402 = select i1 %.400, i64 %.401, i64 %.381
  %.403 = icmp slt i64 %.382, 0
  %.404 = add i64 %.382, %.395
  %.405 = select i1 %.403, i64 %.404, i64 %.382
  %.406 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.383, i32 0, i32 5
  %.407 = getelementptr inbounds [2 x i64], ptr %.406, i32 0, i32 0
  %.408 = load i64, ptr %.407, align 8, !range !1
  %.409 = getelementptr inbounds [2 x i64], ptr %.406, i32 0, i32 1
  %.410 = load i64, ptr %.409, align 8, !range !1
  %.411 = insertvalue [2 x i64] undef, i64 %.408, 0
  %.412 = insertvalue [2 x i64] %.411, i64 %.410, 1
  %.413 = extractvalue [2 x i64] %.412, 0
  %.414 = extractvalue [2 x i64] %.412, 1
  %.415 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.383, i32 0, i32 6
  %.416 = load [2 x i64], ptr %.415, align 8
  %.417 = extractvalue [2 x i64] %.416, 0
  %.418 = extractvalue [2 x i64] %.416, 1
  %.419 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.383, i32 0, i32 4
  %.420 = load ptr, ptr %.419, align 8
  %.421 = mul i64 %.417, %.402
  %.422 = mul i64 %.418, %.405
  %.423 = add i64 %.421, %.422
  %.424 = ptrtoint ptr %.420 to i64
  %.425 = add i64 %.424, %.423
  %.426 = inttoptr i64 %.425 to ptr
  %.427 = fptrunc double %.372 to float
  store float %.427, ptr %.426, align 4
  %.429 = load i64, ptr %i, align 8
  %.430 = insertvalue { i64, i64 } undef, i64 %.429, 0
  %.431 = insertvalue { i64, i64 } %.430, i64 2, 1
  %.432 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.434 = load { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %out, align 8
  %.435 = extractvalue { i64, i64 } %.431, 0
  %.436 = extractvalue { i64, i64 } %.431, 1
  %.437 = insertvalue [2 x i64] undef, i64 %.435, 0
  %.438 = insertvalue [2 x i64] %.437, i64 2, 1
  %.439 = extractvalue [2 x i64] %.438, 0
  %.440 = extractvalue [2 x i64] %.438, 1
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %.441, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.434, ptr %.441, align 8
  %.445 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.441, i32 0, i32 5
  %.446 = getelementptr inbounds [2 x i64], ptr %.445, i32 0, i32 0
  %.447 = load i64, ptr %.446, align 8, !range !1
  %.448 = getelementptr inbounds [2 x i64], ptr %.445, i32 0, i32 1
  %.449 = load i64, ptr %.448, align 8, !range !1
  %.450 = insertvalue [2 x i64] undef, i64 %.447, 0
  %.451 = insertvalue [2 x i64] %.450, i64 %.449, 1
  %.452 = extractvalue [2 x i64] %.451, 0
  %.453 = extractvalue [2 x i64] %.451, 1
  %.454 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.441, i32 0, i32 6
  %.455 = load [2 x i64], ptr %.454, align 8
  %.456 = extractvalue [2 x i64] %.455, 0
  %.457 = extractvalue [2 x i64] %.455, 1
  %.458 = icmp slt i64 %.439, 0
  %.459 = add i64 %.439, %.452
  %.460 = select i1 %.458, i64 %.459, i64 %.439
  %.461 = icmp slt i64 %.440, 0
  %.462 = add i64 %.440, %.453
  %.463 = select i1 %.461, i64 %.462, i64 %.440
  %.464 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.441, i32 0, i32 5
  %.465 = getelementptr inbounds [2 x i64], ptr %.464, i32 0, i32 0
  %.466 = load i64, ptr %.465, align 8, !range !1
  %.467 = getelementptr inbounds [2 x i64], ptr %.464, i32 0, i32 1
  %.468 = load i64, ptr %.467, align 8, !range !1
  %.469 = insertvalue [2 x i64] undef, i64 %.466, 0
  %.470 = insertvalue [2 x i64] %.469, i64 %.468, 1
  %.471 = extractvalue [2 x i64] %.470, 0
  %.472 = extractvalue [2 x i64] %.470, 1
  %.473 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.441, i32 0, i32 6
  %.474 = load [2 x i64], ptr %.473, align 8
  %.475 = extractvalue [2 x i64] %.474, 0
  %.476 = extractvalue [2 x i64] %.474, 1
  %.477 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.441, i32 0, i32 4
  %.478 = load ptr, ptr %.477, align 8
  %.479 = mul i64 %.475, %.460
  %.480 = mul i64 %.476, %.463
  %.481 = add i64 %.479, %.480
  %.482 = ptrtoint ptr %.478 to i64
  %.483 = add i64 %.482, %.481
  %.484 = inttoptr i64 %.483 to ptr
  store float %.308, ptr %.484, align 4
  %.486 = load { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %out, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

define linkonce_odr i32 @_ZN8__main__4stepB2v9B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5TupleIxddfEf(ptr %.ret, i64 %state.0, double %state.1, double %state.2, float %state.3, float %v) {
entry:
  %inserted.f0 = insertvalue { i64, double, double, float } undef, i64 %state.0, 0
  %inserted.f1 = insertvalue { i64, double, double, float } %inserted.f0, double %state.1, 1
  %inserted.f2 = insertvalue { i64, double, double, float } %inserted.f1, double %state.2, 2
  %inserted.f3 = insertvalue { i64, double, double, float } %inserted.f2, float %state.3, 3
  br label %B0

B0:                                               ; preds = %entry
  %.8 = extractvalue { i64, double, double, float } %inserted.f3, 0
  %.9 = extractvalue { i64, double, double, float } %inserted.f3, 1
  %.10 = extractvalue { i64, double, double, float } %inserted.f3, 2
  %.11 = extractvalue { i64, double, double, float } %inserted.f3, 3
  %.12 = add nsw i64 %.8, 1
  %.13 = fpext float %v to double
  %.14 = fsub double %.13, %.9
  %.15 = sitofp i64 %.12 to double
  %.16 = fcmp oeq double %.15, 0.000000e+00
  br i1 %.16, label %B0.if, label %B0.endif, !prof !2

B0.if:                                            ; preds = %B0
  br label %B0.endif

B0.endif:                                         ; preds = %B0.if, %B0
  %.19 = fdiv double %.14, %.15
  %.20 = fadd double %.9, %.19
  %.21 = fpext float %v to double
  %.22 = fsub double %.21, %.20
  %.23 = fmul double %.14, %.22
  %.24 = fadd double %.10, %.23
  %.25 = call float @__nv_fminf(float %.11, float %v)
  %.26 = insertvalue { i64, double, double, float } undef, i64 %.12, 0
  %.27 = insertvalue { i64, double, double, float } %.26, double %.20, 1
  %.28 = insertvalue { i64, double, double, float } %.27, double %.24, 2
  %.29 = insertvalue { i64, double, double, float } %.28, float %.25, 3
  %extracted.f0 = extractvalue { i64, double, double, float } %.29, 0
  %extracted.f1 = extractvalue { i64, double, double, float } %.29, 1
  %extracted.f2 = extractvalue { i64, double, double, float } %.29, 2
  %extracted.f3 = extractvalue { i64, double, double, float } %.29, 3
  %.30 = insertvalue { i64, double, double, float } undef, i64 %extracted.f0, 0
  %.31 = insertvalue { i64, double, double, float } %.30, double %extracted.f1, 1
  %.32 = insertvalue { i64, double, double, float } %.31, double %extracted.f2, 2
  %.33 = insertvalue { i64, double, double, float } %.32, float %extracted.f3, 3
  store { i64, double, double, float } %.33, ptr %.ret, align 8
  ret i32 0
}

declare float @__nv_fminf(float, float)

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{i64 0, i64 9223372036854775807}
!2 = !{!"branch_weights", i32 1, i32 99}
