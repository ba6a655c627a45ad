; numba-cuda kernel n28_record_copy(Array(Record([('x', {'type': float32, 'offset': 0, 'alignment': None, 'title': None, }), ('n', {'type': int32, 'offset': 4, 'alignment': None, 'title': None, })], 8, True), 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True), Array(int32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "record_copy$1"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__11record_copyB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi469EELi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__11record_copyB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi469EELi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"parts.0", i8* %"parts.1", i64 %"parts.2", i64 %"parts.3", [8 x i8]* %"parts.4", i64 %"parts.5.0", i64 %"parts.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.6.0", i8* %"counts.0", i8* %"counts.1", i64 %"counts.2", i64 %"counts.3", i32* %"counts.4", i64 %"counts.5.0", i64 %"counts.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} undef, i8* %"parts.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"parts.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"parts.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"parts.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} %"inserted.itemsize", [8 x i8]* %"parts.4", 4
  %".24" = insertvalue [1 x i64] undef, i64 %"parts.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".24", 5
  %".25" = insertvalue [1 x i64] undef, i64 %"parts.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".25", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", float* %"out.4", 4
  %".26" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".26", 5
  %".27" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".27", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"counts.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %"counts.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %"counts.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %"counts.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", i32* %"counts.4", 4
  %".28" = insertvalue [1 x i64] undef, i64 %"counts.5.0", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".28", 5
  %".29" = insertvalue [1 x i64] undef, i64 %"counts.6.0", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".29", 6
  %"parts" = alloca {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"parts"
  %"out" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %"counts" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"counts"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".49" = alloca {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".49"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %"_cudapy_lmem" = alloca [4 x [8 x i8]]
  store [4 x [8 x i8]] zeroinitializer, [4 x [8 x i8]]* %"_cudapy_lmem"
  %".65" = alloca {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".65"
  %"buf" = alloca {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"buf"
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
  %"$phi172.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi172.0"
  %".158" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".158"
  %".161" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".161"
  %".187" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".187"
  %".193" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".193"
  %"$172for_iter.3" = alloca i1
  store i1 0, i1* %"$172for_iter.3"
  %"$phi174.1" = alloca i64
  store i64 0, i64* %"$phi174.1"
  %".215" = alloca {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".215"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".228" = alloca i64
  store i64 0, i64* %".228"
  %".231" = alloca i64
  store i64 0, i64* %".231"
  %".262" = alloca {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".262"
  %".292" = alloca {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".292"
  %"s.2" = alloca float
  store float 0.0, float* %"s.2"
  %"n.2" = alloca i64
  store i64 0, i64* %"n.2"
  %".338" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".338"
  %".348" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".348"
  %".352" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".352"
  %".361" = alloca i64
  store i64 0, i64* %".361"
  %".364" = alloca i64
  store i64 0, i64* %".364"
  %"$phi312.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi312.0"
  %".403" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".403"
  %".406" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".406"
  %".432" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".432"
  %".438" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".438"
  %"$312for_iter.3" = alloca i1
  store i1 0, i1* %"$312for_iter.3"
  %"$phi314.1" = alloca i64
  store i64 0, i64* %"$phi314.1"
  %".458" = alloca {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".458"
  %".494" = alloca {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".494"
  %".542" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".542"
  %".579" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".579"
  %".617" = alloca {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".617"
  %"$428pred" = alloca i1
  store i1 0, i1* %"$428pred"
  %".634" = alloca {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".634"
  %".665" = alloca {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".665"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"parts"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"counts"
  %".36" = trunc i64 1 to i32
  %".37" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".38" = sext i32 %".37" to i64
  %".39" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".40" = sext i32 %".39" to i64
  %".41" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".42" = sext i32 %".41" to i64
  %".43" = mul i64 %".40", %".42"
  %".44" = add i64 %".43", %".38"
  %".46" = load i64, i64* %"i"
  store i64 %".44", i64* %"i"
  %".48" = load {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"parts"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".49"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} %".48", {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".49"
  %".53" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".49", i32 0, i32 2
  %".54" = load i64, i64* %".53"
  %".55" = load i64, i64* %"i"
  %".56" = icmp slt i64 %".55", %".54"
  %".58" = load i1, i1* %"$64pred"
  store i1 %".56", i1* %"$64pred"
  %".60" = load i1, i1* %"$64pred"
  br i1 %".60", label %"B66", label %"B462"
B66:
  %".62" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".65"
  %".68" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 4
  %".69" = load [8 x i8]*, [8 x i8]** %".68"
  %".70" = bitcast [4 x [8 x i8]]* %"_cudapy_lmem" to [8 x i8]*
  %".71" = insertvalue [1 x i64] undef, i64 4, 0
  %".72" = insertvalue [1 x i64] undef, i64 8, 0
  %".73" = extractvalue [1 x i64] %".71", 0
  %".74" = mul nsw i64 1, %".73"
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 5
  store [1 x i64] %".71", [1 x i64]* %".75"
  %".77" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 6
  store [1 x i64] %".72", [1 x i64]* %".77"
  %".79" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 4
  store [8 x i8]* %".70", [8 x i8]** %".79"
  %".81" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 3
  store i64 8, i64* %".81"
  %".83" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 0
  store i8* null, i8** %".83"
  %".85" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 1
  store i8* null, i8** %".85"
  %".87" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 2
  store i64 %".74", i64* %".87"
  %".89" = load {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".65"
  %".91" = load {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} %".89", {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"buf"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".93"
  %".96" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".93", i32 0, i32 0
  store i64 0, i64* %".96"
  %".98" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".93", i32 0, i32 1
  store i64 4, i64* %".98"
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
  br i1 %".133", label %"B66.if", label %"B66.endif", !prof !1
B172:
  %".157" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi172.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".158"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".161"
  store {i64*, i64, i64, i64*} %".157", {i64*, i64, i64, i64*}* %".161"
  %".165" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".161", i32 0, i32 3
  %".166" = load i64*, i64** %".165"
  %".167" = load i64, i64* %".166"
  %".168" = icmp sgt i64 %".167", 0
  %".169" = getelementptr inbounds {i64, i1}, {i64, i1}* %".158", i32 0, i32 1
  store i1 %".168", i1* %".169"
  br i1 %".168", label %"B172.if", label %"B172.endif"
B174:
  %".207" = load i1, i1* %"$172for_iter.3"
  store i1 0, i1* %"$172for_iter.3"
  %".209" = load i64, i64* %"$phi174.1"
  %".210" = load i64, i64* %"$phi174.1"
  store i64 0, i64* %"$phi174.1"
  %".212" = load i64, i64* %"i"
  %".213" = add nsw i64 %".212", %".209"
  %".214" = load {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"parts"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".215"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} %".214", {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".215"
  %".219" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".215", i32 0, i32 2
  %".220" = load i64, i64* %".219"
  %".223" = icmp eq i64 %".220", 0
  br i1 %".223", label %"B174.if", label %"B174.else", !prof !1
B222:
  %".323" = load i64, i64* %"$phi174.1"
  store i64 0, i64* %"$phi174.1"
  %".325" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi172.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi172.0"
  %".327" = load i1, i1* %"$172for_iter.3"
  store i1 0, i1* %"$172for_iter.3"
  %".329" = sitofp i64 0 to float
  %".331" = load float, float* %"s.2"
  store float %".329", float* %"s.2"
  %".333" = trunc i64 0 to i32
  %".334" = sext i32 %".333" to i64
  %".336" = load i64, i64* %"n.2"
  store i64 %".334", i64* %"n.2"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".338"
  %".341" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".338", i32 0, i32 0
  store i64 0, i64* %".341"
  %".343" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".338", i32 0, i32 1
  store i64 4, i64* %".343"
  %".345" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".338", i32 0, i32 2
  store i64 1, i64* %".345"
  %".347" = load {i64, i64, i64}, {i64, i64, i64}* %".338"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".348"
  store {i64, i64, i64} %".347", {i64, i64, i64}* %".348"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".352"
  %".355" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".348", i32 0, i32 0
  %".356" = load i64, i64* %".355"
  %".357" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".348", i32 0, i32 1
  %".358" = load i64, i64* %".357"
  %".359" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".348", i32 0, i32 2
  %".360" = load i64, i64* %".359"
  store i64 %".356", i64* %".361"
  %".366" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".352", i32 0, i32 0
  store i64* %".361", i64** %".366"
  %".368" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".352", i32 0, i32 1
  store i64 %".358", i64* %".368"
  %".370" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".352", i32 0, i32 2
  store i64 %".360", i64* %".370"
  %".372" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".352", i32 0, i32 3
  store i64* %".364", i64** %".372"
  %".374" = sub i64 %".358", %".356"
  %".375" = icmp sgt i64 %".374", 0
  %".376" = icmp sgt i64 %".360", 0
  %".377" = xor i1 %".375", %".376"
  %".378" = icmp eq i64 %".360", 0
  br i1 %".378", label %"B222.if", label %"B222.endif", !prof !1
B312:
  %".402" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi312.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".403"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".406"
  store {i64*, i64, i64, i64*} %".402", {i64*, i64, i64, i64*}* %".406"
  %".410" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".406", i32 0, i32 3
  %".411" = load i64*, i64** %".410"
  %".412" = load i64, i64* %".411"
  %".413" = icmp sgt i64 %".412", 0
  %".414" = getelementptr inbounds {i64, i1}, {i64, i1}* %".403", i32 0, i32 1
  store i1 %".413", i1* %".414"
  br i1 %".413", label %"B312.if", label %"B312.endif"
B314:
  %".452" = load i1, i1* %"$312for_iter.3"
  store i1 0, i1* %"$312for_iter.3"
  %".454" = load i64, i64* %"$phi314.1"
  %".455" = load i64, i64* %"$phi314.1"
  store i64 0, i64* %"$phi314.1"
  %".457" = load {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".458"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} %".457", {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".458"
  %".462" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".458", i32 0, i32 5
  %".463" = getelementptr inbounds [1 x i64], [1 x i64]* %".462", i32 0, i32 0
  %".464" = load i64, i64* %".463", !range !3
  %".465" = insertvalue [1 x i64] undef, i64 %".464", 0
  %".466" = extractvalue [1 x i64] %".465", 0
  %".467" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".458", i32 0, i32 6
  %".468" = load [1 x i64], [1 x i64]* %".467"
  %".469" = extractvalue [1 x i64] %".468", 0
  %".470" = icmp slt i64 %".454", 0
  %".471" = add i64 %".454", %".466"
  %".472" = select  i1 %".470", i64 %".471", i64 %".454"
  %".473" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".458", i32 0, i32 5
  %".474" = getelementptr inbounds [1 x i64], [1 x i64]* %".473", i32 0, i32 0
  %".475" = load i64, i64* %".474", !range !3
  %".476" = insertvalue [1 x i64] undef, i64 %".475", 0
  %".477" = extractvalue [1 x i64] %".476", 0
  %".478" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".458", i32 0, i32 6
  %".479" = load [1 x i64], [1 x i64]* %".478"
  %".480" = extractvalue [1 x i64] %".479", 0
  %".481" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".458", i32 0, i32 4
  %".482" = load [8 x i8]*, [8 x i8]** %".481"
  %".483" = mul i64 %".472", 1
  %".484" = add i64 0, %".483"
  %".485" = getelementptr [8 x i8], [8 x i8]* %".482", i64 %".484"
  %".486" = getelementptr inbounds [8 x i8], [8 x i8]* %".485", i32 0, i32 0
  %".487" = bitcast i8* %".486" to float*
  %".488" = load float, float* %".487"
  %".489" = load float, float* %"s.2"
  %".490" = fadd float %".489", %".488"
  %".491" = load float, float* %"s.2"
  store float %".490", float* %"s.2"
  %".493" = load {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".494"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} %".493", {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".494"
  %".498" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".494", i32 0, i32 5
  %".499" = getelementptr inbounds [1 x i64], [1 x i64]* %".498", i32 0, i32 0
  %".500" = load i64, i64* %".499", !range !3
  %".501" = insertvalue [1 x i64] undef, i64 %".500", 0
  %".502" = extractvalue [1 x i64] %".501", 0
  %".503" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".494", i32 0, i32 6
  %".504" = load [1 x i64], [1 x i64]* %".503"
  %".505" = extractvalue [1 x i64] %".504", 0
  %".506" = icmp slt i64 %".454", 0
  %".507" = add i64 %".454", %".502"
  %".508" = select  i1 %".506", i64 %".507", i64 %".454"
  %".509" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".494", i32 0, i32 5
  %".510" = getelementptr inbounds [1 x i64], [1 x i64]* %".509", i32 0, i32 0
  %".511" = load i64, i64* %".510", !range !3
  %".512" = insertvalue [1 x i64] undef, i64 %".511", 0
  %".513" = extractvalue [1 x i64] %".512", 0
  %".514" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".494", i32 0, i32 6
  %".515" = load [1 x i64], [1 x i64]* %".514"
  %".516" = extractvalue [1 x i64] %".515", 0
  %".517" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".494", i32 0, i32 4
  %".518" = load [8 x i8]*, [8 x i8]** %".517"
  %".519" = mul i64 %".508", 1
  %".520" = add i64 0, %".519"
  %".521" = getelementptr [8 x i8], [8 x i8]* %".518", i64 %".520"
  %".522" = getelementptr inbounds [8 x i8], [8 x i8]* %".521", i32 0, i32 4
  %".523" = bitcast i8* %".522" to i32*
  %".524" = load i32, i32* %".523"
  %".525" = load i64, i64* %"n.2"
  %".526" = sext i32 %".524" to i64
  %".527" = add nsw i64 %".525", %".526"
  %".528" = load i64, i64* %"n.2"
  store i64 %".527", i64* %"n.2"
  br label %"B312"
B382:
  %".531" = load {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"buf"
  %".533" = load i64, i64* %"$phi314.1"
  store i64 0, i64* %"$phi314.1"
  %".535" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi312.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi312.0"
  %".537" = load i1, i1* %"$312for_iter.3"
  store i1 0, i1* %"$312for_iter.3"
  %".539" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".540" = load float, float* %"s.2"
  %".541" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".542"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".539", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".542"
  %".546" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".542", i32 0, i32 5
  %".547" = getelementptr inbounds [1 x i64], [1 x i64]* %".546", i32 0, i32 0
  %".548" = load i64, i64* %".547", !range !3
  %".549" = insertvalue [1 x i64] undef, i64 %".548", 0
  %".550" = extractvalue [1 x i64] %".549", 0
  %".551" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".542", i32 0, i32 6
  %".552" = load [1 x i64], [1 x i64]* %".551"
  %".553" = extractvalue [1 x i64] %".552", 0
  %".554" = icmp slt i64 %".541", 0
  %".555" = add i64 %".541", %".550"
  %".556" = select  i1 %".554", i64 %".555", i64 %".541"
  %".557" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".542", i32 0, i32 5
  %".558" = getelementptr inbounds [1 x i64], [1 x i64]* %".557", i32 0, i32 0
  %".559" = load i64, i64* %".558", !range !3
  %".560" = insertvalue [1 x i64] undef, i64 %".559", 0
  %".561" = extractvalue [1 x i64] %".560", 0
  %".562" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".542", i32 0, i32 6
  %".563" = load [1 x i64], [1 x i64]* %".562"
  %".564" = extractvalue [1 x i64] %".563", 0
  %".565" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".542", i32 0, i32 4
  %".566" = load float*, float** %".565"
  %".567" = mul i64 %".564", %".556"
  %".568" = ptrtoint float* %".566" to i64
  %".569" = add i64 %".568", %".567"
  %".570" = inttoptr i64 %".569" to float*
  store float %".540", float* %".570"
  %".572" = load float, float* %"s.2"
  store float 0.0, float* %"s.2"
  %".574" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".576" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"counts"
  %".577" = load i64, i64* %"n.2"
  %".578" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".579"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".576", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".579"
  %".583" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".579", i32 0, i32 5
  %".584" = getelementptr inbounds [1 x i64], [1 x i64]* %".583", i32 0, i32 0
  %".585" = load i64, i64* %".584", !range !3
  %".586" = insertvalue [1 x i64] undef, i64 %".585", 0
  %".587" = extractvalue [1 x i64] %".586", 0
  %".588" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".579", i32 0, i32 6
  %".589" = load [1 x i64], [1 x i64]* %".588"
  %".590" = extractvalue [1 x i64] %".589", 0
  %".591" = icmp slt i64 %".578", 0
  %".592" = add i64 %".578", %".587"
  %".593" = select  i1 %".591", i64 %".592", i64 %".578"
  %".594" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".579", i32 0, i32 5
  %".595" = getelementptr inbounds [1 x i64], [1 x i64]* %".594", i32 0, i32 0
  %".596" = load i64, i64* %".595", !range !3
  %".597" = insertvalue [1 x i64] undef, i64 %".596", 0
  %".598" = extractvalue [1 x i64] %".597", 0
  %".599" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".579", i32 0, i32 6
  %".600" = load [1 x i64], [1 x i64]* %".599"
  %".601" = extractvalue [1 x i64] %".600", 0
  %".602" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".579", i32 0, i32 4
  %".603" = load i32*, i32** %".602"
  %".604" = mul i64 %".601", %".593"
  %".605" = ptrtoint i32* %".603" to i64
  %".606" = add i64 %".605", %".604"
  %".607" = inttoptr i64 %".606" to i32*
  %".608" = trunc i64 %".577" to i32
  store i32 %".608", i32* %".607"
  %".610" = load i64, i64* %"n.2"
  store i64 0, i64* %"n.2"
  %".612" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"counts"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"counts"
  %".614" = load i64, i64* %"i"
  %".615" = add nsw i64 %".614", 1
  %".616" = load {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"parts"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".617"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} %".616", {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".617"
  %".621" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".617", i32 0, i32 2
  %".622" = load i64, i64* %".621"
  %".623" = icmp slt i64 %".615", %".622"
  %".625" = load i1, i1* %"$428pred"
  store i1 %".623", i1* %"$428pred"
  %".627" = load i1, i1* %"$428pred"
  br i1 %".627", label %"B430", label %"B466"
B430:
  %".629" = load i1, i1* %"$428pred"
  store i1 0, i1* %"$428pred"
  %".631" = load i64, i64* %"i"
  %".632" = add nsw i64 %".631", 1
  %".633" = load {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"parts"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".634"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} %".633", {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".634"
  %".638" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".634", i32 0, i32 5
  %".639" = getelementptr inbounds [1 x i64], [1 x i64]* %".638", i32 0, i32 0
  %".640" = load i64, i64* %".639", !range !3
  %".641" = insertvalue [1 x i64] undef, i64 %".640", 0
  %".642" = extractvalue [1 x i64] %".641", 0
  %".643" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".634", i32 0, i32 6
  %".644" = load [1 x i64], [1 x i64]* %".643"
  %".645" = extractvalue [1 x i64] %".644", 0
  %".646" = icmp slt i64 %".632", 0
  %".647" = add i64 %".632", %".642"
  %".648" = select  i1 %".646", i64 %".647", i64 %".632"
  %".649" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".634", i32 0, i32 5
  %".650" = getelementptr inbounds [1 x i64], [1 x i64]* %".649", i32 0, i32 0
  %".651" = load i64, i64* %".650", !range !3
  %".652" = insertvalue [1 x i64] undef, i64 %".651", 0
  %".653" = extractvalue [1 x i64] %".652", 0
  %".654" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".634", i32 0, i32 6
  %".655" = load [1 x i64], [1 x i64]* %".654"
  %".656" = extractvalue [1 x i64] %".655", 0
  %".657" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".634", i32 0, i32 4
  %".658" = load [8 x i8]*, [8 x i8]** %".657"
  %".659" = mul i64 %".656", %".648"
  %".660" = ptrtoint [8 x i8]* %".658" to i64
  %".661" = add i64 %".660", %".659"
  %".662" = inttoptr i64 %".661" to [8 x i8]*
  %".663" = load {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"parts"
  %".664" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".665"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} %".663", {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".665"
  %".669" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".665", i32 0, i32 5
  %".670" = getelementptr inbounds [1 x i64], [1 x i64]* %".669", i32 0, i32 0
  %".671" = load i64, i64* %".670", !range !3
  %".672" = insertvalue [1 x i64] undef, i64 %".671", 0
  %".673" = extractvalue [1 x i64] %".672", 0
  %".674" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".665", i32 0, i32 6
  %".675" = load [1 x i64], [1 x i64]* %".674"
  %".676" = extractvalue [1 x i64] %".675", 0
  %".677" = icmp slt i64 %".664", 0
  %".678" = add i64 %".664", %".673"
  %".679" = select  i1 %".677", i64 %".678", i64 %".664"
  %".680" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".665", i32 0, i32 5
  %".681" = getelementptr inbounds [1 x i64], [1 x i64]* %".680", i32 0, i32 0
  %".682" = load i64, i64* %".681", !range !3
  %".683" = insertvalue [1 x i64] undef, i64 %".682", 0
  %".684" = extractvalue [1 x i64] %".683", 0
  %".685" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".665", i32 0, i32 6
  %".686" = load [1 x i64], [1 x i64]* %".685"
  %".687" = extractvalue [1 x i64] %".686", 0
  %".688" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".665", i32 0, i32 4
  %".689" = load [8 x i8]*, [8 x i8]** %".688"
  %".690" = mul i64 %".687", %".679"
  %".691" = ptrtoint [8 x i8]* %".689" to i64
  %".692" = add i64 %".691", %".690"
  %".693" = inttoptr i64 %".692" to [8 x i8]*
  %".694" = load [8 x i8], [8 x i8]* %".662"
  store [8 x i8] %".694", [8 x i8]* %".693"
  %".696" = load {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"parts"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"parts"
  %".698" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B462:
  %".702" = load {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"parts"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"parts"
  %".704" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".706" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".708" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"counts"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"counts"
  %".710" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  ret void
B466:
  %".714" = load {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"parts"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"parts"
  %".716" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".718" = load i1, i1* %"$428pred"
  store i1 0, i1* %"$428pred"
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
  %".154" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi172.0"
  store {i64*, i64, i64, i64*} %".152", {i64*, i64, i64, i64*}* %"$phi172.0"
  br label %"B172"
B172.if:
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
  br label %"B172.endif"
B172.endif:
  %".186" = load {i64, i1}, {i64, i1}* %".158"
  store {i64, i1} zeroinitializer, {i64, i1}* %".187"
  store {i64, i1} %".186", {i64, i1}* %".187"
  %".191" = getelementptr inbounds {i64, i1}, {i64, i1}* %".187", i32 0, i32 0
  %".192" = load i64, i64* %".191"
  store {i64, i1} zeroinitializer, {i64, i1}* %".193"
  store {i64, i1} %".186", {i64, i1}* %".193"
  %".197" = getelementptr inbounds {i64, i1}, {i64, i1}* %".193", i32 0, i32 1
  %".198" = load i1, i1* %".197"
  %".200" = load i1, i1* %"$172for_iter.3"
  store i1 %".198", i1* %"$172for_iter.3"
  %".203" = load i64, i64* %"$phi174.1"
  store i64 %".192", i64* %"$phi174.1"
  %".205" = load i1, i1* %"$172for_iter.3"
  br i1 %".205", label %"B174", label %"B222"
B174.if:
  store i64 %".220", i64* %"quot"
  store i64 %".220", i64* %"rem"
  br label %"B174.endif"
B174.else:
  store i64 0, i64* %".228"
  store i64 0, i64* %".231"
  %".234" = icmp eq i64 %".213", -9223372036854775808
  %".235" = icmp eq i64 %".220", -1
  %".236" = and i1 %".234", %".235"
  %".237" = xor i1 %".236", -1
  br i1 %".237", label %"B174.else.if", label %"B174.else.endif", !prof !2
B174.endif:
  %".260" = load i64, i64* %"rem"
  %".261" = load {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"parts"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".262"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} %".261", {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".262"
  %".266" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".262", i32 0, i32 5
  %".267" = getelementptr inbounds [1 x i64], [1 x i64]* %".266", i32 0, i32 0
  %".268" = load i64, i64* %".267", !range !3
  %".269" = insertvalue [1 x i64] undef, i64 %".268", 0
  %".270" = extractvalue [1 x i64] %".269", 0
  %".271" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".262", i32 0, i32 6
  %".272" = load [1 x i64], [1 x i64]* %".271"
  %".273" = extractvalue [1 x i64] %".272", 0
  %".274" = icmp slt i64 %".260", 0
  %".275" = add i64 %".260", %".270"
  %".276" = select  i1 %".274", i64 %".275", i64 %".260"
  %".277" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".262", i32 0, i32 5
  %".278" = getelementptr inbounds [1 x i64], [1 x i64]* %".277", i32 0, i32 0
  %".279" = load i64, i64* %".278", !range !3
  %".280" = insertvalue [1 x i64] undef, i64 %".279", 0
  %".281" = extractvalue [1 x i64] %".280", 0
  %".282" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".262", i32 0, i32 6
  %".283" = load [1 x i64], [1 x i64]* %".282"
  %".284" = extractvalue [1 x i64] %".283", 0
  %".285" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".262", i32 0, i32 4
  %".286" = load [8 x i8]*, [8 x i8]** %".285"
  %".287" = mul i64 %".284", %".276"
  %".288" = ptrtoint [8 x i8]* %".286" to i64
  %".289" = add i64 %".288", %".287"
  %".290" = inttoptr i64 %".289" to [8 x i8]*
  %".291" = load {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".292"
  store {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]} %".291", {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".292"
  %".296" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".292", i32 0, i32 5
  %".297" = getelementptr inbounds [1 x i64], [1 x i64]* %".296", i32 0, i32 0
  %".298" = load i64, i64* %".297", !range !3
  %".299" = insertvalue [1 x i64] undef, i64 %".298", 0
  %".300" = extractvalue [1 x i64] %".299", 0
  %".301" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".292", i32 0, i32 6
  %".302" = load [1 x i64], [1 x i64]* %".301"
  %".303" = extractvalue [1 x i64] %".302", 0
  %".304" = icmp slt i64 %".209", 0
  %".305" = add i64 %".209", %".300"
  %".306" = select  i1 %".304", i64 %".305", i64 %".209"
  %".307" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".292", i32 0, i32 5
  %".308" = getelementptr inbounds [1 x i64], [1 x i64]* %".307", i32 0, i32 0
  %".309" = load i64, i64* %".308", !range !3
  %".310" = insertvalue [1 x i64] undef, i64 %".309", 0
  %".311" = extractvalue [1 x i64] %".310", 0
  %".312" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".292", i32 0, i32 6
  %".313" = load [1 x i64], [1 x i64]* %".312"
  %".314" = extractvalue [1 x i64] %".313", 0
  %".315" = getelementptr inbounds {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [8 x i8]*, [1 x i64], [1 x i64]}* %".292", i32 0, i32 4
  %".316" = load [8 x i8]*, [8 x i8]** %".315"
  %".317" = mul i64 %".306", 1
  %".318" = add i64 0, %".317"
  %".319" = getelementptr [8 x i8], [8 x i8]* %".316", i64 %".318"
  %".320" = load [8 x i8], [8 x i8]* %".290"
  store [8 x i8] %".320", [8 x i8]* %".319"
  br label %"B172"
B174.else.if:
  %".239" = sdiv i64 %".213", %".220"
  %".240" = srem i64 %".213", %".220"
  %".241" = xor i64 %".220", %".240"
  %".242" = icmp slt i64 %".241", 0
  %".243" = icmp ne i64 %".240", 0
  %".244" = and i1 %".243", %".242"
  br i1 %".244", label %"B174.else.if.if", label %"B174.else.if.else"
B174.else.endif:
  %".255" = load i64, i64* %".228"
  %".256" = load i64, i64* %".231"
  store i64 %".255", i64* %"quot"
  store i64 %".256", i64* %"rem"
  br label %"B174.endif"
B174.else.if.if:
  %".249" = sub i64 %".239", 1
  store i64 %".249", i64* %".228"
  %".251" = add i64 %".240", %".220"
  store i64 %".251", i64* %".231"
  br label %"B174.else.if.endif"
B174.else.if.else:
  store i64 %".239", i64* %".228"
  store i64 %".240", i64* %".231"
  br label %"B174.else.if.endif"
B174.else.if.endif:
  br label %"B174.else.endif"
B222.if:
  ret void
B222.endif:
  br i1 %".377", label %"B222.endif.if", label %"B222.endif.else"
B222.endif.if:
  %".382" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".352", i32 0, i32 3
  %".383" = load i64*, i64** %".382"
  store i64 0, i64* %".383"
  br label %"B222.endif.endif"
B222.endif.else:
  %".386" = srem i64 %".374", %".360"
  %".387" = sub i64 0, %".386"
  %".388" = select  i1 %".375", i64 %".386", i64 %".387"
  %".389" = icmp sgt i64 %".388", 0
  %".390" = sdiv i64 %".374", %".360"
  %".391" = select  i1 %".389", i64 1, i64 0
  %".392" = add i64 %".390", %".391"
  %".393" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".352", i32 0, i32 3
  %".394" = load i64*, i64** %".393"
  store i64 %".392", i64* %".394"
  br label %"B222.endif.endif"
B222.endif.endif:
  %".397" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".352"
  %".399" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi312.0"
  store {i64*, i64, i64, i64*} %".397", {i64*, i64, i64, i64*}* %"$phi312.0"
  br label %"B312"
B312.if:
  %".417" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".406", i32 0, i32 0
  %".418" = load i64*, i64** %".417"
  %".419" = load i64, i64* %".418"
  %".420" = getelementptr inbounds {i64, i1}, {i64, i1}* %".403", i32 0, i32 0
  store i64 %".419", i64* %".420"
  %".422" = sub nsw i64 %".412", 1
  store i64 %".422", i64* %".411"
  %".424" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".406", i32 0, i32 2
  %".425" = load i64, i64* %".424"
  %".426" = add i64 %".419", %".425"
  %".427" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".406", i32 0, i32 0
  %".428" = load i64*, i64** %".427"
  store i64 %".426", i64* %".428"
  br label %"B312.endif"
B312.endif:
  %".431" = load {i64, i1}, {i64, i1}* %".403"
  store {i64, i1} zeroinitializer, {i64, i1}* %".432"
  store {i64, i1} %".431", {i64, i1}* %".432"
  %".436" = getelementptr inbounds {i64, i1}, {i64, i1}* %".432", i32 0, i32 0
  %".437" = load i64, i64* %".436"
  store {i64, i1} zeroinitializer, {i64, i1}* %".438"
  store {i64, i1} %".431", {i64, i1}* %".438"
  %".442" = getelementptr inbounds {i64, i1}, {i64, i1}* %".438", i32 0, i32 1
  %".443" = load i1, i1* %".442"
  %".445" = load i1, i1* %"$312for_iter.3"
  store i1 %".443", i1* %"$312for_iter.3"
  %".448" = load i64, i64* %"$phi314.1"
  store i64 %".437", i64* %"$phi314.1"
  %".450" = load i1, i1* %"$312for_iter.3"
  br i1 %".450", label %"B314", label %"B382"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, [8 x i8]*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__11record_copyB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi469EELi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
!3 = !{ i64 0, i64 9223372036854775807 }
!4 = !{ void (i8*, i8*, i64, i64, [8 x i8]*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__11record_copyB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi469EELi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }