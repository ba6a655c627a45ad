; numba-cuda kernel warp_sum(Array(int32, 1, 'A', False, aligned=True), Array(int32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "warp_sum$17"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__8warp_sumB3v17B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__8warp_sumB3v17B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", i32* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", i32* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
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
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %".55" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".55"
  %"$phi84.0.2" = alloca i64
  store i64 0, i64* %"$phi84.0.2"
  %"v.2" = alloca i64
  store i64 0, i64* %"v.2"
  %"off.2" = alloca i64
  store i64 0, i64* %"off.2"
  %"v.1" = alloca i64
  store i64 0, i64* %"v.1"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".144" = alloca i64
  store i64 0, i64* %".144"
  %".147" = alloca i64
  store i64 0, i64* %".147"
  %"$172pred" = alloca i1
  store i1 0, i1* %"$172pred"
  %"v.3" = alloca i64
  store i64 0, i64* %"v.3"
  %"$204pred" = alloca i1
  store i1 0, i1* %"$204pred"
  %".210" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".210"
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
  %".44" = load i64, i64* %"i"
  %".45" = icmp slt i64 %".44", %".43"
  %".47" = load i1, i1* %"$64pred"
  store i1 %".45", i1* %"$64pred"
  %".49" = load i1, i1* %"$64pred"
  br i1 %".49", label %"B66", label %"B82"
B66:
  %".51" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  %".53" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %".54" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".55"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".53", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".55"
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".60" = getelementptr inbounds [1 x i64], [1 x i64]* %".59", i32 0, i32 0
  %".61" = load i64, i64* %".60", !range !1
  %".62" = insertvalue [1 x i64] undef, i64 %".61", 0
  %".63" = extractvalue [1 x i64] %".62", 0
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".65" = load [1 x i64], [1 x i64]* %".64"
  %".66" = extractvalue [1 x i64] %".65", 0
  %".67" = icmp slt i64 %".54", 0
  %".68" = add i64 %".54", %".63"
  %".69" = select  i1 %".67", i64 %".68", i64 %".54"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".71" = getelementptr inbounds [1 x i64], [1 x i64]* %".70", i32 0, i32 0
  %".72" = load i64, i64* %".71", !range !1
  %".73" = insertvalue [1 x i64] undef, i64 %".72", 0
  %".74" = extractvalue [1 x i64] %".73", 0
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".76" = load [1 x i64], [1 x i64]* %".75"
  %".77" = extractvalue [1 x i64] %".76", 0
  %".78" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 4
  %".79" = load i32*, i32** %".78"
  %".80" = mul i64 %".77", %".69"
  %".81" = ptrtoint i32* %".79" to i64
  %".82" = add i64 %".81", %".80"
  %".83" = inttoptr i64 %".82" to i32*
  %".84" = load i32, i32* %".83"
  %".85" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %".87" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".89" = sext i32 %".84" to i64
  %".91" = load i64, i64* %"$phi84.0.2"
  store i64 %".89", i64* %"$phi84.0.2"
  br label %"B84"
B82:
  %".94" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %".96" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".98" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  %".100" = load i64, i64* %"$phi84.0.2"
  store i64 0, i64* %"$phi84.0.2"
  br label %"B84"
B84:
  %".103" = load i64, i64* %"$phi84.0.2"
  %".104" = load i64, i64* %"$phi84.0.2"
  store i64 0, i64* %"$phi84.0.2"
  %".107" = load i64, i64* %"v.2"
  store i64 %".103", i64* %"v.2"
  %".110" = load i64, i64* %"off.2"
  store i64 16, i64* %"off.2"
  br label %"B102"
B102:
  %".113" = load i64, i64* %"v.2"
  %".114" = load i64, i64* %"off.2"
  %".115" = trunc i64 4294967295 to i32
  %".116" = trunc i64 %".114" to i32
  %".117" = trunc i64 %".113" to i32
  %".118" = lshr i64 %".113", 32
  %".119" = trunc i64 %".118" to i32
  %".120" = call {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".115", i32 2, i32 %".117", i32 %".116", i32 31)
  %".121" = call {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".115", i32 2, i32 %".119", i32 %".116", i32 31)
  %".122" = extractvalue {i32, i1} %".120", 0
  %".123" = extractvalue {i32, i1} %".121", 0
  %".124" = zext i32 %".122" to i64
  %".125" = zext i32 %".123" to i64
  %".126" = shl i64 %".125", 32
  %".127" = or i64 %".126", %".124"
  %".128" = load i64, i64* %"v.2"
  %".129" = add nsw i64 %".128", %".127"
  %".131" = load i64, i64* %"v.1"
  store i64 %".129", i64* %"v.1"
  %".133" = load i64, i64* %"v.1"
  %".134" = load i64, i64* %"v.2"
  store i64 %".133", i64* %"v.2"
  %".136" = load i64, i64* %"off.2"
  %".139" = icmp eq i64 2, 0
  br i1 %".139", label %"B102.if", label %"B102.else", !prof !2
B174:
  %".185" = load i64, i64* %"v.2"
  store i64 0, i64* %"v.2"
  %".187" = load i64, i64* %"off.2"
  store i64 0, i64* %"off.2"
  %".189" = load i1, i1* %"$172pred"
  store i1 0, i1* %"$172pred"
  %".191" = load i64, i64* %"v.1"
  %".193" = load i64, i64* %"v.3"
  store i64 %".191", i64* %"v.3"
  %".195" = load i64, i64* %"v.1"
  store i64 0, i64* %"v.1"
  %".197" = call i32 @"llvm.nvvm.read.ptx.sreg.laneid"()
  %".198" = sext i32 %".197" to i64
  %".199" = icmp eq i64 %".198", 0
  %".201" = load i1, i1* %"$204pred"
  store i1 %".199", i1* %"$204pred"
  %".203" = load i1, i1* %"$204pred"
  br i1 %".203", label %"B206", label %"B276"
B206:
  %".205" = load i1, i1* %"$204pred"
  store i1 0, i1* %"$204pred"
  %".207" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".208" = load i64, i64* %"v.3"
  %".209" = trunc i64 %".208" to i32
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".210"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".207", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".210"
  %".214" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".210", i32 0, i32 5
  %".215" = getelementptr inbounds [1 x i64], [1 x i64]* %".214", i32 0, i32 0
  %".216" = load i64, i64* %".215", !range !1
  %".217" = insertvalue [1 x i64] undef, i64 %".216", 0
  %".218" = extractvalue [1 x i64] %".217", 0
  %".219" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".210", i32 0, i32 6
  %".220" = load [1 x i64], [1 x i64]* %".219"
  %".221" = extractvalue [1 x i64] %".220", 0
  %".222" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".210", i32 0, i32 4
  %".223" = load i32*, i32** %".222"
  %".224" = icmp slt i64 0, 0
  %".225" = add i64 %".218", 0
  %".226" = select  i1 %".224", i64 %".225", i64 0
  %".227" = mul i64 %".221", %".226"
  %".228" = ptrtoint i32* %".223" to i64
  %".229" = add i64 %".228", %".227"
  %".230" = inttoptr i64 %".229" to i32*
  %".231" = atomicrmw add i32* %".230", i32 %".209" monotonic
  %".232" = load i64, i64* %"v.3"
  store i64 0, i64* %"v.3"
  %".234" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  ret void
B276:
  %".238" = load i64, i64* %"v.3"
  store i64 0, i64* %"v.3"
  %".240" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".242" = load i1, i1* %"$204pred"
  store i1 0, i1* %"$204pred"
  ret void
B102.if:
  store i64 2, i64* %"quot"
  store i64 2, i64* %"rem"
  br label %"B102.endif"
B102.else:
  store i64 0, i64* %".144"
  store i64 0, i64* %".147"
  %".150" = icmp eq i64 %".136", -9223372036854775808
  %".151" = icmp eq i64 2, -1
  %".152" = and i1 %".150", %".151"
  %".153" = xor i1 %".152", -1
  br i1 %".153", label %"B102.else.if", label %"B102.else.endif", !prof !3
B102.endif:
  %".176" = load i64, i64* %"quot"
  %".177" = load i64, i64* %"off.2"
  store i64 %".176", i64* %"off.2"
  %".179" = icmp sgt i64 %".176", 0
  %".181" = load i1, i1* %"$172pred"
  store i1 %".179", i1* %"$172pred"
  %".183" = load i1, i1* %"$172pred"
  br i1 %".183", label %"B102", label %"B174"
B102.else.if:
  %".155" = sdiv i64 %".136", 2
  %".156" = srem i64 %".136", 2
  %".157" = xor i64 2, %".156"
  %".158" = icmp slt i64 %".157", 0
  %".159" = icmp ne i64 %".156", 0
  %".160" = and i1 %".159", %".158"
  br i1 %".160", label %"B102.else.if.if", label %"B102.else.if.else"
B102.else.endif:
  %".171" = load i64, i64* %".144"
  %".172" = load i64, i64* %".147"
  store i64 %".171", i64* %"quot"
  store i64 %".172", i64* %"rem"
  br label %"B102.endif"
B102.else.if.if:
  %".165" = sub i64 %".155", 1
  store i64 %".165", i64* %".144"
  %".167" = add i64 %".156", 2
  store i64 %".167", i64* %".147"
  br label %"B102.else.if.endif"
B102.else.if.else:
  store i64 %".155", i64* %".144"
  store i64 %".156", i64* %".147"
  br label %"B102.else.if.endif"
B102.else.if.endif:
  br label %"B102.else.endif"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".1", i32 %".2", i32 %".3", i32 %".4", i32 %".5")

declare i32 @"llvm.nvvm.read.ptx.sreg.laneid"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__8warp_sumB3v17B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__8warp_sumB3v17B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }