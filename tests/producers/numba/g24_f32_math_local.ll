; numba-cuda kernel g24_f32_math_local(Array(float32, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "f32_math_local$13"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__14f32_math_localB3v13B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__14f32_math_localB3v13B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", float* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
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
  %"$66pred" = alloca i1
  store i1 0, i1* %"$66pred"
  %".55" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55"
  %"_cudapy_lmem" = alloca [6 x float]
  store [6 x float] zeroinitializer, [6 x float]* %"_cudapy_lmem"
  %".88" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".88"
  %".114" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".114"
  %".144" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".144"
  %".176" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".176"
  %".211" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".211"
  %".243" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".243"
  %".273" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".273"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".310" = alloca i64
  store i64 0, i64* %".310"
  %".313" = alloca i64
  store i64 0, i64* %".313"
  %".343" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".343"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".380" = alloca i64
  store i64 0, i64* %".380"
  %".383" = alloca i64
  store i64 0, i64* %".383"
  %".413" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".413"
  %".444" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".444"
  %".476" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".476"
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
  %".47" = load i1, i1* %"$66pred"
  store i1 %".45", i1* %"$66pred"
  %".49" = load i1, i1* %"$66pred"
  br i1 %".49", label %"B68", label %"B588"
B68:
  %".51" = load i1, i1* %"$66pred"
  store i1 0, i1* %"$66pred"
  %".53" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".54" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".53", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55"
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".60" = getelementptr inbounds [1 x i64], [1 x i64]* %".59", i32 0, i32 0
  %".61" = load i64, i64* %".60", !range !1
  %".62" = insertvalue [1 x i64] undef, i64 %".61", 0
  %".63" = extractvalue [1 x i64] %".62", 0
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".65" = load [1 x i64], [1 x i64]* %".64"
  %".66" = extractvalue [1 x i64] %".65", 0
  %".67" = icmp slt i64 %".54", 0
  %".68" = add i64 %".54", %".63"
  %".69" = select  i1 %".67", i64 %".68", i64 %".54"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".71" = getelementptr inbounds [1 x i64], [1 x i64]* %".70", i32 0, i32 0
  %".72" = load i64, i64* %".71", !range !1
  %".73" = insertvalue [1 x i64] undef, i64 %".72", 0
  %".74" = extractvalue [1 x i64] %".73", 0
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".76" = load [1 x i64], [1 x i64]* %".75"
  %".77" = extractvalue [1 x i64] %".76", 0
  %".78" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 4
  %".79" = load float*, float** %".78"
  %".80" = mul i64 %".77", %".69"
  %".81" = ptrtoint float* %".79" to i64
  %".82" = add i64 %".81", %".80"
  %".83" = inttoptr i64 %".82" to float*
  %".84" = load float, float* %".83"
  %".85" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".88"
  %".91" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 4
  %".92" = load float*, float** %".91"
  %".93" = bitcast [6 x float]* %"_cudapy_lmem" to float*
  %".94" = insertvalue [1 x i64] undef, i64 6, 0
  %".95" = insertvalue [1 x i64] undef, i64 4, 0
  %".96" = extractvalue [1 x i64] %".94", 0
  %".97" = mul nsw i64 1, %".96"
  %".98" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 5
  store [1 x i64] %".94", [1 x i64]* %".98"
  %".100" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 6
  store [1 x i64] %".95", [1 x i64]* %".100"
  %".102" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 4
  store float* %".93", float** %".102"
  %".104" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 3
  store i64 4, i64* %".104"
  %".106" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 0
  store i8* null, i8** %".106"
  %".108" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 1
  store i8* null, i8** %".108"
  %".110" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 2
  store i64 %".97", i64* %".110"
  %".112" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".88"
  %".113" = call float @"__nv_sinf"(float %".84")
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".114"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".112", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".114"
  %".118" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".114", i32 0, i32 5
  %".119" = getelementptr inbounds [1 x i64], [1 x i64]* %".118", i32 0, i32 0
  %".120" = load i64, i64* %".119", !range !1
  %".121" = insertvalue [1 x i64] undef, i64 %".120", 0
  %".122" = extractvalue [1 x i64] %".121", 0
  %".123" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".114", i32 0, i32 6
  %".124" = load [1 x i64], [1 x i64]* %".123"
  %".125" = extractvalue [1 x i64] %".124", 0
  %".126" = icmp slt i64 0, 0
  %".127" = add i64 0, %".122"
  %".128" = select  i1 %".126", i64 %".127", i64 0
  %".129" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".114", i32 0, i32 5
  %".130" = getelementptr inbounds [1 x i64], [1 x i64]* %".129", i32 0, i32 0
  %".131" = load i64, i64* %".130", !range !1
  %".132" = insertvalue [1 x i64] undef, i64 %".131", 0
  %".133" = extractvalue [1 x i64] %".132", 0
  %".134" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".114", i32 0, i32 6
  %".135" = load [1 x i64], [1 x i64]* %".134"
  %".136" = extractvalue [1 x i64] %".135", 0
  %".137" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".114", i32 0, i32 4
  %".138" = load float*, float** %".137"
  %".139" = mul i64 %".128", 1
  %".140" = add i64 0, %".139"
  %".141" = getelementptr float, float* %".138", i64 %".140"
  store float %".113", float* %".141"
  %".143" = call float @"__nv_cosf"(float %".84")
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".144"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".112", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".144"
  %".148" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".144", i32 0, i32 5
  %".149" = getelementptr inbounds [1 x i64], [1 x i64]* %".148", i32 0, i32 0
  %".150" = load i64, i64* %".149", !range !1
  %".151" = insertvalue [1 x i64] undef, i64 %".150", 0
  %".152" = extractvalue [1 x i64] %".151", 0
  %".153" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".144", i32 0, i32 6
  %".154" = load [1 x i64], [1 x i64]* %".153"
  %".155" = extractvalue [1 x i64] %".154", 0
  %".156" = icmp slt i64 1, 0
  %".157" = add i64 1, %".152"
  %".158" = select  i1 %".156", i64 %".157", i64 1
  %".159" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".144", i32 0, i32 5
  %".160" = getelementptr inbounds [1 x i64], [1 x i64]* %".159", i32 0, i32 0
  %".161" = load i64, i64* %".160", !range !1
  %".162" = insertvalue [1 x i64] undef, i64 %".161", 0
  %".163" = extractvalue [1 x i64] %".162", 0
  %".164" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".144", i32 0, i32 6
  %".165" = load [1 x i64], [1 x i64]* %".164"
  %".166" = extractvalue [1 x i64] %".165", 0
  %".167" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".144", i32 0, i32 4
  %".168" = load float*, float** %".167"
  %".169" = mul i64 %".158", 1
  %".170" = add i64 0, %".169"
  %".171" = getelementptr float, float* %".168", i64 %".170"
  store float %".143", float* %".171"
  %".173" = fpext float %".84" to double
  %".174" = fmul double %".173", 0x3fb999999999999a
  %".175" = call double @"__nv_exp"(double %".174")
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".176"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".112", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".176"
  %".180" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".176", i32 0, i32 5
  %".181" = getelementptr inbounds [1 x i64], [1 x i64]* %".180", i32 0, i32 0
  %".182" = load i64, i64* %".181", !range !1
  %".183" = insertvalue [1 x i64] undef, i64 %".182", 0
  %".184" = extractvalue [1 x i64] %".183", 0
  %".185" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".176", i32 0, i32 6
  %".186" = load [1 x i64], [1 x i64]* %".185"
  %".187" = extractvalue [1 x i64] %".186", 0
  %".188" = icmp slt i64 2, 0
  %".189" = add i64 2, %".184"
  %".190" = select  i1 %".188", i64 %".189", i64 2
  %".191" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".176", i32 0, i32 5
  %".192" = getelementptr inbounds [1 x i64], [1 x i64]* %".191", i32 0, i32 0
  %".193" = load i64, i64* %".192", !range !1
  %".194" = insertvalue [1 x i64] undef, i64 %".193", 0
  %".195" = extractvalue [1 x i64] %".194", 0
  %".196" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".176", i32 0, i32 6
  %".197" = load [1 x i64], [1 x i64]* %".196"
  %".198" = extractvalue [1 x i64] %".197", 0
  %".199" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".176", i32 0, i32 4
  %".200" = load float*, float** %".199"
  %".201" = mul i64 %".190", 1
  %".202" = add i64 0, %".201"
  %".203" = getelementptr float, float* %".200", i64 %".202"
  %".204" = fptrunc double %".175" to float
  store float %".204", float* %".203"
  %".206" = call float @"__nv_fabsf"(float %".84")
  %".207" = fpext float %".206" to double
  %".208" = sitofp i64 1 to double
  %".209" = fadd double %".207", %".208"
  %".210" = call double @"__nv_log"(double %".209")
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".211"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".112", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".211"
  %".215" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".211", i32 0, i32 5
  %".216" = getelementptr inbounds [1 x i64], [1 x i64]* %".215", i32 0, i32 0
  %".217" = load i64, i64* %".216", !range !1
  %".218" = insertvalue [1 x i64] undef, i64 %".217", 0
  %".219" = extractvalue [1 x i64] %".218", 0
  %".220" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".211", i32 0, i32 6
  %".221" = load [1 x i64], [1 x i64]* %".220"
  %".222" = extractvalue [1 x i64] %".221", 0
  %".223" = icmp slt i64 3, 0
  %".224" = add i64 3, %".219"
  %".225" = select  i1 %".223", i64 %".224", i64 3
  %".226" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".211", i32 0, i32 5
  %".227" = getelementptr inbounds [1 x i64], [1 x i64]* %".226", i32 0, i32 0
  %".228" = load i64, i64* %".227", !range !1
  %".229" = insertvalue [1 x i64] undef, i64 %".228", 0
  %".230" = extractvalue [1 x i64] %".229", 0
  %".231" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".211", i32 0, i32 6
  %".232" = load [1 x i64], [1 x i64]* %".231"
  %".233" = extractvalue [1 x i64] %".232", 0
  %".234" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".211", i32 0, i32 4
  %".235" = load float*, float** %".234"
  %".236" = mul i64 %".225", 1
  %".237" = add i64 0, %".236"
  %".238" = getelementptr float, float* %".235", i64 %".237"
  %".239" = fptrunc double %".210" to float
  store float %".239", float* %".238"
  %".241" = call float @"__nv_fabsf"(float %".84")
  %".242" = call float @"__nv_sqrtf"(float %".241")
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".243"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".112", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".243"
  %".247" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".243", i32 0, i32 5
  %".248" = getelementptr inbounds [1 x i64], [1 x i64]* %".247", i32 0, i32 0
  %".249" = load i64, i64* %".248", !range !1
  %".250" = insertvalue [1 x i64] undef, i64 %".249", 0
  %".251" = extractvalue [1 x i64] %".250", 0
  %".252" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".243", i32 0, i32 6
  %".253" = load [1 x i64], [1 x i64]* %".252"
  %".254" = extractvalue [1 x i64] %".253", 0
  %".255" = icmp slt i64 4, 0
  %".256" = add i64 4, %".251"
  %".257" = select  i1 %".255", i64 %".256", i64 4
  %".258" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".243", i32 0, i32 5
  %".259" = getelementptr inbounds [1 x i64], [1 x i64]* %".258", i32 0, i32 0
  %".260" = load i64, i64* %".259", !range !1
  %".261" = insertvalue [1 x i64] undef, i64 %".260", 0
  %".262" = extractvalue [1 x i64] %".261", 0
  %".263" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".243", i32 0, i32 6
  %".264" = load [1 x i64], [1 x i64]* %".263"
  %".265" = extractvalue [1 x i64] %".264", 0
  %".266" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".243", i32 0, i32 4
  %".267" = load float*, float** %".266"
  %".268" = mul i64 %".257", 1
  %".269" = add i64 0, %".268"
  %".270" = getelementptr float, float* %".267", i64 %".269"
  store float %".242", float* %".270"
  %".272" = call float @"__nv_tanhf"(float %".84")
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".273"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".112", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".273"
  %".277" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".273", i32 0, i32 5
  %".278" = getelementptr inbounds [1 x i64], [1 x i64]* %".277", i32 0, i32 0
  %".279" = load i64, i64* %".278", !range !1
  %".280" = insertvalue [1 x i64] undef, i64 %".279", 0
  %".281" = extractvalue [1 x i64] %".280", 0
  %".282" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".273", i32 0, i32 6
  %".283" = load [1 x i64], [1 x i64]* %".282"
  %".284" = extractvalue [1 x i64] %".283", 0
  %".285" = icmp slt i64 5, 0
  %".286" = add i64 5, %".281"
  %".287" = select  i1 %".285", i64 %".286", i64 5
  %".288" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".273", i32 0, i32 5
  %".289" = getelementptr inbounds [1 x i64], [1 x i64]* %".288", i32 0, i32 0
  %".290" = load i64, i64* %".289", !range !1
  %".291" = insertvalue [1 x i64] undef, i64 %".290", 0
  %".292" = extractvalue [1 x i64] %".291", 0
  %".293" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".273", i32 0, i32 6
  %".294" = load [1 x i64], [1 x i64]* %".293"
  %".295" = extractvalue [1 x i64] %".294", 0
  %".296" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".273", i32 0, i32 4
  %".297" = load float*, float** %".296"
  %".298" = mul i64 %".287", 1
  %".299" = add i64 0, %".298"
  %".300" = getelementptr float, float* %".297", i64 %".299"
  store float %".272", float* %".300"
  %".302" = load i64, i64* %"i"
  %".305" = icmp eq i64 6, 0
  br i1 %".305", label %"B68.if", label %"B68.else", !prof !2
B588:
  %".512" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".514" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".516" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".518" = load i1, i1* %"$66pred"
  store i1 0, i1* %"$66pred"
  ret void
B68.if:
  store i64 6, i64* %"quot"
  store i64 6, i64* %"rem"
  br label %"B68.endif"
B68.else:
  store i64 0, i64* %".310"
  store i64 0, i64* %".313"
  %".316" = icmp eq i64 %".302", -9223372036854775808
  %".317" = icmp eq i64 6, -1
  %".318" = and i1 %".316", %".317"
  %".319" = xor i1 %".318", -1
  br i1 %".319", label %"B68.else.if", label %"B68.else.endif", !prof !3
B68.endif:
  %".342" = load i64, i64* %"rem"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".343"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".112", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".343"
  %".347" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".343", i32 0, i32 5
  %".348" = getelementptr inbounds [1 x i64], [1 x i64]* %".347", i32 0, i32 0
  %".349" = load i64, i64* %".348", !range !1
  %".350" = insertvalue [1 x i64] undef, i64 %".349", 0
  %".351" = extractvalue [1 x i64] %".350", 0
  %".352" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".343", i32 0, i32 6
  %".353" = load [1 x i64], [1 x i64]* %".352"
  %".354" = extractvalue [1 x i64] %".353", 0
  %".355" = icmp slt i64 %".342", 0
  %".356" = add i64 %".342", %".351"
  %".357" = select  i1 %".355", i64 %".356", i64 %".342"
  %".358" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".343", i32 0, i32 5
  %".359" = getelementptr inbounds [1 x i64], [1 x i64]* %".358", i32 0, i32 0
  %".360" = load i64, i64* %".359", !range !1
  %".361" = insertvalue [1 x i64] undef, i64 %".360", 0
  %".362" = extractvalue [1 x i64] %".361", 0
  %".363" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".343", i32 0, i32 6
  %".364" = load [1 x i64], [1 x i64]* %".363"
  %".365" = extractvalue [1 x i64] %".364", 0
  %".366" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".343", i32 0, i32 4
  %".367" = load float*, float** %".366"
  %".368" = mul i64 %".357", 1
  %".369" = add i64 0, %".368"
  %".370" = getelementptr float, float* %".367", i64 %".369"
  %".371" = load float, float* %".370"
  %".372" = add nsw i64 %".342", 1
  %".375" = icmp eq i64 6, 0
  br i1 %".375", label %"B68.endif.if", label %"B68.endif.else", !prof !2
B68.else.if:
  %".321" = sdiv i64 %".302", 6
  %".322" = srem i64 %".302", 6
  %".323" = xor i64 6, %".322"
  %".324" = icmp slt i64 %".323", 0
  %".325" = icmp ne i64 %".322", 0
  %".326" = and i1 %".325", %".324"
  br i1 %".326", label %"B68.else.if.if", label %"B68.else.if.else"
B68.else.endif:
  %".337" = load i64, i64* %".310"
  %".338" = load i64, i64* %".313"
  store i64 %".337", i64* %"quot"
  store i64 %".338", i64* %"rem"
  br label %"B68.endif"
B68.else.if.if:
  %".331" = sub i64 %".321", 1
  store i64 %".331", i64* %".310"
  %".333" = add i64 %".322", 6
  store i64 %".333", i64* %".313"
  br label %"B68.else.if.endif"
B68.else.if.else:
  store i64 %".321", i64* %".310"
  store i64 %".322", i64* %".313"
  br label %"B68.else.if.endif"
B68.else.if.endif:
  br label %"B68.else.endif"
B68.endif.if:
  store i64 6, i64* %"quot.1"
  store i64 6, i64* %"rem.1"
  br label %"B68.endif.endif"
B68.endif.else:
  store i64 0, i64* %".380"
  store i64 0, i64* %".383"
  %".386" = icmp eq i64 %".372", -9223372036854775808
  %".387" = icmp eq i64 6, -1
  %".388" = and i1 %".386", %".387"
  %".389" = xor i1 %".388", -1
  br i1 %".389", label %"B68.endif.else.if", label %"B68.endif.else.endif", !prof !3
B68.endif.endif:
  %".412" = load i64, i64* %"rem.1"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".413"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".112", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".413"
  %".417" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".413", i32 0, i32 5
  %".418" = getelementptr inbounds [1 x i64], [1 x i64]* %".417", i32 0, i32 0
  %".419" = load i64, i64* %".418", !range !1
  %".420" = insertvalue [1 x i64] undef, i64 %".419", 0
  %".421" = extractvalue [1 x i64] %".420", 0
  %".422" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".413", i32 0, i32 6
  %".423" = load [1 x i64], [1 x i64]* %".422"
  %".424" = extractvalue [1 x i64] %".423", 0
  %".425" = icmp slt i64 %".412", 0
  %".426" = add i64 %".412", %".421"
  %".427" = select  i1 %".425", i64 %".426", i64 %".412"
  %".428" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".413", i32 0, i32 5
  %".429" = getelementptr inbounds [1 x i64], [1 x i64]* %".428", i32 0, i32 0
  %".430" = load i64, i64* %".429", !range !1
  %".431" = insertvalue [1 x i64] undef, i64 %".430", 0
  %".432" = extractvalue [1 x i64] %".431", 0
  %".433" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".413", i32 0, i32 6
  %".434" = load [1 x i64], [1 x i64]* %".433"
  %".435" = extractvalue [1 x i64] %".434", 0
  %".436" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".413", i32 0, i32 4
  %".437" = load float*, float** %".436"
  %".438" = mul i64 %".427", 1
  %".439" = add i64 0, %".438"
  %".440" = getelementptr float, float* %".437", i64 %".439"
  %".441" = load float, float* %".440"
  %".442" = fmul float %".371", %".441"
  %".443" = sub nsw i64 5, %".342"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".444"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".112", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".444"
  %".448" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".444", i32 0, i32 5
  %".449" = getelementptr inbounds [1 x i64], [1 x i64]* %".448", i32 0, i32 0
  %".450" = load i64, i64* %".449", !range !1
  %".451" = insertvalue [1 x i64] undef, i64 %".450", 0
  %".452" = extractvalue [1 x i64] %".451", 0
  %".453" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".444", i32 0, i32 6
  %".454" = load [1 x i64], [1 x i64]* %".453"
  %".455" = extractvalue [1 x i64] %".454", 0
  %".456" = icmp slt i64 %".443", 0
  %".457" = add i64 %".443", %".452"
  %".458" = select  i1 %".456", i64 %".457", i64 %".443"
  %".459" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".444", i32 0, i32 5
  %".460" = getelementptr inbounds [1 x i64], [1 x i64]* %".459", i32 0, i32 0
  %".461" = load i64, i64* %".460", !range !1
  %".462" = insertvalue [1 x i64] undef, i64 %".461", 0
  %".463" = extractvalue [1 x i64] %".462", 0
  %".464" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".444", i32 0, i32 6
  %".465" = load [1 x i64], [1 x i64]* %".464"
  %".466" = extractvalue [1 x i64] %".465", 0
  %".467" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".444", i32 0, i32 4
  %".468" = load float*, float** %".467"
  %".469" = mul i64 %".458", 1
  %".470" = add i64 0, %".469"
  %".471" = getelementptr float, float* %".468", i64 %".470"
  %".472" = load float, float* %".471"
  %".473" = fadd float %".442", %".472"
  %".474" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".475" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".476"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".474", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".476"
  %".480" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".476", i32 0, i32 5
  %".481" = getelementptr inbounds [1 x i64], [1 x i64]* %".480", i32 0, i32 0
  %".482" = load i64, i64* %".481", !range !1
  %".483" = insertvalue [1 x i64] undef, i64 %".482", 0
  %".484" = extractvalue [1 x i64] %".483", 0
  %".485" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".476", i32 0, i32 6
  %".486" = load [1 x i64], [1 x i64]* %".485"
  %".487" = extractvalue [1 x i64] %".486", 0
  %".488" = icmp slt i64 %".475", 0
  %".489" = add i64 %".475", %".484"
  %".490" = select  i1 %".488", i64 %".489", i64 %".475"
  %".491" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".476", i32 0, i32 5
  %".492" = getelementptr inbounds [1 x i64], [1 x i64]* %".491", i32 0, i32 0
  %".493" = load i64, i64* %".492", !range !1
  %".494" = insertvalue [1 x i64] undef, i64 %".493", 0
  %".495" = extractvalue [1 x i64] %".494", 0
  %".496" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".476", i32 0, i32 6
  %".497" = load [1 x i64], [1 x i64]* %".496"
  %".498" = extractvalue [1 x i64] %".497", 0
  %".499" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".476", i32 0, i32 4
  %".500" = load float*, float** %".499"
  %".501" = mul i64 %".498", %".490"
  %".502" = ptrtoint float* %".500" to i64
  %".503" = add i64 %".502", %".501"
  %".504" = inttoptr i64 %".503" to float*
  store float %".473", float* %".504"
  %".506" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".508" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B68.endif.else.if:
  %".391" = sdiv i64 %".372", 6
  %".392" = srem i64 %".372", 6
  %".393" = xor i64 6, %".392"
  %".394" = icmp slt i64 %".393", 0
  %".395" = icmp ne i64 %".392", 0
  %".396" = and i1 %".395", %".394"
  br i1 %".396", label %"B68.endif.else.if.if", label %"B68.endif.else.if.else"
B68.endif.else.endif:
  %".407" = load i64, i64* %".380"
  %".408" = load i64, i64* %".383"
  store i64 %".407", i64* %"quot.1"
  store i64 %".408", i64* %"rem.1"
  br label %"B68.endif.endif"
B68.endif.else.if.if:
  %".401" = sub i64 %".391", 1
  store i64 %".401", i64* %".380"
  %".403" = add i64 %".392", 6
  store i64 %".403", i64* %".383"
  br label %"B68.endif.else.if.endif"
B68.endif.else.if.else:
  store i64 %".391", i64* %".380"
  store i64 %".392", i64* %".383"
  br label %"B68.endif.else.if.endif"
B68.endif.else.if.endif:
  br label %"B68.endif.else.endif"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare float @"__nv_sinf"(float %".1")

declare float @"__nv_cosf"(float %".1")

declare double @"__nv_exp"(double %".1")

declare float @"__nv_fabsf"(float %".1")

declare double @"__nv_log"(double %".1")

declare float @"__nv_sqrtf"(float %".1")

declare float @"__nv_tanhf"(float %".1")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__14f32_math_localB3v13B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__14f32_math_localB3v13B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }