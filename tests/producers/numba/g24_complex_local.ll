; numba-cuda kernel g24_complex_local(Array(complex64, 1, 'A', False, aligned=True), Array(complex64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "complex_local$15"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__13complex_localB3v15B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__13complex_localB3v15B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", {float, float}* %"a.4", i64 %"a.5.0", i64 %"a.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", {float, float}* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
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
  %"_cudapy_lmem" = alloca [4 x {float, float}]
  store [4 x {float, float}] zeroinitializer, [4 x {float, float}]* %"_cudapy_lmem"
  %".54" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".54"
  %"c" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"c"
  %".82" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".82"
  %".92" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".92"
  %".96" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".96"
  %".105" = alloca i64
  store i64 0, i64* %".105"
  %".108" = alloca i64
  store i64 0, i64* %".108"
  %"$phi170.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi170.0"
  %".147" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".147"
  %".150" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".150"
  %".176" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".176"
  %".182" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".182"
  %"$170for_iter.3" = alloca i1
  store i1 0, i1* %"$170for_iter.3"
  %"$phi172.1" = alloca i64
  store i64 0, i64* %"$phi172.1"
  %".204" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".204"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".217" = alloca i64
  store i64 0, i64* %".217"
  %".220" = alloca i64
  store i64 0, i64* %".220"
  %".251" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".251"
  %".285" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".285"
  %".293" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".293"
  %".297" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".297"
  %".301" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".301"
  %".319" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".319"
  %".323" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".323"
  %".337" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".337"
  %".341" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".341"
  %".345" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".345"
  %".368" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".368"
  %".396" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".396"
  %".400" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".400"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".434" = alloca i64
  store i64 0, i64* %".434"
  %".437" = alloca i64
  store i64 0, i64* %".437"
  %".468" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".468"
  %"s.2" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %"s.2"
  %".503" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".503"
  %".513" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".513"
  %".517" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".517"
  %".526" = alloca i64
  store i64 0, i64* %".526"
  %".529" = alloca i64
  store i64 0, i64* %".529"
  %"$phi284.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi284.0"
  %".568" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".568"
  %".571" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".571"
  %".597" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".597"
  %".603" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".603"
  %"$284for_iter.3" = alloca i1
  store i1 0, i1* %"$284for_iter.3"
  %"$phi286.1" = alloca i64
  store i64 0, i64* %"$phi286.1"
  %".623" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".623"
  %".656" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".656"
  %".660" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".660"
  %".664" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".664"
  %"quot.2" = alloca i64
  store i64 0, i64* %"quot.2"
  %"rem.2" = alloca i64
  store i64 0, i64* %"rem.2"
  %".695" = alloca i64
  store i64 0, i64* %".695"
  %".698" = alloca i64
  store i64 0, i64* %".698"
  %".729" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".729"
  %".761" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".761"
  %".771" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".771"
  %".775" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".775"
  %".779" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".779"
  %".811" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".811"
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
  br i1 %".49", label %"B66", label %"B392"
B66:
  %".51" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".54"
  %".57" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 4
  %".58" = load {float, float}*, {float, float}** %".57"
  %".59" = bitcast [4 x {float, float}]* %"_cudapy_lmem" to {float, float}*
  %".60" = insertvalue [1 x i64] undef, i64 4, 0
  %".61" = insertvalue [1 x i64] undef, i64 8, 0
  %".62" = extractvalue [1 x i64] %".60", 0
  %".63" = mul nsw i64 1, %".62"
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 5
  store [1 x i64] %".60", [1 x i64]* %".64"
  %".66" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 6
  store [1 x i64] %".61", [1 x i64]* %".66"
  %".68" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 4
  store {float, float}* %".59", {float, float}** %".68"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 3
  store i64 8, i64* %".70"
  %".72" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 0
  store i8* null, i8** %".72"
  %".74" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 1
  store i8* null, i8** %".74"
  %".76" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 2
  store i64 %".63", i64* %".76"
  %".78" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".54"
  %".80" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"c"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %".78", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"c"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".82"
  %".85" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".82", i32 0, i32 0
  store i64 0, i64* %".85"
  %".87" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".82", i32 0, i32 1
  store i64 4, i64* %".87"
  %".89" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".82", i32 0, i32 2
  store i64 1, i64* %".89"
  %".91" = load {i64, i64, i64}, {i64, i64, i64}* %".82"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".92"
  store {i64, i64, i64} %".91", {i64, i64, i64}* %".92"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".96"
  %".99" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".92", i32 0, i32 0
  %".100" = load i64, i64* %".99"
  %".101" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".92", i32 0, i32 1
  %".102" = load i64, i64* %".101"
  %".103" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".92", i32 0, i32 2
  %".104" = load i64, i64* %".103"
  store i64 %".100", i64* %".105"
  %".110" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".96", i32 0, i32 0
  store i64* %".105", i64** %".110"
  %".112" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".96", i32 0, i32 1
  store i64 %".102", i64* %".112"
  %".114" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".96", i32 0, i32 2
  store i64 %".104", i64* %".114"
  %".116" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".96", i32 0, i32 3
  store i64* %".108", i64** %".116"
  %".118" = sub i64 %".102", %".100"
  %".119" = icmp sgt i64 %".118", 0
  %".120" = icmp sgt i64 %".104", 0
  %".121" = xor i1 %".119", %".120"
  %".122" = icmp eq i64 %".104", 0
  br i1 %".122", label %"B66.if", label %"B66.endif", !prof !1
B170:
  %".146" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi170.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".147"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".150"
  store {i64*, i64, i64, i64*} %".146", {i64*, i64, i64, i64*}* %".150"
  %".154" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".150", i32 0, i32 3
  %".155" = load i64*, i64** %".154"
  %".156" = load i64, i64* %".155"
  %".157" = icmp sgt i64 %".156", 0
  %".158" = getelementptr inbounds {i64, i1}, {i64, i1}* %".147", i32 0, i32 1
  store i1 %".157", i1* %".158"
  br i1 %".157", label %"B170.if", label %"B170.endif"
B172:
  %".196" = load i1, i1* %"$170for_iter.3"
  store i1 0, i1* %"$170for_iter.3"
  %".198" = load i64, i64* %"$phi172.1"
  %".199" = load i64, i64* %"$phi172.1"
  store i64 0, i64* %"$phi172.1"
  %".201" = load i64, i64* %"i"
  %".202" = add nsw i64 %".201", %".198"
  %".203" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".204"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %".203", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".204"
  %".208" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".204", i32 0, i32 2
  %".209" = load i64, i64* %".208"
  %".212" = icmp eq i64 %".209", 0
  br i1 %".212", label %"B172.if", label %"B172.else", !prof !1
B232:
  %".418" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  %".420" = load i64, i64* %"$phi172.1"
  store i64 0, i64* %"$phi172.1"
  %".422" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi170.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi170.0"
  %".424" = load i1, i1* %"$170for_iter.3"
  store i1 0, i1* %"$170for_iter.3"
  %".426" = load i64, i64* %"i"
  %".429" = icmp eq i64 4, 0
  br i1 %".429", label %"B232.if", label %"B232.else", !prof !1
B284:
  %".567" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi284.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".568"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".571"
  store {i64*, i64, i64, i64*} %".567", {i64*, i64, i64, i64*}* %".571"
  %".575" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".571", i32 0, i32 3
  %".576" = load i64*, i64** %".575"
  %".577" = load i64, i64* %".576"
  %".578" = icmp sgt i64 %".577", 0
  %".579" = getelementptr inbounds {i64, i1}, {i64, i1}* %".568", i32 0, i32 1
  store i1 %".578", i1* %".579"
  br i1 %".578", label %"B284.if", label %"B284.endif"
B286:
  %".617" = load i1, i1* %"$284for_iter.3"
  store i1 0, i1* %"$284for_iter.3"
  %".619" = load i64, i64* %"$phi286.1"
  %".620" = load i64, i64* %"$phi286.1"
  store i64 0, i64* %"$phi286.1"
  %".622" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"c"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".623"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %".622", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".623"
  %".627" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".623", i32 0, i32 5
  %".628" = getelementptr inbounds [1 x i64], [1 x i64]* %".627", i32 0, i32 0
  %".629" = load i64, i64* %".628", !range !3
  %".630" = insertvalue [1 x i64] undef, i64 %".629", 0
  %".631" = extractvalue [1 x i64] %".630", 0
  %".632" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".623", i32 0, i32 6
  %".633" = load [1 x i64], [1 x i64]* %".632"
  %".634" = extractvalue [1 x i64] %".633", 0
  %".635" = icmp slt i64 %".619", 0
  %".636" = add i64 %".619", %".631"
  %".637" = select  i1 %".635", i64 %".636", i64 %".619"
  %".638" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".623", i32 0, i32 5
  %".639" = getelementptr inbounds [1 x i64], [1 x i64]* %".638", i32 0, i32 0
  %".640" = load i64, i64* %".639", !range !3
  %".641" = insertvalue [1 x i64] undef, i64 %".640", 0
  %".642" = extractvalue [1 x i64] %".641", 0
  %".643" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".623", i32 0, i32 6
  %".644" = load [1 x i64], [1 x i64]* %".643"
  %".645" = extractvalue [1 x i64] %".644", 0
  %".646" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".623", i32 0, i32 4
  %".647" = load {float, float}*, {float, float}** %".646"
  %".648" = mul i64 %".637", 1
  %".649" = add i64 0, %".648"
  %".650" = getelementptr {float, float}, {float, float}* %".647", i64 %".649"
  %".651" = getelementptr inbounds {float, float}, {float, float}* %".650", i32 0, i32 0
  %".652" = load float, float* %".651"
  %".653" = getelementptr inbounds {float, float}, {float, float}* %".650", i32 0, i32 1
  %".654" = load float, float* %".653"
  %"inserted.real.2" = insertvalue {float, float} undef, float %".652", 0
  %"inserted.imag.2" = insertvalue {float, float} %"inserted.real.2", float %".654", 1
  %".655" = load {float, float}, {float, float}* %"s.2"
  store {float, float} zeroinitializer, {float, float}* %".656"
  store {float, float} %".655", {float, float}* %".656"
  store {float, float} zeroinitializer, {float, float}* %".660"
  store {float, float} %"inserted.imag.2", {float, float}* %".660"
  store {float, float} zeroinitializer, {float, float}* %".664"
  %".667" = getelementptr inbounds {float, float}, {float, float}* %".656", i32 0, i32 0
  %".668" = load float, float* %".667"
  %".669" = getelementptr inbounds {float, float}, {float, float}* %".656", i32 0, i32 1
  %".670" = load float, float* %".669"
  %".671" = getelementptr inbounds {float, float}, {float, float}* %".660", i32 0, i32 0
  %".672" = load float, float* %".671"
  %".673" = getelementptr inbounds {float, float}, {float, float}* %".660", i32 0, i32 1
  %".674" = load float, float* %".673"
  %".675" = fmul float %".668", %".672"
  %".676" = fmul float %".670", %".674"
  %".677" = fmul float %".668", %".674"
  %".678" = fmul float %".670", %".672"
  %".679" = fsub float %".675", %".676"
  %".680" = getelementptr inbounds {float, float}, {float, float}* %".664", i32 0, i32 0
  store float %".679", float* %".680"
  %".682" = fadd float %".677", %".678"
  %".683" = getelementptr inbounds {float, float}, {float, float}* %".664", i32 0, i32 1
  store float %".682", float* %".683"
  %".685" = load {float, float}, {float, float}* %".664"
  %".686" = load i64, i64* %"i"
  %".687" = add nsw i64 %".619", %".686"
  %".690" = icmp eq i64 4, 0
  br i1 %".690", label %"B286.if", label %"B286.else", !prof !1
B378:
  %".800" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"c"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"c"
  %".802" = load i64, i64* %"$phi286.1"
  store i64 0, i64* %"$phi286.1"
  %".804" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi284.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi284.0"
  %".806" = load i1, i1* %"$284for_iter.3"
  store i1 0, i1* %"$284for_iter.3"
  %".808" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"out"
  %".809" = load {float, float}, {float, float}* %"s.2"
  %".810" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".811"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %".808", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".811"
  %".815" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".811", i32 0, i32 5
  %".816" = getelementptr inbounds [1 x i64], [1 x i64]* %".815", i32 0, i32 0
  %".817" = load i64, i64* %".816", !range !3
  %".818" = insertvalue [1 x i64] undef, i64 %".817", 0
  %".819" = extractvalue [1 x i64] %".818", 0
  %".820" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".811", i32 0, i32 6
  %".821" = load [1 x i64], [1 x i64]* %".820"
  %".822" = extractvalue [1 x i64] %".821", 0
  %".823" = icmp slt i64 %".810", 0
  %".824" = add i64 %".810", %".819"
  %".825" = select  i1 %".823", i64 %".824", i64 %".810"
  %".826" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".811", i32 0, i32 5
  %".827" = getelementptr inbounds [1 x i64], [1 x i64]* %".826", i32 0, i32 0
  %".828" = load i64, i64* %".827", !range !3
  %".829" = insertvalue [1 x i64] undef, i64 %".828", 0
  %".830" = extractvalue [1 x i64] %".829", 0
  %".831" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".811", i32 0, i32 6
  %".832" = load [1 x i64], [1 x i64]* %".831"
  %".833" = extractvalue [1 x i64] %".832", 0
  %".834" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".811", i32 0, i32 4
  %".835" = load {float, float}*, {float, float}** %".834"
  %".836" = mul i64 %".833", %".825"
  %".837" = ptrtoint {float, float}* %".835" to i64
  %".838" = add i64 %".837", %".836"
  %".839" = inttoptr i64 %".838" to {float, float}*
  %"extracted.real.1" = extractvalue {float, float} %".809", 0
  %"extracted.imag.1" = extractvalue {float, float} %".809", 1
  %".840" = insertvalue {float, float} undef, float %"extracted.real.1", 0
  %".841" = insertvalue {float, float} %".840", float %"extracted.imag.1", 1
  store {float, float} %".841", {float, float}* %".839"
  %".843" = load {float, float}, {float, float}* %"s.2"
  store {float, float} zeroinitializer, {float, float}* %"s.2"
  %".845" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"out"
  %".847" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B392:
  %".851" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"out"
  %".853" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".855" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  %".857" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  ret void
B66.if:
  ret void
B66.endif:
  br i1 %".121", label %"B66.endif.if", label %"B66.endif.else"
B66.endif.if:
  %".126" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".96", i32 0, i32 3
  %".127" = load i64*, i64** %".126"
  store i64 0, i64* %".127"
  br label %"B66.endif.endif"
B66.endif.else:
  %".130" = srem i64 %".118", %".104"
  %".131" = sub i64 0, %".130"
  %".132" = select  i1 %".119", i64 %".130", i64 %".131"
  %".133" = icmp sgt i64 %".132", 0
  %".134" = sdiv i64 %".118", %".104"
  %".135" = select  i1 %".133", i64 1, i64 0
  %".136" = add i64 %".134", %".135"
  %".137" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".96", i32 0, i32 3
  %".138" = load i64*, i64** %".137"
  store i64 %".136", i64* %".138"
  br label %"B66.endif.endif"
B66.endif.endif:
  %".141" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".96"
  %".143" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi170.0"
  store {i64*, i64, i64, i64*} %".141", {i64*, i64, i64, i64*}* %"$phi170.0"
  br label %"B170"
B170.if:
  %".161" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".150", i32 0, i32 0
  %".162" = load i64*, i64** %".161"
  %".163" = load i64, i64* %".162"
  %".164" = getelementptr inbounds {i64, i1}, {i64, i1}* %".147", i32 0, i32 0
  store i64 %".163", i64* %".164"
  %".166" = sub nsw i64 %".156", 1
  store i64 %".166", i64* %".155"
  %".168" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".150", i32 0, i32 2
  %".169" = load i64, i64* %".168"
  %".170" = add i64 %".163", %".169"
  %".171" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".150", i32 0, i32 0
  %".172" = load i64*, i64** %".171"
  store i64 %".170", i64* %".172"
  br label %"B170.endif"
B170.endif:
  %".175" = load {i64, i1}, {i64, i1}* %".147"
  store {i64, i1} zeroinitializer, {i64, i1}* %".176"
  store {i64, i1} %".175", {i64, i1}* %".176"
  %".180" = getelementptr inbounds {i64, i1}, {i64, i1}* %".176", i32 0, i32 0
  %".181" = load i64, i64* %".180"
  store {i64, i1} zeroinitializer, {i64, i1}* %".182"
  store {i64, i1} %".175", {i64, i1}* %".182"
  %".186" = getelementptr inbounds {i64, i1}, {i64, i1}* %".182", i32 0, i32 1
  %".187" = load i1, i1* %".186"
  %".189" = load i1, i1* %"$170for_iter.3"
  store i1 %".187", i1* %"$170for_iter.3"
  %".192" = load i64, i64* %"$phi172.1"
  store i64 %".181", i64* %"$phi172.1"
  %".194" = load i1, i1* %"$170for_iter.3"
  br i1 %".194", label %"B172", label %"B232"
B172.if:
  store i64 %".209", i64* %"quot"
  store i64 %".209", i64* %"rem"
  br label %"B172.endif"
B172.else:
  store i64 0, i64* %".217"
  store i64 0, i64* %".220"
  %".223" = icmp eq i64 %".202", -9223372036854775808
  %".224" = icmp eq i64 %".209", -1
  %".225" = and i1 %".223", %".224"
  %".226" = xor i1 %".225", -1
  br i1 %".226", label %"B172.else.if", label %"B172.else.endif", !prof !2
B172.endif:
  %".249" = load i64, i64* %"rem"
  %".250" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".251"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %".250", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".251"
  %".255" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".251", i32 0, i32 5
  %".256" = getelementptr inbounds [1 x i64], [1 x i64]* %".255", i32 0, i32 0
  %".257" = load i64, i64* %".256", !range !3
  %".258" = insertvalue [1 x i64] undef, i64 %".257", 0
  %".259" = extractvalue [1 x i64] %".258", 0
  %".260" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".251", i32 0, i32 6
  %".261" = load [1 x i64], [1 x i64]* %".260"
  %".262" = extractvalue [1 x i64] %".261", 0
  %".263" = icmp slt i64 %".249", 0
  %".264" = add i64 %".249", %".259"
  %".265" = select  i1 %".263", i64 %".264", i64 %".249"
  %".266" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".251", i32 0, i32 5
  %".267" = getelementptr inbounds [1 x i64], [1 x i64]* %".266", i32 0, i32 0
  %".268" = load i64, i64* %".267", !range !3
  %".269" = insertvalue [1 x i64] undef, i64 %".268", 0
  %".270" = extractvalue [1 x i64] %".269", 0
  %".271" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".251", i32 0, i32 6
  %".272" = load [1 x i64], [1 x i64]* %".271"
  %".273" = extractvalue [1 x i64] %".272", 0
  %".274" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".251", i32 0, i32 4
  %".275" = load {float, float}*, {float, float}** %".274"
  %".276" = mul i64 %".273", %".265"
  %".277" = ptrtoint {float, float}* %".275" to i64
  %".278" = add i64 %".277", %".276"
  %".279" = inttoptr i64 %".278" to {float, float}*
  %".280" = getelementptr inbounds {float, float}, {float, float}* %".279", i32 0, i32 0
  %".281" = load float, float* %".280"
  %".282" = getelementptr inbounds {float, float}, {float, float}* %".279", i32 0, i32 1
  %".283" = load float, float* %".282"
  %"inserted.real" = insertvalue {float, float} undef, float %".281", 0
  %"inserted.imag" = insertvalue {float, float} %"inserted.real", float %".283", 1
  %".284" = sitofp i64 %".198" to double
  store {double, double} zeroinitializer, {double, double}* %".285"
  %".288" = getelementptr inbounds {double, double}, {double, double}* %".285", i32 0, i32 0
  store double %".284", double* %".288"
  %".290" = getelementptr inbounds {double, double}, {double, double}* %".285", i32 0, i32 1
  store double              0x0, double* %".290"
  %".292" = load {double, double}, {double, double}* %".285"
  store {double, double} zeroinitializer, {double, double}* %".293"
  store {double, double} %".292", {double, double}* %".293"
  store {double, double} zeroinitializer, {double, double}* %".297"
  store {double, double} {double              0x0, double 0x3ff0000000000000}, {double, double}* %".297"
  store {double, double} zeroinitializer, {double, double}* %".301"
  %".304" = getelementptr inbounds {double, double}, {double, double}* %".293", i32 0, i32 0
  %".305" = load double, double* %".304"
  %".306" = getelementptr inbounds {double, double}, {double, double}* %".293", i32 0, i32 1
  %".307" = load double, double* %".306"
  %".308" = getelementptr inbounds {double, double}, {double, double}* %".297", i32 0, i32 0
  %".309" = load double, double* %".308"
  %".310" = getelementptr inbounds {double, double}, {double, double}* %".297", i32 0, i32 1
  %".311" = load double, double* %".310"
  %".312" = fadd double %".305", %".309"
  %".313" = getelementptr inbounds {double, double}, {double, double}* %".301", i32 0, i32 0
  store double %".312", double* %".313"
  %".315" = fadd double %".307", %".311"
  %".316" = getelementptr inbounds {double, double}, {double, double}* %".301", i32 0, i32 1
  store double %".315", double* %".316"
  %".318" = load {double, double}, {double, double}* %".301"
  store {float, float} zeroinitializer, {float, float}* %".319"
  store {float, float} %"inserted.imag", {float, float}* %".319"
  store {double, double} zeroinitializer, {double, double}* %".323"
  %".326" = getelementptr inbounds {float, float}, {float, float}* %".319", i32 0, i32 0
  %".327" = load float, float* %".326"
  %".328" = fpext float %".327" to double
  %".329" = getelementptr inbounds {double, double}, {double, double}* %".323", i32 0, i32 0
  store double %".328", double* %".329"
  %".331" = getelementptr inbounds {float, float}, {float, float}* %".319", i32 0, i32 1
  %".332" = load float, float* %".331"
  %".333" = fpext float %".332" to double
  %".334" = getelementptr inbounds {double, double}, {double, double}* %".323", i32 0, i32 1
  store double %".333", double* %".334"
  %".336" = load {double, double}, {double, double}* %".323"
  store {double, double} zeroinitializer, {double, double}* %".337"
  store {double, double} %".336", {double, double}* %".337"
  store {double, double} zeroinitializer, {double, double}* %".341"
  store {double, double} %".318", {double, double}* %".341"
  store {double, double} zeroinitializer, {double, double}* %".345"
  %".348" = getelementptr inbounds {double, double}, {double, double}* %".337", i32 0, i32 0
  %".349" = load double, double* %".348"
  %".350" = getelementptr inbounds {double, double}, {double, double}* %".337", i32 0, i32 1
  %".351" = load double, double* %".350"
  %".352" = getelementptr inbounds {double, double}, {double, double}* %".341", i32 0, i32 0
  %".353" = load double, double* %".352"
  %".354" = getelementptr inbounds {double, double}, {double, double}* %".341", i32 0, i32 1
  %".355" = load double, double* %".354"
  %".356" = fmul double %".349", %".353"
  %".357" = fmul double %".351", %".355"
  %".358" = fmul double %".349", %".355"
  %".359" = fmul double %".351", %".353"
  %".360" = fsub double %".356", %".357"
  %".361" = getelementptr inbounds {double, double}, {double, double}* %".345", i32 0, i32 0
  store double %".360", double* %".361"
  %".363" = fadd double %".358", %".359"
  %".364" = getelementptr inbounds {double, double}, {double, double}* %".345", i32 0, i32 1
  store double %".363", double* %".364"
  %".366" = load {double, double}, {double, double}* %".345"
  %".367" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"c"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".368"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %".367", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".368"
  %".372" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".368", i32 0, i32 5
  %".373" = getelementptr inbounds [1 x i64], [1 x i64]* %".372", i32 0, i32 0
  %".374" = load i64, i64* %".373", !range !3
  %".375" = insertvalue [1 x i64] undef, i64 %".374", 0
  %".376" = extractvalue [1 x i64] %".375", 0
  %".377" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".368", i32 0, i32 6
  %".378" = load [1 x i64], [1 x i64]* %".377"
  %".379" = extractvalue [1 x i64] %".378", 0
  %".380" = icmp slt i64 %".198", 0
  %".381" = add i64 %".198", %".376"
  %".382" = select  i1 %".380", i64 %".381", i64 %".198"
  %".383" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".368", i32 0, i32 5
  %".384" = getelementptr inbounds [1 x i64], [1 x i64]* %".383", i32 0, i32 0
  %".385" = load i64, i64* %".384", !range !3
  %".386" = insertvalue [1 x i64] undef, i64 %".385", 0
  %".387" = extractvalue [1 x i64] %".386", 0
  %".388" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".368", i32 0, i32 6
  %".389" = load [1 x i64], [1 x i64]* %".388"
  %".390" = extractvalue [1 x i64] %".389", 0
  %".391" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".368", i32 0, i32 4
  %".392" = load {float, float}*, {float, float}** %".391"
  %".393" = mul i64 %".382", 1
  %".394" = add i64 0, %".393"
  %".395" = getelementptr {float, float}, {float, float}* %".392", i64 %".394"
  store {double, double} zeroinitializer, {double, double}* %".396"
  store {double, double} %".366", {double, double}* %".396"
  store {float, float} zeroinitializer, {float, float}* %".400"
  %".403" = getelementptr inbounds {double, double}, {double, double}* %".396", i32 0, i32 0
  %".404" = load double, double* %".403"
  %".405" = fptrunc double %".404" to float
  %".406" = getelementptr inbounds {float, float}, {float, float}* %".400", i32 0, i32 0
  store float %".405", float* %".406"
  %".408" = getelementptr inbounds {double, double}, {double, double}* %".396", i32 0, i32 1
  %".409" = load double, double* %".408"
  %".410" = fptrunc double %".409" to float
  %".411" = getelementptr inbounds {float, float}, {float, float}* %".400", i32 0, i32 1
  store float %".410", float* %".411"
  %".413" = load {float, float}, {float, float}* %".400"
  %"extracted.real" = extractvalue {float, float} %".413", 0
  %"extracted.imag" = extractvalue {float, float} %".413", 1
  %".414" = insertvalue {float, float} undef, float %"extracted.real", 0
  %".415" = insertvalue {float, float} %".414", float %"extracted.imag", 1
  store {float, float} %".415", {float, float}* %".395"
  br label %"B170"
B172.else.if:
  %".228" = sdiv i64 %".202", %".209"
  %".229" = srem i64 %".202", %".209"
  %".230" = xor i64 %".209", %".229"
  %".231" = icmp slt i64 %".230", 0
  %".232" = icmp ne i64 %".229", 0
  %".233" = and i1 %".232", %".231"
  br i1 %".233", label %"B172.else.if.if", label %"B172.else.if.else"
B172.else.endif:
  %".244" = load i64, i64* %".217"
  %".245" = load i64, i64* %".220"
  store i64 %".244", i64* %"quot"
  store i64 %".245", i64* %"rem"
  br label %"B172.endif"
B172.else.if.if:
  %".238" = sub i64 %".228", 1
  store i64 %".238", i64* %".217"
  %".240" = add i64 %".229", %".209"
  store i64 %".240", i64* %".220"
  br label %"B172.else.if.endif"
B172.else.if.else:
  store i64 %".228", i64* %".217"
  store i64 %".229", i64* %".220"
  br label %"B172.else.if.endif"
B172.else.if.endif:
  br label %"B172.else.endif"
B232.if:
  store i64 4, i64* %"quot.1"
  store i64 4, i64* %"rem.1"
  br label %"B232.endif"
B232.else:
  store i64 0, i64* %".434"
  store i64 0, i64* %".437"
  %".440" = icmp eq i64 %".426", -9223372036854775808
  %".441" = icmp eq i64 4, -1
  %".442" = and i1 %".440", %".441"
  %".443" = xor i1 %".442", -1
  br i1 %".443", label %"B232.else.if", label %"B232.else.endif", !prof !2
B232.endif:
  %".466" = load i64, i64* %"rem.1"
  %".467" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"c"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".468"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %".467", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".468"
  %".472" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".468", i32 0, i32 5
  %".473" = getelementptr inbounds [1 x i64], [1 x i64]* %".472", i32 0, i32 0
  %".474" = load i64, i64* %".473", !range !3
  %".475" = insertvalue [1 x i64] undef, i64 %".474", 0
  %".476" = extractvalue [1 x i64] %".475", 0
  %".477" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".468", i32 0, i32 6
  %".478" = load [1 x i64], [1 x i64]* %".477"
  %".479" = extractvalue [1 x i64] %".478", 0
  %".480" = icmp slt i64 %".466", 0
  %".481" = add i64 %".466", %".476"
  %".482" = select  i1 %".480", i64 %".481", i64 %".466"
  %".483" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".468", i32 0, i32 5
  %".484" = getelementptr inbounds [1 x i64], [1 x i64]* %".483", i32 0, i32 0
  %".485" = load i64, i64* %".484", !range !3
  %".486" = insertvalue [1 x i64] undef, i64 %".485", 0
  %".487" = extractvalue [1 x i64] %".486", 0
  %".488" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".468", i32 0, i32 6
  %".489" = load [1 x i64], [1 x i64]* %".488"
  %".490" = extractvalue [1 x i64] %".489", 0
  %".491" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".468", i32 0, i32 4
  %".492" = load {float, float}*, {float, float}** %".491"
  %".493" = mul i64 %".482", 1
  %".494" = add i64 0, %".493"
  %".495" = getelementptr {float, float}, {float, float}* %".492", i64 %".494"
  %".496" = getelementptr inbounds {float, float}, {float, float}* %".495", i32 0, i32 0
  %".497" = load float, float* %".496"
  %".498" = getelementptr inbounds {float, float}, {float, float}* %".495", i32 0, i32 1
  %".499" = load float, float* %".498"
  %"inserted.real.1" = insertvalue {float, float} undef, float %".497", 0
  %"inserted.imag.1" = insertvalue {float, float} %"inserted.real.1", float %".499", 1
  %".501" = load {float, float}, {float, float}* %"s.2"
  store {float, float} %"inserted.imag.1", {float, float}* %"s.2"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".503"
  %".506" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".503", i32 0, i32 0
  store i64 0, i64* %".506"
  %".508" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".503", i32 0, i32 1
  store i64 4, i64* %".508"
  %".510" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".503", i32 0, i32 2
  store i64 1, i64* %".510"
  %".512" = load {i64, i64, i64}, {i64, i64, i64}* %".503"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".513"
  store {i64, i64, i64} %".512", {i64, i64, i64}* %".513"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".517"
  %".520" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".513", i32 0, i32 0
  %".521" = load i64, i64* %".520"
  %".522" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".513", i32 0, i32 1
  %".523" = load i64, i64* %".522"
  %".524" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".513", i32 0, i32 2
  %".525" = load i64, i64* %".524"
  store i64 %".521", i64* %".526"
  %".531" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".517", i32 0, i32 0
  store i64* %".526", i64** %".531"
  %".533" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".517", i32 0, i32 1
  store i64 %".523", i64* %".533"
  %".535" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".517", i32 0, i32 2
  store i64 %".525", i64* %".535"
  %".537" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".517", i32 0, i32 3
  store i64* %".529", i64** %".537"
  %".539" = sub i64 %".523", %".521"
  %".540" = icmp sgt i64 %".539", 0
  %".541" = icmp sgt i64 %".525", 0
  %".542" = xor i1 %".540", %".541"
  %".543" = icmp eq i64 %".525", 0
  br i1 %".543", label %"B232.endif.if", label %"B232.endif.endif", !prof !1
B232.else.if:
  %".445" = sdiv i64 %".426", 4
  %".446" = srem i64 %".426", 4
  %".447" = xor i64 4, %".446"
  %".448" = icmp slt i64 %".447", 0
  %".449" = icmp ne i64 %".446", 0
  %".450" = and i1 %".449", %".448"
  br i1 %".450", label %"B232.else.if.if", label %"B232.else.if.else"
B232.else.endif:
  %".461" = load i64, i64* %".434"
  %".462" = load i64, i64* %".437"
  store i64 %".461", i64* %"quot.1"
  store i64 %".462", i64* %"rem.1"
  br label %"B232.endif"
B232.else.if.if:
  %".455" = sub i64 %".445", 1
  store i64 %".455", i64* %".434"
  %".457" = add i64 %".446", 4
  store i64 %".457", i64* %".437"
  br label %"B232.else.if.endif"
B232.else.if.else:
  store i64 %".445", i64* %".434"
  store i64 %".446", i64* %".437"
  br label %"B232.else.if.endif"
B232.else.if.endif:
  br label %"B232.else.endif"
B232.endif.if:
  ret void
B232.endif.endif:
  br i1 %".542", label %"B232.endif.endif.if", label %"B232.endif.endif.else"
B232.endif.endif.if:
  %".547" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".517", i32 0, i32 3
  %".548" = load i64*, i64** %".547"
  store i64 0, i64* %".548"
  br label %"B232.endif.endif.endif"
B232.endif.endif.else:
  %".551" = srem i64 %".539", %".525"
  %".552" = sub i64 0, %".551"
  %".553" = select  i1 %".540", i64 %".551", i64 %".552"
  %".554" = icmp sgt i64 %".553", 0
  %".555" = sdiv i64 %".539", %".525"
  %".556" = select  i1 %".554", i64 1, i64 0
  %".557" = add i64 %".555", %".556"
  %".558" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".517", i32 0, i32 3
  %".559" = load i64*, i64** %".558"
  store i64 %".557", i64* %".559"
  br label %"B232.endif.endif.endif"
B232.endif.endif.endif:
  %".562" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".517"
  %".564" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi284.0"
  store {i64*, i64, i64, i64*} %".562", {i64*, i64, i64, i64*}* %"$phi284.0"
  br label %"B284"
B284.if:
  %".582" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".571", i32 0, i32 0
  %".583" = load i64*, i64** %".582"
  %".584" = load i64, i64* %".583"
  %".585" = getelementptr inbounds {i64, i1}, {i64, i1}* %".568", i32 0, i32 0
  store i64 %".584", i64* %".585"
  %".587" = sub nsw i64 %".577", 1
  store i64 %".587", i64* %".576"
  %".589" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".571", i32 0, i32 2
  %".590" = load i64, i64* %".589"
  %".591" = add i64 %".584", %".590"
  %".592" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".571", i32 0, i32 0
  %".593" = load i64*, i64** %".592"
  store i64 %".591", i64* %".593"
  br label %"B284.endif"
B284.endif:
  %".596" = load {i64, i1}, {i64, i1}* %".568"
  store {i64, i1} zeroinitializer, {i64, i1}* %".597"
  store {i64, i1} %".596", {i64, i1}* %".597"
  %".601" = getelementptr inbounds {i64, i1}, {i64, i1}* %".597", i32 0, i32 0
  %".602" = load i64, i64* %".601"
  store {i64, i1} zeroinitializer, {i64, i1}* %".603"
  store {i64, i1} %".596", {i64, i1}* %".603"
  %".607" = getelementptr inbounds {i64, i1}, {i64, i1}* %".603", i32 0, i32 1
  %".608" = load i1, i1* %".607"
  %".610" = load i1, i1* %"$284for_iter.3"
  store i1 %".608", i1* %"$284for_iter.3"
  %".613" = load i64, i64* %"$phi286.1"
  store i64 %".602", i64* %"$phi286.1"
  %".615" = load i1, i1* %"$284for_iter.3"
  br i1 %".615", label %"B286", label %"B378"
B286.if:
  store i64 4, i64* %"quot.2"
  store i64 4, i64* %"rem.2"
  br label %"B286.endif"
B286.else:
  store i64 0, i64* %".695"
  store i64 0, i64* %".698"
  %".701" = icmp eq i64 %".687", -9223372036854775808
  %".702" = icmp eq i64 4, -1
  %".703" = and i1 %".701", %".702"
  %".704" = xor i1 %".703", -1
  br i1 %".704", label %"B286.else.if", label %"B286.else.endif", !prof !2
B286.endif:
  %".727" = load i64, i64* %"rem.2"
  %".728" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"c"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".729"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %".728", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".729"
  %".733" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".729", i32 0, i32 5
  %".734" = getelementptr inbounds [1 x i64], [1 x i64]* %".733", i32 0, i32 0
  %".735" = load i64, i64* %".734", !range !3
  %".736" = insertvalue [1 x i64] undef, i64 %".735", 0
  %".737" = extractvalue [1 x i64] %".736", 0
  %".738" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".729", i32 0, i32 6
  %".739" = load [1 x i64], [1 x i64]* %".738"
  %".740" = extractvalue [1 x i64] %".739", 0
  %".741" = icmp slt i64 %".727", 0
  %".742" = add i64 %".727", %".737"
  %".743" = select  i1 %".741", i64 %".742", i64 %".727"
  %".744" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".729", i32 0, i32 5
  %".745" = getelementptr inbounds [1 x i64], [1 x i64]* %".744", i32 0, i32 0
  %".746" = load i64, i64* %".745", !range !3
  %".747" = insertvalue [1 x i64] undef, i64 %".746", 0
  %".748" = extractvalue [1 x i64] %".747", 0
  %".749" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".729", i32 0, i32 6
  %".750" = load [1 x i64], [1 x i64]* %".749"
  %".751" = extractvalue [1 x i64] %".750", 0
  %".752" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".729", i32 0, i32 4
  %".753" = load {float, float}*, {float, float}** %".752"
  %".754" = mul i64 %".743", 1
  %".755" = add i64 0, %".754"
  %".756" = getelementptr {float, float}, {float, float}* %".753", i64 %".755"
  %".757" = getelementptr inbounds {float, float}, {float, float}* %".756", i32 0, i32 0
  %".758" = load float, float* %".757"
  %".759" = getelementptr inbounds {float, float}, {float, float}* %".756", i32 0, i32 1
  %".760" = load float, float* %".759"
  %"inserted.real.3" = insertvalue {float, float} undef, float %".758", 0
  %"inserted.imag.3" = insertvalue {float, float} %"inserted.real.3", float %".760", 1
  store {float, float} zeroinitializer, {float, float}* %".761"
  store {float, float} %"inserted.imag.3", {float, float}* %".761"
  %".765" = getelementptr inbounds {float, float}, {float, float}* %".761", i32 0, i32 1
  %".766" = load float, float* %".765"
  %".767" = fsub float 0x8000000000000000, %".766"
  %".768" = getelementptr inbounds {float, float}, {float, float}* %".761", i32 0, i32 1
  store float %".767", float* %".768"
  %".770" = load {float, float}, {float, float}* %".761"
  store {float, float} zeroinitializer, {float, float}* %".771"
  store {float, float} %".685", {float, float}* %".771"
  store {float, float} zeroinitializer, {float, float}* %".775"
  store {float, float} %".770", {float, float}* %".775"
  store {float, float} zeroinitializer, {float, float}* %".779"
  %".782" = getelementptr inbounds {float, float}, {float, float}* %".771", i32 0, i32 0
  %".783" = load float, float* %".782"
  %".784" = getelementptr inbounds {float, float}, {float, float}* %".771", i32 0, i32 1
  %".785" = load float, float* %".784"
  %".786" = getelementptr inbounds {float, float}, {float, float}* %".775", i32 0, i32 0
  %".787" = load float, float* %".786"
  %".788" = getelementptr inbounds {float, float}, {float, float}* %".775", i32 0, i32 1
  %".789" = load float, float* %".788"
  %".790" = fadd float %".783", %".787"
  %".791" = getelementptr inbounds {float, float}, {float, float}* %".779", i32 0, i32 0
  store float %".790", float* %".791"
  %".793" = fadd float %".785", %".789"
  %".794" = getelementptr inbounds {float, float}, {float, float}* %".779", i32 0, i32 1
  store float %".793", float* %".794"
  %".796" = load {float, float}, {float, float}* %".779"
  %".797" = load {float, float}, {float, float}* %"s.2"
  store {float, float} %".796", {float, float}* %"s.2"
  br label %"B284"
B286.else.if:
  %".706" = sdiv i64 %".687", 4
  %".707" = srem i64 %".687", 4
  %".708" = xor i64 4, %".707"
  %".709" = icmp slt i64 %".708", 0
  %".710" = icmp ne i64 %".707", 0
  %".711" = and i1 %".710", %".709"
  br i1 %".711", label %"B286.else.if.if", label %"B286.else.if.else"
B286.else.endif:
  %".722" = load i64, i64* %".695"
  %".723" = load i64, i64* %".698"
  store i64 %".722", i64* %"quot.2"
  store i64 %".723", i64* %"rem.2"
  br label %"B286.endif"
B286.else.if.if:
  %".716" = sub i64 %".706", 1
  store i64 %".716", i64* %".695"
  %".718" = add i64 %".707", 4
  store i64 %".718", i64* %".698"
  br label %"B286.else.if.endif"
B286.else.if.else:
  store i64 %".706", i64* %".695"
  store i64 %".707", i64* %".698"
  br label %"B286.else.if.endif"
B286.else.if.endif:
  br label %"B286.else.endif"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, {float, float}*, i64, i64, i8*, i8*, i64, i64, {float, float}*, i64, i64)* @"_ZN8__main__13complex_localB3v15B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
!3 = !{ i64 0, i64 9223372036854775807 }
!4 = !{ void (i8*, i8*, i64, i64, {float, float}*, i64, i64, i8*, i8*, i64, i64, {float, float}*, i64, i64)* @"_ZN8__main__13complex_localB3v15B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE", !"kernel", i32 1 }