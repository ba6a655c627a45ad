; numba-cuda kernel n27_complex_cmath(Array(complex64, 1, 'A', False, aligned=True), Array(complex64, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__13complex_cmathB3v17B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__13complex_cmathB3v17B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv5numba4cuda7cpython9cmathimpl8log_implB3v22B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAEddbb = common global ptr null
@_ZN08NumbaEnv5numba4cuda7cpython9cmathimpl8sin_impl12_3clocals_3e8sin_implB3v23B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE9complex64 = common global ptr null
@_ZN08NumbaEnv5numba4cuda7cpython9cmathimpl15impl_cmath_sinh12_3clocals_3e9sinh_implB3v24B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE9complex64 = common global ptr null
@_ZN08NumbaEnv5numba4cuda7cpython9cmathimpl10polar_impl12_3clocals_3e4implB3v19B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE9complex64 = common global ptr null
@_ZN08NumbaEnv5numba4cuda7cpython9cmathimpl8cos_impl12_3clocals_3e8cos_implB3v25B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE9complex64 = common global ptr null
@_ZN08NumbaEnv5numba4cuda7cpython9cmathimpl15impl_cmath_cosh12_3clocals_3e9cosh_implB3v26B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE9complex64 = common global ptr null
@_ZN08NumbaEnv5numba4cuda7cpython9cmathimpl10phase_impl12_3clocals_3e4implB3v21B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE10complex128 = common global ptr null
@_ZN08NumbaEnv5numba4cuda7cpython9cmathimpl15impl_cmath_tanh12_3clocals_3e9tanh_implB3v18B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE9complex64 = common global ptr null
@_ZN08NumbaEnv5numba4cuda7cpython9cmathimpl9sqrt_impl12_3clocals_3e9sqrt_implB3v28B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128 = common global ptr null
@_ZN08NumbaEnv5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB3v29B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128 = common global ptr null
@_ZN08NumbaEnv5numba4cuda7cpython7numbers16complex_div_impl12_3clocals_3e11complex_divB3v27B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex12810complex128 = common global ptr null
@_ZN08NumbaEnv5numba4cuda7cpython9cmathimpl15impl_cmath_rect12_3clocals_3e4implB3v20B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEfd = common global ptr null

define ptx_kernel void @_ZN8__main__13complex_cmathB3v17B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE(ptr %a.0, ptr %a.1, i64 %a.2, i64 %a.3, ptr %a.4, i64 %a.5.0, i64 %a.6.0, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.6.0, ptr %mag.0, ptr %mag.1, i64 %mag.2, i64 %mag.3, ptr %mag.4, i64 %mag.5.0, i64 %mag.6.0) {
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
  %inserted.meminfo.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %out.0, 0
  %inserted.parent.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.1, ptr %out.1, 1
  %inserted.nitems.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %out.2, 2
  %inserted.itemsize.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %out.3, 3
  %inserted.data.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.1, ptr %out.4, 4
  %.26 = insertvalue [1 x i64] undef, i64 %out.5.0, 0
  %inserted.shape.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.26, 5
  %.27 = insertvalue [1 x i64] undef, i64 %out.6.0, 0
  %inserted.strides.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.1, [1 x i64] %.27, 6
  %inserted.meminfo.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %mag.0, 0
  %inserted.parent.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.2, ptr %mag.1, 1
  %inserted.nitems.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.2, i64 %mag.2, 2
  %inserted.itemsize.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.2, i64 %mag.3, 3
  %inserted.data.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.2, ptr %mag.4, 4
  %.28 = insertvalue [1 x i64] undef, i64 %mag.5.0, 0
  %inserted.shape.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.2, [1 x i64] %.28, 5
  %.29 = insertvalue [1 x i64] undef, i64 %mag.6.0, 0
  %inserted.strides.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.2, [1 x i64] %.29, 6
  %a = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %out = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %mag = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %mag, align 8
  %i = alloca i64, align 8
  store i64 0, ptr %i, align 8
  %.49 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.49, align 8
  %"$66pred" = alloca i1, align 1
  store i1 false, ptr %"$66pred", align 1
  %.66 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.66, align 8
  %z = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %z, align 4
  %.105 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.105, align 4
  %.109 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.109, align 8
  %.124 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.124, align 8
  %.132 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.132, align 8
  %.136 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.136, align 8
  %.140 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.140, align 8
  %.158 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.158, align 8
  %.170 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.170, align 8
  %.189 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.189, align 4
  %.205 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.205, align 4
  %.209 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.209, align 8
  %.223 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.223, align 8
  %.227 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.227, align 8
  %.231 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.231, align 8
  %.254 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.254, align 4
  %.271 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.271, align 8
  %.288 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.288, align 8
  %.296 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.296, align 8
  %.300 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.300, align 8
  %.304 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.304, align 8
  %.322 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.322, align 4
  %.326 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.326, align 8
  %.340 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.340, align 8
  %.356 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.356, align 8
  %.360 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.360, align 8
  %.364 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.364, align 8
  %w = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %w, align 8
  %.386 = alloca [2 x float], align 4
  store [2 x float] zeroinitializer, ptr %.386, align 4
  %.404 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.404, align 8
  %.421 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.421, align 8
  %.437 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.437, align 8
  %.441 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.441, align 8
  %.445 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.445, align 8
  %u = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %u, align 8
  %.467 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.467, align 8
  %"$436pred" = alloca i1, align 1
  store i1 false, ptr %"$436pred", align 1
  %"$phi470.0.2" = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %"$phi470.0.2", align 8
  %.495 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.495, align 4
  %.503 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.503, align 4
  %.507 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.507, align 8
  %.527 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.527, align 8
  %.556 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.556, align 8
  %.560 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.560, align 4
  %.582 = alloca double, align 8
  store double 0.000000e+00, ptr %.582, align 8
  %.599 = alloca double, align 8
  store double 0.000000e+00, ptr %.599, align 8
  %.617 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.617, align 4
  %.624 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.624, align 4
  %.637 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.637, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, ptr %mag, align 8
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
  %.58 = load i1, ptr %"$66pred", align 1
  store i1 %.56, ptr %"$66pred", align 1
  %.60 = load i1, ptr %"$66pred", align 1
  br i1 %.60, label %B68, label %B592

B68:                                              ; preds = %B0
  %.62 = load i1, ptr %"$66pred", align 1
  store i1 false, ptr %"$66pred", align 1
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
  %.95 = getelementptr inbounds { float, float }, ptr %.94, i32 0, i32 0
  %.96 = load float, ptr %.95, align 4
  %.97 = getelementptr inbounds { float, float }, ptr %.94, i32 0, i32 1
  %.98 = load float, ptr %.97, align 4
  %inserted.real = insertvalue { float, float } undef, float %.96, 0
  %inserted.imag = insertvalue { float, float } %inserted.real, float %.98, 1
  %.100 = load { float, float }, ptr %z, align 4
  store { float, float } %inserted.imag, ptr %z, align 4
  %.102 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.104 = load { float, float }, ptr %z, align 4
  store { float, float } zeroinitializer, ptr %.105, align 4
  store { float, float } %.104, ptr %.105, align 4
  store { double, double } zeroinitializer, ptr %.109, align 8
  %.112 = getelementptr inbounds { float, float }, ptr %.105, i32 0, i32 0
  %.113 = load float, ptr %.112, align 4
  %.114 = fpext float %.113 to double
  %.115 = getelementptr inbounds { double, double }, ptr %.109, i32 0, i32 0
  store double %.114, ptr %.115, align 8
  %.117 = getelementptr inbounds { float, float }, ptr %.105, i32 0, i32 1
  %.118 = load float, ptr %.117, align 4
  %.119 = fpext float %.118 to double
  %.120 = getelementptr inbounds { double, double }, ptr %.109, i32 0, i32 1
  store double %.119, ptr %.120, align 8
  %.122 = load { double, double }, ptr %.109, align 8
  %.123 = sitofp i64 2 to double
  store { double, double } zeroinitializer, ptr %.124, align 8
  %.127 = getelementptr inbounds { double, double }, ptr %.124, i32 0, i32 0
  store double %.123, ptr %.127, align 8
  %.129 = getelementptr inbounds { double, double }, ptr %.124, i32 0, i32 1
  store double 0.000000e+00, ptr %.129, align 8
  %.131 = load { double, double }, ptr %.124, align 8
  store { double, double } zeroinitializer, ptr %.132, align 8
  store { double, double } %.122, ptr %.132, align 8
  store { double, double } zeroinitializer, ptr %.136, align 8
  store { double, double } %.131, ptr %.136, align 8
  store { double, double } zeroinitializer, ptr %.140, align 8
  %.143 = getelementptr inbounds { double, double }, ptr %.132, i32 0, i32 0
  %.144 = load double, ptr %.143, align 8
  %.145 = getelementptr inbounds { double, double }, ptr %.132, i32 0, i32 1
  %.146 = load double, ptr %.145, align 8
  %.147 = getelementptr inbounds { double, double }, ptr %.136, i32 0, i32 0
  %.148 = load double, ptr %.147, align 8
  %.149 = getelementptr inbounds { double, double }, ptr %.136, i32 0, i32 1
  %.150 = load double, ptr %.149, align 8
  %.151 = fadd double %.144, %.148
  %.152 = getelementptr inbounds { double, double }, ptr %.140, i32 0, i32 0
  store double %.151, ptr %.152, align 8
  %.154 = fadd double %.146, %.150
  %.155 = getelementptr inbounds { double, double }, ptr %.140, i32 0, i32 1
  store double %.154, ptr %.155, align 8
  %.157 = load { double, double }, ptr %.140, align 8
  store { double, double } zeroinitializer, ptr %.158, align 8
  store { double, double } %.157, ptr %.158, align 8
  %.162 = getelementptr inbounds { double, double }, ptr %.158, i32 0, i32 0
  %.163 = load double, ptr %.162, align 8
  %.164 = getelementptr inbounds { double, double }, ptr %.158, i32 0, i32 1
  %.165 = load double, ptr %.164, align 8
  %.166 = fsub double %.163, %.163
  %.167 = fcmp ord double %.166, %.166
  %.168 = fsub double %.165, %.165
  %.169 = fcmp ord double %.168, %.168
  store { double, double } zeroinitializer, ptr %.170, align 8
  %.173 = zext i1 %.167 to i8
  %.174 = zext i1 %.169 to i8
  %.175 = call i32 @_ZN5numba4cuda7cpython9cmathimpl8log_implB3v22B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAEddbb(ptr %.170, double %.163, double %.165, i8 %.173, i8 %.174)
  %.176 = icmp eq i32 %.175, 0
  %.177 = icmp eq i32 %.175, -2
  %.178 = or i1 %.176, %.177
  %.179 = xor i1 %.178, true
  %.180 = icmp eq i32 %.175, -1
  %.181 = icmp eq i32 %.175, -3
  %.182 = icmp sge i32 %.175, 1
  %.183 = load { double, double }, ptr %.170, align 8
  %.184 = extractvalue { double, double } %.183, 0
  %.185 = extractvalue { double, double } %.183, 1
  %inserted.real.1 = insertvalue { double, double } undef, double %.184, 0
  %inserted.imag.1 = insertvalue { double, double } %inserted.real.1, double %.185, 1
  br i1 %.179, label %B68.if, label %B68.endif, !prof !2

B438:                                             ; preds = %B68.endif.endif.endif.endif.endif.endif.endif.endif
  %.485 = load i1, ptr %"$436pred", align 1
  store i1 false, ptr %"$436pred", align 1
  %.487 = load { double, double }, ptr %u, align 8
  %.489 = load { double, double }, ptr %"$phi470.0.2", align 8
  store { double, double } %.487, ptr %"$phi470.0.2", align 8
  br label %B470

B442:                                             ; preds = %B68.endif.endif.endif.endif.endif.endif.endif.endif
  %.492 = load i1, ptr %"$436pred", align 1
  store i1 false, ptr %"$436pred", align 1
  %.494 = sitofp i64 0 to float
  store { float, float } zeroinitializer, ptr %.495, align 4
  %.498 = getelementptr inbounds { float, float }, ptr %.495, i32 0, i32 0
  store float %.494, ptr %.498, align 4
  %.500 = getelementptr inbounds { float, float }, ptr %.495, i32 0, i32 1
  store float 0.000000e+00, ptr %.500, align 4
  %.502 = load { float, float }, ptr %.495, align 4
  store { float, float } zeroinitializer, ptr %.503, align 4
  store { float, float } %.502, ptr %.503, align 4
  store { double, double } zeroinitializer, ptr %.507, align 8
  %.510 = getelementptr inbounds { float, float }, ptr %.503, i32 0, i32 0
  %.511 = load float, ptr %.510, align 4
  %.512 = fpext float %.511 to double
  %.513 = getelementptr inbounds { double, double }, ptr %.507, i32 0, i32 0
  store double %.512, ptr %.513, align 8
  %.515 = getelementptr inbounds { float, float }, ptr %.503, i32 0, i32 1
  %.516 = load float, ptr %.515, align 4
  %.517 = fpext float %.516 to double
  %.518 = getelementptr inbounds { double, double }, ptr %.507, i32 0, i32 1
  store double %.517, ptr %.518, align 8
  %.520 = load { double, double }, ptr %.507, align 8
  %.521 = load { double, double }, ptr %"$phi470.0.2", align 8
  store { double, double } %.520, ptr %"$phi470.0.2", align 8
  br label %B470

B470:                                             ; preds = %B442, %B438
  %.524 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.525 = load { double, double }, ptr %"$phi470.0.2", align 8
  %.526 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.527, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.524, ptr %.527, align 8
  %.531 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.527, i32 0, i32 5
  %.532 = getelementptr inbounds [1 x i64], ptr %.531, i32 0, i32 0
  %.533 = load i64, ptr %.532, align 8, !range !1
  %.534 = insertvalue [1 x i64] undef, i64 %.533, 0
  %.535 = extractvalue [1 x i64] %.534, 0
  %.536 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.527, i32 0, i32 6
  %.537 = load [1 x i64], ptr %.536, align 8
  %.538 = extractvalue [1 x i64] %.537, 0
  %.539 = icmp slt i64 %.526, 0
  %.540 = add i64 %.526, %.535
  %.541 = select i1 %.539, i64 %.540, i64 %.526
  %.542 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.527, i32 0, i32 5
  %.543 = getelementptr inbounds [1 x i64], ptr %.542, i32 0, i32 0
  %.544 = load i64, ptr %.543, align 8, !range !1
  %.545 = insertvalue [1 x i64] undef, i64 %.544, 0
  %.546 = extractvalue [1 x i64] %.545, 0
  %.547 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.527, i32 0, i32 6
  %.548 = load [1 x i64], ptr %.547, align 8
  %.549 = extractvalue [1 x i64] %.548, 0
  %.550 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.527, i32 0, i32 4
  %.551 = load ptr, ptr %.550, align 8
  %.552 = mul i64 %.549, %.541
  %.553 = ptrtoint ptr %.551 to i64
  %.554 = add i64 %.553, %.552
  %.555 = inttoptr i64 %.554 to ptr
  store { double, double } zeroinitializer, ptr %.556, align 8
  store { double, double } %.525, ptr %.556, align 8
  store { float, float } zeroinitializer, ptr %.560, align 4
  %.563 = getelementptr inbounds { double, double }, ptr %.556, i32 0, i32 0
  %.564 = load double, ptr %.563, align 8
  %.565 = fptrunc double %.564 to float
  %.566 = getelementptr inbounds { float, float }, ptr %.560, i32 0, i32 0
  store float %.565, ptr %.566, align 4
  %.568 = getelementptr inbounds { double, double }, ptr %.556, i32 0, i32 1
  %.569 = load double, ptr %.568, align 8
  %.570 = fptrunc double %.569 to float
  %.571 = getelementptr inbounds { float, float }, ptr %.560, i32 0, i32 1
  store float %.570, ptr %.571, align 4
  %.573 = load { float, float }, ptr %.560, align 4
  %extracted.real.7 = extractvalue { float, float } %.573, 0
  %extracted.imag.7 = extractvalue { float, float } %.573, 1
  %.574 = insertvalue { float, float } undef, float %extracted.real.7, 0
  %.575 = insertvalue { float, float } %.574, float %extracted.imag.7, 1
  store { float, float } %.575, ptr %.555, align 4
  %.577 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.579 = load { double, double }, ptr %"$phi470.0.2", align 8
  store { double, double } zeroinitializer, ptr %"$phi470.0.2", align 8
  %.581 = load { double, double }, ptr %u, align 8
  store double 0.000000e+00, ptr %.582, align 8
  %extracted.real.8 = extractvalue { double, double } %.581, 0
  %extracted.imag.8 = extractvalue { double, double } %.581, 1
  %.585 = call i32 @_ZN5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB3v29B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128(ptr %.582, double %extracted.real.8, double %extracted.imag.8)
  %.586 = icmp eq i32 %.585, 0
  %.587 = icmp eq i32 %.585, -2
  %.588 = or i1 %.586, %.587
  %.589 = xor i1 %.588, true
  %.590 = icmp eq i32 %.585, -1
  %.591 = icmp eq i32 %.585, -3
  %.592 = icmp sge i32 %.585, 1
  %.593 = load double, ptr %.582, align 8
  br i1 %.589, label %B470.if, label %B470.endif, !prof !2

B592:                                             ; preds = %B0
  %.674 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.676 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %mag, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %mag, align 8
  %.678 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.680 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.682 = load i1, ptr %"$66pred", align 1
  store i1 false, ptr %"$66pred", align 1
  ret void

B68.if:                                           ; preds = %B68
  ret void

B68.endif:                                        ; preds = %B68
  %.188 = load { float, float }, ptr %z, align 4
  store { float, float } zeroinitializer, ptr %.189, align 4
  %extracted.real = extractvalue { float, float } %.188, 0
  %extracted.imag = extractvalue { float, float } %.188, 1
  %.192 = call i32 @_ZN5numba4cuda7cpython9cmathimpl8sin_impl12_3clocals_3e8sin_implB3v23B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE9complex64(ptr %.189, float %extracted.real, float %extracted.imag)
  %.193 = icmp eq i32 %.192, 0
  %.194 = icmp eq i32 %.192, -2
  %.195 = or i1 %.193, %.194
  %.196 = xor i1 %.195, true
  %.197 = icmp eq i32 %.192, -1
  %.198 = icmp eq i32 %.192, -3
  %.199 = icmp sge i32 %.192, 1
  %.200 = load { float, float }, ptr %.189, align 4
  %.201 = extractvalue { float, float } %.200, 0
  %.202 = extractvalue { float, float } %.200, 1
  %inserted.real.2 = insertvalue { float, float } undef, float %.201, 0
  %inserted.imag.2 = insertvalue { float, float } %inserted.real.2, float %.202, 1
  br i1 %.196, label %B68.endif.if, label %B68.endif.endif, !prof !2

B68.endif.if:                                     ; preds = %B68.endif
  ret void

B68.endif.endif:                                  ; preds = %B68.endif
  store { float, float } zeroinitializer, ptr %.205, align 4
  store { float, float } %inserted.imag.2, ptr %.205, align 4
  store { double, double } zeroinitializer, ptr %.209, align 8
  %.212 = getelementptr inbounds { float, float }, ptr %.205, i32 0, i32 0
  %.213 = load float, ptr %.212, align 4
  %.214 = fpext float %.213 to double
  %.215 = getelementptr inbounds { double, double }, ptr %.209, i32 0, i32 0
  store double %.214, ptr %.215, align 8
  %.217 = getelementptr inbounds { float, float }, ptr %.205, i32 0, i32 1
  %.218 = load float, ptr %.217, align 4
  %.219 = fpext float %.218 to double
  %.220 = getelementptr inbounds { double, double }, ptr %.209, i32 0, i32 1
  store double %.219, ptr %.220, align 8
  %.222 = load { double, double }, ptr %.209, align 8
  store { double, double } zeroinitializer, ptr %.223, align 8
  store { double, double } %inserted.imag.1, ptr %.223, align 8
  store { double, double } zeroinitializer, ptr %.227, align 8
  store { double, double } %.222, ptr %.227, align 8
  store { double, double } zeroinitializer, ptr %.231, align 8
  %.234 = getelementptr inbounds { double, double }, ptr %.223, i32 0, i32 0
  %.235 = load double, ptr %.234, align 8
  %.236 = getelementptr inbounds { double, double }, ptr %.223, i32 0, i32 1
  %.237 = load double, ptr %.236, align 8
  %.238 = getelementptr inbounds { double, double }, ptr %.227, i32 0, i32 0
  %.239 = load double, ptr %.238, align 8
  %.240 = getelementptr inbounds { double, double }, ptr %.227, i32 0, i32 1
  %.241 = load double, ptr %.240, align 8
  %.242 = fmul double %.235, %.239
  %.243 = fmul double %.237, %.241
  %.244 = fmul double %.235, %.241
  %.245 = fmul double %.237, %.239
  %.246 = fsub double %.242, %.243
  %.247 = getelementptr inbounds { double, double }, ptr %.231, i32 0, i32 0
  store double %.246, ptr %.247, align 8
  %.249 = fadd double %.244, %.245
  %.250 = getelementptr inbounds { double, double }, ptr %.231, i32 0, i32 1
  store double %.249, ptr %.250, align 8
  %.252 = load { double, double }, ptr %.231, align 8
  %.253 = load { float, float }, ptr %z, align 4
  store { float, float } zeroinitializer, ptr %.254, align 4
  %extracted.real.1 = extractvalue { float, float } %.253, 0
  %extracted.imag.1 = extractvalue { float, float } %.253, 1
  %.257 = call i32 @_ZN5numba4cuda7cpython9cmathimpl8cos_impl12_3clocals_3e8cos_implB3v25B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE9complex64(ptr %.254, float %extracted.real.1, float %extracted.imag.1)
  %.258 = icmp eq i32 %.257, 0
  %.259 = icmp eq i32 %.257, -2
  %.260 = or i1 %.258, %.259
  %.261 = xor i1 %.260, true
  %.262 = icmp eq i32 %.257, -1
  %.263 = icmp eq i32 %.257, -3
  %.264 = icmp sge i32 %.257, 1
  %.265 = load { float, float }, ptr %.254, align 4
  %.266 = extractvalue { float, float } %.265, 0
  %.267 = extractvalue { float, float } %.265, 1
  %inserted.real.3 = insertvalue { float, float } undef, float %.266, 0
  %inserted.imag.3 = insertvalue { float, float } %inserted.real.3, float %.267, 1
  br i1 %.261, label %B68.endif.endif.if, label %B68.endif.endif.endif, !prof !2

B68.endif.endif.if:                               ; preds = %B68.endif.endif
  ret void

B68.endif.endif.endif:                            ; preds = %B68.endif.endif
  %.270 = load { float, float }, ptr %z, align 4
  store { double, double } zeroinitializer, ptr %.271, align 8
  %extracted.real.2 = extractvalue { float, float } %.270, 0
  %extracted.imag.2 = extractvalue { float, float } %.270, 1
  %.274 = call i32 @_ZN5numba4cuda7cpython9cmathimpl15impl_cmath_tanh12_3clocals_3e9tanh_implB3v18B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE9complex64(ptr %.271, float %extracted.real.2, float %extracted.imag.2)
  %.275 = icmp eq i32 %.274, 0
  %.276 = icmp eq i32 %.274, -2
  %.277 = or i1 %.275, %.276
  %.278 = xor i1 %.277, true
  %.279 = icmp eq i32 %.274, -1
  %.280 = icmp eq i32 %.274, -3
  %.281 = icmp sge i32 %.274, 1
  %.282 = load { double, double }, ptr %.271, align 8
  %.283 = extractvalue { double, double } %.282, 0
  %.284 = extractvalue { double, double } %.282, 1
  %inserted.real.4 = insertvalue { double, double } undef, double %.283, 0
  %inserted.imag.4 = insertvalue { double, double } %inserted.real.4, double %.284, 1
  br i1 %.278, label %B68.endif.endif.endif.if, label %B68.endif.endif.endif.endif, !prof !2

B68.endif.endif.endif.if:                         ; preds = %B68.endif.endif.endif
  ret void

B68.endif.endif.endif.endif:                      ; preds = %B68.endif.endif.endif
  %.287 = sitofp i64 3 to double
  store { double, double } zeroinitializer, ptr %.288, align 8
  %.291 = getelementptr inbounds { double, double }, ptr %.288, i32 0, i32 0
  store double %.287, ptr %.291, align 8
  %.293 = getelementptr inbounds { double, double }, ptr %.288, i32 0, i32 1
  store double 0.000000e+00, ptr %.293, align 8
  %.295 = load { double, double }, ptr %.288, align 8
  store { double, double } zeroinitializer, ptr %.296, align 8
  store { double, double } %inserted.imag.4, ptr %.296, align 8
  store { double, double } zeroinitializer, ptr %.300, align 8
  store { double, double } %.295, ptr %.300, align 8
  store { double, double } zeroinitializer, ptr %.304, align 8
  %.307 = getelementptr inbounds { double, double }, ptr %.296, i32 0, i32 0
  %.308 = load double, ptr %.307, align 8
  %.309 = getelementptr inbounds { double, double }, ptr %.296, i32 0, i32 1
  %.310 = load double, ptr %.309, align 8
  %.311 = getelementptr inbounds { double, double }, ptr %.300, i32 0, i32 0
  %.312 = load double, ptr %.311, align 8
  %.313 = getelementptr inbounds { double, double }, ptr %.300, i32 0, i32 1
  %.314 = load double, ptr %.313, align 8
  %.315 = fadd double %.308, %.312
  %.316 = getelementptr inbounds { double, double }, ptr %.304, i32 0, i32 0
  store double %.315, ptr %.316, align 8
  %.318 = fadd double %.310, %.314
  %.319 = getelementptr inbounds { double, double }, ptr %.304, i32 0, i32 1
  store double %.318, ptr %.319, align 8
  %.321 = load { double, double }, ptr %.304, align 8
  store { float, float } zeroinitializer, ptr %.322, align 4
  store { float, float } %inserted.imag.3, ptr %.322, align 4
  store { double, double } zeroinitializer, ptr %.326, align 8
  %.329 = getelementptr inbounds { float, float }, ptr %.322, i32 0, i32 0
  %.330 = load float, ptr %.329, align 4
  %.331 = fpext float %.330 to double
  %.332 = getelementptr inbounds { double, double }, ptr %.326, i32 0, i32 0
  store double %.331, ptr %.332, align 8
  %.334 = getelementptr inbounds { float, float }, ptr %.322, i32 0, i32 1
  %.335 = load float, ptr %.334, align 4
  %.336 = fpext float %.335 to double
  %.337 = getelementptr inbounds { double, double }, ptr %.326, i32 0, i32 1
  store double %.336, ptr %.337, align 8
  %.339 = load { double, double }, ptr %.326, align 8
  store { double, double } zeroinitializer, ptr %.340, align 8
  %extracted.real.3 = extractvalue { double, double } %.339, 0
  %extracted.imag.3 = extractvalue { double, double } %.339, 1
  %extracted.real.4 = extractvalue { double, double } %.321, 0
  %extracted.imag.4 = extractvalue { double, double } %.321, 1
  %.343 = call i32 @_ZN5numba4cuda7cpython7numbers16complex_div_impl12_3clocals_3e11complex_divB3v27B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex12810complex128(ptr %.340, double %extracted.real.3, double %extracted.imag.3, double %extracted.real.4, double %extracted.imag.4)
  %.344 = icmp eq i32 %.343, 0
  %.345 = icmp eq i32 %.343, -2
  %.346 = or i1 %.344, %.345
  %.347 = xor i1 %.346, true
  %.348 = icmp eq i32 %.343, -1
  %.349 = icmp eq i32 %.343, -3
  %.350 = icmp sge i32 %.343, 1
  %.351 = load { double, double }, ptr %.340, align 8
  %.352 = extractvalue { double, double } %.351, 0
  %.353 = extractvalue { double, double } %.351, 1
  %inserted.real.5 = insertvalue { double, double } undef, double %.352, 0
  %inserted.imag.5 = insertvalue { double, double } %inserted.real.5, double %.353, 1
  br i1 %.347, label %B68.endif.endif.endif.endif.if, label %B68.endif.endif.endif.endif.endif, !prof !2

B68.endif.endif.endif.endif.if:                   ; preds = %B68.endif.endif.endif.endif
  ret void

B68.endif.endif.endif.endif.endif:                ; preds = %B68.endif.endif.endif.endif
  store { double, double } zeroinitializer, ptr %.356, align 8
  store { double, double } %.252, ptr %.356, align 8
  store { double, double } zeroinitializer, ptr %.360, align 8
  store { double, double } %inserted.imag.5, ptr %.360, align 8
  store { double, double } zeroinitializer, ptr %.364, align 8
  %.367 = getelementptr inbounds { double, double }, ptr %.356, i32 0, i32 0
  %.368 = load double, ptr %.367, align 8
  %.369 = getelementptr inbounds { double, double }, ptr %.356, i32 0, i32 1
  %.370 = load double, ptr %.369, align 8
  %.371 = getelementptr inbounds { double, double }, ptr %.360, i32 0, i32 0
  %.372 = load double, ptr %.371, align 8
  %.373 = getelementptr inbounds { double, double }, ptr %.360, i32 0, i32 1
  %.374 = load double, ptr %.373, align 8
  %.375 = fsub double %.368, %.372
  %.376 = getelementptr inbounds { double, double }, ptr %.364, i32 0, i32 0
  store double %.375, ptr %.376, align 8
  %.378 = fsub double %.370, %.374
  %.379 = getelementptr inbounds { double, double }, ptr %.364, i32 0, i32 1
  store double %.378, ptr %.379, align 8
  %.381 = load { double, double }, ptr %.364, align 8
  %.383 = load { double, double }, ptr %w, align 8
  store { double, double } %.381, ptr %w, align 8
  %.385 = load { float, float }, ptr %z, align 4
  store [2 x float] zeroinitializer, ptr %.386, align 4
  %extracted.real.5 = extractvalue { float, float } %.385, 0
  %extracted.imag.5 = extractvalue { float, float } %.385, 1
  %.389 = call i32 @_ZN5numba4cuda7cpython9cmathimpl10polar_impl12_3clocals_3e4implB3v19B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE9complex64(ptr %.386, float %extracted.real.5, float %extracted.imag.5)
  %.390 = icmp eq i32 %.389, 0
  %.391 = icmp eq i32 %.389, -2
  %.392 = or i1 %.390, %.391
  %.393 = xor i1 %.392, true
  %.394 = icmp eq i32 %.389, -1
  %.395 = icmp eq i32 %.389, -3
  %.396 = icmp sge i32 %.389, 1
  %.397 = load [2 x float], ptr %.386, align 4
  br i1 %.393, label %B68.endif.endif.endif.endif.endif.if, label %B68.endif.endif.endif.endif.endif.endif, !prof !2

B68.endif.endif.endif.endif.endif.if:             ; preds = %B68.endif.endif.endif.endif.endif
  ret void

B68.endif.endif.endif.endif.endif.endif:          ; preds = %B68.endif.endif.endif.endif.endif
  %.400 = extractvalue [2 x float] %.397, 0
  %.401 = extractvalue [2 x float] %.397, 1
  %.402 = fpext float %.401 to double
  %.403 = fadd double %.402, 5.000000e-01
  store { double, double } zeroinitializer, ptr %.404, align 8
  %.407 = call i32 @_ZN5numba4cuda7cpython9cmathimpl15impl_cmath_rect12_3clocals_3e4implB3v20B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEfd(ptr %.404, float %.400, double %.403)
  %.408 = icmp eq i32 %.407, 0
  %.409 = icmp eq i32 %.407, -2
  %.410 = or i1 %.408, %.409
  %.411 = xor i1 %.410, true
  %.412 = icmp eq i32 %.407, -1
  %.413 = icmp eq i32 %.407, -3
  %.414 = icmp sge i32 %.407, 1
  %.415 = load { double, double }, ptr %.404, align 8
  %.416 = extractvalue { double, double } %.415, 0
  %.417 = extractvalue { double, double } %.415, 1
  %inserted.real.6 = insertvalue { double, double } undef, double %.416, 0
  %inserted.imag.6 = insertvalue { double, double } %inserted.real.6, double %.417, 1
  br i1 %.411, label %B68.endif.endif.endif.endif.endif.endif.if, label %B68.endif.endif.endif.endif.endif.endif.endif, !prof !2

B68.endif.endif.endif.endif.endif.endif.if:       ; preds = %B68.endif.endif.endif.endif.endif.endif
  ret void

B68.endif.endif.endif.endif.endif.endif.endif:    ; preds = %B68.endif.endif.endif.endif.endif.endif
  %.420 = load { double, double }, ptr %w, align 8
  store { double, double } zeroinitializer, ptr %.421, align 8
  %extracted.real.6 = extractvalue { double, double } %.420, 0
  %extracted.imag.6 = extractvalue { double, double } %.420, 1
  %.424 = call i32 @_ZN5numba4cuda7cpython9cmathimpl9sqrt_impl12_3clocals_3e9sqrt_implB3v28B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128(ptr %.421, double %extracted.real.6, double %extracted.imag.6)
  %.425 = icmp eq i32 %.424, 0
  %.426 = icmp eq i32 %.424, -2
  %.427 = or i1 %.425, %.426
  %.428 = xor i1 %.427, true
  %.429 = icmp eq i32 %.424, -1
  %.430 = icmp eq i32 %.424, -3
  %.431 = icmp sge i32 %.424, 1
  %.432 = load { double, double }, ptr %.421, align 8
  %.433 = extractvalue { double, double } %.432, 0
  %.434 = extractvalue { double, double } %.432, 1
  %inserted.real.7 = insertvalue { double, double } undef, double %.433, 0
  %inserted.imag.7 = insertvalue { double, double } %inserted.real.7, double %.434, 1
  br i1 %.428, label %B68.endif.endif.endif.endif.endif.endif.endif.if, label %B68.endif.endif.endif.endif.endif.endif.endif.endif, !prof !2

B68.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B68.endif.endif.endif.endif.endif.endif.endif
  ret void

B68.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B68.endif.endif.endif.endif.endif.endif.endif
  store { double, double } zeroinitializer, ptr %.437, align 8
  store { double, double } %inserted.imag.6, ptr %.437, align 8
  store { double, double } zeroinitializer, ptr %.441, align 8
  store { double, double } %inserted.imag.7, ptr %.441, align 8
  store { double, double } zeroinitializer, ptr %.445, align 8
  %.448 = getelementptr inbounds { double, double }, ptr %.437, i32 0, i32 0
  %.449 = load double, ptr %.448, align 8
  %.450 = getelementptr inbounds { double, double }, ptr %.437, i32 0, i32 1
  %.451 = load double, ptr %.450, align 8
  %.452 = getelementptr inbounds { double, double }, ptr %.441, i32 0, i32 0
  %.453 = load double, ptr %.452, align 8
  %.454 = getelementptr inbounds { double, double }, ptr %.441, i32 0, i32 1
  %.455 = load double, ptr %.454, align 8
  %.456 = fadd double %.449, %.453
  %.457 = getelementptr inbounds { double, double }, ptr %.445, i32 0, i32 0
  store double %.456, ptr %.457, align 8
  %.459 = fadd double %.451, %.455
  %.460 = getelementptr inbounds { double, double }, ptr %.445, i32 0, i32 1
  store double %.459, ptr %.460, align 8
  %.462 = load { double, double }, ptr %.445, align 8
  %.464 = load { double, double }, ptr %u, align 8
  store { double, double } %.462, ptr %u, align 8
  %.466 = load { double, double }, ptr %u, align 8
  store { double, double } zeroinitializer, ptr %.467, align 8
  store { double, double } %.466, ptr %.467, align 8
  %.471 = getelementptr inbounds { double, double }, ptr %.467, i32 0, i32 0
  %.472 = load double, ptr %.471, align 8
  %.473 = fsub double %.472, %.472
  %.474 = fcmp ord double %.473, %.473
  %.475 = getelementptr inbounds { double, double }, ptr %.467, i32 0, i32 1
  %.476 = load double, ptr %.475, align 8
  %.477 = fsub double %.476, %.476
  %.478 = fcmp ord double %.477, %.477
  %.479 = and i1 %.474, %.478
  %.481 = load i1, ptr %"$436pred", align 1
  store i1 %.479, ptr %"$436pred", align 1
  %.483 = load i1, ptr %"$436pred", align 1
  br i1 %.483, label %B438, label %B442

B470.if:                                          ; preds = %B470
  ret void

B470.endif:                                       ; preds = %B470
  %.596 = load { double, double }, ptr %u, align 8
  store { double, double } zeroinitializer, ptr %u, align 8
  %.598 = load { double, double }, ptr %w, align 8
  store double 0.000000e+00, ptr %.599, align 8
  %extracted.real.9 = extractvalue { double, double } %.598, 0
  %extracted.imag.9 = extractvalue { double, double } %.598, 1
  %.602 = call i32 @_ZN5numba4cuda7cpython9cmathimpl10phase_impl12_3clocals_3e4implB3v21B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE10complex128(ptr %.599, double %extracted.real.9, double %extracted.imag.9)
  %.603 = icmp eq i32 %.602, 0
  %.604 = icmp eq i32 %.602, -2
  %.605 = or i1 %.603, %.604
  %.606 = xor i1 %.605, true
  %.607 = icmp eq i32 %.602, -1
  %.608 = icmp eq i32 %.602, -3
  %.609 = icmp sge i32 %.602, 1
  %.610 = load double, ptr %.599, align 8
  br i1 %.606, label %B470.endif.if, label %B470.endif.endif, !prof !2

B470.endif.if:                                    ; preds = %B470.endif
  ret void

B470.endif.endif:                                 ; preds = %B470.endif
  %.613 = load { double, double }, ptr %w, align 8
  store { double, double } zeroinitializer, ptr %w, align 8
  %.615 = fadd double %.593, %.610
  %.616 = load { float, float }, ptr %z, align 4
  store { float, float } zeroinitializer, ptr %.617, align 4
  store { float, float } %.616, ptr %.617, align 4
  %.621 = getelementptr inbounds { float, float }, ptr %.617, i32 0, i32 0
  %.622 = load float, ptr %.621, align 4
  %.623 = load { float, float }, ptr %z, align 4
  store { float, float } zeroinitializer, ptr %.624, align 4
  store { float, float } %.623, ptr %.624, align 4
  %.628 = getelementptr inbounds { float, float }, ptr %.624, i32 0, i32 1
  %.629 = load float, ptr %.628, align 4
  %.630 = load { float, float }, ptr %z, align 4
  store { float, float } zeroinitializer, ptr %z, align 4
  %.632 = fmul float %.622, %.629
  %.633 = fpext float %.632 to double
  %.634 = fadd double %.615, %.633
  %.635 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %mag, align 8
  %.636 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.637, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.635, ptr %.637, align 8
  %.641 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.637, i32 0, i32 5
  %.642 = getelementptr inbounds [1 x i64], ptr %.641, i32 0, i32 0
  %.643 = load i64, ptr %.642, align 8, !range !1
  %.644 = insertvalue [1 x i64] undef, i64 %.643, 0
  %.645 = extractvalue [1 x i64] %.644, 0
  %.646 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.637, i32 0, i32 6
  %.647 = load [1 x i64], ptr %.646, align 8
  %.648 = extractvalue [1 x i64] %.647, 0
  %.649 = icmp slt i64 %.636, 0
  %.650 = add i64 %.636, %.645
  %.651 = select i1 %.649, i64 %.650, i64 %.636
  %.652 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.637, i32 0, i32 5
  %.653 = getelementptr inbounds [1 x i64], ptr %.652, i32 0, i32 0
  %.654 = load i64, ptr %.653, align 8, !range !1
  %.655 = insertvalue [1 x i64] undef, i64 %.654, 0
  %.656 = extractvalue [1 x i64] %.655, 0
  %.657 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.637, i32 0, i32 6
  %.658 = load [1 x i64], ptr %.657, align 8
  %.659 = extractvalue [1 x i64] %.658, 0
  %.660 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.637, i32 0, i32 4
  %.661 = load ptr, ptr %.660, align 8
  %.662 = mul i64 %.659, %.651
  %.663 = ptrtoint ptr %.661 to i64
  %.664 = add i64 %.663, %.662
  %.665 = inttoptr i64 %.664 to ptr
  %.666 = fptrunc double %.634 to float
  store float %.666, ptr %.665, align 4
  %.668 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %mag, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %mag, align 8
  %.670 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

define linkonce_odr i32 @_ZN5numba4cuda7cpython9cmathimpl8log_implB3v22B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAEddbb(ptr %.ret, double %x, double %y, i8 %x_is_finite, i8 %y_is_finite) {
entry:
  %.7 = alloca i1, align 1
  store i1 false, ptr %.7, align 1
  %.9 = icmp eq i8 %x_is_finite, 0
  %.16 = alloca i1, align 1
  store i1 false, ptr %.16, align 1
  %.28 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.28, align 8
  br i1 %.9, label %entry.if, label %entry.else

entry.if:                                         ; preds = %entry
  store i1 false, ptr %.7, align 1
  br label %entry.endif

entry.else:                                       ; preds = %entry
  store i1 true, ptr %.7, align 1
  br label %entry.endif

entry.endif:                                      ; preds = %entry.else, %entry.if
  %.15 = load i1, ptr %.7, align 1
  %.18 = icmp eq i8 %y_is_finite, 0
  br i1 %.18, label %entry.endif.if, label %entry.endif.else

entry.endif.if:                                   ; preds = %entry.endif
  store i1 false, ptr %.16, align 1
  br label %entry.endif.endif

entry.endif.else:                                 ; preds = %entry.endif
  store i1 true, ptr %.16, align 1
  br label %entry.endif.endif

entry.endif.endif:                                ; preds = %entry.endif.else, %entry.endif.if
  %.24 = load i1, ptr %.16, align 1
  br label %B0

B0:                                               ; preds = %entry.endif.endif
  %.25 = call double @__nv_hypot(double %x, double %y)
  %.26 = call double @__nv_log(double %.25)
  %.27 = call double @__nv_atan2(double %y, double %x)
  store { double, double } zeroinitializer, ptr %.28, align 8
  %.31 = getelementptr inbounds { double, double }, ptr %.28, i32 0, i32 0
  store double %.26, ptr %.31, align 8
  %.33 = getelementptr inbounds { double, double }, ptr %.28, i32 0, i32 1
  store double %.27, ptr %.33, align 8
  %.35 = load { double, double }, ptr %.28, align 8
  %extracted.real = extractvalue { double, double } %.35, 0
  %extracted.imag = extractvalue { double, double } %.35, 1
  %.36 = insertvalue { double, double } undef, double %extracted.real, 0
  %.37 = insertvalue { double, double } %.36, double %extracted.imag, 1
  store { double, double } %.37, ptr %.ret, align 8
  ret i32 0
}

declare double @__nv_hypot(double, double)

declare double @__nv_log(double)

declare double @__nv_atan2(double, double)

define linkonce_odr i32 @_ZN5numba4cuda7cpython9cmathimpl8sin_impl12_3clocals_3e8sin_implB3v23B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE9complex64(ptr %.ret, float %z.0, float %z.1) {
entry:
  %inserted.real = insertvalue { float, float } undef, float %z.0, 0
  %inserted.imag = insertvalue { float, float } %inserted.real, float %z.1, 1
  %.5 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.5, align 4
  %.12 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.12, align 4
  %.18 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.18, align 4
  %.26 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.26, align 4
  %.42 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.42, align 4
  %.48 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.48, align 4
  %.55 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.55, align 4
  br label %B0

B0:                                               ; preds = %entry
  store { float, float } zeroinitializer, ptr %.5, align 4
  store { float, float } %inserted.imag, ptr %.5, align 4
  %.9 = getelementptr inbounds { float, float }, ptr %.5, i32 0, i32 1
  %.10 = load float, ptr %.9, align 4
  %.11 = fsub float -0.000000e+00, %.10
  store { float, float } zeroinitializer, ptr %.12, align 4
  store { float, float } %inserted.imag, ptr %.12, align 4
  %.16 = getelementptr inbounds { float, float }, ptr %.12, i32 0, i32 0
  %.17 = load float, ptr %.16, align 4
  store { float, float } zeroinitializer, ptr %.18, align 4
  %.21 = getelementptr inbounds { float, float }, ptr %.18, i32 0, i32 0
  store float %.11, ptr %.21, align 4
  %.23 = getelementptr inbounds { float, float }, ptr %.18, i32 0, i32 1
  store float %.17, ptr %.23, align 4
  %.25 = load { float, float }, ptr %.18, align 4
  store { float, float } zeroinitializer, ptr %.26, align 4
  %extracted.real = extractvalue { float, float } %.25, 0
  %extracted.imag = extractvalue { float, float } %.25, 1
  %.29 = call i32 @_ZN5numba4cuda7cpython9cmathimpl15impl_cmath_sinh12_3clocals_3e9sinh_implB3v24B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE9complex64(ptr %.26, float %extracted.real, float %extracted.imag)
  %.30 = icmp eq i32 %.29, 0
  %.31 = icmp eq i32 %.29, -2
  %.32 = or i1 %.30, %.31
  %.33 = xor i1 %.32, true
  %.34 = icmp eq i32 %.29, -1
  %.35 = icmp eq i32 %.29, -3
  %.36 = icmp sge i32 %.29, 1
  %.37 = load { float, float }, ptr %.26, align 4
  %.38 = extractvalue { float, float } %.37, 0
  %.39 = extractvalue { float, float } %.37, 1
  %inserted.real.1 = insertvalue { float, float } undef, float %.38, 0
  %inserted.imag.1 = insertvalue { float, float } %inserted.real.1, float %.39, 1
  br i1 %.33, label %B0.if, label %B0.endif, !prof !2

B0.if:                                            ; preds = %B0
  ret i32 %.29

B0.endif:                                         ; preds = %B0
  store { float, float } zeroinitializer, ptr %.42, align 4
  store { float, float } %inserted.imag.1, ptr %.42, align 4
  %.46 = getelementptr inbounds { float, float }, ptr %.42, i32 0, i32 1
  %.47 = load float, ptr %.46, align 4
  store { float, float } zeroinitializer, ptr %.48, align 4
  store { float, float } %inserted.imag.1, ptr %.48, align 4
  %.52 = getelementptr inbounds { float, float }, ptr %.48, i32 0, i32 0
  %.53 = load float, ptr %.52, align 4
  %.54 = fsub float -0.000000e+00, %.53
  store { float, float } zeroinitializer, ptr %.55, align 4
  %.58 = getelementptr inbounds { float, float }, ptr %.55, i32 0, i32 0
  store float %.47, ptr %.58, align 4
  %.60 = getelementptr inbounds { float, float }, ptr %.55, i32 0, i32 1
  store float %.54, ptr %.60, align 4
  %.62 = load { float, float }, ptr %.55, align 4
  %extracted.real.1 = extractvalue { float, float } %.62, 0
  %extracted.imag.1 = extractvalue { float, float } %.62, 1
  %.63 = insertvalue { float, float } undef, float %extracted.real.1, 0
  %.64 = insertvalue { float, float } %.63, float %extracted.imag.1, 1
  store { float, float } %.64, ptr %.ret, align 4
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba4cuda7cpython9cmathimpl15impl_cmath_sinh12_3clocals_3e9sinh_implB3v24B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE9complex64(ptr %.ret, float %z.0, float %z.1) {
entry:
  %inserted.real = insertvalue { float, float } undef, float %z.0, 0
  %inserted.imag = insertvalue { float, float } %inserted.real, float %z.1, 1
  %.5 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.5, align 4
  %x = alloca float, align 4
  store float 0.000000e+00, ptr %x, align 4
  %.14 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.14, align 4
  %y = alloca float, align 4
  store float 0.000000e+00, ptr %y, align 4
  %"$70pred" = alloca i1, align 1
  store i1 false, ptr %"$70pred", align 1
  %"$110pred" = alloca i1, align 1
  store i1 false, ptr %"$110pred", align 1
  %real.3 = alloca float, align 4
  store float 0.000000e+00, ptr %real.3, align 4
  %imag.3 = alloca float, align 4
  store float 0.000000e+00, ptr %imag.3, align 4
  %real.1 = alloca float, align 4
  store float 0.000000e+00, ptr %real.1, align 4
  %real.4 = alloca float, align 4
  store float 0.000000e+00, ptr %real.4, align 4
  %imag.1 = alloca float, align 4
  store float 0.000000e+00, ptr %imag.1, align 4
  %"$212pred" = alloca i1, align 1
  store i1 false, ptr %"$212pred", align 1
  %"$234pred" = alloca i1, align 1
  store i1 false, ptr %"$234pred", align 1
  %.138 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.138, align 4
  %.170 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.170, align 4
  br label %B0

B0:                                               ; preds = %entry
  store { float, float } zeroinitializer, ptr %.5, align 4
  store { float, float } %inserted.imag, ptr %.5, align 4
  %.9 = getelementptr inbounds { float, float }, ptr %.5, i32 0, i32 0
  %.10 = load float, ptr %.9, align 4
  %.12 = load float, ptr %x, align 4
  store float %.10, ptr %x, align 4
  store { float, float } zeroinitializer, ptr %.14, align 4
  store { float, float } %inserted.imag, ptr %.14, align 4
  %.18 = getelementptr inbounds { float, float }, ptr %.14, i32 0, i32 1
  %.19 = load float, ptr %.18, align 4
  %.21 = load float, ptr %y, align 4
  store float %.19, ptr %y, align 4
  %.23 = load float, ptr %x, align 4
  %.24 = call i32 @__nv_isinff(float %.23)
  %.25 = icmp ne i32 %.24, 0
  %.27 = load i1, ptr %"$70pred", align 1
  store i1 %.25, ptr %"$70pred", align 1
  %.29 = load i1, ptr %"$70pred", align 1
  br i1 %.29, label %B72, label %B304

B72:                                              ; preds = %B0
  %.31 = load i1, ptr %"$70pred", align 1
  store i1 false, ptr %"$70pred", align 1
  %.33 = load float, ptr %y, align 4
  %.34 = call i32 @__nv_isnanf(float %.33)
  %.35 = icmp ne i32 %.34, 0
  %.37 = load i1, ptr %"$110pred", align 1
  store i1 %.35, ptr %"$110pred", align 1
  %.39 = load i1, ptr %"$110pred", align 1
  br i1 %.39, label %B112, label %B122

B112:                                             ; preds = %B72
  %.41 = load i1, ptr %"$110pred", align 1
  store i1 false, ptr %"$110pred", align 1
  %.43 = load float, ptr %x, align 4
  %.44 = load float, ptr %x, align 4
  store float 0.000000e+00, ptr %x, align 4
  %.47 = load float, ptr %real.3, align 4
  store float %.43, ptr %real.3, align 4
  %.49 = load float, ptr %y, align 4
  %.50 = load float, ptr %y, align 4
  store float 0.000000e+00, ptr %y, align 4
  %.53 = load float, ptr %imag.3, align 4
  store float %.49, ptr %imag.3, align 4
  br label %B272

B122:                                             ; preds = %B72
  %.56 = load i1, ptr %"$110pred", align 1
  store i1 false, ptr %"$110pred", align 1
  %.58 = load float, ptr %y, align 4
  %.59 = call float @__nv_cosf(float %.58)
  %.61 = load float, ptr %real.1, align 4
  store float %.59, ptr %real.1, align 4
  %.63 = load float, ptr %real.1, align 4
  %.65 = load float, ptr %real.4, align 4
  store float %.63, ptr %real.4, align 4
  %.67 = load float, ptr %y, align 4
  %.68 = call float @__nv_sinf(float %.67)
  %.70 = load float, ptr %imag.1, align 4
  store float %.68, ptr %imag.1, align 4
  %.72 = load float, ptr %y, align 4
  store float 0.000000e+00, ptr %y, align 4
  %.74 = load float, ptr %real.1, align 4
  %.75 = fpext float %.74 to double
  %.76 = fcmp une double %.75, 0.000000e+00
  %.78 = load i1, ptr %"$212pred", align 1
  store i1 %.76, ptr %"$212pred", align 1
  %.80 = load i1, ptr %"$212pred", align 1
  br i1 %.80, label %B214, label %B224

B214:                                             ; preds = %B122
  %.82 = load i1, ptr %"$212pred", align 1
  store i1 false, ptr %"$212pred", align 1
  %.84 = load float, ptr %real.1, align 4
  %.85 = load float, ptr %x, align 4
  %.86 = fmul float %.84, %.85
  %.87 = load float, ptr %real.1, align 4
  store float 0.000000e+00, ptr %real.1, align 4
  %.89 = load float, ptr %real.4, align 4
  store float %.86, ptr %real.4, align 4
  br label %B224

B224:                                             ; preds = %B214, %B122
  %.92 = load float, ptr %real.1, align 4
  store float 0.000000e+00, ptr %real.1, align 4
  %.94 = load i1, ptr %"$212pred", align 1
  store i1 false, ptr %"$212pred", align 1
  %.96 = load float, ptr %real.4, align 4
  %.97 = load float, ptr %real.3, align 4
  store float %.96, ptr %real.3, align 4
  %.99 = load float, ptr %imag.1, align 4
  %.100 = load float, ptr %imag.3, align 4
  store float %.99, ptr %imag.3, align 4
  %.102 = load float, ptr %imag.1, align 4
  %.103 = fpext float %.102 to double
  %.104 = fcmp une double %.103, 0.000000e+00
  %.106 = load i1, ptr %"$234pred", align 1
  store i1 %.104, ptr %"$234pred", align 1
  %.108 = load i1, ptr %"$234pred", align 1
  br i1 %.108, label %B236, label %B272

B236:                                             ; preds = %B224
  %.110 = load i1, ptr %"$234pred", align 1
  store i1 false, ptr %"$234pred", align 1
  %.112 = load float, ptr %real.4, align 4
  %.113 = load float, ptr %real.3, align 4
  store float %.112, ptr %real.3, align 4
  %.115 = load float, ptr %real.4, align 4
  store float 0.000000e+00, ptr %real.4, align 4
  %.117 = load float, ptr %x, align 4
  %.118 = call float @__nv_fabsf(float %.117)
  %.119 = load float, ptr %x, align 4
  store float 0.000000e+00, ptr %x, align 4
  %.121 = load float, ptr %imag.1, align 4
  %.122 = fmul float %.121, %.118
  %.123 = load float, ptr %imag.1, align 4
  store float 0.000000e+00, ptr %imag.1, align 4
  %.125 = load float, ptr %imag.3, align 4
  store float %.122, ptr %imag.3, align 4
  br label %B272

B272:                                             ; preds = %B236, %B224, %B112
  %.128 = load float, ptr %x, align 4
  store float 0.000000e+00, ptr %x, align 4
  %.130 = load float, ptr %real.4, align 4
  store float 0.000000e+00, ptr %real.4, align 4
  %.132 = load float, ptr %imag.1, align 4
  store float 0.000000e+00, ptr %imag.1, align 4
  %.134 = load i1, ptr %"$234pred", align 1
  store i1 false, ptr %"$234pred", align 1
  %.136 = load float, ptr %real.3, align 4
  %.137 = load float, ptr %imag.3, align 4
  store { float, float } zeroinitializer, ptr %.138, align 4
  %.141 = getelementptr inbounds { float, float }, ptr %.138, i32 0, i32 0
  store float %.136, ptr %.141, align 4
  %.143 = getelementptr inbounds { float, float }, ptr %.138, i32 0, i32 1
  store float %.137, ptr %.143, align 4
  %.145 = load { float, float }, ptr %.138, align 4
  %.146 = load float, ptr %real.3, align 4
  store float 0.000000e+00, ptr %real.3, align 4
  %.148 = load float, ptr %imag.3, align 4
  store float 0.000000e+00, ptr %imag.3, align 4
  %extracted.real = extractvalue { float, float } %.145, 0
  %extracted.imag = extractvalue { float, float } %.145, 1
  %.150 = insertvalue { float, float } undef, float %extracted.real, 0
  %.151 = insertvalue { float, float } %.150, float %extracted.imag, 1
  store { float, float } %.151, ptr %.ret, align 4
  ret i32 0

B304:                                             ; preds = %B0
  %.154 = load i1, ptr %"$70pred", align 1
  store i1 false, ptr %"$70pred", align 1
  %.156 = load float, ptr %y, align 4
  %.157 = call float @__nv_cosf(float %.156)
  %.158 = load float, ptr %x, align 4
  %.159 = call float @__nv_sinhf(float %.158)
  %.160 = fmul float %.157, %.159
  %.161 = load float, ptr %y, align 4
  %.162 = call float @__nv_sinf(float %.161)
  %.163 = load float, ptr %y, align 4
  store float 0.000000e+00, ptr %y, align 4
  %.165 = load float, ptr %x, align 4
  %.166 = call float @__nv_coshf(float %.165)
  %.167 = load float, ptr %x, align 4
  store float 0.000000e+00, ptr %x, align 4
  %.169 = fmul float %.162, %.166
  store { float, float } zeroinitializer, ptr %.170, align 4
  %.173 = getelementptr inbounds { float, float }, ptr %.170, i32 0, i32 0
  store float %.160, ptr %.173, align 4
  %.175 = getelementptr inbounds { float, float }, ptr %.170, i32 0, i32 1
  store float %.169, ptr %.175, align 4
  %.177 = load { float, float }, ptr %.170, align 4
  %extracted.real.1 = extractvalue { float, float } %.177, 0
  %extracted.imag.1 = extractvalue { float, float } %.177, 1
  %.178 = insertvalue { float, float } undef, float %extracted.real.1, 0
  %.179 = insertvalue { float, float } %.178, float %extracted.imag.1, 1
  store { float, float } %.179, ptr %.ret, align 4
  ret i32 0
}

declare i32 @__nv_isinff(float)

declare i32 @__nv_isnanf(float)

declare float @__nv_cosf(float)

declare float @__nv_sinf(float)

declare float @__nv_fabsf(float)

declare float @__nv_sinhf(float)

declare float @__nv_coshf(float)

define linkonce_odr i32 @_ZN5numba4cuda7cpython9cmathimpl10polar_impl12_3clocals_3e4implB3v19B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE9complex64(ptr %.ret, float %x.0, float %x.1) {
entry:
  %inserted.real = insertvalue { float, float } undef, float %x.0, 0
  %inserted.imag = insertvalue { float, float } %inserted.real, float %x.1, 1
  %.5 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.5, align 4
  %.11 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.11, align 4
  br label %B0

B0:                                               ; preds = %entry
  store { float, float } zeroinitializer, ptr %.5, align 4
  store { float, float } %inserted.imag, ptr %.5, align 4
  %.9 = getelementptr inbounds { float, float }, ptr %.5, i32 0, i32 0
  %.10 = load float, ptr %.9, align 4
  store { float, float } zeroinitializer, ptr %.11, align 4
  store { float, float } %inserted.imag, ptr %.11, align 4
  %.15 = getelementptr inbounds { float, float }, ptr %.11, i32 0, i32 1
  %.16 = load float, ptr %.15, align 4
  %.17 = call float @__nv_hypotf(float %.10, float %.16)
  %.18 = call float @__nv_atan2f(float %.16, float %.10)
  %.19 = insertvalue [2 x float] undef, float %.17, 0
  %.20 = insertvalue [2 x float] %.19, float %.18, 1
  store [2 x float] %.20, ptr %.ret, align 4
  ret i32 0
}

declare float @__nv_hypotf(float, float)

declare float @__nv_atan2f(float, float)

define linkonce_odr i32 @_ZN5numba4cuda7cpython9cmathimpl8cos_impl12_3clocals_3e8cos_implB3v25B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE9complex64(ptr %.ret, float %z.0, float %z.1) {
entry:
  %inserted.real = insertvalue { float, float } undef, float %z.0, 0
  %inserted.imag = insertvalue { float, float } %inserted.real, float %z.1, 1
  %.5 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.5, align 4
  %.12 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.12, align 4
  %.18 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.18, align 4
  %.26 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.26, align 4
  br label %B0

B0:                                               ; preds = %entry
  store { float, float } zeroinitializer, ptr %.5, align 4
  store { float, float } %inserted.imag, ptr %.5, align 4
  %.9 = getelementptr inbounds { float, float }, ptr %.5, i32 0, i32 1
  %.10 = load float, ptr %.9, align 4
  %.11 = fsub float -0.000000e+00, %.10
  store { float, float } zeroinitializer, ptr %.12, align 4
  store { float, float } %inserted.imag, ptr %.12, align 4
  %.16 = getelementptr inbounds { float, float }, ptr %.12, i32 0, i32 0
  %.17 = load float, ptr %.16, align 4
  store { float, float } zeroinitializer, ptr %.18, align 4
  %.21 = getelementptr inbounds { float, float }, ptr %.18, i32 0, i32 0
  store float %.11, ptr %.21, align 4
  %.23 = getelementptr inbounds { float, float }, ptr %.18, i32 0, i32 1
  store float %.17, ptr %.23, align 4
  %.25 = load { float, float }, ptr %.18, align 4
  store { float, float } zeroinitializer, ptr %.26, align 4
  %extracted.real = extractvalue { float, float } %.25, 0
  %extracted.imag = extractvalue { float, float } %.25, 1
  %.29 = call i32 @_ZN5numba4cuda7cpython9cmathimpl15impl_cmath_cosh12_3clocals_3e9cosh_implB3v26B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE9complex64(ptr %.26, float %extracted.real, float %extracted.imag)
  %.30 = icmp eq i32 %.29, 0
  %.31 = icmp eq i32 %.29, -2
  %.32 = or i1 %.30, %.31
  %.33 = xor i1 %.32, true
  %.34 = icmp eq i32 %.29, -1
  %.35 = icmp eq i32 %.29, -3
  %.36 = icmp sge i32 %.29, 1
  %.37 = load { float, float }, ptr %.26, align 4
  %.38 = extractvalue { float, float } %.37, 0
  %.39 = extractvalue { float, float } %.37, 1
  %inserted.real.1 = insertvalue { float, float } undef, float %.38, 0
  %inserted.imag.1 = insertvalue { float, float } %inserted.real.1, float %.39, 1
  br i1 %.33, label %B0.if, label %B0.endif, !prof !2

B0.if:                                            ; preds = %B0
  ret i32 %.29

B0.endif:                                         ; preds = %B0
  %extracted.real.1 = extractvalue { float, float } %inserted.imag.1, 0
  %extracted.imag.1 = extractvalue { float, float } %inserted.imag.1, 1
  %.42 = insertvalue { float, float } undef, float %extracted.real.1, 0
  %.43 = insertvalue { float, float } %.42, float %extracted.imag.1, 1
  store { float, float } %.43, ptr %.ret, align 4
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba4cuda7cpython9cmathimpl15impl_cmath_cosh12_3clocals_3e9cosh_implB3v26B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE9complex64(ptr %.ret, float %z.0, float %z.1) {
entry:
  %inserted.real = insertvalue { float, float } undef, float %z.0, 0
  %inserted.imag = insertvalue { float, float } %inserted.real, float %z.1, 1
  %.5 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.5, align 4
  %x = alloca float, align 4
  store float 0.000000e+00, ptr %x, align 4
  %.14 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.14, align 4
  %y = alloca float, align 4
  store float 0.000000e+00, ptr %y, align 4
  %"$70pred" = alloca i1, align 1
  store i1 false, ptr %"$70pred", align 1
  %"$110pred" = alloca i1, align 1
  store i1 false, ptr %"$110pred", align 1
  %real.3 = alloca float, align 4
  store float 0.000000e+00, ptr %real.3, align 4
  %imag.4 = alloca float, align 4
  store float 0.000000e+00, ptr %imag.4, align 4
  %"$158pred" = alloca i1, align 1
  store i1 false, ptr %"$158pred", align 1
  %imag.5 = alloca float, align 4
  store float 0.000000e+00, ptr %imag.5, align 4
  %"$362pred" = alloca i1, align 1
  store i1 false, ptr %"$362pred", align 1
  %.123 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.123, align 4
  %.155 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.155, align 4
  br label %B0

B0:                                               ; preds = %entry
  store { float, float } zeroinitializer, ptr %.5, align 4
  store { float, float } %inserted.imag, ptr %.5, align 4
  %.9 = getelementptr inbounds { float, float }, ptr %.5, i32 0, i32 0
  %.10 = load float, ptr %.9, align 4
  %.12 = load float, ptr %x, align 4
  store float %.10, ptr %x, align 4
  store { float, float } zeroinitializer, ptr %.14, align 4
  store { float, float } %inserted.imag, ptr %.14, align 4
  %.18 = getelementptr inbounds { float, float }, ptr %.14, i32 0, i32 1
  %.19 = load float, ptr %.18, align 4
  %.21 = load float, ptr %y, align 4
  store float %.19, ptr %y, align 4
  %.23 = load float, ptr %x, align 4
  %.24 = call i32 @__nv_isinff(float %.23)
  %.25 = icmp ne i32 %.24, 0
  %.27 = load i1, ptr %"$70pred", align 1
  store i1 %.25, ptr %"$70pred", align 1
  %.29 = load i1, ptr %"$70pred", align 1
  br i1 %.29, label %B72, label %B402

B72:                                              ; preds = %B0
  %.31 = load i1, ptr %"$70pred", align 1
  store i1 false, ptr %"$70pred", align 1
  %.33 = load float, ptr %y, align 4
  %.34 = call i32 @__nv_isnanf(float %.33)
  %.35 = icmp ne i32 %.34, 0
  %.37 = load i1, ptr %"$110pred", align 1
  store i1 %.35, ptr %"$110pred", align 1
  %.39 = load i1, ptr %"$110pred", align 1
  br i1 %.39, label %B112, label %B148

B112:                                             ; preds = %B72
  %.41 = load i1, ptr %"$110pred", align 1
  store i1 false, ptr %"$110pred", align 1
  %.43 = load float, ptr %x, align 4
  %.44 = call float @__nv_fabsf(float %.43)
  %.46 = load float, ptr %real.3, align 4
  store float %.44, ptr %real.3, align 4
  %.48 = load float, ptr %y, align 4
  %.49 = load float, ptr %y, align 4
  store float 0.000000e+00, ptr %y, align 4
  %.52 = load float, ptr %imag.4, align 4
  store float %.48, ptr %imag.4, align 4
  br label %B352

B148:                                             ; preds = %B72
  %.55 = load i1, ptr %"$110pred", align 1
  store i1 false, ptr %"$110pred", align 1
  %.57 = load float, ptr %y, align 4
  %.58 = fpext float %.57 to double
  %.59 = fcmp oeq double %.58, 0.000000e+00
  %.61 = load i1, ptr %"$158pred", align 1
  store i1 %.59, ptr %"$158pred", align 1
  %.63 = load i1, ptr %"$158pred", align 1
  br i1 %.63, label %B160, label %B196

B160:                                             ; preds = %B148
  %.65 = load i1, ptr %"$158pred", align 1
  store i1 false, ptr %"$158pred", align 1
  %.67 = load float, ptr %x, align 4
  %.68 = call float @__nv_fabsf(float %.67)
  %.69 = load float, ptr %real.3, align 4
  store float %.68, ptr %real.3, align 4
  %.71 = load float, ptr %y, align 4
  %.72 = load float, ptr %y, align 4
  store float 0.000000e+00, ptr %y, align 4
  %.74 = load float, ptr %imag.4, align 4
  store float %.71, ptr %imag.4, align 4
  br label %B352

B196:                                             ; preds = %B148
  %.77 = load i1, ptr %"$158pred", align 1
  store i1 false, ptr %"$158pred", align 1
  %.79 = load float, ptr %y, align 4
  %.80 = call float @__nv_cosf(float %.79)
  %.81 = load float, ptr %x, align 4
  %.82 = call float @__nv_copysignf(float %.81, float %.80)
  %.83 = load float, ptr %real.3, align 4
  store float %.82, ptr %real.3, align 4
  %.85 = load float, ptr %y, align 4
  %.86 = call float @__nv_sinf(float %.85)
  %.87 = load float, ptr %y, align 4
  store float 0.000000e+00, ptr %y, align 4
  %.89 = load float, ptr %x, align 4
  %.90 = call float @__nv_copysignf(float %.89, float %.86)
  %.91 = load float, ptr %imag.4, align 4
  store float %.90, ptr %imag.4, align 4
  br label %B352

B352:                                             ; preds = %B196, %B160, %B112
  %.94 = load float, ptr %imag.4, align 4
  %.96 = load float, ptr %imag.5, align 4
  store float %.94, ptr %imag.5, align 4
  %.98 = load float, ptr %x, align 4
  %.99 = fpext float %.98 to double
  %.100 = fcmp olt double %.99, 0.000000e+00
  %.101 = load float, ptr %x, align 4
  store float 0.000000e+00, ptr %x, align 4
  %.104 = load i1, ptr %"$362pred", align 1
  store i1 %.100, ptr %"$362pred", align 1
  %.106 = load i1, ptr %"$362pred", align 1
  br i1 %.106, label %B364, label %B370

B364:                                             ; preds = %B352
  %.108 = load i1, ptr %"$362pred", align 1
  store i1 false, ptr %"$362pred", align 1
  %.110 = load float, ptr %imag.4, align 4
  %.111 = fsub float -0.000000e+00, %.110
  %.112 = load float, ptr %imag.4, align 4
  store float 0.000000e+00, ptr %imag.4, align 4
  %.114 = load float, ptr %imag.5, align 4
  store float %.111, ptr %imag.5, align 4
  br label %B370

B370:                                             ; preds = %B364, %B352
  %.117 = load float, ptr %imag.4, align 4
  store float 0.000000e+00, ptr %imag.4, align 4
  %.119 = load i1, ptr %"$362pred", align 1
  store i1 false, ptr %"$362pred", align 1
  %.121 = load float, ptr %real.3, align 4
  %.122 = load float, ptr %imag.5, align 4
  store { float, float } zeroinitializer, ptr %.123, align 4
  %.126 = getelementptr inbounds { float, float }, ptr %.123, i32 0, i32 0
  store float %.121, ptr %.126, align 4
  %.128 = getelementptr inbounds { float, float }, ptr %.123, i32 0, i32 1
  store float %.122, ptr %.128, align 4
  %.130 = load { float, float }, ptr %.123, align 4
  %.131 = load float, ptr %real.3, align 4
  store float 0.000000e+00, ptr %real.3, align 4
  %.133 = load float, ptr %imag.5, align 4
  store float 0.000000e+00, ptr %imag.5, align 4
  %extracted.real = extractvalue { float, float } %.130, 0
  %extracted.imag = extractvalue { float, float } %.130, 1
  %.135 = insertvalue { float, float } undef, float %extracted.real, 0
  %.136 = insertvalue { float, float } %.135, float %extracted.imag, 1
  store { float, float } %.136, ptr %.ret, align 4
  ret i32 0

B402:                                             ; preds = %B0
  %.139 = load i1, ptr %"$70pred", align 1
  store i1 false, ptr %"$70pred", align 1
  %.141 = load float, ptr %y, align 4
  %.142 = call float @__nv_cosf(float %.141)
  %.143 = load float, ptr %x, align 4
  %.144 = call float @__nv_coshf(float %.143)
  %.145 = fmul float %.142, %.144
  %.146 = load float, ptr %y, align 4
  %.147 = call float @__nv_sinf(float %.146)
  %.148 = load float, ptr %y, align 4
  store float 0.000000e+00, ptr %y, align 4
  %.150 = load float, ptr %x, align 4
  %.151 = call float @__nv_sinhf(float %.150)
  %.152 = load float, ptr %x, align 4
  store float 0.000000e+00, ptr %x, align 4
  %.154 = fmul float %.147, %.151
  store { float, float } zeroinitializer, ptr %.155, align 4
  %.158 = getelementptr inbounds { float, float }, ptr %.155, i32 0, i32 0
  store float %.145, ptr %.158, align 4
  %.160 = getelementptr inbounds { float, float }, ptr %.155, i32 0, i32 1
  store float %.154, ptr %.160, align 4
  %.162 = load { float, float }, ptr %.155, align 4
  %extracted.real.1 = extractvalue { float, float } %.162, 0
  %extracted.imag.1 = extractvalue { float, float } %.162, 1
  %.163 = insertvalue { float, float } undef, float %extracted.real.1, 0
  %.164 = insertvalue { float, float } %.163, float %extracted.imag.1, 1
  store { float, float } %.164, ptr %.ret, align 4
  ret i32 0
}

declare float @__nv_copysignf(float, float)

define linkonce_odr i32 @_ZN5numba4cuda7cpython9cmathimpl10phase_impl12_3clocals_3e4implB3v21B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE10complex128(ptr %.ret, double %x.0, double %x.1) {
entry:
  %inserted.real = insertvalue { double, double } undef, double %x.0, 0
  %inserted.imag = insertvalue { double, double } %inserted.real, double %x.1, 1
  %.5 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.5, align 8
  %.11 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.11, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { double, double } zeroinitializer, ptr %.5, align 8
  store { double, double } %inserted.imag, ptr %.5, align 8
  %.9 = getelementptr inbounds { double, double }, ptr %.5, i32 0, i32 1
  %.10 = load double, ptr %.9, align 8
  store { double, double } zeroinitializer, ptr %.11, align 8
  store { double, double } %inserted.imag, ptr %.11, align 8
  %.15 = getelementptr inbounds { double, double }, ptr %.11, i32 0, i32 0
  %.16 = load double, ptr %.15, align 8
  %.17 = call double @__nv_atan2(double %.10, double %.16)
  store double %.17, ptr %.ret, align 8
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba4cuda7cpython9cmathimpl15impl_cmath_tanh12_3clocals_3e9tanh_implB3v18B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE9complex64(ptr %.ret, float %z.0, float %z.1) {
entry:
  %inserted.real = insertvalue { float, float } undef, float %z.0, 0
  %inserted.imag = insertvalue { float, float } %inserted.real, float %z.1, 1
  %.5 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.5, align 4
  %x = alloca float, align 4
  store float 0.000000e+00, ptr %x, align 4
  %.14 = alloca { float, float }, align 8
  store { float, float } zeroinitializer, ptr %.14, align 4
  %y = alloca float, align 4
  store float 0.000000e+00, ptr %y, align 4
  %"$70pred" = alloca i1, align 1
  store i1 false, ptr %"$70pred", align 1
  %real = alloca double, align 8
  store double 0.000000e+00, ptr %real, align 8
  %"$152pred" = alloca i1, align 1
  store i1 false, ptr %"$152pred", align 1
  %imag.2 = alloca double, align 8
  store double 0.000000e+00, ptr %imag.2, align 8
  %.71 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.71, align 8
  %.124 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.124, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { float, float } zeroinitializer, ptr %.5, align 4
  store { float, float } %inserted.imag, ptr %.5, align 4
  %.9 = getelementptr inbounds { float, float }, ptr %.5, i32 0, i32 0
  %.10 = load float, ptr %.9, align 4
  %.12 = load float, ptr %x, align 4
  store float %.10, ptr %x, align 4
  store { float, float } zeroinitializer, ptr %.14, align 4
  store { float, float } %inserted.imag, ptr %.14, align 4
  %.18 = getelementptr inbounds { float, float }, ptr %.14, i32 0, i32 1
  %.19 = load float, ptr %.18, align 4
  %.21 = load float, ptr %y, align 4
  store float %.19, ptr %y, align 4
  %.23 = load float, ptr %x, align 4
  %.24 = call i32 @__nv_isinff(float %.23)
  %.25 = icmp ne i32 %.24, 0
  %.27 = load i1, ptr %"$70pred", align 1
  store i1 %.25, ptr %"$70pred", align 1
  %.29 = load i1, ptr %"$70pred", align 1
  br i1 %.29, label %B72, label %B276

B72:                                              ; preds = %B0
  %.31 = load i1, ptr %"$70pred", align 1
  store i1 false, ptr %"$70pred", align 1
  %.33 = load float, ptr %x, align 4
  %.34 = fpext float %.33 to double
  %.35 = call double @__nv_copysign(double 1.000000e+00, double %.34)
  %.37 = load double, ptr %real, align 8
  store double %.35, ptr %real, align 8
  %.39 = load float, ptr %x, align 4
  store float 0.000000e+00, ptr %x, align 4
  %.41 = load float, ptr %y, align 4
  %.42 = call i32 @__nv_isinff(float %.41)
  %.43 = icmp ne i32 %.42, 0
  %.45 = load i1, ptr %"$152pred", align 1
  store i1 %.43, ptr %"$152pred", align 1
  %.47 = load i1, ptr %"$152pred", align 1
  br i1 %.47, label %B154, label %B160

B154:                                             ; preds = %B72
  %.49 = load float, ptr %y, align 4
  store float 0.000000e+00, ptr %y, align 4
  %.51 = load i1, ptr %"$152pred", align 1
  store i1 false, ptr %"$152pred", align 1
  %.54 = load double, ptr %imag.2, align 8
  store double 0.000000e+00, ptr %imag.2, align 8
  br label %B244

B160:                                             ; preds = %B72
  %.57 = load i1, ptr %"$152pred", align 1
  store i1 false, ptr %"$152pred", align 1
  %.59 = load float, ptr %y, align 4
  %.60 = fpext float %.59 to double
  %.61 = fmul double 2.000000e+00, %.60
  %.62 = load float, ptr %y, align 4
  store float 0.000000e+00, ptr %y, align 4
  %.64 = call double @__nv_sin(double %.61)
  %.65 = call double @__nv_copysign(double 0.000000e+00, double %.64)
  %.66 = load double, ptr %imag.2, align 8
  store double %.65, ptr %imag.2, align 8
  br label %B244

B244:                                             ; preds = %B160, %B154
  %.69 = load double, ptr %real, align 8
  %.70 = load double, ptr %imag.2, align 8
  store { double, double } zeroinitializer, ptr %.71, align 8
  %.74 = getelementptr inbounds { double, double }, ptr %.71, i32 0, i32 0
  store double %.69, ptr %.74, align 8
  %.76 = getelementptr inbounds { double, double }, ptr %.71, i32 0, i32 1
  store double %.70, ptr %.76, align 8
  %.78 = load { double, double }, ptr %.71, align 8
  %.79 = load double, ptr %real, align 8
  store double 0.000000e+00, ptr %real, align 8
  %.81 = load double, ptr %imag.2, align 8
  store double 0.000000e+00, ptr %imag.2, align 8
  %extracted.real = extractvalue { double, double } %.78, 0
  %extracted.imag = extractvalue { double, double } %.78, 1
  %.83 = insertvalue { double, double } undef, double %extracted.real, 0
  %.84 = insertvalue { double, double } %.83, double %extracted.imag, 1
  store { double, double } %.84, ptr %.ret, align 8
  ret i32 0

B276:                                             ; preds = %B0
  %.87 = load i1, ptr %"$70pred", align 1
  store i1 false, ptr %"$70pred", align 1
  %.89 = load float, ptr %x, align 4
  %.90 = call float @__nv_tanhf(float %.89)
  %.91 = load float, ptr %y, align 4
  %.92 = call float @__nv_tanf(float %.91)
  %.93 = load float, ptr %y, align 4
  store float 0.000000e+00, ptr %y, align 4
  %.95 = load float, ptr %x, align 4
  %.96 = call float @__nv_coshf(float %.95)
  %.97 = load float, ptr %x, align 4
  store float 0.000000e+00, ptr %x, align 4
  %.99 = fpext float %.96 to double
  %.100 = fcmp oeq double %.99, 0.000000e+00
  br i1 %.100, label %B276.if, label %B276.endif, !prof !2

B276.if:                                          ; preds = %B276
  br label %B276.endif

B276.endif:                                       ; preds = %B276.if, %B276
  %.103 = fdiv double 1.000000e+00, %.99
  %.104 = fmul float %.90, %.92
  %.105 = fmul float %.104, %.104
  %.106 = fpext float %.105 to double
  %.107 = fadd double 1.000000e+00, %.106
  %.108 = fmul float %.92, %.92
  %.109 = fpext float %.108 to double
  %.110 = fadd double 1.000000e+00, %.109
  %.111 = fpext float %.90 to double
  %.112 = fmul double %.111, %.110
  %.113 = fcmp oeq double %.107, 0.000000e+00
  br i1 %.113, label %B276.endif.if, label %B276.endif.endif, !prof !2

B276.endif.if:                                    ; preds = %B276.endif
  br label %B276.endif.endif

B276.endif.endif:                                 ; preds = %B276.endif.if, %B276.endif
  %.116 = fdiv double %.112, %.107
  %.117 = fpext float %.92 to double
  %.118 = fcmp oeq double %.107, 0.000000e+00
  br i1 %.118, label %B276.endif.endif.if, label %B276.endif.endif.endif, !prof !2

B276.endif.endif.if:                              ; preds = %B276.endif.endif
  br label %B276.endif.endif.endif

B276.endif.endif.endif:                           ; preds = %B276.endif.endif.if, %B276.endif.endif
  %.121 = fdiv double %.117, %.107
  %.122 = fmul double %.121, %.103
  %.123 = fmul double %.122, %.103
  store { double, double } zeroinitializer, ptr %.124, align 8
  %.127 = getelementptr inbounds { double, double }, ptr %.124, i32 0, i32 0
  store double %.116, ptr %.127, align 8
  %.129 = getelementptr inbounds { double, double }, ptr %.124, i32 0, i32 1
  store double %.123, ptr %.129, align 8
  %.131 = load { double, double }, ptr %.124, align 8
  %extracted.real.1 = extractvalue { double, double } %.131, 0
  %extracted.imag.1 = extractvalue { double, double } %.131, 1
  %.132 = insertvalue { double, double } undef, double %extracted.real.1, 0
  %.133 = insertvalue { double, double } %.132, double %extracted.imag.1, 1
  store { double, double } %.133, ptr %.ret, align 8
  ret i32 0
}

declare double @__nv_copysign(double, double)

declare double @__nv_sin(double)

declare float @__nv_tanhf(float)

declare float @__nv_tanf(float)

define linkonce_odr i32 @_ZN5numba4cuda7cpython9cmathimpl9sqrt_impl12_3clocals_3e9sqrt_implB3v28B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128(ptr %.ret, double %z.0, double %z.1) {
entry:
  %inserted.real = insertvalue { double, double } undef, double %z.0, 0
  %inserted.imag = insertvalue { double, double } %inserted.real, double %z.1, 1
  %.5 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.5, align 8
  %a = alloca double, align 8
  store double 0.000000e+00, ptr %a, align 8
  %.14 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.14, align 8
  %b = alloca double, align 8
  store double 0.000000e+00, ptr %b, align 8
  %"$44pred" = alloca i1, align 1
  store i1 false, ptr %"$44pred", align 1
  %"$56pred" = alloca i1, align 1
  store i1 false, ptr %"$56pred", align 1
  %.46 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.46, align 8
  %"$154pred" = alloca i1, align 1
  store i1 false, ptr %"$154pred", align 1
  %.79 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.79, align 8
  %"$252pred" = alloca i1, align 1
  store i1 false, ptr %"$252pred", align 1
  %.109 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.109, align 8
  %"$324pred" = alloca i1, align 1
  store i1 false, ptr %"$324pred", align 1
  %"$336pred" = alloca i1, align 1
  store i1 false, ptr %"$336pred", align 1
  %.155 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.155, align 8
  %.177 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.177, align 8
  %"$552pred" = alloca i1, align 1
  store i1 false, ptr %"$552pred", align 1
  %"$590pred" = alloca i1, align 1
  store i1 false, ptr %"$590pred", align 1
  %a.2 = alloca double, align 8
  store double 0.000000e+00, ptr %a.2, align 8
  %b.2 = alloca double, align 8
  store double 0.000000e+00, ptr %b.2, align 8
  %scale.2 = alloca i1, align 1
  store i1 false, ptr %scale.2, align 1
  %"$632pred" = alloca i1, align 1
  store i1 false, ptr %"$632pred", align 1
  %real.2 = alloca double, align 8
  store double 0.000000e+00, ptr %real.2, align 8
  %imag.2 = alloca double, align 8
  store double 0.000000e+00, ptr %imag.2, align 8
  %"$924pred" = alloca i1, align 1
  store i1 false, ptr %"$924pred", align 1
  %.328 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.328, align 8
  %.346 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.346, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { double, double } zeroinitializer, ptr %.5, align 8
  store { double, double } %inserted.imag, ptr %.5, align 8
  %.9 = getelementptr inbounds { double, double }, ptr %.5, i32 0, i32 0
  %.10 = load double, ptr %.9, align 8
  %.12 = load double, ptr %a, align 8
  store double %.10, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %.14, align 8
  store { double, double } %inserted.imag, ptr %.14, align 8
  %.18 = getelementptr inbounds { double, double }, ptr %.14, i32 0, i32 1
  %.19 = load double, ptr %.18, align 8
  %.21 = load double, ptr %b, align 8
  store double %.19, ptr %b, align 8
  %.23 = load double, ptr %a, align 8
  %.24 = fcmp oeq double %.23, 0.000000e+00
  %.26 = load i1, ptr %"$44pred", align 1
  store i1 %.24, ptr %"$44pred", align 1
  %.28 = load i1, ptr %"$44pred", align 1
  br i1 %.28, label %B46, label %B116

B46:                                              ; preds = %B0
  %.30 = load i1, ptr %"$44pred", align 1
  store i1 false, ptr %"$44pred", align 1
  %.32 = load double, ptr %b, align 8
  %.33 = fcmp oeq double %.32, 0.000000e+00
  %.35 = load i1, ptr %"$56pred", align 1
  store i1 %.33, ptr %"$56pred", align 1
  %.37 = load i1, ptr %"$56pred", align 1
  br i1 %.37, label %B58, label %B116

B58:                                              ; preds = %B46
  %.39 = load double, ptr %a, align 8
  store double 0.000000e+00, ptr %a, align 8
  %.41 = load i1, ptr %"$56pred", align 1
  store i1 false, ptr %"$56pred", align 1
  %.43 = load double, ptr %b, align 8
  %.44 = call double @__nv_fabs(double %.43)
  %.45 = load double, ptr %b, align 8
  store { double, double } zeroinitializer, ptr %.46, align 8
  %.49 = getelementptr inbounds { double, double }, ptr %.46, i32 0, i32 0
  store double %.44, ptr %.49, align 8
  %.51 = getelementptr inbounds { double, double }, ptr %.46, i32 0, i32 1
  store double %.45, ptr %.51, align 8
  %.53 = load { double, double }, ptr %.46, align 8
  %.54 = load double, ptr %b, align 8
  store double 0.000000e+00, ptr %b, align 8
  %extracted.real = extractvalue { double, double } %.53, 0
  %extracted.imag = extractvalue { double, double } %.53, 1
  %.56 = insertvalue { double, double } undef, double %extracted.real, 0
  %.57 = insertvalue { double, double } %.56, double %extracted.imag, 1
  store { double, double } %.57, ptr %.ret, align 8
  ret i32 0

B116:                                             ; preds = %B46, %B0
  %.60 = load i1, ptr %"$56pred", align 1
  store i1 false, ptr %"$56pred", align 1
  %.62 = load i1, ptr %"$44pred", align 1
  store i1 false, ptr %"$44pred", align 1
  %.64 = load double, ptr %b, align 8
  %.65 = call i32 @__nv_isinfd(double %.64)
  %.66 = icmp ne i32 %.65, 0
  %.68 = load i1, ptr %"$154pred", align 1
  store i1 %.66, ptr %"$154pred", align 1
  %.70 = load i1, ptr %"$154pred", align 1
  br i1 %.70, label %B156, label %B214

B156:                                             ; preds = %B116
  %.72 = load double, ptr %a, align 8
  store double 0.000000e+00, ptr %a, align 8
  %.74 = load i1, ptr %"$154pred", align 1
  store i1 false, ptr %"$154pred", align 1
  %.76 = load double, ptr %b, align 8
  %.77 = call double @__nv_fabs(double %.76)
  %.78 = load double, ptr %b, align 8
  store { double, double } zeroinitializer, ptr %.79, align 8
  %.82 = getelementptr inbounds { double, double }, ptr %.79, i32 0, i32 0
  store double %.77, ptr %.82, align 8
  %.84 = getelementptr inbounds { double, double }, ptr %.79, i32 0, i32 1
  store double %.78, ptr %.84, align 8
  %.86 = load { double, double }, ptr %.79, align 8
  %.87 = load double, ptr %b, align 8
  store double 0.000000e+00, ptr %b, align 8
  %extracted.real.1 = extractvalue { double, double } %.86, 0
  %extracted.imag.1 = extractvalue { double, double } %.86, 1
  %.89 = insertvalue { double, double } undef, double %extracted.real.1, 0
  %.90 = insertvalue { double, double } %.89, double %extracted.imag.1, 1
  store { double, double } %.90, ptr %.ret, align 8
  ret i32 0

B214:                                             ; preds = %B116
  %.93 = load i1, ptr %"$154pred", align 1
  store i1 false, ptr %"$154pred", align 1
  %.95 = load double, ptr %a, align 8
  %.96 = call i32 @__nv_isnand(double %.95)
  %.97 = icmp ne i32 %.96, 0
  %.99 = load i1, ptr %"$252pred", align 1
  store i1 %.97, ptr %"$252pred", align 1
  %.101 = load i1, ptr %"$252pred", align 1
  br i1 %.101, label %B254, label %B286

B254:                                             ; preds = %B214
  %.103 = load double, ptr %b, align 8
  store double 0.000000e+00, ptr %b, align 8
  %.105 = load i1, ptr %"$252pred", align 1
  store i1 false, ptr %"$252pred", align 1
  %.107 = load double, ptr %a, align 8
  %.108 = load double, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %.109, align 8
  %.112 = getelementptr inbounds { double, double }, ptr %.109, i32 0, i32 0
  store double %.107, ptr %.112, align 8
  %.114 = getelementptr inbounds { double, double }, ptr %.109, i32 0, i32 1
  store double %.108, ptr %.114, align 8
  %.116 = load { double, double }, ptr %.109, align 8
  %.117 = load double, ptr %a, align 8
  store double 0.000000e+00, ptr %a, align 8
  %extracted.real.2 = extractvalue { double, double } %.116, 0
  %extracted.imag.2 = extractvalue { double, double } %.116, 1
  %.119 = insertvalue { double, double } undef, double %extracted.real.2, 0
  %.120 = insertvalue { double, double } %.119, double %extracted.imag.2, 1
  store { double, double } %.120, ptr %.ret, align 8
  ret i32 0

B286:                                             ; preds = %B214
  %.123 = load i1, ptr %"$252pred", align 1
  store i1 false, ptr %"$252pred", align 1
  %.125 = load double, ptr %a, align 8
  %.126 = call i32 @__nv_isinfd(double %.125)
  %.127 = icmp ne i32 %.126, 0
  %.129 = load i1, ptr %"$324pred", align 1
  store i1 %.127, ptr %"$324pred", align 1
  %.131 = load i1, ptr %"$324pred", align 1
  br i1 %.131, label %B326, label %B516

B326:                                             ; preds = %B286
  %.133 = load i1, ptr %"$324pred", align 1
  store i1 false, ptr %"$324pred", align 1
  %.135 = load double, ptr %a, align 8
  %.136 = fcmp olt double %.135, 0.000000e+00
  %.138 = load i1, ptr %"$336pred", align 1
  store i1 %.136, ptr %"$336pred", align 1
  %.140 = load i1, ptr %"$336pred", align 1
  br i1 %.140, label %B338, label %B440

B338:                                             ; preds = %B326
  %.142 = load i1, ptr %"$336pred", align 1
  store i1 false, ptr %"$336pred", align 1
  %.144 = load double, ptr %b, align 8
  %.145 = load double, ptr %b, align 8
  %.146 = fsub double %.144, %.145
  %.147 = call double @__nv_fabs(double %.146)
  %.148 = load double, ptr %a, align 8
  %.149 = load double, ptr %b, align 8
  %.150 = call double @__nv_copysign(double %.148, double %.149)
  %.151 = load double, ptr %b, align 8
  store double 0.000000e+00, ptr %b, align 8
  %.153 = load double, ptr %a, align 8
  store double 0.000000e+00, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %.155, align 8
  %.158 = getelementptr inbounds { double, double }, ptr %.155, i32 0, i32 0
  store double %.147, ptr %.158, align 8
  %.160 = getelementptr inbounds { double, double }, ptr %.155, i32 0, i32 1
  store double %.150, ptr %.160, align 8
  %.162 = load { double, double }, ptr %.155, align 8
  %extracted.real.3 = extractvalue { double, double } %.162, 0
  %extracted.imag.3 = extractvalue { double, double } %.162, 1
  %.163 = insertvalue { double, double } undef, double %extracted.real.3, 0
  %.164 = insertvalue { double, double } %.163, double %extracted.imag.3, 1
  store { double, double } %.164, ptr %.ret, align 8
  ret i32 0

B440:                                             ; preds = %B326
  %.167 = load i1, ptr %"$336pred", align 1
  store i1 false, ptr %"$336pred", align 1
  %.169 = load double, ptr %b, align 8
  %.170 = load double, ptr %b, align 8
  %.171 = fsub double %.169, %.170
  %.172 = load double, ptr %b, align 8
  %.173 = call double @__nv_copysign(double %.171, double %.172)
  %.174 = load double, ptr %b, align 8
  store double 0.000000e+00, ptr %b, align 8
  %.176 = load double, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %.177, align 8
  %.180 = getelementptr inbounds { double, double }, ptr %.177, i32 0, i32 0
  store double %.176, ptr %.180, align 8
  %.182 = getelementptr inbounds { double, double }, ptr %.177, i32 0, i32 1
  store double %.173, ptr %.182, align 8
  %.184 = load { double, double }, ptr %.177, align 8
  %.185 = load double, ptr %a, align 8
  store double 0.000000e+00, ptr %a, align 8
  %extracted.real.4 = extractvalue { double, double } %.184, 0
  %extracted.imag.4 = extractvalue { double, double } %.184, 1
  %.187 = insertvalue { double, double } undef, double %extracted.real.4, 0
  %.188 = insertvalue { double, double } %.187, double %extracted.imag.4, 1
  store { double, double } %.188, ptr %.ret, align 8
  ret i32 0

B516:                                             ; preds = %B286
  %.191 = load i1, ptr %"$324pred", align 1
  store i1 false, ptr %"$324pred", align 1
  %.193 = load double, ptr %a, align 8
  %.194 = call double @__nv_fabs(double %.193)
  %.195 = fcmp oge double %.194, 0x7FDA827999FCEF32
  %.197 = load i1, ptr %"$552pred", align 1
  store i1 %.195, ptr %"$552pred", align 1
  %.199 = load i1, ptr %"$552pred", align 1
  br i1 %.199, label %B592, label %B554

B554:                                             ; preds = %B516
  %.201 = load i1, ptr %"$552pred", align 1
  store i1 false, ptr %"$552pred", align 1
  %.203 = load double, ptr %b, align 8
  %.204 = call double @__nv_fabs(double %.203)
  %.205 = fcmp oge double %.204, 0x7FDA827999FCEF32
  %.207 = load i1, ptr %"$590pred", align 1
  store i1 %.205, ptr %"$590pred", align 1
  %.209 = load i1, ptr %"$590pred", align 1
  br i1 %.209, label %B592, label %B618

B592:                                             ; preds = %B554, %B516
  %.211 = load i1, ptr %"$590pred", align 1
  store i1 false, ptr %"$590pred", align 1
  %.213 = load i1, ptr %"$552pred", align 1
  store i1 false, ptr %"$552pred", align 1
  %.215 = load double, ptr %a, align 8
  %.216 = fmul double %.215, 2.500000e-01
  %.217 = load double, ptr %a, align 8
  store double 0.000000e+00, ptr %a, align 8
  %.220 = load double, ptr %a.2, align 8
  store double %.216, ptr %a.2, align 8
  %.222 = load double, ptr %b, align 8
  %.223 = fmul double %.222, 2.500000e-01
  %.224 = load double, ptr %b, align 8
  store double 0.000000e+00, ptr %b, align 8
  %.227 = load double, ptr %b.2, align 8
  store double %.223, ptr %b.2, align 8
  %.230 = load i1, ptr %scale.2, align 1
  store i1 true, ptr %scale.2, align 1
  br label %B622

B618:                                             ; preds = %B554
  %.233 = load i1, ptr %"$590pred", align 1
  store i1 false, ptr %"$590pred", align 1
  %.235 = load double, ptr %a, align 8
  %.236 = load double, ptr %a.2, align 8
  store double %.235, ptr %a.2, align 8
  %.238 = load double, ptr %a, align 8
  store double 0.000000e+00, ptr %a, align 8
  %.240 = load double, ptr %b, align 8
  %.241 = load double, ptr %b.2, align 8
  store double %.240, ptr %b.2, align 8
  %.243 = load double, ptr %b, align 8
  store double 0.000000e+00, ptr %b, align 8
  %.245 = load i1, ptr %scale.2, align 1
  store i1 false, ptr %scale.2, align 1
  br label %B622

B622:                                             ; preds = %B618, %B592
  %.248 = load double, ptr %a.2, align 8
  %.249 = sitofp i64 0 to double
  %.250 = fcmp oge double %.248, %.249
  %.252 = load i1, ptr %"$632pred", align 1
  store i1 %.250, ptr %"$632pred", align 1
  %.254 = load i1, ptr %"$632pred", align 1
  br i1 %.254, label %B634, label %B746

B634:                                             ; preds = %B622
  %.256 = load i1, ptr %"$632pred", align 1
  store i1 false, ptr %"$632pred", align 1
  %.258 = load double, ptr %a.2, align 8
  %.259 = load double, ptr %b.2, align 8
  %.260 = call double @__nv_hypot(double %.258, double %.259)
  %.261 = load double, ptr %a.2, align 8
  %.262 = fadd double %.261, %.260
  %.263 = load double, ptr %a.2, align 8
  store double 0.000000e+00, ptr %a.2, align 8
  %.265 = fmul double %.262, 5.000000e-01
  %.266 = call double @__nv_sqrt(double %.265)
  %.268 = load double, ptr %real.2, align 8
  store double %.266, ptr %real.2, align 8
  %.270 = sitofp i64 2 to double
  %.271 = fmul double %.270, %.266
  %.272 = load double, ptr %b.2, align 8
  %.273 = fcmp oeq double %.271, 0.000000e+00
  br i1 %.273, label %B634.if, label %B634.endif, !prof !2

B746:                                             ; preds = %B622
  %.283 = load i1, ptr %"$632pred", align 1
  store i1 false, ptr %"$632pred", align 1
  %.285 = load double, ptr %a.2, align 8
  %.286 = fsub double -0.000000e+00, %.285
  %.287 = load double, ptr %a.2, align 8
  %.288 = load double, ptr %b.2, align 8
  %.289 = call double @__nv_hypot(double %.287, double %.288)
  %.290 = load double, ptr %a.2, align 8
  store double 0.000000e+00, ptr %a.2, align 8
  %.292 = fadd double %.286, %.289
  %.293 = fmul double %.292, 5.000000e-01
  %.294 = call double @__nv_sqrt(double %.293)
  %.295 = load double, ptr %b.2, align 8
  %.296 = call double @__nv_fabs(double %.295)
  %.297 = sitofp i64 2 to double
  %.298 = fmul double %.297, %.294
  %.299 = fcmp oeq double %.298, 0.000000e+00
  br i1 %.299, label %B746.if, label %B746.endif, !prof !2

B922:                                             ; preds = %B746.endif, %B634.endif
  %.312 = load i1, ptr %scale.2, align 1
  %.314 = load i1, ptr %"$924pred", align 1
  store i1 %.312, ptr %"$924pred", align 1
  %.316 = load i1, ptr %scale.2, align 1
  store i1 false, ptr %scale.2, align 1
  %.318 = load i1, ptr %"$924pred", align 1
  br i1 %.318, label %B926, label %B964

B926:                                             ; preds = %B922
  %.320 = load i1, ptr %"$924pred", align 1
  store i1 false, ptr %"$924pred", align 1
  %.322 = load double, ptr %real.2, align 8
  %.323 = sitofp i64 2 to double
  %.324 = fmul double %.322, %.323
  %.325 = load double, ptr %real.2, align 8
  store double 0.000000e+00, ptr %real.2, align 8
  %.327 = load double, ptr %imag.2, align 8
  store { double, double } zeroinitializer, ptr %.328, align 8
  %.331 = getelementptr inbounds { double, double }, ptr %.328, i32 0, i32 0
  store double %.324, ptr %.331, align 8
  %.333 = getelementptr inbounds { double, double }, ptr %.328, i32 0, i32 1
  store double %.327, ptr %.333, align 8
  %.335 = load { double, double }, ptr %.328, align 8
  %.336 = load double, ptr %imag.2, align 8
  store double 0.000000e+00, ptr %imag.2, align 8
  %extracted.real.5 = extractvalue { double, double } %.335, 0
  %extracted.imag.5 = extractvalue { double, double } %.335, 1
  %.338 = insertvalue { double, double } undef, double %extracted.real.5, 0
  %.339 = insertvalue { double, double } %.338, double %extracted.imag.5, 1
  store { double, double } %.339, ptr %.ret, align 8
  ret i32 0

B964:                                             ; preds = %B922
  %.342 = load i1, ptr %"$924pred", align 1
  store i1 false, ptr %"$924pred", align 1
  %.344 = load double, ptr %real.2, align 8
  %.345 = load double, ptr %imag.2, align 8
  store { double, double } zeroinitializer, ptr %.346, align 8
  %.349 = getelementptr inbounds { double, double }, ptr %.346, i32 0, i32 0
  store double %.344, ptr %.349, align 8
  %.351 = getelementptr inbounds { double, double }, ptr %.346, i32 0, i32 1
  store double %.345, ptr %.351, align 8
  %.353 = load { double, double }, ptr %.346, align 8
  %.354 = load double, ptr %real.2, align 8
  store double 0.000000e+00, ptr %real.2, align 8
  %.356 = load double, ptr %imag.2, align 8
  store double 0.000000e+00, ptr %imag.2, align 8
  %extracted.real.6 = extractvalue { double, double } %.353, 0
  %extracted.imag.6 = extractvalue { double, double } %.353, 1
  %.358 = insertvalue { double, double } undef, double %extracted.real.6, 0
  %.359 = insertvalue { double, double } %.358, double %extracted.imag.6, 1
  store { double, double } %.359, ptr %.ret, align 8
  ret i32 0

B634.if:                                          ; preds = %B634
  br label %B634.endif

B634.endif:                                       ; preds = %B634.if, %B634
  %.276 = fdiv double %.272, %.271
  %.277 = load double, ptr %b.2, align 8
  store double 0.000000e+00, ptr %b.2, align 8
  %.280 = load double, ptr %imag.2, align 8
  store double %.276, ptr %imag.2, align 8
  br label %B922

B746.if:                                          ; preds = %B746
  br label %B746.endif

B746.endif:                                       ; preds = %B746.if, %B746
  %.302 = fdiv double %.296, %.298
  %.303 = load double, ptr %real.2, align 8
  store double %.302, ptr %real.2, align 8
  %.305 = load double, ptr %b.2, align 8
  %.306 = call double @__nv_copysign(double %.294, double %.305)
  %.307 = load double, ptr %b.2, align 8
  store double 0.000000e+00, ptr %b.2, align 8
  %.309 = load double, ptr %imag.2, align 8
  store double %.306, ptr %imag.2, align 8
  br label %B922
}

declare double @__nv_fabs(double)

declare i32 @__nv_isinfd(double)

declare i32 @__nv_isnand(double)

declare double @__nv_sqrt(double)

define linkonce_odr i32 @_ZN5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB3v29B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128(ptr %.ret, double %z.0, double %z.1) {
entry:
  %inserted.real = insertvalue { double, double } undef, double %z.0, 0
  %inserted.imag = insertvalue { double, double } %inserted.real, double %z.1, 1
  %.5 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.5, align 8
  %.11 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.11, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { double, double } zeroinitializer, ptr %.5, align 8
  store { double, double } %inserted.imag, ptr %.5, align 8
  %.9 = getelementptr inbounds { double, double }, ptr %.5, i32 0, i32 0
  %.10 = load double, ptr %.9, align 8
  store { double, double } zeroinitializer, ptr %.11, align 8
  store { double, double } %inserted.imag, ptr %.11, align 8
  %.15 = getelementptr inbounds { double, double }, ptr %.11, i32 0, i32 1
  %.16 = load double, ptr %.15, align 8
  %.17 = call double @__nv_hypot(double %.10, double %.16)
  store double %.17, ptr %.ret, align 8
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba4cuda7cpython7numbers16complex_div_impl12_3clocals_3e11complex_divB3v27B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex12810complex128(ptr %.ret, double %a.0, double %a.1, double %b.0, double %b.1) {
entry:
  %inserted.real = insertvalue { double, double } undef, double %a.0, 0
  %inserted.imag = insertvalue { double, double } %inserted.real, double %a.1, 1
  %inserted.real.1 = insertvalue { double, double } undef, double %b.0, 0
  %inserted.imag.1 = insertvalue { double, double } %inserted.real.1, double %b.1, 1
  %a = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %a, align 8
  %.10 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.10, align 8
  %areal = alloca double, align 8
  store double 0.000000e+00, ptr %areal, align 8
  %.20 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.20, align 8
  %aimag = alloca double, align 8
  store double 0.000000e+00, ptr %aimag, align 8
  %.29 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.29, align 8
  %breal = alloca double, align 8
  store double 0.000000e+00, ptr %breal, align 8
  %.38 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.38, align 8
  %bimag = alloca double, align 8
  store double 0.000000e+00, ptr %bimag, align 8
  %"$62pred" = alloca i1, align 1
  store i1 false, ptr %"$62pred", align 1
  %"$66pred" = alloca i1, align 1
  store i1 false, ptr %"$66pred", align 1
  %"$160pred" = alloca i1, align 1
  store i1 false, ptr %"$160pred", align 1
  %"$164pred" = alloca i1, align 1
  store i1 false, ptr %"$164pred", align 1
  %.111 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.111, align 8
  %.159 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.159, align 8
  %"$314pred" = alloca i1, align 1
  store i1 false, ptr %"$314pred", align 1
  %.192 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.192, align 8
  %.221 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.221, align 8
  %.229 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.229, align 8
  %.241 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.241, align 8
  %.249 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.249, align 8
  %.262 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.262, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { double, double } %inserted.imag, ptr %a, align 8
  %.9 = load { double, double }, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %.10, align 8
  store { double, double } %.9, ptr %.10, align 8
  %.14 = getelementptr inbounds { double, double }, ptr %.10, i32 0, i32 0
  %.15 = load double, ptr %.14, align 8
  %.17 = load double, ptr %areal, align 8
  store double %.15, ptr %areal, align 8
  %.19 = load { double, double }, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %.20, align 8
  store { double, double } %.19, ptr %.20, align 8
  %.24 = getelementptr inbounds { double, double }, ptr %.20, i32 0, i32 1
  %.25 = load double, ptr %.24, align 8
  %.27 = load double, ptr %aimag, align 8
  store double %.25, ptr %aimag, align 8
  store { double, double } zeroinitializer, ptr %.29, align 8
  store { double, double } %inserted.imag.1, ptr %.29, align 8
  %.33 = getelementptr inbounds { double, double }, ptr %.29, i32 0, i32 0
  %.34 = load double, ptr %.33, align 8
  %.36 = load double, ptr %breal, align 8
  store double %.34, ptr %breal, align 8
  store { double, double } zeroinitializer, ptr %.38, align 8
  store { double, double } %inserted.imag.1, ptr %.38, align 8
  %.42 = getelementptr inbounds { double, double }, ptr %.38, i32 0, i32 1
  %.43 = load double, ptr %.42, align 8
  %.45 = load double, ptr %bimag, align 8
  store double %.43, ptr %bimag, align 8
  %.47 = load double, ptr %breal, align 8
  %.48 = fcmp une double %.47, 0.000000e+00
  %.50 = load i1, ptr %"$62pred", align 1
  store i1 %.48, ptr %"$62pred", align 1
  %.52 = load i1, ptr %"$62pred", align 1
  br i1 %.52, label %B98, label %B64

B64:                                              ; preds = %B0
  %.54 = load i1, ptr %"$62pred", align 1
  store i1 false, ptr %"$62pred", align 1
  %.56 = load double, ptr %bimag, align 8
  %.57 = fcmp une double %.56, 0.000000e+00
  %.59 = load i1, ptr %"$66pred", align 1
  store i1 %.57, ptr %"$66pred", align 1
  %.61 = load i1, ptr %"$66pred", align 1
  br i1 %.61, label %B98, label %B68

B68:                                              ; preds = %B64
  %.63 = load double, ptr %breal, align 8
  store double 0.000000e+00, ptr %breal, align 8
  %.65 = load double, ptr %bimag, align 8
  store double 0.000000e+00, ptr %bimag, align 8
  %.67 = load double, ptr %areal, align 8
  store double 0.000000e+00, ptr %areal, align 8
  %.69 = load double, ptr %aimag, align 8
  store double 0.000000e+00, ptr %aimag, align 8
  %.71 = load { double, double }, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %a, align 8
  %.73 = load i1, ptr %"$66pred", align 1
  store i1 false, ptr %"$66pred", align 1
  ret i32 1

B98:                                              ; preds = %B64, %B0
  %.76 = load i1, ptr %"$66pred", align 1
  store i1 false, ptr %"$66pred", align 1
  %.78 = load i1, ptr %"$62pred", align 1
  store i1 false, ptr %"$62pred", align 1
  %.80 = load double, ptr %breal, align 8
  %.81 = call double @__nv_fabs(double %.80)
  %.82 = load double, ptr %bimag, align 8
  %.83 = call double @__nv_fabs(double %.82)
  %.84 = fcmp oge double %.81, %.83
  %.86 = load i1, ptr %"$160pred", align 1
  store i1 %.84, ptr %"$160pred", align 1
  %.88 = load i1, ptr %"$160pred", align 1
  br i1 %.88, label %B162, label %B312

B162:                                             ; preds = %B98
  %.90 = load { double, double }, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %a, align 8
  %.92 = load i1, ptr %"$160pred", align 1
  store i1 false, ptr %"$160pred", align 1
  %.94 = load double, ptr %breal, align 8
  %.95 = fcmp une double %.94, 0.000000e+00
  %.97 = load i1, ptr %"$164pred", align 1
  store i1 %.95, ptr %"$164pred", align 1
  %.99 = load i1, ptr %"$164pred", align 1
  br i1 %.99, label %B218, label %B166

B166:                                             ; preds = %B162
  %.101 = load double, ptr %breal, align 8
  store double 0.000000e+00, ptr %breal, align 8
  %.103 = load double, ptr %bimag, align 8
  store double 0.000000e+00, ptr %bimag, align 8
  %.105 = load double, ptr %areal, align 8
  store double 0.000000e+00, ptr %areal, align 8
  %.107 = load double, ptr %aimag, align 8
  store double 0.000000e+00, ptr %aimag, align 8
  %.109 = load i1, ptr %"$164pred", align 1
  store i1 false, ptr %"$164pred", align 1
  store { double, double } zeroinitializer, ptr %.111, align 8
  %.114 = getelementptr inbounds { double, double }, ptr %.111, i32 0, i32 0
  store double 0x7FF8000000000000, ptr %.114, align 8
  %.116 = getelementptr inbounds { double, double }, ptr %.111, i32 0, i32 1
  store double 0x7FF8000000000000, ptr %.116, align 8
  %.118 = load { double, double }, ptr %.111, align 8
  %extracted.real = extractvalue { double, double } %.118, 0
  %extracted.imag = extractvalue { double, double } %.118, 1
  %.119 = insertvalue { double, double } undef, double %extracted.real, 0
  %.120 = insertvalue { double, double } %.119, double %extracted.imag, 1
  store { double, double } %.120, ptr %.ret, align 8
  ret i32 0

B218:                                             ; preds = %B162
  %.123 = load i1, ptr %"$164pred", align 1
  store i1 false, ptr %"$164pred", align 1
  %.125 = load double, ptr %bimag, align 8
  %.126 = load double, ptr %breal, align 8
  %.127 = fcmp oeq double %.126, 0.000000e+00
  br i1 %.127, label %B218.if, label %B218.endif, !prof !2

B312:                                             ; preds = %B98
  %.171 = load double, ptr %areal, align 8
  store double 0.000000e+00, ptr %areal, align 8
  %.173 = load double, ptr %aimag, align 8
  store double 0.000000e+00, ptr %aimag, align 8
  %.175 = load i1, ptr %"$160pred", align 1
  store i1 false, ptr %"$160pred", align 1
  %.177 = load double, ptr %bimag, align 8
  %.178 = fcmp une double %.177, 0.000000e+00
  %.180 = load i1, ptr %"$314pred", align 1
  store i1 %.178, ptr %"$314pred", align 1
  %.182 = load i1, ptr %"$314pred", align 1
  br i1 %.182, label %B368, label %B316

B316:                                             ; preds = %B312
  %.184 = load double, ptr %breal, align 8
  store double 0.000000e+00, ptr %breal, align 8
  %.186 = load double, ptr %bimag, align 8
  store double 0.000000e+00, ptr %bimag, align 8
  %.188 = load { double, double }, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %a, align 8
  %.190 = load i1, ptr %"$314pred", align 1
  store i1 false, ptr %"$314pred", align 1
  store { double, double } zeroinitializer, ptr %.192, align 8
  %.195 = getelementptr inbounds { double, double }, ptr %.192, i32 0, i32 0
  store double 0x7FF8000000000000, ptr %.195, align 8
  %.197 = getelementptr inbounds { double, double }, ptr %.192, i32 0, i32 1
  store double 0x7FF8000000000000, ptr %.197, align 8
  %.199 = load { double, double }, ptr %.192, align 8
  %extracted.real.2 = extractvalue { double, double } %.199, 0
  %extracted.imag.2 = extractvalue { double, double } %.199, 1
  %.200 = insertvalue { double, double } undef, double %extracted.real.2, 0
  %.201 = insertvalue { double, double } %.200, double %extracted.imag.2, 1
  store { double, double } %.201, ptr %.ret, align 8
  ret i32 0

B368:                                             ; preds = %B312
  %.204 = load i1, ptr %"$314pred", align 1
  store i1 false, ptr %"$314pred", align 1
  %.206 = load double, ptr %breal, align 8
  %.207 = load double, ptr %bimag, align 8
  %.208 = fcmp oeq double %.207, 0.000000e+00
  br i1 %.208, label %B368.if, label %B368.endif, !prof !2

B218.if:                                          ; preds = %B218
  br label %B218.endif

B218.endif:                                       ; preds = %B218.if, %B218
  %.130 = fdiv double %.125, %.126
  %.131 = load double, ptr %bimag, align 8
  %.132 = fmul double %.131, %.130
  %.133 = load double, ptr %bimag, align 8
  store double 0.000000e+00, ptr %bimag, align 8
  %.135 = load double, ptr %breal, align 8
  %.136 = fadd double %.135, %.132
  %.137 = load double, ptr %breal, align 8
  store double 0.000000e+00, ptr %breal, align 8
  %.139 = load double, ptr %aimag, align 8
  %.140 = fmul double %.139, %.130
  %.141 = load double, ptr %areal, align 8
  %.142 = fadd double %.141, %.140
  %.143 = fcmp oeq double %.136, 0.000000e+00
  br i1 %.143, label %B218.endif.if, label %B218.endif.endif, !prof !2

B218.endif.if:                                    ; preds = %B218.endif
  br label %B218.endif.endif

B218.endif.endif:                                 ; preds = %B218.endif.if, %B218.endif
  %.146 = fdiv double %.142, %.136
  %.147 = load double, ptr %areal, align 8
  %.148 = fmul double %.147, %.130
  %.149 = load double, ptr %areal, align 8
  store double 0.000000e+00, ptr %areal, align 8
  %.151 = load double, ptr %aimag, align 8
  %.152 = fsub double %.151, %.148
  %.153 = load double, ptr %aimag, align 8
  store double 0.000000e+00, ptr %aimag, align 8
  %.155 = fcmp oeq double %.136, 0.000000e+00
  br i1 %.155, label %B218.endif.endif.if, label %B218.endif.endif.endif, !prof !2

B218.endif.endif.if:                              ; preds = %B218.endif.endif
  br label %B218.endif.endif.endif

B218.endif.endif.endif:                           ; preds = %B218.endif.endif.if, %B218.endif.endif
  %.158 = fdiv double %.152, %.136
  store { double, double } zeroinitializer, ptr %.159, align 8
  %.162 = getelementptr inbounds { double, double }, ptr %.159, i32 0, i32 0
  store double %.146, ptr %.162, align 8
  %.164 = getelementptr inbounds { double, double }, ptr %.159, i32 0, i32 1
  store double %.158, ptr %.164, align 8
  %.166 = load { double, double }, ptr %.159, align 8
  %extracted.real.1 = extractvalue { double, double } %.166, 0
  %extracted.imag.1 = extractvalue { double, double } %.166, 1
  %.167 = insertvalue { double, double } undef, double %extracted.real.1, 0
  %.168 = insertvalue { double, double } %.167, double %extracted.imag.1, 1
  store { double, double } %.168, ptr %.ret, align 8
  ret i32 0

B368.if:                                          ; preds = %B368
  br label %B368.endif

B368.endif:                                       ; preds = %B368.if, %B368
  %.211 = fdiv double %.206, %.207
  %.212 = load double, ptr %breal, align 8
  %.213 = fmul double %.212, %.211
  %.214 = load double, ptr %breal, align 8
  store double 0.000000e+00, ptr %breal, align 8
  %.216 = load double, ptr %bimag, align 8
  %.217 = fadd double %.213, %.216
  %.218 = load double, ptr %bimag, align 8
  store double 0.000000e+00, ptr %bimag, align 8
  %.220 = load { double, double }, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %.221, align 8
  store { double, double } %.220, ptr %.221, align 8
  %.225 = getelementptr inbounds { double, double }, ptr %.221, i32 0, i32 0
  %.226 = load double, ptr %.225, align 8
  %.227 = fmul double %.226, %.211
  %.228 = load { double, double }, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %.229, align 8
  store { double, double } %.228, ptr %.229, align 8
  %.233 = getelementptr inbounds { double, double }, ptr %.229, i32 0, i32 1
  %.234 = load double, ptr %.233, align 8
  %.235 = fadd double %.227, %.234
  %.236 = fcmp oeq double %.217, 0.000000e+00
  br i1 %.236, label %B368.endif.if, label %B368.endif.endif, !prof !2

B368.endif.if:                                    ; preds = %B368.endif
  br label %B368.endif.endif

B368.endif.endif:                                 ; preds = %B368.endif.if, %B368.endif
  %.239 = fdiv double %.235, %.217
  %.240 = load { double, double }, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %.241, align 8
  store { double, double } %.240, ptr %.241, align 8
  %.245 = getelementptr inbounds { double, double }, ptr %.241, i32 0, i32 1
  %.246 = load double, ptr %.245, align 8
  %.247 = fmul double %.246, %.211
  %.248 = load { double, double }, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %.249, align 8
  store { double, double } %.248, ptr %.249, align 8
  %.253 = getelementptr inbounds { double, double }, ptr %.249, i32 0, i32 0
  %.254 = load double, ptr %.253, align 8
  %.255 = load { double, double }, ptr %a, align 8
  store { double, double } zeroinitializer, ptr %a, align 8
  %.257 = fsub double %.247, %.254
  %.258 = fcmp oeq double %.217, 0.000000e+00
  br i1 %.258, label %B368.endif.endif.if, label %B368.endif.endif.endif, !prof !2

B368.endif.endif.if:                              ; preds = %B368.endif.endif
  br label %B368.endif.endif.endif

B368.endif.endif.endif:                           ; preds = %B368.endif.endif.if, %B368.endif.endif
  %.261 = fdiv double %.257, %.217
  store { double, double } zeroinitializer, ptr %.262, align 8
  %.265 = getelementptr inbounds { double, double }, ptr %.262, i32 0, i32 0
  store double %.239, ptr %.265, align 8
  %.267 = getelementptr inbounds { double, double }, ptr %.262, i32 0, i32 1
  store double %.261, ptr %.267, align 8
  %.269 = load { double, double }, ptr %.262, align 8
  %extracted.real.3 = extractvalue { double, double } %.269, 0
  %extracted.imag.3 = extractvalue { double, double } %.269, 1
  %.270 = insertvalue { double, double } undef, double %extracted.real.3, 0
  %.271 = insertvalue { double, double } %.270, double %extracted.imag.3, 1
  store { double, double } %.271, ptr %.ret, align 8
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba4cuda7cpython9cmathimpl15impl_cmath_rect12_3clocals_3e4implB3v20B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEfd(ptr %.ret, float %r, double %phi) {
entry:
  %r.1 = alloca float, align 4
  store float 0.000000e+00, ptr %r.1, align 4
  %phi.1 = alloca double, align 8
  store double 0.000000e+00, ptr %phi.1, align 8
  %"$42pred" = alloca i1, align 1
  store i1 false, ptr %"$42pred", align 1
  %"$46pred" = alloca i1, align 1
  store i1 false, ptr %"$46pred", align 1
  %.35 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.35, align 8
  %"$116pred" = alloca i1, align 1
  store i1 false, ptr %"$116pred", align 1
  %.62 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.62, align 8
  %real = alloca double, align 8
  store double 0.000000e+00, ptr %real, align 8
  %imag = alloca double, align 8
  store double 0.000000e+00, ptr %imag, align 8
  %"$240pred" = alloca i1, align 1
  store i1 false, ptr %"$240pred", align 1
  %"$280pred" = alloca i1, align 1
  store i1 false, ptr %"$280pred", align 1
  %real.3 = alloca double, align 8
  store double 0.000000e+00, ptr %real.3, align 8
  %"$314pred" = alloca i1, align 1
  store i1 false, ptr %"$314pred", align 1
  %"$354pred" = alloca i1, align 1
  store i1 false, ptr %"$354pred", align 1
  %imag.3 = alloca double, align 8
  store double 0.000000e+00, ptr %imag.3, align 8
  %.190 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.190, align 8
  br label %B0

B0:                                               ; preds = %entry
  store float %r, ptr %r.1, align 4
  store double %phi, ptr %phi.1, align 8
  %.9 = load double, ptr %phi.1, align 8
  %.10 = call i32 @__nv_isfinited(double %.9)
  %.11 = icmp ne i32 %.10, 0
  %.13 = load i1, ptr %"$42pred", align 1
  store i1 %.11, ptr %"$42pred", align 1
  %.15 = load i1, ptr %"$42pred", align 1
  br i1 %.15, label %B150, label %B44

B44:                                              ; preds = %B0
  %.17 = load i1, ptr %"$42pred", align 1
  store i1 false, ptr %"$42pred", align 1
  %.19 = load float, ptr %r.1, align 4
  %.20 = fcmp une float %.19, 0.000000e+00
  %.22 = load i1, ptr %"$46pred", align 1
  store i1 %.20, ptr %"$46pred", align 1
  %.24 = load i1, ptr %"$46pred", align 1
  br i1 %.24, label %B78, label %B48

B48:                                              ; preds = %B44
  %.26 = load double, ptr %phi.1, align 8
  store double 0.000000e+00, ptr %phi.1, align 8
  %.28 = load i1, ptr %"$46pred", align 1
  store i1 false, ptr %"$46pred", align 1
  %.30 = load float, ptr %r.1, align 4
  %.31 = call float @__nv_fabsf(float %.30)
  %.32 = load float, ptr %r.1, align 4
  store float 0.000000e+00, ptr %r.1, align 4
  %.34 = fpext float %.31 to double
  store { double, double } zeroinitializer, ptr %.35, align 8
  %.38 = getelementptr inbounds { double, double }, ptr %.35, i32 0, i32 0
  store double %.34, ptr %.38, align 8
  %.40 = getelementptr inbounds { double, double }, ptr %.35, i32 0, i32 1
  store double 0.000000e+00, ptr %.40, align 8
  %.42 = load { double, double }, ptr %.35, align 8
  %extracted.real = extractvalue { double, double } %.42, 0
  %extracted.imag = extractvalue { double, double } %.42, 1
  %.43 = insertvalue { double, double } undef, double %extracted.real, 0
  %.44 = insertvalue { double, double } %.43, double %extracted.imag, 1
  store { double, double } %.44, ptr %.ret, align 8
  ret i32 0

B78:                                              ; preds = %B44
  %.47 = load i1, ptr %"$46pred", align 1
  store i1 false, ptr %"$46pred", align 1
  %.49 = load float, ptr %r.1, align 4
  %.50 = call i32 @__nv_isinff(float %.49)
  %.51 = icmp ne i32 %.50, 0
  %.53 = load i1, ptr %"$116pred", align 1
  store i1 %.51, ptr %"$116pred", align 1
  %.55 = load i1, ptr %"$116pred", align 1
  br i1 %.55, label %B118, label %B150

B118:                                             ; preds = %B78
  %.57 = load i1, ptr %"$116pred", align 1
  store i1 false, ptr %"$116pred", align 1
  %.59 = load float, ptr %r.1, align 4
  %.60 = load double, ptr %phi.1, align 8
  %.61 = fpext float %.59 to double
  store { double, double } zeroinitializer, ptr %.62, align 8
  %.65 = getelementptr inbounds { double, double }, ptr %.62, i32 0, i32 0
  store double %.61, ptr %.65, align 8
  %.67 = getelementptr inbounds { double, double }, ptr %.62, i32 0, i32 1
  store double %.60, ptr %.67, align 8
  %.69 = load { double, double }, ptr %.62, align 8
  %.70 = load float, ptr %r.1, align 4
  store float 0.000000e+00, ptr %r.1, align 4
  %.72 = load double, ptr %phi.1, align 8
  store double 0.000000e+00, ptr %phi.1, align 8
  %extracted.real.1 = extractvalue { double, double } %.69, 0
  %extracted.imag.1 = extractvalue { double, double } %.69, 1
  %.74 = insertvalue { double, double } undef, double %extracted.real.1, 0
  %.75 = insertvalue { double, double } %.74, double %extracted.imag.1, 1
  store { double, double } %.75, ptr %.ret, align 8
  ret i32 0

B150:                                             ; preds = %B78, %B0
  %.78 = load i1, ptr %"$42pred", align 1
  store i1 false, ptr %"$42pred", align 1
  %.80 = load i1, ptr %"$116pred", align 1
  store i1 false, ptr %"$116pred", align 1
  %.82 = load double, ptr %phi.1, align 8
  %.83 = call double @__nv_cos(double %.82)
  %.85 = load double, ptr %real, align 8
  store double %.83, ptr %real, align 8
  %.87 = load double, ptr %phi.1, align 8
  %.88 = call double @__nv_sin(double %.87)
  %.90 = load double, ptr %imag, align 8
  store double %.88, ptr %imag, align 8
  %.92 = load double, ptr %phi.1, align 8
  store double 0.000000e+00, ptr %phi.1, align 8
  %.94 = load double, ptr %real, align 8
  %.95 = fcmp oeq double %.94, 0.000000e+00
  %.97 = load i1, ptr %"$240pred", align 1
  store i1 %.95, ptr %"$240pred", align 1
  %.99 = load i1, ptr %"$240pred", align 1
  br i1 %.99, label %B242, label %B294

B242:                                             ; preds = %B150
  %.101 = load i1, ptr %"$240pred", align 1
  store i1 false, ptr %"$240pred", align 1
  %.103 = load float, ptr %r.1, align 4
  %.104 = call i32 @__nv_isinff(float %.103)
  %.105 = icmp ne i32 %.104, 0
  %.107 = load i1, ptr %"$280pred", align 1
  store i1 %.105, ptr %"$280pred", align 1
  %.109 = load i1, ptr %"$280pred", align 1
  br i1 %.109, label %B282, label %B294

B282:                                             ; preds = %B242
  %.111 = load i1, ptr %"$280pred", align 1
  store i1 false, ptr %"$280pred", align 1
  %.113 = load double, ptr %real, align 8
  %.114 = load float, ptr %r.1, align 4
  %.115 = fpext float %.114 to double
  %.116 = fcmp oeq double %.115, 0.000000e+00
  br i1 %.116, label %B282.if, label %B282.endif, !prof !2

B294:                                             ; preds = %B242, %B150
  %.126 = load i1, ptr %"$280pred", align 1
  store i1 false, ptr %"$280pred", align 1
  %.128 = load i1, ptr %"$240pred", align 1
  store i1 false, ptr %"$240pred", align 1
  %.130 = load double, ptr %real, align 8
  %.131 = load float, ptr %r.1, align 4
  %.132 = fpext float %.131 to double
  %.133 = fmul double %.130, %.132
  %.134 = load double, ptr %real, align 8
  store double 0.000000e+00, ptr %real, align 8
  %.136 = load double, ptr %real.3, align 8
  store double %.133, ptr %real.3, align 8
  br label %B304

B304:                                             ; preds = %B282.endif, %B294
  %.139 = load double, ptr %imag, align 8
  %.140 = fcmp oeq double %.139, 0.000000e+00
  %.142 = load i1, ptr %"$314pred", align 1
  store i1 %.140, ptr %"$314pred", align 1
  %.144 = load i1, ptr %"$314pred", align 1
  br i1 %.144, label %B316, label %B368

B316:                                             ; preds = %B304
  %.146 = load i1, ptr %"$314pred", align 1
  store i1 false, ptr %"$314pred", align 1
  %.148 = load float, ptr %r.1, align 4
  %.149 = call i32 @__nv_isinff(float %.148)
  %.150 = icmp ne i32 %.149, 0
  %.152 = load i1, ptr %"$354pred", align 1
  store i1 %.150, ptr %"$354pred", align 1
  %.154 = load i1, ptr %"$354pred", align 1
  br i1 %.154, label %B356, label %B368

B356:                                             ; preds = %B316
  %.156 = load i1, ptr %"$354pred", align 1
  store i1 false, ptr %"$354pred", align 1
  %.158 = load double, ptr %imag, align 8
  %.159 = load float, ptr %r.1, align 4
  %.160 = fpext float %.159 to double
  %.161 = fcmp oeq double %.160, 0.000000e+00
  br i1 %.161, label %B356.if, label %B356.endif, !prof !2

B368:                                             ; preds = %B316, %B304
  %.173 = load i1, ptr %"$354pred", align 1
  store i1 false, ptr %"$354pred", align 1
  %.175 = load i1, ptr %"$314pred", align 1
  store i1 false, ptr %"$314pred", align 1
  %.177 = load double, ptr %imag, align 8
  %.178 = load float, ptr %r.1, align 4
  %.179 = fpext float %.178 to double
  %.180 = fmul double %.177, %.179
  %.181 = load float, ptr %r.1, align 4
  store float 0.000000e+00, ptr %r.1, align 4
  %.183 = load double, ptr %imag, align 8
  store double 0.000000e+00, ptr %imag, align 8
  %.185 = load double, ptr %imag.3, align 8
  store double %.180, ptr %imag.3, align 8
  br label %B378

B378:                                             ; preds = %B356.endif, %B368
  %.188 = load double, ptr %real.3, align 8
  %.189 = load double, ptr %imag.3, align 8
  store { double, double } zeroinitializer, ptr %.190, align 8
  %.193 = getelementptr inbounds { double, double }, ptr %.190, i32 0, i32 0
  store double %.188, ptr %.193, align 8
  %.195 = getelementptr inbounds { double, double }, ptr %.190, i32 0, i32 1
  store double %.189, ptr %.195, align 8
  %.197 = load { double, double }, ptr %.190, align 8
  %.198 = load double, ptr %real.3, align 8
  store double 0.000000e+00, ptr %real.3, align 8
  %.200 = load double, ptr %imag.3, align 8
  store double 0.000000e+00, ptr %imag.3, align 8
  %extracted.real.2 = extractvalue { double, double } %.197, 0
  %extracted.imag.2 = extractvalue { double, double } %.197, 1
  %.202 = insertvalue { double, double } undef, double %extracted.real.2, 0
  %.203 = insertvalue { double, double } %.202, double %extracted.imag.2, 1
  store { double, double } %.203, ptr %.ret, align 8
  ret i32 0

B282.if:                                          ; preds = %B282
  br label %B282.endif

B282.endif:                                       ; preds = %B282.if, %B282
  %.119 = fdiv double %.113, %.115
  %.120 = load double, ptr %real, align 8
  store double 0.000000e+00, ptr %real, align 8
  %.123 = load double, ptr %real.3, align 8
  store double %.119, ptr %real.3, align 8
  br label %B304

B356.if:                                          ; preds = %B356
  br label %B356.endif

B356.endif:                                       ; preds = %B356.if, %B356
  %.164 = fdiv double %.158, %.160
  %.165 = load float, ptr %r.1, align 4
  store float 0.000000e+00, ptr %r.1, align 4
  %.167 = load double, ptr %imag, align 8
  store double 0.000000e+00, ptr %imag, align 8
  %.170 = load double, ptr %imag.3, align 8
  store double %.164, ptr %imag.3, align 8
  br label %B378
}

declare i32 @__nv_isfinited(double)

declare double @__nv_cos(double)

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{i64 0, i64 9223372036854775807}
!2 = !{!"branch_weights", i32 1, i32 99}
