; numba-cuda kernel n32_local_records_2d(Array(Record([('w', {'type': float64, 'offset': 0, 'alignment': None, 'title': None, }), ('k', {'type': int16, 'offset': 8, 'alignment': None, 'title': None, }), ('tag', {'type': uint8, 'offset': 10, 'alignment': None, 'title': None, })], 16, True), 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "local_records_2d$29"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__16local_records_2dB3v29B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi483EELi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__16local_records_2dB3v29B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi483EELi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE"(i8* %"cells.0", i8* %"cells.1", i64 %"cells.2", i64 %"cells.3", [16 x i8]* %"cells.4", i64 %"cells.5.0", i64 %"cells.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", double* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} undef, i8* %"cells.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"cells.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"cells.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"cells.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %"inserted.itemsize", [16 x i8]* %"cells.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"cells.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"cells.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".18", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", double* %"out.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %"cells" = alloca {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %"cells"
  %"out" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".38" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".38"
  %"$66pred" = alloca i1
  store i1 0, i1* %"$66pred"
  %"_cudapy_lmem" = alloca [6 x [16 x i8]]
  store [6 x [16 x i8]] zeroinitializer, [6 x [16 x i8]]* %"_cudapy_lmem"
  %".56" = alloca {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".56"
  %"grid" = alloca {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %"grid"
  %".88" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".88"
  %".98" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".98"
  %".102" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".102"
  %".111" = alloca i64
  store i64 0, i64* %".111"
  %".114" = alloca i64
  store i64 0, i64* %".114"
  %"$phi174.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi174.0"
  %".153" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".153"
  %".156" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".156"
  %".182" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".182"
  %".188" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".188"
  %"$174for_iter.3" = alloca i1
  store i1 0, i1* %"$174for_iter.3"
  %"$phi176.1" = alloca i64
  store i64 0, i64* %"$phi176.1"
  %"r" = alloca i64
  store i64 0, i64* %"r"
  %".210" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".210"
  %".220" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".220"
  %".224" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".224"
  %".233" = alloca i64
  store i64 0, i64* %".233"
  %".236" = alloca i64
  store i64 0, i64* %".236"
  %"$phi208.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi208.1"
  %".275" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".275"
  %".278" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".278"
  %".304" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".304"
  %".310" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".310"
  %"$208for_iter.4" = alloca i1
  store i1 0, i1* %"$208for_iter.4"
  %"$phi210.2" = alloca i64
  store i64 0, i64* %"$phi210.2"
  %".335" = alloca {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".335"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".348" = alloca i64
  store i64 0, i64* %".348"
  %".351" = alloca i64
  store i64 0, i64* %".351"
  %".382" = alloca {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".382"
  %".422" = alloca {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".422"
  %".480" = alloca {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".480"
  %".536" = alloca {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".536"
  %"s.3" = alloca double
  store double 0.0, double* %"s.3"
  %".605" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".605"
  %".615" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".615"
  %".619" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".619"
  %".628" = alloca i64
  store i64 0, i64* %".628"
  %".631" = alloca i64
  store i64 0, i64* %".631"
  %"$phi438.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi438.0"
  %".670" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".670"
  %".673" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".673"
  %".699" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".699"
  %".705" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".705"
  %"$438for_iter.3" = alloca i1
  store i1 0, i1* %"$438for_iter.3"
  %"$phi440.1" = alloca i64
  store i64 0, i64* %"$phi440.1"
  %"s.2" = alloca double
  store double 0.0, double* %"s.2"
  %"r.1" = alloca i64
  store i64 0, i64* %"r.1"
  %".733" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".733"
  %".743" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".743"
  %".747" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".747"
  %".756" = alloca i64
  store i64 0, i64* %".756"
  %".759" = alloca i64
  store i64 0, i64* %".759"
  %"$phi472.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi472.1"
  %".798" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".798"
  %".801" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".801"
  %".827" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".827"
  %".833" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".833"
  %"$472for_iter.4" = alloca i1
  store i1 0, i1* %"$472for_iter.4"
  %"$phi474.2" = alloca i64
  store i64 0, i64* %"$phi474.2"
  %"s.4" = alloca double
  store double 0.0, double* %"s.4"
  %"c.1" = alloca i64
  store i64 0, i64* %"c.1"
  %".864" = alloca {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".864"
  %"$510pred" = alloca i1
  store i1 0, i1* %"$510pred"
  %".927" = alloca {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".927"
  %".983" = alloca {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".983"
  %".1076" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1076"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %"cells"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
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
  %".37" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".38"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".37", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".38"
  %".42" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 2
  %".43" = load i64, i64* %".42"
  %".44" = load i64, i64* %"i"
  %".45" = icmp slt i64 %".44", %".43"
  %".47" = load i1, i1* %"$66pred"
  store i1 %".45", i1* %"$66pred"
  %".49" = load i1, i1* %"$66pred"
  br i1 %".49", label %"B68", label %"B598"
B68:
  %".51" = load i1, i1* %"$66pred"
  store i1 0, i1* %"$66pred"
  %".53" = insertvalue {i64, i64} undef, i64 3, 0
  %".54" = insertvalue {i64, i64} %".53", i64 2, 1
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".56"
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".56", i32 0, i32 4
  %".60" = load [16 x i8]*, [16 x i8]** %".59"
  %".61" = bitcast [6 x [16 x i8]]* %"_cudapy_lmem" to [16 x i8]*
  %".62" = insertvalue [2 x i64] undef, i64 3, 0
  %".63" = insertvalue [2 x i64] %".62", i64 2, 1
  %".64" = insertvalue [2 x i64] undef, i64 32, 0
  %".65" = insertvalue [2 x i64] %".64", i64 16, 1
  %".66" = extractvalue [2 x i64] %".63", 0
  %".67" = extractvalue [2 x i64] %".63", 1
  %".68" = mul nsw i64 1, %".66"
  %".69" = mul nsw i64 %".68", %".67"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".56", i32 0, i32 5
  store [2 x i64] %".63", [2 x i64]* %".70"
  %".72" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".56", i32 0, i32 6
  store [2 x i64] %".65", [2 x i64]* %".72"
  %".74" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".56", i32 0, i32 4
  store [16 x i8]* %".61", [16 x i8]** %".74"
  %".76" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".56", i32 0, i32 3
  store i64 16, i64* %".76"
  %".78" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".56", i32 0, i32 0
  store i8* null, i8** %".78"
  %".80" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".56", i32 0, i32 1
  store i8* null, i8** %".80"
  %".82" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".56", i32 0, i32 2
  store i64 %".69", i64* %".82"
  %".84" = load {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".56"
  %".86" = load {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %"grid"
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} %".84", {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %"grid"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".88"
  %".91" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".88", i32 0, i32 0
  store i64 0, i64* %".91"
  %".93" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".88", i32 0, i32 1
  store i64 3, i64* %".93"
  %".95" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".88", i32 0, i32 2
  store i64 1, i64* %".95"
  %".97" = load {i64, i64, i64}, {i64, i64, i64}* %".88"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".98"
  store {i64, i64, i64} %".97", {i64, i64, i64}* %".98"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".102"
  %".105" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".98", i32 0, i32 0
  %".106" = load i64, i64* %".105"
  %".107" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".98", i32 0, i32 1
  %".108" = load i64, i64* %".107"
  %".109" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".98", i32 0, i32 2
  %".110" = load i64, i64* %".109"
  store i64 %".106", i64* %".111"
  %".116" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".102", i32 0, i32 0
  store i64* %".111", i64** %".116"
  %".118" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".102", i32 0, i32 1
  store i64 %".108", i64* %".118"
  %".120" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".102", i32 0, i32 2
  store i64 %".110", i64* %".120"
  %".122" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".102", i32 0, i32 3
  store i64* %".114", i64** %".122"
  %".124" = sub i64 %".108", %".106"
  %".125" = icmp sgt i64 %".124", 0
  %".126" = icmp sgt i64 %".110", 0
  %".127" = xor i1 %".125", %".126"
  %".128" = icmp eq i64 %".110", 0
  br i1 %".128", label %"B68.if", label %"B68.endif", !prof !1
B174:
  %".152" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi174.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".153"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".156"
  store {i64*, i64, i64, i64*} %".152", {i64*, i64, i64, i64*}* %".156"
  %".160" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".156", i32 0, i32 3
  %".161" = load i64*, i64** %".160"
  %".162" = load i64, i64* %".161"
  %".163" = icmp sgt i64 %".162", 0
  %".164" = getelementptr inbounds {i64, i1}, {i64, i1}* %".153", i32 0, i32 1
  store i1 %".163", i1* %".164"
  br i1 %".163", label %"B174.if", label %"B174.endif"
B176:
  %".202" = load i1, i1* %"$174for_iter.3"
  store i1 0, i1* %"$174for_iter.3"
  %".204" = load i64, i64* %"$phi176.1"
  %".206" = load i64, i64* %"r"
  store i64 %".204", i64* %"r"
  %".208" = load i64, i64* %"$phi176.1"
  store i64 0, i64* %"$phi176.1"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".210"
  %".213" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".210", i32 0, i32 0
  store i64 0, i64* %".213"
  %".215" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".210", i32 0, i32 1
  store i64 2, i64* %".215"
  %".217" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".210", i32 0, i32 2
  store i64 1, i64* %".217"
  %".219" = load {i64, i64, i64}, {i64, i64, i64}* %".210"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".220"
  store {i64, i64, i64} %".219", {i64, i64, i64}* %".220"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".224"
  %".227" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".220", i32 0, i32 0
  %".228" = load i64, i64* %".227"
  %".229" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".220", i32 0, i32 1
  %".230" = load i64, i64* %".229"
  %".231" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".220", i32 0, i32 2
  %".232" = load i64, i64* %".231"
  store i64 %".228", i64* %".233"
  %".238" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".224", i32 0, i32 0
  store i64* %".233", i64** %".238"
  %".240" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".224", i32 0, i32 1
  store i64 %".230", i64* %".240"
  %".242" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".224", i32 0, i32 2
  store i64 %".232", i64* %".242"
  %".244" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".224", i32 0, i32 3
  store i64* %".236", i64** %".244"
  %".246" = sub i64 %".230", %".228"
  %".247" = icmp sgt i64 %".246", 0
  %".248" = icmp sgt i64 %".232", 0
  %".249" = xor i1 %".247", %".248"
  %".250" = icmp eq i64 %".232", 0
  br i1 %".250", label %"B176.if", label %"B176.endif", !prof !1
B208:
  %".274" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi208.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".275"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".278"
  store {i64*, i64, i64, i64*} %".274", {i64*, i64, i64, i64*}* %".278"
  %".282" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".278", i32 0, i32 3
  %".283" = load i64*, i64** %".282"
  %".284" = load i64, i64* %".283"
  %".285" = icmp sgt i64 %".284", 0
  %".286" = getelementptr inbounds {i64, i1}, {i64, i1}* %".275", i32 0, i32 1
  store i1 %".285", i1* %".286"
  br i1 %".285", label %"B208.if", label %"B208.endif"
B210:
  %".324" = load i1, i1* %"$208for_iter.4"
  store i1 0, i1* %"$208for_iter.4"
  %".326" = load i64, i64* %"$phi210.2"
  %".327" = load i64, i64* %"$phi210.2"
  store i64 0, i64* %"$phi210.2"
  %".329" = load i64, i64* %"r"
  %".330" = mul nsw i64 %".329", 2
  %".331" = load i64, i64* %"i"
  %".332" = add nsw i64 %".331", %".330"
  %".333" = add nsw i64 %".332", %".326"
  %".334" = load {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %"cells"
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".335"
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %".334", {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".335"
  %".339" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".335", i32 0, i32 2
  %".340" = load i64, i64* %".339"
  %".343" = icmp eq i64 %".340", 0
  br i1 %".343", label %"B210.if", label %"B210.else", !prof !1
B402:
  %".585" = load i64, i64* %"r"
  store i64 0, i64* %"r"
  %".587" = load i64, i64* %"$phi210.2"
  store i64 0, i64* %"$phi210.2"
  %".589" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi208.1"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi208.1"
  %".591" = load i1, i1* %"$208for_iter.4"
  store i1 0, i1* %"$208for_iter.4"
  br label %"B174"
B404:
  %".594" = load {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %"cells"
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %"cells"
  %".596" = load i64, i64* %"$phi176.1"
  store i64 0, i64* %"$phi176.1"
  %".598" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi174.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi174.0"
  %".600" = load i1, i1* %"$174for_iter.3"
  store i1 0, i1* %"$174for_iter.3"
  %".603" = load double, double* %"s.3"
  store double              0x0, double* %"s.3"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".605"
  %".608" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".605", i32 0, i32 0
  store i64 0, i64* %".608"
  %".610" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".605", i32 0, i32 1
  store i64 3, i64* %".610"
  %".612" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".605", i32 0, i32 2
  store i64 1, i64* %".612"
  %".614" = load {i64, i64, i64}, {i64, i64, i64}* %".605"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".615"
  store {i64, i64, i64} %".614", {i64, i64, i64}* %".615"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".619"
  %".622" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".615", i32 0, i32 0
  %".623" = load i64, i64* %".622"
  %".624" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".615", i32 0, i32 1
  %".625" = load i64, i64* %".624"
  %".626" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".615", i32 0, i32 2
  %".627" = load i64, i64* %".626"
  store i64 %".623", i64* %".628"
  %".633" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".619", i32 0, i32 0
  store i64* %".628", i64** %".633"
  %".635" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".619", i32 0, i32 1
  store i64 %".625", i64* %".635"
  %".637" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".619", i32 0, i32 2
  store i64 %".627", i64* %".637"
  %".639" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".619", i32 0, i32 3
  store i64* %".631", i64** %".639"
  %".641" = sub i64 %".625", %".623"
  %".642" = icmp sgt i64 %".641", 0
  %".643" = icmp sgt i64 %".627", 0
  %".644" = xor i1 %".642", %".643"
  %".645" = icmp eq i64 %".627", 0
  br i1 %".645", label %"B404.if", label %"B404.endif", !prof !1
B438:
  %".669" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi438.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".670"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".673"
  store {i64*, i64, i64, i64*} %".669", {i64*, i64, i64, i64*}* %".673"
  %".677" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".673", i32 0, i32 3
  %".678" = load i64*, i64** %".677"
  %".679" = load i64, i64* %".678"
  %".680" = icmp sgt i64 %".679", 0
  %".681" = getelementptr inbounds {i64, i1}, {i64, i1}* %".670", i32 0, i32 1
  store i1 %".680", i1* %".681"
  br i1 %".680", label %"B438.if", label %"B438.endif"
B440:
  %".719" = load i1, i1* %"$438for_iter.3"
  store i1 0, i1* %"$438for_iter.3"
  %".721" = load double, double* %"s.3"
  %".723" = load double, double* %"s.2"
  store double %".721", double* %"s.2"
  %".725" = load double, double* %"s.3"
  store double 0.0, double* %"s.3"
  %".727" = load i64, i64* %"$phi440.1"
  %".729" = load i64, i64* %"r.1"
  store i64 %".727", i64* %"r.1"
  %".731" = load i64, i64* %"$phi440.1"
  store i64 0, i64* %"$phi440.1"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".733"
  %".736" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".733", i32 0, i32 0
  store i64 0, i64* %".736"
  %".738" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".733", i32 0, i32 1
  store i64 2, i64* %".738"
  %".740" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".733", i32 0, i32 2
  store i64 1, i64* %".740"
  %".742" = load {i64, i64, i64}, {i64, i64, i64}* %".733"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".743"
  store {i64, i64, i64} %".742", {i64, i64, i64}* %".743"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".747"
  %".750" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".743", i32 0, i32 0
  %".751" = load i64, i64* %".750"
  %".752" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".743", i32 0, i32 1
  %".753" = load i64, i64* %".752"
  %".754" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".743", i32 0, i32 2
  %".755" = load i64, i64* %".754"
  store i64 %".751", i64* %".756"
  %".761" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".747", i32 0, i32 0
  store i64* %".756", i64** %".761"
  %".763" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".747", i32 0, i32 1
  store i64 %".753", i64* %".763"
  %".765" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".747", i32 0, i32 2
  store i64 %".755", i64* %".765"
  %".767" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".747", i32 0, i32 3
  store i64* %".759", i64** %".767"
  %".769" = sub i64 %".753", %".751"
  %".770" = icmp sgt i64 %".769", 0
  %".771" = icmp sgt i64 %".755", 0
  %".772" = xor i1 %".770", %".771"
  %".773" = icmp eq i64 %".755", 0
  br i1 %".773", label %"B440.if", label %"B440.endif", !prof !1
B472:
  %".797" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi472.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".798"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".801"
  store {i64*, i64, i64, i64*} %".797", {i64*, i64, i64, i64*}* %".801"
  %".805" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".801", i32 0, i32 3
  %".806" = load i64*, i64** %".805"
  %".807" = load i64, i64* %".806"
  %".808" = icmp sgt i64 %".807", 0
  %".809" = getelementptr inbounds {i64, i1}, {i64, i1}* %".798", i32 0, i32 1
  store i1 %".808", i1* %".809"
  br i1 %".808", label %"B472.if", label %"B472.endif"
B474:
  %".847" = load i1, i1* %"$472for_iter.4"
  store i1 0, i1* %"$472for_iter.4"
  %".849" = load double, double* %"s.2"
  %".851" = load double, double* %"s.4"
  store double %".849", double* %"s.4"
  %".853" = load i64, i64* %"$phi474.2"
  %".855" = load i64, i64* %"c.1"
  store i64 %".853", i64* %"c.1"
  %".857" = load i64, i64* %"$phi474.2"
  store i64 0, i64* %"$phi474.2"
  %".859" = load i64, i64* %"r.1"
  %".860" = load i64, i64* %"c.1"
  %".861" = insertvalue [2 x i64] undef, i64 %".859", 0
  %".862" = insertvalue [2 x i64] %".861", i64 %".860", 1
  %".863" = load {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %"grid"
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".864"
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} %".863", {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".864"
  %".868" = extractvalue [2 x i64] %".862", 0
  %".869" = extractvalue [2 x i64] %".862", 1
  %".870" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".864", i32 0, i32 5
  %".871" = getelementptr inbounds [2 x i64], [2 x i64]* %".870", i32 0, i32 0
  %".872" = load i64, i64* %".871", !range !3
  %".873" = getelementptr inbounds [2 x i64], [2 x i64]* %".870", i32 0, i32 1
  %".874" = load i64, i64* %".873", !range !3
  %".875" = insertvalue [2 x i64] undef, i64 %".872", 0
  %".876" = insertvalue [2 x i64] %".875", i64 %".874", 1
  %".877" = extractvalue [2 x i64] %".876", 0
  %".878" = extractvalue [2 x i64] %".876", 1
  %".879" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".864", i32 0, i32 6
  %".880" = load [2 x i64], [2 x i64]* %".879"
  %".881" = extractvalue [2 x i64] %".880", 0
  %".882" = extractvalue [2 x i64] %".880", 1
  %".883" = icmp slt i64 %".868", 0
  %".884" = add i64 %".868", %".877"
  %".885" = select  i1 %".883", i64 %".884", i64 %".868"
  %".886" = icmp slt i64 %".869", 0
  %".887" = add i64 %".869", %".878"
  %".888" = select  i1 %".886", i64 %".887", i64 %".869"
  %".889" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".864", i32 0, i32 5
  %".890" = getelementptr inbounds [2 x i64], [2 x i64]* %".889", i32 0, i32 0
  %".891" = load i64, i64* %".890", !range !3
  %".892" = getelementptr inbounds [2 x i64], [2 x i64]* %".889", i32 0, i32 1
  %".893" = load i64, i64* %".892", !range !3
  %".894" = insertvalue [2 x i64] undef, i64 %".891", 0
  %".895" = insertvalue [2 x i64] %".894", i64 %".893", 1
  %".896" = extractvalue [2 x i64] %".895", 0
  %".897" = extractvalue [2 x i64] %".895", 1
  %".898" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".864", i32 0, i32 6
  %".899" = load [2 x i64], [2 x i64]* %".898"
  %".900" = extractvalue [2 x i64] %".899", 0
  %".901" = extractvalue [2 x i64] %".899", 1
  %".902" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".864", i32 0, i32 4
  %".903" = load [16 x i8]*, [16 x i8]** %".902"
  %".904" = mul i64 1, %".897"
  %".905" = mul i64 %".885", %".904"
  %".906" = add i64 0, %".905"
  %".907" = mul i64 %".888", 1
  %".908" = add i64 %".906", %".907"
  %".909" = getelementptr [16 x i8], [16 x i8]* %".903", i64 %".908"
  %".910" = getelementptr inbounds [16 x i8], [16 x i8]* %".909", i32 0, i32 10
  %".911" = load i8, i8* %".910"
  %".912" = zext i8 %".911" to i64
  %".913" = and i64 %".912", 1
  %".914" = icmp ne i64 %".913", 0
  %".916" = load i1, i1* %"$510pred"
  store i1 %".914", i1* %"$510pred"
  %".918" = load i1, i1* %"$510pred"
  br i1 %".918", label %"B512", label %"B580"
B512:
  %".920" = load i1, i1* %"$510pred"
  store i1 0, i1* %"$510pred"
  %".922" = load i64, i64* %"r.1"
  %".923" = load i64, i64* %"c.1"
  %".924" = insertvalue [2 x i64] undef, i64 %".922", 0
  %".925" = insertvalue [2 x i64] %".924", i64 %".923", 1
  %".926" = load {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %"grid"
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".927"
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} %".926", {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".927"
  %".931" = extractvalue [2 x i64] %".925", 0
  %".932" = extractvalue [2 x i64] %".925", 1
  %".933" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".927", i32 0, i32 5
  %".934" = getelementptr inbounds [2 x i64], [2 x i64]* %".933", i32 0, i32 0
  %".935" = load i64, i64* %".934", !range !3
  %".936" = getelementptr inbounds [2 x i64], [2 x i64]* %".933", i32 0, i32 1
  %".937" = load i64, i64* %".936", !range !3
  %".938" = insertvalue [2 x i64] undef, i64 %".935", 0
  %".939" = insertvalue [2 x i64] %".938", i64 %".937", 1
  %".940" = extractvalue [2 x i64] %".939", 0
  %".941" = extractvalue [2 x i64] %".939", 1
  %".942" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".927", i32 0, i32 6
  %".943" = load [2 x i64], [2 x i64]* %".942"
  %".944" = extractvalue [2 x i64] %".943", 0
  %".945" = extractvalue [2 x i64] %".943", 1
  %".946" = icmp slt i64 %".931", 0
  %".947" = add i64 %".931", %".940"
  %".948" = select  i1 %".946", i64 %".947", i64 %".931"
  %".949" = icmp slt i64 %".932", 0
  %".950" = add i64 %".932", %".941"
  %".951" = select  i1 %".949", i64 %".950", i64 %".932"
  %".952" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".927", i32 0, i32 5
  %".953" = getelementptr inbounds [2 x i64], [2 x i64]* %".952", i32 0, i32 0
  %".954" = load i64, i64* %".953", !range !3
  %".955" = getelementptr inbounds [2 x i64], [2 x i64]* %".952", i32 0, i32 1
  %".956" = load i64, i64* %".955", !range !3
  %".957" = insertvalue [2 x i64] undef, i64 %".954", 0
  %".958" = insertvalue [2 x i64] %".957", i64 %".956", 1
  %".959" = extractvalue [2 x i64] %".958", 0
  %".960" = extractvalue [2 x i64] %".958", 1
  %".961" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".927", i32 0, i32 6
  %".962" = load [2 x i64], [2 x i64]* %".961"
  %".963" = extractvalue [2 x i64] %".962", 0
  %".964" = extractvalue [2 x i64] %".962", 1
  %".965" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".927", i32 0, i32 4
  %".966" = load [16 x i8]*, [16 x i8]** %".965"
  %".967" = mul i64 1, %".960"
  %".968" = mul i64 %".948", %".967"
  %".969" = add i64 0, %".968"
  %".970" = mul i64 %".951", 1
  %".971" = add i64 %".969", %".970"
  %".972" = getelementptr [16 x i8], [16 x i8]* %".966", i64 %".971"
  %".973" = getelementptr inbounds [16 x i8], [16 x i8]* %".972", i32 0, i32 0
  %".974" = bitcast i8* %".973" to double*
  %".975" = load double, double* %".974"
  %".976" = load i64, i64* %"r.1"
  %".977" = load i64, i64* %"c.1"
  %".978" = insertvalue [2 x i64] undef, i64 %".976", 0
  %".979" = insertvalue [2 x i64] %".978", i64 %".977", 1
  %".980" = load i64, i64* %"c.1"
  store i64 0, i64* %"c.1"
  %".982" = load {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %"grid"
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".983"
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} %".982", {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".983"
  %".987" = extractvalue [2 x i64] %".979", 0
  %".988" = extractvalue [2 x i64] %".979", 1
  %".989" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".983", i32 0, i32 5
  %".990" = getelementptr inbounds [2 x i64], [2 x i64]* %".989", i32 0, i32 0
  %".991" = load i64, i64* %".990", !range !3
  %".992" = getelementptr inbounds [2 x i64], [2 x i64]* %".989", i32 0, i32 1
  %".993" = load i64, i64* %".992", !range !3
  %".994" = insertvalue [2 x i64] undef, i64 %".991", 0
  %".995" = insertvalue [2 x i64] %".994", i64 %".993", 1
  %".996" = extractvalue [2 x i64] %".995", 0
  %".997" = extractvalue [2 x i64] %".995", 1
  %".998" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".983", i32 0, i32 6
  %".999" = load [2 x i64], [2 x i64]* %".998"
  %".1000" = extractvalue [2 x i64] %".999", 0
  %".1001" = extractvalue [2 x i64] %".999", 1
  %".1002" = icmp slt i64 %".987", 0
  %".1003" = add i64 %".987", %".996"
  %".1004" = select  i1 %".1002", i64 %".1003", i64 %".987"
  %".1005" = icmp slt i64 %".988", 0
  %".1006" = add i64 %".988", %".997"
  %".1007" = select  i1 %".1005", i64 %".1006", i64 %".988"
  %".1008" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".983", i32 0, i32 5
  %".1009" = getelementptr inbounds [2 x i64], [2 x i64]* %".1008", i32 0, i32 0
  %".1010" = load i64, i64* %".1009", !range !3
  %".1011" = getelementptr inbounds [2 x i64], [2 x i64]* %".1008", i32 0, i32 1
  %".1012" = load i64, i64* %".1011", !range !3
  %".1013" = insertvalue [2 x i64] undef, i64 %".1010", 0
  %".1014" = insertvalue [2 x i64] %".1013", i64 %".1012", 1
  %".1015" = extractvalue [2 x i64] %".1014", 0
  %".1016" = extractvalue [2 x i64] %".1014", 1
  %".1017" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".983", i32 0, i32 6
  %".1018" = load [2 x i64], [2 x i64]* %".1017"
  %".1019" = extractvalue [2 x i64] %".1018", 0
  %".1020" = extractvalue [2 x i64] %".1018", 1
  %".1021" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".983", i32 0, i32 4
  %".1022" = load [16 x i8]*, [16 x i8]** %".1021"
  %".1023" = mul i64 1, %".1016"
  %".1024" = mul i64 %".1004", %".1023"
  %".1025" = add i64 0, %".1024"
  %".1026" = mul i64 %".1007", 1
  %".1027" = add i64 %".1025", %".1026"
  %".1028" = getelementptr [16 x i8], [16 x i8]* %".1022", i64 %".1027"
  %".1029" = getelementptr inbounds [16 x i8], [16 x i8]* %".1028", i32 0, i32 8
  %".1030" = bitcast i8* %".1029" to i16*
  %".1031" = load i16, i16* %".1030"
  %".1032" = sitofp i16 %".1031" to double
  %".1033" = fadd double %".975", %".1032"
  %".1034" = load double, double* %"s.2"
  %".1035" = fadd double %".1034", %".1033"
  %".1036" = load double, double* %"s.2"
  store double 0.0, double* %"s.2"
  %".1038" = load double, double* %"s.4"
  store double %".1035", double* %"s.4"
  br label %"B580"
B580:
  %".1041" = load i64, i64* %"c.1"
  store i64 0, i64* %"c.1"
  %".1043" = load i1, i1* %"$510pred"
  store i1 0, i1* %"$510pred"
  %".1045" = load double, double* %"s.4"
  %".1046" = load double, double* %"s.2"
  store double %".1045", double* %"s.2"
  %".1048" = load double, double* %"s.4"
  store double 0.0, double* %"s.4"
  br label %"B472"
B582:
  %".1051" = load i64, i64* %"r.1"
  store i64 0, i64* %"r.1"
  %".1053" = load i64, i64* %"$phi474.2"
  store i64 0, i64* %"$phi474.2"
  %".1055" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi472.1"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi472.1"
  %".1057" = load i1, i1* %"$472for_iter.4"
  store i1 0, i1* %"$472for_iter.4"
  %".1059" = load double, double* %"s.2"
  %".1060" = load double, double* %"s.3"
  store double %".1059", double* %"s.3"
  %".1062" = load double, double* %"s.2"
  store double 0.0, double* %"s.2"
  br label %"B438"
B584:
  %".1065" = load {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %"grid"
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %"grid"
  %".1067" = load i64, i64* %"$phi440.1"
  store i64 0, i64* %"$phi440.1"
  %".1069" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi438.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi438.0"
  %".1071" = load i1, i1* %"$438for_iter.3"
  store i1 0, i1* %"$438for_iter.3"
  %".1073" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".1074" = load double, double* %"s.3"
  %".1075" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1076"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".1073", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1076"
  %".1080" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1076", i32 0, i32 5
  %".1081" = getelementptr inbounds [1 x i64], [1 x i64]* %".1080", i32 0, i32 0
  %".1082" = load i64, i64* %".1081", !range !3
  %".1083" = insertvalue [1 x i64] undef, i64 %".1082", 0
  %".1084" = extractvalue [1 x i64] %".1083", 0
  %".1085" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1076", i32 0, i32 6
  %".1086" = load [1 x i64], [1 x i64]* %".1085"
  %".1087" = extractvalue [1 x i64] %".1086", 0
  %".1088" = icmp slt i64 %".1075", 0
  %".1089" = add i64 %".1075", %".1084"
  %".1090" = select  i1 %".1088", i64 %".1089", i64 %".1075"
  %".1091" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1076", i32 0, i32 5
  %".1092" = getelementptr inbounds [1 x i64], [1 x i64]* %".1091", i32 0, i32 0
  %".1093" = load i64, i64* %".1092", !range !3
  %".1094" = insertvalue [1 x i64] undef, i64 %".1093", 0
  %".1095" = extractvalue [1 x i64] %".1094", 0
  %".1096" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1076", i32 0, i32 6
  %".1097" = load [1 x i64], [1 x i64]* %".1096"
  %".1098" = extractvalue [1 x i64] %".1097", 0
  %".1099" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1076", i32 0, i32 4
  %".1100" = load double*, double** %".1099"
  %".1101" = mul i64 %".1098", %".1090"
  %".1102" = ptrtoint double* %".1100" to i64
  %".1103" = add i64 %".1102", %".1101"
  %".1104" = inttoptr i64 %".1103" to double*
  store double %".1074", double* %".1104"
  %".1106" = load double, double* %"s.3"
  store double 0.0, double* %"s.3"
  %".1108" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".1110" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B598:
  %".1114" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".1116" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".1118" = load {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %"cells"
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %"cells"
  %".1120" = load i1, i1* %"$66pred"
  store i1 0, i1* %"$66pred"
  ret void
B68.if:
  ret void
B68.endif:
  br i1 %".127", label %"B68.endif.if", label %"B68.endif.else"
B68.endif.if:
  %".132" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".102", i32 0, i32 3
  %".133" = load i64*, i64** %".132"
  store i64 0, i64* %".133"
  br label %"B68.endif.endif"
B68.endif.else:
  %".136" = srem i64 %".124", %".110"
  %".137" = sub i64 0, %".136"
  %".138" = select  i1 %".125", i64 %".136", i64 %".137"
  %".139" = icmp sgt i64 %".138", 0
  %".140" = sdiv i64 %".124", %".110"
  %".141" = select  i1 %".139", i64 1, i64 0
  %".142" = add i64 %".140", %".141"
  %".143" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".102", i32 0, i32 3
  %".144" = load i64*, i64** %".143"
  store i64 %".142", i64* %".144"
  br label %"B68.endif.endif"
B68.endif.endif:
  %".147" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".102"
  %".149" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi174.0"
  store {i64*, i64, i64, i64*} %".147", {i64*, i64, i64, i64*}* %"$phi174.0"
  br label %"B174"
B174.if:
  %".167" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".156", i32 0, i32 0
  %".168" = load i64*, i64** %".167"
  %".169" = load i64, i64* %".168"
  %".170" = getelementptr inbounds {i64, i1}, {i64, i1}* %".153", i32 0, i32 0
  store i64 %".169", i64* %".170"
  %".172" = sub nsw i64 %".162", 1
  store i64 %".172", i64* %".161"
  %".174" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".156", i32 0, i32 2
  %".175" = load i64, i64* %".174"
  %".176" = add i64 %".169", %".175"
  %".177" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".156", i32 0, i32 0
  %".178" = load i64*, i64** %".177"
  store i64 %".176", i64* %".178"
  br label %"B174.endif"
B174.endif:
  %".181" = load {i64, i1}, {i64, i1}* %".153"
  store {i64, i1} zeroinitializer, {i64, i1}* %".182"
  store {i64, i1} %".181", {i64, i1}* %".182"
  %".186" = getelementptr inbounds {i64, i1}, {i64, i1}* %".182", i32 0, i32 0
  %".187" = load i64, i64* %".186"
  store {i64, i1} zeroinitializer, {i64, i1}* %".188"
  store {i64, i1} %".181", {i64, i1}* %".188"
  %".192" = getelementptr inbounds {i64, i1}, {i64, i1}* %".188", i32 0, i32 1
  %".193" = load i1, i1* %".192"
  %".195" = load i1, i1* %"$174for_iter.3"
  store i1 %".193", i1* %"$174for_iter.3"
  %".198" = load i64, i64* %"$phi176.1"
  store i64 %".187", i64* %"$phi176.1"
  %".200" = load i1, i1* %"$174for_iter.3"
  br i1 %".200", label %"B176", label %"B404"
B176.if:
  ret void
B176.endif:
  br i1 %".249", label %"B176.endif.if", label %"B176.endif.else"
B176.endif.if:
  %".254" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".224", i32 0, i32 3
  %".255" = load i64*, i64** %".254"
  store i64 0, i64* %".255"
  br label %"B176.endif.endif"
B176.endif.else:
  %".258" = srem i64 %".246", %".232"
  %".259" = sub i64 0, %".258"
  %".260" = select  i1 %".247", i64 %".258", i64 %".259"
  %".261" = icmp sgt i64 %".260", 0
  %".262" = sdiv i64 %".246", %".232"
  %".263" = select  i1 %".261", i64 1, i64 0
  %".264" = add i64 %".262", %".263"
  %".265" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".224", i32 0, i32 3
  %".266" = load i64*, i64** %".265"
  store i64 %".264", i64* %".266"
  br label %"B176.endif.endif"
B176.endif.endif:
  %".269" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".224"
  %".271" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi208.1"
  store {i64*, i64, i64, i64*} %".269", {i64*, i64, i64, i64*}* %"$phi208.1"
  br label %"B208"
B208.if:
  %".289" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".278", i32 0, i32 0
  %".290" = load i64*, i64** %".289"
  %".291" = load i64, i64* %".290"
  %".292" = getelementptr inbounds {i64, i1}, {i64, i1}* %".275", i32 0, i32 0
  store i64 %".291", i64* %".292"
  %".294" = sub nsw i64 %".284", 1
  store i64 %".294", i64* %".283"
  %".296" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".278", i32 0, i32 2
  %".297" = load i64, i64* %".296"
  %".298" = add i64 %".291", %".297"
  %".299" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".278", i32 0, i32 0
  %".300" = load i64*, i64** %".299"
  store i64 %".298", i64* %".300"
  br label %"B208.endif"
B208.endif:
  %".303" = load {i64, i1}, {i64, i1}* %".275"
  store {i64, i1} zeroinitializer, {i64, i1}* %".304"
  store {i64, i1} %".303", {i64, i1}* %".304"
  %".308" = getelementptr inbounds {i64, i1}, {i64, i1}* %".304", i32 0, i32 0
  %".309" = load i64, i64* %".308"
  store {i64, i1} zeroinitializer, {i64, i1}* %".310"
  store {i64, i1} %".303", {i64, i1}* %".310"
  %".314" = getelementptr inbounds {i64, i1}, {i64, i1}* %".310", i32 0, i32 1
  %".315" = load i1, i1* %".314"
  %".317" = load i1, i1* %"$208for_iter.4"
  store i1 %".315", i1* %"$208for_iter.4"
  %".320" = load i64, i64* %"$phi210.2"
  store i64 %".309", i64* %"$phi210.2"
  %".322" = load i1, i1* %"$208for_iter.4"
  br i1 %".322", label %"B210", label %"B402"
B210.if:
  store i64 %".340", i64* %"quot"
  store i64 %".340", i64* %"rem"
  br label %"B210.endif"
B210.else:
  store i64 0, i64* %".348"
  store i64 0, i64* %".351"
  %".354" = icmp eq i64 %".333", -9223372036854775808
  %".355" = icmp eq i64 %".340", -1
  %".356" = and i1 %".354", %".355"
  %".357" = xor i1 %".356", -1
  br i1 %".357", label %"B210.else.if", label %"B210.else.endif", !prof !2
B210.endif:
  %".380" = load i64, i64* %"rem"
  %".381" = load {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %"cells"
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".382"
  store {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]} %".381", {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".382"
  %".386" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".382", i32 0, i32 5
  %".387" = getelementptr inbounds [1 x i64], [1 x i64]* %".386", i32 0, i32 0
  %".388" = load i64, i64* %".387", !range !3
  %".389" = insertvalue [1 x i64] undef, i64 %".388", 0
  %".390" = extractvalue [1 x i64] %".389", 0
  %".391" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".382", i32 0, i32 6
  %".392" = load [1 x i64], [1 x i64]* %".391"
  %".393" = extractvalue [1 x i64] %".392", 0
  %".394" = icmp slt i64 %".380", 0
  %".395" = add i64 %".380", %".390"
  %".396" = select  i1 %".394", i64 %".395", i64 %".380"
  %".397" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".382", i32 0, i32 5
  %".398" = getelementptr inbounds [1 x i64], [1 x i64]* %".397", i32 0, i32 0
  %".399" = load i64, i64* %".398", !range !3
  %".400" = insertvalue [1 x i64] undef, i64 %".399", 0
  %".401" = extractvalue [1 x i64] %".400", 0
  %".402" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".382", i32 0, i32 6
  %".403" = load [1 x i64], [1 x i64]* %".402"
  %".404" = extractvalue [1 x i64] %".403", 0
  %".405" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [1 x i64], [1 x i64]}* %".382", i32 0, i32 4
  %".406" = load [16 x i8]*, [16 x i8]** %".405"
  %".407" = mul i64 %".404", %".396"
  %".408" = ptrtoint [16 x i8]* %".406" to i64
  %".409" = add i64 %".408", %".407"
  %".410" = inttoptr i64 %".409" to [16 x i8]*
  %".411" = getelementptr inbounds [16 x i8], [16 x i8]* %".410", i32 0, i32 0
  %".412" = bitcast i8* %".411" to double*
  %".413" = load double, double* %".412"
  %".414" = load i64, i64* %"r"
  %".415" = add nsw i64 %".414", 1
  %".416" = sitofp i64 %".415" to double
  %".417" = fmul double %".413", %".416"
  %".418" = load i64, i64* %"r"
  %".419" = insertvalue [2 x i64] undef, i64 %".418", 0
  %".420" = insertvalue [2 x i64] %".419", i64 %".326", 1
  %".421" = load {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %"grid"
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".422"
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} %".421", {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".422"
  %".426" = extractvalue [2 x i64] %".420", 0
  %".427" = extractvalue [2 x i64] %".420", 1
  %".428" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".422", i32 0, i32 5
  %".429" = getelementptr inbounds [2 x i64], [2 x i64]* %".428", i32 0, i32 0
  %".430" = load i64, i64* %".429", !range !3
  %".431" = getelementptr inbounds [2 x i64], [2 x i64]* %".428", i32 0, i32 1
  %".432" = load i64, i64* %".431", !range !3
  %".433" = insertvalue [2 x i64] undef, i64 %".430", 0
  %".434" = insertvalue [2 x i64] %".433", i64 %".432", 1
  %".435" = extractvalue [2 x i64] %".434", 0
  %".436" = extractvalue [2 x i64] %".434", 1
  %".437" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".422", i32 0, i32 6
  %".438" = load [2 x i64], [2 x i64]* %".437"
  %".439" = extractvalue [2 x i64] %".438", 0
  %".440" = extractvalue [2 x i64] %".438", 1
  %".441" = icmp slt i64 %".426", 0
  %".442" = add i64 %".426", %".435"
  %".443" = select  i1 %".441", i64 %".442", i64 %".426"
  %".444" = icmp slt i64 %".427", 0
  %".445" = add i64 %".427", %".436"
  %".446" = select  i1 %".444", i64 %".445", i64 %".427"
  %".447" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".422", i32 0, i32 5
  %".448" = getelementptr inbounds [2 x i64], [2 x i64]* %".447", i32 0, i32 0
  %".449" = load i64, i64* %".448", !range !3
  %".450" = getelementptr inbounds [2 x i64], [2 x i64]* %".447", i32 0, i32 1
  %".451" = load i64, i64* %".450", !range !3
  %".452" = insertvalue [2 x i64] undef, i64 %".449", 0
  %".453" = insertvalue [2 x i64] %".452", i64 %".451", 1
  %".454" = extractvalue [2 x i64] %".453", 0
  %".455" = extractvalue [2 x i64] %".453", 1
  %".456" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".422", i32 0, i32 6
  %".457" = load [2 x i64], [2 x i64]* %".456"
  %".458" = extractvalue [2 x i64] %".457", 0
  %".459" = extractvalue [2 x i64] %".457", 1
  %".460" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".422", i32 0, i32 4
  %".461" = load [16 x i8]*, [16 x i8]** %".460"
  %".462" = mul i64 1, %".455"
  %".463" = mul i64 %".443", %".462"
  %".464" = add i64 0, %".463"
  %".465" = mul i64 %".446", 1
  %".466" = add i64 %".464", %".465"
  %".467" = getelementptr [16 x i8], [16 x i8]* %".461", i64 %".466"
  %".468" = getelementptr inbounds [16 x i8], [16 x i8]* %".467", i32 0, i32 0
  %".469" = bitcast i8* %".468" to double*
  store double %".417", double* %".469"
  %".471" = getelementptr inbounds [16 x i8], [16 x i8]* %".410", i32 0, i32 8
  %".472" = bitcast i8* %".471" to i16*
  %".473" = load i16, i16* %".472"
  %".474" = sext i16 %".473" to i64
  %".475" = add nsw i64 %".474", %".326"
  %".476" = load i64, i64* %"r"
  %".477" = insertvalue [2 x i64] undef, i64 %".476", 0
  %".478" = insertvalue [2 x i64] %".477", i64 %".326", 1
  %".479" = load {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %"grid"
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".480"
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} %".479", {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".480"
  %".484" = extractvalue [2 x i64] %".478", 0
  %".485" = extractvalue [2 x i64] %".478", 1
  %".486" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".480", i32 0, i32 5
  %".487" = getelementptr inbounds [2 x i64], [2 x i64]* %".486", i32 0, i32 0
  %".488" = load i64, i64* %".487", !range !3
  %".489" = getelementptr inbounds [2 x i64], [2 x i64]* %".486", i32 0, i32 1
  %".490" = load i64, i64* %".489", !range !3
  %".491" = insertvalue [2 x i64] undef, i64 %".488", 0
  %".492" = insertvalue [2 x i64] %".491", i64 %".490", 1
  %".493" = extractvalue [2 x i64] %".492", 0
  %".494" = extractvalue [2 x i64] %".492", 1
  %".495" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".480", i32 0, i32 6
  %".496" = load [2 x i64], [2 x i64]* %".495"
  %".497" = extractvalue [2 x i64] %".496", 0
  %".498" = extractvalue [2 x i64] %".496", 1
  %".499" = icmp slt i64 %".484", 0
  %".500" = add i64 %".484", %".493"
  %".501" = select  i1 %".499", i64 %".500", i64 %".484"
  %".502" = icmp slt i64 %".485", 0
  %".503" = add i64 %".485", %".494"
  %".504" = select  i1 %".502", i64 %".503", i64 %".485"
  %".505" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".480", i32 0, i32 5
  %".506" = getelementptr inbounds [2 x i64], [2 x i64]* %".505", i32 0, i32 0
  %".507" = load i64, i64* %".506", !range !3
  %".508" = getelementptr inbounds [2 x i64], [2 x i64]* %".505", i32 0, i32 1
  %".509" = load i64, i64* %".508", !range !3
  %".510" = insertvalue [2 x i64] undef, i64 %".507", 0
  %".511" = insertvalue [2 x i64] %".510", i64 %".509", 1
  %".512" = extractvalue [2 x i64] %".511", 0
  %".513" = extractvalue [2 x i64] %".511", 1
  %".514" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".480", i32 0, i32 6
  %".515" = load [2 x i64], [2 x i64]* %".514"
  %".516" = extractvalue [2 x i64] %".515", 0
  %".517" = extractvalue [2 x i64] %".515", 1
  %".518" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".480", i32 0, i32 4
  %".519" = load [16 x i8]*, [16 x i8]** %".518"
  %".520" = mul i64 1, %".513"
  %".521" = mul i64 %".501", %".520"
  %".522" = add i64 0, %".521"
  %".523" = mul i64 %".504", 1
  %".524" = add i64 %".522", %".523"
  %".525" = getelementptr [16 x i8], [16 x i8]* %".519", i64 %".524"
  %".526" = trunc i64 %".475" to i16
  %".527" = getelementptr inbounds [16 x i8], [16 x i8]* %".525", i32 0, i32 8
  %".528" = bitcast i8* %".527" to i16*
  store i16 %".526", i16* %".528"
  %".530" = getelementptr inbounds [16 x i8], [16 x i8]* %".410", i32 0, i32 10
  %".531" = load i8, i8* %".530"
  %".532" = load i64, i64* %"r"
  %".533" = insertvalue [2 x i64] undef, i64 %".532", 0
  %".534" = insertvalue [2 x i64] %".533", i64 %".326", 1
  %".535" = load {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %"grid"
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".536"
  store {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]} %".535", {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".536"
  %".540" = extractvalue [2 x i64] %".534", 0
  %".541" = extractvalue [2 x i64] %".534", 1
  %".542" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".536", i32 0, i32 5
  %".543" = getelementptr inbounds [2 x i64], [2 x i64]* %".542", i32 0, i32 0
  %".544" = load i64, i64* %".543", !range !3
  %".545" = getelementptr inbounds [2 x i64], [2 x i64]* %".542", i32 0, i32 1
  %".546" = load i64, i64* %".545", !range !3
  %".547" = insertvalue [2 x i64] undef, i64 %".544", 0
  %".548" = insertvalue [2 x i64] %".547", i64 %".546", 1
  %".549" = extractvalue [2 x i64] %".548", 0
  %".550" = extractvalue [2 x i64] %".548", 1
  %".551" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".536", i32 0, i32 6
  %".552" = load [2 x i64], [2 x i64]* %".551"
  %".553" = extractvalue [2 x i64] %".552", 0
  %".554" = extractvalue [2 x i64] %".552", 1
  %".555" = icmp slt i64 %".540", 0
  %".556" = add i64 %".540", %".549"
  %".557" = select  i1 %".555", i64 %".556", i64 %".540"
  %".558" = icmp slt i64 %".541", 0
  %".559" = add i64 %".541", %".550"
  %".560" = select  i1 %".558", i64 %".559", i64 %".541"
  %".561" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".536", i32 0, i32 5
  %".562" = getelementptr inbounds [2 x i64], [2 x i64]* %".561", i32 0, i32 0
  %".563" = load i64, i64* %".562", !range !3
  %".564" = getelementptr inbounds [2 x i64], [2 x i64]* %".561", i32 0, i32 1
  %".565" = load i64, i64* %".564", !range !3
  %".566" = insertvalue [2 x i64] undef, i64 %".563", 0
  %".567" = insertvalue [2 x i64] %".566", i64 %".565", 1
  %".568" = extractvalue [2 x i64] %".567", 0
  %".569" = extractvalue [2 x i64] %".567", 1
  %".570" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".536", i32 0, i32 6
  %".571" = load [2 x i64], [2 x i64]* %".570"
  %".572" = extractvalue [2 x i64] %".571", 0
  %".573" = extractvalue [2 x i64] %".571", 1
  %".574" = getelementptr inbounds {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, [16 x i8]*, [2 x i64], [2 x i64]}* %".536", i32 0, i32 4
  %".575" = load [16 x i8]*, [16 x i8]** %".574"
  %".576" = mul i64 1, %".569"
  %".577" = mul i64 %".557", %".576"
  %".578" = add i64 0, %".577"
  %".579" = mul i64 %".560", 1
  %".580" = add i64 %".578", %".579"
  %".581" = getelementptr [16 x i8], [16 x i8]* %".575", i64 %".580"
  %".582" = getelementptr inbounds [16 x i8], [16 x i8]* %".581", i32 0, i32 10
  store i8 %".531", i8* %".582"
  br label %"B208"
B210.else.if:
  %".359" = sdiv i64 %".333", %".340"
  %".360" = srem i64 %".333", %".340"
  %".361" = xor i64 %".340", %".360"
  %".362" = icmp slt i64 %".361", 0
  %".363" = icmp ne i64 %".360", 0
  %".364" = and i1 %".363", %".362"
  br i1 %".364", label %"B210.else.if.if", label %"B210.else.if.else"
B210.else.endif:
  %".375" = load i64, i64* %".348"
  %".376" = load i64, i64* %".351"
  store i64 %".375", i64* %"quot"
  store i64 %".376", i64* %"rem"
  br label %"B210.endif"
B210.else.if.if:
  %".369" = sub i64 %".359", 1
  store i64 %".369", i64* %".348"
  %".371" = add i64 %".360", %".340"
  store i64 %".371", i64* %".351"
  br label %"B210.else.if.endif"
B210.else.if.else:
  store i64 %".359", i64* %".348"
  store i64 %".360", i64* %".351"
  br label %"B210.else.if.endif"
B210.else.if.endif:
  br label %"B210.else.endif"
B404.if:
  ret void
B404.endif:
  br i1 %".644", label %"B404.endif.if", label %"B404.endif.else"
B404.endif.if:
  %".649" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".619", i32 0, i32 3
  %".650" = load i64*, i64** %".649"
  store i64 0, i64* %".650"
  br label %"B404.endif.endif"
B404.endif.else:
  %".653" = srem i64 %".641", %".627"
  %".654" = sub i64 0, %".653"
  %".655" = select  i1 %".642", i64 %".653", i64 %".654"
  %".656" = icmp sgt i64 %".655", 0
  %".657" = sdiv i64 %".641", %".627"
  %".658" = select  i1 %".656", i64 1, i64 0
  %".659" = add i64 %".657", %".658"
  %".660" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".619", i32 0, i32 3
  %".661" = load i64*, i64** %".660"
  store i64 %".659", i64* %".661"
  br label %"B404.endif.endif"
B404.endif.endif:
  %".664" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".619"
  %".666" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi438.0"
  store {i64*, i64, i64, i64*} %".664", {i64*, i64, i64, i64*}* %"$phi438.0"
  br label %"B438"
B438.if:
  %".684" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".673", i32 0, i32 0
  %".685" = load i64*, i64** %".684"
  %".686" = load i64, i64* %".685"
  %".687" = getelementptr inbounds {i64, i1}, {i64, i1}* %".670", i32 0, i32 0
  store i64 %".686", i64* %".687"
  %".689" = sub nsw i64 %".679", 1
  store i64 %".689", i64* %".678"
  %".691" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".673", i32 0, i32 2
  %".692" = load i64, i64* %".691"
  %".693" = add i64 %".686", %".692"
  %".694" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".673", i32 0, i32 0
  %".695" = load i64*, i64** %".694"
  store i64 %".693", i64* %".695"
  br label %"B438.endif"
B438.endif:
  %".698" = load {i64, i1}, {i64, i1}* %".670"
  store {i64, i1} zeroinitializer, {i64, i1}* %".699"
  store {i64, i1} %".698", {i64, i1}* %".699"
  %".703" = getelementptr inbounds {i64, i1}, {i64, i1}* %".699", i32 0, i32 0
  %".704" = load i64, i64* %".703"
  store {i64, i1} zeroinitializer, {i64, i1}* %".705"
  store {i64, i1} %".698", {i64, i1}* %".705"
  %".709" = getelementptr inbounds {i64, i1}, {i64, i1}* %".705", i32 0, i32 1
  %".710" = load i1, i1* %".709"
  %".712" = load i1, i1* %"$438for_iter.3"
  store i1 %".710", i1* %"$438for_iter.3"
  %".715" = load i64, i64* %"$phi440.1"
  store i64 %".704", i64* %"$phi440.1"
  %".717" = load i1, i1* %"$438for_iter.3"
  br i1 %".717", label %"B440", label %"B584"
B440.if:
  ret void
B440.endif:
  br i1 %".772", label %"B440.endif.if", label %"B440.endif.else"
B440.endif.if:
  %".777" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".747", i32 0, i32 3
  %".778" = load i64*, i64** %".777"
  store i64 0, i64* %".778"
  br label %"B440.endif.endif"
B440.endif.else:
  %".781" = srem i64 %".769", %".755"
  %".782" = sub i64 0, %".781"
  %".783" = select  i1 %".770", i64 %".781", i64 %".782"
  %".784" = icmp sgt i64 %".783", 0
  %".785" = sdiv i64 %".769", %".755"
  %".786" = select  i1 %".784", i64 1, i64 0
  %".787" = add i64 %".785", %".786"
  %".788" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".747", i32 0, i32 3
  %".789" = load i64*, i64** %".788"
  store i64 %".787", i64* %".789"
  br label %"B440.endif.endif"
B440.endif.endif:
  %".792" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".747"
  %".794" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi472.1"
  store {i64*, i64, i64, i64*} %".792", {i64*, i64, i64, i64*}* %"$phi472.1"
  br label %"B472"
B472.if:
  %".812" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".801", i32 0, i32 0
  %".813" = load i64*, i64** %".812"
  %".814" = load i64, i64* %".813"
  %".815" = getelementptr inbounds {i64, i1}, {i64, i1}* %".798", i32 0, i32 0
  store i64 %".814", i64* %".815"
  %".817" = sub nsw i64 %".807", 1
  store i64 %".817", i64* %".806"
  %".819" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".801", i32 0, i32 2
  %".820" = load i64, i64* %".819"
  %".821" = add i64 %".814", %".820"
  %".822" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".801", i32 0, i32 0
  %".823" = load i64*, i64** %".822"
  store i64 %".821", i64* %".823"
  br label %"B472.endif"
B472.endif:
  %".826" = load {i64, i1}, {i64, i1}* %".798"
  store {i64, i1} zeroinitializer, {i64, i1}* %".827"
  store {i64, i1} %".826", {i64, i1}* %".827"
  %".831" = getelementptr inbounds {i64, i1}, {i64, i1}* %".827", i32 0, i32 0
  %".832" = load i64, i64* %".831"
  store {i64, i1} zeroinitializer, {i64, i1}* %".833"
  store {i64, i1} %".826", {i64, i1}* %".833"
  %".837" = getelementptr inbounds {i64, i1}, {i64, i1}* %".833", i32 0, i32 1
  %".838" = load i1, i1* %".837"
  %".840" = load i1, i1* %"$472for_iter.4"
  store i1 %".838", i1* %"$472for_iter.4"
  %".843" = load i64, i64* %"$phi474.2"
  store i64 %".832", i64* %"$phi474.2"
  %".845" = load i1, i1* %"$472for_iter.4"
  br i1 %".845", label %"B474", label %"B582"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, [16 x i8]*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__16local_records_2dB3v29B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi483EELi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
!3 = !{ i64 0, i64 9223372036854775807 }
!4 = !{ void (i8*, i8*, i64, i64, [16 x i8]*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__16local_records_2dB3v29B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI6RecordILi483EELi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE", !"kernel", i32 1 }