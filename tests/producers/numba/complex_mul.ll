; numba-cuda kernel complex_mul(Array(complex64, 1, 'A', False, aligned=True), Array(complex64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "complex_mul$29"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__11complex_mulB3v29B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__11complex_mulB3v29B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", {float, float}* %"a.4", i64 %"a.5.0", i64 %"a.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", {float, float}* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} undef, i8* %"a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.itemsize", {float, float}* %"a.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"a.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".18", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", {float, float}* %"out.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %"a" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  %"out" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".38" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".38"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %".55" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".55"
  %".90" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".90"
  %".125" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".125"
  %".129" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".129"
  %".133" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".133"
  %".155" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".155"
  %".159" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".159"
  %".173" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".173"
  %".177" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".177"
  %".181" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".181"
  %".201" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".201"
  %".230" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".230"
  %".234" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".234"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"out"
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
  %".37" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".38"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %".37", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".38"
  %".42" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 2
  %".43" = load i64, i64* %".42"
  %".44" = load i64, i64* %"i"
  %".45" = icmp slt i64 %".44", %".43"
  %".47" = load i1, i1* %"$64pred"
  store i1 %".45", i1* %"$64pred"
  %".49" = load i1, i1* %"$64pred"
  br i1 %".49", label %"B66", label %"B116"
B66:
  %".51" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  %".53" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  %".54" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".55"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %".53", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".55"
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".60" = getelementptr inbounds [1 x i64], [1 x i64]* %".59", i32 0, i32 0
  %".61" = load i64, i64* %".60", !range !1
  %".62" = insertvalue [1 x i64] undef, i64 %".61", 0
  %".63" = extractvalue [1 x i64] %".62", 0
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".65" = load [1 x i64], [1 x i64]* %".64"
  %".66" = extractvalue [1 x i64] %".65", 0
  %".67" = icmp slt i64 %".54", 0
  %".68" = add i64 %".54", %".63"
  %".69" = select  i1 %".67", i64 %".68", i64 %".54"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".71" = getelementptr inbounds [1 x i64], [1 x i64]* %".70", i32 0, i32 0
  %".72" = load i64, i64* %".71", !range !1
  %".73" = insertvalue [1 x i64] undef, i64 %".72", 0
  %".74" = extractvalue [1 x i64] %".73", 0
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".76" = load [1 x i64], [1 x i64]* %".75"
  %".77" = extractvalue [1 x i64] %".76", 0
  %".78" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 4
  %".79" = load {float, float}*, {float, float}** %".78"
  %".80" = mul i64 %".77", %".69"
  %".81" = ptrtoint {float, float}* %".79" to i64
  %".82" = add i64 %".81", %".80"
  %".83" = inttoptr i64 %".82" to {float, float}*
  %".84" = getelementptr inbounds {float, float}, {float, float}* %".83", i32 0, i32 0
  %".85" = load float, float* %".84"
  %".86" = getelementptr inbounds {float, float}, {float, float}* %".83", i32 0, i32 1
  %".87" = load float, float* %".86"
  %"inserted.real" = insertvalue {float, float} undef, float %".85", 0
  %"inserted.imag" = insertvalue {float, float} %"inserted.real", float %".87", 1
  %".88" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  %".89" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".90"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %".88", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".90"
  %".94" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".90", i32 0, i32 5
  %".95" = getelementptr inbounds [1 x i64], [1 x i64]* %".94", i32 0, i32 0
  %".96" = load i64, i64* %".95", !range !1
  %".97" = insertvalue [1 x i64] undef, i64 %".96", 0
  %".98" = extractvalue [1 x i64] %".97", 0
  %".99" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".90", i32 0, i32 6
  %".100" = load [1 x i64], [1 x i64]* %".99"
  %".101" = extractvalue [1 x i64] %".100", 0
  %".102" = icmp slt i64 %".89", 0
  %".103" = add i64 %".89", %".98"
  %".104" = select  i1 %".102", i64 %".103", i64 %".89"
  %".105" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".90", i32 0, i32 5
  %".106" = getelementptr inbounds [1 x i64], [1 x i64]* %".105", i32 0, i32 0
  %".107" = load i64, i64* %".106", !range !1
  %".108" = insertvalue [1 x i64] undef, i64 %".107", 0
  %".109" = extractvalue [1 x i64] %".108", 0
  %".110" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".90", i32 0, i32 6
  %".111" = load [1 x i64], [1 x i64]* %".110"
  %".112" = extractvalue [1 x i64] %".111", 0
  %".113" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".90", i32 0, i32 4
  %".114" = load {float, float}*, {float, float}** %".113"
  %".115" = mul i64 %".112", %".104"
  %".116" = ptrtoint {float, float}* %".114" to i64
  %".117" = add i64 %".116", %".115"
  %".118" = inttoptr i64 %".117" to {float, float}*
  %".119" = getelementptr inbounds {float, float}, {float, float}* %".118", i32 0, i32 0
  %".120" = load float, float* %".119"
  %".121" = getelementptr inbounds {float, float}, {float, float}* %".118", i32 0, i32 1
  %".122" = load float, float* %".121"
  %"inserted.real.1" = insertvalue {float, float} undef, float %".120", 0
  %"inserted.imag.1" = insertvalue {float, float} %"inserted.real.1", float %".122", 1
  %".123" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  store {float, float} zeroinitializer, {float, float}* %".125"
  store {float, float} %"inserted.imag", {float, float}* %".125"
  store {float, float} zeroinitializer, {float, float}* %".129"
  store {float, float} %"inserted.imag.1", {float, float}* %".129"
  store {float, float} zeroinitializer, {float, float}* %".133"
  %".136" = getelementptr inbounds {float, float}, {float, float}* %".125", i32 0, i32 0
  %".137" = load float, float* %".136"
  %".138" = getelementptr inbounds {float, float}, {float, float}* %".125", i32 0, i32 1
  %".139" = load float, float* %".138"
  %".140" = getelementptr inbounds {float, float}, {float, float}* %".129", i32 0, i32 0
  %".141" = load float, float* %".140"
  %".142" = getelementptr inbounds {float, float}, {float, float}* %".129", i32 0, i32 1
  %".143" = load float, float* %".142"
  %".144" = fmul float %".137", %".141"
  %".145" = fmul float %".139", %".143"
  %".146" = fmul float %".137", %".143"
  %".147" = fmul float %".139", %".141"
  %".148" = fsub float %".144", %".145"
  %".149" = getelementptr inbounds {float, float}, {float, float}* %".133", i32 0, i32 0
  store float %".148", float* %".149"
  %".151" = fadd float %".146", %".147"
  %".152" = getelementptr inbounds {float, float}, {float, float}* %".133", i32 0, i32 1
  store float %".151", float* %".152"
  %".154" = load {float, float}, {float, float}* %".133"
  store {float, float} zeroinitializer, {float, float}* %".155"
  store {float, float} %".154", {float, float}* %".155"
  store {double, double} zeroinitializer, {double, double}* %".159"
  %".162" = getelementptr inbounds {float, float}, {float, float}* %".155", i32 0, i32 0
  %".163" = load float, float* %".162"
  %".164" = fpext float %".163" to double
  %".165" = getelementptr inbounds {double, double}, {double, double}* %".159", i32 0, i32 0
  store double %".164", double* %".165"
  %".167" = getelementptr inbounds {float, float}, {float, float}* %".155", i32 0, i32 1
  %".168" = load float, float* %".167"
  %".169" = fpext float %".168" to double
  %".170" = getelementptr inbounds {double, double}, {double, double}* %".159", i32 0, i32 1
  store double %".169", double* %".170"
  %".172" = load {double, double}, {double, double}* %".159"
  store {double, double} zeroinitializer, {double, double}* %".173"
  store {double, double} %".172", {double, double}* %".173"
  store {double, double} zeroinitializer, {double, double}* %".177"
  store {double, double} {double              0x0, double 0x3ff0000000000000}, {double, double}* %".177"
  store {double, double} zeroinitializer, {double, double}* %".181"
  %".184" = getelementptr inbounds {double, double}, {double, double}* %".173", i32 0, i32 0
  %".185" = load double, double* %".184"
  %".186" = getelementptr inbounds {double, double}, {double, double}* %".173", i32 0, i32 1
  %".187" = load double, double* %".186"
  %".188" = getelementptr inbounds {double, double}, {double, double}* %".177", i32 0, i32 0
  %".189" = load double, double* %".188"
  %".190" = getelementptr inbounds {double, double}, {double, double}* %".177", i32 0, i32 1
  %".191" = load double, double* %".190"
  %".192" = fadd double %".185", %".189"
  %".193" = getelementptr inbounds {double, double}, {double, double}* %".181", i32 0, i32 0
  store double %".192", double* %".193"
  %".195" = fadd double %".187", %".191"
  %".196" = getelementptr inbounds {double, double}, {double, double}* %".181", i32 0, i32 1
  store double %".195", double* %".196"
  %".198" = load {double, double}, {double, double}* %".181"
  %".199" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"out"
  %".200" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".201"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %".199", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".201"
  %".205" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".201", i32 0, i32 5
  %".206" = getelementptr inbounds [1 x i64], [1 x i64]* %".205", i32 0, i32 0
  %".207" = load i64, i64* %".206", !range !1
  %".208" = insertvalue [1 x i64] undef, i64 %".207", 0
  %".209" = extractvalue [1 x i64] %".208", 0
  %".210" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".201", i32 0, i32 6
  %".211" = load [1 x i64], [1 x i64]* %".210"
  %".212" = extractvalue [1 x i64] %".211", 0
  %".213" = icmp slt i64 %".200", 0
  %".214" = add i64 %".200", %".209"
  %".215" = select  i1 %".213", i64 %".214", i64 %".200"
  %".216" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".201", i32 0, i32 5
  %".217" = getelementptr inbounds [1 x i64], [1 x i64]* %".216", i32 0, i32 0
  %".218" = load i64, i64* %".217", !range !1
  %".219" = insertvalue [1 x i64] undef, i64 %".218", 0
  %".220" = extractvalue [1 x i64] %".219", 0
  %".221" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".201", i32 0, i32 6
  %".222" = load [1 x i64], [1 x i64]* %".221"
  %".223" = extractvalue [1 x i64] %".222", 0
  %".224" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".201", i32 0, i32 4
  %".225" = load {float, float}*, {float, float}** %".224"
  %".226" = mul i64 %".223", %".215"
  %".227" = ptrtoint {float, float}* %".225" to i64
  %".228" = add i64 %".227", %".226"
  %".229" = inttoptr i64 %".228" to {float, float}*
  store {double, double} zeroinitializer, {double, double}* %".230"
  store {double, double} %".198", {double, double}* %".230"
  store {float, float} zeroinitializer, {float, float}* %".234"
  %".237" = getelementptr inbounds {double, double}, {double, double}* %".230", i32 0, i32 0
  %".238" = load double, double* %".237"
  %".239" = fptrunc double %".238" to float
  %".240" = getelementptr inbounds {float, float}, {float, float}* %".234", i32 0, i32 0
  store float %".239", float* %".240"
  %".242" = getelementptr inbounds {double, double}, {double, double}* %".230", i32 0, i32 1
  %".243" = load double, double* %".242"
  %".244" = fptrunc double %".243" to float
  %".245" = getelementptr inbounds {float, float}, {float, float}* %".234", i32 0, i32 1
  store float %".244", float* %".245"
  %".247" = load {float, float}, {float, float}* %".234"
  %"extracted.real" = extractvalue {float, float} %".247", 0
  %"extracted.imag" = extractvalue {float, float} %".247", 1
  %".248" = insertvalue {float, float} undef, float %"extracted.real", 0
  %".249" = insertvalue {float, float} %".248", float %"extracted.imag", 1
  store {float, float} %".249", {float, float}* %".229"
  %".251" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"out"
  %".253" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B116:
  %".257" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"out"
  %".259" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".261" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  %".263" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, {float, float}*, i64, i64, i8*, i8*, i64, i64, {float, float}*, i64, i64)* @"_ZN8__main__11complex_mulB3v29B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, {float, float}*, i64, i64, i8*, i8*, i64, i64, {float, float}*, i64, i64)* @"_ZN8__main__11complex_mulB3v29B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE", !"kernel", i32 1 }