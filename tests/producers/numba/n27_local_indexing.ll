; numba-cuda kernel n27_local_indexing(Array(float32, 1, 'A', False, aligned=True), Array(int32, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "local_indexing$5"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__14local_indexingB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__14local_indexingB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", float* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"idx.0", i8* %"idx.1", i64 %"idx.2", i64 %"idx.3", i32* %"idx.4", i64 %"idx.5.0", i64 %"idx.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %"x.4", 4
  %".24" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".24", 5
  %".25" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".25", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"idx.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"idx.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"idx.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"idx.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", i32* %"idx.4", 4
  %".26" = insertvalue [1 x i64] undef, i64 %"idx.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".26", 5
  %".27" = insertvalue [1 x i64] undef, i64 %"idx.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".27", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %"out.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %"out.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %"out.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", float* %"out.4", 4
  %".28" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".28", 5
  %".29" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".29", 6
  %"x" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %"idx" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"idx"
  %"out" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".49" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".49"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %"_cudapy_lmem" = alloca [16 x float]
  store [16 x float] zeroinitializer, [16 x float]* %"_cudapy_lmem"
  %".77" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77"
  %"buf" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  %".107" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".107"
  %".138" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".138"
  %".169" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".169"
  %".203" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".203"
  %".232" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".232"
  %".242" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".242"
  %".246" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".246"
  %".255" = alloca i64
  store i64 0, i64* %".255"
  %".258" = alloca i64
  store i64 0, i64* %".258"
  %"$phi222.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi222.0"
  %".297" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".297"
  %".300" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".300"
  %".326" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".326"
  %".332" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".332"
  %"$222for_iter.3" = alloca i1
  store i1 0, i1* %"$222for_iter.3"
  %"$phi224.1" = alloca i64
  store i64 0, i64* %"$phi224.1"
  %".353" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".353"
  %".387" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".387"
  %"acc.2" = alloca float
  store float 0.0, float* %"acc.2"
  %".429" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".429"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".467" = alloca i64
  store i64 0, i64* %".467"
  %".470" = alloca i64
  store i64 0, i64* %".470"
  %".500" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".500"
  %".510" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".510"
  %".514" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".514"
  %".523" = alloca i64
  store i64 0, i64* %".523"
  %".526" = alloca i64
  store i64 0, i64* %".526"
  %"$phi398.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi398.0"
  %".565" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".565"
  %".568" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".568"
  %".594" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".594"
  %".600" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".600"
  %"$398for_iter.3" = alloca i1
  store i1 0, i1* %"$398for_iter.3"
  %"$phi400.1" = alloca i64
  store i64 0, i64* %"$phi400.1"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".627" = alloca i64
  store i64 0, i64* %".627"
  %".630" = alloca i64
  store i64 0, i64* %".630"
  %".661" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".661"
  %"_cudapy_lmem.1" = alloca [4 x i8]
  store [4 x i8] zeroinitializer, [4 x i8]* %"_cudapy_lmem.1"
  %".702" = alloca {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".702"
  %".727" = alloca {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".727"
  %".763" = alloca {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".763"
  %".792" = alloca {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".792"
  %".824" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".824"
  %".857" = alloca {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".857"
  %".888" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".888"
  %"quot.2" = alloca i64
  store i64 0, i64* %"quot.2"
  %"rem.2" = alloca i64
  store i64 0, i64* %"rem.2"
  %".926" = alloca i64
  store i64 0, i64* %".926"
  %".929" = alloca i64
  store i64 0, i64* %".929"
  %".960" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".960"
  %".997" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".997"
  %"quot.3" = alloca i64
  store i64 0, i64* %"quot.3"
  %"rem.3" = alloca i64
  store i64 0, i64* %"rem.3"
  %".1037" = alloca i64
  store i64 0, i64* %".1037"
  %".1040" = alloca i64
  store i64 0, i64* %".1040"
  %".1070" = alloca {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".1070"
  %".1103" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".1103"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"idx"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
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
  %".48" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".49"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".48", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".49"
  %".53" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".49", i32 0, i32 2
  %".54" = load i64, i64* %".53"
  %".55" = load i64, i64* %"i"
  %".56" = icmp sge i64 %".55", %".54"
  %".58" = load i1, i1* %"$64pred"
  store i1 %".56", i1* %"$64pred"
  %".60" = load i1, i1* %"$64pred"
  br i1 %".60", label %"B66", label %"B70"
B66:
  %".62" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".64" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".66" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"idx"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"idx"
  %".68" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".70" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  ret void
B70:
  %".74" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77"
  %".80" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 4
  %".81" = load float*, float** %".80"
  %".82" = bitcast [16 x float]* %"_cudapy_lmem" to float*
  %".83" = insertvalue [1 x i64] undef, i64 16, 0
  %".84" = insertvalue [1 x i64] undef, i64 4, 0
  %".85" = extractvalue [1 x i64] %".83", 0
  %".86" = mul nsw i64 1, %".85"
  %".87" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 5
  store [1 x i64] %".83", [1 x i64]* %".87"
  %".89" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 6
  store [1 x i64] %".84", [1 x i64]* %".89"
  %".91" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 4
  store float* %".82", float** %".91"
  %".93" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 3
  store i64 4, i64* %".93"
  %".95" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 0
  store i8* null, i8** %".95"
  %".97" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 1
  store i8* null, i8** %".97"
  %".99" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 2
  store i64 %".86", i64* %".99"
  %".101" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77"
  %".103" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".101", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  %".105" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".106" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".107"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".105", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".107"
  %".111" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".107", i32 0, i32 5
  %".112" = getelementptr inbounds [1 x i64], [1 x i64]* %".111", i32 0, i32 0
  %".113" = load i64, i64* %".112", !range !1
  %".114" = insertvalue [1 x i64] undef, i64 %".113", 0
  %".115" = extractvalue [1 x i64] %".114", 0
  %".116" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".107", i32 0, i32 6
  %".117" = load [1 x i64], [1 x i64]* %".116"
  %".118" = extractvalue [1 x i64] %".117", 0
  %".119" = icmp slt i64 %".106", 0
  %".120" = add i64 %".106", %".115"
  %".121" = select  i1 %".119", i64 %".120", i64 %".106"
  %".122" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".107", i32 0, i32 5
  %".123" = getelementptr inbounds [1 x i64], [1 x i64]* %".122", i32 0, i32 0
  %".124" = load i64, i64* %".123", !range !1
  %".125" = insertvalue [1 x i64] undef, i64 %".124", 0
  %".126" = extractvalue [1 x i64] %".125", 0
  %".127" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".107", i32 0, i32 6
  %".128" = load [1 x i64], [1 x i64]* %".127"
  %".129" = extractvalue [1 x i64] %".128", 0
  %".130" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".107", i32 0, i32 4
  %".131" = load float*, float** %".130"
  %".132" = mul i64 %".129", %".121"
  %".133" = ptrtoint float* %".131" to i64
  %".134" = add i64 %".133", %".132"
  %".135" = inttoptr i64 %".134" to float*
  %".136" = load float, float* %".135"
  %".137" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".138"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".137", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".138"
  %".142" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".138", i32 0, i32 5
  %".143" = getelementptr inbounds [1 x i64], [1 x i64]* %".142", i32 0, i32 0
  %".144" = load i64, i64* %".143", !range !1
  %".145" = insertvalue [1 x i64] undef, i64 %".144", 0
  %".146" = extractvalue [1 x i64] %".145", 0
  %".147" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".138", i32 0, i32 6
  %".148" = load [1 x i64], [1 x i64]* %".147"
  %".149" = extractvalue [1 x i64] %".148", 0
  %".150" = icmp slt i64 0, 0
  %".151" = add i64 0, %".146"
  %".152" = select  i1 %".150", i64 %".151", i64 0
  %".153" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".138", i32 0, i32 5
  %".154" = getelementptr inbounds [1 x i64], [1 x i64]* %".153", i32 0, i32 0
  %".155" = load i64, i64* %".154", !range !1
  %".156" = insertvalue [1 x i64] undef, i64 %".155", 0
  %".157" = extractvalue [1 x i64] %".156", 0
  %".158" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".138", i32 0, i32 6
  %".159" = load [1 x i64], [1 x i64]* %".158"
  %".160" = extractvalue [1 x i64] %".159", 0
  %".161" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".138", i32 0, i32 4
  %".162" = load float*, float** %".161"
  %".163" = mul i64 %".152", 1
  %".164" = add i64 0, %".163"
  %".165" = getelementptr float, float* %".162", i64 %".164"
  store float %".136", float* %".165"
  %".167" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".168" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".169"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".167", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".169"
  %".173" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".169", i32 0, i32 5
  %".174" = getelementptr inbounds [1 x i64], [1 x i64]* %".173", i32 0, i32 0
  %".175" = load i64, i64* %".174", !range !1
  %".176" = insertvalue [1 x i64] undef, i64 %".175", 0
  %".177" = extractvalue [1 x i64] %".176", 0
  %".178" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".169", i32 0, i32 6
  %".179" = load [1 x i64], [1 x i64]* %".178"
  %".180" = extractvalue [1 x i64] %".179", 0
  %".181" = icmp slt i64 %".168", 0
  %".182" = add i64 %".168", %".177"
  %".183" = select  i1 %".181", i64 %".182", i64 %".168"
  %".184" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".169", i32 0, i32 5
  %".185" = getelementptr inbounds [1 x i64], [1 x i64]* %".184", i32 0, i32 0
  %".186" = load i64, i64* %".185", !range !1
  %".187" = insertvalue [1 x i64] undef, i64 %".186", 0
  %".188" = extractvalue [1 x i64] %".187", 0
  %".189" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".169", i32 0, i32 6
  %".190" = load [1 x i64], [1 x i64]* %".189"
  %".191" = extractvalue [1 x i64] %".190", 0
  %".192" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".169", i32 0, i32 4
  %".193" = load float*, float** %".192"
  %".194" = mul i64 %".191", %".183"
  %".195" = ptrtoint float* %".193" to i64
  %".196" = add i64 %".195", %".194"
  %".197" = inttoptr i64 %".196" to float*
  %".198" = load float, float* %".197"
  %".199" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".201" = fsub float 0x8000000000000000, %".198"
  %".202" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".203"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".202", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".203"
  %".207" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".203", i32 0, i32 5
  %".208" = getelementptr inbounds [1 x i64], [1 x i64]* %".207", i32 0, i32 0
  %".209" = load i64, i64* %".208", !range !1
  %".210" = insertvalue [1 x i64] undef, i64 %".209", 0
  %".211" = extractvalue [1 x i64] %".210", 0
  %".212" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".203", i32 0, i32 6
  %".213" = load [1 x i64], [1 x i64]* %".212"
  %".214" = extractvalue [1 x i64] %".213", 0
  %".215" = icmp slt i64 15, 0
  %".216" = add i64 15, %".211"
  %".217" = select  i1 %".215", i64 %".216", i64 15
  %".218" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".203", i32 0, i32 5
  %".219" = getelementptr inbounds [1 x i64], [1 x i64]* %".218", i32 0, i32 0
  %".220" = load i64, i64* %".219", !range !1
  %".221" = insertvalue [1 x i64] undef, i64 %".220", 0
  %".222" = extractvalue [1 x i64] %".221", 0
  %".223" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".203", i32 0, i32 6
  %".224" = load [1 x i64], [1 x i64]* %".223"
  %".225" = extractvalue [1 x i64] %".224", 0
  %".226" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".203", i32 0, i32 4
  %".227" = load float*, float** %".226"
  %".228" = mul i64 %".217", 1
  %".229" = add i64 0, %".228"
  %".230" = getelementptr float, float* %".227", i64 %".229"
  store float %".201", float* %".230"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".232"
  %".235" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".232", i32 0, i32 0
  store i64 1, i64* %".235"
  %".237" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".232", i32 0, i32 1
  store i64 15, i64* %".237"
  %".239" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".232", i32 0, i32 2
  store i64 1, i64* %".239"
  %".241" = load {i64, i64, i64}, {i64, i64, i64}* %".232"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".242"
  store {i64, i64, i64} %".241", {i64, i64, i64}* %".242"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".246"
  %".249" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".242", i32 0, i32 0
  %".250" = load i64, i64* %".249"
  %".251" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".242", i32 0, i32 1
  %".252" = load i64, i64* %".251"
  %".253" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".242", i32 0, i32 2
  %".254" = load i64, i64* %".253"
  store i64 %".250", i64* %".255"
  %".260" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".246", i32 0, i32 0
  store i64* %".255", i64** %".260"
  %".262" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".246", i32 0, i32 1
  store i64 %".252", i64* %".262"
  %".264" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".246", i32 0, i32 2
  store i64 %".254", i64* %".264"
  %".266" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".246", i32 0, i32 3
  store i64* %".258", i64** %".266"
  %".268" = sub i64 %".252", %".250"
  %".269" = icmp sgt i64 %".268", 0
  %".270" = icmp sgt i64 %".254", 0
  %".271" = xor i1 %".269", %".270"
  %".272" = icmp eq i64 %".254", 0
  br i1 %".272", label %"B70.if", label %"B70.endif", !prof !2
B222:
  %".296" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi222.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".297"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".300"
  store {i64*, i64, i64, i64*} %".296", {i64*, i64, i64, i64*}* %".300"
  %".304" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".300", i32 0, i32 3
  %".305" = load i64*, i64** %".304"
  %".306" = load i64, i64* %".305"
  %".307" = icmp sgt i64 %".306", 0
  %".308" = getelementptr inbounds {i64, i1}, {i64, i1}* %".297", i32 0, i32 1
  store i1 %".307", i1* %".308"
  br i1 %".307", label %"B222.if", label %"B222.endif"
B224:
  %".346" = load i1, i1* %"$222for_iter.3"
  store i1 0, i1* %"$222for_iter.3"
  %".348" = load i64, i64* %"$phi224.1"
  %".349" = load i64, i64* %"$phi224.1"
  store i64 0, i64* %"$phi224.1"
  %".351" = sub nsw i64 %".348", 1
  %".352" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".353"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".352", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".353"
  %".357" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".353", i32 0, i32 5
  %".358" = getelementptr inbounds [1 x i64], [1 x i64]* %".357", i32 0, i32 0
  %".359" = load i64, i64* %".358", !range !1
  %".360" = insertvalue [1 x i64] undef, i64 %".359", 0
  %".361" = extractvalue [1 x i64] %".360", 0
  %".362" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".353", i32 0, i32 6
  %".363" = load [1 x i64], [1 x i64]* %".362"
  %".364" = extractvalue [1 x i64] %".363", 0
  %".365" = icmp slt i64 %".351", 0
  %".366" = add i64 %".351", %".361"
  %".367" = select  i1 %".365", i64 %".366", i64 %".351"
  %".368" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".353", i32 0, i32 5
  %".369" = getelementptr inbounds [1 x i64], [1 x i64]* %".368", i32 0, i32 0
  %".370" = load i64, i64* %".369", !range !1
  %".371" = insertvalue [1 x i64] undef, i64 %".370", 0
  %".372" = extractvalue [1 x i64] %".371", 0
  %".373" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".353", i32 0, i32 6
  %".374" = load [1 x i64], [1 x i64]* %".373"
  %".375" = extractvalue [1 x i64] %".374", 0
  %".376" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".353", i32 0, i32 4
  %".377" = load float*, float** %".376"
  %".378" = mul i64 %".367", 1
  %".379" = add i64 0, %".378"
  %".380" = getelementptr float, float* %".377", i64 %".379"
  %".381" = load float, float* %".380"
  %".382" = fptrunc double 0x3fe0000000000000 to float
  %".383" = fmul float %".381", %".382"
  %".384" = sitofp i64 %".348" to float
  %".385" = fadd float %".383", %".384"
  %".386" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".387"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".386", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".387"
  %".391" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".387", i32 0, i32 5
  %".392" = getelementptr inbounds [1 x i64], [1 x i64]* %".391", i32 0, i32 0
  %".393" = load i64, i64* %".392", !range !1
  %".394" = insertvalue [1 x i64] undef, i64 %".393", 0
  %".395" = extractvalue [1 x i64] %".394", 0
  %".396" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".387", i32 0, i32 6
  %".397" = load [1 x i64], [1 x i64]* %".396"
  %".398" = extractvalue [1 x i64] %".397", 0
  %".399" = icmp slt i64 %".348", 0
  %".400" = add i64 %".348", %".395"
  %".401" = select  i1 %".399", i64 %".400", i64 %".348"
  %".402" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".387", i32 0, i32 5
  %".403" = getelementptr inbounds [1 x i64], [1 x i64]* %".402", i32 0, i32 0
  %".404" = load i64, i64* %".403", !range !1
  %".405" = insertvalue [1 x i64] undef, i64 %".404", 0
  %".406" = extractvalue [1 x i64] %".405", 0
  %".407" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".387", i32 0, i32 6
  %".408" = load [1 x i64], [1 x i64]* %".407"
  %".409" = extractvalue [1 x i64] %".408", 0
  %".410" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".387", i32 0, i32 4
  %".411" = load float*, float** %".410"
  %".412" = mul i64 %".401", 1
  %".413" = add i64 0, %".412"
  %".414" = getelementptr float, float* %".411", i64 %".413"
  store float %".385", float* %".414"
  br label %"B222"
B320:
  %".417" = load i64, i64* %"$phi224.1"
  store i64 0, i64* %"$phi224.1"
  %".419" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi222.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi222.0"
  %".421" = load i1, i1* %"$222for_iter.3"
  store i1 0, i1* %"$222for_iter.3"
  %".423" = sitofp i64 0 to float
  %".425" = load float, float* %"acc.2"
  store float %".423", float* %"acc.2"
  %".427" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"idx"
  %".428" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".429"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".427", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".429"
  %".433" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".429", i32 0, i32 5
  %".434" = getelementptr inbounds [1 x i64], [1 x i64]* %".433", i32 0, i32 0
  %".435" = load i64, i64* %".434", !range !1
  %".436" = insertvalue [1 x i64] undef, i64 %".435", 0
  %".437" = extractvalue [1 x i64] %".436", 0
  %".438" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".429", i32 0, i32 6
  %".439" = load [1 x i64], [1 x i64]* %".438"
  %".440" = extractvalue [1 x i64] %".439", 0
  %".441" = icmp slt i64 %".428", 0
  %".442" = add i64 %".428", %".437"
  %".443" = select  i1 %".441", i64 %".442", i64 %".428"
  %".444" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".429", i32 0, i32 5
  %".445" = getelementptr inbounds [1 x i64], [1 x i64]* %".444", i32 0, i32 0
  %".446" = load i64, i64* %".445", !range !1
  %".447" = insertvalue [1 x i64] undef, i64 %".446", 0
  %".448" = extractvalue [1 x i64] %".447", 0
  %".449" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".429", i32 0, i32 6
  %".450" = load [1 x i64], [1 x i64]* %".449"
  %".451" = extractvalue [1 x i64] %".450", 0
  %".452" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".429", i32 0, i32 4
  %".453" = load i32*, i32** %".452"
  %".454" = mul i64 %".451", %".443"
  %".455" = ptrtoint i32* %".453" to i64
  %".456" = add i64 %".455", %".454"
  %".457" = inttoptr i64 %".456" to i32*
  %".458" = load i32, i32* %".457"
  %".459" = sext i32 %".458" to i64
  %".462" = icmp eq i64 16, 0
  br i1 %".462", label %"B320.if", label %"B320.else", !prof !2
B398:
  %".564" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi398.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".565"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".568"
  store {i64*, i64, i64, i64*} %".564", {i64*, i64, i64, i64*}* %".568"
  %".572" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".568", i32 0, i32 3
  %".573" = load i64*, i64** %".572"
  %".574" = load i64, i64* %".573"
  %".575" = icmp sgt i64 %".574", 0
  %".576" = getelementptr inbounds {i64, i1}, {i64, i1}* %".565", i32 0, i32 1
  store i1 %".575", i1* %".576"
  br i1 %".575", label %"B398.if", label %"B398.endif"
B400:
  %".614" = load i1, i1* %"$398for_iter.3"
  store i1 0, i1* %"$398for_iter.3"
  %".616" = load i64, i64* %"$phi400.1"
  %".617" = load i64, i64* %"$phi400.1"
  store i64 0, i64* %"$phi400.1"
  %".619" = mul nsw i64 %".616", 5
  %".622" = icmp eq i64 16, 0
  br i1 %".622", label %"B400.if", label %"B400.else", !prof !2
B438:
  %".695" = load i64, i64* %"$phi400.1"
  store i64 0, i64* %"$phi400.1"
  %".697" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi398.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi398.0"
  %".699" = load i1, i1* %"$398for_iter.3"
  store i1 0, i1* %"$398for_iter.3"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".702"
  %".705" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".702", i32 0, i32 4
  %".706" = load i8*, i8** %".705"
  %".707" = bitcast [4 x i8]* %"_cudapy_lmem.1" to i8*
  %".708" = insertvalue [1 x i64] undef, i64 4, 0
  %".709" = insertvalue [1 x i64] undef, i64 1, 0
  %".710" = extractvalue [1 x i64] %".708", 0
  %".711" = mul nsw i64 1, %".710"
  %".712" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".702", i32 0, i32 5
  store [1 x i64] %".708", [1 x i64]* %".712"
  %".714" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".702", i32 0, i32 6
  store [1 x i64] %".709", [1 x i64]* %".714"
  %".716" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".702", i32 0, i32 4
  store i8* %".707", i8** %".716"
  %".718" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".702", i32 0, i32 3
  store i64 1, i64* %".718"
  %".720" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".702", i32 0, i32 0
  store i8* null, i8** %".720"
  %".722" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".702", i32 0, i32 1
  store i8* null, i8** %".722"
  %".724" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".702", i32 0, i32 2
  store i64 %".711", i64* %".724"
  %".726" = load {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".702"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".727"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %".726", {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".727"
  %".731" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".727", i32 0, i32 5
  %".732" = getelementptr inbounds [1 x i64], [1 x i64]* %".731", i32 0, i32 0
  %".733" = load i64, i64* %".732", !range !1
  %".734" = insertvalue [1 x i64] undef, i64 %".733", 0
  %".735" = extractvalue [1 x i64] %".734", 0
  %".736" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".727", i32 0, i32 6
  %".737" = load [1 x i64], [1 x i64]* %".736"
  %".738" = extractvalue [1 x i64] %".737", 0
  %".739" = icmp slt i64 0, 0
  %".740" = add i64 0, %".735"
  %".741" = select  i1 %".739", i64 %".740", i64 0
  %".742" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".727", i32 0, i32 5
  %".743" = getelementptr inbounds [1 x i64], [1 x i64]* %".742", i32 0, i32 0
  %".744" = load i64, i64* %".743", !range !1
  %".745" = insertvalue [1 x i64] undef, i64 %".744", 0
  %".746" = extractvalue [1 x i64] %".745", 0
  %".747" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".727", i32 0, i32 6
  %".748" = load [1 x i64], [1 x i64]* %".747"
  %".749" = extractvalue [1 x i64] %".748", 0
  %".750" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".727", i32 0, i32 4
  %".751" = load i8*, i8** %".750"
  %".752" = mul i64 %".741", 1
  %".753" = add i64 0, %".752"
  %".754" = getelementptr i8, i8* %".751", i64 %".753"
  %".755" = trunc i64 1 to i8
  store i8 %".755", i8* %".754"
  %".757" = load float, float* %"acc.2"
  %".758" = fpext float %".757" to double
  %".759" = sitofp i64 0 to double
  %".760" = fcmp ogt double %".758", %".759"
  %".761" = zext i1 %".760" to i32
  %".762" = trunc i32 %".761" to i8
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".763"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %".726", {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".763"
  %".767" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".763", i32 0, i32 5
  %".768" = getelementptr inbounds [1 x i64], [1 x i64]* %".767", i32 0, i32 0
  %".769" = load i64, i64* %".768", !range !1
  %".770" = insertvalue [1 x i64] undef, i64 %".769", 0
  %".771" = extractvalue [1 x i64] %".770", 0
  %".772" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".763", i32 0, i32 6
  %".773" = load [1 x i64], [1 x i64]* %".772"
  %".774" = extractvalue [1 x i64] %".773", 0
  %".775" = icmp slt i64 1, 0
  %".776" = add i64 1, %".771"
  %".777" = select  i1 %".775", i64 %".776", i64 1
  %".778" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".763", i32 0, i32 5
  %".779" = getelementptr inbounds [1 x i64], [1 x i64]* %".778", i32 0, i32 0
  %".780" = load i64, i64* %".779", !range !1
  %".781" = insertvalue [1 x i64] undef, i64 %".780", 0
  %".782" = extractvalue [1 x i64] %".781", 0
  %".783" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".763", i32 0, i32 6
  %".784" = load [1 x i64], [1 x i64]* %".783"
  %".785" = extractvalue [1 x i64] %".784", 0
  %".786" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".763", i32 0, i32 4
  %".787" = load i8*, i8** %".786"
  %".788" = mul i64 %".777", 1
  %".789" = add i64 0, %".788"
  %".790" = getelementptr i8, i8* %".787", i64 %".789"
  store i8 %".762", i8* %".790"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".792"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %".726", {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".792"
  %".796" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".792", i32 0, i32 5
  %".797" = getelementptr inbounds [1 x i64], [1 x i64]* %".796", i32 0, i32 0
  %".798" = load i64, i64* %".797", !range !1
  %".799" = insertvalue [1 x i64] undef, i64 %".798", 0
  %".800" = extractvalue [1 x i64] %".799", 0
  %".801" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".792", i32 0, i32 6
  %".802" = load [1 x i64], [1 x i64]* %".801"
  %".803" = extractvalue [1 x i64] %".802", 0
  %".804" = icmp slt i64 2, 0
  %".805" = add i64 2, %".800"
  %".806" = select  i1 %".804", i64 %".805", i64 2
  %".807" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".792", i32 0, i32 5
  %".808" = getelementptr inbounds [1 x i64], [1 x i64]* %".807", i32 0, i32 0
  %".809" = load i64, i64* %".808", !range !1
  %".810" = insertvalue [1 x i64] undef, i64 %".809", 0
  %".811" = extractvalue [1 x i64] %".810", 0
  %".812" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".792", i32 0, i32 6
  %".813" = load [1 x i64], [1 x i64]* %".812"
  %".814" = extractvalue [1 x i64] %".813", 0
  %".815" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".792", i32 0, i32 4
  %".816" = load i8*, i8** %".815"
  %".817" = mul i64 %".806", 1
  %".818" = add i64 0, %".817"
  %".819" = getelementptr i8, i8* %".816", i64 %".818"
  %".820" = trunc i64 0 to i8
  store i8 %".820", i8* %".819"
  %".822" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"idx"
  %".823" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".824"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".822", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".824"
  %".828" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".824", i32 0, i32 5
  %".829" = getelementptr inbounds [1 x i64], [1 x i64]* %".828", i32 0, i32 0
  %".830" = load i64, i64* %".829", !range !1
  %".831" = insertvalue [1 x i64] undef, i64 %".830", 0
  %".832" = extractvalue [1 x i64] %".831", 0
  %".833" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".824", i32 0, i32 6
  %".834" = load [1 x i64], [1 x i64]* %".833"
  %".835" = extractvalue [1 x i64] %".834", 0
  %".836" = icmp slt i64 %".823", 0
  %".837" = add i64 %".823", %".832"
  %".838" = select  i1 %".836", i64 %".837", i64 %".823"
  %".839" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".824", i32 0, i32 5
  %".840" = getelementptr inbounds [1 x i64], [1 x i64]* %".839", i32 0, i32 0
  %".841" = load i64, i64* %".840", !range !1
  %".842" = insertvalue [1 x i64] undef, i64 %".841", 0
  %".843" = extractvalue [1 x i64] %".842", 0
  %".844" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".824", i32 0, i32 6
  %".845" = load [1 x i64], [1 x i64]* %".844"
  %".846" = extractvalue [1 x i64] %".845", 0
  %".847" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".824", i32 0, i32 4
  %".848" = load i32*, i32** %".847"
  %".849" = mul i64 %".846", %".838"
  %".850" = ptrtoint i32* %".848" to i64
  %".851" = add i64 %".850", %".849"
  %".852" = inttoptr i64 %".851" to i32*
  %".853" = load i32, i32* %".852"
  %".854" = sext i32 %".853" to i64
  %".855" = and i64 %".854", 1
  %".856" = trunc i64 %".855" to i8
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".857"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %".726", {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".857"
  %".861" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".857", i32 0, i32 5
  %".862" = getelementptr inbounds [1 x i64], [1 x i64]* %".861", i32 0, i32 0
  %".863" = load i64, i64* %".862", !range !1
  %".864" = insertvalue [1 x i64] undef, i64 %".863", 0
  %".865" = extractvalue [1 x i64] %".864", 0
  %".866" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".857", i32 0, i32 6
  %".867" = load [1 x i64], [1 x i64]* %".866"
  %".868" = extractvalue [1 x i64] %".867", 0
  %".869" = icmp slt i64 3, 0
  %".870" = add i64 3, %".865"
  %".871" = select  i1 %".869", i64 %".870", i64 3
  %".872" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".857", i32 0, i32 5
  %".873" = getelementptr inbounds [1 x i64], [1 x i64]* %".872", i32 0, i32 0
  %".874" = load i64, i64* %".873", !range !1
  %".875" = insertvalue [1 x i64] undef, i64 %".874", 0
  %".876" = extractvalue [1 x i64] %".875", 0
  %".877" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".857", i32 0, i32 6
  %".878" = load [1 x i64], [1 x i64]* %".877"
  %".879" = extractvalue [1 x i64] %".878", 0
  %".880" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".857", i32 0, i32 4
  %".881" = load i8*, i8** %".880"
  %".882" = mul i64 %".871", 1
  %".883" = add i64 0, %".882"
  %".884" = getelementptr i8, i8* %".881", i64 %".883"
  store i8 %".856", i8* %".884"
  %".886" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"idx"
  %".887" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".888"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".886", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".888"
  %".892" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".888", i32 0, i32 5
  %".893" = getelementptr inbounds [1 x i64], [1 x i64]* %".892", i32 0, i32 0
  %".894" = load i64, i64* %".893", !range !1
  %".895" = insertvalue [1 x i64] undef, i64 %".894", 0
  %".896" = extractvalue [1 x i64] %".895", 0
  %".897" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".888", i32 0, i32 6
  %".898" = load [1 x i64], [1 x i64]* %".897"
  %".899" = extractvalue [1 x i64] %".898", 0
  %".900" = icmp slt i64 %".887", 0
  %".901" = add i64 %".887", %".896"
  %".902" = select  i1 %".900", i64 %".901", i64 %".887"
  %".903" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".888", i32 0, i32 5
  %".904" = getelementptr inbounds [1 x i64], [1 x i64]* %".903", i32 0, i32 0
  %".905" = load i64, i64* %".904", !range !1
  %".906" = insertvalue [1 x i64] undef, i64 %".905", 0
  %".907" = extractvalue [1 x i64] %".906", 0
  %".908" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".888", i32 0, i32 6
  %".909" = load [1 x i64], [1 x i64]* %".908"
  %".910" = extractvalue [1 x i64] %".909", 0
  %".911" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".888", i32 0, i32 4
  %".912" = load i32*, i32** %".911"
  %".913" = mul i64 %".910", %".902"
  %".914" = ptrtoint i32* %".912" to i64
  %".915" = add i64 %".914", %".913"
  %".916" = inttoptr i64 %".915" to i32*
  %".917" = load i32, i32* %".916"
  %".918" = sext i32 %".917" to i64
  %".921" = icmp eq i64 16, 0
  br i1 %".921", label %"B438.if", label %"B438.else", !prof !2
B70.if:
  ret void
B70.endif:
  br i1 %".271", label %"B70.endif.if", label %"B70.endif.else"
B70.endif.if:
  %".276" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".246", i32 0, i32 3
  %".277" = load i64*, i64** %".276"
  store i64 0, i64* %".277"
  br label %"B70.endif.endif"
B70.endif.else:
  %".280" = srem i64 %".268", %".254"
  %".281" = sub i64 0, %".280"
  %".282" = select  i1 %".269", i64 %".280", i64 %".281"
  %".283" = icmp sgt i64 %".282", 0
  %".284" = sdiv i64 %".268", %".254"
  %".285" = select  i1 %".283", i64 1, i64 0
  %".286" = add i64 %".284", %".285"
  %".287" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".246", i32 0, i32 3
  %".288" = load i64*, i64** %".287"
  store i64 %".286", i64* %".288"
  br label %"B70.endif.endif"
B70.endif.endif:
  %".291" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".246"
  %".293" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi222.0"
  store {i64*, i64, i64, i64*} %".291", {i64*, i64, i64, i64*}* %"$phi222.0"
  br label %"B222"
B222.if:
  %".311" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".300", i32 0, i32 0
  %".312" = load i64*, i64** %".311"
  %".313" = load i64, i64* %".312"
  %".314" = getelementptr inbounds {i64, i1}, {i64, i1}* %".297", i32 0, i32 0
  store i64 %".313", i64* %".314"
  %".316" = sub nsw i64 %".306", 1
  store i64 %".316", i64* %".305"
  %".318" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".300", i32 0, i32 2
  %".319" = load i64, i64* %".318"
  %".320" = add i64 %".313", %".319"
  %".321" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".300", i32 0, i32 0
  %".322" = load i64*, i64** %".321"
  store i64 %".320", i64* %".322"
  br label %"B222.endif"
B222.endif:
  %".325" = load {i64, i1}, {i64, i1}* %".297"
  store {i64, i1} zeroinitializer, {i64, i1}* %".326"
  store {i64, i1} %".325", {i64, i1}* %".326"
  %".330" = getelementptr inbounds {i64, i1}, {i64, i1}* %".326", i32 0, i32 0
  %".331" = load i64, i64* %".330"
  store {i64, i1} zeroinitializer, {i64, i1}* %".332"
  store {i64, i1} %".325", {i64, i1}* %".332"
  %".336" = getelementptr inbounds {i64, i1}, {i64, i1}* %".332", i32 0, i32 1
  %".337" = load i1, i1* %".336"
  %".339" = load i1, i1* %"$222for_iter.3"
  store i1 %".337", i1* %"$222for_iter.3"
  %".342" = load i64, i64* %"$phi224.1"
  store i64 %".331", i64* %"$phi224.1"
  %".344" = load i1, i1* %"$222for_iter.3"
  br i1 %".344", label %"B224", label %"B320"
B320.if:
  store i64 16, i64* %"quot"
  store i64 16, i64* %"rem"
  br label %"B320.endif"
B320.else:
  store i64 0, i64* %".467"
  store i64 0, i64* %".470"
  %".473" = icmp eq i64 %".459", -9223372036854775808
  %".474" = icmp eq i64 16, -1
  %".475" = and i1 %".473", %".474"
  %".476" = xor i1 %".475", -1
  br i1 %".476", label %"B320.else.if", label %"B320.else.endif", !prof !3
B320.endif:
  %".499" = load i64, i64* %"rem"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".500"
  %".503" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".500", i32 0, i32 0
  store i64 0, i64* %".503"
  %".505" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".500", i32 0, i32 1
  store i64 %".499", i64* %".505"
  %".507" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".500", i32 0, i32 2
  store i64 1, i64* %".507"
  %".509" = load {i64, i64, i64}, {i64, i64, i64}* %".500"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".510"
  store {i64, i64, i64} %".509", {i64, i64, i64}* %".510"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".514"
  %".517" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".510", i32 0, i32 0
  %".518" = load i64, i64* %".517"
  %".519" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".510", i32 0, i32 1
  %".520" = load i64, i64* %".519"
  %".521" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".510", i32 0, i32 2
  %".522" = load i64, i64* %".521"
  store i64 %".518", i64* %".523"
  %".528" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".514", i32 0, i32 0
  store i64* %".523", i64** %".528"
  %".530" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".514", i32 0, i32 1
  store i64 %".520", i64* %".530"
  %".532" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".514", i32 0, i32 2
  store i64 %".522", i64* %".532"
  %".534" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".514", i32 0, i32 3
  store i64* %".526", i64** %".534"
  %".536" = sub i64 %".520", %".518"
  %".537" = icmp sgt i64 %".536", 0
  %".538" = icmp sgt i64 %".522", 0
  %".539" = xor i1 %".537", %".538"
  %".540" = icmp eq i64 %".522", 0
  br i1 %".540", label %"B320.endif.if", label %"B320.endif.endif", !prof !2
B320.else.if:
  %".478" = sdiv i64 %".459", 16
  %".479" = srem i64 %".459", 16
  %".480" = xor i64 16, %".479"
  %".481" = icmp slt i64 %".480", 0
  %".482" = icmp ne i64 %".479", 0
  %".483" = and i1 %".482", %".481"
  br i1 %".483", label %"B320.else.if.if", label %"B320.else.if.else"
B320.else.endif:
  %".494" = load i64, i64* %".467"
  %".495" = load i64, i64* %".470"
  store i64 %".494", i64* %"quot"
  store i64 %".495", i64* %"rem"
  br label %"B320.endif"
B320.else.if.if:
  %".488" = sub i64 %".478", 1
  store i64 %".488", i64* %".467"
  %".490" = add i64 %".479", 16
  store i64 %".490", i64* %".470"
  br label %"B320.else.if.endif"
B320.else.if.else:
  store i64 %".478", i64* %".467"
  store i64 %".479", i64* %".470"
  br label %"B320.else.if.endif"
B320.else.if.endif:
  br label %"B320.else.endif"
B320.endif.if:
  ret void
B320.endif.endif:
  br i1 %".539", label %"B320.endif.endif.if", label %"B320.endif.endif.else"
B320.endif.endif.if:
  %".544" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".514", i32 0, i32 3
  %".545" = load i64*, i64** %".544"
  store i64 0, i64* %".545"
  br label %"B320.endif.endif.endif"
B320.endif.endif.else:
  %".548" = srem i64 %".536", %".522"
  %".549" = sub i64 0, %".548"
  %".550" = select  i1 %".537", i64 %".548", i64 %".549"
  %".551" = icmp sgt i64 %".550", 0
  %".552" = sdiv i64 %".536", %".522"
  %".553" = select  i1 %".551", i64 1, i64 0
  %".554" = add i64 %".552", %".553"
  %".555" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".514", i32 0, i32 3
  %".556" = load i64*, i64** %".555"
  store i64 %".554", i64* %".556"
  br label %"B320.endif.endif.endif"
B320.endif.endif.endif:
  %".559" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".514"
  %".561" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi398.0"
  store {i64*, i64, i64, i64*} %".559", {i64*, i64, i64, i64*}* %"$phi398.0"
  br label %"B398"
B398.if:
  %".579" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".568", i32 0, i32 0
  %".580" = load i64*, i64** %".579"
  %".581" = load i64, i64* %".580"
  %".582" = getelementptr inbounds {i64, i1}, {i64, i1}* %".565", i32 0, i32 0
  store i64 %".581", i64* %".582"
  %".584" = sub nsw i64 %".574", 1
  store i64 %".584", i64* %".573"
  %".586" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".568", i32 0, i32 2
  %".587" = load i64, i64* %".586"
  %".588" = add i64 %".581", %".587"
  %".589" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".568", i32 0, i32 0
  %".590" = load i64*, i64** %".589"
  store i64 %".588", i64* %".590"
  br label %"B398.endif"
B398.endif:
  %".593" = load {i64, i1}, {i64, i1}* %".565"
  store {i64, i1} zeroinitializer, {i64, i1}* %".594"
  store {i64, i1} %".593", {i64, i1}* %".594"
  %".598" = getelementptr inbounds {i64, i1}, {i64, i1}* %".594", i32 0, i32 0
  %".599" = load i64, i64* %".598"
  store {i64, i1} zeroinitializer, {i64, i1}* %".600"
  store {i64, i1} %".593", {i64, i1}* %".600"
  %".604" = getelementptr inbounds {i64, i1}, {i64, i1}* %".600", i32 0, i32 1
  %".605" = load i1, i1* %".604"
  %".607" = load i1, i1* %"$398for_iter.3"
  store i1 %".605", i1* %"$398for_iter.3"
  %".610" = load i64, i64* %"$phi400.1"
  store i64 %".599", i64* %"$phi400.1"
  %".612" = load i1, i1* %"$398for_iter.3"
  br i1 %".612", label %"B400", label %"B438"
B400.if:
  store i64 16, i64* %"quot.1"
  store i64 16, i64* %"rem.1"
  br label %"B400.endif"
B400.else:
  store i64 0, i64* %".627"
  store i64 0, i64* %".630"
  %".633" = icmp eq i64 %".619", -9223372036854775808
  %".634" = icmp eq i64 16, -1
  %".635" = and i1 %".633", %".634"
  %".636" = xor i1 %".635", -1
  br i1 %".636", label %"B400.else.if", label %"B400.else.endif", !prof !3
B400.endif:
  %".659" = load i64, i64* %"rem.1"
  %".660" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".661"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".660", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".661"
  %".665" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".661", i32 0, i32 5
  %".666" = getelementptr inbounds [1 x i64], [1 x i64]* %".665", i32 0, i32 0
  %".667" = load i64, i64* %".666", !range !1
  %".668" = insertvalue [1 x i64] undef, i64 %".667", 0
  %".669" = extractvalue [1 x i64] %".668", 0
  %".670" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".661", i32 0, i32 6
  %".671" = load [1 x i64], [1 x i64]* %".670"
  %".672" = extractvalue [1 x i64] %".671", 0
  %".673" = icmp slt i64 %".659", 0
  %".674" = add i64 %".659", %".669"
  %".675" = select  i1 %".673", i64 %".674", i64 %".659"
  %".676" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".661", i32 0, i32 5
  %".677" = getelementptr inbounds [1 x i64], [1 x i64]* %".676", i32 0, i32 0
  %".678" = load i64, i64* %".677", !range !1
  %".679" = insertvalue [1 x i64] undef, i64 %".678", 0
  %".680" = extractvalue [1 x i64] %".679", 0
  %".681" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".661", i32 0, i32 6
  %".682" = load [1 x i64], [1 x i64]* %".681"
  %".683" = extractvalue [1 x i64] %".682", 0
  %".684" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".661", i32 0, i32 4
  %".685" = load float*, float** %".684"
  %".686" = mul i64 %".675", 1
  %".687" = add i64 0, %".686"
  %".688" = getelementptr float, float* %".685", i64 %".687"
  %".689" = load float, float* %".688"
  %".690" = load float, float* %"acc.2"
  %".691" = fadd float %".690", %".689"
  %".692" = load float, float* %"acc.2"
  store float %".691", float* %"acc.2"
  br label %"B398"
B400.else.if:
  %".638" = sdiv i64 %".619", 16
  %".639" = srem i64 %".619", 16
  %".640" = xor i64 16, %".639"
  %".641" = icmp slt i64 %".640", 0
  %".642" = icmp ne i64 %".639", 0
  %".643" = and i1 %".642", %".641"
  br i1 %".643", label %"B400.else.if.if", label %"B400.else.if.else"
B400.else.endif:
  %".654" = load i64, i64* %".627"
  %".655" = load i64, i64* %".630"
  store i64 %".654", i64* %"quot.1"
  store i64 %".655", i64* %"rem.1"
  br label %"B400.endif"
B400.else.if.if:
  %".648" = sub i64 %".638", 1
  store i64 %".648", i64* %".627"
  %".650" = add i64 %".639", 16
  store i64 %".650", i64* %".630"
  br label %"B400.else.if.endif"
B400.else.if.else:
  store i64 %".638", i64* %".627"
  store i64 %".639", i64* %".630"
  br label %"B400.else.if.endif"
B400.else.if.endif:
  br label %"B400.else.endif"
B438.if:
  store i64 16, i64* %"quot.2"
  store i64 16, i64* %"rem.2"
  br label %"B438.endif"
B438.else:
  store i64 0, i64* %".926"
  store i64 0, i64* %".929"
  %".932" = icmp eq i64 %".918", -9223372036854775808
  %".933" = icmp eq i64 16, -1
  %".934" = and i1 %".932", %".933"
  %".935" = xor i1 %".934", -1
  br i1 %".935", label %"B438.else.if", label %"B438.else.endif", !prof !3
B438.endif:
  %".958" = load i64, i64* %"rem.2"
  %".959" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".960"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".959", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".960"
  %".964" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".960", i32 0, i32 5
  %".965" = getelementptr inbounds [1 x i64], [1 x i64]* %".964", i32 0, i32 0
  %".966" = load i64, i64* %".965", !range !1
  %".967" = insertvalue [1 x i64] undef, i64 %".966", 0
  %".968" = extractvalue [1 x i64] %".967", 0
  %".969" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".960", i32 0, i32 6
  %".970" = load [1 x i64], [1 x i64]* %".969"
  %".971" = extractvalue [1 x i64] %".970", 0
  %".972" = icmp slt i64 %".958", 0
  %".973" = add i64 %".958", %".968"
  %".974" = select  i1 %".972", i64 %".973", i64 %".958"
  %".975" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".960", i32 0, i32 5
  %".976" = getelementptr inbounds [1 x i64], [1 x i64]* %".975", i32 0, i32 0
  %".977" = load i64, i64* %".976", !range !1
  %".978" = insertvalue [1 x i64] undef, i64 %".977", 0
  %".979" = extractvalue [1 x i64] %".978", 0
  %".980" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".960", i32 0, i32 6
  %".981" = load [1 x i64], [1 x i64]* %".980"
  %".982" = extractvalue [1 x i64] %".981", 0
  %".983" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".960", i32 0, i32 4
  %".984" = load float*, float** %".983"
  %".985" = mul i64 %".974", 1
  %".986" = add i64 0, %".985"
  %".987" = getelementptr float, float* %".984", i64 %".986"
  %".988" = load float, float* %".987"
  %".989" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"buf"
  %".991" = load float, float* %"acc.2"
  %".992" = fadd float %".991", %".988"
  %".993" = load float, float* %"acc.2"
  store float 0.0, float* %"acc.2"
  %".995" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"idx"
  %".996" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".997"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".995", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".997"
  %".1001" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".997", i32 0, i32 5
  %".1002" = getelementptr inbounds [1 x i64], [1 x i64]* %".1001", i32 0, i32 0
  %".1003" = load i64, i64* %".1002", !range !1
  %".1004" = insertvalue [1 x i64] undef, i64 %".1003", 0
  %".1005" = extractvalue [1 x i64] %".1004", 0
  %".1006" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".997", i32 0, i32 6
  %".1007" = load [1 x i64], [1 x i64]* %".1006"
  %".1008" = extractvalue [1 x i64] %".1007", 0
  %".1009" = icmp slt i64 %".996", 0
  %".1010" = add i64 %".996", %".1005"
  %".1011" = select  i1 %".1009", i64 %".1010", i64 %".996"
  %".1012" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".997", i32 0, i32 5
  %".1013" = getelementptr inbounds [1 x i64], [1 x i64]* %".1012", i32 0, i32 0
  %".1014" = load i64, i64* %".1013", !range !1
  %".1015" = insertvalue [1 x i64] undef, i64 %".1014", 0
  %".1016" = extractvalue [1 x i64] %".1015", 0
  %".1017" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".997", i32 0, i32 6
  %".1018" = load [1 x i64], [1 x i64]* %".1017"
  %".1019" = extractvalue [1 x i64] %".1018", 0
  %".1020" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".997", i32 0, i32 4
  %".1021" = load i32*, i32** %".1020"
  %".1022" = mul i64 %".1019", %".1011"
  %".1023" = ptrtoint i32* %".1021" to i64
  %".1024" = add i64 %".1023", %".1022"
  %".1025" = inttoptr i64 %".1024" to i32*
  %".1026" = load i32, i32* %".1025"
  %".1027" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"idx"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"idx"
  %".1029" = sext i32 %".1026" to i64
  %".1032" = icmp eq i64 4, 0
  br i1 %".1032", label %"B438.endif.if", label %"B438.endif.else", !prof !2
B438.else.if:
  %".937" = sdiv i64 %".918", 16
  %".938" = srem i64 %".918", 16
  %".939" = xor i64 16, %".938"
  %".940" = icmp slt i64 %".939", 0
  %".941" = icmp ne i64 %".938", 0
  %".942" = and i1 %".941", %".940"
  br i1 %".942", label %"B438.else.if.if", label %"B438.else.if.else"
B438.else.endif:
  %".953" = load i64, i64* %".926"
  %".954" = load i64, i64* %".929"
  store i64 %".953", i64* %"quot.2"
  store i64 %".954", i64* %"rem.2"
  br label %"B438.endif"
B438.else.if.if:
  %".947" = sub i64 %".937", 1
  store i64 %".947", i64* %".926"
  %".949" = add i64 %".938", 16
  store i64 %".949", i64* %".929"
  br label %"B438.else.if.endif"
B438.else.if.else:
  store i64 %".937", i64* %".926"
  store i64 %".938", i64* %".929"
  br label %"B438.else.if.endif"
B438.else.if.endif:
  br label %"B438.else.endif"
B438.endif.if:
  store i64 4, i64* %"quot.3"
  store i64 4, i64* %"rem.3"
  br label %"B438.endif.endif"
B438.endif.else:
  store i64 0, i64* %".1037"
  store i64 0, i64* %".1040"
  %".1043" = icmp eq i64 %".1029", -9223372036854775808
  %".1044" = icmp eq i64 4, -1
  %".1045" = and i1 %".1043", %".1044"
  %".1046" = xor i1 %".1045", -1
  br i1 %".1046", label %"B438.endif.else.if", label %"B438.endif.else.endif", !prof !3
B438.endif.endif:
  %".1069" = load i64, i64* %"rem.3"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".1070"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %".726", {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".1070"
  %".1074" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".1070", i32 0, i32 5
  %".1075" = getelementptr inbounds [1 x i64], [1 x i64]* %".1074", i32 0, i32 0
  %".1076" = load i64, i64* %".1075", !range !1
  %".1077" = insertvalue [1 x i64] undef, i64 %".1076", 0
  %".1078" = extractvalue [1 x i64] %".1077", 0
  %".1079" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".1070", i32 0, i32 6
  %".1080" = load [1 x i64], [1 x i64]* %".1079"
  %".1081" = extractvalue [1 x i64] %".1080", 0
  %".1082" = icmp slt i64 %".1069", 0
  %".1083" = add i64 %".1069", %".1078"
  %".1084" = select  i1 %".1082", i64 %".1083", i64 %".1069"
  %".1085" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".1070", i32 0, i32 5
  %".1086" = getelementptr inbounds [1 x i64], [1 x i64]* %".1085", i32 0, i32 0
  %".1087" = load i64, i64* %".1086", !range !1
  %".1088" = insertvalue [1 x i64] undef, i64 %".1087", 0
  %".1089" = extractvalue [1 x i64] %".1088", 0
  %".1090" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".1070", i32 0, i32 6
  %".1091" = load [1 x i64], [1 x i64]* %".1090"
  %".1092" = extractvalue [1 x i64] %".1091", 0
  %".1093" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".1070", i32 0, i32 4
  %".1094" = load i8*, i8** %".1093"
  %".1095" = mul i64 %".1084", 1
  %".1096" = add i64 0, %".1095"
  %".1097" = getelementptr i8, i8* %".1094", i64 %".1096"
  %".1098" = load i8, i8* %".1097"
  %".1099" = uitofp i8 %".1098" to float
  %".1100" = fadd float %".992", %".1099"
  %".1101" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".1102" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".1103"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".1101", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".1103"
  %".1107" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".1103", i32 0, i32 5
  %".1108" = getelementptr inbounds [1 x i64], [1 x i64]* %".1107", i32 0, i32 0
  %".1109" = load i64, i64* %".1108", !range !1
  %".1110" = insertvalue [1 x i64] undef, i64 %".1109", 0
  %".1111" = extractvalue [1 x i64] %".1110", 0
  %".1112" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".1103", i32 0, i32 6
  %".1113" = load [1 x i64], [1 x i64]* %".1112"
  %".1114" = extractvalue [1 x i64] %".1113", 0
  %".1115" = icmp slt i64 %".1102", 0
  %".1116" = add i64 %".1102", %".1111"
  %".1117" = select  i1 %".1115", i64 %".1116", i64 %".1102"
  %".1118" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".1103", i32 0, i32 5
  %".1119" = getelementptr inbounds [1 x i64], [1 x i64]* %".1118", i32 0, i32 0
  %".1120" = load i64, i64* %".1119", !range !1
  %".1121" = insertvalue [1 x i64] undef, i64 %".1120", 0
  %".1122" = extractvalue [1 x i64] %".1121", 0
  %".1123" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".1103", i32 0, i32 6
  %".1124" = load [1 x i64], [1 x i64]* %".1123"
  %".1125" = extractvalue [1 x i64] %".1124", 0
  %".1126" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".1103", i32 0, i32 4
  %".1127" = load float*, float** %".1126"
  %".1128" = mul i64 %".1125", %".1117"
  %".1129" = ptrtoint float* %".1127" to i64
  %".1130" = add i64 %".1129", %".1128"
  %".1131" = inttoptr i64 %".1130" to float*
  store float %".1100", float* %".1131"
  %".1133" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".1135" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B438.endif.else.if:
  %".1048" = sdiv i64 %".1029", 4
  %".1049" = srem i64 %".1029", 4
  %".1050" = xor i64 4, %".1049"
  %".1051" = icmp slt i64 %".1050", 0
  %".1052" = icmp ne i64 %".1049", 0
  %".1053" = and i1 %".1052", %".1051"
  br i1 %".1053", label %"B438.endif.else.if.if", label %"B438.endif.else.if.else"
B438.endif.else.endif:
  %".1064" = load i64, i64* %".1037"
  %".1065" = load i64, i64* %".1040"
  store i64 %".1064", i64* %"quot.3"
  store i64 %".1065", i64* %"rem.3"
  br label %"B438.endif.endif"
B438.endif.else.if.if:
  %".1058" = sub i64 %".1048", 1
  store i64 %".1058", i64* %".1037"
  %".1060" = add i64 %".1049", 4
  store i64 %".1060", i64* %".1040"
  br label %"B438.endif.else.if.endif"
B438.endif.else.if.else:
  store i64 %".1048", i64* %".1037"
  store i64 %".1049", i64* %".1040"
  br label %"B438.endif.else.if.endif"
B438.endif.else.if.endif:
  br label %"B438.endif.else.endif"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__14local_indexingB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__14local_indexingB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }