; numba-cuda kernel lineinfo(Array(float64, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "math_f64$47"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__8math_f64B3v47B106cw51cXTLSUwv1sDUaKthoaNgoKmjgMVuW1AiA8rAEg2UjxRKtuAIAMYDWpKAqkSkPiQB1BQFk0DyoW21Oizc1a0UoPGnDpQE8oxrNQE_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__8math_f64B3v47B106cw51cXTLSUwv1sDUaKthoaNgoKmjgMVuW1AiA8rAEg2UjxRKtuAIAMYDWpKAqkSkPiQB1BQFk0DyoW21Oizc1a0UoPGnDpQE8oxrNQE_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", double* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", double* %"out.4", i64 %"out.5.0", i64 %"out.6.0") !dbg !40
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize", double* %"x.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".18", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", double* %"out.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %"x" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %"out" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".41" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".41"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %".58" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".58"
  %".91" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".91"
  %".125" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".125"
  %".159" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".159"
  %".195" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".195"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  call void @"llvm.dbg.declare"(metadata {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", metadata !56, metadata !57), !dbg !41
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  call void @"llvm.dbg.declare"(metadata {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out", metadata !72, metadata !57), !dbg !41
  %".27" = trunc i64 1 to i32 , !dbg !73
  %".28" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"(), !dbg !73
  %".29" = sext i32 %".28" to i64 , !dbg !73
  %".30" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"(), !dbg !73
  %".31" = sext i32 %".30" to i64 , !dbg !73
  %".32" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"(), !dbg !73
  %".33" = sext i32 %".32" to i64 , !dbg !73
  %".34" = mul i64 %".31", %".33", !dbg !73
  %".35" = add i64 %".34", %".29", !dbg !73
  %".37" = load i64, i64* %"i", !dbg !73
  store i64 %".35", i64* %"i", !dbg !73
  call void @"llvm.dbg.value"(metadata i64 %".35", metadata !74, metadata !57), !dbg !73
  %".40" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !75
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".41"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".40", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".41", !dbg !75
  %".45" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".41", i32 0, i32 2 , !dbg !75
  %".46" = load i64, i64* %".45", !dbg !75
  %".47" = load i64, i64* %"i", !dbg !75
  %".48" = icmp slt i64 %".47", %".46" , !dbg !75
  %".50" = load i1, i1* %"$64pred", !dbg !75
  store i1 %".48", i1* %"$64pred", !dbg !75
  %".52" = load i1, i1* %"$64pred", !dbg !75
  br i1 %".52", label %"B66", label %"B294", !dbg !75
B66:
  %".54" = load i1, i1* %"$64pred", !dbg !76
  store i1 0, i1* %"$64pred", !dbg !76
  %".56" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !76
  %".57" = load i64, i64* %"i", !dbg !76
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".58"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".56", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".58", !dbg !76
  %".62" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".58", i32 0, i32 5 , !dbg !76
  %".63" = getelementptr inbounds [1 x i64], [1 x i64]* %".62", i32 0, i32 0 , !dbg !76
  %".64" = load i64, i64* %".63", !dbg !76, !range !77
  %".65" = insertvalue [1 x i64] undef, i64 %".64", 0 , !dbg !76
  %".66" = extractvalue [1 x i64] %".65", 0 , !dbg !76
  %".67" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".58", i32 0, i32 6 , !dbg !76
  %".68" = load [1 x i64], [1 x i64]* %".67", !dbg !76
  %".69" = extractvalue [1 x i64] %".68", 0 , !dbg !76
  %".70" = icmp slt i64 %".57", 0 , !dbg !76
  %".71" = add i64 %".57", %".66", !dbg !76
  %".72" = select  i1 %".70", i64 %".71", i64 %".57" , !dbg !76
  %".73" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".58", i32 0, i32 5 , !dbg !76
  %".74" = getelementptr inbounds [1 x i64], [1 x i64]* %".73", i32 0, i32 0 , !dbg !76
  %".75" = load i64, i64* %".74", !dbg !76, !range !77
  %".76" = insertvalue [1 x i64] undef, i64 %".75", 0 , !dbg !76
  %".77" = extractvalue [1 x i64] %".76", 0 , !dbg !76
  %".78" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".58", i32 0, i32 6 , !dbg !76
  %".79" = load [1 x i64], [1 x i64]* %".78", !dbg !76
  %".80" = extractvalue [1 x i64] %".79", 0 , !dbg !76
  %".81" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".58", i32 0, i32 4 , !dbg !76
  %".82" = load double*, double** %".81", !dbg !76
  %".83" = mul i64 %".80", %".72", !dbg !76
  %".84" = ptrtoint double* %".82" to i64 , !dbg !76
  %".85" = add i64 %".84", %".83", !dbg !76
  %".86" = inttoptr i64 %".85" to double* , !dbg !76
  %".87" = load double, double* %".86", !dbg !76
  %".88" = call double @"__nv_atan2"(double %".87", double 0x4000000000000000), !dbg !76
  %".89" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !76
  %".90" = load i64, i64* %"i", !dbg !76
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".91"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".89", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".91", !dbg !76
  %".95" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".91", i32 0, i32 5 , !dbg !76
  %".96" = getelementptr inbounds [1 x i64], [1 x i64]* %".95", i32 0, i32 0 , !dbg !76
  %".97" = load i64, i64* %".96", !dbg !76, !range !77
  %".98" = insertvalue [1 x i64] undef, i64 %".97", 0 , !dbg !76
  %".99" = extractvalue [1 x i64] %".98", 0 , !dbg !76
  %".100" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".91", i32 0, i32 6 , !dbg !76
  %".101" = load [1 x i64], [1 x i64]* %".100", !dbg !76
  %".102" = extractvalue [1 x i64] %".101", 0 , !dbg !76
  %".103" = icmp slt i64 %".90", 0 , !dbg !76
  %".104" = add i64 %".90", %".99", !dbg !76
  %".105" = select  i1 %".103", i64 %".104", i64 %".90" , !dbg !76
  %".106" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".91", i32 0, i32 5 , !dbg !76
  %".107" = getelementptr inbounds [1 x i64], [1 x i64]* %".106", i32 0, i32 0 , !dbg !76
  %".108" = load i64, i64* %".107", !dbg !76, !range !77
  %".109" = insertvalue [1 x i64] undef, i64 %".108", 0 , !dbg !76
  %".110" = extractvalue [1 x i64] %".109", 0 , !dbg !76
  %".111" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".91", i32 0, i32 6 , !dbg !76
  %".112" = load [1 x i64], [1 x i64]* %".111", !dbg !76
  %".113" = extractvalue [1 x i64] %".112", 0 , !dbg !76
  %".114" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".91", i32 0, i32 4 , !dbg !76
  %".115" = load double*, double** %".114", !dbg !76
  %".116" = mul i64 %".113", %".105", !dbg !76
  %".117" = ptrtoint double* %".115" to i64 , !dbg !76
  %".118" = add i64 %".117", %".116", !dbg !76
  %".119" = inttoptr i64 %".118" to double* , !dbg !76
  %".120" = load double, double* %".119", !dbg !76
  %".121" = call double @"__nv_pow"(double %".120", double 0x400c000000000000), !dbg !76
  %".122" = fadd double %".88", %".121", !dbg !76
  %".123" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !76
  %".124" = load i64, i64* %"i", !dbg !76
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".125"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".123", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".125", !dbg !76
  %".129" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".125", i32 0, i32 5 , !dbg !76
  %".130" = getelementptr inbounds [1 x i64], [1 x i64]* %".129", i32 0, i32 0 , !dbg !76
  %".131" = load i64, i64* %".130", !dbg !76, !range !77
  %".132" = insertvalue [1 x i64] undef, i64 %".131", 0 , !dbg !76
  %".133" = extractvalue [1 x i64] %".132", 0 , !dbg !76
  %".134" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".125", i32 0, i32 6 , !dbg !76
  %".135" = load [1 x i64], [1 x i64]* %".134", !dbg !76
  %".136" = extractvalue [1 x i64] %".135", 0 , !dbg !76
  %".137" = icmp slt i64 %".124", 0 , !dbg !76
  %".138" = add i64 %".124", %".133", !dbg !76
  %".139" = select  i1 %".137", i64 %".138", i64 %".124" , !dbg !76
  %".140" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".125", i32 0, i32 5 , !dbg !76
  %".141" = getelementptr inbounds [1 x i64], [1 x i64]* %".140", i32 0, i32 0 , !dbg !76
  %".142" = load i64, i64* %".141", !dbg !76, !range !77
  %".143" = insertvalue [1 x i64] undef, i64 %".142", 0 , !dbg !76
  %".144" = extractvalue [1 x i64] %".143", 0 , !dbg !76
  %".145" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".125", i32 0, i32 6 , !dbg !76
  %".146" = load [1 x i64], [1 x i64]* %".145", !dbg !76
  %".147" = extractvalue [1 x i64] %".146", 0 , !dbg !76
  %".148" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".125", i32 0, i32 4 , !dbg !76
  %".149" = load double*, double** %".148", !dbg !76
  %".150" = mul i64 %".147", %".139", !dbg !76
  %".151" = ptrtoint double* %".149" to i64 , !dbg !76
  %".152" = add i64 %".151", %".150", !dbg !76
  %".153" = inttoptr i64 %".152" to double* , !dbg !76
  %".154" = load double, double* %".153", !dbg !76
  %".155" = call double @"__nv_erf"(double %".154"), !dbg !76
  %".156" = fadd double %".122", %".155", !dbg !76
  %".157" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !76
  %".158" = load i64, i64* %"i", !dbg !76
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".159"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".157", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".159", !dbg !76
  %".163" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".159", i32 0, i32 5 , !dbg !76
  %".164" = getelementptr inbounds [1 x i64], [1 x i64]* %".163", i32 0, i32 0 , !dbg !76
  %".165" = load i64, i64* %".164", !dbg !76, !range !77
  %".166" = insertvalue [1 x i64] undef, i64 %".165", 0 , !dbg !76
  %".167" = extractvalue [1 x i64] %".166", 0 , !dbg !76
  %".168" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".159", i32 0, i32 6 , !dbg !76
  %".169" = load [1 x i64], [1 x i64]* %".168", !dbg !76
  %".170" = extractvalue [1 x i64] %".169", 0 , !dbg !76
  %".171" = icmp slt i64 %".158", 0 , !dbg !76
  %".172" = add i64 %".158", %".167", !dbg !76
  %".173" = select  i1 %".171", i64 %".172", i64 %".158" , !dbg !76
  %".174" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".159", i32 0, i32 5 , !dbg !76
  %".175" = getelementptr inbounds [1 x i64], [1 x i64]* %".174", i32 0, i32 0 , !dbg !76
  %".176" = load i64, i64* %".175", !dbg !76, !range !77
  %".177" = insertvalue [1 x i64] undef, i64 %".176", 0 , !dbg !76
  %".178" = extractvalue [1 x i64] %".177", 0 , !dbg !76
  %".179" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".159", i32 0, i32 6 , !dbg !76
  %".180" = load [1 x i64], [1 x i64]* %".179", !dbg !76
  %".181" = extractvalue [1 x i64] %".180", 0 , !dbg !76
  %".182" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".159", i32 0, i32 4 , !dbg !76
  %".183" = load double*, double** %".182", !dbg !76
  %".184" = mul i64 %".181", %".173", !dbg !76
  %".185" = ptrtoint double* %".183" to i64 , !dbg !76
  %".186" = add i64 %".185", %".184", !dbg !76
  %".187" = inttoptr i64 %".186" to double* , !dbg !76
  %".188" = load double, double* %".187", !dbg !76
  %".189" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !76
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !76
  %".191" = call double @"__nv_floor"(double %".188"), !dbg !76
  %".192" = fadd double %".156", %".191", !dbg !76
  %".193" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out", !dbg !76
  %".194" = load i64, i64* %"i", !dbg !76
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".195"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".193", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".195", !dbg !76
  %".199" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".195", i32 0, i32 5 , !dbg !76
  %".200" = getelementptr inbounds [1 x i64], [1 x i64]* %".199", i32 0, i32 0 , !dbg !76
  %".201" = load i64, i64* %".200", !dbg !76, !range !77
  %".202" = insertvalue [1 x i64] undef, i64 %".201", 0 , !dbg !76
  %".203" = extractvalue [1 x i64] %".202", 0 , !dbg !76
  %".204" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".195", i32 0, i32 6 , !dbg !76
  %".205" = load [1 x i64], [1 x i64]* %".204", !dbg !76
  %".206" = extractvalue [1 x i64] %".205", 0 , !dbg !76
  %".207" = icmp slt i64 %".194", 0 , !dbg !76
  %".208" = add i64 %".194", %".203", !dbg !76
  %".209" = select  i1 %".207", i64 %".208", i64 %".194" , !dbg !76
  %".210" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".195", i32 0, i32 5 , !dbg !76
  %".211" = getelementptr inbounds [1 x i64], [1 x i64]* %".210", i32 0, i32 0 , !dbg !76
  %".212" = load i64, i64* %".211", !dbg !76, !range !77
  %".213" = insertvalue [1 x i64] undef, i64 %".212", 0 , !dbg !76
  %".214" = extractvalue [1 x i64] %".213", 0 , !dbg !76
  %".215" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".195", i32 0, i32 6 , !dbg !76
  %".216" = load [1 x i64], [1 x i64]* %".215", !dbg !76
  %".217" = extractvalue [1 x i64] %".216", 0 , !dbg !76
  %".218" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".195", i32 0, i32 4 , !dbg !76
  %".219" = load double*, double** %".218", !dbg !76
  %".220" = mul i64 %".217", %".209", !dbg !76
  %".221" = ptrtoint double* %".219" to i64 , !dbg !76
  %".222" = add i64 %".221", %".220", !dbg !76
  %".223" = inttoptr i64 %".222" to double* , !dbg !76
  store double %".192", double* %".223", !dbg !76
  %".225" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out", !dbg !76
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out", !dbg !76
  %".227" = load i64, i64* %"i", !dbg !76
  store i64 0, i64* %"i", !dbg !76
  ret void, !dbg !76
B294:
  %".231" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !75
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !75
  %".233" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out", !dbg !75
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out", !dbg !75
  %".235" = load i64, i64* %"i", !dbg !75
  store i64 0, i64* %"i", !dbg !75
  %".237" = load i1, i1* %"$64pred", !dbg !75
  store i1 0, i1* %"$64pred", !dbg !75
  ret void, !dbg !75
}

declare void @"llvm.dbg.declare"(metadata %".1", metadata %".2", metadata %".3")

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare void @"llvm.dbg.value"(metadata %".1", metadata %".2", metadata %".3")

declare double @"__nv_atan2"(double %".1", double %".2")

declare double @"__nv_pow"(double %".1", double %".2")

declare double @"__nv_erf"(double %".1")

declare double @"__nv_floor"(double %".1")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__8math_f64B3v47B106cw51cXTLSUwv1sDUaKthoaNgoKmjgMVuW1AiA8rAEg2UjxRKtuAIAMYDWpKAqkSkPiQB1BQFk0DyoW21Oizc1a0UoPGnDpQE8oxrNQE_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!llvm.dbg.cu = !{ !2 }
!llvm.module.flags = !{ !78, !79 }
!nvvm.annotations = !{ !80 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !DIFile(directory: "/work/wt/llvmir25/tools/capture", filename: "capture_numba.py")
!2 = distinct !DICompileUnit(emissionKind: DebugDirectivesOnly, file: !1, isOptimized: true, language: DW_LANG_C_plus_plus, producer: "clang (Numba)", runtimeVersion: 0)
!3 = !DIBasicType(encoding: DW_ATE_unsigned, name: "i8", size: 8)
!4 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!5 = !DIDerivedType(baseType: !4, size: 64, tag: DW_TAG_pointer_type)
!6 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!7 = !DIDerivedType(baseType: !6, name: "meminfo", offset: 0, size: 64, tag: DW_TAG_member)
!8 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!9 = !DIDerivedType(baseType: !8, name: "parent", offset: 64, size: 64, tag: DW_TAG_member)
!10 = !DIBasicType(encoding: DW_ATE_signed, name: "int64", size: 64)
!11 = !DIDerivedType(baseType: !10, name: "nitems", offset: 128, size: 64, tag: DW_TAG_member)
!12 = !DIDerivedType(baseType: !10, name: "itemsize", offset: 192, size: 64, tag: DW_TAG_member)
!13 = !DIBasicType(encoding: DW_ATE_float, name: "float64", size: 64)
!14 = !DIDerivedType(baseType: !13, size: 64, tag: DW_TAG_pointer_type)
!15 = !DIDerivedType(baseType: !14, name: "data", offset: 256, size: 64, tag: DW_TAG_member)
!16 = !DISubrange(count: 1)
!17 = !{ !16 }
!18 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!19 = !DIDerivedType(baseType: !18, name: "shape", offset: 320, size: 64, tag: DW_TAG_member)
!20 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!21 = !DIDerivedType(baseType: !20, name: "strides", offset: 384, size: 64, tag: DW_TAG_member)
!22 = !{ !7, !9, !11, !12, !15, !19, !21 }
!23 = distinct !DICompositeType(elements: !22, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}", name: "array(float64, 1d, A) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, tag: DW_TAG_structure_type)
!24 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!25 = !DIDerivedType(baseType: !24, name: "meminfo", offset: 0, size: 64, tag: DW_TAG_member)
!26 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!27 = !DIDerivedType(baseType: !26, name: "parent", offset: 64, size: 64, tag: DW_TAG_member)
!28 = !DIDerivedType(baseType: !10, name: "nitems", offset: 128, size: 64, tag: DW_TAG_member)
!29 = !DIDerivedType(baseType: !10, name: "itemsize", offset: 192, size: 64, tag: DW_TAG_member)
!30 = !DIDerivedType(baseType: !13, size: 64, tag: DW_TAG_pointer_type)
!31 = !DIDerivedType(baseType: !30, name: "data", offset: 256, size: 64, tag: DW_TAG_member)
!32 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!33 = !DIDerivedType(baseType: !32, name: "shape", offset: 320, size: 64, tag: DW_TAG_member)
!34 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!35 = !DIDerivedType(baseType: !34, name: "strides", offset: 384, size: 64, tag: DW_TAG_member)
!36 = !{ !25, !27, !28, !29, !31, !33, !35 }
!37 = distinct !DICompositeType(elements: !36, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}", name: "array(float64, 1d, A) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, tag: DW_TAG_structure_type)
!38 = !{ null, !23, !37 }
!39 = !DISubroutineType(types: !38)
!40 = distinct !DISubprogram(file: !1, isDefinition: true, isLocal: false, isOptimized: true, line: 160, linkageName: "_ZN8__main__8math_f64B3v47B106cw51cXTLSUwv1sDUaKthoaNgoKmjgMVuW1AiA8rAEg2UjxRKtuAIAMYDWpKAqkSkPiQB1BQFk0DyoW21Oizc1a0UoPGnDpQE8oxrNQE_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE", name: "math_f64", scope: !1, scopeLine: 160, type: !39, unit: !2)
!41 = !DILocation(column: 1, line: 160, scope: !40)
!42 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!43 = !DIDerivedType(baseType: !42, name: "meminfo", offset: 0, size: 64, tag: DW_TAG_member)
!44 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!45 = !DIDerivedType(baseType: !44, name: "parent", offset: 64, size: 64, tag: DW_TAG_member)
!46 = !DIDerivedType(baseType: !10, name: "nitems", offset: 128, size: 64, tag: DW_TAG_member)
!47 = !DIDerivedType(baseType: !10, name: "itemsize", offset: 192, size: 64, tag: DW_TAG_member)
!48 = !DIDerivedType(baseType: !13, size: 64, tag: DW_TAG_pointer_type)
!49 = !DIDerivedType(baseType: !48, name: "data", offset: 256, size: 64, tag: DW_TAG_member)
!50 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!51 = !DIDerivedType(baseType: !50, name: "shape", offset: 320, size: 64, tag: DW_TAG_member)
!52 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!53 = !DIDerivedType(baseType: !52, name: "strides", offset: 384, size: 64, tag: DW_TAG_member)
!54 = !{ !43, !45, !46, !47, !49, !51, !53 }
!55 = distinct !DICompositeType(elements: !54, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}", name: "array(float64, 1d, A) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, tag: DW_TAG_structure_type)
!56 = !DILocalVariable(arg: 1, file: !1, line: 160, name: "x", scope: !40, type: !55)
!57 = !DIExpression()
!58 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!59 = !DIDerivedType(baseType: !58, name: "meminfo", offset: 0, size: 64, tag: DW_TAG_member)
!60 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!61 = !DIDerivedType(baseType: !60, name: "parent", offset: 64, size: 64, tag: DW_TAG_member)
!62 = !DIDerivedType(baseType: !10, name: "nitems", offset: 128, size: 64, tag: DW_TAG_member)
!63 = !DIDerivedType(baseType: !10, name: "itemsize", offset: 192, size: 64, tag: DW_TAG_member)
!64 = !DIDerivedType(baseType: !13, size: 64, tag: DW_TAG_pointer_type)
!65 = !DIDerivedType(baseType: !64, name: "data", offset: 256, size: 64, tag: DW_TAG_member)
!66 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!67 = !DIDerivedType(baseType: !66, name: "shape", offset: 320, size: 64, tag: DW_TAG_member)
!68 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!69 = !DIDerivedType(baseType: !68, name: "strides", offset: 384, size: 64, tag: DW_TAG_member)
!70 = !{ !59, !61, !62, !63, !65, !67, !69 }
!71 = distinct !DICompositeType(elements: !70, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}", name: "array(float64, 1d, A) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, tag: DW_TAG_structure_type)
!72 = !DILocalVariable(arg: 2, file: !1, line: 160, name: "out", scope: !40, type: !71)
!73 = !DILocation(column: 1, line: 161, scope: !40)
!74 = !DILocalVariable(arg: 0, file: !1, line: 161, name: "i", scope: !40, type: !10)
!75 = !DILocation(column: 1, line: 162, scope: !40)
!76 = !DILocation(column: 1, line: 163, scope: !40)
!77 = !{ i64 0, i64 9223372036854775807 }
!78 = !{ i32 2, !"Dwarf Version", i32 4 }
!79 = !{ i32 2, !"Debug Info Version", i32 3 }
!80 = !{ void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__8math_f64B3v47B106cw51cXTLSUwv1sDUaKthoaNgoKmjgMVuW1AiA8rAEg2UjxRKtuAIAMYDWpKAqkSkPiQB1BQFk0DyoW21Oizc1a0UoPGnDpQE8oxrNQE_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE", !"kernel", i32 1 }