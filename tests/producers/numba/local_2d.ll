; numba-cuda kernel local_2d(Array(float64, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "local_2d$61"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__8local_2dB3v61B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__8local_2dB3v61B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", double* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", double* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
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
  %"_cudapy_lmem" = alloca [16 x double]
  store [16 x double] zeroinitializer, [16 x double]* %"_cudapy_lmem"
  %".40" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".40"
  %"m" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".72" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".72"
  %".82" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".82"
  %".86" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".86"
  %".95" = alloca i64
  store i64 0, i64* %".95"
  %".98" = alloca i64
  store i64 0, i64* %".98"
  %"$phi148.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi148.0"
  %".137" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".137"
  %".140" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".140"
  %".166" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".166"
  %".172" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".172"
  %"$148for_iter.3" = alloca i1
  store i1 0, i1* %"$148for_iter.3"
  %"$phi150.1" = alloca i64
  store i64 0, i64* %"$phi150.1"
  %"r" = alloca i64
  store i64 0, i64* %"r"
  %".194" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".194"
  %".204" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".204"
  %".208" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".208"
  %".217" = alloca i64
  store i64 0, i64* %".217"
  %".220" = alloca i64
  store i64 0, i64* %".220"
  %"$phi182.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi182.1"
  %".259" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".259"
  %".262" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".262"
  %".288" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".288"
  %".294" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".294"
  %"$182for_iter.4" = alloca i1
  store i1 0, i1* %"$182for_iter.4"
  %"$phi184.2" = alloca i64
  store i64 0, i64* %"$phi184.2"
  %".319" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".319"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".332" = alloca i64
  store i64 0, i64* %".332"
  %".335" = alloca i64
  store i64 0, i64* %".335"
  %".366" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".366"
  %".402" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".402"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".473" = alloca i64
  store i64 0, i64* %".473"
  %".476" = alloca i64
  store i64 0, i64* %".476"
  %"k" = alloca i64
  store i64 0, i64* %"k"
  %"s.2" = alloca double
  store double 0.0, double* %"s.2"
  %".512" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".512"
  %".522" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".522"
  %".526" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".526"
  %".535" = alloca i64
  store i64 0, i64* %".535"
  %".538" = alloca i64
  store i64 0, i64* %".538"
  %"$phi294.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi294.0"
  %".577" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".577"
  %".580" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".580"
  %".606" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".606"
  %".612" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".612"
  %"$294for_iter.3" = alloca i1
  store i1 0, i1* %"$294for_iter.3"
  %"$phi296.1" = alloca i64
  store i64 0, i64* %"$phi296.1"
  %".635" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".635"
  %".686" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".686"
  %".750" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".750"
  %"$368pred" = alloca i1
  store i1 0, i1* %"$368pred"
  %".768" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".768"
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
  %".37" = insertvalue [2 x i64] undef, i64 4, 0
  %".38" = insertvalue [2 x i64] %".37", i64 4, 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".40"
  %".43" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".40", i32 0, i32 4
  %".44" = load double*, double** %".43"
  %".45" = bitcast [16 x double]* %"_cudapy_lmem" to double*
  %".46" = insertvalue [2 x i64] undef, i64 4, 0
  %".47" = insertvalue [2 x i64] %".46", i64 4, 1
  %".48" = insertvalue [2 x i64] undef, i64 32, 0
  %".49" = insertvalue [2 x i64] %".48", i64 8, 1
  %".50" = extractvalue [2 x i64] %".47", 0
  %".51" = extractvalue [2 x i64] %".47", 1
  %".52" = mul nsw i64 1, %".50"
  %".53" = mul nsw i64 %".52", %".51"
  %".54" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".40", i32 0, i32 5
  store [2 x i64] %".47", [2 x i64]* %".54"
  %".56" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".40", i32 0, i32 6
  store [2 x i64] %".49", [2 x i64]* %".56"
  %".58" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".40", i32 0, i32 4
  store double* %".45", double** %".58"
  %".60" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".40", i32 0, i32 3
  store i64 8, i64* %".60"
  %".62" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".40", i32 0, i32 0
  store i8* null, i8** %".62"
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".40", i32 0, i32 1
  store i8* null, i8** %".64"
  %".66" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".40", i32 0, i32 2
  store i64 %".53", i64* %".66"
  %".68" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".40"
  %".70" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".68", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".72"
  %".75" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".72", i32 0, i32 0
  store i64 0, i64* %".75"
  %".77" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".72", i32 0, i32 1
  store i64 4, i64* %".77"
  %".79" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".72", i32 0, i32 2
  store i64 1, i64* %".79"
  %".81" = load {i64, i64, i64}, {i64, i64, i64}* %".72"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".82"
  store {i64, i64, i64} %".81", {i64, i64, i64}* %".82"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".86"
  %".89" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".82", i32 0, i32 0
  %".90" = load i64, i64* %".89"
  %".91" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".82", i32 0, i32 1
  %".92" = load i64, i64* %".91"
  %".93" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".82", i32 0, i32 2
  %".94" = load i64, i64* %".93"
  store i64 %".90", i64* %".95"
  %".100" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".86", i32 0, i32 0
  store i64* %".95", i64** %".100"
  %".102" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".86", i32 0, i32 1
  store i64 %".92", i64* %".102"
  %".104" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".86", i32 0, i32 2
  store i64 %".94", i64* %".104"
  %".106" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".86", i32 0, i32 3
  store i64* %".98", i64** %".106"
  %".108" = sub i64 %".92", %".90"
  %".109" = icmp sgt i64 %".108", 0
  %".110" = icmp sgt i64 %".94", 0
  %".111" = xor i1 %".109", %".110"
  %".112" = icmp eq i64 %".94", 0
  br i1 %".112", label %"B0.if", label %"B0.endif", !prof !1
B148:
  %".136" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi148.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".137"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".140"
  store {i64*, i64, i64, i64*} %".136", {i64*, i64, i64, i64*}* %".140"
  %".144" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".140", i32 0, i32 3
  %".145" = load i64*, i64** %".144"
  %".146" = load i64, i64* %".145"
  %".147" = icmp sgt i64 %".146", 0
  %".148" = getelementptr inbounds {i64, i1}, {i64, i1}* %".137", i32 0, i32 1
  store i1 %".147", i1* %".148"
  br i1 %".147", label %"B148.if", label %"B148.endif"
B150:
  %".186" = load i1, i1* %"$148for_iter.3"
  store i1 0, i1* %"$148for_iter.3"
  %".188" = load i64, i64* %"$phi150.1"
  %".190" = load i64, i64* %"r"
  store i64 %".188", i64* %"r"
  %".192" = load i64, i64* %"$phi150.1"
  store i64 0, i64* %"$phi150.1"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".194"
  %".197" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".194", i32 0, i32 0
  store i64 0, i64* %".197"
  %".199" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".194", i32 0, i32 1
  store i64 4, i64* %".199"
  %".201" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".194", i32 0, i32 2
  store i64 1, i64* %".201"
  %".203" = load {i64, i64, i64}, {i64, i64, i64}* %".194"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".204"
  store {i64, i64, i64} %".203", {i64, i64, i64}* %".204"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".208"
  %".211" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".204", i32 0, i32 0
  %".212" = load i64, i64* %".211"
  %".213" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".204", i32 0, i32 1
  %".214" = load i64, i64* %".213"
  %".215" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".204", i32 0, i32 2
  %".216" = load i64, i64* %".215"
  store i64 %".212", i64* %".217"
  %".222" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".208", i32 0, i32 0
  store i64* %".217", i64** %".222"
  %".224" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".208", i32 0, i32 1
  store i64 %".214", i64* %".224"
  %".226" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".208", i32 0, i32 2
  store i64 %".216", i64* %".226"
  %".228" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".208", i32 0, i32 3
  store i64* %".220", i64** %".228"
  %".230" = sub i64 %".214", %".212"
  %".231" = icmp sgt i64 %".230", 0
  %".232" = icmp sgt i64 %".216", 0
  %".233" = xor i1 %".231", %".232"
  %".234" = icmp eq i64 %".216", 0
  br i1 %".234", label %"B150.if", label %"B150.endif", !prof !1
B182:
  %".258" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi182.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".259"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".262"
  store {i64*, i64, i64, i64*} %".258", {i64*, i64, i64, i64*}* %".262"
  %".266" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".262", i32 0, i32 3
  %".267" = load i64*, i64** %".266"
  %".268" = load i64, i64* %".267"
  %".269" = icmp sgt i64 %".268", 0
  %".270" = getelementptr inbounds {i64, i1}, {i64, i1}* %".259", i32 0, i32 1
  store i1 %".269", i1* %".270"
  br i1 %".269", label %"B182.if", label %"B182.endif"
B184:
  %".308" = load i1, i1* %"$182for_iter.4"
  store i1 0, i1* %"$182for_iter.4"
  %".310" = load i64, i64* %"$phi184.2"
  %".311" = load i64, i64* %"$phi184.2"
  store i64 0, i64* %"$phi184.2"
  %".313" = load i64, i64* %"r"
  %".314" = mul nsw i64 %".313", 4
  %".315" = load i64, i64* %"i"
  %".316" = add nsw i64 %".315", %".314"
  %".317" = add nsw i64 %".316", %".310"
  %".318" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".319"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".318", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".319"
  %".323" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".319", i32 0, i32 2
  %".324" = load i64, i64* %".323"
  %".327" = icmp eq i64 %".324", 0
  br i1 %".327", label %"B184.if", label %"B184.else", !prof !1
B248:
  %".448" = load i64, i64* %"r"
  store i64 0, i64* %"r"
  %".450" = load i64, i64* %"$phi184.2"
  store i64 0, i64* %"$phi184.2"
  %".452" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi182.1"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi182.1"
  %".454" = load i1, i1* %"$182for_iter.4"
  store i1 0, i1* %"$182for_iter.4"
  br label %"B148"
B250:
  %".457" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".459" = load i64, i64* %"$phi150.1"
  store i64 0, i64* %"$phi150.1"
  %".461" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi148.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi148.0"
  %".463" = load i1, i1* %"$148for_iter.3"
  store i1 0, i1* %"$148for_iter.3"
  %".465" = load i64, i64* %"i"
  %".468" = icmp eq i64 4, 0
  br i1 %".468", label %"B250.if", label %"B250.else", !prof !1
B294:
  %".576" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi294.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".577"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".580"
  store {i64*, i64, i64, i64*} %".576", {i64*, i64, i64, i64*}* %".580"
  %".584" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".580", i32 0, i32 3
  %".585" = load i64*, i64** %".584"
  %".586" = load i64, i64* %".585"
  %".587" = icmp sgt i64 %".586", 0
  %".588" = getelementptr inbounds {i64, i1}, {i64, i1}* %".577", i32 0, i32 1
  store i1 %".587", i1* %".588"
  br i1 %".587", label %"B294.if", label %"B294.endif"
B296:
  %".626" = load i1, i1* %"$294for_iter.3"
  store i1 0, i1* %"$294for_iter.3"
  %".628" = load i64, i64* %"$phi296.1"
  %".629" = load i64, i64* %"$phi296.1"
  store i64 0, i64* %"$phi296.1"
  %".631" = load i64, i64* %"k"
  %".632" = insertvalue [2 x i64] undef, i64 %".631", 0
  %".633" = insertvalue [2 x i64] %".632", i64 %".628", 1
  %".634" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".635"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".634", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".635"
  %".639" = extractvalue [2 x i64] %".633", 0
  %".640" = extractvalue [2 x i64] %".633", 1
  %".641" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".635", i32 0, i32 5
  %".642" = getelementptr inbounds [2 x i64], [2 x i64]* %".641", i32 0, i32 0
  %".643" = load i64, i64* %".642", !range !3
  %".644" = getelementptr inbounds [2 x i64], [2 x i64]* %".641", i32 0, i32 1
  %".645" = load i64, i64* %".644", !range !3
  %".646" = insertvalue [2 x i64] undef, i64 %".643", 0
  %".647" = insertvalue [2 x i64] %".646", i64 %".645", 1
  %".648" = extractvalue [2 x i64] %".647", 0
  %".649" = extractvalue [2 x i64] %".647", 1
  %".650" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".635", i32 0, i32 6
  %".651" = load [2 x i64], [2 x i64]* %".650"
  %".652" = extractvalue [2 x i64] %".651", 0
  %".653" = extractvalue [2 x i64] %".651", 1
  %".654" = icmp slt i64 %".639", 0
  %".655" = add i64 %".639", %".648"
  %".656" = select  i1 %".654", i64 %".655", i64 %".639"
  %".657" = icmp slt i64 %".640", 0
  %".658" = add i64 %".640", %".649"
  %".659" = select  i1 %".657", i64 %".658", i64 %".640"
  %".660" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".635", i32 0, i32 5
  %".661" = getelementptr inbounds [2 x i64], [2 x i64]* %".660", i32 0, i32 0
  %".662" = load i64, i64* %".661", !range !3
  %".663" = getelementptr inbounds [2 x i64], [2 x i64]* %".660", i32 0, i32 1
  %".664" = load i64, i64* %".663", !range !3
  %".665" = insertvalue [2 x i64] undef, i64 %".662", 0
  %".666" = insertvalue [2 x i64] %".665", i64 %".664", 1
  %".667" = extractvalue [2 x i64] %".666", 0
  %".668" = extractvalue [2 x i64] %".666", 1
  %".669" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".635", i32 0, i32 6
  %".670" = load [2 x i64], [2 x i64]* %".669"
  %".671" = extractvalue [2 x i64] %".670", 0
  %".672" = extractvalue [2 x i64] %".670", 1
  %".673" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".635", i32 0, i32 4
  %".674" = load double*, double** %".673"
  %".675" = mul i64 1, %".668"
  %".676" = mul i64 %".656", %".675"
  %".677" = add i64 0, %".676"
  %".678" = mul i64 %".659", 1
  %".679" = add i64 %".677", %".678"
  %".680" = getelementptr double, double* %".674", i64 %".679"
  %".681" = load double, double* %".680"
  %".682" = load i64, i64* %"k"
  %".683" = insertvalue [2 x i64] undef, i64 %".628", 0
  %".684" = insertvalue [2 x i64] %".683", i64 %".682", 1
  %".685" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".686"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".685", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".686"
  %".690" = extractvalue [2 x i64] %".684", 0
  %".691" = extractvalue [2 x i64] %".684", 1
  %".692" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".686", i32 0, i32 5
  %".693" = getelementptr inbounds [2 x i64], [2 x i64]* %".692", i32 0, i32 0
  %".694" = load i64, i64* %".693", !range !3
  %".695" = getelementptr inbounds [2 x i64], [2 x i64]* %".692", i32 0, i32 1
  %".696" = load i64, i64* %".695", !range !3
  %".697" = insertvalue [2 x i64] undef, i64 %".694", 0
  %".698" = insertvalue [2 x i64] %".697", i64 %".696", 1
  %".699" = extractvalue [2 x i64] %".698", 0
  %".700" = extractvalue [2 x i64] %".698", 1
  %".701" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".686", i32 0, i32 6
  %".702" = load [2 x i64], [2 x i64]* %".701"
  %".703" = extractvalue [2 x i64] %".702", 0
  %".704" = extractvalue [2 x i64] %".702", 1
  %".705" = icmp slt i64 %".690", 0
  %".706" = add i64 %".690", %".699"
  %".707" = select  i1 %".705", i64 %".706", i64 %".690"
  %".708" = icmp slt i64 %".691", 0
  %".709" = add i64 %".691", %".700"
  %".710" = select  i1 %".708", i64 %".709", i64 %".691"
  %".711" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".686", i32 0, i32 5
  %".712" = getelementptr inbounds [2 x i64], [2 x i64]* %".711", i32 0, i32 0
  %".713" = load i64, i64* %".712", !range !3
  %".714" = getelementptr inbounds [2 x i64], [2 x i64]* %".711", i32 0, i32 1
  %".715" = load i64, i64* %".714", !range !3
  %".716" = insertvalue [2 x i64] undef, i64 %".713", 0
  %".717" = insertvalue [2 x i64] %".716", i64 %".715", 1
  %".718" = extractvalue [2 x i64] %".717", 0
  %".719" = extractvalue [2 x i64] %".717", 1
  %".720" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".686", i32 0, i32 6
  %".721" = load [2 x i64], [2 x i64]* %".720"
  %".722" = extractvalue [2 x i64] %".721", 0
  %".723" = extractvalue [2 x i64] %".721", 1
  %".724" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".686", i32 0, i32 4
  %".725" = load double*, double** %".724"
  %".726" = mul i64 1, %".719"
  %".727" = mul i64 %".707", %".726"
  %".728" = add i64 0, %".727"
  %".729" = mul i64 %".710", 1
  %".730" = add i64 %".728", %".729"
  %".731" = getelementptr double, double* %".725", i64 %".730"
  %".732" = load double, double* %".731"
  %".733" = fmul double %".681", %".732"
  %".734" = load double, double* %"s.2"
  %".735" = fadd double %".734", %".733"
  %".736" = load double, double* %"s.2"
  store double %".735", double* %"s.2"
  br label %"B294"
B348:
  %".739" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".741" = load i64, i64* %"k"
  store i64 0, i64* %"k"
  %".743" = load i64, i64* %"$phi296.1"
  store i64 0, i64* %"$phi296.1"
  %".745" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi294.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi294.0"
  %".747" = load i1, i1* %"$294for_iter.3"
  store i1 0, i1* %"$294for_iter.3"
  %".749" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".750"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".749", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".750"
  %".754" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".750", i32 0, i32 2
  %".755" = load i64, i64* %".754"
  %".756" = load i64, i64* %"i"
  %".757" = icmp slt i64 %".756", %".755"
  %".759" = load i1, i1* %"$368pred"
  store i1 %".757", i1* %"$368pred"
  %".761" = load i1, i1* %"$368pred"
  br i1 %".761", label %"B370", label %"B384"
B370:
  %".763" = load i1, i1* %"$368pred"
  store i1 0, i1* %"$368pred"
  %".765" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".766" = load double, double* %"s.2"
  %".767" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".768"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".765", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".768"
  %".772" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".768", i32 0, i32 5
  %".773" = getelementptr inbounds [1 x i64], [1 x i64]* %".772", i32 0, i32 0
  %".774" = load i64, i64* %".773", !range !3
  %".775" = insertvalue [1 x i64] undef, i64 %".774", 0
  %".776" = extractvalue [1 x i64] %".775", 0
  %".777" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".768", i32 0, i32 6
  %".778" = load [1 x i64], [1 x i64]* %".777"
  %".779" = extractvalue [1 x i64] %".778", 0
  %".780" = icmp slt i64 %".767", 0
  %".781" = add i64 %".767", %".776"
  %".782" = select  i1 %".780", i64 %".781", i64 %".767"
  %".783" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".768", i32 0, i32 5
  %".784" = getelementptr inbounds [1 x i64], [1 x i64]* %".783", i32 0, i32 0
  %".785" = load i64, i64* %".784", !range !3
  %".786" = insertvalue [1 x i64] undef, i64 %".785", 0
  %".787" = extractvalue [1 x i64] %".786", 0
  %".788" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".768", i32 0, i32 6
  %".789" = load [1 x i64], [1 x i64]* %".788"
  %".790" = extractvalue [1 x i64] %".789", 0
  %".791" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".768", i32 0, i32 4
  %".792" = load double*, double** %".791"
  %".793" = mul i64 %".790", %".782"
  %".794" = ptrtoint double* %".792" to i64
  %".795" = add i64 %".794", %".793"
  %".796" = inttoptr i64 %".795" to double*
  store double %".766", double* %".796"
  %".798" = load double, double* %"s.2"
  store double 0.0, double* %"s.2"
  %".800" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".802" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B384:
  %".806" = load double, double* %"s.2"
  store double 0.0, double* %"s.2"
  %".808" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".810" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".812" = load i1, i1* %"$368pred"
  store i1 0, i1* %"$368pred"
  ret void
B0.if:
  ret void
B0.endif:
  br i1 %".111", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".116" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".86", i32 0, i32 3
  %".117" = load i64*, i64** %".116"
  store i64 0, i64* %".117"
  br label %"B0.endif.endif"
B0.endif.else:
  %".120" = srem i64 %".108", %".94"
  %".121" = sub i64 0, %".120"
  %".122" = select  i1 %".109", i64 %".120", i64 %".121"
  %".123" = icmp sgt i64 %".122", 0
  %".124" = sdiv i64 %".108", %".94"
  %".125" = select  i1 %".123", i64 1, i64 0
  %".126" = add i64 %".124", %".125"
  %".127" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".86", i32 0, i32 3
  %".128" = load i64*, i64** %".127"
  store i64 %".126", i64* %".128"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".131" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".86"
  %".133" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi148.0"
  store {i64*, i64, i64, i64*} %".131", {i64*, i64, i64, i64*}* %"$phi148.0"
  br label %"B148"
B148.if:
  %".151" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".140", i32 0, i32 0
  %".152" = load i64*, i64** %".151"
  %".153" = load i64, i64* %".152"
  %".154" = getelementptr inbounds {i64, i1}, {i64, i1}* %".137", i32 0, i32 0
  store i64 %".153", i64* %".154"
  %".156" = sub nsw i64 %".146", 1
  store i64 %".156", i64* %".145"
  %".158" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".140", i32 0, i32 2
  %".159" = load i64, i64* %".158"
  %".160" = add i64 %".153", %".159"
  %".161" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".140", i32 0, i32 0
  %".162" = load i64*, i64** %".161"
  store i64 %".160", i64* %".162"
  br label %"B148.endif"
B148.endif:
  %".165" = load {i64, i1}, {i64, i1}* %".137"
  store {i64, i1} zeroinitializer, {i64, i1}* %".166"
  store {i64, i1} %".165", {i64, i1}* %".166"
  %".170" = getelementptr inbounds {i64, i1}, {i64, i1}* %".166", i32 0, i32 0
  %".171" = load i64, i64* %".170"
  store {i64, i1} zeroinitializer, {i64, i1}* %".172"
  store {i64, i1} %".165", {i64, i1}* %".172"
  %".176" = getelementptr inbounds {i64, i1}, {i64, i1}* %".172", i32 0, i32 1
  %".177" = load i1, i1* %".176"
  %".179" = load i1, i1* %"$148for_iter.3"
  store i1 %".177", i1* %"$148for_iter.3"
  %".182" = load i64, i64* %"$phi150.1"
  store i64 %".171", i64* %"$phi150.1"
  %".184" = load i1, i1* %"$148for_iter.3"
  br i1 %".184", label %"B150", label %"B250"
B150.if:
  ret void
B150.endif:
  br i1 %".233", label %"B150.endif.if", label %"B150.endif.else"
B150.endif.if:
  %".238" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".208", i32 0, i32 3
  %".239" = load i64*, i64** %".238"
  store i64 0, i64* %".239"
  br label %"B150.endif.endif"
B150.endif.else:
  %".242" = srem i64 %".230", %".216"
  %".243" = sub i64 0, %".242"
  %".244" = select  i1 %".231", i64 %".242", i64 %".243"
  %".245" = icmp sgt i64 %".244", 0
  %".246" = sdiv i64 %".230", %".216"
  %".247" = select  i1 %".245", i64 1, i64 0
  %".248" = add i64 %".246", %".247"
  %".249" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".208", i32 0, i32 3
  %".250" = load i64*, i64** %".249"
  store i64 %".248", i64* %".250"
  br label %"B150.endif.endif"
B150.endif.endif:
  %".253" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".208"
  %".255" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi182.1"
  store {i64*, i64, i64, i64*} %".253", {i64*, i64, i64, i64*}* %"$phi182.1"
  br label %"B182"
B182.if:
  %".273" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".262", i32 0, i32 0
  %".274" = load i64*, i64** %".273"
  %".275" = load i64, i64* %".274"
  %".276" = getelementptr inbounds {i64, i1}, {i64, i1}* %".259", i32 0, i32 0
  store i64 %".275", i64* %".276"
  %".278" = sub nsw i64 %".268", 1
  store i64 %".278", i64* %".267"
  %".280" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".262", i32 0, i32 2
  %".281" = load i64, i64* %".280"
  %".282" = add i64 %".275", %".281"
  %".283" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".262", i32 0, i32 0
  %".284" = load i64*, i64** %".283"
  store i64 %".282", i64* %".284"
  br label %"B182.endif"
B182.endif:
  %".287" = load {i64, i1}, {i64, i1}* %".259"
  store {i64, i1} zeroinitializer, {i64, i1}* %".288"
  store {i64, i1} %".287", {i64, i1}* %".288"
  %".292" = getelementptr inbounds {i64, i1}, {i64, i1}* %".288", i32 0, i32 0
  %".293" = load i64, i64* %".292"
  store {i64, i1} zeroinitializer, {i64, i1}* %".294"
  store {i64, i1} %".287", {i64, i1}* %".294"
  %".298" = getelementptr inbounds {i64, i1}, {i64, i1}* %".294", i32 0, i32 1
  %".299" = load i1, i1* %".298"
  %".301" = load i1, i1* %"$182for_iter.4"
  store i1 %".299", i1* %"$182for_iter.4"
  %".304" = load i64, i64* %"$phi184.2"
  store i64 %".293", i64* %"$phi184.2"
  %".306" = load i1, i1* %"$182for_iter.4"
  br i1 %".306", label %"B184", label %"B248"
B184.if:
  store i64 %".324", i64* %"quot"
  store i64 %".324", i64* %"rem"
  br label %"B184.endif"
B184.else:
  store i64 0, i64* %".332"
  store i64 0, i64* %".335"
  %".338" = icmp eq i64 %".317", -9223372036854775808
  %".339" = icmp eq i64 %".324", -1
  %".340" = and i1 %".338", %".339"
  %".341" = xor i1 %".340", -1
  br i1 %".341", label %"B184.else.if", label %"B184.else.endif", !prof !2
B184.endif:
  %".364" = load i64, i64* %"rem"
  %".365" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".366"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".365", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".366"
  %".370" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".366", i32 0, i32 5
  %".371" = getelementptr inbounds [1 x i64], [1 x i64]* %".370", i32 0, i32 0
  %".372" = load i64, i64* %".371", !range !3
  %".373" = insertvalue [1 x i64] undef, i64 %".372", 0
  %".374" = extractvalue [1 x i64] %".373", 0
  %".375" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".366", i32 0, i32 6
  %".376" = load [1 x i64], [1 x i64]* %".375"
  %".377" = extractvalue [1 x i64] %".376", 0
  %".378" = icmp slt i64 %".364", 0
  %".379" = add i64 %".364", %".374"
  %".380" = select  i1 %".378", i64 %".379", i64 %".364"
  %".381" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".366", i32 0, i32 5
  %".382" = getelementptr inbounds [1 x i64], [1 x i64]* %".381", i32 0, i32 0
  %".383" = load i64, i64* %".382", !range !3
  %".384" = insertvalue [1 x i64] undef, i64 %".383", 0
  %".385" = extractvalue [1 x i64] %".384", 0
  %".386" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".366", i32 0, i32 6
  %".387" = load [1 x i64], [1 x i64]* %".386"
  %".388" = extractvalue [1 x i64] %".387", 0
  %".389" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".366", i32 0, i32 4
  %".390" = load double*, double** %".389"
  %".391" = mul i64 %".388", %".380"
  %".392" = ptrtoint double* %".390" to i64
  %".393" = add i64 %".392", %".391"
  %".394" = inttoptr i64 %".393" to double*
  %".395" = load double, double* %".394"
  %".396" = load i64, i64* %"r"
  %".397" = insertvalue [2 x i64] undef, i64 %".396", 0
  %".398" = insertvalue [2 x i64] %".397", i64 %".310", 1
  %".399" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".400" = extractvalue [2 x i64] %".398", 0
  %".401" = extractvalue [2 x i64] %".398", 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".402"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".399", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".402"
  %".406" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".402", i32 0, i32 5
  %".407" = getelementptr inbounds [2 x i64], [2 x i64]* %".406", i32 0, i32 0
  %".408" = load i64, i64* %".407", !range !3
  %".409" = getelementptr inbounds [2 x i64], [2 x i64]* %".406", i32 0, i32 1
  %".410" = load i64, i64* %".409", !range !3
  %".411" = insertvalue [2 x i64] undef, i64 %".408", 0
  %".412" = insertvalue [2 x i64] %".411", i64 %".410", 1
  %".413" = extractvalue [2 x i64] %".412", 0
  %".414" = extractvalue [2 x i64] %".412", 1
  %".415" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".402", i32 0, i32 6
  %".416" = load [2 x i64], [2 x i64]* %".415"
  %".417" = extractvalue [2 x i64] %".416", 0
  %".418" = extractvalue [2 x i64] %".416", 1
  %".419" = icmp slt i64 %".400", 0
  %".420" = add i64 %".400", %".413"
  %".421" = select  i1 %".419", i64 %".420", i64 %".400"
  %".422" = icmp slt i64 %".401", 0
  %".423" = add i64 %".401", %".414"
  %".424" = select  i1 %".422", i64 %".423", i64 %".401"
  %".425" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".402", i32 0, i32 5
  %".426" = getelementptr inbounds [2 x i64], [2 x i64]* %".425", i32 0, i32 0
  %".427" = load i64, i64* %".426", !range !3
  %".428" = getelementptr inbounds [2 x i64], [2 x i64]* %".425", i32 0, i32 1
  %".429" = load i64, i64* %".428", !range !3
  %".430" = insertvalue [2 x i64] undef, i64 %".427", 0
  %".431" = insertvalue [2 x i64] %".430", i64 %".429", 1
  %".432" = extractvalue [2 x i64] %".431", 0
  %".433" = extractvalue [2 x i64] %".431", 1
  %".434" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".402", i32 0, i32 6
  %".435" = load [2 x i64], [2 x i64]* %".434"
  %".436" = extractvalue [2 x i64] %".435", 0
  %".437" = extractvalue [2 x i64] %".435", 1
  %".438" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".402", i32 0, i32 4
  %".439" = load double*, double** %".438"
  %".440" = mul i64 1, %".433"
  %".441" = mul i64 %".421", %".440"
  %".442" = add i64 0, %".441"
  %".443" = mul i64 %".424", 1
  %".444" = add i64 %".442", %".443"
  %".445" = getelementptr double, double* %".439", i64 %".444"
  store double %".395", double* %".445"
  br label %"B182"
B184.else.if:
  %".343" = sdiv i64 %".317", %".324"
  %".344" = srem i64 %".317", %".324"
  %".345" = xor i64 %".324", %".344"
  %".346" = icmp slt i64 %".345", 0
  %".347" = icmp ne i64 %".344", 0
  %".348" = and i1 %".347", %".346"
  br i1 %".348", label %"B184.else.if.if", label %"B184.else.if.else"
B184.else.endif:
  %".359" = load i64, i64* %".332"
  %".360" = load i64, i64* %".335"
  store i64 %".359", i64* %"quot"
  store i64 %".360", i64* %"rem"
  br label %"B184.endif"
B184.else.if.if:
  %".353" = sub i64 %".343", 1
  store i64 %".353", i64* %".332"
  %".355" = add i64 %".344", %".324"
  store i64 %".355", i64* %".335"
  br label %"B184.else.if.endif"
B184.else.if.else:
  store i64 %".343", i64* %".332"
  store i64 %".344", i64* %".335"
  br label %"B184.else.if.endif"
B184.else.if.endif:
  br label %"B184.else.endif"
B250.if:
  store i64 4, i64* %"quot.1"
  store i64 4, i64* %"rem.1"
  br label %"B250.endif"
B250.else:
  store i64 0, i64* %".473"
  store i64 0, i64* %".476"
  %".479" = icmp eq i64 %".465", -9223372036854775808
  %".480" = icmp eq i64 4, -1
  %".481" = and i1 %".479", %".480"
  %".482" = xor i1 %".481", -1
  br i1 %".482", label %"B250.else.if", label %"B250.else.endif", !prof !2
B250.endif:
  %".505" = load i64, i64* %"rem.1"
  %".507" = load i64, i64* %"k"
  store i64 %".505", i64* %"k"
  %".510" = load double, double* %"s.2"
  store double              0x0, double* %"s.2"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".512"
  %".515" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".512", i32 0, i32 0
  store i64 0, i64* %".515"
  %".517" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".512", i32 0, i32 1
  store i64 4, i64* %".517"
  %".519" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".512", i32 0, i32 2
  store i64 1, i64* %".519"
  %".521" = load {i64, i64, i64}, {i64, i64, i64}* %".512"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".522"
  store {i64, i64, i64} %".521", {i64, i64, i64}* %".522"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".526"
  %".529" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".522", i32 0, i32 0
  %".530" = load i64, i64* %".529"
  %".531" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".522", i32 0, i32 1
  %".532" = load i64, i64* %".531"
  %".533" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".522", i32 0, i32 2
  %".534" = load i64, i64* %".533"
  store i64 %".530", i64* %".535"
  %".540" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".526", i32 0, i32 0
  store i64* %".535", i64** %".540"
  %".542" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".526", i32 0, i32 1
  store i64 %".532", i64* %".542"
  %".544" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".526", i32 0, i32 2
  store i64 %".534", i64* %".544"
  %".546" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".526", i32 0, i32 3
  store i64* %".538", i64** %".546"
  %".548" = sub i64 %".532", %".530"
  %".549" = icmp sgt i64 %".548", 0
  %".550" = icmp sgt i64 %".534", 0
  %".551" = xor i1 %".549", %".550"
  %".552" = icmp eq i64 %".534", 0
  br i1 %".552", label %"B250.endif.if", label %"B250.endif.endif", !prof !1
B250.else.if:
  %".484" = sdiv i64 %".465", 4
  %".485" = srem i64 %".465", 4
  %".486" = xor i64 4, %".485"
  %".487" = icmp slt i64 %".486", 0
  %".488" = icmp ne i64 %".485", 0
  %".489" = and i1 %".488", %".487"
  br i1 %".489", label %"B250.else.if.if", label %"B250.else.if.else"
B250.else.endif:
  %".500" = load i64, i64* %".473"
  %".501" = load i64, i64* %".476"
  store i64 %".500", i64* %"quot.1"
  store i64 %".501", i64* %"rem.1"
  br label %"B250.endif"
B250.else.if.if:
  %".494" = sub i64 %".484", 1
  store i64 %".494", i64* %".473"
  %".496" = add i64 %".485", 4
  store i64 %".496", i64* %".476"
  br label %"B250.else.if.endif"
B250.else.if.else:
  store i64 %".484", i64* %".473"
  store i64 %".485", i64* %".476"
  br label %"B250.else.if.endif"
B250.else.if.endif:
  br label %"B250.else.endif"
B250.endif.if:
  ret void
B250.endif.endif:
  br i1 %".551", label %"B250.endif.endif.if", label %"B250.endif.endif.else"
B250.endif.endif.if:
  %".556" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".526", i32 0, i32 3
  %".557" = load i64*, i64** %".556"
  store i64 0, i64* %".557"
  br label %"B250.endif.endif.endif"
B250.endif.endif.else:
  %".560" = srem i64 %".548", %".534"
  %".561" = sub i64 0, %".560"
  %".562" = select  i1 %".549", i64 %".560", i64 %".561"
  %".563" = icmp sgt i64 %".562", 0
  %".564" = sdiv i64 %".548", %".534"
  %".565" = select  i1 %".563", i64 1, i64 0
  %".566" = add i64 %".564", %".565"
  %".567" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".526", i32 0, i32 3
  %".568" = load i64*, i64** %".567"
  store i64 %".566", i64* %".568"
  br label %"B250.endif.endif.endif"
B250.endif.endif.endif:
  %".571" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".526"
  %".573" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi294.0"
  store {i64*, i64, i64, i64*} %".571", {i64*, i64, i64, i64*}* %"$phi294.0"
  br label %"B294"
B294.if:
  %".591" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".580", i32 0, i32 0
  %".592" = load i64*, i64** %".591"
  %".593" = load i64, i64* %".592"
  %".594" = getelementptr inbounds {i64, i1}, {i64, i1}* %".577", i32 0, i32 0
  store i64 %".593", i64* %".594"
  %".596" = sub nsw i64 %".586", 1
  store i64 %".596", i64* %".585"
  %".598" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".580", i32 0, i32 2
  %".599" = load i64, i64* %".598"
  %".600" = add i64 %".593", %".599"
  %".601" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".580", i32 0, i32 0
  %".602" = load i64*, i64** %".601"
  store i64 %".600", i64* %".602"
  br label %"B294.endif"
B294.endif:
  %".605" = load {i64, i1}, {i64, i1}* %".577"
  store {i64, i1} zeroinitializer, {i64, i1}* %".606"
  store {i64, i1} %".605", {i64, i1}* %".606"
  %".610" = getelementptr inbounds {i64, i1}, {i64, i1}* %".606", i32 0, i32 0
  %".611" = load i64, i64* %".610"
  store {i64, i1} zeroinitializer, {i64, i1}* %".612"
  store {i64, i1} %".605", {i64, i1}* %".612"
  %".616" = getelementptr inbounds {i64, i1}, {i64, i1}* %".612", i32 0, i32 1
  %".617" = load i1, i1* %".616"
  %".619" = load i1, i1* %"$294for_iter.3"
  store i1 %".617", i1* %"$294for_iter.3"
  %".622" = load i64, i64* %"$phi296.1"
  store i64 %".611", i64* %"$phi296.1"
  %".624" = load i1, i1* %"$294for_iter.3"
  br i1 %".624", label %"B296", label %"B348"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__8local_2dB3v61B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
!3 = !{ i64 0, i64 9223372036854775807 }
!4 = !{ void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__8local_2dB3v61B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE", !"kernel", i32 1 }