; numba-cuda kernel n28_complex_local(Array(complex128, 1, 'A', False, aligned=True), Array(complex128, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__13complex_localB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI10complex128Li1E1A7mutable7alignedE5ArrayI10complex128Li1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__13complex_localB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI10complex128Li1E1A7mutable7alignedE5ArrayI10complex128Li1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB2v7B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128 = common global ptr null
@_ZN08NumbaEnv5numba4cuda7cpython7numbers16complex_div_impl12_3clocals_3e11complex_divB2v6B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex12810complex128 = common global ptr null

define ptx_kernel void @_ZN8__main__13complex_localB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI10complex128Li1E1A7mutable7alignedE5ArrayI10complex128Li1E1A7mutable7alignedE(ptr %z.0, ptr %z.1, i64 %z.2, i64 %z.3, ptr %z.4, i64 %z.5.0, i64 %z.6.0, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.6.0) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %z.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %z.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %z.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %z.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %z.4, 4
  %.17 = insertvalue [1 x i64] undef, i64 %z.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.17, 5
  %.18 = insertvalue [1 x i64] undef, i64 %z.6.0, 0
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
  %z = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %z, align 8
  %out = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %i = alloca i64, align 8
  store i64 0, ptr %i, align 8
  %.38 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.38, align 8
  %"$64pred" = alloca i1, align 1
  store i1 false, ptr %"$64pred", align 1
  %_cudapy_lmem = alloca [3 x { double, double }], align 8
  store [3 x { double, double }] zeroinitializer, ptr %_cudapy_lmem, align 8
  %.54 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.54, align 8
  %acc = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %acc, align 8
  %.82 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.82, align 8
  %.92 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.92, align 8
  %.96 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.96, align 8
  %.105 = alloca i64, align 8
  store i64 0, ptr %.105, align 8
  %.108 = alloca i64, align 8
  store i64 0, ptr %.108, align 8
  %"$phi170.0" = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi170.0", align 8
  %.147 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.147, align 8
  %.150 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.150, align 8
  %.176 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.176, align 8
  %.182 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.182, align 8
  %"$170for_iter.3" = alloca i1, align 1
  store i1 false, ptr %"$170for_iter.3", align 1
  %"$phi172.1" = alloca i64, align 8
  store i64 0, ptr %"$phi172.1", align 8
  %.202 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.202, align 8
  %.211 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.211, align 8
  %.249 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.249, align 8
  %.259 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.259, align 8
  %.263 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.263, align 8
  %.272 = alloca i64, align 8
  store i64 0, ptr %.272, align 8
  %.275 = alloca i64, align 8
  store i64 0, ptr %.275, align 8
  %"$phi242.0" = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi242.0", align 8
  %.314 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.314, align 8
  %.317 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.317, align 8
  %.343 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.343, align 8
  %.349 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.349, align 8
  %"$242for_iter.3" = alloca i1, align 1
  store i1 false, ptr %"$242for_iter.3", align 1
  %"$phi244.1" = alloca i64, align 8
  store i64 0, ptr %"$phi244.1", align 8
  %.371 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.371, align 8
  %quot = alloca i64, align 8
  store i64 0, ptr %quot, align 8
  %rem = alloca i64, align 8
  store i64 0, ptr %rem, align 8
  %.384 = alloca i64, align 8
  store i64 0, ptr %.384, align 8
  %.387 = alloca i64, align 8
  store i64 0, ptr %.387, align 8
  %.418 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.418, align 8
  %quot.1 = alloca i64, align 8
  store i64 0, ptr %quot.1, align 8
  %rem.1 = alloca i64, align 8
  store i64 0, ptr %rem.1, align 8
  %.458 = alloca i64, align 8
  store i64 0, ptr %.458, align 8
  %.461 = alloca i64, align 8
  store i64 0, ptr %.461, align 8
  %.492 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.492, align 8
  %.524 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.524, align 8
  %.534 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.534, align 8
  %.538 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.538, align 8
  %.542 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.542, align 8
  %.564 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.564, align 8
  %.572 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.572, align 8
  %.576 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.576, align 8
  %.580 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.580, align 8
  %.598 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.598, align 8
  %.614 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.614, align 8
  %.618 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.618, align 8
  %.622 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.622, align 8
  %.641 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.641, align 8
  %quot.2 = alloca i64, align 8
  store i64 0, ptr %quot.2, align 8
  %rem.2 = alloca i64, align 8
  store i64 0, ptr %rem.2, align 8
  %.689 = alloca i64, align 8
  store i64 0, ptr %.689, align 8
  %.692 = alloca i64, align 8
  store i64 0, ptr %.692, align 8
  %.723 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.723, align 8
  %.756 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.756, align 8
  %.788 = alloca double, align 8
  store double 0.000000e+00, ptr %.788, align 8
  %.802 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.802, align 8
  %.810 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.810, align 8
  %.814 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.814, align 8
  %.818 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.818, align 8
  %.837 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.837, align 8
  %.871 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.871, align 8
  %.877 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.877, align 8
  %.885 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.885, align 8
  %.889 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.889, align 8
  %.893 = alloca { double, double }, align 8
  store { double, double } zeroinitializer, ptr %.893, align 8
  %.913 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.913, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %z, align 8
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
  %.37 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %z, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.38, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.37, ptr %.38, align 8
  %.42 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.38, i32 0, i32 2
  %.43 = load i64, ptr %.42, align 8
  %.44 = load i64, ptr %i, align 8
  %.45 = icmp slt i64 %.44, %.43
  %.47 = load i1, ptr %"$64pred", align 1
  store i1 %.45, ptr %"$64pred", align 1
  %.49 = load i1, ptr %"$64pred", align 1
  br i1 %.49, label %B66, label %B482

B66:                                              ; preds = %B0
  %.51 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.54, align 8
  %.57 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.54, i32 0, i32 4
  %.58 = load ptr, ptr %.57, align 8
  %.59 = bitcast ptr %_cudapy_lmem to ptr
  %.60 = insertvalue [1 x i64] undef, i64 3, 0
  %.61 = insertvalue [1 x i64] undef, i64 16, 0
  %.62 = extractvalue [1 x i64] %.60, 0
  %.63 = mul nsw i64 1, %.62
  %.64 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.54, i32 0, i32 5
  store [1 x i64] %.60, ptr %.64, align 8
  %.66 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.54, i32 0, i32 6
  store [1 x i64] %.61, ptr %.66, align 8
  %.68 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.54, i32 0, i32 4
  store ptr %.59, ptr %.68, align 8
  %.70 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.54, i32 0, i32 3
  store i64 16, ptr %.70, align 8
  %.72 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.54, i32 0, i32 0
  store ptr null, ptr %.72, align 8
  %.74 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.54, i32 0, i32 1
  store ptr null, ptr %.74, align 8
  %.76 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.54, i32 0, i32 2
  store i64 %.63, ptr %.76, align 8
  %.78 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.54, align 8
  %.80 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %acc, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.78, ptr %acc, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.82, align 8
  %.85 = getelementptr inbounds { i64, i64, i64 }, ptr %.82, i32 0, i32 0
  store i64 0, ptr %.85, align 8
  %.87 = getelementptr inbounds { i64, i64, i64 }, ptr %.82, i32 0, i32 1
  store i64 3, ptr %.87, align 8
  %.89 = getelementptr inbounds { i64, i64, i64 }, ptr %.82, i32 0, i32 2
  store i64 1, ptr %.89, align 8
  %.91 = load { i64, i64, i64 }, ptr %.82, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.92, align 8
  store { i64, i64, i64 } %.91, ptr %.92, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.96, align 8
  %.99 = getelementptr inbounds { i64, i64, i64 }, ptr %.92, i32 0, i32 0
  %.100 = load i64, ptr %.99, align 8
  %.101 = getelementptr inbounds { i64, i64, i64 }, ptr %.92, i32 0, i32 1
  %.102 = load i64, ptr %.101, align 8
  %.103 = getelementptr inbounds { i64, i64, i64 }, ptr %.92, i32 0, i32 2
  %.104 = load i64, ptr %.103, align 8
  store i64 %.100, ptr %.105, align 8
  %.110 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.96, i32 0, i32 0
  store ptr %.105, ptr %.110, align 8
  %.112 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.96, i32 0, i32 1
  store i64 %.102, ptr %.112, align 8
  %.114 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.96, i32 0, i32 2
  store i64 %.104, ptr %.114, align 8
  %.116 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.96, i32 0, i32 3
  store ptr %.108, ptr %.116, align 8
  %.118 = sub i64 %.102, %.100
  %.119 = icmp sgt i64 %.118, 0
  %.120 = icmp sgt i64 %.104, 0
  %.121 = xor i1 %.119, %.120
  %.122 = icmp eq i64 %.104, 0
  br i1 %.122, label %B66.if, label %B66.endif, !prof !1

B170:                                             ; preds = %B66.endif.endif, %B172
  %.146 = load { ptr, i64, i64, ptr }, ptr %"$phi170.0", align 8
  store { i64, i1 } zeroinitializer, ptr %.147, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.150, align 8
  store { ptr, i64, i64, ptr } %.146, ptr %.150, align 8
  %.154 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.150, i32 0, i32 3
  %.155 = load ptr, ptr %.154, align 8
  %.156 = load i64, ptr %.155, align 8
  %.157 = icmp sgt i64 %.156, 0
  %.158 = getelementptr inbounds { i64, i1 }, ptr %.147, i32 0, i32 1
  store i1 %.157, ptr %.158, align 1
  br i1 %.157, label %B170.if, label %B170.endif

B172:                                             ; preds = %B170.endif
  %.196 = load i1, ptr %"$170for_iter.3", align 1
  store i1 false, ptr %"$170for_iter.3", align 1
  %.198 = load i64, ptr %"$phi172.1", align 8
  %.199 = load i64, ptr %"$phi172.1", align 8
  store i64 0, ptr %"$phi172.1", align 8
  %.201 = sitofp i64 0 to double
  store { double, double } zeroinitializer, ptr %.202, align 8
  %.205 = getelementptr inbounds { double, double }, ptr %.202, i32 0, i32 0
  store double %.201, ptr %.205, align 8
  %.207 = getelementptr inbounds { double, double }, ptr %.202, i32 0, i32 1
  store double 0.000000e+00, ptr %.207, align 8
  %.209 = load { double, double }, ptr %.202, align 8
  %.210 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %acc, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.211, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.210, ptr %.211, align 8
  %.215 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.211, i32 0, i32 5
  %.216 = getelementptr inbounds [1 x i64], ptr %.215, i32 0, i32 0
  %.217 = load i64, ptr %.216, align 8, !range !2
  %.218 = insertvalue [1 x i64] undef, i64 %.217, 0
  %.219 = extractvalue [1 x i64] %.218, 0
  %.220 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.211, i32 0, i32 6
  %.221 = load [1 x i64], ptr %.220, align 8
  %.222 = extractvalue [1 x i64] %.221, 0
  %.223 = icmp slt i64 %.198, 0
  %.224 = add i64 %.198, %.219
  %.225 = select i1 %.223, i64 %.224, i64 %.198
  %.226 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.211, i32 0, i32 5
  %.227 = getelementptr inbounds [1 x i64], ptr %.226, i32 0, i32 0
  %.228 = load i64, ptr %.227, align 8, !range !2
  %.229 = insertvalue [1 x i64] undef, i64 %.228, 0
  %.230 = extractvalue [1 x i64] %.229, 0
  %.231 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.211, i32 0, i32 6
  %.232 = load [1 x i64], ptr %.231, align 8
  %.233 = extractvalue [1 x i64] %.232, 0
  %.234 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.211, i32 0, i32 4
  %.235 = load ptr, ptr %.234, align 8
  %.236 = mul i64 %.225, 1
  %.237 = add i64 0, %.236
  %.238 = getelementptr { double, double }, ptr %.235, i64 %.237
  %extracted.real = extractvalue { double, double } %.209, 0
  %extracted.imag = extractvalue { double, double } %.209, 1
  %.239 = insertvalue { double, double } undef, double %extracted.real, 0
  %.240 = insertvalue { double, double } %.239, double %extracted.imag, 1
  store { double, double } %.240, ptr %.238, align 8
  br label %B170

B212:                                             ; preds = %B170.endif
  %.243 = load i64, ptr %"$phi172.1", align 8
  store i64 0, ptr %"$phi172.1", align 8
  %.245 = load { ptr, i64, i64, ptr }, ptr %"$phi170.0", align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi170.0", align 8
  %.247 = load i1, ptr %"$170for_iter.3", align 1
  store i1 false, ptr %"$170for_iter.3", align 1
  store { i64, i64, i64 } zeroinitializer, ptr %.249, align 8
  %.252 = getelementptr inbounds { i64, i64, i64 }, ptr %.249, i32 0, i32 0
  store i64 0, ptr %.252, align 8
  %.254 = getelementptr inbounds { i64, i64, i64 }, ptr %.249, i32 0, i32 1
  store i64 6, ptr %.254, align 8
  %.256 = getelementptr inbounds { i64, i64, i64 }, ptr %.249, i32 0, i32 2
  store i64 1, ptr %.256, align 8
  %.258 = load { i64, i64, i64 }, ptr %.249, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.259, align 8
  store { i64, i64, i64 } %.258, ptr %.259, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.263, align 8
  %.266 = getelementptr inbounds { i64, i64, i64 }, ptr %.259, i32 0, i32 0
  %.267 = load i64, ptr %.266, align 8
  %.268 = getelementptr inbounds { i64, i64, i64 }, ptr %.259, i32 0, i32 1
  %.269 = load i64, ptr %.268, align 8
  %.270 = getelementptr inbounds { i64, i64, i64 }, ptr %.259, i32 0, i32 2
  %.271 = load i64, ptr %.270, align 8
  store i64 %.267, ptr %.272, align 8
  %.277 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.263, i32 0, i32 0
  store ptr %.272, ptr %.277, align 8
  %.279 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.263, i32 0, i32 1
  store i64 %.269, ptr %.279, align 8
  %.281 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.263, i32 0, i32 2
  store i64 %.271, ptr %.281, align 8
  %.283 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.263, i32 0, i32 3
  store ptr %.275, ptr %.283, align 8
  %.285 = sub i64 %.269, %.267
  %.286 = icmp sgt i64 %.285, 0
  %.287 = icmp sgt i64 %.271, 0
  %.288 = xor i1 %.286, %.287
  %.289 = icmp eq i64 %.271, 0
  br i1 %.289, label %B212.if, label %B212.endif, !prof !1

B242:                                             ; preds = %B244.endif.endif.endif, %B212.endif.endif
  %.313 = load { ptr, i64, i64, ptr }, ptr %"$phi242.0", align 8
  store { i64, i1 } zeroinitializer, ptr %.314, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.317, align 8
  store { ptr, i64, i64, ptr } %.313, ptr %.317, align 8
  %.321 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.317, i32 0, i32 3
  %.322 = load ptr, ptr %.321, align 8
  %.323 = load i64, ptr %.322, align 8
  %.324 = icmp sgt i64 %.323, 0
  %.325 = getelementptr inbounds { i64, i1 }, ptr %.314, i32 0, i32 1
  store i1 %.324, ptr %.325, align 1
  br i1 %.324, label %B242.if, label %B242.endif

B244:                                             ; preds = %B242.endif
  %.363 = load i1, ptr %"$242for_iter.3", align 1
  store i1 false, ptr %"$242for_iter.3", align 1
  %.365 = load i64, ptr %"$phi244.1", align 8
  %.366 = load i64, ptr %"$phi244.1", align 8
  store i64 0, ptr %"$phi244.1", align 8
  %.368 = load i64, ptr %i, align 8
  %.369 = add nsw i64 %.368, %.365
  %.370 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %z, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.371, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.370, ptr %.371, align 8
  %.375 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.371, i32 0, i32 2
  %.376 = load i64, ptr %.375, align 8
  %.379 = icmp eq i64 %.376, 0
  br i1 %.379, label %B244.if, label %B244.else, !prof !1

B378:                                             ; preds = %B242.endif
  %.673 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %z, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %z, align 8
  %.675 = load i64, ptr %"$phi244.1", align 8
  store i64 0, ptr %"$phi244.1", align 8
  %.677 = load { ptr, i64, i64, ptr }, ptr %"$phi242.0", align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi242.0", align 8
  %.679 = load i1, ptr %"$242for_iter.3", align 1
  store i1 false, ptr %"$242for_iter.3", align 1
  %.681 = load i64, ptr %i, align 8
  %.684 = icmp eq i64 3, 0
  br i1 %.684, label %B378.if, label %B378.else, !prof !1

B482:                                             ; preds = %B0
  %.951 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %z, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %z, align 8
  %.953 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.955 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.957 = load i1, ptr %"$64pred", align 1
  store i1 false, ptr %"$64pred", align 1
  ret void

B66.if:                                           ; preds = %B66
  ret void

B66.endif:                                        ; preds = %B66
  br i1 %.121, label %B66.endif.if, label %B66.endif.else

B66.endif.if:                                     ; preds = %B66.endif
  %.126 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.96, i32 0, i32 3
  %.127 = load ptr, ptr %.126, align 8
  store i64 0, ptr %.127, align 8
  br label %B66.endif.endif

B66.endif.else:                                   ; preds = %B66.endif
  %.130 = srem i64 %.118, %.104
  %.131 = sub i64 0, %.130
  %.132 = select i1 %.119, i64 %.130, i64 %.131
  %.133 = icmp sgt i64 %.132, 0
  %.134 = sdiv i64 %.118, %.104
  %.135 = select i1 %.133, i64 1, i64 0
  %.136 = add i64 %.134, %.135
  %.137 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.96, i32 0, i32 3
  %.138 = load ptr, ptr %.137, align 8
  store i64 %.136, ptr %.138, align 8
  br label %B66.endif.endif

B66.endif.endif:                                  ; preds = %B66.endif.else, %B66.endif.if
  %.141 = load { ptr, i64, i64, ptr }, ptr %.96, align 8
  %.143 = load { ptr, i64, i64, ptr }, ptr %"$phi170.0", align 8
  store { ptr, i64, i64, ptr } %.141, ptr %"$phi170.0", align 8
  br label %B170

B170.if:                                          ; preds = %B170
  %.161 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.150, i32 0, i32 0
  %.162 = load ptr, ptr %.161, align 8
  %.163 = load i64, ptr %.162, align 8
  %.164 = getelementptr inbounds { i64, i1 }, ptr %.147, i32 0, i32 0
  store i64 %.163, ptr %.164, align 8
  %.166 = sub nsw i64 %.156, 1
  store i64 %.166, ptr %.155, align 8
  %.168 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.150, i32 0, i32 2
  %.169 = load i64, ptr %.168, align 8
  %.170 = add i64 %.163, %.169
  %.171 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.150, i32 0, i32 0
  %.172 = load ptr, ptr %.171, align 8
  store i64 %.170, ptr %.172, align 8
  br label %B170.endif

B170.endif:                                       ; preds = %B170.if, %B170
  %.175 = load { i64, i1 }, ptr %.147, align 8
  store { i64, i1 } zeroinitializer, ptr %.176, align 8
  store { i64, i1 } %.175, ptr %.176, align 8
  %.180 = getelementptr inbounds { i64, i1 }, ptr %.176, i32 0, i32 0
  %.181 = load i64, ptr %.180, align 8
  store { i64, i1 } zeroinitializer, ptr %.182, align 8
  store { i64, i1 } %.175, ptr %.182, align 8
  %.186 = getelementptr inbounds { i64, i1 }, ptr %.182, i32 0, i32 1
  %.187 = load i1, ptr %.186, align 1
  %.189 = load i1, ptr %"$170for_iter.3", align 1
  store i1 %.187, ptr %"$170for_iter.3", align 1
  %.192 = load i64, ptr %"$phi172.1", align 8
  store i64 %.181, ptr %"$phi172.1", align 8
  %.194 = load i1, ptr %"$170for_iter.3", align 1
  br i1 %.194, label %B172, label %B212

B212.if:                                          ; preds = %B212
  ret void

B212.endif:                                       ; preds = %B212
  br i1 %.288, label %B212.endif.if, label %B212.endif.else

B212.endif.if:                                    ; preds = %B212.endif
  %.293 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.263, i32 0, i32 3
  %.294 = load ptr, ptr %.293, align 8
  store i64 0, ptr %.294, align 8
  br label %B212.endif.endif

B212.endif.else:                                  ; preds = %B212.endif
  %.297 = srem i64 %.285, %.271
  %.298 = sub i64 0, %.297
  %.299 = select i1 %.286, i64 %.297, i64 %.298
  %.300 = icmp sgt i64 %.299, 0
  %.301 = sdiv i64 %.285, %.271
  %.302 = select i1 %.300, i64 1, i64 0
  %.303 = add i64 %.301, %.302
  %.304 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.263, i32 0, i32 3
  %.305 = load ptr, ptr %.304, align 8
  store i64 %.303, ptr %.305, align 8
  br label %B212.endif.endif

B212.endif.endif:                                 ; preds = %B212.endif.else, %B212.endif.if
  %.308 = load { ptr, i64, i64, ptr }, ptr %.263, align 8
  %.310 = load { ptr, i64, i64, ptr }, ptr %"$phi242.0", align 8
  store { ptr, i64, i64, ptr } %.308, ptr %"$phi242.0", align 8
  br label %B242

B242.if:                                          ; preds = %B242
  %.328 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.317, i32 0, i32 0
  %.329 = load ptr, ptr %.328, align 8
  %.330 = load i64, ptr %.329, align 8
  %.331 = getelementptr inbounds { i64, i1 }, ptr %.314, i32 0, i32 0
  store i64 %.330, ptr %.331, align 8
  %.333 = sub nsw i64 %.323, 1
  store i64 %.333, ptr %.322, align 8
  %.335 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.317, i32 0, i32 2
  %.336 = load i64, ptr %.335, align 8
  %.337 = add i64 %.330, %.336
  %.338 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.317, i32 0, i32 0
  %.339 = load ptr, ptr %.338, align 8
  store i64 %.337, ptr %.339, align 8
  br label %B242.endif

B242.endif:                                       ; preds = %B242.if, %B242
  %.342 = load { i64, i1 }, ptr %.314, align 8
  store { i64, i1 } zeroinitializer, ptr %.343, align 8
  store { i64, i1 } %.342, ptr %.343, align 8
  %.347 = getelementptr inbounds { i64, i1 }, ptr %.343, i32 0, i32 0
  %.348 = load i64, ptr %.347, align 8
  store { i64, i1 } zeroinitializer, ptr %.349, align 8
  store { i64, i1 } %.342, ptr %.349, align 8
  %.353 = getelementptr inbounds { i64, i1 }, ptr %.349, i32 0, i32 1
  %.354 = load i1, ptr %.353, align 1
  %.356 = load i1, ptr %"$242for_iter.3", align 1
  store i1 %.354, ptr %"$242for_iter.3", align 1
  %.359 = load i64, ptr %"$phi244.1", align 8
  store i64 %.348, ptr %"$phi244.1", align 8
  %.361 = load i1, ptr %"$242for_iter.3", align 1
  br i1 %.361, label %B244, label %B378

B244.if:                                          ; preds = %B244
  store i64 %.376, ptr %quot, align 8
  store i64 %.376, ptr %rem, align 8
  br label %B244.endif

B244.else:                                        ; preds = %B244
  store i64 0, ptr %.384, align 8
  store i64 0, ptr %.387, align 8
  %.390 = icmp eq i64 %.369, -9223372036854775808
  %.391 = icmp eq i64 %.376, -1
  %.392 = and i1 %.390, %.391
  %.393 = xor i1 %.392, true
  br i1 %.393, label %B244.else.if, label %B244.else.endif, !prof !3

B244.endif:                                       ; preds = %B244.else.endif, %B244.if
  %.416 = load i64, ptr %rem, align 8
  %.417 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %z, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.418, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.417, ptr %.418, align 8
  %.422 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.418, i32 0, i32 5
  %.423 = getelementptr inbounds [1 x i64], ptr %.422, i32 0, i32 0
  %.424 = load i64, ptr %.423, align 8, !range !2
  %.425 = insertvalue [1 x i64] undef, i64 %.424, 0
  %.426 = extractvalue [1 x i64] %.425, 0
  %.427 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.418, i32 0, i32 6
  %.428 = load [1 x i64], ptr %.427, align 8
  %.429 = extractvalue [1 x i64] %.428, 0
  %.430 = icmp slt i64 %.416, 0
  %.431 = add i64 %.416, %.426
  %.432 = select i1 %.430, i64 %.431, i64 %.416
  %.433 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.418, i32 0, i32 5
  %.434 = getelementptr inbounds [1 x i64], ptr %.433, i32 0, i32 0
  %.435 = load i64, ptr %.434, align 8, !range !2
  %.436 = insertvalue [1 x i64] undef, i64 %.435, 0
  %.437 = extractvalue [1 x i64] %.436, 0
  %.438 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.418, i32 0, i32 6
  %.439 = load [1 x i64], ptr %.438, align 8
  %.440 = extractvalue [1 x i64] %.439, 0
  %.441 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.418, i32 0, i32 4
  %.442 = load ptr, ptr %.441, align 8
  %.443 = mul i64 %.440, %.432
  %.444 = ptrtoint ptr %.442 to i64
  %.445 = add i64 %.444, %.443
  %.446 = inttoptr i64 %.445 to ptr
  %.447 = getelementptr inbounds { double, double }, ptr %.446, i32 0, i32 0
  %.448 = load double, ptr %.447, align 8
  %.449 = getelementptr inbounds { double, double }, ptr %.446, i32 0, i32 1
  %.450 = load double, ptr %.449, align 8
  %inserted.real = insertvalue { double, double } undef, double %.448, 0
  %inserted.imag = insertvalue { double, double } %inserted.real, double %.450, 1
  %.453 = icmp eq i64 3, 0
  br i1 %.453, label %B244.endif.if, label %B244.endif.else, !prof !1

B244.else.if:                                     ; preds = %B244.else
  %.395 = sdiv i64 %.369, %.376
  %.396 = srem i64 %.369, %.376
  %.397 = xor i64 %.376, %.396
  %.398 = icmp slt i64 %.397, 0
  %.399 = icmp ne i64 %.396, 0
  %.400 = and i1 %.399, %.398
  br i1 %.400, label %B244.else.if.if, label %B244.else.if.else

B244.else.endif:                                  ; preds = %B244.else.if.endif, %B244.else
  %.411 = load i64, ptr %.384, align 8
  %.412 = load i64, ptr %.387, align 8
  store i64 %.411, ptr %quot, align 8
  store i64 %.412, ptr %rem, align 8
  br label %B244.endif

B244.else.if.if:                                  ; preds = %B244.else.if
  %.405 = sub i64 %.395, 1
  store i64 %.405, ptr %.384, align 8
  %.407 = add i64 %.396, %.376
  store i64 %.407, ptr %.387, align 8
  br label %B244.else.if.endif

B244.else.if.else:                                ; preds = %B244.else.if
  store i64 %.395, ptr %.384, align 8
  store i64 %.396, ptr %.387, align 8
  br label %B244.else.if.endif

B244.else.if.endif:                               ; preds = %B244.else.if.else, %B244.else.if.if
  br label %B244.else.endif

B244.endif.if:                                    ; preds = %B244.endif
  store i64 3, ptr %quot.1, align 8
  store i64 3, ptr %rem.1, align 8
  br label %B244.endif.endif

B244.endif.else:                                  ; preds = %B244.endif
  store i64 0, ptr %.458, align 8
  store i64 0, ptr %.461, align 8
  %.464 = icmp eq i64 %.365, -9223372036854775808
  %.465 = icmp eq i64 3, -1
  %.466 = and i1 %.464, %.465
  %.467 = xor i1 %.466, true
  br i1 %.467, label %B244.endif.else.if, label %B244.endif.else.endif, !prof !3

B244.endif.endif:                                 ; preds = %B244.endif.else.endif, %B244.endif.if
  %.490 = load i64, ptr %rem.1, align 8
  %.491 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %acc, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.492, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.491, ptr %.492, align 8
  %.496 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.492, i32 0, i32 5
  %.497 = getelementptr inbounds [1 x i64], ptr %.496, i32 0, i32 0
  %.498 = load i64, ptr %.497, align 8, !range !2
  %.499 = insertvalue [1 x i64] undef, i64 %.498, 0
  %.500 = extractvalue [1 x i64] %.499, 0
  %.501 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.492, i32 0, i32 6
  %.502 = load [1 x i64], ptr %.501, align 8
  %.503 = extractvalue [1 x i64] %.502, 0
  %.504 = icmp slt i64 %.490, 0
  %.505 = add i64 %.490, %.500
  %.506 = select i1 %.504, i64 %.505, i64 %.490
  %.507 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.492, i32 0, i32 5
  %.508 = getelementptr inbounds [1 x i64], ptr %.507, i32 0, i32 0
  %.509 = load i64, ptr %.508, align 8, !range !2
  %.510 = insertvalue [1 x i64] undef, i64 %.509, 0
  %.511 = extractvalue [1 x i64] %.510, 0
  %.512 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.492, i32 0, i32 6
  %.513 = load [1 x i64], ptr %.512, align 8
  %.514 = extractvalue [1 x i64] %.513, 0
  %.515 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.492, i32 0, i32 4
  %.516 = load ptr, ptr %.515, align 8
  %.517 = mul i64 %.506, 1
  %.518 = add i64 0, %.517
  %.519 = getelementptr { double, double }, ptr %.516, i64 %.518
  %.520 = getelementptr inbounds { double, double }, ptr %.519, i32 0, i32 0
  %.521 = load double, ptr %.520, align 8
  %.522 = getelementptr inbounds { double, double }, ptr %.519, i32 0, i32 1
  %.523 = load double, ptr %.522, align 8
  %inserted.real.1 = insertvalue { double, double } undef, double %.521, 0
  %inserted.imag.1 = insertvalue { double, double } %inserted.real.1, double %.523, 1
  store { double, double } zeroinitializer, ptr %.524, align 8
  store { double, double } %inserted.imag, ptr %.524, align 8
  %.528 = getelementptr inbounds { double, double }, ptr %.524, i32 0, i32 1
  %.529 = load double, ptr %.528, align 8
  %.530 = fsub double -0.000000e+00, %.529
  %.531 = getelementptr inbounds { double, double }, ptr %.524, i32 0, i32 1
  store double %.530, ptr %.531, align 8
  %.533 = load { double, double }, ptr %.524, align 8
  store { double, double } zeroinitializer, ptr %.534, align 8
  store { double, double } %inserted.imag, ptr %.534, align 8
  store { double, double } zeroinitializer, ptr %.538, align 8
  store { double, double } %.533, ptr %.538, align 8
  store { double, double } zeroinitializer, ptr %.542, align 8
  %.545 = getelementptr inbounds { double, double }, ptr %.534, i32 0, i32 0
  %.546 = load double, ptr %.545, align 8
  %.547 = getelementptr inbounds { double, double }, ptr %.534, i32 0, i32 1
  %.548 = load double, ptr %.547, align 8
  %.549 = getelementptr inbounds { double, double }, ptr %.538, i32 0, i32 0
  %.550 = load double, ptr %.549, align 8
  %.551 = getelementptr inbounds { double, double }, ptr %.538, i32 0, i32 1
  %.552 = load double, ptr %.551, align 8
  %.553 = fmul double %.546, %.550
  %.554 = fmul double %.548, %.552
  %.555 = fmul double %.546, %.552
  %.556 = fmul double %.548, %.550
  %.557 = fsub double %.553, %.554
  %.558 = getelementptr inbounds { double, double }, ptr %.542, i32 0, i32 0
  store double %.557, ptr %.558, align 8
  %.560 = fadd double %.555, %.556
  %.561 = getelementptr inbounds { double, double }, ptr %.542, i32 0, i32 1
  store double %.560, ptr %.561, align 8
  %.563 = load { double, double }, ptr %.542, align 8
  store { double, double } zeroinitializer, ptr %.564, align 8
  %.567 = getelementptr inbounds { double, double }, ptr %.564, i32 0, i32 0
  store double 2.000000e+00, ptr %.567, align 8
  %.569 = getelementptr inbounds { double, double }, ptr %.564, i32 0, i32 1
  store double 0.000000e+00, ptr %.569, align 8
  %.571 = load { double, double }, ptr %.564, align 8
  store { double, double } zeroinitializer, ptr %.572, align 8
  store { double, double } %inserted.imag, ptr %.572, align 8
  store { double, double } zeroinitializer, ptr %.576, align 8
  store { double, double } %.571, ptr %.576, align 8
  store { double, double } zeroinitializer, ptr %.580, align 8
  %.583 = getelementptr inbounds { double, double }, ptr %.572, i32 0, i32 0
  %.584 = load double, ptr %.583, align 8
  %.585 = getelementptr inbounds { double, double }, ptr %.572, i32 0, i32 1
  %.586 = load double, ptr %.585, align 8
  %.587 = getelementptr inbounds { double, double }, ptr %.576, i32 0, i32 0
  %.588 = load double, ptr %.587, align 8
  %.589 = getelementptr inbounds { double, double }, ptr %.576, i32 0, i32 1
  %.590 = load double, ptr %.589, align 8
  %.591 = fadd double %.584, %.588
  %.592 = getelementptr inbounds { double, double }, ptr %.580, i32 0, i32 0
  store double %.591, ptr %.592, align 8
  %.594 = fadd double %.586, %.590
  %.595 = getelementptr inbounds { double, double }, ptr %.580, i32 0, i32 1
  store double %.594, ptr %.595, align 8
  %.597 = load { double, double }, ptr %.580, align 8
  store { double, double } zeroinitializer, ptr %.598, align 8
  %extracted.real.1 = extractvalue { double, double } %.563, 0
  %extracted.imag.1 = extractvalue { double, double } %.563, 1
  %extracted.real.2 = extractvalue { double, double } %.597, 0
  %extracted.imag.2 = extractvalue { double, double } %.597, 1
  %.601 = call i32 @_ZN5numba4cuda7cpython7numbers16complex_div_impl12_3clocals_3e11complex_divB2v6B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex12810complex128(ptr %.598, double %extracted.real.1, double %extracted.imag.1, double %extracted.real.2, double %extracted.imag.2)
  %.602 = icmp eq i32 %.601, 0
  %.603 = icmp eq i32 %.601, -2
  %.604 = or i1 %.602, %.603
  %.605 = xor i1 %.604, true
  %.606 = icmp eq i32 %.601, -1
  %.607 = icmp eq i32 %.601, -3
  %.608 = icmp sge i32 %.601, 1
  %.609 = load { double, double }, ptr %.598, align 8
  %.610 = extractvalue { double, double } %.609, 0
  %.611 = extractvalue { double, double } %.609, 1
  %inserted.real.2 = insertvalue { double, double } undef, double %.610, 0
  %inserted.imag.2 = insertvalue { double, double } %inserted.real.2, double %.611, 1
  br i1 %.605, label %B244.endif.endif.if, label %B244.endif.endif.endif, !prof !1

B244.endif.else.if:                               ; preds = %B244.endif.else
  %.469 = sdiv i64 %.365, 3
  %.470 = srem i64 %.365, 3
  %.471 = xor i64 3, %.470
  %.472 = icmp slt i64 %.471, 0
  %.473 = icmp ne i64 %.470, 0
  %.474 = and i1 %.473, %.472
  br i1 %.474, label %B244.endif.else.if.if, label %B244.endif.else.if.else

B244.endif.else.endif:                            ; preds = %B244.endif.else.if.endif, %B244.endif.else
  %.485 = load i64, ptr %.458, align 8
  %.486 = load i64, ptr %.461, align 8
  store i64 %.485, ptr %quot.1, align 8
  store i64 %.486, ptr %rem.1, align 8
  br label %B244.endif.endif

B244.endif.else.if.if:                            ; preds = %B244.endif.else.if
  %.479 = sub i64 %.469, 1
  store i64 %.479, ptr %.458, align 8
  %.481 = add i64 %.470, 3
  store i64 %.481, ptr %.461, align 8
  br label %B244.endif.else.if.endif

B244.endif.else.if.else:                          ; preds = %B244.endif.else.if
  store i64 %.469, ptr %.458, align 8
  store i64 %.470, ptr %.461, align 8
  br label %B244.endif.else.if.endif

B244.endif.else.if.endif:                         ; preds = %B244.endif.else.if.else, %B244.endif.else.if.if
  br label %B244.endif.else.endif

B244.endif.endif.if:                              ; preds = %B244.endif.endif
  ret void

B244.endif.endif.endif:                           ; preds = %B244.endif.endif
  store { double, double } zeroinitializer, ptr %.614, align 8
  store { double, double } %inserted.imag.1, ptr %.614, align 8
  store { double, double } zeroinitializer, ptr %.618, align 8
  store { double, double } %inserted.imag.2, ptr %.618, align 8
  store { double, double } zeroinitializer, ptr %.622, align 8
  %.625 = getelementptr inbounds { double, double }, ptr %.614, i32 0, i32 0
  %.626 = load double, ptr %.625, align 8
  %.627 = getelementptr inbounds { double, double }, ptr %.614, i32 0, i32 1
  %.628 = load double, ptr %.627, align 8
  %.629 = getelementptr inbounds { double, double }, ptr %.618, i32 0, i32 0
  %.630 = load double, ptr %.629, align 8
  %.631 = getelementptr inbounds { double, double }, ptr %.618, i32 0, i32 1
  %.632 = load double, ptr %.631, align 8
  %.633 = fadd double %.626, %.630
  %.634 = getelementptr inbounds { double, double }, ptr %.622, i32 0, i32 0
  store double %.633, ptr %.634, align 8
  %.636 = fadd double %.628, %.632
  %.637 = getelementptr inbounds { double, double }, ptr %.622, i32 0, i32 1
  store double %.636, ptr %.637, align 8
  %.639 = load { double, double }, ptr %.622, align 8
  %.640 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %acc, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.641, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.640, ptr %.641, align 8
  %.645 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.641, i32 0, i32 5
  %.646 = getelementptr inbounds [1 x i64], ptr %.645, i32 0, i32 0
  %.647 = load i64, ptr %.646, align 8, !range !2
  %.648 = insertvalue [1 x i64] undef, i64 %.647, 0
  %.649 = extractvalue [1 x i64] %.648, 0
  %.650 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.641, i32 0, i32 6
  %.651 = load [1 x i64], ptr %.650, align 8
  %.652 = extractvalue [1 x i64] %.651, 0
  %.653 = icmp slt i64 %.490, 0
  %.654 = add i64 %.490, %.649
  %.655 = select i1 %.653, i64 %.654, i64 %.490
  %.656 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.641, i32 0, i32 5
  %.657 = getelementptr inbounds [1 x i64], ptr %.656, i32 0, i32 0
  %.658 = load i64, ptr %.657, align 8, !range !2
  %.659 = insertvalue [1 x i64] undef, i64 %.658, 0
  %.660 = extractvalue [1 x i64] %.659, 0
  %.661 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.641, i32 0, i32 6
  %.662 = load [1 x i64], ptr %.661, align 8
  %.663 = extractvalue [1 x i64] %.662, 0
  %.664 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.641, i32 0, i32 4
  %.665 = load ptr, ptr %.664, align 8
  %.666 = mul i64 %.655, 1
  %.667 = add i64 0, %.666
  %.668 = getelementptr { double, double }, ptr %.665, i64 %.667
  %extracted.real.3 = extractvalue { double, double } %.639, 0
  %extracted.imag.3 = extractvalue { double, double } %.639, 1
  %.669 = insertvalue { double, double } undef, double %extracted.real.3, 0
  %.670 = insertvalue { double, double } %.669, double %extracted.imag.3, 1
  store { double, double } %.670, ptr %.668, align 8
  br label %B242

B378.if:                                          ; preds = %B378
  store i64 3, ptr %quot.2, align 8
  store i64 3, ptr %rem.2, align 8
  br label %B378.endif

B378.else:                                        ; preds = %B378
  store i64 0, ptr %.689, align 8
  store i64 0, ptr %.692, align 8
  %.695 = icmp eq i64 %.681, -9223372036854775808
  %.696 = icmp eq i64 3, -1
  %.697 = and i1 %.695, %.696
  %.698 = xor i1 %.697, true
  br i1 %.698, label %B378.else.if, label %B378.else.endif, !prof !3

B378.endif:                                       ; preds = %B378.else.endif, %B378.if
  %.721 = load i64, ptr %rem.2, align 8
  %.722 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %acc, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.723, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.722, ptr %.723, align 8
  %.727 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.723, i32 0, i32 5
  %.728 = getelementptr inbounds [1 x i64], ptr %.727, i32 0, i32 0
  %.729 = load i64, ptr %.728, align 8, !range !2
  %.730 = insertvalue [1 x i64] undef, i64 %.729, 0
  %.731 = extractvalue [1 x i64] %.730, 0
  %.732 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.723, i32 0, i32 6
  %.733 = load [1 x i64], ptr %.732, align 8
  %.734 = extractvalue [1 x i64] %.733, 0
  %.735 = icmp slt i64 %.721, 0
  %.736 = add i64 %.721, %.731
  %.737 = select i1 %.735, i64 %.736, i64 %.721
  %.738 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.723, i32 0, i32 5
  %.739 = getelementptr inbounds [1 x i64], ptr %.738, i32 0, i32 0
  %.740 = load i64, ptr %.739, align 8, !range !2
  %.741 = insertvalue [1 x i64] undef, i64 %.740, 0
  %.742 = extractvalue [1 x i64] %.741, 0
  %.743 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.723, i32 0, i32 6
  %.744 = load [1 x i64], ptr %.743, align 8
  %.745 = extractvalue [1 x i64] %.744, 0
  %.746 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.723, i32 0, i32 4
  %.747 = load ptr, ptr %.746, align 8
  %.748 = mul i64 %.737, 1
  %.749 = add i64 0, %.748
  %.750 = getelementptr { double, double }, ptr %.747, i64 %.749
  %.751 = getelementptr inbounds { double, double }, ptr %.750, i32 0, i32 0
  %.752 = load double, ptr %.751, align 8
  %.753 = getelementptr inbounds { double, double }, ptr %.750, i32 0, i32 1
  %.754 = load double, ptr %.753, align 8
  %inserted.real.3 = insertvalue { double, double } undef, double %.752, 0
  %inserted.imag.3 = insertvalue { double, double } %inserted.real.3, double %.754, 1
  %.755 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %acc, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.756, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.755, ptr %.756, align 8
  %.760 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.756, i32 0, i32 5
  %.761 = getelementptr inbounds [1 x i64], ptr %.760, i32 0, i32 0
  %.762 = load i64, ptr %.761, align 8, !range !2
  %.763 = insertvalue [1 x i64] undef, i64 %.762, 0
  %.764 = extractvalue [1 x i64] %.763, 0
  %.765 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.756, i32 0, i32 6
  %.766 = load [1 x i64], ptr %.765, align 8
  %.767 = extractvalue [1 x i64] %.766, 0
  %.768 = icmp slt i64 0, 0
  %.769 = add i64 0, %.764
  %.770 = select i1 %.768, i64 %.769, i64 0
  %.771 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.756, i32 0, i32 5
  %.772 = getelementptr inbounds [1 x i64], ptr %.771, i32 0, i32 0
  %.773 = load i64, ptr %.772, align 8, !range !2
  %.774 = insertvalue [1 x i64] undef, i64 %.773, 0
  %.775 = extractvalue [1 x i64] %.774, 0
  %.776 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.756, i32 0, i32 6
  %.777 = load [1 x i64], ptr %.776, align 8
  %.778 = extractvalue [1 x i64] %.777, 0
  %.779 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.756, i32 0, i32 4
  %.780 = load ptr, ptr %.779, align 8
  %.781 = mul i64 %.770, 1
  %.782 = add i64 0, %.781
  %.783 = getelementptr { double, double }, ptr %.780, i64 %.782
  %.784 = getelementptr inbounds { double, double }, ptr %.783, i32 0, i32 0
  %.785 = load double, ptr %.784, align 8
  %.786 = getelementptr inbounds { double, double }, ptr %.783, i32 0, i32 1
  %.787 = load double, ptr %.786, align 8
  %inserted.real.4 = insertvalue { double, double } undef, double %.785, 0
  %inserted.imag.4 = insertvalue { double, double } %inserted.real.4, double %.787, 1
  store double 0.000000e+00, ptr %.788, align 8
  %extracted.real.4 = extractvalue { double, double } %inserted.imag.4, 0
  %extracted.imag.4 = extractvalue { double, double } %inserted.imag.4, 1
  %.791 = call i32 @_ZN5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB2v7B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128(ptr %.788, double %extracted.real.4, double %extracted.imag.4)
  %.792 = icmp eq i32 %.791, 0
  %.793 = icmp eq i32 %.791, -2
  %.794 = or i1 %.792, %.793
  %.795 = xor i1 %.794, true
  %.796 = icmp eq i32 %.791, -1
  %.797 = icmp eq i32 %.791, -3
  %.798 = icmp sge i32 %.791, 1
  %.799 = load double, ptr %.788, align 8
  br i1 %.795, label %B378.endif.if, label %B378.endif.endif, !prof !1

B378.else.if:                                     ; preds = %B378.else
  %.700 = sdiv i64 %.681, 3
  %.701 = srem i64 %.681, 3
  %.702 = xor i64 3, %.701
  %.703 = icmp slt i64 %.702, 0
  %.704 = icmp ne i64 %.701, 0
  %.705 = and i1 %.704, %.703
  br i1 %.705, label %B378.else.if.if, label %B378.else.if.else

B378.else.endif:                                  ; preds = %B378.else.if.endif, %B378.else
  %.716 = load i64, ptr %.689, align 8
  %.717 = load i64, ptr %.692, align 8
  store i64 %.716, ptr %quot.2, align 8
  store i64 %.717, ptr %rem.2, align 8
  br label %B378.endif

B378.else.if.if:                                  ; preds = %B378.else.if
  %.710 = sub i64 %.700, 1
  store i64 %.710, ptr %.689, align 8
  %.712 = add i64 %.701, 3
  store i64 %.712, ptr %.692, align 8
  br label %B378.else.if.endif

B378.else.if.else:                                ; preds = %B378.else.if
  store i64 %.700, ptr %.689, align 8
  store i64 %.701, ptr %.692, align 8
  br label %B378.else.if.endif

B378.else.if.endif:                               ; preds = %B378.else.if.else, %B378.else.if.if
  br label %B378.else.endif

B378.endif.if:                                    ; preds = %B378.endif
  ret void

B378.endif.endif:                                 ; preds = %B378.endif
  store { double, double } zeroinitializer, ptr %.802, align 8
  %.805 = getelementptr inbounds { double, double }, ptr %.802, i32 0, i32 0
  store double %.799, ptr %.805, align 8
  %.807 = getelementptr inbounds { double, double }, ptr %.802, i32 0, i32 1
  store double 0.000000e+00, ptr %.807, align 8
  %.809 = load { double, double }, ptr %.802, align 8
  store { double, double } zeroinitializer, ptr %.810, align 8
  store { double, double } %inserted.imag.3, ptr %.810, align 8
  store { double, double } zeroinitializer, ptr %.814, align 8
  store { double, double } %.809, ptr %.814, align 8
  store { double, double } zeroinitializer, ptr %.818, align 8
  %.821 = getelementptr inbounds { double, double }, ptr %.810, i32 0, i32 0
  %.822 = load double, ptr %.821, align 8
  %.823 = getelementptr inbounds { double, double }, ptr %.810, i32 0, i32 1
  %.824 = load double, ptr %.823, align 8
  %.825 = getelementptr inbounds { double, double }, ptr %.814, i32 0, i32 0
  %.826 = load double, ptr %.825, align 8
  %.827 = getelementptr inbounds { double, double }, ptr %.814, i32 0, i32 1
  %.828 = load double, ptr %.827, align 8
  %.829 = fadd double %.822, %.826
  %.830 = getelementptr inbounds { double, double }, ptr %.818, i32 0, i32 0
  store double %.829, ptr %.830, align 8
  %.832 = fadd double %.824, %.828
  %.833 = getelementptr inbounds { double, double }, ptr %.818, i32 0, i32 1
  store double %.832, ptr %.833, align 8
  %.835 = load { double, double }, ptr %.818, align 8
  %.836 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %acc, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.837, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.836, ptr %.837, align 8
  %.841 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.837, i32 0, i32 5
  %.842 = getelementptr inbounds [1 x i64], ptr %.841, i32 0, i32 0
  %.843 = load i64, ptr %.842, align 8, !range !2
  %.844 = insertvalue [1 x i64] undef, i64 %.843, 0
  %.845 = extractvalue [1 x i64] %.844, 0
  %.846 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.837, i32 0, i32 6
  %.847 = load [1 x i64], ptr %.846, align 8
  %.848 = extractvalue [1 x i64] %.847, 0
  %.849 = icmp slt i64 1, 0
  %.850 = add i64 1, %.845
  %.851 = select i1 %.849, i64 %.850, i64 1
  %.852 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.837, i32 0, i32 5
  %.853 = getelementptr inbounds [1 x i64], ptr %.852, i32 0, i32 0
  %.854 = load i64, ptr %.853, align 8, !range !2
  %.855 = insertvalue [1 x i64] undef, i64 %.854, 0
  %.856 = extractvalue [1 x i64] %.855, 0
  %.857 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.837, i32 0, i32 6
  %.858 = load [1 x i64], ptr %.857, align 8
  %.859 = extractvalue [1 x i64] %.858, 0
  %.860 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.837, i32 0, i32 4
  %.861 = load ptr, ptr %.860, align 8
  %.862 = mul i64 %.851, 1
  %.863 = add i64 0, %.862
  %.864 = getelementptr { double, double }, ptr %.861, i64 %.863
  %.865 = getelementptr inbounds { double, double }, ptr %.864, i32 0, i32 0
  %.866 = load double, ptr %.865, align 8
  %.867 = getelementptr inbounds { double, double }, ptr %.864, i32 0, i32 1
  %.868 = load double, ptr %.867, align 8
  %inserted.real.5 = insertvalue { double, double } undef, double %.866, 0
  %inserted.imag.5 = insertvalue { double, double } %inserted.real.5, double %.868, 1
  %.869 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %acc, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %acc, align 8
  store { double, double } zeroinitializer, ptr %.871, align 8
  store { double, double } %inserted.imag.5, ptr %.871, align 8
  %.875 = getelementptr inbounds { double, double }, ptr %.871, i32 0, i32 1
  %.876 = load double, ptr %.875, align 8
  store { double, double } zeroinitializer, ptr %.877, align 8
  %.880 = getelementptr inbounds { double, double }, ptr %.877, i32 0, i32 0
  store double %.876, ptr %.880, align 8
  %.882 = getelementptr inbounds { double, double }, ptr %.877, i32 0, i32 1
  store double 0.000000e+00, ptr %.882, align 8
  %.884 = load { double, double }, ptr %.877, align 8
  store { double, double } zeroinitializer, ptr %.885, align 8
  store { double, double } %.835, ptr %.885, align 8
  store { double, double } zeroinitializer, ptr %.889, align 8
  store { double, double } %.884, ptr %.889, align 8
  store { double, double } zeroinitializer, ptr %.893, align 8
  %.896 = getelementptr inbounds { double, double }, ptr %.885, i32 0, i32 0
  %.897 = load double, ptr %.896, align 8
  %.898 = getelementptr inbounds { double, double }, ptr %.885, i32 0, i32 1
  %.899 = load double, ptr %.898, align 8
  %.900 = getelementptr inbounds { double, double }, ptr %.889, i32 0, i32 0
  %.901 = load double, ptr %.900, align 8
  %.902 = getelementptr inbounds { double, double }, ptr %.889, i32 0, i32 1
  %.903 = load double, ptr %.902, align 8
  %.904 = fadd double %.897, %.901
  %.905 = getelementptr inbounds { double, double }, ptr %.893, i32 0, i32 0
  store double %.904, ptr %.905, align 8
  %.907 = fadd double %.899, %.903
  %.908 = getelementptr inbounds { double, double }, ptr %.893, i32 0, i32 1
  store double %.907, ptr %.908, align 8
  %.910 = load { double, double }, ptr %.893, align 8
  %.911 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.912 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.913, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.911, ptr %.913, align 8
  %.917 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.913, i32 0, i32 5
  %.918 = getelementptr inbounds [1 x i64], ptr %.917, i32 0, i32 0
  %.919 = load i64, ptr %.918, align 8, !range !2
  %.920 = insertvalue [1 x i64] undef, i64 %.919, 0
  %.921 = extractvalue [1 x i64] %.920, 0
  %.922 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.913, i32 0, i32 6
  %.923 = load [1 x i64], ptr %.922, align 8
  %.924 = extractvalue [1 x i64] %.923, 0
  %.925 = icmp slt i64 %.912, 0
  %.926 = add i64 %.912, %.921
  %.927 = select i1 %.925, i64 %.926, i64 %.912
  %.928 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.913, i32 0, i32 5
  %.929 = getelementptr inbounds [1 x i64], ptr %.928, i32 0, i32 0
  %.930 = load i64, ptr %.929, align 8, !range !2
  %.931 = insertvalue [1 x i64] undef, i64 %.930, 0
  %.932 = extractvalue [1 x i64] %.931, 0
  %.933 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.913, i32 0, i32 6
  %.934 = load [1 x i64], ptr %.933, align 8
  %.935 = extractvalue [1 x i64] %.934, 0
  %.936 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.913, i32 0, i32 4
  %.937 = load ptr, ptr %.936, align 8
  %.938 = mul i64 %.935, %.927
  %.939 = ptrtoint ptr %.937 to i64
  %.940 = add i64 %.939, %.938
  %.941 = inttoptr i64 %.940 to ptr
  %extracted.real.5 = extractvalue { double, double } %.910, 0
  %extracted.imag.5 = extractvalue { double, double } %.910, 1
  %.942 = insertvalue { double, double } undef, double %extracted.real.5, 0
  %.943 = insertvalue { double, double } %.942, double %extracted.imag.5, 1
  store { double, double } %.943, ptr %.941, align 8
  %.945 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.947 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

define linkonce_odr i32 @_ZN5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB2v7B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128(ptr %.ret, double %z.0, double %z.1) {
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

declare double @__nv_hypot(double, double)

define linkonce_odr i32 @_ZN5numba4cuda7cpython7numbers16complex_div_impl12_3clocals_3e11complex_divB2v6B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex12810complex128(ptr %.ret, double %a.0, double %a.1, double %b.0, double %b.1) {
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
  br i1 %.127, label %B218.if, label %B218.endif, !prof !1

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
  br i1 %.208, label %B368.if, label %B368.endif, !prof !1

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
  br i1 %.143, label %B218.endif.if, label %B218.endif.endif, !prof !1

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
  br i1 %.155, label %B218.endif.endif.if, label %B218.endif.endif.endif, !prof !1

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
  br i1 %.236, label %B368.endif.if, label %B368.endif.endif, !prof !1

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
  br i1 %.258, label %B368.endif.endif.if, label %B368.endif.endif.endif, !prof !1

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

declare double @__nv_fabs(double)

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{i64 0, i64 9223372036854775807}
!3 = !{!"branch_weights", i32 99, i32 1}
