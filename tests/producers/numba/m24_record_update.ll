; numba-cuda kernel m24_record_update(Array(Record([('pos', {'type': NestedArray(float32, (3,)), 'offset': 0, 'alignment': None, 'title': None, }), ('mass', {'type': float32, 'offset': 12, 'alignment': None, 'title': None, }), ('id', {'type': int32, 'offset': 16, 'alignment': None, 'title': None, })], 20, False), 1, 'A', False, aligned=False), Array(float32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "record_update$14"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__13record_updateB3v14B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi470EELi1E1A7mutable9unalignedE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__13record_updateB3v14B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi470EELi1E1A7mutable9unalignedE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"r.0", i8* %"r.1", i64 %"r.2", i64 %"r.3", [20 x i8]* %"r.4", i64 %"r.5.0", i64 %"r.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]} undef, i8* %"r.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"r.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"r.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"r.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]} %"inserted.itemsize", [20 x i8]* %"r.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"r.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"r.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".18", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", float* %"out.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %"r" = alloca {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}* %"r"
  %"out" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".38" = alloca {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}* %".38"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %".55" = alloca {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}* %".55"
  %"rec" = alloca [20 x i8]*
  store [20 x i8]* null, [20 x i8]** %"rec"
  %"acc.2" = alloca float
  store float 0.0, float* %"acc.2"
  %".93" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".93"
  %".103" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".103"
  %".107" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".107"
  %".116" = alloca i64
  store i64 0, i64* %".116"
  %".119" = alloca i64
  store i64 0, i64* %".119"
  %"$phi142.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi142.0"
  %".158" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".158"
  %".161" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".161"
  %".187" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".187"
  %".193" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".193"
  %"$142for_iter.3" = alloca i1
  store i1 0, i1* %"$142for_iter.3"
  %"$phi144.1" = alloca i64
  store i64 0, i64* %"$phi144.1"
  %".213" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".213"
  %".237" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".237"
  %".267" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".267"
  %".291" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".291"
  %".359" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".359"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}* %"r"
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
  %".37" = load {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}* %"r"
  store {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}* %".38"
  store {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]} %".37", {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}* %".38"
  %".42" = getelementptr inbounds {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 2
  %".43" = load i64, i64* %".42"
  %".44" = load i64, i64* %"i"
  %".45" = icmp slt i64 %".44", %".43"
  %".47" = load i1, i1* %"$64pred"
  store i1 %".45", i1* %"$64pred"
  %".49" = load i1, i1* %"$64pred"
  br i1 %".49", label %"B66", label %"B278"
B66:
  %".51" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  %".53" = load {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}* %"r"
  %".54" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}* %".55"
  store {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]} %".53", {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}* %".55"
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".60" = getelementptr inbounds [1 x i64], [1 x i64]* %".59", i32 0, i32 0
  %".61" = load i64, i64* %".60", !range !1
  %".62" = insertvalue [1 x i64] undef, i64 %".61", 0
  %".63" = extractvalue [1 x i64] %".62", 0
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".65" = load [1 x i64], [1 x i64]* %".64"
  %".66" = extractvalue [1 x i64] %".65", 0
  %".67" = icmp slt i64 %".54", 0
  %".68" = add i64 %".54", %".63"
  %".69" = select  i1 %".67", i64 %".68", i64 %".54"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".71" = getelementptr inbounds [1 x i64], [1 x i64]* %".70", i32 0, i32 0
  %".72" = load i64, i64* %".71", !range !1
  %".73" = insertvalue [1 x i64] undef, i64 %".72", 0
  %".74" = extractvalue [1 x i64] %".73", 0
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".76" = load [1 x i64], [1 x i64]* %".75"
  %".77" = extractvalue [1 x i64] %".76", 0
  %".78" = getelementptr inbounds {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 4
  %".79" = load [20 x i8]*, [20 x i8]** %".78"
  %".80" = mul i64 %".77", %".69"
  %".81" = ptrtoint [20 x i8]* %".79" to i64
  %".82" = add i64 %".81", %".80"
  %".83" = inttoptr i64 %".82" to [20 x i8]*
  %".85" = load [20 x i8]*, [20 x i8]** %"rec"
  store [20 x i8]* %".83", [20 x i8]** %"rec"
  %".87" = load {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}* %"r"
  store {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}* %"r"
  %".89" = sitofp i64 0 to float
  %".91" = load float, float* %"acc.2"
  store float %".89", float* %"acc.2"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".93"
  %".96" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".93", i32 0, i32 0
  store i64 0, i64* %".96"
  %".98" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".93", i32 0, i32 1
  store i64 3, i64* %".98"
  %".100" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".93", i32 0, i32 2
  store i64 1, i64* %".100"
  %".102" = load {i64, i64, i64}, {i64, i64, i64}* %".93"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".103"
  store {i64, i64, i64} %".102", {i64, i64, i64}* %".103"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".107"
  %".110" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".103", i32 0, i32 0
  %".111" = load i64, i64* %".110"
  %".112" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".103", i32 0, i32 1
  %".113" = load i64, i64* %".112"
  %".114" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".103", i32 0, i32 2
  %".115" = load i64, i64* %".114"
  store i64 %".111", i64* %".116"
  %".121" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".107", i32 0, i32 0
  store i64* %".116", i64** %".121"
  %".123" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".107", i32 0, i32 1
  store i64 %".113", i64* %".123"
  %".125" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".107", i32 0, i32 2
  store i64 %".115", i64* %".125"
  %".127" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".107", i32 0, i32 3
  store i64* %".119", i64** %".127"
  %".129" = sub i64 %".113", %".111"
  %".130" = icmp sgt i64 %".129", 0
  %".131" = icmp sgt i64 %".115", 0
  %".132" = xor i1 %".130", %".131"
  %".133" = icmp eq i64 %".115", 0
  br i1 %".133", label %"B66.if", label %"B66.endif", !prof !2
B142:
  %".157" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi142.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".158"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".161"
  store {i64*, i64, i64, i64*} %".157", {i64*, i64, i64, i64*}* %".161"
  %".165" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".161", i32 0, i32 3
  %".166" = load i64*, i64** %".165"
  %".167" = load i64, i64* %".166"
  %".168" = icmp sgt i64 %".167", 0
  %".169" = getelementptr inbounds {i64, i1}, {i64, i1}* %".158", i32 0, i32 1
  store i1 %".168", i1* %".169"
  br i1 %".168", label %"B142.if", label %"B142.endif"
B144:
  %".207" = load i1, i1* %"$142for_iter.3"
  store i1 0, i1* %"$142for_iter.3"
  %".209" = load i64, i64* %"$phi144.1"
  %".210" = load i64, i64* %"$phi144.1"
  store i64 0, i64* %"$phi144.1"
  %".212" = load [20 x i8]*, [20 x i8]** %"rec"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".213"
  %".216" = getelementptr inbounds [20 x i8], [20 x i8]* %".212", i32 0, i32 0
  %".217" = bitcast i8* %".216" to float*
  %".218" = insertvalue [1 x i64] undef, i64 3, 0
  %".219" = insertvalue [1 x i64] undef, i64 4, 0
  %".220" = extractvalue [1 x i64] %".218", 0
  %".221" = mul nsw i64 1, %".220"
  %".222" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".213", i32 0, i32 5
  store [1 x i64] %".218", [1 x i64]* %".222"
  %".224" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".213", i32 0, i32 6
  store [1 x i64] %".219", [1 x i64]* %".224"
  %".226" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".213", i32 0, i32 4
  store float* %".217", float** %".226"
  %".228" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".213", i32 0, i32 3
  store i64 4, i64* %".228"
  %".230" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".213", i32 0, i32 0
  store i8* null, i8** %".230"
  %".232" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".213", i32 0, i32 1
  store i8* null, i8** %".232"
  %".234" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".213", i32 0, i32 2
  store i64 %".221", i64* %".234"
  %".236" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".213"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".237"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".236", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".237"
  %".241" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".237", i32 0, i32 5
  %".242" = getelementptr inbounds [1 x i64], [1 x i64]* %".241", i32 0, i32 0
  %".243" = load i64, i64* %".242", !range !1
  %".244" = insertvalue [1 x i64] undef, i64 %".243", 0
  %".245" = extractvalue [1 x i64] %".244", 0
  %".246" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".237", i32 0, i32 6
  %".247" = load [1 x i64], [1 x i64]* %".246"
  %".248" = extractvalue [1 x i64] %".247", 0
  %".249" = icmp slt i64 %".209", 0
  %".250" = add i64 %".209", %".245"
  %".251" = select  i1 %".249", i64 %".250", i64 %".209"
  %".252" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".237", i32 0, i32 5
  %".253" = getelementptr inbounds [1 x i64], [1 x i64]* %".252", i32 0, i32 0
  %".254" = load i64, i64* %".253", !range !1
  %".255" = insertvalue [1 x i64] undef, i64 %".254", 0
  %".256" = extractvalue [1 x i64] %".255", 0
  %".257" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".237", i32 0, i32 6
  %".258" = load [1 x i64], [1 x i64]* %".257"
  %".259" = extractvalue [1 x i64] %".258", 0
  %".260" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".237", i32 0, i32 4
  %".261" = load float*, float** %".260"
  %".262" = mul i64 %".251", 1
  %".263" = add i64 0, %".262"
  %".264" = getelementptr float, float* %".261", i64 %".263"
  %".265" = load float, float* %".264"
  %".266" = load [20 x i8]*, [20 x i8]** %"rec"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".267"
  %".270" = getelementptr inbounds [20 x i8], [20 x i8]* %".266", i32 0, i32 0
  %".271" = bitcast i8* %".270" to float*
  %".272" = insertvalue [1 x i64] undef, i64 3, 0
  %".273" = insertvalue [1 x i64] undef, i64 4, 0
  %".274" = extractvalue [1 x i64] %".272", 0
  %".275" = mul nsw i64 1, %".274"
  %".276" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".267", i32 0, i32 5
  store [1 x i64] %".272", [1 x i64]* %".276"
  %".278" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".267", i32 0, i32 6
  store [1 x i64] %".273", [1 x i64]* %".278"
  %".280" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".267", i32 0, i32 4
  store float* %".271", float** %".280"
  %".282" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".267", i32 0, i32 3
  store i64 4, i64* %".282"
  %".284" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".267", i32 0, i32 0
  store i8* null, i8** %".284"
  %".286" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".267", i32 0, i32 1
  store i8* null, i8** %".286"
  %".288" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".267", i32 0, i32 2
  store i64 %".275", i64* %".288"
  %".290" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".267"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".291"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".290", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".291"
  %".295" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".291", i32 0, i32 5
  %".296" = getelementptr inbounds [1 x i64], [1 x i64]* %".295", i32 0, i32 0
  %".297" = load i64, i64* %".296", !range !1
  %".298" = insertvalue [1 x i64] undef, i64 %".297", 0
  %".299" = extractvalue [1 x i64] %".298", 0
  %".300" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".291", i32 0, i32 6
  %".301" = load [1 x i64], [1 x i64]* %".300"
  %".302" = extractvalue [1 x i64] %".301", 0
  %".303" = icmp slt i64 %".209", 0
  %".304" = add i64 %".209", %".299"
  %".305" = select  i1 %".303", i64 %".304", i64 %".209"
  %".306" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".291", i32 0, i32 5
  %".307" = getelementptr inbounds [1 x i64], [1 x i64]* %".306", i32 0, i32 0
  %".308" = load i64, i64* %".307", !range !1
  %".309" = insertvalue [1 x i64] undef, i64 %".308", 0
  %".310" = extractvalue [1 x i64] %".309", 0
  %".311" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".291", i32 0, i32 6
  %".312" = load [1 x i64], [1 x i64]* %".311"
  %".313" = extractvalue [1 x i64] %".312", 0
  %".314" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".291", i32 0, i32 4
  %".315" = load float*, float** %".314"
  %".316" = mul i64 %".305", 1
  %".317" = add i64 0, %".316"
  %".318" = getelementptr float, float* %".315", i64 %".317"
  %".319" = load float, float* %".318"
  %".320" = fmul float %".265", %".319"
  %".321" = load float, float* %"acc.2"
  %".322" = fadd float %".321", %".320"
  %".323" = load float, float* %"acc.2"
  store float %".322", float* %"acc.2"
  br label %"B142"
B208:
  %".326" = load i64, i64* %"$phi144.1"
  store i64 0, i64* %"$phi144.1"
  %".328" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi142.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi142.0"
  %".330" = load i1, i1* %"$142for_iter.3"
  store i1 0, i1* %"$142for_iter.3"
  %".332" = load [20 x i8]*, [20 x i8]** %"rec"
  %".333" = getelementptr inbounds [20 x i8], [20 x i8]* %".332", i32 0, i32 12
  %".334" = bitcast i8* %".333" to float*
  %".335" = load float, float* %".334", align 1
  %".336" = load float, float* %"acc.2"
  %".337" = fadd float %".335", %".336"
  %".338" = load float, float* %"acc.2"
  store float 0.0, float* %"acc.2"
  %".340" = load [20 x i8]*, [20 x i8]** %"rec"
  %".341" = getelementptr inbounds [20 x i8], [20 x i8]* %".340", i32 0, i32 12
  %".342" = bitcast i8* %".341" to float*
  store float %".337", float* %".342", align 1
  %".344" = load [20 x i8]*, [20 x i8]** %"rec"
  %".345" = getelementptr inbounds [20 x i8], [20 x i8]* %".344", i32 0, i32 12
  %".346" = bitcast i8* %".345" to float*
  %".347" = load float, float* %".346", align 1
  %".348" = load [20 x i8]*, [20 x i8]** %"rec"
  %".349" = getelementptr inbounds [20 x i8], [20 x i8]* %".348", i32 0, i32 16
  %".350" = bitcast i8* %".349" to i32*
  %".351" = load i32, i32* %".350", align 1
  %".352" = load [20 x i8]*, [20 x i8]** %"rec"
  store [20 x i8]* null, [20 x i8]** %"rec"
  %".354" = fpext float %".347" to double
  %".355" = sitofp i32 %".351" to double
  %".356" = fmul double %".354", %".355"
  %".357" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".358" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".359"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".357", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".359"
  %".363" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".359", i32 0, i32 5
  %".364" = getelementptr inbounds [1 x i64], [1 x i64]* %".363", i32 0, i32 0
  %".365" = load i64, i64* %".364", !range !1
  %".366" = insertvalue [1 x i64] undef, i64 %".365", 0
  %".367" = extractvalue [1 x i64] %".366", 0
  %".368" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".359", i32 0, i32 6
  %".369" = load [1 x i64], [1 x i64]* %".368"
  %".370" = extractvalue [1 x i64] %".369", 0
  %".371" = icmp slt i64 %".358", 0
  %".372" = add i64 %".358", %".367"
  %".373" = select  i1 %".371", i64 %".372", i64 %".358"
  %".374" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".359", i32 0, i32 5
  %".375" = getelementptr inbounds [1 x i64], [1 x i64]* %".374", i32 0, i32 0
  %".376" = load i64, i64* %".375", !range !1
  %".377" = insertvalue [1 x i64] undef, i64 %".376", 0
  %".378" = extractvalue [1 x i64] %".377", 0
  %".379" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".359", i32 0, i32 6
  %".380" = load [1 x i64], [1 x i64]* %".379"
  %".381" = extractvalue [1 x i64] %".380", 0
  %".382" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".359", i32 0, i32 4
  %".383" = load float*, float** %".382"
  %".384" = mul i64 %".381", %".373"
  %".385" = ptrtoint float* %".383" to i64
  %".386" = add i64 %".385", %".384"
  %".387" = inttoptr i64 %".386" to float*
  %".388" = fptrunc double %".356" to float
  store float %".388", float* %".387"
  %".390" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".392" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B278:
  %".396" = load {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}* %"r"
  store {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [20 x i8]*, [1 x i64], [1 x i64]}* %"r"
  %".398" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".400" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".402" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  ret void
B66.if:
  ret void
B66.endif:
  br i1 %".132", label %"B66.endif.if", label %"B66.endif.else"
B66.endif.if:
  %".137" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".107", i32 0, i32 3
  %".138" = load i64*, i64** %".137"
  store i64 0, i64* %".138"
  br label %"B66.endif.endif"
B66.endif.else:
  %".141" = srem i64 %".129", %".115"
  %".142" = sub i64 0, %".141"
  %".143" = select  i1 %".130", i64 %".141", i64 %".142"
  %".144" = icmp sgt i64 %".143", 0
  %".145" = sdiv i64 %".129", %".115"
  %".146" = select  i1 %".144", i64 1, i64 0
  %".147" = add i64 %".145", %".146"
  %".148" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".107", i32 0, i32 3
  %".149" = load i64*, i64** %".148"
  store i64 %".147", i64* %".149"
  br label %"B66.endif.endif"
B66.endif.endif:
  %".152" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".107"
  %".154" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi142.0"
  store {i64*, i64, i64, i64*} %".152", {i64*, i64, i64, i64*}* %"$phi142.0"
  br label %"B142"
B142.if:
  %".172" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".161", i32 0, i32 0
  %".173" = load i64*, i64** %".172"
  %".174" = load i64, i64* %".173"
  %".175" = getelementptr inbounds {i64, i1}, {i64, i1}* %".158", i32 0, i32 0
  store i64 %".174", i64* %".175"
  %".177" = sub nsw i64 %".167", 1
  store i64 %".177", i64* %".166"
  %".179" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".161", i32 0, i32 2
  %".180" = load i64, i64* %".179"
  %".181" = add i64 %".174", %".180"
  %".182" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".161", i32 0, i32 0
  %".183" = load i64*, i64** %".182"
  store i64 %".181", i64* %".183"
  br label %"B142.endif"
B142.endif:
  %".186" = load {i64, i1}, {i64, i1}* %".158"
  store {i64, i1} zeroinitializer, {i64, i1}* %".187"
  store {i64, i1} %".186", {i64, i1}* %".187"
  %".191" = getelementptr inbounds {i64, i1}, {i64, i1}* %".187", i32 0, i32 0
  %".192" = load i64, i64* %".191"
  store {i64, i1} zeroinitializer, {i64, i1}* %".193"
  store {i64, i1} %".186", {i64, i1}* %".193"
  %".197" = getelementptr inbounds {i64, i1}, {i64, i1}* %".193", i32 0, i32 1
  %".198" = load i1, i1* %".197"
  %".200" = load i1, i1* %"$142for_iter.3"
  store i1 %".198", i1* %"$142for_iter.3"
  %".203" = load i64, i64* %"$phi144.1"
  store i64 %".192", i64* %"$phi144.1"
  %".205" = load i1, i1* %"$142for_iter.3"
  br i1 %".205", label %"B144", label %"B208"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, [20 x i8]*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__13record_updateB3v14B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi470EELi1E1A7mutable9unalignedE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !3 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ void (i8*, i8*, i64, i64, [20 x i8]*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__13record_updateB3v14B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi470EELi1E1A7mutable9unalignedE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }