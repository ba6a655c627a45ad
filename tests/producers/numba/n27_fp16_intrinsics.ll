; numba-cuda kernel n27_fp16_intrinsics(Array(float16, 1, 'A', False, aligned=True), Array(float16, 1, 'A', False, aligned=True), Array(float16, 1, 'A', False, aligned=True), Array(int32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__15fp16_intrinsicsB3v31B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__15fp16_intrinsicsB3v31B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1630_lower__ZL5__heq6__halfS__nbst12_3clocals_3e30_ZL5__heq6__halfS__nbst_callerB3v48B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hadd6__halfS__nbst12_3clocals_3e31_ZL6__hadd6__halfS__nbst_callerB3v32B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hmin6__halfS__nbst12_3clocals_3e31_ZL6__hmin6__halfS__nbst_callerB3v46B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1629_lower__ZL6__habs6__half_nbst12_3clocals_3e29_ZL6__habs6__half_nbst_callerB3v34B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1627_lower__ZL4hsin6__half_nbst12_3clocals_3e27_ZL4hsin6__half_nbst_callerB3v37B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1628_lower__ZplRK6__halfS1__nbst12_3clocals_3e28_ZplRK6__halfS1__nbst_callerB3v41B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1628_lower__ZmiRK6__halfS1__nbst12_3clocals_3e28_ZmiRK6__halfS1__nbst_callerB3v45B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1633_lower__ZL6__hfma6__halfS_S__nbst12_3clocals_3e33_ZL6__hfma6__halfS_S__nbst_callerB3v33B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1629_lower__ZL6__hneg6__half_nbst12_3clocals_3e29_ZL6__hneg6__half_nbst_callerB3v35B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hmul6__halfS__nbst12_3clocals_3e31_ZL6__hmul6__halfS__nbst_callerB3v43B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1627_lower__ZL4hcos6__half_nbst12_3clocals_3e27_ZL4hcos6__half_nbst_callerB3v38B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1628_lower__ZmlRK6__halfS1__nbst12_3clocals_3e28_ZmlRK6__halfS1__nbst_callerB3v40B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hmax6__halfS__nbst12_3clocals_3e31_ZL6__hmax6__halfS__nbst_callerB3v36B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1627_lower__ZL4hexp6__half_nbst12_3clocals_3e27_ZL4hexp6__half_nbst_callerB3v39B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1627_lower__ZL4hrcp6__half_nbst12_3clocals_3e27_ZL4hrcp6__half_nbst_callerB3v44B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1628_lower__ZL5hsqrt6__half_nbst12_3clocals_3e28_ZL5hsqrt6__half_nbst_callerB3v42B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1630_lower__ZL5__hge6__halfS__nbst12_3clocals_3e30_ZL5__hge6__halfS__nbst_callerB3v50B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1630_lower__ZL5__hlt6__halfS__nbst12_3clocals_3e30_ZL5__hlt6__halfS__nbst_callerB3v49B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a = common global ptr null
@_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1627_lower__ZL4hlog6__half_nbst12_3clocals_3e27_ZL4hlog6__half_nbst_callerB3v47B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a = common global ptr null

define ptx_kernel void @_ZN8__main__15fp16_intrinsicsB3v31B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE(ptr %a.0, ptr %a.1, i64 %a.2, i64 %a.3, ptr %a.4, i64 %a.5.0, i64 %a.6.0, ptr %b.0, ptr %b.1, i64 %b.2, i64 %b.3, ptr %b.4, i64 %b.5.0, i64 %b.6.0, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.6.0, ptr %flags.0, ptr %flags.1, i64 %flags.2, i64 %flags.3, ptr %flags.4, i64 %flags.5.0, i64 %flags.6.0) {
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
  %inserted.meminfo.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %flags.0, 0
  %inserted.parent.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.3, ptr %flags.1, 1
  %inserted.nitems.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.3, i64 %flags.2, 2
  %inserted.itemsize.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.3, i64 %flags.3, 3
  %inserted.data.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.3, ptr %flags.4, 4
  %.37 = insertvalue [1 x i64] undef, i64 %flags.5.0, 0
  %inserted.shape.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.3, [1 x i64] %.37, 5
  %.38 = insertvalue [1 x i64] undef, i64 %flags.6.0, 0
  %inserted.strides.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.3, [1 x i64] %.38, 6
  %a = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %b = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  %out = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %flags = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %flags, align 8
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
  %.167 = alloca i16, align 2
  store i16 0, ptr %.167, align 2
  %.183 = alloca i16, align 2
  store i16 0, ptr %.183, align 2
  %.199 = alloca i16, align 2
  store i16 0, ptr %.199, align 2
  %.217 = alloca i16, align 2
  store i16 0, ptr %.217, align 2
  %.233 = alloca i16, align 2
  store i16 0, ptr %.233, align 2
  %.249 = alloca i16, align 2
  store i16 0, ptr %.249, align 2
  %.265 = alloca i16, align 2
  store i16 0, ptr %.265, align 2
  %.283 = alloca i16, align 2
  store i16 0, ptr %.283, align 2
  %.301 = alloca i16, align 2
  store i16 0, ptr %.301, align 2
  %.317 = alloca i16, align 2
  store i16 0, ptr %.317, align 2
  %.333 = alloca i16, align 2
  store i16 0, ptr %.333, align 2
  %.351 = alloca i16, align 2
  store i16 0, ptr %.351, align 2
  %.367 = alloca i16, align 2
  store i16 0, ptr %.367, align 2
  %.385 = alloca i16, align 2
  store i16 0, ptr %.385, align 2
  %.403 = alloca i16, align 2
  store i16 0, ptr %.403, align 2
  %.419 = alloca i16, align 2
  store i16 0, ptr %.419, align 2
  %.438 = alloca i16, align 2
  store i16 0, ptr %.438, align 2
  %.454 = alloca i16, align 2
  store i16 0, ptr %.454, align 2
  %.472 = alloca i16, align 2
  store i16 0, ptr %.472, align 2
  %.488 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.488, align 8
  %.524 = alloca i8, align 1
  store i8 0, ptr %.524, align 1
  %.536 = alloca i1, align 1
  store i1 false, ptr %.536, align 1
  %.551 = alloca i8, align 1
  store i8 0, ptr %.551, align 1
  %.563 = alloca i1, align 1
  store i1 false, ptr %.563, align 1
  %.584 = alloca i8, align 1
  store i8 0, ptr %.584, align 1
  %.596 = alloca i1, align 1
  store i1 false, ptr %.596, align 1
  %.613 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.613, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.3, ptr %flags, align 8
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
  br i1 %.71, label %B68, label %B1282

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
  %.150 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hadd6__halfS__nbst12_3clocals_3e31_ZL6__hadd6__halfS__nbst_callerB3v32B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.147, ptr %.143, ptr %.144)
  %.151 = icmp eq i32 %.150, 0
  %.152 = icmp eq i32 %.150, -2
  %.153 = or i1 %.151, %.152
  %.154 = xor i1 %.153, true
  %.155 = icmp eq i32 %.150, -1
  %.156 = icmp eq i32 %.150, -3
  %.157 = icmp sge i32 %.150, 1
  %.158 = load i16, ptr %.147, align 2
  br i1 %.154, label %B68.if, label %B68.endif, !prof !2

B1282:                                            ; preds = %B0
  %.650 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.652 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.654 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %flags, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %flags, align 8
  %.656 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  %.658 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.660 = load i1, ptr %"$66pred", align 1
  store i1 false, ptr %"$66pred", align 1
  ret void

B68.if:                                           ; preds = %B68
  ret void

B68.endif:                                        ; preds = %B68
  %.161 = alloca i16, align 2
  %.162 = alloca i16, align 2
  %.163 = alloca i16, align 2
  store i16 %.106, ptr %.161, align 2
  store i16 %.140, ptr %.162, align 2
  store i16 %.158, ptr %.163, align 2
  store i16 0, ptr %.167, align 2
  %.170 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1633_lower__ZL6__hfma6__halfS_S__nbst12_3clocals_3e33_ZL6__hfma6__halfS_S__nbst_callerB3v33B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a10float16_2a(ptr %.167, ptr %.161, ptr %.162, ptr %.163)
  %.171 = icmp eq i32 %.170, 0
  %.172 = icmp eq i32 %.170, -2
  %.173 = or i1 %.171, %.172
  %.174 = xor i1 %.173, true
  %.175 = icmp eq i32 %.170, -1
  %.176 = icmp eq i32 %.170, -3
  %.177 = icmp sge i32 %.170, 1
  %.178 = load i16, ptr %.167, align 2
  br i1 %.174, label %B68.endif.if, label %B68.endif.endif, !prof !2

B68.endif.if:                                     ; preds = %B68.endif
  ret void

B68.endif.endif:                                  ; preds = %B68.endif
  %.181 = alloca i16, align 2
  store i16 %.140, ptr %.181, align 2
  store i16 0, ptr %.183, align 2
  %.186 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1629_lower__ZL6__habs6__half_nbst12_3clocals_3e29_ZL6__habs6__half_nbst_callerB3v34B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.183, ptr %.181)
  %.187 = icmp eq i32 %.186, 0
  %.188 = icmp eq i32 %.186, -2
  %.189 = or i1 %.187, %.188
  %.190 = xor i1 %.189, true
  %.191 = icmp eq i32 %.186, -1
  %.192 = icmp eq i32 %.186, -3
  %.193 = icmp sge i32 %.186, 1
  %.194 = load i16, ptr %.183, align 2
  br i1 %.190, label %B68.endif.endif.if, label %B68.endif.endif.endif, !prof !2

B68.endif.endif.if:                               ; preds = %B68.endif.endif
  ret void

B68.endif.endif.endif:                            ; preds = %B68.endif.endif
  %.197 = alloca i16, align 2
  store i16 %.194, ptr %.197, align 2
  store i16 0, ptr %.199, align 2
  %.202 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1629_lower__ZL6__hneg6__half_nbst12_3clocals_3e29_ZL6__hneg6__half_nbst_callerB3v35B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.199, ptr %.197)
  %.203 = icmp eq i32 %.202, 0
  %.204 = icmp eq i32 %.202, -2
  %.205 = or i1 %.203, %.204
  %.206 = xor i1 %.205, true
  %.207 = icmp eq i32 %.202, -1
  %.208 = icmp eq i32 %.202, -3
  %.209 = icmp sge i32 %.202, 1
  %.210 = load i16, ptr %.199, align 2
  br i1 %.206, label %B68.endif.endif.endif.if, label %B68.endif.endif.endif.endif, !prof !2

B68.endif.endif.endif.if:                         ; preds = %B68.endif.endif.endif
  ret void

B68.endif.endif.endif.endif:                      ; preds = %B68.endif.endif.endif
  %.213 = alloca i16, align 2
  %.214 = alloca i16, align 2
  store i16 %.178, ptr %.213, align 2
  store i16 %.210, ptr %.214, align 2
  store i16 0, ptr %.217, align 2
  %.220 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hmax6__halfS__nbst12_3clocals_3e31_ZL6__hmax6__halfS__nbst_callerB3v36B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.217, ptr %.213, ptr %.214)
  %.221 = icmp eq i32 %.220, 0
  %.222 = icmp eq i32 %.220, -2
  %.223 = or i1 %.221, %.222
  %.224 = xor i1 %.223, true
  %.225 = icmp eq i32 %.220, -1
  %.226 = icmp eq i32 %.220, -3
  %.227 = icmp sge i32 %.220, 1
  %.228 = load i16, ptr %.217, align 2
  br i1 %.224, label %B68.endif.endif.endif.endif.if, label %B68.endif.endif.endif.endif.endif, !prof !2

B68.endif.endif.endif.endif.if:                   ; preds = %B68.endif.endif.endif.endif
  ret void

B68.endif.endif.endif.endif.endif:                ; preds = %B68.endif.endif.endif.endif
  %.231 = alloca i16, align 2
  store i16 %.106, ptr %.231, align 2
  store i16 0, ptr %.233, align 2
  %.236 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1627_lower__ZL4hsin6__half_nbst12_3clocals_3e27_ZL4hsin6__half_nbst_callerB3v37B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.233, ptr %.231)
  %.237 = icmp eq i32 %.236, 0
  %.238 = icmp eq i32 %.236, -2
  %.239 = or i1 %.237, %.238
  %.240 = xor i1 %.239, true
  %.241 = icmp eq i32 %.236, -1
  %.242 = icmp eq i32 %.236, -3
  %.243 = icmp sge i32 %.236, 1
  %.244 = load i16, ptr %.233, align 2
  br i1 %.240, label %B68.endif.endif.endif.endif.endif.if, label %B68.endif.endif.endif.endif.endif.endif, !prof !2

