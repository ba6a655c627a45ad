; numba-cuda kernel n32_strided_3d(Array(float32, 3, 'C', False, aligned=True), Array(float32, 3, 'A', False, aligned=True), Array(float32, 3, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "strided_3d$23"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__10strided_3dB3v23B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi3E1C7mutable7alignedE5ArrayIfLi3E1A7mutable7alignedE5ArrayIfLi3E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__10strided_3dB3v23B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi3E1C7mutable7alignedE5ArrayIfLi3E1A7mutable7alignedE5ArrayIfLi3E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", float* %"a.4", i64 %"a.5.0", i64 %"a.5.1", i64 %"a.5.2", i64 %"a.6.0", i64 %"a.6.1", i64 %"a.6.2", i8* %"b.0", i8* %"b.1", i64 %"b.2", i64 %"b.3", float* %"b.4", i64 %"b.5.0", i64 %"b.5.1", i64 %"b.5.2", i64 %"b.6.0", i64 %"b.6.1", i64 %"b.6.2", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.5.1", i64 %"out.5.2", i64 %"out.6.0", i64 %"out.6.1", i64 %"out.6.2")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} undef, i8* %"a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.meminfo", i8* %"a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.parent", i64 %"a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.nitems", i64 %"a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.itemsize", float* %"a.4", 4
  %".36" = insertvalue [3 x i64] undef, i64 %"a.5.0", 0
  %".37" = insertvalue [3 x i64] %".36", i64 %"a.5.1", 1
  %".38" = insertvalue [3 x i64] %".37", i64 %"a.5.2", 2
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.data", [3 x i64] %".38", 5
  %".39" = insertvalue [3 x i64] undef, i64 %"a.6.0", 0
  %".40" = insertvalue [3 x i64] %".39", i64 %"a.6.1", 1
  %".41" = insertvalue [3 x i64] %".40", i64 %"a.6.2", 2
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.shape", [3 x i64] %".41", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} undef, i8* %"b.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.meminfo.1", i8* %"b.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.parent.1", i64 %"b.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.nitems.1", i64 %"b.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.itemsize.1", float* %"b.4", 4
  %".42" = insertvalue [3 x i64] undef, i64 %"b.5.0", 0
  %".43" = insertvalue [3 x i64] %".42", i64 %"b.5.1", 1
  %".44" = insertvalue [3 x i64] %".43", i64 %"b.5.2", 2
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.data.1", [3 x i64] %".44", 5
  %".45" = insertvalue [3 x i64] undef, i64 %"b.6.0", 0
  %".46" = insertvalue [3 x i64] %".45", i64 %"b.6.1", 1
  %".47" = insertvalue [3 x i64] %".46", i64 %"b.6.2", 2
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.shape.1", [3 x i64] %".47", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.meminfo.2", i8* %"out.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.parent.2", i64 %"out.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.nitems.2", i64 %"out.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.itemsize.2", float* %"out.4", 4
  %".48" = insertvalue [3 x i64] undef, i64 %"out.5.0", 0
  %".49" = insertvalue [3 x i64] %".48", i64 %"out.5.1", 1
  %".50" = insertvalue [3 x i64] %".49", i64 %"out.5.2", 2
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.data.2", [3 x i64] %".50", 5
  %".51" = insertvalue [3 x i64] undef, i64 %"out.6.0", 0
  %".52" = insertvalue [3 x i64] %".51", i64 %"out.6.1", 1
  %".53" = insertvalue [3 x i64] %".52", i64 %"out.6.2", 2
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.shape.2", [3 x i64] %".53", 6
  %"a" = alloca {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"a"
  %"b" = alloca {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"b"
  %"out" = alloca {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"out"
  %"x" = alloca i64
  store i64 0, i64* %"x"
  %"y" = alloca i64
  store i64 0, i64* %"y"
  %"z" = alloca i64
  store i64 0, i64* %"z"
  %".101" = alloca {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".101"
  %"$84pred" = alloca i1
  store i1 0, i1* %"$84pred"
  %".126" = alloca {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".126"
  %"$118pred" = alloca i1
  store i1 0, i1* %"$118pred"
  %".151" = alloca {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".151"
  %"$152pred" = alloca i1
  store i1 0, i1* %"$152pred"
  %"s.2" = alloca float
  store float 0.0, float* %"s.2"
  %".180" = alloca {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".180"
  %".195" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".195"
  %".205" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".205"
  %".209" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".209"
  %".218" = alloca i64
  store i64 0, i64* %".218"
  %".221" = alloca i64
  store i64 0, i64* %".221"
  %"$phi236.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi236.0"
  %".260" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".260"
  %".263" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".263"
  %".289" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".289"
  %".295" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".295"
  %"$236for_iter.3" = alloca i1
  store i1 0, i1* %"$236for_iter.3"
  %"$phi238.1" = alloca i64
  store i64 0, i64* %"$phi238.1"
  %".320" = alloca {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".320"
  %".386" = alloca {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".386"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".409" = alloca i64
  store i64 0, i64* %".409"
  %".412" = alloca i64
  store i64 0, i64* %".412"
  %".447" = alloca {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".447"
  %".525" = alloca {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".525"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".548" = alloca i64
  store i64 0, i64* %".548"
  %".551" = alloca i64
  store i64 0, i64* %".551"
  %".587" = alloca {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".587"
  %".674" = alloca {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".674"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"b"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"out"
  %".60" = trunc i64 3 to i32
  %".61" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".62" = sext i32 %".61" to i64
  %".63" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".64" = sext i32 %".63" to i64
  %".65" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".66" = sext i32 %".65" to i64
  %".67" = mul i64 %".64", %".66"
  %".68" = add i64 %".67", %".62"
  %".69" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".70" = sext i32 %".69" to i64
  %".71" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()
  %".72" = sext i32 %".71" to i64
  %".73" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  %".74" = sext i32 %".73" to i64
  %".75" = mul i64 %".72", %".74"
  %".76" = add i64 %".75", %".70"
  %".77" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".78" = sext i32 %".77" to i64
  %".79" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.z"()
  %".80" = sext i32 %".79" to i64
  %".81" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()
  %".82" = sext i32 %".81" to i64
  %".83" = mul i64 %".80", %".82"
  %".84" = add i64 %".83", %".78"
  %".85" = insertvalue [3 x i64] undef, i64 %".68", 0
  %".86" = insertvalue [3 x i64] %".85", i64 %".76", 1
  %".87" = insertvalue [3 x i64] %".86", i64 %".84", 2
  %".88" = extractvalue [3 x i64] %".87", 0
  %".89" = extractvalue [3 x i64] %".87", 1
  %".90" = extractvalue [3 x i64] %".87", 2
  %".92" = load i64, i64* %"x"
  store i64 %".88", i64* %"x"
  %".95" = load i64, i64* %"y"
  store i64 %".89", i64* %"y"
  %".98" = load i64, i64* %"z"
  store i64 %".90", i64* %"z"
  %".100" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".101"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %".100", {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".101"
  %".105" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".101", i32 0, i32 5
  %".106" = getelementptr inbounds [3 x i64], [3 x i64]* %".105", i32 0, i32 0
  %".107" = load i64, i64* %".106", !range !1
  %".108" = getelementptr inbounds [3 x i64], [3 x i64]* %".105", i32 0, i32 1
  %".109" = load i64, i64* %".108", !range !1
  %".110" = getelementptr inbounds [3 x i64], [3 x i64]* %".105", i32 0, i32 2
  %".111" = load i64, i64* %".110", !range !1
  %".112" = insertvalue [3 x i64] undef, i64 %".107", 0
  %".113" = insertvalue [3 x i64] %".112", i64 %".109", 1
  %".114" = insertvalue [3 x i64] %".113", i64 %".111", 2
  %".115" = extractvalue [3 x i64] %".114", 0
  %".116" = load i64, i64* %"x"
  %".117" = icmp slt i64 %".116", %".115"
  %".119" = load i1, i1* %"$84pred"
  store i1 %".117", i1* %"$84pred"
  %".121" = load i1, i1* %"$84pred"
  br i1 %".121", label %"B86", label %"B394"
B86:
  %".123" = load i1, i1* %"$84pred"
  store i1 0, i1* %"$84pred"
  %".125" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".126"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %".125", {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".126"
  %".130" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".126", i32 0, i32 5
  %".131" = getelementptr inbounds [3 x i64], [3 x i64]* %".130", i32 0, i32 0
  %".132" = load i64, i64* %".131", !range !1
  %".133" = getelementptr inbounds [3 x i64], [3 x i64]* %".130", i32 0, i32 1
  %".134" = load i64, i64* %".133", !range !1
  %".135" = getelementptr inbounds [3 x i64], [3 x i64]* %".130", i32 0, i32 2
  %".136" = load i64, i64* %".135", !range !1
  %".137" = insertvalue [3 x i64] undef, i64 %".132", 0
  %".138" = insertvalue [3 x i64] %".137", i64 %".134", 1
  %".139" = insertvalue [3 x i64] %".138", i64 %".136", 2
  %".140" = extractvalue [3 x i64] %".139", 1
  %".141" = load i64, i64* %"y"
  %".142" = icmp slt i64 %".141", %".140"
  %".144" = load i1, i1* %"$118pred"
  store i1 %".142", i1* %"$118pred"
  %".146" = load i1, i1* %"$118pred"
  br i1 %".146", label %"B120", label %"B398"
B120:
  %".148" = load i1, i1* %"$118pred"
  store i1 0, i1* %"$118pred"
  %".150" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".151"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %".150", {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".151"
  %".155" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".151", i32 0, i32 5
  %".156" = getelementptr inbounds [3 x i64], [3 x i64]* %".155", i32 0, i32 0
  %".157" = load i64, i64* %".156", !range !1
  %".158" = getelementptr inbounds [3 x i64], [3 x i64]* %".155", i32 0, i32 1
  %".159" = load i64, i64* %".158", !range !1
  %".160" = getelementptr inbounds [3 x i64], [3 x i64]* %".155", i32 0, i32 2
  %".161" = load i64, i64* %".160", !range !1
  %".162" = insertvalue [3 x i64] undef, i64 %".157", 0
  %".163" = insertvalue [3 x i64] %".162", i64 %".159", 1
  %".164" = insertvalue [3 x i64] %".163", i64 %".161", 2
  %".165" = extractvalue [3 x i64] %".164", 2
  %".166" = load i64, i64* %"z"
  %".167" = icmp slt i64 %".166", %".165"
  %".169" = load i1, i1* %"$152pred"
  store i1 %".167", i1* %"$152pred"
  %".171" = load i1, i1* %"$152pred"
  br i1 %".171", label %"B154", label %"B402"
B154:
  %".173" = load i1, i1* %"$152pred"
  store i1 0, i1* %"$152pred"
  %".175" = sitofp i64 0 to float
  %".177" = load float, float* %"s.2"
  store float %".175", float* %"s.2"
  %".179" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".180"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %".179", {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".180"
  %".184" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".180", i32 0, i32 5
  %".185" = getelementptr inbounds [3 x i64], [3 x i64]* %".184", i32 0, i32 0
  %".186" = load i64, i64* %".185", !range !1
  %".187" = getelementptr inbounds [3 x i64], [3 x i64]* %".184", i32 0, i32 1
  %".188" = load i64, i64* %".187", !range !1
  %".189" = getelementptr inbounds [3 x i64], [3 x i64]* %".184", i32 0, i32 2
  %".190" = load i64, i64* %".189", !range !1
  %".191" = insertvalue [3 x i64] undef, i64 %".186", 0
  %".192" = insertvalue [3 x i64] %".191", i64 %".188", 1
  %".193" = insertvalue [3 x i64] %".192", i64 %".190", 2
  %".194" = extractvalue [3 x i64] %".193", 2
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".195"
  %".198" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".195", i32 0, i32 0
  store i64 0, i64* %".198"
  %".200" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".195", i32 0, i32 1
  store i64 %".194", i64* %".200"
  %".202" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".195", i32 0, i32 2
  store i64 1, i64* %".202"
  %".204" = load {i64, i64, i64}, {i64, i64, i64}* %".195"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".205"
  store {i64, i64, i64} %".204", {i64, i64, i64}* %".205"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".209"
  %".212" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".205", i32 0, i32 0
  %".213" = load i64, i64* %".212"
  %".214" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".205", i32 0, i32 1
  %".215" = load i64, i64* %".214"
  %".216" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".205", i32 0, i32 2
  %".217" = load i64, i64* %".216"
  store i64 %".213", i64* %".218"
  %".223" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".209", i32 0, i32 0
  store i64* %".218", i64** %".223"
  %".225" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".209", i32 0, i32 1
  store i64 %".215", i64* %".225"
  %".227" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".209", i32 0, i32 2
  store i64 %".217", i64* %".227"
  %".229" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".209", i32 0, i32 3
  store i64* %".221", i64** %".229"
  %".231" = sub i64 %".215", %".213"
  %".232" = icmp sgt i64 %".231", 0
  %".233" = icmp sgt i64 %".217", 0
  %".234" = xor i1 %".232", %".233"
  %".235" = icmp eq i64 %".217", 0
  br i1 %".235", label %"B154.if", label %"B154.endif", !prof !2
B236:
  %".259" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi236.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".260"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".263"
  store {i64*, i64, i64, i64*} %".259", {i64*, i64, i64, i64*}* %".263"
  %".267" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".263", i32 0, i32 3
  %".268" = load i64*, i64** %".267"
  %".269" = load i64, i64* %".268"
  %".270" = icmp sgt i64 %".269", 0
  %".271" = getelementptr inbounds {i64, i1}, {i64, i1}* %".260", i32 0, i32 1
  store i1 %".270", i1* %".271"
  br i1 %".270", label %"B236.if", label %"B236.endif"
B238:
  %".309" = load i1, i1* %"$236for_iter.3"
  store i1 0, i1* %"$236for_iter.3"
  %".311" = load i64, i64* %"$phi238.1"
  %".312" = load i64, i64* %"$phi238.1"
  store i64 0, i64* %"$phi238.1"
  %".314" = load i64, i64* %"x"
  %".315" = load i64, i64* %"y"
  %".316" = insertvalue [3 x i64] undef, i64 %".314", 0
  %".317" = insertvalue [3 x i64] %".316", i64 %".315", 1
  %".318" = insertvalue [3 x i64] %".317", i64 %".311", 2
  %".319" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".320"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %".319", {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".320"
  %".324" = extractvalue [3 x i64] %".318", 0
  %".325" = extractvalue [3 x i64] %".318", 1
  %".326" = extractvalue [3 x i64] %".318", 2
  %".327" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".320", i32 0, i32 5
  %".328" = getelementptr inbounds [3 x i64], [3 x i64]* %".327", i32 0, i32 0
  %".329" = load i64, i64* %".328", !range !1
  %".330" = getelementptr inbounds [3 x i64], [3 x i64]* %".327", i32 0, i32 1
  %".331" = load i64, i64* %".330", !range !1
  %".332" = getelementptr inbounds [3 x i64], [3 x i64]* %".327", i32 0, i32 2
  %".333" = load i64, i64* %".332", !range !1
  %".334" = insertvalue [3 x i64] undef, i64 %".329", 0
  %".335" = insertvalue [3 x i64] %".334", i64 %".331", 1
  %".336" = insertvalue [3 x i64] %".335", i64 %".333", 2
  %".337" = extractvalue [3 x i64] %".336", 0
  %".338" = extractvalue [3 x i64] %".336", 1
  %".339" = extractvalue [3 x i64] %".336", 2
  %".340" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".320", i32 0, i32 6
  %".341" = load [3 x i64], [3 x i64]* %".340"
  %".342" = extractvalue [3 x i64] %".341", 0
  %".343" = extractvalue [3 x i64] %".341", 1
  %".344" = extractvalue [3 x i64] %".341", 2
  %".345" = icmp slt i64 %".324", 0
  %".346" = add i64 %".324", %".337"
  %".347" = select  i1 %".345", i64 %".346", i64 %".324"
  %".348" = icmp slt i64 %".325", 0
  %".349" = add i64 %".325", %".338"
  %".350" = select  i1 %".348", i64 %".349", i64 %".325"
  %".351" = icmp slt i64 %".326", 0
  %".352" = add i64 %".326", %".339"
  %".353" = select  i1 %".351", i64 %".352", i64 %".326"
  %".354" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".320", i32 0, i32 5
  %".355" = getelementptr inbounds [3 x i64], [3 x i64]* %".354", i32 0, i32 0
  %".356" = load i64, i64* %".355", !range !1
  %".357" = getelementptr inbounds [3 x i64], [3 x i64]* %".354", i32 0, i32 1
  %".358" = load i64, i64* %".357", !range !1
  %".359" = getelementptr inbounds [3 x i64], [3 x i64]* %".354", i32 0, i32 2
  %".360" = load i64, i64* %".359", !range !1
  %".361" = insertvalue [3 x i64] undef, i64 %".356", 0
  %".362" = insertvalue [3 x i64] %".361", i64 %".358", 1
  %".363" = insertvalue [3 x i64] %".362", i64 %".360", 2
  %".364" = extractvalue [3 x i64] %".363", 0
  %".365" = extractvalue [3 x i64] %".363", 1
  %".366" = extractvalue [3 x i64] %".363", 2
  %".367" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".320", i32 0, i32 6
  %".368" = load [3 x i64], [3 x i64]* %".367"
  %".369" = extractvalue [3 x i64] %".368", 0
  %".370" = extractvalue [3 x i64] %".368", 1
  %".371" = extractvalue [3 x i64] %".368", 2
  %".372" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".320", i32 0, i32 4
  %".373" = load float*, float** %".372"
  %".374" = mul i64 1, %".365"
  %".375" = mul i64 %".374", %".366"
  %".376" = mul i64 1, %".366"
  %".377" = mul i64 %".347", %".375"
  %".378" = add i64 0, %".377"
  %".379" = mul i64 %".350", %".376"
  %".380" = add i64 %".378", %".379"
  %".381" = mul i64 %".353", 1
  %".382" = add i64 %".380", %".381"
  %".383" = getelementptr float, float* %".373", i64 %".382"
  %".384" = load float, float* %".383"
  %".385" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"b"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".386"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %".385", {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".386"
  %".390" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".386", i32 0, i32 5
  %".391" = getelementptr inbounds [3 x i64], [3 x i64]* %".390", i32 0, i32 0
  %".392" = load i64, i64* %".391", !range !1
  %".393" = getelementptr inbounds [3 x i64], [3 x i64]* %".390", i32 0, i32 1
  %".394" = load i64, i64* %".393", !range !1
  %".395" = getelementptr inbounds [3 x i64], [3 x i64]* %".390", i32 0, i32 2
  %".396" = load i64, i64* %".395", !range !1
  %".397" = insertvalue [3 x i64] undef, i64 %".392", 0
  %".398" = insertvalue [3 x i64] %".397", i64 %".394", 1
  %".399" = insertvalue [3 x i64] %".398", i64 %".396", 2
  %".400" = extractvalue [3 x i64] %".399", 2
  %".401" = load i64, i64* %"y"
  %".404" = icmp eq i64 %".400", 0
  br i1 %".404", label %"B238.if", label %"B238.else", !prof !2
B322:
  %".516" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"b"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"b"
  %".518" = load i64, i64* %"$phi238.1"
  store i64 0, i64* %"$phi238.1"
  %".520" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi236.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi236.0"
  %".522" = load i1, i1* %"$236for_iter.3"
  store i1 0, i1* %"$236for_iter.3"
  %".524" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".525"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %".524", {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".525"
  %".529" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".525", i32 0, i32 5
  %".530" = getelementptr inbounds [3 x i64], [3 x i64]* %".529", i32 0, i32 0
  %".531" = load i64, i64* %".530", !range !1
  %".532" = getelementptr inbounds [3 x i64], [3 x i64]* %".529", i32 0, i32 1
  %".533" = load i64, i64* %".532", !range !1
  %".534" = getelementptr inbounds [3 x i64], [3 x i64]* %".529", i32 0, i32 2
  %".535" = load i64, i64* %".534", !range !1
  %".536" = insertvalue [3 x i64] undef, i64 %".531", 0
  %".537" = insertvalue [3 x i64] %".536", i64 %".533", 1
  %".538" = insertvalue [3 x i64] %".537", i64 %".535", 2
  %".539" = extractvalue [3 x i64] %".538", 2
  %".540" = load i64, i64* %"z"
  %".543" = icmp eq i64 %".539", 0
  br i1 %".543", label %"B322.if", label %"B322.else", !prof !2
B394:
  %".738" = load i64, i64* %"z"
  store i64 0, i64* %"z"
  %".740" = load i64, i64* %"y"
  store i64 0, i64* %"y"
  %".742" = load i64, i64* %"x"
  store i64 0, i64* %"x"
  %".744" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"out"
  %".746" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"b"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"b"
  %".748" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"a"
  %".750" = load i1, i1* %"$84pred"
  store i1 0, i1* %"$84pred"
  ret void
B398:
  %".754" = load i64, i64* %"z"
  store i64 0, i64* %"z"
  %".756" = load i64, i64* %"y"
  store i64 0, i64* %"y"
  %".758" = load i64, i64* %"x"
  store i64 0, i64* %"x"
  %".760" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"out"
  %".762" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"b"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"b"
  %".764" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"a"
  %".766" = load i1, i1* %"$118pred"
  store i1 0, i1* %"$118pred"
  ret void
B402:
  %".770" = load i64, i64* %"z"
  store i64 0, i64* %"z"
  %".772" = load i64, i64* %"y"
  store i64 0, i64* %"y"
  %".774" = load i64, i64* %"x"
  store i64 0, i64* %"x"
  %".776" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"out"
  %".778" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"b"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"b"
  %".780" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"a"
  %".782" = load i1, i1* %"$152pred"
  store i1 0, i1* %"$152pred"
  ret void
B154.if:
  ret void
B154.endif:
  br i1 %".234", label %"B154.endif.if", label %"B154.endif.else"
B154.endif.if:
  %".239" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".209", i32 0, i32 3
  %".240" = load i64*, i64** %".239"
  store i64 0, i64* %".240"
  br label %"B154.endif.endif"
B154.endif.else:
  %".243" = srem i64 %".231", %".217"
  %".244" = sub i64 0, %".243"
  %".245" = select  i1 %".232", i64 %".243", i64 %".244"
  %".246" = icmp sgt i64 %".245", 0
  %".247" = sdiv i64 %".231", %".217"
  %".248" = select  i1 %".246", i64 1, i64 0
  %".249" = add i64 %".247", %".248"
  %".250" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".209", i32 0, i32 3
  %".251" = load i64*, i64** %".250"
  store i64 %".249", i64* %".251"
  br label %"B154.endif.endif"
B154.endif.endif:
  %".254" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".209"
  %".256" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi236.0"
  store {i64*, i64, i64, i64*} %".254", {i64*, i64, i64, i64*}* %"$phi236.0"
  br label %"B236"
B236.if:
  %".274" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".263", i32 0, i32 0
  %".275" = load i64*, i64** %".274"
  %".276" = load i64, i64* %".275"
  %".277" = getelementptr inbounds {i64, i1}, {i64, i1}* %".260", i32 0, i32 0
  store i64 %".276", i64* %".277"
  %".279" = sub nsw i64 %".269", 1
  store i64 %".279", i64* %".268"
  %".281" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".263", i32 0, i32 2
  %".282" = load i64, i64* %".281"
  %".283" = add i64 %".276", %".282"
  %".284" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".263", i32 0, i32 0
  %".285" = load i64*, i64** %".284"
  store i64 %".283", i64* %".285"
  br label %"B236.endif"
B236.endif:
  %".288" = load {i64, i1}, {i64, i1}* %".260"
  store {i64, i1} zeroinitializer, {i64, i1}* %".289"
  store {i64, i1} %".288", {i64, i1}* %".289"
  %".293" = getelementptr inbounds {i64, i1}, {i64, i1}* %".289", i32 0, i32 0
  %".294" = load i64, i64* %".293"
  store {i64, i1} zeroinitializer, {i64, i1}* %".295"
  store {i64, i1} %".288", {i64, i1}* %".295"
  %".299" = getelementptr inbounds {i64, i1}, {i64, i1}* %".295", i32 0, i32 1
  %".300" = load i1, i1* %".299"
  %".302" = load i1, i1* %"$236for_iter.3"
  store i1 %".300", i1* %"$236for_iter.3"
  %".305" = load i64, i64* %"$phi238.1"
  store i64 %".294", i64* %"$phi238.1"
  %".307" = load i1, i1* %"$236for_iter.3"
  br i1 %".307", label %"B238", label %"B322"
B238.if:
  store i64 %".400", i64* %"quot"
  store i64 %".400", i64* %"rem"
  br label %"B238.endif"
B238.else:
  store i64 0, i64* %".409"
  store i64 0, i64* %".412"
  %".415" = icmp eq i64 %".401", -9223372036854775808
  %".416" = icmp eq i64 %".400", -1
  %".417" = and i1 %".415", %".416"
  %".418" = xor i1 %".417", -1
  br i1 %".418", label %"B238.else.if", label %"B238.else.endif", !prof !3
B238.endif:
  %".441" = load i64, i64* %"rem"
  %".442" = load i64, i64* %"z"
  %".443" = insertvalue [3 x i64] undef, i64 %".311", 0
  %".444" = insertvalue [3 x i64] %".443", i64 %".442", 1
  %".445" = insertvalue [3 x i64] %".444", i64 %".441", 2
  %".446" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"b"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".447"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %".446", {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".447"
  %".451" = extractvalue [3 x i64] %".445", 0
  %".452" = extractvalue [3 x i64] %".445", 1
  %".453" = extractvalue [3 x i64] %".445", 2
  %".454" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".447", i32 0, i32 5
  %".455" = getelementptr inbounds [3 x i64], [3 x i64]* %".454", i32 0, i32 0
  %".456" = load i64, i64* %".455", !range !1
  %".457" = getelementptr inbounds [3 x i64], [3 x i64]* %".454", i32 0, i32 1
  %".458" = load i64, i64* %".457", !range !1
  %".459" = getelementptr inbounds [3 x i64], [3 x i64]* %".454", i32 0, i32 2
  %".460" = load i64, i64* %".459", !range !1
  %".461" = insertvalue [3 x i64] undef, i64 %".456", 0
  %".462" = insertvalue [3 x i64] %".461", i64 %".458", 1
  %".463" = insertvalue [3 x i64] %".462", i64 %".460", 2
  %".464" = extractvalue [3 x i64] %".463", 0
  %".465" = extractvalue [3 x i64] %".463", 1
  %".466" = extractvalue [3 x i64] %".463", 2
  %".467" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".447", i32 0, i32 6
  %".468" = load [3 x i64], [3 x i64]* %".467"
  %".469" = extractvalue [3 x i64] %".468", 0
  %".470" = extractvalue [3 x i64] %".468", 1
  %".471" = extractvalue [3 x i64] %".468", 2
  %".472" = icmp slt i64 %".451", 0
  %".473" = add i64 %".451", %".464"
  %".474" = select  i1 %".472", i64 %".473", i64 %".451"
  %".475" = icmp slt i64 %".452", 0
  %".476" = add i64 %".452", %".465"
  %".477" = select  i1 %".475", i64 %".476", i64 %".452"
  %".478" = icmp slt i64 %".453", 0
  %".479" = add i64 %".453", %".466"
  %".480" = select  i1 %".478", i64 %".479", i64 %".453"
  %".481" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".447", i32 0, i32 5
  %".482" = getelementptr inbounds [3 x i64], [3 x i64]* %".481", i32 0, i32 0
  %".483" = load i64, i64* %".482", !range !1
  %".484" = getelementptr inbounds [3 x i64], [3 x i64]* %".481", i32 0, i32 1
  %".485" = load i64, i64* %".484", !range !1
  %".486" = getelementptr inbounds [3 x i64], [3 x i64]* %".481", i32 0, i32 2
  %".487" = load i64, i64* %".486", !range !1
  %".488" = insertvalue [3 x i64] undef, i64 %".483", 0
  %".489" = insertvalue [3 x i64] %".488", i64 %".485", 1
  %".490" = insertvalue [3 x i64] %".489", i64 %".487", 2
  %".491" = extractvalue [3 x i64] %".490", 0
  %".492" = extractvalue [3 x i64] %".490", 1
  %".493" = extractvalue [3 x i64] %".490", 2
  %".494" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".447", i32 0, i32 6
  %".495" = load [3 x i64], [3 x i64]* %".494"
  %".496" = extractvalue [3 x i64] %".495", 0
  %".497" = extractvalue [3 x i64] %".495", 1
  %".498" = extractvalue [3 x i64] %".495", 2
  %".499" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".447", i32 0, i32 4
  %".500" = load float*, float** %".499"
  %".501" = mul i64 %".496", %".474"
  %".502" = mul i64 %".497", %".477"
  %".503" = mul i64 %".498", %".480"
  %".504" = add i64 %".501", %".502"
  %".505" = add i64 %".504", %".503"
  %".506" = ptrtoint float* %".500" to i64
  %".507" = add i64 %".506", %".505"
  %".508" = inttoptr i64 %".507" to float*
  %".509" = load float, float* %".508"
  %".510" = fmul float %".384", %".509"
  %".511" = load float, float* %"s.2"
  %".512" = fadd float %".511", %".510"
  %".513" = load float, float* %"s.2"
  store float %".512", float* %"s.2"
  br label %"B236"
B238.else.if:
  %".420" = sdiv i64 %".401", %".400"
  %".421" = srem i64 %".401", %".400"
  %".422" = xor i64 %".400", %".421"
  %".423" = icmp slt i64 %".422", 0
  %".424" = icmp ne i64 %".421", 0
  %".425" = and i1 %".424", %".423"
  br i1 %".425", label %"B238.else.if.if", label %"B238.else.if.else"
B238.else.endif:
  %".436" = load i64, i64* %".409"
  %".437" = load i64, i64* %".412"
  store i64 %".436", i64* %"quot"
  store i64 %".437", i64* %"rem"
  br label %"B238.endif"
B238.else.if.if:
  %".430" = sub i64 %".420", 1
  store i64 %".430", i64* %".409"
  %".432" = add i64 %".421", %".400"
  store i64 %".432", i64* %".412"
  br label %"B238.else.if.endif"
B238.else.if.else:
  store i64 %".420", i64* %".409"
  store i64 %".421", i64* %".412"
  br label %"B238.else.if.endif"
B238.else.if.endif:
  br label %"B238.else.endif"
B322.if:
  store i64 %".539", i64* %"quot.1"
  store i64 %".539", i64* %"rem.1"
  br label %"B322.endif"
B322.else:
  store i64 0, i64* %".548"
  store i64 0, i64* %".551"
  %".554" = icmp eq i64 %".540", -9223372036854775808
  %".555" = icmp eq i64 %".539", -1
  %".556" = and i1 %".554", %".555"
  %".557" = xor i1 %".556", -1
  br i1 %".557", label %"B322.else.if", label %"B322.else.endif", !prof !3
B322.endif:
  %".580" = load i64, i64* %"rem.1"
  %".581" = load i64, i64* %"x"
  %".582" = load i64, i64* %"y"
  %".583" = insertvalue [3 x i64] undef, i64 %".581", 0
  %".584" = insertvalue [3 x i64] %".583", i64 %".582", 1
  %".585" = insertvalue [3 x i64] %".584", i64 %".580", 2
  %".586" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".587"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %".586", {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".587"
  %".591" = extractvalue [3 x i64] %".585", 0
  %".592" = extractvalue [3 x i64] %".585", 1
  %".593" = extractvalue [3 x i64] %".585", 2
  %".594" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".587", i32 0, i32 5
  %".595" = getelementptr inbounds [3 x i64], [3 x i64]* %".594", i32 0, i32 0
  %".596" = load i64, i64* %".595", !range !1
  %".597" = getelementptr inbounds [3 x i64], [3 x i64]* %".594", i32 0, i32 1
  %".598" = load i64, i64* %".597", !range !1
  %".599" = getelementptr inbounds [3 x i64], [3 x i64]* %".594", i32 0, i32 2
  %".600" = load i64, i64* %".599", !range !1
  %".601" = insertvalue [3 x i64] undef, i64 %".596", 0
  %".602" = insertvalue [3 x i64] %".601", i64 %".598", 1
  %".603" = insertvalue [3 x i64] %".602", i64 %".600", 2
  %".604" = extractvalue [3 x i64] %".603", 0
  %".605" = extractvalue [3 x i64] %".603", 1
  %".606" = extractvalue [3 x i64] %".603", 2
  %".607" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".587", i32 0, i32 6
  %".608" = load [3 x i64], [3 x i64]* %".607"
  %".609" = extractvalue [3 x i64] %".608", 0
  %".610" = extractvalue [3 x i64] %".608", 1
  %".611" = extractvalue [3 x i64] %".608", 2
  %".612" = icmp slt i64 %".591", 0
  %".613" = add i64 %".591", %".604"
  %".614" = select  i1 %".612", i64 %".613", i64 %".591"
  %".615" = icmp slt i64 %".592", 0
  %".616" = add i64 %".592", %".605"
  %".617" = select  i1 %".615", i64 %".616", i64 %".592"
  %".618" = icmp slt i64 %".593", 0
  %".619" = add i64 %".593", %".606"
  %".620" = select  i1 %".618", i64 %".619", i64 %".593"
  %".621" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".587", i32 0, i32 5
  %".622" = getelementptr inbounds [3 x i64], [3 x i64]* %".621", i32 0, i32 0
  %".623" = load i64, i64* %".622", !range !1
  %".624" = getelementptr inbounds [3 x i64], [3 x i64]* %".621", i32 0, i32 1
  %".625" = load i64, i64* %".624", !range !1
  %".626" = getelementptr inbounds [3 x i64], [3 x i64]* %".621", i32 0, i32 2
  %".627" = load i64, i64* %".626", !range !1
  %".628" = insertvalue [3 x i64] undef, i64 %".623", 0
  %".629" = insertvalue [3 x i64] %".628", i64 %".625", 1
  %".630" = insertvalue [3 x i64] %".629", i64 %".627", 2
  %".631" = extractvalue [3 x i64] %".630", 0
  %".632" = extractvalue [3 x i64] %".630", 1
  %".633" = extractvalue [3 x i64] %".630", 2
  %".634" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".587", i32 0, i32 6
  %".635" = load [3 x i64], [3 x i64]* %".634"
  %".636" = extractvalue [3 x i64] %".635", 0
  %".637" = extractvalue [3 x i64] %".635", 1
  %".638" = extractvalue [3 x i64] %".635", 2
  %".639" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".587", i32 0, i32 4
  %".640" = load float*, float** %".639"
  %".641" = mul i64 1, %".632"
  %".642" = mul i64 %".641", %".633"
  %".643" = mul i64 1, %".633"
  %".644" = mul i64 %".614", %".642"
  %".645" = add i64 0, %".644"
  %".646" = mul i64 %".617", %".643"
  %".647" = add i64 %".645", %".646"
  %".648" = mul i64 %".620", 1
  %".649" = add i64 %".647", %".648"
  %".650" = getelementptr float, float* %".640", i64 %".649"
  %".651" = load float, float* %".650"
  %".652" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"a"
  %".654" = load float, float* %"s.2"
  %".655" = fadd float %".654", %".651"
  %".656" = load float, float* %"s.2"
  store float 0.0, float* %"s.2"
  %".658" = load i64, i64* %"x"
  %".659" = load i64, i64* %"y"
  %".660" = load i64, i64* %"z"
  %".661" = insertvalue [3 x i64] undef, i64 %".658", 0
  %".662" = insertvalue [3 x i64] %".661", i64 %".659", 1
  %".663" = insertvalue [3 x i64] %".662", i64 %".660", 2
  %".664" = load i64, i64* %"z"
  store i64 0, i64* %"z"
  %".666" = load i64, i64* %"y"
  store i64 0, i64* %"y"
  %".668" = load i64, i64* %"x"
  store i64 0, i64* %"x"
  %".670" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"out"
  %".671" = extractvalue [3 x i64] %".663", 0
  %".672" = extractvalue [3 x i64] %".663", 1
  %".673" = extractvalue [3 x i64] %".663", 2
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".674"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %".670", {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".674"
  %".678" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".674", i32 0, i32 5
  %".679" = getelementptr inbounds [3 x i64], [3 x i64]* %".678", i32 0, i32 0
  %".680" = load i64, i64* %".679", !range !1
  %".681" = getelementptr inbounds [3 x i64], [3 x i64]* %".678", i32 0, i32 1
  %".682" = load i64, i64* %".681", !range !1
  %".683" = getelementptr inbounds [3 x i64], [3 x i64]* %".678", i32 0, i32 2
  %".684" = load i64, i64* %".683", !range !1
  %".685" = insertvalue [3 x i64] undef, i64 %".680", 0
  %".686" = insertvalue [3 x i64] %".685", i64 %".682", 1
  %".687" = insertvalue [3 x i64] %".686", i64 %".684", 2
  %".688" = extractvalue [3 x i64] %".687", 0
  %".689" = extractvalue [3 x i64] %".687", 1
  %".690" = extractvalue [3 x i64] %".687", 2
  %".691" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".674", i32 0, i32 6
  %".692" = load [3 x i64], [3 x i64]* %".691"
  %".693" = extractvalue [3 x i64] %".692", 0
  %".694" = extractvalue [3 x i64] %".692", 1
  %".695" = extractvalue [3 x i64] %".692", 2
  %".696" = icmp slt i64 %".671", 0
  %".697" = add i64 %".671", %".688"
  %".698" = select  i1 %".696", i64 %".697", i64 %".671"
  %".699" = icmp slt i64 %".672", 0
  %".700" = add i64 %".672", %".689"
  %".701" = select  i1 %".699", i64 %".700", i64 %".672"
  %".702" = icmp slt i64 %".673", 0
  %".703" = add i64 %".673", %".690"
  %".704" = select  i1 %".702", i64 %".703", i64 %".673"
  %".705" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".674", i32 0, i32 5
  %".706" = getelementptr inbounds [3 x i64], [3 x i64]* %".705", i32 0, i32 0
  %".707" = load i64, i64* %".706", !range !1
  %".708" = getelementptr inbounds [3 x i64], [3 x i64]* %".705", i32 0, i32 1
  %".709" = load i64, i64* %".708", !range !1
  %".710" = getelementptr inbounds [3 x i64], [3 x i64]* %".705", i32 0, i32 2
  %".711" = load i64, i64* %".710", !range !1
  %".712" = insertvalue [3 x i64] undef, i64 %".707", 0
  %".713" = insertvalue [3 x i64] %".712", i64 %".709", 1
  %".714" = insertvalue [3 x i64] %".713", i64 %".711", 2
  %".715" = extractvalue [3 x i64] %".714", 0
  %".716" = extractvalue [3 x i64] %".714", 1
  %".717" = extractvalue [3 x i64] %".714", 2
  %".718" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".674", i32 0, i32 6
  %".719" = load [3 x i64], [3 x i64]* %".718"
  %".720" = extractvalue [3 x i64] %".719", 0
  %".721" = extractvalue [3 x i64] %".719", 1
  %".722" = extractvalue [3 x i64] %".719", 2
  %".723" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".674", i32 0, i32 4
  %".724" = load float*, float** %".723"
  %".725" = mul i64 %".720", %".698"
  %".726" = mul i64 %".721", %".701"
  %".727" = mul i64 %".722", %".704"
  %".728" = add i64 %".725", %".726"
  %".729" = add i64 %".728", %".727"
  %".730" = ptrtoint float* %".724" to i64
  %".731" = add i64 %".730", %".729"
  %".732" = inttoptr i64 %".731" to float*
  store float %".655", float* %".732"
  %".734" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"out"
  ret void
B322.else.if:
  %".559" = sdiv i64 %".540", %".539"
  %".560" = srem i64 %".540", %".539"
  %".561" = xor i64 %".539", %".560"
  %".562" = icmp slt i64 %".561", 0
  %".563" = icmp ne i64 %".560", 0
  %".564" = and i1 %".563", %".562"
  br i1 %".564", label %"B322.else.if.if", label %"B322.else.if.else"
B322.else.endif:
  %".575" = load i64, i64* %".548"
  %".576" = load i64, i64* %".551"
  store i64 %".575", i64* %"quot.1"
  store i64 %".576", i64* %"rem.1"
  br label %"B322.endif"
B322.else.if.if:
  %".569" = sub i64 %".559", 1
  store i64 %".569", i64* %".548"
  %".571" = add i64 %".560", %".539"
  store i64 %".571", i64* %".551"
  br label %"B322.else.if.endif"
B322.else.if.else:
  store i64 %".559", i64* %".548"
  store i64 %".560", i64* %".551"
  br label %"B322.else.if.endif"
B322.else.if.endif:
  br label %"B322.else.endif"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.z"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i64, i64, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i64, i64, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i64, i64, i64, i64)* @"_ZN8__main__10strided_3dB3v23B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi3E1C7mutable7alignedE5ArrayIfLi3E1A7mutable7alignedE5ArrayIfLi3E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i64, i64, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i64, i64, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i64, i64, i64, i64)* @"_ZN8__main__10strided_3dB3v23B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi3E1C7mutable7alignedE5ArrayIfLi3E1A7mutable7alignedE5ArrayIfLi3E1A7mutable7alignedE", !"kernel", i32 1 }