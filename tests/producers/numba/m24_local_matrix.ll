; numba-cuda kernel m24_local_matrix(Array(float64, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "local_matrix$5"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__12local_matrixB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__12local_matrixB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", double* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", double* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
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
  %".38" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".38"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %"_cudapy_lmem" = alloca [9 x double]
  store [9 x double] zeroinitializer, [9 x double]* %"_cudapy_lmem"
  %".56" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".56"
  %"m" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".88" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".88"
  %".98" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".98"
  %".102" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".102"
  %".111" = alloca i64
  store i64 0, i64* %".111"
  %".114" = alloca i64
  store i64 0, i64* %".114"
  %"$phi170.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi170.0"
  %".153" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".153"
  %".156" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".156"
  %".182" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".182"
  %".188" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".188"
  %"$170for_iter.3" = alloca i1
  store i1 0, i1* %"$170for_iter.3"
  %"$phi172.1" = alloca i64
  store i64 0, i64* %"$phi172.1"
  %"r" = alloca i64
  store i64 0, i64* %"r"
  %".210" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".210"
  %".220" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".220"
  %".224" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".224"
  %".233" = alloca i64
  store i64 0, i64* %".233"
  %".236" = alloca i64
  store i64 0, i64* %".236"
  %"$phi204.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi204.1"
  %".275" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".275"
  %".278" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".278"
  %".304" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".304"
  %".310" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".310"
  %"$204for_iter.4" = alloca i1
  store i1 0, i1* %"$204for_iter.4"
  %"$phi206.2" = alloca i64
  store i64 0, i64* %"$phi206.2"
  %".331" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".331"
  %".372" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".372"
  %".442" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".442"
  %".496" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".496"
  %".550" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".550"
  %".605" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".605"
  %".659" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".659"
  %".716" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".716"
  %".770" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".770"
  %".824" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".824"
  %".879" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".879"
  %".933" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".933"
  %".991" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".991"
  %".1045" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1045"
  %".1099" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1099"
  %".1154" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1154"
  %".1208" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1208"
  %".1266" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1266"
  %".1318" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1318"
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
  %".37" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".38"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".37", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".38"
  %".42" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 2
  %".43" = load i64, i64* %".42"
  %".44" = load i64, i64* %"i"
  %".45" = icmp slt i64 %".44", %".43"
  %".47" = load i1, i1* %"$64pred"
  store i1 %".45", i1* %"$64pred"
  %".49" = load i1, i1* %"$64pred"
  br i1 %".49", label %"B66", label %"B550"
B66:
  %".51" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  %".53" = insertvalue [2 x i64] undef, i64 3, 0
  %".54" = insertvalue [2 x i64] %".53", i64 3, 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".56"
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".56", i32 0, i32 4
  %".60" = load double*, double** %".59"
  %".61" = bitcast [9 x double]* %"_cudapy_lmem" to double*
  %".62" = insertvalue [2 x i64] undef, i64 3, 0
  %".63" = insertvalue [2 x i64] %".62", i64 3, 1
  %".64" = insertvalue [2 x i64] undef, i64 24, 0
  %".65" = insertvalue [2 x i64] %".64", i64 8, 1
  %".66" = extractvalue [2 x i64] %".63", 0
  %".67" = extractvalue [2 x i64] %".63", 1
  %".68" = mul nsw i64 1, %".66"
  %".69" = mul nsw i64 %".68", %".67"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".56", i32 0, i32 5
  store [2 x i64] %".63", [2 x i64]* %".70"
  %".72" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".56", i32 0, i32 6
  store [2 x i64] %".65", [2 x i64]* %".72"
  %".74" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".56", i32 0, i32 4
  store double* %".61", double** %".74"
  %".76" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".56", i32 0, i32 3
  store i64 8, i64* %".76"
  %".78" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".56", i32 0, i32 0
  store i8* null, i8** %".78"
  %".80" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".56", i32 0, i32 1
  store i8* null, i8** %".80"
  %".82" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".56", i32 0, i32 2
  store i64 %".69", i64* %".82"
  %".84" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".56"
  %".86" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".84", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".88"
  %".91" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".88", i32 0, i32 0
  store i64 0, i64* %".91"
  %".93" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".88", i32 0, i32 1
  store i64 3, i64* %".93"
  %".95" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".88", i32 0, i32 2
  store i64 1, i64* %".95"
  %".97" = load {i64, i64, i64}, {i64, i64, i64}* %".88"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".98"
  store {i64, i64, i64} %".97", {i64, i64, i64}* %".98"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".102"
  %".105" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".98", i32 0, i32 0
  %".106" = load i64, i64* %".105"
  %".107" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".98", i32 0, i32 1
  %".108" = load i64, i64* %".107"
  %".109" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".98", i32 0, i32 2
  %".110" = load i64, i64* %".109"
  store i64 %".106", i64* %".111"
  %".116" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".102", i32 0, i32 0
  store i64* %".111", i64** %".116"
  %".118" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".102", i32 0, i32 1
  store i64 %".108", i64* %".118"
  %".120" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".102", i32 0, i32 2
  store i64 %".110", i64* %".120"
  %".122" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".102", i32 0, i32 3
  store i64* %".114", i64** %".122"
  %".124" = sub i64 %".108", %".106"
  %".125" = icmp sgt i64 %".124", 0
  %".126" = icmp sgt i64 %".110", 0
  %".127" = xor i1 %".125", %".126"
  %".128" = icmp eq i64 %".110", 0
  br i1 %".128", label %"B66.if", label %"B66.endif", !prof !1
B170:
  %".152" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi170.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".153"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".156"
  store {i64*, i64, i64, i64*} %".152", {i64*, i64, i64, i64*}* %".156"
  %".160" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".156", i32 0, i32 3
  %".161" = load i64*, i64** %".160"
  %".162" = load i64, i64* %".161"
  %".163" = icmp sgt i64 %".162", 0
  %".164" = getelementptr inbounds {i64, i1}, {i64, i1}* %".153", i32 0, i32 1
  store i1 %".163", i1* %".164"
  br i1 %".163", label %"B170.if", label %"B170.endif"
B172:
  %".202" = load i1, i1* %"$170for_iter.3"
  store i1 0, i1* %"$170for_iter.3"
  %".204" = load i64, i64* %"$phi172.1"
  %".206" = load i64, i64* %"r"
  store i64 %".204", i64* %"r"
  %".208" = load i64, i64* %"$phi172.1"
  store i64 0, i64* %"$phi172.1"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".210"
  %".213" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".210", i32 0, i32 0
  store i64 0, i64* %".213"
  %".215" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".210", i32 0, i32 1
  store i64 3, i64* %".215"
  %".217" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".210", i32 0, i32 2
  store i64 1, i64* %".217"
  %".219" = load {i64, i64, i64}, {i64, i64, i64}* %".210"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".220"
  store {i64, i64, i64} %".219", {i64, i64, i64}* %".220"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".224"
  %".227" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".220", i32 0, i32 0
  %".228" = load i64, i64* %".227"
  %".229" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".220", i32 0, i32 1
  %".230" = load i64, i64* %".229"
  %".231" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".220", i32 0, i32 2
  %".232" = load i64, i64* %".231"
  store i64 %".228", i64* %".233"
  %".238" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".224", i32 0, i32 0
  store i64* %".233", i64** %".238"
  %".240" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".224", i32 0, i32 1
  store i64 %".230", i64* %".240"
  %".242" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".224", i32 0, i32 2
  store i64 %".232", i64* %".242"
  %".244" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".224", i32 0, i32 3
  store i64* %".236", i64** %".244"
  %".246" = sub i64 %".230", %".228"
  %".247" = icmp sgt i64 %".246", 0
  %".248" = icmp sgt i64 %".232", 0
  %".249" = xor i1 %".247", %".248"
  %".250" = icmp eq i64 %".232", 0
  br i1 %".250", label %"B172.if", label %"B172.endif", !prof !1
B204:
  %".274" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi204.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".275"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".278"
  store {i64*, i64, i64, i64*} %".274", {i64*, i64, i64, i64*}* %".278"
  %".282" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".278", i32 0, i32 3
  %".283" = load i64*, i64** %".282"
  %".284" = load i64, i64* %".283"
  %".285" = icmp sgt i64 %".284", 0
  %".286" = getelementptr inbounds {i64, i1}, {i64, i1}* %".275", i32 0, i32 1
  store i1 %".285", i1* %".286"
  br i1 %".285", label %"B204.if", label %"B204.endif"
B206:
  %".324" = load i1, i1* %"$204for_iter.4"
  store i1 0, i1* %"$204for_iter.4"
  %".326" = load i64, i64* %"$phi206.2"
  %".327" = load i64, i64* %"$phi206.2"
  store i64 0, i64* %"$phi206.2"
  %".329" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".330" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".331"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".329", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".331"
  %".335" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".331", i32 0, i32 5
  %".336" = getelementptr inbounds [1 x i64], [1 x i64]* %".335", i32 0, i32 0
  %".337" = load i64, i64* %".336", !range !2
  %".338" = insertvalue [1 x i64] undef, i64 %".337", 0
  %".339" = extractvalue [1 x i64] %".338", 0
  %".340" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".331", i32 0, i32 6
  %".341" = load [1 x i64], [1 x i64]* %".340"
  %".342" = extractvalue [1 x i64] %".341", 0
  %".343" = icmp slt i64 %".330", 0
  %".344" = add i64 %".330", %".339"
  %".345" = select  i1 %".343", i64 %".344", i64 %".330"
  %".346" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".331", i32 0, i32 5
  %".347" = getelementptr inbounds [1 x i64], [1 x i64]* %".346", i32 0, i32 0
  %".348" = load i64, i64* %".347", !range !2
  %".349" = insertvalue [1 x i64] undef, i64 %".348", 0
  %".350" = extractvalue [1 x i64] %".349", 0
  %".351" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".331", i32 0, i32 6
  %".352" = load [1 x i64], [1 x i64]* %".351"
  %".353" = extractvalue [1 x i64] %".352", 0
  %".354" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".331", i32 0, i32 4
  %".355" = load double*, double** %".354"
  %".356" = mul i64 %".353", %".345"
  %".357" = ptrtoint double* %".355" to i64
  %".358" = add i64 %".357", %".356"
  %".359" = inttoptr i64 %".358" to double*
  %".360" = load double, double* %".359"
  %".361" = load i64, i64* %"r"
  %".362" = sitofp i64 %".361" to double
  %".363" = fmul double %".360", %".362"
  %".364" = sitofp i64 %".326" to double
  %".365" = fadd double %".363", %".364"
  %".366" = load i64, i64* %"r"
  %".367" = insertvalue [2 x i64] undef, i64 %".366", 0
  %".368" = insertvalue [2 x i64] %".367", i64 %".326", 1
  %".369" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".370" = extractvalue [2 x i64] %".368", 0
  %".371" = extractvalue [2 x i64] %".368", 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".372"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".369", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".372"
  %".376" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".372", i32 0, i32 5
  %".377" = getelementptr inbounds [2 x i64], [2 x i64]* %".376", i32 0, i32 0
  %".378" = load i64, i64* %".377", !range !2
  %".379" = getelementptr inbounds [2 x i64], [2 x i64]* %".376", i32 0, i32 1
  %".380" = load i64, i64* %".379", !range !2
  %".381" = insertvalue [2 x i64] undef, i64 %".378", 0
  %".382" = insertvalue [2 x i64] %".381", i64 %".380", 1
  %".383" = extractvalue [2 x i64] %".382", 0
  %".384" = extractvalue [2 x i64] %".382", 1
  %".385" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".372", i32 0, i32 6
  %".386" = load [2 x i64], [2 x i64]* %".385"
  %".387" = extractvalue [2 x i64] %".386", 0
  %".388" = extractvalue [2 x i64] %".386", 1
  %".389" = icmp slt i64 %".370", 0
  %".390" = add i64 %".370", %".383"
  %".391" = select  i1 %".389", i64 %".390", i64 %".370"
  %".392" = icmp slt i64 %".371", 0
  %".393" = add i64 %".371", %".384"
  %".394" = select  i1 %".392", i64 %".393", i64 %".371"
  %".395" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".372", i32 0, i32 5
  %".396" = getelementptr inbounds [2 x i64], [2 x i64]* %".395", i32 0, i32 0
  %".397" = load i64, i64* %".396", !range !2
  %".398" = getelementptr inbounds [2 x i64], [2 x i64]* %".395", i32 0, i32 1
  %".399" = load i64, i64* %".398", !range !2
  %".400" = insertvalue [2 x i64] undef, i64 %".397", 0
  %".401" = insertvalue [2 x i64] %".400", i64 %".399", 1
  %".402" = extractvalue [2 x i64] %".401", 0
  %".403" = extractvalue [2 x i64] %".401", 1
  %".404" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".372", i32 0, i32 6
  %".405" = load [2 x i64], [2 x i64]* %".404"
  %".406" = extractvalue [2 x i64] %".405", 0
  %".407" = extractvalue [2 x i64] %".405", 1
  %".408" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".372", i32 0, i32 4
  %".409" = load double*, double** %".408"
  %".410" = mul i64 1, %".403"
  %".411" = mul i64 %".391", %".410"
  %".412" = add i64 0, %".411"
  %".413" = mul i64 %".394", 1
  %".414" = add i64 %".412", %".413"
  %".415" = getelementptr double, double* %".409", i64 %".414"
  store double %".365", double* %".415"
  br label %"B204"
B248:
  %".418" = load i64, i64* %"r"
  store i64 0, i64* %"r"
  %".420" = load i64, i64* %"$phi206.2"
  store i64 0, i64* %"$phi206.2"
  %".422" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi204.1"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi204.1"
  %".424" = load i1, i1* %"$204for_iter.4"
  store i1 0, i1* %"$204for_iter.4"
  br label %"B170"
B250:
  %".427" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".429" = load i64, i64* %"$phi172.1"
  store i64 0, i64* %"$phi172.1"
  %".431" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi170.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi170.0"
  %".433" = load i1, i1* %"$170for_iter.3"
  store i1 0, i1* %"$170for_iter.3"
  %".435" = insertvalue [2 x i64] undef, i64 0, 0
  %".436" = insertvalue [2 x i64] %".435", i64 0, 1
  %".437" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".438" = extractvalue [2 x i64] %".436", 0
  %".439" = extractvalue [2 x i64] %".436", 1
  %".440" = insertvalue [2 x i64] undef, i64 0, 0
  %".441" = insertvalue [2 x i64] %".440", i64 0, 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".442"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".437", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".442"
  %".446" = extractvalue [2 x i64] %".441", 0
  %".447" = extractvalue [2 x i64] %".441", 1
  %".448" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".442", i32 0, i32 5
  %".449" = getelementptr inbounds [2 x i64], [2 x i64]* %".448", i32 0, i32 0
  %".450" = load i64, i64* %".449", !range !2
  %".451" = getelementptr inbounds [2 x i64], [2 x i64]* %".448", i32 0, i32 1
  %".452" = load i64, i64* %".451", !range !2
  %".453" = insertvalue [2 x i64] undef, i64 %".450", 0
  %".454" = insertvalue [2 x i64] %".453", i64 %".452", 1
  %".455" = extractvalue [2 x i64] %".454", 0
  %".456" = extractvalue [2 x i64] %".454", 1
  %".457" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".442", i32 0, i32 6
  %".458" = load [2 x i64], [2 x i64]* %".457"
  %".459" = extractvalue [2 x i64] %".458", 0
  %".460" = extractvalue [2 x i64] %".458", 1
  %".461" = icmp slt i64 %".446", 0
  %".462" = add i64 %".446", %".455"
  %".463" = select  i1 %".461", i64 %".462", i64 %".446"
  %".464" = icmp slt i64 %".447", 0
  %".465" = add i64 %".447", %".456"
  %".466" = select  i1 %".464", i64 %".465", i64 %".447"
  %".467" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".442", i32 0, i32 5
  %".468" = getelementptr inbounds [2 x i64], [2 x i64]* %".467", i32 0, i32 0
  %".469" = load i64, i64* %".468", !range !2
  %".470" = getelementptr inbounds [2 x i64], [2 x i64]* %".467", i32 0, i32 1
  %".471" = load i64, i64* %".470", !range !2
  %".472" = insertvalue [2 x i64] undef, i64 %".469", 0
  %".473" = insertvalue [2 x i64] %".472", i64 %".471", 1
  %".474" = extractvalue [2 x i64] %".473", 0
  %".475" = extractvalue [2 x i64] %".473", 1
  %".476" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".442", i32 0, i32 6
  %".477" = load [2 x i64], [2 x i64]* %".476"
  %".478" = extractvalue [2 x i64] %".477", 0
  %".479" = extractvalue [2 x i64] %".477", 1
  %".480" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".442", i32 0, i32 4
  %".481" = load double*, double** %".480"
  %".482" = mul i64 1, %".475"
  %".483" = mul i64 %".463", %".482"
  %".484" = add i64 0, %".483"
  %".485" = mul i64 %".466", 1
  %".486" = add i64 %".484", %".485"
  %".487" = getelementptr double, double* %".481", i64 %".486"
  %".488" = load double, double* %".487"
  %".489" = insertvalue [2 x i64] undef, i64 1, 0
  %".490" = insertvalue [2 x i64] %".489", i64 1, 1
  %".491" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".492" = extractvalue [2 x i64] %".490", 0
  %".493" = extractvalue [2 x i64] %".490", 1
  %".494" = insertvalue [2 x i64] undef, i64 1, 0
  %".495" = insertvalue [2 x i64] %".494", i64 1, 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".496"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".491", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".496"
  %".500" = extractvalue [2 x i64] %".495", 0
  %".501" = extractvalue [2 x i64] %".495", 1
  %".502" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".496", i32 0, i32 5
  %".503" = getelementptr inbounds [2 x i64], [2 x i64]* %".502", i32 0, i32 0
  %".504" = load i64, i64* %".503", !range !2
  %".505" = getelementptr inbounds [2 x i64], [2 x i64]* %".502", i32 0, i32 1
  %".506" = load i64, i64* %".505", !range !2
  %".507" = insertvalue [2 x i64] undef, i64 %".504", 0
  %".508" = insertvalue [2 x i64] %".507", i64 %".506", 1
  %".509" = extractvalue [2 x i64] %".508", 0
  %".510" = extractvalue [2 x i64] %".508", 1
  %".511" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".496", i32 0, i32 6
  %".512" = load [2 x i64], [2 x i64]* %".511"
  %".513" = extractvalue [2 x i64] %".512", 0
  %".514" = extractvalue [2 x i64] %".512", 1
  %".515" = icmp slt i64 %".500", 0
  %".516" = add i64 %".500", %".509"
  %".517" = select  i1 %".515", i64 %".516", i64 %".500"
  %".518" = icmp slt i64 %".501", 0
  %".519" = add i64 %".501", %".510"
  %".520" = select  i1 %".518", i64 %".519", i64 %".501"
  %".521" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".496", i32 0, i32 5
  %".522" = getelementptr inbounds [2 x i64], [2 x i64]* %".521", i32 0, i32 0
  %".523" = load i64, i64* %".522", !range !2
  %".524" = getelementptr inbounds [2 x i64], [2 x i64]* %".521", i32 0, i32 1
  %".525" = load i64, i64* %".524", !range !2
  %".526" = insertvalue [2 x i64] undef, i64 %".523", 0
  %".527" = insertvalue [2 x i64] %".526", i64 %".525", 1
  %".528" = extractvalue [2 x i64] %".527", 0
  %".529" = extractvalue [2 x i64] %".527", 1
  %".530" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".496", i32 0, i32 6
  %".531" = load [2 x i64], [2 x i64]* %".530"
  %".532" = extractvalue [2 x i64] %".531", 0
  %".533" = extractvalue [2 x i64] %".531", 1
  %".534" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".496", i32 0, i32 4
  %".535" = load double*, double** %".534"
  %".536" = mul i64 1, %".529"
  %".537" = mul i64 %".517", %".536"
  %".538" = add i64 0, %".537"
  %".539" = mul i64 %".520", 1
  %".540" = add i64 %".538", %".539"
  %".541" = getelementptr double, double* %".535", i64 %".540"
  %".542" = load double, double* %".541"
  %".543" = insertvalue [2 x i64] undef, i64 2, 0
  %".544" = insertvalue [2 x i64] %".543", i64 2, 1
  %".545" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".546" = extractvalue [2 x i64] %".544", 0
  %".547" = extractvalue [2 x i64] %".544", 1
  %".548" = insertvalue [2 x i64] undef, i64 2, 0
  %".549" = insertvalue [2 x i64] %".548", i64 2, 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".550"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".545", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".550"
  %".554" = extractvalue [2 x i64] %".549", 0
  %".555" = extractvalue [2 x i64] %".549", 1
  %".556" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".550", i32 0, i32 5
  %".557" = getelementptr inbounds [2 x i64], [2 x i64]* %".556", i32 0, i32 0
  %".558" = load i64, i64* %".557", !range !2
  %".559" = getelementptr inbounds [2 x i64], [2 x i64]* %".556", i32 0, i32 1
  %".560" = load i64, i64* %".559", !range !2
  %".561" = insertvalue [2 x i64] undef, i64 %".558", 0
  %".562" = insertvalue [2 x i64] %".561", i64 %".560", 1
  %".563" = extractvalue [2 x i64] %".562", 0
  %".564" = extractvalue [2 x i64] %".562", 1
  %".565" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".550", i32 0, i32 6
  %".566" = load [2 x i64], [2 x i64]* %".565"
  %".567" = extractvalue [2 x i64] %".566", 0
  %".568" = extractvalue [2 x i64] %".566", 1
  %".569" = icmp slt i64 %".554", 0
  %".570" = add i64 %".554", %".563"
  %".571" = select  i1 %".569", i64 %".570", i64 %".554"
  %".572" = icmp slt i64 %".555", 0
  %".573" = add i64 %".555", %".564"
  %".574" = select  i1 %".572", i64 %".573", i64 %".555"
  %".575" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".550", i32 0, i32 5
  %".576" = getelementptr inbounds [2 x i64], [2 x i64]* %".575", i32 0, i32 0
  %".577" = load i64, i64* %".576", !range !2
  %".578" = getelementptr inbounds [2 x i64], [2 x i64]* %".575", i32 0, i32 1
  %".579" = load i64, i64* %".578", !range !2
  %".580" = insertvalue [2 x i64] undef, i64 %".577", 0
  %".581" = insertvalue [2 x i64] %".580", i64 %".579", 1
  %".582" = extractvalue [2 x i64] %".581", 0
  %".583" = extractvalue [2 x i64] %".581", 1
  %".584" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".550", i32 0, i32 6
  %".585" = load [2 x i64], [2 x i64]* %".584"
  %".586" = extractvalue [2 x i64] %".585", 0
  %".587" = extractvalue [2 x i64] %".585", 1
  %".588" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".550", i32 0, i32 4
  %".589" = load double*, double** %".588"
  %".590" = mul i64 1, %".583"
  %".591" = mul i64 %".571", %".590"
  %".592" = add i64 0, %".591"
  %".593" = mul i64 %".574", 1
  %".594" = add i64 %".592", %".593"
  %".595" = getelementptr double, double* %".589", i64 %".594"
  %".596" = load double, double* %".595"
  %".597" = fmul double %".542", %".596"
  %".598" = insertvalue {i64, i64} undef, i64 1, 0
  %".599" = insertvalue {i64, i64} %".598", i64 2, 1
  %".600" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".601" = extractvalue {i64, i64} %".599", 0
  %".602" = extractvalue {i64, i64} %".599", 1
  %".603" = insertvalue [2 x i64] undef, i64 1, 0
  %".604" = insertvalue [2 x i64] %".603", i64 2, 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".605"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".600", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".605"
  %".609" = extractvalue [2 x i64] %".604", 0
  %".610" = extractvalue [2 x i64] %".604", 1
  %".611" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".605", i32 0, i32 5
  %".612" = getelementptr inbounds [2 x i64], [2 x i64]* %".611", i32 0, i32 0
  %".613" = load i64, i64* %".612", !range !2
  %".614" = getelementptr inbounds [2 x i64], [2 x i64]* %".611", i32 0, i32 1
  %".615" = load i64, i64* %".614", !range !2
  %".616" = insertvalue [2 x i64] undef, i64 %".613", 0
  %".617" = insertvalue [2 x i64] %".616", i64 %".615", 1
  %".618" = extractvalue [2 x i64] %".617", 0
  %".619" = extractvalue [2 x i64] %".617", 1
  %".620" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".605", i32 0, i32 6
  %".621" = load [2 x i64], [2 x i64]* %".620"
  %".622" = extractvalue [2 x i64] %".621", 0
  %".623" = extractvalue [2 x i64] %".621", 1
  %".624" = icmp slt i64 %".609", 0
  %".625" = add i64 %".609", %".618"
  %".626" = select  i1 %".624", i64 %".625", i64 %".609"
  %".627" = icmp slt i64 %".610", 0
  %".628" = add i64 %".610", %".619"
  %".629" = select  i1 %".627", i64 %".628", i64 %".610"
  %".630" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".605", i32 0, i32 5
  %".631" = getelementptr inbounds [2 x i64], [2 x i64]* %".630", i32 0, i32 0
  %".632" = load i64, i64* %".631", !range !2
  %".633" = getelementptr inbounds [2 x i64], [2 x i64]* %".630", i32 0, i32 1
  %".634" = load i64, i64* %".633", !range !2
  %".635" = insertvalue [2 x i64] undef, i64 %".632", 0
  %".636" = insertvalue [2 x i64] %".635", i64 %".634", 1
  %".637" = extractvalue [2 x i64] %".636", 0
  %".638" = extractvalue [2 x i64] %".636", 1
  %".639" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".605", i32 0, i32 6
  %".640" = load [2 x i64], [2 x i64]* %".639"
  %".641" = extractvalue [2 x i64] %".640", 0
  %".642" = extractvalue [2 x i64] %".640", 1
  %".643" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".605", i32 0, i32 4
  %".644" = load double*, double** %".643"
  %".645" = mul i64 1, %".638"
  %".646" = mul i64 %".626", %".645"
  %".647" = add i64 0, %".646"
  %".648" = mul i64 %".629", 1
  %".649" = add i64 %".647", %".648"
  %".650" = getelementptr double, double* %".644", i64 %".649"
  %".651" = load double, double* %".650"
  %".652" = insertvalue {i64, i64} undef, i64 2, 0
  %".653" = insertvalue {i64, i64} %".652", i64 1, 1
  %".654" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".655" = extractvalue {i64, i64} %".653", 0
  %".656" = extractvalue {i64, i64} %".653", 1
  %".657" = insertvalue [2 x i64] undef, i64 2, 0
  %".658" = insertvalue [2 x i64] %".657", i64 1, 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".659"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".654", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".659"
  %".663" = extractvalue [2 x i64] %".658", 0
  %".664" = extractvalue [2 x i64] %".658", 1
  %".665" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".659", i32 0, i32 5
  %".666" = getelementptr inbounds [2 x i64], [2 x i64]* %".665", i32 0, i32 0
  %".667" = load i64, i64* %".666", !range !2
  %".668" = getelementptr inbounds [2 x i64], [2 x i64]* %".665", i32 0, i32 1
  %".669" = load i64, i64* %".668", !range !2
  %".670" = insertvalue [2 x i64] undef, i64 %".667", 0
  %".671" = insertvalue [2 x i64] %".670", i64 %".669", 1
  %".672" = extractvalue [2 x i64] %".671", 0
  %".673" = extractvalue [2 x i64] %".671", 1
  %".674" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".659", i32 0, i32 6
  %".675" = load [2 x i64], [2 x i64]* %".674"
  %".676" = extractvalue [2 x i64] %".675", 0
  %".677" = extractvalue [2 x i64] %".675", 1
  %".678" = icmp slt i64 %".663", 0
  %".679" = add i64 %".663", %".672"
  %".680" = select  i1 %".678", i64 %".679", i64 %".663"
  %".681" = icmp slt i64 %".664", 0
  %".682" = add i64 %".664", %".673"
  %".683" = select  i1 %".681", i64 %".682", i64 %".664"
  %".684" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".659", i32 0, i32 5
  %".685" = getelementptr inbounds [2 x i64], [2 x i64]* %".684", i32 0, i32 0
  %".686" = load i64, i64* %".685", !range !2
  %".687" = getelementptr inbounds [2 x i64], [2 x i64]* %".684", i32 0, i32 1
  %".688" = load i64, i64* %".687", !range !2
  %".689" = insertvalue [2 x i64] undef, i64 %".686", 0
  %".690" = insertvalue [2 x i64] %".689", i64 %".688", 1
  %".691" = extractvalue [2 x i64] %".690", 0
  %".692" = extractvalue [2 x i64] %".690", 1
  %".693" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".659", i32 0, i32 6
  %".694" = load [2 x i64], [2 x i64]* %".693"
  %".695" = extractvalue [2 x i64] %".694", 0
  %".696" = extractvalue [2 x i64] %".694", 1
  %".697" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".659", i32 0, i32 4
  %".698" = load double*, double** %".697"
  %".699" = mul i64 1, %".692"
  %".700" = mul i64 %".680", %".699"
  %".701" = add i64 0, %".700"
  %".702" = mul i64 %".683", 1
  %".703" = add i64 %".701", %".702"
  %".704" = getelementptr double, double* %".698", i64 %".703"
  %".705" = load double, double* %".704"
  %".706" = fmul double %".651", %".705"
  %".707" = fsub double %".597", %".706"
  %".708" = fmul double %".488", %".707"
  %".709" = insertvalue {i64, i64} undef, i64 0, 0
  %".710" = insertvalue {i64, i64} %".709", i64 1, 1
  %".711" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".712" = extractvalue {i64, i64} %".710", 0
  %".713" = extractvalue {i64, i64} %".710", 1
  %".714" = insertvalue [2 x i64] undef, i64 0, 0
  %".715" = insertvalue [2 x i64] %".714", i64 1, 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".716"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".711", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".716"
  %".720" = extractvalue [2 x i64] %".715", 0
  %".721" = extractvalue [2 x i64] %".715", 1
  %".722" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".716", i32 0, i32 5
  %".723" = getelementptr inbounds [2 x i64], [2 x i64]* %".722", i32 0, i32 0
  %".724" = load i64, i64* %".723", !range !2
  %".725" = getelementptr inbounds [2 x i64], [2 x i64]* %".722", i32 0, i32 1
  %".726" = load i64, i64* %".725", !range !2
  %".727" = insertvalue [2 x i64] undef, i64 %".724", 0
  %".728" = insertvalue [2 x i64] %".727", i64 %".726", 1
  %".729" = extractvalue [2 x i64] %".728", 0
  %".730" = extractvalue [2 x i64] %".728", 1
  %".731" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".716", i32 0, i32 6
  %".732" = load [2 x i64], [2 x i64]* %".731"
  %".733" = extractvalue [2 x i64] %".732", 0
  %".734" = extractvalue [2 x i64] %".732", 1
  %".735" = icmp slt i64 %".720", 0
  %".736" = add i64 %".720", %".729"
  %".737" = select  i1 %".735", i64 %".736", i64 %".720"
  %".738" = icmp slt i64 %".721", 0
  %".739" = add i64 %".721", %".730"
  %".740" = select  i1 %".738", i64 %".739", i64 %".721"
  %".741" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".716", i32 0, i32 5
  %".742" = getelementptr inbounds [2 x i64], [2 x i64]* %".741", i32 0, i32 0
  %".743" = load i64, i64* %".742", !range !2
  %".744" = getelementptr inbounds [2 x i64], [2 x i64]* %".741", i32 0, i32 1
  %".745" = load i64, i64* %".744", !range !2
  %".746" = insertvalue [2 x i64] undef, i64 %".743", 0
  %".747" = insertvalue [2 x i64] %".746", i64 %".745", 1
  %".748" = extractvalue [2 x i64] %".747", 0
  %".749" = extractvalue [2 x i64] %".747", 1
  %".750" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".716", i32 0, i32 6
  %".751" = load [2 x i64], [2 x i64]* %".750"
  %".752" = extractvalue [2 x i64] %".751", 0
  %".753" = extractvalue [2 x i64] %".751", 1
  %".754" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".716", i32 0, i32 4
  %".755" = load double*, double** %".754"
  %".756" = mul i64 1, %".749"
  %".757" = mul i64 %".737", %".756"
  %".758" = add i64 0, %".757"
  %".759" = mul i64 %".740", 1
  %".760" = add i64 %".758", %".759"
  %".761" = getelementptr double, double* %".755", i64 %".760"
  %".762" = load double, double* %".761"
  %".763" = insertvalue {i64, i64} undef, i64 1, 0
  %".764" = insertvalue {i64, i64} %".763", i64 0, 1
  %".765" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".766" = extractvalue {i64, i64} %".764", 0
  %".767" = extractvalue {i64, i64} %".764", 1
  %".768" = insertvalue [2 x i64] undef, i64 1, 0
  %".769" = insertvalue [2 x i64] %".768", i64 0, 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".770"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".765", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".770"
  %".774" = extractvalue [2 x i64] %".769", 0
  %".775" = extractvalue [2 x i64] %".769", 1
  %".776" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".770", i32 0, i32 5
  %".777" = getelementptr inbounds [2 x i64], [2 x i64]* %".776", i32 0, i32 0
  %".778" = load i64, i64* %".777", !range !2
  %".779" = getelementptr inbounds [2 x i64], [2 x i64]* %".776", i32 0, i32 1
  %".780" = load i64, i64* %".779", !range !2
  %".781" = insertvalue [2 x i64] undef, i64 %".778", 0
  %".782" = insertvalue [2 x i64] %".781", i64 %".780", 1
  %".783" = extractvalue [2 x i64] %".782", 0
  %".784" = extractvalue [2 x i64] %".782", 1
  %".785" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".770", i32 0, i32 6
  %".786" = load [2 x i64], [2 x i64]* %".785"
  %".787" = extractvalue [2 x i64] %".786", 0
  %".788" = extractvalue [2 x i64] %".786", 1
  %".789" = icmp slt i64 %".774", 0
  %".790" = add i64 %".774", %".783"
  %".791" = select  i1 %".789", i64 %".790", i64 %".774"
  %".792" = icmp slt i64 %".775", 0
  %".793" = add i64 %".775", %".784"
  %".794" = select  i1 %".792", i64 %".793", i64 %".775"
  %".795" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".770", i32 0, i32 5
  %".796" = getelementptr inbounds [2 x i64], [2 x i64]* %".795", i32 0, i32 0
  %".797" = load i64, i64* %".796", !range !2
  %".798" = getelementptr inbounds [2 x i64], [2 x i64]* %".795", i32 0, i32 1
  %".799" = load i64, i64* %".798", !range !2
  %".800" = insertvalue [2 x i64] undef, i64 %".797", 0
  %".801" = insertvalue [2 x i64] %".800", i64 %".799", 1
  %".802" = extractvalue [2 x i64] %".801", 0
  %".803" = extractvalue [2 x i64] %".801", 1
  %".804" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".770", i32 0, i32 6
  %".805" = load [2 x i64], [2 x i64]* %".804"
  %".806" = extractvalue [2 x i64] %".805", 0
  %".807" = extractvalue [2 x i64] %".805", 1
  %".808" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".770", i32 0, i32 4
  %".809" = load double*, double** %".808"
  %".810" = mul i64 1, %".803"
  %".811" = mul i64 %".791", %".810"
  %".812" = add i64 0, %".811"
  %".813" = mul i64 %".794", 1
  %".814" = add i64 %".812", %".813"
  %".815" = getelementptr double, double* %".809", i64 %".814"
  %".816" = load double, double* %".815"
  %".817" = insertvalue [2 x i64] undef, i64 2, 0
  %".818" = insertvalue [2 x i64] %".817", i64 2, 1
  %".819" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".820" = extractvalue [2 x i64] %".818", 0
  %".821" = extractvalue [2 x i64] %".818", 1
  %".822" = insertvalue [2 x i64] undef, i64 2, 0
  %".823" = insertvalue [2 x i64] %".822", i64 2, 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".824"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".819", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".824"
  %".828" = extractvalue [2 x i64] %".823", 0
  %".829" = extractvalue [2 x i64] %".823", 1
  %".830" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".824", i32 0, i32 5
  %".831" = getelementptr inbounds [2 x i64], [2 x i64]* %".830", i32 0, i32 0
  %".832" = load i64, i64* %".831", !range !2
  %".833" = getelementptr inbounds [2 x i64], [2 x i64]* %".830", i32 0, i32 1
  %".834" = load i64, i64* %".833", !range !2
  %".835" = insertvalue [2 x i64] undef, i64 %".832", 0
  %".836" = insertvalue [2 x i64] %".835", i64 %".834", 1
  %".837" = extractvalue [2 x i64] %".836", 0
  %".838" = extractvalue [2 x i64] %".836", 1
  %".839" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".824", i32 0, i32 6
  %".840" = load [2 x i64], [2 x i64]* %".839"
  %".841" = extractvalue [2 x i64] %".840", 0
  %".842" = extractvalue [2 x i64] %".840", 1
  %".843" = icmp slt i64 %".828", 0
  %".844" = add i64 %".828", %".837"
  %".845" = select  i1 %".843", i64 %".844", i64 %".828"
  %".846" = icmp slt i64 %".829", 0
  %".847" = add i64 %".829", %".838"
  %".848" = select  i1 %".846", i64 %".847", i64 %".829"
  %".849" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".824", i32 0, i32 5
  %".850" = getelementptr inbounds [2 x i64], [2 x i64]* %".849", i32 0, i32 0
  %".851" = load i64, i64* %".850", !range !2
  %".852" = getelementptr inbounds [2 x i64], [2 x i64]* %".849", i32 0, i32 1
  %".853" = load i64, i64* %".852", !range !2
  %".854" = insertvalue [2 x i64] undef, i64 %".851", 0
  %".855" = insertvalue [2 x i64] %".854", i64 %".853", 1
  %".856" = extractvalue [2 x i64] %".855", 0
  %".857" = extractvalue [2 x i64] %".855", 1
  %".858" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".824", i32 0, i32 6
  %".859" = load [2 x i64], [2 x i64]* %".858"
  %".860" = extractvalue [2 x i64] %".859", 0
  %".861" = extractvalue [2 x i64] %".859", 1
  %".862" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".824", i32 0, i32 4
  %".863" = load double*, double** %".862"
  %".864" = mul i64 1, %".857"
  %".865" = mul i64 %".845", %".864"
  %".866" = add i64 0, %".865"
  %".867" = mul i64 %".848", 1
  %".868" = add i64 %".866", %".867"
  %".869" = getelementptr double, double* %".863", i64 %".868"
  %".870" = load double, double* %".869"
  %".871" = fmul double %".816", %".870"
  %".872" = insertvalue {i64, i64} undef, i64 1, 0
  %".873" = insertvalue {i64, i64} %".872", i64 2, 1
  %".874" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".875" = extractvalue {i64, i64} %".873", 0
  %".876" = extractvalue {i64, i64} %".873", 1
  %".877" = insertvalue [2 x i64] undef, i64 1, 0
  %".878" = insertvalue [2 x i64] %".877", i64 2, 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".879"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".874", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".879"
  %".883" = extractvalue [2 x i64] %".878", 0
  %".884" = extractvalue [2 x i64] %".878", 1
  %".885" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".879", i32 0, i32 5
  %".886" = getelementptr inbounds [2 x i64], [2 x i64]* %".885", i32 0, i32 0
  %".887" = load i64, i64* %".886", !range !2
  %".888" = getelementptr inbounds [2 x i64], [2 x i64]* %".885", i32 0, i32 1
  %".889" = load i64, i64* %".888", !range !2
  %".890" = insertvalue [2 x i64] undef, i64 %".887", 0
  %".891" = insertvalue [2 x i64] %".890", i64 %".889", 1
  %".892" = extractvalue [2 x i64] %".891", 0
  %".893" = extractvalue [2 x i64] %".891", 1
  %".894" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".879", i32 0, i32 6
  %".895" = load [2 x i64], [2 x i64]* %".894"
  %".896" = extractvalue [2 x i64] %".895", 0
  %".897" = extractvalue [2 x i64] %".895", 1
  %".898" = icmp slt i64 %".883", 0
  %".899" = add i64 %".883", %".892"
  %".900" = select  i1 %".898", i64 %".899", i64 %".883"
  %".901" = icmp slt i64 %".884", 0
  %".902" = add i64 %".884", %".893"
  %".903" = select  i1 %".901", i64 %".902", i64 %".884"
  %".904" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".879", i32 0, i32 5
  %".905" = getelementptr inbounds [2 x i64], [2 x i64]* %".904", i32 0, i32 0
  %".906" = load i64, i64* %".905", !range !2
  %".907" = getelementptr inbounds [2 x i64], [2 x i64]* %".904", i32 0, i32 1
  %".908" = load i64, i64* %".907", !range !2
  %".909" = insertvalue [2 x i64] undef, i64 %".906", 0
  %".910" = insertvalue [2 x i64] %".909", i64 %".908", 1
  %".911" = extractvalue [2 x i64] %".910", 0
  %".912" = extractvalue [2 x i64] %".910", 1
  %".913" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".879", i32 0, i32 6
  %".914" = load [2 x i64], [2 x i64]* %".913"
  %".915" = extractvalue [2 x i64] %".914", 0
  %".916" = extractvalue [2 x i64] %".914", 1
  %".917" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".879", i32 0, i32 4
  %".918" = load double*, double** %".917"
  %".919" = mul i64 1, %".912"
  %".920" = mul i64 %".900", %".919"
  %".921" = add i64 0, %".920"
  %".922" = mul i64 %".903", 1
  %".923" = add i64 %".921", %".922"
  %".924" = getelementptr double, double* %".918", i64 %".923"
  %".925" = load double, double* %".924"
  %".926" = insertvalue {i64, i64} undef, i64 2, 0
  %".927" = insertvalue {i64, i64} %".926", i64 0, 1
  %".928" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".929" = extractvalue {i64, i64} %".927", 0
  %".930" = extractvalue {i64, i64} %".927", 1
  %".931" = insertvalue [2 x i64] undef, i64 2, 0
  %".932" = insertvalue [2 x i64] %".931", i64 0, 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".933"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".928", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".933"
  %".937" = extractvalue [2 x i64] %".932", 0
  %".938" = extractvalue [2 x i64] %".932", 1
  %".939" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".933", i32 0, i32 5
  %".940" = getelementptr inbounds [2 x i64], [2 x i64]* %".939", i32 0, i32 0
  %".941" = load i64, i64* %".940", !range !2
  %".942" = getelementptr inbounds [2 x i64], [2 x i64]* %".939", i32 0, i32 1
  %".943" = load i64, i64* %".942", !range !2
  %".944" = insertvalue [2 x i64] undef, i64 %".941", 0
  %".945" = insertvalue [2 x i64] %".944", i64 %".943", 1
  %".946" = extractvalue [2 x i64] %".945", 0
  %".947" = extractvalue [2 x i64] %".945", 1
  %".948" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".933", i32 0, i32 6
  %".949" = load [2 x i64], [2 x i64]* %".948"
  %".950" = extractvalue [2 x i64] %".949", 0
  %".951" = extractvalue [2 x i64] %".949", 1
  %".952" = icmp slt i64 %".937", 0
  %".953" = add i64 %".937", %".946"
  %".954" = select  i1 %".952", i64 %".953", i64 %".937"
  %".955" = icmp slt i64 %".938", 0
  %".956" = add i64 %".938", %".947"
  %".957" = select  i1 %".955", i64 %".956", i64 %".938"
  %".958" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".933", i32 0, i32 5
  %".959" = getelementptr inbounds [2 x i64], [2 x i64]* %".958", i32 0, i32 0
  %".960" = load i64, i64* %".959", !range !2
  %".961" = getelementptr inbounds [2 x i64], [2 x i64]* %".958", i32 0, i32 1
  %".962" = load i64, i64* %".961", !range !2
  %".963" = insertvalue [2 x i64] undef, i64 %".960", 0
  %".964" = insertvalue [2 x i64] %".963", i64 %".962", 1
  %".965" = extractvalue [2 x i64] %".964", 0
  %".966" = extractvalue [2 x i64] %".964", 1
  %".967" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".933", i32 0, i32 6
  %".968" = load [2 x i64], [2 x i64]* %".967"
  %".969" = extractvalue [2 x i64] %".968", 0
  %".970" = extractvalue [2 x i64] %".968", 1
  %".971" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".933", i32 0, i32 4
  %".972" = load double*, double** %".971"
  %".973" = mul i64 1, %".966"
  %".974" = mul i64 %".954", %".973"
  %".975" = add i64 0, %".974"
  %".976" = mul i64 %".957", 1
  %".977" = add i64 %".975", %".976"
  %".978" = getelementptr double, double* %".972", i64 %".977"
  %".979" = load double, double* %".978"
  %".980" = fmul double %".925", %".979"
  %".981" = fsub double %".871", %".980"
  %".982" = fmul double %".762", %".981"
  %".983" = fsub double %".708", %".982"
  %".984" = insertvalue {i64, i64} undef, i64 0, 0
  %".985" = insertvalue {i64, i64} %".984", i64 2, 1
  %".986" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".987" = extractvalue {i64, i64} %".985", 0
  %".988" = extractvalue {i64, i64} %".985", 1
  %".989" = insertvalue [2 x i64] undef, i64 0, 0
  %".990" = insertvalue [2 x i64] %".989", i64 2, 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".991"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".986", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".991"
  %".995" = extractvalue [2 x i64] %".990", 0
  %".996" = extractvalue [2 x i64] %".990", 1
  %".997" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".991", i32 0, i32 5
  %".998" = getelementptr inbounds [2 x i64], [2 x i64]* %".997", i32 0, i32 0
  %".999" = load i64, i64* %".998", !range !2
  %".1000" = getelementptr inbounds [2 x i64], [2 x i64]* %".997", i32 0, i32 1
  %".1001" = load i64, i64* %".1000", !range !2
  %".1002" = insertvalue [2 x i64] undef, i64 %".999", 0
  %".1003" = insertvalue [2 x i64] %".1002", i64 %".1001", 1
  %".1004" = extractvalue [2 x i64] %".1003", 0
  %".1005" = extractvalue [2 x i64] %".1003", 1
  %".1006" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".991", i32 0, i32 6
  %".1007" = load [2 x i64], [2 x i64]* %".1006"
  %".1008" = extractvalue [2 x i64] %".1007", 0
  %".1009" = extractvalue [2 x i64] %".1007", 1
  %".1010" = icmp slt i64 %".995", 0
  %".1011" = add i64 %".995", %".1004"
  %".1012" = select  i1 %".1010", i64 %".1011", i64 %".995"
  %".1013" = icmp slt i64 %".996", 0
  %".1014" = add i64 %".996", %".1005"
  %".1015" = select  i1 %".1013", i64 %".1014", i64 %".996"
  %".1016" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".991", i32 0, i32 5
  %".1017" = getelementptr inbounds [2 x i64], [2 x i64]* %".1016", i32 0, i32 0
  %".1018" = load i64, i64* %".1017", !range !2
  %".1019" = getelementptr inbounds [2 x i64], [2 x i64]* %".1016", i32 0, i32 1
  %".1020" = load i64, i64* %".1019", !range !2
  %".1021" = insertvalue [2 x i64] undef, i64 %".1018", 0
  %".1022" = insertvalue [2 x i64] %".1021", i64 %".1020", 1
  %".1023" = extractvalue [2 x i64] %".1022", 0
  %".1024" = extractvalue [2 x i64] %".1022", 1
  %".1025" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".991", i32 0, i32 6
  %".1026" = load [2 x i64], [2 x i64]* %".1025"
  %".1027" = extractvalue [2 x i64] %".1026", 0
  %".1028" = extractvalue [2 x i64] %".1026", 1
  %".1029" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".991", i32 0, i32 4
  %".1030" = load double*, double** %".1029"
  %".1031" = mul i64 1, %".1024"
  %".1032" = mul i64 %".1012", %".1031"
  %".1033" = add i64 0, %".1032"
  %".1034" = mul i64 %".1015", 1
  %".1035" = add i64 %".1033", %".1034"
  %".1036" = getelementptr double, double* %".1030", i64 %".1035"
  %".1037" = load double, double* %".1036"
  %".1038" = insertvalue {i64, i64} undef, i64 1, 0
  %".1039" = insertvalue {i64, i64} %".1038", i64 0, 1
  %".1040" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".1041" = extractvalue {i64, i64} %".1039", 0
  %".1042" = extractvalue {i64, i64} %".1039", 1
  %".1043" = insertvalue [2 x i64] undef, i64 1, 0
  %".1044" = insertvalue [2 x i64] %".1043", i64 0, 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1045"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".1040", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1045"
  %".1049" = extractvalue [2 x i64] %".1044", 0
  %".1050" = extractvalue [2 x i64] %".1044", 1
  %".1051" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1045", i32 0, i32 5
  %".1052" = getelementptr inbounds [2 x i64], [2 x i64]* %".1051", i32 0, i32 0
  %".1053" = load i64, i64* %".1052", !range !2
  %".1054" = getelementptr inbounds [2 x i64], [2 x i64]* %".1051", i32 0, i32 1
  %".1055" = load i64, i64* %".1054", !range !2
  %".1056" = insertvalue [2 x i64] undef, i64 %".1053", 0
  %".1057" = insertvalue [2 x i64] %".1056", i64 %".1055", 1
  %".1058" = extractvalue [2 x i64] %".1057", 0
  %".1059" = extractvalue [2 x i64] %".1057", 1
  %".1060" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1045", i32 0, i32 6
  %".1061" = load [2 x i64], [2 x i64]* %".1060"
  %".1062" = extractvalue [2 x i64] %".1061", 0
  %".1063" = extractvalue [2 x i64] %".1061", 1
  %".1064" = icmp slt i64 %".1049", 0
  %".1065" = add i64 %".1049", %".1058"
  %".1066" = select  i1 %".1064", i64 %".1065", i64 %".1049"
  %".1067" = icmp slt i64 %".1050", 0
  %".1068" = add i64 %".1050", %".1059"
  %".1069" = select  i1 %".1067", i64 %".1068", i64 %".1050"
  %".1070" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1045", i32 0, i32 5
  %".1071" = getelementptr inbounds [2 x i64], [2 x i64]* %".1070", i32 0, i32 0
  %".1072" = load i64, i64* %".1071", !range !2
  %".1073" = getelementptr inbounds [2 x i64], [2 x i64]* %".1070", i32 0, i32 1
  %".1074" = load i64, i64* %".1073", !range !2
  %".1075" = insertvalue [2 x i64] undef, i64 %".1072", 0
  %".1076" = insertvalue [2 x i64] %".1075", i64 %".1074", 1
  %".1077" = extractvalue [2 x i64] %".1076", 0
  %".1078" = extractvalue [2 x i64] %".1076", 1
  %".1079" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1045", i32 0, i32 6
  %".1080" = load [2 x i64], [2 x i64]* %".1079"
  %".1081" = extractvalue [2 x i64] %".1080", 0
  %".1082" = extractvalue [2 x i64] %".1080", 1
  %".1083" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1045", i32 0, i32 4
  %".1084" = load double*, double** %".1083"
  %".1085" = mul i64 1, %".1078"
  %".1086" = mul i64 %".1066", %".1085"
  %".1087" = add i64 0, %".1086"
  %".1088" = mul i64 %".1069", 1
  %".1089" = add i64 %".1087", %".1088"
  %".1090" = getelementptr double, double* %".1084", i64 %".1089"
  %".1091" = load double, double* %".1090"
  %".1092" = insertvalue {i64, i64} undef, i64 2, 0
  %".1093" = insertvalue {i64, i64} %".1092", i64 1, 1
  %".1094" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".1095" = extractvalue {i64, i64} %".1093", 0
  %".1096" = extractvalue {i64, i64} %".1093", 1
  %".1097" = insertvalue [2 x i64] undef, i64 2, 0
  %".1098" = insertvalue [2 x i64] %".1097", i64 1, 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1099"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".1094", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1099"
  %".1103" = extractvalue [2 x i64] %".1098", 0
  %".1104" = extractvalue [2 x i64] %".1098", 1
  %".1105" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1099", i32 0, i32 5
  %".1106" = getelementptr inbounds [2 x i64], [2 x i64]* %".1105", i32 0, i32 0
  %".1107" = load i64, i64* %".1106", !range !2
  %".1108" = getelementptr inbounds [2 x i64], [2 x i64]* %".1105", i32 0, i32 1
  %".1109" = load i64, i64* %".1108", !range !2
  %".1110" = insertvalue [2 x i64] undef, i64 %".1107", 0
  %".1111" = insertvalue [2 x i64] %".1110", i64 %".1109", 1
  %".1112" = extractvalue [2 x i64] %".1111", 0
  %".1113" = extractvalue [2 x i64] %".1111", 1
  %".1114" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1099", i32 0, i32 6
  %".1115" = load [2 x i64], [2 x i64]* %".1114"
  %".1116" = extractvalue [2 x i64] %".1115", 0
  %".1117" = extractvalue [2 x i64] %".1115", 1
  %".1118" = icmp slt i64 %".1103", 0
  %".1119" = add i64 %".1103", %".1112"
  %".1120" = select  i1 %".1118", i64 %".1119", i64 %".1103"
  %".1121" = icmp slt i64 %".1104", 0
  %".1122" = add i64 %".1104", %".1113"
  %".1123" = select  i1 %".1121", i64 %".1122", i64 %".1104"
  %".1124" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1099", i32 0, i32 5
  %".1125" = getelementptr inbounds [2 x i64], [2 x i64]* %".1124", i32 0, i32 0
  %".1126" = load i64, i64* %".1125", !range !2
  %".1127" = getelementptr inbounds [2 x i64], [2 x i64]* %".1124", i32 0, i32 1
  %".1128" = load i64, i64* %".1127", !range !2
  %".1129" = insertvalue [2 x i64] undef, i64 %".1126", 0
  %".1130" = insertvalue [2 x i64] %".1129", i64 %".1128", 1
  %".1131" = extractvalue [2 x i64] %".1130", 0
  %".1132" = extractvalue [2 x i64] %".1130", 1
  %".1133" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1099", i32 0, i32 6
  %".1134" = load [2 x i64], [2 x i64]* %".1133"
  %".1135" = extractvalue [2 x i64] %".1134", 0
  %".1136" = extractvalue [2 x i64] %".1134", 1
  %".1137" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1099", i32 0, i32 4
  %".1138" = load double*, double** %".1137"
  %".1139" = mul i64 1, %".1132"
  %".1140" = mul i64 %".1120", %".1139"
  %".1141" = add i64 0, %".1140"
  %".1142" = mul i64 %".1123", 1
  %".1143" = add i64 %".1141", %".1142"
  %".1144" = getelementptr double, double* %".1138", i64 %".1143"
  %".1145" = load double, double* %".1144"
  %".1146" = fmul double %".1091", %".1145"
  %".1147" = insertvalue [2 x i64] undef, i64 1, 0
  %".1148" = insertvalue [2 x i64] %".1147", i64 1, 1
  %".1149" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".1150" = extractvalue [2 x i64] %".1148", 0
  %".1151" = extractvalue [2 x i64] %".1148", 1
  %".1152" = insertvalue [2 x i64] undef, i64 1, 0
  %".1153" = insertvalue [2 x i64] %".1152", i64 1, 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1154"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".1149", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1154"
  %".1158" = extractvalue [2 x i64] %".1153", 0
  %".1159" = extractvalue [2 x i64] %".1153", 1
  %".1160" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1154", i32 0, i32 5
  %".1161" = getelementptr inbounds [2 x i64], [2 x i64]* %".1160", i32 0, i32 0
  %".1162" = load i64, i64* %".1161", !range !2
  %".1163" = getelementptr inbounds [2 x i64], [2 x i64]* %".1160", i32 0, i32 1
  %".1164" = load i64, i64* %".1163", !range !2
  %".1165" = insertvalue [2 x i64] undef, i64 %".1162", 0
  %".1166" = insertvalue [2 x i64] %".1165", i64 %".1164", 1
  %".1167" = extractvalue [2 x i64] %".1166", 0
  %".1168" = extractvalue [2 x i64] %".1166", 1
  %".1169" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1154", i32 0, i32 6
  %".1170" = load [2 x i64], [2 x i64]* %".1169"
  %".1171" = extractvalue [2 x i64] %".1170", 0
  %".1172" = extractvalue [2 x i64] %".1170", 1
  %".1173" = icmp slt i64 %".1158", 0
  %".1174" = add i64 %".1158", %".1167"
  %".1175" = select  i1 %".1173", i64 %".1174", i64 %".1158"
  %".1176" = icmp slt i64 %".1159", 0
  %".1177" = add i64 %".1159", %".1168"
  %".1178" = select  i1 %".1176", i64 %".1177", i64 %".1159"
  %".1179" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1154", i32 0, i32 5
  %".1180" = getelementptr inbounds [2 x i64], [2 x i64]* %".1179", i32 0, i32 0
  %".1181" = load i64, i64* %".1180", !range !2
  %".1182" = getelementptr inbounds [2 x i64], [2 x i64]* %".1179", i32 0, i32 1
  %".1183" = load i64, i64* %".1182", !range !2
  %".1184" = insertvalue [2 x i64] undef, i64 %".1181", 0
  %".1185" = insertvalue [2 x i64] %".1184", i64 %".1183", 1
  %".1186" = extractvalue [2 x i64] %".1185", 0
  %".1187" = extractvalue [2 x i64] %".1185", 1
  %".1188" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1154", i32 0, i32 6
  %".1189" = load [2 x i64], [2 x i64]* %".1188"
  %".1190" = extractvalue [2 x i64] %".1189", 0
  %".1191" = extractvalue [2 x i64] %".1189", 1
  %".1192" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1154", i32 0, i32 4
  %".1193" = load double*, double** %".1192"
  %".1194" = mul i64 1, %".1187"
  %".1195" = mul i64 %".1175", %".1194"
  %".1196" = add i64 0, %".1195"
  %".1197" = mul i64 %".1178", 1
  %".1198" = add i64 %".1196", %".1197"
  %".1199" = getelementptr double, double* %".1193", i64 %".1198"
  %".1200" = load double, double* %".1199"
  %".1201" = insertvalue {i64, i64} undef, i64 2, 0
  %".1202" = insertvalue {i64, i64} %".1201", i64 0, 1
  %".1203" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".1204" = extractvalue {i64, i64} %".1202", 0
  %".1205" = extractvalue {i64, i64} %".1202", 1
  %".1206" = insertvalue [2 x i64] undef, i64 2, 0
  %".1207" = insertvalue [2 x i64] %".1206", i64 0, 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1208"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".1203", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1208"
  %".1212" = extractvalue [2 x i64] %".1207", 0
  %".1213" = extractvalue [2 x i64] %".1207", 1
  %".1214" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1208", i32 0, i32 5
  %".1215" = getelementptr inbounds [2 x i64], [2 x i64]* %".1214", i32 0, i32 0
  %".1216" = load i64, i64* %".1215", !range !2
  %".1217" = getelementptr inbounds [2 x i64], [2 x i64]* %".1214", i32 0, i32 1
  %".1218" = load i64, i64* %".1217", !range !2
  %".1219" = insertvalue [2 x i64] undef, i64 %".1216", 0
  %".1220" = insertvalue [2 x i64] %".1219", i64 %".1218", 1
  %".1221" = extractvalue [2 x i64] %".1220", 0
  %".1222" = extractvalue [2 x i64] %".1220", 1
  %".1223" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1208", i32 0, i32 6
  %".1224" = load [2 x i64], [2 x i64]* %".1223"
  %".1225" = extractvalue [2 x i64] %".1224", 0
  %".1226" = extractvalue [2 x i64] %".1224", 1
  %".1227" = icmp slt i64 %".1212", 0
  %".1228" = add i64 %".1212", %".1221"
  %".1229" = select  i1 %".1227", i64 %".1228", i64 %".1212"
  %".1230" = icmp slt i64 %".1213", 0
  %".1231" = add i64 %".1213", %".1222"
  %".1232" = select  i1 %".1230", i64 %".1231", i64 %".1213"
  %".1233" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1208", i32 0, i32 5
  %".1234" = getelementptr inbounds [2 x i64], [2 x i64]* %".1233", i32 0, i32 0
  %".1235" = load i64, i64* %".1234", !range !2
  %".1236" = getelementptr inbounds [2 x i64], [2 x i64]* %".1233", i32 0, i32 1
  %".1237" = load i64, i64* %".1236", !range !2
  %".1238" = insertvalue [2 x i64] undef, i64 %".1235", 0
  %".1239" = insertvalue [2 x i64] %".1238", i64 %".1237", 1
  %".1240" = extractvalue [2 x i64] %".1239", 0
  %".1241" = extractvalue [2 x i64] %".1239", 1
  %".1242" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1208", i32 0, i32 6
  %".1243" = load [2 x i64], [2 x i64]* %".1242"
  %".1244" = extractvalue [2 x i64] %".1243", 0
  %".1245" = extractvalue [2 x i64] %".1243", 1
  %".1246" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1208", i32 0, i32 4
  %".1247" = load double*, double** %".1246"
  %".1248" = mul i64 1, %".1241"
  %".1249" = mul i64 %".1229", %".1248"
  %".1250" = add i64 0, %".1249"
  %".1251" = mul i64 %".1232", 1
  %".1252" = add i64 %".1250", %".1251"
  %".1253" = getelementptr double, double* %".1247", i64 %".1252"
  %".1254" = load double, double* %".1253"
  %".1255" = fmul double %".1200", %".1254"
  %".1256" = fsub double %".1146", %".1255"
  %".1257" = fmul double %".1037", %".1256"
  %".1258" = fadd double %".983", %".1257"
  %".1259" = insertvalue [2 x i64] undef, i64 2, 0
  %".1260" = insertvalue [2 x i64] %".1259", i64 2, 1
  %".1261" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".1262" = extractvalue [2 x i64] %".1260", 0
  %".1263" = extractvalue [2 x i64] %".1260", 1
  %".1264" = insertvalue [2 x i64] undef, i64 2, 0
  %".1265" = insertvalue [2 x i64] %".1264", i64 2, 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1266"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".1261", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1266"
  %".1270" = extractvalue [2 x i64] %".1265", 0
  %".1271" = extractvalue [2 x i64] %".1265", 1
  %".1272" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1266", i32 0, i32 5
  %".1273" = getelementptr inbounds [2 x i64], [2 x i64]* %".1272", i32 0, i32 0
  %".1274" = load i64, i64* %".1273", !range !2
  %".1275" = getelementptr inbounds [2 x i64], [2 x i64]* %".1272", i32 0, i32 1
  %".1276" = load i64, i64* %".1275", !range !2
  %".1277" = insertvalue [2 x i64] undef, i64 %".1274", 0
  %".1278" = insertvalue [2 x i64] %".1277", i64 %".1276", 1
  %".1279" = extractvalue [2 x i64] %".1278", 0
  %".1280" = extractvalue [2 x i64] %".1278", 1
  %".1281" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1266", i32 0, i32 6
  %".1282" = load [2 x i64], [2 x i64]* %".1281"
  %".1283" = extractvalue [2 x i64] %".1282", 0
  %".1284" = extractvalue [2 x i64] %".1282", 1
  %".1285" = icmp slt i64 %".1270", 0
  %".1286" = add i64 %".1270", %".1279"
  %".1287" = select  i1 %".1285", i64 %".1286", i64 %".1270"
  %".1288" = icmp slt i64 %".1271", 0
  %".1289" = add i64 %".1271", %".1280"
  %".1290" = select  i1 %".1288", i64 %".1289", i64 %".1271"
  %".1291" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1266", i32 0, i32 5
  %".1292" = getelementptr inbounds [2 x i64], [2 x i64]* %".1291", i32 0, i32 0
  %".1293" = load i64, i64* %".1292", !range !2
  %".1294" = getelementptr inbounds [2 x i64], [2 x i64]* %".1291", i32 0, i32 1
  %".1295" = load i64, i64* %".1294", !range !2
  %".1296" = insertvalue [2 x i64] undef, i64 %".1293", 0
  %".1297" = insertvalue [2 x i64] %".1296", i64 %".1295", 1
  %".1298" = extractvalue [2 x i64] %".1297", 0
  %".1299" = extractvalue [2 x i64] %".1297", 1
  %".1300" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1266", i32 0, i32 6
  %".1301" = load [2 x i64], [2 x i64]* %".1300"
  %".1302" = extractvalue [2 x i64] %".1301", 0
  %".1303" = extractvalue [2 x i64] %".1301", 1
  %".1304" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1266", i32 0, i32 4
  %".1305" = load double*, double** %".1304"
  %".1306" = mul i64 1, %".1299"
  %".1307" = mul i64 %".1287", %".1306"
  %".1308" = add i64 0, %".1307"
  %".1309" = mul i64 %".1290", 1
  %".1310" = add i64 %".1308", %".1309"
  %".1311" = getelementptr double, double* %".1305", i64 %".1310"
  %".1312" = load double, double* %".1311"
  %".1313" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".1315" = fadd double %".1258", %".1312"
  %".1316" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".1317" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1318"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".1316", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1318"
  %".1322" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1318", i32 0, i32 5
  %".1323" = getelementptr inbounds [1 x i64], [1 x i64]* %".1322", i32 0, i32 0
  %".1324" = load i64, i64* %".1323", !range !2
  %".1325" = insertvalue [1 x i64] undef, i64 %".1324", 0
  %".1326" = extractvalue [1 x i64] %".1325", 0
  %".1327" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1318", i32 0, i32 6
  %".1328" = load [1 x i64], [1 x i64]* %".1327"
  %".1329" = extractvalue [1 x i64] %".1328", 0
  %".1330" = icmp slt i64 %".1317", 0
  %".1331" = add i64 %".1317", %".1326"
  %".1332" = select  i1 %".1330", i64 %".1331", i64 %".1317"
  %".1333" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1318", i32 0, i32 5
  %".1334" = getelementptr inbounds [1 x i64], [1 x i64]* %".1333", i32 0, i32 0
  %".1335" = load i64, i64* %".1334", !range !2
  %".1336" = insertvalue [1 x i64] undef, i64 %".1335", 0
  %".1337" = extractvalue [1 x i64] %".1336", 0
  %".1338" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1318", i32 0, i32 6
  %".1339" = load [1 x i64], [1 x i64]* %".1338"
  %".1340" = extractvalue [1 x i64] %".1339", 0
  %".1341" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1318", i32 0, i32 4
  %".1342" = load double*, double** %".1341"
  %".1343" = mul i64 %".1340", %".1332"
  %".1344" = ptrtoint double* %".1342" to i64
  %".1345" = add i64 %".1344", %".1343"
  %".1346" = inttoptr i64 %".1345" to double*
  store double %".1315", double* %".1346"
  %".1348" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".1350" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B550:
  %".1354" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".1356" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".1358" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".1360" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  ret void
B66.if:
  ret void
B66.endif:
  br i1 %".127", label %"B66.endif.if", label %"B66.endif.else"
B66.endif.if:
  %".132" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".102", i32 0, i32 3
  %".133" = load i64*, i64** %".132"
  store i64 0, i64* %".133"
  br label %"B66.endif.endif"
B66.endif.else:
  %".136" = srem i64 %".124", %".110"
  %".137" = sub i64 0, %".136"
  %".138" = select  i1 %".125", i64 %".136", i64 %".137"
  %".139" = icmp sgt i64 %".138", 0
  %".140" = sdiv i64 %".124", %".110"
  %".141" = select  i1 %".139", i64 1, i64 0
  %".142" = add i64 %".140", %".141"
  %".143" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".102", i32 0, i32 3
  %".144" = load i64*, i64** %".143"
  store i64 %".142", i64* %".144"
  br label %"B66.endif.endif"
B66.endif.endif:
  %".147" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".102"
  %".149" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi170.0"
  store {i64*, i64, i64, i64*} %".147", {i64*, i64, i64, i64*}* %"$phi170.0"
  br label %"B170"
B170.if:
  %".167" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".156", i32 0, i32 0
  %".168" = load i64*, i64** %".167"
  %".169" = load i64, i64* %".168"
  %".170" = getelementptr inbounds {i64, i1}, {i64, i1}* %".153", i32 0, i32 0
  store i64 %".169", i64* %".170"
  %".172" = sub nsw i64 %".162", 1
  store i64 %".172", i64* %".161"
  %".174" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".156", i32 0, i32 2
  %".175" = load i64, i64* %".174"
  %".176" = add i64 %".169", %".175"
  %".177" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".156", i32 0, i32 0
  %".178" = load i64*, i64** %".177"
  store i64 %".176", i64* %".178"
  br label %"B170.endif"
B170.endif:
  %".181" = load {i64, i1}, {i64, i1}* %".153"
  store {i64, i1} zeroinitializer, {i64, i1}* %".182"
  store {i64, i1} %".181", {i64, i1}* %".182"
  %".186" = getelementptr inbounds {i64, i1}, {i64, i1}* %".182", i32 0, i32 0
  %".187" = load i64, i64* %".186"
  store {i64, i1} zeroinitializer, {i64, i1}* %".188"
  store {i64, i1} %".181", {i64, i1}* %".188"
  %".192" = getelementptr inbounds {i64, i1}, {i64, i1}* %".188", i32 0, i32 1
  %".193" = load i1, i1* %".192"
  %".195" = load i1, i1* %"$170for_iter.3"
  store i1 %".193", i1* %"$170for_iter.3"
  %".198" = load i64, i64* %"$phi172.1"
  store i64 %".187", i64* %"$phi172.1"
  %".200" = load i1, i1* %"$170for_iter.3"
  br i1 %".200", label %"B172", label %"B250"
B172.if:
  ret void
B172.endif:
  br i1 %".249", label %"B172.endif.if", label %"B172.endif.else"
B172.endif.if:
  %".254" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".224", i32 0, i32 3
  %".255" = load i64*, i64** %".254"
  store i64 0, i64* %".255"
  br label %"B172.endif.endif"
B172.endif.else:
  %".258" = srem i64 %".246", %".232"
  %".259" = sub i64 0, %".258"
  %".260" = select  i1 %".247", i64 %".258", i64 %".259"
  %".261" = icmp sgt i64 %".260", 0
  %".262" = sdiv i64 %".246", %".232"
  %".263" = select  i1 %".261", i64 1, i64 0
  %".264" = add i64 %".262", %".263"
  %".265" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".224", i32 0, i32 3
  %".266" = load i64*, i64** %".265"
  store i64 %".264", i64* %".266"
  br label %"B172.endif.endif"
B172.endif.endif:
  %".269" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".224"
  %".271" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi204.1"
  store {i64*, i64, i64, i64*} %".269", {i64*, i64, i64, i64*}* %"$phi204.1"
  br label %"B204"
B204.if:
  %".289" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".278", i32 0, i32 0
  %".290" = load i64*, i64** %".289"
  %".291" = load i64, i64* %".290"
  %".292" = getelementptr inbounds {i64, i1}, {i64, i1}* %".275", i32 0, i32 0
  store i64 %".291", i64* %".292"
  %".294" = sub nsw i64 %".284", 1
  store i64 %".294", i64* %".283"
  %".296" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".278", i32 0, i32 2
  %".297" = load i64, i64* %".296"
  %".298" = add i64 %".291", %".297"
  %".299" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".278", i32 0, i32 0
  %".300" = load i64*, i64** %".299"
  store i64 %".298", i64* %".300"
  br label %"B204.endif"
B204.endif:
  %".303" = load {i64, i1}, {i64, i1}* %".275"
  store {i64, i1} zeroinitializer, {i64, i1}* %".304"
  store {i64, i1} %".303", {i64, i1}* %".304"
  %".308" = getelementptr inbounds {i64, i1}, {i64, i1}* %".304", i32 0, i32 0
  %".309" = load i64, i64* %".308"
  store {i64, i1} zeroinitializer, {i64, i1}* %".310"
  store {i64, i1} %".303", {i64, i1}* %".310"
  %".314" = getelementptr inbounds {i64, i1}, {i64, i1}* %".310", i32 0, i32 1
  %".315" = load i1, i1* %".314"
  %".317" = load i1, i1* %"$204for_iter.4"
  store i1 %".315", i1* %"$204for_iter.4"
  %".320" = load i64, i64* %"$phi206.2"
  store i64 %".309", i64* %"$phi206.2"
  %".322" = load i1, i1* %"$204for_iter.4"
  br i1 %".322", label %"B206", label %"B248"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__12local_matrixB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !3 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ i64 0, i64 9223372036854775807 }
!3 = !{ void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__12local_matrixB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE", !"kernel", i32 1 }