B68.endif.endif.endif.endif.endif.if:             ; preds = %B68.endif.endif.endif.endif.endif
  ret void

B68.endif.endif.endif.endif.endif.endif:          ; preds = %B68.endif.endif.endif.endif.endif
  %.247 = alloca i16, align 2
  store i16 %.140, ptr %.247, align 2
  store i16 0, ptr %.249, align 2
  %.252 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1627_lower__ZL4hcos6__half_nbst12_3clocals_3e27_ZL4hcos6__half_nbst_callerB3v38B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.249, ptr %.247)
  %.253 = icmp eq i32 %.252, 0
  %.254 = icmp eq i32 %.252, -2
  %.255 = or i1 %.253, %.254
  %.256 = xor i1 %.255, true
  %.257 = icmp eq i32 %.252, -1
  %.258 = icmp eq i32 %.252, -3
  %.259 = icmp sge i32 %.252, 1
  %.260 = load i16, ptr %.249, align 2
  br i1 %.256, label %B68.endif.endif.endif.endif.endif.endif.if, label %B68.endif.endif.endif.endif.endif.endif.endif, !prof !2

B68.endif.endif.endif.endif.endif.endif.if:       ; preds = %B68.endif.endif.endif.endif.endif.endif
  ret void

B68.endif.endif.endif.endif.endif.endif.endif:    ; preds = %B68.endif.endif.endif.endif.endif.endif
  %.263 = alloca i16, align 2
  store i16 %.106, ptr %.263, align 2
  store i16 0, ptr %.265, align 2
  %.268 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1627_lower__ZL4hexp6__half_nbst12_3clocals_3e27_ZL4hexp6__half_nbst_callerB3v39B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.265, ptr %.263)
  %.269 = icmp eq i32 %.268, 0
  %.270 = icmp eq i32 %.268, -2
  %.271 = or i1 %.269, %.270
  %.272 = xor i1 %.271, true
  %.273 = icmp eq i32 %.268, -1
  %.274 = icmp eq i32 %.268, -3
  %.275 = icmp sge i32 %.268, 1
  %.276 = load i16, ptr %.265, align 2
  br i1 %.272, label %B68.endif.endif.endif.endif.endif.endif.endif.if, label %B68.endif.endif.endif.endif.endif.endif.endif.endif, !prof !2

B68.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B68.endif.endif.endif.endif.endif.endif.endif
  ret void

B68.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B68.endif.endif.endif.endif.endif.endif.endif
  %.279 = alloca i16, align 2
  %.280 = alloca i16, align 2
  store i16 %.260, ptr %.279, align 2
  store i16 %.276, ptr %.280, align 2
  store i16 0, ptr %.283, align 2
  %.286 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmlRK6__halfS1__nbst12_3clocals_3e28_ZmlRK6__halfS1__nbst_callerB3v40B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.283, ptr %.279, ptr %.280)
  %.287 = icmp eq i32 %.286, 0
  %.288 = icmp eq i32 %.286, -2
  %.289 = or i1 %.287, %.288
  %.290 = xor i1 %.289, true
  %.291 = icmp eq i32 %.286, -1
  %.292 = icmp eq i32 %.286, -3
  %.293 = icmp sge i32 %.286, 1
  %.294 = load i16, ptr %.283, align 2
  br i1 %.290, label %B68.endif.endif.endif.end...if, label %B68.endif.endif.endif.end...endif, !prof !2

B68.endif.endif.endif.end...if:                   ; preds = %B68.endif.endif.endif.endif.endif.endif.endif.endif
  ret void

B68.endif.endif.endif.end...endif:                ; preds = %B68.endif.endif.endif.endif.endif.endif.endif.endif
  %.297 = alloca i16, align 2
  %.298 = alloca i16, align 2
  store i16 %.244, ptr %.297, align 2
  store i16 %.294, ptr %.298, align 2
  store i16 0, ptr %.301, align 2
  %.304 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZplRK6__halfS1__nbst12_3clocals_3e28_ZplRK6__halfS1__nbst_callerB3v41B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.301, ptr %.297, ptr %.298)
  %.305 = icmp eq i32 %.304, 0
  %.306 = icmp eq i32 %.304, -2
  %.307 = or i1 %.305, %.306
  %.308 = xor i1 %.307, true
  %.309 = icmp eq i32 %.304, -1
  %.310 = icmp eq i32 %.304, -3
  %.311 = icmp sge i32 %.304, 1
  %.312 = load i16, ptr %.301, align 2
  br i1 %.308, label %B68.endif.endif.endif.end...endif.if, label %B68.endif.endif.endif.end...endif.endif, !prof !2

B68.endif.endif.endif.end...endif.if:             ; preds = %B68.endif.endif.endif.end...endif
  ret void

B68.endif.endif.endif.end...endif.endif:          ; preds = %B68.endif.endif.endif.end...endif
  %.315 = alloca i16, align 2
  store i16 %.106, ptr %.315, align 2
  store i16 0, ptr %.317, align 2
  %.320 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1629_lower__ZL6__habs6__half_nbst12_3clocals_3e29_ZL6__habs6__half_nbst_callerB3v34B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.317, ptr %.315)
  %.321 = icmp eq i32 %.320, 0
  %.322 = icmp eq i32 %.320, -2
  %.323 = or i1 %.321, %.322
  %.324 = xor i1 %.323, true
  %.325 = icmp eq i32 %.320, -1
  %.326 = icmp eq i32 %.320, -3
  %.327 = icmp sge i32 %.320, 1
  %.328 = load i16, ptr %.317, align 2
  br i1 %.324, label %B68.endif.endif.endif.end...endif.endif.if, label %B68.endif.endif.endif.end...endif.endif.endif, !prof !2

B68.endif.endif.endif.end...endif.endif.if:       ; preds = %B68.endif.endif.endif.end...endif.endif
  ret void

B68.endif.endif.endif.end...endif.endif.endif:    ; preds = %B68.endif.endif.endif.end...endif.endif
  %.331 = alloca i16, align 2
  store i16 %.328, ptr %.331, align 2
  store i16 0, ptr %.333, align 2
  %.336 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZL5hsqrt6__half_nbst12_3clocals_3e28_ZL5hsqrt6__half_nbst_callerB3v42B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.333, ptr %.331)
  %.337 = icmp eq i32 %.336, 0
  %.338 = icmp eq i32 %.336, -2
  %.339 = or i1 %.337, %.338
  %.340 = xor i1 %.339, true
  %.341 = icmp eq i32 %.336, -1
  %.342 = icmp eq i32 %.336, -3
  %.343 = icmp sge i32 %.336, 1
  %.344 = load i16, ptr %.333, align 2
  br i1 %.340, label %B68.endif.endif.endif.end...endif.endif.endif.if, label %B68.endif.endif.endif.end...endif.endif.endif.endif, !prof !2

B68.endif.endif.endif.end...endif.endif.endif.if: ; preds = %B68.endif.endif.endif.end...endif.endif.endif
  ret void

B68.endif.endif.endif.end...endif.endif.endif.endif: ; preds = %B68.endif.endif.endif.end...endif.endif.endif
  %.347 = alloca i16, align 2
  %.348 = alloca i16, align 2
  store i16 %.312, ptr %.347, align 2
  store i16 %.344, ptr %.348, align 2
  store i16 0, ptr %.351, align 2
  %.354 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hmul6__halfS__nbst12_3clocals_3e31_ZL6__hmul6__halfS__nbst_callerB3v43B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.351, ptr %.347, ptr %.348)
  %.355 = icmp eq i32 %.354, 0
  %.356 = icmp eq i32 %.354, -2
  %.357 = or i1 %.355, %.356
  %.358 = xor i1 %.357, true
  %.359 = icmp eq i32 %.354, -1
  %.360 = icmp eq i32 %.354, -3
  %.361 = icmp sge i32 %.354, 1
  %.362 = load i16, ptr %.351, align 2
  br i1 %.358, label %B68.endif.endif.endif.end...if.1, label %B68.endif.endif.endif.end...endif.1, !prof !2

B68.endif.endif.endif.end...if.1:                 ; preds = %B68.endif.endif.endif.end...endif.endif.endif.endif
  ret void

B68.endif.endif.endif.end...endif.1:              ; preds = %B68.endif.endif.endif.end...endif.endif.endif.endif
  %.365 = alloca i16, align 2
  store i16 %.140, ptr %.365, align 2
  store i16 0, ptr %.367, align 2
  %.370 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1627_lower__ZL4hrcp6__half_nbst12_3clocals_3e27_ZL4hrcp6__half_nbst_callerB3v44B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.367, ptr %.365)
  %.371 = icmp eq i32 %.370, 0
  %.372 = icmp eq i32 %.370, -2
  %.373 = or i1 %.371, %.372
  %.374 = xor i1 %.373, true
  %.375 = icmp eq i32 %.370, -1
  %.376 = icmp eq i32 %.370, -3
  %.377 = icmp sge i32 %.370, 1
  %.378 = load i16, ptr %.367, align 2
  br i1 %.374, label %B68.endif.endif.endif.end...endif.1.if, label %B68.endif.endif.endif.end...endif.1.endif, !prof !2

B68.endif.endif.endif.end...endif.1.if:           ; preds = %B68.endif.endif.endif.end...endif.1
  ret void

B68.endif.endif.endif.end...endif.1.endif:        ; preds = %B68.endif.endif.endif.end...endif.1
  %.381 = alloca i16, align 2
  %.382 = alloca i16, align 2
  store i16 %.362, ptr %.381, align 2
  store i16 %.378, ptr %.382, align 2
  store i16 0, ptr %.385, align 2
  %.388 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmiRK6__halfS1__nbst12_3clocals_3e28_ZmiRK6__halfS1__nbst_callerB3v45B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.385, ptr %.381, ptr %.382)
  %.389 = icmp eq i32 %.388, 0
  %.390 = icmp eq i32 %.388, -2
  %.391 = or i1 %.389, %.390
  %.392 = xor i1 %.391, true
  %.393 = icmp eq i32 %.388, -1
  %.394 = icmp eq i32 %.388, -3
  %.395 = icmp sge i32 %.388, 1
  %.396 = load i16, ptr %.385, align 2
  br i1 %.392, label %B68.endif.endif.endif.end...endif.1.endif.if, label %B68.endif.endif.endif.end...endif.1.endif.endif, !prof !2

B68.endif.endif.endif.end...endif.1.endif.if:     ; preds = %B68.endif.endif.endif.end...endif.1.endif
  ret void

B68.endif.endif.endif.end...endif.1.endif.endif:  ; preds = %B68.endif.endif.endif.end...endif.1.endif
  %.399 = alloca i16, align 2
  %.400 = alloca i16, align 2
  store i16 %.228, ptr %.399, align 2
  store i16 %.396, ptr %.400, align 2
  store i16 0, ptr %.403, align 2
  %.406 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hmin6__halfS__nbst12_3clocals_3e31_ZL6__hmin6__halfS__nbst_callerB3v46B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.403, ptr %.399, ptr %.400)
  %.407 = icmp eq i32 %.406, 0
  %.408 = icmp eq i32 %.406, -2
  %.409 = or i1 %.407, %.408
  %.410 = xor i1 %.409, true
  %.411 = icmp eq i32 %.406, -1
  %.412 = icmp eq i32 %.406, -3
  %.413 = icmp sge i32 %.406, 1
  %.414 = load i16, ptr %.403, align 2
  br i1 %.410, label %B68.endif.endif.endif.end...endif.1.endif.endif.if, label %B68.endif.endif.endif.end...endif.1.endif.endif.endif, !prof !2

B68.endif.endif.endif.end...endif.1.endif.endif.if: ; preds = %B68.endif.endif.endif.end...endif.1.endif.endif
  ret void

B68.endif.endif.endif.end...endif.1.endif.endif.endif: ; preds = %B68.endif.endif.endif.end...endif.1.endif.endif
  %.417 = alloca i16, align 2
  store i16 %.140, ptr %.417, align 2
  store i16 0, ptr %.419, align 2
  %.422 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1629_lower__ZL6__habs6__half_nbst12_3clocals_3e29_ZL6__habs6__half_nbst_callerB3v34B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.419, ptr %.417)
  %.423 = icmp eq i32 %.422, 0
  %.424 = icmp eq i32 %.422, -2
  %.425 = or i1 %.423, %.424
  %.426 = xor i1 %.425, true
  %.427 = icmp eq i32 %.422, -1
  %.428 = icmp eq i32 %.422, -3
  %.429 = icmp sge i32 %.422, 1
  %.430 = load i16, ptr %.419, align 2
  br i1 %.426, label %B68.endif.endif.endif.end...if.2, label %B68.endif.endif.endif.end...endif.2, !prof !2

B68.endif.endif.endif.end...if.2:                 ; preds = %B68.endif.endif.endif.end...endif.1.endif.endif.endif
  ret void

B68.endif.endif.endif.end...endif.2:              ; preds = %B68.endif.endif.endif.end...endif.1.endif.endif.endif
  %.433 = call i16 asm "cvt.rn.f16.s64 $0, $1;", "=h,l"(i64 1)
  %.434 = alloca i16, align 2
  %.435 = alloca i16, align 2
  store i16 %.430, ptr %.434, align 2
  store i16 %.433, ptr %.435, align 2
  store i16 0, ptr %.438, align 2
  %.441 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZplRK6__halfS1__nbst12_3clocals_3e28_ZplRK6__halfS1__nbst_callerB3v41B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.438, ptr %.434, ptr %.435)
  %.442 = icmp eq i32 %.441, 0
  %.443 = icmp eq i32 %.441, -2
  %.444 = or i1 %.442, %.443
  %.445 = xor i1 %.444, true
  %.446 = icmp eq i32 %.441, -1
  %.447 = icmp eq i32 %.441, -3
  %.448 = icmp sge i32 %.441, 1
  %.449 = load i16, ptr %.438, align 2
  br i1 %.445, label %B68.endif.endif.endif.end...endif.2.if, label %B68.endif.endif.endif.end...endif.2.endif, !prof !2

B68.endif.endif.endif.end...endif.2.if:           ; preds = %B68.endif.endif.endif.end...endif.2
  ret void

B68.endif.endif.endif.end...endif.2.endif:        ; preds = %B68.endif.endif.endif.end...endif.2
  %.452 = alloca i16, align 2
  store i16 %.449, ptr %.452, align 2
  store i16 0, ptr %.454, align 2
  %.457 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1627_lower__ZL4hlog6__half_nbst12_3clocals_3e27_ZL4hlog6__half_nbst_callerB3v47B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.454, ptr %.452)
  %.458 = icmp eq i32 %.457, 0
  %.459 = icmp eq i32 %.457, -2
  %.460 = or i1 %.458, %.459
  %.461 = xor i1 %.460, true
  %.462 = icmp eq i32 %.457, -1
  %.463 = icmp eq i32 %.457, -3
  %.464 = icmp sge i32 %.457, 1
  %.465 = load i16, ptr %.454, align 2
  br i1 %.461, label %B68.endif.endif.endif.end...endif.2.endif.if, label %B68.endif.endif.endif.end...endif.2.endif.endif, !prof !2

B68.endif.endif.endif.end...endif.2.endif.if:     ; preds = %B68.endif.endif.endif.end...endif.2.endif
  ret void

B68.endif.endif.endif.end...endif.2.endif.endif:  ; preds = %B68.endif.endif.endif.end...endif.2.endif
  %.468 = alloca i16, align 2
  %.469 = alloca i16, align 2
  store i16 %.414, ptr %.468, align 2
  store i16 %.465, ptr %.469, align 2
  store i16 0, ptr %.472, align 2
  %.475 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZplRK6__halfS1__nbst12_3clocals_3e28_ZplRK6__halfS1__nbst_callerB3v41B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.472, ptr %.468, ptr %.469)
  %.476 = icmp eq i32 %.475, 0
  %.477 = icmp eq i32 %.475, -2
  %.478 = or i1 %.476, %.477
  %.479 = xor i1 %.478, true
  %.480 = icmp eq i32 %.475, -1
  %.481 = icmp eq i32 %.475, -3
  %.482 = icmp sge i32 %.475, 1
  %.483 = load i16, ptr %.472, align 2
  br i1 %.479, label %B68.endif.endif.endif.end...endif.2.endif.endif.if, label %B68.endif.endif.endif.end...endif.2.endif.endif.endif, !prof !2

B68.endif.endif.endif.end...endif.2.endif.endif.if: ; preds = %B68.endif.endif.endif.end...endif.2.endif.endif
  ret void

