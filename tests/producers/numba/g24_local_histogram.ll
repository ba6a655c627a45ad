; numba-cuda kernel g24_local_histogram(Array(int32, 1, 'A', False, aligned=True), Array(int32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "local_histogram$3"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__15local_histogramB2v3B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__15local_histogramB2v3B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", i32* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", i32* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
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
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".51" = alloca i64
  store i64 0, i64* %".51"
  %".54" = alloca i64
  store i64 0, i64* %".54"
  %"$70pred" = alloca i1
  store i1 0, i1* %"$70pred"
  %"_cudapy_lmem" = alloca [16 x i32]
  store [16 x i32] zeroinitializer, [16 x i32]* %"_cudapy_lmem"
  %".94" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".94"
  %"h" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  %".122" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".122"
  %".132" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".132"
  %".136" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".136"
  %".145" = alloca i64
  store i64 0, i64* %".145"
  %".148" = alloca i64
  store i64 0, i64* %".148"
  %"$phi176.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi176.0"
  %".187" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".187"
  %".190" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".190"
  %".216" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".216"
  %".222" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".222"
  %"$176for_iter.3" = alloca i1
  store i1 0, i1* %"$176for_iter.3"
  %"$phi178.1" = alloca i64
  store i64 0, i64* %"$phi178.1"
  %".242" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".242"
  %".279" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".279"
  %".289" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".289"
  %".293" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".293"
  %".302" = alloca i64
  store i64 0, i64* %".302"
  %".305" = alloca i64
  store i64 0, i64* %".305"
  %"$phi222.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi222.0"
  %".344" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".344"
  %".347" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".347"
  %".373" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".373"
  %".379" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".379"
  %"$222for_iter.3" = alloca i1
  store i1 0, i1* %"$222for_iter.3"
  %"$phi224.1" = alloca i64
  store i64 0, i64* %"$phi224.1"
  %".402" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".402"
  %".435" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".435"
  %".467" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".467"
  %"best.2" = alloca i64
  store i64 0, i64* %"best.2"
  %".509" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".509"
  %".519" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".519"
  %".523" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".523"
  %".532" = alloca i64
  store i64 0, i64* %".532"
  %".535" = alloca i64
  store i64 0, i64* %".535"
  %"$phi324.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi324.0"
  %".574" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".574"
  %".577" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".577"
  %".603" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".603"
  %".609" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".609"
  %"$324for_iter.3" = alloca i1
  store i1 0, i1* %"$324for_iter.3"
  %"$phi326.1" = alloca i64
  store i64 0, i64* %"$phi326.1"
  %"best.3" = alloca i64
  store i64 0, i64* %"best.3"
  %"k.2" = alloca i64
  store i64 0, i64* %"k.2"
  %".637" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".637"
  %".668" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".668"
  %"$362pred" = alloca i1
  store i1 0, i1* %"$362pred"
  %".733" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".733"
  %".770" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".770"
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
  %".46" = icmp eq i64 8, 0
  br i1 %".46", label %"B0.if", label %"B0.else", !prof !1
B72:
  %".91" = load i1, i1* %"$70pred"
  store i1 0, i1* %"$70pred"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".94"
  %".97" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".94", i32 0, i32 4
  %".98" = load i32*, i32** %".97"
  %".99" = bitcast [16 x i32]* %"_cudapy_lmem" to i32*
  %".100" = insertvalue [1 x i64] undef, i64 16, 0
  %".101" = insertvalue [1 x i64] undef, i64 4, 0
  %".102" = extractvalue [1 x i64] %".100", 0
  %".103" = mul nsw i64 1, %".102"
  %".104" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".94", i32 0, i32 5
  store [1 x i64] %".100", [1 x i64]* %".104"
  %".106" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".94", i32 0, i32 6
  store [1 x i64] %".101", [1 x i64]* %".106"
  %".108" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".94", i32 0, i32 4
  store i32* %".99", i32** %".108"
  %".110" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".94", i32 0, i32 3
  store i64 4, i64* %".110"
  %".112" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".94", i32 0, i32 0
  store i8* null, i8** %".112"
  %".114" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".94", i32 0, i32 1
  store i8* null, i8** %".114"
  %".116" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".94", i32 0, i32 2
  store i64 %".103", i64* %".116"
  %".118" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".94"
  %".120" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".118", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".122"
  %".125" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".122", i32 0, i32 0
  store i64 0, i64* %".125"
  %".127" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".122", i32 0, i32 1
  store i64 16, i64* %".127"
  %".129" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".122", i32 0, i32 2
  store i64 1, i64* %".129"
  %".131" = load {i64, i64, i64}, {i64, i64, i64}* %".122"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".132"
  store {i64, i64, i64} %".131", {i64, i64, i64}* %".132"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".136"
  %".139" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".132", i32 0, i32 0
  %".140" = load i64, i64* %".139"
  %".141" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".132", i32 0, i32 1
  %".142" = load i64, i64* %".141"
  %".143" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".132", i32 0, i32 2
  %".144" = load i64, i64* %".143"
  store i64 %".140", i64* %".145"
  %".150" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".136", i32 0, i32 0
  store i64* %".145", i64** %".150"
  %".152" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".136", i32 0, i32 1
  store i64 %".142", i64* %".152"
  %".154" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".136", i32 0, i32 2
  store i64 %".144", i64* %".154"
  %".156" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".136", i32 0, i32 3
  store i64* %".148", i64** %".156"
  %".158" = sub i64 %".142", %".140"
  %".159" = icmp sgt i64 %".158", 0
  %".160" = icmp sgt i64 %".144", 0
  %".161" = xor i1 %".159", %".160"
  %".162" = icmp eq i64 %".144", 0
  br i1 %".162", label %"B72.if", label %"B72.endif", !prof !1
B176:
  %".186" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi176.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".187"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".190"
  store {i64*, i64, i64, i64*} %".186", {i64*, i64, i64, i64*}* %".190"
  %".194" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".190", i32 0, i32 3
  %".195" = load i64*, i64** %".194"
  %".196" = load i64, i64* %".195"
  %".197" = icmp sgt i64 %".196", 0
  %".198" = getelementptr inbounds {i64, i1}, {i64, i1}* %".187", i32 0, i32 1
  store i1 %".197", i1* %".198"
  br i1 %".197", label %"B176.if", label %"B176.endif"
B178:
  %".236" = load i1, i1* %"$176for_iter.3"
  store i1 0, i1* %"$176for_iter.3"
  %".238" = load i64, i64* %"$phi178.1"
  %".239" = load i64, i64* %"$phi178.1"
  store i64 0, i64* %"$phi178.1"
  %".241" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".242"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".241", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".242"
  %".246" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".242", i32 0, i32 5
  %".247" = getelementptr inbounds [1 x i64], [1 x i64]* %".246", i32 0, i32 0
  %".248" = load i64, i64* %".247", !range !3
  %".249" = insertvalue [1 x i64] undef, i64 %".248", 0
  %".250" = extractvalue [1 x i64] %".249", 0
  %".251" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".242", i32 0, i32 6
  %".252" = load [1 x i64], [1 x i64]* %".251"
  %".253" = extractvalue [1 x i64] %".252", 0
  %".254" = icmp slt i64 %".238", 0
  %".255" = add i64 %".238", %".250"
  %".256" = select  i1 %".254", i64 %".255", i64 %".238"
  %".257" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".242", i32 0, i32 5
  %".258" = getelementptr inbounds [1 x i64], [1 x i64]* %".257", i32 0, i32 0
  %".259" = load i64, i64* %".258", !range !3
  %".260" = insertvalue [1 x i64] undef, i64 %".259", 0
  %".261" = extractvalue [1 x i64] %".260", 0
  %".262" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".242", i32 0, i32 6
  %".263" = load [1 x i64], [1 x i64]* %".262"
  %".264" = extractvalue [1 x i64] %".263", 0
  %".265" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".242", i32 0, i32 4
  %".266" = load i32*, i32** %".265"
  %".267" = mul i64 %".256", 1
  %".268" = add i64 0, %".267"
  %".269" = getelementptr i32, i32* %".266", i64 %".268"
  %".270" = trunc i64 0 to i32
  store i32 %".270", i32* %".269"
  br label %"B176"
B192:
  %".273" = load i64, i64* %"$phi178.1"
  store i64 0, i64* %"$phi178.1"
  %".275" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi176.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi176.0"
  %".277" = load i1, i1* %"$176for_iter.3"
  store i1 0, i1* %"$176for_iter.3"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".279"
  %".282" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".279", i32 0, i32 0
  store i64 0, i64* %".282"
  %".284" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".279", i32 0, i32 1
  store i64 8, i64* %".284"
  %".286" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".279", i32 0, i32 2
  store i64 1, i64* %".286"
  %".288" = load {i64, i64, i64}, {i64, i64, i64}* %".279"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".289"
  store {i64, i64, i64} %".288", {i64, i64, i64}* %".289"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".293"
  %".296" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".289", i32 0, i32 0
  %".297" = load i64, i64* %".296"
  %".298" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".289", i32 0, i32 1
  %".299" = load i64, i64* %".298"
  %".300" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".289", i32 0, i32 2
  %".301" = load i64, i64* %".300"
  store i64 %".297", i64* %".302"
  %".307" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".293", i32 0, i32 0
  store i64* %".302", i64** %".307"
  %".309" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".293", i32 0, i32 1
  store i64 %".299", i64* %".309"
  %".311" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".293", i32 0, i32 2
  store i64 %".301", i64* %".311"
  %".313" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".293", i32 0, i32 3
  store i64* %".305", i64** %".313"
  %".315" = sub i64 %".299", %".297"
  %".316" = icmp sgt i64 %".315", 0
  %".317" = icmp sgt i64 %".301", 0
  %".318" = xor i1 %".316", %".317"
  %".319" = icmp eq i64 %".301", 0
  br i1 %".319", label %"B192.if", label %"B192.endif", !prof !1
B222:
  %".343" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi222.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".344"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".347"
  store {i64*, i64, i64, i64*} %".343", {i64*, i64, i64, i64*}* %".347"
  %".351" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".347", i32 0, i32 3
  %".352" = load i64*, i64** %".351"
  %".353" = load i64, i64* %".352"
  %".354" = icmp sgt i64 %".353", 0
  %".355" = getelementptr inbounds {i64, i1}, {i64, i1}* %".344", i32 0, i32 1
  store i1 %".354", i1* %".355"
  br i1 %".354", label %"B222.if", label %"B222.endif"
B224:
  %".393" = load i1, i1* %"$222for_iter.3"
  store i1 0, i1* %"$222for_iter.3"
  %".395" = load i64, i64* %"$phi224.1"
  %".396" = load i64, i64* %"$phi224.1"
  store i64 0, i64* %"$phi224.1"
  %".398" = load i64, i64* %"i"
  %".399" = mul nsw i64 %".398", 8
  %".400" = add nsw i64 %".399", %".395"
  %".401" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".402"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".401", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".402"
  %".406" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".402", i32 0, i32 5
  %".407" = getelementptr inbounds [1 x i64], [1 x i64]* %".406", i32 0, i32 0
  %".408" = load i64, i64* %".407", !range !3
  %".409" = insertvalue [1 x i64] undef, i64 %".408", 0
  %".410" = extractvalue [1 x i64] %".409", 0
  %".411" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".402", i32 0, i32 6
  %".412" = load [1 x i64], [1 x i64]* %".411"
  %".413" = extractvalue [1 x i64] %".412", 0
  %".414" = icmp slt i64 %".400", 0
  %".415" = add i64 %".400", %".410"
  %".416" = select  i1 %".414", i64 %".415", i64 %".400"
  %".417" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".402", i32 0, i32 5
  %".418" = getelementptr inbounds [1 x i64], [1 x i64]* %".417", i32 0, i32 0
  %".419" = load i64, i64* %".418", !range !3
  %".420" = insertvalue [1 x i64] undef, i64 %".419", 0
  %".421" = extractvalue [1 x i64] %".420", 0
  %".422" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".402", i32 0, i32 6
  %".423" = load [1 x i64], [1 x i64]* %".422"
  %".424" = extractvalue [1 x i64] %".423", 0
  %".425" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".402", i32 0, i32 4
  %".426" = load i32*, i32** %".425"
  %".427" = mul i64 %".424", %".416"
  %".428" = ptrtoint i32* %".426" to i64
  %".429" = add i64 %".428", %".427"
  %".430" = inttoptr i64 %".429" to i32*
  %".431" = load i32, i32* %".430"
  %".432" = sext i32 %".431" to i64
  %".433" = and i64 %".432", 15
  %".434" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".435"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".434", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".435"
  %".439" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".435", i32 0, i32 5
  %".440" = getelementptr inbounds [1 x i64], [1 x i64]* %".439", i32 0, i32 0
  %".441" = load i64, i64* %".440", !range !3
  %".442" = insertvalue [1 x i64] undef, i64 %".441", 0
  %".443" = extractvalue [1 x i64] %".442", 0
  %".444" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".435", i32 0, i32 6
  %".445" = load [1 x i64], [1 x i64]* %".444"
  %".446" = extractvalue [1 x i64] %".445", 0
  %".447" = icmp slt i64 %".433", 0
  %".448" = add i64 %".433", %".443"
  %".449" = select  i1 %".447", i64 %".448", i64 %".433"
  %".450" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".435", i32 0, i32 5
  %".451" = getelementptr inbounds [1 x i64], [1 x i64]* %".450", i32 0, i32 0
  %".452" = load i64, i64* %".451", !range !3
  %".453" = insertvalue [1 x i64] undef, i64 %".452", 0
  %".454" = extractvalue [1 x i64] %".453", 0
  %".455" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".435", i32 0, i32 6
  %".456" = load [1 x i64], [1 x i64]* %".455"
  %".457" = extractvalue [1 x i64] %".456", 0
  %".458" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".435", i32 0, i32 4
  %".459" = load i32*, i32** %".458"
  %".460" = mul i64 %".449", 1
  %".461" = add i64 0, %".460"
  %".462" = getelementptr i32, i32* %".459", i64 %".461"
  %".463" = load i32, i32* %".462"
  %".464" = sext i32 %".463" to i64
  %".465" = add nsw i64 %".464", 1
  %".466" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".467"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".466", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".467"
  %".471" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".467", i32 0, i32 5
  %".472" = getelementptr inbounds [1 x i64], [1 x i64]* %".471", i32 0, i32 0
  %".473" = load i64, i64* %".472", !range !3
  %".474" = insertvalue [1 x i64] undef, i64 %".473", 0
  %".475" = extractvalue [1 x i64] %".474", 0
  %".476" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".467", i32 0, i32 6
  %".477" = load [1 x i64], [1 x i64]* %".476"
  %".478" = extractvalue [1 x i64] %".477", 0
  %".479" = icmp slt i64 %".433", 0
  %".480" = add i64 %".433", %".475"
  %".481" = select  i1 %".479", i64 %".480", i64 %".433"
  %".482" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".467", i32 0, i32 5
  %".483" = getelementptr inbounds [1 x i64], [1 x i64]* %".482", i32 0, i32 0
  %".484" = load i64, i64* %".483", !range !3
  %".485" = insertvalue [1 x i64] undef, i64 %".484", 0
  %".486" = extractvalue [1 x i64] %".485", 0
  %".487" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".467", i32 0, i32 6
  %".488" = load [1 x i64], [1 x i64]* %".487"
  %".489" = extractvalue [1 x i64] %".488", 0
  %".490" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".467", i32 0, i32 4
  %".491" = load i32*, i32** %".490"
  %".492" = mul i64 %".481", 1
  %".493" = add i64 0, %".492"
  %".494" = getelementptr i32, i32* %".491", i64 %".493"
  %".495" = trunc i64 %".465" to i32
  store i32 %".495", i32* %".494"
  br label %"B222"
B290:
  %".498" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %".500" = load i64, i64* %"$phi224.1"
  store i64 0, i64* %"$phi224.1"
  %".502" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi222.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi222.0"
  %".504" = load i1, i1* %"$222for_iter.3"
  store i1 0, i1* %"$222for_iter.3"
  %".507" = load i64, i64* %"best.2"
  store i64 0, i64* %"best.2"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".509"
  %".512" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".509", i32 0, i32 0
  store i64 0, i64* %".512"
  %".514" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".509", i32 0, i32 1
  store i64 16, i64* %".514"
  %".516" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".509", i32 0, i32 2
  store i64 1, i64* %".516"
  %".518" = load {i64, i64, i64}, {i64, i64, i64}* %".509"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".519"
  store {i64, i64, i64} %".518", {i64, i64, i64}* %".519"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".523"
  %".526" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".519", i32 0, i32 0
  %".527" = load i64, i64* %".526"
  %".528" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".519", i32 0, i32 1
  %".529" = load i64, i64* %".528"
  %".530" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".519", i32 0, i32 2
  %".531" = load i64, i64* %".530"
  store i64 %".527", i64* %".532"
  %".537" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".523", i32 0, i32 0
  store i64* %".532", i64** %".537"
  %".539" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".523", i32 0, i32 1
  store i64 %".529", i64* %".539"
  %".541" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".523", i32 0, i32 2
  store i64 %".531", i64* %".541"
  %".543" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".523", i32 0, i32 3
  store i64* %".535", i64** %".543"
  %".545" = sub i64 %".529", %".527"
  %".546" = icmp sgt i64 %".545", 0
  %".547" = icmp sgt i64 %".531", 0
  %".548" = xor i1 %".546", %".547"
  %".549" = icmp eq i64 %".531", 0
  br i1 %".549", label %"B290.if", label %"B290.endif", !prof !1
B324:
  %".573" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi324.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".574"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".577"
  store {i64*, i64, i64, i64*} %".573", {i64*, i64, i64, i64*}* %".577"
  %".581" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".577", i32 0, i32 3
  %".582" = load i64*, i64** %".581"
  %".583" = load i64, i64* %".582"
  %".584" = icmp sgt i64 %".583", 0
  %".585" = getelementptr inbounds {i64, i1}, {i64, i1}* %".574", i32 0, i32 1
  store i1 %".584", i1* %".585"
  br i1 %".584", label %"B324.if", label %"B324.endif"
B326:
  %".623" = load i1, i1* %"$324for_iter.3"
  store i1 0, i1* %"$324for_iter.3"
  %".625" = load i64, i64* %"best.2"
  %".627" = load i64, i64* %"best.3"
  store i64 %".625", i64* %"best.3"
  %".629" = load i64, i64* %"$phi326.1"
  %".631" = load i64, i64* %"k.2"
  store i64 %".629", i64* %"k.2"
  %".633" = load i64, i64* %"$phi326.1"
  store i64 0, i64* %"$phi326.1"
  %".635" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  %".636" = load i64, i64* %"k.2"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".637"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".635", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".637"
  %".641" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".637", i32 0, i32 5
  %".642" = getelementptr inbounds [1 x i64], [1 x i64]* %".641", i32 0, i32 0
  %".643" = load i64, i64* %".642", !range !3
  %".644" = insertvalue [1 x i64] undef, i64 %".643", 0
  %".645" = extractvalue [1 x i64] %".644", 0
  %".646" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".637", i32 0, i32 6
  %".647" = load [1 x i64], [1 x i64]* %".646"
  %".648" = extractvalue [1 x i64] %".647", 0
  %".649" = icmp slt i64 %".636", 0
  %".650" = add i64 %".636", %".645"
  %".651" = select  i1 %".649", i64 %".650", i64 %".636"
  %".652" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".637", i32 0, i32 5
  %".653" = getelementptr inbounds [1 x i64], [1 x i64]* %".652", i32 0, i32 0
  %".654" = load i64, i64* %".653", !range !3
  %".655" = insertvalue [1 x i64] undef, i64 %".654", 0
  %".656" = extractvalue [1 x i64] %".655", 0
  %".657" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".637", i32 0, i32 6
  %".658" = load [1 x i64], [1 x i64]* %".657"
  %".659" = extractvalue [1 x i64] %".658", 0
  %".660" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".637", i32 0, i32 4
  %".661" = load i32*, i32** %".660"
  %".662" = mul i64 %".651", 1
  %".663" = add i64 0, %".662"
  %".664" = getelementptr i32, i32* %".661", i64 %".663"
  %".665" = load i32, i32* %".664"
  %".666" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  %".667" = load i64, i64* %"best.2"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".668"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".666", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".668"
  %".672" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".668", i32 0, i32 5
  %".673" = getelementptr inbounds [1 x i64], [1 x i64]* %".672", i32 0, i32 0
  %".674" = load i64, i64* %".673", !range !3
  %".675" = insertvalue [1 x i64] undef, i64 %".674", 0
  %".676" = extractvalue [1 x i64] %".675", 0
  %".677" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".668", i32 0, i32 6
  %".678" = load [1 x i64], [1 x i64]* %".677"
  %".679" = extractvalue [1 x i64] %".678", 0
  %".680" = icmp slt i64 %".667", 0
  %".681" = add i64 %".667", %".676"
  %".682" = select  i1 %".680", i64 %".681", i64 %".667"
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
  %".697" = load i64, i64* %"best.2"
  store i64 0, i64* %"best.2"
  %".699" = icmp sgt i32 %".665", %".696"
  %".701" = load i1, i1* %"$362pred"
  store i1 %".699", i1* %"$362pred"
  %".703" = load i1, i1* %"$362pred"
  br i1 %".703", label %"B364", label %"B368"
B364:
  %".705" = load i1, i1* %"$362pred"
  store i1 0, i1* %"$362pred"
  %".707" = load i64, i64* %"k.2"
  %".708" = load i64, i64* %"k.2"
  store i64 0, i64* %"k.2"
  %".710" = load i64, i64* %"best.3"
  store i64 %".707", i64* %"best.3"
  br label %"B368"
B368:
  %".713" = load i64, i64* %"k.2"
  store i64 0, i64* %"k.2"
  %".715" = load i1, i1* %"$362pred"
  store i1 0, i1* %"$362pred"
  %".717" = load i64, i64* %"best.3"
  %".718" = load i64, i64* %"best.2"
  store i64 %".717", i64* %"best.2"
  %".720" = load i64, i64* %"best.3"
  store i64 0, i64* %"best.3"
  br label %"B324"
B370:
  %".723" = load i64, i64* %"$phi326.1"
  store i64 0, i64* %"$phi326.1"
  %".725" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi324.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi324.0"
  %".727" = load i1, i1* %"$324for_iter.3"
  store i1 0, i1* %"$324for_iter.3"
  %".729" = load i64, i64* %"best.2"
  %".730" = mul nsw i64 %".729", 100
  %".731" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  %".732" = load i64, i64* %"best.2"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".733"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".731", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".733"
  %".737" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".733", i32 0, i32 5
  %".738" = getelementptr inbounds [1 x i64], [1 x i64]* %".737", i32 0, i32 0
  %".739" = load i64, i64* %".738", !range !3
  %".740" = insertvalue [1 x i64] undef, i64 %".739", 0
  %".741" = extractvalue [1 x i64] %".740", 0
  %".742" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".733", i32 0, i32 6
  %".743" = load [1 x i64], [1 x i64]* %".742"
  %".744" = extractvalue [1 x i64] %".743", 0
  %".745" = icmp slt i64 %".732", 0
  %".746" = add i64 %".732", %".741"
  %".747" = select  i1 %".745", i64 %".746", i64 %".732"
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
  %".761" = load i32, i32* %".760"
  %".762" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  %".764" = load i64, i64* %"best.2"
  store i64 0, i64* %"best.2"
  %".766" = sext i32 %".761" to i64
  %".767" = add nsw i64 %".730", %".766"
  %".768" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".769" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".770"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".768", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".770"
  %".774" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".770", i32 0, i32 5
  %".775" = getelementptr inbounds [1 x i64], [1 x i64]* %".774", i32 0, i32 0
  %".776" = load i64, i64* %".775", !range !3
  %".777" = insertvalue [1 x i64] undef, i64 %".776", 0
  %".778" = extractvalue [1 x i64] %".777", 0
  %".779" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".770", i32 0, i32 6
  %".780" = load [1 x i64], [1 x i64]* %".779"
  %".781" = extractvalue [1 x i64] %".780", 0
  %".782" = icmp slt i64 %".769", 0
  %".783" = add i64 %".769", %".778"
  %".784" = select  i1 %".782", i64 %".783", i64 %".769"
  %".785" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".770", i32 0, i32 5
  %".786" = getelementptr inbounds [1 x i64], [1 x i64]* %".785", i32 0, i32 0
  %".787" = load i64, i64* %".786", !range !3
  %".788" = insertvalue [1 x i64] undef, i64 %".787", 0
  %".789" = extractvalue [1 x i64] %".788", 0
  %".790" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".770", i32 0, i32 6
  %".791" = load [1 x i64], [1 x i64]* %".790"
  %".792" = extractvalue [1 x i64] %".791", 0
  %".793" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".770", i32 0, i32 4
  %".794" = load i32*, i32** %".793"
  %".795" = mul i64 %".792", %".784"
  %".796" = ptrtoint i32* %".794" to i64
  %".797" = add i64 %".796", %".795"
  %".798" = inttoptr i64 %".797" to i32*
  %".799" = trunc i64 %".767" to i32
  store i32 %".799", i32* %".798"
  %".801" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".803" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B408:
  %".807" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %".809" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".811" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".813" = load i1, i1* %"$70pred"
  store i1 0, i1* %"$70pred"
  ret void
B0.if:
  store i64 8, i64* %"quot"
  store i64 8, i64* %"rem"
  br label %"B0.endif"
B0.else:
  store i64 0, i64* %".51"
  store i64 0, i64* %".54"
  %".57" = icmp eq i64 %".43", -9223372036854775808
  %".58" = icmp eq i64 8, -1
  %".59" = and i1 %".57", %".58"
  %".60" = xor i1 %".59", -1
  br i1 %".60", label %"B0.else.if", label %"B0.else.endif", !prof !2
B0.endif:
  %".83" = load i64, i64* %"quot"
  %".84" = load i64, i64* %"i"
  %".85" = icmp slt i64 %".84", %".83"
  %".87" = load i1, i1* %"$70pred"
  store i1 %".85", i1* %"$70pred"
  %".89" = load i1, i1* %"$70pred"
  br i1 %".89", label %"B72", label %"B408"
B0.else.if:
  %".62" = sdiv i64 %".43", 8
  %".63" = srem i64 %".43", 8
  %".64" = xor i64 8, %".63"
  %".65" = icmp slt i64 %".64", 0
  %".66" = icmp ne i64 %".63", 0
  %".67" = and i1 %".66", %".65"
  br i1 %".67", label %"B0.else.if.if", label %"B0.else.if.else"
B0.else.endif:
  %".78" = load i64, i64* %".51"
  %".79" = load i64, i64* %".54"
  store i64 %".78", i64* %"quot"
  store i64 %".79", i64* %"rem"
  br label %"B0.endif"
B0.else.if.if:
  %".72" = sub i64 %".62", 1
  store i64 %".72", i64* %".51"
  %".74" = add i64 %".63", 8
  store i64 %".74", i64* %".54"
  br label %"B0.else.if.endif"
B0.else.if.else:
  store i64 %".62", i64* %".51"
  store i64 %".63", i64* %".54"
  br label %"B0.else.if.endif"
B0.else.if.endif:
  br label %"B0.else.endif"
B72.if:
  ret void
B72.endif:
  br i1 %".161", label %"B72.endif.if", label %"B72.endif.else"
B72.endif.if:
  %".166" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".136", i32 0, i32 3
  %".167" = load i64*, i64** %".166"
  store i64 0, i64* %".167"
  br label %"B72.endif.endif"
B72.endif.else:
  %".170" = srem i64 %".158", %".144"
  %".171" = sub i64 0, %".170"
  %".172" = select  i1 %".159", i64 %".170", i64 %".171"
  %".173" = icmp sgt i64 %".172", 0
  %".174" = sdiv i64 %".158", %".144"
  %".175" = select  i1 %".173", i64 1, i64 0
  %".176" = add i64 %".174", %".175"
  %".177" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".136", i32 0, i32 3
  %".178" = load i64*, i64** %".177"
  store i64 %".176", i64* %".178"
  br label %"B72.endif.endif"
B72.endif.endif:
  %".181" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".136"
  %".183" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi176.0"
  store {i64*, i64, i64, i64*} %".181", {i64*, i64, i64, i64*}* %"$phi176.0"
  br label %"B176"
B176.if:
  %".201" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".190", i32 0, i32 0
  %".202" = load i64*, i64** %".201"
  %".203" = load i64, i64* %".202"
  %".204" = getelementptr inbounds {i64, i1}, {i64, i1}* %".187", i32 0, i32 0
  store i64 %".203", i64* %".204"
  %".206" = sub nsw i64 %".196", 1
  store i64 %".206", i64* %".195"
  %".208" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".190", i32 0, i32 2
  %".209" = load i64, i64* %".208"
  %".210" = add i64 %".203", %".209"
  %".211" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".190", i32 0, i32 0
  %".212" = load i64*, i64** %".211"
  store i64 %".210", i64* %".212"
  br label %"B176.endif"
B176.endif:
  %".215" = load {i64, i1}, {i64, i1}* %".187"
  store {i64, i1} zeroinitializer, {i64, i1}* %".216"
  store {i64, i1} %".215", {i64, i1}* %".216"
  %".220" = getelementptr inbounds {i64, i1}, {i64, i1}* %".216", i32 0, i32 0
  %".221" = load i64, i64* %".220"
  store {i64, i1} zeroinitializer, {i64, i1}* %".222"
  store {i64, i1} %".215", {i64, i1}* %".222"
  %".226" = getelementptr inbounds {i64, i1}, {i64, i1}* %".222", i32 0, i32 1
  %".227" = load i1, i1* %".226"
  %".229" = load i1, i1* %"$176for_iter.3"
  store i1 %".227", i1* %"$176for_iter.3"
  %".232" = load i64, i64* %"$phi178.1"
  store i64 %".221", i64* %"$phi178.1"
  %".234" = load i1, i1* %"$176for_iter.3"
  br i1 %".234", label %"B178", label %"B192"
B192.if:
  ret void
B192.endif:
  br i1 %".318", label %"B192.endif.if", label %"B192.endif.else"
B192.endif.if:
  %".323" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".293", i32 0, i32 3
  %".324" = load i64*, i64** %".323"
  store i64 0, i64* %".324"
  br label %"B192.endif.endif"
B192.endif.else:
  %".327" = srem i64 %".315", %".301"
  %".328" = sub i64 0, %".327"
  %".329" = select  i1 %".316", i64 %".327", i64 %".328"
  %".330" = icmp sgt i64 %".329", 0
  %".331" = sdiv i64 %".315", %".301"
  %".332" = select  i1 %".330", i64 1, i64 0
  %".333" = add i64 %".331", %".332"
  %".334" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".293", i32 0, i32 3
  %".335" = load i64*, i64** %".334"
  store i64 %".333", i64* %".335"
  br label %"B192.endif.endif"
B192.endif.endif:
  %".338" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".293"
  %".340" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi222.0"
  store {i64*, i64, i64, i64*} %".338", {i64*, i64, i64, i64*}* %"$phi222.0"
  br label %"B222"
B222.if:
  %".358" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".347", i32 0, i32 0
  %".359" = load i64*, i64** %".358"
  %".360" = load i64, i64* %".359"
  %".361" = getelementptr inbounds {i64, i1}, {i64, i1}* %".344", i32 0, i32 0
  store i64 %".360", i64* %".361"
  %".363" = sub nsw i64 %".353", 1
  store i64 %".363", i64* %".352"
  %".365" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".347", i32 0, i32 2
  %".366" = load i64, i64* %".365"
  %".367" = add i64 %".360", %".366"
  %".368" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".347", i32 0, i32 0
  %".369" = load i64*, i64** %".368"
  store i64 %".367", i64* %".369"
  br label %"B222.endif"
B222.endif:
  %".372" = load {i64, i1}, {i64, i1}* %".344"
  store {i64, i1} zeroinitializer, {i64, i1}* %".373"
  store {i64, i1} %".372", {i64, i1}* %".373"
  %".377" = getelementptr inbounds {i64, i1}, {i64, i1}* %".373", i32 0, i32 0
  %".378" = load i64, i64* %".377"
  store {i64, i1} zeroinitializer, {i64, i1}* %".379"
  store {i64, i1} %".372", {i64, i1}* %".379"
  %".383" = getelementptr inbounds {i64, i1}, {i64, i1}* %".379", i32 0, i32 1
  %".384" = load i1, i1* %".383"
  %".386" = load i1, i1* %"$222for_iter.3"
  store i1 %".384", i1* %"$222for_iter.3"
  %".389" = load i64, i64* %"$phi224.1"
  store i64 %".378", i64* %"$phi224.1"
  %".391" = load i1, i1* %"$222for_iter.3"
  br i1 %".391", label %"B224", label %"B290"
B290.if:
  ret void
B290.endif:
  br i1 %".548", label %"B290.endif.if", label %"B290.endif.else"
B290.endif.if:
  %".553" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".523", i32 0, i32 3
  %".554" = load i64*, i64** %".553"
  store i64 0, i64* %".554"
  br label %"B290.endif.endif"
B290.endif.else:
  %".557" = srem i64 %".545", %".531"
  %".558" = sub i64 0, %".557"
  %".559" = select  i1 %".546", i64 %".557", i64 %".558"
  %".560" = icmp sgt i64 %".559", 0
  %".561" = sdiv i64 %".545", %".531"
  %".562" = select  i1 %".560", i64 1, i64 0
  %".563" = add i64 %".561", %".562"
  %".564" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".523", i32 0, i32 3
  %".565" = load i64*, i64** %".564"
  store i64 %".563", i64* %".565"
  br label %"B290.endif.endif"
B290.endif.endif:
  %".568" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".523"
  %".570" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi324.0"
  store {i64*, i64, i64, i64*} %".568", {i64*, i64, i64, i64*}* %"$phi324.0"
  br label %"B324"
B324.if:
  %".588" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".577", i32 0, i32 0
  %".589" = load i64*, i64** %".588"
  %".590" = load i64, i64* %".589"
  %".591" = getelementptr inbounds {i64, i1}, {i64, i1}* %".574", i32 0, i32 0
  store i64 %".590", i64* %".591"
  %".593" = sub nsw i64 %".583", 1
  store i64 %".593", i64* %".582"
  %".595" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".577", i32 0, i32 2
  %".596" = load i64, i64* %".595"
  %".597" = add i64 %".590", %".596"
  %".598" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".577", i32 0, i32 0
  %".599" = load i64*, i64** %".598"
  store i64 %".597", i64* %".599"
  br label %"B324.endif"
B324.endif:
  %".602" = load {i64, i1}, {i64, i1}* %".574"
  store {i64, i1} zeroinitializer, {i64, i1}* %".603"
  store {i64, i1} %".602", {i64, i1}* %".603"
  %".607" = getelementptr inbounds {i64, i1}, {i64, i1}* %".603", i32 0, i32 0
  %".608" = load i64, i64* %".607"
  store {i64, i1} zeroinitializer, {i64, i1}* %".609"
  store {i64, i1} %".602", {i64, i1}* %".609"
  %".613" = getelementptr inbounds {i64, i1}, {i64, i1}* %".609", i32 0, i32 1
  %".614" = load i1, i1* %".613"
  %".616" = load i1, i1* %"$324for_iter.3"
  store i1 %".614", i1* %"$324for_iter.3"
  %".619" = load i64, i64* %"$phi326.1"
  store i64 %".608", i64* %"$phi326.1"
  %".621" = load i1, i1* %"$324for_iter.3"
  br i1 %".621", label %"B326", label %"B370"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__15local_histogramB2v3B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
!3 = !{ i64 0, i64 9223372036854775807 }
!4 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__15local_histogramB2v3B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }