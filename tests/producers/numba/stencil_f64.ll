; numba-cuda kernel stencil_f64(Array(float64, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "stencil_f64$15"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__11stencil_f64B3v15B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__11stencil_f64B3v15B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", double* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", double* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
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
  %"$58pred" = alloca i1
  store i1 0, i1* %"$58pred"
  %"$phi60.0" = alloca i64
  store i64 0, i64* %"$phi60.0"
  %".51" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".51"
  %"$84pred" = alloca i1
  store i1 0, i1* %"$84pred"
  %".85" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".85"
  %".118" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".118"
  %".153" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".153"
  %".189" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189"
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
  %".37" = load i64, i64* %"i"
  %".38" = icmp slt i64 0, %".37"
  %".40" = load i1, i1* %"$58pred"
  store i1 %".38", i1* %"$58pred"
  %".42" = load i64, i64* %"i"
  %".44" = load i64, i64* %"$phi60.0"
  store i64 %".42", i64* %"$phi60.0"
  %".46" = load i1, i1* %"$58pred"
  br i1 %".46", label %"B60", label %"B88"
B60:
  %".48" = load i1, i1* %"$58pred"
  store i1 0, i1* %"$58pred"
  %".50" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".51"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".50", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".51"
  %".55" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".51", i32 0, i32 2
  %".56" = load i64, i64* %".55"
  %".57" = sub nsw i64 %".56", 1
  %".58" = load i64, i64* %"$phi60.0"
  %".59" = icmp slt i64 %".58", %".57"
  %".60" = load i64, i64* %"$phi60.0"
  store i64 0, i64* %"$phi60.0"
  %".63" = load i1, i1* %"$84pred"
  store i1 %".59", i1* %"$84pred"
  %".65" = load i1, i1* %"$84pred"
  br i1 %".65", label %"B86", label %"B186"
B86:
  %".67" = load i1, i1* %"$84pred"
  store i1 0, i1* %"$84pred"
  br label %"B94"
B88:
  %".70" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".72" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".74" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".76" = load i64, i64* %"$phi60.0"
  store i64 0, i64* %"$phi60.0"
  %".78" = load i1, i1* %"$58pred"
  store i1 0, i1* %"$58pred"
  ret void
B94:
  %".82" = load i64, i64* %"i"
  %".83" = sub nsw i64 %".82", 1
  %".84" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".85"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".84", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".85"
  %".89" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".85", i32 0, i32 5
  %".90" = getelementptr inbounds [1 x i64], [1 x i64]* %".89", i32 0, i32 0
  %".91" = load i64, i64* %".90", !range !1
  %".92" = insertvalue [1 x i64] undef, i64 %".91", 0
  %".93" = extractvalue [1 x i64] %".92", 0
  %".94" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".85", i32 0, i32 6
  %".95" = load [1 x i64], [1 x i64]* %".94"
  %".96" = extractvalue [1 x i64] %".95", 0
  %".97" = icmp slt i64 %".83", 0
  %".98" = add i64 %".83", %".93"
  %".99" = select  i1 %".97", i64 %".98", i64 %".83"
  %".100" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".85", i32 0, i32 5
  %".101" = getelementptr inbounds [1 x i64], [1 x i64]* %".100", i32 0, i32 0
  %".102" = load i64, i64* %".101", !range !1
  %".103" = insertvalue [1 x i64] undef, i64 %".102", 0
  %".104" = extractvalue [1 x i64] %".103", 0
  %".105" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".85", i32 0, i32 6
  %".106" = load [1 x i64], [1 x i64]* %".105"
  %".107" = extractvalue [1 x i64] %".106", 0
  %".108" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".85", i32 0, i32 4
  %".109" = load double*, double** %".108"
  %".110" = mul i64 %".107", %".99"
  %".111" = ptrtoint double* %".109" to i64
  %".112" = add i64 %".111", %".110"
  %".113" = inttoptr i64 %".112" to double*
  %".114" = load double, double* %".113"
  %".115" = fmul double 0x3fd0000000000000, %".114"
  %".116" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".117" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".118"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".116", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".118"
  %".122" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".118", i32 0, i32 5
  %".123" = getelementptr inbounds [1 x i64], [1 x i64]* %".122", i32 0, i32 0
  %".124" = load i64, i64* %".123", !range !1
  %".125" = insertvalue [1 x i64] undef, i64 %".124", 0
  %".126" = extractvalue [1 x i64] %".125", 0
  %".127" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".118", i32 0, i32 6
  %".128" = load [1 x i64], [1 x i64]* %".127"
  %".129" = extractvalue [1 x i64] %".128", 0
  %".130" = icmp slt i64 %".117", 0
  %".131" = add i64 %".117", %".126"
  %".132" = select  i1 %".130", i64 %".131", i64 %".117"
  %".133" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".118", i32 0, i32 5
  %".134" = getelementptr inbounds [1 x i64], [1 x i64]* %".133", i32 0, i32 0
  %".135" = load i64, i64* %".134", !range !1
  %".136" = insertvalue [1 x i64] undef, i64 %".135", 0
  %".137" = extractvalue [1 x i64] %".136", 0
  %".138" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".118", i32 0, i32 6
  %".139" = load [1 x i64], [1 x i64]* %".138"
  %".140" = extractvalue [1 x i64] %".139", 0
  %".141" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".118", i32 0, i32 4
  %".142" = load double*, double** %".141"
  %".143" = mul i64 %".140", %".132"
  %".144" = ptrtoint double* %".142" to i64
  %".145" = add i64 %".144", %".143"
  %".146" = inttoptr i64 %".145" to double*
  %".147" = load double, double* %".146"
  %".148" = fmul double 0x3fe0000000000000, %".147"
  %".149" = fadd double %".115", %".148"
  %".150" = load i64, i64* %"i"
  %".151" = add nsw i64 %".150", 1
  %".152" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".153"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".152", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".153"
  %".157" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".153", i32 0, i32 5
  %".158" = getelementptr inbounds [1 x i64], [1 x i64]* %".157", i32 0, i32 0
  %".159" = load i64, i64* %".158", !range !1
  %".160" = insertvalue [1 x i64] undef, i64 %".159", 0
  %".161" = extractvalue [1 x i64] %".160", 0
  %".162" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".153", i32 0, i32 6
  %".163" = load [1 x i64], [1 x i64]* %".162"
  %".164" = extractvalue [1 x i64] %".163", 0
  %".165" = icmp slt i64 %".151", 0
  %".166" = add i64 %".151", %".161"
  %".167" = select  i1 %".165", i64 %".166", i64 %".151"
  %".168" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".153", i32 0, i32 5
  %".169" = getelementptr inbounds [1 x i64], [1 x i64]* %".168", i32 0, i32 0
  %".170" = load i64, i64* %".169", !range !1
  %".171" = insertvalue [1 x i64] undef, i64 %".170", 0
  %".172" = extractvalue [1 x i64] %".171", 0
  %".173" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".153", i32 0, i32 6
  %".174" = load [1 x i64], [1 x i64]* %".173"
  %".175" = extractvalue [1 x i64] %".174", 0
  %".176" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".153", i32 0, i32 4
  %".177" = load double*, double** %".176"
  %".178" = mul i64 %".175", %".167"
  %".179" = ptrtoint double* %".177" to i64
  %".180" = add i64 %".179", %".178"
  %".181" = inttoptr i64 %".180" to double*
  %".182" = load double, double* %".181"
  %".183" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".185" = fmul double 0x3fd0000000000000, %".182"
  %".186" = fadd double %".149", %".185"
  %".187" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".188" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".187", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189"
  %".193" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189", i32 0, i32 5
  %".194" = getelementptr inbounds [1 x i64], [1 x i64]* %".193", i32 0, i32 0
  %".195" = load i64, i64* %".194", !range !1
  %".196" = insertvalue [1 x i64] undef, i64 %".195", 0
  %".197" = extractvalue [1 x i64] %".196", 0
  %".198" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189", i32 0, i32 6
  %".199" = load [1 x i64], [1 x i64]* %".198"
  %".200" = extractvalue [1 x i64] %".199", 0
  %".201" = icmp slt i64 %".188", 0
  %".202" = add i64 %".188", %".197"
  %".203" = select  i1 %".201", i64 %".202", i64 %".188"
  %".204" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189", i32 0, i32 5
  %".205" = getelementptr inbounds [1 x i64], [1 x i64]* %".204", i32 0, i32 0
  %".206" = load i64, i64* %".205", !range !1
  %".207" = insertvalue [1 x i64] undef, i64 %".206", 0
  %".208" = extractvalue [1 x i64] %".207", 0
  %".209" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189", i32 0, i32 6
  %".210" = load [1 x i64], [1 x i64]* %".209"
  %".211" = extractvalue [1 x i64] %".210", 0
  %".212" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189", i32 0, i32 4
  %".213" = load double*, double** %".212"
  %".214" = mul i64 %".211", %".203"
  %".215" = ptrtoint double* %".213" to i64
  %".216" = add i64 %".215", %".214"
  %".217" = inttoptr i64 %".216" to double*
  store double %".186", double* %".217"
  %".219" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".221" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B186:
  %".225" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".227" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".229" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".231" = load i1, i1* %"$84pred"
  store i1 0, i1* %"$84pred"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__11stencil_f64B3v15B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__11stencil_f64B3v15B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE", !"kernel", i32 1 }