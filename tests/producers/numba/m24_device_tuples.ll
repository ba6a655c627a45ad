; numba-cuda kernel m24_device_tuples(Array(float32, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__13device_tuplesB3v10B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__13device_tuplesB3v10B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv8__main__6rotateB3v12B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE8UniTupleIdLi2EEd = common global ptr null

define ptx_kernel void @_ZN8__main__13device_tuplesB3v10B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE(ptr %x.0, ptr %x.1, i64 %x.2, i64 %x.3, ptr %x.4, i64 %x.5.0, i64 %x.6.0, ptr %y.0, ptr %y.1, i64 %y.2, i64 %y.3, ptr %y.4, i64 %y.5.0, i64 %y.6.0, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.6.0) {
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
  %inserted.meminfo.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %y.0, 0
  %inserted.parent.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.1, ptr %y.1, 1
  %inserted.nitems.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %y.2, 2
  %inserted.itemsize.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %y.3, 3
  %inserted.data.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.1, ptr %y.4, 4
  %.26 = insertvalue [1 x i64] undef, i64 %y.5.0, 0
  %inserted.shape.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.26, 5
  %.27 = insertvalue [1 x i64] undef, i64 %y.6.0, 0
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
  %x = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %x, align 8
  %y = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %y, align 8
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
  %p.2 = alloca [2 x double], align 8
  store [2 x double] zeroinitializer, ptr %p.2, align 8
  %.143 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.143, align 8
  %.153 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.153, align 8
  %.157 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.157, align 8
  %.166 = alloca i64, align 8
  store i64 0, ptr %.166, align 8
  %.169 = alloca i64, align 8
  store i64 0, ptr %.169, align 8
  %"$phi128.0" = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi128.0", align 8
  %.208 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.208, align 8
  %.211 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.211, align 8
  %.237 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.237, align 8
  %.243 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.243, align 8
  %"$128for_iter.3" = alloca i1, align 1
  store i1 false, ptr %"$128for_iter.3", align 1
  %"$phi130.1" = alloca i64, align 8
  store i64 0, ptr %"$phi130.1", align 8
  %.267 = alloca [2 x double], align 8
  store [2 x double] zeroinitializer, ptr %.267, align 8
  %.301 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.301, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %y, align 8
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
  %.48 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.49, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.48, ptr %.49, align 8
  %.53 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.49, i32 0, i32 2
  %.54 = load i64, ptr %.53, align 8
  %.55 = load i64, ptr %i, align 8
  %.56 = icmp slt i64 %.55, %.54
  %.58 = load i1, ptr %"$64pred", align 1
  store i1 %.56, ptr %"$64pred", align 1
  %.60 = load i1, ptr %"$64pred", align 1
  br i1 %.60, label %B66, label %B242

B66:                                              ; preds = %B0
  %.62 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
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
  %.95 = load float, ptr %.94, align 4
  %.96 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %x, align 8
  %.98 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %y, align 8
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
  %.129 = load float, ptr %.128, align 4
  %.130 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %y, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %y, align 8
  %.132 = insertvalue [2 x float] undef, float %.95, 0
  %.133 = insertvalue [2 x float] %.132, float %.129, 1
  %.134 = extractvalue [2 x float] %.133, 0
  %.135 = extractvalue [2 x float] %.133, 1
  %.136 = fpext float %.134 to double
  %.137 = fpext float %.135 to double
  %.138 = insertvalue [2 x double] undef, double %.136, 0
  %.139 = insertvalue [2 x double] %.138, double %.137, 1
  %.141 = load [2 x double], ptr %p.2, align 8
  store [2 x double] %.139, ptr %p.2, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.143, align 8
  %.146 = getelementptr inbounds { i64, i64, i64 }, ptr %.143, i32 0, i32 0
  store i64 0, ptr %.146, align 8
  %.148 = getelementptr inbounds { i64, i64, i64 }, ptr %.143, i32 0, i32 1
  store i64 3, ptr %.148, align 8
  %.150 = getelementptr inbounds { i64, i64, i64 }, ptr %.143, i32 0, i32 2
  store i64 1, ptr %.150, align 8
  %.152 = load { i64, i64, i64 }, ptr %.143, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.153, align 8
  store { i64, i64, i64 } %.152, ptr %.153, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.157, align 8
  %.160 = getelementptr inbounds { i64, i64, i64 }, ptr %.153, i32 0, i32 0
  %.161 = load i64, ptr %.160, align 8
  %.162 = getelementptr inbounds { i64, i64, i64 }, ptr %.153, i32 0, i32 1
  %.163 = load i64, ptr %.162, align 8
  %.164 = getelementptr inbounds { i64, i64, i64 }, ptr %.153, i32 0, i32 2
  %.165 = load i64, ptr %.164, align 8
  store i64 %.161, ptr %.166, align 8
  %.171 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.157, i32 0, i32 0
  store ptr %.166, ptr %.171, align 8
  %.173 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.157, i32 0, i32 1
  store i64 %.163, ptr %.173, align 8
  %.175 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.157, i32 0, i32 2
  store i64 %.165, ptr %.175, align 8
  %.177 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.157, i32 0, i32 3
  store ptr %.169, ptr %.177, align 8
  %.179 = sub i64 %.163, %.161
  %.180 = icmp sgt i64 %.179, 0
  %.181 = icmp sgt i64 %.165, 0
  %.182 = xor i1 %.180, %.181
  %.183 = icmp eq i64 %.165, 0
  br i1 %.183, label %B66.if, label %B66.endif, !prof !2

B128:                                             ; preds = %B130.endif, %B66.endif.endif
  %.207 = load { ptr, i64, i64, ptr }, ptr %"$phi128.0", align 8
  store { i64, i1 } zeroinitializer, ptr %.208, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.211, align 8
  store { ptr, i64, i64, ptr } %.207, ptr %.211, align 8
  %.215 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.211, i32 0, i32 3
  %.216 = load ptr, ptr %.215, align 8
  %.217 = load i64, ptr %.216, align 8
  %.218 = icmp sgt i64 %.217, 0
  %.219 = getelementptr inbounds { i64, i1 }, ptr %.208, i32 0, i32 1
  store i1 %.218, ptr %.219, align 1
  br i1 %.218, label %B128.if, label %B128.endif

B130:                                             ; preds = %B128.endif
  %.257 = load i1, ptr %"$128for_iter.3", align 1
  store i1 false, ptr %"$128for_iter.3", align 1
  %.259 = load i64, ptr %"$phi130.1", align 8
  %.260 = load i64, ptr %"$phi130.1", align 8
  store i64 0, ptr %"$phi130.1", align 8
  %.262 = fptrunc double 5.000000e-01 to float
  %.263 = fpext float %.262 to double
  %.264 = sitofp i64 %.259 to double
  %.265 = fmul double %.263, %.264
  %.266 = load [2 x double], ptr %p.2, align 8
  store [2 x double] zeroinitializer, ptr %.267, align 8
  %.270 = extractvalue [2 x double] %.266, 0
  %.271 = extractvalue [2 x double] %.266, 1
  %.272 = call i32 @_ZN8__main__6rotateB3v12B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE8UniTupleIdLi2EEd(ptr %.267, double %.270, double %.271, double %.265)
  %.273 = icmp eq i32 %.272, 0
  %.274 = icmp eq i32 %.272, -2
  %.275 = or i1 %.273, %.274
  %.276 = xor i1 %.275, true
  %.277 = icmp eq i32 %.272, -1
  %.278 = icmp eq i32 %.272, -3
  %.279 = icmp sge i32 %.272, 1
  %.280 = load [2 x double], ptr %.267, align 8
  br i1 %.276, label %B130.if, label %B130.endif, !prof !2

B198:                                             ; preds = %B128.endif
  %.286 = load i64, ptr %"$phi130.1", align 8
  store i64 0, ptr %"$phi130.1", align 8
  %.288 = load { ptr, i64, i64, ptr }, ptr %"$phi128.0", align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi128.0", align 8
  %.290 = load i1, ptr %"$128for_iter.3", align 1
  store i1 false, ptr %"$128for_iter.3", align 1
  %.292 = load [2 x double], ptr %p.2, align 8
  %.293 = extractvalue [2 x double] %.292, 0
  %.294 = load [2 x double], ptr %p.2, align 8
  %.295 = extractvalue [2 x double] %.294, 1
  %.296 = load [2 x double], ptr %p.2, align 8
  store [2 x double] zeroinitializer, ptr %p.2, align 8
  %.298 = fadd double %.293, %.295
  %.299 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.300 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.301, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.299, ptr %.301, align 8
  %.305 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.301, i32 0, i32 5
  %.306 = getelementptr inbounds [1 x i64], ptr %.305, i32 0, i32 0
  %.307 = load i64, ptr %.306, align 8, !range !1
  %.308 = insertvalue [1 x i64] undef, i64 %.307, 0
  %.309 = extractvalue [1 x i64] %.308, 0
  %.310 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.301, i32 0, i32 6
  %.311 = load [1 x i64], ptr %.310, align 8
  %.312 = extractvalue [1 x i64] %.311, 0
  %.313 = icmp slt i64 %.300, 0
  %.314 = add i64 %.300, %.309
  %.315 = select i1 %.313, i64 %.314, i64 %.300
  %.316 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.301, i32 0, i32 5
  %.317 = getelementptr inbounds [1 x i64], ptr %.316, i32 0, i32 0
  %.318 = load i64, ptr %.317, align 8, !range !1
  %.319 = insertvalue [1 x i64] undef, i64 %.318, 0
  %.320 = extractvalue [1 x i64] %.319, 0
  %.321 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.301, i32 0, i32 6
  %.322 = load [1 x i64], ptr %.321, align 8
  %.323 = extractvalue [1 x i64] %.322, 0
  %.324 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.301, i32 0, i32 4
  %.325 = load ptr, ptr %.324, align 8
  %.326 = mul i64 %.323, %.315
  %.327 = ptrtoint ptr %.325 to i64
  %.328 = add i64 %.327, %.326
  %.329 = inttoptr i64 %.328 to ptr
  %.330 = fptrunc double %.298 to float
  store float %.330, ptr %.329, align 4
  %.332 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.334 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  ret void

B242:                                             ; preds = %B0
  %.338 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %y, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %y, align 8
  %.340 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %x, align 8
  %.342 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.344 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.346 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
  ret void

B66.if:                                           ; preds = %B66
  ret void

B66.endif:                                        ; preds = %B66
  br i1 %.182, label %B66.endif.if, label %B66.endif.else

B66.endif.if:                                     ; preds = %B66.endif
  %.187 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.157, i32 0, i32 3
  %.188 = load ptr, ptr %.187, align 8
  store i64 0, ptr %.188, align 8
  br label %B66.endif.endif

B66.endif.else:                                   ; preds = %B66.endif
  %.191 = srem i64 %.179, %.165
  %.192 = sub i64 0, %.191
  %.193 = select i1 %.180, i64 %.191, i64 %.192
  %.194 = icmp sgt i64 %.193, 0
  %.195 = sdiv i64 %.179, %.165
  %.196 = select i1 %.194, i64 1, i64 0
  %.197 = add i64 %.195, %.196
  %.198 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.157, i32 0, i32 3
  %.199 = load ptr, ptr %.198, align 8
  store i64 %.197, ptr %.199, align 8
  br label %B66.endif.endif

B66.endif.endif:                                  ; preds = %B66.endif.else, %B66.endif.if
  %.202 = load { ptr, i64, i64, ptr }, ptr %.157, align 8
  %.204 = load { ptr, i64, i64, ptr }, ptr %"$phi128.0", align 8
  store { ptr, i64, i64, ptr } %.202, ptr %"$phi128.0", align 8
  br label %B128

B128.if:                                          ; preds = %B128
  %.222 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.211, i32 0, i32 0
  %.223 = load ptr, ptr %.222, align 8
  %.224 = load i64, ptr %.223, align 8
  %.225 = getelementptr inbounds { i64, i1 }, ptr %.208, i32 0, i32 0
  store i64 %.224, ptr %.225, align 8
  %.227 = sub nsw i64 %.217, 1
  store i64 %.227, ptr %.216, align 8
  %.229 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.211, i32 0, i32 2
  %.230 = load i64, ptr %.229, align 8
  %.231 = add i64 %.224, %.230
  %.232 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.211, i32 0, i32 0
  %.233 = load ptr, ptr %.232, align 8
  store i64 %.231, ptr %.233, align 8
  br label %B128.endif

B128.endif:                                       ; preds = %B128.if, %B128
  %.236 = load { i64, i1 }, ptr %.208, align 8
  store { i64, i1 } zeroinitializer, ptr %.237, align 8
  store { i64, i1 } %.236, ptr %.237, align 8
  %.241 = getelementptr inbounds { i64, i1 }, ptr %.237, i32 0, i32 0
  %.242 = load i64, ptr %.241, align 8
  store { i64, i1 } zeroinitializer, ptr %.243, align 8
  store { i64, i1 } %.236, ptr %.243, align 8
  %.247 = getelementptr inbounds { i64, i1 }, ptr %.243, i32 0, i32 1
  %.248 = load i1, ptr %.247, align 1
  %.250 = load i1, ptr %"$128for_iter.3", align 1
  store i1 %.248, ptr %"$128for_iter.3", align 1
  %.253 = load i64, ptr %"$phi130.1", align 8
  store i64 %.242, ptr %"$phi130.1", align 8
  %.255 = load i1, ptr %"$128for_iter.3", align 1
  br i1 %.255, label %B130, label %B198

B130.if:                                          ; preds = %B130
  ret void

B130.endif:                                       ; preds = %B130
  %.283 = load [2 x double], ptr %p.2, align 8
  store [2 x double] %.280, ptr %p.2, align 8
  br label %B128
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

define linkonce_odr i32 @_ZN8__main__6rotateB3v12B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE8UniTupleIdLi2EEd(ptr %.ret, double %p.0, double %p.1, double %angle) {
entry:
  %.6 = insertvalue [2 x double] undef, double %p.0, 0
  %.7 = insertvalue [2 x double] %.6, double %p.1, 1
  br label %B0

B0:                                               ; preds = %entry
  %.8 = call double @__nv_cos(double %angle)
  %.9 = call double @__nv_sin(double %angle)
  %.10 = extractvalue [2 x double] %.7, 0
  %.11 = fmul double %.10, %.8
  %.12 = extractvalue [2 x double] %.7, 1
  %.13 = fmul double %.12, %.9
  %.14 = fsub double %.11, %.13
  %.15 = extractvalue [2 x double] %.7, 0
  %.16 = fmul double %.15, %.9
  %.17 = extractvalue [2 x double] %.7, 1
  %.18 = fmul double %.17, %.8
  %.19 = fadd double %.16, %.18
  %.20 = insertvalue [2 x double] undef, double %.14, 0
  %.21 = insertvalue [2 x double] %.20, double %.19, 1
  store [2 x double] %.21, ptr %.ret, align 8
  ret i32 0
}

declare double @__nv_cos(double)

declare double @__nv_sin(double)

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{i64 0, i64 9223372036854775807}
!2 = !{!"branch_weights", i32 1, i32 99}
