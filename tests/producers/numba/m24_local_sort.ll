; numba-cuda kernel m24_local_sort(Array(int32, 1, 'A', False, aligned=True), Array(int32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "local_sort$3"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__10local_sortB2v3B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__10local_sortB2v3B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", i32* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", i32* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize", i32* %"x.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".18", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", i32* %"out.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %"x" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %"out" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".38" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %"_cudapy_lmem" = alloca [4 x i32]
  store [4 x i32] zeroinitializer, [4 x i32]* %"_cudapy_lmem"
  %".54" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".54"
  %"v" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"v"
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
  %".205" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".205"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".218" = alloca i64
  store i64 0, i64* %".218"
  %".221" = alloca i64
  store i64 0, i64* %".221"
  %".252" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".252"
  %".283" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".283"
  %".321" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".321"
  %".331" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".331"
  %".335" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".335"
  %".344" = alloca i64
  store i64 0, i64* %".344"
  %".347" = alloca i64
  store i64 0, i64* %".347"
  %"$phi256.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi256.0"
  %".386" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".386"
  %".389" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".389"
  %".415" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".415"
  %".421" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".421"
  %"$256for_iter.3" = alloca i1
  store i1 0, i1* %"$256for_iter.3"
  %"$phi258.1" = alloca i64
  store i64 0, i64* %"$phi258.1"
  %".441" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".441"
  %".451" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".451"
  %".455" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".455"
  %".464" = alloca i64
  store i64 0, i64* %".464"
  %".467" = alloca i64
  store i64 0, i64* %".467"
  %"$phi296.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi296.1"
  %".506" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".506"
  %".509" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".509"
  %".535" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".535"
  %".541" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".541"
  %"$296for_iter.4" = alloca i1
  store i1 0, i1* %"$296for_iter.4"
  %"$phi298.2" = alloca i64
  store i64 0, i64* %"$phi298.2"
  %"b" = alloca i64
  store i64 0, i64* %"b"
  %".565" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".565"
  %".597" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".597"
  %"$340pred" = alloca i1
  store i1 0, i1* %"$340pred"
  %".636" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".636"
  %".668" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".668"
  %".699" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".699"
  %".733" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".733"
  %".782" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".782"
  %".814" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".814"
  %".849" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".849"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
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
  %".37" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".37", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38"
  %".42" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 2
  %".43" = load i64, i64* %".42"
  %".44" = load i64, i64* %"i"
  %".45" = icmp slt i64 %".44", %".43"
  %".47" = load i1, i1* %"$64pred"
  store i1 %".45", i1* %"$64pred"
  %".49" = load i1, i1* %"$64pred"
  br i1 %".49", label %"B66", label %"B456"
B66:
  %".51" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".54"
  %".57" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 4
  %".58" = load i32*, i32** %".57"
  %".59" = bitcast [4 x i32]* %"_cudapy_lmem" to i32*
  %".60" = insertvalue [1 x i64] undef, i64 4, 0
  %".61" = insertvalue [1 x i64] undef, i64 4, 0
  %".62" = extractvalue [1 x i64] %".60", 0
  %".63" = mul nsw i64 1, %".62"
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 5
  store [1 x i64] %".60", [1 x i64]* %".64"
  %".66" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 6
  store [1 x i64] %".61", [1 x i64]* %".66"
  %".68" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 4
  store i32* %".59", i32** %".68"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 3
  store i64 4, i64* %".70"
  %".72" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 0
  store i8* null, i8** %".72"
  %".74" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 1
  store i8* null, i8** %".74"
  %".76" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 2
  store i64 %".63", i64* %".76"
  %".78" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".54"
  %".80" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"v"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".78", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"v"
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
  %".202" = mul nsw i64 %".201", 4
  %".203" = add nsw i64 %".202", %".198"
  %".204" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".205"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".204", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".205"
  %".209" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".205", i32 0, i32 2
  %".210" = load i64, i64* %".209"
  %".213" = icmp eq i64 %".210", 0
  br i1 %".213", label %"B172.if", label %"B172.else", !prof !1
B226:
  %".313" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %".315" = load i64, i64* %"$phi172.1"
  store i64 0, i64* %"$phi172.1"
  %".317" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi170.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi170.0"
  %".319" = load i1, i1* %"$170for_iter.3"
  store i1 0, i1* %"$170for_iter.3"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".321"
  %".324" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".321", i32 0, i32 0
  store i64 0, i64* %".324"
  %".326" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".321", i32 0, i32 1
  store i64 4, i64* %".326"
  %".328" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".321", i32 0, i32 2
  store i64 1, i64* %".328"
  %".330" = load {i64, i64, i64}, {i64, i64, i64}* %".321"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".331"
  store {i64, i64, i64} %".330", {i64, i64, i64}* %".331"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".335"
  %".338" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".331", i32 0, i32 0
  %".339" = load i64, i64* %".338"
  %".340" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".331", i32 0, i32 1
  %".341" = load i64, i64* %".340"
  %".342" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".331", i32 0, i32 2
  %".343" = load i64, i64* %".342"
  store i64 %".339", i64* %".344"
  %".349" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".335", i32 0, i32 0
  store i64* %".344", i64** %".349"
  %".351" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".335", i32 0, i32 1
  store i64 %".341", i64* %".351"
  %".353" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".335", i32 0, i32 2
  store i64 %".343", i64* %".353"
  %".355" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".335", i32 0, i32 3
  store i64* %".347", i64** %".355"
  %".357" = sub i64 %".341", %".339"
  %".358" = icmp sgt i64 %".357", 0
  %".359" = icmp sgt i64 %".343", 0
  %".360" = xor i1 %".358", %".359"
  %".361" = icmp eq i64 %".343", 0
  br i1 %".361", label %"B226.if", label %"B226.endif", !prof !1
B256:
  %".385" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi256.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".386"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".389"
  store {i64*, i64, i64, i64*} %".385", {i64*, i64, i64, i64*}* %".389"
  %".393" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".389", i32 0, i32 3
  %".394" = load i64*, i64** %".393"
  %".395" = load i64, i64* %".394"
  %".396" = icmp sgt i64 %".395", 0
  %".397" = getelementptr inbounds {i64, i1}, {i64, i1}* %".386", i32 0, i32 1
  store i1 %".396", i1* %".397"
  br i1 %".396", label %"B256.if", label %"B256.endif"
B258:
  %".435" = load i1, i1* %"$256for_iter.3"
  store i1 0, i1* %"$256for_iter.3"
  %".437" = load i64, i64* %"$phi258.1"
  %".438" = load i64, i64* %"$phi258.1"
  store i64 0, i64* %"$phi258.1"
  %".440" = sub nsw i64 3, %".437"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".441"
  %".444" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".441", i32 0, i32 0
  store i64 0, i64* %".444"
  %".446" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".441", i32 0, i32 1
  store i64 %".440", i64* %".446"
  %".448" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".441", i32 0, i32 2
  store i64 1, i64* %".448"
  %".450" = load {i64, i64, i64}, {i64, i64, i64}* %".441"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".451"
  store {i64, i64, i64} %".450", {i64, i64, i64}* %".451"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".455"
  %".458" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".451", i32 0, i32 0
  %".459" = load i64, i64* %".458"
  %".460" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".451", i32 0, i32 1
  %".461" = load i64, i64* %".460"
  %".462" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".451", i32 0, i32 2
  %".463" = load i64, i64* %".462"
  store i64 %".459", i64* %".464"
  %".469" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".455", i32 0, i32 0
  store i64* %".464", i64** %".469"
  %".471" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".455", i32 0, i32 1
  store i64 %".461", i64* %".471"
  %".473" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".455", i32 0, i32 2
  store i64 %".463", i64* %".473"
  %".475" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".455", i32 0, i32 3
  store i64* %".467", i64** %".475"
  %".477" = sub i64 %".461", %".459"
  %".478" = icmp sgt i64 %".477", 0
  %".479" = icmp sgt i64 %".463", 0
  %".480" = xor i1 %".478", %".479"
  %".481" = icmp eq i64 %".463", 0
  br i1 %".481", label %"B258.if", label %"B258.endif", !prof !1
B296:
  %".505" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi296.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".506"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".509"
  store {i64*, i64, i64, i64*} %".505", {i64*, i64, i64, i64*}* %".509"
  %".513" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".509", i32 0, i32 3
  %".514" = load i64*, i64** %".513"
  %".515" = load i64, i64* %".514"
  %".516" = icmp sgt i64 %".515", 0
  %".517" = getelementptr inbounds {i64, i1}, {i64, i1}* %".506", i32 0, i32 1
  store i1 %".516", i1* %".517"
  br i1 %".516", label %"B296.if", label %"B296.endif"
B298:
  %".555" = load i1, i1* %"$296for_iter.4"
  store i1 0, i1* %"$296for_iter.4"
  %".557" = load i64, i64* %"$phi298.2"
  %".559" = load i64, i64* %"b"
  store i64 %".557", i64* %"b"
  %".561" = load i64, i64* %"$phi298.2"
  store i64 0, i64* %"$phi298.2"
  %".563" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"v"
  %".564" = load i64, i64* %"b"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".565"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".563", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".565"
  %".569" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".565", i32 0, i32 5
  %".570" = getelementptr inbounds [1 x i64], [1 x i64]* %".569", i32 0, i32 0
  %".571" = load i64, i64* %".570", !range !3
  %".572" = insertvalue [1 x i64] undef, i64 %".571", 0
  %".573" = extractvalue [1 x i64] %".572", 0
  %".574" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".565", i32 0, i32 6
  %".575" = load [1 x i64], [1 x i64]* %".574"
  %".576" = extractvalue [1 x i64] %".575", 0
  %".577" = icmp slt i64 %".564", 0
  %".578" = add i64 %".564", %".573"
  %".579" = select  i1 %".577", i64 %".578", i64 %".564"
  %".580" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".565", i32 0, i32 5
  %".581" = getelementptr inbounds [1 x i64], [1 x i64]* %".580", i32 0, i32 0
  %".582" = load i64, i64* %".581", !range !3
  %".583" = insertvalue [1 x i64] undef, i64 %".582", 0
  %".584" = extractvalue [1 x i64] %".583", 0
  %".585" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".565", i32 0, i32 6
  %".586" = load [1 x i64], [1 x i64]* %".585"
  %".587" = extractvalue [1 x i64] %".586", 0
  %".588" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".565", i32 0, i32 4
  %".589" = load i32*, i32** %".588"
  %".590" = mul i64 %".579", 1
  %".591" = add i64 0, %".590"
  %".592" = getelementptr i32, i32* %".589", i64 %".591"
  %".593" = load i32, i32* %".592"
  %".594" = load i64, i64* %"b"
  %".595" = add nsw i64 %".594", 1
  %".596" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"v"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".597"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".596", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".597"
  %".601" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".597", i32 0, i32 5
  %".602" = getelementptr inbounds [1 x i64], [1 x i64]* %".601", i32 0, i32 0
  %".603" = load i64, i64* %".602", !range !3
  %".604" = insertvalue [1 x i64] undef, i64 %".603", 0
  %".605" = extractvalue [1 x i64] %".604", 0
  %".606" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".597", i32 0, i32 6
  %".607" = load [1 x i64], [1 x i64]* %".606"
  %".608" = extractvalue [1 x i64] %".607", 0
  %".609" = icmp slt i64 %".595", 0
  %".610" = add i64 %".595", %".605"
  %".611" = select  i1 %".609", i64 %".610", i64 %".595"
  %".612" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".597", i32 0, i32 5
  %".613" = getelementptr inbounds [1 x i64], [1 x i64]* %".612", i32 0, i32 0
  %".614" = load i64, i64* %".613", !range !3
  %".615" = insertvalue [1 x i64] undef, i64 %".614", 0
  %".616" = extractvalue [1 x i64] %".615", 0
  %".617" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".597", i32 0, i32 6
  %".618" = load [1 x i64], [1 x i64]* %".617"
  %".619" = extractvalue [1 x i64] %".618", 0
  %".620" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".597", i32 0, i32 4
  %".621" = load i32*, i32** %".620"
  %".622" = mul i64 %".611", 1
  %".623" = add i64 0, %".622"
  %".624" = getelementptr i32, i32* %".621", i64 %".623"
  %".625" = load i32, i32* %".624"
  %".626" = icmp sgt i32 %".593", %".625"
  %".628" = load i1, i1* %"$340pred"
  store i1 %".626", i1* %"$340pred"
  %".630" = load i1, i1* %"$340pred"
  br i1 %".630", label %"B342", label %"B402"
B342:
  %".632" = load i1, i1* %"$340pred"
  store i1 0, i1* %"$340pred"
  %".634" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"v"
  %".635" = load i64, i64* %"b"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".636"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".634", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".636"
  %".640" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".636", i32 0, i32 5
  %".641" = getelementptr inbounds [1 x i64], [1 x i64]* %".640", i32 0, i32 0
  %".642" = load i64, i64* %".641", !range !3
  %".643" = insertvalue [1 x i64] undef, i64 %".642", 0
  %".644" = extractvalue [1 x i64] %".643", 0
  %".645" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".636", i32 0, i32 6
  %".646" = load [1 x i64], [1 x i64]* %".645"
  %".647" = extractvalue [1 x i64] %".646", 0
  %".648" = icmp slt i64 %".635", 0
  %".649" = add i64 %".635", %".644"
  %".650" = select  i1 %".648", i64 %".649", i64 %".635"
  %".651" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".636", i32 0, i32 5
  %".652" = getelementptr inbounds [1 x i64], [1 x i64]* %".651", i32 0, i32 0
  %".653" = load i64, i64* %".652", !range !3
  %".654" = insertvalue [1 x i64] undef, i64 %".653", 0
  %".655" = extractvalue [1 x i64] %".654", 0
  %".656" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".636", i32 0, i32 6
  %".657" = load [1 x i64], [1 x i64]* %".656"
  %".658" = extractvalue [1 x i64] %".657", 0
  %".659" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".636", i32 0, i32 4
  %".660" = load i32*, i32** %".659"
  %".661" = mul i64 %".650", 1
  %".662" = add i64 0, %".661"
  %".663" = getelementptr i32, i32* %".660", i64 %".662"
  %".664" = load i32, i32* %".663"
  %".665" = load i64, i64* %"b"
  %".666" = add nsw i64 %".665", 1
  %".667" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"v"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".668"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".667", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".668"
  %".672" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".668", i32 0, i32 5
  %".673" = getelementptr inbounds [1 x i64], [1 x i64]* %".672", i32 0, i32 0
  %".674" = load i64, i64* %".673", !range !3
  %".675" = insertvalue [1 x i64] undef, i64 %".674", 0
  %".676" = extractvalue [1 x i64] %".675", 0
  %".677" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".668", i32 0, i32 6
  %".678" = load [1 x i64], [1 x i64]* %".677"
  %".679" = extractvalue [1 x i64] %".678", 0
  %".680" = icmp slt i64 %".666", 0
  %".681" = add i64 %".666", %".676"
  %".682" = select  i1 %".680", i64 %".681", i64 %".666"
  %".683" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".668", i32 0, i32 5
  %".684" = getelementptr inbounds [1 x i64], [1 x i64]* %".683", i32 0, i32 0
  %".685" = load i64, i64* %".684", !range !3
  %".686" = insertvalue [1 x i64] undef, i64 %".685", 0
  %".687" = extractvalue [1 x i64] %".686", 0
  %".688" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".668", i32 0, i32 6
  %".689" = load [1 x i64], [1 x i64]* %".688"
  %".690" = extractvalue [1 x i64] %".689", 0
  %".691" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".668", i32 0, i32 4
  %".692" = load i32*, i32** %".691"
  %".693" = mul i64 %".682", 1
  %".694" = add i64 0, %".693"
  %".695" = getelementptr i32, i32* %".692", i64 %".694"
  %".696" = load i32, i32* %".695"
  %".697" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"v"
  %".698" = load i64, i64* %"b"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".699"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".697", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".699"
  %".703" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".699", i32 0, i32 5
  %".704" = getelementptr inbounds [1 x i64], [1 x i64]* %".703", i32 0, i32 0
  %".705" = load i64, i64* %".704", !range !3
  %".706" = insertvalue [1 x i64] undef, i64 %".705", 0
  %".707" = extractvalue [1 x i64] %".706", 0
  %".708" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".699", i32 0, i32 6
  %".709" = load [1 x i64], [1 x i64]* %".708"
  %".710" = extractvalue [1 x i64] %".709", 0
  %".711" = icmp slt i64 %".698", 0
  %".712" = add i64 %".698", %".707"
  %".713" = select  i1 %".711", i64 %".712", i64 %".698"
  %".714" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".699", i32 0, i32 5
  %".715" = getelementptr inbounds [1 x i64], [1 x i64]* %".714", i32 0, i32 0
  %".716" = load i64, i64* %".715", !range !3
  %".717" = insertvalue [1 x i64] undef, i64 %".716", 0
  %".718" = extractvalue [1 x i64] %".717", 0
  %".719" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".699", i32 0, i32 6
  %".720" = load [1 x i64], [1 x i64]* %".719"
  %".721" = extractvalue [1 x i64] %".720", 0
  %".722" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".699", i32 0, i32 4
  %".723" = load i32*, i32** %".722"
  %".724" = mul i64 %".713", 1
  %".725" = add i64 0, %".724"
  %".726" = getelementptr i32, i32* %".723", i64 %".725"
  store i32 %".696", i32* %".726"
  %".728" = load i64, i64* %"b"
  %".729" = add nsw i64 %".728", 1
  %".730" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".732" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"v"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".733"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".732", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".733"
  %".737" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".733", i32 0, i32 5
  %".738" = getelementptr inbounds [1 x i64], [1 x i64]* %".737", i32 0, i32 0
  %".739" = load i64, i64* %".738", !range !3
  %".740" = insertvalue [1 x i64] undef, i64 %".739", 0
  %".741" = extractvalue [1 x i64] %".740", 0
  %".742" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".733", i32 0, i32 6
  %".743" = load [1 x i64], [1 x i64]* %".742"
  %".744" = extractvalue [1 x i64] %".743", 0
  %".745" = icmp slt i64 %".729", 0
  %".746" = add i64 %".729", %".741"
  %".747" = select  i1 %".745", i64 %".746", i64 %".729"
  %".748" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".733", i32 0, i32 5
  %".749" = getelementptr inbounds [1 x i64], [1 x i64]* %".748", i32 0, i32 0
  %".750" = load i64, i64* %".749", !range !3
  %".751" = insertvalue [1 x i64] undef, i64 %".750", 0
  %".752" = extractvalue [1 x i64] %".751", 0
  %".753" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".733", i32 0, i32 6
  %".754" = load [1 x i64], [1 x i64]* %".753"
  %".755" = extractvalue [1 x i64] %".754", 0
  %".756" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".733", i32 0, i32 4
  %".757" = load i32*, i32** %".756"
  %".758" = mul i64 %".747", 1
  %".759" = add i64 0, %".758"
  %".760" = getelementptr i32, i32* %".757", i64 %".759"
  store i32 %".664", i32* %".760"
  br label %"B402"
B402:
  %".763" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".765" = load i1, i1* %"$340pred"
  store i1 0, i1* %"$340pred"
  br label %"B296"
B404:
  %".768" = load i64, i64* %"$phi298.2"
  store i64 0, i64* %"$phi298.2"
  %".770" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi296.1"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi296.1"
  %".772" = load i1, i1* %"$296for_iter.4"
  store i1 0, i1* %"$296for_iter.4"
  br label %"B256"
B406:
  %".775" = load i64, i64* %"$phi258.1"
  store i64 0, i64* %"$phi258.1"
  %".777" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi256.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi256.0"
  %".779" = load i1, i1* %"$256for_iter.3"
  store i1 0, i1* %"$256for_iter.3"
  %".781" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"v"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".782"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".781", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".782"
  %".786" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".782", i32 0, i32 5
  %".787" = getelementptr inbounds [1 x i64], [1 x i64]* %".786", i32 0, i32 0
  %".788" = load i64, i64* %".787", !range !3
  %".789" = insertvalue [1 x i64] undef, i64 %".788", 0
  %".790" = extractvalue [1 x i64] %".789", 0
  %".791" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".782", i32 0, i32 6
  %".792" = load [1 x i64], [1 x i64]* %".791"
  %".793" = extractvalue [1 x i64] %".792", 0
  %".794" = icmp slt i64 0, 0
  %".795" = add i64 0, %".790"
  %".796" = select  i1 %".794", i64 %".795", i64 0
  %".797" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".782", i32 0, i32 5
  %".798" = getelementptr inbounds [1 x i64], [1 x i64]* %".797", i32 0, i32 0
  %".799" = load i64, i64* %".798", !range !3
  %".800" = insertvalue [1 x i64] undef, i64 %".799", 0
  %".801" = extractvalue [1 x i64] %".800", 0
  %".802" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".782", i32 0, i32 6
  %".803" = load [1 x i64], [1 x i64]* %".802"
  %".804" = extractvalue [1 x i64] %".803", 0
  %".805" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".782", i32 0, i32 4
  %".806" = load i32*, i32** %".805"
  %".807" = mul i64 %".796", 1
  %".808" = add i64 0, %".807"
  %".809" = getelementptr i32, i32* %".806", i64 %".808"
  %".810" = load i32, i32* %".809"
  %".811" = sext i32 %".810" to i64
  %".812" = mul nsw i64 %".811", 1000
  %".813" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"v"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".814"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".813", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".814"
  %".818" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".814", i32 0, i32 5
  %".819" = getelementptr inbounds [1 x i64], [1 x i64]* %".818", i32 0, i32 0
  %".820" = load i64, i64* %".819", !range !3
  %".821" = insertvalue [1 x i64] undef, i64 %".820", 0
  %".822" = extractvalue [1 x i64] %".821", 0
  %".823" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".814", i32 0, i32 6
  %".824" = load [1 x i64], [1 x i64]* %".823"
  %".825" = extractvalue [1 x i64] %".824", 0
  %".826" = icmp slt i64 3, 0
  %".827" = add i64 3, %".822"
  %".828" = select  i1 %".826", i64 %".827", i64 3
  %".829" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".814", i32 0, i32 5
  %".830" = getelementptr inbounds [1 x i64], [1 x i64]* %".829", i32 0, i32 0
  %".831" = load i64, i64* %".830", !range !3
  %".832" = insertvalue [1 x i64] undef, i64 %".831", 0
  %".833" = extractvalue [1 x i64] %".832", 0
  %".834" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".814", i32 0, i32 6
  %".835" = load [1 x i64], [1 x i64]* %".834"
  %".836" = extractvalue [1 x i64] %".835", 0
  %".837" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".814", i32 0, i32 4
  %".838" = load i32*, i32** %".837"
  %".839" = mul i64 %".828", 1
  %".840" = add i64 0, %".839"
  %".841" = getelementptr i32, i32* %".838", i64 %".840"
  %".842" = load i32, i32* %".841"
  %".843" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"v"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"v"
  %".845" = sext i32 %".842" to i64
  %".846" = add nsw i64 %".812", %".845"
  %".847" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".848" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".849"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".847", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".849"
  %".853" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".849", i32 0, i32 5
  %".854" = getelementptr inbounds [1 x i64], [1 x i64]* %".853", i32 0, i32 0
  %".855" = load i64, i64* %".854", !range !3
  %".856" = insertvalue [1 x i64] undef, i64 %".855", 0
  %".857" = extractvalue [1 x i64] %".856", 0
  %".858" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".849", i32 0, i32 6
  %".859" = load [1 x i64], [1 x i64]* %".858"
  %".860" = extractvalue [1 x i64] %".859", 0
  %".861" = icmp slt i64 %".848", 0
  %".862" = add i64 %".848", %".857"
  %".863" = select  i1 %".861", i64 %".862", i64 %".848"
  %".864" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".849", i32 0, i32 5
  %".865" = getelementptr inbounds [1 x i64], [1 x i64]* %".864", i32 0, i32 0
  %".866" = load i64, i64* %".865", !range !3
  %".867" = insertvalue [1 x i64] undef, i64 %".866", 0
  %".868" = extractvalue [1 x i64] %".867", 0
  %".869" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".849", i32 0, i32 6
  %".870" = load [1 x i64], [1 x i64]* %".869"
  %".871" = extractvalue [1 x i64] %".870", 0
  %".872" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".849", i32 0, i32 4
  %".873" = load i32*, i32** %".872"
  %".874" = mul i64 %".871", %".863"
  %".875" = ptrtoint i32* %".873" to i64
  %".876" = add i64 %".875", %".874"
  %".877" = inttoptr i64 %".876" to i32*
  %".878" = trunc i64 %".846" to i32
  store i32 %".878", i32* %".877"
  %".880" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".882" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B456:
  %".886" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %".888" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".890" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".892" = load i1, i1* %"$64pred"
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
  br i1 %".194", label %"B172", label %"B226"
B172.if:
  store i64 %".210", i64* %"quot"
  store i64 %".210", i64* %"rem"
  br label %"B172.endif"
B172.else:
  store i64 0, i64* %".218"
  store i64 0, i64* %".221"
  %".224" = icmp eq i64 %".203", -9223372036854775808
  %".225" = icmp eq i64 %".210", -1
  %".226" = and i1 %".224", %".225"
  %".227" = xor i1 %".226", -1
  br i1 %".227", label %"B172.else.if", label %"B172.else.endif", !prof !2
B172.endif:
  %".250" = load i64, i64* %"rem"
  %".251" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".252"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".251", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".252"
  %".256" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".252", i32 0, i32 5
  %".257" = getelementptr inbounds [1 x i64], [1 x i64]* %".256", i32 0, i32 0
  %".258" = load i64, i64* %".257", !range !3
  %".259" = insertvalue [1 x i64] undef, i64 %".258", 0
  %".260" = extractvalue [1 x i64] %".259", 0
  %".261" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".252", i32 0, i32 6
  %".262" = load [1 x i64], [1 x i64]* %".261"
  %".263" = extractvalue [1 x i64] %".262", 0
  %".264" = icmp slt i64 %".250", 0
  %".265" = add i64 %".250", %".260"
  %".266" = select  i1 %".264", i64 %".265", i64 %".250"
  %".267" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".252", i32 0, i32 5
  %".268" = getelementptr inbounds [1 x i64], [1 x i64]* %".267", i32 0, i32 0
  %".269" = load i64, i64* %".268", !range !3
  %".270" = insertvalue [1 x i64] undef, i64 %".269", 0
  %".271" = extractvalue [1 x i64] %".270", 0
  %".272" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".252", i32 0, i32 6
  %".273" = load [1 x i64], [1 x i64]* %".272"
  %".274" = extractvalue [1 x i64] %".273", 0
  %".275" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".252", i32 0, i32 4
  %".276" = load i32*, i32** %".275"
  %".277" = mul i64 %".274", %".266"
  %".278" = ptrtoint i32* %".276" to i64
  %".279" = add i64 %".278", %".277"
  %".280" = inttoptr i64 %".279" to i32*
  %".281" = load i32, i32* %".280"
  %".282" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"v"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".283"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".282", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".283"
  %".287" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".283", i32 0, i32 5
  %".288" = getelementptr inbounds [1 x i64], [1 x i64]* %".287", i32 0, i32 0
  %".289" = load i64, i64* %".288", !range !3
  %".290" = insertvalue [1 x i64] undef, i64 %".289", 0
  %".291" = extractvalue [1 x i64] %".290", 0
  %".292" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".283", i32 0, i32 6
  %".293" = load [1 x i64], [1 x i64]* %".292"
  %".294" = extractvalue [1 x i64] %".293", 0
  %".295" = icmp slt i64 %".198", 0
  %".296" = add i64 %".198", %".291"
  %".297" = select  i1 %".295", i64 %".296", i64 %".198"
  %".298" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".283", i32 0, i32 5
  %".299" = getelementptr inbounds [1 x i64], [1 x i64]* %".298", i32 0, i32 0
  %".300" = load i64, i64* %".299", !range !3
  %".301" = insertvalue [1 x i64] undef, i64 %".300", 0
  %".302" = extractvalue [1 x i64] %".301", 0
  %".303" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".283", i32 0, i32 6
  %".304" = load [1 x i64], [1 x i64]* %".303"
  %".305" = extractvalue [1 x i64] %".304", 0
  %".306" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".283", i32 0, i32 4
  %".307" = load i32*, i32** %".306"
  %".308" = mul i64 %".297", 1
  %".309" = add i64 0, %".308"
  %".310" = getelementptr i32, i32* %".307", i64 %".309"
  store i32 %".281", i32* %".310"
  br label %"B170"
B172.else.if:
  %".229" = sdiv i64 %".203", %".210"
  %".230" = srem i64 %".203", %".210"
  %".231" = xor i64 %".210", %".230"
  %".232" = icmp slt i64 %".231", 0
  %".233" = icmp ne i64 %".230", 0
  %".234" = and i1 %".233", %".232"
  br i1 %".234", label %"B172.else.if.if", label %"B172.else.if.else"
B172.else.endif:
  %".245" = load i64, i64* %".218"
  %".246" = load i64, i64* %".221"
  store i64 %".245", i64* %"quot"
  store i64 %".246", i64* %"rem"
  br label %"B172.endif"
B172.else.if.if:
  %".239" = sub i64 %".229", 1
  store i64 %".239", i64* %".218"
  %".241" = add i64 %".230", %".210"
  store i64 %".241", i64* %".221"
  br label %"B172.else.if.endif"
B172.else.if.else:
  store i64 %".229", i64* %".218"
  store i64 %".230", i64* %".221"
  br label %"B172.else.if.endif"
B172.else.if.endif:
  br label %"B172.else.endif"
B226.if:
  ret void
B226.endif:
  br i1 %".360", label %"B226.endif.if", label %"B226.endif.else"
B226.endif.if:
  %".365" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".335", i32 0, i32 3
  %".366" = load i64*, i64** %".365"
  store i64 0, i64* %".366"
  br label %"B226.endif.endif"
B226.endif.else:
  %".369" = srem i64 %".357", %".343"
  %".370" = sub i64 0, %".369"
  %".371" = select  i1 %".358", i64 %".369", i64 %".370"
  %".372" = icmp sgt i64 %".371", 0
  %".373" = sdiv i64 %".357", %".343"
  %".374" = select  i1 %".372", i64 1, i64 0
  %".375" = add i64 %".373", %".374"
  %".376" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".335", i32 0, i32 3
  %".377" = load i64*, i64** %".376"
  store i64 %".375", i64* %".377"
  br label %"B226.endif.endif"
B226.endif.endif:
  %".380" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".335"
  %".382" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi256.0"
  store {i64*, i64, i64, i64*} %".380", {i64*, i64, i64, i64*}* %"$phi256.0"
  br label %"B256"
B256.if:
  %".400" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".389", i32 0, i32 0
  %".401" = load i64*, i64** %".400"
  %".402" = load i64, i64* %".401"
  %".403" = getelementptr inbounds {i64, i1}, {i64, i1}* %".386", i32 0, i32 0
  store i64 %".402", i64* %".403"
  %".405" = sub nsw i64 %".395", 1
  store i64 %".405", i64* %".394"
  %".407" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".389", i32 0, i32 2
  %".408" = load i64, i64* %".407"
  %".409" = add i64 %".402", %".408"
  %".410" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".389", i32 0, i32 0
  %".411" = load i64*, i64** %".410"
  store i64 %".409", i64* %".411"
  br label %"B256.endif"
B256.endif:
  %".414" = load {i64, i1}, {i64, i1}* %".386"
  store {i64, i1} zeroinitializer, {i64, i1}* %".415"
  store {i64, i1} %".414", {i64, i1}* %".415"
  %".419" = getelementptr inbounds {i64, i1}, {i64, i1}* %".415", i32 0, i32 0
  %".420" = load i64, i64* %".419"
  store {i64, i1} zeroinitializer, {i64, i1}* %".421"
  store {i64, i1} %".414", {i64, i1}* %".421"
  %".425" = getelementptr inbounds {i64, i1}, {i64, i1}* %".421", i32 0, i32 1
  %".426" = load i1, i1* %".425"
  %".428" = load i1, i1* %"$256for_iter.3"
  store i1 %".426", i1* %"$256for_iter.3"
  %".431" = load i64, i64* %"$phi258.1"
  store i64 %".420", i64* %"$phi258.1"
  %".433" = load i1, i1* %"$256for_iter.3"
  br i1 %".433", label %"B258", label %"B406"
B258.if:
  ret void
B258.endif:
  br i1 %".480", label %"B258.endif.if", label %"B258.endif.else"
B258.endif.if:
  %".485" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".455", i32 0, i32 3
  %".486" = load i64*, i64** %".485"
  store i64 0, i64* %".486"
  br label %"B258.endif.endif"
B258.endif.else:
  %".489" = srem i64 %".477", %".463"
  %".490" = sub i64 0, %".489"
  %".491" = select  i1 %".478", i64 %".489", i64 %".490"
  %".492" = icmp sgt i64 %".491", 0
  %".493" = sdiv i64 %".477", %".463"
  %".494" = select  i1 %".492", i64 1, i64 0
  %".495" = add i64 %".493", %".494"
  %".496" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".455", i32 0, i32 3
  %".497" = load i64*, i64** %".496"
  store i64 %".495", i64* %".497"
  br label %"B258.endif.endif"
B258.endif.endif:
  %".500" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".455"
  %".502" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi296.1"
  store {i64*, i64, i64, i64*} %".500", {i64*, i64, i64, i64*}* %"$phi296.1"
  br label %"B296"
B296.if:
  %".520" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".509", i32 0, i32 0
  %".521" = load i64*, i64** %".520"
  %".522" = load i64, i64* %".521"
  %".523" = getelementptr inbounds {i64, i1}, {i64, i1}* %".506", i32 0, i32 0
  store i64 %".522", i64* %".523"
  %".525" = sub nsw i64 %".515", 1
  store i64 %".525", i64* %".514"
  %".527" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".509", i32 0, i32 2
  %".528" = load i64, i64* %".527"
  %".529" = add i64 %".522", %".528"
  %".530" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".509", i32 0, i32 0
  %".531" = load i64*, i64** %".530"
  store i64 %".529", i64* %".531"
  br label %"B296.endif"
B296.endif:
  %".534" = load {i64, i1}, {i64, i1}* %".506"
  store {i64, i1} zeroinitializer, {i64, i1}* %".535"
  store {i64, i1} %".534", {i64, i1}* %".535"
  %".539" = getelementptr inbounds {i64, i1}, {i64, i1}* %".535", i32 0, i32 0
  %".540" = load i64, i64* %".539"
  store {i64, i1} zeroinitializer, {i64, i1}* %".541"
  store {i64, i1} %".534", {i64, i1}* %".541"
  %".545" = getelementptr inbounds {i64, i1}, {i64, i1}* %".541", i32 0, i32 1
  %".546" = load i1, i1* %".545"
  %".548" = load i1, i1* %"$296for_iter.4"
  store i1 %".546", i1* %"$296for_iter.4"
  %".551" = load i64, i64* %"$phi298.2"
  store i64 %".540", i64* %"$phi298.2"
  %".553" = load i1, i1* %"$296for_iter.4"
  br i1 %".553", label %"B298", label %"B404"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__10local_sortB2v3B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
!3 = !{ i64 0, i64 9223372036854775807 }
!4 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__10local_sortB2v3B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }