; numba-cuda kernel n27_shared_matmul(Array(float32, 2, 'A', False, aligned=True), Array(float32, 2, 'A', False, aligned=True), Array(float32, 2, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "shared_matmul$1"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__13shared_matmulB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi2E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__13shared_matmulB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi2E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", float* %"a.4", i64 %"a.5.0", i64 %"a.5.1", i64 %"a.6.0", i64 %"a.6.1", i8* %"b.0", i8* %"b.1", i64 %"b.2", i64 %"b.3", float* %"b.4", i64 %"b.5.0", i64 %"b.5.1", i64 %"b.6.0", i64 %"b.6.1", i8* %"c.0", i8* %"c.1", i64 %"c.2", i64 %"c.3", float* %"c.4", i64 %"c.5.0", i64 %"c.5.1", i64 %"c.6.0", i64 %"c.6.1")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} undef, i8* %"a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.meminfo", i8* %"a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.parent", i64 %"a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.nitems", i64 %"a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.itemsize", float* %"a.4", 4
  %".30" = insertvalue [2 x i64] undef, i64 %"a.5.0", 0
  %".31" = insertvalue [2 x i64] %".30", i64 %"a.5.1", 1
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.data", [2 x i64] %".31", 5
  %".32" = insertvalue [2 x i64] undef, i64 %"a.6.0", 0
  %".33" = insertvalue [2 x i64] %".32", i64 %"a.6.1", 1
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.shape", [2 x i64] %".33", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} undef, i8* %"b.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.meminfo.1", i8* %"b.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.parent.1", i64 %"b.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.nitems.1", i64 %"b.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.itemsize.1", float* %"b.4", 4
  %".34" = insertvalue [2 x i64] undef, i64 %"b.5.0", 0
  %".35" = insertvalue [2 x i64] %".34", i64 %"b.5.1", 1
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.data.1", [2 x i64] %".35", 5
  %".36" = insertvalue [2 x i64] undef, i64 %"b.6.0", 0
  %".37" = insertvalue [2 x i64] %".36", i64 %"b.6.1", 1
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.shape.1", [2 x i64] %".37", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} undef, i8* %"c.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.meminfo.2", i8* %"c.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.parent.2", i64 %"c.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.nitems.2", i64 %"c.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.itemsize.2", float* %"c.4", 4
  %".38" = insertvalue [2 x i64] undef, i64 %"c.5.0", 0
  %".39" = insertvalue [2 x i64] %".38", i64 %"c.5.1", 1
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.data.2", [2 x i64] %".39", 5
  %".40" = insertvalue [2 x i64] undef, i64 %"c.6.0", 0
  %".41" = insertvalue [2 x i64] %".40", i64 %"c.6.1", 1
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.shape.2", [2 x i64] %".41", 6
  %"a" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"a"
  %"b" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"b"
  %"c" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"c"
  %".50" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".50"
  %"sa" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"sa"
  %".84" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".84"
  %"sb" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"sb"
  %"x" = alloca i64
  store i64 0, i64* %"x"
  %"y" = alloca i64
  store i64 0, i64* %"y"
  %"tx" = alloca i32
  store i32 0, i32* %"tx"
  %"ty" = alloca i32
  store i32 0, i32* %"ty"
  %"acc.3" = alloca float
  store float 0.0, float* %"acc.3"
  %".174" = alloca {i32, i32, i32}
  store {i32, i32, i32} zeroinitializer, {i32, i32, i32}* %".174"
  %".184" = alloca {i32, i32, i32}
  store {i32, i32, i32} zeroinitializer, {i32, i32, i32}* %".184"
  %".188" = alloca {i32*, i32, i32, i32*}
  store {i32*, i32, i32, i32*} zeroinitializer, {i32*, i32, i32, i32*}* %".188"
  %".197" = alloca i32
  store i32 0, i32* %".197"
  %".200" = alloca i32
  store i32 0, i32* %".200"
  %"$phi404.0" = alloca {i32*, i32, i32, i32*}
  store {i32*, i32, i32, i32*} zeroinitializer, {i32*, i32, i32, i32*}* %"$phi404.0"
  %".239" = alloca {i32, i1}
  store {i32, i1} zeroinitializer, {i32, i1}* %".239"
  %".242" = alloca {i32*, i32, i32, i32*}
  store {i32*, i32, i32, i32*} zeroinitializer, {i32*, i32, i32, i32*}* %".242"
  %".268" = alloca {i32, i1}
  store {i32, i1} zeroinitializer, {i32, i1}* %".268"
  %".274" = alloca {i32, i1}
  store {i32, i1} zeroinitializer, {i32, i1}* %".274"
  %"$404for_iter.3" = alloca i1
  store i1 0, i1* %"$404for_iter.3"
  %"$phi406.1" = alloca i32
  store i32 0, i32* %"$phi406.1"
  %"t" = alloca i32
  store i32 0, i32* %"t"
  %".309" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".309"
  %".368" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".368"
  %".415" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".415"
  %"$468pred" = alloca i1
  store i1 0, i1* %"$468pred"
  %".443" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".443"
  %"$524pred" = alloca i1
  store i1 0, i1* %"$524pred"
  %".473" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".473"
  %".533" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".533"
  %".584" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".584"
  %"$610pred" = alloca i1
  store i1 0, i1* %"$610pred"
  %".612" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".612"
  %"$666pred" = alloca i1
  store i1 0, i1* %"$666pred"
  %".644" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".644"
  %".704" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".704"
  %"acc.2" = alloca float
  store float 0.0, float* %"acc.2"
  %".763" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".763"
  %".773" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".773"
  %".777" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".777"
  %".786" = alloca i64
  store i64 0, i64* %".786"
  %".789" = alloca i64
  store i64 0, i64* %".789"
  %"$phi798.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi798.1"
  %".828" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".828"
  %".831" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".831"
  %".857" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".857"
  %".863" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".863"
  %"$798for_iter.4" = alloca i1
  store i1 0, i1* %"$798for_iter.4"
  %"$phi800.2" = alloca i64
  store i64 0, i64* %"$phi800.2"
  %".891" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".891"
  %".947" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".947"
  %".1032" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".1032"
  %"$924pred" = alloca i1
  store i1 0, i1* %"$924pred"
  %".1054" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".1054"
  %"$958pred" = alloca i1
  store i1 0, i1* %"$958pred"
  %".1087" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".1087"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"b"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"c"
  %".48" = insertvalue [2 x i64] undef, i64 16, 0
  %".49" = insertvalue [2 x i64] %".48", i64 16, 1
  %"generic" = addrspacecast [256 x float] addrspace(3)* @"_cudapy_smem_1" to i8*
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".50"
  %".53" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".50", i32 0, i32 4
  %".54" = load float*, float** %".53"
  %".55" = bitcast i8* %"generic" to float*
  %".56" = insertvalue [2 x i64] undef, i64 16, 0
  %".57" = insertvalue [2 x i64] %".56", i64 16, 1
  %".58" = insertvalue [2 x i64] undef, i64 64, 0
  %".59" = insertvalue [2 x i64] %".58", i64 4, 1
  %".60" = extractvalue [2 x i64] %".57", 0
  %".61" = extractvalue [2 x i64] %".57", 1
  %".62" = mul nsw i64 1, %".60"
  %".63" = mul nsw i64 %".62", %".61"
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".50", i32 0, i32 5
  store [2 x i64] %".57", [2 x i64]* %".64"
  %".66" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".50", i32 0, i32 6
  store [2 x i64] %".59", [2 x i64]* %".66"
  %".68" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".50", i32 0, i32 4
  store float* %".55", float** %".68"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".50", i32 0, i32 3
  store i64 4, i64* %".70"
  %".72" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".50", i32 0, i32 0
  store i8* null, i8** %".72"
  %".74" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".50", i32 0, i32 1
  store i8* null, i8** %".74"
  %".76" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".50", i32 0, i32 2
  store i64 %".63", i64* %".76"
  %".78" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".50"
  %".80" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"sa"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".78", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"sa"
  %".82" = insertvalue [2 x i64] undef, i64 16, 0
  %".83" = insertvalue [2 x i64] %".82", i64 16, 1
  %"generic.1" = addrspacecast [256 x float] addrspace(3)* @"_cudapy_smem_2" to i8*
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".84"
  %".87" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".84", i32 0, i32 4
  %".88" = load float*, float** %".87"
  %".89" = bitcast i8* %"generic.1" to float*
  %".90" = insertvalue [2 x i64] undef, i64 16, 0
  %".91" = insertvalue [2 x i64] %".90", i64 16, 1
  %".92" = insertvalue [2 x i64] undef, i64 64, 0
  %".93" = insertvalue [2 x i64] %".92", i64 4, 1
  %".94" = extractvalue [2 x i64] %".91", 0
  %".95" = extractvalue [2 x i64] %".91", 1
  %".96" = mul nsw i64 1, %".94"
  %".97" = mul nsw i64 %".96", %".95"
  %".98" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".84", i32 0, i32 5
  store [2 x i64] %".91", [2 x i64]* %".98"
  %".100" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".84", i32 0, i32 6
  store [2 x i64] %".93", [2 x i64]* %".100"
  %".102" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".84", i32 0, i32 4
  store float* %".89", float** %".102"
  %".104" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".84", i32 0, i32 3
  store i64 4, i64* %".104"
  %".106" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".84", i32 0, i32 0
  store i8* null, i8** %".106"
  %".108" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".84", i32 0, i32 1
  store i8* null, i8** %".108"
  %".110" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".84", i32 0, i32 2
  store i64 %".97", i64* %".110"
  %".112" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".84"
  %".114" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"sb"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".112", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"sb"
  %".116" = trunc i64 2 to i32
  %".117" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".118" = sext i32 %".117" to i64
  %".119" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".120" = sext i32 %".119" to i64
  %".121" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".122" = sext i32 %".121" to i64
  %".123" = mul i64 %".120", %".122"
  %".124" = add i64 %".123", %".118"
  %".125" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".126" = sext i32 %".125" to i64
  %".127" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()
  %".128" = sext i32 %".127" to i64
  %".129" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  %".130" = sext i32 %".129" to i64
  %".131" = mul i64 %".128", %".130"
  %".132" = add i64 %".131", %".126"
  %".133" = insertvalue [2 x i64] undef, i64 %".124", 0
  %".134" = insertvalue [2 x i64] %".133", i64 %".132", 1
  %".135" = extractvalue [2 x i64] %".134", 0
  %".136" = extractvalue [2 x i64] %".134", 1
  %".138" = load i64, i64* %"x"
  store i64 %".135", i64* %"x"
  %".141" = load i64, i64* %"y"
  store i64 %".136", i64* %"y"
  %".143" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".144" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".145" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".146" = insertvalue {i32, i32, i32} undef, i32 %".143", 0
  %".147" = insertvalue {i32, i32, i32} %".146", i32 %".144", 1
  %".148" = insertvalue {i32, i32, i32} %".147", i32 %".145", 2
  %".149" = extractvalue {i32, i32, i32} %".148", 0
  %".151" = load i32, i32* %"tx"
  store i32 %".149", i32* %"tx"
  %".153" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".154" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".155" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".156" = insertvalue {i32, i32, i32} undef, i32 %".153", 0
  %".157" = insertvalue {i32, i32, i32} %".156", i32 %".154", 1
  %".158" = insertvalue {i32, i32, i32} %".157", i32 %".155", 2
  %".159" = extractvalue {i32, i32, i32} %".158", 1
  %".161" = load i32, i32* %"ty"
  store i32 %".159", i32* %"ty"
  %".163" = sitofp i64 0 to float
  %".165" = load float, float* %"acc.3"
  store float %".163", float* %"acc.3"
  %".167" = call i32 @"llvm.nvvm.read.ptx.sreg.nctaid.x"()
  %".168" = call i32 @"llvm.nvvm.read.ptx.sreg.nctaid.y"()
  %".169" = call i32 @"llvm.nvvm.read.ptx.sreg.nctaid.z"()
  %".170" = insertvalue {i32, i32, i32} undef, i32 %".167", 0
  %".171" = insertvalue {i32, i32, i32} %".170", i32 %".168", 1
  %".172" = insertvalue {i32, i32, i32} %".171", i32 %".169", 2
  %".173" = extractvalue {i32, i32, i32} %".172", 0
  store {i32, i32, i32} zeroinitializer, {i32, i32, i32}* %".174"
  %".177" = getelementptr inbounds {i32, i32, i32}, {i32, i32, i32}* %".174", i32 0, i32 0
  store i32 0, i32* %".177"
  %".179" = getelementptr inbounds {i32, i32, i32}, {i32, i32, i32}* %".174", i32 0, i32 1
  store i32 %".173", i32* %".179"
  %".181" = getelementptr inbounds {i32, i32, i32}, {i32, i32, i32}* %".174", i32 0, i32 2
  store i32 1, i32* %".181"
  %".183" = load {i32, i32, i32}, {i32, i32, i32}* %".174"
  store {i32, i32, i32} zeroinitializer, {i32, i32, i32}* %".184"
  store {i32, i32, i32} %".183", {i32, i32, i32}* %".184"
  store {i32*, i32, i32, i32*} zeroinitializer, {i32*, i32, i32, i32*}* %".188"
  %".191" = getelementptr inbounds {i32, i32, i32}, {i32, i32, i32}* %".184", i32 0, i32 0
  %".192" = load i32, i32* %".191"
  %".193" = getelementptr inbounds {i32, i32, i32}, {i32, i32, i32}* %".184", i32 0, i32 1
  %".194" = load i32, i32* %".193"
  %".195" = getelementptr inbounds {i32, i32, i32}, {i32, i32, i32}* %".184", i32 0, i32 2
  %".196" = load i32, i32* %".195"
  store i32 %".192", i32* %".197"
  %".202" = getelementptr inbounds {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".188", i32 0, i32 0
  store i32* %".197", i32** %".202"
  %".204" = getelementptr inbounds {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".188", i32 0, i32 1
  store i32 %".194", i32* %".204"
  %".206" = getelementptr inbounds {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".188", i32 0, i32 2
  store i32 %".196", i32* %".206"
  %".208" = getelementptr inbounds {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".188", i32 0, i32 3
  store i32* %".200", i32** %".208"
  %".210" = sub i32 %".194", %".192"
  %".211" = icmp sgt i32 %".210", 0
  %".212" = icmp sgt i32 %".196", 0
  %".213" = xor i1 %".211", %".212"
  %".214" = icmp eq i32 %".196", 0
  br i1 %".214", label %"B0.if", label %"B0.endif", !prof !1
B404:
  %".238" = load {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %"$phi404.0"
  store {i32, i1} zeroinitializer, {i32, i1}* %".239"
  store {i32*, i32, i32, i32*} zeroinitializer, {i32*, i32, i32, i32*}* %".242"
  store {i32*, i32, i32, i32*} %".238", {i32*, i32, i32, i32*}* %".242"
  %".246" = getelementptr inbounds {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".242", i32 0, i32 3
  %".247" = load i32*, i32** %".246"
  %".248" = load i32, i32* %".247"
  %".249" = icmp sgt i32 %".248", 0
  %".250" = getelementptr inbounds {i32, i1}, {i32, i1}* %".239", i32 0, i32 1
  store i1 %".249", i1* %".250"
  br i1 %".249", label %"B404.if", label %"B404.endif"
B406:
  %".288" = load i1, i1* %"$404for_iter.3"
  store i1 0, i1* %"$404for_iter.3"
  %".290" = load i32, i32* %"$phi406.1"
  %".292" = load i32, i32* %"t"
  store i32 %".290", i32* %"t"
  %".294" = load i32, i32* %"$phi406.1"
  store i32 0, i32* %"$phi406.1"
  %".296" = load i32, i32* %"ty"
  %".297" = load i32, i32* %"tx"
  %".298" = insertvalue [2 x i32] undef, i32 %".296", 0
  %".299" = insertvalue [2 x i32] %".298", i32 %".297", 1
  %".300" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"sa"
  %".301" = extractvalue [2 x i32] %".299", 0
  %".302" = extractvalue [2 x i32] %".299", 1
  %".303" = sext i32 %".301" to i64
  %".304" = sext i32 %".302" to i64
  %".305" = insertvalue [2 x i64] undef, i64 %".303", 0
  %".306" = insertvalue [2 x i64] %".305", i64 %".304", 1
  %".307" = extractvalue [2 x i64] %".306", 0
  %".308" = extractvalue [2 x i64] %".306", 1
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".309"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".300", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".309"
  %".313" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".309", i32 0, i32 5
  %".314" = getelementptr inbounds [2 x i64], [2 x i64]* %".313", i32 0, i32 0
  %".315" = load i64, i64* %".314", !range !2
  %".316" = getelementptr inbounds [2 x i64], [2 x i64]* %".313", i32 0, i32 1
  %".317" = load i64, i64* %".316", !range !2
  %".318" = insertvalue [2 x i64] undef, i64 %".315", 0
  %".319" = insertvalue [2 x i64] %".318", i64 %".317", 1
  %".320" = extractvalue [2 x i64] %".319", 0
  %".321" = extractvalue [2 x i64] %".319", 1
  %".322" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".309", i32 0, i32 6
  %".323" = load [2 x i64], [2 x i64]* %".322"
  %".324" = extractvalue [2 x i64] %".323", 0
  %".325" = extractvalue [2 x i64] %".323", 1
  %".326" = icmp slt i64 %".307", 0
  %".327" = add i64 %".307", %".320"
  %".328" = select  i1 %".326", i64 %".327", i64 %".307"
  %".329" = icmp slt i64 %".308", 0
  %".330" = add i64 %".308", %".321"
  %".331" = select  i1 %".329", i64 %".330", i64 %".308"
  %".332" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".309", i32 0, i32 5
  %".333" = getelementptr inbounds [2 x i64], [2 x i64]* %".332", i32 0, i32 0
  %".334" = load i64, i64* %".333", !range !2
  %".335" = getelementptr inbounds [2 x i64], [2 x i64]* %".332", i32 0, i32 1
  %".336" = load i64, i64* %".335", !range !2
  %".337" = insertvalue [2 x i64] undef, i64 %".334", 0
  %".338" = insertvalue [2 x i64] %".337", i64 %".336", 1
  %".339" = extractvalue [2 x i64] %".338", 0
  %".340" = extractvalue [2 x i64] %".338", 1
  %".341" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".309", i32 0, i32 6
  %".342" = load [2 x i64], [2 x i64]* %".341"
  %".343" = extractvalue [2 x i64] %".342", 0
  %".344" = extractvalue [2 x i64] %".342", 1
  %".345" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".309", i32 0, i32 4
  %".346" = load float*, float** %".345"
  %".347" = mul i64 1, %".340"
  %".348" = mul i64 %".328", %".347"
  %".349" = add i64 0, %".348"
  %".350" = mul i64 %".331", 1
  %".351" = add i64 %".349", %".350"
  %".352" = getelementptr float, float* %".346", i64 %".351"
  %".353" = sitofp i64 0 to float
  store float %".353", float* %".352"
  %".355" = load i32, i32* %"ty"
  %".356" = load i32, i32* %"tx"
  %".357" = insertvalue [2 x i32] undef, i32 %".355", 0
  %".358" = insertvalue [2 x i32] %".357", i32 %".356", 1
  %".359" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"sb"
  %".360" = extractvalue [2 x i32] %".358", 0
  %".361" = extractvalue [2 x i32] %".358", 1
  %".362" = sext i32 %".360" to i64
  %".363" = sext i32 %".361" to i64
  %".364" = insertvalue [2 x i64] undef, i64 %".362", 0
  %".365" = insertvalue [2 x i64] %".364", i64 %".363", 1
  %".366" = extractvalue [2 x i64] %".365", 0
  %".367" = extractvalue [2 x i64] %".365", 1
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".368"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".359", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".368"
  %".372" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".368", i32 0, i32 5
  %".373" = getelementptr inbounds [2 x i64], [2 x i64]* %".372", i32 0, i32 0
  %".374" = load i64, i64* %".373", !range !2
  %".375" = getelementptr inbounds [2 x i64], [2 x i64]* %".372", i32 0, i32 1
  %".376" = load i64, i64* %".375", !range !2
  %".377" = insertvalue [2 x i64] undef, i64 %".374", 0
  %".378" = insertvalue [2 x i64] %".377", i64 %".376", 1
  %".379" = extractvalue [2 x i64] %".378", 0
  %".380" = extractvalue [2 x i64] %".378", 1
  %".381" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".368", i32 0, i32 6
  %".382" = load [2 x i64], [2 x i64]* %".381"
  %".383" = extractvalue [2 x i64] %".382", 0
  %".384" = extractvalue [2 x i64] %".382", 1
  %".385" = icmp slt i64 %".366", 0
  %".386" = add i64 %".366", %".379"
  %".387" = select  i1 %".385", i64 %".386", i64 %".366"
  %".388" = icmp slt i64 %".367", 0
  %".389" = add i64 %".367", %".380"
  %".390" = select  i1 %".388", i64 %".389", i64 %".367"
  %".391" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".368", i32 0, i32 5
  %".392" = getelementptr inbounds [2 x i64], [2 x i64]* %".391", i32 0, i32 0
  %".393" = load i64, i64* %".392", !range !2
  %".394" = getelementptr inbounds [2 x i64], [2 x i64]* %".391", i32 0, i32 1
  %".395" = load i64, i64* %".394", !range !2
  %".396" = insertvalue [2 x i64] undef, i64 %".393", 0
  %".397" = insertvalue [2 x i64] %".396", i64 %".395", 1
  %".398" = extractvalue [2 x i64] %".397", 0
  %".399" = extractvalue [2 x i64] %".397", 1
  %".400" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".368", i32 0, i32 6
  %".401" = load [2 x i64], [2 x i64]* %".400"
  %".402" = extractvalue [2 x i64] %".401", 0
  %".403" = extractvalue [2 x i64] %".401", 1
  %".404" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".368", i32 0, i32 4
  %".405" = load float*, float** %".404"
  %".406" = mul i64 1, %".399"
  %".407" = mul i64 %".387", %".406"
  %".408" = add i64 0, %".407"
  %".409" = mul i64 %".390", 1
  %".410" = add i64 %".408", %".409"
  %".411" = getelementptr float, float* %".405", i64 %".410"
  %".412" = sitofp i64 0 to float
  store float %".412", float* %".411"
  %".414" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".415"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".414", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".415"
  %".419" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".415", i32 0, i32 5
  %".420" = getelementptr inbounds [2 x i64], [2 x i64]* %".419", i32 0, i32 0
  %".421" = load i64, i64* %".420", !range !2
  %".422" = getelementptr inbounds [2 x i64], [2 x i64]* %".419", i32 0, i32 1
  %".423" = load i64, i64* %".422", !range !2
  %".424" = insertvalue [2 x i64] undef, i64 %".421", 0
  %".425" = insertvalue [2 x i64] %".424", i64 %".423", 1
  %".426" = extractvalue [2 x i64] %".425", 0
  %".427" = load i64, i64* %"y"
  %".428" = icmp slt i64 %".427", %".426"
  %".430" = load i1, i1* %"$468pred"
  store i1 %".428", i1* %"$468pred"
  %".432" = load i1, i1* %"$468pred"
  br i1 %".432", label %"B470", label %"B578"
B470:
  %".434" = load i1, i1* %"$468pred"
  store i1 0, i1* %"$468pred"
  %".436" = load i32, i32* %"t"
  %".437" = sext i32 %".436" to i64
  %".438" = mul nsw i64 %".437", 16
  %".439" = load i32, i32* %"tx"
  %".440" = sext i32 %".439" to i64
  %".441" = add nsw i64 %".440", %".438"
  %".442" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".443"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".442", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".443"
  %".447" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".443", i32 0, i32 5
  %".448" = getelementptr inbounds [2 x i64], [2 x i64]* %".447", i32 0, i32 0
  %".449" = load i64, i64* %".448", !range !2
  %".450" = getelementptr inbounds [2 x i64], [2 x i64]* %".447", i32 0, i32 1
  %".451" = load i64, i64* %".450", !range !2
  %".452" = insertvalue [2 x i64] undef, i64 %".449", 0
  %".453" = insertvalue [2 x i64] %".452", i64 %".451", 1
  %".454" = extractvalue [2 x i64] %".453", 1
  %".455" = icmp slt i64 %".441", %".454"
  %".457" = load i1, i1* %"$524pred"
  store i1 %".455", i1* %"$524pred"
  %".459" = load i1, i1* %"$524pred"
  br i1 %".459", label %"B526", label %"B578"
B526:
  %".461" = load i1, i1* %"$524pred"
  store i1 0, i1* %"$524pred"
  %".463" = load i32, i32* %"t"
  %".464" = sext i32 %".463" to i64
  %".465" = mul nsw i64 %".464", 16
  %".466" = load i32, i32* %"tx"
  %".467" = sext i32 %".466" to i64
  %".468" = add nsw i64 %".467", %".465"
  %".469" = load i64, i64* %"y"
  %".470" = insertvalue [2 x i64] undef, i64 %".469", 0
  %".471" = insertvalue [2 x i64] %".470", i64 %".468", 1
  %".472" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".473"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".472", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".473"
  %".477" = extractvalue [2 x i64] %".471", 0
  %".478" = extractvalue [2 x i64] %".471", 1
  %".479" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".473", i32 0, i32 5
  %".480" = getelementptr inbounds [2 x i64], [2 x i64]* %".479", i32 0, i32 0
  %".481" = load i64, i64* %".480", !range !2
  %".482" = getelementptr inbounds [2 x i64], [2 x i64]* %".479", i32 0, i32 1
  %".483" = load i64, i64* %".482", !range !2
  %".484" = insertvalue [2 x i64] undef, i64 %".481", 0
  %".485" = insertvalue [2 x i64] %".484", i64 %".483", 1
  %".486" = extractvalue [2 x i64] %".485", 0
  %".487" = extractvalue [2 x i64] %".485", 1
  %".488" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".473", i32 0, i32 6
  %".489" = load [2 x i64], [2 x i64]* %".488"
  %".490" = extractvalue [2 x i64] %".489", 0
  %".491" = extractvalue [2 x i64] %".489", 1
  %".492" = icmp slt i64 %".477", 0
  %".493" = add i64 %".477", %".486"
  %".494" = select  i1 %".492", i64 %".493", i64 %".477"
  %".495" = icmp slt i64 %".478", 0
  %".496" = add i64 %".478", %".487"
  %".497" = select  i1 %".495", i64 %".496", i64 %".478"
  %".498" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".473", i32 0, i32 5
  %".499" = getelementptr inbounds [2 x i64], [2 x i64]* %".498", i32 0, i32 0
  %".500" = load i64, i64* %".499", !range !2
  %".501" = getelementptr inbounds [2 x i64], [2 x i64]* %".498", i32 0, i32 1
  %".502" = load i64, i64* %".501", !range !2
  %".503" = insertvalue [2 x i64] undef, i64 %".500", 0
  %".504" = insertvalue [2 x i64] %".503", i64 %".502", 1
  %".505" = extractvalue [2 x i64] %".504", 0
  %".506" = extractvalue [2 x i64] %".504", 1
  %".507" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".473", i32 0, i32 6
  %".508" = load [2 x i64], [2 x i64]* %".507"
  %".509" = extractvalue [2 x i64] %".508", 0
  %".510" = extractvalue [2 x i64] %".508", 1
  %".511" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".473", i32 0, i32 4
  %".512" = load float*, float** %".511"
  %".513" = mul i64 %".509", %".494"
  %".514" = mul i64 %".510", %".497"
  %".515" = add i64 %".513", %".514"
  %".516" = ptrtoint float* %".512" to i64
  %".517" = add i64 %".516", %".515"
  %".518" = inttoptr i64 %".517" to float*
  %".519" = load float, float* %".518"
  %".520" = load i32, i32* %"ty"
  %".521" = load i32, i32* %"tx"
  %".522" = insertvalue [2 x i32] undef, i32 %".520", 0
  %".523" = insertvalue [2 x i32] %".522", i32 %".521", 1
  %".524" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"sa"
  %".525" = extractvalue [2 x i32] %".523", 0
  %".526" = extractvalue [2 x i32] %".523", 1
  %".527" = sext i32 %".525" to i64
  %".528" = sext i32 %".526" to i64
  %".529" = insertvalue [2 x i64] undef, i64 %".527", 0
  %".530" = insertvalue [2 x i64] %".529", i64 %".528", 1
  %".531" = extractvalue [2 x i64] %".530", 0
  %".532" = extractvalue [2 x i64] %".530", 1
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".533"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".524", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".533"
  %".537" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".533", i32 0, i32 5
  %".538" = getelementptr inbounds [2 x i64], [2 x i64]* %".537", i32 0, i32 0
  %".539" = load i64, i64* %".538", !range !2
  %".540" = getelementptr inbounds [2 x i64], [2 x i64]* %".537", i32 0, i32 1
  %".541" = load i64, i64* %".540", !range !2
  %".542" = insertvalue [2 x i64] undef, i64 %".539", 0
  %".543" = insertvalue [2 x i64] %".542", i64 %".541", 1
  %".544" = extractvalue [2 x i64] %".543", 0
  %".545" = extractvalue [2 x i64] %".543", 1
  %".546" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".533", i32 0, i32 6
  %".547" = load [2 x i64], [2 x i64]* %".546"
  %".548" = extractvalue [2 x i64] %".547", 0
  %".549" = extractvalue [2 x i64] %".547", 1
  %".550" = icmp slt i64 %".531", 0
  %".551" = add i64 %".531", %".544"
  %".552" = select  i1 %".550", i64 %".551", i64 %".531"
  %".553" = icmp slt i64 %".532", 0
  %".554" = add i64 %".532", %".545"
  %".555" = select  i1 %".553", i64 %".554", i64 %".532"
  %".556" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".533", i32 0, i32 5
  %".557" = getelementptr inbounds [2 x i64], [2 x i64]* %".556", i32 0, i32 0
  %".558" = load i64, i64* %".557", !range !2
  %".559" = getelementptr inbounds [2 x i64], [2 x i64]* %".556", i32 0, i32 1
  %".560" = load i64, i64* %".559", !range !2
  %".561" = insertvalue [2 x i64] undef, i64 %".558", 0
  %".562" = insertvalue [2 x i64] %".561", i64 %".560", 1
  %".563" = extractvalue [2 x i64] %".562", 0
  %".564" = extractvalue [2 x i64] %".562", 1
  %".565" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".533", i32 0, i32 6
  %".566" = load [2 x i64], [2 x i64]* %".565"
  %".567" = extractvalue [2 x i64] %".566", 0
  %".568" = extractvalue [2 x i64] %".566", 1
  %".569" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".533", i32 0, i32 4
  %".570" = load float*, float** %".569"
  %".571" = mul i64 1, %".564"
  %".572" = mul i64 %".552", %".571"
  %".573" = add i64 0, %".572"
  %".574" = mul i64 %".555", 1
  %".575" = add i64 %".573", %".574"
  %".576" = getelementptr float, float* %".570", i64 %".575"
  store float %".519", float* %".576"
  br label %"B578"
B578:
  %".579" = load i1, i1* %"$524pred"
  store i1 0, i1* %"$524pred"
  %".581" = load i1, i1* %"$468pred"
  store i1 0, i1* %"$468pred"
  %".583" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"b"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".584"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".583", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".584"
  %".588" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".584", i32 0, i32 5
  %".589" = getelementptr inbounds [2 x i64], [2 x i64]* %".588", i32 0, i32 0
  %".590" = load i64, i64* %".589", !range !2
  %".591" = getelementptr inbounds [2 x i64], [2 x i64]* %".588", i32 0, i32 1
  %".592" = load i64, i64* %".591", !range !2
  %".593" = insertvalue [2 x i64] undef, i64 %".590", 0
  %".594" = insertvalue [2 x i64] %".593", i64 %".592", 1
  %".595" = extractvalue [2 x i64] %".594", 1
  %".596" = load i64, i64* %"x"
  %".597" = icmp slt i64 %".596", %".595"
  %".599" = load i1, i1* %"$610pred"
  store i1 %".597", i1* %"$610pred"
  %".601" = load i1, i1* %"$610pred"
  br i1 %".601", label %"B612", label %"B720"
B612:
  %".603" = load i1, i1* %"$610pred"
  store i1 0, i1* %"$610pred"
  %".605" = load i32, i32* %"t"
  %".606" = sext i32 %".605" to i64
  %".607" = mul nsw i64 %".606", 16
  %".608" = load i32, i32* %"ty"
  %".609" = sext i32 %".608" to i64
  %".610" = add nsw i64 %".609", %".607"
  %".611" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"b"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".612"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".611", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".612"
  %".616" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".612", i32 0, i32 5
  %".617" = getelementptr inbounds [2 x i64], [2 x i64]* %".616", i32 0, i32 0
  %".618" = load i64, i64* %".617", !range !2
  %".619" = getelementptr inbounds [2 x i64], [2 x i64]* %".616", i32 0, i32 1
  %".620" = load i64, i64* %".619", !range !2
  %".621" = insertvalue [2 x i64] undef, i64 %".618", 0
  %".622" = insertvalue [2 x i64] %".621", i64 %".620", 1
  %".623" = extractvalue [2 x i64] %".622", 0
  %".624" = icmp slt i64 %".610", %".623"
  %".626" = load i1, i1* %"$666pred"
  store i1 %".624", i1* %"$666pred"
  %".628" = load i1, i1* %"$666pred"
  br i1 %".628", label %"B668", label %"B720"
B668:
  %".630" = load i1, i1* %"$666pred"
  store i1 0, i1* %"$666pred"
  %".632" = load i32, i32* %"t"
  %".633" = sext i32 %".632" to i64
  %".634" = mul nsw i64 %".633", 16
  %".635" = load i32, i32* %"t"
  store i32 0, i32* %"t"
  %".637" = load i32, i32* %"ty"
  %".638" = sext i32 %".637" to i64
  %".639" = add nsw i64 %".638", %".634"
  %".640" = load i64, i64* %"x"
  %".641" = insertvalue [2 x i64] undef, i64 %".639", 0
  %".642" = insertvalue [2 x i64] %".641", i64 %".640", 1
  %".643" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"b"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".644"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".643", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".644"
  %".648" = extractvalue [2 x i64] %".642", 0
  %".649" = extractvalue [2 x i64] %".642", 1
  %".650" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".644", i32 0, i32 5
  %".651" = getelementptr inbounds [2 x i64], [2 x i64]* %".650", i32 0, i32 0
  %".652" = load i64, i64* %".651", !range !2
  %".653" = getelementptr inbounds [2 x i64], [2 x i64]* %".650", i32 0, i32 1
  %".654" = load i64, i64* %".653", !range !2
  %".655" = insertvalue [2 x i64] undef, i64 %".652", 0
  %".656" = insertvalue [2 x i64] %".655", i64 %".654", 1
  %".657" = extractvalue [2 x i64] %".656", 0
  %".658" = extractvalue [2 x i64] %".656", 1
  %".659" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".644", i32 0, i32 6
  %".660" = load [2 x i64], [2 x i64]* %".659"
  %".661" = extractvalue [2 x i64] %".660", 0
  %".662" = extractvalue [2 x i64] %".660", 1
  %".663" = icmp slt i64 %".648", 0
  %".664" = add i64 %".648", %".657"
  %".665" = select  i1 %".663", i64 %".664", i64 %".648"
  %".666" = icmp slt i64 %".649", 0
  %".667" = add i64 %".649", %".658"
  %".668" = select  i1 %".666", i64 %".667", i64 %".649"
  %".669" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".644", i32 0, i32 5
  %".670" = getelementptr inbounds [2 x i64], [2 x i64]* %".669", i32 0, i32 0
  %".671" = load i64, i64* %".670", !range !2
  %".672" = getelementptr inbounds [2 x i64], [2 x i64]* %".669", i32 0, i32 1
  %".673" = load i64, i64* %".672", !range !2
  %".674" = insertvalue [2 x i64] undef, i64 %".671", 0
  %".675" = insertvalue [2 x i64] %".674", i64 %".673", 1
  %".676" = extractvalue [2 x i64] %".675", 0
  %".677" = extractvalue [2 x i64] %".675", 1
  %".678" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".644", i32 0, i32 6
  %".679" = load [2 x i64], [2 x i64]* %".678"
  %".680" = extractvalue [2 x i64] %".679", 0
  %".681" = extractvalue [2 x i64] %".679", 1
  %".682" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".644", i32 0, i32 4
  %".683" = load float*, float** %".682"
  %".684" = mul i64 %".680", %".665"
  %".685" = mul i64 %".681", %".668"
  %".686" = add i64 %".684", %".685"
  %".687" = ptrtoint float* %".683" to i64
  %".688" = add i64 %".687", %".686"
  %".689" = inttoptr i64 %".688" to float*
  %".690" = load float, float* %".689"
  %".691" = load i32, i32* %"ty"
  %".692" = load i32, i32* %"tx"
  %".693" = insertvalue [2 x i32] undef, i32 %".691", 0
  %".694" = insertvalue [2 x i32] %".693", i32 %".692", 1
  %".695" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"sb"
  %".696" = extractvalue [2 x i32] %".694", 0
  %".697" = extractvalue [2 x i32] %".694", 1
  %".698" = sext i32 %".696" to i64
  %".699" = sext i32 %".697" to i64
  %".700" = insertvalue [2 x i64] undef, i64 %".698", 0
  %".701" = insertvalue [2 x i64] %".700", i64 %".699", 1
  %".702" = extractvalue [2 x i64] %".701", 0
  %".703" = extractvalue [2 x i64] %".701", 1
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".704"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".695", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".704"
  %".708" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".704", i32 0, i32 5
  %".709" = getelementptr inbounds [2 x i64], [2 x i64]* %".708", i32 0, i32 0
  %".710" = load i64, i64* %".709", !range !2
  %".711" = getelementptr inbounds [2 x i64], [2 x i64]* %".708", i32 0, i32 1
  %".712" = load i64, i64* %".711", !range !2
  %".713" = insertvalue [2 x i64] undef, i64 %".710", 0
  %".714" = insertvalue [2 x i64] %".713", i64 %".712", 1
  %".715" = extractvalue [2 x i64] %".714", 0
  %".716" = extractvalue [2 x i64] %".714", 1
  %".717" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".704", i32 0, i32 6
  %".718" = load [2 x i64], [2 x i64]* %".717"
  %".719" = extractvalue [2 x i64] %".718", 0
  %".720" = extractvalue [2 x i64] %".718", 1
  %".721" = icmp slt i64 %".702", 0
  %".722" = add i64 %".702", %".715"
  %".723" = select  i1 %".721", i64 %".722", i64 %".702"
  %".724" = icmp slt i64 %".703", 0
  %".725" = add i64 %".703", %".716"
  %".726" = select  i1 %".724", i64 %".725", i64 %".703"
  %".727" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".704", i32 0, i32 5
  %".728" = getelementptr inbounds [2 x i64], [2 x i64]* %".727", i32 0, i32 0
  %".729" = load i64, i64* %".728", !range !2
  %".730" = getelementptr inbounds [2 x i64], [2 x i64]* %".727", i32 0, i32 1
  %".731" = load i64, i64* %".730", !range !2
  %".732" = insertvalue [2 x i64] undef, i64 %".729", 0
  %".733" = insertvalue [2 x i64] %".732", i64 %".731", 1
  %".734" = extractvalue [2 x i64] %".733", 0
  %".735" = extractvalue [2 x i64] %".733", 1
  %".736" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".704", i32 0, i32 6
  %".737" = load [2 x i64], [2 x i64]* %".736"
  %".738" = extractvalue [2 x i64] %".737", 0
  %".739" = extractvalue [2 x i64] %".737", 1
  %".740" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".704", i32 0, i32 4
  %".741" = load float*, float** %".740"
  %".742" = mul i64 1, %".735"
  %".743" = mul i64 %".723", %".742"
  %".744" = add i64 0, %".743"
  %".745" = mul i64 %".726", 1
  %".746" = add i64 %".744", %".745"
  %".747" = getelementptr float, float* %".741", i64 %".746"
  store float %".690", float* %".747"
  br label %"B720"
B720:
  %".750" = load i32, i32* %"t"
  store i32 0, i32* %"t"
  %".752" = load i1, i1* %"$666pred"
  store i1 0, i1* %"$666pred"
  %".754" = load i1, i1* %"$610pred"
  store i1 0, i1* %"$610pred"
  %".756" = load float, float* %"acc.3"
  %".758" = load float, float* %"acc.2"
  store float %".756", float* %"acc.2"
  %".760" = load float, float* %"acc.3"
  store float 0.0, float* %"acc.3"
  call void @"llvm.nvvm.barrier0"()
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".763"
  %".766" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".763", i32 0, i32 0
  store i64 0, i64* %".766"
  %".768" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".763", i32 0, i32 1
  store i64 16, i64* %".768"
  %".770" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".763", i32 0, i32 2
  store i64 1, i64* %".770"
  %".772" = load {i64, i64, i64}, {i64, i64, i64}* %".763"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".773"
  store {i64, i64, i64} %".772", {i64, i64, i64}* %".773"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".777"
  %".780" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".773", i32 0, i32 0
  %".781" = load i64, i64* %".780"
  %".782" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".773", i32 0, i32 1
  %".783" = load i64, i64* %".782"
  %".784" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".773", i32 0, i32 2
  %".785" = load i64, i64* %".784"
  store i64 %".781", i64* %".786"
  %".791" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".777", i32 0, i32 0
  store i64* %".786", i64** %".791"
  %".793" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".777", i32 0, i32 1
  store i64 %".783", i64* %".793"
  %".795" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".777", i32 0, i32 2
  store i64 %".785", i64* %".795"
  %".797" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".777", i32 0, i32 3
  store i64* %".789", i64** %".797"
  %".799" = sub i64 %".783", %".781"
  %".800" = icmp sgt i64 %".799", 0
  %".801" = icmp sgt i64 %".785", 0
  %".802" = xor i1 %".800", %".801"
  %".803" = icmp eq i64 %".785", 0
  br i1 %".803", label %"B720.if", label %"B720.endif", !prof !1
B798:
  %".827" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi798.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".828"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".831"
  store {i64*, i64, i64, i64*} %".827", {i64*, i64, i64, i64*}* %".831"
  %".835" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".831", i32 0, i32 3
  %".836" = load i64*, i64** %".835"
  %".837" = load i64, i64* %".836"
  %".838" = icmp sgt i64 %".837", 0
  %".839" = getelementptr inbounds {i64, i1}, {i64, i1}* %".828", i32 0, i32 1
  store i1 %".838", i1* %".839"
  br i1 %".838", label %"B798.if", label %"B798.endif"
B800:
  %".877" = load i1, i1* %"$798for_iter.4"
  store i1 0, i1* %"$798for_iter.4"
  %".879" = load i64, i64* %"$phi800.2"
  %".880" = load i64, i64* %"$phi800.2"
  store i64 0, i64* %"$phi800.2"
  %".882" = load i32, i32* %"ty"
  %".883" = insertvalue {i32, i64} undef, i32 %".882", 0
  %".884" = insertvalue {i32, i64} %".883", i64 %".879", 1
  %".885" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"sa"
  %".886" = extractvalue {i32, i64} %".884", 0
  %".887" = extractvalue {i32, i64} %".884", 1
  %".888" = sext i32 %".886" to i64
  %".889" = insertvalue [2 x i64] undef, i64 %".888", 0
  %".890" = insertvalue [2 x i64] %".889", i64 %".887", 1
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".891"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".885", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".891"
  %".895" = extractvalue [2 x i64] %".890", 0
  %".896" = extractvalue [2 x i64] %".890", 1
  %".897" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".891", i32 0, i32 5
  %".898" = getelementptr inbounds [2 x i64], [2 x i64]* %".897", i32 0, i32 0
  %".899" = load i64, i64* %".898", !range !2
  %".900" = getelementptr inbounds [2 x i64], [2 x i64]* %".897", i32 0, i32 1
  %".901" = load i64, i64* %".900", !range !2
  %".902" = insertvalue [2 x i64] undef, i64 %".899", 0
  %".903" = insertvalue [2 x i64] %".902", i64 %".901", 1
  %".904" = extractvalue [2 x i64] %".903", 0
  %".905" = extractvalue [2 x i64] %".903", 1
  %".906" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".891", i32 0, i32 6
  %".907" = load [2 x i64], [2 x i64]* %".906"
  %".908" = extractvalue [2 x i64] %".907", 0
  %".909" = extractvalue [2 x i64] %".907", 1
  %".910" = icmp slt i64 %".895", 0
  %".911" = add i64 %".895", %".904"
  %".912" = select  i1 %".910", i64 %".911", i64 %".895"
  %".913" = icmp slt i64 %".896", 0
  %".914" = add i64 %".896", %".905"
  %".915" = select  i1 %".913", i64 %".914", i64 %".896"
  %".916" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".891", i32 0, i32 5
  %".917" = getelementptr inbounds [2 x i64], [2 x i64]* %".916", i32 0, i32 0
  %".918" = load i64, i64* %".917", !range !2
  %".919" = getelementptr inbounds [2 x i64], [2 x i64]* %".916", i32 0, i32 1
  %".920" = load i64, i64* %".919", !range !2
  %".921" = insertvalue [2 x i64] undef, i64 %".918", 0
  %".922" = insertvalue [2 x i64] %".921", i64 %".920", 1
  %".923" = extractvalue [2 x i64] %".922", 0
  %".924" = extractvalue [2 x i64] %".922", 1
  %".925" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".891", i32 0, i32 6
  %".926" = load [2 x i64], [2 x i64]* %".925"
  %".927" = extractvalue [2 x i64] %".926", 0
  %".928" = extractvalue [2 x i64] %".926", 1
  %".929" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".891", i32 0, i32 4
  %".930" = load float*, float** %".929"
  %".931" = mul i64 1, %".924"
  %".932" = mul i64 %".912", %".931"
  %".933" = add i64 0, %".932"
  %".934" = mul i64 %".915", 1
  %".935" = add i64 %".933", %".934"
  %".936" = getelementptr float, float* %".930", i64 %".935"
  %".937" = load float, float* %".936"
  %".938" = load i32, i32* %"tx"
  %".939" = insertvalue {i64, i32} undef, i64 %".879", 0
  %".940" = insertvalue {i64, i32} %".939", i32 %".938", 1
  %".941" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"sb"
  %".942" = extractvalue {i64, i32} %".940", 0
  %".943" = extractvalue {i64, i32} %".940", 1
  %".944" = sext i32 %".943" to i64
  %".945" = insertvalue [2 x i64] undef, i64 %".942", 0
  %".946" = insertvalue [2 x i64] %".945", i64 %".944", 1
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".947"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".941", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".947"
  %".951" = extractvalue [2 x i64] %".946", 0
  %".952" = extractvalue [2 x i64] %".946", 1
  %".953" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".947", i32 0, i32 5
  %".954" = getelementptr inbounds [2 x i64], [2 x i64]* %".953", i32 0, i32 0
  %".955" = load i64, i64* %".954", !range !2
  %".956" = getelementptr inbounds [2 x i64], [2 x i64]* %".953", i32 0, i32 1
  %".957" = load i64, i64* %".956", !range !2
  %".958" = insertvalue [2 x i64] undef, i64 %".955", 0
  %".959" = insertvalue [2 x i64] %".958", i64 %".957", 1
  %".960" = extractvalue [2 x i64] %".959", 0
  %".961" = extractvalue [2 x i64] %".959", 1
  %".962" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".947", i32 0, i32 6
  %".963" = load [2 x i64], [2 x i64]* %".962"
  %".964" = extractvalue [2 x i64] %".963", 0
  %".965" = extractvalue [2 x i64] %".963", 1
  %".966" = icmp slt i64 %".951", 0
  %".967" = add i64 %".951", %".960"
  %".968" = select  i1 %".966", i64 %".967", i64 %".951"
  %".969" = icmp slt i64 %".952", 0
  %".970" = add i64 %".952", %".961"
  %".971" = select  i1 %".969", i64 %".970", i64 %".952"
  %".972" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".947", i32 0, i32 5
  %".973" = getelementptr inbounds [2 x i64], [2 x i64]* %".972", i32 0, i32 0
  %".974" = load i64, i64* %".973", !range !2
  %".975" = getelementptr inbounds [2 x i64], [2 x i64]* %".972", i32 0, i32 1
  %".976" = load i64, i64* %".975", !range !2
  %".977" = insertvalue [2 x i64] undef, i64 %".974", 0
  %".978" = insertvalue [2 x i64] %".977", i64 %".976", 1
  %".979" = extractvalue [2 x i64] %".978", 0
  %".980" = extractvalue [2 x i64] %".978", 1
  %".981" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".947", i32 0, i32 6
  %".982" = load [2 x i64], [2 x i64]* %".981"
  %".983" = extractvalue [2 x i64] %".982", 0
  %".984" = extractvalue [2 x i64] %".982", 1
  %".985" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".947", i32 0, i32 4
  %".986" = load float*, float** %".985"
  %".987" = mul i64 1, %".980"
  %".988" = mul i64 %".968", %".987"
  %".989" = add i64 0, %".988"
  %".990" = mul i64 %".971", 1
  %".991" = add i64 %".989", %".990"
  %".992" = getelementptr float, float* %".986", i64 %".991"
  %".993" = load float, float* %".992"
  %".994" = fmul float %".937", %".993"
  %".995" = load float, float* %"acc.2"
  %".996" = fadd float %".995", %".994"
  %".997" = load float, float* %"acc.2"
  store float %".996", float* %"acc.2"
  br label %"B798"
B852:
  %".1000" = load i64, i64* %"$phi800.2"
  store i64 0, i64* %"$phi800.2"
  %".1002" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi798.1"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi798.1"
  %".1004" = load i1, i1* %"$798for_iter.4"
  store i1 0, i1* %"$798for_iter.4"
  %".1006" = load float, float* %"acc.2"
  %".1007" = load float, float* %"acc.3"
  store float %".1006", float* %"acc.3"
  %".1009" = load float, float* %"acc.2"
  store float 0.0, float* %"acc.2"
  call void @"llvm.nvvm.barrier0"()
  br label %"B404"
B892:
  %".1013" = load i32, i32* %"ty"
  store i32 0, i32* %"ty"
  %".1015" = load i32, i32* %"tx"
  store i32 0, i32* %"tx"
  %".1017" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"sb"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"sb"
  %".1019" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"sa"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"sa"
  %".1021" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"b"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"b"
  %".1023" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"a"
  %".1025" = load i32, i32* %"$phi406.1"
  store i32 0, i32* %"$phi406.1"
  %".1027" = load {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %"$phi404.0"
  store {i32*, i32, i32, i32*} zeroinitializer, {i32*, i32, i32, i32*}* %"$phi404.0"
  %".1029" = load i1, i1* %"$404for_iter.3"
  store i1 0, i1* %"$404for_iter.3"
  %".1031" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"c"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".1032"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".1031", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".1032"
  %".1036" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".1032", i32 0, i32 5
  %".1037" = getelementptr inbounds [2 x i64], [2 x i64]* %".1036", i32 0, i32 0
  %".1038" = load i64, i64* %".1037", !range !2
  %".1039" = getelementptr inbounds [2 x i64], [2 x i64]* %".1036", i32 0, i32 1
  %".1040" = load i64, i64* %".1039", !range !2
  %".1041" = insertvalue [2 x i64] undef, i64 %".1038", 0
  %".1042" = insertvalue [2 x i64] %".1041", i64 %".1040", 1
  %".1043" = extractvalue [2 x i64] %".1042", 0
  %".1044" = load i64, i64* %"y"
  %".1045" = icmp slt i64 %".1044", %".1043"
  %".1047" = load i1, i1* %"$924pred"
  store i1 %".1045", i1* %"$924pred"
  %".1049" = load i1, i1* %"$924pred"
  br i1 %".1049", label %"B926", label %"B978"
B926:
  %".1051" = load i1, i1* %"$924pred"
  store i1 0, i1* %"$924pred"
  %".1053" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"c"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".1054"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".1053", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".1054"
  %".1058" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".1054", i32 0, i32 5
  %".1059" = getelementptr inbounds [2 x i64], [2 x i64]* %".1058", i32 0, i32 0
  %".1060" = load i64, i64* %".1059", !range !2
  %".1061" = getelementptr inbounds [2 x i64], [2 x i64]* %".1058", i32 0, i32 1
  %".1062" = load i64, i64* %".1061", !range !2
  %".1063" = insertvalue [2 x i64] undef, i64 %".1060", 0
  %".1064" = insertvalue [2 x i64] %".1063", i64 %".1062", 1
  %".1065" = extractvalue [2 x i64] %".1064", 1
  %".1066" = load i64, i64* %"x"
  %".1067" = icmp slt i64 %".1066", %".1065"
  %".1069" = load i1, i1* %"$958pred"
  store i1 %".1067", i1* %"$958pred"
  %".1071" = load i1, i1* %"$958pred"
  br i1 %".1071", label %"B960", label %"B982"
B960:
  %".1073" = load i1, i1* %"$958pred"
  store i1 0, i1* %"$958pred"
  %".1075" = load i64, i64* %"y"
  %".1076" = load i64, i64* %"x"
  %".1077" = insertvalue [2 x i64] undef, i64 %".1075", 0
  %".1078" = insertvalue [2 x i64] %".1077", i64 %".1076", 1
  %".1079" = load i64, i64* %"y"
  store i64 0, i64* %"y"
  %".1081" = load i64, i64* %"x"
  store i64 0, i64* %"x"
  %".1083" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"c"
  %".1084" = load float, float* %"acc.3"
  %".1085" = extractvalue [2 x i64] %".1078", 0
  %".1086" = extractvalue [2 x i64] %".1078", 1
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".1087"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".1083", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".1087"
  %".1091" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".1087", i32 0, i32 5
  %".1092" = getelementptr inbounds [2 x i64], [2 x i64]* %".1091", i32 0, i32 0
  %".1093" = load i64, i64* %".1092", !range !2
  %".1094" = getelementptr inbounds [2 x i64], [2 x i64]* %".1091", i32 0, i32 1
  %".1095" = load i64, i64* %".1094", !range !2
  %".1096" = insertvalue [2 x i64] undef, i64 %".1093", 0
  %".1097" = insertvalue [2 x i64] %".1096", i64 %".1095", 1
  %".1098" = extractvalue [2 x i64] %".1097", 0
  %".1099" = extractvalue [2 x i64] %".1097", 1
  %".1100" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".1087", i32 0, i32 6
  %".1101" = load [2 x i64], [2 x i64]* %".1100"
  %".1102" = extractvalue [2 x i64] %".1101", 0
  %".1103" = extractvalue [2 x i64] %".1101", 1
  %".1104" = icmp slt i64 %".1085", 0
  %".1105" = add i64 %".1085", %".1098"
  %".1106" = select  i1 %".1104", i64 %".1105", i64 %".1085"
  %".1107" = icmp slt i64 %".1086", 0
  %".1108" = add i64 %".1086", %".1099"
  %".1109" = select  i1 %".1107", i64 %".1108", i64 %".1086"
  %".1110" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".1087", i32 0, i32 5
  %".1111" = getelementptr inbounds [2 x i64], [2 x i64]* %".1110", i32 0, i32 0
  %".1112" = load i64, i64* %".1111", !range !2
  %".1113" = getelementptr inbounds [2 x i64], [2 x i64]* %".1110", i32 0, i32 1
  %".1114" = load i64, i64* %".1113", !range !2
  %".1115" = insertvalue [2 x i64] undef, i64 %".1112", 0
  %".1116" = insertvalue [2 x i64] %".1115", i64 %".1114", 1
  %".1117" = extractvalue [2 x i64] %".1116", 0
  %".1118" = extractvalue [2 x i64] %".1116", 1
  %".1119" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".1087", i32 0, i32 6
  %".1120" = load [2 x i64], [2 x i64]* %".1119"
  %".1121" = extractvalue [2 x i64] %".1120", 0
  %".1122" = extractvalue [2 x i64] %".1120", 1
  %".1123" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".1087", i32 0, i32 4
  %".1124" = load float*, float** %".1123"
  %".1125" = mul i64 %".1121", %".1106"
  %".1126" = mul i64 %".1122", %".1109"
  %".1127" = add i64 %".1125", %".1126"
  %".1128" = ptrtoint float* %".1124" to i64
  %".1129" = add i64 %".1128", %".1127"
  %".1130" = inttoptr i64 %".1129" to float*
  store float %".1084", float* %".1130"
  %".1132" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"c"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"c"
  %".1134" = load float, float* %"acc.3"
  store float 0.0, float* %"acc.3"
  ret void
B978:
  %".1138" = load i64, i64* %"y"
  store i64 0, i64* %"y"
  %".1140" = load i64, i64* %"x"
  store i64 0, i64* %"x"
  %".1142" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"c"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"c"
  %".1144" = load float, float* %"acc.3"
  store float 0.0, float* %"acc.3"
  %".1146" = load i1, i1* %"$924pred"
  store i1 0, i1* %"$924pred"
  ret void
B982:
  %".1150" = load i64, i64* %"y"
  store i64 0, i64* %"y"
  %".1152" = load i64, i64* %"x"
  store i64 0, i64* %"x"
  %".1154" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"c"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"c"
  %".1156" = load float, float* %"acc.3"
  store float 0.0, float* %"acc.3"
  %".1158" = load i1, i1* %"$958pred"
  store i1 0, i1* %"$958pred"
  ret void
B0.if:
  ret void
B0.endif:
  br i1 %".213", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".218" = getelementptr inbounds {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".188", i32 0, i32 3
  %".219" = load i32*, i32** %".218"
  store i32 0, i32* %".219"
  br label %"B0.endif.endif"
B0.endif.else:
  %".222" = srem i32 %".210", %".196"
  %".223" = sub i32 0, %".222"
  %".224" = select  i1 %".211", i32 %".222", i32 %".223"
  %".225" = icmp sgt i32 %".224", 0
  %".226" = sdiv i32 %".210", %".196"
  %".227" = select  i1 %".225", i32 1, i32 0
  %".228" = add i32 %".226", %".227"
  %".229" = getelementptr inbounds {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".188", i32 0, i32 3
  %".230" = load i32*, i32** %".229"
  store i32 %".228", i32* %".230"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".233" = load {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".188"
  %".235" = load {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %"$phi404.0"
  store {i32*, i32, i32, i32*} %".233", {i32*, i32, i32, i32*}* %"$phi404.0"
  br label %"B404"
B404.if:
  %".253" = getelementptr inbounds {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".242", i32 0, i32 0
  %".254" = load i32*, i32** %".253"
  %".255" = load i32, i32* %".254"
  %".256" = getelementptr inbounds {i32, i1}, {i32, i1}* %".239", i32 0, i32 0
  store i32 %".255", i32* %".256"
  %".258" = sub nsw i32 %".248", 1
  store i32 %".258", i32* %".247"
  %".260" = getelementptr inbounds {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".242", i32 0, i32 2
  %".261" = load i32, i32* %".260"
  %".262" = add i32 %".255", %".261"
  %".263" = getelementptr inbounds {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".242", i32 0, i32 0
  %".264" = load i32*, i32** %".263"
  store i32 %".262", i32* %".264"
  br label %"B404.endif"
B404.endif:
  %".267" = load {i32, i1}, {i32, i1}* %".239"
  store {i32, i1} zeroinitializer, {i32, i1}* %".268"
  store {i32, i1} %".267", {i32, i1}* %".268"
  %".272" = getelementptr inbounds {i32, i1}, {i32, i1}* %".268", i32 0, i32 0
  %".273" = load i32, i32* %".272"
  store {i32, i1} zeroinitializer, {i32, i1}* %".274"
  store {i32, i1} %".267", {i32, i1}* %".274"
  %".278" = getelementptr inbounds {i32, i1}, {i32, i1}* %".274", i32 0, i32 1
  %".279" = load i1, i1* %".278"
  %".281" = load i1, i1* %"$404for_iter.3"
  store i1 %".279", i1* %"$404for_iter.3"
  %".284" = load i32, i32* %"$phi406.1"
  store i32 %".273", i32* %"$phi406.1"
  %".286" = load i1, i1* %"$404for_iter.3"
  br i1 %".286", label %"B406", label %"B892"
B720.if:
  ret void
B720.endif:
  br i1 %".802", label %"B720.endif.if", label %"B720.endif.else"
B720.endif.if:
  %".807" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".777", i32 0, i32 3
  %".808" = load i64*, i64** %".807"
  store i64 0, i64* %".808"
  br label %"B720.endif.endif"
B720.endif.else:
  %".811" = srem i64 %".799", %".785"
  %".812" = sub i64 0, %".811"
  %".813" = select  i1 %".800", i64 %".811", i64 %".812"
  %".814" = icmp sgt i64 %".813", 0
  %".815" = sdiv i64 %".799", %".785"
  %".816" = select  i1 %".814", i64 1, i64 0
  %".817" = add i64 %".815", %".816"
  %".818" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".777", i32 0, i32 3
  %".819" = load i64*, i64** %".818"
  store i64 %".817", i64* %".819"
  br label %"B720.endif.endif"
B720.endif.endif:
  %".822" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".777"
  %".824" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi798.1"
  store {i64*, i64, i64, i64*} %".822", {i64*, i64, i64, i64*}* %"$phi798.1"
  br label %"B798"
B798.if:
  %".842" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".831", i32 0, i32 0
  %".843" = load i64*, i64** %".842"
  %".844" = load i64, i64* %".843"
  %".845" = getelementptr inbounds {i64, i1}, {i64, i1}* %".828", i32 0, i32 0
  store i64 %".844", i64* %".845"
  %".847" = sub nsw i64 %".837", 1
  store i64 %".847", i64* %".836"
  %".849" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".831", i32 0, i32 2
  %".850" = load i64, i64* %".849"
  %".851" = add i64 %".844", %".850"
  %".852" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".831", i32 0, i32 0
  %".853" = load i64*, i64** %".852"
  store i64 %".851", i64* %".853"
  br label %"B798.endif"
B798.endif:
  %".856" = load {i64, i1}, {i64, i1}* %".828"
  store {i64, i1} zeroinitializer, {i64, i1}* %".857"
  store {i64, i1} %".856", {i64, i1}* %".857"
  %".861" = getelementptr inbounds {i64, i1}, {i64, i1}* %".857", i32 0, i32 0
  %".862" = load i64, i64* %".861"
  store {i64, i1} zeroinitializer, {i64, i1}* %".863"
  store {i64, i1} %".856", {i64, i1}* %".863"
  %".867" = getelementptr inbounds {i64, i1}, {i64, i1}* %".863", i32 0, i32 1
  %".868" = load i1, i1* %".867"
  %".870" = load i1, i1* %"$798for_iter.4"
  store i1 %".868", i1* %"$798for_iter.4"
  %".873" = load i64, i64* %"$phi800.2"
  store i64 %".862", i64* %"$phi800.2"
  %".875" = load i1, i1* %"$798for_iter.4"
  br i1 %".875", label %"B800", label %"B852"
}

@"_cudapy_smem_1" = addrspace(3) global [256 x float] undef, align 4
@"_cudapy_smem_2" = addrspace(3) global [256 x float] undef, align 4
declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()

declare i32 @"llvm.nvvm.read.ptx.sreg.nctaid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.nctaid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.nctaid.z"()

declare void @"llvm.nvvm.barrier0"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i64, i64)* @"_ZN8__main__13shared_matmulB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi2E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !3 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ i64 0, i64 9223372036854775807 }
!3 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i64, i64)* @"_ZN8__main__13shared_matmulB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi2E1A7mutable7alignedE", !"kernel", i32 1 }