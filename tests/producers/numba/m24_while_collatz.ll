; numba-cuda kernel m24_while_collatz(Array(int32, 1, 'A', False, aligned=True), Array(int32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "while_collatz$22"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__13while_collatzB3v22B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__13while_collatzB3v22B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", i32* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", i32* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
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
  %"n" = alloca i32
  store i32 0, i32* %"n"
  %"steps" = alloca i64
  store i64 0, i64* %"steps"
  %"steps.3" = alloca i64
  store i64 0, i64* %"steps.3"
  %"$96pred" = alloca i1
  store i1 0, i1* %"$96pred"
  %"n.3" = alloca i64
  store i64 0, i64* %"n.3"
  %"steps.2" = alloca i64
  store i64 0, i64* %"steps.2"
  %"$188pred" = alloca i1
  store i1 0, i1* %"$188pred"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".139" = alloca i64
  store i64 0, i64* %".139"
  %".142" = alloca i64
  store i64 0, i64* %".142"
  %"$126pred" = alloca i1
  store i1 0, i1* %"$126pred"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".188" = alloca i64
  store i64 0, i64* %".188"
  %".191" = alloca i64
  store i64 0, i64* %".191"
  %"n.4" = alloca i64
  store i64 0, i64* %"n.4"
  %"steps.1" = alloca i64
  store i64 0, i64* %"steps.1"
  %"$176pred" = alloca i1
  store i1 0, i1* %"$176pred"
  %".296" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".296"
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
  br i1 %".49", label %"B66", label %"B204"
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
  %".86" = load i32, i32* %"n"
  store i32 %".84", i32* %"n"
  %".88" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %".91" = load i64, i64* %"steps"
  store i64 0, i64* %"steps"
  %".93" = load i64, i64* %"steps"
  %".95" = load i64, i64* %"steps.3"
  store i64 0, i64* %"steps.3"
  %".97" = load i32, i32* %"n"
  %".98" = sext i32 %".97" to i64
  %".99" = icmp ne i64 %".98", 1
  %".101" = load i1, i1* %"$96pred"
  store i1 %".99", i1* %"$96pred"
  %".103" = load i1, i1* %"$96pred"
  br i1 %".103", label %"B98", label %"B190"
B98:
  %".105" = load i1, i1* %"$96pred"
  store i1 0, i1* %"$96pred"
  %".107" = load i64, i64* %"steps"
  %".108" = load i64, i64* %"steps.3"
  store i64 0, i64* %"steps.3"
  %".110" = load i64, i64* %"steps.3"
  store i64 0, i64* %"steps.3"
  %".112" = load i32, i32* %"n"
  %".113" = sext i32 %".112" to i64
  %".115" = load i64, i64* %"n.3"
  store i64 %".113", i64* %"n.3"
  %".117" = load i32, i32* %"n"
  store i32 0, i32* %"n"
  %".119" = load i64, i64* %"steps"
  %".121" = load i64, i64* %"steps.2"
  store i64 0, i64* %"steps.2"
  %".123" = load i64, i64* %"steps"
  store i64 0, i64* %"steps"
  br label %"B110"
B110:
  %".126" = load i64, i64* %"steps.3"
  store i64 0, i64* %"steps.3"
  %".129" = load i1, i1* %"$188pred"
  store i1 0, i1* %"$188pred"
  %".131" = load i64, i64* %"n.3"
  %".134" = icmp eq i64 2, 0
  br i1 %".134", label %"B110.if", label %"B110.else", !prof !2
B128:
  %".178" = load i1, i1* %"$126pred"
  store i1 0, i1* %"$126pred"
  %".180" = load i64, i64* %"n.3"
  %".183" = icmp eq i64 2, 0
  br i1 %".183", label %"B128.if", label %"B128.else", !prof !2
B140:
  %".227" = load i1, i1* %"$126pred"
  store i1 0, i1* %"$126pred"
  %".229" = load i64, i64* %"n.3"
  %".230" = mul nsw i64 3, %".229"
  %".231" = load i64, i64* %"n.3"
  store i64 0, i64* %"n.3"
  %".233" = add nsw i64 %".230", 1
  %".234" = load i64, i64* %"n.4"
  store i64 %".233", i64* %"n.4"
  br label %"B156"
B156:
  %".237" = load i64, i64* %"steps.2"
  %".238" = add nsw i64 %".237", 1
  %".239" = load i64, i64* %"steps.2"
  store i64 0, i64* %"steps.2"
  %".242" = load i64, i64* %"steps.1"
  store i64 %".238", i64* %"steps.1"
  %".244" = load i64, i64* %"steps.1"
  %".245" = load i64, i64* %"steps.3"
  store i64 %".244", i64* %"steps.3"
  %".247" = load i64, i64* %"n.4"
  %".248" = icmp ne i64 %".247", 1
  %".250" = load i1, i1* %"$176pred"
  store i1 %".248", i1* %"$176pred"
  %".252" = load i1, i1* %"$176pred"
  br i1 %".252", label %"B178", label %"B190"
B178:
  %".254" = load i1, i1* %"$176pred"
  store i1 0, i1* %"$176pred"
  %".256" = load i64, i64* %"steps.1"
  %".257" = load i64, i64* %"steps.3"
  store i64 %".256", i64* %"steps.3"
  %".259" = load i64, i64* %"n.4"
  %".260" = load i64, i64* %"n.3"
  store i64 %".259", i64* %"n.3"
  %".262" = load i64, i64* %"n.4"
  store i64 0, i64* %"n.4"
  %".264" = load i64, i64* %"steps.1"
  %".265" = load i64, i64* %"steps.2"
  store i64 %".264", i64* %"steps.2"
  %".267" = load i64, i64* %"steps.1"
  %".268" = icmp slt i64 %".267", 1000
  %".269" = load i64, i64* %"steps.1"
  store i64 0, i64* %"steps.1"
  %".271" = load i1, i1* %"$188pred"
  store i1 %".268", i1* %"$188pred"
  %".273" = load i1, i1* %"$188pred"
  br i1 %".273", label %"B110", label %"B190"
B190:
  %".275" = load i64, i64* %"steps.2"
  store i64 0, i64* %"steps.2"
  %".277" = load i64, i64* %"steps.1"
  store i64 0, i64* %"steps.1"
  %".279" = load i64, i64* %"steps"
  store i64 0, i64* %"steps"
  %".281" = load i64, i64* %"n.4"
  store i64 0, i64* %"n.4"
  %".283" = load i64, i64* %"n.3"
  store i64 0, i64* %"n.3"
  %".285" = load i32, i32* %"n"
  store i32 0, i32* %"n"
  %".287" = load i1, i1* %"$96pred"
  store i1 0, i1* %"$96pred"
  %".289" = load i1, i1* %"$188pred"
  store i1 0, i1* %"$188pred"
  %".291" = load i1, i1* %"$176pred"
  store i1 0, i1* %"$176pred"
  %".293" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".294" = load i64, i64* %"steps.3"
  %".295" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".296"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".293", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".296"
  %".300" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".296", i32 0, i32 5
  %".301" = getelementptr inbounds [1 x i64], [1 x i64]* %".300", i32 0, i32 0
  %".302" = load i64, i64* %".301", !range !1
  %".303" = insertvalue [1 x i64] undef, i64 %".302", 0
  %".304" = extractvalue [1 x i64] %".303", 0
  %".305" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".296", i32 0, i32 6
  %".306" = load [1 x i64], [1 x i64]* %".305"
  %".307" = extractvalue [1 x i64] %".306", 0
  %".308" = icmp slt i64 %".295", 0
  %".309" = add i64 %".295", %".304"
  %".310" = select  i1 %".308", i64 %".309", i64 %".295"
  %".311" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".296", i32 0, i32 5
  %".312" = getelementptr inbounds [1 x i64], [1 x i64]* %".311", i32 0, i32 0
  %".313" = load i64, i64* %".312", !range !1
  %".314" = insertvalue [1 x i64] undef, i64 %".313", 0
  %".315" = extractvalue [1 x i64] %".314", 0
  %".316" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".296", i32 0, i32 6
  %".317" = load [1 x i64], [1 x i64]* %".316"
  %".318" = extractvalue [1 x i64] %".317", 0
  %".319" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".296", i32 0, i32 4
  %".320" = load i32*, i32** %".319"
  %".321" = mul i64 %".318", %".310"
  %".322" = ptrtoint i32* %".320" to i64
  %".323" = add i64 %".322", %".321"
  %".324" = inttoptr i64 %".323" to i32*
  %".325" = trunc i64 %".294" to i32
  store i32 %".325", i32* %".324"
  %".327" = load i64, i64* %"steps.3"
  store i64 0, i64* %"steps.3"
  %".329" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".331" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B204:
  %".335" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %".337" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".339" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".341" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  ret void
B110.if:
  store i64 2, i64* %"quot"
  store i64 2, i64* %"rem"
  br label %"B110.endif"
B110.else:
  store i64 0, i64* %".139"
  store i64 0, i64* %".142"
  %".145" = icmp eq i64 %".131", -9223372036854775808
  %".146" = icmp eq i64 2, -1
  %".147" = and i1 %".145", %".146"
  %".148" = xor i1 %".147", -1
  br i1 %".148", label %"B110.else.if", label %"B110.else.endif", !prof !3
B110.endif:
  %".171" = load i64, i64* %"rem"
  %".172" = icmp eq i64 %".171", 0
  %".174" = load i1, i1* %"$126pred"
  store i1 %".172", i1* %"$126pred"
  %".176" = load i1, i1* %"$126pred"
  br i1 %".176", label %"B128", label %"B140"
B110.else.if:
  %".150" = sdiv i64 %".131", 2
  %".151" = srem i64 %".131", 2
  %".152" = xor i64 2, %".151"
  %".153" = icmp slt i64 %".152", 0
  %".154" = icmp ne i64 %".151", 0
  %".155" = and i1 %".154", %".153"
  br i1 %".155", label %"B110.else.if.if", label %"B110.else.if.else"
B110.else.endif:
  %".166" = load i64, i64* %".139"
  %".167" = load i64, i64* %".142"
  store i64 %".166", i64* %"quot"
  store i64 %".167", i64* %"rem"
  br label %"B110.endif"
B110.else.if.if:
  %".160" = sub i64 %".150", 1
  store i64 %".160", i64* %".139"
  %".162" = add i64 %".151", 2
  store i64 %".162", i64* %".142"
  br label %"B110.else.if.endif"
B110.else.if.else:
  store i64 %".150", i64* %".139"
  store i64 %".151", i64* %".142"
  br label %"B110.else.if.endif"
B110.else.if.endif:
  br label %"B110.else.endif"
B128.if:
  store i64 2, i64* %"quot.1"
  store i64 2, i64* %"rem.1"
  br label %"B128.endif"
B128.else:
  store i64 0, i64* %".188"
  store i64 0, i64* %".191"
  %".194" = icmp eq i64 %".180", -9223372036854775808
  %".195" = icmp eq i64 2, -1
  %".196" = and i1 %".194", %".195"
  %".197" = xor i1 %".196", -1
  br i1 %".197", label %"B128.else.if", label %"B128.else.endif", !prof !3
B128.endif:
  %".220" = load i64, i64* %"quot.1"
  %".221" = load i64, i64* %"n.3"
  store i64 0, i64* %"n.3"
  %".224" = load i64, i64* %"n.4"
  store i64 %".220", i64* %"n.4"
  br label %"B156"
B128.else.if:
  %".199" = sdiv i64 %".180", 2
  %".200" = srem i64 %".180", 2
  %".201" = xor i64 2, %".200"
  %".202" = icmp slt i64 %".201", 0
  %".203" = icmp ne i64 %".200", 0
  %".204" = and i1 %".203", %".202"
  br i1 %".204", label %"B128.else.if.if", label %"B128.else.if.else"
B128.else.endif:
  %".215" = load i64, i64* %".188"
  %".216" = load i64, i64* %".191"
  store i64 %".215", i64* %"quot.1"
  store i64 %".216", i64* %"rem.1"
  br label %"B128.endif"
B128.else.if.if:
  %".209" = sub i64 %".199", 1
  store i64 %".209", i64* %".188"
  %".211" = add i64 %".200", 2
  store i64 %".211", i64* %".191"
  br label %"B128.else.if.endif"
B128.else.if.else:
  store i64 %".199", i64* %".188"
  store i64 %".200", i64* %".191"
  br label %"B128.else.if.endif"
B128.else.if.endif:
  br label %"B128.else.endif"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__13while_collatzB3v22B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__13while_collatzB3v22B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }