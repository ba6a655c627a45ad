; numba-cuda kernel n32_small_ints(Array(int8, 1, 'A', False, aligned=True), Array(uint8, 1, 'A', False, aligned=True), Array(bool, 1, 'A', False, aligned=True), Array(int32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "small_ints$48"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__10small_intsB3v48B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIaLi1E1A7mutable7alignedE5ArrayIhLi1E1A7mutable7alignedE5ArrayIbLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__10small_intsB3v48B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIaLi1E1A7mutable7alignedE5ArrayIhLi1E1A7mutable7alignedE5ArrayIbLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", i8* %"a.4", i64 %"a.5.0", i64 %"a.6.0", i8* %"b.0", i8* %"b.1", i64 %"b.2", i64 %"b.3", i8* %"b.4", i64 %"b.5.0", i64 %"b.6.0", i8* %"flags.0", i8* %"flags.1", i64 %"flags.2", i64 %"flags.3", i8* %"flags.4", i64 %"flags.5.0", i64 %"flags.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", i32* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} undef, i8* %"a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.itemsize", i8* %"a.4", 4
  %".31" = insertvalue [1 x i64] undef, i64 %"a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".31", 5
  %".32" = insertvalue [1 x i64] undef, i64 %"a.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".32", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} undef, i8* %"b.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"b.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"b.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"b.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", i8* %"b.4", 4
  %".33" = insertvalue [1 x i64] undef, i64 %"b.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".33", 5
  %".34" = insertvalue [1 x i64] undef, i64 %"b.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".34", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} undef, i8* %"flags.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %"flags.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %"flags.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %"flags.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", i8* %"flags.4", 4
  %".35" = insertvalue [1 x i64] undef, i64 %"flags.5.0", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".35", 5
  %".36" = insertvalue [1 x i64] undef, i64 %"flags.6.0", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".36", 6
  %"inserted.meminfo.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo.3", i8* %"out.1", 1
  %"inserted.nitems.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent.3", i64 %"out.2", 2
  %"inserted.itemsize.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems.3", i64 %"out.3", 3
  %"inserted.data.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize.3", i32* %"out.4", 4
  %".37" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data.3", [1 x i64] %".37", 5
  %".38" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape.3", [1 x i64] %".38", 6
  %"a" = alloca {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"a"
  %"b" = alloca {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"b"
  %"flags" = alloca {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"flags"
  %"out" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".60" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".60"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %".77" = alloca {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".77"
  %".111" = alloca {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".111"
  %"s" = alloca i8
  store i8 0, i8* %"s"
  %"u" = alloca i8
  store i8 0, i8* %"u"
  %".165" = alloca {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".165"
  %".195" = alloca i1
  store i1 0, i1* %".195"
  %".210" = alloca {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".210"
  %"$304pred" = alloca i1
  store i1 0, i1* %"$304pred"
  %"$phi446.0.2" = alloca i64
  store i64 0, i64* %"$phi446.0.2"
  %".289" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".289"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"b"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"flags"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.3", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
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
  %".59" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".60"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".59", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".60"
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".60", i32 0, i32 2
  %".65" = load i64, i64* %".64"
  %".66" = load i64, i64* %"i"
  %".67" = icmp slt i64 %".66", %".65"
  %".69" = load i1, i1* %"$64pred"
  store i1 %".67", i1* %"$64pred"
  %".71" = load i1, i1* %"$64pred"
  br i1 %".71", label %"B66", label %"B458"
B66:
  %".73" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  %".75" = load {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"a"
  %".76" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".77"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %".75", {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".77"
  %".81" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 5
  %".82" = getelementptr inbounds [1 x i64], [1 x i64]* %".81", i32 0, i32 0
  %".83" = load i64, i64* %".82", !range !1
  %".84" = insertvalue [1 x i64] undef, i64 %".83", 0
  %".85" = extractvalue [1 x i64] %".84", 0
  %".86" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 6
  %".87" = load [1 x i64], [1 x i64]* %".86"
  %".88" = extractvalue [1 x i64] %".87", 0
  %".89" = icmp slt i64 %".76", 0
  %".90" = add i64 %".76", %".85"
  %".91" = select  i1 %".89", i64 %".90", i64 %".76"
  %".92" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 5
  %".93" = getelementptr inbounds [1 x i64], [1 x i64]* %".92", i32 0, i32 0
  %".94" = load i64, i64* %".93", !range !1
  %".95" = insertvalue [1 x i64] undef, i64 %".94", 0
  %".96" = extractvalue [1 x i64] %".95", 0
  %".97" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 6
  %".98" = load [1 x i64], [1 x i64]* %".97"
  %".99" = extractvalue [1 x i64] %".98", 0
  %".100" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 4
  %".101" = load i8*, i8** %".100"
  %".102" = mul i64 %".99", %".91"
  %".103" = ptrtoint i8* %".101" to i64
  %".104" = add i64 %".103", %".102"
  %".105" = inttoptr i64 %".104" to i8*
  %".106" = load i8, i8* %".105"
  %".107" = load {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"a"
  %".109" = load {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"b"
  %".110" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".111"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %".109", {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".111"
  %".115" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".111", i32 0, i32 5
  %".116" = getelementptr inbounds [1 x i64], [1 x i64]* %".115", i32 0, i32 0
  %".117" = load i64, i64* %".116", !range !1
  %".118" = insertvalue [1 x i64] undef, i64 %".117", 0
  %".119" = extractvalue [1 x i64] %".118", 0
  %".120" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".111", i32 0, i32 6
  %".121" = load [1 x i64], [1 x i64]* %".120"
  %".122" = extractvalue [1 x i64] %".121", 0
  %".123" = icmp slt i64 %".110", 0
  %".124" = add i64 %".110", %".119"
  %".125" = select  i1 %".123", i64 %".124", i64 %".110"
  %".126" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".111", i32 0, i32 5
  %".127" = getelementptr inbounds [1 x i64], [1 x i64]* %".126", i32 0, i32 0
  %".128" = load i64, i64* %".127", !range !1
  %".129" = insertvalue [1 x i64] undef, i64 %".128", 0
  %".130" = extractvalue [1 x i64] %".129", 0
  %".131" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".111", i32 0, i32 6
  %".132" = load [1 x i64], [1 x i64]* %".131"
  %".133" = extractvalue [1 x i64] %".132", 0
  %".134" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".111", i32 0, i32 4
  %".135" = load i8*, i8** %".134"
  %".136" = mul i64 %".133", %".125"
  %".137" = ptrtoint i8* %".135" to i64
  %".138" = add i64 %".137", %".136"
  %".139" = inttoptr i64 %".138" to i8*
  %".140" = load i8, i8* %".139"
  %".141" = load {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"b"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"b"
  %".143" = zext i8 %".140" to i64
  %".144" = and i64 %".143", 127
  %".145" = trunc i64 %".144" to i8
  %".146" = sext i8 %".106" to i64
  %".147" = sext i8 %".145" to i64
  %".148" = add nsw i64 %".146", %".147"
  %".149" = trunc i64 %".148" to i8
  %".151" = load i8, i8* %"s"
  store i8 %".149", i8* %"s"
  %".153" = trunc i64 3 to i8
  %".154" = zext i8 %".140" to i64
  %".155" = zext i8 %".153" to i64
  %".156" = mul i64 %".154", %".155"
  %".157" = zext i8 %".106" to i64
  %".158" = add i64 %".156", %".157"
  %".159" = trunc i64 %".158" to i8
  %".161" = load i8, i8* %"u"
  store i8 %".159", i8* %"u"
  %".163" = load {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"flags"
  %".164" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".165"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %".163", {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".165"
  %".169" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".165", i32 0, i32 5
  %".170" = getelementptr inbounds [1 x i64], [1 x i64]* %".169", i32 0, i32 0
  %".171" = load i64, i64* %".170", !range !1
  %".172" = insertvalue [1 x i64] undef, i64 %".171", 0
  %".173" = extractvalue [1 x i64] %".172", 0
  %".174" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".165", i32 0, i32 6
  %".175" = load [1 x i64], [1 x i64]* %".174"
  %".176" = extractvalue [1 x i64] %".175", 0
  %".177" = icmp slt i64 %".164", 0
  %".178" = add i64 %".164", %".173"
  %".179" = select  i1 %".177", i64 %".178", i64 %".164"
  %".180" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".165", i32 0, i32 5
  %".181" = getelementptr inbounds [1 x i64], [1 x i64]* %".180", i32 0, i32 0
  %".182" = load i64, i64* %".181", !range !1
  %".183" = insertvalue [1 x i64] undef, i64 %".182", 0
  %".184" = extractvalue [1 x i64] %".183", 0
  %".185" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".165", i32 0, i32 6
  %".186" = load [1 x i64], [1 x i64]* %".185"
  %".187" = extractvalue [1 x i64] %".186", 0
  %".188" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".165", i32 0, i32 4
  %".189" = load i8*, i8** %".188"
  %".190" = mul i64 %".187", %".179"
  %".191" = ptrtoint i8* %".189" to i64
  %".192" = add i64 %".191", %".190"
  %".193" = inttoptr i64 %".192" to i8*
  %".194" = load i8, i8* %".193"
  %".197" = icmp eq i8 %".194", 0
  br i1 %".197", label %"B66.if", label %"B66.else"
B306:
  %".248" = load i1, i1* %"$304pred"
  store i1 0, i1* %"$304pred"
  %".250" = load i8, i8* %"s"
  %".251" = sext i8 %".250" to i32
  %".252" = load i8, i8* %"s"
  store i8 0, i8* %"s"
  %".254" = sext i32 %".251" to i64
  %".255" = mul nsw i64 %".254", 1000
  %".256" = load i8, i8* %"u"
  %".257" = zext i8 %".256" to i32
  %".258" = load i8, i8* %"u"
  store i8 0, i8* %"u"
  %".260" = sext i32 %".257" to i64
  %".261" = add nsw i64 %".255", %".260"
  %".263" = load i64, i64* %"$phi446.0.2"
  store i64 %".261", i64* %"$phi446.0.2"
  br label %"B446"
B374:
  %".266" = load i1, i1* %"$304pred"
  store i1 0, i1* %"$304pred"
  %".268" = load i8, i8* %"u"
  %".269" = zext i8 %".268" to i64
  %".270" = lshr i64 %".269", 2
  %".271" = load i8, i8* %"u"
  store i8 0, i8* %"u"
  %".273" = trunc i64 %".270" to i32
  %".274" = load i8, i8* %"s"
  %".275" = sext i8 %".274" to i64
  %".276" = ashr i64 %".275", 1
  %".277" = load i8, i8* %"s"
  store i8 0, i8* %"s"
  %".279" = trunc i64 %".276" to i32
  %".280" = sext i32 %".273" to i64
  %".281" = sext i32 %".279" to i64
  %".282" = sub nsw i64 %".280", %".281"
  %".283" = load i64, i64* %"$phi446.0.2"
  store i64 %".282", i64* %"$phi446.0.2"
  br label %"B446"
B446:
  %".286" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".287" = load i64, i64* %"$phi446.0.2"
  %".288" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".289"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".286", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".289"
  %".293" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".289", i32 0, i32 5
  %".294" = getelementptr inbounds [1 x i64], [1 x i64]* %".293", i32 0, i32 0
  %".295" = load i64, i64* %".294", !range !1
  %".296" = insertvalue [1 x i64] undef, i64 %".295", 0
  %".297" = extractvalue [1 x i64] %".296", 0
  %".298" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".289", i32 0, i32 6
  %".299" = load [1 x i64], [1 x i64]* %".298"
  %".300" = extractvalue [1 x i64] %".299", 0
  %".301" = icmp slt i64 %".288", 0
  %".302" = add i64 %".288", %".297"
  %".303" = select  i1 %".301", i64 %".302", i64 %".288"
  %".304" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".289", i32 0, i32 5
  %".305" = getelementptr inbounds [1 x i64], [1 x i64]* %".304", i32 0, i32 0
  %".306" = load i64, i64* %".305", !range !1
  %".307" = insertvalue [1 x i64] undef, i64 %".306", 0
  %".308" = extractvalue [1 x i64] %".307", 0
  %".309" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".289", i32 0, i32 6
  %".310" = load [1 x i64], [1 x i64]* %".309"
  %".311" = extractvalue [1 x i64] %".310", 0
  %".312" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".289", i32 0, i32 4
  %".313" = load i32*, i32** %".312"
  %".314" = mul i64 %".311", %".303"
  %".315" = ptrtoint i32* %".313" to i64
  %".316" = add i64 %".315", %".314"
  %".317" = inttoptr i64 %".316" to i32*
  %".318" = trunc i64 %".287" to i32
  store i32 %".318", i32* %".317"
  %".320" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".322" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".324" = load i64, i64* %"$phi446.0.2"
  store i64 0, i64* %"$phi446.0.2"
  ret void
B458:
  %".328" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".330" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".332" = load {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"flags"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"flags"
  %".334" = load {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"b"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"b"
  %".336" = load {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"a"
  %".338" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  ret void
B66.if:
  store i1 0, i1* %".195"
  br label %"B66.endif"
B66.else:
  store i1 1, i1* %".195"
  br label %"B66.endif"
B66.endif:
  %".203" = load i1, i1* %".195"
  %".204" = load i8, i8* %"s"
  %".205" = sext i8 %".204" to i64
  %".206" = icmp slt i64 %".205", 0
  %".207" = icmp ne i1 %".206", %".203"
  %".208" = load {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"flags"
  %".209" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".210"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %".208", {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".210"
  %".214" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".210", i32 0, i32 5
  %".215" = getelementptr inbounds [1 x i64], [1 x i64]* %".214", i32 0, i32 0
  %".216" = load i64, i64* %".215", !range !1
  %".217" = insertvalue [1 x i64] undef, i64 %".216", 0
  %".218" = extractvalue [1 x i64] %".217", 0
  %".219" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".210", i32 0, i32 6
  %".220" = load [1 x i64], [1 x i64]* %".219"
  %".221" = extractvalue [1 x i64] %".220", 0
  %".222" = icmp slt i64 %".209", 0
  %".223" = add i64 %".209", %".218"
  %".224" = select  i1 %".222", i64 %".223", i64 %".209"
  %".225" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".210", i32 0, i32 5
  %".226" = getelementptr inbounds [1 x i64], [1 x i64]* %".225", i32 0, i32 0
  %".227" = load i64, i64* %".226", !range !1
  %".228" = insertvalue [1 x i64] undef, i64 %".227", 0
  %".229" = extractvalue [1 x i64] %".228", 0
  %".230" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".210", i32 0, i32 6
  %".231" = load [1 x i64], [1 x i64]* %".230"
  %".232" = extractvalue [1 x i64] %".231", 0
  %".233" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".210", i32 0, i32 4
  %".234" = load i8*, i8** %".233"
  %".235" = mul i64 %".232", %".224"
  %".236" = ptrtoint i8* %".234" to i64
  %".237" = add i64 %".236", %".235"
  %".238" = inttoptr i64 %".237" to i8*
  %".239" = zext i1 %".207" to i8
  store i8 %".239", i8* %".238"
  %".241" = load {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"flags"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"flags"
  %".244" = load i1, i1* %"$304pred"
  store i1 %".203", i1* %"$304pred"
  %".246" = load i1, i1* %"$304pred"
  br i1 %".246", label %"B306", label %"B374"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i8*, i64, i64, i8*, i8*, i64, i64, i8*, i64, i64, i8*, i8*, i64, i64, i8*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__10small_intsB3v48B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIaLi1E1A7mutable7alignedE5ArrayIhLi1E1A7mutable7alignedE5ArrayIbLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, i8*, i64, i64, i8*, i8*, i64, i64, i8*, i64, i64, i8*, i8*, i64, i64, i8*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__10small_intsB3v48B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIaLi1E1A7mutable7alignedE5ArrayIhLi1E1A7mutable7alignedE5ArrayIbLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }