; numba-cuda kernel records(Array(Record([('x', {'type': float32, 'offset': 0, 'alignment': None, 'title': None, }), ('n', {'type': int32, 'offset': 4, 'alignment': None, 'title': None, }), ('w', {'type': float64, 'offset': 8, 'alignment': None, 'title': None, })], 16, True), 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "records$51"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7recordsB3v51B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi466EELi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7recordsB3v51B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi466EELi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE"(i8* %"r.0", i8* %"r.1", i64 %"r.2", i64 %"r.3", [16 x i8]* %"r.4", i64 %"r.5.0", i64 %"r.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", double* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} undef, i8* %"r.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"r.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"r.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"r.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %"inserted.itemsize", [16 x i8]* %"r.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"r.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"r.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".18", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", double* %"out.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %"r" = alloca {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %"r"
  %"out" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".38" = alloca {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".38"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %".55" = alloca {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".55"
  %".89" = alloca {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".89"
  %".126" = alloca {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".126"
  %".161" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".161"
  %".195" = alloca {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".195"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %"r"
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
  %".37" = load {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %"r"
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".38"
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %".37", {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".38"
  %".42" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 2
  %".43" = load i64, i64* %".42"
  %".44" = load i64, i64* %"i"
  %".45" = icmp slt i64 %".44", %".43"
  %".47" = load i1, i1* %"$64pred"
  store i1 %".45", i1* %"$64pred"
  %".49" = load i1, i1* %"$64pred"
  br i1 %".49", label %"B66", label %"B202"
B66:
  %".51" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  %".53" = load {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %"r"
  %".54" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".55"
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %".53", {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".55"
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".60" = getelementptr inbounds [1 x i64], [1 x i64]* %".59", i32 0, i32 0
  %".61" = load i64, i64* %".60", !range !1
  %".62" = insertvalue [1 x i64] undef, i64 %".61", 0
  %".63" = extractvalue [1 x i64] %".62", 0
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".65" = load [1 x i64], [1 x i64]* %".64"
  %".66" = extractvalue [1 x i64] %".65", 0
  %".67" = icmp slt i64 %".54", 0
  %".68" = add i64 %".54", %".63"
  %".69" = select  i1 %".67", i64 %".68", i64 %".54"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".71" = getelementptr inbounds [1 x i64], [1 x i64]* %".70", i32 0, i32 0
  %".72" = load i64, i64* %".71", !range !1
  %".73" = insertvalue [1 x i64] undef, i64 %".72", 0
  %".74" = extractvalue [1 x i64] %".73", 0
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".76" = load [1 x i64], [1 x i64]* %".75"
  %".77" = extractvalue [1 x i64] %".76", 0
  %".78" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 4
  %".79" = load [16 x i8]*, [16 x i8]** %".78"
  %".80" = mul i64 %".77", %".69"
  %".81" = ptrtoint [16 x i8]* %".79" to i64
  %".82" = add i64 %".81", %".80"
  %".83" = inttoptr i64 %".82" to [16 x i8]*
  %".84" = getelementptr inbounds [16 x i8], [16 x i8]* %".83", i32 0, i32 0
  %".85" = bitcast i8* %".84" to float*
  %".86" = load float, float* %".85"
  %".87" = load {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %"r"
  %".88" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".89"
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %".87", {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".89"
  %".93" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".89", i32 0, i32 5
  %".94" = getelementptr inbounds [1 x i64], [1 x i64]* %".93", i32 0, i32 0
  %".95" = load i64, i64* %".94", !range !1
  %".96" = insertvalue [1 x i64] undef, i64 %".95", 0
  %".97" = extractvalue [1 x i64] %".96", 0
  %".98" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".89", i32 0, i32 6
  %".99" = load [1 x i64], [1 x i64]* %".98"
  %".100" = extractvalue [1 x i64] %".99", 0
  %".101" = icmp slt i64 %".88", 0
  %".102" = add i64 %".88", %".97"
  %".103" = select  i1 %".101", i64 %".102", i64 %".88"
  %".104" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".89", i32 0, i32 5
  %".105" = getelementptr inbounds [1 x i64], [1 x i64]* %".104", i32 0, i32 0
  %".106" = load i64, i64* %".105", !range !1
  %".107" = insertvalue [1 x i64] undef, i64 %".106", 0
  %".108" = extractvalue [1 x i64] %".107", 0
  %".109" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".89", i32 0, i32 6
  %".110" = load [1 x i64], [1 x i64]* %".109"
  %".111" = extractvalue [1 x i64] %".110", 0
  %".112" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".89", i32 0, i32 4
  %".113" = load [16 x i8]*, [16 x i8]** %".112"
  %".114" = mul i64 %".111", %".103"
  %".115" = ptrtoint [16 x i8]* %".113" to i64
  %".116" = add i64 %".115", %".114"
  %".117" = inttoptr i64 %".116" to [16 x i8]*
  %".118" = getelementptr inbounds [16 x i8], [16 x i8]* %".117", i32 0, i32 4
  %".119" = bitcast i8* %".118" to i32*
  %".120" = load i32, i32* %".119"
  %".121" = fpext float %".86" to double
  %".122" = sitofp i32 %".120" to double
  %".123" = fmul double %".121", %".122"
  %".124" = load {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %"r"
  %".125" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".126"
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %".124", {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".126"
  %".130" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".126", i32 0, i32 5
  %".131" = getelementptr inbounds [1 x i64], [1 x i64]* %".130", i32 0, i32 0
  %".132" = load i64, i64* %".131", !range !1
  %".133" = insertvalue [1 x i64] undef, i64 %".132", 0
  %".134" = extractvalue [1 x i64] %".133", 0
  %".135" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".126", i32 0, i32 6
  %".136" = load [1 x i64], [1 x i64]* %".135"
  %".137" = extractvalue [1 x i64] %".136", 0
  %".138" = icmp slt i64 %".125", 0
  %".139" = add i64 %".125", %".134"
  %".140" = select  i1 %".138", i64 %".139", i64 %".125"
  %".141" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".126", i32 0, i32 5
  %".142" = getelementptr inbounds [1 x i64], [1 x i64]* %".141", i32 0, i32 0
  %".143" = load i64, i64* %".142", !range !1
  %".144" = insertvalue [1 x i64] undef, i64 %".143", 0
  %".145" = extractvalue [1 x i64] %".144", 0
  %".146" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".126", i32 0, i32 6
  %".147" = load [1 x i64], [1 x i64]* %".146"
  %".148" = extractvalue [1 x i64] %".147", 0
  %".149" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".126", i32 0, i32 4
  %".150" = load [16 x i8]*, [16 x i8]** %".149"
  %".151" = mul i64 %".148", %".140"
  %".152" = ptrtoint [16 x i8]* %".150" to i64
  %".153" = add i64 %".152", %".151"
  %".154" = inttoptr i64 %".153" to [16 x i8]*
  %".155" = getelementptr inbounds [16 x i8], [16 x i8]* %".154", i32 0, i32 8
  %".156" = bitcast i8* %".155" to double*
  %".157" = load double, double* %".156"
  %".158" = fadd double %".123", %".157"
  %".159" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".160" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".161"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".159", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".161"
  %".165" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".161", i32 0, i32 5
  %".166" = getelementptr inbounds [1 x i64], [1 x i64]* %".165", i32 0, i32 0
  %".167" = load i64, i64* %".166", !range !1
  %".168" = insertvalue [1 x i64] undef, i64 %".167", 0
  %".169" = extractvalue [1 x i64] %".168", 0
  %".170" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".161", i32 0, i32 6
  %".171" = load [1 x i64], [1 x i64]* %".170"
  %".172" = extractvalue [1 x i64] %".171", 0
  %".173" = icmp slt i64 %".160", 0
  %".174" = add i64 %".160", %".169"
  %".175" = select  i1 %".173", i64 %".174", i64 %".160"
  %".176" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".161", i32 0, i32 5
  %".177" = getelementptr inbounds [1 x i64], [1 x i64]* %".176", i32 0, i32 0
  %".178" = load i64, i64* %".177", !range !1
  %".179" = insertvalue [1 x i64] undef, i64 %".178", 0
  %".180" = extractvalue [1 x i64] %".179", 0
  %".181" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".161", i32 0, i32 6
  %".182" = load [1 x i64], [1 x i64]* %".181"
  %".183" = extractvalue [1 x i64] %".182", 0
  %".184" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".161", i32 0, i32 4
  %".185" = load double*, double** %".184"
  %".186" = mul i64 %".183", %".175"
  %".187" = ptrtoint double* %".185" to i64
  %".188" = add i64 %".187", %".186"
  %".189" = inttoptr i64 %".188" to double*
  store double %".158", double* %".189"
  %".191" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".193" = load {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %"r"
  %".194" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".195"
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %".193", {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".195"
  %".199" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".195", i32 0, i32 5
  %".200" = getelementptr inbounds [1 x i64], [1 x i64]* %".199", i32 0, i32 0
  %".201" = load i64, i64* %".200", !range !1
  %".202" = insertvalue [1 x i64] undef, i64 %".201", 0
  %".203" = extractvalue [1 x i64] %".202", 0
  %".204" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".195", i32 0, i32 6
  %".205" = load [1 x i64], [1 x i64]* %".204"
  %".206" = extractvalue [1 x i64] %".205", 0
  %".207" = icmp slt i64 %".194", 0
  %".208" = add i64 %".194", %".203"
  %".209" = select  i1 %".207", i64 %".208", i64 %".194"
  %".210" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".195", i32 0, i32 5
  %".211" = getelementptr inbounds [1 x i64], [1 x i64]* %".210", i32 0, i32 0
  %".212" = load i64, i64* %".211", !range !1
  %".213" = insertvalue [1 x i64] undef, i64 %".212", 0
  %".214" = extractvalue [1 x i64] %".213", 0
  %".215" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".195", i32 0, i32 6
  %".216" = load [1 x i64], [1 x i64]* %".215"
  %".217" = extractvalue [1 x i64] %".216", 0
  %".218" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".195", i32 0, i32 4
  %".219" = load [16 x i8]*, [16 x i8]** %".218"
  %".220" = mul i64 %".217", %".209"
  %".221" = ptrtoint [16 x i8]* %".219" to i64
  %".222" = add i64 %".221", %".220"
  %".223" = inttoptr i64 %".222" to [16 x i8]*
  %".224" = load {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %"r"
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %"r"
  %".226" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".228" = getelementptr inbounds [16 x i8], [16 x i8]* %".223", i32 0, i32 4
  %".229" = bitcast i8* %".228" to i32*
  %".230" = load i32, i32* %".229"
  %".231" = sext i32 %".230" to i64
  %".232" = add nsw i64 %".231", 1
  %".233" = trunc i64 %".232" to i32
  %".234" = getelementptr inbounds [16 x i8], [16 x i8]* %".223", i32 0, i32 4
  %".235" = bitcast i8* %".234" to i32*
  store i32 %".233", i32* %".235"
  ret void
B202:
  %".239" = load {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %"r"
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %"r"
  %".241" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".243" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".245" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, [16 x i8]*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__7recordsB3v51B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi466EELi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, [16 x i8]*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__7recordsB3v51B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi466EELi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE", !"kernel", i32 1 }