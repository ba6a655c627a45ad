; numba-cuda kernel n27_block_votes(Array(float64, 2, 'A', False, aligned=True), Array(int32, 2, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "block_votes$3"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__11block_votesB2v3B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi2E1A7mutable7alignedE5ArrayIiLi2E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__11block_votesB2v3B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi2E1A7mutable7alignedE5ArrayIiLi2E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", double* %"a.4", i64 %"a.5.0", i64 %"a.5.1", i64 %"a.6.0", i64 %"a.6.1", i8* %"counts.0", i8* %"counts.1", i64 %"counts.2", i64 %"counts.3", i32* %"counts.4", i64 %"counts.5.0", i64 %"counts.5.1", i64 %"counts.6.0", i64 %"counts.6.1")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} undef, i8* %"a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.meminfo", i8* %"a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.parent", i64 %"a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.nitems", i64 %"a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.itemsize", double* %"a.4", 4
  %".21" = insertvalue [2 x i64] undef, i64 %"a.5.0", 0
  %".22" = insertvalue [2 x i64] %".21", i64 %"a.5.1", 1
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.data", [2 x i64] %".22", 5
  %".23" = insertvalue [2 x i64] undef, i64 %"a.6.0", 0
  %".24" = insertvalue [2 x i64] %".23", i64 %"a.6.1", 1
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.shape", [2 x i64] %".24", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]} undef, i8* %"counts.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]} %"inserted.meminfo.1", i8* %"counts.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]} %"inserted.parent.1", i64 %"counts.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]} %"inserted.nitems.1", i64 %"counts.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]} %"inserted.itemsize.1", i32* %"counts.4", 4
  %".25" = insertvalue [2 x i64] undef, i64 %"counts.5.0", 0
  %".26" = insertvalue [2 x i64] %".25", i64 %"counts.5.1", 1
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]} %"inserted.data.1", [2 x i64] %".26", 5
  %".27" = insertvalue [2 x i64] undef, i64 %"counts.6.0", 0
  %".28" = insertvalue [2 x i64] %".27", i64 %"counts.6.1", 1
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]} %"inserted.shape.1", [2 x i64] %".28", 6
  %"a" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"a"
  %"counts" = alloca {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %"counts"
  %".35" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35"
  %"tile" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  %"tx" = alloca i32
  store i32 0, i32* %"tx"
  %"ty" = alloca i32
  store i32 0, i32* %"ty"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"j" = alloca i64
  store i64 0, i64* %"j"
  %".115" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".115"
  %"$224pred" = alloca i1
  store i1 0, i1* %"$224pred"
  %"$phi258.0.2" = alloca i1
  store i1 0, i1* %"$phi258.0.2"
  %".140" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".140"
  %"inside" = alloca i1
  store i1 0, i1* %"inside"
  %"$262pred" = alloca i1
  store i1 0, i1* %"$262pred"
  %".178" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".178"
  %"$phi286.0.2" = alloca double
  store double 0.0, double* %"$phi286.0.2"
  %".248" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".248"
  %".306" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".306"
  %"n" = alloca i32
  store i32 0, i32* %"n"
  %".370" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".370"
  %"every" = alloca i32
  store i32 0, i32* %"every"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".433" = alloca i64
  store i64 0, i64* %".433"
  %".436" = alloca i64
  store i64 0, i64* %".436"
  %".472" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".472"
  %"some" = alloca i32
  store i32 0, i32* %"some"
  %"$596pred" = alloca i1
  store i1 0, i1* %"$596pred"
  %"$608pred" = alloca i1
  store i1 0, i1* %"$608pred"
  %".563" = alloca {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".563"
  %".628" = alloca {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".628"
  %".693" = alloca {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".693"
  %"$744pred" = alloca i1
  store i1 0, i1* %"$744pred"
  %".776" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".776"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".835" = alloca i64
  store i64 0, i64* %".835"
  %".838" = alloca i64
  store i64 0, i64* %".838"
  %".879" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".879"
  %".940" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".940"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"a"
  store {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %"counts"
  %".33" = insertvalue {i64, i64} undef, i64 8, 0
  %".34" = insertvalue {i64, i64} %".33", i64 33, 1
  %"generic" = addrspacecast [264 x double] addrspace(3)* @"_cudapy_smem_3" to i8*
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35"
  %".38" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35", i32 0, i32 4
  %".39" = load double*, double** %".38"
  %".40" = bitcast i8* %"generic" to double*
  %".41" = insertvalue [2 x i64] undef, i64 8, 0
  %".42" = insertvalue [2 x i64] %".41", i64 33, 1
  %".43" = insertvalue [2 x i64] undef, i64 264, 0
  %".44" = insertvalue [2 x i64] %".43", i64 8, 1
  %".45" = extractvalue [2 x i64] %".42", 0
  %".46" = extractvalue [2 x i64] %".42", 1
  %".47" = mul nsw i64 1, %".45"
  %".48" = mul nsw i64 %".47", %".46"
  %".49" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35", i32 0, i32 5
  store [2 x i64] %".42", [2 x i64]* %".49"
  %".51" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35", i32 0, i32 6
  store [2 x i64] %".44", [2 x i64]* %".51"
  %".53" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35", i32 0, i32 4
  store double* %".40", double** %".53"
  %".55" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35", i32 0, i32 3
  store i64 8, i64* %".55"
  %".57" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35", i32 0, i32 0
  store i8* null, i8** %".57"
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35", i32 0, i32 1
  store i8* null, i8** %".59"
  %".61" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35", i32 0, i32 2
  store i64 %".48", i64* %".61"
  %".63" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35"
  %".65" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".63", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  %".67" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".68" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".69" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".70" = insertvalue {i32, i32, i32} undef, i32 %".67", 0
  %".71" = insertvalue {i32, i32, i32} %".70", i32 %".68", 1
  %".72" = insertvalue {i32, i32, i32} %".71", i32 %".69", 2
  %".73" = extractvalue {i32, i32, i32} %".72", 0
  %".75" = load i32, i32* %"tx"
  store i32 %".73", i32* %"tx"
  %".77" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".78" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".79" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".80" = insertvalue {i32, i32, i32} undef, i32 %".77", 0
  %".81" = insertvalue {i32, i32, i32} %".80", i32 %".78", 1
  %".82" = insertvalue {i32, i32, i32} %".81", i32 %".79", 2
  %".83" = extractvalue {i32, i32, i32} %".82", 1
  %".85" = load i32, i32* %"ty"
  store i32 %".83", i32* %"ty"
  %".87" = trunc i64 2 to i32
  %".88" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".89" = sext i32 %".88" to i64
  %".90" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".91" = sext i32 %".90" to i64
  %".92" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".93" = sext i32 %".92" to i64
  %".94" = mul i64 %".91", %".93"
  %".95" = add i64 %".94", %".89"
  %".96" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".97" = sext i32 %".96" to i64
  %".98" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()
  %".99" = sext i32 %".98" to i64
  %".100" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  %".101" = sext i32 %".100" to i64
  %".102" = mul i64 %".99", %".101"
  %".103" = add i64 %".102", %".97"
  %".104" = insertvalue [2 x i64] undef, i64 %".95", 0
  %".105" = insertvalue [2 x i64] %".104", i64 %".103", 1
  %".106" = extractvalue [2 x i64] %".105", 0
  %".107" = extractvalue [2 x i64] %".105", 1
  %".109" = load i64, i64* %"i"
  store i64 %".106", i64* %"i"
  %".112" = load i64, i64* %"j"
  store i64 %".107", i64* %"j"
  %".114" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"a"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".115"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".114", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".115"
  %".119" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".115", i32 0, i32 5
  %".120" = getelementptr inbounds [2 x i64], [2 x i64]* %".119", i32 0, i32 0
  %".121" = load i64, i64* %".120", !range !1
  %".122" = getelementptr inbounds [2 x i64], [2 x i64]* %".119", i32 0, i32 1
  %".123" = load i64, i64* %".122", !range !1
  %".124" = insertvalue [2 x i64] undef, i64 %".121", 0
  %".125" = insertvalue [2 x i64] %".124", i64 %".123", 1
  %".126" = extractvalue [2 x i64] %".125", 0
  %".127" = load i64, i64* %"i"
  %".128" = icmp slt i64 %".127", %".126"
  %".130" = load i1, i1* %"$224pred"
  store i1 %".128", i1* %"$224pred"
  %".133" = load i1, i1* %"$phi258.0.2"
  store i1 %".128", i1* %"$phi258.0.2"
  %".135" = load i1, i1* %"$224pred"
  br i1 %".135", label %"B226", label %"B258"
B226:
  %".137" = load i1, i1* %"$224pred"
  store i1 0, i1* %"$224pred"
  %".139" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"a"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".140"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".139", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".140"
  %".144" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".140", i32 0, i32 5
  %".145" = getelementptr inbounds [2 x i64], [2 x i64]* %".144", i32 0, i32 0
  %".146" = load i64, i64* %".145", !range !1
  %".147" = getelementptr inbounds [2 x i64], [2 x i64]* %".144", i32 0, i32 1
  %".148" = load i64, i64* %".147", !range !1
  %".149" = insertvalue [2 x i64] undef, i64 %".146", 0
  %".150" = insertvalue [2 x i64] %".149", i64 %".148", 1
  %".151" = extractvalue [2 x i64] %".150", 1
  %".152" = load i64, i64* %"j"
  %".153" = icmp slt i64 %".152", %".151"
  %".154" = load i1, i1* %"$phi258.0.2"
  store i1 %".153", i1* %"$phi258.0.2"
  br label %"B258"
B258:
  %".157" = load i1, i1* %"$224pred"
  store i1 0, i1* %"$224pred"
  %".159" = load i1, i1* %"$phi258.0.2"
  %".161" = load i1, i1* %"inside"
  store i1 %".159", i1* %"inside"
  %".163" = load i1, i1* %"$phi258.0.2"
  store i1 0, i1* %"$phi258.0.2"
  %".165" = load i1, i1* %"inside"
  %".167" = load i1, i1* %"$262pred"
  store i1 %".165", i1* %"$262pred"
  %".169" = load i1, i1* %"$262pred"
  br i1 %".169", label %"B264", label %"B284"
B264:
  %".171" = load i1, i1* %"$262pred"
  store i1 0, i1* %"$262pred"
  %".173" = load i64, i64* %"i"
  %".174" = load i64, i64* %"j"
  %".175" = insertvalue [2 x i64] undef, i64 %".173", 0
  %".176" = insertvalue [2 x i64] %".175", i64 %".174", 1
  %".177" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"a"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".178"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".177", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".178"
  %".182" = extractvalue [2 x i64] %".176", 0
  %".183" = extractvalue [2 x i64] %".176", 1
  %".184" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".178", i32 0, i32 5
  %".185" = getelementptr inbounds [2 x i64], [2 x i64]* %".184", i32 0, i32 0
  %".186" = load i64, i64* %".185", !range !1
  %".187" = getelementptr inbounds [2 x i64], [2 x i64]* %".184", i32 0, i32 1
  %".188" = load i64, i64* %".187", !range !1
  %".189" = insertvalue [2 x i64] undef, i64 %".186", 0
  %".190" = insertvalue [2 x i64] %".189", i64 %".188", 1
  %".191" = extractvalue [2 x i64] %".190", 0
  %".192" = extractvalue [2 x i64] %".190", 1
  %".193" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".178", i32 0, i32 6
  %".194" = load [2 x i64], [2 x i64]* %".193"
  %".195" = extractvalue [2 x i64] %".194", 0
  %".196" = extractvalue [2 x i64] %".194", 1
  %".197" = icmp slt i64 %".182", 0
  %".198" = add i64 %".182", %".191"
  %".199" = select  i1 %".197", i64 %".198", i64 %".182"
  %".200" = icmp slt i64 %".183", 0
  %".201" = add i64 %".183", %".192"
  %".202" = select  i1 %".200", i64 %".201", i64 %".183"
  %".203" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".178", i32 0, i32 5
  %".204" = getelementptr inbounds [2 x i64], [2 x i64]* %".203", i32 0, i32 0
  %".205" = load i64, i64* %".204", !range !1
  %".206" = getelementptr inbounds [2 x i64], [2 x i64]* %".203", i32 0, i32 1
  %".207" = load i64, i64* %".206", !range !1
  %".208" = insertvalue [2 x i64] undef, i64 %".205", 0
  %".209" = insertvalue [2 x i64] %".208", i64 %".207", 1
  %".210" = extractvalue [2 x i64] %".209", 0
  %".211" = extractvalue [2 x i64] %".209", 1
  %".212" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".178", i32 0, i32 6
  %".213" = load [2 x i64], [2 x i64]* %".212"
  %".214" = extractvalue [2 x i64] %".213", 0
  %".215" = extractvalue [2 x i64] %".213", 1
  %".216" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".178", i32 0, i32 4
  %".217" = load double*, double** %".216"
  %".218" = mul i64 %".214", %".199"
  %".219" = mul i64 %".215", %".202"
  %".220" = add i64 %".218", %".219"
  %".221" = ptrtoint double* %".217" to i64
  %".222" = add i64 %".221", %".220"
  %".223" = inttoptr i64 %".222" to double*
  %".224" = load double, double* %".223"
  %".226" = load double, double* %"$phi286.0.2"
  store double %".224", double* %"$phi286.0.2"
  br label %"B286"
B284:
  %".229" = load i1, i1* %"$262pred"
  store i1 0, i1* %"$262pred"
  %".231" = load double, double* %"$phi286.0.2"
  store double              0x0, double* %"$phi286.0.2"
  br label %"B286"
B286:
  %".234" = load i32, i32* %"ty"
  %".235" = load i32, i32* %"tx"
  %".236" = insertvalue [2 x i32] undef, i32 %".234", 0
  %".237" = insertvalue [2 x i32] %".236", i32 %".235", 1
  %".238" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  %".239" = load double, double* %"$phi286.0.2"
  %".240" = extractvalue [2 x i32] %".237", 0
  %".241" = extractvalue [2 x i32] %".237", 1
  %".242" = sext i32 %".240" to i64
  %".243" = sext i32 %".241" to i64
  %".244" = insertvalue [2 x i64] undef, i64 %".242", 0
  %".245" = insertvalue [2 x i64] %".244", i64 %".243", 1
  %".246" = extractvalue [2 x i64] %".245", 0
  %".247" = extractvalue [2 x i64] %".245", 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".248"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".238", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".248"
  %".252" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".248", i32 0, i32 5
  %".253" = getelementptr inbounds [2 x i64], [2 x i64]* %".252", i32 0, i32 0
  %".254" = load i64, i64* %".253", !range !1
  %".255" = getelementptr inbounds [2 x i64], [2 x i64]* %".252", i32 0, i32 1
  %".256" = load i64, i64* %".255", !range !1
  %".257" = insertvalue [2 x i64] undef, i64 %".254", 0
  %".258" = insertvalue [2 x i64] %".257", i64 %".256", 1
  %".259" = extractvalue [2 x i64] %".258", 0
  %".260" = extractvalue [2 x i64] %".258", 1
  %".261" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".248", i32 0, i32 6
  %".262" = load [2 x i64], [2 x i64]* %".261"
  %".263" = extractvalue [2 x i64] %".262", 0
  %".264" = extractvalue [2 x i64] %".262", 1
  %".265" = icmp slt i64 %".246", 0
  %".266" = add i64 %".246", %".259"
  %".267" = select  i1 %".265", i64 %".266", i64 %".246"
  %".268" = icmp slt i64 %".247", 0
  %".269" = add i64 %".247", %".260"
  %".270" = select  i1 %".268", i64 %".269", i64 %".247"
  %".271" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".248", i32 0, i32 5
  %".272" = getelementptr inbounds [2 x i64], [2 x i64]* %".271", i32 0, i32 0
  %".273" = load i64, i64* %".272", !range !1
  %".274" = getelementptr inbounds [2 x i64], [2 x i64]* %".271", i32 0, i32 1
  %".275" = load i64, i64* %".274", !range !1
  %".276" = insertvalue [2 x i64] undef, i64 %".273", 0
  %".277" = insertvalue [2 x i64] %".276", i64 %".275", 1
  %".278" = extractvalue [2 x i64] %".277", 0
  %".279" = extractvalue [2 x i64] %".277", 1
  %".280" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".248", i32 0, i32 6
  %".281" = load [2 x i64], [2 x i64]* %".280"
  %".282" = extractvalue [2 x i64] %".281", 0
  %".283" = extractvalue [2 x i64] %".281", 1
  %".284" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".248", i32 0, i32 4
  %".285" = load double*, double** %".284"
  %".286" = mul i64 1, %".279"
  %".287" = mul i64 %".267", %".286"
  %".288" = add i64 0, %".287"
  %".289" = mul i64 %".270", 1
  %".290" = add i64 %".288", %".289"
  %".291" = getelementptr double, double* %".285", i64 %".290"
  store double %".239", double* %".291"
  %".293" = load double, double* %"$phi286.0.2"
  store double 0.0, double* %"$phi286.0.2"
  %".295" = load i32, i32* %"ty"
  %".296" = load i32, i32* %"tx"
  %".297" = insertvalue [2 x i32] undef, i32 %".295", 0
  %".298" = insertvalue [2 x i32] %".297", i32 %".296", 1
  %".299" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  %".300" = extractvalue [2 x i32] %".298", 0
  %".301" = extractvalue [2 x i32] %".298", 1
  %".302" = sext i32 %".300" to i64
  %".303" = sext i32 %".301" to i64
  %".304" = insertvalue [2 x i64] undef, i64 %".302", 0
  %".305" = insertvalue [2 x i64] %".304", i64 %".303", 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".306"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".299", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".306"
  %".310" = extractvalue [2 x i64] %".305", 0
  %".311" = extractvalue [2 x i64] %".305", 1
  %".312" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".306", i32 0, i32 5
  %".313" = getelementptr inbounds [2 x i64], [2 x i64]* %".312", i32 0, i32 0
  %".314" = load i64, i64* %".313", !range !1
  %".315" = getelementptr inbounds [2 x i64], [2 x i64]* %".312", i32 0, i32 1
  %".316" = load i64, i64* %".315", !range !1
  %".317" = insertvalue [2 x i64] undef, i64 %".314", 0
  %".318" = insertvalue [2 x i64] %".317", i64 %".316", 1
  %".319" = extractvalue [2 x i64] %".318", 0
  %".320" = extractvalue [2 x i64] %".318", 1
  %".321" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".306", i32 0, i32 6
  %".322" = load [2 x i64], [2 x i64]* %".321"
  %".323" = extractvalue [2 x i64] %".322", 0
  %".324" = extractvalue [2 x i64] %".322", 1
  %".325" = icmp slt i64 %".310", 0
  %".326" = add i64 %".310", %".319"
  %".327" = select  i1 %".325", i64 %".326", i64 %".310"
  %".328" = icmp slt i64 %".311", 0
  %".329" = add i64 %".311", %".320"
  %".330" = select  i1 %".328", i64 %".329", i64 %".311"
  %".331" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".306", i32 0, i32 5
  %".332" = getelementptr inbounds [2 x i64], [2 x i64]* %".331", i32 0, i32 0
  %".333" = load i64, i64* %".332", !range !1
  %".334" = getelementptr inbounds [2 x i64], [2 x i64]* %".331", i32 0, i32 1
  %".335" = load i64, i64* %".334", !range !1
  %".336" = insertvalue [2 x i64] undef, i64 %".333", 0
  %".337" = insertvalue [2 x i64] %".336", i64 %".335", 1
  %".338" = extractvalue [2 x i64] %".337", 0
  %".339" = extractvalue [2 x i64] %".337", 1
  %".340" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".306", i32 0, i32 6
  %".341" = load [2 x i64], [2 x i64]* %".340"
  %".342" = extractvalue [2 x i64] %".341", 0
  %".343" = extractvalue [2 x i64] %".341", 1
  %".344" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".306", i32 0, i32 4
  %".345" = load double*, double** %".344"
  %".346" = mul i64 1, %".339"
  %".347" = mul i64 %".327", %".346"
  %".348" = add i64 0, %".347"
  %".349" = mul i64 %".330", 1
  %".350" = add i64 %".348", %".349"
  %".351" = getelementptr double, double* %".345", i64 %".350"
  %".352" = load double, double* %".351"
  %".353" = fcmp ogt double %".352",              0x0
  %".354" = zext i1 %".353" to i32
  %".355" = call i32 @"llvm.nvvm.barrier0.popc"(i32 %".354")
  %".357" = load i32, i32* %"n"
  store i32 %".355", i32* %"n"
  %".359" = load i32, i32* %"ty"
  %".360" = load i32, i32* %"tx"
  %".361" = insertvalue [2 x i32] undef, i32 %".359", 0
  %".362" = insertvalue [2 x i32] %".361", i32 %".360", 1
  %".363" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  %".364" = extractvalue [2 x i32] %".362", 0
  %".365" = extractvalue [2 x i32] %".362", 1
  %".366" = sext i32 %".364" to i64
  %".367" = sext i32 %".365" to i64
  %".368" = insertvalue [2 x i64] undef, i64 %".366", 0
  %".369" = insertvalue [2 x i64] %".368", i64 %".367", 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".370"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".363", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".370"
  %".374" = extractvalue [2 x i64] %".369", 0
  %".375" = extractvalue [2 x i64] %".369", 1
  %".376" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".370", i32 0, i32 5
  %".377" = getelementptr inbounds [2 x i64], [2 x i64]* %".376", i32 0, i32 0
  %".378" = load i64, i64* %".377", !range !1
  %".379" = getelementptr inbounds [2 x i64], [2 x i64]* %".376", i32 0, i32 1
  %".380" = load i64, i64* %".379", !range !1
  %".381" = insertvalue [2 x i64] undef, i64 %".378", 0
  %".382" = insertvalue [2 x i64] %".381", i64 %".380", 1
  %".383" = extractvalue [2 x i64] %".382", 0
  %".384" = extractvalue [2 x i64] %".382", 1
  %".385" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".370", i32 0, i32 6
  %".386" = load [2 x i64], [2 x i64]* %".385"
  %".387" = extractvalue [2 x i64] %".386", 0
  %".388" = extractvalue [2 x i64] %".386", 1
  %".389" = icmp slt i64 %".374", 0
  %".390" = add i64 %".374", %".383"
  %".391" = select  i1 %".389", i64 %".390", i64 %".374"
  %".392" = icmp slt i64 %".375", 0
  %".393" = add i64 %".375", %".384"
  %".394" = select  i1 %".392", i64 %".393", i64 %".375"
  %".395" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".370", i32 0, i32 5
  %".396" = getelementptr inbounds [2 x i64], [2 x i64]* %".395", i32 0, i32 0
  %".397" = load i64, i64* %".396", !range !1
  %".398" = getelementptr inbounds [2 x i64], [2 x i64]* %".395", i32 0, i32 1
  %".399" = load i64, i64* %".398", !range !1
  %".400" = insertvalue [2 x i64] undef, i64 %".397", 0
  %".401" = insertvalue [2 x i64] %".400", i64 %".399", 1
  %".402" = extractvalue [2 x i64] %".401", 0
  %".403" = extractvalue [2 x i64] %".401", 1
  %".404" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".370", i32 0, i32 6
  %".405" = load [2 x i64], [2 x i64]* %".404"
  %".406" = extractvalue [2 x i64] %".405", 0
  %".407" = extractvalue [2 x i64] %".405", 1
  %".408" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".370", i32 0, i32 4
  %".409" = load double*, double** %".408"
  %".410" = mul i64 1, %".403"
  %".411" = mul i64 %".391", %".410"
  %".412" = add i64 0, %".411"
  %".413" = mul i64 %".394", 1
  %".414" = add i64 %".412", %".413"
  %".415" = getelementptr double, double* %".409", i64 %".414"
  %".416" = load double, double* %".415"
  %".417" = fcmp oge double %".416",              0x0
  %".418" = zext i1 %".417" to i32
  %".419" = call i32 @"llvm.nvvm.barrier0.and"(i32 %".418")
  %".421" = load i32, i32* %"every"
  store i32 %".419", i32* %"every"
  %".423" = load i32, i32* %"ty"
  %".424" = sext i32 %".423" to i64
  %".425" = add nsw i64 %".424", 1
  %".428" = icmp eq i64 8, 0
  br i1 %".428", label %"B286.if", label %"B286.else", !prof !2
B598:
  %".533" = load i1, i1* %"$596pred"
  store i1 0, i1* %"$596pred"
  %".535" = load i32, i32* %"ty"
  %".536" = sext i32 %".535" to i64
  %".537" = icmp eq i64 %".536", 0
  %".539" = load i1, i1* %"$608pred"
  store i1 %".537", i1* %"$608pred"
  %".541" = load i1, i1* %"$608pred"
  br i1 %".541", label %"B610", label %"B742"
B610:
  %".543" = load i1, i1* %"$608pred"
  store i1 0, i1* %"$608pred"
  %".545" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".546" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  %".547" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()
  %".548" = insertvalue {i32, i32, i32} undef, i32 %".545", 0
  %".549" = insertvalue {i32, i32, i32} %".548", i32 %".546", 1
  %".550" = insertvalue {i32, i32, i32} %".549", i32 %".547", 2
  %".551" = extractvalue {i32, i32, i32} %".550", 0
  %".552" = insertvalue {i32, i64} undef, i32 %".551", 0
  %".553" = insertvalue {i32, i64} %".552", i64 0, 1
  %".554" = load {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %"counts"
  %".555" = load i32, i32* %"n"
  %".556" = extractvalue {i32, i64} %".553", 0
  %".557" = extractvalue {i32, i64} %".553", 1
  %".558" = sext i32 %".556" to i64
  %".559" = insertvalue [2 x i64] undef, i64 %".558", 0
  %".560" = insertvalue [2 x i64] %".559", i64 0, 1
  %".561" = extractvalue [2 x i64] %".560", 0
  %".562" = extractvalue [2 x i64] %".560", 1
  store {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".563"
  store {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]} %".554", {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".563"
  %".567" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".563", i32 0, i32 5
  %".568" = getelementptr inbounds [2 x i64], [2 x i64]* %".567", i32 0, i32 0
  %".569" = load i64, i64* %".568", !range !1
  %".570" = getelementptr inbounds [2 x i64], [2 x i64]* %".567", i32 0, i32 1
  %".571" = load i64, i64* %".570", !range !1
  %".572" = insertvalue [2 x i64] undef, i64 %".569", 0
  %".573" = insertvalue [2 x i64] %".572", i64 %".571", 1
  %".574" = extractvalue [2 x i64] %".573", 0
  %".575" = extractvalue [2 x i64] %".573", 1
  %".576" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".563", i32 0, i32 6
  %".577" = load [2 x i64], [2 x i64]* %".576"
  %".578" = extractvalue [2 x i64] %".577", 0
  %".579" = extractvalue [2 x i64] %".577", 1
  %".580" = icmp slt i64 %".561", 0
  %".581" = add i64 %".561", %".574"
  %".582" = select  i1 %".580", i64 %".581", i64 %".561"
  %".583" = icmp slt i64 %".562", 0
  %".584" = add i64 %".562", %".575"
  %".585" = select  i1 %".583", i64 %".584", i64 %".562"
  %".586" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".563", i32 0, i32 5
  %".587" = getelementptr inbounds [2 x i64], [2 x i64]* %".586", i32 0, i32 0
  %".588" = load i64, i64* %".587", !range !1
  %".589" = getelementptr inbounds [2 x i64], [2 x i64]* %".586", i32 0, i32 1
  %".590" = load i64, i64* %".589", !range !1
  %".591" = insertvalue [2 x i64] undef, i64 %".588", 0
  %".592" = insertvalue [2 x i64] %".591", i64 %".590", 1
  %".593" = extractvalue [2 x i64] %".592", 0
  %".594" = extractvalue [2 x i64] %".592", 1
  %".595" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".563", i32 0, i32 6
  %".596" = load [2 x i64], [2 x i64]* %".595"
  %".597" = extractvalue [2 x i64] %".596", 0
  %".598" = extractvalue [2 x i64] %".596", 1
  %".599" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".563", i32 0, i32 4
  %".600" = load i32*, i32** %".599"
  %".601" = mul i64 %".597", %".582"
  %".602" = mul i64 %".598", %".585"
  %".603" = add i64 %".601", %".602"
  %".604" = ptrtoint i32* %".600" to i64
  %".605" = add i64 %".604", %".603"
  %".606" = inttoptr i64 %".605" to i32*
  store i32 %".555", i32* %".606"
  %".608" = load i32, i32* %"n"
  store i32 0, i32* %"n"
  %".610" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".611" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  %".612" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()
  %".613" = insertvalue {i32, i32, i32} undef, i32 %".610", 0
  %".614" = insertvalue {i32, i32, i32} %".613", i32 %".611", 1
  %".615" = insertvalue {i32, i32, i32} %".614", i32 %".612", 2
  %".616" = extractvalue {i32, i32, i32} %".615", 0
  %".617" = insertvalue {i32, i64} undef, i32 %".616", 0
  %".618" = insertvalue {i32, i64} %".617", i64 1, 1
  %".619" = load {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %"counts"
  %".620" = load i32, i32* %"every"
  %".621" = extractvalue {i32, i64} %".618", 0
  %".622" = extractvalue {i32, i64} %".618", 1
  %".623" = sext i32 %".621" to i64
  %".624" = insertvalue [2 x i64] undef, i64 %".623", 0
  %".625" = insertvalue [2 x i64] %".624", i64 1, 1
  %".626" = extractvalue [2 x i64] %".625", 0
  %".627" = extractvalue [2 x i64] %".625", 1
  store {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".628"
  store {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]} %".619", {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".628"
  %".632" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".628", i32 0, i32 5
  %".633" = getelementptr inbounds [2 x i64], [2 x i64]* %".632", i32 0, i32 0
  %".634" = load i64, i64* %".633", !range !1
  %".635" = getelementptr inbounds [2 x i64], [2 x i64]* %".632", i32 0, i32 1
  %".636" = load i64, i64* %".635", !range !1
  %".637" = insertvalue [2 x i64] undef, i64 %".634", 0
  %".638" = insertvalue [2 x i64] %".637", i64 %".636", 1
  %".639" = extractvalue [2 x i64] %".638", 0
  %".640" = extractvalue [2 x i64] %".638", 1
  %".641" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".628", i32 0, i32 6
  %".642" = load [2 x i64], [2 x i64]* %".641"
  %".643" = extractvalue [2 x i64] %".642", 0
  %".644" = extractvalue [2 x i64] %".642", 1
  %".645" = icmp slt i64 %".626", 0
  %".646" = add i64 %".626", %".639"
  %".647" = select  i1 %".645", i64 %".646", i64 %".626"
  %".648" = icmp slt i64 %".627", 0
  %".649" = add i64 %".627", %".640"
  %".650" = select  i1 %".648", i64 %".649", i64 %".627"
  %".651" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".628", i32 0, i32 5
  %".652" = getelementptr inbounds [2 x i64], [2 x i64]* %".651", i32 0, i32 0
  %".653" = load i64, i64* %".652", !range !1
  %".654" = getelementptr inbounds [2 x i64], [2 x i64]* %".651", i32 0, i32 1
  %".655" = load i64, i64* %".654", !range !1
  %".656" = insertvalue [2 x i64] undef, i64 %".653", 0
  %".657" = insertvalue [2 x i64] %".656", i64 %".655", 1
  %".658" = extractvalue [2 x i64] %".657", 0
  %".659" = extractvalue [2 x i64] %".657", 1
  %".660" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".628", i32 0, i32 6
  %".661" = load [2 x i64], [2 x i64]* %".660"
  %".662" = extractvalue [2 x i64] %".661", 0
  %".663" = extractvalue [2 x i64] %".661", 1
  %".664" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".628", i32 0, i32 4
  %".665" = load i32*, i32** %".664"
  %".666" = mul i64 %".662", %".647"
  %".667" = mul i64 %".663", %".650"
  %".668" = add i64 %".666", %".667"
  %".669" = ptrtoint i32* %".665" to i64
  %".670" = add i64 %".669", %".668"
  %".671" = inttoptr i64 %".670" to i32*
  store i32 %".620", i32* %".671"
  %".673" = load i32, i32* %"every"
  store i32 0, i32* %"every"
  %".675" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".676" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  %".677" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()
  %".678" = insertvalue {i32, i32, i32} undef, i32 %".675", 0
  %".679" = insertvalue {i32, i32, i32} %".678", i32 %".676", 1
  %".680" = insertvalue {i32, i32, i32} %".679", i32 %".677", 2
  %".681" = extractvalue {i32, i32, i32} %".680", 0
  %".682" = insertvalue {i32, i64} undef, i32 %".681", 0
  %".683" = insertvalue {i32, i64} %".682", i64 2, 1
  %".684" = load {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %"counts"
  %".685" = load i32, i32* %"some"
  %".686" = extractvalue {i32, i64} %".683", 0
  %".687" = extractvalue {i32, i64} %".683", 1
  %".688" = sext i32 %".686" to i64
  %".689" = insertvalue [2 x i64] undef, i64 %".688", 0
  %".690" = insertvalue [2 x i64] %".689", i64 2, 1
  %".691" = extractvalue [2 x i64] %".690", 0
  %".692" = extractvalue [2 x i64] %".690", 1
  store {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".693"
  store {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]} %".684", {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".693"
  %".697" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".693", i32 0, i32 5
  %".698" = getelementptr inbounds [2 x i64], [2 x i64]* %".697", i32 0, i32 0
  %".699" = load i64, i64* %".698", !range !1
  %".700" = getelementptr inbounds [2 x i64], [2 x i64]* %".697", i32 0, i32 1
  %".701" = load i64, i64* %".700", !range !1
  %".702" = insertvalue [2 x i64] undef, i64 %".699", 0
  %".703" = insertvalue [2 x i64] %".702", i64 %".701", 1
  %".704" = extractvalue [2 x i64] %".703", 0
  %".705" = extractvalue [2 x i64] %".703", 1
  %".706" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".693", i32 0, i32 6
  %".707" = load [2 x i64], [2 x i64]* %".706"
  %".708" = extractvalue [2 x i64] %".707", 0
  %".709" = extractvalue [2 x i64] %".707", 1
  %".710" = icmp slt i64 %".691", 0
  %".711" = add i64 %".691", %".704"
  %".712" = select  i1 %".710", i64 %".711", i64 %".691"
  %".713" = icmp slt i64 %".692", 0
  %".714" = add i64 %".692", %".705"
  %".715" = select  i1 %".713", i64 %".714", i64 %".692"
  %".716" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".693", i32 0, i32 5
  %".717" = getelementptr inbounds [2 x i64], [2 x i64]* %".716", i32 0, i32 0
  %".718" = load i64, i64* %".717", !range !1
  %".719" = getelementptr inbounds [2 x i64], [2 x i64]* %".716", i32 0, i32 1
  %".720" = load i64, i64* %".719", !range !1
  %".721" = insertvalue [2 x i64] undef, i64 %".718", 0
  %".722" = insertvalue [2 x i64] %".721", i64 %".720", 1
  %".723" = extractvalue [2 x i64] %".722", 0
  %".724" = extractvalue [2 x i64] %".722", 1
  %".725" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".693", i32 0, i32 6
  %".726" = load [2 x i64], [2 x i64]* %".725"
  %".727" = extractvalue [2 x i64] %".726", 0
  %".728" = extractvalue [2 x i64] %".726", 1
  %".729" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %".693", i32 0, i32 4
  %".730" = load i32*, i32** %".729"
  %".731" = mul i64 %".727", %".712"
  %".732" = mul i64 %".728", %".715"
  %".733" = add i64 %".731", %".732"
  %".734" = ptrtoint i32* %".730" to i64
  %".735" = add i64 %".734", %".733"
  %".736" = inttoptr i64 %".735" to i32*
  store i32 %".685", i32* %".736"
  %".738" = load i32, i32* %"some"
  store i32 0, i32* %"some"
  %".740" = load {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %"counts"
  store {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %"counts"
  br label %"B742"
B742:
  %".743" = load i32, i32* %"some"
  store i32 0, i32* %"some"
  %".745" = load i32, i32* %"n"
  store i32 0, i32* %"n"
  %".747" = load i32, i32* %"every"
  store i32 0, i32* %"every"
  %".749" = load {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %"counts"
  store {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [2 x i64], [2 x i64]}* %"counts"
  %".751" = load i1, i1* %"$608pred"
  store i1 0, i1* %"$608pred"
  %".753" = load i1, i1* %"$596pred"
  store i1 0, i1* %"$596pred"
  %".755" = load i1, i1* %"inside"
  %".757" = load i1, i1* %"$744pred"
  store i1 %".755", i1* %"$744pred"
  %".759" = load i1, i1* %"inside"
  store i1 0, i1* %"inside"
  %".761" = load i1, i1* %"$744pred"
  br i1 %".761", label %"B746", label %"B814"
B746:
  %".763" = load i1, i1* %"$744pred"
  store i1 0, i1* %"$744pred"
  %".765" = load i32, i32* %"ty"
  %".766" = load i32, i32* %"tx"
  %".767" = insertvalue [2 x i32] undef, i32 %".765", 0
  %".768" = insertvalue [2 x i32] %".767", i32 %".766", 1
  %".769" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  %".770" = extractvalue [2 x i32] %".768", 0
  %".771" = extractvalue [2 x i32] %".768", 1
  %".772" = sext i32 %".770" to i64
  %".773" = sext i32 %".771" to i64
  %".774" = insertvalue [2 x i64] undef, i64 %".772", 0
  %".775" = insertvalue [2 x i64] %".774", i64 %".773", 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".776"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".769", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".776"
  %".780" = extractvalue [2 x i64] %".775", 0
  %".781" = extractvalue [2 x i64] %".775", 1
  %".782" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".776", i32 0, i32 5
  %".783" = getelementptr inbounds [2 x i64], [2 x i64]* %".782", i32 0, i32 0
  %".784" = load i64, i64* %".783", !range !1
  %".785" = getelementptr inbounds [2 x i64], [2 x i64]* %".782", i32 0, i32 1
  %".786" = load i64, i64* %".785", !range !1
  %".787" = insertvalue [2 x i64] undef, i64 %".784", 0
  %".788" = insertvalue [2 x i64] %".787", i64 %".786", 1
  %".789" = extractvalue [2 x i64] %".788", 0
  %".790" = extractvalue [2 x i64] %".788", 1
  %".791" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".776", i32 0, i32 6
  %".792" = load [2 x i64], [2 x i64]* %".791"
  %".793" = extractvalue [2 x i64] %".792", 0
  %".794" = extractvalue [2 x i64] %".792", 1
  %".795" = icmp slt i64 %".780", 0
  %".796" = add i64 %".780", %".789"
  %".797" = select  i1 %".795", i64 %".796", i64 %".780"
  %".798" = icmp slt i64 %".781", 0
  %".799" = add i64 %".781", %".790"
  %".800" = select  i1 %".798", i64 %".799", i64 %".781"
  %".801" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".776", i32 0, i32 5
  %".802" = getelementptr inbounds [2 x i64], [2 x i64]* %".801", i32 0, i32 0
  %".803" = load i64, i64* %".802", !range !1
  %".804" = getelementptr inbounds [2 x i64], [2 x i64]* %".801", i32 0, i32 1
  %".805" = load i64, i64* %".804", !range !1
  %".806" = insertvalue [2 x i64] undef, i64 %".803", 0
  %".807" = insertvalue [2 x i64] %".806", i64 %".805", 1
  %".808" = extractvalue [2 x i64] %".807", 0
  %".809" = extractvalue [2 x i64] %".807", 1
  %".810" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".776", i32 0, i32 6
  %".811" = load [2 x i64], [2 x i64]* %".810"
  %".812" = extractvalue [2 x i64] %".811", 0
  %".813" = extractvalue [2 x i64] %".811", 1
  %".814" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".776", i32 0, i32 4
  %".815" = load double*, double** %".814"
  %".816" = mul i64 1, %".809"
  %".817" = mul i64 %".797", %".816"
  %".818" = add i64 0, %".817"
  %".819" = mul i64 %".800", 1
  %".820" = add i64 %".818", %".819"
  %".821" = getelementptr double, double* %".815", i64 %".820"
  %".822" = load double, double* %".821"
  %".823" = load i32, i32* %"ty"
  %".824" = sext i32 %".823" to i64
  %".825" = add nsw i64 %".824", 7
  %".826" = load i32, i32* %"ty"
  store i32 0, i32* %"ty"
  %".830" = icmp eq i64 8, 0
  br i1 %".830", label %"B746.if", label %"B746.else", !prof !2
B814:
  %".989" = load i32, i32* %"ty"
  store i32 0, i32* %"ty"
  %".991" = load i32, i32* %"tx"
  store i32 0, i32* %"tx"
  %".993" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  %".995" = load i64, i64* %"j"
  store i64 0, i64* %"j"
  %".997" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".999" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"a"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"a"
  %".1001" = load i1, i1* %"$744pred"
  store i1 0, i1* %"$744pred"
  ret void
B286.if:
  store i64 8, i64* %"quot"
  store i64 8, i64* %"rem"
  br label %"B286.endif"
B286.else:
  store i64 0, i64* %".433"
  store i64 0, i64* %".436"
  %".439" = icmp eq i64 %".425", -9223372036854775808
  %".440" = icmp eq i64 8, -1
  %".441" = and i1 %".439", %".440"
  %".442" = xor i1 %".441", -1
  br i1 %".442", label %"B286.else.if", label %"B286.else.endif", !prof !3
B286.endif:
  %".465" = load i64, i64* %"rem"
  %".466" = load i32, i32* %"tx"
  %".467" = sext i32 %".466" to i64
  %".468" = sub nsw i64 31, %".467"
  %".469" = insertvalue [2 x i64] undef, i64 %".465", 0
  %".470" = insertvalue [2 x i64] %".469", i64 %".468", 1
  %".471" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".472"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".471", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".472"
  %".476" = extractvalue [2 x i64] %".470", 0
  %".477" = extractvalue [2 x i64] %".470", 1
  %".478" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".472", i32 0, i32 5
  %".479" = getelementptr inbounds [2 x i64], [2 x i64]* %".478", i32 0, i32 0
  %".480" = load i64, i64* %".479", !range !1
  %".481" = getelementptr inbounds [2 x i64], [2 x i64]* %".478", i32 0, i32 1
  %".482" = load i64, i64* %".481", !range !1
  %".483" = insertvalue [2 x i64] undef, i64 %".480", 0
  %".484" = insertvalue [2 x i64] %".483", i64 %".482", 1
  %".485" = extractvalue [2 x i64] %".484", 0
  %".486" = extractvalue [2 x i64] %".484", 1
  %".487" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".472", i32 0, i32 6
  %".488" = load [2 x i64], [2 x i64]* %".487"
  %".489" = extractvalue [2 x i64] %".488", 0
  %".490" = extractvalue [2 x i64] %".488", 1
  %".491" = icmp slt i64 %".476", 0
  %".492" = add i64 %".476", %".485"
  %".493" = select  i1 %".491", i64 %".492", i64 %".476"
  %".494" = icmp slt i64 %".477", 0
  %".495" = add i64 %".477", %".486"
  %".496" = select  i1 %".494", i64 %".495", i64 %".477"
  %".497" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".472", i32 0, i32 5
  %".498" = getelementptr inbounds [2 x i64], [2 x i64]* %".497", i32 0, i32 0
  %".499" = load i64, i64* %".498", !range !1
  %".500" = getelementptr inbounds [2 x i64], [2 x i64]* %".497", i32 0, i32 1
  %".501" = load i64, i64* %".500", !range !1
  %".502" = insertvalue [2 x i64] undef, i64 %".499", 0
  %".503" = insertvalue [2 x i64] %".502", i64 %".501", 1
  %".504" = extractvalue [2 x i64] %".503", 0
  %".505" = extractvalue [2 x i64] %".503", 1
  %".506" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".472", i32 0, i32 6
  %".507" = load [2 x i64], [2 x i64]* %".506"
  %".508" = extractvalue [2 x i64] %".507", 0
  %".509" = extractvalue [2 x i64] %".507", 1
  %".510" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".472", i32 0, i32 4
  %".511" = load double*, double** %".510"
  %".512" = mul i64 1, %".505"
  %".513" = mul i64 %".493", %".512"
  %".514" = add i64 0, %".513"
  %".515" = mul i64 %".496", 1
  %".516" = add i64 %".514", %".515"
  %".517" = getelementptr double, double* %".511", i64 %".516"
  %".518" = load double, double* %".517"
  %".519" = fcmp ogt double %".518", 0x3ff0000000000000
  %".520" = zext i1 %".519" to i32
  %".521" = call i32 @"llvm.nvvm.barrier0.or"(i32 %".520")
  %".523" = load i32, i32* %"some"
  store i32 %".521", i32* %"some"
  %".525" = load i32, i32* %"tx"
  %".526" = sext i32 %".525" to i64
  %".527" = icmp eq i64 %".526", 0
  %".529" = load i1, i1* %"$596pred"
  store i1 %".527", i1* %"$596pred"
  %".531" = load i1, i1* %"$596pred"
  br i1 %".531", label %"B598", label %"B742"
B286.else.if:
  %".444" = sdiv i64 %".425", 8
  %".445" = srem i64 %".425", 8
  %".446" = xor i64 8, %".445"
  %".447" = icmp slt i64 %".446", 0
  %".448" = icmp ne i64 %".445", 0
  %".449" = and i1 %".448", %".447"
  br i1 %".449", label %"B286.else.if.if", label %"B286.else.if.else"
B286.else.endif:
  %".460" = load i64, i64* %".433"
  %".461" = load i64, i64* %".436"
  store i64 %".460", i64* %"quot"
  store i64 %".461", i64* %"rem"
  br label %"B286.endif"
B286.else.if.if:
  %".454" = sub i64 %".444", 1
  store i64 %".454", i64* %".433"
  %".456" = add i64 %".445", 8
  store i64 %".456", i64* %".436"
  br label %"B286.else.if.endif"
B286.else.if.else:
  store i64 %".444", i64* %".433"
  store i64 %".445", i64* %".436"
  br label %"B286.else.if.endif"
B286.else.if.endif:
  br label %"B286.else.endif"
B746.if:
  store i64 8, i64* %"quot.1"
  store i64 8, i64* %"rem.1"
  br label %"B746.endif"
B746.else:
  store i64 0, i64* %".835"
  store i64 0, i64* %".838"
  %".841" = icmp eq i64 %".825", -9223372036854775808
  %".842" = icmp eq i64 8, -1
  %".843" = and i1 %".841", %".842"
  %".844" = xor i1 %".843", -1
  br i1 %".844", label %"B746.else.if", label %"B746.else.endif", !prof !3
B746.endif:
  %".867" = load i64, i64* %"rem.1"
  %".868" = load i32, i32* %"tx"
  %".869" = insertvalue {i64, i32} undef, i64 %".867", 0
  %".870" = insertvalue {i64, i32} %".869", i32 %".868", 1
  %".871" = load i32, i32* %"tx"
  store i32 0, i32* %"tx"
  %".873" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  %".874" = extractvalue {i64, i32} %".870", 0
  %".875" = extractvalue {i64, i32} %".870", 1
  %".876" = sext i32 %".875" to i64
  %".877" = insertvalue [2 x i64] undef, i64 %".874", 0
  %".878" = insertvalue [2 x i64] %".877", i64 %".876", 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".879"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".873", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".879"
  %".883" = extractvalue [2 x i64] %".878", 0
  %".884" = extractvalue [2 x i64] %".878", 1
  %".885" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".879", i32 0, i32 5
  %".886" = getelementptr inbounds [2 x i64], [2 x i64]* %".885", i32 0, i32 0
  %".887" = load i64, i64* %".886", !range !1
  %".888" = getelementptr inbounds [2 x i64], [2 x i64]* %".885", i32 0, i32 1
  %".889" = load i64, i64* %".888", !range !1
  %".890" = insertvalue [2 x i64] undef, i64 %".887", 0
  %".891" = insertvalue [2 x i64] %".890", i64 %".889", 1
  %".892" = extractvalue [2 x i64] %".891", 0
  %".893" = extractvalue [2 x i64] %".891", 1
  %".894" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".879", i32 0, i32 6
  %".895" = load [2 x i64], [2 x i64]* %".894"
  %".896" = extractvalue [2 x i64] %".895", 0
  %".897" = extractvalue [2 x i64] %".895", 1
  %".898" = icmp slt i64 %".883", 0
  %".899" = add i64 %".883", %".892"
  %".900" = select  i1 %".898", i64 %".899", i64 %".883"
  %".901" = icmp slt i64 %".884", 0
  %".902" = add i64 %".884", %".893"
  %".903" = select  i1 %".901", i64 %".902", i64 %".884"
  %".904" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".879", i32 0, i32 5
  %".905" = getelementptr inbounds [2 x i64], [2 x i64]* %".904", i32 0, i32 0
  %".906" = load i64, i64* %".905", !range !1
  %".907" = getelementptr inbounds [2 x i64], [2 x i64]* %".904", i32 0, i32 1
  %".908" = load i64, i64* %".907", !range !1
  %".909" = insertvalue [2 x i64] undef, i64 %".906", 0
  %".910" = insertvalue [2 x i64] %".909", i64 %".908", 1
  %".911" = extractvalue [2 x i64] %".910", 0
  %".912" = extractvalue [2 x i64] %".910", 1
  %".913" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".879", i32 0, i32 6
  %".914" = load [2 x i64], [2 x i64]* %".913"
  %".915" = extractvalue [2 x i64] %".914", 0
  %".916" = extractvalue [2 x i64] %".914", 1
  %".917" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".879", i32 0, i32 4
  %".918" = load double*, double** %".917"
  %".919" = mul i64 1, %".912"
  %".920" = mul i64 %".900", %".919"
  %".921" = add i64 0, %".920"
  %".922" = mul i64 %".903", 1
  %".923" = add i64 %".921", %".922"
  %".924" = getelementptr double, double* %".918", i64 %".923"
  %".925" = load double, double* %".924"
  %".926" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  %".928" = fsub double %".822", %".925"
  %".929" = load i64, i64* %"i"
  %".930" = load i64, i64* %"j"
  %".931" = insertvalue [2 x i64] undef, i64 %".929", 0
  %".932" = insertvalue [2 x i64] %".931", i64 %".930", 1
  %".933" = load i64, i64* %"j"
  store i64 0, i64* %"j"
  %".935" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".937" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"a"
  %".938" = extractvalue [2 x i64] %".932", 0
  %".939" = extractvalue [2 x i64] %".932", 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".940"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".937", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".940"
  %".944" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".940", i32 0, i32 5
  %".945" = getelementptr inbounds [2 x i64], [2 x i64]* %".944", i32 0, i32 0
  %".946" = load i64, i64* %".945", !range !1
  %".947" = getelementptr inbounds [2 x i64], [2 x i64]* %".944", i32 0, i32 1
  %".948" = load i64, i64* %".947", !range !1
  %".949" = insertvalue [2 x i64] undef, i64 %".946", 0
  %".950" = insertvalue [2 x i64] %".949", i64 %".948", 1
  %".951" = extractvalue [2 x i64] %".950", 0
  %".952" = extractvalue [2 x i64] %".950", 1
  %".953" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".940", i32 0, i32 6
  %".954" = load [2 x i64], [2 x i64]* %".953"
  %".955" = extractvalue [2 x i64] %".954", 0
  %".956" = extractvalue [2 x i64] %".954", 1
  %".957" = icmp slt i64 %".938", 0
  %".958" = add i64 %".938", %".951"
  %".959" = select  i1 %".957", i64 %".958", i64 %".938"
  %".960" = icmp slt i64 %".939", 0
  %".961" = add i64 %".939", %".952"
  %".962" = select  i1 %".960", i64 %".961", i64 %".939"
  %".963" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".940", i32 0, i32 5
  %".964" = getelementptr inbounds [2 x i64], [2 x i64]* %".963", i32 0, i32 0
  %".965" = load i64, i64* %".964", !range !1
  %".966" = getelementptr inbounds [2 x i64], [2 x i64]* %".963", i32 0, i32 1
  %".967" = load i64, i64* %".966", !range !1
  %".968" = insertvalue [2 x i64] undef, i64 %".965", 0
  %".969" = insertvalue [2 x i64] %".968", i64 %".967", 1
  %".970" = extractvalue [2 x i64] %".969", 0
  %".971" = extractvalue [2 x i64] %".969", 1
  %".972" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".940", i32 0, i32 6
  %".973" = load [2 x i64], [2 x i64]* %".972"
  %".974" = extractvalue [2 x i64] %".973", 0
  %".975" = extractvalue [2 x i64] %".973", 1
  %".976" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".940", i32 0, i32 4
  %".977" = load double*, double** %".976"
  %".978" = mul i64 %".974", %".959"
  %".979" = mul i64 %".975", %".962"
  %".980" = add i64 %".978", %".979"
  %".981" = ptrtoint double* %".977" to i64
  %".982" = add i64 %".981", %".980"
  %".983" = inttoptr i64 %".982" to double*
  store double %".928", double* %".983"
  %".985" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"a"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"a"
  ret void
B746.else.if:
  %".846" = sdiv i64 %".825", 8
  %".847" = srem i64 %".825", 8
  %".848" = xor i64 8, %".847"
  %".849" = icmp slt i64 %".848", 0
  %".850" = icmp ne i64 %".847", 0
  %".851" = and i1 %".850", %".849"
  br i1 %".851", label %"B746.else.if.if", label %"B746.else.if.else"
B746.else.endif:
  %".862" = load i64, i64* %".835"
  %".863" = load i64, i64* %".838"
  store i64 %".862", i64* %"quot.1"
  store i64 %".863", i64* %"rem.1"
  br label %"B746.endif"
B746.else.if.if:
  %".856" = sub i64 %".846", 1
  store i64 %".856", i64* %".835"
  %".858" = add i64 %".847", 8
  store i64 %".858", i64* %".838"
  br label %"B746.else.if.endif"
B746.else.if.else:
  store i64 %".846", i64* %".835"
  store i64 %".847", i64* %".838"
  br label %"B746.else.if.endif"
B746.else.if.endif:
  br label %"B746.else.endif"
}

@"_cudapy_smem_3" = addrspace(3) global [264 x double] undef, align 8
declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()

declare i32 @"llvm.nvvm.barrier0.popc"(i32 %".1")

declare i32 @"llvm.nvvm.barrier0.and"(i32 %".1")

declare i32 @"llvm.nvvm.barrier0.or"(i32 %".1")

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, double*, i64, i64, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64, i64, i64)* @"_ZN8__main__11block_votesB2v3B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi2E1A7mutable7alignedE5ArrayIiLi2E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, double*, i64, i64, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64, i64, i64)* @"_ZN8__main__11block_votesB2v3B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi2E1A7mutable7alignedE5ArrayIiLi2E1A7mutable7alignedE", !"kernel", i32 1 }