; numba-cuda kernel g24_record_fields(Array(Record([('pos', {'type': NestedArray(float32, (3,)), 'offset': 0, 'alignment': None, 'title': None, }), ('vel', {'type': NestedArray(float32, (3,)), 'offset': 12, 'alignment': None, 'title': None, }), ('hist', {'type': NestedArray(int32, (4,)), 'offset': 24, 'alignment': None, 'title': None, }), ('w', {'type': float64, 'offset': 40, 'alignment': None, 'title': None, })], 48, False), 1, 'A', False, aligned=False), Array(float64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "record_fields$1"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__13record_fieldsB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi471EELi1E1A7mutable9unalignedE5ArrayIdLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__13record_fieldsB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi471EELi1E1A7mutable9unalignedE5ArrayIdLi1E1A7mutable7alignedE"(i8* %"r.0", i8* %"r.1", i64 %"r.2", i64 %"r.3", [48 x i8]* %"r.4", i64 %"r.5.0", i64 %"r.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", double* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]} undef, i8* %"r.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"r.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"r.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"r.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]} %"inserted.itemsize", [48 x i8]* %"r.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"r.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"r.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".18", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", double* %"out.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %"r" = alloca {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}* %"r"
  %"out" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".38" = alloca {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}* %".38"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %".55" = alloca {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}* %".55"
  %"p" = alloca [48 x i8]*
  store [48 x i8]* null, [48 x i8]** %"p"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".97" = alloca i64
  store i64 0, i64* %".97"
  %".100" = alloca i64
  store i64 0, i64* %".100"
  %".131" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".131"
  %".155" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".155"
  %".185" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".185"
  %".209" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".209"
  %".242" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".242"
  %".273" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".273"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".305" = alloca i64
  store i64 0, i64* %".305"
  %".308" = alloca i64
  store i64 0, i64* %".308"
  %".338" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".338"
  %".369" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".369"
  %"s.2" = alloca float
  store float 0.0, float* %"s.2"
  %".403" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".403"
  %".413" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".413"
  %".417" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".417"
  %".426" = alloca i64
  store i64 0, i64* %".426"
  %".429" = alloca i64
  store i64 0, i64* %".429"
  %"$phi270.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi270.0"
  %".468" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".468"
  %".471" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".471"
  %".497" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".497"
  %".503" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".503"
  %"$270for_iter.3" = alloca i1
  store i1 0, i1* %"$270for_iter.3"
  %"$phi272.1" = alloca i64
  store i64 0, i64* %"$phi272.1"
  %".523" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".523"
  %".547" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".547"
  %".577" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".577"
  %".602" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".602"
  %".656" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".656"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}* %"r"
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
  %".37" = load {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}* %"r"
  store {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}* %".38"
  store {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]} %".37", {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}* %".38"
  %".42" = getelementptr inbounds {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 2
  %".43" = load i64, i64* %".42"
  %".44" = load i64, i64* %"i"
  %".45" = icmp slt i64 %".44", %".43"
  %".47" = load i1, i1* %"$64pred"
  store i1 %".45", i1* %"$64pred"
  %".49" = load i1, i1* %"$64pred"
  br i1 %".49", label %"B66", label %"B372"
B66:
  %".51" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  %".53" = load {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}* %"r"
  %".54" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}* %".55"
  store {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]} %".53", {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}* %".55"
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".60" = getelementptr inbounds [1 x i64], [1 x i64]* %".59", i32 0, i32 0
  %".61" = load i64, i64* %".60", !range !1
  %".62" = insertvalue [1 x i64] undef, i64 %".61", 0
  %".63" = extractvalue [1 x i64] %".62", 0
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".65" = load [1 x i64], [1 x i64]* %".64"
  %".66" = extractvalue [1 x i64] %".65", 0
  %".67" = icmp slt i64 %".54", 0
  %".68" = add i64 %".54", %".63"
  %".69" = select  i1 %".67", i64 %".68", i64 %".54"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".71" = getelementptr inbounds [1 x i64], [1 x i64]* %".70", i32 0, i32 0
  %".72" = load i64, i64* %".71", !range !1
  %".73" = insertvalue [1 x i64] undef, i64 %".72", 0
  %".74" = extractvalue [1 x i64] %".73", 0
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".76" = load [1 x i64], [1 x i64]* %".75"
  %".77" = extractvalue [1 x i64] %".76", 0
  %".78" = getelementptr inbounds {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 4
  %".79" = load [48 x i8]*, [48 x i8]** %".78"
  %".80" = mul i64 %".77", %".69"
  %".81" = ptrtoint [48 x i8]* %".79" to i64
  %".82" = add i64 %".81", %".80"
  %".83" = inttoptr i64 %".82" to [48 x i8]*
  %".85" = load [48 x i8]*, [48 x i8]** %"p"
  store [48 x i8]* %".83", [48 x i8]** %"p"
  %".87" = load {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}* %"r"
  store {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}* %"r"
  %".89" = load i64, i64* %"i"
  %".92" = icmp eq i64 3, 0
  br i1 %".92", label %"B66.if", label %"B66.else", !prof !2
B270:
  %".467" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi270.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".468"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".471"
  store {i64*, i64, i64, i64*} %".467", {i64*, i64, i64, i64*}* %".471"
  %".475" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".471", i32 0, i32 3
  %".476" = load i64*, i64** %".475"
  %".477" = load i64, i64* %".476"
  %".478" = icmp sgt i64 %".477", 0
  %".479" = getelementptr inbounds {i64, i1}, {i64, i1}* %".468", i32 0, i32 1
  store i1 %".478", i1* %".479"
  br i1 %".478", label %"B270.if", label %"B270.endif"
B272:
  %".517" = load i1, i1* %"$270for_iter.3"
  store i1 0, i1* %"$270for_iter.3"
  %".519" = load i64, i64* %"$phi272.1"
  %".520" = load i64, i64* %"$phi272.1"
  store i64 0, i64* %"$phi272.1"
  %".522" = load [48 x i8]*, [48 x i8]** %"p"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".523"
  %".526" = getelementptr inbounds [48 x i8], [48 x i8]* %".522", i32 0, i32 0
  %".527" = bitcast i8* %".526" to float*
  %".528" = insertvalue [1 x i64] undef, i64 3, 0
  %".529" = insertvalue [1 x i64] undef, i64 4, 0
  %".530" = extractvalue [1 x i64] %".528", 0
  %".531" = mul nsw i64 1, %".530"
  %".532" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".523", i32 0, i32 5
  store [1 x i64] %".528", [1 x i64]* %".532"
  %".534" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".523", i32 0, i32 6
  store [1 x i64] %".529", [1 x i64]* %".534"
  %".536" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".523", i32 0, i32 4
  store float* %".527", float** %".536"
  %".538" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".523", i32 0, i32 3
  store i64 4, i64* %".538"
  %".540" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".523", i32 0, i32 0
  store i8* null, i8** %".540"
  %".542" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".523", i32 0, i32 1
  store i8* null, i8** %".542"
  %".544" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".523", i32 0, i32 2
  store i64 %".531", i64* %".544"
  %".546" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".523"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".547"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".546", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".547"
  %".551" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".547", i32 0, i32 5
  %".552" = getelementptr inbounds [1 x i64], [1 x i64]* %".551", i32 0, i32 0
  %".553" = load i64, i64* %".552", !range !1
  %".554" = insertvalue [1 x i64] undef, i64 %".553", 0
  %".555" = extractvalue [1 x i64] %".554", 0
  %".556" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".547", i32 0, i32 6
  %".557" = load [1 x i64], [1 x i64]* %".556"
  %".558" = extractvalue [1 x i64] %".557", 0
  %".559" = icmp slt i64 %".519", 0
  %".560" = add i64 %".519", %".555"
  %".561" = select  i1 %".559", i64 %".560", i64 %".519"
  %".562" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".547", i32 0, i32 5
  %".563" = getelementptr inbounds [1 x i64], [1 x i64]* %".562", i32 0, i32 0
  %".564" = load i64, i64* %".563", !range !1
  %".565" = insertvalue [1 x i64] undef, i64 %".564", 0
  %".566" = extractvalue [1 x i64] %".565", 0
  %".567" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".547", i32 0, i32 6
  %".568" = load [1 x i64], [1 x i64]* %".567"
  %".569" = extractvalue [1 x i64] %".568", 0
  %".570" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".547", i32 0, i32 4
  %".571" = load float*, float** %".570"
  %".572" = mul i64 %".561", 1
  %".573" = add i64 0, %".572"
  %".574" = getelementptr float, float* %".571", i64 %".573"
  %".575" = load float, float* %".574"
  %".576" = load [48 x i8]*, [48 x i8]** %"p"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".577"
  %".580" = getelementptr inbounds [48 x i8], [48 x i8]* %".576", i32 0, i32 12
  %".581" = bitcast i8* %".580" to float*
  %".582" = insertvalue [1 x i64] undef, i64 3, 0
  %".583" = insertvalue [1 x i64] undef, i64 4, 0
  %".584" = extractvalue [1 x i64] %".582", 0
  %".585" = mul nsw i64 1, %".584"
  %".586" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".577", i32 0, i32 5
  store [1 x i64] %".582", [1 x i64]* %".586"
  %".588" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".577", i32 0, i32 6
  store [1 x i64] %".583", [1 x i64]* %".588"
  %".590" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".577", i32 0, i32 4
  store float* %".581", float** %".590"
  %".592" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".577", i32 0, i32 3
  store i64 4, i64* %".592"
  %".594" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".577", i32 0, i32 0
  store i8* null, i8** %".594"
  %".596" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".577", i32 0, i32 1
  store i8* null, i8** %".596"
  %".598" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".577", i32 0, i32 2
  store i64 %".585", i64* %".598"
  %".600" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".577"
  %".601" = sub nsw i64 2, %".519"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".602"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".600", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".602"
  %".606" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".602", i32 0, i32 5
  %".607" = getelementptr inbounds [1 x i64], [1 x i64]* %".606", i32 0, i32 0
  %".608" = load i64, i64* %".607", !range !1
  %".609" = insertvalue [1 x i64] undef, i64 %".608", 0
  %".610" = extractvalue [1 x i64] %".609", 0
  %".611" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".602", i32 0, i32 6
  %".612" = load [1 x i64], [1 x i64]* %".611"
  %".613" = extractvalue [1 x i64] %".612", 0
  %".614" = icmp slt i64 %".601", 0
  %".615" = add i64 %".601", %".610"
  %".616" = select  i1 %".614", i64 %".615", i64 %".601"
  %".617" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".602", i32 0, i32 5
  %".618" = getelementptr inbounds [1 x i64], [1 x i64]* %".617", i32 0, i32 0
  %".619" = load i64, i64* %".618", !range !1
  %".620" = insertvalue [1 x i64] undef, i64 %".619", 0
  %".621" = extractvalue [1 x i64] %".620", 0
  %".622" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".602", i32 0, i32 6
  %".623" = load [1 x i64], [1 x i64]* %".622"
  %".624" = extractvalue [1 x i64] %".623", 0
  %".625" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".602", i32 0, i32 4
  %".626" = load float*, float** %".625"
  %".627" = mul i64 %".616", 1
  %".628" = add i64 0, %".627"
  %".629" = getelementptr float, float* %".626", i64 %".628"
  %".630" = load float, float* %".629"
  %".631" = fmul float %".575", %".630"
  %".632" = load float, float* %"s.2"
  %".633" = fadd float %".632", %".631"
  %".634" = load float, float* %"s.2"
  store float %".633", float* %"s.2"
  br label %"B270"
B342:
  %".637" = load i64, i64* %"$phi272.1"
  store i64 0, i64* %"$phi272.1"
  %".639" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi270.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi270.0"
  %".641" = load i1, i1* %"$270for_iter.3"
  store i1 0, i1* %"$270for_iter.3"
  %".643" = load [48 x i8]*, [48 x i8]** %"p"
  %".644" = getelementptr inbounds [48 x i8], [48 x i8]* %".643", i32 0, i32 40
  %".645" = bitcast i8* %".644" to double*
  %".646" = load double, double* %".645", align 1
  %".647" = load [48 x i8]*, [48 x i8]** %"p"
  store [48 x i8]* null, [48 x i8]** %"p"
  %".649" = load float, float* %"s.2"
  %".650" = fpext float %".649" to double
  %".651" = fadd double %".650", %".646"
  %".652" = load float, float* %"s.2"
  store float 0.0, float* %"s.2"
  %".654" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".655" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".656"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".654", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".656"
  %".660" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".656", i32 0, i32 5
  %".661" = getelementptr inbounds [1 x i64], [1 x i64]* %".660", i32 0, i32 0
  %".662" = load i64, i64* %".661", !range !1
  %".663" = insertvalue [1 x i64] undef, i64 %".662", 0
  %".664" = extractvalue [1 x i64] %".663", 0
  %".665" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".656", i32 0, i32 6
  %".666" = load [1 x i64], [1 x i64]* %".665"
  %".667" = extractvalue [1 x i64] %".666", 0
  %".668" = icmp slt i64 %".655", 0
  %".669" = add i64 %".655", %".664"
  %".670" = select  i1 %".668", i64 %".669", i64 %".655"
  %".671" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".656", i32 0, i32 5
  %".672" = getelementptr inbounds [1 x i64], [1 x i64]* %".671", i32 0, i32 0
  %".673" = load i64, i64* %".672", !range !1
  %".674" = insertvalue [1 x i64] undef, i64 %".673", 0
  %".675" = extractvalue [1 x i64] %".674", 0
  %".676" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".656", i32 0, i32 6
  %".677" = load [1 x i64], [1 x i64]* %".676"
  %".678" = extractvalue [1 x i64] %".677", 0
  %".679" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".656", i32 0, i32 4
  %".680" = load double*, double** %".679"
  %".681" = mul i64 %".678", %".670"
  %".682" = ptrtoint double* %".680" to i64
  %".683" = add i64 %".682", %".681"
  %".684" = inttoptr i64 %".683" to double*
  store double %".651", double* %".684"
  %".686" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".688" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B372:
  %".692" = load {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}* %"r"
  store {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [48 x i8]*, [1 x i64], [1 x i64]}* %"r"
  %".694" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".696" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".698" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  ret void
B66.if:
  store i64 3, i64* %"quot"
  store i64 3, i64* %"rem"
  br label %"B66.endif"
B66.else:
  store i64 0, i64* %".97"
  store i64 0, i64* %".100"
  %".103" = icmp eq i64 %".89", -9223372036854775808
  %".104" = icmp eq i64 3, -1
  %".105" = and i1 %".103", %".104"
  %".106" = xor i1 %".105", -1
  br i1 %".106", label %"B66.else.if", label %"B66.else.endif", !prof !3
B66.endif:
  %".129" = load i64, i64* %"rem"
  %".130" = load [48 x i8]*, [48 x i8]** %"p"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".131"
  %".134" = getelementptr inbounds [48 x i8], [48 x i8]* %".130", i32 0, i32 0
  %".135" = bitcast i8* %".134" to float*
  %".136" = insertvalue [1 x i64] undef, i64 3, 0
  %".137" = insertvalue [1 x i64] undef, i64 4, 0
  %".138" = extractvalue [1 x i64] %".136", 0
  %".139" = mul nsw i64 1, %".138"
  %".140" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".131", i32 0, i32 5
  store [1 x i64] %".136", [1 x i64]* %".140"
  %".142" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".131", i32 0, i32 6
  store [1 x i64] %".137", [1 x i64]* %".142"
  %".144" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".131", i32 0, i32 4
  store float* %".135", float** %".144"
  %".146" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".131", i32 0, i32 3
  store i64 4, i64* %".146"
  %".148" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".131", i32 0, i32 0
  store i8* null, i8** %".148"
  %".150" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".131", i32 0, i32 1
  store i8* null, i8** %".150"
  %".152" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".131", i32 0, i32 2
  store i64 %".139", i64* %".152"
  %".154" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".131"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".155"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".154", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".155"
  %".159" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".155", i32 0, i32 5
  %".160" = getelementptr inbounds [1 x i64], [1 x i64]* %".159", i32 0, i32 0
  %".161" = load i64, i64* %".160", !range !1
  %".162" = insertvalue [1 x i64] undef, i64 %".161", 0
  %".163" = extractvalue [1 x i64] %".162", 0
  %".164" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".155", i32 0, i32 6
  %".165" = load [1 x i64], [1 x i64]* %".164"
  %".166" = extractvalue [1 x i64] %".165", 0
  %".167" = icmp slt i64 %".129", 0
  %".168" = add i64 %".129", %".163"
  %".169" = select  i1 %".167", i64 %".168", i64 %".129"
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
  %".180" = mul i64 %".169", 1
  %".181" = add i64 0, %".180"
  %".182" = getelementptr float, float* %".179", i64 %".181"
  %".183" = load float, float* %".182"
  %".184" = load [48 x i8]*, [48 x i8]** %"p"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".185"
  %".188" = getelementptr inbounds [48 x i8], [48 x i8]* %".184", i32 0, i32 12
  %".189" = bitcast i8* %".188" to float*
  %".190" = insertvalue [1 x i64] undef, i64 3, 0
  %".191" = insertvalue [1 x i64] undef, i64 4, 0
  %".192" = extractvalue [1 x i64] %".190", 0
  %".193" = mul nsw i64 1, %".192"
  %".194" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".185", i32 0, i32 5
  store [1 x i64] %".190", [1 x i64]* %".194"
  %".196" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".185", i32 0, i32 6
  store [1 x i64] %".191", [1 x i64]* %".196"
  %".198" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".185", i32 0, i32 4
  store float* %".189", float** %".198"
  %".200" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".185", i32 0, i32 3
  store i64 4, i64* %".200"
  %".202" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".185", i32 0, i32 0
  store i8* null, i8** %".202"
  %".204" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".185", i32 0, i32 1
  store i8* null, i8** %".204"
  %".206" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".185", i32 0, i32 2
  store i64 %".193", i64* %".206"
  %".208" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".185"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".209"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".208", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".209"
  %".213" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".209", i32 0, i32 5
  %".214" = getelementptr inbounds [1 x i64], [1 x i64]* %".213", i32 0, i32 0
  %".215" = load i64, i64* %".214", !range !1
  %".216" = insertvalue [1 x i64] undef, i64 %".215", 0
  %".217" = extractvalue [1 x i64] %".216", 0
  %".218" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".209", i32 0, i32 6
  %".219" = load [1 x i64], [1 x i64]* %".218"
  %".220" = extractvalue [1 x i64] %".219", 0
  %".221" = icmp slt i64 %".129", 0
  %".222" = add i64 %".129", %".217"
  %".223" = select  i1 %".221", i64 %".222", i64 %".129"
  %".224" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".209", i32 0, i32 5
  %".225" = getelementptr inbounds [1 x i64], [1 x i64]* %".224", i32 0, i32 0
  %".226" = load i64, i64* %".225", !range !1
  %".227" = insertvalue [1 x i64] undef, i64 %".226", 0
  %".228" = extractvalue [1 x i64] %".227", 0
  %".229" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".209", i32 0, i32 6
  %".230" = load [1 x i64], [1 x i64]* %".229"
  %".231" = extractvalue [1 x i64] %".230", 0
  %".232" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".209", i32 0, i32 4
  %".233" = load float*, float** %".232"
  %".234" = mul i64 %".223", 1
  %".235" = add i64 0, %".234"
  %".236" = getelementptr float, float* %".233", i64 %".235"
  %".237" = load float, float* %".236"
  %".238" = fpext float %".237" to double
  %".239" = fmul double %".238", 0x3fe0000000000000
  %".240" = fpext float %".183" to double
  %".241" = fadd double %".240", %".239"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".242"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".154", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".242"
  %".246" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".242", i32 0, i32 5
  %".247" = getelementptr inbounds [1 x i64], [1 x i64]* %".246", i32 0, i32 0
  %".248" = load i64, i64* %".247", !range !1
  %".249" = insertvalue [1 x i64] undef, i64 %".248", 0
  %".250" = extractvalue [1 x i64] %".249", 0
  %".251" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".242", i32 0, i32 6
  %".252" = load [1 x i64], [1 x i64]* %".251"
  %".253" = extractvalue [1 x i64] %".252", 0
  %".254" = icmp slt i64 %".129", 0
  %".255" = add i64 %".129", %".250"
  %".256" = select  i1 %".254", i64 %".255", i64 %".129"
  %".257" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".242", i32 0, i32 5
  %".258" = getelementptr inbounds [1 x i64], [1 x i64]* %".257", i32 0, i32 0
  %".259" = load i64, i64* %".258", !range !1
  %".260" = insertvalue [1 x i64] undef, i64 %".259", 0
  %".261" = extractvalue [1 x i64] %".260", 0
  %".262" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".242", i32 0, i32 6
  %".263" = load [1 x i64], [1 x i64]* %".262"
  %".264" = extractvalue [1 x i64] %".263", 0
  %".265" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".242", i32 0, i32 4
  %".266" = load float*, float** %".265"
  %".267" = mul i64 %".256", 1
  %".268" = add i64 0, %".267"
  %".269" = getelementptr float, float* %".266", i64 %".268"
  %".270" = fptrunc double %".241" to float
  store float %".270", float* %".269"
  %".272" = load [48 x i8]*, [48 x i8]** %"p"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".273"
  %".276" = getelementptr inbounds [48 x i8], [48 x i8]* %".272", i32 0, i32 24
  %".277" = bitcast i8* %".276" to i32*
  %".278" = insertvalue [1 x i64] undef, i64 4, 0
  %".279" = insertvalue [1 x i64] undef, i64 4, 0
  %".280" = extractvalue [1 x i64] %".278", 0
  %".281" = mul nsw i64 1, %".280"
  %".282" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".273", i32 0, i32 5
  store [1 x i64] %".278", [1 x i64]* %".282"
  %".284" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".273", i32 0, i32 6
  store [1 x i64] %".279", [1 x i64]* %".284"
  %".286" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".273", i32 0, i32 4
  store i32* %".277", i32** %".286"
  %".288" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".273", i32 0, i32 3
  store i64 4, i64* %".288"
  %".290" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".273", i32 0, i32 0
  store i8* null, i8** %".290"
  %".292" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".273", i32 0, i32 1
  store i8* null, i8** %".292"
  %".294" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".273", i32 0, i32 2
  store i64 %".281", i64* %".294"
  %".296" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".273"
  %".297" = load i64, i64* %"i"
  %".300" = icmp eq i64 4, 0
  br i1 %".300", label %"B66.endif.if", label %"B66.endif.else", !prof !2
B66.else.if:
  %".108" = sdiv i64 %".89", 3
  %".109" = srem i64 %".89", 3
  %".110" = xor i64 3, %".109"
  %".111" = icmp slt i64 %".110", 0
  %".112" = icmp ne i64 %".109", 0
  %".113" = and i1 %".112", %".111"
  br i1 %".113", label %"B66.else.if.if", label %"B66.else.if.else"
B66.else.endif:
  %".124" = load i64, i64* %".97"
  %".125" = load i64, i64* %".100"
  store i64 %".124", i64* %"quot"
  store i64 %".125", i64* %"rem"
  br label %"B66.endif"
B66.else.if.if:
  %".118" = sub i64 %".108", 1
  store i64 %".118", i64* %".97"
  %".120" = add i64 %".109", 3
  store i64 %".120", i64* %".100"
  br label %"B66.else.if.endif"
B66.else.if.else:
  store i64 %".108", i64* %".97"
  store i64 %".109", i64* %".100"
  br label %"B66.else.if.endif"
B66.else.if.endif:
  br label %"B66.else.endif"
B66.endif.if:
  store i64 4, i64* %"quot.1"
  store i64 4, i64* %"rem.1"
  br label %"B66.endif.endif"
B66.endif.else:
  store i64 0, i64* %".305"
  store i64 0, i64* %".308"
  %".311" = icmp eq i64 %".297", -9223372036854775808
  %".312" = icmp eq i64 4, -1
  %".313" = and i1 %".311", %".312"
  %".314" = xor i1 %".313", -1
  br i1 %".314", label %"B66.endif.else.if", label %"B66.endif.else.endif", !prof !3
B66.endif.endif:
  %".337" = load i64, i64* %"rem.1"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".338"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".296", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".338"
  %".342" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".338", i32 0, i32 5
  %".343" = getelementptr inbounds [1 x i64], [1 x i64]* %".342", i32 0, i32 0
  %".344" = load i64, i64* %".343", !range !1
  %".345" = insertvalue [1 x i64] undef, i64 %".344", 0
  %".346" = extractvalue [1 x i64] %".345", 0
  %".347" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".338", i32 0, i32 6
  %".348" = load [1 x i64], [1 x i64]* %".347"
  %".349" = extractvalue [1 x i64] %".348", 0
  %".350" = icmp slt i64 %".337", 0
  %".351" = add i64 %".337", %".346"
  %".352" = select  i1 %".350", i64 %".351", i64 %".337"
  %".353" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".338", i32 0, i32 5
  %".354" = getelementptr inbounds [1 x i64], [1 x i64]* %".353", i32 0, i32 0
  %".355" = load i64, i64* %".354", !range !1
  %".356" = insertvalue [1 x i64] undef, i64 %".355", 0
  %".357" = extractvalue [1 x i64] %".356", 0
  %".358" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".338", i32 0, i32 6
  %".359" = load [1 x i64], [1 x i64]* %".358"
  %".360" = extractvalue [1 x i64] %".359", 0
  %".361" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".338", i32 0, i32 4
  %".362" = load i32*, i32** %".361"
  %".363" = mul i64 %".352", 1
  %".364" = add i64 0, %".363"
  %".365" = getelementptr i32, i32* %".362", i64 %".364"
  %".366" = load i32, i32* %".365"
  %".367" = sext i32 %".366" to i64
  %".368" = add nsw i64 %".367", 1
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".369"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".296", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".369"
  %".373" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".369", i32 0, i32 5
  %".374" = getelementptr inbounds [1 x i64], [1 x i64]* %".373", i32 0, i32 0
  %".375" = load i64, i64* %".374", !range !1
  %".376" = insertvalue [1 x i64] undef, i64 %".375", 0
  %".377" = extractvalue [1 x i64] %".376", 0
  %".378" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".369", i32 0, i32 6
  %".379" = load [1 x i64], [1 x i64]* %".378"
  %".380" = extractvalue [1 x i64] %".379", 0
  %".381" = icmp slt i64 %".337", 0
  %".382" = add i64 %".337", %".377"
  %".383" = select  i1 %".381", i64 %".382", i64 %".337"
  %".384" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".369", i32 0, i32 5
  %".385" = getelementptr inbounds [1 x i64], [1 x i64]* %".384", i32 0, i32 0
  %".386" = load i64, i64* %".385", !range !1
  %".387" = insertvalue [1 x i64] undef, i64 %".386", 0
  %".388" = extractvalue [1 x i64] %".387", 0
  %".389" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".369", i32 0, i32 6
  %".390" = load [1 x i64], [1 x i64]* %".389"
  %".391" = extractvalue [1 x i64] %".390", 0
  %".392" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".369", i32 0, i32 4
  %".393" = load i32*, i32** %".392"
  %".394" = mul i64 %".383", 1
  %".395" = add i64 0, %".394"
  %".396" = getelementptr i32, i32* %".393", i64 %".395"
  %".397" = trunc i64 %".368" to i32
  store i32 %".397", i32* %".396"
  %".399" = sitofp i64 0 to float
  %".401" = load float, float* %"s.2"
  store float %".399", float* %"s.2"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".403"
  %".406" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".403", i32 0, i32 0
  store i64 0, i64* %".406"
  %".408" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".403", i32 0, i32 1
  store i64 3, i64* %".408"
  %".410" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".403", i32 0, i32 2
  store i64 1, i64* %".410"
  %".412" = load {i64, i64, i64}, {i64, i64, i64}* %".403"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".413"
  store {i64, i64, i64} %".412", {i64, i64, i64}* %".413"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".417"
  %".420" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".413", i32 0, i32 0
  %".421" = load i64, i64* %".420"
  %".422" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".413", i32 0, i32 1
  %".423" = load i64, i64* %".422"
  %".424" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".413", i32 0, i32 2
  %".425" = load i64, i64* %".424"
  store i64 %".421", i64* %".426"
  %".431" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".417", i32 0, i32 0
  store i64* %".426", i64** %".431"
  %".433" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".417", i32 0, i32 1
  store i64 %".423", i64* %".433"
  %".435" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".417", i32 0, i32 2
  store i64 %".425", i64* %".435"
  %".437" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".417", i32 0, i32 3
  store i64* %".429", i64** %".437"
  %".439" = sub i64 %".423", %".421"
  %".440" = icmp sgt i64 %".439", 0
  %".441" = icmp sgt i64 %".425", 0
  %".442" = xor i1 %".440", %".441"
  %".443" = icmp eq i64 %".425", 0
  br i1 %".443", label %"B66.endif.endif.if", label %"B66.endif.endif.endif", !prof !2
B66.endif.else.if:
  %".316" = sdiv i64 %".297", 4
  %".317" = srem i64 %".297", 4
  %".318" = xor i64 4, %".317"
  %".319" = icmp slt i64 %".318", 0
  %".320" = icmp ne i64 %".317", 0
  %".321" = and i1 %".320", %".319"
  br i1 %".321", label %"B66.endif.else.if.if", label %"B66.endif.else.if.else"
B66.endif.else.endif:
  %".332" = load i64, i64* %".305"
  %".333" = load i64, i64* %".308"
  store i64 %".332", i64* %"quot.1"
  store i64 %".333", i64* %"rem.1"
  br label %"B66.endif.endif"
B66.endif.else.if.if:
  %".326" = sub i64 %".316", 1
  store i64 %".326", i64* %".305"
  %".328" = add i64 %".317", 4
  store i64 %".328", i64* %".308"
  br label %"B66.endif.else.if.endif"
B66.endif.else.if.else:
  store i64 %".316", i64* %".305"
  store i64 %".317", i64* %".308"
  br label %"B66.endif.else.if.endif"
B66.endif.else.if.endif:
  br label %"B66.endif.else.endif"
B66.endif.endif.if:
  ret void
B66.endif.endif.endif:
  br i1 %".442", label %"B66.endif.endif.endif.if", label %"B66.endif.endif.endif.else"
B66.endif.endif.endif.if:
  %".447" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".417", i32 0, i32 3
  %".448" = load i64*, i64** %".447"
  store i64 0, i64* %".448"
  br label %"B66.endif.endif.endif.endif"
B66.endif.endif.endif.else:
  %".451" = srem i64 %".439", %".425"
  %".452" = sub i64 0, %".451"
  %".453" = select  i1 %".440", i64 %".451", i64 %".452"
  %".454" = icmp sgt i64 %".453", 0
  %".455" = sdiv i64 %".439", %".425"
  %".456" = select  i1 %".454", i64 1, i64 0
  %".457" = add i64 %".455", %".456"
  %".458" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".417", i32 0, i32 3
  %".459" = load i64*, i64** %".458"
  store i64 %".457", i64* %".459"
  br label %"B66.endif.endif.endif.endif"
B66.endif.endif.endif.endif:
  %".462" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".417"
  %".464" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi270.0"
  store {i64*, i64, i64, i64*} %".462", {i64*, i64, i64, i64*}* %"$phi270.0"
  br label %"B270"
B270.if:
  %".482" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".471", i32 0, i32 0
  %".483" = load i64*, i64** %".482"
  %".484" = load i64, i64* %".483"
  %".485" = getelementptr inbounds {i64, i1}, {i64, i1}* %".468", i32 0, i32 0
  store i64 %".484", i64* %".485"
  %".487" = sub nsw i64 %".477", 1
  store i64 %".487", i64* %".476"
  %".489" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".471", i32 0, i32 2
  %".490" = load i64, i64* %".489"
  %".491" = add i64 %".484", %".490"
  %".492" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".471", i32 0, i32 0
  %".493" = load i64*, i64** %".492"
  store i64 %".491", i64* %".493"
  br label %"B270.endif"
B270.endif:
  %".496" = load {i64, i1}, {i64, i1}* %".468"
  store {i64, i1} zeroinitializer, {i64, i1}* %".497"
  store {i64, i1} %".496", {i64, i1}* %".497"
  %".501" = getelementptr inbounds {i64, i1}, {i64, i1}* %".497", i32 0, i32 0
  %".502" = load i64, i64* %".501"
  store {i64, i1} zeroinitializer, {i64, i1}* %".503"
  store {i64, i1} %".496", {i64, i1}* %".503"
  %".507" = getelementptr inbounds {i64, i1}, {i64, i1}* %".503", i32 0, i32 1
  %".508" = load i1, i1* %".507"
  %".510" = load i1, i1* %"$270for_iter.3"
  store i1 %".508", i1* %"$270for_iter.3"
  %".513" = load i64, i64* %"$phi272.1"
  store i64 %".502", i64* %"$phi272.1"
  %".515" = load i1, i1* %"$270for_iter.3"
  br i1 %".515", label %"B272", label %"B342"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, [48 x i8]*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__13record_fieldsB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi471EELi1E1A7mutable9unalignedE5ArrayIdLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, [48 x i8]*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__13record_fieldsB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi471EELi1E1A7mutable9unalignedE5ArrayIdLi1E1A7mutable7alignedE", !"kernel", i32 1 }