; numba-cuda kernel m24_local_loop(Array(float32, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "local_loop$1"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__10local_loopB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__10local_loopB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", float* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
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
  %"_cudapy_lmem" = alloca [8 x float]
  store [8 x float] zeroinitializer, [8 x float]* %"_cudapy_lmem"
  %".54" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".54"
  %"buf" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
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
  %".204" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".204"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".217" = alloca i64
  store i64 0, i64* %".217"
  %".220" = alloca i64
  store i64 0, i64* %".220"
  %".251" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".251"
  %".286" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".286"
  %"s.2" = alloca double
  store double 0.0, double* %"s.2"
  %".330" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".330"
  %".340" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".340"
  %".344" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".344"
  %".353" = alloca i64
  store i64 0, i64* %".353"
  %".356" = alloca i64
  store i64 0, i64* %".356"
  %"$phi292.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi292.0"
  %".395" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".395"
  %".398" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".398"
  %".424" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".424"
  %".430" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".430"
  %"$292for_iter.3" = alloca i1
  store i1 0, i1* %"$292for_iter.3"
  %"$phi294.1" = alloca i64
  store i64 0, i64* %"$phi294.1"
  %".451" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".451"
  %".481" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".481"
  %".530" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".530"
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
  br i1 %".49", label %"B66", label %"B364"
B66:
  %".51" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".54"
  %".57" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 4
  %".58" = load float*, float** %".57"
  %".59" = bitcast [8 x float]* %"_cudapy_lmem" to float*
  %".60" = insertvalue [1 x i64] undef, i64 8, 0
  %".61" = insertvalue [1 x i64] undef, i64 4, 0
  %".62" = extractvalue [1 x i64] %".60", 0
  %".63" = mul nsw i64 1, %".62"
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 5
  store [1 x i64] %".60", [1 x i64]* %".64"
  %".66" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 6
  store [1 x i64] %".61", [1 x i64]* %".66"
  %".68" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 4
  store float* %".59", float** %".68"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 3
  store i64 4, i64* %".70"
  %".72" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 0
  store i8* null, i8** %".72"
  %".74" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 1
  store i8* null, i8** %".74"
  %".76" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 2
  store i64 %".63", i64* %".76"
  %".78" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".54"
  %".80" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".78", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".82"
  %".85" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".82", i32 0, i32 0
  store i64 0, i64* %".85"
  %".87" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".82", i32 0, i32 1
  store i64 8, i64* %".87"
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
  %".203" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".204"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".203", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".204"
  %".208" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".204", i32 0, i32 2
  %".209" = load i64, i64* %".208"
  %".212" = icmp eq i64 %".209", 0
  br i1 %".212", label %"B172.if", label %"B172.else", !prof !1
B232:
  %".317" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".319" = load i64, i64* %"$phi172.1"
  store i64 0, i64* %"$phi172.1"
  %".321" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi170.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi170.0"
  %".323" = load i1, i1* %"$170for_iter.3"
  store i1 0, i1* %"$170for_iter.3"
  %".325" = sitofp i64 0 to float
  %".326" = fpext float %".325" to double
  %".328" = load double, double* %"s.2"
  store double %".326", double* %"s.2"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".330"
  %".333" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".330", i32 0, i32 0
  store i64 0, i64* %".333"
  %".335" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".330", i32 0, i32 1
  store i64 8, i64* %".335"
  %".337" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".330", i32 0, i32 2
  store i64 1, i64* %".337"
  %".339" = load {i64, i64, i64}, {i64, i64, i64}* %".330"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".340"
  store {i64, i64, i64} %".339", {i64, i64, i64}* %".340"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".344"
  %".347" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".340", i32 0, i32 0
  %".348" = load i64, i64* %".347"
  %".349" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".340", i32 0, i32 1
  %".350" = load i64, i64* %".349"
  %".351" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".340", i32 0, i32 2
  %".352" = load i64, i64* %".351"
  store i64 %".348", i64* %".353"
  %".358" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".344", i32 0, i32 0
  store i64* %".353", i64** %".358"
  %".360" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".344", i32 0, i32 1
  store i64 %".350", i64* %".360"
  %".362" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".344", i32 0, i32 2
  store i64 %".352", i64* %".362"
  %".364" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".344", i32 0, i32 3
  store i64* %".356", i64** %".364"
  %".366" = sub i64 %".350", %".348"
  %".367" = icmp sgt i64 %".366", 0
  %".368" = icmp sgt i64 %".352", 0
  %".369" = xor i1 %".367", %".368"
  %".370" = icmp eq i64 %".352", 0
  br i1 %".370", label %"B232.if", label %"B232.endif", !prof !1
B292:
  %".394" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi292.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".395"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".398"
  store {i64*, i64, i64, i64*} %".394", {i64*, i64, i64, i64*}* %".398"
  %".402" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".398", i32 0, i32 3
  %".403" = load i64*, i64** %".402"
  %".404" = load i64, i64* %".403"
  %".405" = icmp sgt i64 %".404", 0
  %".406" = getelementptr inbounds {i64, i1}, {i64, i1}* %".395", i32 0, i32 1
  store i1 %".405", i1* %".406"
  br i1 %".405", label %"B292.if", label %"B292.endif"
B294:
  %".444" = load i1, i1* %"$292for_iter.3"
  store i1 0, i1* %"$292for_iter.3"
  %".446" = load i64, i64* %"$phi294.1"
  %".447" = load i64, i64* %"$phi294.1"
  store i64 0, i64* %"$phi294.1"
  %".449" = sub nsw i64 7, %".446"
  %".450" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".451"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".450", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".451"
  %".455" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".451", i32 0, i32 5
  %".456" = getelementptr inbounds [1 x i64], [1 x i64]* %".455", i32 0, i32 0
  %".457" = load i64, i64* %".456", !range !3
  %".458" = insertvalue [1 x i64] undef, i64 %".457", 0
  %".459" = extractvalue [1 x i64] %".458", 0
  %".460" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".451", i32 0, i32 6
  %".461" = load [1 x i64], [1 x i64]* %".460"
  %".462" = extractvalue [1 x i64] %".461", 0
  %".463" = icmp slt i64 %".449", 0
  %".464" = add i64 %".449", %".459"
  %".465" = select  i1 %".463", i64 %".464", i64 %".449"
  %".466" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".451", i32 0, i32 5
  %".467" = getelementptr inbounds [1 x i64], [1 x i64]* %".466", i32 0, i32 0
  %".468" = load i64, i64* %".467", !range !3
  %".469" = insertvalue [1 x i64] undef, i64 %".468", 0
  %".470" = extractvalue [1 x i64] %".469", 0
  %".471" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".451", i32 0, i32 6
  %".472" = load [1 x i64], [1 x i64]* %".471"
  %".473" = extractvalue [1 x i64] %".472", 0
  %".474" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".451", i32 0, i32 4
  %".475" = load float*, float** %".474"
  %".476" = mul i64 %".465", 1
  %".477" = add i64 0, %".476"
  %".478" = getelementptr float, float* %".475", i64 %".477"
  %".479" = load float, float* %".478"
  %".480" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".481"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".480", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".481"
  %".485" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".481", i32 0, i32 5
  %".486" = getelementptr inbounds [1 x i64], [1 x i64]* %".485", i32 0, i32 0
  %".487" = load i64, i64* %".486", !range !3
  %".488" = insertvalue [1 x i64] undef, i64 %".487", 0
  %".489" = extractvalue [1 x i64] %".488", 0
  %".490" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".481", i32 0, i32 6
  %".491" = load [1 x i64], [1 x i64]* %".490"
  %".492" = extractvalue [1 x i64] %".491", 0
  %".493" = icmp slt i64 %".446", 0
  %".494" = add i64 %".446", %".489"
  %".495" = select  i1 %".493", i64 %".494", i64 %".446"
  %".496" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".481", i32 0, i32 5
  %".497" = getelementptr inbounds [1 x i64], [1 x i64]* %".496", i32 0, i32 0
  %".498" = load i64, i64* %".497", !range !3
  %".499" = insertvalue [1 x i64] undef, i64 %".498", 0
  %".500" = extractvalue [1 x i64] %".499", 0
  %".501" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".481", i32 0, i32 6
  %".502" = load [1 x i64], [1 x i64]* %".501"
  %".503" = extractvalue [1 x i64] %".502", 0
  %".504" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".481", i32 0, i32 4
  %".505" = load float*, float** %".504"
  %".506" = mul i64 %".495", 1
  %".507" = add i64 0, %".506"
  %".508" = getelementptr float, float* %".505", i64 %".507"
  %".509" = load float, float* %".508"
  %".510" = fpext float %".509" to double
  %".511" = fmul double %".510", 0x3fe0000000000000
  %".512" = fpext float %".479" to double
  %".513" = fsub double %".512", %".511"
  %".514" = load double, double* %"s.2"
  %".515" = fadd double %".514", %".513"
  %".516" = load double, double* %"s.2"
  store double %".515", double* %"s.2"
  br label %"B292"
B350:
  %".519" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  %".521" = load i64, i64* %"$phi294.1"
  store i64 0, i64* %"$phi294.1"
  %".523" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi292.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi292.0"
  %".525" = load i1, i1* %"$292for_iter.3"
  store i1 0, i1* %"$292for_iter.3"
  %".527" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".528" = load double, double* %"s.2"
  %".529" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".530"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".527", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".530"
  %".534" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".530", i32 0, i32 5
  %".535" = getelementptr inbounds [1 x i64], [1 x i64]* %".534", i32 0, i32 0
  %".536" = load i64, i64* %".535", !range !3
  %".537" = insertvalue [1 x i64] undef, i64 %".536", 0
  %".538" = extractvalue [1 x i64] %".537", 0
  %".539" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".530", i32 0, i32 6
  %".540" = load [1 x i64], [1 x i64]* %".539"
  %".541" = extractvalue [1 x i64] %".540", 0
  %".542" = icmp slt i64 %".529", 0
  %".543" = add i64 %".529", %".538"
  %".544" = select  i1 %".542", i64 %".543", i64 %".529"
  %".545" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".530", i32 0, i32 5
  %".546" = getelementptr inbounds [1 x i64], [1 x i64]* %".545", i32 0, i32 0
  %".547" = load i64, i64* %".546", !range !3
  %".548" = insertvalue [1 x i64] undef, i64 %".547", 0
  %".549" = extractvalue [1 x i64] %".548", 0
  %".550" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".530", i32 0, i32 6
  %".551" = load [1 x i64], [1 x i64]* %".550"
  %".552" = extractvalue [1 x i64] %".551", 0
  %".553" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".530", i32 0, i32 4
  %".554" = load float*, float** %".553"
  %".555" = mul i64 %".552", %".544"
  %".556" = ptrtoint float* %".554" to i64
  %".557" = add i64 %".556", %".555"
  %".558" = inttoptr i64 %".557" to float*
  %".559" = fptrunc double %".528" to float
  store float %".559", float* %".558"
  %".561" = load double, double* %"s.2"
  store double 0.0, double* %"s.2"
  %".563" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".565" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B364:
  %".569" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".571" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".573" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".575" = load i1, i1* %"$64pred"
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
  %".250" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".251"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".250", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".251"
  %".255" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".251", i32 0, i32 5
  %".256" = getelementptr inbounds [1 x i64], [1 x i64]* %".255", i32 0, i32 0
  %".257" = load i64, i64* %".256", !range !3
  %".258" = insertvalue [1 x i64] undef, i64 %".257", 0
  %".259" = extractvalue [1 x i64] %".258", 0
  %".260" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".251", i32 0, i32 6
  %".261" = load [1 x i64], [1 x i64]* %".260"
  %".262" = extractvalue [1 x i64] %".261", 0
  %".263" = icmp slt i64 %".249", 0
  %".264" = add i64 %".249", %".259"
  %".265" = select  i1 %".263", i64 %".264", i64 %".249"
  %".266" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".251", i32 0, i32 5
  %".267" = getelementptr inbounds [1 x i64], [1 x i64]* %".266", i32 0, i32 0
  %".268" = load i64, i64* %".267", !range !3
  %".269" = insertvalue [1 x i64] undef, i64 %".268", 0
  %".270" = extractvalue [1 x i64] %".269", 0
  %".271" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".251", i32 0, i32 6
  %".272" = load [1 x i64], [1 x i64]* %".271"
  %".273" = extractvalue [1 x i64] %".272", 0
  %".274" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".251", i32 0, i32 4
  %".275" = load float*, float** %".274"
  %".276" = mul i64 %".273", %".265"
  %".277" = ptrtoint float* %".275" to i64
  %".278" = add i64 %".277", %".276"
  %".279" = inttoptr i64 %".278" to float*
  %".280" = load float, float* %".279"
  %".281" = add nsw i64 %".198", 1
  %".282" = fpext float %".280" to double
  %".283" = sitofp i64 %".281" to double
  %".284" = fmul double %".282", %".283"
  %".285" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".286"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".285", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".286"
  %".290" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".286", i32 0, i32 5
  %".291" = getelementptr inbounds [1 x i64], [1 x i64]* %".290", i32 0, i32 0
  %".292" = load i64, i64* %".291", !range !3
  %".293" = insertvalue [1 x i64] undef, i64 %".292", 0
  %".294" = extractvalue [1 x i64] %".293", 0
  %".295" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".286", i32 0, i32 6
  %".296" = load [1 x i64], [1 x i64]* %".295"
  %".297" = extractvalue [1 x i64] %".296", 0
  %".298" = icmp slt i64 %".198", 0
  %".299" = add i64 %".198", %".294"
  %".300" = select  i1 %".298", i64 %".299", i64 %".198"
  %".301" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".286", i32 0, i32 5
  %".302" = getelementptr inbounds [1 x i64], [1 x i64]* %".301", i32 0, i32 0
  %".303" = load i64, i64* %".302", !range !3
  %".304" = insertvalue [1 x i64] undef, i64 %".303", 0
  %".305" = extractvalue [1 x i64] %".304", 0
  %".306" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".286", i32 0, i32 6
  %".307" = load [1 x i64], [1 x i64]* %".306"
  %".308" = extractvalue [1 x i64] %".307", 0
  %".309" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".286", i32 0, i32 4
  %".310" = load float*, float** %".309"
  %".311" = mul i64 %".300", 1
  %".312" = add i64 0, %".311"
  %".313" = getelementptr float, float* %".310", i64 %".312"
  %".314" = fptrunc double %".284" to float
  store float %".314", float* %".313"
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
  ret void
B232.endif:
  br i1 %".369", label %"B232.endif.if", label %"B232.endif.else"
B232.endif.if:
  %".374" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".344", i32 0, i32 3
  %".375" = load i64*, i64** %".374"
  store i64 0, i64* %".375"
  br label %"B232.endif.endif"
B232.endif.else:
  %".378" = srem i64 %".366", %".352"
  %".379" = sub i64 0, %".378"
  %".380" = select  i1 %".367", i64 %".378", i64 %".379"
  %".381" = icmp sgt i64 %".380", 0
  %".382" = sdiv i64 %".366", %".352"
  %".383" = select  i1 %".381", i64 1, i64 0
  %".384" = add i64 %".382", %".383"
  %".385" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".344", i32 0, i32 3
  %".386" = load i64*, i64** %".385"
  store i64 %".384", i64* %".386"
  br label %"B232.endif.endif"
B232.endif.endif:
  %".389" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".344"
  %".391" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi292.0"
  store {i64*, i64, i64, i64*} %".389", {i64*, i64, i64, i64*}* %"$phi292.0"
  br label %"B292"
B292.if:
  %".409" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".398", i32 0, i32 0
  %".410" = load i64*, i64** %".409"
  %".411" = load i64, i64* %".410"
  %".412" = getelementptr inbounds {i64, i1}, {i64, i1}* %".395", i32 0, i32 0
  store i64 %".411", i64* %".412"
  %".414" = sub nsw i64 %".404", 1
  store i64 %".414", i64* %".403"
  %".416" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".398", i32 0, i32 2
  %".417" = load i64, i64* %".416"
  %".418" = add i64 %".411", %".417"
  %".419" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".398", i32 0, i32 0
  %".420" = load i64*, i64** %".419"
  store i64 %".418", i64* %".420"
  br label %"B292.endif"
B292.endif:
  %".423" = load {i64, i1}, {i64, i1}* %".395"
  store {i64, i1} zeroinitializer, {i64, i1}* %".424"
  store {i64, i1} %".423", {i64, i1}* %".424"
  %".428" = getelementptr inbounds {i64, i1}, {i64, i1}* %".424", i32 0, i32 0
  %".429" = load i64, i64* %".428"
  store {i64, i1} zeroinitializer, {i64, i1}* %".430"
  store {i64, i1} %".423", {i64, i1}* %".430"
  %".434" = getelementptr inbounds {i64, i1}, {i64, i1}* %".430", i32 0, i32 1
  %".435" = load i1, i1* %".434"
  %".437" = load i1, i1* %"$292for_iter.3"
  store i1 %".435", i1* %"$292for_iter.3"
  %".440" = load i64, i64* %"$phi294.1"
  store i64 %".429", i64* %"$phi294.1"
  %".442" = load i1, i1* %"$292for_iter.3"
  br i1 %".442", label %"B294", label %"B350"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__10local_loopB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
!3 = !{ i64 0, i64 9223372036854775807 }
!4 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__10local_loopB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }