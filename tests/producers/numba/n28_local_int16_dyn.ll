; numba-cuda kernel n28_local_int16_dyn(Array(int32, 1, 'A', False, aligned=True), Array(int32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "local_int16_dyn$3"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__15local_int16_dynB2v3B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__15local_int16_dynB2v3B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"keys.0", i8* %"keys.1", i64 %"keys.2", i64 %"keys.3", i32* %"keys.4", i64 %"keys.5.0", i64 %"keys.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", i32* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"keys.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"keys.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"keys.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"keys.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize", i32* %"keys.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"keys.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"keys.6.0", 0
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
  %"keys" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"keys"
  %"out" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".38" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %"_cudapy_lmem" = alloca [16 x i16]
  store [16 x i16] zeroinitializer, [16 x i16]* %"_cudapy_lmem"
  %".54" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".54"
  %"bins" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"bins"
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
  %".202" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".202"
  %".239" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".239"
  %".249" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".249"
  %".253" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".253"
  %".262" = alloca i64
  store i64 0, i64* %".262"
  %".265" = alloca i64
  store i64 0, i64* %".265"
  %"$phi216.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi216.0"
  %".304" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".304"
  %".307" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".307"
  %".333" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".333"
  %".339" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".339"
  %"$216for_iter.3" = alloca i1
  store i1 0, i1* %"$216for_iter.3"
  %"$phi218.1" = alloca i64
  store i64 0, i64* %"$phi218.1"
  %".362" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".362"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".375" = alloca i64
  store i64 0, i64* %".375"
  %".378" = alloca i64
  store i64 0, i64* %".378"
  %".409" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".409"
  %".442" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".442"
  %".474" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".474"
  %"best.2" = alloca i64
  store i64 0, i64* %"best.2"
  %".518" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".518"
  %".528" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".528"
  %".532" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".532"
  %".541" = alloca i64
  store i64 0, i64* %".541"
  %".544" = alloca i64
  store i64 0, i64* %".544"
  %"$phi360.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi360.0"
  %".583" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".583"
  %".586" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".586"
  %".612" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".612"
  %".618" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".618"
  %"$360for_iter.3" = alloca i1
  store i1 0, i1* %"$360for_iter.3"
  %"$phi362.1" = alloca i64
  store i64 0, i64* %"$phi362.1"
  %"best.3" = alloca i64
  store i64 0, i64* %"best.3"
  %"k.2" = alloca i64
  store i64 0, i64* %"k.2"
  %".646" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".646"
  %".677" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".677"
  %"$398pred" = alloca i1
  store i1 0, i1* %"$398pred"
  %".742" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".742"
  %".779" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".779"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"keys"
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
  %".37" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".37", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38"
  %".42" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 2
  %".43" = load i64, i64* %".42"
  %".44" = load i64, i64* %"i"
  %".45" = icmp slt i64 %".44", %".43"
  %".47" = load i1, i1* %"$64pred"
  store i1 %".45", i1* %"$64pred"
  %".49" = load i1, i1* %"$64pred"
  br i1 %".49", label %"B66", label %"B444"
B66:
  %".51" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".54"
  %".57" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 4
  %".58" = load i16*, i16** %".57"
  %".59" = bitcast [16 x i16]* %"_cudapy_lmem" to i16*
  %".60" = insertvalue [1 x i64] undef, i64 16, 0
  %".61" = insertvalue [1 x i64] undef, i64 2, 0
  %".62" = extractvalue [1 x i64] %".60", 0
  %".63" = mul nsw i64 1, %".62"
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 5
  store [1 x i64] %".60", [1 x i64]* %".64"
  %".66" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 6
  store [1 x i64] %".61", [1 x i64]* %".66"
  %".68" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 4
  store i16* %".59", i16** %".68"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 3
  store i64 2, i64* %".70"
  %".72" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 0
  store i8* null, i8** %".72"
  %".74" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 1
  store i8* null, i8** %".74"
  %".76" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".54", i32 0, i32 2
  store i64 %".63", i64* %".76"
  %".78" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".54"
  %".80" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"bins"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".78", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"bins"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".82"
  %".85" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".82", i32 0, i32 0
  store i64 0, i64* %".85"
  %".87" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".82", i32 0, i32 1
  store i64 16, i64* %".87"
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
  %".201" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"bins"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".202"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".201", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".202"
  %".206" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".202", i32 0, i32 5
  %".207" = getelementptr inbounds [1 x i64], [1 x i64]* %".206", i32 0, i32 0
  %".208" = load i64, i64* %".207", !range !2
  %".209" = insertvalue [1 x i64] undef, i64 %".208", 0
  %".210" = extractvalue [1 x i64] %".209", 0
  %".211" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".202", i32 0, i32 6
  %".212" = load [1 x i64], [1 x i64]* %".211"
  %".213" = extractvalue [1 x i64] %".212", 0
  %".214" = icmp slt i64 %".198", 0
  %".215" = add i64 %".198", %".210"
  %".216" = select  i1 %".214", i64 %".215", i64 %".198"
  %".217" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".202", i32 0, i32 5
  %".218" = getelementptr inbounds [1 x i64], [1 x i64]* %".217", i32 0, i32 0
  %".219" = load i64, i64* %".218", !range !2
  %".220" = insertvalue [1 x i64] undef, i64 %".219", 0
  %".221" = extractvalue [1 x i64] %".220", 0
  %".222" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".202", i32 0, i32 6
  %".223" = load [1 x i64], [1 x i64]* %".222"
  %".224" = extractvalue [1 x i64] %".223", 0
  %".225" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".202", i32 0, i32 4
  %".226" = load i16*, i16** %".225"
  %".227" = mul i64 %".216", 1
  %".228" = add i64 0, %".227"
  %".229" = getelementptr i16, i16* %".226", i64 %".228"
  %".230" = trunc i64 0 to i16
  store i16 %".230", i16* %".229"
  br label %"B170"
B186:
  %".233" = load i64, i64* %"$phi172.1"
  store i64 0, i64* %"$phi172.1"
  %".235" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi170.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi170.0"
  %".237" = load i1, i1* %"$170for_iter.3"
  store i1 0, i1* %"$170for_iter.3"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".239"
  %".242" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".239", i32 0, i32 0
  store i64 0, i64* %".242"
  %".244" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".239", i32 0, i32 1
  store i64 8, i64* %".244"
  %".246" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".239", i32 0, i32 2
  store i64 1, i64* %".246"
  %".248" = load {i64, i64, i64}, {i64, i64, i64}* %".239"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".249"
  store {i64, i64, i64} %".248", {i64, i64, i64}* %".249"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".253"
  %".256" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".249", i32 0, i32 0
  %".257" = load i64, i64* %".256"
  %".258" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".249", i32 0, i32 1
  %".259" = load i64, i64* %".258"
  %".260" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".249", i32 0, i32 2
  %".261" = load i64, i64* %".260"
  store i64 %".257", i64* %".262"
  %".267" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".253", i32 0, i32 0
  store i64* %".262", i64** %".267"
  %".269" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".253", i32 0, i32 1
  store i64 %".259", i64* %".269"
  %".271" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".253", i32 0, i32 2
  store i64 %".261", i64* %".271"
  %".273" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".253", i32 0, i32 3
  store i64* %".265", i64** %".273"
  %".275" = sub i64 %".259", %".257"
  %".276" = icmp sgt i64 %".275", 0
  %".277" = icmp sgt i64 %".261", 0
  %".278" = xor i1 %".276", %".277"
  %".279" = icmp eq i64 %".261", 0
  br i1 %".279", label %"B186.if", label %"B186.endif", !prof !1
B216:
  %".303" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi216.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".304"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".307"
  store {i64*, i64, i64, i64*} %".303", {i64*, i64, i64, i64*}* %".307"
  %".311" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".307", i32 0, i32 3
  %".312" = load i64*, i64** %".311"
  %".313" = load i64, i64* %".312"
  %".314" = icmp sgt i64 %".313", 0
  %".315" = getelementptr inbounds {i64, i1}, {i64, i1}* %".304", i32 0, i32 1
  store i1 %".314", i1* %".315"
  br i1 %".314", label %"B216.if", label %"B216.endif"
B218:
  %".353" = load i1, i1* %"$216for_iter.3"
  store i1 0, i1* %"$216for_iter.3"
  %".355" = load i64, i64* %"$phi218.1"
  %".356" = load i64, i64* %"$phi218.1"
  store i64 0, i64* %"$phi218.1"
  %".358" = load i64, i64* %"i"
  %".359" = mul nsw i64 %".358", 8
  %".360" = add nsw i64 %".359", %".355"
  %".361" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"keys"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".362"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".361", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".362"
  %".366" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".362", i32 0, i32 2
  %".367" = load i64, i64* %".366"
  %".370" = icmp eq i64 %".367", 0
  br i1 %".370", label %"B218.if", label %"B218.else", !prof !1
B300:
  %".505" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"keys"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"keys"
  %".507" = load i64, i64* %"$phi218.1"
  store i64 0, i64* %"$phi218.1"
  %".509" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi216.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi216.0"
  %".511" = load i1, i1* %"$216for_iter.3"
  store i1 0, i1* %"$216for_iter.3"
  %".513" = trunc i64 0 to i32
  %".514" = sext i32 %".513" to i64
  %".516" = load i64, i64* %"best.2"
  store i64 %".514", i64* %"best.2"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".518"
  %".521" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".518", i32 0, i32 0
  store i64 0, i64* %".521"
  %".523" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".518", i32 0, i32 1
  store i64 16, i64* %".523"
  %".525" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".518", i32 0, i32 2
  store i64 1, i64* %".525"
  %".527" = load {i64, i64, i64}, {i64, i64, i64}* %".518"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".528"
  store {i64, i64, i64} %".527", {i64, i64, i64}* %".528"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".532"
  %".535" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 0
  %".536" = load i64, i64* %".535"
  %".537" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 1
  %".538" = load i64, i64* %".537"
  %".539" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 2
  %".540" = load i64, i64* %".539"
  store i64 %".536", i64* %".541"
  %".546" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".532", i32 0, i32 0
  store i64* %".541", i64** %".546"
  %".548" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".532", i32 0, i32 1
  store i64 %".538", i64* %".548"
  %".550" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".532", i32 0, i32 2
  store i64 %".540", i64* %".550"
  %".552" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".532", i32 0, i32 3
  store i64* %".544", i64** %".552"
  %".554" = sub i64 %".538", %".536"
  %".555" = icmp sgt i64 %".554", 0
  %".556" = icmp sgt i64 %".540", 0
  %".557" = xor i1 %".555", %".556"
  %".558" = icmp eq i64 %".540", 0
  br i1 %".558", label %"B300.if", label %"B300.endif", !prof !1
B360:
  %".582" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi360.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".583"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".586"
  store {i64*, i64, i64, i64*} %".582", {i64*, i64, i64, i64*}* %".586"
  %".590" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".586", i32 0, i32 3
  %".591" = load i64*, i64** %".590"
  %".592" = load i64, i64* %".591"
  %".593" = icmp sgt i64 %".592", 0
  %".594" = getelementptr inbounds {i64, i1}, {i64, i1}* %".583", i32 0, i32 1
  store i1 %".593", i1* %".594"
  br i1 %".593", label %"B360.if", label %"B360.endif"
B362:
  %".632" = load i1, i1* %"$360for_iter.3"
  store i1 0, i1* %"$360for_iter.3"
  %".634" = load i64, i64* %"best.2"
  %".636" = load i64, i64* %"best.3"
  store i64 %".634", i64* %"best.3"
  %".638" = load i64, i64* %"$phi362.1"
  %".640" = load i64, i64* %"k.2"
  store i64 %".638", i64* %"k.2"
  %".642" = load i64, i64* %"$phi362.1"
  store i64 0, i64* %"$phi362.1"
  %".644" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"bins"
  %".645" = load i64, i64* %"k.2"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".646"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".644", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".646"
  %".650" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".646", i32 0, i32 5
  %".651" = getelementptr inbounds [1 x i64], [1 x i64]* %".650", i32 0, i32 0
  %".652" = load i64, i64* %".651", !range !2
  %".653" = insertvalue [1 x i64] undef, i64 %".652", 0
  %".654" = extractvalue [1 x i64] %".653", 0
  %".655" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".646", i32 0, i32 6
  %".656" = load [1 x i64], [1 x i64]* %".655"
  %".657" = extractvalue [1 x i64] %".656", 0
  %".658" = icmp slt i64 %".645", 0
  %".659" = add i64 %".645", %".654"
  %".660" = select  i1 %".658", i64 %".659", i64 %".645"
  %".661" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".646", i32 0, i32 5
  %".662" = getelementptr inbounds [1 x i64], [1 x i64]* %".661", i32 0, i32 0
  %".663" = load i64, i64* %".662", !range !2
  %".664" = insertvalue [1 x i64] undef, i64 %".663", 0
  %".665" = extractvalue [1 x i64] %".664", 0
  %".666" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".646", i32 0, i32 6
  %".667" = load [1 x i64], [1 x i64]* %".666"
  %".668" = extractvalue [1 x i64] %".667", 0
  %".669" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".646", i32 0, i32 4
  %".670" = load i16*, i16** %".669"
  %".671" = mul i64 %".660", 1
  %".672" = add i64 0, %".671"
  %".673" = getelementptr i16, i16* %".670", i64 %".672"
  %".674" = load i16, i16* %".673"
  %".675" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"bins"
  %".676" = load i64, i64* %"best.2"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".677"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".675", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".677"
  %".681" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".677", i32 0, i32 5
  %".682" = getelementptr inbounds [1 x i64], [1 x i64]* %".681", i32 0, i32 0
  %".683" = load i64, i64* %".682", !range !2
  %".684" = insertvalue [1 x i64] undef, i64 %".683", 0
  %".685" = extractvalue [1 x i64] %".684", 0
  %".686" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".677", i32 0, i32 6
  %".687" = load [1 x i64], [1 x i64]* %".686"
  %".688" = extractvalue [1 x i64] %".687", 0
  %".689" = icmp slt i64 %".676", 0
  %".690" = add i64 %".676", %".685"
  %".691" = select  i1 %".689", i64 %".690", i64 %".676"
  %".692" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".677", i32 0, i32 5
  %".693" = getelementptr inbounds [1 x i64], [1 x i64]* %".692", i32 0, i32 0
  %".694" = load i64, i64* %".693", !range !2
  %".695" = insertvalue [1 x i64] undef, i64 %".694", 0
  %".696" = extractvalue [1 x i64] %".695", 0
  %".697" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".677", i32 0, i32 6
  %".698" = load [1 x i64], [1 x i64]* %".697"
  %".699" = extractvalue [1 x i64] %".698", 0
  %".700" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".677", i32 0, i32 4
  %".701" = load i16*, i16** %".700"
  %".702" = mul i64 %".691", 1
  %".703" = add i64 0, %".702"
  %".704" = getelementptr i16, i16* %".701", i64 %".703"
  %".705" = load i16, i16* %".704"
  %".706" = load i64, i64* %"best.2"
  store i64 0, i64* %"best.2"
  %".708" = icmp sgt i16 %".674", %".705"
  %".710" = load i1, i1* %"$398pred"
  store i1 %".708", i1* %"$398pred"
  %".712" = load i1, i1* %"$398pred"
  br i1 %".712", label %"B400", label %"B404"
B400:
  %".714" = load i1, i1* %"$398pred"
  store i1 0, i1* %"$398pred"
  %".716" = load i64, i64* %"k.2"
  %".717" = load i64, i64* %"k.2"
  store i64 0, i64* %"k.2"
  %".719" = load i64, i64* %"best.3"
  store i64 %".716", i64* %"best.3"
  br label %"B404"
B404:
  %".722" = load i64, i64* %"k.2"
  store i64 0, i64* %"k.2"
  %".724" = load i1, i1* %"$398pred"
  store i1 0, i1* %"$398pred"
  %".726" = load i64, i64* %"best.3"
  %".727" = load i64, i64* %"best.2"
  store i64 %".726", i64* %"best.2"
  %".729" = load i64, i64* %"best.3"
  store i64 0, i64* %"best.3"
  br label %"B360"
B406:
  %".732" = load i64, i64* %"$phi362.1"
  store i64 0, i64* %"$phi362.1"
  %".734" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi360.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi360.0"
  %".736" = load i1, i1* %"$360for_iter.3"
  store i1 0, i1* %"$360for_iter.3"
  %".738" = load i64, i64* %"best.2"
  %".739" = mul nsw i64 %".738", 100
  %".740" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"bins"
  %".741" = load i64, i64* %"best.2"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".742"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".740", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".742"
  %".746" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".742", i32 0, i32 5
  %".747" = getelementptr inbounds [1 x i64], [1 x i64]* %".746", i32 0, i32 0
  %".748" = load i64, i64* %".747", !range !2
  %".749" = insertvalue [1 x i64] undef, i64 %".748", 0
  %".750" = extractvalue [1 x i64] %".749", 0
  %".751" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".742", i32 0, i32 6
  %".752" = load [1 x i64], [1 x i64]* %".751"
  %".753" = extractvalue [1 x i64] %".752", 0
  %".754" = icmp slt i64 %".741", 0
  %".755" = add i64 %".741", %".750"
  %".756" = select  i1 %".754", i64 %".755", i64 %".741"
  %".757" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".742", i32 0, i32 5
  %".758" = getelementptr inbounds [1 x i64], [1 x i64]* %".757", i32 0, i32 0
  %".759" = load i64, i64* %".758", !range !2
  %".760" = insertvalue [1 x i64] undef, i64 %".759", 0
  %".761" = extractvalue [1 x i64] %".760", 0
  %".762" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".742", i32 0, i32 6
  %".763" = load [1 x i64], [1 x i64]* %".762"
  %".764" = extractvalue [1 x i64] %".763", 0
  %".765" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".742", i32 0, i32 4
  %".766" = load i16*, i16** %".765"
  %".767" = mul i64 %".756", 1
  %".768" = add i64 0, %".767"
  %".769" = getelementptr i16, i16* %".766", i64 %".768"
  %".770" = load i16, i16* %".769"
  %".771" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"bins"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"bins"
  %".773" = load i64, i64* %"best.2"
  store i64 0, i64* %"best.2"
  %".775" = sext i16 %".770" to i64
  %".776" = add nsw i64 %".739", %".775"
  %".777" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".778" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".779"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".777", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".779"
  %".783" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".779", i32 0, i32 5
  %".784" = getelementptr inbounds [1 x i64], [1 x i64]* %".783", i32 0, i32 0
  %".785" = load i64, i64* %".784", !range !2
  %".786" = insertvalue [1 x i64] undef, i64 %".785", 0
  %".787" = extractvalue [1 x i64] %".786", 0
  %".788" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".779", i32 0, i32 6
  %".789" = load [1 x i64], [1 x i64]* %".788"
  %".790" = extractvalue [1 x i64] %".789", 0
  %".791" = icmp slt i64 %".778", 0
  %".792" = add i64 %".778", %".787"
  %".793" = select  i1 %".791", i64 %".792", i64 %".778"
  %".794" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".779", i32 0, i32 5
  %".795" = getelementptr inbounds [1 x i64], [1 x i64]* %".794", i32 0, i32 0
  %".796" = load i64, i64* %".795", !range !2
  %".797" = insertvalue [1 x i64] undef, i64 %".796", 0
  %".798" = extractvalue [1 x i64] %".797", 0
  %".799" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".779", i32 0, i32 6
  %".800" = load [1 x i64], [1 x i64]* %".799"
  %".801" = extractvalue [1 x i64] %".800", 0
  %".802" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".779", i32 0, i32 4
  %".803" = load i32*, i32** %".802"
  %".804" = mul i64 %".801", %".793"
  %".805" = ptrtoint i32* %".803" to i64
  %".806" = add i64 %".805", %".804"
  %".807" = inttoptr i64 %".806" to i32*
  %".808" = trunc i64 %".776" to i32
  store i32 %".808", i32* %".807"
  %".810" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".812" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B444:
  %".816" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".818" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"keys"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"keys"
  %".820" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".822" = load i1, i1* %"$64pred"
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
  br i1 %".194", label %"B172", label %"B186"
B186.if:
  ret void
B186.endif:
  br i1 %".278", label %"B186.endif.if", label %"B186.endif.else"
B186.endif.if:
  %".283" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".253", i32 0, i32 3
  %".284" = load i64*, i64** %".283"
  store i64 0, i64* %".284"
  br label %"B186.endif.endif"
B186.endif.else:
  %".287" = srem i64 %".275", %".261"
  %".288" = sub i64 0, %".287"
  %".289" = select  i1 %".276", i64 %".287", i64 %".288"
  %".290" = icmp sgt i64 %".289", 0
  %".291" = sdiv i64 %".275", %".261"
  %".292" = select  i1 %".290", i64 1, i64 0
  %".293" = add i64 %".291", %".292"
  %".294" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".253", i32 0, i32 3
  %".295" = load i64*, i64** %".294"
  store i64 %".293", i64* %".295"
  br label %"B186.endif.endif"
B186.endif.endif:
  %".298" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".253"
  %".300" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi216.0"
  store {i64*, i64, i64, i64*} %".298", {i64*, i64, i64, i64*}* %"$phi216.0"
  br label %"B216"
B216.if:
  %".318" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".307", i32 0, i32 0
  %".319" = load i64*, i64** %".318"
  %".320" = load i64, i64* %".319"
  %".321" = getelementptr inbounds {i64, i1}, {i64, i1}* %".304", i32 0, i32 0
  store i64 %".320", i64* %".321"
  %".323" = sub nsw i64 %".313", 1
  store i64 %".323", i64* %".312"
  %".325" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".307", i32 0, i32 2
  %".326" = load i64, i64* %".325"
  %".327" = add i64 %".320", %".326"
  %".328" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".307", i32 0, i32 0
  %".329" = load i64*, i64** %".328"
  store i64 %".327", i64* %".329"
  br label %"B216.endif"
B216.endif:
  %".332" = load {i64, i1}, {i64, i1}* %".304"
  store {i64, i1} zeroinitializer, {i64, i1}* %".333"
  store {i64, i1} %".332", {i64, i1}* %".333"
  %".337" = getelementptr inbounds {i64, i1}, {i64, i1}* %".333", i32 0, i32 0
  %".338" = load i64, i64* %".337"
  store {i64, i1} zeroinitializer, {i64, i1}* %".339"
  store {i64, i1} %".332", {i64, i1}* %".339"
  %".343" = getelementptr inbounds {i64, i1}, {i64, i1}* %".339", i32 0, i32 1
  %".344" = load i1, i1* %".343"
  %".346" = load i1, i1* %"$216for_iter.3"
  store i1 %".344", i1* %"$216for_iter.3"
  %".349" = load i64, i64* %"$phi218.1"
  store i64 %".338", i64* %"$phi218.1"
  %".351" = load i1, i1* %"$216for_iter.3"
  br i1 %".351", label %"B218", label %"B300"
B218.if:
  store i64 %".367", i64* %"quot"
  store i64 %".367", i64* %"rem"
  br label %"B218.endif"
B218.else:
  store i64 0, i64* %".375"
  store i64 0, i64* %".378"
  %".381" = icmp eq i64 %".360", -9223372036854775808
  %".382" = icmp eq i64 %".367", -1
  %".383" = and i1 %".381", %".382"
  %".384" = xor i1 %".383", -1
  br i1 %".384", label %"B218.else.if", label %"B218.else.endif", !prof !3
B218.endif:
  %".407" = load i64, i64* %"rem"
  %".408" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"keys"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".409"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".408", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".409"
  %".413" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".409", i32 0, i32 5
  %".414" = getelementptr inbounds [1 x i64], [1 x i64]* %".413", i32 0, i32 0
  %".415" = load i64, i64* %".414", !range !2
  %".416" = insertvalue [1 x i64] undef, i64 %".415", 0
  %".417" = extractvalue [1 x i64] %".416", 0
  %".418" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".409", i32 0, i32 6
  %".419" = load [1 x i64], [1 x i64]* %".418"
  %".420" = extractvalue [1 x i64] %".419", 0
  %".421" = icmp slt i64 %".407", 0
  %".422" = add i64 %".407", %".417"
  %".423" = select  i1 %".421", i64 %".422", i64 %".407"
  %".424" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".409", i32 0, i32 5
  %".425" = getelementptr inbounds [1 x i64], [1 x i64]* %".424", i32 0, i32 0
  %".426" = load i64, i64* %".425", !range !2
  %".427" = insertvalue [1 x i64] undef, i64 %".426", 0
  %".428" = extractvalue [1 x i64] %".427", 0
  %".429" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".409", i32 0, i32 6
  %".430" = load [1 x i64], [1 x i64]* %".429"
  %".431" = extractvalue [1 x i64] %".430", 0
  %".432" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".409", i32 0, i32 4
  %".433" = load i32*, i32** %".432"
  %".434" = mul i64 %".431", %".423"
  %".435" = ptrtoint i32* %".433" to i64
  %".436" = add i64 %".435", %".434"
  %".437" = inttoptr i64 %".436" to i32*
  %".438" = load i32, i32* %".437"
  %".439" = sext i32 %".438" to i64
  %".440" = and i64 %".439", 15
  %".441" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"bins"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".442"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".441", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".442"
  %".446" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".442", i32 0, i32 5
  %".447" = getelementptr inbounds [1 x i64], [1 x i64]* %".446", i32 0, i32 0
  %".448" = load i64, i64* %".447", !range !2
  %".449" = insertvalue [1 x i64] undef, i64 %".448", 0
  %".450" = extractvalue [1 x i64] %".449", 0
  %".451" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".442", i32 0, i32 6
  %".452" = load [1 x i64], [1 x i64]* %".451"
  %".453" = extractvalue [1 x i64] %".452", 0
  %".454" = icmp slt i64 %".440", 0
  %".455" = add i64 %".440", %".450"
  %".456" = select  i1 %".454", i64 %".455", i64 %".440"
  %".457" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".442", i32 0, i32 5
  %".458" = getelementptr inbounds [1 x i64], [1 x i64]* %".457", i32 0, i32 0
  %".459" = load i64, i64* %".458", !range !2
  %".460" = insertvalue [1 x i64] undef, i64 %".459", 0
  %".461" = extractvalue [1 x i64] %".460", 0
  %".462" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".442", i32 0, i32 6
  %".463" = load [1 x i64], [1 x i64]* %".462"
  %".464" = extractvalue [1 x i64] %".463", 0
  %".465" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".442", i32 0, i32 4
  %".466" = load i16*, i16** %".465"
  %".467" = mul i64 %".456", 1
  %".468" = add i64 0, %".467"
  %".469" = getelementptr i16, i16* %".466", i64 %".468"
  %".470" = load i16, i16* %".469"
  %".471" = sext i16 %".470" to i64
  %".472" = add nsw i64 %".471", 1
  %".473" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"bins"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".474"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".473", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".474"
  %".478" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".474", i32 0, i32 5
  %".479" = getelementptr inbounds [1 x i64], [1 x i64]* %".478", i32 0, i32 0
  %".480" = load i64, i64* %".479", !range !2
  %".481" = insertvalue [1 x i64] undef, i64 %".480", 0
  %".482" = extractvalue [1 x i64] %".481", 0
  %".483" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".474", i32 0, i32 6
  %".484" = load [1 x i64], [1 x i64]* %".483"
  %".485" = extractvalue [1 x i64] %".484", 0
  %".486" = icmp slt i64 %".440", 0
  %".487" = add i64 %".440", %".482"
  %".488" = select  i1 %".486", i64 %".487", i64 %".440"
  %".489" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".474", i32 0, i32 5
  %".490" = getelementptr inbounds [1 x i64], [1 x i64]* %".489", i32 0, i32 0
  %".491" = load i64, i64* %".490", !range !2
  %".492" = insertvalue [1 x i64] undef, i64 %".491", 0
  %".493" = extractvalue [1 x i64] %".492", 0
  %".494" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".474", i32 0, i32 6
  %".495" = load [1 x i64], [1 x i64]* %".494"
  %".496" = extractvalue [1 x i64] %".495", 0
  %".497" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".474", i32 0, i32 4
  %".498" = load i16*, i16** %".497"
  %".499" = mul i64 %".488", 1
  %".500" = add i64 0, %".499"
  %".501" = getelementptr i16, i16* %".498", i64 %".500"
  %".502" = trunc i64 %".472" to i16
  store i16 %".502", i16* %".501"
  br label %"B216"
B218.else.if:
  %".386" = sdiv i64 %".360", %".367"
  %".387" = srem i64 %".360", %".367"
  %".388" = xor i64 %".367", %".387"
  %".389" = icmp slt i64 %".388", 0
  %".390" = icmp ne i64 %".387", 0
  %".391" = and i1 %".390", %".389"
  br i1 %".391", label %"B218.else.if.if", label %"B218.else.if.else"
B218.else.endif:
  %".402" = load i64, i64* %".375"
  %".403" = load i64, i64* %".378"
  store i64 %".402", i64* %"quot"
  store i64 %".403", i64* %"rem"
  br label %"B218.endif"
B218.else.if.if:
  %".396" = sub i64 %".386", 1
  store i64 %".396", i64* %".375"
  %".398" = add i64 %".387", %".367"
  store i64 %".398", i64* %".378"
  br label %"B218.else.if.endif"
B218.else.if.else:
  store i64 %".386", i64* %".375"
  store i64 %".387", i64* %".378"
  br label %"B218.else.if.endif"
B218.else.if.endif:
  br label %"B218.else.endif"
B300.if:
  ret void
B300.endif:
  br i1 %".557", label %"B300.endif.if", label %"B300.endif.else"
B300.endif.if:
  %".562" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".532", i32 0, i32 3
  %".563" = load i64*, i64** %".562"
  store i64 0, i64* %".563"
  br label %"B300.endif.endif"
B300.endif.else:
  %".566" = srem i64 %".554", %".540"
  %".567" = sub i64 0, %".566"
  %".568" = select  i1 %".555", i64 %".566", i64 %".567"
  %".569" = icmp sgt i64 %".568", 0
  %".570" = sdiv i64 %".554", %".540"
  %".571" = select  i1 %".569", i64 1, i64 0
  %".572" = add i64 %".570", %".571"
  %".573" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".532", i32 0, i32 3
  %".574" = load i64*, i64** %".573"
  store i64 %".572", i64* %".574"
  br label %"B300.endif.endif"
B300.endif.endif:
  %".577" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".532"
  %".579" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi360.0"
  store {i64*, i64, i64, i64*} %".577", {i64*, i64, i64, i64*}* %"$phi360.0"
  br label %"B360"
B360.if:
  %".597" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".586", i32 0, i32 0
  %".598" = load i64*, i64** %".597"
  %".599" = load i64, i64* %".598"
  %".600" = getelementptr inbounds {i64, i1}, {i64, i1}* %".583", i32 0, i32 0
  store i64 %".599", i64* %".600"
  %".602" = sub nsw i64 %".592", 1
  store i64 %".602", i64* %".591"
  %".604" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".586", i32 0, i32 2
  %".605" = load i64, i64* %".604"
  %".606" = add i64 %".599", %".605"
  %".607" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".586", i32 0, i32 0
  %".608" = load i64*, i64** %".607"
  store i64 %".606", i64* %".608"
  br label %"B360.endif"
B360.endif:
  %".611" = load {i64, i1}, {i64, i1}* %".583"
  store {i64, i1} zeroinitializer, {i64, i1}* %".612"
  store {i64, i1} %".611", {i64, i1}* %".612"
  %".616" = getelementptr inbounds {i64, i1}, {i64, i1}* %".612", i32 0, i32 0
  %".617" = load i64, i64* %".616"
  store {i64, i1} zeroinitializer, {i64, i1}* %".618"
  store {i64, i1} %".611", {i64, i1}* %".618"
  %".622" = getelementptr inbounds {i64, i1}, {i64, i1}* %".618", i32 0, i32 1
  %".623" = load i1, i1* %".622"
  %".625" = load i1, i1* %"$360for_iter.3"
  store i1 %".623", i1* %"$360for_iter.3"
  %".628" = load i64, i64* %"$phi362.1"
  store i64 %".617", i64* %"$phi362.1"
  %".630" = load i1, i1* %"$360for_iter.3"
  br i1 %".630", label %"B362", label %"B406"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__15local_int16_dynB2v3B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ i64 0, i64 9223372036854775807 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__15local_int16_dynB2v3B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }