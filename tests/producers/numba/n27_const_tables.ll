; numba-cuda kernel n27_const_tables(Array(float32, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "const_tables$61"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__12const_tablesB3v61B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__12const_tablesB3v61B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", float* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", double* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %"x.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".18", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", double* %"out.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %"x" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %"out" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".25" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".25"
  %"t" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"t"
  %".61" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".61"
  %"w" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"w"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".106" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".106"
  %"$208pred" = alloca i1
  store i1 0, i1* %"$208pred"
  %".123" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".123"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".164" = alloca i64
  store i64 0, i64* %".164"
  %".167" = alloca i64
  store i64 0, i64* %".167"
  %"r" = alloca i64
  store i64 0, i64* %"r"
  %"s.2" = alloca double
  store double 0.0, double* %"s.2"
  %".203" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".203"
  %".213" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".213"
  %".217" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".217"
  %".226" = alloca i64
  store i64 0, i64* %".226"
  %".229" = alloca i64
  store i64 0, i64* %".229"
  %"$phi292.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi292.0"
  %".268" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".268"
  %".271" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".271"
  %".297" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".297"
  %".303" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".303"
  %"$292for_iter.3" = alloca i1
  store i1 0, i1* %"$292for_iter.3"
  %"$phi294.1" = alloca i64
  store i64 0, i64* %"$phi294.1"
  %".326" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".326"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".382" = alloca i64
  store i64 0, i64* %".382"
  %".385" = alloca i64
  store i64 0, i64* %".385"
  %".416" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".416"
  %".469" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".469"
  %".524" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".524"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %"generic" = addrspacecast [192 x i8] addrspace(4)* @"_cudapy_cmem" to i8*
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".25"
  %".28" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".25", i32 0, i32 4
  %".29" = load double*, double** %".28"
  %".30" = bitcast i8* %"generic" to double*
  %".31" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".25", i32 0, i32 3
  %".32" = load i64, i64* %".31"
  %".33" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".25", i32 0, i32 1
  %".34" = load i8*, i8** %".33"
  %".35" = insertvalue [2 x i64] undef, i64 4, 0
  %".36" = insertvalue [2 x i64] %".35", i64 6, 1
  %".37" = insertvalue [2 x i64] undef, i64 48, 0
  %".38" = insertvalue [2 x i64] %".37", i64 8, 1
  %".39" = extractvalue [2 x i64] %".36", 0
  %".40" = extractvalue [2 x i64] %".36", 1
  %".41" = mul nsw i64 1, %".39"
  %".42" = mul nsw i64 %".41", %".40"
  %".43" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".25", i32 0, i32 5
  store [2 x i64] %".36", [2 x i64]* %".43"
  %".45" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".25", i32 0, i32 6
  store [2 x i64] %".38", [2 x i64]* %".45"
  %".47" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".25", i32 0, i32 4
  store double* %".30", double** %".47"
  %".49" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".25", i32 0, i32 3
  store i64 %".32", i64* %".49"
  %".51" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".25", i32 0, i32 0
  store i8* null, i8** %".51"
  %".53" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".25", i32 0, i32 1
  store i8* %".34", i8** %".53"
  %".55" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".25", i32 0, i32 2
  store i64 %".42", i64* %".55"
  %".57" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".25"
  %".59" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"t"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".57", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"t"
  %"generic.1" = addrspacecast [16 x i8] addrspace(4)* @"_cudapy_cmem.1" to i8*
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".61"
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".61", i32 0, i32 4
  %".65" = load i16*, i16** %".64"
  %".66" = bitcast i8* %"generic.1" to i16*
  %".67" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".61", i32 0, i32 3
  %".68" = load i64, i64* %".67"
  %".69" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".61", i32 0, i32 1
  %".70" = load i8*, i8** %".69"
  %".71" = insertvalue [1 x i64] undef, i64 8, 0
  %".72" = insertvalue [1 x i64] undef, i64 2, 0
  %".73" = extractvalue [1 x i64] %".71", 0
  %".74" = mul nsw i64 1, %".73"
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".61", i32 0, i32 5
  store [1 x i64] %".71", [1 x i64]* %".75"
  %".77" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".61", i32 0, i32 6
  store [1 x i64] %".72", [1 x i64]* %".77"
  %".79" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".61", i32 0, i32 4
  store i16* %".66", i16** %".79"
  %".81" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".61", i32 0, i32 3
  store i64 %".68", i64* %".81"
  %".83" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".61", i32 0, i32 0
  store i8* null, i8** %".83"
  %".85" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".61", i32 0, i32 1
  store i8* %".70", i8** %".85"
  %".87" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".61", i32 0, i32 2
  store i64 %".74", i64* %".87"
  %".89" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".61"
  %".91" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"w"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".89", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"w"
  %".93" = trunc i64 1 to i32
  %".94" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".95" = sext i32 %".94" to i64
  %".96" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".97" = sext i32 %".96" to i64
  %".98" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".99" = sext i32 %".98" to i64
  %".100" = mul i64 %".97", %".99"
  %".101" = add i64 %".100", %".95"
  %".103" = load i64, i64* %"i"
  store i64 %".101", i64* %"i"
  %".105" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".106"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".105", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".106"
  %".110" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".106", i32 0, i32 2
  %".111" = load i64, i64* %".110"
  %".112" = load i64, i64* %"i"
  %".113" = icmp slt i64 %".112", %".111"
  %".115" = load i1, i1* %"$208pred"
  store i1 %".113", i1* %"$208pred"
  %".117" = load i1, i1* %"$208pred"
  br i1 %".117", label %"B210", label %"B386"
B210:
  %".119" = load i1, i1* %"$208pred"
  store i1 0, i1* %"$208pred"
  %".121" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".122" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".123"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".121", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".123"
  %".127" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".123", i32 0, i32 5
  %".128" = getelementptr inbounds [1 x i64], [1 x i64]* %".127", i32 0, i32 0
  %".129" = load i64, i64* %".128", !range !1
  %".130" = insertvalue [1 x i64] undef, i64 %".129", 0
  %".131" = extractvalue [1 x i64] %".130", 0
  %".132" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".123", i32 0, i32 6
  %".133" = load [1 x i64], [1 x i64]* %".132"
  %".134" = extractvalue [1 x i64] %".133", 0
  %".135" = icmp slt i64 %".122", 0
  %".136" = add i64 %".122", %".131"
  %".137" = select  i1 %".135", i64 %".136", i64 %".122"
  %".138" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".123", i32 0, i32 5
  %".139" = getelementptr inbounds [1 x i64], [1 x i64]* %".138", i32 0, i32 0
  %".140" = load i64, i64* %".139", !range !1
  %".141" = insertvalue [1 x i64] undef, i64 %".140", 0
  %".142" = extractvalue [1 x i64] %".141", 0
  %".143" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".123", i32 0, i32 6
  %".144" = load [1 x i64], [1 x i64]* %".143"
  %".145" = extractvalue [1 x i64] %".144", 0
  %".146" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".123", i32 0, i32 4
  %".147" = load float*, float** %".146"
  %".148" = mul i64 %".145", %".137"
  %".149" = ptrtoint float* %".147" to i64
  %".150" = add i64 %".149", %".148"
  %".151" = inttoptr i64 %".150" to float*
  %".152" = load float, float* %".151"
  %".153" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".155" = fptosi float %".152" to i32
  %".156" = sext i32 %".155" to i64
  %".159" = icmp eq i64 4, 0
  br i1 %".159", label %"B210.if", label %"B210.else", !prof !2
B292:
  %".267" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi292.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".268"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".271"
  store {i64*, i64, i64, i64*} %".267", {i64*, i64, i64, i64*}* %".271"
  %".275" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".271", i32 0, i32 3
  %".276" = load i64*, i64** %".275"
  %".277" = load i64, i64* %".276"
  %".278" = icmp sgt i64 %".277", 0
  %".279" = getelementptr inbounds {i64, i1}, {i64, i1}* %".268", i32 0, i32 1
  store i1 %".278", i1* %".279"
  br i1 %".278", label %"B292.if", label %"B292.endif"
B294:
  %".317" = load i1, i1* %"$292for_iter.3"
  store i1 0, i1* %"$292for_iter.3"
  %".319" = load i64, i64* %"$phi294.1"
  %".320" = load i64, i64* %"$phi294.1"
  store i64 0, i64* %"$phi294.1"
  %".322" = load i64, i64* %"r"
  %".323" = insertvalue [2 x i64] undef, i64 %".322", 0
  %".324" = insertvalue [2 x i64] %".323", i64 %".319", 1
  %".325" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"t"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".326"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".325", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".326"
  %".330" = extractvalue [2 x i64] %".324", 0
  %".331" = extractvalue [2 x i64] %".324", 1
  %".332" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".326", i32 0, i32 5
  %".333" = getelementptr inbounds [2 x i64], [2 x i64]* %".332", i32 0, i32 0
  %".334" = load i64, i64* %".333", !range !1
  %".335" = getelementptr inbounds [2 x i64], [2 x i64]* %".332", i32 0, i32 1
  %".336" = load i64, i64* %".335", !range !1
  %".337" = insertvalue [2 x i64] undef, i64 %".334", 0
  %".338" = insertvalue [2 x i64] %".337", i64 %".336", 1
  %".339" = extractvalue [2 x i64] %".338", 0
  %".340" = extractvalue [2 x i64] %".338", 1
  %".341" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".326", i32 0, i32 6
  %".342" = load [2 x i64], [2 x i64]* %".341"
  %".343" = extractvalue [2 x i64] %".342", 0
  %".344" = extractvalue [2 x i64] %".342", 1
  %".345" = icmp slt i64 %".330", 0
  %".346" = add i64 %".330", %".339"
  %".347" = select  i1 %".345", i64 %".346", i64 %".330"
  %".348" = icmp slt i64 %".331", 0
  %".349" = add i64 %".331", %".340"
  %".350" = select  i1 %".348", i64 %".349", i64 %".331"
  %".351" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".326", i32 0, i32 5
  %".352" = getelementptr inbounds [2 x i64], [2 x i64]* %".351", i32 0, i32 0
  %".353" = load i64, i64* %".352", !range !1
  %".354" = getelementptr inbounds [2 x i64], [2 x i64]* %".351", i32 0, i32 1
  %".355" = load i64, i64* %".354", !range !1
  %".356" = insertvalue [2 x i64] undef, i64 %".353", 0
  %".357" = insertvalue [2 x i64] %".356", i64 %".355", 1
  %".358" = extractvalue [2 x i64] %".357", 0
  %".359" = extractvalue [2 x i64] %".357", 1
  %".360" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".326", i32 0, i32 6
  %".361" = load [2 x i64], [2 x i64]* %".360"
  %".362" = extractvalue [2 x i64] %".361", 0
  %".363" = extractvalue [2 x i64] %".361", 1
  %".364" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".326", i32 0, i32 4
  %".365" = load double*, double** %".364"
  %".366" = mul i64 1, %".359"
  %".367" = mul i64 %".347", %".366"
  %".368" = add i64 0, %".367"
  %".369" = mul i64 %".350", 1
  %".370" = add i64 %".368", %".369"
  %".371" = getelementptr double, double* %".365", i64 %".370"
  %".372" = load double, double* %".371"
  %".373" = load i64, i64* %"i"
  %".374" = add nsw i64 %".319", %".373"
  %".377" = icmp eq i64 8, 0
  br i1 %".377", label %"B294.if", label %"B294.else", !prof !2
B354:
  %".452" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"w"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"w"
  %".454" = load i64, i64* %"r"
  store i64 0, i64* %"r"
  %".456" = load i64, i64* %"$phi294.1"
  store i64 0, i64* %"$phi294.1"
  %".458" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi292.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi292.0"
  %".460" = load i1, i1* %"$292for_iter.3"
  store i1 0, i1* %"$292for_iter.3"
  %".462" = insertvalue {i64, i64} undef, i64 3, 0
  %".463" = insertvalue {i64, i64} %".462", i64 5, 1
  %".464" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"t"
  %".465" = extractvalue {i64, i64} %".463", 0
  %".466" = extractvalue {i64, i64} %".463", 1
  %".467" = insertvalue [2 x i64] undef, i64 3, 0
  %".468" = insertvalue [2 x i64] %".467", i64 5, 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".469"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".464", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".469"
  %".473" = extractvalue [2 x i64] %".468", 0
  %".474" = extractvalue [2 x i64] %".468", 1
  %".475" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".469", i32 0, i32 5
  %".476" = getelementptr inbounds [2 x i64], [2 x i64]* %".475", i32 0, i32 0
  %".477" = load i64, i64* %".476", !range !1
  %".478" = getelementptr inbounds [2 x i64], [2 x i64]* %".475", i32 0, i32 1
  %".479" = load i64, i64* %".478", !range !1
  %".480" = insertvalue [2 x i64] undef, i64 %".477", 0
  %".481" = insertvalue [2 x i64] %".480", i64 %".479", 1
  %".482" = extractvalue [2 x i64] %".481", 0
  %".483" = extractvalue [2 x i64] %".481", 1
  %".484" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".469", i32 0, i32 6
  %".485" = load [2 x i64], [2 x i64]* %".484"
  %".486" = extractvalue [2 x i64] %".485", 0
  %".487" = extractvalue [2 x i64] %".485", 1
  %".488" = icmp slt i64 %".473", 0
  %".489" = add i64 %".473", %".482"
  %".490" = select  i1 %".488", i64 %".489", i64 %".473"
  %".491" = icmp slt i64 %".474", 0
  %".492" = add i64 %".474", %".483"
  %".493" = select  i1 %".491", i64 %".492", i64 %".474"
  %".494" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".469", i32 0, i32 5
  %".495" = getelementptr inbounds [2 x i64], [2 x i64]* %".494", i32 0, i32 0
  %".496" = load i64, i64* %".495", !range !1
  %".497" = getelementptr inbounds [2 x i64], [2 x i64]* %".494", i32 0, i32 1
  %".498" = load i64, i64* %".497", !range !1
  %".499" = insertvalue [2 x i64] undef, i64 %".496", 0
  %".500" = insertvalue [2 x i64] %".499", i64 %".498", 1
  %".501" = extractvalue [2 x i64] %".500", 0
  %".502" = extractvalue [2 x i64] %".500", 1
  %".503" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".469", i32 0, i32 6
  %".504" = load [2 x i64], [2 x i64]* %".503"
  %".505" = extractvalue [2 x i64] %".504", 0
  %".506" = extractvalue [2 x i64] %".504", 1
  %".507" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".469", i32 0, i32 4
  %".508" = load double*, double** %".507"
  %".509" = mul i64 1, %".502"
  %".510" = mul i64 %".490", %".509"
  %".511" = add i64 0, %".510"
  %".512" = mul i64 %".493", 1
  %".513" = add i64 %".511", %".512"
  %".514" = getelementptr double, double* %".508", i64 %".513"
  %".515" = load double, double* %".514"
  %".516" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"t"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"t"
  %".518" = load double, double* %"s.2"
  %".519" = fadd double %".518", %".515"
  %".520" = load double, double* %"s.2"
  store double 0.0, double* %"s.2"
  %".522" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".523" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".524"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".522", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".524"
  %".528" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".524", i32 0, i32 5
  %".529" = getelementptr inbounds [1 x i64], [1 x i64]* %".528", i32 0, i32 0
  %".530" = load i64, i64* %".529", !range !1
  %".531" = insertvalue [1 x i64] undef, i64 %".530", 0
  %".532" = extractvalue [1 x i64] %".531", 0
  %".533" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".524", i32 0, i32 6
  %".534" = load [1 x i64], [1 x i64]* %".533"
  %".535" = extractvalue [1 x i64] %".534", 0
  %".536" = icmp slt i64 %".523", 0
  %".537" = add i64 %".523", %".532"
  %".538" = select  i1 %".536", i64 %".537", i64 %".523"
  %".539" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".524", i32 0, i32 5
  %".540" = getelementptr inbounds [1 x i64], [1 x i64]* %".539", i32 0, i32 0
  %".541" = load i64, i64* %".540", !range !1
  %".542" = insertvalue [1 x i64] undef, i64 %".541", 0
  %".543" = extractvalue [1 x i64] %".542", 0
  %".544" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".524", i32 0, i32 6
  %".545" = load [1 x i64], [1 x i64]* %".544"
  %".546" = extractvalue [1 x i64] %".545", 0
  %".547" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".524", i32 0, i32 4
  %".548" = load double*, double** %".547"
  %".549" = mul i64 %".546", %".538"
  %".550" = ptrtoint double* %".548" to i64
  %".551" = add i64 %".550", %".549"
  %".552" = inttoptr i64 %".551" to double*
  store double %".519", double* %".552"
  %".554" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".556" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B386:
  %".560" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".562" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"w"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"w"
  %".564" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"t"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"t"
  %".566" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".568" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".570" = load i1, i1* %"$208pred"
  store i1 0, i1* %"$208pred"
  ret void
B210.if:
  store i64 4, i64* %"quot"
  store i64 4, i64* %"rem"
  br label %"B210.endif"
B210.else:
  store i64 0, i64* %".164"
  store i64 0, i64* %".167"
  %".170" = icmp eq i64 %".156", -9223372036854775808
  %".171" = icmp eq i64 4, -1
  %".172" = and i1 %".170", %".171"
  %".173" = xor i1 %".172", -1
  br i1 %".173", label %"B210.else.if", label %"B210.else.endif", !prof !3
B210.endif:
  %".196" = load i64, i64* %"rem"
  %".198" = load i64, i64* %"r"
  store i64 %".196", i64* %"r"
  %".201" = load double, double* %"s.2"
  store double              0x0, double* %"s.2"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".203"
  %".206" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".203", i32 0, i32 0
  store i64 0, i64* %".206"
  %".208" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".203", i32 0, i32 1
  store i64 6, i64* %".208"
  %".210" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".203", i32 0, i32 2
  store i64 1, i64* %".210"
  %".212" = load {i64, i64, i64}, {i64, i64, i64}* %".203"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".213"
  store {i64, i64, i64} %".212", {i64, i64, i64}* %".213"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".217"
  %".220" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".213", i32 0, i32 0
  %".221" = load i64, i64* %".220"
  %".222" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".213", i32 0, i32 1
  %".223" = load i64, i64* %".222"
  %".224" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".213", i32 0, i32 2
  %".225" = load i64, i64* %".224"
  store i64 %".221", i64* %".226"
  %".231" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".217", i32 0, i32 0
  store i64* %".226", i64** %".231"
  %".233" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".217", i32 0, i32 1
  store i64 %".223", i64* %".233"
  %".235" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".217", i32 0, i32 2
  store i64 %".225", i64* %".235"
  %".237" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".217", i32 0, i32 3
  store i64* %".229", i64** %".237"
  %".239" = sub i64 %".223", %".221"
  %".240" = icmp sgt i64 %".239", 0
  %".241" = icmp sgt i64 %".225", 0
  %".242" = xor i1 %".240", %".241"
  %".243" = icmp eq i64 %".225", 0
  br i1 %".243", label %"B210.endif.if", label %"B210.endif.endif", !prof !2
B210.else.if:
  %".175" = sdiv i64 %".156", 4
  %".176" = srem i64 %".156", 4
  %".177" = xor i64 4, %".176"
  %".178" = icmp slt i64 %".177", 0
  %".179" = icmp ne i64 %".176", 0
  %".180" = and i1 %".179", %".178"
  br i1 %".180", label %"B210.else.if.if", label %"B210.else.if.else"
B210.else.endif:
  %".191" = load i64, i64* %".164"
  %".192" = load i64, i64* %".167"
  store i64 %".191", i64* %"quot"
  store i64 %".192", i64* %"rem"
  br label %"B210.endif"
B210.else.if.if:
  %".185" = sub i64 %".175", 1
  store i64 %".185", i64* %".164"
  %".187" = add i64 %".176", 4
  store i64 %".187", i64* %".167"
  br label %"B210.else.if.endif"
B210.else.if.else:
  store i64 %".175", i64* %".164"
  store i64 %".176", i64* %".167"
  br label %"B210.else.if.endif"
B210.else.if.endif:
  br label %"B210.else.endif"
B210.endif.if:
  ret void
B210.endif.endif:
  br i1 %".242", label %"B210.endif.endif.if", label %"B210.endif.endif.else"
B210.endif.endif.if:
  %".247" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".217", i32 0, i32 3
  %".248" = load i64*, i64** %".247"
  store i64 0, i64* %".248"
  br label %"B210.endif.endif.endif"
B210.endif.endif.else:
  %".251" = srem i64 %".239", %".225"
  %".252" = sub i64 0, %".251"
  %".253" = select  i1 %".240", i64 %".251", i64 %".252"
  %".254" = icmp sgt i64 %".253", 0
  %".255" = sdiv i64 %".239", %".225"
  %".256" = select  i1 %".254", i64 1, i64 0
  %".257" = add i64 %".255", %".256"
  %".258" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".217", i32 0, i32 3
  %".259" = load i64*, i64** %".258"
  store i64 %".257", i64* %".259"
  br label %"B210.endif.endif.endif"
B210.endif.endif.endif:
  %".262" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".217"
  %".264" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi292.0"
  store {i64*, i64, i64, i64*} %".262", {i64*, i64, i64, i64*}* %"$phi292.0"
  br label %"B292"
B292.if:
  %".282" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".271", i32 0, i32 0
  %".283" = load i64*, i64** %".282"
  %".284" = load i64, i64* %".283"
  %".285" = getelementptr inbounds {i64, i1}, {i64, i1}* %".268", i32 0, i32 0
  store i64 %".284", i64* %".285"
  %".287" = sub nsw i64 %".277", 1
  store i64 %".287", i64* %".276"
  %".289" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".271", i32 0, i32 2
  %".290" = load i64, i64* %".289"
  %".291" = add i64 %".284", %".290"
  %".292" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".271", i32 0, i32 0
  %".293" = load i64*, i64** %".292"
  store i64 %".291", i64* %".293"
  br label %"B292.endif"
B292.endif:
  %".296" = load {i64, i1}, {i64, i1}* %".268"
  store {i64, i1} zeroinitializer, {i64, i1}* %".297"
  store {i64, i1} %".296", {i64, i1}* %".297"
  %".301" = getelementptr inbounds {i64, i1}, {i64, i1}* %".297", i32 0, i32 0
  %".302" = load i64, i64* %".301"
  store {i64, i1} zeroinitializer, {i64, i1}* %".303"
  store {i64, i1} %".296", {i64, i1}* %".303"
  %".307" = getelementptr inbounds {i64, i1}, {i64, i1}* %".303", i32 0, i32 1
  %".308" = load i1, i1* %".307"
  %".310" = load i1, i1* %"$292for_iter.3"
  store i1 %".308", i1* %"$292for_iter.3"
  %".313" = load i64, i64* %"$phi294.1"
  store i64 %".302", i64* %"$phi294.1"
  %".315" = load i1, i1* %"$292for_iter.3"
  br i1 %".315", label %"B294", label %"B354"
B294.if:
  store i64 8, i64* %"quot.1"
  store i64 8, i64* %"rem.1"
  br label %"B294.endif"
B294.else:
  store i64 0, i64* %".382"
  store i64 0, i64* %".385"
  %".388" = icmp eq i64 %".374", -9223372036854775808
  %".389" = icmp eq i64 8, -1
  %".390" = and i1 %".388", %".389"
  %".391" = xor i1 %".390", -1
  br i1 %".391", label %"B294.else.if", label %"B294.else.endif", !prof !3
B294.endif:
  %".414" = load i64, i64* %"rem.1"
  %".415" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"w"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".416"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".415", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".416"
  %".420" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".416", i32 0, i32 5
  %".421" = getelementptr inbounds [1 x i64], [1 x i64]* %".420", i32 0, i32 0
  %".422" = load i64, i64* %".421", !range !1
  %".423" = insertvalue [1 x i64] undef, i64 %".422", 0
  %".424" = extractvalue [1 x i64] %".423", 0
  %".425" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".416", i32 0, i32 6
  %".426" = load [1 x i64], [1 x i64]* %".425"
  %".427" = extractvalue [1 x i64] %".426", 0
  %".428" = icmp slt i64 %".414", 0
  %".429" = add i64 %".414", %".424"
  %".430" = select  i1 %".428", i64 %".429", i64 %".414"
  %".431" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".416", i32 0, i32 5
  %".432" = getelementptr inbounds [1 x i64], [1 x i64]* %".431", i32 0, i32 0
  %".433" = load i64, i64* %".432", !range !1
  %".434" = insertvalue [1 x i64] undef, i64 %".433", 0
  %".435" = extractvalue [1 x i64] %".434", 0
  %".436" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".416", i32 0, i32 6
  %".437" = load [1 x i64], [1 x i64]* %".436"
  %".438" = extractvalue [1 x i64] %".437", 0
  %".439" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".416", i32 0, i32 4
  %".440" = load i16*, i16** %".439"
  %".441" = mul i64 %".430", 1
  %".442" = add i64 0, %".441"
  %".443" = getelementptr i16, i16* %".440", i64 %".442"
  %".444" = load i16, i16* %".443"
  %".445" = sitofp i16 %".444" to double
  %".446" = fmul double %".372", %".445"
  %".447" = load double, double* %"s.2"
  %".448" = fadd double %".447", %".446"
  %".449" = load double, double* %"s.2"
  store double %".448", double* %"s.2"
  br label %"B292"
B294.else.if:
  %".393" = sdiv i64 %".374", 8
  %".394" = srem i64 %".374", 8
  %".395" = xor i64 8, %".394"
  %".396" = icmp slt i64 %".395", 0
  %".397" = icmp ne i64 %".394", 0
  %".398" = and i1 %".397", %".396"
  br i1 %".398", label %"B294.else.if.if", label %"B294.else.if.else"
B294.else.endif:
  %".409" = load i64, i64* %".382"
  %".410" = load i64, i64* %".385"
  store i64 %".409", i64* %"quot.1"
  store i64 %".410", i64* %"rem.1"
  br label %"B294.endif"
B294.else.if.if:
  %".403" = sub i64 %".393", 1
  store i64 %".403", i64* %".382"
  %".405" = add i64 %".394", 8
  store i64 %".405", i64* %".385"
  br label %"B294.else.if.endif"
B294.else.if.else:
  store i64 %".393", i64* %".382"
  store i64 %".394", i64* %".385"
  br label %"B294.else.if.endif"
B294.else.if.endif:
  br label %"B294.else.endif"
}

@"_cudapy_cmem" = internal addrspace(4) constant [192 x i8] [i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 240, i8 191, i8 212, i8 155, i8 222, i8 244, i8 166, i8 55, i8 237, i8 191, i8 167, i8 55, i8 189, i8 233, i8 77, i8 111, i8 234, i8 191, i8 122, i8 211, i8 155, i8 222, i8 244, i8 166, i8 231, i8 191, i8 78, i8 111, i8 122, i8 211, i8 155, i8 222, i8 228, i8 191, i8 34, i8 11, i8 89, i8 200, i8 66, i8 22, i8 226, i8 191, i8 234, i8 77, i8 111, i8 122, i8 211, i8 155, i8 222, i8 191, i8 144, i8 133, i8 44, i8 100, i8 33, i8 11, i8 217, i8 191, i8 56, i8 189, i8 233, i8 77, i8 111, i8 122, i8 211, i8 191, i8 192, i8 233, i8 77, i8 111, i8 122, i8 211, i8 203, i8 191, i8 12, i8 89, i8 200, i8 66, i8 22, i8 178, i8 192, i8 191, i8 96, i8 33, i8 11, i8 89, i8 200, i8 66, i8 166, i8 191, i8 96, i8 33, i8 11, i8 89, i8 200, i8 66, i8 166, i8 63, i8 8, i8 89, i8 200, i8 66, i8 22, i8 178, i8 192, i8 63, i8 192, i8 233, i8 77, i8 111, i8 122, i8 211, i8 203, i8 63, i8 56, i8 189, i8 233, i8 77, i8 111, i8 122, i8 211, i8 63, i8 144, i8 133, i8 44, i8 100, i8 33, i8 11, i8 217, i8 63, i8 232, i8 77, i8 111, i8 122, i8 211, i8 155, i8 222, i8 63, i8 32, i8 11, i8 89, i8 200, i8 66, i8 22, i8 226, i8 63, i8 78, i8 111, i8 122, i8 211, i8 155, i8 222, i8 228, i8 63, i8 122, i8 211, i8 155, i8 222, i8 244, i8 166, i8 231, i8 63, i8 166, i8 55, i8 189, i8 233, i8 77, i8 111, i8 234, i8 63, i8 212, i8 155, i8 222, i8 244, i8 166, i8 55, i8 237, i8 63, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 240, i8 63], align 8
@"_cudapy_cmem.1" = internal addrspace(4) constant [16 x i8] [i8 3, i8 0, i8 255, i8 255, i8 4, i8 0, i8 255, i8 255, i8 5, i8 0, i8 247, i8 255, i8 2, i8 0, i8 6, i8 0], align 2
declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__12const_tablesB3v61B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__12const_tablesB3v61B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE", !"kernel", i32 1 }