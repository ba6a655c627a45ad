; numba-cuda kernel m24_shared_histogram(Array(uint32, 1, 'A', False, aligned=True), Array(uint32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "shared_histogram$30"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__16shared_histogramB3v30B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__16shared_histogramB3v30B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", i32* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"bins.0", i8* %"bins.1", i64 %"bins.2", i64 %"bins.3", i32* %"bins.4", i64 %"bins.5.0", i64 %"bins.6.0")
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
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"bins.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"bins.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"bins.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"bins.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", i32* %"bins.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"bins.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"bins.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %"x" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %"bins" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"bins"
  %".25" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".25"
  %"h" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  %"t" = alloca i32
  store i32 0, i32* %"t"
  %"$122pred" = alloca i1
  store i1 0, i1* %"$122pred"
  %".76" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".76"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".123" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".123"
  %"$232pred" = alloca i1
  store i1 0, i1* %"$232pred"
  %".140" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".140"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".182" = alloca i64
  store i64 0, i64* %".182"
  %".185" = alloca i64
  store i64 0, i64* %".185"
  %".217" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".217"
  %"$366pred" = alloca i1
  store i1 0, i1* %"$366pred"
  %".259" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".259"
  %".293" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".293"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"bins"
  %"generic" = addrspacecast [16 x i32] addrspace(3)* @"_cudapy_smem_1" to i8*
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".25"
  %".28" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".25", i32 0, i32 4
  %".29" = load i32*, i32** %".28"
  %".30" = bitcast i8* %"generic" to i32*
  %".31" = insertvalue [1 x i64] undef, i64 16, 0
  %".32" = insertvalue [1 x i64] undef, i64 4, 0
  %".33" = extractvalue [1 x i64] %".31", 0
  %".34" = mul nsw i64 1, %".33"
  %".35" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".25", i32 0, i32 5
  store [1 x i64] %".31", [1 x i64]* %".35"
  %".37" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".25", i32 0, i32 6
  store [1 x i64] %".32", [1 x i64]* %".37"
  %".39" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".25", i32 0, i32 4
  store i32* %".30", i32** %".39"
  %".41" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".25", i32 0, i32 3
  store i64 4, i64* %".41"
  %".43" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".25", i32 0, i32 0
  store i8* null, i8** %".43"
  %".45" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".25", i32 0, i32 1
  store i8* null, i8** %".45"
  %".47" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".25", i32 0, i32 2
  store i64 %".34", i64* %".47"
  %".49" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".25"
  %".51" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".49", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  %".53" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".54" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".55" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".56" = insertvalue {i32, i32, i32} undef, i32 %".53", 0
  %".57" = insertvalue {i32, i32, i32} %".56", i32 %".54", 1
  %".58" = insertvalue {i32, i32, i32} %".57", i32 %".55", 2
  %".59" = extractvalue {i32, i32, i32} %".58", 0
  %".61" = load i32, i32* %"t"
  store i32 %".59", i32* %"t"
  %".63" = load i32, i32* %"t"
  %".64" = sext i32 %".63" to i64
  %".65" = icmp slt i64 %".64", 16
  %".67" = load i1, i1* %"$122pred"
  store i1 %".65", i1* %"$122pred"
  %".69" = load i1, i1* %"$122pred"
  br i1 %".69", label %"B124", label %"B134"
B124:
  %".71" = load i1, i1* %"$122pred"
  store i1 0, i1* %"$122pred"
  %".73" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  %".74" = load i32, i32* %"t"
  %".75" = sext i32 %".74" to i64
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".76"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".73", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".76"
  %".80" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".76", i32 0, i32 5
  %".81" = getelementptr inbounds [1 x i64], [1 x i64]* %".80", i32 0, i32 0
  %".82" = load i64, i64* %".81", !range !1
  %".83" = insertvalue [1 x i64] undef, i64 %".82", 0
  %".84" = extractvalue [1 x i64] %".83", 0
  %".85" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".76", i32 0, i32 6
  %".86" = load [1 x i64], [1 x i64]* %".85"
  %".87" = extractvalue [1 x i64] %".86", 0
  %".88" = icmp slt i64 %".75", 0
  %".89" = add i64 %".75", %".84"
  %".90" = select  i1 %".88", i64 %".89", i64 %".75"
  %".91" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".76", i32 0, i32 5
  %".92" = getelementptr inbounds [1 x i64], [1 x i64]* %".91", i32 0, i32 0
  %".93" = load i64, i64* %".92", !range !1
  %".94" = insertvalue [1 x i64] undef, i64 %".93", 0
  %".95" = extractvalue [1 x i64] %".94", 0
  %".96" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".76", i32 0, i32 6
  %".97" = load [1 x i64], [1 x i64]* %".96"
  %".98" = extractvalue [1 x i64] %".97", 0
  %".99" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".76", i32 0, i32 4
  %".100" = load i32*, i32** %".99"
  %".101" = mul i64 %".90", 1
  %".102" = add i64 0, %".101"
  %".103" = getelementptr i32, i32* %".100", i64 %".102"
  %".104" = trunc i64 0 to i32
  store i32 %".104", i32* %".103"
  br label %"B134"
B134:
  %".107" = load i1, i1* %"$122pred"
  store i1 0, i1* %"$122pred"
  call void @"llvm.nvvm.barrier0"()
  %".110" = trunc i64 1 to i32
  %".111" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".112" = sext i32 %".111" to i64
  %".113" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".114" = sext i32 %".113" to i64
  %".115" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".116" = sext i32 %".115" to i64
  %".117" = mul i64 %".114", %".116"
  %".118" = add i64 %".117", %".112"
  %".120" = load i64, i64* %"i"
  store i64 %".118", i64* %"i"
  %".122" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".123"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".122", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".123"
  %".127" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".123", i32 0, i32 2
  %".128" = load i64, i64* %".127"
  %".129" = load i64, i64* %"i"
  %".130" = icmp slt i64 %".129", %".128"
  %".132" = load i1, i1* %"$232pred"
  store i1 %".130", i1* %"$232pred"
  %".134" = load i1, i1* %"$232pred"
  br i1 %".134", label %"B234", label %"B318"
B234:
  %".136" = load i1, i1* %"$232pred"
  store i1 0, i1* %"$232pred"
  %".138" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %".139" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".140"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".138", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".140"
  %".144" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".140", i32 0, i32 5
  %".145" = getelementptr inbounds [1 x i64], [1 x i64]* %".144", i32 0, i32 0
  %".146" = load i64, i64* %".145", !range !1
  %".147" = insertvalue [1 x i64] undef, i64 %".146", 0
  %".148" = extractvalue [1 x i64] %".147", 0
  %".149" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".140", i32 0, i32 6
  %".150" = load [1 x i64], [1 x i64]* %".149"
  %".151" = extractvalue [1 x i64] %".150", 0
  %".152" = icmp slt i64 %".139", 0
  %".153" = add i64 %".139", %".148"
  %".154" = select  i1 %".152", i64 %".153", i64 %".139"
  %".155" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".140", i32 0, i32 5
  %".156" = getelementptr inbounds [1 x i64], [1 x i64]* %".155", i32 0, i32 0
  %".157" = load i64, i64* %".156", !range !1
  %".158" = insertvalue [1 x i64] undef, i64 %".157", 0
  %".159" = extractvalue [1 x i64] %".158", 0
  %".160" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".140", i32 0, i32 6
  %".161" = load [1 x i64], [1 x i64]* %".160"
  %".162" = extractvalue [1 x i64] %".161", 0
  %".163" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".140", i32 0, i32 4
  %".164" = load i32*, i32** %".163"
  %".165" = mul i64 %".162", %".154"
  %".166" = ptrtoint i32* %".164" to i64
  %".167" = add i64 %".166", %".165"
  %".168" = inttoptr i64 %".167" to i32*
  %".169" = load i32, i32* %".168"
  %".170" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %".172" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".174" = zext i32 %".169" to i64
  %".177" = icmp eq i64 16, 0
  br i1 %".177", label %"B234.if", label %"B234.else", !prof !2
B318:
  %".239" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %".241" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".243" = load i1, i1* %"$232pred"
  store i1 0, i1* %"$232pred"
  call void @"llvm.nvvm.barrier0"()
  %".246" = load i32, i32* %"t"
  %".247" = sext i32 %".246" to i64
  %".248" = icmp slt i64 %".247", 16
  %".250" = load i1, i1* %"$366pred"
  store i1 %".248", i1* %"$366pred"
  %".252" = load i1, i1* %"$366pred"
  br i1 %".252", label %"B368", label %"B450"
B368:
  %".254" = load i1, i1* %"$366pred"
  store i1 0, i1* %"$366pred"
  %".256" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  %".257" = load i32, i32* %"t"
  %".258" = sext i32 %".257" to i64
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".259"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".256", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".259"
  %".263" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".259", i32 0, i32 5
  %".264" = getelementptr inbounds [1 x i64], [1 x i64]* %".263", i32 0, i32 0
  %".265" = load i64, i64* %".264", !range !1
  %".266" = insertvalue [1 x i64] undef, i64 %".265", 0
  %".267" = extractvalue [1 x i64] %".266", 0
  %".268" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".259", i32 0, i32 6
  %".269" = load [1 x i64], [1 x i64]* %".268"
  %".270" = extractvalue [1 x i64] %".269", 0
  %".271" = icmp slt i64 %".258", 0
  %".272" = add i64 %".258", %".267"
  %".273" = select  i1 %".271", i64 %".272", i64 %".258"
  %".274" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".259", i32 0, i32 5
  %".275" = getelementptr inbounds [1 x i64], [1 x i64]* %".274", i32 0, i32 0
  %".276" = load i64, i64* %".275", !range !1
  %".277" = insertvalue [1 x i64] undef, i64 %".276", 0
  %".278" = extractvalue [1 x i64] %".277", 0
  %".279" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".259", i32 0, i32 6
  %".280" = load [1 x i64], [1 x i64]* %".279"
  %".281" = extractvalue [1 x i64] %".280", 0
  %".282" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".259", i32 0, i32 4
  %".283" = load i32*, i32** %".282"
  %".284" = mul i64 %".273", 1
  %".285" = add i64 0, %".284"
  %".286" = getelementptr i32, i32* %".283", i64 %".285"
  %".287" = load i32, i32* %".286"
  %".288" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  %".290" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"bins"
  %".291" = load i32, i32* %"t"
  %".292" = sext i32 %".291" to i64
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".293"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".290", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".293"
  %".297" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".293", i32 0, i32 5
  %".298" = getelementptr inbounds [1 x i64], [1 x i64]* %".297", i32 0, i32 0
  %".299" = load i64, i64* %".298", !range !1
  %".300" = insertvalue [1 x i64] undef, i64 %".299", 0
  %".301" = extractvalue [1 x i64] %".300", 0
  %".302" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".293", i32 0, i32 6
  %".303" = load [1 x i64], [1 x i64]* %".302"
  %".304" = extractvalue [1 x i64] %".303", 0
  %".305" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".293", i32 0, i32 4
  %".306" = load i32*, i32** %".305"
  %".307" = icmp slt i64 %".292", 0
  %".308" = add i64 %".301", %".292"
  %".309" = select  i1 %".307", i64 %".308", i64 %".292"
  %".310" = mul i64 %".304", %".309"
  %".311" = ptrtoint i32* %".306" to i64
  %".312" = add i64 %".311", %".310"
  %".313" = inttoptr i64 %".312" to i32*
  %".314" = atomicrmw add i32* %".313", i32 %".287" monotonic
  %".315" = load i32, i32* %"t"
  store i32 0, i32* %"t"
  %".317" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"bins"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"bins"
  ret void
B450:
  %".321" = load i32, i32* %"t"
  store i32 0, i32* %"t"
  %".323" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  %".325" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"bins"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"bins"
  %".327" = load i1, i1* %"$366pred"
  store i1 0, i1* %"$366pred"
  ret void
B234.if:
  store i64 16, i64* %"quot"
  store i64 16, i64* %"rem"
  br label %"B234.endif"
B234.else:
  store i64 0, i64* %".182"
  store i64 0, i64* %".185"
  %".188" = icmp eq i64 %".174", -9223372036854775808
  %".189" = icmp eq i64 16, -1
  %".190" = and i1 %".188", %".189"
  %".191" = xor i1 %".190", -1
  br i1 %".191", label %"B234.else.if", label %"B234.else.endif", !prof !3
B234.endif:
  %".214" = load i64, i64* %"rem"
  %".215" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"h"
  %".216" = trunc i64 1 to i32
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".217"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".215", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".217"
  %".221" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".217", i32 0, i32 5
  %".222" = getelementptr inbounds [1 x i64], [1 x i64]* %".221", i32 0, i32 0
  %".223" = load i64, i64* %".222", !range !1
  %".224" = insertvalue [1 x i64] undef, i64 %".223", 0
  %".225" = extractvalue [1 x i64] %".224", 0
  %".226" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".217", i32 0, i32 6
  %".227" = load [1 x i64], [1 x i64]* %".226"
  %".228" = extractvalue [1 x i64] %".227", 0
  %".229" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".217", i32 0, i32 4
  %".230" = load i32*, i32** %".229"
  %".231" = icmp slt i64 %".214", 0
  %".232" = add i64 %".225", %".214"
  %".233" = select  i1 %".231", i64 %".232", i64 %".214"
  %".234" = mul i64 %".233", 1
  %".235" = add i64 0, %".234"
  %".236" = getelementptr i32, i32* %".230", i64 %".235"
  %".237" = atomicrmw add i32* %".236", i32 %".216" monotonic
  br label %"B318"
B234.else.if:
  %".193" = sdiv i64 %".174", 16
  %".194" = srem i64 %".174", 16
  %".195" = xor i64 16, %".194"
  %".196" = icmp slt i64 %".195", 0
  %".197" = icmp ne i64 %".194", 0
  %".198" = and i1 %".197", %".196"
  br i1 %".198", label %"B234.else.if.if", label %"B234.else.if.else"
B234.else.endif:
  %".209" = load i64, i64* %".182"
  %".210" = load i64, i64* %".185"
  store i64 %".209", i64* %"quot"
  store i64 %".210", i64* %"rem"
  br label %"B234.endif"
B234.else.if.if:
  %".203" = sub i64 %".193", 1
  store i64 %".203", i64* %".182"
  %".205" = add i64 %".194", 16
  store i64 %".205", i64* %".185"
  br label %"B234.else.if.endif"
B234.else.if.else:
  store i64 %".193", i64* %".182"
  store i64 %".194", i64* %".185"
  br label %"B234.else.if.endif"
B234.else.if.endif:
  br label %"B234.else.endif"
}

@"_cudapy_smem_1" = addrspace(3) global [16 x i32] undef, align 4
declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()

declare void @"llvm.nvvm.barrier0"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__16shared_histogramB3v30B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__16shared_histogramB3v30B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE", !"kernel", i32 1 }