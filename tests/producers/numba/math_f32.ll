; numba-cuda kernel math_f32(Array(float32, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "math_f32$63"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__8math_f32B3v63B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__8math_f32B3v63B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", float* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
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
  %".96" = alloca double
  store double 0.0, double* %".96"
  %".103" = alloca double
  store double 0.0, double* %".103"
  %"r.1" = alloca double
  store double 0.0, double* %"r.1"
  %"$480pred" = alloca i1
  store i1 0, i1* %"$480pred"
  %"$phi488.0.2" = alloca double
  store double 0.0, double* %"$phi488.0.2"
  %".155" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".155"
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
  br i1 %".49", label %"B66", label %"B500"
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
  %".87" = call float @"__nv_tanhf"(float %".84")
  %".88" = fpext float %".84" to double
  %".89" = call double @"__nv_atan2"(double %".88", double 0x3ff8000000000000)
  %".90" = fpext float %".87" to double
  %".91" = fadd double %".90", %".89"
  %".92" = fpext float %".84" to double
  %".93" = call double @"__nv_hypot"(double %".92", double 0x4000000000000000)
  %".94" = fadd double %".91", %".93"
  %".95" = fpext float %".84" to double
  %".98" = fcmp oeq double 0x3ff8000000000000,              0x0
  br i1 %".98", label %"B66.if", label %"B66.else", !prof !2
B482:
  %".136" = load i1, i1* %"$480pred"
  store i1 0, i1* %"$480pred"
  %".138" = load double, double* %"r.1"
  %".139" = load double, double* %"r.1"
  store double 0.0, double* %"r.1"
  %".142" = load double, double* %"$phi488.0.2"
  store double %".138", double* %"$phi488.0.2"
  br label %"B488"
B486:
  %".145" = load double, double* %"r.1"
  store double 0.0, double* %"r.1"
  %".147" = load i1, i1* %"$480pred"
  store i1 0, i1* %"$480pred"
  %".149" = load double, double* %"$phi488.0.2"
  store double              0x0, double* %"$phi488.0.2"
  br label %"B488"
B488:
  %".152" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".153" = load double, double* %"$phi488.0.2"
  %".154" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".155"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".152", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".155"
  %".159" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".155", i32 0, i32 5
  %".160" = getelementptr inbounds [1 x i64], [1 x i64]* %".159", i32 0, i32 0
  %".161" = load i64, i64* %".160", !range !1
  %".162" = insertvalue [1 x i64] undef, i64 %".161", 0
  %".163" = extractvalue [1 x i64] %".162", 0
  %".164" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".155", i32 0, i32 6
  %".165" = load [1 x i64], [1 x i64]* %".164"
  %".166" = extractvalue [1 x i64] %".165", 0
  %".167" = icmp slt i64 %".154", 0
  %".168" = add i64 %".154", %".163"
  %".169" = select  i1 %".167", i64 %".168", i64 %".154"
  %".170" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".155", i32 0, i32 5
  %".171" = getelementptr inbounds [1 x i64], [1 x i64]* %".170", i32 0, i32 0
  %".172" = load i64, i64* %".171", !range !1
  %".173" = insertvalue [1 x i64] undef, i64 %".172", 0
  %".174" = extractvalue [1 x i64] %".173", 0
  %".175" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".155", i32 0, i32 6
  %".176" = load [1 x i64], [1 x i64]* %".175"
  %".177" = extractvalue [1 x i64] %".176", 0
  %".178" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".155", i32 0, i32 4
  %".179" = load float*, float** %".178"
  %".180" = mul i64 %".177", %".169"
  %".181" = ptrtoint float* %".179" to i64
  %".182" = add i64 %".181", %".180"
  %".183" = inttoptr i64 %".182" to float*
  %".184" = fptrunc double %".153" to float
  store float %".184", float* %".183"
  %".186" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".188" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".190" = load double, double* %"$phi488.0.2"
  store double 0.0, double* %"$phi488.0.2"
  ret void
B500:
  %".194" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".196" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".198" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".200" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  ret void
B66.if:
  %".100" = frem double %".95", 0x3ff8000000000000
  store double %".100", double* %".96"
  br label %"B66.endif"
B66.else:
  %".105" = call double @"_ZN05numba6python3remE6double"(double %".95", double 0x3ff8000000000000, double* %".103")
  %".106" = load double, double* %".103"
  store double %".106", double* %".96"
  br label %"B66.endif"
B66.endif:
  %".109" = load double, double* %".96"
  %".110" = fadd double %".94", %".109"
  %".111" = fpext float %".84" to double
  %".112" = call double @"__nv_copysign"(double 0x3ff0000000000000, double %".111")
  %".113" = fadd double %".110", %".112"
  %".114" = call float @"__nv_ceilf"(float %".84")
  %".115" = call float @"__nv_truncf"(float %".84")
  %".116" = fadd float %".114", %".115"
  %".117" = fpext float %".84" to double
  %".118" = fpext float %".84" to double
  %".119" = call double @"llvm.fma.f64"(double %".117", double %".118", double 0x3ff0000000000000)
  %".120" = fpext float %".116" to double
  %".121" = fadd double %".120", %".119"
  %".122" = call float @"__nv_cbrtf"(float %".84")
  %".123" = fpext float %".122" to double
  %".124" = fadd double %".121", %".123"
  %".125" = fadd double %".113", %".124"
  %".127" = load double, double* %"r.1"
  store double %".125", double* %"r.1"
  %".129" = call i32 @"__nv_isnanf"(float %".84")
  %".130" = icmp ne i32 %".129", 0
  %".132" = load i1, i1* %"$480pred"
  store i1 %".130", i1* %"$480pred"
  %".134" = load i1, i1* %"$480pred"
  br i1 %".134", label %"B486", label %"B482"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare float @"__nv_tanhf"(float %".1")

declare double @"__nv_atan2"(double %".1", double %".2")

declare double @"__nv_hypot"(double %".1", double %".2")

define linkonce_odr double @"_ZN05numba6python3remE6double"(double %".1", double %".2", double* %".3")
{
entry:
  %".5" = alloca double
  store double 0.0, double* %".5"
  %".7" = alloca double
  store double 0.0, double* %".7"
  %".9" = alloca double
  store double 0.0, double* %".9"
  %".11" = frem double %".1", %".2"
  %".12" = fsub double %".1", %".11"
  %".13" = fdiv double %".12", %".2"
  store double %".11", double* %".5"
  store double %".13", double* %".7"
  %".16" = fcmp une double %".11",              0x0
  %".17" = fcmp olt double %".2",              0x0
  %".18" = fcmp olt double %".11",              0x0
  br i1 %".16", label %"entry.if", label %"entry.else", !prof !3
entry.if:
  %".20" = icmp ne i1 %".17", %".18"
  br i1 %".20", label %"entry.if.if", label %"entry.if.endif"
entry.else:
  %".28" = select  i1 %".17", double 0x8000000000000000, double              0x0
  store double %".28", double* %".5"
  br label %"entry.endif"
entry.endif:
  %".31" = load double, double* %".7"
  %".32" = fcmp one double %".31",              0x0
  br i1 %".32", label %"entry.endif.if", label %"entry.endif.endif"
entry.if.if:
  %".22" = fsub double %".13", 0x3ff0000000000000
  store double %".22", double* %".7"
  %".24" = fadd double %".11", %".2"
  store double %".24", double* %".5"
  br label %"entry.if.endif"
entry.if.endif:
  br label %"entry.endif"
entry.endif.if:
  %".34" = call double @"__nv_floor"(double %".31")
  %".35" = fsub double %".31", %".34"
  %".36" = fadd double %".34", 0x3ff0000000000000
  %".37" = fcmp ogt double %".35", 0x3fe0000000000000
  %".38" = select  i1 %".37", double %".36", double %".34"
  store double %".38", double* %".9"
  br label %"entry.endif.endif"
entry.endif.endif:
  %".41" = xor i1 %".32", -1
  br i1 %".41", label %"entry.endif.endif.if", label %"entry.endif.endif.endif"
entry.endif.endif.if:
  %".43" = fmul double %".31", %".31"
  store double %".43", double* %".7"
  %".45" = fmul double %".43", %".1"
  %".46" = fdiv double %".45", %".2"
  store double %".46", double* %".9"
  br label %"entry.endif.endif.endif"
entry.endif.endif.endif:
  %".49" = load double, double* %".9"
  %".50" = load double, double* %".5"
  store double %".50", double* %".3"
  ret double %".49"
}

declare double @"__nv_floor"(double %".1")

declare double @"__nv_copysign"(double %".1", double %".2")

declare float @"__nv_ceilf"(float %".1")

declare float @"__nv_truncf"(float %".1")

declare double @"llvm.fma.f64"(double %".1", double %".2", double %".3")

declare float @"__nv_cbrtf"(float %".1")

declare i32 @"__nv_isnanf"(float %".1")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__8math_f32B3v63B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__8math_f32B3v63B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }