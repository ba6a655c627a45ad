; numba-cuda kernel n28_selp_mixed(Array(float32, 1, 'A', False, aligned=True), Array(int32, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True), Array(int64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "selp_mixed$33"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__10selp_mixedB3v33B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__10selp_mixedB3v33B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", float* %"a.4", i64 %"a.5.0", i64 %"a.6.0", i8* %"n.0", i8* %"n.1", i64 %"n.2", i64 %"n.3", i32* %"n.4", i64 %"n.5.0", i64 %"n.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", double* %"out.4", i64 %"out.5.0", i64 %"out.6.0", i8* %"idx.0", i8* %"idx.1", i64 %"idx.2", i64 %"idx.3", i64* %"idx.4", i64 %"idx.5.0", i64 %"idx.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %"a.4", 4
  %".31" = insertvalue [1 x i64] undef, i64 %"a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".31", 5
  %".32" = insertvalue [1 x i64] undef, i64 %"a.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".32", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"n.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"n.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"n.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"n.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", i32* %"n.4", 4
  %".33" = insertvalue [1 x i64] undef, i64 %"n.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".33", 5
  %".34" = insertvalue [1 x i64] undef, i64 %"n.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".34", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %"out.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %"out.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %"out.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", double* %"out.4", 4
  %".35" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".35", 5
  %".36" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".36", 6
  %"inserted.meminfo.3" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} undef, i8* %"idx.0", 0
  %"inserted.parent.3" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.meminfo.3", i8* %"idx.1", 1
  %"inserted.nitems.3" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.parent.3", i64 %"idx.2", 2
  %"inserted.itemsize.3" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.nitems.3", i64 %"idx.3", 3
  %"inserted.data.3" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.itemsize.3", i64* %"idx.4", 4
  %".37" = insertvalue [1 x i64] undef, i64 %"idx.5.0", 0
  %"inserted.shape.3" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.data.3", [1 x i64] %".37", 5
  %".38" = insertvalue [1 x i64] undef, i64 %"idx.6.0", 0
  %"inserted.strides.3" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.shape.3", [1 x i64] %".38", 6
  %"a" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %"n" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"n"
  %"out" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %"idx" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"idx"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".60" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".60"
  %"$66pred" = alloca i1
  store i1 0, i1* %"$66pred"
  %".77" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77"
  %".111" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".111"
  %".157" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".157"
  %".201" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".201"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"n"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides.3", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"idx"
  %".47" = trunc i64 1 to i32
  %".48" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".49" = sext i32 %".48" to i64
  %".50" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".51" = sext i32 %".50" to i64
  %".52" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".53" = sext i32 %".52" to i64
  %".54" = mul i64 %".51", %".53"
  %".55" = add i64 %".54", %".49"
  %".57" = load i64, i64* %"i"
  store i64 %".55", i64* %"i"
  %".59" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".60"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".59", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".60"
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".60", i32 0, i32 2
  %".65" = load i64, i64* %".64"
  %".66" = load i64, i64* %"i"
  %".67" = icmp slt i64 %".66", %".65"
  %".69" = load i1, i1* %"$66pred"
  store i1 %".67", i1* %"$66pred"
  %".71" = load i1, i1* %"$66pred"
  br i1 %".71", label %"B68", label %"B638"
B68:
  %".73" = load i1, i1* %"$66pred"
  store i1 0, i1* %"$66pred"
  %".75" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".76" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".75", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77"
  %".81" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 5
  %".82" = getelementptr inbounds [1 x i64], [1 x i64]* %".81", i32 0, i32 0
  %".83" = load i64, i64* %".82", !range !1
  %".84" = insertvalue [1 x i64] undef, i64 %".83", 0
  %".85" = extractvalue [1 x i64] %".84", 0
  %".86" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 6
  %".87" = load [1 x i64], [1 x i64]* %".86"
  %".88" = extractvalue [1 x i64] %".87", 0
  %".89" = icmp slt i64 %".76", 0
  %".90" = add i64 %".76", %".85"
  %".91" = select  i1 %".89", i64 %".90", i64 %".76"
  %".92" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 5
  %".93" = getelementptr inbounds [1 x i64], [1 x i64]* %".92", i32 0, i32 0
  %".94" = load i64, i64* %".93", !range !1
  %".95" = insertvalue [1 x i64] undef, i64 %".94", 0
  %".96" = extractvalue [1 x i64] %".95", 0
  %".97" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 6
  %".98" = load [1 x i64], [1 x i64]* %".97"
  %".99" = extractvalue [1 x i64] %".98", 0
  %".100" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 4
  %".101" = load float*, float** %".100"
  %".102" = mul i64 %".99", %".91"
  %".103" = ptrtoint float* %".101" to i64
  %".104" = add i64 %".103", %".102"
  %".105" = inttoptr i64 %".104" to float*
  %".106" = load float, float* %".105"
  %".107" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".109" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"n"
  %".110" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".111"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".109", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".111"
  %".115" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".111", i32 0, i32 5
  %".116" = getelementptr inbounds [1 x i64], [1 x i64]* %".115", i32 0, i32 0
  %".117" = load i64, i64* %".116", !range !1
  %".118" = insertvalue [1 x i64] undef, i64 %".117", 0
  %".119" = extractvalue [1 x i64] %".118", 0
  %".120" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".111", i32 0, i32 6
  %".121" = load [1 x i64], [1 x i64]* %".120"
  %".122" = extractvalue [1 x i64] %".121", 0
  %".123" = icmp slt i64 %".110", 0
  %".124" = add i64 %".110", %".119"
  %".125" = select  i1 %".123", i64 %".124", i64 %".110"
  %".126" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".111", i32 0, i32 5
  %".127" = getelementptr inbounds [1 x i64], [1 x i64]* %".126", i32 0, i32 0
  %".128" = load i64, i64* %".127", !range !1
  %".129" = insertvalue [1 x i64] undef, i64 %".128", 0
  %".130" = extractvalue [1 x i64] %".129", 0
  %".131" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".111", i32 0, i32 6
  %".132" = load [1 x i64], [1 x i64]* %".131"
  %".133" = extractvalue [1 x i64] %".132", 0
  %".134" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".111", i32 0, i32 4
  %".135" = load i32*, i32** %".134"
  %".136" = mul i64 %".133", %".125"
  %".137" = ptrtoint i32* %".135" to i64
  %".138" = add i64 %".137", %".136"
  %".139" = inttoptr i64 %".138" to i32*
  %".140" = load i32, i32* %".139"
  %".141" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"n"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"n"
  %".143" = fpext float %".106" to double
  %".144" = call double @"__nv_cbrt"(double %".143")
  %".145" = sitofp i32 %".140" to float
  %".146" = fptrunc double 0x3fe0000000000000 to float
  %".147" = call float @"llvm.fma.f32"(float %".106", float %".145", float %".146")
  %".148" = fpext float %".147" to double
  %".149" = fadd double %".144", %".148"
  %".150" = sext i32 %".140" to i64
  %".151" = icmp sgt i64 %".150", 3
  %".152" = sitofp i32 %".140" to double
  %".153" = fmul double %".152", 0x4000000000000000
  %".154" = select  i1 %".151", double %".149", double %".153"
  %".155" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".156" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".157"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".155", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".157"
  %".161" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".157", i32 0, i32 5
  %".162" = getelementptr inbounds [1 x i64], [1 x i64]* %".161", i32 0, i32 0
  %".163" = load i64, i64* %".162", !range !1
  %".164" = insertvalue [1 x i64] undef, i64 %".163", 0
  %".165" = extractvalue [1 x i64] %".164", 0
  %".166" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".157", i32 0, i32 6
  %".167" = load [1 x i64], [1 x i64]* %".166"
  %".168" = extractvalue [1 x i64] %".167", 0
  %".169" = icmp slt i64 %".156", 0
  %".170" = add i64 %".156", %".165"
  %".171" = select  i1 %".169", i64 %".170", i64 %".156"
  %".172" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".157", i32 0, i32 5
  %".173" = getelementptr inbounds [1 x i64], [1 x i64]* %".172", i32 0, i32 0
  %".174" = load i64, i64* %".173", !range !1
  %".175" = insertvalue [1 x i64] undef, i64 %".174", 0
  %".176" = extractvalue [1 x i64] %".175", 0
  %".177" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".157", i32 0, i32 6
  %".178" = load [1 x i64], [1 x i64]* %".177"
  %".179" = extractvalue [1 x i64] %".178", 0
  %".180" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".157", i32 0, i32 4
  %".181" = load double*, double** %".180"
  %".182" = mul i64 %".179", %".171"
  %".183" = ptrtoint double* %".181" to i64
  %".184" = add i64 %".183", %".182"
  %".185" = inttoptr i64 %".184" to double*
  store double %".154", double* %".185"
  %".187" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".189" = sitofp i64 0 to float
  %".190" = fcmp ogt float %".106", %".189"
  %".191" = sext i32 %".140" to i64
  %".192" = mul nsw i64 %".191", 3
  %".193" = select  i1 %".190", i64 %".192", i64 -1
  %".194" = sext i32 %".140" to i64
  %".195" = and i64 %".194", 1
  %".196" = icmp eq i64 %".195", 1
  %".197" = select  i1 %".196", i64 1, i64 0
  %".198" = add nsw i64 %".193", %".197"
  %".199" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"idx"
  %".200" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".201"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".199", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".201"
  %".205" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".201", i32 0, i32 5
  %".206" = getelementptr inbounds [1 x i64], [1 x i64]* %".205", i32 0, i32 0
  %".207" = load i64, i64* %".206", !range !1
  %".208" = insertvalue [1 x i64] undef, i64 %".207", 0
  %".209" = extractvalue [1 x i64] %".208", 0
  %".210" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".201", i32 0, i32 6
  %".211" = load [1 x i64], [1 x i64]* %".210"
  %".212" = extractvalue [1 x i64] %".211", 0
  %".213" = icmp slt i64 %".200", 0
  %".214" = add i64 %".200", %".209"
  %".215" = select  i1 %".213", i64 %".214", i64 %".200"
  %".216" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".201", i32 0, i32 5
  %".217" = getelementptr inbounds [1 x i64], [1 x i64]* %".216", i32 0, i32 0
  %".218" = load i64, i64* %".217", !range !1
  %".219" = insertvalue [1 x i64] undef, i64 %".218", 0
  %".220" = extractvalue [1 x i64] %".219", 0
  %".221" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".201", i32 0, i32 6
  %".222" = load [1 x i64], [1 x i64]* %".221"
  %".223" = extractvalue [1 x i64] %".222", 0
  %".224" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".201", i32 0, i32 4
  %".225" = load i64*, i64** %".224"
  %".226" = mul i64 %".223", %".215"
  %".227" = ptrtoint i64* %".225" to i64
  %".228" = add i64 %".227", %".226"
  %".229" = inttoptr i64 %".228" to i64*
  store i64 %".198", i64* %".229"
  %".231" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"idx"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"idx"
  %".233" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B638:
  %".237" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".239" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"n"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"n"
  %".241" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"idx"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"idx"
  %".243" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".245" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".247" = load i1, i1* %"$66pred"
  store i1 0, i1* %"$66pred"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare double @"__nv_cbrt"(double %".1")

declare float @"llvm.fma.f32"(float %".1", float %".2", float %".3")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, i64*, i64, i64)* @"_ZN8__main__10selp_mixedB3v33B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, i64*, i64, i64)* @"_ZN8__main__10selp_mixedB3v33B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE", !"kernel", i32 1 }