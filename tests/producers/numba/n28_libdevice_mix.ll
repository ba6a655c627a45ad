; numba-cuda kernel n28_libdevice_mix(Array(float32, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "libdevice_mix$15"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__13libdevice_mixB3v15B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__13libdevice_mixB3v15B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", float* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"y.0", i8* %"y.1", i64 %"y.2", i64 %"y.3", double* %"y.4", i64 %"y.5.0", i64 %"y.6.0", i8* %"out32.0", i8* %"out32.1", i64 %"out32.2", i64 %"out32.3", float* %"out32.4", i64 %"out32.5.0", i64 %"out32.6.0", i8* %"out64.0", i8* %"out64.1", i64 %"out64.2", i64 %"out64.3", double* %"out64.4", i64 %"out64.5.0", i64 %"out64.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %"x.4", 4
  %".31" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".31", 5
  %".32" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".32", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"y.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"y.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"y.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"y.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", double* %"y.4", 4
  %".33" = insertvalue [1 x i64] undef, i64 %"y.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".33", 5
  %".34" = insertvalue [1 x i64] undef, i64 %"y.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".34", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"out32.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %"out32.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %"out32.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %"out32.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", float* %"out32.4", 4
  %".35" = insertvalue [1 x i64] undef, i64 %"out32.5.0", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".35", 5
  %".36" = insertvalue [1 x i64] undef, i64 %"out32.6.0", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".36", 6
  %"inserted.meminfo.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"out64.0", 0
  %"inserted.parent.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.3", i8* %"out64.1", 1
  %"inserted.nitems.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.3", i64 %"out64.2", 2
  %"inserted.itemsize.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.3", i64 %"out64.3", 3
  %"inserted.data.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.3", double* %"out64.4", 4
  %".37" = insertvalue [1 x i64] undef, i64 %"out64.5.0", 0
  %"inserted.shape.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.3", [1 x i64] %".37", 5
  %".38" = insertvalue [1 x i64] undef, i64 %"out64.6.0", 0
  %"inserted.strides.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.3", [1 x i64] %".38", 6
  %"x" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %"y" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"y"
  %"out32" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out32"
  %"out64" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out64"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".60" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".60"
  %"$66pred" = alloca i1
  store i1 0, i1* %"$66pred"
  %".77" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77"
  %".111" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".111"
  %"b" = alloca double
  store double 0.0, double* %"b"
  %"r.1" = alloca float
  store float 0.0, float* %"r.1"
  %"$598pred" = alloca i1
  store i1 0, i1* %"$598pred"
  %"r.3" = alloca float
  store float 0.0, float* %"r.3"
  %"$638pred" = alloca i1
  store i1 0, i1* %"$638pred"
  %".208" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".208"
  %".278" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".278"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"y"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out32"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.3", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out64"
  %".47" = trunc i64 1 to i32
  %".48" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".49" = sext i32 %".48" to i64
  %".50" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".51" = sext i32 %".50" to i64
  %".52" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".53" = sext i32 %".52" to i64
  %".54" = mul i64 %".51", %".53"
  %".55" = add i64 %".54", %".49"
  %".57" = load i64, i64* %"i"
  store i64 %".55", i64* %"i"
  %".59" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".60"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".59", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".60"
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".60", i32 0, i32 2
  %".65" = load i64, i64* %".64"
  %".66" = load i64, i64* %"i"
  %".67" = icmp slt i64 %".66", %".65"
  %".69" = load i1, i1* %"$66pred"
  store i1 %".67", i1* %"$66pred"
  %".71" = load i1, i1* %"$66pred"
  br i1 %".71", label %"B68", label %"B1184"
B68:
  %".73" = load i1, i1* %"$66pred"
  store i1 0, i1* %"$66pred"
  %".75" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".76" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".75", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77"
  %".81" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 5
  %".82" = getelementptr inbounds [1 x i64], [1 x i64]* %".81", i32 0, i32 0
  %".83" = load i64, i64* %".82", !range !1
  %".84" = insertvalue [1 x i64] undef, i64 %".83", 0
  %".85" = extractvalue [1 x i64] %".84", 0
  %".86" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 6
  %".87" = load [1 x i64], [1 x i64]* %".86"
  %".88" = extractvalue [1 x i64] %".87", 0
  %".89" = icmp slt i64 %".76", 0
  %".90" = add i64 %".76", %".85"
  %".91" = select  i1 %".89", i64 %".90", i64 %".76"
  %".92" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 5
  %".93" = getelementptr inbounds [1 x i64], [1 x i64]* %".92", i32 0, i32 0
  %".94" = load i64, i64* %".93", !range !1
  %".95" = insertvalue [1 x i64] undef, i64 %".94", 0
  %".96" = extractvalue [1 x i64] %".95", 0
  %".97" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 6
  %".98" = load [1 x i64], [1 x i64]* %".97"
  %".99" = extractvalue [1 x i64] %".98", 0
  %".100" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 4
  %".101" = load float*, float** %".100"
  %".102" = mul i64 %".99", %".91"
  %".103" = ptrtoint float* %".101" to i64
  %".104" = add i64 %".103", %".102"
  %".105" = inttoptr i64 %".104" to float*
  %".106" = load float, float* %".105"
  %".107" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".109" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"y"
  %".110" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".111"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".109", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".111"
  %".115" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".111", i32 0, i32 5
  %".116" = getelementptr inbounds [1 x i64], [1 x i64]* %".115", i32 0, i32 0
  %".117" = load i64, i64* %".116", !range !1
  %".118" = insertvalue [1 x i64] undef, i64 %".117", 0
  %".119" = extractvalue [1 x i64] %".118", 0
  %".120" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".111", i32 0, i32 6
  %".121" = load [1 x i64], [1 x i64]* %".120"
  %".122" = extractvalue [1 x i64] %".121", 0
  %".123" = icmp slt i64 %".110", 0
  %".124" = add i64 %".110", %".119"
  %".125" = select  i1 %".123", i64 %".124", i64 %".110"
  %".126" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".111", i32 0, i32 5
  %".127" = getelementptr inbounds [1 x i64], [1 x i64]* %".126", i32 0, i32 0
  %".128" = load i64, i64* %".127", !range !1
  %".129" = insertvalue [1 x i64] undef, i64 %".128", 0
  %".130" = extractvalue [1 x i64] %".129", 0
  %".131" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".111", i32 0, i32 6
  %".132" = load [1 x i64], [1 x i64]* %".131"
  %".133" = extractvalue [1 x i64] %".132", 0
  %".134" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".111", i32 0, i32 4
  %".135" = load double*, double** %".134"
  %".136" = mul i64 %".133", %".125"
  %".137" = ptrtoint double* %".135" to i64
  %".138" = add i64 %".137", %".136"
  %".139" = inttoptr i64 %".138" to double*
  %".140" = load double, double* %".139"
  %".142" = load double, double* %"b"
  store double %".140", double* %"b"
  %".144" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"y"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"y"
  %".146" = call float @"__nv_sinhf"(float %".106")
  %".147" = call float @"__nv_atanf"(float %".106")
  %".148" = fadd float %".146", %".147"
  %".149" = call float @"__nv_floorf"(float %".106")
  %".150" = fadd float %".148", %".149"
  %".151" = call float @"__nv_erff"(float %".106")
  %".152" = fadd float %".150", %".151"
  %".153" = call float @"__nv_fabsf"(float %".106")
  %".154" = call float @"__nv_log1pf"(float %".153")
  %".155" = fadd float %".152", %".154"
  %".156" = call float @"__nv_fabsf"(float %".106")
  %".157" = fptrunc double 0x3fd3333333333333 to float
  %".158" = call float @"__nv_powf"(float %".156", float %".157")
  %".159" = call float @"__nv_exp2f"(float %".106")
  %".160" = fadd float %".158", %".159"
  %".161" = call float @"__nv_fabsf"(float %".106")
  %".162" = call float @"__nv_tanf"(float %".106")
  %".163" = fmul float %".161", %".162"
  %".164" = fadd float %".160", %".163"
  %".165" = fadd float %".155", %".164"
  %".167" = load float, float* %"r.1"
  store float %".165", float* %"r.1"
  %".169" = load float, float* %"r.1"
  %".170" = call i32 @"__nv_isinff"(float %".169")
  %".171" = icmp ne i32 %".170", 0
  %".173" = load i1, i1* %"$598pred"
  store i1 %".171", i1* %"$598pred"
  %".175" = load i1, i1* %"$598pred"
  br i1 %".175", label %"B640", label %"B600"
B600:
  %".177" = load i1, i1* %"$598pred"
  store i1 0, i1* %"$598pred"
  %".179" = load float, float* %"r.1"
  %".181" = load float, float* %"r.3"
  store float %".179", float* %"r.3"
  %".183" = load float, float* %"r.1"
  %".184" = call i32 @"__nv_finitef"(float %".183")
  %".185" = icmp ne i32 %".184", 0
  %".186" = load float, float* %"r.1"
  store float 0.0, float* %"r.1"
  %".189" = load i1, i1* %"$638pred"
  store i1 %".185", i1* %"$638pred"
  %".191" = load i1, i1* %"$638pred"
  br i1 %".191", label %"B670", label %"B640"
B640:
  %".193" = load float, float* %"r.1"
  store float 0.0, float* %"r.1"
  %".195" = load i1, i1* %"$638pred"
  store i1 0, i1* %"$638pred"
  %".197" = load i1, i1* %"$598pred"
  store i1 0, i1* %"$598pred"
  %".199" = sitofp i64 0 to float
  %".200" = load float, float* %"r.3"
  store float %".199", float* %"r.3"
  br label %"B670"
B670:
  %".203" = load i1, i1* %"$638pred"
  store i1 0, i1* %"$638pred"
  %".205" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out32"
  %".206" = load float, float* %"r.3"
  %".207" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".208"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".205", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".208"
  %".212" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".208", i32 0, i32 5
  %".213" = getelementptr inbounds [1 x i64], [1 x i64]* %".212", i32 0, i32 0
  %".214" = load i64, i64* %".213", !range !1
  %".215" = insertvalue [1 x i64] undef, i64 %".214", 0
  %".216" = extractvalue [1 x i64] %".215", 0
  %".217" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".208", i32 0, i32 6
  %".218" = load [1 x i64], [1 x i64]* %".217"
  %".219" = extractvalue [1 x i64] %".218", 0
  %".220" = icmp slt i64 %".207", 0
  %".221" = add i64 %".207", %".216"
  %".222" = select  i1 %".220", i64 %".221", i64 %".207"
  %".223" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".208", i32 0, i32 5
  %".224" = getelementptr inbounds [1 x i64], [1 x i64]* %".223", i32 0, i32 0
  %".225" = load i64, i64* %".224", !range !1
  %".226" = insertvalue [1 x i64] undef, i64 %".225", 0
  %".227" = extractvalue [1 x i64] %".226", 0
  %".228" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".208", i32 0, i32 6
  %".229" = load [1 x i64], [1 x i64]* %".228"
  %".230" = extractvalue [1 x i64] %".229", 0
  %".231" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".208", i32 0, i32 4
  %".232" = load float*, float** %".231"
  %".233" = mul i64 %".230", %".222"
  %".234" = ptrtoint float* %".232" to i64
  %".235" = add i64 %".234", %".233"
  %".236" = inttoptr i64 %".235" to float*
  store float %".206", float* %".236"
  %".238" = load float, float* %"r.3"
  store float 0.0, float* %"r.3"
  %".240" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out32"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out32"
  %".242" = load double, double* %"b"
  %".243" = call double @"__nv_fabs"(double %".242")
  %".244" = call double @"__nv_sqrt"(double %".243")
  %".245" = load double, double* %"b"
  %".246" = call double @"__nv_sin"(double %".245")
  %".247" = load double, double* %"b"
  %".248" = call double @"__nv_cos"(double %".247")
  %".249" = fmul double %".246", %".248"
  %".250" = fadd double %".244", %".249"
  %".251" = load double, double* %"b"
  %".252" = call double @"__nv_atan2"(double %".251", double 0x3ff8000000000000)
  %".253" = load double, double* %"b"
  %".254" = call double @"__nv_hypot"(double %".253", double 0x4000000000000000)
  %".255" = fadd double %".252", %".254"
  %".256" = load double, double* %"b"
  %".257" = call double @"__nv_expm1"(double %".256")
  %".258" = fadd double %".255", %".257"
  %".259" = load double, double* %"b"
  %".260" = call double @"__nv_copysign"(double 0x3ff0000000000000, double %".259")
  %".261" = fadd double %".258", %".260"
  %".262" = fadd double %".250", %".261"
  %".263" = load double, double* %"b"
  %".264" = call double @"__nv_trunc"(double %".263")
  %".265" = load double, double* %"b"
  %".266" = call double @"__nv_ceil"(double %".265")
  %".267" = fadd double %".264", %".266"
  %".268" = load double, double* %"b"
  %".269" = call double @"__nv_fabs"(double %".268")
  %".270" = load double, double* %"b"
  store double 0.0, double* %"b"
  %".272" = fadd double %".269", 0x3ff0000000000000
  %".273" = call double @"__nv_lgamma"(double %".272")
  %".274" = fadd double %".267", %".273"
  %".275" = fadd double %".262", %".274"
  %".276" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out64"
  %".277" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".278"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".276", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".278"
  %".282" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".278", i32 0, i32 5
  %".283" = getelementptr inbounds [1 x i64], [1 x i64]* %".282", i32 0, i32 0
  %".284" = load i64, i64* %".283", !range !1
  %".285" = insertvalue [1 x i64] undef, i64 %".284", 0
  %".286" = extractvalue [1 x i64] %".285", 0
  %".287" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".278", i32 0, i32 6
  %".288" = load [1 x i64], [1 x i64]* %".287"
  %".289" = extractvalue [1 x i64] %".288", 0
  %".290" = icmp slt i64 %".277", 0
  %".291" = add i64 %".277", %".286"
  %".292" = select  i1 %".290", i64 %".291", i64 %".277"
  %".293" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".278", i32 0, i32 5
  %".294" = getelementptr inbounds [1 x i64], [1 x i64]* %".293", i32 0, i32 0
  %".295" = load i64, i64* %".294", !range !1
  %".296" = insertvalue [1 x i64] undef, i64 %".295", 0
  %".297" = extractvalue [1 x i64] %".296", 0
  %".298" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".278", i32 0, i32 6
  %".299" = load [1 x i64], [1 x i64]* %".298"
  %".300" = extractvalue [1 x i64] %".299", 0
  %".301" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".278", i32 0, i32 4
  %".302" = load double*, double** %".301"
  %".303" = mul i64 %".300", %".292"
  %".304" = ptrtoint double* %".302" to i64
  %".305" = add i64 %".304", %".303"
  %".306" = inttoptr i64 %".305" to double*
  store double %".275", double* %".306"
  %".308" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out64"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out64"
  %".310" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B1184:
  %".314" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"y"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"y"
  %".316" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".318" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out64"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out64"
  %".320" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out32"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out32"
  %".322" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".324" = load i1, i1* %"$66pred"
  store i1 0, i1* %"$66pred"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare float @"__nv_sinhf"(float %".1")

declare float @"__nv_atanf"(float %".1")

declare float @"__nv_floorf"(float %".1")

declare float @"__nv_erff"(float %".1")

declare float @"__nv_fabsf"(float %".1")

declare float @"__nv_log1pf"(float %".1")

declare float @"__nv_powf"(float %".1", float %".2")

declare float @"__nv_exp2f"(float %".1")

declare float @"__nv_tanf"(float %".1")

declare i32 @"__nv_isinff"(float %".1")

declare i32 @"__nv_finitef"(float %".1")

declare double @"__nv_fabs"(double %".1")

declare double @"__nv_sqrt"(double %".1")

declare double @"__nv_sin"(double %".1")

declare double @"__nv_cos"(double %".1")

declare double @"__nv_atan2"(double %".1", double %".2")

declare double @"__nv_hypot"(double %".1", double %".2")

declare double @"__nv_expm1"(double %".1")

declare double @"__nv_copysign"(double %".1", double %".2")

declare double @"__nv_trunc"(double %".1")

declare double @"__nv_ceil"(double %".1")

declare double @"__nv_lgamma"(double %".1")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__13libdevice_mixB3v15B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__13libdevice_mixB3v15B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE", !"kernel", i32 1 }