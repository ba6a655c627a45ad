; numba-cuda kernel local_array(Array(int32, 1, 'A', False, aligned=True), Array(int32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "local_array$21"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__11local_arrayB3v21B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__11local_arrayB3v21B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", i32* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", i32* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
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
  %"_cudapy_lmem" = alloca [8 x i32]
  store [8 x i32] zeroinitializer, [8 x i32]* %"_cudapy_lmem"
  %".38" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38"
  %"tmp" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"tmp"
  %".66" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".66"
  %".76" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".76"
  %".80" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".80"
  %".89" = alloca i64
  store i64 0, i64* %".89"
  %".92" = alloca i64
  store i64 0, i64* %".92"
  %"$phi148.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi148.0"
  %".131" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".131"
  %".134" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".134"
  %".160" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".160"
  %".166" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".166"
  %"$148for_iter.3" = alloca i1
  store i1 0, i1* %"$148for_iter.3"
  %"$phi150.1" = alloca i64
  store i64 0, i64* %"$phi150.1"
  %".188" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".188"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".201" = alloca i64
  store i64 0, i64* %".201"
  %".204" = alloca i64
  store i64 0, i64* %".204"
  %".235" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".235"
  %".266" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".266"
  %"s.2" = alloca i64
  store i64 0, i64* %"s.2"
  %".307" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".307"
  %".317" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".317"
  %".321" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".321"
  %".330" = alloca i64
  store i64 0, i64* %".330"
  %".333" = alloca i64
  store i64 0, i64* %".333"
  %"$phi232.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi232.0"
  %".372" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".372"
  %".375" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".375"
  %".401" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".401"
  %".407" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".407"
  %"$232for_iter.3" = alloca i1
  store i1 0, i1* %"$232for_iter.3"
  %"$phi234.1" = alloca i64
  store i64 0, i64* %"$phi234.1"
  %".427" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".427"
  %".472" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".472"
  %"$286pred" = alloca i1
  store i1 0, i1* %"$286pred"
  %".490" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".490"
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
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38"
  %".41" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 4
  %".42" = load i32*, i32** %".41"
  %".43" = bitcast [8 x i32]* %"_cudapy_lmem" to i32*
  %".44" = insertvalue [1 x i64] undef, i64 8, 0
  %".45" = insertvalue [1 x i64] undef, i64 4, 0
  %".46" = extractvalue [1 x i64] %".44", 0
  %".47" = mul nsw i64 1, %".46"
  %".48" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 5
  store [1 x i64] %".44", [1 x i64]* %".48"
  %".50" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 6
  store [1 x i64] %".45", [1 x i64]* %".50"
  %".52" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 4
  store i32* %".43", i32** %".52"
  %".54" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 3
  store i64 4, i64* %".54"
  %".56" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 0
  store i8* null, i8** %".56"
  %".58" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 1
  store i8* null, i8** %".58"
  %".60" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 2
  store i64 %".47", i64* %".60"
  %".62" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38"
  %".64" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"tmp"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".62", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"tmp"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".66"
  %".69" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".66", i32 0, i32 0
  store i64 0, i64* %".69"
  %".71" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".66", i32 0, i32 1
  store i64 8, i64* %".71"
  %".73" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".66", i32 0, i32 2
  store i64 1, i64* %".73"
  %".75" = load {i64, i64, i64}, {i64, i64, i64}* %".66"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".76"
  store {i64, i64, i64} %".75", {i64, i64, i64}* %".76"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".80"
  %".83" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".76", i32 0, i32 0
  %".84" = load i64, i64* %".83"
  %".85" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".76", i32 0, i32 1
  %".86" = load i64, i64* %".85"
  %".87" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".76", i32 0, i32 2
  %".88" = load i64, i64* %".87"
  store i64 %".84", i64* %".89"
  %".94" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80", i32 0, i32 0
  store i64* %".89", i64** %".94"
  %".96" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80", i32 0, i32 1
  store i64 %".86", i64* %".96"
  %".98" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80", i32 0, i32 2
  store i64 %".88", i64* %".98"
  %".100" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80", i32 0, i32 3
  store i64* %".92", i64** %".100"
  %".102" = sub i64 %".86", %".84"
  %".103" = icmp sgt i64 %".102", 0
  %".104" = icmp sgt i64 %".88", 0
  %".105" = xor i1 %".103", %".104"
  %".106" = icmp eq i64 %".88", 0
  br i1 %".106", label %"B0.if", label %"B0.endif", !prof !1
B148:
  %".130" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi148.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".131"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".134"
  store {i64*, i64, i64, i64*} %".130", {i64*, i64, i64, i64*}* %".134"
  %".138" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".134", i32 0, i32 3
  %".139" = load i64*, i64** %".138"
  %".140" = load i64, i64* %".139"
  %".141" = icmp sgt i64 %".140", 0
  %".142" = getelementptr inbounds {i64, i1}, {i64, i1}* %".131", i32 0, i32 1
  store i1 %".141", i1* %".142"
  br i1 %".141", label %"B148.if", label %"B148.endif"
B150:
  %".180" = load i1, i1* %"$148for_iter.3"
  store i1 0, i1* %"$148for_iter.3"
  %".182" = load i64, i64* %"$phi150.1"
  %".183" = load i64, i64* %"$phi150.1"
  store i64 0, i64* %"$phi150.1"
  %".185" = load i64, i64* %"i"
  %".186" = add nsw i64 %".185", %".182"
  %".187" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".188"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".187", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".188"
  %".192" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".188", i32 0, i32 2
  %".193" = load i64, i64* %".192"
  %".196" = icmp eq i64 %".193", 0
  br i1 %".196", label %"B150.if", label %"B150.else", !prof !1
B198:
  %".296" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %".298" = load i64, i64* %"$phi150.1"
  store i64 0, i64* %"$phi150.1"
  %".300" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi148.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi148.0"
  %".302" = load i1, i1* %"$148for_iter.3"
  store i1 0, i1* %"$148for_iter.3"
  %".305" = load i64, i64* %"s.2"
  store i64 0, i64* %"s.2"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".307"
  %".310" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".307", i32 0, i32 0
  store i64 0, i64* %".310"
  %".312" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".307", i32 0, i32 1
  store i64 8, i64* %".312"
  %".314" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".307", i32 0, i32 2
  store i64 1, i64* %".314"
  %".316" = load {i64, i64, i64}, {i64, i64, i64}* %".307"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".317"
  store {i64, i64, i64} %".316", {i64, i64, i64}* %".317"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".321"
  %".324" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".317", i32 0, i32 0
  %".325" = load i64, i64* %".324"
  %".326" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".317", i32 0, i32 1
  %".327" = load i64, i64* %".326"
  %".328" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".317", i32 0, i32 2
  %".329" = load i64, i64* %".328"
  store i64 %".325", i64* %".330"
  %".335" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".321", i32 0, i32 0
  store i64* %".330", i64** %".335"
  %".337" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".321", i32 0, i32 1
  store i64 %".327", i64* %".337"
  %".339" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".321", i32 0, i32 2
  store i64 %".329", i64* %".339"
  %".341" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".321", i32 0, i32 3
  store i64* %".333", i64** %".341"
  %".343" = sub i64 %".327", %".325"
  %".344" = icmp sgt i64 %".343", 0
  %".345" = icmp sgt i64 %".329", 0
  %".346" = xor i1 %".344", %".345"
  %".347" = icmp eq i64 %".329", 0
  br i1 %".347", label %"B198.if", label %"B198.endif", !prof !1
B232:
  %".371" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi232.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".372"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".375"
  store {i64*, i64, i64, i64*} %".371", {i64*, i64, i64, i64*}* %".375"
  %".379" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".375", i32 0, i32 3
  %".380" = load i64*, i64** %".379"
  %".381" = load i64, i64* %".380"
  %".382" = icmp sgt i64 %".381", 0
  %".383" = getelementptr inbounds {i64, i1}, {i64, i1}* %".372", i32 0, i32 1
  store i1 %".382", i1* %".383"
  br i1 %".382", label %"B232.if", label %"B232.endif"
B234:
  %".421" = load i1, i1* %"$232for_iter.3"
  store i1 0, i1* %"$232for_iter.3"
  %".423" = load i64, i64* %"$phi234.1"
  %".424" = load i64, i64* %"$phi234.1"
  store i64 0, i64* %"$phi234.1"
  %".426" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"tmp"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".427"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".426", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".427"
  %".431" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".427", i32 0, i32 5
  %".432" = getelementptr inbounds [1 x i64], [1 x i64]* %".431", i32 0, i32 0
  %".433" = load i64, i64* %".432", !range !3
  %".434" = insertvalue [1 x i64] undef, i64 %".433", 0
  %".435" = extractvalue [1 x i64] %".434", 0
  %".436" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".427", i32 0, i32 6
  %".437" = load [1 x i64], [1 x i64]* %".436"
  %".438" = extractvalue [1 x i64] %".437", 0
  %".439" = icmp slt i64 %".423", 0
  %".440" = add i64 %".423", %".435"
  %".441" = select  i1 %".439", i64 %".440", i64 %".423"
  %".442" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".427", i32 0, i32 5
  %".443" = getelementptr inbounds [1 x i64], [1 x i64]* %".442", i32 0, i32 0
  %".444" = load i64, i64* %".443", !range !3
  %".445" = insertvalue [1 x i64] undef, i64 %".444", 0
  %".446" = extractvalue [1 x i64] %".445", 0
  %".447" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".427", i32 0, i32 6
  %".448" = load [1 x i64], [1 x i64]* %".447"
  %".449" = extractvalue [1 x i64] %".448", 0
  %".450" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".427", i32 0, i32 4
  %".451" = load i32*, i32** %".450"
  %".452" = mul i64 %".441", 1
  %".453" = add i64 0, %".452"
  %".454" = getelementptr i32, i32* %".451", i64 %".453"
  %".455" = load i32, i32* %".454"
  %".456" = sext i32 %".455" to i64
  %".457" = mul nsw i64 %".456", %".423"
  %".458" = load i64, i64* %"s.2"
  %".459" = add nsw i64 %".458", %".457"
  %".460" = load i64, i64* %"s.2"
  store i64 %".459", i64* %"s.2"
  br label %"B232"
B266:
  %".463" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"tmp"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"tmp"
  %".465" = load i64, i64* %"$phi234.1"
  store i64 0, i64* %"$phi234.1"
  %".467" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi232.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi232.0"
  %".469" = load i1, i1* %"$232for_iter.3"
  store i1 0, i1* %"$232for_iter.3"
  %".471" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".472"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".471", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".472"
  %".476" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".472", i32 0, i32 2
  %".477" = load i64, i64* %".476"
  %".478" = load i64, i64* %"i"
  %".479" = icmp slt i64 %".478", %".477"
  %".481" = load i1, i1* %"$286pred"
  store i1 %".479", i1* %"$286pred"
  %".483" = load i1, i1* %"$286pred"
  br i1 %".483", label %"B288", label %"B302"
B288:
  %".485" = load i1, i1* %"$286pred"
  store i1 0, i1* %"$286pred"
  %".487" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".488" = load i64, i64* %"s.2"
  %".489" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".490"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".487", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".490"
  %".494" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".490", i32 0, i32 5
  %".495" = getelementptr inbounds [1 x i64], [1 x i64]* %".494", i32 0, i32 0
  %".496" = load i64, i64* %".495", !range !3
  %".497" = insertvalue [1 x i64] undef, i64 %".496", 0
  %".498" = extractvalue [1 x i64] %".497", 0
  %".499" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".490", i32 0, i32 6
  %".500" = load [1 x i64], [1 x i64]* %".499"
  %".501" = extractvalue [1 x i64] %".500", 0
  %".502" = icmp slt i64 %".489", 0
  %".503" = add i64 %".489", %".498"
  %".504" = select  i1 %".502", i64 %".503", i64 %".489"
  %".505" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".490", i32 0, i32 5
  %".506" = getelementptr inbounds [1 x i64], [1 x i64]* %".505", i32 0, i32 0
  %".507" = load i64, i64* %".506", !range !3
  %".508" = insertvalue [1 x i64] undef, i64 %".507", 0
  %".509" = extractvalue [1 x i64] %".508", 0
  %".510" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".490", i32 0, i32 6
  %".511" = load [1 x i64], [1 x i64]* %".510"
  %".512" = extractvalue [1 x i64] %".511", 0
  %".513" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".490", i32 0, i32 4
  %".514" = load i32*, i32** %".513"
  %".515" = mul i64 %".512", %".504"
  %".516" = ptrtoint i32* %".514" to i64
  %".517" = add i64 %".516", %".515"
  %".518" = inttoptr i64 %".517" to i32*
  %".519" = trunc i64 %".488" to i32
  store i32 %".519", i32* %".518"
  %".521" = load i64, i64* %"s.2"
  store i64 0, i64* %"s.2"
  %".523" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".525" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B302:
  %".529" = load i64, i64* %"s.2"
  store i64 0, i64* %"s.2"
  %".531" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".533" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".535" = load i1, i1* %"$286pred"
  store i1 0, i1* %"$286pred"
  ret void
B0.if:
  ret void
B0.endif:
  br i1 %".105", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".110" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80", i32 0, i32 3
  %".111" = load i64*, i64** %".110"
  store i64 0, i64* %".111"
  br label %"B0.endif.endif"
B0.endif.else:
  %".114" = srem i64 %".102", %".88"
  %".115" = sub i64 0, %".114"
  %".116" = select  i1 %".103", i64 %".114", i64 %".115"
  %".117" = icmp sgt i64 %".116", 0
  %".118" = sdiv i64 %".102", %".88"
  %".119" = select  i1 %".117", i64 1, i64 0
  %".120" = add i64 %".118", %".119"
  %".121" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80", i32 0, i32 3
  %".122" = load i64*, i64** %".121"
  store i64 %".120", i64* %".122"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".125" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80"
  %".127" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi148.0"
  store {i64*, i64, i64, i64*} %".125", {i64*, i64, i64, i64*}* %"$phi148.0"
  br label %"B148"
B148.if:
  %".145" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".134", i32 0, i32 0
  %".146" = load i64*, i64** %".145"
  %".147" = load i64, i64* %".146"
  %".148" = getelementptr inbounds {i64, i1}, {i64, i1}* %".131", i32 0, i32 0
  store i64 %".147", i64* %".148"
  %".150" = sub nsw i64 %".140", 1
  store i64 %".150", i64* %".139"
  %".152" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".134", i32 0, i32 2
  %".153" = load i64, i64* %".152"
  %".154" = add i64 %".147", %".153"
  %".155" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".134", i32 0, i32 0
  %".156" = load i64*, i64** %".155"
  store i64 %".154", i64* %".156"
  br label %"B148.endif"
B148.endif:
  %".159" = load {i64, i1}, {i64, i1}* %".131"
  store {i64, i1} zeroinitializer, {i64, i1}* %".160"
  store {i64, i1} %".159", {i64, i1}* %".160"
  %".164" = getelementptr inbounds {i64, i1}, {i64, i1}* %".160", i32 0, i32 0
  %".165" = load i64, i64* %".164"
  store {i64, i1} zeroinitializer, {i64, i1}* %".166"
  store {i64, i1} %".159", {i64, i1}* %".166"
  %".170" = getelementptr inbounds {i64, i1}, {i64, i1}* %".166", i32 0, i32 1
  %".171" = load i1, i1* %".170"
  %".173" = load i1, i1* %"$148for_iter.3"
  store i1 %".171", i1* %"$148for_iter.3"
  %".176" = load i64, i64* %"$phi150.1"
  store i64 %".165", i64* %"$phi150.1"
  %".178" = load i1, i1* %"$148for_iter.3"
  br i1 %".178", label %"B150", label %"B198"
B150.if:
  store i64 %".193", i64* %"quot"
  store i64 %".193", i64* %"rem"
  br label %"B150.endif"
B150.else:
  store i64 0, i64* %".201"
  store i64 0, i64* %".204"
  %".207" = icmp eq i64 %".186", -9223372036854775808
  %".208" = icmp eq i64 %".193", -1
  %".209" = and i1 %".207", %".208"
  %".210" = xor i1 %".209", -1
  br i1 %".210", label %"B150.else.if", label %"B150.else.endif", !prof !2
B150.endif:
  %".233" = load i64, i64* %"rem"
  %".234" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".235"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".234", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".235"
  %".239" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".235", i32 0, i32 5
  %".240" = getelementptr inbounds [1 x i64], [1 x i64]* %".239", i32 0, i32 0
  %".241" = load i64, i64* %".240", !range !3
  %".242" = insertvalue [1 x i64] undef, i64 %".241", 0
  %".243" = extractvalue [1 x i64] %".242", 0
  %".244" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".235", i32 0, i32 6
  %".245" = load [1 x i64], [1 x i64]* %".244"
  %".246" = extractvalue [1 x i64] %".245", 0
  %".247" = icmp slt i64 %".233", 0
  %".248" = add i64 %".233", %".243"
  %".249" = select  i1 %".247", i64 %".248", i64 %".233"
  %".250" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".235", i32 0, i32 5
  %".251" = getelementptr inbounds [1 x i64], [1 x i64]* %".250", i32 0, i32 0
  %".252" = load i64, i64* %".251", !range !3
  %".253" = insertvalue [1 x i64] undef, i64 %".252", 0
  %".254" = extractvalue [1 x i64] %".253", 0
  %".255" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".235", i32 0, i32 6
  %".256" = load [1 x i64], [1 x i64]* %".255"
  %".257" = extractvalue [1 x i64] %".256", 0
  %".258" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".235", i32 0, i32 4
  %".259" = load i32*, i32** %".258"
  %".260" = mul i64 %".257", %".249"
  %".261" = ptrtoint i32* %".259" to i64
  %".262" = add i64 %".261", %".260"
  %".263" = inttoptr i64 %".262" to i32*
  %".264" = load i32, i32* %".263"
  %".265" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"tmp"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".266"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".265", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".266"
  %".270" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".266", i32 0, i32 5
  %".271" = getelementptr inbounds [1 x i64], [1 x i64]* %".270", i32 0, i32 0
  %".272" = load i64, i64* %".271", !range !3
  %".273" = insertvalue [1 x i64] undef, i64 %".272", 0
  %".274" = extractvalue [1 x i64] %".273", 0
  %".275" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".266", i32 0, i32 6
  %".276" = load [1 x i64], [1 x i64]* %".275"
  %".277" = extractvalue [1 x i64] %".276", 0
  %".278" = icmp slt i64 %".182", 0
  %".279" = add i64 %".182", %".274"
  %".280" = select  i1 %".278", i64 %".279", i64 %".182"
  %".281" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".266", i32 0, i32 5
  %".282" = getelementptr inbounds [1 x i64], [1 x i64]* %".281", i32 0, i32 0
  %".283" = load i64, i64* %".282", !range !3
  %".284" = insertvalue [1 x i64] undef, i64 %".283", 0
  %".285" = extractvalue [1 x i64] %".284", 0
  %".286" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".266", i32 0, i32 6
  %".287" = load [1 x i64], [1 x i64]* %".286"
  %".288" = extractvalue [1 x i64] %".287", 0
  %".289" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".266", i32 0, i32 4
  %".290" = load i32*, i32** %".289"
  %".291" = mul i64 %".280", 1
  %".292" = add i64 0, %".291"
  %".293" = getelementptr i32, i32* %".290", i64 %".292"
  store i32 %".264", i32* %".293"
  br label %"B148"
B150.else.if:
  %".212" = sdiv i64 %".186", %".193"
  %".213" = srem i64 %".186", %".193"
  %".214" = xor i64 %".193", %".213"
  %".215" = icmp slt i64 %".214", 0
  %".216" = icmp ne i64 %".213", 0
  %".217" = and i1 %".216", %".215"
  br i1 %".217", label %"B150.else.if.if", label %"B150.else.if.else"
B150.else.endif:
  %".228" = load i64, i64* %".201"
  %".229" = load i64, i64* %".204"
  store i64 %".228", i64* %"quot"
  store i64 %".229", i64* %"rem"
  br label %"B150.endif"
B150.else.if.if:
  %".222" = sub i64 %".212", 1
  store i64 %".222", i64* %".201"
  %".224" = add i64 %".213", %".193"
  store i64 %".224", i64* %".204"
  br label %"B150.else.if.endif"
B150.else.if.else:
  store i64 %".212", i64* %".201"
  store i64 %".213", i64* %".204"
  br label %"B150.else.if.endif"
B150.else.if.endif:
  br label %"B150.else.endif"
B198.if:
  ret void
B198.endif:
  br i1 %".346", label %"B198.endif.if", label %"B198.endif.else"
B198.endif.if:
  %".351" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".321", i32 0, i32 3
  %".352" = load i64*, i64** %".351"
  store i64 0, i64* %".352"
  br label %"B198.endif.endif"
B198.endif.else:
  %".355" = srem i64 %".343", %".329"
  %".356" = sub i64 0, %".355"
  %".357" = select  i1 %".344", i64 %".355", i64 %".356"
  %".358" = icmp sgt i64 %".357", 0
  %".359" = sdiv i64 %".343", %".329"
  %".360" = select  i1 %".358", i64 1, i64 0
  %".361" = add i64 %".359", %".360"
  %".362" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".321", i32 0, i32 3
  %".363" = load i64*, i64** %".362"
  store i64 %".361", i64* %".363"
  br label %"B198.endif.endif"
B198.endif.endif:
  %".366" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".321"
  %".368" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi232.0"
  store {i64*, i64, i64, i64*} %".366", {i64*, i64, i64, i64*}* %"$phi232.0"
  br label %"B232"
B232.if:
  %".386" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".375", i32 0, i32 0
  %".387" = load i64*, i64** %".386"
  %".388" = load i64, i64* %".387"
  %".389" = getelementptr inbounds {i64, i1}, {i64, i1}* %".372", i32 0, i32 0
  store i64 %".388", i64* %".389"
  %".391" = sub nsw i64 %".381", 1
  store i64 %".391", i64* %".380"
  %".393" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".375", i32 0, i32 2
  %".394" = load i64, i64* %".393"
  %".395" = add i64 %".388", %".394"
  %".396" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".375", i32 0, i32 0
  %".397" = load i64*, i64** %".396"
  store i64 %".395", i64* %".397"
  br label %"B232.endif"
B232.endif:
  %".400" = load {i64, i1}, {i64, i1}* %".372"
  store {i64, i1} zeroinitializer, {i64, i1}* %".401"
  store {i64, i1} %".400", {i64, i1}* %".401"
  %".405" = getelementptr inbounds {i64, i1}, {i64, i1}* %".401", i32 0, i32 0
  %".406" = load i64, i64* %".405"
  store {i64, i1} zeroinitializer, {i64, i1}* %".407"
  store {i64, i1} %".400", {i64, i1}* %".407"
  %".411" = getelementptr inbounds {i64, i1}, {i64, i1}* %".407", i32 0, i32 1
  %".412" = load i1, i1* %".411"
  %".414" = load i1, i1* %"$232for_iter.3"
  store i1 %".412", i1* %"$232for_iter.3"
  %".417" = load i64, i64* %"$phi234.1"
  store i64 %".406", i64* %"$phi234.1"
  %".419" = load i1, i1* %"$232for_iter.3"
  br i1 %".419", label %"B234", label %"B266"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__11local_arrayB3v21B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
!3 = !{ i64 0, i64 9223372036854775807 }
!4 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__11local_arrayB3v21B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }