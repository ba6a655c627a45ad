; numba-cuda kernel n27_gufunc_style(Array(float32, 2, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__12gufunc_styleB3v63B104cw51cXTLSUwv1sDUaKthoaNgoKmjgEhasCBDCg1bcEADwxst6m1ByRAiDEllSAKoKQcmgeQT22p1WPiqWylALVUHSgJ5xrWaAA_3d_3dE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__12gufunc_styleB3v63B104cw51cXTLSUwv1sDUaKthoaNgoKmjgEhasCBDCg1bcEADwxst6m1ByRAiDEllSAKoKQcmgeQT22p1WPiqWylALVUHSgJ5xrWaAA_3d_3dE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv8__main__10smoothstepB3v66B112cw51cXTLSUwv1sDUaKthoaNgoKmjgEhasCBDCg1bcEADwxSRQmxBKRAYA2iJAUkYku6QBFDTEkwCyW_2b21epAlrqVgrGOgjos7IFcsINqNQE_3dEfff = common global ptr null
@_ZN08NumbaEnv8__main__7row_dotB3v65B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedEx = common global ptr null

define ptx_kernel void @_ZN8__main__12gufunc_styleB3v63B104cw51cXTLSUwv1sDUaKthoaNgoKmjgEhasCBDCg1bcEADwxst6m1ByRAiDEllSAKoKQcmgeQT22p1WPiqWylALVUHSgJ5xrWaAA_3d_3dE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE(ptr %a.0, ptr %a.1, i64 %a.2, i64 %a.3, ptr %a.4, i64 %a.5.0, i64 %a.5.1, i64 %a.6.0, i64 %a.6.1, ptr %b.0, ptr %b.1, i64 %b.2, i64 %b.3, ptr %b.4, i64 %b.5.0, i64 %b.6.0, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.6.0) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } undef, ptr %a.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.meminfo, ptr %a.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.parent, i64 %a.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.nitems, i64 %a.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.itemsize, ptr %a.4, 4
  %.26 = insertvalue [2 x i64] undef, i64 %a.5.0, 0
  %.27 = insertvalue [2 x i64] %.26, i64 %a.5.1, 1
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.data, [2 x i64] %.27, 5
  %.28 = insertvalue [2 x i64] undef, i64 %a.6.0, 0
  %.29 = insertvalue [2 x i64] %.28, i64 %a.6.1, 1
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.shape, [2 x i64] %.29, 6
  %inserted.meminfo.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %b.0, 0
  %inserted.parent.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.1, ptr %b.1, 1
  %inserted.nitems.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %b.2, 2
  %inserted.itemsize.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %b.3, 3
  %inserted.data.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.1, ptr %b.4, 4
  %.30 = insertvalue [1 x i64] undef, i64 %b.5.0, 0
  %inserted.shape.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.30, 5
  %.31 = insertvalue [1 x i64] undef, i64 %b.6.0, 0
  %inserted.strides.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.1, [1 x i64] %.31, 6
  %inserted.meminfo.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %out.0, 0
  %inserted.parent.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.2, ptr %out.1, 1
  %inserted.nitems.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.2, i64 %out.2, 2
  %inserted.itemsize.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.2, i64 %out.3, 3
  %inserted.data.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.2, ptr %out.4, 4
  %.32 = insertvalue [1 x i64] undef, i64 %out.5.0, 0
  %inserted.shape.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.2, [1 x i64] %.32, 5
  %.33 = insertvalue [1 x i64] undef, i64 %out.6.0, 0
  %inserted.strides.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.2, [1 x i64] %.33, 6
  %a = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %a, align 8
  %b = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  %out = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %r = alloca i64, align 8
  store i64 0, ptr %r, align 8
  %.53 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %.53, align 8
  %"$76pred" = alloca i1, align 1
  store i1 false, ptr %"$76pred", align 1
  %.76 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %.76, align 8
  %.115 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.115, align 8
  %.144 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %.144, align 8
  %.159 = alloca float, align 4
  store float 0.000000e+00, ptr %.159, align 4
  %.181 = alloca float, align 4
  store float 0.000000e+00, ptr %.181, align 4
  %.202 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.202, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.strides, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, ptr %out, align 8
  %.40 = trunc i64 1 to i32
  %.41 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %.42 = sext i32 %.41 to i64
  %.43 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %.44 = sext i32 %.43 to i64
  %.45 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %.46 = sext i32 %.45 to i64
  %.47 = mul i64 %.44, %.46
  %.48 = add i64 %.47, %.42
  %.50 = load i64, ptr %r, align 8
  store i64 %.48, ptr %r, align 8
  %.52 = load { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %.53, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.52, ptr %.53, align 8
  %.57 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.53, i32 0, i32 5
  %.58 = getelementptr inbounds [2 x i64], ptr %.57, i32 0, i32 0
  %.59 = load i64, ptr %.58, align 8, !range !1
  %.60 = getelementptr inbounds [2 x i64], ptr %.57, i32 0, i32 1
  %.61 = load i64, ptr %.60, align 8, !range !1
  %.62 = insertvalue [2 x i64] undef, i64 %.59, 0
  %.63 = insertvalue [2 x i64] %.62, i64 %.61, 1
  %.64 = extractvalue [2 x i64] %.63, 0
  %.65 = load i64, ptr %r, align 8
  %.66 = icmp slt i64 %.65, %.64
  %.68 = load i1, ptr %"$76pred", align 1
  store i1 %.66, ptr %"$76pred", align 1
  %.70 = load i1, ptr %"$76pred", align 1
  br i1 %.70, label %B78, label %B330

B78:                                              ; preds = %B0
  %.72 = load i1, ptr %"$76pred", align 1
  store i1 false, ptr %"$76pred", align 1
  %.74 = load { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %a, align 8
  %.75 = load i64, ptr %r, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %.76, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.74, ptr %.76, align 8
  %.80 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.76, i32 0, i32 5
  %.81 = getelementptr inbounds [2 x i64], ptr %.80, i32 0, i32 0
  %.82 = load i64, ptr %.81, align 8, !range !1
  %.83 = getelementptr inbounds [2 x i64], ptr %.80, i32 0, i32 1
  %.84 = load i64, ptr %.83, align 8, !range !1
  %.85 = insertvalue [2 x i64] undef, i64 %.82, 0
  %.86 = insertvalue [2 x i64] %.85, i64 %.84, 1
  %.87 = extractvalue [2 x i64] %.86, 0
  %.88 = extractvalue [2 x i64] %.86, 1
  %.89 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.76, i32 0, i32 6
  %.90 = load [2 x i64], ptr %.89, align 8
  %.91 = extractvalue [2 x i64] %.90, 0
  %.92 = extractvalue [2 x i64] %.90, 1
  %.93 = icmp slt i64 %.75, 0
  %.94 = add i64 %.75, %.87
  %.95 = select i1 %.93, i64 %.94, i64 %.75
  %.96 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.76, i32 0, i32 5
  %.97 = getelementptr inbounds [2 x i64], ptr %.96, i32 0, i32 0
  %.98 = load i64, ptr %.97, align 8, !range !1
  %.99 = getelementptr inbounds [2 x i64], ptr %.96, i32 0, i32 1
  %.100 = load i64, ptr %.99, align 8, !range !1
  %.101 = insertvalue [2 x i64] undef, i64 %.98, 0
  %.102 = insertvalue [2 x i64] %.101, i64 %.100, 1
  %.103 = extractvalue [2 x i64] %.102, 0
  %.104 = extractvalue [2 x i64] %.102, 1
  %.105 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.76, i32 0, i32 6
  %.106 = load [2 x i64], ptr %.105, align 8
  %.107 = extractvalue [2 x i64] %.106, 0
  %.108 = extractvalue [2 x i64] %.106, 1
  %.109 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.76, i32 0, i32 4
  %.110 = load ptr, ptr %.109, align 8
  %.111 = mul i64 %.107, %.95
  %.112 = ptrtoint ptr %.110 to i64
  %.113 = add i64 %.112, %.111
  %.114 = inttoptr i64 %.113 to ptr
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.115, align 8
  %.118 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.76, i32 0, i32 3
  %.119 = load i64, ptr %.118, align 8
  %.120 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.76, i32 0, i32 0
  %.121 = load ptr, ptr %.120, align 8
  %.122 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.76, i32 0, i32 1
  %.123 = load ptr, ptr %.122, align 8
  %.124 = insertvalue [1 x i64] undef, i64 %.88, 0
  %.125 = insertvalue [1 x i64] undef, i64 %.92, 0
  %.126 = extractvalue [1 x i64] %.124, 0
  %.127 = mul nsw i64 1, %.126
  %.128 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.115, i32 0, i32 5
  store [1 x i64] %.124, ptr %.128, align 8
  %.130 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.115, i32 0, i32 6
  store [1 x i64] %.125, ptr %.130, align 8
  %.132 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.115, i32 0, i32 4
  store ptr %.114, ptr %.132, align 8
  %.134 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.115, i32 0, i32 3
  store i64 %.119, ptr %.134, align 8
  %.136 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.115, i32 0, i32 0
  store ptr %.121, ptr %.136, align 8
  %.138 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.115, i32 0, i32 1
  store ptr %.123, ptr %.138, align 8
  %.140 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.115, i32 0, i32 2
  store i64 %.127, ptr %.140, align 8
  %.142 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.115, align 8
  %.143 = load { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %.144, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.143, ptr %.144, align 8
  %.148 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %.144, i32 0, i32 5
  %.149 = getelementptr inbounds [2 x i64], ptr %.148, i32 0, i32 0
  %.150 = load i64, ptr %.149, align 8, !range !1
  %.151 = getelementptr inbounds [2 x i64], ptr %.148, i32 0, i32 1
  %.152 = load i64, ptr %.151, align 8, !range !1
  %.153 = insertvalue [2 x i64] undef, i64 %.150, 0
  %.154 = insertvalue [2 x i64] %.153, i64 %.152, 1
  %.155 = load { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %a, align 8
  %.157 = extractvalue [2 x i64] %.154, 1
  %.158 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  store float 0.000000e+00, ptr %.159, align 4
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.142, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.142, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.142, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.142, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.142, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.142, 5
  %.162 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.142, 6
  %.163 = extractvalue [1 x i64] %extracted.strides, 0
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.158, 0
  %extracted.parent.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.158, 1
  %extracted.nitems.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.158, 2
  %extracted.itemsize.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.158, 3
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.158, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.158, 5
  %.164 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.158, 6
  %.165 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.166 = call i32 @_ZN8__main__7row_dotB3v65B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedEx(ptr %.159, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.162, i64 %.163, ptr %extracted.meminfo.1, ptr %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, ptr %extracted.data.1, i64 %.164, i64 %.165, i64 %.157)
  %.167 = icmp eq i32 %.166, 0
  %.168 = icmp eq i32 %.166, -2
  %.169 = or i1 %.167, %.168
  %.170 = xor i1 %.169, true
  %.171 = icmp eq i32 %.166, -1
  %.172 = icmp eq i32 %.166, -3
  %.173 = icmp sge i32 %.166, 1
  %.174 = load float, ptr %.159, align 4
  br i1 %.170, label %B78.if, label %B78.endif, !prof !2

B330:                                             ; preds = %B0
  %.238 = load i64, ptr %r, align 8
  store i64 0, ptr %r, align 8
  %.240 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.242 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  %.244 = load { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } zeroinitializer, ptr %a, align 8
  %.246 = load i1, ptr %"$76pred", align 1
  store i1 false, ptr %"$76pred", align 1
  ret void

B78.if:                                           ; preds = %B78
  ret void

B78.endif:                                        ; preds = %B78
  %.177 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  %.179 = sitofp i64 -1 to float
  %.180 = sitofp i64 1 to float
  store float 0.000000e+00, ptr %.181, align 4
  %.184 = call i32 @_ZN8__main__10smoothstepB3v66B112cw51cXTLSUwv1sDUaKthoaNgoKmjgEhasCBDCg1bcEADwxSRQmxBKRAYA2iJAUkYku6QBFDTEkwCyW_2b21epAlrqVgrGOgjos7IFcsINqNQE_3dEfff(ptr %.181, float %.179, float %.180, float %.174)
  %.185 = icmp eq i32 %.184, 0
  %.186 = icmp eq i32 %.184, -2
  %.187 = or i1 %.185, %.186
  %.188 = xor i1 %.187, true
  %.189 = icmp eq i32 %.184, -1
  %.190 = icmp eq i32 %.184, -3
  %.191 = icmp sge i32 %.184, 1
  %.192 = load float, ptr %.181, align 4
  br i1 %.188, label %B78.endif.if, label %B78.endif.endif, !prof !2

B78.endif.if:                                     ; preds = %B78.endif
  ret void

B78.endif.endif:                                  ; preds = %B78.endif
  %.195 = sitofp i64 -4 to float
  %.196 = sitofp i64 4 to float
  %.197 = call float @__nv_fmaxf(float %.174, float %.195)
  %.198 = call float @__nv_fminf(float %.197, float %.196)
  %.199 = fadd float %.192, %.198
  %.200 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.201 = load i64, ptr %r, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.202, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.200, ptr %.202, align 8
  %.206 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.202, i32 0, i32 5
  %.207 = getelementptr inbounds [1 x i64], ptr %.206, i32 0, i32 0
  %.208 = load i64, ptr %.207, align 8, !range !1
  %.209 = insertvalue [1 x i64] undef, i64 %.208, 0
  %.210 = extractvalue [1 x i64] %.209, 0
  %.211 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.202, i32 0, i32 6
  %.212 = load [1 x i64], ptr %.211, align 8
  %.213 = extractvalue [1 x i64] %.212, 0
  %.214 = icmp slt i64 %.201, 0
  %.215 = add i64 %.201, %.210
  %.216 = select i1 %.214, i64 %.215, i64 %.201
  %.217 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.202, i32 0, i32 5
  %.218 = getelementptr inbounds [1 x i64], ptr %.217, i32 0, i32 0
  %.219 = load i64, ptr %.218, align 8, !range !1
  %.220 = insertvalue [1 x i64] undef, i64 %.219, 0
  %.221 = extractvalue [1 x i64] %.220, 0
  %.222 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.202, i32 0, i32 6
  %.223 = load [1 x i64], ptr %.222, align 8
  %.224 = extractvalue [1 x i64] %.223, 0
  %.225 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.202, i32 0, i32 4
  %.226 = load ptr, ptr %.225, align 8
  %.227 = mul i64 %.224, %.216
  %.228 = ptrtoint ptr %.226 to i64
  %.229 = add i64 %.228, %.227
  %.230 = inttoptr i64 %.229 to ptr
  store float %.199, ptr %.230, align 4
  %.232 = load i64, ptr %r, align 8
  store i64 0, ptr %r, align 8
  %.234 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

declare float @__nv_fmaxf(float, float)

declare float @__nv_fminf(float, float)

; Function Attrs: alwaysinline
define linkonce_odr i32 @_ZN8__main__10smoothstepB3v66B112cw51cXTLSUwv1sDUaKthoaNgoKmjgEhasCBDCg1bcEADwxSRQmxBKRAYA2iJAUkYku6QBFDTEkwCyW_2b21epAlrqVgrGOgjos7IFcsINqNQE_3dEfff(ptr %.ret, float %e0, float %e1, float %v) #1 {
entry:
  br label %B0

B0:                                               ; preds = %entry
  %.6 = fsub float %v, %e0
  %.7 = fsub float %e1, %e0
  %.8 = fcmp oeq float %.7, 0.000000e+00
  br i1 %.8, label %B0.if, label %B0.endif, !prof !2

B0.if:                                            ; preds = %B0
  br label %B0.endif

B0.endif:                                         ; preds = %B0.if, %B0
  %.11 = fdiv float %.6, %.7
  %.12 = sitofp i64 0 to float
  %.13 = sitofp i64 1 to float
  %.14 = call float @__nv_fmaxf(float %.11, float %.12)
  %.15 = call float @__nv_fminf(float %.14, float %.13)
  %.16 = fmul float %.15, %.15
  %.17 = sitofp i64 3 to float
  %.18 = sitofp i64 2 to float
  %.19 = fmul float %.18, %.15
  %.20 = fsub float %.17, %.19
  %.21 = fmul float %.16, %.20
  store float %.21, ptr %.ret, align 4
  ret i32 0
}

define linkonce_odr i32 @_ZN8__main__7row_dotB3v65B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedEx(ptr %.ret, ptr %a.0, ptr %a.1, i64 %a.2, i64 %a.3, ptr %a.4, i64 %a.5.0, i64 %a.6.0, ptr %b.0, ptr %b.1, i64 %b.2, i64 %b.3, ptr %b.4, i64 %b.5.0, i64 %b.6.0, i64 %n) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %a.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %a.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %a.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %a.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %a.4, 4
  %.18 = insertvalue [1 x i64] undef, i64 %a.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.18, 5
  %.19 = insertvalue [1 x i64] undef, i64 %a.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.19, 6
  %inserted.meminfo.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %b.0, 0
  %inserted.parent.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.1, ptr %b.1, 1
  %inserted.nitems.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %b.2, 2
  %inserted.itemsize.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %b.3, 3
  %inserted.data.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.1, ptr %b.4, 4
  %.20 = insertvalue [1 x i64] undef, i64 %b.5.0, 0
  %inserted.shape.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.20, 5
  %.21 = insertvalue [1 x i64] undef, i64 %b.6.0, 0
  %inserted.strides.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.1, [1 x i64] %.21, 6
  %a = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %b = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  %s.2 = alloca float, align 4
  store float 0.000000e+00, ptr %s.2, align 4
  %.30 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.30, align 8
  %.40 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.40, align 8
  %.44 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.44, align 8
  %.53 = alloca i64, align 8
  store i64 0, ptr %.53, align 8
  %.56 = alloca i64, align 8
  store i64 0, ptr %.56, align 8
  %"$phi64.0" = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi64.0", align 8
  %.95 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.95, align 8
  %.98 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.98, align 8
  %.124 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.124, align 8
  %.130 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.130, align 8
  %"$64for_iter.3" = alloca i1, align 1
  store i1 false, ptr %"$64for_iter.3", align 1
  %"$phi66.1" = alloca i64, align 8
  store i64 0, ptr %"$phi66.1", align 8
  %.150 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.150, align 8
  %.181 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.181, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %b, align 8
  %.26 = sitofp i64 0 to float
  %.28 = load float, ptr %s.2, align 4
  store float %.26, ptr %s.2, align 4
  store { i64, i64, i64 } zeroinitializer, ptr %.30, align 8
  %.33 = getelementptr inbounds { i64, i64, i64 }, ptr %.30, i32 0, i32 0
  store i64 0, ptr %.33, align 8
  %.35 = getelementptr inbounds { i64, i64, i64 }, ptr %.30, i32 0, i32 1
  store i64 %n, ptr %.35, align 8
  %.37 = getelementptr inbounds { i64, i64, i64 }, ptr %.30, i32 0, i32 2
  store i64 1, ptr %.37, align 8
  %.39 = load { i64, i64, i64 }, ptr %.30, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.40, align 8
  store { i64, i64, i64 } %.39, ptr %.40, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.44, align 8
  %.47 = getelementptr inbounds { i64, i64, i64 }, ptr %.40, i32 0, i32 0
  %.48 = load i64, ptr %.47, align 8
  %.49 = getelementptr inbounds { i64, i64, i64 }, ptr %.40, i32 0, i32 1
  %.50 = load i64, ptr %.49, align 8
  %.51 = getelementptr inbounds { i64, i64, i64 }, ptr %.40, i32 0, i32 2
  %.52 = load i64, ptr %.51, align 8
  store i64 %.48, ptr %.53, align 8
  %.58 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.44, i32 0, i32 0
  store ptr %.53, ptr %.58, align 8
  %.60 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.44, i32 0, i32 1
  store i64 %.50, ptr %.60, align 8
  %.62 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.44, i32 0, i32 2
  store i64 %.52, ptr %.62, align 8
  %.64 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.44, i32 0, i32 3
  store ptr %.56, ptr %.64, align 8
  %.66 = sub i64 %.50, %.48
  %.67 = icmp sgt i64 %.66, 0
  %.68 = icmp sgt i64 %.52, 0
  %.69 = xor i1 %.67, %.68
  %.70 = icmp eq i64 %.52, 0
  br i1 %.70, label %B0.if, label %B0.endif, !prof !2

B64:                                              ; preds = %B0.endif.endif, %B66
  %.94 = load { ptr, i64, i64, ptr }, ptr %"$phi64.0", align 8
  store { i64, i1 } zeroinitializer, ptr %.95, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.98, align 8
  store { ptr, i64, i64, ptr } %.94, ptr %.98, align 8
  %.102 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.98, i32 0, i32 3
  %.103 = load ptr, ptr %.102, align 8
  %.104 = load i64, ptr %.103, align 8
  %.105 = icmp sgt i64 %.104, 0
  %.106 = getelementptr inbounds { i64, i1 }, ptr %.95, i32 0, i32 1
  store i1 %.105, ptr %.106, align 1
  br i1 %.105, label %B64.if, label %B64.endif

B66:                                              ; preds = %B64.endif
  %.144 = load i1, ptr %"$64for_iter.3", align 1
  store i1 false, ptr %"$64for_iter.3", align 1
  %.146 = load i64, ptr %"$phi66.1", align 8
  %.147 = load i64, ptr %"$phi66.1", align 8
  store i64 0, ptr %"$phi66.1", align 8
  %.149 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.150, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.149, ptr %.150, align 8
  %.154 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.150, i32 0, i32 5
  %.155 = getelementptr inbounds [1 x i64], ptr %.154, i32 0, i32 0
  %.156 = load i64, ptr %.155, align 8, !range !1
  %.157 = insertvalue [1 x i64] undef, i64 %.156, 0
  %.158 = extractvalue [1 x i64] %.157, 0
  %.159 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.150, i32 0, i32 6
  %.160 = load [1 x i64], ptr %.159, align 8
  %.161 = extractvalue [1 x i64] %.160, 0
  %.162 = icmp slt i64 %.146, 0
  %.163 = add i64 %.146, %.158
  %.164 = select i1 %.162, i64 %.163, i64 %.146
  %.165 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.150, i32 0, i32 5
  %.166 = getelementptr inbounds [1 x i64], ptr %.165, i32 0, i32 0
  %.167 = load i64, ptr %.166, align 8, !range !1
  %.168 = insertvalue [1 x i64] undef, i64 %.167, 0
  %.169 = extractvalue [1 x i64] %.168, 0
  %.170 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.150, i32 0, i32 6
  %.171 = load [1 x i64], ptr %.170, align 8
  %.172 = extractvalue [1 x i64] %.171, 0
  %.173 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.150, i32 0, i32 4
  %.174 = load ptr, ptr %.173, align 8
  %.175 = mul i64 %.172, %.164
  %.176 = ptrtoint ptr %.174 to i64
  %.177 = add i64 %.176, %.175
  %.178 = inttoptr i64 %.177 to ptr
  %.179 = load float, ptr %.178, align 4
  %.180 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.181, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.180, ptr %.181, align 8
  %.185 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.181, i32 0, i32 5
  %.186 = getelementptr inbounds [1 x i64], ptr %.185, i32 0, i32 0
  %.187 = load i64, ptr %.186, align 8, !range !1
  %.188 = insertvalue [1 x i64] undef, i64 %.187, 0
  %.189 = extractvalue [1 x i64] %.188, 0
  %.190 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.181, i32 0, i32 6
  %.191 = load [1 x i64], ptr %.190, align 8
  %.192 = extractvalue [1 x i64] %.191, 0
  %.193 = icmp slt i64 %.146, 0
  %.194 = add i64 %.146, %.189
  %.195 = select i1 %.193, i64 %.194, i64 %.146
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
  %.210 = load float, ptr %.209, align 4
  %.211 = fmul float %.179, %.210
  %.212 = load float, ptr %s.2, align 4
  %.213 = fadd float %.212, %.211
  %.214 = load float, ptr %s.2, align 4
  store float %.213, ptr %s.2, align 4
  br label %B64

B110:                                             ; preds = %B64.endif
  %.217 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  %.219 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.221 = load i64, ptr %"$phi66.1", align 8
  store i64 0, ptr %"$phi66.1", align 8
  %.223 = load { ptr, i64, i64, ptr }, ptr %"$phi64.0", align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi64.0", align 8
  %.225 = load i1, ptr %"$64for_iter.3", align 1
  store i1 false, ptr %"$64for_iter.3", align 1
  %.227 = load float, ptr %s.2, align 4
  %.228 = load float, ptr %s.2, align 4
  store float 0.000000e+00, ptr %s.2, align 4
  store float %.227, ptr %.ret, align 4
  ret i32 0

B0.if:                                            ; preds = %B0
  ret i32 1

B0.endif:                                         ; preds = %B0
  br i1 %.69, label %B0.endif.if, label %B0.endif.else

B0.endif.if:                                      ; preds = %B0.endif
  %.74 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.44, i32 0, i32 3
  %.75 = load ptr, ptr %.74, align 8
  store i64 0, ptr %.75, align 8
  br label %B0.endif.endif

B0.endif.else:                                    ; preds = %B0.endif
  %.78 = srem i64 %.66, %.52
  %.79 = sub i64 0, %.78
  %.80 = select i1 %.67, i64 %.78, i64 %.79
  %.81 = icmp sgt i64 %.80, 0
  %.82 = sdiv i64 %.66, %.52
  %.83 = select i1 %.81, i64 1, i64 0
  %.84 = add i64 %.82, %.83
  %.85 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.44, i32 0, i32 3
  %.86 = load ptr, ptr %.85, align 8
  store i64 %.84, ptr %.86, align 8
  br label %B0.endif.endif

B0.endif.endif:                                   ; preds = %B0.endif.else, %B0.endif.if
  %.89 = load { ptr, i64, i64, ptr }, ptr %.44, align 8
  %.91 = load { ptr, i64, i64, ptr }, ptr %"$phi64.0", align 8
  store { ptr, i64, i64, ptr } %.89, ptr %"$phi64.0", align 8
  br label %B64

B64.if:                                           ; preds = %B64
  %.109 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.98, i32 0, i32 0
  %.110 = load ptr, ptr %.109, align 8
  %.111 = load i64, ptr %.110, align 8
  %.112 = getelementptr inbounds { i64, i1 }, ptr %.95, i32 0, i32 0
  store i64 %.111, ptr %.112, align 8
  %.114 = sub nsw i64 %.104, 1
  store i64 %.114, ptr %.103, align 8
  %.116 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.98, i32 0, i32 2
  %.117 = load i64, ptr %.116, align 8
  %.118 = add i64 %.111, %.117
  %.119 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.98, i32 0, i32 0
  %.120 = load ptr, ptr %.119, align 8
  store i64 %.118, ptr %.120, align 8
  br label %B64.endif

B64.endif:                                        ; preds = %B64.if, %B64
  %.123 = load { i64, i1 }, ptr %.95, align 8
  store { i64, i1 } zeroinitializer, ptr %.124, align 8
  store { i64, i1 } %.123, ptr %.124, align 8
  %.128 = getelementptr inbounds { i64, i1 }, ptr %.124, i32 0, i32 0
  %.129 = load i64, ptr %.128, align 8
  store { i64, i1 } zeroinitializer, ptr %.130, align 8
  store { i64, i1 } %.123, ptr %.130, align 8
  %.134 = getelementptr inbounds { i64, i1 }, ptr %.130, i32 0, i32 1
  %.135 = load i1, ptr %.134, align 1
  %.137 = load i1, ptr %"$64for_iter.3", align 1
  store i1 %.135, ptr %"$64for_iter.3", align 1
  %.140 = load i64, ptr %"$phi66.1", align 8
  store i64 %.129, ptr %"$phi66.1", align 8
  %.142 = load i1, ptr %"$64for_iter.3", align 1
  br i1 %.142, label %B66, label %B110
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { alwaysinline }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{i64 0, i64 9223372036854775807}
!2 = !{!"branch_weights", i32 1, i32 99}
