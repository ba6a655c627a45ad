; numba-cuda kernel n28_multi_returns(Array(float64, 1, 'A', False, aligned=True), Array(int32, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__13multi_returnsB3v19B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__13multi_returnsB3v19B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv8__main__8classifyB3v20B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEd = common global ptr null
@_ZN08NumbaEnv8__main__11min_max_sumB3v21B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedEx23Literal_5bint_5d_285_29 = common global ptr null

define ptx_kernel void @_ZN8__main__13multi_returnsB3v19B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE(ptr %x.0, ptr %x.1, i64 %x.2, i64 %x.3, ptr %x.4, i64 %x.5.0, i64 %x.6.0, ptr %cls.0, ptr %cls.1, i64 %cls.2, i64 %cls.3, ptr %cls.4, i64 %cls.5.0, i64 %cls.6.0, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.6.0) {
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
  %inserted.meminfo.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %cls.0, 0
  %inserted.parent.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.1, ptr %cls.1, 1
  %inserted.nitems.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %cls.2, 2
  %inserted.itemsize.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %cls.3, 3
  %inserted.data.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.1, ptr %cls.4, 4
  %.26 = insertvalue [1 x i64] undef, i64 %cls.5.0, 0
  %inserted.shape.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.26, 5
  %.27 = insertvalue [1 x i64] undef, i64 %cls.6.0, 0
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
  %cls = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %cls, align 8
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
  %.96 = alloca { i64, double }, align 8
  store { i64, double } zeroinitializer, ptr %.96, align 8
  %.116 = alloca [3 x double], align 8
  store [3 x double] zeroinitializer, ptr %.116, align 8
  %.139 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.139, align 8
  %.177 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.177, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %cls, align 8
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
  br i1 %.60, label %B66, label %B198

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
  %.95 = load double, ptr %.94, align 8
  store { i64, double } zeroinitializer, ptr %.96, align 8
  %.99 = call i32 @_ZN8__main__8classifyB3v20B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEd(ptr %.96, double %.95)
  %.100 = icmp eq i32 %.99, 0
  %.101 = icmp eq i32 %.99, -2
  %.102 = or i1 %.100, %.101
  %.103 = xor i1 %.102, true
  %.104 = icmp eq i32 %.99, -1
  %.105 = icmp eq i32 %.99, -3
  %.106 = icmp sge i32 %.99, 1
  %.107 = load { i64, double }, ptr %.96, align 8
  %.108 = extractvalue { i64, double } %.107, 0
  %.109 = extractvalue { i64, double } %.107, 1
  %inserted.f0 = insertvalue { i64, double } undef, i64 %.108, 0
  %inserted.f1 = insertvalue { i64, double } %inserted.f0, double %.109, 1
  br i1 %.103, label %B66.if, label %B66.endif, !prof !2

B198:                                             ; preds = %B0
  %.213 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %x, align 8
  %.215 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.217 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.219 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %cls, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %cls, align 8
  %.221 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
  ret void

B66.if:                                           ; preds = %B66
  ret void

B66.endif:                                        ; preds = %B66
  %.112 = extractvalue { i64, double } %inserted.f1, 0
  %.113 = extractvalue { i64, double } %inserted.f1, 1
  %.114 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  %.115 = load i64, ptr %i, align 8
  store [3 x double] zeroinitializer, ptr %.116, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.114, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.114, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.114, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.114, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.114, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.114, 5
  %.119 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.114, 6
  %.120 = extractvalue [1 x i64] %extracted.strides, 0
  %.121 = call i32 @_ZN8__main__11min_max_sumB3v21B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedEx23Literal_5bint_5d_285_29(ptr %.116, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.119, i64 %.120, i64 %.115, i64 5)
  %.122 = icmp eq i32 %.121, 0
  %.123 = icmp eq i32 %.121, -2
  %.124 = or i1 %.122, %.123
  %.125 = xor i1 %.124, true
  %.126 = icmp eq i32 %.121, -1
  %.127 = icmp eq i32 %.121, -3
  %.128 = icmp sge i32 %.121, 1
  %.129 = load [3 x double], ptr %.116, align 8
  br i1 %.125, label %B66.endif.if, label %B66.endif.endif, !prof !2

B66.endif.if:                                     ; preds = %B66.endif
  ret void

B66.endif.endif:                                  ; preds = %B66.endif
  %.132 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %x, align 8
  %.134 = extractvalue [3 x double] %.129, 0
  %.135 = extractvalue [3 x double] %.129, 1
  %.136 = extractvalue [3 x double] %.129, 2
  %.137 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %cls, align 8
  %.138 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.139, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.137, ptr %.139, align 8
  %.143 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.139, i32 0, i32 5
  %.144 = getelementptr inbounds [1 x i64], ptr %.143, i32 0, i32 0
  %.145 = load i64, ptr %.144, align 8, !range !1
  %.146 = insertvalue [1 x i64] undef, i64 %.145, 0
  %.147 = extractvalue [1 x i64] %.146, 0
  %.148 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.139, i32 0, i32 6
  %.149 = load [1 x i64], ptr %.148, align 8
  %.150 = extractvalue [1 x i64] %.149, 0
  %.151 = icmp slt i64 %.138, 0
  %.152 = add i64 %.138, %.147
  %.153 = select i1 %.151, i64 %.152, i64 %.138
  %.154 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.139, i32 0, i32 5
  %.155 = getelementptr inbounds [1 x i64], ptr %.154, i32 0, i32 0
  %.156 = load i64, ptr %.155, align 8, !range !1
  %.157 = insertvalue [1 x i64] undef, i64 %.156, 0
  %.158 = extractvalue [1 x i64] %.157, 0
  %.159 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.139, i32 0, i32 6
  %.160 = load [1 x i64], ptr %.159, align 8
  %.161 = extractvalue [1 x i64] %.160, 0
  %.162 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.139, i32 0, i32 4
  %.163 = load ptr, ptr %.162, align 8
  %.164 = mul i64 %.161, %.153
  %.165 = ptrtoint ptr %.163 to i64
  %.166 = add i64 %.165, %.164
  %.167 = inttoptr i64 %.166 to ptr
  %.168 = trunc i64 %.112 to i32
  store i32 %.168, ptr %.167, align 4
  %.170 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %cls, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %cls, align 8
  %.172 = fmul double %.134, %.135
  %.173 = fadd double %.113, %.172
  %.174 = fsub double %.173, %.136
  %.175 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.176 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.177, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.175, ptr %.177, align 8
  %.181 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.177, i32 0, i32 5
  %.182 = getelementptr inbounds [1 x i64], ptr %.181, i32 0, i32 0
  %.183 = load i64, ptr %.182, align 8, !range !1
  %.184 = insertvalue [1 x i64] undef, i64 %.183, 0
  %.185 = extractvalue [1 x i64] %.184, 0
  %.186 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.177, i32 0, i32 6
  %.187 = load [1 x i64], ptr %.186, align 8
  %.188 = extractvalue [1 x i64] %.187, 0
  %.189 = icmp slt i64 %.176, 0
  %.190 = add i64 %.176, %.185
  %.191 = select i1 %.189, i64 %.190, i64 %.176
  %.192 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.177, i32 0, i32 5
  %.193 = getelementptr inbounds [1 x i64], ptr %.192, i32 0, i32 0
  %.194 = load i64, ptr %.193, align 8, !range !1
  %.195 = insertvalue [1 x i64] undef, i64 %.194, 0
  %.196 = extractvalue [1 x i64] %.195, 0
  %.197 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.177, i32 0, i32 6
  %.198 = load [1 x i64], ptr %.197, align 8
  %.199 = extractvalue [1 x i64] %.198, 0
  %.200 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.177, i32 0, i32 4
  %.201 = load ptr, ptr %.200, align 8
  %.202 = mul i64 %.199, %.191
  %.203 = ptrtoint ptr %.201 to i64
  %.204 = add i64 %.203, %.202
  %.205 = inttoptr i64 %.204 to ptr
  store double %.174, ptr %.205, align 8
  %.207 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.209 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

define linkonce_odr i32 @_ZN8__main__8classifyB3v20B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEd(ptr %.ret, double %v) {
entry:
  %v.1 = alloca double, align 8
  store double 0.000000e+00, ptr %v.1, align 8
  %"$14pred" = alloca i1, align 1
  store i1 false, ptr %"$14pred", align 1
  %"$40pred" = alloca i1, align 1
  store i1 false, ptr %"$40pred", align 1
  %.57 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.57, align 8
  %.67 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.67, align 8
  %.71 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.71, align 8
  %.80 = alloca i64, align 8
  store i64 0, ptr %.80, align 8
  %.83 = alloca i64, align 8
  store i64 0, ptr %.83, align 8
  %"$phi76.0" = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi76.0", align 8
  %.122 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.122, align 8
  %.125 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.125, align 8
  %.151 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.151, align 8
  %.157 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.157, align 8
  %"$76for_iter.3" = alloca i1, align 1
  store i1 false, ptr %"$76for_iter.3", align 1
  %"$phi78.1" = alloca i64, align 8
  store i64 0, ptr %"$phi78.1", align 8
  %k = alloca i64, align 8
  store i64 0, ptr %k, align 8
  %"$96pred" = alloca i1, align 1
  store i1 false, ptr %"$96pred", align 1
  br label %B0

B0:                                               ; preds = %entry
  store double %v, ptr %v.1, align 8
  %.6 = load double, ptr %v.1, align 8
  %.7 = sitofp i64 0 to double
  %.8 = fcmp olt double %.6, %.7
  %.10 = load i1, ptr %"$14pred", align 1
  store i1 %.8, ptr %"$14pred", align 1
  %.12 = load i1, ptr %"$14pred", align 1
  br i1 %.12, label %B16, label %B30

B16:                                              ; preds = %B0
  %.14 = load i1, ptr %"$14pred", align 1
  store i1 false, ptr %"$14pred", align 1
  %.16 = load double, ptr %v.1, align 8
  %.17 = load double, ptr %v.1, align 8
  %.18 = fmul double %.16, %.17
  %.19 = load double, ptr %v.1, align 8
  store double 0.000000e+00, ptr %v.1, align 8
  %.21 = insertvalue { i64, double } undef, i64 -1, 0
  %.22 = insertvalue { i64, double } %.21, double %.18, 1
  %.23 = extractvalue { i64, double } %.22, 0
  %.24 = extractvalue { i64, double } %.22, 1
  %.25 = insertvalue { i64, double } undef, i64 -1, 0
  %.26 = insertvalue { i64, double } %.25, double %.24, 1
  %extracted.f0 = extractvalue { i64, double } %.26, 0
  %extracted.f1 = extractvalue { i64, double } %.26, 1
  %.27 = insertvalue { i64, double } undef, i64 %extracted.f0, 0
  %.28 = insertvalue { i64, double } %.27, double %extracted.f1, 1
  store { i64, double } %.28, ptr %.ret, align 8
  ret i32 0

B30:                                              ; preds = %B0
  %.31 = load i1, ptr %"$14pred", align 1
  store i1 false, ptr %"$14pred", align 1
  %.33 = load double, ptr %v.1, align 8
  %.34 = sitofp i64 0 to double
  %.35 = fcmp oeq double %.33, %.34
  %.37 = load i1, ptr %"$40pred", align 1
  store i1 %.35, ptr %"$40pred", align 1
  %.39 = load i1, ptr %"$40pred", align 1
  br i1 %.39, label %B42, label %B46

B42:                                              ; preds = %B30
  %.41 = load double, ptr %v.1, align 8
  store double 0.000000e+00, ptr %v.1, align 8
  %.43 = load i1, ptr %"$40pred", align 1
  store i1 false, ptr %"$40pred", align 1
  %.45 = insertvalue { i64, double } undef, i64 0, 0
  %.46 = insertvalue { i64, double } %.45, double 1.000000e+00, 1
  %.47 = extractvalue { i64, double } %.46, 0
  %.48 = extractvalue { i64, double } %.46, 1
  %.49 = insertvalue { i64, double } undef, i64 0, 0
  %.50 = insertvalue { i64, double } %.49, double %.48, 1
  %extracted.f0.1 = extractvalue { i64, double } %.50, 0
  %extracted.f1.1 = extractvalue { i64, double } %.50, 1
  %.51 = insertvalue { i64, double } undef, i64 %extracted.f0.1, 0
  %.52 = insertvalue { i64, double } %.51, double %extracted.f1.1, 1
  store { i64, double } %.52, ptr %.ret, align 8
  ret i32 0

B46:                                              ; preds = %B30
  %.55 = load i1, ptr %"$40pred", align 1
  store i1 false, ptr %"$40pred", align 1
  store { i64, i64, i64 } zeroinitializer, ptr %.57, align 8
  %.60 = getelementptr inbounds { i64, i64, i64 }, ptr %.57, i32 0, i32 0
  store i64 0, ptr %.60, align 8
  %.62 = getelementptr inbounds { i64, i64, i64 }, ptr %.57, i32 0, i32 1
  store i64 4, ptr %.62, align 8
  %.64 = getelementptr inbounds { i64, i64, i64 }, ptr %.57, i32 0, i32 2
  store i64 1, ptr %.64, align 8
  %.66 = load { i64, i64, i64 }, ptr %.57, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.67, align 8
  store { i64, i64, i64 } %.66, ptr %.67, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.71, align 8
  %.74 = getelementptr inbounds { i64, i64, i64 }, ptr %.67, i32 0, i32 0
  %.75 = load i64, ptr %.74, align 8
  %.76 = getelementptr inbounds { i64, i64, i64 }, ptr %.67, i32 0, i32 1
  %.77 = load i64, ptr %.76, align 8
  %.78 = getelementptr inbounds { i64, i64, i64 }, ptr %.67, i32 0, i32 2
  %.79 = load i64, ptr %.78, align 8
  store i64 %.75, ptr %.80, align 8
  %.85 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.71, i32 0, i32 0
  store ptr %.80, ptr %.85, align 8
  %.87 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.71, i32 0, i32 1
  store i64 %.77, ptr %.87, align 8
  %.89 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.71, i32 0, i32 2
  store i64 %.79, ptr %.89, align 8
  %.91 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.71, i32 0, i32 3
  store ptr %.83, ptr %.91, align 8
  %.93 = sub i64 %.77, %.75
  %.94 = icmp sgt i64 %.93, 0
  %.95 = icmp sgt i64 %.79, 0
  %.96 = xor i1 %.94, %.95
  %.97 = icmp eq i64 %.79, 0
  br i1 %.97, label %B46.if, label %B46.endif, !prof !2

B76:                                              ; preds = %B46.endif.endif, %B122
  %.121 = load { ptr, i64, i64, ptr }, ptr %"$phi76.0", align 8
  store { i64, i1 } zeroinitializer, ptr %.122, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.125, align 8
  store { ptr, i64, i64, ptr } %.121, ptr %.125, align 8
  %.129 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.125, i32 0, i32 3
  %.130 = load ptr, ptr %.129, align 8
  %.131 = load i64, ptr %.130, align 8
  %.132 = icmp sgt i64 %.131, 0
  %.133 = getelementptr inbounds { i64, i1 }, ptr %.122, i32 0, i32 1
  store i1 %.132, ptr %.133, align 1
  br i1 %.132, label %B76.if, label %B76.endif

B78:                                              ; preds = %B76.endif
  %.171 = load i1, ptr %"$76for_iter.3", align 1
  store i1 false, ptr %"$76for_iter.3", align 1
  %.173 = load i64, ptr %"$phi78.1", align 8
  %.175 = load i64, ptr %k, align 8
  store i64 %.173, ptr %k, align 8
  %.177 = load i64, ptr %"$phi78.1", align 8
  store i64 0, ptr %"$phi78.1", align 8
  %.179 = load i64, ptr %k, align 8
  %.180 = mul nsw i64 %.179, 10
  %.181 = load double, ptr %v.1, align 8
  %.182 = sitofp i64 %.180 to double
  %.183 = fcmp olt double %.181, %.182
  %.185 = load i1, ptr %"$96pred", align 1
  store i1 %.183, ptr %"$96pred", align 1
  %.187 = load i1, ptr %"$96pred", align 1
  br i1 %.187, label %B98, label %B122

B98:                                              ; preds = %B78
  %.189 = load { ptr, i64, i64, ptr }, ptr %"$phi76.0", align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi76.0", align 8
  %.191 = load i1, ptr %"$96pred", align 1
  store i1 false, ptr %"$96pred", align 1
  %.193 = load i64, ptr %k, align 8
  %.194 = add nsw i64 %.193, 1
  %.195 = load double, ptr %v.1, align 8
  %.196 = sitofp i64 %.194 to double
  %.197 = fcmp oeq double %.196, 0.000000e+00
  br i1 %.197, label %B98.if, label %B98.endif, !prof !2

B122:                                             ; preds = %B78
  %.212 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %.214 = load i1, ptr %"$96pred", align 1
  store i1 false, ptr %"$96pred", align 1
  br label %B76

B124:                                             ; preds = %B76.endif
  %.217 = load i64, ptr %"$phi78.1", align 8
  store i64 0, ptr %"$phi78.1", align 8
  %.219 = load { ptr, i64, i64, ptr }, ptr %"$phi76.0", align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi76.0", align 8
  %.221 = load i1, ptr %"$76for_iter.3", align 1
  store i1 false, ptr %"$76for_iter.3", align 1
  %.223 = load double, ptr %v.1, align 8
  %.224 = call double @__nv_sqrt(double %.223)
  %.225 = load double, ptr %v.1, align 8
  store double 0.000000e+00, ptr %v.1, align 8
  %.227 = insertvalue { i64, double } undef, i64 9, 0
  %.228 = insertvalue { i64, double } %.227, double %.224, 1
  %.229 = extractvalue { i64, double } %.228, 0
  %.230 = extractvalue { i64, double } %.228, 1
  %.231 = insertvalue { i64, double } undef, i64 9, 0
  %.232 = insertvalue { i64, double } %.231, double %.230, 1
  %extracted.f0.3 = extractvalue { i64, double } %.232, 0
  %extracted.f1.3 = extractvalue { i64, double } %.232, 1
  %.233 = insertvalue { i64, double } undef, i64 %extracted.f0.3, 0
  %.234 = insertvalue { i64, double } %.233, double %extracted.f1.3, 1
  store { i64, double } %.234, ptr %.ret, align 8
  ret i32 0

B46.if:                                           ; preds = %B46
  ret i32 1

B46.endif:                                        ; preds = %B46
  br i1 %.96, label %B46.endif.if, label %B46.endif.else

B46.endif.if:                                     ; preds = %B46.endif
  %.101 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.71, i32 0, i32 3
  %.102 = load ptr, ptr %.101, align 8
  store i64 0, ptr %.102, align 8
  br label %B46.endif.endif

B46.endif.else:                                   ; preds = %B46.endif
  %.105 = srem i64 %.93, %.79
  %.106 = sub i64 0, %.105
  %.107 = select i1 %.94, i64 %.105, i64 %.106
  %.108 = icmp sgt i64 %.107, 0
  %.109 = sdiv i64 %.93, %.79
  %.110 = select i1 %.108, i64 1, i64 0
  %.111 = add i64 %.109, %.110
  %.112 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.71, i32 0, i32 3
  %.113 = load ptr, ptr %.112, align 8
  store i64 %.111, ptr %.113, align 8
  br label %B46.endif.endif

B46.endif.endif:                                  ; preds = %B46.endif.else, %B46.endif.if
  %.116 = load { ptr, i64, i64, ptr }, ptr %.71, align 8
  %.118 = load { ptr, i64, i64, ptr }, ptr %"$phi76.0", align 8
  store { ptr, i64, i64, ptr } %.116, ptr %"$phi76.0", align 8
  br label %B76

B76.if:                                           ; preds = %B76
  %.136 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.125, i32 0, i32 0
  %.137 = load ptr, ptr %.136, align 8
  %.138 = load i64, ptr %.137, align 8
  %.139 = getelementptr inbounds { i64, i1 }, ptr %.122, i32 0, i32 0
  store i64 %.138, ptr %.139, align 8
  %.141 = sub nsw i64 %.131, 1
  store i64 %.141, ptr %.130, align 8
  %.143 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.125, i32 0, i32 2
  %.144 = load i64, ptr %.143, align 8
  %.145 = add i64 %.138, %.144
  %.146 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.125, i32 0, i32 0
  %.147 = load ptr, ptr %.146, align 8
  store i64 %.145, ptr %.147, align 8
  br label %B76.endif

B76.endif:                                        ; preds = %B76.if, %B76
  %.150 = load { i64, i1 }, ptr %.122, align 8
  store { i64, i1 } zeroinitializer, ptr %.151, align 8
  store { i64, i1 } %.150, ptr %.151, align 8
  %.155 = getelementptr inbounds { i64, i1 }, ptr %.151, i32 0, i32 0
  %.156 = load i64, ptr %.155, align 8
  store { i64, i1 } zeroinitializer, ptr %.157, align 8
  store { i64, i1 } %.150, ptr %.157, align 8
  %.161 = getelementptr inbounds { i64, i1 }, ptr %.157, i32 0, i32 1
  %.162 = load i1, ptr %.161, align 1
  %.164 = load i1, ptr %"$76for_iter.3", align 1
  store i1 %.162, ptr %"$76for_iter.3", align 1
  %.167 = load i64, ptr %"$phi78.1", align 8
  store i64 %.156, ptr %"$phi78.1", align 8
  %.169 = load i1, ptr %"$76for_iter.3", align 1
  br i1 %.169, label %B78, label %B124

B98.if:                                           ; preds = %B98
  br label %B98.endif

B98.endif:                                        ; preds = %B98.if, %B98
  %.200 = fdiv double %.195, %.196
  %.201 = load double, ptr %v.1, align 8
  store double 0.000000e+00, ptr %v.1, align 8
  %.203 = load i64, ptr %k, align 8
  %.204 = insertvalue { i64, double } undef, i64 %.203, 0
  %.205 = insertvalue { i64, double } %.204, double %.200, 1
  %.206 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %extracted.f0.2 = extractvalue { i64, double } %.205, 0
  %extracted.f1.2 = extractvalue { i64, double } %.205, 1
  %.208 = insertvalue { i64, double } undef, i64 %extracted.f0.2, 0
  %.209 = insertvalue { i64, double } %.208, double %extracted.f1.2, 1
  store { i64, double } %.209, ptr %.ret, align 8
  ret i32 0
}

declare double @__nv_sqrt(double)

define linkonce_odr i32 @_ZN8__main__11min_max_sumB3v21B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedEx23Literal_5bint_5d_285_29(ptr %.ret, ptr %a.0, ptr %a.1, i64 %a.2, i64 %a.3, ptr %a.4, i64 %a.5.0, i64 %a.6.0, i64 %lo, i64 %n) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %a.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %a.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %a.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %a.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %a.4, 4
  %.12 = insertvalue [1 x i64] undef, i64 %a.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.12, 5
  %.13 = insertvalue [1 x i64] undef, i64 %a.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.13, 6
  %a = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.17 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.17, align 8
  %mn.2 = alloca double, align 8
  store double 0.000000e+00, ptr %mn.2, align 8
  %.51 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.51, align 8
  %mx.2 = alloca double, align 8
  store double 0.000000e+00, ptr %mx.2, align 8
  %s.2 = alloca double, align 8
  store double 0.000000e+00, ptr %s.2, align 8
  %.89 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.89, align 8
  %.97 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.97, align 8
  %.107 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.107, align 8
  %.111 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.111, align 8
  %.120 = alloca i64, align 8
  store i64 0, ptr %.120, align 8
  %.123 = alloca i64, align 8
  store i64 0, ptr %.123, align 8
  %"$phi116.0" = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi116.0", align 8
  %.162 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.162, align 8
  %.165 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.165, align 8
  %.191 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.191, align 8
  %.197 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.197, align 8
  %"$116for_iter.3" = alloca i1, align 1
  store i1 false, ptr %"$116for_iter.3", align 1
  %"$phi118.1" = alloca i64, align 8
  store i64 0, ptr %"$phi118.1", align 8
  %.217 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.217, align 8
  %.252 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.252, align 8
  %.287 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.287, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %a, align 8
  %.16 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.17, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.16, ptr %.17, align 8
  %.21 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.17, i32 0, i32 5
  %.22 = getelementptr inbounds [1 x i64], ptr %.21, i32 0, i32 0
  %.23 = load i64, ptr %.22, align 8, !range !1
  %.24 = insertvalue [1 x i64] undef, i64 %.23, 0
  %.25 = extractvalue [1 x i64] %.24, 0
  %.26 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.17, i32 0, i32 6
  %.27 = load [1 x i64], ptr %.26, align 8
  %.28 = extractvalue [1 x i64] %.27, 0
  %.29 = icmp slt i64 %lo, 0
  %.30 = add i64 %lo, %.25
  %.31 = select i1 %.29, i64 %.30, i64 %lo
  %.32 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.17, i32 0, i32 5
  %.33 = getelementptr inbounds [1 x i64], ptr %.32, i32 0, i32 0
  %.34 = load i64, ptr %.33, align 8, !range !1
  %.35 = insertvalue [1 x i64] undef, i64 %.34, 0
  %.36 = extractvalue [1 x i64] %.35, 0
  %.37 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.17, i32 0, i32 6
  %.38 = load [1 x i64], ptr %.37, align 8
  %.39 = extractvalue [1 x i64] %.38, 0
  %.40 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.17, i32 0, i32 4
  %.41 = load ptr, ptr %.40, align 8
  %.42 = mul i64 %.39, %.31
  %.43 = ptrtoint ptr %.41 to i64
  %.44 = add i64 %.43, %.42
  %.45 = inttoptr i64 %.44 to ptr
  %.46 = load double, ptr %.45, align 8
  %.48 = load double, ptr %mn.2, align 8
  store double %.46, ptr %mn.2, align 8
  %.50 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.51, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.50, ptr %.51, align 8
  %.55 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.51, i32 0, i32 5
  %.56 = getelementptr inbounds [1 x i64], ptr %.55, i32 0, i32 0
  %.57 = load i64, ptr %.56, align 8, !range !1
  %.58 = insertvalue [1 x i64] undef, i64 %.57, 0
  %.59 = extractvalue [1 x i64] %.58, 0
  %.60 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.51, i32 0, i32 6
  %.61 = load [1 x i64], ptr %.60, align 8
  %.62 = extractvalue [1 x i64] %.61, 0
  %.63 = icmp slt i64 %lo, 0
  %.64 = add i64 %lo, %.59
  %.65 = select i1 %.63, i64 %.64, i64 %lo
  %.66 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.51, i32 0, i32 5
  %.67 = getelementptr inbounds [1 x i64], ptr %.66, i32 0, i32 0
  %.68 = load i64, ptr %.67, align 8, !range !1
  %.69 = insertvalue [1 x i64] undef, i64 %.68, 0
  %.70 = extractvalue [1 x i64] %.69, 0
  %.71 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.51, i32 0, i32 6
  %.72 = load [1 x i64], ptr %.71, align 8
  %.73 = extractvalue [1 x i64] %.72, 0
  %.74 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.51, i32 0, i32 4
  %.75 = load ptr, ptr %.74, align 8
  %.76 = mul i64 %.73, %.65
  %.77 = ptrtoint ptr %.75 to i64
  %.78 = add i64 %.77, %.76
  %.79 = inttoptr i64 %.78 to ptr
  %.80 = load double, ptr %.79, align 8
  %.82 = load double, ptr %mx.2, align 8
  store double %.80, ptr %mx.2, align 8
  %.85 = load double, ptr %s.2, align 8
  store double 0.000000e+00, ptr %s.2, align 8
  %.87 = add nsw i64 %lo, 5
  %.88 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.89, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.88, ptr %.89, align 8
  %.93 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.89, i32 0, i32 2
  %.94 = load i64, ptr %.93, align 8
  %.95 = icmp slt i64 %.94, %.87
  %.96 = select i1 %.95, i64 %.94, i64 %.87
  store { i64, i64, i64 } zeroinitializer, ptr %.97, align 8
  %.100 = getelementptr inbounds { i64, i64, i64 }, ptr %.97, i32 0, i32 0
  store i64 %lo, ptr %.100, align 8
  %.102 = getelementptr inbounds { i64, i64, i64 }, ptr %.97, i32 0, i32 1
  store i64 %.96, ptr %.102, align 8
  %.104 = getelementptr inbounds { i64, i64, i64 }, ptr %.97, i32 0, i32 2
  store i64 1, ptr %.104, align 8
  %.106 = load { i64, i64, i64 }, ptr %.97, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.107, align 8
  store { i64, i64, i64 } %.106, ptr %.107, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.111, align 8
  %.114 = getelementptr inbounds { i64, i64, i64 }, ptr %.107, i32 0, i32 0
  %.115 = load i64, ptr %.114, align 8
  %.116 = getelementptr inbounds { i64, i64, i64 }, ptr %.107, i32 0, i32 1
  %.117 = load i64, ptr %.116, align 8
  %.118 = getelementptr inbounds { i64, i64, i64 }, ptr %.107, i32 0, i32 2
  %.119 = load i64, ptr %.118, align 8
  store i64 %.115, ptr %.120, align 8
  %.125 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.111, i32 0, i32 0
  store ptr %.120, ptr %.125, align 8
  %.127 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.111, i32 0, i32 1
  store i64 %.117, ptr %.127, align 8
  %.129 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.111, i32 0, i32 2
  store i64 %.119, ptr %.129, align 8
  %.131 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.111, i32 0, i32 3
  store ptr %.123, ptr %.131, align 8
  %.133 = sub i64 %.117, %.115
  %.134 = icmp sgt i64 %.133, 0
  %.135 = icmp sgt i64 %.119, 0
  %.136 = xor i1 %.134, %.135
  %.137 = icmp eq i64 %.119, 0
  br i1 %.137, label %B0.if, label %B0.endif, !prof !2

B116:                                             ; preds = %B0.endif.endif, %B118
  %.161 = load { ptr, i64, i64, ptr }, ptr %"$phi116.0", align 8
  store { i64, i1 } zeroinitializer, ptr %.162, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.165, align 8
  store { ptr, i64, i64, ptr } %.161, ptr %.165, align 8
  %.169 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.165, i32 0, i32 3
  %.170 = load ptr, ptr %.169, align 8
  %.171 = load i64, ptr %.170, align 8
  %.172 = icmp sgt i64 %.171, 0
  %.173 = getelementptr inbounds { i64, i1 }, ptr %.162, i32 0, i32 1
  store i1 %.172, ptr %.173, align 1
  br i1 %.172, label %B116.if, label %B116.endif

B118:                                             ; preds = %B116.endif
  %.211 = load i1, ptr %"$116for_iter.3", align 1
  store i1 false, ptr %"$116for_iter.3", align 1
  %.213 = load i64, ptr %"$phi118.1", align 8
  %.214 = load i64, ptr %"$phi118.1", align 8
  store i64 0, ptr %"$phi118.1", align 8
  %.216 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.217, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.216, ptr %.217, align 8
  %.221 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.217, i32 0, i32 5
  %.222 = getelementptr inbounds [1 x i64], ptr %.221, i32 0, i32 0
  %.223 = load i64, ptr %.222, align 8, !range !1
  %.224 = insertvalue [1 x i64] undef, i64 %.223, 0
  %.225 = extractvalue [1 x i64] %.224, 0
  %.226 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.217, i32 0, i32 6
  %.227 = load [1 x i64], ptr %.226, align 8
  %.228 = extractvalue [1 x i64] %.227, 0
  %.229 = icmp slt i64 %.213, 0
  %.230 = add i64 %.213, %.225
  %.231 = select i1 %.229, i64 %.230, i64 %.213
  %.232 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.217, i32 0, i32 5
  %.233 = getelementptr inbounds [1 x i64], ptr %.232, i32 0, i32 0
  %.234 = load i64, ptr %.233, align 8, !range !1
  %.235 = insertvalue [1 x i64] undef, i64 %.234, 0
  %.236 = extractvalue [1 x i64] %.235, 0
  %.237 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.217, i32 0, i32 6
  %.238 = load [1 x i64], ptr %.237, align 8
  %.239 = extractvalue [1 x i64] %.238, 0
  %.240 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.217, i32 0, i32 4
  %.241 = load ptr, ptr %.240, align 8
  %.242 = mul i64 %.239, %.231
  %.243 = ptrtoint ptr %.241 to i64
  %.244 = add i64 %.243, %.242
  %.245 = inttoptr i64 %.244 to ptr
  %.246 = load double, ptr %.245, align 8
  %.247 = load double, ptr %mn.2, align 8
  %.248 = call double @__nv_fmin(double %.247, double %.246)
  %.249 = load double, ptr %mn.2, align 8
  store double %.248, ptr %mn.2, align 8
  %.251 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.252, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.251, ptr %.252, align 8
  %.256 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.252, i32 0, i32 5
  %.257 = getelementptr inbounds [1 x i64], ptr %.256, i32 0, i32 0
  %.258 = load i64, ptr %.257, align 8, !range !1
  %.259 = insertvalue [1 x i64] undef, i64 %.258, 0
  %.260 = extractvalue [1 x i64] %.259, 0
  %.261 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.252, i32 0, i32 6
  %.262 = load [1 x i64], ptr %.261, align 8
  %.263 = extractvalue [1 x i64] %.262, 0
  %.264 = icmp slt i64 %.213, 0
  %.265 = add i64 %.213, %.260
  %.266 = select i1 %.264, i64 %.265, i64 %.213
  %.267 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.252, i32 0, i32 5
  %.268 = getelementptr inbounds [1 x i64], ptr %.267, i32 0, i32 0
  %.269 = load i64, ptr %.268, align 8, !range !1
  %.270 = insertvalue [1 x i64] undef, i64 %.269, 0
  %.271 = extractvalue [1 x i64] %.270, 0
  %.272 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.252, i32 0, i32 6
  %.273 = load [1 x i64], ptr %.272, align 8
  %.274 = extractvalue [1 x i64] %.273, 0
  %.275 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.252, i32 0, i32 4
  %.276 = load ptr, ptr %.275, align 8
  %.277 = mul i64 %.274, %.266
  %.278 = ptrtoint ptr %.276 to i64
  %.279 = add i64 %.278, %.277
  %.280 = inttoptr i64 %.279 to ptr
  %.281 = load double, ptr %.280, align 8
  %.282 = load double, ptr %mx.2, align 8
  %.283 = call double @__nv_fmax(double %.282, double %.281)
  %.284 = load double, ptr %mx.2, align 8
  store double %.283, ptr %mx.2, align 8
  %.286 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.287, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.286, ptr %.287, align 8
  %.291 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.287, i32 0, i32 5
  %.292 = getelementptr inbounds [1 x i64], ptr %.291, i32 0, i32 0
  %.293 = load i64, ptr %.292, align 8, !range !1
  %.294 = insertvalue [1 x i64] undef, i64 %.293, 0
  %.295 = extractvalue [1 x i64] %.294, 0
  %.296 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.287, i32 0, i32 6
  %.297 = load [1 x i64], ptr %.296, align 8
  %.298 = extractvalue [1 x i64] %.297, 0
  %.299 = icmp slt i64 %.213, 0
  %.300 = add i64 %.213, %.295
  %.301 = select i1 %.299, i64 %.300, i64 %.213
  %.302 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.287, i32 0, i32 5
  %.303 = getelementptr inbounds [1 x i64], ptr %.302, i32 0, i32 0
  %.304 = load i64, ptr %.303, align 8, !range !1
  %.305 = insertvalue [1 x i64] undef, i64 %.304, 0
  %.306 = extractvalue [1 x i64] %.305, 0
  %.307 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.287, i32 0, i32 6
  %.308 = load [1 x i64], ptr %.307, align 8
  %.309 = extractvalue [1 x i64] %.308, 0
  %.310 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.287, i32 0, i32 4
  %.311 = load ptr, ptr %.310, align 8
  %.312 = mul i64 %.309, %.301
  %.313 = ptrtoint ptr %.311 to i64
  %.314 = add i64 %.313, %.312
  %.315 = inttoptr i64 %.314 to ptr
  %.316 = load double, ptr %.315, align 8
  %.317 = load double, ptr %s.2, align 8
  %.318 = fadd double %.317, %.316
  %.319 = load double, ptr %s.2, align 8
  store double %.318, ptr %s.2, align 8
  br label %B116

B232:                                             ; preds = %B116.endif
  %.322 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.324 = load i64, ptr %"$phi118.1", align 8
  store i64 0, ptr %"$phi118.1", align 8
  %.326 = load { ptr, i64, i64, ptr }, ptr %"$phi116.0", align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi116.0", align 8
  %.328 = load i1, ptr %"$116for_iter.3", align 1
  store i1 false, ptr %"$116for_iter.3", align 1
  %.330 = load double, ptr %mn.2, align 8
  %.331 = load double, ptr %mx.2, align 8
  %.332 = load double, ptr %s.2, align 8
  %.333 = insertvalue [3 x double] undef, double %.330, 0
  %.334 = insertvalue [3 x double] %.333, double %.331, 1
  %.335 = insertvalue [3 x double] %.334, double %.332, 2
  %.336 = load double, ptr %s.2, align 8
  store double 0.000000e+00, ptr %s.2, align 8
  %.338 = load double, ptr %mx.2, align 8
  store double 0.000000e+00, ptr %mx.2, align 8
  %.340 = load double, ptr %mn.2, align 8
  store double 0.000000e+00, ptr %mn.2, align 8
  store [3 x double] %.335, ptr %.ret, align 8
  ret i32 0

B0.if:                                            ; preds = %B0
  ret i32 1

B0.endif:                                         ; preds = %B0
  br i1 %.136, label %B0.endif.if, label %B0.endif.else

B0.endif.if:                                      ; preds = %B0.endif
  %.141 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.111, i32 0, i32 3
  %.142 = load ptr, ptr %.141, align 8
  store i64 0, ptr %.142, align 8
  br label %B0.endif.endif

B0.endif.else:                                    ; preds = %B0.endif
  %.145 = srem i64 %.133, %.119
  %.146 = sub i64 0, %.145
  %.147 = select i1 %.134, i64 %.145, i64 %.146
  %.148 = icmp sgt i64 %.147, 0
  %.149 = sdiv i64 %.133, %.119
  %.150 = select i1 %.148, i64 1, i64 0
  %.151 = add i64 %.149, %.150
  %.152 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.111, i32 0, i32 3
  %.153 = load ptr, ptr %.152, align 8
  store i64 %.151, ptr %.153, align 8
  br label %B0.endif.endif

B0.endif.endif:                                   ; preds = %B0.endif.else, %B0.endif.if
  %.156 = load { ptr, i64, i64, ptr }, ptr %.111, align 8
  %.158 = load { ptr, i64, i64, ptr }, ptr %"$phi116.0", align 8
  store { ptr, i64, i64, ptr } %.156, ptr %"$phi116.0", align 8
  br label %B116

B116.if:                                          ; preds = %B116
  %.176 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.165, i32 0, i32 0
  %.177 = load ptr, ptr %.176, align 8
  %.178 = load i64, ptr %.177, align 8
  %.179 = getelementptr inbounds { i64, i1 }, ptr %.162, i32 0, i32 0
  store i64 %.178, ptr %.179, align 8
  %.181 = sub nsw i64 %.171, 1
  store i64 %.181, ptr %.170, align 8
  %.183 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.165, i32 0, i32 2
  %.184 = load i64, ptr %.183, align 8
  %.185 = add i64 %.178, %.184
  %.186 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.165, i32 0, i32 0
  %.187 = load ptr, ptr %.186, align 8
  store i64 %.185, ptr %.187, align 8
  br label %B116.endif

B116.endif:                                       ; preds = %B116.if, %B116
  %.190 = load { i64, i1 }, ptr %.162, align 8
  store { i64, i1 } zeroinitializer, ptr %.191, align 8
  store { i64, i1 } %.190, ptr %.191, align 8
  %.195 = getelementptr inbounds { i64, i1 }, ptr %.191, i32 0, i32 0
  %.196 = load i64, ptr %.195, align 8
  store { i64, i1 } zeroinitializer, ptr %.197, align 8
  store { i64, i1 } %.190, ptr %.197, align 8
  %.201 = getelementptr inbounds { i64, i1 }, ptr %.197, i32 0, i32 1
  %.202 = load i1, ptr %.201, align 1
  %.204 = load i1, ptr %"$116for_iter.3", align 1
  store i1 %.202, ptr %"$116for_iter.3", align 1
  %.207 = load i64, ptr %"$phi118.1", align 8
  store i64 %.196, ptr %"$phi118.1", align 8
  %.209 = load i1, ptr %"$116for_iter.3", align 1
  br i1 %.209, label %B118, label %B232
}

declare double @__nv_fmin(double, double)

declare double @__nv_fmax(double, double)

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{i64 0, i64 9223372036854775807}
!2 = !{!"branch_weights", i32 1, i32 99}