B68.endif.endif.endif.end...endif.2.endif.endif.endif: ; preds = %B68.endif.endif.endif.end...endif.2.endif.endif
  %.486 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.487 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.488, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.486, ptr %.488, align 8
  %.492 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.488, i32 0, i32 5
  %.493 = getelementptr inbounds [1 x i64], ptr %.492, i32 0, i32 0
  %.494 = load i64, ptr %.493, align 8, !range !1
  %.495 = insertvalue [1 x i64] undef, i64 %.494, 0
  %.496 = extractvalue [1 x i64] %.495, 0
  %.497 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.488, i32 0, i32 6
  %.498 = load [1 x i64], ptr %.497, align 8
  %.499 = extractvalue [1 x i64] %.498, 0
  %.500 = icmp slt i64 %.487, 0
  %.501 = add i64 %.487, %.496
  %.502 = select i1 %.500, i64 %.501, i64 %.487
  %.503 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.488, i32 0, i32 5
  %.504 = getelementptr inbounds [1 x i64], ptr %.503, i32 0, i32 0
  %.505 = load i64, ptr %.504, align 8, !range !1
  %.506 = insertvalue [1 x i64] undef, i64 %.505, 0
  %.507 = extractvalue [1 x i64] %.506, 0
  %.508 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.488, i32 0, i32 6
  %.509 = load [1 x i64], ptr %.508, align 8
  %.510 = extractvalue [1 x i64] %.509, 0
  %.511 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.488, i32 0, i32 4
  %.512 = load ptr, ptr %.511, align 8
  %.513 = mul i64 %.510, %.502
  %.514 = ptrtoint ptr %.512 to i64
  %.515 = add i64 %.514, %.513
  %.516 = inttoptr i64 %.515 to ptr
  store i16 %.483, ptr %.516, align 2
  %.518 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.520 = alloca i16, align 2
  %.521 = alloca i16, align 2
  store i16 %.106, ptr %.520, align 2
  store i16 %.140, ptr %.521, align 2
  store i8 0, ptr %.524, align 1
  %.527 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1630_lower__ZL5__heq6__halfS__nbst12_3clocals_3e30_ZL5__heq6__halfS__nbst_callerB3v48B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.524, ptr %.520, ptr %.521)
  %.528 = icmp eq i32 %.527, 0
  %.529 = icmp eq i32 %.527, -2
  %.530 = or i1 %.528, %.529
  %.531 = xor i1 %.530, true
  %.532 = icmp eq i32 %.527, -1
  %.533 = icmp eq i32 %.527, -3
  %.534 = icmp sge i32 %.527, 1
  %.535 = load i8, ptr %.524, align 1
  %.538 = icmp eq i8 %.535, 0
  br i1 %.538, label %B68.endif.endif.endif.end...if.3, label %B68.endif.endif.endif.end...else

B68.endif.endif.endif.end...if.3:                 ; preds = %B68.endif.endif.endif.end...endif.2.endif.endif.endif
  store i1 false, ptr %.536, align 1
  br label %B68.endif.endif.endif.end...endif.3

B68.endif.endif.endif.end...else:                 ; preds = %B68.endif.endif.endif.end...endif.2.endif.endif.endif
  store i1 true, ptr %.536, align 1
  br label %B68.endif.endif.endif.end...endif.3

B68.endif.endif.endif.end...endif.3:              ; preds = %B68.endif.endif.endif.end...else, %B68.endif.endif.endif.end...if.3
  %.544 = load i1, ptr %.536, align 1
  br i1 %.531, label %B68.endif.endif.endif.end...endif.3.if, label %B68.endif.endif.endif.end...endif.3.endif, !prof !2

B68.endif.endif.endif.end...endif.3.if:           ; preds = %B68.endif.endif.endif.end...endif.3
  ret void

B68.endif.endif.endif.end...endif.3.endif:        ; preds = %B68.endif.endif.endif.end...endif.3
  %.547 = alloca i16, align 2
  %.548 = alloca i16, align 2
  store i16 %.106, ptr %.547, align 2
  store i16 %.140, ptr %.548, align 2
  store i8 0, ptr %.551, align 1
  %.554 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1630_lower__ZL5__hlt6__halfS__nbst12_3clocals_3e30_ZL5__hlt6__halfS__nbst_callerB3v49B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.551, ptr %.547, ptr %.548)
  %.555 = icmp eq i32 %.554, 0
  %.556 = icmp eq i32 %.554, -2
  %.557 = or i1 %.555, %.556
  %.558 = xor i1 %.557, true
  %.559 = icmp eq i32 %.554, -1
  %.560 = icmp eq i32 %.554, -3
  %.561 = icmp sge i32 %.554, 1
  %.562 = load i8, ptr %.551, align 1
  %.565 = icmp eq i8 %.562, 0
  br i1 %.565, label %B68.endif.endif.endif.end...endif.3.endif.if, label %B68.endif.endif.endif.end...endif.3.endif.else

B68.endif.endif.endif.end...endif.3.endif.if:     ; preds = %B68.endif.endif.endif.end...endif.3.endif
  store i1 false, ptr %.563, align 1
  br label %B68.endif.endif.endif.end...endif.3.endif.endif

B68.endif.endif.endif.end...endif.3.endif.else:   ; preds = %B68.endif.endif.endif.end...endif.3.endif
  store i1 true, ptr %.563, align 1
  br label %B68.endif.endif.endif.end...endif.3.endif.endif

B68.endif.endif.endif.end...endif.3.endif.endif:  ; preds = %B68.endif.endif.endif.end...endif.3.endif.else, %B68.endif.endif.endif.end...endif.3.endif.if
  %.571 = load i1, ptr %.563, align 1
  br i1 %.558, label %B68.endif.endif.endif.end...endif.3.endif.endif.if, label %B68.endif.endif.endif.end...endif.3.endif.endif.endif, !prof !2

B68.endif.endif.endif.end...endif.3.endif.endif.if: ; preds = %B68.endif.endif.endif.end...endif.3.endif.endif
  ret void

B68.endif.endif.endif.end...endif.3.endif.endif.endif: ; preds = %B68.endif.endif.endif.end...endif.3.endif.endif
  %.574 = zext i1 %.571 to i32
  %.575 = sext i32 %.574 to i64
  %.576 = mul nsw i64 2, %.575
  %.577 = zext i1 %.544 to i32
  %.578 = sext i32 %.577 to i64
  %.579 = add nsw i64 %.578, %.576
  %.580 = alloca i16, align 2
  %.581 = alloca i16, align 2
  store i16 %.228, ptr %.580, align 2
  store i16 %.396, ptr %.581, align 2
  store i8 0, ptr %.584, align 1
  %.587 = call i32 @_ZN5numba4cuda9_internal9cuda_fp1630_lower__ZL5__hge6__halfS__nbst12_3clocals_3e30_ZL5__hge6__halfS__nbst_callerB3v50B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.584, ptr %.580, ptr %.581)
  %.588 = icmp eq i32 %.587, 0
  %.589 = icmp eq i32 %.587, -2
  %.590 = or i1 %.588, %.589
  %.591 = xor i1 %.590, true
  %.592 = icmp eq i32 %.587, -1
  %.593 = icmp eq i32 %.587, -3
  %.594 = icmp sge i32 %.587, 1
  %.595 = load i8, ptr %.584, align 1
  %.598 = icmp eq i8 %.595, 0
  br i1 %.598, label %B68.endif.endif.endif.end...if.4, label %B68.endif.endif.endif.end...else.1

B68.endif.endif.endif.end...if.4:                 ; preds = %B68.endif.endif.endif.end...endif.3.endif.endif.endif
  store i1 false, ptr %.596, align 1
  br label %B68.endif.endif.endif.end...endif.4

B68.endif.endif.endif.end...else.1:               ; preds = %B68.endif.endif.endif.end...endif.3.endif.endif.endif
  store i1 true, ptr %.596, align 1
  br label %B68.endif.endif.endif.end...endif.4

B68.endif.endif.endif.end...endif.4:              ; preds = %B68.endif.endif.endif.end...else.1, %B68.endif.endif.endif.end...if.4
  %.604 = load i1, ptr %.596, align 1
  br i1 %.591, label %B68.endif.endif.endif.end...endif.4.if, label %B68.endif.endif.endif.end...endif.4.endif, !prof !2

B68.endif.endif.endif.end...endif.4.if:           ; preds = %B68.endif.endif.endif.end...endif.4
  ret void

B68.endif.endif.endif.end...endif.4.endif:        ; preds = %B68.endif.endif.endif.end...endif.4
  %.607 = zext i1 %.604 to i32
  %.608 = sext i32 %.607 to i64
  %.609 = mul nsw i64 4, %.608
  %.610 = add nsw i64 %.579, %.609
  %.611 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %flags, align 8
  %.612 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.613, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.611, ptr %.613, align 8
  %.617 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.613, i32 0, i32 5
  %.618 = getelementptr inbounds [1 x i64], ptr %.617, i32 0, i32 0
  %.619 = load i64, ptr %.618, align 8, !range !1
  %.620 = insertvalue [1 x i64] undef, i64 %.619, 0
  %.621 = extractvalue [1 x i64] %.620, 0
  %.622 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.613, i32 0, i32 6
  %.623 = load [1 x i64], ptr %.622, align 8
  %.624 = extractvalue [1 x i64] %.623, 0
  %.625 = icmp slt i64 %.612, 0
  %.626 = add i64 %.612, %.621
  %.627 = select i1 %.625, i64 %.626, i64 %.612
  %.628 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.613, i32 0, i32 5
  %.629 = getelementptr inbounds [1 x i64], ptr %.628, i32 0, i32 0
  %.630 = load i64, ptr %.629, align 8, !range !1
  %.631 = insertvalue [1 x i64] undef, i64 %.630, 0
  %.632 = extractvalue [1 x i64] %.631, 0
  %.633 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.613, i32 0, i32 6
  %.634 = load [1 x i64], ptr %.633, align 8
  %.635 = extractvalue [1 x i64] %.634, 0
  %.636 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.613, i32 0, i32 4
  %.637 = load ptr, ptr %.636, align 8
  %.638 = mul i64 %.635, %.627
  %.639 = ptrtoint ptr %.637 to i64
  %.640 = add i64 %.639, %.638
  %.641 = inttoptr i64 %.640 to ptr
  %.642 = trunc i64 %.610 to i32
  store i32 %.642, ptr %.641, align 4
  %.644 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.646 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %flags, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %flags, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1630_lower__ZL5__heq6__halfS__nbst12_3clocals_3e30_ZL5__heq6__halfS__nbst_callerB3v48B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
entry:
  %.5 = alloca i8, align 1
  store i8 0, ptr %.5, align 1
  %.17 = alloca i1, align 1
  store i1 false, ptr %.17, align 1
  br label %B0

B0:                                               ; preds = %entry
  store i8 0, ptr %.5, align 1
  %.8 = call i32 @_ZL5__heq6__halfS__nbst(ptr %.5, ptr %arg_0, ptr %arg_1)
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

declare i32 @_ZL5__heq6__halfS__nbst(ptr, ptr, ptr)

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hadd6__halfS__nbst12_3clocals_3e31_ZL6__hadd6__halfS__nbst_callerB3v32B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
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

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hmin6__halfS__nbst12_3clocals_3e31_ZL6__hmin6__halfS__nbst_callerB3v46B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
entry:
  %.5 = alloca i16, align 2
  store i16 0, ptr %.5, align 2
  br label %B0

B0:                                               ; preds = %entry
  store i16 0, ptr %.5, align 2
  %.8 = call i32 @_ZL6__hmin6__halfS__nbst(ptr %.5, ptr %arg_0, ptr %arg_1)
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

declare i32 @_ZL6__hmin6__halfS__nbst(ptr, ptr, ptr)

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1629_lower__ZL6__habs6__half_nbst12_3clocals_3e29_ZL6__habs6__half_nbst_callerB3v34B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.ret, ptr %arg_0) {
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

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1627_lower__ZL4hsin6__half_nbst12_3clocals_3e27_ZL4hsin6__half_nbst_callerB3v37B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.ret, ptr %arg_0) {
entry:
  %.4 = alloca i16, align 2
  store i16 0, ptr %.4, align 2
  br label %B0

B0:                                               ; preds = %entry
  store i16 0, ptr %.4, align 2
  %.7 = call i32 @_ZL4hsin6__half_nbst(ptr %.4, ptr %arg_0)
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

declare i32 @_ZL4hsin6__half_nbst(ptr, ptr)

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

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmiRK6__halfS1__nbst12_3clocals_3e28_ZmiRK6__halfS1__nbst_callerB3v45B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
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

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1633_lower__ZL6__hfma6__halfS_S__nbst12_3clocals_3e33_ZL6__hfma6__halfS_S__nbst_callerB3v33B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1, ptr %arg_2) {
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

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1629_lower__ZL6__hneg6__half_nbst12_3clocals_3e29_ZL6__hneg6__half_nbst_callerB3v35B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.ret, ptr %arg_0) {
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

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hmul6__halfS__nbst12_3clocals_3e31_ZL6__hmul6__halfS__nbst_callerB3v43B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
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

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1627_lower__ZL4hcos6__half_nbst12_3clocals_3e27_ZL4hcos6__half_nbst_callerB3v38B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.ret, ptr %arg_0) {
entry:
  %.4 = alloca i16, align 2
  store i16 0, ptr %.4, align 2
  br label %B0

B0:                                               ; preds = %entry
  store i16 0, ptr %.4, align 2
  %.7 = call i32 @_ZL4hcos6__half_nbst(ptr %.4, ptr %arg_0)
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

declare i32 @_ZL4hcos6__half_nbst(ptr, ptr)

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

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1631_lower__ZL6__hmax6__halfS__nbst12_3clocals_3e31_ZL6__hmax6__halfS__nbst_callerB3v36B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
entry:
  %.5 = alloca i16, align 2
  store i16 0, ptr %.5, align 2
  br label %B0

B0:                                               ; preds = %entry
  store i16 0, ptr %.5, align 2
  %.8 = call i32 @_ZL6__hmax6__halfS__nbst(ptr %.5, ptr %arg_0, ptr %arg_1)
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

declare i32 @_ZL6__hmax6__halfS__nbst(ptr, ptr, ptr)

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1627_lower__ZL4hexp6__half_nbst12_3clocals_3e27_ZL4hexp6__half_nbst_callerB3v39B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.ret, ptr %arg_0) {
entry:
  %.4 = alloca i16, align 2
  store i16 0, ptr %.4, align 2
  br label %B0

B0:                                               ; preds = %entry
  store i16 0, ptr %.4, align 2
  %.7 = call i32 @_ZL4hexp6__half_nbst(ptr %.4, ptr %arg_0)
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

declare i32 @_ZL4hexp6__half_nbst(ptr, ptr)

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1627_lower__ZL4hrcp6__half_nbst12_3clocals_3e27_ZL4hrcp6__half_nbst_callerB3v44B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.ret, ptr %arg_0) {
entry:
  %.4 = alloca i16, align 2
  store i16 0, ptr %.4, align 2
  br label %B0

B0:                                               ; preds = %entry
  store i16 0, ptr %.4, align 2
  %.7 = call i32 @_ZL4hrcp6__half_nbst(ptr %.4, ptr %arg_0)
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

declare i32 @_ZL4hrcp6__half_nbst(ptr, ptr)

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZL5hsqrt6__half_nbst12_3clocals_3e28_ZL5hsqrt6__half_nbst_callerB3v42B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.ret, ptr %arg_0) {
entry:
  %.4 = alloca i16, align 2
  store i16 0, ptr %.4, align 2
  br label %B0

B0:                                               ; preds = %entry
  store i16 0, ptr %.4, align 2
  %.7 = call i32 @_ZL5hsqrt6__half_nbst(ptr %.4, ptr %arg_0)
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

declare i32 @_ZL5hsqrt6__half_nbst(ptr, ptr)

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1630_lower__ZL5__hge6__halfS__nbst12_3clocals_3e30_ZL5__hge6__halfS__nbst_callerB3v50B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
entry:
  %.5 = alloca i8, align 1
  store i8 0, ptr %.5, align 1
  %.17 = alloca i1, align 1
  store i1 false, ptr %.17, align 1
  br label %B0

B0:                                               ; preds = %entry
  store i8 0, ptr %.5, align 1
  %.8 = call i32 @_ZL5__hge6__halfS__nbst(ptr %.5, ptr %arg_0, ptr %arg_1)
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

declare i32 @_ZL5__hge6__halfS__nbst(ptr, ptr, ptr)

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1630_lower__ZL5__hlt6__halfS__nbst12_3clocals_3e30_ZL5__hlt6__halfS__nbst_callerB3v49B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a(ptr %.ret, ptr %arg_0, ptr %arg_1) {
entry:
  %.5 = alloca i8, align 1
  store i8 0, ptr %.5, align 1
  %.17 = alloca i1, align 1
  store i1 false, ptr %.17, align 1
  br label %B0

B0:                                               ; preds = %entry
  store i8 0, ptr %.5, align 1
  %.8 = call i32 @_ZL5__hlt6__halfS__nbst(ptr %.5, ptr %arg_0, ptr %arg_1)
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

declare i32 @_ZL5__hlt6__halfS__nbst(ptr, ptr, ptr)

define linkonce_odr i32 @_ZN5numba4cuda9_internal9cuda_fp1627_lower__ZL4hlog6__half_nbst12_3clocals_3e27_ZL4hlog6__half_nbst_callerB3v47B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a(ptr %.ret, ptr %arg_0) {
entry:
  %.4 = alloca i16, align 2
  store i16 0, ptr %.4, align 2
  br label %B0

B0:                                               ; preds = %entry
  store i16 0, ptr %.4, align 2
  %.7 = call i32 @_ZL4hlog6__half_nbst(ptr %.4, ptr %arg_0)
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

declare i32 @_ZL4hlog6__half_nbst(ptr, ptr)

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{i64 0, i64 9223372036854775807}
!2 = !{!"branch_weights", i32 1, i32 99}
