; numba-cuda kernel math_funcs(Array(float32, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "math_funcs$5"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__10math_funcsB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__10math_funcsB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", float* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %"x.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".18", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", float* %"out.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %"x" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %"out" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".38" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %".55" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55"
  %".98" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".98"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".25" = trunc i64 1 to i32
  %".26" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".27" = sext i32 %".26" to i64
  %".28" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".29" = sext i32 %".28" to i64
  %".30" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".31" = sext i32 %".30" to i64
  %".32" = mul i64 %".29", %".31"
  %".33" = add i64 %".32", %".27"
  %".35" = load i64, i64* %"i"
  store i64 %".33", i64* %"i"
  %".37" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".37", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38"
  %".42" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 2
  %".43" = load i64, i64* %".42"
  %".44" = load i64, i64* %"i"
  %".45" = icmp slt i64 %".44", %".43"
  %".47" = load i1, i1* %"$64pred"
  store i1 %".45", i1* %"$64pred"
  %".49" = load i1, i1* %"$64pred"
  br i1 %".49", label %"B66", label %"B310"
B66:
  %".51" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  %".53" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".54" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".53", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55"
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".60" = getelementptr inbounds [1 x i64], [1 x i64]* %".59", i32 0, i32 0
  %".61" = load i64, i64* %".60", !range !1
  %".62" = insertvalue [1 x i64] undef, i64 %".61", 0
  %".63" = extractvalue [1 x i64] %".62", 0
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".65" = load [1 x i64], [1 x i64]* %".64"
  %".66" = extractvalue [1 x i64] %".65", 0
  %".67" = icmp slt i64 %".54", 0
  %".68" = add i64 %".54", %".63"
  %".69" = select  i1 %".67", i64 %".68", i64 %".54"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".71" = getelementptr inbounds [1 x i64], [1 x i64]* %".70", i32 0, i32 0
  %".72" = load i64, i64* %".71", !range !1
  %".73" = insertvalue [1 x i64] undef, i64 %".72", 0
  %".74" = extractvalue [1 x i64] %".73", 0
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".76" = load [1 x i64], [1 x i64]* %".75"
  %".77" = extractvalue [1 x i64] %".76", 0
  %".78" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 4
  %".79" = load float*, float** %".78"
  %".80" = mul i64 %".77", %".69"
  %".81" = ptrtoint float* %".79" to i64
  %".82" = add i64 %".81", %".80"
  %".83" = inttoptr i64 %".82" to float*
  %".84" = load float, float* %".83"
  %".85" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".87" = call float @"__nv_expf"(float %".84")
  %".88" = call float @"__nv_sinf"(float %".84")
  %".89" = call float @"__nv_fabsf"(float %".84")
  %".90" = call float @"__nv_sqrtf"(float %".89")
  %".91" = fmul float %".88", %".90"
  %".92" = fadd float %".87", %".91"
  %".93" = call float @"__nv_fabsf"(float %".84")
  %".94" = call float @"__nv_log1pf"(float %".93")
  %".95" = fsub float %".92", %".94"
  %".96" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".97" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".98"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".96", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".98"
  %".102" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".98", i32 0, i32 5
  %".103" = getelementptr inbounds [1 x i64], [1 x i64]* %".102", i32 0, i32 0
  %".104" = load i64, i64* %".103", !range !1
  %".105" = insertvalue [1 x i64] undef, i64 %".104", 0
  %".106" = extractvalue [1 x i64] %".105", 0
  %".107" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".98", i32 0, i32 6
  %".108" = load [1 x i64], [1 x i64]* %".107"
  %".109" = extractvalue [1 x i64] %".108", 0
  %".110" = icmp slt i64 %".97", 0
  %".111" = add i64 %".97", %".106"
  %".112" = select  i1 %".110", i64 %".111", i64 %".97"
  %".113" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".98", i32 0, i32 5
  %".114" = getelementptr inbounds [1 x i64], [1 x i64]* %".113", i32 0, i32 0
  %".115" = load i64, i64* %".114", !range !1
  %".116" = insertvalue [1 x i64] undef, i64 %".115", 0
  %".117" = extractvalue [1 x i64] %".116", 0
  %".118" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".98", i32 0, i32 6
  %".119" = load [1 x i64], [1 x i64]* %".118"
  %".120" = extractvalue [1 x i64] %".119", 0
  %".121" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".98", i32 0, i32 4
  %".122" = load float*, float** %".121"
  %".123" = mul i64 %".120", %".112"
  %".124" = ptrtoint float* %".122" to i64
  %".125" = add i64 %".124", %".123"
  %".126" = inttoptr i64 %".125" to float*
  store float %".95", float* %".126"
  %".128" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".130" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B310:
  %".134" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".136" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".138" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".140" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare float @"__nv_expf"(float %".1")

declare float @"__nv_sinf"(float %".1")

declare float @"__nv_fabsf"(float %".1")

declare float @"__nv_sqrtf"(float %".1")

declare float @"__nv_log1pf"(float %".1")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__10math_funcsB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__10math_funcsB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }