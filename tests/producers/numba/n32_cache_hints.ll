; numba-cuda kernel n32_cache_hints(Array(float32, 1, 'A', False, aligned=True), Array(int64, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__11cache_hintsB3v10B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__11cache_hintsB3v10B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv5numba4cuda11cache_hints7ol_ldcs12_3clocals_3e4implB3v11B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedEx = common global ptr null
@_ZN08NumbaEnv5numba4cuda11cache_hints7ol_ldca12_3clocals_3e4implB3v13B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedEx = common global ptr null
@_ZN08NumbaEnv5numba4cuda11cache_hints7ol_stcs12_3clocals_3e4implB3v16B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedExf = common global ptr null
@_ZN08NumbaEnv5numba4cuda11cache_hints7ol_stwt12_3clocals_3e4implB3v19B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIxLi1E1A7mutable7alignedExx = common global ptr null
@_ZN08NumbaEnv5numba4cuda11cache_hints7ol_ldlu12_3clocals_3e4implB3v14B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIxLi1E1A7mutable7alignedEx = common global ptr null
@_ZN08NumbaEnv5numba4cuda11cache_hints7ol_ldcv12_3clocals_3e4implB3v15B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIxLi1E1A7mutable7alignedEx = common global ptr null
@_ZN08NumbaEnv5numba4cuda11cache_hints7ol_stwb12_3clocals_3e4implB3v18B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedExf = common global ptr null
@_ZN08NumbaEnv5numba4cuda11cache_hints7ol_stcg12_3clocals_3e4implB3v17B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIxLi1E1A7mutable7alignedExx = common global ptr null
@_ZN08NumbaEnv5numba4cuda11cache_hints7ol_ldcg12_3clocals_3e4implB3v12B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedEx = common global ptr null

define ptx_kernel void @_ZN8__main__11cache_hintsB3v10B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE(ptr %a.0, ptr %a.1, i64 %a.2, i64 %a.3, ptr %a.4, i64 %a.5.0, i64 %a.6.0, ptr %b.0, ptr %b.1, i64 %b.2, i64 %b.3, ptr %b.4, i64 %b.5.0, i64 %b.6.0, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.6.0) {
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
  %"$66pred" = alloca i1, align 1
  store i1 false, ptr %"$66pred", align 1
  %.66 = alloca float, align 4
  store float 0.000000e+00, ptr %.66, align 4
  %.85 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.85, align 8
  %quot = alloca i64, align 8
  store i64 0, ptr %quot, align 8
  %rem = alloca i64, align 8
  store i64 0, ptr %rem, align 8
  %.98 = alloca i64, align 8
  store i64 0, ptr %.98, align 8
  %.101 = alloca i64, align 8
  store i64 0, ptr %.101, align 8
  %.132 = alloca float, align 4
  store float 0.000000e+00, ptr %.132, align 4
  %.152 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.152, align 8
  %quot.1 = alloca i64, align 8
  store i64 0, ptr %quot.1, align 8
  %rem.1 = alloca i64, align 8
  store i64 0, ptr %rem.1, align 8
  %.165 = alloca i64, align 8
  store i64 0, ptr %.165, align 8
  %.168 = alloca i64, align 8
  store i64 0, ptr %.168, align 8
  %.199 = alloca float, align 4
  store float 0.000000e+00, ptr %.199, align 4
  %v = alloca float, align 4
  store float 0.000000e+00, ptr %v, align 4
  %.223 = alloca i64, align 8
  store i64 0, ptr %.223, align 8
  %.242 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.242, align 8
  %quot.2 = alloca i64, align 8
  store i64 0, ptr %quot.2, align 8
  %rem.2 = alloca i64, align 8
  store i64 0, ptr %rem.2, align 8
  %.255 = alloca i64, align 8
  store i64 0, ptr %.255, align 8
  %.258 = alloca i64, align 8
  store i64 0, ptr %.258, align 8
  %.289 = alloca i64, align 8
  store i64 0, ptr %.289, align 8
  %w = alloca i64, align 8
  store i64 0, ptr %w, align 8
  %.314 = alloca ptr, align 8
  store ptr null, ptr %.314, align 8
  %.334 = alloca ptr, align 8
  store ptr null, ptr %.334, align 8
  %"$486pred" = alloca i1, align 1
  store i1 false, ptr %"$486pred", align 1
  %.363 = alloca ptr, align 8
  store ptr null, ptr %.363, align 8
  %.385 = alloca ptr, align 8
  store ptr null, ptr %.385, align 8
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
  %.48 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.49, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.48, ptr %.49, align 8
  %.53 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.49, i32 0, i32 2
  %.54 = load i64, ptr %.53, align 8
  %.55 = load i64, ptr %i, align 8
  %.56 = icmp slt i64 %.55, %.54
  %.58 = load i1, ptr %"$66pred", align 1
  store i1 %.56, ptr %"$66pred", align 1
  %.60 = load i1, ptr %"$66pred", align 1
  br i1 %.60, label %B68, label %B580

B68:                                              ; preds = %B0
  %.62 = load i1, ptr %"$66pred", align 1
  store i1 false, ptr %"$66pred", align 1
  %.64 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  %.65 = load i64, ptr %i, align 8
  store float 0.000000e+00, ptr %.66, align 4
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.64, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.64, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.64, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.64, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.64, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.64, 5
  %.69 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.64, 6
  %.70 = extractvalue [1 x i64] %extracted.strides, 0
  %.71 = call i32 @_ZN5numba4cuda11cache_hints7ol_ldcs12_3clocals_3e4implB3v11B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedEx(ptr %.66, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.69, i64 %.70, i64 %.65)
  %.72 = icmp eq i32 %.71, 0
  %.73 = icmp eq i32 %.71, -2
  %.74 = or i1 %.72, %.73
  %.75 = xor i1 %.74, true
  %.76 = icmp eq i32 %.71, -1
  %.77 = icmp eq i32 %.71, -3
  %.78 = icmp sge i32 %.71, 1
  %.79 = load float, ptr %.66, align 4
  br i1 %.75, label %B68.if, label %B68.endif, !prof !1

B488:                                             ; preds = %B68.endif.endif.endif.end...endif.endif
  %.359 = load i1, ptr %"$486pred", align 1
  store i1 false, ptr %"$486pred", align 1
  %.361 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.362 = load float, ptr %v, align 4
  store ptr null, ptr %.363, align 8
  %extracted.meminfo.7 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.361, 0
  %extracted.parent.7 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.361, 1
  %extracted.nitems.7 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.361, 2
  %extracted.itemsize.7 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.361, 3
  %extracted.data.7 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.361, 4
  %extracted.shape.7 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.361, 5
  %.366 = extractvalue [1 x i64] %extracted.shape.7, 0
  %extracted.strides.7 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.361, 6
  %.367 = extractvalue [1 x i64] %extracted.strides.7, 0
  %.368 = call i32 @_ZN5numba4cuda11cache_hints7ol_stwb12_3clocals_3e4implB3v18B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedExf(ptr %.363, ptr %extracted.meminfo.7, ptr %extracted.parent.7, i64 %extracted.nitems.7, i64 %extracted.itemsize.7, ptr %extracted.data.7, i64 %.366, i64 %.367, i64 0, float %.362)
  %.369 = icmp eq i32 %.368, 0
  %.370 = icmp eq i32 %.368, -2
  %.371 = or i1 %.369, %.370
  %.372 = xor i1 %.371, true
  %.373 = icmp eq i32 %.368, -1
  %.374 = icmp eq i32 %.368, -3
  %.375 = icmp sge i32 %.368, 1
  %.376 = load ptr, ptr %.363, align 8
  br i1 %.372, label %B488.if, label %B488.endif, !prof !1

B580:                                             ; preds = %B0
  %.407 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.409 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.411 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  %.413 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.415 = load i1, ptr %"$66pred", align 1
  store i1 false, ptr %"$66pred", align 1
  ret void

B584:                                             ; preds = %B68.endif.endif.endif.end...endif.endif
  %.419 = load i64, ptr %w, align 8
  store i64 0, ptr %w, align 8
  %.421 = load float, ptr %v, align 4
  store float 0.000000e+00, ptr %v, align 4
  %.423 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.425 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  %.427 = load i1, ptr %"$486pred", align 1
  store i1 false, ptr %"$486pred", align 1
  ret void

B68.if:                                           ; preds = %B68
  ret void

B68.endif:                                        ; preds = %B68
  %.82 = load i64, ptr %i, align 8
  %.83 = add nsw i64 %.82, 1
  %.84 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.85, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.84, ptr %.85, align 8
  %.89 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.85, i32 0, i32 2
  %.90 = load i64, ptr %.89, align 8
  %.93 = icmp eq i64 %.90, 0
  br i1 %.93, label %B68.endif.if, label %B68.endif.else, !prof !1

B68.endif.if:                                     ; preds = %B68.endif
  store i64 %.90, ptr %quot, align 8
  store i64 %.90, ptr %rem, align 8
  br label %B68.endif.endif

B68.endif.else:                                   ; preds = %B68.endif
  store i64 0, ptr %.98, align 8
  store i64 0, ptr %.101, align 8
  %.104 = icmp eq i64 %.83, -9223372036854775808
  %.105 = icmp eq i64 %.90, -1
  %.106 = and i1 %.104, %.105
  %.107 = xor i1 %.106, true
  br i1 %.107, label %B68.endif.else.if, label %B68.endif.else.endif, !prof !2

B68.endif.endif:                                  ; preds = %B68.endif.else.endif, %B68.endif.if
  %.130 = load i64, ptr %rem, align 8
  %.131 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store float 0.000000e+00, ptr %.132, align 4
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.131, 0
  %extracted.parent.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.131, 1
  %extracted.nitems.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.131, 2
  %extracted.itemsize.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.131, 3
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.131, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.131, 5
  %.135 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.131, 6
  %.136 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.137 = call i32 @_ZN5numba4cuda11cache_hints7ol_ldcg12_3clocals_3e4implB3v12B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedEx(ptr %.132, ptr %extracted.meminfo.1, ptr %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, ptr %extracted.data.1, i64 %.135, i64 %.136, i64 %.130)
  %.138 = icmp eq i32 %.137, 0
  %.139 = icmp eq i32 %.137, -2
  %.140 = or i1 %.138, %.139
  %.141 = xor i1 %.140, true
  %.142 = icmp eq i32 %.137, -1
  %.143 = icmp eq i32 %.137, -3
  %.144 = icmp sge i32 %.137, 1
  %.145 = load float, ptr %.132, align 4
  br i1 %.141, label %B68.endif.endif.if, label %B68.endif.endif.endif, !prof !1

B68.endif.else.if:                                ; preds = %B68.endif.else
  %.109 = sdiv i64 %.83, %.90
  %.110 = srem i64 %.83, %.90
  %.111 = xor i64 %.90, %.110
  %.112 = icmp slt i64 %.111, 0
  %.113 = icmp ne i64 %.110, 0
  %.114 = and i1 %.113, %.112
  br i1 %.114, label %B68.endif.else.if.if, label %B68.endif.else.if.else

B68.endif.else.endif:                             ; preds = %B68.endif.else.if.endif, %B68.endif.else
  %.125 = load i64, ptr %.98, align 8
  %.126 = load i64, ptr %.101, align 8
  store i64 %.125, ptr %quot, align 8
  store i64 %.126, ptr %rem, align 8
  br label %B68.endif.endif

B68.endif.else.if.if:                             ; preds = %B68.endif.else.if
  %.119 = sub i64 %.109, 1
  store i64 %.119, ptr %.98, align 8
  %.121 = add i64 %.110, %.90
  store i64 %.121, ptr %.101, align 8
  br label %B68.endif.else.if.endif

B68.endif.else.if.else:                           ; preds = %B68.endif.else.if
  store i64 %.109, ptr %.98, align 8
  store i64 %.110, ptr %.101, align 8
  br label %B68.endif.else.if.endif

B68.endif.else.if.endif:                          ; preds = %B68.endif.else.if.else, %B68.endif.else.if.if
  br label %B68.endif.else.endif

B68.endif.endif.if:                               ; preds = %B68.endif.endif
  ret void

B68.endif.endif.endif:                            ; preds = %B68.endif.endif
  %.148 = fadd float %.79, %.145
  %.149 = load i64, ptr %i, align 8
  %.150 = add nsw i64 %.149, 2
  %.151 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.152, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.151, ptr %.152, align 8
  %.156 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.152, i32 0, i32 2
  %.157 = load i64, ptr %.156, align 8
  %.160 = icmp eq i64 %.157, 0
  br i1 %.160, label %B68.endif.endif.endif.if, label %B68.endif.endif.endif.else, !prof !1

B68.endif.endif.endif.if:                         ; preds = %B68.endif.endif.endif
  store i64 %.157, ptr %quot.1, align 8
  store i64 %.157, ptr %rem.1, align 8
  br label %B68.endif.endif.endif.endif

B68.endif.endif.endif.else:                       ; preds = %B68.endif.endif.endif
  store i64 0, ptr %.165, align 8
  store i64 0, ptr %.168, align 8
  %.171 = icmp eq i64 %.150, -9223372036854775808
  %.172 = icmp eq i64 %.157, -1
  %.173 = and i1 %.171, %.172
  %.174 = xor i1 %.173, true
  br i1 %.174, label %B68.endif.endif.endif.else.if, label %B68.endif.endif.endif.else.endif, !prof !2

B68.endif.endif.endif.endif:                      ; preds = %B68.endif.endif.endif.else.endif, %B68.endif.endif.endif.if
  %.197 = load i64, ptr %rem.1, align 8
  %.198 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store float 0.000000e+00, ptr %.199, align 4
  %extracted.meminfo.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.198, 0
  %extracted.parent.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.198, 1
  %extracted.nitems.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.198, 2
  %extracted.itemsize.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.198, 3
  %extracted.data.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.198, 4
  %extracted.shape.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.198, 5
  %.202 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.198, 6
  %.203 = extractvalue [1 x i64] %extracted.strides.2, 0
  %.204 = call i32 @_ZN5numba4cuda11cache_hints7ol_ldca12_3clocals_3e4implB3v13B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedEx(ptr %.199, ptr %extracted.meminfo.2, ptr %extracted.parent.2, i64 %extracted.nitems.2, i64 %extracted.itemsize.2, ptr %extracted.data.2, i64 %.202, i64 %.203, i64 %.197)
  %.205 = icmp eq i32 %.204, 0
  %.206 = icmp eq i32 %.204, -2
  %.207 = or i1 %.205, %.206
  %.208 = xor i1 %.207, true
  %.209 = icmp eq i32 %.204, -1
  %.210 = icmp eq i32 %.204, -3
  %.211 = icmp sge i32 %.204, 1
  %.212 = load float, ptr %.199, align 4
  br i1 %.208, label %B68.endif.endif.endif.endif.if, label %B68.endif.endif.endif.endif.endif, !prof !1

B68.endif.endif.endif.else.if:                    ; preds = %B68.endif.endif.endif.else
  %.176 = sdiv i64 %.150, %.157
  %.177 = srem i64 %.150, %.157
  %.178 = xor i64 %.157, %.177
  %.179 = icmp slt i64 %.178, 0
  %.180 = icmp ne i64 %.177, 0
  %.181 = and i1 %.180, %.179
  br i1 %.181, label %B68.endif.endif.endif.else.if.if, label %B68.endif.endif.endif.else.if.else

B68.endif.endif.endif.else.endif:                 ; preds = %B68.endif.endif.endif.else.if.endif, %B68.endif.endif.endif.else
  %.192 = load i64, ptr %.165, align 8
  %.193 = load i64, ptr %.168, align 8
  store i64 %.192, ptr %quot.1, align 8
  store i64 %.193, ptr %rem.1, align 8
  br label %B68.endif.endif.endif.endif

B68.endif.endif.endif.else.if.if:                 ; preds = %B68.endif.endif.endif.else.if
  %.186 = sub i64 %.176, 1
  store i64 %.186, ptr %.165, align 8
  %.188 = add i64 %.177, %.157
  store i64 %.188, ptr %.168, align 8
  br label %B68.endif.endif.endif.else.if.endif

B68.endif.endif.endif.else.if.else:               ; preds = %B68.endif.endif.endif.else.if
  store i64 %.176, ptr %.165, align 8
  store i64 %.177, ptr %.168, align 8
  br label %B68.endif.endif.endif.else.if.endif

B68.endif.endif.endif.else.if.endif:              ; preds = %B68.endif.endif.endif.else.if.else, %B68.endif.endif.endif.else.if.if
  br label %B68.endif.endif.endif.else.endif

B68.endif.endif.endif.endif.if:                   ; preds = %B68.endif.endif.endif.endif
  ret void

B68.endif.endif.endif.endif.endif:                ; preds = %B68.endif.endif.endif.endif
  %.215 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.217 = fadd float %.148, %.212
  %.219 = load float, ptr %v, align 4
  store float %.217, ptr %v, align 4
  %.221 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  %.222 = load i64, ptr %i, align 8
  store i64 0, ptr %.223, align 8
  %extracted.meminfo.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.221, 0
  %extracted.parent.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.221, 1
  %extracted.nitems.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.221, 2
  %extracted.itemsize.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.221, 3
  %extracted.data.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.221, 4
  %extracted.shape.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.221, 5
  %.226 = extractvalue [1 x i64] %extracted.shape.3, 0
  %extracted.strides.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.221, 6
  %.227 = extractvalue [1 x i64] %extracted.strides.3, 0
  %.228 = call i32 @_ZN5numba4cuda11cache_hints7ol_ldlu12_3clocals_3e4implB3v14B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIxLi1E1A7mutable7alignedEx(ptr %.223, ptr %extracted.meminfo.3, ptr %extracted.parent.3, i64 %extracted.nitems.3, i64 %extracted.itemsize.3, ptr %extracted.data.3, i64 %.226, i64 %.227, i64 %.222)
  %.229 = icmp eq i32 %.228, 0
  %.230 = icmp eq i32 %.228, -2
  %.231 = or i1 %.229, %.230
  %.232 = xor i1 %.231, true
  %.233 = icmp eq i32 %.228, -1
  %.234 = icmp eq i32 %.228, -3
  %.235 = icmp sge i32 %.228, 1
  %.236 = load i64, ptr %.223, align 8
  br i1 %.232, label %B68.endif.endif.endif.endif.endif.if, label %B68.endif.endif.endif.endif.endif.endif, !prof !1

B68.endif.endif.endif.endif.endif.if:             ; preds = %B68.endif.endif.endif.endif.endif
  ret void

B68.endif.endif.endif.endif.endif.endif:          ; preds = %B68.endif.endif.endif.endif.endif
  %.239 = load i64, ptr %i, align 8
  %.240 = add nsw i64 %.239, 3
  %.241 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.242, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.241, ptr %.242, align 8
  %.246 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.242, i32 0, i32 2
  %.247 = load i64, ptr %.246, align 8
  %.250 = icmp eq i64 %.247, 0
  br i1 %.250, label %B68.endif.endif.endif.endif.endif.endif.if, label %B68.endif.endif.endif.endif.endif.endif.else, !prof !1

B68.endif.endif.endif.endif.endif.endif.if:       ; preds = %B68.endif.endif.endif.endif.endif.endif
  store i64 %.247, ptr %quot.2, align 8
  store i64 %.247, ptr %rem.2, align 8
  br label %B68.endif.endif.endif.endif.endif.endif.endif

B68.endif.endif.endif.endif.endif.endif.else:     ; preds = %B68.endif.endif.endif.endif.endif.endif
  store i64 0, ptr %.255, align 8
  store i64 0, ptr %.258, align 8
  %.261 = icmp eq i64 %.240, -9223372036854775808
  %.262 = icmp eq i64 %.247, -1
  %.263 = and i1 %.261, %.262
  %.264 = xor i1 %.263, true
  br i1 %.264, label %B68.endif.endif.endif.endif.endif.endif.else.if, label %B68.endif.endif.endif.endif.endif.endif.else.endif, !prof !2

B68.endif.endif.endif.endif.endif.endif.endif:    ; preds = %B68.endif.endif.endif.endif.endif.endif.else.endif, %B68.endif.endif.endif.endif.endif.endif.if
  %.287 = load i64, ptr %rem.2, align 8
  %.288 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  store i64 0, ptr %.289, align 8
  %extracted.meminfo.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.288, 0
  %extracted.parent.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.288, 1
  %extracted.nitems.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.288, 2
  %extracted.itemsize.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.288, 3
  %extracted.data.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.288, 4
  %extracted.shape.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.288, 5
  %.292 = extractvalue [1 x i64] %extracted.shape.4, 0
  %extracted.strides.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.288, 6
  %.293 = extractvalue [1 x i64] %extracted.strides.4, 0
  %.294 = call i32 @_ZN5numba4cuda11cache_hints7ol_ldcv12_3clocals_3e4implB3v15B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIxLi1E1A7mutable7alignedEx(ptr %.289, ptr %extracted.meminfo.4, ptr %extracted.parent.4, i64 %extracted.nitems.4, i64 %extracted.itemsize.4, ptr %extracted.data.4, i64 %.292, i64 %.293, i64 %.287)
  %.295 = icmp eq i32 %.294, 0
  %.296 = icmp eq i32 %.294, -2
  %.297 = or i1 %.295, %.296
  %.298 = xor i1 %.297, true
  %.299 = icmp eq i32 %.294, -1
  %.300 = icmp eq i32 %.294, -3
  %.301 = icmp sge i32 %.294, 1
  %.302 = load i64, ptr %.289, align 8
  br i1 %.298, label %B68.endif.endif.endif.endif.endif.endif.endif.if, label %B68.endif.endif.endif.endif.endif.endif.endif.endif, !prof !1

B68.endif.endif.endif.endif.endif.endif.else.if:  ; preds = %B68.endif.endif.endif.endif.endif.endif.else
  %.266 = sdiv i64 %.240, %.247
  %.267 = srem i64 %.240, %.247
  %.268 = xor i64 %.247, %.267
  %.269 = icmp slt i64 %.268, 0
  %.270 = icmp ne i64 %.267, 0
  %.271 = and i1 %.270, %.269
  br i1 %.271, label %B68.endif.endif.endif.endif.endif.endif.else.if.if, label %B68.endif.endif.endif.endif.endif.endif.else.if.else

B68.endif.endif.endif.endif.endif.endif.else.endif: ; preds = %B68.endif.endif.endif.endif.endif.endif.else.if.endif, %B68.endif.endif.endif.endif.endif.endif.else
  %.282 = load i64, ptr %.255, align 8
  %.283 = load i64, ptr %.258, align 8
  store i64 %.282, ptr %quot.2, align 8
  store i64 %.283, ptr %rem.2, align 8
  br label %B68.endif.endif.endif.endif.endif.endif.endif

B68.endif.endif.endif.endif.endif.endif.else.if.if: ; preds = %B68.endif.endif.endif.endif.endif.endif.else.if
  %.276 = sub i64 %.266, 1
  store i64 %.276, ptr %.255, align 8
  %.278 = add i64 %.267, %.247
  store i64 %.278, ptr %.258, align 8
  br label %B68.endif.endif.endif.endif.endif.endif.else.if.endif

B68.endif.endif.endif.endif.endif.endif.else.if.else: ; preds = %B68.endif.endif.endif.endif.endif.endif.else.if
  store i64 %.266, ptr %.255, align 8
  store i64 %.267, ptr %.258, align 8
  br label %B68.endif.endif.endif.endif.endif.endif.else.if.endif

B68.endif.endif.endif.endif.endif.endif.else.if.endif: ; preds = %B68.endif.endif.endif.endif.endif.endif.else.if.else, %B68.endif.endif.endif.endif.endif.endif.else.if.if
  br label %B68.endif.endif.endif.endif.endif.endif.else.endif

B68.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B68.endif.endif.endif.endif.endif.endif.endif
  ret void

B68.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B68.endif.endif.endif.endif.endif.endif.endif
  %.305 = add nsw i64 %.236, %.302
  %.307 = load i64, ptr %w, align 8
  store i64 %.305, ptr %w, align 8
  %.309 = fptrunc double 5.000000e-01 to float
  %.310 = load float, ptr %v, align 4
  %.311 = fmul float %.310, %.309
  %.312 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.313 = load i64, ptr %i, align 8
  store ptr null, ptr %.314, align 8
  %extracted.meminfo.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.312, 0
  %extracted.parent.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.312, 1
  %extracted.nitems.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.312, 2
  %extracted.itemsize.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.312, 3
  %extracted.data.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.312, 4
  %extracted.shape.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.312, 5
  %.317 = extractvalue [1 x i64] %extracted.shape.5, 0
  %extracted.strides.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.312, 6
  %.318 = extractvalue [1 x i64] %extracted.strides.5, 0
  %.319 = call i32 @_ZN5numba4cuda11cache_hints7ol_stcs12_3clocals_3e4implB3v16B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedExf(ptr %.314, ptr %extracted.meminfo.5, ptr %extracted.parent.5, i64 %extracted.nitems.5, i64 %extracted.itemsize.5, ptr %extracted.data.5, i64 %.317, i64 %.318, i64 %.313, float %.311)
  %.320 = icmp eq i32 %.319, 0
  %.321 = icmp eq i32 %.319, -2
  %.322 = or i1 %.320, %.321
  %.323 = xor i1 %.322, true
  %.324 = icmp eq i32 %.319, -1
  %.325 = icmp eq i32 %.319, -3
  %.326 = icmp sge i32 %.319, 1
  %.327 = load ptr, ptr %.314, align 8
  br i1 %.323, label %B68.endif.endif.endif.end...if, label %B68.endif.endif.endif.end...endif, !prof !1

B68.endif.endif.endif.end...if:                   ; preds = %B68.endif.endif.endif.endif.endif.endif.endif.endif
  ret void

B68.endif.endif.endif.end...endif:                ; preds = %B68.endif.endif.endif.endif.endif.endif.endif.endif
  %.330 = load i64, ptr %w, align 8
  %.331 = add nsw i64 %.330, 1
  %.332 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  %.333 = load i64, ptr %i, align 8
  store ptr null, ptr %.334, align 8
  %extracted.meminfo.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.332, 0
  %extracted.parent.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.332, 1
  %extracted.nitems.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.332, 2
  %extracted.itemsize.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.332, 3
  %extracted.data.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.332, 4
  %extracted.shape.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.332, 5
  %.337 = extractvalue [1 x i64] %extracted.shape.6, 0
  %extracted.strides.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.332, 6
  %.338 = extractvalue [1 x i64] %extracted.strides.6, 0
  %.339 = call i32 @_ZN5numba4cuda11cache_hints7ol_stcg12_3clocals_3e4implB3v17B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIxLi1E1A7mutable7alignedExx(ptr %.334, ptr %extracted.meminfo.6, ptr %extracted.parent.6, i64 %extracted.nitems.6, i64 %extracted.itemsize.6, ptr %extracted.data.6, i64 %.337, i64 %.338, i64 %.333, i64 %.331)
  %.340 = icmp eq i32 %.339, 0
  %.341 = icmp eq i32 %.339, -2
  %.342 = or i1 %.340, %.341
  %.343 = xor i1 %.342, true
  %.344 = icmp eq i32 %.339, -1
  %.345 = icmp eq i32 %.339, -3
  %.346 = icmp sge i32 %.339, 1
  %.347 = load ptr, ptr %.334, align 8
  br i1 %.343, label %B68.endif.endif.endif.end...endif.if, label %B68.endif.endif.endif.end...endif.endif, !prof !1

B68.endif.endif.endif.end...endif.if:             ; preds = %B68.endif.endif.endif.end...endif
  ret void

B68.endif.endif.endif.end...endif.endif:          ; preds = %B68.endif.endif.endif.end...endif
  %.350 = load i64, ptr %i, align 8
  %.351 = icmp eq i64 %.350, 0
  %.352 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.355 = load i1, ptr %"$486pred", align 1
  store i1 %.351, ptr %"$486pred", align 1
  %.357 = load i1, ptr %"$486pred", align 1
  br i1 %.357, label %B488, label %B584

B488.if:                                          ; preds = %B488
  ret void

B488.endif:                                       ; preds = %B488
  %.379 = load float, ptr %v, align 4
  store float 0.000000e+00, ptr %v, align 4
  %.381 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.383 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  %.384 = load i64, ptr %w, align 8
  store ptr null, ptr %.385, align 8
  %extracted.meminfo.8 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.383, 0
  %extracted.parent.8 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.383, 1
  %extracted.nitems.8 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.383, 2
  %extracted.itemsize.8 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.383, 3
  %extracted.data.8 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.383, 4
  %extracted.shape.8 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.383, 5
  %.388 = extractvalue [1 x i64] %extracted.shape.8, 0
  %extracted.strides.8 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.383, 6
  %.389 = extractvalue [1 x i64] %extracted.strides.8, 0
  %.390 = call i32 @_ZN5numba4cuda11cache_hints7ol_stwt12_3clocals_3e4implB3v19B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIxLi1E1A7mutable7alignedExx(ptr %.385, ptr %extracted.meminfo.8, ptr %extracted.parent.8, i64 %extracted.nitems.8, i64 %extracted.itemsize.8, ptr %extracted.data.8, i64 %.388, i64 %.389, i64 1, i64 %.384)
  %.391 = icmp eq i32 %.390, 0
  %.392 = icmp eq i32 %.390, -2
  %.393 = or i1 %.391, %.392
  %.394 = xor i1 %.393, true
  %.395 = icmp eq i32 %.390, -1
  %.396 = icmp eq i32 %.390, -3
  %.397 = icmp sge i32 %.390, 1
  %.398 = load ptr, ptr %.385, align 8
  br i1 %.394, label %B488.endif.if, label %B488.endif.endif, !prof !1

B488.endif.if:                                    ; preds = %B488.endif
  ret void

B488.endif.endif:                                 ; preds = %B488.endif
  %.401 = load i64, ptr %w, align 8
  store i64 0, ptr %w, align 8
  %.403 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

define linkonce_odr i32 @_ZN5numba4cuda11cache_hints7ol_ldcs12_3clocals_3e4implB3v11B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedEx(ptr %.ret, ptr %array.0, ptr %array.1, i64 %array.2, i64 %array.3, ptr %array.4, i64 %array.5.0, i64 %array.6.0, i64 %i) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %array.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %array.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %array.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %array.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %array.4, 4
  %.11 = insertvalue [1 x i64] undef, i64 %array.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.11, 5
  %.12 = insertvalue [1 x i64] undef, i64 %array.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.12, 6
  %.13 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.13, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.13, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %.13, align 8
  %.17 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.13, i32 0, i32 5
  %.18 = getelementptr inbounds [1 x i64], ptr %.17, i32 0, i32 0
  %.19 = load i64, ptr %.18, align 8, !range !3
  %.20 = insertvalue [1 x i64] undef, i64 %.19, 0
  %.21 = extractvalue [1 x i64] %.20, 0
  %.22 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.13, i32 0, i32 6
  %.23 = load [1 x i64], ptr %.22, align 8
  %.24 = extractvalue [1 x i64] %.23, 0
  %.25 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.13, i32 0, i32 4
  %.26 = load ptr, ptr %.25, align 8
  %.27 = icmp slt i64 %i, 0
  %.28 = add i64 %.21, %i
  %.29 = select i1 %.27, i64 %.28, i64 %i
  %.30 = mul i64 %.24, %.29
  %.31 = ptrtoint ptr %.26 to i64
  %.32 = add i64 %.31, %.30
  %.33 = inttoptr i64 %.32 to ptr
  %.34 = call float asm "ld.global.cs.b32 $0, [$1];", "=r,l"(ptr %.33)
  store float %.34, ptr %.ret, align 4
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba4cuda11cache_hints7ol_ldca12_3clocals_3e4implB3v13B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedEx(ptr %.ret, ptr %array.0, ptr %array.1, i64 %array.2, i64 %array.3, ptr %array.4, i64 %array.5.0, i64 %array.6.0, i64 %i) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %array.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %array.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %array.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %array.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %array.4, 4
  %.11 = insertvalue [1 x i64] undef, i64 %array.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.11, 5
  %.12 = insertvalue [1 x i64] undef, i64 %array.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.12, 6
  %.13 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.13, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.13, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %.13, align 8
  %.17 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.13, i32 0, i32 5
  %.18 = getelementptr inbounds [1 x i64], ptr %.17, i32 0, i32 0
  %.19 = load i64, ptr %.18, align 8, !range !3
  %.20 = insertvalue [1 x i64] undef, i64 %.19, 0
  %.21 = extractvalue [1 x i64] %.20, 0
  %.22 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.13, i32 0, i32 6
  %.23 = load [1 x i64], ptr %.22, align 8
  %.24 = extractvalue [1 x i64] %.23, 0
  %.25 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.13, i32 0, i32 4
  %.26 = load ptr, ptr %.25, align 8
  %.27 = icmp slt i64 %i, 0
  %.28 = add i64 %.21, %i
  %.29 = select i1 %.27, i64 %.28, i64 %i
  %.30 = mul i64 %.24, %.29
  %.31 = ptrtoint ptr %.26 to i64
  %.32 = add i64 %.31, %.30
  %.33 = inttoptr i64 %.32 to ptr
  %.34 = call float asm "ld.global.ca.b32 $0, [$1];", "=r,l"(ptr %.33)
  store float %.34, ptr %.ret, align 4
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba4cuda11cache_hints7ol_stcs12_3clocals_3e4implB3v16B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedExf(ptr %.ret, ptr %array.0, ptr %array.1, i64 %array.2, i64 %array.3, ptr %array.4, i64 %array.5.0, i64 %array.6.0, i64 %i, float %value) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %array.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %array.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %array.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %array.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %array.4, 4
  %.12 = insertvalue [1 x i64] undef, i64 %array.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.12, 5
  %.13 = insertvalue [1 x i64] undef, i64 %array.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.13, 6
  %.14 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.14, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.14, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %.14, align 8
  %.18 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.14, i32 0, i32 5
  %.19 = getelementptr inbounds [1 x i64], ptr %.18, i32 0, i32 0
  %.20 = load i64, ptr %.19, align 8, !range !3
  %.21 = insertvalue [1 x i64] undef, i64 %.20, 0
  %.22 = extractvalue [1 x i64] %.21, 0
  %.23 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.14, i32 0, i32 6
  %.24 = load [1 x i64], ptr %.23, align 8
  %.25 = extractvalue [1 x i64] %.24, 0
  %.26 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.14, i32 0, i32 4
  %.27 = load ptr, ptr %.26, align 8
  %.28 = icmp slt i64 %i, 0
  %.29 = add i64 %.22, %i
  %.30 = select i1 %.28, i64 %.29, i64 %i
  %.31 = mul i64 %.25, %.30
  %.32 = ptrtoint ptr %.27 to i64
  %.33 = add i64 %.32, %.31
  %.34 = inttoptr i64 %.33 to ptr
  call void asm "st.global.cs.b32 [$0], $1;", "l,r,~{memory}"(ptr %.34, float %value)
  store ptr null, ptr %.ret, align 8
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba4cuda11cache_hints7ol_stwt12_3clocals_3e4implB3v19B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIxLi1E1A7mutable7alignedExx(ptr %.ret, ptr %array.0, ptr %array.1, i64 %array.2, i64 %array.3, ptr %array.4, i64 %array.5.0, i64 %array.6.0, i64 %i, i64 %value) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %array.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %array.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %array.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %array.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %array.4, 4
  %.12 = insertvalue [1 x i64] undef, i64 %array.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.12, 5
  %.13 = insertvalue [1 x i64] undef, i64 %array.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.13, 6
  %.14 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.14, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.14, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %.14, align 8
  %.18 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.14, i32 0, i32 5
  %.19 = getelementptr inbounds [1 x i64], ptr %.18, i32 0, i32 0
  %.20 = load i64, ptr %.19, align 8, !range !3
  %.21 = insertvalue [1 x i64] undef, i64 %.20, 0
  %.22 = extractvalue [1 x i64] %.21, 0
  %.23 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.14, i32 0, i32 6
  %.24 = load [1 x i64], ptr %.23, align 8
  %.25 = extractvalue [1 x i64] %.24, 0
  %.26 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.14, i32 0, i32 4
  %.27 = load ptr, ptr %.26, align 8
  %.28 = icmp slt i64 %i, 0
  %.29 = add i64 %.22, %i
  %.30 = select i1 %.28, i64 %.29, i64 %i
  %.31 = mul i64 %.25, %.30
  %.32 = ptrtoint ptr %.27 to i64
  %.33 = add i64 %.32, %.31
  %.34 = inttoptr i64 %.33 to ptr
  call void asm "st.global.wt.b64 [$0], $1;", "l,l,~{memory}"(ptr %.34, i64 %value)
  store ptr null, ptr %.ret, align 8
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba4cuda11cache_hints7ol_ldlu12_3clocals_3e4implB3v14B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIxLi1E1A7mutable7alignedEx(ptr %.ret, ptr %array.0, ptr %array.1, i64 %array.2, i64 %array.3, ptr %array.4, i64 %array.5.0, i64 %array.6.0, i64 %i) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %array.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %array.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %array.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %array.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %array.4, 4
  %.11 = insertvalue [1 x i64] undef, i64 %array.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.11, 5
  %.12 = insertvalue [1 x i64] undef, i64 %array.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.12, 6
  %.13 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.13, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.13, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %.13, align 8
  %.17 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.13, i32 0, i32 5
  %.18 = getelementptr inbounds [1 x i64], ptr %.17, i32 0, i32 0
  %.19 = load i64, ptr %.18, align 8, !range !3
  %.20 = insertvalue [1 x i64] undef, i64 %.19, 0
  %.21 = extractvalue [1 x i64] %.20, 0
  %.22 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.13, i32 0, i32 6
  %.23 = load [1 x i64], ptr %.22, align 8
  %.24 = extractvalue [1 x i64] %.23, 0
  %.25 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.13, i32 0, i32 4
  %.26 = load ptr, ptr %.25, align 8
  %.27 = icmp slt i64 %i, 0
  %.28 = add i64 %.21, %i
  %.29 = select i1 %.27, i64 %.28, i64 %i
  %.30 = mul i64 %.24, %.29
  %.31 = ptrtoint ptr %.26 to i64
  %.32 = add i64 %.31, %.30
  %.33 = inttoptr i64 %.32 to ptr
  %.34 = call i64 asm "ld.global.lu.b64 $0, [$1];", "=l,l"(ptr %.33)
  store i64 %.34, ptr %.ret, align 8
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba4cuda11cache_hints7ol_ldcv12_3clocals_3e4implB3v15B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIxLi1E1A7mutable7alignedEx(ptr %.ret, ptr %array.0, ptr %array.1, i64 %array.2, i64 %array.3, ptr %array.4, i64 %array.5.0, i64 %array.6.0, i64 %i) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %array.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %array.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %array.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %array.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %array.4, 4
  %.11 = insertvalue [1 x i64] undef, i64 %array.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.11, 5
  %.12 = insertvalue [1 x i64] undef, i64 %array.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.12, 6
  %.13 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.13, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.13, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %.13, align 8
  %.17 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.13, i32 0, i32 5
  %.18 = getelementptr inbounds [1 x i64], ptr %.17, i32 0, i32 0
  %.19 = load i64, ptr %.18, align 8, !range !3
  %.20 = insertvalue [1 x i64] undef, i64 %.19, 0
  %.21 = extractvalue [1 x i64] %.20, 0
  %.22 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.13, i32 0, i32 6
  %.23 = load [1 x i64], ptr %.22, align 8
  %.24 = extractvalue [1 x i64] %.23, 0
  %.25 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.13, i32 0, i32 4
  %.26 = load ptr, ptr %.25, align 8
  %.27 = icmp slt i64 %i, 0
  %.28 = add i64 %.21, %i
  %.29 = select i1 %.27, i64 %.28, i64 %i
  %.30 = mul i64 %.24, %.29
  %.31 = ptrtoint ptr %.26 to i64
  %.32 = add i64 %.31, %.30
  %.33 = inttoptr i64 %.32 to ptr
  %.34 = call i64 asm "ld.global.cv.b64 $0, [$1];", "=l,l"(ptr %.33)
  store i64 %.34, ptr %.ret, align 8
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba4cuda11cache_hints7ol_stwb12_3clocals_3e4implB3v18B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedExf(ptr %.ret, ptr %array.0, ptr %array.1, i64 %array.2, i64 %array.3, ptr %array.4, i64 %array.5.0, i64 %array.6.0, i64 %i, float %value) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %array.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %array.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %array.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %array.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %array.4, 4
  %.12 = insertvalue [1 x i64] undef, i64 %array.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.12, 5
  %.13 = insertvalue [1 x i64] undef, i64 %array.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.13, 6
  %.14 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.14, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.14, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %.14, align 8
  %.18 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.14, i32 0, i32 5
  %.19 = getelementptr inbounds [1 x i64], ptr %.18, i32 0, i32 0
  %.20 = load i64, ptr %.19, align 8, !range !3
  %.21 = insertvalue [1 x i64] undef, i64 %.20, 0
  %.22 = extractvalue [1 x i64] %.21, 0
  %.23 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.14, i32 0, i32 6
  %.24 = load [1 x i64], ptr %.23, align 8
  %.25 = extractvalue [1 x i64] %.24, 0
  %.26 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.14, i32 0, i32 4
  %.27 = load ptr, ptr %.26, align 8
  %.28 = icmp slt i64 %i, 0
  %.29 = add i64 %.22, %i
  %.30 = select i1 %.28, i64 %.29, i64 %i
  %.31 = mul i64 %.25, %.30
  %.32 = ptrtoint ptr %.27 to i64
  %.33 = add i64 %.32, %.31
  %.34 = inttoptr i64 %.33 to ptr
  call void asm "st.global.wb.b32 [$0], $1;", "l,r,~{memory}"(ptr %.34, float %value)
  store ptr null, ptr %.ret, align 8
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba4cuda11cache_hints7ol_stcg12_3clocals_3e4implB3v17B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIxLi1E1A7mutable7alignedExx(ptr %.ret, ptr %array.0, ptr %array.1, i64 %array.2, i64 %array.3, ptr %array.4, i64 %array.5.0, i64 %array.6.0, i64 %i, i64 %value) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %array.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %array.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %array.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %array.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %array.4, 4
  %.12 = insertvalue [1 x i64] undef, i64 %array.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.12, 5
  %.13 = insertvalue [1 x i64] undef, i64 %array.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.13, 6
  %.14 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.14, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.14, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %.14, align 8
  %.18 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.14, i32 0, i32 5
  %.19 = getelementptr inbounds [1 x i64], ptr %.18, i32 0, i32 0
  %.20 = load i64, ptr %.19, align 8, !range !3
  %.21 = insertvalue [1 x i64] undef, i64 %.20, 0
  %.22 = extractvalue [1 x i64] %.21, 0
  %.23 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.14, i32 0, i32 6
  %.24 = load [1 x i64], ptr %.23, align 8
  %.25 = extractvalue [1 x i64] %.24, 0
  %.26 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.14, i32 0, i32 4
  %.27 = load ptr, ptr %.26, align 8
  %.28 = icmp slt i64 %i, 0
  %.29 = add i64 %.22, %i
  %.30 = select i1 %.28, i64 %.29, i64 %i
  %.31 = mul i64 %.25, %.30
  %.32 = ptrtoint ptr %.27 to i64
  %.33 = add i64 %.32, %.31
  %.34 = inttoptr i64 %.33 to ptr
  call void asm "st.global.cg.b64 [$0], $1;", "l,l,~{memory}"(ptr %.34, i64 %value)
  store ptr null, ptr %.ret, align 8
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba4cuda11cache_hints7ol_ldcg12_3clocals_3e4implB3v12B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedEx(ptr %.ret, ptr %array.0, ptr %array.1, i64 %array.2, i64 %array.3, ptr %array.4, i64 %array.5.0, i64 %array.6.0, i64 %i) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %array.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %array.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %array.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %array.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %array.4, 4
  %.11 = insertvalue [1 x i64] undef, i64 %array.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.11, 5
  %.12 = insertvalue [1 x i64] undef, i64 %array.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.12, 6
  %.13 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.13, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.13, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %.13, align 8
  %.17 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.13, i32 0, i32 5
  %.18 = getelementptr inbounds [1 x i64], ptr %.17, i32 0, i32 0
  %.19 = load i64, ptr %.18, align 8, !range !3
  %.20 = insertvalue [1 x i64] undef, i64 %.19, 0
  %.21 = extractvalue [1 x i64] %.20, 0
  %.22 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.13, i32 0, i32 6
  %.23 = load [1 x i64], ptr %.22, align 8
  %.24 = extractvalue [1 x i64] %.23, 0
  %.25 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.13, i32 0, i32 4
  %.26 = load ptr, ptr %.25, align 8
  %.27 = icmp slt i64 %i, 0
  %.28 = add i64 %.21, %i
  %.29 = select i1 %.27, i64 %.28, i64 %i
  %.30 = mul i64 %.24, %.29
  %.31 = ptrtoint ptr %.26 to i64
  %.32 = add i64 %.31, %.30
  %.33 = inttoptr i64 %.32 to ptr
  %.34 = call float asm "ld.global.cg.b32 $0, [$1];", "=r,l"(ptr %.33)
  store float %.34, ptr %.ret, align 4
  ret i32 0
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!"branch_weights", i32 99, i32 1}
!3 = !{i64 0, i64 9223372036854775807}
