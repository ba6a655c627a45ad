; numba-cuda kernel math_f64(Array(float64, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "math_f64$37"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__8math_f64B3v37B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__8math_f64B3v37B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", double* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", double* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize", double* %"x.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".18", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", double* %"out.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %"x" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %"out" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".38" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".38"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %".55" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".55"
  %".88" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".88"
  %".122" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".122"
  %".156" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".156"
  %".192" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".192"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
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
  %".37" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".38"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".37", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".38"
  %".42" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 2
  %".43" = load i64, i64* %".42"
  %".44" = load i64, i64* %"i"
  %".45" = icmp slt i64 %".44", %".43"
  %".47" = load i1, i1* %"$64pred"
  store i1 %".45", i1* %"$64pred"
  %".49" = load i1, i1* %"$64pred"
  br i1 %".49", label %"B66", label %"B294"
B66:
  %".51" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  %".53" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".54" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".55"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".53", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".55"
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".60" = getelementptr inbounds [1 x i64], [1 x i64]* %".59", i32 0, i32 0
  %".61" = load i64, i64* %".60", !range !1
  %".62" = insertvalue [1 x i64] undef, i64 %".61", 0
  %".63" = extractvalue [1 x i64] %".62", 0
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".65" = load [1 x i64], [1 x i64]* %".64"
  %".66" = extractvalue [1 x i64] %".65", 0
  %".67" = icmp slt i64 %".54", 0
  %".68" = add i64 %".54", %".63"
  %".69" = select  i1 %".67", i64 %".68", i64 %".54"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".71" = getelementptr inbounds [1 x i64], [1 x i64]* %".70", i32 0, i32 0
  %".72" = load i64, i64* %".71", !range !1
  %".73" = insertvalue [1 x i64] undef, i64 %".72", 0
  %".74" = extractvalue [1 x i64] %".73", 0
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".76" = load [1 x i64], [1 x i64]* %".75"
  %".77" = extractvalue [1 x i64] %".76", 0
  %".78" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 4
  %".79" = load double*, double** %".78"
  %".80" = mul i64 %".77", %".69"
  %".81" = ptrtoint double* %".79" to i64
  %".82" = add i64 %".81", %".80"
  %".83" = inttoptr i64 %".82" to double*
  %".84" = load double, double* %".83"
  %".85" = call double @"__nv_atan2"(double %".84", double 0x4000000000000000)
  %".86" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".87" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".88"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".86", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".88"
  %".92" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 5
  %".93" = getelementptr inbounds [1 x i64], [1 x i64]* %".92", i32 0, i32 0
  %".94" = load i64, i64* %".93", !range !1
  %".95" = insertvalue [1 x i64] undef, i64 %".94", 0
  %".96" = extractvalue [1 x i64] %".95", 0
  %".97" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 6
  %".98" = load [1 x i64], [1 x i64]* %".97"
  %".99" = extractvalue [1 x i64] %".98", 0
  %".100" = icmp slt i64 %".87", 0
  %".101" = add i64 %".87", %".96"
  %".102" = select  i1 %".100", i64 %".101", i64 %".87"
  %".103" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 5
  %".104" = getelementptr inbounds [1 x i64], [1 x i64]* %".103", i32 0, i32 0
  %".105" = load i64, i64* %".104", !range !1
  %".106" = insertvalue [1 x i64] undef, i64 %".105", 0
  %".107" = extractvalue [1 x i64] %".106", 0
  %".108" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 6
  %".109" = load [1 x i64], [1 x i64]* %".108"
  %".110" = extractvalue [1 x i64] %".109", 0
  %".111" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 4
  %".112" = load double*, double** %".111"
  %".113" = mul i64 %".110", %".102"
  %".114" = ptrtoint double* %".112" to i64
  %".115" = add i64 %".114", %".113"
  %".116" = inttoptr i64 %".115" to double*
  %".117" = load double, double* %".116"
  %".118" = call double @"__nv_pow"(double %".117", double 0x400c000000000000)
  %".119" = fadd double %".85", %".118"
  %".120" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".121" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".122"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".120", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".122"
  %".126" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".122", i32 0, i32 5
  %".127" = getelementptr inbounds [1 x i64], [1 x i64]* %".126", i32 0, i32 0
  %".128" = load i64, i64* %".127", !range !1
  %".129" = insertvalue [1 x i64] undef, i64 %".128", 0
  %".130" = extractvalue [1 x i64] %".129", 0
  %".131" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".122", i32 0, i32 6
  %".132" = load [1 x i64], [1 x i64]* %".131"
  %".133" = extractvalue [1 x i64] %".132", 0
  %".134" = icmp slt i64 %".121", 0
  %".135" = add i64 %".121", %".130"
  %".136" = select  i1 %".134", i64 %".135", i64 %".121"
  %".137" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".122", i32 0, i32 5
  %".138" = getelementptr inbounds [1 x i64], [1 x i64]* %".137", i32 0, i32 0
  %".139" = load i64, i64* %".138", !range !1
  %".140" = insertvalue [1 x i64] undef, i64 %".139", 0
  %".141" = extractvalue [1 x i64] %".140", 0
  %".142" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".122", i32 0, i32 6
  %".143" = load [1 x i64], [1 x i64]* %".142"
  %".144" = extractvalue [1 x i64] %".143", 0
  %".145" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".122", i32 0, i32 4
  %".146" = load double*, double** %".145"
  %".147" = mul i64 %".144", %".136"
  %".148" = ptrtoint double* %".146" to i64
  %".149" = add i64 %".148", %".147"
  %".150" = inttoptr i64 %".149" to double*
  %".151" = load double, double* %".150"
  %".152" = call double @"__nv_erf"(double %".151")
  %".153" = fadd double %".119", %".152"
  %".154" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".155" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".156"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".154", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".156"
  %".160" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".156", i32 0, i32 5
  %".161" = getelementptr inbounds [1 x i64], [1 x i64]* %".160", i32 0, i32 0
  %".162" = load i64, i64* %".161", !range !1
  %".163" = insertvalue [1 x i64] undef, i64 %".162", 0
  %".164" = extractvalue [1 x i64] %".163", 0
  %".165" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".156", i32 0, i32 6
  %".166" = load [1 x i64], [1 x i64]* %".165"
  %".167" = extractvalue [1 x i64] %".166", 0
  %".168" = icmp slt i64 %".155", 0
  %".169" = add i64 %".155", %".164"
  %".170" = select  i1 %".168", i64 %".169", i64 %".155"
  %".171" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".156", i32 0, i32 5
  %".172" = getelementptr inbounds [1 x i64], [1 x i64]* %".171", i32 0, i32 0
  %".173" = load i64, i64* %".172", !range !1
  %".174" = insertvalue [1 x i64] undef, i64 %".173", 0
  %".175" = extractvalue [1 x i64] %".174", 0
  %".176" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".156", i32 0, i32 6
  %".177" = load [1 x i64], [1 x i64]* %".176"
  %".178" = extractvalue [1 x i64] %".177", 0
  %".179" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".156", i32 0, i32 4
  %".180" = load double*, double** %".179"
  %".181" = mul i64 %".178", %".170"
  %".182" = ptrtoint double* %".180" to i64
  %".183" = add i64 %".182", %".181"
  %".184" = inttoptr i64 %".183" to double*
  %".185" = load double, double* %".184"
  %".186" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".188" = call double @"__nv_floor"(double %".185")
  %".189" = fadd double %".153", %".188"
  %".190" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".191" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".192"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".190", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".192"
  %".196" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".192", i32 0, i32 5
  %".197" = getelementptr inbounds [1 x i64], [1 x i64]* %".196", i32 0, i32 0
  %".198" = load i64, i64* %".197", !range !1
  %".199" = insertvalue [1 x i64] undef, i64 %".198", 0
  %".200" = extractvalue [1 x i64] %".199", 0
  %".201" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".192", i32 0, i32 6
  %".202" = load [1 x i64], [1 x i64]* %".201"
  %".203" = extractvalue [1 x i64] %".202", 0
  %".204" = icmp slt i64 %".191", 0
  %".205" = add i64 %".191", %".200"
  %".206" = select  i1 %".204", i64 %".205", i64 %".191"
  %".207" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".192", i32 0, i32 5
  %".208" = getelementptr inbounds [1 x i64], [1 x i64]* %".207", i32 0, i32 0
  %".209" = load i64, i64* %".208", !range !1
  %".210" = insertvalue [1 x i64] undef, i64 %".209", 0
  %".211" = extractvalue [1 x i64] %".210", 0
  %".212" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".192", i32 0, i32 6
  %".213" = load [1 x i64], [1 x i64]* %".212"
  %".214" = extractvalue [1 x i64] %".213", 0
  %".215" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".192", i32 0, i32 4
  %".216" = load double*, double** %".215"
  %".217" = mul i64 %".214", %".206"
  %".218" = ptrtoint double* %".216" to i64
  %".219" = add i64 %".218", %".217"
  %".220" = inttoptr i64 %".219" to double*
  store double %".189", double* %".220"
  %".222" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".224" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B294:
  %".228" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".230" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".232" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".234" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare double @"__nv_atan2"(double %".1", double %".2")

declare double @"__nv_pow"(double %".1", double %".2")

declare double @"__nv_erf"(double %".1")

declare double @"__nv_floor"(double %".1")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__8math_f64B3v37B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__8math_f64B3v37B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE", !"kernel", i32 1 }