; numba-cuda kernel n32_slices(Array(float64, 2, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "slices$50"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__6slicesB3v50B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi2E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__6slicesB3v50B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi2E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE"(i8* %"m.0", i8* %"m.1", i64 %"m.2", i64 %"m.3", double* %"m.4", i64 %"m.5.0", i64 %"m.5.1", i64 %"m.6.0", i64 %"m.6.1", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", double* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} undef, i8* %"m.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.meminfo", i8* %"m.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.parent", i64 %"m.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.nitems", i64 %"m.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.itemsize", double* %"m.4", 4
  %".19" = insertvalue [2 x i64] undef, i64 %"m.5.0", 0
  %".20" = insertvalue [2 x i64] %".19", i64 %"m.5.1", 1
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.data", [2 x i64] %".20", 5
  %".21" = insertvalue [2 x i64] undef, i64 %"m.6.0", 0
  %".22" = insertvalue [2 x i64] %".21", i64 %"m.6.1", 1
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.shape", [2 x i64] %".22", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", double* %"out.4", 4
  %".23" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".23", 5
  %".24" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".24", 6
  %"m" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %"out" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %"r" = alloca i64
  store i64 0, i64* %"r"
  %".42" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".42"
  %"$76pred" = alloca i1
  store i1 0, i1* %"$76pred"
  %".66" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".66"
  %".80" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".80"
  %".102" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".102"
  %".224" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".224"
  %".255" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".255"
  %".266" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".266"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".286" = alloca i64
  store i64 0, i64* %".286"
  %".289" = alloca i64
  store i64 0, i64* %".289"
  %".322" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".322"
  %".341" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".341"
  %".466" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".466"
  %"col" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"col"
  %"s.3" = alloca double
  store double 0.0, double* %"s.3"
  %".506" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".506"
  %".516" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".516"
  %".528" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".528"
  %".643" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".643"
  %".671" = alloca {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".671"
  %".674" = alloca i64
  store i64 0, i64* %".674"
  %"$phi204.0" = alloca {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %"$phi204.0"
  %".687" = alloca {double, i1}
  store {double, i1} zeroinitializer, {double, i1}* %".687"
  %".690" = alloca {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".690"
  %".696" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".696"
  %".735" = alloca {double, i1}
  store {double, i1} zeroinitializer, {double, i1}* %".735"
  %".741" = alloca {double, i1}
  store {double, i1} zeroinitializer, {double, i1}* %".741"
  %"$204for_iter.3" = alloca i1
  store i1 0, i1* %"$204for_iter.3"
  %"$phi206.1" = alloca double
  store double 0.0, double* %"$phi206.1"
  %"s.4" = alloca double
  store double 0.0, double* %"s.4"
  %".780" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".780"
  %".791" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".791"
  %".803" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".803"
  %".923" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".923"
  %".953" = alloca {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".953"
  %".956" = alloca i64
  store i64 0, i64* %".956"
  %"$phi242.0" = alloca {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %"$phi242.0"
  %".969" = alloca {double, i1}
  store {double, i1} zeroinitializer, {double, i1}* %".969"
  %".972" = alloca {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".972"
  %".978" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".978"
  %".1017" = alloca {double, i1}
  store {double, i1} zeroinitializer, {double, i1}* %".1017"
  %".1023" = alloca {double, i1}
  store {double, i1} zeroinitializer, {double, i1}* %".1023"
  %"$242for_iter.3" = alloca i1
  store i1 0, i1* %"$242for_iter.3"
  %"$phi244.1" = alloca double
  store double 0.0, double* %"$phi244.1"
  %".1057" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1057"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".29" = trunc i64 1 to i32
  %".30" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".31" = sext i32 %".30" to i64
  %".32" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".33" = sext i32 %".32" to i64
  %".34" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".35" = sext i32 %".34" to i64
  %".36" = mul i64 %".33", %".35"
  %".37" = add i64 %".36", %".31"
  %".39" = load i64, i64* %"r"
  store i64 %".37", i64* %"r"
  %".41" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".42"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".41", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".42"
  %".46" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".42", i32 0, i32 5
  %".47" = getelementptr inbounds [2 x i64], [2 x i64]* %".46", i32 0, i32 0
  %".48" = load i64, i64* %".47", !range !1
  %".49" = getelementptr inbounds [2 x i64], [2 x i64]* %".46", i32 0, i32 1
  %".50" = load i64, i64* %".49", !range !1
  %".51" = insertvalue [2 x i64] undef, i64 %".48", 0
  %".52" = insertvalue [2 x i64] %".51", i64 %".50", 1
  %".53" = extractvalue [2 x i64] %".52", 0
  %".54" = load i64, i64* %"r"
  %".55" = icmp slt i64 %".54", %".53"
  %".57" = load i1, i1* %"$76pred"
  store i1 %".55", i1* %"$76pred"
  %".59" = load i1, i1* %"$76pred"
  br i1 %".59", label %"B78", label %"B278"
B78:
  %".61" = load i1, i1* %"$76pred"
  store i1 0, i1* %"$76pred"
  %".63" = icmp slt i64 1, 0
  %".64" = select  i1 %".63", i64 -9223372036854775808, i64 9223372036854775807
  %".65" = select  i1 %".63", i64 9223372036854775807, i64 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".66"
  %".69" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".66", i32 0, i32 0
  store i64 %".65", i64* %".69"
  %".71" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".66", i32 0, i32 1
  store i64 %".64", i64* %".71"
  %".73" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".66", i32 0, i32 2
  store i64 1, i64* %".73"
  %".75" = load {i64, i64, i64}, {i64, i64, i64}* %".66"
  %".76" = load i64, i64* %"r"
  %".77" = insertvalue {i64, {i64, i64, i64}} undef, i64 %".76", 0
  %".78" = insertvalue {i64, {i64, i64, i64}} %".77", {i64, i64, i64} %".75", 1
  %".79" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".80"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".79", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".80"
  %".84" = extractvalue {i64, {i64, i64, i64}} %".78", 0
  %".85" = extractvalue {i64, {i64, i64, i64}} %".78", 1
  %".86" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".80", i32 0, i32 5
  %".87" = getelementptr inbounds [2 x i64], [2 x i64]* %".86", i32 0, i32 0
  %".88" = load i64, i64* %".87", !range !1
  %".89" = getelementptr inbounds [2 x i64], [2 x i64]* %".86", i32 0, i32 1
  %".90" = load i64, i64* %".89", !range !1
  %".91" = insertvalue [2 x i64] undef, i64 %".88", 0
  %".92" = insertvalue [2 x i64] %".91", i64 %".90", 1
  %".93" = extractvalue [2 x i64] %".92", 0
  %".94" = extractvalue [2 x i64] %".92", 1
  %".95" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".80", i32 0, i32 6
  %".96" = load [2 x i64], [2 x i64]* %".95"
  %".97" = extractvalue [2 x i64] %".96", 0
  %".98" = extractvalue [2 x i64] %".96", 1
  %".99" = icmp slt i64 %".84", 0
  %".100" = add i64 %".84", %".93"
  %".101" = select  i1 %".99", i64 %".100", i64 %".84"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".102"
  store {i64, i64, i64} %".85", {i64, i64, i64}* %".102"
  %".106" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 2
  %".107" = load i64, i64* %".106"
  %".108" = icmp slt i64 %".107", 0
  br i1 %".108", label %"B78.if", label %"B78.else"
B204:
  %".686" = load {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %"$phi204.0"
  store {double, i1} zeroinitializer, {double, i1}* %".687"
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".690"
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %".686", {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".690"
  %".694" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".690", i32 0, i32 1
  %".695" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".694"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".696"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".695", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".696"
  %".700" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".696", i32 0, i32 5
  %".701" = getelementptr inbounds [1 x i64], [1 x i64]* %".700", i32 0, i32 0
  %".702" = load i64, i64* %".701", !range !1
  %".703" = insertvalue [1 x i64] undef, i64 %".702", 0
  %".704" = extractvalue [1 x i64] %".703", 0
  %".705" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".690", i32 0, i32 0
  %".706" = load i64*, i64** %".705"
  %".707" = load i64, i64* %".706"
  %".708" = icmp slt i64 %".707", %".704"
  %".709" = getelementptr inbounds {double, i1}, {double, i1}* %".687", i32 0, i32 1
  store i1 %".708", i1* %".709"
  br i1 %".708", label %"B204.if", label %"B204.endif"
B206:
  %".755" = load i1, i1* %"$204for_iter.3"
  store i1 0, i1* %"$204for_iter.3"
  %".757" = load double, double* %"$phi206.1"
  %".758" = load double, double* %"$phi206.1"
  store double 0.0, double* %"$phi206.1"
  %".760" = load double, double* %"s.3"
  %".761" = fadd double %".760", %".757"
  %".762" = load double, double* %"s.3"
  store double %".761", double* %"s.3"
  br label %"B204"
B220:
  %".765" = load double, double* %"$phi206.1"
  store double 0.0, double* %"$phi206.1"
  %".767" = load {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %"$phi204.0"
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %"$phi204.0"
  %".769" = load i1, i1* %"$204for_iter.3"
  store i1 0, i1* %"$204for_iter.3"
  %".771" = load double, double* %"s.3"
  %".773" = load double, double* %"s.4"
  store double %".771", double* %"s.4"
  %".775" = load double, double* %"s.3"
  store double 0.0, double* %"s.3"
  %".777" = icmp slt i64 2, 0
  %".778" = select  i1 %".777", i64 -9223372036854775808, i64 9223372036854775807
  %".779" = select  i1 %".777", i64 9223372036854775807, i64 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".780"
  %".783" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".780", i32 0, i32 0
  store i64 %".779", i64* %".783"
  %".785" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".780", i32 0, i32 1
  store i64 %".778", i64* %".785"
  %".787" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".780", i32 0, i32 2
  store i64 2, i64* %".787"
  %".789" = load {i64, i64, i64}, {i64, i64, i64}* %".780"
  %".790" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"col"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".791"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".790", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".791"
  %".795" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".791", i32 0, i32 5
  %".796" = getelementptr inbounds [1 x i64], [1 x i64]* %".795", i32 0, i32 0
  %".797" = load i64, i64* %".796", !range !1
  %".798" = insertvalue [1 x i64] undef, i64 %".797", 0
  %".799" = extractvalue [1 x i64] %".798", 0
  %".800" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".791", i32 0, i32 6
  %".801" = load [1 x i64], [1 x i64]* %".800"
  %".802" = extractvalue [1 x i64] %".801", 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".803"
  store {i64, i64, i64} %".789", {i64, i64, i64}* %".803"
  %".807" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 2
  %".808" = load i64, i64* %".807"
  %".809" = icmp eq i64 %".808", 0
  br i1 %".809", label %"B220.if", label %"B220.endif", !prof !2
B242:
  %".968" = load {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %"$phi242.0"
  store {double, i1} zeroinitializer, {double, i1}* %".969"
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".972"
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %".968", {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".972"
  %".976" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".972", i32 0, i32 1
  %".977" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".976"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".978"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".977", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".978"
  %".982" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".978", i32 0, i32 5
  %".983" = getelementptr inbounds [1 x i64], [1 x i64]* %".982", i32 0, i32 0
  %".984" = load i64, i64* %".983", !range !1
  %".985" = insertvalue [1 x i64] undef, i64 %".984", 0
  %".986" = extractvalue [1 x i64] %".985", 0
  %".987" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".972", i32 0, i32 0
  %".988" = load i64*, i64** %".987"
  %".989" = load i64, i64* %".988"
  %".990" = icmp slt i64 %".989", %".986"
  %".991" = getelementptr inbounds {double, i1}, {double, i1}* %".969", i32 0, i32 1
  store i1 %".990", i1* %".991"
  br i1 %".990", label %"B242.if", label %"B242.endif"
B244:
  %".1037" = load i1, i1* %"$242for_iter.3"
  store i1 0, i1* %"$242for_iter.3"
  %".1039" = load double, double* %"$phi244.1"
  %".1040" = load double, double* %"$phi244.1"
  store double 0.0, double* %"$phi244.1"
  %".1042" = fmul double %".1039", 0x3fe0000000000000
  %".1043" = load double, double* %"s.4"
  %".1044" = fsub double %".1043", %".1042"
  %".1045" = load double, double* %"s.4"
  store double %".1044", double* %"s.4"
  br label %"B242"
B264:
  %".1048" = load double, double* %"$phi244.1"
  store double 0.0, double* %"$phi244.1"
  %".1050" = load {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %"$phi242.0"
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %"$phi242.0"
  %".1052" = load i1, i1* %"$242for_iter.3"
  store i1 0, i1* %"$242for_iter.3"
  %".1054" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".1055" = load double, double* %"s.4"
  %".1056" = load i64, i64* %"r"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1057"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".1054", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1057"
  %".1061" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1057", i32 0, i32 5
  %".1062" = getelementptr inbounds [1 x i64], [1 x i64]* %".1061", i32 0, i32 0
  %".1063" = load i64, i64* %".1062", !range !1
  %".1064" = insertvalue [1 x i64] undef, i64 %".1063", 0
  %".1065" = extractvalue [1 x i64] %".1064", 0
  %".1066" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1057", i32 0, i32 6
  %".1067" = load [1 x i64], [1 x i64]* %".1066"
  %".1068" = extractvalue [1 x i64] %".1067", 0
  %".1069" = icmp slt i64 %".1056", 0
  %".1070" = add i64 %".1056", %".1065"
  %".1071" = select  i1 %".1069", i64 %".1070", i64 %".1056"
  %".1072" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1057", i32 0, i32 5
  %".1073" = getelementptr inbounds [1 x i64], [1 x i64]* %".1072", i32 0, i32 0
  %".1074" = load i64, i64* %".1073", !range !1
  %".1075" = insertvalue [1 x i64] undef, i64 %".1074", 0
  %".1076" = extractvalue [1 x i64] %".1075", 0
  %".1077" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1057", i32 0, i32 6
  %".1078" = load [1 x i64], [1 x i64]* %".1077"
  %".1079" = extractvalue [1 x i64] %".1078", 0
  %".1080" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1057", i32 0, i32 4
  %".1081" = load double*, double** %".1080"
  %".1082" = mul i64 %".1079", %".1071"
  %".1083" = ptrtoint double* %".1081" to i64
  %".1084" = add i64 %".1083", %".1082"
  %".1085" = inttoptr i64 %".1084" to double*
  store double %".1055", double* %".1085"
  %".1087" = load double, double* %"s.4"
  store double 0.0, double* %"s.4"
  %".1089" = load i64, i64* %"r"
  store i64 0, i64* %"r"
  %".1091" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  ret void
B278:
  %".1095" = load i64, i64* %"r"
  store i64 0, i64* %"r"
  %".1097" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".1099" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".1101" = load i1, i1* %"$76pred"
  store i1 0, i1* %"$76pred"
  ret void
B78.if:
  %".145" = add i64 %".94", -1
  %".146" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 0
  %".147" = load i64, i64* %".146"
  %".148" = icmp slt i64 %".147", 0
  %".149" = add i64 %".147", %".94"
  %".150" = select  i1 %".148", i64 %".149", i64 %".147"
  %".151" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 0
  store i64 %".150", i64* %".151"
  %".153" = icmp slt i64 %".150", 0
  br i1 %".153", label %"B78.if.if", label %"B78.if.endif", !prof !2
B78.else:
  %".110" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 0
  %".111" = load i64, i64* %".110"
  %".112" = icmp slt i64 %".111", 0
  %".113" = add i64 %".111", %".94"
  %".114" = select  i1 %".112", i64 %".113", i64 %".111"
  %".115" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 0
  store i64 %".114", i64* %".115"
  %".117" = icmp slt i64 %".114", 0
  br i1 %".117", label %"B78.else.if", label %"B78.else.endif", !prof !2
B78.endif:
  %".181" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 0
  %".182" = load i64, i64* %".181"
  %".183" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 0
  %".184" = load i64, i64* %".183"
  %".185" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 1
  %".186" = load i64, i64* %".185"
  %".187" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 2
  %".188" = load i64, i64* %".187"
  %".189" = icmp slt i64 %".188", 0
  %".190" = sub i64 %".186", %".184"
  %".191" = sub i64 %".190", 1
  %".192" = add i64 %".190", 1
  %".193" = select  i1 %".189", i64 %".192", i64 %".191"
  %".194" = sdiv i64 %".193", %".188"
  %".195" = add i64 1, %".194"
  %".196" = icmp sge i64 %".190", 0
  %".197" = icmp sle i64 %".190", 0
  %".198" = select  i1 %".189", i1 %".196", i1 %".197"
  %".199" = select  i1 %".198", i64 0, i64 %".195"
  %".200" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 2
  %".201" = load i64, i64* %".200"
  %".202" = mul i64 %".201", %".98"
  %".203" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".80", i32 0, i32 5
  %".204" = getelementptr inbounds [2 x i64], [2 x i64]* %".203", i32 0, i32 0
  %".205" = load i64, i64* %".204", !range !1
  %".206" = getelementptr inbounds [2 x i64], [2 x i64]* %".203", i32 0, i32 1
  %".207" = load i64, i64* %".206", !range !1
  %".208" = insertvalue [2 x i64] undef, i64 %".205", 0
  %".209" = insertvalue [2 x i64] %".208", i64 %".207", 1
  %".210" = extractvalue [2 x i64] %".209", 0
  %".211" = extractvalue [2 x i64] %".209", 1
  %".212" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".80", i32 0, i32 6
  %".213" = load [2 x i64], [2 x i64]* %".212"
  %".214" = extractvalue [2 x i64] %".213", 0
  %".215" = extractvalue [2 x i64] %".213", 1
  %".216" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".80", i32 0, i32 4
  %".217" = load double*, double** %".216"
  %".218" = mul i64 %".214", %".101"
  %".219" = mul i64 %".215", %".182"
  %".220" = add i64 %".218", %".219"
  %".221" = ptrtoint double* %".217" to i64
  %".222" = add i64 %".221", %".220"
  %".223" = inttoptr i64 %".222" to double*
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".224"
  %".227" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".80", i32 0, i32 3
  %".228" = load i64, i64* %".227"
  %".229" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".80", i32 0, i32 0
  %".230" = load i8*, i8** %".229"
  %".231" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".80", i32 0, i32 1
  %".232" = load i8*, i8** %".231"
  %".233" = insertvalue [1 x i64] undef, i64 %".199", 0
  %".234" = insertvalue [1 x i64] undef, i64 %".202", 0
  %".235" = extractvalue [1 x i64] %".233", 0
  %".236" = mul nsw i64 1, %".235"
  %".237" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".224", i32 0, i32 5
  store [1 x i64] %".233", [1 x i64]* %".237"
  %".239" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".224", i32 0, i32 6
  store [1 x i64] %".234", [1 x i64]* %".239"
  %".241" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".224", i32 0, i32 4
  store double* %".223", double** %".241"
  %".243" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".224", i32 0, i32 3
  store i64 %".228", i64* %".243"
  %".245" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".224", i32 0, i32 0
  store i8* %".230", i8** %".245"
  %".247" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".224", i32 0, i32 1
  store i8* %".232", i8** %".247"
  %".249" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".224", i32 0, i32 2
  store i64 %".236", i64* %".249"
  %".251" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".224"
  %".252" = icmp slt i64 1, 0
  %".253" = select  i1 %".252", i64 -9223372036854775808, i64 9223372036854775807
  %".254" = select  i1 %".252", i64 9223372036854775807, i64 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".255"
  %".258" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".255", i32 0, i32 0
  store i64 %".254", i64* %".258"
  %".260" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".255", i32 0, i32 1
  store i64 %".253", i64* %".260"
  %".262" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".255", i32 0, i32 2
  store i64 1, i64* %".262"
  %".264" = load {i64, i64, i64}, {i64, i64, i64}* %".255"
  %".265" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".266"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".265", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".266"
  %".270" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".266", i32 0, i32 5
  %".271" = getelementptr inbounds [2 x i64], [2 x i64]* %".270", i32 0, i32 0
  %".272" = load i64, i64* %".271", !range !1
  %".273" = getelementptr inbounds [2 x i64], [2 x i64]* %".270", i32 0, i32 1
  %".274" = load i64, i64* %".273", !range !1
  %".275" = insertvalue [2 x i64] undef, i64 %".272", 0
  %".276" = insertvalue [2 x i64] %".275", i64 %".274", 1
  %".277" = extractvalue [2 x i64] %".276", 1
  %".278" = load i64, i64* %"r"
  %".281" = icmp eq i64 %".277", 0
  br i1 %".281", label %"B78.endif.if", label %"B78.endif.else", !prof !2
B78.else.if:
  %".119" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 0
  store i64 0, i64* %".119"
  br label %"B78.else.endif"
B78.else.endif:
  %".122" = icmp sge i64 %".114", %".94"
  br i1 %".122", label %"B78.else.endif.if", label %"B78.else.endif.endif", !prof !2
B78.else.endif.if:
  %".124" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 0
  store i64 %".94", i64* %".124"
  br label %"B78.else.endif.endif"
B78.else.endif.endif:
  %".127" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 1
  %".128" = load i64, i64* %".127"
  %".129" = icmp slt i64 %".128", 0
  %".130" = add i64 %".128", %".94"
  %".131" = select  i1 %".129", i64 %".130", i64 %".128"
  %".132" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 1
  store i64 %".131", i64* %".132"
  %".134" = icmp slt i64 %".131", 0
  br i1 %".134", label %"B78.else.endif.endif.if", label %"B78.else.endif.endif.endif", !prof !2
B78.else.endif.endif.if:
  %".136" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 1
  store i64 0, i64* %".136"
  br label %"B78.else.endif.endif.endif"
B78.else.endif.endif.endif:
  %".139" = icmp sge i64 %".131", %".94"
  br i1 %".139", label %"B78.else.endif.endif.endif.if", label %"B78.else.endif.endif.endif.endif", !prof !2
B78.else.endif.endif.endif.if:
  %".141" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 1
  store i64 %".94", i64* %".141"
  br label %"B78.else.endif.endif.endif.endif"
B78.else.endif.endif.endif.endif:
  br label %"B78.endif"
B78.if.if:
  %".155" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 0
  store i64 -1, i64* %".155"
  br label %"B78.if.endif"
B78.if.endif:
  %".158" = icmp sge i64 %".150", %".94"
  br i1 %".158", label %"B78.if.endif.if", label %"B78.if.endif.endif", !prof !2
B78.if.endif.if:
  %".160" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 0
  store i64 %".145", i64* %".160"
  br label %"B78.if.endif.endif"
B78.if.endif.endif:
  %".163" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 1
  %".164" = load i64, i64* %".163"
  %".165" = icmp slt i64 %".164", 0
  %".166" = add i64 %".164", %".94"
  %".167" = select  i1 %".165", i64 %".166", i64 %".164"
  %".168" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 1
  store i64 %".167", i64* %".168"
  %".170" = icmp slt i64 %".167", 0
  br i1 %".170", label %"B78.if.endif.endif.if", label %"B78.if.endif.endif.endif", !prof !2
B78.if.endif.endif.if:
  %".172" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 1
  store i64 -1, i64* %".172"
  br label %"B78.if.endif.endif.endif"
B78.if.endif.endif.endif:
  %".175" = icmp sge i64 %".167", %".94"
  br i1 %".175", label %"B78.if.endif.endif.endif.if", label %"B78.if.endif.endif.endif.endif", !prof !2
B78.if.endif.endif.endif.if:
  %".177" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".102", i32 0, i32 1
  store i64 %".145", i64* %".177"
  br label %"B78.if.endif.endif.endif.endif"
B78.if.endif.endif.endif.endif:
  br label %"B78.endif"
B78.endif.if:
  store i64 %".277", i64* %"quot"
  store i64 %".277", i64* %"rem"
  br label %"B78.endif.endif"
B78.endif.else:
  store i64 0, i64* %".286"
  store i64 0, i64* %".289"
  %".292" = icmp eq i64 %".278", -9223372036854775808
  %".293" = icmp eq i64 %".277", -1
  %".294" = and i1 %".292", %".293"
  %".295" = xor i1 %".294", -1
  br i1 %".295", label %"B78.endif.else.if", label %"B78.endif.else.endif", !prof !3
B78.endif.endif:
  %".318" = load i64, i64* %"rem"
  %".319" = insertvalue {{i64, i64, i64}, i64} undef, {i64, i64, i64} %".264", 0
  %".320" = insertvalue {{i64, i64, i64}, i64} %".319", i64 %".318", 1
  %".321" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".322"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".321", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".322"
  %".326" = extractvalue {{i64, i64, i64}, i64} %".320", 0
  %".327" = extractvalue {{i64, i64, i64}, i64} %".320", 1
  %".328" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".322", i32 0, i32 5
  %".329" = getelementptr inbounds [2 x i64], [2 x i64]* %".328", i32 0, i32 0
  %".330" = load i64, i64* %".329", !range !1
  %".331" = getelementptr inbounds [2 x i64], [2 x i64]* %".328", i32 0, i32 1
  %".332" = load i64, i64* %".331", !range !1
  %".333" = insertvalue [2 x i64] undef, i64 %".330", 0
  %".334" = insertvalue [2 x i64] %".333", i64 %".332", 1
  %".335" = extractvalue [2 x i64] %".334", 0
  %".336" = extractvalue [2 x i64] %".334", 1
  %".337" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".322", i32 0, i32 6
  %".338" = load [2 x i64], [2 x i64]* %".337"
  %".339" = extractvalue [2 x i64] %".338", 0
  %".340" = extractvalue [2 x i64] %".338", 1
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".341"
  store {i64, i64, i64} %".326", {i64, i64, i64}* %".341"
  %".345" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 2
  %".346" = load i64, i64* %".345"
  %".347" = icmp slt i64 %".346", 0
  br i1 %".347", label %"B78.endif.endif.if", label %"B78.endif.endif.else"
B78.endif.else.if:
  %".297" = sdiv i64 %".278", %".277"
  %".298" = srem i64 %".278", %".277"
  %".299" = xor i64 %".277", %".298"
  %".300" = icmp slt i64 %".299", 0
  %".301" = icmp ne i64 %".298", 0
  %".302" = and i1 %".301", %".300"
  br i1 %".302", label %"B78.endif.else.if.if", label %"B78.endif.else.if.else"
B78.endif.else.endif:
  %".313" = load i64, i64* %".286"
  %".314" = load i64, i64* %".289"
  store i64 %".313", i64* %"quot"
  store i64 %".314", i64* %"rem"
  br label %"B78.endif.endif"
B78.endif.else.if.if:
  %".307" = sub i64 %".297", 1
  store i64 %".307", i64* %".286"
  %".309" = add i64 %".298", %".277"
  store i64 %".309", i64* %".289"
  br label %"B78.endif.else.if.endif"
B78.endif.else.if.else:
  store i64 %".297", i64* %".286"
  store i64 %".298", i64* %".289"
  br label %"B78.endif.else.if.endif"
B78.endif.else.if.endif:
  br label %"B78.endif.else.endif"
B78.endif.endif.if:
  %".384" = add i64 %".335", -1
  %".385" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 0
  %".386" = load i64, i64* %".385"
  %".387" = icmp slt i64 %".386", 0
  %".388" = add i64 %".386", %".335"
  %".389" = select  i1 %".387", i64 %".388", i64 %".386"
  %".390" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 0
  store i64 %".389", i64* %".390"
  %".392" = icmp slt i64 %".389", 0
  br i1 %".392", label %"B78.endif.endif.if.if", label %"B78.endif.endif.if.endif", !prof !2
B78.endif.endif.else:
  %".349" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 0
  %".350" = load i64, i64* %".349"
  %".351" = icmp slt i64 %".350", 0
  %".352" = add i64 %".350", %".335"
  %".353" = select  i1 %".351", i64 %".352", i64 %".350"
  %".354" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 0
  store i64 %".353", i64* %".354"
  %".356" = icmp slt i64 %".353", 0
  br i1 %".356", label %"B78.endif.endif.else.if", label %"B78.endif.endif.else.endif", !prof !2
B78.endif.endif.endif:
  %".420" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 0
  %".421" = load i64, i64* %".420"
  %".422" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 0
  %".423" = load i64, i64* %".422"
  %".424" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 1
  %".425" = load i64, i64* %".424"
  %".426" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 2
  %".427" = load i64, i64* %".426"
  %".428" = icmp slt i64 %".427", 0
  %".429" = sub i64 %".425", %".423"
  %".430" = sub i64 %".429", 1
  %".431" = add i64 %".429", 1
  %".432" = select  i1 %".428", i64 %".431", i64 %".430"
  %".433" = sdiv i64 %".432", %".427"
  %".434" = add i64 1, %".433"
  %".435" = icmp sge i64 %".429", 0
  %".436" = icmp sle i64 %".429", 0
  %".437" = select  i1 %".428", i1 %".435", i1 %".436"
  %".438" = select  i1 %".437", i64 0, i64 %".434"
  %".439" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 2
  %".440" = load i64, i64* %".439"
  %".441" = mul i64 %".440", %".339"
  %".442" = icmp slt i64 %".327", 0
  %".443" = add i64 %".327", %".336"
  %".444" = select  i1 %".442", i64 %".443", i64 %".327"
  %".445" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".322", i32 0, i32 5
  %".446" = getelementptr inbounds [2 x i64], [2 x i64]* %".445", i32 0, i32 0
  %".447" = load i64, i64* %".446", !range !1
  %".448" = getelementptr inbounds [2 x i64], [2 x i64]* %".445", i32 0, i32 1
  %".449" = load i64, i64* %".448", !range !1
  %".450" = insertvalue [2 x i64] undef, i64 %".447", 0
  %".451" = insertvalue [2 x i64] %".450", i64 %".449", 1
  %".452" = extractvalue [2 x i64] %".451", 0
  %".453" = extractvalue [2 x i64] %".451", 1
  %".454" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".322", i32 0, i32 6
  %".455" = load [2 x i64], [2 x i64]* %".454"
  %".456" = extractvalue [2 x i64] %".455", 0
  %".457" = extractvalue [2 x i64] %".455", 1
  %".458" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".322", i32 0, i32 4
  %".459" = load double*, double** %".458"
  %".460" = mul i64 %".456", %".421"
  %".461" = mul i64 %".457", %".444"
  %".462" = add i64 %".460", %".461"
  %".463" = ptrtoint double* %".459" to i64
  %".464" = add i64 %".463", %".462"
  %".465" = inttoptr i64 %".464" to double*
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".466"
  %".469" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".322", i32 0, i32 3
  %".470" = load i64, i64* %".469"
  %".471" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".322", i32 0, i32 0
  %".472" = load i8*, i8** %".471"
  %".473" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".322", i32 0, i32 1
  %".474" = load i8*, i8** %".473"
  %".475" = insertvalue [1 x i64] undef, i64 %".438", 0
  %".476" = insertvalue [1 x i64] undef, i64 %".441", 0
  %".477" = extractvalue [1 x i64] %".475", 0
  %".478" = mul nsw i64 1, %".477"
  %".479" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".466", i32 0, i32 5
  store [1 x i64] %".475", [1 x i64]* %".479"
  %".481" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".466", i32 0, i32 6
  store [1 x i64] %".476", [1 x i64]* %".481"
  %".483" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".466", i32 0, i32 4
  store double* %".465", double** %".483"
  %".485" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".466", i32 0, i32 3
  store i64 %".470", i64* %".485"
  %".487" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".466", i32 0, i32 0
  store i8* %".472", i8** %".487"
  %".489" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".466", i32 0, i32 1
  store i8* %".474", i8** %".489"
  %".491" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".466", i32 0, i32 2
  store i64 %".478", i64* %".491"
  %".493" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".466"
  %".495" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"col"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".493", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"col"
  %".497" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"m"
  %".499" = sitofp i64 0 to double
  %".501" = load double, double* %"s.3"
  store double %".499", double* %"s.3"
  %".503" = icmp slt i64 1, 0
  %".504" = select  i1 %".503", i64 -9223372036854775808, i64 9223372036854775807
  %".505" = select  i1 %".503", i64 9223372036854775807, i64 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".506"
  %".509" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".506", i32 0, i32 0
  store i64 1, i64* %".509"
  %".511" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".506", i32 0, i32 1
  store i64 %".504", i64* %".511"
  %".513" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".506", i32 0, i32 2
  store i64 1, i64* %".513"
  %".515" = load {i64, i64, i64}, {i64, i64, i64}* %".506"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".516"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".251", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".516"
  %".520" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".516", i32 0, i32 5
  %".521" = getelementptr inbounds [1 x i64], [1 x i64]* %".520", i32 0, i32 0
  %".522" = load i64, i64* %".521", !range !1
  %".523" = insertvalue [1 x i64] undef, i64 %".522", 0
  %".524" = extractvalue [1 x i64] %".523", 0
  %".525" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".516", i32 0, i32 6
  %".526" = load [1 x i64], [1 x i64]* %".525"
  %".527" = extractvalue [1 x i64] %".526", 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".528"
  store {i64, i64, i64} %".515", {i64, i64, i64}* %".528"
  %".532" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 2
  %".533" = load i64, i64* %".532"
  %".534" = icmp slt i64 %".533", 0
  br i1 %".534", label %"B78.endif.endif.endif.if", label %"B78.endif.endif.endif.else"
B78.endif.endif.else.if:
  %".358" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 0
  store i64 0, i64* %".358"
  br label %"B78.endif.endif.else.endif"
B78.endif.endif.else.endif:
  %".361" = icmp sge i64 %".353", %".335"
  br i1 %".361", label %"B78.endif.endif.else.endif.if", label %"B78.endif.endif.else.endif.endif", !prof !2
B78.endif.endif.else.endif.if:
  %".363" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 0
  store i64 %".335", i64* %".363"
  br label %"B78.endif.endif.else.endif.endif"
B78.endif.endif.else.endif.endif:
  %".366" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 1
  %".367" = load i64, i64* %".366"
  %".368" = icmp slt i64 %".367", 0
  %".369" = add i64 %".367", %".335"
  %".370" = select  i1 %".368", i64 %".369", i64 %".367"
  %".371" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 1
  store i64 %".370", i64* %".371"
  %".373" = icmp slt i64 %".370", 0
  br i1 %".373", label %"B78.endif.endif.else.endif.endif.if", label %"B78.endif.endif.else.endif.endif.endif", !prof !2
B78.endif.endif.else.endif.endif.if:
  %".375" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 1
  store i64 0, i64* %".375"
  br label %"B78.endif.endif.else.endif.endif.endif"
B78.endif.endif.else.endif.endif.endif:
  %".378" = icmp sge i64 %".370", %".335"
  br i1 %".378", label %"B78.endif.endif.else.endif.endif.endif.if", label %"B78.endif.endif.else.endif.endif.endif.endif", !prof !2
B78.endif.endif.else.endif.endif.endif.if:
  %".380" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 1
  store i64 %".335", i64* %".380"
  br label %"B78.endif.endif.else.endif.endif.endif.endif"
B78.endif.endif.else.endif.endif.endif.endif:
  br label %"B78.endif.endif.endif"
B78.endif.endif.if.if:
  %".394" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 0
  store i64 -1, i64* %".394"
  br label %"B78.endif.endif.if.endif"
B78.endif.endif.if.endif:
  %".397" = icmp sge i64 %".389", %".335"
  br i1 %".397", label %"B78.endif.endif.if.endif.if", label %"B78.endif.endif.if.endif.endif", !prof !2
B78.endif.endif.if.endif.if:
  %".399" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 0
  store i64 %".384", i64* %".399"
  br label %"B78.endif.endif.if.endif.endif"
B78.endif.endif.if.endif.endif:
  %".402" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 1
  %".403" = load i64, i64* %".402"
  %".404" = icmp slt i64 %".403", 0
  %".405" = add i64 %".403", %".335"
  %".406" = select  i1 %".404", i64 %".405", i64 %".403"
  %".407" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 1
  store i64 %".406", i64* %".407"
  %".409" = icmp slt i64 %".406", 0
  br i1 %".409", label %"B78.endif.endif.if.endif.endif.if", label %"B78.endif.endif.if.endif.endif.endif", !prof !2
B78.endif.endif.if.endif.endif.if:
  %".411" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 1
  store i64 -1, i64* %".411"
  br label %"B78.endif.endif.if.endif.endif.endif"
B78.endif.endif.if.endif.endif.endif:
  %".414" = icmp sge i64 %".406", %".335"
  br i1 %".414", label %"B78.endif.endif.if.endif.endif.endif.if", label %"B78.endif.endif.if.endif.endif.endif.endif", !prof !2
B78.endif.endif.if.endif.endif.endif.if:
  %".416" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".341", i32 0, i32 1
  store i64 %".384", i64* %".416"
  br label %"B78.endif.endif.if.endif.endif.endif.endif"
B78.endif.endif.if.endif.endif.endif.endif:
  br label %"B78.endif.endif.endif"
B78.endif.endif.endif.if:
  %".571" = add i64 %".524", -1
  %".572" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 0
  %".573" = load i64, i64* %".572"
  %".574" = icmp slt i64 %".573", 0
  %".575" = add i64 %".573", %".524"
  %".576" = select  i1 %".574", i64 %".575", i64 %".573"
  %".577" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 0
  store i64 %".576", i64* %".577"
  %".579" = icmp slt i64 %".576", 0
  br i1 %".579", label %"B78.endif.endif.endif.if.if", label %"B78.endif.endif.endif.if.endif", !prof !2
B78.endif.endif.endif.else:
  %".536" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 0
  %".537" = load i64, i64* %".536"
  %".538" = icmp slt i64 %".537", 0
  %".539" = add i64 %".537", %".524"
  %".540" = select  i1 %".538", i64 %".539", i64 %".537"
  %".541" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 0
  store i64 %".540", i64* %".541"
  %".543" = icmp slt i64 %".540", 0
  br i1 %".543", label %"B78.endif.endif.endif.else.if", label %"B78.endif.endif.endif.else.endif", !prof !2
B78.endif.endif.endif.endif:
  %".607" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 0
  %".608" = load i64, i64* %".607"
  %".609" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 0
  %".610" = load i64, i64* %".609"
  %".611" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 1
  %".612" = load i64, i64* %".611"
  %".613" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 2
  %".614" = load i64, i64* %".613"
  %".615" = icmp slt i64 %".614", 0
  %".616" = sub i64 %".612", %".610"
  %".617" = sub i64 %".616", 1
  %".618" = add i64 %".616", 1
  %".619" = select  i1 %".615", i64 %".618", i64 %".617"
  %".620" = sdiv i64 %".619", %".614"
  %".621" = add i64 1, %".620"
  %".622" = icmp sge i64 %".616", 0
  %".623" = icmp sle i64 %".616", 0
  %".624" = select  i1 %".615", i1 %".622", i1 %".623"
  %".625" = select  i1 %".624", i64 0, i64 %".621"
  %".626" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 2
  %".627" = load i64, i64* %".626"
  %".628" = mul i64 %".627", %".527"
  %".629" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".516", i32 0, i32 5
  %".630" = getelementptr inbounds [1 x i64], [1 x i64]* %".629", i32 0, i32 0
  %".631" = load i64, i64* %".630", !range !1
  %".632" = insertvalue [1 x i64] undef, i64 %".631", 0
  %".633" = extractvalue [1 x i64] %".632", 0
  %".634" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".516", i32 0, i32 6
  %".635" = load [1 x i64], [1 x i64]* %".634"
  %".636" = extractvalue [1 x i64] %".635", 0
  %".637" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".516", i32 0, i32 4
  %".638" = load double*, double** %".637"
  %".639" = mul i64 %".636", %".608"
  %".640" = ptrtoint double* %".638" to i64
  %".641" = add i64 %".640", %".639"
  %".642" = inttoptr i64 %".641" to double*
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".643"
  %".646" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".516", i32 0, i32 3
  %".647" = load i64, i64* %".646"
  %".648" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".516", i32 0, i32 0
  %".649" = load i8*, i8** %".648"
  %".650" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".516", i32 0, i32 1
  %".651" = load i8*, i8** %".650"
  %".652" = insertvalue [1 x i64] undef, i64 %".625", 0
  %".653" = insertvalue [1 x i64] undef, i64 %".628", 0
  %".654" = extractvalue [1 x i64] %".652", 0
  %".655" = mul nsw i64 1, %".654"
  %".656" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".643", i32 0, i32 5
  store [1 x i64] %".652", [1 x i64]* %".656"
  %".658" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".643", i32 0, i32 6
  store [1 x i64] %".653", [1 x i64]* %".658"
  %".660" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".643", i32 0, i32 4
  store double* %".642", double** %".660"
  %".662" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".643", i32 0, i32 3
  store i64 %".647", i64* %".662"
  %".664" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".643", i32 0, i32 0
  store i8* %".649", i8** %".664"
  %".666" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".643", i32 0, i32 1
  store i8* %".651", i8** %".666"
  %".668" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".643", i32 0, i32 2
  store i64 %".655", i64* %".668"
  %".670" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".643"
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".671"
  store i64 0, i64* %".674"
  %".677" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".671", i32 0, i32 0
  store i64* %".674", i64** %".677"
  %".679" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".671", i32 0, i32 1
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".670", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".679"
  %".681" = load {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".671"
  %".683" = load {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %"$phi204.0"
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %".681", {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %"$phi204.0"
  br label %"B204"
B78.endif.endif.endif.else.if:
  %".545" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 0
  store i64 0, i64* %".545"
  br label %"B78.endif.endif.endif.else.endif"
B78.endif.endif.endif.else.endif:
  %".548" = icmp sge i64 %".540", %".524"
  br i1 %".548", label %"B78.endif.endif.endif.else.endif.if", label %"B78.endif.endif.endif.else.endif.endif", !prof !2
B78.endif.endif.endif.else.endif.if:
  %".550" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 0
  store i64 %".524", i64* %".550"
  br label %"B78.endif.endif.endif.else.endif.endif"
B78.endif.endif.endif.else.endif.endif:
  %".553" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 1
  %".554" = load i64, i64* %".553"
  %".555" = icmp slt i64 %".554", 0
  %".556" = add i64 %".554", %".524"
  %".557" = select  i1 %".555", i64 %".556", i64 %".554"
  %".558" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 1
  store i64 %".557", i64* %".558"
  %".560" = icmp slt i64 %".557", 0
  br i1 %".560", label %"B78.endif.endif.endif.else.endif.endif.if", label %"B78.endif.endif.endif.else.endif.endif.endif", !prof !2
B78.endif.endif.endif.else.endif.endif.if:
  %".562" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 1
  store i64 0, i64* %".562"
  br label %"B78.endif.endif.endif.else.endif.endif.endif"
B78.endif.endif.endif.else.endif.endif.endif:
  %".565" = icmp sge i64 %".557", %".524"
  br i1 %".565", label %"B78.endif.endif.endif.else.endif.endif.endif.if", label %"B78.endif.endif.endif.else.endif.endif.endif.endif", !prof !2
B78.endif.endif.endif.else.endif.endif.endif.if:
  %".567" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 1
  store i64 %".524", i64* %".567"
  br label %"B78.endif.endif.endif.else.endif.endif.endif.endif"
B78.endif.endif.endif.else.endif.endif.endif.endif:
  br label %"B78.endif.endif.endif.endif"
B78.endif.endif.endif.if.if:
  %".581" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 0
  store i64 -1, i64* %".581"
  br label %"B78.endif.endif.endif.if.endif"
B78.endif.endif.endif.if.endif:
  %".584" = icmp sge i64 %".576", %".524"
  br i1 %".584", label %"B78.endif.endif.endif.if.endif.if", label %"B78.endif.endif.endif.if.endif.endif", !prof !2
B78.endif.endif.endif.if.endif.if:
  %".586" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 0
  store i64 %".571", i64* %".586"
  br label %"B78.endif.endif.endif.if.endif.endif"
B78.endif.endif.endif.if.endif.endif:
  %".589" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 1
  %".590" = load i64, i64* %".589"
  %".591" = icmp slt i64 %".590", 0
  %".592" = add i64 %".590", %".524"
  %".593" = select  i1 %".591", i64 %".592", i64 %".590"
  %".594" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 1
  store i64 %".593", i64* %".594"
  %".596" = icmp slt i64 %".593", 0
  br i1 %".596", label %"B78.endif.endif.endif.if.endif.endif.if", label %"B78.endif.endif.endif.if.endif.endif.endif", !prof !2
B78.endif.endif.endif.if.endif.endif.if:
  %".598" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 1
  store i64 -1, i64* %".598"
  br label %"B78.endif.endif.endif.if.endif.endif.endif"
B78.endif.endif.endif.if.endif.endif.endif:
  %".601" = icmp sge i64 %".593", %".524"
  br i1 %".601", label %"B78.endif.endif.endif.if.endif.endif.endif.if", label %"B78.endif.endif.endif.if.endif.endif.endif.endif", !prof !2
B78.endif.endif.endif.if.endif.endif.endif.if:
  %".603" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".528", i32 0, i32 1
  store i64 %".571", i64* %".603"
  br label %"B78.endif.endif.endif.if.endif.endif.endif.endif"
B78.endif.endif.endif.if.endif.endif.endif.endif:
  br label %"B78.endif.endif.endif.endif"
B204.if:
  %".712" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".696", i32 0, i32 5
  %".713" = getelementptr inbounds [1 x i64], [1 x i64]* %".712", i32 0, i32 0
  %".714" = load i64, i64* %".713", !range !1
  %".715" = insertvalue [1 x i64] undef, i64 %".714", 0
  %".716" = extractvalue [1 x i64] %".715", 0
  %".717" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".696", i32 0, i32 6
  %".718" = load [1 x i64], [1 x i64]* %".717"
  %".719" = extractvalue [1 x i64] %".718", 0
  %".720" = mul i64 %".719", %".707"
  %".721" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".696", i32 0, i32 4
  %".722" = load double*, double** %".721"
  %".723" = ptrtoint double* %".722" to i64
  %".724" = add i64 %".723", %".720"
  %".725" = inttoptr i64 %".724" to double*
  %".726" = load double, double* %".725"
  %".727" = getelementptr inbounds {double, i1}, {double, i1}* %".687", i32 0, i32 0
  store double %".726", double* %".727"
  %".729" = add nsw i64 %".707", 1
  %".730" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".690", i32 0, i32 0
  %".731" = load i64*, i64** %".730"
  store i64 %".729", i64* %".731"
  br label %"B204.endif"
B204.endif:
  %".734" = load {double, i1}, {double, i1}* %".687"
  store {double, i1} zeroinitializer, {double, i1}* %".735"
  store {double, i1} %".734", {double, i1}* %".735"
  %".739" = getelementptr inbounds {double, i1}, {double, i1}* %".735", i32 0, i32 0
  %".740" = load double, double* %".739"
  store {double, i1} zeroinitializer, {double, i1}* %".741"
  store {double, i1} %".734", {double, i1}* %".741"
  %".745" = getelementptr inbounds {double, i1}, {double, i1}* %".741", i32 0, i32 1
  %".746" = load i1, i1* %".745"
  %".748" = load i1, i1* %"$204for_iter.3"
  store i1 %".746", i1* %"$204for_iter.3"
  %".751" = load double, double* %"$phi206.1"
  store double %".740", double* %"$phi206.1"
  %".753" = load i1, i1* %"$204for_iter.3"
  br i1 %".753", label %"B206", label %"B220"
B220.if:
  ret void
B220.endif:
  %".812" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 2
  %".813" = load i64, i64* %".812"
  %".814" = icmp slt i64 %".813", 0
  br i1 %".814", label %"B220.endif.if", label %"B220.endif.else"
B220.endif.if:
  %".851" = add i64 %".799", -1
  %".852" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 0
  %".853" = load i64, i64* %".852"
  %".854" = icmp slt i64 %".853", 0
  %".855" = add i64 %".853", %".799"
  %".856" = select  i1 %".854", i64 %".855", i64 %".853"
  %".857" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 0
  store i64 %".856", i64* %".857"
  %".859" = icmp slt i64 %".856", 0
  br i1 %".859", label %"B220.endif.if.if", label %"B220.endif.if.endif", !prof !2
B220.endif.else:
  %".816" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 0
  %".817" = load i64, i64* %".816"
  %".818" = icmp slt i64 %".817", 0
  %".819" = add i64 %".817", %".799"
  %".820" = select  i1 %".818", i64 %".819", i64 %".817"
  %".821" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 0
  store i64 %".820", i64* %".821"
  %".823" = icmp slt i64 %".820", 0
  br i1 %".823", label %"B220.endif.else.if", label %"B220.endif.else.endif", !prof !2
B220.endif.endif:
  %".887" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 0
  %".888" = load i64, i64* %".887"
  %".889" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 0
  %".890" = load i64, i64* %".889"
  %".891" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 1
  %".892" = load i64, i64* %".891"
  %".893" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 2
  %".894" = load i64, i64* %".893"
  %".895" = icmp slt i64 %".894", 0
  %".896" = sub i64 %".892", %".890"
  %".897" = sub i64 %".896", 1
  %".898" = add i64 %".896", 1
  %".899" = select  i1 %".895", i64 %".898", i64 %".897"
  %".900" = sdiv i64 %".899", %".894"
  %".901" = add i64 1, %".900"
  %".902" = icmp sge i64 %".896", 0
  %".903" = icmp sle i64 %".896", 0
  %".904" = select  i1 %".895", i1 %".902", i1 %".903"
  %".905" = select  i1 %".904", i64 0, i64 %".901"
  %".906" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 2
  %".907" = load i64, i64* %".906"
  %".908" = mul i64 %".907", %".802"
  %".909" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".791", i32 0, i32 5
  %".910" = getelementptr inbounds [1 x i64], [1 x i64]* %".909", i32 0, i32 0
  %".911" = load i64, i64* %".910", !range !1
  %".912" = insertvalue [1 x i64] undef, i64 %".911", 0
  %".913" = extractvalue [1 x i64] %".912", 0
  %".914" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".791", i32 0, i32 6
  %".915" = load [1 x i64], [1 x i64]* %".914"
  %".916" = extractvalue [1 x i64] %".915", 0
  %".917" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".791", i32 0, i32 4
  %".918" = load double*, double** %".917"
  %".919" = mul i64 %".916", %".888"
  %".920" = ptrtoint double* %".918" to i64
  %".921" = add i64 %".920", %".919"
  %".922" = inttoptr i64 %".921" to double*
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".923"
  %".926" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".791", i32 0, i32 3
  %".927" = load i64, i64* %".926"
  %".928" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".791", i32 0, i32 0
  %".929" = load i8*, i8** %".928"
  %".930" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".791", i32 0, i32 1
  %".931" = load i8*, i8** %".930"
  %".932" = insertvalue [1 x i64] undef, i64 %".905", 0
  %".933" = insertvalue [1 x i64] undef, i64 %".908", 0
  %".934" = extractvalue [1 x i64] %".932", 0
  %".935" = mul nsw i64 1, %".934"
  %".936" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".923", i32 0, i32 5
  store [1 x i64] %".932", [1 x i64]* %".936"
  %".938" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".923", i32 0, i32 6
  store [1 x i64] %".933", [1 x i64]* %".938"
  %".940" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".923", i32 0, i32 4
  store double* %".922", double** %".940"
  %".942" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".923", i32 0, i32 3
  store i64 %".927", i64* %".942"
  %".944" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".923", i32 0, i32 0
  store i8* %".929", i8** %".944"
  %".946" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".923", i32 0, i32 1
  store i8* %".931", i8** %".946"
  %".948" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".923", i32 0, i32 2
  store i64 %".935", i64* %".948"
  %".950" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".923"
  %".951" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"col"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"col"
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".953"
  store i64 0, i64* %".956"
  %".959" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".953", i32 0, i32 0
  store i64* %".956", i64** %".959"
  %".961" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".953", i32 0, i32 1
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".950", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".961"
  %".963" = load {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".953"
  %".965" = load {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %"$phi242.0"
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %".963", {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %"$phi242.0"
  br label %"B242"
B220.endif.else.if:
  %".825" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 0
  store i64 0, i64* %".825"
  br label %"B220.endif.else.endif"
B220.endif.else.endif:
  %".828" = icmp sge i64 %".820", %".799"
  br i1 %".828", label %"B220.endif.else.endif.if", label %"B220.endif.else.endif.endif", !prof !2
B220.endif.else.endif.if:
  %".830" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 0
  store i64 %".799", i64* %".830"
  br label %"B220.endif.else.endif.endif"
B220.endif.else.endif.endif:
  %".833" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 1
  %".834" = load i64, i64* %".833"
  %".835" = icmp slt i64 %".834", 0
  %".836" = add i64 %".834", %".799"
  %".837" = select  i1 %".835", i64 %".836", i64 %".834"
  %".838" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 1
  store i64 %".837", i64* %".838"
  %".840" = icmp slt i64 %".837", 0
  br i1 %".840", label %"B220.endif.else.endif.endif.if", label %"B220.endif.else.endif.endif.endif", !prof !2
B220.endif.else.endif.endif.if:
  %".842" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 1
  store i64 0, i64* %".842"
  br label %"B220.endif.else.endif.endif.endif"
B220.endif.else.endif.endif.endif:
  %".845" = icmp sge i64 %".837", %".799"
  br i1 %".845", label %"B220.endif.else.endif.endif.endif.if", label %"B220.endif.else.endif.endif.endif.endif", !prof !2
B220.endif.else.endif.endif.endif.if:
  %".847" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 1
  store i64 %".799", i64* %".847"
  br label %"B220.endif.else.endif.endif.endif.endif"
B220.endif.else.endif.endif.endif.endif:
  br label %"B220.endif.endif"
B220.endif.if.if:
  %".861" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 0
  store i64 -1, i64* %".861"
  br label %"B220.endif.if.endif"
B220.endif.if.endif:
  %".864" = icmp sge i64 %".856", %".799"
  br i1 %".864", label %"B220.endif.if.endif.if", label %"B220.endif.if.endif.endif", !prof !2
B220.endif.if.endif.if:
  %".866" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 0
  store i64 %".851", i64* %".866"
  br label %"B220.endif.if.endif.endif"
B220.endif.if.endif.endif:
  %".869" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 1
  %".870" = load i64, i64* %".869"
  %".871" = icmp slt i64 %".870", 0
  %".872" = add i64 %".870", %".799"
  %".873" = select  i1 %".871", i64 %".872", i64 %".870"
  %".874" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 1
  store i64 %".873", i64* %".874"
  %".876" = icmp slt i64 %".873", 0
  br i1 %".876", label %"B220.endif.if.endif.endif.if", label %"B220.endif.if.endif.endif.endif", !prof !2
B220.endif.if.endif.endif.if:
  %".878" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 1
  store i64 -1, i64* %".878"
  br label %"B220.endif.if.endif.endif.endif"
B220.endif.if.endif.endif.endif:
  %".881" = icmp sge i64 %".873", %".799"
  br i1 %".881", label %"B220.endif.if.endif.endif.endif.if", label %"B220.endif.if.endif.endif.endif.endif", !prof !2
B220.endif.if.endif.endif.endif.if:
  %".883" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".803", i32 0, i32 1
  store i64 %".851", i64* %".883"
  br label %"B220.endif.if.endif.endif.endif.endif"
B220.endif.if.endif.endif.endif.endif:
  br label %"B220.endif.endif"
B242.if:
  %".994" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".978", i32 0, i32 5
  %".995" = getelementptr inbounds [1 x i64], [1 x i64]* %".994", i32 0, i32 0
  %".996" = load i64, i64* %".995", !range !1
  %".997" = insertvalue [1 x i64] undef, i64 %".996", 0
  %".998" = extractvalue [1 x i64] %".997", 0
  %".999" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".978", i32 0, i32 6
  %".1000" = load [1 x i64], [1 x i64]* %".999"
  %".1001" = extractvalue [1 x i64] %".1000", 0
  %".1002" = mul i64 %".1001", %".989"
  %".1003" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".978", i32 0, i32 4
  %".1004" = load double*, double** %".1003"
  %".1005" = ptrtoint double* %".1004" to i64
  %".1006" = add i64 %".1005", %".1002"
  %".1007" = inttoptr i64 %".1006" to double*
  %".1008" = load double, double* %".1007"
  %".1009" = getelementptr inbounds {double, i1}, {double, i1}* %".969", i32 0, i32 0
  store double %".1008", double* %".1009"
  %".1011" = add nsw i64 %".989", 1
  %".1012" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".972", i32 0, i32 0
  %".1013" = load i64*, i64** %".1012"
  store i64 %".1011", i64* %".1013"
  br label %"B242.endif"
B242.endif:
  %".1016" = load {double, i1}, {double, i1}* %".969"
  store {double, i1} zeroinitializer, {double, i1}* %".1017"
  store {double, i1} %".1016", {double, i1}* %".1017"
  %".1021" = getelementptr inbounds {double, i1}, {double, i1}* %".1017", i32 0, i32 0
  %".1022" = load double, double* %".1021"
  store {double, i1} zeroinitializer, {double, i1}* %".1023"
  store {double, i1} %".1016", {double, i1}* %".1023"
  %".1027" = getelementptr inbounds {double, i1}, {double, i1}* %".1023", i32 0, i32 1
  %".1028" = load i1, i1* %".1027"
  %".1030" = load i1, i1* %"$242for_iter.3"
  store i1 %".1028", i1* %"$242for_iter.3"
  %".1033" = load double, double* %"$phi244.1"
  store double %".1022", double* %"$phi244.1"
  %".1035" = load i1, i1* %"$242for_iter.3"
  br i1 %".1035", label %"B244", label %"B264"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, double*, i64, i64, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__6slicesB3v50B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi2E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, double*, i64, i64, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__6slicesB3v50B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi2E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE", !"kernel", i32 1 }