; numba-cuda kernel g24_local_window(Array(float32, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "local_window$5"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__12local_windowB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__12local_windowB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", float* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
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
  %"_cudapy_lmem" = alloca [5 x float]
  store [5 x float] zeroinitializer, [5 x float]* %"_cudapy_lmem"
  %".54" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".54"
  %"w" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"w"
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
  %".282" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".282"
  %"acc.2" = alloca double
  store double 0.0, double* %"acc.2"
  %".324" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".324"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".339" = alloca i64
  store i64 0, i64* %".339"
  %".342" = alloca i64
  store i64 0, i64* %".342"
  %".373" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".373"
  %".383" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".383"
  %".387" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".387"
  %".396" = alloca i64
  store i64 0, i64* %".396"
  %".399" = alloca i64
  store i64 0, i64* %".399"
  %"$phi302.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi302.0"
  %".438" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".438"
  %".441" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".441"
  %".467" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".467"
  %".473" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".473"
  %"$302for_iter.3" = alloca i1
  store i1 0, i1* %"$302for_iter.3"
  %"$phi304.1" = alloca i64
  store i64 0, i64* %"$phi304.1"
  %"quot.2" = alloca i64
  store i64 0, i64* %"quot.2"
  %"rem.2" = alloca i64
  store i64 0, i64* %"rem.2"
  %".501" = alloca i64
  store i64 0, i64* %".501"
  %".504" = alloca i64
  store i64 0, i64* %".504"
  %".535" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".535"
  %".583" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".583"
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
  br i1 %".49", label %"B66", label %"B362"
B66:
  %".51" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".54"
  %".57" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 4
  %".58" = load float*, float** %".57"
  %".59" = bitcast [5 x float]* %"_cudapy_lmem" to float*
  %".60" = insertvalue [1 x i64] undef, i64 5, 0
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
  %".80" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"w"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".78", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"w"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".82"
  %".85" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".82", i32 0, i32 0
  store i64 0, i64* %".85"
  %".87" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".82", i32 0, i32 1
  store i64 5, i64* %".87"
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
B220:
  %".312" = load i64, i64* %"$phi172.1"
  store i64 0, i64* %"$phi172.1"
  %".314" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi170.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi170.0"
  %".316" = load i1, i1* %"$170for_iter.3"
  store i1 0, i1* %"$170for_iter.3"
  %".318" = sitofp i64 0 to float
  %".319" = fpext float %".318" to double
  %".321" = load double, double* %"acc.2"
  store double %".319", double* %"acc.2"
  %".323" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".324"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".323", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".324"
  %".328" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".324", i32 0, i32 2
  %".329" = load i64, i64* %".328"
  %".330" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".334" = icmp eq i64 7, 0
  br i1 %".334", label %"B220.if", label %"B220.else", !prof !1
B302:
  %".437" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi302.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".438"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".441"
  store {i64*, i64, i64, i64*} %".437", {i64*, i64, i64, i64*}* %".441"
  %".445" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".441", i32 0, i32 3
  %".446" = load i64*, i64** %".445"
  %".447" = load i64, i64* %".446"
  %".448" = icmp sgt i64 %".447", 0
  %".449" = getelementptr inbounds {i64, i1}, {i64, i1}* %".438", i32 0, i32 1
  store i1 %".448", i1* %".449"
  br i1 %".448", label %"B302.if", label %"B302.endif"
B304:
  %".487" = load i1, i1* %"$302for_iter.3"
  store i1 0, i1* %"$302for_iter.3"
  %".489" = load i64, i64* %"$phi304.1"
  %".490" = load i64, i64* %"$phi304.1"
  store i64 0, i64* %"$phi304.1"
  %".492" = load i64, i64* %"i"
  %".493" = add nsw i64 %".492", %".489"
  %".496" = icmp eq i64 5, 0
  br i1 %".496", label %"B304.if", label %"B304.else", !prof !1
B348:
  %".572" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"w"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"w"
  %".574" = load i64, i64* %"$phi304.1"
  store i64 0, i64* %"$phi304.1"
  %".576" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi302.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi302.0"
  %".578" = load i1, i1* %"$302for_iter.3"
  store i1 0, i1* %"$302for_iter.3"
  %".580" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".581" = load double, double* %"acc.2"
  %".582" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".583"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".580", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".583"
  %".587" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".583", i32 0, i32 5
  %".588" = getelementptr inbounds [1 x i64], [1 x i64]* %".587", i32 0, i32 0
  %".589" = load i64, i64* %".588", !range !3
  %".590" = insertvalue [1 x i64] undef, i64 %".589", 0
  %".591" = extractvalue [1 x i64] %".590", 0
  %".592" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".583", i32 0, i32 6
  %".593" = load [1 x i64], [1 x i64]* %".592"
  %".594" = extractvalue [1 x i64] %".593", 0
  %".595" = icmp slt i64 %".582", 0
  %".596" = add i64 %".582", %".591"
  %".597" = select  i1 %".595", i64 %".596", i64 %".582"
  %".598" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".583", i32 0, i32 5
  %".599" = getelementptr inbounds [1 x i64], [1 x i64]* %".598", i32 0, i32 0
  %".600" = load i64, i64* %".599", !range !3
  %".601" = insertvalue [1 x i64] undef, i64 %".600", 0
  %".602" = extractvalue [1 x i64] %".601", 0
  %".603" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".583", i32 0, i32 6
  %".604" = load [1 x i64], [1 x i64]* %".603"
  %".605" = extractvalue [1 x i64] %".604", 0
  %".606" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".583", i32 0, i32 4
  %".607" = load float*, float** %".606"
  %".608" = mul i64 %".605", %".597"
  %".609" = ptrtoint float* %".607" to i64
  %".610" = add i64 %".609", %".608"
  %".611" = inttoptr i64 %".610" to float*
  %".612" = fptrunc double %".581" to float
  store float %".612", float* %".611"
  %".614" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".616" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".618" = load double, double* %"acc.2"
  store double 0.0, double* %"acc.2"
  ret void
B362:
  %".622" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".624" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".626" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".628" = load i1, i1* %"$64pred"
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
  br i1 %".194", label %"B172", label %"B220"
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
  %".281" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"w"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".282"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".281", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".282"
  %".286" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".282", i32 0, i32 5
  %".287" = getelementptr inbounds [1 x i64], [1 x i64]* %".286", i32 0, i32 0
  %".288" = load i64, i64* %".287", !range !3
  %".289" = insertvalue [1 x i64] undef, i64 %".288", 0
  %".290" = extractvalue [1 x i64] %".289", 0
  %".291" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".282", i32 0, i32 6
  %".292" = load [1 x i64], [1 x i64]* %".291"
  %".293" = extractvalue [1 x i64] %".292", 0
  %".294" = icmp slt i64 %".198", 0
  %".295" = add i64 %".198", %".290"
  %".296" = select  i1 %".294", i64 %".295", i64 %".198"
  %".297" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".282", i32 0, i32 5
  %".298" = getelementptr inbounds [1 x i64], [1 x i64]* %".297", i32 0, i32 0
  %".299" = load i64, i64* %".298", !range !3
  %".300" = insertvalue [1 x i64] undef, i64 %".299", 0
  %".301" = extractvalue [1 x i64] %".300", 0
  %".302" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".282", i32 0, i32 6
  %".303" = load [1 x i64], [1 x i64]* %".302"
  %".304" = extractvalue [1 x i64] %".303", 0
  %".305" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".282", i32 0, i32 4
  %".306" = load float*, float** %".305"
  %".307" = mul i64 %".296", 1
  %".308" = add i64 0, %".307"
  %".309" = getelementptr float, float* %".306", i64 %".308"
  store float %".280", float* %".309"
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
B220.if:
  store i64 7, i64* %"quot.1"
  store i64 7, i64* %"rem.1"
  br label %"B220.endif"
B220.else:
  store i64 0, i64* %".339"
  store i64 0, i64* %".342"
  %".345" = icmp eq i64 %".329", -9223372036854775808
  %".346" = icmp eq i64 7, -1
  %".347" = and i1 %".345", %".346"
  %".348" = xor i1 %".347", -1
  br i1 %".348", label %"B220.else.if", label %"B220.else.endif", !prof !2
B220.endif:
  %".371" = load i64, i64* %"rem.1"
  %".372" = add nsw i64 %".371", 1
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".373"
  %".376" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".373", i32 0, i32 0
  store i64 0, i64* %".376"
  %".378" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".373", i32 0, i32 1
  store i64 %".372", i64* %".378"
  %".380" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".373", i32 0, i32 2
  store i64 1, i64* %".380"
  %".382" = load {i64, i64, i64}, {i64, i64, i64}* %".373"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".383"
  store {i64, i64, i64} %".382", {i64, i64, i64}* %".383"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".387"
  %".390" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".383", i32 0, i32 0
  %".391" = load i64, i64* %".390"
  %".392" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".383", i32 0, i32 1
  %".393" = load i64, i64* %".392"
  %".394" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".383", i32 0, i32 2
  %".395" = load i64, i64* %".394"
  store i64 %".391", i64* %".396"
  %".401" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".387", i32 0, i32 0
  store i64* %".396", i64** %".401"
  %".403" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".387", i32 0, i32 1
  store i64 %".393", i64* %".403"
  %".405" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".387", i32 0, i32 2
  store i64 %".395", i64* %".405"
  %".407" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".387", i32 0, i32 3
  store i64* %".399", i64** %".407"
  %".409" = sub i64 %".393", %".391"
  %".410" = icmp sgt i64 %".409", 0
  %".411" = icmp sgt i64 %".395", 0
  %".412" = xor i1 %".410", %".411"
  %".413" = icmp eq i64 %".395", 0
  br i1 %".413", label %"B220.endif.if", label %"B220.endif.endif", !prof !1
B220.else.if:
  %".350" = sdiv i64 %".329", 7
  %".351" = srem i64 %".329", 7
  %".352" = xor i64 7, %".351"
  %".353" = icmp slt i64 %".352", 0
  %".354" = icmp ne i64 %".351", 0
  %".355" = and i1 %".354", %".353"
  br i1 %".355", label %"B220.else.if.if", label %"B220.else.if.else"
B220.else.endif:
  %".366" = load i64, i64* %".339"
  %".367" = load i64, i64* %".342"
  store i64 %".366", i64* %"quot.1"
  store i64 %".367", i64* %"rem.1"
  br label %"B220.endif"
B220.else.if.if:
  %".360" = sub i64 %".350", 1
  store i64 %".360", i64* %".339"
  %".362" = add i64 %".351", 7
  store i64 %".362", i64* %".342"
  br label %"B220.else.if.endif"
B220.else.if.else:
  store i64 %".350", i64* %".339"
  store i64 %".351", i64* %".342"
  br label %"B220.else.if.endif"
B220.else.if.endif:
  br label %"B220.else.endif"
B220.endif.if:
  ret void
B220.endif.endif:
  br i1 %".412", label %"B220.endif.endif.if", label %"B220.endif.endif.else"
B220.endif.endif.if:
  %".417" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".387", i32 0, i32 3
  %".418" = load i64*, i64** %".417"
  store i64 0, i64* %".418"
  br label %"B220.endif.endif.endif"
B220.endif.endif.else:
  %".421" = srem i64 %".409", %".395"
  %".422" = sub i64 0, %".421"
  %".423" = select  i1 %".410", i64 %".421", i64 %".422"
  %".424" = icmp sgt i64 %".423", 0
  %".425" = sdiv i64 %".409", %".395"
  %".426" = select  i1 %".424", i64 1, i64 0
  %".427" = add i64 %".425", %".426"
  %".428" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".387", i32 0, i32 3
  %".429" = load i64*, i64** %".428"
  store i64 %".427", i64* %".429"
  br label %"B220.endif.endif.endif"
B220.endif.endif.endif:
  %".432" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".387"
  %".434" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi302.0"
  store {i64*, i64, i64, i64*} %".432", {i64*, i64, i64, i64*}* %"$phi302.0"
  br label %"B302"
B302.if:
  %".452" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".441", i32 0, i32 0
  %".453" = load i64*, i64** %".452"
  %".454" = load i64, i64* %".453"
  %".455" = getelementptr inbounds {i64, i1}, {i64, i1}* %".438", i32 0, i32 0
  store i64 %".454", i64* %".455"
  %".457" = sub nsw i64 %".447", 1
  store i64 %".457", i64* %".446"
  %".459" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".441", i32 0, i32 2
  %".460" = load i64, i64* %".459"
  %".461" = add i64 %".454", %".460"
  %".462" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".441", i32 0, i32 0
  %".463" = load i64*, i64** %".462"
  store i64 %".461", i64* %".463"
  br label %"B302.endif"
B302.endif:
  %".466" = load {i64, i1}, {i64, i1}* %".438"
  store {i64, i1} zeroinitializer, {i64, i1}* %".467"
  store {i64, i1} %".466", {i64, i1}* %".467"
  %".471" = getelementptr inbounds {i64, i1}, {i64, i1}* %".467", i32 0, i32 0
  %".472" = load i64, i64* %".471"
  store {i64, i1} zeroinitializer, {i64, i1}* %".473"
  store {i64, i1} %".466", {i64, i1}* %".473"
  %".477" = getelementptr inbounds {i64, i1}, {i64, i1}* %".473", i32 0, i32 1
  %".478" = load i1, i1* %".477"
  %".480" = load i1, i1* %"$302for_iter.3"
  store i1 %".478", i1* %"$302for_iter.3"
  %".483" = load i64, i64* %"$phi304.1"
  store i64 %".472", i64* %"$phi304.1"
  %".485" = load i1, i1* %"$302for_iter.3"
  br i1 %".485", label %"B304", label %"B348"
B304.if:
  store i64 5, i64* %"quot.2"
  store i64 5, i64* %"rem.2"
  br label %"B304.endif"
B304.else:
  store i64 0, i64* %".501"
  store i64 0, i64* %".504"
  %".507" = icmp eq i64 %".493", -9223372036854775808
  %".508" = icmp eq i64 5, -1
  %".509" = and i1 %".507", %".508"
  %".510" = xor i1 %".509", -1
  br i1 %".510", label %"B304.else.if", label %"B304.else.endif", !prof !2
B304.endif:
  %".533" = load i64, i64* %"rem.2"
  %".534" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"w"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".535"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".534", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".535"
  %".539" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".535", i32 0, i32 5
  %".540" = getelementptr inbounds [1 x i64], [1 x i64]* %".539", i32 0, i32 0
  %".541" = load i64, i64* %".540", !range !3
  %".542" = insertvalue [1 x i64] undef, i64 %".541", 0
  %".543" = extractvalue [1 x i64] %".542", 0
  %".544" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".535", i32 0, i32 6
  %".545" = load [1 x i64], [1 x i64]* %".544"
  %".546" = extractvalue [1 x i64] %".545", 0
  %".547" = icmp slt i64 %".533", 0
  %".548" = add i64 %".533", %".543"
  %".549" = select  i1 %".547", i64 %".548", i64 %".533"
  %".550" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".535", i32 0, i32 5
  %".551" = getelementptr inbounds [1 x i64], [1 x i64]* %".550", i32 0, i32 0
  %".552" = load i64, i64* %".551", !range !3
  %".553" = insertvalue [1 x i64] undef, i64 %".552", 0
  %".554" = extractvalue [1 x i64] %".553", 0
  %".555" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".535", i32 0, i32 6
  %".556" = load [1 x i64], [1 x i64]* %".555"
  %".557" = extractvalue [1 x i64] %".556", 0
  %".558" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".535", i32 0, i32 4
  %".559" = load float*, float** %".558"
  %".560" = mul i64 %".549", 1
  %".561" = add i64 0, %".560"
  %".562" = getelementptr float, float* %".559", i64 %".561"
  %".563" = load float, float* %".562"
  %".564" = fpext float %".563" to double
  %".565" = sitofp i64 %".489" to double
  %".566" = fmul double %".564", %".565"
  %".567" = load double, double* %"acc.2"
  %".568" = fadd double %".567", %".566"
  %".569" = load double, double* %"acc.2"
  store double %".568", double* %"acc.2"
  br label %"B302"
B304.else.if:
  %".512" = sdiv i64 %".493", 5
  %".513" = srem i64 %".493", 5
  %".514" = xor i64 5, %".513"
  %".515" = icmp slt i64 %".514", 0
  %".516" = icmp ne i64 %".513", 0
  %".517" = and i1 %".516", %".515"
  br i1 %".517", label %"B304.else.if.if", label %"B304.else.if.else"
B304.else.endif:
  %".528" = load i64, i64* %".501"
  %".529" = load i64, i64* %".504"
  store i64 %".528", i64* %"quot.2"
  store i64 %".529", i64* %"rem.2"
  br label %"B304.endif"
B304.else.if.if:
  %".522" = sub i64 %".512", 1
  store i64 %".522", i64* %".501"
  %".524" = add i64 %".513", 5
  store i64 %".524", i64* %".504"
  br label %"B304.else.if.endif"
B304.else.if.else:
  store i64 %".512", i64* %".501"
  store i64 %".513", i64* %".504"
  br label %"B304.else.if.endif"
B304.else.if.endif:
  br label %"B304.else.endif"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__12local_windowB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
!3 = !{ i64 0, i64 9223372036854775807 }
!4 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__12local_windowB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }