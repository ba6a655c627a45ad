; numba-cuda kernel n27_print_types(Array(float64, 1, 'A', False, aligned=True), Array(int64, 1, 'A', False, aligned=True), Array(uint8, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "print_types$59"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__11print_typesB3v59B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE5ArrayIhLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__11print_typesB3v59B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE5ArrayIhLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", double* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"n.0", i8* %"n.1", i64 %"n.2", i64 %"n.3", i64* %"n.4", i64 %"n.5.0", i64 %"n.6.0", i8* %"flags.0", i8* %"flags.1", i64 %"flags.2", i64 %"flags.3", i8* %"flags.4", i64 %"flags.5.0", i64 %"flags.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize", double* %"x.4", 4
  %".24" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".24", 5
  %".25" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".25", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} undef, i8* %"n.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"n.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"n.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"n.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", i64* %"n.4", 4
  %".26" = insertvalue [1 x i64] undef, i64 %"n.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".26", 5
  %".27" = insertvalue [1 x i64] undef, i64 %"n.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".27", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} undef, i8* %"flags.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %"flags.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %"flags.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %"flags.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", i8* %"flags.4", 4
  %".28" = insertvalue [1 x i64] undef, i64 %"flags.5.0", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".28", 5
  %".29" = insertvalue [1 x i64] undef, i64 %"flags.6.0", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".29", 6
  %"x" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %"n" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"n"
  %"flags" = alloca {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"flags"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"$56pred" = alloca i1
  store i1 0, i1* %"$56pred"
  %".74" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".74"
  %".97" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".97"
  %".123" = alloca {i8*, i64, i8*, i64}
  store {i8*, i64, i8*, i64} zeroinitializer, {i8*, i64, i8*, i64}* %".123"
  %".131" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".131"
  %".163" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".163"
  %".195" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".195"
  %".226" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".226"
  %".256" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".256"
  %".278" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".278"
  %".300" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".300"
  %".322" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".322"
  %".354" = alloca {i8*, i64, i8*, i64, i8*, i64, i8*, i64}
  store {i8*, i64, i8*, i64, i8*, i64, i8*, i64} zeroinitializer, {i8*, i64, i8*, i64, i8*, i64, i8*, i64}* %".354"
  %".360" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".360"
  %".392" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".392"
  %".423" = alloca {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".423"
  %".455" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".455"
  %".477" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".477"
  %".499" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".499"
  %".522" = alloca i8*
  store i8* null, i8** %".522"
  %".529" = alloca i8*
  store i8* null, i8** %".529"
  %".543" = alloca {i8*, double, i8*, double, i8*, i8*, i8*}
  store {i8*, double, i8*, double, i8*, i8*, i8*} zeroinitializer, {i8*, double, i8*, double, i8*, i8*, i8*}* %".543"
  %".549" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".549"
  %".580" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".580"
  %".611" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".611"
  %".644" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".644"
  %".675" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".675"
  %".706" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".706"
  %".737" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".737"
  %".770" = alloca {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".770"
  %".812" = alloca {double, double, double, i64, i64, i64, i64, i64}
  store {double, double, double, i64, i64, i64, i64, i64} zeroinitializer, {double, double, double, i64, i64, i64, i64, i64}* %".812"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"n"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"flags"
  %".36" = trunc i64 1 to i32
  %".37" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".38" = sext i32 %".37" to i64
  %".39" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".40" = sext i32 %".39" to i64
  %".41" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".42" = sext i32 %".41" to i64
  %".43" = mul i64 %".40", %".42"
  %".44" = add i64 %".43", %".38"
  %".46" = load i64, i64* %"i"
  store i64 %".44", i64* %"i"
  %".48" = load i64, i64* %"i"
  %".49" = icmp slt i64 %".48", 2
  %".51" = load i1, i1* %"$56pred"
  store i1 %".49", i1* %"$56pred"
  %".53" = load i1, i1* %"$56pred"
  br i1 %".53", label %"B58", label %"B612"
B58:
  %".55" = load i1, i1* %"$56pred"
  store i1 0, i1* %"$56pred"
  %".57" = call i32 @"llvm.nvvm.read.ptx.sreg.nctaid.x"()
  %".58" = call i32 @"llvm.nvvm.read.ptx.sreg.nctaid.y"()
  %".59" = call i32 @"llvm.nvvm.read.ptx.sreg.nctaid.z"()
  %".60" = insertvalue {i32, i32, i32} undef, i32 %".57", 0
  %".61" = insertvalue {i32, i32, i32} %".60", i32 %".58", 1
  %".62" = insertvalue {i32, i32, i32} %".61", i32 %".59", 2
  %".63" = extractvalue {i32, i32, i32} %".62", 0
  %".64" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".65" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()
  %".66" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.z"()
  %".67" = insertvalue {i32, i32, i32} undef, i32 %".64", 0
  %".68" = insertvalue {i32, i32, i32} %".67", i32 %".65", 1
  %".69" = insertvalue {i32, i32, i32} %".68", i32 %".66", 2
  %".70" = extractvalue {i32, i32, i32} %".69", 0
  %".71" = sext i32 %".63" to i64
  %".72" = sext i32 %".70" to i64
  %".73" = mul nsw i64 %".71", %".72"
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".74"
  %".77" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".74", i32 0, i32 0
  store i8* bitcast ([7 x i8]* @".bytes.803706124699404602" to i8*), i8** %".77"
  %".79" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".74", i32 0, i32 1
  %".80" = load i64, i64* %".79"
  %".81" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".74", i32 0, i32 1
  store i64 6, i64* %".81"
  %".83" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".74", i32 0, i32 2
  %".84" = load i32, i32* %".83"
  %".85" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".74", i32 0, i32 2
  store i32 1, i32* %".85"
  %".87" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".74", i32 0, i32 3
  %".88" = load i32, i32* %".87"
  %".89" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".74", i32 0, i32 3
  store i32 1, i32* %".89"
  %".91" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".74", i32 0, i32 4
  %".92" = load i64, i64* %".91"
  %".93" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".74", i32 0, i32 4
  store i64 -1, i64* %".93"
  %".95" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".74"
  %".96" = load i64, i64* %"i"
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".97"
  %".100" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".97", i32 0, i32 0
  store i8* bitcast ([3 x i8]* @".bytes.1336847688332252167" to i8*), i8** %".100"
  %".102" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".97", i32 0, i32 1
  %".103" = load i64, i64* %".102"
  %".104" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".97", i32 0, i32 1
  store i64 2, i64* %".104"
  %".106" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".97", i32 0, i32 2
  %".107" = load i32, i32* %".106"
  %".108" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".97", i32 0, i32 2
  store i32 1, i32* %".108"
  %".110" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".97", i32 0, i32 3
  %".111" = load i32, i32* %".110"
  %".112" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".97", i32 0, i32 3
  store i32 1, i32* %".112"
  %".114" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".97", i32 0, i32 4
  %".115" = load i64, i64* %".114"
  %".116" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".97", i32 0, i32 4
  store i64 -1, i64* %".116"
  %".118" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".97"
  %"generic" = addrspacecast i8 addrspace(4)* bitcast ([7 x i8] addrspace(4)* @"__conststring__$6thread" to i8 addrspace(4)*) to i8*
  %"generic.1" = addrspacecast i8 addrspace(4)* bitcast ([3 x i8] addrspace(4)* @"__conststring__$2of" to i8 addrspace(4)*) to i8*
  %"generic.2" = addrspacecast i8 addrspace(4)* bitcast ([17 x i8] addrspace(4)* @"__conststring__$32_25s_20_25lld_20_25s_20_25lld_0a" to i8 addrspace(4)*) to i8*
  %".119" = insertvalue {i8*, i64, i8*, i64} undef, i8* %"generic", 0
  %".120" = insertvalue {i8*, i64, i8*, i64} %".119", i64 %".96", 1
  %".121" = insertvalue {i8*, i64, i8*, i64} %".120", i8* %"generic.1", 2
  %".122" = insertvalue {i8*, i64, i8*, i64} %".121", i64 %".73", 3
  store {i8*, i64, i8*, i64} %".122", {i8*, i64, i8*, i64}* %".123"
  %".126" = bitcast {i8*, i64, i8*, i64}* %".123" to i8*
  %".127" = call i32 @"vprintf"(i8* %"generic.2", i8* %".126")
  %".128" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".130" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"n"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".131"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".130", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".131"
  %".135" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".131", i32 0, i32 5
  %".136" = getelementptr inbounds [1 x i64], [1 x i64]* %".135", i32 0, i32 0
  %".137" = load i64, i64* %".136", !range !1
  %".138" = insertvalue [1 x i64] undef, i64 %".137", 0
  %".139" = extractvalue [1 x i64] %".138", 0
  %".140" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".131", i32 0, i32 6
  %".141" = load [1 x i64], [1 x i64]* %".140"
  %".142" = extractvalue [1 x i64] %".141", 0
  %".143" = icmp slt i64 0, 0
  %".144" = add i64 0, %".139"
  %".145" = select  i1 %".143", i64 %".144", i64 0
  %".146" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".131", i32 0, i32 5
  %".147" = getelementptr inbounds [1 x i64], [1 x i64]* %".146", i32 0, i32 0
  %".148" = load i64, i64* %".147", !range !1
  %".149" = insertvalue [1 x i64] undef, i64 %".148", 0
  %".150" = extractvalue [1 x i64] %".149", 0
  %".151" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".131", i32 0, i32 6
  %".152" = load [1 x i64], [1 x i64]* %".151"
  %".153" = extractvalue [1 x i64] %".152", 0
  %".154" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".131", i32 0, i32 4
  %".155" = load i64*, i64** %".154"
  %".156" = mul i64 %".153", %".145"
  %".157" = ptrtoint i64* %".155" to i64
  %".158" = add i64 %".157", %".156"
  %".159" = inttoptr i64 %".158" to i64*
  %".160" = load i64, i64* %".159"
  %".161" = trunc i64 %".160" to i8
  %".162" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"n"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".163"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".162", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".163"
  %".167" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".163", i32 0, i32 5
  %".168" = getelementptr inbounds [1 x i64], [1 x i64]* %".167", i32 0, i32 0
  %".169" = load i64, i64* %".168", !range !1
  %".170" = insertvalue [1 x i64] undef, i64 %".169", 0
  %".171" = extractvalue [1 x i64] %".170", 0
  %".172" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".163", i32 0, i32 6
  %".173" = load [1 x i64], [1 x i64]* %".172"
  %".174" = extractvalue [1 x i64] %".173", 0
  %".175" = icmp slt i64 1, 0
  %".176" = add i64 1, %".171"
  %".177" = select  i1 %".175", i64 %".176", i64 1
  %".178" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".163", i32 0, i32 5
  %".179" = getelementptr inbounds [1 x i64], [1 x i64]* %".178", i32 0, i32 0
  %".180" = load i64, i64* %".179", !range !1
  %".181" = insertvalue [1 x i64] undef, i64 %".180", 0
  %".182" = extractvalue [1 x i64] %".181", 0
  %".183" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".163", i32 0, i32 6
  %".184" = load [1 x i64], [1 x i64]* %".183"
  %".185" = extractvalue [1 x i64] %".184", 0
  %".186" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".163", i32 0, i32 4
  %".187" = load i64*, i64** %".186"
  %".188" = mul i64 %".185", %".177"
  %".189" = ptrtoint i64* %".187" to i64
  %".190" = add i64 %".189", %".188"
  %".191" = inttoptr i64 %".190" to i64*
  %".192" = load i64, i64* %".191"
  %".193" = trunc i64 %".192" to i16
  %".194" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"n"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".195"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".194", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".195"
  %".199" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".195", i32 0, i32 5
  %".200" = getelementptr inbounds [1 x i64], [1 x i64]* %".199", i32 0, i32 0
  %".201" = load i64, i64* %".200", !range !1
  %".202" = insertvalue [1 x i64] undef, i64 %".201", 0
  %".203" = extractvalue [1 x i64] %".202", 0
  %".204" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".195", i32 0, i32 6
  %".205" = load [1 x i64], [1 x i64]* %".204"
  %".206" = extractvalue [1 x i64] %".205", 0
  %".207" = icmp slt i64 2, 0
  %".208" = add i64 2, %".203"
  %".209" = select  i1 %".207", i64 %".208", i64 2
  %".210" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".195", i32 0, i32 5
  %".211" = getelementptr inbounds [1 x i64], [1 x i64]* %".210", i32 0, i32 0
  %".212" = load i64, i64* %".211", !range !1
  %".213" = insertvalue [1 x i64] undef, i64 %".212", 0
  %".214" = extractvalue [1 x i64] %".213", 0
  %".215" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".195", i32 0, i32 6
  %".216" = load [1 x i64], [1 x i64]* %".215"
  %".217" = extractvalue [1 x i64] %".216", 0
  %".218" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".195", i32 0, i32 4
  %".219" = load i64*, i64** %".218"
  %".220" = mul i64 %".217", %".209"
  %".221" = ptrtoint i64* %".219" to i64
  %".222" = add i64 %".221", %".220"
  %".223" = inttoptr i64 %".222" to i64*
  %".224" = load i64, i64* %".223"
  %".225" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"n"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".226"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".225", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".226"
  %".230" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".226", i32 0, i32 5
  %".231" = getelementptr inbounds [1 x i64], [1 x i64]* %".230", i32 0, i32 0
  %".232" = load i64, i64* %".231", !range !1
  %".233" = insertvalue [1 x i64] undef, i64 %".232", 0
  %".234" = extractvalue [1 x i64] %".233", 0
  %".235" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".226", i32 0, i32 6
  %".236" = load [1 x i64], [1 x i64]* %".235"
  %".237" = extractvalue [1 x i64] %".236", 0
  %".238" = icmp slt i64 3, 0
  %".239" = add i64 3, %".234"
  %".240" = select  i1 %".238", i64 %".239", i64 3
  %".241" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".226", i32 0, i32 5
  %".242" = getelementptr inbounds [1 x i64], [1 x i64]* %".241", i32 0, i32 0
  %".243" = load i64, i64* %".242", !range !1
  %".244" = insertvalue [1 x i64] undef, i64 %".243", 0
  %".245" = extractvalue [1 x i64] %".244", 0
  %".246" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".226", i32 0, i32 6
  %".247" = load [1 x i64], [1 x i64]* %".246"
  %".248" = extractvalue [1 x i64] %".247", 0
  %".249" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".226", i32 0, i32 4
  %".250" = load i64*, i64** %".249"
  %".251" = mul i64 %".248", %".240"
  %".252" = ptrtoint i64* %".250" to i64
  %".253" = add i64 %".252", %".251"
  %".254" = inttoptr i64 %".253" to i64*
  %".255" = load i64, i64* %".254"
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".256"
  %".259" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".256", i32 0, i32 0
  store i8* bitcast ([3 x i8]* @".bytes.-7224267706259247247" to i8*), i8** %".259"
  %".261" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".256", i32 0, i32 1
  %".262" = load i64, i64* %".261"
  %".263" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".256", i32 0, i32 1
  store i64 2, i64* %".263"
  %".265" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".256", i32 0, i32 2
  %".266" = load i32, i32* %".265"
  %".267" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".256", i32 0, i32 2
  store i32 1, i32* %".267"
  %".269" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".256", i32 0, i32 3
  %".270" = load i32, i32* %".269"
  %".271" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".256", i32 0, i32 3
  store i32 1, i32* %".271"
  %".273" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".256", i32 0, i32 4
  %".274" = load i64, i64* %".273"
  %".275" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".256", i32 0, i32 4
  store i64 -1, i64* %".275"
  %".277" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".256"
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".278"
  %".281" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".278", i32 0, i32 0
  store i8* bitcast ([4 x i8]* @".bytes.6357522685478934138" to i8*), i8** %".281"
  %".283" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".278", i32 0, i32 1
  %".284" = load i64, i64* %".283"
  %".285" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".278", i32 0, i32 1
  store i64 3, i64* %".285"
  %".287" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".278", i32 0, i32 2
  %".288" = load i32, i32* %".287"
  %".289" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".278", i32 0, i32 2
  store i32 1, i32* %".289"
  %".291" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".278", i32 0, i32 3
  %".292" = load i32, i32* %".291"
  %".293" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".278", i32 0, i32 3
  store i32 1, i32* %".293"
  %".295" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".278", i32 0, i32 4
  %".296" = load i64, i64* %".295"
  %".297" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".278", i32 0, i32 4
  store i64 -1, i64* %".297"
  %".299" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".278"
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".300"
  %".303" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".300", i32 0, i32 0
  store i8* bitcast ([4 x i8]* @".bytes.8311848069141962054" to i8*), i8** %".303"
  %".305" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".300", i32 0, i32 1
  %".306" = load i64, i64* %".305"
  %".307" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".300", i32 0, i32 1
  store i64 3, i64* %".307"
  %".309" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".300", i32 0, i32 2
  %".310" = load i32, i32* %".309"
  %".311" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".300", i32 0, i32 2
  store i32 1, i32* %".311"
  %".313" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".300", i32 0, i32 3
  %".314" = load i32, i32* %".313"
  %".315" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".300", i32 0, i32 3
  store i32 1, i32* %".315"
  %".317" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".300", i32 0, i32 4
  %".318" = load i64, i64* %".317"
  %".319" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".300", i32 0, i32 4
  store i64 -1, i64* %".319"
  %".321" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".300"
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".322"
  %".325" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".322", i32 0, i32 0
  store i8* bitcast ([4 x i8]* @".bytes.-7769919260418297730" to i8*), i8** %".325"
  %".327" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".322", i32 0, i32 1
  %".328" = load i64, i64* %".327"
  %".329" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".322", i32 0, i32 1
  store i64 3, i64* %".329"
  %".331" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".322", i32 0, i32 2
  %".332" = load i32, i32* %".331"
  %".333" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".322", i32 0, i32 2
  store i32 1, i32* %".333"
  %".335" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".322", i32 0, i32 3
  %".336" = load i32, i32* %".335"
  %".337" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".322", i32 0, i32 3
  store i32 1, i32* %".337"
  %".339" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".322", i32 0, i32 4
  %".340" = load i64, i64* %".339"
  %".341" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".322", i32 0, i32 4
  store i64 -1, i64* %".341"
  %".343" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".322"
  %"generic.3" = addrspacecast i8 addrspace(4)* bitcast ([3 x i8] addrspace(4)* @"__conststring__$2i8" to i8 addrspace(4)*) to i8*
  %".344" = sext i8 %".161" to i64
  %"generic.4" = addrspacecast i8 addrspace(4)* bitcast ([4 x i8] addrspace(4)* @"__conststring__$3u16" to i8 addrspace(4)*) to i8*
  %".345" = zext i16 %".193" to i64
  %"generic.5" = addrspacecast i8 addrspace(4)* bitcast ([4 x i8] addrspace(4)* @"__conststring__$3i64" to i8 addrspace(4)*) to i8*
  %"generic.6" = addrspacecast i8 addrspace(4)* bitcast ([4 x i8] addrspace(4)* @"__conststring__$3u64" to i8 addrspace(4)*) to i8*
  %"generic.7" = addrspacecast i8 addrspace(4)* bitcast ([33 x i8] addrspace(4)* @"__conststring__$64_25s_20_25lld_20_25s_20_25llu_20_25s_20_25lld_20_25s_20_25llu_0a" to i8 addrspace(4)*) to i8*
  %".346" = insertvalue {i8*, i64, i8*, i64, i8*, i64, i8*, i64} undef, i8* %"generic.3", 0
  %".347" = insertvalue {i8*, i64, i8*, i64, i8*, i64, i8*, i64} %".346", i64 %".344", 1
  %".348" = insertvalue {i8*, i64, i8*, i64, i8*, i64, i8*, i64} %".347", i8* %"generic.4", 2
  %".349" = insertvalue {i8*, i64, i8*, i64, i8*, i64, i8*, i64} %".348", i64 %".345", 3
  %".350" = insertvalue {i8*, i64, i8*, i64, i8*, i64, i8*, i64} %".349", i8* %"generic.5", 4
  %".351" = insertvalue {i8*, i64, i8*, i64, i8*, i64, i8*, i64} %".350", i64 %".224", 5
  %".352" = insertvalue {i8*, i64, i8*, i64, i8*, i64, i8*, i64} %".351", i8* %"generic.6", 6
  %".353" = insertvalue {i8*, i64, i8*, i64, i8*, i64, i8*, i64} %".352", i64 %".255", 7
  store {i8*, i64, i8*, i64, i8*, i64, i8*, i64} %".353", {i8*, i64, i8*, i64, i8*, i64, i8*, i64}* %".354"
  %".357" = bitcast {i8*, i64, i8*, i64, i8*, i64, i8*, i64}* %".354" to i8*
  %".358" = call i32 @"vprintf"(i8* %"generic.7", i8* %".357")
  %".359" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".360"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".359", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".360"
  %".364" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".360", i32 0, i32 5
  %".365" = getelementptr inbounds [1 x i64], [1 x i64]* %".364", i32 0, i32 0
  %".366" = load i64, i64* %".365", !range !1
  %".367" = insertvalue [1 x i64] undef, i64 %".366", 0
  %".368" = extractvalue [1 x i64] %".367", 0
  %".369" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".360", i32 0, i32 6
  %".370" = load [1 x i64], [1 x i64]* %".369"
  %".371" = extractvalue [1 x i64] %".370", 0
  %".372" = icmp slt i64 0, 0
  %".373" = add i64 0, %".368"
  %".374" = select  i1 %".372", i64 %".373", i64 0
  %".375" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".360", i32 0, i32 5
  %".376" = getelementptr inbounds [1 x i64], [1 x i64]* %".375", i32 0, i32 0
  %".377" = load i64, i64* %".376", !range !1
  %".378" = insertvalue [1 x i64] undef, i64 %".377", 0
  %".379" = extractvalue [1 x i64] %".378", 0
  %".380" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".360", i32 0, i32 6
  %".381" = load [1 x i64], [1 x i64]* %".380"
  %".382" = extractvalue [1 x i64] %".381", 0
  %".383" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".360", i32 0, i32 4
  %".384" = load double*, double** %".383"
  %".385" = mul i64 %".382", %".374"
  %".386" = ptrtoint double* %".384" to i64
  %".387" = add i64 %".386", %".385"
  %".388" = inttoptr i64 %".387" to double*
  %".389" = load double, double* %".388"
  %".390" = fptrunc double %".389" to float
  %".391" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".392"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".391", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".392"
  %".396" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".392", i32 0, i32 5
  %".397" = getelementptr inbounds [1 x i64], [1 x i64]* %".396", i32 0, i32 0
  %".398" = load i64, i64* %".397", !range !1
  %".399" = insertvalue [1 x i64] undef, i64 %".398", 0
  %".400" = extractvalue [1 x i64] %".399", 0
  %".401" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".392", i32 0, i32 6
  %".402" = load [1 x i64], [1 x i64]* %".401"
  %".403" = extractvalue [1 x i64] %".402", 0
  %".404" = icmp slt i64 1, 0
  %".405" = add i64 1, %".400"
  %".406" = select  i1 %".404", i64 %".405", i64 1
  %".407" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".392", i32 0, i32 5
  %".408" = getelementptr inbounds [1 x i64], [1 x i64]* %".407", i32 0, i32 0
  %".409" = load i64, i64* %".408", !range !1
  %".410" = insertvalue [1 x i64] undef, i64 %".409", 0
  %".411" = extractvalue [1 x i64] %".410", 0
  %".412" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".392", i32 0, i32 6
  %".413" = load [1 x i64], [1 x i64]* %".412"
  %".414" = extractvalue [1 x i64] %".413", 0
  %".415" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".392", i32 0, i32 4
  %".416" = load double*, double** %".415"
  %".417" = mul i64 %".414", %".406"
  %".418" = ptrtoint double* %".416" to i64
  %".419" = add i64 %".418", %".417"
  %".420" = inttoptr i64 %".419" to double*
  %".421" = load double, double* %".420"
  %".422" = load {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"flags"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".423"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %".422", {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".423"
  %".427" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".423", i32 0, i32 5
  %".428" = getelementptr inbounds [1 x i64], [1 x i64]* %".427", i32 0, i32 0
  %".429" = load i64, i64* %".428", !range !1
  %".430" = insertvalue [1 x i64] undef, i64 %".429", 0
  %".431" = extractvalue [1 x i64] %".430", 0
  %".432" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".423", i32 0, i32 6
  %".433" = load [1 x i64], [1 x i64]* %".432"
  %".434" = extractvalue [1 x i64] %".433", 0
  %".435" = icmp slt i64 0, 0
  %".436" = add i64 0, %".431"
  %".437" = select  i1 %".435", i64 %".436", i64 0
  %".438" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".423", i32 0, i32 5
  %".439" = getelementptr inbounds [1 x i64], [1 x i64]* %".438", i32 0, i32 0
  %".440" = load i64, i64* %".439", !range !1
  %".441" = insertvalue [1 x i64] undef, i64 %".440", 0
  %".442" = extractvalue [1 x i64] %".441", 0
  %".443" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".423", i32 0, i32 6
  %".444" = load [1 x i64], [1 x i64]* %".443"
  %".445" = extractvalue [1 x i64] %".444", 0
  %".446" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".423", i32 0, i32 4
  %".447" = load i8*, i8** %".446"
  %".448" = mul i64 %".445", %".437"
  %".449" = ptrtoint i8* %".447" to i64
  %".450" = add i64 %".449", %".448"
  %".451" = inttoptr i64 %".450" to i8*
  %".452" = load i8, i8* %".451"
  %".453" = zext i8 %".452" to i64
  %".454" = icmp ne i64 %".453", 0
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".455"
  %".458" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".455", i32 0, i32 0
  store i8* bitcast ([4 x i8]* @".bytes.7816998584942404181" to i8*), i8** %".458"
  %".460" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".455", i32 0, i32 1
  %".461" = load i64, i64* %".460"
  %".462" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".455", i32 0, i32 1
  store i64 3, i64* %".462"
  %".464" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".455", i32 0, i32 2
  %".465" = load i32, i32* %".464"
  %".466" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".455", i32 0, i32 2
  store i32 1, i32* %".466"
  %".468" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".455", i32 0, i32 3
  %".469" = load i32, i32* %".468"
  %".470" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".455", i32 0, i32 3
  store i32 1, i32* %".470"
  %".472" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".455", i32 0, i32 4
  %".473" = load i64, i64* %".472"
  %".474" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".455", i32 0, i32 4
  store i64 -1, i64* %".474"
  %".476" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".455"
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".477"
  %".480" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".477", i32 0, i32 0
  store i8* bitcast ([4 x i8]* @".bytes.-3722455642302536406" to i8*), i8** %".480"
  %".482" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".477", i32 0, i32 1
  %".483" = load i64, i64* %".482"
  %".484" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".477", i32 0, i32 1
  store i64 3, i64* %".484"
  %".486" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".477", i32 0, i32 2
  %".487" = load i32, i32* %".486"
  %".488" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".477", i32 0, i32 2
  store i32 1, i32* %".488"
  %".490" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".477", i32 0, i32 3
  %".491" = load i32, i32* %".490"
  %".492" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".477", i32 0, i32 3
  store i32 1, i32* %".492"
  %".494" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".477", i32 0, i32 4
  %".495" = load i64, i64* %".494"
  %".496" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".477", i32 0, i32 4
  store i64 -1, i64* %".496"
  %".498" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".477"
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".499"
  %".502" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".499", i32 0, i32 0
  store i8* bitcast ([5 x i8]* @".bytes.8746802254052673146" to i8*), i8** %".502"
  %".504" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".499", i32 0, i32 1
  %".505" = load i64, i64* %".504"
  %".506" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".499", i32 0, i32 1
  store i64 4, i64* %".506"
  %".508" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".499", i32 0, i32 2
  %".509" = load i32, i32* %".508"
  %".510" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".499", i32 0, i32 2
  store i32 1, i32* %".510"
  %".512" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".499", i32 0, i32 3
  %".513" = load i32, i32* %".512"
  %".514" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".499", i32 0, i32 3
  store i32 1, i32* %".514"
  %".516" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".499", i32 0, i32 4
  %".517" = load i64, i64* %".516"
  %".518" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".499", i32 0, i32 4
  store i64 -1, i64* %".518"
  %".520" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".499"
  %"generic.8" = addrspacecast i8 addrspace(4)* bitcast ([4 x i8] addrspace(4)* @"__conststring__$3f32" to i8 addrspace(4)*) to i8*
  %".521" = fpext float %".390" to double
  %"generic.9" = addrspacecast i8 addrspace(4)* bitcast ([4 x i8] addrspace(4)* @"__conststring__$3f64" to i8 addrspace(4)*) to i8*
  %"generic.10" = addrspacecast i8 addrspace(4)* bitcast ([5 x i8] addrspace(4)* @"__conststring__$4bool" to i8 addrspace(4)*) to i8*
  %"generic.11" = addrspacecast i8 addrspace(4)* bitcast ([5 x i8] addrspace(4)* @"__conststring__$4True" to i8 addrspace(4)*) to i8*
  %"generic.12" = addrspacecast i8 addrspace(4)* bitcast ([6 x i8] addrspace(4)* @"__conststring__$5False" to i8 addrspace(4)*) to i8*
  store i8* %"generic.12", i8** %".522"
  br i1 %".454", label %"B58.if", label %"B58.endif"
B612:
  %".819" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".821" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"n"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"n"
  %".823" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".825" = load {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"flags"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"flags"
  %".827" = load i1, i1* %"$56pred"
  store i1 0, i1* %"$56pred"
  ret void
B58.if:
  store i8* %"generic.11", i8** %".522"
  br label %"B58.endif"
B58.endif:
  %".528" = load i8*, i8** %".522"
  %"generic.13" = addrspacecast i8 addrspace(4)* bitcast ([5 x i8] addrspace(4)* @"__conststring__$4True" to i8 addrspace(4)*) to i8*
  %"generic.14" = addrspacecast i8 addrspace(4)* bitcast ([6 x i8] addrspace(4)* @"__conststring__$5False" to i8 addrspace(4)*) to i8*
  store i8* %"generic.14", i8** %".529"
  br i1 true, label %"B58.endif.if", label %"B58.endif.endif"
B58.endif.if:
  store i8* %"generic.13", i8** %".529"
  br label %"B58.endif.endif"
B58.endif.endif:
  %".535" = load i8*, i8** %".529"
  %"generic.15" = addrspacecast i8 addrspace(4)* bitcast ([22 x i8] addrspace(4)* @"__conststring__$49_25s_20_25f_20_25s_20_25f_20_25s_20_25s_20_25s_0a" to i8 addrspace(4)*) to i8*
  %".536" = insertvalue {i8*, double, i8*, double, i8*, i8*, i8*} undef, i8* %"generic.8", 0
  %".537" = insertvalue {i8*, double, i8*, double, i8*, i8*, i8*} %".536", double %".521", 1
  %".538" = insertvalue {i8*, double, i8*, double, i8*, i8*, i8*} %".537", i8* %"generic.9", 2
  %".539" = insertvalue {i8*, double, i8*, double, i8*, i8*, i8*} %".538", double %".421", 3
  %".540" = insertvalue {i8*, double, i8*, double, i8*, i8*, i8*} %".539", i8* %"generic.10", 4
  %".541" = insertvalue {i8*, double, i8*, double, i8*, i8*, i8*} %".540", i8* %".528", 5
  %".542" = insertvalue {i8*, double, i8*, double, i8*, i8*, i8*} %".541", i8* %".535", 6
  store {i8*, double, i8*, double, i8*, i8*, i8*} %".542", {i8*, double, i8*, double, i8*, i8*, i8*}* %".543"
  %".546" = bitcast {i8*, double, i8*, double, i8*, i8*, i8*}* %".543" to i8*
  %".547" = call i32 @"vprintf"(i8* %"generic.15", i8* %".546")
  %".548" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".549"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".548", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".549"
  %".553" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".549", i32 0, i32 5
  %".554" = getelementptr inbounds [1 x i64], [1 x i64]* %".553", i32 0, i32 0
  %".555" = load i64, i64* %".554", !range !1
  %".556" = insertvalue [1 x i64] undef, i64 %".555", 0
  %".557" = extractvalue [1 x i64] %".556", 0
  %".558" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".549", i32 0, i32 6
  %".559" = load [1 x i64], [1 x i64]* %".558"
  %".560" = extractvalue [1 x i64] %".559", 0
  %".561" = icmp slt i64 0, 0
  %".562" = add i64 0, %".557"
  %".563" = select  i1 %".561", i64 %".562", i64 0
  %".564" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".549", i32 0, i32 5
  %".565" = getelementptr inbounds [1 x i64], [1 x i64]* %".564", i32 0, i32 0
  %".566" = load i64, i64* %".565", !range !1
  %".567" = insertvalue [1 x i64] undef, i64 %".566", 0
  %".568" = extractvalue [1 x i64] %".567", 0
  %".569" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".549", i32 0, i32 6
  %".570" = load [1 x i64], [1 x i64]* %".569"
  %".571" = extractvalue [1 x i64] %".570", 0
  %".572" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".549", i32 0, i32 4
  %".573" = load double*, double** %".572"
  %".574" = mul i64 %".571", %".563"
  %".575" = ptrtoint double* %".573" to i64
  %".576" = add i64 %".575", %".574"
  %".577" = inttoptr i64 %".576" to double*
  %".578" = load double, double* %".577"
  %".579" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".580"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".579", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".580"
  %".584" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".580", i32 0, i32 5
  %".585" = getelementptr inbounds [1 x i64], [1 x i64]* %".584", i32 0, i32 0
  %".586" = load i64, i64* %".585", !range !1
  %".587" = insertvalue [1 x i64] undef, i64 %".586", 0
  %".588" = extractvalue [1 x i64] %".587", 0
  %".589" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".580", i32 0, i32 6
  %".590" = load [1 x i64], [1 x i64]* %".589"
  %".591" = extractvalue [1 x i64] %".590", 0
  %".592" = icmp slt i64 1, 0
  %".593" = add i64 1, %".588"
  %".594" = select  i1 %".592", i64 %".593", i64 1
  %".595" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".580", i32 0, i32 5
  %".596" = getelementptr inbounds [1 x i64], [1 x i64]* %".595", i32 0, i32 0
  %".597" = load i64, i64* %".596", !range !1
  %".598" = insertvalue [1 x i64] undef, i64 %".597", 0
  %".599" = extractvalue [1 x i64] %".598", 0
  %".600" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".580", i32 0, i32 6
  %".601" = load [1 x i64], [1 x i64]* %".600"
  %".602" = extractvalue [1 x i64] %".601", 0
  %".603" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".580", i32 0, i32 4
  %".604" = load double*, double** %".603"
  %".605" = mul i64 %".602", %".594"
  %".606" = ptrtoint double* %".604" to i64
  %".607" = add i64 %".606", %".605"
  %".608" = inttoptr i64 %".607" to double*
  %".609" = load double, double* %".608"
  %".610" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".611"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".610", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".611"
  %".615" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".611", i32 0, i32 5
  %".616" = getelementptr inbounds [1 x i64], [1 x i64]* %".615", i32 0, i32 0
  %".617" = load i64, i64* %".616", !range !1
  %".618" = insertvalue [1 x i64] undef, i64 %".617", 0
  %".619" = extractvalue [1 x i64] %".618", 0
  %".620" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".611", i32 0, i32 6
  %".621" = load [1 x i64], [1 x i64]* %".620"
  %".622" = extractvalue [1 x i64] %".621", 0
  %".623" = icmp slt i64 2, 0
  %".624" = add i64 2, %".619"
  %".625" = select  i1 %".623", i64 %".624", i64 2
  %".626" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".611", i32 0, i32 5
  %".627" = getelementptr inbounds [1 x i64], [1 x i64]* %".626", i32 0, i32 0
  %".628" = load i64, i64* %".627", !range !1
  %".629" = insertvalue [1 x i64] undef, i64 %".628", 0
  %".630" = extractvalue [1 x i64] %".629", 0
  %".631" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".611", i32 0, i32 6
  %".632" = load [1 x i64], [1 x i64]* %".631"
  %".633" = extractvalue [1 x i64] %".632", 0
  %".634" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".611", i32 0, i32 4
  %".635" = load double*, double** %".634"
  %".636" = mul i64 %".633", %".625"
  %".637" = ptrtoint double* %".635" to i64
  %".638" = add i64 %".637", %".636"
  %".639" = inttoptr i64 %".638" to double*
  %".640" = load double, double* %".639"
  %".641" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".643" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"n"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".644"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".643", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".644"
  %".648" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".644", i32 0, i32 5
  %".649" = getelementptr inbounds [1 x i64], [1 x i64]* %".648", i32 0, i32 0
  %".650" = load i64, i64* %".649", !range !1
  %".651" = insertvalue [1 x i64] undef, i64 %".650", 0
  %".652" = extractvalue [1 x i64] %".651", 0
  %".653" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".644", i32 0, i32 6
  %".654" = load [1 x i64], [1 x i64]* %".653"
  %".655" = extractvalue [1 x i64] %".654", 0
  %".656" = icmp slt i64 0, 0
  %".657" = add i64 0, %".652"
  %".658" = select  i1 %".656", i64 %".657", i64 0
  %".659" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".644", i32 0, i32 5
  %".660" = getelementptr inbounds [1 x i64], [1 x i64]* %".659", i32 0, i32 0
  %".661" = load i64, i64* %".660", !range !1
  %".662" = insertvalue [1 x i64] undef, i64 %".661", 0
  %".663" = extractvalue [1 x i64] %".662", 0
  %".664" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".644", i32 0, i32 6
  %".665" = load [1 x i64], [1 x i64]* %".664"
  %".666" = extractvalue [1 x i64] %".665", 0
  %".667" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".644", i32 0, i32 4
  %".668" = load i64*, i64** %".667"
  %".669" = mul i64 %".666", %".658"
  %".670" = ptrtoint i64* %".668" to i64
  %".671" = add i64 %".670", %".669"
  %".672" = inttoptr i64 %".671" to i64*
  %".673" = load i64, i64* %".672"
  %".674" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"n"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".675"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".674", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".675"
  %".679" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".675", i32 0, i32 5
  %".680" = getelementptr inbounds [1 x i64], [1 x i64]* %".679", i32 0, i32 0
  %".681" = load i64, i64* %".680", !range !1
  %".682" = insertvalue [1 x i64] undef, i64 %".681", 0
  %".683" = extractvalue [1 x i64] %".682", 0
  %".684" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".675", i32 0, i32 6
  %".685" = load [1 x i64], [1 x i64]* %".684"
  %".686" = extractvalue [1 x i64] %".685", 0
  %".687" = icmp slt i64 1, 0
  %".688" = add i64 1, %".683"
  %".689" = select  i1 %".687", i64 %".688", i64 1
  %".690" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".675", i32 0, i32 5
  %".691" = getelementptr inbounds [1 x i64], [1 x i64]* %".690", i32 0, i32 0
  %".692" = load i64, i64* %".691", !range !1
  %".693" = insertvalue [1 x i64] undef, i64 %".692", 0
  %".694" = extractvalue [1 x i64] %".693", 0
  %".695" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".675", i32 0, i32 6
  %".696" = load [1 x i64], [1 x i64]* %".695"
  %".697" = extractvalue [1 x i64] %".696", 0
  %".698" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".675", i32 0, i32 4
  %".699" = load i64*, i64** %".698"
  %".700" = mul i64 %".697", %".689"
  %".701" = ptrtoint i64* %".699" to i64
  %".702" = add i64 %".701", %".700"
  %".703" = inttoptr i64 %".702" to i64*
  %".704" = load i64, i64* %".703"
  %".705" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"n"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".706"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".705", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".706"
  %".710" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".706", i32 0, i32 5
  %".711" = getelementptr inbounds [1 x i64], [1 x i64]* %".710", i32 0, i32 0
  %".712" = load i64, i64* %".711", !range !1
  %".713" = insertvalue [1 x i64] undef, i64 %".712", 0
  %".714" = extractvalue [1 x i64] %".713", 0
  %".715" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".706", i32 0, i32 6
  %".716" = load [1 x i64], [1 x i64]* %".715"
  %".717" = extractvalue [1 x i64] %".716", 0
  %".718" = icmp slt i64 2, 0
  %".719" = add i64 2, %".714"
  %".720" = select  i1 %".718", i64 %".719", i64 2
  %".721" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".706", i32 0, i32 5
  %".722" = getelementptr inbounds [1 x i64], [1 x i64]* %".721", i32 0, i32 0
  %".723" = load i64, i64* %".722", !range !1
  %".724" = insertvalue [1 x i64] undef, i64 %".723", 0
  %".725" = extractvalue [1 x i64] %".724", 0
  %".726" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".706", i32 0, i32 6
  %".727" = load [1 x i64], [1 x i64]* %".726"
  %".728" = extractvalue [1 x i64] %".727", 0
  %".729" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".706", i32 0, i32 4
  %".730" = load i64*, i64** %".729"
  %".731" = mul i64 %".728", %".720"
  %".732" = ptrtoint i64* %".730" to i64
  %".733" = add i64 %".732", %".731"
  %".734" = inttoptr i64 %".733" to i64*
  %".735" = load i64, i64* %".734"
  %".736" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"n"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".737"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".736", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".737"
  %".741" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".737", i32 0, i32 5
  %".742" = getelementptr inbounds [1 x i64], [1 x i64]* %".741", i32 0, i32 0
  %".743" = load i64, i64* %".742", !range !1
  %".744" = insertvalue [1 x i64] undef, i64 %".743", 0
  %".745" = extractvalue [1 x i64] %".744", 0
  %".746" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".737", i32 0, i32 6
  %".747" = load [1 x i64], [1 x i64]* %".746"
  %".748" = extractvalue [1 x i64] %".747", 0
  %".749" = icmp slt i64 3, 0
  %".750" = add i64 3, %".745"
  %".751" = select  i1 %".749", i64 %".750", i64 3
  %".752" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".737", i32 0, i32 5
  %".753" = getelementptr inbounds [1 x i64], [1 x i64]* %".752", i32 0, i32 0
  %".754" = load i64, i64* %".753", !range !1
  %".755" = insertvalue [1 x i64] undef, i64 %".754", 0
  %".756" = extractvalue [1 x i64] %".755", 0
  %".757" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".737", i32 0, i32 6
  %".758" = load [1 x i64], [1 x i64]* %".757"
  %".759" = extractvalue [1 x i64] %".758", 0
  %".760" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".737", i32 0, i32 4
  %".761" = load i64*, i64** %".760"
  %".762" = mul i64 %".759", %".751"
  %".763" = ptrtoint i64* %".761" to i64
  %".764" = add i64 %".763", %".762"
  %".765" = inttoptr i64 %".764" to i64*
  %".766" = load i64, i64* %".765"
  %".767" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"n"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"n"
  %".769" = load {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"flags"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".770"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} %".769", {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".770"
  %".774" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".770", i32 0, i32 5
  %".775" = getelementptr inbounds [1 x i64], [1 x i64]* %".774", i32 0, i32 0
  %".776" = load i64, i64* %".775", !range !1
  %".777" = insertvalue [1 x i64] undef, i64 %".776", 0
  %".778" = extractvalue [1 x i64] %".777", 0
  %".779" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".770", i32 0, i32 6
  %".780" = load [1 x i64], [1 x i64]* %".779"
  %".781" = extractvalue [1 x i64] %".780", 0
  %".782" = icmp slt i64 1, 0
  %".783" = add i64 1, %".778"
  %".784" = select  i1 %".782", i64 %".783", i64 1
  %".785" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".770", i32 0, i32 5
  %".786" = getelementptr inbounds [1 x i64], [1 x i64]* %".785", i32 0, i32 0
  %".787" = load i64, i64* %".786", !range !1
  %".788" = insertvalue [1 x i64] undef, i64 %".787", 0
  %".789" = extractvalue [1 x i64] %".788", 0
  %".790" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".770", i32 0, i32 6
  %".791" = load [1 x i64], [1 x i64]* %".790"
  %".792" = extractvalue [1 x i64] %".791", 0
  %".793" = getelementptr inbounds {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %".770", i32 0, i32 4
  %".794" = load i8*, i8** %".793"
  %".795" = mul i64 %".792", %".784"
  %".796" = ptrtoint i8* %".794" to i64
  %".797" = add i64 %".796", %".795"
  %".798" = inttoptr i64 %".797" to i8*
  %".799" = load i8, i8* %".798"
  %".800" = load {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"flags"
  store {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i8*, [1 x i64], [1 x i64]}* %"flags"
  %".802" = zext i8 %".799" to i32
  %".803" = sext i32 %".802" to i64
  %"generic.16" = addrspacecast i8 addrspace(4)* bitcast ([35 x i8] addrspace(4)* @"__conststring__$66_25f_20_25f_20_25f_20_25lld_20_25lld_20_25lld_20_25lld_20_25lld_0a" to i8 addrspace(4)*) to i8*
  %".804" = insertvalue {double, double, double, i64, i64, i64, i64, i64} undef, double %".578", 0
  %".805" = insertvalue {double, double, double, i64, i64, i64, i64, i64} %".804", double %".609", 1
  %".806" = insertvalue {double, double, double, i64, i64, i64, i64, i64} %".805", double %".640", 2
  %".807" = insertvalue {double, double, double, i64, i64, i64, i64, i64} %".806", i64 %".673", 3
  %".808" = insertvalue {double, double, double, i64, i64, i64, i64, i64} %".807", i64 %".704", 4
  %".809" = insertvalue {double, double, double, i64, i64, i64, i64, i64} %".808", i64 %".735", 5
  %".810" = insertvalue {double, double, double, i64, i64, i64, i64, i64} %".809", i64 %".766", 6
  %".811" = insertvalue {double, double, double, i64, i64, i64, i64, i64} %".810", i64 %".803", 7
  store {double, double, double, i64, i64, i64, i64, i64} %".811", {double, double, double, i64, i64, i64, i64, i64}* %".812"
  %".815" = bitcast {double, double, double, i64, i64, i64, i64, i64}* %".812" to i8*
  %".816" = call i32 @"vprintf"(i8* %"generic.16", i8* %".815")
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.nctaid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.nctaid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.nctaid.z"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.z"()

@".bytes.803706124699404602" = internal constant [7 x i8] c"thread\00"
@".bytes.1336847688332252167" = internal constant [3 x i8] c"of\00"
declare i32 @"vprintf"(i8* %".1", i8* %".2")

@"__conststring__$6thread" = internal addrspace(4) constant [7 x i8] c"thread\00"
@"__conststring__$2of" = internal addrspace(4) constant [3 x i8] c"of\00"
@"__conststring__$32_25s_20_25lld_20_25s_20_25lld_0a" = internal addrspace(4) constant [17 x i8] c"%s %lld %s %lld\0a\00"
@".bytes.-7224267706259247247" = internal constant [3 x i8] c"i8\00"
@".bytes.6357522685478934138" = internal constant [4 x i8] c"u16\00"
@".bytes.8311848069141962054" = internal constant [4 x i8] c"i64\00"
@".bytes.-7769919260418297730" = internal constant [4 x i8] c"u64\00"
@"__conststring__$2i8" = internal addrspace(4) constant [3 x i8] c"i8\00"
@"__conststring__$3u16" = internal addrspace(4) constant [4 x i8] c"u16\00"
@"__conststring__$3i64" = internal addrspace(4) constant [4 x i8] c"i64\00"
@"__conststring__$3u64" = internal addrspace(4) constant [4 x i8] c"u64\00"
@"__conststring__$64_25s_20_25lld_20_25s_20_25llu_20_25s_20_25lld_20_25s_20_25llu_0a" = internal addrspace(4) constant [33 x i8] c"%s %lld %s %llu %s %lld %s %llu\0a\00"
@".bytes.7816998584942404181" = internal constant [4 x i8] c"f32\00"
@".bytes.-3722455642302536406" = internal constant [4 x i8] c"f64\00"
@".bytes.8746802254052673146" = internal constant [5 x i8] c"bool\00"
@"__conststring__$3f32" = internal addrspace(4) constant [4 x i8] c"f32\00"
@"__conststring__$3f64" = internal addrspace(4) constant [4 x i8] c"f64\00"
@"__conststring__$4bool" = internal addrspace(4) constant [5 x i8] c"bool\00"
@"__conststring__$4True" = internal addrspace(4) constant [5 x i8] c"True\00"
@"__conststring__$5False" = internal addrspace(4) constant [6 x i8] c"False\00"
@"__conststring__$49_25s_20_25f_20_25s_20_25f_20_25s_20_25s_20_25s_0a" = internal addrspace(4) constant [22 x i8] c"%s %f %s %f %s %s %s\0a\00"
@"__conststring__$66_25f_20_25f_20_25f_20_25lld_20_25lld_20_25lld_20_25lld_20_25lld_0a" = internal addrspace(4) constant [35 x i8] c"%f %f %f %lld %lld %lld %lld %lld\0a\00"
@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, i64*, i64, i64, i8*, i8*, i64, i64, i8*, i64, i64)* @"_ZN8__main__11print_typesB3v59B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE5ArrayIhLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, i64*, i64, i64, i8*, i8*, i64, i64, i8*, i64, i64)* @"_ZN8__main__11print_typesB3v59B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE5ArrayIhLi1E1A7mutable7alignedE", !"kernel", i32 1 }