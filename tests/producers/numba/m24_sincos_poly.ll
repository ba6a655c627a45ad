; numba-cuda kernel m24_sincos_poly(Array(float32, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "sincos_poly$32"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__11sincos_polyB3v32B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__11sincos_polyB3v32B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", float* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
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
  %".55" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55"
  %"_cudapy_lmem" = alloca [4 x float]
  store [4 x float] zeroinitializer, [4 x float]* %"_cudapy_lmem"
  %".88" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".88"
  %".114" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".114"
  %".144" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".144"
  %".177" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".177"
  %".207" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".207"
  %".236" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".236"
  %".266" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".266"
  %".295" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".295"
  %".324" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".324"
  %".354" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".354"
  %".384" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".384"
  %".420" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".420"
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
  br i1 %".49", label %"B66", label %"B426"
B66:
  %".51" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
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
  %".93" = bitcast [4 x float]* %"_cudapy_lmem" to float*
  %".94" = insertvalue [1 x i64] undef, i64 4, 0
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
  %".174" = sitofp i64 2 to double
  %".175" = fmul double %".173", %".174"
  %".176" = call double @"__nv_sin"(double %".175")
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".177"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".112", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".177"
  %".181" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".177", i32 0, i32 5
  %".182" = getelementptr inbounds [1 x i64], [1 x i64]* %".181", i32 0, i32 0
  %".183" = load i64, i64* %".182", !range !1
  %".184" = insertvalue [1 x i64] undef, i64 %".183", 0
  %".185" = extractvalue [1 x i64] %".184", 0
  %".186" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".177", i32 0, i32 6
  %".187" = load [1 x i64], [1 x i64]* %".186"
  %".188" = extractvalue [1 x i64] %".187", 0
  %".189" = icmp slt i64 2, 0
  %".190" = add i64 2, %".185"
  %".191" = select  i1 %".189", i64 %".190", i64 2
  %".192" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".177", i32 0, i32 5
  %".193" = getelementptr inbounds [1 x i64], [1 x i64]* %".192", i32 0, i32 0
  %".194" = load i64, i64* %".193", !range !1
  %".195" = insertvalue [1 x i64] undef, i64 %".194", 0
  %".196" = extractvalue [1 x i64] %".195", 0
  %".197" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".177", i32 0, i32 6
  %".198" = load [1 x i64], [1 x i64]* %".197"
  %".199" = extractvalue [1 x i64] %".198", 0
  %".200" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".177", i32 0, i32 4
  %".201" = load float*, float** %".200"
  %".202" = mul i64 %".191", 1
  %".203" = add i64 0, %".202"
  %".204" = getelementptr float, float* %".201", i64 %".203"
  %".205" = fptrunc double %".176" to float
  store float %".205", float* %".204"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".207"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".112", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".207"
  %".211" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".207", i32 0, i32 5
  %".212" = getelementptr inbounds [1 x i64], [1 x i64]* %".211", i32 0, i32 0
  %".213" = load i64, i64* %".212", !range !1
  %".214" = insertvalue [1 x i64] undef, i64 %".213", 0
  %".215" = extractvalue [1 x i64] %".214", 0
  %".216" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".207", i32 0, i32 6
  %".217" = load [1 x i64], [1 x i64]* %".216"
  %".218" = extractvalue [1 x i64] %".217", 0
  %".219" = icmp slt i64 0, 0
  %".220" = add i64 0, %".215"
  %".221" = select  i1 %".219", i64 %".220", i64 0
  %".222" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".207", i32 0, i32 5
  %".223" = getelementptr inbounds [1 x i64], [1 x i64]* %".222", i32 0, i32 0
  %".224" = load i64, i64* %".223", !range !1
  %".225" = insertvalue [1 x i64] undef, i64 %".224", 0
  %".226" = extractvalue [1 x i64] %".225", 0
  %".227" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".207", i32 0, i32 6
  %".228" = load [1 x i64], [1 x i64]* %".227"
  %".229" = extractvalue [1 x i64] %".228", 0
  %".230" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".207", i32 0, i32 4
  %".231" = load float*, float** %".230"
  %".232" = mul i64 %".221", 1
  %".233" = add i64 0, %".232"
  %".234" = getelementptr float, float* %".231", i64 %".233"
  %".235" = load float, float* %".234"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".236"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".112", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".236"
  %".240" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".236", i32 0, i32 5
  %".241" = getelementptr inbounds [1 x i64], [1 x i64]* %".240", i32 0, i32 0
  %".242" = load i64, i64* %".241", !range !1
  %".243" = insertvalue [1 x i64] undef, i64 %".242", 0
  %".244" = extractvalue [1 x i64] %".243", 0
  %".245" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".236", i32 0, i32 6
  %".246" = load [1 x i64], [1 x i64]* %".245"
  %".247" = extractvalue [1 x i64] %".246", 0
  %".248" = icmp slt i64 1, 0
  %".249" = add i64 1, %".244"
  %".250" = select  i1 %".248", i64 %".249", i64 1
  %".251" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".236", i32 0, i32 5
  %".252" = getelementptr inbounds [1 x i64], [1 x i64]* %".251", i32 0, i32 0
  %".253" = load i64, i64* %".252", !range !1
  %".254" = insertvalue [1 x i64] undef, i64 %".253", 0
  %".255" = extractvalue [1 x i64] %".254", 0
  %".256" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".236", i32 0, i32 6
  %".257" = load [1 x i64], [1 x i64]* %".256"
  %".258" = extractvalue [1 x i64] %".257", 0
  %".259" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".236", i32 0, i32 4
  %".260" = load float*, float** %".259"
  %".261" = mul i64 %".250", 1
  %".262" = add i64 0, %".261"
  %".263" = getelementptr float, float* %".260", i64 %".262"
  %".264" = load float, float* %".263"
  %".265" = fmul float %".235", %".264"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".266"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".112", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".266"
  %".270" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".266", i32 0, i32 5
  %".271" = getelementptr inbounds [1 x i64], [1 x i64]* %".270", i32 0, i32 0
  %".272" = load i64, i64* %".271", !range !1
  %".273" = insertvalue [1 x i64] undef, i64 %".272", 0
  %".274" = extractvalue [1 x i64] %".273", 0
  %".275" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".266", i32 0, i32 6
  %".276" = load [1 x i64], [1 x i64]* %".275"
  %".277" = extractvalue [1 x i64] %".276", 0
  %".278" = icmp slt i64 3, 0
  %".279" = add i64 3, %".274"
  %".280" = select  i1 %".278", i64 %".279", i64 3
  %".281" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".266", i32 0, i32 5
  %".282" = getelementptr inbounds [1 x i64], [1 x i64]* %".281", i32 0, i32 0
  %".283" = load i64, i64* %".282", !range !1
  %".284" = insertvalue [1 x i64] undef, i64 %".283", 0
  %".285" = extractvalue [1 x i64] %".284", 0
  %".286" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".266", i32 0, i32 6
  %".287" = load [1 x i64], [1 x i64]* %".286"
  %".288" = extractvalue [1 x i64] %".287", 0
  %".289" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".266", i32 0, i32 4
  %".290" = load float*, float** %".289"
  %".291" = mul i64 %".280", 1
  %".292" = add i64 0, %".291"
  %".293" = getelementptr float, float* %".290", i64 %".292"
  store float %".265", float* %".293"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".295"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".112", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".295"
  %".299" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".295", i32 0, i32 5
  %".300" = getelementptr inbounds [1 x i64], [1 x i64]* %".299", i32 0, i32 0
  %".301" = load i64, i64* %".300", !range !1
  %".302" = insertvalue [1 x i64] undef, i64 %".301", 0
  %".303" = extractvalue [1 x i64] %".302", 0
  %".304" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".295", i32 0, i32 6
  %".305" = load [1 x i64], [1 x i64]* %".304"
  %".306" = extractvalue [1 x i64] %".305", 0
  %".307" = icmp slt i64 0, 0
  %".308" = add i64 0, %".303"
  %".309" = select  i1 %".307", i64 %".308", i64 0
  %".310" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".295", i32 0, i32 5
  %".311" = getelementptr inbounds [1 x i64], [1 x i64]* %".310", i32 0, i32 0
  %".312" = load i64, i64* %".311", !range !1
  %".313" = insertvalue [1 x i64] undef, i64 %".312", 0
  %".314" = extractvalue [1 x i64] %".313", 0
  %".315" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".295", i32 0, i32 6
  %".316" = load [1 x i64], [1 x i64]* %".315"
  %".317" = extractvalue [1 x i64] %".316", 0
  %".318" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".295", i32 0, i32 4
  %".319" = load float*, float** %".318"
  %".320" = mul i64 %".309", 1
  %".321" = add i64 0, %".320"
  %".322" = getelementptr float, float* %".319", i64 %".321"
  %".323" = load float, float* %".322"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".324"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".112", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".324"
  %".328" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".324", i32 0, i32 5
  %".329" = getelementptr inbounds [1 x i64], [1 x i64]* %".328", i32 0, i32 0
  %".330" = load i64, i64* %".329", !range !1
  %".331" = insertvalue [1 x i64] undef, i64 %".330", 0
  %".332" = extractvalue [1 x i64] %".331", 0
  %".333" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".324", i32 0, i32 6
  %".334" = load [1 x i64], [1 x i64]* %".333"
  %".335" = extractvalue [1 x i64] %".334", 0
  %".336" = icmp slt i64 1, 0
  %".337" = add i64 1, %".332"
  %".338" = select  i1 %".336", i64 %".337", i64 1
  %".339" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".324", i32 0, i32 5
  %".340" = getelementptr inbounds [1 x i64], [1 x i64]* %".339", i32 0, i32 0
  %".341" = load i64, i64* %".340", !range !1
  %".342" = insertvalue [1 x i64] undef, i64 %".341", 0
  %".343" = extractvalue [1 x i64] %".342", 0
  %".344" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".324", i32 0, i32 6
  %".345" = load [1 x i64], [1 x i64]* %".344"
  %".346" = extractvalue [1 x i64] %".345", 0
  %".347" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".324", i32 0, i32 4
  %".348" = load float*, float** %".347"
  %".349" = mul i64 %".338", 1
  %".350" = add i64 0, %".349"
  %".351" = getelementptr float, float* %".348", i64 %".350"
  %".352" = load float, float* %".351"
  %".353" = fadd float %".323", %".352"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".354"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".112", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".354"
  %".358" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".354", i32 0, i32 5
  %".359" = getelementptr inbounds [1 x i64], [1 x i64]* %".358", i32 0, i32 0
  %".360" = load i64, i64* %".359", !range !1
  %".361" = insertvalue [1 x i64] undef, i64 %".360", 0
  %".362" = extractvalue [1 x i64] %".361", 0
  %".363" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".354", i32 0, i32 6
  %".364" = load [1 x i64], [1 x i64]* %".363"
  %".365" = extractvalue [1 x i64] %".364", 0
  %".366" = icmp slt i64 2, 0
  %".367" = add i64 2, %".362"
  %".368" = select  i1 %".366", i64 %".367", i64 2
  %".369" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".354", i32 0, i32 5
  %".370" = getelementptr inbounds [1 x i64], [1 x i64]* %".369", i32 0, i32 0
  %".371" = load i64, i64* %".370", !range !1
  %".372" = insertvalue [1 x i64] undef, i64 %".371", 0
  %".373" = extractvalue [1 x i64] %".372", 0
  %".374" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".354", i32 0, i32 6
  %".375" = load [1 x i64], [1 x i64]* %".374"
  %".376" = extractvalue [1 x i64] %".375", 0
  %".377" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".354", i32 0, i32 4
  %".378" = load float*, float** %".377"
  %".379" = mul i64 %".368", 1
  %".380" = add i64 0, %".379"
  %".381" = getelementptr float, float* %".378", i64 %".380"
  %".382" = load float, float* %".381"
  %".383" = fadd float %".353", %".382"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".384"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".112", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".384"
  %".388" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".384", i32 0, i32 5
  %".389" = getelementptr inbounds [1 x i64], [1 x i64]* %".388", i32 0, i32 0
  %".390" = load i64, i64* %".389", !range !1
  %".391" = insertvalue [1 x i64] undef, i64 %".390", 0
  %".392" = extractvalue [1 x i64] %".391", 0
  %".393" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".384", i32 0, i32 6
  %".394" = load [1 x i64], [1 x i64]* %".393"
  %".395" = extractvalue [1 x i64] %".394", 0
  %".396" = icmp slt i64 3, 0
  %".397" = add i64 3, %".392"
  %".398" = select  i1 %".396", i64 %".397", i64 3
  %".399" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".384", i32 0, i32 5
  %".400" = getelementptr inbounds [1 x i64], [1 x i64]* %".399", i32 0, i32 0
  %".401" = load i64, i64* %".400", !range !1
  %".402" = insertvalue [1 x i64] undef, i64 %".401", 0
  %".403" = extractvalue [1 x i64] %".402", 0
  %".404" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".384", i32 0, i32 6
  %".405" = load [1 x i64], [1 x i64]* %".404"
  %".406" = extractvalue [1 x i64] %".405", 0
  %".407" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".384", i32 0, i32 4
  %".408" = load float*, float** %".407"
  %".409" = mul i64 %".398", 1
  %".410" = add i64 0, %".409"
  %".411" = getelementptr float, float* %".408", i64 %".410"
  %".412" = load float, float* %".411"
  %".413" = sitofp i64 2 to double
  %".414" = fpext float %".412" to double
  %".415" = fmul double %".413", %".414"
  %".416" = fpext float %".383" to double
  %".417" = fsub double %".416", %".415"
  %".418" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".419" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".420"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".418", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".420"
  %".424" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".420", i32 0, i32 5
  %".425" = getelementptr inbounds [1 x i64], [1 x i64]* %".424", i32 0, i32 0
  %".426" = load i64, i64* %".425", !range !1
  %".427" = insertvalue [1 x i64] undef, i64 %".426", 0
  %".428" = extractvalue [1 x i64] %".427", 0
  %".429" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".420", i32 0, i32 6
  %".430" = load [1 x i64], [1 x i64]* %".429"
  %".431" = extractvalue [1 x i64] %".430", 0
  %".432" = icmp slt i64 %".419", 0
  %".433" = add i64 %".419", %".428"
  %".434" = select  i1 %".432", i64 %".433", i64 %".419"
  %".435" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".420", i32 0, i32 5
  %".436" = getelementptr inbounds [1 x i64], [1 x i64]* %".435", i32 0, i32 0
  %".437" = load i64, i64* %".436", !range !1
  %".438" = insertvalue [1 x i64] undef, i64 %".437", 0
  %".439" = extractvalue [1 x i64] %".438", 0
  %".440" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".420", i32 0, i32 6
  %".441" = load [1 x i64], [1 x i64]* %".440"
  %".442" = extractvalue [1 x i64] %".441", 0
  %".443" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".420", i32 0, i32 4
  %".444" = load float*, float** %".443"
  %".445" = mul i64 %".442", %".434"
  %".446" = ptrtoint float* %".444" to i64
  %".447" = add i64 %".446", %".445"
  %".448" = inttoptr i64 %".447" to float*
  %".449" = fptrunc double %".417" to float
  store float %".449", float* %".448"
  %".451" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".453" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B426:
  %".457" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".459" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".461" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".463" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare float @"__nv_sinf"(float %".1")

declare float @"__nv_cosf"(float %".1")

declare double @"__nv_sin"(double %".1")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__11sincos_polyB3v32B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__11sincos_polyB3v32B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }